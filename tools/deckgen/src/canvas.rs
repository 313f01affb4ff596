//! A tiny SVG canvas: gradients, filters, shapes and emoji placement for one card.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::{self, Write as _};

use crate::icons::Icons;

/// Card width in SVG user units.
pub const W: f64 = 400.0;
/// Card height in SVG user units.
pub const H: f64 = 600.0;

/// A number printed with at most one decimal, without a trailing `.0`.
#[derive(Clone, Copy)]
pub struct Num(pub f64);

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = (self.0 * 10.0).round() / 10.0;
        let v = if v == 0.0 { 0.0 } else { v };
        if v.fract() == 0.0 {
            write!(f, "{}", v as i64)
        } else {
            write!(f, "{v:.1}")
        }
    }
}

/// How an emoji is placed.
#[derive(Clone, Copy)]
pub struct Place {
    /// Rotation in degrees.
    pub rot: f64,
    /// Mirror horizontally.
    pub flip: bool,
    /// Mirror vertically.
    pub vflip: bool,
    /// Opacity.
    pub op: f64,
    /// Draw as a flat silhouette of this colour.
    pub sil: Option<&'static str>,
    /// Draw a mirrored reflection about this water line.
    pub refl: Option<f64>,
    /// Draw a soft glow of this colour behind.
    pub glow: Option<&'static str>,
    /// Gaussian blur (depth of field / fog).
    pub blur: f64,
    /// Wash the emoji with this colour at this strength (scene lighting).
    pub tint: Option<(&'static str, f64)>,
}

/// Default placement: upright, opaque, in colour.
pub const PLAIN: Place = Place {
    rot: 0.0,
    flip: false,
    vflip: false,
    op: 1.0,
    sil: None,
    refl: None,
    glow: None,
    blur: 0.0,
    tint: None,
};

/// One card being drawn.
pub struct Canvas<'a> {
    icons: &'a Icons,
    pub rng: ChaCha8Rng,
    defs: String,
    body: String,
    n: usize,
    syms: BTreeMap<String, String>,
    cache: BTreeMap<String, String>,
    /// Every emoji (prefix:name) used on this card.
    pub used: BTreeSet<String>,
    /// Strength of the painterly edge wobble (0 = none).
    pub wobble: f64,
    /// Strength of the film grain.
    pub grain: f64,
    /// Strength of the dark vignette.
    pub vignette: f64,
    /// What a recipe says it drew (nouns), for the checks of its description.
    pub drawn: BTreeSet<&'static str>,
    /// The height of the tallest person drawn (in card units, of 600).
    pub tallest: f64,
    /// The width of the outline every shape inherits (card units; 0 for none).
    pub outline: f64,
    /// Lines' ends are round by the card's own setting (third edition): a
    /// stroke then writes none of its own.
    pub round_ends: bool,
    /// The heads drawn, of people: centre and radius in card units, for a
    /// card to place things by.
    pub heads: Vec<(f64, f64, f64)>,
    /// The mood of the card being drawn (empty for none): faces a recipe
    /// leaves to the painter show it.
    pub mood: &'static str,
}

impl<'a> Canvas<'a> {
    pub fn new(icons: &'a Icons, seed: u64) -> Self {
        Canvas {
            icons,
            rng: ChaCha8Rng::seed_from_u64(seed),
            defs: String::new(),
            body: String::new(),
            n: 0,
            syms: BTreeMap::new(),
            cache: BTreeMap::new(),
            used: BTreeSet::new(),
            drawn: BTreeSet::new(),
            tallest: 0.0,
            outline: 0.0,
            round_ends: false,
            heads: Vec::new(),
            mood: "",
            wobble: 4.0,
            grain: 0.1,
            vignette: 0.45,
        }
    }

    /// The definitions and the body drawn so far, for a deck that writes its own frame.
    pub fn into_parts(self) -> (String, String) {
        (self.defs, self.body)
    }

    // ---------- randomness ----------

