//! People, hands and animals, drawn as painted silhouettes.
//!
//! A person is a pose: the positions of the joints of a figure 100 units
//! tall standing on (0, 0), drawn as a head, a torso and limbs of round
//! brush strokes. The same pose placed anywhere at any size, mirrored or
//! laid on the ground as a shadow, gives the figures of the deck.

// Painters take many plain coordinates; a struct per call would only add noise.
#![allow(clippy::too_many_arguments)]

use super::paint::{at, Frac3, Pt};
use crate::canvas::{Canvas, Frac, Num};
use std::fmt::Write as _;

/// The joints of a figure, in units of a 100-unit-tall standing person with
/// feet at y = 0 (y grows downwards, so the head is near y = -91).
#[derive(Clone, Copy)]
pub struct Pose {
    pub head: Pt,
    pub neck: Pt,
    pub hip: Pt,
    pub knees: [Pt; 2],
    pub feet: [Pt; 2],
    pub elbows: [Pt; 2],
    pub hands: [Pt; 2],
    /// Head radius (larger for children).
    pub head_r: f64,
    /// Hem of a dress or long coat: its half width and height, if any.
    pub hem: Option<(f64, f64)>,
    /// Long hair down the back.
    pub hair: bool,
    /// A hat with a brim.
    pub hat: bool,
}

impl Pose {
    /// Standing, arms down.
    pub const fn stand() -> Pose {
        Pose {
            head: (0.0, -91.0),
            neck: (0.0, -81.0),
            hip: (0.0, -49.0),
            knees: [(-4.5, -25.0), (4.5, -25.0)],
            feet: [(-5.0, -2.0), (5.0, -2.0)],
            elbows: [(-11.5, -63.0), (11.5, -63.0)],
            hands: [(-12.5, -48.0), (12.5, -48.0)],
            head_r: 7.0,
            hem: None,
            hair: false,
            hat: false,
        }
    }

    /// Walking to the right (mirror the figure to walk left).
    pub const fn walk() -> Pose {
        Pose {
            head: (2.0, -90.0),
            neck: (1.0, -80.5),
            hip: (0.0, -49.0),
            knees: [(-6.0, -26.0), (7.0, -26.0)],
            feet: [(-14.0, -3.0), (11.0, -2.0)],
            elbows: [(-8.0, -64.0), (8.0, -64.0)],
            hands: [(-14.0, -53.0), (12.0, -52.0)],
            ..Pose::stand()
        }
    }

    /// Running to the right.
    pub const fn run() -> Pose {
        Pose {
            head: (6.0, -88.0),
            neck: (4.0, -79.0),
            hip: (0.0, -50.0),
            knees: [(-8.0, -30.0), (14.0, -38.0)],
            feet: [(-22.0, -16.0), (14.0, -14.0)],
            elbows: [(-8.0, -66.0), (14.0, -68.0)],
            hands: [(-16.0, -58.0), (20.0, -78.0)],
            ..Pose::stand()
        }
    }

    /// Standing, one arm raised high (reaching, waving, asking).
    pub const fn reach() -> Pose {
        Pose {
            elbows: [(-11.5, -63.0), (12.0, -92.0)],
            hands: [(-12.5, -48.0), (14.0, -108.0)],
            ..Pose::stand()
        }
    }

    /// Standing with both arms raised.
    pub const fn arms_up() -> Pose {
        Pose {
            elbows: [(-13.0, -92.0), (13.0, -92.0)],
            hands: [(-16.0, -107.0), (16.0, -107.0)],
            ..Pose::stand()
        }
    }

    /// Standing, pointing to the right.
    pub const fn point() -> Pose {
        Pose {
            elbows: [(-11.5, -63.0), (21.0, -79.0)],
            hands: [(-12.5, -48.0), (32.0, -82.0)],
            ..Pose::stand()
        }
    }

    /// Sitting on the ground, hugging the knees, facing right.
    pub const fn sit_ground() -> Pose {
        Pose {
            head: (6.0, -54.0),
            neck: (3.0, -45.0),
            hip: (-2.0, -12.0),
            knees: [(16.0, -30.0), (17.0, -29.0)],
            feet: [(22.0, -3.0), (23.0, -3.0)],
            elbows: [(10.0, -30.0), (11.0, -31.0)],
            hands: [(18.0, -25.0), (19.0, -26.0)],
            ..Pose::stand()
        }
    }

