//! The painted style of the second edition: one paint filter and one grain
//! filter per card, layered gradient skies, brushed grounds and water, light
//! that comes from one place, and the card's frame.
//!
//! Every card body is drawn in flat, hand-shaped areas; `finish` then runs
//! the whole picture once through the paint filter (a low-frequency
//! displacement that roughens every edge like a brush, and an elongated noise
//! that streaks the colours like canvas strokes), and lays grain and a
//! vignette on top. Glows use gradients, not blur filters, to stay small.

// Painters take many plain coordinates; a struct per call would only add noise.
#![allow(clippy::too_many_arguments)]

use crate::canvas::{catmull_to, poly_d, smooth_d, Canvas, Frac, Num, H, W};
use std::fmt::Write as _;

/// A point.
pub type Pt = (f64, f64);

/// Closed smooth outline through points (Catmull-Rom, wrapping around).
pub fn blob_d(pts: &[Pt]) -> String {
    let n = pts.len();
    let mut d = format!("M{} {}", Num(pts[0].0), Num(pts[0].1));
    for i in 0..n {
        catmull_to(
            &mut d,
            pts[(i + n - 1) % n],
            pts[i],
            pts[(i + 1) % n],
            pts[(i + 2) % n],
        );
    }
    d.push('Z');
    d
}

/// A closed smooth shape.
pub fn blob(c: &mut Canvas, pts: &[Pt], fill: &str, op: f64) {
    let d = blob_d(pts);
    c.path(&d, fill, op);
}

/// A closed straight-edged shape.
pub fn poly(c: &mut Canvas, pts: &[Pt], fill: &str, op: f64) {
    c.poly(pts, fill, op);
}

/// An open smooth line.
pub fn line(c: &mut Canvas, pts: &[Pt], color: &str, width: f64, op: f64) {
    let d = smooth_d(pts);
    c.stroke(&d, color, width, op);
}

/// A straight segment.
pub fn seg(c: &mut Canvas, a: Pt, b: Pt, color: &str, width: f64, op: f64) {
    let d = format!("M{} {}L{} {}", Num(a.0), Num(a.1), Num(b.0), Num(b.1));
    c.stroke(&d, color, width, op);
}

/// Open a group under a transform.
pub fn at(c: &mut Canvas, x: f64, y: f64, s: f64, rot: f64) {
    let mut t = format!("translate({} {})", Num(x), Num(y));
    if rot != 0.0 {
        let _ = write!(t, " rotate({})", Num(rot));
    }
    if s != 1.0 {
        let _ = write!(t, " scale({})", Frac3(s));
    }
    c.g(&format!("transform=\"{t}\""));
}

/// A scale factor with up to three decimals.
pub struct Frac3(pub f64);
impl std::fmt::Display for Frac3 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let v = (self.0 * 1000.0).round() / 1000.0;
        let s = format!("{v:.3}");
        let s = s.trim_end_matches('0').trim_end_matches('.');
        f.write_str(s)
    }
}

// ---------- skies, light, air ----------

/// A sky of three colours reaching the last one at the horizon `hy`; it
/// covers the whole card, so nothing shows through below the horizon.
pub fn sky(c: &mut Canvas, top: &str, mid: &str, low: &str, hy: f64) {
    let k = ((hy + 30.0) / (H + 60.0)).clamp(0.05, 1.0);
    let g = c.linv(&[(0.0, top, 1.0), (0.62 * k, mid, 1.0), (k, low, 1.0)]);
    c.full(&g, 1.0);
}

/// Long soft brush strokes across the sky (clouds seen as paint).
pub fn sky_strokes(c: &mut Canvas, n: usize, y0: f64, y1: f64, color: &str, op: f64) {
    let mut d = String::new();
    for _ in 0..n {
        let y = c.r(y0, y1);
        let x = c.r(-40.0, W);
        let len = c.r(80.0, 240.0);
        let bend = c.r(-6.0, 6.0);
        let _ = write!(
            d,
            "M{} {}q{} {} {} {}",
            Num(x),
            Num(y),
            Num(len / 2.0),
            Num(bend),
            Num(len),
            Num(c.r(-3.0, 3.0))
        );
    }
    let w = c.r(7.0, 14.0);
    c.stroke(&d, color, w, op);
}

