//! The third edition's ways of painting: techniques (each a filter over the
//! whole picture, an outline every shape inherits and a texture laid on
//! top), palettes (the colours a recipe draws with) and the card's frame.

use crate::canvas::{Canvas, Frac, Num, H, W};
use std::fmt::Write as _;

/// How a card is painted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Technique {
    /// Flat opaque areas in few tones, brushed edges.
    Gouache,
    /// Brown ink outlines over pale washes on paper.
    InkWash,
    /// Thick black cuts, few colours, gouged lines.
    Woodcut,
    /// Shapes cut from coloured paper with white edges.
    CutPaper,
    /// Streaky chalk on tinted paper.
    Pastel,
    /// Saturated panes, each shape held in a dark lead.
    StainedGlass,
    /// Dots of pure colour on white.
    Pointillist,
    /// Egg tempera outlined in brown, with gold.
    GoldTempera,
}

impl Technique {
    pub fn name(self) -> &'static str {
        match self {
            Technique::Gouache => "gouache",
            Technique::InkWash => "ink and wash",
            Technique::Woodcut => "woodcut",
            Technique::CutPaper => "cut paper",
            Technique::Pastel => "pastel",
            Technique::StainedGlass => "stained glass",
            Technique::Pointillist => "pointillist",
            Technique::GoldTempera => "tempera and gold",
        }
    }

    /// The outline every shape of a card in this technique inherits: its
    /// colour and width (in card units), if it has one.
    pub fn outline(self) -> Option<(&'static str, f64)> {
        match self {
            Technique::InkWash => Some(("#2a1e14", 1.8)),
            Technique::Woodcut => Some(("#16100c", 4.0)),
            Technique::CutPaper => Some(("#fbf6ea", 2.2)),
            Technique::StainedGlass => Some(("#17110d", 6.0)),
            Technique::GoldTempera => Some(("#3a2410", 1.5)),
            Technique::Gouache | Technique::Pastel | Technique::Pointillist => None,
        }
    }
}

/// The colours a card is drawn with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Palette {
    Daylight,
    Saturated,
    Monochrome,
    WarmInterior,
    Dusk,
    Night,
    Spring,
    Autumn,
    Sea,
    Winter,
}

