//! Objects and buildings that several cards draw: houses, boats, ladders,
//! chairs, umbrellas, kites, windows, rooms.

// Painters take many plain coordinates; a struct per call would only add noise.
#![allow(clippy::too_many_arguments)]

use super::paint::{blob, light, poly, seg};
use crate::canvas::{Canvas, Num, H, W};
use std::fmt::Write as _;

/// A gabled house standing on `gy`, `w` wide, walls `h` high.
pub fn house(
    c: &mut Canvas,
    x: f64,
    gy: f64,
    w: f64,
    h: f64,
    wall: &str,
    roof: &str,
    lit: Option<&str>,
) {
    c.rect(x - w / 2.0, gy - h, w, h, wall, 1.0);
    poly(
        c,
        &[
            (x - w * 0.6, gy - h),
            (x, gy - h - w * 0.45),
            (x + w * 0.6, gy - h),
        ],
        roof,
        1.0,
    );
    c.rect(x - w / 2.0, gy - h, w * 0.5, h, "#000", 0.12);
    if let Some(l) = lit {
        light(c, x + w * 0.18, gy - h * 0.55, w * 0.7, l, 0.5);
        c.rect(x + w * 0.1, gy - h * 0.68, w * 0.18, h * 0.26, l, 1.0);
    }
}

/// A rowing boat seen from the side, `l` long, waterline at y.
pub fn rowboat(c: &mut Canvas, x: f64, y: f64, l: f64, color: &str) {
    c.drew("boat rowboat");
    let h = l * 0.22;
    blob(
        c,
        &[
            (x - l / 2.0, y - h),
            (x - l * 0.25, y),
            (x + l * 0.3, y),
            (x + l / 2.0, y - h),
        ],
        color,
        1.0,
    );
}

/// A small sailing boat, waterline at y, hull `l` long.
pub fn sailboat(c: &mut Canvas, x: f64, y: f64, l: f64, hull: &str, sail: &str) {
    c.drew("boat sailboat sail");
    rowboat(c, x, y, l, hull);
    poly(
        c,
        &[
            (x - l * 0.05, y - l * 0.2),
            (x - l * 0.05, y - l * 1.05),
            (x + l * 0.42, y - l * 0.22),
        ],
        sail,
        1.0,
    );
    poly(
        c,
        &[
            (x - l * 0.1, y - l * 0.2),
            (x - l * 0.1, y - l * 0.8),
            (x - l * 0.4, y - l * 0.24),
        ],
        sail,
        0.8,
    );
}

/// A ladder from (x0, y0) at its foot to (x1, y1) at its top, `w` wide.
pub fn ladder(c: &mut Canvas, x0: f64, y0: f64, x1: f64, y1: f64, w: f64, color: &str) {
    c.drew("ladder");
    let mut d = format!(
        "M{} {}L{} {}M{} {}L{} {}",
        Num(x0 - w / 2.0),
        Num(y0),
        Num(x1 - w / 2.0),
        Num(y1),
        Num(x0 + w / 2.0),
        Num(y0),
        Num(x1 + w / 2.0),
        Num(y1)
    );
    let len = ((x1 - x0).powi(2) + (y1 - y0).powi(2)).sqrt();
    let n = (len / (w * 0.9)) as usize;
    for i in 1..n {
        let t = i as f64 / n as f64;
        let (x, y) = (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t);
        let _ = write!(d, "M{} {}h{}", Num(x - w / 2.0), Num(y), Num(w));
    }
    c.stroke(&d, color, (w * 0.1).max(1.2), 1.0);
}

/// A simple chair seen from the side, facing right, legs on `gy`, `s` = seat height.
pub fn chair(c: &mut Canvas, x: f64, gy: f64, s: f64, color: &str) {
    let d = format!(
        "M{} {}V{}M{} {}V{}H{}V{}M{} {}V{}",
        Num(x - s * 0.4),
        Num(gy),
        Num(gy - s * 2.0),
        Num(x - s * 0.4),
        Num(gy - s),
        Num(gy - s),
        Num(x + s * 0.4),
        Num(gy),
        Num(x - s * 0.4),
        Num(gy - s * 1.9),
        Num(gy - s * 1.3)
    );
    c.stroke(&d, color, (s * 0.09).max(1.5), 1.0);
}

