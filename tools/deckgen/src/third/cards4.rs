//! Cards 151–200 of the third edition.

use super::people::{poses::*, *};
use super::style::{Palette::*, Technique::*};
use super::Mood::*;
use super::Viewpoint::*;
use super::{card, Card};
use crate::canvas::{poly_d, star_d, star_turned, strand_d, Num};
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
            "The house of cards",
            (CutPaper, WarmInterior, Interior, Tense),
            ["a little girl placing the very last card on a tower of cards that has grown up to the ceiling", "her grandfather kneeling below, holding his breath, hands raised to catch it"],
            ("at the foot of the tower the family cat stretches out one paw towards the bottom card", "paw"),
            [
                "Holding our breath",
                "Pride comes before a fall",
                "All evening they built it up to the ceiling, until little lights came on inside it, and just as she lays the last card the cat puts out a paw",
            ],
            &["tower of playing cards", "lit windows in a card house"],
            true,
            "A warm room at night, lit by one standing lamp. On the rug stands a tall triangle of playing cards reaching up to the ceiling, storey on storey of white cards leaning together with red and black pips, and small warm lit windows glowing in it here and there. On a stepladder beside it a small girl in blue pyjamas leans in to lay the last card at its peak, her tongue out. Below, her grandfather kneels on the rug with both hands raised. At the foot of the tower a ginger cat stretches one paw towards the bottom card.",
            |c| {
                c.drew("room lamp rug triangle ceiling storey pip window stepladder girl pyjamas peak tongue grandfather hand foot tower cat paw");
                // A dark warm wall up to the ceiling, and the rug on the floor.
                c.full("#4a2216", 1.0);
                c.rect(-10.0, -10.0, 420.0, 34.0, "#2a100a", 1.0);
                c.rect(-10.0, 22.0, 420.0, 6.0, "#6a3420", 1.0);
                c.rect(-10.0, 470.0, 420.0, 150.0, "#2e140c", 1.0);
                c.ellipse(210.0, 540.0, 230.0, 62.0, "#8a2420", 1.0);
                // The one lamp, standing behind the grandfather.
                c.circle(352.0, 196.0, 190.0, "#ffc870", 0.12);
                c.circle(352.0, 196.0, 110.0, "#ffd890", 0.18);
                c.stroke("M352 214V470M330 472H374", "#1e0c06", 6.0, 1.0);
                c.poly(&[(318.0, 214.0), (332.0, 160.0), (372.0, 160.0), (386.0, 214.0)], "#ffd890", 1.0);
                // The tower: storeys of leaning cards in pairs, a flat card on
                // each storey, warm rooms lit between some of them.
                let (ax, base, n, sh, w, cw) = (214.0, 522.0, 5usize, 94.0, 48.0, 14.0);
                let lit = [[true, false, true, false, true], [false, true, false, true, false], [true, false, true, false, false], [false, true, false, false, false], [true, false, false, false, false]];
                let (mut lit_d, mut dark_d, mut win_d, mut card_d, mut red_d, mut black_d) = (String::new(), String::new(), String::new(), String::new(), String::new(), String::new());
                let pip = |x: f64, y: f64| {
                    let (x, y) = (x.round(), y.round());
                    poly_d(&[(x, y - 6.0), (x + 5.0, y), (x, y + 6.0), (x - 5.0, y)])
                };
                let mut k = 0usize;
                for (row, lits) in lit.iter().enumerate() {
                    let m = n - row;
                    let yb = base - row as f64 * sh;
                    let yt = yb - sh + 8.0;
                    let x0 = ax - m as f64 * w / 2.0;
                    for (j, &on) in lits.iter().take(m).enumerate() {
                        let xl = x0 + j as f64 * w;
                        let (xm, xr) = (xl + w / 2.0, xl + w);
                        // The room inside the pair of cards, lit or dark.
                        let room = poly_d(&[(xl + cw, yb), (xm, yt), (xr - cw, yb)]);
                        if on {
                            lit_d.push_str(&room);
                            win_d.push_str(&poly_d(&[(xm - 6.0, yb - 34.0), (xm + 6.0, yb - 34.0), (xm + 6.0, yb - 16.0), (xm - 6.0, yb - 16.0)]));
                        } else {
                            dark_d.push_str(&room);
                        }
                        // The last card on top is still in her hand.
                        let last = row == n - 1;
                        let py = yb - sh * 0.45;
                        let (pl, pr) = (xl + cw * 0.5 + (xm - xl - cw * 0.5) * 0.45, xr - cw * 0.5 - (xr - cw * 0.5 - xm) * 0.45);
                        if !last {
                            card_d.push_str(&poly_d(&[(xl, yb), (xl + cw, yb), (xm, yt), (xm - cw, yt)]));
                        }
                        card_d.push_str(&poly_d(&[(xr - cw, yb), (xr, yb), (xm + cw, yt), (xm, yt)]));
                        // One pip a pair, red and black in turn, on alternate sides.
                        let d = if k % 2 == 0 || last { pip(pr, py) } else { pip(pl, py) };
                        (if k % 3 == 1 { &mut black_d } else { &mut red_d }).push_str(&d);
                        k += 1;
                    }
                    // The flat card laid over the storey.
                    if row < n - 1 {
                        let (fl, fr) = (x0 + 6.0, x0 + m as f64 * w - 6.0);
                        card_d.push_str(&poly_d(&[(fl, yt - 8.0), (fr, yt - 8.0), (fr, yt), (fl, yt)]));
                    }
                }
                c.path(&dark_d, "#200c06", 0.5);
                c.path(&lit_d, "#ffb840", 1.0);
                c.path(&win_d, "#fff2b8", 1.0);
                c.path(&card_d, "#fbf6ea", 1.0);
                c.path(&red_d, "#d0202a", 1.0);
                c.path(&black_d, "#1a1010", 1.0);
                // The stepladder, and the girl on it laying the last card.
                c.stroke("M104 232L70 552M150 232L186 552", "#8a4a22", 9.0, 1.0);
                c.stroke("M98 304H158M90 378H168M82 452H176M74 526H184", "#6a3418", 8.0, 1.0);
                c.rect(94.0, 224.0, 64.0, 12.0, "#9a5a2a", 1.0);
                let girl = Look::new(1, "#4a7ad0", "#4a7ad0").hair(Hair::Long, 2).face(Expr::Calm).tongue().turn(0.6).gaze(Gaze::Up);
                let lay = Pose { head_r: 10.0, head: (4.0, -90.0), neck: (2.0, -80.0), ..stand() }.right_hand((15.0, -80.0), (30.0, -72.0)).left_hand((-14.0, -64.0), (-20.0, -54.0));
                figure_unshadowed(c, &lay, 118.0, 230.0, 205.0, &girl, false);
                c.poly(&[(175.0, 132.0), (189.0, 134.0), (209.0, 48.0), (195.0, 46.0)], "#fbf6ea", 1.0);
                c.poly(&[(192.0, 82.0), (197.0, 88.0), (192.0, 94.0), (187.0, 88.0)], "#d0202a", 1.0);
                // Her grandfather kneeling on the rug, hands up to catch it.
                let gran = Look::new(0, "#5a6a3a", "#4e4640").old().hair(Hair::Short, 5).glasses().face(Expr::Worry).turn(0.6).gaze(Gaze::Up);
                let catch = kneel().right_hand((16.0, -58.0), (28.0, -72.0)).left_hand((12.0, -62.0), (22.0, -80.0));
                figure(c, &catch, 364.0, 574.0, 330.0, &gran, true);
                // The ginger cat at the foot of the tower, one paw stretched out.
                let fur = "#e07a2a";
                c.stroke("M80 578Q36 586 46 548", fur, 12.0, 1.0);
                c.ellipse(120.0, 574.0, 54.0, 21.0, fur, 1.0);
                c.stroke("M96 558v30M120 554v32M144 558v28", "#b0501a", 6.0, 1.0);
                c.circle(176.0, 550.0, 23.0, fur, 1.0);
                c.poly(&[(156.0, 542.0), (158.0, 514.0), (174.0, 532.0)], fur, 1.0);
                c.poly(&[(180.0, 530.0), (196.0, 512.0), (198.0, 540.0)], fur, 1.0);
                c.ellipse(172.0, 547.0, 4.0, 6.0, "#2a8a3a", 1.0);
                c.ellipse(189.0, 546.0, 4.0, 6.0, "#2a8a3a", 1.0);
                c.stroke("M180 580Q216 570 244 534", fur, 12.0, 1.0);
                c.ellipse(248.0, 529.0, 9.0, 7.0, "#fbf0d8", 1.0);
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
            "The sword above the feast",
            (Gouache, Saturated, Interior, Tense),
            ["a plump king laughing at his feast, raising his cup", "a great sword hanging point down over his crown by a single hair"],
            ("up on the beam, a small mouse is nibbling at the hair", "mouse"),
            ["Blissful ignorance", "Uneasy lies the head that wears a crown", "All through the feast the king laughed and drank, and nobody dared tell him about the mouse"],
            &["sword of Damocles", "king's feast"],
            true,
            "A plump king in a gold crown and a red robe with a white fur collar sits on a golden throne behind a long feasting table against a dark wall, laughing with his eyes shut and raising a tall golden cup. On the table in front of him lie a roast on a platter and a bowl of fruit with grapes. Right above his head, point down, hangs a great shining sword, tied by one thin hair to a wooden beam under the ceiling. On the beam a small grey mouse is nibbling at the hair.",
            |c| {
                c.drew("king crown robe fur collar throne table wall cup roast platter bowl fruit grape head sword hair beam ceiling mouse");
                // The dark plain wall of the hall.
                let wall = c.linv(&[(0.0, "#080c24", 1.0), (1.0, "#16244e", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &wall, 1.0);
                c.soft();
                c.glow(200.0, 400.0, 220.0, "#ffb040", 0.3);
                c.end();
                // The ceiling beam.
                c.rect(-10.0, 44.0, 420.0, 34.0, "#7a4418", 1.0);
                c.stroke("M-10 47H410", "#b06a2a", 4.0, 1.0);
                c.stroke("M-10 78H410", "#3a1a08", 4.0, 1.0);
                // The golden throne behind him.
                c.path("M86 480V330Q86 262 200 250Q314 262 314 330V480Z", "#e0a418", 1.0);
                c.path("M110 480V338Q110 286 200 276Q290 286 290 338V480Z", "#b01830", 1.0);
                c.circle(86.0, 322.0, 15.0, "#ffd040", 1.0);
                c.circle(314.0, 322.0, 15.0, "#ffd040", 1.0);
                c.circle(200.0, 244.0, 13.0, "#ffd040", 1.0);
                // His red robe, wide and plump.
                c.path("M56 600Q52 466 116 444Q160 430 200 430Q240 430 284 444Q348 466 344 600Z", "#d81e28", 1.0);
                // The king, laughing with his eyes shut, bearded.
                let king = Look::new(1, "#d81e28", "#d81e28").hair(Hair::Short, 2).beard().build(1.4).face(Expr::Laugh);
                portrait(c, 200.0, 390.0, 44.0, &king);
                // The white fur collar of his robe.
                c.path("M110 452Q150 480 200 482Q250 480 290 452Q262 438 244 446Q222 468 200 468Q178 468 156 446Q138 438 110 452Z", "#fbf6ea", 1.0);
                for (x, y) in [(128.0, 456.0), (160.0, 466.0), (240.0, 466.0), (272.0, 456.0), (200.0, 474.0)] {
                    c.path(&format!("M{x} {}l-3 7h6Z", y - 3.0), "#1a1a1a", 1.0);
                }
                // His crown.
                c.path("M160 368L154 326L172 344L186 318L200 340L214 318L228 344L246 326L240 368Z", "#ffc828", 1.0);
                c.rect(158.0, 356.0, 84.0, 14.0, "#e0a010", 1.0);
                for (x, col) in [(176.0, "#2050d0"), (200.0, "#e01a30"), (224.0, "#2a9a40")] {
                    c.circle(x, 363.0, 5.0, col, 1.0);
                }
                for (x, y) in [(154.0, 324.0), (186.0, 316.0), (214.0, 316.0), (246.0, 324.0)] {
                    c.circle(x, y, 4.5, "#fff0a0", 1.0);
                }
                // His raised arm and the tall golden cup.
                c.stroke("M100 282V372", "#e0a010", 8.0, 1.0);
                c.path("M66 222H134L128 262Q124 290 100 292Q76 290 72 262Z", "#ffc828", 1.0);
                c.path("M100 222H134L128 262Q124 290 100 292Z", "#e0a010", 1.0);
                c.ellipse(100.0, 222.0, 34.0, 8.0, "#8a1020", 1.0);
                c.ellipse(100.0, 300.0, 8.0, 4.0, "#ffc828", 1.0);
                fist(c, 102.0, 370.0, 1.5, -4.0, "#f0b888", "#a0684a");
                c.path("M136 506Q94 450 78 384L126 374Q136 430 170 470Z", "#d81e28", 1.0);
                c.path("M76 386L126 374L128 392L80 404Z", "#fbf6ea", 1.0);
                // The feasting table and its cloth.
                c.rect(-10.0, 504.0, 420.0, 110.0, "#f4ead0", 1.0);
                c.rect(-10.0, 498.0, 420.0, 12.0, "#e8d8b0", 1.0);
                c.stroke("M-10 566H410", "#d8a020", 12.0, 1.0);
                // The roast on its platter.
                c.ellipse(290.0, 516.0, 80.0, 14.0, "#d8dce4", 1.0);
                for side in [-1.0, 1.0] {
                    let x = 290.0 + side * 34.0;
                    c.g(&format!("transform=\"rotate({} {x} 484)\"", side * 30.0));
                    c.ellipse(x, 474.0, 16.0, 24.0, "#a04a14", 1.0);
                    c.rect(x - 4.0, 438.0, 8.0, 16.0, "#fbf6ea", 1.0);
                    c.circle(x - 4.0, 436.0, 5.0, "#fbf6ea", 1.0);
                    c.circle(x + 4.0, 436.0, 5.0, "#fbf6ea", 1.0);
                    c.end();
                }
                c.ellipse(290.0, 496.0, 56.0, 28.0, "#a04a14", 1.0);
                c.ellipse(280.0, 486.0, 34.0, 12.0, "#d8782a", 1.0);
                // The bowl of fruit, a bunch of grapes hanging over its rim.
                for (x, y, r, col) in [(74.0, 486.0, 18.0, "#e02a20"), (104.0, 476.0, 20.0, "#ffb020"), (132.0, 488.0, 16.0, "#40a030")] {
                    c.circle(x, y, r, col, 1.0);
                }
                c.path("M46 494H158Q154 526 102 528Q50 526 46 494Z", "#2a5ad0", 1.0);
                c.stroke("M46 494H158", "#6a9af0", 4.0, 1.0);
                for (x, y) in [(150.0, 496.0), (163.0, 497.0), (156.0, 508.0), (169.0, 509.0), (162.0, 520.0), (168.0, 531.0)] {
                    c.circle(x, y, 7.0, "#7a2a8a", 1.0);
                }
                // The hair: knotted round the beam, down to the pommel.
                c.stroke("M200 40V102", "#fff6e0", 1.8, 1.0);
                c.stroke("M194 42Q200 34 206 42", "#fff6e0", 1.8, 1.0);
                // The great sword, point down, right above the crown.
                c.circle(200.0, 112.0, 13.0, "#ffc828", 1.0);
                c.rect(191.0, 122.0, 18.0, 42.0, "#5a2a10", 1.0);
                c.stroke("M191 132h18M191 143h18M191 154h18", "#3a1a08", 2.5, 1.0);
                c.path("M128 162H272L262 178H138Z", "#ffc828", 1.0);
                c.circle(128.0, 168.0, 8.0, "#ffc828", 1.0);
                c.circle(272.0, 168.0, 8.0, "#ffc828", 1.0);
                c.path("M178 178H222L216 276L200 306L184 276Z", "#eef2f8", 1.0);
                c.path("M200 178H222L216 276L200 306Z", "#a8b4c4", 1.0);
                c.stroke("M200 182V292", "#ffffff", 2.5, 0.9);
                // The mouse on the beam, nibbling at the knot.
                c.ellipse(228.0, 30.0, 22.0, 14.0, "#b0a8a8", 1.0);
                c.circle(208.0, 36.0, 10.0, "#b0a8a8", 1.0);
                c.circle(214.0, 24.0, 6.0, "#f0b0b8", 1.0);
                c.circle(205.0, 33.0, 2.0, "#1a1a1a", 1.0);
                c.circle(199.0, 40.0, 2.5, "#e07080", 1.0);
                c.stroke("M250 34q22 6 30 -10", "#d0a0a0", 2.5, 1.0);
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
            "The stair out of the sea",
            (Gouache, Dusk, EyeLevel, Mysterious),
            ["the calm sea she has left behind", "the clouds where the stone steps lead"],
            ("a pair of shoes stands neatly on the lowest step beside the boat; she climbs barefoot", "shoes"),
            [
                "Leaving it behind",
                "Heaven can wait",
                "She rowed out to where the stair rose from the water, left her shoes side by side on the bottom step, and began to climb",
            ],
            &["stair into the clouds", "shoes left behind"],
            true,
            "A calm, glassy sea at dusk under a pink and violet sky. Out of the water rises a narrow flight of old stone steps, bare at both sides, climbing steeply to the right up into a bank of glowing clouds, where it disappears. Halfway up a woman in a long blue coat has stopped and turns to look back down over the sea, calm and a little sad. She is barefoot. A small rowing boat is tied with a rope to the lowest step, and on that step a pair of red shoes stands neatly side by side.",
            |c| {
                c.drew("sea water sky stair step stone cloud woman coat boat rope shoe");
                c.sky(410.0);
                // The glow low over the horizon.
                c.soft();
                c.glow(140.0, 400.0, 240.0, "#ffe0a8", 0.6);
                c.end();
                // The flat, glassy sea, a bright streak of the glow on it.
                let sea = c.c.linv(&[(0.0, "#8a5a86", 1.0), (0.4, "#4a2e5a", 1.0), (1.0, "#1c1230", 1.0)]);
                c.rect(-10.0, 400.0, 420.0, 220.0, &sea, 1.0);
                c.stroke("M-10 401H410", "#fff0c8", 3.0, 0.9);
                c.stroke("M50 412H220M70 428H200M90 450H180M100 480H160", "#ffe0b0", 3.0, 0.6);
                // The bank of lit clouds across the top, pink above, gold beneath.
                use crate::second::things::cloud;
                c.soft();
                c.glow(300.0, 200.0, 170.0, "#fff0c8", 0.7);
                c.end();
                cloud(c, 90.0, 70.0, 330.0, "#e8a8b4", "#a86a8a");
                cloud(c, 330.0, 50.0, 330.0, "#f0b8b8", "#a86a8a");
                cloud(c, 170.0, 150.0, 300.0, "#f8ccb4", "#c88a9a");
                // The stone stair: a landing at the water, then steep steps up to the right.
                let (x0, y0, x1, run, rise, n) = (98.0, 522.0, 166.0, 11.0, 20.0, 18);
                let xs = |i: usize| x1 + i as f64 * run;
                let ys = |i: usize| y0 - i as f64 * rise;
                let mut d = format!("M{x0} 536V{y0}H{x1}");
                let mut treads = format!("M{x0} {y0}H{x1}");
                for i in 1..=n {
                    let _ = write!(d, "V{}H{}", ys(i), xs(i));
                    let _ = write!(treads, "M{} {}H{}", xs(i - 1), ys(i), xs(i));
                }
                let _ = write!(d, "L{} {}L{} 536Z", xs(n), ys(n) + 70.0, x1 + 50.0);
                let stone = c.c.lin(&[(0.0, "#5a3a52", 1.0), (1.0, "#2a1830", 1.0)], 0.0, 0.0, 1.0, 1.0);
                c.path(&d, &stone, 1.0);
                // Old joints in the stone, and the lit edges of the treads.
                let mut joints = String::new();
                for i in (2..n).step_by(3) {
                    let _ = write!(joints, "M{} {}l46 0M{} {}l0 22", xs(i) - 6.0, ys(i) + 24.0, xs(i) + 14.0, ys(i) + 24.0);
                }
                c.stroke(&joints, "#1c1024", 2.0, 0.5);
                c.stroke(&treads, "#ffdcaa", 4.0, 0.9);
                c.stroke(&d, "#1c1024", 2.5, 0.8);
                // Its dim reflection in the still water.
                c.g("transform=\"translate(0 1072) scale(1 -1)\" opacity=\".3\"");
                c.path(&d, "#1c1228", 1.0);
                c.end();
                // The cloud's lit foot swallowing the top of the stair.
                cloud(c, 330.0, 196.0, 250.0, "#fce0b8", "#e8b0a0");
                cloud(c, 370.0, 222.0, 190.0, "#fff0d0", "#f0c0a8");
                c.soft();
                c.glow(324.0, 236.0, 84.0, "#fff4d8", 0.6);
                c.end();
                // The rowing boat tied to the landing.
                crate::second::things::rowboat(c, 50.0, 548.0, 86.0, "#8a4a2a");
                c.stroke("M8 529H92", "#4a2418", 4.0, 1.0);
                c.stroke("M88 530Q94 546 104 524", "#f0dcb0", 2.5, 0.9);
                // The shoes, side by side on the lowest step.
                for x in [126.0, 144.0] {
                    c.path(&format!("M{x} 522v-8q7 -3 9 2l7 3q3 3 0 3Z"), "#d8342a", 1.0);
                }
                // The woman halfway up, turning to look back down over the sea.
                let her = Look::new(1, "#2a4a7a", SKIN[1]).hair(Hair::Long, 1).face(Expr::Wistful).turn(-0.35).tilt(-6.0);
                let step = Pose {
                    hem: Some((16.0, -14.0)),
                    hair: true,
                    knees: [(-2.0, -25.0), (8.0, -30.0)],
                    feet: [(-3.0, -2.0), (5.0, -12.0)],
                    elbows: [(-12.0, -62.0), (12.0, -63.0)],
                    hands: [(-16.0, -48.0), (13.0, -48.0)],
                    ..stand()
                };
                let (fx, fy) = (xs(8) - 6.0, ys(8));
                figure_unshadowed(c, &step, fx, fy, 170.0, &her, false);
                // Bare feet over the figure's shoes.
                for (dx, dy) in [(-3.0, -2.0), (5.0, -12.0)] {
                    let (x, y) = (fx + dx * 1.7, fy + dy * 1.7);
                    c.path(&format!("M{} {}v-9q9 -5 17 1q7 3 5 8Z", x - 7.0, y + 5.0), SKIN[1], 1.0);
                }
            },
        ),
        card(
            "What was in the box",
            (Gouache, Night, CloseUp, Eerie),
            ["a young woman who has just lifted the lid of an old forbidden chest", "the great cloud of black moths pouring out of it into the night"],
            ("at the very bottom of the open chest one small golden light still glows", "light"),
            [
                "Dread and hope",
                "What's done cannot be undone",
                "She only lifted the lid for a moment, and the dark poured out over the whole world, but down at the bottom of the chest one small light stayed behind",
            ],
            &["forbidden chest", "cloud of moths"],
            true,
            "A close view at night. A young woman with long red hair, in a pale nightdress, leans beside an old carved wooden chest whose heavy lid she has just lifted, one hand still raised on the lid. Out of the chest a great swirling cloud of black moths pours up into the dark blue night against a violet glow, rushing past her face. Her face, lit warm from below, stares up at them, eyes wide and mouth open in horror. At the very bottom of the open chest one small warm golden light still glows.",
            |c| {
                c.drew("night woman nightdress chest lid cloud moth glow light bottom");
                type Ctx<'a> = super::scene::Ctx<'a>;
                // A black moth at (x, y), `s` = 1 for wings 40 across,
                // turned `rot` degrees, its wings narrowed to `w` in flight.
                fn moth(c: &mut Ctx, x: f64, y: f64, s: f64, rot: f64, w: f64, col: &str) {
                    c.g(&format!("transform=\"translate({} {}) rotate({}) scale({} {})\"", Num(x), Num(y), Num(rot), Num(s * w), Num(s)));
                    c.path("M0 -4C6 -14 18 -16 21 -8C20 -1 12 2 0 2C-12 2 -20 -1 -21 -8C-18 -16 -6 -14 0 -4ZM0 1C8 2 15 8 11 15C6 16 2 11 0 5C-2 11 -6 16 -11 15C-15 8 -8 2 0 1Z", col, 1.0);
                    c.ellipse(0.0, 2.0, 2.2, 8.0, col, 1.0);
                    c.stroke("M-1 -5Q-4 -12 -8 -14M1 -5Q4 -12 8 -14", col, 1.2, 1.0);
                    c.end();
                }
                // The deep blue-black night, and the violet glow pouring up.
                c.full("#0a0c22", 1.0);
                c.soft();
                c.glow(250.0, 210.0, 320.0, "#8a50d8", 0.9);
                c.glow(284.0, 330.0, 190.0, "#c490ff", 0.8);
                c.end();
                // The young woman beside the chest, staring up in horror.
                let girl = Look::new(1, "#e8e2ee", "#e8e2ee").hair(Hair::Long, 4).face(Expr::Shock).gaze(Gaze::Up).turn(0.35);
                let (hx, hy, r) = (104.0, 318.0, 54.0);
                portrait(c, hx, hy, r, &girl);
                c.rect(hx - r * 2.2, hy + r * 4.4, r * 4.4, 80.0, "#e8e2ee", 1.0);
                // The lid, thrown back on its hinges: its inside lit violet.
                c.path("M176 432L196 320H392L410 432Z", "#6a3a5a", 1.0);
                c.path("M192 422L208 334H380L394 422Z", "#4a2444", 1.0);
                c.stroke("M200 392H388M204 362H384", "#6a3a5a", 4.0, 1.0);
                c.stroke("M176 432L196 320H392L410 432", "#b07a3a", 9.0, 1.0);
                // Her raised arm, the hand on the edge of the lid.
                c.stroke("M150 480Q190 430 194 346", "#e8e2ee", 32.0, 1.0);
                c.stroke("M140 476Q176 432 182 370", "#c8c0d8", 5.0, 0.8);
                c.ellipse(196.0, 330.0, 17.0, 14.0, "#f0b88a", 1.0);
                c.stroke("M202 318q8 6 6 16M194 316q8 6 6 18M186 320q6 6 4 16", "#b07850", 2.5, 1.0);
                // The open chest: the dark hollow inside and the golden light
                // at its very bottom.
                c.path("M176 432H410L430 486H150Z", "#140a0c", 1.0);
                c.path("M176 432H410L404 448H182Z", "#2e1a1c", 1.0);
                c.soft();
                c.glow(292.0, 468.0, 40.0, "#ffc050", 0.95);
                c.end();
                c.circle(292.0, 468.0, 6.0, "#fff4c0", 1.0);
                // The chest's carved front, banded in brass.
                c.path("M150 486H430V620H150Z", "#5a3018", 1.0);
                c.path("M176 508H404V596H176Z", "#4a2412", 1.0);
                c.stroke("M196 552Q230 516 262 552T328 552T394 552M196 552Q230 588 262 552T328 552T394 552", "#7a4a26", 5.0, 1.0);
                c.circle(290.0, 552.0, 12.0, "#c8963a", 1.0);
                c.stroke("M150 486H430M150 486V620M430 486V620", "#c8963a", 7.0, 1.0);
                c.rect(278.0, 486.0, 24.0, 30.0, "#c8963a", 1.0);
                c.circle(290.0, 500.0, 5.0, "#2a1408", 1.0);
                // The cloud of moths, swirling up out of the chest and past her face.
                let mut k = 0.0_f64;
                for i in 0..60 {
                    let t = (i as f64 / 59.0).powf(0.8);
                    k += 1.0;
                    let h1 = ((k * 12.9898).sin() * 43758.5453).fract().abs();
                    let h2 = ((k * 78.233).sin() * 12345.678).fract().abs();
                    let h3 = ((k * 39.425).sin() * 24634.634).fract().abs();
                    let spread = 20.0 + 180.0 * t;
                    let x = 292.0 - 80.0 * t + (t * 7.0).sin() * 50.0 + (h1 - 0.5) * spread * 2.0;
                    let y = 412.0 - 420.0 * t + (h2 - 0.5) * (20.0 + 60.0 * t);
                    let s = 0.8 + 1.4 * t * h3 + 0.3 * h1;
                    moth(c, x, y, s, (h2 - 0.5) * 90.0 - 20.0, 0.45 + 0.55 * h3, "#0a0610");
                }
                // Three big ones rushing right past her face.
                moth(c, 176.0, 236.0, 2.2, -30.0, 0.8, "#08040c");
                moth(c, 46.0, 200.0, 1.7, -50.0, 0.6, "#08040c");
                moth(c, 352.0, 120.0, 2.6, 20.0, 0.9, "#08040c");
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
            "Stop",
            (Woodcut, Sea, TinyInHuge, Tense),
            ["a small girl on the beach holding up her hand", "the giant wave that has stopped for her"],
            ("beside her feet a small red crab holds up one claw exactly as she holds up her hand", "crab"),
            ["Stand firm", "Thus far and no further", "The whole beach ran, but she and the crab stayed where they were and held up their hands, and the sea stopped"],
            &["giant wave stopped in mid-air", "girl holding up her hand to the sea"],
            true,
            "A huge dark blue wave rears up over a small beach under a pale sky, its white crest of foam curled high over the sand like a claw and hanging there, still, with flecks of spray around it. On the sand in front of it a little girl in a red coat stands with her feet planted and one arm held straight out towards the wave, palm raised. Her face, seen from the side, is fierce. Beside her feet a small red crab holds up one claw just as she holds up her hand.",
            |c| {
                c.drew("wave sea crest foam spray fleck sky beach sand girl coat palm crab claw");
                let (deep, mid, pale, foam, ink) = ("#2659c0", "#1a80e6", "#a8d0f0", "#fbf8ee", "#0c1424");
                // The pale sky, the low flat sea far behind, the sand.
                c.full("#efe2c2", 1.0);
                c.rect(-10.0, 452.0, 420.0, 60.0, mid, 1.0);
                c.stroke("M-10 470H230M-10 490H230", pale, 2.5, 0.8);
                c.path("M-10 508Q200 496 410 512V610H-10Z", "#ecd088", 1.0);
                c.stroke("M20 560q20 -6 40 0M240 586q24 -6 48 0M40 596q20 -6 40 0", "#b89a60", 3.0, 1.0);
                // The great wave: its back rising up the right, its crest
                // curling over to the left, high above her, and hanging there.
                let body = "M410 560V150C404 64 320 14 220 24C146 32 80 72 56 138C46 170 58 206 90 214C80 190 92 166 124 156C176 142 226 168 248 216C270 266 272 340 256 400C244 450 240 500 258 560Z";
                c.path(body, deep, 1.0);
                // Bands of lighter water following its sweep, cut in white.
                c.stroke("M400 540V170C394 96 320 52 226 60C170 66 122 92 104 132", mid, 22.0, 1.0);
                c.stroke("M370 540V200C364 130 304 94 236 100C196 104 164 122 150 146", mid, 14.0, 1.0);
                c.stroke("M340 540V230C336 170 290 140 240 140", mid, 10.0, 1.0);
                c.stroke("M388 530V176C382 104 314 66 228 74C176 80 132 100 114 138M356 530V214C350 150 298 118 238 120M326 530V250C322 200 288 176 252 178M300 540V290C296 250 280 224 262 214", foam, 2.5, 0.9);
                // The black hollow under the curl and down its front.
                c.stroke("M96 206C92 186 100 170 126 162C174 150 218 172 238 218C258 266 262 340 248 400C238 450 236 500 252 556", "#0a1a40", 22.0, 1.0);
                // The foam crest: a thick white lip along the top, and claws of
                // foam hanging off its curled tip.
                c.path("M330 36C290 20 250 18 220 24C146 32 80 72 56 138C46 170 58 206 90 214C80 190 92 166 124 156C110 140 108 118 130 96C170 64 230 48 300 52Z", foam, 1.0);
                c.stroke("M290 40C240 38 180 52 140 84M120 110C100 130 92 150 96 170", "#a8c4dc", 3.0, 1.0);
                let claw = |c: &mut super::scene::Ctx, x: f64, y: f64, rot: f64, s: f64| {
                    c.g(&format!("transform=\"translate({x} {y}) rotate({rot}) scale({s})\""));
                    c.path("M-8 0C-10 14 -4 26 8 28C2 22 0 14 4 8C8 14 14 14 16 10C10 8 8 2 8 -2Z", foam, 1.0);
                    c.end();
                };
                for &(x, y, r, s) in &[(70.0, 196.0, 20.0, 1.4), (98.0, 206.0, -10.0, 1.3), (126.0, 170.0, -30.0, 1.2), (150.0, 160.0, -40.0, 1.1), (176.0, 160.0, -50.0, 1.0), (200.0, 168.0, -60.0, 0.9), (52.0, 160.0, 60.0, 1.2), (60.0, 118.0, 90.0, 1.1)] {
                    claw(c, x, y, r, s);
                }
                // Drops of spray, hanging still in the air.
                for &(x, y, r) in &[(40.0, 240.0, 6.0), (72.0, 250.0, 4.0), (110.0, 236.0, 5.0), (150.0, 204.0, 4.0), (186.0, 200.0, 5.0), (30.0, 92.0, 5.0), ] {
                    c.circle(x, y, r, foam, 1.0);
                }
                // The wave's foot, a roll of foam that has stopped short of her.
                c.path("M214 560C214 536 236 520 262 526C282 510 320 514 340 528C366 514 396 518 410 530V566H214Z", foam, 1.0);
                c.stroke("M236 546q14 -10 30 -4M290 540q16 -10 34 -2M350 544q16 -8 32 0", "#a8c4dc", 3.0, 1.0);
                // The crab beside her feet, one claw held up like her hand.
                let (cr, crd) = ("#d8281e", "#6a1008");
                c.stroke("M176 572l-12 8l-4 10M182 576l-6 12M208 572l12 8l4 10M202 576l6 12", crd, 4.0, 1.0);
                c.stroke("M202 562l10 -16l-2 -20", cr, 6.0, 1.0);
                c.path("M202 524C196 510 202 498 212 496L214 510L222 504C226 514 220 526 210 528Z", cr, 1.0);
                c.stroke("M180 566l-12 -4l-6 4", cr, 6.0, 1.0);
                c.ellipse(158.0, 566.0, 8.0, 6.0, cr, 1.0);
                c.ellipse(192.0, 568.0, 20.0, 12.0, cr, 1.0);
                c.stroke("M186 558l-2 -10M198 558l2 -10", crd, 3.0, 1.0);
                c.circle(184.0, 546.0, 3.5, ink, 1.0);
                c.circle(200.0, 546.0, 3.5, ink, 1.0);
                // The girl, feet planted, her arm straight out at the wave.
                let girl = Look::new(1, "#d42a1e", "#2a2a3a").hair(Hair::Bun, 4).face(Expr::Angry).turn(1.0).profile().hands(Grip::Fist, Grip::Fist);
                let pose = Pose {
                    knees: [(-7.0, -25.0), (7.0, -25.0)],
                    feet: [(-12.0, -2.0), (12.0, -2.0)],
                    ..stand().child().dress(17.0, -34.0)
                }
                .right_hand((15.0, -80.0), (30.0, -84.0))
                .left_hand((-10.0, -64.0), (-15.0, -50.0));
                let (gx, gy, gh) = (82.0, 588.0, 270.0);
                figure(c, &pose, gx, gy, gh, &girl, false);
                // Her raised palm, fingers up: stop.
                let (hx, hy) = (gx + 31.0 * gh / 100.0, gy - 84.0 * gh / 100.0);
                c.path(&format!("M{} {}c-2 -10 -2 -20 0 -30c2 -4 6 -4 7 0l1 14l1 -20c1 -5 7 -5 8 0l0 20l2 -16c1 -5 7 -5 8 0l-1 20l3 -10c2 -4 7 -3 7 2c-2 10 -4 20 -10 30Z", hx - 4.0, hy + 10.0), girl.skin, 1.0);
            },
        ),
        card(
            "The tattoo that flew away",
            (Woodcut, Sea, Hands, Wistful),
            ["an old sailor's big tattooed forearm resting on the windowsill", "the blue ink swallow that has come alive and flies off his arm over the sea"],
            ("the banner in the swallow's beak carries the name missing from the heart on his arm", "name"),
            [
                "Letting her go",
                "One swallow does not make a summer",
                "For fifty years the swallow carried her name on his arm, and this morning it set off to carry it back to her",
            ],
            &["ink swallow flying off", "empty tattoo outline"],
            false,
            "Through an open window a bright turquoise sky with a big pale sun, and a deep blue sea below it. A huge weathered bare forearm with a rolled-up striped sleeve lies across the wooden windowsill, the hand resting on the sill. On the arm are old blue tattoos: an anchor, and a red heart with an empty banner across it; between them is only the pale, dotted outline of a bird. Up in the sky, in front of the sun, a big swallow drawn in blue ink with a red breast flies away over the sea, a dotted trail running back down to the arm. In its beak it carries a little banner with a name on it in curly tattoo script.",
            |c| {
                c.drew("window windowsill sky sun sea sill name forearm arm hand finger thumb sleeve stripe tattoo anchor heart banner swallow bird beak breast trail");
                // A turquoise sky, a big pale sun, the deep sea.
                c.c.rect(-10.0, -10.0, 420.0, 330.0, "#4cbcd0", 1.0);
                c.c.circle(214.0, 150.0, 118.0, "#fff4cc", 1.0);
                c.rect(-10.0, 296.0, 420.0, 140.0, "#0e4a7a", 1.0);
                c.stroke("M60 326q14 -6 28 0M250 318q14 -6 28 0M140 350q16 -6 32 0", "#8ad0e0", 3.0, 1.0);
                // The window jambs and the wooden sill, the dark room below.
                c.rect(-10.0, -10.0, 46.0, 430.0, "#6a4026", 1.0);
                c.rect(364.0, -10.0, 46.0, 430.0, "#6a4026", 1.0);
                c.rect(-10.0, 430.0, 420.0, 200.0, "#2a1a14", 1.0);
                c.path("M-10 396H410V440H-10Z", "#c08a54", 1.0);
                c.path("M-10 440H410V466H-10Z", "#7a4a2a", 1.0);
                // The old sailor's forearm, elbow in a striped sleeve.
                let (skin, dark, ink) = ("#d8905c", "#5a2a16", "#1c44a8");
                c.path("M-20 440Q130 370 282 380L290 456Q170 500 120 610H-20Z", skin, 1.0);
                c.path("M-20 526Q20 506 62 516L52 610H-20Z", "#f4f0e4", 1.0);
                c.stroke("M-10 546Q24 530 60 536M-10 580Q22 566 56 572", "#1a5aa8", 11.0, 1.0);
                // The hand resting on the sill: thumb and four spread fingers.
                for (a, b) in [((306.0, 388.0), (342.0, 362.0)), ((330.0, 392.0), (370.0, 388.0)), ((334.0, 410.0), (378.0, 410.0)), ((334.0, 428.0), (376.0, 432.0)), ((328.0, 446.0), (366.0, 454.0))] {
                    let d = format!("M{} {}L{} {}", a.0, a.1, b.0, b.1);
                    c.stroke(&d, dark, 23.0, 1.0);
                    c.stroke(&d, skin, 16.0, 1.0);
                }
                c.path("M270 380Q306 370 334 384Q340 420 332 452Q306 462 278 458Z", skin, 1.0);
                c.stroke("M262 394q6 26 0 54", dark, 3.0, 0.8);
                // The anchor near the elbow.
                c.g("transform=\"translate(96 514) rotate(-22) scale(1.25)\"");
                c.stroke("M0 -30V34M-16 -18H16M-28 14Q-24 38 0 40Q24 38 28 14M-34 20l6 -10l6 10M22 20l6 -10l6 10", ink, 6.0, 1.0);
                c.stroke("M-7 -38a7 7 0 1 0 14 0a7 7 0 1 0 -14 0", ink, 5.0, 1.0);
                c.end();
                // The pale dotted outline where the swallow was.
                let bird = "M58 0L46 -6Q40 -14 28 -10Q10 -40 -40 -74Q-20 -36 -14 -8L-34 -6L-96 -30L-56 0L-96 28L-34 6L-14 8Q-24 40 -46 66Q8 40 14 10Q34 14 46 4Z";
                c.soft();
                c.g("transform=\"translate(186 462) rotate(-20) scale(0.85)\"");
                c.path(bird, "#f0b48a", 1.0);
                c.end();
                c.end();
                c.g("transform=\"translate(186 462) rotate(-20) scale(0.85)\" stroke-dasharray=\"4 6\"");
                c.stroke(bird, ink, 3.5, 1.0);
                c.end();
                // The heart by the wrist, its banner now empty.
                c.g("transform=\"translate(256 422) rotate(-10) scale(1.15)\"");
                c.path("M0 22Q-30 0 -28 -14Q-24 -28 -10 -26Q-2 -24 0 -14Q2 -24 10 -26Q24 -28 28 -14Q30 0 0 22Z", "#e0342a", 1.0);
                c.path("M-36 -8H36L30 0L36 8H-36L-30 0Z", "#fff4dc", 1.0);
                c.end();
                // The dotted trail from the arm up to the bird.
                c.g("stroke-dasharray=\"1 11\"");
                c.stroke("M196 420Q150 330 170 240", ink, 6.0, 1.0);
                c.end();
                // The swallow, alive, flying off in front of the sun.
                c.g("transform=\"translate(196 170) rotate(-20) scale(1.8)\"");
                c.path(bird, "#2a5cc8", 1.0);
                c.path("M46 4Q34 14 14 10Q18 0 30 -2Q40 -4 46 4Z", "#e8302a", 1.0);
                c.stroke("M-8 -24Q-24 -46 -38 -64M-62 -16L-88 -26M-62 16L-88 24", "#9ad0f8", 2.0, 1.0);
                c.end();
                c.circle(250.0, 143.0, 7.0, "#ffffff", 1.0);
                c.circle(252.0, 143.0, 3.0, "#101018", 1.0);
                // Its banner with the name on it, a flourish of tattoo script that spells no word.
                c.g("transform=\"translate(284 150) rotate(24) scale(1.2)\"");
                c.path("M-4 -16H84L76 0L84 16H-4Z", "#fff4dc", 1.0);
                c.stroke("M6 6C8 -14 14 -10 12 4S18 -8 22 2S28 -6 32 4S40 -12 44 2S52 -4 56 4S64 -8 70 0", ink, 3.5, 1.0);
                c.end();
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
            "The elephant in the fog",
            (Gouache, Monochrome, TinyInHuge, Eerie),
            ["an enormous elephant looming out of the fog in a city street", "a small girl holding up an apple to its trunk"],
            ("round its front ankle is a metal cuff with a broken chain", "chain"),
            [
                "Found",
                "An elephant never forgets",
                "It broke its chain in the night and walked through the fog across the whole city to find the girl who used to bring it apples",
            ],
            &["escaped elephant", "city fog"],
            true,
            "A city street lost in thick pale grey fog, the faint grey shapes of two tall houses far off. Out of the fog looms an enormous grey elephant seen from the front, head lowered, ears spread wide, the rest of its huge body fading into the fog. Its trunk curves gently down towards a small girl in a red coat standing in front of it, who stretches up on her toes holding a red apple up to the end of the trunk. One small dark eye of the elephant looks down at her. Round one of its front ankles is a dark metal cuff with a short broken chain lying on the ground.",
            |c| {
                c.drew("city street fog house elephant head ear body trunk girl coat apple eye ankle cuff chain ground toe");
                // Thick pale fog, a little lighter on the ground.
                let fog = c.c.linv(&[(0.0, "#b4b4b0", 1.0), (0.7, "#cacac6", 1.0), (0.78, "#d6d6d2", 1.0), (1.0, "#e2e2de", 1.0)]);
                c.c.rect(-10.0, -10.0, 420.0, 620.0, &fog, 1.0);
                // Two tall houses far off, barely there.
                c.soft();
                c.rect(-10.0, 60.0, 76.0, 410.0, "#a4a4a0", 0.5);
                c.rect(340.0, 130.0, 80.0, 340.0, "#a4a4a0", 0.45);
                c.end();
                let (skin, dark, near) = ("#7a7976", "#5c5b58", "#868581");
                let sp = |p: &[(f64, f64)]| crate::canvas::poly_d_whole(&crate::canvas::smooth_points(p, 4));
                // Its back and hind parts rising behind the head, lost in the
                // fog: no outline, fading out upwards.
                c.g_blur(24.0, 1.0);
                c.c.ellipse(200.0, 200.0, 150.0, 150.0, "#969591", 1.0);
                c.c.ellipse(200.0, 130.0, 80.0, 60.0, "#8a8986", 1.0);
                c.end();
                // The great ears spread wide, darker, hanging from the head.
                for s in [-1.0f64, 1.0] {
                    let e = |x: f64, y: f64| (200.0 + s * x, y);
                    c.path(&sp(&[e(60.0, 122.0), e(130.0, 104.0), e(182.0, 140.0), e(186.0, 230.0), e(150.0, 318.0), e(96.0, 340.0), e(70.0, 300.0), e(62.0, 200.0)]), dark, 1.0);
                }
                // The front legs, columns down to the ground, toenails pale.
                for x in [150.0, 250.0] {
                    c.c.path(&format!("M{} 290V496q0 12 28 12H{}q28 0 28 -12V290Z", Num(x - 30.0), Num(x + 2.0)), skin, 1.0);
                    c.c.rect(x + 14.0, 300.0, 16.0, 196.0, dark, 0.35);
                    c.stroke(&format!("M{} 506q6 -7 12 0m4 0q6 -7 12 0m4 0q6 -7 12 0", Num(x - 20.0)), "#d8d8d2", 2.5, 1.0);
                }
                // Its hind legs faint in the fog between them.
                c.soft();
                c.rect(178.0, 300.0, 44.0, 190.0, skin, 0.45);
                c.end();
                // The head, lowered: a broad dome narrowing to the trunk, a
                // crease where each ear meets it.
                let head = sp(&[(200.0, 92.0), (258.0, 104.0), (280.0, 170.0), (262.0, 250.0), (228.0, 300.0), (172.0, 300.0), (138.0, 250.0), (120.0, 170.0), (142.0, 104.0)]);
                c.c.path(&head, skin, 1.0);
                c.stroke("M128 130Q118 190 144 256M272 130Q282 190 256 256", "#4a4946", 3.0, 0.8);
                c.stroke("M166 140q34 -12 68 0", "#6a6966", 3.0, 0.7);
                // Small tusks either side of the trunk.
                c.path("M176 280q-6 34 -24 46q14 -2 32 -38Z", "#e6e4de", 1.0);
                c.path("M224 280q6 34 24 46q-14 -2 -32 -38Z", "#e6e4de", 1.0);
                // The trunk, nearest of all, curving down and out to her apple.
                let line = crate::canvas::smooth_points(&[(200.0, 236.0), (200.0, 320.0), (216.0, 372.0), (254.0, 400.0), (292.0, 404.0), (312.0, 394.0)], 4);
                let n = line.len() as f64;
                let trunk = crate::canvas::poly_d_whole(&crate::canvas::band_outline(&line, |i| 48.0 - 32.0 * i as f64 / n));
                c.c.path(&trunk, near, 1.0);
                c.stroke(&trunk, "#3e3d3a", 2.5, 0.9);
                c.stroke("M184 316q16 5 32 0M188 342q15 5 30 -2M204 370q10 6 22 -6M234 390q6 8 16 -4", dark, 2.5, 0.8);
                // The calm small eyes under heavy lids, the right one on her.
                for (x, g) in [(150.0, 0.0), (250.0, 2.0)] {
                    c.ellipse(x + g, 208.0, 5.5, 4.5, "#1a1a18", 1.0);
                    c.stroke(&format!("M{} 205q10 -7 20 0", Num(x - 10.0)), "#3a3936", 3.0, 1.0);
                }
                // The dark cuff round its left ankle and the broken chain.
                c.rect(116.0, 462.0, 68.0, 18.0, "#262624", 1.0);
                c.dots(3, 124.0, 176.0, 469.0, 473.0, 2.0, "#8a8a86");
                let mut links = String::new();
                for (i, (x, y)) in [(108.0, 488.0), (90.0, 500.0), (70.0, 506.0), (50.0, 510.0)].into_iter().enumerate() {
                    let arc = if i == 3 { "0 0" } else { "1 0" };
                    let _ = write!(links, "M{} {}a10 7 0 1 0 20 0a10 7 0 {arc} -20 0", Num(x - 10.0), Num(y));
                }
                c.stroke(&links, "#262624", 4.5, 1.0);
                // The girl on her toes, holding the apple up to the trunk.
                let girl = Look::new(2, c.p.accent, "#3a3a3a").hair(Hair::Long, 1).face(Expr::Smile).turn(0.5).gaze(Gaze::Up);
                let up = Pose { feet: [(-4.0, -6.0), (4.0, -5.0)], ..stand().child().dress(16.0, -34.0) }.right_hand((14.0, -86.0), (18.0, -110.0)).left_hand((-8.0, -64.0), (-10.0, -50.0));
                figure(c, &up, 344.0, 568.0, 138.0, &girl, true);
                c.circle(318.0, 410.0, 11.0, c.p.accent, 1.0);
                c.stroke("M318 399q1 -5 4 -7", "#3a3a3a", 2.0, 1.0);
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
            "Spring cleaning",
            (Gouache, Spring, EyeLevel, Mysterious),
            ["an old woman beating the dust out of an old rug on a spring morning", "the great cloud of butterflies that bursts out of it instead"],
            ("in the rug's pattern one place is worn bare in the shape of a butterfly, where one has just come out", "bare"),
            ["Lightness", "Out with the old, in with the new", "Every spring she beats the old rug, and every spring a little more of its pattern flies away; this year she sees the bare place where one came out of it and smiles"],
            &["butterflies out of a rug", "carpet beater"],
            true,
            "A bright spring morning in a garden under a plain blue sky. On the left an old woman in a blue dress, a white apron and a red headscarf stands side-on, one arm raised with a wicker carpet beater for the next blow. Over the garden fence hangs an old patterned rug, red with a blue border. Out of the rug bursts a great cloud of butterflies, yellow, white, orange and blue, pouring up and away into the sky. In the rug's pattern one place is worn bare in the shape of a butterfly. Pink blossoms grow along the fence.",
            |c| {
                c.drew("morning garden sky woman dress apron headscarf arm carpet beater fence rug pattern border cloud butterfly blossom");
                let sky = c.c.linv(&[(0.0, "#3f9ae6", 1.0), (1.0, "#bfe6fa", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                // The grass, sunlit, and a soft band of shade under the fence.
                c.path("M-10 478Q200 466 410 474V610H-10Z", "#7cc250", 1.0);
                c.path("M-10 560Q200 548 410 556V610H-10Z", "#6ab040", 1.0);
                // The fence: two posts and two rails across the garden.
                c.rect(-10.0, 318.0, 420.0, 14.0, "#b08050", 1.0);
                c.rect(-10.0, 420.0, 420.0, 12.0, "#b08050", 1.0);
                for x in [176.0, 392.0] {
                    c.rect(x - 8.0, 300.0, 16.0, 196.0, "#946438", 1.0);
                    c.poly(&[(x - 8.0, 300.0), (x, 290.0), (x + 8.0, 300.0)], "#946438", 1.0);
                }
                c.ellipse(300.0, 500.0, 120.0, 10.0, "#5a9a38", 0.6);
                // The old rug hung over the top rail: its back folded over,
                // a blue border, a red field and a cream medallion.
                let (x0, x1, y0, y1) = (200.0, 372.0, 316.0, 492.0);
                c.rect(x0 + 2.0, y0 - 8.0, x1 - x0 - 4.0, 14.0, "#8a2a24", 1.0);
                c.rect(x0, y0 + 4.0, x1 - x0, y1 - y0 - 4.0, "#23407a", 1.0);
                c.rect(x0 + 14.0, y0 + 18.0, x1 - x0 - 28.0, y1 - y0 - 32.0, "#c23a2e", 1.0);
                let (mx, my) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0 + 4.0);
                c.poly(&[(mx, my - 62.0), (mx + 52.0, my), (mx, my + 62.0), (mx - 52.0, my)], "#f0d890", 1.0);
                c.poly(&[(mx, my - 40.0), (mx + 32.0, my), (mx, my + 40.0), (mx - 32.0, my)], "#23407a", 1.0);
                c.poly(&[(mx, my - 16.0), (mx + 13.0, my), (mx, my + 16.0), (mx - 13.0, my)], "#e89a30", 1.0);
                for (dx, dy) in [(-58.0, -54.0), (58.0, -54.0), (-58.0, 54.0), (58.0, 54.0)] {
                    c.poly(&[(mx + dx, my + dy - 10.0), (mx + dx + 9.0, my + dy), (mx + dx, my + dy + 10.0), (mx + dx - 9.0, my + dy)], "#f0d890", 1.0);
                }
                let beads: String = (0..9).map(|k| format!("M{} {}h6", Num(x0 + 14.0 + k as f64 * 18.0), Num(y0 + 11.0))).collect();
                c.stroke(&beads, "#f0d890", 4.0, 1.0);
                let fringe: String = (0..18).map(|k| format!("M{} {}v10", Num(x0 + 5.0 + k as f64 * 9.6), Num(y1))).collect();
                c.stroke(&fringe, "#e8dcc0", 2.5, 1.0);
                // The bare place, worn to the pale weave, shaped like a butterfly.
                c167_butterfly(c, 246.0, 372.0, 1.3, -16.0, ("#eee4cc", "#d8c8a4", "#eee4cc"));
                // The butterflies bursting out of the rug where she struck it,
                // pouring up and away: big near it, small far off.
                let cols = [("#ffd23a", "#e89a1a"), ("#ffffff", "#c8d4e0"), ("#ff8a2a", "#c8501a"), ("#2a5ad8", "#1a3a98")];
                for k in 0..52 {
                    let t = (k as f64 / 52.0).powf(0.8);
                    let a = c.r(-1.9, -0.3);
                    let d = 44.0 + t * 320.0 + c.r(-16.0, 16.0);
                    let (x, y) = (300.0 + a.cos() * d * 0.85, 376.0 + a.sin() * d);
                    let s = 1.75 - t * 1.25;
                    let (top, edge) = cols[k % 4];
                    let turn = c.r(-40.0, 40.0);
                    c167_butterfly(c, x, y, s, turn, (top, edge, "#3a2a20"));
                }
                // A few blossoms along the fence.
                for (x, y) in [(14.0, 470.0), (40.0, 484.0), (236.0, 500.0), (380.0, 488.0), (352.0, 506.0)] {
                    c.circle(x, y, 14.0, "#f4a8c0", 1.0);
                    c.circle(x + 8.0, y - 6.0, 8.0, "#ffd0dc", 1.0);
                }
                // The old woman, big and side-on, her beater raised for the next blow.
                let woman = Look::new(1, "#4a7ac8", "#4a7ac8").old().hair(Hair::Bun, 5).wear(Hat::Headscarf, "#d8383a").face(Expr::Smile).turn(1.0).profile().build(1.15);
                let beat = Pose { hem: Some((20.0, -8.0)), ..stand() }.right_hand((-14.0, -92.0), (-12.0, -112.0)).left_hand((14.0, -64.0), (28.0, -70.0));
                figure(c, &beat, 104.0, 580.0, 340.0, &woman, false);
                // Her apron.
                c.path("M98 424Q120 428 140 424L156 562Q124 570 96 562Z", "#f8f4ea", 1.0);
                // The wicker carpet beater: a handle and a looped head.
                let (hx, hy) = (104.0 - 12.0 * 3.4, 580.0 - 112.0 * 3.4);
                c.stroke(&format!("M{} {}L{} {}", Num(hx + 4.0), Num(hy + 10.0), Num(hx - 14.0), Num(hy - 50.0)), "#b8884a", 7.0, 1.0);
                let (bx, by) = (hx - 20.0, hy - 78.0);
                let loops: String = [(-13.0, 6.0), (13.0, 6.0), (0.0, -16.0)].iter().map(|(dx, dy)| format!("M{} {}a15 15 0 1 0 0.1 0", Num(bx + dx - 15.0), Num(by + dy))).collect();
                c.stroke(&loops, "#d8a860", 5.0, 1.0);
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
            "The next move",
            (Woodcut, Autumn, TopDown, Tense),
            ["people standing like pieces on a huge chessboard", "the giant hand reaching down to pick one of them up"],
            ("the girl herself holds a little chessboard of her own", "chessboard"),
            [
                "Powerless",
                "Just a pawn in the game",
                "She was about to make a move on her little chessboard when two enormous fingers came down for her",
            ],
            &["living chess pieces", "giant pinching hand"],
            true,
            "Seen from straight above: a huge chessboard floor of cream and rust-red squares. People stand on it like chess pieces: a king in a black robe with a golden crown, a knight holding a carved horse's head, and pawns who are children in round hats. A giant hand in a green sleeve comes in from the top right corner, its thumb and finger open on either side of a small girl in a red dress, about to pick her up. She looks straight up at it, startled, holding a little chessboard of her own.",
            |c| {
                c.drew("chessboard floor square piece king robe crown knight horse head pawn child hat hand thumb finger sleeve girl dress");
                let (cream, dark) = ("#f0dcae", "#9a3218");
                // The chessboard floor: squares of 100, cream where the pieces stand.
                c.c.full(dark, 1.0);
                let mut sq = String::new();
                for j in 0..7 {
                    for i in 0..5 {
                        if (i + j) % 2 == 0 {
                            let _ = write!(sq, "M{} {}h100v100h-100Z", i * 100 - 50, j * 100 - 20);
                        }
                    }
                }
                c.path(&sq, cream, 1.0);
                // The black king with his crown: a gold ring of points round red velvet.
                let king = Look::new(1, "#1c1a22", "#1c1a22").old().hair(Hair::Short, 5);
                from_above(&mut c.c, 100.0, 130.0, 1.8, 0.0, &king, false);
                c.circle(100.0, 131.0, 24.0, "#e8b020", 1.0);
                c.circle(100.0, 131.0, 15.0, "#b01a1a", 1.0);
                for k in 0..8 {
                    let a = k as f64 * std::f64::consts::PI / 4.0;
                    c.circle(100.0 + 26.0 * a.cos(), 131.0 + 26.0 * a.sin(), 5.0, "#e8b020", 1.0);
                }
                // The black knight holding a carved white horse's head before him.
                let knight = Look::new(3, "#1c1a22", "#1c1a22").hair(Hair::Short, 0);
                from_above(&mut c.c, 100.0, 330.0, 1.8, 0.0, &knight, false);
                c.path("M78 358Q76 336 100 334Q124 336 122 358L114 424Q100 438 86 424Z", "#eee6d6", 1.0);
                c.path("M82 350L66 326L92 338ZM118 350L134 326L108 338Z", "#eee6d6", 1.0);
                c.stroke("M100 330V396", "#1c1a22", 9.0, 1.0);
                c.circle(80.0, 380.0, 4.0, "#1c1a22", 1.0);
                c.circle(120.0, 380.0, 4.0, "#1c1a22", 1.0);
                c.stroke("M92 420h4M104 420h4", "#1c1a22", 4.0, 1.0);
                // Two pawns: children in round hats.
                for (x, y, k) in [(100.0, 530.0, 2), (300.0, 530.0, 4)] {
                    let pawn = Look::new(k, "#f4ecd8", "#f4ecd8").wear(Hat::Bowler, "#8a5a2a");
                    from_above(&mut c.c, x, y, 1.6, 0.0, &pawn, false);
                }
                // The girl, a pawn too, looking straight up, her little chessboard in her hands.
                let girl = Look::new(0, "#d8301a", "#d8301a").hair(Hair::Long, 4).face(Expr::Shock);
                from_above(&mut c.c, 200.0, 432.0, 2.3, 0.0, &girl, false);
                c.rect(162.0, 462.0, 76.0, 56.0, cream, 1.0);
                let mut tiny = String::new();
                for k in 0..8 {
                    let _ = write!(tiny, "M{} {}h19v14h-19Z", 162 + (k % 2) * 38 + (k / 2 % 2) * 19, 462 + k / 2 * 14);
                }
                c.path(&tiny, dark, 1.0);
                lone_head(&mut c.c, 200.0, 426.0, 33.0, &girl);
                // The giant hand from the corner, thumb and finger open round her.
                c.g("transform=\"translate(231 152) rotate(-148) scale(1.4)\"");
                let ink = "#16100c";
                let skin = SKIN[1];
                let hand = "M-44 30C-50 -10 -48 -70 -36 -100L34 -104C46 -76 46 -30 42 30Z";
                let curled = "M-2 -106V-136M16 -104V-132M32 -98V-122";
                let pinch = "M-22 -100Q-26 -160 -50 -198M-40 -20Q-104 -60 -122 -156";
                for (col, grow) in [(ink, 8.0), (skin, 0.0)] {
                    c.rect(-48.0 - grow / 2.0, 40.0, 96.0 + grow, 260.0, if grow > 0.0 { ink } else { "#3a7a3a" }, 1.0);
                    c.path(hand, col, 1.0);
                    c.stroke(hand, col, grow + 0.1, 1.0);
                    c.stroke(curled, col, 20.0 + grow, 1.0);
                    c.stroke(pinch, col, 25.0 + grow, 1.0);
                }
                c.rect(-52.0, 30.0, 104.0, 26.0, "#2a5a2a", 1.0);
                c.stroke("M-38 -140q8 4 14 -4M-20 -60q10 6 20 0M6 -62q10 6 20 0", "#a0684a", 2.5, 1.0);
                c.end();
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
                c.full("#101010", 1.0);
                // The light of the stage falling on the front row only; the
                // house above goes into the dark.
                c.soft();
                c.glow(200.0, 560.0, 330.0, "#8a8070", 0.5);
                c.end();
                // A white smiling mask with closed smiling eyes, turned by dx.
                let mask = |c: &mut super::scene::Ctx, x: f64, y: f64, r: f64, dx: f64| {
                    c.ellipse(x + dx * r * 0.2, y + r * 0.08, r * 0.9, r * 1.04, "#f4f0e6", 1.0);
                    let fx = x + dx * r * 0.42;
                    c.stroke(
                        &tidy(&format!(
                            "M{} {}q{} {} {} 0M{} {}q{} {} {} 0M{} {}q{} {} {} 0",
                            fx - r * 0.52, y - r * 0.04, r * 0.18, -r * 0.3, r * 0.36,
                            fx + r * 0.16, y - r * 0.04, r * 0.18, -r * 0.3, r * 0.36,
                            fx - r * 0.44, y + r * 0.42, r * 0.44, r * 0.44, r * 0.88
                        )),
                        "#141414",
                        r * 0.12,
                        1.0,
                    );
                };
                let seat_d = |x: f64, y: f64, r: f64| {
                    tidy(&format!("M{} {}Q{} {} {x} {}Q{} {} {} {}V{}H{}Z", x - r * 1.9, y + r * 2.4, x - r * 1.9, y - r * 1.7, y - r * 1.7, x + r * 1.9, y - r * 1.7, x + r * 1.9, y + r * 2.4, y + r * 4.6, x - r * 1.9))
                };
                // Two rows behind, few and large, plain dark between them:
                // every face the same mask, all looking at the stage.
                for (ri, &(y, r, ref xs)) in [(96.0, 27.0, vec![40.0, 120.0, 200.0, 280.0, 360.0]), (222.0, 36.0, vec![10.0, 118.0, 282.0, 390.0])].iter().enumerate() {
                    let seats: String = xs.iter().map(|&x| seat_d(x, y, r)).collect();
                    c.path(&whole(&seats), if ri == 0 { "#8a1a14" } else { "#9a1e16" }, 1.0);
                    for (k, &x) in xs.iter().enumerate() {
                        let top = if (k + ri) % 2 == 0 { "#1c1c1c" } else { "#262626" };
                        let hair = if (k + ri) % 2 == 0 { Hair::Short } else { Hair::Bun };
                        let l = Look::new(1, top, p.dark).hair(hair, 0).face(Expr::Back);
                        portrait(c, x, y, r, &l);
                        mask(c, x, y, r, 0.0);
                    }
                }
                let (hx, hy, hr) = (200.0, 390.0, 80.0);
                c.path(&seat_d(hx, hy, hr), "#b8261c", 1.0);
                c.soft();
                c.glow(hx, hy + 20.0, 190.0, "#fff4d8", 0.4);
                c.end();
                let her = Look::new(2, "#141414", p.dark).hair(Hair::Bun, 0).face(Expr::Shock);
                portrait(c, hx, hy, hr, &her);
                // Her own face and mask drawn at the old scale (head radius 62
                // at 200,420) and enlarged to her head.
                let s = hr / 62.0;
                c.g(&format!("transform=\"translate({hx} {hy}) scale({s}) translate(-200 -420)\""));
                // Her own eye, wide open and staring out of the torn half.
                c.ellipse(172.0, 400.0, 24.0, 20.0, SKIN[2], 1.0);
                c.path("M150 402Q172 382 194 402Q172 420 150 402Z", "#fbf8f0", 1.0);
                c.circle(173.0, 401.0, 9.0, "#141414", 1.0);
                c.circle(176.0, 398.0, 2.8, "#ffffff", 1.0);
                c.stroke("M150 380q20 -11 42 -2", "#141414", 5.0, 1.0);
                // Her mask: the right half still on, split down the middle in a
                // ragged line; the left half gone.
                let tear = "M203 358L206 372L198 392L207 414L201 432L216 446L210 466L214 490";
                c.clip(&format!("{}H300V330H203Z", tear.replacen("M203 358", "M203 330L203 358", 1)));
                c.ellipse(200.0, 425.0, 57.0, 66.0, "#f4f0e6", 1.0);
                c.stroke("M214 412q11 -18 22 0M212 466q16 8 30 -14", "#141414", 6.0, 1.0);
                c.end();
                // The torn edge lifts off her cheek: the mask's grey thickness
                // shows along it.
                c.stroke("M198 362L201 372L193 392L202 414L196 432L211 446L205 466L209 488", "#a8a39a", 5.0, 1.0);
                c.end();
                // A masked neighbour either side of her, turned
                // towards her, in front of the edges of her seat.
                c.path(&format!("{}{}", seat_d(62.0, 436.0, 48.0), seat_d(338.0, 436.0, 48.0)), "#a02018", 1.0);
                for (x, dx, hair, top) in [(62.0, 1.0, Hair::Short, "#1c1c1c"), (338.0, -1.0, Hair::Bun, "#2a2a2a")] {
                    let l = Look::new(1, top, p.dark).hair(hair, 0).face(Expr::Back);
                    portrait(c, x, 436.0, 48.0, &l);
                    mask(c, x, 436.0, 48.0, dx);
                }
                // The edge of the stage in front, its footlights shining up.
                c.rect(-10.0, 574.0, 420.0, 40.0, "#1a1a1a", 1.0);
                c.stroke("M-10 576H410", "#d8d0b8", 3.0, 1.0);
                let hoods: String = (0..4).map(|k| format!("M{} 580q24 -24 48 0Z", 26 + k * 100)).collect();
                c.path(&hoods, "#4a4a4a", 1.0);
                c.soft();
                for k in 0..4 {
                    c.glow(50.0 + k as f64 * 100.0, 576.0, 40.0, "#fff4d0", 0.6);
                }
                c.end();
            },
        ),
        card(
            "The wolf's umbrella",
            (Gouache, Autumn, EyeLevel, Tense),
            ["a big grey wolf walking upright, holding a black umbrella over a small girl in the rain", "the girl in her red hooded coat looking up at him with complete trust"],
            ("under the cloth of her basket the handle of a small axe sticks out", "axe"),
            ["Uneasy trust", "Keep your friends close and your enemies closer", "He offered to walk her through the wood under his umbrella, and she said yes, because the axe was already in her basket"],
            &["wolf with an umbrella", "girl with a basket"],
            true,
            "A path through an autumn wood in grey rain, dark tree trunks and rust-brown leaves fading into the mist. A big grey wolf walks upright on his hind legs, holding a big black umbrella tilted over a small girl in a red hooded coat who walks beside him. She looks up at him, smiling. He looks straight ahead along the path, his mouth closed in a long line, one white tooth showing, the rain falling on his snout. She carries a basket covered with a cloth, and from under the cloth sticks out the wooden handle of a small axe.",
            |c| {
                c.drew("path wood rain trunk tree leaf mist wolf leg umbrella girl coat hood basket cloth handle axe snout tooth tail paw puddle");
                // Grey rain over an autumn wood, the trees fading into mist.
                let mist = c.c.linv(&[(0.0, "#8c8e8c", 1.0), (0.55, "#b2b2ac", 1.0), (1.0, "#9a968a", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &mist, 1.0);
                for &(x, w, col) in &[(40.0, 10.0, "#9a9890"), (130.0, 8.0, "#9a9890"), (300.0, 12.0, "#9a9890"), (372.0, 9.0, "#9a9890"), (-4.0, 30.0, "#4a403a"), (88.0, 20.0, "#5a4e46"), (196.0, 16.0, "#6a6058"), (352.0, 26.0, "#4a403a")] {
                    c.rect(x, -10.0, w, 420.0, col, 1.0);
                }
                for &(x, y, rx, ry, col) in &[(20.0, 60.0, 60.0, 40.0, "#a8602e"), (110.0, 30.0, 70.0, 40.0, "#b8783a"), (210.0, 70.0, 60.0, 34.0, "#a8602e"), (330.0, 40.0, 80.0, 44.0, "#985228"), (390.0, 130.0, 40.0, 60.0, "#a8602e"), (14.0, 160.0, 36.0, 50.0, "#b8783a"), (150.0, 150.0, 40.0, 24.0, "#b0703a")] {
                    c.ellipse(x, y, rx, ry, col, 0.45);
                }
                for &(x, y, r) in &[(40.0, 300.0, 30.0), (170.0, 250.0, -40.0), (380.0, 300.0, 70.0), (60.0, 400.0, 10.0)] {
                    c.g(&format!("transform=\"translate({x} {y}) rotate({r})\""));
                    c.path("M0 -7Q6 0 0 7Q-6 0 0 -7Z", "#9a5a30", 1.0);
                    c.end();
                }
                // The wet ground and the muddy path running into the wood.
                c.rect(-10.0, 380.0, 420.0, 240.0, "#4e4a3a", 1.0);
                c.path("M60 620L214 384Q240 374 266 384L410 620Z", "#6e6a58", 1.0);
                c.dots(16, 0.0, 400.0, 392.0, 600.0, 4.0, "#8a5a34");
                c.ellipse(120.0, 580.0, 52.0, 9.0, "#a8aca8", 1.0);
                c.ellipse(330.0, 500.0, 40.0, 7.0, "#a8aca8", 1.0);
                c.stroke("M100 580h16M130 582h14M318 500h12M338 498h10", "#e8ece8", 2.0, 1.0);
                // Rain everywhere but under the umbrella.
                c.rain_where(150, (-3.0, 26.0), "#e4e8ea", 2.0, 0.6, |x, y| !(x > 0.0 && x < 372.0 && y > 188.0 - (x - 9.0) * 0.21 - 40.0));
                // The wolf's bushy tail hanging behind him.
                let (grey, dark, pale) = ("#6a6a72", "#46464e", "#c4c2ba");
                c.path("M244 384Q204 420 198 476Q196 520 216 548Q224 506 240 476Q258 436 268 400Z", dark, 1.0);
                c.path("M198 500Q196 530 216 548Q214 520 206 500Z", "#3a3634", 1.0);
                // His hind legs, long and bent, the far one in shade.
                c.path("M250 388Q228 440 248 472L238 520L246 558H278L266 520L278 470Q288 424 280 396Z", dark, 1.0);
                c.path("M282 390Q320 432 308 470L302 520L316 560H348L328 518L328 466Q334 418 312 388Z", grey, 1.0);
                c.stroke("M250 562l-4 6M262 563v7M274 562l4 6M320 564l-4 6M332 565v7M344 564l4 6", "#2a2a30", 3.0, 1.0);
                // His far arm hanging behind.
                c.stroke("M254 280Q238 330 246 378", dark, 22.0, 1.0);
                c.ellipse(247.0, 386.0, 12.0, 14.0, dark, 1.0);
                // The body and the pale ruff of his chest.
                c.path("M236 264Q270 238 318 258Q336 330 322 404Q284 424 240 404Q226 330 236 264Z", grey, 1.0);
                c.path("M300 256Q334 268 332 330Q316 352 304 330Q294 290 300 256Z", pale, 1.0);
                // His head in profile, looking ahead along the path: the long
                // closed mouth, one tooth, a yellow eye.
                c.path("M266 266Q272 222 292 196L338 206Q334 248 316 272Z", grey, 1.0);
                c.path("M282 200L268 214L280 220L266 236L282 238L274 254L292 248Z", grey, 1.0);
                c.path("M282 188L284 146L308 178ZM298 182L312 144L324 180Z", grey, 1.0);
                c.path("M288 180L289 158L302 176Z", "#2a2a30", 1.0);
                c.ellipse(308.0, 206.0, 34.0, 30.0, grey, 1.0);
                c.path("M316 186L374 206Q386 212 380 224L334 240Q314 236 310 222Z", grey, 1.0);
                c.path("M326 228L374 226Q362 242 336 246Z", pale, 1.0);
                c.circle(380.0, 212.0, 7.0, "#141418", 1.0);
                c.stroke("M330 232Q350 232 374 225M330 232q-4 -4 -8 -1", "#141418", 3.0, 1.0);
                c.path("M348 231l3 9l4 -10Z", "#fbfaf4", 1.0);
                c.ellipse(330.0, 198.0, 8.0, 4.5, "#f0c030", 1.0);
                c.circle(333.0, 198.0, 2.8, "#141418", 1.0);
                c.stroke("M320 190L340 194", "#2a2a30", 3.0, 1.0);
                // The rain on his snout, out beyond the umbrella.
                c.stroke("M366 170l-3 26M384 180l-3 26M392 236l-3 22M372 244l-2 16", "#e4e8ea", 2.0, 0.7);
                // The umbrella, tilted over the girl: black canopy, ribs, the
                // wooden crook.
                c.g("transform=\"rotate(-12 190 150)\"");
                c.stroke("M190 30V330", "#2a2a2a", 5.0, 1.0);
                c.stroke("M190 330q0 26 -20 26q-16 0 -16 -16", "#6a3a1a", 9.0, 1.0);
                c.path("M5 150Q190 -80 375 150q-23 -18 -46 0q-23 -18 -46 0q-23 -18 -46 0q-23 -18 -46 0q-23 -18 -46 0q-23 -18 -46 0q-23 -18 -46 0q-23 -18 -46 0Z", "#141416", 1.0);
                c.stroke("M190 35L51 150M190 35L144 150M190 35L236 150M190 35L329 150", "#3a3a40", 3.0, 1.0);
                c.stroke("M190 35V14", "#141416", 6.0, 1.0);
                c.stroke("M60 86Q120 30 190 28", "#5a5a64", 5.0, 0.8);
                c.end();
                // Drops running off the rim.
                c.stroke("M16 196v14M62 188v12M110 178v14M160 168v12M208 158v14M256 148v12M304 136v14M352 126v12", "#e4e8ea", 2.5, 0.8);
                // His near arm up, his paw round the shaft.
                c.stroke("M292 276Q304 330 290 346Q262 340 232 310", "#2a2a30", 31.0, 1.0);
                c.stroke("M292 276Q304 330 290 346Q262 340 232 310", "#7c7a76", 26.0, 1.0);
                c.ellipse(226.0, 304.0, 18.0, 16.0, "#2a2a30", 1.0);
                c.ellipse(226.0, 304.0, 16.0, 14.0, "#7c7a76", 1.0);
                c.stroke("M214 296h14M212 306h14M216 316h12", "#2a2a30", 2.5, 1.0);
                // The girl in her red hooded coat, looking up at him.
                let girl = Look::new(1, "#d42a2a", "#3a2e34").hair(Hair::Long, 3).wear(Hat::Headscarf, "#d42a2a").face(Expr::Smile).turn(0.6).tilt(-12.0).gaze(Gaze::Up);
                let walk_on = Pose { hem: Some((17.0, -30.0)), ..walk() }.left_hand((-10.0, -62.0), (-14.0, -48.0));
                figure(c, &walk_on, 116.0, 570.0, 250.0, &girl, false);
                // Her basket, the cloth over it and the axe's handle sticking out.
                let (bx, by) = (82.0, 452.0);
                c.stroke(&format!("M{} {}q26 -30 52 0", Num(bx - 26.0), Num(by + 14.0)), "#8a6030", 4.0, 1.0);
                c.path(&format!("M{} {}h60l-8 40h-44Z", Num(bx - 30.0), Num(by + 12.0)), "#b08040", 1.0);
                c.stroke(&format!("M{} {}h56M{} {}h50M{} {}h46", Num(bx - 28.0), Num(by + 24.0), Num(bx - 25.0), Num(by + 36.0), Num(bx - 23.0), Num(by + 46.0)), "#7a5020", 2.5, 1.0);
                c.stroke(&format!("M{} {}l-40 -34", Num(bx - 14.0), Num(by + 14.0)), "#7a4a22", 6.0, 1.0);
                c.path(&format!("M{} {}l-8 -16l14 -4l4 12Z", Num(bx - 22.0), Num(by + 12.0)), "#9aa0a8", 1.0);
                c.path(&format!("M{} {}q30 -12 64 0l-4 12q-28 -6 -56 0Z", Num(bx - 32.0), Num(by + 12.0)), "#f0ece0", 1.0);
            },
        ),
        card(
            "The star fisher",
            (Gouache, Night, EyeLevel, Wistful),
            ["the starry sky", "the stars caught in his net"],
            ("one small star has slipped through the net like a child and swims away on the water, and he has let go with one hand to let it go", "child"),
            ["Small mercies", "There are plenty more fish in the sea", "He kept the big stars for the sky's sake, but the littlest one was only a child, so he opened his hand and let it swim home"],
            &["star fisher", "net of stars"],
            true,
            "A black-blue sea at night. An old fisherman with a white beard and a knitted cap stands in a small wooden boat, hauling a heavy net up over its side with one hand. The net is full of glowing stars, and their warm light shines up onto his face as he looks down at them. His other hand is open. Beside the boat one small star swims away across the dark water, leaving a trail of ripples. The sky above is full of stars, except for one dark empty patch the shape of his net, right above the boat.",
            |c| {
                c.drew("sea night sky star fisherman beard cap boat net light water ripple trail");
                // The net's outline, hanging from his hand: the sky's empty
                // patch is the same shape.
                let net = "M196 236Q214 262 222 300Q338 292 384 380Q410 460 340 500Q270 530 232 470Q204 420 210 310Q204 270 190 246Z";
                // The night sky, thick with stars.
                c.path("M-10 -10H410V390H-10Z", "#12235e", 1.0);
                for (n, r) in [(90, 1.0), (90, 1.6), (80, 2.3)] {
                    c.dots(n, -5.0, 405.0, 0.0, 380.0, r, "#fff2c8");
                }
                let mut big = String::new();
                for _ in 0..34 {
                    let (x, y) = (c.c.r(0.0, 400.0), c.c.r(0.0, 360.0));
                    big.push_str(&star_turned(x, y, c.c.r(4.0, 8.5), c.c.r(0.0, 70.0)));
                }
                c.path(&big, "#fff2b0", 1.0);
                // The empty patch above the boat, black, without a star.
                c.g("transform=\"translate(47 -115) scale(0.62)\"");
                c.path(net, "#0c1a4c", 1.0);
                c.end();
                // The sea, black-blue, a few glints.
                let sea = c.c.linv(&[(0.0, "#0a1840", 1.0), (1.0, "#01030a", 1.0)]);
                c.rect(-10.0, 380.0, 420.0, 240.0, &sea, 1.0);
                c.stroke("M20 404h40M300 396h50M110 414h30M14 560h50M60 584h40", "#4a6aa8", 2.0, 0.6);
                // The warm light of the net on the water.
                c.stroke("M250 512h90M270 526h70M236 540h40", "#ffd070", 3.0, 0.5);
                // The boat's far side, behind him.
                c.path("M6 452Q140 470 330 446L326 462Q170 482 10 466Z", "#2a160a", 1.0);
                // The old fisherman, bending back as he hauls, one hand open.
                let pose = Pose {
                    head: (-4.0, -89.0),
                    neck: (-5.0, -79.0),
                    hip: (-4.0, -48.0),
                    knees: [(0.0, -25.0), (6.0, -26.0)],
                    feet: [(0.0, -2.0), (10.0, -2.0)],
                    elbows: [(8.0, -72.0), (10.0, -60.0)],
                    hands: [(23.0, -80.0), (20.0, -45.0)],
                    ..Pose::stand()
                };
                let man = Look::new(1, "#3a5aa8", "#2a2a3a").hair(Hair::Short, 0).old().beard().face(Expr::Tender).turn(0.6).tilt(12.0).wear(Hat::Knitted, "#b8382a").hands(Grip::Fist, Grip::Open);
                figure_unshadowed(c, &pose, 110.0, 530.0, 360.0, &man, false);
                // The boat's near side, hiding his legs.
                c.path("M4 472Q140 490 334 466L306 536Q180 556 50 540Z", "#5a3418", 1.0);
                c.path("M4 472Q140 490 334 466L330 480Q170 502 8 486Z", "#a0682e", 1.0);
                c.stroke("M36 514Q170 530 318 504", "#2a160a", 3.0, 1.0);
                // The net, heavy with stars, hanging over the side.
                let light = c.c.rad(&[(0.0, "#ffb83a", 1.0), (0.7, "#e07a1a", 1.0), (1.0, "#a84a10", 1.0)], 0.6, 0.55, 0.6);
                c.path(net, &light, 1.0);
                c.clip(net);
                let mut lit = String::new();
                for &(x, y, r, a) in &[(258.0, 350.0, 22.0, 10.0), (312.0, 340.0, 18.0, -8.0), (346.0, 400.0, 24.0, 20.0), (288.0, 410.0, 26.0, -15.0), (336.0, 462.0, 19.0, 5.0), (258.0, 458.0, 16.0, 30.0), (370.0, 360.0, 13.0, 0.0), (232.0, 300.0, 12.0, 12.0), (292.0, 484.0, 14.0, -20.0), (230.0, 400.0, 12.0, 4.0)] {
                    lit.push_str(&star_turned(x, y, r, a));
                }
                c.path(&lit, "#fffbe0", 1.0);
                c.stroke(&lit, "#fff2b0", 3.0, 1.0);
                let mut mesh = String::new();
                for k in 0..18 {
                    let o = 130.0 + k as f64 * 18.0;
                    mesh.push_str(&format!("M{o} 220l160 320M{} 220l-160 320", o + 150.0));
                }
                c.stroke(&mesh, "#5a3a10", 1.8, 0.85);
                c.end();
                c.stroke(net, "#6a4a16", 3.0, 1.0);
                // The one small star swimming away, its ripples behind it.
                c.stroke("M292 536q14 16 34 20M306 530q20 14 40 18M284 552q20 16 46 14", "#ffe8a0", 2.5, 0.75);
                let little = star_turned(350.0, 562.0, 15.0, 18.0);
                c.path(&little, "#fff2b0", 1.0);
                // The warm light from below on his face.
                c.soft();
                c.glow(118.0, 240.0, 40.0, "#ffb43a", 0.3);
                c.end();
            },
        ),
        card(
            "The wolf's voice",
            (InkWash, WarmInterior, CloseUp, Funny),
            ["a father reading the wolf's part aloud so well that his head has turned into a big grey wolf's head in reading glasses", "his little daughter under the duvet, grinning, not one bit scared"],
            ("on the open page, a forest path with a blank wolf-shaped gap where the wolf should be", "gap"),
            ["Thrilled to bits", "All the world's a stage", "Every night he read the wolf a little better, until one night the wolf was gone from the book and only a gap was left in the forest"],
            &["father with a wolf's head", "wolf missing from the page"],
            true,
            "Close up at bedtime in warm lamplight. A father sits on the edge of his daughter's bed, reading aloud from a big open picture book that he holds in both hands. His head is a big shaggy grey wolf's head, ears up, its long muzzle open in a growl, every tooth showing, round reading glasses on its nose, above his striped shirt and brown cardigan. The little girl sits up against her pillow with the duvet pulled up to her chin, grinning. On the open pages a painted forest path has a blank wolf-shaped gap.",
            |c| {
                c.drew("bedtime lamplight lamp light father bed book page hand head wolf ear muzzle mouth growl tooth glasses nose eye shirt cardigan girl daughter pillow duvet chin forest tree path gap");
                c.c.person(520.0);
                // A warm dark bedroom, the lamp's light from the right.
                c.c.full("#6e4226", 1.0);
                c.soft();
                c.glow(330.0, 170.0, 360.0, "#ffcf78", 0.75);
                c.end();
                c.soft();
                c.glow(380.0, 40.0, 90.0, "#fff0b0", 0.8);
                c.end();
                c.poly(&[(346.0, 0.0), (410.0, 0.0), (410.0, 70.0), (330.0, 70.0)], "#ffd270", 1.0);
                // The headboard, the pillow and the girl sitting up against it.
                c.path("M226 400V236Q320 196 420 226V400Z", "#8a5228", 1.0);
                c.path("M244 262Q330 244 416 258L412 352H248Z", "#fbf2dc", 1.0);
                let kid = Look { young: true, ..Look::new(1, "#e8c070", "#e8c070").hair(Hair::Curly, 2).face(Expr::Delight).turn(-0.45).gaze(Gaze::Side(-0.9)) };
                lone_head(c, 330.0, 284.0, 48.0, &kid);
                // The duvet pulled up to her chin, her fingers over its edge.
                c.path("M196 620L206 352Q300 322 420 334V620Z", "#c85a48", 1.0);
                c.dots(22, 230.0, 400.0, 370.0, 600.0, 4.0, "#f6d6a0");
                c.stroke("M250 420Q300 470 290 600M360 380Q390 470 380 600", "#8a3030", 4.0, 0.5);
                for x in [296.0, 352.0] {
                    c.ellipse(x, 340.0, 15.0, 10.0, SKIN[1], 1.0);
                    c.stroke(&format!("M{} 334v10M{} 334v10", Num(x - 4.0), Num(x + 4.0)), "#a0704a", 1.5, 0.8);
                }
                // The father on the edge of the bed: cardigan over a striped shirt.
                let card_col = "#9a6a36";
                c.path("M-10 620L6 380Q20 300 100 286L196 290Q262 304 270 390L280 620Z", card_col, 1.0);
                c.poly(&[(112.0, 288.0), (184.0, 290.0), (160.0, 420.0), (140.0, 420.0)], "#e8eef6", 1.0);
                c.stroke("M126 292L146 418M142 290L150 418M158 290L154 418M172 290L158 418", "#5a7ab8", 4.0, 1.0);
                // The big shaggy wolf's head, ears up, muzzle open mid-growl.
                let (grey, dark, pale) = ("#8c8c96", "#5c5c68", "#dcd6ca");
                let mut ruff = Vec::new();
                for k in 0..40 {
                    let a = k as f64 / 40.0 * std::f64::consts::TAU;
                    let r = if k % 2 == 0 { 1.0 } else { 0.84 };
                    ruff.push((140.0 + a.cos() * 100.0 * r, 206.0 + a.sin() * 92.0 * r));
                }
                c.poly(&ruff, dark, 1.0);
                c.poly(&[(58.0, 160.0), (66.0, 40.0), (124.0, 118.0)], grey, 1.0);
                c.poly(&[(140.0, 112.0), (200.0, 30.0), (212.0, 142.0)], grey, 1.0);
                c.poly(&[(72.0, 142.0), (74.0, 72.0), (106.0, 118.0)], "#4a3434", 1.0);
                c.poly(&[(156.0, 112.0), (194.0, 64.0), (198.0, 130.0)], "#4a3434", 1.0);
                c.ellipse(140.0, 180.0, 80.0, 70.0, grey, 1.0);
                c.ellipse(112.0, 228.0, 34.0, 22.0, pale, 1.0);
                c.poly(&[(176.0, 212.0), (264.0, 198.0), (246.0, 256.0), (186.0, 250.0)], "#5a1618", 1.0);
                c.ellipse(216.0, 242.0, 24.0, 8.0, "#d86a78", 1.0);
                c.poly(&[(160.0, 150.0), (248.0, 168.0), (276.0, 178.0), (278.0, 196.0), (240.0, 206.0), (170.0, 218.0)], "#a4a2aa", 1.0);
                c.poly(&[(160.0, 228.0), (246.0, 250.0), (250.0, 262.0), (200.0, 274.0), (150.0, 262.0)], "#a4a2aa", 1.0);
                c.stroke("M166 262Q200 272 246 260", pale, 6.0, 1.0);
                let mut teeth = Vec::new();
                for k in 0..5 {
                    let x = 196.0 + k as f64 * 11.0;
                    let y = 214.0 - k as f64 * 2.0;
                    teeth.extend([(x, y), (x + 4.0, y + 9.0), (x + 8.0, y - 1.0)]);
                }
                c.poly(&teeth, "#fffaf0", 1.0);
                c.poly(&[(244.0, 203.0), (252.0, 228.0), (258.0, 201.0)], "#fffaf0", 1.0);
                c.poly(&[(232.0, 250.0), (238.0, 230.0), (244.0, 251.0)], "#fffaf0", 1.0);
                c.ellipse(272.0, 184.0, 13.0, 10.0, "#1a1416", 1.0);
                // His eyes behind his round reading glasses, brows down.
                for (x, y) in [(116.0, 156.0), (176.0, 148.0)] {
                    c.ellipse(x, y, 10.0, 8.0, "#f0c040", 1.0);
                    c.circle(x + 3.0, y, 4.5, "#1a1416", 1.0);
                    c.circle(x, y, 22.0, "#ffffff", 0.18);
                }
                c.stroke("M94 156a22 22 0 1 0 44 0a22 22 0 1 0 -44 0M154 148a22 22 0 1 0 44 0a22 22 0 1 0 -44 0M138 154Q146 146 154 150M94 154L62 146", "#2a1a10", 4.0, 1.0);
                c.stroke("M94 128L138 140M156 134L196 120", "#2a2a30", 6.0, 1.0);
                c.stroke("M80 200q10 8 20 4M60 226q12 8 24 2M190 96q-8 14 -4 26M96 110q6 10 14 14", dark, 3.0, 0.8);
                // The big open picture book, held in both hands, turned to us:
                // a forest path painted across the pages, a blank wolf gap in it.
                c.path("M34 394L154 404L166 408L178 404L300 392V552L178 566H154L34 552Z", "#7a2a22", 1.0);
                c.poly(&[(44.0, 400.0), (164.0, 410.0), (164.0, 556.0), (44.0, 544.0)], "#f6ecd4", 1.0);
                c.poly(&[(168.0, 410.0), (290.0, 398.0), (290.0, 542.0), (168.0, 556.0)], "#f6ecd4", 1.0);
                c.poly(&[(52.0, 410.0), (160.0, 418.0), (160.0, 544.0), (52.0, 534.0)], "#5e8a56", 1.0);
                c.poly(&[(172.0, 418.0), (282.0, 408.0), (282.0, 532.0), (172.0, 544.0)], "#5e8a56", 1.0);
                c.path("M90 538Q120 500 170 496Q230 492 262 470L272 474Q240 510 180 516Q140 522 118 540Z", "#e0b870", 1.0);
                for &(x, y, h) in &[(70.0, 470.0, 56.0), (112.0, 460.0, 44.0), (146.0, 476.0, 36.0), (266.0, 446.0, 36.0)] {
                    c.poly(&[(x, y - h), (x - h * 0.4, y), (x + h * 0.4, y)], "#2e5a34", 1.0);
                }
                let wolf: Vec<(f64, f64)> = [(0.0, 20.0), (8.0, 15.0), (22.0, 11.0), (25.0, 0.0), (31.0, 9.0), (36.0, 1.0), (40.0, 14.0), (52.0, 18.0), (80.0, 18.0), (92.0, 22.0), (106.0, 12.0), (110.0, 22.0), (96.0, 32.0), (92.0, 36.0), (94.0, 60.0), (86.0, 60.0), (82.0, 42.0), (68.0, 44.0), (50.0, 44.0), (48.0, 60.0), (40.0, 60.0), (38.0, 40.0), (30.0, 34.0), (20.0, 28.0), (2.0, 26.0)]
                    .iter()
                    .map(|&(x, y)| (180.0 + x * 0.88, 440.0 + y * 0.88))
                    .collect();
                c.poly(&wolf, "#f6ecd4", 1.0);
                c.stroke("M166 408V560", "#b8a888", 2.0, 1.0);
                // His hands at the two edges of the book, thumbs on the pages.
                c.stroke("M30 360Q14 420 36 470", card_col, 34.0, 1.0);
                c.stroke("M262 370Q292 420 294 466", card_col, 30.0, 1.0);
                c.ellipse(36.0, 478.0, 17.0, 22.0, SKIN[2], 1.0);
                c.ellipse(52.0, 470.0, 12.0, 6.0, SKIN[2], 1.0);
                c.ellipse(298.0, 476.0, 16.0, 22.0, SKIN[2], 1.0);
                c.ellipse(282.0, 468.0, 12.0, 6.0, SKIN[2], 1.0);
                // A soft blue shadow at the foot of the card.
                c.soft();
                c.glow(40.0, 600.0, 200.0, "#2a3a6a", 0.45);
                c.end();
            },
        ),
        card(
            "The cat and the piranha",
            (Woodcut, WarmInterior, CloseUp, Tense),
            ["a ginger cat crouched on the kitchen table, licking its lips", "a grinning piranha in the fishbowl, staring back"],
            ("on the gravel at the bottom of the bowl lies a red cat's collar with a bell", "collar"),
            [
                "Think twice",
                "The hunter becomes the hunted",
                "The cat had watched the new fish for a week and never wondered whose collar lay at the bottom of the bowl",
            ],
            &["cat ready to pounce", "piranha in a fishbowl", "cat's collar on the gravel"],
            false,
            "A close-up of a kitchen table in a dark kitchen, lit by one lamp hanging over a big round glass fishbowl. On the left a ginger cat crouches low with its ears up, licking its lips, its wide eyes fixed on the bowl. In the bowl, instead of a goldfish, swims a big grey and red piranha, grinning with a mouthful of sharp white teeth and staring straight back at the cat. On the gravel at the bottom of the bowl lies a red collar with a little gold bell.",
            |c| {
                c.drew("kitchen lamp table cat fishbowl bowl goldfish piranha teeth gravel collar bell ear eye lip");
                // A dark kitchen wall, one lamp over the bowl, the wooden table below.
                c.c.full("#5a2214", 1.0);
                c.glow(252.0, 250.0, 200.0, "#f0a050", 0.5);
                c.stroke("M252 -10V70", "#2a0e06", 4.0, 1.0);
                c.path("M222 70H282L312 112H192Z", "#2a6a5a", 1.0);
                c.ellipse(252.0, 114.0, 48.0, 8.0, "#fff0b0", 1.0);
                c.rect(-10.0, 440.0, 420.0, 170.0, "#a0602a", 1.0);
                c.stroke("M-10 442H410M-10 520Q200 510 410 524", "#4a2408", 3.0, 1.0);
                // The bowl's shadow and the water inside the glass.
                c.ellipse(252.0, 466.0, 96.0, 12.0, "#4a2408", 0.7);
                c.path("M152 225A145 145 0 0 0 199 465H305A145 145 0 0 0 352 225Z", "#7ad0d0", 1.0);
                // Gravel, and the red collar with its bell lying on it.
                c.path("M180 446Q252 430 324 446L305 465H199Z", "#c8a060", 1.0);
                c.stroke("M216 446a36 11 0 1 0 72 0a36 11 0 1 0 -72 0", "#d01818", 10.0, 1.0);
                c.circle(252.0, 459.0, 9.0, "#f0c020", 1.0);
                // The piranha, facing the cat, jaw jutting, teeth bared in a grin.
                c.c.g_at(-66.0, -57.0, 1.2);
                c.path("M196 300Q236 236 310 262Q352 284 352 330Q346 380 294 400Q236 414 200 372Z", "#6a7484", 1.0);
                c.path("M200 344Q250 350 300 340Q340 330 350 336Q344 380 294 400Q236 414 200 372Z", "#d83a1a", 1.0);
                c.path("M344 330L362 296L358 362Z", "#5a6474", 1.0);
                c.path("M262 258Q280 240 304 262Z", "#5a6474", 1.0);
                // The mouth: a dark gap with a row of teeth above and below.
                c.path("M184 318Q214 328 248 322Q240 352 196 364Q176 346 184 318Z", "#3a0a0a", 1.0);
                let mut teeth = String::new();
                for k in 0..5 {
                    let x = 190.0 + k as f64 * 11.0;
                    teeth.push_str(&format!("M{x} {}l5 14l5 -14Z", 320.0 + k as f64 * 0.8));
                    teeth.push_str(&format!("M{} {}l5 -14l5 14Z", x + 2.0, 358.0 - k as f64 * 5.0));
                }
                c.path(&teeth, "#ffffff", 1.0);
                // Its eye, glaring at the cat.
                c.circle(236.0, 292.0, 14.0, "#fff4c0", 1.0);
                c.circle(230.0, 293.0, 7.0, "#1a1a1a", 1.0);
                c.stroke("M220 272L252 284", "#2a2a34", 5.0, 1.0);
                c.end();
                // The glass, its rim and a shine.
                c.stroke("M188 200A145 145 0 0 0 199 465H305A145 145 0 0 0 316 200", "#e8f8ff", 4.0, 0.9);
                c.stroke("M188 200a64 9 0 1 0 128 0a64 9 0 1 0 -128 0", "#e8f8ff", 4.0, 0.9);
                c.soft();
                c.path("M350 270Q384 330 364 400Q396 330 350 270Z", "#ffffff", 0.7);
                c.end();
                // The ginger cat, crouched low, haunches up, tail twitching.
                c.stroke("M36 380Q20 320 50 290Q74 270 62 240", "#d8661e", 20.0, 1.0);
                c.path("M-10 600V370Q40 330 70 390Q100 450 170 500Q240 540 230 580L210 600Z", "#d8661e", 1.0);
                c.stroke("M10 420q20 -8 40 6M0 470q30 -8 60 8M0 530q34 -6 70 8", "#9a3e10", 7.0, 1.0);
                c.ellipse(220.0, 566.0, 28.0, 14.0, "#f0a060", 1.0);
                c.ellipse(172.0, 586.0, 28.0, 14.0, "#f0a060", 1.0);
                // Its head, low and forward, ears up, eyes wide on the bowl.
                c.path("M50 420L60 340L106 392Z", "#d8661e", 1.0);
                c.path("M122 390L172 344L174 424Z", "#d8661e", 1.0);
                c.path("M64 404L66 364L88 390Z", "#f08a8a", 1.0);
                c.path("M140 392L164 368L164 406Z", "#f08a8a", 1.0);
                c.ellipse(112.0, 452.0, 72.0, 60.0, "#d8661e", 1.0);
                c.stroke("M90 400q6 14 0 24M112 396v24M134 400q-6 14 0 24", "#9a3e10", 6.0, 1.0);
                c.ellipse(84.0, 446.0, 18.0, 21.0, "#e8f060", 1.0);
                c.ellipse(142.0, 446.0, 18.0, 21.0, "#e8f060", 1.0);
                c.ellipse(94.0, 442.0, 5.0, 16.0, "#111111", 1.0);
                c.ellipse(152.0, 442.0, 5.0, 16.0, "#111111", 1.0);
                c.path("M104 474h18l-9 9Z", "#e87a8a", 1.0);
                c.stroke("M113 483q-8 10 -18 5M113 483q8 10 18 5", "#4a1a08", 3.0, 1.0);
                // The tongue, licking the lips.
                c.path("M124 488q14 -2 16 -14q6 12 -4 22q-8 4 -12 -8Z", "#e85a7a", 1.0);
                c.stroke("M78 478l-50 -8M78 488l-50 8M150 478l50 -8M150 488l50 8", "#fff4e0", 2.5, 1.0);
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
            "Where the birds went",
            (InkWash, Daylight, TinyInHuge, Wistful),
            ["a grey city of tall blank towers", "one small tree between them, crowded with every bird of the city"],
            ("in a crack of the pavement by the boy's foot, a tiny green shoot is coming up", "shoot"),
            ["A little hope", "Hope is the thing with feathers", "Every evening he watered the last tree, and every evening more birds came to it, until the day he found a green shoot in the pavement"],
            &["tree full of birds", "grey city towers"],
            true,
            "Tall blank grey towers rise on every side up out of sight. Between them, in a little square of cracked grey pavement, stands one small tree, so crowded with birds of every colour, red, yellow, blue, green and orange, that there are more birds than leaves. Under it a boy in a green jumper waters the tree from a watering can and looks up at the birds with a quiet smile. In a crack of the pavement by his foot a tiny green shoot is coming up.",
            |c| {
                c.drew("tower pavement crack tree trunk branch leaf bird boy jumper watering can water shoot");
                // A pale grey sky, nearly shut out by the towers.
                c.c.full("#e6e4de", 1.0);
                // Blank towers leaning in overhead, far ones in a light wash, near ones dark, going up out of sight.
                for &(b0, b1, t0, t1, col) in &[(150.0, 230.0, 176.0, 222.0, "#b0afac"), (210.0, 290.0, 222.0, 276.0, "#a2a19f"), (70.0, 170.0, 120.0, 190.0, "#8e8d8b"), (250.0, 340.0, 236.0, 300.0, "#7e7d7c"), (-10.0, 110.0, -10.0, 66.0, "#5e5d5c"), (290.0, 410.0, 330.0, 410.0, "#55545a")] {
                    c.path(&format!("M{} 500L{} -10H{}L{} 500Z", Num(b0), Num(t0), Num(t1), Num(b1)), col, 1.0);
                    let mut lines = String::new();
                    for k in 1..14 {
                        let y = 500.0 - k as f64 * 36.0;
                        let f = (500.0 - y) / 510.0;
                        let (l, r) = (b0 + (t0 - b0) * f, b1 + (t1 - b1) * f);
                        let _ = write!(lines, "M{} {}H{}", Num(l + 5.0), Num(y), Num(r - 5.0));
                    }
                    c.stroke(&lines, "#2a2a2a", 1.0, 0.18);
                }
                // The square of cracked pavement.
                c.rect(-10.0, 490.0, 420.0, 120.0, "#a4a39e", 1.0);
                c.stroke("M-10 490H410M-10 530H410M-10 574H410M60 490L40 610M160 490L150 610M280 490L290 610M370 490L384 610", "#8a8882", 1.5, 0.7);
                c.stroke("M110 610L126 590L140 594L152 568L170 556L176 540M250 530l20 14l-6 12l18 16M40 520l16 10l-4 14", "#3a3834", 2.0, 0.9);
                // The tree in its little pit of earth.
                let (tx, gy) = (244.0, 520.0);
                c.ellipse(tx, gy, 40.0, 10.0, "#5a4a3a", 1.0);
                c.path(&format!("M{} {}Q{} {} {} 330L{} 330Q{} {} {} {}Z", Num(tx - 12.0), Num(gy), Num(tx - 6.0), Num(gy - 80.0), Num(tx - 6.0), Num(tx + 6.0), Num(tx + 8.0), Num(gy - 80.0), Num(tx + 14.0), Num(gy)), "#4a3a2e", 1.0);
                c.stroke("M238 340Q200 300 160 280M244 334Q250 260 240 170M250 340Q290 300 330 270M240 260Q280 220 310 190M238 280Q200 240 180 190", "#4a3a2e", 7.0, 1.0);
                // A few leaves: fewer than the birds.
                for &(x, y, rx, ry) in &[(170.0, 250.0, 46.0, 34.0), (310.0, 240.0, 48.0, 36.0), (240.0, 170.0, 56.0, 40.0), (250.0, 300.0, 70.0, 34.0), (196.0, 200.0, 40.0, 30.0), (290.0, 190.0, 40.0, 30.0)] {
                    c.ellipse(x, y, rx, ry, "#6aa84a", 0.75);
                }
                // Every bird of the city, crowded on its branches.
                let cols = ["#e02828", "#f4c414", "#1e5ad0", "#28a040", "#f07818", "#e0409a", "#18b0c8"];
                let n = 44;
                for k in 0..n {
                    let r = ((k as f64 + 0.6) / n as f64).sqrt();
                    let a = k as f64 * 2.399_963;
                    let x = 242.0 + r * 128.0 * a.cos();
                    let y = 236.0 + r * 100.0 * a.sin();
                    let perch = super::scene::Perch { mirrored: k % 3 == 0, wing: true };
                    super::scene::perched_bird(c, x, y + 2.0, 1.12, cols[k % cols.len()], perch);
                }
                // The boy with his watering can, looking up at them.
                let boy = Look::new(1, "#2e8a3e", "#3a4a6a").hair(Hair::Short, 1).face(Expr::Smile).gaze(Gaze::Up).turn(0.5).tilt(-12.0);
                let water = Pose { head_r: 10.0, ..hold() }.right_hand((12.0, -60.0), (22.0, -58.0)).left_hand((2.0, -58.0), (10.0, -54.0));
                figure(c, &water, 112.0, 568.0, 214.0, &boy, false);
                // The can: a body, a handle under his hand, a long spout.
                c.path("M150 452h44l-4 40h-36Z", "#7a8a9a", 1.0);
                c.stroke("M156 452q16 -24 32 0", "#5a6a7a", 5.0, 1.0);
                c.stroke("M190 482L224 460", "#7a8a9a", 6.0, 1.0);
                c.ellipse(226.0, 459.0, 5.0, 7.0, "#5a6a7a", 1.0);
                c.stroke("M228 462q8 24 6 54M232 460q12 22 12 54M224 466q4 24 2 48", "#4a9ae0", 2.2, 0.9);
                // The tiny green shoot in the crack by his foot.
                c.stroke("M152 568q-2 -10 2 -20", "#2a9a2a", 3.0, 1.0);
                c.path("M154 552q-12 -10 -17 -2q7 7 17 2ZM154 549q10 -12 17 -7q-5 10 -17 7Z", "#3ac03a", 1.0);
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
                // Moonlight faintly from the surface, the deep going black below.
                let deep = c.c.linv(&[(0.0, "#3c7ab4", 1.0), (0.3, "#1a4070", 1.0), (0.5, "#061530", 1.0), (1.0, "#010308", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &deep, 1.0);
                // The great whale passing above, dark against the moonlit water.
                c.path("M30 150Q70 72 210 58Q330 48 392 86Q424 112 396 146Q330 196 210 194Q120 192 64 168L6 200L18 150L-12 104Z", "#040a18", 1.0);
                c.poly(&[(196.0, 190.0), (150.0, 246.0), (162.0, 250.0), (232.0, 194.0)], "#040a18", 1.0);
                c.stroke("M250 190Q320 186 378 156M262 180Q326 176 384 146M274 170Q330 166 388 136", "#2a4a6e", 2.5, 0.8);
                c.circle(350.0, 122.0, 4.5, "#6a8ab0", 1.0);
                // The sand.
                c.path("M-10 520Q200 494 410 520V610H-10Z", "#10161f", 1.0);
                // Weed swaying at the sides.
                c.stroke("M46 560Q26 480 56 420Q76 372 52 326M70 560Q88 492 66 440", "#0e3a2c", 9.0, 1.0);
                c.stroke("M352 560Q376 486 344 430Q326 392 348 350", "#0e3a2c", 9.0, 1.0);
                // The lantern's glow: the bright heart of the card.
                c.soft();
                c.glow(232.0, 370.0, 170.0, "#ffc040", 0.75);
                c.glow(256.0, 296.0, 120.0, "#fff6c8", 1.0);
                c.end();
                c.ellipse(200.0, 548.0, 120.0, 18.0, "#c8a868", 0.6);
                // The girl walking in her sleep, lantern held high.
                let girl = Look::new(1, "#fffaf0", "#fffaf0").hair(Hair::Long, 1).face(Expr::Asleep).turn(0.3);
                let walk_l = Pose { head_r: 9.0, hem: Some((17.0, -4.0)), hair: true, ..walk() }.right_hand((18.0, -76.0), (22.0, -98.0));
                figure(c, &walk_l, 196.0, 556.0, 300.0, &girl, false);
                let (lx, ly) = (262.0, 268.0);
                c.stroke(&format!("M{} {}v{}", lx, ly - 22.0, 16.0), "#2a1a0a", 3.0, 1.0);
                c.poly(&[(lx - 15.0, ly - 6.0), (lx + 15.0, ly - 6.0), (lx + 10.0, ly - 16.0), (lx - 10.0, ly - 16.0)], "#3a2a1a", 1.0);
                c.rect(lx - 13.0, ly - 6.0, 26.0, 34.0, "#fffbe0", 1.0);
                c.stroke(&format!("M{} {}h26v34h-26Z", lx - 13.0, ly - 6.0), "#3a2a1a", 3.0, 1.0);
                // Fish gathering in the light, and bubbles rising.
                for (x, y, l, f) in [(104.0, 318.0, 44.0, false), (334.0, 330.0, 40.0, true), (318.0, 428.0, 48.0, true), (96.0, 430.0, 38.0, false)] {
                    fish(c, x, y, l, "#ffa838", f);
                }
                for (x, y, r) in [(284.0, 232.0, 6.0), (294.0, 210.0, 4.0), (288.0, 186.0, 7.0), (300.0, 160.0, 3.5)] {
                    c.circle(x, y, r, "#d8f0ff", 0.85);
                }
                // The little octopus holding the hem of her nightdress.
                c.stroke("M138 540q-12 10 -22 6M146 544q-4 12 -14 16M160 544q6 12 16 12M150 546q2 10 -2 16M166 530q10 -2 14 -12", "#f07050", 6.0, 1.0);
                c.ellipse(150.0, 522.0, 19.0, 22.0, "#f07050", 1.0);
                c.circle(143.0, 522.0, 3.5, "#1a1a1a", 1.0);
                c.circle(156.0, 522.0, 3.5, "#1a1a1a", 1.0);
            },
        ),
        card(
            "Combing the willow",
            (Gouache, Spring, EyeLevel, Tender),
            ["a great weeping willow with its long green fronds tangled after the winter", "an old gardener combing them out smooth and shining like hair"],
            ("one combed frond has a small red ribbon tied in it", "ribbon"),
            [
                "Labour of love",
                "Beauty is in the eye of the beholder",
                "Every spring since his wife planted her, he combs out the winter's tangles and ties one red ribbon in her hair, the way she used to",
            ],
            &["combing a tree's hair", "willow with a sleeping face"],
            true,
            "A still green pond in spring under a warm sky. A great weeping willow leans its crown to the left, its long green fronds hanging like hair. On the grass an old man in a worn cap and a brown waistcoat stands on a low wooden step, holding a lock of fronds in one hand and pulling a big wooden comb through it with the other. On his side the fronds hang smooth and shining; on the far side they are still tangled. Near the top, two closed eyes and a faint contented mouth show in the bark. One combed frond has a small red ribbon tied in it.",
            |c| {
                c.drew("pond sky willow crown frond hair grass man cap waistcoat step lock hand comb eye mouth bark ribbon");
                // A pale warm spring morning over the pond.
                let sky = c.c.linv(&[(0.0, "#f4e6bc", 1.0), (0.7, "#e2eed0", 1.0)]);
                c.c.full(&sky, 1.0);
                c.soft();
                c.glow(40.0, 60.0, 170.0, "#fff8dc", 0.6);
                c.end();
                // The far bank and the still green water.
                c.path("M-10 420Q200 404 410 416V450H-10Z", "#9cbc84", 1.0);
                let pond = c.c.linv(&[(0.72, "#8cbca0", 1.0), (1.0, "#4e8670", 1.0)]);
                c.rect(-10.0, 436.0, 420.0, 180.0, &pond, 1.0);
                c.stroke("M250 470H380M40 462H150M270 590H390M300 520H400", "#d4ecd8", 2.0, 0.7);
                // The willow's dark green reflection.
                c.path("M70 440Q240 460 410 440V560Q240 540 90 500Z", "#3e6a48", 0.35);
                // The near bank he stands on.
                c.path("M-10 520Q90 500 200 520Q250 540 262 610H-10Z", "#7aa252", 1.0);
                c.path("M-10 560Q80 548 180 566Q220 580 230 610H-10Z", "#6a9244", 1.0);
                // The trunk leaning up to the left like a bowed neck.
                c.path("M292 566Q318 420 236 250L272 240Q356 400 342 566Z", "#6a5038", 1.0);
                // The crown, a green dome bowed towards him.
                let (cx, cy, rx, ry) = (248.0f64, 168.0f64, 152.0f64, 104.0f64);
                c.ellipse(cx, cy, rx, ry, "#44722e", 1.0);
                let part = (cx - 14.0, cy - ry + 4.0);
                let pi = std::f64::consts::PI;
                // The far side, still tangled after the winter.
                let mut tangled = String::new();
                for i in 0..11 {
                    let t = i as f64 / 10.0;
                    let a = pi * (1.56 + 0.46 * t);
                    let (ex, ey) = (cx + rx * a.cos(), cy + ry * a.sin());
                    let mut pts = vec![part, ((part.0 + ex) / 2.0 + 10.0, (part.1 + ey) / 2.0 - 14.0), (ex, ey)];
                    let (mut x, mut y) = (ex, ey);
                    let end = 380.0 + c.c.r(0.0, 100.0);
                    let mut knot = i % 2 == 0;
                    while y < end {
                        x += c.c.r(-26.0, 26.0);
                        y += c.c.r(40.0, 60.0);
                        pts.push((x, y));
                        if knot {
                            pts.extend([(x + 30.0, y - 14.0), (x + 14.0, y - 44.0), (x - 14.0, y - 20.0), (x + 4.0, y + 14.0)]);
                            knot = false;
                        }
                    }
                    tangled.push_str(&strand_d(&pts));
                }
                c.stroke(&tangled, "#3e6628", 17.0, 1.0);
                c.stroke(&tangled, "#6a9a3c", 8.0, 1.0);
                // His side, combed smooth and shining.
                let mut combed = String::new();
                let mut shine = String::new();
                for i in 0..15 {
                    let t = i as f64 / 14.0;
                    let a = pi * (1.0 + 0.4 * t);
                    let (ex, ey) = (cx + rx * a.cos(), cy + ry * a.sin());
                    let end = (ex - 34.0 + 14.0 * t, 492.0 - 30.0 * t);
                    let pts = [part, ((part.0 + ex) / 2.0 - 4.0, (part.1 + ey) / 2.0 - 22.0 * (1.0 - t)), (ex, ey), (ex - 2.0, ey + 70.0), (ex - 16.0, ey + 170.0), end];
                    combed.push_str(&strand_d(&pts));
                    if i % 2 == 0 {
                        shine.push_str(&strand_d(&[(ex - 1.0, ey + 40.0), (ex - 4.0, ey + 120.0), (ex - 12.0, ey + 200.0)]));
                    }
                }
                c.stroke(&combed, "#3e7628", 16.0, 1.0);
                c.stroke(&combed, "#68a23c", 10.0, 1.0);
                c.stroke(&shine, "#e4f6a8", 3.0, 0.6);
                // Her face in the bark between the two sides, bowed into
                // his hands, a fringe of leaves over it.
                let (fx, fy) = (246.0, 206.0);
                c.ellipse(fx, fy, 38.0, 48.0, "#6e5638", 1.0);
                c.stroke(&format!("M{} {}q9 8 18 0M{} {}q9 8 18 0M{} {}q12 10 24 -2", Num(fx - 28.0), Num(fy - 6.0), Num(fx + 4.0), Num(fy - 8.0), Num(fx - 16.0), Num(fy + 26.0)), "#3e2a1a", 3.5, 1.0);
                c.stroke(&format!("M{} {}q4 14 -2 22", Num(fx - 6.0), Num(fy)), "#5a4028", 2.5, 1.0);
                let mut frame = String::new();
                for (dx, ex, ey) in [(-44.0, -30.0, 60.0), (-34.0, -40.0, 20.0), (44.0, 40.0, 60.0), (34.0, 46.0, 16.0)] {
                    frame.push_str(&strand_d(&[part, (fx + dx, fy - 70.0), (fx + ex, fy + ey), (fx + ex * 1.2, fy + ey + 90.0)]));
                }
                c.stroke(&frame, "#3e7628", 13.0, 1.0);
                c.stroke(&frame, "#68a23c", 7.0, 1.0);
                // The low wooden step.
                c.rect(30.0, 548.0, 120.0, 14.0, "#a07448", 1.0);
                c.rect(36.0, 562.0, 108.0, 22.0, "#7a5434", 1.0);
                // The old gardener, reaching up with the comb, the other hand
                // under the lock.
                let old = Look::new(1, "#ece2c8", "#4a4a3a").old().hair(Hair::Short, 5).beard().face(Expr::Tender).turn(0.6).tilt(8.0).wear(Hat::Cap, "#5a5040");
                let comb_pose = stand().right_hand((22.0, -82.0), (32.0, -96.0)).left_hand((14.0, -60.0), (30.0, -66.0));
                let (mx, my, mh) = (84.0, 550.0, 300.0);
                figure(c, &comb_pose, mx, my, mh, &old, false);
                // His waistcoat over the shirt.
                let s = mh / 100.0;
                let (ny, hy) = (my - 80.0 * s, my - 48.0 * s);
                c.poly(&[(mx - 10.0 * s, ny + 3.0 * s), (mx - 1.0 * s, ny + 1.0 * s), (mx + 2.0 * s, ny + 12.0 * s), (mx + 5.0 * s, ny + 1.0 * s), (mx + 10.0 * s, ny + 3.0 * s), (mx + 11.0 * s, hy + 2.0 * s), (mx + 2.0 * s, hy + 5.0 * s), (mx - 10.0 * s, hy + 2.0 * s)], "#6a4a2a", 1.0);
                // The big wooden comb in his raised hand, in the hair.
                let (kx, ky) = (mx + 34.0 * s, my - 102.0 * s);
                c.rect(kx - 8.0, ky - 34.0, 16.0, 60.0, "#b07a40", 1.0);
                let mut teeth = String::new();
                for k in 0..8 {
                    let _ = write!(teeth, "M{} {}h18", Num(kx + 6.0), Num(ky - 30.0 + 7.4 * k as f64));
                }
                c.stroke(&teeth, "#b07a40", 3.0, 1.0);
                // The red ribbon tied in one combed frond.
                let (bx, by) = (170.0, 440.0);
                c.poly(&[(bx, by), (bx - 16.0, by - 10.0), (bx - 16.0, by + 10.0)], "#d8282a", 1.0);
                c.poly(&[(bx, by), (bx + 16.0, by - 10.0), (bx + 16.0, by + 10.0)], "#d8282a", 1.0);
                c.stroke(&format!("M{} {}l-6 24M{} {}l6 24", Num(bx), Num(by), Num(bx), Num(by)), "#d8282a", 3.5, 1.0);
                c.circle(bx, by, 4.5, "#a01818", 1.0);
            },
        ),
        card(
            "Counting people",
            (Pastel, Night, Interior, Absurd),
            ["a white sheep wide awake in a big bed at night", "people in pyjamas leaping one by one over a little fence at the foot of the bed"],
            ("number 41 has fallen fast asleep draped over the fence", "fence"),
            ["Wide awake", "Turnabout is fair play", "The sheep counted forty people over the fence and number forty-one fell fast asleep on it, but the sheep still cannot sleep"],
            &["sheep counting people", "leaping sleepers"],
            true,
            "A dark blue bedroom at night, pale moonlight falling through a window with stars. In a big wooden bed a fluffy white sheep lies under a pink quilt, its head on the pillow in a striped nightcap, its hooves on the quilt, its eyes wide open and staring straight up. In front of the bed stands a little wooden fence, and people in pyjamas with numbers on their tops are jumping over it one by one: number 42 leaps through the air, number 43 waits his turn, and number 41 has fallen fast asleep draped over the fence.",
            |c| {
                c.drew("bedroom night moonlight window star bed sheep quilt pillow nightcap hoof fence pyjamas number");
                c.room(330.0);
                // The moonlit window and its light on the floor.
                c.rect(220.0, 30.0, 110.0, 120.0, "#e8d8b0", 1.0);
                c.rect(228.0, 38.0, 94.0, 104.0, "#0a1440", 1.0);
                c.dots(7, 234.0, 318.0, 44.0, 136.0, 2.5, "#fff2b0");
                c.stroke("M275 38V142M228 90H322", "#e8d8b0", 6.0, 1.0);
                c.soft();
                c.path("M228 142H322L330 600H40Z", "#cfe0ff", 0.1);
                c.end();
                c.g("transform=\"translate(0 -70)\"");
                // The bed: headboard, footboard, sheet and pillow.
                let wood = "#a0683a";
                c.path("M24 380V180Q24 150 54 150Q84 150 84 180V300H340V250Q340 228 360 228Q380 228 380 250V380Z", wood, 1.0);
                c.rect(40.0, 296.0, 330.0, 48.0, "#f4f0e8", 1.0);
                c.ellipse(112.0, 282.0, 58.0, 24.0, "#ffffff", 1.0);
                // The quilt over the sheep's body, its hooves on it.
                c.path("M140 270Q240 226 350 262V344H140Z", "#f08aa8", 1.0);
                for (x, y) in [(150.0, 266.0), (168.0, 258.0), (184.0, 266.0), (168.0, 278.0)] {
                    c.circle(x, y, 14.0, "#ffffff", 1.0);
                }
                c.path("M180 262l16 -6l4 12l-14 4ZM194 274l16 -4l2 12l-14 2Z", "#2a2430", 1.0);
                // The sheep's head: wool, a dark face, eyes wide open on the ceiling.
                c.g("transform=\"translate(112 250) scale(1.25) translate(-112 -250)\"");
                for (x, y, r) in [(86.0, 226.0, 20.0), (136.0, 226.0, 20.0), (92.0, 200.0, 18.0), (130.0, 200.0, 18.0), (111.0, 192.0, 20.0)] {
                    c.circle(x, y, r, "#ffffff", 1.0);
                }
                c.path("M76 224q-24 -2 -30 10q14 8 30 2ZM148 224q24 -2 30 10q-14 8 -30 2Z", "#2a2430", 1.0);
                c.ellipse(112.0, 240.0, 30.0, 40.0, "#2a2430", 1.0);
                c.ellipse(112.0, 268.0, 18.0, 12.0, "#3a3440", 1.0);
                c.stroke("M104 268l6 4l6 -4", "#f0b0b8", 2.5, 1.0);
                for x in [99.0, 125.0] {
                    c.circle(x, 234.0, 12.0, "#ffffff", 1.0);
                    c.circle(x, 226.0, 5.0, "#101018", 1.0);
                    c.stroke(&format!("M{} 250q9 5 18 0", Num(x - 9.0)), "#8a6aa8", 3.0, 1.0);
                }
                // The striped nightcap flopping to one side.
                c.path("M84 206Q100 170 140 196Q150 150 190 150Q150 170 148 214Q110 196 84 206Z", "#8ab8f0", 1.0);
                c.stroke("M104 190q14 -6 30 4M136 176q10 -10 26 -16", "#ffffff", 6.0, 1.0);
                c.circle(192.0, 152.0, 10.0, "#ffffff", 1.0);
                c.end();
                c.end();
                // The fence in front of the bed.
                let fence = "#e0c090";
                c.stroke("M110 470H350M110 512H350", fence, 10.0, 1.0);
                c.stroke("M122 456V570M230 456V570M338 456V570", fence, 13.0, 1.0);
                // The people in pyjamas: 42 in the air, 43 waiting, 41 asleep on the fence.
                let num = |c: &mut crate::third::Ctx, x: f64, y: f64, n: &str| {
                    c.ellipse(x, y, 19.0, 14.0, "#ffffff", 1.0);
                    let d = |ch: char| match ch {
                        '1' => "m3 3l3 -3v16",
                        '2' => "m0 4q1 -4 5 -4q5 0 5 4q0 4 -10 12h10",
                        '3' => "m0 1h10l-6 6q6 0 6 4.5q0 4.5 -5 4.5q-4 0 -5 -3",
                        _ => "m7 16v-16l-7 11h10",
                    };
                    let ds: Vec<char> = n.chars().collect();
                    c.g(&format!("transform=\"translate({} {}) scale(.8)\"", Num(x - 11.0), Num(y - 6.5)));
                    c.stroke(&format!("M0 0{}M15 0{}", d(ds[0]), d(ds[1])), "#1a1a2a", 3.2, 1.0);
                    c.end();
                };
                let leap = Pose {
                    head: (16.0, -86.0),
                    neck: (11.0, -78.0),
                    hip: (-4.0, -52.0),
                    knees: [(16.0, -48.0), (-20.0, -40.0)],
                    feet: [(36.0, -44.0), (-38.0, -30.0)],
                    elbows: [(22.0, -82.0), (-12.0, -70.0)],
                    hands: [(36.0, -92.0), (-26.0, -66.0)],
                    ..stand()
                };
                let a = Look::new(2, "#4a8ae8", "#4a8ae8").hair(Hair::Short, 0).face(Expr::Delight).turn(0.7);
                figure_unshadowed(c, &leap, 190.0, 486.0, 165.0, &a, false);
                num(c, 190.0, 376.0, "42");
                let b = Look::new(0, "#f8c030", "#f8c030").hair(Hair::Curly, 4).face(Expr::Calm).turn(0.6);
                figure(c, &stand(), 62.0, 578.0, 160.0, &b, false);
                num(c, 62.0, 470.0, "43");
                let slump = Pose {
                    head: (24.0, -30.0),
                    neck: (18.0, -38.0),
                    hip: (0.0, -56.0),
                    knees: [(-10.0, -28.0), (-6.0, -27.0)],
                    feet: [(-12.0, -2.0), (-8.0, -2.0)],
                    elbows: [(26.0, -22.0), (29.0, -24.0)],
                    hands: [(27.0, -6.0), (31.0, -8.0)],
                    ..stand()
                };
                let s = Look::new(4, "#3ac080", "#3ac080").hair(Hair::Short, 0).face(Expr::Asleep).turn(0.5);
                figure(c, &slump, 268.0, 560.0, 160.0, &s, false);
                num(c, 280.0, 498.0, "41");
                c.stroke("M316 420h14l-14 16h14M338 392h10l-10 12h10", "#ffffff", 3.5, 1.0);
            },
        ),
        card(
            "The lantern she keeps",
            (Pastel, Night, Crowd, Wistful),
            ["dozens of glowing paper lanterns let go by the crowd, rising away into the night sky", "a girl holding her own lantern close to her chest and not letting it go"],
            ("her lantern is tied to her wrist with a string", "string"),
            ["Not ready yet", "Hold fast to dreams", "Everyone let their lanterns go for the ones they had lost, but she tied hers to her wrist with a string, because she was not ready to say goodbye"],
            &["sky lanterns rising", "the lantern held back"],
            true,
            "A river at night under a deep blue sky. A crowd of dark figures stands at the river's edge, their faces lit orange, and a few hold their arms up as they let glowing paper lanterns go. Dozens of warm orange lanterns rise into the sky, smaller and smaller as they climb, and their lights shine back from the dark river. In front, close to us, a girl with long dark hair, lit from below, holds her own lantern against her chest with both hands and looks down, sad and thoughtful. A thin red string runs from her lantern round her wrist.",
            |c| {
                c.drew("river night sky crowd figure face arm lantern light girl hair chest hand string wrist");
                // The deep blue night sky and the dark far bank.
                let sky = c.c.linv(&[(0.0, "#02041a", 1.0), (0.6, "#0a1a5a", 1.0), (1.0, "#1a3a8a", 1.0)]);
                c.c.rect(-10.0, -10.0, 420.0, 352.0, &sky, 1.0);
                c.path("M-10 336Q60 322 130 330T262 324T410 332V350H-10Z", "#0a1030", 1.0);
                // The river, dark and still.
                let water = c.c.linv(&[(0.0, "#12286a", 1.0), (1.0, "#040a24", 1.0)]);
                c.c.rect(-10.0, 344.0, 420.0, 270.0, &water, 1.0);
                // The lanterns rising, large and low near the crowd, smaller
                // and smaller as they climb and spread.
                let mut lan: Vec<(f64, f64, f64)> = Vec::new();
                for _ in 0..46 {
                    let t: f64 = c.c.r(0.0, 1.0);
                    let y = 318.0 - t.powf(0.8) * 296.0;
                    let s = 2.5 + 15.0 * (1.0 - t).powf(1.8);
                    let x = (150.0 + c.c.r(-1.0, 1.0) * (50.0 + 190.0 * t)).clamp(8.0, 392.0);
                    lan.push((x, y, s));
                }
                lan.sort_by(|a, b| a.2.total_cmp(&b.2));
                c.soft();
                c.glow(150.0, 280.0, 200.0, "#ff8a2a", 0.14);
                for &(x, y, s) in &lan {
                    c.glow(x, y, s * 2.6, "#ff9a30", 0.5);
                }
                c.end();
                let lantern = |c: &mut super::scene::Ctx,  x: f64, y: f64, s: f64| {
                    let d = format!(
                            "M{} {}Q{} {} {} {}L{} {}Q{} {} {} {}Z",
                            Num(x - 0.5 * s),
                            Num(y - 0.6 * s),
                            Num(x),
                            Num(y - 0.85 * s),
                            Num(x + 0.5 * s),
                            Num(y - 0.6 * s),
                            Num(x + 0.38 * s),
                            Num(y + 0.6 * s),
                            Num(x),
                            Num(y + 0.68 * s),
                            Num(x - 0.38 * s),
                            Num(y + 0.6 * s)
                        );
                    c.path(&d, "#ff8a2a", 1.0);
                    if s > 40.0 {
                        c.stroke(&d, "#7a2a10", 3.0, 0.9);
                    }
                    c.ellipse(x, y + 0.15 * s, 0.3 * s, 0.5 * s, "#ffc860", 0.7);
                    c.ellipse(x, y + 0.48 * s, 0.12 * s, 0.14 * s, "#fffbe0", 1.0);
                };
                for &(x, y, s) in &lan {
                    lantern(c, x, y, s);
                }
                // Their lights doubled in the river, wavering.
                let mut d = String::new();
                for &(x, y, s) in &lan {
                    let ry = 350.0 + (330.0 - y) * 0.42;
                    if ry < 470.0 {
                        let w = s * 0.9 + 2.0;
                        let _ = write!(d, "M{} {}h{}M{} {}h{}", Num(x - w / 2.0), Num(ry), Num(w), Num(x - w / 3.0), Num(ry + s * 0.5 + 3.0), Num(w * 0.6));
                    }
                }
                c.stroke(&d, "#ffb050", 3.0, 0.75);
                // The near bank and the crowd at the water's edge, dark
                // against the river, faces lit by the lanterns they let go.
                c.c.path("M-10 560Q120 548 220 556T410 552V610H-10Z", "#03050e", 1.0);
                let crowd = [
                    (18.0, 170.0, false, false),
                    (66.0, 196.0, true, true),
                    (116.0, 160.0, false, false),
                    (164.0, 204.0, true, false),
                    (212.0, 176.0, false, true),
                ];
                for &(x, h, up, flip) in &crowd {
                    let foot = 660.0;
                    let pose = if up { arms_up() } else { stand() };
                    crate::second::figures::person(c, &pose, x, foot, h, "#03050e", flip);
                    c.person(h);
                    let hy = foot - h * 0.91;
                    c.ellipse(x, hy + 1.0, h * 0.05, h * 0.058, "#e89a5a", 0.85);
                    if up {
                        c.soft();
                        c.glow(x, foot - h * 1.22, 60.0, "#ffa640", 0.6);
                        c.end();
                        lantern(c, x, foot - h * 1.22, 24.0);
                    }
                }
                // The girl in front, lit from below by the lantern she keeps.
                let girl = Look {
                    young: true,
                    ..Look::new(1, "#3a2448", "#2a2a4a").hair(Hair::Long, 0).face(Expr::Wistful).turn(-0.15)
                };
                portrait(c, 284.0, 362.0, 60.0, &girl);
                c.soft();
                c.glow(280.0, 520.0, 150.0, "#ff9a40", 0.2);
                c.glow(280.0, 420.0, 60.0, "#ffb060", 0.3);
                c.end();
                // Her lantern, held against her chest in both hands.
                let (lx, ly) = (280.0, 516.0);
                c.soft();
                c.glow(lx, ly, 100.0, "#ffd070", 0.7);
                c.end();
                // Her sleeves up to her wrists.
                let (wl, wr) = ((lx - 52.0, ly + 52.0), (lx + 52.0, ly + 52.0));
                c.stroke(&format!("M{} 640L{} {}M{} 640L{} {}", lx - 100.0, wl.0, wl.1 + 6.0, lx + 100.0, wr.0, wr.1 + 6.0), girl.top, 34.0, 1.0);
                lantern(c, lx, ly, 80.0);
                c.stroke(&format!("M{} {}L{} {}M{lx} {}V{}", lx - 12.0, ly - 58.0, lx - 10.0, ly + 50.0, ly - 62.0, ly + 52.0), "#c85a1a", 1.6, 0.6);
                let skin = girl.skin;
                let hand = crate::second::figures::Hand::new(skin, "#a86a40").outline("#5a2a14", 1.2);
                hand.draw(c, wl.0, wl.1, 0.75, 28.0);
                hand.draw(c, wr.0, wr.1, 0.75, -28.0);
                // The string from the lantern's foot, round her wrist.
                c.stroke(&format!("M{} {}Q{} {} {} {}", lx - 6.0, ly + 48.0, lx - 10.0, ly + 90.0, wl.0 + 10.0, wl.1 + 16.0), "#c8202e", 3.2, 1.0);
                c.stroke(&format!("M{} {}l26 -4M{} {}l26 -4", wl.0 - 14.0, wl.1 + 12.0, wl.0 - 14.0, wl.1 + 19.0), "#c8202e", 3.2, 1.0);
            },
        ),
        card(
            "The sea inside him",
            (CutPaper, Dusk, EyeLevel, Mysterious),
            ["a man standing alone on a bare hilltop at dusk", "a round hole through his chest, and in it a bright summer sea under a blue sky"],
            ("a small bird sits on the lower rim of the hole, looking in at the sea", "bird"),
            ["Carried inside", "You can't take it with you", "He has carried that summer inside him for forty years, and tonight for the first time a bird has stopped to look in"],
            &["sea through a chest", "hole like a porthole"],
            true,
            "A bare hilltop at dusk, low dark hills behind, the sky deep violet fading to dusky pink at the horizon. A man in a long dark buttoned coat and a red scarf stands alone in the middle, facing us, his hands in his pockets, his face calm and a little sad. Through the middle of his chest is a big round hole, and through it shows not the dusk behind him but a bright calm sea under a blue summer sky with a low gold sun. A small bird sits on the lower rim of the hole, looking in.",
            |c| {
                c.drew("hilltop hill sky horizon man coat scarf hand pocket face chest hole sea sun bird rim button shoe grass");
                c.c.person(450.0);
                // A violet dusk fading to dusky pink, two torn paper bands.
                c.c.rect(-10.0, -10.0, 420.0, 620.0, "#261c46", 1.0);
                for (y, col) in [(150.0, "#3a2a60"), (250.0, "#5a3a76"), (320.0, "#8a5282"), (380.0, "#c07888")] {
                    let pts: Vec<(f64, f64)> = (0..=14).map(|k| (-10.0 + k as f64 * 30.0, y + c.r(-3.0, 3.0))).chain([(410.0, 480.0), (-10.0, 480.0)]).collect();
                    c.poly(&pts, col, 1.0);
                }
                // Low dark hills behind, their edges torn.
                for (y0, amp, f, col) in [(400.0, 34.0, 70.0, "#4a3258"), (440.0, 22.0, 52.0, "#33243f")] {
                    let pts: Vec<(f64, f64)> = (0..=40)
                        .map(|k| {
                            let x = -10.0 + k as f64 * 10.5;
                            (x, y0 - amp * (x / f + y0).sin() + c.r(-2.5, 2.5))
                        })
                        .chain([(410.0, 620.0), (-10.0, 620.0)])
                        .collect();
                    c.poly(&pts, col, 1.0);
                }
                // The bare hilltop he stands on.
                let top: Vec<(f64, f64)> = (0..=40)
                    .map(|k| {
                        let x = -10.0 + k as f64 * 10.5;
                        let t = (x - 200.0) / 240.0;
                        (x, 500.0 + 70.0 * t * t + c.r(-2.0, 2.0))
                    })
                    .chain([(410.0, 620.0), (-10.0, 620.0)])
                    .collect();
                c.poly(&top, "#221a2e", 1.0);
                c.stroke("M140 506l-4 -8M150 504l2 -9M262 507l3 -8M272 509l-2 -7", "#3a2e48", 2.0, 1.0);
                // His long shadowless coat: shoulders, body and hem.
                let coat = "#1a1826";
                let (cx, hy) = (200.0, 300.0);
                c.ellipse(200.0, 562.0, 90.0, 10.0, "#000000", 0.35);
                // Legs and shoes below the hem.
                c.rect(174.0, 470.0, 22.0, 84.0, "#14121c", 1.0);
                c.rect(204.0, 470.0, 22.0, 84.0, "#14121c", 1.0);
                c.ellipse(181.0, 556.0, 19.0, 8.0, "#0c0a10", 1.0);
                c.ellipse(219.0, 556.0, 19.0, 8.0, "#0c0a10", 1.0);
                c.path("M132 216Q164 202 186 200H214Q236 202 268 216Q280 300 284 482Q200 492 116 482Q120 300 132 216Z", coat, 1.0);
                // The lapels and the line of buttons.
                c.poly(&[(186.0, 202.0), (200.0, 246.0), (214.0, 202.0)], "#2a2638", 1.0);
                c.stroke("M200 246V484", "#0c0a12", 2.0, 1.0);
                for y in [392.0, 424.0, 456.0] {
                    c.circle(207.0, y, 4.0, "#3a3448", 1.0);
                }
                // The sleeves, down to the hands hidden in the pockets.
                c.path("M134 214Q108 228 106 300Q104 360 128 392L152 386Q138 330 150 250Z", "#1e1b2c", 1.0);
                c.path("M266 214Q292 228 294 300Q296 360 272 392L248 386Q262 330 250 250Z", "#1e1b2c", 1.0);
                c.stroke("M126 394L160 384M274 394L240 384", "#0a0810", 3.0, 1.0);
                // The hole through his chest: the summer sea.
                let r = 62.0;
                let hole = format!("M{} {hy}a{r} {r} 0 1 0 {} 0a{r} {r} 0 1 0 {} 0", cx - r, 2.0 * r, -2.0 * r);
                c.c.clip(&format!("{hole}Z"));
                let blue = c.c.linv(&[(0.0, "#3a8ad8", 1.0), (0.45, "#8cc8f0", 1.0), (0.55, "#f4e0a0", 1.0)]);
                c.c.rect(cx - r, hy - r, 2.0 * r, 2.0 * r, &blue, 1.0);
                c.circle(cx + 16.0, hy + 8.0, 16.0, "#ffd860", 1.0);
                c.rect(cx - r, hy + 14.0, 2.0 * r, r, "#1e78b8", 1.0);
                c.rect(cx - r, hy + 14.0, 2.0 * r, 6.0, "#4aa0d8", 1.0);
                c.stroke(&format!("M{} {}h24M{} {}h16M{} {}h10", cx + 4.0, hy + 22.0, cx + 8.0, hy + 30.0, cx + 11.0, hy + 40.0), "#ffe890", 3.0, 1.0);
                // The cut edge's shadow along the top inside.
                c.path(&format!("M{} {hy}a{r} {r} 0 0 1 {} 0a{} {} 0 0 0 {} 0Z", cx - r, 2.0 * r, r, r - 8.0, -2.0 * r), "#000000", 0.3);
                c.c.end();
                c.stroke(&hole, "#0a0810", 3.0, 1.0);
                c.rect(189.0, 170.0, 22.0, 30.0, SKIN[1], 1.0);
                // The scarf round his neck, one end hanging.
                c.path("M172 196Q200 212 228 196L232 212Q200 230 168 212Z", "#8a2a2e", 1.0);
                c.poly(&[(210.0, 212.0), (226.0, 208.0), (230.0, 236.0), (212.0, 238.0)], "#7a2226", 1.0);
                // His head, calm, looking at us.
                let man = Look::new(1, coat, "#14121c").hair(Hair::Short, 0).face(Expr::Wistful).gaze(Gaze::Side(0.0));
                lone_head(c, 200.0, 152.0, 31.0, &man);
                // The bird on the lower rim, looking in.
                super::scene::perched_bird(c, cx - 24.0, hy + r - 14.0, 1.3, "#2a2030", super::scene::Perch { mirrored: true, wing: true });
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
            "Carrying the moon home",
            (CutPaper, Winter, CloseUp, Tender),
            ["an old man's slow, tired walk home through the snowy night", "the crescent moon he carries in his arms like a sleeping child"],
            ("the moon has a small face on its inner curve, its one eye closed in sleep against his coat", "eye"),
            [
                "Gentle burden",
                "The darkest hour is just before the dawn",
                "Some nights the moon grows too tired to finish crossing the sky, so he wraps it in his scarf and carries it home, and tonight it shut its eye before they reached the door",
            ],
            &["moon carried like a child", "moon wrapped in a scarf"],
            true,
            "A close view of an old man on a snowy night against a deep blue, empty sky. He wears a knitted cap and a dark coat, snow caught in his grey beard, his eyes closed and calm. In his arms, held like a sleeping child, he carries the crescent moon, pale and glowing, wrapped from below in his long red scarf, one horn of it resting against his shoulder. The moon has a small face, its eye closed, turned towards his coat. Snow falls all around.",
            |c| {
                c.drew("night sky man cap coat snow beard eye arm child moon scarf horn shoulder face");
                // A deep blue night, empty.
                c.rect(-10.0, -10.0, 420.0, 620.0, "#10306e", 1.0);
                // The crescent: along the chord from its upper horn to its lower
                // one, the outer side bulging down and to the left, away from him;
                // `g` grows it all round, for its halo.
                let (a, b): ((f64, f64), (f64, f64)) = ((176.0, 236.0), (336.0, 560.0));
                let (dx, dy) = (b.0 - a.0, b.1 - a.1);
                let len = (dx * dx + dy * dy).sqrt();
                let (u, n) = ((dx / len, dy / len), (-dy / len, dx / len));
                let at = |s: f64, off: f64, g: f64| {
                    let k = off * 4.0 * s * (1.0 - s);
                    let t = -g * 0.3 + s * (len + 0.6 * g);
                    (a.0 + u.0 * t + n.0 * k, a.1 + u.1 * t + n.1 * k)
                };
                let crescent = |g: f64| {
                    let mut v: Vec<(f64, f64)> = (0..=24).map(|i| at(i as f64 / 24.0, 180.0 + g, g)).collect();
                    v.extend((1..24).rev().map(|i| at(i as f64 / 24.0, 96.0 - g, g)));
                    v
                };
                // His coat, his shoulders, his head bowed towards the moon.
                let (coat, sleeve) = ("#4c2c28", "#64462e");
                c.poly(&[(110.0, 400.0), (410.0, 400.0), (420.0, 620.0), (70.0, 620.0)], coat, 1.0);
                let man = Look::new(1, coat, "#2a2a34").old().beard().wear(Hat::Knitted, "#6a7268").face(Expr::Tender).turn(-0.5).tilt(-16.0);
                portrait(c, 274.0, 166.0, 70.0, &man);
                // Snow caught in his beard and on his cap.
                c.dots(9, 226.0, 300.0, 222.0, 262.0, 2.6, "#ffffff");
                c.dots(7, 214.0, 330.0, 88.0, 104.0, 3.2, "#ffffff");
                // His far arm, the sleeve coming round under the moon.
                c.stroke("M130 290Q40 420 120 540Q200 600 300 566", sleeve, 62.0, 1.0);
                // The moon's light: thin paper round it, a pale wash on his cheek.
                c.poly(&crescent(26.0), "#e0c878", 1.0);
                c.poly(&crescent(13.0), "#f4e8b0", 1.0);
                c.poly(&crescent(0.0), "#fffdf4", 1.0);
                // Its face on the inner side: a closed eye, a nose, a small mouth.
                let mid = at(0.4, 96.0, 0.0);
                let p = |du: f64, dn: f64| (mid.0 + u.0 * du + n.0 * dn, mid.1 + u.1 * du + n.1 * dn);
                c.poly(&[p(-8.0, 1.0), p(6.0, -20.0), p(18.0, 1.5)], "#fffdf4", 1.0);
                c.circle(p(16.0, 26.0).0, p(16.0, 26.0).1, 9.0, "#f0a0a0", 0.7);
                let arc = |c: &mut super::scene::Ctx<'_>, q: [(f64, f64); 3], color: &str, w: f64| {
                    let d = format!("M{} {}Q{} {} {} {}", Num(q[0].0), Num(q[0].1), Num(q[1].0), Num(q[1].1), Num(q[2].0), Num(q[2].1));
                    c.stroke(&d, color, w, 1.0);
                };
                arc(c, [p(-30.0, 16.0), p(-18.0, 30.0), p(-6.0, 16.0)], "#5a4a30", 5.0);
                c.stroke(&format!("M{} {}L{} {}", Num(p(-18.0, 30.0).0), Num(p(-18.0, 30.0).1), Num(p(-20.0, 40.0).0), Num(p(-20.0, 40.0).1)), "#5a4a30", 3.0, 1.0);
                arc(c, [p(30.0, 6.0), p(38.0, 16.0), p(46.0, 6.0)], "#a8685a", 3.5);
                // The red scarf wrapped round its lower part, one end hanging.
                let wrap: Vec<(f64, f64)> = (0..=10).map(|i| at(0.64 + 0.38 * i as f64 / 10.0, 138.0, 0.0)).collect();
                let scarf = crate::canvas::band_outline(&wrap, |i| 112.0 - i as f64 * 7.0);
                c.poly(&scarf, "#c8302a", 1.0);
                for s in [0.7, 0.8, 0.9] {
                    let (p0, p1) = (at(s, 200.0, 0.0), at(s + 0.07, 80.0, 0.0));
                    c.stroke(&format!("M{} {}L{} {}", Num(p0.0), Num(p0.1), Num(p1.0), Num(p1.1)), "#8a1a1a", 4.0, 0.8);
                }
                c.poly(&[(196.0, 500.0), (240.0, 496.0), (238.0, 580.0), (194.0, 584.0)], "#b02a26", 1.0);
                c.stroke("M200 584v12M210 583v12M220 582v12M230 581v12", "#b02a26", 4.0, 1.0);
                // His near arm across the bundle, the hand resting on it.
                c.stroke("M404 330Q420 490 300 504", sleeve, 58.0, 1.0);
                c.ellipse(272.0, 502.0, 30.0, 22.0, man.skin, 1.0);
                c.stroke("M254 496q-6 8 0 16M262 492q-6 10 0 20", "#8a5a3a", 2.0, 0.7);
                // Snow falling over it all.
                c.dots(34, 0.0, 400.0, 0.0, 600.0, 3.2, "#dce4f8");
            },
        ),
        card(
            "A cup for her",
            (CutPaper, Spring, EyeLevel, Tender),
            ["a family picnicking in the spring sun, laughing together", "a pale, see-through old woman sitting with them that none of them sees"],
            ("on the blanket in front of her stands a cup of tea poured for her, still steaming", "cup"),
            [
                "Still among us",
                "Love is stronger than death",
                "Every spring they bring the old checked blanket and pour one cup too many, and only the dog knows who drinks it",
            ],
            &["picnic with a ghost", "dog at a ghost's feet"],
            true,
            "A spring meadow under a pale sky, soft green hills far behind. On a checked pink and white blanket a father, a mother and a small boy sit eating and talking, turned towards each other and laughing, a basket and a teapot beside them. On the right corner of the blanket sits a pale old woman, white and see-through like thin paper, her hands in her lap, smiling gently at them. Nobody looks at her. Their old brown dog lies at her feet with its chin on her shoe, looking up at her and wagging its tail. On the blanket in front of her stands a cup of tea, still steaming.",
            |c| {
                c.drew("meadow sky hill blanket father mother boy family woman basket teapot sandwich strawberry dog chin shoe tail cup tea steam flower lap");
                c.sky(240.0);
                // Soft hills far behind.
                c.path("M-20 240Q60 190 150 222Q240 180 330 214Q380 200 420 208V270H-20Z", "#a8d490", 1.0);
                // The meadow.
                c.rect(-20.0, 236.0, 440.0, 380.0, "#bfe0a0", 1.0);
                // The old tree on the right, its deep shade behind her.
                c.path("M356 330L362 150L386 150L398 330Z", "#7a5a3a", 1.0);
                c.c.circle(310.0, 196.0, 118.0, "#3f7a34", 1.0);
                c.c.circle(404.0, 150.0, 90.0, "#4f8a3a", 1.0);
                c.c.circle(214.0, 246.0, 58.0, "#4f8a3a", 1.0);
                c.c.ellipse(326.0, 318.0, 120.0, 46.0, "#3f7a34", 1.0);
                c.ellipse(330.0, 350.0, 110.0, 14.0, "#6a9a5a", 1.0);
                for (x, y, col) in [(28.0, 290.0, "#ffffff"), (110.0, 262.0, "#f8d070"), (190.0, 276.0, "#f07aa0"), (60.0, 322.0, "#f07aa0"), (150.0, 300.0, "#ffffff")] {
                    for k in 0..5 {
                        let a = k as f64 * 1.2566;
                        c.circle(x + 4.0 * a.cos(), y + 4.0 * a.sin(), 3.2, col, 1.0);
                    }
                    c.circle(x, y, 2.2, "#f8d070", 1.0);
                }
                // The checked blanket, seen a little from above.
                let (fl, fr, nr, nl) = ((10.0, 352.0), (410.0, 344.0), (440.0, 620.0), (-40.0, 620.0));
                c.poly(&[fl, fr, nr, nl], "#fdf6ee", 1.0);
                let at = |u: f64, v: f64| {
                    let top = (fl.0 + (fr.0 - fl.0) * u, fl.1 + (fr.1 - fl.1) * u);
                    let bot = (nl.0 + (nr.0 - nl.0) * u, nl.1 + (nr.1 - nl.1) * u);
                    (top.0 + (bot.0 - top.0) * v, top.1 + (bot.1 - top.1) * v)
                };
                let band = |u0: f64, u1: f64, v0: f64, v1: f64| {
                    poly_d(&[at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)])
                };
                let mut d = String::new();
                for k in 0..7 {
                    let u = k as f64 / 7.0;
                    d.push_str(&band(u, u + 1.0 / 14.0, 0.0, 1.0));
                }
                c.path(&d, "#f07aa0", 0.45);
                let mut d = String::new();
                for k in 0..5 {
                    let v = k as f64 / 5.0;
                    d.push_str(&band(0.0, 1.0, v, v + 1.0 / 10.0));
                }
                c.path(&d, "#f07aa0", 0.45);
                // The basket behind the father and the teapot behind the mother.
                c.path("M-4 390L52 386L48 432L0 434Z", "#c89850", 1.0);
                c.stroke("M2 390Q26 350 48 388", "#a87838", 5.0, 1.0);
                c.stroke("M0 404H50M0 418H48", "#a87838", 2.5, 1.0);
                c.ellipse(262.0, 432.0, 18.0, 15.0, "#7ab8e8", 1.0);
                c.path("M248 428L232 414L230 418L246 436Z", "#7ab8e8", 1.0);
                c.stroke("M278 424Q290 432 278 440", "#5a98c8", 4.0, 1.0);
                c.ellipse(262.0, 418.0, 9.0, 4.0, "#5a98c8", 1.0);
                // The father on the left, laughing, a sandwich in his hand.
                let dad = Look::new(1, "#7ab8e8", "#4a5a7a").hair(Hair::Short, 1).beard().face(Expr::Laugh).turn(0.6);
                let eat = Pose { head_r: 7.5, ..sit_ground() }.right_hand((14.0, -36.0), (20.0, -46.0));
                figure(c, &eat, 46.0, 520.0, 320.0, &dad, false);
                c.path("M104 372l18 -5l3 12l-18 5z", "#f8d070", 1.0);
                c.path("M104 372l18 -5l1 4l-18 5z", "#8ac07a", 1.0);
                // The mother, turned to him, talking with her hand.
                let mum = Look::new(0, "#f8d070", "#f07aa0").hair(Hair::Long, 2).face(Expr::Smile).turn(0.6);
                let talk = Pose { head_r: 7.5, hem: Some((14.0, -6.0)), ..sit_ground() }.left_hand((12.0, -36.0), (22.0, -44.0));
                figure(c, &talk, 206.0, 512.0, 320.0, &mum, true);
                // The small boy in front, a strawberry held up.
                let boy = Look::new(1, "#8ad0a0", "#3a5a8a").hair(Hair::Curly, 3).face(Expr::Delight).turn(0.5);
                let show = Pose { head_r: 9.0, ..sit_ground() }.right_hand((14.0, -40.0), (20.0, -56.0));
                figure(c, &show, 104.0, 604.0, 230.0, &boy, false);
                c.path("M150 484q-9 -12 0 -16q9 4 0 16z", "#e8302a", 1.0);
                // Grandmother in the tree's shade: white paper, half see-through.
                let gran = {
                    let mut l = Look::new(0, "#ffffff", "#f4f6f8").hair(Hair::Bun, 5).old().face(Expr::Smile).turn(0.7).gaze(Gaze::Side(-0.8));
                    l.skin = "#fbfbf6";
                    l.hair_color = "#ffffff";
                    l
                };
                let lap = Pose { head_r: 7.5, hem: Some((16.0, -4.0)), ..sit_ground() }.left_hand((6.0, -22.0), (10.0, -16.0)).right_hand((8.0, -22.0), (12.0, -17.0));
                c.glow(334.0, 380.0, 110.0, "#ffffff", 0.4);
                c.g("opacity=\"0.8\"");
                figure_unshadowed(c, &lap, 352.0, 486.0, 320.0, &gran, true);
                c.end();
                // Her shoe peeping from the hem.
                c.path("M250 488Q252 474 274 474L280 490Z", "#ffffff", 0.85);
                // Her cup of tea, in front of her, still steaming.
                c.path("M202 516L234 516L229 542Q218 549 207 542Z", "#7ab8e8", 1.0);
                c.ellipse(218.0, 516.0, 16.0, 4.5, "#c88a4a", 1.0);
                c.stroke("M234 522q9 2 0 12", "#7ab8e8", 3.0, 1.0);
                c.ellipse(218.0, 545.0, 24.0, 6.0, "#ffffff", 1.0);
                c.stroke("M212 508q-6 -10 2 -18q8 -8 0 -18M224 508q6 -10 -2 -20q-6 -8 2 -16", "#ffffff", 3.0, 0.9);
                // The old dog lying at her feet, chin on her shoe, looking up at her.
                let (coat, dark, grey) = ("#a8703e", "#5a3418", "#e0d6c8");
                c.path("M368 556Q390 550 384 506L392 504Q402 556 370 566Z", coat, 1.0);
                c.stroke("M374 508q-8 -6 -4 -16M392 496q6 -8 0 -16", "#5a3418", 2.5, 0.9);
                c.ellipse(330.0, 562.0, 52.0, 22.0, coat, 1.0);
                c.ellipse(284.0, 580.0, 34.0, 9.0, coat, 1.0);
                c.ellipse(356.0, 580.0, 24.0, 9.0, coat, 1.0);
                c.path("M284 486Q292 530 300 562L344 556Q326 520 322 480Z", coat, 1.0);
                c.ellipse(302.0, 478.0, 26.0, 21.0, coat, 1.0);
                c.ellipse(276.0, 486.0, 20.0, 11.0, grey, 1.0);
                c.ellipse(259.0, 481.0, 6.0, 5.0, "#1a1010", 1.0);
                c.stroke("M262 494q8 2 14 -1", "#1a1010", 2.0, 1.0);
                c.circle(298.0, 470.0, 7.5, "#ffffff", 1.0);
                c.circle(300.0, 466.5, 4.5, "#1a1010", 1.0);
                c.circle(301.5, 465.0, 1.5, "#ffffff", 1.0);
                c.stroke("M289 458q8 -8 18 -3", grey, 3.0, 1.0);
                c.path("M310 462Q326 460 328 500Q316 504 310 486Z", dark, 1.0);
            },
        ),
        card(
            "The lamp orchard",
            (CutPaper, Dusk, EyeLevel, Wistful),
            ["the night coming down over a bare hillside", "the street lamps an old man has planted and grown against it"],
            ("in the glass of the tallest, oldest lamp, up on the hill, a small bird sits on its nest in the warm light", "nest"),
            [
                "Against the dark",
                "Great oaks from little acorns grow",
                "He planted the first lamp on the hilltop when he was young, and now a bird keeps its nest in its light while he kneels to plant one more",
            ],
            &["street lamps growing like trees", "bird nesting in a lamp"],
            true,
            "A bare hillside at dusk under a violet sky with a last band of gold along the horizon. In front, an old man in a long dark coat and a cap kneels on the grass, pressing the earth round a tiny new lamp post, still dark, with a green watering can beside him. Behind him, rows of lamp posts stand up the hill as if they had grown there, short ones near him and taller ones further up, and their lamps are coming on one by one, warm yellow against the dusk; the nearest are still dark. On the top of the hill stands one very tall old lamp post, and in its lit glass a small bird sits on a nest.",
            |c| {
                c.drew("hill grass sky horizon man coat cap lamp post watering can earth bird nest glass light");
                // A violet dusk sky in a few torn paper bands, a last band of
                // gold low down.
                c.rect(-10.0, -10.0, 420.0, 340.0, "#2e2450", 1.0);
                c.path("M-10 120Q120 108 240 118T410 112V340H-10Z", "#4a3870", 1.0);
                c.path("M-10 200Q140 190 260 198T410 192V340H-10Z", "#7a4c80", 1.0);
                c.path("M-10 250Q150 242 270 250T410 246V340H-10Z", "#b86a84", 1.0);
                c.path("M-10 286Q150 280 280 286T410 282V340H-10Z", "#f0a874", 1.0);
                // The bare hill, one dark paper shape with its crest at the middle.
                c.path("M-10 336Q120 300 232 292Q330 290 410 318V620H-10Z", "#3a2c4a", 1.0);
                // A lighter fold of the slope catching the last light.
                c.path("M-10 336Q120 300 232 292Q180 330 120 420Q60 480 -10 500Z", "#45355a", 1.0);
                // The near ground, darkest.
                c.path("M-10 520Q180 490 410 512V620H-10Z", "#2c2236", 1.0);
                // One street lamp: a post, a flared foot, a four sided glass
                // with a cap and a knob. Lit or not.
                let lamp = |c: &mut super::scene::Ctx<'_>, x: f64, g: f64, h: f64, lit: bool| {
                    let w = (h * 0.05).max(1.6);
                    let lw = h * 0.16;
                    let top = g - h;
                    let post = "#1a1424";
                    if lit {
                        c.circle(x, top + lw * 0.65, lw * 2.0, "#ffc870", 0.14);
                        c.circle(x, top + lw * 0.65, lw * 1.2, "#ffd88a", 0.3);
                    }
                    c.poly(&[(x - w * 2.2, g), (x - w * 0.5, g - h * 0.12), (x + w * 0.5, g - h * 0.12), (x + w * 2.2, g)], post, 1.0);
                    c.rect(x - w * 0.5, top + lw * 1.2, w, h - lw * 1.2, post, 1.0);
                    // The glass, wider at the top.
                    let glass = if lit { "#ffe49a" } else { "#4a3e5e" };
                    let pane = [(x - lw * 0.5, top + lw * 0.15), (x + lw * 0.5, top + lw * 0.15), (x + lw * 0.3, top + lw * 1.2), (x - lw * 0.3, top + lw * 1.2)];
                    c.poly(&pane, glass, 1.0);
                    c.stroke(&format!("{}M{} {}V{}", crate::canvas::poly_d(&pane), Num(x), Num(top + lw * 0.15), Num(top + lw * 1.2)), post, (w * 0.5).max(1.0), 1.0);
                    // The cap and its knob.
                    c.poly(&[(x - lw * 0.62, top + lw * 0.18), (x, top - lw * 0.35), (x + lw * 0.62, top + lw * 0.18)], post, 1.0);
                    c.circle(x, top - lw * 0.4, lw * 0.1, post, 1.0);
                };
                // Three rows running up the hill towards the old lamp on the
                // crest: the further, the older and the taller, the sooner lit.
                let v = (232.0, 292.0);
                for (r, (nx, ny)) in [(-40.0f64, 580.0f64), (330.0, 660.0), (600.0, 600.0)].into_iter().enumerate() {
                    for (i, (t, h)) in [(0.18f64, 112.0), (0.32, 92.0), (0.48, 72.0), (0.66, 52.0)].into_iter().enumerate() {
                        let (x, g) = (v.0 + (nx - v.0) * t, v.1 + (ny - v.1) * t);
                        if x > 30.0 && x < 190.0 && g > 380.0 {
                            continue;
                        }
                        lamp(c, x, g, h, i < 2 || i == 2 && r != 1);
                    }
                }
                // The first lamp he ever planted, tall on the crest.
                lamp(c, 232.0, 296.0, 250.0, true);
                // Her nest in its glass, the bird sitting dark in the light.
                let (gx, gy) = (232.0, 46.0 + 40.0 * 0.95);
                c.path(&format!("M{} {}Q{} {} {} {}Z", Num(gx - 13.0), Num(gy), Num(gx), Num(gy + 12.0), Num(gx + 13.0), Num(gy)), "#6a4a2a", 1.0);
                c.stroke(&format!("M{} {}q6 4 12 0q6 4 12 0M{} {}q6 3 10 0", Num(gx - 12.0), Num(gy + 2.0), Num(gx - 8.0), Num(gy + 6.0)), "#3a2614", 1.4, 1.0);
                c.ellipse(gx + 1.0, gy - 6.0, 11.0, 7.5, "#2a1e2e", 1.0);
                c.circle(gx - 8.0, gy - 12.0, 6.0, "#2a1e2e", 1.0);
                c.poly(&[(gx - 13.0, gy - 14.0), (gx - 19.0, gy - 12.0), (gx - 13.0, gy - 10.0)], "#d89030", 1.0);
                c.poly(&[(gx + 8.0, gy - 6.0), (gx + 18.0, gy - 12.0), (gx + 20.0, gy - 8.0)], "#2a1e2e", 1.0);
                // The tiny new lamp he is planting, still dark, in a mound of
                // fresh earth.
                let (sx, sg) = (196.0, 556.0);
                c.ellipse(sx, sg, 34.0, 9.0, "#5a3a2a", 1.0);
                c.dots(10, sx - 28.0, sx + 28.0, sg - 6.0, sg + 4.0, 2.0, "#7a5038");
                lamp(c, sx, sg, 74.0, false);
                // His green watering can beside the mound.
                let (wx, wy) = (282.0, 566.0);
                c.poly(&[(wx - 22.0, wy), (wx - 20.0, wy - 34.0), (wx + 20.0, wy - 34.0), (wx + 22.0, wy)], "#3f7a5a", 1.0);
                c.stroke(&format!("M{} {}L{} {}", Num(wx - 20.0), Num(wy - 22.0), Num(wx - 46.0), Num(wy - 46.0)), "#3f7a5a", 6.0, 1.0);
                c.poly(&[(wx - 44.0, wy - 44.0), (wx - 52.0, wy - 48.0), (wx - 48.0, wy - 56.0)], "#3f7a5a", 1.0);
                c.stroke(&format!("M{} {}Q{} {} {} {}", Num(wx - 10.0), Num(wy - 34.0), Num(wx + 4.0), Num(wy - 60.0), Num(wx + 18.0), Num(wy - 30.0)), "#2e5a42", 4.5, 1.0);
                c.stroke(&format!("M{} {}H{}", Num(wx - 21.0), Num(wy - 28.0), Num(wx + 21.0)), "#2e5a42", 2.5, 1.0);
                // The old man kneeling, both hands pressing the earth round
                // its foot.
                let old = Look::new(0, "#3a5a74", "#241e2c").old().hair(Hair::Short, 5).beard().face(Expr::Tender).turn(0.55).wear(Hat::Cap, "#4a3a3a");
                let press = Pose { hem: Some((22.0, -2.0)), ..kneel() }.right_hand((16.0, -30.0), (26.0, -10.0)).left_hand((12.0, -34.0), (22.0, -14.0));
                figure(c, &press, 126.0, 560.0, 250.0, &old, false);
            },
        ),
        card(
            "Footprints on the ceiling",
            (CutPaper, Night, Interior, Mysterious),
            ["a child's empty bed, the blanket thrown back", "small muddy footprints leading up the wall, across the ceiling and out of the open window"],
            ("one small slipper lies upside down on the windowsill", "slipper"),
            [
                "Called away",
                "Fly me to the moon",
                "In the morning there was only one slipper on the windowsill, and the footprints went the wrong way up",
            ],
            &["footprints on the ceiling", "empty child's bed"],
            false,
            "A small bedroom at night, pale in the moonlight. On the right stands a small bed, empty, its blanket thrown back over the end and its pillow still dented. Small bare footprints, dark with mud, lead from the bed across the floor, climb straight up the wall, walk across the ceiling and end at the top of the wide-open window, whose two panes stand open into the room. Outside is a dark blue sky full of stars and a huge full moon. On the windowsill lies one small pink slipper, upside down.",
            |c| {
                c.drew("bedroom room moonlight bed blanket pillow floor wall ceiling footprint window pane moon sky star slipper windowsill mud");
                // A point of the room: x across, y up from the floor, z into the room.
                fn at(x: f64, y: f64, z: f64) -> (f64, f64) {
                    let s = 1.0 - 0.42 * z / 600.0;
                    (200.0 + (x - 200.0) * s, 300.0 + (600.0 - y - 300.0) * s)
                }
                // A point on a surface: the floor (0), the back wall (1), the ceiling (2).
                fn on(k: u8, a: f64, b: f64) -> (f64, f64) {
                    match k {
                        0 => at(a, 0.0, b),
                        1 => at(a, b, 600.0),
                        _ => at(a, 600.0, b),
                    }
                }
                let quad = |c: &mut super::scene::Ctx, pts: [(f64, f64, f64); 4], fill: &str| {
                    let v: Vec<(f64, f64)> = pts.iter().map(|&(x, y, z)| at(x, y, z)).collect();
                    c.poly(&v, fill, 1.0);
                };
                // The pale moonlit room: ceiling, walls and floor.
                let (l, r, d, t) = (-10.0, 410.0, 600.0, 600.0);
                quad(c, [(l, t, 0.0), (r, t, 0.0), (r, t, d), (l, t, d)], "#dde3f0");
                quad(c, [(l, 0.0, -40.0), (l, t, -40.0), (l, t, d), (l, 0.0, d)], "#a4b0cc");
                quad(c, [(r, 0.0, -40.0), (r, t, -40.0), (r, t, d), (r, 0.0, d)], "#b2bed8");
                quad(c, [(l, 0.0, d), (r, 0.0, d), (r, t, d), (l, t, d)], "#c6d0e6");
                quad(c, [(l, 0.0, -60.0), (r, 0.0, -60.0), (r, 0.0, d), (l, 0.0, d)], "#8c98ba");
                // The open window onto the night sky and its huge moon.
                let (wx0, wx1, wy0) = (110.0, 330.0, 230.0);
                quad(c, [(wx0, wy0, d), (wx1, wy0, d), (wx1, t, d), (wx0, t, d)], "#0c1840");
                let (mx, my) = at(250.0, 440.0, d);
                c.circle(mx, my, 62.0, "#233266", 1.0);
                c.circle(mx, my, 44.0, "#fff6d8", 1.0);
                c.ellipse(mx + 14.0, my - 16.0, 12.0, 8.0, "#ece0b8", 1.0);
                let (sx0, sy0) = at(wx0, t, d);
                let (sx1, sy1) = at(wx1, wy0, d);
                let pts: Vec<(f64, f64, f64)> = (0..14).map(|k| {
                    let x = sx0 + 8.0 + ((k * 37) % 100) as f64 / 100.0 * (sx1 - sx0 - 16.0);
                    let y = sy0 + 8.0 + ((k * 61) % 100) as f64 / 100.0 * (sy1 - sy0 - 16.0);
                    (x, y, if k % 3 == 0 { 3.4 } else { 2.2 })
                }).filter(|&(x, y, _)| (x - mx).hypot(y - my) > 56.0).collect();
                super::scene::stars(&mut c.c, &pts, "#fff2b0", 1.0);
                // The moonlight it lets fall on the floor.
                quad(c, [(wx0 - 40.0, 0.0, 560.0), (wx1 - 40.0, 0.0, 560.0), (wx1 - 150.0, 0.0, 160.0), (wx0 - 150.0, 0.0, 160.0)], "#c4cce4");
                // The two panes, swung open into the room.
                for (hx, side) in [(wx0, -1.0), (wx1, 1.0)] {
                    let fx = hx + side * 40.0;
                    let fz = d - 100.0;
                    quad(c, [(hx, wy0, d), (fx, wy0, fz), (fx, t - 10.0, fz), (hx, t, d)], "#f2f4fa");
                    let m = 10.0;
                    let ix = |k: f64| hx + (fx - hx) * k;
                    let iz = |k: f64| d + (fz - d) * k;
                    let (a, b) = (0.12, 0.88);
                    quad(c, [(ix(a), wy0 + 2.0 * m, iz(a)), (ix(b), wy0 + 2.0 * m, iz(b)), (ix(b), (wy0 + t) / 2.0 - m, iz(b)), (ix(a), (wy0 + t) / 2.0 - m, iz(a))], "#5a6ea8");
                    quad(c, [(ix(a), (wy0 + t) / 2.0 + m, iz(a)), (ix(b), (wy0 + t) / 2.0 + m, iz(b)), (ix(b), t - 3.0 * m, iz(b)), (ix(a), t - 3.0 * m, iz(a))], "#5a6ea8");
                }
                // The windowsill.
                quad(c, [(wx0 - 14.0, wy0, d), (wx1 + 14.0, wy0, d), (wx1 + 14.0, wy0, d - 40.0), (wx0 - 14.0, wy0, d - 40.0)], "#f6f6fa");
                quad(c, [(wx0 - 14.0, wy0, d - 40.0), (wx1 + 14.0, wy0, d - 40.0), (wx1 + 14.0, wy0 - 14.0, d - 40.0), (wx0 - 14.0, wy0 - 14.0, d - 40.0)], "#d0d6e6");
                // One small pink slipper on it, upside down.
                let (sx, sy) = at(160.0, wy0, d - 20.0);
                c.g(&format!("transform=\"translate({} {}) scale(1.5)\"", Num(sx), Num(sy)));
                c.path("M-22 -12Q-26 0 -12 0H22V-12Z", "#f48aa8", 1.0);
                c.path("M-24 -12Q-26 -22 -14 -22L18 -20Q26 -19 26 -12Z", "#7a4a3a", 1.0);
                c.stroke("M-14 -17h4M-4 -17h4M6 -16h4M16 -16h4", "#4a2a20", 2.0, 1.0);
                c.circle(-22.0, -2.0, 6.0, "#fcdce6", 1.0);
                c.end();
                // The footprints: bare child's feet, dark with mud.
                let mud = "#2e2430";
                let mut n = 0;
                let mut step = |c: &mut super::scene::Ctx, k: u8, x: f64, y: f64, ang: f64| {
                    let side = if n % 2 == 0 { 1.0 } else { -1.0 };
                    n += 1;
                    let (ca, sa) = (ang.cos(), ang.sin());
                    let p = |a: f64, l: f64| {
                        let l = l * side + side * 12.0;
                        on(k, x + (a - 32.0) * ca - l * sa, y + (a - 32.0) * sa + l * ca)
                    };
                    let sole = [(3.0, -4.5), (0.0, 0.0), (3.0, 5.0), (10.0, 6.5), (18.0, 6.5), (26.0, 8.0), (30.0, 4.0), (30.0, -5.0), (25.0, -7.5), (17.0, -4.0), (9.0, -5.5)];
                    let v: Vec<(f64, f64)> = sole.iter().map(|&(a, l)| p(a * 1.9, l * 1.9)).collect();
                    c.poly(&v, mud, 1.0);
                    for (a, l, rr) in [(34.0, -5.2, 3.0), (35.5, -0.8, 2.3), (35.0, 2.8, 2.1), (33.6, 5.8, 1.9), (31.6, 8.3, 1.7)] {
                        let v: Vec<(f64, f64)> = (0..8).map(|j| {
                            let t = j as f64 * std::f64::consts::TAU / 8.0;
                            p(a * 1.9 + rr * 1.9 * t.cos(), l * 1.9 + rr * 1.9 * t.sin())
                        }).collect();
                        c.poly(&v, mud, 1.0);
                    }
                };
                // Across the floor from the bed, up the wall, across the ceiling to the window.
                let path = [
                    (0, (200.0, 60.0), (20.0, 200.0), (40.0, 600.0), 5),
                    (1, (40.0, 0.0), (50.0, 300.0), (40.0, 600.0), 6),
                    (2, (40.0, 600.0), (10.0, 120.0), (200.0, 160.0), 4),
                    (2, (200.0, 160.0), (390.0, 200.0), (220.0, 600.0), 4),
                ];
                for (k, a, m, b, cnt) in path {
                    for i in 0..cnt {
                        let tt = (i as f64 + 0.5) / cnt as f64;
                        let u = 1.0 - tt;
                        let x = u * u * a.0 + 2.0 * u * tt * m.0 + tt * tt * b.0;
                        let y = u * u * a.1 + 2.0 * u * tt * m.1 + tt * tt * b.1;
                        let dx = 2.0 * u * (m.0 - a.0) + 2.0 * tt * (b.0 - m.0);
                        let dy = 2.0 * u * (m.1 - a.1) + 2.0 * tt * (b.1 - m.1);
                        step(c, k, x, y, dy.atan2(dx));
                    }
                }
                // The empty bed along the right wall: its headboard, its side, the sheet, the pillow.
                let (bx0, bx1, bz0, bz1, top) = (226.0, r, 40.0, 430.0, 120.0);
                let (hx0, hy0) = at(bx0, 0.0, bz1);
                let (hx1, hy1) = at(bx1, 230.0, bz1);
                c.path(&format!("M{} {}V{}Q{} {} {} {}V{}Z", Num(hx0), Num(hy0), Num(hy1 + 40.0), Num(hx0 + 60.0), Num(hy1 - 30.0), Num(hx1), Num(hy1), Num(hy0)), "#9a6a44", 1.0);
                for k in 0..4 {
                    let x = hx0 + 22.0 + k as f64 * 28.0;
                    c.rect(x, hy1 + 30.0 - k as f64 * 6.0, 12.0, 70.0, "#c8a07a", 1.0);
                }
                c.path(&format!("M{} {}h14V{}q-7 -14 -14 0Z", Num(hx0 - 4.0), Num(hy0), Num(hy1 + 36.0)), "#7a4e30", 1.0);
                quad(c, [(bx0, 20.0, bz0), (bx0, top, bz0), (bx0, top, bz1), (bx0, 20.0, bz1)], "#7a4e30");
                let (lx, ly) = at(bx0 + 8.0, 0.0, bz0 + 8.0);
                c.rect(lx, ly - 34.0, 12.0, 34.0, "#5a361e", 1.0);
                quad(c, [(bx0, top, bz0), (bx1, top, bz0), (bx1, top, bz1), (bx0, top, bz1)], "#f6f4fa");
                let (px, py) = at(bx0 + 80.0, top + 24.0, bz1 - 60.0);
                c.ellipse(px, py, 56.0, 17.0, "#ffffff", 1.0);
                c.ellipse(px + 4.0, py - 1.0, 20.0, 6.0, "#d6dbea", 1.0);
                // The blanket, thrown back over the foot of the bed.
                let (b0x, b0y) = at(bx0 - 4.0, top + 6.0, 170.0);
                let (b1x, b1y) = at(bx0 - 8.0, 40.0, bz0 - 10.0);
                let blanket = format!("M{} {}Q{} {} 420 {}V620H{}Q{} {} {} {}Z", Num(b0x), Num(b0y), Num(b0x + 60.0), Num(b0y - 22.0), Num(b0y - 16.0), Num(b1x), Num(b1x - 6.0), Num(b1y - 40.0), Num(b0x), Num(b0y));
                c.path(&blanket, "#e0a63a", 1.0);
                c.path(&format!("M{} {}Q{} {} 420 {}V{}Q{} {} {} {}Z", Num(b0x), Num(b0y), Num(b0x + 60.0), Num(b0y - 22.0), Num(b0y - 16.0), Num(b0y + 18.0), Num(b0x + 60.0), Num(b0y + 2.0), Num(b0x + 4.0), Num(b0y + 22.0)), "#b87a22", 1.0);
                let sp: Vec<(f64, f64, f64)> = (0..7).map(|k| (b0x + 30.0 + ((k * 53) % 140) as f64, b0y + 50.0 + ((k * 41) % 90) as f64, 7.0)).collect();
                super::scene::stars(&mut c.c, &sp, "#fff2c0", 1.0);
            },
        ),
        card(
            "The diver in the meadow",
            (StainedGlass, Spring, EyeLevel, Calm),
            ["a dry, bright spring meadow far from any sea", "a deep-sea diver standing quite still in it, the sea still inside his helmet"],
            ("a small orange fish swims in the water behind the round glass of the helmet", "fish"),
            [
                "Out of place",
                "Stop and smell the roses",
                "Nobody has ever seen who walks in the suit, only the little fish that looks out at the poppies every spring",
            ],
            &["diver among poppies", "fish in a brass helmet"],
            true,
            "A bright spring meadow of green grass dotted with a few small flowers, a low line of hills behind it and a clear blue sky above. Standing still in the middle of the meadow is a deep-sea diver in an old canvas suit, a brass breastplate and heavy dark boots, with a big round brass helmet that gleams gold against the sky. The round glass window at the front of the helmet is full of pale blue-green water, and a small orange fish swims in it among a few bubbles. In one gloved hand the diver holds a small bunch of red poppies.",
            |c| {
                c.drew("meadow grass flower line hill sky diver suit breastplate boot helmet glass window water fish bubble hand glove bunch poppy");
                c.c.person(486.0);
                // A clear sky in panes of two blues, fanning out from behind
                // the helmet.
                c.rect(-10.0, -10.0, 420.0, 400.0, "#58aee8", 1.0);
                let (hx, hy) = (200.0, 168.0);
                for k in 0..12 {
                    if k % 2 == 1 {
                        continue;
                    }
                    let a0 = (k as f64 - 0.5) * std::f64::consts::TAU / 12.0;
                    let a1 = a0 + std::f64::consts::TAU / 12.0;
                    c.poly(&[(hx, hy), (hx + 600.0 * a0.cos(), hy + 600.0 * a0.sin()), (hx + 600.0 * a1.cos(), hy + 600.0 * a1.sin())], "#7cc4f2", 1.0);
                }
                c.soft();
                c.glow(hx, hy, 170.0, "#fff4c8", 0.7);
                c.end();
                // The low hills, then the meadow in three panes of green.
                c.path("M-10 372Q70 318 160 350Q250 300 330 336Q380 318 410 330V420H-10Z", "#6aa870", 1.0);
                c.path("M-10 400Q120 370 240 388Q330 372 410 384V610H-10Z", "#7cc850", 1.0);
                c.path("M-10 470Q150 440 410 476V610H-10Z", "#6ab840", 1.0);
                c.path("M180 610Q250 540 410 528V610Z", "#8ed65a", 1.0);
                c.g("stroke-width=\"2.5\"");
                for (x, y, col) in [(40.0, 430.0, "#fff8e0"), (76.0, 520.0, "#f8d030"), (336.0, 450.0, "#fff8e0"), (370.0, 560.0, "#f8d030"), (30.0, 580.0, "#fff8e0"), (300.0, 410.0, "#f8d030"), (110.0, 404.0, "#e8342a")] {
                    c.circle(x, y, 7.0, col, 1.0);
                }
                c.end();
                // His shadow on the grass.
                c.ellipse(200.0, 574.0, 96.0, 14.0, "#3a7a2a", 0.8);
                // The heavy boots with their brass toe caps and lead soles.
                for x in [166.0, 236.0] {
                    c.path(&format!("M{} 520H{}V548Q{} 548 {} 572H{}Z", Num(x - 26.0), Num(x + 22.0), Num(x + 36.0), Num(x + 40.0), Num(x - 30.0)), "#3a2a22", 1.0);
                    c.rect(x - 30.0, 566.0, 70.0, 10.0, "#5a5a62", 1.0);
                    c.path(&format!("M{} 548Q{} 550 {} 566H{}Z", Num(x + 12.0), Num(x + 34.0), Num(x + 40.0), Num(x + 10.0)), "#c89030", 1.0);
                }
                // The baggy canvas legs and body.
                let canvas = "#d8c49a";
                c.poly(&[(136.0, 396.0), (198.0, 396.0), (194.0, 524.0), (138.0, 524.0)], canvas, 1.0);
                c.poly(&[(202.0, 396.0), (264.0, 396.0), (262.0, 524.0), (206.0, 524.0)], canvas, 1.0);
                c.ellipse(166.0, 470.0, 22.0, 18.0, "#b8a47a", 1.0);
                c.ellipse(234.0, 470.0, 22.0, 18.0, "#b8a47a", 1.0);
                c.path("M132 250Q200 236 268 250Q282 330 270 404H130Q118 330 132 250Z", canvas, 1.0);
                c.path("M226 250Q258 252 268 250Q282 330 270 404H240Q258 330 226 250Z", "#b8a47a", 1.0);
                // The weight belt.
                c.rect(126.0, 378.0, 148.0, 26.0, "#4a3426", 1.0);
                c.rect(188.0, 380.0, 24.0, 22.0, "#c89030", 1.0);
                // The left arm hanging still, the glove at his side.
                c.path("M132 254Q104 300 110 392L140 392Q138 320 156 272Z", canvas, 1.0);
                c.ellipse(124.0, 404.0, 18.0, 22.0, "#6a5040", 1.0);
                // The brass breastplate over the shoulders, with its bolts.
                let brass = c.c.rad(&[(0.0, "#fff0a0", 1.0), (0.45, "#e8b040", 1.0), (1.0, "#9a6418", 1.0)], 0.35, 0.3, 0.8);
                c.path("M112 262Q118 222 200 214Q282 222 288 262Q244 292 200 292Q156 292 112 262Z", &brass, 1.0);
                c.g("stroke-width=\"2\"");
                for (x, y) in [(126.0, 258.0), (150.0, 272.0), (176.0, 280.0), (224.0, 280.0), (250.0, 272.0), (274.0, 258.0)] {
                    c.circle(x, y, 4.5, "#7a4e14", 1.0);
                }
                c.end();
                // The right arm bent, the glove holding the poppies up.
                c.path("M262 256Q300 290 300 352L276 360Q272 306 240 282Z", canvas, 1.0);
                // The poppies: long stems from the glove, red heads.
                c.stroke("M286 356Q280 310 262 292M288 356Q292 312 300 286M290 356Q306 320 326 304M288 356Q290 330 284 312", "#3a8a3a", 4.0, 1.0);
                c.g("stroke-width=\"3\"");
                for (x, y, r) in [(258.0, 286.0, 19.0), (302.0, 276.0, 20.0), (330.0, 302.0, 17.0), (282.0, 312.0, 16.0)] {
                    c.circle(x, y, r, "#e8281e", 1.0);
                    c.circle(x, y, r * 0.32, "#17110d", 1.0);
                }
                c.end();
                c.ellipse(288.0, 364.0, 20.0, 18.0, "#6a5040", 1.0);
                // The big brass helmet, tipped a little towards the flowers.
                c.g(&format!("transform=\"rotate(9 {} {})\"", Num(hx), Num(hy + 60.0)));
                c.rect(hx - 44.0, hy + 52.0, 88.0, 20.0, "#b07a24", 1.0);
                c.circle(hx, hy, 86.0, &brass, 1.0);
                c.circle(hx - 70.0, hy + 8.0, 18.0, "#9a6418", 1.0);
                c.circle(hx + 70.0, hy + 8.0, 18.0, "#9a6418", 1.0);
                c.circle(hx - 70.0, hy + 8.0, 10.0, "#a8dcd4", 1.0);
                c.circle(hx + 70.0, hy + 8.0, 10.0, "#a8dcd4", 1.0);
                c.rect(hx - 10.0, hy - 100.0, 20.0, 18.0, "#b07a24", 1.0);
                // Its gleam, a pale pane up on the dome.
                c.path(&format!("M{} {}Q{} {} {} {}Q{} {} {} {}Z", Num(hx - 70.0), Num(hy - 18.0), Num(hx - 64.0), Num(hy - 82.0), Num(hx - 4.0), Num(hy - 80.0), Num(hx - 48.0), Num(hy - 58.0), Num(hx - 52.0), Num(hy - 20.0)), "#fff8d8", 1.0);
                // The front window: a brass ring round a disc of sea water.
                c.circle(hx, hy + 6.0, 60.0, "#b07a24", 1.0);
                let sea = c.c.rad(&[(0.0, "#d8fff4", 1.0), (0.6, "#8ad8cc", 1.0), (1.0, "#4aa4a4", 1.0)], 0.4, 0.35, 0.7);
                c.circle(hx, hy + 6.0, 48.0, &sea, 1.0);
                // The fish in it, and a few bubbles going up.
                c.g("stroke-width=\"3\"");
                c.path(&format!("M{} {}Q{} {} {} {}Q{} {} {} {}Z", Num(hx - 26.0), Num(hy + 12.0), Num(hx - 2.0), Num(hy - 10.0), Num(hx + 20.0), Num(hy + 10.0), Num(hx - 2.0), Num(hy + 30.0), Num(hx - 26.0), Num(hy + 12.0)), "#f07a18", 1.0);
                c.poly(&[(hx + 16.0, hy + 10.0), (hx + 34.0, hy - 4.0), (hx + 34.0, hy + 24.0)], "#f07a18", 1.0);
                c.circle(hx - 14.0, hy + 8.0, 3.5, "#17110d", 1.0);
                for (x, y, r) in [(hx - 30.0, hy - 8.0, 4.0), (hx - 24.0, hy - 22.0, 3.0), (hx - 30.0, hy - 32.0, 2.5)] {
                    c.circle(x, y, r, "#ffffff", 1.0);
                }
                c.end();
                c.end();
            },
        ),
        card(
            "Baking the sunrise",
            (Gouache, WarmInterior, HugeInTiny, Festive),
            ["a dark little bakery an hour before dawn, the window still deep blue", "the young baker drawing the new sun out of his oven on a long wooden peel, golden and glowing like a fresh loaf"],
            ("on the table a smaller sun cools on a wire rack, burnt black along one edge", "burnt"),
            ["Quiet pride", "Practice makes perfect", "The first sun he baked this morning came out burnt, so the dawn waited in the dark while he baked another one"],
            &["sun baked in an oven", "baker before dawn"],
            true,
            "A small dark bakery before dawn. In the back wall a brick bread oven stands open, glowing embers low in its round mouth. A big young baker in a white apron and a white cap, his sleeves rolled up and flour on his forearms, leans back and draws a long wooden peel out of the oven. On the peel sits a round golden-orange sun, glowing, its light on his smiling face and throwing his big shadow on the wall. Behind him a window is still dark blue. On a wooden table in front a smaller sun lies on a wire rack, burnt black along one edge.",
            |c| {
                c.drew("bakery wall oven brick mouth baker apron cap sleeve flour forearm peel sun light shadow window table rack wire dawn ember");
                // The dark wall and floor of the bakery.
                c.full("#3a1a10", 1.0);
                c.rect(-10.0, 530.0, 420.0, 90.0, "#1a0c06", 1.0);
                // The warm light of the new sun on the wall.
                c.soft();
                c.glow(140.0, 300.0, 260.0, "#f08a3a", 0.35);
                c.end();
                // The window, still dark blue.
                c.rect(186.0, 40.0, 120.0, 150.0, "#2a140a", 1.0);
                c.rect(196.0, 50.0, 100.0, 130.0, "#14224e", 1.0);
                c.rect(242.0, 50.0, 8.0, 130.0, "#2a140a", 1.0);
                c.rect(196.0, 112.0, 100.0, 8.0, "#2a140a", 1.0);
                // His big shadow thrown up the wall by the sun, cap and all.
                let sh = "#120604";
                c.circle(382.0, 170.0, 46.0, sh, 0.7);
                c.rect(342.0, 100.0, 80.0, 34.0, sh, 0.7);
                c.ellipse(382.0, 84.0, 52.0, 34.0, sh, 0.7);
                c.path("M316 440Q318 250 382 236Q440 240 440 440Z", sh, 0.7);
                // The brick oven in the back wall, its round mouth open on the embers.
                c.path("M-10 180Q80 176 126 250V490H-10Z", "#7a3420", 1.0);
                c.stroke("M-10 220H92M-10 270H126M-10 320H126M-10 370H126M-10 420H126M-10 470H126M40 180V220M80 220V270M30 270V320M100 270V320M100 320V370M100 370V420M40 420V470M100 420V470", "#3a120a", 3.0, 0.9);
                c.path("M-10 452V340Q36 280 84 340V452Z", "#2a0c06", 1.0);
                c.path("M-10 452V352Q36 300 74 352V452Z", "#0e0402", 1.0);
                c.ellipse(30.0, 446.0, 40.0, 9.0, "#ff7a24", 0.9);
                c.dots(8, 0.0, 64.0, 436.0, 446.0, 3.0, "#ffd060");
                // The baker, leaning back, drawing the peel out.
                let baker = Look::new(1, "#f4f0e6", "#3a3440").hair(Hair::Short, 1).build(1.35).turn(0.6).face(Expr::Smile).gaze(Gaze::Side(1.0));
                figure(c, &pull(), 300.0, 596.0, 400.0, &baker, true);
                // His white apron over the shirt, leaning with him.
                c.poly(&[(324.0, 300.0), (352.0, 302.0), (354.0, 400.0), (330.0, 506.0), (262.0, 496.0), (300.0, 400.0)], "#fffdf6", 1.0);
                c.stroke("M300 400L354 402", "#d8d0c0", 4.0, 1.0);
                // His baker's cap, tall and puffed.
                c.rect(326.0, 208.0, 58.0, 20.0, "#fffdf6", 1.0);
                c.ellipse(355.0, 190.0, 40.0, 28.0, "#fffdf6", 1.0);
                // His rolled-up sleeves: bare floury forearms.
                c.stroke("M282 330L218 338", "#e2ac84", 12.0, 1.0);
                c.dots(10, 226.0, 278.0, 328.0, 340.0, 1.8, "#ffffff");
                c.stroke("M296 324L284 332", "#f4f0e6", 16.0, 1.0);
                // The long wooden peel, its blade still in the oven's mouth, and the sun on it.
                c.stroke("M224 338L200 346", "#8a5422", 9.0, 1.0);
                c.path("M10 346H200Q210 353 200 360H10Z", "#b07838", 1.0);
                c.soft();
                c.glow(136.0, 288.0, 130.0, "#ffd060", 0.75);
                c.end();
                c.spokes((136.0, 288.0), 66.0, 86.0, 16, "#ffe08a", 5.0);
                let sun = c.c.rad(&[(0.0, "#fffbe0", 1.0), (0.5, "#ffd450", 1.0), (1.0, "#f08a20", 1.0)], 0.45, 0.4, 0.6);
                c.circle(136.0, 288.0, 58.0, &sun, 1.0);
                // Its light on his face and arms.
                c.soft();
                c.glow(300.0, 290.0, 90.0, "#ffb050", 0.3);
                c.end();
                // The table in front and the burnt first sun cooling on its rack.
                c.table(90.0, 500.0, 610.0, 220.0, "#5a3418");
                c.stroke("M100 492H196M106 492V500M190 492V500M118 492V500M130 492V500M142 492V500M154 492V500M166 492V500M178 492V500", "#b0b0b8", 2.0, 1.0);
                c.spokes((148.0, 462.0), 32.0, 42.0, 12, "#c87830", 3.0);
                c.circle(148.0, 462.0, 29.0, "#e8962e", 1.0);
                c.path("M130 439A29 29 0 0 0 148 491A29 29 0 0 0 170 481Q140 486 134 462Q132 448 130 439Z", "#1e0e06", 1.0);
            }
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
            "The one who waits",
            (GoldTempera, Dusk, EyeLevel, Wistful),
            ["an empty chair at the end of the pier, a coat still hung over its back", "the big dog sitting beside it, still waiting"],
            ("far out on the horizon, one small boat with a light is coming in", "boat"),
            [
                "Still waiting",
                "They also serve who only stand and wait",
                "Every evening since the storm the dog has sat by the empty chair, and tonight, far out, a boat is coming in with its light on",
            ],
            &["dog waiting on a pier", "coat on an empty chair"],
            false,
            "The end of a wooden pier over a calm sea at dusk, under a warm orange and gold sky with a low sun. Seen from behind, an empty wooden chair stands at the very end with a long dark coat hung over it, and beside it a big dog in a red collar sits very upright, looking out to sea. Far out on the horizon a small boat with a light is coming in.",
            |c| {
                c.drew("pier plank sea water dusk sky sun chair coat sleeve collar dog ear tail horizon boat light");
                // The warm dusk sky and the low sun on the horizon.
                let sky = c.c.linv(&[(0.0, "#c8604a", 1.0), (0.3, "#e89050", 1.0), (0.55, "#ffd488", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 350.0, &sky, 1.0);
                c.glow(118.0, 186.0, 170.0, "#fff0c0", 0.8);
                c.circle(118.0, 186.0, 40.0, "#fff4d0", 1.0);
                // The calm sea, the sun's path gleaming on it.
                let sea = c.c.linv(&[(0.0, "#9a7088", 1.0), (1.0, "#3a2e52", 1.0)]);
                c.rect(-10.0, 330.0, 420.0, 200.0, &sea, 1.0);
                c.stroke("M92 340h60M80 354h84M98 370h46M72 388h100M96 410h56M80 432h84", "#ffe8a8", 4.0, 0.8);
                c.stroke("M210 350h40M290 372h50M250 400h36M30 420h30M330 440h30", "#c8a0b8", 3.0, 0.6);
                // Far out on the horizon, a small boat coming in with its light on.
                c.path("M322 326h38l-7 9h-25Z", "#2a1a24", 1.0);
                c.rect(330.0, 316.0, 12.0, 10.0, "#2a1a24", 1.0);
                c.stroke("M348 326V300", "#2a1a24", 2.5, 1.0);
                c.glow(348.0, 300.0, 28.0, "#fffae0", 1.0);
                c.circle(348.0, 300.0, 4.5, "#fffbe8", 1.0);
                c.stroke("M341 342v14M341 362v8", "#fff0b0", 2.5, 0.8);
                // The end of the pier under our feet, its planks running out to the sea.
                c.path("M-10 620V486L20 470H380L410 486V620Z", "#a87a4a", 1.0);
                c.rect(16.0, 466.0, 368.0, 8.0, "#5a3a1e", 1.0);
                c.stroke("M60 470L-10 560M120 470L60 620M180 470L160 620M240 470L260 620M300 470L360 620M350 470L420 560", "#6a4424", 3.0, 0.8);
                c.stroke("M-10 540H410M-10 600H410", "#7a5230", 2.0, 0.5);
                // Their long shadows reaching back along the pier towards us.
                c.path("M66 540L180 540L200 620H20Z", "#3a2414", 0.35);
                c.path("M186 540H330L380 620H170Z", "#3a2414", 0.35);
                // The empty chair, seen from behind, facing the sea.
                let wood = "#5a3418";
                c.stroke("M88 408L90 506M162 408L160 506", wood, 7.0, 1.0);
                c.path("M72 402H178L182 414H68Z", "#8a5a2a", 1.0);
                c.stroke("M70 280L66 540M180 280L184 540", wood, 10.0, 1.0);
                c.rect(64.0, 276.0, 122.0, 18.0, "#7a4a22", 1.0);
                c.stroke("M98 294V402M125 294V402M152 294V402", wood, 7.0, 1.0);
                // A long dark coat hung over it, its sleeves hanging down.
                c.path("M78 270Q125 254 172 270L178 300Q186 390 176 452L74 456Q64 390 72 300Z", "#2e3446", 1.0);
                c.path("M72 282Q52 330 58 420L74 424Q74 350 84 300Z", "#252a3a", 1.0);
                c.path("M178 282Q198 330 192 420L176 424Q176 350 166 300Z", "#252a3a", 1.0);
                c.stroke("M124 264V452M100 268Q124 288 150 268", "#4a5470", 3.0, 0.9);
                c.stroke("M74 456L176 452", "#1a1e2a", 4.0, 1.0);
                // The big dog sitting very upright beside it, looking out to sea.
                let fur = "#4a2e1a";
                let rim = "#e0a060";
                c.g("transform=\"translate(-18 0)\"");
                c.stroke("M230 536Q200 548 170 540", fur, 14.0, 1.0);
                c.path("M200 540Q196 440 236 390Q244 360 246 330H304Q306 360 314 390Q350 440 346 540Z", fur, 1.0);
                c.stroke("M206 520Q204 440 238 396Q246 368 248 334", rim, 4.0, 0.8);
                c.stroke("M244 352Q274 362 306 352", "#c8302a", 8.0, 1.0);
                c.ellipse(275.0, 306.0, 36.0, 34.0, fur, 1.0);
                c.path("M296 294Q324 296 334 312Q332 322 318 322L298 322Z", fur, 1.0);
                c.path("M244 290L246 238L268 280Z", fur, 1.0);
                c.path("M284 278L300 232L306 288Z", fur, 1.0);
                c.stroke("M242 316Q238 286 246 244", rim, 3.5, 0.8);
                c.stroke("M232 520Q270 530 314 520", "#2e1c10", 3.0, 0.5);
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
            "Higher",
            (CutPaper, Sea, EyeLevel, Calm),
            ["a girl swinging high out over the open sea, eyes shut", "the two long ropes that hang down out of a single cloud"],
            ("far below, one of her red shoes floats on the flat water and a small fish has come up to look at it", "shoe"),
            [
                "Giddy and free",
                "Throw caution to the wind",
                "She swung so high that her red shoe flew off and fell into the sea, and she never once looked down to see where it went",
            ],
            &["swing from a cloud", "shoe adrift"],
            true,
            "A calm, flat sea in the morning under a big pale sky, stretching away to the horizon. From a single white cloud at the top hang two long ropes, and on the wooden swing at their end a girl in a red dress swings high out over the water, leaning back with her legs stretched out and her long hair flying. Her eyes are shut and she is laughing, a little frightened. One foot wears only a white sock. Far below, one of her red shoes floats on the water, and a small fish has come up to look at it.",
            |c| {
                c.drew("sea sky morning horizon cloud rope swing seat girl dress sock shoe fish water ripple");
                // A big pale morning sky, plain, over a dark flat sea.
                let hz = 430.0;
                c.rect(-10.0, -10.0, 420.0, hz + 20.0, "#a6d0e2", 1.0);
                c.poly(&[(-10.0, 300.0), (410.0, 292.0), (410.0, hz), (-10.0, hz)], "#cbe4ec", 1.0);
                c.poly(&[(-10.0, 386.0), (410.0, 380.0), (410.0, hz), (-10.0, hz)], "#f4e8cc", 1.0);
                c.rect(-10.0, hz, 420.0, 190.0, "#2a6e94", 1.0);
                c.poly(&[(-10.0, hz + 26.0), (410.0, hz + 22.0), (410.0, 620.0), (-10.0, 620.0)], "#1d5880", 1.0);
                c.poly(&[(-10.0, hz + 74.0), (410.0, hz + 68.0), (410.0, 620.0), (-10.0, 620.0)], "#154866", 1.0);
                c.poly(&[(-10.0, hz + 130.0), (410.0, hz + 122.0), (410.0, 620.0), (-10.0, 620.0)], "#0e3852", 1.0);
                c.rect(-10.0, hz - 1.0, 420.0, 3.0, "#fff6e0", 0.9);
                // The girl's measures: hip on the seat at (sx, sy), scale s.
                let s = 3.2;
                let (sx, sy) = (204.0, 330.0);
                let (fx, fy) = (sx, sy + 50.0 * s);
                let at = |p: (f64, f64)| (fx + p.0 * s, fy + p.1 * s);
                // The whole swing tipped a little so its ropes rise into the cloud.
                c.g(&format!("transform=\"rotate(7 {sx} {sy})\""));
                let (ux, uy) = (-0.53, -0.848);
                let rope = |c: &mut super::scene::Ctx, dx: f64, spread: f64, col: &str| {
                    let (x0, y0) = (sx + dx, sy + 6.0 - dx * 0.5);
                    let (x1, y1) = (x0 + ux * 300.0 + spread, y0 + uy * 300.0);
                    c.stroke(&format!("M{x0} {y0}L{x1} {y1}"), col, 7.0, 1.0);
                };
                rope(c, 24.0, 30.0, "#7a5634");
                // Her long hair flying back from her head.
                let head = (-35.0, -73.0);
                let (hx, hy) = at(head);
                let r = 8.6 * s;
                c.path(
                    &format!(
                        "M{} {}Q{} {} {} {}Q{} {} {} {}Q{} {} {} {}Q{} {} {} {}Z",
                        hx - 0.2 * r, hy - 0.9 * r,
                        hx - 1.7 * r, hy - 0.7 * r, hx - 2.4 * r, hy + 1.3 * r,
                        hx - 1.8 * r, hy + 1.2 * r, hx - 1.9 * r, hy + 2.5 * r,
                        hx - 1.2 * r, hy + 1.6 * r, hx - 0.8 * r, hy + 2.2 * r,
                        hx - 0.4 * r, hy + 1.2 * r, hx + 0.3 * r, hy + 0.6 * r,
                    ),
                    HAIR[1],
                    1.0,
                );
                // The girl at the top of her swing, leaning far back, legs out.
                let swing = Pose {
                    head,
                    neck: (-24.0, -66.0),
                    hip: (0.0, -50.0),
                    knees: [(23.0, -60.0), (21.0, -56.0)],
                    feet: [(46.0, -74.0), (42.0, -63.0)],
                    elbows: [(-18.0, -64.0), (-19.0, -66.0)],
                    hands: [(-11.0, -66.0), (-12.0, -68.0)],
                    head_r: 8.6,
                    hair: true,
                    ..stand()
                };
                let girl = Look::new(1, "#d8241e", SKIN[1]).hair(Hair::Long, 1).face(Expr::Squeeze).turn(0.4).tilt(-20.0);
                figure_unshadowed(c, &swing, fx, fy, s * 100.0, &girl, false);
                // Her skirt over her thighs.
                let (ax, ay) = at((-5.0, -51.0));
                let (bx, by) = at((13.0, -57.0));
                c.poly(&[(ax - 4.0, ay - 22.0), (bx, by - 14.0), (bx + 8.0, by + 14.0), (ax + 4.0, ay + 18.0)], "#d8241e", 1.0);
                // The wooden seat under her.
                let (px, py) = at((2.0, -46.0));
                c.poly(&[(px - 28.0, py + 14.0), (px + 32.0, py - 16.0), (px + 36.0, py - 6.0), (px - 24.0, py + 24.0)], "#8a5a2a", 1.0);
                // The near rope, her fist round it.
                rope(c, -8.0, 0.0, "#5e3e22");
                let (nx, ny) = at((-11.0, -66.0));
                c.circle(nx, ny, 9.5, SKIN[1], 1.0);
                // One red shoe still on, the other foot in a white sock.
                let (f0x, f0y) = at((46.0, -74.0));
                let (f1x, f1y) = at((42.0, -63.0));
                c.g(&format!("transform=\"rotate(-28 {f1x} {f1y})\""));
                c.path(&format!("M{} {}Q{} {} {} {}Q{} {} {} {}L{} {}Z", f1x - 12.0, f1y - 10.0, f1x + 10.0, f1y - 12.0, f1x + 24.0, f1y - 2.0, f1x + 26.0, f1y + 8.0, f1x + 12.0, f1y + 11.0, f1x - 12.0, f1y + 11.0), "#ffffff", 1.0);
                c.end();
                c.g(&format!("transform=\"rotate(-28 {f0x} {f0y})\""));
                c.path(&format!("M{} {}Q{} {} {} {}Q{} {} {} {}L{} {}Z", f0x - 13.0, f0y - 11.0, f0x + 8.0, f0y - 14.0, f0x + 24.0, f0y - 3.0, f0x + 27.0, f0y + 8.0, f0x + 12.0, f0y + 12.0, f0x - 13.0, f0y + 12.0), "#d81e1e", 1.0);
                c.end();
                c.end();
                // The one white cloud the ropes hang from.
                crate::second::things::cloud(c, 130.0, 112.0, 290.0, "#ffffff", "#7fa9bc");
                // Far below, her other red shoe afloat in its rings, a fish come up to it.
                let (zx, zy) = (132.0, 536.0);
                for (rx, ry, op) in [(96.0, 17.0, 0.35), (70.0, 12.0, 0.55), (46.0, 8.0, 0.8)] {
                    let (ex, ey) = (zx + 6.0 - rx, zy + 8.0);
                    c.stroke(&format!("M{ex} {ey}a{rx} {ry} 0 1 0 {} 0a{rx} {ry} 0 1 0 {} 0", 2.0 * rx, -2.0 * rx), "#cfeaf2", 2.2, op);
                }
                c.path(&format!("M{} {}Q{} {} {} {}Q{} {} {} {}L{} {}Z", zx - 34.0, zy - 9.0, zx + 2.0, zy - 16.0, zx + 30.0, zy - 5.0, zx + 36.0, zy + 7.0, zx + 16.0, zy + 10.0, zx - 34.0, zy + 10.0), "#e8261e", 1.0);
                c.ellipse(zx - 14.0, zy - 7.0, 12.0, 4.0, "#5a0c0c", 1.0);
                let (kx, ky) = (zx + 74.0, zy + 8.0);
                c.path(&format!("M{} {}Q{} {} {} {}Q{} {} {} {}Q{} {} {} {}Z", kx + 14.0, ky, kx + 4.0, ky - 30.0, kx - 16.0, ky - 24.0, kx - 22.0, ky - 18.0, kx - 12.0, ky - 10.0, kx - 2.0, ky - 4.0, kx - 2.0, ky), "#eef4f6", 1.0);
                c.poly(&[(kx + 4.0, ky - 18.0), (kx + 12.0, ky - 28.0), (kx + 16.0, ky - 16.0)], "#9ab4c0", 1.0);
                c.circle(kx - 12.0, ky - 18.0, 2.6, "#0a2a3a", 1.0);
            },
        ),
        card(
            "The dragon's campfire",
            (GoldTempera, Night, EyeLevel, Tender),
            ["a huge green fire-breathing dragon curled round a clearing", "three small children trusting it to toast their marshmallows"],
            ("the marshmallows beside the children are heaped in a dented helmet with a visor and a red plume", "helmet"),
            [
                "Perfectly safe",
                "Here be dragons",
                "The last knight who came to slay the dragon ran off without his helmet, and now the children keep the marshmallows in it",
            ],
            &["dragon toasting marshmallows", "helmet for a bowl"],
            true,
            "A clearing in a wood at night under a starry sky. A huge green dragon lies curled right round it, its spiky body rising behind and its tail curling along the front, and its big horned head rests low on the right. Its eye is half closed and kind, and from its nostril it blows a tiny careful flame onto three marshmallows held out on long sticks. Three small children in pyjamas and coats sit side by side on a log, smiling up at it, holding out their sticks. On the grass beside the log stands a dented silver helmet with a visor, full of pink and white marshmallows, a red plume drooping from it.",
            |c| {
                c.drew("clearing wood tree sky star dragon body spike tail head horn eye nostril flame marshmallow stick child pyjamas coat log grass helmet plume visor");
                // The night sky, stars and the dark trees round the clearing.
                let sky = c.c.linv(&[(0.0, "#050a2e", 1.0), (1.0, "#1a2466", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                super::scene::stars(c, &[(60.0, 56.0, 6.0), (130.0, 90.0, 4.0), (220.0, 50.0, 5.0), (300.0, 80.0, 6.0), (340.0, 44.0, 4.0), (180.0, 130.0, 3.0)], "#fff2b0", 1.0);
                c.path("M-10 250L20 150L50 230L80 130L120 220L160 150L200 230L240 130L280 220L320 150L360 230L400 140L410 260V330H-10Z", "#06201c", 1.0);
                // The grass of the clearing.
                c.rect(-10.0, 300.0, 420.0, 320.0, "#1a3e24", 1.0);
                // The warm light of the little flame over everything.
                c.soft();
                c.glow(190.0, 360.0, 330.0, "#ff8a20", 0.7);
                c.glow(190.0, 360.0, 150.0, "#ffd870", 0.75);
                c.end();
                let (green, dark, belly, spike) = ("#3aa85a", "#1a5a30", "#d8ec8a", "#f0a030");
                // The dragon's body, curled round behind the clearing, spikes along it.
                let mut sp = String::new();
                for k in 0..9 {
                    let x = 20.0 + k as f64 * 44.0;
                    let y = 232.0 - 30.0 * (1.0 - ((x - 200.0) / 260.0).powi(2));
                    sp.push_str(&poly_d(&[(x - 15.0, y + 14.0), (x + 4.0, y - 26.0), (x + 15.0, y + 14.0)]));
                }
                c.path(&sp, spike, 1.0);
                c.path("M-10 250Q100 190 220 200Q340 212 410 230V340Q300 330 200 330Q90 330 -10 360Z", green, 1.0);
                c.path("M-10 334Q90 306 200 308Q300 308 410 318V342Q300 332 200 332Q90 332 -10 362Z", belly, 1.0);
                c.stroke("M40 260q14 10 28 0M110 240q14 10 28 0M190 236q14 10 28 0M270 244q14 10 28 0M70 290q14 10 28 0M150 276q14 10 28 0M230 280q14 10 28 0", dark, 3.0, 0.8);
                // The log the children sit on.
                c.rect(20.0, 474.0, 210.0, 36.0, "#7a4a22", 1.0);
                c.ellipse(230.0, 492.0, 13.0, 18.0, "#c8905a", 1.0);
                c.stroke("M224 486q6 -6 12 0q2 8 -6 10", "#7a4a22", 2.0, 1.0);
                // Three children in pyjamas and coats, sticks held out to the dragon.
                let kids = [
                    (54.0, Look::new(0, "#4a8ae0", "#4a8ae0").hair(Hair::Curly, 4).face(Expr::Delight).turn(0.6)),
                    (112.0, Look::new(3, "#e84a6a", "#f4c0d0").hair(Hair::Long, 0).face(Expr::Smile).turn(0.6)),
                    (170.0, Look::new(1, "#f0c030", "#3a6ad0").hair(Hair::Short, 3).face(Expr::Delight).turn(0.6)),
                ];
                let sit = sit_chair().child().right_hand((12.0, -66.0), (24.0, -78.0)).left_hand((10.0, -64.0), (20.0, -74.0));
                for (x, kid) in &kids {
                    figure(c, &sit, *x, 556.0, 166.0, kid, false);
                }
                // The sticks and the marshmallows on their ends, toasting golden.
                let ends = [(156.0, 352.0), (182.0, 362.0), (208.0, 366.0)];
                for (k, (x, _)) in kids.iter().enumerate() {
                    let (ex, ey) = ends[k];
                    c.stroke(&format!("M{} 428L{ex} {ey}", Num(x + 38.0)), "#8a5a2a", 4.5, 1.0);
                    c.rect(ex - 11.0, ey - 12.0, 22.0, 20.0, "#fff4e8", 1.0);
                    c.rect(ex - 11.0, ey - 12.0, 22.0, 7.0, "#e8a040", 1.0);
                }
                // The head, resting low on the right, drawn big.
                c.g("transform=\"translate(450 282) scale(1.2) translate(-420 -300)\"");
                c.path("M334 224Q356 150 410 124Q384 176 364 232Z", "#f4e4c0", 1.0);
                c.path("M298 238Q296 184 322 150Q318 200 324 236Z", "#f4e4c0", 1.0);
                c.path("M420 224Q336 200 290 246Q250 246 208 292Q194 318 208 338Q228 358 290 358Q340 396 420 400Z", green, 1.0);
                c.path("M208 338Q228 358 290 358Q340 394 420 396V412Q330 410 290 372Q220 370 206 344Z", belly, 1.0);
                // Its mouth curling up into a smile, and its nostril.
                c.stroke("M214 338Q250 348 292 340Q300 336 302 326", dark, 4.0, 1.0);
                c.ellipse(224.0, 312.0, 7.0, 4.0, "#0e2a1a", 1.0);
                // The eye: half closed, heavy-lidded, looking down kindly.
                c.ellipse(318.0, 284.0, 26.0, 21.0, "#fff4c0", 1.0);
                c.circle(310.0, 292.0, 12.0, "#2a1a0a", 1.0);
                c.circle(306.0, 288.0, 3.5, "#ffffff", 1.0);
                c.path("M290 284Q292 256 318 256Q344 256 346 284Q318 292 290 284Z", green, 1.0);
                c.stroke("M290 284Q318 292 346 284", dark, 4.0, 1.0);
                c.stroke("M298 310Q318 318 338 308", dark, 3.0, 1.0);
                c.stroke("M292 248Q318 234 344 248", dark, 4.0, 1.0);
                c.ellipse(334.0, 322.0, 15.0, 9.0, "#ff8aa8", 0.8);
                c.dots(12, 356.0, 410.0, 260.0, 360.0, 4.0, dark);
                c.end();
                // The tiny careful flame from its nostril onto the marshmallows.
                c.soft();
                c.glow(184.0, 346.0, 46.0, "#fff0a0", 0.8);
                c.end();
                c.g("transform=\"translate(212 300) rotate(-143) scale(1.3)\"");
                c.path("M0 0Q-12 -10 -5 -22Q0 -30 2 -40Q10 -28 11 -16Q12 -4 0 0Z", "#ff7a1a", 1.0);
                c.path("M0 -4Q-6 -10 -2 -18Q2 -24 3 -28Q7 -18 6 -12Q5 -4 0 -4Z", "#fff0a0", 1.0);
                c.end();
                // The tail curling along the front of the clearing.
                c.path("M-10 520Q120 510 230 540Q310 560 340 536Q356 520 346 500Q376 518 366 546Q340 590 230 586Q120 570 -10 600Z", green, 1.0);
                c.stroke("M40 536q12 8 24 0M110 536q12 8 24 0M180 548q12 8 24 0M250 566q12 8 24 0", dark, 3.0, 0.8);
                c.path("M346 500L372 480L378 514L362 522Z", spike, 1.0);
                // The knight's dented helmet full of marshmallows, on the grass.
                c.path("M252 446Q252 434 286 432Q320 434 320 446V510Q286 522 252 510Z", "#c8ccd4", 1.0);
                c.path("M258 446Q256 470 266 486Q256 494 252 510Q246 476 252 446Z", "#9a9ea8", 1.0);
                c.path("M260 468H314V480H260Z", "#2a2a3a", 1.0);
                c.stroke("M288 480V514M274 494h4M298 494h4M274 504h4M298 504h4", "#6a6e7a", 3.0, 1.0);
                c.stroke("M306 452q-8 8 2 14", "#6a6e7a", 3.0, 1.0);
                c.ellipse(286.0, 440.0, 34.0, 9.0, "#4a4e5a", 1.0);
                for (x, y, col) in [(266.0, 432.0, "#fff4e8"), (286.0, 428.0, "#ffc0d0"), (306.0, 432.0, "#fff4e8"), (276.0, 416.0, "#fff4e8"), (296.0, 416.0, "#ffc0d0")] {
                    c.rect(x - 10.0, y - 9.0, 20.0, 17.0, col, 1.0);
                }
                c.path("M322 462Q348 452 350 486Q340 470 322 474Z", "#d8283a", 1.0);
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
            "Under the wallpaper",
            (GoldTempera, WarmInterior, Interior, Mysterious),
            ["an old faded wallpaper of little flowers in an empty room", "the glowing gold wall of a painted sea behind it"],
            ("among the torn scraps on the floor lies an old photograph of a girl in the same red headscarf", "photograph"),
            ["Wonder", "Don't judge a book by its cover", "She tore off the first strip to start on the old room and found the sea in gold, and at her feet an old photograph of a girl in her own red headscarf"],
            &["gold sea behind wallpaper", "photograph in the scraps"],
            true,
            "An empty room with bare floorboards and an old wall of faded flowered wallpaper. On the left a long piece has been torn away from high to low, and behind it the wall is gold, a tall shining panel painted with a deep blue sea and a small old ship with red sails. On the right a young woman in blue overalls spotted with paint and a red scarf over her hair steps back, the torn piece still hanging from her raised hand, her mouth open in astonishment. Scraps of wallpaper lie on the floor beside a paste bucket with a brush, and among them a small old photograph of a girl in a red headscarf.",
            |c| {
                c.drew("room wall floor floorboard wallpaper flower piece panel gold sea ship sail overalls paint scarf scrap bucket paste brush photograph girl headscarf");
                let fy = 468.0;
                // The faded wallpaper: dusty rose, pale stripes and small flowers.
                c.rect(-10.0, -10.0, 420.0, fy + 10.0, "#b98c72", 1.0);
                let mut d = String::new();
                for i in 0..9 {
                    let x = -8.0 + i as f64 * 48.0;
                    let _ = write!(d, "M{} -10V{}", Num(x), Num(fy));
                }
                c.stroke(&d, "#d2ab8a", 10.0, 0.5);
                // The wallpaper's little flowers, four dots round a point.
                let flower = |d: &mut String, x: f64, y: f64| {
                    let _ = write!(d, "M{} {}h0m10 0h0M{} {}v0m0 10v0", Num(x - 5.0), Num(y), Num(x), Num(y - 5.0));
                };
                let mut f = String::new();
                for j in 0..10 {
                    for i in 0..9 {
                        flower(&mut f, 16.0 + i as f64 * 48.0 - (j % 2) as f64 * 24.0, 20.0 + j as f64 * 46.0);
                    }
                }
                c.stroke(&f, "#a06a5a", 6.0, 0.5);
                // The skirting board and the bare floorboards.
                c.rect(-10.0, fy, 420.0, 140.0, "#7a4a28", 1.0);
                c.rect(-10.0, fy - 12.0, 420.0, 14.0, "#5a3018", 1.0);
                c.boards(fy + 2.0);
                // Where the strip came away: the wall behind is gold.
                let hole = [(40.0, 34.0), (96.0, 22.0), (150.0, 30.0), (214.0, 18.0), (222.0, 120.0), (212.0, 240.0), (226.0, 360.0), (216.0, 456.0), (34.0, 456.0), (44.0, 340.0), (30.0, 220.0), (46.0, 120.0)];
                c.glow(128.0, 240.0, 260.0, "#ffd27a", 0.5);
                c.poly(&hole, "#fff2d0", 1.0);
                let inner: Vec<(f64, f64)> = hole.iter().map(|&(x, y)| (128.0 + (x - 128.0) * 0.96, 238.0 + (y - 238.0) * 0.97)).collect();
                c.poly(&inner, "url(#au)", 1.0);
                // The icon painted on the gold: a deep blue sea and a small ship.
                c.clip(&poly_d(&inner));
                let mut g = String::new();
                for i in 0..8 {
                    let _ = write!(g, "M20 {}H240M{} 0V470", Num(i as f64 * 60.0), Num(i as f64 * 50.0));
                }
                c.stroke(&g, "#7a5410", 1.0, 0.25);
                c.path("M20 300Q80 290 130 298T240 294V470H20Z", "#1c3a8a", 1.0);
                c.stroke("M40 330q12 -8 24 0t24 0M120 350q12 -8 24 0t24 0M50 390q12 -8 24 0t24 0M140 410q12 -8 24 0t24 0", "#7aa6e8", 3.0, 1.0);
                c.end();
                c.poly(&[(86.0, 294.0), (172.0, 294.0), (160.0, 314.0), (98.0, 314.0)], "#4a2412", 1.0);
                c.stroke("M130 294V196", "#3a1c0e", 4.0, 1.0);
                c.poly(&[(134.0, 202.0), (172.0, 240.0), (134.0, 286.0)], "#c8281e", 1.0);
                c.poly(&[(126.0, 214.0), (96.0, 280.0), (126.0, 286.0)], "#d83a24", 1.0);
                c.poly(&[(130.0, 196.0), (146.0, 201.0), (130.0, 206.0)], "#c8281e", 1.0);
                // Her light on the room.
                c.glow(200.0, 300.0, 240.0, "#ffe2a0", 0.25);
                // The paste bucket and its brush.
                c.poly(&[(34.0, 500.0), (94.0, 500.0), (88.0, 566.0), (40.0, 566.0)], "#8a8e90", 1.0);
                c.ellipse(64.0, 500.0, 30.0, 8.0, "#e8e0c8", 1.0);
                c.stroke("M72 498L96 452", "#6a3a1a", 6.0, 1.0);
                // Scraps on the floor, and among them the old photograph.
                c.poly(&[(100.0, 486.0), (150.0, 480.0), (156.0, 498.0), (110.0, 506.0)], "#c69a7c", 1.0);
                c.poly(&[(30.0, 576.0), (80.0, 564.0), (96.0, 588.0), (44.0, 596.0)], "#c69a7c", 1.0);
                c.poly(&[(230.0, 574.0), (268.0, 566.0), (262.0, 590.0)], "#e8dcc4", 1.0);
                c.g("transform=\"translate(140 540) rotate(-10)\"");
                c.rect(-34.0, -40.0, 68.0, 80.0, "#f4ecd8", 1.0);
                c.rect(-27.0, -33.0, 54.0, 56.0, "#8a6a4a", 1.0);
                c.end();
                let girl = Look::new(1, "#c8281e", "#3a3a3a").face(Expr::Smile).wear(Hat::Headscarf, "#d8302a");
                lone_head(c, 140.0, 536.0, 13.0, &girl);
                // The strip, hanging from her raised hand to the floor.
                let s = crate::canvas::smooth_points(&[(226.0, 178.0), (214.0, 300.0), (220.0, 420.0), (196.0, 520.0), (232.0, 546.0)], 6);
                let band = crate::canvas::band_outline(&s, |i| 40.0 - i as f64 * 0.4);
                c.path(&crate::canvas::poly_d_whole(&band), "#c69a7c", 1.0);
                let mut f = String::new();
                for &(x, y) in s.iter().skip(2).step_by(4) {
                    flower(&mut f, x, y);
                }
                c.stroke(&f, "#a06a5a", 6.0, 0.6);
                // The young woman stepping back, astonished.
                let blue = "#3a6aa8";
                let her = Look::new(2, blue, blue).hair(Hair::Short, 0).face(Expr::Shock).wear(Hat::Headscarf, "#d8302a").turn(0.5);
                let pose = Pose {
                    head: (-6.0, -90.0),
                    neck: (-4.0, -80.0),
                    knees: [(6.0, -25.0), (-6.0, -25.0)],
                    feet: [(12.0, -2.0), (-10.0, -2.0)],
                    elbows: [(16.0, -86.0), (-13.0, -65.0)],
                    hands: [(22.0, -114.0), (-19.0, -54.0)],
                    ..stand()
                };
                figure(c, &pose, 300.0, 566.0, 340.0, &her, true);
                // Old paint on her overalls.
                for (x, y, r, col) in [(292.0, 446.0, 4.0, "#f4ecd8"), (322.0, 500.0, 3.5, "#f4ecd8"), (282.0, 512.0, 3.0, "#e8b040"), (306.0, 420.0, 3.0, "#f4ecd8")] {
                    c.ellipse(x, y, r * 1.8, r, col, 0.85);
                    c.circle(x + r * 2.4, y - r, r * 0.5, col, 0.85);
                    c.circle(x - r * 1.6, y + r * 1.6, r * 0.4, col, 0.85);
                }
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

/// A butterfly at (x, y), wings `top` edged `edge` round a `body`, `s`
/// times its size, turned `rot` degrees.
fn c167_butterfly(
    c: &mut super::scene::Ctx<'_>,
    x: f64,
    y: f64,
    s: f64,
    rot: f64,
    (top, edge, body): (&str, &str, &str),
) {
    c.g(&format!(
        "transform=\"translate({} {}) rotate({}) scale({})\"",
        Num(x),
        Num(y),
        Num(rot),
        Num(s)
    ));
    c.path(
        "M0 0C-4 -16 -22 -20 -20 -6C-18 2 -8 2 0 0ZM0 0C4 -16 22 -20 20 -6C18 2 8 2 0 0Z",
        edge,
        1.0,
    );
    c.path(
        "M0 0C-4 -13 -18 -16 -17 -6C-15 0 -7 0 0 0ZM0 0C4 -13 18 -16 17 -6C15 0 7 0 0 0Z",
        top,
        1.0,
    );
    c.path(
        "M0 0C-3 6 -14 14 -11 16C-5 17 -1 8 0 0ZM0 0C3 6 14 14 11 16C5 17 1 8 0 0Z",
        edge,
        1.0,
    );
    c.stroke("M0 -6V10", body, 2.4, 1.0);
    c.end();
}