    /// Uniform float in [a, b).
    pub fn r(&mut self, a: f64, b: f64) -> f64 {
        if b <= a {
            return a;
        }
        self.rng.random_range(a..b)
    }

    /// True with probability p.
    pub fn chance(&mut self, p: f64) -> bool {
        self.rng.random::<f64>() < p
    }

    /// One element of a list.
    pub fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.rng.random_range(0..xs.len())]
    }

    fn id(&mut self, p: &str) -> String {
        self.n += 1;
        format!("{p}{}", self.n)
    }

    /// Record the things (nouns, separated by spaces) that the shapes drawn
    /// next are; a card's description may only name what was recorded.
    pub fn drew(&mut self, what: &'static str) {
        self.drawn.extend(what.split_whitespace());
    }

    /// Record a person `h` units tall.
    pub fn person(&mut self, h: f64) {
        self.drawn.insert("person");
        self.tallest = self.tallest.max(h);
    }

    /// Append raw SVG to the body.
    pub fn add(&mut self, s: &str) {
        self.body.push_str(s);
    }

    // ---------- paint servers & filters ----------

    /// A linear gradient in bounding-box units; stops are (offset, colour, opacity).
    pub fn lin(
        &mut self,
        stops: &[(f64, &str, f64)],
        x1: f64,
        y1: f64,
        x2: f64,
        y2: f64,
    ) -> String {
        let mut key = format!("L{x1},{y1},{x2},{y2}");
        for (o, c, a) in stops {
            let _ = write!(key, "|{o},{c},{a}");
        }
        if let Some(u) = self.cache.get(&key) {
            return u.clone();
        }
        let id = self.id("g");
        let _ = write!(
            self.defs,
            "<linearGradient id=\"{id}\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\">",
            Num(x1),
            Num(y1),
            Num(x2),
            Num(y2)
        );
        push_stops(&mut self.defs, stops);
        self.defs.push_str("</linearGradient>");
        let u = format!("url(#{id})");
        self.cache.insert(key, u.clone());
        u
    }

    /// A vertical gradient, top to bottom.
    pub fn linv(&mut self, stops: &[(f64, &str, f64)]) -> String {
        self.lin(stops, 0.0, 0.0, 0.0, 1.0)
    }

    /// A radial gradient in bounding-box units.
    pub fn rad(&mut self, stops: &[(f64, &str, f64)], cx: f64, cy: f64, r: f64) -> String {
        let mut key = format!("R{cx},{cy},{r}");
        for (o, c, a) in stops {
            let _ = write!(key, "|{o},{c},{a}");
        }
        if let Some(u) = self.cache.get(&key) {
            return u.clone();
        }
        let id = self.id("g");
        let _ = write!(
            self.defs,
            "<radialGradient id=\"{id}\" cx=\"{}\" cy=\"{}\" r=\"{}\">",
            Pct(cx),
            Pct(cy),
            Pct(r)
        );
        push_stops(&mut self.defs, stops);
        self.defs.push_str("</radialGradient>");
        let u = format!("url(#{id})");
        self.cache.insert(key, u.clone());
        u
    }

    /// A gaussian blur filter.
    pub fn blur(&mut self, sd: f64) -> String {
        let key = format!("B{}", Num(sd));
        if let Some(u) = self.cache.get(&key) {
            return u.clone();
        }
        let id = self.id("f");
        let _ = write!(
            self.defs,
            "<filter id=\"{id}\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"{}\"/></filter>",
            Num(sd)
        );
        let u = format!("url(#{id})");
        self.cache.insert(key, u.clone());
        u
    }

    /// A filter that drains all colour from what it is applied to and fades
    /// it like an old photograph (greys lifted towards a pale ground).
    pub fn greyf(&mut self) -> String {
        if let Some(u) = self.cache.get("GREY") {
            return u.clone();
        }
        let id = self.id("f");
        let _ = write!(
            self.defs,
            "<filter id=\"{id}\"><feColorMatrix type=\"saturate\" values=\"0\"/><feComponentTransfer><feFuncR type=\"linear\" slope=\".72\" intercept=\".2\"/><feFuncG type=\"linear\" slope=\".72\" intercept=\".2\"/><feFuncB type=\"linear\" slope=\".72\" intercept=\".21\"/></feComponentTransfer></filter>"
        );
        let u = format!("url(#{id})");
        self.cache.insert("GREY".into(), u.clone());
        u
    }

    /// A filter that turns anything into a flat silhouette of one colour.
    pub fn silf(&mut self, color: &str, sd: f64) -> String {
        let key = format!("S{color}{}", Num(sd));
        if let Some(u) = self.cache.get(&key) {
            return u.clone();
        }
        let id = self.id("f");
        let blur = if sd > 0.0 {
            format!("<feGaussianBlur stdDeviation=\"{}\"/>", Num(sd))
        } else {
            String::new()
        };
        let _ = write!(
            self.defs,
            "<filter id=\"{id}\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feFlood flood-color=\"{color}\"/><feComposite in2=\"SourceAlpha\" operator=\"in\"/>{blur}</filter>"
        );
        let u = format!("url(#{id})");
        self.cache.insert(key, u.clone());
        u
    }

    // ---------- shapes ----------

    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, fill: &str, op: f64) {
        let _ = write!(
            self.body,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\"{}/>",
            Num(x),
            Num(y),
            Num(w),
            Num(h),
            Opacity(op)
        );
    }

    /// A rectangle covering the whole card with a safety margin.
    pub fn full(&mut self, fill: &str, op: f64) {
        self.rect(-30.0, -30.0, W + 60.0, H + 60.0, fill, op);
    }

    pub fn circle(&mut self, cx: f64, cy: f64, r: f64, fill: &str, op: f64) {
        let _ = write!(
            self.body,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\"{}/>",
            Num(cx),
            Num(cy),
            Num(r),
            Opacity(op)
        );
    }

    pub fn ellipse(&mut self, cx: f64, cy: f64, rx: f64, ry: f64, fill: &str, op: f64) {
        let _ = write!(
            self.body,
            "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" fill=\"{fill}\"{}/>",
            Num(cx),
            Num(cy),
            Num(rx),
            Num(ry),
            Opacity(op)
        );
    }

    pub fn path(&mut self, d: &str, fill: &str, op: f64) {
        let _ = write!(
            self.body,
            "<path d=\"{d}\" fill=\"{fill}\"{}/>",
            Opacity(op)
        );
    }

    /// The round ends a line asks for, unless the card sets them for all.
    pub fn line_ends(&self) -> &'static str {
        if self.round_ends {
            ""
        } else {
            " stroke-linecap=\"round\""
        }
    }

    /// A stroked path without fill.
    pub fn stroke(&mut self, d: &str, color: &str, width: f64, op: f64) {
        let ends = self.line_ends();
        let _ = write!(
            self.body,
            "<path d=\"{d}\" fill=\"none\" stroke=\"{color}\" stroke-width=\"{}\"{ends}{}/>",
            Num(width),
            Opacity(op)
        );
    }

    /// A closed polygon.
    pub fn poly(&mut self, pts: &[(f64, f64)], fill: &str, op: f64) {
        let d = poly_d(pts);
        self.path(&d, fill, op);
    }

    /// Open a group with raw attributes.
    pub fn g(&mut self, attrs: &str) {
        let _ = write!(self.body, "<g {attrs}>");
    }

    /// Open a group moved to (x, y) and scaled by s: a painter draws about its origin.
    pub fn g_at(&mut self, x: f64, y: f64, s: f64) {
        let _ = write!(
            self.body,
            "<g transform=\"translate({} {}) scale({})\">",
            Num(x),
            Num(y),
            Num(s)
        );
    }

    /// Open a group blurred by sd.
    pub fn g_blur(&mut self, sd: f64, op: f64) {
        let f = self.blur(sd);
        let _ = write!(self.body, "<g filter=\"{f}\"{}>", Opacity(op));
    }

    /// Close a group.
    pub fn end(&mut self) {
        self.body.push_str("</g>");
    }

    /// Open a group clipped to a path.
    pub fn clip(&mut self, d: &str) {
        let id = self.id("c");
        let _ = write!(
            self.defs,
            "<clipPath id=\"{id}\"><path d=\"{d}\"/></clipPath>"
        );
        let _ = write!(self.body, "<g clip-path=\"url(#{id})\">");
    }

    // ---------- emoji ----------

    fn symbol(&mut self, name: &str) -> String {
        if let Some(id) = self.syms.get(name) {
            return id.clone();
        }
        let icon = self.icons.get(name);
        self.used.insert(icon.key.clone());
        let id = self.id("s");
        let body = icon.body_with_prefix(&format!("{id}-"));
        let _ = write!(
            self.defs,
            "<symbol id=\"{id}\" viewBox=\"{} {} {} {}\">{body}</symbol>",
            Num(icon.left),
            Num(icon.top),
            Num(icon.w),
            Num(icon.h)
        );
        self.syms.insert(name.to_string(), id.clone());
        id
    }

    fn use_icon(&mut self, sym: &str, cx: f64, cy: f64, s: f64, o: &Place, extra: &str) {
        let sx = if o.flip { -1.0 } else { 1.0 };
        let sy = if o.vflip { -1.0 } else { 1.0 };
        let mut t = format!("translate({} {})", Num(cx), Num(cy));
        if o.rot != 0.0 {
            let _ = write!(t, " rotate({})", Num(o.rot));
        }
        if sx < 0.0 || sy < 0.0 {
            let _ = write!(t, " scale({} {})", Num(sx), Num(sy));
        }
        let _ = write!(
            self.body,
            "<use href=\"#{sym}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" transform=\"{t}\"{extra}{}/>",
            Num(-s / 2.0),
            Num(-s / 2.0),
            Num(s),
            Num(s),
            Opacity(o.op)
        );
    }

    /// Place an emoji centred at (cx, cy), `s` units wide.
    pub fn put(&mut self, name: &str, cx: f64, cy: f64, s: f64, o: Place) {
        let sym = self.symbol(name);
        if let Some(g) = o.glow {
            self.glow(cx, cy, s * 0.9, g, 0.55);
        }
        if let Some(wl) = o.refl {
            let ry = 2.0 * wl - cy;
            let ro = Place {
                vflip: !o.vflip,
                rot: -o.rot,
                op: o.op * 0.4,
                ..o
            };
            let f = self.blur(1.2);
            let extra = match o.sil {
                Some(c) => format!(" filter=\"{}\"", self.silf(c, 1.2)),
                None => format!(" filter=\"{f}\""),
            };
            self.use_icon(&sym, cx, ry, s, &ro, &extra);
            // shimmer across the reflection
            for i in 0..((s / 9.0) as usize).max(2) {
                let y = wl + 4.0 + i as f64 * 7.0 + self.r(0.0, 3.0);
                let w = s * self.r(0.4, 1.0);
                let x = cx - w / 2.0 + self.r(-8.0, 8.0);
                self.rect(x, y, w, 1.2, "#ffffff", 0.18);
            }
        }
        let mut extra = String::new();
        if let Some(c) = o.sil {
            extra = format!(" filter=\"{}\"", self.silf(c, o.blur));
        } else if o.blur > 0.0 {
            extra = format!(" filter=\"{}\"", self.blur(o.blur));
        }
        self.use_icon(&sym, cx, cy, s, &o, &extra);
        if let (Some((col, a)), None) = (o.tint, o.sil) {
            let f = self.silf(col, 0.0);
            let t = Place { op: a * o.op, ..o };
            self.use_icon(&sym, cx, cy, s, &t, &format!(" filter=\"{f}\""));
        }
    }

    /// An emoji standing on the ground line `gy`, with a soft contact shadow.
    pub fn stand(&mut self, name: &str, x: f64, gy: f64, s: f64, o: Place) {
        self.shadow(x, gy, s * 0.42, 0.3);
        self.put(name, x, gy - s * 0.43, s, o);
    }

    /// A soft dark ellipse on the ground.
    pub fn shadow(&mut self, x: f64, y: f64, rx: f64, op: f64) {
        let f = self.blur(rx * 0.12 + 1.0);
        let _ = write!(
            self.body,
            "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" fill=\"#000\" opacity=\"{}\" filter=\"{f}\"/>",
            Num(x),
            Num(y),
            Num(rx),
            Num(rx * 0.18 + 1.0),
            Frac(op)
        );
    }

    /// A radial glow.
    pub fn glow(&mut self, cx: f64, cy: f64, r: f64, color: &str, op: f64) {
        let g = self.rad(
            &[(0.0, color, op), (0.4, color, op * 0.45), (1.0, color, 0.0)],
            0.5,
            0.5,
            0.5,
        );
        self.circle(cx, cy, r, &g, 1.0);
    }

    // ---------- output ----------

    /// Finish the card: painterly wobble, colour grade, vignette and grain.
    pub fn finish(mut self, seed: u64) -> (String, BTreeSet<String>) {
        let mut out = String::with_capacity(self.body.len() + self.defs.len() + 1024);
        let fid = "paint";
        let mut defs = std::mem::take(&mut self.defs);
        if self.wobble > 0.0 {
            let _ = write!(
                defs,
                "<filter id=\"{fid}\" x=\"-5%\" y=\"-5%\" width=\"110%\" height=\"110%\"><feTurbulence type=\"fractalNoise\" baseFrequency=\"0.035\" numOctaves=\"2\" seed=\"{}\"/><feDisplacementMap in=\"SourceGraphic\" scale=\"{}\" xChannelSelector=\"R\" yChannelSelector=\"G\"/></filter>",
                seed % 997,
                Num(self.wobble)
            );
        }
        if self.grain > 0.0 {
            let _ = write!(
                defs,
                "<filter id=\"grain\" x=\"0\" y=\"0\" width=\"100%\" height=\"100%\"><feTurbulence type=\"fractalNoise\" baseFrequency=\"0.8\" numOctaves=\"2\" seed=\"{}\" stitchTiles=\"stitch\"/><feColorMatrix values=\"0 0 0 0 0.1 0 0 0 0 0.08 0 0 0 0 0.06 1.6 0 0 0 -0.55\"/></filter>",
                seed % 991
            );
        }
        let vg = self.rad(
            &[(0.55, "#000", 0.0), (1.0, "#0b0618", self.vignette)],
            0.5,
            0.48,
            0.75,
        );
        defs.push_str(&std::mem::take(&mut self.defs));
        let _ = write!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {} {}\" width=\"{}\" height=\"{}\"><defs>{defs}</defs>",
            W, H, W, H
        );
        let _ = write!(out, "<clipPath id=\"card\"><rect width=\"{W}\" height=\"{H}\"/></clipPath><g clip-path=\"url(#card)\">");
        if self.wobble > 0.0 {
            let _ = write!(
                out,
                "<g transform=\"translate(200 300) scale(1.03) translate(-200 -300)\" filter=\"url(#{fid})\">"
            );
        } else {
            out.push_str("<g>");
        }
        out.push_str(&self.body);
        out.push_str("</g>");
        if self.vignette > 0.0 {
            let _ = write!(out, "<rect width=\"{W}\" height=\"{H}\" fill=\"{vg}\"/>");
        }
        if self.grain > 0.0 {
            let _ = write!(
                out,
                "<rect width=\"{W}\" height=\"{H}\" filter=\"url(#grain)\" opacity=\"{}\"/>",
                Frac(self.grain)
            );
        }
        // A thin dark border, like a printed card's, over the painted edge.
        out.push_str("</g><rect x=\"3\" y=\"3\" width=\"394\" height=\"594\" rx=\"6\" fill=\"none\" stroke=\"#17111f\" stroke-width=\"10\"/><rect x=\"8.5\" y=\"8.5\" width=\"383\" height=\"583\" rx=\"3\" fill=\"none\" stroke=\"#e8d8b0\" stroke-width=\"1\" opacity=\".35\"/></svg>\n");
        (out, self.used)
    }
}

