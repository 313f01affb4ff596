//! What the third edition's recipes draw with: a canvas that knows its
//! palette and technique, skies, grounds, rooms and a few things.

// Painters take many plain coordinates; a struct per call would only add noise.
#![allow(clippy::too_many_arguments)]

use super::style::{Pal, Technique};
use crate::canvas::{mix, Canvas, Frac, Num, H, W};
use std::fmt::Write as _;

/// A card being drawn: the canvas, its palette and its technique.
pub struct Ctx<'a> {
    pub c: Canvas<'a>,
    pub p: &'static Pal,
    pub t: Technique,
}

impl<'a> std::ops::Deref for Ctx<'a> {
    type Target = Canvas<'a>;
    fn deref(&self) -> &Canvas<'a> {
        &self.c
    }
}

impl<'a> std::ops::DerefMut for Ctx<'a> {
    fn deref_mut(&mut self) -> &mut Canvas<'a> {
        &mut self.c
    }
}

/// A point.
pub type Pt = (f64, f64);

/// Shapes larger than this (in square units) get light and shade laid over them.
const SHADED: f64 = 12000.0;

impl Ctx<'_> {
    /// Light at the top and shade at the foot of the shape just drawn, when
    /// it is large and opaque: `shape` is its element with its geometry.
    fn shade(&mut self, area: f64, fill: &str, op: f64, shape: std::fmt::Arguments) {
        if area >= SHADED && op >= 0.99 && fill != "none" {
            let _ = write!(
                Raw(&mut self.c),
                "<{shape} fill=\"url(#lt)\" stroke=\"none\"/>"
            );
        }
    }

    /// A rectangle, shaded when large.
    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, fill: &str, op: f64) {
        self.c.rect(x, y, w, h, fill, op);
        let (x, y, w, h) = (Num(x), Num(y), Num(w), Num(h));
        self.shade(
            w.0 * h.0,
            fill,
            op,
            format_args!("rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\""),
        );
    }

    /// A rectangle over the whole card, shaded.
    pub fn full(&mut self, fill: &str, op: f64) {
        self.rect(-30.0, -30.0, W + 60.0, H + 60.0, fill, op);
    }

    /// A circle, shaded when large.
    pub fn circle(&mut self, cx: f64, cy: f64, r: f64, fill: &str, op: f64) {
        self.c.circle(cx, cy, r, fill, op);
        let area = std::f64::consts::PI * r * r;
        let (cx, cy, r) = (Num(cx), Num(cy), Num(r));
        self.shade(
            area,
            fill,
            op,
            format_args!("circle cx=\"{cx}\" cy=\"{cy}\" r=\"{r}\""),
        );
    }

    /// An ellipse, shaded when large.
    pub fn ellipse(&mut self, cx: f64, cy: f64, rx: f64, ry: f64, fill: &str, op: f64) {
        self.c.ellipse(cx, cy, rx, ry, fill, op);
        let area = std::f64::consts::PI * rx * ry;
        let (cx, cy, rx, ry) = (Num(cx), Num(cy), Num(rx), Num(ry));
        self.shade(
            area,
            fill,
            op,
            format_args!("ellipse cx=\"{cx}\" cy=\"{cy}\" rx=\"{rx}\" ry=\"{ry}\""),
        );
    }

    /// Open a group of soft things (light, mist) that no outline touches.
    pub fn soft(&mut self) {
        self.c.g("stroke=\"none\"");
    }

    /// A round glow of `color`, strongest at its centre. The colours of a
    /// woodcut or a cut paper card come in a few flat steps, which would
    /// turn a smooth fade into hard bands: a woodcut glow is a core with rays
    /// cut out from it that fade as they go, and a cut paper glow three discs
    /// of thin paper laid one on another.
    pub fn glow(&mut self, x: f64, y: f64, r: f64, color: &str, op: f64) {
        let (cx, cy) = (Num(x), Num(y));
        match self.t {
            Technique::Woodcut => {
                // Small glows get a solid core and 16 rays; large ones, light
                // over a whole scene, a faint disc and more, finer rays. The
                // rays are the dashes of two thick rings round the centre,
                // long and short in turn, fading outwards.
                let big = r >= 90.0;
                let m = 0.6;
                let fade = self.c.rad(
                    &[(0.0, color, op), (0.5, color, op * 0.7), (1.0, color, 0.0)],
                    0.5,
                    0.5,
                    0.5 / m,
                );
                // A faint light over a whole scene is rays alone: a faint
                // disc would print as a flat grey one.
                let (n, core, core_op, width) = if big && op <= 0.5 {
                    (12.0, 0.0, 0.0, r * 0.022)
                } else if big {
                    (12.0, 0.55, 0.3, r * 0.022)
                } else {
                    (8.0, 0.26, 0.85, r * 0.045)
                };
                let width = width.max(1.5);
                let period = std::f64::consts::TAU * m * r / n;
                if core > 0.0 {
                    let _ = write!(
                        Raw(&mut self.c),
                        "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{}\" fill=\"{color}\" opacity=\"{}\" stroke=\"none\"/>",
                        Num(r * core),
                        Frac(op.min(1.0) * core_op)
                    );
                }
                for (reach, offset) in [(0.36, 0.0), (0.22, period / 2.0)] {
                    let _ = write!(
                        Raw(&mut self.c),
                        "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{}\" fill=\"none\" stroke=\"{fade}\" stroke-width=\"{}\" stroke-linecap=\"butt\" stroke-dasharray=\"{} {}\" stroke-dashoffset=\"{}\"/>",
                        Num(r * m),
                        Num(r * reach * 2.0),
                        Num(width),
                        Num(period - width),
                        Num(offset)
                    );
                }
            }
            Technique::CutPaper => {
                // A star of thin paper with a disc laid on its middle, the
                // way a paper cutter shows light, rather than rings.
                let mut d = String::new();
                for k in 0..24 {
                    let a = std::f64::consts::PI * k as f64 / 12.0;
                    let rr = r * if k % 2 == 0 { 0.98 } else { 0.62 };
                    let _ = write!(
                        d,
                        "{}{} {}",
                        if k == 0 { "M" } else { "L" },
                        Num(x + a.cos() * rr),
                        Num(y + a.sin() * rr)
                    );
                }
                let _ = write!(
                    Raw(&mut self.c),
                    "<path d=\"{d}Z\" fill=\"{color}\" opacity=\"{}\" stroke=\"none\"/>\
<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{}\" fill=\"{color}\" opacity=\"{}\" stroke=\"none\"/>",
                    Frac(op.min(1.0) * 0.3),
                    Num(r * 0.5),
                    Frac(op.min(1.0) * 0.45)
                );
            }
            _ => {
                let g = self.c.rad(
                    &[(0.0, color, op), (0.4, color, op * 0.45), (1.0, color, 0.0)],
                    0.5,
                    0.5,
                    0.5,
                );
                let _ = write!(
                    Raw(&mut self.c),
                    "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{}\" fill=\"{g}\" stroke=\"none\"/>",
                    Num(r)
                );
            }
        }
    }

    /// The sky down to the horizon `hy` (a gold ground in tempera).
    pub fn sky(&mut self, hy: f64) {
        self.c.drew("sky");
        if self.t == Technique::GoldTempera {
            self.gold(0.0, hy);
            return;
        }
        let [a, b, cc] = self.p.sky;
        let k = ((hy + 30.0) / (H + 60.0)).clamp(0.05, 1.0);
        let g = self
            .c
            .linv(&[(0.0, a, 1.0), (0.6 * k, b, 1.0), (k, cc, 1.0)]);
        self.soft();
        self.c.full(&g, 1.0);
        self.c.end();
    }

    /// A gold ground from y0 to y1 with a punched border.
    pub fn gold(&mut self, y0: f64, y1: f64) {
        self.c.drew("gold");
        let g = self.c.lin(
            &[
                (0.0, "#f6d77a", 1.0),
                (0.5, "#c8962e", 1.0),
                (1.0, "#e8c060", 1.0),
            ],
            0.0,
            0.0,
            1.0,
            1.0,
        );
        self.c
            .rect(-10.0, y0 - 10.0, W + 20.0, y1 - y0 + 10.0, &g, 1.0);
        let mut d = String::new();
        let mut x = 24.0;
        while x < W - 20.0 {
            let _ = write!(d, "M{} 24h.1", Num(x));
            x += 9.0;
        }
        self.c.stroke(&d, "#8a5a1a", 3.0, 0.6);
    }

    /// The ground from `hy` down, gently rolling.
    pub fn land(&mut self, hy: f64) {
        self.c.drew("ground");
        let [a, b] = self.p.ground;
        let g = self.c.linv(&[(0.0, a, 1.0), (1.0, b, 1.0)]);
        let mut d = format!("M-30 {}", Num(hy));
        let n = 5;
        for i in 1..=n {
            let x = -30.0 + (W + 60.0) * i as f64 / n as f64;
            let y = hy + self.c.r(-8.0, 8.0);
            let _ = write!(
                d,
                "Q{} {} {} {}",
                Num(x - 40.0),
                Num(y - 6.0),
                Num(x),
                Num(y)
            );
        }
        let _ = write!(d, "V{}H-30Z", Num(H + 30.0));
        self.c.path(&d, &g, 1.0);
    }

    /// Water from `y` down, with a few ripples.
    pub fn sea(&mut self, y: f64, top: &str, bottom: &str) {
        self.c.drew("sea water");
        let g = self.c.linv(&[(0.0, top, 1.0), (1.0, bottom, 1.0)]);
        self.c.rect(-30.0, y, W + 60.0, H - y + 30.0, &g, 1.0);
        let mut d = String::new();
        for i in 0..14 {
            let t = i as f64 / 14.0;
            let yy = y + 6.0 + t * t * (H - y);
            let x = self.c.r(-20.0, W);
            let _ = write!(d, "M{} {}q8 -4 16 0t16 0", Num(x), Num(yy));
        }
        let light = self.p.light;
        self.c.stroke(&d, light, 1.6, 0.35);
    }

    /// A room: a wall down to the floor line `fy`, a floor below, a skirting board.
    pub fn room(&mut self, fy: f64) {
        self.c.drew("room wall floor");
        let [w0, w1] = self.p.wall;
        let [f0, f1] = self.p.floor;
        let gw = self.c.linv(&[(0.0, w1, 1.0), (1.0, w0, 1.0)]);
        self.c.rect(-20.0, -20.0, W + 40.0, fy + 20.0, &gw, 1.0);
        let gf = self.c.linv(&[(0.0, f1, 1.0), (1.0, f0, 1.0)]);
        self.c.rect(-20.0, fy, W + 40.0, H - fy + 20.0, &gf, 1.0);
        let dark = self.p.dark;
        self.c.rect(-20.0, fy - 8.0, W + 40.0, 8.0, dark, 0.35);
    }

    /// Floorboards seen in perspective from the floor line `fy`.
    pub fn boards(&mut self, fy: f64) {
        self.c.drew("floorboard");
        let mut d = String::new();
        for i in -6..=6 {
            let x = 200.0 + i as f64 * 34.0;
            let _ = write!(
                d,
                "M{} {}L{} {}",
                Num(x),
                Num(fy),
                Num(200.0 + i as f64 * 110.0),
                Num(H + 10.0)
            );
        }
        let dark = self.p.dark;
        self.c.stroke(&d, dark, 1.2, 0.25);
    }

    /// A table seen from the side: top at `ty`, legs to `gy`.
    pub fn table(&mut self, x: f64, ty: f64, gy: f64, w: f64, color: &str) {
        self.c.drew("table");
        self.c.rect(x - w / 2.0, ty, w, 9.0, color, 1.0);
        self.c
            .rect(x - w / 2.0 + 8.0, ty + 9.0, 7.0, gy - ty - 9.0, color, 1.0);
        self.c
            .rect(x + w / 2.0 - 15.0, ty + 9.0, 7.0, gy - ty - 9.0, color, 1.0);
    }

    /// A chair facing right, seat at `gy - 48 * s + drop`, `s` = 1 for a
    /// 100-unit person sitting on it with `poses::sit_chair`; with a `drop`
    /// its seat and back are that much lower and its legs that much shorter:
    /// the seat for a sitter lowered with
    /// `Pose::lowered` (22 pose units are `22 * h / 100` on the card for a
    /// figure `h` tall).
    pub fn low_chair(&mut self, x: f64, gy: f64, s: f64, drop: f64, color: &str) {
        self.c.drew("chair");
        let d = format!(
            "M{} {}V{}M{} {}H{}V{}M{} {}V{}",
            Num(x - 12.0 * s),
            Num(gy),
            Num(gy - 95.0 * s + drop),
            Num(x - 12.0 * s),
            Num(gy - 48.0 * s + drop),
            Num(x + 22.0 * s),
            Num(gy),
            Num(x - 12.0 * s),
            Num(gy - 48.0 * s + drop),
            Num(gy)
        );
        self.c.stroke(&d, color, 6.0 * s, 1.0);
    }

    /// A simple tree: trunk and a crown of three blobs.
    pub fn tree(&mut self, x: f64, gy: f64, h: f64, trunk: &str, leaf: &str) {
        self.c.drew("tree trunk");
        self.c
            .rect(x - h * 0.04, gy - h * 0.55, h * 0.08, h * 0.55, trunk, 1.0);
        self.c.circle(x, gy - h * 0.72, h * 0.24, leaf, 1.0);
        self.c
            .circle(x - h * 0.17, gy - h * 0.6, h * 0.18, leaf, 1.0);
        self.c
            .circle(x + h * 0.17, gy - h * 0.6, h * 0.18, leaf, 1.0);
    }

    /// A house front: wall, roof, door and a lit or dark window.
    pub fn house(&mut self, x: f64, gy: f64, w: f64, h: f64, wall: &str, roof: &str, win: &str) {
        self.c.drew("house wall roof door window");
        self.c.rect(x - w / 2.0, gy - h, w, h, wall, 1.0);
        self.c.poly(
            &[
                (x - w * 0.6, gy - h),
                (x, gy - h - w * 0.45),
                (x + w * 0.6, gy - h),
            ],
            roof,
            1.0,
        );
        let dark = self.p.dark;
        self.c
            .rect(x - w * 0.1, gy - h * 0.45, w * 0.2, h * 0.45, dark, 1.0);
        self.c
            .rect(x - w * 0.38, gy - h * 0.8, w * 0.18, w * 0.18, win, 1.0);
        self.c
            .rect(x + w * 0.2, gy - h * 0.8, w * 0.18, w * 0.18, win, 1.0);
    }

    /// A cake with `n` lit candles, plate at `y`, `w` wide.
    pub fn cake(&mut self, x: f64, y: f64, w: f64, icing: &str, body: &str) {
        self.c.drew("cake candle flame plate");
        self.c.ellipse(x, y, w * 0.62, w * 0.1, "#f4f0e8", 1.0);
        self.c.rect(x - w / 2.0, y - w * 0.5, w, w * 0.5, body, 1.0);
        self.c.ellipse(x, y - w * 0.5, w / 2.0, w * 0.1, icing, 1.0);
        for k in 0..5 {
            let cx = x - w * 0.32 + k as f64 * w * 0.16;
            self.c
                .rect(cx - 2.0, y - w * 0.72, 4.0, w * 0.2, "#f8f0f8", 1.0);
            self.soft();
            self.glow(cx, y - w * 0.76, 16.0, "#ffd060", 0.8);
            self.c.end();
            self.c.ellipse(cx, y - w * 0.76, 2.6, 5.0, "#ffe080", 1.0);
        }
    }

    /// `n` evenly spaced strokes of `color` radiating round (cx, cy) from
    /// radius `r0` to `r1`: a clock's hour marks, a sun's rays.
    pub fn spokes(&mut self, (cx, cy): Pt, r0: f64, r1: f64, n: usize, color: &str, width: f64) {
        let mut d = String::new();
        for k in 0..n {
            let a = k as f64 * std::f64::consts::TAU / n as f64;
            let (c, s) = (a.cos(), a.sin());
            let _ = write!(
                d,
                "M{} {}L{} {}",
                Num(cx + r0 * c),
                Num(cy + r0 * s),
                Num(cx + r1 * c),
                Num(cy + r1 * s)
            );
        }
        self.c.stroke(&d, color, width, 1.0);
    }

    /// Several small dots of `color` (stars, confetti, snow, crumbs).
    pub fn dots(&mut self, n: usize, x0: f64, x1: f64, y0: f64, y1: f64, r: f64, color: &str) {
        let mut d = String::new();
        for _ in 0..n {
            let x = self.c.r(x0, x1);
            let y = self.c.r(y0, y1);
            let _ = write!(d, "M{} {}h.1", Num(x), Num(y));
        }
        let _ = write!(
            Raw(&mut self.c),
            "<path d=\"{d}\" stroke=\"{color}\" stroke-width=\"{}\"/>",
            Num(r * 2.0)
        );
    }

    /// Rain over the whole card: `n` streaks at random places, each running
    /// (dx, dy), in `color`, `width` wide.
    pub fn rain(&mut self, n: usize, dir: (f64, f64), color: &str, width: f64, op: f64) {
        self.rain_where(n, dir, color, width, op, |_, _| true);
    }

    /// Rain as `rain`, but only where `wet(x, y)` holds for a streak's
    /// start: the place under an umbrella or an awning stays dry.
    pub fn rain_where(
        &mut self,
        n: usize,
        (dx, dy): (f64, f64),
        color: &str,
        width: f64,
        op: f64,
        wet: impl Fn(f64, f64) -> bool,
    ) {
        self.c.drew("rain");
        let mut d = String::new();
        for _ in 0..n {
            let x = self.c.r(-10.0, W + 10.0);
            let y = self.c.r(-10.0, H);
            if wet(x, y) {
                let _ = write!(d, "M{} {}l{} {}", Num(x), Num(y), Num(dx), Num(dy));
            }
        }
        self.c.stroke(&d, color, width, op);
    }

    /// Confetti: small rotated slips in several colours.
    pub fn confetti(&mut self, n: usize, x0: f64, x1: f64, y0: f64, y1: f64, colors: &[&str]) {
        self.c.drew("confetti");
        for (i, col) in colors.iter().enumerate() {
            let mut d = String::new();
            for _ in 0..n / colors.len().max(1) {
                let x = self.c.r(x0, x1);
                let y = self.c.r(y0, y1);
                let a = self.c.r(-5.0, 5.0);
                let _ = write!(d, "M{} {}l{} 4", Num(x), Num(y), Num(a));
            }
            let _ = i;
            self.c.stroke(&d, col, 3.0, 1.0);
        }
    }

    /// A closed smooth shape.
    pub fn blob(&mut self, pts: &[Pt], fill: &str) {
        crate::second::paint::blob(&mut self.c, pts, fill, 1.0);
    }
}

