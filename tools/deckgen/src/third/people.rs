//! People of the third edition: clothed figures of every age and build with
//! faces that show what they feel (from the front, the side or behind), hands
//! that hold and point, hats of several kinds, close-up portraits and people
//! seen from above.

// Painters take many plain coordinates; a struct per call would only add noise.
#![allow(clippy::too_many_arguments)]

use crate::canvas::{mix, Canvas, Num};
use crate::second::figures::Pose;
use crate::second::paint::Frac3;
use std::fmt::Write as _;

/// Skin tones, light to dark.
pub const SKIN: [&str; 6] = [
    "#f3cfb1", "#e2ac84", "#c68a5e", "#9a6440", "#6e4429", "#4a2c1c",
];
/// Hair colours: black, brown, auburn, blond, ginger, grey.
pub const HAIR: [&str; 6] = [
    "#1c1612", "#4e3220", "#7a3a1e", "#d8b060", "#c0602a", "#c8c4bc",
];

/// The lines features are drawn with.
const INK: &str = "#2a1a14";
/// The lenses of dark glasses.
const SHADES: &str = "#141414";

/// What a face shows.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Expr {
    Calm,
    Smile,
    Laugh,
    Shock,
    Angry,
    Sly,
    Worry,
    Asleep,
    /// Eyes lowered and closed, a small smile.
    Tender,
    /// Brows raised inside, heavy lids, eyes looking down and away.
    Wistful,
    /// Eyes screwed shut over a laugh's grin, as in pretend sleep.
    Squeeze,
    /// Seen from behind: hair, no face.
    Back,
    /// Unimpressed: heavy lids flat across the top of the eyes, level brows,
    /// a straight mouth.
    Deadpan,
    /// Laughing with the eyes wide open: raised brows over open eyes and a
    /// laugh's open mouth, for delight at something seen.
    Delight,
    /// Whistling: eyes closed contentedly, brows up, the lips pursed into a
    /// small round O.
    Whistle,
}

/// Where the eyes look.
#[derive(Clone, Copy, PartialEq)]
pub enum Gaze {
    /// Where the face turns (or, for a sly or wistful face, aside).
    Ahead,
    /// Both pupils to the side, -1 left to 1 right as drawn.
    Side(f64),
    /// Rolled up under the upper lids, the eyes opened wide enough to show
    /// white below the pupils: staring up at a ceiling or the sky.
    Up,
}

/// How a head's hair is cut.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Hair {
    Short,
    Long,
    Bun,
    Bald,
    Curly,
}

/// How a person looks: skin, hair, clothes, build and face.
#[derive(Clone, Copy)]
pub struct Look {
    pub skin: &'static str,
    pub hair_color: &'static str,
    pub hair: Hair,
    pub top: &'static str,
    pub legs: &'static str,
    pub face: Expr,
    /// 1 for an average build, less for thin, more for broad.
    pub build: f64,
    /// Where the face turns: -1 left, 0 to the front, 1 right.
    pub turn: f64,
    pub old: bool,
    pub glasses: bool,
    /// The glasses are dark: lenses filled black with a glint (see `sunglasses`).
    pub sunglasses: bool,
    pub beard: bool,
    /// What the left and right hands do; `None` lets the pose decide (see `grips`).
    pub hands: Option<[Grip; 2]>,
    /// A hat and its colour; a pose with a hat and none here wears a black top hat.
    pub hat: Option<(Hat, &'static str)>,
    /// Seen from the side, facing the way the face turns.
    pub profile: bool,
    /// Degrees the head turns about the top of the neck, clockwise as drawn
    /// facing right (a mirrored figure mirrors it too): with the face turned
    /// right, more bows the head forward and less tips it back.
    pub tilt: f64,
    /// The tip of the tongue poking out at one corner of the mouth, in
    /// concentration or cheek.
    pub tongue: bool,
    /// A nose and cheeks red with cold.
    pub cold: bool,
    /// Where the eyes look.
    pub gaze: Gaze,
    /// Whether the recipe chose the face; if not, it shows the card's mood.
    pub chosen: bool,
    /// A child's face: larger eyes set lower, under a high forehead (a
    /// figure with a child's larger head has one).
    pub young: bool,
    /// How large one unit of the head is drawn on the card (a figure's
    /// scale), so that a face knows how much detail it can hold.
    pub size: f64,
}

impl Look {
    /// A person of skin tone `skin` (an index of `SKIN`) dressed in `top` and `legs`.
    pub fn new(skin: usize, top: &'static str, legs: &'static str) -> Look {
        Look {
            skin: SKIN[skin % SKIN.len()],
            hair_color: HAIR[(skin * 5 + 1) % 5],
            hair: Hair::Short,
            top,
            legs,
            face: Expr::Calm,
            cold: false,
            build: 1.0,
            turn: 0.0,
            old: false,
            glasses: false,
            sunglasses: false,
            beard: false,
            hands: None,
            hat: None,
            profile: false,
            tilt: 0.0,
            tongue: false,
            gaze: Gaze::Ahead,
            chosen: false,
            young: false,
            size: 1.0,
        }
    }
    pub fn hair(mut self, h: Hair, color: usize) -> Look {
        self.hair = h;
        self.hair_color = HAIR[color % HAIR.len()];
        self
    }
    pub fn face(mut self, e: Expr) -> Look {
        self.face = e;
        self.chosen = true;
        self
    }
    /// The look with the face the card's `mood` gives to a face the recipe
    /// left calm: a smile on a funny or festive card, a tender or wistful
    /// look, worry where it is tense, eerie or grotesque, a knowing look
    /// where it is mysterious; calm stays calm and absurd stays deadpan.
    fn in_mood(mut self, mood: &str) -> Look {
        if !self.chosen {
            self.face = match mood {
                "funny" | "festive" => Expr::Smile,
                "tender" => Expr::Tender,
                "wistful" => Expr::Wistful,
                "tense" | "eerie" | "grotesque" => Expr::Worry,
                "mysterious" => Expr::Sly,
                _ => Expr::Calm,
            };
        }
        self
    }
    pub fn build(mut self, b: f64) -> Look {
        self.build = b;
        self
    }
    pub fn turn(mut self, t: f64) -> Look {
        self.turn = t;
        self
    }
    /// Old: grey hair and a stoop.
    pub fn old(mut self) -> Look {
        self.old = true;
        self.hair_color = HAIR[5];
        self
    }
    pub fn glasses(mut self) -> Look {
        self.glasses = true;
        self
    }
    /// Dark glasses: the round lenses a little larger and filled black, a
    /// white glint on each, face on and in profile.
    pub fn sunglasses(mut self) -> Look {
        self.glasses = true;
        self.sunglasses = true;
        self
    }
    pub fn beard(mut self) -> Look {
        self.beard = true;
        self
    }
    /// Hands that do `left` and `right` (as drawn, before any mirroring).
    pub fn hands(mut self, left: Grip, right: Grip) -> Look {
        self.hands = Some([left, right]);
        self
    }
    /// The head seen from the side, facing the way it turns (right if it
    /// does not turn).
    pub fn profile(mut self) -> Look {
        self.profile = true;
        self
    }
    /// The head tilted `degrees` about the top of the neck (see `tilt`).
    pub fn tilt(mut self, degrees: f64) -> Look {
        self.tilt = degrees;
        self
    }
    /// The tip of the tongue out at the corner of the mouth the face turns
    /// to (see `tongue`).
    pub fn tongue(mut self) -> Look {
        self.tongue = true;
        self
    }
    /// A red nose and rosy cheeks, out in the cold (see `cold`).
    pub fn cold(mut self) -> Look {
        self.cold = true;
        self
    }
    /// Eyes looking as `g` says.
    pub fn gaze(mut self, g: Gaze) -> Look {
        self.gaze = g;
        self
    }
    /// Wearing `hat` in `color`.
    pub fn wear(mut self, hat: Hat, color: &'static str) -> Look {
        self.hat = Some((hat, color));
        self
    }
    /// Both hands closed round what they hold.
    pub fn grip(self) -> Look {
        self.hands(Grip::Fist, Grip::Fist)
    }
}

/// More poses than the second edition's.
pub mod poses {
    use crate::second::figures::Pose;

    pub fn stand() -> Pose {
        Pose::stand()
    }
    pub fn walk() -> Pose {
        Pose::walk()
    }
    pub fn reach() -> Pose {
        Pose::reach()
    }
    pub fn arms_up() -> Pose {
        Pose::arms_up()
    }
    pub fn point() -> Pose {
        Pose::point()
    }
    pub fn kneel() -> Pose {
        Pose::kneel()
    }
    pub fn lie() -> Pose {
        Pose::lie()
    }
    pub fn sit_ground() -> Pose {
        Pose::sit_ground()
    }
    /// Sitting facing right, hands on the knees, the thighs level at the
    /// hip's height (y = -50), so the seat's top is at about y = -46 and the
    /// shins reach down to feet on the floor at y = 0. On a chair of ordinary
    /// height, `sit_chair().lowered(22.0)` keeps the shins as long as the thighs.
    pub fn sit_chair() -> Pose {
        Pose {
            head: (2.0, -93.0),
            neck: (1.0, -83.0),
            hip: (-2.0, -50.0),
            knees: [(18.0, -50.0), (19.0, -49.0)],
            feet: [(20.0, -3.0), (22.0, -3.0)],
            elbows: [(2.0, -64.0), (4.0, -64.0)],
            hands: [(15.0, -54.0), (17.0, -54.0)],
            ..Pose::stand()
        }
    }
    /// Sitting facing us on a seat at the hip's height (y = -50), the
    /// thighs coming towards us so the knees show just below the hips, the
    /// shins down to feet on the floor, hands on the knees.
    pub fn sit_front() -> Pose {
        Pose {
            head: (0.0, -93.0),
            neck: (0.0, -83.0),
            hip: (0.0, -50.0),
            knees: [(-12.0, -46.0), (12.0, -46.0)],
            feet: [(-12.0, -3.0), (12.0, -3.0)],
            elbows: [(-15.0, -64.0), (15.0, -64.0)],
            hands: [(-10.0, -50.0), (10.0, -50.0)],
            ..Pose::stand()
        }
    }
    /// Holding something in front with both hands.
    pub fn hold() -> Pose {
        Pose {
            elbows: [(-9.0, -60.0), (9.0, -60.0)],
            hands: [(-5.0, -62.0), (5.0, -62.0)],
            ..Pose::stand()
        }
    }
    /// Dancing: one arm up, one out, one knee lifted.
    pub fn dance() -> Pose {
        Pose {
            head: (-3.0, -90.0),
            neck: (-2.0, -80.0),
            knees: [(-4.5, -25.0), (12.0, -36.0)],
            feet: [(-5.0, -2.0), (8.0, -18.0)],
            elbows: [(-18.0, -76.0), (14.0, -92.0)],
            hands: [(-30.0, -84.0), (22.0, -108.0)],
            ..Pose::stand()
        }
    }
    /// A couple dancing, the one who leads: [`dance`] with the far hand
    /// thrown up to hold the partner's, drawn at the partner's left.
    pub fn dance_lead() -> Pose {
        Pose {
            elbows: [(-18.0, -74.0), (20.0, -100.0)],
            hands: [(-30.0, -84.0), (30.0, -120.0)],
            ..dance()
        }
    }
    /// A couple dancing, the one who twirls: a skirt flying out, one hand
    /// up to the leader's raised hand, the other on the hip's height.
    pub fn dance_twirl() -> Pose {
        Pose {
            head: (4.0, -92.0),
            neck: (3.0, -82.0),
            hem: Some((30.0, -20.0)),
            hair: true,
            elbows: [(-16.0, -100.0), (18.0, -66.0)],
            hands: [(-20.0, -122.0), (30.0, -62.0)],
            feet: [(-4.0, -2.0), (14.0, -10.0)],
            ..Pose::stand()
        }
    }
    /// Bent forward looking at the ground, hands on the knees.
    pub fn bend() -> Pose {
        Pose {
            head: (22.0, -66.0),
            neck: (14.0, -64.0),
            hip: (-4.0, -46.0),
            knees: [(4.0, -24.0), (8.0, -24.0)],
            feet: [(-2.0, -2.0), (6.0, -2.0)],
            elbows: [(12.0, -46.0), (14.0, -46.0)],
            hands: [(8.0, -30.0), (11.0, -30.0)],
            ..Pose::stand()
        }
    }
    /// Sitting in a boat facing right, knees drawn up, both hands forward
    /// at the height of the chest pulling a pair of oars (the card draws the
    /// oars from the hands at about (25, -67)).
    pub fn row() -> Pose {
        Pose {
            head: (-6.0, -92.0),
            neck: (-5.0, -82.0),
            hip: (-2.0, -50.0),
            knees: [(18.0, -56.0), (20.0, -55.0)],
            feet: [(26.0, -30.0), (28.0, -30.0)],
            elbows: [(8.0, -64.0), (10.0, -66.0)],
            hands: [(24.0, -68.0), (26.0, -66.0)],
            ..Pose::stand()
        }
    }
    /// Leaning back, pulling a rope or a lead held to the right.
    pub fn pull() -> Pose {
        Pose {
            head: (-14.0, -86.0),
            neck: (-11.0, -77.0),
            hip: (-2.0, -47.0),
            knees: [(4.0, -24.0), (10.0, -26.0)],
            feet: [(10.0, -2.0), (20.0, -2.0)],
            elbows: [(4.0, -66.0), (6.0, -68.0)],
            hands: [(20.0, -64.0), (22.0, -66.0)],
            ..Pose::stand()
        }
    }
}

/// What a person wears on the head.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Hat {
    /// A tall top hat.
    Top,
    /// A round bowler with a narrow brim.
    Bowler,
    /// A soft cap with a peak towards where the face turns.
    Cap,
    /// A straw hat or sunhat with a wide brim and a band.
    WideBrim,
    /// A knitted hat with a turned-up rim and a bobble.
    Knitted,
    /// A scarf over the hair, round the face and knotted under the chin.
    Headscarf,
    /// A long soft nightcap flopping down behind the head (away from where
    /// the face turns), a white band round the brim and a bobble at its tip.
    Nightcap,
}

