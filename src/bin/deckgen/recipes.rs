//! The card recipes: one hand-written composition per card, in deck order.

use crate::canvas::{smooth_d, C, D, H, O, W};
use crate::scenes::*;

/// A card: its title and how to draw it.
pub type Recipe = (&'static str, fn(&mut C));

// ---------- shared compositions ----------

/// Sky down to a horizon and a sea below it.
fn seascape(c: &mut C, p: &Pal, hy: f64) {
    sky_to(c, p, hy);
    sea(c, hy, p.land[0], p.land[2], p.light);
}

/// Sky and layered hills.
fn landscape(c: &mut C, p: &Pal, base: f64) {
    sky(c, p);
    hills(c, p, base);
}

/// Night sky with stars.
fn starry(c: &mut C, p: &Pal, n: usize, ymax: f64) {
    sky(c, p);
    stars(c, n, ymax, "#fff8e0");
}

/// A floating island with hanging roots, at (x, y) `w` wide.
fn island(c: &mut C, x: f64, y: f64, w: f64, grass_col: &str, rock: &str) {
    let pts = vec![
        (x - w / 2.0, y),
        (x - w * 0.3, y + w * 0.25),
        (x - w * 0.05, y + w * 0.55),
        (x + w * 0.1, y + w * 0.42),
        (x + w * 0.3, y + w * 0.2),
        (x + w / 2.0, y),
    ];
    let mut d = smooth_d(&pts);
    d.push('Z');
    c.path(&d, rock, 1.0);
    c.path(&d, "#000", 0.2);
    c.ellipse(x, y, w / 2.0 + 4.0, w * 0.07, grass_col, 1.0);
    let mut roots = String::new();
    for i in 0..6 {
        let rx = x - w * 0.25 + i as f64 * w * 0.1;
        let len = c.r(20.0, 60.0);
        roots.push_str(&format!(
            "M{:.0} {:.0}q{:.0} {:.0} {:.0} {:.0}",
            rx,
            y + w * 0.3,
            c.r(-10.0, 10.0),
            len * 0.5,
            c.r(-6.0, 6.0),
            len
        ));
    }
    c.stroke(&roots, rock, 2.0, 0.8);
}

/// A hand-drawn teacup seen from the side; returns the liquid line.
fn teacup(c: &mut C, x: f64, y: f64, w: f64, body: &str, tea: &str) -> f64 {
    let h = w * 0.55;
    c.ellipse(x, y + h + 6.0, w * 0.75, w * 0.12, body, 1.0);
    c.ellipse(x, y + h + 6.0, w * 0.75, w * 0.12, "#000", 0.15);
    let d = format!(
        "M{:.0} {:.0}C{:.0} {:.0} {:.0} {:.0} {:.0} {:.0}C{:.0} {:.0} {:.0} {:.0} {:.0} {:.0}Z",
        x - w / 2.0,
        y,
        x - w / 2.0,
        y + h * 0.9,
        x - w * 0.25,
        y + h,
        x,
        y + h,
        x + w * 0.25,
        y + h,
        x + w / 2.0,
        y + h * 0.9,
        x + w / 2.0,
        y
    );
    let handle = format!(
        "M{:.0} {:.0}c{:.0} {:.0} {:.0} {:.0} {:.0} {:.0}",
        x + w * 0.46,
        y + h * 0.2,
        w * 0.3,
        -h * 0.1,
        w * 0.3,
        h * 0.6,
        -w * 0.08,
        h * 0.62
    );
    c.stroke(&handle, body, w * 0.06, 1.0);
    c.path(&d, body, 1.0);
    let sh = c.lin(
        &[(0.0, "#fff", 0.25), (0.5, "#fff", 0.0), (1.0, "#000", 0.25)],
        0.0,
        0.0,
        1.0,
        0.0,
    );
    c.path(&d, &sh, 1.0);
    c.ellipse(x, y, w / 2.0, w * 0.1, body, 1.0);
    c.ellipse(x, y + 2.0, w / 2.0 - 5.0, w * 0.1 - 3.0, tea, 1.0);
    y
}

/// A keyhole shape path centred at (x, y) of height h.
fn keyhole_d(x: f64, y: f64, h: f64) -> String {
    let r = h * 0.22;
    format!(
        "M{:.0} {:.0}A{:.0} {:.0} 0 1 1 {:.0} {:.0}L{:.0} {:.0}H{:.0}Z",
        x - r * 0.55,
        y - h * 0.5 + r * 1.7,
        r,
        r,
        x + r * 0.55,
        y - h * 0.5 + r * 1.7,
        x + r * 1.1,
        y + h * 0.5,
        x - r * 1.1
    )
}

/// An hourglass outline path.
fn hourglass_d(x: f64, y: f64, w: f64, h: f64) -> String {
    format!(
        "M{:.0} {:.0}H{:.0}C{:.0} {:.0} {:.0} {:.0} {:.0} {:.0}C{:.0} {:.0} {:.0} {:.0} {:.0} {:.0}H{:.0}C{:.0} {:.0} {:.0} {:.0} {:.0} {:.0}C{:.0} {:.0} {:.0} {:.0} {:.0} {:.0}Z",
        x - w / 2.0,
        y - h / 2.0,
        x + w / 2.0,
        x + w / 2.0,
        y - h * 0.15,
        x + w * 0.08,
        y - h * 0.08,
        x + w * 0.08,
        y,
        x + w * 0.08,
        y + h * 0.08,
        x + w / 2.0,
        y + h * 0.15,
        x + w / 2.0,
        y + h / 2.0,
        x - w / 2.0,
        x - w / 2.0,
        y + h * 0.15,
        x - w * 0.08,
        y + h * 0.08,
        x - w * 0.08,
        y,
        x - w * 0.08,
        y - h * 0.08,
        x - w / 2.0,
        y - h * 0.15,
        x - w / 2.0,
        y - h / 2.0
    )
}

// ---------- placement shorthands ----------

const fn sil(col: &'static str) -> O {
    O {
        sil: Some(col),
        ..D
    }
}

const fn rot(r: f64) -> O {
    O { rot: r, ..D }
}

const fn tint(col: &'static str, a: f64) -> O {
    O {
        tint: Some((col, a)),
        ..D
    }
}

const FLIP: O = O { flip: true, ..D };

/// Mix two `#rrggbb` colours.
fn mix(a: &str, b: &str, t: f64) -> String {
    let p = |s: &str, i: usize| u8::from_str_radix(&s[i..i + 2], 16).unwrap_or(0) as f64;
    let mut out = String::from("#");
    for i in [1, 3, 5] {
        let v = p(a, i) * (1.0 - t) + p(b, i) * t;
        out.push_str(&format!("{:02x}", v.round().clamp(0.0, 255.0) as u8));
    }
    out
}

/// A bare tree drawn by recursive branching; returns the twig tips.
fn bare_tree(
    c: &mut C,
    x: f64,
    y: f64,
    len: f64,
    depth: usize,
    color: &str,
    w: f64,
) -> Vec<(f64, f64)> {
    let mut paths = vec![String::new(); depth + 1];
    let mut tips = Vec::new();
    branch(c, x, y, len, -90.0, depth, 0, &mut paths, &mut tips);
    for (i, d) in paths.iter().enumerate() {
        if !d.is_empty() {
            c.stroke(d, color, w * 0.68f64.powi(i as i32), 1.0);
        }
    }
    tips
}

#[allow(clippy::too_many_arguments)]
fn branch(
    c: &mut C,
    x: f64,
    y: f64,
    len: f64,
    ang: f64,
    depth: usize,
    level: usize,
    paths: &mut Vec<String>,
    tips: &mut Vec<(f64, f64)>,
) {
    let a = ang.to_radians();
    let x2 = x + a.cos() * len;
    let y2 = y + a.sin() * len;
    let bend = c.r(-0.12, 0.12) * len;
    paths[level].push_str(&format!(
        "M{:.1} {:.1}Q{:.1} {:.1} {:.1} {:.1}",
        x,
        y,
        (x + x2) / 2.0 + bend,
        (y + y2) / 2.0,
        x2,
        y2
    ));
    if level == depth {
        tips.push((x2, y2));
        return;
    }
    let n = if c.chance(0.3) { 3 } else { 2 };
    for k in 0..n {
        let off = (k as f64 - (n as f64 - 1.0) / 2.0) * 34.0 + c.r(-12.0, 12.0);
        let l = len * c.r(0.64, 0.8);
        branch(c, x2, y2, l, ang + off, depth, level + 1, paths, tips);
    }
}

/// An arched opening path (rectangle with a round top), centred on x, bottom at by.
fn arch_d(x: f64, by: f64, w: f64, h: f64) -> String {
    format!(
        "M{:.1} {:.1}V{:.1}A{:.1} {:.1} 0 0 1 {:.1} {:.1}V{:.1}Z",
        x - w / 2.0,
        by,
        by - h + w / 2.0,
        w / 2.0,
        w / 2.0,
        x + w / 2.0,
        by - h + w / 2.0,
        by
    )
}

/// A generated lighthouse; returns the lamp position.
fn lighthouse(c: &mut C, x: f64, by: f64, h: f64, a: &str, b: &str) -> (f64, f64) {
    let w0 = h * 0.16;
    let w1 = h * 0.1;
    let top = by - h;
    c.poly(
        &[(x - w0, by), (x + w0, by), (x + w1, top), (x - w1, top)],
        a,
        1.0,
    );
    for k in 0..3 {
        let t0 = 0.15 + k as f64 * 0.28;
        let t1 = t0 + 0.13;
        let wa = w0 + (w1 - w0) * t0;
        let wb = w0 + (w1 - w0) * t1;
        c.poly(
            &[
                (x - wa, by - h * t0),
                (x + wa, by - h * t0),
                (x + wb, by - h * t1),
                (x - wb, by - h * t1),
            ],
            b,
            1.0,
        );
    }
    c.rect(
        x - w1 * 0.8,
        top - h * 0.12,
        w1 * 1.6,
        h * 0.12,
        "#fff6c8",
        1.0,
    );
    c.poly(
        &[
            (x - w1 * 1.1, top - h * 0.12),
            (x + w1 * 1.1, top - h * 0.12),
            (x, top - h * 0.22),
        ],
        b,
        1.0,
    );
    c.rect(x - w1 * 1.3, top - 3.0, w1 * 2.6, 5.0, b, 1.0);
    (x, top - h * 0.06)
}

/// A balance beam tilted by `tilt` degrees, pans hanging; returns the two pan centres.
fn balance(c: &mut C, x: f64, y: f64, w: f64, tilt: f64, color: &str) -> ((f64, f64), (f64, f64)) {
    let a = tilt.to_radians();
    let l = (x - a.cos() * w / 2.0, y - a.sin() * w / 2.0);
    let r = (x + a.cos() * w / 2.0, y + a.sin() * w / 2.0);
    c.poly(
        &[
            (x - 10.0, y + 260.0),
            (x + 10.0, y + 260.0),
            (x + 4.0, y),
            (x - 4.0, y),
        ],
        color,
        1.0,
    );
    c.ellipse(x, y + 262.0, 50.0, 10.0, color, 1.0);
    c.stroke(
        &format!("M{:.1} {:.1}L{:.1} {:.1}", l.0, l.1, r.0, r.1),
        color,
        7.0,
        1.0,
    );
    c.circle(x, y, 9.0, color, 1.0);
    let mut pans = Vec::new();
    for (px, py) in [l, r] {
        let pan_y = py + 90.0;
        c.stroke(
            &format!(
                "M{:.1} {:.1}L{:.1} {:.1}M{:.1} {:.1}L{:.1} {:.1}",
                px,
                py,
                px - 38.0,
                pan_y,
                px,
                py,
                px + 38.0,
                pan_y
            ),
            color,
            1.5,
            0.9,
        );
        c.path(
            &format!("M{:.1} {:.1}h90a45 16 0 0 1 -90 0Z", px - 45.0, pan_y),
            color,
            1.0,
        );
        pans.push((px, pan_y));
    }
    (pans[0], pans[1])
}

/// A glass sphere: draws contents through `inner` clipped to it, then the glass.
fn glass_sphere(c: &mut C, x: f64, y: f64, r: f64, inner: impl FnOnce(&mut C)) {
    c.clip(&circle_d(x, y, r));
    inner(c);
    c.end();
    let g = c.rad(
        &[
            (0.0, "#ffffff", 0.0),
            (0.8, "#ffffff", 0.08),
            (1.0, "#ffffff", 0.45),
        ],
        0.5,
        0.5,
        0.5,
    );
    c.circle(x, y, r, &g, 1.0);
    c.ellipse(x - r * 0.35, y - r * 0.45, r * 0.3, r * 0.16, "#fff", 0.45);
}

/// Path data of a full circle.
fn circle_d(x: f64, y: f64, r: f64) -> String {
    format!(
        "M{:.1} {y:.1}a{r:.1} {r:.1} 0 1 0 {:.1} 0a{r:.1} {r:.1} 0 1 0 {:.1} 0Z",
        x - r,
        2.0 * r,
        -2.0 * r
    )
}

/// A comet: a fading streak ending in a bright head at (x, y), tail pointing along `ang`.
fn comet(c: &mut C, x: f64, y: f64, len: f64, ang: f64, color: &str) {
    let a = ang.to_radians();
    let (tx, ty) = (x + a.cos() * len, y + a.sin() * len);
    let (nx, ny) = (-a.sin() * len * 0.03, a.cos() * len * 0.03);
    let g = c.lin(
        &[(0.0, color, 0.9), (1.0, color, 0.0)],
        if tx > x { 0.0 } else { 1.0 },
        if ty > y { 0.0 } else { 1.0 },
        if tx > x { 1.0 } else { 0.0 },
        if ty > y { 1.0 } else { 0.0 },
    );
    c.g_blur(1.0, 1.0);
    c.poly(&[(x + nx, y + ny), (tx, ty), (x - nx, y - ny)], &g, 1.0);
    c.end();
    sparkle(c, x, y, len * 0.06 + 3.0, color, 1.0);
}

/// A wooden fence along a line.
fn fence(c: &mut C, x0: f64, x1: f64, gy: f64, h: f64, color: &str) {
    let mut d = String::new();
    let mut x = x0;
    while x < x1 {
        d.push_str(&format!("M{x:.1} {:.1}v{:.1}", gy, -h));
        x += h * 0.45;
    }
    d.push_str(&format!(
        "M{x0:.1} {:.1}H{x1:.1}M{x0:.1} {:.1}H{x1:.1}",
        gy - h * 0.3,
        gy - h * 0.75
    ));
    c.stroke(&d, color, 4.0, 1.0);
}

/// The deck, in order.
pub fn cards() -> Vec<Recipe> {
    let mut v: Vec<Recipe> = Vec::new();
    v.extend_from_slice(BATCH1);
    v.extend_from_slice(BATCH2);
    v.extend_from_slice(BATCH3);
    v.extend_from_slice(BATCH4);
    v
}

const BATCH1: &[Recipe] = &[
    ("A door standing in the sea", |c| {
        let p = DUSK;
        seascape(c, &p, 330.0);
        sun(c, 300.0, 318.0, 22.0, p.light);
        clouds(c, 3, 70.0, 220.0, p.fog, 0.45);
        light_path(c, 300.0, 330.0, p.light);
        door(c, 140.0, 470.0, 100.0, 170.0, "#4a2438", NOON.light, |c| {
            let q = NOON;
            sky(c, &q);
            hills(c, &q, 330.0);
            flowers(c, 40, 400.0, 480.0, &["#fff", "#ffd84a"]);
        });
        water_front(c, 462.0, p.land[1], 0.75);
        c.put(
            "bird",
            330.0,
            150.0,
            26.0,
            O {
                sil: Some("#2b1a4d"),
                ..D
            },
        );
        c.put(
            "bird",
            355.0,
            175.0,
            18.0,
            O {
                sil: Some("#2b1a4d"),
                ..D
            },
        );
    }),
    ("The moon on a string", |c| {
        let p = NIGHT;
        starry(c, &p, 140, 400.0);
        string(c, 250.0, 190.0, "#e8dcc0");
        moon(c, 250.0, 215.0, 36.0, "#ffeec0");
        hills(c, &p, 430.0);
        tiny_house(c, 110.0, 470.0, 30.0, "#2a2440", "#181530", "#ffd27a");
        c.put(
            "black-cat",
            300.0,
            470.0,
            40.0,
            O {
                sil: Some("#05060f"),
                ..D
            },
        );
    }),
    ("Stairs into the clouds", |c| {
        let p = DAWN;
        sky(c, &p);
        sun(c, 320.0, 90.0, 18.0, p.light);
        cloud(c, 300.0, 120.0, 180.0, "#fff6f0", 0.95);
        stairs(c, 20.0, 560.0, 17, 17.0, 27.0, 40.0, "#f6e8e0", "#b49ab8");
        cloud_sea(c, 470.0, "#fbeef0", "#e6d4e4");
        c.put("door", 318.0, 92.0, 44.0, O { op: 0.95, ..D });
    }),
    ("The giant snail", |c| {
        let p = NOON;
        sky(c, &p);
        clouds(c, 4, 40.0, 180.0, "#ffffff", 0.8);
        hills(c, &p, 330.0);
        let gy = 500.0;
        c.put("snail", 235.0, gy - 95.0, 240.0, O { flip: true, ..D });
        c.shadow(235.0, gy + 8.0, 110.0, 0.35);
        c.put("snail", 235.0, gy - 95.0, 240.0, O { flip: true, ..D });
        tiny_house(c, 70.0, gy + 10.0, 30.0, "#f3e3c3", "#b24a3a", "#ffd27a");
        tiny_house(c, 110.0, gy + 20.0, 22.0, "#f3e3c3", "#8a3a5a", "#ffd27a");
        grass(c, 120, 560.0, 18.0, "#2f6a48", 0.8);
    }),
    ("Fish swimming through the clouds", |c| {
        let p = TEAL;
        sky(c, &p);
        clouds(c, 5, 120.0, 420.0, "#fff2e0", 0.55);
        city(c, 560.0, "#0a2432", "#ffd27a");
        for (x, y, s) in [
            (90.0, 160.0, 60.0),
            (170.0, 200.0, 44.0),
            (250.0, 150.0, 36.0),
            (300.0, 250.0, 52.0),
            (120.0, 300.0, 30.0),
        ] {
            c.put("tropical-fish", x, y, s, O { rot: -8.0, ..D });
        }
        fog_band(c, 470.0, 120.0, p.fog, 0.4);
    }),
    ("A key that is a tower", |c| {
        let p = NIGHT;
        starry(c, &p, 120, 360.0);
        crescent(c, 80.0, 90.0, 22.0, "#fff0c0", true);
        ridge(c, 470.0, 60.0, 0.7, p.land[1], 1.0, false);
        c.put(
            "old-key",
            215.0,
            310.0,
            330.0,
            O {
                rot: -45.0,
                tint: Some(("#1b2556", 0.35)),
                ..D
            },
        );
        for (x, y) in [(212.0, 230.0), (212.0, 290.0), (212.0, 350.0)] {
            c.rect(x, y, 6.0, 9.0, "#ffd27a", 1.0);
            c.glow(x + 3.0, y + 5.0, 16.0, "#ffd27a", 0.4);
        }
        ridge(c, 520.0, 40.0, 1.1, p.land[2], 1.0, false);
        ground_fog(c, 470.0, p.fog, 0.25);
    }),
    ("A whale over the sleeping city", |c| {
        let p = VIOLET;
        starry(c, &p, 100, 300.0);
        c.glow(200.0, 240.0, 200.0, "#c4a2e4", 0.35);
        c.put(
            "whale",
            200.0,
            230.0,
            230.0,
            O {
                rot: -6.0,
                tint: Some(("#57388c", 0.3)),
                ..D
            },
        );
        city(c, 600.0, "#120a28", "#ffe09a");
        fog_band(c, 470.0, 80.0, p.fog, 0.3);
    }),
    ("A boat in a teacup", |c| {
        let p = AMBER;
        let f = room(c, ["#2a1710", "#5a3220"], ["#3a2012", "#1a0c06"], 430.0);
        c.glow(300.0, 120.0, 200.0, "#ffd08a", 0.35);
        let _ = f;
        let y = teacup(c, 200.0, 300.0, 240.0, "#f2ece0", "#8a5a2a");
        cloud(c, 200.0, 170.0, 120.0, "#cdd3e0", 0.95);
        rain(c, 0, "#fff", 0.0);
        let mut d = String::new();
        for i in 0..18 {
            let x = 150.0 + i as f64 * 6.0;
            d.push_str(&format!(
                "M{x:.0} 190l-3 {:.0}",
                90.0 + (i % 3) as f64 * 10.0
            ));
        }
        c.stroke(&d, "#cfe0ff", 1.2, 0.6);
        c.put("sailboat", 215.0, y - 14.0, 50.0, D);
        let _ = p;
    }),
    ("The library where books fly", |c| {
        let _p = SEPIA;
        c.full("#2a1a10", 1.0);
        shelves(
            c,
            -10.0,
            -10.0,
            140.0,
            620.0,
            7,
            "#5a3a22",
            &[
                "#8a2f2f", "#2f5a7a", "#c4a04a", "#3f6a3a", "#6a3a6a", "#d8c8a0",
            ],
        );
        shelves(
            c,
            270.0,
            -10.0,
            140.0,
            620.0,
            7,
            "#5a3a22",
            &[
                "#8a2f2f", "#2f5a7a", "#c4a04a", "#3f6a3a", "#6a3a6a", "#d8c8a0",
            ],
        );
        window(c, 150.0, 120.0, 100.0, 200.0, true, "#4a2e1a", |c| {
            sky(c, &DAWN);
        });
        beam(c, 200.0, 200.0, 200.0, 620.0, 40.0, 120.0, "#fff0c8", 0.35);
        for (x, y, s, r) in [
            (170.0, 380.0, 50.0, -15.0),
            (230.0, 300.0, 40.0, 10.0),
            (250.0, 420.0, 34.0, -5.0),
            (140.0, 250.0, 30.0, 20.0),
        ] {
            c.put("open-book", x, y, s, O { rot: r, ..D });
        }
        c.put("dove", 200.0, 160.0, 40.0, D);
    }),
    ("The candle's shadow", |c| {
        let f = room(c, ["#3a2a22", "#6a4a32"], ["#2a1a12", "#120806"], 460.0);
        c.glow(180.0, 400.0, 320.0, "#ffc060", 0.45);
        wallpaper(c, 452.0, "#000", 0.06);
        c.put(
            "t-rex",
            240.0,
            260.0,
            330.0,
            O {
                sil: Some("#1a0e08"),
                op: 0.72,
                blur: 1.5,
                flip: true,
                ..D
            },
        );
        c.stand("candle", 160.0, f + 40.0, 70.0, D);
        c.glow(160.0, f - 20.0, 60.0, "#ffe0a0", 0.8);
    }),
];

const BATCH2: &[Recipe] = &[
    ("The balloon that lifted the anchor", |c| {
        let p = DAWN;
        seascape(c, &p, 420.0);
        sun(c, 90.0, 380.0, 20.0, p.light);
        clouds(c, 4, 60.0, 300.0, "#fff4f0", 0.7);
        c.stroke("M218 205C205 260 230 300 212 352", "#5a4a6a", 1.5, 0.9);
        c.put("balloon", 225.0, 150.0, 110.0, rot(8.0));
        c.put("anchor", 212.0, 385.0, 80.0, rot(-6.0));
        c.shadow(212.0, 470.0, 40.0, 0.15);
    }),
    ("A pawn on the endless board", |c| {
        let p = DUSK;
        sky_to(c, &p, 300.0);
        sun(c, 330.0, 288.0, 18.0, p.light);
        checker(c, 300.0, "#eedcc4", "#3f2a4a");
        fog_band(c, 305.0, 40.0, p.fog, 0.6);
        c.poly(
            &[
                (230.0, 520.0),
                (290.0, 520.0),
                (40.0, 610.0),
                (-60.0, 610.0),
            ],
            "#1f1233",
            0.45,
        );
        c.put("chess-pawn", 260.0, 440.0, 190.0, tint("#f5a35f", 0.15));
        c.put("chess-pawn", 90.0, 330.0, 26.0, sil("#2b1a4d"));
    }),
    ("The light at the end of the tunnel", |c| {
        c.full("#120c1a", 1.0);
        let (cx, cy) = (215.0, 330.0);
        for i in 0..14 {
            let t = i as f64 / 13.0;
            let k = 1.0 - t * 0.93;
            let w = 460.0 * k;
            let h = 640.0 * k;
            let x = 200.0 + (cx - 200.0) * t;
            let by = 620.0 + (cy + 40.0 - 620.0) * t;
            let col = mix("#2a1e2e", "#c8a070", t.powf(1.5));
            c.path(&arch_d(x, by, w, h), &col, 1.0);
            c.path(
                &arch_d(x, by, w * 0.94, h * 0.96),
                &mix(&col, "#000000", 0.25),
                1.0,
            );
        }
        c.glow(cx, cy + 20.0, 120.0, "#fff2c0", 0.9);
        c.path(&arch_d(cx, cy + 40.0, 30.0, 48.0), "#fffbe8", 1.0);
        c.put("butterfly", cx + 6.0, cy + 8.0, 22.0, sil("#3a2a20"));
        c.put(
            "footprints",
            200.0,
            540.0,
            50.0,
            O {
                op: 0.5,
                ..rot(-80.0)
            },
        );
    }),
    ("A rabbit alone on stage", |c| {
        let fy = stage(c, "#160a14", "#6a3a22");
        c.glow(200.0, 250.0, 260.0, "#4a2040", 0.6);
        string(c, 250.0, 150.0, "#d8c8a0");
        crescent(c, 250.0, 175.0, 34.0, "#f4e0a0", false);
        beam(
            c,
            200.0,
            -20.0,
            200.0,
            fy + 40.0,
            16.0,
            90.0,
            "#fff4d0",
            0.4,
        );
        c.ellipse(200.0, fy + 40.0, 100.0, 18.0, "#fff4d0", 0.3);
        c.stand("rabbit", 200.0, fy + 40.0, 110.0, D);
        curtains(c, "#8a1c2c");
    }),
    ("The house at the bottom of the sea", |c| {
        let p = DEEP;
        sky(c, &p);
        rays(c, 200.0, -60.0, 7, 60.0, 120.0, 700.0, "#d8fff6", 0.25);
        ridge(c, 500.0, 40.0, 0.6, "#0c3a50", 1.0, false);
        tiny_house(c, 210.0, 520.0, 80.0, "#5a7a8a", "#2a4a5a", "#ffe6a0");
        bubbles(c, 16, 225.0, 250.0, 150.0, 420.0, "#d8fff6");
        seaweed(c, 90.0, 560.0, 140.0, "#1d6a7a");
        seaweed(c, 320.0, 560.0, 110.0, "#14505e");
        c.put("tropical-fish", 110.0, 260.0, 44.0, tint("#0b5278", 0.25));
        c.put("fish", 300.0, 330.0, 30.0, sil("#0a2a44"));
        ground_fog(c, 520.0, "#04182a", 0.6);
    }),
    ("A jar full of stars", |c| {
        let p = FOREST;
        sky(c, &NIGHT);
        stars(c, 80, 250.0, "#fff8e0");
        ridge(c, 380.0, 40.0, 1.0, p.land[1], 1.0, false);
        pines(c, 14, 400.0, (80.0, 160.0), "#0a1e16", 1.0);
        ridge(c, 480.0, 20.0, 0.6, "#0e2a1e", 1.0, false);
        c.glow(200.0, 400.0, 150.0, "#ffe9a0", 0.6);
        c.stand("jar", 200.0, 490.0, 150.0, D);
        for _ in 0..9 {
            let x = c.r(170.0, 230.0);
            let y = c.r(380.0, 450.0);
            let r = c.r(3.0, 7.0);
            sparkle(c, x, y, r, "#fff6c0", 1.0);
        }
        motes(c, 20, 300.0, 560.0, (0.8, 1.8), "#f8ffa0", 0.7);
    }),
    ("The window onto the deep", |c| {
        let fy = room(c, ["#c9b79c", "#a8957a"], ["#6a4a32", "#3a2414"], 470.0);
        wallpaper(c, fy, "#fff", 0.08);
        window(c, 110.0, 110.0, 180.0, 240.0, false, "#f2ead8", |c| {
            sky(c, &DEEP);
            rays(c, 240.0, 80.0, 5, 70.0, 110.0, 400.0, "#d8fff6", 0.3);
            c.put("whale", 210.0, 250.0, 190.0, tint("#0b5278", 0.45));
            bubbles(c, 10, 110.0, 290.0, 120.0, 340.0, "#d8fff6");
        });
        c.stand("chair", 320.0, 545.0, 120.0, D);
        c.stand("potted-plant", 80.0, 520.0, 80.0, D);
    }),
    ("The mirror remembers winter", |c| {
        let fy = room(c, ["#e0a36a", "#c0783e"], ["#7a4222", "#3a1c12"], 480.0);
        c.glow(80.0, 120.0, 260.0, "#fff0c0", 0.4);
        frame(c, 120.0, 90.0, 160.0, 260.0, "#6a3a1a", |c| {
            sky(c, &SNOW);
            ridge(c, 300.0, 50.0, 1.0, "#dfe6f2", 1.0, false);
            pines(c, 5, 300.0, (50.0, 100.0), "#6a7a9a", 1.0);
            motes(c, 60, 80.0, 360.0, (0.8, 2.0), "#fff", 0.9);
        });
        c.stand("sunflower", 330.0, fy + 50.0, 120.0, D);
        c.stand("sunglasses", 90.0, fy + 40.0, 50.0, D);
    }),
    ("An egg too big for the nest", |c| {
        let p = DAWN;
        sky(c, &p);
        far_mountains(c, 420.0, 200.0, "#9a8ab8", p.fog);
        ridge(c, 500.0, 80.0, 0.9, "#6e6a98", 1.0, true);
        c.put("egg", 205.0, 330.0, 240.0, tint("#f3c1c4", 0.15));
        c.put("empty-nest", 200.0, 470.0, 170.0, D);
        c.put("bird", 90.0, 170.0, 26.0, sil("#4d4a78"));
        c.put(
            "bird",
            320.0,
            220.0,
            20.0,
            O {
                flip: true,
                ..sil("#4d4a78")
            },
        );
    }),
    ("The hourglass in the dunes", |c| {
        let p = SAND;
        sky(c, &p);
        sun(c, 90.0, 120.0, 30.0, p.light);
        ridge(c, 400.0, 60.0, 0.7, p.land[0], 1.0, false);
        let d = hourglass_d(240.0, 350.0, 150.0, 260.0);
        let g = c.lin(
            &[(0.0, "#ffffff", 0.35), (1.0, "#ffffff", 0.1)],
            0.0,
            0.0,
            1.0,
            0.0,
        );
        c.clip(&d);
        c.rect(150.0, 260.0, 180.0, 80.0, "#f3b35e", 1.0);
        c.rect(150.0, 420.0, 180.0, 90.0, "#e8a25a", 1.0);
        c.end();
        c.rect(238.0, 340.0, 4.0, 120.0, "#f3b35e", 1.0);
        c.path(&d, &g, 1.0);
        c.add(&format!(
            "<path d=\"{d}\" fill=\"none\" stroke=\"#fff\" stroke-width=\"3\" opacity=\".6\"/>"
        ));
        c.rect(150.0, 212.0, 180.0, 12.0, "#6a3a1a", 1.0);
        c.rect(150.0, 476.0, 180.0, 12.0, "#6a3a1a", 1.0);
        ridge(c, 500.0, 70.0, 0.6, p.land[1], 1.0, false);
        ridge(c, 600.0, 60.0, 0.5, p.land[2], 1.0, false);
        c.put("camel", 70.0, 470.0, 40.0, sil("#8a4622"));
    }),
    ("The floating island", |c| {
        let p = NOON;
        sky(c, &p);
        cloud_sea(c, 470.0, "#ffffff", "#dcecf6");
        island(c, 200.0, 300.0, 220.0, "#5fae6a", "#8a6a4e");
        c.put("deciduous-tree", 160.0, 245.0, 110.0, D);
        tiny_house(c, 250.0, 300.0, 34.0, "#f3e3c3", "#b24a3a", "#ffd27a");
        c.stroke("M300 305c6 60 -4 120 2 200", "#e8f6ff", 5.0, 0.8);
        c.stroke("M300 305c6 60 -4 120 2 200", "#ffffff", 2.0, 0.9);
        clouds(c, 2, 80.0, 150.0, "#ffffff", 0.9);
    }),
    ("A ladder up to the moon", |c| {
        let p = NIGHT;
        starry(c, &p, 120, 420.0);
        crescent(c, 280.0, 110.0, 50.0, "#fff0c0", true);
        city(c, 600.0, "#0a0f24", "#ffd27a");
        c.put(
            "ladder",
            215.0,
            300.0,
            330.0,
            O {
                rot: 20.0,
                tint: Some(("#1b2556", 0.35)),
                ..D
            },
        );
    }),
    ("The island on a turtle's back", |c| {
        let p = TEAL;
        seascape(c, &p, 260.0);
        sun(c, 80.0, 240.0, 18.0, p.light);
        clouds(c, 3, 60.0, 200.0, "#ffe9c0", 0.5);
        c.put("turtle", 200.0, 420.0, 260.0, FLIP);
        c.put("palm-tree", 205.0, 300.0, 130.0, D);
        tiny_house(c, 245.0, 345.0, 26.0, "#f3e3c3", "#b24a3a", "#ffd27a");
        water_front(c, 455.0, "#164656", 0.8);
    }),
    ("The ferris wheel in the fog", |c| {
        let p = STORM;
        sky(c, &p);
        c.put(
            "ferris-wheel",
            200.0,
            330.0,
            360.0,
            O {
                blur: 0.6,
                ..sil("#2c3244")
            },
        );
        fog_band(c, 420.0, 200.0, p.fog, 0.5);
        ground_fog(c, 450.0, "#c8d0dc", 0.9);
        c.put("balloon", 90.0, 160.0, 60.0, D);
        c.stroke("M94 190c-10 60 20 120 0 250", "#2c3244", 1.0, 0.7);
    }),
    ("A tent under falling stars", |c| {
        let p = NIGHT;
        starry(c, &p, 200, 420.0);
        fog_band(c, 200.0, 120.0, "#8a9ad0", 0.25);
        for (x, y, l) in [
            (300.0, 80.0, 120.0),
            (120.0, 150.0, 80.0),
            (340.0, 230.0, 60.0),
            (60.0, 60.0, 50.0),
        ] {
            comet(c, x, y, l, 150.0, "#fff6d8");
        }
        far_mountains(c, 460.0, 160.0, "#263466", p.fog);
        ridge(c, 560.0, 60.0, 0.7, "#0a0f24", 1.0, false);
        c.glow(200.0, 500.0, 120.0, "#ffc870", 0.6);
        c.stand("tent", 200.0, 540.0, 110.0, D);
    }),
    ("The owl who reads at night", |c| {
        let fy = room(c, ["#241a2a", "#3a2a3a"], ["#1a1018", "#0a0608"], 500.0);
        c.glow(120.0, 400.0, 260.0, "#ffb860", 0.5);
        c.stand("books", 210.0, fy + 30.0, 170.0, D);
        c.put("owl", 210.0, fy - 170.0, 130.0, D);
        c.put("open-book", 210.0, fy - 100.0, 70.0, D);
        c.stand("candle", 80.0, fy + 40.0, 70.0, D);
        c.glow(80.0, fy - 20.0, 50.0, "#ffe0a0", 0.8);
        crescent(c, 320.0, 90.0, 18.0, "#fff0c0", true);
    }),
    ("Clocks fall like leaves", |c| {
        let p = AMBER;
        sky(c, &p);
        ridge(c, 520.0, 40.0, 0.6, p.land[1], 1.0, false);
        let tips = bare_tree(c, 200.0, 560.0, 150.0, 6, "#2a140a", 20.0);
        for (i, (x, y)) in tips.iter().enumerate().step_by(9) {
            c.put("fallen-leaf", *x, *y, 24.0, rot(i as f64 * 37.0));
        }
        for (x, y, r) in [
            (90.0, 400.0, -20.0),
            (300.0, 450.0, 30.0),
            (160.0, 500.0, 10.0),
            (330.0, 330.0, -35.0),
        ] {
            c.put("alarm-clock", x, y, 40.0, rot(r));
        }
        c.put("fallen-leaf", 250.0, 520.0, 26.0, rot(60.0));
    }),
    ("The storm in the crystal ball", |c| {
        let _f = room(c, ["#1a1030", "#2a1a40"], ["#3a1a2a", "#1a0a12"], 420.0);
        c.glow(200.0, 300.0, 260.0, "#8a6aff", 0.4);
        c.ellipse(200.0, 470.0, 170.0, 40.0, "#5a1a3a", 1.0);
        glass_sphere(c, 200.0, 320.0, 120.0, |c| {
            sky(c, &STORM);
            cloud(c, 200.0, 270.0, 180.0, "#8b93a8", 0.95);
            c.put("high-voltage", 205.0, 340.0, 80.0, rot(10.0));
            sea(c, 380.0, "#2c3244", "#161a26", "#aab4c8");
        });
        c.path("M120 430h160l20 50h-200Z", "#3a2010", 1.0);
    }),
    ("The violin in the wheat", |c| {
        let p = DAWN;
        sky(c, &p);
        sun(c, 120.0, 330.0, 24.0, p.light);
        ridge(c, 380.0, 30.0, 0.8, "#e8c890", 1.0, false);
        c.put("violin", 260.0, 330.0, 300.0, O { rot: -20.0, ..D });
        ridge(c, 470.0, 40.0, 0.9, "#d8a858", 1.0, false);
        grass(c, 260, 600.0, 50.0, "#c89040", 0.9);
        for (x, y, s) in [
            (110.0, 150.0, 24.0),
            (150.0, 120.0, 18.0),
            (80.0, 100.0, 14.0),
        ] {
            c.put("bird", x, y, s, sil("#4d4a78"));
        }
    }),
    ("The village of mushrooms", |c| {
        let p = FOREST;
        sky(c, &p);
        pines(c, 10, 360.0, (140.0, 240.0), "#1d3e2e", 1.0);
        fog_band(c, 340.0, 120.0, p.fog, 0.35);
        ridge(c, 470.0, 30.0, 0.5, "#24503a", 1.0, false);
        for (x, gy, s) in [
            (110.0, 520.0, 150.0),
            (280.0, 480.0, 110.0),
            (220.0, 560.0, 70.0),
        ] {
            c.stand("mushroom", x, gy, s, D);
            c.rect(
                x - s * 0.05,
                gy - s * 0.2,
                s * 0.1,
                s * 0.14,
                "#ffd27a",
                1.0,
            );
            c.glow(x, gy - s * 0.14, s * 0.3, "#ffd27a", 0.5);
        }
        motes(c, 30, 300.0, 580.0, (0.8, 2.0), "#f8ffa0", 0.8);
        c.stand("snail", 340.0, 575.0, 40.0, D);
    }),
];
const BATCH3: &[Recipe] = &[
    ("A door in the desert opens on the sea", |c| {
        let p = SAND;
        sky(c, &p);
        sun(c, 320.0, 110.0, 26.0, p.light);
        dunes(c, &p, 380.0);
        door(c, 170.0, 440.0, 90.0, 160.0, "#6a3a1a", "#bfe8ff", |c| {
            seascape(c, &TEAL, 350.0);
            c.put("spouting-whale", 220.0, 330.0, 50.0, D);
        });
        c.shadow(215.0, 442.0, 70.0, 0.3);
        for i in 0..6 {
            let t = i as f64 / 6.0;
            c.put("paw-prints", 120.0 - t * 60.0, 590.0 - t * 140.0, 22.0 - t * 10.0, O { op: 0.5, ..rot(-20.0) });
        }
    }),
    ("Footprints walking on water", |c| {
        let p = DAWN;
        seascape(c, &p, 300.0);
        sun(c, 200.0, 290.0, 26.0, p.light);
        light_path(c, 200.0, 300.0, p.light);
        for i in 0..7 {
            let t = i as f64 / 7.0;
            let k = 1.0 - t * 0.85;
            let x = 200.0 + if i % 2 == 0 { -14.0 } else { 14.0 } * k;
            c.put("footprints", x, 580.0 - (1.0 - k * k) * 270.0, 60.0 * k, O { op: 0.85, ..rot(-90.0) });
        }
        c.put("dove", 320.0, 150.0, 30.0, sil("#7f7aa6"));
    }),
    ("Fishing for the moon", |c| {
        let p = NIGHT;
        starry(c, &p, 100, 300.0);
        moon(c, 280.0, 120.0, 34.0, "#fff0c8");
        sea(c, 330.0, "#1b2556", "#070b24", "#fff3c4");
        ridge(c, 335.0, 20.0, 1.5, "#0a0f24", 1.0, false);
        c.circle(260.0, 470.0, 30.0, "#fff0c8", 0.9);
        c.glow(260.0, 470.0, 80.0, "#fff0c8", 0.5);
        c.stroke("M158 380Q230 390 258 442", "#e8dcc0", 1.2, 0.9);
        c.put("canoe", 120.0, 420.0, 120.0, tint("#070b24", 0.3));
        c.put("fishing-pole", 140.0, 390.0, 70.0, D);
        ripples(c, 260.0, 470.0, 40.0, "#fff0c8");
    }),
    ("The egg that hatched the sun", |c| {
        let p = DAWN;
        sky(c, &p);
        rays(c, 200.0, 330.0, 16, 180.0, 360.0, 500.0, "#fff2c0", 0.55);
        c.glow(200.0, 330.0, 200.0, "#fff2c0", 0.8);
        hills(c, &p, 420.0);
        c.put("egg", 200.0, 380.0, 150.0, D);
        c.path("M140 370l15-12 14 14 16-16 14 14 16-14 14 12 16-8V330H140Z", "#fff", 0.0);
        sun(c, 200.0, 250.0, 30.0, "#ffe58a");
    }),
    ("The tree of light bulbs", |c| {
        let p = DUSK;
        sky(c, &p);
        ridge(c, 500.0, 40.0, 0.8, p.land[1], 1.0, false);
        let tips = bare_tree(c, 200.0, 560.0, 140.0, 6, "#1f1233", 18.0);
        for (x, y) in tips.iter().step_by(7) {
            c.glow(*x, *y + 14.0, 30.0, "#ffe08a", 0.6);
            c.put("light-bulb", *x, *y + 14.0, 26.0, rot(180.0));
        }
        ridge(c, 600.0, 40.0, 0.5, p.land[2], 1.0, false);
    }),
    ("Houses carried away by bubbles", |c| {
        let p = NOON;
        landscape(c, &p, 460.0);
        for (x, y, r, ic) in [(120.0, 180.0, 70.0, "house"), (280.0, 290.0, 55.0, "deciduous-tree"), (220.0, 100.0, 40.0, "cat"), (90.0, 380.0, 30.0, "bicycle")] {
            c.put(ic, x, y, r * 1.1, D);
            let g = c.rad(&[(0.0, "#ffffff", 0.0), (0.75, "#c0e8ff", 0.15), (0.95, "#ffd0f0", 0.6), (1.0, "#ffffff", 0.8)], 0.5, 0.5, 0.5);
            c.circle(x, y, r, &g, 1.0);
            c.ellipse(x - r * 0.4, y - r * 0.45, r * 0.22, r * 0.1, "#fff", 0.8);
        }
    }),
    ("The elephant on the tightrope", |c| {
        c.full("#1a0f22", 1.0);
        c.glow(200.0, 250.0, 260.0, "#6a2a5a", 0.6);
        beam(c, 200.0, -20.0, 200.0, 330.0, 10.0, 110.0, "#fff4d0", 0.4);
        c.stroke("M-10 330Q200 360 410 330", "#e8dcc0", 2.5, 1.0);
        c.put("elephant", 200.0, 280.0, 130.0, D);
        c.put("closed-umbrella", 200.0, 205.0, 150.0, rot(90.0));
        motes(c, 40, 350.0, 600.0, (1.0, 2.5), "#ffd0a0", 0.4);
        for i in 0..9 {
            let x = 20.0 + i as f64 * 46.0;
            c.circle(x, 640.0, 60.0, "#0a0610", 1.0);
        }
    }),
    ("A planet rising over the sunflowers", |c| {
        let p = DUSK;
        sky(c, &p);
        stars(c, 50, 200.0, "#fff8e0");
        c.put("ringed-planet", 230.0, 280.0, 330.0, tint("#a24c78", 0.25));
        ridge(c, 430.0, 30.0, 0.7, "#452450", 1.0, false);
        for row in 0..4 {
            let k = 0.4 + row as f64 * 0.3;
            let y = 430.0 + row as f64 * 45.0;
            let n = (8.0 / k) as usize;
            for i in 0..n {
                let x = (i as f64 + 0.5) / n as f64 * 420.0 - 10.0 + c.r(-8.0, 8.0);
                let yy = y + c.r(-5.0, 5.0);
                c.put("sunflower", x, yy, 60.0 * k, tint("#2b1a4d", 0.35 - row as f64 * 0.08));
            }
        }
    }),
    ("The cat at the rainy window", |c| {
        let fy = room(c, ["#2a3040", "#3a4050"], ["#1a1e28", "#0a0c12"], 520.0);
        window(c, 70.0, 80.0, 260.0, 330.0, false, "#4a4038", |c| {
            sky(c, &STORM);
            city(c, 410.0, "#161a26", "#ffd27a");
            rain(c, 140, "#cfe0ff", 0.5);
        });
        c.put("black-cat", 150.0, 365.0, 100.0, sil("#07080c"));
        c.put("jar", 270.0, 385.0, 50.0, D);
        c.put("fish", 270.0, 390.0, 22.0, D);
        c.glow(60.0, 480.0, 160.0, "#ffb860", 0.35);
        let _ = fy;
    }),
    ("A whale's tail in the wheat", |c| {
        let p = AMBER;
        sky(c, &p);
        sun(c, 300.0, 300.0, 28.0, p.light);
        ridge(c, 380.0, 30.0, 0.9, "#d89a50", 1.0, false);
        c.put("spouting-whale", 180.0, 380.0, 230.0, tint("#b35f2a", 0.2));
        ridge(c, 440.0, 30.0, 1.3, "#c07a3c", 1.0, false);
        grass(c, 240, 600.0, 60.0, "#e0a050", 0.8);
        for (x, y) in [(80.0, 160.0), (110.0, 140.0), (60.0, 130.0)] {
            c.put("bird", x, y, 16.0, sil("#3a1c12"));
        }
    }),
    ("Counting sheep", |c| {
        let p = NIGHT;
        starry(c, &p, 100, 350.0);
        crescent(c, 200.0, 230.0, 70.0, "#fff0c0", true);
        ridge(c, 460.0, 40.0, 0.6, "#1b2a3a", 1.0, false);
        fence(c, -10.0, 410.0, 520.0, 60.0, "#3a3020");
        c.put("ewe", 250.0, 170.0, 90.0, rot(-15.0));
        c.put("ewe", 90.0, 480.0, 60.0, tint("#1b2556", 0.35));
        c.put("ewe", 330.0, 500.0, 50.0, O { flip: true, ..tint("#1b2556", 0.35) });
    }),
    ("The umbrella boat", |c| {
        let p = MINT;
        seascape(c, &p, 220.0);
        rain(c, 160, "#ffffff", 0.35);
        c.put("umbrella", 200.0, 410.0, 210.0, O { vflip: true, rot: 10.0, ..D });
        c.put("frog", 195.0, 370.0, 60.0, D);
        water_front(c, 420.0, "#2f6e62", 0.7);
        ripples(c, 200.0, 430.0, 70.0, "#e0f4e8");
    }),
    ("The phoenix over the volcano", |c| {
        let p = AMBER;
        sky(c, &STORM);
        c.glow(200.0, 330.0, 300.0, "#ff7030", 0.6);
        c.poly(&[(-30.0, 610.0), (150.0, 360.0), (250.0, 360.0), (430.0, 610.0)], "#2a1a18", 1.0);
        c.ellipse(200.0, 362.0, 50.0, 8.0, "#ff9040", 1.0);
        c.stroke("M170 370l-20 80M215 365l15 100", "#ff7030", 4.0, 0.8);
        c.put("phoenix-bird", 200.0, 200.0, 200.0, D);
        motes(c, 40, 200.0, 400.0, (1.0, 2.5), "#ffb050", 0.8);
        let _ = p;
    }),
    ("The kite flying out of the well", |c| {
        let p = NOON;
        landscape(c, &p, 380.0);
        c.ellipse(130.0, 520.0, 70.0, 20.0, "#0a1410", 1.0);
        c.ellipse(130.0, 516.0, 74.0, 22.0, "#3a4a3a", 0.0);
        c.stroke("M130 520C180 400 220 300 280 150", "#2a2a2a", 1.3, 0.8);
        c.put("kite", 290.0, 130.0, 90.0, rot(10.0));
        clouds(c, 3, 60.0, 250.0, "#ffffff", 0.8);
    }),
    ("A hole in the meadow full of stars", |c| {
        let p = NOON;
        sky(c, &p);
        clouds(c, 3, 50.0, 180.0, "#fff", 0.9);
        ridge(c, 330.0, 40.0, 0.9, "#8fc29a", 1.0, false);
        ridge(c, 380.0, 20.0, 0.6, "#5faa72", 1.0, false);
        c.clip("M60 470a140 50 0 1 0 280 0a140 50 0 1 0 -280 0Z");
        sky(c, &NIGHT);
        stars(c, 60, 600.0, "#fff8e0");
        crescent(c, 240.0, 490.0, 14.0, "#fff0c0", true);
        c.end();
        c.add("<path d=\"M60 470a140 50 0 1 0 280 0a140 50 0 1 0 -280 0Z\" fill=\"none\" stroke=\"#2f6a48\" stroke-width=\"8\"/>");
        grass(c, 90, 600.0, 30.0, "#2f6a48", 0.9);
        c.put("rabbit", 320.0, 420.0, 60.0, FLIP);
    }),
    ("The tree that grew from a book", |c| {
        c.full("#1e1a24", 1.0);
        c.glow(200.0, 250.0, 300.0, "#6a8a6a", 0.4);
        c.ellipse(200.0, 520.0, 220.0, 60.0, "#3a2414", 1.0);
        let tips = bare_tree(c, 200.0, 470.0, 110.0, 6, "#4a3020", 14.0);
        for (x, y) in tips.iter().step_by(2) {
            c.circle(*x, *y, 9.0, "#7ab870", 0.8);
        }
        c.put("open-book", 200.0, 480.0, 190.0, D);
        c.put("bird", 280.0, 170.0, 28.0, D);
        c.put("fallen-leaf", 110.0, 540.0, 22.0, rot(40.0));
    }),
    ("Winter inside the glass", |c| {
        let fy = room(c, ["#f2c890", "#d89a60"], ["#8a5a32", "#4a2a12"], 470.0);
        window(c, 240.0, 60.0, 140.0, 220.0, true, "#fff4e0", |c| {
            sky(c, &NOON);
            sun(c, 320.0, 130.0, 18.0, "#fff6c0");
            ridge(c, 280.0, 40.0, 1.0, "#5fae6a", 1.0, false);
        });
        c.ellipse(160.0, fy + 30.0, 120.0, 20.0, "#000", 0.2);
        glass_sphere(c, 160.0, 350.0, 120.0, |c| {
            sky(c, &SNOW);
            ridge(c, 400.0, 30.0, 0.8, "#f3f5fa", 1.0, false);
            pines(c, 5, 410.0, (50.0, 90.0), "#6a7a9a", 1.0);
            tiny_house(c, 170.0, 420.0, 40.0, "#8a6a4e", "#5a3a2a", "#ffd27a");
            motes(c, 50, 230.0, 460.0, (1.0, 2.2), "#fff", 0.95);
        });
        c.path("M60 450h200l-15 50h-170Z", "#5a3220", 1.0);
    }),
    ("The big fish beneath the little boat", |c| {
        let p = DEEP;
        sky_to(c, &DAWN, 220.0);
        let g = c.linv(&[(0.0, p.sky[0], 1.0), (0.5, p.sky[1], 1.0), (1.0, p.sky[2], 1.0)]);
        c.rect(-30.0, 220.0, 460.0, 420.0, &g, 1.0);
        rays(c, 240.0, 200.0, 6, 60.0, 120.0, 450.0, "#d8fff6", 0.25);
        c.put("sailboat", 240.0, 195.0, 60.0, D);
        c.put("shark", 180.0, 430.0, 330.0, O { blur: 1.5, op: 0.85, ..sil("#021426") });
        c.stroke("M-10 221H410", "#fff", 2.0, 0.5);
        bubbles(c, 10, 100.0, 300.0, 250.0, 560.0, "#d8fff6");
    }),
    ("The train that crosses the sea", |c| {
        let p = DUSK;
        seascape(c, &p, 300.0);
        sun(c, 110.0, 290.0, 22.0, p.light);
        light_path(c, 110.0, 300.0, p.light);
        let mut d = String::from("M-20 400H420");
        for i in 0..12 {
            d.push_str(&format!("M{} 400v200", i * 40));
        }
        c.stroke(&d, "#1f1233", 3.0, 0.7);
        c.put("locomotive", 250.0, 370.0, 80.0, FLIP);
        c.put("railway-car", 175.0, 372.0, 74.0, FLIP);
        cloud(c, 300.0, 320.0, 70.0, "#f0d0d8", 0.7);
        cloud(c, 340.0, 290.0, 50.0, "#f0d0d8", 0.5);
    }),
    ("Jellyfish drifting through the forest", |c| {
        let p = FOREST;
        sky(c, &NIGHT);
        pines(c, 9, 600.0, (300.0, 520.0), "#0a1a20", 1.0);
        fog_band(c, 400.0, 200.0, "#4a8a9a", 0.3);
        pines(c, 6, 640.0, (360.0, 560.0), "#050c10", 1.0);
        for (x, y, s) in [(120.0, 200.0, 90.0), (270.0, 300.0, 70.0), (190.0, 420.0, 50.0), (320.0, 130.0, 40.0)] {
            c.glow(x, y, s * 1.2, "#c0a0ff", 0.5);
            c.put("jellyfish", x, y, s, O { op: 0.9, ..D });
        }
        let _ = p;
    }),
    ("A crown left in the nest", |c| {
        let p = FOREST;
        sky(c, &p);
        c.glow(300.0, 100.0, 200.0, "#f8ffd8", 0.4);
        let tips = bare_tree(c, 40.0, 640.0, 190.0, 5, "#0e2a1e", 22.0);
        let _ = tips;
        c.put("nest-with-eggs", 220.0, 420.0, 170.0, D);
        c.put("crown", 225.0, 380.0, 80.0, rot(-12.0));
        motes(c, 25, 100.0, 500.0, (0.8, 1.8), "#f8ffd8", 0.7);
    }),
    ("The gift that held the sea", |c| {
        let fy = room(c, ["#3a6a8a", "#2a4a6a"], ["#1a2a3a", "#0a1420"], 460.0);
        wallpaper(c, fy, "#fff", 0.05);
        c.stand("wrapped-gift", 200.0, fy + 60.0, 180.0, D);
        for (x, y, s, r) in [(160.0, 360.0, 90.0, -20.0), (250.0, 340.0, 100.0, 15.0), (200.0, 300.0, 80.0, 0.0)] {
            c.put("water-wave", x, y, s, rot(r));
        }
        c.put("fish", 290.0, 230.0, 50.0, rot(-30.0));
        motes(c, 20, 200.0, 400.0, (1.0, 2.5), "#d8f4ff", 0.7);
    }),
    ("The missing piece of the sky", |c| {
        let p = NOON;
        sky(c, &p);
        clouds(c, 4, 40.0, 300.0, "#fff", 0.85);
        c.put("puzzle-piece", 220.0, 180.0, 170.0, sil("#0b1030"));
        for _ in 0..12 {
            let x = c.r(165.0, 275.0);
            let y = c.r(130.0, 235.0);
            c.circle(x, y, 1.3, "#fff8e0", 0.9);
        }
        sparkle(c, 200.0, 170.0, 6.0, "#fff8e0", 1.0);
        hills(c, &p, 430.0);
        tiny_house(c, 90.0, 520.0, 30.0, "#f3e3c3", "#b24a3a", "#ffd27a");
    }),
    ("The eye in the sky", |c| {
        let p = DUSK;
        sky(c, &p);
        c.glow(220.0, 180.0, 200.0, "#ffd58a", 0.5);
        c.put("eye", 220.0, 180.0, 150.0, tint("#a24c78", 0.2));
        ridge(c, 480.0, 80.0, 0.6, p.land[1], 1.0, false);
        c.put("telescope", 110.0, 430.0, 90.0, sil("#1f1233"));
        ridge(c, 600.0, 60.0, 0.5, p.land[2], 1.0, false);
    }),
    ("The giraffe at the high window", |c| {
        let p = DAWN;
        sky(c, &p);
        c.rect(-10.0, 60.0, 250.0, 600.0, "#c8a88a", 1.0);
        c.rect(-10.0, 60.0, 250.0, 600.0, "#000", 0.08);
        c.poly(&[(-20.0, 70.0), (120.0, -10.0), (260.0, 70.0)], "#7a4a3a", 1.0);
        for (x, y) in [(40.0, 120.0), (140.0, 120.0), (40.0, 260.0), (140.0, 260.0), (40.0, 400.0), (140.0, 400.0)] {
            c.rect(x, y, 60.0, 80.0, "#3a2a30", 1.0);
        }
        c.rect(140.0, 120.0, 60.0, 80.0, "#ffd27a", 1.0);
        c.put("giraffe", 290.0, 440.0, 340.0, FLIP);
        c.put("teacup-without-handle", 160.0, 190.0, 20.0, D);
    }),
];
const BATCH4: &[Recipe] = &[];

#[allow(dead_code)]
fn unused(c: &mut C) {
    let _ = (
        keyhole_d(0.0, 0.0, 1.0),
        hourglass_d(0.0, 0.0, 1.0, 1.0),
        H,
        W,
    );
    island(c, 0.0, 0.0, 1.0, "#000", "#000");
}