    /// Sitting on an edge at y = 0, legs hanging down, facing right.
    pub const fn sit_edge() -> Pose {
        Pose {
            head: (1.0, -44.0),
            neck: (0.0, -34.0),
            hip: (-2.0, -3.0),
            knees: [(14.0, -2.0), (15.0, -1.0)],
            feet: [(14.0, 24.0), (18.0, 22.0)],
            elbows: [(-4.0, -16.0), (6.0, -16.0)],
            hands: [(-6.0, -2.0), (10.0, -3.0)],
            ..Pose::stand()
        }
    }

    /// Kneeling, facing right, hands forward.
    pub const fn kneel() -> Pose {
        Pose {
            head: (4.0, -67.0),
            neck: (2.0, -57.0),
            hip: (-2.0, -26.0),
            knees: [(10.0, -3.0), (12.0, -3.0)],
            feet: [(-16.0, -2.0), (-14.0, -2.0)],
            elbows: [(9.0, -42.0), (11.0, -42.0)],
            hands: [(20.0, -40.0), (22.0, -42.0)],
            ..Pose::stand()
        }
    }

    /// Lying flat on the back, head to the left, along y = 0.
    pub const fn lie() -> Pose {
        Pose {
            head: (-44.0, -7.0),
            neck: (-35.0, -5.0),
            hip: (0.0, -5.0),
            knees: [(22.0, -6.0), (22.0, -4.0)],
            feet: [(46.0, -5.0), (46.0, -3.0)],
            elbows: [(-20.0, -3.0), (-18.0, -7.0)],
            hands: [(-6.0, -2.0), (-4.0, -8.0)],
            ..Pose::stand()
        }
    }

    /// A child: the same pose with a larger head.
    pub const fn child(self) -> Pose {
        Pose {
            head_r: 9.0,
            ..self
        }
    }

    /// With a dress or long coat.
    pub const fn dress(self, half_width: f64, y: f64) -> Pose {
        Pose {
            hem: Some((half_width, y)),
            ..self
        }
    }

    /// With long hair.
    pub const fn hair(self) -> Pose {
        Pose { hair: true, ..self }
    }

    /// With a hat.
    pub const fn hat(self) -> Pose {
        Pose { hat: true, ..self }
    }

    /// Lowered by `dy` from the knees up, the feet where they were: a seated
    /// pose on a lower seat, with shorter shins.
    pub fn lowered(self, dy: f64) -> Pose {
        let d = |q: Pt| (q.0, q.1 + dy);
        Pose {
            head: d(self.head),
            neck: d(self.neck),
            hip: d(self.hip),
            knees: self.knees.map(d),
            elbows: self.elbows.map(d),
            hands: self.hands.map(d),
            ..self
        }
    }

    /// With the right hand (the one on the right of the figure) at `p`.
    pub fn right_hand(mut self, elbow: Pt, hand: Pt) -> Pose {
        self.elbows[1] = elbow;
        self.hands[1] = hand;
        self
    }

    /// With the left hand at `p`.
    pub fn left_hand(mut self, elbow: Pt, hand: Pt) -> Pose {
        self.elbows[0] = elbow;
        self.hands[0] = hand;
        self
    }