/// `hat` in `color` on a head of radius `r` centred on `at`, for a face
/// that turns as `l` does.
fn hat_svg(s: &mut String, at: (f64, f64), r: f64, hat: Hat, color: &str, l: &Look) {
    let (x, y) = at;
    let t = if l.face == Expr::Back { 0.0 } else { l.turn };
    let dark = shade(color, 0.7);
    // Points relative to the head, in head radii.
    let p = |dx: f64, dy: f64| format!("{} {}", Num(x + dx * r), Num(y + dy * r));
    // The crown of a hat, `w` wide each side, from `base` up to `top`, and
    // a band across it at `at`, `width` thick.
    let dome = |w: f64, base: f64, top: f64| {
        format!(
            "<path d=\"M{}Q{} {}Q{} {}Z\" fill=\"{color}\"/>",
            p(-w, base),
            p(-w, top - 0.08),
            p(0.0, top),
            p(w, top - 0.08),
            p(w, base)
        )
    };
    let band = |w: f64, at: f64, width: f64| {
        format!(
            "<path d=\"M{}L{}\" stroke=\"{dark}\" stroke-width=\"{}\"/>",
            p(-w, at),
            p(w, at),
            Num(r * width)
        )
    };
    let brim = |cx: f64, cy: f64, rx: f64, ry: f64, fill: &str, edge: &str| {
        format!(
            "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" fill=\"{fill}\"{edge}/>",
            Num(cx),
            Num(cy),
            Num(rx),
            Num(ry)
        )
    };
    let _ = match hat {
        Hat::Top => write!(
            s,
            "<path d=\"M{}h{}l{} {}h{}Z\" fill=\"{color}\"/><path d=\"M{}h{}\" stroke=\"{color}\" stroke-width=\"2.4\"/>",
            p(-0.85, -0.55),
            Num(r * 1.7),
            Num(-r * 0.1),
            Num(-r * 1.1),
            Num(-r * 1.5),
            p(-1.6, -0.55),
            Num(r * 3.2)
        ),
        Hat::Bowler => write!(
            s,
            "{}{}{}",
            dome(0.92, -0.42, -1.42),
            brim(x, y - r * 0.45, r * 1.3, r * 0.17, color, ""),
            band(0.9, -0.62, 0.16)
        ),
        Hat::Cap => write!(
            s,
            "{}{}<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{dark}\"/>",
            brim(x + t * r * 0.95, y - r * 0.3, r * (0.7 + t.abs() * 0.35), r * 0.2, &dark, ""),
            dome(1.04, -0.25, -1.2),
            Num(x - t * r * 0.1),
            Num(y - r * 1.16),
            Num(r * 0.13)
        ),
        Hat::WideBrim => write!(
            s,
            "{}{}{}",
            brim(
                x,
                y - r * 0.5,
                r * 1.95,
                r * 0.36,
                color,
                &format!(" stroke=\"{dark}\" stroke-width=\"{}\"", Num(r * 0.08))
            ),
            dome(0.85, -0.5, -1.42),
            band(0.86, -0.66, 0.2)
        ),
        Hat::Knitted => write!(
            s,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#f4f0e8\"/>{}{}",
            Num(x - t * r * 0.15),
            Num(y - r * 1.3),
            Num(r * 0.3),
            dome(1.06, -0.3, -1.25),
            band(1.0, -0.36, 0.32)
        ),
        Hat::Headscarf => {
            // The face shows through an oval hole in the scarf.
            let fx = x + t * r * 0.3;
            let (rx, ry) = (Num(r * 0.76), Num(r * 0.86));
            write!(
                s,
                "<path d=\"M{}Q{} {}Q{} {}Q{} {}L{}Q{} {}ZM{} {}a{rx} {ry} 0 1 0 {} 0a{rx} {ry} 0 1 0 {} 0Z\" fill=\"{color}\" fill-rule=\"evenodd\"/>\
<path d=\"M{}l{} {}l{} {}Z\" fill=\"{dark}\"/>",
                p(-1.0, 0.7),
                p(-1.35, -1.3),
                p(0.0, -1.22),
                p(1.35, -1.3),
                p(1.0, 0.7),
                p(0.7, 1.05),
                p(0.35, 1.12),
                p(-0.35, 1.12),
                p(-0.7, 1.05),
                p(-1.0, 0.7),
                Num(fx - r * 0.76),
                Num(y + r * 0.12),
                Num(r * 1.52),
                Num(-r * 1.52),
                p(-0.1, 1.1),
                Num(-r * 0.3),
                Num(r * 0.5),
                Num(r * 0.5),
                Num(-r * 0.05)
            )
        }
        Hat::Nightcap => {
            // Points towards the back of the head: the cap flops that way.
            let d = if t < 0.0 { 1.0 } else { -1.0 };
            let q = |dx: f64, dy: f64| p(d * dx, dy);
            write!(
                s,
                "<path d=\"M{}Q{} {}Q{} {}Q{} {}Q{} {}Z\" fill=\"{color}\"/>\
<path d=\"M{}Q{} {}\" stroke=\"#f4f0e8\" stroke-width=\"{}\" fill=\"none\"/>\
<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#f4f0e8\"/>",
                q(-1.02, -0.3),
                q(-1.0, -1.3),
                q(0.05, -1.32),
                q(1.6, -1.6),
                q(2.2, 0.2),
                q(1.5, -0.55),
                q(1.05, -0.4),
                q(0.0, -0.8),
                q(-1.02, -0.3),
                q(-1.06, -0.28),
                q(0.0, -0.72),
                q(1.12, -0.4),
                Num(r * 0.24),
                Num(x + d * r * 2.22),
                Num(y + r * 0.26),
                Num(r * 0.27)
            )
        }
    };
}

/// The skeleton bent by age.
fn aged(p: &Pose, old: bool) -> Pose {
    if !old {
        return *p;
    }
    let mut q = *p;
    q.head = (p.head.0 + 5.0, p.head.1 + 4.0);
    q.neck = (p.neck.0 + 4.0, p.neck.1 + 3.0);
    q
}

/// A head of radius `r` at (x, y) in the look's colours: hair, face, features.
pub fn head_svg(s: &mut String, x: f64, y: f64, r: f64, l: &Look) {
    let hc = l.hair_color;
    let back = l.face == Expr::Back;
    if matches!(l.hair, Hair::Long) {
        let _ = write!(
            s,
            "<path d=\"M{} {}Q{} {} {} {}L{} {}H{}L{} {}Q{} {} {} {}Z\" fill=\"{hc}\"/>",
            Num(x - r * 1.05),
            Num(y - r * 0.2),
            Num(x - r * 1.35),
            Num(y + r * 1.6),
            Num(x - r * 0.95),
            Num(y + r * 2.0),
            Num(x - r * 0.45),
            Num(y + r * 0.95),
            Num(x + r * 0.45),
            Num(x + r * 0.95),
            Num(y + r * 2.0),
            Num(x + r * 1.35),
            Num(y + r * 1.6),
            Num(x + r * 1.05),
            Num(y - r * 0.2)
        );
    }
    // A bun, unless a hat sits where it would be (a headscarf goes over it).
    let hatted = matches!(l.hat, Some((h, _)) if h != Hat::Headscarf);
    if l.hair == Hair::Bun && !hatted {
        let _ = write!(
            s,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{hc}\"/>",
            Num(x - l.turn * r * 0.5),
            Num(y - r * 1.05),
            Num(r * 0.5)
        );
    }
    if matches!(l.hair, Hair::Curly) {
        for k in 0..7 {
            let a = std::f64::consts::PI * (1.0 + k as f64 / 6.0);
            let _ = write!(
                s,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{hc}\"/>",
                Num(x + a.cos() * r * 0.95),
                Num(y + a.sin() * r * 0.85 - r * 0.1),
                Num(r * 0.42)
            );
        }
    }
    if !back && !l.profile {
        // Ears, the far one hidden as the head turns.
        for sx in [-1.0, 1.0] {
            if sx * l.turn < -0.45 {
                continue;
            }
            let _ = write!(
                s,
                "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" fill=\"{}\"/>",
                Num(x + sx * r * (0.97 - l.turn * sx * 0.12)),
                Num(y + r * 0.1),
                Num(r * 0.16),
                Num(r * 0.24),
                if sx > 0.0 {
                    mix(l.skin, "#6a2430", 0.28)
                } else {
                    l.skin.to_string()
                }
            );
        }
    }
    let _ = write!(
        s,
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\"/>",
        Num(x),
        Num(y),
        Num(r),
        if back && l.hair != Hair::Bald {
            hc
        } else {
            l.skin
        }
    );
    if back {
        shading(s, x, y, r);
        s.push_str("</g>");
        return;
    }
    // Hair over the top of the head.
    let t = l.turn;
    if l.hair != Hair::Bald || l.old {
        let (top, lift): (f64, f64) = if l.hair == Hair::Bald {
            (0.15, 0.0)
        } else {
            (0.95, r * 0.05)
        };
        let _ = write!(
            s,
            "<path d=\"M{} {}A{} {} 0 0 1 {} {}Q{} {} {} {}Q{} {} {} {}Z\" fill=\"{hc}\"/>",
            Num(x - r * 1.02),
            Num(y + r * 0.05),
            Num(r * 1.02),
            Num(r * top.max(0.3)),
            Num(x + r * 1.02),
            Num(y + r * 0.05),
            Num(x + r * (0.9 - t * 0.4)),
            Num(y - r * 0.5 + lift),
            Num(x + r * (0.1 - t * 0.3)),
            Num(y - r * 0.45 + lift),
            Num(x - r * (0.6 + t * 0.3)),
            Num(y - r * 0.6 + lift),
            Num(x - r * 1.02),
            Num(y + r * 0.05)
        );
    }
    shading(s, x, y, r);
    if l.profile {
        s.push_str("</g>");
        profile_svg(s, x, y, r, l);
    } else {
        let _ = write!(
            s,
            "<g transform=\"translate({} {})\">",
            Num(t * 3.2),
            if l.young { "2" } else { ".8" }
        );
        face_svg(s, r, l);
        s.push_str("</g></g>");
    }
}

