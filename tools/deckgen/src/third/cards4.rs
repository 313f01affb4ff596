//! Cards 151–200 of the third edition.

use super::people::{poses::*, *};
use super::scene::stars;
use super::style::{Palette::*, Technique::*};
use super::Mood::*;
use super::Viewpoint::*;
use super::{card, Card};
use crate::canvas::{star_d, Num};
use crate::second::figures::{fish, Pose};
use std::fmt::Write as _;

pub fn cards() -> Vec<Card> {
    vec![
        card(
            "Rolling up the road",
            (Pointillist, Autumn, TinyInHuge, Wistful),
            ["a long pale road winding over the autumn hills, one small traveller far away on it, walking on", "an old man rolling up the near end of the road behind the traveller, like a carpet"],
            ("a signpost lies flat on the road, already rolled halfway into the roll", "signpost"),
            ["No way back", "Burn your bridges", "Once the last traveller had walked past the old signpost, the old man began to roll up the road behind him, for nobody would ever come back this way"],
            &["road rolled up", "last traveller"],
            true,
            "A wide autumn landscape in the late afternoon: golden and rust hills with a few orange trees under a warm sky and a low sun. A long pale road winds over the hills to the horizon, and far away on it a small traveller with a bundle on a stick walks on. In the foreground the near end of the road has been rolled up into a big fat cylinder, the whorl of its layers showing at its end, and an old man in a cap and a work coat pushes the cylinder on with both hands. Behind him there is only grass. A signpost lies flat on the road, rolled halfway into the cylinder.",
            |c| {
                c.drew("sky sun cloud hill tree road horizon cylinder whorl layer traveller bundle stick man cap coat grass signpost sign post");
                // Late afternoon sky and a low sun.
                let sky = c.c.linv(&[(0.0, "#e8a868", 1.0), (0.25, "#f4cc8c", 1.0), (0.36, "#fae4b8", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                c.soft();
                c.glow(92.0, 176.0, 120.0, "#fff4c8", 0.7);
                c.end();
                c.circle(92.0, 176.0, 26.0, "#fff6d8", 1.0);
                c.stroke("M190 80Q260 70 350 84M230 104Q300 96 410 106M-10 120Q60 110 130 122", "#f8e0c0", 7.0, 0.8);
                // The hills, far to near; after each, the part of the road that
                // lies on it (clipped to it), so nearer hills hide the road behind.
                let ridge = |i: usize, x: f64| -> f64 {
                    match i {
                        0 => 205.0 + 10.0 * (x / 45.0 + 1.0).sin(),
                        1 => 250.0 + 14.0 * (x / 60.0 + 2.0).sin(),
                        2 => 292.0 + 16.0 * (x / 70.0 + 0.5).sin(),
                        3 => 335.0 + 14.0 * (x / 55.0 + 3.0).sin(),
                        _ => 440.0 - 0.12 * x + 8.0 * (x / 40.0).sin(),
                    }
                };
                let hills = [("#d8a888", "#c89880"), ("#e0aa48", "#c8862e"), ("#c0602a", "#9a4420"), ("#dca040", "#b87a28"), ("#aa8c34", "#6e5420")];
                // The road's centre line from its near end (under the roll) to the horizon, with widths.
                let ctl: [((f64, f64), f64); 16] = [
                    ((180.0, 520.0), 46.0), ((290.0, 520.0), 48.0), ((356.0, 502.0), 42.0), ((386.0, 464.0), 34.0),
                    ((384.0, 426.0), 27.0), ((355.0, 390.0), 22.0), ((280.0, 368.0), 19.0), ((190.0, 360.0), 16.0),
                    ((110.0, 350.0), 13.0), ((160.0, 324.0), 11.0), ((250.0, 306.0), 9.0), ((300.0, 286.0), 7.5),
                    ((270.0, 263.0), 6.0), ((220.0, 246.0), 4.5), ((240.0, 226.0), 3.0), ((262.0, 204.0), 1.5),
                ];
                let n = ctl.len();
                let mut s: Vec<((f64, f64), f64)> = Vec::new();
                for i in 0..n - 1 {
                    let p0 = ctl[i.saturating_sub(1)].0;
                    let p3 = ctl[(i + 2).min(n - 1)].0;
                    for k in 0..12 {
                        let t = k as f64 / 12.0;
                        s.push((crate::canvas::catmull_at(p0, ctl[i].0, ctl[i + 1].0, p3, t), ctl[i].1 + (ctl[i + 1].1 - ctl[i].1) * t));
                    }
                }
                s.push(ctl[n - 1]);
                let road = |e: usize| -> String {
                    let mut l = Vec::new();
                    let mut r = Vec::new();
                    for k in 0..=e {
                        let a = s[k.saturating_sub(1)].0;
                        let b = s[(k + 1).min(s.len() - 1)].0;
                        let (tx, ty) = (b.0 - a.0, b.1 - a.1);
                        let len = (tx * tx + ty * ty).sqrt().max(0.001);
                        let (nx, ny) = (-ty / len * s[k].1 * 0.5, tx / len * s[k].1 * 0.5);
                        l.push((s[k].0 .0 + nx, s[k].0 .1 + ny));
                        r.push((s[k].0 .0 - nx, s[k].0 .1 - ny));
                    }
                    r.reverse();
                    l.extend(r);
                    crate::canvas::poly_d(&l)
                };
                for (i, (top, low)) in hills.iter().enumerate() {
                    let mut d = String::from("M-10 620");
                    let mut x = -10.0;
                    while x <= 420.0 {
                        let _ = write!(d, "L{x:.0} {:.1}", ridge(i, x));
                        x += 10.0;
                    }
                    d.push_str("L420 620Z");
                    let y0 = ridge(i, 200.0);
                    let g = c.c.linv(&[(0.0, top, 1.0), (((y0 + 90.0) / 600.0).min(1.0), low, 1.0)]);
                    c.path(&d, &g, 1.0);
                    let e = s.iter().position(|&((x, y), _)| y < ridge(i, x) - 1.0).unwrap_or(s.len() - 1).min(s.len() - 1);
                    if e > 1 {
                        c.clip(&d);
                        c.path(&road(e), "#f4ead2", 1.0);
                        c.end();
                    }
                    // A few orange trees on the hills.
                    let trees: &[(f64, f64)] = match i {
                        1 => &[(60.0, 18.0), (330.0, 16.0)],
                        2 => &[(40.0, 30.0), (360.0, 34.0)],
                        3 => &[(300.0, 46.0), (40.0, 40.0)],
                        _ => &[],
                    };
                    for &(tx, h) in trees {
                        let gy = ridge(i, tx) + h * 0.5;
                        c.tree(tx, gy, h, "#5a3422", if h > 30.0 { "#e0782a" } else { "#d86a2a" });
                    }
                }
                // The last traveller, far off on the road, walking on with a bundle.
                let tr = s[9 * 12 + 7].0;
                let walker = Look::new(2, "#3a2a4a", "#2a2a3a").hair(Hair::Short, 1).face(Expr::Back);
                figure(c, &walk(), tr.0, tr.1 + 2.0, 30.0, &walker, false);
                c.stroke(&format!("M{:.1} {:.1}l-10 -7", tr.0 + 1.0, tr.1 - 22.0), "#4a2a1a", 1.8, 1.0);
                c.circle(tr.0 - 10.0, tr.1 - 30.0, 4.5, "#c83a2a", 1.0);
                // Bare grass behind the roll, where the road was.
                c.stroke("M-10 536Q60 528 150 524", "#c8b458", 40.0, 0.22);
                c.stroke("M20 520l-3 -10M24 520l2 -11M100 590l-3 -10M104 590l3 -9M12 596l-2 -10M300 598l-3 -10M304 598l2 -9M380 586l-2 -10", "#6a6a22", 2.5, 1.0);
                // The signpost lying flat on the road, its foot already rolled into the roll.
                c.stroke("M214 508L318 502", "#5a3a1e", 7.0, 1.0);
                c.path("M284 488L340 485L356 495L342 505L286 507Z", "#7a4a24", 1.0);
                c.stroke("M294 496H336", "#f4e4b8", 3.0, 1.0);
                // The roll: far end, body and near end with the spiral of road layers.
                let (nx, ny, r) = (168.0, 482.0, 60.0);
                let (bx, by) = (nx + 26.0, ny - 40.0);
                let (ax, ay) = (26.0_f64, -40.0_f64);
                let al = (ax * ax + ay * ay).sqrt();
                let (px, py) = (-ay / al * r, ax / al * r);
                c.shadow(nx + 60.0, ny + r + 2.0, 70.0, 0.3);
                let body = c.c.lin(&[(0.0, "#fff4dc", 1.0), (0.5, "#eadcbc", 1.0), (1.0, "#b8a47e", 1.0)], 0.0, 0.0, 1.0, 0.6);
                c.path(&format!("M{:.1} {:.1}L{:.1} {:.1}A{r} {r} 0 0 1 {:.1} {:.1}L{:.1} {:.1}A{r} {r} 0 0 1 {:.1} {:.1}Z", nx - px, ny - py, bx - px, by - py, bx + px, by + py, nx + px, ny + py, nx - px, ny - py), &body, 1.0);
                c.circle(nx, ny, r, "#c8a878", 1.0);
                let mut sp = String::new();
                let turns = 7.0;
                let th_end = std::f64::consts::FRAC_PI_2 + turns * std::f64::consts::TAU;
                let mut th = std::f64::consts::FRAC_PI_2;
                let mut first = true;
                while th <= th_end {
                    let f = (th - std::f64::consts::FRAC_PI_2) / (turns * std::f64::consts::TAU);
                    let rr = (r - 1.5) - (r - 8.0) * f;
                    let _ = write!(sp, "{}{:.0} {:.0}", if first { "M" } else { "L" }, nx + rr * th.cos(), ny + rr * th.sin());
                    first = false;
                    th += 0.2;
                }
                c.stroke(&sp, "#5a3a1e", 3.6, 1.0);
                c.circle(nx, ny, 7.0, "#3a2a1a", 1.0);
                // The old man pushing the roll on with both hands.
                let man = Look::new(2, "#34466a", "#3a3030").hair(Hair::Short, 6).old().wear(Hat::Cap, "#4a4a52").face(Expr::Wistful).turn(0.55);
                let push = Pose {
                    head: (9.0, -87.0),
                    neck: (7.0, -78.0),
                    hip: (-4.0, -47.0),
                    knees: [(-10.0, -24.0), (8.0, -26.0)],
                    feet: [(-22.0, -2.0), (9.0, -2.0)],
                    elbows: [(14.0, -58.0), (20.0, -72.0)],
                    hands: [(28.0, -55.0), (40.0, -80.0)],
                    ..stand()
                }
                .dress(15.0, -26.0);
                figure(c, &push, 58.0, 575.0, 195.0, &man, false);
            },
        ),
        card(
            "The zebra crossing",
            (Pointillist, Daylight, TopDown, Funny),
            ["a zebra lying asleep across a zebra crossing, its stripes among the stripes", "the crossing warden holding up her sign to the cars"],
            ("a mother duck leads her ducklings across on its back", "duck"),
            [
                "Right of way",
                "A leopard cannot change its spots",
                "Every morning at nine the zebra lies down on the crossing, and only the mother duck and her ducklings know the way over",
            ],
            &["zebra on a crossing", "ducklings crossing"],
            true,
            "A street seen from straight above on a sunny day. Across the grey road runs a zebra crossing of broad white stripes, and lying asleep right across it is a real zebra, its black and white stripes lost among the crossing's. A red car waits on one side and a yellow bus on the other. On the pavement below, a crossing warden in a yellow coat holds out her arms and her round sign. A mother duck leads her ducklings across the road over the zebra's back. A tree and a bench stand on the pavement above.",
            |c| {
                c.drew("street road zebra crossing stripe car bus pavement warden coat sign duck duckling tree bench");
                // The pavements and the road between them.
                c.c.full("#d8d4cc", 1.0);
                c.stroke("M-10 60H410M-10 130H410M80 0V190M200 0V190M320 0V190M-10 500H410M-10 560H410M60 440V610M180 440V610M300 440V610", "#b8b4ac", 2.0, 1.0);
                c.rect(-10.0, 186.0, 420.0, 254.0, "#5a5e66", 1.0);
                c.rect(-10.0, 182.0, 420.0, 8.0, "#a8a49c", 1.0);
                c.rect(-10.0, 436.0, 420.0, 8.0, "#a8a49c", 1.0);
                // The crossing's white stripes.
                let mut d = String::new();
                for k in 0..6 {
                    let _ = write!(d, "M{} 196h24v234h-24Z", 84 + k * 44);
                }
                c.path(&d, "#f8f8f4", 1.0);
                // A tree and a bench on the pavement above.
                c.circle(70.0, 90.0, 62.0, "#3a8a3a", 1.0);
                c.circle(56.0, 74.0, 34.0, "#5aaa4a", 1.0);
                c.rect(250.0, 60.0, 110.0, 36.0, "#a8703a", 1.0);
                c.stroke("M250 72h110M250 84h110", "#7a4a2a", 2.0, 1.0);
                // The car and the bus, waiting.
                c.path("M8 204H64Q80 204 80 220V240Q80 256 64 256H8Z", "#e83a3a", 1.0);
                c.path("M52 208l12 4v36l-12 4Z", "#2a3a4a", 1.0);
                c.rect(18.0, 212.0, 28.0, 36.0, "#f86a5a", 1.0);
                c.rect(320.0, 376.0, 100.0, 54.0, "#f8c020", 1.0);
                c.rect(324.0, 380.0, 10.0, 46.0, "#2a3a4a", 1.0);
                c.stroke("M344 388h60M344 418h60", "#d89010", 4.0, 1.0);
                // The zebra, flat out asleep on its side across the crossing.
                let (w, k) = ("#fbfbf8", "#1a1a1a");
                for (x0, y0, x1, y1) in [(170.0, 316.0, 140.0, 398.0), (188.0, 322.0, 186.0, 404.0), (252.0, 322.0, 252.0, 404.0), (276.0, 314.0, 300.0, 396.0)] {
                    c.stroke(&format!("M{x0} {y0}L{x1} {y1}"), w, 13.0, 1.0);
                    let mut bands = String::new();
                    for t in [0.35, 0.55, 0.75] {
                        let (x, y) = (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t);
                        let _ = write!(bands, "M{} {}h12", Num(x - 6.0), Num(y));
                    }
                    c.stroke(&bands, k, 4.0, 1.0);
                    c.ellipse(x1, y1 + 4.0, 8.0, 6.0, k, 1.0);
                }
                c.stroke("M300 292Q332 292 344 314", k, 4.0, 1.0);
                c.ellipse(346.0, 318.0, 6.0, 10.0, k, 1.0);
                c.ellipse(224.0, 300.0, 84.0, 36.0, w, 1.0);
                c.path("M156 282Q124 246 100 244L88 272Q120 290 150 318Z", w, 1.0);
                c.path("M104 240Q82 236 62 266Q50 290 62 300Q76 306 82 290Q98 274 108 268Z", w, 1.0);
                c.path("M96 244l8 -24l8 22Z", w, 1.0);
                c.circle(62.0, 292.0, 11.0, k, 1.0);
                c.stroke("M154 276Q124 242 100 240", k, 7.0, 1.0);
                c.stroke("M84 262q6 4 12 0", k, 2.0, 1.0);
                let mut st = String::new();
                for j in 0..8 {
                    let x = 160.0 + j as f64 * 17.0;
                    let h = 36.0 * (1.0 - ((x - 224.0) / 84.0).powi(2)).max(0.0).sqrt();
                    let _ = write!(st, "M{} {}q10 {} 0 {}", Num(x), Num(300.0 - h + 3.0), Num(h), Num(2.0 * h - 6.0));
                }
                st.push_str("M118 258l16 26M132 262l14 28M104 258l4 18M86 282l14 0");
                c.stroke(&st, k, 6.0, 1.0);
                // The mother duck and her ducklings crossing over its back.
                c.ellipse(236.0, 296.0, 12.0, 18.0, "#f8f4e8", 1.0);
                c.circle(236.0, 316.0, 8.0, "#2a7a4a", 1.0);
                c.path("M232 322l4 10l4 -10Z", "#f8a020", 1.0);
                for (i, y) in [258.0, 236.0, 214.0].into_iter().enumerate() {
                    let x = 236.0 - i as f64 * 3.0;
                    c.ellipse(x, y, 7.0, 9.0, "#f8e050", 1.0);
                    c.circle(x, y + 9.0, 5.0, "#f8e050", 1.0);
                    c.path(&format!("M{} {}l2 6l2 -6Z", Num(x - 2.0), Num(y + 13.0)), "#f8a020", 1.0);
                }
                // The crossing warden on the pavement, arms out, her sign up.
                c.stroke("M316 510L348 480", "#c8c8c8", 5.0, 1.0);
                c.circle(352.0, 476.0, 22.0, "#f8f8f4", 1.0);
                c.stroke("M352 458a18 18 0 1 0 0.1 0Z", "#e83a3a", 6.0, 1.0);
                let warden = Look::new(4, "#f8e020", "#1a1a2a").hair(Hair::Curly, 0);
                from_above(&mut c.c, 290.0, 526.0, 1.7, 0.0, &warden, true);
            },
        ),
        card(
            "What the hen is hatching",
            (Pointillist, Spring, HugeInTiny, Absurd),
            ["a tiny proud hen", "an egg as big as a barn"],
            ("through the crack in the shell a huge golden eye with a slit pupil gazes up at her fondly", "crack"),
            ["Motherly", "Don't count your chickens before they hatch", "All spring the hen sat on it proudly; the farmer fetched his ladder, and then an eye opened in the crack"],
            &["giant egg", "hen"],
            true,
            "A farmyard with a little red barn and a fence far behind. An enormous white egg, bigger than the barn, fills the yard, and a little brown hen sits proudly on the very top of it, eyes shut, puffed up with pride. Below her a jagged dark hole is broken through the shell, and in it a single huge golden eye with a slit pupil, ringed with dark green, gazes up at her fondly. A ladder leans against the egg, and beside it a farmer in a straw hat throws up his hands, his mouth open.",
            |c| {
                c.drew("farmyard fence hen egg farmer hat straw ladder crack hole eye pupil shell barn");
                let p = c.p;
                c.sky(370.0);
                c.land(370.0);
                c.house(16.0, 374.0, 40.0, 34.0, "#b83a2a", "#6a2a1a", "#f4e8c8");
                c.stroke("M-10 380H410M-10 394H410", "#c8a878", 4.0, 1.0);
                for k in 0..14 {
                    c.stroke(&format!("M{} 400V372", k as f64 * 30.0 + 6.0), "#c8a878", 4.0, 1.0);
                }
                // The egg, filling the yard, with its shadow and a shaded side.
                c.g("transform=\"translate(16 0)\"");
                let egg = "M176 190C282 190 338 364 338 446C338 524 268 562 176 562C84 562 14 524 14 446C14 364 70 190 176 190Z";
                c.ellipse(184.0, 556.0, 180.0, 24.0, "#3a5a1a", 0.5);
                c.path(egg, "#fbf8f0", 1.0);
                c.stroke(egg, "#7a7060", 3.0, 1.0);
                c.path("M262 230Q348 374 286 534Q338 474 334 424Q326 314 262 230Z", "#d8cfc0", 1.0);
                c.soft();
                c.glow(110.0, 290.0, 70.0, "#ffffff", 0.7);
                c.end();
                // Hairline cracks running out from the hole.
                c.stroke("M262 312L280 290L290 292M266 350L296 362L308 392L326 406M112 290L96 266L72 272M168 406L160 440L176 462L166 496M254 384L266 420", "#6a5a48", 2.5, 1.0);
                // A dark hole broken through the shell, and in it one huge
                // golden eye with a slit pupil, gazing up at the hen.
                let hole = "M100 334L118 306L112 290L140 296L152 278L174 290L194 274L208 290L232 282L236 302L262 312L250 330L266 350L246 362L254 384L226 382L214 402L190 392L168 406L150 390L126 396L122 374L98 368L110 350Z";
                c.path(hole, "#1e1812", 1.0);
                c.clip(hole);
                c.ellipse(182.0, 344.0, 78.0, 56.0, "#3e4a2c", 1.0);
                c.stroke("M120 310q14 -10 26 0M150 300q14 -10 26 0M230 312q14 -8 24 4M110 378q12 10 26 4M232 386q14 4 24 -8M206 398q12 8 24 0", "#5a6a3a", 4.0, 1.0);
                c.ellipse(182.0, 336.0, 52.0, 40.0, "#f0b428", 1.0);
                c.circle(184.0, 326.0, 28.0, "#ffe070", 0.8);
                c.path("M184 300Q196 324 184 350Q172 324 184 300Z", "#0e0a06", 1.0);
                c.circle(198.0, 320.0, 7.0, "#ffffff", 0.95);
                c.path("M124 336Q182 284 240 336L246 280L118 280Z", "#3e4a2c", 1.0);
                // A soft lower lid curving up under it: the eye smiles.
                c.path("M112 384Q182 344 252 384L252 410L112 410Z", "#3e4a2c", 1.0);
                c.stroke("M120 378Q182 346 244 378", "#1e2414", 4.0, 1.0);
                c.stroke("M128 336Q182 288 236 336", "#1e2414", 6.0, 1.0);
                c.end();
                c.stroke(hole, "#8a7a60", 3.0, 1.0);
                c.stroke("M266 350L246 362L254 384L226 382L214 402L190 392L168 406L150 390", "#ffffff", 4.0, 1.0);
                // Bits of shell fallen into the grass.
                for (x, y, r, s) in [(70.0, 574.0, 0.0, 1.2), (190.0, 580.0, 160.0, 1.0), (286.0, 568.0, 40.0, 0.9)] {
                    c.g(&format!("transform=\"translate({x} {y}) rotate({r}) scale({s})\""));
                    c.path("M-18 -8L4 -16L22 -4L12 12L-10 10Z", "#c8bca8", 1.0);
                    c.path("M-18 -8L4 -16L22 -4L6 -2Z", "#fffdf6", 1.0);
                    c.stroke("M-18 -8L4 -16L22 -4L12 12L-10 10Z", "#6a5a48", 2.5, 1.0);
                    c.end();
                }
                // The little hen on the very top, chest out, proud.
                c.g("transform=\"translate(-4 -60) scale(0.98)\"");
                c.path("M110 220Q100 170 130 180Q120 196 136 206Z", "#5a2a10", 1.0);
                c.ellipse(176.0, 226.0, 62.0, 40.0, "#a85a2a", 1.0);
                c.path("M150 214Q180 196 210 216Q180 240 150 214Z", "#6a3a14", 1.0);
                c.circle(232.0, 186.0, 24.0, "#a85a2a", 1.0);
                c.path("M220 166q4 -16 10 -4q4 -14 10 0q6 -10 8 6Z", p.accent, 1.0);
                c.poly(&[(252.0, 178.0), (274.0, 184.0), (254.0, 192.0)], "#f8c020", 1.0);
                c.path("M250 196q6 12 -2 16q-6 -6 -2 -16Z", p.accent, 1.0);
                c.stroke("M234 184q6 -5 12 0", "#1a1a1a", 3.0, 1.0);
                c.stroke("M234 174l12 -2", "#1a1a1a", 2.5, 1.0);
                c.end();
                c.end();
                // The farmer at its foot with his ladder, gaping up.
                crate::second::things::ladder(c, 40.0, 604.0, 92.0, 318.0, 34.0, "#8a5a2a");
                let farmer = Look::new(1, p.cloth[1], "#3a3a3a").face(Expr::Shock).beard().turn(-0.6).tilt(-14.0).wear(Hat::WideBrim, "#e0c070");
                let gape = Pose {
                    elbows: [(-14.0, -66.0), (12.0, -70.0)],
                    hands: [(-20.0, -80.0), (16.0, -88.0)],
                    feet: [(-8.0, -2.0), (7.0, -2.0)],
                    ..Pose::stand()
                };
                figure(c, &gape.hat(), 330.0, 598.0, 280.0, &farmer, true);
            },
        ),
        card(
            "The fourth picture",
            (Pointillist, Monochrome, CloseUp, Mysterious),
            ["a girl pulling faces in a photo booth, alone", "the fourth picture, where someone stands behind her"],
            ("the old woman behind her wears the same hair clip", "clip"),
            [
                "Not alone",
                "The past is never dead",
                "There was nobody else in the booth, but in the fourth picture an old woman with her grandmother's hair clip stood smiling behind her",
            ],
            &["photo booth strip", "face behind the shoulder"],
            true,
            "A strip of four black and white photographs from a photo booth, lying on a dark table. In each a girl with dark hair and a hair clip sits close to the camera in front of a plain curtain: in the first she laughs, in the second she sticks out her tongue with a sly look, in the third she makes a shocked face, and in the fourth she smiles calmly. In the fourth picture, just behind her shoulder, an old woman with the same face and the same hair clip looks out at the camera with a gentle smile.",
            |c| {
                c.drew("photograph booth table girl hair clip curtain tongue woman shoulder camera");
                // A dark table and the strip lying on it, a little askew.
                c.c.full("#1c1c1e", 1.0);
                c.stroke("M-10 120L410 90M-10 330L410 300M-10 520L410 490", "#2a2a2c", 18.0, 1.0);
                c.g("transform=\"rotate(-4 200 300)\"");
                c.rect(70.0, 14.0, 260.0, 572.0, "#000000", 0.4);
                c.rect(62.0, 6.0, 260.0, 572.0, "#f4f4f0", 1.0);
                let faces = [Expr::Laugh, Expr::Sly, Expr::Shock, Expr::Smile];
                for (k, &face) in faces.iter().enumerate() {
                    let y0 = 18.0 + k as f64 * 140.0;
                    let frame = format!("M76 {y0}h232v130h-232Z");
                    c.clip(&frame);
                    // The curtain behind her.
                    c.rect(76.0, y0, 232.0, 130.0, "#8a8a8a", 1.0);
                    c.stroke(&format!("M96 {y0}v130M126 {y0}v130M156 {y0}v130M186 {y0}v130M216 {y0}v130M246 {y0}v130M276 {y0}v130"), "#6a6a6a", 8.0, 0.8);
                    if k == 3 {
                        // The old woman just behind her shoulder.
                        let mut gran = Look::new(0, "#3a3a3a", "#3a3a3a").old().hair(Hair::Bun, 5).face(Expr::Tender).turn(-0.3);
                        gran.skin = "#a4a4a0";
                        c.g("opacity=\".92\"");
                        portrait(c, 226.0, y0 + 40.0, 24.0, &gran);
                        c.path(&format!("M236 {}l14 -5l3 7l-14 5Z", y0 + 20.0), "#f8f8f8", 1.0);
                        c.end();
                    }
                    let mut girl = Look::new(1, "#2a2a2a", "#4a4a4a").hair(Hair::Long, 0).face(face).turn(if k == 3 { 0.1 } else { 0.0 });
                    girl.skin = "#d4d2ce";
                    if k == 1 {
                        girl = girl.tongue();
                    }
                    let gx = 176.0 + [0.0, -10.0, 8.0, -20.0][k];
                    portrait(c, gx, y0 + 58.0, 34.0, &girl);
                    // Her hair clip.
                    c.path(&format!("M{} {}l18 -7l4 8l-18 7Z", gx + 10.0, y0 + 28.0), "#f8f8f8", 1.0);
                    c.end();
                }
                c.end();
            },
        ),
        card(
            "Under her wing",
            (Pointillist, Saturated, EyeLevel, Tender),
            ["a huge white swan on a lake in the rain, one great wing raised over the water", "a small wet girl sitting safe and dry under it, among the grey cygnets"],
            ("one cygnet has climbed onto the girl's head to see out", "cygnet"),
            [
                "Safe and sound",
                "Take someone under your wing",
                "The girl who fed the swans every day was caught in the storm, and the biggest swan made room for one more cygnet",
            ],
            &["girl under a swan's wing", "cygnet on a head"],
            true,
            "A green lake under a dark blue sky in heavy rain, the reeds bending. A huge white swan floats in the middle with one great wing raised and spread like a shelter, the rain bouncing off it. Under the wing, safe and dry, sits a small girl in a yellow dress, her hair still wet, among three fluffy grey cygnets, smiling. One cygnet has climbed onto her head to look out at the rain.",
            |c| {
                c.drew("lake sky rain reed swan wing girl dress hair cygnet head");
                c.c.full("#1a3aa0", 1.0);
                c.rect(-10.0, 380.0, 420.0, 240.0, "#1a9a6a", 1.0);
                c.stroke("M20 420h60M140 450h80M280 430h70M60 560h90M250 580h100", "#8ad8b8", 3.0, 0.8);
                // Reeds at the edges.
                c.stroke("M20 620L30 420M40 620L56 440M360 620L350 410M380 620L392 430", "#2a6a2a", 6.0, 1.0);
                // The swan: body on the water, neck and head, the raised wing.
                c.ellipse(240.0, 470.0, 150.0, 56.0, "#fbfbf6", 1.0);
                c.stroke("M350 460Q384 380 352 300Q336 262 310 270", "#fbfbf6", 28.0, 1.0);
                c.circle(318.0, 268.0, 22.0, "#fbfbf6", 1.0);
                c.path("M300 262L268 276L300 280Z", "#f8902a", 1.0);
                c.path("M304 258L296 266L304 272Z", "#1a1a1a", 1.0);
                c.circle(318.0, 262.0, 4.0, "#1a1a1a", 1.0);
                c.path("M330 440Q300 250 120 230Q40 226 20 290Q60 262 110 286Q70 300 60 340Q110 314 150 340Q120 360 118 400Q170 370 200 400Z", "#f4f4ee", 1.0);
                c.stroke("M100 262Q190 254 300 360M90 300Q180 290 280 390", "#d0d4dc", 3.0, 1.0);
                // The rain, bouncing off the wing.
                c.rain(60, (-6.0, 30.0), "#c8d8f8", 2.0, 0.7);
                // The girl under the wing, among the cygnets.
                let girl = Look::new(3, "#f8d020", "#f8d020").hair(Hair::Curly, 0).face(Expr::Delight).turn(0.3);
                let sit = Pose { elbows: [(-14.0, -60.0), (14.0, -60.0)], hands: [(-18.0, -46.0), (18.0, -46.0)], ..sit_ground() };
                figure_unshadowed(c, &sit, 170.0, 450.0, 190.0, &girl, false);
                for (x, y, s) in [(110.0, 440.0, 1.0), (236.0, 436.0, 1.1), (268.0, 444.0, 0.9), (166.0, 322.0, 0.8)] {
                    c.ellipse(x, y, 22.0 * s, 16.0 * s, "#9a9aa8", 1.0);
                    c.circle(x + 14.0 * s, y - 16.0 * s, 10.0 * s, "#9a9aa8", 1.0);
                    c.path(&format!("M{} {}l{} {}l{} {}Z", Num(x + 22.0 * s), Num(y - 18.0 * s), Num(8.0 * s), Num(3.0 * s), Num(-8.0 * s), Num(3.0 * s)), "#3a3a3a", 1.0);
                    c.circle(x + 16.0 * s, y - 18.0 * s, 1.8, "#1a1a1a", 1.0);
                }
            },
        ),
        card(
            "The star in her teacup",
            (Pointillist, Night, TinyInHuge, Wistful),
            ["a lone stargazer on a hill", "the enormous night sky"],
            ("a shooting star has fallen into her teacup", "teacup"),
            ["Wishful", "Wish upon a star", "She waited all night for a shooting star, and it landed in her teacup"],
            &["telescope", "shooting star"],
            true,
            "A vast starry night sky with a pale band of stars across it, over a dark rounded hill. On top of the hill a woman in a long yellow coat sits on a blanket beside a thermos, her telescope on its tripod still pointing at the other side of the sky. A shooting star streaks down the whole sky in a long bright trail and lands in the teacup she holds up in both hands, which glows and lights up her astonished face from below.",
            |c| {
                c.drew("night sky star hill coat telescope tripod thermos teacup blanket trail");
                let p = c.p;
                c.sky(600.0);
                c.dots(170, 0.0, 400.0, 0.0, 520.0, 1.6, p.light);
                c.soft();
                c.path("M-20 420L420 60L420 180L-20 520Z", "#b8c8ff", 0.14);
                c.end();
                c.dots(90, 0.0, 400.0, 60.0, 460.0, 1.3, "#e8e8ff");
                for (x, y) in [(60.0, 80.0), (200.0, 40.0), (130.0, 200.0), (40.0, 330.0)] {
                    c.stroke(&format!("M{} {y}h12M{x} {}v12", x - 6.0, y - 6.0), "#ffffff", 2.0, 0.9);
                }
                // The trail of the shooting star, down the whole sky into her cup.
                let (cx, cy) = (236.0, 372.0);
                c.stroke(&format!("M404 -10Q372 190 {cx} {}", cy - 10.0), "#ffe8a0", 36.0, 0.22);
                c.stroke(&format!("M404 -10Q372 190 {cx} {}", cy - 10.0), "#fff4c8", 14.0, 0.6);
                c.stroke(&format!("M392 40Q362 206 {cx} {}", cy - 10.0), "#ffffff", 5.0, 1.0);
                let mut sparks = String::new();
                for (x, y) in [(392.0, 70.0), (362.0, 130.0), (384.0, 200.0), (340.0, 250.0), (318.0, 312.0), (360.0, 300.0)] {
                    sparks.push_str(&format!("M{:.0} {y:.0}h14M{x:.0} {:.0}v14", x - 7.0, y - 7.0));
                }
                c.stroke(&sparks, "#fff8d0", 2.5, 0.9);
                // The hill, near, under her.
                c.soft();
                c.glow(200.0, 560.0, 260.0, "#4a6aa8", 0.5);
                c.end();
                c.ellipse(200.0, 820.0, 460.0, 320.0, "#0a1020", 1.0);
                c.stroke("M-160 720Q-40 506 200 500Q440 506 560 720", "#6a8ac8", 3.0, 0.7);
                c.path("M40 584L340 574L360 604L24 606Z", p.accent2, 1.0);
                // Her thermos, and her telescope still pointing at the
                // wrong part of the sky.
                c.rect(318.0, 516.0, 26.0, 60.0, "#8aa0c8", 1.0);
                c.rect(314.0, 507.0, 34.0, 12.0, "#5a6a8a", 1.0);
                c.stroke("M34 586l26 -100l26 100M60 486v-8", "#8a8a9a", 5.0, 1.0);
                c.stroke("M84 484L4 404", "#c8c8d8", 18.0, 1.0);
                c.stroke("M82 482l8 8", "#5a5a6a", 24.0, 1.0);
                // The woman, sitting hugging her knees, her cup held up: the
                // star in it lights her face from below.
                let w = Look::new(1, p.accent, "#5a6a9a").hair(Hair::Long, 1).face(Expr::Shock).turn(0.6).gaze(Gaze::Side(0.8));
                let pose = sit_ground().dress(18.0, -8.0).hair().right_hand((12.0, -30.0), (20.0, -37.0)).left_hand((10.0, -29.0), (16.0, -36.0));
                figure(c, &pose, 138.0, 590.0, 500.0, &w, false);
                // Lit from below: the top of her head in the dark of the night.
                let dusk = c.c.linv(&[(0.0, "#04060e", 0.6), (0.55, "#04060e", 0.0)]);
                c.soft();
                c.ellipse(168.0, 318.0, 46.0, 44.0, &dusk, 1.0);
                c.end();
                c.soft();
                c.glow(cx, cy - 20.0, 190.0, "#ffe890", 0.85);
                c.glow(cx, cy - 16.0, 70.0, "#fff8d0", 0.6);
                c.end();
                c.path(&format!("M{} {}h48l-8 30h-32Z", cx - 24.0, cy - 8.0), "#ffffff", 1.0);
                c.stroke(&format!("M{} {}q14 4 0 16", cx + 24.0, cy - 2.0), "#ffffff", 4.0, 1.0);
                c.ellipse(cx, cy - 8.0, 24.0, 6.0, "#fff8c0", 1.0);
                // The fallen star itself, bobbing in the tea, and its rays.
                c.path(&star_d(cx, cy - 16.0, 17.0), "#ffffff", 1.0);
                c.stroke(&format!("M{} {}l-10 -8M{} {}l10 -8M{cx} {}v-12", cx - 26.0, cy - 20.0, cx + 26.0, cy - 20.0, cy - 38.0), "#fff8d0", 3.0, 0.9);
            },
        ),
        card(
            "Walking on air",
            (Pointillist, Dusk, EyeLevel, Tender),
            ["a young couple strolling hand in hand at dusk", "high above the roofs of the town, walking on nothing at all"],
            ("in a lit window above them, an old couple have floated up off their chairs too", "chairs"),
            [
                "Head over heels",
                "Walking on air",
                "On the evening they met, the two of them walked home over the roofs, and below them old Mr and Mrs Bell rose off their chairs as they passed",
            ],
            &["couple walking on air", "old couple floating indoors"],
            true,
            "A small town at dusk, a pink and violet sky over dark roofs and lit windows. High above the roofs a young man and a young woman stroll hand in hand through the sky, gazing at each other and smiling, walking on nothing at all, thin clouds drifting below their feet. In a lit window of a house below them an old man and an old woman have floated up off their chairs and hover there, one surprised and one delighted.",
            |c| {
                c.drew("town dusk sky roof house window man woman hand chair cloud");
                let sky = c.c.linv(&[(0.0, "#3a2a6a", 1.0), (0.45, "#b85a8a", 1.0), (0.75, "#f8a070", 1.0)]);
                c.c.full(&sky, 1.0);
                // The dark houses along the street.
                c.path("M-10 620V430L40 400L90 430V380L150 350L210 380V450H240V400L300 360L360 400V380L410 360V620Z", "#2a2040", 1.0);
                for (x, y) in [(20.0, 470.0), (120.0, 410.0), (160.0, 480.0), (60.0, 540.0), (370.0, 430.0), (250.0, 520.0), (150.0, 560.0)] {
                    c.rect(x, y, 26.0, 34.0, "#f8d070", 1.0);
                }
                // The lit window with the old couple floating off their chairs.
                c.rect(284.0, 420.0, 96.0, 86.0, "#f8d070", 1.0);
                c.stroke("M284 420h96v86h-96Z", "#1a1430", 5.0, 1.0);
                c.stroke("M300 506v-22h18v22M344 506v-22h18v22", "#8a4a2a", 4.0, 1.0);
                let old1 = Look::new(1, "#5a6aa0", "#3a3a4a").hair(Hair::Short, 5).old().face(Expr::Shock);
                let old2 = Look::new(1, "#a85a7a", "#3a3a4a").hair(Hair::Bun, 5).old().face(Expr::Delight);
                let hover = Pose { elbows: [(-12.0, -66.0), (12.0, -66.0)], hands: [(-16.0, -56.0), (16.0, -56.0)], ..stand() };
                figure_unshadowed(c, &hover, 314.0, 486.0, 58.0, &old1, false);
                figure_unshadowed(c, &hover, 352.0, 486.0, 56.0, &old2, false);
                // The young couple, hand in hand, a step above the pavement.
                let him = Look::new(3, "#2a6ab0", "#2a2a3a").hair(Hair::Short, 0).face(Expr::Tender).turn(0.6).gaze(Gaze::Side(1.0));
                let her = Look::new(0, "#e84a5a", "#2a2a3a").hair(Hair::Long, 4).face(Expr::Delight).turn(-0.5).gaze(Gaze::Side(-1.0));
                let hand_r = Pose { elbows: [(-8.0, -64.0), (14.0, -62.0)], hands: [(-14.0, -52.0), (22.0, -52.0)], ..walk() };
                let hand_l = Pose { elbows: [(-14.0, -62.0), (8.0, -64.0)], hands: [(-22.0, -52.0), (12.0, -52.0)], ..walk() };
                figure_unshadowed(c, &hand_r, 140.0, 270.0, 230.0, &him, false);
                figure_unshadowed(c, &hand_l, 240.0, 270.0, 216.0, &her, false);
                // Thin evening clouds drifting below their feet.
                c.path("M40 318Q80 300 130 312Q170 298 220 314Q260 304 300 318Q250 330 170 326Q100 332 40 318Z", "#f8c8b8", 0.85);
                c.path("M230 346Q270 334 320 342Q360 336 390 348Q340 358 280 356Q250 358 230 346Z", "#f8c8b8", 0.7);
            },
        ),
        card(
            "The castle after bedtime",
            (Pointillist, Dusk, EyeLevel, Calm),
            ["a big sandcastle on an empty beach at dusk, every little window in it lit", "the small boy who built it, fast asleep beside it with his spade"],
            ("a tiny boat with a lantern is sailing into the castle's moat", "boat"),
            ["Make-believe", "An Englishman's home is his castle", "He built it all afternoon and fell asleep beside it, and as soon as his eyes closed the people who live in sandcastles lit their lamps and came home by boat"],
            &["sandcastle lit from inside", "asleep on the beach"],
            true,
            "An empty beach at dusk, the sky orange and violet and a calm sea beyond. In front stands a big sandcastle with towers and walls, and every little window in it is lit warm yellow, as if people lived inside, with a little flag on the tallest tower. In front of it the small boy who built it lies fast asleep on his back on the sand, his spade stuck in the sand and his red bucket beside him. A tiny boat with a lantern is sailing into the castle's moat.",
            |c| {
                c.drew("beach sky sea sandcastle tower wall window flag boy sand spade bucket boat lantern moat castle");
                let sky = c.c.linv(&[(0.0, "#141a4a", 1.0), (0.7, "#6a3a7a", 1.0), (1.0, "#d8704a", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 300.0, &sky, 1.0);
                c.rect(-10.0, 280.0, 420.0, 70.0, "#2a2a5a", 1.0);
                c.stroke("M-10 300H410M40 320H200M240 330H380", "#8a8ac8", 2.0, 0.7);
                c.rect(-10.0, 340.0, 420.0, 270.0, "#7a5a48", 1.0);
                c.c.g("transform=\"translate(0 -44)\"");
                // The moat round the castle, and the tiny boat sailing into it.
                c.ellipse(220.0, 480.0, 170.0, 40.0, "#3a5a8a", 1.0);
                c.ellipse(220.0, 474.0, 140.0, 28.0, "#7a5a48", 1.0);
                c.path("M330 500h34l-6 12h-22Z", "#6a3a1a", 1.0);
                c.stroke("M346 500v-20", "#3a2a1a", 2.0, 1.0);
                c.soft();
                c.glow(346.0, 482.0, 20.0, "#ffe070", 1.0);
                c.end();
                // The sandcastle with every window lit.
                let sand = "#9a7048";
                c.rect(110.0, 360.0, 220.0, 110.0, sand, 1.0);
                for (x, w, top) in [(100.0, 50.0, 300.0), (190.0, 60.0, 240.0), (290.0, 50.0, 310.0)] {
                    c.rect(x, top, w, 470.0 - top, sand, 1.0);
                    let mut d = String::new();
                    for k in 0..3 {
                        let _ = write!(d, "M{} {}h{}v-10h{}v10", x + k as f64 * w / 3.0, top, w / 6.0, w / 6.0);
                    }
                    c.stroke(&d, sand, 6.0, 1.0);
                }
                c.stroke("M220 240V200", "#3a2a1a", 2.0, 1.0);
                c.path("M220 200l24 8l-24 8Z", "#d83a2a", 1.0);
                for (x, y) in [(116.0, 330.0), (136.0, 380.0), (204.0, 270.0), (226.0, 300.0), (204.0, 340.0), (300.0, 340.0), (320.0, 390.0), (160.0, 420.0), (260.0, 420.0), (220.0, 400.0)] {
                    c.rect(x, y, 12.0, 16.0, "#ffd860", 1.0);
                }
                c.soft();
                for (x, y) in [(210.0, 280.0), (130.0, 350.0), (310.0, 360.0), (220.0, 440.0)] {
                    c.glow(x, y, 40.0, "#ffd860", 0.35);
                }
                c.end();
                c.path("M206 470V440Q220 424 234 440V470Z", "#ffd860", 1.0);
                c.c.end();
                // The boy asleep on the sand beside it, his spade and bucket.
                let boy = Look::new(2, "#3a8ad8", "#f0c020").hair(Hair::Curly, 0).face(Expr::Asleep);
                figure_unshadowed(c, &Pose { head_r: 10.0, ..lie() }, 160.0, 544.0, 230.0, &boy, false);
                c.stroke("M260 536L300 504", "#8a5a2a", 4.0, 1.0);
                c.path("M294 496h20l-4 16h-12Z", "#8a8a92", 1.0);
                c.path("M320 520h40l-6 40h-28Z", "#d83a2a", 1.0);
            },
        ),
        card(
            "The room under the oak",
            (Pointillist, Autumn, CutAway, Mysterious),
            ["a hollow old oak", "a secret room beneath it"],
            ("the roots are her bookshelves", "bookshelves"),
            ["Hidden", "Put down roots", "Nobody knows the old woman lives under the oak, with the roots for bookshelves"],
            &["hollow tree", "hidden room"],
            true,
            "An old oak with a wide orange crown in an autumn field at dusk, a crescent moon beside it, cut through from crown to roots. A ladder runs down inside the hollow trunk to a round lamplit room under the ground, where an old woman in glasses, smiling over her book, reads in a rocking chair under a hanging lamp, a black cat curled asleep on the rug beside her. The tree's thick roots curve round the room's walls and hold rows of books like shelves, and a stack of books lies on a root beside her chair.",
            |c| {
                c.drew("oak field crown root ladder trunk room ground rocking chair wall book shelf tree lamp cat leaf hollow rug stack moon dusk");
                let p = c.p;
                c.sky(200.0);
                // The field and the earth under it, cut through.
                c.rect(-10.0, 0.0, 420.0, 200.0, "#5a2e52", 0.5);
                c.rect(-10.0, 192.0, 420.0, 24.0, p.ground[0], 1.0);
                c.rect(-10.0, 212.0, 420.0, 400.0, "#36200f", 1.0);
                // The crown, its leaves falling on the field.
                c.circle(180.0, 84.0, 96.0, "#d8641a", 1.0);
                c.circle(84.0, 122.0, 62.0, "#e8882a", 1.0);
                c.circle(282.0, 116.0, 64.0, "#c0501a", 1.0);
                c.dots(30, 30.0, 360.0, 10.0, 170.0, 5.0, "#f8b040");
                c.dots(12, 10.0, 390.0, 176.0, 200.0, 4.0, "#e8702a");
                c.path("M356 22a22 22 0 1 0 14 38a18 18 0 1 1 -14 -38Z", "#fff4c8", 1.0);
                // The trunk, cut open: its hollow and the ladder in it.
                c.path("M96 232Q128 200 124 150L112 120H228L214 150Q210 200 244 232Z", "#5a341a", 1.0);
                c.rect(146.0, 138.0, 48.0, 110.0, "#1e1008", 1.0);
                // The room under the ground, lamplit.
                let room = "M14 584C8 380 64 246 200 240C336 246 392 380 386 584Z";
                c.path(room, "#b87440", 1.0);
                c.soft();
                c.glow(238.0, 350.0, 230.0, "#fff0b0", 0.95);
                c.glow(238.0, 320.0, 90.0, "#fffbe0", 0.8);
                c.end();
                c.rect(14.0, 548.0, 372.0, 40.0, "#9a5a2a", 1.0);
                c.stroke("M14 552H386", "#6a3a18", 4.0, 1.0);
                c.ellipse(214.0, 562.0, 160.0, 18.0, "#a82a2a", 1.0);
                c.stroke("M80 560H348", "#e8b040", 2.0, 0.7);
                c.stroke("M354 552Q296 580 204 552", "#5a2a10", 8.0, 1.0);
                // The books on the roots' shelves: many spines, close together.
                let cols = ["#b8342a", "#2a6a4a", "#2a4a8a", "#d89a2a", "#7a2a5a", "#efe0b8", "#3a7a8a", "#8a4a1a"];
                let mut bands = String::new();
                let mut spines = vec![String::new(); cols.len()];
                for (k, (y, x0, x1)) in [(300, 44, 126), (370, 30, 124), (440, 24, 122), (508, 22, 118), (296, 300, 356)].into_iter().enumerate() {
                    let (mut x, mut j) = (x0, k * 2 + 1);
                    while x < x1 {
                        let (w, h) = (8 + j * 7 % 5, 30 + j * 5 % 4 * 5);
                        spines[j % cols.len()] += &format!("M{x} {}h{w}v{h}h-{w}Z", y - h);
                        bands += &format!("M{x} {}h{w}", y - h + 7);
                        x += w + 2;
                        j += 3;
                    }
                }
                for (d, col) in spines.iter().zip(cols) {
                    c.path(d, col, 1.0);
                }
                c.stroke(&bands, "#f8e0a0", 2.0, 0.8);
                // The roots: down from the trunk round the walls, and out across them as shelves.
                let wood = "#4a2a14";
                c.stroke("M120 226C70 246 36 320 30 420C26 490 30 540 34 584M220 226C300 240 364 310 372 420C376 490 372 540 366 584", wood, 18.0, 1.0);
                c.stroke("M40 300Q90 306 134 296M30 370Q84 378 132 366M26 440Q80 448 130 436M24 508Q76 516 126 504M290 296Q330 302 362 290", wood, 9.0, 1.0);
                c.stroke("M132 296q10 -4 12 -14M130 436q12 2 16 -8M290 296q-12 2 -18 -8", wood, 5.0, 1.0);
                c.stroke("M150 232q-4 20 -22 26M190 232q4 18 20 24", wood, 8.0, 1.0);
                // The ladder down from the hollow trunk to the floor.
                crate::second::things::ladder(c, 170.0, 552.0, 170.0, 150.0, 30.0, "#b87a38");
                // A few leaves that fell down the hollow, on the floor.
                c.dots(3, 156.0, 190.0, 190.0, 250.0, 4.0, "#e8702a");
                c.path("M182 548q6 -10 14 -2q-6 8 -14 2ZM152 552q4 -9 12 -4q-4 7 -12 4Z", "#e8702a", 1.0);
                // The hanging lamp over her book.
                c.stroke("M238 244V300", "#2a1a0a", 2.0, 1.0);
                c.path("M226 300h24l-4 -8h-16Z", "#2a1a0a", 1.0);
                c.path("M228 300h20v22h-20Z", "#fff6c0", 1.0);
                c.stroke("M228 300h20v22h-20ZM238 300v22", "#2a1a0a", 2.5, 1.0);
                c.path("M224 322h28l-6 6h-16Z", "#2a1a0a", 1.0);
                // Her rocking chair, facing left: back, seat, arm and rockers.
                let chair = "#5a2a10";
                c.path("M320 490L328 288Q342 260 364 274L346 492Z", chair, 1.0);
                c.path("M330 470L336 298Q344 284 354 288L340 470Z", "#c8904a", 1.0);
                c.stroke("M236 482H338M244 482L238 556M330 482L334 560M244 420H326M248 420V482", chair, 8.0, 1.0);
                // A stack of books on a root beside the chair.
                c.stroke("M386 470Q360 476 344 470", wood, 9.0, 1.0);
                for (k, (w, col)) in [(34.0, "#2a4a8a"), (30.0, "#b8342a"), (36.0, "#d89a2a"), (28.0, "#2a6a4a")].iter().enumerate() {
                    c.rect(366.0 - w / 2.0 + (k % 2) as f64 * 3.0, 458.0 - k as f64 * 9.0, *w, 8.0, col, 1.0);
                }
                // The open book in her hands.
                c.g("transform=\"translate(-20 6)\"");
                c.poly(&[(214.0, 392.0), (244.0, 380.0), (246.0, 416.0), (216.0, 426.0)], "#fbf6e4", 1.0);
                c.poly(&[(244.0, 380.0), (272.0, 392.0), (270.0, 426.0), (246.0, 416.0)], "#eee2c2", 1.0);
                c.stroke("M214 392L244 380L272 392M244 380V416", "#8a2a1a", 3.0, 1.0);
                c.stroke("M220 398l18 -7M220 405l18 -7M220 412l18 -7M250 390l16 6M250 397l16 6M250 404l16 6", "#8a7a60", 1.5, 0.8);
                c.end();
                // The reader: bowed over her book with a smile.
                let gran = Look::new(1, "#7a3a8a", "#4a2a4a").old().hair(Hair::Bun, 5).glasses().face(Expr::Smile).gaze(Gaze::Side(-0.8)).turn(-0.6).tilt(-12.0);
                let read = sit_chair().dress(15.0, -6.0).right_hand((10.0, -56.0), (24.0, -62.0)).left_hand((12.0, -55.0), (30.0, -60.0));
                figure(c, &read.lowered(22.0), 302.0, 552.0, 316.0, &gran, true);
                // The black cat, curled asleep on the rug beside her.
                let cat = "#242026";
                c.ellipse(146.0, 540.0, 34.0, 17.0, cat, 1.0);
                c.circle(120.0, 536.0, 13.0, cat, 1.0);
                c.poly(&[(110.0, 530.0), (110.0, 516.0), (120.0, 524.0)], cat, 1.0);
                c.poly(&[(122.0, 524.0), (132.0, 516.0), (130.0, 530.0)], cat, 1.0);
                c.stroke("M178 540Q180 562 140 560Q116 558 112 548", cat, 9.0, 1.0);
                c.stroke("M113 538q4 3 7 0M123 538q4 3 7 0", "#c8a050", 1.6, 1.0);
                c.stroke("M140 528q10 -6 20 0", "#5a5058", 2.0, 1.0);
            },
        ),
        card(
            "Lift-off",
            (Pointillist, Daylight, CloseUp, Funny),
            ["a boy blowing a pink bubble-gum bubble bigger than his head", "the bubble lifting him high off the pavement, arms flailing"],
            ("his little dog hangs on to his jeans by its teeth, its paws off the ground too", "dog"),
            [
                "Carried away",
                "Full of hot air",
                "It was the biggest bubble anyone on the street had ever blown, and only his dog saw where it was going",
            ],
            &["bubble-gum bubble", "dog holding down a boy"],
            true,
            "A sunny street, a blue sky over a red brick wall and a grey pavement. A boy in a green striped T-shirt and blue jeans blows a huge, shiny pink bubble-gum bubble, bigger than his head, and it has lifted him high into the air: his feet hang far above his own shadow on the pavement, his arms flail and his eyes are wide. A small brown dog hangs on to the bottom of his jeans with its teeth, its paws dangling in the air, trying to pull him back down.",
            |c| {
                c.drew("street sky wall brick pavement boy shirt bubble gum ground shadow dog teeth paw");
                c.c.full("#7ac4f4", 1.0);
                // The brick wall and the pavement.
                c.rect(-10.0, 330.0, 420.0, 200.0, "#c8583a", 1.0);
                let mut bricks = String::new();
                for row in 0..8 {
                    let y = 334.0 + row as f64 * 24.0;
                    let _ = write!(bricks, "M-10 {}H410", Num(y));
                    for k in 0..9 {
                        let x = k as f64 * 50.0 + if row % 2 == 0 { 0.0 } else { 25.0 };
                        let _ = write!(bricks, "M{} {}v24", Num(x), Num(y));
                    }
                }
                c.stroke(&bricks, "#e8b8a0", 2.5, 1.0);
                c.rect(-10.0, 520.0, 420.0, 100.0, "#a8a8b0", 1.0);
                c.stroke("M-10 522H410M120 522L80 620M300 522L340 620", "#78788a", 3.0, 1.0);
                // His shadow left on the pavement below him.
                c.ellipse(150.0, 574.0, 40.0, 7.0, "#5a5a6a", 0.7);
                c.ellipse(210.0, 580.0, 26.0, 5.0, "#5a5a6a", 0.7);
                // The boy, lifted off his feet, arms flailing.
                let boy = Look::new(3, "#3aa860", "#2a4aa0").hair(Hair::Curly, 0).face(Expr::Shock).turn(0.5).gaze(Gaze::Side(0.8));
                let flail = Pose {
                    elbows: [(-18.0, -74.0), (18.0, -80.0)],
                    hands: [(-28.0, -90.0), (26.0, -66.0)],
                    knees: [(-5.0, -24.0), (6.0, -26.0)],
                    feet: [(-6.0, 0.0), (10.0, -4.0)],
                    ..stand()
                };
                figure_unshadowed(c, &flail, 150.0, 400.0, 300.0, &boy, false);
                c.stroke("M128 224H172M126 246H174M128 268H172", "#f8f8f0", 5.0, 0.8);
                // The bubble from his lips, pink and shiny.
                c.circle(272.0, 150.0, 100.0, "#f87ab8", 1.0);
                c.path("M222 78Q246 58 278 58Q256 68 236 92Z", "#ffffff", 0.85);
                c.circle(316.0, 104.0, 8.0, "#ffffff", 0.7);
                c.ellipse(170.0, 164.0, 10.0, 8.0, "#f87ab8", 1.0);
                // The little dog hanging on to the hem of his jeans, its paws off the ground.
                c.stroke("M182 394Q190 410 196 424", "#2a4aa0", 10.0, 1.0);
                c.c.g("transform=\"translate(200 452) rotate(80)\"");
                c.ellipse(20.0, -24.0, 30.0, 16.0, "#a8683a", 1.0);
                c.stroke("M2 -14L-2 10M14 -12L12 12M32 -12L36 12M42 -16L48 8", "#a8683a", 8.0, 1.0);
                c.stroke("M48 -30Q64 -50 58 -62", "#a8683a", 7.0, 1.0);
                c.circle(-16.0, -34.0, 17.0, "#a8683a", 1.0);
                c.ellipse(-34.0, -30.0, 10.0, 7.0, "#a8683a", 1.0);
                c.path("M-8 -48q12 4 8 24q-10 -8 -8 -24Z", "#6a3a1a", 1.0);
                c.circle(-20.0, -40.0, 3.0, "#1a1a1a", 1.0);
                c.circle(-43.0, -32.0, 3.5, "#1a1a1a", 1.0);
                c.end();
            },
        ),
        card(
            "Her own spring",
            (Pointillist, Winter, WormsEye, Wistful),
            ["a woman standing alone in the falling snow", "blossom falling under her umbrella"],
            ("she holds her other hand out into the snow, as if to let someone in", "hand"),
            [
                "Wistful",
                "Spring is in the air",
                "Since he left in April it has snowed wherever she goes, except under the umbrella he gave her, and she still holds out her hand for him to step under it",
            ],
            &["blossom umbrella", "spring under snow"],
            true,
            "Looking up from the snow at a woman in a long dark coat, towering over us against a pale winter sky full of falling snow. She holds a big black umbrella high above her, and under it, only under it, pink blossom petals are falling around her instead of snow. Her other hand is held out past the edge of the umbrella into the snow, open, as if to let someone in.",
            |c| {
                c.drew("snow sky woman coat umbrella rib handle blossom petal hand snowflake");
                let sky = c.linv(&[(0.0, "#9aa6bc", 1.0), (0.6, "#d4dae4", 1.0), (1.0, "#f2f4f8", 1.0)]);
                c.rect(-30.0, -30.0, 460.0, 660.0, &sky, 1.0);
                // Snow everywhere in the sky.
                c.dots(70, -10.0, 410.0, -10.0, 620.0, 4.5, "#6c7890");
                c.dots(40, -10.0, 410.0, -10.0, 620.0, 3.0, "#ffffff");
                // The warm column under the umbrella, where it is spring.
                c.soft();
                c.path("M54 150Q40 400 20 640H400Q380 400 370 150Z", "#ffe6ee", 0.85);
                c.end();
                // The woman seen from the snow at her feet, her umbrella arm
                // raised and her other hand held out into the snow.
                let woman = Look::new(0, "#1e2a3a", "#2a2a2a").hair(Hair::Long, 1).face(Expr::Calm);
                from_below(c, 206.0, 700.0, 420.0, 0.0, &woman, [[(-28.0, -82.0), (-42.0, -88.0)], [(18.0, -92.0), (10.0, -108.0)]], Some(30.0), false);
                // The umbrella from underneath: a black canopy, its ribs
                // running out from the shaft to its scalloped rim.
                c.stroke("M246 246L214 150", "#141414", 7.0, 1.0);
                let (cx, cy) = (212.0, 146.0);
                let mut rim = String::new();
                let mut ribs = String::new();
                for k in 0..=16 {
                    let a = std::f64::consts::PI * 2.0 * k as f64 / 16.0;
                    let (x, y) = (cx + a.cos() * 170.0, cy + a.sin() * 84.0);
                    if k == 0 {
                        let _ = write!(rim, "M{:.0} {:.0}", x, y);
                    } else {
                        let b = std::f64::consts::PI * 2.0 * (k as f64 - 0.5) / 16.0;
                        let _ = write!(rim, "Q{:.0} {:.0} {:.0} {:.0}", cx + b.cos() * 146.0, cy + b.sin() * 72.0, x, y);
                    }
                    if k < 16 {
                        let _ = write!(ribs, "M{cx} {cy}L{:.0} {:.0}", x, y);
                    }
                }
                rim.push('Z');
                c.path(&rim, "#101014", 1.0);
                c.stroke(&ribs, "#4a4a58", 3.0, 1.0);
                c.circle(cx, cy, 7.0, "#6a6a78", 1.0);
                // Pink petals falling under it, and only under it.
                let mut d = String::new();
                for _ in 0..46 {
                    let x = c.c.r(50.0, 370.0);
                    let y = c.c.r(236.0, 600.0);
                    let a = c.c.r(0.0, 180.0);
                    let _ = write!(d, "M{:.0} {:.0}l{:.1} {:.1}q9 -4 0 -12q-9 4 0 12Z", x, y, a.cos(), a.sin());
                }
                c.path(&d, "#f06a9a", 1.0);
                c.dots(20, 90.0, 330.0, 230.0, 540.0, 4.0, "#ffc0d6");
            },
        ),
        card(
            "Shadow play",
            (Gouache, Autumn, Hands, Eerie),
            ["a child's two hands making a rabbit's shadow on the bedroom wall by candlelight", "a fox's shadow on the wall creeping up on it, jaws open"],
            ("no hands are making the fox: under its shadow there is only the bare wall", "fox"),
            ["Who's there?", "Speak of the devil", "Every night she made a rabbit hop along the wall, and tonight a fox came to play that nobody was making"],
            &["shadow rabbit", "shadow fox with no hands"],
            true,
            "A bedroom wall lit warm orange by a candle burning on the bedside table. In front of the candle a child's two hands, in striped pyjama sleeves, are held together to make a rabbit, two fingers up for its ears, and on the wall its big dark shadow rabbit sits with its ears up. From the other side of the wall a second shadow creeps towards it: a fox's head with pointed ears and its mouth open, though no hands are in front of the candle to make it, and under it there is only the bare wall.",
            |c| {
                c.drew("bedroom wall candle flame table bedside child hand pyjamas sleeve rabbit finger ear shadow fox head mouth");
                // The child whose hands these are, out of the picture.
                c.person(400.0);
                // The wall, lit warm by the candle, darker away from it.
                let wall = c.rad(&[(0.0, "#f4b868", 1.0), (1.0, "#b8703a", 1.0)], 0.7, 0.8, 1.0);
                c.c.full(&wall, 1.0);
                // The rabbit's shadow on the wall.
                let shade = "#4a2418";
                c.ellipse(120.0, 250.0, 84.0, 62.0, shade, 1.0);
                c.path("M70 214Q30 120 60 60Q84 60 96 130L110 200Z", shade, 1.0);
                c.path("M120 200Q120 100 160 56Q180 70 160 140L150 210Z", shade, 1.0);
                c.path("M40 262Q10 266 14 250Q24 236 50 238Z", shade, 1.0);
                c.circle(84.0, 236.0, 7.0, "#f4b868", 1.0);
                c.path("M100 306Q120 380 90 420H170Q150 380 170 300Z", shade, 1.0);
                // The fox's shadow coming from the right, jaws open, made by nothing.
                c.path("M384 150Q360 130 330 150L300 120L300 176Q256 188 220 210L270 214Q250 236 226 250Q280 256 320 240Q352 250 376 240Q396 200 384 150Z", shade, 1.0);
                c.path("M300 124l-8 -50l34 40ZM338 144l4 -56l28 50Z", shade, 1.0);
                c.circle(318.0, 178.0, 6.0, "#f4b868", 1.0);
                c.path("M232 210l6 8l6 -8l6 8l6 -8ZM240 248l6 -8l6 8l6 -8l6 8Z", "#f8d898", 1.0);
                // The bedside table and the candle.
                c.rect(220.0, 520.0, 200.0, 90.0, "#6a3a1e", 1.0);
                c.rect(220.0, 512.0, 200.0, 12.0, "#8a5028", 1.0);
                c.rect(314.0, 450.0, 20.0, 64.0, "#f4ecd8", 1.0);
                c.glow(324.0, 430.0, 60.0, "#fff0b0", 0.9);
                c.path("M324 416q10 16 0 30q-10 -14 0 -30Z", "#f8b030", 1.0);
                c.path("M324 428q4 8 0 14q-4 -6 0 -14Z", "#fff8d0", 1.0);
                // The child's hands making the rabbit, in striped sleeves.
                let skin = "#f0c8a0";
                let dark = "#c8946a";
                c.path("M-10 600L-10 520Q40 500 90 520L120 600Z", "#6a8ad8", 1.0);
                c.stroke("M0 540l30 60M30 516l40 84M60 512l40 88", "#f4f0e4", 8.0, 1.0);
                c.path("M40 530Q30 470 80 450Q140 436 180 462Q196 490 170 512Q120 536 80 530Z", skin, 1.0);
                c.stroke("M100 456Q86 400 96 360M128 452Q134 400 152 364", skin, 20.0, 1.0);
                c.stroke("M100 456Q86 400 96 360", dark, 2.0, 0.6);
                c.path("M170 480Q206 474 214 490Q206 504 176 500Z", skin, 1.0);
                c.stroke("M84 500q30 10 70 -4M92 486q30 8 60 -4", dark, 2.0, 0.8);
                c.circle(96.0, 360.0, 10.0, skin, 1.0);
                c.circle(152.0, 364.0, 10.0, skin, 1.0);
            },
        ),
        card(
            "Shade",
            (Gouache, Spring, EyeLevel, Tender),
            ["a girl holding her umbrella over a snowman", "a hot spring sun and daffodils all round"],
            ("the snowman's twig hand rests on the umbrella's handle beside hers", "twig"),
            ["Holding on", "Nothing lasts forever", "She kept him company all winter, and now that the spring sun has come his twig hand holds the umbrella with hers"],
            &["snowman in spring", "umbrella against the sun"],
            true,
            "A bright spring garden: a blazing sun, a blossoming tree, green grass full of yellow daffodils. In the middle stands the last snowman, slumped and dripping, his carrot nose drooping and a puddle spreading round him. A small girl in a red dress and wellingtons stands beside him holding a big black umbrella over his head to keep the sun off him. One of the snowman's twig arms reaches up, and its twig hand rests on the umbrella's handle next to hers.",
            |c| {
                c.drew("garden sun tree blossom grass daffodil snowman nose carrot puddle girl dress wellington umbrella twig arm hand handle");
                c.sky(330.0);
                // The sun, blazing.
                c.glow(70.0, 80.0, 110.0, "#fff6b0", 0.9);
                c.circle(70.0, 80.0, 38.0, "#ffe040", 1.0);
                c.spokes((70.0, 80.0), 48.0, 66.0, 12, "#ffd030", 5.0);
                // A blossoming tree behind.
                c.stroke("M350 330Q346 250 360 170M354 240Q320 200 300 190M358 210Q390 180 404 170", "#6a4a32", 12.0, 1.0);
                for (x, y, r) in [(360.0, 150.0, 50.0), (310.0, 180.0, 40.0), (400.0, 190.0, 40.0), (340.0, 110.0, 36.0)] {
                    c.circle(x, y, r, "#f8c8d8", 1.0);
                }
                c.dots(20, 280.0, 420.0, 90.0, 230.0, 4.0, "#ffffff");
                c.land(330.0);
                // Daffodils in the grass.
                for k in 0..14 {
                    let x = 10.0 + k as f64 * 29.0 + c.r(-8.0, 8.0);
                    let y = if k % 2 == 0 { 570.0 } else { 360.0 } + c.r(-10.0, 10.0);
                    c.stroke(&format!("M{} {}v22", Num(x), Num(y)), "#3a8a3a", 3.0, 1.0);
                    c.circle(x, y, 7.0, "#ffe030", 1.0);
                    c.circle(x, y, 3.0, "#f08a10", 1.0);
                }
                // The puddle and the cool shade of the umbrella.
                c.ellipse(238.0, 548.0, 120.0, 20.0, "#8ac8f0", 1.0);
                c.ellipse(226.0, 540.0, 96.0, 14.0, "#5a8a6a", 0.5);
                // The snowman, slumped and dripping.
                c.path("M160 540Q150 470 196 450Q250 436 290 470Q316 510 300 544Z", "#f4f8fc", 1.0);
                c.path("M186 456Q176 410 212 394Q252 386 268 420Q276 450 262 462Z", "#eef4fa", 1.0);
                c.circle(232.0, 366.0, 34.0, "#f4f8fc", 1.0);
                c.stroke("M170 540q30 -8 60 0M250 544q20 -6 40 0", "#c8d8e8", 3.0, 1.0);
                c.circle(220.0, 358.0, 4.0, "#1a1a1a", 1.0);
                c.circle(244.0, 356.0, 4.0, "#1a1a1a", 1.0);
                c.path("M232 368L238 372L226 402Z", "#f07a1a", 1.0);
                c.dots(5, 216.0, 250.0, 382.0, 388.0, 2.5, "#1a1a1a");
                c.circle(226.0, 430.0, 4.0, "#1a1a1a", 1.0);
                c.circle(232.0, 480.0, 4.0, "#1a1a1a", 1.0);
                c.ellipse(300.0, 548.0, 4.0, 2.0, "#3a3a3a", 1.0);
                c.stroke("M212 400v10M262 420v14M240 396v8", "#a8d8f8", 2.5, 1.0);
                c.stroke("M268 430L320 404L334 386M320 404L338 414", "#5a3a22", 4.0, 1.0);
                // The girl holding her umbrella over him.
                let girl = Look::new(4, "#d83a3a", "#d83a3a").hair(Hair::Curly, 1).face(Expr::Worry).turn(0.5).gaze(Gaze::Up);
                let hold = stand().child().dress(22.0, -30.0).right_hand((16.0, -70.0), (30.0, -96.0));
                figure(c, &hold, 110.0, 560.0, 200.0, &girl, false);
                c.path("M92 556h16v-16h-16ZM114 556h16v-16h-16Z", "#2a6a3a", 1.0);
                // The umbrella: its shaft down to her hand, and the snowman's twig hand on it too.
                c.path("M60 290Q190 170 330 290Q300 276 272 290Q240 272 196 290Q160 272 128 290Q96 276 60 290Z", "#1e1e26", 1.0);
                c.stroke("M196 214V290", "#1e1e26", 3.0, 1.0);
                c.stroke("M194 290L176 372q-4 14 -16 8", "#5a3a22", 5.0, 1.0);
                c.stroke("M204 420L190 382L182 356M190 382L170 360M190 382L200 350", "#5a3a22", 4.0, 1.0);
            },
        ),
        card(
            "The dancers in the ballroom floor",
            (Gouache, Monochrome, TinyInHuge, Eerie),
            ["an old couple dancing cheek to cheek", "a vast empty ballroom"],
            ("their reflections in the polished floor are a young couple", "reflections"),
            ["Time", "Youth is wasted on the young", "They come back to the old ballroom once a year, and their reflections in the floor are young again"],
            &["ballroom", "chandelier"],
            true,
            "A huge dark empty ballroom with a glittering chandelier high above and one tall bright window reaching down to the black polished floor, its light laying a bright path across the floor. Beside it a stooped old couple, he in grey and she in white, waltz cheek to cheek, eyes closed, smiling, their hands clasped between them. Their reflections in the floor beneath them, in the same pose, show a young man in black and a young woman in a red dress, laughing.",
            |c| {
                c.drew("ballroom chandelier floor couple reflection window pillar wall dress light cheek path");
                // The huge ballroom almost black: a far wall with a pillar or two,
                // one tall bright window on the left reaching down to the
                // polished floor, and the same window upside down in the floor.
                let fy = 300.0;
                c.c.full("#070707", 1.0);
                c.c.rect(0.0, 0.0, 400.0, fy, "#1c1c1a", 1.0);
                for x in [150.0, 372.0] {
                    c.rect(x - 10.0, 0.0, 20.0, fy, "#121210", 1.0);
                }
                let win = "M18 300V96Q18 40 62 40Q106 40 106 96V300Z";
                c.path(win, "#f4f2e8", 1.0);
                c.stroke("M62 46V300M18 150H106M18 226H106", "#1c1c1a", 5.0, 1.0);
                c.g(&tidy(&format!("transform=\"translate(0 {}) scale(1 -1)\"", 2.0 * fy)));
                c.path(win, "#f4f2e8", 0.42);
                c.end();
                // The moonlight from the window slanting down to the dancers,
                // and the bright path it lays across the floor under them.
                c.path(&tidy(&format!("M18 {fy}H190L390 600H80Z")), "#d8d8d0", 0.5);
                c.path(&tidy(&format!("M60 {fy}H150L320 600H160Z")), "#ffffff", 0.3);
                chandelier(c, 318.0, 0.0, 0.62);
                // The old couple waltzing, bent with age, white-haired, eyes
                // closed and smiling, cheek to cheek, their hands clasped between them,
                // leaning together with their feet apart.
                let stoop = Pose {
                    head: (11.0, -79.0),
                    neck: (8.0, -73.0),
                    hip: (-7.0, -48.0),
                    knees: [(-13.0, -25.0), (-5.0, -25.0)],
                    feet: [(-17.0, -2.0), (-7.0, -2.0)],
                    ..hold()
                };
                let him_pose = stoop.right_hand((14.0, -58.0), (24.0, -64.0)).left_hand((14.0, -56.0), (26.0, -60.0));
                let her_pose = stoop.dress(14.0, -6.0).right_hand((12.0, -60.0), (22.0, -68.0)).left_hand((16.0, -68.0), (22.0, -79.0));
                let him = Look::new(1, "#9a9a92", "#7a7a72").old().hair(Hair::Curly, 5).face(Expr::Tender).turn(0.6);
                let her = Look::new(0, "#ecebe2", "#ecebe2").old().hair(Hair::Bun, 5).face(Expr::Tender).turn(-0.6);
                let (hm, hw) = (284.0, 266.0);
                let (xm, xw) = (166.0, 290.0);
                figure(c, &him_pose, xm, fy, hm, &him, false);
                figure(c, &her_pose, xw, fy, hw, &her, true);
                // Their reflections, the same pose upside down: a young man in
                // black and a young woman in a red dress whose skirt flies out,
                // upright and laughing.
                c.g(&tidy(&format!("transform=\"translate(0 {}) scale(1 -1)\"", 2.0 * fy + 4.0)));
                let up = |p: Pose| Pose { head: (9.0, -90.0), neck: (7.0, -81.0), hip: (-3.0, -49.0), ..p };
                let yh = Look::new(1, "#141414", "#0c0c0c").face(Expr::Laugh).turn(0.6).hair(Hair::Short, 0);
                let yw = Look::new(0, "#e0141f", "#e0141f").hair(Hair::Long, 0).face(Expr::Laugh).turn(-0.6);
                figure(c, &up(him_pose), xm, fy, hm, &yh, false);
                figure(c, &up(her_pose.hair()), xw, fy, hw, &yw, true);
                // The skirt swirling out to the right, with a wavy hem and folds.
                let (hx, hy) = (xw + 3.0 * hw / 100.0, fy - 49.0 * hw / 100.0);
                c.path(
                    &tidy(&format!(
                        "M{} {}C{} {} {} {} {} {}Q{} {} {} {}Q{} {} {} {}Q{} {} {} {}Q{} {} {} {}C{} {} {} {} {} {}Z",
                        hx - 13.0, hy - 4.0,
                        hx - 24.0, hy + 40.0, hx - 44.0, fy - 30.0, hx - 40.0, fy - 6.0,
                        hx - 20.0, fy + 4.0, hx - 2.0, fy - 8.0,
                        hx + 18.0, fy - 2.0, hx + 36.0, fy - 18.0,
                        hx + 56.0, fy - 16.0, hx + 70.0, fy - 36.0,
                        hx + 92.0, fy - 40.0, hx + 100.0, fy - 64.0,
                        hx + 60.0, fy - 60.0, hx + 30.0, hy + 30.0, hx + 13.0, hy - 4.0
                    )),
                    "#e0141f",
                    1.0,
                );
                c.stroke(
                    &tidy(&format!(
                        "M{} {}Q{} {} {} {}M{} {}Q{} {} {} {}M{} {}Q{} {} {} {}",
                        hx - 4.0, hy + 10.0, hx - 14.0, fy - 40.0, hx - 2.0, fy - 10.0,
                        hx + 4.0, hy + 10.0, hx + 12.0, fy - 50.0, hx + 36.0, fy - 20.0,
                        hx + 10.0, hy + 6.0, hx + 40.0, fy - 60.0, hx + 70.0, fy - 38.0
                    )),
                    "#7a0810",
                    3.0,
                    0.8,
                );
                c.end();
                // The polished floor's faint ripples and its bright edge: the mirror line.
                let mut ripples = String::new();
                for i in 0..7 {
                    let y = fy + 40.0 + i as f64 * 38.0;
                    let x0 = 40.0 + ((i * 37) % 50) as f64;
                    ripples.push_str(&format!("M{x0} {y}q15 -4 30 0t30 0t30 0m80 0q15 -4 30 0t30 0"));
                }
                c.stroke(&tidy(&ripples), "#ffffff", 1.5, 0.14);
                c.stroke(&tidy(&format!("M0 {}H400", fy + 2.0)), "#ffffff", 3.0, 0.85);
            },
        ),
        card(
            "The ceiling between them",
            (Gouache, Dusk, CutAway, Wistful),
            ["an old woman dancing with her wedding dress in the attic", "her old husband dancing with nobody in the room below"],
            ("their wedding photograph hangs on the wall beside him", "photograph"),
            ["Longing", "It takes two to tango", "On the day of their wedding photograph they danced together; now a ceiling lies between them, and they are both still dancing"],
            &["dress form", "waltz"],
            true,
            "A house cut open at dusk. Up in the warm golden attic under the roof beams, an old woman dances with her eyes closed, holding a dressmaker's dummy that wears a long white wedding dress and veil. In the dark blue room under her feet, her old husband sits in an armchair with his face turned up to the ceiling and his eyes closed, his arms raised as if round a partner who is not there, dancing too. On the wall beside him hangs their wedding photograph in a gold frame: a young bride in white and a groom in black.",
            |c| {
                c.drew("house floor dusk attic dress dummy wedding veil beam window roof head bulb husband armchair ceiling wall photograph frame bride groom room");
                // Dusk outside, deep and cold, only in the corners above the roof.
                let dusk = c.linv(&[(0.0, "#141a3a", 1.0), (1.0, "#2a3a6a", 1.0)]);
                c.full(&dusk, 1.0);
                c.circle(40.0, 40.0, 2.5, "#fff8d0", 1.0);
                c.circle(352.0, 70.0, 2.0, "#fff8d0", 1.0);
                c.circle(372.0, 130.0, 1.5, "#fff8d0", 1.0);
                // The warm attic: roof slopes down to low walls and its floor.
                let warm = c.linv(&[(0.0, "#ffd88a", 1.0), (1.0, "#d8843a", 1.0)]);
                c.path("M-10 196L200 -30L410 196V300H-10Z", &warm, 1.0);
                c.clip("M-10 196L200 -30L410 196V300H-10Z");
                c.soft();
                c.glow(200.0, 150.0, 170.0, "#fff4c8", 0.8);
                c.end();
                c.end();
                c.stroke("M-14 200L200 -32L414 200", "#4a2418", 22.0, 1.0);
                c.stroke("M40 196H360", "#b8703a", 8.0, 0.7);
                // A round window with the dusk in it.
                c.circle(40.0, 240.0, 20.0, "#7a4a2a", 1.0);
                c.circle(40.0, 240.0, 14.0, "#3a4a8a", 1.0);
                c.stroke("M26 240h28M40 226v28", "#7a4a2a", 3.0, 1.0);
                // A bare bulb on its flex.
                c.stroke("M200 -10V30", "#3a2a1a", 2.0, 1.0);
                c.circle(200.0, 38.0, 8.0, "#ffffff", 1.0);
                // The dancers on the attic floor.
                c.g_at(34.0, -38.0, 0.76);
                // The dummy in the wedding dress, its skirt swinging out in the turn.
                c.path("M262 150h16v14h-16Z", "#6a3a1e", 1.0);
                c.path("M300 160Q360 190 372 290Q380 360 400 400Q352 360 330 300Q312 230 300 160Z", "#ffffff", 0.55);
                c.path("M246 168Q270 158 294 168L300 214Q290 236 284 256H256Q250 236 240 214Z", "#fffdf6", 1.0);
                c.path("M256 254H284Q318 310 392 388Q370 420 338 404Q320 440 290 430Q262 448 236 432Q212 446 196 428Q214 330 256 254Z", "#ffffff", 1.0);
                c.stroke("M262 262Q246 340 226 430M274 262Q284 340 300 428M280 258Q320 330 356 406", "#d8cfe4", 3.0, 1.0);
                c.stroke("M254 256H286", "#f0d8a0", 5.0, 1.0);
                c.stroke("M392 388q-10 22 -54 16M338 404q-24 30 -48 26", "#e8e0f0", 3.0, 1.0);
                c.circle(270.0, 148.0, 9.0, "#6a3a1e", 1.0);
                c.stroke("M372 300q30 40 20 96M348 250q26 20 34 52", "#fffaf0", 3.0, 0.8);
                // The old woman, eyes closed and smiling, leads her dance.
                let gran = Look::new(1, "#8a2438", "#5a1a2a").old().hair(Hair::Bun, 5).face(Expr::Tender).turn(0.6).tilt(8.0);
                let waltz = hold().dress(20.0, -4.0).right_hand((22.0, -60.0), (34.0, -52.0)).left_hand((10.0, -74.0), (26.0, -82.0));
                figure(c, &waltz, 150.0, 444.0, 330.0, &gran, false);
                // The dress's lace sleeve reaching out to take her raised hand.
                c.stroke("M248 178Q232 166 238 172", "#ffffff", 14.0, 1.0);
                c.stroke("M250 180Q236 178 236 174", "#ffffff", 12.0, 1.0);
                c.end();
                // The attic floor, which is the ceiling of the dark room below.
                c.c.rect(-10.0, 298.0, 420.0, 22.0, "#5a3018", 1.0);
                c.stroke("M-10 299H410", "#d89a58", 3.0, 1.0);
                let blue = c.linv(&[(0.0, "#0c1634", 1.0), (1.0, "#1c2c5a", 1.0)]);
                c.c.rect(-10.0, 320.0, 420.0, 290.0, &blue, 1.0);
                c.c.rect(-10.0, 580.0, 420.0, 30.0, "#0a1024", 1.0);
                // Their wedding photograph in a gold frame: the bride in white
                // and veil, the groom in black, side by side.
                c.c.rect(262.0, 346.0, 104.0, 128.0, "#d8a840", 1.0);
                c.c.rect(272.0, 356.0, 84.0, 108.0, "#7a5a3c", 1.0);
                c.path("M326 380q14 0 16 16l10 64h-52l10 -64q2 -16 16 -16Z", "#f4ecdc", 0.35);
                c.path("M286 464l6 -58q2 -14 14 -14q12 0 14 14l6 58Z", "#0e0a08", 1.0);
                c.circle(306.0, 382.0, 9.0, "#c89878", 1.0);
                c.path("M297 379q9 -12 18 0Z", "#2a1a10", 1.0);
                c.path("M310 464l8 -54q4 -16 16 -16q12 0 16 16l8 54Z", "#ffffff", 1.0);
                c.circle(334.0, 386.0, 9.0, "#d8a888", 1.0);
                c.path("M324 384q10 -16 20 0q10 30 10 50l-8 -30Z", "#ffffff", 0.8);
                c.stroke("M306 400l4 6l4 -6", "#ffffff", 2.0, 1.0);
                // The armchair, its high back and rolled arm.
                c.path("M52 590V380Q52 352 84 352Q112 352 114 380V500H40Z", "#6a2a3a", 1.0);
                c.path("M60 480H220Q236 480 236 500V590H60Z", "#6a2a3a", 1.0);
                c.path("M70 474H214Q226 474 226 488V500H70Z", "#8a3a4a", 1.0);
                c.stroke("M56 588H232", "#2a0a14", 6.0, 1.0);
                // The old husband in the chair, face up to the ceiling, eyes shut,
                // his arms held up round a partner who is not there.
                let gramps = Look::new(1, "#b8ae9c", "#3a3648").old().hair(Hair::Short, 5).face(Expr::Tender).turn(0.6).tilt(-14.0).hands(Grip::Fist, Grip::Open);
                let chair_waltz = sit_chair().right_hand((16.0, -64.0), (30.0, -70.0)).left_hand((18.0, -76.0), (30.0, -90.0));
                figure_unshadowed(c, &chair_waltz, 118.0, 590.0, 244.0, &gramps, false);
            },
        ),
        card(
            "Pulling the plug",
            (Gouache, Saturated, CloseUp, Absurd),
            ["a calm evening sea", "the hand that pulled out its plug"],
            ("a little red sailing boat circles the plughole", "boat"),
            ["Going under", "It's all going down the drain", "The little boat sailed round and round the plughole, faster each time, while the last of the sea ran out"],
            &["plug", "whirlpool"],
            false,
            "A close-up of a wide blue sea under an orange evening sky. In the middle of the sea is a round chrome plughole, and the water swirls down into it in a great whirlpool. Out of the sky above reaches a huge hand in a striped sleeve, holding up the black rubber plug it has just pulled out by its chain, dripping. Caught in its outer swirl a little red sailing boat is being carried round and round.",
            |c| {
                c.drew("sea sky horizon whirlpool plughole plug chain sleeve arm boat sail water");
                // The orange evening sky.
                let sky = c.linv(&[(0.0, "#ff5a2a", 1.0), (1.0, "#ffc23a", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 190.0, &sky, 1.0);
                c.circle(84.0, 160.0, 34.0, "#fff0a0", 1.0);
                // The deep blue sea.
                let sea = c.linv(&[(0.0, "#0a6ad8", 1.0), (1.0, "#04206a", 1.0)]);
                c.rect(-10.0, 170.0, 420.0, 440.0, &sea, 1.0);
                // The whirlpool: rings narrowing to the plughole, streaked.
                let (wx, wy) = (200.0, 430.0);
                c.g("transform=\"translate(200 452) scale(1.14 1.3) translate(-200 -430)\"");
                for (k, col) in ["#1a8ae8", "#0a5ac0", "#1a8ae8", "#0a4aa8", "#2a9af0", "#083a90"].iter().enumerate() {
                    let t = 1.0 - k as f64 / 6.0;
                    c.ellipse(wx, wy - (1.0 - t) * 10.0, 200.0 * t, 78.0 * t, col, 1.0);
                }
                c.stroke("M40 420Q120 372 240 380M360 440Q300 488 170 480M90 450Q130 480 200 470M310 404Q270 392 220 396", "#bfe8ff", 4.0, 0.8);
                // The chrome plughole.
                c.ellipse(wx, wy - 14.0, 40.0, 14.0, "#e8eef4", 1.0);
                c.ellipse(wx, wy - 13.0, 30.0, 9.0, "#0a0a14", 1.0);
                c.stroke(&format!("M{} {}h44M{} {}h44", wx - 22.0, wy - 16.0, wx - 22.0, wy - 10.0), "#8a94a0", 2.5, 1.0);
                c.stroke(&format!("M{} {}a40 14 0 0 0 80 0", wx - 40.0, wy - 14.0), "#7a8490", 3.0, 1.0);
                c.end();
                // The little red sailing boat on the rim, leaning in.
                c.g("transform=\"translate(74 424) rotate(-16) scale(1.15)\"");
                c.path("M-30 0H30L20 14H-20Z", "#e01a1a", 1.0);
                c.stroke("M0 0V-52", "#3a2010", 3.0, 1.0);
                c.path("M2 -50L30 -6H2Z", "#fffaf0", 1.0);
                c.path("M-2 -44L-22 -6H-2Z", "#ffe0c0", 1.0);
                c.end();
                // The huge hand out of the sky, in a striped sleeve.
                fist(c, 270.0, 118.0, 2.4, 180.0, "#f0b888", "#a0684a");
                c.path("M226 -20H316L312 104Q270 118 228 104Z", "#2a6ad0", 1.0);
                c.stroke("M240 -20V108M258 -20V112M276 -20V113M294 -20V110", "#ffffff", 6.0, 1.0);
                c.path("M226 96Q270 112 314 96L312 112Q270 126 228 112Z", "#1a4aa0", 1.0);
                // The chain and the black rubber plug, dripping.
                let links: String = (0..7).map(|k| format!("M{} {}a4 6 0 1 0 0.1 0", 268.0 + (k % 2) as f64, 262.0 + k as f64 * 11.0)).collect();
                c.stroke(&links, "#eef2f6", 3.5, 1.0);
                c.path("M246 334H292L286 362H252Z", "#141414", 1.0);
                c.ellipse(269.0, 334.0, 23.0, 6.0, "#3a3a3a", 1.0);
                c.path("M262 364q-4 10 0 12q4 -2 0 -12ZM280 366q-3 8 0 10q3 -2 0 -10ZM270 384q-4 10 0 12q4 -2 0 -12Z", "#bfe8ff", 1.0);
            },
        ),
        card(
            "Drying the clouds",
            (Gouache, Spring, EyeLevel, Mysterious),
            ["a woman on a windy green hilltop pegging small white clouds out on a washing line", "the wicker basket at her feet, heaped with more clouds waiting to be hung"],
            ("one little grey cloud on the line is still dripping rain onto the grass", "grey"),
            ["Fresh start", "Don't air your dirty laundry in public", "After every spring storm she brings the clouds in, washes them, and hangs them out to dry on the hill, the grey ones last"],
            &["clouds on a washing line", "basket of clouds"],
            true,
            "A green hilltop on a windy spring day under a clear blue sky. A washing line runs between two wooden poles, and on it hang small white clouds, held by wooden pegs and tugging in the wind. A woman in a green dress and a headscarf reaches up to peg out another, a peg in her mouth. At her feet a wicker basket is heaped with more clouds waiting to be hung. One little grey cloud on the line is still dripping rain onto the grass.",
            |c| {
                c.drew("hilltop sky washing line pole cloud peg woman dress headscarf mouth basket rain grass");
                let sky = c.c.linv(&[(0.0, "#4aa0e8", 1.0), (1.0, "#b8e0f8", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                c.path("M-10 470Q200 400 410 450V610H-10Z", "#6ab848", 1.0);
                c.path("M-10 530Q200 490 410 520V610H-10Z", "#5aa83a", 1.0);
                // The two poles and the washing line sagging between them.
                c.stroke("M30 470V170M380 450V150", "#8a5a2a", 8.0, 1.0);
                c.stroke("M30 176Q205 250 380 156", "#f4f4f4", 2.5, 1.0);
                // The clouds pegged on the line, tugging in the wind.
                let line_y = |x: f64| {
                    let t = (x - 30.0) / 350.0;
                    (1.0 - t) * (1.0 - t) * 176.0 + 2.0 * (1.0 - t) * t * 250.0 + t * t * 156.0
                };
                for (k, x) in [80.0, 150.0, 220.0, 300.0].iter().enumerate() {
                    let y = line_y(*x);
                    let col = if k == 2 { "#9aa0aa" } else { "#ffffff" };
                    for (dx, dy, r) in [(-18.0, 22.0, 18.0), (0.0, 16.0, 22.0), (20.0, 24.0, 17.0), (4.0, 32.0, 18.0)] {
                        c.circle(x + dx + 6.0, y + dy, r, col, 1.0);
                    }
                    c.rect(x - 8.0, y - 8.0, 6.0, 18.0, "#c8904a", 1.0);
                    c.rect(x + 10.0, y - 8.0, 6.0, 18.0, "#c8904a", 1.0);
                    if k == 2 {
                        c.stroke(&format!("M{} {}v10M{} {}v14M{} {}v10", x - 6.0, y + 56.0, x + 8.0, y + 60.0, x + 20.0, y + 54.0), "#4a7ab8", 3.0, 1.0);
                        c.stroke(&format!("M{} {}v12M{} {}v10", x, y + 84.0, x + 14.0, y + 90.0), "#4a7ab8", 3.0, 0.8);
                    }
                }
                // The woman reaching up to peg out another cloud.
                let woman = Look::new(3, "#3a8a5a", "#3a3a4a").hair(Hair::Bun, 0).wear(Hat::Headscarf, "#e84a6a").face(Expr::Calm).turn(0.3);
                let peg = Pose { hem: Some((16.0, -24.0)), ..stand() }.right_hand((14.0, -94.0), (12.0, -112.0)).left_hand((-12.0, -94.0), (-4.0, -112.0));
                figure(c, &peg, 330.0, 560.0, 300.0, &woman, false);
                c.rect(322.0, 298.0, 4.0, 12.0, "#c8904a", 1.0);
                for (dx, dy, r) in [(-18.0, 0.0, 18.0), (0.0, -8.0, 22.0), (20.0, 0.0, 17.0)] {
                    c.circle(334.0 + dx, 210.0 + dy, r, "#ffffff", 1.0);
                }
                // The wicker basket heaped with clouds.
                for (dx, dy, r) in [(-30.0, 0.0, 20.0), (-6.0, -12.0, 24.0), (20.0, -2.0, 20.0), (40.0, 4.0, 16.0)] {
                    c.circle(190.0 + dx, 500.0 + dy, r, "#ffffff", 1.0);
                }
                c.path("M140 506H250L238 560H152Z", "#c8944a", 1.0);
                c.stroke("M146 520H246M150 536H242M152 550H238", "#9a6a2a", 2.5, 1.0);
            },
        ),
        card(
            "Winter in the fridge",
            (Gouache, Night, Interior, Tense),
            ["a man in pyjamas opening the fridge at midnight", "a snowy night inside it with one lit cabin"],
            ("a trail of footprints leads from the edge of the fridge through the snow to the cabin door", "footprints"),
            ["Tempted", "Some doors are better left shut", "Someone from this house walked into the fridge one winter night; the footprints still lead to the lit cabin, and tonight he is wondering whether to follow"],
            &["fridge", "lit cabin"],
            true,
            "A dark kitchen at midnight. A man in pale blue pyjamas and a nightcap has opened the tall fridge and stands looking into it. Inside there is no food at all, only a snowy night: a deep blue sky with stars, white hills, a few dark fir trees and, far off, a tiny cabin with one warm lit window. A trail of footprints leads from the edge of the fridge through the snow to the cabin door, and snow blows out of the fridge across the kitchen floor round his feet.",
            |c| {
                c.drew("kitchen fridge pyjamas nightcap sky star hill fir tree cabin window footprint trail snow floor door midnight light");
                // The kitchen near black, the floor a little lighter.
                c.c.rect(-20.0, -20.0, 440.0, 660.0, "#07080f", 1.0);
                c.c.rect(-20.0, 480.0, 440.0, 160.0, "#10121e", 1.0);
                // The fridge: the freezer door shut at the top, the big door
                // below standing open, and inside it a winter night.
                c.path("M150 34Q150 20 164 20H336Q350 20 350 34V486H150Z", "#4a5060", 1.0);
                c.path("M158 40Q158 28 170 28H330Q342 28 342 40V126H158Z", "#646c7e", 1.0);
                c.stroke("M300 112H330", "#9aa2b4", 6.0, 1.0);
                let night = c.linv(&[(0.0, "#0a1434", 1.0), (1.0, "#2a4078", 1.0)]);
                c.c.rect(162.0, 138.0, 176.0, 334.0, &night, 1.0);
                c.dots(12, 170.0, 330.0, 146.0, 270.0, 2.0, "#f0f4ff");
                c.path("M162 330Q220 300 270 318Q310 296 338 306V472H162Z", "#c8d6ec", 1.0);
                c.path("M162 390Q240 350 338 376V472H162Z", "#eef3fb", 1.0);
                for (x, y, h) in [(186.0, 330.0, 54.0), (204.0, 324.0, 40.0), (316.0, 314.0, 50.0)] {
                    c.path(&format!("M{x} {}L{} {y}H{}Z", y - h, x + h * 0.3, x - h * 0.3), "#0e1a2a", 1.0);
                }
                // The tiny cabin with its one warm window.
                c.g("transform=\"translate(264 344) scale(1.4) translate(-264 -344)\"");
                c.ellipse(276.0, 350.0, 18.0, 5.0, "#ffd060", 0.5);
                c.c.rect(244.0, 316.0, 40.0, 28.0, "#3a2418", 1.0);
                c.path("M236 318L264 294L292 318Z", "#f4f8ff", 1.0);
                c.c.rect(268.0, 322.0, 12.0, 11.0, "#ffd060", 1.0);
                c.c.rect(250.0, 326.0, 10.0, 18.0, "#1a0e08", 1.0);
                c.end();
                // The footprints leading from the edge of the fridge to the cabin door.
                let mut prints = String::new();
                for k in 0..9 {
                    let t = k as f64 / 8.0;
                    let x = 206.0 + (255.0 - 206.0) * t + (t * 9.0).sin() * 4.0 + if k % 2 == 0 { -4.0 } else { 4.0 };
                    let y = 462.0 - (462.0 - 348.0) * t;
                    let s = 1.0 - t * 0.7;
                    let _ = write!(prints, "M{} {y}a{} {} 0 1 0 0.1 0Z", Num(x), Num(5.5 * s), Num(3.0 * s));
                }
                c.path(&prints, "#3a4e80", 1.0);
                // The door swung wide, its inside pale and empty.
                c.path("M350 134L414 100V532L350 486Z", "#c8ccd6", 1.0);
                c.path("M350 134L360 130V490L350 486Z", "#8a909e", 1.0);
                c.stroke("M360 240L410 218M360 380L410 366", "#8a909e", 8.0, 1.0);
                // Cold light falling out across the floor.
                c.c.path("M162 486H338L430 640H20Z", "#9ab4dc", 0.28);
                // Snow drifting out over the sill and blowing across the floor.
                c.path("M150 486Q190 470 240 480Q290 468 350 486Q300 500 240 496Q180 504 150 486Z", "#eef3fb", 1.0);
                c.path("M40 590Q120 570 200 584Q150 604 60 604Z", "#dfe8f4", 0.8);
                c.dots(26, 30.0, 360.0, 420.0, 600.0, 3.0, "#f4f8ff");
                // The man in pyjamas and nightcap, his hand still on the fridge,
                // lit along his front by its cold light.
                let look = Pose {
                    elbows: [(-10.0, -60.0), (14.0, -66.0)],
                    hands: [(-6.0, -46.0), (26.0, -62.0)],
                    ..stand()
                };
                let rim = Look::new(0, "#dfe8ff", "#dfe8ff").hair(Hair::Short, 0).face(Expr::Back).wear(Hat::Nightcap, "#dfe8ff");
                figure(c, &look, 100.0, 596.0, 400.0, &rim, false);
                let man = Look::new(2, "#6a86b8", "#6a86b8").hair(Hair::Short, 0).face(Expr::Back).wear(Hat::Nightcap, "#6a86b8");
                figure(c, &look, 94.0, 596.0, 400.0, &man, false);
            },
        ),
        card(
            "Forty winks",
            (Woodcut, Autumn, TopDown, Tense),
            ["a family fast asleep on a picnic blanket after lunch", "four brown bears padding in towards them from the trees"],
            ("one of the bears is already wearing the father's straw hat", "hat"),
            [
                "Sleeping peacefully",
                "Let sleeping bears lie",
                "They only closed their eyes for a minute after lunch, and when the father woke, a bear was wearing his hat",
            ],
            &["bears round a picnic", "sleeping family"],
            true,
            "An autumn clearing in a forest seen from straight above, the ground strewn with orange and red leaves and round treetops in yellow and rust at the corners. In the middle lies a red and white checked picnic blanket with plates, a basket and an apple, and on it a family sleeps on their backs after lunch: a father, a mother and a small child between them, eyes closed. From the forest all round, four big brown bears creep in towards the blanket, noses down, sniffing. The bear at the top has the father's straw hat on its head.",
            |c| {
                c.drew("clearing forest ground leaf treetop blanket plate basket apple family father mother child eye bear nose straw hat");
                c.c.full("#7a8a3a", 1.0);
                c.dots(40, 0.0, 400.0, 0.0, 600.0, 6.0, "#e07a2a");
                c.dots(30, 0.0, 400.0, 0.0, 600.0, 5.0, "#c8402a");
                // Treetops at the corners.
                for (x, y, r, col) in [(20.0, 20.0, 90.0, "#e8b030"), (390.0, 40.0, 80.0, "#c8602a"), (10.0, 590.0, 80.0, "#c8602a"), (400.0, 580.0, 90.0, "#e8b030")] {
                    c.circle(x, y, r, col, 1.0);
                    c.circle(x + 10.0, y + 6.0, r * 0.6, "#a8481a", 0.5);
                }
                // The checked blanket, a little askew.
                c.g("transform=\"rotate(-8 200 310)\"");
                c.rect(96.0, 200.0, 210.0, 220.0, "#f4f0e8", 1.0);
                let mut checks = String::new();
                for k in 0..7 {
                    checks.push_str(&format!("M{} 200v220M96 {}h210", 111 + k * 30, 215 + k * 30));
                }
                c.stroke(&checks, "#d8302a", 14.0, 0.85);
                c.end();
                // Plates, the basket, an apple.
                c.circle(270.0, 236.0, 16.0, "#f8f8f8", 1.0);
                c.circle(270.0, 236.0, 9.0, "#e8d8b0", 1.0);
                c.rect(112.0, 380.0, 44.0, 30.0, "#b8843a", 1.0);
                c.stroke("M112 388h44M112 398h44", "#7a5420", 2.0, 1.0);
                c.circle(284.0, 400.0, 9.0, "#d82a2a", 1.0);
                // The family asleep on their backs.
                for (x, y, h, l) in [
                    (150.0, 390.0, 170.0, Look::new(1, "#3a6ab0", "#3a3a4a").hair(Hair::Short, 1).beard().face(Expr::Asleep)),
                    (250.0, 390.0, 160.0, Look::new(3, "#3a9a5a", "#5a3a5a").hair(Hair::Long, 0).face(Expr::Asleep)),
                    (200.0, 372.0, 96.0, Look::new(2, "#f8c020", "#2a4a8a").hair(Hair::Curly, 0).face(Expr::Asleep)),
                ] {
                    figure_unshadowed(c, &stand(), x, y, h, &l, false);
                }
                // The four bears padding in, noses towards the blanket.
                let bear = |c: &mut super::scene::Ctx, x: f64, y: f64, rot: f64| {
                    c.g(&format!("transform=\"translate({x} {y}) rotate({rot})\""));
                    c.ellipse(0.0, 30.0, 34.0, 50.0, "#6a3a1a", 1.0);
                    for (lx, ly) in [(-30.0, 0.0), (30.0, 0.0), (-28.0, 62.0), (28.0, 62.0)] {
                        c.ellipse(lx, ly, 11.0, 15.0, "#4a2610", 1.0);
                    }
                    c.circle(0.0, -22.0, 24.0, "#7a4420", 1.0);
                    c.circle(-18.0, -34.0, 9.0, "#6a3a1a", 1.0);
                    c.circle(18.0, -34.0, 9.0, "#6a3a1a", 1.0);
                    c.ellipse(0.0, -40.0, 10.0, 12.0, "#c8945a", 1.0);
                    c.circle(0.0, -48.0, 4.0, "#1a1008", 1.0);
                    c.circle(-9.0, -26.0, 3.0, "#1a1008", 1.0);
                    c.circle(9.0, -26.0, 3.0, "#1a1008", 1.0);
                    c.end();
                };
                bear(c, 200.0, 110.0, 180.0);
                bear(c, 366.0, 280.0, -90.0);
                bear(c, 330.0, 520.0, -40.0);
                bear(c, 40.0, 300.0, 90.0);
                // The father's straw hat on the top bear's head.
                c.circle(200.0, 130.0, 26.0, "#e8c860", 1.0);
                c.circle(200.0, 130.0, 14.0, "#d8a840", 1.0);
                c.stroke("M200 130m-14 0a14 14 0 1 0 28 0a14 14 0 1 0 -28 0", "#c8302a", 4.0, 1.0);
            },
        ),
        card(
            "The mask that splits",
            (Woodcut, Monochrome, Crowd, Grotesque),
            ["a full opera house all wearing the same smiling mask", "the one woman whose mask is coming away"],
            ("half her mask has come away and her own eye stares out", "eye"),
            ["Exposed", "Keep up appearances", "Everyone in the house smiled the same painted smile, until hers split and her own eye looked out"],
            &["masks", "unmasked"],
            true,
            "An opera house seen from the stage: row above row of people in black evening dress in red seats, every one wearing the same white mask with a painted smile and closed, smiling eyes. In the middle of the front row, lit by the footlights, a woman's mask has split down the middle and its left half has come away: out of the gap her own face stares, one wide eye and an open mouth. Her two masked neighbours have turned their smiling masks towards her.",
            |c| {
                c.drew("opera house audience row dress seat mask eye mouth face woman neighbour stage footlight gap");
                let p = c.p;
                c.full("#121212", 1.0);
                // The tiers of the house going up into the dark, the light of
                // the stage on the front rows.
                c.soft();
                c.glow(200.0, 620.0, 420.0, "#8a8a8a", 0.5);
                c.end();
                // Rows of the audience facing the stage, every face the same
                // white mask with a painted smile and smiling closed eyes.
                let rows = [(92.0, 11.0, 11), (158.0, 14.0, 9), (236.0, 18.0, 7), (330.0, 23.0, 6)];
                for (ri, &(y, r, n)) in rows.iter().enumerate() {
                    let step = 400.0 / n as f64;
                    let x0 = step * 0.5 + if ri % 2 == 0 { 0.0 } else { -step * 0.25 };
                    let (mut seats, mut bodies, mut shirts, mut heads, mut masks, mut marks) =
                        (String::new(), String::new(), String::new(), String::new(), String::new(), String::new());
                    for k in 0..n {
                        let x = x0 + k as f64 * step;
                        let man = (k + ri) % 2 == 0;
                        seats += &format!("M{} {}Q{} {} {x} {}Q{} {} {} {}V{}H{}Z", x - r * 1.9, y + r * 2.4, x - r * 1.9, y - r * 1.8, y - r * 1.8, x + r * 1.9, y - r * 1.8, x + r * 1.9, y + r * 2.4, y + r * 4.2, x - r * 1.9);
                        bodies += &format!("M{} {}Q{} {} {x} {}Q{} {} {} {}V{}H{}Z", x - r * 1.7, y + r * 4.2, x - r * 1.6, y + r * 1.3, y + r * 1.2, x + r * 1.6, y + r * 1.3, x + r * 1.7, y + r * 4.2, y + r * 4.2, x - r * 1.7);
                        if man {
                            shirts += &format!("M{} {}L{x} {}L{} {}Z", x - r * 0.45, y + r * 1.25, y + r * 2.6, x + r * 0.45, y + r * 1.25);
                        }
                        heads += &format!("M{} {y}a{r} {} 0 1 0 {} 0a{r} {} 0 1 0 {} 0Z", x - r * 1.05, r * 1.1, r * 2.1, r * 1.1, -r * 2.1);
                        masks += &format!("M{} {}a{} {} 0 1 0 {} 0a{} {} 0 1 0 {} 0Z", x - r * 0.86, y + r * 0.1, r * 0.86, r * 1.0, r * 1.72, r * 0.86, r * 1.0, -r * 1.72);
                        marks += &format!(
                            "M{} {}q{} {} {} 0M{} {}q{} {} {} 0M{} {}q{} {} {} 0",
                            x - r * 0.56, y - r * 0.02, r * 0.18, -r * 0.3, r * 0.36,
                            x + r * 0.2, y - r * 0.02, r * 0.18, -r * 0.3, r * 0.36,
                            x - r * 0.45, y + r * 0.45, r * 0.45, r * 0.45, r * 0.9
                        );
                    }
                    c.path(&whole(&seats), if ri % 2 == 0 { "#8a1a14" } else { "#a02018" }, 1.0);
                    c.path(&whole(&bodies), "#1c1c1c", 1.0);
                    c.path(&whole(&shirts), "#e8e4da", 1.0);
                    c.path(&whole(&heads), "#262220", 1.0);
                    c.path(&whole(&masks), "#f4f0e6", 1.0);
                    c.stroke(&whole(&marks), "#141414", (r * 0.16).max(2.0), 1.0);
                }
                // The front row, large: a masked neighbour either side turned
                // towards her, and the woman in the middle.
                let mask = |c: &mut super::scene::Ctx, x: f64, y: f64, r: f64, dx: f64| {
                    c.ellipse(x + dx * r * 0.2, y + r * 0.08, r * 0.9, r * 1.04, "#f4f0e6", 1.0);
                    let (fx, sy) = (x + dx * r * 0.42, y);
                    c.stroke(
                        &tidy(&format!(
                            "M{} {}q{} {} {} 0M{} {}q{} {} {} 0M{} {}q{} {} {} 0",
                            fx - r * 0.5, sy - r * 0.04, r * 0.17, -r * 0.28, r * 0.34,
                            fx + r * 0.16, sy - r * 0.04, r * 0.17, -r * 0.28, r * 0.34,
                            fx - r * 0.42, sy + r * 0.42, r * 0.42, r * 0.4, r * 0.84
                        )),
                        "#141414",
                        r * 0.09,
                        1.0,
                    );
                };
                let seat_d = |x: f64, y: f64, r: f64| {
                    tidy(&format!("M{} {}Q{} {} {x} {}Q{} {} {} {}V{}H{}Z", x - r * 2.0, y + r * 2.4, x - r * 2.0, y - r * 1.7, y - r * 1.7, x + r * 2.0, y - r * 1.7, x + r * 2.0, y + r * 2.4, y + r * 5.0, x - r * 2.0))
                };
                c.path(&format!("{}{}", seat_d(52.0, 440.0, 44.0), seat_d(348.0, 440.0, 44.0)), "#a02018", 1.0);
                for (x, dx, hair, top) in [(52.0, 1.0, Hair::Short, "#1c1c1c"), (348.0, -1.0, Hair::Bun, "#2a2a2a")] {
                    let l = Look::new(1, top, p.dark).hair(hair, 0).face(Expr::Back);
                    portrait(c, x, 440.0, 44.0, &l);
                    mask(c, x, 440.0, 44.0, dx);
                }
                c.path(&seat_d(200.0, 420.0, 62.0), "#b8261c", 1.0);
                c.soft();
                c.glow(200.0, 440.0, 150.0, "#fff4d8", 0.35);
                c.end();
                let her = Look::new(2, "#141414", p.dark).hair(Hair::Bun, 0).face(Expr::Shock);
                portrait(c, 200.0, 420.0, 62.0, &her);
                // Her own eye, wide open and staring out of the torn half.
                c.ellipse(172.0, 400.0, 22.0, 19.0, SKIN[2], 1.0);
                c.path("M152 402Q172 384 192 402Q172 418 152 402Z", "#fbf8f0", 1.0);
                c.circle(173.0, 401.0, 8.0, "#141414", 1.0);
                c.circle(176.0, 398.0, 2.5, "#ffffff", 1.0);
                c.stroke("M152 382q18 -10 38 -2", "#141414", 4.0, 1.0);
                // Her mask: the right half still on, split down the middle in a
                // ragged line; the left half gone.
                let tear = "M203 358L206 372L198 392L207 414L201 432L216 446L210 466L214 490";
                c.clip(&format!("{}H300V330H203Z", tear.replacen("M203 358", "M203 330L203 358", 1)));
                c.ellipse(200.0, 425.0, 57.0, 66.0, "#f4f0e6", 1.0);
                c.stroke("M214 412q11 -18 22 0M212 466q16 8 30 -14", "#141414", 5.5, 1.0);
                c.end();
                // The torn edge lifts off her cheek: the mask's grey thickness
                // shows along it.
                c.stroke("M198 362L201 372L193 392L202 414L196 432L211 446L205 466L209 488", "#a8a39a", 5.0, 1.0);
                // The edge of the stage in front, its footlights shining up.
                c.rect(-10.0, 572.0, 420.0, 40.0, "#1a1a1a", 1.0);
                c.stroke("M-10 574H410", "#d8d0b8", 3.0, 1.0);
                let hoods: String = (0..5).map(|k| format!("M{} 578q20 -22 40 0Z", 20 + k * 80)).collect();
                c.path(&hoods, "#4a4a4a", 1.0);
                c.soft();
                for k in 0..5 {
                    c.glow(40.0 + k as f64 * 80.0, 574.0, 34.0, "#fff4d0", 0.55);
                }
                c.end();
            },
        ),
        card(
            "Calling home",
            (Gouache, Spring, HugeInTiny, Tender),
            ["a huge brown bear squeezed into a little red phone box", "the tiny receiver held to its ear, a tear on its cheek"],
            ("a line of muddy footprints leads to the box all the way from the woods", "footprints"),
            ["Lonely", "East, west, home's best", "He left muddy footprints all the way from the woods into town, because there was someone he had to call"],
            &["bear in a phone box", "phone call home"],
            true,
            "A quiet town street in spring, blossom on the trees and dark woods on the hill beyond. A little red phone box stands on the pavement, and a huge brown bear is squeezed inside it, its fur pressed flat against every pane, holding the tiny black receiver to its ear with one big paw, a tear running down its cheek. Outside an old man in a cap waits his turn with a coin, and a small girl holds his hand and stares. A line of big muddy footprints leads up the pavement to the box from the woods.",
            |c| {
                c.drew("town street blossom tree wood hill phone box pavement bear fur pane receiver ear paw footprint tear cheek man cap coin girl hand");
                c.sky(300.0);
                // The dark woods on the hill, and the blossom trees.
                c.path("M-20 300Q100 220 220 250Q320 200 420 240V320H-20Z", "#2e5a3a", 1.0);
                let mut tr = String::new();
                for k in 0..14 {
                    let x = k as f64 * 30.0;
                    let _ = write!(tr, "M{} 300l12 -50l12 50Z", x - 6.0);
                }
                c.path(&tr, "#1e3a28", 1.0);
                c.rect(-20.0, 300.0, 440.0, 320.0, "#b8b0a0", 1.0);
                c.stroke("M-20 330H420M-20 380H420M-20 460H420M-20 560H420", "#9a9284", 3.0, 1.0);
                c.stroke("M-20 310H420", "#7a7468", 6.0, 1.0);
                for x in [30.0, 370.0] {
                    c.stroke(&format!("M{x} 340V220"), "#4a3428", 10.0, 1.0);
                    c.circle(x, 200.0, 50.0, "#e87aa0", 1.0);
                    c.circle(x + 16.0, 180.0, 30.0, "#f4a8c4", 1.0);
                }
                // Muddy paw prints up the pavement from the woods.
                for k in 0..6 {
                    let x = 30.0 + k as f64 * 14.0 + if k % 2 == 0 { 0.0 } else { 22.0 };
                    let y = 340.0 + k as f64 * 34.0;
                    c.ellipse(x, y, 11.0, 9.0, "#4a2a12", 1.0);
                    for dx in [-9.0, -3.0, 3.0, 9.0] {
                        c.circle(x + dx, y - 13.0, 3.5, "#4a2a12", 1.0);
                    }
                }
                // The phone box and the bear squeezed inside.
                c.rect(110.0, 120.0, 180.0, 390.0, "#d8241e", 1.0);
                c.path("M104 124Q200 84 296 124Z", "#d8241e", 1.0);
                c.rect(120.0, 132.0, 160.0, 22.0, "#1a1a1a", 1.0);
                c.rect(160.0, 136.0, 80.0, 14.0, "#f8f4e0", 1.0);
                c.rect(126.0, 164.0, 148.0, 330.0, "#6a3e1c", 1.0);
                // His head at the top, pressed to the glass, the receiver at his ear.
                c.circle(204.0, 236.0, 56.0, "#7a4a22", 1.0);
                c.circle(158.0, 190.0, 18.0, "#7a4a22", 1.0);
                c.circle(250.0, 190.0, 18.0, "#7a4a22", 1.0);
                c.ellipse(204.0, 262.0, 26.0, 20.0, "#c8a070", 1.0);
                c.ellipse(204.0, 250.0, 10.0, 7.0, "#1a1010", 1.0);
                c.stroke("M194 278q10 -8 20 0", "#1a1010", 2.5, 1.0);
                for ex in [182.0, 226.0] {
                    c.circle(ex, 226.0, 6.0, "#1a1010", 1.0);
                    c.circle(ex + 2.0, 224.0, 2.0, "#ffffff", 1.0);
                }
                c.stroke("M172 216l14 -6M236 216l-14 -6", "#1a1010", 3.0, 1.0);
                c.path("M228 234q10 18 0 30q-10 -12 0 -30Z", "#8ad8ff", 1.0);
                c.path("M140 200l16 -6l10 14l-6 50l-16 6l-10 -14Z", "#111111", 1.0);
                c.ellipse(156.0, 262.0, 24.0, 26.0, "#5a3418", 1.0);
                c.ellipse(230.0, 400.0, 30.0, 26.0, "#7a4a28", 1.0);
                c.stroke("M126 320Q200 300 274 330", "#6a4424", 4.0, 1.0);
                // The panes over him.
                c.stroke("M126 164h148v330h-148ZM175 164v330M225 164v330M126 230h148M126 300h148M126 370h148M126 440h148", "#d8241e", 7.0, 1.0);
                // The old man waiting with his coin, and the girl staring.
                let man = Look::new(0, "#5a6a5a", "#3a3a3a").old().face(Expr::Calm).turn(-0.6).wear(Hat::Cap, "#6a5a4a");
                figure(c, &stand().left_hand((-14.0, -56.0), (-18.0, -64.0)), 340.0, 570.0, 200.0, &man, false);
                c.circle(304.0, 440.0, 6.0, "#e8c040", 1.0);
                let girl = Look::new(4, "#f0c020", "#3a5a8a").hair(Hair::Bun, 0).face(Expr::Shock).turn(-0.6);
                figure(c, &stand().child().right_hand((14.0, -56.0), (24.0, -52.0)), 376.0, 590.0, 120.0, &girl, false);
            },
        ),
        card(
            "The night's catch",
            (InkWash, Night, EyeLevel, Calm),
            ["a fisherman and his grandson hauling a heavy net into their rowing boat", "the net full of shining stars, and the sky above them dark and empty"],
            ("at the stern the boy is letting one small star go back up to the sky", "boy"),
            ["Lucky catch", "There are plenty more fish in the sea", "The sky was so full that year that the fishermen were paid to thin it, and every night the boy let the smallest one go"],
            &["stars in a net", "rowing boat"],
            true,
            "A calm black sea under a dark, empty night sky with only a thin moon. In a small wooden rowing boat an old fisherman in a red cap leans back, hauling a heavy net over the side, and the net bulges with shining yellow stars that light up his face and the water. At the stern the boy is letting one small star go back up to the sky from his cupped hands.",
            |c| {
                c.drew("sea sky moon rowing boat fisherman cap net star face water boy stern");
                let sky = c.c.linv(&[(0.0, "#05060e", 1.0), (1.0, "#1a2240", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 270.0, &sky, 1.0);
                c.path("M320 70a26 26 0 1 0 20 40a22 22 0 1 1 -20 -40Z", "#e8e4c8", 1.0);
                let sea = c.c.linv(&[(0.0, "#1a2440", 1.0), (1.0, "#04060c", 1.0)]);
                c.rect(-10.0, 250.0, 420.0, 360.0, &sea, 1.0);
                c.stroke("M-10 290H80M300 280H410M-10 560H60M330 580H410", "#3a4a6a", 2.0, 0.7);
                c.g("transform=\"translate(-34 -110) scale(1.2)\"");
                // The net of stars, and their light on the water.
                c.soft();
                c.glow(110.0, 430.0, 170.0, "#ffd860", 0.7);
                c.end();
                c.path("M40 360Q10 430 60 480Q120 520 180 470L200 420Q130 400 40 360Z", "#f8d048", 0.5);
                stars(c, &[(60.0, 400.0, 14.0), (96.0, 388.0, 12.0), (84.0, 430.0, 16.0), (124.0, 420.0, 14.0), (60.0, 456.0, 12.0), (110.0, 462.0, 13.0), (150.0, 448.0, 12.0), (140.0, 400.0, 10.0), (36.0, 424.0, 10.0)], "#ffe070", 1.0);
                let mut d = String::from("M40 360Q10 430 60 480Q120 520 180 470L200 420");
                for k in 0..6 {
                    let t = k as f64;
                    let _ = write!(d, "M{} {}Q{} {} {} {}", 34.0 + 26.0 * t, 370.0 + 8.0 * t, 50.0 + 20.0 * t, 440.0, 60.0 + 20.0 * t, 490.0 - 4.0 * t);
                    let _ = write!(d, "M{} {}Q{} {} {} {}", 20.0, 390.0 + 18.0 * t, 100.0, 400.0 + 20.0 * t, 196.0, 420.0 + 10.0 * t);
                }
                c.stroke(&d, "#8a7a5a", 1.6, 0.9);
                // The rowing boat.
                c.path("M150 440H400L380 500Q280 520 180 500Z", "#7a4a2a", 1.0);
                c.path("M150 440H400L396 452H156Z", "#a87a4a", 1.0);
                // The old fisherman hauling, leaning back.
                let man = Look::new(2, "#3a5a7a", "#2a2a3a").hair(Hair::Short, 6).beard().old().wear(Hat::Knitted, "#c8302a").face(Expr::Squeeze).turn(-0.4);
                let haul = pull().right_hand((6.0, -66.0), (20.0, -60.0)).left_hand((4.0, -64.0), (18.0, -56.0));
                figure(c, &haul, 226.0, 470.0, 190.0, &man, true);
                c.stroke("M170 366L200 420M186 370L204 414", "#8a7a5a", 2.0, 1.0);
                // The boy at the stern letting one star go.
                let boy = Look::new(4, "#e8c040", "#3a3a5a").hair(Hair::Curly, 0).face(Expr::Delight).turn(-0.2);
                let let_go = Pose { head_r: 9.0, ..arms_up() }.right_hand((10.0, -84.0), (6.0, -104.0)).left_hand((-10.0, -84.0), (-4.0, -104.0));
                figure(c, &let_go, 306.0, 470.0, 140.0, &boy, false);
                c.soft();
                c.glow(308.0, 300.0, 30.0, "#ffe070", 0.8);
                c.end();
                c.path(&star_d(308.0, 300.0, 12.0), "#ffe070", 1.0);
                c.stroke("M308 316V326M302 320L296 326M314 320L320 326", "#ffe070", 2.0, 0.8);
                c.end();
            },
        ),
        card(
            "The top of the cake",
            (InkWash, WarmInterior, CloseUp, Funny),
            ["two hands bringing the knife down on the wedding cake", "the little groom from the top escaping down its side on a ribbon"],
            ("the little bride left on top stands with her hands on her hips", "bride"),
            ["Cold feet", "Marry in haste, repent at leisure", "The little bride and groom stood on top of the cake for the whole reception, and only one of them stayed for the cutting"],
            &["wedding cake", "runaway figurine"],
            true,
            "Close up at a wedding reception, in a warm dark room: the top tier of a white wedding cake, piped with icing roses. Two hands, one in a white glove, bring a big silver knife down towards it. On top the little bride figurine stands alone in her white dress and veil, her hands on her hips, cross. The little groom figurine in his black suit has let himself down over the side on a pink ribbon and dangles there, looking back up at her.",
            |c| {
                c.drew("wedding reception room cake tier icing rose hand glove knife bride figurine dress veil groom suit ribbon");
                // A warm dark room, lights strung behind.
                c.c.full("#5a2a22", 1.0);
                c.glow(170.0, 220.0, 260.0, "#f8b060", 0.5);
                c.dots(14, 30.0, 370.0, 40.0, 200.0, 5.0, "#ffd870");
                // The top tier, close up, piped with roses.
                let (ice, sh) = ("#fbf8f0", "#e0d4c0");
                c.rect(36.0, 330.0, 328.0, 290.0, ice, 1.0);
                c.rect(320.0, 330.0, 44.0, 290.0, sh, 1.0);
                c.ellipse(200.0, 330.0, 164.0, 26.0, "#ffffff", 1.0);
                let mut sc = String::new();
                for k in 0..11 {
                    let _ = write!(sc, "M{} 352q15 24 30 0", 36 + k * 30);
                }
                c.stroke(&sc, sh, 4.0, 1.0);
                for k in 0..5 {
                    let x = 60.0 + k as f64 * 66.0;
                    c.circle(x, 560.0, 17.0, "#f4a8c0", 1.0);
                    c.circle(x, 560.0, 8.0, "#d86890", 1.0);
                }
                // The little bride alone on top, hands on her hips, her veil.
                c.path("M150 150q24 -14 48 0l30 186h-108Z", "#ffffff", 0.55);
                let bride = Look::new(1, "#ffffff", "#ffffff").hair(Hair::Bun, 1).face(Expr::Angry).turn(0.5).gaze(Gaze::Side(1.0));
                figure(c, &hips().dress(44.0, -2.0), 172.0, 340.0, 200.0, &bride, false);
                // The ribbon down the side, and the groom dangling from it.
                c.stroke("M300 336Q330 340 340 370Q348 400 344 424", "#f07aa8", 8.0, 1.0);
                let groom = Look::new(3, "#1a1a22", "#1a1a22").hair(Hair::Short, 0).face(Expr::Worry).turn(-0.3).gaze(Gaze::Up);
                figure_unshadowed(c, &arms_up().left_hand((-4.0, -100.0), (0.0, -110.0)).right_hand((4.0, -100.0), (2.0, -112.0)), 344.0, 580.0, 150.0, &groom, false);
                // The two hands bringing the knife down from above.
                c.path("M246 300L332 150L356 164L270 312Z", "#d8dce4", 1.0);
                c.stroke("M250 304L336 154", "#9aa0aa", 2.0, 1.0);
                c.path("M332 150L362 98L386 112L356 164Z", "#f0ece0", 1.0);
                c.path("M346 60L380 0L424 24L388 88Z", "#1a1a22", 1.0);
                c.stroke("M350 66L386 92", "#f8f8f8", 5.0, 1.0);
                fist(&mut c.c, 356.0, 110.0, 1.3, 206.0, "#e2ac84", "#8a5a3a");
                fist(&mut c.c, 382.0, 58.0, 1.2, 214.0, "#fbfbf8", "#b8b8b0");
                c.stroke("M392 40l12 -8M398 52l12 -8M386 30l12 -8", "#c8c8c0", 2.0, 1.0);
            },
        ),
        card(
            "One more block",
            (Woodcut, WarmInterior, CloseUp, Tense),
            ["a grandmother easing one block out of a tall, leaning tower", "her grandson across the table, holding his breath"],
            ("a cat on the table is stretching one paw towards the tower", "cat"),
            [
                "Hold your breath",
                "Pride comes before a fall",
                "Grandma had her finger on the last loose block, and neither of them had noticed the cat",
            ],
            &["tower of wooden blocks", "cat's paw"],
            true,
            "A close-up across a wooden table in a warm lamplit room. In the middle stands a tall, leaning tower of wooden blocks, many of its blocks already pulled out. On the left an old woman in glasses frowns in concentration and eases one block out of the middle of the tower with two fingers. On the right her grandson stares at it open-mouthed, sweating. At the foot of the tower a ginger cat has climbed onto the table and stretches one paw up towards it.",
            |c| {
                c.drew("table room lamp tower block woman glasses finger grandson cat paw");
                // A warm room, dark at the edges, the lamp's glow above.
                let wall = c.c.rad(&[(0.0, "#f0b060", 1.0), (0.5, "#b05a24", 1.0), (1.0, "#3a1a0c", 1.0)], 0.5, 0.12, 0.9);
                c.c.full(&wall, 1.0);
                c.path("M160 -10H240L262 40H138Z", "#f8e0a0", 1.0);
                // The table.
                c.rect(-10.0, 470.0, 420.0, 140.0, "#7a4a22", 1.0);
                c.stroke("M-10 476H410M-10 520Q200 510 410 524M-10 566Q200 556 410 572", "#4a2a10", 3.0, 1.0);
                // The tower: layers of three blocks, ends and sides in turn, leaning.
                let mut gaps = 0;
                for k in 0..14 {
                    let y = 448.0 - k as f64 * 23.0;
                    let x = 156.0 + (k as f64 * 0.35).powi(2) * 1.6;
                    let wood = if k % 3 == 0 { "#e8c07a" } else if k % 3 == 1 { "#d8a860" } else { "#f0cc88" };
                    if k % 2 == 0 {
                        for j in 0..3 {
                            let missing = (k == 4 && j == 1) || (k == 8 && j == 0) || (k == 10 && j == 2);
                            if missing {
                                gaps += 1;
                                c.rect(x + j as f64 * 30.0, y, 28.0, 22.0, "#2a1408", 1.0);
                            } else {
                                c.rect(x + j as f64 * 30.0, y, 28.0, 22.0, wood, 1.0);
                                c.stroke(&format!("M{} {}h20", x + j as f64 * 30.0 + 4.0, y + 8.0), "#a87838", 1.5, 0.8);
                            }
                        }
                    } else {
                        c.rect(x, y, 88.0, 22.0, wood, 1.0);
                        c.stroke(&format!("M{} {}h70M{} {}h50", x + 8.0, y + 7.0, x + 20.0, y + 15.0), "#a87838", 1.5, 0.8);
                    }
                }
                debug_assert_eq!(gaps, 3);
                // The block she eases out, half out of the tower's middle.
                c.rect(118.0, 356.0, 56.0, 22.0, "#f4d494", 1.0);
                // The grandmother on the left, in profile, frowning.
                let gran = Look::new(1, "#5a2a4a", "#5a2a4a").old().glasses().hair(Hair::Bun, 5).face(Expr::Worry).gaze(Gaze::Side(1.0));
                portrait(c, 56.0, 236.0, 50.0, &gran);
                // Her arm and her two fingers on the block.
                c.path("M40 470Q70 410 112 372L124 384Q92 420 84 476Z", "#5a2a4a", 1.0);
                c.path("M108 362Q118 354 130 362L128 372Q118 368 112 376Z", gran.skin, 1.0);
                c.stroke("M114 364l14 -2M114 372l14 0", gran.skin, 5.0, 1.0);
                // Her grandson on the right, in profile, holding his breath.
                let boy = Look::new(3, "#2a6a8a", "#2a6a8a").hair(Hair::Curly, 0).face(Expr::Shock).gaze(Gaze::Side(-1.0));
                portrait(c, 350.0, 226.0, 48.0, &boy);
                c.path("M318 176q-6 10 0 14q6 -4 0 -14Z", "#bfe8ff", 1.0);
                // A ginger cat on the table at the tower's foot, one paw out towards it.
                c.path("M246 600Q236 520 262 500Q300 486 330 506Q352 540 344 600Z", "#c8561a", 1.0);
                c.stroke("M262 540q30 8 70 -4M258 570q36 8 82 -4", "#a04a14", 5.0, 1.0);
                c.path("M262 506L262 474L282 494Z", "#c8561a", 1.0);
                c.path("M304 490L318 462L326 496Z", "#c8561a", 1.0);
                c.circle(280.0, 512.0, 4.0, "#1a1a10", 1.0);
                c.circle(306.0, 508.0, 4.0, "#1a1a10", 1.0);
                c.path("M266 522Q236 500 226 470L236 464Q252 490 276 506Z", "#c8561a", 1.0);
                c.circle(230.0, 466.0, 8.0, "#d87030", 1.0);
            },
        ),
        card(
            "The wedding in the bubble",
            (InkWash, Saturated, CloseUp, Grotesque),
            ["a child blowing bubbles", "a wedding inside a bubble"],
            ("the bride's veil floats up and wraps round the inside of the bubble", "veil"),
            ["Fragile happiness", "Living in a bubble", "She blew so gently that a whole wedding fitted inside, veil and all, and now nobody dares to breathe"],
            &["soap bubble", "bridal veil"],
            true,
            "A close-up, against a deep violet dark, of a huge soap bubble floating up, shimmering pink, green and gold. Inside it a bride and groom stand hand in hand on nothing, and the bride's long veil floats up and wraps round the inside of the bubble. Below, a child in dark silhouette leans to the bubble wand, about to blow the next one.",
            |c| {
                c.drew("bubble bride groom veil wedding dress suit child silhouette wand");
                let p = c.p;
                let night = c.c.linv(&[(0.0, p.dark, 1.0), (0.6, "#2a0e52", 1.0), (1.0, "#3a1060", 1.0)]);
                c.full(&night, 1.0);
                c.soft();
                c.glow(236.0, 250.0, 220.0, "#ff2d6a", 0.22);
                c.glow(236.0, 250.0, 150.0, "#7fe0f0", 0.2);
                c.end();
                // The huge bubble: a clear skin, its rim shimmering.
                let skin = c.c.rad(&[(0.0, "#ffffff", 0.0), (0.75, "#bff4ff", 0.08), (1.0, "#ffd0f0", 0.45)], 0.5, 0.5, 0.5);
                c.circle(236.0, 250.0, 150.0, &skin, 1.0);
                // The bride's veil floating up and curling round the inside of the bubble.
                let veil = "M198 190C168 168 134 178 120 148C106 116 170 98 240 102C300 106 340 138 330 170C322 194 292 190 296 172";
                c.stroke(veil, "#ffffff", 40.0, 0.45);
                for (dx, dy) in [(-2.0, -12.0), (0.0, 0.0), (2.0, 12.0)] {
                    c.g(&format!("transform=\"translate({dx} {dy})\""));
                    c.stroke(veil, "#ffffff", 3.0, 0.8);
                    c.end();
                }
                // The couple, hand in hand, standing on nothing.
                let bride = Look::new(0, "#ffffff", "#ffffff").hair(Hair::Long, 3).face(Expr::Calm).turn(0.3);
                let bp = Pose { elbows: [(-12.0, -60.0), (12.0, -60.0)], hands: [(-8.0, -44.0), (18.0, -46.0)], ..stand().dress(26.0, -2.0) };
                figure_unshadowed(c, &bp, 206.0, 356.0, 170.0, &bride, false);
                let groom = Look::new(3, "#2a2a4a", "#1a1a2e").hair(Hair::Short, 0).face(Expr::Calm).turn(-0.3);
                let gp = Pose { elbows: [(-12.0, -60.0), (10.0, -58.0)], hands: [(-18.0, -46.0), (8.0, -42.0)], ..stand() };
                figure_unshadowed(c, &gp, 266.0, 358.0, 174.0, &groom, false);
                c.circle(204.0, 286.0, 9.0, "#ff2d6a", 1.0);
                c.circle(198.0, 280.0, 6.0, "#ffcc00", 1.0);
                // The shimmer round the rim, and a window of light on the skin.
                c.stroke("M236 250m-150 0a150 150 0 0 1 150 -150", "#ff2d6a", 6.0, 0.8);
                c.stroke("M236 250m0 -150a150 150 0 0 1 150 150", "#28e07a", 5.0, 0.7);
                c.stroke("M236 250m150 0a150 150 0 0 1 -150 150", "#ffcc00", 6.0, 0.8);
                c.stroke("M236 250m0 150a150 150 0 0 1 -150 -150", "#7fe0f0", 5.0, 0.8);
                c.stroke("M236 250m-150 0a150 150 0 1 0 300 0a150 150 0 1 0 -300 0", "#ffffff", 2.0, 0.9);
                c.stroke("M352 290Q342 338 302 364", "#ffffff", 5.0, 0.6);
                // The child below in dark silhouette, lips pursed behind the wand.
                let head = "M-30 380C40 376 104 410 122 462C128 476 134 486 158 500C156 508 146 512 136 514C144 520 152 524 152 530C150 536 144 538 140 540C148 544 150 552 146 558C140 570 132 580 118 588C106 604 100 620 98 640H-30Z";
                c.path(head, "#120620", 1.0);
                c.stroke("M40 384C96 400 116 436 122 462C128 476 134 486 158 500C156 508 146 512 136 514C144 520 152 524 152 530C150 536 144 538 140 540C148 544 150 552 146 558C140 570 132 580 118 588", "#7fe0f0", 3.0, 0.85);
                c.path("M-30 410C0 360 60 360 96 396C70 390 40 392 20 406C6 400 -14 406 -30 436Z", "#120620", 1.0);
                // The bubble wand, a new skin already stretched in its loop.
                c.stroke("M210 564L240 640", "#ff2d6a", 9.0, 1.0);
                c.circle(200.0, 528.0, 36.0, "#bff4ff", 0.25);
                c.stroke("M200 528m-36 0a36 36 0 1 0 72 0a36 36 0 1 0 -72 0", "#ff2d6a", 9.0, 1.0);
                c.stroke("M180 512Q188 502 200 500", "#ffffff", 3.0, 0.7);
                // Two small bubbles drifting away.
                for (x, y, r) in [(352.0, 470.0, 16.0), (318.0, 540.0, 9.0)] {
                    c.circle(x, y, r, "#bff4ff", 0.15);
                    c.stroke(&format!("M{x} {y}m-{r} 0a{r} {r} 0 1 0 {} 0a{r} {r} 0 1 0 -{} 0", r * 2.0, r * 2.0), "#ffffff", 2.0, 0.8);
                }
            },
        ),
        card(
            "The dawn chorus",
            (InkWash, Spring, WormsEye, Tender),
            ["a small girl on an upturned crate conducting with a stick", "dozens of birds sitting on five telephone wires as if on a stave, singing"],
            ("one bird hangs upside down from its wire", "upside"),
            ["Harmony", "Sing from the same hymn sheet", "Every morning at six she climbs on the crate and the birds wait for her stick, all except the one that hangs upside down"],
            &["birds as notes on wires", "girl conducting birds"],
            true,
            "Looking up from a street at dawn, a pale pink and gold sky. Five telephone wires run across the sky like the five lines of a stave, and dozens of small dark birds sit on them at different heights, beaks open, singing. Below on an upturned wooden crate a small girl in a yellow dressing gown stands with her arms raised, conducting them with a thin stick. One of the birds hangs upside down from its wire.",
            |c| {
                c.drew("street dawn sky wire bird beak girl crate dressing gown arm stick");
                let sky = c.c.linv(&[(0.0, "#a8c8e8", 1.0), (0.6, "#f4d8d0", 1.0), (1.0, "#f8e8b8", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                // The poles and the five wires of the stave.
                c.stroke("M24 610L34 40M386 610L372 60", "#5a4a3a", 10.0, 1.0);
                let wires: Vec<f64> = (0..5).map(|k| 90.0 + k as f64 * 34.0).collect();
                let mut d = String::new();
                for y in &wires {
                    let _ = write!(d, "M-10 {}Q200 {} 410 {}", Num(*y), Num(y + 18.0), Num(y + 6.0));
                }
                c.stroke(&d, "#2a2a2a", 2.5, 1.0);
                // The birds sitting on the wires like notes.
                let mut birds_d = String::new();
                let mut heads = String::new();
                let mut beaks = String::new();
                let notes = [(50.0, 0), (80.0, 2), (112.0, 1), (140.0, 3), (168.0, 2), (196.0, 4), (230.0, 1), (262.0, 0), (290.0, 2), (322.0, 3), (350.0, 1), (372.0, 4), (66.0, 4), (186.0, 0), (306.0, 4), (248.0, 3)];
                for &(x, k) in notes.iter() {
                    let t = (x + 10.0) / 420.0;
                    let y = wires[k] + 4.0 * t * (1.0 - t) * 18.0 + t * 6.0 - 10.0;
                    let _ = write!(birds_d, "M{} {}a9 8 0 1 0 18 0a9 8 0 1 0 -18 0", Num(x - 9.0), Num(y));
                    let _ = write!(heads, "M{} {}a5 5 0 1 0 10 0a5 5 0 1 0 -10 0", Num(x + 1.0), Num(y - 9.0));
                    let _ = write!(beaks, "M{} {}l8 -6l-2 8Z", Num(x + 10.0), Num(y - 10.0));
                }
                c.path(&birds_d, "#2a2a34", 1.0);
                c.path(&heads, "#2a2a34", 1.0);
                c.path(&beaks, "#e8a030", 1.0);
                // The one hanging upside down: a wrong note.
                let (ux, uy) = (214.0, wires[2] + 12.0);
                c.ellipse(ux, uy + 14.0, 14.0, 18.0, "#2a2a34", 1.0);
                c.circle(ux, uy + 40.0, 9.0, "#2a2a34", 1.0);
                c.stroke(&format!("M{} {}v-14M{} {}v-14", Num(ux - 5.0), Num(uy + 2.0), Num(ux + 5.0), Num(uy + 2.0)), "#2a2a34", 3.0, 1.0);
                c.path(&format!("M{} {}l3 14l7 -10Z", Num(ux + 3.0), Num(uy + 46.0)), "#e8a030", 1.0);
                c.circle(ux + 4.0, uy + 40.0, 2.0, "#ffffff", 1.0);
                // Little song marks over the open beaks.
                c.stroke("M60 60q6 -6 12 0M150 48q6 -6 12 0M270 54q6 -6 12 0M340 70q6 -6 12 0", "#5a4a6a", 2.0, 0.8);
                // The street below: roofs and the girl on her crate.
                c.path("M-10 470L60 430L130 470ZM270 460L340 420L410 460Z", "#8a5a4a", 1.0);
                c.rect(-10.0, 470.0, 140.0, 140.0, "#d8c0a8", 1.0);
                c.rect(270.0, 460.0, 140.0, 150.0, "#c8b0a0", 1.0);
                c.rect(-10.0, 580.0, 420.0, 30.0, "#a89a8a", 1.0);
                c.rect(150.0, 540.0, 100.0, 50.0, "#b8884a", 1.0);
                c.stroke("M150 556h100M150 572h100M170 540v50M230 540v50", "#8a5a2a", 3.0, 1.0);
                let girl = Look::new(2, "#f4c830", "#f4c830").hair(Hair::Curly, 0).face(Expr::Tender).gaze(Gaze::Up).turn(0.2);
                let conduct = Pose { head_r: 10.0, ..arms_up() }.right_hand((16.0, -88.0), (26.0, -104.0)).left_hand((-18.0, -80.0), (-30.0, -92.0)).dress(18.0, -12.0);
                figure(c, &conduct, 200.0, 540.0, 200.0, &girl, false);
                c.stroke("M252 332l30 -60", "#5a3a1a", 3.0, 1.0);
            },
        ),
        card(
            "The elephant in the room",
            (InkWash, Daylight, HugeInTiny, Absurd),
            ["a huge elephant wedged into a small sitting room, its back pressed against the ceiling", "a family on the sofa in front of it, sipping tea and smiling straight ahead"],
            ("only the little boy between his parents is looking up at it", "boy"),
            [
                "Nobody mentions it",
                "The elephant in the room",
                "It had lived in the sitting room for years, and nobody ever mentioned it, until the day the boy asked",
            ],
            &["elephant in a sitting room", "family ignoring it"],
            true,
            "A small sitting room on a sunny day, a window with blue sky on the left, flowered wallpaper and a wooden floor. An enormous grey elephant fills almost the whole room, its back squashed against the ceiling, one big ear folded against the wall and its trunk hanging down beside the sofa. On the sofa in front of it a father and a mother sit stiffly with their cups of tea, smiling politely straight ahead as if nothing were there. Between them their little boy holds his cup and stares straight up at the elephant.",
            |c| {
                c.drew("room window sky wallpaper floor elephant ceiling ear wall trunk tusk sofa father mother cup tea boy");
                // The room: wallpaper, ceiling, a window, the floor.
                c.c.full("#f4e6b8", 1.0);
                let mut flowers = String::new();
                for k in 0..30 {
                    let _ = write!(flowers, "M{} {}h.1", Num((k * 71 % 400) as f64), Num((k * 43 % 420) as f64 + 20.0));
                }
                c.stroke(&flowers, "#e0a0a0", 10.0, 1.0);
                c.rect(-10.0, -10.0, 420.0, 24.0, "#fffaf0", 1.0);
                c.rect(24.0, 70.0, 70.0, 130.0, "#8ad0f8", 1.0);
                c.stroke("M24 70h70v130h-70ZM59 70v130M24 135h70", "#ffffff", 6.0, 1.0);
                c.rect(-10.0, 470.0, 420.0, 150.0, "#b8884a", 1.0);
                c.stroke("M-10 510H410M-10 556H410", "#8a5a2a", 2.0, 1.0);
                // The elephant, squeezed in: its back against the ceiling.
                let grey = "#9a9aa8";
                c.rect(196.0, 330.0, 54.0, 150.0, "#8a8a98", 1.0);
                c.rect(326.0, 330.0, 60.0, 150.0, "#8a8a98", 1.0);
                c.path("M120 120Q150 14 300 14Q420 14 420 120V380Q400 420 300 420Q180 420 140 360Z", grey, 1.0);
                c.circle(130.0, 200.0, 86.0, grey, 1.0);
                // Its ear folded flat against the wall, the eye, the tusk.
                c.path("M176 116Q256 100 262 190Q256 290 190 276Q200 200 176 116Z", "#8a8a9a", 1.0);
                c.circle(102.0, 178.0, 7.0, "#1a1a1a", 1.0);
                c.stroke("M88 166q12 -8 24 -2", "#3a3a4a", 3.0, 1.0);
                c.path("M96 262Q70 300 40 300Q66 290 82 256Z", "#fffaf0", 1.0);
                // The trunk hanging down beside the sofa.
                c.path("M104 236Q60 300 58 380Q58 430 30 452L18 440Q36 420 36 380Q38 300 80 226Z", grey, 1.0);
                // The sofa in front.
                c.rect(30.0, 400.0, 340.0, 130.0, "#c83a4a", 1.0);
                c.rect(16.0, 430.0, 50.0, 110.0, "#a82a3a", 1.0);
                c.rect(334.0, 430.0, 50.0, 110.0, "#a82a3a", 1.0);
                c.rect(56.0, 470.0, 288.0, 40.0, "#d84a5a", 1.0);
                // The family, sitting stiffly with their tea; only the boy looks up.
                let dad = Look::new(1, "#3a6a9a", "#3a3a4a").hair(Hair::Short, 1).glasses().face(Expr::Smile);
                let mum = Look::new(1, "#3a9a6a", "#3a3a4a").hair(Hair::Bun, 3).face(Expr::Smile);
                let boy = Look::new(1, "#f8c020", "#2a4a8a").hair(Hair::Short, 3).face(Expr::Shock).turn(-0.4).tilt(-14.0).gaze(Gaze::Up);
                let tea = Pose { elbows: [(-14.0, -62.0), (14.0, -62.0)], hands: [(-4.0, -66.0), (4.0, -66.0)], ..sit_front() };
                figure(c, &tea, 108.0, 600.0, 250.0, &dad, false);
                figure(c, &tea, 300.0, 600.0, 240.0, &mum, false);
                figure(c, &tea, 204.0, 600.0, 190.0, &boy, false);
                for (x, y, s) in [(108.0, 434.0, 1.0), (300.0, 442.0, 1.0), (204.0, 474.0, 0.8)] {
                    c.path(&format!("M{} {}h{}l-{} {}h-{}Z", Num(x - 10.0 * s), Num(y), Num(20.0 * s), Num(3.0 * s), Num(16.0 * s), Num(14.0 * s)), "#ffffff", 1.0);
                }
            },
        ),
        card(
            "The stair in the clock",
            (Pastel, Autumn, Interior, Mysterious),
            ["a girl opening a grandfather clock", "a staircase inside"],
            ("the pendulum is a swinging lantern lighting the way down", "pendulum"),
            ["Curious", "Time will tell", "She opened the clock to see why it had stopped, and found stairs going down past the pendulum"],
            &["grandfather clock", "hidden stair"],
            true,
            "A dim hallway with a tall grandfather clock. A girl in a cardigan has opened its long front door. Inside, instead of weights, a narrow spiral staircase leads down into the floor, lit by the pendulum, which is a small swinging lantern.",
            |c| {
                c.drew("hallway grandfather clock cardigan door staircase floor pendulum lantern lead");
                c.drew("wall frame post step tread rail light");
                // A pale hallway: papered wall, wainscot, board floor.
                c.c.rect(-20.0, -20.0, 440.0, 640.0, "#f0e4c8", 1.0);
                c.stroke("M40 -20V420M110 -20V420M340 -20V420M380 -20V420", "#e2d2b0", 6.0, 1.0);
                c.c.rect(-20.0, 420.0, 440.0, 130.0, "#d4b88c", 1.0);
                c.stroke("M-20 420H420M-20 430H420", "#a07a4a", 4.0, 1.0);
                c.c.rect(-20.0, 550.0, 440.0, 80.0, "#9a6a3c", 1.0);
                c.stroke("M-20 552H420M-20 574H420M60 552l-14 60M340 574l12 40", "#6a4222", 3.0, 1.0);
                // A small picture on the wall.
                c.rect(336.0, 250.0, 52.0, 64.0, "#6a4222", 1.0);
                c.rect(344.0, 258.0, 36.0, 48.0, "#c8b07a", 1.0);
                // The tall dark clock: hood, face, long case and base.
                c.path("M164 40Q245 -4 326 40V176H164Z", "#3a1a0a", 1.0);
                c.stroke("M164 40Q245 -4 326 40", "#8a5428", 6.0, 1.0);
                c.c.rect(172.0, 170.0, 146.0, 384.0, "#3a1a0a", 1.0);
                c.stroke("M172 170V554M318 170V554", "#8a5428", 4.0, 1.0);
                c.c.rect(162.0, 544.0, 166.0, 26.0, "#2a1206", 1.0);
                c.circle(245.0, 104.0, 54.0, "#c89a40", 1.0);
                c.circle(245.0, 104.0, 47.0, "#fbf4e2", 1.0);
                c.spokes((245.0, 104.0), 33.0, 40.0, 12, "#2a1a10", 3.5);
                c.stroke("M245 104V72M245 104l22 12", "#1a1008", 5.0, 1.0);
                c.circle(245.0, 104.0, 4.0, "#1a1008", 1.0);
                // The open case is a shaft: it runs on down through the base and
                // the floorboards, black below, gold where the lantern swings.
                c.c.rect(162.0, 544.0, 24.0, 26.0, "#2a1206", 1.0);
                c.c.rect(304.0, 544.0, 24.0, 26.0, "#2a1206", 1.0);
                c.c.rect(186.0, 184.0, 118.0, 440.0, "#050200", 1.0);
                c.stroke("M186 556l10 6l8 -4l12 6l10 -5M304 556l-10 6l-8 -4l-12 6l-10 -5", "#c88a4a", 4.0, 1.0);
                c.clip("M186 184H304V620H186Z");
                c.soft();
                c.glow(225.0, 320.0, 120.0, "#ffa030", 0.8);
                c.end();
                // The spiral stair winding down round its post, each turn smaller and
                // closer than the last as it drops away, lit gold near the lantern.
                let ys = |k: f64| 196.0 + 15.0 * (1.0 - 0.98f64.powf(k)) / 0.02;
                let sc = |k: f64| 0.985f64.powf(k);
                // Each tread: its top and its front edge, and how far round the
                // post it is (negative behind) and how lit (by depth, in 5 steps).
                let n = 32;
                let tread = |k: usize| {
                    let kf = k as f64;
                    let (a, y, f) = (kf * 0.55 + 0.3, ys(kf), sc(kf));
                    let o = |t: f64, dy: f64| format!("{} {}", Num(245.0 + 56.0 * f * t.sin()), Num(y + 28.0 * f * t.cos() + dy * f));
                    let top = format!("M245 {}L{}L{}Z", Num(y), o(a, 0.0), o(a + 0.75, 0.0));
                    let side = format!("M{}L{}L{}L{}Z", o(a, 0.0), o(a + 0.75, 0.0), o(a + 0.75, 12.0), o(a, 12.0));
                    let lit = ((600.0 - y) / 240.0).clamp(0.0, 1.0);
                    (top, side, (a + 0.4).cos(), (lit * 4.0).round() as usize)
                };
                // Draw the treads behind the post, the post, then those in front,
                // the dimmer (deeper) ones first, batched by how lit they are.
                for front in [false, true] {
                    if front {
                        c.path("M240 186H250L247 620H243Z", "#2a1408", 1.0);
                        c.stroke("M243 186V560", "#c88a40", 2.0, 0.8);
                    }
                    for level in 0..5 {
                        let (mut tops, mut sides) = (String::new(), String::new());
                        for k in (0..n).rev() {
                            let (top, side, cz, l) = tread(k);
                            if (cz >= 0.0) == front && l == level {
                                tops.push_str(&top);
                                sides.push_str(&side);
                            }
                        }
                        if tops.is_empty() {
                            continue;
                        }
                        let t = 1.0 - level as f64 / 4.0;
                        let lit = if front { "#ffd050" } else { "#e07a18" };
                        let f = crate::canvas::mix(lit, "#1a0602", t * 0.9);
                        c.path(&sides, &crate::canvas::mix(&f, "#1a0602", 0.55), 1.0);
                        c.path(&tops, &f, 1.0);
                        c.stroke(&tops, "#1a0802", 1.5, 1.0);
                    }
                }
                // The brass handrail winding down with them.
                let mut seg: Vec<(f64, f64)> = Vec::new();
                for j in 0..(n * 2) {
                    let k = j as f64 / 2.0;
                    let (a, f) = (k * 0.55 + 0.3, sc(k));
                    let pt = (245.0 + 56.0 * f * a.sin(), ys(k) - 34.0 * f + 28.0 * f * a.cos());
                    if a.cos() > -0.1 {
                        seg.push(pt);
                    } else {
                        if seg.len() > 1 {
                            let d = crate::canvas::smooth_d(&seg);
                            c.stroke(&d, "#2a1408", 5.0, 1.0);
                            c.stroke(&d, "#f0b850", 2.5, 1.0);
                        }
                        seg.clear();
                    }
                }
                // Far below the floor the stair sinks into black.
                let deep = c.linv(&[(0.0, "#000000", 0.0), (0.45, "#000000", 0.8), (1.0, "#000000", 1.0)]);
                c.c.rect(186.0, 420.0, 118.0, 200.0, &deep, 1.0);
                c.end();
                // The pendulum: a lantern on its brass rod, swung to one side.
                c.stroke("M245 184L214 292", "#d8a848", 5.0, 1.0);
                c.soft();
                c.glow(212.0, 314.0, 80.0, "#fff0b0", 1.0);
                c.end();
                c.path("M200 296h26l4 -6h-34zM198 296h30v40h-30z", "#fff4c0", 1.0);
                c.stroke("M198 296h30v40h-30ZM194 292h38M213 336v8M208 296v40M218 296v40", "#4a2a10", 3.0, 1.0);
                c.ellipse(213.0, 318.0, 6.0, 9.0, "#ff7a1a", 1.0);
                // The long front door swung open towards us on its hinges.
                c.poly(&[(186.0, 184.0), (146.0, 200.0), (146.0, 560.0), (186.0, 542.0)], "#5a2c12", 1.0);
                c.stroke("M186 184L146 200V560L186 542Z", "#2a1206", 4.0, 1.0);
                c.stroke("M176 214L156 222V530L176 522Z", "#8a5428", 3.0, 1.0);
                // The girl leaning in to look, one hand on the door's edge, the
                // other pressed to her chest, her face lit by the stair's glow.
                c.soft();
                c.glow(160.0, 330.0, 90.0, "#ffc060", 0.35);
                c.end();
                let girl = Look::new(0, "#b8401e", "#3a2a20").hair(Hair::Long, 4).face(Expr::Shock).turn(0.8).tilt(14.0);
                let lean = Pose {
                    head: (17.0, -86.0),
                    neck: (11.0, -77.0),
                    hip: (-3.0, -48.0),
                    knees: [(-9.0, -25.0), (5.0, -26.0)],
                    feet: [(-13.0, -2.0), (7.0, -2.0)],
                    elbows: [(-2.0, -60.0), (19.0, -62.0)],
                    hands: [(8.0, -70.0), (21.0, -76.0)],
                    ..Pose::stand()
                }
                .child()
                .dress(15.0, -22.0);
                figure(c, &lean, 84.0, 594.0, 300.0, &girl, false);
            },
        ),
        card(
            "Sleepwalking under the sea",
            (GoldTempera, Sea, TinyInHuge, Mysterious),
            ["a girl in a white nightdress walking along the dark sea floor with a lit lantern", "the deep all round her, fish gathering in her light and a great whale passing in the dark above"],
            ("a little octopus is holding the hem of her nightdress like a child", "octopus"),
            ["Dreaming", "Out of your depth", "Every full moon she walks in her sleep down to the bottom of the sea, and a little octopus holds on to her nightdress so that she won't get lost"],
            &["walking on the sea floor", "lantern under water"],
            true,
            "The dark bottom of the sea at night. A girl in a long white nightdress walks across the sand with her eyes closed, holding up a lit lantern, and its warm light makes a round glow in the deep blue. Little fish gather in the light around her, bubbles rise, weed sways, and far above in the dark a great whale passes. A little octopus is holding the hem of her nightdress like a child.",
            |c| {
                c.drew("sea night girl nightdress sand eye lantern light fish bubble weed whale octopus hem");
                let deep = c.c.linv(&[(0.0, "#02081a", 1.0), (1.0, "#0a2a4a", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &deep, 1.0);
                // The great whale passing in the dark above.
                c.path("M20 110Q100 50 240 60Q330 70 380 110Q330 150 240 150Q140 156 70 130L10 160L24 110L-6 70Z", "#1e3a5a", 1.0);
                c.circle(330.0, 100.0, 4.0, "#3a5a7a", 1.0);
                // The sand, and weed swaying.
                c.path("M-10 500Q200 470 410 500V610H-10Z", "#3a4a5a", 1.0);
                c.stroke("M40 520Q20 440 50 380Q70 330 50 290M64 520Q80 450 60 400M360 510Q380 440 350 380Q330 340 350 300", "#1a4a3a", 7.0, 1.0);
                // The lantern's glow round her.
                c.soft();
                c.glow(230.0, 360.0, 190.0, "#f8c860", 0.8);
                c.end();
                // The girl walking in her sleep.
                let girl = Look::new(1, "#f8f4ec", "#f8f4ec").hair(Hair::Long, 1).face(Expr::Asleep).turn(0.3);
                let walk_l = Pose { head_r: 9.0, hem: Some((16.0, -4.0)), hair: true, ..walk() }.right_hand((18.0, -74.0), (26.0, -96.0));
                figure(c, &walk_l, 190.0, 520.0, 220.0, &girl, false);
                let (lx, ly) = (250.0, 308.0);
                c.stroke(&format!("M{} {}v{}", lx, ly - 16.0, 12.0), "#2a1a0a", 2.0, 1.0);
                c.path(&format!("M{} {}h20l-3 -8h-14Z", lx - 10.0, ly - 4.0), "#3a2a1a", 1.0);
                c.rect(lx - 9.0, ly - 4.0, 18.0, 24.0, "#fff0b0", 1.0);
                c.stroke(&format!("M{} {}h18v24h-18Z", lx - 9.0, ly - 4.0), "#3a2a1a", 2.5, 1.0);
                // Fish gathering in the light, and bubbles rising.
                for (x, y, l, f) in [(110.0, 300.0, 36.0, false), (310.0, 250.0, 30.0, true), (330.0, 390.0, 40.0, true), (90.0, 420.0, 30.0, false), (290.0, 190.0, 26.0, false)] {
                    fish(c, x, y, l, "#f8a040", f);
                }
                for (x, y, r) in [(262.0, 260.0, 4.0), (270.0, 230.0, 3.0), (258.0, 200.0, 5.0), (180.0, 220.0, 3.0)] {
                    c.circle(x, y, r, "#a8d8f0", 0.8);
                }
                // The little octopus holding the hem of her nightdress.
                c.circle(140.0, 500.0, 14.0, "#e86a5a", 1.0);
                c.stroke("M130 510q-6 10 -14 8M136 512q-2 10 -8 14M146 512q4 10 10 10M152 506q8 4 20 -4", "#e86a5a", 4.0, 1.0);
                c.circle(136.0, 498.0, 2.5, "#1a1a1a", 1.0);
                c.circle(146.0, 498.0, 2.5, "#1a1a1a", 1.0);
            },
        ),
        card(
            "The hand that feeds",
            (Pastel, Dusk, Hands, Tense),
            ["a hand holding out a biscuit at the water's edge at dusk", "the huge open jaws of a crocodile waiting for it"],
            ("the hand has only four fingers", "fingers"),
            [
                "Pushing your luck",
                "Don't bite the hand that feeds you",
                "Every evening he brings the crocodile one biscuit, and he still has four fingers to show for it",
            ],
            &["feeding a crocodile", "four-fingered hand"],
            false,
            "A river at dusk, an orange and violet sky reflected in the dark water. From the right the head of a huge crocodile rises out of the water with its jaws wide open, rows of white teeth, a pink mouth and a yellow eye watching. From the left a hand reaches in towards the open jaws, holding out a small round biscuit between finger and thumb. The hand has only four fingers.",
            |c| {
                c.drew("river dusk sky water crocodile head jaw teeth mouth eye hand biscuit finger thumb");
                let sky = c.c.linv(&[(0.0, "#4a3a7a", 1.0), (0.3, "#b85a8a", 1.0), (0.45, "#f8a060", 1.0)]);
                c.c.full(&sky, 1.0);
                c.rect(-10.0, 270.0, 420.0, 350.0, "#1a3a4a", 1.0);
                c.stroke("M20 300h80M160 320h120M60 520h90M250 560h110M300 290h70", "#f8a060", 4.0, 0.7);
                // The crocodile's open jaws from the right.
                c.path("M420 300L360 300L150 214Q136 200 150 188L200 170L420 220Z", "#4a7a3a", 1.0);
                c.path("M420 330L360 330L170 420Q156 430 166 444L220 460L420 420Z", "#3a6a2a", 1.0);
                c.path("M360 300L156 208L164 196L360 296ZM360 330L170 424L178 436L360 334Z", "#2a4a1a", 1.0);
                c.path("M360 300L160 210Q150 300 170 420L360 330Z", "#e88a9a", 1.0);
                c.path("M360 300L160 210Q200 310 170 420L360 330Z", "#b84a6a", 1.0);
                let mut teeth = String::new();
                for k in 0..7 {
                    let t = k as f64 / 7.0;
                    let (ux, uy) = (170.0 + 180.0 * t, 214.0 + 86.0 * t * 0.95);
                    let (lx, ly) = (180.0 + 170.0 * t, 416.0 - 84.0 * t);
                    let _ = write!(teeth, "M{} {}l10 4l-8 16ZM{} {}l10 -4l-8 -16Z", Num(ux), Num(uy), Num(lx), Num(ly));
                }
                c.path(&teeth, "#fbf6e8", 1.0);
                // Its eye on top of the head, and the nostrils at the snout.
                c.ellipse(330.0, 216.0, 30.0, 20.0, "#4a7a3a", 1.0);
                c.ellipse(332.0, 212.0, 14.0, 11.0, "#f8d030", 1.0);
                c.ellipse(332.0, 212.0, 3.5, 10.0, "#1a1a1a", 1.0);
                c.circle(166.0, 186.0, 4.0, "#1a2a10", 1.0);
                c.circle(182.0, 180.0, 4.0, "#1a2a10", 1.0);
                // The hand from the left: sleeve, palm, thumb and only three fingers
                // and a stump, the biscuit held out between finger and thumb.
                let (skin, edge) = ("#e8b088", "#8a5a3a");
                c.c.g("transform=\"translate(60 320) scale(1.6) translate(-60 -320)\"");
                c.stroke("M-20 360L60 330", "#2a4a90", 56.0, 1.0);
                let fingers = [("M104 302L140 290", 14.0), ("M108 318L146 314", 13.0), ("M104 334L118 337", 12.0), ("M98 346L130 356", 11.0), ("M90 296L120 274", 15.0)];
                for (d, w) in fingers {
                    c.stroke(d, edge, w + 4.0, 1.0);
                }
                c.ellipse(84.0, 318.0, 36.0, 30.0, edge, 1.0);
                c.ellipse(84.0, 318.0, 34.0, 28.0, skin, 1.0);
                for (d, w) in fingers {
                    c.stroke(d, skin, w, 1.0);
                }
                c.circle(134.0, 278.0, 15.0, "#c8863a", 1.0);
                c.stroke("M128 274h.1M139 271h.1M136 284h.1", "#6a3a10", 4.0, 1.0);
                c.end();
            },
        ),
        card(
            "What the town dreams",
            (Pastel, Night, EyeLevel, Calm),
            ["a small town asleep under the stars", "the smoke from every chimney rising in the shape of a dream"],
            ("one window is still lit, a girl awake at it, and her chimney gives no smoke", "window"),
            ["Sleepless", "Dreaming costs nothing", "Every night the whole town sends its dreams up the chimneys, all but the girl at the lit window, who is still waiting for hers"],
            &["dreams from chimneys", "one lit window"],
            true,
            "A small town of crooked houses asleep under a deep blue starry sky, all its windows dark. From every chimney pale smoke rises and turns into the shape of a dream: a whale, a galloping horse, a sailing ship, a big fish, a hot-air balloon. Only one house, on the right, has a lit window, where a little girl leans on the sill, wide awake, and from her chimney no smoke rises at all.",
            |c| {
                c.drew("town house night sky star window chimney smoke whale horse ship fish balloon girl sill");
                c.rect(-10.0, -10.0, 420.0, 620.0, "#0a1440", 1.0);
                c.glow(200.0, 200.0, 260.0, "#2a3a7a", 0.5);
                c.dots(60, -10.0, 410.0, -10.0, 360.0, 1.8, "#f4f4ff");
                // The row of crooked houses along the bottom.
                let houses = [(-10.0, 430.0, 90.0, "#3a3050"), (80.0, 400.0, 80.0, "#46365a"), (160.0, 440.0, 80.0, "#3a2e50"), (240.0, 410.0, 80.0, "#4a3a5e"), (320.0, 420.0, 100.0, "#3e3454")];
                let mut chimneys = Vec::new();
                for (k, &(x, top, w, col)) in houses.iter().enumerate() {
                    c.rect(x, top, w, 620.0 - top, col, 1.0);
                    c.path(&format!("M{} {}L{} {}L{} {}Z", Num(x - 6.0), Num(top), Num(x + w / 2.0), Num(top - 50.0), Num(x + w + 6.0), Num(top)), "#2a2038", 1.0);
                    let cx = x + w * 0.7;
                    c.rect(cx, top - 56.0, 14.0, 30.0, "#2a2038", 1.0);
                    chimneys.push((cx + 7.0, top - 56.0));
                    if k != 4 {
                        c.rect(x + 14.0, top + 40.0, 20.0, 26.0, "#1a1428", 1.0);
                        c.rect(x + w - 36.0, top + 40.0, 20.0, 26.0, "#1a1428", 1.0);
                    }
                }
                // The smoke rising from each chimney into a dream.
                let smoke = "#ffe27a";
                for &(x, y) in chimneys.iter().take(4) {
                    c.stroke(&format!("M{} {}q-10 -30 4 -50q12 -20 -2 -40", Num(x), Num(y)), smoke, 8.0, 0.85);
                }
                // A whale, a horse, a ship, a fish and a balloon made of smoke.
                c.path("M10 250C20 210 90 200 120 230C126 224 134 214 144 212C140 226 140 238 146 250C132 248 126 244 120 240C90 270 20 280 10 250Z", smoke, 0.95);
                c.path("M150 130c10 -20 30 -24 50 -20l10 -14l4 16c12 4 20 14 18 24l-8 0c-2 -6 -6 -8 -12 -8l-6 30h-8l-2 -26h-30l-6 26h-8l0 -28c-8 0 -12 -4 -10 0Z", smoke, 0.95);
                c.path("M240 260h70l-14 20h-44ZM272 260v-60l30 52ZM268 260v-50l-24 44Z", smoke, 0.95);
                c.path("M330 190c20 -20 50 -20 60 0c-10 20 -40 20 -60 0ZM390 190l14 -12v24Z", smoke, 0.95);
                c.circle(80.0, 100.0, 30.0, smoke, 0.9);
                c.path("M62 122l8 22h20l8 -22Z", smoke, 0.9);
                c.rect(70.0, 144.0, 20.0, 12.0, smoke, 0.9);
                // The one lit window on the right, the girl awake at it.
                c.glow(364.0, 484.0, 90.0, "#ffd880", 0.8);
                c.rect(326.0, 444.0, 76.0, 86.0, "#ffe4a0", 1.0);
                let girl = Look::new(1, "#e86a8a", "#e86a8a").hair(Hair::Long, 4).face(Expr::Wistful).turn(-0.4).gaze(Gaze::Up);
                portrait(c, 362.0, 488.0, 24.0, &girl);
                c.rect(320.0, 532.0, 100.0, 90.0, "#3e3454", 1.0);
                c.rect(320.0, 526.0, 86.0, 8.0, "#8a6a5a", 1.0);
                c.stroke("M326 444h76v86h-76Z", "#2a2038", 4.0, 1.0);
            },
        ),
        card(
            "The last in the conga",
            (Pastel, Saturated, Crowd, Festive),
            ["a conga line of laughing party guests snaking across the room", "the last dancer in the line, a skeleton in a party hat"],
            ("the skeleton is blowing a party blower, and nobody has noticed", "blower"),
            [
                "Life and soul",
                "Eat, drink and be merry",
                "The party was so good that even he came to join the conga, blowing his party blower at the very back, and nobody turned round",
            ],
            &["conga line", "skeleton at the party"],
            true,
            "A crowded party in a bright pink room, bunting and coloured lights across the ceiling and confetti in the air. A conga line of laughing guests in party hats winds across the room, each with hands on the hips of the one in front: a big man in a green shirt, a grandmother in orange, a girl in a blue dress, a woman in yellow, a boy in red. At the very end of the line, nearest to us, dances a grinning white skeleton in a striped party hat, its bony hands on the boy's hips and a party blower unrolling from its teeth. Nobody in the line has noticed.",
            |c| {
                c.drew("party room bunting light ceiling confetti guest hat man shirt grandmother girl dress woman boy skeleton bone hand blower teeth");
                c.c.full("#e04a9a", 1.0);
                c.rect(-10.0, 420.0, 420.0, 200.0, "#8a2a7a", 1.0);
                // Bunting and lights across the ceiling.
                c.stroke("M-10 40Q100 90 200 50Q300 90 410 40", "#f8f0a0", 2.0, 1.0);
                for k in 0..10 {
                    let x = k as f64 * 42.0 + 4.0;
                    let y = 50.0 + 22.0 * ((x - 100.0) / 100.0 * std::f64::consts::PI).cos().abs();
                    let col = ["#f8d020", "#3ac8e8", "#f86a2a", "#6ae84a"][k % 4];
                    c.poly(&[(x - 12.0, y - 6.0), (x + 12.0, y - 6.0), (x, y + 20.0)], col, 1.0);
                }
                c.confetti(24, 0.0, 400.0, 90.0, 420.0, &["#f8d020", "#3ac8e8", "#ffffff", "#6ae84a"]);
                // The conga line, far to near, each facing left, hands on the hips in front.
                let conga = Pose {
                    elbows: [(10.0, -60.0), (12.0, -58.0)],
                    hands: [(22.0, -50.0), (24.0, -48.0)],
                    ..walk()
                };
                let guests = [
                    (Look::new(4, "#3aa84a", "#2a3a5a").hair(Hair::Short, 0).build(1.3).face(Expr::Laugh), 70.0, 440.0, 210.0),
                    (Look::new(0, "#f08a2a", "#6a3a2a").old().hair(Hair::Bun, 5).glasses().face(Expr::Laugh), 124.0, 464.0, 200.0),
                    (Look::new(2, "#3a6ae0", "#3a6ae0").hair(Hair::Curly, 0).face(Expr::Delight), 176.0, 494.0, 170.0),
                    (Look::new(1, "#f8d020", "#3a2a6a").hair(Hair::Long, 4).face(Expr::Laugh), 222.0, 530.0, 240.0),
                    (Look::new(3, "#d8302a", "#2a2a4a").hair(Hair::Short, 1).face(Expr::Laugh), 266.0, 580.0, 220.0),
                ];
                for (l, x, foot, h) in guests.iter() {
                    figure(c, &conga, *x, *foot, *h, l, true);
                    let head = foot - h * 0.98;
                    c.poly(&[(x - 9.0, head + 4.0), (x + 9.0, head + 4.0), (*x, head - 20.0)], "#f8d020", 1.0);
                }
                // The skeleton at the end, nearest to us.
                let bone = "#f8f4ea";
                let (sx, sy) = (330.0, 360.0);
                c.stroke(&format!("M{sx} {}V{}", sy + 20.0, sy + 120.0), bone, 8.0, 1.0);
                let mut ribs = String::new();
                for k in 0..4 {
                    let y = sy + 38.0 + k as f64 * 16.0;
                    ribs.push_str(&format!("M{} {y}Q{sx} {} {} {y}", sx - 26.0, y - 8.0, sx + 26.0));
                }
                c.stroke(&ribs, bone, 6.0, 1.0);
                c.path(&format!("M{} {}Q{sx} {} {} {}L{} {}Z", sx - 26.0, sy + 120.0, sy + 108.0, sx + 26.0, sy + 120.0, sx, sy + 140.0), bone, 1.0);
                c.stroke(&format!("M{} {}L{} {}L{} {}M{} {}L{} {}L{} {}", sx - 12.0, sy + 136.0, sx - 24.0, sy + 190.0, sx - 40.0, sy + 238.0, sx + 12.0, sy + 136.0, sx + 20.0, sy + 192.0, sx + 16.0, sy + 240.0), bone, 9.0, 1.0);
                c.stroke(&format!("M{} {}L{} {}L{} {}", sx - 22.0, sy + 30.0, sx - 46.0, sy + 80.0, sx - 62.0, sy + 118.0), bone, 8.0, 1.0);
                c.stroke(&format!("M{} {}L{} {}L{} {}", sx + 22.0, sy + 30.0, sx + 6.0, sy + 84.0, sx - 46.0, sy + 124.0), bone, 8.0, 1.0);
                c.circle(sx - 64.0, sy + 122.0, 8.0, bone, 1.0);
                c.circle(sx - 48.0, sy + 128.0, 8.0, bone, 1.0);
                // Its grinning skull, the party hat and the blower.
                c.circle(sx - 4.0, sy - 12.0, 30.0, bone, 1.0);
                c.rect(sx - 24.0, sy + 8.0, 30.0, 18.0, bone, 1.0);
                c.circle(sx - 16.0, sy - 16.0, 8.0, "#2a1a2a", 1.0);
                c.circle(sx + 8.0, sy - 16.0, 8.0, "#2a1a2a", 1.0);
                c.path(&format!("M{} {}l-4 8h8Z", sx - 4.0, sy - 4.0), "#2a1a2a", 1.0);
                c.stroke(&format!("M{} {}h28M{} {}v8M{} {}v8M{} {}v8", sx - 22.0, sy + 14.0, sx - 16.0, sy + 10.0, sx - 8.0, sy + 10.0, sx, sy + 10.0), "#2a1a2a", 2.0, 1.0);
                c.poly(&[(sx - 28.0, sy - 34.0), (sx + 18.0, sy - 38.0), (sx - 2.0, sy - 96.0)], "#3ac8e8", 1.0);
                c.stroke(&format!("M{} {}L{} {}M{} {}L{} {}", sx - 20.0, sy - 50.0, sx + 10.0, sy - 52.0, sx - 12.0, sy - 70.0, sx + 4.0, sy - 72.0), "#f8f0f8", 4.0, 1.0);
                c.stroke(&format!("M{} {}H{}", sx - 26.0, sy + 16.0, sx - 60.0), "#f8d020", 8.0, 1.0);
                c.stroke(&format!("M{} {}q-14 -4 -12 -18q2 -12 12 -8", sx - 60.0, sy + 16.0), "#f8d020", 8.0, 1.0);
            },
        ),
        card(
            "The balloon seller",
            (CutPaper, Dusk, EyeLevel, Mysterious),
            ["an old balloon seller in a park at dusk, holding a big bunch of balloons", "every balloon is a planet: a ringed one, a red one, a striped giant, and the blue and green Earth"],
            ("the Earth the little girl has just bought has a tiny moon tied to it on its own string", "moon"),
            ["Wonder", "Promise the moon", "For one coin the old man in the park will sell you a whole world, and for two he ties its moon on as well"],
            &["planets as balloons", "balloon seller"],
            true,
            "A park at dusk, the sky turning from orange to deep violet, the first stars out, lamps lit along the path. An old balloon seller in a long coat and a cap holds a big bunch of balloons on strings, and every balloon is a planet: one with rings, a red one, a big striped one, a small grey one. In front of him a little girl in a yellow coat walks away holding her own balloon, the blue and green Earth. The Earth the little girl has just bought has a tiny moon tied to it on its own string.",
            |c| {
                c.drew("park sky star lamp path seller coat cap balloon string planet ring girl earth moon bunch");
                let sky = c.c.linv(&[(0.0, "#2a1a5a", 1.0), (0.6, "#a04a7a", 1.0), (1.0, "#f09a4a", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                c.dots(8, 10.0, 390.0, 10.0, 160.0, 2.5, "#fff0c0");
                // The park: dark trees, the path, a lit lamp.
                c.path("M-10 430Q200 410 410 430V610H-10Z", "#2a3a2a", 1.0);
                c.path("M120 610L180 430H230L300 610Z", "#c8a878", 1.0);
                c.circle(30.0, 380.0, 60.0, "#1a2a1e", 1.0);
                c.circle(380.0, 370.0, 70.0, "#1a2a1e", 1.0);
                c.stroke("M340 600V300", "#141414", 6.0, 1.0);
                c.soft();
                c.glow(340.0, 296.0, 40.0, "#ffe090", 0.9);
                c.end();
                // The planets on their strings.
                let (hx, hy) = (138.0, 318.0);
                let planets = [(60.0, 110.0, 34.0, "#e8b070"), (150.0, 70.0, 44.0, "#d8a060"), (210.0, 160.0, 30.0, "#c84a2a"), (90.0, 200.0, 22.0, "#b8b8c0")];
                for (k, &(x, y, r, col)) in planets.iter().enumerate() {
                    c.stroke(&format!("M{hx} {hy}L{x} {}", y + r), "#f4f4f4", 1.5, 0.9);
                    c.circle(x, y, r, col, 1.0);
                    if k == 1 {
                        c.stroke(&format!("M{} {}h{}M{} {}h{}", x - r * 0.9, y - 12.0, r * 1.8, x - r, y + 8.0, r * 2.0), "#a8603a", 6.0, 1.0);
                    }
                    if k == 0 {
                        c.g(&format!("transform=\"rotate(-18 {x} {y})\""));
                        c.ellipse(x, y, r * 1.8, r * 0.45, "#f4dca0", 0.0);
                        c.stroke(&format!("M{} {y}a{} {} 0 1 0 {} 0", x - r * 1.8, r * 1.8, r * 0.45, r * 3.6), "#f4dca0", 6.0, 1.0);
                        c.end();
                    }
                }
                // The old balloon seller.
                let seller = Look::new(1, "#5a4a6a", "#2a2a3a").old().beard().wear(Hat::Cap, "#3a3a4a").face(Expr::Tender).turn(0.4);
                let hold_up = Pose { hem: Some((16.0, -30.0)), ..stand() }.right_hand((16.0, -80.0), (20.0, -100.0));
                figure(c, &hold_up, 96.0, 530.0, 210.0, &seller, false);
                // The little girl walking away with the Earth, its moon tied on.
                let girl = Look::new(3, "#f0c020", "#3a3a6a").hair(Hair::Curly, 0).face(Expr::Delight).turn(0.5).gaze(Gaze::Up);
                let hold = Pose { head_r: 10.0, hem: Some((14.0, -30.0)), ..walk() }.right_hand((14.0, -78.0), (18.0, -96.0));
                figure(c, &hold, 250.0, 560.0, 140.0, &girl, false);
                c.stroke("M276 426L290 260M290 300L320 280", "#f4f4f4", 1.5, 0.9);
                c.circle(290.0, 230.0, 34.0, "#2a7ad8", 1.0);
                c.path("M270 214q14 -10 24 4q6 14 -8 20q-14 -2 -16 -24ZM296 240q10 -6 16 6q-4 12 -16 8Z", "#3aa84a", 1.0);
                c.circle(326.0, 270.0, 10.0, "#d8d8dc", 1.0);
            },
        ),
        card(
            "Make a wish",
            (CutPaper, Spring, CloseUp, Wistful),
            ["a girl blowing the seeds off a dandelion clock", "the seeds floating away with a tiny person hanging from each one, waving goodbye"],
            ("one tiny person still clings to the bare stalk, not ready to let go", "stalk"),
            ["Growing up", "Children grow up so fast", "Every seed she blew away carried someone off into the world, waving, except the one who held on to the stalk with both arms"],
            &["dandelion clock", "tiny people on seeds"],
            true,
            "A close view on a spring afternoon, a pale blue sky over a green meadow. A girl with long dark hair fills the lower left of the card, her eyes closed and her lips pursed, blowing at a dandelion clock held up in her hand. Half of the white seed head is gone. The seeds float up and away to the right, and from each little white parachute hangs a tiny person in bright clothes, holding on with both hands, some of them waving back at her. On the stalk just under the seed head, one tiny person in red holds on to the stalk with both arms.",
            |c| {
                c.drew("sky meadow girl hair eye lip dandelion clock hand seed head parachute person clothes stalk");
                let sky = c.c.linv(&[(0.0, "#8ec8e8", 1.0), (1.0, "#d8f0f0", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                c.path("M-10 470Q120 440 230 462Q330 480 410 452V610H-10Z", "#7ab85a", 1.0);
                c.path("M-10 520Q140 500 260 520Q340 534 410 516V610H-10Z", "#5a9a48", 1.0);
                c.ellipse(300.0, 90.0, 70.0, 22.0, "#ffffff", 0.8);
                c.ellipse(340.0, 76.0, 40.0, 18.0, "#ffffff", 0.8);
                // The dandelion: a stalk up from her hand, half the clock blown.
                c.stroke("M132 520Q170 420 226 318", "#6a9a3a", 7.0, 1.0);
                let mut d = String::new();
                for k in 0..32 {
                    let a = std::f64::consts::PI * (0.45 + 1.2 * k as f64 / 31.0);
                    let (x, y) = (226.0 + 68.0 * a.cos(), 300.0 - 68.0 * a.sin());
                    d.push_str(&format!("M226 300L{x:.0} {y:.0}"));
                }
                c.stroke(&d, "#f4f4f0", 2.5, 1.0);
                let mut e = String::new();
                for k in 0..32 {
                    let a = std::f64::consts::PI * (0.45 + 1.2 * k as f64 / 31.0);
                    let (x, y) = (226.0 + 73.0 * a.cos(), 300.0 - 73.0 * a.sin());
                    e.push_str(&format!("M{x:.0} {y:.0}m-6 0a6 6 0 1 0 12 0a6 6 0 1 0 -12 0"));
                }
                c.path(&e, "#ffffff", 1.0);
                c.circle(226.0, 300.0, 17.0, "#c8b070", 1.0);
                // The seeds drifting off up and to the right, a tiny person
                // hanging from each, some waving back.
                let folk = ["#e84a3a", "#3a7ac0", "#f0b020", "#8a4ab0", "#2a9a6a", "#e87aa0", "#3a3a8a"];
                for (k, (x, y, s)) in [(318.0, 262.0, 1.25), (356.0, 170.0, 1.15), (268.0, 150.0, 1.05), (322.0, 84.0, 0.95), (370.0, 330.0, 1.1), (200.0, 80.0, 0.85), (388.0, 40.0, 0.8)].iter().enumerate() {
                    let (x, y, s) = (*x, *y, *s);
                    c.g(&format!("transform=\"translate({x} {y}) scale({s})\""));
                    super::scene::dandelion_seed(c, 0.0, 0.0, 1.0);
                    // The tiny person: arms up to the seed, one waving.
                    let col = folk[k % folk.len()];
                    c.circle(0.0, 26.0, 5.5, ["#f0c8a0", "#8a5a3a", "#d8a070"][k % 3], 1.0);
                    c.path("M-6 32H6L7 50H-7Z", col, 1.0);
                    c.stroke("M-5 34L-3 12M5 34L3 12", col, 3.0, 1.0);
                    if k % 2 == 0 {
                        c.stroke("M5 34L3 12M6 36L16 28", col, 3.0, 1.0);
                    }
                    c.stroke("M-3 50L-4 62M3 50L5 62", "#3a3a4a", 3.0, 1.0);
                    c.end();
                }
                // The one who will not let go, hugging the stalk.
                c.g("transform=\"translate(206 356) rotate(30) scale(1.3)\"");
                c.circle(-8.0, -6.0, 6.0, "#f0c8a0", 1.0);
                c.path("M-10 0H2L4 18H-8Z", "#e83a2a", 1.0);
                c.stroke("M-8 4L6 -2M-6 10L8 6", "#e83a2a", 3.0, 1.0);
                c.stroke("M-6 18L-10 30M2 18L4 30", "#3a3a4a", 3.0, 1.0);
                c.end();
                // The girl, close, blowing.
                let girl = Look::new(4, "#f0a030", "#3a4a8a").hair(Hair::Long, 0).face(Expr::Whistle).turn(0.7).tilt(-8.0);
                portrait(c, 82.0, 440.0, 62.0, &girl);
                c.circle(24.0, 392.0, 20.0, "#2a1a14", 1.0);
                c.circle(132.0, 392.0, 20.0, "#2a1a14", 1.0);
                // Her breath, a few lines towards the clock.
                c.stroke("M150 430Q170 400 170 380M160 444Q186 420 192 396", "#ffffff", 2.5, 0.7);
                // Her hand round the stalk.
                c.path("M110 540Q104 510 126 506L146 510Q152 530 140 548Z", "#8a5a3a", 1.0);
                c.stroke("M124 512h20M122 522h22M124 532h18", "#6a3a22", 2.0, 1.0);
            },
        ),
        card(
            "Someone at the door",
            (CutPaper, Monochrome, Interior, Wistful),
            ["a little girl waiting on the bottom stair", "a long shadow coming in at the door"],
            ("her small red suitcase is packed and standing beside her", "suitcase"),
            ["Expectant", "Hope springs eternal", "She packed her little red suitcase at dawn and sat on the stairs all day; at dusk the door opened, and a long shadow came in before anyone did"],
            &["shadow at the door", "packed suitcase"],
            true,
            "A dark grey hall. The front door stands a little open on a blaze of white light, and through the gap a long black shadow of someone standing outside stretches in across the floor towards the stairs, hat and all. On the bottom stair of the dark staircase sits a little girl in a pale dress, hands in her lap, looking at the door; her small red suitcase, packed and closed, stands on the floor beside her.",
            |c| {
                c.drew("hall wall floor door gap light shadow head hat staircase stair girl dress hand lap suitcase handle");
                // A dark hall: grey wall, darker floor.
                c.c.rect(-10.0, -10.0, 420.0, 620.0, "#3c3c3a", 1.0);
                c.c.rect(-10.0, 460.0, 420.0, 150.0, "#222220", 1.0);
                // The doorway full of white light, the door swung almost shut.
                c.c.rect(206.0, 100.0, 150.0, 364.0, "#161616", 1.0);
                c.c.rect(220.0, 114.0, 122.0, 348.0, "#ffffff", 1.0);
                c.c.path("M220 114L290 104V474L220 462Z", "#1e1e1e", 1.0);
                c.c.circle(278.0, 300.0, 5.0, "#6a6a68", 1.0);
                // The light thrown in across the floor, and in it the shadow
                // of whoever stands outside, head first.
                c.c.path("M290 463L342 462L200 610H-10V570Z", "#e8e8e4", 1.0);
                crate::second::figures::shadow(&mut c.c, &stand().hat().dress(15.0, -22.0), 318.0, 463.0, 230.0, 1.0, 238.0, 1.0, 1.0);
                // The staircase going up on the left, a black cut-out.
                c.c.path("M-10 500H150V444H110V390H70V336H30V282H-10Z", "#121212", 1.0);
                c.stroke("M150 444H110V390H70V336H30V282", "#6a6a68", 3.0, 1.0);
                // The little girl on the bottom stair, hands in her lap, looking at the door.
                let girl = Look { young: true, ..Look::new(1, "#d8d8d4", "#d8d8d4").hair(Hair::Long, 0).face(Expr::Wistful).turn(0.7).gaze(Gaze::Side(1.0)) };
                let gp = sit_chair().child().dress(18.0, -30.0).lowered(10.0);
                figure(c, &gp, 112.0, 524.0, 222.0, &girl, false);
                // Her small red suitcase beside her.
                let red = "#c8281e";
                c.c.path("M8 470H82V536H8Z", red, 1.0);
                c.stroke("M30 470V456H60V470", "#121212", 6.0, 1.0);
                c.stroke("M8 484H82", "#7a1410", 3.0, 1.0);
            },
        ),
        card(
            "Someone is home",
            (CutPaper, Winter, CloseUp, Tender),
            ["a snowball cupped in a child's mittens", "a warm lit window inside it"],
            ("a small dark shadow stands in the lit window, looking out", "window"),
            ["Not alone", "People who live in glass houses shouldn't throw stones", "She was about to throw it, until she saw someone at its window looking out at her"],
            &["snowball", "someone inside"],
            false,
            "A close-up of two small hands in red knitted mittens, reaching out of dark coat sleeves on a snowy night and cupping a big snowball. In the snowball a small arched window glows warm, and in it stands a small dark shadow, looking out, as if someone lived inside. Its light spills onto the snow and the mittens, and snow falls all round.",
            |c| {
                c.drew("snowball snow night hand mitten coat sleeve window light shadow");
                // A plain night ground, without the paper's light from above.
                c.c.rect(-30.0, -30.0, 460.0, 660.0, "#2c3058", 1.0);
                c.dots(26, 0.0, 400.0, 0.0, 600.0, 3.0, "#b8c6e0");
                c.dots(12, 0.0, 400.0, 0.0, 560.0, 5.0, "#eef2f8");
                // The coat sleeves from the bottom corners.
                c.stroke("M-40 660Q10 580 96 500", "#3a4872", 120.0, 1.0);
                c.stroke("M440 660Q390 580 304 500", "#3a4872", 120.0, 1.0);
                // The big snowball, a shaded crescent and a few lumps.
                c.circle(200.0, 290.0, 124.0, "#eef2f8", 1.0);
                c.path("M304 222A124 124 0 0 1 110 376Q230 400 304 222Z", "#c4cee0", 1.0);
                c.circle(150.0, 214.0, 14.0, "#ffffff", 1.0);
                // The warm light spilling out round the window onto the snow.
                c.circle(200.0, 306.0, 70.0, "#f8e6c4", 1.0);
                c.circle(200.0, 306.0, 52.0, "#f8d49a", 1.0);
                // The small arched window, set into the snow, lit from inside,
                // and a small dark shadow standing in it, looking out.
                c.path("M168 346V296Q168 256 200 256Q232 256 232 296V346Z", "#8a6a4a", 1.0);
                c.path("M174 342V298Q174 264 200 264Q226 264 226 298V342Z", "#ffc04a", 1.0);
                c.path("M180 336V300Q180 272 200 272Q220 272 220 300V336Z", "#fff0b0", 1.0);
                c.circle(204.0, 290.0, 12.0, "#4a2a1a", 1.0);
                c.path("M176 342Q178 318 196 314H212Q226 318 228 342Z", "#4a2a1a", 1.0);
                c.stroke("M200 266V342M174 308H226", "#6a4022", 3.0, 1.0);
                c.ellipse(200.0, 346.0, 40.0, 7.0, "#ffffff", 1.0);
                // Two red knitted mittens cupping it from below, thumbs hooked
                // up its sides.
                let red = "#b02e38";
                let dark = "#7e1e28";
                for f in [1.0, -1.0] {
                    let x = |v: f64| if f > 0.0 { v } else { 400.0 - v };
                    c.blob(&[(x(78.0), 400.0), (x(70.0), 340.0), (x(84.0), 300.0), (x(108.0), 300.0), (x(118.0), 340.0), (x(128.0), 390.0)], red);
                    c.blob(&[(x(66.0), 500.0), (x(62.0), 420.0), (x(96.0), 372.0), (x(156.0), 378.0), (x(198.0), 406.0), (x(202.0), 440.0), (x(176.0), 470.0), (x(120.0), 506.0)], red);
                    c.stroke(&format!("M{} 364Q{} 386 {} 410", x(100.0), x(98.0), x(112.0)), dark, 4.0, 0.8);
                    c.stroke(&format!("M{} 420Q{} 410 {} 436M{} 452Q{} 444 {} 466", x(120.0), x(150.0), x(184.0), x(100.0), x(134.0), x(160.0)), dark, 3.0, 0.6);
                    // The window's light on the mitten's top edge.
                    c.stroke(&format!("M{} 384Q{} 380 {} 404", x(118.0), x(160.0), x(194.0)), "#e8705a", 6.0, 0.9);
                    // The ribbed cuff round the wrist.
                    c.stroke(&format!("M{} 478L{} 520", x(52.0), x(124.0)), "#d8c8b4", 26.0, 1.0);
                    c.stroke(&format!("M{} 486l10 -10M{} 498l10 -10M{} 510l10 -10M{} 522l10 -10", x(62.0), x(82.0), x(100.0), x(118.0)), "#a8987e", 3.0, 1.0);
                }
            },
        ),
        card(
            "The cabbage patch",
            (CutPaper, Spring, EyeLevel, Tender),
            ["an old woman watering her cabbage patch in spring", "a sleeping baby in a bonnet nestled in the heart of every cabbage"],
            ("a stork on the fence post watching her, an empty sling hanging from its beak", "stork"),
            ["New life", "Babies come from cabbages", "For a hundred springs the stork had carried every baby in the valley, until the day he found her patch"],
            &["babies grown in cabbages", "stork out of work"],
            true,
            "A spring vegetable garden under a pale sky, a low wooden fence and a small white cottage behind. In front are two rows of big green cabbages, and tucked into each cabbage by its leaves sleeps a baby in a white bonnet. On the left an old woman in a blue dress and a green apron stands by the patch, smiling tenderly, and waters them from a red watering can. On the fence post at the right stands a white stork with black wings and long red legs, an empty pink sling hanging from its beak, watching her.",
            |c| {
                c.drew("garden sky fence cottage cabbage cabbages baby babies bonnet woman dress apron watering can water stork wing sling beak post roof door window");
                c.sky(250.0);
                c.path("M250 110Q256 84 284 90Q300 66 330 78Q360 70 366 98Q392 102 386 118Z", "#ffffff", 0.9);
                // The cottage behind the fence.
                c.rect(214.0, 168.0, 130.0, 90.0, "#f8f0e0", 1.0);
                c.path("M200 172L279 112L358 172Z", "#c0583a", 1.0);
                c.rect(262.0, 206.0, 28.0, 52.0, "#3a7ac0", 1.0);
                c.rect(226.0, 190.0, 24.0, 22.0, "#9ac8e0", 1.0);
                c.rect(304.0, 190.0, 24.0, 22.0, "#9ac8e0", 1.0);
                // The garden soil.
                let soil = c.c.linv(&[(0.0, "#9a6a40", 1.0), (1.0, "#6a4226", 1.0)]);
                c.rect(-10.0, 250.0, 420.0, 360.0, &soil, 1.0);
                c.rect(-10.0, 244.0, 420.0, 14.0, "#7cbc52", 1.0);
                // The fence.
                for k in 0..12 {
                    let x = -6.0 + k as f64 * 36.0;
                    c.path(&format!("M{} 262V212L{} 202L{} 212V262Z", Num(x), Num(x + 9.0), Num(x + 18.0)), "#e8d4a8", 1.0);
                }
                c.rect(-10.0, 222.0, 420.0, 8.0, "#d8c090", 1.0);
                c.rect(-10.0, 244.0, 420.0, 8.0, "#d8c090", 1.0);
                // The big fence post the stork stands on.
                c.rect(322.0, 170.0, 30.0, 96.0, "#b89460", 1.0);
                // Rows of cabbages, each with a baby asleep in its heart:
                // (x, y, radius, skin).
                let patch: [(f64, f64, f64, usize); 5] = [
                    (168.0, 318.0, 36.0, 1),
                    (262.0, 312.0, 36.0, 4),
                    (354.0, 320.0, 36.0, 2),
                    (236.0, 486.0, 60.0, 3),
                    (350.0, 450.0, 48.0, 0),
                ];
                for (k, &(x, y, r, skin)) in patch.iter().enumerate() {
                    // The outer leaves spread open, the pale heart behind the baby.
                    c.ellipse(x - r * 0.85, y + r * 0.15, r * 0.7, r * 0.5, "#4e9a3a", 1.0);
                    c.ellipse(x + r * 0.85, y + r * 0.15, r * 0.7, r * 0.5, "#4e9a3a", 1.0);
                    c.circle(x, y - r * 0.15, r * 0.95, "#bfe494", 1.0);
                    c.stroke(&format!("M{} {}Q{} {} {} {}M{} {}Q{} {} {} {}", Num(x - r * 0.2), Num(y + r * 0.4), Num(x - r * 0.9), Num(y - r * 0.2), Num(x - r * 0.4), Num(y - r * 0.95), Num(x + r * 0.2), Num(y + r * 0.4), Num(x + r * 0.9), Num(y - r * 0.2), Num(x + r * 0.4), Num(y - r * 0.95)), "#8cc860", r * 0.07, 1.0);
                    // The baby asleep in a bonnet.
                    let baby = Look::new(skin, "#ffffff", "#ffffff").hair(Hair::Curly, k % 5).face(Expr::Asleep).wear(Hat::Knitted, "#fbf6ee").tilt(if k % 2 == 0 { 10.0 } else { -10.0 });
                    lone_head(c, x, y - r * 0.12, r * 0.5, &baby);
                    // Two inner leaves cupped under the chin like a blanket.
                    for (sx, col) in [(-1.0, "#74b84c"), (1.0, "#62aa42")] {
                        c.path(&format!("M{} {}Q{} {} {} {}Q{} {} {} {}Z", Num(x + sx * r * 0.95), Num(y + r * 0.05), Num(x + sx * r * 0.2), Num(y + r * 0.2), Num(x - sx * r * 0.25), Num(y + r * 0.5), Num(x + sx * r * 0.5), Num(y + r * 0.95), Num(x + sx * r * 0.95), Num(y + r * 0.05)), col, 1.0);
                    }
                }
                // The old woman at the left with her watering can.
                let gran = Look::new(1, "#3a6ab0", "#3a6ab0").hair(Hair::Bun, 5).old().face(Expr::Tender).turn(0.6).gaze(Gaze::Side(0.7));
                let water = Pose {
                    elbows: [(6.0, -60.0), (12.0, -58.0)],
                    hands: [(18.0, -58.0), (22.0, -62.0)],
                    hem: Some((20.0, -16.0)),
                    ..stand()
                };
                figure(c, &water, 82.0, 586.0, 330.0, &gran, false);
                // Her green apron.
                c.path("M70 430L112 428L118 540L64 544Z", "#5a9a4a", 1.0);
                // The red watering can in her hands, its spout over the big cabbage.
                c.g("transform=\"translate(164 376) rotate(30)\"");
                c.rect(-22.0, -18.0, 44.0, 38.0, "#d83a2a", 1.0);
                c.stroke("M-18 -18Q0 -40 16 -18", "#a82a1a", 6.0, 1.0);
                c.path("M18 6L64 -14L68 -6L20 16Z", "#d83a2a", 1.0);
                c.ellipse(68.0, -10.0, 5.0, 8.0, "#a82a1a", 1.0);
                c.end();
                c.stroke("M210 392l6 22M216 388l12 20M222 384l14 16", "#bfe3f2", 3.0, 0.9);
                // The stork on the fence post, the empty sling in its beak.
                c.g("transform=\"translate(336 170)\"");
                c.stroke("M-6 0V-38M6 0L2 -38", "#d8402a", 4.0, 1.0);
                c.ellipse(0.0, -58.0, 30.0, 20.0, "#ffffff", 1.0);
                c.path("M6 -70Q34 -70 40 -46Q22 -54 4 -50Z", "#1a1a1a", 1.0);
                c.stroke("M-16 -70Q-26 -96 -18 -110", "#ffffff", 9.0, 1.0);
                c.circle(-18.0, -112.0, 11.0, "#ffffff", 1.0);
                c.circle(-22.0, -115.0, 2.2, "#1a1a1a", 1.0);
                c.path("M-26 -114L-74 -102L-26 -108Z", "#d8402a", 1.0);
                c.stroke("M-68 -103Q-72 -80 -60 -70", "#ffffff", 2.5, 1.0);
                c.path("M-80 -74Q-60 -46 -40 -74Q-60 -64 -80 -74Z", "#f4c0d4", 1.0);
                c.stroke("M-52 -103Q-48 -82 -44 -74", "#ffffff", 2.5, 1.0);
                c.end();
            },
        ),
        card(
            "Before the first frost",
            (StainedGlass, Autumn, EyeLevel, Tender),
            ["an old woman buttoning a red coat onto a scarecrow", "an empty field at dusk"],
            ("the scarecrow's straw hand has come down to rest on her shoulder", "shoulder"),
            ["Faithfulness", "Clothes make the man", "Every year before the first frost she gave the scarecrow a warm coat, and this year, as she did up the last button, a straw hand came down onto her shoulder"],
            &["scarecrow in a coat", "straw hand on a shoulder"],
            true,
            "An empty harvested field at dusk under a deep blue sky, a big pale moon rising. An old woman in a grey cardigan and a headscarf stands close to a tall scarecrow and buttons a red coat onto it; the scarecrow has a sack for a head and an old brown hat. One of its straw arms still lies along the crossbar, but the other has come down to rest on her shoulder.",
            |c| {
                c.drew("field dusk sky moon woman cardigan headscarf scarecrow coat button sack head hat straw arm hand shoulder");
                // A deep blue dusk over a dark harvested field; a dull glow low down.
                c.c.rect(-10.0, -10.0, 420.0, 620.0, "#1c2646", 1.0);
                c.path("M-10 300Q200 280 410 300V470H-10Z", "#2c3a62", 1.0);
                c.path("M-10 392Q200 380 410 392V470H-10Z", "#6a5a4a", 1.0);
                c.path("M-10 452Q200 440 410 452V610H-10Z", "#3a2c1c", 1.0);
                c.g("stroke-width=\"3\"");
                for i in 0..9 {
                    let y = 470.0 + i as f64 * 16.0;
                    c.stroke(&format!("M-10 {y}Q200 {} 410 {y}", y - 8.0), "#5a4428", 3.0, 1.0);
                }
                c.end();
                // A big pale moon rising behind him.
                c.circle(322.0, 150.0, 58.0, "#e8ddb4", 1.0);
                let straw = "#d8b048";
                let dark = "#0a0a12";
                c.g("transform=\"translate(-34 0)\"");
                // The scarecrow's pole and, on its right, the crossbar.
                c.g("stroke-width=\"3\"");
                c.rect(262.0, 150.0, 14.0, 450.0, "#5a3a1e", 1.0);
                c.rect(268.0, 268.0, 112.0, 12.0, "#5a3a1e", 1.0);
                // Straw sticking out below the coat.
                c.path("M232 426L222 470L240 436L246 476L256 436L270 480L278 436L292 472L296 430Z", straw, 1.0);
                // The right sleeve along the crossbar, straw at its cuff.
                c.path("M300 262L364 264L366 290L300 296Z", "#c42a22", 1.0);
                c.path("M364 264L396 252L386 272L400 282L384 286L394 302L366 290Z", straw, 1.0);
                // The red coat, hanging from the shoulders.
                c.path("M226 262Q270 246 312 262L318 300L306 432Q270 440 226 432L214 300Z", "#c42a22", 1.0);
                c.end();
                c.stroke("M268 262L262 300L268 430", dark, 3.0, 1.0);
                c.path("M246 262L268 300L290 262L270 270Z", "#8a1a16", 1.0);
                for y in [318.0, 352.0, 386.0] {
                    c.circle(272.0, y, 4.0, "#2a1410", 1.0);
                }
                // The sack head and the old brown hat.
                c.g("stroke-width=\"3\"");
                c.circle(270.0, 214.0, 38.0, "#c8a878", 1.0);
                c.path("M222 192Q270 178 318 192Q304 200 270 200Q236 200 222 192Z", "#4a2c1a", 1.0);
                c.path("M238 192Q238 150 270 148Q302 150 302 192Z", "#5a3820", 1.0);
                c.end();
                c.stroke("M240 238Q270 250 300 238", "#7a5a3a", 2.5, 1.0);
                c.stroke("M248 246V252M262 249V256M276 249V256M290 246V252", "#7a5a3a", 2.0, 1.0);
                c.end();
                // The old woman, close in front of him, buttoning the coat.
                c.g("stroke-width=\"2.5\"");
                let woman = Look::new(0, "#6a7a70", "#2a2a36")
                    .old()
                    .hair(Hair::Bun, 5)
                    .wear(Hat::Headscarf, "#3a4a6a")
                    .face(Expr::Tender)
                    .turn(0.6)
                    .tilt(-6.0);
                let button = Pose {
                    elbows: [(16.0, -64.0), (20.0, -66.0)],
                    hands: [(34.0, -74.0), (36.0, -78.0)],
                    ..stand()
                };
                figure(c, &button, 104.0, 596.0, 300.0, &woman, false);
                c.end();
                // His other sleeve, come down off the crossbar, and its straw
                // hand laid on her shoulder.
                c.g("stroke-width=\"3\"");
                let arm = "M200 270Q162 272 158 306Q154 346 148 376";
                c.stroke(arm, dark, 30.0, 1.0);
                c.stroke(arm, "#c42a22", 23.0, 1.0);
                c.path("M156 374L136 398L142 382L122 392L134 376L118 372L138 364Z", straw, 1.0);
                c.end();
            },
        ),
        card(
            "Moving day",
            (StainedGlass, WarmInterior, Interior, Wistful),
            ["a woman carrying the last box out of an emptied room", "the pale shapes on the faded wallpaper where things used to be"],
            ("one of the pale shapes on the wallpaper is a person", "person"),
            [
                "Leaving",
                "The walls remember",
                "When the pictures came down, every one of them had left its shape on the wall, and so had the person who had stood by the window all those years",
            ],
            &["pale shapes on wallpaper", "last box"],
            true,
            "An emptied room in warm evening light from a tall window, bare floorboards and a few taped cardboard boxes. A woman in a green coat carries the last box towards the open door on the right and looks back over her shoulder. On the faded red wallpaper, brighter rectangles show where frames used to hang, and beside the window one bright patch has the shape of a person standing. On the door frame are pencilled lines of a child's height, one above the other.",
            |c| {
                c.drew("room window floorboard box woman coat door wallpaper person frame pencil line shoulder");
                // Faded red wallpaper in warm evening light.
                c.rect(-10.0, -10.0, 420.0, 430.0, "#b8503a", 1.0);
                c.stroke("M20 -10V420M70 -10V420M120 -10V420M170 -10V420M220 -10V420M270 -10V420", "#a04030", 3.0, 0.6);
                c.rect(-10.0, 410.0, 420.0, 210.0, "#a8703a", 1.0);
                c.stroke("M-10 450H410M-10 500H410M-10 560H410", "#7a4a22", 3.0, 1.0);
                // The tall window and its evening light on the floor.
                c.rect(30.0, 70.0, 90.0, 230.0, "#f8d890", 1.0);
                c.stroke("M30 70h90v230h-90ZM75 70v230M30 185h90", "#5a2a1a", 6.0, 1.0);
                c.path("M30 420L120 420L200 600H40Z", "#f8d890", 0.35);
                // The brighter patches where pictures hung, and the person-shaped one.
                for (x, y, w, h) in [(160.0, 80.0, 60.0, 80.0), (236.0, 110.0, 90.0, 60.0), (180.0, 200.0, 44.0, 44.0)] {
                    c.rect(x, y, w, h, "#e8886a", 1.0);
                }
                c.path("M132 160Q132 136 150 136Q168 136 168 160Q168 172 160 178Q184 184 188 214L192 330H108L112 214Q116 184 140 178Q132 172 132 160Z", "#e8886a", 1.0);
                // The open door on the right, the pencilled heights on its frame.
                c.rect(318.0, 190.0, 80.0, 230.0, "#3a2418", 1.0);
                c.rect(310.0, 186.0, 10.0, 236.0, "#e8d8b8", 1.0);
                c.stroke("M302 400h16M302 374h16M302 350h16M302 322h16M302 300h16", "#3a3a3a", 2.0, 1.0);
                // Taped cardboard boxes left on the floor.
                for (x, y, w, h) in [(150.0, 470.0, 80.0, 60.0), (170.0, 420.0, 56.0, 50.0)] {
                    c.rect(x, y, w, h, "#c8a060", 1.0);
                    c.stroke(&format!("M{x} {}h{w}", y + 10.0), "#e8d8a8", 6.0, 1.0);
                }
                // The woman with the last box, looking back.
                let woman = Look::new(2, "#3a7a4a", "#2a2a3a").hair(Hair::Bun, 1).face(Expr::Wistful).turn(-0.8).gaze(Gaze::Side(-1.0));
                let carry = Pose {
                    elbows: [(8.0, -62.0), (12.0, -60.0)],
                    hands: [(14.0, -56.0), (18.0, -54.0)],
                    hem: Some((12.0, -24.0)),
                    ..walk()
                };
                figure(c, &carry, 290.0, 560.0, 260.0, &woman, false);
                c.rect(268.0, 378.0, 74.0, 58.0, "#c8a060", 1.0);
                c.stroke("M268 388h74", "#e8d8a8", 6.0, 1.0);
            },
        ),
        card(
            "The rain harp",
            (StainedGlass, Spring, EyeLevel, Calm),
            ["a girl in a yellow raincoat under a spring shower, plucking the straight lines of rain like the strings of a harp", "the notes floating up from the rain into the bright sky"],
            ("a frog in the puddle at her feet is singing along", "frog"),
            ["Harmony", "Music to my ears", "When it rained she went out to practise, and the frog from the pond always came to sing the low part"],
            &["harp of rain", "girl in a raincoat"],
            true,
            "A green spring garden with tulips, a small grey cloud low over it and bright sky all around. From the cloud the rain falls in long, straight, shining lines like the strings of a harp, and a girl in a yellow raincoat and red boots stands among them, her eyes closed, plucking the lines of rain with her fingers. Musical notes float up and away from the strings into the sky. A frog in the puddle at her feet is singing along, its mouth wide open.",
            |c| {
                c.drew("garden tulip cloud sky rain line string harp girl raincoat boot eye finger note puddle frog mouth");
                let sky = c.c.linv(&[(0.0, "#7ac0f0", 1.0), (1.0, "#d8f0f8", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                c.path("M-10 460Q200 430 410 456V610H-10Z", "#6ab848", 1.0);
                for (x, col) in [(30.0, "#e83a4a"), (60.0, "#f0c020"), (340.0, "#e86aa0"), (372.0, "#e83a4a"), (300.0, "#f0c020")] {
                    c.stroke(&format!("M{x} 560V500"), "#3a8a3a", 4.0, 1.0);
                    c.path(&format!("M{} 500q-2 -22 12 -22q14 0 12 22Z", x - 12.0), col, 1.0);
                }
                // The small grey cloud and its rain falling in straight strings.
                for (x, y, r) in [(130.0, 70.0, 40.0), (180.0, 50.0, 50.0), (240.0, 60.0, 44.0), (280.0, 80.0, 34.0), (200.0, 90.0, 40.0)] {
                    c.circle(x, y, r, "#8a92a0", 1.0);
                }
                let mut s = String::new();
                for k in 0..9 {
                    let x = 110.0 + k as f64 * 22.0;
                    s.push_str(&format!("M{x} 110V520"));
                }
                c.stroke(&s, "#eef6ff", 3.0, 1.0);
                // The girl among the strings, plucking them.
                let girl = Look::new(2, "#f0c020", "#3a3a4a").hair(Hair::Curly, 0).face(Expr::Tender).wear(Hat::WideBrim, "#f0c020");
                let play = Pose { hem: Some((18.0, -30.0)), ..stand() }.left_hand((-20.0, -66.0), (-28.0, -80.0)).right_hand((20.0, -66.0), (28.0, -78.0));
                figure(c, &play, 200.0, 540.0, 300.0, &girl, false);
                c.path("M180 520h18v20h-22ZM204 520h18l4 20h-22Z", "#d8322a", 1.0);
                // The strings she plucks, bent under her fingers.
                c.stroke("M112 300Q116 320 110 340M286 300Q282 318 288 336", "#ffffff", 3.0, 1.0);
                // Notes floating up into the sky.
                for (x, y, s) in [(60.0, 260.0, 1.0), (40.0, 190.0, 0.8), (340.0, 250.0, 1.0), (360.0, 170.0, 0.9), (320.0, 120.0, 0.7), (70.0, 130.0, 0.7)] {
                    c.g(&format!("transform=\"translate({x} {y}) scale({s})\""));
                    c.ellipse(0.0, 0.0, 9.0, 7.0, "#2a2a6a", 1.0);
                    c.stroke("M8 0V-30l12 6", "#2a2a6a", 3.0, 1.0);
                    c.end();
                }
                // The puddle and the frog singing along.
                c.ellipse(290.0, 560.0, 70.0, 16.0, "#9ad0f0", 1.0);
                c.ellipse(300.0, 550.0, 24.0, 16.0, "#4a9a3a", 1.0);
                c.circle(290.0, 536.0, 7.0, "#4a9a3a", 1.0);
                c.circle(310.0, 536.0, 7.0, "#4a9a3a", 1.0);
                c.circle(290.0, 535.0, 3.0, "#1a1a1a", 1.0);
                c.circle(310.0, 535.0, 3.0, "#1a1a1a", 1.0);
                c.ellipse(300.0, 552.0, 12.0, 6.0, "#c83a3a", 1.0);
                c.g("transform=\"translate(330 510) scale(0.6)\"");
                c.ellipse(0.0, 0.0, 9.0, 7.0, "#2a2a6a", 1.0);
                c.stroke("M8 0V-30", "#2a2a6a", 3.0, 1.0);
                c.end();
            },
        ),
        card(
            "First snow",
            (StainedGlass, WarmInterior, HugeInTiny, Festive),
            ["a grandmother at her kitchen table sifting flour through a sieve", "the tiny village on the table below, where the flour falls as the first snow of winter"],
            ("a tiny sledge has left its track across the table, right to the edge", "sledge"),
            ["Magic", "Christmas comes but once a year", "Every year on the first of December she bakes, and every year the little village on her table gets its first snow and gets out its sledge"],
            &["flour falling as snow", "village on a kitchen table"],
            true,
            "A warm kitchen in the evening. A grandmother in a red apron, her grey hair in a bun, stands at a wooden table and holds a sieve high, tapping it gently, smiling down. The flour drifts out of it as snow onto a tiny village on the table below: little gingerbread houses with icing on their roofs and lit windows, fir trees, a church with a spire, and tiny people in scarves looking up at the snow, holding out their hands. A tiny sledge has left its track across the table, right to the edge.",
            |c| {
                c.drew("kitchen grandmother apron hair table sieve flour snow village house roof icing window fir tree church spire people scarf hand sledge");
                c.full("#e8a050", 1.0);
                c.rect(-10.0, -10.0, 420.0, 330.0, "#d88a48", 1.0);
                // The grandmother behind the table, the sieve held high.
                let gran = Look::new(1, "#d83a3a", "#3a3a4a").old().hair(Hair::Bun, 5).face(Expr::Tender).tilt(10.0);
                let sift = Pose { hem: Some((20.0, -6.0)), ..stand() }.left_hand((-20.0, -96.0), (-12.0, -112.0)).right_hand((20.0, -96.0), (12.0, -112.0));
                figure(c, &sift, 200.0, 650.0, 500.0, &gran, false);
                c.path("M172 300H228L236 360H164Z", "#f4ece0", 0.9);
                // The sieve.
                c.ellipse(200.0, 80.0, 64.0, 16.0, "#9a9aa2", 1.0);
                c.path("M136 80Q140 116 200 120Q260 116 264 80Z", "#c8c8d0", 1.0);
                c.stroke("M150 90L250 110M150 106L250 90M170 86V116M200 84V120M230 86V116", "#8a8a92", 1.5, 0.8);
                // The table top.
                c.rect(-10.0, 360.0, 420.0, 260.0, "#8a5a30", 1.0);
                c.rect(-10.0, 356.0, 420.0, 8.0, "#a87040", 1.0);
                // The flour falling as snow.
                c.dots(90, 40.0, 360.0, 120.0, 480.0, 3.0, "#ffffff");
                // The tiny village on the table, snow on its roofs.
                c.path("M-10 560Q80 500 200 520Q320 500 410 540V620H-10Z", "#f8f8f4", 1.0);
                for (x, y, w, h) in [(40.0, 500.0, 50.0, 40.0), (120.0, 480.0, 46.0, 36.0), (290.0, 486.0, 48.0, 38.0), (350.0, 504.0, 44.0, 34.0)] {
                    c.rect(x, y, w, h, "#b8783a", 1.0);
                    c.path(&format!("M{} {}L{} {}L{} {}Z", x - 6.0, y, x + w / 2.0, y - h * 0.7, x + w + 6.0, y), "#fbfbf8", 1.0);
                    c.rect(x + w * 0.3, y + h * 0.35, w * 0.22, h * 0.3, "#ffd860", 1.0);
                }
                // The church with its spire.
                c.rect(196.0, 440.0, 40.0, 70.0, "#c8884a", 1.0);
                c.path("M190 440L216 380L242 440Z", "#fbfbf8", 1.0);
                c.rect(210.0, 470.0, 12.0, 18.0, "#ffd860", 1.0);
                // Fir trees.
                for (x, y) in [(100.0, 540.0), (180.0, 530.0), (260.0, 536.0), (30.0, 580.0), (330.0, 570.0)] {
                    c.path(&format!("M{x} {}l-12 26h24Z M{x} {}l-9 18h18Z", y - 26.0, y - 40.0), "#2a6a4a", 1.0);
                }
                // Tiny people looking up, hands out.
                for (k, x) in [150.0, 250.0, 310.0].iter().enumerate() {
                    let l = Look::new(k + 1, ["#3a6aa8", "#2a8a5a", "#8a3a8a"][k], "#3a3a4a").hair(Hair::Short, k).face(Expr::Delight).gaze(Gaze::Up);
                    figure(c, &arms_up(), *x, 580.0, 40.0, &l, false);
                }
                // The sledge track running off the edge of the table.
                c.stroke("M170 590Q120 600 60 612M176 596Q126 606 66 618", "#c8c8cc", 2.0, 1.0);
                c.rect(160.0, 582.0, 20.0, 8.0, "#c83a2a", 1.0);
            },
        ),
        card(
            "The boy who unzipped the sky",
            (StainedGlass, Monochrome, WormsEye, Absurd),
            ["a boy hanging from a zip pull", "the night behind the sky"],
            ("stars are already tumbling out of the gap and falling past him", "stars"),
            ["Curious", "There is more than meets the eye", "He only wanted to see what was behind the sky, and now the stars are falling out"],
            &["zip in the sky", "night behind the day"],
            true,
            "Looking straight up between two black skyscrapers with rows of windows at a pale grey sky, which has a zip down the middle. A boy in a red jumper hangs with both hands from its red pull and has dragged it half way down: above him the sky gapes open on a black night full of stars and a crescent moon, and a few yellow stars are already tumbling out of the gap and falling past him.",
            |c| {
                c.drew("skyscraper window sky zip gap boy jumper night star moon");
                let p = c.p;
                let sky = c.linv(&[(0.0, "#d4d4d4", 1.0), (1.0, "#f4f4f4", 1.0)]);
                c.c.full(&sky, 1.0);
                // Two black towers seen from their foot, leaning in towards a
                // point high above, out of the top of the card.
                let (vx, vy) = (200.0, -700.0);
                let at = |xb: f64, y: f64| xb + (vx - xb) * (620.0 - y) / (620.0 - vy);
                let n = |v: f64| v.round() as i32;
                let quad = |xa: f64, xb: f64, y0: f64, y1: f64| format!("M{} {}L{} {}L{} {}L{} {}Z", n(at(xa, y0)), n(y0), n(at(xb, y0)), n(y0), n(at(xb, y1)), n(y1), n(at(xa, y1)), n(y1));
                c.path(&(quad(-700.0, 30.0, 640.0, -20.0) + &quad(370.0, 1100.0, 640.0, -20.0)), "#141414", 1.0);
                c.path(&quad(30.0, 76.0, 640.0, -20.0), "#464646", 1.0);
                c.path(&quad(324.0, 370.0, 640.0, -20.0), "#5a5a5a", 1.0);
                // Rows of windows, storeys shrinking as they rise, a few lit.
                let (mut dark, mut lit) = (String::new(), String::new());
                let mut y = 620.0;
                let mut row = 0;
                while y > 0.0 {
                    let h = 16.0 + 20.0 * y / 620.0;
                    for k in 0..5 {
                        for (side, xa) in [(0, -268.0 + 60.0 * k as f64), (1, 368.0 + 60.0 * (5 - k) as f64)] {
                            let (y0, y1) = (y - h * 0.25, y - h * 0.75);
                            let (l, r) = (at(xa, y1).min(at(xa, y0)), at(xa + 34.0, y1).max(at(xa + 34.0, y0)));
                            if r < 0.0 || l > 400.0 {
                                continue;
                            }
                            let d = quad(xa, xa + 34.0, y0, y1);
                            if (row * 5 + k * 3 + side) % 6 == 0 { lit += &d } else { dark += &d }
                        }
                    }
                    y -= h;
                    row += 1;
                }
                c.soft();
                c.path(&dark, "#3a3a3a", 1.0);
                c.path(&lit, "#e8e8e8", 1.0);
                c.end();
                // The zip pulled half way down the sky: the gap above the
                // slider opens on the night, its two rows of teeth curling back.
                let q = |t: f64, side: f64| {
                    let (x0, y0, cx, cy, x1, y1) = (200.0 + 52.0 * side, -20.0, 200.0 + 30.0 * side, 150.0, 200.0, 286.0);
                    let u = 1.0 - t;
                    (u * u * x0 + 2.0 * u * t * cx + t * t * x1, u * u * y0 + 2.0 * u * t * cy + t * t * y1)
                };
                let gap = "M148 -20Q170 150 200 286Q230 150 252 -20Z";
                c.stroke(gap, "#8a8a8a", 22.0, 1.0);
                c.path(gap, "#050505", 1.0);
                // The night inside: stars and a thin crescent moon.
                c.clip(gap);
                let mut d = String::new();
                for (x, y) in [(180.0, 20.0), (214.0, 56.0), (190.0, 110.0), (226.0, 150.0), (204.0, 200.0), (170.0, 70.0), (236.0, 16.0)] {
                    d += &format!("M{x} {y}h.1");
                }
                c.stroke(&d, "#ffffff", 5.0, 1.0);
                c.path(&crate::canvas::star_d(200.0, 160.0, 12.0), "#ffffff", 1.0);
                c.path("M208 64a26 26 0 1 0 22 38a22 22 0 1 1 -22 -38Z", "#f4f0d8", 1.0);
                c.end();
                // The teeth, on both edges of the gap and down the closed seam.
                let mut teeth = String::new();
                for side in [-1.0, 1.0] {
                    for k in 0..22 {
                        let (x, y) = q(k as f64 / 22.0, side);
                        teeth += &format!("M{:.0} {:.0}h{}", x, y, side * 9.0);
                    }
                }
                for k in 0..18 {
                    let y = 330.0 + k as f64 * 16.0;
                    teeth += &format!("M193 {y}h14");
                }
                c.stroke(&teeth, "#101010", 7.0, 1.0);
                c.stroke(&teeth, "#bcbcbc", 3.5, 1.0);
                // The slider and its red pull, which the boy hangs from.
                let red = p.accent;
                c.path("M188 282h24l-3 26h-18Z", "#2a2a2a", 1.0);
                c.path("M193 304h14l3 44q-10 8 -20 0Z", red, 1.0);
                c.stroke("M193 304h14l3 44q-10 8 -20 0Z", "#101010", 3.0, 1.0);
                c.circle(200.0, 336.0, 4.0, "#f4f4f4", 1.0);
                // The boy, dangling from it by both hands, legs swinging,
                // looking up at the night he has let in.
                let hang = Pose {
                    elbows: [(-13.0, -99.0), (13.0, -99.0)],
                    hands: [(-5.0, -114.0), (5.0, -114.0)],
                    knees: [(-5.0, -25.0), (7.0, -28.0)],
                    feet: [(-7.0, -2.0), (14.0, -8.0)],
                    ..stand()
                }
                .child();
                let boy = Look::new(1, red, "#2a2a2a").hair(Hair::Curly, 0).face(Expr::Delight).gaze(Gaze::Up);
                let (bh, by) = (220.0, 588.0);
                figure_unshadowed(c, &hang, 200.0, by, bh, &boy, false);
                // Stars fallen out of the gap, tumbling past him.
                for (x, y, r) in [(268.0, 352.0, 21.0), (124.0, 424.0, 19.0), (282.0, 478.0, 18.0), (138.0, 540.0, 16.0)] {
                    let s = crate::canvas::star_d(x, y, r);
                    c.stroke(&s, "#101010", 1.5, 1.0);
                    c.path(&s, "#ffd84a", 1.0);
                }
            },
        ),
        card(
            "The trick",
            (StainedGlass, WarmInterior, Hands, Festive),
            ["a magician's gloved hands pulling a rabbit out of his hat", "the rabbit pulling a little magician out of its own"],
            ("the little magician's hat has two white rabbit ears poking out of it", "ears"),
            ["Outwitted", "The tables have turned", "Every night the magician pulled the rabbit out by the ears, until the night the rabbit brought a hat of its own"],
            &["magician's rabbit", "hat within a hat"],
            true,
            "At a party, under strings of bunting, two white-gloved hands in black sleeves reach down and pull a white rabbit up by its ears out of a big black top hat with a red band. The rabbit, calm and unimpressed, holds a small black top hat upside down in one paw, and with the other it has pulled a little man in a black suit out of it by the hands; he dangles in the air with a shocked face and a wand. Two small white rabbit ears poke out of the top of his own top hat.",
            |c| {
                c.drew("party bunting flag hand glove sleeve rabbit ear paw hat man magician suit wand face wall confetti");
                let p = c.p;
                // A warm party wall under bunting.
                let bg = c.linv(&[(0.0, p.wall[0], 1.0), (1.0, p.wall[1], 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &bg, 1.0);
                c.stroke("M-10 20Q100 60 200 30T410 26", p.dark, 2.0, 0.8);
                let mut f = [String::new(), String::new()];
                for k in 0..11 {
                    let x = -4 + k * 38;
                    let y = 30 + ((k as f64 * 0.6).sin() * 8.0) as i32;
                    let _ = write!(f[k as usize % 2], "M{x} {y}l30 2l-14 34Z");
                }
                c.path(&f[0], p.cloth[0], 1.0);
                c.path(&f[1], p.cloth[2], 1.0);
                c.confetti(24, 10.0, 390.0, 80.0, 400.0, &[p.accent, p.accent2, p.light]);
                // The big top hat, its opening towards us.
                let ink = "#1a1418";
                c.ellipse(200.0, 470.0, 140.0, 34.0, "#2a2228", 1.0);
                c.ellipse(200.0, 470.0, 110.0, 22.0, "#000000", 1.0);
                // The rabbit, hauled up by the ears.
                let (w, sh) = ("#fbf6ee", "#d8ccc0");
                c.path("M186 176Q168 120 176 62Q190 56 196 70Q204 120 200 176ZM214 176Q222 120 232 66Q246 62 246 76Q236 124 224 178Z", w, 1.0);
                c.path("M184 120Q180 90 184 72Q190 72 192 90L194 130ZM222 120Q228 92 234 76Q240 78 238 92L226 130Z", "#f4b0b8", 1.0);
                c.ellipse(200.0, 374.0, 62.0, 110.0, w, 1.0);
                c.ellipse(200.0, 390.0, 40.0, 60.0, sh, 0.5);
                c.ellipse(200.0, 214.0, 50.0, 44.0, w, 1.0);
                for x in [180.0, 220.0] {
                    c.ellipse(x, 210.0, 11.0, 10.0, "#ffffff", 1.0);
                    c.circle(x, 214.0, 5.0, "#2a1a1a", 1.0);
                    c.path(&format!("M{} 209h24v-12h-24Z", x - 12.0), w, 1.0);
                    c.stroke(&format!("M{} 209h24", x - 12.0), "#5a4040", 3.0, 1.0);
                }
                c.path("M192 228h16l-8 9Z", "#e07888", 1.0);
                c.stroke("M200 237v8M200 245q-8 6 -14 2M200 245q8 6 14 2M186 236l-36 -6M186 242l-36 4M214 236l36 -6M214 242l36 4", "#8a6a6a", 2.0, 1.0);
                // The front of the hat, over the rabbit's legs.
                c.path("M60 470A140 34 0 0 0 340 470L328 486L316 610H84L72 486Z", ink, 1.0);
                c.path("M60 470A140 34 0 0 0 340 470L310 470A110 22 0 0 1 90 470Z", "#2a2228", 1.0);
                c.rect(78.0, 520.0, 244.0, 30.0, p.accent, 1.0);
                // The magician's gloved hands pinching the ears.
                c.stroke("M-20 -10Q90 40 166 74", ink, 40.0, 1.0);
                c.stroke("M420 -10Q320 40 250 76", ink, 40.0, 1.0);
                for (x, m) in [(176.0, 1.0), (240.0, -1.0)] {
                    c.ellipse(x - 22.0 * m, 66.0, 16.0, 26.0, "#ffffff", 1.0);
                    c.path(&format!("M{} 48Q{} 40 {} 58Q{} 80 {} 86Q{} 80 {} 48Z", x - 30.0 * m, x, x + 8.0 * m, x + 10.0 * m, x, x - 18.0 * m, x - 30.0 * m), "#ffffff", 1.0);
                    c.stroke(&format!("M{} 70l{} -6M{} 80l{} -4", x - 8.0 * m, 14.0 * m, x - 8.0 * m, 14.0 * m), "#c8c0c8", 2.0, 1.0);
                }
                // In one paw the rabbit's own small hat, upside down.
                c.stroke("M156 320Q130 330 118 350", w, 18.0, 1.0);
                c.path("M84 350L90 404H140L146 350Z", ink, 1.0);
                c.ellipse(115.0, 350.0, 38.0, 10.0, "#2a2228", 1.0);
                c.ellipse(115.0, 350.0, 28.0, 6.0, "#000000", 1.0);
                c.rect(88.0, 370.0, 56.0, 8.0, p.accent, 1.0);
                // In the other, the little magician it has pulled out of it.
                c.stroke("M244 320Q274 300 284 268", w, 18.0, 1.0);
                let mage = Look::new(2, ink, ink).hair(Hair::Short, 0).face(Expr::Shock).wear(Hat::Top, ink);
                figure_unshadowed(c, &arms_up(), 302.0, 428.0, 160.0, &mage, false);
                c.stroke("M334 256l30 -26", ink, 5.0, 1.0);
                c.stroke("M358 236l8 -7", "#ffffff", 5.0, 1.0);
                c.ellipse(284.0, 216.0, 12.0, 32.0, w, 1.0);
                c.ellipse(314.0, 216.0, 12.0, 32.0, w, 1.0);
                c.ellipse(284.0, 220.0, 5.0, 22.0, "#f4a8b8", 1.0);
                c.ellipse(314.0, 220.0, 5.0, 22.0, "#f4a8b8", 1.0);
            },
        ),
        card(
            "Story time",
            (GoldTempera, WarmInterior, CloseUp, Tender),
            ["a small child tucked up in bed, wide awake and listening", "the monster from under the bed reading the child a story"],
            ("the child's hand holds one of the monster's claws", "claw"),
            [
                "Safe and sound",
                "Never judge a book by its cover",
                "Every night after the light went out, the thing under the bed read one more chapter to the child, who held its claw until the end",
            ],
            &["monster under the bed", "bedtime story"],
            true,
            "A close-up of a bed by lamplight in a warm golden room. A small child in striped pyjamas sits propped up on a big white pillow under a blue quilt, wide awake, eyes on the book. From the dark under the bed a big shaggy green monster has risen over the edge of the quilt: two curved horns, big round yellow eyes with small round glasses on its nose, and in its claws an open book that it is reading aloud. The child has reached down over the quilt and holds one of the monster's claws. On a small table beside the bed a candle burns low.",
            |c| {
                c.drew("bed lamp room child arm pyjamas pillow quilt monster horn eye glasses nose claw book page table candle flame");
                // The warm room and the lamp's glow.
                let wall = c.c.rad(&[(0.0, "#f0c068", 1.0), (0.5, "#b86a28", 1.0), (1.0, "#4a2410", 1.0)], 0.78, 0.22, 0.95);
                c.c.full(&wall, 1.0);
                c.glow(318.0, 120.0, 160.0, "#ffe0a0", 0.7);
                // The lamp on the wall.
                c.path("M292 96H344L334 136H302Z", "#f8e0a0", 1.0);
                c.stroke("M318 136V160", "#5a3414", 5.0, 1.0);
                // The headboard and the big pillow.
                c.path("M30 180Q30 140 70 140H330Q370 140 370 180V420H30Z", "#6a3414", 1.0);
                c.stroke("M60 170H340", "#c88a3a", 4.0, 0.8);
                c.path("M52 236Q50 196 110 196H290Q350 196 348 236Q352 300 300 308H100Q48 300 52 236Z", "#f8f0dc", 1.0);
                // The boy sitting up, listening.
                let boy = Look::new(3, "#e8d8a8", "#e8d8a8").hair(Hair::Curly, 0).face(Expr::Delight).gaze(Gaze::Side(0.6)).turn(0.2);
                portrait(c, 156.0, 250.0, 44.0, &boy);
                c.stroke("M96 330Q150 322 216 330M92 360Q150 352 220 362M94 392Q150 384 222 392", "#4a6aa8", 7.0, 1.0);
                // The quilt over his knees, up to his chest.
                c.path("M-10 390Q80 372 200 380Q320 372 410 392V620H-10Z", "#2a4e8a", 1.0);
                c.stroke("M-10 430Q100 414 200 424Q300 414 410 432M60 392V620M150 384V620M250 384V620M340 390V620", "#5a7ab8", 4.0, 0.7);
                // The monster, risen from under the bed over the edge of the quilt.
                let fur = "#3e7a4a";
                c.path("M150 620Q140 470 200 420Q250 384 300 420Q370 470 372 620Z", fur, 1.0);
                c.stroke("M180 470l-8 -14M204 436l-4 -16M300 436l6 -14M336 470l10 -12M164 520l-12 -8M356 520l12 -8", fur, 7.0, 1.0);
                // Its curved horns.
                c.path("M204 424Q176 380 200 350Q196 386 224 414Z", "#f0e4c0", 1.0);
                c.path("M296 424Q324 380 300 350Q304 386 276 414Z", "#f0e4c0", 1.0);
                // Its big round yellow eyes behind small round glasses.
                for x in [228.0, 278.0] {
                    c.circle(x, 458.0, 20.0, "#f8d840", 1.0);
                    c.circle(x - 2.0, 452.0, 8.0, "#1a140c", 1.0);
                    c.circle(x - 5.0, 449.0, 3.0, "#ffffff", 1.0);
                    c.stroke(&format!("M{} 458m-22 0a22 22 0 1 0 44 0a22 22 0 1 0 -44 0", x), "#2a1a0c", 3.0, 1.0);
                }
                c.stroke("M250 456h6", "#2a1a0c", 3.0, 1.0);
                c.ellipse(253.0, 484.0, 10.0, 6.0, "#2a5a34", 1.0);
                c.stroke("M234 500q19 12 38 0", "#1a2a14", 3.0, 1.0);
                c.path("M240 503l4 9l4 -7Z", "#f8f4ec", 1.0);
                // The open book in its claws, pages lit.
                c.path("M176 590L190 520Q220 512 252 526L252 600Q220 588 176 590Z", "#fbf4e0", 1.0);
                c.path("M328 590L314 520Q284 512 252 526L252 600Q284 588 328 590Z", "#f4eace", 1.0);
                c.stroke("M196 540q24 -4 48 4M194 556q24 -4 50 4M192 572q24 -4 52 4M262 544q24 -8 46 -4M262 560q24 -8 48 -4M262 576q24 -8 50 -4", "#8a7a5a", 2.0, 0.8);
                c.path("M176 590Q220 586 252 600Q284 586 328 590L330 600Q290 596 252 610Q214 596 174 600Z", "#8a2a1a", 1.0);
                for (x, y, f) in [(176.0, 560.0, -1.0), (328.0, 560.0, 1.0)] {
                    c.ellipse(x, y, 20.0, 26.0, fur, 1.0);
                    for k in 0..3 {
                        let cy = y - 18.0 + k as f64 * 14.0;
                        c.path(&format!("M{} {}l{} -4l-2 10Z", x + f * 14.0, cy, f * 14.0), "#f0e4c0", 1.0);
                    }
                }
                // The child's arm reaching down over the quilt, the hand round one claw.
                c.stroke("M104 346Q108 450 156 532", "#e8d8a8", 22.0, 1.0);
                c.stroke("M92 380h24M94 410h24M98 440l22 -4M108 470l20 -8M122 498l18 -10", "#4a6aa8", 6.0, 1.0);
                c.path("M140 540l34 -10l4 8l-30 12Z", "#f0e4c0", 1.0);
                c.circle(156.0, 536.0, 15.0, boy.skin, 1.0);
                c.stroke("M146 528q10 -6 20 2M148 536q10 -6 20 2", "#2a1a0c", 1.5, 0.5);
                // The candle on the bedside table.
                c.rect(22.0, 340.0, 60.0, 12.0, "#4a2410", 1.0);
                c.rect(40.0, 296.0, 20.0, 44.0, "#f4ecd8", 1.0);
                c.path("M50 270Q42 284 50 294Q58 284 50 270Z", "#ffd040", 1.0);
                c.soft();
                c.glow(50.0, 284.0, 40.0, "#ffe0a0", 0.6);
                c.end();
            },
        ),
        card(
            "The top floor",
            (GoldTempera, Dusk, EyeLevel, Absurd),
            ["an old woman in her good coat stepping out of a lift onto a cloud", "the lift boy holding the door, who does not look"],
            ("the needle of the floor dial has gone past the last floor to a star", "needle"),
            ["Letting go", "The sky's the limit", "Once a night the needle went past the last floor, and the lift boy had learned never to watch who stepped out"],
            &["lift doors", "floor dial"],
            true,
            "Inside a dim lift panelled in dark wood, the doors stand open, and instead of a landing there is the open dusk sky, violet above and orange below, over a floor of pink cloud, and a wisp of it has drifted in across the lift's carpet. An old woman with grey hair, in her good green coat and carrying a small brown suitcase, has one foot on the brass threshold and the other already on a cloud; we see her only from behind. At the side a lift boy in a red uniform with gold braid and a red cap holds the door open with one hand and keeps his gaze lowered. Above the doors a brass floor dial has run past all its floors, and its needle points to a glowing star.",
            |c| {
                c.drew("lift door doors sky cloud woman hair coat suitcase foot threshold boy uniform braid cap hand dial floor needle star wood panel carpet wisp");
                let p = c.p;
                // The dim lift: dark wood panels round the doorway.
                c.rect(-10.0, -10.0, 420.0, 620.0, "#1e110b", 1.0);
                c.stroke("M20 0V520M380 0V520M20 40H380", "#3a2214", 6.0, 1.0);
                // Through the open doors, the dusk sky over a floor of clouds.
                let (x0, x1, y0, y1) = (104.0, 316.0, 176.0, 512.0);
                let sky = c.linv(&[(0.0, "#33286a", 1.0), (0.5, "#a84880", 1.0), (0.88, "#ffaa68", 1.0)]);
                c.rect(x0, y0, x1 - x0, y1 - y0, &sky, 1.0);
                c.clip(&format!("M{x0} {y0}H{x1}V{y1}H{x0}Z"));
                for (x, y, r) in [(140.0, 210.0, 3.0), (290.0, 240.0, 4.0), (180.0, 270.0, 2.5)] {
                    c.path(&star_d(x, y, r), "#fff4d0", 0.8);
                }
                c.soft();
                c.glow(230.0, 450.0, 120.0, "#ffd890", 0.8);
                c.end();
                c.path("M90 420Q120 396 150 410Q180 380 220 404Q260 384 290 402Q316 392 330 404V520H90Z", "#f0a8c0", 1.0);
                c.path("M150 330q14 -14 30 -4q16 -10 30 4Z", "#f8c8d0", 0.9);
                c.path("M250 290q10 -10 22 -3q12 -7 22 3Z", "#f8c8d0", 0.8);
                c.path("M90 470Q110 440 140 452Q160 424 196 444Q226 420 256 446Q290 426 330 450V520H90Z", "#fde4ea", 1.0);
                c.stroke("M90 470Q110 440 140 452Q160 424 196 444Q226 420 256 446Q290 426 330 450", "#ffffff", 4.0, 0.9);
                c.path("M90 500Q140 480 190 494Q250 474 330 492V520H90Z", "#fff6f4", 1.0);
                c.end();
                // The doors slid back into the frame, and its brass edge.
                c.rect(x1, y0, 24.0, y1 - y0, "#a87a38", 1.0);
                c.stroke(&format!("M{x0} {y1}V{y0}H{x1}V{y1}"), "#d8a030", 8.0, 1.0);
                // The lift's carpeted floor, the sky's light spilling onto it
                // from the brass threshold.
                c.path("M104 512H316L400 600H0Z", "#5a1a22", 1.0);
                c.path("M120 512H300L330 600H80Z", "#f6a070", 0.28);
                c.rect(100.0, 508.0, 220.0, 10.0, "#e0b040", 1.0);
                // A wisp of cloud has drifted in over the threshold.
                c.path("M120 540q10 -16 30 -10q14 -14 34 -2q20 -6 26 10q-40 12 -90 2Z", "#fde4ea", 0.9);
                c.path("M260 580q8 -12 24 -8q12 -10 28 0q14 -2 18 10q-34 8 -70 -2Z", "#fde4ea", 0.75);
                // The old woman stepping out, seen from behind, her suitcase
                // in her left hand.
                let (wx, wy, wh) = (214.0, 512.0, 236.0);
                let step = Pose {
                    knees: [(-5.0, -26.0), (6.0, -31.0)],
                    feet: [(-6.0, -2.0), (7.0, -12.0)],
                    elbows: [(-10.0, -64.0), (11.0, -64.0)],
                    hands: [(-13.0, -46.0), (15.0, -52.0)],
                    ..stand().dress(22.0, -14.0)
                };
                let woman = Look::new(1, "#2a4a3a", "#1e2a24").old().hair(Hair::Bun, 5).face(Expr::Back);
                figure(c, &step, wx, wy, wh, &woman, false);
                let s = wh / 100.0;
                let (hx, hy) = (wx - 13.0 * s, wy - 46.0 * s);
                c.rect(hx - 26.0, hy + 6.0, 44.0, 32.0, "#7a4a22", 1.0);
                c.stroke(&format!("M{} {}h44", hx - 26.0, hy + 14.0), "#4a2a12", 2.0, 1.0);
                c.stroke(&format!("M{} {}q0 -8 8 -8t8 8", hx - 8.0, hy + 6.0), "#3a2010", 3.0, 1.0);
                // The lift boy by the door, holding it open, eyes lowered.
                let boy_pose = stand().right_hand((12.0, -66.0), (19.0, -74.0));
                let boy = Look::new(3, "#9a1e2a", "#2a1418").face(Expr::Wistful).wear(Hat::Cap, "#9a1e2a").hands(Grip::Behind, Grip::Fist);
                let (bx, by, bh) = (54.0, 596.0, 300.0);
                figure(c, &boy_pose, bx, by, bh, &boy, false);
                let bs = bh / 100.0;
                c.stroke(&tidy(&format!("M{} {}h{}M{} {}h{}", bx - 5.0 * bs, by - 72.0 * bs, 10.0 * bs, bx - 5.0 * bs, by - 64.0 * bs, 10.0 * bs)), "#f4c838", 4.0, 1.0);
                for k in 0..3 {
                    c.circle(bx + 0.5 * bs, by - (76.0 - 6.0 * k as f64) * bs, 3.5, "#f4c838", 1.0);
                }
                // The brass floor dial above the doors: its floors marked
                // round the arc, and the needle run past them all to a star.
                let (dx, dy, dr) = (210.0, 150.0, 70.0);
                c.path(&tidy(&format!("M{} {}A{} {} 0 0 1 {} {}Z", dx - dr - 6.0, dy, dr + 6.0, dr + 6.0, dx + dr + 6.0, dy)), "#d8a030", 1.0);
                c.path(&tidy(&format!("M{} {}A{} {} 0 0 1 {} {}Z", dx - dr + 4.0, dy, dr - 4.0, dr - 4.0, dx + dr - 4.0, dy)), "#1a1438", 1.0);
                let mut ticks = String::new();
                for k in 0..6 {
                    let a = (180.0 - k as f64 * 24.0).to_radians();
                    let _ = write!(ticks, "M{} {}L{} {}", dx + 52.0 * a.cos(), dy - 52.0 * a.sin(), dx + 62.0 * a.cos(), dy - 62.0 * a.sin());
                }
                c.stroke(&tidy(&ticks), "#f4c838", 3.0, 1.0);
                let a = 14.0_f64.to_radians();
                let (sx, sy) = (dx + 50.0 * a.cos(), dy - 50.0 * a.sin());
                c.stroke(&tidy(&format!("M{dx} {dy}L{} {}", dx + 36.0 * a.cos(), dy - 36.0 * a.sin())), "#f4c838", 4.0, 1.0);
                c.circle(dx, dy, 7.0, "#f4c838", 1.0);
                c.soft();
                c.glow(sx, sy, 24.0, "#ffe070", 0.9);
                c.end();
                c.path(&star_d(sx, sy, 13.0), "#fff0a0", 1.0);
                let _ = p;
            },
        ),
        card(
            "Her own sunshine",
            (GoldTempera, Saturated, TopDown, Mysterious),
            ["a grey square in the pouring rain seen from high above, crowded with black umbrellas hurrying past", "a little girl with no umbrella standing in the middle, in a round patch of golden sunlight where no rain falls"],
            ("a wet dog has crept into the circle beside her, out of the rain", "dog"),
            ["Sunny disposition", "Into every life a little rain must fall", "Wherever she went it was sunny, and on rainy days every dog in town found a reason to walk past her"],
            &["sunlight on one girl", "black umbrellas"],
            true,
            "A town square seen from high above on a grey, pouring wet day, the paving stones dark and shining. Black umbrellas hurry across it in every direction, their owners hidden underneath. In the middle, a little girl with no umbrella, in a red dress, stands with her arms out and her face turned up, laughing, in a round patch of golden sunlight where the stones are dry and no rain falls. A wet dog has crept into the circle beside her, out of the rain.",
            |c| {
                c.drew("town square paving stone umbrella girl dress arm sunlight rain dog");
                c.full("#4a4e56", 1.0);
                let mut pv = String::new();
                for k in 0..16 {
                    pv.push_str(&format!("M-10 {}H410M{} -10V610", k * 40, k * 40 - 10));
                }
                c.stroke(&pv, "#3a3e46", 2.0, 1.0);
                // The rain over everything, and the round patch of sunlight
                // laid over it, dry and golden.
                c.rain(90, (6.0, 16.0), "#b8c0cc", 1.5, 0.7);
                c.circle(200.0, 310.0, 118.0, "#f4c850", 1.0);
                c.glow(200.0, 310.0, 140.0, "#ffe8a0", 0.6);
                c.stroke("M100 270H300M90 310H310M100 350H300M160 200V420M200 192V428M240 200V420", "#d8a840", 2.0, 0.6);
                // Black umbrellas hurrying past, seen from above.
                for (x, y, r) in [(60.0, 80.0, 46.0), (170.0, 60.0, 40.0), (300.0, 100.0, 48.0), (370.0, 230.0, 40.0), (50.0, 250.0, 44.0), (340.0, 380.0, 46.0), (70.0, 430.0, 42.0), (190.0, 520.0, 48.0), (320.0, 530.0, 40.0), (60.0, 580.0, 36.0)] {
                    // The canopy in eight panels, dark and darker by turns,
                    // its rim scalloped between the ribs.
                    for k in 0..8 {
                        let (a0, a1) = (k as f64 * std::f64::consts::PI / 4.0, (k + 1) as f64 * std::f64::consts::PI / 4.0);
                        let am = (a0 + a1) / 2.0;
                        c.path(
                            &format!(
                                "M{x} {y}L{:.0} {:.0}Q{:.0} {:.0} {:.0} {:.0}Z",
                                x + r * a0.cos(),
                                y + r * a0.sin(),
                                x + r * 0.86 * am.cos(),
                                y + r * 0.86 * am.sin(),
                                x + r * a1.cos(),
                                y + r * a1.sin()
                            ),
                            if k % 2 == 0 { "#101014" } else { "#34343e" },
                            1.0,
                        );
                    }
                    c.circle(x, y, 4.0, "#8a8a92", 1.0);
                }
                // The girl in the middle, arms out, in her red dress.
                let girl = Look::new(2, "#d83a3a", "#3a3a4a").hair(Hair::Curly, 0);
                from_above(c, 196.0, 296.0, 2.6, 0.0, &girl, true);
                lone_head(c, 196.0, 290.0, 26.0, &girl.face(Expr::Delight).gaze(Gaze::Ahead));
                // The wet dog curled up beside her in the sun.
                c.ellipse(262.0, 372.0, 30.0, 19.0, "#8a6a4a", 1.0);
                c.circle(240.0, 362.0, 14.0, "#8a6a4a", 1.0);
                c.ellipse(232.0, 354.0, 6.0, 8.0, "#5a3a22", 1.0);
                c.stroke("M290 374q14 6 18 -6", "#8a6a4a", 7.0, 1.0);
            },
        ),
        card(
            "The tree below",
            (GoldTempera, Spring, CutAway, Wistful),
            ["an old woman planting a sapling", "a great tree of roots below"],
            ("the roots are already in blossom down in the dark earth", "blossom"),
            ["Faith", "Patience is bitter, but its fruit is sweet", "She planted it the spring she turned ninety; under the ground it was already the tree she would never see in blossom"],
            &["sapling", "roots like a tree"],
            true,
            "A cut through a spring meadow under a gold sky. On the thin strip of grass an old woman kneels and pats the earth round a tiny sapling with two leaves, her head bowed. Below her, the dark earth is filled from edge to edge by the sapling's roots, spreading out like a great upside-down tree, and at the tips of the roots, deep in the dark, pink blossom is already open.",
            |c| {
                c.drew("meadow ground grass sapling leaf earth root blossom tree sky woman head");
                c.sky(262.0);
                // The meadow's thin strip of grass on the cut.
                c.path("M-10 262Q120 250 210 256Q320 250 410 260V272H-10Z", "#8ab86a", 1.0);
                let mut tufts = String::new();
                for k in 0..30 {
                    let x = k as f64 * 14.0 - 4.0;
                    tufts += &format!("M{x} 266l-3 -10M{} 266l2 -12", x + 5.0);
                }
                c.stroke(&tidy(&tufts), "#4a7a32", 2.0, 1.0);
                // The dark earth below, darker towards the bottom.
                let earth = c.linv(&[(0.0, "#5a3a20", 1.0), (1.0, "#1e120a", 1.0)]);
                c.rect(-10.0, 270.0, 420.0, 340.0, &earth, 1.0);
                c.glow(206.0, 440.0, 220.0, "#f8c870", 0.18);
                // The roots: a great tree growing downwards from the sapling.
                let mut roots: Vec<String> = vec![String::new(); 5];
                let mut tips = Vec::new();
                let mut stack = vec![(206.0f64, 272.0f64, 90.0f64, 72.0f64, 0usize)];
                while let Some((x, y, a, len, d)) = stack.pop() {
                    let r = a.to_radians();
                    let (x1, y1) = (x + r.cos() * len, y + r.sin() * len);
                    let bend = if d % 2 == 0 { 10.0 } else { -10.0 };
                    roots[d.min(4)] += &format!("M{x:.0} {y:.0}Q{:.0} {:.0} {x1:.0} {y1:.0}", (x + x1) / 2.0 + bend, (y + y1) / 2.0);
                    if d == 5 {
                        tips.push((x1.round(), y1.round()));
                    }
                    if d < 5 {
                        let spread = [46.0, 34.0, 28.0, 26.0, 24.0][d];
                        let k = [1.1, 0.86, 0.76, 0.7, 0.66][d];
                        stack.push((x1, y1, a - spread, len * k, d + 1));
                        stack.push((x1, y1, a + spread, len * k, d + 1));
                        if d <= 1 {
                            stack.push((x1, y1, a, len * 0.8, d + 1));
                        }
                    }
                }
                for (k, d) in roots.iter().enumerate() {
                    c.stroke(&tidy(d), "#d8b070", [18.0, 12.0, 7.0, 4.5, 3.0][k], 1.0);
                }
                // The blossom open on the roots in the dark.
                for (k, (x, y)) in tips.iter().enumerate() {
                    let r = 8.0 + (k % 3) as f64 * 2.5;
                    c.circle(*x, *y, r, ["#f4b8cc", "#f8d0dc", "#ee9ab4"][k % 3], 1.0);
                    if k % 2 == 0 {
                        c.circle(*x, *y, r * 0.35, "#fff4d0", 1.0);
                    }
                }
                // The sapling: a thin stem and two leaves.
                c.stroke("M206 264Q204 240 208 214", "#5a3a1a", 4.0, 1.0);
                c.path("M207 228q-22 -16 -30 -4q14 12 30 4Z", "#6ab040", 1.0);
                c.path("M208 218q18 -20 30 -10q-12 16 -30 10Z", "#6ab040", 1.0);
                // The old woman kneeling beside it, patting the earth.
                let her = Look::new(0, "#6a4a7a", "#e8e4dc").old().face(Expr::Tender).turn(0.6).tilt(16.0).hands(Grip::Open, Grip::Open);
                let pose = Pose {
                    head: (24.0, -60.0),
                    neck: (16.0, -50.0),
                    hip: (-2.0, -24.0),
                    elbows: [(18.0, -28.0), (24.0, -30.0)],
                    hands: [(34.0, -6.0), (40.0, -10.0)],
                    ..kneel()
                };
                figure(c, &pose, 96.0, 266.0, 220.0, &her, false);
            },
        ),
        card(
            "White horses",
            (GoldTempera, Sea, EyeLevel, Eerie),
            ["a girl in a red coat running along the shore in a storm", "the waves breaking as white horses beside her"],
            ("behind her, her footprints in the wet sand turn into hoofprints", "hoofprints"),
            ["Untamed", "Hold your horses", "Every storm she ran along the shore beside them, and today her footprints started to turn into hoofprints"],
            &["horses in the waves", "footprints turning to hoofprints"],
            true,
            "A stormy shore under a low grey sky. Big green-grey waves roll in from the right, and the crest of each one rears up as a white horse, head and neck arched, its foaming mane streaming back into the spray. The nearest and biggest horse gallops along right behind a girl in a red coat running along the wet sand, her dark hair flying, looking back at it. Behind her a line of footprints runs along the wet sand, and further back the footprints turn into the round marks of hooves.",
            |c| {
                c.drew("shore sky wave crest horse head neck mane spray girl coat sand hair footprint hoof hoofprint");
                let sky = c.c.linv(&[(0.0, "#5a6a74", 1.0), (1.0, "#b8c4c4", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 240.0, &sky, 1.0);
                c.stroke("M-10 60Q120 40 240 70T420 50M-10 120Q100 100 220 126T420 110", "#48565e", 26.0, 0.5);
                // The sea: bands of waves from far to near.
                c.rect(-10.0, 200.0, 420.0, 300.0, "#3a6a68", 1.0);
                for (k, y) in [206.0, 240.0, 290.0, 350.0, 420.0].iter().enumerate() {
                    let col = ["#4a7a76", "#3e706c", "#2e6060", "#27564f", "#1f4a44"][k];
                    c.path(&format!("M-10 {}Q100 {} 200 {}T420 {}V500H-10Z", Num(*y), Num(y - 16.0), Num(*y), Num(y - 8.0)), col, 1.0);
                }
                // A horse's head and neck rearing out of a wave, facing left,
                // `s` times 100 tall, with its mane of foam streaming back.
                fn horse(c: &mut crate::third::Ctx, x: f64, y: f64, s: f64) {
                    c.g(&format!("transform=\"translate({} {}) scale({})\"", Num(x), Num(y), s));
                    c.path("M44 0L50 12C66 14 82 30 90 52C96 70 98 88 100 104H58C56 84 50 66 42 54C36 58 26 62 14 62C4 62 -2 56 1 48C6 36 20 20 36 10Z", "#f2f4f0", 1.0);
                    c.stroke("M48 12C62 8 78 22 88 40C96 54 104 70 116 84M50 6C66 -2 88 12 104 30C114 40 126 52 140 58M58 10C80 -4 104 6 122 20", "#ffffff", 9.0, 0.9);
                    c.circle(32.0, 24.0, 3.4, "#1a2a2a", 1.0);
                    c.ellipse(7.0, 50.0, 2.6, 2.0, "#5a6a6a", 1.0);
                    c.stroke("M3 57C8 59 14 59 20 58", "#8a9a98", 2.0, 1.0);
                    c.end();
                    // The spray where the wave breaks under it.
                    let (w, h) = (110.0 * s, 24.0 * s);
                    c.path(&format!("M{} {}q{} {} {} 0q{} {} {} 0q{} {} {} 0Z", Num(x - 10.0 * s), Num(y + 104.0 * s), Num(w / 6.0), Num(-h), Num(w / 3.0), Num(w / 6.0), Num(-h * 1.3), Num(w / 3.0), Num(w / 6.0), Num(-h), Num(w / 3.0)), "#e8f0ec", 1.0);
                }
                horse(c, 300.0, 160.0, 0.42);
                horse(c, 60.0, 176.0, 0.5);
                horse(c, 210.0, 180.0, 0.8);
                horse(c, 250.0, 230.0, 1.6);
                // The foaming edge of the near wave and the wet sand.
                c.path("M-10 470Q60 452 140 468T300 460T420 470V610H-10Z", "#c8b894", 1.0);
                c.path("M-10 470Q60 452 140 468T300 460T420 470V486Q300 476 200 484T-10 482Z", "#f4f6f2", 1.0);
                c.rect(-10.0, 500.0, 420.0, 20.0, "#b0a888", 0.5);
                // The trail: footprints near her, hoofprints further back.
                let mut feet = String::new();
                let mut hooves = String::new();
                for k in 0..9 {
                    let x = 170.0 + k as f64 * 28.0;
                    let y = 566.0 + if k % 2 == 0 { -8.0 } else { 8.0 } + k as f64 * 2.0;
                    if k < 4 {
                        let _ = write!(feet, "M{} {}a5 9 80 1 0 1 0Z", Num(x), Num(y));
                    } else {
                        let _ = write!(hooves, "M{} {}a9 9 0 1 1 18 0l-5 0a4 5 0 1 0 -8 0Z", Num(x - 9.0), Num(y + 4.0));
                    }
                }
                c.stroke(&feet, "#8a7a58", 9.0, 1.0);
                c.path(&hooves, "#7a6a4a", 1.0);
                // The girl running left along the sand, looking back.
                let girl = Look::new(3, "#c8282a", "#2a2a3a").hair(Hair::Long, 0).face(Expr::Delight).turn(0.7).tilt(-6.0);
                let run = Pose { head_r: 9.0, ..crate::second::figures::Pose::run() };
                figure(c, &run, 120.0, 574.0, 220.0, &girl, true);
                let (hx, hy, hr) = *c.heads.last().unwrap();
                c.path(&format!("M{} {}C{} {} {} {} {} {}C{} {} {} {} {} {}Z", Num(hx + hr * 0.2), Num(hy - hr * 0.9), Num(hx + hr * 1.6), Num(hy - hr * 1.0), Num(hx + hr * 2.4), Num(hy - hr * 0.2), Num(hx + hr * 3.2), Num(hy + hr * 0.2), Num(hx + hr * 2.2), Num(hy + hr * 0.8), Num(hx + hr * 1.6), Num(hy + hr * 0.6), Num(hx + hr * 0.8), Num(hy + hr * 0.7)), HAIR[0], 1.0);
            },
        ),
        card(
            "Made to measure",
            (GoldTempera, Daylight, Interior, Calm),
            ["an old tailor with pins in his mouth sewing wings onto a coat", "a small girl standing on a stool wearing it, arms out, perfectly still"],
            ("on the shelf behind them other orders wait: a fish's tail, a pair of antlers", "antlers"),
            ["Holding still", "Cut your coat according to your cloth", "The tailor has made a fish's tail and a pair of antlers this week, and the girl has saved up all year for her wings"],
            &["tailor's wings", "impossible orders"],
            true,
            "A tailor's shop full of daylight, shelves of rolled cloth along the wall. In front of a dark green fitting curtain, a small girl in a blue coat stands on a wooden stool with her arms held straight out and her eyes shut tight, very still. One big white feathered wing is already sewn to the back of her coat; an old tailor with a white moustache and round glasses kneels beside her with pins in his mouth and a tape measure round his neck, fitting the second wing against her shoulder. On the shelf behind them hang other finished orders: a green fish's tail and a pair of antlers.",
            |c| {
                c.drew("shop daylight shelf cloth curtain girl coat stool arm eye wing feather tailor moustache glasses pin mouth tape neck shoulder fish tail antler antlers");
                c.room(500.0);
                // The window's light and the shelves of cloth.
                c.rect(250.0, 40.0, 130.0, 200.0, "#fff8e0", 0.8);
                c.stroke("M250 40h130v200h-130ZM315 40v200M250 140h130", "#8a6a4a", 6.0, 1.0);
                c.glow(300.0, 160.0, 200.0, "#fff4d0", 0.4);
                c.rect(10.0, 60.0, 200.0, 10.0, "#8a5a2a", 1.0);
                c.rect(10.0, 150.0, 200.0, 10.0, "#8a5a2a", 1.0);
                for (k, col) in ["#c83a3a", "#3a6ab8", "#e8c040", "#3a9a6a", "#8a4ac8", "#e88a40"].iter().enumerate() {
                    let x = 24.0 + k as f64 * 30.0;
                    c.rect(x, 120.0, 26.0, 30.0, col, 1.0);
                    c.ellipse(x + 13.0, 135.0, 6.0, 15.0, "#00000033", 0.3);
                }
                // The finished orders hanging from the top shelf: a fish's tail and antlers.
                c.path("M40 70c-6 40 4 70 14 90l-22 26c20 -4 34 0 40 8c6 -8 20 -12 40 -8l-22 -26c10 -20 20 -50 14 -90Z", "#3aa878", 1.0);
                c.stroke("M50 90q10 6 20 0M48 110q12 6 24 0M52 130q8 6 16 0", "#a8f0c8", 3.0, 1.0);
                c.stroke("M150 176v26M150 200c-26 0 -40 -14 -44 -40M150 200c26 0 40 -14 44 -40M122 182l-12 -16M178 182l12 -16M134 192l-10 -10M166 192l10 -10", "#a87a4a", 8.0, 1.0);
                c.circle(150.0, 174.0, 6.0, "#6a4a2a", 1.0);
                // A dark fitting curtain hung behind the stool.
                c.rect(20.0, 250.0, 360.0, 250.0, "#2a5a6a", 1.0);
                c.stroke("M60 250v250M110 250v250M160 250v250M240 250v250M290 250v250M340 250v250", "#1e4a58", 6.0, 1.0);
                c.stroke("M20 250h360", "#b8903a", 8.0, 1.0);
                // The stool and the girl standing on it, arms out.
                c.rect(150.0, 420.0, 90.0, 14.0, "#8a5a2a", 1.0);
                c.stroke("M160 434l-8 70M230 434l8 70M196 434v70", "#6a4a2a", 8.0, 1.0);
                // The wing already sewn on, behind her on the left.
                let feathers = |c: &mut crate::third::Ctx, x: f64, y: f64, dir: f64| {
                    // The long flight feathers hanging from the arm of the wing.
                    let mut d = String::new();
                    for k in 0..6 {
                        let t = k as f64 / 5.0;
                        let (bx, by) = (x + dir * (20.0 + t * 120.0), y - 60.0 * t.sqrt());
                        let (tx, ty) = (bx + dir * (10.0 + t * 30.0), by + 110.0 - t * 50.0);
                        let _ = write!(d, "M{} {}Q{} {} {} {}Q{} {} {} {}Z", Num(bx - dir * 12.0), Num(by), Num(tx - dir * 20.0), Num((by + ty) / 2.0), Num(tx), Num(ty), Num(tx + dir * 10.0), Num((by + ty) / 2.0), Num(bx + dir * 14.0), Num(by));
                    }
                    c.path(&d, "#f4f2ea", 1.0);
                    c.stroke(&d, "#c8c0b0", 2.0, 1.0);
                    // The rounded top of the wing, its small feathers in rows.
                    c.path(&format!("M{x} {}C{} {} {} {} {} {}C{} {} {} {} {x} {}Z", y + 30.0, x + dir * 30.0, y - 60.0, x + dir * 120.0, y - 100.0, x + dir * 160.0, y - 70.0, x + dir * 110.0, y - 40.0, x + dir * 60.0, y + 10.0, y + 30.0), "#ffffff", 1.0);
                    c.stroke(&format!("M{} {}q{} -14 {} -4q{} -16 {} -6q{} -16 {} -8", Num(x + dir * 16.0), Num(y), Num(dir * 14.0), Num(dir * 30.0), Num(dir * 14.0), Num(dir * 30.0), Num(dir * 14.0), Num(dir * 30.0)), "#d0c8b8", 2.5, 1.0);
                };
                feathers(c, 180.0, 320.0, -1.0);
                let girl = Look::new(2, "#3a6ab8", "#2a3a5a").hair(Hair::Curly, 1).face(Expr::Squeeze).turn(0.0);
                let still = Pose { head_r: 10.0, ..stand() }.left_hand((-22.0, -74.0), (-38.0, -76.0)).right_hand((22.0, -74.0), (38.0, -76.0));
                figure(c, &still, 195.0, 420.0, 190.0, &girl, false);
                // The old tailor kneeling beside her, fitting the second wing.
                feathers(c, 226.0, 330.0, 1.0);
                let tailor = Look::new(0, "#5a5a6a", "#3a3a44").old().glasses().hair(Hair::Bald, 5).face(Expr::Calm).turn(-0.6);
                let fit = kneel().right_hand((14.0, -70.0), (30.0, -78.0));
                figure(c, &fit, 318.0, 520.0, 240.0, &tailor, true);
                let (tx, ty, tr) = *c.heads.last().unwrap();
                // His white moustache, the pins in his mouth, the tape round his neck.
                c.path(&format!("M{} {}q{} {} {} 0q{} {} {} 0Z", Num(tx - tr * 0.55), Num(ty + tr * 0.35), Num(tr * 0.27), Num(tr * 0.2), Num(tr * 0.55), Num(tr * 0.27), Num(tr * 0.2), Num(tr * 0.55)), "#f4f4f0", 1.0);
                c.stroke(&format!("M{} {}l{} {}M{} {}l{} {}", Num(tx - tr * 0.3), Num(ty + tr * 0.62), Num(-tr * 0.5), Num(tr * 0.05), Num(tx - tr * 0.3), Num(ty + tr * 0.66), Num(-tr * 0.45), Num(tr * 0.2)), "#c8c8d0", 2.0, 1.0);
                c.stroke(&format!("M{} {}c{} {} {} {} {} {}", Num(tx - tr * 0.6), Num(ty + tr * 1.2), Num(-tr * 0.1), Num(tr * 1.2), Num(tr * 0.4), Num(tr * 1.6), Num(tr * 0.5), Num(tr * 2.6)), "#e8c040", 5.0, 1.0);
            },
        ),
        card(
            "The apple with a bite",
            (GoldTempera, Autumn, EyeLevel, Eerie),
            ["an orchard keeper counting apples", "one apple still on the branch"],
            ("the apple on the branch already has a bite taken out of it", "bite"),
            ["Suspicion", "An apple a day", "The orchard is locked every night, yet every morning one apple on the branch has a bite in it"],
            &["orchard", "apple"],
            true,
            "An old orchard at the end of autumn, against a gold sky, bare trees in rows behind a locked gate. An orchard keeper in a long apron, a basket of apples at his feet, holds a lantern up to the last apple hanging on a bare branch. A big fresh bite has been taken out of the apple, still on the tree; from the dark hollow of the trunk two eyes are watching him.",
            |c| {
                c.drew("orchard sky keeper apron lantern apple branch bite tree basket gate hollow trunk eye padlock leaf");
                c.sky(400.0);
                // Dusk: the gold sky darkened, deepest at the top.
                let dusk = c.linv(&[(0.0, "#140804", 0.92), (0.6, "#2a1408", 0.6), (1.0, "#2a1408", 0.3)]);
                c.c.rect(-10.0, -10.0, 420.0, 420.0, &dusk, 1.0);
                // The ground at dusk, littered with the last leaves.
                c.rect(-10.0, 380.0, 420.0, 240.0, "#4a2a12", 1.0);
                c.path("M-10 380H410V420Q200 400 -10 430Z", "#6a4020", 1.0);
                c.dots(36, 0.0, 400.0, 420.0, 600.0, 5.0, "#a8602a");
                // Rows of bare trees going back, smaller and paler towards the horizon.
                for (row, (y, h, w, col)) in [(372.0, 50.0, 2.0, "#7a5a3a"), (384.0, 80.0, 3.5, "#5a3e26"), (398.0, 120.0, 5.0, "#3a2414")].iter().enumerate() {
                    for k in 0..5 {
                        let x = 20.0 + k as f64 * 72.0 + row as f64 * 24.0;
                        c.stroke(&format!("M{x} {y}V{}M{x} {}l{} {}M{x} {}l{} {}", y - h, y - h * 0.55, -h * 0.3, -h * 0.3, y - h * 0.75, h * 0.25, -h * 0.35), col, *w, 1.0);
                    }
                }
                // The locked gate between two posts, a padlock on its chain.
                c.rect(-4.0, 300.0, 14.0, 120.0, "#3a2414", 1.0);
                c.rect(106.0, 300.0, 14.0, 120.0, "#3a2414", 1.0);
                c.stroke("M10 318H106M10 400H106M10 318L106 400M30 318V400M52 318V400M74 318V400M94 318V400", "#4a3020", 5.0, 1.0);
                c.stroke("M12 326q20 12 40 0", "#8a8a8a", 3.0, 1.0);
                c.stroke("M22 340v-7a10 10 0 0 1 20 0v7", "#a8a8a8", 3.5, 1.0);
                c.rect(17.0, 340.0, 30.0, 24.0, "#e0b040", 1.0);
                c.circle(32.0, 351.0, 3.5, "#2a1a0a", 1.0);
                // Night closing in round the lantern's light.
                let dark = c.c.rad(&[(0.0, "#140804", 0.0), (0.35, "#140804", 0.0), (1.0, "#140804", 0.8)], 0.58, 0.37, 0.75);
                c.c.rect(-10.0, -10.0, 420.0, 620.0, &dark, 1.0);
                // The lantern's warm light round his face and the apple.
                c.soft();
                c.glow(232.0, 190.0, 230.0, "#ffd060", 0.9);
                c.glow(232.0, 200.0, 120.0, "#fff4c0", 0.9);
                c.end();
                // The big old tree, near black, its branch reaching over the keeper.
                c.path("M270 620Q304 520 300 430Q296 330 318 250Q338 180 320 110L362 100Q380 190 370 270Q360 360 372 450Q380 540 420 620Z", "#0a0503", 1.0);
                c.path("M334 120Q300 60 250 62Q214 64 196 40L204 30Q224 50 252 48Q318 44 352 112Z", "#0a0503", 1.0);
                c.stroke("M356 150Q390 110 420 100M364 260Q390 230 420 236M230 56Q220 24 236 0", "#0a0503", 10.0, 1.0);
                // The dark hollow in the trunk and the two glowing eyes inside it.
                c.ellipse(336.0, 440.0, 48.0, 72.0, "#8a5a2a", 1.0);
                c.ellipse(337.0, 444.0, 39.0, 63.0, "#000000", 1.0);
                c.soft();
                for ex in [318.0, 354.0] {
                    c.glow(ex, 426.0, 26.0, "#d8ff40", 0.6);
                }
                c.end();
                for ex in [318.0, 354.0] {
                    c.ellipse(ex, 426.0, 15.0, 10.0, "#eaff50", 1.0);
                    c.ellipse(ex - 3.0, 427.0, 3.2, 9.0, "#000000", 1.0);
                }
                c.stroke("M302 410l30 8M370 410l-30 8", "#000000", 5.0, 1.0);
                // The last apple, big and red, a fresh white bite out of the side
                // facing the lantern.
                c.stroke("M262 52q-4 10 0 22", "#2a1a0a", 5.0, 1.0);
                c.path("M264 64q18 -24 44 -14q-16 24 -44 14Z", "#4a8a2a", 1.0);
                c.path("M262 76Q226 58 212 96Q200 146 236 170Q252 180 262 172Q276 182 296 168Q322 146 316 104Q306 60 262 76Z", "#e0202a", 1.0);
                c.stroke("M262 76Q226 58 212 96Q200 146 236 170Q252 180 262 172Q276 182 296 168Q322 146 316 104Q306 60 262 76Z", "#3a0a08", 3.0, 1.0);
                c.path("M216 84Q240 90 236 108Q254 116 242 132Q254 148 236 160Q214 154 206 126Q204 100 216 84Z", "#fffbea", 1.0);
                c.stroke("M216 84Q240 90 236 108Q254 116 242 132Q254 148 236 160", "#8a5a20", 3.5, 1.0);
                c.ellipse(228.0, 116.0, 3.5, 7.0, "#3a1a0a", 1.0);
                c.ellipse(228.0, 134.0, 3.5, 7.0, "#3a1a0a", 1.0);
                c.ellipse(290.0, 100.0, 8.0, 16.0, "#ffffff", 0.5);
                // The keeper, frowning up at the apple, his lantern lifted beside his face.
                let man = Look::new(1, "#8a5a32", "#3a2a1e").old().beard().face(Expr::Shock).tilt(-10.0).turn(0.7).profile().hands(Grip::Open, Grip::Fist);
                let up = Pose { head: (4.0, -90.0), neck: (2.0, -81.0), ..walk().right_hand((20.0, -76.0), (27.0, -93.0)).dress(18.0, -20.0) };
                figure(c, &up, 120.0, 590.0, 400.0, &man, false);
                c.path("M94 400H150L164 510H80Z", "#d8c8a0", 1.0);
                c.stroke("M100 400L108 290M144 400L136 290", "#d8c8a0", 5.0, 1.0);
                c.stroke("M100 444H146", "#b0a080", 3.0, 1.0);
                // The lantern hanging from his raised hand.
                let (lx, ly) = (228.0, 218.0);
                c.stroke(&format!("M{lx} {ly}v12"), "#2a1a0a", 3.0, 1.0);
                c.path(&format!("M{} {}h36l-4 10h-28Z", lx - 18.0, ly + 12.0), "#2a1a0a", 1.0);
                c.rect(lx - 17.0, ly + 22.0, 34.0, 44.0, "#fffbe0", 1.0);
                c.ellipse(lx, ly + 46.0, 6.0, 11.0, "#ffb020", 1.0);
                c.stroke(&format!("M{} {}v44M{} {}v44", lx - 7.0, ly + 22.0, lx + 7.0, ly + 22.0), "#2a1a0a", 2.5, 1.0);
                c.rect(lx - 20.0, ly + 66.0, 40.0, 8.0, "#2a1a0a", 1.0);
                // His basket of apples at his feet.
                c.path("M230 548h86l-10 50h-66Z", "#a8783a", 1.0);
                c.stroke("M236 566h74M240 582h66", "#7a5020", 2.0, 1.0);
                c.stroke("M236 550Q272 500 310 550", "#7a5020", 4.0, 1.0);
                for (x, y) in [(248.0, 544.0), (270.0, 540.0), (294.0, 544.0), (260.0, 530.0), (282.0, 530.0)] {
                    c.circle(x, y, 12.0, "#d8202a", 1.0);
                }
                // Dusk closing in at the edges.
                c.rect(-10.0, 560.0, 420.0, 60.0, "#1a0e06", 0.35);
            },
        ),
    ]
}

/// Path data with every number rounded to a tenth, so that coordinates
/// computed in a recipe do not fill the card with long decimals.
fn tidy(d: &str) -> String {
    rounded(d, |v| v)
}

/// Path data with every number rounded to a whole unit, for many small
/// shapes whose tenths no one sees (a crowd).
fn whole(d: &str) -> String {
    rounded(d, f64::round)
}

/// Path data with every number passed through `round` and written short.
fn rounded(d: &str, round: fn(f64) -> f64) -> String {
    let mut out = String::with_capacity(d.len());
    let mut num = String::new();
    let flush = |num: &mut String, out: &mut String| {
        if !num.is_empty() {
            match num.parse::<f64>() {
                Ok(v) => out.push_str(&crate::canvas::Num(round(v)).to_string()),
                Err(_) => out.push_str(num),
            }
            num.clear();
        }
    };
    for ch in d.chars() {
        let starts_new = ch == '-' && !num.is_empty() && !num.ends_with('e');
        if starts_new || (ch == '.' && num.contains('.')) {
            flush(&mut num, &mut out);
        }
        if ch.is_ascii_digit() || ch == '.' || ch == '-' {
            num.push(ch);
        } else {
            flush(&mut num, &mut out);
            out.push(ch);
        }
    }
    flush(&mut num, &mut out);
    out
}

/// A chandelier hanging from the ceiling at (x, y): two tiers of curved
/// arms with candles and crystal drops; `s` = 1 for 130 wide.
fn chandelier(c: &mut super::scene::Ctx, x: f64, y: f64, s: f64) {
    c.stroke(&tidy(&format!("M{x} -10V{}", y)), "#3a3a3a", 2.5 * s, 1.0);
    c.soft();
    c.glow(x, y + 40.0 * s, 110.0 * s, "#ffffff", 0.75);
    c.end();
    c.g(&tidy(&format!(
        "transform=\"translate({x} {y}) scale({s})\""
    )));
    c.path("M-6 0H6L10 40Q10 56 0 62Q-10 56 -10 40Z", "#d8d8d4", 1.0);
    c.stroke(
        "M-64 30Q-60 56 0 50Q60 56 64 30M-38 12Q-36 34 0 30Q36 34 38 12",
        "#c8c8c4",
        4.0,
        1.0,
    );
    c.stroke(
        "M-64 30v-12M-32 46v-12M0 50v-12M32 46v-12M64 30v-12M-38 12v-10M38 12v-10",
        "#f4f4f0",
        5.0,
        1.0,
    );
    c.stroke(
        "M-64 14v-4M-32 30v-4M0 34v-4M32 30v-4M64 14v-4M-38 -2v-4M38 -2v-4",
        "#ffffff",
        6.0,
        1.0,
    );
    c.stroke(
        "M-56 44v14M-44 52v16M-20 56v18M-8 58v20M8 58v20M20 56v18M44 52v16M56 44v14M0 62v26",
        "#ffffff",
        2.2,
        0.9,
    );
    c.end();
    c.dots(
        10,
        x - 60.0 * s,
        x + 60.0 * s,
        y + 40.0 * s,
        y + 90.0 * s,
        2.6 * s,
        "#ffffff",
    );
    c.drew("chandelier candle");
}

/// A big dog sitting upright, turned to the right and towards us, wide
/// awake, its feet at (x, y); `s` = 1 for 160 tall.
pub(super) fn sitting_dog(c: &mut super::scene::Ctx, x: f64, y: f64, s: f64) {
    let (coat, light, dark) = ("#b87a4a", "#e0b080", "#5a3418");
    c.g(&tidy(&format!(
        "transform=\"translate({x} {y}) scale({s})\""
    )));
    c.path("M-52 -6Q-84 -4 -80 -30", "none", 1.0);
    c.stroke("M-46 -6Q-80 -2 -78 -30", coat, 10.0, 1.0);
    c.ellipse(-24.0, -42.0, 38.0, 40.0, coat, 1.0);
    c.path(
        "M-36 -70Q-30 -124 6 -130Q38 -126 40 -90L34 -40H-10Z",
        coat,
        1.0,
    );
    c.path("M10 -124Q34 -118 36 -86L30 -50Q14 -70 8 -100Z", light, 1.0);
    c.stroke("M6 -70V-4M28 -70V-4", coat, 15.0, 1.0);
    c.stroke("M6 -60V-6", "#9a623a", 3.0, 0.6);
    c.ellipse(8.0, -2.0, 11.0, 6.0, light, 1.0);
    c.ellipse(31.0, -2.0, 11.0, 6.0, light, 1.0);
    c.ellipse(-40.0, -2.0, 16.0, 6.0, coat, 1.0);
    c.stroke("M-10 -120Q14 -108 38 -118", "#c8302a", 6.0, 1.0);
    c.circle(14.0, -150.0, 30.0, coat, 1.0);
    c.path("M-8 -170Q-26 -166 -24 -128Q-12 -130 -4 -150Z", dark, 1.0);
    c.path("M30 -174Q46 -176 50 -146Q40 -144 32 -156Z", dark, 1.0);
    c.ellipse(30.0, -134.0, 20.0, 14.0, light, 1.0);
    c.ellipse(44.0, -140.0, 7.0, 5.0, "#1a1010", 1.0);
    c.stroke("M34 -124q6 3 12 -2", "#1a1010", 2.2, 1.0);
    for ex in [6.0, 28.0] {
        c.circle(ex, -158.0, 6.0, "#ffffff", 1.0);
        c.circle(ex + 1.5, -158.0, 3.6, "#1a1010", 1.0);
        c.circle(ex + 2.5, -159.5, 1.2, "#ffffff", 1.0);
    }
    c.end();
    c.drew("dog");
}
