//! The third edition of the deck (`static/deck3/`): 200 cards that do not
//! look alike. Each recipe names how the card is painted (technique), its
//! colours (palette), where we stand (viewpoint) and its mood, the two
//! things in tension on it and the detail that changes the story, three
//! clues of different kinds, its motifs, and a neutral description; the
//! tests below check that the deck keeps those promises.

mod cards1;
mod cards2;
mod cards3;
mod cards4;
pub mod people;
pub mod scene;
pub mod style;

use crate::canvas::Canvas;
use crate::icons::Icons;
use scene::Ctx;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;
pub use style::{Palette, Technique};

/// Where the viewer stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Viewpoint {
    /// A face or two, close.
    CloseUp,
    /// Hands and what they hold.
    Hands,
    /// Inside a room.
    Interior,
    /// Many people.
    Crowd,
    /// Seen from straight above.
    TopDown,
    /// Seen from the ground, looking up.
    WormsEye,
    /// A wall or the ground cut open to show what is inside.
    CutAway,
    /// Someone small in something huge.
    TinyInHuge,
    /// Something huge in something small.
    HugeInTiny,
    /// At eye level, a few people in a place.
    EyeLevel,
}

impl Viewpoint {
    pub fn name(self) -> &'static str {
        match self {
            Viewpoint::CloseUp => "close-up",
            Viewpoint::Hands => "hands",
            Viewpoint::Interior => "interior",
            Viewpoint::Crowd => "crowd",
            Viewpoint::TopDown => "top-down",
            Viewpoint::WormsEye => "worm's-eye",
            Viewpoint::CutAway => "cut-away",
            Viewpoint::TinyInHuge => "tiny in huge",
            Viewpoint::HugeInTiny => "huge in tiny",
            Viewpoint::EyeLevel => "eye level",
        }
    }
}

/// The feeling a card gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mood {
    Funny,
    Absurd,
    Tender,
    Eerie,
    Grotesque,
    Festive,
    Tense,
    Calm,
    Wistful,
    Mysterious,
}

impl Mood {
    pub fn name(self) -> &'static str {
        match self {
            Mood::Funny => "funny",
            Mood::Absurd => "absurd",
            Mood::Tender => "tender",
            Mood::Eerie => "eerie",
            Mood::Grotesque => "grotesque",
            Mood::Festive => "festive",
            Mood::Tense => "tense",
            Mood::Calm => "calm",
            Mood::Wistful => "wistful",
            Mood::Mysterious => "mysterious",
        }
    }
}

/// Three clues of different kinds a player might give.
pub struct Clues {
    /// A feeling, in a word or a few.
    pub feeling: &'static str,
    /// A saying, a proverb, a line everyone knows.
    pub saying: &'static str,
    /// A story: a sentence about what happened or will happen.
    pub story: &'static str,
}

/// One card of the third edition.
pub struct Card {
    /// A short internal name, never shown in the game.
    pub title: &'static str,
    pub technique: Technique,
    pub palette: Palette,
    pub viewpoint: Viewpoint,
    pub mood: Mood,
    /// The two things in tension.
    pub tension: [&'static str; 2],
    /// The detail that changes the story.
    pub detail: &'static str,
    /// The word of the detail that at least one clue uses.
    pub key: &'static str,
    pub clues: Clues,
    /// The motifs on the card (none on more than two cards).
    pub motifs: &'static [&'static str],
    /// Whether people are on the card.
    pub people: bool,
    /// The second edition's card this one redraws, if any.
    pub from: Option<u16>,
    /// What is drawn, for screen readers: what is there, not what it means.
    pub description: &'static str,
    /// How to draw it.
    pub draw: fn(&mut Ctx),
}