    /// The body without the transform, as SVG elements in `color`.
    fn svg(&self) -> String {
        let mut s = String::new();
        let (nx, ny) = self.neck;
        let (hx, hy) = self.hip;
        // Shoulders across the neck, hips narrower, both perpendicular to the spine.
        let (dx, dy) = (hx - nx, hy - ny);
        let l = (dx * dx + dy * dy).sqrt().max(1.0);
        let (px, py) = (-dy / l, dx / l);
        let sh = 8.5;
        let hp = 6.5;
        let torso = [
            (nx + px * sh, ny + py * sh + 2.0),
            (hx + px * hp, hy + py * hp),
            (hx - px * hp, hy - py * hp),
            (nx - px * sh, ny - py * sh + 2.0),
        ];
        let _ = write!(s, "<path d=\"{}\"/>", crate::canvas::poly_d(&torso));
        if let Some((w, y)) = self.hem {
            let wy = ny + (hy - ny) * 0.45;
            let _ = write!(
                s,
                "<path d=\"M{} {}L{} {}L{} {}L{} {}Z\"/>",
                Num(nx - 6.0),
                Num(wy),
                Num(hx - w),
                Num(y),
                Num(hx + w),
                Num(y),
                Num(nx + 6.0),
                Num(wy)
            );
        }
        let (k, f) = (self.knees, self.feet);
        let _ = write!(
            s,
            "<path d=\"M{} {}L{} {}L{} {}M{} {}L{} {}L{} {}\" fill=\"none\" stroke-width=\"7\"/>",
            Num(hx - 2.5),
            Num(hy),
            Num(k[0].0),
            Num(k[0].1),
            Num(f[0].0),
            Num(f[0].1),
            Num(hx + 2.5),
            Num(hy),
            Num(k[1].0),
            Num(k[1].1),
            Num(f[1].0),
            Num(f[1].1)
        );
        let (e, h) = (self.elbows, self.hands);
        let _ = write!(
            s,
            "<path d=\"M{} {}L{} {}L{} {}M{} {}L{} {}L{} {}\" fill=\"none\" stroke-width=\"4.6\"/>",
            Num(torso[3].0 + px * 1.5),
            Num(torso[3].1 + 1.0),
            Num(e[0].0),
            Num(e[0].1),
            Num(h[0].0),
            Num(h[0].1),
            Num(torso[0].0 - px * 1.5),
            Num(torso[0].1 + 1.0),
            Num(e[1].0),
            Num(e[1].1),
            Num(h[1].0),
            Num(h[1].1)
        );
        let _ = write!(
            s,
            "<path d=\"M{} {}L{} {}\" fill=\"none\" stroke-width=\"5\"/>",
            Num(nx),
            Num(ny + 2.0),
            Num(self.head.0),
            Num(self.head.1)
        );
        let (x, y, r) = (self.head.0, self.head.1, self.head_r);
        if self.hair {
            let _ = write!(
                s,
                "<path d=\"M{} {}Q{} {} {} {}L{} {}Z\"/>",
                Num(x - r),
                Num(y),
                Num(x - r * 1.3),
                Num(y + r * 2.0),
                Num(x - r * 0.4),
                Num(y + r * 2.6),
                Num(x + r * 0.6),
                Num(y)
            );
        }
        let _ = write!(
            s,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"/>",
            Num(x),
            Num(y),
            Num(r)
        );
        if self.hat {
            let _ = write!(
                s,
                "<path d=\"M{} {}h{}M{} {}h{}v{}h{}Z\" stroke-width=\"2.4\"/>",
                Num(x - r * 1.7),
                Num(y - r * 0.45),
                Num(r * 3.4),
                Num(x - r * 0.85),
                Num(y - r * 0.5),
                Num(r * 1.7),
                Num(-r * 1.2),
                Num(-r * 1.7)
            );
        }
        s
    }
}

/// Draw a person in `pose`, feet at (x, y), `h` units tall, in one colour.
pub fn person(c: &mut Canvas, pose: &Pose, x: f64, y: f64, h: f64, color: &str, flip: bool) {
    let s = h / 100.0;
    let sx = if flip { -s } else { s };
    c.add(&format!(
        "<g transform=\"translate({} {}) scale({} {})\" fill=\"{color}\" stroke=\"{color}\" stroke-linecap=\"round\" stroke-linejoin=\"round\">{}</g>",
        Num(x),
        Num(y),
        Frac3(sx),
        Frac3(s),
        pose.svg()
    ));
}

/// The shadow a figure casts on flat ground, from its feet at (x, y): the
/// pose laid down `angle` degrees from upright (90 falls to the right, 180
/// towards the viewer, -90 to the left), `len` times as long as the figure,
/// flattened by `squash` for the ground's perspective.
pub fn shadow(
    c: &mut Canvas,
    pose: &Pose,
    x: f64,
    y: f64,
    h: f64,
    len: f64,
    angle: f64,
    squash: f64,
    op: f64,
) {
    let s = h / 100.0;
    c.add(&format!(
        "<g transform=\"translate({} {}) scale(1 {}) rotate({}) scale({} {})\" fill=\"#0b0714\" stroke=\"#0b0714\" stroke-linecap=\"round\" stroke-linejoin=\"round\" opacity=\"{}\">{}</g>",
        Num(x),
        Num(y),
        Frac3(squash),
        Num(angle),
        Frac3(s),
        Frac3(s * len),
        Frac(op),
        pose.svg()
    ));
}