/// A palette's colours.
pub struct Pal {
    /// Sky from the top to the horizon.
    pub sky: [&'static str; 3],
    /// Ground near the horizon and in front.
    pub ground: [&'static str; 2],
    /// Walls (light, shade) and floor (near, far) of a room.
    pub wall: [&'static str; 2],
    pub floor: [&'static str; 2],
    /// The darkest and the lightest colour.
    pub dark: &'static str,
    pub light: &'static str,
    /// Two accents and four clothes.
    pub accent: &'static str,
    pub accent2: &'static str,
    pub cloth: [&'static str; 4],
    /// A colour matrix over the whole picture (for monochrome), if any.
    pub grade: Option<&'static str>,
}

impl Palette {
    pub fn name(self) -> &'static str {
        match self {
            Palette::Daylight => "daylight",
            Palette::Saturated => "saturated",
            Palette::Monochrome => "monochrome",
            Palette::WarmInterior => "warm interior",
            Palette::Dusk => "dusk",
            Palette::Night => "night",
            Palette::Spring => "spring",
            Palette::Autumn => "autumn",
            Palette::Sea => "sea",
            Palette::Winter => "winter",
        }
    }

    pub fn pal(self) -> &'static Pal {
        match self {
            Palette::Daylight => &Pal {
                sky: ["#5fa8e8", "#9fd0f2", "#e4f3f6"],
                ground: ["#8cc063", "#4f8a3a"],
                wall: ["#f2e6c8", "#d9c7a0"],
                floor: ["#b98a5a", "#8f6640"],
                dark: "#23303a",
                light: "#fffbea",
                accent: "#e8452c",
                accent2: "#f4c430",
                cloth: ["#2f6db5", "#e8452c", "#f4c430", "#3a9a5b"],
                grade: None,
            },
            Palette::Saturated => &Pal {
                sky: ["#0a5cd6", "#1fa3e8", "#7fe0f0"],
                ground: ["#ff8a00", "#d13a8a"],
                wall: ["#ffcc00", "#ff8a00"],
                floor: ["#d1204a", "#8a1040"],
                dark: "#1a0a2e",
                light: "#fff6d0",
                accent: "#ff2d6a",
                accent2: "#28e07a",
                cloth: ["#7a2cff", "#ff2d6a", "#28e07a", "#ffcc00"],
                grade: None,
            },
            Palette::Monochrome => &Pal {
                sky: ["#3a3a3a", "#8a8a8a", "#d8d8d8"],
                ground: ["#9a9a9a", "#5a5a5a"],
                wall: ["#d9d9d9", "#aaaaaa"],
                floor: ["#7a7a7a", "#4a4a4a"],
                dark: "#141414",
                light: "#f8f8f8",
                accent: "#c03020",
                accent2: "#e0502a",
                cloth: ["#303030", "#6a6a6a", "#a8a8a8", "#e0e0e0"],
                grade: Some(".4 .6 .2 0 -.08 .36 .56 .19 0 -.08 .31 .48 .17 0 -.06 0 0 0 1 0"),
            },
            Palette::WarmInterior => &Pal {
                sky: ["#5a2a1a", "#b4602a", "#f0b060"],
                ground: ["#a0582a", "#6a3418"],
                wall: ["#d98a3a", "#a85a24"],
                floor: ["#7a3a1a", "#4a200e"],
                dark: "#2a120a",
                light: "#ffe2a0",
                accent: "#c0202a",
                accent2: "#f8c050",
                cloth: ["#8a1e22", "#2e4a3a", "#e0a040", "#4a2a5a"],
                grade: None,
            },
            Palette::Dusk => &Pal {
                sky: ["#3a2a5e", "#b06a8a", "#f6b77a"],
                ground: ["#5a3a5a", "#2a1a34"],
                wall: ["#c08a9a", "#8a5a78"],
                floor: ["#5a3a5a", "#2a1a34"],
                dark: "#1c1228",
                light: "#ffe0b0",
                accent: "#ff7a4a",
                accent2: "#ffd27a",
                cloth: ["#2a4a7a", "#c04a5a", "#e8c07a", "#4a2a4a"],
                grade: None,
            },
            Palette::Night => &Pal {
                sky: ["#050a1e", "#14245a", "#2e4a7e"],
                ground: ["#14203a", "#070c18"],
                wall: ["#2a3a6a", "#1a2448"],
                floor: ["#1a2040", "#0a0e20"],
                dark: "#04060e",
                light: "#fff2b0",
                accent: "#ffc83a",
                accent2: "#7ad0ff",
                cloth: ["#3a5aa8", "#a83a4a", "#d8c070", "#5a7a6a"],
                grade: None,
            },
            Palette::Spring => &Pal {
                sky: ["#bfe3f2", "#e6f2e0", "#fdf3e0"],
                ground: ["#bfe0a0", "#8ac07a"],
                wall: ["#fbe6ea", "#e8c8d0"],
                floor: ["#d8c0a0", "#b89a78"],
                dark: "#3a4a5a",
                light: "#ffffff",
                accent: "#f07aa0",
                accent2: "#a08ae0",
                cloth: ["#f07aa0", "#7ab8e8", "#f8d070", "#8ad0a0"],
                grade: None,
            },
            Palette::Autumn => &Pal {
                sky: ["#c8d0c0", "#e8d8b0", "#f0c890"],
                ground: ["#c8782a", "#7a4a20"],
                wall: ["#e0c090", "#b08a5a"],
                floor: ["#8a5a30", "#5a3a1a"],
                dark: "#2a1c10",
                light: "#fff0d0",
                accent: "#c83a18",
                accent2: "#e8a020",
                cloth: ["#7a2a1a", "#3a5a3a", "#d89030", "#5a4a7a"],
                grade: None,
            },
            Palette::Sea => &Pal {
                sky: ["#7ac8d8", "#b8e8e0", "#e8f8f0"],
                ground: ["#e8d8a8", "#c8b080"],
                wall: ["#d0ece8", "#9ccac8"],
                floor: ["#3a8a9a", "#1a5a6a"],
                dark: "#0a2a3a",
                light: "#f8fff8",
                accent: "#ff6a4a",
                accent2: "#f8d048",
                cloth: ["#ff6a4a", "#1a6a8a", "#f8d048", "#f8f8f0"],
                grade: None,
            },
            Palette::Winter => &Pal {
                sky: ["#8a9ab8", "#c8d4e4", "#eef2f8"],
                ground: ["#f4f6fa", "#c8d2e0"],
                wall: ["#e8ecf2", "#b8c4d4"],
                floor: ["#8a7a6a", "#5a4e44"],
                dark: "#1a2230",
                light: "#ffffff",
                accent: "#d0303a",
                accent2: "#3a7a5a",
                cloth: ["#d0303a", "#2a4a7a", "#3a7a5a", "#e8c050"],
                grade: None,
            },
        }
    }
}

/// The paper a technique is painted on, seen where the paint leaves gaps.
fn paper(t: Technique) -> &'static str {
    match t {
        Technique::Pastel => "#5a4e48",
        Technique::Pointillist => "#f6f0e0",
        Technique::InkWash => "#f2e8d0",
        _ => "#f4ecd8",
    }
}

/// Finish a card painted with `t` in palette `p`: the technique's filter and
/// outline over the picture, its texture on top, and the frame.
pub fn finish(c: Canvas, seed: u64, t: Technique, p: &Pal) -> String {
    let (defs, body) = c.into_parts();
    let s1 = seed % 997;
    let s2 = seed % 991;
    let disp = |freq: &str, scale: f64| {
        format!(
            "<feTurbulence type=\"fractalNoise\" baseFrequency=\"{freq}\" numOctaves=\"2\" seed=\"{s1}\" result=\"n\"/>\
<feDisplacementMap in=\"SourceGraphic\" in2=\"n\" scale=\"{}\" xChannelSelector=\"R\" yChannelSelector=\"G\"/>",
            Num(scale)
        )
    };
    // A monochrome card keeps its reds: the graded picture, with the parts
    // that are much redder than they are green or blue laid back over it.
    let grade = match p.grade {
        Some(m) => format!(
            "<feColorMatrix values=\"1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 1 0\" result=\"o\"/><feColorMatrix values=\"{m}\" result=\"g\"/>\
<feColorMatrix in=\"o\" values=\"1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 4 -3 -3 0 -.6\" result=\"r\"/><feMerge><feMergeNode in=\"g\"/><feMergeNode in=\"r\"/></feMerge>"
        ),
        None => String::new(),
    };
    // The filter over the picture, the attributes every shape inherits, and
    // the texture laid over it.
    let (filter, texture): (String, String) = match t {
        Technique::Gouache => (
            format!(
                "{}<feComponentTransfer><feFuncR type=\"discrete\" tableValues=\"0 .2 .4 .6 .8 1\"/>\
<feFuncG type=\"discrete\" tableValues=\"0 .2 .4 .6 .8 1\"/><feFuncB type=\"discrete\" tableValues=\"0 .2 .4 .6 .8 1\"/></feComponentTransfer>",
                disp(".025", 6.0)
            ),
            grain(s2, ".9", 0.04),
        ),
        Technique::InkWash => (
            format!(
                "{}<feColorMatrix type=\"saturate\" values=\".9\"/><feComponentTransfer><feFuncR type=\"linear\" slope=\".97\" intercept=\".05\"/>\
<feFuncG type=\"linear\" slope=\".97\" intercept=\".04\"/><feFuncB type=\"linear\" slope=\".95\" intercept=\".02\"/></feComponentTransfer>",
                disp(".04", 5.0)
            ),
            grain(s2, ".5", 0.05),
        ),
        Technique::Woodcut => (
            format!(
                "{}<feComponentTransfer><feFuncR type=\"discrete\" tableValues=\"0 .35 .7 1\"/>\
<feFuncG type=\"discrete\" tableValues=\"0 .35 .7 1\"/><feFuncB type=\"discrete\" tableValues=\"0 .35 .7 1\"/></feComponentTransfer>",
                disp(".09", 4.0)
            ),
            format!(
                "<pattern id=\"w\" width=\"7\" height=\"5\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(-8)\">\
<path d=\"M0 2.5q2-1.2 3.5 0t3.5 0\" fill=\"none\" stroke=\"#f4ecd8\" stroke-width=\".9\"/></pattern>\
<rect width=\"{W}\" height=\"{H}\" fill=\"url(#w)\" opacity=\".2\"/>"
            ),
        ),
        Technique::CutPaper => (
            format!(
                "{}<feComponentTransfer><feFuncR type=\"discrete\" tableValues=\"0 .15 .3 .45 .6 .75 .9 1\"/>\
<feFuncG type=\"discrete\" tableValues=\"0 .15 .3 .45 .6 .75 .9 1\"/><feFuncB type=\"discrete\" tableValues=\"0 .15 .3 .45 .6 .75 .9 1\"/></feComponentTransfer>\
<feDropShadow dx=\"1.5\" dy=\"2\" stdDeviation=\"1.2\" flood-opacity=\".35\"/>",
                disp(".06", 3.0)
            ),
            grain(s2, ".35", 0.04),
        ),
        Technique::Pastel => (
            format!(
                "{}<feTurbulence type=\"fractalNoise\" baseFrequency=\".06 .3\" numOctaves=\"2\" seed=\"{s2}\" result=\"t\"/>\
<feColorMatrix in=\"t\" values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -3 3.4\" result=\"m\"/>\
<feComposite in=\"d\" in2=\"m\" operator=\"in\"/>",
                disp(".035", 7.0).replace("\"G\"/>", "\"G\" result=\"d\"/>")
            ),
            grain(s2, ".8", 0.08),
        ),
        Technique::StainedGlass => (
            format!(
                "{}<feColorMatrix type=\"saturate\" values=\"1.5\"/>",
                disp(".02", 4.0)
            ),
            String::new(),
        ),
        Technique::Pointillist => (
            format!(
                "{}<feColorMatrix type=\"saturate\" values=\"1.35\"/>",
                disp(".03", 5.0)
            ),
            String::new(),
        ),
        Technique::GoldTempera => (
            format!(
                "{}<feColorMatrix values=\".92 .08 0 0 .03 .04 .9 .04 0 .02 0 .06 .8 0 0 0 0 0 1 0\"/>",
                disp(".05", 3.0)
            ),
            String::new(),
        ),
    };
    let mut out = String::with_capacity(body.len() + defs.len() + 2000);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {W} {H}\" width=\"{W}\" height=\"{H}\"><defs>{defs}\
<filter id=\"p\" x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" color-interpolation-filters=\"sRGB\">{filter}{grade}</filter>\
<clipPath id=\"card\"><rect width=\"{W}\" height=\"{H}\"/></clipPath>\
<linearGradient id=\"sh\"><stop offset=\"0\" stop-color=\"#fff\" stop-opacity=\".3\"/><stop offset=\".4\" stop-color=\"#fff\" stop-opacity=\"0\"/>\
<stop offset=\".55\" stop-opacity=\"0\"/><stop offset=\"1\" stop-opacity=\".46\"/></linearGradient>\
<linearGradient id=\"lt\" x2=\"0\" y2=\"1\"><stop offset=\"0\" stop-color=\"#fff\" stop-opacity=\".2\"/><stop offset=\".4\" stop-color=\"#fff\" stop-opacity=\"0\"/>\
<stop offset=\".6\" stop-opacity=\"0\"/><stop offset=\"1\" stop-opacity=\".3\"/></linearGradient>\
<radialGradient id=\"vg\" cx=\".38\" cy=\".3\" r=\".95\"><stop offset=\"0\" stop-color=\"{}\" stop-opacity=\".22\"/>\
<stop offset=\".45\" stop-color=\"{}\" stop-opacity=\"0\"/><stop offset=\"1\" stop-color=\"{}\" stop-opacity=\".5\"/></radialGradient></defs>\
<g clip-path=\"url(#card)\" stroke-linecap=\"round\"><rect width=\"{W}\" height=\"{H}\" fill=\"{}\"/>",
        p.light,
        p.light,
        p.dark,
        paper(t)
    );
    if t == Technique::Pointillist {
        // The picture is painted faintly, then again through a field of
        // jittered dots.
        let _ = write!(
            out,
            "<pattern id=\"d\" width=\"7\" height=\"6\" patternUnits=\"userSpaceOnUse\"><circle cx=\"1.8\" cy=\"1.8\" r=\"2.1\" fill=\"#fff\"/>\
<circle cx=\"5.3\" cy=\"4.8\" r=\"2.1\" fill=\"#fff\"/></pattern>\
<filter id=\"j\" x=\"0\" y=\"0\" width=\"100%\" height=\"100%\"><feTurbulence type=\"fractalNoise\" baseFrequency=\".2\" seed=\"{s2}\"/>\
<feDisplacementMap in=\"SourceGraphic\" scale=\"5\" xChannelSelector=\"R\" yChannelSelector=\"B\"/></filter>\
<mask id=\"m\"><rect width=\"{W}\" height=\"{H}\" fill=\"url(#d)\" filter=\"url(#j)\"/></mask>\
<g opacity=\".7\"><g id=\"b\" filter=\"url(#p)\">"
        );
        out.push_str(&body);
        out.push_str("</g></g><use href=\"#b\" mask=\"url(#m)\"/>");
    } else {
        let attrs = t.outline().map_or(String::new(), |(color, w)| {
            format!(
                " stroke=\"{color}\" stroke-width=\"{}\" stroke-linejoin=\"round\"",
                Num(w)
            )
        });
        let _ = write!(out, "<g filter=\"url(#p)\"{attrs}>");
        out.push_str(&body);
        out.push_str("</g>");
    }
    // Light falling from the upper left, and the corners in shade.
    let _ = write!(
        out,
        "<rect width=\"{W}\" height=\"{H}\" fill=\"url(#vg)\"/>"
    );
    out.push_str(&texture);
    let _ = writeln!(
        out,
        "</g><rect x=\"3\" y=\"3\" width=\"394\" height=\"594\" rx=\"6\" fill=\"none\" stroke=\"#17111f\" stroke-width=\"10\"/>\
<rect x=\"8.5\" y=\"8.5\" width=\"383\" height=\"583\" rx=\"3\" fill=\"none\" stroke=\"{}\" stroke-width=\"1\" opacity=\".35\"/></svg>",
        p.light
    );
    short_numbers(&out)
}

/// `svg` with the zero dropped before the point of every number below one
/// (`0.5` → `.5`, `-0.5` → `-.5`), which SVG reads the same.
fn short_numbers(svg: &str) -> String {
    let b = svg.as_bytes();
    let mut out = String::with_capacity(svg.len());
    let mut from = 0;
    for i in 0..b.len().saturating_sub(2) {
        let after = b[i + 1] == b'.' && b[i + 2].is_ascii_digit();
        let before = i == 0 || !(b[i - 1].is_ascii_digit() || b[i - 1] == b'.');
        if b[i] == b'0' && after && before {
            out.push_str(&svg[from..i]);
            from = i + 1;
        }
    }
    out.push_str(&svg[from..]);
    out
}

/// Paper grain: fine noise at `freq`, dark flecks at strength `op`.
fn grain(seed: u64, freq: &str, op: f64) -> String {
    format!(
        "<filter id=\"k\" x=\"0\" y=\"0\" width=\"100%\" height=\"100%\"><feTurbulence type=\"fractalNoise\" baseFrequency=\"{freq}\" numOctaves=\"2\" seed=\"{seed}\" stitchTiles=\"stitch\"/>\
<feColorMatrix values=\"0 0 0 0 .12 0 0 0 0 .1 0 0 0 0 .08 1.7 0 0 0 -.6\"/></filter>\
<rect width=\"{W}\" height=\"{H}\" filter=\"url(#k)\" opacity=\"{}\"/>",
        Frac(op)
    )
}
