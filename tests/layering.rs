//! The layering of ARCHITECTURE.md, enforced.
//!
//! Between crates Cargo enforces the arrows: the engine, the computer player and the
//! renderer cannot name what they do not depend on, so their manifests are checked to
//! depend only on what their layer allows. Inside the bot's package (model, store,
//! service, adapters) the arrows are module paths, so the source is checked line by line.
//!
//! Inside every crate, the files import one way too: no file imports, directly or
//! through others, a file that imports it (the rules are in `layering/circles.rs`).

use std::fs;
use std::path::{Path, PathBuf};

#[path = "layering/circles.rs"]
mod circles;
#[path = "layering/circles_checks.rs"]
mod circles_checks;
#[path = "layering/source.rs"]
mod source;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The names in the `[dependencies]` table of a crate's manifest (not dev-dependencies:
/// tests may use what they like).
fn dependencies(manifest: &Path) -> Vec<String> {
    let text = fs::read_to_string(manifest).unwrap();
    let mut in_dependencies = false;
    let mut names = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            in_dependencies = line == "[dependencies]";
            continue;
        }
        if !in_dependencies || line.is_empty() || line.starts_with('#') {
            continue;
        }
        let name = line.split(['=', '.', ' ']).next().unwrap_or("").trim();
        if !name.is_empty() {
            names.push(name.to_owned());
        }
    }
    names
}

fn assert_depends_only_on(krate: &str, allowed: &[&str]) {
    let manifest = root().join("crates").join(krate).join("Cargo.toml");
    let extra: Vec<String> = dependencies(&manifest)
        .into_iter()
        .filter(|name| !allowed.contains(&name.as_str()))
        .collect();
    assert!(
        extra.is_empty(),
        "crates/{krate} may depend only on {allowed:?}, but also names {extra:?}"
    );
}

/// Judging moves is arithmetic on values a game's own search gives it.
#[test]
fn the_analysis_depends_on_nothing() {
    assert_depends_only_on("analysis", &[]);
}

#[test]
fn the_engine_depends_on_nothing_heavy() {
    assert_depends_only_on("engine", &["rand", "rand_core", "rand_pcg"]);
}

#[test]
fn the_computer_player_depends_only_on_the_engine() {
    assert_depends_only_on("ai", &["martian-engine", "rand", "rand_core", "rand_pcg"]);
}

#[test]
fn carnetts_rules_depend_on_nothing_heavy() {
    assert_depends_only_on("carnett", &["rand", "chacha20", "sha2"]);
}

#[test]
fn carnetts_computer_player_depends_only_on_its_rules() {
    assert_depends_only_on(
        "carnett-ai",
        &["martian-carnett", "rand", "rand_core", "rand_pcg"],
    );
}

/// Pairing and standings are pure computation: data in, data out.
#[test]
fn the_tournament_depends_on_nothing() {
    assert_depends_only_on("tournament", &[]);
}

/// Puzzles are searched positions judged on the win-chance curve: no store, no bot.
#[test]
fn the_puzzles_depend_only_on_the_engine_the_computer_player_and_the_analysis() {
    assert_depends_only_on(
        "puzzles",
        &["martian-engine", "martian-ai", "martian-analysis", "serde"],
    );
}

/// The store names no async runtime: its PostgreSQL connection keeps one inside.
#[test]
fn the_postgresql_client_is_a_leaf_over_tokio_postgres() {
    assert_depends_only_on("pg-client", &["tokio", "tokio-postgres"]);
}

#[test]
fn the_renderer_depends_only_on_the_games_rules_and_its_codecs() {
    assert_depends_only_on(
        "render",
        &[
            "martian-engine",
            "martian-carnett",
            "gif",
            "png",
            "ab_glyph",
        ],
    );
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Lines of `dir` (outside comments) that name something in `forbidden`.
fn violations(dir: &Path, forbidden: &[&str]) -> Vec<String> {
    assert!(dir.is_dir(), "{} is missing", dir.display());
    let mut files = Vec::new();
    rust_files(dir, &mut files);
    naming(&files, forbidden)
}

/// Lines of `files` (outside comments) that name something in `forbidden`.
fn naming(files: &[PathBuf], forbidden: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for file in files {
        let text = fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            for bad in forbidden {
                let named = code.match_indices(bad).any(|(at, _)| {
                    // A whole path segment: `sled::` or `use sled;`, not `disabled`.
                    let before = code[..at].chars().next_back();
                    !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
                });
                if named {
                    found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
                }
            }
        }
    }
    found
}

