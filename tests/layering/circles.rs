//! Import circles between the files of a crate: a file that imports, directly or through
//! others, a file that imports it.
//!
//! The rules, on source text with comments and literals blanked:
//! - The files of a crate are those its root (`lib.rs`, `main.rs`) reaches through
//!   `mod name;` declarations, except those declared under `#[cfg(test)]` (test files
//!   may import anything). Items under `#[cfg(test)]` (an inline `mod tests { .. }`) are
//!   skipped as well.
//! - A file depends on another when it names a path into it: a `use` (grouped, nested,
//!   `pub use` re-exports included) or a path in code, starting at `crate`, `self`,
//!   `super` or a child module. The path walks down the modules for as long as they
//!   exist; the file of the last module reached is the one depended on (`mod.rs`,
//!   `lib.rs` when the path names an item there).
//! - A name that module imports from another crate (`pub use martian_engine as engine;`)
//!   is not that module's own: a path through it is no edge. Nor is a path into the
//!   file it is written in.
//!
//! A `mod child;` declaration alone is no dependency: a parent holds its children
//! without naming what is in them. But a parent that re-exports a child (`pub use
//! child::X;`) depends on it, so the child names what it needs from the file that
//! defines it, never through the parent (`super::X`, `crate::X`).

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fs;
use std::path::{Path, PathBuf};

use crate::source::{parse, Source};

/// One crate's modules: each module's path (from the root) and the file that holds it.
#[derive(Default)]
struct Modules {
    files: BTreeMap<Vec<String>, PathBuf>,
    sources: BTreeMap<PathBuf, (Vec<String>, Source)>,
}

impl Modules {
    fn load(root: &Path) -> Modules {
        let mut modules = Modules::default();
        modules.walk(root.to_owned(), Vec::new());
        modules
    }

    fn walk(&mut self, file: PathBuf, module: Vec<String>) {
        let source = parse(&fs::read_to_string(&file).unwrap());
        if source.test_only {
            return;
        }
        let name = file.file_stem().unwrap().to_string_lossy().into_owned();
        let parent = file.parent().unwrap();
        let dir = if ["mod", "lib", "main"].contains(&name.as_str()) {
            parent.to_owned()
        } else {
            parent.join(&name)
        };
        self.files.insert(module.clone(), file.clone());
        for inline in &source.inline {
            self.files
                .insert([&module[..], inline].concat(), file.clone());
        }
        let mut children = Vec::new();
        for (inline, child) in &source.declared {
            let mut dir = dir.clone();
            dir.extend(inline);
            let candidates = [
                dir.join(format!("{child}.rs")),
                dir.join(child).join("mod.rs"),
            ];
            if let Some(path) = candidates.into_iter().find(|p| p.is_file()) {
                let within = [&module[..], inline, std::slice::from_ref(child)].concat();
                children.push((path, within));
            }
        }
        self.sources.insert(file, (module, source));
        for (path, within) in children {
            self.walk(path, within);
        }
    }

    fn is_module(&self, module: &[String]) -> bool {
        self.files.contains_key(module)
    }

    /// Whether `name`, seen in `module`, is imported there from another crate.
    fn foreign(&self, module: &[String], name: &str) -> bool {
        let Some(file) = self.files.get(module) else {
            return false;
        };
        let (file_module, source) = &self.sources[file];
        source.uses.iter().any(|(named, bound)| {
            let at = [&file_module[..], &named.inline].concat();
            bound == name && at == module && self.start(&at, &named.path).is_none()
        })
    }

    /// The module a path starts from (and the segments left), if it is one of this crate.
    fn start<'a>(&self, at: &[String], path: &'a [String]) -> Option<(Vec<String>, &'a [String])> {
        let (first, rest) = path.split_first()?;
        match first.as_str() {
            "crate" => Some((Vec::new(), rest)),
            "self" => Some((at.to_vec(), rest)),
            "super" => {
                let mut base = at.to_vec();
                base.pop()?;
                let mut rest = rest;
                while rest.first().is_some_and(|s| s == "super") {
                    base.pop()?;
                    rest = &rest[1..];
                }
                Some((base, rest))
            }
            _ if self.is_module(&[at, std::slice::from_ref(first)].concat()) => {
                Some((at.to_vec(), path))
            }
            _ => None,
        }
    }

    /// The file a path written in module `at` names something of.
    fn resolve(&self, at: &[String], path: &[String]) -> Option<&PathBuf> {
        let (mut module, mut rest) = self.start(at, path)?;
        while let Some((segment, tail)) = rest.split_first() {
            module.push(segment.clone());
            if !self.is_module(&module) {
                module.pop();
                break;
            }
            rest = tail;
        }
        if rest.first().is_some_and(|item| self.foreign(&module, item)) {
            return None;
        }
        self.files.get(&module)
    }
}

