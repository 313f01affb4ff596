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
    /// Brown ink outlines over pale washes that fade into the paper.
    InkWash,
    /// Thick black cuts, few colours, a black key block with gouged lines,
    /// printed inside a border on a margin of paper.
    Woodcut,
    /// Shapes cut from coloured paper with white edges, each casting a
    /// shadow on the paper below.
    CutPaper,
    /// Soft chalk, hatched, on a dark toothed paper that shows through.
    Pastel,
    /// Saturated panes lit from behind, each shape held in a dark lead, in
    /// a lattice of leads.
    StainedGlass,
    /// Dots of pure colour on white, two fields of them, in a frame of dots.
    Pointillist,
    /// Egg tempera outlined in brown, in a gilded frame.
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
        Technique::Pastel => "#6e6258",
        Technique::Pointillist => "#f6f0e0",
        Technique::InkWash => "#f2e8d0",
        _ => "#f4ecd8",
    }
}

/// Three channel functions of one kind with the given tables, the result
/// named `result`.
fn channels(kind: &str, r: &str, g: &str, b: &str, result: &str) -> String {
    format!(
        "<feComponentTransfer result=\"{result}\"><feFuncR type=\"{kind}\" tableValues=\"{r}\"/><feFuncG type=\"{kind}\" tableValues=\"{g}\"/>\
<feFuncB type=\"{kind}\" tableValues=\"{b}\"/></feComponentTransfer>"
    )
}