/// Light from the upper left on a head of radius `r` at (x, y): its right
/// side and the jaw in a warm shade, in a crescent that widens towards the
/// chin, drawn on a head of radius 10 scaled to this one, so that heads
/// alike are written alike; the group is left open for the face's
/// features, on the same scale.
fn shading(s: &mut String, x: f64, y: f64, r: f64) {
    let _ = write!(
        s,
        "<g transform=\"translate({} {}) scale({})\"><path d=\"M2.6 -9.7A10 10 0 0 1 -3.4 9.4Q7.8 1.2 2.6 -9.7Z\" fill=\"#6a2430\" opacity=\".28\" stroke=\"none\"/>",
        Num(x),
        Num(y),
        Frac3(r / 10.0)
    );
}

/// A head of radius `r` at (x, y) seen from the side, looking the way it
/// turns (right when it does not): hair over the back of the head, an ear,
/// one eye and brow, the nose and lips at the edge of the face.
fn profile_svg(s: &mut String, x: f64, y: f64, r: f64, l: &Look) {
    // Seen from the side, eyes screwed shut look like a laugh's.
    let e = if l.face == Expr::Squeeze {
        Expr::Laugh
    } else {
        l.face
    };
    let d = if l.turn < 0.0 { -1.0 } else { 1.0 };
    let w = (r * 0.11).max(0.6);
    let p = |dx: f64, dy: f64| format!("{} {}", Num(x + d * dx * r), Num(y + dy * r));
    let edge = shade(l.skin, 0.72);
    let lip = lips(l.skin);
    if l.hair != Hair::Bald {
        let _ = write!(
            s,
            "<path d=\"M{}Q{} {}Q{} {}Q{} {}Z\" fill=\"{}\"/>",
            p(0.35, -0.9),
            p(-1.15, -1.0),
            p(-0.85, 0.55),
            p(-0.25, 0.15),
            p(-0.1, -0.3),
            p(0.2, -0.5),
            p(0.35, -0.9),
            l.hair_color
        );
    }
    // The ear, the nose standing out from the face, one cheek.
    let _ = write!(
        s,
        "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" fill=\"{}\" stroke=\"{edge}\" stroke-width=\"{}\"/>\
<path d=\"M{}L{}L{}Z\" fill=\"{}\" stroke=\"{edge}\" stroke-width=\"{}\" stroke-linejoin=\"round\"/>\
<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#e05a5a\" opacity=\".22\" stroke=\"none\"/>",
        Num(x - d * r * 0.12),
        Num(y + r * 0.08),
        Num(r * 0.16),
        Num(r * 0.24),
        l.skin,
        Num(w * 0.6),
        p(0.9, -0.2),
        p(1.2, 0.2),
        p(0.92, 0.26),
        if l.cold { "#e0505a" } else { l.skin },
        Num(w * 0.6),
        Num(x + d * r * 0.45),
        Num(y + r * 0.3),
        Num(r * 0.17)
    );
    // The eye (closed in sleep) and its brow.
    let (ex, ey) = (0.58, -0.1);
    if matches!(e, Expr::Asleep | Expr::Laugh | Expr::Tender | Expr::Whistle) {
        let bend = if e == Expr::Laugh { -0.14 } else { 0.1 };
        let _ = write!(
            s,
            "<path d=\"M{}Q{} {}\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"{}\"/>",
            p(ex - 0.14, ey),
            p(ex, ey + bend),
            p(ex + 0.12, ey),
            Num(w)
        );
    } else {
        // The white of the eye seen from the side, a wedge open towards the
        // front, the pupil at its front and a lid line over it.
        let er = if e == Expr::Shock { r * 0.12 } else { r * 0.09 };
        let open = match e {
            Expr::Shock | Expr::Worry | Expr::Delight => 0.15,
            Expr::Angry | Expr::Sly | Expr::Wistful | Expr::Deadpan => 0.08,
            _ => 0.12,
        };
        let _ = write!(
            s,
            "<path d=\"M{}Q{} {}Q{} {}Z\" fill=\"#fbf5ec\" stroke=\"none\"/>\
<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{INK}\" stroke=\"none\"/>\
<path d=\"M{}Q{} {}\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"{}\"/>",
            p(ex - 0.16, ey),
            p(ex + 0.06, ey - open * 2.0),
            p(ex + 0.16, ey),
            p(ex + 0.06, ey + open * 1.4),
            p(ex - 0.16, ey),
            Num(x + d * r * (ex + 0.06)),
            Num(y + r * ey),
            Num(er.min(r * open)),
            p(ex - 0.18, ey + 0.02),
            p(ex + 0.04, ey - open * 2.3),
            p(ex + 0.18, ey - 0.02),
            Num(w * 0.7)
        );
    }
    let tilt = match e {
        Expr::Angry => 0.1,
        Expr::Worry | Expr::Wistful => -0.1,
        Expr::Shock => -0.06,
        _ => 0.0,
    };
    let _ = write!(
        s,
        "<path d=\"M{}L{}\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"{}\"/>",
        p(ex - 0.2, ey - 0.3),
        p(ex + 0.16, ey - 0.3 + tilt),
        Num(w)
    );
    // The lips at the front of the face: a short line that curls up in a
    // smile and down when sad, an open mouth for a laugh or a fright.
    match e {
        Expr::Laugh | Expr::Shock | Expr::Delight => {
            let _ = write!(
                s,
                "<path d=\"M{}Q{} {}Z\" fill=\"#5a1616\" stroke=\"{lip}\" stroke-width=\"{}\"/>",
                p(0.9, 0.44),
                p(0.6, 0.5),
                p(0.82, 0.72),
                Num(w * 0.6)
            );
        }
        Expr::Whistle => {
            // The lips pushed out in front of the face, round a small hole.
            let _ = write!(
                s,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#4a1414\" stroke=\"{lip}\" stroke-width=\"{}\"/>",
                Num(x + d * r * 0.92),
                Num(y + r * 0.52),
                Num(r * 0.06),
                Num(w * 1.3)
            );
        }
        _ => {
            let bend = match e {
                Expr::Smile | Expr::Sly | Expr::Tender => -0.14,
                Expr::Angry | Expr::Worry | Expr::Wistful => 0.1,
                _ => 0.0,
            };
            let _ = write!(
                s,
                "<path d=\"M{}Q{} {}\" fill=\"none\" stroke=\"{lip}\" stroke-width=\"{}\"/>",
                p(0.88, 0.52),
                p(0.74, 0.56),
                p(0.6, 0.52 + bend),
                Num(w * 1.2)
            );
        }
    }
    if l.tongue {
        // The tip of the tongue out past the lips.
        let _ = write!(
            s,
            "<path d=\"M{}Q{} {}Q{} {}Z\" fill=\"#e0506a\" stroke=\"{lip}\" stroke-width=\"{}\"/>",
            p(0.86, 0.48),
            p(1.12, 0.46),
            p(1.06, 0.62),
            p(0.96, 0.68),
            p(0.84, 0.58),
            Num(w * 0.5)
        );
    }
    if l.glasses {
        let (fill, gr) = if l.sunglasses {
            (SHADES, 0.27)
        } else {
            ("none", 0.22)
        };
        let _ = write!(
            s,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\" stroke=\"{INK}\" stroke-width=\"{}\"/>\
<path d=\"M{}L{}\" stroke=\"{INK}\" stroke-width=\"{}\"/>",
            Num(x + d * r * (ex + 0.04)),
            Num(y + r * ey),
            Num(r * gr),
            Num(w * 0.7),
            p(ex - 0.18, ey - 0.02),
            p(-0.1, -0.02),
            Num(w * 0.7)
        );
        if l.sunglasses {
            let _ = write!(
                s,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#fff\" opacity=\".8\" stroke=\"none\"/>",
                Num(x + d * r * (ex - 0.04)),
                Num(y + r * (ey - 0.08)),
                Num(r * 0.06)
            );
        }
    }
    if l.beard {
        let _ = write!(
            s,
            "<path d=\"M{}Q{} {}Q{} {}Q{} {}Z\" fill=\"{}\" stroke=\"none\"/>",
            p(-0.05, 0.25),
            p(0.0, 1.05),
            p(0.6, 1.1),
            p(1.0, 1.0),
            p(0.92, 0.5),
            p(0.45, 0.75),
            p(-0.05, 0.25),
            l.hair_color
        );
    }
}