/// A fraction printed as a percentage.
struct Pct(f64);
impl fmt::Display for Pct {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}%", Num(self.0 * 100.0))
    }
}

/// A number with two decimals (opacities).
pub struct Frac(pub f64);
impl fmt::Display for Frac {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = (self.0.clamp(0.0, 1.0) * 100.0).round() / 100.0;
        if v.fract() == 0.0 {
            write!(f, "{}", v as i64)
        } else {
            write!(f, "{}", format!("{v:.2}").trim_end_matches('0'))
        }
    }
}

/// An opacity attribute, omitted when 1.
struct Opacity(f64);
impl fmt::Display for Opacity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 >= 0.995 {
            Ok(())
        } else {
            write!(f, " opacity=\"{}\"", Frac(self.0))
        }
    }
}

fn push_stops(s: &mut String, stops: &[(f64, &str, f64)]) {
    for (o, c, a) in stops {
        let _ = write!(s, "<stop offset=\"{}\" stop-color=\"{c}\"", Frac(*o));
        if *a < 0.995 {
            let _ = write!(s, " stop-opacity=\"{}\"", Frac(*a));
        }
        s.push_str("/>");
    }
}

/// Mix two `#rrggbb` colours.
pub fn mix(a: &str, b: &str, t: f64) -> String {
    let p = |s: &str, i: usize| u8::from_str_radix(&s[i..i + 2], 16).unwrap_or(0) as f64;
    let mut out = String::from("#");
    for i in [1, 3, 5] {
        let v = p(a, i) * (1.0 - t) + p(b, i) * t;
        out.push_str(&format!("{:02x}", v.round().clamp(0.0, 255.0) as u8));
    }
    out
}