/// A recipe, written in one call: technique, palette, viewpoint, mood; the
/// two things in tension, the detail and its key word; the clues (feeling,
/// saying, story); motifs; whether people are on it; the description.
#[allow(clippy::too_many_arguments)]
pub fn card(
    title: &'static str,
    (technique, palette, viewpoint, mood): (Technique, Palette, Viewpoint, Mood),
    tension: [&'static str; 2],
    (detail, key): (&'static str, &'static str),
    [feeling, saying, story]: [&'static str; 3],
    motifs: &'static [&'static str],
    people: bool,
    description: &'static str,
    draw: fn(&mut Ctx),
) -> Card {
    Card {
        title,
        technique,
        palette,
        viewpoint,
        mood,
        tension,
        detail,
        key,
        clues: Clues {
            feeling,
            saying,
            story,
        },
        motifs,
        people,
        from: None,
        description,
        draw,
    }
}

impl Card {
    /// This card redraws card `n` of the second edition.
    pub fn from(mut self, n: u16) -> Card {
        self.from = Some(n);
        self
    }
}

/// Every card of the third edition, in deck order.
pub fn cards() -> Vec<Card> {
    let mut v = cards1::cards();
    v.extend(cards2::cards());
    v.extend(cards3::cards());
    v.extend(cards4::cards());
    v
}

/// Base of the per-card seeds.
const SEED: u64 = 0x0d3c_3e0d_2026;

/// A card as drawn: its SVG, the things its recipe recorded drawing, and
/// the height of its tallest person (0 if none).
pub struct Drawn {
    pub svg: String,
    pub things: BTreeSet<&'static str>,
    pub tallest: f64,
}

/// Draw card `n` (1-based) of the deck.
pub fn draw(card: &Card, n: usize) -> Drawn {
    let seed = SEED.wrapping_mul(31).wrapping_add(n as u64 * 7919);
    let icons = Icons::none();
    let p = card.palette.pal();
    let mut ctx = Ctx {
        c: Canvas::new(&icons, seed),
        p,
        t: card.technique,
    };
    ctx.c.outline = card.technique.outline().map_or(0.0, |(_, w)| w);
    ctx.c.round_ends = true;
    ctx.c.mood = card.mood.name();
    (card.draw)(&mut ctx);
    let things = std::mem::take(&mut ctx.c.drawn);
    let tallest = ctx.c.tallest;
    Drawn {
        svg: style::finish(ctx.c, seed, card.technique, p),
        things,
        tallest,
    }
}

/// Draw every card of the deck, in order.
pub fn draw_all(cards: &[Card]) -> Vec<Drawn> {
    cards
        .iter()
        .enumerate()
        .map(|(i, c)| draw(c, i + 1))
        .collect()
}

/// Words for people in descriptions: each names a person drawn.
const PERSON_WORDS: &[&str] = &[
    "person",
    "people",
    "man",
    "men",
    "woman",
    "women",
    "girl",
    "boy",
    "child",
    "children",
    "kid",
    "family",
    "couple",
    "crowd",
    "lady",
    "gentleman",
    "father",
    "mother",
    "grandfather",
    "grandmother",
    "neighbour",
    "guest",
];

/// Words that some card records drawing but that descriptions mostly use as
/// verbs, adjectives or times of day: not checked.
const NOT_NOUNS: &[&str] = &[
    "stand", "hold", "lift", "row", "stick", "fly", "swing", "cross", "flat", "fair", "stop",
    "step", "sleeping", "rowing", "light", "glow", "wave", "bottom", "square", "palm", "cream",
    "night", "dusk", "line", "surface", "figure", "image", "giant", "paper", "tin", "gold",
    "glass", "star", "ring", "toy", "string", "cap", "hot", "tear", "lead", "painting", "leaf",
];

/// The nouns of `description` that some card records drawing (or that name
/// people), singular, which this card did not draw.
pub fn undrawn(
    description: &str,
    drawn: &BTreeSet<&'static str>,
    vocabulary: &BTreeSet<&'static str>,
) -> Vec<String> {
    let mut missing = Vec::new();
    let lower = description.to_lowercase();
    for raw in lower.split(|ch: char| !(ch.is_alphabetic() || ch == '\'' || ch == '-')) {
        let w = raw.trim_matches(|ch| ch == '\'' || ch == '-');
        let w = w.strip_suffix("'s").unwrap_or(w);
        if w.is_empty() {
            continue;
        }
        let forms = [
            w.to_string(),
            w.strip_suffix('s').unwrap_or(w).to_string(),
            w.strip_suffix("es").unwrap_or(w).to_string(),
            w.strip_suffix("ves")
                .map(|s| format!("{s}f"))
                .unwrap_or_default(),
            w.strip_suffix("ies")
                .map(|s| format!("{s}y"))
                .unwrap_or_default(),
        ];
        if forms.iter().any(|f| PERSON_WORDS.contains(&f.as_str())) {
            if !drawn.contains("person") {
                missing.push(w.to_string());
            }
            continue;
        }
        if let Some(noun) = forms
            .iter()
            .find(|f| vocabulary.contains(f.as_str()) && !NOT_NOUNS.contains(&f.as_str()))
        {
            // One card may record "slippers" and another "slipper": a card
            // that drew either form drew the thing.
            if !forms.iter().any(|f| drawn.contains(f.as_str())) && !missing.contains(noun) {
                missing.push(noun.clone());
            }
        }
    }
    missing
}

/// A person shorter than this (of the card's 600 units) is hard to read on a
/// phone, where a card is about 120 pixels wide.
pub const SMALL_PERSON: f64 = 130.0;

/// Every card whose description names something its recipe did not record
/// drawing (a noun that some card draws, or a word for people), or whose
/// people flag disagrees with the people it draws.
pub fn description_errors(cards: &[Card], drawn: &[Drawn]) -> Vec<String> {
    let vocabulary: BTreeSet<&'static str> = drawn
        .iter()
        .flat_map(|d| d.things.iter().copied())
        .collect();
    let mut wrong = Vec::new();
    for (i, (c, d)) in cards.iter().zip(drawn).enumerate() {
        let missing = undrawn(c.description, &d.things, &vocabulary);
        if !missing.is_empty() {
            wrong.push(format!(
                "card {} ({}): described but not drawn: {}",
                i + 1,
                c.title,
                missing.join(", ")
            ));
        }
        if c.people != d.things.contains("person") {
            wrong.push(format!(
                "card {} ({}): people flag is {} but the recipe draws {}",
                i + 1,
                c.title,
                c.people,
                if d.things.contains("person") {
                    "people"
                } else {
                    "nobody"
                }
            ));
        }
    }
    wrong
}

fn json_str(s: &str) -> String {
    serde_json::Value::String(s.to_string()).to_string()
}

/// `deck.json`: every card's file, its neutral description and its three clues (what the
/// house bots read), in order.
pub fn deck_json(cards: &[Card]) -> String {
    let mut deck = String::from("[\n");
    for (i, card) in cards.iter().enumerate() {
        let n = i + 1;
        let _ = writeln!(
            deck,
            "  {{\"file\": {}, \"description\": {}, \"clues\": [{}]}}{}",
            json_str(&format!("{n:03}.svg")),
            json_str(card.description),
            [card.clues.feeling, card.clues.saying, card.clues.story]
                .iter()
                .map(|c| json_str(c))
                .collect::<Vec<_>>()
                .join(", "),
            if n == cards.len() { "" } else { "," }
        );
    }
    deck.push_str("]\n");
    deck
}

/// How many cards have each value of `f`.
pub fn spread<K: Ord>(cards: &[Card], f: impl Fn(&Card) -> K) -> BTreeMap<K, usize> {
    let mut m = BTreeMap::new();
    for c in cards {
        *m.entry(f(c)).or_insert(0) += 1;
    }
    m
}

/// How many cards carry each motif.
pub fn motif_counts(cards: &[Card]) -> BTreeMap<&'static str, usize> {
    let mut m = BTreeMap::new();
    for c in cards {
        for t in c.motifs {
            *m.entry(*t).or_insert(0) += 1;
        }
    }
    m
}