/// The features of a face of radius `r`, drawn on a face of radius 10
/// centred on (0, 0): eyes whose lids
/// and gaze show what the face feels (wide in a fright, narrowed in anger or
/// slyness, heavy and looking down when sad or wistful, closed in a curve
/// for joy or tenderness), brows, a mouth to match, a nose and cheeks.
fn face_svg(s: &mut String, r: f64, l: &Look) {
    // Eyes large enough to be read get whites and lids.
    let big = r * l.size >= 9.0;
    // Drawn on a face of radius 10.
    let w = (r * 0.12).max(0.7) * 10.0 / r;
    let (x, y, r) = (0.0, 0.0, 10.0);
    // Eyes screwed shut are drawn as such; the rest of the face is a laugh's.
    let squeeze = l.face == Expr::Squeeze;
    let e = if squeeze { Expr::Laugh } else { l.face };
    let ex = r * 0.36;
    let ey = y - r * 0.08;
    let pt = |a: f64, b: f64| format!("{} {}", Num(a), Num(b));
    let stroke = |d: &str, color: &str, w: f64| {
        format!(
            "<path d=\"{d}\" fill=\"none\" stroke=\"{color}\" stroke-width=\"{}\"/>",
            Num(w)
        )
    };
    let mut d = String::new();
    if squeeze {
        // Screwed shut: each eye a point aimed at the nose, with creases
        // fanning from its outer corner.
        for sx in [-1.0, 1.0] {
            let (ox, ix) = (x + sx * (ex + r * 0.17), x + sx * (ex - r * 0.15));
            let _ = write!(
                d,
                "M{}L{}L{}M{}l{} {}M{}l{} {}",
                pt(ox, ey - r * 0.1),
                pt(ix, ey),
                pt(ox, ey + r * 0.1),
                pt(ox + sx * r * 0.06, ey - r * 0.1),
                Num(sx * r * 0.1),
                Num(-r * 0.06),
                pt(ox + sx * r * 0.06, ey + r * 0.1),
                Num(sx * r * 0.1),
                Num(r * 0.06)
            );
        }
        s.push_str(&stroke(&d, INK, w));
    } else if matches!(e, Expr::Asleep | Expr::Laugh | Expr::Tender | Expr::Whistle) {
        // Closed: curved up in laughter, down in sleep and, lowered under
        // a smile, in tenderness and in a whistled tune.
        let (h, lift) = match e {
            Expr::Asleep => (0.12, 0.0),
            Expr::Laugh => (-0.2, 0.03),
            _ => (0.1, 0.02),
        };
        for sx in [-1.0, 1.0] {
            let _ = write!(
                d,
                "M{}q{} {} {} 0",
                pt(x + sx * ex - r * 0.17, ey + r * lift),
                Num(r * 0.17),
                Num(r * h),
                Num(r * 0.34)
            );
        }
        s.push_str(&stroke(&d, INK, w));
    } else {
        // How wide the eyes open, how far the lids slope down towards the
        // nose, the pupils' size and how far down they look.
        let (open, tilt, pr, down): (f64, f64, f64, f64) = match e {
            Expr::Shock => (0.19, 0.0, 0.07, 0.0),
            Expr::Worry => (0.15, -0.05, 0.08, 0.0),
            Expr::Angry => (0.09, 0.07, 0.09, 0.0),
            Expr::Sly => (0.07, 0.02, 0.07, 0.0),
            Expr::Deadpan => (0.12, 0.0, 0.09, 0.01),
            Expr::Wistful => (0.08, -0.04, 0.08, 0.03),
            Expr::Smile => (0.11, 0.0, 0.1, 0.0),
            Expr::Delight => (0.17, 0.0, 0.09, 0.0),
            _ => (0.13, 0.0, 0.1, 0.0),
        };
        let side = if l.turn < 0.0 { -1.0 } else { 1.0 };
        let look = match e {
            Expr::Sly | Expr::Wistful => side * r * 0.08,
            _ => l.turn * r * 0.07,
        };
        let (open, pr, rx) = if l.young {
            (open + 0.03, pr + 0.02, r * 0.22)
        } else {
            (open, pr, r * 0.19)
        };
        let open = if l.gaze == Gaze::Up {
            open.max(0.17)
        } else {
            open
        };
        let ry = r * open;
        let pr = if big {
            r * pr.min(open)
        } else {
            r * (pr + 0.03)
        };
        let mut whites = String::new();
        let mut lids = String::new();
        let mut shine = String::new();
        for sx in [-1.0, 1.0] {
            let cx = x + sx * ex;
            let look = match l.gaze {
                Gaze::Ahead | Gaze::Up => look,
                Gaze::Side(f) => f * (rx - pr) * 0.9,
            };
            // Looking up, the pupils rise to touch the upper lids.
            let down = if l.gaze == Gaze::Up {
                (pr - ry) / r
            } else {
                down
            };
            let _ = write!(
                shine,
                "M{}h0",
                pt(cx + look - pr * 0.35, ey + r * down - pr * 0.35)
            );
            let _ = write!(
                d,
                "M{}a{} {} 0 1 0 {} 0a{} {} 0 1 0 {} 0",
                pt(cx + look - pr, ey + r * down),
                Num(pr),
                Num(pr),
                Num(pr * 2.0),
                Num(pr),
                Num(pr),
                Num(-pr * 2.0)
            );
            if big {
                let _ = write!(
                    whites,
                    "M{}a{} {} 0 1 0 {} 0a{} {} 0 1 0 {} 0",
                    pt(cx - rx, ey),
                    Num(rx),
                    Num(ry),
                    Num(rx * 2.0),
                    Num(rx),
                    Num(ry),
                    Num(-rx * 2.0)
                );
                let _ = write!(
                    lids,
                    "M{}Q{} {}",
                    pt(cx + sx * rx * 1.1, ey - r * tilt),
                    pt(cx, ey - ry * 2.1),
                    pt(cx - sx * rx * 1.1, ey + r * tilt)
                );
            }
        }
        if big {
            let _ = write!(s, "<path d=\"{whites}\" fill=\"#fbf5ec\" stroke=\"none\"/>");
        }
        let _ = write!(s, "<path d=\"{d}\" fill=\"{INK}\" stroke=\"none\"/>");
        // A glint of light in each pupil large enough to hold one.
        if r * l.size >= 14.0 && open >= 0.1 {
            s.push_str(&stroke(&shine, "#fff", pr * 0.6));
        }
        // The lids: a fine line over an open eye, so it does not read as a
        // second brow, a heavy one over a narrowed or drooping eye.
        if big {
            let lid = if open < 0.12 { w } else { w * 0.55 };
            s.push_str(&stroke(&lids, INK, lid));
        }
        // Heavy lids drawn flat halfway down the eyes, the skin over the
        // upper half and a firm line at their edge.
        if e == Expr::Deadpan {
            let mut heavy = String::new();
            let mut edge = String::new();
            for sx in [-1.0, 1.0] {
                let cx = x + sx * ex;
                let (hx, hy) = (rx * 1.15, ry * 1.5);
                let _ = write!(
                    heavy,
                    "M{}a{} {} 0 0 1 {} 0Z",
                    pt(cx - hx, ey + r * 0.01),
                    Num(hx),
                    Num(hy),
                    Num(hx * 2.0)
                );
                let _ = write!(edge, "M{}h{}", pt(cx - hx, ey + r * 0.01), Num(hx * 2.0));
            }
            let _ = write!(
                s,
                "<path d=\"{heavy}\" fill=\"{}\" stroke=\"none\"/>",
                l.skin
            );
            s.push_str(&stroke(&edge, INK, w));
        }
    }
    // Brows, arched, their inner and outer ends raised or lowered; a sly
    // face raises one.
    let (inner, outer, arch) = match e {
        Expr::Angry => (0.14, -0.1, 0.0),
        Expr::Worry => (-0.17, 0.04, 0.03),
        Expr::Wistful => (-0.11, 0.04, 0.02),
        Expr::Shock => (-0.22, -0.18, 0.08),
        Expr::Sly => (0.06, -0.08, 0.04),
        Expr::Laugh => (-0.06, -0.05, 0.07),
        Expr::Delight => (-0.12, -0.1, 0.08),
        Expr::Whistle => (-0.08, -0.04, 0.07),
        Expr::Smile | Expr::Tender => (-0.03, -0.02, 0.06),
        Expr::Deadpan => (0.02, 0.02, 0.0),
        _ => (0.0, 0.0, 0.04),
    };
    let by = ey - r * 0.3;
    d.clear();
    for sx in [-1.0, 1.0] {
        let up = if e == Expr::Sly && sx > 0.0 {
            r * 0.12
        } else {
            0.0
        };
        let _ = write!(
            d,
            "M{}Q{} {}",
            pt(x + sx * (ex + r * 0.21), by + outer * r - up),
            pt(x + sx * ex, by - arch * r * 2.0 - up),
            pt(x + sx * (ex - r * 0.17), by + inner * r - up)
        );
    }
    s.push_str(&stroke(&d, INK, w * 1.15));
    // A beard under the mouth, so that the mouth shows through it.
    if l.beard {
        let _ = write!(
            s,
            "<path d=\"M-7.5 1.5Q-7 11 0 11.5Q7 11 7.5 1.5Q0 7.5 -7.5 1.5Z\" fill=\"{}\" stroke=\"none\"/>",
            l.hair_color
        );
    }
    // Mouth: lips a darker, redder shade of the skin, narrower than the
    // eyes are apart and well below the nose, so that at board size it reads
    // as a mouth and not as a moustache; open in laughter and fright, a grin
    // in a smile, teeth clenched in anger, wavering in worry.
    let lip = lips(l.skin);
    let my = y + r * 0.52;
    let mw = r * 0.2;
    match e {
        Expr::Laugh | Expr::Delight => {
            let _ = write!(
                s,
                "<path d=\"M{}Q{} {}Z\" fill=\"#6a1a1a\" stroke=\"{lip}\" stroke-width=\"{}\"/>",
                pt(x - mw * 1.6, my - r * 0.08),
                pt(x, my + r * 0.5),
                pt(x + mw * 1.6, my - r * 0.08),
                Num(w * 0.6)
            );
            if big {
                let d = format!(
                    "M{}Q{} {}",
                    pt(x - mw * 1.1, my - r * 0.02),
                    pt(x, my + r * 0.06),
                    pt(x + mw * 1.1, my - r * 0.02)
                );
                s.push_str(&stroke(&d, "#fff", r * 0.08));
            }
        }
        Expr::Shock => {
            let _ = write!(
                s,
                "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" fill=\"#4a1414\" stroke=\"{lip}\" stroke-width=\"{}\"/>",
                Num(x),
                Num(my + r * 0.05),
                Num(r * 0.13),
                Num(r * 0.2),
                Num(w * 0.5)
            );
        }
        Expr::Whistle => {
            // Lips pushed out round a small dark hole.
            let _ = write!(
                s,
                "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" fill=\"#4a1414\" stroke=\"{lip}\" stroke-width=\"{}\"/>",
                Num(x),
                Num(my + r * 0.02),
                Num(r * 0.07),
                Num(r * 0.08),
                Num(w * 1.3)
            );
        }
        Expr::Smile if big => {
            let _ = write!(
                s,
                "<path d=\"M{}Q{} {}Q{} {}Z\" fill=\"#fbf5ec\" stroke=\"{lip}\" stroke-width=\"{}\" stroke-linejoin=\"round\"/>",
                pt(x - mw * 1.4, my - r * 0.02),
                pt(x, my + r * 0.32),
                pt(x + mw * 1.4, my - r * 0.02),
                pt(x, my + r * 0.1),
                pt(x - mw * 1.4, my - r * 0.02),
                Num(w * 1.1)
            );
        }
        Expr::Angry if big => {
            let _ = write!(
                s,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"#f4eee4\" stroke=\"{lip}\" stroke-width=\"{}\"/>",
                Num(x - mw * 1.2),
                Num(my - r * 0.02),
                Num(mw * 2.4),
                Num(r * 0.16),
                Num(r * 0.05),
                Num(w * 0.8)
            );
            let d = format!("M{}h{}", pt(x - mw * 1.1, my + r * 0.06), Num(mw * 2.2));
            s.push_str(&stroke(&d, INK, w * 0.4));
        }
        Expr::Worry => {
            let d = format!(
                "M{}q{} {} {} 0t{} 0",
                pt(x - mw * 1.1, my + r * 0.06),
                Num(mw * 0.55),
                Num(-r * 0.09),
                Num(mw * 1.1),
                Num(mw * 1.1)
            );
            s.push_str(&stroke(&d, &lip, w * 1.2));
        }
        _ => {
            // Where the middle of the lips bends (down for a smile, up for
            // a frown) and how much one corner rises above the other.
            let (dy, skew, half) = match e {
                Expr::Smile => (r * 0.2, 0.0, mw * 1.25),
                Expr::Tender => (r * 0.14, 0.0, mw * 0.95),
                Expr::Angry => (-r * 0.16, 0.0, mw * 0.9),
                Expr::Wistful => (-r * 0.02, -r * 0.05, mw * 0.8),
                Expr::Sly => (r * 0.1, -r * 0.1, mw * 1.1),
                Expr::Deadpan => (0.0, 0.0, mw * 1.1),
                _ => (r * 0.06, 0.0, mw),
            };
            let my = if dy < 0.0 { my + r * 0.06 } else { my };
            let d = format!(
                "M{}Q{} {}",
                pt(x - half, my + skew),
                pt(x, my + dy),
                pt(x + half, my - skew)
            );
            s.push_str(&stroke(&d, &lip, w * 1.3));
        }
    }
    if l.tongue {
        // A pink tip at the corner the face turns to, over the lips.
        let side = if l.turn < 0.0 { -1.0 } else { 1.0 };
        let _ = write!(
            s,
            "<path d=\"M{}q{} {} {} {}q{} {} {} {}Z\" fill=\"#e0506a\" stroke=\"{lip}\" stroke-width=\"{}\"/>",
            pt(x + side * mw * 0.5, my + r * 0.04),
            Num(side * r * 0.24),
            Num(-r * 0.06),
            Num(side * r * 0.22),
            Num(r * 0.14),
            Num(-side * r * 0.06),
            Num(r * 0.1),
            Num(-side * r * 0.2),
            Num(-r * 0.02),
            Num(w * 0.5)
        );
    }
    // A nose (a short shadow of the skin, not a dark line) and a little
    // colour in the cheeks, more in joy and most in the cold.
    let glow = if l.cold {
        ".5"
    } else if matches!(e, Expr::Laugh | Expr::Smile | Expr::Tender | Expr::Delight) {
        ".32"
    } else {
        ".2"
    };
    let _ = write!(
        s,
        "<path d=\"M{}q{} {} {} {}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"/>\
<path d=\"M{}a{c} {c} 0 1 0 {d} 0a{c} {c} 0 1 0 -{d} 0M{}a{c} {c} 0 1 0 {d} 0a{c} {c} 0 1 0 -{d} 0\" fill=\"#e05a5a\" opacity=\"{glow}\" stroke=\"none\"/>",
        pt(x + r * 0.02, y + r * 0.06),
        Num(r * 0.08),
        Num(r * 0.13),
        Num(-r * 0.04),
        Num(r * 0.19),
        shade(l.skin, 0.72),
        Num(w * 0.9),
        pt(x - r * 0.67, y + r * 0.3),
        pt(x + r * 0.33, y + r * 0.3),
        c = Num(r * 0.17),
        d = Num(r * 0.34)
    );
    if l.cold {
        // The tip of the nose red with cold.
        let _ = write!(
            s,
            "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" fill=\"#e03a44\" opacity=\".95\" stroke=\"none\"/>",
            Num(x + r * 0.04),
            Num(y + r * 0.2),
            Num(r * 0.11),
            Num(r * 0.09)
        );
    }
    if l.glasses {
        // Two round lenses centred on the eyes (each a circle of two half
        // arcs) and the bridge between them; dark glasses fill them.
        let gr = r * if l.sunglasses { 0.27 } else { 0.22 };
        let lens = |cx: f64| {
            format!(
                "M{} {}a{gr} {gr} 0 1 0 {} 0a{gr} {gr} 0 1 0 {} 0",
                Num(cx - gr),
                Num(ey),
                Num(gr * 2.0),
                Num(-gr * 2.0),
                gr = Num(gr)
            )
        };
        let fill = if l.sunglasses { SHADES } else { "none" };
        let _ = write!(
            s,
            "<path d=\"{}{}M{} {}h{}\" fill=\"{fill}\" stroke=\"{INK}\" stroke-width=\"{}\"/>",
            lens(x - ex),
            lens(x + ex),
            Num(x - ex + gr),
            Num(ey),
            Num(2.0 * ex - gr * 2.0),
            Num(w * 0.7)
        );
        if l.sunglasses {
            let glint = |cx: f64| {
                format!(
                    "M{} {}h{}",
                    Num(cx - gr * 0.5),
                    Num(ey - gr * 0.4),
                    Num(gr * 0.35)
                )
            };
            let _ = write!(
                s,
                "<path d=\"{}{}\" stroke=\"#fff\" stroke-width=\"{}\" opacity=\".8\"/>",
                glint(x - ex),
                glint(x + ex),
                Num(w * 0.7)
            );
        }
    }
}