/// The path of a five-pointed star of radius `r` at (x, y).
pub fn star_d(x: f64, y: f64, r: f64) -> String {
    star_turned(x, y, r, 0.0)
}

/// [`star_d`] turned `rot` degrees clockwise about its centre.
pub fn star_turned(x: f64, y: f64, r: f64, rot: f64) -> String {
    let mut d = String::new();
    for k in 0..10 {
        let a = (k as f64 * 36.0 - 90.0_f64 + rot).to_radians();
        let rr = if k % 2 == 0 { r } else { r * 0.45 };
        d.push_str(&format!(
            "{}{:.1} {:.1}",
            if k == 0 { "M" } else { "L" },
            x + a.cos() * rr,
            y + a.sin() * rr
        ));
    }
    d.push('Z');
    d
}

/// Path data of a closed polygon.
pub fn poly_d(pts: &[(f64, f64)]) -> String {
    let mut d = String::new();
    for (i, (x, y)) in pts.iter().enumerate() {
        let _ = write!(
            d,
            "{}{} {}",
            if i == 0 { "M" } else { "L" },
            Num(*x),
            Num(*y)
        );
    }
    d.push('Z');
    d
}

/// Path data of dots in rows `dy` apart, `cols` to a row `dx` apart, every second row shifted
/// by half a step, as on spotted cloth or wallpaper; stroked with a round cap, each dot is a disc.
pub fn staggered_dots(x0: f64, y0: f64, cols: usize, rows: usize, dx: f64, dy: f64) -> String {
    let mut d = String::new();
    for row in 0..rows {
        let shift = (row % 2) as f64 * dx / 2.0;
        for col in 0..cols {
            let (x, y) = (x0 + col as f64 * dx + shift, y0 + row as f64 * dy);
            let _ = write!(d, "M{} {}h.1", Num(x), Num(y));
        }
    }
    d
}