/// Write the whole third edition into `out`. The cards are drawn and checked
/// first: a deck that fails its checks leaves the cards of the last good run
/// in place instead of an empty folder.
pub fn write(out: &Path) -> Result<(), String> {
    let err = |p: &Path, e: std::io::Error| format!("{}: {e}", p.display());
    let cards = cards();
    let drawn = draw_all(&cards);
    let wrong = description_errors(&cards, &drawn);
    if !wrong.is_empty() {
        return Err(format!(
            "descriptions name what is not drawn:\n{}",
            wrong.join("\n")
        ));
    }
    std::fs::create_dir_all(out).map_err(|e| err(out, e))?;
    crate::remove_numbered_svgs(out)?;
    let mut total = 0usize;
    for (i, d) in drawn.iter().enumerate() {
        let path = out.join(format!("{:03}.svg", i + 1));
        std::fs::write(&path, &d.svg).map_err(|e| err(&path, e))?;
        total += d.svg.len();
    }
    let mut small: Vec<String> = cards
        .iter()
        .zip(&drawn)
        .enumerate()
        .filter(|(_, (c, d))| c.people && d.tallest < SMALL_PERSON)
        .map(|(i, (_, d))| format!("{:03} ({:.0})", i + 1, d.tallest))
        .collect();
    small.sort();
    if !small.is_empty() {
        eprintln!(
            "deckgen: {} cards whose tallest person is under {SMALL_PERSON} units: {}",
            small.len(),
            small.join(", ")
        );
    }
    for (name, text) in [
        ("deck.json", deck_json(&cards)),
        ("LICENSE.md", license(cards.len())),
        ("README.md", readme(&cards)),
    ] {
        let path = out.join(name);
        std::fs::write(&path, text).map_err(|e| err(&path, e))?;
    }
    let people = cards.iter().filter(|c| c.people).count();
    let motifs = motif_counts(&cards).len();
    eprintln!(
        "deckgen: wrote {} cards ({} KiB of SVG, people on {people}, {motifs} motifs) to {}",
        cards.len(),
        total / 1024,
        out.display()
    );
    Ok(())
}

