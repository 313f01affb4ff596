//! The layers of docs/ARCHITECTURE.md, checked on the source: nothing below the web layer
//! names it, and the page modules never import each other in a circle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

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

#[test]
fn nothing_below_the_web_layer_names_it() {
    let src = src();
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    // Spelt out here so that this file does not name the web layer itself.
    let web = ["crate", "web"].join("::");
    let mut offenders = Vec::new();
    for file in files {
        let relative = file.strip_prefix(&src).expect("under src");
        // The web layer itself, and the composition root that wires it to the services.
        if relative.starts_with("web") || relative == Path::new("lib.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("read");
        if text.contains(&web) {
            offenders.push(relative.display().to_string());
        }
    }
    assert!(
        offenders.is_empty(),
        "modules below the web layer name {web}: {offenders:?}"
    );
}

#[test]
fn page_modules_import_each_other_without_circles() {
    let dir = src().join("web/pages");
    let mut modules = Vec::new();
    rust_files(&dir, &mut modules);
    let names: BTreeSet<String> = modules
        .iter()
        .filter_map(|p| p.file_stem())
        .map(|s| s.to_string_lossy().into_owned())
        .filter(|s| s != "mod")
        .collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in &modules {
        let from = path
            .file_stem()
            .expect("stem")
            .to_string_lossy()
            .into_owned();
        if from == "mod" {
            continue;
        }
        let text = std::fs::read_to_string(path).expect("read");
        for to in imported_pages(&text) {
            if names.contains(&to) && to != from {
                edges.entry(from.clone()).or_default().insert(to);
            }
        }
    }
    // Depth-first search for a way back to where it started.
    fn reaches(
        edges: &BTreeMap<String, BTreeSet<String>>,
        from: &str,
        target: &str,
        seen: &mut BTreeSet<String>,
    ) -> bool {
        for next in edges.get(from).into_iter().flatten() {
            if next == target || (seen.insert(next.clone()) && reaches(edges, next, target, seen)) {
                return true;
            }
        }
        false
    }
    for name in &names {
        assert!(
            !reaches(&edges, name, name, &mut BTreeSet::new()),
            "pages::{name} imports itself through a circle: {edges:?}"
        );
    }
}

/// The page modules a file names: `pages::x::…`, and `x` in `pages::{x, …}`.
fn imported_pages(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for piece in text.split("pages::").skip(1) {
        let names = match piece.strip_prefix('{') {
            Some(group) => group.split('}').next().unwrap_or_default(),
            None => piece
                .split([':', ';', ')', ' ', '\n'])
                .next()
                .unwrap_or_default(),
        };
        for name in names.split(',') {
            let name = name.trim().split("::").next().unwrap_or_default();
            if name.chars().all(|c| c.is_ascii_lowercase() || c == '_') && !name.is_empty() {
                found.push(name.to_string());
            }
        }
    }
    found
}
