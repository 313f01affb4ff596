//! `deckgen` — generates the picture cards of Fabula's built-in decks.
//!
//! `deckgen first` draws the first edition (`static/deck/`): generated skies,
//! lands, seas and rooms (gradients, ridges, fog, light, grain) with a few
//! vector emoji placed by hand-written recipes (odd scale, impossible
//! placement, reflections, silhouettes, framing). The emoji come from an
//! Iconify JSON icon set read at generation time; the server only serves the
//! committed SVG files and needs neither this program nor Node at run time.
//!
//! Reproduce the committed first edition exactly (same input → byte-identical
//! output):
//!
//! ```sh
//! npm install --no-save --prefix target/deckgen @iconify-json/fluent-emoji-flat@1.2.6
//! cargo run --release -p deckgen -- first \
//!     target/deckgen/node_modules/@iconify-json/fluent-emoji-flat/icons.json static/deck
//! ```
//!
//! Arguments of `first`: one or more Iconify JSON files (searched in order for
//! each emoji name), then the output folder. It writes `001.svg` … (400×600,
//! portrait 2:3, self-contained, no scripts or text), `deck.json`,
//! `LICENSE.md` (every source, its version and licence, and the emoji each
//! card uses) and `README.md`. Randomness comes from a fixed seed per card
//! (ChaCha8), and all maps are ordered, so the output only changes when the
//! recipes or the icon set do.
//!
//! `deckgen second` draws the second edition (`static/deck2/`, module
//! `second`): 200 painted cards with people in them, drawn entirely by the
//! program (no emoji, nothing read at generation time), each recipe carrying
//! a neutral description, three clues and motif tags that `cargo test -p
//! deckgen` checks. `deckgen sheet` writes an HTML contact sheet of a deck:
//!
//! ```sh
//! cargo run --release -p deckgen -- second static/deck2
//! cargo run --release -p deckgen -- sheet static/deck2 target/deck2-sheet.html
//! ```
//!
//! `deckgen third` draws the third edition (`static/deck3/`, module
//! `third`): 200 cards in eight painting techniques and ten palettes, seen
//! from ten viewpoints in ten moods, each recipe naming the two things in
//! tension on its card and the detail that changes the story; `cargo test -p
//! deckgen` checks the spread and the clues (see `static/deck3/README.md`); how a blind panel
//! rates the deck, in the same words every time, and how a weak card is redrawn and kept only
//! when panels rate it better, is in `tools/deckgen/RATING.md`:
//!
//! ```sh
//! cargo run --release -p deckgen -- third static/deck3
//! cargo run --release -p deckgen -- sheet static/deck3 target/deck3-sheet.html
//! ```
//!
//! After a deck is regenerated, `deckgen texts` writes the English words of every built-in
//! card from the decks' `deck.json`: `locales/en/cards.ftl` (the pictures' alt text) and
//! `locales/en/clues.ftl` (the clues the house bots give), which the other locales translate;
//! a test fails while they differ:
//!
//! ```sh
//! cargo run -p deckgen -- texts static locales/en
//! ```

mod canvas;
mod icons;
mod recipes;
mod scenes;
mod second;
mod third;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

/// Base of the per-card seeds.
const SEED: u64 = 0x00fa_b01a_2026;

fn json_str(s: &str) -> String {
    serde_json::Value::String(s.to_string()).to_string()
}

const USAGE: &str = "usage:
  deckgen first <iconify-icons.json>... <output-dir>   the first edition (static/deck)
  deckgen second <output-dir>                          the second edition (static/deck2)
  deckgen third <output-dir>                           the third edition (static/deck3)
  deckgen sheet <deck-dir> <file.html>                 a contact sheet of a deck's cards
  deckgen texts <static-dir> <locale-dir>              the English words of every built-in card
                                                       (locales/en/cards.ftl and clues.ftl), from
                                                       each deck.json";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{USAGE}");
        return;
    }
    let result = match args.split_first() {
        Some((cmd, rest)) if cmd == "first" && rest.len() >= 2 => first(rest),
        Some((cmd, [out])) if cmd == "second" => second::write(Path::new(out)),
        Some((cmd, [out])) if cmd == "third" => third::write(Path::new(out)),
        Some((cmd, [deck, html])) if cmd == "sheet" => {
            second::sheet(Path::new(deck), Path::new(html))
        }
        Some((cmd, [statics, locale])) if cmd == "texts" => {
            texts(Path::new(statics), Path::new(locale))
        }
        _ => {
            eprintln!("{USAGE}");
            std::process::exit(2);
        }
    };
    if let Err(e) = result {
        eprintln!("deckgen: {e}");
        std::process::exit(1);
    }
}

