//! The layer map of docs/ARCHITECTURE.md, checked on the source: every module of `src/` sits in
//! one layer, a module imports only from its own layer or those below, and no file imports,
//! however indirectly, a file that imports it back.
//!
//! The imports are read from the text: every `use crate::…` and `use super::…` (with their
//! braces), and every path written out in the code (`crate::db::run(…)`). Each one names the
//! file of the deepest module it reaches. A module's own `mod` lines are not imports, and
//! neither is what a file's `#[cfg(test)]` module takes from it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, lowest first. A module of `src/` not listed here fails the test, so that each
/// new module is given its place.
const LAYERS: &[(&str, &[&str])] = &[
    ("rules", &["game"]),
    (
        "foundations",
        &[
            "ids",
            "clock",
            "config",
            "logging",
            "text",
            "i18n",
            "secrets",
            "metrics::counters",
        ],
    ),
    ("storage", &["db", "store"]),
    (
        "infrastructure",
        &["metrics", "watch", "credentials", "state"],
    ),
    (
        "services",
        &[
            "accounts",
            "decks",
            "view",
            "play",
            "bots",
            "privacy",
            "moderation",
            "notify",
            "quotas",
        ],
    ),
    ("web", &["web"]),
    ("startup", &["startup", "commands", "lib", "layers"]),
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read src") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The module a file holds, as its path from the crate root: `play/mod.rs` is `["play"]`,
/// `play/away.rs` is `["play", "away"]`, `lib.rs` is `[]`.
fn module_of(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().expect("a file name");
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" {
        parts.push(stem.to_string());
    }
    parts
}

/// The text of a file without its comments, string literals and `#[cfg(test)]` module (what a
/// test takes from the file it tests is no import of the file).
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod ") {
        Some(at) => &text[..at],
        None => text,
    };
    let mut out = String::with_capacity(text.len());
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let rest = &text[i..];
        if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
        } else if rest.starts_with("/*") {
            i += rest.find("*/").map_or(rest.len(), |end| end + 2);
        } else if let Some(raw) = rest.strip_prefix("r#\"") {
            i += raw.find("\"#").map_or(rest.len(), |end| end + 5);
            out.push_str("\"\"");
        } else if rest.starts_with('"') {
            let mut j = 1;
            while j < rest.len() {
                match bytes[i + j] {
                    b'\\' => j += 2,
                    b'"' => break,
                    _ => j += 1,
                }
            }
            i += (j + 1).min(rest.len());
            out.push_str("\"\"");
        } else if rest.starts_with("'\"'") {
            i += 3;
        } else {
            let c = rest.chars().next().expect("a character");
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// Expands a use tree (`a::{b, c::{d, e}}`, without its `use` and `;`) into its paths.
fn expand(tree: &str) -> Vec<String> {
    // Aliases (`x as y`) name nothing more: drop the ` as y`.
    let words: Vec<&str> = tree.split_whitespace().collect();
    let mut kept = String::new();
    let mut skip = false;
    for word in words {
        if skip {
            skip = false;
            // What follows the alias (`,` or `}`) stays.
            kept.push_str(word.trim_start_matches(|c: char| c.is_alphanumeric() || c == '_'));
        } else if word == "as" {
            skip = true;
        } else {
            kept.push_str(word);
        }
    }
    fn walk(prefix: &str, tree: &str, out: &mut Vec<String>) {
        match tree.find('{') {
            Some(open) if tree.ends_with('}') => {
                let head = format!("{prefix}{}", &tree[..open]);
                let inner = &tree[open + 1..tree.len() - 1];
                let mut depth = 0;
                let mut start = 0;
                for (at, c) in inner.char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        ',' if depth == 0 => {
                            walk(&head, &inner[start..at], out);
                            start = at + 1;
                        }
                        _ => {}
                    }
                }
                walk(&head, &inner[start..], out);
            }
            _ if !tree.is_empty() => out.push(format!("{prefix}{tree}")),
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk("", &kept, &mut out);
    out.into_iter()
        .map(|p| p.trim_end_matches("::").to_string())
        .collect()
}

/// Every path a file names from the crate (`crate::…`) or its parent (`super::…`), as written.
fn named_paths(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    // `use` statements, braces and all.
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let before = rest[..at].chars().last();
        let tail = &rest[at + 4..];
        if before.is_none_or(|c| !c.is_alphanumeric() && c != '_') {
            if let Some(end) = tail.find(';') {
                let tree = &tail[..end];
                if tree.trim_start().starts_with("crate::")
                    || tree.trim_start().starts_with("super::")
                {
                    paths.extend(expand(tree));
                }
            }
        }
        rest = tail;
    }
    // Paths written out in the code.
    for start in ["crate::", "super::"] {
        let mut rest = code;
        while let Some(at) = rest.find(start) {
            let before = rest[..at].chars().last();
            let tail = &rest[at..];
            let end = tail
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(tail.len());
            // A path that ends in `::` opens braces: its `use` was read above.
            if before.is_none_or(|c| !c.is_alphanumeric() && c != '_' && c != ':')
                && !tail[..end].ends_with("::")
            {
                paths.push(tail[..end].to_string());
            }
            rest = &tail[start.len()..];
        }
    }
    paths
}

