//! Cards 1–50 of the third edition.

use super::people::{poses::*, *};
use super::scene::stars;
use super::style::{Palette::*, Technique::*};
use super::Mood::*;
use super::Viewpoint::*;
use super::{card, Card};
use crate::canvas::Num;
use crate::second::figures::{Hand, Pose};
use std::fmt::Write as _;

pub fn cards() -> Vec<Card> {
    vec![
        card(
            "The balloon in the reflection",
            (Gouache, Daylight, CloseUp, Mysterious),
            ["a girl", "her reflection"],
            ("the reflection holds a red balloon the girl does not have", "balloon"),
            ["Missing something", "What might have been", "In the puddle she still has the balloon she let go of this morning"],
            &["reflection", "balloon"],
            true,
            "A girl with black hair in a yellow raincoat bends over a large puddle on a grey pavement and looks at her reflection. In the water her reflection holds the string of a red balloon; the girl's own hands are empty.",
            |c| {
                c.drew("puddle pavement reflection raincoat water wall sky cloud balloon string");
                let p = c.p;
                // A grey day: overcast sky, a brick wall, wet paving running up to it.
                c.rect(-20.0, -20.0, 440.0, 90.0, "#c8ccd0", 1.0);
                c.rect(-20.0, 60.0, 440.0, 120.0, "#8a5a4a", 1.0);
                let mut d = String::new();
                for r in 0..6 {
                    let y = 60.0 + r as f64 * 20.0;
                    d.push_str(&format!("M-20 {y}H420"));
                    let off = (r % 2) as f64 * 22.0;
                    for k in 0..10 {
                        d.push_str(&format!("M{} {y}v20", off + k as f64 * 44.0));
                    }
                }
                c.stroke(&d, "#6a4036", 2.0, 0.8);
                c.rect(-20.0, 176.0, 440.0, 10.0, "#6a6a6a", 1.0);
                c.rect(-20.0, 186.0, 440.0, 440.0, "#8e8e8a", 1.0);
                c.stroke("M-20 236H420M-20 300H420M-20 390H420M-20 500H420M90 186L40 620M200 186V620M310 186L360 620", "#6a6a66", 3.0, 0.8);
                // The puddle: a sunny sky in the water, where her reflection holds a red balloon.
                let puddle = "M30 318Q10 380 40 460Q60 560 180 588Q330 600 380 520Q410 430 370 350Q330 300 200 304Q70 300 30 318Z";
                c.path(puddle, "#5a6a78", 1.0);
                c.clip(puddle);
                let water = c.c.linv(&[(0.0, "#e6f2f8", 1.0), (1.0, "#5aa0d8", 1.0)]);
                c.rect(0.0, 300.0, 400.0, 300.0, &water, 1.0);
                c.blob(&[(250.0, 420.0), (300.0, 400.0), (360.0, 416.0), (340.0, 440.0), (270.0, 442.0)], "#ffffff");
                let l = Look::new(1, p.accent2, "#2a4a7a").hair(Hair::Long, 0).face(Expr::Worry).turn(0.3).profile();
                c.g("transform=\"translate(0 620) scale(1 -1)\" opacity=\".85\"");
                figure(c, &bend().right_hand((22.0, -56.0), (40.0, -52.0)), 150.0, 310.0, 280.0, &l.face(Expr::Smile), false);
                c.stroke("M262 164Q296 150 306 130", p.dark, 2.0, 1.0);
                c.ellipse(310.0, 96.0, 30.0, 36.0, p.accent, 1.0);
                c.ellipse(300.0, 84.0, 6.0, 10.0, "#ffffff", 0.5);
                c.path("M302 134l4 -8l4 8Z", p.accent, 1.0);
                c.end();
                c.stroke("M80 520a60 12 0 1 0 120 0a60 12 0 1 0 -120 0M240 560a40 8 0 1 0 80 0a40 8 0 1 0 -80 0", "#ffffff", 2.0, 0.6);
                c.end();
                c.stroke(puddle, "#4a5660", 5.0, 0.6);
                // The girl at the edge, bending over to look, her own hands empty on her knees.
                figure(c, &bend(), 150.0, 310.0, 280.0, &l, false);
            },
        )
        .from(69),
        card(
            "The cake in the dark wood",
            (InkWash, Night, TinyInHuge, Eerie),
            ["a birthday cake", "a dark wood"],
            ("one pair of eyes in the ring is wearing a party hat", "party hat"),
            ["Uninvited", "Many happy returns", "They all came to the party but only one thought to wear a party hat"],
            &["cake", "eyes in the dark"],
            false,
            "A tall dark forest at night. In a small clearing a birthday cake with five lit candles stands on the ground. All around it in the dark between the trunks, pairs of round yellow eyes look at the cake; one pair has a small pink party hat above it.",
            |c| {
                c.drew("forest clearing eye party ground trunk hat");
                c.sky(600.0);
                let p = c.p;
                // Trunks, wider at the sides, their edges towards the cake catching its light.
                for k in 0..8 {
                    let x = -10.0 + k as f64 * 56.0 + c.r(-8.0, 8.0);
                    let w = if (2..6).contains(&k) { c.r(16.0, 24.0) } else { c.r(30.0, 44.0) };
                    c.rect(x, -20.0, w, 520.0, "#0a1020", 1.0);
                    let edge = if x < 200.0 { x + w - 4.0 } else { x };
                    c.rect(edge, 180.0, 4.0, 300.0, "#6a5030", 0.5);
                }
                c.ellipse(200.0, 540.0, 230.0, 90.0, "#1a2438", 1.0);
                c.soft();
                c.glow(200.0, 470.0, 230.0, "#ffcf6a", 0.6);
                c.end();
                c.cake(200.0, 520.0, 150.0, "#f8e8f0", "#e07a9a");
                // The ring of eyes in the dark, large enough to count.
                let eyes = [
                    (50.0, 330.0), (350.0, 300.0), (96.0, 440.0), (310.0, 430.0), (40.0, 200.0),
                    (262.0, 250.0), (140.0, 270.0), (370.0, 470.0), (20.0, 500.0), (200.0, 200.0),
                    (330.0, 150.0), (90.0, 120.0),
                ];
                for &(x, y) in &eyes {
                    c.ellipse(x - 9.0, y, 6.5, 8.0, p.accent, 1.0);
                    c.ellipse(x + 9.0, y, 6.5, 8.0, p.accent, 1.0);
                    c.ellipse(x - 8.0, y + 1.0, 2.4, 4.0, "#000", 1.0);
                    c.ellipse(x + 8.0, y + 1.0, 2.4, 4.0, "#000", 1.0);
                }
                c.poly(&[(245.0, 238.0), (279.0, 238.0), (262.0, 196.0)], "#e84a8a", 1.0);
                c.stroke("M250 230l22 0M254 220l14 0", "#f8e040", 3.0, 1.0);
                c.circle(262.0, 195.0, 5.0, "#f8e040", 1.0);
            },
        )
        .from(169),

        card(
            "The pencil that draws the sea",
            (CutPaper, Sea, Hands, Absurd),
            ["a hand drawing", "a swimmer in the drawing"],
            ("a swimmer is about to reach the edge where the drawn sea stops", "swimmer"),
            ["Unfinished", "Don't go past the edge", "The swimmer keeps going, so the hand has to keep drawing the sea"],
            &["pencil", "drawn sea"],
            true,
            "A huge hand holds a yellow pencil over a sheet of white paper. A blue sea with white waves has been drawn on the lower part of the sheet and stops at a pencil line; past it the waves are only pencil lines. A worried swimmer in a red cap has reached that line and puts one hand on the blank paper beyond it.",
            |c| {
                c.drew("pencil paper sheet wave line swimmer cap sea");
                let p = c.p;
                c.full("#c8b89c", 1.0);
                c.poly(&[(14.0, 40.0), (386.0, 24.0), (394.0, 584.0), (8.0, 592.0)], "#fbfaf4", 1.0);
                // Above the sea, a sun only sketched in pencil, not yet coloured.
                c.stroke("M96 96m-30 0a30 30 0 1 0 60 0a30 30 0 1 0 -60 0M96 52v-16M96 140v14M52 96h-16M140 96h16M66 66l-10 -10M126 66l10 -10M66 126l-10 10M126 126l10 10", "#6a6a6a", 2.5, 0.75);
                // The drawn sea, stopping at a ragged pencil line.
                let sea = "M10 214L190 206Q182 300 196 404Q184 490 192 590L10 592Z";
                c.path(sea, "#2a7ab8", 1.0);
                c.path("M10 214L190 206L188 236L10 246Z", "#5aa0d0", 1.0);
                for k in 0..10 {
                    let y = 262.0 + k as f64 * 34.0;
                    c.stroke(&format!("M22 {y}q16 -12 32 0t32 0t32 0t32 0t32 0"), "#e8f4f8", 4.0, 0.85);
                }
                c.stroke("M190 206Q182 300 196 404Q184 490 192 590", "#3a3a3a", 3.5, 0.9);
                // Past the line the sea goes on in pencil only, as far as the
                // pencil has got: its top edge and rows of waves, ever shorter.
                let g = "#4a4a4a";
                c.stroke("M192 206L318 201M190 238L300 235", g, 3.0, 0.8);
                for (k, n) in [(0, 4), (1, 3), (2, 2), (3, 1), (5, 1)] {
                    let y = 262.0 + k as f64 * 34.0;
                    let mut d = format!("M198 {y}q16 -12 32 0");
                    for _ in 1..n {
                        d.push_str("t32 0");
                    }
                    c.stroke(&d, g, 3.0, 0.8);
                }
                c.stroke("M230 364q10 8 10 2", g, 3.0, 0.8);
                c.stroke("M206 300l14 -14M220 304l14 -14M234 300l10 -10M250 270l12 -12M264 272l10 -10", g, 1.8, 0.55);
                // The swimmer at the edge, head up and worried, one hand flat on
                // the paper past the line, a wake behind.
                let (hx, hy, r) = (134.0, 316.0, 50.0);
                c.stroke("M84 358Q56 352 22 340M86 384Q56 392 22 408", "#ffffff", 5.0, 0.8);
                let l = Look::new(1, "#1a2a5a", "#1a2a5a").hair(Hair::Bald, 0).face(Expr::Worry).turn(0.45).gaze(Gaze::Side(1.0));
                c.clip("M40 220H200V370q-11 8 -22 0t-22 0t-22 0t-22 0t-22 0t-22 0t-22 0t-22 0V220Z");
                portrait(c, hx, hy, r, &l);
                c.end();
                // The swim cap, smooth over the top of the head, goggles pushed up on it.
                let cap = format!("M{} {}A{r} {r} 0 0 1 {} {}Q{} {} {} {}Z", hx - r * 1.04, hy - r * 0.05, hx + r * 1.04, hy - r * 0.15, hx + r * 0.2, hy - r * 0.62, hx - r * 1.04, hy - r * 0.05);
                c.path(&cap, p.accent, 1.0);
                c.stroke(&format!("M{} {}Q{} {} {} {}", hx - r * 1.0, hy - r * 0.45, hx, hy - r * 0.95, hx + r * 1.0, hy - r * 0.6), "#1a2a3a", 4.0, 1.0);
                for gx in [0.15, 0.62] {
                    c.circle(hx + r * gx, hy - r * (0.78 - (gx - 0.15) * 0.34), r * 0.23, "#1a2a3a", 1.0);
                    c.circle(hx + r * gx, hy - r * (0.78 - (gx - 0.15) * 0.34), r * 0.145, "#8ad0f0", 1.0);
                }
                c.stroke("M64 372q14 8 30 -2M150 374q12 6 24 -2", "#ffffff", 5.0, 0.9);
                // The front arm out of the water, its hand flat on the dry paper.
                c.stroke("M172 386Q188 356 204 338", SKIN[1], 18.0, 1.0);
                c.path("M196 330q14 -12 30 -6q6 4 2 10l-8 2q4 6 -2 10q-12 6 -24 -2Z", SKIN[1], 1.0);
                c.stroke("M210 330l14 -2M210 336l12 2", "#a06a48", 1.8, 0.7);
                // The huge hand coming in from the right, the pencil's point
                // drawing the next wave; the hand casts its shadow on the paper.
                c.drew("hand finger thumb sleeve shadow eraser");
                let sk = SKIN[2];
                let back = "M14 -176Q20 -240 46 -280L154 -296Q156 -200 122 -122Q98 -100 70 -120Q40 -150 14 -176Z";
                let sleeve = "M38 -268L162 -300L214 -640L50 -640Z";
                let thumb = "M34 -224Q-4 -170 -14 -100";
                let index = "M28 -178Q22 -124 6 -80";
                let middle = "M66 -160Q58 -110 30 -76";
                let curled = "M98 -136Q94 -112 76 -100M122 -122Q118 -106 100 -100";
                for shadow in [true, false] {
                    let col = |real: &'static str| if shadow { "#3a3020" } else { real };
                    if shadow {
                        c.g("opacity=\".18\" transform=\"translate(258 392) rotate(6)\"");
                    } else {
                        c.g("transform=\"translate(240 366) rotate(6)\"");
                    }
                    c.stroke(thumb, col(sk), 24.0, 1.0);
                    c.poly(&[(-12.0, -40.0), (12.0, -40.0), (0.0, 0.0)], col("#f0d8b0"), 1.0);
                    c.poly(&[(-4.5, -14.0), (4.5, -14.0), (0.0, 0.0)], col("#3a3a3a"), 1.0);
                    c.rect(-12.0, -250.0, 24.0, 210.0, col(p.accent2), 1.0);
                    c.rect(-12.5, -280.0, 25.0, 32.0, col("#a8a8a0"), 1.0);
                    c.rect(-12.0, -304.0, 24.0, 26.0, col("#e88a8a"), 1.0);
                    if !shadow {
                        c.rect(-12.0, -250.0, 8.0, 210.0, "#ffffff", 0.3);
                        c.rect(4.0, -250.0, 8.0, 210.0, "#000000", 0.12);
                        c.stroke("M-12 -268h25M-12 -258h25", "#6a6a60", 2.0, 0.8);
                    }
                    c.stroke(curled, col(sk), 21.0, 1.0);
                    c.stroke(middle, col(sk), 22.0, 1.0);
                    if !shadow {
                        c.stroke(curled, "#000000", 21.0, 0.14);
                        c.stroke(middle, "#000000", 22.0, 0.1);
                    }
                    c.path(sleeve, col("#2a4a7a"), 1.0);
                    c.path(back, col(sk), 1.0);
                    c.stroke(index, col(sk), 24.0, 1.0);
                    if !shadow {
                        c.path("M154 -296Q156 -200 122 -122Q110 -112 98 -110Q132 -200 128 -292Z", "#000000", 0.12);
                        c.stroke("M50 -182q8 4 8 14M80 -164q8 4 8 14M34 -116q4 4 2 10", "#7a4a30", 2.0, 0.5);
                        c.ellipse(8.0, -86.0, 5.0, 7.0, "#f8e0d0", 0.9);
                        c.ellipse(-13.0, -104.0, 4.0, 6.0, "#f8e0d0", 0.9);
                        c.stroke("M38 -268L162 -300", "#1a3058", 8.0, 1.0);
                    }
                    c.end();
                }
            },
        )
        .from(168),
        card(
            "The island that woke",
            (Woodcut, Sea, EyeLevel, Mysterious),
            ["a quiet little green island with a house, a tree and a washing line", "the huge living creature underneath it, whose eye has just opened"],
            ("smoke still rises from the little house's chimney, and the water round the island has begun to ripple out in rings", "smoke"),
            ["Holding my breath", "The calm before the storm", "Nobody on the island had noticed yet: the smoke still rose from the chimney while the whole island slowly opened its eye"],
            &["island with an eye", "fisherman holding his breath"],
            true,
            "A calm sea under a pale sky. A round green island sits on the water with a small white house with a red roof, a tree and a washing line hung with clothes; smoke rises from the chimney. At the waterline, in the dark grey rock under the grass, a great eye has opened and looks out to the right, and the water around the island spreads out in rings. Close by in the front, an old fisherman in a yellow knitted hat sits in a small red rowing boat, his oar lifted out of the water and dripping, staring at the eye with his mouth open.",
            |c| {
                c.drew("sea water sky island grass rock house roof chimney smoke tree washing line clothes eye ring ripple fisherman boat oar");
                let (ink, cream, red) = ("#0a2a3a", "#f6f0dc", "#d8482a");
                let (hx, wy) = (300.0, 348.0);
                // The pale sky and the calm sea, carved in flat bands.
                c.c.rect(-20.0, -20.0, 440.0, hx + 20.0, "#60b0e0", 1.0);
                c.c.rect(-20.0, hx, 440.0, 340.0, "#1a6ab0", 1.0);
                c.stroke("M20 318h40M330 312h50M40 440h50M20 560h40", "#8ccbc8", 3.0, 0.8);
                // The rings spreading out on the water round the island.
                for (k, (rx, ry)) in [(130.0, 16.0), (180.0, 34.0), (236.0, 56.0)].iter().enumerate() {
                    let d = format!("M{} {wy}a{rx} {ry} 0 1 0 {} 0a{rx} {ry} 0 1 0 {} 0", Num(190.0 - rx), Num(2.0 * rx), Num(-2.0 * rx));
                    c.stroke(&d, "#e8fcf4", 6.0 - 1.5 * k as f64, 1.0);
                }
                // The island: dark rock (the creature's hide) under a cap of grass.
                let hill = "M-40 352Q-30 236 70 214Q150 196 222 214Q296 236 318 352Z";
                c.path(hill, "#2e3e48", 1.0);
                c.path("M-36 300Q-24 236 70 214Q150 196 222 214Q290 234 306 290Q290 300 274 286Q262 300 246 282Q230 296 214 280Q196 294 180 276Q160 290 146 274Q126 288 110 272Q90 286 74 270Q52 284 36 270Q12 290 -36 300Z", "#208a28", 1.0);
                c.stroke("M40 240q30 -10 60 -8M180 226q30 4 56 16M0 270q20 -14 44 -20", "#2f6a30", 3.0, 1.0);
                c.stroke("M-20 330q40 10 80 4M60 318q50 14 100 6M250 336q20 -4 40 -16", "#5a7080", 3.0, 1.0);
                // The house, its chimney, the tree and the washing line.
                c.rect(64.0, 176.0, 10.0, 22.0, "#7a3a2a", 1.0);
                c.house(90.0, 214.0, 48.0, 36.0, cream, red, "#3a5a6a");
                c.tree(200.0, 216.0, 62.0, "#4a2e1c", "#2f6a30");
                c.stroke("M116 188Q150 198 194 190", ink, 1.6, 1.0);
                c.rect(130.0, 192.0, 12.0, 14.0, "#ff6a4a", 1.0);
                c.rect(150.0, 194.0, 10.0, 16.0, "#f8f8f0", 1.0);
                c.rect(168.0, 193.0, 12.0, 12.0, "#f8d048", 1.0);
                // Smoke rising from the chimney.
                c.path("M64 176C52 150 82 136 66 112C50 88 84 72 68 44C60 28 70 10 80 -10L104 -10C92 16 98 32 96 48C100 78 74 90 88 114C104 140 76 152 76 176Z", "#f8fff8", 1.0);
                // The great eye opened at the waterline, looking at the boat.
                let (ex, ey) = (200.0, 318.0);
                c.g("transform=\"translate(200 318) scale(1.25) translate(-200 -318)\"");
                c.path(&format!("M{} {ey}Q{ex} {} {} {}Q{ex} {} {} {ey}Z", Num(ex - 58.0), Num(ey - 44.0), Num(ex + 58.0), Num(ey - 2.0), Num(ey + 30.0), Num(ex - 58.0)), "#1a2630", 1.0);
                c.path(&format!("M{} {ey}Q{ex} {} {} {}Q{ex} {} {} {ey}Z", Num(ex - 48.0), Num(ey - 32.0), Num(ex + 48.0), Num(ey - 2.0), Num(ey + 22.0), Num(ex - 48.0)), "#f4ecc8", 1.0);
                c.circle(ex + 14.0, ey + 0.0, 17.0, "#d89a2a", 1.0);
                c.circle(ex + 16.0, ey + 1.0, 9.0, "#0a0e14", 1.0);
                c.circle(ex + 10.0, ey - 5.0, 3.5, "#ffffff", 1.0);
                c.stroke(&format!("M{} {}Q{ex} {} {} {}", Num(ex - 60.0), Num(ey - 6.0), Num(ey - 52.0), Num(ex + 60.0), Num(ey - 8.0)), "#8a9aa4", 3.0, 1.0);
                c.stroke(&format!("M{} {}Q{ex} {} {} {}", Num(ex - 40.0), Num(ey + 20.0), Num(ey + 38.0), Num(ex + 44.0), Num(ey + 16.0)), "#8a9aa4", 2.5, 1.0);
                c.end();
                // The fisherman in his boat, facing the island, holding his breath.
                let man = Look::new(1, cream, "#1a3a5a").old().face(Expr::Shock).gaze(Gaze::Side(-1.0)).turn(0.5).wear(Hat::Knitted, "#f8d048");
                figure(c, &row(), 318.0, 650.0, 310.0, &man, true);
                // The oar lifted out of the water, dripping.
                c.stroke("M246 440L120 500", "#6a4222", 9.0, 1.0);
                c.path("M124 498l-50 20l-8 -18l46 -18Z", "#6a4222", 1.0);
                c.stroke("M76 526v12M90 540v14M70 556v10", "#e8fcf4", 4.0, 1.0);
                c.stroke("M50 584a26 7 0 1 0 52 0a26 7 0 1 0 -52 0", "#e8fcf4", 3.0, 1.0);
                c.path("M176 488Q290 512 420 492V640H232Q196 570 176 488Z", red, 1.0);
                c.stroke("M176 490Q290 514 420 494", cream, 7.0, 1.0);
                c.stroke("M200 552Q300 564 420 546", "#a8321e", 4.0, 1.0);
            },
        ),
        card(
            "His coat",
            (Gouache, Autumn, EyeLevel, Tender),
            ["a small old woman buttoning a man's good Sunday overcoat", "the scarecrow of straw and sackcloth she is dressing in it"],
            ("a man's round reading glasses hang on the scarecrow's sackcloth face, and a crow sits on its arm watching her, unafraid", "glasses"),
            [
                "Keeping him warm",
                "Gone but not forgotten",
                "Every autumn she dresses the scarecrow in his Sunday coat and hangs his reading glasses on its face, and the crow that used to follow him down the field comes back to sit with it",
            ],
            &["scarecrow in a Sunday coat", "reading glasses on a scarecrow"],
            true,
            "A harvested field of golden stubble at the end of an autumn afternoon, under a low warm sky, with a few bare trees far off on the horizon. In the middle a scarecrow stands on its pole with its arms out. A small old woman in a headscarf and a rust cardigan stands close in front of it, buttoning a man's good brown overcoat onto it. On its straw head sits a man's grey felt hat, and on its sackcloth face hang round reading glasses. A black crow sits on the scarecrow's arm, watching her.",
            |c| {
                c.drew("field stubble sky tree horizon scarecrow pole arm woman headscarf cardigan overcoat coat hat head straw face glasses crow sackcloth button");
                let (coat, dark, straw, sack) = ("#6e4526", "#4a2c16", "#e8c060", "#d6b47a");
                // A low warm sky, brightest at the horizon where the sun has gone low.
                let sky = c.c.linv(&[(0.0, "#b8603e", 1.0), (0.5, "#d8874e", 1.0), (1.0, "#f6c87e", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 380.0, &sky, 1.0);
                c.glow(60.0, 356.0, 150.0, "#fff2c8", 0.5);
                // A far rust line of land and a few bare trees on it.
                c.path("M-10 362Q100 350 200 356T410 352V370H-10Z", "#b87a4a", 1.0);
                let mut twigs = String::new();
                for (x, h) in [(34.0, 46.0), (62.0, 34.0), (352.0, 40.0)] {
                    let y = 358.0;
                    let _ = write!(
                        twigs,
                        "M{x} {y}V{}M{x} {}l-{} -{}M{x} {}l{} -{}M{x} {}l-{} -{}",
                        Num(y - h),
                        Num(y - h * 0.4),
                        Num(h * 0.3),
                        Num(h * 0.35),
                        Num(y - h * 0.55),
                        Num(h * 0.32),
                        Num(h * 0.3),
                        Num(y - h * 0.8),
                        Num(h * 0.2),
                        Num(h * 0.22)
                    );
                }
                c.stroke(&twigs, "#8a5a44", 3.0, 0.8);
                // The stubble field, rows running away to the horizon.
                let field = c.c.linv(&[(0.0, "#e6b456", 1.0), (1.0, "#b8782a", 1.0)]);
                c.path("M-10 364Q200 356 410 362V610H-10Z", &field, 1.0);
                let mut rows = String::new();
                for k in -7..=9 {
                    let x = 200.0 + k as f64 * 70.0;
                    let _ = write!(rows, "M{} 364L{} 610", Num(200.0 + k as f64 * 9.0), Num(x));
                }
                c.stroke(&rows, "#c48a34", 5.0, 0.8);
                let mut stub = String::new();
                for k in -7..=9 {
                    for t in [0.35, 0.6, 0.85] {
                        let (x0, x1) = (200.0 + k as f64 * 9.0, 200.0 + k as f64 * 70.0);
                        let (x, y) = (x0 + (x1 - x0) * t, 364.0 + 246.0 * t);
                        let _ = write!(stub, "M{} {}v-{}", Num(x), Num(y), Num(4.0 + 10.0 * t));
                    }
                }
                c.stroke(&stub, "#f6d27a", 3.0, 0.9);
                // The pole, its shadow, the crossbar hidden in the sleeves.
                let sx = 262.0;
                c.ellipse(sx + 20.0, 562.0, 50.0, 8.0, "#8a5420", 0.6);
                c.rect(sx - 9.0, 200.0, 18.0, 362.0, "#5a3418", 1.0);
                // Straw bursting from the open front and the hem.
                c.stroke("M212 470l-8 24M230 472l-2 26M298 472l4 24M316 470l10 22M252 420l-4 60M266 420l4 60", straw, 6.0, 1.0);
                // The sleeves along the crossbar, straw tufts from the cuffs.
                c.path("M230 218Q170 212 126 218L124 256Q172 256 226 262Z", coat, 1.0);
                c.path("M294 218Q354 212 384 218L386 256Q348 256 298 262Z", coat, 1.0);
                c.stroke("M130 220V254M380 220V254", dark, 6.0, 1.0);
                c.stroke("M124 226l-30 -12M124 234l-34 0M124 242l-32 10M124 250l-24 20M386 226l24 -14M386 236l26 0M386 246l22 14", straw, 6.0, 1.0);
                // The coat: a long good overcoat, buttoned at the top, still
                // open below where she has not reached yet.
                c.poly(&[(216.0, 214.0), (308.0, 214.0), (330.0, 474.0), (266.0, 474.0), (262.0, 412.0), (256.0, 474.0), (194.0, 474.0)], coat, 1.0);
                c.stroke("M262 412L256 474M262 412L266 474", dark, 3.0, 1.0);
                // The low sun catching its left side and the tops of the sleeves.
                c.poly(&[(216.0, 214.0), (230.0, 214.0), (212.0, 474.0), (194.0, 474.0)], "#8e5e34", 0.8);
                c.stroke("M128 218Q176 212 228 218", "#8e5e34", 6.0, 0.8);
                // The lapels and the collar, straw where a shirt would be.
                c.poly(&[(244.0, 212.0), (280.0, 212.0), (262.0, 292.0)], straw, 1.0);
                c.poly(&[(236.0, 208.0), (262.0, 292.0), (246.0, 296.0), (222.0, 244.0), (232.0, 236.0)], dark, 1.0);
                c.poly(&[(288.0, 208.0), (262.0, 292.0), (278.0, 296.0), (302.0, 244.0), (292.0, 236.0)], dark, 1.0);
                // Buttons, pocket flaps and a white square of handkerchief.
                for y in [316.0, 356.0, 396.0] {
                    c.circle(270.0, y, 6.0, "#2a180c", 1.0);
                }
                c.stroke("M210 420l30 -4M284 416l30 4", dark, 5.0, 1.0);
                c.stroke("M280 262l22 -2", dark, 4.0, 1.0);
                c.poly(&[(284.0, 261.0), (290.0, 250.0), (296.0, 260.0)], "#fbf4e4", 1.0);
                // The sack head tied at the neck, straw poking out under the string.
                c.stroke("M240 210l-10 -12M252 206l-4 -14M272 206l4 -14M284 210l10 -12", straw, 6.0, 1.0);
                c.circle(sx, 160.0, 48.0, sack, 1.0);
                c.circle(sx - 10.0, 150.0, 30.0, "#e8cc96", 0.7);
                c.stroke("M236 204Q262 212 288 204", "#8a6a3a", 5.0, 1.0);
                c.stroke("M222 140q-6 24 2 48M302 138q6 26 -2 50", "#b8945a", 3.0, 0.8);
                // Two stitched eyes and a stitched mouth, plain.
                c.stroke("M240 166h8M276 166h8M250 188h24", "#5a3a1e", 3.0, 1.0);
                // His round reading glasses.
                c.circle(244.0, 164.0, 15.0, "#fff8e6", 0.45);
                c.circle(280.0, 164.0, 15.0, "#fff8e6", 0.45);
                c.stroke("M229 164a15 15 0 1 0 30 0a15 15 0 1 0 -30 0M265 164a15 15 0 1 0 30 0a15 15 0 1 0 -30 0M259 162q3 -5 6 0M229 160l-12 -6M295 160l12 -6", "#2a1a10", 3.5, 1.0);
                c.stroke("M236 156q4 -4 8 -4M272 156q4 -4 8 -4", "#ffffff", 2.5, 0.9);
                // His grey felt hat, a dent in the crown.
                c.path("M224 124Q224 84 234 76Q248 86 262 80Q276 86 290 76Q300 84 300 124Z", "#7a7a7e", 1.0);
                c.rect(224.0, 110.0, 76.0, 13.0, "#34343a", 1.0);
                c.ellipse(sx, 124.0, 62.0, 11.0, "#6a6a70", 1.0);
                // The crow on his arm, turned to watch her.
                let ink = "#16161c";
                c.g("transform=\"translate(366 218) scale(-0.9 0.9)\"");
                c.path("M-18 -26L-64 -6L-60 6L-12 -14Z", ink, 1.0);
                c.path("M-36 -24Q-32 -56 4 -56Q30 -54 34 -32Q30 -8 -4 -8Q-30 -10 -36 -24Z", ink, 1.0);
                c.stroke("M-26 -30Q-2 -20 22 -36", "#34405a", 4.0, 1.0);
                c.circle(24.0, -58.0, 19.0, ink, 1.0);
                c.path("M38 -66L68 -56L38 -48Z", "#4a4a52", 1.0);
                c.circle(28.0, -62.0, 4.0, "#e8d8a0", 1.0);
                c.stroke("M-4 -10L-6 2M10 -10L10 2", "#3a3a42", 3.5, 1.0);
                c.end();
                // The old woman, reaching up to do the next button.
                let her = Look::new(1, "#a84a2a", "#3a2a24").old().hair(Hair::Bun, 5).face(Expr::Wistful).turn(0.6).wear(Hat::Headscarf, "#2e4658");
                let button = Pose { hem: Some((17.0, -16.0)), ..stand() }.right_hand((16.0, -60.0), (30.0, -70.0)).left_hand((8.0, -58.0), (26.0, -64.0));
                figure(c, &button, 166.0, 584.0, 330.0, &her, false);
            },
        ),
        card(
            "The lifeguard",
            (Gouache, Saturated, TopDown, Tense),
            ["a girl swimming alone down a bright blue pool", "a great shark's shadow gliding up the lane behind her"],
            ("the lifeguard on his lounger is fast asleep under his hat", "lifeguard"),
            ["Blissfully unaware", "There's always a bigger fish", "The pool was quiet all afternoon, the lifeguard dozed, and only one swimmer was left doing her lengths"],
            &["shark in a swimming pool", "sleeping lifeguard"],
            true,
            "A swimming pool seen from straight above on a hot afternoon: bright blue water with red-and-white lane ropes and the white tiles round it. A girl in a yellow swimming cap swims up one lane alone, arms stretched ahead of her. In the lane behind her, right under the water, glides the dark shadow of a huge shark, much bigger than she is. Beside the pool the lifeguard in red shorts lies fast asleep on his lounger, his straw hat over his face, his whistle on his chest and his book slipped onto the tiles.",
            |c| {
                c.drew("pool water lane rope tile girl swimmer cap arm shark shadow lifeguard shorts lounger straw hat whistle chest book");
                // The tiled deck and the pool.
                c.c.full("#f4f0e6", 1.0);
                let mut tiles = String::new();
                for k in 0..16 {
                    let _ = write!(tiles, "M{} -10V610M-10 {}H410", k * 30, k * 40);
                }
                c.stroke(&tiles, "#d8d0c0", 1.5, 1.0);
                let water = c.rad(&[(0.0, "#4ad0f0", 1.0), (1.0, "#1a78d0", 1.0)], 0.4, 0.4, 0.9);
                c.rect(20.0, 20.0, 260.0, 600.0, &water, 1.0);
                c.stroke("M20 20H280V620M20 20V620", "#ffffff", 8.0, 1.0);
                // Ripples of light on the water.
                let mut rip = String::new();
                for k in 0..14 {
                    let x = 30.0 + (k * 37 % 240) as f64;
                    let y = 40.0 + k as f64 * 40.0;
                    let _ = write!(rip, "M{x} {y}q10 -6 20 0t20 0");
                }
                c.stroke(&rip, "#c8f4ff", 2.5, 0.7);
                // Lane ropes.
                for x in [100.0, 200.0] {
                    let mut d = String::new();
                    let mut r = String::new();
                    for k in 0..31 {
                        let y = 24.0 + k as f64 * 20.0;
                        let _ = write!(if k % 2 == 0 { &mut d } else { &mut r }, "M{x} {y}v16");
                    }
                    c.stroke(&d, "#e83030", 7.0, 1.0);
                    c.stroke(&r, "#ffffff", 7.0, 1.0);
                }
                // The shark's shadow gliding up behind her.
                c.g("opacity=\".72\"");
                c.path("M150 300Q182 330 186 420Q186 500 160 560L150 590L140 560Q114 500 114 420Q118 330 150 300Z", "#0a2a4a", 1.0);
                c.path("M118 400L70 452L120 440ZM182 400L230 452L180 440Z", "#0a2a4a", 1.0);
                c.path("M150 570L118 620L150 600L182 620Z", "#0a2a4a", 1.0);
                c.end();
                // The girl swimming, her arms stretched ahead.
                c.stroke("M136 200L128 126M164 200L172 126", "#d8a070", 9.0, 1.0);
                c.ellipse(150.0, 230.0, 20.0, 36.0, "#d8a070", 0.55);
                c.stroke("M140 262L134 300M160 262L166 300", "#d8a070", 8.0, 0.45);
                c.ellipse(150.0, 190.0, 16.0, 18.0, "#ffd820", 1.0);
                c.stroke("M136 192q14 8 28 0", "#e8a010", 2.0, 1.0);
                c.stroke("M120 140q30 -20 60 0M116 210q-10 20 0 40M184 210q10 20 0 40", "#ffffff", 3.0, 0.9);
                // The lifeguard asleep on his lounger, hat over his face.
                c.rect(306.0, 70.0, 74.0, 260.0, "#3a8ae0", 1.0);
                c.stroke("M306 100h74M306 130h74M306 160h74M306 190h74M306 220h74M306 250h74M306 280h74M306 310h74", "#ffffff", 5.0, 1.0);
                let guard = Look::new(2, "#d8a070", "#d8a070").hair(Hair::Short, 1).build(1.3).face(Expr::Asleep);
                figure_unshadowed(c, &stand().left_hand((-22.0, -60.0), (-20.0, -40.0)).right_hand((22.0, -60.0), (20.0, -40.0)), 343.0, 330.0, 250.0, &guard, false);
                c.path("M322 196H364L368 246H346L343 222L340 246H318Z", "#e02828", 1.0);
                c.ellipse(343.0, 88.0, 36.0, 26.0, "#e8c870", 1.0);
                c.ellipse(343.0, 86.0, 20.0, 14.0, "#d8b050", 1.0);
                c.stroke("M307 88a36 26 0 1 0 72 0a36 26 0 1 0 -72 0", "#b89040", 2.0, 1.0);
                // His book slipped from his hand onto the tiles.
                c.path("M290 300l26 -10l10 24l-26 10Z", "#2a6ab8", 1.0);
                c.stroke("M303 295l10 24", "#ffffff", 2.0, 1.0);
                c.stroke("M330 134l13 30l13 -30", "#ffffff", 2.0, 1.0);
                c.circle(343.0, 168.0, 6.0, "#c8c8d0", 1.0);
            },
        ),
        card(
            "The guest of honour",
            (StainedGlass, WarmInterior, TopDown, Grotesque),
            ["a hungry family", "a tiny man on a plate"],
            ("the tiny man has tucked a napkin into his collar", "napkin"),
            ["Who's for dinner?", "Be careful who you dine with", "He thought he was invited to dinner and even brought his own napkin"],
            &["dinner table", "tiny man"],
            true,
            "A long dinner table seen from above, with six diners seated round it, each holding a big fork and knife pointed at the middle. There, on a large platter among lemon slices, sits a tiny smiling man in a dark suit and glasses with a white napkin tucked into his collar, a little fork raised in his hand.",
            |c| {
                c.drew("dinner diner plate napkin suit table collar fork knife platter lemon slice glass");
                let p = c.p;
                c.full(p.floor[0], 1.0);
                let (mx, my) = (200.0, 300.0);
                // The platter, large and polished, the little guest in its middle.
                c.ellipse(mx + 8.0, my + 10.0, 140.0, 178.0, "#2a1008", 0.45);
                c.ellipse(mx, my, 138.0, 176.0, "#8a8478", 1.0);
                c.ellipse(mx, my, 128.0, 166.0, "#e4e0d4", 1.0);
                c.ellipse(mx, my, 108.0, 146.0, "#fbf6ea", 1.0);
                c.soft();
                c.glow(mx, my - 10.0, 120.0, "#fff0b0", 0.7);
                c.end();
                c.stroke("M112 210Q128 170 162 150", "#ffffff", 6.0, 0.9);
                // Lemon slices and parsley round the rim.
                for &(x, y) in &[(122.0, 392.0), (280.0, 396.0), (140.0, 190.0), (266.0, 186.0)] {
                    c.ellipse(x + 20.0, y + 6.0, 13.0, 7.0, "#3a8a2a", 1.0);
                    c.circle(x, y, 18.0, "#f0c818", 1.0);
                    c.circle(x, y, 14.0, "#fff6b0", 1.0);
                }
                // Six diners leaning in from the edges of the card, heads
                // toward the platter, grinning, each fist round a fork or a knife.
                let seats = [
                    (62.0, 62.0, 48.0, 88.0, 56.0, 0.0),
                    (338.0, 62.0, 48.0, 88.0, 56.0, 0.0),
                    (34.0, 300.0, 40.0, 40.0, 84.0, 28.0),
                    (366.0, 300.0, 40.0, 40.0, 84.0, 28.0),
                    (62.0, 538.0, 48.0, 88.0, 56.0, 0.0),
                    (338.0, 538.0, 48.0, 88.0, 56.0, 0.0),
                ];
                let hairs = [Hair::Short, Hair::Long, Hair::Curly, Hair::Bun, Hair::Bald, Hair::Long];
                let faces = [Expr::Laugh, Expr::Sly, Expr::Sly, Expr::Laugh, Expr::Sly, Expr::Laugh];
                for (k, &(x, y, r, reach, spread, tilt)) in seats.iter().enumerate() {
                    let (dx, dy) = (mx - x, my - y);
                    let d = (dx * dx + dy * dy).sqrt();
                    let (ux, uy) = (dx / d, dy / d);
                    let rot = dx.atan2(-dy).to_degrees();
                    let skin = k * 2 + 1;
                    let l = Look::new(skin, p.cloth[k % 4], p.dark).hair(hairs[k], k).face(faces[k]);
                    // The sly ones lick their lips.
                    let l = if faces[k] == Expr::Sly { l.tongue() } else { l };
                    // Both fists in front of the face, tips at the platter.
                    for side in [-1.0, 1.0] {
                        let (wx, wy) = (x + ux * reach - uy * side * spread, y + uy * reach + ux * side * spread);
                        diner_fist(c, wx, wy, 0.9, rot - side * (6.0 + tilt), SKIN[skin % 6], l.top, side > 0.0);
                    }
                    c.g(&format!("transform=\"rotate({:.0} {x} {y})\"", rot));
                    portrait(c, x, y, r, &l);
                    c.end();
                }
                // The guest, sitting with his legs out, napkin tucked in, fork up.
                let (gx, gy) = (mx, my + 74.0);
                let s = 2.4;
                c.ellipse(gx + 8.0, gy - 6.0, 60.0, 16.0, "#5a4a30", 0.25);
                let tiny = Look::new(0, "#23233a", "#23233a").face(Expr::Laugh).glasses().hair(Hair::Short, 1).hands(Grip::Open, Grip::Fist);
                let pose = Pose {
                    head: (0.0, -56.0),
                    neck: (0.0, -46.0),
                    hip: (0.0, -14.0),
                    knees: [(-12.0, -8.0), (12.0, -8.0)],
                    feet: [(-20.0, -4.0), (20.0, -4.0)],
                    elbows: [(-13.0, -30.0), (14.0, -40.0)],
                    hands: [(-17.0, -18.0), (19.0, -58.0)],
                    ..Pose::stand()
                };
                // His little fork, held upright.
                c.stroke(&format!("M{} {}V{}", gx + 20.0 * s, gy - 56.0 * s, gy - 74.0 * s), "#4a4e5a", 6.0, 1.0);
                c.stroke(&format!("M{0} {1}v-22M{2} {1}v-24M{3} {1}v-22M{0} {1}q{5} 8 {4} 0", gx + 15.0 * s, gy - 73.0 * s, gx + 20.0 * s, gx + 25.0 * s, 10.0 * s, 5.0 * s), "#4a4e5a", 4.0, 1.0);
                figure(c, &pose, gx, gy, 100.0 * s, &tiny, false);
                // The napkin, white and crisp, tucked into his collar.
                let (nx, ny) = (gx, gy - 45.0 * s);
                let napkin = format!("M{} {ny}H{}L{} {}L{nx} {}L{} {}Z", nx - 6.0 * s, nx + 6.0 * s, nx + 13.0 * s, ny + 18.0 * s, ny + 26.0 * s, nx - 13.0 * s, ny + 18.0 * s);
                c.path(&napkin, "#ffffff", 1.0);
                c.stroke(&format!("M{} {}H{}M{} {}H{}M{} {}V{}M{nx} {}V{}M{} {}V{}", nx - 9.0 * s, ny + 6.0 * s, nx + 9.0 * s, nx - 11.0 * s, ny + 13.0 * s, nx + 11.0 * s, nx - 5.0 * s, ny, ny + 20.0 * s, ny, ny + 26.0 * s, nx + 5.0 * s, ny, ny + 20.0 * s), "#d83a3a", 2.5, 1.0);
                c.stroke(&napkin, "#9a9a9a", 1.5, 1.0);
            },
        ),
        card(
            "The apple on a thread",
            (Pastel, Autumn, EyeLevel, Tense),
            ["a red apple hanging from the sky just out of reach", "the drop under his toes"],
            ("the edge of the cliff under his toes is already crumbling, small stones falling into the valley", "crumbling"),
            ["Almost there", "So near and yet so far", "He never looked down, not even when the edge began crumbling under his toes"],
            &["apple hanging from the clouds", "reaching over a drop"],
            true,
            "A boy stands on the very edge of a high dark cliff, leaning out with one arm stretched as far as it goes over the drop towards a shining red apple. The apple hangs in the empty air just beyond his fingers, on a thin thread that goes straight up into the clouds. Far below lies a misty valley of orange and red autumn trees. Under his toes the edge of the cliff is crumbling, and a few small stones are falling into the valley.",
            |c| {
                c.drew("cliff apple thread valley tree river mist stone sky hill toe finger");
                // A pale autumn sky, grey-violet above, warm over the valley.
                let sky = c.linv(&[(0.0, "#3e3a64", 1.0), (0.28, "#9a8aa8", 1.0), (0.5, "#f2cca0", 1.0)]);
                c.full(&sky, 1.0);
                // Far hills and the valley far below, a river winding through
                // its trees, lost in mist.
                c.path("M-10 292Q70 262 150 284T300 274T410 286V610H-10Z", "#a890a4", 1.0);
                c.path("M-10 312Q90 300 200 314T410 308V610H-10Z", "#b07a54", 1.0);
                c.path("M236 314Q214 340 250 360Q300 390 240 430Q170 480 300 540Q360 570 330 620H410V610Q390 560 330 520Q250 480 290 430Q340 380 270 350Q246 336 252 314Z", "#d8dce0", 0.55);
                let mut d = String::new();
                let mut e = String::new();
                for k in 0..170 {
                    let y = 318.0 + (k as f64 / 170.0) * 290.0;
                    let r = 4.0 + (y - 310.0) * 0.03;
                    let x = c.c.r(-10.0, 410.0);
                    let s = if k % 3 == 0 { &mut e } else { &mut d };
                    let _ = write!(s, "M{:.0} {:.0}a{r:.1} {:.1} 0 1 0 0.1 0Z", x, y, r * 0.85);
                }
                c.path(&d, "#e07a2a", 1.0);
                c.path(&e, "#a02a16", 1.0);
                c.soft();
                c.rect(-10.0, 300.0, 420.0, 34.0, "#fbeee0", 0.7);
                c.rect(-10.0, 400.0, 420.0, 40.0, "#fbeee0", 0.45);
                c.rect(-10.0, 510.0, 420.0, 36.0, "#fbeee0", 0.35);
                c.end();
                // A bank of cloud along the top, where the thread goes.
                for (x, y, rx, ry) in [(40.0, -6.0, 90.0, 40.0), (150.0, 0.0, 80.0, 36.0), (250.0, -6.0, 90.0, 44.0), (360.0, 0.0, 80.0, 40.0), (310.0, 26.0, 60.0, 22.0), (100.0, 26.0, 70.0, 18.0)] {
                    c.ellipse(x, y, rx, ry, "#f4efea", 1.0);
                }
                c.stroke("M30 44Q100 50 170 40M250 50Q310 58 370 46", "#c0b4c4", 4.0, 0.8);
                c.drew("cloud");
                // The dark cliff on the left, its face dropping away under his toes.
                let rock = "#2a1a16";
                c.path("M-10 358L150 354L192 358L198 366L184 380L178 440L162 500L170 610H-10Z", rock, 1.0);
                c.path("M-10 358L150 354L192 358L194 364L150 362L-10 368Z", "#7a5444", 1.0);
                c.stroke("M20 410l40 24M100 390l20 46M140 470l-24 40M40 520l50 -14M172 400l-10 30M60 580l30 -30", "#4a3028", 3.0, 0.9);
                // The crumbling edge: a cracked chunk at the tip, stones falling.
                c.stroke("M174 356l8 12l-6 10", "#0a0604", 3.0, 1.0);
                c.poly(&[(190.0, 366.0), (206.0, 370.0), (202.0, 382.0), (188.0, 378.0)], rock, 1.0);
                for (x, y, r) in [(210.0, 396.0, 7.0), (200.0, 420.0, 5.0), (218.0, 444.0, 6.0), (206.0, 472.0, 4.5), (222.0, 500.0, 4.0), (210.0, 530.0, 3.5), (224.0, 562.0, 3.0)] {
                    c.poly(&[(x - r, y), (x, y - r), (x + r, y + r * 0.4), (x - r * 0.3, y + r)], rock, 1.0);
                }
                // The thread straight up into the clouds, and the shining apple.
                let (ax, ay) = (330.0, 136.0);
                c.stroke(&format!("M{ax} {}V36", ay - 24.0), "#3a2a24", 2.5, 1.0);
                c.glow(ax, ay, 90.0, "#fff4c0", 0.9);
                c.g(&format!("transform=\"translate({ax} {ay}) scale(1.2) translate(-{ax} -{ay})\""));
                c.path(&format!("M{ax} {}c-14 -10 -36 -6 -36 20c0 26 20 40 36 32c16 8 36 -6 36 -32c0 -26 -22 -30 -36 -20Z", ay - 18.0), "#e0201a", 1.0);
                c.path(&format!("M{ax} {}c8 18 0 34 -4 36c12 -2 24 -14 22 -32c-4 -10 -12 -8 -18 -4Z", ay - 12.0), "#a8100c", 0.6);
                c.ellipse(ax - 18.0, ay - 4.0, 4.0, 8.0, "#fff0e0", 0.8);
                c.stroke(&format!("M{ax} {}q2 -6 0 -12", ay - 16.0), "#4a2a10", 3.0, 1.0);
                c.path(&format!("M{} {}q12 -12 22 -4q-12 10 -22 4Z", ax + 1.0, ay - 22.0), "#5a8a2a", 1.0);
                c.end();
                // The boy at the very edge, leaning out over the drop, one
                // leg lifted behind him, one arm back for balance.
                let boy = Look::new(1, "#2a4a7a", "#4a3a2a").hair(Hair::Short, 4).face(Expr::Calm).turn(0.5).gaze(Gaze::Up).tilt(-8.0);
                let reach_out = Pose {
                    head_r: 12.0,
                    head: (12.0, -88.0),
                    neck: (9.0, -79.0),
                    hip: (0.0, -49.0),
                    knees: [(-8.0, -26.0), (5.0, -25.0)],
                    feet: [(-22.0, -12.0), (6.0, -2.0)],
                    elbows: [(-12.0, -66.0), (26.0, -87.0)],
                    hands: [(-24.0, -60.0), (44.0, -96.0)],
                    ..stand()
                };
                figure_unshadowed(c, &reach_out, 168.0, 358.0, 230.0, &boy, false);
            },
        ),
        card(
            "It's for you",
            (Woodcut, Night, EyeLevel, Eerie),
            ["a girl on a bicycle stopped on a farm track at night", "an old red telephone box standing lit in the middle of a cornfield, ringing"],
            ("a path of flattened corn leads from the box straight to her", "corn"),
            ["Summoned", "Answer the call", "Every night at nine the phone box in the corn rang, and tonight the flattened path came all the way to her wheel"],
            &["phone box in a cornfield", "path of flattened corn"],
            true,
            "A cornfield at night under a sky full of stars and a thin moon. In the middle of the tall dark corn stands an old red telephone box, lit up from inside and glowing, its door ajar; the telephone inside is ringing and its receiver swings off the hook on its cord. A path of flattened corn runs from the box straight out to the farm track in front, where a girl on a bicycle has stopped, one foot down, staring at it.",
            |c| {
                c.drew("cornfield night sky star moon corn box door receiver hook cord path girl bicycle foot");
                c.rect(-10.0, -10.0, 420.0, 620.0, "#0e1430", 1.0);
                c.dots(40, -10.0, 410.0, -10.0, 260.0, 1.8, "#e8ecf8");
                c.path("M80 70a22 22 0 1 0 14 -6a16 16 0 1 1 -14 6Z", "#f4f0d0", 1.0);
                // The dark corn, and the box's glow on it.
                c.rect(-10.0, 250.0, 420.0, 260.0, "#1e2a1a", 1.0);
                c.glow(230.0, 300.0, 170.0, "#ffcf70", 0.5);
                let mut stalks = String::new();
                for k in 0..60 {
                    let x = -10.0 + (k % 30) as f64 * 14.0 + if k >= 30 { 7.0 } else { 0.0 };
                    let y = if k >= 30 { 300.0 } else { 250.0 };
                    let _ = write!(stalks, "M{} {}v-34l-6 -10M{} {}l8 -16", Num(x), Num(y + 40.0), Num(x), Num(y + 20.0));
                }
                c.stroke(&stalks, "#3a4a2a", 3.0, 1.0);
                // The flattened path from the box down to the track.
                c.path("M210 360L250 360L300 510H150Z", "#6a6a3a", 1.0);
                c.stroke("M214 380l-20 40M236 390l10 50M226 430l-30 50M262 430l20 60", "#8a8a4a", 3.0, 1.0);
                // The red telephone box, lit and ringing.
                c.rect(196.0, 180.0, 68.0, 190.0, "#c8242a", 1.0);
                c.path("M192 180h76l-6 -16h-64Z", "#a81a1e", 1.0);
                c.rect(206.0, 196.0, 48.0, 12.0, "#f4f0e0", 1.0);
                c.rect(206.0, 220.0, 48.0, 130.0, "#ffe8a0", 1.0);
                c.stroke("M206 252h48M206 284h48M206 316h48M230 220v130", "#c8242a", 4.0, 1.0);
                c.path("M264 222L300 240V372L264 370Z", "#c8242a", 1.0);
                c.path("M268 232L296 246V362L268 360Z", "#ffe8a0", 0.8);
                c.rect(214.0, 236.0, 20.0, 24.0, "#1a1a1a", 1.0);
                c.stroke("M226 262q-4 30 10 44", "#1a1a1a", 2.5, 1.0);
                c.path("M232 300h12l4 8h-20Z", "#1a1a1a", 1.0);
                c.stroke("M180 210l-12 -8M176 226h-14M282 200l10 -10M288 214h14", "#ffe8a0", 3.0, 1.0);
                // The farm track and the girl on her bicycle.
                c.rect(-10.0, 500.0, 420.0, 110.0, "#3a3428", 1.0);
                c.stroke("M-10 540H410M-10 580H410", "#4a4434", 3.0, 1.0);
                for x in [96.0, 206.0] {
                    c.stroke(&format!("M{} 560m-34 0a34 34 0 1 0 68 0a34 34 0 1 0 -68 0", Num(x)), "#c8c8c8", 5.0, 1.0);
                }
                c.stroke("M206 560L150 560L118 512L178 512L150 560M178 512L206 560M178 512V498M118 512L96 560M118 512L112 494", "#3a7ac8", 6.0, 1.0);
                let girl = Look::new(2, "#e8a030", "#3a3a5a").hair(Hair::Long, 0).face(Expr::Shock).turn(0.7);
                let stopped = Pose {
                    head: (4.0, -92.0),
                    neck: (3.0, -82.0),
                    hip: (0.0, -52.0),
                    knees: [(10.0, -34.0), (14.0, -58.0)],
                    feet: [(6.0, -2.0), (12.0, -36.0)],
                    elbows: [(16.0, -68.0), (18.0, -68.0)],
                    hands: [(34.0, -70.0), (36.0, -70.0)],
                    head_r: 9.5,
                    ..stand()
                };
                figure_unshadowed(c, &stopped, 174.0, 594.0, 170.0, &girl, true);
            },
        ),
        card(
            "The lighthouse that bends down",
            (Woodcut, Sea, EyeLevel, Mysterious),
            ["a child alone in a little rowing boat among black rocks on a stormy night", "the lighthouse bending right down over the waves to light the way like a lantern"],
            ("at the little window near the top, the lighthouse keeper sleeps on in his nightcap", "keeper"),
            [
                "Watched over",
                "Bend over backwards",
                "The keeper slept through the whole storm, so the lighthouse bent down by itself to see the child home between the rocks",
            ],
            &["lighthouse bent over like a person", "child rowing home in the storm"],
            true,
            "A stormy sea at night under dark clouds, black rocks sticking up out of the waves. A tall lighthouse striped red and white rises from the rocks at the left and bends right over like a person stooping, its lamp lowered close to the water and shining a warm cone of light straight down onto a little rowing boat. In the boat a child in a yellow oilskin and hat pulls on the oars and looks up. At a small round window near the top of the bent tower, the lighthouse keeper sleeps on in his nightcap.",
            |c| {
                c.drew("sea water night cloud rock wave lighthouse lamp boat child oilskin hat oar window keeper nightcap tower");
                let (red, white, ink) = ("#d8281e", "#f6efe0", "#0a0e14");
                // The night sky, heavy clouds, the dark sea and its crests.
                c.full("#0e1a2c", 1.0);
                c.path("M-10 40Q60 10 140 40Q220 0 300 36Q370 10 410 40V110Q330 90 260 110Q180 80 100 110Q40 90 -10 110Z", "#3a4e6a", 1.0);
                c.path("M-10 170Q80 140 160 170Q250 150 410 180V210Q300 190 200 206Q100 186 -10 210Z", "#33465f", 1.0);
                c.c.rect(-10.0, 300.0, 420.0, 320.0, "#125a6e", 1.0);
                c.stroke("M-10 330q30 -14 60 0t60 0t60 0t60 0t60 0t60 0t60 0M-10 410q40 -18 80 0t80 0t80 0t80 0t80 0M-10 470q40 -18 80 0t80 0t80 0t80 0t80 0M-10 540q40 -18 80 0t80 0t80 0t80 0t80 0", "#7ac8d8", 3.0, 0.8);
                // The light pouring down from the lamp onto the boat.
                c.soft();
                c.poly(&[(259.0, 212.0), (299.0, 228.0), (356.0, 530.0), (140.0, 530.0)], "#fff2b8", 0.9);
                c.ellipse(248.0, 530.0, 110.0, 30.0, "#fff2b8", 0.9);
                c.end();
                // The tower: a cubic from its foot on the rocks to the lamp, bent
                // over like a person, narrowing as it goes, in red and white bands.
                let (p0, p1, p2, p3) = ((96.0, 590.0), (76.0, 150.0), (150.0, 140.0), (262.0, 185.0));
                let at = |t: f64| -> ((f64, f64), (f64, f64)) {
                    let u = 1.0 - t;
                    let x = u * u * u * p0.0 + 3.0 * u * u * t * p1.0 + 3.0 * u * t * t * p2.0 + t * t * t * p3.0;
                    let y = u * u * u * p0.1 + 3.0 * u * u * t * p1.1 + 3.0 * u * t * t * p2.1 + t * t * t * p3.1;
                    let dx = 3.0 * u * u * (p1.0 - p0.0) + 6.0 * u * t * (p2.0 - p1.0) + 3.0 * t * t * (p3.0 - p2.0);
                    let dy = 3.0 * u * u * (p1.1 - p0.1) + 6.0 * u * t * (p2.1 - p1.1) + 3.0 * t * t * (p3.1 - p2.1);
                    let l = (dx * dx + dy * dy).sqrt();
                    ((x, y), (dx / l, dy / l))
                };
                let band = |t0: f64, t1: f64| -> Vec<(f64, f64)> {
                    let n = 8;
                    let edge = |side: f64| {
                        (0..=n).map(move |k| {
                            let t = t0 + (t1 - t0) * k as f64 / n as f64;
                            let ((x, y), (dx, dy)) = at(t);
                            let w = 58.0 - 28.0 * t;
                            (x - dy * w * side, y + dx * w * side)
                        })
                    };
                    edge(1.0).chain(edge(-1.0).collect::<Vec<_>>().into_iter().rev()).collect()
                };
                c.poly(&band(0.0, 1.0), white, 1.0);
                for k in 0..4 {
                    let t0 = 0.1 + k as f64 * 0.24;
                    c.poly(&band(t0, t0 + 0.12), red, 1.0);
                }
                // The keeper's round window near the top, the keeper asleep in it.
                let ((wx, wy), _) = at(0.66);
                c.circle(wx, wy, 30.0, ink, 1.0);
                c.circle(wx, wy, 26.0, "#ffd860", 1.0);
                let keeper = Look::new(0, "#2a4a6a", "#2a4a6a").beard().old().face(Expr::Asleep).wear(Hat::Nightcap, "#5a7ab0");
                lone_head(c, wx, wy + 2.0, 13.0, &keeper);
                // The gallery, the glass lamp room and the red dome, turned to
                // point down at the water.
                c.g(&format!("transform=\"translate({} {}) rotate(112)\"", p3.0, p3.1));
                c.rect(-42.0, -12.0, 84.0, 14.0, red, 1.0);
                c.rect(-26.0, -48.0, 52.0, 38.0, "#fff6c0", 1.0);
                c.stroke("M-26 -48V-10M0 -48V-10M26 -48V-10", ink, 3.0, 1.0);
                c.path("M-34 -48Q-30 -80 0 -84Q30 -80 34 -48Z", red, 1.0);
                c.circle(0.0, -90.0, 7.0, ink, 1.0);
                c.end();
                c.soft();
                c.glow(289.0, 198.0, 44.0, "#fff4c0", 0.9);
                c.end();
                // The black rocks: the lighthouse's own, and two the boat passes between.
                let rock = "#2c3440";
                c.path("M-10 600V520L20 500L46 520L70 496L150 510L190 540L220 600Z", rock, 1.0);
                c.path("M330 600L338 500L356 440L380 420L410 450V600Z", rock, 1.0);
                c.stroke("M-10 520L20 500L46 520L70 496L150 510M338 500L356 440L380 420L410 450", "#9ab0c0", 4.0, 1.0);
                // The little rowing boat in the light.
                let kid = Look::new(2, "#f8b810", "#f8b810").face(Expr::Delight).gaze(Gaze::Up).turn(0.6).wear(Hat::WideBrim, "#f8b810");
                let row = row().child();
                figure(c, &row, 230.0, 548.0, 190.0, &kid, false);
                c.stroke("M270 420L334 566", "#4a2a12", 7.0, 1.0);
                c.path("M326 548l18 -8l14 30l-18 8Z", "#4a2a12", 1.0);
                c.path("M150 496Q200 502 320 494L304 540Q240 560 170 540Z", red, 1.0);
                c.stroke("M152 498Q220 504 318 496", white, 5.0, 1.0);
                c.stroke("M130 556q40 14 90 8t110 -8", white, 3.0, 0.9);
            },
        ),
        card(
            "Let down your hair",
            (Gouache, Spring, WormsEye, Funny),
            ["a prince in a red cloak climbing a long golden braid up a tower", "the woman at the window opening her scissors on the braid"],
            ("at the foot of the tower a long wooden ladder lies thrown in the grass: he never needed her hair", "ladder"),
            ["Second thoughts", "The higher you climb, the harder you fall", "He left his ladder in the grass because climbing her hair was more romantic; halfway up, she found the scissors"],
            &["Rapunzel's braid", "cutting the rope"],
            true,
            "Seen from the foot of a tall round stone tower with a pointed blue roof rising into a pale spring sky. From its one window at the top a young woman in a pink dress leans out and looks down, unamused, and from her head a very long golden braid hangs down the wall all the way to the grass. Halfway up it a young man in a red cloak and a little gold crown climbs hand over hand, looking up, pleased with himself. At the window she holds a big pair of scissors open on the braid just below the sill. At the foot of the tower a long wooden ladder lies thrown in the grass.",
            |c| {
                c.drew("tower stone roof sky window sill woman dress braid wall grass man cloak crown scissors ladder foot");
                // A plain pale spring sky.
                let sky = c.c.linv(&[(0.0, "#9fd4ee", 1.0), (1.0, "#c8ecf4", 1.0)]);
                c.c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                // The tower, narrowing upwards as seen from its foot; the
                // gouache's few flat steps make these honey stone, cream
                // where the light falls and olive in the shade.
                let lx = |y: f64| 122.0 - (y - 60.0) / 540.0 * 104.0;
                let rx = |y: f64| 278.0 + (y - 60.0) / 540.0 * 104.0;
                let at = |y: f64, f: f64| lx(y) + (rx(y) - lx(y)) * f;
                let strip = |f0: f64, f1: f64| [(at(60.0, f0), 60.0), (at(60.0, f1), 60.0), (at(620.0, f1), 620.0), (at(620.0, f0), 620.0)];
                c.poly(&strip(0.0, 1.0), "#d0c8a0", 1.0);
                c.poly(&strip(0.04, 0.2), "#f4f0d0", 1.0);
                c.poly(&strip(0.7, 1.0), "#a89c78", 1.0);
                c.poly(&strip(0.88, 1.0), "#707060", 1.0);
                // Courses of stone, curving up in the middle as seen from
                // below, taller nearer the ground; joints staggered.
                let mut d = String::new();
                let mut y = 76.0;
                let mut k = 0;
                while y < 620.0 {
                    let h = 15.0 + (y - 60.0) * 0.05;
                    let (a, b) = (lx(y), rx(y));
                    let bulge = (b - a) * 0.05;
                    let _ = write!(d, "M{} {}Q{} {} {} {}", Num(a), Num(y), Num((a + b) / 2.0), Num(y - 2.0 * bulge), Num(b), Num(y));
                    let n = 6;
                    for j in 0..n {
                        let f = (j as f64 + if k % 2 == 0 { 0.3 } else { 0.8 }) / n as f64;
                        let x = a + (b - a) * f;
                        let lift = 4.0 * f * (1.0 - f) * bulge;
                        let _ = write!(d, "M{} {}v{}", Num(x), Num(y - lift), Num(h));
                    }
                    y += h;
                    k += 1;
                }
                c.stroke(&d, "#5a5a36", 2.5, 0.45);
                // The pointed blue roof, its eave an arch seen from beneath.
                c.path("M94 76Q200 40 306 76L200 -60Z", "#4c4f96", 1.0);
                c.path("M200 -60L306 76Q270 64 240 60Z", "#363a78", 1.0);
                c.path("M94 76Q200 40 306 76L302 90Q200 54 98 90Z", "#2a2c5c", 1.0);
                // The one window at the top: an arch of dark.
                c.path("M142 208V132A58 58 0 0 1 258 132V208Z", "#f4f0d0", 1.0);
                c.path("M153 208V134A47 47 0 0 1 247 134V208Z", "#2a2038", 1.0);
                // The woman leaning out: her pink dress, her head.
                c.path("M156 208Q158 170 200 166Q242 170 244 208Z", "#e0708e", 1.0);
                let her = Look::new(0, "#e0708e", "#e0708e").hair(Hair::Long, 3).face(Expr::Deadpan).turn(-0.2);
                lone_head(c, 200.0, 130.0, 32.0, &her);
                // The sill.
                c.rect(132.0, 204.0, 136.0, 16.0, "#f4f0d0", 1.0);
                c.rect(136.0, 220.0, 128.0, 6.0, "#5a5a36", 1.0);
                // The long golden braid, from behind her shoulder over the
                // sill and all the way down the wall to the grass: lobes
                // crossing left and right, tied off in a coil on the grass.
                let pts = [(170.0, 154.0), (160.0, 190.0), (160.0, 222.0), (168.0, 290.0), (180.0, 400.0), (188.0, 500.0), (192.0, 566.0)];
                let mut line = format!("M{} {}", Num(pts[0].0), Num(pts[0].1));
                for p in &pts[1..] {
                    let _ = write!(line, "L{} {}", Num(p.0), Num(p.1));
                }
                line.push_str("q4 16 -30 16q-30 -2 -16 -12q24 -6 56 0q30 6 52 -6");
                c.stroke(&line, "#7a4a10", 28.0, 1.0);
                c.stroke(&line, "#f0c040", 20.0, 1.0);
                let mut lobes = String::new();
                for w in pts.windows(2) {
                    let ((x0, y0), (x1, y1)) = (w[0], w[1]);
                    let len = ((x1 - x0).powi(2) + (y1 - y0).powi(2)).sqrt();
                    let (ux, uy) = ((x1 - x0) / len, (y1 - y0) / len);
                    let n = (len / 16.0) as usize;
                    for i in 0..n {
                        let (x, y) = (x0 + ux * i as f64 * 16.0, y0 + uy * i as f64 * 16.0);
                        let side = if i % 2 == 0 { 1.0 } else { -1.0 };
                        // One lobe: from the braid's middle out to one edge and down.
                        let _ = write!(
                            lobes,
                            "M{} {}Q{} {} {} {}",
                            Num(x),
                            Num(y),
                            Num(x - uy * side * 12.0),
                            Num(y + ux * side * 12.0 - 2.0),
                            Num(x - uy * side * 9.0 + ux * 14.0),
                            Num(y + ux * side * 9.0 + uy * 14.0)
                        );
                    }
                }
                c.stroke(&lobes, "#a86e18", 3.0, 1.0);
                // Her arm over the sill and the big scissors open on the braid.
                c.stroke("M234 186Q244 212 246 244", "#e0708e", 17.0, 1.0);
                let blades = "M224 252L118 226L122 240ZM224 252L118 282L122 268Z";
                c.path(blades, "#f4f8fc", 1.0);
                c.stroke(blades, "#1c1c28", 3.0, 1.0);
                c.stroke("M224 252L240 238M224 252L240 266M252 230m-12 0a12 12 0 1 0 24 0a12 12 0 1 0 -24 0M252 274m-12 0a12 12 0 1 0 24 0a12 12 0 1 0 -24 0", "#1c1c28", 7.0, 1.0);
                c.circle(224.0, 252.0, 5.0, "#1c1c28", 1.0);
                c.ellipse(248.0, 252.0, 13.0, 15.0, "#f3cfb1", 1.0);
                c.drew("hand");
                // The spring grass at the foot of the tower.
                c.path("M-10 556Q200 540 410 556V620H-10Z", "#8ac07a", 1.0);
                c.stroke("M20 566l4 -10M80 592l3 -9M340 566l4 -10M372 590l3 -9", "#4f8a3a", 3.0, 1.0);
                // The ladder he brought, thrown down in the grass.
                let (a, b): ((f64, f64), (f64, f64)) = ((-20.0, 610.0), (300.0, 556.0));
                let len = ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).sqrt();
                let (ux, uy) = ((b.0 - a.0) / len, (b.1 - a.1) / len);
                let (nx, ny) = (-uy * 17.0, ux * 17.0);
                let mut lad = String::new();
                for side in [-1.0, 1.0] {
                    let _ = write!(lad, "M{} {}L{} {}", Num(a.0 + nx * side), Num(a.1 + ny * side), Num(b.0 + nx * side), Num(b.1 + ny * side));
                }
                for i in 1..12 {
                    let t = i as f64 / 12.0;
                    let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
                    let _ = write!(lad, "M{} {}L{} {}", Num(x - nx), Num(y - ny), Num(x + nx), Num(y + ny));
                }
                c.stroke(&lad, "#3a1a08", 11.0, 1.0);
                c.stroke(&lad, "#b86a24", 6.0, 1.0);
                // The prince halfway up, his red cloak swinging out behind him.
                let (px, py, ph) = (212.0, 526.0, 200.0);
                let s = ph / 100.0;
                let sx = |x: f64| px + x * s;
                let sy = |y: f64| py + y * s;
                c.path(
                    &format!(
                        "M{} {}Q{} {} {} {}L{} {}Q{} {} {} {}Z",
                        Num(sx(-8.0)),
                        Num(sy(-80.0)),
                        Num(sx(34.0)),
                        Num(sy(-64.0)),
                        Num(sx(46.0)),
                        Num(sy(-26.0)),
                        Num(sx(34.0)),
                        Num(sy(-10.0)),
                        Num(sx(10.0)),
                        Num(sy(-30.0)),
                        Num(sx(8.0)),
                        Num(sy(-82.0))
                    ),
                    "#d0282a",
                    1.0,
                );
                let climb = Pose {
                    head: (2.0, -91.0),
                    neck: (1.0, -81.0),
                    hip: (2.0, -49.0),
                    knees: [(-10.0, -38.0), (6.0, -26.0)],
                    feet: [(-12.0, -16.0), (4.0, -2.0)],
                    elbows: [(-14.0, -98.0), (-2.0, -92.0)],
                    hands: [(-14.0, -114.0), (-12.0, -100.0)],
                    ..Pose::stand()
                };
                let prince = Look::new(1, "#3a6ad0", "#2a2a40").hair(Hair::Short, 1).face(Expr::Smile).gaze(Gaze::Up).turn(-0.3).grip();
                figure_unshadowed(c, &climb, px, py, ph, &prince, false);
                // His little gold crown.
                let (hx, hy) = (sx(2.0), sy(-91.0) - 7.0 * s);
                c.path(&format!("M{} {}l0 -12l6 6l5 -10l5 10l6 -6l0 12Z", Num(hx - 11.0), Num(hy + 2.0)), "#f0c020", 1.0);
            },
        ),
        card(
            "The piñata",
            (InkWash, Daylight, EyeLevel, Tense),
            ["a blindfolded boy in a party hat swinging a stick with all his might", "the grey wasps' nest hanging from the branch where he aims, the bright donkey piñata on the other rope"],
            ("the other children are already backing away, and one wasp is crawling out of the hole", "wasp"),
            [
                "Swinging blind",
                "Don't poke the hornets' nest",
                "Everyone shouted \"Left! Left!\" and he swung for the donkey with all his might, until the first wasp came out and the shouting changed",
            ],
            &["piñata", "wasps' nest"],
            true,
            "A sunny garden party under a big tree, a blue sky and bunting. From a branch hang two ropes: on the left a bright striped paper donkey piñata, in the middle a grey papery wasps' nest with a hole in it and a wasp crawling out. In front a boy in a red party hat, a blindfold over his eyes, swings a stick up over his head with both hands, aiming straight at the nest. Behind him on the right two children back away with their hands over their mouths.",
            |c| {
                c.drew("garden party tree sky bunting branch rope donkey piñata nest wasp hole boy hat blindfold stick child children hand mouth grass");
                c.c.full("#86c8f0", 1.0);
                // The bunting strung across the sky.
                c.stroke("M-10 60Q200 110 410 54", "#4a3a2a", 2.0, 1.0);
                let mut flags = String::new();
                for k in 0..11 {
                    let x = 8.0 + k as f64 * 38.0;
                    let y = 60.0 + 46.0 * (1.0 - ((x - 200.0) / 210.0).powi(2)) - 6.0;
                    let _ = write!(flags, "M{} {}l18 2l-10 22Z", Num(x), Num(y));
                }
                c.path(&flags, "#e84a3a", 1.0);
                // The tree at the right and its long branch across the top.
                c.path("M330 620C336 480 330 300 346 120L410 110V620Z", "#6a4a2a", 1.0);
                c.path("M356 140C280 120 160 118 40 136L42 154C160 138 280 142 350 170Z", "#6a4a2a", 1.0);
                c.blob(&[(250.0, 40.0), (330.0, 10.0), (420.0, 30.0), (430.0, 160.0), (380.0, 200.0), (320.0, 130.0)], "#4a9a3a");
                // The lawn.
                c.rect(-10.0, 420.0, 420.0, 200.0, "#6ab84a", 1.0);
                c.stroke("M30 470l6 -10M110 520l6 -10M300 450l6 -10M60 580l6 -10M260 590l6 -10", "#3a8a2a", 3.0, 1.0);
                // The ropes.
                c.stroke("M88 146V196M236 142V190", "#4a3a2a", 2.5, 1.0);
                // The piñata: a striped paper donkey.
                let stripes = ["#f84a8a", "#f8d030", "#30b0e0", "#8ad040"];
                for (k, col) in stripes.iter().enumerate() {
                    c.rect(50.0, 220.0 + k as f64 * 12.0, 76.0, 13.0, col, 1.0);
                }
                c.rect(56.0, 268.0, 12.0, 36.0, "#f84a8a", 1.0);
                c.rect(108.0, 268.0, 12.0, 36.0, "#30b0e0", 1.0);
                c.path("M108 224L118 190L140 186L146 204L128 212L124 226Z", "#f8d030", 1.0);
                c.path("M120 192L116 166L128 188ZM130 188L134 162L138 188Z", "#f84a8a", 1.0);
                c.circle(134.0, 196.0, 2.5, "#1a1a1a", 1.0);
                c.stroke("M50 226q-16 10 -12 30", "#8ad040", 6.0, 1.0);
                c.stroke("M88 196L90 220", "#4a3a2a", 2.5, 1.0);
                // The wasps' nest, grey and papery, a wasp crawling out.
                c.path("M236 188C272 190 288 240 274 280C264 306 208 306 198 280C186 240 202 190 236 188Z", "#b8b0a0", 1.0);
                c.stroke("M204 222Q236 212 270 222M198 248Q236 238 278 248M200 274Q236 266 276 274", "#8a8070", 3.0, 1.0);
                c.ellipse(238.0, 292.0, 10.0, 8.0, "#2a2418", 1.0);
                for (x, y, r) in [(246.0, 288.0, 20.0), (292.0, 232.0, -30.0), (186.0, 210.0, 40.0)] {
                    c.c.g(&format!("transform=\"translate({} {}) rotate({})\"", Num(x), Num(y), Num(r)));
                    c.ellipse(-6.0, -8.0, 5.0, 8.0, "#e8f4ff", 0.9);
                    c.ellipse(6.0, -8.0, 5.0, 8.0, "#e8f4ff", 0.9);
                    c.ellipse(0.0, 0.0, 5.0, 9.0, "#f8c820", 1.0);
                    c.stroke("M-5 -1h10M-5 4h10", "#1a1a1a", 2.5, 1.0);
                    c.end();
                }
                // Two children behind on the right, backing away, hands over their mouths.
                let a = Look::new(2, "#f8d020", "#3a5aa0").hair(Hair::Long, 3).face(Expr::Shock);
                let b = Look::new(5, "#3ab070", "#2a2a4a").hair(Hair::Curly, 0).face(Expr::Shock);
                let gasp = Pose { elbows: [(-10.0, -72.0), (10.0, -72.0)], hands: [(-2.0, -86.0), (2.0, -86.0)], ..walk() };
                figure(c, &gasp, 300.0, 470.0, 170.0, &a, false);
                figure(c, &gasp, 362.0, 486.0, 186.0, &b, false);
                // The blindfolded boy swinging the stick up at the nest.
                let boy = Look::new(0, "#e84a3a", "#2a4a8a").hair(Hair::Short, 2).face(Expr::Laugh).turn(0.2);
                let swing = Pose {
                    elbows: [(-6.0, -96.0), (14.0, -96.0)],
                    hands: [(6.0, -108.0), (12.0, -110.0)],
                    ..walk()
                };
                figure(c, &swing, 150.0, 586.0, 300.0, &boy, false);
                c.stroke("M160 266L228 140", "#8a5a2a", 9.0, 1.0);
                // His blindfold and party hat.
                c.path("M128 308Q156 298 186 306L186 322Q156 314 128 324Z", "#1a2a5a", 1.0);
                c.path("M172 312l22 -6l-6 18Z", "#1a2a5a", 1.0);
                c.path("M134 294L138 238L174 288Z", "#e84a3a", 1.0);
                c.circle(138.0, 238.0, 6.0, "#f8d030", 1.0);
            },
        ),
        card(
            "The tour of the mouth",
            (Gouache, Autumn, TinyInHuge, Grotesque),
            ["a tour group", "an open giant mouth"],
            ("the tongue is rolled out like a red carpet", "carpet"),
            ["Swallowed whole", "Bite off more than you can chew", "The guide promised a cave; nobody asked why the red carpet was wet"],
            &["giant mouth", "tour group"],
            true,
            "A huge open mouth in a grey rock face topped with autumn trees, its throat going down deep into the dark, with a few big uneven teeth, one chipped and one gold. Its wet pink tongue rolls out over the lip and down to the ground like a carpet. A guide in a cap stands on the lip holding up a little flag, and a tour group in sunhats follows in single file up the tongue, one with a camera, while a child hangs back in front of us at the foot of it and looks round at us with a worried face. In the dark above them dangles the uvula, a drop of spit falling from it.",
            |c| {
                c.drew("mouth rock face cliff teeth tongue carpet group guide flag tree tourist camera sunhat child uvula gold tooth lip cap spit");
                let p = c.p;
                c.sky(300.0);
                c.land(470.0);
                // A grey cliff with strata, autumn trees along its brow.
                c.c.path("M-20 470V150Q40 120 90 132Q160 96 230 108Q310 92 360 124Q400 120 420 140V470Z", "#8c8e9a", 1.0);
                c.c.path("M330 124Q400 120 420 140V470H360Q390 300 330 124Z", "#6a6c7a", 1.0);
                c.stroke("M-20 440Q20 430 50 440M370 420Q400 412 420 416", "#50525e", 4.0, 1.0);
                for (x, y, r, col) in [(20.0, 132.0, 26.0, p.accent), (66.0, 114.0, 20.0, p.accent2), (340.0, 106.0, 24.0, p.accent), (388.0, 124.0, 22.0, "#e8c040")] {
                    c.stroke(&format!("M{x} {y}v{}", r * 1.3), "#4a2a14", 5.0, 1.0);
                    c.circle(x, y, r, col, 1.0);
                    c.circle(x - r * 0.3, y - r * 0.3, r * 0.45, "#f8d070", 0.5);
                }
                // The mouth: fleshy lips round a throat that goes down deep into the dark.
                c.ellipse(215.0, 258.0, 182.0, 146.0, "#3e221c", 1.0);
                c.ellipse(216.0, 258.0, 166.0, 132.0, "#a83a4a", 1.0);
                c.stroke("M70 170Q215 100 360 170", "#d8707e", 6.0, 0.8);
                for (cx, cy, rx, ry, col) in [(218.0, 258.0, 150.0, 120.0, "#4a1018"), (228.0, 256.0, 122.0, 98.0, "#2e0810"), (238.0, 254.0, 92.0, 74.0, "#180306"), (246.0, 252.0, 60.0, 48.0, "#070001"), (250.0, 250.0, 32.0, 26.0, "#000000")] {
                    c.c.ellipse(cx, cy, rx, ry, col, 1.0);
                }
                c.stroke("M120 200Q228 150 336 200M150 214Q236 176 322 214", "#6a1a28", 4.0, 0.7);
                // The uvula dangling in the dark, a drop of spit falling from it.
                c.stroke("M200 186Q248 168 296 186", "#5a1422", 8.0, 1.0);
                c.path("M236 176Q248 172 260 176Q256 196 260 208Q262 226 248 228Q234 226 236 208Q240 196 236 176Z", "#d86078", 1.0);
                c.stroke("M242 188Q240 202 240 214", "#f8b0c0", 3.0, 1.0);
                c.path("M248 236q8 13 0 18q-8 -5 0 -18z", "#d8f0ff", 1.0);
                // A few big uneven teeth, one chipped, one gold.
                c.path("M72 190L106 170L112 214Q92 226 78 214Z", "#ece2c0", 1.0);
                c.path("M116 154L156 142L160 196Q138 206 120 194Z", "#f4ecd0", 1.0);
                c.path("M166 138L210 134L206 184L194 174L182 190Q166 186 166 138Z", "#f4ecd0", 1.0);
                c.path("M272 140L312 148L308 196Q288 204 272 190Z", "#e8b830", 1.0);
                c.stroke("M284 154L286 184", "#fff4b0", 5.0, 1.0);
                c.path("M320 156L352 172L346 214Q328 220 320 204Z", "#ece2c0", 1.0);
                c.path("M84 346L116 352L118 312Q100 304 86 312Z", "#ece2c0", 1.0);
                c.path("M338 326L366 312L362 278Q348 272 338 284Z", "#f4ecd0", 1.0);
                // The wet tongue rolls out over the lip and runs down to the bottom corner like a carpet.
                c.c.path("M150 330Q240 300 330 330Q342 372 322 398L150 640H-40V520Q120 430 150 330Z", "#c83a5a", 1.0);
                c.c.path("M168 336Q240 314 312 336Q320 370 304 394L128 640H-20V556Q132 444 168 336Z", "#f0708a", 1.0);
                c.stroke("M150 400Q236 428 322 400", "#a82a48", 5.0, 0.8);
                c.stroke("M240 330Q238 390 200 450Q120 550 60 640", "#c03a5a", 4.0, 1.0);
                c.stroke("M286 350Q280 390 250 430M170 520Q150 546 136 566", "#ffe0e8", 7.0, 0.85);
                c.dots(14, 20.0, 280.0, 420.0, 600.0, 3.0, "#ffc0cc");
                // The guide on the lip turns back to the group with a little flag held up.
                let guide = Look::new(2, "#2a8a8a", p.dark).hair(Hair::Short, 0).face(Expr::Smile).turn(0.6).wear(Hat::Cap, "#c83a18").hands(Grip::Open, Grip::Fist);
                figure(c, &reach().right_hand((14.0, -84.0), (18.0, -102.0)).left_hand((-14.0, -62.0), (-22.0, -70.0)), 242.0, 388.0, 112.0, &guide, true);
                c.stroke("M222 290V224", "#f4f0e0", 3.0, 1.0);
                c.poly(&[(222.0, 224.0), (184.0, 234.0), (222.0, 246.0)], "#e8c040", 1.0);
                // The tourists in single file up the tongue, their backs to us, one turned to photograph the teeth.
                let tops = ["#f4f0e0", "#5a4a9a", "#e8a020"];
                let hairs = [Hair::Short, Hair::Long, Hair::Bald];
                for (k, (x, y, h)) in [(200.0, 438.0, 114.0), (156.0, 490.0, 128.0), (106.0, 546.0, 142.0)].into_iter().enumerate() {
                    let mut l = Look::new(k + 2, tops[k], ["#3a3a4a", "#7a4a20"][k % 2]).hair(hairs[k], k + 1).build(0.95 + (k % 2) as f64 * 0.2);
                    l = if k == 0 { l.face(Expr::Smile).turn(0.7) } else { l.face(Expr::Back) };
                    if k != 2 {
                        l = l.wear(Hat::WideBrim, "#f0d890");
                    }
                    let pose = if k == 0 { walk().right_hand((12.0, -72.0), (14.0, -84.0)).left_hand((6.0, -70.0), (10.0, -82.0)) } else { walk() };
                    c.ellipse(x, y, h * 0.2, h * 0.04, "#8a2a40", 0.5);
                    figure(c, &pose, x, y, h, &l, false);
                    if k == 0 {
                        let s = h / 100.0;
                        let (cx, cy) = (x + 16.0 * s, y - 86.0 * s);
                        c.c.rect(cx - 5.0 * s, cy - 4.0 * s, 10.0 * s, 8.0 * s, "#1a1a1a", 1.0);
                        c.circle(cx + 1.0 * s, cy, 2.5 * s, "#6a8ab0", 1.0);
                    }
                }
                // The child hangs back on the ground in front, turning round to us with a worried face.
                let kid = Look::new(1, "#e8c040", "#3a5aa8").hair(Hair::Curly, 4).face(Expr::Worry).turn(-0.15).build(1.25);
                figure(c, &stand().child().left_hand((-14.0, -62.0), (-5.0, -78.0)).right_hand((16.0, -54.0), (18.0, -40.0)), 324.0, 598.0, 226.0, &kid, false);
            },
        ),
        card(
            "The letter tree",
            (InkWash, Autumn, EyeLevel, Wistful),
            ["an old tree in autumn whose leaves are old letters, falling one by one", "an old woman standing under it, reading one"],
            ("every letter in the grass is addressed to her", "addressed"),
            [
                "Memories",
                "Spoken words fly, written words remain",
                "Every autumn the tree lets fall the letters he wrote her, one for every year, each one addressed to her in his hand",
            ],
            &["tree of letters", "woman reading under a tree"],
            true,
            "A garden in autumn under a pale sky, a big old tree with dark branches. Instead of leaves its branches hold old letters in white envelopes, and they drift down one by one like leaves and lie all over the grass. Under the tree an old woman with grey hair in a bun, in a long purple cardigan, stands holding one opened letter in both hands and reads it with a small sad smile. Every envelope in the grass carries her name.",
            |c| {
                c.drew("garden sky tree branch letter envelope grass woman hair cardigan paper name");
                c.c.full("#f2e4c8", 1.0);
                c.rect(-10.0, 470.0, 420.0, 150.0, "#b8a868", 1.0);
                // The tree: a thick trunk and dark branches spreading up.
                c.path("M262 620C268 540 262 440 270 360L302 360C306 440 300 540 320 620Z", "#4a3020", 1.0);
                c.stroke("M284 372C276 300 230 250 170 196M276 320C300 260 340 220 380 160M282 360C300 280 296 200 290 90M228 268C200 230 200 180 214 130M176 200C140 170 110 160 70 150M318 244C360 250 380 240 400 220M290 150C260 110 240 90 220 60M300 180C330 140 330 100 350 70", "#4a3020", 10.0, 1.0);
                c.stroke("M190 214L130 150M214 130L230 90M70 150L40 120M350 70L360 40M380 160L410 150", "#4a3020", 5.0, 1.0);
                // The letters: on the branches, drifting down, heaped on the grass.
                let letters: [(f64, f64, f64, f64); 24] = [
                    (130.0, 150.0, -20.0, 1.0), (170.0, 196.0, 15.0, 1.0), (214.0, 130.0, -10.0, 1.0), (232.0, 92.0, 20.0, 1.0),
                    (290.0, 100.0, -15.0, 1.0), (350.0, 74.0, 10.0, 1.0), (380.0, 164.0, -25.0, 1.0), (330.0, 210.0, 30.0, 1.0),
                    (72.0, 152.0, 10.0, 1.0), (262.0, 60.0, -30.0, 1.0), (394.0, 222.0, 15.0, 1.0), (198.0, 242.0, -5.0, 1.0),
                    (60.0, 250.0, 35.0, 1.1), (350.0, 320.0, -40.0, 1.1), (220.0, 330.0, 25.0, 1.1), (110.0, 330.0, -15.0, 1.1),
                    (40.0, 520.0, 5.0, 1.2), (90.0, 560.0, -10.0, 1.2), (330.0, 540.0, 20.0, 1.2), (372.0, 570.0, -5.0, 1.2),
                    (230.0, 580.0, 12.0, 1.2), (300.0, 500.0, -8.0, 1.2), (170.0, 590.0, -20.0, 1.2), (30.0, 590.0, 15.0, 1.2),
                ];
                for &(x, y, r, s) in &letters {
                    c.c.g(&format!("transform=\"translate({} {}) rotate({}) scale({})\"", Num(x), Num(y), Num(r), Num(s)));
                    c.rect(-16.0, -11.0, 32.0, 22.0, "#fbf6ea", 1.0);
                    c.stroke("M-16 -11L0 2L16 -11", "#8a7a6a", 1.5, 1.0);
                    c.rect(8.0, -8.0, 6.0, 7.0, "#c8302a", 1.0);
                    c.end();
                }
                // The old woman under the tree, reading one.
                let her = Look::new(1, "#8a5aa8", "#5a4a6a").hair(Hair::Bun, 5).old().glasses().face(Expr::Wistful).turn(0.3).tilt(10.0);
                let read = Pose { hem: Some((16.0, -14.0)), elbows: [(-12.0, -54.0), (14.0, -54.0)], hands: [(-4.0, -60.0), (12.0, -60.0)], ..stand() };
                figure(c, &read, 150.0, 586.0, 330.0, &her, false);
                // The opened letter in her hands.
                c.c.g("transform=\"translate(164 398) rotate(-8) scale(.85)\"");
                c.rect(-30.0, -38.0, 60.0, 72.0, "#fbf6ea", 1.0);
                c.stroke("M-22 -26h44M-22 -16h40M-22 -6h44M-22 4h36M-22 14h42M-22 24h30", "#5a6aa0", 2.0, 1.0);
                c.end();
            },
        ),
        card(
            "The storm in a jar",
            (StainedGlass, Night, Hands, Mysterious),
            ["a storm", "a glass jar"],
            ("a tiny sailing boat is caught inside the jar", "boat"),
            ["Contained", "Don't rock the boat", "She caught the storm in a jar, but the boat came with it"],
            &["jar", "storm"],
            false,
            "Two hands hold up a big glass jar against a dark blue night full of stars. Inside the jar are a grey storm cloud with rain, a flash of lightning, rough waves and a small white sailing boat tossed on them.",
            |c| {
                c.drew("jar night star cloud storm lightning wave boat rain");
                let p = c.p;
                c.sky(600.0);
                c.dots(50, 0.0, 400.0, 0.0, 600.0, 1.5, p.light);
                c.soft();
                c.glow(200.0, 300.0, 230.0, "#a8d0ff", 0.4);
                c.end();
                // A round-bellied jar, its glass lit from within by the storm.
                let jar = "M124 96h152v40Q346 170 346 300V446Q346 516 276 516H124Q54 516 54 446V300Q54 170 124 136Z";
                c.path(jar, "#cfe6f4", 0.35);
                c.rect(116.0, 72.0, 168.0, 34.0, "#6a5a4a", 1.0);
                c.stroke("M116 84h168M116 96h168", "#3a2e24", 3.0, 1.0);
                // The dark churning cloud, with a flash in its heart.
                c.glow(200.0, 220.0, 90.0, "#fff4b0", 0.5);
                for &(x, y, rx, ry, col) in &[(130.0, 200.0, 60.0, 44.0, "#3a3a4e"), (270.0, 196.0, 64.0, 46.0, "#3a3a4e"), (200.0, 176.0, 78.0, 54.0, "#4c4c62"), (150.0, 236.0, 64.0, 34.0, "#26263a"), (252.0, 238.0, 70.0, 34.0, "#26263a"), (200.0, 218.0, 56.0, 30.0, "#5e5e78")] {
                    c.ellipse(x, y, rx, ry, col, 1.0);
                }
                c.stroke("M96 196q20 -30 54 -20M230 170q30 -26 62 0M170 226q30 14 60 0", "#8a8aa8", 3.0, 0.8);
                // Slanting rain.
                let mut d = String::new();
                for k in 0..12 {
                    let x = 86.0 + k as f64 * 22.0;
                    let y = 266.0 + (k % 3) as f64 * 16.0;
                    d.push_str(&format!("M{x} {y}l-14 40"));
                }
                c.stroke(&d, "#d8e8ff", 3.0, 0.85);
                c.poly(&[(172.0, 240.0), (140.0, 300.0), (164.0, 298.0), (136.0, 360.0), (200.0, 286.0), (174.0, 288.0), (194.0, 240.0)], p.accent, 1.0);
                // Rough dark waves with white crests, filling the jar's belly.
                c.path("M56 352Q96 300 130 350T200 330T270 314T344 350V446Q344 514 276 514H124Q56 514 56 446Z", "#123a6a", 1.0);
                c.path("M56 410Q110 370 160 404T260 392T344 400V446Q344 514 276 514H124Q56 514 56 446Z", "#0a2448", 1.0);
                c.stroke("M56 352Q96 300 130 350T200 330T270 314T344 350", "#f0f8ff", 6.0, 1.0);
                c.stroke("M70 414Q110 384 150 408M220 400q30 -16 64 -6", "#bcd8f4", 3.5, 0.8);
                // The tiny sailing boat tossed up on a crest.
                c.g("transform=\"rotate(-28 270 318)\"");
                crate::second::things::sailboat(c, 270.0, 318.0, 76.0, "#8a3a1a", "#fffff4");
                c.end();
                c.stroke(jar, "#1a2038", 5.0, 1.0);
                c.stroke("M74 300Q74 200 120 160M80 340V450", "#ffffff", 7.0, 0.55);
                // Real hands cradling it from below.
                crate::second::figures::hand(c, 44.0, 580.0, 2.5, 40.0, SKIN[1], "#8a5a3a");
                crate::second::figures::hand(c, 356.0, 580.0, 2.5, -40.0, SKIN[1], "#8a5a3a");
            },
        ),
        card(
            "The fish on a lead",
            (GoldTempera, Daylight, EyeLevel, Absurd),
            ["a fish floating in the air", "a gentleman walking it"],
            ("his dog watches them from inside a fishbowl", "fishbowl"),
            ["Topsy-turvy", "Like a fish out of water", "The fish and the dog swapped places for a day, and only the dog in the fishbowl minds"],
            &["fish", "walk in the park"],
            true,
            "Against a gold ground, a gentleman in a long green coat and a tall hat walks along a path holding a lead. At the end of the lead a large orange fish floats in the air. Behind them a small dog sits in a round glass fishbowl full of water, looking grumpy.",
            |c| {
                c.drew("gold ground gentleman coat path lead fish dog fishbowl water hat hill tree town");
                let p = c.p;
                c.sky(380.0);
                // Rounded tempera hills with cypresses and a little walled town far off.
                c.path("M-20 380Q60 300 150 350T300 320T420 330V420H-20Z", "#7a9a4a", 1.0);
                c.path("M314 332h90v-24h-90Z", "#e8d8b0", 1.0);
                for (k, x) in [320.0, 346.0, 376.0, 398.0].into_iter().enumerate() {
                    let h = 20.0 + (k % 2) as f64 * 14.0;
                    c.rect(x - 7.0, 310.0 - h, 14.0, h, "#f0e4c4", 1.0);
                    c.poly(&[(x - 10.0, 310.0 - h), (x + 10.0, 310.0 - h), (x, 294.0 - h)], p.accent, 1.0);
                }
                for &(x, y) in &[(40.0, 350.0), (62.0, 342.0), (200.0, 344.0), (290.0, 330.0)] {
                    c.path(&format!("M{x} {y}q-12 -30 0 -66q12 36 0 66Z"), "#2a4a2a", 1.0);
                }
                c.path("M-20 400Q120 360 240 392T420 380V620H-20Z", "#5a8a34", 1.0);
                c.dots(40, 0.0, 400.0, 420.0, 600.0, 3.0, "#f8e8a0");
                c.dots(20, 0.0, 400.0, 420.0, 600.0, 3.0, "#e86a6a");
                // The path winding up from our feet to the hills.
                c.path("M90 620Q150 520 250 480Q330 440 232 396L248 394Q360 440 290 492Q220 540 330 620Z", "#e0c68a", 1.0);
                c.stroke("M120 600Q170 520 260 484", "#c8a868", 2.0, 0.8);
                // Behind them, the dog in its round glass fishbowl, grumpy, blowing bubbles.
                let (bx, by) = (92.0, 446.0);
                c.ellipse(bx, by + 62.0, 56.0, 10.0, p.dark, 0.25);
                c.circle(bx, by, 66.0, "#a8d8f0", 0.8);
                c.ellipse(bx, by + 36.0, 34.0, 22.0, "#b07a44", 1.0);
                c.circle(bx, by - 4.0, 28.0, "#b07a44", 1.0);
                c.ellipse(bx - 28.0, by + 2.0, 10.0, 22.0, "#6a4422", 1.0);
                c.ellipse(bx + 28.0, by + 2.0, 10.0, 22.0, "#6a4422", 1.0);
                c.ellipse(bx, by + 10.0, 14.0, 10.0, "#e0b88a", 1.0);
                c.ellipse(bx, by + 4.0, 5.0, 4.0, "#1a1a1a", 1.0);
                c.circle(bx - 10.0, by - 10.0, 3.5, "#1a1a1a", 1.0);
                c.circle(bx + 10.0, by - 10.0, 3.5, "#1a1a1a", 1.0);
                c.stroke(&format!("M{} {}l12 5M{} {}l-12 5M{} {}q6 -4 12 0", bx - 20.0, by - 22.0, bx + 20.0, by - 22.0, bx - 6.0, by + 20.0), "#1a1a1a", 3.0, 1.0);
                for (x, y, r) in [(bx + 12.0, by - 40.0, 5.0), (bx + 18.0, by - 56.0, 4.0)] {
                    c.circle(x, y, r, "#ffffff", 0.85);
                }
                c.stroke(&format!("M{} {}q-18 40 0 80", bx - 46.0, by - 40.0), "#ffffff", 6.0, 0.6);
                c.ellipse(bx, by - 60.0, 34.0, 7.0, "#d8f0f8", 0.9);
                c.drew("bubble ear nose");
                // The gentleman in his long green coat and tall hat, walking his fish.
                let man = Look::new(0, "#2f6a3a", "#2a2a2a").face(Expr::Smile).turn(0.7).beard().hair(Hair::Short, 1).hands(Grip::Open, Grip::Fist);
                figure(c, &walk().right_hand((14.0, -66.0), (27.0, -74.0)).dress(17.0, -22.0), 214.0, 592.0, 340.0, &man, false);
                let (hx, hy) = (214.0 + 2.0 * 3.4, 592.0 - 90.0 * 3.4);
                c.path(&format!("M{} {}l4 -78h48l4 78Z", hx - 28.0, hy - 20.0), "#1a1414", 1.0);
                c.rect(hx - 30.0, hy - 34.0, 60.0, 10.0, "#6a2a1a", 1.0);
                c.ellipse(hx, hy - 20.0, 48.0, 9.0, "#1a1414", 1.0);
                // The lead rising to the collar of a large orange fish floating in the air.
                c.stroke("M306 340Q346 260 343 176", "#3a2414", 3.0, 1.0);
                c.g("transform=\"translate(276 145) rotate(-8)\"");
                c.path("M-110 0l-44 -42q-8 40 0 84Z", "#d8561a", 1.0);
                c.path("M-40 -50q30 -40 70 -40q-10 24 -20 44Z", "#d8561a", 1.0);
                c.ellipse(0.0, 0.0, 118.0, 56.0, "#ec7a28", 1.0);
                c.ellipse(6.0, 34.0, 84.0, 14.0, "#f8b060", 1.0);
                let mut d = String::new();
                for row in 0..3 {
                    for k in 0..5 {
                        let x = -70.0 + k as f64 * 26.0 + (row % 2) as f64 * 13.0;
                        let y = -26.0 + row as f64 * 20.0;
                        d.push_str(&format!("M{x} {y}q10 10 0 20"));
                    }
                }
                c.stroke(&d, "#b84810", 2.5, 0.9);
                c.path("M10 30q30 30 6 50q-20 -20 -6 -50Z", "#d8561a", 1.0);
                c.stroke("M62 -46q-10 46 0 92", "#3a5a9a", 10.0, 1.0);
                c.circle(62.0, 40.0, 6.0, "#f0c040", 1.0);
                c.circle(86.0, -12.0, 11.0, "#fff8e0", 1.0);
                c.circle(89.0, -12.0, 5.5, "#1a1a1a", 1.0);
                c.stroke("M112 12q-6 6 -14 4", "#8a2a0a", 3.0, 1.0);
                c.end();
                c.drew("collar eye fin tail scale");
            },
        ),
        card(
            "The house handed down",
            (Pastel, WarmInterior, Hands, Tender),
            ["old hands letting go", "small hands held ready"],
            ("the old wrist and the small one wear the same thin gold bracelet", "bracelet"),
            ["Entrusted", "Home is where the heart is", "The bracelet had a twin, and whoever wore it could carry the house wherever they went"],
            &["hands", "house in the hands"],
            true,
            "Two old hands in grey-green sleeves open in the dark and let go of a tiny glowing house on a clod of earth, with a red roof, lit windows and smoke from its chimney, into a child's small cupped hands below. The old wrist and the small one wear the same thin gold bracelet.",
            |c| {
                c.drew("hand finger wrist sleeve cardigan bracelet house roof window chimney smoke earth grass");
                // Hands that fill the card: a person's, seen close.
                c.person(600.0);
                c.full("#1a0805", 1.0);
                c.soft();
                let v = c.rad(&[(0.0, "#ffc060", 0.7), (0.3, "#d0702a", 0.3), (1.0, "#1a0805", 0.0)], 0.48, 0.55, 0.62);
                c.rect(-20.0, -20.0, 440.0, 640.0, &v, 1.0);
                c.end();
                // The child's hands from the foot of the card, as the child
                // sees them: palms up side by side, cupped under the house, in
                // purple sleeves.
                let (skin, shade, ink) = ("#f6d0b0", "#d89078", "#4a1a10");
                for m in [false, true] {
                    if m {
                        c.g("transform=\"matrix(-1 0 0 1 400 0)\"");
                    }
                    Hand::new(skin, shade).fingers(0.95).outline(ink, 1.8).draw(c, 164.0, 510.0, 1.8, 10.0);
                    c.stroke("M150 590L136 670", "#2a1030", 80.0, 1.0);
                    c.stroke("M150 590L136 670", "#5a3470", 74.0, 1.0);
                    c.stroke("M126 590l-6 40", "#7a5090", 8.0, 0.8);
                    if m {
                        c.end();
                    }
                }
                // The child's bracelet, a thin gold band on the left wrist.
                c.stroke("M137 522l52 10", "#5a3a02", 11.0, 1.0);
                c.stroke("M137 522l52 10", "#ffc820", 6.0, 1.0);
                c.circle(156.0, 524.0, 3.0, "#fff6c0", 1.0);
                c.g("transform=\"translate(200 418) translate(-200 -360)\"");
                // The clod of earth, a lawn on top, and the house on it.
                c.soft();
                c.glow(200.0, 320.0, 190.0, "#ffd070", 0.9);
                c.end();
                c.path("M116 362Q200 344 284 362Q290 394 200 404Q110 394 116 362Z", "#4a2410", 1.0);
                c.stroke("M130 380q20 14 40 8M250 382q-16 12 -34 8", "#2a1006", 3.0, 1.0);
                c.path("M114 362Q200 340 286 362Q200 376 114 362Z", "#6a8a3a", 1.0);
                c.path("M232 300h14v-38h-14Z", "#3a1a0e", 1.0);
                c.path("M162 304v58h76v-58Z", "#5a2a18", 1.0);
                c.path("M148 308L200 256L252 308Z", "#c0202a", 1.0);
                c.stroke("M148 308L200 256L252 308", "#6a0e12", 4.0, 1.0);
                c.stroke("M158 300L200 262", "#ff6a5a", 3.0, 0.7);
                c.soft();
                for (x, y) in [(181.0, 326.0), (219.0, 326.0), (200.0, 348.0)] {
                    c.glow(x, y, 26.0, "#fff0a0", 0.9);
                }
                c.end();
                c.rect(171.0, 316.0, 20.0, 20.0, "#fff4b0", 1.0);
                c.rect(209.0, 316.0, 20.0, 20.0, "#fff4b0", 1.0);
                c.rect(193.0, 340.0, 14.0, 22.0, "#ffd860", 1.0);
                c.stroke("M181 316v20M171 326h20M219 316v20M209 326h20", "#5a2a18", 2.5, 1.0);
                // Smoke curling up from the chimney between the old hands.
                c.soft();
                c.stroke("M239 258q-14 -18 0 -34t0 -36", "#ffe6b0", 14.0, 0.3);
                c.end();
                c.stroke("M239 258q-14 -18 0 -34t0 -36q-16 -16 -2 -36", "#ffe6b0", 6.0, 0.6);
                c.end();
                // The old hands coming down from above, opening to let go, one
                // the mirror of the other: sleeves, wrinkles, veins, age spots.
                for m in [false, true] {
                    if m {
                        c.g("transform=\"matrix(-1 0 0 1 400 0)\"");
                    }
                    Hand::new("#e4b08c", "#a0684a").fingers(1.1).outline("#3a1408", 1.6).draw(c, 84.0, 132.0, 2.1, 146.0);
                    c.g("transform=\"translate(84 132) rotate(146) scale(2.1)\"");
                    c.stroke("M-6 -6q2 -12 -2 -24M5 -4q-2 -14 3 -26", "#b87a58", 1.6, 1.0);
                    c.stroke("M-15 -44h6M-6 -48h6M3 -47h6M10 -42h6", "#8a4a30", 1.2, 1.0);
                    c.circle(-4.0, -18.0, 1.8, "#b07040", 1.0);
                    c.circle(6.0, -26.0, 1.4, "#b07040", 1.0);
                    // The old bracelet, the same thin gold band.
                    c.stroke("M-16 8h30", "#5a3a02", 5.0, 1.0);
                    c.stroke("M-16 8h30", "#ffc820", 2.8, 1.0);
                    c.end();
                    // The cardigan's sleeve and its ribbed cuff.
                    c.stroke("M-50 -66L46 76", "#14201a", 96.0, 1.0);
                    c.stroke("M-50 -66L46 76", "#3e5a4a", 88.0, 1.0);
                    c.stroke("M-20 -66L70 66", "#6a8a74", 10.0, 0.6);
                    c.stroke("M20 98L78 58", "#14201a", 30.0, 1.0);
                    c.stroke("M20 98L78 58", "#567a64", 24.0, 1.0);
                    if m {
                        c.end();
                    }
                }
                c.path(&crate::canvas::star_d(70.0, 118.0, 12.0), "#fffce0", 1.0);
                // Whoever the old hands belong to is lost in the dark above;
                // only the house's light reaches the fingertips.
                let dark = c.linv(&[(0.0, "#1a0805", 1.0), (0.45, "#1a0805", 0.7), (1.0, "#1a0805", 0.0)]);
                c.rect(-20.0, -20.0, 440.0, 125.0, &dark, 0.98);
                c.soft();
                c.glow(200.0, 250.0, 110.0, "#ffd890", 0.35);
                c.end();
            },
        ),
        card(
            "The book that opens a forest",
            (Gouache, Spring, TinyInHuge, Mysterious),
            ["a bright everyday spring meadow", "a deep dark forest inside the pages of a giant book"],
            ("far inside the forest, at the end of the path, a small lamp is lit, as if someone is expecting her", "lamp"),
            ["Drawn in", "The first step is the hardest", "She had read that page so often that tonight someone in the forest lit a lamp and waited for her"],
            &["book as a doorway", "lamp at the end of the path"],
            true,
            "On a sunny spring meadow under a pale blue sky stands a huge open book, upright on its edge and far taller than the trees around it. Its two pages are not printed: they are a deep, dark green forest, and a winding sandy path runs out over the bottom of the page and far into the trees. A small girl in a yellow coat with a satchel on her back stands at the edge of the page with one foot already on the path, looking back over her shoulder with a curious, worried face. Far inside the forest, at the end of the path, a small lamp is lit.",
            |c| {
                c.drew("meadow sky cloud book page spine forest tree trunk path girl coat satchel strap shoulder lamp light flower grass");
                // A pale spring sky over a sunlit meadow.
                let sky = c.linv(&[(0.0, "#8cc0ea", 1.0), (0.6, "#d8ecf4", 1.0), (1.0, "#f4f4dc", 1.0)]);
                c.c.rect(-10.0, -10.0, 420.0, 440.0, &sky, 1.0);
                c.blob(&[(-10.0, 40.0), (40.0, 24.0), (90.0, 34.0), (100.0, 54.0), (10.0, 60.0)], "#ffffff");
                c.blob(&[(290.0, 30.0), (340.0, 16.0), (404.0, 22.0), (410.0, 44.0), (310.0, 48.0)], "#ffffff");
                let grass = c.linv(&[(0.0, "#c4e480", 1.0), (1.0, "#84c048", 1.0)]);
                c.c.rect(-10.0, 420.0, 420.0, 190.0, &grass, 1.0);
                for &(x, h) in &[(10.0, 34.0), (392.0, 40.0), (378.0, 24.0)] {
                    c.tree(x, 432.0, h, "#5a4a30", "#5a9a3a");
                }
                // The book's shadow on the grass.
                c.ellipse(210.0, 484.0, 200.0, 14.0, "#3a6a24", 0.5);
                c.g("transform=\"translate(200 478) scale(0.94 0.8) translate(-200 -524)\"");
                // The hard cover behind, the block of pages, the two open pages.
                c.path("M200 66Q118 22 16 36V536Q118 522 200 540Q282 522 384 536V36Q282 22 200 66Z", "#7a2a24", 1.0);
                c.path("M200 74Q120 30 24 44V528Q120 514 200 532Q280 514 376 528V44Q280 30 200 74Z", "#d8c8a0", 1.0);
                c.stroke("M26 60V520M374 60V520", "#b8a478", 2.0, 1.0);
                c.path("M200 82Q122 40 32 52V520Q122 506 200 524Q278 506 368 520V52Q278 40 200 82Z", "#f4ead0", 1.0);
                // The forest inside the pages.
                let page = "M200 94Q126 56 44 64V508Q124 496 200 512Q276 496 356 508V64Q274 56 200 94Z";
                c.clip(page);
                let deep = c.linv(&[(0.0, "#0e2418", 1.0), (0.45, "#183a2a", 1.0), (0.7, "#1e4428", 1.0), (1.0, "#2c5a2a", 1.0)]);
                c.c.rect(30.0, 40.0, 340.0, 480.0, &deep, 1.0);
                c.glow(236.0, 262.0, 110.0, "#f0b848", 0.3);
                // Far trunks, thin and misty; nearer ones darker and wider; the nearest at the page edges.
                let mut far = String::new();
                for _ in 0..34 {
                    let x = c.c.r(44.0, 356.0);
                    let w = c.c.r(2.0, 5.0);
                    let b = c.c.r(262.0, 300.0);
                    let _ = write!(far, "M{x:.0} 40h{w:.1}V{b:.0}h-{w:.1}Z");
                }
                c.path(&far, "#2c5040", 0.8);
                let mut mid = String::new();
                for &(x, w, b) in &[(70.0, 10.0, 360.0), (112.0, 8.0, 340.0), (176.0, 9.0, 330.0), (300.0, 10.0, 350.0), (330.0, 12.0, 372.0), (284.0, 7.0, 316.0), (206.0, 6.0, 300.0)] {
                    let _ = write!(mid, "M{x:.0} 40h{w:.0}l2 {:.0}h-{:.0}Z", b - 40.0, w + 4.0);
                }
                c.path(&mid, "#0c2016", 1.0);
                c.path("M44 40H84Q80 300 96 500H44ZM356 40H318Q322 300 304 500H356Z", "#050d08", 1.0);
                for k in 0..16 {
                    let x = 40.0 + k as f64 * 21.0;
                    let y = 60.0 + (k % 3) as f64 * 14.0 + if (5..11).contains(&k) { 10.0 } else { 30.0 };
                    c.circle(x, y, 30.0, "#0e2c16", 1.0);
                    c.circle(x - 6.0, y - 8.0, 16.0, "#2a5c2c", 0.8);
                }
                // Ferns in the dark at the foot of the trees.
                let mut fern = String::new();
                for k in 0..22 {
                    let x = 50.0 + k as f64 * 14.0 + c.c.r(-5.0, 5.0);
                    let y = c.c.r(380.0, 500.0);
                    let _ = write!(fern, "M{x:.0} {y:.0}q-8 -14 -18 -16M{x:.0} {y:.0}q8 -14 18 -16M{x:.0} {y:.0}v-20");
                }
                c.stroke(&fern, "#0a2210", 4.0, 1.0);
                c.end();
                // The sandy path winding in from the meadow to the lamp.
                let spine: [(f64, f64, f64); 7] = [(196.0, 552.0, 120.0), (190.0, 510.0, 98.0), (148.0, 448.0, 64.0), (196.0, 390.0, 40.0), (258.0, 338.0, 24.0), (246.0, 292.0, 12.0), (238.0, 266.0, 4.0)];
                let left: Vec<(f64, f64)> = spine.iter().map(|&(x, y, w)| (x - w / 2.0, y)).collect();
                let right: Vec<(f64, f64)> = spine.iter().rev().map(|&(x, y, w)| (x + w / 2.0, y)).collect();
                let road = format!("{}L{}Z", crate::canvas::smooth_d(&left), &crate::canvas::smooth_d(&right)[1..]);
                let sand = c.linv(&[(0.0, "#f8e090", 1.0), (0.25, "#8a7a4e", 1.0), (0.6, "#b8a070", 1.0), (1.0, "#f0e0b0", 1.0)]);
                c.clip(page);
                c.path(&road, &sand, 1.0);
                c.end();
                // The lamp, lit, far in at the end of the path.
                c.glow(238.0, 254.0, 46.0, "#ffe890", 0.8);
                c.stroke("M238 270V252", "#1a120a", 2.5, 1.0);
                c.rect(233.0, 241.0, 10.0, 12.0, "#fff4b8", 1.0);
                c.path("M231 241L238 235L245 241Z", "#1a120a", 1.0);
                c.end();
                // The path spills out of the page onto the grass.
                let spill = c.linv(&[(0.0, "#e4d4a0", 1.0), (1.0, "#f8ecc4", 1.0)]);
                c.path("M146 464Q142 530 104 604H276Q238 530 236 464Z", &spill, 1.0);
                // Flowers in the sunny grass.
                c.dots(50, 0.0, 400.0, 494.0, 600.0, 4.0, "#ffffff");
                c.dots(36, 0.0, 400.0, 494.0, 600.0, 4.0, "#f4d040");
                c.dots(18, 0.0, 400.0, 494.0, 600.0, 4.0, "#e884a8");
                // The girl at the edge of the page, one foot on the path, looking back at us.
                let pose = walk().child().dress(17.0, -34.0);
                let girl = Look::new(1, "#f0c020", "#3a4a6a").hair(Hair::Long, 3).face(Expr::Worry).turn(-0.45);
                figure(c, &pose, 126.0, 592.0, 200.0, &girl, false);
                c.g("transform=\"translate(126 592) scale(1.0204) translate(-138 -554)\"");
                c.stroke("M149 408L120 450", "#6a3418", 5.0, 1.0);
                c.path("M102 440h30q6 0 6 6v26q0 6 -6 6h-30q-6 0 -6 -6v-26q0 -6 6 -6Z", "#9a5224", 1.0);
                c.path("M98 440h38v14q-19 8 -38 0Z", "#7a3a18", 1.0);
                c.end();
            },
        ),
        card(
            "Reading to the bear",
            (Gouache, Winter, EyeLevel, Tender),
            ["a huge wild brown bear asleep in the snow", "a small girl who leans against it and reads to it, trusting it completely"],
            ("one of her red mittens is on the bear's paw", "mitten"),
            ["Safe and warm", "Once upon a time", "All winter she read him stories, and when he slept she left her mitten on his paw so he would know she was coming back"],
            &["sleeping bear", "reading aloud"],
            true,
            "A snowy forest in soft winter light, a few grey tree trunks standing in the snow behind. A huge brown bear lies curled up asleep in the snow, filling most of the picture, its big head resting on its front paws, eyes closed. A small girl in a red coat and a white knitted hat sits in the snow leaning back against the bear's warm fur, an open book in her hands, reading aloud towards the bear's head. A lit lantern stands in the snow beside her. Her own hands are bare, and one of her red mittens is on the bear's paw.",
            |c| {
                c.drew("forest snow tree trunk bear head paw eye fur claw ear nose girl coat hat book page lantern light mitten");
                let p = c.p;
                // A pale winter sky and the snow, a few grey trunks behind.
                c.sky(330.0);
                c.land(330.0);
                for &(x, w, op) in &[(26.0, 16.0, 0.55), (112.0, 10.0, 0.4), (300.0, 12.0, 0.45), (368.0, 20.0, 0.6), (196.0, 8.0, 0.3)] {
                    c.rect(x - w / 2.0, -10.0, w, 352.0, "#5a6478", op);
                }
                c.stroke("M26 120l-26 -30M368 90l30 -34M112 180l14 -20M300 140l-20 -26", "#5a6478", 4.0, 0.45);
                c.dots(40, 0.0, 400.0, 0.0, 330.0, 2.2, p.light);
                // The bear's blue shadow on the snow.
                c.ellipse(210.0, 585.0, 230.0, 30.0, "#a8b4cc", 0.8);
                // The huge bear, curled round: its back arching high behind,
                // its haunch on the right.
                let (fur, dark, belly) = ("#6e4526", "#46291a", "#9a6a40");
                c.path("M20 560Q0 420 80 330Q170 236 290 244Q400 256 420 380V590H20Z", fur, 1.0);
                c.c.ellipse(340.0, 350.0, 92.0, 84.0, fur, 1.0);
                let mut tufts = String::new();
                for k in 0..34 {
                    let t = k as f64 / 33.0;
                    let x = 70.0 + t * 330.0 + c.c.r(-8.0, 8.0);
                    let y = 300.0 - (1.0 - (2.0 * t - 0.8).powi(2)) * 44.0 + c.c.r(0.0, 40.0);
                    let _ = write!(tufts, "M{} {}q8 -6 16 -6", Num(x), Num(y));
                }
                c.stroke(&tufts, dark, 2.5, 0.45);
                c.stroke("M262 300Q330 270 380 330", "#9a6a40", 5.0, 0.5);
                // The warm pale belly she leans on.
                c.c.ellipse(250.0, 470.0, 150.0, 84.0, belly, 1.0);
                c.stroke("M130 470q10 -10 22 -6M180 420q10 -10 22 -6M330 430q10 -8 20 -2M360 490q8 -8 18 -4", "#7a5030", 3.0, 0.7);
                // The lantern's warm light on the snow and on the fur.
                c.soft();
                c.glow(350.0, 530.0, 100.0, "#ffd27a", 0.45);
                c.end();
                // His big head resting on his front paws, eyes closed, content.
                c.ellipse(70.0, 570.0, 46.0, 22.0, fur, 1.0);
                c.ellipse(140.0, 562.0, 60.0, 24.0, fur, 1.0);
                c.circle(48.0, 398.0, 24.0, fur, 1.0);
                c.circle(48.0, 400.0, 12.0, dark, 1.0);
                c.circle(140.0, 392.0, 24.0, fur, 1.0);
                c.circle(140.0, 394.0, 12.0, dark, 1.0);
                c.c.ellipse(96.0, 468.0, 80.0, 70.0, fur, 1.0);
                c.ellipse(140.0, 508.0, 50.0, 34.0, "#b08660", 1.0);
                c.ellipse(178.0, 496.0, 15.0, 11.0, "#1e1410", 1.0);
                c.stroke("M178 508v8q-8 8 -24 6", "#3a2418", 3.0, 1.0);
                c.stroke("M52 456q13 10 26 0M108 450q13 10 26 0", "#1e1410", 4.5, 1.0);
                c.stroke("M50 442q14 -7 28 -2M108 436q14 -7 28 -2", dark, 3.0, 1.0);
                // The front paw reaching out in front, with her little red
                // mitten pulled over the end of it.
                c.g("transform=\"translate(0 -14)\"");
                c.stroke("M186 564l10 -4M190 574l10 0M186 584l10 4", "#e8e0d0", 3.0, 1.0);
                c.path("M150 556Q152 544 168 546L184 554Q192 568 184 584Q168 594 150 588Z", p.accent, 1.0);
                c.path("M160 552Q156 538 166 536Q174 538 172 550Z", p.accent, 1.0);
                c.stroke("M160 566q10 -4 20 0M158 576q10 -4 22 0", "#9a1a22", 2.0, 0.8);
                c.path("M146 552L154 590L142 592L136 556Z", "#f4f0e8", 1.0);
                c.end();
                // The lantern in the snow beside her.
                c.glow(350.0, 530.0, 40.0, "#fff4c0", 0.9);
                c.stroke("M338 500q12 -22 24 0", "#2a2a30", 3.0, 1.0);
                c.rect(336.0, 500.0, 28.0, 10.0, "#2a2a30", 1.0);
                c.rect(338.0, 510.0, 24.0, 40.0, "#ffe890", 1.0);
                c.stroke("M338 510v40M362 510v40M350 510v40", "#2a2a30", 2.5, 1.0);
                c.rect(332.0, 550.0, 36.0, 10.0, "#2a2a30", 1.0);
                c.ellipse(350.0, 532.0, 5.0, 9.0, "#ff9a30", 1.0);
                // The girl in her red coat, leaning back on the bear's belly,
                // reading aloud towards his head.
                let girl = Look::new(2, p.accent, "#2a4a7a").hair(Hair::Long, 1).wear(Hat::Knitted, "#f4f0e8").face(Expr::Smile).cold().turn(0.35).tilt(-6.0);
                let read = Pose { head_r: 9.5, hem: Some((12.0, -8.0)), ..sit_ground() }.left_hand((6.0, -30.0), (16.0, -38.0)).right_hand((8.0, -29.0), (18.0, -36.0));
                figure(c, &read, 286.0, 586.0, 270.0, &girl, true);
                // The open book in her hands.
                c.g("transform=\"translate(236 482) scale(1.2) translate(-226 -494)\"");
                c.path("M200 470L226 486L228 518L202 502Z", "#fffbea", 1.0);
                c.path("M226 486L252 474L252 506L228 518Z", "#f4ecd8", 1.0);
                c.stroke("M206 484l16 10M206 492l16 10M232 494l16 -8M232 502l16 -8", "#8a8a9a", 1.5, 1.0);
                c.stroke("M200 470L226 486L252 474", "#2a4a7a", 3.0, 1.0);
                c.end();
            },
        ),
        card(
            "The gorgon's garden",
            (Pastel, Spring, CloseUp, Grotesque),
            ["a sweet old lady in a sunhat and dark glasses watering her flowers, snakes peeping out under the brim", "her garden full of grey stone statues of people"],
            ("the newest statue, by the gate, is the postman, still holding out her parcel", "postman"),
            ["Undisturbed", "Looks can kill", "She only took her glasses off for a moment to read the label, and now she has to fetch her parcel from the postman herself"],
            &["gorgon gardening", "petrified postman"],
            true,
            "A bright spring garden full of tulips. In front, close up, a smiling old lady in a wide sunhat and big dark glasses waters her tulips from a green watering can, and green snakes wriggle out from under the brim of her hat and rise over the top of it, tongues flicking. Behind her the garden is dotted with grey stone statues of people: a man in a hat caught mid-knock at the door and, by the garden gate, the newest of all, the postman in stone, still holding out a parcel.",
            |c| {
                c.drew("garden tulip flower water lady sunhat hat brim glasses watering can snake tongue statue stone man door gate postman parcel");
                // The spring sky, the hedge, the lawn, a path to the gate.
                c.c.drew("sky");
                let sky = c.c.linv(&[(0.0, "#3a8ae0", 1.0), (1.0, "#a8d8f8", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 250.0, &sky, 1.0);
                c.rect(-10.0, 150.0, 420.0, 90.0, "#1e5a2a", 1.0);
                c.rect(-10.0, 236.0, 420.0, 380.0, "#4aa83a", 1.0);
                // The cottage door at the left, and the man in stone knocking at it.
                c.rect(0.0, 60.0, 90.0, 180.0, "#e8d8b8", 1.0);
                c.rect(24.0, 120.0, 46.0, 120.0, "#3a6a9a", 1.0);
                let stone = Look { skin: "#8a8a88", hair_color: "#6a6a68", top: "#7a7a78", legs: "#7a7a78", ..Look::new(0, "#7a7a78", "#7a7a78").face(Expr::Shock).turn(-0.6).wear(Hat::Bowler, "#8a8a86") };
                let knock = stand().left_hand((-16.0, -72.0), (-26.0, -84.0));
                figure(c, &knock, 118.0, 270.0, 180.0, &stone, false);
                // The postman in stone by the garden gate, holding out a parcel.
                c.stroke("M176 262V196M276 262V196M176 212H276M176 240H276M200 212V240M226 212V240M252 212V240", "#f4f0e4", 5.0, 1.0);
                let post = Look { skin: "#8a8a88", hair_color: "#6a6a68", top: "#6e6e6c", legs: "#6e6e6c", ..Look::new(0, "#6e6e6c", "#6e6e6c").face(Expr::Shock).turn(-0.5).wear(Hat::Cap, "#7a7a76") };
                let hold_out = stand().right_hand((-14.0, -66.0), (-28.0, -66.0)).left_hand((-12.0, -64.0), (-26.0, -62.0));
                c.ellipse(236.0, 306.0, 50.0, 10.0, "#3a6a3a", 0.5);
                figure(c, &hold_out, 236.0, 306.0, 210.0, &post, false);
                c.rect(156.0, 142.0, 44.0, 32.0, "#8a8a86", 1.0);
                c.stroke("M156 158h44M178 142v32", "#5a5a56", 3.0, 1.0);
                // Tulips in front.
                for (k, x) in [20.0, 60.0, 96.0, 140.0, 180.0, 220.0].iter().enumerate() {
                    let y = 470.0 + (k % 2) as f64 * 30.0;
                    c.stroke(&format!("M{x} 620V{y}"), "#3a8a3a", 5.0, 1.0);
                    c.path(&format!("M{} {y}q0 -26 12 -30q12 4 12 30q-12 8 -24 0Z", x - 12.0), ["#e8302a", "#f4c430", "#e86aa8"][k % 3], 1.0);
                }
                // The old lady close up at the right, watering her tulips.
                let lady = Look::new(0, "#7a3aa8", "#7a3aa8").hair(Hair::Bun, 5).old().sunglasses().face(Expr::Smile).turn(-0.3).wear(Hat::WideBrim, "#e8d080");
                let water = stand().right_hand((-10.0, -60.0), (-20.0, -66.0)).left_hand((-16.0, -62.0), (-26.0, -70.0));
                figure(c, &water, 300.0, 760.0, 520.0, &lady, false);
                // Her green watering can, pouring on the tulips.
                c.path("M150 380H230V450H150Z", "#3a9a5a", 1.0);
                c.stroke("M150 400L90 360", "#3a9a5a", 10.0, 1.0);
                c.stroke("M230 390q30 10 0 40", "#2a7a4a", 8.0, 1.0);
                c.stroke("M86 362l-20 60M90 364l-10 64M94 366l0 60", "#a8d8f0", 2.5, 1.0);
                // Snakes peeping out from under the brim of her hat.
                let (hx, hy) = (300.0, 280.0);
                let green = "#4ad83a";
                for (dx, dy, ex, ey) in [(-56.0, 10.0, -96.0, 24.0), (-48.0, 22.0, -74.0, 62.0), (50.0, 12.0, 92.0, 20.0), (44.0, 24.0, 74.0, 64.0), (-20.0, 6.0, -40.0, -36.0), (24.0, 6.0, 50.0, -34.0)] {
                    c.stroke(&format!("M{} {}Q{} {} {} {}", hx + dx, hy + dy, hx + (dx + ex) / 2.0, hy + dy - 12.0, hx + ex, hy + ey), "#2a6a2a", 15.0, 1.0);
                    c.stroke(&format!("M{} {}Q{} {} {} {}", hx + dx, hy + dy, hx + (dx + ex) / 2.0, hy + dy - 12.0, hx + ex, hy + ey), green, 9.0, 1.0);
                    c.ellipse(hx + ex, hy + ey, 15.0, 11.0, "#1e6a1e", 1.0);
                    c.circle(hx + ex + if ex < 0.0 { -4.0 } else { 4.0 }, hy + ey - 3.0, 2.5, "#f0e040", 1.0);
                    c.stroke(&format!("M{} {}l{} 8", hx + ex, hy + ey + 6.0, if ex < 0.0 { -10.0 } else { 10.0 }), "#d83a3a", 2.5, 1.0);
                }
            },
        ),
        card(
            "The domino effect",
            (Woodcut, Monochrome, WormsEye, Tense),
            ["a man on the ground looking up at a giant domino tipping over him", "the dominoes behind it, each bigger than the one before, already falling onto it"],
            ("at his feet lies the first domino of all, a tiny one, knocked over", "feet"),
            [
                "Too late now",
                "Sow the wind, reap the whirlwind",
                "He knocked over the tiny domino at his feet just to see, and the line ran all the way round the world and came back",
            ],
            &["giant domino", "chain of growing dominoes"],
            true,
            "A low view across flat blue-grey ground under a pale sky. A giant black domino with white spots, many times the height of a man, is tipping over towards the left. Behind it on the right two smaller dominoes, the further one smaller still, are already falling onto it: each one is bigger than the one before. Below the giant on the left a small man in a white shirt stares up at it with his arms raised. At his feet lies a tiny domino, knocked over.",
            |c| {
                c.drew("ground sky domino spot horizon man shirt arm");
                c.c.full("#f2eadb", 1.0);
                c.stroke("M-10 80H410M-10 150H410M-10 230H410M-10 320H410", "#c8bca8", 2.0, 1.0);
                c.path("M-10 412Q200 404 410 410V620H-10Z", "#6a7aa0", 1.0);
                c.stroke("M-10 450Q200 444 410 452M-10 500Q200 494 410 502M-10 560Q200 552 410 564", "#16100c", 2.0, 0.6);
                // The dominoes, each bigger than the one before, falling in
                // turn towards the giant, and the tiny first one at his feet:
                // (base x, base y, height, angle).
                let chain = [
                    (396.0, 500.0, 70.0, -40.0),
                    (352.0, 540.0, 150.0, -28.0),
                    (190.0, 580.0, 400.0, -12.0),
                    (112.0, 566.0, 22.0, -84.0),
                ];
                for &(x, y, h, a) in chain.iter() {
                    let w = h * 0.45;
                    // Each tips over its left foot, towards the next.
                    c.c.g(&format!("transform=\"rotate({} {} {})\"", Num(a), Num(x - w / 2.0), Num(y)));
                    c.rect(x - w / 2.0, y - h, w, h, "#16100c", 1.0);
                    c.stroke(&format!("M{} {}H{}", Num(x - w * 0.4), Num(y - h / 2.0), Num(x + w * 0.4)), "#f2eadb", (h * 0.02).max(1.0), 1.0);
                    if h > 20.0 {
                        let r = h * 0.05;
                        for (px, py) in [(-0.25, 0.12), (0.25, 0.12), (0.0, 0.25), (-0.25, 0.38), (0.25, 0.38), (-0.25, 0.62), (0.25, 0.88), (0.0, 0.75)] {
                            c.circle(x + px * w, y - h + py * h, r, "#f2eadb", 1.0);
                        }
                    }
                    c.end();
                }
                // The small man below the giant domino, arms raised, staring up.
                let man = Look::new(1, "#f8f8f0", "#16100c").hair(Hair::Short, 0).face(Expr::Shock).turn(0.5).gaze(Gaze::Up);
                figure(c, &arms_up(), 58.0, 596.0, 170.0, &man, false);
            },
        ),
        card(
            "Sweeping up the sunset",
            (Gouache, Dusk, EyeLevel, Tender),
            ["an old fisherman's patient evening chore", "the light of the setting sun he sweeps off the sea"],
            ("by his bucket a cat drinks from a little puddle of spilt gold light", "cat"),
            [
                "Gathering the light",
                "Save for a rainy day",
                "Every evening he sweeps the sun's light off the sea into his bucket before it can sink, and the cat gets whatever he spills",
            ],
            &["sunlight swept off the water", "bucket full of sunset"],
            true,
            "A calm dark sea at dusk, seen from a wooden jetty. The sun sits on the horizon under an orange and violet sky, and a long golden path of light runs over the water towards the end of the jetty. There an old fisherman with a white beard, in a red jumper and a cap, stoops over a broom, sweeping the gold off the water into a tin bucket that glows from within and lights his face. Behind him the water along the jetty is dark. By the bucket a black cat drinks from a small spilt puddle of gold.",
            |c| {
                c.drew("sea dusk jetty sun horizon sky path light water fisherman beard jumper cap broom gold bucket face cat puddle");
                // A dusk sky, violet above and orange down at the horizon.
                let hy = 262.0;
                let sky = c.c.linv(&[(0.0, "#2a2046", 1.0), (0.45, "#5a3060", 1.0), (0.78, "#b85a5a", 1.0), (0.93, "#e89050", 1.0)]);
                c.c.rect(-10.0, -10.0, 420.0, hy + 20.0, &sky, 1.0);
                // The sun sitting on the horizon, its haze round it.
                let (sx, sr) = (292.0, 46.0);
                c.soft();
                c.glow(sx, hy - 10.0, 190.0, "#ffc868", 0.55);
                c.end();
                c.circle(sx, hy, sr, "#ffe08a", 1.0);
                c.circle(sx, hy, sr * 0.7, "#fff4c8", 1.0);
                // The calm dark sea.
                let sea = c.c.linv(&[(0.0, "#3a2440", 1.0), (0.45, "#1c1428", 1.0), (1.0, "#0e0a16", 1.0)]);
                c.c.rect(-10.0, hy, 420.0, 360.0, &sea, 1.0);
                c.c.rect(-10.0, hy, 420.0, 3.0, "#f0a060", 0.7);
                c.stroke("M10 300h50M120 320h40M20 350h70M330 330h60M350 390h50M300 560h80M250 600h90M320 470h70", "#5a4068", 2.0, 0.6);
                // The golden path over the water, from the sun to where he
                // stands: wide gold, broken by dark ripples.
                let (py, pl, pr) = (478.0, 196.0, 390.0);
                let gold = c.c.linv(&[(0.45, "#fff0b0", 1.0), (0.8, "#ffc850", 1.0)]);
                c.poly(&[(sx - 18.0, hy), (sx + 18.0, hy), (pr, py), (pl, py)], &gold, 1.0);
                // Its edges broken into bright ripples, longer nearer us.
                let mut row = String::new();
                let mut rip = String::new();
                for k in 0..22 {
                    let t = (k as f64 + 0.5) / 22.0;
                    let y = hy + 6.0 + t.powf(1.4) * (py - hy - 8.0);
                    let half = 18.0 + ((pr - pl) / 2.0 - 8.0) * (y - hy) / (py - hy);
                    let (a, b) = (half * c.c.r(0.6, 1.25), half * c.c.r(0.6, 1.25));
                    let dy = c.c.r(-5.0, 5.0) * t;
                    let _ = write!(row, "M{} {}h{}M{} {}h{}", Num(sx - a), Num(y), Num(a * 0.7), Num(sx + b), Num(y + dy), Num(-b * 0.7));
                    let m = sx + half * c.c.r(-0.7, 0.3);
                    let _ = write!(rip, "M{} {}h{}", Num(m), Num(y + 3.0 + 4.0 * t), Num(half * c.c.r(0.2, 0.5)));
                }
                c.stroke(&row, "#ffd870", 5.0, 1.0);
                c.stroke(&rip, "#e09040", 2.5, 0.6);
                // The swept water nearer us: dark, a few faint streaks of
                // gold left by the broom.
                c.stroke("M228 512q60 -10 120 4M214 548q80 -14 170 6M236 588q60 -8 140 2", "#ffc850", 3.0, 0.22);
                // The jetty running out from the bottom left, its planks
                // lit warm by the sunset.
                let (l0, r0, l1, r1, ey) = (-20.0, 250.0, 60.0, 214.0, 472.0);
                c.poly(&[(r1, ey), (r1 + 6.0, ey + 14.0), (r0 + 8.0, 620.0), (r0, 620.0)], "#2a1a14", 1.0);
                c.rect(r1 - 4.0, ey + 10.0, 9.0, 40.0, "#1e120e", 1.0);
                c.rect(l1 + 6.0, ey + 10.0, 9.0, 30.0, "#1e120e", 1.0);
                c.poly(&[(l1, ey), (r1, ey), (r1 + 2.0, ey + 12.0), (l1 - 2.0, ey + 12.0)], "#3a2418", 1.0);
                let wood = c.c.linv(&[(0.0, "#a87650", 1.0), (1.0, "#7a5036", 1.0)]);
                c.poly(&[(l1, ey), (r1, ey), (r0, 620.0), (l0, 620.0)], &wood, 1.0);
                let mut seams = String::new();
                for k in 1..6 {
                    let t = k as f64 / 6.0;
                    let _ = write!(seams, "M{} {}L{} 620", Num(l1 + (r1 - l1) * t), Num(ey), Num(l0 + (r0 - l0) * t));
                }
                c.stroke(&seams, "#3a2418", 2.5, 0.9);
                c.stroke("M62 472H214", "#f0b070", 2.5, 0.8);
                // The old fisherman at the end, stooped over his broom.
                let (mx, my, mh) = (118.0, 540.0, 330.0);
                let s = mh / 100.0;
                let sweep = Pose {
                    head: (12.0, -84.0),
                    neck: (8.0, -76.0),
                    hip: (-3.0, -47.0),
                    knees: [(0.0, -24.0), (9.0, -25.0)],
                    feet: [(-6.0, -2.0), (8.0, -2.0)],
                    ..stand()
                }
                .left_hand((12.0, -60.0), (21.0, -66.0))
                .right_hand((22.0, -55.0), (30.0, -48.0));
                let man = Look::new(1, "#9a3426", "#2e3040").old().beard().hair(Hair::Short, 5).wear(Hat::Cap, "#2a3444").face(Expr::Tender).turn(0.6).tilt(12.0).grip();
                // The broom's handle behind his hands, its head on the water
                // at the edge of the gold.
                let (bx, by) = (262.0, 486.0);
                let (hx, hy2) = (mx + 21.0 * s, my - 66.0 * s);
                let (dx, dy) = ((bx - hx) / (by - 8.0 - hy2), 1.0);
                c.stroke(&format!("M{} {}L{} {}", Num(hx - 40.0 * dx), Num(hy2 - 40.0 * dy), Num(hx), Num(hy2)), "#c89a5a", 6.0, 1.0);
                figure(c, &sweep, mx, my, mh, &man, false);
                c.stroke(&format!("M{} {}L{} {}", Num(hx - 4.0 * dx), Num(hy2 - 4.0), Num(bx), Num(by - 8.0)), "#c89a5a", 6.0, 1.0);
                c.poly(&[(bx - 30.0, by - 10.0), (bx + 26.0, by - 10.0), (bx + 34.0, by + 6.0), (bx - 38.0, by + 6.0)], "#8a5a2a", 1.0);
                c.stroke(&format!("M{} {}l-4 14M{} {}l-1 14M{} {}l2 14M{} {}l5 14", Num(bx - 20.0), Num(by - 8.0), Num(bx - 6.0), Num(by - 8.0), Num(bx + 8.0), Num(by - 8.0), Num(bx + 20.0), Num(by - 8.0)), "#5a3618", 2.0, 0.8);
                c.rect(bx - 28.0, by - 16.0, 52.0, 8.0, "#3a2214", 1.0);
                // Gold flicked up from the broom into the bucket.
                let (kx, ky) = (208.0, 520.0);
                c.dots(9, kx + 6.0, bx - 24.0, ky - 26.0, by - 6.0, 3.5, "#ffe08a");
                // The tin bucket on the planks, full of light, lighting him.
                c.soft();
                c.glow(kx - 10.0, ky - 6.0, 80.0, "#ffd070", 0.5);
                c.glow(mx + 16.0 * s, my - 80.0 * s, 40.0, "#ffd070", 0.3);
                c.end();
                c.poly(&[(kx - 28.0, ky), (kx + 28.0, ky), (kx + 22.0, ky + 50.0), (kx - 22.0, ky + 50.0)], "#8a94a0", 1.0);
                c.poly(&[(kx + 8.0, ky), (kx + 28.0, ky), (kx + 22.0, ky + 50.0), (kx + 6.0, ky + 50.0)], "#5a6270", 1.0);
                c.stroke(&format!("M{} {}h46M{} {}h50", Num(kx - 23.0), Num(ky + 18.0), Num(kx - 25.0), Num(ky + 34.0)), "#4a505c", 2.0, 0.7);
                c.ellipse(kx, ky, 28.0, 8.0, "#ffc840", 1.0);
                c.ellipse(kx, ky + 1.0, 20.0, 4.5, "#fff4c0", 1.0);
                c.stroke(&format!("M{} {}Q{} {} {} {}", Num(kx - 28.0), Num(ky), Num(kx), Num(ky - 44.0), Num(kx + 28.0), Num(ky)), "#4a505c", 2.5, 1.0);
                // The detail: a puddle of spilt gold on the planks, and the
                // black cat crouched lapping at it.
                let (qx, qy) = (168.0, 574.0);
                c.ellipse(qx, qy, 24.0, 6.5, "#ffe08a", 1.0);
                let cat = "#140e18";
                c.ellipse(qx - 66.0, qy - 6.0, 36.0, 17.0, cat, 1.0);
                c.stroke(&format!("M{} {}q-26 4 -18 -22", Num(qx - 98.0), Num(qy + 2.0)), cat, 6.0, 1.0);
                c.circle(qx - 32.0, qy - 6.0, 13.0, cat, 1.0);
                c.poly(&[(qx - 43.0, qy - 13.0), (qx - 44.0, qy - 30.0), (qx - 33.0, qy - 18.0)], cat, 1.0);
                c.poly(&[(qx - 30.0, qy - 18.0), (qx - 24.0, qy - 31.0), (qx - 21.0, qy - 13.0)], cat, 1.0);
                // Its back and ears rimmed by the bucket's light, its tongue at the gold.
                c.stroke(&format!("M{} {}q30 -14 56 -4", Num(qx - 96.0), Num(qy - 14.0)), "#ffb850", 2.5, 0.9);
                c.stroke(&format!("M{} {}l8 -12M{} {}l10 4", Num(qx - 33.0), Num(qy - 18.0), Num(qx - 24.0), Num(qy - 31.0)), "#ffb850", 2.0, 0.9);
                c.stroke(&format!("M{} {}q5 3 10 0", Num(qx - 24.0), Num(qy + 2.0)), "#ff8a8a", 3.0, 1.0);
            },
        ),
        card(
            "The kite",
            (Gouache, Daylight, TinyInHuge, Calm),
            ["a small boy on a windy green hilltop holding a kite string", "a huge blue whale on the end of it, swimming calmly through the sky"],
            ("a tail of little fish is tied to the whale's tail, like a kite's", "fish"),
            ["Freedom", "Go fly a kite", "His grandfather made him a kite with a tail of paper fish, and on the first windy day a whale came down out of the clouds and took the string"],
            &["whale", "kite string"],
            true,
            "A windy spring day, a wide blue sky and a green hilltop with a few red roofs of a village far below. A small boy in a yellow jumper leans back on the hilltop, holding a kite string with both hands. The string climbs high into the sky to a huge blue whale swimming calmly through the air, as if it were the kite. A tail of little fish is tied to the whale's tail, like a kite's, fluttering behind it on a string.",
            |c| {
                c.drew("sky hilltop roof village boy jumper kite string whale tail fish");
                let sky = c.c.linv(&[(0.0, "#3a8ee0", 1.0), (1.0, "#cfeaf8", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                // The village far below, then the hilltop.
                c.path("M-10 500Q200 470 410 490V610H-10Z", "#7ab858", 1.0);
                for (x, y) in [(250.0, 496.0), (290.0, 490.0), (330.0, 494.0), (370.0, 488.0)] {
                    c.rect(x, y, 22.0, 14.0, "#f4ead8", 1.0);
                    c.path(&format!("M{} {}l11 -10l11 10Z", x, y), "#c8402a", 1.0);
                }
                c.path("M-10 540Q120 470 260 560L270 610H-10Z", "#4a9a3a", 1.0);
                // The whale swimming through the sky, and its long string.
                c.stroke("M148 470Q200 360 232 250", "#fafafa", 2.5, 1.0);
                c.g("transform=\"translate(214 196) rotate(-14) scale(3.3)\"");
                c.path("M50 2C50 -12 36 -20 14 -20C-10 -20 -28 -12 -40 -4L-52 -2L-60 -12C-62 -6 -60 -2 -56 2C-62 6 -64 10 -62 16L-52 6L-40 8C-22 16 0 18 18 17C36 16 50 12 50 2Z", "#2a5a9a", 1.0);
                c.path("M48 6C44 13 30 16 14 16C-4 16 -22 12 -36 7C-20 9 0 10 16 9C32 8 42 6 48 6Z", "#d8e8f4", 0.9);
                c.path("M4 6C0 16 -8 22 -14 22C-10 16 -6 10 -2 6Z", "#2a5a9a", 1.0);
                c.stroke("M20 9H44M18 12H40", "#8aa8c8", 0.6, 1.0);
                c.circle(36.0, -2.0, 1.8, "#0b0714", 1.0);
                c.stroke("M40 6Q44 7 47 5", "#0b0714", 0.6, 1.0);
                c.end();
                // The tail of little fish tied to the whale's tail.
                c.stroke("M30 236Q10 290 44 330Q70 370 40 420", "#fafafa", 2.0, 1.0);
                for (k, (x, y)) in [(22.0, 272.0), (30.0, 312.0), (56.0, 350.0), (56.0, 388.0), (42.0, 420.0)].iter().enumerate() {
                    let col = ["#f0a020", "#e84a2a", "#f0d040", "#e86aa0", "#f0a020"][k];
                    c.g(&format!("transform=\"translate({x} {y}) rotate(80) scale(1.5)\""));
                    c.path("M12 0Q4 -8 -8 0Q4 8 12 0ZM-6 0L-14 -6V6Z", col, 1.0);
                    c.end();
                }
                // The small boy leaning back on the hilltop, holding on.
                let boy = Look::new(2, "#f0c020", "#3a4a7a").hair(Hair::Curly, 1).face(Expr::Delight).turn(0.4);
                let hold_on = Pose { head_r: 9.0, ..pull() }.right_hand((6.0, -72.0), (18.0, -82.0)).left_hand((4.0, -70.0), (16.0, -80.0));
                figure(c, &hold_on, 130.0, 548.0, 140.0, &boy, false);
            },
        ),
        card(
            "The one who stood still",
            (Pointillist, Saturated, Crowd, Festive),
            ["a dancing crowd in full colour", "one old man in grey, standing still"],
            ("only the little dog at his feet looks up at him", "dog"),
            ["Out of place", "Time waits for no man", "Every summer he came back to the street where he once danced, and only the dog could see him"],
            &["street festival", "old photograph"],
            true,
            "A summer street festival at night under strings of coloured lights: a crowd of dancers in bright colours whirls all round, arms up. In the middle of them one old man in a hat stands perfectly still with his hands behind his back, drained of all colour, grey as an old photograph. Nobody looks at him; only a small brown dog sitting at his feet looks up at him.",
            |c| {
                c.drew("street festival night string light bulb crowd dancer arm photograph");
                let p = c.p;
                c.full("#180c36", 1.0);
                // Dark house fronts on both sides of the street.
                c.c.path("M-10 60H70V330L-10 340ZM330 40H410V340L330 330Z", "#0c0620", 1.0);
                c.c.path("M14 120h20v28h-20ZM352 100h20v28h-20ZM352 190h20v28h-20Z", "#ffcf70", 0.8);
                // The street, warm with the lights.
                let street = c.c.linv(&[(0.0, "#5a2a60", 1.0), (1.0, "#2a1238", 1.0)]);
                c.c.path("M-10 330H410V610H-10Z", &street, 1.0);
                // Strings of coloured lights sagging across the street.
                let cols = ["#ffdc50", "#ff4a6a", "#5ae0ff", "#9aff5a", "#ff9a2a"];
                let mut bulbs: Vec<(f64, f64, usize)> = Vec::new();
                let mut wires = String::new();
                for (k, &(y0, y1, sag)) in [(40.0, 90.0, 80.0), (110.0, 70.0, 70.0), (150.0, 180.0, 60.0)].iter().enumerate() {
                    let _ = write!(wires, "M-10 {y0}Q200 {} 410 {y1}", (y0 + y1) / 2.0 + sag * 2.0);
                    for i in 0..11 {
                        let t = (i as f64 + 0.5) / 11.0;
                        let u = 1.0 - t;
                        let x = u * u * -10.0 + 2.0 * t * u * 200.0 + t * t * 410.0;
                        let y = u * u * y0 + 2.0 * t * u * ((y0 + y1) / 2.0 + sag * 2.0) + t * t * y1;
                        bulbs.push((x, y + 7.0, (i + k * 2) % cols.len()));
                    }
                }
                c.c.stroke(&wires, "#05020c", 2.0, 1.0);
                c.soft();
                for &(x, y, k) in &bulbs {
                    c.glow(x, y, 26.0, cols[k], 0.55);
                }
                c.glow(200.0, 330.0, 260.0, "#ff7ac0", 0.35);
                c.end();
                for &(x, y, k) in &bulbs {
                    c.c.circle(x, y, 6.0, cols[k], 1.0);
                }
                // The crowd dancing all round him, turned away from us and
                // from him: a row behind, two big dancers in front.
                let bright = [p.accent, "#ffb020", "#20b0e0", "#e0308a", "#40c060", p.accent2];
                for i in 0..4 {
                    let x = [28.0, 112.0, 292.0, 372.0][i];
                    let l = Look::new(i * 3 + 1, bright[i], bright[(i + 2) % 6]).hair([Hair::Long, Hair::Curly, Hair::Bun, Hair::Short, Hair::Long][i], i).face(Expr::Back).build(0.9 + (i % 3) as f64 * 0.15);
                    let pose = if i % 2 == 0 { arms_up() } else { dance() };
                    figure(c, &pose, x, 452.0 + (i % 2) as f64 * 10.0, 220.0, &l, i % 2 == 1);
                }
                for (x, flip, k) in [(30.0, false, 1), (374.0, true, 3)] {
                    let l = Look::new(k + 2, bright[k], bright[(k + 3) % 6]).hair(if k == 0 { Hair::Curly } else { Hair::Long }, k).face(Expr::Back).build(1.1);
                    figure(c, &dance(), x, 676.0, 420.0, &l, flip);
                }
                // Him: perfectly still, hands behind his back, in grey like an
                // old photograph, a cool pale air round him the lights miss.
                c.soft();
                c.glow(205.0, 400.0, 130.0, "#d8e0e8", 0.3);
                c.end();
                let him = Look::new(0, "#5a5a5a", "#3a3a3a").old().hair(Hair::Short, 6).face(Expr::Calm).hands(Grip::Behind, Grip::Behind).wear(Hat::Bowler, "#2a2a2a");
                let still = stand().hat().left_hand((-9.0, -62.0), (-3.0, -50.0)).right_hand((9.0, -62.0), (3.0, -50.0));
                let g = c.c.greyf();
                c.c.g(&format!("filter=\"{g}\""));
                figure(c, &still, 205.0, 566.0, 340.0, &him, false);
                c.c.end();
                // The little dog at his feet, sitting, looking up at him.
                super::cards4::sitting_dog(c, 138.0, 584.0, 0.6);
            },
        ),
        card(
            "The night light",
            (InkWash, Night, Interior, Tender),
            ["a small boy reading in bed in the dark", "the great jellyfish glowing over him like a lamp"],
            ("one of its long tentacles gently holds the corner of the page, ready to turn it", "tentacle"),
            ["Quiet company", "A friend in need is a friend indeed", "Every night it lights his picture book, and when he nods at the end of a page, a tentacle turns it for him"],
            &["jellyfish night light", "reading in bed"],
            true,
            "A small, nearly empty bedroom at night with dark blue walls and a small dark window. A wooden bed stands side on across the room. In it a little boy in blue pyjamas sits up against his pillow, his knees drawn up under a blanket, reading a big open storybook propped on them. Above the bed floats a huge glowing jellyfish, pale pink and white, its bell nearly as wide as the bed, its long soft tentacles hanging down around the headboard. It is the only light in the room and it falls on the page. One tentacle comes down and gently holds the page by its tip.",
            |c| {
                c.drew("bedroom room night wall window bed pyjamas pillow knee blanket book storybook page jellyfish bell tentacle headboard light");
                // The dark blue room, the floor a shade darker.
                let wall = c.c.linv(&[(0.0, "#0c1638", 1.0), (1.0, "#050a1e", 1.0)]);
                c.c.rect(-20.0, -20.0, 440.0, 560.0, &wall, 1.0);
                c.c.rect(-20.0, 528.0, 440.0, 100.0, "#03050e", 1.0);
                // A small plain window high on the right wall.
                c.c.rect(322.0, 206.0, 60.0, 78.0, "#1e3260", 1.0);
                c.stroke("M322 206h60v78h-60ZM352 206v78M322 244h60", "#0a1024", 5.0, 1.0);
                // The jellyfish's light over the wall and down over the bed.
                c.soft();
                c.glow(210.0, 120.0, 250.0, "#ffc8e0", 0.6);
                c.glow(200.0, 310.0, 110.0, "#ffe0ec", 0.4);
                c.end();
                // Its tentacles, hanging long and soft round the headboard
                // and down over the bed.
                let strands: [&[(f64, f64)]; 9] = [
                    &[(92.0, 176.0), (70.0, 240.0), (84.0, 300.0), (58.0, 370.0), (66.0, 430.0)],
                    &[(110.0, 182.0), (100.0, 230.0), (40.0, 290.0), (30.0, 350.0), (14.0, 420.0)],
                    &[(130.0, 186.0), (150.0, 240.0), (130.0, 300.0), (150.0, 350.0)],
                    &[(158.0, 190.0), (176.0, 236.0), (160.0, 270.0), (176.0, 300.0)],
                    &[(262.0, 190.0), (250.0, 240.0), (272.0, 290.0), (256.0, 340.0), (276.0, 400.0)],
                    &[(292.0, 186.0), (310.0, 250.0), (292.0, 310.0), (314.0, 370.0)],
                    &[(318.0, 180.0), (342.0, 236.0), (330.0, 290.0), (356.0, 350.0), (346.0, 410.0)],
                    &[(336.0, 174.0), (364.0, 220.0), (380.0, 280.0), (372.0, 330.0)],
                    &[(76.0, 168.0), (48.0, 210.0), (30.0, 260.0), (6.0, 330.0)],
                ];
                for s in strands {
                    c.stroke(&crate::canvas::smooth_d(s), "#ffc8dc", 3.0, 0.55);
                }
                // The bed: headboard, frame, legs and mattress.
                let wood = "#4a2c1c";
                c.path("M20 530V318Q20 292 40 292Q60 292 60 318V530Z", wood, 1.0);
                c.path("M360 530V392Q360 378 372 378Q384 378 384 392V530Z", wood, 1.0);
                c.c.rect(40.0, 452.0, 330.0, 34.0, wood, 1.0);
                c.c.rect(50.0, 486.0, 12.0, 44.0, wood, 1.0);
                c.c.rect(346.0, 486.0, 12.0, 44.0, wood, 1.0);
                c.c.rect(56.0, 428.0, 310.0, 26.0, "#d8d0c8", 1.0);
                // The pillow propped against the headboard.
                c.path("M56 440Q46 392 66 352Q90 340 112 356Q124 400 112 440Z", "#ece4f0", 1.0);
                // The boy sitting up, knees drawn up, holding his book.
                let boy = Look::new(1, "#4a78b8", "#4a78b8").hair(Hair::Short, 1).face(Expr::Calm).gaze(Gaze::Side(0.8)).turn(0.6).tilt(14.0).hands(Grip::Open, Grip::Open);
                let sit = Pose {
                    head: (-2.0, -52.0),
                    neck: (-3.0, -41.0),
                    hip: (0.0, -8.0),
                    knees: [(24.0, -30.0), (25.0, -29.0)],
                    feet: [(48.0, -6.0), (49.0, -5.0)],
                    elbows: [(10.0, -22.0), (12.0, -21.0)],
                    hands: [(24.0, -36.0), (27.0, -34.0)],
                    ..Pose::stand()
                }
                .child();
                figure_unshadowed(c, &sit, 108.0, 458.0, 320.0, &boy, false);
                // The blanket over his legs, the knees a hill under it,
                // hanging down over the side of the bed.
                c.path("M100 440Q120 420 136 432Q150 360 196 352Q236 356 262 420Q300 424 370 424V476Q260 484 140 476Z", "#6a4a8a", 1.0);
                c.stroke("M150 476Q160 420 196 372M250 478Q256 450 264 424", "#3e2a5a", 2.0, 0.6);
                // The big open picture book on his knees, tipped towards him,
                // its pages lit.
                let spine = (204.0, 352.0);
                c.poly(&[spine, (156.0, 322.0), (170.0, 262.0), (212.0, 290.0)], "#fff6ec", 1.0);
                c.poly(&[spine, (212.0, 290.0), (262.0, 270.0), (254.0, 334.0)], "#fffaf2", 1.0);
                // Its pictures: a green hill and a yellow sun, a red house.
                c.poly(&[(166.0, 304.0), (176.0, 280.0), (204.0, 298.0), (200.0, 332.0)], "#7ab860", 0.9);
                c.c.circle(188.0, 286.0, 7.0, "#f0c040", 1.0);
                c.poly(&[(222.0, 308.0), (246.0, 298.0), (244.0, 322.0), (222.0, 330.0)], "#d0584a", 0.9);
                c.stroke("M204 352L212 290", "#8a7a6a", 2.0, 1.0);
                // His hands at the edges of the book.
                c.c.circle(170.0, 324.0, 7.0, "#e8b890", 1.0);
                // The jellyfish: a huge pale bell with a frilled rim, floating.
                let bell = c.c.rad(&[(0.0, "#ffffff", 1.0), (0.55, "#ffe8f0", 1.0), (1.0, "#f8b4d0", 1.0)], 0.5, 0.35, 0.7);
                c.soft();
                c.glow(210.0, 110.0, 190.0, "#ffe0ee", 0.7);
                c.path("M70 174Q60 40 210 34Q360 40 350 174Q330 188 310 178Q290 194 262 184Q236 198 210 186Q184 198 158 184Q130 194 110 178Q90 188 70 174Z", &bell, 1.0);
                c.path("M110 160Q104 66 210 58Q316 66 310 160Q210 176 110 160Z", "#ffffff", 0.5);
                c.end();
                c.stroke("M130 170Q140 120 170 98M210 180V70M290 170Q280 120 250 98", "#f090b8", 3.0, 0.5);
                // The frilled mouth arms under the bell.
                for (x, w) in [(180.0, 1.0), (212.0, -1.0), (244.0, 1.0)] {
                    let pts = [(x, 182.0), (x + 12.0 * w, 206.0), (x - 6.0 * w, 232.0), (x + 8.0 * w, 256.0)];
                    let s = crate::canvas::smooth_points(&pts, 6);
                    let n = (s.len() - 1) as f64;
                    let d = crate::canvas::poly_d_whole(&crate::canvas::band_outline(&s, |i| 12.0 * (1.0 - i as f64 / n) + 2.0));
                    c.path(&d, "#ffd0e2", 0.7);
                }
                // The one tentacle that comes down to the book and holds the
                // corner of the page.
                c.stroke("M240 188Q228 226 262 244Q286 258 266 276Q258 282 256 272", "#fff0f6", 5.0, 1.0);
            },
        ),
        card(
            "The shadow kite",
            (CutPaper, Dusk, EyeLevel, Wistful),
            ["a girl on a hill with no shadow at her feet", "her own black shadow flying high on a string like a kite"],
            ("the string is frayed down to one last thin thread", "frayed"),
            [
                "Hold tight",
                "Hanging by a thread",
                "Every windy day she flew her shadow from the hill, until the afternoon the string frayed and it tugged harder than ever",
            ],
            &["shadow flown as a kite", "tree's shadow, none for her"],
            true,
            "A hill at dusk under a big pink and orange sky, the sun low. A girl in a red dress with long hair stands on the hill, leaning back and holding a string in both hands, looking up. At the end of the string, high in the sky, flies a black shadow of her own shape, long hair and dress, arms spread out like a kite. A tree beside her casts a long dark shadow on the grass, but at her own feet there is no shadow at all. Halfway up, the string is frayed down to one thin thread.",
            |c| {
                c.drew("hill dusk sky sun girl dress string shadow kite tree grass thread");
                let p = c.p;
                c.sky(520.0);
                c.circle(60.0, 430.0, 40.0, "#ffd27a", 1.0);
                // The green hill.
                let g = c.c.linv(&[(0.0, p.ground[0], 1.0), (1.0, p.ground[1], 1.0)]);
                c.path("M-30 560Q150 470 430 530V630H-30Z", &g, 1.0);
                // The tree and its long shadow across the grass; none for her.
                c.path("M312 532H330L354 562Q404 554 414 584Q408 612 360 606Q318 600 336 572Z", "#1c3414", 0.8);
                c.tree(320.0, 534.0, 180.0, p.floor[1], p.cloth[3]);
                let girl = Look::new(2, p.accent, "#2a3a5a")
                    .hair(Hair::Long, 1)
                    .face(Expr::Wistful)
                    .gaze(Gaze::Up);
                // Her shadow flying high, arms out, the same girl cut in black.
                let sil = c.silf("#101418", 0.0);
                c.g("transform=\"rotate(24 270 120)\"");
                c.g(&format!("filter=\"{sil}\""));
                let fly = Pose {
                    hem: Some((18.0, -30.0)),
                    hair: true,
                    knees: [(-8.0, -25.0), (7.0, -26.0)],
                    feet: [(-15.0, -3.0), (13.0, -2.0)],
                    ..stand()
                }
                .left_hand((-22.0, -78.0), (-44.0, -84.0))
                .right_hand((22.0, -78.0), (44.0, -84.0));
                figure_unshadowed(c, &fly, 270.0, 210.0, 190.0, &girl, false);
                c.end();
                c.end();
                // The string from her hands up to its feet, frayed halfway.
                let cord = "#3a2414";
                c.stroke("M210 186L226 238L258 210", cord, 2.5, 1.0);
                c.stroke("M170 352Q188 318 200 294", cord, 4.0, 1.0);
                c.stroke("M200 294Q206 282 210 270", cord, 1.2, 1.0);
                c.stroke("M201 290l-12 -5M203 286l12 -2M208 275l-11 -5M206 281l10 6", cord, 1.5, 1.0);
                c.stroke("M210 270Q218 252 226 238", cord, 4.0, 1.0);
                // The girl leaning back on the hill, looking up at it.
                let lean = Pose { hem: Some((16.0, -30.0)), hair: true, ..pull() }
                    .left_hand((8.0, -74.0), (22.0, -86.0))
                    .right_hand((10.0, -76.0), (24.0, -88.0));
                figure_unshadowed(c, &lean, 118.0, 548.0, 220.0, &girl, false);
            },
        ),
        card(
            "The one that got away",
            (CutPaper, Daylight, CloseUp, Tender),
            ["a chain of paper dolls holding hands", "one paper doll walking off on its own"],
            ("the torn paper hand is still held by its neighbour in the chain", "hand"),
            ["Going it alone", "Every bird must leave the nest", "She cut them all holding hands, but the last one had somewhere else to be and left its hand behind"],
            &["paper dolls", "scissors"],
            true,
            "A close view of a wooden table under an open window with blue sky and a blowing curtain. A girl sits behind the table with her chin on her hands, watching. Across the table runs a chain of white paper cutouts of people holding hands, with a pair of red scissors at its start. The last cutout has torn free and walks away along the table towards the window, one arm raised; its torn hand is still held by the cutout at the end of the chain.",
            |c| {
                c.drew("table window sky curtain girl chin hand chain paper cutout scissors arm");
                let paper = "#fbfaf2";
                let shade = "#3a2a1a";
                // The wall and the open window with its curtain.
                c.full("#e8d4b0", 1.0);
                c.rect(226.0, 40.0, 160.0, 250.0, "#f8f4ea", 1.0);
                c.rect(240.0, 54.0, 132.0, 236.0, "#8ac8ec", 1.0);
                c.blob(&[(260.0, 120.0), (300.0, 100.0), (350.0, 112.0), (330.0, 136.0), (276.0, 138.0)], "#ffffff");
                c.path("M240 54H300Q290 140 330 200Q280 220 262 290H240Z", "#f08a6a", 1.0);
                c.stroke("M256 60Q262 160 250 286M276 60Q284 150 300 210", "#d86a4a", 3.0, 0.8);
                // The girl behind the table, chin on her hands.
                let girl = Look::new(2, "#3a8a6a", "#3a8a6a").hair(Hair::Long, 6).face(Expr::Wistful).turn(0.35);
                portrait(c, 112.0, 168.0, 60.0, &girl);
                // The table top.
                c.rect(-10.0, 282.0, 420.0, 330.0, "#c8884a", 1.0);
                c.stroke("M-10 340Q200 330 410 346M-10 420Q200 410 410 428M-10 520Q200 510 410 530", "#a86a34", 3.0, 0.7);
                c.rect(-10.0, 282.0, 420.0, 8.0, "#a86a34", 1.0);
                // Her arms on the table and her hands under her chin.
                c.stroke("M40 300Q60 250 92 236M186 300Q166 250 132 236", "#3a8a6a", 30.0, 1.0);
                c.ellipse(96.0, 232.0, 18.0, 14.0, "#c8885a", 1.0);
                c.ellipse(128.0, 232.0, 18.0, 14.0, "#c8885a", 1.0);
                // A paper doll, arms out at hand height, `s` = 1 for 64 tall.
                let doll = |c: &mut super::scene::Ctx, x: f64, y: f64, s: f64| {
                    let d = "M-6 -44a9 9 0 1 1 12 0H6L22 -38V-30L9 -32L11 -10L17 0H4L0 -12L-4 0H-17L-11 -10L-9 -32L-22 -30V-38L-6 -44Z";
                    c.g(&format!("transform=\"translate({} {}) scale({s})\"", x + 3.0, y + 3.0));
                    c.path(d, shade, 0.3);
                    c.end();
                    c.g(&format!("transform=\"translate({x} {y}) scale({s})\""));
                    c.path(d, paper, 1.0);
                    c.end();
                };
                // The chain of dolls holding hands, from the scissors.
                for k in 0..3 {
                    doll(c, 100.0 + k as f64 * 88.0, 560.0, 2.0);
                }
                c.stroke("M144 484v18M232 484v18", "#c8c4b0", 2.0, 1.0);
                // The torn hand still held at the end of the chain.
                c.path("M320 484h14l4 4l-4 4l5 4l-5 4h-14Z", paper, 1.0);
                c.stroke("M334 484l4 4l-4 4l5 4l-5 4", "#c8c4b0", 1.5, 1.0);
                // The red scissors at the start of the chain.
                c.stroke("M24 570L74 450M74 570L26 450", "#9aa0a8", 8.0, 1.0);
                for x in [18.0, 80.0] {
                    c.circle(x, 580.0, 15.0, "#d83a2a", 1.0);
                    c.circle(x, 580.0, 7.0, "#c8884a", 1.0);
                }
                c.dots(9, 30.0, 380.0, 540.0, 590.0, 4.0, paper);
                // The free doll walking off towards the window, one arm raised.
                let free = "M-6 -44a9 9 0 1 1 12 0H6L20 -58L26 -54L9 -34L12 -12L22 -2L14 2L1 -12L-8 2L-16 -2L-10 -12L-9 -32L-16 -32L-13 -36L-16 -38L-12 -40L-16 -42Z";
                c.g("transform=\"translate(344 384) scale(1.9)\"");
                c.path(free, shade, 0.3);
                c.end();
                c.g("transform=\"translate(340 380) scale(1.9)\"");
                c.path(free, paper, 1.0);
                c.end();
            },
        ),
        card(
            "Rolling out the meadow",
            (Gouache, Spring, Interior, Tender),
            ["a grandmother's floury kitchen table", "the green spring meadow she is rolling out of the dough"],
            ("a tiny white lamb has strayed off the meadow and stands on the back of her floury hand", "lamb"),
            ["Made with love", "You reap what you sow", "Every spring Grandma rolled out a new meadow, and every spring one lamb climbed onto her hand as if it knew her"],
            &["meadow of dough", "grandmother with a rolling pin"],
            true,
            "A plain sunlit kitchen in spring. Behind a big wooden table a grandmother with grey hair pinned up, her sleeves rolled up and flour on her apron, leans over a rolling pin with her eyes lowered. The dough she has rolled out in front of the pin is a small green meadow with white flowers, a winding little blue river and a flock of tiny white sheep; behind the pin the dough is still pale. A tiny lamb stands on the back of her hand. At the near corner of the table a small child rests its chin on folded arms, watching wide-eyed.",
            |c| {
                c.drew("kitchen table grandmother hair sleeve flour apron pin dough meadow flower river flock sheep lamb child chin arm");
                // The plain warm wall, the sun falling in from the left.
                c.c.rect(-10.0, -10.0, 420.0, 340.0, "#f0c898", 1.0);
                c.poly(&[(-10.0, 20.0), (150.0, -10.0), (150.0, 250.0), (-10.0, 300.0)], "#fae6c0", 1.0);
                // Under the table, in its shadow.
                c.c.rect(-10.0, 330.0, 420.0, 280.0, "#5a3a24", 1.0);
                // The table top seen from a little above, and its near edge.
                let top = c.c.linv(&[(0.0, "#c89058", 1.0), (1.0, "#e0b078", 1.0)]);
                c.poly(&[(-10.0, 318.0), (410.0, 318.0), (420.0, 500.0), (-20.0, 500.0)], &top, 1.0);
                c.stroke("M40 318L10 500M140 318L124 500M260 318L276 500M360 318L390 500", "#b07a44", 1.5, 0.5);
                c.rect(-20.0, 500.0, 440.0, 28.0, "#8a5830", 1.0);
                c.rect(-20.0, 528.0, 440.0, 8.0, "#4a2e1a", 0.6);
                c.rect(12.0, 536.0, 26.0, 80.0, "#7a4a28", 1.0);
                // Flour dusted round the dough.
                c.ellipse(200.0, 424.0, 190.0, 72.0, "#fbf4e4", 0.45);
                c.dots(22, 40.0, 360.0, 340.0, 490.0, 3.0, "#fffaf0");
                // The dough still pale behind the pin.
                c.path("M96 354Q110 324 200 322Q292 324 306 354Q300 372 200 374Q100 372 96 354Z", "#f6e6c4", 1.0);
                c.stroke("M112 344Q200 328 290 344", "#fff8e8", 5.0, 0.9);
                // The meadow: rolled dough gone green, its pale edge showing.
                let rim = "M56 384Q120 370 200 372Q290 370 346 386Q372 440 340 488Q200 508 60 490Q32 440 56 384Z";
                c.g("transform=\"translate(0 7)\"");
                c.path(rim, "#f0d8a8", 1.0);
                c.end();
                let grass = c.c.linv(&[(0.0, "#8ed45a", 1.0), (1.0, "#5eb03a", 1.0)]);
                c.path(rim, &grass, 1.0);
                c.ellipse(150.0, 400.0, 60.0, 16.0, "#b4ea7a", 0.6);
                c.ellipse(270.0, 456.0, 50.0, 12.0, "#4a9a2e", 0.5);
                // The little river winding across it.
                let pts = [(80.0, 396.0), (140.0, 416.0), (200.0, 404.0), (244.0, 430.0), (204.0, 458.0), (250.0, 480.0), (280.0, 498.0)];
                let s = crate::canvas::smooth_points(&pts, 8);
                let band = crate::canvas::poly_d_whole(&crate::canvas::band_outline(&s, |i| 2.0 + 5.0 * i as f64 / s.len() as f64));
                c.path(&band, "#4aa8f0", 1.0);
                // White flowers.
                c.dots(30, 70.0, 330.0, 388.0, 484.0, 2.8, "#ffffff");
                // The flock of tiny sheep.
                for (x, y) in [(112.0, 446.0), (134.0, 460.0), (170.0, 438.0), (292.0, 408.0), (312.0, 426.0), (90.0, 420.0), (158.0, 476.0)] {
                    c.ellipse(x, y, 10.0, 7.0, "#ffffff", 1.0);
                    c.circle(x - 10.0, y - 2.0, 4.0, "#2a2420", 1.0);
                    c.stroke(&format!("M{} {}v5M{} {}v5", Num(x - 4.0), Num(y + 4.0), Num(x + 4.0), Num(y + 4.0)), "#2a2420", 1.5, 1.0);
                }
                // The rolling pin.
                c.stroke("M70 370H330", "#a8763e", 10.0, 1.0);
                c.rect(110.0, 358.0, 180.0, 24.0, "#e8c088", 1.0);
                c.rect(110.0, 361.0, 180.0, 6.0, "#f8e0b0", 1.0);
                c.rect(110.0, 376.0, 180.0, 6.0, "#b8864e", 1.0);
                // The grandmother behind the table, bowed over her work.
                c.clip("M-10 -10H410V320H-10ZM60 260L140 260L110 390L50 390ZM260 260L340 260L350 390L290 390Z");
                let gran = Look::new(1, "#c8645a", "#5a4a6a").old().hair(Hair::Bun, 5).face(Expr::Tender).tilt(6.0).build(1.2);
                let roll = Pose { hem: Some((20.0, 0.0)), ..stand() }.left_hand((-20.0, -58.0), (-28.0, -38.0)).right_hand((20.0, -58.0), (28.0, -38.0));
                figure(c, &roll, 200.0, 541.0, 430.0, &gran, false);
                c.end();
                // Her apron, floury.
                c.path("M166 236Q200 230 234 236L240 318H160Z", "#f6f0e2", 1.0);
                c.stroke("M168 238L160 214M232 238L240 214", "#f6f0e2", 5.0, 1.0);
                c.dots(10, 170.0, 230.0, 250.0, 316.0, 4.0, "#ffffff");
                // Her bare forearms below the rolled sleeves, and floury hands.
                c.stroke("M112 300L84 370M288 300L316 370", SKIN[1], 17.0, 1.0);
                c.stroke("M104 298L124 306M296 298L276 306", "#e89a90", 9.0, 1.0);
                c.dots(6, 68.0, 96.0, 372.0, 386.0, 2.5, "#fffaf0");
                c.dots(8, 304.0, 334.0, 368.0, 386.0, 2.5, "#fffaf0");
                // The lamb on the back of her hand.
                let (lx, ly) = (80.0, 360.0);
                c.ellipse(lx, ly, 12.0, 8.5, "#ffffff", 1.0);
                c.circle(lx + 11.0, ly - 4.0, 5.0, "#2a2420", 1.0);
                c.stroke(&format!("M{} {}v6M{} {}v6", Num(lx - 5.0), Num(ly + 6.0), Num(lx + 5.0), Num(ly + 6.0)), "#2a2420", 2.0, 1.0);
                // The child at the near corner, chin on folded arms.
                c.path("M250 620Q252 520 300 500H390Q420 520 420 620Z", "#f0c040", 1.0);
                c.path("M238 486Q300 466 400 480Q412 496 400 510Q300 520 240 506Q228 496 238 486Z", "#e8b030", 1.0);
                c.ellipse(244.0, 496.0, 12.0, 9.0, SKIN[2], 1.0);
                let kid = Look { young: true, ..Look::new(2, "#f0c040", "#3a5a8a").hair(Hair::Curly, 1).face(Expr::Delight).turn(-0.5).gaze(Gaze::Side(-0.8)) };
                lone_head(c, 318.0, 446.0, 38.0, &kid);
            },
        ),
        card(
            "Following the man in front",
            (Gouache, Monochrome, Crowd, Absurd),
            ["a long grey queue of office workers with hats and briefcases, reading their newspapers as they walk", "the cliff edge they are walking off, one after another"],
            ("at the back of the queue, a small dog has sat down and will not go on", "dog"),
            [
                "Blind obedience",
                "If everyone jumped off a cliff, would you?",
                "Every morning at eight the whole office followed the man in front, and only the dog ever stopped to ask where they were going",
            ],
            &["queue walking off a cliff", "dog that stays"],
            true,
            "A grey morning over a grey sea. Along the flat top of a cliff a long queue of office workers in grey coats and hats, briefcases in their hands, walks towards the edge, each one reading a newspaper and following the one in front. At the edge the first of them steps straight out into the air, still reading, and the next is about to follow. At the very back of the queue a small dog has sat down and stays where it is.",
            |c| {
                c.drew("morning sea cliff queue worker coat hat briefcase hand newspaper dog");
                // A pale, empty morning sky and, far below, a flat grey sea.
                c.c.full("#d6d8d8", 1.0);
                c.c.rect(-10.0, 476.0, 420.0, 144.0, "#8e949a", 1.0);
                c.stroke("M290 510h70M300 550h90M272 585h60", "#a8aeb4", 3.0, 1.0);
                // The cliff: a flat top and a sheer dark drop at the right.
                let (top, edge) = (340.0, 262.0);
                c.poly(&[(-10.0, top), (edge, top), (edge + 6.0, 400.0), (edge - 6.0, 480.0), (edge + 4.0, 620.0), (-10.0, 620.0)], "#2c2c30", 1.0);
                c.c.rect(-10.0, top - 4.0, edge + 10.0, 8.0, "#4a4a4e", 1.0);
                // One man of the queue: coat, hat, newspaper before his face,
                // briefcase hanging from the hand at the back.
                let man = Pose { hem: Some((15.0, -28.0)), elbows: [(-4.0, -62.0), (10.0, -62.0)], hands: [(11.0, -66.0), (16.0, -66.0)], ..walk() };
                let paper = |c: &mut super::scene::Ctx, x: f64, y: f64, h: f64| {
                    let s = h / 100.0;
                    let sheet = [(x + 12.0 * s, y - 80.0 * s), (x + 25.0 * s, y - 82.0 * s), (x + 26.0 * s, y - 60.0 * s), (x + 13.0 * s, y - 60.0 * s)];
                    c.poly(&sheet, "#ffffff", 1.0);
                    c.stroke(&crate::canvas::poly_d(&sheet), "#3a3a3e", 1.6, 1.0);
                    c.stroke(&format!("M{} {}h{}M{} {}h{}M{} {}h{}", Num(x + 16.0 * s), Num(y - 76.0 * s), Num(7.0 * s), Num(x + 16.0 * s), Num(y - 70.0 * s), Num(7.0 * s), Num(x + 16.0 * s), Num(y - 64.0 * s), Num(5.0 * s)), "#9a9a9a", 1.6, 1.0);
                };
                let case = |c: &mut super::scene::Ctx, x: f64, y: f64, h: f64| {
                    let s = h / 100.0;
                    c.c.rect(x - 22.0 * s, y - 42.0 * s, 15.0 * s, 11.0 * s, "#1a1a1c", 1.0);
                    c.stroke(&format!("M{} {}v{}", Num(x - 14.5 * s), Num(y - 42.0 * s), Num(-3.0 * s)), "#1a1a1c", 2.0, 1.0);
                };
                let greys = ["#55555c", "#46464c", "#5e5e64", "#4c4c52", "#56565c"];
                // They all look the same: deadpan, bowler hats, heads bent to their papers.
                let reader = |k: usize, coat: &'static str| Look {
                    skin: "#d8cfc6",
                    ..Look::new(k, coat, "#2e2e34").hair(Hair::Short, 0).face(Expr::Deadpan).wear(Hat::Bowler, "#222226").turn(1.0).profile().tilt(14.0).gaze(Gaze::Side(0.8))
                };
                let hh = 222.0;
                for (k, x) in [92.0, 129.0, 166.0, 203.0].iter().enumerate() {
                    let look = reader(k, greys[k]);
                    case(c, *x, top, hh);
                    figure(c, &man, *x, top, hh, &look, false);
                }
                // The next, at the very edge, one foot already over the drop.
                let next = Pose { knees: [(-4.0, -26.0), (12.0, -32.0)], feet: [(-6.0, -2.0), (24.0, -20.0)], ..man };
                let look = reader(4, greys[4]);
                case(c, 240.0, top, hh);
                c.shadow(236.0, top, 22.0, 0.3);
                figure_unshadowed(c, &next, 240.0, top, hh, &look, false);
                for x in [92.0, 129.0, 166.0, 203.0, 240.0] {
                    paper(c, x, top, hh);
                }
                // The first of them walking out into the empty air, still reading.
                let out = reader(2, "#4a4a50");
                let step = Pose { knees: [(-2.0, -24.0), (14.0, -30.0)], feet: [(-10.0, -4.0), (26.0, -16.0)], ..man };
                c.c.g("transform=\"rotate(8 306 352)\"");
                case(c, 306.0, 352.0, hh);
                figure_unshadowed(c, &step, 306.0, 352.0, hh, &out, false);
                paper(c, 306.0, 352.0, hh);
                c.end();
                // The small dog, the one warm thing, sitting firmly at the back.
                c.c.g("transform=\"translate(30 340) scale(1.7)\"");
                let (dog, dark) = ("#c0501c", "#8a3410");
                c.stroke("M-12 -3Q-22 -6 -20 -18", dog, 4.0, 1.0);
                c.path("M-13 0Q-16 -20 -4 -27Q8 -31 11 -20L13 0Z", dog, 1.0);
                c.stroke("M8 -16L10 0", dark, 4.5, 1.0);
                c.ellipse(5.0, -33.0, 9.5, 8.5, dog, 1.0);
                c.path("M10 -38Q22 -37 23 -31Q22 -27 11 -27Z", dog, 1.0);
                c.path("M-2 -39Q-8 -34 -6 -24Q-1 -28 2 -36Z", dark, 1.0);
                c.circle(8.0, -35.0, 1.9, "#141414", 1.0);
                c.circle(22.5, -32.0, 1.7, "#141414", 1.0);
                c.end();
            },
        ),
        card(
            "Where the goldfish went",
            (Pastel, Autumn, CutAway, Wistful),
            ["a small boy bowed over his goldfish's tiny grave", "the goldfish swimming free in a glowing lake under the garden"],
            ("the matchbox it was buried in lies open and empty in the soil, its lid off", "matchbox"),
            ["Set free", "Out of sight, out of mind", "They buried him in a matchbox under the garden, but the matchbox is already empty: he has found a lake nobody knew was there"],
            &["goldfish's grave", "lake under the garden"],
            true,
            "A cut through the ground. Above, in an autumn garden with a dark hedge far back and a few fallen leaves, a small boy kneels with his head bowed beside a tiny mound of fresh earth with a little cross of sticks and one red flower. His big sister stands behind him with her hand on his shoulder. Below, under a thick band of brown earth with roots, an empty matchbox lies open with its lid beside it, and under it the ground opens into a wide glowing blue-green lake where a big golden-orange goldfish swims, trailing its long fins.",
            |c| {
                c.drew("garden hedge leaf ground earth soil mound cross stick flower root matchbox lid lake water goldfish fish fin bubble grass sky boy shoulder");
                let gy = 236.0;
                // A warm autumn sky, a dark hedge far back, the grass.
                c.sky(gy);
                let mut hedge = String::from("M-10 240V176");
                for k in 0..12 {
                    let _ = write!(hedge, "q18 {} 36 0", if k % 2 == 0 { -22 } else { -14 });
                }
                hedge.push_str("V240Z");
                c.path(&hedge, "#5a3a1e", 0.9);
                c.rect(-10.0, 214.0, 420.0, gy - 210.0, "#b0863e", 1.0);
                // The earth in the cut: a thick dark brown band, then the cave.
                let earth = c.linv(&[(0.0, "#3a1a0a", 1.0), (0.5, "#1e0c04", 1.0), (1.0, "#0e0602", 1.0)]);
                c.rect(-10.0, gy, 420.0, 620.0 - gy, &earth, 1.0);
                c.dots(12, 0.0, 400.0, gy + 10.0, 320.0, 3.0, "#5a3418");
                // The lake: a wide cave of glowing water under the earth.
                let lake_top = crate::canvas::smooth_points(&[(-10.0, 380.0), (30.0, 342.0), (110.0, 326.0), (200.0, 332.0), (290.0, 322.0), (370.0, 336.0), (410.0, 370.0)], 4);
                let mut lake = lake_top.clone();
                lake.extend_from_slice(&[(410.0, 610.0), (-10.0, 610.0)]);
                let water = c.rad(&[(0.0, "#c0fff0", 1.0), (0.4, "#28b8b8", 1.0), (1.0, "#063a50", 1.0)], 0.5, 0.72, 0.6);
                c.poly(&lake, &water, 1.0);
                c.soft();
                c.glow(200.0, 470.0, 150.0, "#d8fff4", 0.45);
                c.end();
                // Light wavering down through the water.
                c.stroke("M120 310L80 600M190 306L170 600M270 300L290 600", "#ffffff", 14.0, 0.12);
                // Roots hanging down through the earth into the cave.
                let (edge, core) = ("#1a0c04", "#a87850");
                taper_root(c, &[(60.0, gy), (50.0, 280.0), (70.0, 320.0), (60.0, 366.0)], 12.0, 2.0, edge, core);
                taper_root(c, &[(360.0, gy), (376.0, 282.0), (356.0, 320.0), (366.0, 356.0)], 11.0, 2.0, edge, core);
                taper_root(c, &[(140.0, gy), (130.0, 270.0), (140.0, 312.0)], 6.0, 1.5, edge, core);
                // The empty matchbox just above the lake: its drawer open and
                // empty, its lid off beside it.
                let (mx, my) = (262.0, 300.0);
                c.poly(&[(mx - 34.0, my - 16.0), (mx + 30.0, my - 16.0), (mx + 36.0, my - 4.0), (mx - 28.0, my - 4.0)], "#6a4a2a", 1.0);
                c.poly(&[(mx - 28.0, my - 4.0), (mx + 36.0, my - 4.0), (mx + 36.0, my + 10.0), (mx - 28.0, my + 10.0)], "#f0e2bc", 1.0);
                c.stroke(&format!("M{} {}H{}L{} {}H{}Z", Num(mx - 34.0), Num(my - 16.0), Num(mx + 30.0), Num(mx + 36.0), Num(my - 4.0), Num(mx - 28.0)), "#f0e2bc", 3.0, 1.0);
                c.g(&format!("transform=\"rotate(-20 {} {})\"", Num(mx + 76.0), Num(my)));
                c.rect(mx + 44.0, my - 14.0, 64.0, 24.0, "#2a5aa0", 1.0);
                c.rect(mx + 52.0, my - 8.0, 48.0, 12.0, "#f0502a", 1.0);
                c.rect(mx + 44.0, my + 10.0, 64.0, 5.0, "#6a3a1a", 1.0);
                c.end();
                // The goldfish, big, swimming free with its fins trailing.
                c.g("transform=\"translate(186 480) rotate(-8) scale(1.1)\"");
                let fin = "#ff9028";
                c.path("M40 -6Q90 -70 150 -60Q118 -30 140 -6Q112 -12 100 4Q130 30 150 62Q90 64 40 10Z", fin, 0.8);
                c.stroke("M50 -4Q95 -50 140 -54M52 0Q100 -14 132 -8M52 6Q100 30 140 56", "#e0701a", 2.0, 0.6);
                c.path("M-20 -30Q10 -78 52 -50Q30 -36 28 -26Z", fin, 0.85);
                c.path("M-10 26Q4 70 30 84Q22 56 16 26Z", fin, 0.8);
                let body = c.linv(&[(0.0, "#ffa020", 1.0), (1.0, "#e03a10", 1.0)]);
                c.path("M-72 0Q-66 -34 -16 -36Q30 -34 52 0Q30 30 -16 32Q-66 32 -72 0Z", &body, 1.0);
                c.path("M-56 12Q-20 30 30 14Q-10 40 -56 12Z", "#ffe090", 0.8);
                c.stroke("M-30 -20q8 10 0 20M-10 -22q8 12 0 24M10 -18q8 10 0 20", "#c84a10", 2.0, 0.5);
                c.path("M-36 6Q-24 24 -6 20Q-20 10 -36 6Z", fin, 0.9);
                c.circle(-50.0, -8.0, 8.0, "#ffffff", 1.0);
                c.circle(-52.0, -8.0, 4.5, "#141414", 1.0);
                c.circle(-53.5, -9.5, 1.5, "#ffffff", 1.0);
                c.stroke("M-70 6q4 4 9 1", "#7a2a08", 2.0, 1.0);
                c.end();
                for &(x, y, r) in &[(100.0, 440.0, 5.0), (90.0, 412.0, 4.0), (96.0, 386.0, 3.0)] {
                    c.circle(x, y, r, "#ffffff", 0.7);
                }
                // Fallen leaves on the grass.
                for &(x, y, col) in &[(30.0, 226.0, "#d8502a"), (340.0, 230.0, "#e8a030"), (386.0, 222.0, "#c83a18"), (70.0, 232.0, "#e8a030")] {
                    c.ellipse(x, y, 9.0, 4.0, col, 1.0);
                }
                // The tiny grave: a mound, a cross of two sticks, one red flower.
                let gx = 284.0;
                c.path(&format!("M{} {}Q{} {} {} {}Z", Num(gx - 40.0), Num(gy + 2.0), Num(gx), Num(gy - 30.0), Num(gx + 40.0), Num(gy + 2.0)), "#4a2a14", 1.0);
                c.dots(6, gx - 28.0, gx + 28.0, gy - 14.0, gy - 2.0, 2.0, "#8a5a34");
                c.stroke(&format!("M{} {}V{}M{} {}H{}", Num(gx - 4.0), Num(gy - 14.0), Num(gy - 66.0), Num(gx - 18.0), Num(gy - 50.0), Num(gx + 10.0)), "#f4e2b4", 7.0, 1.0);
                c.stroke(&format!("M{} {}Q{} {} {} {}", Num(gx + 20.0), Num(gy - 10.0), Num(gx + 22.0), Num(gy - 26.0), Num(gx + 26.0), Num(gy - 38.0)), "#4a7a2a", 3.0, 1.0);
                c.circle(gx + 26.0, gy - 40.0, 8.0, "#e02a2a", 1.0);
                c.circle(gx + 26.0, gy - 40.0, 3.0, "#ffd040", 1.0);
                // The boy kneeling, head bowed; his sister behind, her hand on his shoulder.
                let boy = Look::new(1, "#c0482a", "#34405a").hair(Hair::Short, 1).face(Expr::Wistful).turn(0.8).tilt(24.0);
                let bow = Pose {
                    head: (14.0, -64.0),
                    neck: (8.0, -55.0),
                    ..kneel().child().right_hand((14.0, -38.0), (22.0, -28.0)).left_hand((10.0, -36.0), (18.0, -26.0))
                };
                figure(c, &bow, 206.0, gy, 190.0, &boy, false);
                let sis = Look::new(1, "#2f5a6a", "#4a3a3a").hair(Hair::Long, 2).face(Expr::Tender).turn(0.5).tilt(12.0);
                let lean = Pose {
                    head: (3.0, -91.0),
                    neck: (2.0, -81.0),
                    ..stand().hair().dress(16.0, -22.0).right_hand((24.0, -62.0), (34.0, -46.0))
                };
                figure(c, &lean, 136.0, gy, 230.0, &sis, false);
            },
        ),
        card(
            "The eclipse",
            (CutPaper, Daylight, WormsEye, Tender),
            ["the Sun and the Moon meeting high in the daytime sky and kissing", "a family on a hill below looking up through dark glasses"],
            ("the big sister covers her little brother's eyes with her hands", "eyes"),
            [
                "A stolen kiss",
                "Love is blind",
                "Once in a lifetime the Sun and the Moon meet to kiss, and the whole world looks up, except the little boy whose sister has put her hands over his eyes",
            ],
            &["the sun kissing the moon", "hands over a brother's eyes"],
            true,
            "A bright day gone strangely dim, the deep blue sky pricked with a few stars. High up, a huge golden sun ringed with flames and a smaller pale silver-blue moon meet face to face, their eyes closed, and kiss, the moon's disc just sliding over the sun; a little red heart floats above them. Below, seen from low down on a green hill, a man in dark sunglasses points up at them. Beside him a girl in sunglasses gazes up, smiling, and with both hands she covers the eyes of the little boy standing in front of her.",
            |c| {
                c.drew("sky star sun flame moon disc face eye heart hill man girl boy sunglasses hand");
                // The sky, dimmed to a deep blue at the top as the moon slides over the sun.
                let sky = c.c.linv(&[(0.0, "#16205a", 1.0), (0.5, "#2c4a9a", 1.0), (0.85, "#6aa8e0", 1.0)]);
                c.c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                stars(&mut c.c, &[(40.0, 52.0, 11.0), (370.0, 36.0, 10.0), (44.0, 334.0, 9.0), (190.0, 42.0, 7.0), (374.0, 392.0, 8.0)], "#fff4c0", 1.0);
                // The sun: a ring of flames round a big golden disc.
                let (sx, sy, sr) = (262.0, 214.0, 118.0);
                let mut d = String::new();
                for k in 0..16 {
                    let a0 = std::f64::consts::TAU * k as f64 / 16.0;
                    let a1 = std::f64::consts::TAU * (k as f64 + 1.0) / 16.0;
                    let am = (a0 + a1) / 2.0 + 0.12;
                    let p = |a: f64, r: f64| (Num(sx + a.cos() * r), Num(sy + a.sin() * r));
                    let (b0, t, b1, q) = (p(a0, sr - 4.0), p(am, sr + 44.0), p(a1, sr - 4.0), p(am - 0.1, sr + 22.0));
                    let _ = write!(d, "M{} {}Q{} {} {} {}L{} {}Z", b0.0, b0.1, q.0, q.1, t.0, t.1, b1.0, b1.1);
                }
                c.path(&d, "#ff8a10", 1.0);
                c.c.circle(sx, sy, sr, "#ffc41a", 1.0);
                // The sun's face turned to the moon: eyes closed, rosy cheek, lips pursed.
                c.stroke("M222 168q14 12 28 0M280 168q14 12 28 0", "#8a3a0a", 6.0, 1.0);
                c.circle(298.0, 214.0, 16.0, "#ff7a4a", 0.8);
                c.ellipse(224.0, 212.0, 11.0, 9.0, "#d8242a", 1.0);
                // The moon, a little smaller, just sliding over the sun.
                let (mx, my, mr) = (116.0, 188.0, 98.0);
                c.c.circle(mx, my, mr, "#d6e2f4", 1.0);
                for (x, y, r) in [(70.0, 140.0, 16.0), (60.0, 230.0, 11.0), (120.0, 262.0, 13.0)] {
                    c.circle(x, y, r, "#b4c6e2", 1.0);
                }
                c.stroke("M128 170q14 12 28 0M176 170q12 10 22 0", "#3a4a7a", 6.0, 1.0);
                c.circle(150.0, 212.0, 14.0, "#f0a0b4", 0.8);
                c.ellipse(204.0, 212.0, 11.0, 9.0, "#c8304a", 1.0);
                // A little red heart floating up from the kiss.
                c.path("M214 120c-10 -16 -34 -6 -24 12l24 22l24 -22c10 -18 -14 -28 -24 -12z", "#e8202a", 1.0);
                // The green hill, seen from low down.
                c.path("M-10 470Q110 420 230 444Q330 464 410 430V610H-10Z", "#4f9a3a", 1.0);
                c.path("M-10 520Q150 490 410 500V610H-10Z", "#3a7a2a", 1.0);
                // The father pointing up, the girl, her hands over her little brother's eyes.
                let dad = Look::new(4, "#e8452c", "#2f3a5a").hair(Hair::Short, 0).sunglasses().face(Expr::Delight).gaze(Gaze::Up);
                figure(c, &point().right_hand((16.0, -96.0), (22.0, -114.0)), 86.0, 668.0, 300.0, &dad, false);
                let girl = Look::new(2, "#f4c430", "#2f6db5").hair(Hair::Long, 2).sunglasses().face(Expr::Smile).gaze(Gaze::Up);
                let cover = stand().hair().left_hand((-19.0, -66.0), (-10.0, -62.0)).right_hand((19.0, -66.0), (10.0, -62.0));
                figure(c, &cover, 286.0, 660.0, 300.0, &girl, false);
                let boy = Look::new(1, "#3a9a5b", "#2f3a5a").hair(Hair::Curly, 0).face(Expr::Laugh);
                figure(c, &stand().child(), 286.0, 680.0, 220.0, &boy, false);
                // Her two hands laid over his eyes, fingers across them.
                for (x, dx) in [(257.0, 1.0), (315.0, -1.0)] {
                    c.ellipse(x, 477.0, 10.0, 12.0, "#c68a5e", 1.0);
                    let mut f = String::new();
                    for (k, y) in [468.0, 476.0, 484.0].iter().enumerate() {
                        let _ = write!(f, "M{} {y}h{}", Num(x), Num(dx * (29.0 - 3.0 * (k as f64 - 1.0).abs())));
                    }
                    c.stroke(&f, "#7a4a2a", 9.0, 1.0);
                    c.stroke(&f, "#c68a5e", 6.0, 1.0);
                }
            },
        ),
        card(
            "The fish that fishes back",
            (GoldTempera, Sea, TopDown, Calm),
            ["a man fishing from a boat", "a giant fish below"],
            ("the fish below holds the other end of the line", "line"),
            ["Patience", "Two can play at that game", "He has waited all day for a bite; the fish has waited all day holding the line"],
            &["fishing", "giant fish"],
            true,
            "Seen from above, a small wooden boat on green-blue water, and a man in red leaning out over its side, his straw hat knocked off and floating away. His fishing rod bends, and its line runs taut past a red float into the water, where an enormous dark fish, far bigger than the boat, lies just under the surface holding the end of the line in its mouth and looking up at him with two big pale eyes.",
            |c| {
                c.drew("boat water straw hat fishing rod line fish eye mouth");
                let p = c.p;
                let g = c.linv(&[(0.0, "#5ab8b0", 1.0), (1.0, "#1a6a80", 1.0)]);
                c.rect(-20.0, -20.0, 440.0, 640.0, &g, 1.0);
                // The fish, far bigger than the boat, just under the surface,
                // its head up towards the boat.
                c.g("opacity=\".9\"");
                c.poly(&[(225.0, 560.0), (130.0, 640.0), (320.0, 640.0)], "#123e4e", 1.0);
                c.path("M225 352Q330 360 352 470Q365 560 225 610Q85 560 98 470Q120 360 225 352Z", "#123e4e", 1.0);
                c.poly(&[(104.0, 440.0), (14.0, 500.0), (110.0, 520.0)], "#123e4e", 1.0);
                c.poly(&[(346.0, 440.0), (436.0, 500.0), (340.0, 520.0)], "#123e4e", 1.0);
                c.end();
                c.dots(24, 130.0, 320.0, 480.0, 600.0, 5.0, "#2a6a7a");
                // Its big pale eyes looking up at the man.
                for (x, dx) in [(172.0, -3.0), (278.0, -9.0)] {
                    c.circle(x, 420.0, 31.0, "#f4f0d8", 1.0);
                    c.circle(x + dx, 408.0, 14.0, "#0a1418", 1.0);
                    c.circle(x + dx - 4.0, 403.0, 4.5, "#ffffff", 1.0);
                }
                // The mouth, its lip pulled up into a point by the line.
                c.ellipse(228.0, 360.0, 22.0, 17.0, "#5a8a90", 1.0);
                c.ellipse(228.0, 361.0, 12.0, 9.0, "#0a1418", 1.0);
                // Light on the water over it.
                c.stroke("M40 -20q60 40 140 30M300 40q40 30 120 10M20 300q50 20 90 0M330 330q30 14 70 0", "#ffffff", 2.0, 0.4);
                // The boat.
                c.g("transform=\"rotate(-18 180 110)\"");
                c.ellipse(186.0, 124.0, 186.0, 78.0, "#000000", 0.2);
                c.ellipse(180.0, 110.0, 180.0, 76.0, "#6a3e1a", 1.0);
                c.ellipse(180.0, 110.0, 164.0, 62.0, "#b07a3a", 1.0);
                c.stroke("M70 58v104M300 58v104", "#6a3e1a", 12.0, 1.0);
                c.stroke("M20 110h320", "#8a5a28", 2.0, 0.6);
                c.end();
                // His straw hat, knocked off by the surprise, floating away.
                c.stroke("M330 215a40 30 0 1 0 80 0a40 30 0 1 0 -80 0", "#e8f8f8", 2.0, 0.5);
                c.ellipse(370.0, 212.0, 30.0, 24.0, "#f0d070", 1.0);
                c.ellipse(370.0, 212.0, 16.0, 13.0, "#d8a840", 1.0);
                c.stroke("M352 200q18 -8 36 0", "#a83a2a", 3.0, 1.0);
                // The man, leaning out over the side, face down to the water.
                // His empty bait tin.
                c.circle(96.0, 132.0, 15.0, "#5a5a58", 1.0);
                c.circle(96.0, 132.0, 11.0, "#2a2a28", 1.0);
                // The rod, bent by the pull, and the line, taut and straight
                // from its tip down into the fish's mouth.
                c.stroke("M232 182Q300 200 336 300", "#3a200a", 8.0, 1.0);
                let man = Look::new(1, "#c8402a", p.dark).hair(Hair::Bald, 3).hands(Grip::Fist, Grip::Fist);
                from_above(c, 204.0, 160.0, 2.8, -14.0, &man, false);
                c.stroke("M336 300L230 360", "#0a2a38", 8.0, 0.5);
                c.stroke("M336 300L230 360", "#fffbe8", 4.2, 1.0);
                c.stroke("M276 326a18 11 0 1 0 36 0a18 11 0 1 0 -36 0", "#e8f8f8", 2.0, 0.6);
                c.circle(294.0, 326.0, 8.0, "#e83a2a", 1.0);
                c.stroke("M286 326h16", "#ffffff", 3.0, 1.0);
            },
        ),
        card(
            "The dolls' house is awake",
            (Gouache, Saturated, Interior, Eerie),
            ["a little girl asleep in her bed in the dark", "the old dolls' house lit up beside her, every doll at its door, watching her"],
            ("in the dolls' own little bedroom a tiny doll sleeps in a tiny bed, beside a tiny dolls' house that is lit too", "tiny"),
            ["Being watched", "Sleep tight, don't let the bedbugs bite", "Every night after she falls asleep the dolls come to their doors to watch her, and upstairs a tiny doll sleeps beside a tiny house whose lights are on too"],
            &["dolls' house", "dolls watching"],
            true,
            "A child's bedroom at night, dark blue, lit only by an old dolls' house standing on a low table on the right. The dolls' house is open at the front and every one of its little rooms is lit warm yellow and orange. In the rooms the little dolls stand at the front edges, at the doors and on the stairs, leaning on the banister, one peering out of the round window in the roof and one sitting on the edge of a floor with its legs dangling, all turned towards the bed. On the left, in the bed, a little girl sleeps peacefully under a purple quilt, her head on a white pillow, the warm light on her face. In the dolls' own little bedroom upstairs a tiny doll sleeps in a tiny bed, and beside it stands a tiny dolls' house, lit too.",
            |c| {
                c.drew("bedroom night house room door doors stair banister window roof floor leg bed girl quilt pillow face table");
                // The dark blue room and its floor.
                c.full("#0a1466", 1.0);
                c.rect(-20.0, 500.0, 440.0, 120.0, "#0a0a40", 1.0);
                c.stroke("M-20 500H420", "#1a2a8a", 3.0, 1.0);
                // A doll of height `h` standing with its feet at (x, y), its
                // face turned to the left, towards the bed.
                let doll = |c: &mut super::scene::Ctx, x: f64, y: f64, h: f64, dress: &str, hair: &str| {
                    let r = h * 0.15;
                    let hy = y - h + r;
                    c.stroke(&format!("M{} {y}v{}M{} {y}v{}", Num(x - r * 0.4), Num(-h * 0.22), Num(x + r * 0.4), Num(-h * 0.22)), "#2a1410", r * 0.45, 1.0);
                    c.poly(&[(x - r * 0.8, hy + r * 1.1), (x + r * 0.8, hy + r * 1.1), (x + r * 1.6, y - h * 0.18), (x - r * 1.6, y - h * 0.18)], dress, 1.0);
                    c.stroke(&format!("M{} {}l{} {}M{} {}l{} {}", Num(x - r * 0.8), Num(hy + r * 1.4), Num(-r * 0.5), Num(r * 1.9), Num(x + r * 0.8), Num(hy + r * 1.4), Num(r * 0.4), Num(r * 1.9)), dress, r * 0.5, 1.0);
                    c.circle(x, hy, r, "#fbeadc", 1.0);
                    let rn = Num(r);
                    c.path(&format!("M{} {}A{rn} {rn} 0 1 1 {} {}Q{} {} {} {}Q{} {} {} {}Z", Num(x - r * 0.9), Num(hy - r * 0.5), Num(x + r * 0.7), Num(hy + r * 0.9), Num(x + r * 0.1), Num(hy + r * 0.2), Num(x + r * 0.2), Num(hy - r * 0.6), Num(x - r * 0.2), Num(hy - r * 0.9), Num(x - r * 0.9), Num(hy - r * 0.5)), hair, 1.0);
                    c.circle(x - r * 0.62, hy + r * 0.05, r * 0.2, "#140a18", 1.0);
                    c.circle(x - r * 0.05, hy + r * 0.05, r * 0.2, "#140a18", 1.0);
                    c.circle(x - r * 0.35, hy + r * 0.5, r * 0.18, "#e86a6a", 0.8);
                };
                // The low table, its top catching the light.
                c.rect(150.0, 460.0, 260.0, 14.0, "#8a4424", 1.0);
                c.stroke("M150 461H410", "#f0a050", 3.0, 1.0);
                c.stroke("M166 474V560M396 474V560", "#4a2010", 12.0, 1.0);
                // The dolls' house: its red frame, its teal roof and gable.
                c.rect(172.0, 184.0, 228.0, 278.0, "#a8162a", 1.0);
                c.path("M160 192L286 84L412 192Z", "#14605e", 1.0);
                c.stroke("M184 176L286 92L388 176M210 154H362M236 132H336", "#0a3e3e", 3.0, 1.0);
                c.path("M210 184L286 122L362 184Z", "#a8162a", 1.0);
                c.circle(286.0, 156.0, 20.0, "#ffc24a", 1.0);
                // Its six rooms, open at the front, each lit warm.
                let rooms = [
                    (180.0, 192.0, "#ffd466"),
                    (290.0, 192.0, "#ff9a48"),
                    (180.0, 282.0, "#ffb03a"),
                    (290.0, 282.0, "#ffc85a"),
                    (180.0, 372.0, "#ffe07a"),
                    (290.0, 372.0, "#ff8a4a"),
                ];
                for (x, y, col) in rooms {
                    c.rect(x, y, 102.0, 82.0, col, 1.0);
                    c.rect(x, y + 74.0, 102.0, 8.0, "#7a3a1e", 0.7);
                }
                // A lamp hanging in each room.
                for (x, y, _) in rooms {
                    c.stroke(&format!("M{} {y}v8", Num(x + 51.0)), "#4a2010", 1.5, 1.0);
                    c.circle(x + 51.0, y + 12.0, 12.0, "#fff8d0", 0.5);
                    c.circle(x + 51.0, y + 10.0, 4.0, "#ffffff", 1.0);
                }
                // Doors at the back, and the stairs with their banister.
                c.rect(352.0, 392.0, 26.0, 62.0, "#8a3a1a", 1.0);
                c.circle(372.0, 424.0, 2.0, "#ffe08a", 1.0);
                c.rect(244.0, 298.0, 24.0, 58.0, "#6a2a4a", 1.0);
                let mut st = String::new();
                for k in 0..7 {
                    let _ = write!(st, "M{} {}h15v{}", 294.0 + k as f64 * 14.0, 362.0 - k as f64 * 12.0, 12.0);
                }
                c.stroke(&st, "#7a3a1e", 4.0, 1.0);
                c.stroke("M298 332L392 258M306 360v-28M332 340v-28M358 318v-28M384 298v-28", "#5a2412", 3.0, 1.0);
                // The dolls, every one at the front, turned to the bed.
                doll(c, 318.0, 272.0, 54.0, "#2a4ab8", "#2a1408");
                doll(c, 356.0, 272.0, 50.0, "#1a8a5a", "#e8b84a");
                doll(c, 212.0, 362.0, 54.0, "#6a1a8a", "#1a0a0a");
                doll(c, 326.0, 336.0, 50.0, "#c81a4a", "#7a3a10");
                doll(c, 206.0, 452.0, 56.0, "#1a3a8a", "#3a1a0a");
                doll(c, 240.0, 452.0, 46.0, "#d8402a", "#f0d060");
                doll(c, 322.0, 452.0, 54.0, "#145a4a", "#1a0a0a");
                // One sitting on the edge of the middle floor, legs dangling.
                c.stroke("M178 364q-6 10 -4 20M186 364q-4 10 0 20", "#2a1410", 3.5, 1.0);
                doll(c, 182.0, 366.0, 34.0, "#2a6ad8", "#c87a2a");
                // One peering out of the round window under the roof.
                c.circle(282.0, 157.0, 8.0, "#fbeadc", 1.0);
                c.path("M274 153A8 8 0 0 1 290 153Q285 147 274 153Z", "#2a1408", 1.0);
                c.circle(278.0, 158.0, 1.8, "#140a18", 1.0);
                c.circle(283.0, 158.0, 1.8, "#140a18", 1.0);
                c.stroke("M286 136v40M266 156h40", "#a8162a", 3.0, 1.0);
                // And one that has climbed out onto the table's edge.
                doll(c, 172.0, 460.0, 50.0, "#e8e0c8", "#1a0a0a");
                // The dolls' own bedroom: a tiny doll asleep in a tiny bed and
                // a tiny dolls' house beside it, lit too.
                c.rect(196.0, 250.0, 48.0, 13.0, "#7a2a8a", 1.0);
                c.stroke("M196 236V270M244 248V270", "#5a2412", 3.0, 1.0);
                c.ellipse(205.0, 248.0, 8.0, 4.0, "#ffffff", 1.0);
                c.circle(206.0, 244.0, 4.5, "#fbeadc", 1.0);
                c.stroke("M202 244h2.5M207 244h2.5", "#140a18", 0.9, 1.0);
                c.circle(264.0, 256.0, 18.0, "#fffbd8", 0.6);
                c.rect(253.0, 248.0, 22.0, 22.0, "#a8162a", 1.0);
                c.path("M250 249L264 237L278 249Z", "#14605e", 1.0);
                for (x, y) in [(256.0, 252.0), (265.0, 252.0), (256.0, 261.0), (265.0, 261.0)] {
                    c.rect(x, y, 7.0, 7.0, "#ffe860", 1.0);
                }
                // The bed in the dark, and the little girl asleep in it, the
                // light of the dolls' house on her face.
                c.rect(-20.0, 380.0, 34.0, 240.0, "#3a2450", 1.0);
                c.path("M-20 484H236Q248 484 248 496V566H-20Z", "#2e1c4a", 1.0);
                c.ellipse(70.0, 472.0, 66.0, 22.0, "#e8e4f4", 1.0);
                let girl = Look::new(1, "#d8a0d8", "#d8a0d8").hair(Hair::Long, 4).face(Expr::Asleep).tilt(-72.0);
                lone_head(c, 78.0, 436.0, 34.0, &girl);
                c.path("M96 486Q110 458 170 460Q236 458 250 482L254 524Q140 538 80 520Z", "#6a2aa8", 1.0);
                c.stroke("M120 470Q124 498 120 522M170 462V528M220 464Q226 496 224 524", "#9a5ad8", 3.0, 1.0);
                c.stroke("M160 461Q236 458 250 482", "#ffb070", 4.0, 0.8);
                c.stroke("M96 486Q110 472 140 472", "#fff4d8", 6.0, 1.0);
                c.rect(-20.0, 524.0, 272.0, 42.0, "#24143c", 1.0);
                c.stroke("M248 496V600", "#3a2450", 10.0, 1.0);
            },
        ),
        card(
            "Her own shade",
            (Pointillist, Daylight, EyeLevel, Funny),
            ["a bright sunny day", "the night in her shade"],
            ("a ginger cat sleeps curled up in her starry shade", "cat"),
            ["Drowsy", "Make hay while the sun shines", "Every afternoon at three she opened her parasol, and the cat came running for its nap under her private night"],
            &["parasol", "pocket night"],
            true,
            "A bright sunny day in a park, the sun high over a sunlit lawn. A woman in a pale yellow dress stands calmly under an open pink parasol. The shadow it throws on the grass at her feet is not grey but a patch of deep night: dark blue, full of small stars, with a thin crescent moon. Curled up asleep in the middle of that night lies a ginger cat.",
            |c| {
                c.drew("park sun lawn grass woman dress parasol shadow night star moon cat tree sky");
                c.sky(300.0);
                c.soft();
                c.glow(70.0, 70.0, 120.0, "#fffbe0", 0.9);
                c.end();
                c.circle(70.0, 70.0, 30.0, "#fff6c0", 1.0);
                c.land(300.0);
                // The sunlit lawn, pale and warm.
                c.rect(-10.0, 300.0, 420.0, 310.0, "#b8d878", 1.0);
                c.rect(-10.0, 300.0, 420.0, 12.0, "#8fbf5a", 1.0);
                // The trees' ordinary shadows on the lawn.
                c.ellipse(372.0, 312.0, 60.0, 9.0, "#7aa84a", 1.0);
                c.ellipse(36.0, 316.0, 44.0, 7.0, "#7aa84a", 1.0);
                c.tree(350.0, 312.0, 150.0, "#5a3a20", "#3f8a3a");
                c.tree(20.0, 316.0, 110.0, "#5a3a20", "#4f9a44");
                // Her shade: a pool of night on the grass, thrown down and to the right.
                let (sx, sy, rx, ry) = (222.0, 522.0, 176.0, 62.0);
                c.ellipse(sx, sy, rx + 6.0, ry + 4.0, "#8fbf5a", 1.0);
                c.ellipse(sx, sy, rx, ry, "#0e1640", 1.0);
                c.ellipse(sx + 20.0, sy + 6.0, rx * 0.7, ry * 0.6, "#1a2868", 0.8);
                let mut st = String::new();
                for k in 0..26 {
                    let t = k as f64;
                    let (x, y) = (sx + (t * 2.39).cos() * rx * (0.25 + 0.7 * ((t * 0.61) % 1.0)), sy + (t * 2.39).sin() * ry * (0.25 + 0.7 * ((t * 0.61) % 1.0)));
                    let r = if k % 5 == 0 { 2.6 } else { 1.5 };
                    let _ = write!(st, "M{:.0} {:.0}m-{r} 0a{r} {r} 0 1 0 {} 0a{r} {r} 0 1 0 -{} 0", x, y, 2.0 * r, 2.0 * r);
                }
                c.path(&st, "#fff8d0", 1.0);
                for &(x, y) in &[(128.0, 500.0), (350.0, 520.0)] {
                    c.path(&format!("M{x} {}l2.5 7l7 2.5l-7 2.5l-2.5 7l-2.5 -7l-7 -2.5l7 -2.5Z", y - 9.5), "#fff8d0", 1.0);
                }
                // The thin crescent moon lying in the shade.
                c.path("M330 488a24 24 0 1 0 0 44a18 18 0 1 1 0 -44Z", "#fff1b0", 1.0);
                // The ginger cat asleep, curled in the night.
                let (kx, ky) = (250.0, 534.0);
                c.ellipse(kx, ky, 40.0, 20.0, "#e08a3a", 1.0);
                c.stroke(&format!("M{:.0} {:.0}q-6 -22 24 -24", kx + 28.0, ky + 8.0), "#e08a3a", 10.0, 1.0);
                c.circle(kx - 30.0, ky + 2.0, 15.0, "#e8944a", 1.0);
                c.path(&format!("M{:.0} {:.0}l4 -16l10 10ZM{:.0} {:.0}l-8 -14l16 2Z", kx - 42.0, ky - 6.0, kx - 26.0, ky - 10.0), "#e8944a", 1.0);
                c.stroke(&format!("M{:.0} {:.0}q4 3 8 0M{:.0} {:.0}q3 3 7 0M{:.0} {:.0}q10 -10 20 -6M{:.0} {:.0}q10 -10 22 -6", kx - 40.0, ky + 2.0, kx - 29.0, ky + 1.0, kx - 6.0, ky - 8.0, kx + 8.0, ky - 4.0), "#7a3a10", 2.2, 1.0);
                c.stroke(&format!("M{:.0} {:.0}q30 10 66 0", kx - 28.0, ky + 18.0), "#b8662a", 3.0, 0.8);
                // The woman under her parasol, one hand on the handle at her shoulder.
                let w = Look::new(3, "#f4e08a", "#f4e08a").hair(Hair::Bun, 1).face(Expr::Calm).turn(0.25).tilt(6.0).gaze(Gaze::Side(0.5));
                let holds = Pose {
                    elbows: [(-10.0, -66.0), (16.0, -61.0)],
                    hands: [(-4.0, -58.0), (15.0, -72.0)],
                    ..stand()
                };
                let (wx, wy, wh) = (150.0, 508.0, 320.0);
                figure(c, &holds, wx, wy, wh, &w, false);
                let (hx, hy) = (wx + 15.0 * wh / 100.0, wy - 72.0 * wh / 100.0);
                // Her long skirt.
                let skirt = format!("M{:.0} {:.0}L{:.0} {:.0}Q{wx:.0} {:.0} {:.0} {:.0}L{:.0} {:.0}Z", wx - 11.0, wy - 50.0 * wh / 100.0, wx - 30.0, wy - 12.0 * wh / 100.0, wy - 9.0 * wh / 100.0, wx + 30.0, wy - 12.0 * wh / 100.0, wx + 11.0, wy - 50.0 * wh / 100.0);
                c.path(&skirt, "#f4e08a", 1.0);
                c.stroke(&skirt, "#a08a3a", 2.5, 1.0);
                // The parasol: shaft over her shoulder, a wide scalloped pink canopy.
                let (px, py) = (hx - 24.0, hy - 140.0);
                c.stroke(&format!("M{hx:.0} {hy:.0}L{px:.0} {py:.0}"), "#5a3a20", 5.0, 1.0);
                c.stroke(&format!("M{:.0} {:.0}q-4 10 4 12", hx + 1.0, hy + 2.0), "#5a3a20", 5.0, 1.0);
                let (cx, cy, r) = (px, py + 40.0, 130.0);
                let mut d = format!("M{:.0} {cy:.0}Q{cx:.0} {:.0} {:.0} {cy:.0}", cx - r, cy - r * 1.05, cx + r);
                for _ in 0..6 {
                    let _ = write!(d, "q{:.0} -14 {:.0} 0", -r / 6.0, -r / 3.0);
                }
                d.push('Z');
                c.path(&d, "#f08aa8", 1.0);
                c.stroke(&d, "#b04a6a", 3.0, 1.0);
                let mut ribs = String::new();
                for k in 1..6 {
                    let x = cx - r + k as f64 * r / 3.0;
                    let _ = write!(ribs, "M{cx:.0} {:.0}Q{:.0} {:.0} {x:.0} {:.0}", cy - r * 0.52, (cx + x) / 2.0, cy - r * 0.4, cy - 2.0);
                }
                c.stroke(&ribs, "#c8607e", 2.5, 1.0);
                c.path(&format!("M{:.0} {cy:.0}Q{cx:.0} {:.0} {cx:.0} {:.0}L{cx:.0} {cy:.0}Z", cx - r, cy - r * 1.0, cy - r * 0.52), "#ffffff", 0.18);
                c.circle(cx, cy - r * 0.54, 5.0, "#b04a6a", 1.0);
            },
        ),
        card(
            "The ferry",
            (InkWash, Monochrome, EyeLevel, Mysterious),
            ["a girl in a red hood rowing across a misty lake", "a great white stag standing in her little boat"],
            ("behind them a hunter's hat with a red feather floats on the water, and she is looking back at it", "hunter"),
            ["Safe passage", "Dead men tell no tales", "Nobody in the village asks where the hunter went, only why the girl rows out to the far shore every full moon"],
            &["rowing boat", "white stag"],
            true,
            "A still grey lake in thick mist, dark pine woods on the far shore. A small wooden rowing boat crosses it, heading left. In its middle stands a great white stag with wide branching antlers, looking ahead calmly. At the back a girl in a red hood sits pulling on the oars, looking back over the water. Behind the boat, where its wake spreads out, a brown hunter's hat with a red feather floats on the water.",
            |c| {
                c.drew("lake water mist pine wood shore boat stag antler antlers girl hood oar wake hunter hat feather");
                // The pale misty sky and the lake, one grey going down.
                let sky = c.linv(&[(0.0, "#7a7a7a", 1.0), (0.4, "#d4d4d4", 1.0), (0.6, "#cfcfcf", 1.0), (1.0, "#6a6a6a", 1.0)]);
                c.c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                // The far shore: two rows of dark pines, the far one fainter.
                for (y0, h, col, op) in [(250.0, 70.0, "#8a8a8a", 0.8), (276.0, 96.0, "#3a3a3a", 0.9)] {
                    let mut d = format!("M-20 {y0}");
                    let mut x = -20.0;
                    while x < 420.0 {
                        let t = c.r(0.55, 1.0) * h;
                        let w = c.r(14.0, 22.0);
                        let _ = write!(d, "L{:.0} {:.0}L{:.0} {:.0}L{:.0} {:.0}", x + w * 0.3, y0 - t * 0.5, x + w * 0.5, y0 - t, x + w * 0.7, y0 - t * 0.5);
                        x += w;
                    }
                    let _ = write!(d, "L420 {:.0}V300H-20Z", y0 + 4.0);
                    c.path(&d, col, op);
                }
                // The mist lying over the shore.
                c.g_blur(10.0, 0.8);
                c.c.rect(-20.0, 230.0, 440.0, 40.0, "#eeeeee", 0.9);
                c.c.rect(-20.0, 286.0, 440.0, 22.0, "#e6e6e6", 0.9);
                c.c.end();
                // The lake's still water and its faint lines.
                c.c.rect(-20.0, 296.0, 440.0, 330.0, "#b4b4b4", 0.55);
                c.stroke("M20 330h60M150 322h90M300 336h70M40 380h50M330 396h50", "#eeeeee", 2.0, 0.8);
                // The wake, opening out behind the boat to the right.
                c.stroke("M300 452Q350 470 420 510M300 470Q340 500 380 560M330 456q20 4 30 12M350 490q18 8 24 20", "#f4f4f4", 3.0, 0.9);
                // The boat's reflection, dark and blurred under it.
                c.g_blur(6.0, 0.5);
                c.c.ellipse(190.0, 476.0, 150.0, 22.0, "#3a3a3a", 1.0);
                c.c.end();
                // The stag, white, standing in the middle of the boat and
                // facing left: its body, legs down into the boat, neck and head,
                // drawn a fifth larger about its hooves.
                c.c.g("transform=\"translate(-18 -84) scale(1.2)\"");
                let white = "#f6f4ee";
                let shade = "#b8b4aa";
                c.stroke("M118 330L114 420M134 338L134 420M198 338L202 420M216 330L222 420", white, 9.0, 1.0);
                c.blob(&[(100.0, 318.0), (130.0, 294.0), (190.0, 292.0), (232.0, 306.0), (236.0, 340.0), (200.0, 358.0), (130.0, 358.0), (104.0, 346.0)], white);
                c.path("M110 348Q160 364 228 338Q220 358 196 360H128Z", shade, 0.8);
                c.stroke("M232 314q10 8 8 18", white, 7.0, 1.0);
                // The neck slanting up and forward to the head.
                c.blob(&[(100.0, 330.0), (86.0, 290.0), (80.0, 246.0), (104.0, 222.0), (124.0, 240.0), (134.0, 284.0), (146.0, 304.0)], white);
                c.stroke("M88 294Q92 316 104 330", shade, 3.0, 0.8);
                // The head, long and narrow, the muzzle down to the left.
                c.blob(&[(116.0, 222.0), (100.0, 208.0), (78.0, 214.0), (56.0, 232.0), (42.0, 246.0), (46.0, 258.0), (62.0, 260.0), (86.0, 250.0), (110.0, 240.0)], white);
                c.ellipse(44.0, 250.0, 7.0, 6.0, "#2a2a2a", 1.0);
                c.stroke("M48 258q8 4 16 2", "#6a6a6a", 2.0, 1.0);
                c.ellipse(86.0, 224.0, 5.0, 4.0, "#1a1a1a", 1.0);
                c.stroke("M80 220q6 -4 12 0", "#6a6a6a", 1.5, 1.0);
                // The ears, back and out.
                c.path("M110 214Q132 192 152 196Q138 216 114 226Z", white, 1.0);
                c.path("M116 216Q132 202 144 200Q134 214 118 222Z", shade, 1.0);
                // The great antlers, branching up into the mist, outlined so
                // they hold against the pale sky.
                let tines = "M94 210Q74 160 44 120M72 160Q46 148 26 156M60 140Q58 108 68 82M44 120Q26 100 18 74M44 120Q36 96 42 66M106 208Q122 150 156 110M120 158Q144 148 166 154M134 132Q128 102 138 76M156 110Q166 84 162 58M156 110Q178 92 194 78";
                c.stroke(tines, "#4a4238", 10.0, 1.0);
                c.stroke(tines, "#e8dcc4", 6.0, 1.0);
                c.c.end();
                // The wooden rowing boat, side on, its bow to the left.
                c.path("M20 408Q60 404 340 406L320 446Q200 470 70 450Q36 436 20 408Z", "#6a4a32", 1.0);
                c.stroke("M22 410Q60 406 338 408", "#3a2618", 5.0, 1.0);
                c.stroke("M40 428Q180 446 328 428", "#4a3222", 2.0, 0.8);
                // The girl at the back, sitting facing right, pulling the oars.
                let girl = Look::new(1, "#c03020", "#3a3a3a").hair(Hair::Long, 1).face(Expr::Worry).turn(0.8).wear(Hat::Headscarf, "#c03020");
                figure(c, &row(), 274.0, 446.0, 150.0, &girl, false);
                // The oars from her hands out over the side into the water.
                c.stroke("M312 346L374 466", "#4a3222", 6.0, 1.0);
                c.path("M364 452l22 -6l8 36l-16 6Z", "#4a3222", 1.0);
                c.stroke("M308 350L232 470", "#4a3222", 6.0, 0.8);
                // The gunwale in front of her legs.
                c.path("M240 406H340L330 430H236Z", "#6a4a32", 1.0);
                c.stroke("M238 408H338", "#3a2618", 5.0, 1.0);
                // The hunter's hat floating in the wake, a red feather in its band.
                c.ellipse(330.0, 548.0, 44.0, 12.0, "#5a3e26", 1.0);
                c.path("M304 546Q306 516 330 514Q354 516 356 546Z", "#6e4c2e", 1.0);
                c.stroke("M306 538Q330 546 354 538", "#2a1a10", 5.0, 1.0);
                c.path("M346 536Q372 500 390 494Q378 520 350 540Z", "#c03020", 1.0);
                c.stroke("M348 538Q370 512 388 496", "#7a1a10", 1.5, 1.0);
                c.stroke("M270 560q30 14 60 10t60 -12M290 580q40 8 80 -4", "#f4f4f4", 2.0, 0.8);
            },
        ),
        card(
            "The house that followed him",
            (Woodcut, Autumn, EyeLevel, Eerie),
            ["a young man with a suitcase walking away from home down a country road at dusk", "his little cottage walking after him on two long bird legs"],
            ("in the cottage's one lit window his cat sits watching him go", "cat"),
            ["Can't let go", "Wherever you go, there you are", "He locked the door, left the cat inside and set off for the city, and at dusk he heard footsteps behind him that were not footsteps at all"],
            &["walking house", "leaving home"],
            true,
            "A country road at dusk winds from the front of the card to the horizon, between bare black trees and a ploughed field, under a pale sky. In front a young man in an orange coat walks towards us carrying a suitcase, his eyes lowered, looking worried. A few steps behind him on the road his small cottage is walking after him on two long thin bird legs, with a crooked roof, smoke rising from its chimney and one lit window. In the lit window a cat sits watching him.",
            |c| {
                c.drew("country road dusk horizon tree field sky man coat suitcase cottage house bird roof smoke chimney window cat");
                let ink = "#16100c";
                let hy = 356.0;
                // The pale dusk sky, the low sun where the road ends.
                let sky = c.c.linv(&[(0.0, "#fff0d0", 1.0), (0.6, "#fff0d0", 1.0), (0.8, "#ffd0a0", 1.0), (1.0, "#ffd8b8", 1.0)]);
                c.rect(-20.0, -20.0, 440.0, hy + 30.0, &sky, 1.0);
                c.ellipse(200.0, hy, 120.0, 16.0, "#fff0c8", 0.8);
                // Woodcut gouges across the sky.
                for k in 0..9 {
                    let y = 40.0 + k as f64 * 30.0;
                    let x = c.r(-20.0, 240.0);
                    let w = c.r(60.0, 160.0);
                    c.stroke(&format!("M{x:.0} {y:.0}h{w:.0}"), "#b89c70", 2.0, 0.6);
                }
                super::scene::birds(c, 3, 150.0, 260.0, 70.0, 120.0, 14.0, ink);
                // Far hills, the dark land, the ploughed field on the right.
                c.path(&format!("M-20 {hy}Q60 334 130 346T260 342T420 338V640H-20Z"), "#3a2a20", 1.0);
                c.path(&format!("M-20 {}H420V640H-20Z", hy + 4.0), "#2a1c14", 1.0);
                c.path(&format!("M214 {}L420 {}V640H330Z", hy + 4.0, hy + 4.0), "#a86a34", 1.0);
                for k in 0..10 {
                    let t = k as f64 / 9.0;
                    c.stroke(&format!("M{:.0} {:.0}L{:.0} 640", 226.0 + t * 194.0, hy + 4.0, 340.0 + t * 700.0), "#4a2a14", 2.0 + 4.0 * t, 1.0);
                }
                // The winding pale road, wide in front, a thread at the horizon.
                let mut edge = Vec::new();
                let mut other = Vec::new();
                for k in 0..=40 {
                    let f = k as f64 / 40.0;
                    let y = hy + 2.0 + (640.0 - hy) * f.powf(1.6);
                    let cx = 200.0 + 110.0 * (std::f64::consts::PI * f * 1.3).sin() * f.powf(0.7);
                    let w = 3.0 + 200.0 * f.powf(1.5);
                    edge.push((cx - w, y));
                    other.push((cx + w, y));
                }
                other.reverse();
                edge.extend(other);
                c.poly(&edge, "#e8d0a0", 1.0);
                // Bare black trees: two big ones framing, small ones down the road.
                fn branch(c: &mut super::scene::Ctx, x: f64, y: f64, a: f64, len: f64, w: f64, depth: u32) {
                    let (x1, y1) = (x + len * a.sin(), y - len * a.cos());
                    c.stroke(&format!("M{x:.1} {y:.1}L{x1:.1} {y1:.1}"), "#16100c", w, 1.0);
                    if depth > 0 {
                        let s1 = c.r(0.2, 0.45);
                        let s2 = c.r(0.2, 0.45);
                        branch(c, x1, y1, (a - s1).max(-1.1), len * 0.72, w * 0.62, depth - 1);
                        branch(c, x1, y1, (a + s2).min(1.1), len * 0.68, w * 0.62, depth - 1);
                    }
                }
                for (x, gy, h) in [(150.0, 372.0, 26.0), (176.0, 364.0, 16.0), (236.0, 368.0, 20.0), (118.0, 386.0, 36.0), (262.0, 376.0, 28.0)] {
                    branch(c, x, gy, 0.0, h * 0.5, h * 0.12, 3);
                }
                branch(c, 24.0, 640.0, 0.06, 240.0, 30.0, 4);
                branch(c, 402.0, 640.0, 0.1, 170.0, 20.0, 3);
                // The cottage's long thin bird legs, mid-stride.
                let legs = "M246 330L272 398L242 464M292 330L322 386L298 438";
                let toes = "M242 464L222 470M242 464L232 476M242 464L248 476M242 464L258 462M298 438L284 450M298 438L294 452M298 438L306 450";
                c.stroke(legs, ink, 13.0, 1.0);
                c.stroke(toes, ink, 9.0, 1.0);
                c.stroke(legs, "#d8a040", 7.0, 1.0);
                c.stroke(toes, "#d8a040", 4.0, 1.0);
                // The cottage itself, leaning forward as it walks.
                c.g("transform=\"rotate(-5 268 330)\"");
                c.rect(212.0, 232.0, 112.0, 100.0, "#4a2a1a", 1.0);
                c.stroke("M212 256H324M212 282H324M212 308H324", "#8a5a34", 3.0, 1.0);
                c.rect(206.0, 326.0, 124.0, 10.0, ink, 1.0);
                // The chimney, then the crooked roof.
                c.rect(298.0, 150.0, 18.0, 50.0, "#4a2a18", 1.0);
                c.path("M196 240L250 150Q262 138 276 146L342 242Q300 230 268 236Q230 230 196 240Z", ink, 1.0);
                c.stroke("M214 222L256 156M236 226L264 150M300 226L272 152", "#5a3a20", 3.0, 1.0);
                // The door, shut.
                c.rect(296.0, 272.0, 22.0, 56.0, "#2a1810", 1.0);
                // The one lit window, and the cat sitting in it.
                c.soft();
                c.glow(252.0, 280.0, 60.0, "#ffd070", 0.6);
                c.end();
                c.g("transform=\"translate(252 282) scale(1.15) translate(-252 -280)\"");
                c.rect(226.0, 254.0, 52.0, 52.0, "#ffd868", 1.0);
                c.ellipse(250.0, 299.0, 11.0, 7.0, ink, 1.0);
                c.path("M242 302Q240 288 250 284Q260 288 258 302Z", ink, 1.0);
                c.circle(250.0, 280.0, 6.5, ink, 1.0);
                c.path("M244 279L244.5 269L249 275ZM256 279L255.5 269L251 275Z", ink, 1.0);
                c.stroke("M259 303Q272 304 270 292", ink, 3.0, 1.0);
                c.circle(247.6, 280.0, 1.3, "#ffd868", 1.0);
                c.circle(252.4, 280.0, 1.3, "#ffd868", 1.0);
                c.stroke("M226 254H278V306H226Z", ink, 5.0, 1.0);
                c.end();
                c.end();
                // Smoke from the chimney, trailing back.
                let mut side = Vec::new();
                let mut back = Vec::new();
                for k in 0..=24 {
                    let t = k as f64 / 24.0;
                    let x = 298.0 + 70.0 * t + 16.0 * (t * 7.0).sin();
                    let y = 150.0 - 150.0 * t;
                    let w = 6.0 + 16.0 * t;
                    side.push((x - w, y));
                    back.push((x + w, y));
                }
                back.reverse();
                side.extend(back);
                c.poly(&side, "#a89c90", 1.0);
                c.stroke(&super::super::canvas::poly_d(&side), ink, 3.0, 1.0);
                // A few leaves blowing along the road.
                for (x, y, a) in [(220.0, 560.0, 30.0), (260.0, 520.0, -20.0), (300.0, 590.0, 70.0), (190.0, 610.0, -50.0)] {
                    c.g(&format!("transform=\"translate({x} {y}) rotate({a})\""));
                    c.path("M-8 0Q0 -6 8 0Q0 6 -8 0Z", "#c8581c", 1.0);
                    c.end();
                }
                // The young man with his suitcase, walking towards us, head down.
                let go = Pose {
                    head: (1.0, -87.0),
                    neck: (0.0, -80.0),
                    knees: [(-5.0, -25.0), (5.0, -28.0)],
                    feet: [(-7.0, -1.0), (6.0, -6.0)],
                    elbows: [(-16.0, -63.0), (12.0, -62.0)],
                    hands: [(-20.0, -49.0), (13.0, -47.0)],
                    ..stand()
                };
                let him = Look::new(0, "#b4502a", "#2a221c").hair(Hair::Short, 1).face(Expr::Wistful).tilt(6.0).hands(Grip::Fist, Grip::Open);
                figure(c, &go, 160.0, 596.0, 282.0, &him, false);
                c.stroke("M96 462Q104 452 112 462", ink, 4.0, 1.0);
                c.rect(72.0, 462.0, 64.0, 48.0, "#8a2e1a", 1.0);
                c.stroke("M72 462h64v48h-64Z", ink, 3.0, 1.0);
                c.stroke("M88 462v48M120 462v48", "#e8c890", 3.0, 1.0);
            },
        ),
        card(
            "Shovelling the stars",
            (Gouache, Night, EyeLevel, Calm),
            ["an old man shovelling the snow off his garden path on a dark winter night", "each shovelful he throws up into the air rises and becomes stars"],
            ("his dog is chasing the last few flakes that have not yet gone up", "dog"),
            ["Quiet work", "Little by little", "Every night after the snow he clears the path, and by morning the sky is full again; his dog has never caught a single one"],
            &["snow becoming stars", "shovelling snow"],
            true,
            "A dark, clear winter night over a little house with one lit window, deep snow all round. An old man in a woollen hat and a long coat shovels the snow off his garden path, and the snow from each shovelful, thrown up into the air, rises higher and higher and turns into stars, filling the sky above the roof. His dog is chasing the last few flakes that have not yet gone up.",
            |c| {
                c.drew("night house window snow man hat coat path shovel sky star roof dog flake garden");
                let sky = c.c.linv(&[(0.0, "#040818", 1.0), (1.0, "#1a2a5a", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                // The snow rising from his shovel and turning into stars.
                let mut risen = vec![(40.0, 40.0, 8.0), (330.0, 60.0, 10.0), (380.0, 170.0, 7.0), (90.0, 130.0, 9.0), (190.0, 30.0, 11.0)];
                for k in 0..26 {
                    let t = k as f64 / 25.0;
                    let x = 250.0 + 120.0 * (t * 5.0).sin() * t - 60.0 * t;
                    let y = 380.0 - 360.0 * t;
                    if t < 0.45 {
                        c.circle(x, y, 4.0 - 2.0 * t, "#f4f8ff", 1.0);
                    } else {
                        risen.push((x, y, 4.0 + 8.0 * t));
                    }
                }
                stars(c, &risen, "#fff0b0", 1.0);
                // The little house with its lit window and snowy roof.
                c.rect(20.0, 300.0, 130.0, 130.0, "#5a3a3a", 1.0);
                c.path("M10 304L85 240L160 304Z", "#f4f8ff", 1.0);
                c.rect(60.0, 340.0, 36.0, 40.0, "#ffd860", 1.0);
                // The snow, the cleared path.
                c.path("M-10 420Q200 400 410 420V610H-10Z", "#e8eef8", 1.0);
                c.path("M150 610L200 430H240L250 610Z", "#8a8aa0", 1.0);
                // The old man throwing a shovelful up.
                let man = Look::new(1, "#3a3a5a", "#2a2a34").old().beard().wear(Hat::Knitted, "#c8302a").face(Expr::Calm).turn(0.4).gaze(Gaze::Up);
                let throw = Pose { hem: Some((14.0, -34.0)), ..stand() }.right_hand((16.0, -80.0), (28.0, -96.0)).left_hand((12.0, -70.0), (20.0, -84.0));
                figure(c, &throw, 210.0, 560.0, 200.0, &man, false);
                c.stroke("M246 378L274 340", "#6a4a2a", 5.0, 1.0);
                c.path("M266 346l22 -20l12 12l-20 20Z", "#8a8a92", 1.0);
                // His dog chasing the last flakes.
                c.ellipse(330.0, 540.0, 26.0, 14.0, "#8a5a2a", 1.0);
                c.circle(354.0, 522.0, 12.0, "#8a5a2a", 1.0);
                c.path("M346 514q-10 2 -8 18q6 -4 12 -14Z", "#6a3a1a", 1.0);
                c.stroke("M312 552v16M346 552v16M306 534q-14 -10 -10 -22", "#8a5a2a", 5.0, 1.0);
                c.circle(370.0, 500.0, 4.0, "#f4f8ff", 1.0);
                c.circle(362.0, 486.0, 3.0, "#f4f8ff", 1.0);
            },
        ),
        card(
            "The high board",
            (CutPaper, Sea, WormsEye, Tense),
            ["a child at the end of the high board", "the crowd below"],
            ("the child still wears water wings", "water wings"),
            ["Now or never", "Look before you leap", "She climbed to the top to prove she was brave, water wings and all"],
            &["diving board", "swimming pool"],
            true,
            "Seen from the water far below, a very tall dark diving tower with a ladder rises into a bright sky, a cloud drifting past below its highest board. At the tip of the highest board a small girl in a striped swimsuit stands laughing with her toes over the edge and her arms flung out, wearing big orange water wings. Swimmers' heads in the water look up at her, worried.",
            |c| {
                c.drew("water diving tower board sky swimsuit wing swimmer ladder sun cloud toe");
                let p = c.p;
                c.sky(600.0);
                c.soft();
                c.glow(318.0, 96.0, 150.0, "#fffbe0", 0.95);
                c.end();
                c.circle(318.0, 92.0, 46.0, "#fff4b0", 1.0);
                crate::second::things::cloud(c, 60.0, 60.0, 110.0, "#ffffff", "#d8e8f8");
                // The tower seen from far below: a dark concrete shaft whose sides
                // close in steeply as it rises, its floors crowding together towards the top.
                let (vx, vy) = (200.0, 20.0);
                let at = |x0: f64, y: f64| x0 + (vx - x0) * (600.0 - y) / (600.0 - vy);
                let top = 184.0;
                c.poly(&[(96.0, 620.0), (286.0, 620.0), (at(286.0, top), top), (at(96.0, top), top)], "#26304a", 1.0);
                c.poly(&[(286.0, 620.0), (334.0, 620.0), (at(334.0, top), top), (at(286.0, top), top)], "#161c30", 1.0);
                let mut d = String::new();
                let mut y = 520.0;
                let mut step = 96.0;
                while y > top + 8.0 {
                    d.push_str(&format!("M{:.0} {y:.0}H{:.0}L{:.0} {:.0}", at(96.0, y), at(286.0, y), at(334.0, y), y + 8.0 * (y - top) / 330.0));
                    y -= step;
                    step *= 0.72;
                }
                c.stroke(&d, "#44527a", 4.0, 1.0);
                // The ladder up its face, rails converging, rungs closer and closer.
                let mut d = format!("M170 620L{:.0} {top}M214 620L{:.0} {top}", at(170.0, top), at(214.0, top));
                let mut y = 600.0;
                let mut step = 30.0;
                while y > top + 4.0 {
                    d.push_str(&format!("M{:.0} {y:.0}H{:.0}", at(170.0, y), at(214.0, y)));
                    y -= step;
                    step *= 0.93;
                }
                c.stroke(&d, "#c8d0dc", 4.0, 1.0);
                // Lower boards jutting out to the left, the nearer ones bigger.
                c.poly(&[(at(96.0, 430.0), 430.0), (30.0, 420.0), (30.0, 436.0), (at(96.0, 430.0), 448.0)], "#0a4a80", 1.0);
                c.poly(&[(at(96.0, 430.0), 426.0), (30.0, 416.0), (30.0, 421.0), (at(96.0, 430.0), 431.0)], "#3a9ad8", 1.0);
                c.poly(&[(at(96.0, 290.0), 290.0), (104.0, 284.0), (104.0, 294.0), (at(96.0, 290.0), 301.0)], "#0a4a80", 1.0);
                c.poly(&[(at(96.0, 290.0), 287.0), (104.0, 281.0), (104.0, 284.0), (at(96.0, 290.0), 290.0)], "#3a9ad8", 1.0);
                // The railing round the top.
                c.stroke(&format!("M{:.0} {top}V146M{:.0} {top}V146M{:.0} 148H{:.0}", at(96.0, top) + 3.0, at(286.0, top) - 3.0, at(96.0, top), at(286.0, top)), "#26304a", 4.0, 1.0);
                // A cloud drifting past far below the top board.
                crate::second::things::cloud(c, 236.0, 340.0, 150.0, "#ffffff", "#c8dcf0");
                // The highest board, seen from beneath, reaching out from the top.
                c.poly(&[(at(286.0, top) - 6.0, top), (330.0, top - 4.0), (330.0, top + 6.0), (at(286.0, top) - 6.0, top + 12.0)], "#0a4a80", 1.0);
                c.poly(&[(at(286.0, top) - 6.0, top - 4.0), (330.0, top - 8.0), (330.0, top - 3.0), (at(286.0, top) - 6.0, top + 1.0)], "#3a9ad8", 1.0);
                // The small girl at the tip, sure of herself: arms flung wide,
                // chin up, laughing, her big orange water wings on.
                let girl = Look::new(3, "#e0302a", SKIN[3]).hair(Hair::Bun, 0).face(Expr::Delight).turn(-0.1);
                let wobble = Pose {
                    head: (0.0, -90.0),
                    hip: (0.0, -49.0),
                    knees: [(-6.0, -25.0), (6.0, -25.0)],
                    feet: [(-8.0, -2.0), (8.0, -2.0)],
                    elbows: [(-24.0, -78.0), (24.0, -78.0)],
                    hands: [(-44.0, -86.0), (44.0, -86.0)],
                    ..stand().child()
                };
                let (gx, gy, gs) = (314.0, top - 5.0, 1.55);
                figure(c, &wobble, gx, gy, gs * 100.0, &girl, false);
                // White stripes across her swimsuit.
                c.stroke(&format!("M{} {}h{}M{} {}h{}M{} {}h{}", Num(gx - 11.0 * gs), Num(gy - 72.0 * gs), Num(22.0 * gs), Num(gx - 11.0 * gs), Num(gy - 63.0 * gs), Num(22.0 * gs), Num(gx - 10.0 * gs), Num(gy - 54.0 * gs), Num(20.0 * gs)), "#ffffff", 3.2 * gs, 1.0);
                for (side, wy) in [(-1.0, 70.0), (1.0, 78.0)] {
                    let (wx, wy) = (gx + side * 21.0 * gs, gy - wy * gs);
                    c.ellipse(wx, wy, 13.5 * gs, 11.0 * gs, "#ff7a10", 1.0);
                    c.ellipse(wx - 3.0 * gs, wy - 3.5 * gs, 4.5 * gs, 3.0 * gs, "#ffd0a0", 1.0);
                }
                for fx in [gx - 6.0 * gs, gx + 6.0 * gs] {
                    for k in 0..4 {
                        c.circle(fx - 5.0 + k as f64 * 3.4, gy - 1.0, 2.6, SKIN[3], 1.0);
                    }
                }
                // The water below, and the swimmers' heads tipped back, looking up at her, worried.
                c.rect(-10.0, 490.0, 420.0, 140.0, "#3ab0d0", 1.0);
                c.stroke("M-10 494q20 -8 40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0", "#c8f0f8", 4.0, 1.0);
                c.stroke("M20 530q20 -6 40 0M200 524q20 -6 40 0M300 536q20 -6 40 0", "#c8f0f8", 3.0, 0.8);
                let heads = [(352.0, 528.0, 26.0), (262.0, 536.0, 32.0), (60.0, 548.0, 44.0), (168.0, 562.0, 48.0), (318.0, 574.0, 44.0)];
                for (k, &(x, y, r)) in heads.iter().enumerate() {
                    let l = Look::new(k * 2 + 1, p.cloth[k % 4], p.dark).hair([Hair::Short, Hair::Long, Hair::Bald, Hair::Curly, Hair::Bun][k], k).face(if k % 2 == 0 { Expr::Shock } else { Expr::Worry }).turn(0.4);
                    portrait(c, x, y, r, &l);
                    c.path(&format!("M{} {}q{} -10 {} 0t{} 0V620H{}Z", Num(x - r * 2.4), Num(y + r * 1.1), Num(r * 0.6), Num(r * 1.2), Num(r * 1.2), Num(x - r * 2.4)), "#2a9ac0", 0.92);
                    c.stroke(&format!("M{} {}q{} -8 {} 0", Num(x - r * 1.6), Num(y + r * 1.1), Num(r * 1.6), Num(r * 3.2)), "#c8f0f8", 3.0, 1.0);
                }
            },
        ),
        card(
            "Her little jungle",
            (CutPaper, Spring, Interior, Calm),
            ["an old lady knitting calmly in her armchair", "her sitting room grown into a jungle, a tiger asleep at her feet"],
            ("the sleeping tiger has one paw curled round her ball of wool", "wool"),
            ["At home", "Every cat is a tiger", "She never asks what the tiger dreams of, as long as it leaves her wool alone"],
            &["tiger on the hearthrug", "jungle in the sitting room"],
            true,
            "A sitting room grown into a jungle: huge green leaves and ferns push in from every side and vines hang from the lampshade of a standard lamp, where a red parrot perches. In the middle an old lady with white hair and glasses sits in a blue armchair, calmly knitting. A big striped tiger sleeps curled round her feet on the rug, eyes shut and smiling, one paw curled round her ball of wool.",
            |c| {
                c.drew("room jungle fern vine lampshade lamp parrot lady hair glasses knitting armchair tiger rug paw ball wool needle");
                let ink = "#1e2a1a";
                let (leaf, leaf2, rib) = ("#2e8a3e", "#1f6a34", "#8ad07a");
                let (fur, stripe, cream) = ("#f07a1a", "#1a1410", "#fff4e0");
                let wool = "#e8304a";
                // The wall and the floor.
                c.full("#fbe6b0", 1.0);
                c.rect(-20.0, 450.0, 440.0, 180.0, "#c89a62", 1.0);
                // A big leaf from its stem `(x, y)` to its tip, `w` wide.
                let big_leaf = |c: &mut super::scene::Ctx, (x, y): (f64, f64), (tx, ty): (f64, f64), w: f64, col: &str| {
                    let (mx, my) = ((x + tx) / 2.0, (y + ty) / 2.0);
                    let (dx, dy) = (ty - y, x - tx);
                    let l = (dx * dx + dy * dy).sqrt();
                    let (nx, ny) = (dx / l * w, dy / l * w);
                    c.path(&format!("M{x} {y}Q{} {} {tx} {ty}Q{} {} {x} {y}Z", Num(mx + nx), Num(my + ny), Num(mx - nx), Num(my - ny)), col, 1.0);
                    c.stroke(&format!("M{x} {y}Q{} {} {tx} {ty}", Num(mx + nx * 0.1), Num(my + ny * 0.1)), rib, 3.0, 1.0);
                };
                // Huge leaves pushing in from every side.
                for (st, tip, w, col) in [
                    ((-20.0, 200.0), (150.0, 60.0), 60.0, leaf2),
                    ((-20.0, 40.0), (190.0, -6.0), 64.0, leaf),
                    ((-20.0, 140.0), (140.0, 230.0), 56.0, leaf),
                    ((-20.0, 330.0), (100.0, 250.0), 50.0, leaf2),
                    ((420.0, 110.0), (250.0, 40.0), 58.0, leaf),
                    ((420.0, 300.0), (290.0, 370.0), 56.0, leaf2),
                    ((160.0, 200.0), (120.0, 80.0), 40.0, "#4aa84a"),
                    ((240.0, 200.0), (290.0, 90.0), 40.0, "#4aa84a"),
                    ((200.0, 190.0), (206.0, 70.0), 34.0, leaf),
                ] {
                    big_leaf(c, st, tip, w, col);
                }
                // Ferns bursting up at both sides of the chair.
                for (x, tx, ty) in [(40.0, -10.0, 380.0), (40.0, 20.0, 320.0), (40.0, 80.0, 330.0), (370.0, 420.0, 380.0), (370.0, 330.0, 350.0)] {
                    big_leaf(c, (x, 470.0), (tx, ty), 22.0, "#5ab84a");
                }
                // The standard lamp, its shade hung with vines, the parrot on top.
                c.g("transform=\"translate(8 34)\"");
                c.stroke("M346 436V170", "#3a2a1a", 7.0, 1.0);
                c.ellipse(346.0, 438.0, 30.0, 8.0, "#3a2a1a", 1.0);
                c.path("M306 176L386 176L370 118L322 118Z", "#f8d070", 1.0);
                let vine = "M312 176q-10 60 6 120M334 178q-4 40 8 80M380 176q12 50 -4 110";
                c.stroke(vine, leaf2, 4.0, 1.0);
                let mut hearts = String::new();
                for (x, y) in [(306.0, 220.0), (318.0, 270.0), (336.0, 226.0), (388.0, 222.0), (380.0, 276.0)] {
                    hearts.push_str(&format!("M{x} {y}q-14 -6 -10 -16q6 -6 10 4q4 -10 10 -4q4 10 -10 16Z"));
                }
                c.path(&hearts, leaf, 1.0);
                c.end();
                // The red parrot on the lampshade.
                c.g("transform=\"translate(356 152) scale(1.5)\"");
                c.path("M-12 -4Q-22 -40 -12 -66Q0 -86 14 -72Q24 -40 12 -4L22 44L6 46Z", "#e0281a", 1.0);
                c.path("M2 -52Q28 -34 14 -4Q0 -16 2 -52Z", "#2a6ad0", 1.0);
                c.path("M6 -40Q20 -30 14 -14Q6 -22 6 -40Z", "#f8d048", 1.0);
                c.path("M-12 -72Q-30 -72 -28 -52Q-24 -60 -14 -58Z", ink, 1.0);
                c.circle(-4.0, -68.0, 6.0, "#ffffff", 1.0);
                c.circle(-6.0, -68.0, 3.0, ink, 1.0);
                c.stroke("M-6 -4v6M6 -4v6", "#5a5a5a", 4.0, 1.0);
                c.end();
                // The blue armchair.
                let chair = "#2a5ab0";
                c.path("M80 470V210Q80 170 200 170Q320 170 320 210V470Z", chair, 1.0);
                c.path("M56 470V320Q56 296 84 296Q110 296 110 320V470ZM290 470V320Q290 296 316 296Q344 296 344 320V470Z", "#3a6ac8", 1.0);
                // The old lady knitting.
                let her = Look::new(1, "#e0508a", "#6a3a7a").hair(Hair::Bun, 5).old().glasses().face(Expr::Calm);
                let knit = Pose { elbows: [(-18.0, -58.0), (18.0, -58.0)], hands: [(-8.0, -64.0), (8.0, -64.0)], ..sit_front() };
                figure(c, &knit, 200.0, 500.0, 300.0, &her, false);
                // Her knitting: two needles crossed over a striped piece.
                c.path("M168 316h64v56h-64Z", wool, 1.0);
                c.stroke("M170 330h60M170 346h60M170 362h60", "#ffffff", 5.0, 1.0);
                c.stroke("M150 284L226 320M250 284L174 320", "#c8c8d0", 5.0, 1.0);
                // The thread from her knitting down to the ball of wool.
                c.stroke("M200 372Q196 440 160 480Q130 510 160 530", wool, 3.0, 1.0);
                // The rug.
                c.ellipse(200.0, 530.0, 200.0, 60.0, "#6a3a8a", 1.0);
                // The tiger curled round her feet, asleep: a long striped body
                // across the rug, its tail curling along the front.
                c.ellipse(190.0, 512.0, 178.0, 62.0, fur, 1.0);
                c.stroke("M30 530Q10 590 110 582Q180 578 210 566", fur, 28.0, 1.0);
                c.stroke("M196 566q10 -4 20 0", stripe, 30.0, 1.0);
                c.stroke("M60 566v30M100 568v28M140 566v26", stripe, 10.0, 1.0);
                let mut st = String::new();
                for k in 0..7 {
                    let x = 30.0 + k as f64 * 34.0;
                    let y = 454.0 + (k as f64 - 4.0).abs() * 2.5;
                    st.push_str(&format!("M{x} {y}q12 26 2 58l16 -30q0 -20 -4 -28Z"));
                }
                c.path(&st, stripe, 1.0);
                c.path("M20 500q20 6 30 -4l-6 20ZM20 528q24 4 34 -6l-10 22Z", stripe, 1.0);
                // The ball of wool under one sleeping paw.
                c.circle(176.0, 550.0, 28.0, wool, 1.0);
                c.stroke("M154 536q22 -8 44 8M152 554q24 -10 46 6M160 570q16 -8 30 2", "#ffffff", 3.0, 0.8);
                c.ellipse(222.0, 540.0, 42.0, 22.0, fur, 1.0);
                c.stroke("M186 530q-6 14 4 22M232 522v14M248 524v14", stripe, 4.0, 1.0);
                // Its big sleeping head, resting by her feet.
                let (hx, hy) = (312.0, 468.0);
                c.g(&format!("transform=\"translate({hx} {hy})\""));
                super::scene::tiger_head(c, fur, cream, stripe);
                c.stroke("M-44 0q14 12 28 0M16 0q14 12 28 0", stripe, 5.0, 1.0);
                c.path("M-16 14h32l-16 14Z", "#d04a5a", 1.0);
                c.stroke("M0 28v8M-18 42q18 10 36 0", stripe, 4.0, 1.0);
                c.end();
                c.ellipse(314.0, 562.0, 66.0, 20.0, fur, 1.0);
                c.stroke("M284 556v14M308 554v16M332 554v16M352 558v12", stripe, 4.0, 1.0);
            },
        ),
        card(
            "The night train",
            (GoldTempera, Monochrome, TopDown, Absurd),
            ["a man fast asleep", "a train crossing his blanket"],
            ("the rails run off the end of the bed into the dark", "rails"),
            ["Wanderlust", "It's the journey, not the destination", "Every night a little red train left from beside his pillow and followed the rails off the end of the bed, and nobody in the house ever knew where it went"],
            &["quilt of fields", "train in bed"],
            true,
            "Seen from straight above in a dark room, a big bed where a man lies fast asleep, his head on a white pillow. His quilt is a landscape of grey fields and furrows, and across it, on a curving railway, runs a small red steam train puffing white steam. The rails start beside his pillow, cross the whole quilt and run off the end of the bed into the dark.",
            |c| {
                c.drew("man bed pillow quilt field furrow train engine carriage steam rails railway room head face blanket");
                c.c.person(420.0);
                let p = c.p;
                // A dark floor of boards round the bed.
                c.c.rect(-10.0, -10.0, 420.0, 620.0, "#1e1c1a", 1.0);
                c.stroke("M-10 80h420M-10 200h420M-10 320h420M-10 440h420M-10 560h420", "#2e2a26", 3.0, 1.0);
                // The bed: its shadow, the dark headboard, the white pillow.
                c.c.rect(72.0, 34.0, 290.0, 522.0, "#000000", 0.45);
                c.c.rect(50.0, 16.0, 300.0, 34.0, "#4a3a2a", 1.0);
                c.c.rect(58.0, 46.0, 284.0, 494.0, "#e8e4da", 1.0);
                c.path("M92 64Q200 52 300 64Q316 110 300 156Q200 168 92 156Q78 110 92 64Z", "#fbfaf6", 1.0);
                c.stroke("M110 150Q200 140 284 150", "#c8c4ba", 3.0, 1.0);
                // The sleeper's head on the pillow, seen from above, in a nightcap.
                let man = Look::new(1, "#e8e0c0", "#e8e0c0").hair(Hair::Short, 5).face(Expr::Asleep).old();
                lone_head(c, 168.0, 112.0, 34.0, &man);
                // The quilt: a patchwork of grey fields, some ploughed, some with trees.
                let greys = ["#6a665c", "#56524a", "#7a766a", "#4a4740", "#625e54", "#727064"];
                let mut k = 0usize;
                let mut furrows = String::new();
                for j in 0..7 {
                    for i in 0..5 {
                        let (x, y) = (58.0 + i as f64 * 56.8, 168.0 + j as f64 * 53.2);
                        k = (k * 7 + 3 + i * 5 + j) % 6;
                        c.c.rect(x, y, 56.8, 53.2, greys[k], 1.0);
                        if (i + 2 * j) % 4 == 0 {
                            for m in 1..5 {
                                let _ = write!(furrows, "M{} {}h48", Num(x + 4.0), Num(y + m as f64 * 10.6));
                            }
                        }
                    }
                }
                c.stroke(&furrows, "#3a3832", 2.0, 0.7);
                // The seams between the patches, and the turned-down sheet.
                let mut seams = String::new();
                for i in 1..5 {
                    let _ = write!(seams, "M{} 168V540", Num(58.0 + i as f64 * 56.8));
                }
                for j in 1..7 {
                    let _ = write!(seams, "M58 {}h284", Num(168.0 + j as f64 * 53.2));
                }
                c.stroke(&seams, "#2a2824", 1.5, 0.6);
                c.c.rect(58.0, 160.0, 284.0, 18.0, "#f4f2ec", 1.0);
                // The railway: from beside the pillow across the quilt and off the foot of the bed.
                let pt = |t: f64| {
                    let m = 1.0 - t;
                    let (a, b, cc, d) = ((262.0, 150.0), (370.0, 330.0), (20.0, 420.0), (236.0, 640.0));
                    (
                        m * m * m * a.0 + 3.0 * m * m * t * b.0 + 3.0 * m * t * t * cc.0 + t * t * t * d.0,
                        m * m * m * a.1 + 3.0 * m * m * t * b.1 + 3.0 * m * t * t * cc.1 + t * t * t * d.1,
                    )
                };
                let mut sleepers = String::new();
                let mut rail_a = String::new();
                let mut rail_b = String::new();
                for n in 0..=60 {
                    let t = n as f64 / 60.0;
                    let (x, y) = pt(t);
                    let (x2, y2) = pt((t + 0.01).min(1.0));
                    let (x1, y1) = pt((t - 0.01).max(0.0));
                    let (dx, dy) = (x2 - x1, y2 - y1);
                    let l = (dx * dx + dy * dy).sqrt().max(0.001);
                    let (nx, ny) = (-dy / l, dx / l);
                    let _ = write!(sleepers, "M{} {}L{} {}", Num(x - nx * 14.0), Num(y - ny * 14.0), Num(x + nx * 14.0), Num(y + ny * 14.0));
                    let cmd = if n == 0 { "M" } else { "L" };
                    let _ = write!(rail_a, "{cmd}{} {}", Num(x - nx * 8.0), Num(y - ny * 8.0));
                    let _ = write!(rail_b, "{cmd}{} {}", Num(x + nx * 8.0), Num(y + ny * 8.0));
                }
                c.stroke(&sleepers, "#2a2824", 4.0, 1.0);
                c.stroke(&rail_a, "#a8a294", 2.5, 1.0);
                c.stroke(&rail_b, "#a8a294", 2.5, 1.0);
                // Where the rails leave the bed they show pale on the dark floor, then fade out.
                c.c.clip("M-10 540H410V620H-10Z");
                c.stroke(&sleepers, "#8a847a", 4.0, 1.0);
                c.stroke(&rail_a, "#b8b2a6", 2.5, 1.0);
                c.stroke(&rail_b, "#b8b2a6", 2.5, 1.0);
                c.c.end();
                let fade = c.linv(&[(0.0, "#1e1c1a", 0.0), (0.9, "#1e1c1a", 0.0), (1.0, "#1e1c1a", 1.0)]);
                c.c.rect(-10.0, -10.0, 420.0, 620.0, &fade, 1.0);
                // The red train on the curve: the engine and three carriages.
                let mut cars = Vec::new();
                for (i, t) in [0.52_f64, 0.44, 0.36, 0.28].iter().enumerate() {
                    let (x, y) = pt(*t);
                    let (x2, y2) = pt(t + 0.01);
                    let a = (y2 - y).atan2(x2 - x).to_degrees();
                    cars.push((x, y, a, i == 0));
                }
                // Its white steam trailing back over the quilt.
                for (n, t) in [0.5_f64, 0.46, 0.41, 0.35, 0.29].iter().enumerate() {
                    let (x, y) = pt(*t);
                    let r = 8.0 + n as f64 * 4.0;
                    c.circle(x + 16.0 + n as f64 * 6.0, y - 4.0 - n as f64 * 2.0, r, "#ffffff", 0.95 - n as f64 * 0.14);
                }
                // The engine's lamp lights the rails ahead of it.
                let (x1, y1) = pt(0.6);
                c.soft();
                c.glow(x1, y1, 46.0, "#fff6d8", 0.7);
                c.end();
                for (x, y, a, engine) in cars {
                    c.g(&format!("transform=\"translate({} {}) rotate({})\"", Num(x), Num(y), Num(a)));
                    c.c.rect(-17.0, -10.0, 40.0, 28.0, "#000000", 0.35);
                    if engine {
                        c.c.rect(-21.0, -15.0, 44.0, 30.0, p.accent, 1.0);
                        c.c.rect(-21.0, -15.0, 14.0, 30.0, "#2a2420", 1.0);
                        c.circle(13.0, 0.0, 7.0, "#2a2420", 1.0);
                    } else {
                        c.c.rect(-19.0, -14.0, 37.0, 28.0, p.accent, 1.0);
                        c.stroke("M-12 -14v28M-1 -14v28M10 -14v28", "#7a1810", 2.0, 0.8);
                    }
                    c.end();
                }
            },
        ),
        card(
            "The one beside her",
            (Pastel, Autumn, EyeLevel, Wistful),
            ["an old woman alone on a park bench", "a man made of fallen leaves sitting beside her"],
            ("his shoulder is blowing away leaf by leaf in the wind", "leaf"),
            ["Remembrance", "Gone with the wind", "Every autumn she raked the leaves into his shape and sat with him, until the wind took him back leaf by leaf"],
            &["man of leaves", "widow's autumn"],
            true,
            "A park in autumn under a pale pink and grey sky, a few leaves lying on the grass. An old woman in a blue coat and a knitted hat sits on the left of a long wooden bench with her hands in her lap, her head turned towards the one beside her. Next to her sits a man made entirely of orange and red fallen leaves, his hands on his knees, and the wind is carrying his shoulder and the back of his head away, leaf by leaf, streaming up into the sky.",
            |c| {
                c.drew("park sky leaf grass woman coat bench man shoulder head hand knee lap");
                let sky = c.c.linv(&[(0.0, "#b8b4c8", 1.0), (0.6, "#e8c8c0", 1.0), (1.0, "#f4e0c8", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 560.0, &sky, 1.0);
                c.land(540.0);
                c.dots(18, 0.0, 400.0, 548.0, 600.0, 5.0, "#e08a30");
                c.dots(10, 0.0, 400.0, 548.0, 600.0, 5.0, "#b83a20");
                // The long wooden bench.
                c.rect(40.0, 350.0, 330.0, 14.0, "#6a4428", 1.0);
                c.rect(40.0, 374.0, 330.0, 14.0, "#6a4428", 1.0);
                c.stroke("M60 340V470M350 340V470M56 470l-6 84M354 470l6 84M150 470v80M260 470v80", "#3a2414", 9.0, 1.0);
                c.rect(30.0, 458.0, 350.0, 16.0, "#7a5030", 1.0);
                // The old woman on the left, turned towards him.
                let woman = Look::new(1, "#5a78a8", "#3a3a4a").old().hair(Hair::Bun, 5).wear(Hat::Knitted, "#6a2440").face(Expr::Tender).turn(0.5).tilt(8.0);
                let sit = sit_chair().lowered(22.0).left_hand((6.0, -36.0), (12.0, -30.0)).right_hand((8.0, -36.0), (14.0, -31.0));
                figure(c, &sit, 128.0, 556.0, 340.0, &woman, false);
                // The man of leaves on the right: a seated shape of orange
                // leaves, his far shoulder and head streaming away on the wind.
                c.path("M264 340a30 32 0 1 1 1 0ZM224 378Q266 350 310 378L318 468H306V550H280V476H262V550H234V468H218Q214 420 224 378Z", "#d8782a", 1.0);
                let mut d = String::new();
                let mut e = String::new();
                for k in 0..90 {
                    let (x, y) = (c.c.r(226.0, 310.0), c.c.r(290.0, 546.0));
                    let f = if k % 2 == 0 { 1.0 } else { -1.0 };
                    let s = if k % 3 == 0 { &mut e } else { &mut d };
                    s.push_str(&format!("M{x:.0} {y:.0}m-9 0q9 {:.0} 18 0q-9 {:.0} -18 0Z", -8.0 * f, 8.0 * f));
                }
                // The trail of leaves blown off his shoulder, thinning out up
                // into the sky.
                for k in 0..26 {
                    let t = k as f64 / 25.0;
                    let x = 300.0 + t * 104.0 + c.c.r(-12.0, 12.0) * (1.0 - t * 0.5);
                    let y = 320.0 - t * 300.0 + c.c.r(-14.0, 14.0);
                    let f = if k % 2 == 0 { 1.0 } else { -1.0 };
                    let s = if k % 3 == 0 { &mut e } else { &mut d };
                    s.push_str(&format!("M{x:.0} {y:.0}m-10 0q10 {:.0} 20 0q-10 {:.0} -20 0Z", -9.0 * f, 9.0 * f));
                }
                c.path(&d, "#f0a040", 1.0);
                c.path(&e, "#b83a20", 1.0);
            },
        ),
        card(
            "The library takes flight",
            (Gouache, WarmInterior, Interior, Mysterious),
            ["a librarian with a net", "books flying like birds"],
            ("one open book stays on the table with a feather in it", "feather"),
            ["Free at last", "Spread your wings", "The books flew out at closing time; only the one with the feather stayed to be read"],
            &["library", "flying books"],
            true,
            "A tall library with wooden shelves up to the ceiling on both sides of a high bright window. Books fly up towards the window flapping their open pages like wings. A librarian in a cardigan and glasses swings a butterfly net at them. On the reading table one book lies open and still, with a long white feather between its pages.",
            |c| {
                c.drew("library shelf ceiling book page librarian cardigan glasses net table feather wing butterfly window");
                let p = c.p;
                c.room(480.0);
                for (x0, x1) in [(-10.0, 100.0), (300.0, 410.0)] {
                    c.rect(x0, -10.0, x1 - x0, 490.0, "#4a2210", 1.0);
                    for k in 0..7 {
                        let y = 60.0 + k as f64 * 62.0;
                        c.rect(x0, y, x1 - x0, 8.0, "#2a1208", 1.0);
                        let mut x = x0 + 4.0;
                        let mut j = 0;
                        while x < x1 - 14.0 {
                            let w = 12.0 + ((j * 7 + k * 3) % 4) as f64 * 2.0;
                            if (j * 7 + k * 3) % 6 != 0 {
                                c.rect(x, y - 44.0 + ((j + k) % 3) as f64 * 3.0, w, 44.0 - ((j + k) % 3) as f64 * 3.0, p.cloth[(j + k) % 4], 1.0);
                            }
                            x += w + 2.0;
                            j += 1;
                        }
                    }
                }
                c.path("M120 330V110Q200 10 280 110V330Z", "#fff4d0", 1.0);
                c.soft();
                c.glow(200.0, 180.0, 200.0, "#fff0c0", 0.8);
                c.end();
                c.stroke("M200 30V330M120 200H280", "#8a5a30", 5.0, 1.0);
                // Books flying like birds up to the bright window, flapping their
                // open covers as wings, their cream page blocks showing.
                for (x, y, s, up, k) in [(206.0, 150.0, 1.4, 1.0, 0), (246.0, 262.0, 1.2, -0.6, 2), (318.0, 40.0, 1.0, -1.0, 1), (150.0, 64.0, 0.8, 0.4, 3), (346.0, 330.0, 1.0, 0.9, 1)] {
                    let g = if up >= 0.0 { -1.0 } else { 1.0 };
                    for f in [-1.0, 1.0] {
                        let (tx, ty) = (x + f * 44.0 * s, y - 28.0 * s * up);
                        let (q, r) = (g * 17.0 * s, g * 8.0 * s);
                        c.poly(&[(x, y - r - 4.0 * s * g), (tx, ty - r - 4.0 * s * g), (tx - f * 3.0 * s, ty + q), (x, y + q)], "#1a0c06", 1.0);
                        c.poly(&[(x, y + 2.0 * g * s), (tx - f * 3.0 * s, ty + 2.0 * g * s), (tx - f * 6.0 * s, ty + q - 2.0 * g * s), (x, y + q - 2.0 * g * s)], "#fbf3dc", 1.0);
                        c.poly(&[(x, y - r), (tx - f * 2.0 * s, ty - r), (tx - f * 2.0 * s, ty), (x, y)], p.cloth[k], 1.0);
                        c.stroke(&format!("M{x} {:.0}L{:.0} {:.0}M{x} {:.0}L{:.0} {:.0}", y + 6.0 * g * s, tx - f * 5.0 * s, ty + 6.0 * g * s, y + 11.0 * g * s, tx - f * 6.0 * s, ty + 11.0 * g * s), "#b8a888", 1.2, 1.0);
                    }
                    c.stroke(&format!("M{x} {:.0}v{:.0}", y - 9.0 * s, 18.0 * s), "#1a0c06", 4.0 * s, 1.0);
                }
                // The librarian, large, swinging her butterfly net up after them with
                // both hands, a white sweep behind the net.
                c.stroke("M140 140Q190 48 290 40M150 170Q200 86 282 66", "#ffffff", 4.0, 0.7);
                let lib = Look::new(3, "#6a4a6a", "#3a3a3a").hair(Hair::Bun, 5).old().glasses().face(Expr::Shock).turn(0.5);
                let swing = Pose { elbows: [(2.0, -70.0), (12.0, -84.0)], hands: [(14.0, -84.0), (22.0, -98.0)], ..reach() };
                figure(c, &swing, 108.0, 604.0, 400.0, &lib, false);
                c.stroke("M150 290L254 108", "#6a4a2a", 6.0, 1.0);
                c.path("M236 110Q236 150 262 160Q286 146 290 106Z", "#ffffff", 0.7);
                c.stroke("M240 116Q250 150 262 160Q280 146 288 112M252 114L266 156M270 112L266 156", "#ffffff", 1.5, 0.8);
                c.stroke("M226 96a38 22 -20 1 0 76 0a38 22 -20 1 0 -76 0", "#3a2a1a", 4.0, 1.0);
                // In front, the one book that stays: open and still on the reading
                // table, a long white feather lying up out of its pages.
                c.table(300.0, 500.0, 600.0, 240.0, "#8a4a22");
                c.poly(&[(196.0, 500.0), (300.0, 486.0), (404.0, 500.0), (404.0, 508.0), (300.0, 520.0), (196.0, 508.0)], "#6a1a14", 1.0);
                c.poly(&[(206.0, 498.0), (250.0, 480.0), (300.0, 486.0), (350.0, 480.0), (394.0, 498.0), (394.0, 504.0), (300.0, 510.0), (206.0, 504.0)], "#fbf6e6", 1.0);
                c.stroke("M300 482V506M226 496l60 -9M232 500l56 -8M314 487l60 9M312 493l58 8", "#9a8a6a", 1.5, 1.0);
                c.path("M296 498Q304 420 396 330Q392 356 380 380Q360 420 304 498Z", "#1a1010", 1.0);
                c.path("M298 494Q308 424 390 338Q380 400 300 496Z", "#ffffff", 1.0);
                c.stroke("M298 496Q322 420 388 340M318 450l-10 -16M330 426l-10 -16M344 404l-8 -16M358 384l-6 -16M326 444l16 -6M340 420l16 -6M354 398l14 -6", "#a8a8b0", 1.6, 1.0);
            },
        ),
        card(
            "Still at home",
            (Pointillist, Spring, HugeInTiny, Funny),
            ["a grown man squeezed into a small bird's nest, his mouth wide open", "the little mother bird flying in with a worm for him"],
            ("his suitcase stands packed on the branch beside the nest", "suitcase"),
            ["Not ready yet", "There's no place like home", "He packed his suitcase the spring he was grown, and every morning since he has decided to leave tomorrow"],
            &["grown man in a nest", "packed suitcase"],
            true,
            "A blossoming tree against a pale spring sky. On a thick branch sits a small twig nest, and squeezed into it, knees up to his chin, is a big bearded grown man in a white vest and striped pyjama trousers, his head tipped back and his mouth wide open. A little brown bird hovers over him with a worm dangling from its beak. Beside the nest, on the branch, stands a packed brown suitcase with a label tied to its handle.",
            |c| {
                c.drew("tree blossom sky branch twig nest man beard vest pyjamas head mouth knee chin bird worm beak suitcase label handle");
                c.sky(640.0);
                // The tree: a trunk up the left side, a thick branch across.
                let bark = "#5a4030";
                c.path("M-20 600L-20 0L40 0Q60 200 52 330Q60 420 40 600Z", bark, 1.0);
                c.stroke("M30 520Q160 500 260 512Q340 520 420 490", bark, 30.0, 1.0);
                c.stroke("M40 200Q140 160 230 90M46 300Q180 280 300 220Q360 190 420 200", bark, 12.0, 1.0);
                c.stroke("M230 90Q260 60 300 50M300 220Q320 170 360 150", bark, 6.0, 1.0);
                // Blossom on the twigs.
                c.dots(46, 60.0, 400.0, 20.0, 280.0, 11.0, "#f6d2dc");
                c.dots(16, 60.0, 400.0, 20.0, 280.0, 3.0, "#e0708c");
                // The back of the nest.
                let twig = "#8a6a44";
                c.path("M104 462Q200 436 296 462L290 474Q200 452 110 474Z", "#6a4e30", 1.0);
                // The grown man squeezed in, knees up, head back, mouth open.
                let man = Look::new(1, "#f4f0e4", "#7a92c4")
                    .hair(Hair::Bald, 1)
                    .beard()
                    .build(1.35)
                    .face(Expr::Delight)
                    .gaze(Gaze::Up)
                    .tilt(-8.0);
                let squeeze = Pose {
                    head: (0.0, -58.0),
                    neck: (0.0, -48.0),
                    hip: (0.0, -10.0),
                    knees: [(-12.0, -40.0), (12.0, -40.0)],
                    feet: [(-9.0, -6.0), (9.0, -6.0)],
                    elbows: [(-20.0, -28.0), (20.0, -28.0)],
                    hands: [(-8.0, -34.0), (8.0, -34.0)],
                    ..stand()
                };
                figure_unshadowed(c, &squeeze, 200.0, 512.0, 370.0, &man, false);
                // The front of the nest, twigs sticking out.
                c.path("M98 466Q200 490 302 466Q298 530 200 540Q102 530 98 466Z", "#7a5a38", 1.0);
                let mut tw = String::new();
                for k in 0..16 {
                    let x = 104.0 + k as f64 * 12.0;
                    let y = 474.0 + (k * 7 % 5) as f64 * 10.0;
                    let _ = write!(tw, "M{x} {y}l{} {}", 30 - k * 13 % 60, 8 + k % 3 * 6);
                }
                c.stroke(&tw, twig, 3.0, 1.0);
                c.stroke("M104 482Q200 500 296 480M108 500Q200 520 292 498M120 518Q200 534 280 516", "#5a3e22", 3.0, 1.0);
                c.stroke("M112 476Q170 510 250 486M150 474Q220 520 290 490M120 500Q190 486 270 520", "#a08058", 2.5, 1.0);
                c.stroke("M90 468l30 -6M310 468l-28 -8M200 540l6 14M130 530l-10 12", twig, 3.0, 1.0);
                // The little mother bird, wings up, a worm in her beak.
                c.g("transform=\"translate(226 160) scale(1.3)\"");
                c.path("M-4 -4Q-30 -46 -58 -40Q-36 -20 -14 6Z", "#6a4a2e", 1.0);
                c.path("M6 -4Q34 -50 62 -46Q44 -20 16 6Z", "#7a5636", 1.0);
                c.ellipse(0.0, 6.0, 20.0, 14.0, "#8a6440", 1.0);
                c.ellipse(2.0, 12.0, 12.0, 8.0, "#e8c8a0", 1.0);
                c.circle(-14.0, -2.0, 10.0, "#8a6440", 1.0);
                c.path("M22 4l16 -6l-6 14Z", "#6a4a2e", 1.0);
                c.circle(-17.0, -4.0, 2.2, "#16100c", 1.0);
                c.path("M-22 0l-10 4l10 3Z", "#e8a02a", 1.0);
                c.end();
                c.stroke("M186 164Q176 192 194 208Q208 224 198 250", "#e87a8a", 7.0, 1.0);
                // His packed suitcase on the branch, a label on its handle.
                c.rect(306.0, 440.0, 78.0, 56.0, "#8a4a24", 1.0);
                c.rect(306.0, 440.0, 78.0, 8.0, "#6a3418", 1.0);
                c.stroke("M324 440v56M366 440v56", "#4a2410", 4.0, 1.0);
                c.stroke("M332 440q0 -14 13 -14q13 0 13 14", "#3a2010", 4.0, 1.0);
                c.path("M352 430l20 6l-4 16l-20 -6Z", "#f4ecd4", 1.0);
                c.stroke("M352 430l-4 -2", "#3a2010", 1.5, 1.0);
            },
        ),
        card(
            "The bride at the bus stop",
            (InkWash, Winter, EyeLevel, Wistful),
            ["a young bride in her wedding dress alone on a bench at a bus stop", "an empty road in the pouring rain"],
            ("her white shoe beside her is full of rain, a paper boat floating in it", "shoe"),
            ["Left waiting", "Left standing at the altar", "She took off one shoe to run for the bus, and by the time the rain had filled the shoe she had stopped waiting"],
            &["bride", "bus stop"],
            true,
            "A bus stop by an empty grey road in pouring rain, the road running away to the left between flat fields and telegraph poles. A young bride in a full white wedding dress and veil sits alone on a wooden bench, a bouquet of red roses in her lap, looking down the empty road. Beside her on the bench a wet ginger cat peeks out from under the end of her veil. On the pavement in front lies one of her white shoes, full of rainwater, with a little paper boat floating in it. Behind her stands the bus stop sign with a blank timetable.",
            |c| {
                c.drew("bus stop road rain field telegraph pole bride wedding dress veil bench bouquet rose lap cat shoe rainwater water paper boat pavement sign timetable puddle sky cloud");
                // Heavy grey sky, flat fields and an empty road away to the left.
                c.c.rect(-10.0, -10.0, 420.0, 320.0, "#8a9ab4", 1.0);
                c.path("M-10 120Q60 80 140 110Q220 70 300 104Q370 80 410 100V-10H-10Z", "#6c7c98", 1.0);
                c.path("M-10 290L410 270V420H-10Z", "#75866e", 1.0);
                c.path("M-10 296L-10 306L410 440V330Z", "#5c6474", 1.0);
                c.stroke("M40 306l30 2M130 312l44 4M250 324l64 7", "#e8ecf0", 3.0, 1.0);
                for (x, h) in [(20.0, 26.0), (80.0, 40.0), (160.0, 62.0)] {
                    c.stroke(&format!("M{x} {}v-{h}m-{} 6h{}", 290.0 - h * 0.1, h * 0.25, h * 0.5), "#3a404e", 2.0, 1.0);
                }
                // The wet pavement with puddles.
                c.path("M-10 420L410 440V610H-10Z", "#5a6272", 1.0);
                c.path("M-10 412L410 432V446L-10 426Z", "#9aa2ae", 1.0);
                for (x, y, rx) in [(330.0, 560.0, 70.0), (60.0, 480.0, 50.0)] {
                    c.ellipse(x, y, rx, rx * 0.22, "#8494ae", 1.0);
                    c.stroke(&format!("M{} {y}a{} {} 0 1 0 {} 0a{} {} 0 1 0 -{} 0", x - rx * 0.4, rx * 0.4, rx * 0.08, rx * 0.8, rx * 0.4, rx * 0.08, rx * 0.8), "#c8d4e4", 2.0, 1.0);
                }
                // The bus stop sign with its blank timetable.
                c.rect(368.0, 120.0, 8.0, 330.0, "#3a404e", 1.0);
                c.circle(372.0, 116.0, 26.0, "#c8302a", 1.0);
                c.circle(372.0, 116.0, 18.0, "#f4f4f0", 1.0);
                c.rect(361.0, 106.0, 22.0, 14.0, "#2f6db5", 1.0);
                c.stroke("M366 123h0M378 123h0", "#2a2a2a", 5.0, 1.0);
                c.rect(352.0, 170.0, 40.0, 60.0, "#f4f4f0", 1.0);
                // The bench, and the bride on it, drawn a size larger.
                c.g("transform=\"translate(-20 -53) scale(1.1)\"");
                c.rect(40.0, 300.0, 300.0, 14.0, "#8a5a34", 1.0);
                c.rect(40.0, 324.0, 300.0, 14.0, "#8a5a34", 1.0);
                c.stroke("M60 314V526M320 314V526", "#3a2a1e", 8.0, 1.0);
                // The cat on the bench beside her.
                c.ellipse(312.0, 372.0, 30.0, 18.0, "#d8782a", 1.0);
                c.rect(34.0, 384.0, 312.0, 14.0, "#9a6a40", 1.0);
                // The veil from her hair, falling over the bench and the cat.
                c.path("M188 244C150 270 136 340 146 386H200Z", "#f6f8fa", 0.55);
                c.path("M212 244C270 270 312 320 330 380L340 394H220Z", "#f6f8fa", 0.6);
                // The bride, looking down the road.
                let sit = sit_front().left_hand((-14.0, -60.0), (-4.0, -54.0)).right_hand((14.0, -60.0), (4.0, -54.0));
                let her = Look::new(0, "#f6f6f2", "#f6f6f2").hair(Hair::Bun, 1).face(Expr::Wistful).turn(-0.6).gaze(Gaze::Side(-1.0));
                figure(c, &sit, 200.0, 530.0, 290.0, &her, false);
                c.path("M188 236l12 -8l12 8l-12 -3Z", "#f4f0e0", 1.0);
                // Her full skirt down to the ground, one stockinged foot, one shoe.
                c.path("M184 362C146 390 116 460 100 530L300 530C284 460 254 390 216 362Z", "#fbfbf8", 1.0);
                c.stroke("M146 430q-10 50 -22 96M184 410q-6 60 -8 116M226 410q6 60 12 116M262 430q10 50 18 96", "#d6dce6", 2.0, 1.0);
                c.ellipse(182.0, 532.0, 13.0, 6.0, "#e8dcd0", 1.0);
                c.path("M206 536h28q4 -12 -8 -12h-16Z", "#fbfbf8", 1.0);
                // The bouquet of red roses in her lap, ribbons hanging.
                c.stroke("M194 392q-8 30 -4 56M206 392q8 30 4 56", "#e88aa0", 4.0, 1.0);
                c.ellipse(200.0, 386.0, 38.0, 17.0, "#4a8a3a", 1.0);
                for (x, y) in [(182.0, 380.0), (200.0, 373.0), (218.0, 380.0), (191.0, 391.0), (209.0, 391.0)] {
                    c.circle(x, y, 11.0, "#d0202c", 1.0);
                    c.stroke(&format!("M{} {y}a4 4 0 1 1 4 4", x - 3.0), "#8a1018", 1.5, 1.0);
                }
                // The cat's wet head peeking out from under the veil.
                c.path("M324 346l3 -18l11 12l11 -12l3 18Z", "#d8782a", 1.0);
                c.circle(338.0, 356.0, 17.0, "#d8782a", 1.0);
                c.path("M330 364q8 14 18 4l6 10l-20 2Z", "#d8782a", 1.0);
                c.stroke("M328 344l-4 -6M348 344l4 -6M322 362h-12M354 362h12", "#8a4a1a", 1.5, 1.0);
                c.stroke("M332 354h0M344 354h0", "#c8d040", 8.0, 1.0);
                c.stroke("M332 351v6M344 351v6", "#1a1a10", 2.5, 1.0);
                c.path("M335 361h6l-3 3Z", "#e88a8a", 1.0);
                c.end();
                // The shoe she took off, full of rain, a paper boat in it.
                c.path("M46 540H116Q128 560 162 572Q174 584 158 588Q120 590 96 578Q74 568 62 574L60 598H54L52 570Q42 556 46 540Z", "#fbfbf8", 1.0);
                c.ellipse(81.0, 541.0, 35.0, 8.0, "#2a4a78", 1.0);
                c.path("M58 534h44l-7 12h-30Z", "#e8302a", 1.0);
                c.path("M79 534V506L97 534Z", "#e8302a", 1.0);
                c.stroke("M79 534V506", "#a81a14", 2.0, 1.0);
                // The rain over everything.
                c.rain(90, (-8.0, 26.0), "#e4ecf6", 1.5, 0.75);
            },
        ),
        card(
            "The man who keeps the night",
            (Gouache, Daylight, WormsEye, Mysterious),
            ["a tall thin man in a sunny street at noon, holding his long black coat wide open", "the night inside his coat: a deep blue sky with stars and a crescent moon"],
            ("an owl is sitting on the moon inside the coat", "owl"),
            ["Secrets", "The night has a thousand eyes", "On the longest day of the year the night has nowhere to go, so it waits in his coat with its owl, and he shows it to the children who can't sleep"],
            &["night inside a coat", "children peeking"],
            true,
            "A bright sunny street at noon, white houses and a blue sky, seen from low down. A very tall thin man in a black hat holds his long black coat wide open with both hands. Inside the coat, instead of a lining, is the night: a deep blue sky full of stars and a crescent moon. Two small children stand in front of him, looking in with their mouths open. An owl is sitting on the moon inside the coat.",
            |c| {
                c.drew("street house sky man hat coat night star moon children mouth owl");
                let sky = c.c.linv(&[(0.0, "#3a9ae8", 1.0), (1.0, "#a8d8f8", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                c.circle(360.0, 50.0, 30.0, "#f8e050", 1.0);
                // White houses along the street, seen from low down.
                c.path("M-10 120L40 100V500H-10Z", "#f4f0e4", 1.0);
                c.path("M410 140L360 120V500H410Z", "#f4ece0", 1.0);
                c.path("M40 100L70 70V500H40Z", "#d8d0c0", 1.0);
                c.path("M360 120L330 90V500H360Z", "#d8d0c0", 1.0);
                c.rect(-10.0, 480.0, 420.0, 130.0, "#c8b898", 1.0);
                // The man in the middle, his suit and his long legs.
                c.path("M160 140Q200 118 240 140L234 486H166Z", "#6a6a78", 1.0);
                c.path("M196 150L204 150L206 250L200 262L194 250Z", "#c83a2a", 1.0);
                c.path("M190 130L200 190L210 130Z", "#f4f4f4", 1.0);
                c.stroke("M184 480V570M216 480V570", "#1a1a22", 18.0, 1.0);
                // The coat held wide open on both sides, and the night inside it.
                c.path("M170 126L40 190L30 500L170 480Z", "#0e1a50", 1.0);
                c.path("M230 126L360 190L370 500L230 480Z", "#0e1a50", 1.0);
                c.stroke("M170 126L40 190L30 500L170 480M230 126L360 190L370 500L230 480", "#141418", 12.0, 1.0);
                stars(c, &[(80.0, 250.0, 10.0), (130.0, 420.0, 8.0), (290.0, 230.0, 12.0), (320.0, 400.0, 9.0), (70.0, 440.0, 8.0), (270.0, 320.0, 8.0), (330.0, 300.0, 6.0)], "#f8e8a0", 1.0);
                c.path("M100 290a44 44 0 1 0 44 60a36 36 0 1 1 -44 -60Z", "#f4eec8", 1.0);
                // The owl sitting on the moon.
                c.ellipse(124.0, 296.0, 13.0, 16.0, "#8a6a4a", 1.0);
                c.path("M113 284l-2 -10l8 6ZM135 284l2 -10l-8 6Z", "#8a6a4a", 1.0);
                c.circle(119.0, 292.0, 4.0, "#f8e050", 1.0);
                c.circle(129.0, 292.0, 4.0, "#f8e050", 1.0);
                // His head and hat, his arms holding the coat wide.
                let man = Look::new(1, "#141418", "#141418").hair(Hair::Short, 6).wear(Hat::Top, "#141418").face(Expr::Sly).old();
                lone_head(c, 200.0, 100.0, 24.0, &man);
                c.stroke("M172 134L44 190M228 134L356 190", "#141418", 14.0, 1.0);
                // The two children looking in, seen from behind.
                let girl = Look::new(3, "#e84a4a", "#3a3a6a").hair(Hair::Bun, 1).face(Expr::Back);
                let boy = Look::new(0, "#3a8a4a", "#3a3a6a").hair(Hair::Short, 2).face(Expr::Back);
                let kid = Pose { head_r: 10.0, ..stand() };
                figure(c, &Pose { hem: Some((16.0, -30.0)), ..kid }, 150.0, 590.0, 150.0, &girl, false);
                figure(c, &kid, 250.0, 590.0, 140.0, &boy, false);
            },
        ),
        card(
            "The puppeteer's puppeteer",
            (GoldTempera, Dusk, Hands, Eerie),
            ["hands working a puppet", "a puppet working a smaller one"],
            ("the smallest puppet holds strings going back up", "strings"),
            ["Who's in charge?", "Pull the strings", "Each puppet works a smaller one, and the smallest holds strings that lead back up to the hands"],
            &["puppets", "strings"],
            true,
            "Two large hands at the top of the card hold a wooden cross with strings, working a marionette of a man in a red coat, with wooden joints and a painted smile. The marionette in turn holds a smaller cross working a smaller puppet, which holds up a tiny cross of its own whose strings rise back up into the dark, out of sight, towards the hands.",
            |c| {
                c.drew("cross string marionette coat puppet curtain hand sleeve stage joint");
                let p = c.p;
                c.sky(500.0);
                // The dark of the flies above the little stage, where the
                // strings go up out of sight.
                let dark = c.c.linv(&[(0.0, "#120610", 1.0), (0.55, "#120610", 0.75), (1.0, "#120610", 0.0)]);
                c.soft();
                c.c.rect(-20.0, -20.0, 440.0, 360.0, &dark, 1.0);
                c.end();
                // A little stage: a plank floor, velvet curtains at both sides, a spotlight from above.
                let floor = c.c.linv(&[(0.0, "#5a3a2a", 1.0), (1.0, "#2a1a1a", 1.0)]);
                c.rect(-20.0, 496.0, 440.0, 130.0, &floor, 1.0);
                c.stroke("M200 496L-100 620M200 496L40 620M200 496L150 620M200 496L250 620M200 496L360 620M200 496L500 620", "#1a0e0e", 2.0, 0.6);
                c.soft();
                c.glow(200.0, 400.0, 250.0, p.light, 0.55);
                c.end();
                for (x, d) in [(-10.0, 1.0), (410.0, -1.0)] {
                    c.path(&format!("M{x} -10H{}Q{} 300 {} 610H{x}Z", x + 64.0 * d, x + 36.0 * d, x + 58.0 * d), "#5a1430", 1.0);
                    c.stroke(&format!("M{} 0Q{} 300 {} 600M{} 0Q{} 300 {} 600", x + 18.0 * d, x + 12.0 * d, x + 18.0 * d, x + 42.0 * d, x + 28.0 * d, x + 40.0 * d), "#2a0818", 5.0, 0.8);
                }
                let wood = "#8a5a2a";
                // Strings: bright thread with a dark edge, so they show on
                // the dark above and on the lit backdrop below.
                let strings = |c: &mut super::scene::Ctx, d: &str, w: f64| {
                    c.c.stroke(d, "#1a0a10", w + 2.4, 0.55);
                    c.c.stroke(d, "#fff8e4", w, 1.0);
                };
                // A wooden peg at each joint of a marionette.
                let joints = |c: &mut super::scene::Ctx, x0: f64, y0: f64, s: f64, at: &[(f64, f64)]| {
                    for &(x, y) in at {
                        c.c.circle(x0 + x * s, y0 + y * s, 2.4 * s, "#3a200c", 1.0);
                        c.c.circle(x0 + x * s, y0 + y * s, 1.6 * s, "#c8904a", 1.0);
                    }
                };
                // The smallest puppet's own strings rise from the little
                // cross it holds up, back up out of the picture towards the hands.
                strings(c, "M262 388C240 300 226 180 236 -10M292 372C296 260 302 120 296 -10M322 388C350 300 372 180 352 -10", 3.2);
                // The marionette's strings from the big cross, then the marionette in its red coat,
                // a painted wooden face with a fixed smile, its feet dangling above the boards.
                strings(c, "M96 120L100 344M300 108L282 262M200 128L170 204M150 124L158 408M250 118L184 408", 1.8);
                c.ellipse(176.0, 506.0, 40.0, 7.0, "#000", 0.35);
                let puppet = Look::new(1, "#b8242a", "#2a2a4a").face(Expr::Smile).gaze(Gaze::Ahead).hair(Hair::Short, 0);
                let pose = stand().left_hand((-16.0, -60.0), (-26.0, -48.0)).right_hand((22.0, -72.0), (40.0, -76.0)).dress(14.0, -36.0);
                figure(c, &pose, 170.0, 474.0, 270.0, &puppet, false);
                joints(c, 170.0, 474.0, 2.7, &[(-16.0, -60.0), (22.0, -72.0), (-4.5, -25.0), (4.5, -25.0), (-26.0, -48.0), (-5.0, -5.0), (5.0, -5.0)]);
                let (hx, hy, r) = (170.0, 474.0 - 91.0 * 2.7, 7.0 * 1.4 * 2.7);
                c.circle(hx, hy - r - 4.0, 5.0, wood, 1.0);
                c.ellipse(hx - 14.0, hy + 8.0, 6.0, 4.0, "#e86a6a", 0.8);
                c.ellipse(hx + 14.0, hy + 8.0, 6.0, 4.0, "#e86a6a", 0.8);
                // The hinged jaw of a wooden face.
                c.c.stroke(&format!("M{:.1} {:.1}v{:.1}M{:.1} {:.1}v{:.1}", hx - r * 0.36, hy + r * 0.5, r * 0.4, hx + r * 0.36, hy + r * 0.5, r * 0.4), "#5a2a1a", 2.2, 0.9);
                // The smaller cross in the marionette's hand, and the smaller puppet it works.
                c.g("transform=\"rotate(-6 278 270)\"");
                c.stroke("M240 270H316M278 248V294", wood, 9.0, 1.0);
                c.end();
                strings(c, "M242 274L268 418M314 266L316 418M278 294L292 398", 1.5);
                let small = Look::new(0, "#2e6a8e", "#3a2a4a").face(Expr::Smile).gaze(Gaze::Ahead).hair(Hair::Curly, 2);
                c.ellipse(292.0, 578.0, 30.0, 6.0, "#000", 0.35);
                figure(c, &arms_up(), 292.0, 574.0, 170.0, &small, false);
                joints(c, 292.0, 574.0, 1.7, &[(-13.0, -92.0), (13.0, -92.0), (-4.5, -25.0), (4.5, -25.0)]);
                let (sx, sy, sr) = (292.0, 574.0 - 91.0 * 1.7, 7.0 * 1.4 * 1.7);
                c.c.stroke(&format!("M{:.1} {:.1}v{:.1}M{:.1} {:.1}v{:.1}", sx - sr * 0.36, sy + sr * 0.5, sr * 0.4, sx + sr * 0.36, sy + sr * 0.5, sr * 0.4), "#5a2a1a", 1.6, 0.9);
                // The tiny cross it holds up in both hands.
                c.stroke("M256 390H328M292 368V398", wood, 6.0, 1.0);
                // The two big hands at the top holding the wooden cross, sleeves in shadow.
                c.g("transform=\"rotate(-5 200 124)\"");
                c.stroke("M60 124H340M200 90V164", wood, 15.0, 1.0);
                c.end();
                grip_hand(c, 122.0, 130.0, 1.25, "#3a2448");
                grip_hand(c, 278.0, 118.0, 1.25, "#3a2448");
            },
        ),
        card(
            "Adrift in a teacup",
            (Pastel, Sea, TinyInHuge, Calm),
            ["a man in a teacup", "a wide calm sea"],
            ("the island he steers for is a sugar cube", "sugar"),
            ["At peace", "One lump or two?", "He set out in his teacup and steered for the sugar cube on the horizon"],
            &["teacup", "island"],
            true,
            "A wide calm sea at sunset under a huge sky, the low sun laying a path of gold light across the water. A man in a jumper sits in a huge white teacup afloat like a boat and rows with a teaspoon along the path of light. Far ahead, where the path ends, a white cube stands out of the sea like an island, with a palm tree on it and the sun behind it.",
            |c| {
                c.drew("sea water sunset sky sun light path jumper teacup boat teaspoon cube island palm tree sugar cloud reflection");
                let p = c.p;
                // A deep teal sky fading to peach at the horizon, long soft clouds.
                let sky = c.linv(&[(0.0, "#184a6a", 1.0), (0.22, "#5a9ab0", 1.0), (0.42, "#ffc890", 1.0)]);
                c.rect(-20.0, -20.0, 440.0, 300.0, &sky, 1.0);
                c.blob(&[(-20.0, 120.0), (80.0, 104.0), (200.0, 112.0), (240.0, 126.0), (40.0, 134.0)], "#f8c0a8");
                c.blob(&[(180.0, 60.0), (290.0, 44.0), (420.0, 52.0), (420.0, 76.0), (240.0, 74.0)], "#e8a8a8");
                c.blob(&[(250.0, 180.0), (340.0, 170.0), (420.0, 176.0), (420.0, 192.0), (300.0, 192.0)], "#ffc8a0");
                c.soft();
                c.glow(284.0, 206.0, 170.0, "#fff0b0", 1.0);
                c.end();
                c.circle(284.0, 206.0, 40.0, "#fff4b8", 1.0);
                // The sea, pale at the horizon and deep at our feet.
                let sea = c.linv(&[(0.0, "#f8c8a0", 1.0), (0.15, "#5aa0a8", 1.0), (1.0, "#0e3a4e", 1.0)]);
                c.rect(-20.0, 250.0, 440.0, 370.0, &sea, 1.0);
                // The path of light from the sun to the cup, in glints.
                c.path("M262 250H306L390 620H90Z", "#ffe8b0", 0.3);
                let mut glints = String::new();
                for k in 0..34 {
                    let t = k as f64 / 34.0;
                    let y = 256.0 + t * t * 340.0;
                    let half = 20.0 + (y - 250.0) * 0.42;
                    let x = 282.0 - half + ((k * 37) % 11) as f64 / 10.0 * half * 1.4;
                    glints.push_str(&format!("M{:.0} {:.0}h{:.0}", x, y, 6.0 + t * 30.0));
                }
                c.stroke(&glints, "#fff8e0", 4.0, 1.0);
                // The sugar-cube island on the horizon against the sun, a palm on top, and its reflection.
                c.path("M262 258h40l6 34h-52Z", "#fff8e8", 0.35);
                c.g("transform=\"translate(282 258) scale(1.9) translate(-282 -258)\"");
                c.rect(262.0, 222.0, 40.0, 36.0, "#fbf8f0", 1.0);
                c.path("M262 222L274 212H314L302 222Z", "#ffffff", 1.0);
                c.path("M302 222L314 212V248L302 258Z", "#d8b8a8", 1.0);
                c.stroke("M262 222H302V258M302 222L314 212", "#c0a090", 1.2, 1.0);
                c.dots(14, 264.0, 312.0, 214.0, 256.0, 1.4, "#d8c0b0");
                c.stroke("M290 216q-2 -28 -10 -42", "#3a2a2a", 4.0, 1.0);
                for d in ["M280 174q-18 -8 -28 6", "M280 174q-10 -16 -26 -14", "M280 174q12 -16 28 -8", "M280 174q20 -2 26 16", "M280 174q-2 -14 8 -22"] {
                    c.stroke(d, "#1e5a3a", 6.5, 1.0);
                }
                c.circle(284.0, 180.0, 3.5, "#6a4a2a", 1.0);
                c.circle(278.0, 181.0, 3.5, "#6a4a2a", 1.0);
                c.end();
                // The cup's long reflection and its wake.
                c.path("M36 540Q60 620 190 622Q320 620 344 540Z", "#ffffff", 0.16);
                c.stroke("M40 500Q0 510 -30 526M44 530Q10 550 -30 566M336 520Q380 530 430 520", "#a8d8d8", 4.0, 0.6);
                // Inside the cup: its far inner wall and the tea he sits in.
                c.ellipse(190.0, 396.0, 152.0, 26.0, "#d8ccc4", 1.0);
                c.ellipse(190.0, 404.0, 140.0, 18.0, "#8a5a32", 1.0);
                // The man in the cup, facing the island, rowing with a long teaspoon as his oar.
                let man = Look::new(2, p.accent, p.dark).hair(Hair::Curly, 0).face(Expr::Smile).turn(0.6);
                let row = Pose {
                    elbows: [(10.0, -30.0), (14.0, -34.0)],
                    hands: [(22.0, -39.0), (28.0, -27.5)],
                    ..sit_ground()
                };
                figure_unshadowed(c, &row, 176.0, 444.0, 320.0, &man, false);
                // The cup: handle behind him, the bowl lit from the sunset side, a gold rim, a rose pattern, a gloss.
                c.stroke("M52 430q-46 -4 -40 42q6 38 44 40", p.dark, 22.0, 0.6);
                c.stroke("M52 430q-46 -4 -40 42q6 38 44 40", "#f8f0e8", 15.0, 1.0);
                let cup = c.lin(&[(0.0, "#b8c4d4", 1.0), (0.55, "#ffffff", 1.0), (1.0, "#ffd8b0", 1.0)], 0.0, 0.0, 1.0, 0.0);
                let bowl = "M38 396A152 26 0 0 0 342 396Q330 572 190 582Q50 572 38 396Z";
                c.path(bowl, &cup, 1.0);
                c.stroke(bowl, p.dark, 3.0, 0.7);
                c.stroke("M40 404A152 26 0 0 0 340 404", "#d8a830", 7.0, 1.0);
                c.stroke("M50 440A142 26 0 0 0 330 440", "#d8a830", 3.0, 1.0);
                for (x, y) in [(96.0, 496.0), (190.0, 520.0), (284.0, 496.0)] {
                    c.circle(x, y, 13.0, p.accent, 0.9);
                    c.circle(x, y, 5.0, "#f8e070", 1.0);
                }
                c.stroke("M72 450Q80 520 128 552", "#ffffff", 9.0, 0.9);
                c.stroke("M298 446Q296 500 270 536", "#fff4e0", 5.0, 0.8);
                // Afloat: the sea laps over the foot of the cup with a line of foam.
                c.path("M50 540Q190 528 330 540Q320 572 190 584Q62 572 50 540Z", "#2a6878", 0.55);
                c.stroke("M30 542Q110 530 190 536Q270 530 350 542", "#e8f8f8", 4.0, 0.9);
                // The teaspoon: its handle in his hands, the bowl dipping into the sea beside the cup.
c.stroke("M230 290L346 500", p.dark, 10.0, 0.6);
                c.stroke("M230 290L346 500", "#e0e0e8", 6.5, 1.0);
                c.ellipse(352.0, 514.0, 14.0, 22.0, "#d8d8e0", 1.0);
                c.stroke("M334 528a20 6 0 1 0 40 0a20 6 0 1 0 -40 0", "#fff4d0", 2.5, 0.9);
                // His fists round the handle.
                for (x, y) in [(246.5, 320.0), (266.0, 356.0)] {
                    c.circle(x, y, 9.0, man.skin, 1.0);
                }
            },
        ),
        card(
            "Wash day",
            (Pastel, Night, EyeLevel, Mysterious),
            ["an old woman pegging out her washing at night", "jellyfish glowing on the line among her sheets"],
            ("a small crab rides on the rim of her peg basket", "crab"),
            ["Gentle hands", "Hung out to dry", "Every spring tide she brings the jellyfish home to dry, and the crab on her basket counts them back into the sea at dawn"],
            &["washing line", "jellyfish"],
            true,
            "A garden on a cliff above the sea at night, deep blue, stars over the dark water and a cottage on the left with a lit window. A washing line runs across the garden between two posts. On it hang a white sheet and a striped shirt, and then three jellyfish, pink, blue and yellow, pegged up by the rims of their bells, glowing softly, their long tentacles dripping; above them a small green one has come loose and drifts off among the stars. An old woman in a cardigan and an apron, her grey hair in a bun, stands on the grass on tiptoe pegging up the last one, a clothes peg in her mouth. At her feet a wicker peg basket holds another glowing jellyfish, and a small red crab sits on its rim.",
            |c| {
                c.drew("garden cliff sea night star water cottage window washing line post sheet shirt jellyfish bell tentacle woman cardigan apron hair grass clothes peg mouth basket crab rim");
                c.sky(330.0);
                c.dots(40, 0.0, 400.0, 0.0, 300.0, 1.2, "#f4f0ff");
                c.sea(300.0, "#1a2a5a", "#0a1430");
                // The cliff-top garden, and the cottage on the left.
                c.path("M-20 360Q120 330 260 350T420 340V620H-20Z", "#24402a", 1.0);
                c.rect(-20.0, 250.0, 96.0, 110.0, "#d8d0c0", 1.0);
                c.poly(&[(-30.0, 252.0), (40.0, 200.0), (96.0, 252.0)], "#3a2a2a", 1.0);
                c.rect(22.0, 282.0, 34.0, 32.0, "#ffd870", 1.0);
                c.stroke("M39 282v32M22 298h34", "#3a2a2a", 3.0, 1.0);
                // The posts and the line, sagging between them.
                c.stroke("M30 400V146M388 420V176", "#6a4a30", 9.0, 1.0);
                let line = |x: f64| 150.0 + (x - 30.0) * 0.084 + (x - 30.0) * (388.0 - x) * 0.0008;
                c.stroke(&format!("M30 150Q209 {} 388 180", Num(line(209.0) * 2.0 - 165.0)), "#e8e0d0", 2.2, 1.0);
                // A white sheet and a striped shirt.
                let (y0, y1) = (line(44.0), line(124.0));
                c.path(&format!("M44 {}L124 {}L128 {}Q84 {} 40 {}Z", Num(y0), Num(y1), Num(y1 + 190.0), Num(y1 + 200.0), Num(y0 + 186.0)), "#ecebf4", 1.0);
                c.stroke(&format!("M70 {}q4 80 -2 170M100 {}q-4 80 4 176", Num(y0 + 8.0), Num(y1 + 6.0)), "#b8b8cc", 2.0, 1.0);
                let sy = line(150.0);
                c.path(&format!("M138 {}h56l16 26l-12 8l-8 -10v62h-48v-62l-8 10l-12 -8Z", Num(sy)), "#e0e8f4", 1.0);
                c.stroke(&format!("M146 {0}v88M158 {0}v88M170 {0}v88M182 {0}v88", Num(sy + 4.0)), "#5a7ac8", 4.0, 1.0);
                // The jellyfish, pegged by their bells, glowing.
                let jelly = |c: &mut crate::third::Ctx, x: f64, y: f64, s: f64, col: &str, light: &str| {
                    c.soft();
                    c.glow(x, y + 40.0 * s, 80.0 * s, col, 0.55);
                    c.end();
                    let mut d = String::new();
                    for k in 0..7 {
                        let tx = x - 26.0 * s + k as f64 * 8.7 * s;
                        let _ = write!(d, "M{} {}q{} {} 0 {}t0 {}t0 {}", Num(tx), Num(y + 30.0 * s), Num(8.0 * s), Num(20.0 * s), Num(40.0 * s), Num(40.0 * s), Num(36.0 + k as f64 * 6.0 * s));
                    }
                    c.stroke(&d, light, 2.4 * s, 0.8);
                    c.path(&format!("M{} {}Q{} {} {} {}Q{} {} {} {}q{} {} {} 0q{} {} {} 0q{} {} {} 0Z", Num(x - 36.0 * s), Num(y + 34.0 * s), Num(x - 36.0 * s), Num(y - 12.0 * s), Num(x), Num(y - 12.0 * s), Num(x + 36.0 * s), Num(y - 12.0 * s), Num(x + 36.0 * s), Num(y + 34.0 * s), Num(-12.0 * s), Num(8.0 * s), Num(-24.0 * s), Num(-24.0 * s), Num(8.0 * s), Num(-24.0 * s), Num(-12.0 * s), Num(8.0 * s), Num(-24.0 * s)), col, 0.9);
                    c.path(&format!("M{} {}q{} {} {} 0", Num(x - 22.0 * s), Num(y + 16.0 * s), Num(22.0 * s), Num(-22.0 * s), Num(44.0 * s)), light, 0.7);
                    c.rect(x - 3.0 * s, y - 20.0 * s, 6.0 * s, 16.0 * s, "#c8a070", 1.0);
                };
                jelly(c, 226.0, line(226.0) + 12.0, 1.1, "#ff70b0", "#ffd0e8");
                jelly(c, 362.0, line(362.0) + 10.0, 0.85, "#ffd040", "#fff4c0");
                jelly(c, 300.0, line(300.0) + 12.0, 0.95, "#60b0ff", "#d0ecff");
                // One has come loose and drifts off among the stars.
                jelly(c, 120.0, 60.0, 0.6, "#70e0a0", "#d8ffe8");
                // The old woman on tiptoe, pegging up the last one.
                let woman = Look::new(1, "#8a5a8a", "#4a3a5a").old().hair(Hair::Bun, 5).face(Expr::Tender).turn(0.3).tilt(-14.0);
                let peg = Pose { hem: Some((15.0, 36.0)), ..stand() }.right_hand((16.0, -94.0), (11.0, -109.0)).left_hand((-14.0, -50.0), (-12.0, -62.0));
                figure(c, &Pose { feet: [(-5.0, -5.0), (5.0, -5.0)], ..peg }, 262.0, 584.0, 360.0, &woman, false);
                c.path("M243 408h40l10 100q-30 10 -60 0Z", "#ece4d4", 1.0);
                // The peg in her mouth.
                let (hx, hy, hr) = *c.heads.last().unwrap();
                c.rect(hx + hr * 0.05, hy + hr * 0.45, hr * 0.9, hr * 0.22, "#c8a070", 1.0);
                // The peg basket at her feet, another jellyfish in it, the crab on its rim.
                jelly(c, 118.0, 470.0, 0.8, "#a070ff", "#e8d8ff");
                c.path("M50 500h136l-12 86h-112Z", "#b8864a", 1.0);
                c.stroke("M54 518h128M58 540h120M62 562h112M84 500v86M118 500v86M152 500v86", "#7a5424", 2.5, 1.0);
                super::scene::crab(&mut c.c, 176.0, 492.0, 20.0, 12.0, true, "#e0402a");
            },
        ),
        card(
            "Under the edge of the sea",
            (Gouache, Sea, Crowd, Mysterious),
            ["a crowded beach of sunbathers who notice nothing", "a little boy at the water's edge lifting the sea up by one corner"],
            ("under it, old steps go down into the dark, and a crab is climbing them with a lantern", "steps"),
            ["Curiosity", "The world is your oyster", "Everyone else on the beach went on sunbathing, so only he saw the little light coming up the steps under the sea"],
            &["sea lifted by its corner", "steps under the sea"],
            true,
            "A bright crowded beach under a blue sky: striped umbrellas, towels, people lying in the sun, reading and chatting, none of them looking at the water. At the water's edge a little boy in red bathers has taken hold of the edge of the sea and lifted it up by one corner, the waves folding back over his hands. Underneath it, old steps lead down into the dark, and up them climbs a small red crab carrying a lit lantern.",
            |c| {
                c.drew("beach sky umbrella towel people sun water boy sea wave hand crab lantern");
                // Sky, the sea as a band of cloth, and the sand.
                c.c.rect(-10.0, -10.0, 420.0, 170.0, "#8ac8ec", 1.0);
                c.circle(330.0, 70.0, 34.0, "#fff0a0", 1.0);
                c.c.rect(-10.0, 150.0, 420.0, 172.0, "#2a7ab0", 1.0);
                c.stroke("M-10 190q20 -8 40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0M-10 250q20 -8 40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0", "#8ad0ea", 3.0, 1.0);
                c.c.rect(-10.0, 310.0, 420.0, 300.0, "#f0d8a0", 1.0);
                // The lifted corner: dark steps under it, the sea folded back.
                c.path("M118 322L362 322L300 196Z", "#10141e", 1.0);
                for k in 0..7 {
                    let y = 314.0 - k as f64 * 16.0;
                    let t = (322.0 - y) / 126.0;
                    let (x0, x1) = (118.0 + 182.0 * t + 10.0, 362.0 - 62.0 * t - 10.0);
                    if x1 > x0 {
                        c.rect(x0, y - 6.0, x1 - x0, 6.0, "#5a5a66", 1.0);
                    }
                }
                c.path("M362 322L300 196L150 150Q270 210 362 322Z", "#5ab0d8", 1.0);
                c.stroke("M196 176q20 0 40 12M230 200q24 4 44 22", "#2a7ab0", 3.0, 1.0);
                c.stroke("M150 150Q270 210 362 322", "#f4fafc", 6.0, 1.0);
                // The crab coming up the steps with its lantern.
                super::scene::crab(c, 280.0, 290.0, 16.0, 0.0, false, "#e03020");
                c.stroke("M292 280v-14", "#2a2a2a", 2.0, 1.0);
                c.rect(286.0, 252.0, 12.0, 14.0, "#f8d040", 1.0);
                c.glow(292.0, 259.0, 24.0, "#ffe890", 0.8);
                // The boy holding up the corner.
                let boy = Look::new(3, "#f3cfb1", "#d8282a").hair(Hair::Curly, 0).face(Expr::Delight).gaze(Gaze::Side(1.0)).turn(0.4);
                let lift = stand().child().left_hand((10.0, -84.0), (14.0, -106.0)).right_hand((16.0, -82.0), (20.0, -104.0));
                figure(c, &lift, 130.0, 330.0, 170.0, &boy, false);
                // The crowd on the sand, noticing nothing.
                let cloth = ["#e83a5a", "#3a8a4a", "#f8c030", "#5a5ac8"];
                for (k, (x, y)) in [(90.0, 420.0), (250.0, 470.0), (110.0, 540.0)].into_iter().enumerate() {
                    c.rect(x - 80.0, y - 8.0, 170.0, 30.0, cloth[k], 1.0);
                    let sun = Look::new(k * 2 + 1, cloth[(k + 1) % 4], cloth[(k + 2) % 4]).hair([Hair::Long, Hair::Bald, Hair::Bun][k], k + 1).face(Expr::Asleep).sunglasses();
                    figure(c, &lie(), x, y + 8.0, 170.0, &sun, k == 1);
                }
                // An umbrella and a reader under it.
                c.stroke("M356 590L340 400", "#6a4a2a", 5.0, 1.0);
                c.path("M250 424Q340 340 430 404Z", "#e83a3a", 1.0);
                c.path("M290 408Q316 376 340 402L348 398Q372 370 400 396Z", "#f8f4ec", 1.0);
                let reader = Look::new(0, "#3a8ad8", "#3a8ad8").wear(Hat::WideBrim, "#f0d070").face(Expr::Calm).turn(-0.5);
                figure(c, &sit_ground().left_hand((20.0, -40.0), (28.0, -44.0)).right_hand((22.0, -40.0), (30.0, -46.0)), 360.0, 600.0, 190.0, &reader, true);
                c.rect(290.0, 506.0, 30.0, 24.0, "#f8f4ec", 1.0);
            },
        ),
        card(
            "The last of the sand",
            (Woodcut, Dusk, Hands, Wistful),
            ["an old man's two hands holding up an hourglass whose sand has nearly run out", "in its lower half a tiny child playing on a beach, the sand pouring down on him"],
            ("a tiny old man sits on the last of the sand in the top, watching the child", "old man"),
            [
                "Time flies",
                "You can't turn back the clock",
                "All his life the sand ran down onto the beach where he played as a boy, and now the old man sits on the last of it and watches",
            ],
            &["hourglass", "beach inside an hourglass"],
            true,
            "Against an orange and violet dusk sky, two old, wrinkled hands hold up a big hourglass in a wooden frame. The top of the glass is almost empty: on the last little heap of sand sits a tiny old man, looking down. A thin stream of sand runs down through the neck. The bottom of the glass holds a tiny beach, a strip of blue sea and a red and white umbrella, and on it a tiny child in a hat plays with a bucket and spade while the sand pours down beside him.",
            |c| {
                c.drew("dusk sky hand hourglass frame glass sand heap man neck beach sea umbrella child hat bucket spade");
                let sky = c.c.linv(&[(0.0, "#3a2a6a", 1.0), (0.55, "#c05a7a", 1.0), (1.0, "#f8a050", 1.0)]);
                c.c.full(&sky, 1.0);
                // The hourglass: its wooden frame and its glass.
                c.c.g("transform=\"translate(200 290) scale(1.18) translate(-200 -300)\"");
                let glass = "M124 120Q124 246 192 300Q124 354 124 480H276Q276 354 208 300Q276 246 276 120Z";
                c.path(glass, "#dceef4", 0.35);
                // The beach in its lower half: the sea, the sand, the umbrella.
                c.path("M136 404Q160 372 200 370Q240 372 264 404Z", "#3a8ad0", 1.0);
                c.path("M126 430Q200 400 274 430L276 480H124Z", "#f0c060", 1.0);
                c.path("M146 420Q170 394 200 396Q200 404 146 420Z", "#f0c060", 1.0);
                c.stroke("M236 434V396", "#5a3a2a", 3.0, 1.0);
                c.path("M210 398Q236 374 262 398Z", "#e83a3a", 1.0);
                c.path("M228 398Q236 378 244 398Z", "#ffffff", 1.0);
                // The child playing with his bucket and spade.
                let kid = Look::new(1, "#f8e040", "#3a6ad8").hair(Hair::Short, 3).face(Expr::Smile).wear(Hat::WideBrim, "#ffffff");
                figure(&mut c.c, &poses::kneel(), 174.0, 452.0, 66.0, &kid, false);
                c.path("M196 440h14l-2 12h-10Z", "#e83a3a", 1.0);
                // The stream of sand, and the heap where it lands.
                c.stroke("M200 300V438", "#f0c060", 3.0, 1.0);
                c.path("M184 442Q200 426 216 442Z", "#f0c060", 1.0);
                // The top half nearly empty: the last heap, the old man on it.
                c.path("M162 268Q200 252 238 268Q220 290 200 300Q180 290 162 268Z", "#f0c060", 1.0);
                let old = Look::new(1, "#6a7a9a", "#4a4a5a").hair(Hair::Bald, 5).old().beard().face(Expr::Wistful).gaze(Gaze::Side(-0.5));
                figure(&mut c.c, &sit_ground(), 208.0, 264.0, 62.0, &old, true);
                c.stroke(glass, "#f8fcff", 3.0, 0.8);
                c.stroke("M140 150Q140 240 186 290M140 460Q146 380 180 320", "#ffffff", 3.0, 0.5);
                for (x, y) in [(100.0, 100.0), (100.0, 480.0)] {
                    c.rect(x, y, 200.0, 22.0, "#7a4a24", 1.0);
                    c.rect(x, y, 200.0, 6.0, "#a8703a", 1.0);
                }
                c.stroke("M112 122V480M288 122V480", "#7a4a24", 10.0, 1.0);
                c.c.end();
                // The two old hands holding it up by its frame.
                let h = Hand::new(SKIN[2], "#5a341c").fingers(1.0);
                h.draw(&mut c.c, 50.0, 640.0, 2.7, 14.0);
                h.draw(&mut c.c, 350.0, 640.0, 2.7, -14.0);
                c.stroke("M30 580q14 -4 26 2M36 604q14 -4 26 2M344 580q14 -4 26 2M338 604q14 -4 26 2", "#5a341c", 2.0, 0.7);
            },
        ),
    ]
}

/// A large hand seen from the back, coming down from a `sleeve` at the top
/// and gripping a bar at (x, y) with its fingers curled over it.
fn grip_hand(c: &mut super::scene::Ctx, x: f64, y: f64, s: f64, sleeve: &str) {
    c.drew("hand finger thumb sleeve");
    c.g_at(x, y, s);
    let skin = "#e8b48e";
    c.path("M-46 -220H46L42 -96H-42Z", sleeve, 1.0);
    c.rect(-44.0, -104.0, 88.0, 18.0, "#e8dcc8", 1.0);
    c.path("M-36 -88Q-42 -44 -36 -8H36Q42 -44 36 -88Z", skin, 1.0);
    c.stroke(
        "M-20 -70q6 20 4 46M0 -72v48M18 -70q-6 20 -4 46",
        "#c08a66",
        2.5,
        0.8,
    );
    c.path(
        "M34 -60q22 14 16 44q-6 16 -18 12q2 -26 -10 -38Z",
        "#dca482",
        1.0,
    );
    for k in 0..4 {
        let fx = -30.0 + k as f64 * 17.0;
        c.path(
            &format!(
                "M{} -14h15v{}a7.5 7.5 0 0 1 -15 0Z",
                fx,
                24.0 + (k % 3) as f64 * 3.0
            ),
            "#dca482",
            1.0,
        );
        c.stroke(&format!("M{} -4h9", fx + 3.0), "#a87050", 1.8, 0.8);
    }
    c.end();
}

/// A diner's fist at (x, y) pointing `rot` degrees from straight up, `s` = 1
/// for a hand 30 wide, round a fork (or a knife) whose tip points ahead, the
/// sleeve of `sleeve` over the forearm.
#[allow(clippy::too_many_arguments)]
fn diner_fist(
    c: &mut super::scene::Ctx,
    x: f64,
    y: f64,
    s: f64,
    rot: f64,
    skin: &str,
    sleeve: &str,
    knife: bool,
) {
    crate::second::paint::at(c, x, y, s, rot);
    if knife {
        c.stroke("M0 -20V-92", "#3a2418", 12.0, 1.0);
        c.path("M-6 -88H7V-130Q7 -146 -6 -156Z", "#c8ccd4", 1.0);
    } else {
        c.stroke("M0 -20V-112", "#a8acb8", 9.0, 1.0);
        c.path("M-13 -106Q-13 -118 0 -120Q13 -118 13 -106Z", "#a8acb8", 1.0);
        c.stroke(
            "M-10 -110V-146M-3.5 -112V-150M3.5 -112V-150M10 -110V-146",
            "#a8acb8",
            4.5,
            1.0,
        );
    }
    c.end();
    fist(c, x, y, s, rot, skin, "#5a3a2a");
    crate::second::paint::at(c, x, y, s, rot);
    c.path("M-19 36Q0 28 19 36L22 120H-22Z", sleeve, 1.0);
    c.end();
}

/// A root tapering from `w0` wide at its first point to `w1` at its last,
/// along a smooth curve through `pts`, drawn as a dark edge with a paler core.
fn taper_root(
    c: &mut super::scene::Ctx,
    pts: &[(f64, f64)],
    w0: f64,
    w1: f64,
    edge: &str,
    core: &str,
) {
    let s = crate::canvas::smooth_points(pts, 3);
    let m = s.len();
    let ribbon = |scale: f64| {
        let outline = crate::canvas::band_outline(&s, |i| {
            (w0 + (w1 - w0) * i as f64 / (m - 1) as f64) * scale
        });
        crate::canvas::poly_d_whole(&outline)
    };
    // A thin root is pale alone; a thick one has its dark edge.
    if w0 > 10.0 {
        c.path(&ribbon(1.0), edge, 1.0);
        c.path(&ribbon(0.55), core, 1.0);
    } else {
        c.path(&ribbon(0.8), core, 1.0);
    }
}
