//! The layering of ARCHITECTURE.md, enforced: the engine imports nothing from the rest
//! of the crate nor any I/O, async or Discord library.

use std::fs;
use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn violations(module: &str, forbidden: &[&str]) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src")
        .join(module);
    if !dir.exists() {
        return Vec::new();
    }
    let mut files = Vec::new();
    rust_files(&dir, &mut files);
    let mut found = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            for bad in forbidden {
                if code.contains(bad) {
                    found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
                }
            }
        }
    }
    found
}

#[test]
fn the_engine_is_pure() {
    let forbidden = [
        "crate::store",
        "crate::service",
        "crate::discord",
        "crate::console",
        "crate::render",
        "crate::ai",
        "crate::model",
        "crate::cli",
        "std::fs",
        "std::net",
        "std::io",
        "std::thread",
        "std::process",
        "std::time",
        "std::env",
        "tokio",
        "serenity",
        "poise",
        "sled",
        "image::",
        "imageproc",
        "ab_glyph",
        "println!",
        "eprintln!",
    ];
    let found = violations("engine", &forbidden);
    assert!(
        found.is_empty(),
        "the engine must stay pure:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_renderer_does_not_reach_into_the_bot() {
    let forbidden = [
        "crate::store",
        "crate::service",
        "crate::discord",
        "crate::console",
        "serenity",
        "poise",
        "sled",
    ];
    let found = violations("render", &forbidden);
    assert!(
        found.is_empty(),
        "render must not import the bot:\n{}",
        found.join("\n")
    );
}