/// An open hand with its forearm, wrist at (x, y), fingers pointing `rot`
/// degrees from straight up, `s` = 1 for a palm 30 units wide.
pub fn hand(c: &mut Canvas, x: f64, y: f64, s: f64, rot: f64, color: &str, shade: &str) {
    Hand::new(color, shade).draw(c, x, y, s, rot);
}

/// How an open hand is drawn (see `hand`): its skin and shadow, how long
/// its fingers are against a palm's width, and an optional dark outline
/// round it all, for a card whose shapes are drawn in ink.
#[derive(Clone, Copy)]
pub struct Hand<'a> {
    pub color: &'a str,
    pub shade: &'a str,
    /// 1 for fingers about as long as the palm is wide; more stretches them
    /// out and spreads them wider.
    pub fingers: f64,
    /// An outline's colour and width.
    pub outline: Option<(&'a str, f64)>,
}

impl<'a> Hand<'a> {
    pub fn new(color: &'a str, shade: &'a str) -> Hand<'a> {
        Hand {
            color,
            shade,
            fingers: 1.0,
            outline: None,
        }
    }

    /// Fingers `f` times as long as the usual ones, spread as wide.
    pub fn fingers(mut self, f: f64) -> Hand<'a> {
        self.fingers = f;
        self
    }

    /// A `width`-wide outline of `color` round the hand and its fingers.
    pub fn outline(mut self, color: &'a str, width: f64) -> Hand<'a> {
        self.outline = Some((color, width));
        self
    }

    /// The hand with its wrist at (x, y), as `hand` places it.
    pub fn draw(&self, c: &mut Canvas, x: f64, y: f64, s: f64, rot: f64) {
        c.drew("hand finger");
        at(c, x, y, s, rot);
        let ends = c.line_ends();
        // Each finger from its knuckle, and the thumb's bend and tip, as
        // offsets from where it starts, stretched by `fingers`; longer
        // fingers fan out wider, as a hand stretched open does.
        let f = self.fingers;
        let mut fingers = String::new();
        for (x0, y0, x1, y1) in [
            (-10.0, -32.0, -12.0, -60.0),
            (-3.0, -34.0, -3.0, -68.0),
            (5.0, -33.0, 6.0, -64.0),
            (12.0, -30.0, 15.0, -52.0),
        ] {
            let _ = write!(
                fingers,
                "M{} {}L{} {}",
                Num(x0),
                Num(y0),
                Num(x0 + (x1 - x0) * f + x0 * (f - 1.0) * 1.5),
                Num(y0 + (y1 - y0) * f)
            );
        }
        let _ = write!(
            fingers,
            "M-14 -12Q{} {} {} {}",
            Num(-14.0 - 8.0 * f),
            Num(-12.0 - 8.0 * f),
            Num(-14.0 - 16.0 * f),
            Num(-12.0 - 22.0 * f)
        );
        let palm = "M-13 0C-16 -14 -16 -26 -14 -34H14C16 -24 16 -12 12 0L12 80H-14Z";
        let shapes = |color: &str, grow: f64| {
            format!(
                "<g fill=\"{color}\" stroke=\"{color}\"{ends} stroke-linejoin=\"round\">\
<path d=\"{palm}\" stroke-width=\"{}\"/>\
<path d=\"{fingers}\" fill=\"none\" stroke-width=\"{}\"/>\
</g>",
                Num(2.0 + grow),
                Num(7.5 + grow)
            )
        };
        if let Some((ink, w)) = self.outline {
            c.add(&shapes(ink, w * 2.0));
        }
        c.add(&shapes(self.color, 0.0));
        c.add(&format!(
            "<path d=\"M12 -30C13 -14 12 -4 10 10L10 80H13L14 0C16 -12 16 -24 14 -34Z\" fill=\"{}\" opacity=\".5\"/>",
            self.shade
        ));
        c.end();
    }
}

// ---------- animals and things that move ----------