/// Path data of a closed polygon in whole units, each point after the first written relative to
/// the one before: for long outlines traced point by point, where it is short and repetitive.
pub fn poly_d_whole(pts: &[(f64, f64)]) -> String {
    let mut d = String::new();
    let mut at = (0.0, 0.0);
    for (i, p) in pts.iter().enumerate() {
        let q = (p.0.round(), p.1.round());
        if i == 0 {
            let _ = write!(d, "M{} {}l", q.0, q.1);
        } else {
            let _ = write!(d, "{} {} ", q.0 - at.0, q.1 - at.1);
        }
        at = q;
    }
    d.push('Z');
    d
}

/// Path data of a smooth open curve through points (Catmull-Rom).
pub fn smooth_d(pts: &[(f64, f64)]) -> String {
    let mut d = String::new();
    if pts.is_empty() {
        return d;
    }
    let _ = write!(d, "M{} {}", Num(pts[0].0), Num(pts[0].1));
    for i in 0..pts.len() - 1 {
        let p0 = if i == 0 { pts[0] } else { pts[i - 1] };
        let p3 = if i + 2 < pts.len() {
            pts[i + 2]
        } else {
            pts[i + 1]
        };
        catmull_to(&mut d, p0, pts[i], pts[i + 1], p3);
    }
    d
}