/// `deckgen first <icons.json>... <out>`: the first edition, with emoji.
fn first(args: &[String]) -> Result<(), String> {
    let (inputs, out) = args.split_at(args.len() - 1);
    let icons = icons::Icons::load(inputs)?;
    run(&icons, Path::new(&out[0]))
}

fn run(icons: &icons::Icons, out: &Path) -> Result<(), String> {
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    remove_numbered_svgs(out)?;

    let mut deck = String::from("[\n");
    let mut usage: BTreeMap<String, BTreeSet<usize>> = BTreeMap::new();
    let mut total = 0usize;
    let cards = recipes::cards();
    for (i, (title, draw)) in cards.iter().enumerate() {
        let n = i + 1;
        let seed = SEED.wrapping_mul(31).wrapping_add(n as u64 * 7919);
        let mut c = canvas::Canvas::new(icons, seed);
        draw(&mut c);
        let (svg, used) = c.finish(seed);
        let file = format!("{n:03}.svg");
        std::fs::write(out.join(&file), &svg).map_err(|e| format!("{file}: {e}"))?;
        total += svg.len();
        for u in used {
            usage.entry(u).or_default().insert(n);
        }
        let _ = writeln!(
            deck,
            "  {{\"file\": {}, \"title\": {}}}{}",
            json_str(&file),
            json_str(title),
            if n == cards.len() { "" } else { "," }
        );
    }
    deck.push_str("]\n");
    std::fs::write(out.join("deck.json"), deck).map_err(|e| format!("deck.json: {e}"))?;
    std::fs::write(out.join("LICENSE.md"), license(icons, &usage, cards.len()))
        .map_err(|e| format!("LICENSE.md: {e}"))?;
    std::fs::write(out.join("README.md"), readme(icons, cards.len()))
        .map_err(|e| format!("README.md: {e}"))?;
    eprintln!(
        "deckgen: wrote {} cards ({} KiB of SVG) to {}",
        cards.len(),
        total / 1024,
        out.display()
    );
    Ok(())
}

/// Whether a file name is a card's, `NNN.svg`.
fn is_numbered_svg(name: &str) -> bool {
    name.len() == 7 && name.ends_with(".svg") && name[..3].bytes().all(|b| b.is_ascii_digit())
}

/// Remove the cards of an earlier run so the folder holds exactly the new deck.
fn remove_numbered_svgs(out: &Path) -> Result<(), String> {
    let old = std::fs::read_dir(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let mut stale: Vec<_> = old
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            is_numbered_svg(name)
        })
        .collect();
    stale.sort();
    for p in stale {
        std::fs::remove_file(&p).map_err(|e| format!("{}: {e}", p.display()))?;
    }
    Ok(())
}

fn install_line(icons: &icons::Icons) -> String {
    let pkgs: Vec<String> = icons
        .sources
        .iter()
        .filter(|s| !s.package.is_empty())
        .map(|s| format!("{}@{}", s.package, s.version))
        .collect();
    format!(
        "npm install --no-save --prefix target/deckgen {}",
        pkgs.join(" ")
    )
}

fn run_line(icons: &icons::Icons) -> String {
    let files: Vec<String> = icons
        .sources
        .iter()
        .map(|s| {
            if s.package.is_empty() {
                format!("<{}.json>", s.prefix)
            } else {
                format!("target/deckgen/node_modules/{}/icons.json", s.package)
            }
        })
        .collect();
    format!(
        "cargo run --release -p deckgen -- first \\\n    {} static/deck",
        files.join(" ")
    )
}