/// A soft light source: a glow circle (screen blended) with a bright core.
pub fn light(c: &mut Canvas, x: f64, y: f64, r: f64, color: &str, op: f64) {
    let g = c.rad(
        &[
            (0.0, color, op),
            (0.25, color, op * 0.55),
            (0.6, color, op * 0.16),
            (1.0, color, 0.0),
        ],
        0.5,
        0.5,
        0.5,
    );
    let _ = write!(
        c_body(c),
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{g}\" style=\"mix-blend-mode:screen\"/>",
        Num(x),
        Num(y),
        Num(r)
    );
}

fn c_body<'b, 'a>(c: &'b mut Canvas<'a>) -> Body<'b, 'a> {
    Body(c)
}

/// Writes raw SVG into a canvas body through `write!`.
struct Body<'b, 'a>(&'b mut Canvas<'a>);
impl std::fmt::Write for Body<'_, '_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.add(s);
        Ok(())
    }
}

/// A round sun or lamp: a disc with a glow.
pub fn sun(c: &mut Canvas, x: f64, y: f64, r: f64, color: &str) {
    light(c, x, y, r * 7.0, color, 0.55);
    c.circle(x, y, r, color, 1.0);
}

/// A beam of light from (x0, y0) widening to (x1, y1).
pub fn beam(
    c: &mut Canvas,
    x0: f64,
    y0: f64,
    x1: f64,
    y1: f64,
    w0: f64,
    w1: f64,
    color: &str,
    op: f64,
) {
    let (dx, dy) = (x1 - x0, y1 - y0);
    let l = (dx * dx + dy * dy).sqrt().max(1.0);
    let (nx, ny) = (-dy / l, dx / l);
    let pts = [
        (x0 + nx * w0 / 2.0, y0 + ny * w0 / 2.0),
        (x1 + nx * w1 / 2.0, y1 + ny * w1 / 2.0),
        (x1 - nx * w1 / 2.0, y1 - ny * w1 / 2.0),
        (x0 - nx * w0 / 2.0, y0 - ny * w0 / 2.0),
    ];
    let (mut lo, mut hi) = (pts[0], pts[0]);
    for p in &pts {
        lo = (lo.0.min(p.0), lo.1.min(p.1));
        hi = (hi.0.max(p.0), hi.1.max(p.1));
    }
    let (bw, bh) = ((hi.0 - lo.0).max(1.0), (hi.1 - lo.1).max(1.0));
    let g = c.lin(
        &[(0.0, color, op), (1.0, color, 0.0)],
        (x0 - lo.0) / bw,
        (y0 - lo.1) / bh,
        (x1 - lo.0) / bw,
        (y1 - lo.1) / bh,
    );
    let d = poly_d(&pts);
    let _ = write!(
        c_body(c),
        "<path d=\"{d}\" fill=\"{g}\" style=\"mix-blend-mode:screen\"/>"
    );
}

/// A band of mist, strongest at `y`.
pub fn mist(c: &mut Canvas, y: f64, h: f64, color: &str, op: f64) {
    let g = c.linv(&[(0.0, color, 0.0), (0.5, color, op), (1.0, color, 0.0)]);
    c.rect(-30.0, y - h / 2.0, W + 60.0, h, &g, 1.0);
}

/// A wash of colour over the whole card, fading from top to bottom.
pub fn wash(c: &mut Canvas, color: &str, top: f64, bottom: f64) {
    let g = c.linv(&[(0.0, color, top), (1.0, color, bottom)]);
    c.full(&g, 1.0);
}

/// Small specks of light (stars, dust, snow, sparks).
pub fn specks(
    c: &mut Canvas,
    n: usize,
    x0: f64,
    x1: f64,
    y0: f64,
    y1: f64,
    r: f64,
    color: &str,
    op: f64,
) {
    let mut d = String::new();
    for _ in 0..n {
        let x = c.r(x0, x1);
        let y = c.r(y0, y1);
        let _ = write!(d, "M{} {}h.1", Num(x), Num(y));
    }
    let _ = write!(
        c_body(c),
        "<path d=\"{d}\" stroke=\"{color}\" stroke-width=\"{}\" stroke-linecap=\"round\" opacity=\"{}\"/>",
        Num(r * 2.0),
        Frac(op)
    );
}