/// The colour of the lips on `skin`: a darker, redder shade of it, or on
/// the darkest skins a lighter, rosier one that still shows.
fn lips(skin: &str) -> String {
    let v = |i: usize| u8::from_str_radix(&skin[i..i + 2], 16).unwrap_or(0) as f64;
    if v(1) * 0.3 + v(3) * 0.59 + v(5) * 0.11 < 90.0 {
        mix(skin, "#c25a5a", 0.45)
    } else {
        mix(skin, "#7a1c1c", 0.6)
    }
}

/// `color` (`#rrggbb`) darkened to `f` of its brightness.
fn shade(color: &str, f: f64) -> String {
    mix(color, "#000000", 1.0 - f)
}

/// The two sides of a figure in the order they are drawn, the far one (1, on
/// the right, away from the light) first and a shade darker: index, side, colour.
fn far_then_near(color: &str) -> [(usize, f64, String); 2] {
    [(1, 1.0, shade(color, 0.84)), (0, -1.0, color.to_string())]
}

/// A limb from `j[0]` through the joint `j[1]` to `j[2]`, `w` wide at each,
/// round at both ends, outlined a shade darker than its `fill`.
fn limb(s: &mut String, j: [(f64, f64); 3], w: [f64; 3], fill: &str) {
    let unit = |a: (f64, f64), b: (f64, f64)| {
        let (x, y) = (b.0 - a.0, b.1 - a.1);
        let l = (x * x + y * y).sqrt().max(0.01);
        (x / l, y / l)
    };
    let (d1, d2) = (unit(j[0], j[1]), unit(j[1], j[2]));
    let (n1, n2) = ((-d1.1, d1.0), (-d2.1, d2.0));
    // At the joint the edges meet along the bisector, as far out as keeps
    // the limb its width (but not in a spike when it folds right back).
    let nb = {
        let (x, y) = (n1.0 + n2.0, n1.1 + n2.1);
        let l = (x * x + y * y).sqrt();
        if l < 0.2 {
            n1
        } else {
            let cos = (l / 2.0).max(0.55);
            (x / l / cos, y / l / cos)
        }
    };
    let off = |p: (f64, f64), n: (f64, f64), w: f64, side: f64| {
        (p.0 + n.0 * w * 0.5 * side, p.1 + n.1 * w * 0.5 * side)
    };
    let pts = [
        off(j[0], n1, w[0], 1.0),
        off(j[1], nb, w[1], 1.0),
        off(j[2], n2, w[2], 1.0),
        off(j[2], n2, w[2], -1.0),
        off(j[1], nb, w[1], -1.0),
        off(j[0], n1, w[0], -1.0),
    ];
    let p = |i: usize| format!("{} {}", Num(pts[i].0), Num(pts[i].1));
    let (r0, r2) = (Num(w[0] * 0.5), Num(w[2] * 0.5));
    let _ = write!(
        s,
        "<path d=\"M{}L{}L{}A{r2} {r2} 0 0 0 {}L{}L{}A{r0} {r0} 0 0 0 {}Z\" fill=\"{fill}\" stroke=\"{}\" stroke-width=\".9\" stroke-linejoin=\"round\"/>",
        p(0),
        p(1),
        p(2),
        p(3),
        p(4),
        p(5),
        p(0),
        shade(fill, 0.62)
    );
}

/// What a hand does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Grip {
    /// Open: a palm with a thumb.
    Open,
    /// Closed round what it holds (a string, a handle, a stick, a cup).
    Fist,
    /// A fist with the first finger held out.
    Point,
    /// Behind the back, closed round whatever it hides there: the arm is
    /// drawn behind the legs and the body, so only what reaches past them
    /// shows.
    Behind,
}

/// The hands of `p`, left and right (as drawn, before any mirroring): given
/// by the look, or else fists where the pose holds something in front or
/// pulls, and a pointing finger on an arm held out as in `poses::point`.
fn grips(p: &Pose, l: &Look) -> [Grip; 2] {
    if let Some(g) = l.hands {
        return g;
    }
    let arm = |q: Pose, i: usize| (q.elbows[i], q.hands[i]);
    let mut g = [Grip::Open; 2];
    for (i, grip) in g.iter_mut().enumerate() {
        let a = arm(*p, i);
        if a == arm(poses::hold(), i) || a == arm(poses::pull(), i) {
            *grip = Grip::Fist;
        } else if i == 1 && a == arm(poses::point(), 1) {
            *grip = Grip::Point;
        }
    }
    g
}

/// A hand at the end of a forearm from `elbow` to `wrist`: a palm along the
/// arm with a thumb to one side, a fist with its knuckles, or a fist with a
/// finger held out along the arm.
fn palm(s: &mut String, elbow: (f64, f64), wrist: (f64, f64), skin: &str, grip: Grip) {
    let (x, y) = (wrist.0 - elbow.0, wrist.1 - elbow.1);
    let l = (x * x + y * y).sqrt().max(0.01);
    let (ux, uy) = (x / l, y / l);
    let deg = uy.atan2(ux).to_degrees();
    let (cx, cy) = (wrist.0 + ux * 1.6, wrist.1 + uy * 1.6);
    let edge = shade(skin, 0.7);
    let _ = write!(
        s,
        "<g transform=\"translate({} {}) rotate({})\" fill=\"{skin}\" stroke=\"{edge}\" stroke-width=\".8\">",
        Num(cx),
        Num(cy),
        Num(deg),
    );
    match grip {
        Grip::Open => s.push_str(
            "<ellipse cx=\"0\" cy=\"-2.2\" rx=\"1.8\" ry=\"1.3\" transform=\"rotate(-35)\"/><ellipse cx=\".3\" cy=\"0\" rx=\"4.1\" ry=\"3.1\"/>",
        ),
        Grip::Fist | Grip::Point | Grip::Behind => {
            if grip == Grip::Point {
                s.push_str(&format!(
                    "<path d=\"M1 -1.6H10\" stroke-width=\"3.2\"/><path d=\"M1 -1.6H10\" stroke=\"{skin}\" stroke-width=\"1.6\"/>"
                ));
            }
            // A round fist, the knuckles across its end and the thumb
            // folded over the fingers.
            s.push_str(
                "<rect x=\"-2.6\" y=\"-4\" width=\"7.6\" height=\"8\" rx=\"3.4\"/><path d=\"M2.6 -3.1V3.1M2.6 -1H4.4M2.6 1H4.4\" fill=\"none\" stroke-width=\".7\"/><ellipse cx=\"0\" cy=\"-3\" rx=\"2.6\" ry=\"1.4\" transform=\"rotate(12)\"/>",
            );
        }
    }
    s.push_str("</g>");
}