/// Finish a card painted with `t` in palette `p`: the technique's filter and
/// outline over the picture, its texture on top, and its frame.
pub fn finish(c: Canvas, seed: u64, t: Technique, p: &Pal) -> String {
    let (defs, body) = c.into_parts();
    let s1 = seed % 997;
    let s2 = seed % 991;
    let disp = |freq: &str, scale: f64| {
        format!(
            "<feTurbulence type=\"fractalNoise\" baseFrequency=\"{freq}\" numOctaves=\"2\" seed=\"{s1}\" result=\"n\"/>\
<feDisplacementMap in=\"SourceGraphic\" in2=\"n\" scale=\"{}\" xChannelSelector=\"R\" yChannelSelector=\"G\" result=\"d\"/>",
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
    // Flat colours: every channel in the same few steps.
    let steps = |table: &str| channels("discrete", table, table, table, "c");
    // The filter over the picture, and the texture laid over it.
    let (filter, texture): (String, String) = match t {
        Technique::Gouache => (
            format!(
                "{}{}",
                disp(".025", 6.0),
                steps("0 .2 .4 .6 .8 1")
            ),
            grain(s2, ".9", 0.04),
        ),
        // Pale washes that leave the ink dark, uneven where the water pooled.
        Technique::InkWash => (
            format!(
                "{}<feColorMatrix type=\"saturate\" values=\".85\"/>{}\
<feTurbulence type=\"fractalNoise\" baseFrequency=\".012\" numOctaves=\"2\" seed=\"{s2}\"/>\
<feColorMatrix values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 -2.4 0 0 0 1.5\"/><feComposite in2=\"c\" operator=\"arithmetic\" k1=\".16\" k3=\".92\"/>",
                disp(".03", 5.0),
                channels("table", "0 .5 .78 .96", "0 .47 .75 .93", "0 .4 .66 .85", "c"),
            ),
            grain(s2, ".5", 0.06),
        ),
        // Colours printed flat from a few blocks, and a black key block
        // over the dark parts, its gouges showing the paper.
        Technique::Woodcut => (
            format!(
                "{}<feColorMatrix type=\"saturate\" values=\".8\"/>{}\
<feColorMatrix in=\"d\" values=\"0 0 0 0 .09 0 0 0 0 .06 0 0 0 0 .05 -3.6 -7.1 -1.3 0 3.5\" result=\"k\"/>\
<feTurbulence type=\"fractalNoise\" baseFrequency=\".008 .16\" numOctaves=\"2\" seed=\"{s2}\"/>\
<feColorMatrix values=\"0 0 0 0 .95 0 0 0 0 .92 0 0 0 0 .84 16 0 0 0 -11\"/>\
<feComposite in2=\"k\" operator=\"in\" result=\"g\"/><feMerge><feMergeNode in=\"c\"/><feMergeNode in=\"k\"/><feMergeNode in=\"g\"/></feMerge>",
                disp(".09", 4.0),
                channels("discrete", ".14 .52 .8 .95", ".12 .36 .6 .77 .92", ".1 .42 .7 .84", "c"),
            ),
            String::new(),
        ),
        Technique::CutPaper => (
            format!(
                "{}{}",
                disp(".06", 3.0),
                steps("0 .15 .3 .45 .6 .75 .9 1")
            ),
            grain(s2, ".35", 0.05),
        ),
        // Soft chalk in long strokes, the dark paper showing between them.
        Technique::Pastel => (
            format!(
                "{}<feGaussianBlur stdDeviation=\"1.2\"/>{}\
<feTurbulence type=\"fractalNoise\" baseFrequency=\".2 .5\" numOctaves=\"2\" seed=\"{s2}\"/>\
<feColorMatrix values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -16 13.2\"/><feComposite in=\"c\" operator=\"in\"/>",
                disp(".035", 7.0),
                channels("table", ".16 .58 .84 .98", ".14 .56 .82 .97", ".14 .54 .8 .95", "c"),
            ),
            format!(
                "<pattern id=\"q\" width=\"9\" height=\"9\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(-35)\"><path d=\"M0 2h9M0 6.5h9\" stroke=\"#fff\" stroke-width=\"1.4\"/></pattern>\
<rect width=\"{W}\" height=\"{H}\" fill=\"url(#q)\" opacity=\".13\"/>{}",
                grain(s2, ".8", 0.05)
            ),
        ),
        // Glass lit from behind, a little lighter or darker from pane to
        // pane, in a lattice of leads.
        Technique::StainedGlass => (
            format!(
                "{}<feColorMatrix type=\"saturate\" values=\"1.6\"/>{}\
<feTurbulence type=\"fractalNoise\" baseFrequency=\".008\" numOctaves=\"1\" seed=\"{s2}\"/>\
<feComponentTransfer><feFuncR type=\"discrete\" tableValues=\".4 .9 .1 .6 1 .3 .8 0 .5 .2 .7\"/><feFuncA type=\"linear\" slope=\"0\" intercept=\"1\"/></feComponentTransfer>\
<feColorMatrix values=\"1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 0 0 0 0 1\"/><feComposite in=\"s\" operator=\"arithmetic\" k1=\".16\" k2=\".92\"/>",
                disp(".02", 4.0),
                channels("table", "0 .45 .8 1", "0 .45 .8 1", "0 .5 .85 1", "s"),
            ),
            format!(
                "<pattern id=\"q\" width=\"50\" height=\"72\" patternUnits=\"userSpaceOnUse\"><path d=\"M0 0L50 72M50 0L0 72\" stroke=\"#17110d\" stroke-width=\"2.2\"/></pattern>\
<rect width=\"{W}\" height=\"{H}\" fill=\"url(#q)\" opacity=\".12\"/>"
            ),
        ),
        Technique::Pointillist => (
            format!(
                "{}<feColorMatrix type=\"saturate\" values=\"1.4\"/>",
                disp(".03", 5.0)
            ),
            String::new(),
        ),
        // Egg tempera yellowed by its varnish.
        Technique::GoldTempera => (
            format!(
                "{}<feColorMatrix values=\".92 .08 0 0 .03 .04 .9 .04 0 .02 0 .06 .8 0 0 0 0 0 1 0\"/>",
                disp(".05", 3.0)
            ),
            String::new(),
        ),
    };
    // The gradients that round a shape (across it, and from the top down),
    // for the cards that use them.
    let mut shade = String::new();
    if body.contains("url(#sh)") {
        shade.push_str(
            "<linearGradient id=\"sh\"><stop offset=\"0\" stop-color=\"#fff\" stop-opacity=\".3\"/><stop offset=\".4\" stop-color=\"#fff\" stop-opacity=\"0\"/>\
<stop offset=\".55\" stop-opacity=\"0\"/><stop offset=\"1\" stop-opacity=\".46\"/></linearGradient>",
        );
    }
    if body.contains("url(#lt)") {
        shade.push_str(
            "<linearGradient id=\"lt\" x2=\"0\" y2=\"1\"><stop offset=\"0\" stop-color=\"#fff\" stop-opacity=\".2\"/><stop offset=\".4\" stop-color=\"#fff\" stop-opacity=\"0\"/>\
<stop offset=\".6\" stop-opacity=\"0\"/><stop offset=\"1\" stop-opacity=\".3\"/></linearGradient>",
        );
    }
    let mut out = String::with_capacity(body.len() + defs.len() + 2000);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {W} {H}\" width=\"{W}\" height=\"{H}\"><defs>{defs}\
<filter id=\"p\" x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" color-interpolation-filters=\"sRGB\">{filter}{grade}</filter>\
<clipPath id=\"card\"><rect width=\"{W}\" height=\"{H}\"/></clipPath>\
{shade}<radialGradient id=\"vg\" cx=\".38\" cy=\".3\" r=\".95\"><stop offset=\"0\" stop-color=\"{}\" stop-opacity=\".22\"/>\
<stop offset=\".45\" stop-color=\"{}\" stop-opacity=\"0\"/><stop offset=\"1\" stop-color=\"{}\" stop-opacity=\".5\"/></radialGradient></defs>\
<g clip-path=\"url(#card)\" stroke-linecap=\"round\"><rect width=\"{W}\" height=\"{H}\" fill=\"{}\"/>",
        p.light,
        p.light,
        p.dark,
        paper(t)
    );
    let attrs = t.outline().map_or(String::new(), |(color, w)| {
        format!(
            " stroke=\"{color}\" stroke-width=\"{}\" stroke-linejoin=\"round\"",
            Num(w)
        )
    });
    // What goes before and after the picture, and the picture itself.
    let (before, picture, after) = match t {
        // The picture is painted faintly, then again in two fields of jittered
        // dots, the second a little warmer.
        Technique::Pointillist => (
            format!(
                "<pattern id=\"d\" width=\"11\" height=\"10\" patternUnits=\"userSpaceOnUse\"><circle cx=\"2.7\" cy=\"2.5\" r=\"3.3\" fill=\"#fff\"/></pattern>\
<pattern id=\"e\" width=\"11\" height=\"10\" patternUnits=\"userSpaceOnUse\"><circle cx=\"8.2\" cy=\"7.5\" r=\"3.3\" fill=\"#fff\"/></pattern>\
<filter id=\"j\" x=\"0\" y=\"0\" width=\"100%\" height=\"100%\"><feTurbulence type=\"fractalNoise\" baseFrequency=\".2\" seed=\"{s2}\"/>\
<feDisplacementMap in=\"SourceGraphic\" scale=\"6\" xChannelSelector=\"R\" yChannelSelector=\"B\"/></filter>\
<filter id=\"h\"><feColorMatrix type=\"hueRotate\" values=\"12\"/><feComponentTransfer><feFuncR type=\"linear\" slope=\".93\" intercept=\".09\"/>\
<feFuncG type=\"linear\" slope=\".93\" intercept=\".06\"/></feComponentTransfer></filter>\
<mask id=\"m\"><rect width=\"{W}\" height=\"{H}\" fill=\"url(#d)\" filter=\"url(#j)\"/></mask>\
<mask id=\"m2\"><rect width=\"{W}\" height=\"{H}\" fill=\"url(#e)\" filter=\"url(#j)\"/></mask>\
<g opacity=\".9\"><g id=\"b\" filter=\"url(#p)\">"
            ),
            body,
            "</g></g><use href=\"#b\" mask=\"url(#m)\"/><g mask=\"url(#m2)\"><use href=\"#b\" filter=\"url(#h)\"/></g>",
        ),
        // The washes fade out into the paper towards the corners.
        Technique::InkWash => (
            format!(
                "<radialGradient id=\"wg\" r=\".6\"><stop offset=\".72\" stop-color=\"#fff\"/><stop offset=\"1\" stop-color=\"#000\"/></radialGradient>\
<filter id=\"wj\" x=\"0\" y=\"0\" width=\"100%\" height=\"100%\"><feTurbulence type=\"fractalNoise\" baseFrequency=\".04\" numOctaves=\"3\" seed=\"{s2}\"/>\
<feDisplacementMap in=\"SourceGraphic\" scale=\"50\" xChannelSelector=\"R\" yChannelSelector=\"G\"/></filter>\
<mask id=\"wm\"><rect x=\"-30\" y=\"-30\" width=\"460\" height=\"660\" fill=\"url(#wg)\" filter=\"url(#wj)\"/></mask>\
<g mask=\"url(#wm)\"><g filter=\"url(#p)\"{attrs}>"
            ),
            body,
            "</g></g>",
        ),
        // Every piece of paper casts its own shadow on the ones below.
        Technique::CutPaper => (
            format!(
                "<filter id=\"s\" x=\"-5%\" y=\"-5%\" width=\"110%\" height=\"110%\"><feDropShadow dx=\"2\" dy=\"3\" stdDeviation=\"1.6\" flood-opacity=\".45\"/></filter>\
<g filter=\"url(#p)\"{attrs}>"
            ),
            on_each(&body, " filter=\"url(#s)\""),
            "</g>",
        ),
        _ => (format!("<g filter=\"url(#p)\"{attrs}>"), body, "</g>"),
    };
    out.push_str(&before);
    out.push_str(&picture);
    out.push_str(after);
    // Light falling from the upper left, and the corners in shade.
    let _ = write!(
        out,
        "<rect width=\"{W}\" height=\"{H}\" fill=\"url(#vg)\"/>"
    );
    out.push_str(&texture);
    out.push_str("</g>");
    out.push_str(&frame(t, p));
    out.push('\n');
    short_numbers(&out)
}

/// The card's frame, which differs with the technique: a printed border on
/// a margin of paper for a woodcut, a gilded frame for tempera, a border of
/// dots for pointillism, the bare paper round a wash, a dark edge otherwise.
fn frame(t: Technique, p: &Pal) -> String {
    let edge = |color: &str, width: f64| {
        format!(
            "<rect x=\"{o}\" y=\"{o}\" width=\"{}\" height=\"{}\" rx=\"6\" fill=\"none\" stroke=\"{color}\" stroke-width=\"{}\"/>",
            Num(W - width),
            Num(H - width),
            Num(width),
            o = Num(width / 2.0)
        )
    };
    let inner = match t {
        Technique::Woodcut => format!(
            "{}<rect x=\"15\" y=\"15\" width=\"370\" height=\"570\" fill=\"none\" stroke=\"#16100c\" stroke-width=\"5\"/>{}",
            edge("#efe6d2", 26.0),
            edge("#16100c", 3.0)
        ),
        Technique::InkWash => format!(
            "{}<rect x=\"14\" y=\"14\" width=\"372\" height=\"572\" fill=\"none\" stroke=\"#2a1e14\" stroke-width=\"1\" opacity=\".5\"/>{}",
            edge("#f2e8d0", 22.0),
            edge("#2a1e14", 3.0)
        ),
        Technique::GoldTempera => format!(
            "<linearGradient id=\"au\" x2=\"1\" y2=\"1\"><stop offset=\"0\" stop-color=\"#f6e08a\"/><stop offset=\".3\" stop-color=\"#a8791e\"/>\
<stop offset=\".55\" stop-color=\"#f0cf6a\"/><stop offset=\".8\" stop-color=\"#8a5e14\"/><stop offset=\"1\" stop-color=\"#e8c45a\"/></linearGradient>\
{}<rect x=\"17\" y=\"17\" width=\"366\" height=\"566\" rx=\"2\" fill=\"none\" stroke=\"#3a2410\" stroke-width=\"2\"/>\
<rect x=\"9\" y=\"9\" width=\"382\" height=\"582\" rx=\"4\" fill=\"none\" stroke=\"#fff6c8\" stroke-width=\"1\" stroke-dasharray=\"1 5\" opacity=\".8\"/>{}",
            edge("url(#au)", 32.0),
            edge("#3a2410", 2.0)
        ),
        Technique::Pointillist => format!(
            "<pattern id=\"f\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\"><rect width=\"8\" height=\"8\" fill=\"{}\"/>\
<circle cx=\"2\" cy=\"2\" r=\"2\" fill=\"{}\"/><circle cx=\"6\" cy=\"6\" r=\"2\" fill=\"{}\"/><circle cx=\"6\" cy=\"2\" r=\"1.6\" fill=\"{}\"/></pattern>\
{}{}",
            p.light,
            p.cloth[0],
            p.accent,
            p.accent2,
            edge("url(#f)", 24.0),
            edge("#17111f", 2.0)
        ),
        _ => format!(
            "<rect x=\"3\" y=\"3\" width=\"394\" height=\"594\" rx=\"6\" fill=\"none\" stroke=\"#17111f\" stroke-width=\"10\"/><rect x=\"8.5\" y=\"8.5\" width=\"383\" height=\"583\" rx=\"3\" fill=\"none\" stroke=\"{}\" stroke-width=\"1\" opacity=\".35\"/>",
            p.light
        ),
    };
    inner + "</svg>"
}

/// `svg` (a run of elements) with `attr` added to each element at its top
/// level.
fn on_each(svg: &str, attr: &str) -> String {
    let mut out = String::with_capacity(svg.len() * 11 / 10);
    let mut depth = 0usize;
    let mut rest = svg;
    while let Some(i) = rest.find('<') {
        out.push_str(&rest[..i]);
        rest = &rest[i..];
        let end = rest.find('>').map_or(rest.len(), |e| e + 1);
        let tag = &rest[..end];
        if tag.starts_with("</") {
            depth = depth.saturating_sub(1);
            out.push_str(tag);
        } else {
            let name = tag[1..]
                .find(|ch: char| ch.is_whitespace() || ch == '/' || ch == '>')
                .map_or(tag.len(), |k| k + 1);
            if depth == 0 {
                out.push_str(&tag[..name]);
                out.push_str(attr);
                out.push_str(&tag[name..]);
            } else {
                out.push_str(tag);
            }
            if !tag.ends_with("/>") {
                depth += 1;
            }
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// `svg` with the zero dropped before the point of every number below one
/// (`0.5` → `.5`, `-0.5` → `-.5`), which SVG reads the same, and every
/// number with five or more decimals (a sum of floats written whole, as in
/// `33.800000000000004`) rounded to a hundredth.
fn short_numbers(svg: &str) -> String {
    let b = svg.as_bytes();
    let mut out = String::with_capacity(svg.len());
    let mut from = 0;
    let mut i = 0;
    while i < b.len() {
        let before = i == 0 || !(b[i - 1].is_ascii_digit() || b[i - 1] == b'.');
        if !(before && b[i].is_ascii_digit()) {
            i += 1;
            continue;
        }
        // A number: its whole part, and the digits after its point.
        let mut dot = i;
        while dot < b.len() && b[dot].is_ascii_digit() {
            dot += 1;
        }
        let mut end = dot;
        if dot + 1 < b.len() && b[dot] == b'.' && b[dot + 1].is_ascii_digit() {
            end = dot + 1;
            while end < b.len() && b[end].is_ascii_digit() {
                end += 1;
            }
        }
        out.push_str(&svg[from..i]);
        if end - dot > 5 {
            // Written from a sum of floats: to a hundredth, as `Frac` would.
            let v: f64 = svg[i..end].parse().unwrap_or(0.0);
            let n = format!("{v:.2}");
            let n = n.trim_end_matches('0').trim_end_matches('.');
            out.push_str(n.strip_prefix('0').filter(|r| !r.is_empty()).unwrap_or(n));
        } else if b[i] == b'0' && end > dot && dot == i + 1 {
            out.push_str(&svg[i + 1..end]);
        } else {
            out.push_str(&svg[i..end]);
        }
        from = end;
        i = end;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::icons::Icons;

    const ALL: [Technique; 8] = [
        Technique::Gouache,
        Technique::InkWash,
        Technique::Woodcut,
        Technique::CutPaper,
        Technique::Pastel,
        Technique::StainedGlass,
        Technique::Pointillist,
        Technique::GoldTempera,
    ];

    /// The same small picture finished in technique `t`, with what the
    /// technique adds around it: everything but the picture itself.
    fn finished(t: Technique) -> String {
        let icons = Icons::none();
        let mut c = Canvas::new(&icons, 7);
        c.rect(40.0, 60.0, 120.0, 200.0, "#c04a5a", 1.0);
        c.rect(200.0, 300.0, 100.0, 100.0, "#2a4a7a", 1.0);
        finish(c, 7, t, Palette::Daylight.pal())
    }

    /// Each technique looks like itself: its filter, its texture and its
    /// frame, taken together, differ from every other technique's, and a
    /// woodcut, a tempera, a wash and a pointillist picture each have a frame
    /// of their own.
    #[test]
    fn every_technique_is_finished_its_own_way() {
        let svgs: Vec<String> = ALL.iter().map(|&t| finished(t)).collect();
        for i in 0..ALL.len() {
            for j in i + 1..ALL.len() {
                assert_ne!(svgs[i], svgs[j], "{:?} and {:?}", ALL[i], ALL[j]);
            }
        }
        let frames: Vec<String> = ALL
            .iter()
            .map(|&t| frame(t, Palette::Daylight.pal()))
            .collect();
        for t in [
            Technique::Woodcut,
            Technique::GoldTempera,
            Technique::InkWash,
            Technique::Pointillist,
        ] {
            let own = &frames[ALL.iter().position(|&u| u == t).unwrap_or(0)];
            let alike = frames.iter().filter(|f| *f == own).count();
            assert_eq!(alike, 1, "{t:?} shares its frame");
        }
    }

    /// Numbers lose the zero before their point, and a sum of floats
    /// written whole is rounded to a hundredth; colours, names and numbers
    /// written on purpose to a few places stay as they are.
    #[test]
    fn numbers_are_written_short() {
        assert_eq!(
            short_numbers("<path d=\"M20 132v33.800000000000004L-0.5 0.25\" fill=\"#0a0406\"/>"),
            "<path d=\"M20 132v33.8L-.5 .25\" fill=\"#0a0406\"/>"
        );
        assert_eq!(
            short_numbers("M262.8342857142857 4.99999999 0.00012345 10.5 scale(1.0204)"),
            "M262.83 5 0 10.5 scale(1.0204)"
        );
    }

    /// Cut paper gives every piece at the top of the picture its own shadow,
    /// and no piece two.
    #[test]
    fn each_piece_of_cut_paper_casts_one_shadow() {
        let svg = finished(Technique::CutPaper);
        assert_eq!(svg.matches("filter=\"url(#s)\"").count(), 2, "{svg}");
        let nested = on_each("<g a=\"1\"><path d=\"M0 0\"/></g><rect/>", " f=\"x\"");
        assert_eq!(
            nested,
            "<g f=\"x\" a=\"1\"><path d=\"M0 0\"/></g><rect f=\"x\"/>"
        );
    }
}