/// A table seen from the side, top at `ty`, legs down to `gy`.
pub fn table(c: &mut Canvas, x: f64, ty: f64, gy: f64, w: f64, color: &str) {
    c.rect(x - w / 2.0, ty, w, 5.0, color, 1.0);
    let d = format!(
        "M{} {}V{}M{} {}V{}",
        Num(x - w * 0.4),
        Num(ty),
        Num(gy),
        Num(x + w * 0.4),
        Num(ty),
        Num(gy)
    );
    c.stroke(&d, color, 3.0, 1.0);
}

/// An open umbrella, its canopy centred on (x, y), `r` wide at the rim.
pub fn umbrella(
    c: &mut Canvas,
    x: f64,
    y: f64,
    r: f64,
    canopy: &str,
    handle: &str,
    handle_len: f64,
) {
    c.drew("umbrella");
    let d = format!(
        "M{} {}Q{} {} {} {}q{} {} {} 0q{} {} {} 0q{} {} {} 0q{} {} {} 0Z",
        Num(x - r),
        Num(y),
        Num(x),
        Num(y - r * 1.3),
        Num(x + r),
        Num(y),
        Num(-r * 0.25),
        Num(-r * 0.15),
        Num(-r * 0.5),
        Num(-r * 0.25),
        Num(-r * 0.15),
        Num(-r * 0.5),
        Num(-r * 0.25),
        Num(-r * 0.15),
        Num(-r * 0.5),
        Num(-r * 0.25),
        Num(-r * 0.15),
        Num(-r * 0.5)
    );
    seg(c, (x, y - r * 0.6), (x, y + handle_len), handle, 2.0, 1.0);
    c.path(&d, canopy, 1.0);
}

/// A diamond kite at (x, y), `s` tall, with a tail; returns the point the string leaves from.
pub fn kite(
    c: &mut Canvas,
    x: f64,
    y: f64,
    s: f64,
    rot: f64,
    color: &str,
    cross: &str,
) -> (f64, f64) {
    super::paint::at(c, x, y, 1.0, rot);
    poly(
        c,
        &[
            (0.0, -s * 0.5),
            (s * 0.32, -s * 0.12),
            (0.0, s * 0.5),
            (-s * 0.32, -s * 0.12),
        ],
        color,
        1.0,
    );
    let d = format!(
        "M0 {}V{}M{} {}H{}",
        Num(-s * 0.5),
        Num(s * 0.5),
        Num(-s * 0.32),
        Num(-s * 0.12),
        Num(s * 0.32)
    );
    c.stroke(&d, cross, 1.2, 0.8);
    let t = format!(
        "M0 {}q{} {} 0 {}t0 {}t0 {}",
        Num(s * 0.5),
        Num(s * 0.2),
        Num(s * 0.2),
        Num(s * 0.4),
        Num(s * 0.4),
        Num(s * 0.4)
    );
    c.stroke(&t, cross, 1.2, 0.8);
    c.end();
    let a = rot.to_radians();
    (x - s * 0.5 * a.sin(), y + s * 0.5 * a.cos())
}

/// A round balloon on a string, string ending at (x, y + len).
pub fn balloon(c: &mut Canvas, x: f64, y: f64, r: f64, len: f64, color: &str) {
    let d = format!(
        "M{} {}q{} {} 0 {}t0 {}",
        Num(x),
        Num(y + r),
        Num(r * 0.3),
        Num(len * 0.25),
        Num(len * 0.5),
        Num(len * 0.5)
    );
    c.stroke(&d, "#2a2030", 1.0, 0.7);
    c.ellipse(x, y, r * 0.9, r, color, 1.0);
    c.ellipse(
        x - r * 0.3,
        y - r * 0.35,
        r * 0.22,
        r * 0.3,
        "#ffffff",
        0.35,
    );
}

