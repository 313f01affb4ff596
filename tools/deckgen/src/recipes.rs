//! The card recipes: one hand-written composition per card, in deck order.

use crate::canvas::{mix, smooth_d, Canvas, Place, PLAIN};
use crate::scenes::*;

/// A card: its title and how to draw it.
pub type Recipe = (&'static str, fn(&mut Canvas));

// ---------- shared compositions ----------

/// Sky down to a horizon and a sea below it.
fn seascape(c: &mut Canvas, p: &Pal, hy: f64) {
    sky_to(c, p, hy);
    sea(c, hy, p.land[0], p.land[2], p.light);
}

/// Sky and layered hills.
fn landscape(c: &mut Canvas, p: &Pal, base: f64) {
    sky(c, p);
    hills(c, p, base);
}

/// Night sky with stars.
fn starry(c: &mut Canvas, p: &Pal, n: usize, ymax: f64) {
    sky(c, p);
    stars(c, n, ymax, "#fff8e0");
}

/// A floating island with hanging roots, at (x, y) `w` wide.
fn island(c: &mut Canvas, x: f64, y: f64, w: f64, grass_col: &str, rock: &str) {
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
fn teacup(c: &mut Canvas, x: f64, y: f64, w: f64, body: &str, tea: &str) -> f64 {
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

const fn sil(col: &'static str) -> Place {
    Place {
        sil: Some(col),
        ..PLAIN
    }
}

const fn rot(r: f64) -> Place {
    Place { rot: r, ..PLAIN }
}

const fn tint(col: &'static str, a: f64) -> Place {
    Place {
        tint: Some((col, a)),
        ..PLAIN
    }
}

const FLIP: Place = Place {
    flip: true,
    ..PLAIN
};

/// A bare tree drawn by recursive branching; returns the twig tips.
fn bare_tree(
    c: &mut Canvas,
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
    c: &mut Canvas,
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
fn lighthouse(c: &mut Canvas, x: f64, by: f64, h: f64, a: &str, b: &str) -> (f64, f64) {
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
fn balance(
    c: &mut Canvas,
    x: f64,
    y: f64,
    w: f64,
    tilt: f64,
    color: &str,
) -> ((f64, f64), (f64, f64)) {
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
fn glass_sphere(c: &mut Canvas, x: f64, y: f64, r: f64, inner: impl FnOnce(&mut Canvas)) {
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
fn comet(c: &mut Canvas, x: f64, y: f64, len: f64, ang: f64, color: &str) {
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
fn fence(c: &mut Canvas, x0: f64, x1: f64, gy: f64, h: f64, color: &str) {
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
            Place {
                sil: Some("#2b1a4d"),
                ..PLAIN
            },
        );
        c.put(
            "bird",
            355.0,
            175.0,
            18.0,
            Place {
                sil: Some("#2b1a4d"),
                ..PLAIN
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
            Place {
                sil: Some("#05060f"),
                ..PLAIN
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
        c.put("door", 318.0, 92.0, 44.0, Place { op: 0.95, ..PLAIN });
    }),
    ("The giant snail", |c| {
        let p = NOON;
        sky(c, &p);
        clouds(c, 4, 40.0, 180.0, "#ffffff", 0.8);
        hills(c, &p, 330.0);
        let gy = 500.0;
        c.put(
            "snail",
            235.0,
            gy - 95.0,
            240.0,
            Place {
                flip: true,
                ..PLAIN
            },
        );
        c.shadow(235.0, gy + 8.0, 110.0, 0.35);
        c.put(
            "snail",
            235.0,
            gy - 95.0,
            240.0,
            Place {
                flip: true,
                ..PLAIN
            },
        );
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
            c.put("tropical-fish", x, y, s, Place { rot: -8.0, ..PLAIN });
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
            Place {
                rot: -45.0,
                tint: Some(("#1b2556", 0.35)),
                ..PLAIN
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
            Place {
                rot: -6.0,
                tint: Some(("#57388c", 0.3)),
                ..PLAIN
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
        c.put("sailboat", 215.0, y - 14.0, 50.0, PLAIN);
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
            c.put("open-book", x, y, s, Place { rot: r, ..PLAIN });
        }
        c.put("dove", 200.0, 160.0, 40.0, PLAIN);
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
            Place {
                sil: Some("#1a0e08"),
                op: 0.72,
                blur: 1.5,
                flip: true,
                ..PLAIN
            },
        );
        c.stand("candle", 160.0, f + 40.0, 70.0, PLAIN);
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
            Place {
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
        c.stand("rabbit", 200.0, fy + 40.0, 110.0, PLAIN);
        curtains(c, "#8a1c2c");
    }),
    ("The house at the bottom of the sea", |c| {
        let p = DEEP;
        sky(c, &p);
        rays(c, 200.0, -60.0, 7, 60.0, 120.0, 700.0, "#d8fff6", 0.25);
        ridge(c, 500.0, 40.0, 0.6, "#0c3a50", 1.0, false);
        tiny_house(c, 200.0, 530.0, 150.0, "#5a7a8a", "#2a4a5a", "#ffe6a0");
        c.rect(225.0, 400.0, 18.0, 40.0, "#2a4a5a", 1.0);
        bubbles(c, 18, 215.0, 260.0, 110.0, 390.0, "#d8fff6");
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
        c.stand("jar", 200.0, 490.0, 150.0, PLAIN);
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
        c.stand("chair", 320.0, 545.0, 120.0, PLAIN);
        c.stand("potted-plant", 80.0, 520.0, 80.0, PLAIN);
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
        c.stand("sunflower", 330.0, fy + 50.0, 120.0, PLAIN);
        c.stand("sunglasses", 90.0, fy + 40.0, 50.0, PLAIN);
    }),
    ("An egg too big for the nest", |c| {
        let p = DAWN;
        sky(c, &p);
        far_mountains(c, 420.0, 200.0, "#9a8ab8", p.fog);
        ridge(c, 500.0, 80.0, 0.9, "#6e6a98", 1.0, true);
        c.put("empty-nest", 200.0, 470.0, 170.0, PLAIN);
        c.put("egg", 205.0, 335.0, 230.0, tint("#f3c1c4", 0.15));
        c.put("bird", 90.0, 170.0, 26.0, sil("#4d4a78"));
        c.put(
            "bird",
            320.0,
            220.0,
            20.0,
            Place {
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
        c.put("deciduous-tree", 160.0, 245.0, 110.0, PLAIN);
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
            Place {
                rot: 20.0,
                tint: Some(("#1b2556", 0.35)),
                ..PLAIN
            },
        );
    }),
    ("The island on a turtle's back", |c| {
        let p = TEAL;
        seascape(c, &p, 260.0);
        sun(c, 80.0, 240.0, 18.0, p.light);
        clouds(c, 3, 60.0, 200.0, "#ffe9c0", 0.5);
        c.put("turtle", 200.0, 420.0, 260.0, FLIP);
        c.put("palm-tree", 205.0, 300.0, 130.0, PLAIN);
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
            Place {
                op: 0.9,
                ..sil("#2c3244")
            },
        );
        fog_band(c, 440.0, 160.0, p.fog, 0.45);
        ground_fog(c, 450.0, "#c8d0dc", 0.9);
        c.put("balloon", 90.0, 160.0, 60.0, PLAIN);
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
        c.stand("tent", 200.0, 540.0, 110.0, PLAIN);
    }),
    ("The owl who reads at night", |c| {
        let fy = room(c, ["#241a2a", "#3a2a3a"], ["#1a1018", "#0a0608"], 500.0);
        c.glow(120.0, 400.0, 260.0, "#ffb860", 0.5);
        c.stand("books", 210.0, fy + 30.0, 170.0, PLAIN);
        c.put("owl", 210.0, fy - 170.0, 130.0, PLAIN);
        c.put("open-book", 210.0, fy - 100.0, 70.0, PLAIN);
        c.stand("candle", 80.0, fy + 40.0, 70.0, PLAIN);
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
        c.put(
            "violin",
            260.0,
            330.0,
            300.0,
            Place {
                rot: -20.0,
                ..PLAIN
            },
        );
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
            c.stand("mushroom", x, gy, s, PLAIN);
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
        c.stand("snail", 340.0, 575.0, 40.0, PLAIN);
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
            c.put("spouting-whale", 220.0, 330.0, 50.0, PLAIN);
        });
        c.shadow(215.0, 442.0, 70.0, 0.3);
        for i in 0..6 {
            let t = i as f64 / 6.0;
            c.put(
                "paw-prints",
                120.0 - t * 60.0,
                590.0 - t * 140.0,
                22.0 - t * 10.0,
                Place {
                    op: 0.5,
                    ..rot(-20.0)
                },
            );
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
            c.put(
                "footprints",
                x,
                580.0 - (1.0 - k * k) * 270.0,
                60.0 * k,
                Place {
                    op: 0.85,
                    ..rot(-90.0)
                },
            );
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
        c.put("fishing-pole", 140.0, 390.0, 70.0, PLAIN);
        ripples(c, 260.0, 470.0, 40.0, "#fff0c8");
    }),
    ("The egg that hatched the sun", |c| {
        let p = DAWN;
        sky(c, &p);
        rays(c, 200.0, 330.0, 16, 180.0, 360.0, 500.0, "#fff2c0", 0.55);
        c.glow(200.0, 330.0, 200.0, "#fff2c0", 0.8);
        hills(c, &p, 420.0);
        // the lower half of a cracked shell, the upper half lifted off by the sun
        let crack = "M100 392l22-14 18 16 20-18 18 16 22-16 18 14 22-12 20 12";
        c.clip(&format!("{crack}V600H100Z"));
        c.put("egg", 200.0, 400.0, 190.0, PLAIN);
        c.end();
        sun(c, 200.0, 330.0, 34.0, "#ffe58a");
        c.g("transform=\"translate(-30 -150) rotate(-25 200 392)\"");
        c.clip(&format!("{crack}V200H100Z"));
        c.put("egg", 200.0, 400.0, 190.0, PLAIN);
        c.end();
        c.end();
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
        for (x, y, r, ic) in [
            (120.0, 180.0, 70.0, "house"),
            (280.0, 290.0, 55.0, "deciduous-tree"),
            (220.0, 100.0, 40.0, "cat"),
            (90.0, 380.0, 30.0, "bicycle"),
        ] {
            c.put(ic, x, y, r * 1.1, PLAIN);
            let g = c.rad(
                &[
                    (0.0, "#ffffff", 0.0),
                    (0.75, "#c0e8ff", 0.15),
                    (0.95, "#ffd0f0", 0.6),
                    (1.0, "#ffffff", 0.8),
                ],
                0.5,
                0.5,
                0.5,
            );
            c.circle(x, y, r, &g, 1.0);
            c.ellipse(x - r * 0.4, y - r * 0.45, r * 0.22, r * 0.1, "#fff", 0.8);
        }
    }),
    ("The elephant on the tightrope", |c| {
        c.full("#1a0f22", 1.0);
        c.glow(200.0, 250.0, 260.0, "#6a2a5a", 0.6);
        beam(c, 200.0, -20.0, 200.0, 330.0, 10.0, 110.0, "#fff4d0", 0.4);
        c.stroke("M-10 330Q200 360 410 330", "#e8dcc0", 2.5, 1.0);
        c.put("elephant", 200.0, 280.0, 130.0, PLAIN);
        c.put("umbrella", 225.0, 190.0, 110.0, rot(12.0));
        motes(c, 40, 350.0, 600.0, (1.0, 2.5), "#ffd0a0", 0.4);
        for i in 0..9 {
            let x = 20.0 + i as f64 * 46.0;
            c.circle(x, 590.0, 26.0, "#0a0610", 1.0);
            c.rect(x - 30.0, 590.0, 60.0, 40.0, "#0a0610", 1.0);
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
                c.put(
                    "sunflower",
                    x,
                    yy,
                    60.0 * k,
                    tint("#2b1a4d", 0.35 - row as f64 * 0.08),
                );
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
        c.put("jar", 270.0, 385.0, 50.0, PLAIN);
        c.put("fish", 270.0, 390.0, 22.0, PLAIN);
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
        c.put(
            "ewe",
            330.0,
            500.0,
            50.0,
            Place {
                flip: true,
                ..tint("#1b2556", 0.35)
            },
        );
    }),
    ("The umbrella boat", |c| {
        let p = MINT;
        seascape(c, &p, 220.0);
        rain(c, 160, "#ffffff", 0.35);
        c.put(
            "umbrella",
            200.0,
            410.0,
            210.0,
            Place {
                vflip: true,
                rot: 10.0,
                ..PLAIN
            },
        );
        c.put("frog", 195.0, 370.0, 60.0, PLAIN);
        water_front(c, 420.0, "#2f6e62", 0.7);
        ripples(c, 200.0, 430.0, 70.0, "#e0f4e8");
    }),
    ("The phoenix over the volcano", |c| {
        let p = AMBER;
        sky(c, &STORM);
        c.glow(200.0, 330.0, 300.0, "#ff7030", 0.6);
        c.poly(
            &[
                (-30.0, 610.0),
                (150.0, 360.0),
                (250.0, 360.0),
                (430.0, 610.0),
            ],
            "#2a1a18",
            1.0,
        );
        c.ellipse(200.0, 362.0, 50.0, 8.0, "#ff9040", 1.0);
        c.stroke("M170 370l-20 80M215 365l15 100", "#ff7030", 4.0, 0.8);
        c.put("phoenix-bird", 200.0, 200.0, 200.0, PLAIN);
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
        c.put("open-book", 200.0, 480.0, 190.0, PLAIN);
        c.put("bird", 280.0, 170.0, 28.0, PLAIN);
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
        let g = c.linv(&[
            (0.0, p.sky[0], 1.0),
            (0.5, p.sky[1], 1.0),
            (1.0, p.sky[2], 1.0),
        ]);
        c.rect(-30.0, 220.0, 460.0, 420.0, &g, 1.0);
        rays(c, 240.0, 200.0, 6, 60.0, 120.0, 450.0, "#d8fff6", 0.25);
        c.put("sailboat", 240.0, 195.0, 60.0, PLAIN);
        c.put(
            "shark",
            180.0,
            430.0,
            330.0,
            Place {
                blur: 1.5,
                op: 0.85,
                ..sil("#021426")
            },
        );
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
        c.put(
            "locomotive",
            270.0,
            352.0,
            110.0,
            Place {
                refl: Some(400.0),
                ..FLIP
            },
        );
        c.put(
            "railway-car",
            165.0,
            354.0,
            104.0,
            Place {
                refl: Some(400.0),
                ..FLIP
            },
        );
        cloud(c, 300.0, 320.0, 70.0, "#f0d0d8", 0.7);
        cloud(c, 340.0, 290.0, 50.0, "#f0d0d8", 0.5);
    }),
    ("Jellyfish drifting through the forest", |c| {
        let p = FOREST;
        sky(c, &NIGHT);
        pines(c, 9, 600.0, (300.0, 520.0), "#0a1a20", 1.0);
        fog_band(c, 400.0, 200.0, "#4a8a9a", 0.3);
        pines(c, 6, 640.0, (360.0, 560.0), "#050c10", 1.0);
        for (x, y, s) in [
            (120.0, 200.0, 90.0),
            (270.0, 300.0, 70.0),
            (190.0, 420.0, 50.0),
            (320.0, 130.0, 40.0),
        ] {
            c.glow(x, y, s * 1.2, "#c0a0ff", 0.5);
            c.put("jellyfish", x, y, s, Place { op: 0.9, ..PLAIN });
        }
        let _ = p;
    }),
    ("A crown left in the nest", |c| {
        let p = FOREST;
        sky(c, &p);
        c.glow(300.0, 100.0, 200.0, "#f8ffd8", 0.4);
        let tips = bare_tree(c, 40.0, 640.0, 190.0, 5, "#0e2a1e", 22.0);
        let _ = tips;
        c.put("nest-with-eggs", 220.0, 420.0, 170.0, PLAIN);
        c.put("crown", 225.0, 380.0, 80.0, rot(-12.0));
        motes(c, 25, 100.0, 500.0, (0.8, 1.8), "#f8ffd8", 0.7);
    }),
    ("The gift that held the sea", |c| {
        let fy = room(c, ["#d8a878", "#b07a50"], ["#5a3a22", "#2a1a0e"], 460.0);
        c.glow(320.0, 120.0, 220.0, "#fff0c8", 0.4);
        wallpaper(c, fy, "#fff", 0.05);
        // the sea pours up out of the box and curls like a wave
        let g = c.linv(&[
            (0.0, "#bfe8ff", 0.95),
            (0.5, "#3f86cf", 0.95),
            (1.0, "#1a4a7a", 1.0),
        ]);
        c.path(
            "M140 450C120 360 90 260 150 190C200 130 300 140 320 200C330 240 290 260 270 230C260 210 280 190 250 185C200 180 190 280 260 450Z",
            &g,
            1.0,
        );
        c.stroke(
            "M150 190C200 130 300 140 320 200C330 240 290 260 270 230",
            "#ffffff",
            5.0,
            0.8,
        );
        c.put("sailboat", 205.0, 165.0, 46.0, rot(-15.0));
        c.put("tropical-fish", 160.0, 330.0, 44.0, rot(-60.0));
        c.put("spouting-whale", 215.0, 380.0, 40.0, PLAIN);
        bubbles(c, 12, 120.0, 280.0, 200.0, 440.0, "#d8f4ff");
        c.stand("wrapped-gift", 200.0, fy + 60.0, 180.0, PLAIN);
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
        c.poly(
            &[(-20.0, 70.0), (120.0, -10.0), (260.0, 70.0)],
            "#7a4a3a",
            1.0,
        );
        for (x, y) in [
            (40.0, 120.0),
            (140.0, 120.0),
            (40.0, 260.0),
            (140.0, 260.0),
            (40.0, 400.0),
            (140.0, 400.0),
        ] {
            c.rect(x, y, 60.0, 80.0, "#3a2a30", 1.0);
        }
        c.rect(140.0, 120.0, 60.0, 80.0, "#ffd27a", 1.0);
        c.put("giraffe", 290.0, 440.0, 340.0, FLIP);
        c.put("teacup-without-handle", 160.0, 190.0, 20.0, PLAIN);
    }),
];
const BATCH4: &[Recipe] = &[
    ("A penguin lost in the desert", |c| {
        let p = SAND;
        sky(c, &p);
        sun(c, 300.0, 100.0, 34.0, p.light);
        c.rect(-30.0, 330.0, 460.0, 10.0, "#7ac0e0", 0.6);
        dunes(c, &p, 400.0);
        c.stand("penguin", 170.0, 520.0, 110.0, PLAIN);
        c.put("umbrella", 190.0, 400.0, 120.0, rot(12.0));
    }),
    ("A palm tree on the iceberg", |c| {
        let p = SNOW;
        seascape(
            c,
            &Pal {
                land: ["#6a8ab8", "#3a5a88", "#1a2a4a"],
                ..p
            },
            330.0,
        );
        c.poly(
            &[
                (60.0, 420.0),
                (120.0, 300.0),
                (180.0, 250.0),
                (260.0, 290.0),
                (340.0, 420.0),
            ],
            "#f3f8ff",
            1.0,
        );
        c.poly(
            &[
                (180.0, 250.0),
                (260.0, 290.0),
                (340.0, 420.0),
                (230.0, 420.0),
            ],
            "#c8d8f0",
            1.0,
        );
        c.put("palm-tree", 190.0, 190.0, 130.0, PLAIN);
        c.put("polar-bear", 270.0, 380.0, 70.0, PLAIN);
        c.poly(
            &[
                (60.0, 420.0),
                (340.0, 420.0),
                (300.0, 560.0),
                (110.0, 580.0),
            ],
            "#a8c8e8",
            0.5,
        );
        water_front(c, 420.0, "#3a5a88", 0.4);
    }),
    ("A saxophone left on the moon", |c| {
        c.full("#05060f", 1.0);
        stars(c, 160, 600.0, "#fff8e0");
        c.put("globe-showing-europe-africa", 280.0, 140.0, 130.0, PLAIN);
        c.glow(280.0, 140.0, 160.0, "#6ab0ff", 0.3);
        ridge(c, 470.0, 40.0, 0.5, "#8a8a96", 1.0, false);
        for (x, y, r) in [
            (80.0, 520.0, 30.0),
            (300.0, 560.0, 20.0),
            (200.0, 500.0, 12.0),
        ] {
            c.ellipse(x, y, r, r * 0.3, "#000", 0.3);
        }
        c.put("saxophone", 190.0, 420.0, 210.0, rot(60.0));
        c.put(
            "footprints",
            330.0,
            520.0,
            40.0,
            Place {
                op: 0.4,
                ..rot(-60.0)
            },
        );
    }),
    ("The house that flew away", |c| {
        let p = DAWN;
        landscape(c, &p, 460.0);
        let tops = [
            (150.0, 70.0),
            (200.0, 55.0),
            (250.0, 75.0),
            (175.0, 110.0),
            (230.0, 115.0),
            (120.0, 120.0),
            (280.0, 125.0),
        ];
        let mut d = String::new();
        for (x, y) in tops {
            d.push_str(&format!("M200 280L{x:.0} {:.0}", y + 30.0));
        }
        c.stroke(&d, "#4d4a78", 1.0, 0.7);
        for (i, (x, y)) in tops.iter().enumerate() {
            c.put("balloon", *x, *y, 60.0, rot(i as f64 * 9.0 - 25.0));
        }
        c.put("house", 200.0, 320.0, 110.0, rot(-6.0));
        c.shadow(200.0, 540.0, 50.0, 0.15);
    }),
    ("A letterbox in the clouds", |c| {
        let p = VIOLET;
        sky(c, &p);
        stars(c, 40, 200.0, "#fbeaff");
        cloud_sea(c, 440.0, "#e8d8f8", "#c8b0e8");
        c.stand("postbox", 200.0, 455.0, 130.0, PLAIN);
        for (x, y, r) in [
            (120.0, 250.0, -15.0),
            (250.0, 180.0, 10.0),
            (320.0, 110.0, 20.0),
            (170.0, 120.0, -5.0),
        ] {
            c.put("envelope", x, y, 36.0, rot(r));
        }
    }),
    ("Stairs that go down into the sea", |c| {
        let p = DUSK;
        seascape(c, &p, 260.0);
        sun(c, 300.0, 250.0, 22.0, p.light);
        light_path(c, 300.0, 260.0, p.light);
        stairs(c, -10.0, 380.0, 10, 26.0, 22.0, 50.0, "#f0d8c8", "#8a5a6a");
        c.stand("door", 238.0, 186.0, 90.0, PLAIN);
        water_front(c, 400.0, "#452450", 0.75);
    }),
    ("Candles floating on the black lake", |c| {
        let p = NIGHT;
        sky_to(c, &p, 260.0);
        pines(c, 16, 260.0, (40.0, 90.0), "#050817", 1.0);
        sea(c, 260.0, "#0e1430", "#03050f", "#fff3c4");
        for (x, y, s) in [
            (90.0, 520.0, 60.0),
            (240.0, 460.0, 44.0),
            (320.0, 560.0, 70.0),
            (150.0, 380.0, 30.0),
            (290.0, 340.0, 22.0),
            (60.0, 320.0, 18.0),
            (200.0, 300.0, 14.0),
        ] {
            c.glow(x, y - s * 0.5, s * 1.3, "#ffc870", 0.5);
            c.put(
                "candle",
                x,
                y - s * 0.4,
                s,
                Place {
                    refl: Some(y),
                    ..PLAIN
                },
            );
        }
    }),
    ("Lanterns rising over the roofs", |c| {
        let p = NIGHT;
        starry(c, &p, 80, 400.0);
        for _ in 0..14 {
            let x = c.r(20.0, 380.0);
            let y = c.r(40.0, 420.0);
            let s = 12.0 + (y / 420.0) * 40.0;
            c.glow(x, y, s * 1.4, "#ff9040", 0.45);
            c.put("red-paper-lantern", x, y, s, PLAIN);
        }
        city(c, 600.0, "#070a1a", "#ffb060");
    }),
    ("A castle on a flying turtle", |c| {
        let p = VIOLET;
        sky(c, &p);
        clouds(c, 5, 300.0, 560.0, "#e8d8f8", 0.7);
        c.put("turtle", 200.0, 300.0, 260.0, rot(-8.0));
        c.put("castle", 190.0, 200.0, 120.0, rot(-8.0));
        clouds(c, 2, 420.0, 520.0, "#f4ecfc", 0.9);
    }),
    ("Tea with an octopus", |c| {
        let p = DEEP;
        sky(c, &p);
        rays(c, 150.0, -60.0, 6, 60.0, 120.0, 700.0, "#d8fff6", 0.2);
        ridge(c, 510.0, 30.0, 0.6, "#0c3a50", 1.0, false);
        c.put("octopus", 210.0, 330.0, 190.0, PLAIN);
        c.put("teapot", 110.0, 420.0, 80.0, rot(-30.0));
        c.stand("teacup-without-handle", 280.0, 520.0, 50.0, PLAIN);
        c.stand("teacup-without-handle", 90.0, 530.0, 40.0, PLAIN);
        bubbles(c, 14, 100.0, 300.0, 100.0, 300.0, "#d8fff6");
    }),
    ("The moon caught in the branches", |c| {
        let p = NIGHT;
        starry(c, &p, 90, 500.0);
        moon(c, 230.0, 210.0, 60.0, "#ffeec0");
        ridge(c, 560.0, 30.0, 0.5, "#080c22", 1.0, false);
        bare_tree(c, 180.0, 620.0, 170.0, 6, "#060814", 22.0);
    }),
    ("The fox under the mushroom", |c| {
        let p = FOREST;
        sky(c, &p);
        pines(c, 8, 420.0, (150.0, 260.0), "#24503a", 0.8);
        fog_band(c, 420.0, 140.0, p.fog, 0.4);
        ridge(c, 500.0, 20.0, 0.5, "#1a3a2a", 1.0, false);
        rain(c, 180, "#e0f0e0", 0.4);
        c.stand("mushroom", 200.0, 560.0, 260.0, PLAIN);
        c.stand("fox", 205.0, 565.0, 80.0, PLAIN);
    }),
    ("The frog who wore a crown", |c| {
        let p = MINT;
        sky_to(c, &p, 200.0);
        pines(c, 12, 200.0, (50.0, 110.0), "#143a36", 1.0);
        sea(c, 200.0, "#2f6e62", "#0a2a26", "#e0f4e8");
        c.ellipse(200.0, 460.0, 120.0, 30.0, "#4a9a5a", 1.0);
        c.put("lotus", 300.0, 420.0, 60.0, PLAIN);
        c.put("frog", 200.0, 420.0, 110.0, PLAIN);
        c.put("crown", 200.0, 355.0, 50.0, rot(8.0));
        ripples(c, 200.0, 465.0, 100.0, "#e0f4e8");
    }),
    ("A world inside a drop", |c| {
        c.full("#1a3a22", 1.0);
        let d = smooth_d(&[
            (-20.0, 640.0),
            (100.0, 300.0),
            (260.0, 60.0),
            (420.0, -20.0),
        ]);
        c.stroke(&d, "#4a8a3a", 260.0, 1.0);
        c.stroke(&d, "#6ab04a", 4.0, 0.6);
        glass_sphere(c, 200.0, 300.0, 110.0, |c| {
            seascape(c, &NOON, 320.0);
            c.put("desert-island", 200.0, 320.0, 90.0, PLAIN);
        });
        c.put("lady-beetle", 320.0, 480.0, 40.0, rot(30.0));
    }),
    ("The key and the keyhole in the sky", |c| {
        let p = DUSK;
        sky(c, &p);
        clouds(c, 5, 80.0, 400.0, p.fog, 0.6);
        let d = keyhole_d(250.0, 220.0, 190.0);
        c.glow(250.0, 220.0, 200.0, "#fff6d0", 0.6);
        c.path(&d, "#fffbe8", 1.0);
        c.put("old-key", 110.0, 420.0, 120.0, rot(10.0));
        ridge(c, 560.0, 40.0, 0.7, p.land[2], 1.0, false);
    }),
    ("Music turning into birds", |c| {
        let p = DAWN;
        seascape(c, &p, 440.0);
        sun(c, 300.0, 430.0, 20.0, p.light);
        for i in 0..8 {
            let t = i as f64 / 7.0;
            let x = 50.0 + t * 300.0;
            let y = 330.0 - t * 220.0 + (t * 9.0).sin() * 20.0;
            if t < 0.5 {
                c.put("musical-note", x, y, 40.0, rot(-10.0));
            } else {
                c.put(
                    "dove",
                    x,
                    y,
                    44.0,
                    Place {
                        op: 0.6 + t * 0.4,
                        ..PLAIN
                    },
                );
            }
        }
    }),
    ("The feather that outweighs the anchor", |c| {
        let p = SEPIA;
        sky(c, &p);
        hills(c, &p, 480.0);
        let (l, r) = balance(c, 200.0, 240.0, 260.0, 18.0, "#3a2414");
        c.put("anchor", l.0, l.1 - 30.0, 60.0, PLAIN);
        c.put("feather", r.0, r.1 - 22.0, 50.0, rot(70.0));
    }),
    ("Dewdrops of stars on the web", |c| {
        let p = VIOLET;
        starry(c, &p, 60, 600.0);
        c.put(
            "spider-web",
            200.0,
            290.0,
            380.0,
            Place {
                op: 0.7,
                ..sil("#e8d8ff")
            },
        );
        for _ in 0..16 {
            let x = c.r(60.0, 340.0);
            let y = c.r(150.0, 430.0);
            let r = c.r(2.0, 6.0);
            sparkle(c, x, y, r, "#fff8e0", 1.0);
        }
        c.put("spider", 300.0, 170.0, 36.0, sil("#0a0618"));
    }),
    ("The mirror in the forest shows the sea", |c| {
        let p = FOREST;
        sky(c, &p);
        pines(c, 12, 500.0, (200.0, 380.0), "#1d3e2e", 1.0);
        fog_band(c, 480.0, 100.0, p.fog, 0.4);
        ridge(c, 560.0, 20.0, 0.5, "#0e2a1e", 1.0, false);
        c.stroke("M150 560l-20 40M250 560l20 40", "#4a2e1a", 6.0, 1.0);
        frame(c, 130.0, 280.0, 140.0, 270.0, "#8a5a2a", |c| {
            seascape(c, &TEAL, 400.0);
            sun(c, 200.0, 390.0, 14.0, "#ffe9c0");
        });
    }),
    ("A bed adrift in the clouds", |c| {
        let p = VIOLET;
        starry(c, &p, 100, 360.0);
        crescent(c, 300.0, 100.0, 30.0, "#fbeaff", false);
        cloud_sea(c, 420.0, "#d8c0f0", "#b098d8");
        c.put("bed", 200.0, 390.0, 250.0, tint("#402a70", 0.2));
        cloud(c, 100.0, 460.0, 120.0, "#e8d8f8", 0.9);
    }),
    ("The bathtub at sea", |c| {
        let p = NOON;
        seascape(
            c,
            &Pal {
                land: ["#3f86cf", "#2a5a9a", "#14305a"],
                ..p
            },
            320.0,
        );
        clouds(c, 3, 60.0, 250.0, "#fff", 0.9);
        c.poly(
            &[(200.0, 220.0), (200.0, 380.0), (290.0, 370.0)],
            "#fff8ee",
            1.0,
        );
        c.stroke("M200 215V400", "#6a4a32", 3.0, 1.0);
        c.put("bathtub", 200.0, 410.0, 170.0, PLAIN);
        c.put("duck", 330.0, 460.0, 40.0, PLAIN);
        water_front(c, 440.0, "#2a5a9a", 0.6);
    }),
    ("A chair facing the horizon", |c| {
        let p = AMBER;
        sky_to(c, &p, 330.0);
        sun(c, 200.0, 320.0, 36.0, p.light);
        sea(c, 330.0, "#b35f2a", "#7a4222", "#fff0c0");
        c.rect(-30.0, 460.0, 460.0, 200.0, "#e0b880", 1.0);
        c.poly(
            &[
                (180.0, 540.0),
                (220.0, 540.0),
                (260.0, 640.0),
                (150.0, 640.0),
            ],
            "#3a1c12",
            0.35,
        );
        c.stand("chair", 200.0, 540.0, 100.0, FLIP);
    }),
    ("The little rain cloud", |c| {
        let p = SAND;
        sky(c, &p);
        c.rect(-30.0, 380.0, 460.0, 260.0, "#c48a50", 1.0);
        let mut d = String::new();
        for _ in 0..30 {
            let x = c.r(0.0, 400.0);
            let y = c.r(400.0, 600.0);
            d.push_str(&format!(
                "M{x:.0} {y:.0}l{:.0} {:.0}",
                c.r(-20.0, 20.0),
                c.r(-8.0, 8.0)
            ));
        }
        c.stroke(&d, "#7a4a22", 1.5, 0.6);
        cloud(c, 200.0, 200.0, 140.0, "#8a9ab8", 1.0);
        let mut r = String::new();
        for i in 0..10 {
            r.push_str(&format!("M{} 225l-4 {}", 150 + i * 10, 180 + (i % 3) * 10));
        }
        c.stroke(&r, "#cfe0ff", 1.5, 0.7);
        c.stand("tulip", 200.0, 470.0, 80.0, PLAIN);
        c.stand("wilted-flower", 320.0, 500.0, 50.0, PLAIN);
    }),
    ("The house inside the shell", |c| {
        let p = NIGHT;
        starry(c, &p, 80, 300.0);
        moon(c, 90.0, 100.0, 26.0, "#ffeec0");
        sea(c, 320.0, "#1b2556", "#070b24", "#fff3c4");
        c.rect(-30.0, 470.0, 460.0, 200.0, "#3a3650", 1.0);
        c.stand("spiral-shell", 220.0, 500.0, 220.0, tint("#1b2556", 0.3));
        c.path(&arch_d(200.0, 470.0, 30.0, 46.0), "#ffd27a", 1.0);
        c.glow(200.0, 450.0, 50.0, "#ffd27a", 0.5);
        c.stand("crab", 330.0, 560.0, 40.0, PLAIN);
    }),
    ("Dice falling on the city", |c| {
        let p = STORM;
        sky(c, &p);
        city(c, 600.0, "#161a26", "#ffd27a");
        for (x, y, s, r) in [
            (120.0, 120.0, 70.0, 20.0),
            (280.0, 200.0, 50.0, -30.0),
            (200.0, 330.0, 40.0, 45.0),
            (80.0, 300.0, 30.0, -10.0),
            (330.0, 80.0, 24.0, 60.0),
        ] {
            for k in 1..4 {
                let t = k as f64;
                let o = Place {
                    op: 0.3 / t,
                    ..rot(r - t * 8.0)
                };
                c.put("game-die", x + t * 9.0, y - t * 24.0, s, o);
            }
            c.put("game-die", x, y, s, rot(r));
        }
    }),
    ("The cat on the moon and the yarn planet", |c| {
        c.full("#0a0818", 1.0);
        stars(c, 150, 600.0, "#fff8e0");
        c.put("yarn", 250.0, 200.0, 190.0, PLAIN);
        c.stroke("M230 270C200 380 120 360 110 440", "#e0505a", 3.0, 0.9);
        crescent(c, 110.0, 480.0, 70.0, "#fff0c0", true);
        c.put("cat", 85.0, 400.0, 60.0, PLAIN);
    }),
    ("The deer carrying the moon", |c| {
        let p = SNOW;
        sky(
            c,
            &Pal {
                sky: ["#2a3a6a", "#6a7aa8", "#c8d0e8"],
                ..p
            },
        );
        stars(c, 40, 250.0, "#fff");
        moon(c, 200.0, 200.0, 28.0, "#fff8e0");
        ridge(c, 460.0, 60.0, 0.6, "#dfe6f2", 1.0, false);
        c.put("deer", 210.0, 340.0, 260.0, sil("#141a30"));
        motes(c, 40, 0.0, 600.0, (1.0, 2.0), "#fff", 0.8);
    }),
    ("Two doors in the meadow", |c| {
        let p = NOON;
        landscape(c, &p, 400.0);
        clouds(c, 3, 40.0, 200.0, "#fff", 0.9);
        door(c, 70.0, 470.0, 80.0, 140.0, "#3a5a8a", "#8090ff", |c| {
            starry(c, &NIGHT, 40, 600.0);
            crescent(c, 110.0, 380.0, 12.0, "#fff0c0", true);
        });
        door(c, 260.0, 500.0, 80.0, 140.0, "#8a3a2a", "#ffb060", |c| {
            c.full("#ff8040", 1.0);
            c.put("fire", 300.0, 440.0, 80.0, PLAIN);
        });
    }),
    ("The corridor of doors", |c| {
        c.full("#2a2030", 1.0);
        let vx = 200.0;
        let vy = 300.0;
        c.poly(
            &[
                (-30.0, 640.0),
                (430.0, 640.0),
                (vx + 20.0, vy + 30.0),
                (vx - 20.0, vy + 30.0),
            ],
            "#4a3020",
            1.0,
        );
        c.poly(
            &[
                (-30.0, -30.0),
                (430.0, -30.0),
                (vx + 20.0, vy - 30.0),
                (vx - 20.0, vy - 30.0),
            ],
            "#1a1420",
            1.0,
        );
        for i in 0..5 {
            let t = 1.0 / (1.0 + i as f64 * 0.8);
            for side in [-1.0, 1.0] {
                let x = vx + side * 180.0 * t;
                let h = 240.0 * t;
                let w = 40.0 * t;
                let col = if i == 2 && side > 0.0 {
                    "#ffd27a"
                } else {
                    "#5a3a2a"
                };
                c.poly(
                    &[
                        (x, vy + 150.0 * t),
                        (x + side * w, vy + 160.0 * t),
                        (x + side * w, vy + 160.0 * t - h),
                        (x, vy + 150.0 * t - h),
                    ],
                    col,
                    1.0,
                );
            }
        }
        c.glow(vx, vy, 60.0, "#fff6d0", 0.9);
        c.rect(vx - 12.0, vy - 20.0, 24.0, 50.0, "#fffbe8", 1.0);
        c.put("butterfly", 240.0, 230.0, 40.0, PLAIN);
    }),
    ("A flamingo in the snow", |c| {
        let p = SNOW;
        sky(c, &p);
        pines(c, 10, 380.0, (60.0, 120.0), "#8a9abc", 0.7);
        ridge(c, 420.0, 30.0, 0.6, "#f3f5fa", 1.0, false);
        c.glow(200.0, 380.0, 160.0, "#ffb0c8", 0.4);
        c.stand("flamingo", 200.0, 500.0, 200.0, PLAIN);
        motes(c, 80, 0.0, 600.0, (1.0, 2.5), "#fff", 0.9);
    }),
    ("The castle of coral", |c| {
        let p = DEEP;
        sky(c, &p);
        rays(c, 250.0, -60.0, 6, 60.0, 120.0, 700.0, "#d8fff6", 0.2);
        c.put(
            "castle",
            200.0,
            380.0,
            230.0,
            Place {
                tint: Some(("#0b5278", 0.45)),
                ..PLAIN
            },
        );
        ridge(c, 520.0, 30.0, 0.6, "#0c3a50", 1.0, false);
        c.put("coral", 80.0, 500.0, 90.0, PLAIN);
        c.put("coral", 330.0, 520.0, 70.0, FLIP);
        c.put("tropical-fish", 300.0, 250.0, 40.0, PLAIN);
        c.put("blowfish", 100.0, 200.0, 50.0, PLAIN);
    }),
    ("A ship sailing on the clouds", |c| {
        let p = DAWN;
        sky(c, &p);
        sun(c, 100.0, 180.0, 24.0, p.light);
        cloud_sea(c, 380.0, "#fff4f0", "#f0d8e0");
        c.put("ship", 230.0, 340.0, 240.0, PLAIN);
        cloud(c, 110.0, 470.0, 170.0, "#fff4f0", 1.0);
    }),
    ("The tornado carrying a house", |c| {
        let p = STORM;
        sky(c, &p);
        ridge(c, 520.0, 20.0, 0.6, "#4a5268", 1.0, false);
        c.put(
            "tornado",
            200.0,
            300.0,
            380.0,
            Place {
                op: 0.9,
                ..tint("#454e68", 0.3)
            },
        );
        c.put("house", 170.0, 150.0, 90.0, rot(-30.0));
        c.put("cow", 270.0, 250.0, 60.0, rot(40.0));
        rain(c, 120, "#aab4c8", 0.4);
        ground_fog(c, 420.0, "#8b93a8", 0.7);
        c.put("chair", 150.0, 330.0, 30.0, rot(120.0));
    }),
    ("The butterfly on the mountain", |c| {
        let p = DAWN;
        sky(c, &p);
        c.poly(
            &[(-30.0, 600.0), (200.0, 230.0), (430.0, 600.0)],
            "#7f7aa6",
            1.0,
        );
        c.poly(
            &[(200.0, 230.0), (430.0, 600.0), (260.0, 600.0)],
            "#4d4a78",
            1.0,
        );
        c.poly(
            &[
                (170.0, 280.0),
                (200.0, 230.0),
                (235.0, 285.0),
                (210.0, 275.0),
                (195.0, 290.0),
            ],
            "#fff",
            1.0,
        );
        c.put("butterfly", 200.0, 170.0, 180.0, PLAIN);
        fog_band(c, 420.0, 100.0, p.fog, 0.7);
        clouds(c, 3, 380.0, 460.0, "#fff6f0", 0.9);
    }),
    ("The compass points at the moon", |c| {
        let p = NIGHT;
        starry(c, &p, 120, 400.0);
        moon(c, 300.0, 110.0, 30.0, "#ffeec0");
        ridge(c, 470.0, 40.0, 0.7, "#141c40", 1.0, false);
        beam(c, 300.0, 110.0, 170.0, 450.0, 4.0, 40.0, "#fff3c4", 0.25);
        c.put("compass", 170.0, 470.0, 150.0, PLAIN);
    }),
    ("A snail crossing the rainbow", |c| {
        let p = NOON;
        sky(c, &p);
        c.put(
            "rainbow",
            200.0,
            360.0,
            420.0,
            Place {
                op: 0.85,
                ..tint("#8cc6ee", 0.2)
            },
        );
        ridge(c, 440.0, 60.0, 0.8, "#4f9a6a", 1.0, false);
        c.put("snail", 150.0, 176.0, 56.0, rot(-30.0));
        fog_band(c, 400.0, 120.0, "#ffffff", 0.6);
        clouds(c, 2, 360.0, 420.0, "#fff", 1.0);
    }),
    ("Sunflowers turned to the moon", |c| {
        let p = NIGHT;
        starry(c, &p, 100, 300.0);
        moon(c, 300.0, 120.0, 34.0, "#ffeec0");
        ridge(c, 400.0, 30.0, 0.8, "#141c40", 1.0, false);
        for row in 0..3 {
            let k = 0.6 + row as f64 * 0.45;
            let n = (6.0 / k) as usize + 1;
            for i in 0..n {
                let x = (i as f64 + 0.5) / n as f64 * 420.0 - 10.0;
                c.put(
                    "sunflower",
                    x,
                    420.0 + row as f64 * 70.0,
                    70.0 * k,
                    Place {
                        rot: 15.0,
                        tint: Some(("#141c40", 0.55 - row as f64 * 0.1)),
                        ..PLAIN
                    },
                );
            }
        }
    }),
    ("A whale in a jar on the sill", |c| {
        let fy = room(c, ["#d8c0a0", "#b8a080"], ["#6a4a32", "#3a2414"], 500.0);
        window(c, 80.0, 60.0, 240.0, 300.0, false, "#fff8ee", |c| {
            seascape(c, &TEAL, 260.0);
        });
        c.put("jar", 200.0, 300.0, 120.0, PLAIN);
        c.put("spouting-whale", 200.0, 315.0, 50.0, PLAIN);
        c.glow(200.0, 300.0, 80.0, "#bfe8ff", 0.4);
        let _ = fy;
    }),
    ("An island in a flowerpot", |c| {
        let fy = room(c, ["#8ab8c8", "#6a98a8"], ["#c8a878", "#8a6a48"], 480.0);
        c.path("M110 330h180l-30 180h-120Z", "#c0603a", 1.0);
        c.rect(100.0, 320.0, 200.0, 24.0, "#d07048", 1.0);
        c.ellipse(200.0, 322.0, 96.0, 14.0, "#2a8ab0", 1.0);
        c.put("palm-tree", 215.0, 270.0, 90.0, PLAIN);
        c.ellipse(210.0, 318.0, 30.0, 6.0, "#f0d090", 1.0);
        c.put("sailboat", 150.0, 310.0, 24.0, PLAIN);
        cloud(c, 220.0, 150.0, 80.0, "#fff", 0.9);
        c.shadow(200.0, fy + 30.0, 90.0, 0.3);
    }),
    ("The ghost with a lamp", |c| {
        let p = STORM;
        sky(c, &p);
        pines(c, 12, 450.0, (200.0, 360.0), "#2c3244", 1.0);
        fog_band(c, 430.0, 160.0, p.fog, 0.6);
        pines(c, 6, 600.0, (300.0, 450.0), "#161a26", 1.0);
        c.glow(210.0, 420.0, 110.0, "#ffc060", 0.6);
        c.put("ghost", 190.0, 380.0, 90.0, Place { op: 0.9, ..PLAIN });
        c.put("diya-lamp", 230.0, 430.0, 40.0, PLAIN);
        ground_fog(c, 480.0, "#aab4c8", 0.7);
    }),
    ("The robot who waters a flower", |c| {
        let p = SAND;
        sky(
            c,
            &Pal {
                sky: ["#2a1a3a", "#8a4a6a", "#e0906a"],
                ..p
            },
        );
        c.put("ringed-planet", 280.0, 150.0, 200.0, tint("#8a4a6a", 0.25));
        ridge(c, 480.0, 40.0, 0.5, "#8a4622", 1.0, false);
        c.stand("robot", 150.0, 530.0, 170.0, PLAIN);
        c.stand("seedling", 260.0, 530.0, 50.0, PLAIN);
        c.put("droplet", 230.0, 460.0, 20.0, PLAIN);
    }),
    ("The broken chain by the shore", |c| {
        let p = DAWN;
        seascape(c, &p, 350.0);
        sun(c, 250.0, 340.0, 20.0, p.light);
        c.path("M-30 520Q150 470 300 520T430 500V640H-30Z", "#5a4a6a", 1.0);
        c.put("broken-chain", 140.0, 490.0, 160.0, rot(-10.0));
        c.put(
            "dove",
            270.0,
            210.0,
            110.0,
            Place {
                glow: Some("#fff5dc"),
                ..PLAIN
            },
        );
    }),
    ("A theatre of paper waves", |c| {
        let fy = stage(c, "#1a1430", "#5a3a22");
        crescent(c, 290.0, 150.0, 30.0, "#f4e0a0", true);
        string(c, 290.0, 120.0, "#d8c8a0");
        for (i, col) in ["#2a5a9a", "#3a7ab8", "#4a9ad0"].iter().enumerate() {
            let y = 360.0 + i as f64 * 45.0;
            let mut d = format!("M-20 {y:.0}");
            for k in 0..8 {
                d.push_str("q27 -30 55 0");
                let _ = k;
            }
            d.push_str(&format!("V{:.0}H-20Z", y + 80.0));
            if i == 1 {
                c.put("sailboat", 160.0, y - 30.0, 80.0, rot(-8.0));
            }
            c.path(&d, col, 1.0);
        }
        curtains(c, "#6a1c3c");
        let _ = fy;
    }),
    ("The elephant held by balloons", |c| {
        let p = SAND;
        sky(c, &p);
        c.poly(
            &[
                (-30.0, 640.0),
                (-30.0, 380.0),
                (110.0, 400.0),
                (130.0, 640.0),
            ],
            "#8a4622",
            1.0,
        );
        c.poly(
            &[
                (430.0, 640.0),
                (430.0, 360.0),
                (290.0, 390.0),
                (270.0, 640.0),
            ],
            "#a85a2a",
            1.0,
        );
        c.stroke(
            "M190 300L150 130M200 300L210 110M210 300L260 140",
            "#3a1c12",
            1.0,
            0.8,
        );
        for (x, y) in [(150.0, 110.0), (210.0, 90.0), (260.0, 120.0)] {
            c.put("balloon", x, y, 60.0, PLAIN);
        }
        c.put("elephant", 200.0, 340.0, 110.0, PLAIN);
    }),
    ("A seedling on the little world", |c| {
        c.full("#0a0a1e", 1.0);
        stars(c, 140, 600.0, "#fff8e0");
        c.glow(200.0, 380.0, 200.0, "#4a8aff", 0.3);
        c.put("globe-showing-americas", 200.0, 400.0, 170.0, PLAIN);
        c.put("seedling", 200.0, 280.0, 90.0, PLAIN);
    }),
    ("The sea in the upper glass", |c| {
        c.full("#1a1424", 1.0);
        c.glow(200.0, 300.0, 260.0, "#4a3a5a", 0.6);
        let d = hourglass_d(200.0, 300.0, 220.0, 400.0);
        c.clip(&d);
        seascape(c, &TEAL, 150.0);
        c.put("sailboat", 200.0, 160.0, 40.0, PLAIN);
        c.rect(80.0, 300.0, 240.0, 200.0, "#1a1424", 1.0);
        c.rect(80.0, 430.0, 240.0, 80.0, "#e8a25a", 1.0);
        c.put("cactus", 240.0, 410.0, 40.0, PLAIN);
        c.end();
        c.rect(198.0, 290.0, 4.0, 140.0, "#2a6d78", 0.8);
        let g = c.lin(
            &[(0.0, "#ffffff", 0.3), (1.0, "#ffffff", 0.05)],
            0.0,
            0.0,
            1.0,
            0.0,
        );
        c.path(&d, &g, 1.0);
        c.rect(80.0, 92.0, 240.0, 14.0, "#6a3a1a", 1.0);
        c.rect(80.0, 494.0, 240.0, 14.0, "#6a3a1a", 1.0);
    }),
    ("A cloud in the living room", |c| {
        let fy = room(c, ["#e8d8c0", "#c8b8a0"], ["#8a6a4a", "#5a3a22"], 450.0);
        wallpaper(c, fy, "#a08060", 0.12);
        c.stand("couch-and-lamp", 200.0, 500.0, 220.0, PLAIN);
        cloud(c, 170.0, 180.0, 150.0, "#8a94a8", 1.0);
        let mut r = String::new();
        for i in 0..12 {
            r.push_str(&format!("M{} 205l-4 {}", 110 + i * 10, 160 + (i % 3) * 12));
        }
        c.stroke(&r, "#6a8ab8", 1.5, 0.7);
        c.ellipse(160.0, 540.0, 80.0, 10.0, "#6a8ab8", 0.5);
    }),
    ("The teapot that pours a waterfall", |c| {
        let p = NOON;
        sky(c, &p);
        clouds(c, 3, 120.0, 200.0, "#fff", 0.95);
        c.put(
            "teapot",
            150.0,
            130.0,
            160.0,
            Place {
                flip: true,
                ..rot(30.0)
            },
        );
        let g = c.linv(&[(0.0, "#cfe8ff", 0.9), (1.0, "#ffffff", 0.6)]);
        c.path(
            "M230 150C260 200 250 300 260 470H300C290 300 280 200 240 140Z",
            &g,
            1.0,
        );
        hills(c, &p, 440.0);
        sea(c, 500.0, "#3f86cf", "#1a4a7a", "#fff");
        fog_band(c, 480.0, 60.0, "#fff", 0.6);
    }),
    ("A lighthouse for the fish", |c| {
        let p = DEEP;
        sky(c, &p);
        let (lx, ly) = lighthouse(c, 120.0, 540.0, 260.0, "#d8e0e8", "#b03a3a");
        let g = c.lin(
            &[(0.0, "#f0ffd8", 0.6), (1.0, "#f0ffd8", 0.0)],
            0.0,
            0.0,
            1.0,
            0.0,
        );
        c.g_blur(5.0, 1.0);
        c.poly(
            &[
                (lx, ly - 6.0),
                (440.0, 150.0),
                (440.0, 330.0),
                (lx, ly + 6.0),
            ],
            &g,
            1.0,
        );
        c.end();
        c.glow(lx, ly, 50.0, "#fff6c8", 0.9);
        ridge(c, 560.0, 30.0, 0.6, "#0c3a50", 1.0, false);
        for (x, y, s) in [
            (300.0, 250.0, 40.0),
            (340.0, 300.0, 30.0),
            (260.0, 300.0, 26.0),
        ] {
            c.put("tropical-fish", x, y, s, FLIP);
        }
        bubbles(c, 12, 100.0, 140.0, 80.0, 260.0, "#d8fff6");
    }),
    ("The cat's shadow is a tiger", |c| {
        let p = AMBER;
        c.full("#d89a5a", 1.0);
        c.glow(60.0, 140.0, 300.0, "#fff0c0", 0.6);
        c.rect(-30.0, 470.0, 460.0, 200.0, "#7a4222", 1.0);
        c.put(
            "leopard",
            270.0,
            300.0,
            280.0,
            Place {
                op: 0.55,
                blur: 1.0,
                ..sil("#3a1c12")
            },
        );
        c.stand("cat", 140.0, 500.0, 90.0, PLAIN);
        let _ = p;
    }),
    ("The tree of keys", |c| {
        let p = MINT;
        sky(c, &p);
        ridge(c, 520.0, 30.0, 0.6, p.land[2], 1.0, false);
        let tips = bare_tree(c, 200.0, 580.0, 150.0, 5, "#143a36", 18.0);
        for (i, (x, y)) in tips.iter().enumerate().step_by(3) {
            c.stroke(&format!("M{x:.0} {y:.0}v14"), "#143a36", 1.0, 1.0);
            c.put("old-key", *x, *y + 26.0, 28.0, rot(45.0 + i as f64 * 5.0));
        }
    }),
    ("The slowest rocket", |c| {
        let p = DUSK;
        sky(c, &p);
        stars(c, 40, 200.0, "#fff8e0");
        ridge(c, 520.0, 30.0, 0.5, p.land[2], 1.0, false);
        c.put("rocket", 200.0, 340.0, 240.0, rot(-45.0));
        c.put("snail", 210.0, 215.0, 50.0, PLAIN);
        cloud(c, 200.0, 520.0, 220.0, "#f0c0b0", 0.8);
    }),
    ("Footsteps up the wall", |c| {
        let fy = room(c, ["#b8c8d8", "#98a8b8"], ["#5a4a3a", "#2a1a12"], 470.0);
        for i in 0..8 {
            let y = 560.0 - i as f64 * 65.0;
            let x = 200.0 + if i % 2 == 0 { -15.0 } else { 15.0 };
            c.put(
                "footprints",
                x,
                y,
                40.0,
                Place {
                    op: 0.7,
                    ..rot(-90.0)
                },
            );
        }
        c.put("door", 320.0, fy - 70.0, 140.0, PLAIN);
    }),
    ("The moon in a bucket", |c| {
        let p = NIGHT;
        starry(c, &p, 80, 400.0);
        c.rect(-30.0, 420.0, 460.0, 220.0, "#1a1830", 1.0);
        c.stand("bucket", 200.0, 520.0, 170.0, PLAIN);
        c.ellipse(200.0, 398.0, 55.0, 12.0, "#1b2556", 1.0);
        c.circle(205.0, 398.0, 10.0, "#fff0c8", 1.0);
        c.glow(205.0, 398.0, 40.0, "#fff0c8", 0.6);
        c.put("cat", 320.0, 480.0, 50.0, sil("#05060f"));
    }),
    ("The owl and the clock tower", |c| {
        let p = VIOLET;
        starry(c, &p, 60, 300.0);
        moon(c, 90.0, 110.0, 40.0, "#fbeaff");
        c.rect(140.0, 180.0, 140.0, 460.0, "#2a1a48", 1.0);
        c.poly(
            &[(130.0, 185.0), (210.0, 80.0), (290.0, 185.0)],
            "#1a1036",
            1.0,
        );
        c.circle(210.0, 260.0, 50.0, "#f4ecd8", 1.0);
        c.stroke("M210 260v-36M210 260l24 10", "#1a1036", 4.0, 1.0);
        c.put("owl", 300.0, 170.0, 70.0, PLAIN);
        city(c, 600.0, "#140c2a", "#ffe09a");
    }),
    ("The snowflake sun", |c| {
        let p = SNOW;
        sky(c, &p);
        c.glow(200.0, 180.0, 200.0, "#ffffff", 0.8);
        c.put("snowflake", 200.0, 180.0, 130.0, tint("#ffffff", 0.55));
        far_mountains(c, 420.0, 150.0, "#b8c4dc", p.fog);
        ridge(c, 520.0, 40.0, 0.6, "#f3f5fa", 1.0, false);
        c.stroke("M-10 600C120 560 200 540 260 500", "#b8c4dc", 3.0, 0.8);
        c.stroke("M10 610C140 566 210 546 272 504", "#b8c4dc", 3.0, 0.8);
        c.put("sled", 270.0, 495.0, 60.0, rot(-15.0));
    }),
];