/// A closed hand with its forearm, as large as `second::figures::hand` and
/// placed the same way (wrist at (x, y), the hand pointing `rot` degrees from
/// straight up, `s` = 1 for a hand 30 units wide): four fingers curled across
/// and the thumb folded over them, round a stem, a pencil or a handle that
/// leaves the fist along the arm and that the card draws first.
pub fn fist(c: &mut Canvas, x: f64, y: f64, s: f64, rot: f64, color: &str, dark: &str) {
    c.drew("hand finger thumb");
    crate::second::paint::at(c, x, y, s, rot);
    let mut g = format!(
        "<path d=\"M-13 0C-16 -14 -16 -24 -14 -30H14C16 -22 16 -12 12 0L12 80H-14Z\" fill=\"{color}\"/>\
<path d=\"M12 -28C13 -14 12 -4 10 10L10 80H13L14 0C16 -12 16 -22 14 -30Z\" fill=\"{dark}\" opacity=\".5\"/>"
    );
    // The fingers, one over the other, knuckles out to the right.
    for k in 0..4 {
        let _ = write!(
            g,
            "<rect x=\"-12\" y=\"{}\" width=\"{}\" height=\"10.5\" rx=\"5\" fill=\"{color}\" stroke=\"{dark}\" stroke-width=\"1.6\"/>",
            -33 - k * 10,
            29 - (k - 1i32).abs() * 2
        );
    }
    let _ = write!(
        g,
        "<path d=\"M-13 -16C-19 -34 -16 -54 -3 -62\" fill=\"none\" stroke=\"{dark}\" stroke-width=\"11\"/>\
<path d=\"M-13 -16C-19 -34 -16 -54 -3 -62\" fill=\"none\" stroke=\"{color}\" stroke-width=\"8\"/>"
    );
    c.add(&g);
    c.end();
}

/// How the folds of clothes are drawn: thin dark lines, half seen.
const FOLD: &str = "fill=\"none\" stroke=\"#000\" stroke-width=\".9\" opacity=\".3\"";

/// A fold from `a` curving through `q` to `b`, in whole units, relative to
/// its start: a hairline needs no finer places, and short numbers cost less.
fn fold(d: &mut String, a: (f64, f64), q: (f64, f64), b: (f64, f64)) {
    let r = |v: f64| v.round() as i64;
    let _ = write!(
        d,
        "M{} {}q{} {} {} {}",
        r(a.0),
        r(a.1),
        r(q.0 - a.0),
        r(q.1 - a.1),
        r(b.0 - a.0),
        r(b.1 - a.1)
    );
}

/// A crease of cloth inside the bend of a limb from `j[0]` through the joint
/// `j[1]` to `j[2]`, `r` in from the limb's middle; none where it is nearly straight.
fn crease(d: &mut String, j: [(f64, f64); 3], r: f64) {
    let unit = |a: (f64, f64), b: (f64, f64)| {
        let (x, y) = (b.0 - a.0, b.1 - a.1);
        let l = (x * x + y * y).sqrt().max(0.01);
        (x / l, y / l)
    };
    let (u1, u2) = (unit(j[1], j[0]), unit(j[1], j[2]));
    let (mx, my) = (u1.0 + u2.0, u1.1 + u2.1);
    let m = (mx * mx + my * my).sqrt();
    if m < 0.5 {
        return;
    }
    let (mx, my) = (mx / m * r, my / m * r);
    let (x, y) = j[1];
    let p = |u: (f64, f64), t: f64, k: f64| (x + u.0 * t + mx * k, y + u.1 * t + my * k);
    fold(d, p(u1, 6.0, 0.9), p((0.0, 0.0), 0.0, 0.5), p(u2, 6.0, 0.9));
}

/// A shoe under the ankle `at`, its toe towards `dir` (1 right, -1 left).
fn shoe(s: &mut String, at: (f64, f64), dir: f64) {
    let (x, y) = at;
    let _ = write!(
        s,
        "<path d=\"M{} {}C{} {} {} {} {} {}L{} {}Z\" fill=\"#2e2019\" stroke=\"#140c08\" stroke-width=\".8\"/>\
<path d=\"M{} {}h{}\" stroke=\"#7a5a44\" stroke-width=\".9\" opacity=\".7\"/>",
        Num(x - dir * 3.2),
        Num(y - 2.2),
        Num(x + dir * 3.5),
        Num(y - 3.4),
        Num(x + dir * 8.2),
        Num(y - 1.0),
        Num(x + dir * 7.6),
        Num(y + 2.6),
        Num(x - dir * 3.6),
        Num(y + 2.6),
        Num(x - dir * 1.5),
        Num(y - 1.6),
        Num(dir * 3.0)
    );
}

/// The SVG of a figure in `pose` (100 units tall, feet on y = 0), with its
/// shadow on the ground under the feet when `shadow`.
fn figure_svg(pose: &Pose, l: &Look, shadow: bool) -> String {
    let young = Look {
        young: l.young || pose.head_r >= 8.5,
        ..*l
    };
    let l = &young;
    let p = aged(pose, l.old);
    let b = l.build;
    let mut s = String::new();
    let (nx, ny) = p.neck;
    let (hx, hy) = p.hip;
    let (dx, dy) = (hx - nx, hy - ny);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (px, py) = (-dy / len, dx / len);
    let sh = 9.0 * b.sqrt();
    let hp = 7.0 * b;
    let (k, f) = (p.knees, p.feet);
    let (elbows, hands) = (p.elbows, p.hands);
    // A shadow on the ground under the feet.
    if shadow {
        let _ = write!(
            s,
            "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"3.5\" fill=\"#000\" opacity=\".25\" stroke=\"none\"/>",
            Num((f[0].0 + f[1].0) / 2.0 + 4.0),
            Num(f[0].1.max(f[1].1) + 2.5),
            Num(((f[0].0 - f[1].0).abs() / 2.0 + 12.0 * b).max(14.0))
        );
    }
    let sb = b.sqrt();
    let at = |t: f64, w: f64| (nx + dx * t + px * w, ny + dy * t + py * w);
    // An arm whose hand is behind the back goes under the legs and the body,
    // so they cover it; the others are drawn over the body further down.
    let grip = grips(pose, l);
    let arm = |s: &mut String, i: usize, side: f64, fill: &str| {
        let sh_pt = at(0.1, side * -(sh - 2.6));
        limb(
            s,
            [(sh_pt.0, sh_pt.1 + 2.0), elbows[i], hands[i]],
            [6.6 * sb, 5.2 * sb, 4.2 * sb],
            fill,
        );
        palm(s, elbows[i], hands[i], l.skin, grip[i]);
    };
    for (i, side, fill) in far_then_near(l.top) {
        if grip[i] == Grip::Behind {
            arm(&mut s, i, side, &shade(&fill, 0.84));
        }
    }
    // Legs, thigh to ankle, the far one a shade darker; then the shoes.
    for (i, side, fill) in far_then_near(l.legs) {
        limb(
            &mut s,
            [(hx + side * 3.2 * b, hy - 2.0), k[i], f[i]],
            [9.0 * sb, 6.6 * sb, 5.0 * sb],
            &fill,
        );
    }
    let dir = if f[1].0 >= f[0].0 { 1.0 } else { -1.0 };
    for ft in f {
        shoe(&mut s, ft, dir);
    }
    // Torso: round shoulders narrowing to the waist, a belly for a broad
    // build, a skirt or coat, the neckline, and light from one side.
    let (ux, uy) = (dx / len, dy / len);
    let waist = (sh.min(hp) * 0.9).max(hp * 0.85);
    // Points along the body (0 at the neck, 1 at the hip) and out to a side,
    // lowered by `dy`.
    let pt = |t: f64, w: f64, dy: f64| {
        let (x, y) = at(t, w);
        format!("{} {}", Num(x), Num(y + dy))
    };
    let torso = format!(
        "M{}Q{} {}L{}L{}Q{} {}L{}L{}Q{} {}Z",
        pt(0.0, sh * 0.5, 2.0),
        pt(0.0, sh, 2.0),
        pt(0.16, sh, 2.0),
        pt(0.62, waist, 0.0),
        pt(1.0, hp, 3.0),
        pt(1.0 + 4.0 / len, 0.0, 3.0),
        pt(1.0, -hp, 3.0),
        pt(0.62, -waist, 0.0),
        pt(0.16, -sh, 2.0),
        pt(0.0, -sh, 2.0),
        pt(0.0, -sh * 0.5, 2.0),
    );
    let _ = write!(s, "<path d=\"{torso}\" fill=\"{}\"/>", l.top);
    if b > 1.15 {
        let _ = write!(
            s,
            "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" fill=\"{}\"/>",
            Num(nx + dx * 0.6),
            Num(ny + dy * 0.6),
            Num(9.0 * b),
            Num(11.0 * b),
            l.top
        );
    }
    if let Some((hw, y)) = p.hem {
        let wy = ny + dy * 0.5;
        let _ = write!(
            s,
            "<path d=\"M{} {}L{} {}Q{} {} {} {}L{} {}Z\" fill=\"{}\"/>",
            Num(nx - 7.0 * b),
            Num(wy),
            Num(hx - hw * b),
            Num(y),
            Num(hx),
            Num(y + 3.0),
            Num(hx + hw * b),
            Num(y),
            Num(nx + 7.0 * b),
            Num(wy),
            l.top
        );
    }
    let _ = write!(
        s,
        "<path d=\"M{} {}Q{} {} {} {}Z\" fill=\"{}\" stroke=\"none\"/>\
<path d=\"{torso}\" fill=\"url(#sh)\" stroke=\"none\"/>",
        Num(nx - px * 3.4),
        Num(ny - py * 3.4 + 1.6),
        Num(nx + ux * 7.0),
        Num(ny + uy * 7.0 + 1.6),
        Num(nx + px * 3.4),
        Num(ny + py * 3.4 + 1.6),
        l.skin
    );
    // A figure large enough to show them gets folds in its clothes: creases
    // from the armpits and at the waist, and inside each bent elbow and knee.
    let folds = l.size >= 2.4;
    if folds {
        let mut d = String::new();
        let at2 = |t: f64, w: f64, dy: f64| {
            let (x, y) = at(t, w);
            (x, y + dy)
        };
        for k in [-1.0, 1.0] {
            fold(
                &mut d,
                at2(0.18, k * sh * 0.85, 2.0),
                at2(0.4, k * sh * 0.6, 0.0),
                at2(0.55, k * sh * 0.15, 0.0),
            );
            fold(
                &mut d,
                at2(0.78, k * hp * 0.95, 0.0),
                at2(0.84, k * hp * 0.5, 0.0),
                at2(0.8, k * hp * 0.15, 0.0),
            );
        }
        let _ = write!(s, "<path d=\"{d}\" {FOLD}/>");
    }
    // Arms, sleeves to the wrist, the far one a shade darker; then hands.
    for (i, side, fill) in far_then_near(l.top) {
        if grip[i] != Grip::Behind {
            arm(&mut s, i, side, &fill);
        }
    }
    if folds {
        let mut d = String::new();
        for (i, side, _) in far_then_near(l.top) {
            let sh_pt = at(0.1, side * -(sh - 2.6));
            if grip[i] != Grip::Behind {
                crease(
                    &mut d,
                    [(sh_pt.0, sh_pt.1 + 2.0), elbows[i], hands[i]],
                    2.6 * sb,
                );
            }
            crease(
                &mut d,
                [(hx + side * 3.2 * b, hy - 2.0), k[i], f[i]],
                3.3 * sb,
            );
        }
        if !d.is_empty() {
            let _ = write!(s, "<path d=\"{d}\" {FOLD}/>");
        }
    }
    // The neck.
    let _ = write!(
        s,
        "<path d=\"M{} {}L{} {}\" fill=\"none\" stroke=\"{}\" stroke-width=\"5.5\"/>",
        Num(nx),
        Num(ny + 1.0),
        Num(p.head.0),
        Num(p.head.1),
        shade(l.skin, 0.82)
    );
    tilted(&mut s, l.tilt, (nx, ny), |s| {
        head_svg(s, p.head.0, p.head.1, p.head_r * 1.4, l);
        if p.hat || l.hat.is_some() {
            let (hat, color) = l.hat.unwrap_or((Hat::Top, INK));
            hat_svg(s, p.head, p.head_r * 1.4, hat, color, l);
        }
    });
    s
}