/// Path data of a soft open strand in whole units: from the first point it bends towards each
/// point between (passing through the midpoints between them) and ends straight at the last.
/// Rounder and shorter to write than `smooth_d`, which passes through every point: for hair,
/// fronds and loose strands drawn by the dozen.
pub fn strand_d(pts: &[(f64, f64)]) -> String {
    let mut d = String::new();
    let (Some(first), Some(last)) = (pts.first(), pts.last()) else {
        return d;
    };
    let r = |v: f64| Num(v.round());
    let _ = write!(d, "M{} {}", r(first.0), r(first.1));
    for w in pts.windows(2).skip(1) {
        let _ = write!(
            d,
            "Q{} {} {} {}",
            r(w[0].0),
            r(w[0].1),
            r((w[0].0 + w[1].0) / 2.0),
            r((w[0].1 + w[1].1) / 2.0)
        );
    }
    let _ = write!(d, "L{} {}", r(last.0), r(last.1));
    d
}

/// The two Bézier control points of the Catmull-Rom segment from p1 to p2.
fn catmull_controls(
    p0: (f64, f64),
    p1: (f64, f64),
    p2: (f64, f64),
    p3: (f64, f64),
) -> ((f64, f64), (f64, f64)) {
    (
        (p1.0 + (p2.0 - p0.0) / 6.0, p1.1 + (p2.1 - p0.1) / 6.0),
        (p2.0 - (p3.0 - p1.0) / 6.0, p2.1 - (p3.1 - p1.1) / 6.0),
    )
}