fn assert_module_avoids(module: &str, forbidden: &[&str]) {
    let found = violations(&root().join("src").join(module), forbidden);
    assert!(
        found.is_empty(),
        "src/{module} must not name {forbidden:?}:\n{}",
        found.join("\n")
    );
}

/// Discord's and the async runtime's crates: only the Discord adapter and the binary.
const DISCORD: [&str; 4] = ["serenity", "poise", "tokio::", "tokio_"];

#[test]
fn the_model_is_plain_data() {
    let mut forbidden = vec![
        "crate::store",
        "crate::service",
        "crate::discord",
        "crate::console",
        "crate::cli",
        "crate::render",
        "crate::ai",
        "sled",
    ];
    forbidden.extend(DISCORD);
    assert_module_avoids("model", &forbidden);
}

#[test]
fn the_store_knows_records_not_use_cases() {
    let mut forbidden = vec![
        "crate::service",
        "crate::discord",
        "crate::console",
        "crate::cli",
        "crate::render",
        "crate::ai",
    ];
    forbidden.extend(DISCORD);
    assert_module_avoids("store", &forbidden);
}

#[test]
fn the_service_names_no_database_and_no_discord() {
    let mut forbidden = vec![
        "crate::discord",
        "crate::console",
        "crate::cli",
        "sled",
        "SledStore",
        "postgres",
        "PostgresStore",
    ];
    forbidden.extend(DISCORD);
    assert_module_avoids("service", &forbidden);
}

#[test]
fn the_discord_adapter_goes_through_the_service() {
    assert_module_avoids(
        "discord",
        &["crate::console", "crate::cli", "sled::", "use sled"],
    );
}

#[test]
fn the_console_goes_through_the_service() {
    let mut forbidden = vec!["crate::discord", "crate::cli", "sled::", "use sled"];
    forbidden.extend(DISCORD);
    assert_module_avoids("console", &forbidden);
}

/// `anyhow` is for the binary's command line; the library's errors are typed.
#[test]
fn anyhow_stays_in_the_binary() {
    for module in ["model", "store", "service", "discord", "console"] {
        assert_module_avoids(module, &["anyhow"]);
    }
}

/// The check itself must be able to fail: a forbidden name in a scratch module is found.
/// The use cases (`impl Service` blocks, `dispatch.rs`'s `Service`) stand above the
/// games and the service's collaborators: none of those imports a use case.
#[test]
fn the_services_collaborators_import_no_use_case() {
    let service = root().join("src").join("service");
    let use_cases = ["dispatch::", "impl Service"];
    let mut found = violations(&service.join("games"), &use_cases);
    let collaborators = [
        "saved_games.rs",
        "posts.rs",
        "deadlines.rs",
        "outages.rs",
        "seeds.rs",
    ];
    let files: Vec<PathBuf> = collaborators.iter().map(|f| service.join(f)).collect();
    found.extend(naming(&files, &use_cases));
    assert!(
        found.is_empty(),
        "the games and the service's collaborators must not import a use case:\n{}",
        found.join("\n")
    );
}

#[test]
fn a_forbidden_name_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("bad.rs"),
        "// sled in a comment is fine\nuse sled::Db;\nlet disabled = 1;\n",
    )
    .unwrap();
    let found = violations(dir.path(), &["sled"]);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].ends_with("use sled::Db;"), "{found:?}");
}

fn assert_no_circles(dir: &Path) {
    assert!(dir.is_dir(), "{} is missing", dir.display());
    let found = circles::circles(dir, root());
    assert!(
        found.is_empty(),
        "import circles through {} (import from the file that defines a thing, or move \
         it to a file of its own):\n{}",
        dir.display(),
        found.join("\n")
    );
}

fn assert_crate_has_no_circles(krate: &str) {
    assert_no_circles(&root().join("crates").join(krate).join("src"));
}

fn assert_module_has_no_circles(module: &str) {
    assert_no_circles(&root().join("src").join(module));
}

#[test]
fn no_circles_in_the_engine() {
    assert_crate_has_no_circles("engine");
}

#[test]
fn no_circles_in_the_computer_player() {
    assert_crate_has_no_circles("ai");
}

#[test]
fn no_circles_in_the_analysis() {
    assert_crate_has_no_circles("analysis");
}

#[test]
fn no_circles_in_carnetts_rules() {
    assert_crate_has_no_circles("carnett");
}

#[test]
fn no_circles_in_carnetts_computer_player() {
    assert_crate_has_no_circles("carnett-ai");
}