/// Writes raw SVG into a canvas through `write!`.
pub struct Raw<'b, 'a>(pub &'b mut Canvas<'a>);
impl std::fmt::Write for Raw<'_, '_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.add(s);
        Ok(())
    }
}

/// A bird in flight seen from afar, `w` wide from wing tip to wing tip,
/// centred on (x, y) and flying right: a small body with a head, a beak and
/// a tail, and two wings raised in a soft curve.
pub fn bird(c: &mut Canvas, x: f64, y: f64, w: f64, color: &str) {
    c.drew("bird");
    let p = |dx: f64, dy: f64| format!("{} {}", Num(x + dx * w), Num(y + dy * w));
    // A wing from the shoulder out to its tip `side` (-1 left, 1 right) and
    // back, thick at the shoulder and thin at the tip.
    let wing = |side: f64| {
        format!(
            "M{}C{} {} {}C{} {} {}Z",
            p(side * 0.03, -0.01),
            p(side * 0.1, -0.3),
            p(side * 0.3, -0.34),
            p(side * 0.5, -0.2),
            p(side * 0.3, -0.25),
            p(side * 0.15, -0.18),
            p(side * 0.06, 0.05)
        )
    };
    let d = format!(
        "{}{}M{}L{}L{}ZM{}L{}L{}Z",
        wing(-1.0),
        wing(1.0),
        p(0.16, -0.035),
        p(0.235, -0.005),
        p(0.16, 0.02),
        p(-0.08, 0.02),
        p(-0.2, -0.01),
        p(-0.18, 0.06)
    );
    c.path(&d, color, 1.0);
    c.ellipse(x + w * 0.01, y + w * 0.02, w * 0.13, w * 0.05, color, 1.0);
    c.circle(x + w * 0.13, y - w * 0.005, w * 0.05, color, 1.0);
}