/// Each file's dependencies, with a path that shows why.
pub type Graph = BTreeMap<PathBuf, BTreeMap<PathBuf, String>>;

/// The files of the crates rooted in `src` (`lib.rs`, `main.rs`) and what they import.
pub fn graph(src: &Path) -> Graph {
    let mut graph = Graph::new();
    for root in ["lib.rs", "main.rs"].map(|name| src.join(name)) {
        if !root.is_file() {
            continue;
        }
        let modules = Modules::load(&root);
        for (file, (module, source)) in &modules.sources {
            let edges = graph.entry(file.clone()).or_default();
            for named in &source.paths {
                let at = [&module[..], &named.inline].concat();
                if let Some(target) = modules.resolve(&at, &named.path) {
                    if target != file {
                        edges
                            .entry(target.clone())
                            .or_insert_with(|| named.path.join("::"));
                    }
                }
            }
        }
    }
    graph
}

/// The strongly connected components of more than one file (Tarjan).
fn components(graph: &Graph) -> Vec<Vec<PathBuf>> {
    struct State<'g> {
        graph: &'g Graph,
        index: BTreeMap<&'g PathBuf, (usize, usize)>,
        stack: Vec<&'g PathBuf>,
        on_stack: BTreeSet<&'g PathBuf>,
        found: Vec<Vec<PathBuf>>,
    }
    fn visit<'g>(s: &mut State<'g>, file: &'g PathBuf) {
        let n = s.index.len();
        s.index.insert(file, (n, n));
        s.stack.push(file);
        s.on_stack.insert(file);
        for next in s.graph[file].keys() {
            if !s.index.contains_key(next) {
                visit(s, next);
                let low = s.index[next].1.min(s.index[file].1);
                s.index.get_mut(file).unwrap().1 = low;
            } else if s.on_stack.contains(next) {
                let low = s.index[next].0.min(s.index[file].1);
                s.index.get_mut(file).unwrap().1 = low;
            }
        }
        if s.index[file].0 == s.index[file].1 {
            let mut component = Vec::new();
            while let Some(top) = s.stack.pop() {
                s.on_stack.remove(top);
                component.push(top.clone());
                if top == file {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                s.found.push(component);
            }
        }
    }
    let mut state = State {
        graph,
        index: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for file in graph.keys() {
        if !state.index.contains_key(file) {
            visit(&mut state, file);
        }
    }
    state.found
}

/// A shortest way round a component from its first file, as `a -(path)-> b -> .. -> a`.
fn chain(graph: &Graph, component: &[PathBuf], base: &Path) -> String {
    let start = &component[0];
    let mut came_from: BTreeMap<&PathBuf, &PathBuf> = BTreeMap::new();
    let mut queue = VecDeque::from([start]);
    'search: while let Some(file) = queue.pop_front() {
        for next in graph[file].keys().filter(|f| component.contains(f)) {
            if next == start {
                came_from.insert(start, file);
                break 'search;
            }
            if !came_from.contains_key(next) {
                came_from.insert(next, file);
                queue.push_back(next);
            }
        }
    }
    let mut way = vec![start];
    while let Some(&before) = came_from.get(way.last().unwrap()) {
        if before == start {
            break;
        }
        way.push(before);
    }
    way.push(start);
    way.reverse();
    let show = |f: &Path| f.strip_prefix(base).unwrap_or(f).display().to_string();
    let mut text = show(start);
    for pair in way.windows(2) {
        text += &format!(" -({})-> {}", graph[pair[0]][pair[1]], show(pair[1]));
    }
    if component.len() > way.len() - 1 {
        let all: Vec<String> = component.iter().map(|f| show(f)).collect();
        text += &format!("  [all {} files: {}]", component.len(), all.join(", "));
    }
    text
}

/// The circles through files under `dir`, in the crate(s) whose `src` holds it, one
/// readable chain each (paths shown relative to `base`).
pub fn circles(dir: &Path, base: &Path) -> Vec<String> {
    let src = dir
        .ancestors()
        .find(|d| d.join("lib.rs").is_file() || d.join("main.rs").is_file())
        .unwrap_or_else(|| panic!("no lib.rs or main.rs at or above {}", dir.display()));
    let graph = graph(src);
    components(&graph)
        .into_iter()
        .filter(|component| component.iter().any(|f| f.starts_with(dir)))
        .map(|component| chain(&graph, &component, base))
        .collect()
}