#[test]
fn no_circles_in_the_puzzles() {
    assert_crate_has_no_circles("puzzles");
}

#[test]
fn no_circles_in_the_tournament() {
    assert_crate_has_no_circles("tournament");
}

#[test]
fn no_circles_in_the_testkit() {
    assert_crate_has_no_circles("testkit");
}

#[test]
fn no_circles_in_the_command_line() {
    assert_module_has_no_circles("cli");
}

#[test]
fn no_circles_in_the_console() {
    assert_module_has_no_circles("console");
}

#[test]
fn no_circles_in_the_model() {
    assert_module_has_no_circles("model");
}

// Modules with circles still: each `ignore` goes when its module is free of them (render
// and service are being cleaned in other branches). `cargo test --test layering --
// --ignored` shows the circles left.

#[test]
fn no_circles_in_the_renderer() {
    assert_crate_has_no_circles("render");
}

#[test]
fn no_circles_in_the_store() {
    assert_module_has_no_circles("store");
}

#[test]
fn no_circles_in_the_message_catalog() {
    assert_module_has_no_circles("i18n");
}

#[test]
fn no_circles_in_the_discord_adapter() {
    assert_module_has_no_circles("discord");
}

#[test]
fn no_circles_in_the_service() {
    assert_module_has_no_circles("service");
}

/// Where a name of one game may appear in the bot's own code: the model (which lists
/// the games and their records), the store (which keys records by game), the command
/// line's game-specific tools, and the service's `games/`, the boundary every use case
/// and both adapters go through.
fn game_names(source: &source::Source) -> Vec<String> {
    // Carnett's game by any name; the Looney Pyramids one by its variants (`Martian`)
    // and its module (`/martian` is the bot's command, not the game).
    let mut named: Vec<String> = source
        .names()
        .filter(|n| n.to_ascii_lowercase().contains("carnett") || *n == "Martian")
        .map(str::to_owned)
        .collect();
    for named_path in &source.paths {
        if named_path
            .path
            .windows(2)
            .any(|w| w[0] == "games" && w[1] == "martian")
        {
            named.push("games::martian".into());
        }
    }
    named.sort_unstable();
    named.dedup();
    named
}

/// Whether a file is test code by the house's names for it (a module its parent
/// declares under `#[cfg(test)]`): tests name what they test.
fn is_test_file(file: &Path) -> bool {
    let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("");
    name.ends_with("_tests.rs")
        || name == "tests.rs"
        || name == "test_support.rs"
        || file.components().any(|c| c.as_os_str() == "tests")
}

/// The files under `dir` (outside test code and outside `except`) whose code names a
/// particular game, with the names.
fn games_named(dir: &Path, except: Option<&Path>) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(dir, &mut files);
    let mut found = Vec::new();
    for file in files {
        if except.is_some_and(|e| file.starts_with(e)) || is_test_file(&file) {
            continue;
        }
        let source = source::parse(&fs::read_to_string(&file).unwrap());
        if source.test_only {
            continue;
        }
        let named = game_names(&source);
        if !named.is_empty() {
            found.push(format!("{}: {}", file.display(), named.join(", ")));
        }
    }
    found
}

#[test]
fn no_game_is_named_outside_the_services_games() {
    let src = root().join("src");
    let games = src.join("service").join("games");
    let mut found = games_named(&src.join("service"), Some(&games));
    found.extend(games_named(&src.join("discord"), None));
    found.extend(games_named(&src.join("console"), None));
    assert!(
        found.is_empty(),
        "only src/service/games/ may name a particular game (ask the game through \
         games/play.rs or games/kind.rs):\n{}",
        found.join("\n")
    );
}

#[test]
fn a_game_named_outside_the_boundary_is_reported() {
    let dir = std::env::temp_dir().join(format!("layering-games-{}", std::process::id()));
    let service = dir.join("service");
    fs::create_dir_all(service.join("games")).unwrap();
    fs::write(
        service.join("play.rs"),
        "// carnett in a comment is fine\nfn f(k: GameKind) -> bool { k == GameKind::Martian }\n",
    )
    .unwrap();
    fs::write(
        service.join("games").join("kind.rs"),
        "use super::carnett;\n",
    )
    .unwrap();
    fs::write(
        service.join("lobby.rs"),
        "fn g() -> &'static str { \"carnett\" }\n#[cfg(test)]\nmod tests { use crate::carnett; }\n",
    )
    .unwrap();
    let found = games_named(&service, Some(&service.join("games")));
    fs::remove_dir_all(&dir).unwrap();
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("play.rs: Martian"), "{found:?}");
}