/// Five-pointed stars of radius r at each (x, y, r), all in one shape.
pub fn stars(c: &mut Canvas, at: &[(f64, f64, f64)], color: &str, op: f64) {
    let mut d = String::new();
    for &(x, y, r) in at {
        d.push_str(&crate::canvas::star_d(x, y, r));
    }
    c.path(&d, color, op);
}

/// A dandelion seed adrift, its fan of white hairs spreading up from (x, y)
/// and its stalk hanging below: `s` = 1 for a fan 52 wide and a stalk 12
/// long, something small (a rider, a toy) hanging from the stalk's foot.
pub fn dandelion_seed(c: &mut Canvas, x: f64, y: f64, s: f64) {
    c.drew("dandelion seed");
    let mut d = String::new();
    for j in 0..9 {
        let a = std::f64::consts::PI * (0.1 + 0.8 * j as f64 / 8.0);
        let _ = write!(
            d,
            "M{} {}L{} {}",
            Num(x),
            Num(y),
            Num(x + 26.0 * s * a.cos()),
            Num(y - (14.0 + 12.0 * a.sin()) * s)
        );
    }
    c.stroke(&d, "#ffffff", 2.0 * s, 1.0);
    c.ellipse(x, y - 20.0 * s, 26.0 * s, 8.0 * s, "#ffffff", 0.6);
    let stalk = format!("M{} {}V{}", Num(x), Num(y), Num(y + 12.0 * s));
    c.stroke(&stalk, "#c8b070", 2.5 * s, 1.0);
}