/// The point at `t` (0 at p1, 1 at p2) on the Catmull-Rom segment from p1 to p2: the same curve
/// `catmull_to` writes, for drawing code that needs points along it rather than path data.
pub fn catmull_at(
    p0: (f64, f64),
    p1: (f64, f64),
    p2: (f64, f64),
    p3: (f64, f64),
    t: f64,
) -> (f64, f64) {
    let (c1, c2) = catmull_controls(p0, p1, p2, p3);
    let u = 1.0 - t;
    let f = |a: f64, b: f64, c: f64, d: f64| {
        u * u * u * a + 3.0 * u * u * t * b + 3.0 * u * t * t * c + t * t * t * d
    };
    (f(p1.0, c1.0, c2.0, p2.0), f(p1.1, c1.1, c2.1, p2.1))
}

/// Points along the smooth curve through `pts` (the curve `smooth_d` draws), `per` to each
/// segment and the last point at the end: for drawing code that lays something along it.
pub fn smooth_points(pts: &[(f64, f64)], per: usize) -> Vec<(f64, f64)> {
    let n = pts.len();
    let mut s = Vec::with_capacity((n.max(1) - 1) * per + 1);
    for i in 0..n.saturating_sub(1) {
        let p0 = pts[i.saturating_sub(1)];
        let p3 = pts[(i + 2).min(n - 1)];
        for k in 0..per {
            s.push(catmull_at(
                p0,
                pts[i],
                pts[i + 1],
                p3,
                k as f64 / per as f64,
            ));
        }
    }
    s.extend(pts.last());
    s
}