fn license(icons: &icons::Icons, usage: &BTreeMap<String, BTreeSet<usize>>, n: usize) -> String {
    let mut s = String::new();
    s.push_str("# Licence and attribution of the Fabula deck\n\n");
    let _ = writeln!(
        s,
        "The {n} cards in this folder (`001.svg` to `{n:03}.svg`) are original art of the Fabula \
project, generated by `tools/deckgen`: the skies, lands, seas, rooms, light, fog and grain \
are drawn by the program, and each card is composed by a hand-written recipe. The composed cards \
are released under the same licence as the project, the MIT licence (see the `license` field of \
`Cargo.toml`), Copyright (c) the Fabula contributors.\n"
    );
    s.push_str(
        "The emoji drawn inside the cards are third-party vector art and keep their own licences:\n\n",
    );
    for src in &icons.sources {
        let _ =
            writeln!(
            s,
            "- **{}** (`{}`), from the npm package `{}` version {}, by {} ({}), licence: **{}**. \
{} icons in the set; the cards use {} of them, listed below.",
            if src.name.is_empty() { &src.prefix } else { &src.name },
            src.prefix,
            if src.package.is_empty() { "?" } else { &src.package },
            if src.version.is_empty() { "?" } else { &src.version },
            if src.author.is_empty() { "unknown" } else { &src.author },
            src.url,
            if src.license.is_empty() { "see the package" } else { &src.license },
            src.count,
            usage.keys().filter(|k| k.starts_with(&format!("{}:", src.prefix))).count()
        );
    }
    s.push_str(
        "\nThe MIT licence of Fluent Emoji reads: Copyright (c) Microsoft Corporation. Permission is \
hereby granted, free of charge, to any person obtaining a copy of this software and associated \
documentation files (the \"Software\"), to deal in the Software without restriction, including \
without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or \
sell copies of the Software, and to permit persons to whom the Software is furnished to do so, \
subject to the following conditions: The above copyright notice and this permission notice shall \
be included in all copies or substantial portions of the Software. THE SOFTWARE IS PROVIDED \"AS \
IS\", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES \
OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE \
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN \
ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR \
THE USE OR OTHER DEALINGS IN THE SOFTWARE.\n",
    );
    s.push_str("\n## Emoji used, and on which cards\n\n");
    for (k, cards) in usage {
        let list: Vec<String> = cards.iter().map(|n| format!("{n:03}")).collect();
        let _ = writeln!(s, "- `{k}`: {}", list.join(", "));
    }
    s
}

fn readme(icons: &icons::Icons, n: usize) -> String {
    format!(
        "# The built-in deck\n\n\
{n} picture cards (`001.svg` … `{n:03}.svg`, SVG 400×600, portrait 2:3) and `deck.json` \
(the list of cards in order, with a title for each). Licence and attribution: `LICENSE.md`.\n\n\
Everything in this folder is generated by `tools/deckgen` and committed; the server only \
serves the files. In the database the built-in deck is deck 1 and card *n* is `{{n:03}}.svg` \
(migration `2026-11-23-000002_decks`); the server serves it at `/cards/{{n}}` (`image/svg+xml`, \
with an ETag), shows the whole deck at `/cards` and uses the titles of `deck.json` as the \
pictures' alt text and captions there. Adding or removing cards means changing that \
migration's card count too. To regenerate it byte for byte:\n\n\
```sh\n{}\n{}\n```\n\n\
The generator draws the scenery itself and places emoji from the Iconify JSON file(s) given \
on the command line according to the recipes in `tools/deckgen/src/recipes.rs`. Seeds are fixed, \
so the same recipes and icon set give the same cards. To change a card, edit its recipe and \
run the command again.\n",
        install_line(icons),
        run_line(icons)
    )
}

/// The folders under `static/` that hold the built-in decks, in the order of their editions.
const DECK_FOLDERS: [&str; 3] = ["deck", "deck2", "deck3"];