/// A flock of `n` small birds about `w` wide between (x0, y0) and (x1, y1).
pub fn birds(c: &mut Canvas, n: usize, x0: f64, x1: f64, y0: f64, y1: f64, w: f64, color: &str) {
    for _ in 0..n {
        let x = c.r(x0, x1);
        let y = c.r(y0, y1);
        let k = c.r(0.6, 1.2);
        bird(c, x, y, w * k, color);
    }
}

/// A dancing crab in `color` at (x, y), seen from the front, its shell `s`
/// wide from the middle to the side, tilted by `tilt` degrees, claws raised
/// and one leg kicked up high (a left one when `kick_left`).
pub fn crab(c: &mut Canvas, x: f64, y: f64, s: f64, tilt: f64, kick_left: bool, color: &str) {
    c.drew("crab claw");
    c.g(&format!(
        "transform=\"translate({} {}) rotate({tilt}) scale({:.3})\"",
        Num(x),
        Num(y),
        s / 32.0
    ));
    crab_dancing(c, kick_left, color);
    c.end();
}

/// A crab's shell 32 wide from the middle seen from the front, claws
/// raised, eyes on stalks and a grin, dancing with its left or right leg
/// kicked up.
fn crab_dancing(c: &mut Canvas, kick_left: bool, color: &str) {
    let dark = mix(color, "#000000", 0.43);
    let legs = if kick_left {
        "M-24 4l-22 -14l-14 -22M-26 10l-24 6l-6 18M-22 16l-14 16l2 16M24 4l24 8l8 20M26 10l20 16l0 18M22 16l10 20l-6 14"
    } else {
        "M-24 4l-24 8l-8 20M-26 10l-20 16l0 18M-22 16l-10 20l6 14M24 4l22 -14l14 -22M26 10l24 6l6 18M22 16l14 16l-2 16"
    };
    c.stroke(legs, &dark, 6.0, 1.0);
    c.stroke(legs, color, 3.4, 1.0);
    // Arms up to the claws.
    c.stroke("M-22 -8l-18 -20l-2 -20M22 -8l18 -20l2 -20", color, 6.0, 1.0);
    let claw = "M-4 14Q-18 4 -12 -12Q-4 -24 10 -20L2 -8L12 -4Q8 10 -4 14Z";
    for m in [-1.0, 1.0] {
        c.g(&format!(
            "transform=\"translate({} -56) scale({m} 1)\"",
            42.0 * m
        ));
        c.path(claw, color, 1.0);
        c.stroke(claw, &dark, 1.6, 1.0);
        c.end();
    }
    // Eye stalks.
    c.stroke("M-8 -16l-4 -16M8 -16l4 -16", color, 3.4, 1.0);
    for m in [-1.0, 1.0] {
        c.circle(12.0 * m, -34.0, 5.0, "#ffffff", 1.0);
        c.circle(12.0 * m + 1.0, -33.0, 2.4, "#101010", 1.0);
    }
    // Body, light along its top, and a grin.
    c.ellipse(0.0, 0.0, 32.0, 20.0, color, 1.0);
    c.path(
        "M-32 0Q0 -24 32 0Q0 -12 -32 0Z",
        &mix(color, "#ffe0a0", 0.4),
        0.7,
    );
    c.stroke("M-10 6q10 8 20 0", &dark, 2.4, 1.0);
}