struct Tree {
    /// Module path → file, relative to `src/`.
    files: BTreeMap<Vec<String>, PathBuf>,
}

impl Tree {
    fn read() -> Tree {
        let src = src();
        let mut found = Vec::new();
        rust_files(&src, &mut found);
        let files = found
            .into_iter()
            .map(|p| p.strip_prefix(&src).expect("under src").to_path_buf())
            .filter(|p| p != Path::new("main.rs"))
            .map(|p| (module_of(&p), p))
            .collect();
        Tree { files }
    }

    /// The module a path written in `from` leads to: the deepest one that is a file.
    fn resolve(&self, from: &[String], path: &str) -> Option<Vec<String>> {
        let mut parts = path.split("::");
        let mut module: Vec<String> = match parts.next()? {
            "crate" => Vec::new(),
            "super" => {
                let mut parent = from.to_vec();
                parent.pop()?;
                parent
            }
            _ => return None,
        };
        for part in parts {
            match part {
                "super" => {
                    module.pop()?;
                }
                "self" => {}
                _ => {
                    let mut deeper = module.clone();
                    deeper.push(part.to_string());
                    if !self.files.contains_key(&deeper) {
                        break;
                    }
                    module = deeper;
                }
            }
        }
        Some(module)
    }

    /// Which file imports which.
    fn imports(&self) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
        let src = src();
        let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
        for (module, file) in &self.files {
            let text = std::fs::read_to_string(src.join(file)).expect("read");
            let code = code_of(&text);
            let entry = edges.entry(module.clone()).or_default();
            for path in named_paths(&code) {
                if let Some(to) = self.resolve(module, &path) {
                    if &to != module {
                        entry.insert(to);
                    }
                }
            }
        }
        edges
    }
}

fn layer_of(module: &[String]) -> Option<(usize, &'static str)> {
    let path = if module.is_empty() {
        "lib".to_string()
    } else {
        module.join("::")
    };
    // The most precise entry wins: `metrics::counters` before `metrics`.
    LAYERS
        .iter()
        .enumerate()
        .flat_map(|(at, (name, modules))| modules.iter().map(move |m| (at, *name, *m)))
        .filter(|(_, _, m)| path == *m || path.starts_with(&format!("{m}::")))
        .max_by_key(|(_, _, m)| m.len())
        .map(|(at, name, _)| (at, name))
}

fn shown(module: &[String]) -> String {
    if module.is_empty() {
        "crate".into()
    } else {
        module.join("::")
    }
}

#[test]
fn every_module_has_a_layer_and_imports_only_downwards() {
    let tree = Tree::read();
    let mut unplaced = BTreeSet::new();
    let mut upwards = Vec::new();
    for (from, tos) in tree.imports() {
        let Some((from_layer, from_name)) = layer_of(&from) else {
            unplaced.insert(shown(&from[..1]));
            continue;
        };
        for to in tos {
            let Some((to_layer, to_name)) = layer_of(&to) else {
                unplaced.insert(shown(&to[..1]));
                continue;
            };
            if to_layer > from_layer {
                upwards.push(format!(
                    "{} ({from_name}) imports {} ({to_name})",
                    shown(&from),
                    shown(&to)
                ));
            }
        }
    }
    assert!(
        unplaced.is_empty(),
        "modules without a layer in src/layers.rs: {unplaced:?}"
    );
    assert!(
        upwards.is_empty(),
        "imports that point up the layers:\n{}",
        upwards.join("\n")
    );
}