// ---------- land and water ----------

/// A rolling ground line from left to right around height `y`, filled down.
pub fn ground(c: &mut Canvas, y: f64, amp: f64, n: usize, fill: &str, op: f64) -> Vec<Pt> {
    let mut pts = Vec::new();
    let ph = c.r(0.0, 6.3);
    let f = c.r(0.8, 1.6);
    for i in 0..=n {
        let t = i as f64 / n as f64;
        let x = -30.0 + t * (W + 60.0);
        let v = (t * f * 6.3 + ph).sin() * 0.7 + c.r(-0.3, 0.3);
        pts.push((x, y - amp * v));
    }
    let mut d = smooth_d(&pts);
    let _ = write!(
        d,
        "L{} {}L-30 {}Z",
        Num(W + 30.0),
        Num(H + 30.0),
        Num(H + 30.0)
    );
    c.path(&d, fill, op);
    pts
}

/// A ground shaded top to bottom.
pub fn ground2(c: &mut Canvas, y: f64, amp: f64, top: &str, bottom: &str) {
    let g = c.linv(&[(0.0, top, 1.0), (1.0, bottom, 1.0)]);
    ground(c, y, amp, 6, &g, 1.0);
}

/// Mountains far away, softened by the air.
pub fn range(c: &mut Canvas, y: f64, amp: f64, color: &str, op: f64) {
    crate::scenes::ridge(c, y, amp, 2.2, color, op, true);
}

/// Water from `y` to the bottom: a gradient and brushed horizontal strokes.
pub fn water(c: &mut Canvas, y: f64, top: &str, bottom: &str, glint: &str) {
    let g = c.linv(&[(0.0, top, 1.0), (1.0, bottom, 1.0)]);
    c.rect(-30.0, y, W + 60.0, H - y + 30.0, &g, 1.0);
    let mut d = String::new();
    let n = ((H - y) / 9.0) as usize + 4;
    for i in 0..n {
        let t = i as f64 / n as f64;
        let yy = y + 3.0 + t * t * (H - y);
        let x = c.r(-20.0, W);
        let len = c.r(20.0, 90.0) * (0.4 + t);
        let _ = write!(d, "M{} {}h{}", Num(x), Num(yy), Num(len));
    }
    c.stroke(&d, glint, 1.6, 0.22);
}

/// Glints on water under a light at `x`, from `y` down `h`.
pub fn glints(c: &mut Canvas, x: f64, y: f64, h: f64, w: f64, color: &str) {
    let mut d = String::new();
    let n = (h / 6.0) as usize;
    for i in 0..n {
        let t = i as f64 / n as f64;
        let yy = y + t * h;
        let ww = w * (0.3 + t) * c.r(0.4, 1.0);
        let xx = x - ww / 2.0 + c.r(-w * 0.2, w * 0.2) * (0.5 + t);
        let _ = write!(d, "M{} {}h{}", Num(xx), Num(yy), Num(ww));
    }
    c.stroke(&d, color, 2.0, 0.55);
}

/// Tufts of grass or reeds along a line.
pub fn tufts(
    c: &mut Canvas,
    n: usize,
    x0: f64,
    x1: f64,
    y0: f64,
    y1: f64,
    h: f64,
    color: &str,
    op: f64,
) {
    let mut d = String::new();
    for _ in 0..n {
        let x = c.r(x0, x1);
        let y = c.r(y0, y1);
        let hh = h * c.r(0.5, 1.2) * (0.4 + (y - y0) / (y1 - y0 + 1.0));
        let lean = c.r(-0.4, 0.4) * hh;
        let _ = write!(
            d,
            "M{} {}q{} {} {} {}",
            Num(x),
            Num(y),
            Num(lean * 0.2),
            Num(-hh * 0.6),
            Num(lean),
            Num(-hh)
        );
    }
    c.stroke(&d, color, 1.4, op);
}