/// How a perched bird sits: facing right instead of left, and with the line
/// of a folded wing on its side.
#[derive(Clone, Copy, Default)]
pub struct Perch {
    pub mirrored: bool,
    pub wing: bool,
}

/// A small bird perched facing left (right when mirrored), `s` = 1 for a
/// body 24 long, at (x, y).
pub fn perched_bird(c: &mut Canvas, x: f64, y: f64, s: f64, color: &str, perch: Perch) {
    c.drew("bird");
    let sx = if perch.mirrored { -s } else { s };
    c.g(&format!(
        "transform=\"translate({} {}) scale({} {})\"",
        Num(x),
        Num(y),
        Num(sx),
        Num(s)
    ));
    c.path("M8 2l14 8l-4 3Z", color, 1.0);
    c.ellipse(0.0, 0.0, 13.0, 9.0, color, 1.0);
    c.circle(-10.0, -7.0, 7.0, color, 1.0);
    c.path("M-16 -9l-7 3l7 2Z", "#e8902a", 1.0);
    c.circle(-12.0, -9.0, 1.8, "#16100c", 1.0);
    if perch.wing {
        c.stroke("M-4 0q8 6 16 0", "#1a1a1a", 1.5, 0.5);
    }
    c.stroke("M-2 9v5M3 9v5", "#16100c", 1.6, 1.0);
    c.end();
}