#[test]
fn the_web_layer_reads_through_the_services() {
    let tree = Tree::read();
    let src = src();
    let mut offenders = Vec::new();
    for (module, file) in &tree.files {
        if module.first().map(String::as_str) != Some("web") {
            continue;
        }
        let code = code_of(&std::fs::read_to_string(src.join(file)).expect("read"));
        for path in named_paths(&code) {
            if let Some(rest) = path.strip_prefix("crate::db::") {
                // The error and pool types may be named (web::error maps DbError); the work
                // itself, `db::query` and `db::run`, belongs to the services.
                if rest.starts_with("query")
                    || rest.starts_with("run")
                    || rest.starts_with("schema")
                {
                    offenders.push(format!("{} names {path}", file.display()));
                }
            }
        }
        for word in ["db::query(", "db::run("] {
            if code.contains(word) {
                offenders.push(format!("{} calls {word}…)", file.display()));
            }
        }
    }
    offenders.sort();
    offenders.dedup();
    assert!(
        offenders.is_empty(),
        "handlers that do database work themselves instead of calling a service:\n{}",
        offenders.join("\n")
    );
}

/// Tarjan's strongly connected components: every group of files that import each other.
fn circles(edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Vec<Vec<Vec<String>>> {
    struct Walk<'a> {
        edges: &'a BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        index: BTreeMap<Vec<String>, usize>,
        low: BTreeMap<Vec<String>, usize>,
        stack: Vec<Vec<String>>,
        on_stack: BTreeSet<Vec<String>>,
        found: Vec<Vec<Vec<String>>>,
    }
    impl Walk<'_> {
        fn visit(&mut self, node: &Vec<String>) {
            let at = self.index.len();
            self.index.insert(node.clone(), at);
            self.low.insert(node.clone(), at);
            self.stack.push(node.clone());
            self.on_stack.insert(node.clone());
            let edges = self.edges;
            for next in edges.get(node).into_iter().flatten() {
                if !self.index.contains_key(next) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next]);
                    self.low.insert(node.clone(), low);
                } else if self.on_stack.contains(next) {
                    let low = self.low[node].min(self.index[next]);
                    self.low.insert(node.clone(), low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut group = Vec::new();
                while let Some(top) = self.stack.pop() {
                    self.on_stack.remove(&top);
                    let done = &top == node;
                    group.push(top);
                    if done {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort();
                    self.found.push(group);
                }
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for node in edges.keys() {
        if !walk.index.contains_key(node) {
            walk.visit(node);
        }
    }
    walk.found
}

#[test]
fn no_file_imports_a_file_that_imports_it_back() {
    let tree = Tree::read();
    let edges = tree.imports();
    let found: Vec<String> = circles(&edges)
        .iter()
        .map(|group| {
            let names: Vec<String> = group.iter().map(|m| shown(m)).collect();
            // What ties the circle: its files' imports of each other.
            let ties: Vec<String> = group
                .iter()
                .flat_map(|from| {
                    edges[from]
                        .iter()
                        .filter(|to| group.contains(to))
                        .map(move |to| format!("  {} → {}", shown(from), shown(to)))
                })
                .collect();
            format!("{}\n{}", names.join(" ↔ "), ties.join("\n"))
        })
        .collect();
    assert!(
        found.is_empty(),
        "files that import each other, in a circle:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_reader_of_imports_sees_what_it_should() {
    assert_eq!(
        expand("crate::store::{self as store, tables::{Table, load as base}, decks}"),
        vec![
            "crate::store::self",
            "crate::store::tables::Table",
            "crate::store::tables::load",
            "crate::store::decks"
        ]
    );
    let code = code_of("use super::{a, b};\n// crate::store::x\nlet s = \"crate::store\"; crate::db::run(x);\n#[cfg(test)]\nmod tests { use crate::store; }");
    assert_eq!(
        named_paths(&code),
        vec!["super::a", "super::b", "crate::db::run"]
    );
    let tree = Tree {
        files: [
            vec![],
            vec!["play".to_string()],
            vec!["play".into(), "away".into()],
        ]
        .into_iter()
        .map(|m| (m, PathBuf::new()))
        .collect(),
    };
    let away = vec!["play".to_string(), "away".to_string()];
    assert_eq!(tree.resolve(&away, "super::act"), Some(vec!["play".into()]));
    assert_eq!(
        tree.resolve(&away, "crate::play::away::x"),
        Some(away.clone())
    );
    assert_eq!(tree.resolve(&[], "crate::nothing"), Some(vec![]));
}