/// A painted tree: trunk and a few overlapping foliage blobs, lit from `lx`.
pub fn tree(c: &mut Canvas, x: f64, gy: f64, h: f64, trunk: &str, leaf: &str, lit: &str, lx: f64) {
    let w = h * 0.06;
    poly(
        c,
        &[
            (x - w, gy),
            (x - w * 0.5, gy - h * 0.6),
            (x + w * 0.5, gy - h * 0.6),
            (x + w, gy),
        ],
        trunk,
        1.0,
    );
    for k in 0..5 {
        let a = k as f64 * 1.3 + c.r(0.0, 0.5);
        let cx = x + a.cos() * h * 0.18;
        let cy = gy - h * 0.68 + a.sin() * h * 0.14;
        let r = h * c.r(0.18, 0.26);
        c.circle(cx, cy, r, leaf, 1.0);
    }
    let side = if lx > x { 1.0 } else { -1.0 };
    c.circle(x + side * h * 0.12, gy - h * 0.76, h * 0.16, lit, 0.45);
}

// ---------- the frame ----------

/// Finish a card: the paint filter over the picture, grain, vignette, border.
pub fn finish(c: Canvas, seed: u64, vignette: f64) -> String {
    let (defs, body) = c.into_parts();
    let s1 = seed % 997;
    let s2 = seed % 991;
    let mut out = String::with_capacity(body.len() + defs.len() + 1400);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {W} {H}\" width=\"{W}\" height=\"{H}\"><defs>{defs}\
<filter id=\"p\" x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" color-interpolation-filters=\"sRGB\">\
<feTurbulence type=\"fractalNoise\" baseFrequency=\".03\" numOctaves=\"3\" seed=\"{s1}\" result=\"n\"/>\
<feDisplacementMap in=\"SourceGraphic\" in2=\"n\" scale=\"9\" xChannelSelector=\"R\" yChannelSelector=\"G\" result=\"d\"/>\
<feTurbulence type=\"fractalNoise\" baseFrequency=\".01 .055\" numOctaves=\"3\" seed=\"{s2}\"/>\
<feColorMatrix values=\"1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 0 0 0 0 1\" result=\"s\"/>\
<feComposite in=\"d\" in2=\"s\" operator=\"arithmetic\" k1=\".34\" k2=\".84\"/></filter>\
<filter id=\"k\" x=\"0\" y=\"0\" width=\"100%\" height=\"100%\">\
<feTurbulence type=\"fractalNoise\" baseFrequency=\".75\" numOctaves=\"2\" seed=\"{s2}\" stitchTiles=\"stitch\"/>\
<feColorMatrix values=\"0 0 0 0 .12 0 0 0 0 .1 0 0 0 0 .08 1.7 0 0 0 -.6\"/></filter>\
<radialGradient id=\"v\" cx=\"50%\" cy=\"46%\" r=\"75%\"><stop offset=\".5\" stop-opacity=\"0\"/>\
<stop offset=\"1\" stop-color=\"#120a1c\" stop-opacity=\"{}\"/></radialGradient>\
<clipPath id=\"card\"><rect width=\"{W}\" height=\"{H}\"/></clipPath></defs>\
<g clip-path=\"url(#card)\"><g transform=\"translate(200 300) scale(1.03) translate(-200 -300)\" filter=\"url(#p)\">",
        Frac(vignette)
    );
    out.push_str(&body);
    let _ = writeln!(
        out,
        "</g><rect width=\"{W}\" height=\"{H}\" fill=\"url(#v)\"/>\
<rect width=\"{W}\" height=\"{H}\" filter=\"url(#k)\" opacity=\".13\"/></g>\
<rect x=\"3\" y=\"3\" width=\"394\" height=\"594\" rx=\"6\" fill=\"none\" stroke=\"#17111f\" stroke-width=\"10\"/>\
<rect x=\"8.5\" y=\"8.5\" width=\"383\" height=\"583\" rx=\"3\" fill=\"none\" stroke=\"#e8d8b0\" stroke-width=\"1\" opacity=\".35\"/></svg>"
    );
    out
}