/// What `draw` writes into `s`, turned `degrees` clockwise about `pivot`.
fn tilted(s: &mut String, degrees: f64, pivot: (f64, f64), draw: impl FnOnce(&mut String)) {
    if degrees == 0.0 {
        draw(s);
        return;
    }
    let _ = write!(
        s,
        "<g transform=\"rotate({} {} {})\">",
        Num(degrees),
        Num(pivot.0),
        Num(pivot.1)
    );
    draw(s);
    s.push_str("</g>");
}

/// A person in `pose` with feet at (x, y), `h` tall, looking as `l`; a
/// mirrored figure faces the other way (its face turns with it).
pub fn figure(c: &mut Canvas, pose: &Pose, x: f64, y: f64, h: f64, l: &Look, flip: bool) {
    person(c, pose, (x, y, h), l, flip, true);
}

/// A person as `figure`, without the shadow under the feet: for someone
/// lying in snow or standing on a rung, where no ground takes a shadow.
pub fn figure_unshadowed(
    c: &mut Canvas,
    pose: &Pose,
    x: f64,
    y: f64,
    h: f64,
    l: &Look,
    flip: bool,
) {
    person(c, pose, (x, y, h), l, flip, false);
}

fn person(
    c: &mut Canvas,
    pose: &Pose,
    (x, y, h): (f64, f64, f64),
    l: &Look,
    flip: bool,
    shadow: bool,
) {
    let s = h / 100.0;
    mark_look(c, h, l);
    let head = aged(pose, l.old).head;
    let sx = if flip { -s } else { s };
    c.heads
        .push((x + head.0 * sx, y + head.1 * s, pose.head_r * 1.4 * s));
    if pose.hat {
        c.drew("hat");
    }
    let mut l = l.in_mood(c.mood);
    l.size = s;
    if flip {
        l.turn = -l.turn;
    }
    // The card's outline keeps its width on a figure drawn larger than 100
    // units, instead of growing with it until a face is a dark disc.
    let outline = if c.outline > 0.0 && s > 1.0 {
        format!(" stroke-width=\"{}\"", Frac3(c.outline / s))
    } else {
        String::new()
    };
    c.add(&format!(
        "<g transform=\"translate({} {}) scale({} {})\"{outline}>{}</g>",
        Num(x),
        Num(y),
        Frac3(sx),
        Frac3(s),
        figure_svg(pose, &l, shadow)
    ));
}

/// Record a person `h` tall looking as `l`: what of them a description may name.
fn mark_look(c: &mut Canvas, h: f64, l: &Look) {
    c.person(h);
    c.drew("body arm hand leg foot");
    mark_head(c, l);
}

/// Record the head of a person looking as `l`: what of it a description may name.
fn mark_head(c: &mut Canvas, l: &Look) {
    c.drew("head hair");
    if l.face != Expr::Back {
        c.drew("face eye mouth");
    }
    if l.glasses {
        c.drew("glasses");
    }
    if l.sunglasses {
        c.drew("sunglasses");
    }
    if l.beard {
        c.drew("beard");
    }
    if l.hat.is_some() {
        c.drew("hat");
    }
    if l.tongue && l.face != Expr::Back {
        c.drew("tongue");
    }
}

/// A head alone, of radius `r` at (x, y), with the hat of `l` if it wears
/// one: a face looking out of a box, a window, a crowd or a pillow, the rest
/// of the person hidden. It counts as a person `9 r` tall.
pub fn lone_head(c: &mut Canvas, x: f64, y: f64, r: f64, l: &Look) {
    let l = &l.in_mood(c.mood);
    c.person(r * 9.0);
    mark_head(c, l);
    c.heads.push((x, y, r));
    let mut s = String::new();
    head_and_hat(&mut s, x, y, r, l);
    c.add(&s);
}

/// A head and shoulders filling much of the card: the face of radius `r`
/// at (x, y), with the hat of `l` if it wears one.
pub fn portrait(c: &mut Canvas, x: f64, y: f64, r: f64, l: &Look) {
    let l = &l.in_mood(c.mood);
    mark_look(c, r * 9.0, l);
    c.heads.push((x, y, r));
    c.drew("shoulder");
    let mut s = String::new();
    let _ = write!(
        s,
        "<path d=\"M{} {}Q{} {} {} {}Q{} {} {} {}L{} {}L{} {}Z\" fill=\"{}\"/>",
        Num(x - r * 2.2),
        Num(y + r * 3.6),
        Num(x - r * 2.0),
        Num(y + r * 1.55),
        Num(x),
        Num(y + r * 1.45),
        Num(x + r * 2.0),
        Num(y + r * 1.55),
        Num(x + r * 2.2),
        Num(y + r * 3.6),
        Num(x + r * 2.2),
        Num(y + r * 4.5),
        Num(x - r * 2.2),
        Num(y + r * 4.5),
        l.top
    );
    let _ = write!(
        s,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>",
        Num(x - r * 0.38),
        Num(y + r * 0.6),
        Num(r * 0.76),
        Num(r * 0.95),
        l.skin
    );
    head_and_hat(&mut s, x, y, r, l);
    c.add(&s);
}

/// The head of radius `r` at (x, y), tipped by the look's tilt about the top
/// of the neck, with its age lines and its hat: what a portrait and a head
/// drawn alone share.
fn head_and_hat(s: &mut String, x: f64, y: f64, r: f64, l: &Look) {
    tilted(s, l.tilt, (x, y + r * 1.2), |s| {
        head_svg(s, x, y, r, l);
        if l.face != Expr::Back {
            let t = l.turn * r * 0.32;
            if l.old {
                let _ = write!(
                    s,
                    "<path d=\"M{} {}q{} {} {} 0M{} {}q{} {} {} 0\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"{}\" opacity=\".4\"/>",
                    Num(x + t - r * 0.3),
                    Num(y - r * 0.62),
                    Num(r * 0.3),
                    Num(-r * 0.06),
                    Num(r * 0.6),
                    Num(x + t - r * 0.25),
                    Num(y - r * 0.72),
                    Num(r * 0.25),
                    Num(-r * 0.05),
                    Num(r * 0.5),
                    Num(r * 0.04)
                );
            }
        }
        if let Some((hat, color)) = l.hat {
            hat_svg(s, (x, y), r, hat, color, l);
        }
    });
}

