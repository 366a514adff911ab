//! Embeds the message catalog (`locales/<language>/*.ftl`) in the binary, so that the
//! bot needs no files beside it: every catalog file found is listed in
//! `$OUT_DIR/catalog.rs` as (language, file name, text). Adding a file or a language
//! needs no change here.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // Read when the script runs, not baked in when it is compiled: a compiled script
    // shared by two checkouts (one target folder) must read the one being built.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let root = Path::new(&manifest).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    if let Ok(languages) = std::fs::read_dir(&root) {
        for language in languages.flatten() {
            println!("cargo:rerun-if-changed={}", language.path().display());
            let Ok(entries) = std::fs::read_dir(language.path()) else {
                continue;
            };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.extension().is_some_and(|e| e == "ftl") {
                    println!("cargo:rerun-if-changed={}", path.display());
                    let code = language.file_name().to_string_lossy().into_owned();
                    let name = entry.file_name().to_string_lossy().into_owned();
                    files.push((code, name, path));
                }
            }
        }
    }
    files.sort();
    let mut out = String::from("pub static EMBEDDED: &[(&str, &str, &str)] = &[\n");
    for (code, name, path) in &files {
        writeln!(
            out,
            "    ({code:?}, {name:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .expect("writing to a string");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("catalog.rs");
    std::fs::write(dest, out).expect("writing the embedded catalog list");
}