/// A tiger's face without its eyes and mouth, centred on (0, 0) of the
/// group the caller has placed: round ears, the pale ruff of its cheeks, the
/// striped brow and whisker pads, 78 wide from the middle to either side.
pub fn tiger_head(c: &mut Ctx, fur: &str, cream: &str, stripe: &str) {
    for x in [-50.0, 50.0] {
        c.circle(x, -50.0, 22.0, fur, 1.0);
        c.circle(x, -48.0, 12.0, cream, 1.0);
    }
    c.path(
        "M-70 0L-100 8L-80 20L-102 32L-74 38L-88 52L-50 54Q-20 72 0 72Q20 72 50 54L88 52L74 38L102 32L80 20L100 8L70 0Z",
        cream,
        1.0,
    );
    c.ellipse(0.0, 0.0, 78.0, 64.0, fur, 1.0);
    c.ellipse(-24.0, 34.0, 30.0, 22.0, cream, 1.0);
    c.ellipse(24.0, 34.0, 30.0, 22.0, cream, 1.0);
    c.path(
        "M-12 -64l12 26l12 -26ZM-34 -56l10 20l6 -24ZM34 -56l-10 20l-6 -24Z",
        stripe,
        1.0,
    );
    c.path(
        "M-78 -12l34 8l-34 10ZM-76 16l28 2l-24 14ZM78 -12l-34 8l34 10ZM76 16l-28 2l24 14Z",
        stripe,
        1.0,
    );
}

