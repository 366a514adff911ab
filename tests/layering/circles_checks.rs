//! The circle checker on small made-up crates: it finds what it should, and only that.

use std::fs;
use std::path::PathBuf;

use crate::circles::{circles, graph};

/// A scratch crate's `src`, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(files: &[(&str, &str)]) -> Scratch {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("circles-{}-{n}", std::process::id()));
        for (name, text) in files {
            let path = dir.join(name);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, text).unwrap();
        }
        Scratch(dir)
    }

    fn circles(&self) -> Vec<String> {
        circles(&self.0, &self.0)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn one(found: &[String], chain: &str) {
    assert_eq!(found, [chain.to_owned()], "{found:#?}");
}

#[test]
fn two_files_that_import_each_other_through_super() {
    let src = Scratch::new(&[
        ("lib.rs", "mod a;\nmod b;\n"),
        ("a.rs", "use super::b::B;\npub struct A;\n"),
        ("b.rs", "use super::a::A;\npub struct B;\n"),
    ]);
    one(
        &src.circles(),
        "a.rs -(super::b::B)-> b.rs -(super::a::A)-> a.rs",
    );
}

#[test]
fn a_circle_through_a_third_file_and_a_path_in_code() {
    let src = Scratch::new(&[
        ("lib.rs", "pub mod a;\npub mod b;\npub mod c;\n"),
        ("a.rs", "use crate::b::f;\n"),
        ("b/mod.rs", "pub fn f() { crate::c::g() }\n"),
        ("c.rs", "pub fn g() { let _ = super::a::A; }\n"),
    ]);
    let found = src.circles();
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(found[0].starts_with("a.rs -(crate::b::f)-> b/mod.rs -(crate::c::g)-> c.rs"));
}

#[test]
fn a_circle_through_a_grouped_use_over_lines() {
    let src = Scratch::new(&[
        ("lib.rs", "mod a;\nmod outer;\n"),
        (
            "a.rs",
            "use crate::{\n    outer::{inner::{X,\n Y}},\n    other,\n};\n",
        ),
        ("outer.rs", "mod inner;\n"),
        ("outer/inner.rs", "pub use crate::a::Z as X;\n"),
    ]);
    one(
        &src.circles(),
        "a.rs -(crate::outer::inner::X)-> outer/inner.rs -(crate::a::Z)-> a.rs",
    );
}

#[test]
fn a_parent_that_re_exports_a_child_which_uses_the_parent() {
    let src = Scratch::new(&[
        ("lib.rs", "mod game;\n"),
        (
            "game/mod.rs",
            "mod view;\npub use view::View;\npub struct Outcome;\n",
        ),
        ("game/view.rs", "use super::Outcome;\npub struct View;\n"),
    ]);
    one(
        &src.circles(),
        "game/mod.rs -(view::View)-> game/view.rs -(super::Outcome)-> game/mod.rs",
    );
}

#[test]
fn comments_strings_and_test_code_are_no_imports() {
    let src = Scratch::new(&[
        (
            "lib.rs",
            "mod a;\nmod b;\n#[cfg(test)]\nmod a_tests;\npub use std::collections as engine;\n",
        ),
        (
            "a.rs",
            "use crate::b::B;\npub struct A;\nuse crate::engine::HashMap;\n",
        ),
        (
            "b.rs",
            r####"//! See [`A`](crate::a::A).
// use crate::a::A;
/* crate::a::A /* nested */ crate::a::A */
pub struct B;
const S: &str = "crate::a::A \" super::a::A";
const R: &str = r#"crate::a::A "# ;
const C: char = '"';
fn f<'a>(x: &'a str) -> &'a str { x }
#[cfg(test)]
mod tests {
use super::*;
use crate::a::A;
fn g() { mod inner { } let _ = crate::a::A; }
}
#[cfg(test)]
use crate::a::A;
"####,
        ),
        ("a_tests.rs", "use crate::a::A;\nuse crate::b::B;\n"),
    ]);
    assert_eq!(src.circles(), Vec::<String>::new());
    let graph = graph(&src.0);
    let b = &graph[&src.0.join("b.rs")];
    assert!(b.is_empty(), "{b:?}");
    let a = &graph[&src.0.join("a.rs")];
    assert_eq!(a.keys().collect::<Vec<_>>(), [&src.0.join("b.rs")]);
    assert!(!graph.contains_key(&src.0.join("a_tests.rs")));
}

#[test]
fn layers_that_import_downwards_only_are_no_circle() {
    let src = Scratch::new(&[
        ("main.rs", "mod cli;\nfn main() { cli::run() }\n"),
        (
            "lib.rs",
            "pub mod low;\npub mod high;\npub use high::Top;\n",
        ),
        ("low.rs", "pub struct Low;\n"),
        ("high.rs", "use crate::low::Low;\npub struct Top(Low);\n"),
        ("cli/mod.rs", "mod a;\nmod b;\npub fn run() { a::go() }\n"),
        ("cli/a.rs", "use super::b;\npub fn go() { b::help() }\n"),
        ("cli/b.rs", "use std::io;\npub fn help() {}\n"),
    ]);
    assert_eq!(src.circles(), Vec::<String>::new());
    let graph = graph(&src.0);
    assert_eq!(graph.len(), 7, "{graph:#?}");
    let edges: usize = graph.values().map(|e| e.len()).sum();
    // main -> cli, lib -> high, high -> low, cli/mod -> a, a -> b.
    assert_eq!(edges, 5, "{graph:#?}");
}