/// `deckgen texts <static> <locale>`: the English Fluent files of the built-in cards' words,
/// from each deck's `deck.json`: `cards.ftl`, what they show (the first edition's titles, the
/// later editions' descriptions), and `clues.ftl`, the clues the house bots give (three a card
/// from the second edition on). Run it after regenerating a deck; the translators then see in
/// their tools which messages changed.
fn texts(statics: &Path, locale: &Path) -> Result<(), String> {
    let (cards, clues) = texts_ftl(statics)?;
    for (name, ftl) in [("cards.ftl", cards), ("clues.ftl", clues)] {
        let out = locale.join(name);
        std::fs::write(&out, ftl).map_err(|e| format!("{}: {e}", out.display()))?;
    }
    Ok(())
}

/// `cards.ftl` and `clues.ftl`, from the decks under `statics`.
fn texts_ftl(statics: &Path) -> Result<(String, String), String> {
    let mut ftl = String::from(
        "### What the built-in decks' cards show, for their alt text and the bots: the first edition\n\
         ### (static/deck) by title, the second and third (static/deck2, static/deck3) by description.\n\
         ### Ids are card-<folder>-<file number>.\n",
    );
    let mut clues = String::from(
        "### The clues the house bots give with the built-in decks' cards, three a card from the\n\
         ### second edition on (the card's words are in cards.ftl). A clue is a few words a\n\
         ### storyteller could say: translate its idea, not its letters.\n\
         ### Ids are clue-<folder>-<file number>-<1 to 3>.\n",
    );
    for folder in DECK_FOLDERS {
        let path = statics.join(folder).join("deck.json");
        let json =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let cards: Vec<serde_json::Value> =
            serde_json::from_str(&json).map_err(|e| format!("{}: {e}", path.display()))?;
        let _ = write!(ftl, "\n## static/{folder}\n\n");
        let mut told = false;
        for card in cards {
            let file = card["file"].as_str().unwrap_or_default();
            let words = card["description"]
                .as_str()
                .or(card["title"].as_str())
                .ok_or_else(|| format!("{}: {file} has no words", path.display()))?;
            let number = file.split('.').next().unwrap_or(file);
            let _ = writeln!(ftl, "card-{folder}-{number} = {}", fluent_text(words));
            let card_clues = card["clues"].as_array().cloned().unwrap_or_default();
            if !card_clues.is_empty() && !told {
                let _ = write!(clues, "\n## static/{folder}\n\n");
                told = true;
            }
            for (n, clue) in card_clues.iter().enumerate() {
                let clue = clue.as_str().unwrap_or_default();
                let _ = writeln!(
                    clues,
                    "clue-{folder}-{number}-{} = {}",
                    n + 1,
                    fluent_text(clue)
                );
            }
        }
    }
    Ok((ftl, clues))
}

/// Text as a Fluent value on one line: braces are Fluent's placeables, so they are written as
/// string literals.
fn fluent_text(words: &str) -> String {
    let mut text = String::with_capacity(words.len());
    for c in words.chars() {
        match c {
            '{' => text.push_str("{\"{\"}"),
            '}' => text.push_str("{\"}\"}"),
            c => text.push(c),
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The committed English card texts and clues are what `deckgen texts` writes from the
    /// committed decks: a regenerated deck cannot leave its words behind.
    #[test]
    fn the_english_card_texts_are_written_from_the_decks() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let (cards, clues) = texts_ftl(&root.join("static")).expect("the decks' words");
        for (name, written) in [("cards.ftl", cards), ("clues.ftl", clues)] {
            let committed = std::fs::read_to_string(root.join("locales/en").join(name)).unwrap();
            assert!(
                written == committed,
                "locales/en/{name} differs from the decks: run \
                 `cargo run -p deckgen -- texts static locales/en`"
            );
        }
    }

    #[test]
    fn braces_are_written_as_literals() {
        assert_eq!(fluent_text("a {b} c"), "a {\"{\"}b{\"}\"} c");
    }
}