/// A dancer's pink tutu round a waist at (x, y), `w` its half-width: a
/// zigzag hem of eight points under a curved top.
pub fn tutu(c: &mut Ctx, x: f64, y: f64, w: f64) {
    c.drew("tutu");
    let mut d = format!("M{} {}", Num(x - w), Num(y));
    for k in 0..8 {
        let dx = (k as f64 + 1.0) * w / 4.0;
        let drop = if k % 2 == 0 { w * 0.28 } else { w * 0.18 };
        let _ = write!(d, "L{} {}", Num(x - w + dx - w / 8.0), Num(y + drop));
    }
    let _ = write!(
        d,
        "L{} {}Q{} {} {} {}Z",
        Num(x + w),
        Num(y),
        Num(x),
        Num(y - w * 0.3),
        Num(x - w),
        Num(y)
    );
    c.path(&d, "#fbd2e2", 1.0);
    c.stroke(&d, "#e080a8", 2.0, 0.8);
}

/// A mouse's head `s` times 1, nose at about (x, y + 12 s): round ears, eyes, whiskers.
pub fn mouse_head(c: &mut Ctx, x: f64, y: f64, s: f64) {
    for dx in [-1.0, 1.0] {
        c.circle(x + dx * 18.0 * s, y - 14.0 * s, 13.0 * s, "#a8a0a0", 1.0);
        c.circle(x + dx * 18.0 * s, y - 14.0 * s, 8.0 * s, "#f0b0b8", 1.0);
    }
    c.ellipse(x, y, 20.0 * s, 17.0 * s, "#a8a0a0", 1.0);
    c.circle(x - 8.0 * s, y - 3.0 * s, 3.5 * s, "#1a1a1a", 1.0);
    c.circle(x + 8.0 * s, y - 3.0 * s, 3.5 * s, "#1a1a1a", 1.0);
    c.circle(x, y + 10.0 * s, 4.0 * s, "#e07080", 1.0);
    let w = format!(
        "M{a} {b}l-{l} -4M{a} {b}l-{l} 4M{c2} {b}l{l} -4M{c2} {b}l{l} 4",
        a = x - 6.0 * s,
        c2 = x + 6.0 * s,
        b = y + 10.0 * s,
        l = 18.0 * s
    );
    c.stroke(&w, "#4a4a4a", 1.2, 1.0);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::icons::Icons;

    /// A dancing crab kicks up its left or its right leg.
    #[test]
    fn a_crab_kicks_either_leg() {
        let icons = Icons::none();
        let draw = |kick_left: bool| {
            let mut c = Canvas::new(&icons, 1);
            crab(&mut c, 200.0, 300.0, 30.0, 0.0, kick_left, "#e03020");
            assert!(c.drawn.contains("crab"));
            c.into_parts().1
        };
        assert_ne!(draw(true), draw(false));
    }
}