/// The inside of a room: wall gradient down to the floor line `fy`, floor below.
pub fn room(c: &mut Canvas, wall: (&str, &str), floor: (&str, &str), fy: f64) {
    let g = c.linv(&[(0.0, wall.0, 1.0), (1.0, wall.1, 1.0)]);
    c.rect(-30.0, -30.0, W + 60.0, fy + 30.0, &g, 1.0);
    let g = c.linv(&[(0.0, floor.0, 1.0), (1.0, floor.1, 1.0)]);
    c.rect(-30.0, fy, W + 60.0, H - fy + 30.0, &g, 1.0);
    c.rect(-30.0, fy - 4.0, W + 60.0, 4.0, "#000", 0.15);
}

/// A window opening (x, y, w, h) in a wall, with a frame and a cross bar;
/// `view` draws what is seen through it (clipped to the opening).
pub fn window(
    c: &mut Canvas,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    frame: &str,
    view: impl FnOnce(&mut Canvas),
) {
    framed(c, x, y, w, h, frame, true, view);
}

/// A framed opening or picture (x, y, w, h), with window bars or without.
pub fn framed(
    c: &mut Canvas,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    frame: &str,
    bars: bool,
    view: impl FnOnce(&mut Canvas),
) {
    c.clip(&format!(
        "M{} {}h{}v{}h{}Z",
        Num(x),
        Num(y),
        Num(w),
        Num(h),
        Num(-w)
    ));
    view(c);
    c.end();
    let mut d = format!("M{} {}h{}v{}h{}Z", Num(x), Num(y), Num(w), Num(h), Num(-w));
    if bars {
        let _ = write!(
            d,
            "M{} {}v{}M{} {}h{}",
            Num(x + w / 2.0),
            Num(y),
            Num(h),
            Num(x),
            Num(y + h * 0.45),
            Num(w)
        );
    }
    c.add(&format!(
        "<path d=\"{d}\" fill=\"none\" stroke=\"{frame}\" stroke-width=\"{}\"/>",
        Num((w * 0.05).max(3.0))
    ));
}

/// A lit street lamp on a post, foot at (x, gy), `h` tall.
pub fn lamp_post(c: &mut Canvas, x: f64, gy: f64, h: f64, post: &str, glow: &str) {
    seg(c, (x, gy), (x, gy - h), post, (h * 0.03).max(2.0), 1.0);
    light(c, x, gy - h, h * 0.9, glow, 0.6);
    c.rect(
        x - h * 0.05,
        gy - h - h * 0.08,
        h * 0.1,
        h * 0.09,
        glow,
        1.0,
    );
    poly(
        c,
        &[
            (x - h * 0.08, gy - h - h * 0.08),
            (x, gy - h - h * 0.15),
            (x + h * 0.08, gy - h - h * 0.08),
        ],
        post,
        1.0,
    );
}

/// A cloud of overlapping soft circles, `w` wide.
pub fn cloud(c: &mut Canvas, x: f64, y: f64, w: f64, color: &str, shade: &str) {
    c.drew("cloud");
    c.ellipse(x, y + w * 0.08, w * 0.5, w * 0.12, shade, 0.6);
    for (dx, dy, r) in [
        (-0.3, 0.0, 0.16),
        (-0.1, -0.1, 0.22),
        (0.14, -0.06, 0.2),
        (0.32, 0.02, 0.14),
    ] {
        c.circle(x + dx * w, y + dy * w, r * w, color, 1.0);
    }
    c.ellipse(x, y + w * 0.04, w * 0.46, w * 0.1, color, 1.0);
}

/// A wall of bricks or stones drawn as faint joints over a rectangle.
pub fn stones(c: &mut Canvas, x: f64, y: f64, w: f64, h: f64, joint: &str, op: f64) {
    let mut d = String::new();
    let rows = (h / 18.0) as usize;
    for r in 0..rows {
        let yy = y + r as f64 * 18.0;
        let _ = write!(d, "M{} {}h{}", Num(x), Num(yy), Num(w));
        let off = if r % 2 == 0 { 0.0 } else { 18.0 };
        let mut xx = x + off;
        while xx < x + w {
            let _ = write!(d, "M{} {}v18", Num(xx), Num(yy));
            xx += 36.0;
        }
    }
    c.stroke(&d, joint, 1.0, op);
}