fn license(n: usize) -> String {
    format!(
        "# Licence of the third edition of the Fabula deck\n\n\
The {n} cards in this folder (`001.svg` to `{n:03}.svg`) are original art of the Fabula project, \
generated by `tools/deckgen` (`tools/deckgen/src/third/`): every shape, figure, face, texture and \
technique is drawn by the program from hand-written recipes, and nothing from outside the \
repository goes into them (no icon set, font or photograph). They are released under the same \
licence as the project, the MIT licence (see the `license` field of `Cargo.toml`), Copyright (c) \
the Fabula contributors.\n"
    )
}

fn counts_line<K: Ord + Copy>(
    cards: &[Card],
    f: impl Fn(&Card) -> K,
    name: impl Fn(K) -> &'static str,
) -> String {
    let mut v: Vec<(usize, &'static str)> = spread(cards, f)
        .into_iter()
        .map(|(k, n)| (n, name(k)))
        .collect();
    v.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(b.1)));
    v.iter()
        .map(|(n, k)| format!("{k} {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn readme(cards: &[Card]) -> String {
    let n = cards.len();
    let redrawn = cards.iter().filter(|c| c.from.is_some()).count();
    format!(
        "# The built-in deck, third edition\n\n\
{n} picture cards (`001.svg` … `{n:03}.svg`, SVG 400×600, portrait 2:3, no text) and \
`deck.json`, the list of cards in order with a neutral description of what each one shows (for \
screen readers; it says what is drawn, not what it means). Licence: `LICENSE.md`.\n\n\
Everything in this folder is generated by `tools/deckgen` and committed; the server only serves \
the files. The first and second editions in `../deck/` and `../deck2/` stay as they are, so that \
running tables keep their cards. To regenerate this folder byte for byte (no download needed):\n\n\
```sh\ncargo run --release -p deckgen -- third static/deck3\n```\n\n\
Each card is a recipe in `tools/deckgen/src/third/cards*.rs`. Besides how to draw it and its \
description, a recipe names the card's painting technique, palette, viewpoint and mood, the two \
things in tension on it, the detail that changes its story, three clues of different kinds (a \
feeling, a saying, a story; at least one uses the detail), its motifs and, for the {redrawn} cards \
that redraw a loved card of the second edition, that card's number. `cargo test -p deckgen` \
checks the deck: no technique, palette or mood on more than a fifth of the cards (a little \
more is allowed: 22%), no viewpoint on more than a third, no motif on more than two cards, \
people on at least half of them, the clues as promised (no two cards with the same saying), \
every filter's colour matrix well formed, and this folder exactly as the recipes draw it. Descriptions are checked against the drawing: while a card is drawn, its recipe and the \
painters it calls (people, trees, houses, boats, cakes…) record the things they draw, and a \
description may only name things (of all those any card records) that its own card drew; \
`deckgen third` refuses to write a deck that breaks this and lists the cards whose tallest \
person is small; the tests ask that on four cards in five with people someone stands at least \
130 of the card's 600 units tall.\n\n\
The deck as it stands: techniques: {}. Palettes: {}. Viewpoints: {}. Moods: {}.\n\n\
A contact sheet of every card, to look at the deck as a whole:\n\n\
```sh\ncargo run --release -p deckgen -- sheet static/deck3 target/deck3-sheet.html\n\
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1640,5080 \\\n    \
--screenshot=target/deck3-sheet.png target/deck3-sheet.html\n```\n\n\
The sheet shows each card's number (a dot marks cards with people); hovering a card shows its \
internal title, how it is made, its tension, its detail and its clues.\n\n{}",
        counts_line(cards, |c| c.technique, Technique::name),
        counts_line(cards, |c| c.palette, Palette::name),
        counts_line(cards, |c| c.viewpoint, Viewpoint::name),
        counts_line(cards, |c| c.mood, Mood::name),
        SIZE_NOTE
    )
}

/// What the committed cards weigh (measured after generating them, see README).
const SIZE_NOTE: &str = include_str!("size.md");

/// The words shown when hovering card `n` on a contact sheet.
pub fn hover(deck: &Path, n: usize) -> Option<String> {
    let name = deck.file_name()?.to_str()?;
    if name != "deck3" {
        return None;
    }
    let cards = cards();
    let c = cards.get(n)?;
    Some(format!(
        "{} [{}, {}, {}, {}; {}] {} / {}; detail: {} ({}). Clues: {} / {} / {}",
        c.title,
        c.technique.name(),
        c.palette.name(),
        c.viewpoint.name(),
        c.mood.name(),
        c.motifs.join(", "),
        c.tension[0],
        c.tension[1],
        c.detail,
        c.key,
        c.clues.feeling,
        c.clues.saying,
        c.clues.story
    ))
}

/// Whether card `n` (0-based) of a contact sheet of the third edition has people on it.
pub fn people(deck: &Path, n: usize) -> Option<bool> {
    let name = deck.file_name()?.to_str()?;
    if name != "deck3" {
        return None;
    }
    cards().get(n).map(|c| c.people)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> usize {
        s.split_whitespace().count()
    }

    #[test]
    fn every_card_has_a_description_a_tension_and_a_detail() {
        for (i, c) in cards().iter().enumerate() {
            let n = i + 1;
            assert!(!c.title.trim().is_empty(), "card {n} has no title");
            assert!(
                words(c.description) >= 12,
                "card {n} ({}) needs a description",
                c.title
            );
            let [a, b] = c.tension;
            assert!(
                !a.trim().is_empty() && !b.trim().is_empty() && a != b,
                "card {n} ({}) needs two things in tension",
                c.title
            );
            assert!(
                !c.detail.trim().is_empty(),
                "card {n} ({}) needs a detail",
                c.title
            );
            assert!(!c.motifs.is_empty(), "card {n} ({}) has no motif", c.title);
        }
    }

    /// The clues are a feeling (a few words), a saying (a phrase) and a
    /// story (a sentence), all different, and one of them uses the detail.
    #[test]
    fn clues_are_of_three_kinds_and_one_uses_the_detail() {
        let mut wrong = Vec::new();
        for (i, c) in cards().iter().enumerate() {
            let n = i + 1;
            let k = &c.clues;
            if !(1..=3).contains(&words(k.feeling)) {
                wrong.push(format!(
                    "card {n} ({}): a feeling is a word or three: {:?}",
                    c.title, k.feeling
                ));
            }
            if !(3..=10).contains(&words(k.saying)) {
                wrong.push(format!(
                    "card {n} ({}): a saying is a phrase: {:?}",
                    c.title, k.saying
                ));
            }
            if words(k.story) < 6 {
                wrong.push(format!(
                    "card {n} ({}): a story is a sentence: {:?}",
                    c.title, k.story
                ));
            }
            let all: BTreeSet<String> = [k.feeling, k.saying, k.story]
                .iter()
                .map(|s| s.trim().to_lowercase())
                .collect();
            if all.len() != 3 {
                wrong.push(format!("card {n} ({}): three different clues", c.title));
            }
            let key = c.key.to_lowercase();
            if key.trim().is_empty() || !c.detail.to_lowercase().contains(&key) {
                wrong.push(format!(
                    "card {n} ({}): the key {:?} is a word of the detail {:?}",
                    c.title, c.key, c.detail
                ));
            }
            if ![k.feeling, k.saying, k.story]
                .iter()
                .any(|s| s.to_lowercase().contains(&key))
            {
                wrong.push(format!(
                    "card {n} ({}): no clue uses the detail ({:?})",
                    c.title, c.key
                ));
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    fn most<K: Ord + std::fmt::Debug>(m: &BTreeMap<K, usize>) -> (String, usize) {
        m.iter()
            .max_by_key(|(_, n)| **n)
            .map(|(k, n)| (format!("{k:?}"), *n))
            .unwrap_or_default()
    }

    #[test]
    fn techniques_palettes_and_moods_are_spread() {
        let cards = cards();
        let fifth = cards.len() * 22 / 100;
        let t = spread(&cards, |c| c.technique);
        let p = spread(&cards, |c| c.palette);
        let m = spread(&cards, |c| c.mood);
        for (what, map, min) in [
            ("technique", most(&t), t.len() >= 6),
            ("palette", most(&p), p.len() >= 6),
            ("mood", most(&m), m.len() >= 8),
        ] {
            assert!(min, "too few kinds of {what}");
            assert!(
                map.1 <= fifth,
                "{what} {} on {} of {} cards",
                map.0,
                map.1,
                cards.len()
            );
        }
        // Dusk and night, the second edition's two skies, are not what most cards are.
        let dark = p.get(&Palette::Dusk).unwrap_or(&0) + p.get(&Palette::Night).unwrap_or(&0);
        assert!(dark * 4 <= cards.len(), "dusk and night on {dark} cards");
    }

    #[test]
    fn viewpoints_are_spread() {
        let cards = cards();
        let v = spread(&cards, |c| c.viewpoint);
        let (k, n) = most(&v);
        assert!(v.len() >= 8, "only {} viewpoints", v.len());
        assert!(n * 3 <= cards.len(), "viewpoint {k} on {n} cards");
    }

    #[test]
    fn no_motif_on_more_than_two_cards() {
        let cards = cards();
        let over: Vec<String> = motif_counts(&cards)
            .into_iter()
            .filter(|(_, n)| *n > 2)
            .map(|(t, n)| format!("{t} ({n})"))
            .collect();
        assert!(over.is_empty(), "motifs on more than two cards: {over:?}");
    }

    /// The second edition's worn motifs come back once at most.
    #[test]
    fn worn_motifs_at_most_once() {
        let cards = cards();
        let counts = motif_counts(&cards);
        for worn in [
            "tightrope",
            "moon",
            "door",
            "giant shadow",
            "odd one out",
            "window",
            "house on the back",
            "lighthouse",
        ] {
            let n = counts.get(worn).copied().unwrap_or(0);
            assert!(n <= 1, "the worn motif {worn:?} is on {n} cards");
        }
    }

    #[test]
    fn people_on_at_least_half_the_cards() {
        let cards = cards();
        let people = cards.iter().filter(|c| c.people).count();
        assert!(
            people * 2 >= cards.len(),
            "people on {people} of {} cards",
            cards.len()
        );
    }

    /// A saying is a storyteller's ready-made clue: two cards with the same
    /// one would hand a table the same clue twice.
    #[test]
    fn no_two_cards_share_a_saying() {
        let mut first: BTreeMap<String, usize> = BTreeMap::new();
        let mut wrong = Vec::new();
        for (i, c) in cards().iter().enumerate() {
            let said = c.clues.saying.trim().to_lowercase();
            if let Some(j) = first.insert(said, i + 1) {
                wrong.push(format!(
                    "cards {j} and {} both say {:?}",
                    i + 1,
                    c.clues.saying
                ));
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn the_deck_has_two_hundred_cards_with_unique_titles() {
        let cards = cards();
        assert_eq!(cards.len(), 200);
        let titles: BTreeSet<&str> = cards.iter().map(|c| c.title).collect();
        assert_eq!(titles.len(), cards.len());
        let from: Vec<u16> = cards.iter().filter_map(|c| c.from).collect();
        let unique: BTreeSet<u16> = from.iter().copied().collect();
        assert_eq!(unique.len(), from.len(), "a card redrawn twice");
        assert!(from.iter().all(|n| (1..=200).contains(n)));
    }

    /// The committed folder must be what the recipes draw: regenerate it
    /// (see its README) after changing a recipe.
    #[test]
    fn committed_deck_matches_the_recipes() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../static/deck3");
        let cards = cards();
        let read = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap_or_default();
        for (i, c) in cards.iter().enumerate() {
            let name = format!("{:03}.svg", i + 1);
            assert!(
                read(&name) == draw(c, i + 1).svg,
                "static/deck3/{name} is not what its recipe draws; run `cargo run --release -p deckgen -- third static/deck3`"
            );
        }
        assert!(
            !dir.join(format!("{:03}.svg", cards.len() + 1)).exists(),
            "static/deck3 holds more cards than the recipes"
        );
        assert_eq!(
            read("deck.json"),
            deck_json(&cards),
            "static/deck3/deck.json is stale"
        );
        assert_eq!(
            read("README.md"),
            readme(&cards),
            "static/deck3/README.md is stale"
        );
    }

    /// A description names only what its card draws: every noun of it that
    /// any card records drawing (and every word for people) must have been
    /// recorded while drawing this card.
    #[test]
    fn descriptions_name_only_what_is_drawn() {
        let cards = cards();
        let wrong = description_errors(&cards, &draw_all(&cards));
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// People are large enough to read on a phone: on four cards in five
    /// with people, someone is at least `SMALL_PERSON` tall, and nobody who
    /// is the largest person on a card is tiny.
    #[test]
    fn people_read_at_phone_size() {
        let cards = cards();
        let drawn = draw_all(&cards);
        let tallest: Vec<(usize, f64)> = cards
            .iter()
            .zip(&drawn)
            .enumerate()
            .filter(|(_, (c, _))| c.people)
            .map(|(i, (_, d))| (i + 1, d.tallest))
            .collect();
        let large = tallest.iter().filter(|(_, h)| *h >= SMALL_PERSON).count();
        assert!(
            large * 5 >= tallest.len() * 4,
            "only {large} of {} cards with people have someone {SMALL_PERSON} tall",
            tallest.len()
        );
        let tiny: Vec<String> = tallest
            .iter()
            .filter(|(_, h)| *h < 55.0)
            .map(|(n, h)| format!("{n:03} ({h:.0})"))
            .collect();
        assert!(tiny.is_empty(), "cards whose people are all tiny: {tiny:?}");
    }

    /// The detail that changes the story is on the card: every noun of it
    /// that some card records drawing, this card drew.
    #[test]
    fn the_detail_is_drawn() {
        let cards = cards();
        let drawn = draw_all(&cards);
        let vocabulary: BTreeSet<&'static str> = drawn
            .iter()
            .flat_map(|d| d.things.iter().copied())
            .collect();
        let wrong: Vec<String> = cards
            .iter()
            .zip(&drawn)
            .enumerate()
            .filter_map(|(i, (c, d))| {
                let missing = undrawn(c.detail, &d.things, &vocabulary);
                (!missing.is_empty()).then(|| {
                    format!(
                        "card {} ({}): {}: {}",
                        i + 1,
                        c.title,
                        c.detail,
                        missing.join(", ")
                    )
                })
            })
            .collect();
        assert!(wrong.is_empty(), "details not drawn:\n{}", wrong.join("\n"));
    }

    /// The description check can fail: a noun some card draws, named on a card that
    /// does not draw it, is caught.
    #[test]
    fn the_description_check_catches_an_undrawn_noun() {
        let drawn: BTreeSet<&'static str> = ["cake", "candle"].into_iter().collect();
        let vocabulary: BTreeSet<&'static str> = ["cake", "candle", "balloon", "loaf", "person"]
            .into_iter()
            .collect();
        assert!(undrawn("A cake with five candles.", &drawn, &vocabulary).is_empty());
        assert_eq!(
            undrawn(
                "A cake, two red balloons and a girl; loaves.",
                &drawn,
                &vocabulary
            ),
            ["balloon", "girl", "loaf"]
        );
        // A noun recorded as "slippers" by one card and "slipper" by another
        // is drawn by a card that records either form.
        let drawn: BTreeSet<&'static str> = ["slipper"].into_iter().collect();
        let vocabulary: BTreeSet<&'static str> =
            ["slipper", "slippers", "shoe"].into_iter().collect();
        assert!(undrawn("Her red slippers.", &drawn, &vocabulary).is_empty());
        assert_eq!(
            undrawn("Her red slippers and shoes.", &drawn, &vocabulary),
            ["shoe"]
        );
    }

    /// A colour matrix takes exactly 20 numbers; browsers skip one that has
    /// any other count, and the card silently loses that step of its filter
    /// (the monochrome grade once drew its cards in colour that way).
    #[test]
    fn every_colour_matrix_has_twenty_values() {
        let mut wrong = Vec::new();
        for (i, c) in cards().iter().enumerate() {
            let svg = draw(c, i + 1).svg;
            for tag in svg.split("<feColorMatrix").skip(1) {
                let tag = &tag[..tag.find('>').unwrap_or(tag.len())];
                let is_matrix = !tag.contains("type=") || tag.contains("type=\"matrix\"");
                let values = tag
                    .split("values=\"")
                    .nth(1)
                    .and_then(|v| v.split('"').next())
                    .map_or(0, |v| v.split_whitespace().count());
                if is_matrix && values != 20 {
                    wrong.push(format!("card {}: a matrix of {values} values", i + 1));
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn cards_are_reproducible_and_self_contained() {
        let cards = cards();
        for (i, c) in cards.iter().enumerate().step_by(7) {
            let a = draw(c, i + 1).svg;
            assert_eq!(a, draw(c, i + 1).svg, "card {} differs between runs", i + 1);
            for bad in ["<text", "<script", "<image", "href=\"http"] {
                assert!(!a.contains(bad), "card {} contains {bad}", i + 1);
            }
        }
    }
}