/// A whale seen from the side, facing right, `l` long, centred on (x, y).
pub fn whale(c: &mut Canvas, x: f64, y: f64, l: f64, color: &str, belly: &str, flip: bool) {
    c.drew("whale");
    let s = l / 100.0;
    c.g(&format!(
        "transform=\"translate({} {}) scale({} {})\"",
        Num(x),
        Num(y),
        Frac3(if flip { -s } else { s }),
        Frac3(s)
    ));
    c.path(
        "M50 2C50 -12 36 -20 14 -20C-10 -20 -28 -12 -40 -4L-52 -2L-60 -12C-62 -6 -60 -2 -56 2C-62 6 -64 10 -62 16L-52 6L-40 8C-22 16 0 18 18 17C36 16 50 12 50 2Z",
        color,
        1.0,
    );
    c.path(
        "M48 6C44 13 30 16 14 16C-4 16 -22 12 -36 7C-20 9 0 10 16 9C32 8 42 6 48 6Z",
        belly,
        0.55,
    );
    c.path("M4 6C0 16 -8 22 -14 22C-10 16 -6 10 -2 6Z", color, 1.0);
    c.circle(36.0, 0.0, 1.6, "#0b0714", 0.8);
    c.end();
}

/// A small fish facing right.
pub fn fish(c: &mut Canvas, x: f64, y: f64, l: f64, color: &str, flip: bool) {
    c.drew("fish");
    let s = l / 20.0;
    let d = format!(
        "M{} {}q{} {} {} 0q{} {} {} 0l{} {}v{}z",
        Num(x + if flip { -10.0 } else { 10.0 } * s),
        Num(y),
        Num(if flip { 8.0 } else { -8.0 } * s),
        Num(-6.0 * s),
        Num(if flip { 16.0 } else { -16.0 } * s),
        Num(if flip { -8.0 } else { 8.0 } * s),
        Num(6.0 * s),
        Num(if flip { -16.0 } else { 16.0 } * s),
        Num(if flip { 6.0 } else { -6.0 } * s),
        Num(-5.0 * s),
        Num(10.0 * s)
    );
    c.path(&d, color, 1.0);
}

/// A bird in flight seen from afar (two bent wings), `w` wide.
pub fn bird(c: &mut Canvas, x: f64, y: f64, w: f64, color: &str) {
    c.drew("bird");
    let h = w / 2.0;
    let d = format!(
        "M{} {}q{} {} {} {}q{} {} {} {}q{} {} {} {}q{} {} {} {}z",
        Num(x - h),
        Num(y - h * 0.2),
        Num(h * 0.5),
        Num(-h * 0.4),
        Num(h),
        Num(h * 0.2),
        Num(h * 0.5),
        Num(-h * 0.6),
        Num(h),
        Num(-h * 0.2),
        Num(-h * 0.6),
        Num(h * 0.1),
        Num(-h),
        Num(h * 0.5),
        Num(-h * 0.4),
        Num(-h * 0.5),
        Num(-h),
        Num(-h * 0.3)
    );
    c.path(&d, color, 1.0);
}

/// A flock of small birds.
pub fn birds(c: &mut Canvas, n: usize, x0: f64, x1: f64, y0: f64, y1: f64, w: f64, color: &str) {
    c.drew("bird");
    for _ in 0..n {
        let x = c.r(x0, x1);
        let y = c.r(y0, y1);
        let k = c.r(0.6, 1.2);
        bird(c, x, y, w * k, color);
    }
}

/// An elephant facing right, feet at (x, y), `l` long.
pub fn elephant(c: &mut Canvas, x: f64, y: f64, l: f64, color: &str, shade: &str, flip: bool) {
    c.drew("elephant");
    let s = l / 110.0;
    c.g(&format!(
        "transform=\"translate({} {}) scale({} {})\"",
        Num(x),
        Num(y),
        Frac3(if flip { -s } else { s }),
        Frac3(s)
    ));
    c.path("M-46 -22C-50 -48 -30 -64 -4 -64C16 -64 26 -60 33 -54C44 -62 58 -54 58 -40C58 -28 55 -20 59 -9C61 -3 65 -1 67 -5C64 3 55 1 51 -9C49 -17 47 -21 42 -24L39 -22L39 0H28L27 -20C14 -17 -6 -17 -18 -19L-20 0H-31L-33 -20C-40 -19 -44 -17 -46 -22Z", color, 1.0);
    c.path("M-44 -34L-52 -14", color, 1.0);
    c.stroke("M-45 -36Q-50 -26 -52 -16", color, 2.5, 1.0);
    c.ellipse(30.0, -40.0, 11.0, 15.0, shade, 0.6);
    c.path(
        "M-44 -24C-30 -18 10 -18 40 -26L42 -22C20 -16 -20 -14 -44 -20Z",
        shade,
        0.35,
    );
    c.circle(47.0, -44.0, 1.6, "#0b0714", 0.9);
    c.end();
}
