//! Reading Iconify JSON icon sets (and the npm package metadata beside them).

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::Path;

/// One vector icon.
pub struct Icon {
    /// `prefix:name`.
    pub key: String,
    pub body: String,
    pub left: f64,
    pub top: f64,
    pub w: f64,
    pub h: f64,
}

impl Icon {
    /// The SVG body with every internal id made unique by `prefix`.
    pub fn body_with_prefix(&self, prefix: &str) -> String {
        let mut ids = Vec::new();
        let mut rest = self.body.as_str();
        while let Some(i) = rest.find(" id=\"") {
            let tail = &rest[i + 5..];
            let Some(j) = tail.find('"') else { break };
            ids.push(tail[..j].to_string());
            rest = &tail[j..];
        }
        // Longest first so that `a1` is not replaced inside `a12`.
        ids.sort_by(|a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
        let mut body = self.body.clone();
        for id in &ids {
            let new = format!("{prefix}{id}");
            body = body
                .replace(&format!(" id=\"{id}\""), &format!(" id=\"{new}\""))
                .replace(&format!("url(#{id})"), &format!("url(#{new})"))
                .replace(&format!("href=\"#{id}\""), &format!("href=\"#{new}\""));
        }
        body
    }
}

/// Where one icon set came from, for the licence file.
pub struct Source {
    pub prefix: String,
    pub name: String,
    pub package: String,
    pub version: String,
    pub license: String,
    pub author: String,
    pub url: String,
    pub count: usize,
}

/// All loaded icon sets, looked up by name in the order the files were given.
pub struct Icons {
    map: BTreeMap<String, Icon>,
    prefixes: Vec<String>,
    pub sources: Vec<Source>,
}

fn num(v: &Value, k: &str) -> Option<f64> {
    v.get(k).and_then(Value::as_f64)
}

fn text(v: &Value, path: &[&str]) -> String {
    let mut cur = v;
    for k in path {
        match cur.get(k) {
            Some(x) => cur = x,
            None => return String::new(),
        }
    }
    cur.as_str().unwrap_or_default().to_string()
}

impl Icons {
    /// No icon set at all, for cards drawn without emoji.
    pub fn none() -> Icons {
        Icons {
            map: BTreeMap::new(),
            prefixes: Vec::new(),
            sources: Vec::new(),
        }
    }

    pub fn load(paths: &[String]) -> Result<Icons, String> {
        let mut icons = Icons::none();
        for p in paths {
            let raw = std::fs::read_to_string(p).map_err(|e| format!("{p}: {e}"))?;
            let v: Value = serde_json::from_str(&raw).map_err(|e| format!("{p}: {e}"))?;
            let prefix = text(&v, &["prefix"]);
            if prefix.is_empty() {
                return Err(format!("{p}: not an Iconify JSON file (no prefix)"));
            }
            let dw = num(&v, "width").unwrap_or(16.0);
            let dh = num(&v, "height").unwrap_or(16.0);
            let list = v
                .get("icons")
                .and_then(Value::as_object)
                .ok_or(format!("{p}: no icons"))?;
            let mut count = 0;
            for (name, ic) in list {
                let Some(body) = ic.get("body").and_then(Value::as_str) else {
                    continue;
                };
                let key = format!("{prefix}:{name}");
                icons.map.insert(
                    key.clone(),
                    Icon {
                        key,
                        body: body.to_string(),
                        left: num(ic, "left").unwrap_or(0.0),
                        top: num(ic, "top").unwrap_or(0.0),
                        w: num(ic, "width").unwrap_or(dw),
                        h: num(ic, "height").unwrap_or(dh),
                    },
                );
                count += 1;
            }
            // Metadata from the npm package around the JSON file, when present.
            let dir = Path::new(p).parent().unwrap_or(Path::new("."));
            let read = |f: &str| -> Value {
                std::fs::read_to_string(dir.join(f))
                    .ok()
                    .and_then(|s| serde_json::from_str(&s).ok())
                    .unwrap_or(Value::Null)
            };
            let info = v.get("info").cloned().unwrap_or_else(|| read("info.json"));
            let pkg = read("package.json");
            let mut license = text(&info, &["license", "spdx"]);
            if license.is_empty() {
                license = text(&pkg, &["license"]);
            }
            icons.sources.push(Source {
                prefix: prefix.clone(),
                name: text(&info, &["name"]),
                package: text(&pkg, &["name"]),
                version: text(&pkg, &["version"]),
                license,
                author: text(&info, &["author", "name"]),
                url: text(&info, &["author", "url"]),
                count,
            });
            icons.prefixes.push(prefix);
        }
        Ok(icons)
    }

    /// Look an icon up by `name` (first set that has it) or `prefix:name`.
    pub fn get(&self, name: &str) -> &Icon {
        if name.contains(':') {
            if let Some(i) = self.map.get(name) {
                return i;
            }
        }
        for p in &self.prefixes {
            if let Some(i) = self.map.get(&format!("{p}:{name}")) {
                return i;
            }
        }
        panic!("icon {name:?} is in none of the given icon sets");
    }
}