/// A person seen from straight above at (x, y), `s` = 1 for shoulders 40
/// wide, turned `rot` degrees (0: head towards the top of the card, the
/// face and hands towards the bottom), with their shadow cast down and to
/// the right.
pub fn from_above(c: &mut Canvas, x: f64, y: f64, s: f64, rot: f64, l: &Look, arms_out: bool) {
    c.person(s * 80.0);
    c.drew("head arm hand shoulder ear");
    // Seen from above, a hat hides the hair.
    c.drew(if l.hat.is_some() { "hat" } else { "hair" });
    c.heads.push((x, y, 11.0 * s));
    let frame = |dx: f64, dy: f64| {
        format!(
            "<g transform=\"translate({} {}) rotate({}) scale({})\"",
            Num(x + dx),
            Num(y + dy),
            Num(rot),
            Frac3(s)
        )
    };
    // The shoulders, wider than the head, with the caps of the arms.
    const BACK: &str =
        "M-22 5Q-25 -5 -15 -8Q-8 -10 0 -10Q8 -10 15 -8Q25 -5 22 5Q19 13 0 13Q-19 13 -22 5Z";
    // The shadow, the same shapes in one dark tone, cast to one side.
    let mut g = frame(7.0 * s, 6.0 * s);
    let _ = write!(
        g,
        " fill=\"#000\" opacity=\".22\"><path d=\"{BACK}\"/><circle r=\"11\"/>{}</g>",
        if arms_out {
            "<path d=\"M18 0L34 -14M-18 0L-34 -14\" stroke=\"#000\" stroke-width=\"8\"/>"
        } else {
            "<path d=\"M18 0L20 18M-18 0L-20 18\" stroke=\"#000\" stroke-width=\"8\"/>"
        }
    );
    c.add(&g);
    let mut g = frame(0.0, 0.0);
    g.push('>');
    // Arms from the shoulders, bent a little at the elbows, then hands.
    let arms = if arms_out {
        [(18.0, 0.0), (27.0, -8.0), (34.0, -14.0)]
    } else {
        [(17.0, 0.0), (20.0, 9.0), (20.0, 18.0)]
    };
    for (i, side, fill) in far_then_near(l.top) {
        let j = arms.map(|(ax, ay)| (ax * side, ay));
        limb(&mut g, j, [9.0, 7.5, 6.0], &fill);
        palm(
            &mut g,
            j[1],
            j[2],
            l.skin,
            l.hands.map_or(Grip::Open, |h| h[i]),
        );
    }
    // The shoulders with light from one side and a collar, the ears, the
    // head with the tip of the nose and the forehead in front, then the
    // hair from the crown, its parting, or a hat.
    let hair = if l.hair == Hair::Bald {
        l.skin
    } else {
        l.hair_color
    };
    let _ = write!(
        g,
        "<path d=\"{BACK}\" fill=\"{}\"/><path d=\"{BACK}\" fill=\"url(#sh)\" stroke=\"none\"/>\
<g><path d=\"M-8 7Q0 13 8 7\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\"/>\
<ellipse cx=\"-10.5\" cy=\"1.5\" rx=\"2.4\" ry=\"3.6\" fill=\"{}\"/><ellipse cx=\"10.5\" cy=\"1.5\" rx=\"2.4\" ry=\"3.6\" fill=\"{}\"/>\
<ellipse cx=\"0\" cy=\"12\" rx=\"2.2\" ry=\"2.6\" fill=\"{}\"/>\
<ellipse cx=\"0\" cy=\"0.5\" rx=\"10\" ry=\"11.5\" fill=\"{}\"/>",
        l.top,
        shade(l.top, 0.65),
        l.skin,
        l.skin,
        shade(l.skin, 0.9),
        l.skin
    );
    match (l.hat, l.hair) {
        (Some((_, col)), _) => {
            let _ = write!(
                g,
                "<circle cy=\"-1\" r=\"15\" fill=\"{col}\"/><circle cy=\"-1\" r=\"9.5\" fill=\"{}\"/>",
                shade(col, 0.8)
            );
        }
        (None, Hair::Bald) => {
            let _ = write!(
                g,
                "<path d=\"M-8.5 3Q-10 -9 0 -9.8Q10 -9 8.5 3\" fill=\"none\" stroke=\"{}\" stroke-width=\"3.6\"/>",
                l.hair_color
            );
        }
        (None, h) => {
            if h == Hair::Long {
                let _ = write!(
                    g,
                    "<path d=\"M-9 -3Q-11 -17 0 -19Q11 -17 9 -3Z\" fill=\"{hair}\"/>"
                );
            }
            if h == Hair::Bun {
                let _ = write!(g, "<circle cy=\"-10\" r=\"5.5\" fill=\"{hair}\"/>");
            }
            let _ = write!(
                g,
                "<path d=\"M-10 2Q-11 -11 0 -11Q11 -11 10 2Q6 5 0 5Q-6 5 -10 2Z\" fill=\"{hair}\"/>"
            );
            if h == Hair::Curly {
                let _ = write!(
                    g,
                    "<path d=\"M-10 0a3 3 0 0 1 2-7a3 3 0 0 1 5-4a3 3 0 0 1 6 0a3 3 0 0 1 5 4a3 3 0 0 1 2 7M-6 -4q3 2 1 5M4 -7q3 2 1 5\" fill=\"{hair}\" stroke=\"{}\" stroke-width=\"1\"/>",
                    shade(hair, 0.75)
                );
            } else {
                let _ = write!(
                    g,
                    "<path d=\"M-3 4Q-4 -4 -1 -10\" fill=\"none\" stroke=\"{}\" stroke-width=\"1.2\"/>",
                    mix(hair, l.skin, 0.6)
                );
            }
        }
    }
    g.push_str("</g></g>");
    c.add(&g);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::icons::Icons;

    /// Every painter of a person draws the hat the person's Look wears, and
    /// says so, so a description may name it.
    #[test]
    fn every_painter_draws_the_hat_a_look_wears() {
        type Painter = fn(&mut Canvas, &Look);
        let painters: [(&str, Painter); 3] = [
            ("figure", |c, l| {
                figure(c, &poses::stand(), 200.0, 500.0, 200.0, l, false)
            }),
            ("portrait", |c, l| portrait(c, 200.0, 300.0, 50.0, l)),
            ("from_above", |c, l| {
                from_above(c, 200.0, 300.0, 2.0, 0.0, l, false)
            }),
        ];
        let icons = Icons::none();
        let bare = Look::new(1, "#3050a0", "#303030");
        let hatted = bare.wear(Hat::Bowler, "#d01010");
        for (name, paint) in painters {
            let mut without = Canvas::new(&icons, 1);
            paint(&mut without, &bare);
            let mut with = Canvas::new(&icons, 1);
            paint(&mut with, &hatted);
            assert!(
                !without.drawn.contains("hat"),
                "{name} says it drew a hat nobody wears"
            );
            assert!(
                with.drawn.contains("hat"),
                "{name} does not say it drew the hat"
            );
            let (without, with) = (without.into_parts().1, with.into_parts().1);
            assert!(!without.contains("#d01010"), "{name}");
            assert!(with.contains("#d01010"), "{name} leaves the hat off");
        }
    }

    /// A Look with its tongue out shows it in a figure and a portrait, face
    /// on and in profile, and every painter says it drew a tongue exactly
    /// when it did.
    #[test]
    fn a_tongue_is_drawn_where_a_face_is_and_said_only_then() {
        type Painter = fn(&mut Canvas, &Look);
        let painters: [(&str, Painter, bool); 3] = [
            (
                "figure",
                |c, l| figure(c, &poses::stand(), 200.0, 500.0, 200.0, l, false),
                true,
            ),
            ("portrait", |c, l| portrait(c, 200.0, 300.0, 50.0, l), true),
            (
                "from_above",
                |c, l| from_above(c, 200.0, 300.0, 2.0, 0.0, l, false),
                false,
            ),
        ];
        let icons = Icons::none();
        let plain = Look::new(1, "#3050a0", "#303030").face(Expr::Smile);
        for look in [plain, plain.turn(-1.0).profile()] {
            for (name, paint, shows_face) in painters {
                let mut without = Canvas::new(&icons, 1);
                paint(&mut without, &look);
                let mut with = Canvas::new(&icons, 1);
                paint(&mut with, &look.tongue());
                assert!(!without.drawn.contains("tongue"), "{name}");
                let said = with.drawn.contains("tongue");
                let (without, with) = (without.into_parts().1, with.into_parts().1);
                assert!(!without.contains("#e0506a"), "{name}");
                let drawn = with.contains("#e0506a");
                assert_eq!(
                    said, drawn,
                    "{name} says one thing of the tongue and draws another"
                );
                if shows_face {
                    assert!(drawn, "{name} leaves the tongue in");
                }
            }
        }
    }

    /// A hand held behind the back is drawn before the legs and the body,
    /// so they cover its arm; other hands are drawn over the body.
    #[test]
    fn a_hand_behind_the_back_goes_under_the_legs_and_body() {
        let icons = Icons::none();
        let top = "#3050a0";
        for (left, behind) in [(Grip::Open, false), (Grip::Behind, true)] {
            let l = Look::new(1, top, "#303030").hands(left, Grip::Open);
            let mut c = Canvas::new(&icons, 1);
            figure(&mut c, &poses::stand(), 200.0, 500.0, 200.0, &l, false);
            let svg = c.into_parts().1;
            let body = svg.find(&format!("fill=\"{top}\"/>")).expect("a body");
            let legs = svg.find("#303030").expect("legs");
            let hand = svg
                .find(&format!("fill=\"{}\" stroke=\"", l.skin))
                .expect("a hand");
            assert_eq!(hand < body.min(legs), behind);
        }
    }

    /// Eyes look where the gaze says: straight ahead for a face turned to
    /// us is the same as looking to neither side, and looking aside or up
    /// moves the pupils.
    #[test]
    fn the_gaze_moves_the_pupils() {
        let icons = Icons::none();
        let face = |g: Gaze| {
            let mut c = Canvas::new(&icons, 1);
            let l = Look::new(2, "#3050a0", "#303030").face(Expr::Shock).gaze(g);
            portrait(&mut c, 200.0, 300.0, 60.0, &l);
            c.into_parts().1
        };
        let ahead = face(Gaze::Ahead);
        assert_eq!(ahead, face(Gaze::Side(0.0)));
        let others = [
            face(Gaze::Side(1.0)),
            face(Gaze::Side(-1.0)),
            face(Gaze::Up),
        ];
        for (k, a) in others.iter().enumerate() {
            assert_ne!(a, &ahead, "gaze {k} leaves the eyes as they were");
            for b in &others[k + 1..] {
                assert_ne!(a, b);
            }
        }
    }

    /// Seen from the side too, open-eyed delight is not a laugh with the
    /// eyes shut, and a whistle is not a tender smile.
    #[test]
    fn delight_and_whistling_show_in_profile() {
        let icons = Icons::none();
        let side = |e: Expr| {
            let mut c = Canvas::new(&icons, 1);
            let l = Look::new(2, "#3050a0", "#303030").face(e).profile();
            portrait(&mut c, 200.0, 300.0, 60.0, &l);
            c.into_parts().1
        };
        assert_ne!(side(Expr::Delight), side(Expr::Laugh));
        assert_ne!(side(Expr::Whistle), side(Expr::Tender));
    }

    /// A face out in the cold has a red nose and rosier cheeks than the same
    /// face indoors, face on and in profile.
    /// Dark glasses are the round glasses with black lenses and a glint,
    /// face on and in profile, and a description may name them.
    #[test]
    fn sunglasses_are_dark_glasses() {
        let icons = Icons::none();
        let face = |l: Look| {
            let mut c = Canvas::new(&icons, 1);
            portrait(&mut c, 200.0, 300.0, 60.0, &l);
            c.into_parts().1
        };
        let plain = Look::new(1, "#3050a0", "#303030").face(Expr::Smile);
        let dark = face(plain.sunglasses());
        assert_ne!(dark, face(plain.glasses()));
        assert!(dark.contains(&format!("fill=\"{SHADES}\"")));
        assert!(!face(plain.glasses()).contains(SHADES));
        let side = face(plain.sunglasses().profile());
        assert_ne!(side, face(plain.glasses().profile()));
        assert!(side.contains(&format!("fill=\"{SHADES}\"")));
        let mut c = Canvas::new(&icons, 1);
        portrait(&mut c, 200.0, 300.0, 60.0, &plain.sunglasses());
        assert!(c.drawn.contains("sunglasses"));
    }

    #[test]
    fn a_cold_face_is_red_nosed() {
        let icons = Icons::none();
        let face = |l: Look| {
            let mut c = Canvas::new(&icons, 1);
            portrait(&mut c, 200.0, 300.0, 60.0, &l);
            c.into_parts().1
        };
        let warm = Look::new(2, "#3050a0", "#303030").face(Expr::Tender);
        let cold = face(warm.cold());
        assert_ne!(cold, face(warm));
        assert!(cold.contains("#e03a44") && cold.contains("opacity=\".5\""));
        let side = face(warm.cold().profile());
        assert_ne!(side, face(warm.profile()));
        assert!(side.contains("#e0505a"));
    }

    /// Every face a Look can show from the front is drawn differently from
    /// every other.
    #[test]
    fn every_expression_has_a_face_of_its_own() {
        let icons = Icons::none();
        let all = [
            Expr::Calm,
            Expr::Smile,
            Expr::Laugh,
            Expr::Shock,
            Expr::Angry,
            Expr::Sly,
            Expr::Worry,
            Expr::Asleep,
            Expr::Tender,
            Expr::Wistful,
            Expr::Squeeze,
            Expr::Deadpan,
            Expr::Delight,
            Expr::Whistle,
        ];
        let face = |e: Expr| {
            let mut c = Canvas::new(&icons, 1);
            portrait(
                &mut c,
                200.0,
                300.0,
                60.0,
                &Look::new(2, "#3050a0", "#303030").face(e),
            );
            c.into_parts().1
        };
        let faces: Vec<String> = all.iter().map(|&e| face(e)).collect();
        for i in 0..faces.len() {
            for j in i + 1..faces.len() {
                assert_ne!(faces[i], faces[j], "faces {i} and {j} look the same");
            }
        }
    }

    /// Every kind of hat is drawn in its colour on a figure and a portrait.
    #[test]
    fn every_kind_of_hat_is_drawn() {
        let icons = Icons::none();
        for (k, hat) in [
            Hat::Top,
            Hat::Bowler,
            Hat::Cap,
            Hat::WideBrim,
            Hat::Knitted,
            Hat::Headscarf,
            Hat::Nightcap,
        ]
        .into_iter()
        .enumerate()
        {
            let l = Look::new(1, "#3050a0", "#303030").wear(hat, "#d01010");
            let mut c = Canvas::new(&icons, 1);
            figure(&mut c, &poses::stand(), 200.0, 500.0, 200.0, &l, false);
            portrait(&mut c, 200.0, 200.0, 50.0, &l);
            let svg = c.into_parts().1;
            assert!(svg.matches("#d01010").count() >= 2, "hat {k} is missing");
        }
    }

    /// A tilted head is drawn turned about the top of the neck by a figure
    /// and by a portrait; an upright one is not turned at all.
    #[test]
    fn figure_and_portrait_tilt_the_head() {
        let icons = Icons::none();
        let look = Look::new(2, "#3050a0", "#303030");
        for tilt in [0.0, -24.0] {
            let l = look.tilt(tilt);
            let mut c = Canvas::new(&icons, 1);
            figure(&mut c, &poses::stand(), 200.0, 500.0, 200.0, &l, false);
            portrait(&mut c, 200.0, 200.0, 50.0, &l);
            let svg = c.into_parts().1;
            assert_eq!(
                svg.matches("rotate(-24 ").count(),
                if tilt == 0.0 { 0 } else { 2 }
            );
        }
    }
}
