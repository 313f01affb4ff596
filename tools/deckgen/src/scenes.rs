//! Generated scenery: skies, lands, seas, rooms and the like.

// Scene painters take many plain coordinates; a struct per call would only add noise.
#![allow(clippy::too_many_arguments)]

use crate::canvas::{poly_d, smooth_d, Canvas, Num, H, W};
use std::fmt::Write as _;

/// A painterly palette: sky (top, middle, horizon), land/sea (far, near), light, fog.
#[derive(Clone, Copy)]
pub struct Pal {
    pub sky: [&'static str; 3],
    pub land: [&'static str; 3],
    pub light: &'static str,
    pub fog: &'static str,
}

pub const NIGHT: Pal = Pal {
    sky: ["#070b24", "#1b2556", "#3d4c84"],
    land: ["#263466", "#141c40", "#080c22"],
    light: "#fff3c4",
    fog: "#7d8cc4",
};
pub const DUSK: Pal = Pal {
    sky: ["#2b1a4d", "#a24c78", "#f5a35f"],
    land: ["#7a3d6a", "#452450", "#1f1233"],
    light: "#ffd58a",
    fog: "#f0a7a0",
};
pub const DAWN: Pal = Pal {
    sky: ["#8fa9dc", "#f3c1c4", "#fde6c4"],
    land: ["#b5a7c8", "#7f7aa6", "#4d4a78"],
    light: "#fff5dc",
    fog: "#fff0e6",
};
pub const NOON: Pal = Pal {
    sky: ["#3f86cf", "#8cc6ee", "#e6f4f6"],
    land: ["#8fc29a", "#4f9a6a", "#2f6a48"],
    light: "#fffbe0",
    fog: "#ffffff",
};
pub const STORM: Pal = Pal {
    sky: ["#23283a", "#454e68", "#8b93a8"],
    land: ["#4a5268", "#2c3244", "#161a26"],
    light: "#e8f0ff",
    fog: "#aab4c8",
};
pub const MINT: Pal = Pal {
    sky: ["#17403e", "#4f9a8e", "#d5eedc"],
    land: ["#6fae98", "#2f6e62", "#143a36"],
    light: "#fbffe8",
    fog: "#e0f4e8",
};
pub const AMBER: Pal = Pal {
    sky: ["#3a1c12", "#b35f2a", "#f3c272"],
    land: ["#c07a3c", "#7a4222", "#3a1c12"],
    light: "#fff0c0",
    fog: "#f8d8a0",
};
pub const DEEP: Pal = Pal {
    sky: ["#2aa3b4", "#0b5278", "#03162c"],
    land: ["#1d6a7a", "#0c3a50", "#04182a"],
    light: "#d8fff6",
    fog: "#6fd0d8",
};
pub const VIOLET: Pal = Pal {
    sky: ["#190f36", "#57388c", "#c4a2e4"],
    land: ["#7a5aa8", "#402a70", "#1a1036"],
    light: "#fbeaff",
    fog: "#d8c0f0",
};
pub const SAND: Pal = Pal {
    sky: ["#d96f3c", "#f3b35e", "#fde2a4"],
    land: ["#e8a25a", "#c47438", "#8a4622"],
    light: "#fff6d8",
    fog: "#ffe6c0",
};
pub const SNOW: Pal = Pal {
    sky: ["#8c9fc4", "#cfd9ea", "#f3f5fa"],
    land: ["#dfe6f2", "#b8c4dc", "#8a9abc"],
    light: "#ffffff",
    fog: "#ffffff",
};
pub const FOREST: Pal = Pal {
    sky: ["#0f2a22", "#386b50", "#b8d8a0"],
    land: ["#4f7e5a", "#24503a", "#0e2a1e"],
    light: "#f8ffd8",
    fog: "#d8ecc8",
};
pub const SEPIA: Pal = Pal {
    sky: ["#3a2a20", "#8a6a4e", "#e6cfa4"],
    land: ["#a88462", "#6a4c36", "#33241a"],
    light: "#fff4dc",
    fog: "#f0e0c0",
};
pub const TEAL: Pal = Pal {
    sky: ["#0c2f44", "#1f7a8c", "#f0b47a"],
    land: ["#2a6d78", "#164656", "#0a2432"],
    light: "#ffe9c0",
    fog: "#b8e0e0",
};

/// Full-card sky gradient.
pub fn sky(c: &mut Canvas, p: &Pal) {
    let g = c.linv(&[
        (0.0, p.sky[0], 1.0),
        (0.55, p.sky[1], 1.0),
        (1.0, p.sky[2], 1.0),
    ]);
    c.full(&g, 1.0);
}

/// A sky whose horizon sits at `hy` (the gradient ends there).
pub fn sky_to(c: &mut Canvas, p: &Pal, hy: f64) {
    let g = c.linv(&[
        (0.0, p.sky[0], 1.0),
        (0.6, p.sky[1], 1.0),
        (1.0, p.sky[2], 1.0),
    ]);
    c.rect(-30.0, -30.0, W + 60.0, hy + 32.0, &g, 1.0);
}

/// Scattered stars above `ymax`.
pub fn stars(c: &mut Canvas, n: usize, ymax: f64, color: &str) {
    let mut d = String::new();
    for _ in 0..n {
        let x = c.r(0.0, W);
        let y = c.r(0.0, ymax);
        let r = c.r(0.0, 1.0).powi(3) * 1.6 + 0.4;
        let _ = write!(d, "M{} {}h{}", Num(x - r), Num(y), Num(2.0 * r));
    }
    c.add(&format!(
        "<path d=\"{d}\" stroke=\"{color}\" stroke-linecap=\"round\" stroke-width=\"1.6\" opacity=\".8\"/>"
    ));
    for _ in 0..(n / 14).max(1) {
        let x = c.r(10.0, W - 10.0);
        let y = c.r(10.0, ymax * 0.8);
        let r = c.r(3.0, 7.0);
        sparkle(c, x, y, r, color, 0.9);
    }
}

/// A four-pointed sparkle.
pub fn sparkle(c: &mut Canvas, x: f64, y: f64, r: f64, color: &str, op: f64) {
    let k = r * 0.18;
    let d = format!(
        "M{} {}Q{} {} {} {}Q{} {} {} {}Q{} {} {} {}Q{} {} {} {}Z",
        Num(x),
        Num(y - r),
        Num(x + k),
        Num(y - k),
        Num(x + r),
        Num(y),
        Num(x + k),
        Num(y + k),
        Num(x),
        Num(y + r),
        Num(x - k),
        Num(y + k),
        Num(x - r),
        Num(y),
        Num(x - k),
        Num(y - k),
        Num(x),
        Num(y - r)
    );
    c.path(&d, color, op);
    c.glow(x, y, r * 2.5, color, 0.35);
}

/// A full moon with craters and halo.
pub fn moon(c: &mut Canvas, x: f64, y: f64, r: f64, color: &str) {
    c.glow(x, y, r * 4.0, color, 0.35);
    let g = c.rad(
        &[(0.0, "#ffffff", 1.0), (0.7, color, 1.0), (1.0, color, 1.0)],
        0.4,
        0.35,
        0.7,
    );
    c.circle(x, y, r, &g, 1.0);
    for _ in 0..5 {
        let a = c.r(0.0, std::f64::consts::TAU);
        let d = c.r(0.0, r * 0.6);
        let cr = c.r(r * 0.07, r * 0.2);
        c.circle(x + a.cos() * d, y + a.sin() * d, cr, "#b8a890", 0.25);
    }
}

/// A crescent moon, horns to the right when `right`.
pub fn crescent(c: &mut Canvas, x: f64, y: f64, r: f64, color: &str, right: bool) {
    c.glow(x, y, r * 3.5, color, 0.3);
    let s = if right { 1.0 } else { 0.0 };
    let s2 = if right { 0.0 } else { 1.0 };
    let d = format!(
        "M{} {}A{} {} 0 1 {} {} {}A{} {} 0 1 {} {} {}Z",
        Num(x),
        Num(y - r),
        Num(r),
        Num(r),
        s2,
        Num(x),
        Num(y + r),
        Num(r * 0.78),
        Num(r),
        s,
        Num(x),
        Num(y - r)
    );
    c.path(&d, color, 1.0);
}

/// A sun disc with a wide glow.
pub fn sun(c: &mut Canvas, x: f64, y: f64, r: f64, color: &str) {
    c.glow(x, y, r * 6.0, color, 0.45);
    c.circle(x, y, r, color, 1.0);
    c.glow(x, y, r * 1.6, "#ffffff", 0.5);
}

/// A line of hills (or mountains when `sharp`) with its base at `base`.
#[allow(clippy::too_many_arguments)]
pub fn ridge(c: &mut Canvas, base: f64, amp: f64, freq: f64, fill: &str, op: f64, sharp: bool) {
    let n = if sharp { 9 + (freq * 3.0) as usize } else { 16 };
    let ph = [
        c.r(0.0, std::f64::consts::TAU),
        c.r(0.0, std::f64::consts::TAU),
        c.r(0.0, std::f64::consts::TAU),
    ];
    let mut pts = Vec::new();
    for i in 0..=n {
        let t = i as f64 / n as f64;
        let x = -30.0 + t * (W + 60.0);
        let mut v = (t * freq * std::f64::consts::TAU + ph[0]).sin()
            + 0.5 * (t * freq * 2.3 * std::f64::consts::TAU + ph[1]).sin()
            + 0.25 * (t * freq * 5.1 * std::f64::consts::TAU + ph[2]).sin();
        v = (v + 1.75) / 3.5;
        if sharp {
            v = v.powf(1.4) + c.r(-0.12, 0.12);
        }
        pts.push((x, base - amp * v));
    }
    let mut d = if sharp {
        let mut s = poly_d(&pts);
        s.pop();
        s
    } else {
        smooth_d(&pts)
    };
    let _ = write!(
        d,
        "L{} {}L-30 {}Z",
        Num(W + 30.0),
        Num(H + 30.0),
        Num(H + 30.0)
    );
    c.path(&d, fill, op);
}

/// Snow caps: a lighter ridge clipped high.
pub fn far_mountains(c: &mut Canvas, base: f64, amp: f64, fill: &str, fog: &str) {
    ridge(c, base, amp, 1.3, fill, 1.0, true);
    fog_band(c, base - amp * 0.2, amp * 0.6, fog, 0.55);
}

/// A horizontal band of mist centred on `y`.
pub fn fog_band(c: &mut Canvas, y: f64, h: f64, color: &str, op: f64) {
    let g = c.linv(&[(0.0, color, 0.0), (0.5, color, op), (1.0, color, 0.0)]);
    c.rect(-30.0, y - h / 2.0, W + 60.0, h, &g, 1.0);
}

/// Mist rising from the bottom of the card up to `y`.
pub fn ground_fog(c: &mut Canvas, y: f64, color: &str, op: f64) {
    let g = c.linv(&[(0.0, color, 0.0), (1.0, color, op)]);
    c.rect(-30.0, y, W + 60.0, H - y + 30.0, &g, 1.0);
}

/// A soft cumulus cloud.
pub fn cloud(c: &mut Canvas, x: f64, y: f64, w: f64, color: &str, op: f64) {
    c.g_blur(w * 0.02 + 0.8, op);
    let n = 6;
    for i in 0..n {
        let t = i as f64 / (n - 1) as f64;
        let cx = x - w / 2.0 + t * w;
        let hump = (t * std::f64::consts::PI).sin();
        let r = w * (0.12 + 0.14 * hump) * c.r(0.8, 1.2);
        c.circle(cx, y - r * 0.5 * hump, r, color, 1.0);
    }
    c.ellipse(x, y + w * 0.05, w * 0.58, w * 0.1, color, 1.0);
    c.end();
}

/// Several clouds between y0 and y1.
pub fn clouds(c: &mut Canvas, n: usize, y0: f64, y1: f64, color: &str, op: f64) {
    for _ in 0..n {
        let x = c.r(-20.0, W + 20.0);
        let y = c.r(y0, y1);
        let w = c.r(70.0, 160.0);
        cloud(c, x, y, w, color, op);
    }
}

/// A sea of clouds filling below `y`.
pub fn cloud_sea(c: &mut Canvas, y: f64, color: &str, shade: &str) {
    c.rect(-30.0, y + 20.0, W + 60.0, H - y + 20.0, color, 1.0);
    for row in 0..4 {
        let yy = y + row as f64 * 38.0;
        let mut x = -40.0 + c.r(0.0, 30.0);
        while x < W + 40.0 {
            let w = c.r(80.0, 130.0);
            cloud(
                c,
                x,
                yy + 10.0,
                w,
                if row % 2 == 0 { color } else { shade },
                1.0,
            );
            x += w * 0.6;
        }
    }
}

/// A sea from `y` down, with horizon shimmer.
pub fn sea(c: &mut Canvas, y: f64, top: &str, bottom: &str, shimmer: &str) {
    let g = c.linv(&[(0.0, top, 1.0), (1.0, bottom, 1.0)]);
    c.rect(-30.0, y, W + 60.0, H - y + 30.0, &g, 1.0);
    let mut d = String::new();
    for i in 0..40 {
        let t = (i as f64 / 40.0).powf(1.6);
        let yy = y + 3.0 + t * (H - y);
        let len = 8.0 + t * 60.0 * c.r(0.3, 1.0);
        let x = c.r(-20.0, W);
        let _ = write!(d, "M{} {}h{}", Num(x), Num(yy), Num(len));
    }
    c.add(&format!(
        "<path d=\"{d}\" stroke=\"{shimmer}\" stroke-width=\"1.5\" stroke-linecap=\"round\" opacity=\".35\"/>"
    ));
}

/// A glittering path of light on water below a light at x.
pub fn light_path(c: &mut Canvas, x: f64, y: f64, color: &str) {
    let mut d = String::new();
    for i in 0..28 {
        let t = i as f64 / 28.0;
        let yy = y + 4.0 + t * (H - y);
        let w = 6.0 + t * 70.0 * c.r(0.4, 1.0);
        let xx = x - w / 2.0 + c.r(-6.0, 6.0) * (1.0 + t * 3.0);
        let _ = write!(d, "M{} {}h{}", Num(xx), Num(yy), Num(w));
    }
    c.add(&format!(
        "<path d=\"{d}\" stroke=\"{color}\" stroke-width=\"2.2\" stroke-linecap=\"round\" opacity=\".55\"/>"
    ));
}

/// Translucent water in front of things standing in it.
pub fn water_front(c: &mut Canvas, y: f64, color: &str, op: f64) {
    let g = c.linv(&[(0.0, color, op * 0.7), (1.0, color, op)]);
    c.rect(-30.0, y, W + 60.0, H - y + 30.0, &g, 1.0);
    let mut d = String::new();
    for _ in 0..14 {
        let yy = y + c.r(1.0, (H - y).max(2.0));
        let x = c.r(-20.0, W);
        let _ = write!(d, "M{} {}h{}", Num(x), Num(yy), Num(c.r(10.0, 50.0)));
    }
    c.add(&format!(
        "<path d=\"{d}\" stroke=\"#fff\" stroke-width=\"1.2\" stroke-linecap=\"round\" opacity=\".25\"/>"
    ));
}

/// Ripples (ellipses) on water.
pub fn ripples(c: &mut Canvas, x: f64, y: f64, r: f64, color: &str) {
    for i in 1..4 {
        let k = i as f64;
        let _ = c_stroke_ellipse(c, x, y, r * k, r * k * 0.22, color, 0.5 / k);
    }
}

fn c_stroke_ellipse(
    c: &mut Canvas,
    x: f64,
    y: f64,
    rx: f64,
    ry: f64,
    color: &str,
    op: f64,
) -> bool {
    c.add(&format!(
        "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" fill=\"none\" stroke=\"{color}\" stroke-width=\"1.5\" opacity=\"{}\"/>",
        Num(x),
        Num(y),
        Num(rx),
        Num(ry),
        crate::canvas::Frac(op)
    ));
    true
}

/// Rays fanning out from a point.
#[allow(clippy::too_many_arguments)]
pub fn rays(
    c: &mut Canvas,
    x: f64,
    y: f64,
    n: usize,
    a0: f64,
    a1: f64,
    len: f64,
    color: &str,
    op: f64,
) {
    c.g_blur(3.0, op);
    for i in 0..n {
        let t = (i as f64 + c.r(0.2, 0.8)) / n as f64;
        let a = (a0 + (a1 - a0) * t).to_radians();
        let wa = c.r(0.015, 0.05);
        let p1 = (x + (a - wa).cos() * len, y + (a - wa).sin() * len);
        let p2 = (x + (a + wa).cos() * len, y + (a + wa).sin() * len);
        let g = c.lin(
            &[(0.0, color, 0.8), (1.0, color, 0.0)],
            0.0,
            0.0,
            (a.cos() + 1.0) / 2.0,
            (a.sin() + 1.0) / 2.0,
        );
        c.poly(&[(x, y), p1, p2], &g, 1.0);
    }
    c.end();
}

/// A beam of light widening downwards (spotlight / sunbeam).
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
    let g = c.linv(&[(0.0, color, op), (1.0, color, op * 0.15)]);
    c.g_blur(6.0, 1.0);
    c.poly(
        &[(x0 - w0, y0), (x0 + w0, y0), (x1 + w1, y1), (x1 - w1, y1)],
        &g,
        1.0,
    );
    c.end();
}

/// Falling rain streaks.
pub fn rain(c: &mut Canvas, n: usize, color: &str, op: f64) {
    let mut d = String::new();
    for _ in 0..n {
        let x = c.r(-20.0, W + 20.0);
        let y = c.r(-10.0, H);
        let l = c.r(8.0, 22.0);
        let _ = write!(d, "M{} {}l{} {}", Num(x), Num(y), Num(-l * 0.2), Num(l));
    }
    c.add(&format!(
        "<path d=\"{d}\" stroke=\"{color}\" stroke-width=\"1.2\" stroke-linecap=\"round\" opacity=\"{}\"/>",
        crate::canvas::Frac(op)
    ));
}

/// Snowflakes or dust motes.
pub fn motes(c: &mut Canvas, n: usize, y0: f64, y1: f64, r: (f64, f64), color: &str, op: f64) {
    c.g(&format!(
        "fill=\"{color}\" opacity=\"{}\"",
        crate::canvas::Frac(op)
    ));
    for _ in 0..n {
        let x = c.r(0.0, W);
        let y = c.r(y0, y1);
        let rr = c.r(r.0, r.1);
        c.add(&format!(
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"/>",
            Num(x),
            Num(y),
            Num(rr)
        ));
    }
    c.end();
}

/// Rising bubbles (hollow circles).
pub fn bubbles(c: &mut Canvas, n: usize, x0: f64, x1: f64, y0: f64, y1: f64, color: &str) {
    let mut d = String::new();
    for _ in 0..n {
        let x = c.r(x0, x1);
        let y = c.r(y0, y1);
        let r = c.r(1.5, 7.0);
        let _ = write!(
            d,
            "M{} {}a{r} {r} 0 1 0 {} 0a{r} {r} 0 1 0 {} 0",
            Num(x - r),
            Num(y),
            Num(2.0 * r),
            Num(-2.0 * r),
            r = Num(r)
        );
    }
    c.add(&format!(
        "<path d=\"{d}\" fill=\"{color}\" fill-opacity=\".12\" stroke=\"{color}\" stroke-width=\"1.2\" opacity=\".7\"/>"
    ));
}

/// Conifer silhouettes along a ground line.
pub fn pines(c: &mut Canvas, n: usize, gy: f64, h: (f64, f64), color: &str, op: f64) {
    let mut d = String::new();
    for i in 0..n {
        let x = (i as f64 + c.r(0.1, 0.9)) / n as f64 * (W + 40.0) - 20.0;
        let hh = c.r(h.0, h.1);
        let w = hh * c.r(0.28, 0.38);
        let y = gy + c.r(-6.0, 6.0);
        let tiers = 4;
        let _ = write!(d, "M{} {}", Num(x), Num(y - hh));
        for k in 1..=tiers {
            let t = k as f64 / tiers as f64;
            let _ = write!(
                d,
                "L{} {}L{} {}",
                Num(x + w * t * 0.5),
                Num(y - hh + hh * t * 0.95),
                Num(x + w * t * 0.3),
                Num(y - hh + hh * t * 0.95 - 2.0)
            );
        }
        let _ = write!(d, "L{} {}", Num(x + w * 0.5), Num(y + 30.0));
        let _ = write!(d, "L{} {}", Num(x - w * 0.5), Num(y + 30.0));
        for k in (1..=tiers).rev() {
            let t = k as f64 / tiers as f64;
            let _ = write!(
                d,
                "L{} {}L{} {}",
                Num(x - w * t * 0.3),
                Num(y - hh + hh * t * 0.95 - 2.0),
                Num(x - w * t * 0.5),
                Num(y - hh + hh * t * 0.95)
            );
        }
        d.push('Z');
    }
    c.path(&d, color, op);
}

/// Grass blades along a line.
pub fn grass(c: &mut Canvas, n: usize, gy: f64, h: f64, color: &str, op: f64) {
    let mut d = String::new();
    for _ in 0..n {
        let x = c.r(-10.0, W + 10.0);
        let y = gy + c.r(-4.0, 8.0);
        let hh = h * c.r(0.4, 1.0);
        let lean = c.r(-0.4, 0.4) * hh;
        let _ = write!(
            d,
            "M{} {}q{} {} {} {}",
            Num(x),
            Num(y),
            Num(lean * 0.3),
            Num(-hh * 0.6),
            Num(lean),
            Num(-hh)
        );
    }
    c.add(&format!(
        "<path d=\"{d}\" fill=\"none\" stroke=\"{color}\" stroke-width=\"1.6\" stroke-linecap=\"round\" opacity=\"{}\"/>",
        crate::canvas::Frac(op)
    ));
}

/// Tiny flowers dotted over a field between y0 and y1.
pub fn flowers(c: &mut Canvas, n: usize, y0: f64, y1: f64, colors: &[&str]) {
    for _ in 0..n {
        let y = c.r(y0, y1);
        let t = (y - y0) / (y1 - y0).max(1.0);
        let x = c.r(-5.0, W + 5.0);
        let col = c.pick(colors);
        c.circle(x, y, 1.0 + t * 3.5, col, 0.9);
    }
}

/// Sand dunes.
pub fn dunes(c: &mut Canvas, p: &Pal, base: f64) {
    ridge(c, base, 70.0, 0.8, p.land[0], 1.0, false);
    ridge(c, base + 80.0, 80.0, 0.6, p.land[1], 1.0, false);
    ridge(c, base + 170.0, 70.0, 0.5, p.land[2], 1.0, false);
}

/// Layered hills from far to near.
pub fn hills(c: &mut Canvas, p: &Pal, base: f64) {
    ridge(c, base, 60.0, 1.2, p.land[0], 1.0, false);
    fog_band(c, base + 10.0, 50.0, p.fog, 0.35);
    ridge(c, base + 70.0, 70.0, 0.9, p.land[1], 1.0, false);
    ridge(c, base + 160.0, 60.0, 0.7, p.land[2], 1.0, false);
}

/// A room: back wall, floor in perspective, skirting board. Returns the floor line.
pub fn room(c: &mut Canvas, wall: [&str; 2], floor: [&str; 2], fy: f64) -> f64 {
    let g = c.linv(&[(0.0, wall[0], 1.0), (1.0, wall[1], 1.0)]);
    c.rect(-30.0, -30.0, W + 60.0, fy + 30.0, &g, 1.0);
    let g2 = c.linv(&[(0.0, floor[0], 1.0), (1.0, floor[1], 1.0)]);
    c.rect(-30.0, fy, W + 60.0, H - fy + 30.0, &g2, 1.0);
    c.rect(-30.0, fy - 8.0, W + 60.0, 8.0, "#000", 0.18);
    let mut d = String::new();
    let vx = W / 2.0;
    for i in -8..=8 {
        let x = vx + i as f64 * 60.0;
        let _ = write!(
            d,
            "M{} {}L{} {}",
            Num(vx + i as f64 * 16.0),
            Num(fy),
            Num(x * 1.0 + (x - vx) * 1.5),
            Num(H + 20.0)
        );
    }
    c.stroke(&d, "#000", 1.2, 0.12);
    fy
}

/// Faint wallpaper stripes.
pub fn wallpaper(c: &mut Canvas, fy: f64, color: &str, op: f64) {
    let mut d = String::new();
    let mut x = 10.0;
    while x < W {
        let _ = write!(d, "M{} 0V{}", Num(x), Num(fy));
        x += 22.0;
    }
    c.stroke(&d, color, 6.0, op);
}

/// A window (rectangular or arched) showing `inner`, with frame and sill.
pub fn window(
    c: &mut Canvas,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    arch: bool,
    frame: &str,
    inner: impl FnOnce(&mut Canvas),
) {
    let d = if arch {
        format!(
            "M{} {}V{}A{} {} 0 0 1 {} {}V{}Z",
            Num(x),
            Num(y + h),
            Num(y + w / 2.0),
            Num(w / 2.0),
            Num(w / 2.0),
            Num(x + w),
            Num(y + w / 2.0),
            Num(y + h)
        )
    } else {
        format!("M{} {}h{}v{}h{}Z", Num(x), Num(y), Num(w), Num(h), Num(-w))
    };
    c.clip(&d);
    inner(c);
    c.end();
    c.add(&format!(
        "<path d=\"{d}\" fill=\"none\" stroke=\"{frame}\" stroke-width=\"10\"/>"
    ));
    let top = if arch { y + w / 2.0 } else { y };
    c.add(&format!(
        "<path d=\"M{} {}V{}M{} {}H{}\" stroke=\"{frame}\" stroke-width=\"5\"/>",
        Num(x + w / 2.0),
        Num(if arch { y } else { top }),
        Num(y + h),
        Num(x),
        Num(top + (y + h - top) * 0.45),
        Num(x + w)
    ));
    c.rect(x - 14.0, y + h, w + 28.0, 10.0, frame, 1.0);
    c.rect(x - 14.0, y + h + 10.0, w + 28.0, 6.0, "#000", 0.2);
}

/// A picture frame on a wall showing `inner`.
pub fn frame(
    c: &mut Canvas,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    color: &str,
    inner: impl FnOnce(&mut Canvas),
) {
    c.rect(x - 10.0, y - 6.0, w + 26.0, h + 26.0, "#000", 0.25);
    let d = format!("M{} {}h{}v{}h{}Z", Num(x), Num(y), Num(w), Num(h), Num(-w));
    c.clip(&d);
    inner(c);
    c.end();
    c.add(&format!(
        "<path d=\"{d}\" fill=\"none\" stroke=\"{color}\" stroke-width=\"14\"/><path d=\"{d}\" fill=\"none\" stroke=\"#fff\" stroke-width=\"2\" opacity=\".3\"/>"
    ));
}

/// A free-standing door frame with an open door showing `inner`.
#[allow(clippy::too_many_arguments)]
pub fn door(
    c: &mut Canvas,
    x: f64,
    by: f64,
    w: f64,
    h: f64,
    color: &str,
    light: &str,
    inner: impl FnOnce(&mut Canvas),
) {
    let y = by - h;
    c.glow(x + w / 2.0, y + h / 2.0, h * 0.9, light, 0.35);
    let d = format!("M{} {}h{}v{}h{}Z", Num(x), Num(y), Num(w), Num(h), Num(-w));
    c.clip(&d);
    inner(c);
    c.end();
    c.add(&format!(
        "<path d=\"{d}\" fill=\"none\" stroke=\"{color}\" stroke-width=\"8\"/>"
    ));
    // open leaf, swung towards the viewer on the left
    let leaf = [
        (x, y),
        (x - w * 0.45, y + h * 0.06),
        (x - w * 0.45, by + h * 0.03),
        (x, by),
    ];
    c.poly(&leaf, color, 1.0);
    c.poly(&leaf, "#000", 0.15);
    c.circle(x - w * 0.36, y + h * 0.55, 3.0, "#e8c060", 1.0);
}

/// A staircase of `n` steps rising from (x, y) by (dx, dy) per step.
#[allow(clippy::too_many_arguments)]
pub fn stairs(
    c: &mut Canvas,
    x: f64,
    y: f64,
    n: usize,
    dx: f64,
    dy: f64,
    depth: f64,
    top: &str,
    side: &str,
) {
    let thick = dy * 2.5;
    let mut pts = Vec::new();
    for i in 0..n {
        let xi = x + i as f64 * dx;
        let yi = y - i as f64 * dy;
        pts.push((xi, yi + dy));
        pts.push((xi, yi));
        pts.push((xi + dx, yi));
    }
    let xe = x + n as f64 * dx;
    let ye = y - (n as f64 - 1.0) * dy;
    pts.push((xe, ye + thick));
    pts.push((x + thick * dx / dy * 0.2, y + dy + thick));
    pts.push((x, y + dy + thick));
    // top faces in perspective
    for i in 0..n {
        let xi = x + i as f64 * dx;
        let yi = y - i as f64 * dy;
        c.poly(
            &[
                (xi, yi),
                (xi + dx, yi),
                (xi + dx + depth * 0.5, yi - depth * 0.3),
                (xi + depth * 0.5, yi - depth * 0.3),
            ],
            top,
            1.0,
        );
    }
    c.poly(&pts, side, 1.0);
    let sh = c.lin(
        &[(0.0, "#000", 0.35), (1.0, "#000", 0.0)],
        0.0,
        1.0,
        1.0,
        0.0,
    );
    c.poly(&pts, &sh, 1.0);
    for i in 0..n {
        let xi = x + i as f64 * dx;
        let yi = y - i as f64 * dy;
        c.rect(xi, yi, dx, 2.0, top, 0.9);
    }
}

/// Bookshelves filling a rectangle with rows of spines.
pub fn shelves(
    c: &mut Canvas,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    rows: usize,
    wood: &str,
    spines: &[&str],
) {
    c.rect(x, y, w, h, wood, 1.0);
    c.rect(x, y, w, h, "#000", 0.35);
    let rh = h / rows as f64;
    for r in 0..rows {
        let ry = y + r as f64 * rh;
        let mut bx = x + 4.0;
        while bx < x + w - 8.0 {
            let bw = c.r(5.0, 12.0).min(x + w - 4.0 - bx);
            let bh = rh * c.r(0.6, 0.9);
            let col = c.pick(spines);
            if c.chance(0.08) {
                // a leaning book
                let d = poly_d(&[
                    (bx, ry + rh - 4.0),
                    (bx + bw, ry + rh - 4.0),
                    (bx + bw + bh * 0.35, ry + rh - 4.0 - bh * 0.93),
                    (bx + bh * 0.35, ry + rh - 4.0 - bh),
                ]);
                c.path(&d, col, 1.0);
                bx += bw + bh * 0.35 + 2.0;
            } else {
                c.rect(bx, ry + rh - 4.0 - bh, bw, bh, col, 1.0);
                c.rect(bx, ry + rh - 4.0 - bh * 0.8, bw, 2.0, "#fff", 0.2);
                bx += bw + c.r(0.5, 1.5);
            }
        }
        c.rect(x, ry + rh - 4.0, w, 5.0, wood, 1.0);
    }
}

/// Theatre curtains and a stage floor; returns the stage line.
pub fn stage(c: &mut Canvas, back: &str, floor: &str) -> f64 {
    c.full(back, 1.0);
    let fy = 470.0;
    let g = c.linv(&[(0.0, floor, 1.0), (1.0, "#1a0e08", 1.0)]);
    c.rect(-30.0, fy, W + 60.0, H - fy + 30.0, &g, 1.0);
    let mut d = String::new();
    for i in 0..12 {
        let yy = fy + (i as f64 / 12.0).powf(1.5) * (H - fy);
        let _ = write!(d, "M-10 {}H{}", Num(yy), Num(W + 10.0));
    }
    c.stroke(&d, "#000", 1.0, 0.25);
    fy
}

/// Draped curtains at both sides and a valance on top.
pub fn curtains(c: &mut Canvas, color: &str) {
    for side in [0.0, 1.0] {
        let mut pts = Vec::new();
        let x0 = if side == 0.0 { -20.0 } else { W + 20.0 };
        let sgn = if side == 0.0 { 1.0 } else { -1.0 };
        pts.push((x0, -10.0));
        pts.push((x0 + sgn * 110.0, -10.0));
        pts.push((x0 + sgn * 70.0, 200.0));
        pts.push((x0 + sgn * 40.0, 330.0));
        pts.push((x0 + sgn * 60.0, 520.0));
        pts.push((x0, 520.0));
        let mut d = smooth_d(&pts);
        d.push('Z');
        c.path(&d, color, 1.0);
        let mut f = String::new();
        for k in 1..5 {
            let xx = x0 + sgn * k as f64 * 18.0;
            let _ = write!(
                f,
                "M{} -10Q{} 250 {} 500",
                Num(xx),
                Num(xx + sgn * 10.0),
                Num(x0 + sgn * k as f64 * 10.0)
            );
        }
        c.stroke(&f, "#000", 5.0, 0.25);
    }
    let mut d = String::from("M-20 -10H420V50");
    for i in 0..8 {
        let x = W - i as f64 * 55.0;
        let _ = write!(d, "Q{} 78 {} 50", Num(x - 27.0), Num(x - 55.0));
    }
    d.push('Z');
    c.path(&d, color, 1.0);
    c.path(&d, "#000", 0.2);
}

/// Seaweed fronds swaying up from the sea floor.
pub fn seaweed(c: &mut Canvas, x: f64, by: f64, h: f64, color: &str) {
    let mut pts = Vec::new();
    let ph = c.r(0.0, std::f64::consts::TAU);
    for i in 0..=8 {
        let t = i as f64 / 8.0;
        pts.push((x + (t * 7.0 + ph).sin() * 10.0 * t, by - t * h));
    }
    let d = smooth_d(&pts);
    c.stroke(&d, color, 7.0, 0.9);
}

/// Lit city silhouettes along a base line.
pub fn city(c: &mut Canvas, by: f64, color: &str, lit: &str) {
    let mut x = -20.0;
    let mut win = String::new();
    while x < W + 20.0 {
        let w = c.r(25.0, 60.0);
        let h = c.r(40.0, 170.0);
        c.rect(x, by - h, w, h + 40.0, color, 1.0);
        let mut yy = by - h + 8.0;
        while yy < by - 6.0 {
            let mut xx = x + 5.0;
            while xx < x + w - 6.0 {
                if c.chance(0.3) {
                    let _ = write!(win, "M{} {}h3v4h-3Z", Num(xx), Num(yy));
                }
                xx += 7.0;
            }
            yy += 10.0;
        }
        x += w + c.r(-4.0, 4.0);
    }
    c.path(&win, lit, 0.85);
}

/// A checkerboard plain in perspective below `hy`.
pub fn checker(c: &mut Canvas, hy: f64, a: &str, b: &str) {
    c.rect(-30.0, hy, W + 60.0, H - hy + 30.0, a, 1.0);
    let vx = W / 2.0;
    let mut d = String::new();
    let rows = 26;
    let cols = 30;
    let z =
        |i: usize| -> f64 { hy + (H + 40.0 - hy) * (1.0 / (1.0 + (rows - i) as f64 * 0.35)) * 1.0 };
    for i in 0..rows {
        let y0 = z(i);
        let y1 = z(i + 1);
        for j in 0..cols {
            if (i + j) % 2 == 0 {
                continue;
            }
            let u0 = (j as f64 - cols as f64 / 2.0) * 60.0;
            let u1 = u0 + 60.0;
            let k0 = (y0 - hy) / (H - hy);
            let k1 = (y1 - hy) / (H - hy);
            if vx + u1 * k1 < -40.0 || vx + u0 * k1 > W + 40.0 {
                continue;
            }
            let _ = write!(
                d,
                "M{} {}L{} {}L{} {}L{} {}Z",
                Num(vx + u0 * k0),
                Num(y0),
                Num(vx + u1 * k0),
                Num(y0),
                Num(vx + u1 * k1),
                Num(y1),
                Num(vx + u0 * k1),
                Num(y1)
            );
        }
    }
    c.path(&d, b, 1.0);
}

/// A thin hanging string from the top of the card to (x, y).
pub fn string(c: &mut Canvas, x: f64, y: f64, color: &str) {
    let d = format!(
        "M{} -10Q{} {} {} {}",
        Num(x - 6.0),
        Num(x + 4.0),
        Num(y * 0.5),
        Num(x),
        Num(y)
    );
    c.stroke(&d, color, 1.4, 0.8);
}

/// A tiny lit house with a warm window, for scale play.
pub fn tiny_house(c: &mut Canvas, x: f64, gy: f64, s: f64, wall: &str, roof: &str, lit: &str) {
    c.rect(x - s / 2.0, gy - s * 0.6, s, s * 0.6, wall, 1.0);
    c.poly(
        &[
            (x - s * 0.6, gy - s * 0.58),
            (x, gy - s * 1.05),
            (x + s * 0.6, gy - s * 0.58),
        ],
        roof,
        1.0,
    );
    c.rect(x - s * 0.12, gy - s * 0.4, s * 0.24, s * 0.22, lit, 1.0);
    c.glow(x, gy - s * 0.3, s * 0.8, lit, 0.35);
}