/// The outline of a band along the points `s`, `w(i)` wide at the i-th point, square across
/// the line there: out along its left edge and back along its right one (a river, a root).
pub fn band_outline(s: &[(f64, f64)], w: impl Fn(usize) -> f64) -> Vec<(f64, f64)> {
    let m = s.len();
    let (mut l, mut r) = (Vec::with_capacity(m * 2), Vec::with_capacity(m));
    for i in 0..m {
        let (a, b) = (s[i.saturating_sub(1)], s[(i + 1).min(m - 1)]);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt().max(0.01);
        let h = w(i) / 2.0;
        l.push((s[i].0 - dy / len * h, s[i].1 + dx / len * h));
        r.push((s[i].0 + dy / len * h, s[i].1 - dx / len * h));
    }
    l.extend(r.into_iter().rev());
    l
}

/// Append the cubic Bézier of the Catmull-Rom segment from p1 to p2.
pub fn catmull_to(d: &mut String, p0: (f64, f64), p1: (f64, f64), p2: (f64, f64), p3: (f64, f64)) {
    let (c1, c2) = catmull_controls(p0, p1, p2, p3);
    let _ = write!(
        d,
        "C{} {} {} {} {} {}",
        Num(c1.0),
        Num(c1.1),
        Num(c2.0),
        Num(c2.1),
        Num(p2.0),
        Num(p2.1)
    );
}

#[cfg(test)]
mod tests {
    use super::{catmull_at, strand_d};

    /// The grey filter drains colour, is defined once however often it is
    /// asked for, and ends up in the card's defs.
    #[test]
    fn greyf_is_one_desaturating_filter_reused() {
        let icons = crate::icons::Icons::none();
        let mut c = super::Canvas::new(&icons, 1);
        let a = c.greyf();
        let b = c.greyf();
        assert_eq!(a, b);
        assert!(c.defs.contains("type=\"saturate\" values=\"0\""));
        assert_eq!(c.defs.matches("<filter").count(), 1);
    }

    /// The uniform Catmull-Rom formula, written out, to check the Bézier form against.
    fn textbook(p0: f64, p1: f64, p2: f64, p3: f64, t: f64) -> f64 {
        0.5 * (2.0 * p1
            + (p2 - p0) * t
            + (2.0 * p0 - 5.0 * p1 + 4.0 * p2 - p3) * t * t
            + (3.0 * p1 - p0 - 3.0 * p2 + p3) * t * t * t)
    }

    #[test]
    fn catmull_points_run_from_p1_to_p2_along_the_catmull_rom_curve() {
        let (p0, p1, p2, p3) = ((0.0, 0.0), (10.0, 40.0), (50.0, 30.0), (70.0, 90.0));
        assert_eq!(catmull_at(p0, p1, p2, p3, 0.0), p1);
        assert_eq!(catmull_at(p0, p1, p2, p3, 1.0), p2);
        for k in 1..10 {
            let t = k as f64 / 10.0;
            let (x, y) = catmull_at(p0, p1, p2, p3, t);
            assert!(
                (x - textbook(p0.0, p1.0, p2.0, p3.0, t)).abs() < 1e-9,
                "x at {t}"
            );
            assert!(
                (y - textbook(p0.1, p1.1, p2.1, p3.1, t)).abs() < 1e-9,
                "y at {t}"
            );
        }
    }

    /// A strand starts at its first point, bends through the midpoints towards the points
    /// between, ends at its last, and is written in whole units.
    #[test]
    fn strand_d_rounds_the_corners_through_midpoints() {
        assert_eq!(
            strand_d(&[(0.0, 0.0), (10.4, 20.0), (30.0, 20.0), (30.0, 41.6)]),
            "M0 0Q10 20 20 20Q30 20 30 31L30 42"
        );
        assert_eq!(strand_d(&[]), "");
    }
}
