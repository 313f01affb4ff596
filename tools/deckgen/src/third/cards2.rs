//! Cards 51–100 of the third edition.

use super::people::{poses::*, *};
use super::scene::{bird, crab, perched_bird, CrabView, Ctx};
use super::style::{Palette::*, Technique::*};
use super::Mood::*;
use super::Viewpoint::*;
use super::{card, Card};
use crate::canvas::{mix, Num};
use crate::second::figures::{hand, Hand, Pose};
use std::fmt::Write as _;

pub fn cards() -> Vec<Card> {
    vec![
        card(
            "The last dance in the kitchen",
            (Gouache, WarmInterior, Interior, Tender),
            ["an old couple dancing", "a small kitchen"],
            ("their old dog dances too, on its hind legs", "dog"),
            ["Still in love", "Dance like nobody's watching", "Fifty years on they still dance after dinner, and the dog never misses a song"],
            &["dancing couple", "radio"],
            true,
            "A small warm kitchen at night, stars in the window, cupboards, plates and a red radio on a shelf, a kettle steaming on the stove. A white-haired couple dance cheek to cheek, smiling, she in a red dress. Their shaggy white dog stands on its hind legs beside them, tongue out, one paw held in her hand and the other waving, dancing too.",
            |c| {
                c.drew("kitchen radio shelf couple dress dog paw hand cheek window star cupboard stove kettle steam plate tongue ear note");
                let p = c.p;
                c.room(430.0);
                c.boards(430.0);
                // The kitchen, quiet behind them: the night window, a cupboard,
                // the shelf with plates and the red radio playing, the stove.
                c.rect(30.0, 50.0, 110.0, 130.0, "#1a2448", 1.0);
                c.dots(8, 40.0, 130.0, 60.0, 170.0, 2.2, "#fff4c0");
                c.stroke("M85 50V180M30 115H140", "#f4e0b0", 7.0, 1.0);
                c.rect(20.0, 180.0, 130.0, 10.0, "#f4e0b0", 1.0);
                c.rect(200.0, 20.0, 180.0, 70.0, "#8a4a24", 0.8);
                c.stroke("M290 20V90", "#4a2410", 3.0, 0.8);
                c.rect(190.0, 160.0, 200.0, 10.0, "#5a2a12", 1.0);
                for k in 0..3 {
                    c.circle(210.0 + k as f64 * 16.0, 148.0, 12.0, "#f4ecd8", 1.0);
                }
                c.rect(290.0, 116.0, 70.0, 44.0, p.accent, 1.0);
                c.circle(310.0, 138.0, 12.0, p.dark, 1.0);
                c.stroke("M336 128h16M336 138h16M336 148h16", p.dark, 2.0, 0.8);
                c.stroke("M350 116l14 -18", p.dark, 2.5, 1.0);
                // Notes rising from the radio.
                for (x, y) in [(372.0, 120.0), (350.0, 86.0), (382.0, 60.0)] {
                    c.ellipse(x, y, 6.0, 4.5, p.dark, 1.0);
                    c.stroke(&format!("M{} {}v-18l8 4", x + 5.0, y), p.dark, 2.2, 1.0);
                }
                c.rect(-10.0, 320.0, 90.0, 120.0, "#3a3a3a", 1.0);
                c.rect(-10.0, 310.0, 90.0, 12.0, "#5a5a5a", 1.0);
                c.path("M20 310q0 -26 22 -26q22 0 22 26Z", "#c8c8d0", 1.0);
                c.stroke("M62 292l14 -8", "#c8c8d0", 5.0, 1.0);
                c.stroke("M42 276q-10 -18 4 -32q10 -12 0 -26", "#ffffff", 4.0, 0.5);
                // The couple, cheek to cheek, eyes closed, his arm round her
                // waist, her hand on his shoulder and the other flung out.
                let him = Look::new(1, "#3a4a6a", "#2a2a3a").old().hair(Hair::Bald, 5).face(Expr::Tender).turn(0.6).build(1.2);
                let his = Pose {
                    head: (9.0, -92.0),
                    neck: (5.0, -82.0),
                    knees: [(-3.0, -25.0), (6.0, -27.0)],
                    feet: [(-8.0, -2.0), (8.0, -2.0)],
                    elbows: [(12.0, -68.0), (18.0, -60.0)],
                    hands: [(26.0, -76.0), (34.0, -58.0)],
                    ..hold()
                };
                figure(c, &his, 72.0, 586.0, 400.0, &him, false);
                let her = Look::new(0, p.accent, p.accent).old().hair(Hair::Curly, 5).face(Expr::Tender).turn(-0.6);
                let hers = Pose {
                    head: (8.0, -90.0),
                    neck: (4.0, -80.0),
                    knees: [(-6.0, -27.0), (4.0, -25.0)],
                    feet: [(-12.0, -2.0), (4.0, -2.0)],
                    elbows: [(-4.0, -64.0), (14.0, -72.0)],
                    hands: [(-10.0, -71.0), (24.0, -80.0)],
                    ..hold()
                };
                figure(c, &hers.dress(18.0, -24.0), 240.0, 586.0, 380.0, &her, true);
                // Her red skirt swinging out as they turn.
                c.path("M204 400Q228 392 244 398Q268 446 282 496Q260 512 236 502Q210 514 184 502Q190 446 204 400Z", p.accent, 1.0);
                c.stroke("M224 420Q236 466 238 500M208 430Q202 466 206 504", p.dark, 2.0, 0.4);
                c.stroke("M274 420q12 16 10 34M270 388q16 18 14 40", p.dark, 2.5, 0.5);
                // The shaggy dog on its hind legs, paws up, tongue out, dancing.
                let fur = "#fbf4e6";
                let shade = "#6a3a1e";
                c.g("transform=\"translate(-135 -172) scale(1.3)\"");
                c.stroke("M336 540l-10 44M362 540l12 44", fur, 16.0, 1.0);
                c.ellipse(322.0, 588.0, 14.0, 6.0, fur, 1.0);
                c.ellipse(378.0, 588.0, 14.0, 6.0, fur, 1.0);
                c.stroke("M374 540q30 -6 26 -40", fur, 10.0, 1.0);
                c.stroke("M396 486q8 -6 6 -16M406 500q8 -2 10 -10", p.dark, 2.0, 0.6);
                c.path("M318 560Q312 500 326 470Q348 448 372 470Q384 500 380 560Q350 574 318 560Z", fur, 1.0);
                c.path("M330 520q6 10 0 20M356 512q6 10 0 20M344 548q6 8 0 16", shade, 1.0);
                c.circle(350.0, 430.0, 34.0, fur, 1.0);
                c.ellipse(318.0, 436.0, 12.0, 26.0, shade, 1.0);
                c.ellipse(382.0, 436.0, 12.0, 26.0, shade, 1.0);
                c.stroke("M334 424q6 -6 12 0M356 424q6 -6 12 0", "#1a1a1a", 3.0, 1.0);
                c.ellipse(351.0, 440.0, 7.0, 5.0, "#1a1a1a", 1.0);
                c.path("M340 448q11 8 22 0q-2 6 -4 6q2 20 -7 20q-9 0 -7 -20q-2 0 -4 -6Z", "#e06a7a", 1.0);
                c.stroke("M328 486Q306 440 315 372M372 486Q400 450 392 410", shade, 19.0, 1.0);
                c.stroke("M328 486Q306 440 315 372M372 486Q400 450 392 410", fur, 13.0, 1.0);
                c.circle(392.0, 406.0, 11.0, fur, 1.0);
                c.circle(315.0, 370.0, 11.0, fur, 1.0);
                // A red bow at its neck, dressed for the dance like her.
                c.path("M350 482l-16 -9v18ZM350 482l16 -9v18Z", p.accent, 1.0);
                c.circle(350.0, 482.0, 4.0, p.accent, 1.0);
                c.end();
            },
        ),
        card(
            "The barber's borrowed moustache",
            (CutPaper, Daylight, CloseUp, Funny),
            ["a customer in shock", "a proud barber"],
            ("the barber now wears the missing half of the moustache", "moustache"),
            ["Outraged", "A close shave", "He came in for a trim and left with half a moustache; the barber kept the other half"],
            &["barber", "moustache"],
            true,
            "Two faces seen in a barber's mirror: in front, a customer with red hair and a white cape round his neck stares in horror, a small orange moustache under his nose; behind him the proud barber holds up a razor, the other half of the orange moustache under his own nose.",
            |c| {
                c.drew("mirror customer cape moustache barber razor neck nose foam cheek frame pole shelf bottle brush bowl comb waistcoat collar");
                let p = c.p;
                // The shop seen in the glass: a cool back wall, a shelf of bottles, the barber's pole.
                let glass = c.c.linv(&[(0.0, "#9ab8c4", 1.0), (1.0, "#5e7e8e", 1.0)]);
                c.c.full(&glass, 1.0);
                c.rect(-10.0, 150.0, 420.0, 8.0, "#3e5664", 1.0);
                for (k, x) in [120.0, 150.0, 176.0, 206.0].iter().enumerate() {
                    let h = [40.0, 28.0, 46.0, 32.0][k];
                    c.rect(*x, 150.0 - h, 18.0, h, ["#c8584a", "#e8c060", "#4a8a6a", "#d8d0c0"][k], 1.0);
                    c.rect(*x + 5.0, 150.0 - h - 8.0, 8.0, 8.0, "#3e3030", 1.0);
                }
                c.rect(40.0, 40.0, 36.0, 300.0, "#f4f0ea", 1.0);
                c.stroke("M40 60l36 -24M40 110l36 -24M40 160l36 -24M40 210l36 -24M40 260l36 -24M40 310l36 -24", "#c83a3a", 10.0, 1.0);
                c.stroke("M40 85l36 -24M40 185l36 -24M40 285l36 -24", "#3a5a9a", 6.0, 1.0);
                c.rect(34.0, 28.0, 48.0, 14.0, "#c8a050", 1.0);
                c.rect(34.0, 338.0, 48.0, 14.0, "#c8a050", 1.0);
                // The proud barber behind, in a dark waistcoat, wearing the missing half.
                let barber = Look::new(3, "#2e4a5a", p.dark).hair(Hair::Short, 0).face(Expr::Smile).turn(-0.3);
                portrait(c, 236.0, 170.0, 72.0, &barber);
                c.path("M210 278L236 312L262 278L274 294L236 340L198 294Z", "#f8f8f4", 1.0);
                c.path("M224 294l12 8l12 -8v16l-12 -8l-12 8Z", "#c83a3a", 1.0);
                c.path("M230 198q-26 -14 -56 -4q-16 4 -20 -10q-4 16 18 24q30 6 58 0Z", HAIR[4], 1.0);
                // His hand holding the razor up high, the blade catching the light.
                c.path("M374 470L344 316H308L322 470Z", "#f8f8f4", 1.0);
                c.rect(312.0, 276.0, 34.0, 44.0, SKIN[3], 1.0);
                for k in 0..4 {
                    c.circle(316.0 + k as f64 * 9.0, 278.0, 6.0, SKIN[3], 1.0);
                }
                c.path("M318 286q-12 -8 -4 -22l8 12Z", SKIN[3], 1.0);
                c.path("M324 274L334 270L350 160L334 156Z", "#3a2a2a", 1.0);
                c.path("M338 164L352 160L368 72L346 68Z", "#d8e4f0", 1.0);
                c.stroke("M346 68L336 160", "#ffffff", 3.0, 1.0);
                c.stroke("M368 72L352 160", "#6a7488", 3.0, 1.0);
                // The customer in front, in horror, in his white cape, half a moustache left.
                let man = Look::new(0, "#ffffff", p.dark).hair(Hair::Short, 4).face(Expr::Shock);
                portrait(c, 150.0, 330.0, 98.0, &man);
                c.stroke("M50 530q40 -24 60 8M200 515q30 -16 60 16M290 500q20 -10 40 10", "#c8ccd4", 4.0, 1.0);
                c.path("M106 474q44 24 88 0l10 16q-54 30 -108 0Z", "#e8e8ee", 1.0);
                c.path("M156 360q30 -18 62 -8q22 6 26 -12q4 22 -24 30q-32 8 -64 2Z", HAIR[4], 1.0);
                // Shaving foam on the bare side.
                for (x, y, r) in [(94.0, 364.0, 17.0), (112.0, 382.0, 14.0), (80.0, 344.0, 11.0), (128.0, 348.0, 10.0), (100.0, 398.0, 9.0)] {
                    c.circle(x, y, r, "#ffffff", 0.95);
                }
                // Light on the glass.
                c.stroke("M110 40l-70 70M150 40l-110 110", "#ffffff", 5.0, 0.35);
                // The gilt frame of the mirror, and the marble shelf below it.
                c.stroke("M10 10H390V540H10Z", "#b07a38", 22.0, 1.0);
                c.stroke("M22 22H378V528H22Z", "#e8c070", 4.0, 1.0);
                c.rect(-10.0, 540.0, 420.0, 70.0, "#e8e2da", 1.0);
                c.rect(-10.0, 540.0, 420.0, 10.0, "#c8bfb4", 1.0);
                c.stroke("M30 580q40 -10 70 8M220 572q50 10 90 -4", "#b8aca0", 2.0, 0.7);
                // A bowl of foam, a shaving brush and a comb on the shelf.
                c.path("M40 560h80q-6 34 -40 34q-34 0 -40 -34Z", "#3a7a9a", 1.0);
                c.ellipse(80.0, 556.0, 40.0, 12.0, "#ffffff", 1.0);
                c.circle(70.0, 548.0, 10.0, "#ffffff", 1.0);
                c.circle(88.0, 546.0, 8.0, "#ffffff", 1.0);
                c.rect(170.0, 556.0, 20.0, 36.0, "#8a4a2a", 1.0);
                c.ellipse(180.0, 550.0, 16.0, 14.0, "#f4efe6", 1.0);
                c.rect(260.0, 574.0, 100.0, 12.0, "#2a2a2a", 1.0);
                c.stroke("M266 574v-8M276 574v-8M286 574v-8M296 574v-8M306 574v-8M316 574v-8M326 574v-8M336 574v-8M346 574v-8", "#2a2a2a", 3.0, 1.0);
            },
        ),
        card(
            "Everybody looks up",
            (Pointillist, Daylight, Crowd, Funny),
            ["a crowd pointing at the sky", "a gull flying off with a boy's ice cream"],
            ("the boy holds up his empty cone", "cone"),
            ["Robbed", "Look before you lick", "The whole square watched the gull, and only the boy with the empty cone knew whose ice cream it was"],
            &["crowd looking up", "ice cream"],
            true,
            "A town square with houses all round, full of people of every age, all looking and pointing up at the sky with open mouths. High above them a big white gull flies off with a pink ice cream in its mouth. In front, a small boy in yellow stares up at it in shock, holding up his empty cone.",
            |c| {
                c.drew("square sky boy cone ice cream town house cloud gull");
                c.sky(300.0);
                c.ellipse(70.0, 60.0, 60.0, 20.0, "#ffffff", 0.9);
                c.ellipse(340.0, 250.0, 70.0, 22.0, "#ffffff", 0.9);
                for (k, x) in [20.0, 110.0, 200.0, 290.0, 380.0].iter().enumerate() {
                    c.house(*x, 330.0, 86.0, 80.0 + (k % 2) as f64 * 30.0, ["#e8c8a0", "#d8a890", "#f0d8b0"][k % 3], "#a04a3a", "#4a6a8a");
                }
                c.rect(-10.0, 330.0, 420.0, 290.0, "#d8c8a8", 1.0);
                c.stroke("M-10 380H420M-10 460H420M-10 560H420", "#c4b090", 3.0, 1.0);
                // The crowd behind in cool colours, every face turned up, every finger at the gull.
                let cool = ["#5a7ab8", "#7a9a7a", "#9a8ab8", "#6a8aa8"];
                for k in 0..7 {
                    let l = Look::new(k, cool[k % 4], cool[(k + 2) % 4]).hair([Hair::Short, Hair::Long, Hair::Curly, Hair::Bun, Hair::Bald][k % 5], k).face(Expr::Shock).turn(if k % 2 == 0 { 0.3 } else { -0.3 }).gaze(Gaze::Up).hands(Grip::Open, Grip::Point);
                    let pose = point().right_hand((14.0, -98.0), (18.0, -118.0)).left_hand((-8.0, -74.0), (-8.0, -52.0));
                    figure(c, &pose, 14.0 + k as f64 * 62.0, 430.0 - (k % 2) as f64 * 10.0, 170.0, &l, k < 3);
                }
                // A haze over the far square, so that the boy in front stands out.
                let haze = c.c.linv(&[(0.0, "#ffffff", 0.0), (0.45, "#fff8e8", 0.4), (0.9, "#fff8e8", 0.4), (1.0, "#fff8e8", 0.0)]);
                c.rect(-10.0, 160.0, 420.0, 300.0, &haze, 1.0);
                // The gull, big against the blue, flying off with the pink ice cream.
                c.g("transform=\"translate(250 124) scale(-2.0 2.0)\"");
                c.path("M-8 -2Q-30 -40 -72 -52Q-50 -30 -40 -18Q-24 -4 -6 6Z", "#b8c4d0", 1.0);
                c.path("M-72 -52l10 1l-5 6Z", "#20242a", 1.0);
                c.path("M22 4l22 -6l-4 14Z", "#ffffff", 1.0);
                c.ellipse(0.0, 4.0, 26.0, 11.0, "#ffffff", 1.0);
                c.circle(-24.0, -2.0, 10.0, "#ffffff", 1.0);
                c.path("M-32 0l-14 4l14 3Z", "#f0c020", 1.0);
                c.circle(-23.0, -5.0, 2.4, "#14141e", 1.0);
                c.path("M6 -2Q34 -46 78 -50Q56 -28 46 -14Q30 2 8 8Z", "#9aa6b2", 1.0);
                c.path("M78 -50l-10 0l5 6Z", "#20242a", 1.0);
                c.path("M-46 -8Q-66 -12 -66 6Q-60 22 -46 16Q-36 18 -36 4Q-36 -10 -46 -8Z", "#ff5aa0", 1.0);
                c.path("M-62 14q-3 14 1 20q4 -8 1 -20ZM-48 16q-2 10 1 14q3 -7 -1 -14Z", "#ff5aa0", 1.0);
                c.circle(-54.0, -2.0, 3.0, "#ffffff", 0.8);
                c.end();
                // A patch of sun on the paving round the boy.
                c.ellipse(210.0, 590.0, 170.0, 34.0, "#fff4dc", 0.8);
                // The boy, big in front, staring up at it, his empty cone held high.
                let boy = Look::new(4, "#ffc81c", "#2a4a8a").hair(Hair::Curly, 0).face(Expr::Shock).turn(-0.2).gaze(Gaze::Up).hands(Grip::Open, Grip::Fist);
                let up = point().child().right_hand((16.0, -86.0), (24.0, -106.0)).left_hand((-14.0, -60.0), (-20.0, -44.0));
                figure(c, &up, 120.0, 596.0, 300.0, &boy, false);
                // The empty cone in his raised fist, a smear of pink on its rim.
                c.g("transform=\"translate(195 262) scale(1.4) translate(-195 -262)\"");
                c.path("M174 196L216 196L195 262Z", "#e0a050", 1.0);
                c.stroke("M182 210l22 22M206 210l-20 22M190 238l10 10", "#a06a28", 3.0, 1.0);
                c.path("M174 196q10 -8 21 -2q10 -6 21 2q-10 6 -21 2q-11 4 -21 -2Z", "#ff5aa0", 1.0);
                c.end();
            },
        ),
        card(
            "The vet's waiting room",
            (InkWash, Daylight, Interior, Funny),
            ["a lion", "a mouse in a box"],
            ("the lion has climbed onto a chair to get away from the mouse", "mouse"),
            ["Scaredy-cat", "The bigger they are, the harder they fall", "The lion came for a thorn in its paw and met a mouse in the waiting room"],
            &["waiting room", "lion"],
            false,
            "A vet's waiting room with a paw poster and a clock. On the floor stands a shoebox with its lid pushed up, and a grey mouse peeks out of it. Beside it a huge lion has climbed onto a chair and clings to its back, mane on end, eyes wide on the mouse, sweat flying, its tail trembling under the seat.",
            |c| {
                c.drew("room chair shoebox lion mouse poster mane sweat clock paw lid tail eye seat");
                let p = c.p;
                c.room(400.0);
                // Mint panelling, a tiled floor running back to the wall.
                c.rect(-20.0, 280.0, 440.0, 120.0, "#a8cec2", 1.0);
                c.rect(-20.0, 276.0, 440.0, 8.0, "#6a9a8a", 1.0);
                let mut d = String::new();
                for k in 0..6 {
                    let y = 400.0 + (k as f64 + 1.0).powf(1.6) * 20.0;
                    d.push_str(&format!("M-20 {y:.0}H420"));
                }
                for i in -8..=8 {
                    d.push_str(&format!("M{:.0} 400L{:.0} 620", 200.0 + i as f64 * 40.0, 200.0 + i as f64 * 110.0));
                }
                c.stroke(&d, "#6a4a30", 1.4, 0.35);
                // A clock and a poster of a paw.
                c.circle(330.0, 70.0, 26.0, "#fffbea", 1.0);
                c.stroke("M330 70v-16M330 70l12 6", p.dark, 3.0, 1.0);
                c.rect(40.0, 60.0, 90.0, 120.0, "#fffbea", 1.0);
                c.ellipse(85.0, 136.0, 20.0, 16.0, p.accent, 1.0);
                for (x, y) in [(60.0, 108.0), (76.0, 96.0), (94.0, 96.0), (110.0, 108.0)] {
                    c.ellipse(x, y, 7.0, 9.0, p.accent, 1.0);
                }
                // The huge lion, drawn large, on a waiting-room chair,
                // hind paws bunched on the seat, clinging to its back and
                // peering over it at the mouse.
                c.g("transform=\"translate(-70 -132) scale(1.22)\"");
                let (fur, dark, light) = ("#d08a2a", "#a85a1e", "#e8b450");
                // Its tail hangs down trembling under the seat.
                c.stroke("M318 470Q336 520 316 548Q302 566 318 584", fur, 11.0, 1.0);
                c.ellipse(320.0, 588.0, 12.0, 10.0, dark, 1.0);
                c.stroke("M300 560q-6 6 0 12M340 556q6 6 0 12M302 530q-6 6 0 12", "#5a3010", 2.0, 0.8);
                c.ellipse(296.0, 420.0, 64.0, 50.0, fur, 1.0);
                c.circle(318.0, 436.0, 36.0, "#c8782a", 1.0);
                for x in [298.0, 332.0] {
                    c.ellipse(x, 466.0, 20.0, 11.0, light, 1.0);
                    c.stroke(&format!("M{a} 460v10M{b} 460v10", a = x - 6.0, b = x + 5.0), "#8a5a1a", 2.0, 1.0);
                }
                // Front legs up to the top of the chair back, paws over it.
                c.stroke("M262 424L252 356M286 420L274 352", light, 24.0, 1.0);
                c.chair(282.0, 598.0, 2.6, p.dark);
                // Shaking: quiver lines round its haunch and back.
                c.stroke("M358 392q8 8 0 16M366 420q8 8 0 16M340 372q8 4 10 12", "#5a3010", 2.5, 0.9);
                // The great head above, mane on end, ears flat.
                let (hx, hy) = (222.0, 304.0);
                let mut mane = Vec::new();
                for k in 0..30 {
                    let a = (k as f64 * 12.0).to_radians();
                    let r = if k % 2 == 0 { 88.0 } else { 62.0 };
                    mane.push((hx + a.cos() * r, hy + a.sin() * r));
                }
                c.poly(&mane, "#8a4a14", 1.0);
                c.circle(hx, hy, 62.0, "#c8782a", 1.0);
                c.ellipse(hx + 34.0, hy - 46.0, 14.0, 8.0, light, 1.0);
                c.ellipse(hx - 36.0, hy - 44.0, 14.0, 8.0, light, 1.0);
                c.circle(hx, hy + 6.0, 46.0, light, 1.0);
                c.ellipse(hx - 8.0, hy + 30.0, 26.0, 16.0, "#f6e0b0", 1.0);
                // Eyes wide and rolled down at the mouse, brows up.
                for x in [hx - 26.0, hx + 12.0] {
                    c.circle(x, hy - 2.0, 16.0, "#ffffff", 1.0);
                    c.circle(x - 8.0, hy + 7.0, 6.5, "#1a1a1a", 1.0);
                }
                c.stroke(&format!("M{} {}l12 -12M{} {}l-12 -12", hx - 36.0, hy - 24.0, hx + 22.0, hy - 24.0), "#5a3010", 4.0, 1.0);
                c.path(&format!("M{} {}h20l-10 10Z", hx - 18.0, hy + 20.0), "#4a2a1a", 1.0);
                c.stroke(&format!("M{} {}q6 -5 12 0t12 0t12 0", hx - 26.0, hy + 42.0), "#4a2a1a", 2.6, 1.0);
                c.ellipse(250.0, 346.0, 13.0, 9.0, light, 1.0);
                c.ellipse(274.0, 342.0, 13.0, 9.0, light, 1.0);
                c.stroke("M244 340v8M252 338v8M268 336v8M276 334v8", "#8a5a1a", 2.0, 1.0);
                // Sweat flying off the mane.
                c.path("M168 226q8 11 0 17q-8 -6 0 -17ZM150 258q6 9 0 13q-6 -4 0 -13ZM292 236q6 9 0 13q-6 -4 0 -13Z", "#3a8ad0", 1.0);
                c.end();
                // The shoebox on the floor, its lid pushed up, and the
                // grey mouse peeking out at the lion.
                c.ellipse(88.0, 556.0, 74.0, 10.0, "#3a2a1a", 0.35);
                c.rect(22.0, 490.0, 132.0, 64.0, "#d8b890", 1.0);
                c.stroke("M22 504h132", "#a88a60", 3.0, 1.0);
                c.path("M18 492L-2 420L14 414L34 490Z", "#c8a070", 1.0);
                c.stroke("M18 492L-2 420", "#8a6a40", 3.0, 1.0);
                mouse_head(c, 96.0, 478.0, 1.9);
                c.ellipse(66.0, 494.0, 10.0, 7.0, "#a8a0a0", 1.0);
                c.ellipse(120.0, 494.0, 10.0, 7.0, "#a8a0a0", 1.0);
            },
        ),
        card(
            "The heart on the ice",
            (CutPaper, Winter, TopDown, Tense),
            ["two skaters in the heart they carved", "a crack in the ice"],
            ("the crack runs right between them, under their joined hands", "crack"),
            ["Fragile", "Skating on thin ice", "They carved a heart on the frozen lake; the crack is carving its own line through it"],
            &["ice skating", "frozen lake"],
            true,
            "A frozen lake seen from straight above, pale blue ice with a snowy shore and pine trees in one corner. Inside a huge heart they have carved into the ice with their blades, two skaters lie on their backs holding hands and smiling up at the sky, their other arms flung out over their heads, she in red with her fair hair fanned out and a long red scarf spread on the ice, he in blue, their skates near the heart's point. In the other corner the ice has broken open onto black water with floating shards, and from the hole a black crack zigzags across the ice into the heart and straight down between them, right under their joined hands.",
            |c| {
                c.drew("lake ice heart skater blade crack snow shore scarf tree pine water hole shard skate hand sky");
                let p = c.p;
                // Pale blue ice in broad cut facets.
                c.c.rect(-20.0, -20.0, 440.0, 640.0, "#a8c0de", 1.0);
                c.path("M-20 330Q90 300 130 200L-20 190ZM420 430Q330 440 300 620H420Z", "#bcd0e8", 1.0);
                c.stroke("M-20 520Q60 500 90 430M260 600Q300 540 420 520M20 250Q120 200 150 120", "#e6eef8", 3.0, 0.9);
                // The snowy shore in the top left corner, with pines.
                c.path("M-20 -20H200Q180 30 130 48Q80 66 50 110Q26 146 -20 150Z", "#f6f8fc", 1.0);
                for (x, y, r) in [(26.0, 34.0, 36.0), (100.0, 14.0, 28.0), (26.0, 104.0, 22.0)] {
                    pine_above(c, x, y, r);
                }
                // The heart carved by two blades: a deep groove and its twin.
                // The heart carved by two blades: a crisp dark groove with a bright cut edge, and its twin inside.
                let heart = "M200 584C76 504 8 400 24 278C40 150 170 130 200 230C230 130 360 150 376 278C392 400 324 504 200 584Z";
                c.path(heart, "#d2e0f2", 1.0);
                c.stroke(heart, "#2c4a7c", 11.0, 1.0);
                c.stroke(heart, "#ffffff", 4.0, 1.0);
                c.g("transform=\"translate(200 380) scale(.93) translate(-200 -380)\"");
                c.stroke(heart, "#2c4a7c", 7.0, 0.9);
                c.stroke(heart, "#ffffff", 2.5, 1.0);
                c.end();
                // The hole in the far corner: black water with ripples, a white broken rim and floating shards.
                let hole = "M430 -20V222L398 236L384 206L346 214L338 178L300 170L306 136L268 118L284 84L252 56L270 26L248 -20Z";
                c.stroke(hole, "#ffffff", 10.0, 1.0);
                c.path(hole, "#060c18", 1.0);
                for (pts, col) in [
                    (vec![(312.0, 54.0), (360.0, 40.0), (372.0, 92.0), (330.0, 104.0)], "#e8f0fa"),
                    (vec![(370.0, 132.0), (412.0, 120.0), (418.0, 176.0), (384.0, 188.0)], "#d4e2f2"),
                    (vec![(284.0, 8.0), (322.0, -4.0), (316.0, 30.0)], "#e8f0fa"),
                    (vec![(378.0, 8.0), (406.0, 16.0), (396.0, 46.0), (372.0, 36.0)], "#c8d8ea"),
                    (vec![(318.0, 130.0), (340.0, 124.0), (344.0, 146.0)], "#dce8f4"),
                ] {
                    let dark: Vec<(f64, f64)> = pts.iter().map(|(x, y)| (x + 4.0, y + 5.0)).collect();
                    c.poly(&dark, "#7f9cc4", 1.0);
                    c.poly(&pts, col, 1.0);
                }
                // The crack: from the hole into the heart's notch, then straight down between them, under their hands.
                let crack = "M338 190L312 206L324 226L280 238L290 256L244 262L252 282L206 286L216 314L194 334L210 362L194 392L208 420L196 448L204 476";
                c.stroke(crack, "#060c18", 11.0, 1.0);
                c.stroke("M338 190L312 206L324 226L280 238L290 256L244 262", "#060c18", 17.0, 1.0);
                c.stroke("M312 206L284 196M324 226L352 244M290 256L308 280M252 282L268 302M216 314L234 326M194 334L176 326M210 362L228 372M194 392L178 404M208 420L224 432", "#060c18", 4.5, 1.0);
                c.stroke("M204 476L198 500", "#060c18", 3.5, 1.0);
                // The two skaters lying on their backs, seen from above, heads in the heart's lobes,
                // outer arms flung up over their heads on the ice, inner hands joined over the crack.
                let she = Look::new(0, p.accent, "#8a1a24").hair(Hair::Long, 3).face(Expr::Smile).turn(0.25).gaze(Gaze::Ahead);
                let he = Look::new(3, p.cloth[1], "#1e3458").hair(Hair::Short, 1).face(Expr::Smile).turn(-0.25).gaze(Gaze::Ahead);
                let lie = |inner: f64| Pose {
                    elbows: [(-26.0 * inner, -82.0), (16.0 * inner, -62.0)],
                    hands: [(-30.0 * inner, -104.0), (27.0 * inner, -55.0)],
                    knees: [(-10.0 * inner, -25.0), (7.0 * inner, -25.0)],
                    feet: [(-15.0 * inner, -2.0), (9.0 * inner, -2.0)],
                    ..stand()
                };
                let (fy, h) = (540.0, 282.0);
                for (x, a, look, inner) in [(160.0, -9.0, &she, 1.0), (240.0, 9.0, &he, -1.0)] {
                    let s = h / 100.0;
                    let pose = lie(inner);
                    let at = |(px, py): (f64, f64)| format!("{} {}", Num(x + px * s + 6.0), Num(fy + py * s + 6.0));
                    c.g(&format!("transform=\"rotate({a} {x} {fy})\""));
                    // The shadow of the body pressed flat on the ice, just beside it.
                    let limbs = format!(
                        "M{}L{}L{}M{}L{}L{}M{}L{}L{}M{}L{}L{}M{}L{}",
                        at((-13.0, -75.0)), at(pose.elbows[0]), at(pose.hands[0]),
                        at((13.0, -75.0)), at(pose.elbows[1]), at(pose.hands[1]),
                        at((-4.0, -49.0)), at(pose.knees[0]), at(pose.feet[0]),
                        at((4.0, -49.0)), at(pose.knees[1]), at(pose.feet[1]),
                        at((0.0, -80.0)), at((0.0, -50.0))
                    );
                    c.stroke(&limbs, "#1c3458", 8.0 * s, 0.22);
                    c.stroke(&format!("M{}L{}", at((0.0, -75.0)), at((0.0, -52.0))), "#1c3458", 24.0 * s, 0.22);
                    c.circle(x + 6.0, fy - 91.0 * s + 6.0, 9.0 * s, "#1c3458", 0.22);
                    if inner > 0.0 {
                        // Her hair fanned out on the ice all round her head, in wavy locks.
                        let (hx, hy) = (x, fy - 91.0 * s);
                        let mut d = String::new();
                        for k in 0..14 {
                            let t = std::f64::consts::PI * (0.9 + 1.2 * k as f64 / 13.0);
                            let (r0, r1) = (46.0 + 8.0 * (k % 2) as f64, 58.0);
                            let _ = write!(d, "{}{} {}Q{} {} ", if k == 0 { "M" } else { "" }, Num(hx + r0 * t.cos()), Num(hy + 6.0 + r0 * t.sin()), Num(hx + r1 * (t + 0.12).cos()), Num(hy + 6.0 + r1 * (t + 0.12).sin()));
                        }
                        let _ = write!(d, "{} {}Q{hx} {} {} {}Z", Num(hx + 40.0), Num(hy + 40.0), Num(hy + 20.0), Num(hx - 40.0), Num(hy + 40.0));
                        c.path(&d, HAIR[3], 1.0);
                        c.stroke(&format!("M{} {}q-14 -10 -12 -34M{} {}q14 -10 12 -34M{} {}q-4 -18 8 -30M{} {}q4 -18 -8 -30", hx - 26.0, hy + 4.0, hx + 26.0, hy + 4.0, hx - 12.0, hy - 22.0, hx + 12.0, hy - 22.0), "#b08a3a", 2.5, 0.8);
                        // Her long red scarf, wound round her neck and spread out over the ice.
                        let (nx, ny) = (x, fy - 81.0 * s);
                        let scarf = [(nx - 4.0, ny + 4.0), (nx - 40.0, ny + 50.0), (nx - 70.0, ny + 70.0), (nx - 86.0, ny + 110.0), (nx - 104.0, ny + 150.0)];
                        c.stroke(&crate::canvas::smooth_d(&scarf), p.accent, 20.0, 1.0);
                        c.stroke(&format!("M{} {}l-6 14M{} {}l2 15M{} {}l9 12", nx - 114.0, ny + 148.0, nx - 104.0, ny + 152.0, nx - 94.0, ny + 148.0), p.accent, 3.0, 1.0);
                        c.stroke(&format!("M{} {}l16 -10M{} {}l14 -14M{} {}l18 -6", nx - 48.0, ny + 54.0, nx - 78.0, ny + 82.0, nx - 98.0, ny + 130.0), "#ffffff", 4.0, 0.95);
                    }
                    figure_unshadowed(c, &pose, x, fy, h, look, false);
                    if inner > 0.0 {
                        c.stroke(&format!("M{} {}Q{x} {} {} {}", x - 16.0, fy - 82.0 * s, fy - 78.0 * s, x + 16.0, fy - 82.0 * s), p.accent, 11.0, 1.0);
                    }
                    // The skates, toes up: dark boots with silver blades.
                    for fx in [pose.feet[0].0, pose.feet[1].0] {
                        let bx = x + fx * s;
                        c.ellipse(bx, fy + 4.0, 10.0, 15.0, "#2a2230", 1.0);
                        c.stroke(&format!("M{} {}v34", bx, fy - 12.0), "#eef3f8", 3.5, 1.0);
                    }
                    c.end();
                }
            },
        ),
        card(
            "The bigger snow angel",
            (Pastel, Winter, TopDown, Eerie),
            ["a child's snow angel", "a much bigger one"],
            ("no footprints lead to the big snow angel", "footprints"),
            ["Visited", "Angels watch over us", "She made one snow angel; in the morning there were two, and no footprints"],
            &["snow angel", "footprints"],
            true,
            "Blue snow at dusk seen from above, the long shadow of a bare tree reaching across it. A small child in a red snowsuit lies on her back in the snow angel she has just made, her footprints leading to it, and stares in fright at the one beside her: the deep imprint of a second snow angel, more than twice as big as hers, faintly glowing, with a long grey feather lying in it and not a single footprint anywhere around it.",
            |c| {
                c.drew("snow snowsuit angel footprint imprint feather boot wing tree shadow branch dusk");
                let p = c.p;
                // Blue snow seen from straight above in the dusk, darkening
                // towards the corners so that the glowing imprint stands out.
                c.c.rect(-20.0, -20.0, 440.0, 640.0, "#7e8ec8", 1.0);
                c.soft();
                let dusk = c.rad(&[(0.35, "#7e8ec8", 0.0), (1.0, "#3e4c8a", 0.9)], 0.55, 0.45, 0.8);
                c.rect(-20.0, -20.0, 440.0, 640.0, &dusk, 1.0);
                c.end();
                // The long blue shadow of a bare tree off the card at the top left.
                c.stroke("M-20 -10L170 150M44 44L40 -20M92 84L150 40M70 64L-20 96M128 118L120 190M150 134L214 128M120 110L60 150", "#45538f", 9.0, 0.7);
                c.stroke("M40 -20L52 -40M150 40L176 30M-20 96L-40 92M120 190L110 214M214 128L236 116", "#45538f", 4.0, 0.7);
                // The big angel, pressed deep and glowing, more than twice as
                // big as hers, a long dark feather lying in it.
                c.soft();
                c.glow(268.0, 250.0, 260.0, "#fff0c8", 0.5);
                c.end();
                c.g("transform=\"translate(274 280) rotate(-8) scale(1.22)\"");
                snow_angel(c, true, "#27336a", "#fff6de", 30.0);
                c.soft();
                c.glow(0.0, -30.0, 150.0, "#fffbe8", 0.9);
                c.end();
                c.g("transform=\"translate(26 40) rotate(28) scale(.82)\"");
                c.path("M0 110Q-30 60 -26 -10Q-24 -80 -4 -130Q26 -70 26 0Q26 70 0 110Z", "#4a5274", 1.0);
                c.path("M0 110Q-30 60 -26 -10Q-24 -80 -4 -130Q-4 0 0 110Z", "#2c3252", 1.0);
                c.path("M-26 -20l14 6l-14 5ZM26 30l-14 4l14 7Z", "#fff6de", 1.0);
                c.stroke("M4 150Q2 0 -4 -130", "#e8ecfa", 4.0, 1.0);
                c.end();
                c.end();
                // Her own small angel, and her footprints to it from the card's edge.
                c.g("transform=\"translate(92 452) rotate(4) scale(.55)\"");
                snow_angel(c, false, "#2e3a74", "#b8c4ec", 22.0);
                c.end();
                let mut d = String::new();
                let mut lit = String::new();
                for k in 0..7 {
                    let t = k as f64 / 6.0;
                    let side = if k % 2 == 0 { -9.0 } else { 9.0 };
                    let (x, y) = (396.0 - t * 236.0, 546.0 + t * 16.0 + side);
                    let _ = write!(d, "M{:.0} {:.0}m-12 0a12 7 0 1 0 24 0a12 7 0 1 0 -24 0m28 0a6 6 0 1 0 12 0a6 6 0 1 0 -12 0", x, y);
                    let _ = write!(lit, "M{:.0} {:.0}m-12 4a12 5 0 0 0 24 0", x, y + 1.0);
                }
                c.path(&d, "#34427e", 1.0);
                c.stroke(&lit, "#d4dcf8", 2.5, 0.9);
                let kid = Look::new(1, p.accent, p.accent).hair(Hair::Long, 1).face(Expr::Shock).turn(0.8).gaze(Gaze::Side(1.0));
                let lying = Pose {
                    head: (3.0, -91.0),
                    elbows: [(-26.0, -84.0), (24.0, -86.0)],
                    hands: [(-40.0, -98.0), (36.0, -104.0)],
                    knees: [(-14.0, -28.0), (12.0, -28.0)],
                    feet: [(-22.0, -2.0), (22.0, -2.0)],
                    ..stand().child()
                };
                figure_unshadowed(c, &lying, 96.0, 562.0, 212.0, &kid, false);
            },
        ),
        card(
            "The hedge that looks like her",
            (Gouache, Spring, EyeLevel, Funny),
            ["a gardener's hedge portrait", "his wife beside it"],
            ("she has the very same hairdo as the hedge", "hairdo"),
            ["Flattered?", "Imitation is the sincerest form of flattery", "He spent a year trimming the hedge into her likeness; she had her hairdo done to match"],
            &["topiary", "couple"],
            true,
            "A sunny garden with a white fence. A proud old bald man, laughing, holds up his shears beside a tall hedge trimmed into the bust of a woman with a face and a huge tall beehive hairdo, a ladder leaning on it and clippings on the grass. On the other side his wife, hands on her hips, has exactly the same beehive hairdo, and looks unimpressed.",
            |c| {
                c.drew("garden hedge hairdo wife beehive shears ladder clipping fence grass");
                let p = c.p;
                c.sky(390.0);
                // Far trees and a roof beyond the garden.
                c.path("M250 330L300 270L380 270L420 330Z", "#d88a8a", 1.0);
                for (x, y, r) in [(20.0, 320.0, 60.0), (90.0, 300.0, 50.0), (350.0, 320.0, 46.0)] {
                    c.circle(x, y, r, "#a8d090", 1.0);
                }
                c.land(390.0);
                // The white picket fence.
                c.rect(-10.0, 340.0, 420.0, 10.0, "#fbf8ee", 1.0);
                c.rect(-10.0, 372.0, 420.0, 10.0, "#fbf8ee", 1.0);
                let mut d = String::new();
                for k in 0..15 {
                    let x = k as f64 * 28.0 - 6.0;
                    d.push_str(&format!("M{x} 400V326l8 -10l8 10V400Z"));
                }
                c.path(&d, "#fbf8ee", 1.0);
                // The hedge portrait: shoulders, a face and a tall beehive.
                let (g, g2) = ("#3a8a3a", "#2e7430");
                c.ellipse(200.0, 476.0, 130.0, 14.0, "#5a8a4a", 0.5);
                c.path("M84 474Q90 370 200 356Q310 370 316 474Z", g, 1.0);
                c.rect(178.0, 310.0, 44.0, 56.0, g, 1.0);
                c.ellipse(200.0, 146.0, 60.0, 100.0, g2, 1.0);
                c.ellipse(200.0, 280.0, 46.0, 56.0, g, 1.0);
                let ls: Vec<(f64, f64, f64, f64)> = (0..46)
                    .map(|k| {
                        let t = k as f64;
                        let (x, y) = if k < 18 {
                            (200.0 + (t * 2.4).sin() * 50.0, 60.0 + t * 10.0)
                        } else if k < 30 {
                            (200.0 + (t * 1.7).sin() * 38.0, 240.0 + (t - 18.0) * 7.0)
                        } else {
                            (100.0 + (t - 30.0) * 13.0, 400.0 + (t * 2.1).sin() * 30.0)
                        };
                        (x, y, 6.0, t * 1.3)
                    })
                    .collect();
                leaves(c, &ls, "#6ab85a");
                c.stroke("M146 110q54 -24 108 0M142 150q58 -22 116 0M146 190q54 -20 108 0M158 74q42 -18 84 0", "#1e5a1e", 5.0, 0.8);
                c.stroke("M176 272q8 -6 16 0M208 272q8 -6 16 0", "#1e4a1e", 4.0, 1.0);
                c.path("M200 276l-7 24h13Z", "#2a6a2a", 1.0);
                c.path("M186 312q14 8 28 0q-14 -5 -28 0Z", "#1e4a1e", 1.0);
                // The ladder leaning on it, and clippings on the grass.
                c.stroke("M270 478L244 130M306 478L282 130M266 430h36M262 380h36M258 330h36M254 280h36M250 230h36M246 180h36", "#8a5a2a", 6.0, 1.0);
                let clip: Vec<(f64, f64, f64, f64)> = (0..16).map(|k| (60.0 + k as f64 * 19.0, 486.0 + (k as f64 * 1.9).sin() * 10.0, 5.0, k as f64)).collect();
                leaves(c, &clip, "#3a8a3a");
                // The proud gardener and his unimpressed wife.
                let man = Look::new(1, p.cloth[3], "#5a4a3a").old().hair(Hair::Bald, 5).face(Expr::Laugh).turn(0.5).hands(Grip::Open, Grip::Fist);
                figure(c, &stand().right_hand((14.0, -70.0), (26.0, -84.0)), 64.0, 594.0, 260.0, &man, false);
                c.stroke("M128 374l26 -50M128 374l40 -38", "#9a9aaa", 6.0, 1.0);
                c.stroke("M128 374l-8 14M128 374l-14 6", "#c83a3a", 6.0, 1.0);
                let wife = Look::new(0, p.accent, p.accent).old().hair(Hair::Bun, 3).face(Expr::Angry).turn(-0.4);
                let (wx, wy, wh) = (330.0, 594.0, 250.0);
                let hx = wx - 5.0 * wh / 100.0;
                let top = wy - 87.0 * wh / 100.0 - 9.8 * wh / 100.0;
                c.ellipse(hx, top - 32.0, 28.0, 46.0, HAIR[3], 1.0);
                c.stroke(&format!("M{} {}q28 -14 56 0M{} {}q26 -12 52 0M{} {}q20 -10 40 0", hx - 28.0, top - 40.0, hx - 26.0, top - 18.0, hx - 20.0, top - 62.0), "#a88030", 3.0, 0.9);
                figure(c, &hips().dress(24.0, -24.0), wx, wy, wh, &wife, true);
            },
        ),
        card(
            "The picnic on the volcano",
            (CutPaper, Saturated, TinyInHuge, Absurd),
            ["a family picnic", "a smoking volcano"],
            ("grandfather toasts marshmallows over the lava", "marshmallows"),
            ["Carefree", "Playing with fire", "Everyone said it was a silly place for a picnic, but the marshmallows were perfect"],
            &["volcano", "picnic"],
            true,
            "On the rim of a huge volcano, close up: its crater glows with bubbling lava, a column of grey smoke pours up into the bright sky and lava runs down the slope; far below lies the sea. On the near rim a mother and child sit calmly on a pink checked blanket with a picnic basket, she with a cup, he with a sandwich, and grandfather kneels at the very edge of the crater, smiling, holding a long stick with marshmallows over the lava.",
            |c| {
                c.drew("volcano sky smoke lava crater rim family blanket picnic basket stick marshmallow sea cup sandwich mother child");
                let p = c.p;
                c.sky(600.0);
                // Far below, round the foot of the cone: the sea.
                c.rect(-10.0, 300.0, 420.0, 320.0, "#1a6ac0", 1.0);
                c.rect(-10.0, 300.0, 420.0, 10.0, "#5aaae8", 1.0);
                c.ellipse(70.0, 80.0, 54.0, 16.0, "#ffffff", 1.0);
                c.circle(60.0, 68.0, 20.0, "#ffffff", 1.0);
                // One thick column of dark smoke billowing up out of the crater and leaning
                // right, in puffs, lit orange at its foot.
                let puffs = |pts: &[(f64, f64)]| {
                    let mut d = format!("M{} {}", pts[0].0, pts[0].1);
                    for w in pts.windows(2) {
                        let r = ((w[1].0 - w[0].0).powi(2) + (w[1].1 - w[0].1).powi(2)).sqrt() * 0.6;
                        d += &format!("A{r:.0} {r:.0} 0 0 1 {} {}", w[1].0, w[1].1);
                    }
                    d + "Z"
                };
                let column = [(150.0, 400.0), (170.0, 330.0), (150.0, 260.0), (140.0, 200.0), (150.0, 140.0), (120.0, 70.0), (150.0, -10.0), (420.0, -10.0), (400.0, 90.0), (330.0, 150.0), (300.0, 220.0), (300.0, 290.0), (280.0, 350.0), (260.0, 400.0), (150.0, 400.0)];
                c.path(&puffs(&column), "#3e3846", 1.0);
                let inner = [(190.0, 370.0), (190.0, 300.0), (186.0, 230.0), (196.0, 160.0), (200.0, 90.0), (260.0, 40.0), (320.0, 80.0), (276.0, 140.0), (256.0, 210.0), (256.0, 290.0), (240.0, 350.0), (190.0, 370.0)];
                c.path(&puffs(&inner), "#5e5666", 1.0);
                c.path(&puffs(&[(160.0, 400.0), (176.0, 350.0), (230.0, 332.0), (280.0, 360.0), (270.0, 400.0), (160.0, 400.0)]), "#d0784a", 1.0);
                // The whole cone, its crater and the people on its rim, a little lower down.
                c.g("transform=\"translate(0 70)\"");
                // The cone: steep dark slopes going down to the sea on each side, lit on the
                // left, with two rivers of lava running down the front.
                c.path("M72 336L-10 480V610H410V480L328 336Z", "#7a1a5a", 1.0);
                c.path("M210 350H328L410 480V610H250Z", "#4e0c3a", 1.0);
                c.stroke("M72 336L-10 480M328 336L410 480", "#2a0420", 5.0, 1.0);
                c.stroke("M40 500L10 610M100 440L80 610M320 450L350 610", "#3a0630", 6.0, 1.0);
                for (pts, w) in [
                    (vec![(150.0, 368.0), (140.0, 440.0), (116.0, 530.0), (110.0, 610.0)], 26.0),
                    (vec![(262.0, 366.0), (280.0, 450.0), (300.0, 530.0), (318.0, 610.0)], 20.0),
                ] {
                    c.line(&pts, "#ff5a10", w);
                    c.line(&pts, "#ffd040", w * 0.4);
                }
                // The crater: a pale rim round a pool of glowing, bubbling lava.
                c.ellipse(200.0, 336.0, 134.0, 40.0, "#d05898", 1.0);
                c.ellipse(200.0, 338.0, 118.0, 30.0, "#2a0620", 1.0);
                c.ellipse(200.0, 345.0, 110.0, 21.0, "#ff6a10", 1.0);
                c.ellipse(204.0, 349.0, 76.0, 11.0, "#ffd040", 1.0);
                for (x, y, r) in [(130.0, 346.0, 7.0), (250.0, 341.0, 9.0), (286.0, 350.0, 6.0), (186.0, 355.0, 5.0)] {
                    c.circle(x, y, r, "#fff4a0", 1.0);
                    c.circle(x, y, r * 0.5, "#ff8a20", 1.0);
                }
                // Grandfather kneeling on the right of the rim, smiling, the long stick held
                // out over the lava with three big marshmallows on its end.
                c.stroke("M290 262L150 330", "#5a3a1a", 7.0, 1.0);
                for (x, y) in [(164.0, 323.0), (187.0, 312.0), (210.0, 301.0)] {
                    c.circle(x, y, 13.0, "#5a3a1a", 1.0);
                    c.circle(x, y, 11.0, if x > 180.0 && x < 200.0 { "#f0c080" } else { "#ffffff" }, 1.0);
                }
                let gramps = Look::new(1, p.cloth[3], p.dark).old().face(Expr::Delight).beard().turn(-0.6).hands(Grip::Fist, Grip::Fist).profile();
                let toast = kneel().left_hand((4.0, -48.0), (10.0, -40.0)).right_hand((16.0, -50.0), (26.0, -38.0));
                figure(c, &toast, 338.0, 352.0, 250.0, &gramps, true);
                // The picnic on a pink checked blanket on the near lip: the basket, the mother
                // with her cup, the child with his sandwich, both quite calm.
                let cloth = "M50 372L170 370L186 420L20 424Z";
                c.path(cloth, "#ff6aa8", 1.0);
                c.clip(cloth);
                c.stroke("M0 396H200M60 366L58 430M100 366L100 430M140 366L144 430", "#ffffff", 5.0, 1.0);
                c.end();
                let basket = |c: &mut Ctx| {
                    c.rect(150.0, 392.0, 44.0, 30.0, "#c8801a", 1.0);
                    c.stroke("M154 394q18 -28 36 0", "#8a4a10", 5.0, 1.0);
                    c.stroke("M150 404h44M150 413h44", "#8a4a10", 3.0, 0.8);
                };
                let mum = Look::new(3, p.cloth[0], p.dark).hair(Hair::Long, 0).face(Expr::Smile).turn(-0.4).hands(Grip::Fist, Grip::Fist);
                figure(c, &sit_ground().right_hand((14.0, -34.0), (22.0, -44.0)), 150.0, 410.0, 260.0, &mum, true);
                let kid = Look::new(1, p.cloth[2], p.dark).hair(Hair::Curly, 4).face(Expr::Smile).turn(0.5).hands(Grip::Fist, Grip::Fist);
                figure(c, &sit_ground().child().right_hand((14.0, -34.0), (18.0, -48.0)), 32.0, 420.0, 200.0, &kid, false);
                basket(c);
                c.rect(75.0, 268.0, 17.0, 20.0, "#ffffff", 1.0);
                c.stroke("M92 272q8 2 0 10", "#ffffff", 3.0, 1.0);
                c.path("M50 372l26 -5l3 11l-26 5Z", "#f4d890", 1.0);
                c.stroke("M52 376l24 -5", "#6aa830", 3.0, 1.0);
                c.end();
            },
        ),
        card(
            "The spade through the ceiling",
            (Pointillist, Autumn, CutAway, Tense),
            ["a family of moles at dinner", "a gardener digging above"],
            ("the blade of a spade is coming through their ceiling", "spade"),
            ["Uh-oh", "Call a spade a spade", "The moles sat down to dinner just as the gardener started on the potatoes"],
            &["moles", "underground home"],
            true,
            "A cut through a garden. Above a thin strip of grass a man in a green jumper, whistling, stamps a spade into the ground with one boot. Below, in dark earth with roots and stones, a cosy round burrow is lit by a candle: a family of three moles, the smallest in a bib, sits at a little table with a white cloth and plates, under a framed picture on the earthen wall. The shiny blade of the spade pokes through their ceiling right above the table, crumbs of soil falling into the soup, and the father mole looks up with his fork frozen.",
            |c| {
                c.drew("garden grass jumper spade ground burrow mole table ceiling blade candle plate soil root leaf crumb boot earth stone bib cloth wall soup fork father frame");
                let p = c.p;
                c.sky(240.0);
                c.tree(350.0, 242.0, 170.0, "#5a3a1a", "#d87a2a");
                // Dark earth with roots and stones, under a thin band of grass.
                c.c.rect(-10.0, 240.0, 420.0, 380.0, "#3e2614", 1.0);
                c.dots(60, 0.0, 400.0, 250.0, 600.0, 3.0, "#2a180a");
                for (x, y, r) in [(40.0, 300.0, 9.0), (350.0, 280.0, 7.0), (24.0, 470.0, 8.0), (384.0, 420.0, 10.0), (300.0, 262.0, 6.0)] {
                    c.ellipse(x, y, r * 1.4, r, "#8a8478", 1.0);
                }
                c.stroke("M60 242q10 30 -8 60q-10 20 4 40M110 242q4 20 -10 30M330 242q-10 30 8 56q8 20 -6 40M280 242q6 16 -6 24", "#b08858", 3.0, 1.0);
                c.rect(-10.0, 232.0, 420.0, 12.0, "#6aa83a", 1.0);
                c.confetti(12, 20.0, 380.0, 226.0, 238.0, &["#d8702a", "#c83a18", "#e8a020"]);
                // The burrow, a warm lit round room.
                c.path("M22 572Q12 300 200 290Q388 300 378 572Z", "#e8a458", 1.0);
                c.soft();
                c.glow(170.0, 430.0, 180.0, "#ffe0a0", 0.7);
                c.end();
                c.rect(22.0, 546.0, 356.0, 26.0, "#8a5a30", 1.0);
                c.rect(286.0, 340.0, 56.0, 44.0, "#c89030", 1.0);
                c.rect(292.0, 346.0, 44.0, 32.0, "#a8d0e8", 1.0);
                c.path("M292 378q14 -16 24 -6t20 -4v10Z", "#5a9a3a", 1.0);
                c.stroke("M314 340l-8 -10l-8 10", "#6a4a2a", 1.5, 1.0);
                // The spade: the man stands on it, its shiny blade through the ceiling.
                c.stroke("M206 84V238", "#8a6a3a", 7.0, 1.0);
                c.stroke("M192 84h28", "#8a6a3a", 8.0, 1.0);
                c.poly(&[(190.0, 236.0), (222.0, 236.0), (221.0, 300.0), (206.0, 318.0), (191.0, 300.0)], "#e4e8f0", 1.0);
                c.stroke("M197 244v52", "#ffffff", 3.0, 1.0);
                c.stroke("M180 298l10 4M232 298l-10 4M186 288l6 8M228 290l-6 6", "#2a180a", 2.0, 1.0);
                c.dots(16, 192.0, 222.0, 320.0, 438.0, 3.0, "#4a2c14");
                let man = Look::new(2, p.cloth[1], "#3a3a3a").face(Expr::Smile).turn(0.5).hair(Hair::Short, 1).beard();
                let stamp = Pose {
                    head: (3.0, -92.0),
                    neck: (2.0, -82.0),
                    hip: (-2.0, -49.0),
                    knees: [(-7.0, -25.0), (14.0, -30.0)],
                    feet: [(-8.0, -2.0), (17.0, -2.0)],
                    elbows: [(6.0, -58.0), (8.0, -62.0)],
                    hands: [(18.0, -56.0), (17.0, -70.0)],
                    ..stand()
                };
                figure(c, &stamp, 168.0, 240.0, 215.0, &man, false);
                c.stroke("M230 40v-18l10 -4v18M248 62v-16", "#2a2a2a", 2.0, 1.0);
                c.circle(228.0, 40.0, 3.5, "#2a2a2a", 1.0);
                c.circle(238.0, 36.0, 3.5, "#2a2a2a", 1.0);
                c.circle(246.0, 62.0, 3.5, "#2a2a2a", 1.0);
                // The family at table: a white cloth, plates, soup, a candle.
                c.table(200.0, 458.0, 548.0, 200.0, "#6a3a1a");
                c.path("M100 452h200v22q-10 6 -20 0t-20 0t-20 0t-20 0t-20 0t-20 0t-20 0t-20 0t-20 0t-20 0Z", "#fbf8f0", 1.0);
                c.rect(136.0, 418.0, 12.0, 34.0, "#f8f0e0", 1.0);
                c.ellipse(142.0, 410.0, 5.0, 10.0, "#ffc040", 1.0);
                for x in [116.0, 274.0] {
                    c.ellipse(x, 452.0, 18.0, 5.0, "#ffffff", 1.0);
                    c.circle(x, 449.0, 5.0, "#c83a18", 1.0);
                }
                c.path("M184 440h44q-4 14 -22 14t-22 -14Z", "#ffffff", 1.0);
                c.ellipse(206.0, 440.0, 22.0, 5.0, "#d8702a", 1.0);
                c.stroke("M200 432l-3 -6M212 432l3 -6", "#d8702a", 2.0, 1.0);
                for (k, (x, flip)) in [(80.0, false), (320.0, true), (176.0, false)].iter().enumerate() {
                    mole(c, *x, 548.0, if k == 2 { 80.0 } else { 108.0 }, *flip, k == 0);
                }
                // The father's fork, frozen in the air; the little one's bib.
                c.stroke("M119 456l4 -30M117 426l-1 -10M123 426v-10M129 427l1 -10", "#e0e0e8", 2.5, 1.0);
                c.ellipse(193.0, 502.0, 13.0, 14.0, "#ffffff", 1.0);
                c.stroke("M182 495q11 9 22 0", "#c83a18", 2.0, 1.0);
            },
        ),
        card(
            "The eye at the keyhole",
            (StainedGlass, WarmInterior, Interior, Eerie),
            ["children playing in a room", "a huge eye at the keyhole"],
            ("a tear is running from the eye", "tear"),
            ["Left out", "Curiosity killed the cat", "Something huge watches the children play every night, and a tear runs down from its eye"],
            &["keyhole", "giant eye"],
            true,
            "A children's bedroom warmly lit by a lamp, a bed at the side and a red ball on the floor. Two children are absorbed in their tall tower of blocks, one kneeling to set a block on top with the tip of her tongue out, the other holding up the next block; the third, nearest, has turned to the door and stares up at it, frightened: its big keyhole is filled by an enormous green eye looking in, and a tear runs down beneath it.",
            |c| {
                c.drew("bedroom toy block tower door keyhole eye tear ball lamp bed");
                let p = c.p;
                c.room(420.0);
                c.boards(420.0);
                // The lamp on the wall pours warm light over the room and the children.
                c.soft();
                c.glow(110.0, 170.0, 300.0, "#ffd890", 0.7);
                c.glow(150.0, 500.0, 200.0, "#ffc870", 0.35);
                c.end();
                c.path("M70 96h70l18 48h-106Z", "#ffd040", 1.0);
                c.stroke("M105 144v56M90 200h30", p.dark, 5.0, 1.0);
                c.rect(-20.0, 330.0, 150.0, 90.0, p.cloth[1], 1.0);
                c.rect(-20.0, 310.0, 56.0, 40.0, "#f4ecd8", 1.0);
                // The door, and the huge green eye filling its keyhole, crying.
                c.rect(220.0, 20.0, 176.0, 402.0, "#7a3a1a", 1.0);
                c.rect(236.0, 36.0, 144.0, 90.0, "#8a4a24", 1.0);
                c.rect(236.0, 330.0, 144.0, 76.0, "#8a4a24", 1.0);
                c.circle(308.0, 214.0, 70.0, "#0a0404", 1.0);
                // The window's leads stop at the keyhole, not across the eye.
                c.clear.push((308.0, 216.0, 74.0, 74.0));
                c.path("M276 262L254 404H362L340 262Z", "#0a0404", 1.0);
                c.path("M244 214Q308 158 372 214Q308 264 244 214Z", "#fbf4e4", 1.0);
                c.circle(308.0, 212.0, 30.0, "#38b060", 1.0);
                c.soft();
                c.circle(308.0, 214.0, 20.0, "#78d890", 1.0);
                c.end();
                c.circle(308.0, 212.0, 12.0, "#080808", 1.0);
                c.circle(299.0, 203.0, 6.0, "#ffffff", 1.0);
                c.stroke("M244 214Q308 156 372 214M254 198l-8 -12M276 184l-4 -14M300 176l-1 -15M324 177l3 -15M348 186l6 -13M364 198l9 -10", "#1a0a0a", 4.0, 1.0);
                c.path("M326 244q-22 42 0 60q22 -18 0 -60Z", "#a8e0ff", 1.0);
                c.stroke("M326 304q-4 40 4 70", "#a8e0ff", 5.0, 0.8);
                c.path("M330 376q-10 22 0 32q10 -10 0 -32Z", "#a8e0ff", 0.9);
                // The tower of blocks, staggered and leaning, built up to a roof.
                let blocks = [(60.0, 38.0, 0.0), (52.0, 36.0, 6.0), (56.0, 34.0, -4.0), (44.0, 34.0, 4.0), (48.0, 32.0, -2.0), (38.0, 30.0, 6.0), (40.0, 30.0, 2.0)];
                let mut y = 566.0;
                for (k, &(w, h, dx)) in blocks.iter().enumerate() {
                    y -= h;
                    c.rect(156.0 + dx - w / 2.0, y, w, h, [p.cloth[0], p.accent, p.cloth[2], "#f0c040", p.cloth[3], p.accent2, p.cloth[1]][k], 1.0);
                }
                c.path(&format!("M{} {y}L{} {}L{} {y}Z", 136.0, 158.0, y - 30.0, 180.0), p.accent, 1.0);
                // The two children absorbed in the tower: one kneeling to set a block on
                // top, tongue out, the other sitting holding up the next.
                let a = Look::new(0, p.cloth[1], p.dark).hair(Hair::Long, 2).face(Expr::Calm).tongue().turn(0.6).gaze(Gaze::Up);
                let up = kneel().child().right_hand((18.0, -64.0), (30.0, -82.0)).left_hand((16.0, -40.0), (26.0, -48.0));
                figure(c, &up, 34.0, 592.0, 320.0, &a, false);
                let b = Look::new(3, "#f0c040", p.dark).hair(Hair::Curly, 1).face(Expr::Smile).turn(0.6);
                let hold = sit_ground().child().right_hand((14.0, -40.0), (22.0, -50.0)).left_hand((12.0, -36.0), (20.0, -46.0));
                figure(c, &hold, 240.0, 596.0, 300.0, &b, true);
                c.rect(158.0, 428.0, 34.0, 30.0, p.accent2, 1.0);
                c.circle(70.0, 580.0, 24.0, p.accent, 1.0);
                // The third child, nearest, has turned round to the door and stares up
                // at the eye, frightened, a hand up at the mouth.
                let f = Look::new(1, p.cloth[3], p.dark).hair(Hair::Bun, 3).face(Expr::Shock).turn(0.5).gaze(Gaze::Up).tilt(-8.0);
                let look = sit_ground().child().right_hand((16.0, -36.0), (13.0, -47.0)).left_hand((4.0, -34.0), (6.0, -46.0));
                figure(c, &look, 312.0, 598.0, 360.0, &f, false);
                c.stroke("M288 366l-14 -10M296 346l-8 -14M380 366l14 -10M372 346l8 -14", "#fff0c0", 4.0, 1.0);
                // No lead crosses the children's faces.
                c.clear.extend([(50.0, 380.0, 40.0, 40.0), (224.0, 436.0, 36.0, 36.0), (334.0, 404.0, 42.0, 42.0)]);
            },
        ),
        card(
            "The leaf for the snail",
            (Gouache, Spring, Hands, Tender),
            ["a child's hands", "a snail in the rain"],
            ("the snail is holding a smaller leaf over an ant", "ant"),
            ["Kindness", "Pay it forward", "She kept the rain off the snail, and the snail kept it off the ant"],
            &["snail", "rain"],
            true,
            "Low down on a wet garden path in the rain, a small girl in a yellow raincoat and hood crouches and smiles down with her eyes lowered, holding a big green leaf in both hands over a snail. Under the leaf the snail stays dry, and with its mouth it holds up a tiny purple leaf of its own over an even tinier black ant, right where the rain runs off the tip of the big leaf.",
            |c| {
                c.drew("hand finger thumb leaf snail path rain ant shell puddle sleeve");
                c.drew("girl child raincoat hood face mouth garden knee trousers button");
                // A dark wet garden behind, a pale wet path in front.
                c.c.full("#305a5a", 1.0);
                c.c.path("M-10 250Q60 214 120 240Q200 206 280 236Q350 210 410 230V620H-10Z", "#2e5e30", 1.0);
                c.c.path("M-10 300Q90 270 180 296Q290 268 410 290V620H-10Z", "#3a7040", 1.0);
                c.c.path("M-10 470Q200 446 410 470V620H-10Z", "#d0c8a0", 1.0);
                c.ellipse(330.0, 580.0, 70.0, 12.0, "#8aa8b8", 1.0);
                c.stroke("M280 580q50 -10 100 0", "#e8f4f8", 2.0, 0.9);
                // The girl crouching behind, smiling down at the snail, her face
                // in the hood of her raincoat.
                let mut girl = Look::new(1, "#f8c830", "#3050a0").hair(Hair::Short, 1).face(Expr::Tender).tilt(-8.0).wear(Hat::Headscarf, "#f8c830");
                girl.young = true;
                portrait(c, 200.0, 120.0, 56.0, &girl);
                c.stroke("M200 214V290", "#d8a010", 3.0, 1.0);
                for y in [232.0, 264.0] {
                    c.circle(210.0, y, 5.0, "#c88a10", 1.0);
                }
                // Her knees, crouching, in blue trousers.
                c.ellipse(138.0, 382.0, 64.0, 38.0, "#3050a0", 1.0);
                c.ellipse(262.0, 382.0, 64.0, 38.0, "#2a4690", 1.0);
                // Rain everywhere but under the leaf and over her face.
                let mut d = String::new();
                for (x, y) in [(20.0, 20.0), (70.0, 70.0), (110.0, 16.0), (300.0, 30.0), (340.0, 90.0), (380.0, 20.0), (40.0, 150.0), (372.0, 170.0), (22.0, 240.0), (380.0, 250.0), (14.0, 380.0), (392.0, 380.0), (8.0, 470.0), (394.0, 470.0), (392.0, 540.0), (120.0, 560.0), (250.0, 574.0)] {
                    d.push_str(&format!("M{x:.0} {y:.0}l-6 26"));
                }
                c.stroke(&d, "#e8f4ff", 3.0, 0.9);
                c.stroke("M6 550q10 -8 20 0M350 520q10 -8 20 0M200 596q10 -8 20 0", "#7a8a90", 2.0, 1.0);
                // Her sleeves reaching down to the leaf.
                c.stroke("M126 204Q86 212 106 250M274 204Q314 212 294 250", "#f8c830", 44.0, 1.0);
                for (x, rot, flip) in [(100.0, 100.0, false), (300.0, -100.0, true)] {
                    c.g(&format!("transform=\"translate({x} 300) scale(0.85) translate(-{x} -300)\""));
                    child_hand(c, x, 300.0, rot, flip, true);
                    c.end();
                }
                // The big leaf held over the snail, drops running off its left tip.
                c.path("M14 372Q200 210 386 372Q200 300 14 372Z", "#60c040", 1.0);
                c.path("M60 340Q200 250 340 340Q200 286 60 340Z", "#78d058", 0.8);
                c.stroke("M14 372Q200 262 386 372", "#2e6a20", 4.0, 1.0);
                c.stroke("M100 318l20 24M160 292l14 30M240 292l-14 30M300 318l-20 24", "#2e6a20", 2.5, 1.0);
                c.stroke("M14 372Q200 300 386 372", "#1e5a24", 3.0, 1.0);
                c.stroke("M130 306l-6 -14M130 306l8 -12M270 306l-6 -14M270 306l8 -12", "#e8f4ff", 2.5, 0.9);
                for (x, rot, flip) in [(100.0, 100.0, false), (300.0, -100.0, true)] {
                    c.g(&format!("transform=\"translate({x} 300) scale(0.85) translate(-{x} -300)\""));
                    child_hand(c, x, 300.0, rot, flip, false);
                    c.end();
                }
                for (x, y, r) in [(18.0, 390.0, 6.0), (22.0, 414.0, 5.0), (384.0, 394.0, 6.0), (386.0, 426.0, 5.0)] {
                    c.path(&format!("M{x} {:.0}q{r} {:.0} 0 {:.0}q-{r} 0 0 -{:.0}Z", y - r * 1.6, r * 2.2, r * 2.6, r * 2.6), "#e8f4ff", 0.95);
                }
                c.g("transform=\"translate(24 0)\"");
                // The snail, big and dry under the leaf, eye stalks up.
                c.path("M120 556Q104 510 128 482Q144 466 160 482Q196 516 270 520Q370 520 384 540Q390 556 360 560H118Z", "#9a6a38", 1.0);
                c.path("M130 540Q200 548 370 548", "#7a4a20", 1.0);
                c.stroke("M146 488Q130 446 116 410M158 488Q164 446 172 408", "#9a6a38", 9.0, 1.0);
                c.circle(115.0, 406.0, 10.0, "#2a1a10", 1.0);
                c.circle(173.0, 404.0, 10.0, "#2a1a10", 1.0);
                c.circle(112.0, 403.0, 3.5, "#ffffff", 1.0);
                c.circle(170.0, 401.0, 3.5, "#ffffff", 1.0);
                c.stroke("M126 506q12 10 24 0", "#5a3a22", 3.0, 1.0);
                c.circle(270.0, 456.0, 82.0, "#f0903a", 1.0);
                c.stroke("M270 456m-64 0a64 64 0 1 1 64 64a46 46 0 1 1 -42 -50a28 28 0 1 1 26 38a11 11 0 1 1 6 -17", "#6a3a14", 8.0, 1.0);
                c.stroke("M222 392q30 -22 72 -14", "#ffd8a0", 6.0, 0.8);
                c.end();
                // Its own small leaf, held by the stalk in its mouth, over the ant.
                c.stroke("M150 510Q126 494 122 452", "#4a6a2a", 4.0, 1.0);
                c.g("transform=\"translate(84 548) scale(1.4) translate(-60 -548)\"");
                c.path("M8 482Q50 430 114 470Q60 466 8 482Z", "#8a50c8", 1.0);
                c.stroke("M10 480Q60 452 112 470", "#4a2a70", 2.5, 1.0);
                c.circle(20.0, 470.0, 4.0, "#e8f4ff", 0.95);
                c.stroke("M12 470l-8 -6M28 466l6 -8", "#e8f4ff", 2.0, 0.9);
                // The ant, dry under it, looking up.
                c.stroke("M44 536l-8 16M56 538v18M68 536l8 16M46 526l-10 -12M66 526l8 -14M30 514l-10 -16M36 510l0 -18", "#101010", 3.0, 1.0);
                c.circle(36.0, 522.0, 10.0, "#101010", 1.0);
                c.circle(55.0, 528.0, 8.0, "#101010", 1.0);
                c.ellipse(80.0, 532.0, 16.0, 12.0, "#101010", 1.0);
                c.circle(33.0, 518.0, 3.0, "#ffffff", 1.0);
                c.end();
            },
        ),
        card(
            "The worried crystal ball",
            (GoldTempera, Night, CloseUp, Mysterious),
            ["a confident fortune teller", "her crystal ball"],
            ("in the ball her own face looks worried", "worried"),
            ["Foreboding", "Physician, heal thyself", "She saw everyone's future but her own, until the ball showed her worried face"],
            &["fortune teller", "crystal ball"],
            true,
            "A fortune teller in a headscarf with gold earrings smiles knowingly, lit from below by the crystal ball she holds on a velvet cloth. Inside the ball is a small image of her own face, looking worried.",
            |c| {
                c.drew("headscarf earring crystal ball cloth star");
                let p = c.p;
                // A dark tent: the ball is the only light.
                c.c.rect(-10.0, -10.0, 420.0, 620.0, "#140a1c", 1.0);
                c.stroke("M40 -10Q60 200 30 620M120 -10Q100 160 110 330M290 -10Q310 160 300 330M370 -10Q340 200 372 620", "#2a1636", 14.0, 1.0);
                c.dots(12, 20.0, 380.0, 16.0, 110.0, 2.5, "#c8a040");
                c.soft();
                c.glow(200.0, 440.0, 300.0, "#7ad0ff", 0.45);
                c.end();
                // Her, smiling, under a red headscarf.
                let l = Look::new(3, "#3a1248", p.dark).hair(Hair::Long, 0).face(Expr::Sly).turn(0.15);
                portrait(c, 200.0, 200.0, 88.0, &l);
                let scarf = c.linv(&[(0.0, "#4a0818", 1.0), (0.7, "#8a1428", 1.0), (1.0, "#c8384a", 1.0)]);
                c.path("M96 236Q80 80 200 92Q320 80 304 236Q300 150 200 134Q100 150 96 236Z", &scarf, 1.0);
                c.stroke("M104 200Q110 142 200 132Q290 142 296 200", "#e8c040", 4.0, 0.9);
                // Lit from below: shadow over the brow and eyes, light on chin and cheeks.
                let under = c.linv(&[(0.0, "#0a0410", 0.85), (0.4, "#0a0410", 0.5), (0.56, "#0a0410", 0.0), (0.74, "#e8ffff", 0.3), (1.0, "#f0ffff", 0.65)]);
                c.circle(200.0, 200.0, 88.0, &under, 1.0);
                c.soft();
                c.glow(200.0, 292.0, 64.0, "#e8ffff", 0.55);
                c.end();
                // Her eyes catch the ball's light from below.
                c.soft();
                c.circle(181.0, 203.0, 2.5, "#e8ffff", 1.0);
                c.circle(244.0, 203.0, 2.5, "#e8ffff", 1.0);
                c.end();
                // The knowing smile, one corner up, and a wink of an eye glint.
                c.stroke("M166 246Q204 266 236 236", "#4a0c1a", 5.0, 1.0);
                c.stroke("M232 240l8 -8", "#4a0c1a", 4.0, 1.0);
                // Gold hoop earrings catching the light.
                for x in [108.0, 292.0] {
                    c.stroke(&format!("M{x} 232a12 14 0 1 0 0.1 0"), "#f0c040", 5.0, 1.0);
                    c.circle(x, 259.0, 4.0, "#fff8d0", 1.0);
                }
                // Sleeves down to the hands.
                c.stroke("M40 420Q60 500 104 500M360 420Q340 500 296 500", "#3a1248", 40.0, 1.0);
                // The velvet cloth the ball sits on.
                let velvet = c.linv(&[(0.0, "#a0183a", 1.0), (0.5, "#5a0822", 1.0), (1.0, "#2a0410", 1.0)]);
                c.path("M-10 520Q200 488 410 520V620H-10Z", &velvet, 1.0);
                c.stroke("M60 540q10 30 0 70M150 528q12 40 0 82M250 528q-12 40 0 82M340 540q-10 30 0 70", "#2a0410", 5.0, 0.7);
                c.stroke("M-10 522Q200 490 410 522", "#e8c040", 5.0, 1.0);
                // The glowing ball.
                c.soft();
                c.glow(200.0, 440.0, 150.0, "#e8ffff", 0.9);
                c.end();
                let glass = c.rad(&[(0.0, "#ffffff", 1.0), (0.65, "#c8f0ff", 1.0), (1.0, "#6ab8e8", 1.0)], 0.5, 0.45, 0.55);
                c.circle(200.0, 440.0, 90.0, &glass, 1.0);
                worried_face(c, 200.0, 440.0, 50.0);
                c.stroke("M140 406q14 -34 52 -44", "#ffffff", 7.0, 0.8);
                // Her hands round the ball, lit from below.
                hand(c, 106.0, 482.0, 1.25, 40.0, "#d8a078", "#4a2a1a");
                hand(c, 294.0, 482.0, 1.25, -40.0, "#d8a078", "#4a2a1a");
            },
        ),
        card(
            "The boy who only mouths the words",
            (Woodcut, WarmInterior, Crowd, Festive),
            ["a children's choir singing", "one silent boy"],
            ("a big bee sits on his song sheet and sings his part", "bee"),
            ["Stage fright", "Silence is golden", "The whole choir sang their hearts out; he held his breath for the bee"],
            &["choir", "bee"],
            true,
            "A children's choir under paper bunting, in red robes with white collars, singing with wide-open mouths. In the middle of the front row one boy stands stiff with his mouth shut tight, staring down at the song sheet in his hands, where a big bee sits with its own mouth wide open, singing his part, music notes rising from it.",
            |c| {
                c.drew("choir robe collar mouth bee sheet bunting note");
                let p = c.p;
                c.room(600.0);
                c.stroke("M-10 30Q100 70 200 40Q300 70 410 30", "#3a2010", 2.0, 1.0);
                for k in 0..9 {
                    let x = 10.0 + k as f64 * 46.0;
                    let y = 40.0 + ((x - 200.0) / 200.0).powi(2) * -10.0 + if (100.0..300.0).contains(&x) { 14.0 } else { 10.0 };
                    c.poly(&[(x - 12.0, y - 6.0), (x + 12.0, y - 6.0), (x, y + 18.0)], [p.accent2, "#3a7a5a", p.accent][k % 3], 1.0);
                }
                let sing = |c: &mut super::scene::Ctx, x: f64, y: f64, r: f64, k: usize, face: Expr| {
                    let l = Look::new([0, 1, 2, 3, 5, 1][k % 6], "#c0202a", p.dark).hair([Hair::Short, Hair::Long, Hair::Curly, Hair::Bun, Hair::Short][k % 5], k).face(face).turn(((k % 3) as f64 - 1.0) * 0.3).tilt(if k % 2 == 0 { 8.0 } else { -8.0 });
                    portrait(c, x, y, r, &l);
                    c.ellipse(x, y + r * 1.5, r * 0.95, r * 0.35, "#f8f4ec", 1.0);
                };
                for k in 0..4 {
                    sing(c, 50.0 + k as f64 * 100.0, 140.0, 38.0, k, Expr::Laugh);
                }
                sing(c, 30.0, 360.0, 52.0, 1, Expr::Laugh);
                sing(c, 370.0, 360.0, 52.0, 4, Expr::Laugh);
                // The boy, frozen, his mouth shut, staring down at the sheet.
                let boy = Look::new(2, "#c0202a", p.dark).hair(Hair::Curly, 1).face(Expr::Deadpan);
                let (bx, by, br) = (200.0, 300.0, 74.0);
                portrait(c, bx, by, br, &boy);
                c.ellipse(bx, by + br * 1.5, br * 0.95, br * 0.35, "#f8f4ec", 1.0);
                for sx in [-1.0, 1.0] {
                    let ex = bx + sx * br * 0.36;
                    c.circle(ex, by, 13.0, "#ffffff", 1.0);
                    c.circle(ex - sx * 3.0, by + 6.0, 6.0, "#1a1010", 1.0);
                }
                // The song sheet held up in both hands.
                c.rect(100.0, 440.0, 200.0, 150.0, "#fbf8ee", 1.0);
                c.stroke("M116 462h168M116 480h168M116 498h168M116 516h168M116 534h168M116 552h168M116 570h168", "#6a5a4a", 1.5, 0.5);
                c.ellipse(96.0, 500.0, 18.0, 26.0, SKIN[2], 1.0);
                c.ellipse(304.0, 500.0, 18.0, 26.0, SKIN[2], 1.0);
                // The big bee on it, face up to the boy, singing.
                let (ex, ey) = (210.0, 520.0);
                c.g(&format!("transform=\"translate({ex} {ey}) scale(1.25) translate({} {})\"", -ex, -ey));
                c.ellipse(ex + 8.0, ey - 36.0, 30.0, 20.0, "#ffffff", 0.85);
                c.ellipse(ex + 40.0, ey - 30.0, 26.0, 17.0, "#ffffff", 0.85);
                c.stroke(&format!("M{} {}l-10 22M{} {}l0 24M{} {}l10 22", ex - 8.0, ey + 18.0, ex + 12.0, ey + 20.0, ex + 32.0, ey + 18.0), "#1a1010", 4.0, 1.0);
                c.ellipse(ex + 16.0, ey, 42.0, 27.0, p.accent2, 1.0);
                c.stroke(&format!("M{a} {t}v54M{b} {t}v54M{d} {t}v50", a = ex + 6.0, b = ex + 26.0, d = ex + 44.0, t = ey - 26.0), "#1a1010", 9.0, 1.0);
                c.path(&format!("M{} {}l14 -5l-1 10Z", ex + 56.0, ey - 5.0), "#1a1010", 1.0);
                c.circle(ex - 28.0, ey - 8.0, 21.0, "#1a1010", 1.0);
                c.stroke(&format!("M{} {}q-8 -18 -20 -22M{} {}q2 -20 8 -26", ex - 36.0, ey - 24.0, ex - 20.0, ey - 26.0), "#1a1010", 3.0, 1.0);
                c.circle(ex - 36.0, ey - 14.0, 5.0, "#ffffff", 1.0);
                c.circle(ex - 22.0, ey - 16.0, 5.0, "#ffffff", 1.0);
                c.ellipse(ex - 30.0, ey + 2.0, 7.0, 8.0, "#e05040", 1.0);
                c.end();
                // Its notes rising past the boy's shut mouth.
                for (x, y, s) in [(150.0, 486.0, 1.0), (128.0, 430.0, 1.3), (96.0, 362.0, 1.5)] {
                    c.stroke(&format!("M{x} {y}v{}l{} {}v{}", -22.0 * s, 12.0 * s, -4.0 * s, 22.0 * s), "#1a1010", 3.5 * s, 1.0);
                    c.ellipse(x - 4.0 * s, y, 7.0 * s, 5.0 * s, "#1a1010", 1.0);
                }
            },
        ),
        card(
            "The mice's candlelit supper",
            (InkWash, WarmInterior, TopDown, Tender),
            ["the crumbs of a big feast", "a family of mice"],
            ("the mice have brought their own candle stub", "candle"),
            ["Thankful", "One man's trash is another man's treasure", "When the guests had gone, the mice lit a candle and had a feast of their own"],
            &["mice", "leftovers"],
            false,
            "A dark wooden dinner table after a feast, seen from above, the edge of a huge plate with a gnawed bone on it and a giant fork beside it. Grey mice with big pink ears have set their own little table, a matchbox askew with a white napkin on it and a lit candle stub on its corner that throws their long shadows across the wood. One mouse stands on the matchbox holding up a crumb of cheese, others eat from gold bottle caps used as plates, and a baby mouse in a bib reaches for a crumb on the edge.",
            |c| {
                c.drew("table plate crumb mouse candle dinner ear cap fork bottle tail whisker bone matchbox napkin bib paw shadow wood baby");
                c.c.rect(-30.0, -30.0, 460.0, 660.0, "#120803", 1.0);
                // The dark wood of the big table, its grain.
                c.stroke("M-10 60Q120 50 200 70T410 60M-10 150Q150 140 240 160T410 150M-10 250Q120 240 220 262T410 250M-10 400Q150 390 240 410T410 400M-10 480Q100 470 220 490T410 480M-10 560Q150 550 240 570T410 560", "#2c1508", 4.0, 0.9);
                // One strong pool of candlelight on the wood round the little table.
                let (fx, fy): (f64, f64) = (292.0, 232.0);
                c.soft();
                c.c.glow(206.0, 350.0, 270.0, "#d0701e", 0.95);
                c.c.glow(fx, fy + 30.0, 170.0, "#ffc060", 0.7);
                c.end();
                c.stroke("M-10 250Q120 240 220 262T410 250M-10 400Q150 390 240 410T410 400", "#7a4018", 3.0, 0.6);
                // The feast's leftovers at giant size, dark at the edges: a
                // plate's rim with a gnawed bone, and a fork.
                c.circle(-40.0, -50.0, 236.0, "#6a5644", 1.0);
                c.circle(-40.0, -50.0, 200.0, "#4a3a2a", 1.0);
                c.stroke("M-40 -50m-160 164a230 230 0 0 0 390 -130", "#d8a868", 4.0, 0.8);
                c.stroke("M12 22L96 100", "#927a5a", 22.0, 1.0);
                for (x, y) in [(0.0, 16.0), (18.0, 4.0), (90.0, 114.0), (108.0, 96.0)] {
                    c.circle(x, y, 15.0, "#927a5a", 1.0);
                }
                c.stroke("M102 112a15 15 0 0 0 18 -14M96 100l-70 -66", "#b08858", 2.5, 0.8);
                c.stroke("M430 660L366 566", "#403c3a", 34.0, 1.0);
                c.stroke("M422 652L360 562", "#c88a50", 3.0, 0.8);
                c.path("M366 580Q336 556 322 530L370 498Q388 526 392 552Z", "#403c3a", 1.0);
                for k in 0..4 {
                    let (x, y) = (324.0 + k as f64 * 15.0, 528.0 - k as f64 * 10.0);
                    c.path(&format!("M{} {}L{} {}L{} {}Z", x - 4.0, y + 3.0, x - 36.0, y - 50.0, x + 4.0, y - 3.0), "#403c3a", 1.0);
                }
                c.stroke("M322 530L290 482", "#c88a50", 2.0, 0.7);
                c.dots(10, 30.0, 380.0, 450.0, 590.0, 4.0, "#c88a40");
                // Long shadows thrown away from the flame, by the box and each mouse.
                let mice = [(90.0, 342.0, 1.05), (338.0, 410.0, 0.95), (180.0, 508.0, 0.85), (200.0, 318.0, 1.2)];
                c.soft();
                c.c.add("<path d=\"M108 284L-10 470V560H150L200 410Z\" fill=\"#0a0402\" opacity=\".55\"/>");
                for &(x, y, s) in &mice {
                    let a = (y - fy).atan2(x - fx).to_degrees();
                    let (dx, dy) = (x - fx, y - fy);
                    let d = (dx * dx + dy * dy).sqrt();
                    let (cx, cy) = (x + dx / d * 110.0 * s, y + dy / d * 110.0 * s);
                    c.c.add(&format!("<ellipse cx=\"{:.0}\" cy=\"{:.0}\" rx=\"{:.0}\" ry=\"{:.0}\" transform=\"rotate({a:.0} {:.0} {:.0})\" fill=\"#0a0402\" opacity=\".6\"/>", cx, cy, 120.0 * s, 34.0 * s, cx, cy));
                }
                c.end();
                // The matchbox table, set askew: its red and yellow label, a white napkin.
                c.g("transform=\"rotate(-8 200 340)\"");
                c.rect(104.0, 270.0, 192.0, 140.0, "#c0301c", 1.0);
                c.rect(112.0, 278.0, 176.0, 124.0, "#f4c838", 1.0);
                c.poly(&[(200.0, 276.0), (284.0, 340.0), (200.0, 404.0), (116.0, 340.0)], "#fffaf0", 1.0);
                c.stroke("M200 286L272 340L200 394L128 340Z", "#e0d4c0", 2.0, 0.8);
                c.end();
                // Bottle cap plates, each with its crumb.
                for (x, y, food) in [(130.0, 372.0, "#c8202a"), (290.0, 396.0, "#6aa83a")] {
                    c.circle(x, y, 19.0, "#a8801c", 1.0);
                    c.circle(x, y, 13.0, "#f4d468", 1.0);
                    c.circle(x, y, 7.0, food, 1.0);
                }
                // The candle stub on the box's corner, wax run down, its flame.
                c.soft();
                c.c.glow(fx, fy, 80.0, "#fff4b0", 0.95);
                c.end();
                c.circle(fx, fy + 30.0, 18.0, "#fff6e4", 1.0);
                c.path("M306 266q10 4 8 18q-8 2 -12 -8Z", "#fff6e4", 1.0);
                c.circle(fx, fy + 30.0, 11.0, "#f4e0c0", 1.0);
                c.path("M292 184Q318 220 292 248Q266 220 292 184Z", "#ffa020", 1.0);
                c.path("M292 204Q305 228 292 244Q279 228 292 204Z", "#fff8d0", 1.0);
                // The family round their table, faces turned up: the mother
                // with her cap, the son munching, the baby in a bib stretching
                // for a crumb on the edge.
                mouse_face(c, (90.0, 342.0, 1.05), 90.0, -14.0, "#aaa29a", (2.5, -1.5), false, false, &[(40.0, 22.0), (38.0, 42.0)]);
                mouse_face(c, (338.0, 410.0, 0.95), -96.0, 12.0, "#b8aea6", (-2.0, -1.0), true, false, &[(-10.0, 30.0), (8.0, 30.0)]);
                c.circle(337.0, 438.0, 7.0, "#f0b060", 1.0);
                c.circle(214.0, 436.0, 8.0, "#f0b060", 1.0);
                c.circle(212.0, 434.0, 3.0, "#ffe0a0", 1.0);
                mouse_face(c, (180.0, 508.0, 0.85), 10.0, 8.0, "#d0c8c0", (1.5, -2.5), true, true, &[(-30.0, 40.0), (38.0, -78.0)]);
                // The father stands on the box and raises his crumb of
                // cheese like a toast.
                c.path("M142 196L262 186L212 252Z", "#ffd430", 1.0);
                c.stroke("M142 196L262 186L212 252Z", "#a87810", 2.5, 1.0);
                c.path("M142 196L262 186L260 200L146 210Z", "#ffe888", 1.0);
                for (x, y, r) in [(180.0, 214.0, 8.0), (224.0, 212.0, 7.0), (212.0, 236.0, 5.0)] {
                    c.circle(x, y, r, "#d8a020", 1.0);
                }
                mouse_face(c, (200.0, 318.0, 1.2), 0.0, -10.0, "#ece6e0", (0.0, -3.0), true, false, &[(-38.0, -90.0), (40.0, -96.0)]);
            },
        ),
        card(
            "The stack of hats",
            (Pointillist, Saturated, CloseUp, Absurd),
            ["an old man", "a tower of hats"],
            ("a rabbit peeks out of the topmost hat", "rabbit"),
            ["Overdressed", "Wear many hats", "He never takes one off, he just puts the next on top; nobody knows how the rabbit got up there"],
            &["hats", "rabbit"],
            true,
            "A close-up of a cheerful old man with a white beard, wearing a teetering tower of seven hats in grey, green, red, yellow, pink and purple. A white rabbit peeks out of the top hat.",
            |c| {
                c.drew("beard hat tower rabbit ear paw");
                let p = c.p;
                c.full(p.sky[1], 1.0);
                let man = Look::new(1, p.accent, p.dark).old().beard().face(Expr::Smile).turn(0.3);
                portrait(c, 200.0, 456.0, 84.0, &man);
                // The tower leans further with every hat.
                let cols = [p.cloth[0], p.cloth[1], "#e8c060", "#c0202a", p.cloth[2], "#6a6a6a", "#1a1a1a"];
                let mut top = (200.0, 0.0);
                for (k, col) in cols.iter().enumerate() {
                    let kf = k as f64;
                    let x = 200.0 + kf * kf * 2.2;
                    let y = 366.0 - kf * 36.0;
                    let w = 96.0 - kf * 4.0;
                    c.g(&format!("transform=\"rotate({:.1} {x:.1} {y:.1})\"", kf * 2.6));
                    c.rect(x - w / 2.0, y - 34.0, w, 36.0, col, 1.0);
                    c.rect(x - w / 2.0, y - 14.0, w, 6.0, "#ffffff", 0.35);
                    c.rect(x - w * 0.72, y - 2.0, w * 1.44, 7.0, col, 1.0);
                    c.end();
                    top = (x, y - 34.0);
                }
                // The rabbit, paws on the brim of the top hat.
                let (x, y) = (top.0 + 12.0, top.1 + 4.0);
                c.ellipse(x - 14.0, y - 64.0, 10.0, 32.0, "#ffffff", 1.0);
                c.ellipse(x + 16.0, y - 62.0, 10.0, 32.0, "#ffffff", 1.0);
                c.ellipse(x - 14.0, y - 64.0, 4.0, 22.0, "#f0b0b8", 1.0);
                c.ellipse(x + 16.0, y - 62.0, 4.0, 22.0, "#f0b0b8", 1.0);
                c.circle(x, y - 20.0, 24.0, "#ffffff", 1.0);
                c.circle(x - 8.0, y - 24.0, 3.5, "#1a1a1a", 1.0);
                c.circle(x + 8.0, y - 24.0, 3.5, "#1a1a1a", 1.0);
                c.circle(x, y - 14.0, 3.5, "#e07080", 1.0);
                c.circle(x - 16.0, y - 2.0, 7.0, "#ffffff", 1.0);
                c.circle(x + 16.0, y - 2.0, 7.0, "#ffffff", 1.0);
            },
        ),
        card(
            "Up the giraffe",
            (CutPaper, Daylight, WormsEye, Funny),
            ["a giraffe's long neck", "a child on its head"],
            ("the child has tied a kite to the giraffe's ear", "kite"),
            ["Sky-high", "Reach for the sky", "The zookeeper is still looking for the boy who climbed the giraffe to fly his kite"],
            &["giraffe", "kite"],
            true,
            "Looking straight up a giraffe's long spotted neck from the ground, its chin and nostrils high above against a blue sky with clouds. A gust has caught a huge red kite whose string is tied with a bow to the giraffe's ear, pulling the ear out taut, and a laughing boy clings to one of its horns with both hands, his body blown straight out sideways in the air. In the bottom corner a zookeeper in a green cap looks up aghast, both hands raised.",

            |c| {
                c.drew("giraffe neck sky boy horn kite string cloud ground ear zookeeper cap mane nostril chin bow");
                let p = c.p;
                c.sky(600.0);
                crate::second::things::cloud(c, 70.0, 330.0, 110.0, "#ffffff", "#d8e8f0");
                crate::second::things::cloud(c, 340.0, 250.0, 90.0, "#ffffff", "#d8e8f0");
                // The neck, rising away from us and narrowing fast to the head, lit
                // from the left, its far side in shade: t runs from the head (0) to
                // the bottom of the card (1).
                let at = |t: f64| (202.0 + 46.0 * t, 290.0 + 330.0 * t.powf(1.5), 24.0 + 156.0 * t.powf(1.2));
                let mut left = Vec::new();
                let mut right = Vec::new();
                for i in 0..=10 {
                    let (x, y, h) = at(i as f64 / 10.0);
                    left.push((x - h, y));
                    right.push((x + h, y));
                }
                let mut neck = left.clone();
                neck.extend(right.iter().rev());
                c.poly(&neck, "#ecc47c", 1.0);
                // Round shading across it: a bright lit strip left of the middle,
                // darker and darker bands towards its far side.
                let band = |a: f64, b: f64| {
                    let mut v: Vec<_> = (0..=5).map(|i| at(i as f64 / 5.0)).map(|(x, y, h)| (x + h * a, y)).collect();
                    v.extend((0..=5).rev().map(|i| at(i as f64 / 5.0)).map(|(x, y, h)| (x + h * b, y)));
                    v
                };
                c.poly(&band(-0.8, 0.05), "#f8e0a4", 1.0);
                c.poly(&band(-0.6, -0.25), "#fff2cc", 1.0);
                c.poly(&band(0.3, 0.62), "#d8a45c", 1.0);
                c.poly(&band(0.62, 1.0), "#b88040", 1.0);
                // Its patches wrap round it: rows bowed like rings, narrower towards
                // the edges, smaller and flatter the higher they are.
                let mut t = 1.1;
                let mut row = 0;
                while t > 0.26 {
                    let (x, y, h) = at(t);
                    let dy = 330.0 * 1.5 * t.sqrt() * t * 0.3;
                    for k in 0..5 {
                        let th = (-72.0 + 36.0 * k as f64 + if row % 2 == 1 { 18.0 } else { 0.0 }).to_radians();
                        if th.abs() > 1.3 {
                            continue;
                        }
                        let px = x + h * 0.94 * th.sin();
                        let py = y + h * 0.6 * (th.cos() - 0.6);
                        let (a, b) = (h * 0.3 * th.cos(), dy * 0.44);
                        let bow = h * 0.16 * th.sin();
                        let col = if th > 0.55 { "#7a3a14" } else if th < -0.55 { "#c07038" } else { "#a85424" };
                        let j = ((row * 5 + k) % 3) as f64 * 0.12;
                        c.blob(
                            &[
                                (px - a, py - b * (0.7 + j) - bow),
                                (px + a * (0.7 + j), py - b + bow),
                                (px + a * 1.1, py + b * 0.2 + bow * 2.0),
                                (px + a * 0.6, py + b + bow),
                                (px - a * (0.9 - j), py + b * 0.9 - bow),
                                (px - a * 1.1, py + b * 0.1 - bow * 2.0),
                            ],
                            col,
                        );
                    }
                    t *= 0.72;
                    row += 1;
                }
                // The short dark mane along its far edge.
                let mut mane = Vec::new();
                for i in 0..=20 {
                    let (x, y, h) = at(i as f64 / 20.0);
                    let s = if i % 2 == 0 { 2.0 } else { 8.0 + 20.0 * i as f64 / 20.0 };
                    mane.push((x + h - 3.0 + s, y - s * 0.5));
                }
                for i in (0..=20).rev() {
                    let (x, y, h) = at(i as f64 / 20.0);
                    mane.push((x + h - 3.0, y));
                }
                c.poly(&mane, "#6a3414", 1.0);
                // The head's shadow on the top of the neck.
                c.ellipse(208.0, 300.0, 34.0, 16.0, "#8a5a2a", 0.45);
                // The boy clinging to the left horn with both hands, blown out
                // sideways in the gust like a flag, laughing.
                let flag = Pose {
                    head: (-44.0, -70.0),
                    neck: (-36.0, -66.0),
                    hip: (-8.0, -72.0),
                    knees: [(8.0, -84.0), (10.0, -64.0)],
                    feet: [(24.0, -96.0), (28.0, -60.0)],
                    elbows: [(-52.0, -74.0), (-50.0, -62.0)],
                    hands: [(-64.0, -66.0), (-62.0, -60.0)],
                    ..stand()
                };
                let boy = Look::new(3, "#f0c020", "#2a4a8a").hair(Hair::Curly, 0).face(Expr::Laugh).tilt(-30.0).hands(Grip::Fist, Grip::Fist);
                // The head seen from below: horns, ears, eyes at its sides, the chin and
                // the nostrils nearest.
                c.path("M146 214Q98 186 76 196Q94 228 144 234Z", "#e8c078", 1.0);
                c.path("M258 214Q296 170 344 150Q324 210 260 234Z", "#d8aa60", 1.0);
                c.ellipse(202.0, 232.0, 76.0, 54.0, "#f2d08a", 1.0);
                c.ellipse(232.0, 240.0, 34.0, 42.0, "#d8aa60", 0.6);
                c.stroke("M170 196l-22 -36M234 196l22 -36", "#c89040", 14.0, 1.0);
                c.circle(147.0, 158.0, 12.0, "#5a3014", 1.0);
                c.circle(257.0, 158.0, 12.0, "#5a3014", 1.0);
                // The jaw from below, wide at the cheeks and closing to the chin,
                // with the throat's fold running down into the neck.
                c.path("M136 240Q142 330 202 342Q262 330 268 240Z", "#e2b46c", 1.0);
                c.path("M210 340Q250 326 262 250Q268 300 240 330Z", "#b88040", 0.8);
                c.stroke("M166 300Q202 326 238 300", "#a0703a", 3.0, 0.8);
                c.ellipse(202.0, 276.0, 56.0, 36.0, "#ecc482", 1.0);
                c.ellipse(182.0, 268.0, 9.0, 6.0, "#4a2a10", 1.0);
                c.ellipse(222.0, 268.0, 9.0, 6.0, "#4a2a10", 1.0);
                c.stroke("M176 290q26 12 52 0", "#4a2a10", 3.5, 1.0);
                for x in [138.0, 266.0] {
                    c.circle(x, 222.0, 10.0, "#2a1a10", 1.0);
                    c.circle(x - 2.0, 219.0, 3.5, "#ffffff", 1.0);
                }
                // The big red kite straining in the gust, its string taut from the
                // bow on the ear.
                c.stroke("M338 154q-4 -12 8 -10M338 154q12 4 8 -10", p.accent2, 5.0, 1.0);
                c.stroke("M344 148L326 40", p.dark, 3.0, 1.0);
                let kite = [(300.0, 2.0), (394.0, 20.0), (340.0, 100.0), (270.0, 58.0)];
                let mid = (326.0, 40.0);
                c.poly(&kite, "#e8201a", 1.0);
                c.poly(&[kite[0], kite[1], mid], "#ff6a4a", 1.0);
                c.poly(&[kite[3], mid, kite[2]], "#b0100c", 1.0);
                c.stroke("M300 2L340 100M270 58L394 20", "#fff0d8", 2.5, 0.9);
                c.stroke("M340 100q24 6 20 30q22 6 26 30", p.dark, 2.5, 1.0);
                for (x, y) in [(360.0, 118.0), (380.0, 150.0)] {
                    c.poly(&[(x - 10.0, y - 7.0), (x + 10.0, y + 7.0), (x + 10.0, y - 7.0), (x - 10.0, y + 7.0)], p.accent2, 1.0);
                }
                figure_unshadowed(c, &flag, 147.0 + 64.0 * 2.3, 160.0 + 62.0 * 2.3, 230.0, &boy, false);
                // The zookeeper in the bottom corner, looking up aghast, hands to his cheeks.
                let keeper = Look::new(1, "#3a6a3a", "#3a6a3a").hair(Hair::Short, 1).face(Expr::Shock).turn(0.4).tilt(-10.0).wear(Hat::Cap, "#2e5a2e");
                portrait(c, 96.0, 510.0, 60.0, &keeper);
                let skin = SKIN[1];
                hand(c, 30.0, 600.0, 1.1, 10.0, skin, "#b07050");
                hand(c, 162.0, 600.0, 1.1, -10.0, skin, "#b07050");
            },
        ),
        card(
            "The teddy bear's operation",
            (Gouache, WarmInterior, Interior, Tender),
            ["a little surgeon", "a torn teddy bear"],
            ("the cat holds the torch in its mouth", "torch"),
            ["Careful now", "A stitch in time saves nine", "Doctor Lily operated all evening, with the cat holding the torch"],
            &["teddy bear", "doctor"],
            true,
            "A dim kitchen in the evening, the moon in the dark window behind. A girl with her hair in a bun, in a big white shirt, bends over the table, its red cloth hanging down, eyes lowered and the tip of her tongue out, a needle and red thread raised over a brown teddy bear lying on a towel, white stuffing coming out of its tummy. A black cat sits on the table holding a torch in its mouth, its bright beam on the bear.",
            |c| {
                c.drew("kitchen table glow shirt teddy bear cat torch window towel needle thread stuffing button beam cupboard tablecloth cloth moon tongue");
                let p = c.p;
                // A dim evening kitchen: the torch is the light.
                let wall = mix(p.wall[1], "#201008", 0.6);
                c.full(&wall, 1.0);
                c.rect(-10.0, 220.0, 420.0, 260.0, "#4e5264", 1.0);
                c.stroke("M-10 260H410M-10 300H410M-10 340H410M-10 380H410M-10 420H410M-10 460H410M40 220V480M100 220V480M160 220V480M220 220V480M280 220V480M340 220V480", "#363a4a", 2.0, 0.8);
                c.rect(24.0, 30.0, 130.0, 150.0, "#10163a", 1.0);
                c.circle(62.0, 70.0, 14.0, "#f4e8b0", 1.0);
                c.circle(68.0, 65.0, 13.0, "#10163a", 1.0);
                c.stroke("M89 30V180M24 105H154", "#8a6a48", 6.0, 1.0);
                c.rect(230.0, 20.0, 170.0, 120.0, "#4a2414", 1.0);
                c.stroke("M315 20V140", "#2a1208", 3.0, 1.0);
                c.circle(304.0, 100.0, 4.0, "#c8a060", 1.0);
                c.circle(326.0, 100.0, 4.0, "#c8a060", 1.0);
                // Doctor Lily behind the table, bent over her patient.
                let girl = Look::new(2, "#f4f8fc", "#3a3a4a").hair(Hair::Bun, 0).face(Expr::Tender).turn(0.15).tongue();
                let op = Pose {
                    head: (0.0, -89.0),
                    neck: (0.0, -79.0),
                    elbows: [(-17.0, -54.0), (18.0, -54.0)],
                    hands: [(-5.0, -50.0), (13.0, -62.0)],
                    ..hold()
                };
                figure(c, &op.child(), 200.0, 620.0, 400.0, &girl, false);
                c.c.g("transform=\"translate(0 50)\"");
                c.table(200.0, 420.0, 620.0, 420.0, "#4a2410");
                c.rect(-10.0, 428.0, 420.0, 190.0, p.cloth[0], 1.0);
                c.stroke("M-10 470H410M-10 520H410M40 428V620M110 428V620M180 428V620M250 428V620M320 428V620M390 428V620", "#e8c890", 3.0, 0.4);
                c.c.rect(-10.0, 500.0, 420.0, 120.0, "#1a0806", 0.35);
                c.rect(36.0, 398.0, 300.0, 22.0, "#f4f0e4", 1.0);
                c.stroke("M40 404H332", "#c84a3a", 3.0, 0.8);
                // The patient on its back on the towel, stuffing spilling from its tummy.
                let fur = "#8a5a30";
                c.ellipse(296.0, 372.0, 22.0, 14.0, fur, 1.0);
                c.ellipse(290.0, 398.0, 22.0, 12.0, fur, 1.0);
                c.ellipse(312.0, 372.0, 8.0, 11.0, "#d8b088", 1.0);
                c.ellipse(208.0, 382.0, 90.0, 32.0, fur, 1.0);
                c.ellipse(170.0, 356.0, 20.0, 12.0, fur, 1.0);
                c.circle(98.0, 372.0, 40.0, fur, 1.0);
                c.circle(80.0, 340.0, 14.0, fur, 1.0);
                c.circle(80.0, 340.0, 7.0, "#d8b088", 1.0);
                c.circle(64.0, 384.0, 13.0, fur, 1.0);
                c.ellipse(104.0, 388.0, 16.0, 12.0, "#d8b088", 1.0);
                c.ellipse(108.0, 382.0, 5.0, 3.5, "#1a1a1a", 1.0);
                c.circle(92.0, 362.0, 5.5, "#1a1a1a", 1.0);
                c.circle(114.0, 364.0, 5.5, "#1a1a1a", 1.0);
                c.stroke("M100 394q6 5 12 0", "#3a2010", 2.0, 1.0);
                // The torch's beam: a bright cone from the cat's mouth onto the bear.
                c.poly(&[(292.0, 318.0), (178.0, 330.0), (150.0, 366.0), (196.0, 398.0), (292.0, 336.0)], "#ffeea0", 0.6);
                c.ellipse(212.0, 362.0, 64.0, 28.0, "#fff2b0", 0.55);
                // The open seam, half stitched, and the white stuffing.
                c.stroke("M176 360l6 -6l6 6l6 -6l6 6", "#c8202a", 2.5, 1.0);
                c.ellipse(222.0, 356.0, 34.0, 9.0, "#3a1a0a", 1.0);
                for (x, y, r) in [(208.0, 352.0, 10.0), (222.0, 344.0, 12.0), (236.0, 352.0, 10.0), (218.0, 358.0, 9.0), (248.0, 358.0, 7.0)] {
                    c.circle(x, y, r, "#ffffff", 1.0);
                }
                // Her hands: one pinches the tummy, the other draws the needle and red thread up.
                c.stroke("M150 372L178 362", "#f4f8fc", 14.0, 1.0);
                c.ellipse(182.0, 360.0, 10.0, 8.0, "#c68a5e", 1.0);
                c.stroke("M222 348q14 -40 32 -48", "#d0202a", 2.5, 1.0);
                c.stroke("M252 306l8 -24", "#e8e8f0", 2.5, 1.0);
                c.ellipse(254.0, 304.0, 9.0, 8.0, "#c68a5e", 1.0);
                // The black cat, the nurse, holding the torch in its mouth.
                c.ellipse(350.0, 372.0, 36.0, 46.0, "#161414", 1.0);
                c.stroke("M378 410q30 2 22 -36", "#161414", 8.0, 1.0);
                c.circle(334.0, 306.0, 27.0, "#161414", 1.0);
                c.poly(&[(312.0, 296.0), (314.0, 270.0), (330.0, 286.0)], "#161414", 1.0);
                c.poly(&[(340.0, 283.0), (356.0, 268.0), (358.0, 296.0)], "#161414", 1.0);
                c.ellipse(324.0, 300.0, 4.0, 4.5, "#e8d040", 1.0);
                c.ellipse(342.0, 300.0, 4.0, 4.5, "#e8d040", 1.0);
                c.circle(324.0, 301.0, 1.8, "#161414", 1.0);
                c.circle(342.0, 301.0, 1.8, "#161414", 1.0);
                c.stroke("M330 322L300 328", "#b8b8c0", 12.0, 1.0);
                c.stroke("M302 327L292 329", "#d8d8e0", 18.0, 1.0);
                c.ellipse(289.0, 328.0, 3.5, 8.0, "#fffbe0", 1.0);
                c.c.end();
            },
        ),
        card(
            "The sea in the suitcase",
            (StainedGlass, Sea, Hands, Mysterious),
            ["a small suitcase", "a whole sea inside it"],
            ("a tiny lighthouse shines in the corner of the suitcase", "lighthouse"),
            ["Homesick", "Home is where the heart is", "Grandmother never unpacked her suitcase; she kept the sea of her childhood in it, lighthouse and all"],
            &["suitcase", "lighthouse"],
            false,
            "Two old hands lift the lid of a small brown suitcase. Inside, instead of clothes, is a rolling blue sea with white waves and gulls, and in one corner a tiny red and white lighthouse with its beam lit.",
            |c| {
                c.drew("suitcase lid sea wave gull lighthouse beam cloth rock water handle strap buckle sticker lining table");
                let p = c.p;
                c.full("#2e4a5a", 1.0);
                c.rect(-10.0, 500.0, 420.0, 110.0, "#6a4028", 1.0);
                // The open lid, its worn leather rim and faded striped lining.
                c.poly(&[(62.0, 64.0), (338.0, 64.0), (372.0, 272.0), (28.0, 272.0)], "#6a3a1e", 1.0);
                c.poly(&[(80.0, 82.0), (320.0, 82.0), (350.0, 262.0), (50.0, 262.0)], "#d8b488", 1.0);
                c.stroke("M128 82L116 262M176 82L172 262M224 82L228 262M272 82L284 262", "#b0805a", 7.0, 1.0);
                c.path("M60 200H340L348 262H52Z", "#8a2e2a", 1.0);
                c.stroke("M60 200q20 10 40 0t40 0t40 0t40 0t40 0t40 0t40 0", "#5a1a18", 4.0, 1.0);
                // The case seen from above, full of sea.
                c.poly(&[(28.0, 272.0), (372.0, 272.0), (392.0, 440.0), (8.0, 440.0)], "#6a3a1e", 1.0);
                let sea = c.c.linv(&[(0.0, "#1a4a90", 1.0), (1.0, "#3a9ae0", 1.0)]);
                c.poly(&[(44.0, 284.0), (356.0, 284.0), (372.0, 428.0), (28.0, 428.0)], &sea, 1.0);
                for k in 0..4 {
                    let y = 314 + k * 32;
                    c.stroke(&format!("M{} {y}q20 -12 40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0", 40 - k * 4), "#e8f8ff", 4.0, 1.0);
                }
                // The lighthouse on its rock in the far corner, its beam bright across the water.
                c.path("M262 340q30 -28 74 0v14h-74Z", "#3a3a3a", 1.0);
                c.soft();
                c.glow(300.0, 232.0, 90.0, "#fff6b0", 1.0);
                c.end();
                c.poly(&[(300.0, 232.0), (10.0, 196.0), (10.0, 282.0)], "#fff4a0", 0.8);
                c.poly(&[(300.0, 232.0), (400.0, 214.0), (400.0, 250.0)], "#fff4a0", 0.6);
                c.poly(&[(286.0, 244.0), (314.0, 244.0), (320.0, 344.0), (280.0, 344.0)], "#ffffff", 1.0);
                c.poly(&[(284.0, 272.0), (316.0, 272.0), (317.0, 294.0), (283.0, 294.0)], p.accent, 1.0);
                c.poly(&[(282.0, 314.0), (318.0, 314.0), (319.0, 334.0), (281.0, 334.0)], p.accent, 1.0);
                c.rect(287.0, 220.0, 26.0, 24.0, "#fff6b0", 1.0);
                c.path("M280 222L300 198L320 222Z", p.accent, 1.0);
                // White gulls, kept clear of the leading.
                for (x, y, w) in [(120.0, 352.0, 60.0), (196.0, 318.0, 46.0), (110.0, 226.0, 52.0)] {
                    c.clear.push((x, y - 0.12 * w, 0.56 * w, 0.3 * w));
                }
                c.clear.push((300.0, 290.0, 30.0, 70.0));
                c.g("stroke-width=\"1.5\"");
                bird(c, 120.0, 352.0, 60.0, "#ffffff");
                bird(c, 196.0, 318.0, 46.0, "#ffffff");
                bird(c, 110.0, 226.0, 52.0, "#ffffff");
                c.end();
                // The front of the case: brass corners and clasps, two straps
                // with buckles, the handle, and old travel stickers.
                c.poly(&[(8.0, 440.0), (392.0, 440.0), (388.0, 536.0), (12.0, 536.0)], "#7a4a26", 1.0);
                for x in [8.0, 356.0] {
                    c.rect(x, 440.0, 36.0, 30.0, "#d8a830", 1.0);
                }
                c.circle(58.0, 500.0, 24.0, "#e0c060", 1.0);
                c.circle(58.0, 500.0, 17.0, "#c83a2a", 1.0);
                c.path("M300 458H372L366 492H306Z", "#f0e0b0", 1.0);
                c.stroke("M312 472H358M316 482H350", "#2a6aa0", 4.0, 1.0);
                for x in [120.0, 280.0] {
                    c.rect(x - 14.0, 440.0, 28.0, 96.0, "#4a2a14", 1.0);
                    c.rect(x - 20.0, 474.0, 40.0, 30.0, "#e8b840", 1.0);
                    c.rect(x - 11.0, 481.0, 22.0, 16.0, "#4a2a14", 1.0);
                }
                // The leather handle between brass fittings.
                c.rect(150.0, 450.0, 22.0, 18.0, "#e0b040", 1.0);
                c.rect(228.0, 450.0, 22.0, 18.0, "#e0b040", 1.0);
                c.stroke("M161 462Q164 530 200 530Q236 530 239 462", "#3a2010", 20.0, 1.0);
                c.stroke("M161 462Q164 530 200 530Q236 530 239 462", "#8a5a30", 10.0, 1.0);
                // The sea spilling a trickle over the front edge, a drop falling, a puddle.
                c.path("M96 432q10 0 10 16v70q0 10 -6 10q-6 0 -6 -10Z", "#3a9ae0", 1.0);
                c.path("M100 544q8 12 0 16q-8 -4 0 -16Z", "#6ab8f0", 1.0);
                c.ellipse(104.0, 580.0, 34.0, 8.0, "#3a9ae0", 0.9);
                // Two old hands holding up the lid: wrinkled knuckles, brown
                // spots, veins, a thin gold ring, grey cardigan cuffs.
                for flip in [false, true] {
                    if flip {
                        c.g("transform=\"translate(400 0) scale(-1 1)\"");
                    }
                    old_hand(c, 4.0, 206.0, 1.8, 38.0);
                    if flip {
                        c.end();
                    }
                }
            },
        ),
        card(
            "The lift with an elephant",
            (Pointillist, WarmInterior, Crowd, Funny),
            ["people squeezed in a lift", "a polite elephant"],
            ("the elephant has pressed the button with its trunk", "button"),
            ["Squashed", "The elephant in the room", "Nobody mentions the elephant; it got in first and pressed the button for the top floor"],
            &["lift", "elephant"],
            true,
            "Inside a crowded lift with brass walls and a dial above the door, a grey elephant fills the back, its huge ears pressed flat against both walls. Its trunk winds over the heads of five worried people squashed in front of it and presses the top button on the panel, which lights up.",
            |c| {
                c.drew("lift elephant button panel trunk ear wall dial door");
                let p = c.p;
                c.full("#6a3a18", 1.0);
                c.rect(24.0, 60.0, 352.0, 540.0, "#c8903a", 1.0);
                for x in [90.0, 200.0, 310.0] {
                    c.rect(x - 40.0, 80.0, 80.0, 500.0, "#d8a048", 1.0);
                }
                c.path("M150 50a50 50 0 0 1 100 0Z", "#f4d070", 1.0);
                c.stroke("M200 50l30 -34", "#2a120a", 4.0, 1.0);
                c.drew("arrow");
                // The elephant, politely filling the back.
                let g = "#8a8a98";
                c.ellipse(78.0, 200.0, 70.0, 110.0, "#7a7a8a", 1.0);
                c.ellipse(322.0, 200.0, 70.0, 110.0, "#7a7a8a", 1.0);
                c.ellipse(84.0, 204.0, 46.0, 80.0, "#c8a0a0", 0.5);
                c.ellipse(316.0, 204.0, 46.0, 80.0, "#c8a0a0", 0.5);
                c.ellipse(200.0, 190.0, 96.0, 110.0, g, 1.0);
                c.stroke("M150 160q14 -10 26 0M224 160q14 -10 26 0", "#1a1a24", 4.0, 1.0);
                c.circle(163.0, 172.0, 5.0, "#1a1a24", 1.0);
                c.circle(237.0, 172.0, 5.0, "#1a1a24", 1.0);
                c.stroke("M170 250q-10 30 -30 40M230 250q10 30 30 40", "#f8f0e0", 10.0, 1.0);
                c.line(&[(200.0, 230.0), (200.0, 300.0), (230.0, 340.0), (300.0, 330.0), (340.0, 280.0), (352.0, 232.0)], g, 34.0);
                c.stroke("M190 260h20M194 290h18M232 326l8 8M290 318l6 10M330 286l8 4", "#5a5a68", 2.0, 0.8);
                // The panel and the lit top button.
                c.rect(346.0, 150.0, 30.0, 170.0, "#3a2a1a", 1.0);
                for k in 1..6 {
                    c.circle(361.0, 160.0 + k as f64 * 28.0, 8.0, "#a08050", 1.0);
                }
                c.soft();
                c.glow(361.0, 168.0, 46.0, "#fff0a0", 0.95);
                c.end();
                c.circle(361.0, 168.0, 9.0, "#fff8c0", 1.0);
                c.ellipse(352.0, 206.0, 14.0, 10.0, "#7a7a8a", 1.0);
                c.stroke("M352 196l8 -18", "#8a8a98", 14.0, 1.0);
                crowd(c, 5, 0.0, 400.0, 640.0, 290.0, &p.cloth, &[Expr::Worry, Expr::Shock, Expr::Worry, Expr::Sad, Expr::Angry]);
            },
        ),
        card(
            "The leaves thrown back",
            (Pastel, Autumn, EyeLevel, Funny),
            ["an old man sweeping leaves", "a child throwing them up"],
            ("the child is throwing the very pile he just swept", "pile"),
            ["Endless", "Two steps forward, one step back", "He sweeps, she throws, and the pile of leaves has been going round in circles since noon"],
            &["autumn leaves", "broom"],
            true,
            "A park in autumn under a cool grey sky, dark trees behind. An old man in a cap leans wearily on his broom with both hands on a freshly swept grey path, rolling his eyes and sighing a puff of breath. Beside him a small girl in a bright blue raincoat and yellow boots leaps laughing in the middle of his big round pile of orange leaves, arms flung up, and an arc of leaves falls back down onto his clean path.",
            |c| {
                c.drew("park sky tree trunk path broom pile leaf raincoat boot cap grass breath");
                // A cool grey sky and dark trees, for the orange leaves to glow against.
                let sky = c.c.linv(&[(0.0, "#46546a", 1.0), (0.55, "#84909e", 1.0), (1.0, "#c0c6c4", 1.0)]);
                c.soft();
                c.c.rect(-20.0, -20.0, 440.0, 340.0, &sky, 1.0);
                c.end();
                for (x, gy, h, col) in [(150.0, 318.0, 70.0, "#4a5850"), (250.0, 314.0, 64.0, "#5a4a52"), (204.0, 320.0, 50.0, "#3e4c46"), (-10.0, 360.0, 300.0, "#3a4640"), (410.0, 350.0, 280.0, "#4a3c44"), (340.0, 326.0, 120.0, "#44524a"), (70.0, 330.0, 130.0, "#544450")] {
                    c.rect(x - h * 0.05, gy - h * 0.62, h * 0.1, h * 0.62, "#2a2220", 1.0);
                    c.stroke(&format!("M{:.0} {:.0}l{:.0} {:.0}", x, gy - h * 0.5, h * 0.16, -h * 0.18), "#2a2220", h * 0.035, 1.0);
                    c.circle(x - h * 0.17, gy - h * 0.64, h * 0.22, &mix(col, "#1a1a20", 0.35), 1.0);
                    c.circle(x + h * 0.17, gy - h * 0.68, h * 0.22, col, 1.0);
                    c.circle(x, gy - h * 0.86, h * 0.26, col, 1.0);
                    c.circle(x - h * 0.07, gy - h * 0.94, h * 0.12, &mix(col, "#c8d0d0", 0.25), 1.0);
                }
                let grass = c.c.linv(&[(0.0, "#5a6238", 1.0), (1.0, "#343c24", 1.0)]);
                c.c.path("M-20 312Q200 300 420 316V620H-20Z", &grass, 1.0);
                // His swept path across the front, broom marks fanning over it.
                c.path("M-20 474Q180 456 420 482V620H-20Z", "#b4b2ac", 1.0);
                c.stroke("M-20 474Q180 456 420 482", "#d6d4cc", 5.0, 1.0);
                let mut marks = String::new();
                for (x, y) in [(20.0, 500.0), (90.0, 540.0), (40.0, 585.0), (150.0, 500.0), (280.0, 575.0), (350.0, 530.0), (220.0, 600.0), (330.0, 600.0)] {
                    for k in 0..4 {
                        let k = k as f64;
                        marks.push_str(&format!("M{:.0} {:.0}q22 -{:.0} 48 -2", x + k * 2.0, y + k * 6.0, 10.0 - k));
                    }
                }
                c.stroke(&marks, "#8e8c86", 1.6, 0.7);
                // The big round pile beside him, and the leaves the girl throws.
                c.ellipse(292.0, 506.0, 102.0, 14.0, "#2a1a10", 0.4);
                c.path("M190 506Q192 364 292 356Q392 362 394 506Z", "#8a3012", 1.0);
                c.path("M204 500Q210 378 292 372Q378 378 382 500Z", "#d65a18", 1.0);
                c.path("M226 404Q262 374 306 374Q350 378 372 404Q320 390 226 404Z", "#f08a2a", 1.0);
                c.dots(30, 204.0, 390.0, 390.0, 500.0, 6.0, "#b42a12");
                c.dots(16, 204.0, 390.0, 390.0, 500.0, 5.0, "#f2a830");
                let mut rim = Vec::new();
                for k in 0..16 {
                    let a = std::f64::consts::PI * (1.0 + k as f64 / 15.0);
                    rim.push((292.0 + a.cos() * 96.0, 470.0 + a.sin() * 106.0, 9.0, a * 2.0));
                }
                leaves(c, &rim, "#e86a1e");
                // The girl in her blue raincoat and yellow boots, leaping in it.
                let jump = Pose {
                    head: (3.0, -91.0),
                    neck: (1.0, -81.0),
                    knees: [(-11.0, -30.0), (9.0, -27.0)],
                    feet: [(-13.0, -8.0), (6.0, -3.0)],
                    elbows: [(-17.0, -84.0), (16.0, -86.0)],
                    hands: [(-27.0, -101.0), (26.0, -104.0)],
                    ..arms_up().child().dress(17.0, -36.0)
                };
                let girl = Look::new(2, "#1a62d8", "#f6c619").hair(Hair::Curly, 0).face(Expr::Laugh).turn(-0.25);
                figure(c, &jump, 298.0, 392.0, 196.0, &girl, false);
                c.stroke("M268 355h13M306 362h13", "#c89410", 5.0, 1.0);
                c.stroke("M265 378h15M303 388h15", "#3a2a10", 4.0, 0.9);
                let mut flying = [Vec::new(), Vec::new(), Vec::new(), Vec::new()];
                for i in 0..72 {
                    let t: f64 = c.r(0.0, 1.0);
                    let (x, y) = if i % 4 == 3 {
                        (c.r(220.0, 390.0), c.r(170.0, 380.0))
                    } else {
                        let t = t.sqrt();
                        let (u, j) = (1.0 - t, 6.0 + 34.0 * t);
                        (u * u * 284.0 + 2.0 * u * t * 196.0 + t * t * 96.0 + c.r(-j, j), u * u * 186.0 + 2.0 * u * t * -20.0 + t * t * 480.0 + c.r(-j, j) * 0.6)
                    };
                    let (sz, a) = (c.r(6.0, 10.0), c.r(0.0, 6.3));
                    flying[i % 4].push((x, y, sz, a));
                }
                // Several already lie on the clean path.
                for k in 0..12 {
                    let (x, y) = (c.r(110.0, 290.0), c.r(500.0, 590.0));
                    flying[k % 4].push((x, y, 8.0, c.r(0.0, 6.3)));
                }
                for (k, col) in ["#f07a22", "#f4b830", "#d8401c", "#f89a3a"].iter().enumerate() {
                    leaves(c, &flying[k], col);
                }
                // The old man in his cap, leaning on the broom, rolling his eyes.
                c.stroke("M152 356L204 572", "#6a4a2a", 6.0, 1.0);
                c.path("M190 560L214 556L232 600L176 606Z", "#c8a050", 1.0);
                c.stroke("M190 572l-8 32M198 572l-4 33M206 570l2 33M214 568l8 32", "#8a6a30", 2.0, 0.8);
                c.stroke("M190 562l24 -4", "#7a2a1a", 5.0, 1.0);
                let man = Look::new(0, "#c8b48a", "#3a3a48").old().face(Expr::Sad).turn(0.3).wear(Hat::Cap, "#3a3a48");
                let lean = Pose {
                    head: (5.0, -88.0),
                    neck: (3.0, -79.0),
                    hip: (-4.0, -48.0),
                    knees: [(-3.0, -25.0), (7.0, -26.0)],
                    feet: [(-9.0, -2.0), (5.0, -2.0)],
                    elbows: [(-2.0, -57.0), (8.0, -55.0)],
                    hands: [(15.0, -66.0), (17.0, -62.0)],
                    ..stand().dress(15.0, -24.0)
                };
                figure(c, &lean, 100.0, 578.0, 300.0, &man, false);
                let (hx, hy, hr) = c.heads[c.heads.len() - 1];
                // Eyes rolled up to the sky.
                let k = hr / 10.0;
                let mut whites = String::new();
                let mut pupils = String::new();
                for sx in [-1.0, 1.0] {
                    let (ex, ey) = (hx + (sx * 3.6 + 0.96) * k, hy + 0.3 * k);
                    whites.push_str(&format!("M{:.1} {:.1}a{:.1} {:.1} 0 1 0 {:.1} 0a{:.1} {:.1} 0 1 0 -{:.1} 0", ex - 2.1 * k, ey, 2.1 * k, 1.6 * k, 4.2 * k, 2.1 * k, 1.6 * k, 4.2 * k));
                    pupils.push_str(&format!("M{:.1} {:.1}a{:.1} {:.1} 0 1 0 {:.1} 0a{:.1} {:.1} 0 1 0 -{:.1} 0", ex - 0.9 * k, ey - 0.9 * k, 0.9 * k, 0.9 * k, 1.8 * k, 0.9 * k, 0.9 * k, 1.8 * k));
                }
                c.c.path(&whites, "#fbf5ec", 1.0);
                c.c.path(&pupils, "#2a1a14", 1.0);
                // A leaf has landed on his cap, and he sighs a puff of breath.
                leaves(c, &[(hx + 4.0, hy - hr * 1.1, 8.0, 0.4)], "#f07a22");
                c.soft();
                for (dx, dy, r) in [(14.0, 10.0, 5.0), (24.0, 4.0, 7.0), (37.0, -4.0, 9.0)] {
                    c.circle(hx + hr * 0.5 + dx, hy + hr * 0.5 + dy, r, "#eef2f4", 0.85);
                }
                c.end();
            },
        ),
        card(
            "The grandmother in the ring",
            (Woodcut, Saturated, Crowd, Tense),
            ["a huge boxer", "a tiny old lady"],
            ("she has brought her handbag into the ring", "handbag"),
            ["Underestimated", "Never judge a book by its cover", "The champion laughed until he saw what she keeps in her handbag"],
            &["boxing", "handbag"],
            true,
            "A boxing ring under hard white light, a roaring crowd behind the ropes. On the left a towering bald boxer in red gloves laughs. Facing him, a tiny grandmother in glasses and a pink flowered dress with boxing gloves glares up at him, a purple handbag hanging from one glove with a brick peeking out of it.",
            |c| {
                c.drew("boxing ring light crowd boxer glove grandmother dress handbag gloves rope post brick flower");
                let p = c.p;
                c.full("#12061e", 1.0);
                // The crowd in the dark beyond the ropes: rows of heads and
                // shoulders, some standing, a few arms thrown up.
                let shades = ["#2a1440", "#341a4a", "#22103a"];
                c.soft();
                for (row, &col) in shades.iter().enumerate() {
                    let y = 120.0 + row as f64 * 42.0;
                    for k in 0..9 {
                        let x = -14.0 + k as f64 * 50.0 + row as f64 * 17.0 + c.r(-8.0, 8.0);
                        let up = c.r(-14.0, 10.0);
                        if (k + row) % 4 == 1 {
                            let side = if k % 2 == 0 { 1.0 } else { -1.0 };
                            c.stroke(&format!("M{} {}l{} -46", Num(x + side * 12.0), Num(y + up + 20.0), Num(side * 12.0)), col, 10.0, 1.0);
                            c.circle(x + side * 25.0, y + up - 28.0, 7.0, col, 1.0);
                        }
                        c.ellipse(x, y + up + 40.0, 26.0, 26.0, col, 1.0);
                        c.circle(x, y + up, 15.0, col, 1.0);
                    }
                }
                c.end();
                // The front row, lit by the ring, shouting.
                let faces = [Expr::Shock, Expr::Laugh, Expr::Angry, Expr::Shock, Expr::Laugh];
                for (k, &(x, y)) in [(34.0, 232.0), (110.0, 218.0), (262.0, 226.0), (334.0, 214.0), (392.0, 236.0)].iter().enumerate() {
                    let l = Look::new([1usize, 4, 2, 5, 0][k], p.cloth[k % 4], p.dark).hair([Hair::Curly, Hair::Short, Hair::Long, Hair::Bald, Hair::Short][k], k + 1).face(faces[k]).turn(if x < 200.0 { 0.5 } else { -0.5 });
                    portrait(c, x, y, 17.0, &l);
                }
                c.rect(-10.0, 206.0, 420.0, 110.0, "#12061e", 0.2);
                // The ring light above.
                c.path("M140 28L160 -10H240L260 28Z", "#3a3a44", 1.0);
                c.ellipse(200.0, 28.0, 60.0, 9.0, "#fff8e0", 1.0);
                c.rect(-10.0, 352.0, 420.0, 260.0, "#f2ead8", 1.0);
                c.rect(-10.0, 352.0, 420.0, 10.0, "#b8b0a0", 1.0);
                // The corner post and its three ropes.
                c.rect(354.0, 206.0, 18.0, 156.0, "#c8c8d0", 1.0);
                c.rect(350.0, 214.0, 26.0, 22.0, p.accent, 1.0);
                for (a, b) in [(236.0, 226.0), (276.0, 270.0), (316.0, 314.0)] {
                    c.stroke(&format!("M-10 {}L356 {}M372 {}L410 {}", Num(a), Num(b), Num(b), Num(b + 40.0)), p.accent, 6.0, 1.0);
                }
                // The champion towering, gloves up, bent down to laugh at her.
                let boxer = Look::new(3, SKIN[3], SKIN[3]).face(Expr::Laugh).build(1.7).hair(Hair::Bald, 0).turn(0.6).tilt(14.0);
                let stance = Pose {
                    head: (15.0, -85.0),
                    neck: (10.0, -76.0),
                    hip: (0.0, -48.0),
                    knees: [(-13.0, -25.0), (14.0, -26.0)],
                    feet: [(-20.0, -2.0), (19.0, -2.0)],
                    elbows: [(-6.0, -60.0), (24.0, -62.0)],
                    hands: [(6.0, -70.0), (30.0, -74.0)],
                    head_r: 8.5,
                    ..stand()
                };
                let (bx, by, bs) = (130.0, 594.0, 4.7);
                figure(c, &stance, bx, by, bs * 100.0, &boxer, false);
                // His shorts and belt.
                c.path(&format!("M{} {}L{} {}L{} {}L{} {}L{} {}Z", Num(bx - 46.0), Num(by - 250.0), Num(bx + 46.0), Num(by - 250.0), Num(bx + 64.0), Num(by - 160.0), Num(bx + 2.0), Num(by - 170.0), Num(bx - 62.0), Num(by - 160.0)), p.accent, 1.0);
                c.rect(bx - 46.0, by - 262.0, 92.0, 18.0, "#f4c430", 1.0);
                for (hx, hy) in [(6.0, -70.0), (30.0, -74.0)] {
                    c.ellipse(bx + hx * bs + 6.0, by + hy * bs, 36.0, 31.0, p.accent, 1.0);
                    c.path(&format!("M{} {}q12 -16 26 -6", Num(bx + hx * bs - 8.0), Num(by + hy * bs - 8.0)), "#ffffff", 0.35);
                }
                // The grandmother in a fighting crouch, glaring up.
                let gran = Look::new(0, "#f080b0", "#f080b0").old().hair(Hair::Bun, 5).glasses().face(Expr::Angry).gaze(Gaze::Up).turn(0.5);
                let crouch = Pose {
                    head: (9.0, -83.0),
                    neck: (6.0, -73.0),
                    hip: (-3.0, -45.0),
                    head_r: 8.5,
                    knees: [(-12.0, -23.0), (12.0, -25.0)],
                    feet: [(-16.0, -2.0), (16.0, -2.0)],
                    elbows: [(6.0, -54.0), (14.0, -58.0)],
                    hands: [(20.0, -60.0), (26.0, -68.0)],
                    ..stand().dress(22.0, -22.0)
                };
                let (gx, gy, gs) = (322.0, 594.0, 2.35);
                figure(c, &crouch, gx, gy, gs * 100.0, &gran, true);
                c.dots(12, 290.0, 350.0, 470.0, 560.0, 4.0, "#ffffff");
                let g1 = (gx - 20.0 * gs, gy - 60.0 * gs);
                let g2 = (gx - 26.0 * gs - 4.0, gy - 68.0 * gs);
                c.circle(g2.0, g2.1, 15.0, p.accent, 1.0);
                // The handbag swinging from her glove, a brick inside.
                c.stroke(&format!("M{} {}L{} {}M{} {}L{} {}", Num(g1.0 - 6.0), Num(g1.1 + 8.0), Num(g1.0 - 20.0), Num(g1.1 + 48.0), Num(g1.0 + 4.0), Num(g1.1 + 10.0), Num(g1.0 + 16.0), Num(g1.1 + 46.0)), "#3a1050", 4.0, 1.0);
                c.poly(&[(g1.0 - 26.0, g1.1 + 30.0), (g1.0 + 8.0, g1.1 + 22.0), (g1.0 + 12.0, g1.1 + 46.0), (g1.0 - 22.0, g1.1 + 50.0)], "#b03a28", 1.0);
                c.stroke(&format!("M{} {}l34 -8M{} {}v10", Num(g1.0 - 24.0), Num(g1.1 + 40.0), Num(g1.0 - 8.0), Num(g1.1 + 26.0)), "#f2ead8", 1.5, 1.0);
                c.path(&format!("M{} {}h50l-4 40h-42z", Num(g1.0 - 28.0), Num(g1.1 + 44.0)), "#7a2aa0", 1.0);
                c.circle(g1.0 - 3.0, g1.1 + 52.0, 4.0, "#f4c430", 1.0);
                c.circle(g1.0, g1.1, 15.0, p.accent, 1.0);
            },
        ),
        card(
            "The spectator",
            (InkWash, Dusk, TinyInHuge, Wistful),
            ["a huge empty stadium", "one sweeper"],
            ("a single spectator high in the stands is clapping for him", "spectator"),
            ["Seen", "It's not over until it's over", "Long after the game, one spectator stayed to applaud the man who sweeps the stands"],
            &["stadium", "sweeper"],
            true,
            "An enormous empty stadium at dusk: row upon row of empty seats rising to a pale sky, and two tall floodlights. One beam falls on a single spectator high in the stands, standing in a bright yellow shirt, cheering with both arms up and whirling a red scarf. Down on the pitch in front, among cups and a lost scarf, an old man in blue overalls leans on his broom, tips his head back to look up at him and smiles.",
            |c| {
                c.drew("stadium dusk sky seat pitch overalls broom stand floodlight beam litter cup scarf shirt");
                // A pale dusk sky over the rim of the stands.
                let sky = c.c.linv(&[(0.0, "#b8a8d0", 1.0), (0.14, "#f8d0b8", 1.0), (0.22, "#fce8c8", 1.0)]);
                c.c.rect(-20.0, -20.0, 440.0, 640.0, &sky, 1.0);
                // The bowl of the stands, close: row on row of empty seats,
                // each row a line of seat backs over the dark step behind it.
                c.c.path("M-10 120Q200 92 410 120V450H-10Z", "#1c1a2c", 1.0);
                c.c.path("M-10 120Q200 92 410 120V128Q200 100 -10 128Z", "#0e0c18", 1.0);
                let (mut y, mut lips) = (136.0, String::new());
                for k in 0..15 {
                    let gap = 9.0 + k as f64 * 1.7;
                    let dip = 28.0 - k as f64 * 1.2;
                    c.add(&format!(
                        "<path d=\"M-10 {:.0}Q200 {:.0} 410 {:.0}\" fill=\"none\" stroke=\"#46426c\" stroke-width=\"{:.1}\" stroke-dasharray=\"{:.1} {:.1}\"/>",
                        y,
                        y - dip,
                        y,
                        gap * 0.55,
                        gap * 1.3,
                        gap * 0.3
                    ));
                    let t = y - gap * 0.28;
                    lips += &format!("M-10 {t:.0}Q200 {:.0} 410 {t:.0}", t - dip);
                    y += gap;
                }
                c.stroke(&lips, "#7a76a0", 1.6, 1.0);
                // Two aisles of steps running down through the rows.
                c.stroke("M84 118L60 452M316 118L340 452", "#2a2740", 12.0, 1.0);
                c.stroke("M84 118L60 452M316 118L340 452", "#5a5678", 3.0, 0.7);
                // Two floodlights; the near one throws its beam on the one spectator.
                for (x, s) in [(40.0, 0.7), (350.0, 1.0)] {
                    c.stroke(&format!("M{x} 124V{:.0}", 28.0 + 34.0 * s), "#14121f", 7.0 * s, 1.0);
                    c.c.rect(x - 30.0 * s, 8.0, 60.0 * s, 34.0 * s, "#14121f", 1.0);
                    for i in 0..3 {
                        for j in 0..2 {
                            c.c.circle(x + (i as f64 - 1.0) * 19.0 * s, 8.0 + (9.0 + j as f64 * 16.0) * s, 6.0 * s, "#fffbe0", 1.0);
                        }
                    }
                    c.soft();
                    c.glow(x, 22.0, 80.0 * s, "#fff4c0", 0.8);
                    c.end();
                }
                let (fx, fy) = (244.0, 340.0);
                c.soft();
                c.c.path("M318 20L382 36L320 352L176 340Z", "#fff2b0", 0.42);
                c.glow(fx, fy - 80.0, 130.0, "#fff0a8", 0.95);
                c.end();
                // The spectator, cheering with both arms up, his red scarf
                // whirling from one fist.
                let fan = Look::new(0, "#ffd21a", "#2a2a3a").hair(Hair::Curly, 0).face(Expr::Laugh).turn(-0.5).tilt(-8.0);
                let cheer = Pose { elbows: [(-17.0, -92.0), (12.0, -96.0)], hands: [(-14.0, -110.0), (8.0, -116.0)], ..arms_up() };
                figure(c, &cheer, fx, fy, 170.0, &fan, false);
                let (hx, hy) = (fx + 8.0 * 1.7, fy - 116.0 * 1.7);
                c.stroke(&format!("M{hx} {hy}q14 -22 36 -14t36 -18"), "#e0202a", 12.0, 1.0);
                c.stroke(&format!("M{} {}l4 10M{} {}l5 10M{} {}l4 10", hx + 14.0, hy - 17.0, hx + 34.0, hy - 14.0, hx + 54.0, hy - 22.0), "#fbf6ee", 5.0, 1.0);
                c.stroke(&format!("M{} {}l8 -7M{} {}l9 -1M{} {}l8 5", hx + 72.0, hy - 34.0, hx + 73.0, hy - 32.0, hx + 72.0, hy - 30.0), "#e0202a", 2.5, 1.0);
                // The pitch wall and the mown pitch, striped, under the dusk.
                c.c.path("M-10 440Q200 420 410 440V462Q200 442 -10 462Z", "#0e0c18", 1.0);
                c.c.path("M-10 462Q200 442 410 462V620H-10Z", "#3a6a3a", 1.0);
                c.c.path("M-10 512Q200 490 410 512V544Q200 522 -10 544Z", "#467a44", 1.0);
                c.c.path("M-10 584Q200 562 410 584V620H-10Z", "#467a44", 1.0);
                c.stroke("M-10 480Q200 458 410 480", "#e8e8d8", 2.5, 0.7);
                // Litter around him: paper cups, a lost red and white scarf.
                for (x, y, r) in [(300.0, 556.0, -0.5), (360.0, 506.0, 1.1), (30.0, 530.0, 0.4), (372.0, 584.0, -0.2), (262.0, 596.0, 0.8)] {
                    let (dx, dy) = (f64::cos(r) * 11.0, f64::sin(r) * 11.0);
                    c.stroke(&format!("M{:.0} {:.0}L{:.0} {:.0}", x - dx, y - dy, x + dx, y + dy), "#f4ece0", 10.0, 1.0);
                    c.stroke(&format!("M{:.0} {:.0}L{:.0} {:.0}", x - dx * 0.3, y - dy * 0.3, x + dx * 0.3, y + dy * 0.3), "#d83030", 11.0, 1.0);
                }
                c.stroke("M276 520q20 -12 40 0t40 4", "#d83030", 9.0, 1.0);
                c.stroke("M290 516v10M310 514v10M330 520v10M346 524v8", "#f4ece0", 4.0, 1.0);
                // The old sweeper in front, leaning on his broom, his head
                // tipped back to look up at the one fan, smiling.
                c.soft();
                c.ellipse(150.0, 588.0, 84.0, 10.0, "#10200e", 0.5);
                c.end();
                c.stroke("M196 356L236 568", "#8a6a3a", 7.0, 1.0);
                c.c.path("M200 562h74l4 10h-82Z", "#5a3a1a", 1.0);
                c.c.path("M200 572h76l6 18h-88Z", "#c8a050", 1.0);
                c.stroke("M214 574l-2 15M228 574l-1 15M242 574v15M256 574l1 15M268 574l2 15", "#8a6a2a", 2.0, 1.0);
                let man = Look::new(2, "#2a5aa8", "#2a5aa8").old().face(Expr::Smile).turn(0.8).tilt(-30.0).grip();
                let pose = Pose {
                    head: (10.0, -90.0),
                    neck: (7.0, -80.0),
                    hip: (-7.0, -49.0),
                    knees: [(-10.0, -25.0), (3.0, -26.0)],
                    feet: [(-11.0, -2.0), (7.0, -2.0)],
                    elbows: [(10.0, -57.0), (18.0, -60.0)],
                    hands: [(22.0, -72.0), (23.0, -66.0)],
                    ..stand()
                };
                figure(c, &pose, 132.0, 590.0, 290.0, &man, false);
            },
        ),
        card(
            "The crack in the garden wall",
            (Gouache, Daylight, EyeLevel, Tender),
            ["two children whispering", "a high wall between their gardens"],
            ("a big dog on one side is listening too", "dog"),
            ["Secret", "Walls have ears", "Their families do not speak, so they whisper through the crack, and only the dog knows"],
            &["garden wall", "secret"],
            true,
            "A high brick wall divides two sunny gardens. On the left a boy kneels and whispers into a crack in the bricks; on the right a girl presses her ear to the same crack, smiling. Beside her, a big floppy-eared dog also has its ear pressed to the wall.",
            |c| {
                c.drew("wall brick garden crack ear dog house tree flower paw hedge tail");
                let p = c.p;
                c.sky(300.0);
                c.land(300.0);
                // Two houses, two gardens, hedges behind.
                c.house(10.0, 330.0, 120.0, 110.0, "#e8d0a0", "#6a3a2a", p.accent2);
                c.house(390.0, 330.0, 120.0, 110.0, "#a8c8e0", "#3a3a5a", p.accent2);
                c.path("M-10 352q30 -16 60 0q30 -16 60 0q20 -10 40 0V380H-10Z", "#3a7a3a", 1.0);
                c.path("M250 356q30 -16 60 0q30 -16 60 0q20 -10 50 0V384H250Z", "#3a7a3a", 1.0);
                c.tree(56.0, 470.0, 150.0, "#6a4a2a", "#4a8a3a");
                for (k, x) in [330.0, 362.0, 392.0, 24.0, 46.0].iter().enumerate() {
                    c.stroke(&format!("M{x} 604v-54"), "#3a7a3a", 4.0, 1.0);
                    c.circle(*x, 548.0 - (k % 3) as f64 * 6.0, 12.0, [p.accent, "#f0c040", "#e86a8a"][k % 3], 1.0);
                    c.circle(*x, 548.0 - (k % 3) as f64 * 6.0, 4.0, "#fff4c0", 1.0);
                }
                // The wall between them: its shadow on the grass, bricks of many reds, the coping on top.
                c.path("M250 470L400 520V600H250Z", "#2a5a2a", 0.35);
                c.rect(150.0, 40.0, 100.0, 580.0, "#b8583a", 1.0);
                for k in 0..19 {
                    let y = 60.0 + k as f64 * 30.0;
                    let off = if k % 2 == 0 { 0.0 } else { 30.0 };
                    for j in 0..4 {
                        let x = 130.0 + off + j as f64 * 60.0;
                        let v = c.r(0.0, 1.0);
                        let col = if v < 0.3 { "#c86a44" } else if v < 0.55 { "#a04a30" } else { "" };
                        if !col.is_empty() {
                            c.rect(x.max(150.0), y - 29.0, (x + 59.0).min(250.0) - x.max(150.0), 28.0, col, 1.0);
                        }
                    }
                    let x = if k % 2 == 0 { 190.0 } else { 220.0 };
                    c.stroke(&format!("M150 {y}h100M{x} {y}v-30"), "#e8d8c0", 2.0, 0.7);
                }
                c.rect(236.0, 46.0, 14.0, 574.0, "#5a2010", 0.35);
                c.rect(142.0, 28.0, 116.0, 18.0, "#9a9a9a", 1.0);
                c.rect(142.0, 44.0, 116.0, 6.0, "#4a3a3a", 0.6);
                // The crack, right through, a little light showing in it; chips on the grass.
                c.path("M200 330l10 18l-10 16l14 20l-10 18l8 22l-12 4l-6 -22l10 -18l-14 -20l10 -16l-8 -18Z", "#1a0a0a", 1.0);
                c.stroke("M203 352l5 8M206 388l-4 8", "#fff4c0", 2.5, 0.9);
                c.path("M160 600l8 -8l8 8ZM222 604l6 -10l8 10Z", "#a04a30", 1.0);
                // The whisper going into the crack.
                c.stroke("M150 392q10 -8 0 -16M160 396q14 -12 0 -28M170 400q18 -16 0 -40", "#ffffff", 2.5, 0.8);
                // The dog on its hind legs, paws on the wall, its floppy ear pressed to it.
                let fur = "#a86a3a";
                c.stroke("M374 500q30 -20 22 -64", fur, 10.0, 1.0);
                c.ellipse(352.0, 532.0, 38.0, 48.0, fur, 1.0);
                c.ellipse(330.0, 590.0, 26.0, 10.0, "#8a5230", 1.0);
                c.g("transform=\"rotate(-26 318 430)\"");
                c.ellipse(318.0, 430.0, 38.0, 104.0, fur, 1.0);
                c.ellipse(304.0, 420.0, 18.0, 60.0, "#d8a070", 0.8);
                c.end();
                c.stroke("M296 336L258 312M304 362L258 340", "#96582e", 17.0, 1.0);
                c.ellipse(258.0, 312.0, 10.0, 12.0, "#8a5230", 1.0);
                c.ellipse(258.0, 340.0, 10.0, 12.0, "#8a5230", 1.0);
                c.circle(286.0, 284.0, 34.0, fur, 1.0);
                c.ellipse(322.0, 298.0, 26.0, 18.0, "#c88a58", 1.0);
                c.ellipse(342.0, 292.0, 9.0, 7.0, "#1a1a1a", 1.0);
                c.stroke("M330 310q-8 6 -18 2", "#4a2a1a", 2.5, 1.0);
                c.circle(302.0, 272.0, 6.0, "#1a1a1a", 1.0);
                c.circle(304.0, 270.0, 2.0, "#ffffff", 1.0);
                c.stroke("M294 262l14 -4", "#5a3018", 3.0, 1.0);
                c.path("M268 262q-22 2 -18 34q0 26 6 44q14 6 18 -12q4 -40 -6 -66Z", "#6a3a1a", 1.0);
                // The children, whispering and listening.
                let boy = Look::new(3, p.cloth[0], "#3a3a3a").hair(Hair::Short, 0).face(Expr::Sly).turn(0.8);
                figure(c, &kneel().child().right_hand((14.0, -48.0), (18.0, -62.0)), 96.0, 590.0, 290.0, &boy, false);
                let girl = Look::new(1, p.accent2, p.accent).hair(Hair::Long, 3).face(Expr::Smile).turn(-0.8);
                figure(c, &kneel().child().dress(16.0, -6.0), 292.0, 590.0, 290.0, &girl, true);
            },
        ),
        card(
            "Tea at the bottom of the pond",
            (GoldTempera, Spring, CutAway, Tense),
            ["a frog family's tea party under water", "a heron above"],
            ("the heron's beak is already under the surface", "beak"),
            ["Danger", "Like sitting ducks in a pond", "The frogs poured the tea, and the heron's beak slid quietly under the surface"],
            &["pond", "frog"],
            false,
            "A pond seen half above and half below the water line. Above, on the grassy shore, a tall grey heron leans out over the water, its long yellow beak already under the surface and pointing down. Below, on the muddy bottom among weeds, three frogs in little waistcoats sit round a table with a teapot and cups, one of them pouring, unaware.",
            |c| {
                c.drew("pond water heron leg neck eye reed beak bottom frog waistcoat table tea teapot cup shore weed mud lily pad bubble");
                // A bright gold sky over a clear blue pond.
                c.sky(250.0);
                c.soft();
                c.glow(300.0, 70.0, 200.0, "#fffbe8", 0.7);
                c.end();
                let w = c.c.linv(&[(0.0, "#62b4cc", 1.0), (1.0, "#173a52", 1.0)]);
                c.rect(-10.0, 250.0, 420.0, 380.0, &w, 1.0);
                c.soft();
                c.glow(240.0, 480.0, 150.0, "#ffe6a0", 0.45);
                for x in [120.0, 300.0] {
                    c.path(&format!("M{} 252l40 0l{} 300h-60Z", x, 40.0), "#e8fff8", 0.12);
                }
                c.end();
                c.path("M-10 548Q100 520 220 540Q320 556 410 530V620H-10Z", "#6a4a26", 1.0);
                for (x, h) in [(18.0, 210.0), (40.0, 150.0), (372.0, 200.0), (392.0, 140.0)] {
                    c.stroke(&format!("M{x} 560q-16 {:.0} 8 -{h}", -h / 2.0), "#2a6a3a", 7.0, 1.0);
                }
                // The shore, and the heron leaning out from it.
                c.path("M-10 250H110Q130 256 118 300Q90 380 40 420Q10 440 -10 446Z", "#5a4422", 1.0);
                c.path("M-10 232Q60 224 140 236Q150 252 120 254H-10Z", "#6aa83a", 1.0);
                for x in [8.0, 22.0, 132.0] {
                    c.stroke(&format!("M{x} 240q-4 -60 4 -{:.0}", 90.0 + x * 0.2), "#3a6a24", 4.0, 1.0);
                }
                c.stroke("M86 150L78 196L92 238M86 238h18M112 146L122 192L112 236M106 236h20", "#8a5a14", 6.0, 1.0);
                c.path("M178 116Q172 82 120 80Q60 82 14 150Q8 172 32 168Q100 160 150 146Q176 136 178 116Z", "#d4d8e0", 1.0);
                c.path("M150 90Q100 76 60 96Q28 116 6 168Q60 150 110 134Q146 120 150 90Z", "#46546a", 1.0);
                c.path("M6 168Q14 150 34 146L26 170Z", "#1a2030", 1.0);
                c.stroke("M170 120C214 100 182 48 214 44C250 40 250 130 236 196", "#f4f2ec", 16.0, 1.0);
                c.stroke("M230 60C242 94 244 140 232 184", "#2a2a34", 2.5, 0.7);
                c.ellipse(237.0, 206.0, 18.0, 13.0, "#f4f2ec", 1.0);
                c.stroke("M228 198l-42 -12M230 202l-36 0", "#1a1a24", 4.0, 1.0);
                c.poly(&[(236.0, 214.0), (250.0, 212.0), (258.0, 396.0)], "#f0a820", 1.0);
                c.stroke("M243 214L257 392", "#b06a10", 1.5, 0.8);
                c.circle(244.0, 204.0, 7.0, "#ffe040", 1.0);
                c.circle(245.0, 206.0, 3.4, "#101010", 1.0);
                // The surface, broken only where the beak goes in.
                c.stroke("M-10 251H410", "#e8f8f8", 3.0, 0.9);
                c.stroke("M226 256q20 8 40 0M216 262q32 12 60 0", "#ffffff", 2.5, 0.9);
                c.ellipse(330.0, 251.0, 40.0, 8.0, "#4a9a3a", 1.0);
                c.ellipse(385.0, 253.0, 26.0, 6.0, "#4a9a3a", 1.0);
                c.circle(326.0, 244.0, 8.0, "#f8b8d0", 1.0);
                for (x, y, r) in [(262.0, 408.0, 4.0), (270.0, 376.0, 5.0), (262.0, 342.0, 4.0), (276.0, 306.0, 6.0), (150.0, 330.0, 4.0)] {
                    c.circle(x, y, r, "#e8fff8", 0.8);
                }
                // The tea party: the one behind the table pours.
                frog(c, 222.0, 508.0, 1.3, "#f8d070", false, 0);
                c.table(236.0, 470.0, 556.0, 210.0, "#8a5a2a");
                c.ellipse(236.0, 470.0, 106.0, 9.0, "#fff8ec", 1.0);
                frog(c, 96.0, 566.0, 1.35, "#f07aa0", false, 1);
                frog(c, 342.0, 566.0, 1.35, "#7ab8e8", true, 2);
                c.g("transform=\"translate(262 446) scale(1.25) rotate(25) translate(-250 -440)\"");
                c.path("M268 436q14 -4 20 -16l4 3q-4 16 -20 22Z", "#d84a3a", 1.0);
                c.stroke("M232 432q-18 4 -4 18", "#d84a3a", 5.0, 1.0);
                c.ellipse(250.0, 442.0, 22.0, 17.0, "#d84a3a", 1.0);
                c.ellipse(250.0, 426.0, 12.0, 4.0, "#a83020", 1.0);
                c.circle(250.0, 421.0, 3.5, "#f4f4f4", 1.0);
                c.circle(242.0, 444.0, 3.0, "#fff0e0", 1.0);
                c.circle(256.0, 448.0, 3.0, "#fff0e0", 1.0);
                c.circle(252.0, 436.0, 3.0, "#fff0e0", 1.0);
                c.end();
                c.stroke("M316 444q6 4 2 14", "#b8621a", 5.0, 1.0);
                for x in [160.0, 318.0] {
                    c.path(&format!("M{} 468v-14h20v14Z", x - 10.0), "#f4f4f4", 1.0);
                    c.stroke(&format!("M{} 458h8", x - 10.0), "#e04a4a", 2.5, 1.0);
                }
            },
        ),
        card(
            "The monster who is afraid too",
            (StainedGlass, Night, Interior, Funny),
            ["a child checking under the bed", "the monster hiding there"],
            ("the monster is hiding under a blanket of its own", "blanket"),
            ["Mutual fear", "More afraid of you than you are of it", "She looked under the bed and the monster pulled its blanket over its eyes"],
            &["monster under the bed", "torch"],
            true,
            "A child's bedroom at night, stars in the window. A boy in blue pyjamas bends down beside his bed, wide-eyed, shining a torch into the dark underneath. In its beam a big round purple monster with seven eyes cowers just as frightened, holding a little yellow checked blanket up to its chin with its claws.",
            |c| {
                c.drew("bedroom night pyjamas bed torch glow monster blanket chin window star claw beam");
                let p = c.p;
                // A moonlit wall, light enough to read the room by.
                c.full("#2e3a7a", 1.0);
                c.soft();
                c.glow(90.0, 110.0, 170.0, "#8aa0e8", 0.45);
                c.end();
                // The window with its stars, the moon and the curtains.
                c.rect(24.0, 34.0, 132.0, 150.0, "#0c1648", 1.0);
                c.dots(10, 34.0, 146.0, 44.0, 174.0, 3.0, p.light);
                c.circle(122.0, 70.0, 18.0, "#fff4c8", 1.0);
                c.circle(130.0, 64.0, 16.0, "#0c1648", 1.0);
                c.stroke("M90 34V184M24 110H156", "#5a3a2a", 6.0, 1.0);
                c.path("M14 24h30q-10 90 6 170h-36Z", p.cloth[1], 1.0);
                c.path("M136 24h30v170h-36q16 -80 6 -170Z", p.cloth[1], 1.0);
                // The bed: pillow, quilt hanging down, and the dark under it.
                c.rect(120.0, 322.0, 300.0, 206.0, "#05070f", 1.0);
                c.rect(130.0, 200.0, 290.0, 34.0, "#f4f0e0", 1.0);
                c.ellipse(350.0, 192.0, 50.0, 20.0, "#ffffff", 1.0);
                c.path("M116 226H420V326Q370 338 330 322T240 328T150 320T116 326Z", p.cloth[0], 1.0);
                c.stroke("M150 256l10 10M210 282l10 10M270 254l10 10M330 284l10 10M390 256l10 10", p.cloth[2], 5.0, 1.0);
                c.rect(124.0, 322.0, 14.0, 206.0, "#6a3a2a", 1.0);
                c.rect(-10.0, 526.0, 420.0, 84.0, p.floor[0], 1.0);
                c.stroke("M-10 560H410", p.floor[1], 3.0, 0.7);
                // The torch beam: a hard bright cone from the torch into the dark.
                c.soft();
                c.path("M190 456L420 326V600L190 478Z", "#ffe880", 0.85);
                c.path("M190 460L420 370V540L190 472Z", "#fffbe0", 0.7);
                c.glow(300.0, 456.0, 100.0, "#ffffff", 0.5);
                c.end();
                // The monster in the beam, as frightened as he is: horns, a round
                // purple body, seven staring eyes, trembling.
                c.g("transform=\"translate(296 456) scale(.94) translate(-326 -456)\"");
                c.path("M280 390l-18 -38l34 22ZM372 388l20 -38l-32 20Z", "#6a2aa0", 1.0);
                c.clear.push((296.0, 446.0, 76.0, 70.0));
                c.ellipse(326.0, 456.0, 80.0, 74.0, "#8a4ac8", 1.0);
                for (x, y, r) in [(292.0, 424.0, 14.0), (326.0, 410.0, 16.0), (360.0, 424.0, 14.0), (268.0, 452.0, 10.0), (384.0, 452.0, 10.0), (308.0, 452.0, 11.0), (344.0, 452.0, 11.0)] {
                    c.circle(x, y, r, "#ffffff", 1.0);
                    c.circle(x - r * 0.35, y, r * 0.3, "#140a1e", 1.0);
                }
                c.stroke("M276 402q14 -12 30 -6M310 386q16 -12 32 0M348 396q16 -6 30 6", "#2a0a4a", 5.0, 1.0);
                c.stroke("M308 478l6 -6l6 6l6 -6l6 6l6 -6l6 6", "#2a0a4a", 4.0, 1.0);
                c.stroke("M238 440q-8 14 0 28M250 404q-10 8 -8 20M412 430q8 14 0 28M404 396q10 8 8 20", "#6a2aa0", 3.5, 0.95);
                c.ellipse(392.0, 476.0, 5.0, 8.0, "#8ac8ff", 1.0);
                // The little checked blanket pulled up to its chin, claws over the hem.
                c.path("M250 488Q326 476 402 488L410 536H242Z", p.accent, 1.0);
                c.stroke("M274 486v50M304 482v54M334 482v54M364 484v52M382 486v50M248 512h160", "#c07a20", 5.0, 0.9);
                c.path("M276 492l-6 -16l10 8l2 -14l8 14l4 -12l4 16ZM350 492l4 -16l6 12l6 -14l4 14l8 -10l-2 14Z", "#f4ecff", 1.0);
                c.end();
                // The boy on his knees, peering under with his torch.
                let boy = Look::new(2, "#4a80d0", "#4a80d0").hair(Hair::Curly, 0).face(Expr::Shock).turn(0.8);
                let peer = Pose {
                    head: (28.0, -52.0),
                    neck: (20.0, -48.0),
                    hip: (-12.0, -30.0),
                    knees: [(8.0, -6.0), (12.0, -6.0)],
                    feet: [(-26.0, -2.0), (-22.0, -2.0)],
                    elbows: [(30.0, -30.0), (34.0, -32.0)],
                    hands: [(48.0, -34.0), (51.0, -36.0)],
                    ..stand()
                }
                .child();
                figure(c, &peer, 18.0, 566.0, 290.0, &boy, false);
                c.path("M158 456h32v22h-32Z", "#d8d8d8", 1.0);
                c.ellipse(190.0, 467.0, 5.0, 12.0, "#fffbe0", 1.0);
            },
        ),
        card(
            "The boots in the shoe tree",
            (Woodcut, Autumn, WormsEye, Grotesque),
            ["a tree hung with old shoes", "a barefoot boy looking up"],
            ("one pair of boots still has legs in them, kicking", "legs"),
            ["Creepy", "Walk a mile in my shoes", "People throw their old shoes into the tree; one pair came with its legs still in"],
            &["shoe tree", "boots"],
            true,
            "Looking up into an autumn tree whose branches are hung with old shoes tied by their laces. A boy at the bottom of the picture stares up, mouth open. In the middle, out of a clump of orange leaves, a pair of muddy boots still has two legs in them, in red striped stockings, kicking and dropping mud.",
            |c| {
                c.drew("tree branch shoe boot leg lace leaf stocking mud");
                let p = c.p;
                c.sky(600.0);
                // The trunk rising to us from the bottom right, wide near us,
                // with a few gouges of light bark.
                c.path("M262 610C306 420 328 200 330 -10H350C354 200 376 420 446 610Z", "#2a1c10", 1.0);
                c.stroke("M344 600C332 470 334 300 340 120M392 600C370 480 356 360 346 240", "#8a4a20", 3.0, 0.9);
                // A few strong boughs spreading over the pale sky.
                for (a, m, b, w0, w1) in [
                    ((334.0, 250.0), (210.0, 150.0), (-10.0, 118.0), 17.0, 5.0),
                    ((336.0, 130.0), (240.0, 50.0), (150.0, -10.0), 13.0, 5.0),
                    ((348.0, 200.0), (380.0, 170.0), (410.0, 150.0), 12.0, 6.0),
                    ((362.0, 380.0), (386.0, 350.0), (410.0, 340.0), 12.0, 7.0),
                ] {
                    c.path(&bough(a, m, b, w0, w1), "#2a1c10", 1.0);
                }
                // Crowns of orange leaves at the corners.
                for (x, y, r, col) in [(-6.0, 10.0, 60.0, "#c8581a"), (410.0, 20.0, 56.0, "#d8702a"), (412.0, 340.0, 40.0, "#c8581a")] {
                    clump(c, x, y, r, col);
                }
                let fall: Vec<(f64, f64, f64, f64)> = [(250.0, 170.0, 0.4), (40.0, 260.0, 2.0), (300.0, 470.0, 1.1), (210.0, 520.0, 2.6), (60.0, 400.0, 0.9)]
                    .iter()
                    .map(|&(x, y, a)| (x, y, 9.0, a))
                    .collect();
                leaves(c, &fall, "#e8902a");
                // Three pairs of old trainers hanging by their laces.
                for (x, y, col) in [(62.0, 118.0, "#2a5ab0"), (250.0, 44.0, "#3a9a3a"), (386.0, 160.0, "#e8a020")] {
                    hung_pair(c, x, y, col, "#f8f2e4");
                }
                // The clump of leaves on the big bough the legs come out of.
                clump(c, 160.0, 150.0, 64.0, "#2a1c10");
                clump(c, 160.0, 148.0, 58.0, "#c8501a");
                clump(c, 146.0, 132.0, 34.0, "#e8902a");
                // Two legs in bold red striped stockings, kicking, in muddy boots.
                for (d, ankle, rot, flip) in [
                    ("M140 178Q116 240 100 306", (100.0, 306.0), 12.0, true),
                    ("M180 180Q240 214 250 242L262 296", (262.0, 296.0), 8.0, false),
                ] {
                    c.stroke(d, "#16100c", 48.0, 1.0);
                    c.stroke(d, "#fbf4e4", 38.0, 1.0);
                    c.add(&format!("<path d=\"{d}\" fill=\"none\" stroke=\"{}\" stroke-width=\"38\" stroke-linecap=\"butt\" stroke-dasharray=\"13 13\"/>", p.accent));
                    boot(c, ankle.0, ankle.1, rot, flip);
                }
                // Kicking: swing marks beside the boots.
                c.stroke("M46 300q-14 24 -6 52M30 282q-22 34 -10 76M340 290q14 20 8 46M356 270q24 30 12 70", "#16100c", 5.0, 1.0);
                // Clods of mud dropping towards the boy, with trails.
                for (x, y, r) in [(96.0, 388.0, 12.0), (70.0, 430.0, 9.0), (262.0, 386.0, 13.0), (236.0, 424.0, 9.0)] {
                    c.stroke(&format!("M{x} {}v-{}", y - r * 1.8, r * 3.0), "#6a4a20", r * 0.5, 0.6);
                    let clod = format!("M{} {}q{} {} 0 {}q{} {} 0 {}Z", x, y - r * 1.6, r * 1.2, r * 1.2, r * 2.6, -r * 1.2, -r * 0.2, -r * 2.6);
                    c.path(&clod, "#6a4a20", 1.0);
                }
                // The barefoot boy at the bottom, staring up open-mouthed.
                let boy = Look::new(3, p.cloth[1], p.cloth[3]).hair(Hair::Short, 0).face(Expr::Shock).gaze(Gaze::Up).turn(0.15);
                portrait(c, 140.0, 476.0, 60.0, &boy);
            },
        ),
        card(
            "The portrait smiles",
            (Gouache, WarmInterior, Interior, Funny),
            ["a grumpy sitter", "the painter's cheerful portrait of her"],
            ("on the canvas she smiles, in life she scowls", "smiles"),
            ["Flattery", "The camera never lies", "The painter is paid to paint what people want to see, so the portrait smiles"],
            &["painter", "portrait"],
            true,
            "An artist's studio with a bright window. A grumpy woman in a big plum hat with a red flower sits stiffly on a chair, arms folded, scowling. Beside her stands her large portrait in a gold frame on an easel, same hat, same flower, but in the painting she is beaming; the young painter in a tall hat peeks round it holding his palette.",
            |c| {
                c.drew("studio hat chair painter palette portrait easel painting frame window flower");
                let p = c.p;
                c.room(440.0);
                c.boards(440.0);
                c.rect(30.0, 40.0, 120.0, 160.0, "#f8e0a0", 1.0);
                c.stroke("M90 40V200M30 120H150", "#6a3a1a", 6.0, 1.0);
                // The sitter, scowling.
                // On a chair of ordinary height: the seat and her body 62 lower
                // (22 pose units at her size), her feet where they were.
                c.low_chair(70.0, 580.0, 2.3, 61.6, p.dark);
                let sitter = Look::new(1, "#4a3a6a", "#4a3a6a").hair(Hair::Bun, 1).face(Expr::Angry).build(1.3).turn(0.5);
                let arms = sit_chair().right_hand((10.0, -62.0), (-4.0, -64.0)).left_hand((8.0, -60.0), (-6.0, -62.0));
                figure(c, &arms.lowered(22.0).dress(24.0, -28.0), 80.0, 580.0, 280.0, &sitter, false);
                c.g("transform=\"translate(0 61.6)\"");
                c.ellipse(88.0, 302.0, 48.0, 10.0, "#6a2a4a", 1.0);
                c.path("M68 302q20 -44 40 0Z", "#6a2a4a", 1.0);
                c.circle(104.0, 284.0, 8.0, p.accent, 1.0);
                c.end();
                // The easel and her portrait, beaming.
                c.stroke("M230 600L270 100M370 600L330 100M300 600V380", "#6a4a2a", 8.0, 1.0);
                c.rect(190.0, 120.0, 210.0, 260.0, "#c8902a", 1.0);
                c.rect(202.0, 132.0, 186.0, 236.0, "#f4e0b0", 1.0);
                let port = Look::new(1, "#4a3a6a", "#4a3a6a").hair(Hair::Bun, 1).face(Expr::Laugh);
                c.clip("M202 132h186v236h-186Z");
                portrait(c, 296.0, 236.0, 50.0, &port);
                c.end();
                c.ellipse(296.0, 196.0, 74.0, 14.0, "#6a2a4a", 1.0);
                c.path("M266 196q30 -64 60 0Z", "#6a2a4a", 1.0);
                c.circle(322.0, 170.0, 10.0, p.accent, 1.0);
                c.rect(190.0, 376.0, 210.0, 12.0, "#6a4a2a", 1.0);
                // The painter peeking round it with his palette.
                let painter = Look::new(3, p.cloth[1], p.dark).hair(Hair::Short, 0).face(Expr::Smile).turn(-0.7);
                figure(c, &point().hat(), 360.0, 640.0, 300.0, &painter, true);
                c.ellipse(392.0, 470.0, 40.0, 26.0, "#e8c890", 1.0);
                for (k, col) in [p.accent, p.accent2, "#3a7a5a", "#2a4a8a"].iter().enumerate() {
                    c.circle(374.0 + k as f64 * 12.0, 462.0 + (k % 2) as f64 * 10.0, 6.0, col, 1.0);
                }
            },
        ),
        card(
            "The ring of night swimmers",
            (Pointillist, Night, TopDown, Mysterious),
            ["swimmers holding hands in a ring", "the dark sea"],
            ("one of the ring is a seal", "seal"),
            ["Belonging", "Safety in numbers", "Every midsummer night they swim out and make a ring, and every year the seal joins in"],
            &["night swimming", "seal"],
            true,
            "A dark blue sea at night seen from straight above, a round paper lantern floating and glowing in the middle. Three swimmers float on their backs in a ring around it, heads to the light, arms spread, holding hands, their legs fading into the dark water: a woman in a red cap, a smiling old man with a bald head and a white beard, and a sleepy girl whose long ginger hair spreads out on the water. The fourth of the ring, floating on its back just like them and holding their hands with its flippers, is a grey seal with big dark eyes and whiskers.",
            |c| {
                c.drew("sea night swimmer ring seal flipper water lantern cap ripple whisker eye hair beard");
                let (cx, cy) = (200.0, 296.0);
                c.full("#0a2048", 1.0);
                c.dots(90, 0.0, 400.0, 0.0, 600.0, 2.0, "#2a5aa0");
                // The lantern's warm light spread on the water, and its ripples:
                // one running round the ring of heads and joined hands.
                c.soft();
                c.glow(cx, cy, 260.0, "#ffb850", 0.75);
                c.end();
                c.stroke(&format!("M{} {cy}a224 224 0 1 0 448 0a224 224 0 1 0 -448 0M{} {cy}a76 76 0 1 0 152 0a76 76 0 1 0 -152 0", cx - 224.0, cx - 76.0), "#ffe8a8", 4.0, 0.5);
                // Three swimmers floating on their backs along the diagonals, heads
                // to the lantern, arms out to their neighbours' hands: a woman in a
                // red cap, an old bald man with a beard, a girl whose long hair
                // spreads out on the water.
                let float = Pose {
                    head_r: 8.5,
                    elbows: [(-22.0, -80.0), (22.0, -80.0)],
                    hands: [(-40.0, -79.0), (40.0, -79.0)],
                    knees: [(-7.0, -25.0), (7.0, -25.0)],
                    feet: [(-9.0, -2.0), (9.0, -2.0)],
                    ..stand()
                };
                let s = 1.95;
                let swimmers = [
                    (135.0, Look::new(3, "#c83a6a", SKIN[3]).hair(Hair::Short, 0).face(Expr::Tender), Some("#e83a4a")),
                    (225.0, Look::new(0, "#1a3a8a", SKIN[0]).old().hair(Hair::Bald, 5).beard().face(Expr::Smile), None),
                    (45.0, Look::new(1, "#e8a030", SKIN[1]).hair(Hair::Long, 4).face(Expr::Asleep), Some("hair")),
                ];
                for (rot, l, cap) in swimmers {
                    c.g(&format!("transform=\"translate({cx} {cy}) scale({s}) rotate({rot})\""));
                    if cap == Some("hair") {
                        // Long hair fanned out on the water round the head.
                        c.path("M-26 70Q-44 30 -20 22Q0 4 20 22Q44 30 26 70Q14 42 0 40Q-14 42 -26 70Z", HAIR[4], 1.0);
                    }
                    figure(c, &float, 0.0, 240.0, 200.0, &l.turn(0.0), false);
                    if let Some(color) = cap.filter(|&k| k != "hair") {
                        // A swimming cap over the top of the head.
                        c.path("M-25 52A26 26 0 0 1 25 52Q0 42 -25 52Z", color, 1.0);
                        c.stroke("M-13 40q13 -6 26 0", "#ffffff", 2.0, 0.6);
                    }
                    c.end();
                }
                // The seal on its back, the fourth of the ring on the last diagonal:
                // grey body, pale belly, flippers out to its neighbours' hands, a
                // round face with big dark eyes looking up like theirs.
                c.g(&format!("transform=\"translate({cx} {cy}) rotate(-45) scale({}) translate(-200 -280)\"", s / 1.7));
                c.path("M190 560l-30 46l30 -12l10 -14l10 14l30 12l-30 -46Z", "#6a7286", 1.0);
                c.ellipse(200.0, 470.0, 62.0, 104.0, "#6a7286", 1.0);
                c.ellipse(200.0, 468.0, 40.0, 84.0, "#b0b8c8", 1.0);
                c.path("M160 420Q110 430 62 416Q100 392 164 398Z", "#8a92a8", 1.0);
                c.path("M240 420Q290 430 338 416Q300 392 236 398Z", "#8a92a8", 1.0);
                c.stroke("M76 414l-10 -6M76 414l-12 2M324 414l10 -6M324 414l12 2", "#3a4256", 2.5, 1.0);
                c.ellipse(200.0, 372.0, 46.0, 42.0, "#8a92a6", 1.0);
                for x in [182.0, 218.0] {
                    c.circle(x, 362.0, 12.0, "#05070e", 1.0);
                    c.circle(x - 4.0, 357.0, 4.0, "#ffffff", 1.0);
                    c.circle(x + 4.0, 366.0, 1.8, "#ffffff", 1.0);
                }
                c.ellipse(200.0, 380.0, 8.0, 6.0, "#1a1a22", 1.0);
                c.ellipse(191.0, 390.0, 11.0, 8.0, "#c0c8d6", 1.0);
                c.ellipse(209.0, 390.0, 11.0, 8.0, "#c0c8d6", 1.0);
                c.stroke("M194 398q6 5 12 0", "#1a1a22", 2.5, 1.0);
                c.stroke("M186 388l-36 -8M186 392l-36 4M188 396l-30 14M214 388l36 -8M214 392l36 4M212 396l30 14", "#f0f0f8", 1.8, 0.95);
                c.end();
                let k = s / 1.7;
                c.clear.push((cx + 65.0 * k, cy + 65.0 * k, 44.0 * k, 40.0 * k));
                // The sea closes over legs and tail further from the light.
                let deep = c.c.rad(&[(0.0, "#0a2048", 0.0), (0.5, "#0a2048", 0.0), (0.85, "#0a2048", 0.85), (1.0, "#0a2048", 0.95)], 0.5, 0.48, 0.62);
                c.soft();
                c.c.full(&deep, 1.0);
                c.end();
                // The paper lantern floating in the middle, its reflection broken in the ripples.
                c.soft();
                c.glow(cx, cy, 100.0, "#fff4c0", 1.0);
                c.end();
                c.circle(cx, cy, 34.0, "#ffe070", 1.0);
                c.stroke(&format!("M{} {cy}h60M{} {}h48M{} {}h48", cx - 30.0, cx - 24.0, cy - 16.0, cx - 24.0, cy + 16.0), "#e0a030", 2.5, 0.8);
                c.circle(cx, cy, 13.0, "#fffbe8", 1.0);
            },
        ),
        card(
            "The mice in the beard",
            (Pastel, Winter, CloseUp, Grotesque),
            ["an old man's enormous beard", "the mice who live in it"],
            ("one mouse sits in the beard reading a book", "book"),
            ["Crowded", "Home sweet home", "He has not trimmed his beard in forty winters, and now a family of mice keeps its books in it"],
            &["beard", "mice"],
            true,
            "A close-up of a kindly old man with rosy cheeks and a vast white beard reaching to the bottom of the card. Little round mice peep out of holes in the beard; one reads an open red book, and a tiny washing line with two socks is strung across the beard.",
            |c| {
                c.drew("cheek beard mouse hole ear tail whisker");
                let p = c.p;
                c.full(p.sky[1], 1.0);
                let man = Look::new(0, "#3a4a7a", p.dark).old().hair(Hair::Bald, 5).face(Expr::Smile);
                portrait(c, 200.0, 150.0, 84.0, &man);
                c.blob(&[(110.0, 196.0), (290.0, 196.0), (350.0, 400.0), (280.0, 620.0), (120.0, 620.0), (50.0, 400.0)], "#f4f4f8");
                c.path("M164 228q36 22 72 0q-36 10 -72 0Z", "#3a1a1a", 1.0);
                c.path("M200 200q-30 -10 -56 8q30 4 56 -2q26 6 56 2q-26 -18 -56 -8Z", "#e0e0e8", 1.0);
                // Mice peeping out of their holes.
                for (x, y, s) in [(120.0, 300.0, 1.0), (286.0, 340.0, 1.1), (110.0, 500.0, 0.9), (290.0, 540.0, 1.0)] {
                    c.ellipse(x, y + 10.0 * s, 34.0 * s, 24.0 * s, "#6a5a5a", 1.0);
                    mouse_head(c, x, y, s);
                }
                // The washing line, socks and all.
                c.stroke("M92 380Q200 404 318 380", "#6a6a6a", 2.5, 1.0);
                c.path("M138 388h18v30q0 8 -8 8h-18v-10h8Z", p.accent2, 1.0);
                c.path("M246 390h18v30q0 8 -8 8h-18v-10h8Z", p.cloth[1], 1.0);
                // The reader: a mouse sitting in the beard with an open book.
                c.stroke("M236 520q40 10 30 40q-6 16 -30 12", "#c09090", 4.0, 1.0);
                c.ellipse(200.0, 520.0, 34.0, 40.0, "#a8a0a0", 1.0);
                mouse_head(c, 200.0, 462.0, 1.1);
                c.path("M160 486L200 496L240 486V530L200 540L160 530Z", p.accent, 1.0);
                c.path("M166 490L198 498V532L166 524ZM202 498L234 490V524L202 532Z", "#fbf6ea", 1.0);
                c.stroke("M172 500l20 5M172 510l20 5M208 505l20 -5M208 515l20 -5", "#8a8a8a", 1.5, 1.0);
                c.drew("book washing line sock");
            },
        ),
        card(
            "The wedding in the rain",
            (CutPaper, Monochrome, Crowd, Festive),
            ["a wedding party", "a downpour"],
            ("the dog carries the rings in a little basket", "rings"),
            ["Joyful", "Into each life some rain must fall", "The rain ruined the photographs, but the dog never dropped the rings"],
            &["wedding", "rain"],
            true,
            "A wedding party stands outside a small church in pouring grey rain, soaked and laughing. The bride's veil is plastered to her face, the groom holds his jacket over her head, guests huddle and cheer. In front, beside a puddle, a small grey dog trots proudly with a little basket in its mouth holding the two wedding rings, which are red: the only colour in the grey picture.",
            |c| {
                c.drew("wedding party church rain bride veil groom jacket guest dog basket ring puddle");
                // A dark wet sky, so the white dress and the rain show against it.
                c.c.rect(-20.0, -20.0, 440.0, 460.0, "#262626", 1.0);
                // The small church behind, its door open.
                c.c.rect(270.0, 120.0, 124.0, 320.0, "#5e5e5e", 1.0);
                c.c.poly(&[(258.0, 122.0), (332.0, 44.0), (406.0, 122.0)], "#0e0e0e", 1.0);
                c.stroke("M332 46v-30M320 26h24", "#5e5e5e", 6.0, 1.0);
                c.path("M312 440V378q20 -26 40 0V440Z", "#1a1a1a", 1.0);
                // The wet ground shining.
                c.c.rect(-20.0, 420.0, 440.0, 200.0, "#2e2e2e", 1.0);
                c.stroke("M-10 470h120M240 480h170M20 520h60M300 540h100", "#6a6a6a", 3.0, 0.8);
                // A few guests huddled under black umbrellas at the sides, cheering.
                crowd(c, 3, -20.0, 420.0, 430.0, 180.0, &["#4a4a4a", "#5e5e5e"], &[Expr::Laugh]);
                for (x, y) in [(24.0, 262.0), (378.0, 270.0)] {
                    c.path(&format!("M{} {y}q46 -48 92 0q-11 -8 -23 0q-11 -8 -23 0q-11 -8 -23 0q-11 -8 -23 0Z", x - 46.0), "#111111", 1.0);
                    c.stroke(&format!("M{x} {y}v70"), "#111111", 3.0, 1.0);
                }
                // The puddle at their feet.
                c.ellipse(64.0, 584.0, 92.0, 18.0, "#6a6a6a", 1.0);
                c.stroke("M24 584q40 -10 80 0M44 593q20 -5 40 0", "#f4f4f4", 2.5, 0.9);
                // The bride and the groom, large, soaked and laughing: her
                // white dress, her veil stuck flat down her cheek and shoulder;
                // him in his white shirtsleeves and black waistcoat, holding
                // his black jacket up over her head.
                let bride = Look::new(0, "#ffffff", "#ffffff").hair(Hair::Long, 0).face(Expr::Laugh).turn(0.45);
                figure(c, &hold().dress(34.0, -4.0), 134.0, 780.0, 570.0, &bride, false);
                c.path("M112 196Q84 210 84 262Q82 360 64 470L100 456Q102 340 100 272Q98 226 124 200Z", "#ffffff", 0.8);
                let groom = Look::new(2, "#ececec", "#0e0e0e").hair(Hair::Short, 0).face(Expr::Laugh).turn(-0.45);
                let lift = Pose {
                    elbows: [(-19.0, -94.0), (17.0, -96.0)],
                    hands: [(-23.0, -110.0), (11.0, -117.0)],
                    ..stand()
                };
                figure(c, &lift, 284.0, 780.0, 600.0, &groom, false);
                c.path("M222 306Q240 296 262 298L284 360L306 298Q328 296 346 306L336 486H232Z", "#141414", 1.0);
                c.stroke("M284 360V470", "#4a4a4a", 2.5, 1.0);
                c.circle(284.0, 392.0, 3.5, "#8a8a8a", 1.0);
                c.circle(284.0, 426.0, 3.5, "#8a8a8a", 1.0);
                c.path("M266 294l18 8l18 -8v20l-18 -8l-18 8z", "#0e0e0e", 1.0);
                // The jacket stretched over her head like a little roof, its
                // collar and a sleeve dangling, rain bouncing off it.
                c.drew("sleeve collar");
                c.path("M98 150Q140 108 150 120Q250 70 352 64L360 104Q250 112 160 166Q150 200 120 200Z", "#0e0e0e", 1.0);
                c.path("M102 156L80 258L104 264L122 180Z", "#0e0e0e", 1.0);
                c.stroke("M160 130Q178 150 164 170M150 122L170 146", "#5a5a5a", 3.0, 1.0);
                c.stroke("M98 148Q140 108 150 118Q250 68 352 62", "#cfcfcf", 3.0, 1.0);
                c.stroke("M120 120l-8 -12M176 98l-4 -14M232 80l0 -14M290 68l4 -14M340 62l8 -12", "#f4f4f4", 3.0, 1.0);
                // The rain, pouring over everything in bold slanted streaks.
                let mut d = String::new();
                for k in 0..40 {
                    let x = (k * 53 % 460) as f64 - 20.0;
                    let y = (k * 97 % 620) as f64 - 20.0;
                    // No streak across the two laughing faces or the dog.
                    if [(138.0, 254.0), (284.0, 228.0), (270.0, 500.0)].iter().any(|&(fx, fy): &(f64, f64)| (x - 6.0 - fx).hypot(y + 28.0 - fy) < 74.0) {
                        continue;
                    }
                    let _ = write!(d, "M{x:.0} {y:.0}l-12 56");
                }
                c.stroke(&d, "#ffffff", 3.6, 0.85);
                // In front the small grey dog trots proudly, the red rings in a basket.
                rings_dog(c, 150.0, 500.0, 1.3);
            },
        ),
        card(
            "Down the banister",
            (InkWash, Daylight, TopDown, Funny),
            ["a boy racing up the stairs", "a grandmother sliding down"],
            ("she slides down the banister with her shopping bag", "banister"),
            ["Cheeky", "Age is just a number", "He ran up to fetch her; she was already halfway down the banister with the shopping"],
            &["spiral staircase", "banister"],
            true,
            "Looking straight down the well of a spiral staircase in an old building, the steps and the wooden banister winding round and round to the tiled floor far below. A boy runs up the steps a floor down. Right below us, an old woman in a blue headscarf whizzes down the curving banister, her red coat flying, holding a shopping bag with a baguette sticking out.",
            |c| {
                c.drew("well staircase step building banister headscarf bag coat floor tile baguette wall baluster");
                let p = c.p;
                use std::f64::consts::TAU;
                // A spiral seen from above: each turn down is smaller, by `k`.
                let (cx, cy) = (204.0, 306.0);
                let b = -(0.6_f64).ln() / TAU;
                let tg = 6.1;
                let phi0 = 100_f64.to_radians() - tg;
                let r_at = |t: f64| 400.0 * (-b * t).exp();
                let pt = |t: f64, f: f64| {
                    let (r, a) = (r_at(t) * f, phi0 + t);
                    (cx + a.cos() * r, cy + a.sin() * r)
                };
                let wall = c.c.rad(&[(0.0, "#030201", 1.0), (0.4, "#1e160f", 1.0), (1.0, "#6a5640", 1.0)], 0.51, 0.51, 0.62);
                c.full(&wall, 1.0);
                // The tiled floor at the very bottom.
                let fr = r_at(TAU * 4.4) * 0.72;
                c.c.clip(&format!("M{} {}m-{fr:.1} 0a{fr:.1} {fr:.1} 0 1 0 {:.1} 0a{fr:.1} {fr:.1} 0 1 0 -{:.1} 0", cx, cy, 2.0 * fr, 2.0 * fr));
                c.c.rect(cx - fr, cy - fr, 2.0 * fr, 2.0 * fr, "#4a4036", 1.0);
                let mut d = String::new();
                for i in 0..8 {
                    for j in 0..8 {
                        if (i + j) % 2 == 0 {
                            d.push_str(&format!("M{:.1} {:.1}h{:.1}v{:.1}h-{:.1}Z", cx - fr + i as f64 * fr / 4.0, cy - fr + j as f64 * fr / 4.0, fr / 4.0, fr / 4.0, fr / 4.0));
                        }
                    }
                }
                c.c.path(&d, "#140e0a", 1.0);
                c.end();
                // The steps and the banister, from the deepest turn up to ours.
                let step = TAU / 16.0;
                let (lo, hi) = (-8_i32, 3 * 16 + 8);
                let mut j = hi;
                while j > lo {
                    let j0 = (j - 8).max(lo);
                    let tm = (j0 + j) as f64 * 0.5 * step;
                    let depth = (tm / (TAU * 4.5)).clamp(0.0, 1.0);
                    let r = r_at(tm);
                    let q = |p: (f64, f64)| {
                        if r > 45.0 {
                            format!("{:.0} {:.0}", p.0, p.1)
                        } else {
                            format!("{:.1} {:.1}", p.0, p.1)
                        }
                    };
                    let col = mix("#fff8e6", "#0c0805", ((depth - 0.12) * 1.9).clamp(0.0, 0.96));
                    let (mut d, mut odd, mut risers, mut bal) = (String::new(), String::new(), String::new(), String::new());
                    let mut rail = format!("M{}", q(pt(j0 as f64 * step, 0.68)));
                    for k in j0..j {
                        let (t0, t1) = (k as f64 * step, (k + 1) as f64 * step);
                        let [a, b2, c2, d2] = [pt(t0, 1.0), pt(t1, 1.0), pt(t1, 0.68), pt(t0, 0.68)];
                        let tread = format!("M{}L{}L{}L{}Z", q(a), q(b2), q(c2), q(d2));
                        if k % 2 == 0 {
                            d.push_str(&tread);
                        } else {
                            odd.push_str(&tread);
                        }
                        risers.push_str(&format!("M{}L{}", q(a), q(pt(t0, 0.68))));
                        bal.push_str(&format!("M{}L{}", q(pt(t0 + step * 0.5, 0.68)), q(pt(t0 + step * 0.5, 0.6))));
                        if r > 150.0 {
                            rail.push_str(&format!("L{}", q(pt(t0 + step * 0.5, 0.66))));
                        }
                        rail.push_str(&format!("L{}", q(pt(t1, 0.66))));
                    }
                    c.path(&d, &col, 1.0);
                    c.path(&odd, &mix(&col, "#c8a878", 0.2 * (1.0 - depth)), 1.0);
                    c.stroke(&risers, "#1a0e08", (r * 0.026).max(0.8), 1.0);
                    if depth < 0.75 {
                        c.stroke(&bal, "#2a140a", (r * 0.02).max(0.8), 1.0);
                    }
                    c.stroke(&rail, &mix("#6a2e10", "#1a0e08", depth * 0.7), (r * 0.07).max(2.0), 1.0);
                    c.stroke(&rail, &mix("#e0a060", "#2a1a10", depth * 0.7), (r * 0.02).max(0.8), 1.0);
                    j = j0;
                }
                // Sun from a landing window across the nearest steps.
                c.soft();
                c.glow(330.0, 110.0, 150.0, "#fff4c8", 0.5);
                c.end();
                // The boy running up half a turn below, looking up at her open-mouthed.
                let tb = tg + TAU * 0.5;
                let (bx, by) = pt(tb, 0.86);
                let boy = Look::new(3, "#3a8a4a", "#2a3a6a").hair(Hair::Curly, 4).face(Expr::Shock).gaze(Gaze::Up).turn(0.5);
                figure(c, &run(), bx, by + 40.0, 140.0, &boy, false);
                // Grandmother riding our banister sideways, leaning back laughing, coat flying out behind,
                // the shopping held out in front.
                let (gx, gy) = pt(tg, 0.66);
                let mut trail = Vec::new();
                for f in [0.5, 0.82] {
                    trail.clear();
                    for k in 0..8 {
                        trail.push(pt(tg - 0.3 - k as f64 * 0.1, f));
                    }
                    c.line(&trail, "#2a1a10", 3.0);
                }
                let h = 270.0;
                let (fx, fy) = (gx + 10.0, gy + 4.0);
                let m = |x: f64, y: f64| (fx - x * h / 100.0, fy + y * h / 100.0);
                c.g(&format!("transform=\"rotate(10 {fx:.0} {fy:.0})\""));
                // Her red coat streaming out behind her.
                let [c0, c1, c2, c3, c4] = [m(-6.0, -30.0), m(-42.0, -40.0), m(-54.0, -14.0), m(-30.0, -6.0), m(-4.0, 0.0)];
                c.path(
                    &format!(
                        "M{:.0} {:.0}Q{:.0} {:.0} {:.0} {:.0}L{:.0} {:.0}Q{:.0} {:.0} {:.0} {:.0}Z",
                        c0.0, c0.1, c1.0, c1.1, c2.0, c2.1, c3.0, c3.1, c4.0, c4.1, c4.0, c4.1
                    ),
                    "#d83a2a",
                    1.0,
                );
                let gran = Look::new(0, "#d83a2a", "#3a2a3a").old().hair(Hair::Bun, 5).face(Expr::Laugh).turn(0.5).wear(Hat::Headscarf, "#2a6ad8");
                let pose = Pose {
                    head: (-6.0, -43.0),
                    neck: (-4.0, -34.0),
                    hem: Some((14.0, 10.0)),
                    ..sit_edge().left_hand((-16.0, -44.0), (-22.0, -60.0)).right_hand((12.0, -24.0), (27.0, -28.0))
                };
                figure(c, &pose, fx, fy, h, &gran, true);
                // The shopping bag swinging from her outstretched hand, a baguette and leeks sticking out.
                let (hx, hy) = m(27.0, -28.0);
                c.g(&format!("transform=\"translate({hx:.0} {hy:.0}) scale(-1 1) rotate(10)\""));
                c.path("M-16 4L16 4L20 40L-20 40Z", "#f0d890", 1.0);
                c.stroke("M-10 4Q0 -10 10 4", "#8a6a30", 2.5, 1.0);
                c.g("transform=\"rotate(-20 4 6)\"");
                c.ellipse(4.0, -14.0, 6.0, 26.0, "#d8a050", 1.0);
                c.stroke("M2 -30l5 -3M2 -20l5 -3M2 -10l5 -3", "#8a5a20", 1.5, 1.0);
                c.end();
                c.stroke("M-8 4l-6 -18M-6 4l-2 -20", "#3a9a3a", 4.0, 1.0);
                c.end();
                // Speed lines off her heels.
                let (lx, ly) = m(-46.0, -20.0);
                c.stroke(&format!("M{:.0} {:.0}h30M{:.0} {:.0}h40M{:.0} {:.0}h26", lx, ly, lx - 4.0, ly + 14.0, lx, ly + 28.0), "#f8f0e0", 2.5, 0.8);
                c.end();
                let _ = p;
            },
        ),
        card(
            "The feet under the curtain",
            (Pointillist, Spring, Interior, Funny),
            ["a child counting to ten", "a family hiding badly"],
            ("father's feet stick out under the curtain", "feet"),
            ["Ready or not", "You can run but you can't hide", "Everyone hid perfectly except Dad, whose feet were the first thing she saw"],
            &["hide and seek", "curtain"],
            true,
            "A bright spring living room. In front a little girl in a red dress stands with her hands over her eyes, counting. Behind her a granny hides badly behind the thin pole of a lamp with a purple lampshade, far wider than the pole, and grins. At the window the long green curtain bulges round a head and a big belly, fingers curled round its edge, and under its hem stick out two big feet in red-and-white striped socks, one big toe through a hole.",
            |c| {
                c.drew("room granny lampshade curtain sock window lamp pole foot frame toe hole belly head finger hem girl dress rod blossom branch grin");
                let p = c.p;
                let ink = "#2a2a3a";
                let (g0, g1, g2) = ("#2f9a6a", "#1a5a40", "#8ad8b0");
                c.room(436.0);
                c.boards(436.0);
                // The window with a blossoming branch outside.
                c.c.rect(120.0, 56.0, 262.0, 328.0, "#9ad4f4", 1.0);
                c.c.path("M120 300Q180 280 230 300Q300 320 382 296V384H120Z", "#a8d890", 1.0);
                c.stroke("M120 130Q170 140 200 120Q220 108 236 112M170 136Q180 160 200 166", "#6a4a30", 5.0, 1.0);
                for (x, y) in [(132.0, 124.0), (150.0, 140.0), (176.0, 128.0), (196.0, 116.0), (214.0, 110.0), (236.0, 108.0), (198.0, 166.0), (184.0, 152.0)] {
                    c.circle(x, y, 8.0, "#ffd0e0", 1.0);
                    c.circle(x, y, 2.5, "#e0507a", 1.0);
                }
                c.stroke("M120 56H382V384H120ZM250 56V384M120 220H382", "#ffffff", 9.0, 1.0);
                c.stroke("M116 52H386V388H116Z", ink, 2.5, 0.8);
                c.c.rect(106.0, 380.0, 290.0, 14.0, "#f8f4ec", 1.0);
                c.stroke("M106 394H396", ink, 2.5, 0.8);
                // The family picture on the wall.
                c.c.rect(8.0, 90.0, 88.0, 70.0, "#8a5a3a", 1.0);
                c.c.rect(16.0, 98.0, 72.0, 54.0, "#f8f0d8", 1.0);
                for (k, col) in [p.cloth[0], p.cloth[1], p.cloth[3]].iter().enumerate() {
                    let x = 32.0 + k as f64 * 20.0;
                    c.c.rect(x - 6.0, 128.0, 12.0, 24.0, col, 1.0);
                    c.circle(x, 119.0, 7.0, "#e8b890", 1.0);
                }
                // The left curtain tied back.
                c.path("M102 44H178Q150 180 142 300Q156 380 164 440H98Z", g0, 1.0);
                c.stroke("M120 48Q126 180 128 300M148 48Q136 180 136 300M124 312Q126 380 122 436M146 312Q150 380 150 436", g1, 4.0, 1.0);
                c.stroke("M102 44H178Q150 180 142 300Q156 380 164 440H98", ink, 3.0, 1.0);
                // The right curtain, bulging round a head and a big belly.
                let cur = "M236 44H404V458H244Q238 420 226 380Q200 320 214 262Q222 228 246 214Q232 196 232 160Q236 120 240 100Q238 70 236 44Z";
                c.path(cur, g0, 1.0);
                // Shade on the right of each bulge, light on the left.
                c.path("M300 94Q348 96 350 146Q348 196 300 204Q334 186 334 146Q332 110 300 94Z", g1, 0.9);
                c.path("M316 216Q396 230 396 320Q394 410 316 424Q370 390 370 320Q368 250 316 216Z", g1, 0.9);
                c.path("M258 124Q266 100 292 98Q266 120 266 160Q262 140 258 124Z", g2, 1.0);
                c.path("M232 300Q236 236 290 222Q250 262 252 320Q254 370 276 404Q236 370 232 300Z", g2, 1.0);
                // Folds: straight from the rod, pulled round the head and belly, straight again below.
                c.stroke("M262 48Q258 80 264 100M300 48Q300 70 300 92M340 48Q346 80 344 112M380 48Q384 140 380 230M270 200Q300 214 346 200M248 250Q316 208 392 246M240 392Q316 440 394 396M270 430Q272 444 270 456M320 432V456M366 426Q370 444 366 456", g1, 4.0, 1.0);
                c.stroke(cur, ink, 3.5, 1.0);
                // Fingers curled round the curtain's edge.
                for k in 0..4 {
                    let y = 236.0 + k as f64 * 11.0;
                    c.ellipse(238.0 - (k as f64 - 1.5).abs() * 2.0, y, 9.0, 5.5, SKIN[1], 1.0);
                }
                c.stroke("M230 232q-4 0 -4 5q0 5 6 5M229 243q-4 0 -4 5q0 5 6 5M229 254q-4 0 -4 5q0 5 6 5M230 265q-4 0 -4 5q0 5 6 5", ink, 1.8, 0.9);
                // The curtain rod.
                c.stroke("M94 40H404", "#5a3a22", 10.0, 1.0);
                c.circle(92.0, 40.0, 9.0, "#5a3a22", 1.0);
                for x in [110.0, 140.0, 170.0, 250.0, 290.0, 330.0, 370.0] {
                    c.stroke(&format!("M{x} 34v14"), "#c8a040", 4.0, 1.0);
                }
                // Two big feet in striped socks under the hem, splayed, a big toe through a hole.
                for (x, rot, toe) in [(282.0, 18.0, false), (340.0, -16.0, true)] {
                    c.g(&format!("transform=\"translate({x} 452) rotate({rot})\""));
                    let sock = "M-18 0H18V22Q30 40 28 62Q26 86 0 88Q-26 86 -28 62Q-30 40 -18 22Z";
                    c.c.path(sock, "#ffffff", 1.0);
                    let mut d = String::new();
                    for y in [8.0, 26.0, 44.0, 62.0] {
                        let hw: f64 = if y < 22.0 { 18.0 } else { 27.0 };
                        d.push_str(&format!("M{:.0} {y}H{:.0}", -hw, hw));
                    }
                    c.stroke(&d, "#e0303a", 9.0, 1.0);
                    c.stroke(sock, ink, 3.5, 1.0);
                    if toe {
                        c.ellipse(4.0, 84.0, 12.0, 10.0, "#f0b890", 1.0);
                        c.ellipse(4.0, 88.0, 6.0, 4.5, "#fff0e8", 1.0);
                        c.stroke("M-8 84a12 10 0 1 0 24 0a12 10 0 1 0 -24 0", ink, 2.5, 1.0);
                    }
                    c.end();
                }
                // Granny behind the thin lamp, far wider than its pole, grinning.
                let gran = Look::new(2, "#7ab8e8", "#4a5a8a").old().hair(Hair::Curly, 5).face(Expr::Laugh).turn(0.5).glasses();
                let peek = Pose {
                    head: (4.0, -90.0),
                    neck: (2.0, -80.0),
                    elbows: [(-14.0, -66.0), (12.0, -66.0)],
                    hands: [(-2.0, -62.0), (2.0, -56.0)],
                    knees: [(-6.0, -25.0), (6.0, -26.0)],
                    ..stand().dress(26.0, -22.0)
                };
                figure(c, &peek, 62.0, 446.0, 236.0, &gran, false);
                c.stroke("M62 200V444", ink, 6.0, 1.0);
                c.ellipse(62.0, 446.0, 26.0, 7.0, ink, 1.0);
                c.circle(60.0, 300.0, 7.0, SKIN[2], 1.0);
                c.circle(64.0, 314.0, 7.0, SKIN[2], 1.0);
                c.poly(&[(34.0, 148.0), (90.0, 148.0), (110.0, 200.0), (14.0, 200.0)], "#8a5ae0", 1.0);
                c.stroke("M34 148H90L110 200H14Z", ink, 3.0, 1.0);
                // The seeker in front, turned to the wall, hands over her eyes.
                let girl = Look::new(0, "#e8503a", "#3a6ab0").hair(Hair::Long, 3).face(Expr::Squeeze).turn(-0.6);
                let counting = Pose {
                    head: (-3.0, -90.0),
                    neck: (-1.0, -80.0),
                    elbows: [(-22.0, -74.0), (14.0, -72.0)],
                    hands: [(-8.0, -90.0), (-1.0, -89.0)],
                    knees: [(-5.0, -25.0), (7.0, -27.0)],
                    feet: [(-6.0, -2.0), (9.0, -3.0)],
                    ..stand().child().dress(18.0, -34.0)
                };
                figure(c, &counting, 168.0, 596.0, 280.0, &girl, false);
                // Her arms up and both hands flat over her eyes.
                let (hx, hy) = (168.0 - 3.0 * 2.8, 596.0 - 90.0 * 2.8);
                c.stroke(&format!("M{:.0} {:.0}L{:.0} {:.0}M{:.0} {:.0}L{:.0} {:.0}", 168.0 - 22.0 * 2.8, 596.0 - 74.0 * 2.8, hx - 12.0, hy + 8.0, 168.0 + 14.0 * 2.8, 596.0 - 72.0 * 2.8, hx + 12.0, hy + 8.0), "#e8503a", 12.0, 1.0);
                for dx in [-11.0, 11.0] {
                    c.ellipse(hx + dx, hy - 4.0, 10.0, 15.0, SKIN[1], 1.0);
                    c.stroke(&format!("M{:.0} {:.0}v10M{:.0} {:.0}v10M{:.0} {:.0}v10", hx + dx - 4.0, hy - 17.0, hx + dx, hy - 18.0, hx + dx + 4.0, hy - 17.0), "#a8603a", 1.6, 1.0);
                }
            },
        ),
        card(
            "The goldfish too big for its bowl",
            (GoldTempera, WarmInterior, HugeInTiny, Funny),
            ["an enormous goldfish", "a tiny bowl"],
            ("the cat hides inside the sugar bowl", "sugar bowl"),
            ["Outgrown", "A big fish in a small pond", "They kept feeding the goldfish, and now it is the cat who hides in the sugar bowl"],
            &["goldfish", "cat"],
            false,
            "On a kitchen table in front of a gold wall, a goldfish far too big for its little round bowl is squeezed against the glass: its back and fin bulge out of the top, its tail flops over the rim, water spills down, the glass cracks and its lips are pressed flat on it. Its huge eye stares down at a sugar bowl, where a black cat hides, bristling, the lid on its head and its big yellow eyes wide with fright.",
            |c| {
                c.drew("kitchen table wall bowl fishbowl goldfish tail fin lip sugar bowl ear cat paw lid eye glass water sugar cube rim head crack");
                c.sky(372.0);
                // A dark arched niche, so the orange fish stands out from the gold.
                c.path("M20 372V150Q20 40 175 40Q330 40 330 150V372Z", "#2e4a3a", 1.0);
                c.rect(-10.0, 372.0, 420.0, 300.0, "#8a4a2a", 1.0);
                c.stroke("M-10 372H410", "#5a2a12", 7.0, 1.0);
                // Spilt water on the table.
                c.ellipse(200.0, 392.0, 150.0, 16.0, "#8ac8e0", 0.8);
                // The goldfish, filling the bowl and bulging out of its neck,
                // the tail flopped over the rim.
                let (o, od, ol) = ("#f07a18", "#b84808", "#ffc050");
                c.path("M140 150Q118 96 70 70Q40 96 52 150Q28 176 40 222Q84 200 112 168Z", o, 1.0);
                c.stroke("M128 148Q96 110 66 84M122 156Q80 150 50 156M116 164Q76 188 46 212", od, 2.5, 1.0);
                c.path("M118 150Q120 92 175 88Q230 92 232 150Z", o, 1.0);
                c.path("M150 92Q170 44 214 54Q206 80 206 98Z", od, 1.0);
                c.circle(175.0, 252.0, 114.0, o, 1.0);
                c.ellipse(160.0, 322.0, 76.0, 34.0, ol, 0.5);
                // Scales, cheek, gill and a fin squashed against the glass.
                let mut d = String::new();
                for (x, y) in [(90.0, 210.0), (120.0, 200.0), (150.0, 196.0), (100.0, 240.0), (130.0, 232.0), (160.0, 228.0), (90.0, 272.0), (120.0, 264.0), (112.0, 170.0), (140.0, 166.0)] {
                    d.push_str(&format!("M{x} {y}q12 10 0 22"));
                }
                c.stroke(&d, od, 2.2, 0.8);
                c.stroke("M204 176Q186 250 208 318", od, 4.0, 1.0);
                c.path("M150 330Q120 350 100 346Q110 330 140 314Z", od, 1.0);
                // The face pressed on the glass: a huge eye looking down at
                // the cat, lips flattened.
                c.circle(248.0, 222.0, 36.0, "#fffaf0", 1.0);
                c.circle(258.0, 238.0, 17.0, "#1a1010", 1.0);
                c.circle(252.0, 232.0, 5.0, "#ffffff", 1.0);
                c.stroke("M214 196Q246 176 282 198", od, 4.0, 1.0);
                c.ellipse(282.0, 288.0, 12.0, 24.0, "#f0707a", 1.0);
                c.ellipse(284.0, 288.0, 4.0, 13.0, "#6a1010", 1.0);
                // The glass over it, with light on it and its neck.
                c.path("M175 138A114 114 0 1 1 174 138Z", "#d8f4ff", 0.18);
                c.stroke("M113 158A114 114 0 0 0 120 352M237 158A114 114 0 0 1 230 352", "#1a3a4a", 5.0, 1.0);
                c.stroke("M96 250Q98 196 128 170", "#ffffff", 9.0, 0.7);
                c.stroke("M258 330Q268 320 276 304", "#ffffff", 6.0, 0.6);
                c.ellipse(175.0, 154.0, 64.0, 11.0, "#d8f4ff", 0.55);
                c.stroke("M111 154A64 11 0 0 0 239 154", "#1a3a4a", 4.0, 1.0);
                c.path("M120 352Q175 380 230 352L236 372H114Z", "#d8f4ff", 0.6);
                // The glass cracking under the strain, and strain marks round it.
                c.stroke("M262 336l-12 -18l-6 10l-10 -16M262 336l10 -14", "#ffffff", 2.5, 0.9);
                c.stroke("M42 250q-10 20 0 40M28 240q-12 30 0 60M310 230q10 20 0 40M324 222q12 30 0 60", "#fff4c8", 4.0, 0.9);
                // Water spilling over the rim and drops flying.
                c.path("M232 150Q258 152 262 180Q266 140 244 138Z", "#8ad8f4", 0.9);
                c.path("M116 152Q96 160 92 196Q86 150 108 140Z", "#8ad8f4", 0.9);
                for (x, y, r) in [(272.0, 124.0, 6.0), (292.0, 150.0, 5.0), (84.0, 122.0, 5.0), (300.0, 112.0, 4.0)] {
                    c.circle(x, y, r, "#bdeafc", 1.0);
                }
                // The sugar bowl, and the cat hiding in it, fur on end.
                let cat = "#241c1c";
                c.ellipse(312.0, 470.0, 74.0, 16.0, "#3a2a20", 1.0);
                let mut spikes = String::from("M262 470");
                for k in 0..=14 {
                    let a = std::f64::consts::PI * (1.0 + k as f64 / 14.0);
                    let r = if k % 2 == 0 { 50.0 } else { 60.0 };
                    spikes.push_str(&format!("L{:.0} {:.0}", 312.0 + a.cos() * r, 462.0 + a.sin() * r));
                }
                c.path(&format!("{spikes}Z"), cat, 1.0);
                c.poly(&[(270.0, 432.0), (258.0, 376.0), (298.0, 412.0)], cat, 1.0);
                c.poly(&[(354.0, 432.0), (366.0, 376.0), (326.0, 412.0)], cat, 1.0);
                c.poly(&[(272.0, 420.0), (266.0, 392.0), (288.0, 412.0)], "#d87a8a", 1.0);
                c.poly(&[(352.0, 420.0), (358.0, 392.0), (336.0, 412.0)], "#d87a8a", 1.0);
                for x in [292.0, 334.0] {
                    c.circle(x, 446.0, 16.0, "#f8d830", 1.0);
                    c.circle(x - 6.0, 440.0, 4.0, "#100808", 1.0);
                }
                c.stroke("M258 462l-30 -4M258 468l-28 6M366 462l30 -4M366 468l28 6", "#f4efe4", 1.6, 1.0);
                // The lid knocked askew on its head.
                c.g("transform=\"rotate(-14 318 392)\"");
                c.path("M270 396Q318 370 366 396Z", "#f4efe4", 1.0);
                c.ellipse(318.0, 396.0, 50.0, 8.0, "#e8e0d0", 1.0);
                c.circle(318.0, 376.0, 8.0, "#3a6ab0", 1.0);
                c.end();
                c.path("M238 470Q240 560 312 560Q384 560 386 470Z", "#f4efe4", 1.0);
                c.stroke("M244 500Q312 520 380 500", "#3a6ab0", 9.0, 1.0);
                c.stroke("M240 470H384", "#cfc6b4", 3.0, 1.0);
                // Paws clutching the rim.
                for x in [272.0, 352.0] {
                    c.ellipse(x, 472.0, 15.0, 10.0, cat, 1.0);
                    c.stroke(&format!("M{} 466v10M{} 466v10", x - 5.0, x + 5.0), "#5a4a4a", 1.5, 1.0);
                }
                // Sugar cubes scattered in the fright.
                for (x, y) in [(190.0, 540.0), (214.0, 566.0), (392.0, 556.0), (150.0, 500.0)] {
                    c.rect(x, y, 16.0, 16.0, "#ffffff", 1.0);
                }
            },
        ),
        card(
            "The letter by candlelight",
            (InkWash, WarmInterior, Hands, Wistful),
            ["hands writing a letter", "a child's drawing pinned beside them"],
            ("the crayon drawing above shows the two of them hand in hand", "drawing"),
            ["Far from home", "Absence makes the heart grow fonder", "Every night he writes home under the child's drawing of the two of them holding hands"],
            &["letter", "candle"],
            false,
            "Two big rough hands over a letter on a wooden crate: the right one writes with a yellow pencil, the left holds the paper flat and wears a gold ring. Beside them stand a candle stub in a tin and a tin mug, and the candlelight falls warm on the paper. Pinned to the dark wall above is a big crayon drawing of a tall blue stick figure and a small red one holding hands, a red heart between them, in front of a red house under a yellow sun.",
            |c| {
                c.drew("hand nail letter pencil crate candle tin wall drawing sun child figure pin mug house grass ring sleeve paper heart candlelight");
                let p = c.p;
                c.c.rect(-30.0, -30.0, 460.0, 660.0, "#140c08", 1.0);
                c.stroke("M-10 96H410M-10 196H410M-10 296H410", "#0a0604", 3.0, 0.9);
                // The candle's light climbing the dark wall to the drawing.
                c.soft();
                c.glow(150.0, 330.0, 300.0, "#ffb040", 0.32);
                c.end();
                // The child's drawing, pinned to the wall: the brightest thing there.
                c.g("transform=\"rotate(-4 230 160)\"");
                c.c.rect(96.0, 24.0, 270.0, 272.0, "#fffdf2", 1.0);
                c.c.rect(96.0, 238.0, 270.0, 58.0, "#5ab04a", 1.0);
                c.stroke("M104 238l10 -10l6 10l8 -12l6 12l10 -10l6 10M300 238l8 -12l6 12l10 -10l6 10", "#3a9a3a", 3.0, 1.0);
                c.circle(322.0, 74.0, 28.0, "#f8c818", 1.0);
                c.stroke("M322 30v-0M322 36v-8M322 112v8M280 74h-8M364 74h8M294 46l-6 -6M350 46l6 -6M294 102l-6 6M350 102l6 6", "#f8c818", 4.0, 1.0);
                c.path("M112 240v-56h58v56ZM102 186l39 -38l39 38Z", p.accent, 1.0);
                c.c.rect(132.0, 206.0, 16.0, 34.0, "#6a3a1a", 1.0);
                c.stroke("M220 106m-18 0a18 18 0 1 0 36 0a18 18 0 1 0 -36 0M220 124V200M220 200l-16 48M220 200l16 48M220 146L192 176M220 146L262 182", "#2a4ab0", 6.0, 1.0);
                c.stroke("M213 102h.1M227 102h.1M212 114q8 7 16 0", "#2a4ab0", 4.0, 1.0);
                c.stroke("M280 172m-13 0a13 13 0 1 0 26 0a13 13 0 1 0 -26 0M280 185V222M280 222l-8 26M280 222l8 26M280 196L262 182M280 196l16 12", "#e0303a", 6.0, 1.0);
                c.path("M280 194l-16 38h32Z", "#e0303a", 1.0);
                c.stroke("M275 170h.1M285 170h.1M274 178q6 5 12 0", "#e0303a", 3.5, 1.0);
                c.path("M244 112q5 -10 10 -2q5 -8 10 2l-10 12Z", "#e0303a", 1.0);
                c.end();
                c.circle(232.0, 30.0, 8.0, "#d02a2a", 1.0);
                c.circle(230.0, 28.0, 3.0, "#ffb0a0", 1.0);
                // The crate he writes on, in the pool of candlelight.
                c.c.rect(-10.0, 330.0, 420.0, 290.0, "#4a3018", 1.0);
                c.stroke("M-10 332H410", "#2a180a", 6.0, 1.0);
                c.stroke("M-10 420H410M-10 510H410", "#24140a", 3.0, 0.8);
                c.soft();
                c.glow(170.0, 440.0, 260.0, "#ffb850", 0.8);
                c.end();
                // The candle stub in its tin, and the tin mug.
                c.ellipse(62.0, 392.0, 40.0, 12.0, "#8a8a94", 1.0);
                c.ellipse(62.0, 388.0, 34.0, 9.0, "#b0b0b8", 1.0);
                c.c.rect(48.0, 340.0, 28.0, 48.0, "#f8ecd0", 1.0);
                c.ellipse(62.0, 340.0, 14.0, 4.0, "#fff8e8", 1.0);
                c.stroke("M62 338v-8", "#2a1a10", 2.5, 1.0);
                c.soft();
                c.glow(62.0, 312.0, 70.0, "#ffe8a0", 0.95);
                c.end();
                c.path("M62 286Q74 310 68 324Q62 332 56 324Q50 310 62 286Z", "#ffc040", 1.0);
                c.path("M62 304Q67 316 64 322Q62 326 60 322Q57 316 62 304Z", "#fffbe8", 1.0);
                c.c.rect(118.0, 330.0, 46.0, 52.0, "#6a7a8a", 1.0);
                c.ellipse(141.0, 330.0, 23.0, 6.0, "#3a4450", 1.0);
                c.stroke("M164 340q18 6 0 28", "#6a7a8a", 6.0, 1.0);
                // The letter, half written, and his two rough hands over it.
                c.path("M96 388L318 372L336 600L92 612Z", "#fbf2dc", 1.0);
                c.stroke("M118 410q6 -10 10 0t10 0t10 -2M160 406q8 -8 12 0t12 0t12 -1", "#3a3a4a", 2.2, 1.0);
                let mut lines = String::new();
                for (k, len) in [(0, 190.0), (1, 176.0), (2, 188.0), (3, 84.0)] {
                    let y = 440.0 + k as f64 * 28.0;
                    let mut x = 112.0 + k as f64 * 0.6;
                    lines += &format!("M{x:.0} {y:.0}");
                    while x < 112.0 + len {
                        lines += "q3 -9 6 0t6 0l4 -2";
                        x += 16.0;
                    }
                }
                c.stroke(&lines, "#3a3a4a", 1.8, 1.0);
                letter_hands(c, 196.0, 522.0);
            },
        ),
        card(
            "The reflection that waves",
            (StainedGlass, Saturated, Interior, Eerie),
            ["a girl in a hall of mirrors", "her many reflections"],
            ("one reflection waves though she does not", "waves"),
            ["Uneasy", "Don't believe everything you see", "In the hall of mirrors there were ten of her, and one of them waves at her"],
            &["hall of mirrors", "reflection"],
            true,
            "A fairground hall of mirrors lit in pink and green. A girl in a blue dress stands still in the middle, looking uneasy, reflected again and again in tall arched mirrors on both sides. In one glowing mirror her reflection is laughing and waving one arm high.",
            |c| {
                c.drew("hall mirror dress reflection fairground frame");
                let p = c.p;
                c.full("#2a0a3a", 1.0);
                c.soft();
                c.glow(60.0, 40.0, 220.0, p.accent, 0.6);
                c.glow(360.0, 40.0, 220.0, p.accent2, 0.6);
                c.end();
                c.rect(-10.0, 520.0, 420.0, 90.0, "#4a1a5a", 1.0);
                // A mirror on the left: her still reflection, worried.
                c.path("M-20 540V170Q40 90 100 170V540Z", "#e060a0", 1.0);
                c.path("M-10 530V176Q40 108 90 176V530Z", "#a8e0d8", 1.0);
                let l = Look::new(1, "#2a5ad0", "#2a5ad0").hair(Hair::Long, 4).face(Expr::Worry).build(0.8);
                figure(c, &stand().dress(20.0, -20.0), 40.0, 520.0, 230.0, &l, true);
                // The big mirror on the right, glowing: her reflection laughs and waves.
                c.path("M170 560V150Q280 20 390 150V560Z", "#f0c040", 1.0);
                c.path("M184 548V158Q280 44 376 158V548Z", "#a8e0d8", 1.0);
                c.soft();
                c.glow(280.0, 300.0, 170.0, "#fff0a0", 0.9);
                c.end();
                let wave = Look::new(1, "#2a5ad0", "#2a5ad0").hair(Hair::Long, 4).face(Expr::Laugh).turn(-0.2);
                figure(c, &stand().dress(20.0, -20.0).right_hand((18.0, -84.0), (22.0, -112.0)), 280.0, 530.0, 330.0, &wave, true);
                c.stroke("M196 190q-12 -22 0 -44M238 186q12 -22 0 -44", "#ffffff", 5.0, 0.9);
                // The girl herself, large in front, standing still and uneasy.
                let girl = Look::new(1, "#2a5ad0", "#2a5ad0").hair(Hair::Long, 4).face(Expr::Worry).turn(0.7);
                figure(c, &stand().dress(20.0, -20.0), 120.0, 700.0, 470.0, &girl, false);
            },
        ),
        card(
            "The one who let it go",
            (Woodcut, Monochrome, EyeLevel, Mysterious),
            ["a silent ferry of dark passengers", "a girl with an open, empty birdcage"],
            ("her birdcage stands open and a red bird flies back towards the bank they left", "birdcage"),
            ["Lighter", "If you love something, set it free", "Everyone on the ferry faced the far bank, so nobody saw the girl open her birdcage and let the red bird fly home"],
            &["ferry", "birdcage"],
            true,
            "A flat black ferry glides through white mist on a black river. Its passengers sit stiff and silent, all in black, all facing the far bank: an old man in a bowler hat, a woman with her hair in a bun, and at the front a man in a top hat standing bolt upright. At the stern a ferryman in a wide hat pushes a long pole. In the middle a little girl in white faces us, an empty birdcage on her lap with its little door swung open, and she smiles up at a red bird flying back over the water towards the bank they left, a red feather drifting down behind it, the only colour in the mist.",
            |c| {
                c.drew("ferry river passenger coat ferryman pole birdcage lap bench mist hat bank tree sky water bird wing feather door");
                let ink = "#141414";
                // White mist over a black river, a ghost of a bank far off.
                c.c.rect(-20.0, -20.0, 440.0, 520.0, "#b4b4b0", 1.0);
                let mut d = String::new();
                for i in 0..8 {
                    let y = 14.0 + i as f64 * (10.0 + i as f64 * 2.4);
                    let x = c.r(-60.0, 200.0);
                    d.push_str(&format!("M{x:.0} {y:.0}h{:.0}", c.r(140.0, 320.0)));
                }
                c.stroke(&d, "#d4d4d0", 4.0, 1.0);
                let mut d = String::from("M-20 500V490");
                for (x, h) in [(30.0, 70.0), (90.0, 100.0), (310.0, 110.0), (376.0, 80.0)] {
                    d.push_str(&format!("L{:.0} 490L{x:.0} {:.0}L{:.0} 490", x - 18.0, 490.0 - h, x + 18.0));
                }
                d.push_str("L420 490V500Z");
                c.soft();
                c.path(&d, "#9a9a96", 1.0);
                c.end();
                // The river: pale mist mirrored at the waterline, black below.
                c.c.rect(-20.0, 496.0, 440.0, 120.0, ink, 1.0);
                c.c.rect(-20.0, 496.0, 440.0, 10.0, "#9a9a9a", 1.0);
                c.c.rect(-20.0, 506.0, 440.0, 10.0, "#4a4a4a", 1.0);
                let mut d = String::new();
                for i in 0..6 {
                    let y = 530.0 + i as f64 * 11.0;
                    let x = c.r(-30.0, 100.0);
                    d.push_str(&format!("M{x:.0} {y:.0}h{:.0}", c.r(30.0, 60.0)));
                }
                c.stroke(&d, "#8a8a8a", 2.4, 0.85);
                // The ferryman at the stern, knees bent, leaning his whole
                // weight on the pole he drives into the river behind him.
                let man = Look { skin: ink, ..Look::new(0, ink, ink) }.hair(Hair::Short, 0).face(Expr::Calm).turn(1.0).profile().wear(Hat::WideBrim, "#2a2a2a");
                let push = Pose {
                    head: (15.0, -84.0),
                    neck: (10.0, -76.0),
                    hip: (-4.0, -46.0),
                    knees: [(10.0, -26.0), (-14.0, -22.0)],
                    feet: [(14.0, -2.0), (-24.0, -2.0)],
                    elbows: [(-1.0, -62.0), (-5.0, -55.0)],
                    hands: [(12.0, -67.0), (5.0, -47.0)],
                    ..stand().hat()
                };
                c.stroke("M100 60L-10 520", ink, 7.0, 1.0);
                let sil = c.c.silf(ink, 0.0);
                c.c.g(&format!("filter=\"{sil}\""));
                figure(c, &push, 24.0, 470.0, 380.0, &man, false);
                c.c.end();
                // Black silhouettes of passengers on the bench, stiff, each in
                // profile staring at the far bank: an old man slumped in a
                // bowler, a woman hunched with her arms wrapped round her, and
                // at the bow a man bolt upright in a top hat.
                let slumped = Pose {
                    head: (11.0, -80.0),
                    neck: (6.0, -74.0),
                    hip: (-3.0, -50.0),
                    elbows: [(6.0, -58.0), (8.0, -57.0)],
                    hands: [(18.0, -52.0), (20.0, -51.0)],
                    ..sit_chair()
                };
                let hunched = Pose {
                    head: (6.0, -86.0),
                    neck: (3.0, -79.0),
                    elbows: [(12.0, -64.0), (14.0, -62.0)],
                    hands: [(0.0, -72.0), (4.0, -70.0)],
                    ..sit_chair()
                };
                let old = Look { skin: ink, ..Look::new(0, "#202020", ink) }.old().build(1.25).hair(Hair::Bald, 5).face(Expr::Deadpan).turn(1.0).profile().wear(Hat::Bowler, "#2a2a2a");
                let woman = Look { skin: ink, ..Look::new(0, "#1e1e1e", ink) }.build(0.85).hair(Hair::Bun, 0).face(Expr::Sad).turn(1.0).profile();
                let tall = Look { skin: ink, ..Look::new(0, "#222222", ink) }.build(0.9).hair(Hair::Short, 0).face(Expr::Deadpan).turn(1.0).profile().wear(Hat::Top, "#1a1a1a");
                c.c.g(&format!("filter=\"{sil}\""));
                figure(c, &slumped, 92.0, 500.0, 300.0, &old, false);
                figure(c, &hunched, 276.0, 500.0, 280.0, &woman, false);
                let stiff = Pose { head: (1.0, -92.0), neck: (0.0, -82.0), elbows: [(1.0, -64.0), (2.0, -64.0)], hands: [(2.0, -48.0), (3.0, -48.0)], ..stand() };
                figure(c, &stiff, 350.0, 450.0, 320.0, &tall, false);
                c.c.end();
                // In the middle of the bench the girl in white, facing us,
                // smiling up at the bird she has just let go.
                let girl = Look { skin: "#f6c49a", ..Look::new(0, "#fff4d8", ink) }.hair(Hair::Long, 0).face(Expr::Delight).gaze(Gaze::Up).turn(-0.2);
                let front = Pose {
                    head: (0.0, -88.0),
                    neck: (0.0, -78.0),
                    hip: (0.0, -48.0),
                    knees: [(-8.0, -40.0), (8.0, -40.0)],
                    feet: [(-8.0, -4.0), (8.0, -4.0)],
                    elbows: [(-15.0, -60.0), (15.0, -60.0)],
                    hands: [(-15.0, -50.0), (15.0, -50.0)],
                    ..stand().child().hair().dress(20.0, -38.0)
                };
                figure(c, &front, 214.0, 500.0, 300.0, &girl, false);
                // The ferry: a long low black hull, its bow raised.
                c.path("M-10 420Q20 436 70 436H334Q372 434 396 370L412 374Q404 460 366 500H-10Z", ink, 1.0);
                c.stroke("M-10 420Q20 436 70 436H334Q372 434 396 370", "#cfcfcf", 3.0, 1.0);
                c.stroke("M-10 470H370", "#3a3a3a", 2.0, 1.0);
                // The empty birdcage on her lap, large: a grey domed cage of
                // dark bars on a hook.
                let (cx, base) = (214.0, 430.0);
                let (l, r, top) = (cx - 56.0, cx + 56.0, base - 122.0);
                c.path(&format!("M{l} {base}V{}Q{l} {top} {cx} {top}Q{r} {top} {r} {}V{base}Z", base - 90.0, base - 90.0), "#6a6a6a", 1.0);
                c.stroke(
                    &format!(
                        "M{l} {base}V{}Q{l} {top} {cx} {top}Q{r} {top} {r} {}V{base}M{} {base}V{}M{} {base}V{}M{} {base}V{}M{} {base}V{}M{l} {}H{r}",
                        base - 90.0,
                        base - 90.0,
                        cx - 36.0,
                        top + 12.0,
                        cx - 14.0,
                        top + 2.0,
                        cx + 14.0,
                        top + 2.0,
                        cx + 36.0,
                        top + 12.0,
                        base - 22.0,
                    ),
                    ink,
                    4.5,
                    1.0,
                );
                c.stroke(&format!("M{cx} {top}v-12m-10 -9a10 10 0 1 1 20 0"), ink, 5.0, 1.0);
                c.rect(cx - 62.0, base - 4.0, 124.0, 13.0, ink, 1.0);
                // Its little door swung wide open on the right.
                c.path(&format!("M{r} {}L{} {}V{}L{r} {}Z", base - 74.0, r + 34.0, base - 86.0, base - 46.0, base - 34.0), "#f4f4f0", 1.0);
                c.stroke(&format!("M{r} {}L{} {}V{}L{r} {}ZM{} {}V{}M{} {}V{}", base - 74.0, r + 34.0, base - 86.0, base - 46.0, base - 34.0, r + 11.0, base - 78.0, base - 38.0, r + 23.0, base - 82.0, base - 42.0), ink, 4.0, 1.0);
                // The red bird flying back over the stern towards the bank
                // they left, wings up, and a red feather drifting down.
                let red = "#d42a1e";
                let (bx, by) = (150.0, 96.0);
                c.path(&format!("M{} {}Q{} {} {} {}Q{} {} {} {}Z", bx - 4.0, by - 6.0, bx + 6.0, by - 70.0, bx + 60.0, by - 86.0, bx + 36.0, by - 40.0, bx + 28.0, by - 2.0), red, 1.0);
                c.path(&format!("M{} {}L{} {}L{} {}Z", bx + 30.0, by + 2.0, bx + 68.0, by - 14.0, bx + 64.0, by + 16.0), red, 1.0);
                c.ellipse(bx + 6.0, by + 2.0, 32.0, 15.0, red, 1.0);
                c.circle(bx - 26.0, by - 6.0, 14.0, red, 1.0);
                c.path(&format!("M{} {}L{} {}L{} {}Z", bx - 38.0, by - 10.0, bx - 56.0, by - 2.0, bx - 38.0, by), ink, 1.0);
                c.circle(bx - 30.0, by - 9.0, 3.0, ink, 1.0);
                c.path(&format!("M{} {}Q{} {} {} {}Q{} {} {} {}Z", bx + 2.0, by + 8.0, bx + 20.0, by + 50.0, bx + 54.0, by + 56.0, bx + 30.0, by + 30.0, bx + 24.0, by + 6.0), "#a01c14", 1.0);
                c.path("M262 200q10 -16 4 -30q-12 12 -4 30z", red, 1.0);
                c.stroke("M262 200l4 -32", "#8a1a12", 1.5, 1.0);
                // Her hands round the cage.
                c.circle(cx - 56.0, base - 26.0, 9.0, "#f6c49a", 1.0);
                c.circle(cx + 56.0, base - 28.0, 9.0, "#f6c49a", 1.0);
            },
        ),
        card(
            "The first snowflake",
            (Pastel, Winter, CloseUp, Tender),
            ["a toddler with his eyes shut", "a snowflake bigger than his face"],
            ("the puppy, its eyes wide open, catches only a tiny flake", "puppy"),
            ["Awe", "No two snowflakes are alike", "He shut his eyes and wished for snow; only the puppy saw what answered"],
            &["giant snowflake", "puppy"],
            true,
            "A close-up at dusk under a dark winter sky over black pines, a few flakes falling. A toddler in a knitted red hat with a white bobble and a green striped scarf tips his head right back, eyes closed and cheeks rosy, his tongue out, and on the very tip of it settles a single snowflake bigger than his whole face, a lacy white star glowing against the dark. Below him a fluffy white puppy, its eyes wide open and staring up at the giant one, sticks out its pink tongue and catches a tiny ordinary flake.",
            |c| {
                c.drew("toddler hat tongue snowflake puppy ear nose scarf sky pine tree snow bobble");
                let p = c.p;
                // A dusky winter sky over dark pines, thick with snow.
                let sky = c.linv(&[(0.0, "#141c3a", 1.0), (0.6, "#2e3a6a", 1.0), (1.0, "#56608e", 1.0)]);
                c.c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                for (x, h) in [(20.0, 170.0), (84.0, 120.0), (330.0, 150.0), (392.0, 200.0)] {
                    c.poly(&[(x - 44.0, 620.0), (x, 620.0 - h * 2.2), (x + 44.0, 620.0)], "#0a1420", 1.0);
                }
                c.dots(30, 0.0, 400.0, 0.0, 600.0, 3.5, "#ffffff");
                // The toddler from the side, head tipped right back, facing up to the left.
                let (cx, cy, r, tilt) = (226.0_f64, 300.0_f64, 88.0_f64, 42.0_f64);
                let (sa, ca) = tilt.to_radians().sin_cos();
                let at = |u: f64, v: f64| (cx + (u * ca - v * sa) * r, cy + (u * sa + v * ca) * r);
                let q = |u: f64, v: f64| {
                    let (x, y) = at(u, v);
                    format!("{} {}", Num(x), Num(y))
                };
                let skin = SKIN[3];
                c.path("M150 612Q150 500 236 466Q320 440 420 462V612Z", "#e8b03a", 1.0);
                c.stroke("M214 520Q270 556 340 540M420 520Q380 560 388 612", "#c8902a", 5.0, 0.8);
                c.stroke(&format!("M{}L{}", q(0.2, 0.7), q(0.7, 1.9)), skin, 74.0, 1.0);
                // A green striped scarf wound round the neck, one end hanging.
                c.path("M330 470Q350 530 334 600L372 604Q384 530 364 466Z", p.accent2, 1.0);
                c.stroke("M206 474Q280 510 372 462", p.accent2, 42.0, 1.0);
                c.stroke("M230 464l-6 34M262 476l-4 38M296 480l0 38M330 472l4 36M338 560h36M336 586h36", "#ffffff", 6.0, 0.9);
                c.person(r * 9.0);
                c.heads.push((cx, cy, r));
                c.drew("head face eye mouth cheek neck coat");
                // Head and chubby cheek, then the profile: brow, a button nose, the open mouth, the chin.
                let (x, y) = at(0.0, 0.0);
                c.circle(x, y, r, skin, 1.0);
                let (x, y) = at(-0.4, 0.36);
                c.circle(x, y, r * 0.6, skin, 1.0);
                let face = format!(
                    "M{}Q{} {}Q{} {}Q{} {}Q{} {}L{}L{}Q{} {}Q{} {}Q{} {}L{}Z",
                    q(-0.5, -0.8),
                    q(-0.95, -0.55),
                    q(-0.98, -0.2),
                    q(-1.1, -0.06),
                    q(-1.32, 0.02),
                    q(-1.36, 0.16),
                    q(-1.08, 0.2),
                    q(-1.14, 0.24),
                    q(-1.16, 0.3),
                    q(-0.94, 0.42),
                    q(-1.14, 0.56),
                    q(-1.0, 0.64),
                    q(-1.04, 0.72),
                    q(-1.14, 0.9),
                    q(-0.9, 0.96),
                    q(-0.5, 1.02),
                    q(-0.1, 0.8),
                    q(0.0, 0.0)
                );
                c.path(&face, skin, 1.0);
                c.stroke(&format!("M{}Q{} {}", q(-1.26, 0.1), q(-1.18, 0.18), q(-1.1, 0.12)), "#7a4a2c", 3.5, 0.9);
                let (x, y) = at(0.22, 0.1);
                c.circle(x, y, r * 0.2, "#7a4a2c", 1.0);
                c.circle(x, y, r * 0.12, skin, 1.0);
                // Eyes shut in bliss, a rosy cheek, the mouth wide open and the pink tongue stuck out and up.
                c.stroke(&format!("M{}Q{} {}M{}l{}M{}l{}", q(-0.78, -0.16), q(-0.6, 0.0), q(-0.42, -0.16), q(-0.62, -0.04), "-3 9", q(-0.5, -0.08), "2 9"), "#2a1a14", 5.0, 1.0);
                let (x, y) = at(-0.56, 0.3);
                c.circle(x, y, r * 0.2, "#ff5060", 0.55);
                c.path(&format!("M{}Q{} {}Q{} {}Q{} {}Z", q(-1.16, 0.3), q(-0.84, 0.34), q(-0.86, 0.44), q(-0.86, 0.52), q(-1.14, 0.56), q(-1.0, 0.43), q(-1.16, 0.3)), "#4a1018", 1.0);
                c.path(&format!("M{}Q{} {}Q{} {}Q{} {}Z", q(-0.96, 0.4), q(-1.3, 0.34), q(-1.5, 0.26), q(-1.7, 0.3), q(-1.54, 0.46), q(-1.3, 0.58), q(-0.98, 0.52)), "#f04a78", 1.0);
                c.stroke(&format!("M{}Q{} {}", q(-1.06, 0.46), q(-1.26, 0.44), q(-1.42, 0.42)), "#b02050", 2.5, 0.8);
                // The knitted red hat: a ribbed cuff over the brow, rows of stitches, a white bobble.
                c.path(&format!("M{}C{} {} {}L{}Q{} {}Z", q(-0.86, -0.5), q(-0.9, -1.6), q(1.1, -1.6), q(1.12, 0.28), q(1.02, 0.5), q(0.1, -0.28), q(-0.86, -0.5)), p.accent, 1.0);
                c.path(&format!("M{}Q{} {}L{}Q{} {}Z", q(-0.86, -0.5), q(0.1, -0.28), q(1.02, 0.5), q(1.1, 0.18), q(0.14, -0.58), q(-0.82, -0.8)), "#a81c2a", 1.0);
                let mut rib = String::new();
                for k in 1..10 {
                    let t = k as f64 / 10.0;
                    let lo = (-0.86 + t * 1.88, -0.5 + t * 1.0 - t * (1.0 - t) * 1.0);
                    let hi = (-0.82 + t * 1.92, -0.8 + t * 0.98 - t * (1.0 - t) * 1.0);
                    rib += &format!("M{}L{}", q(lo.0, lo.1), q(hi.0, hi.1));
                }
                c.stroke(&rib, "#f06a6a", 4.0, 0.9);
                let crown = |t: f64| {
                    let m = 1.0 - t;
                    (m * m * m * -0.86 + 3.0 * m * m * t * -0.9 + 3.0 * m * t * t * 1.1 + t * t * t * 1.12, m * m * m * -0.5 + 3.0 * m * t * (m + t) * -1.6 + t * t * t * 0.28)
                };
                let mut rows = String::new();
                for k in 0..3 {
                    let (a, b) = (crown(0.14 + 0.1 * k as f64), crown(0.9 - 0.1 * k as f64));
                    rows += &format!("M{}Q{} {}", q(a.0, a.1), q((a.0 + b.0) / 2.0 + 0.02, (a.1 + b.1) / 2.0 + 0.22), q(b.0, b.1));
                }
                c.stroke(&rows, "#8a1420", 3.0, 0.7);
                let (x, y) = at(0.3, -1.5);
                c.circle(x, y, r * 0.32, "#ffffff", 1.0);
                // One snowflake bigger than his face settling on the tip of his tongue.
                c.drew("flake star");
                big_flake(c, 102.0, 126.0, 94.0);
                // The fluffy puppy below, head tipped back the same way, tongue out too.
                let fur = "#f6ecd8";
                c.ellipse(118.0, 596.0, 112.0, 80.0, fur, 1.0);
                for (x, y, rr) in [(24.0, 556.0, 30.0), (70.0, 524.0, 34.0), (176.0, 530.0, 30.0), (214.0, 572.0, 26.0), (124.0, 510.0, 38.0)] {
                    c.circle(x, y, rr, fur, 1.0);
                }
                let (px, py, pr, pt) = (146.0_f64, 440.0_f64, 62.0_f64, 46.0_f64);
                let (sb, cb) = pt.to_radians().sin_cos();
                let pat = |u: f64, v: f64| (px + (u * cb - v * sb) * pr, py + (u * sb + v * cb) * pr);
                let pq = |u: f64, v: f64| {
                    let (x, y) = pat(u, v);
                    format!("{} {}", Num(x), Num(y))
                };
                c.ellipse(146.0, 494.0, 50.0, 44.0, fur, 1.0);
                for (u, v, rr) in [(0.0, 0.0, 1.0), (0.1, -0.85, 0.36), (0.7, -0.6, 0.36), (0.95, 0.1, 0.34), (-0.5, -0.78, 0.3), (-0.95, 0.25, 0.55)] {
                    let (x, y) = pat(u, v);
                    c.circle(x, y, pr * rr, fur, 1.0);
                }
                // A floppy tan ear falling back, the eye shut, the black nose.
                let (x, y) = pat(0.45, -0.3);
                c.path(&format!("M{} {}q{} {} {} {}q{} {} {} {}q{} {} {} {}Z", Num(x - 16.0), Num(y), 44.0, 6.0, 38.0, 70.0, -8.0, 20.0, -28.0, 12.0, -14.0, -30.0, -10.0, -82.0), "#c8965a", 1.0);
                // The puppy's eye wide open, staring up at the giant flake.
                let (x, y) = pat(-0.44, -0.26);
                c.circle(x, y, 13.0, "#ffffff", 1.0);
                c.stroke(&format!("M{} {}a13 13 0 1 0 0.1 0", Num(x - 13.0), Num(y)), "#1a1a1a", 2.5, 1.0);
                c.circle(x - 3.0, y - 5.0, 8.0, "#1a1a1a", 1.0);
                c.circle(x - 5.0, y - 8.0, 2.5, "#ffffff", 1.0);
                c.stroke(&format!("M{} {}q12 -10 26 -2", Num(x - 14.0), Num(y - 20.0)), "#8a6a4a", 3.5, 1.0);
                let (x, y) = pat(-1.48, 0.12);
                c.circle(x, y, pr * 0.2, "#1a1a1a", 1.0);
                // The pink tongue out under the muzzle.
                c.stroke(&format!("M{}Q{} {}", pq(-1.45, 0.5), pq(-1.1, 0.62), pq(-0.8, 0.5)), "#1a1a1a", 3.0, 1.0);
                c.path(&format!("M{}Q{} {}Q{} {}Q{} {}Z", pq(-1.2, 0.56), pq(-1.5, 0.62), pq(-1.78, 0.76), pq(-1.7, 0.98), pq(-1.36, 0.92), pq(-1.0, 0.66), pq(-1.2, 0.56)), "#f04a78", 1.0);
                snowflake(c, 36.0, 390.0, 9.0);
            },
        ),
        card(
            "The pickpocket's pocket",
            (Gouache, Autumn, Crowd, Tense),
            ["a pickpocket at work in a crowded tram", "his victim"],
            ("the victim's own hand is in the pickpocket's pocket", "pocket"),
            ["Even", "It takes a thief to catch a thief", "He thought he was the only thief on the tram until he felt a hand in his pocket"],
            &["tram", "pickpocket"],
            true,
            "Inside a packed tram with tall windows on an autumn street, pale passengers stand close behind, one reading a newspaper. In front two men stand side by side, each holding a strap, head held high and looking innocently away from the other, their arms crossed between them: the one in the brown coat and bowler hat slides a red wallet out of the other's pocket, while the bald one in the green coat and glasses pulls a gold locket on a chain out of the first man's pocket.",
            |c| {
                c.drew("tram window passenger strap coat newspaper wallet pocket locket chain street tree bar house");
                c.full("#6a4a2a", 1.0);
                // The autumn street at dusk through the tall windows: lit houses and a tree,
                // dark behind the two heads.
                c.rect(-10.0, 30.0, 420.0, 250.0, "#3a5a8a", 1.0);
                c.rect(-10.0, 120.0, 420.0, 160.0, "#2a3a5a", 1.0);
                for x in [20.0, 130.0, 250.0, 350.0] {
                    c.rect(x, 140.0, 22.0, 30.0, "#f0c060", 1.0);
                }
                c.rect(191.0, 214.0, 10.0, 60.0, "#5a3a2a", 1.0);
                c.circle(196.0, 214.0, 44.0, "#c0602a", 1.0);
                c.stroke("M-10 30H410M-10 280H410M133 30V280M266 30V280", "#7a5a3a", 9.0, 1.0);
                c.rect(-10.0, 280.0, 420.0, 14.0, "#9a7a5a", 1.0);
                // The grab bar high up and its leather straps.
                c.stroke("M-10 58H410", "#a8a8a8", 7.0, 1.0);
                for x in [116.0, 200.0, 284.0] {
                    c.stroke(&format!("M{x} 58v48m-9 14a9 13 0 1 0 18 0a9 13 0 1 0 -18 0"), "#5a4a3a", 4.0, 1.0);
                }
                c.stroke("M18 58v64M382 58v64", "#5a4a3a", 5.0, 1.0);
                // Passengers standing close together behind, quiet and pale; one reads a newspaper.
                let folk = [
                    Look::new(4, "#8a8a9a", "#5a5a66").hair(Hair::Curly, 0).face(Expr::Asleep),
                    Look::new(0, "#a09080", "#5a5a66").hair(Hair::Bun, 5).old().face(Expr::Calm),
                ];
                figure(c, &stand(), 200.0, 640.0, 330.0, &folk[1], false);
                figure(c, &reach(), 376.0, 660.0, 350.0, &folk[0], true);
                c.path("M-10 300h96v84h-96Z", "#f4f0e0", 1.0);
                c.stroke("M38 300v84", "#b8b0a0", 2.0, 1.0);
                c.stroke("M-2 314h32M-2 328h32M-2 342h26M48 314h32M48 328h32M48 356h32M48 368h22", "#6a6a6a", 3.0, 0.8);
                c.rect(-2.0, 352.0, 32.0, 24.0, "#9a9a9a", 1.0);
                // A dim haze over the crowd behind, so the two in front stand out in the light.
                c.rect(-10.0, 294.0, 420.0, 400.0, "#2a1c10", 0.55);
                c.rect(-10.0, 30.0, 420.0, 264.0, "#2a1c10", 0.12);
                // The two thieves large in front, side by side, each looking innocently away
                // from the other with his nose in the air and whistling, the inner arm hidden
                // (drawn below as a sleeve crossing over to the other's pocket).
                let inner = stand()
                    .dress(17.0, -12.0)
                    .right_hand((6.0, -66.0), (4.0, -56.0))
                    .left_hand((-17.0, -95.0), (-15.0, -111.0));
                let thief = Look::new(1, "#8a4a22", "#2a2420")
                    .face(Expr::Whistle)
                    .turn(-1.0)
                    .profile()
                    .tilt(14.0)
                    .hair(Hair::Short, 0)
                    .wear(Hat::Bowler, "#1e1410")
                    .hands(Grip::Fist, Grip::Behind);
                figure(c, &inner.hat(), 100.0, 750.0, 560.0, &thief, false);
                let mark = Look::new(2, "#2e7040", "#2a2420")
                    .face(Expr::Whistle)
                    .turn(1.0)
                    .profile()
                    .tilt(14.0)
                    .hair(Hair::Bald, 5)
                    .glasses()
                    .hands(Grip::Fist, Grip::Behind);
                figure(c, &inner, 300.0, 750.0, 560.0, &mark, true);
                // The two pockets low on the inner hips, dark slits.
                c.path("M70 520h86l-2 14h-82Z", "#3a1a08", 1.0);
                c.path("M244 520h86l-2 14h-82Z", "#0e2a14", 1.0);
                // The big red wallet pulled up out of the green man's pocket...
                c.g("transform=\"rotate(-8 286 470)\"");
                c.rect(246.0, 410.0, 84.0, 116.0, "#4a0804", 1.0);
                c.rect(250.0, 414.0, 76.0, 108.0, "#e82a1a", 1.0);
                c.stroke("M258 440h60", "#ff9a7a", 4.0, 1.0);
                c.rect(300.0, 452.0, 26.0, 22.0, "#f8c830", 1.0);
                c.end();
                c.path("M240 526h94l-2 12h-90Z", "#2e7040", 1.0);
                c.stroke("M240 526h94", "#0e2a14", 4.0, 1.0);
                // ...by the brown man's pinching fingers, his sleeve crossing over from his
                // shoulder.
                c.stroke("M150 300C178 330 214 360 244 386", "#2a1206", 42.0, 1.0);
                c.stroke("M150 300C178 330 214 360 244 386", "#8a4a22", 35.0, 1.0);
                c.stroke("M230 372l22 22", "#3a1a0a", 36.0, 1.0);
                c.ellipse(268.0, 404.0, 24.0, 18.0, SKIN[1], 1.0);
                c.stroke("M262 416q4 12 -2 22M276 414q6 14 0 24", SKIN[1], 9.0, 1.0);
                c.stroke("M256 412q12 8 26 2", "#9a6a4a", 2.5, 1.0);
                // The gold locket on its long chain pulled out of the brown man's pocket by the
                // green sleeve, crossing over the brown one.
                c.stroke("M250 300C222 330 186 360 156 384", "#0e2a14", 42.0, 1.0);
                c.stroke("M250 300C222 330 186 360 156 384", "#2e7040", 35.0, 1.0);
                c.stroke("M170 370l-22 22", "#12301a", 36.0, 1.0);
                c.stroke("M124 404q-20 40 -6 70M112 530q-14 -24 4 -46", "#f8d040", 4.0, 1.0);
                c.ellipse(130.0, 398.0, 24.0, 18.0, SKIN[2], 1.0);
                c.stroke("M118 388q-6 8 -2 16M122 410q10 6 22 0", "#7a4a2a", 2.5, 1.0);
                c.circle(118.0, 478.0, 36.0, "#4a3004", 1.0);
                c.circle(118.0, 478.0, 32.0, "#f8c830", 1.0);
                c.circle(118.0, 478.0, 22.0, "#ffe070", 1.0);
                c.path("M118 492l-13 -14a7 7 0 0 1 13 -8a7 7 0 0 1 13 8Z", "#d0401a", 1.0);
                c.circle(108.0, 466.0, 5.0, "#ffffff", 1.0);
                c.stroke("M118 442v-8", "#f8d040", 6.0, 1.0);
                // Little swishes where the two things slide out.
                c.stroke("M338 420q14 10 10 26M344 488q12 4 14 16M62 452q-12 12 -8 28M66 500q-8 8 -6 18", "#fff0d0", 4.0, 0.9);
            },
        ),
        card(
            "Fishing for the moon",
            (Pointillist, Night, EyeLevel, Mysterious),
            ["a boy lowering a bucket into a well", "the moon's reflection"],
            ("there is no moon in the sky above", "sky"),
            ["Too late", "Once in a blue moon", "He lowered his bucket for the moon in the water, and now the sky is empty"],
            &["moon", "bucket"],
            true,
            "A big stone well in a dark village square at night, houses asleep behind it, under a starry sky; where the moon should be there is only a faint empty ring. A boy in a nightshirt leans over the edge holding the rope of the bucket, his face lit from below: deep in the well the full moon shines up from the water, caught.",
            |c| {
                c.drew("well square night sky nightshirt bucket rope moon water stone village house window star");
                let p = c.p;
                c.sky(440.0);
                c.dots(70, 0.0, 400.0, 0.0, 300.0, 2.2, p.light);
                // Where the moon should be, only a ghostly dotted ring with stars keeping watch.
                c.circle(306.0, 88.0, 46.0, "#3a4c90", 0.45);
                c.add("<path d=\"M352 88a46 46 0 1 0 -92 0a46 46 0 1 0 92 0\" fill=\"none\" stroke=\"#e4ecff\" stroke-width=\"4\" stroke-linecap=\"round\" stroke-dasharray=\"3 9\"/>");
                for (x, y, r) in [(246.0, 52.0, 4.0), (366.0, 58.0, 3.5), (356.0, 138.0, 3.0), (258.0, 136.0, 3.5)] {
                    c.stroke(&format!("M{} {y}h{}M{x} {}v{}", x - r * 2.0, r * 4.0, y - r * 2.0, r * 4.0), "#fff8d0", 2.0, 0.9);
                    c.circle(x, y, r * 0.7, "#ffffff", 1.0);
                }
                // The village asleep round the square, one window still awake.
                for (x, w, h) in [(20.0, 90.0, 110.0), (110.0, 80.0, 150.0), (196.0, 70.0, 120.0), (280.0, 90.0, 170.0), (372.0, 80.0, 130.0)] {
                    c.poly(&[(x - w / 2.0, 440.0), (x - w / 2.0, 440.0 - h), (x, 440.0 - h - 44.0), (x + w / 2.0, 440.0 - h), (x + w / 2.0, 440.0)], "#03050e", 1.0);
                }
                c.c.rect(98.0, 320.0, 14.0, 20.0, "#ffc860", 1.0);
                c.c.rect(362.0, 340.0, 14.0, 20.0, "#ffb048", 1.0);
                c.rect(-10.0, 440.0, 420.0, 170.0, "#141c3c", 1.0);
                c.dots(40, 0.0, 400.0, 450.0, 600.0, 4.0, "#2a3a6a");
                // The posts, the roller and the rope down to the bucket.
                c.stroke("M70 560V170M330 560V170", "#4a3424", 16.0, 1.0);
                c.stroke("M50 176H350", "#4a3424", 12.0, 1.0);
                c.rect(180.0, 186.0, 100.0, 22.0, "#6a4a30", 1.0);
                c.stroke("M280 197h26v26h14", "#8a8a9a", 5.0, 1.0);
                c.stroke("M236 208V402", "#d8c8a0", 3.0, 1.0);
                let boy = Look::new(1, "#eef0f4", "#eef0f4").hair(Hair::Curly, 3).face(Expr::Shock);
                c.clip("M-10 -10H410V412H-10Z");
                c.g("transform=\"rotate(-8 168 290)\"");
                portrait(c, 168.0, 290.0, 50.0, &boy);
                c.end();
                c.end();
                // One hand on the rope, the other clapped to his mouth.
                c.stroke("M214 400Q228 372 234 344", "#eef0f4", 20.0, 1.0);
                c.circle(236.0, 338.0, 11.0, SKIN[1], 1.0);
                c.stroke("M232 334h9M232 342h9", "#b07a5a", 1.5, 1.0);
                c.stroke("M96 410Q104 364 140 338", "#eef0f4", 22.0, 1.0);
                c.ellipse(150.0, 330.0, 15.0, 11.0, SKIN[1], 1.0);
                c.stroke("M146 322q8 -2 14 4M144 330q9 -2 16 4", "#b07a5a", 1.5, 1.0);
                c.soft();
                c.glow(176.0, 350.0, 90.0, "#ffe890", 0.8);
                c.end();
                // The well: its stones, its rim, and the moon deep in its water.
                c.rect(60.0, 410.0, 280.0, 160.0, "#3e4868", 1.0);
                c.ellipse(200.0, 570.0, 140.0, 28.0, "#3e4868", 1.0);
                c.stroke("M60 450Q200 490 340 450M60 494Q200 534 340 494M60 538Q200 578 340 538M110 420v40M200 466v44M290 420v40M150 510v40M250 510v40", "#262e48", 3.0, 1.0);
                c.ellipse(200.0, 410.0, 140.0, 40.0, "#7a84a8", 1.0);
                c.ellipse(200.0, 412.0, 116.0, 28.0, "#04060e", 1.0);
                c.stroke("M84 412a116 28 0 0 1 232 0", "#fff0b0", 3.0, 0.6);
                c.soft();
                c.glow(200.0, 418.0, 110.0, "#fff8d0", 1.0);
                c.end();
                c.ellipse(200.0, 418.0, 60.0, 20.0, "#fffdf0", 1.0);
                c.stroke("M140 418a60 20 0 0 0 120 0", "#e8dca0", 3.0, 1.0);
                for (x, y, rx, ry) in [(180.0, 413.0, 9.0, 3.5), (220.0, 422.0, 7.0, 2.8), (206.0, 409.0, 4.0, 1.6), (190.0, 425.0, 4.5, 1.8)] {
                    c.ellipse(x, y, rx, ry, "#ece0b0", 1.0);
                }
                c.path("M224 386h24l-3 18h-18Z", "#8a6a3a", 1.0);
            },
        ),
        card(
            "The invisible dog",
            (CutPaper, Winter, EyeLevel, Mysterious),
            ["a girl walking an empty collar", "a snowy street"],
            ("big pawprints appear in the snow beside her", "pawprints"),
            ["Faithful", "Seeing is believing", "Everyone laughed at her empty lead until they saw the pawprints in the snow"],
            &["invisible dog", "snow"],
            true,
            "A snowy street at dusk, low dark houses and fir trees with warm lit windows. A girl in a yellow coat digs her heels into the snow, knees bent, leaning far back with her arms straight out and her mouth open in surprise, her red scarf streaming and her knitted hat flying off. Her taut lead runs to a big empty red collar with a gold tag, floating high in the air, and a line of fallen snow lies on nothing around it, tracing a tail, a back, an ear and a muzzle. A trail of huge pawprints runs ahead of her, and the snow sprays up where the next paw lands.",
            |c| {
                c.drew("street snow coat lead collar pawprint tag scarf hat tree window house knee paw trail spray tail ear");
                let p = c.p;
                // A deep blue dusk over big dark houses and firs, warm windows lit.
                c.c.rect(-10.0, -10.0, 420.0, 490.0, "#34406a", 1.0);
                for (x, w, h) in [(30.0, 96.0, 56.0), (196.0, 80.0, 44.0), (356.0, 100.0, 60.0)] {
                    let (l, r, top) = (x - w / 2.0, x + w / 2.0, 474.0 - h);
                    c.c.path(&format!("M{l} 474V{top}L{x} {}L{r} {top}V474Z", top - w * 0.42), "#161c2c", 1.0);
                    c.c.path(&format!("M{} {}L{x} {}L{} {}L{} {}L{x} {}L{} {}Z", l - 6.0, top + 2.0, top - w * 0.42 - 4.0, r + 6.0, top + 2.0, r - 4.0, top + 8.0, top - w * 0.42 + 8.0, l + 4.0, top + 8.0), "#f4f6fa", 1.0);
                    c.c.rect(x - w * 0.32, top + 14.0, 16.0, 18.0, "#f6c45a", 1.0);
                    c.c.rect(x + w * 0.32 - 16.0, top + 14.0, 16.0, 18.0, "#f6c45a", 1.0);
                }
                for (x, h) in [(110.0, 90.0), (278.0, 80.0)] {
                    c.c.path(&format!("M{x} {}L{} 478H{}Z", 478.0 - h, x - h * 0.3, x + h * 0.3), "#10201a", 1.0);
                }
                c.c.path("M-10 466Q100 458 200 468T410 462V610H-10Z", "#eef2f8", 1.0);
                c.dots(50, 0.0, 400.0, 0.0, 460.0, 3.2, "#ffffff");
                // Where her heels skid, two long grooves.
                c.stroke("M-10 560Q100 568 170 574M-10 578Q90 582 150 580", "#8a9ac0", 7.0, 1.0);
                // Huge pawprints running on ahead of her, under nothing at all.
                for (x, y) in [(224.0, 584.0), (276.0, 552.0), (326.0, 588.0), (348.0, 512.0)] {
                    c.c.ellipse(x, y, 24.0, 14.0, "#2a3a6a", 1.0);
                    for (dx, dy) in [(-22.0, -15.0), (-8.0, -23.0), (8.0, -23.0), (22.0, -15.0)] {
                        c.c.ellipse(x + dx, y + dy, 8.0, 6.0, "#2a3a6a", 1.0);
                    }
                }
                // The next paw landing: snow kicked up in a burst.
                c.g("stroke=\"#4a5a8a\" stroke-width=\"3\"");
                c.c.path("M362 580L360 548L374 568L380 520L392 562L402 530L402 582Z", "#b0c0e0", 1.0);
                for (x, y, r) in [(366.0, 512.0, 5.0), (390.0, 500.0, 4.0), (352.0, 530.0, 4.0)] {
                    c.c.circle(x, y, r, "#ffffff", 1.0);
                }
                c.end();
                // The girl dug in, leaning back, arms straight out to the lead.
                let dug = Pose {
                    head: (-22.0, -74.0),
                    neck: (-18.0, -65.0),
                    hip: (-11.0, -33.0),
                    knees: [(10.0, -28.0), (14.0, -26.0)],
                    feet: [(17.0, -2.0), (29.0, -2.0)],
                    elbows: [(1.0, -59.0), (3.0, -60.0)],
                    hands: [(16.0, -55.0), (18.0, -56.0)],
                    ..stand()
                };
                // Her scarf streaming back and her hat flying off behind.
                let girl = Look::new(2, "#e8b038", p.dark).hair(Hair::Long, 0).face(Expr::Shock).turn(0.6).tilt(-8.0).grip();
                figure(c, &dug, 140.0, 580.0, 380.0, &girl, false);
                c.stroke("M64 336C48 328 32 314 14 322S-10 308 -22 300", "#a82430", 12.0, 1.0);
                c.stroke("M64 338C48 340 32 338 14 348S-8 344 -20 342", p.accent, 13.0, 1.0);
                c.stroke("M58 332Q78 346 98 330", p.accent, 14.0, 1.0);
                c.g("transform=\"translate(60 170) rotate(-34)\"");
                c.path("M-24 8Q-24 -24 0 -24Q24 -24 24 8Z", "#d83a4a", 1.0);
                c.rect(-27.0, 2.0, 54.0, 12.0, "#f4f6fa", 1.0);
                c.circle(0.0, -28.0, 8.0, "#f4f6fa", 1.0);
                c.end();
                // Snow lying on something big that is not there: a wagging tail, a back, a neck, an ear, a muzzle.
                let ridge = "M214 262Q204 286 214 302Q226 314 246 316Q280 320 300 300Q314 278 328 258L334 230L350 254Q376 254 398 272";
                c.stroke(ridge, "#0c1020", 20.0, 1.0);
                c.stroke(ridge, "#ffffff", 12.0, 1.0);
                // The taut lead running to the big empty collar, its tag dangling.
                c.stroke("M204 370L304 312", p.accent, 6.0, 1.0);
                c.g("transform=\"translate(320 298) rotate(24)\"");
                c.stroke("M0 -44a17 44 0 1 0 0 88a17 44 0 1 0 0 -88", "#7a1018", 15.0, 1.0);
                c.stroke("M0 -44a17 44 0 0 0 0 88", p.accent, 15.0, 1.0);
                c.stroke("M-6 44v10", "#c8a030", 3.0, 1.0);
                c.circle(-6.0, 66.0, 13.0, "#f0c040", 1.0);
                c.end();
            },
        ),
        card(
            "The sausages escape",
            (StainedGlass, Autumn, Interior, Grotesque),
            ["a butcher's shop", "a string of sausages"],
            ("the sausages are escaping over the counter like a snake", "escaping"),
            ["Run for it", "Every link in the chain", "The butcher turned his back for one moment and the sausages were escaping"],
            &["butcher", "sausages"],
            true,
            "A butcher's shop with hams hanging from hooks, cream tiles and a white marble counter. A big butcher in a blue shirt and a straw hat stands behind the counter with his back turned, whistling, his apron strings crossed on his back, holding up a knife to a ham. A long string of fat red sausages slithers along the counter, down over its end and across the floor in an S like a snake, its first sausage reared up with eyes and a forked tongue, making for the open door.",
            |c| {
                c.drew("shop ham hook counter butcher apron sausage floor marble door knife eye tongue note shirt straw tile");
                // Cream tiles on the walls, a light floor going back.
                c.rect(-10.0, -10.0, 420.0, 500.0, "#f1e6c8", 1.0);
                let mut d = String::new();
                for k in 0..10 {
                    let _ = write!(d, "M100 {}H410", 20 + k * 46);
                }
                for k in 0..6 {
                    let _ = write!(d, "M{} 0V480", 120 + k * 58);
                }
                c.stroke(&d, "#d6c39c", 2.5, 1.0);
                c.rect(-10.0, 462.0, 420.0, 148.0, "#e6d4b0", 1.0);
                c.stroke("M-10 496H410M-10 544H410M40 462L-20 610M140 462L110 610M240 462L250 610M340 462L390 610", "#b89468", 3.0, 1.0);
                // The open door onto a bright autumn street, its light on the floor.
                c.rect(0.0, 150.0, 92.0, 330.0, "#ffdc78", 1.0);
                c.rect(0.0, 400.0, 92.0, 80.0, "#e8b860", 1.0);
                c.rect(40.0, 300.0, 11.0, 100.0, "#4a2a12", 1.0);
                c.path("M10 300C-10 290 0 240 30 236C36 204 80 206 84 236C104 250 96 300 74 306C60 320 28 318 10 300Z", "#e0661c", 1.0);
                c.path("M92 150L136 124V498L92 480Z", "#6a3418", 1.0);
                c.stroke("M-4 146H96V482", "#3a1e0c", 12.0, 1.0);
                c.path("M0 480H92L176 610H-10Z", "#fff4cc", 0.8);
                // Hams hanging from hooks along a rail.
                c.stroke("M136 26H410", "#3a2a1e", 8.0, 1.0);
                for (x, y) in [(168.0, 26.0), (354.0, 30.0)] {
                    c.stroke(&format!("M{x} {y}v16q-8 0 -8 8"), "#3a2a1e", 4.0, 1.0);
                    c.circle(x, y + 34.0, 8.0, "#f4ecd8", 1.0);
                    c.path(&format!("M{} {}C{} {} {} {} {} {}C{} {} {} {} {} {}C{} {} {} {} {} {}Z", x - 8.0, y + 40.0, x - 14.0, y + 70.0, x - 40.0, y + 96.0, x - 34.0, y + 124.0, x - 26.0, y + 150.0, x + 30.0, y + 150.0, x + 36.0, y + 120.0, x + 40.0, y + 94.0, x + 12.0, y + 70.0, x + 8.0, y + 40.0), "#8c2a1a", 1.0);
                    c.stroke(&format!("M{} {}C{} {} {} {} {} {}", x + 4.0, y + 56.0, x + 12.0, y + 84.0, x + 28.0, y + 104.0, x + 20.0, y + 132.0), "#e89478", 6.0, 0.9);
                    c.stroke(&format!("M{} {}q{} 18 {} 0", x - 30.0, y + 128.0, 30.0, 60.0), "#f6dcc0", 6.0, 1.0);
                }
                // The butcher, his back turned, a hand on his hip, busy at the
                // ham with his knife (what is behind the counter hidden).
                let man = Look::new(1, "#2a56b0", "#2a2a3a").build(1.75).face(Expr::Back).hair(Hair::Short, 1).wear(Hat::WideBrim, "#f0d488").hands(Grip::Open, Grip::Fist);
                let pose = hips().right_hand((22.0, -86.0), (28.0, -104.0));
                c.clip("M-10 -10H410V454H-10Z");
                figure(c, &pose, 240.0, 566.0, 420.0, &man, false);
                c.end();
                // His white apron's straps crossed over his back and tied in a bow.
                c.stroke("M204 234L270 340M276 234L210 340", "#f8f4ea", 13.0, 1.0);
                c.path("M240 342l-30 -16v32ZM240 342l30 -16v32Z", "#f8f4ea", 1.0);
                c.circle(240.0, 342.0, 7.0, "#f8f4ea", 1.0);
                // The knife raised to the ham.
                c.path("M360 126l-16 -8l38 -70q14 -4 14 8Z", "#e4e8f0", 1.0);
                c.stroke("M358 124l-14 24", "#3a2414", 12.0, 1.0);
                // The marble counter.
                c.rect(104.0, 340.0, 266.0, 28.0, "#fbfaf6", 1.0);
                c.rect(116.0, 368.0, 244.0, 84.0, "#eeebe4", 1.0);
                c.stroke("M130 388q30 12 56 2t60 10M250 418q40 -12 70 4t30 -6M150 438q20 -8 40 0", "#9c98a6", 2.4, 1.0);
                c.rect(116.0, 448.0, 244.0, 14.0, "#4a3a30", 1.0);
                // The sausages, slithering along the counter, down over its end and
                // back across the floor in an S to the door.
                let ctl = [(100.0, 330.0), (126.0, 334.0), (178.0, 324.0), (228.0, 338.0), (278.0, 324.0), (326.0, 336.0), (364.0, 344.0), (380.0, 380.0), (372.0, 424.0), (350.0, 464.0), (300.0, 496.0), (240.0, 504.0), (196.0, 530.0), (150.0, 546.0), (120.0, 534.0), (110.0, 516.0)];
                let mut dense = vec![ctl[1]];
                for i in 1..ctl.len() - 1 {
                    let p3 = ctl[(i + 2).min(ctl.len() - 1)];
                    for k in 1..=24 {
                        dense.push(crate::canvas::catmull_at(ctl[i - 1], ctl[i], ctl[i + 1], p3, k as f64 / 24.0));
                    }
                }
                let mut links = Vec::new();
                let mut run = 0.0;
                for w in dense.windows(2) {
                    let (dx, dy) = (w[1].0 - w[0].0, w[1].1 - w[0].1);
                    run += (dx * dx + dy * dy).sqrt();
                    if run >= 37.0 {
                        run = 0.0;
                        links.push((w[1], dy.atan2(dx).to_degrees()));
                    }
                }
                for (k, &((x, y), ang)) in links.iter().enumerate() {
                    let r = 11.0 + 3.5 * k as f64 / links.len() as f64;
                    c.g(&format!("transform=\"translate({x:.1} {y:.1}) rotate({ang:.0})\""));
                    c.ellipse(-19.0, 0.0, 19.0, r, "#c8402a", 1.0);
                    c.ellipse(-21.0, -r * 0.45, 10.0, 2.8, "#f6a888", 0.9);
                    c.end();
                }
                // Its head, reared up towards the door, with eyes and a forked tongue.
                c.clear.push((98.0, 486.0, 52.0, 56.0));
                c.g("transform=\"translate(104 494) rotate(62)\"");
                c.ellipse(0.0, 0.0, 52.0, 29.0, "#c8402a", 1.0);
                c.ellipse(-6.0, 13.0, 26.0, 5.5, "#f6a888", 0.9);
                c.end();
                c.circle(84.0, 452.0, 15.0, "#ffffff", 1.0);
                c.circle(114.0, 462.0, 15.0, "#ffffff", 1.0);
                c.circle(78.0, 451.0, 7.5, "#1a1a1a", 1.0);
                c.circle(108.0, 461.0, 7.5, "#1a1a1a", 1.0);
                c.stroke("M72 484q14 12 32 2", "#5a1410", 4.0, 1.0);
                c.stroke("M72 488l-34 -4M38 484l-18 -14M38 484l-18 10", "#e8203a", 6.5, 1.0);
                // The butcher whistles at his work.
                c.stroke("M168 228v-30l18 -6v30M300 206v-28M300 178q9 4 11 13", "#2a1a10", 4.5, 1.0);
                c.ellipse(162.0, 229.0, 8.0, 6.0, "#2a1a10", 1.0);
                c.ellipse(180.0, 223.0, 8.0, 6.0, "#2a1a10", 1.0);
                c.ellipse(294.0, 207.0, 8.0, 6.0, "#2a1a10", 1.0);
            },
        ),
        card(
            "The concert for one seat",
            (GoldTempera, Dusk, TinyInHuge, Wistful),
            ["an old violinist on a vast stage", "an empty concert hall"],
            ("a coat lies folded on one seat in the front row", "coat"),
            ["Devotion", "The show must go on", "He plays the same concert every year, for the seat where she always left her coat"],
            &["violinist", "concert hall"],
            true,
            "A huge dark concert hall between tall red curtains, seen from the empty seats. On the stage a single old man in tails plays the violin in a white spotlight, eyes closed, his head tilted over it. Rows of empty dark red seats curve away towards him; on one seat in the front row, in a second, fainter light, lies a neatly folded orange coat with a single red rose on it.",
            |c| {
                c.drew("hall seat stage tails violin spotlight coat concert curtain rose bow light");
                // The huge dark hall, the stage's black depths behind.
                c.c.rect(-10.0, -10.0, 420.0, 620.0, "#140a0c", 1.0);
                c.path("M90 40H310V310H90Z", "#22121a", 1.0);
                // Tall dark red curtains, with deep folds.
                for (x, f) in [(0.0, 1.0), (400.0, -1.0)] {
                    c.path(&format!("M{x} -10H{:.0}Q{:.0} 200 {:.0} 300Q{:.0} 316 {:.0} 330H{x}Z", x + f * 120.0, x + f * 96.0, x + f * 92.0, x + f * 80.0, x + f * 96.0), "#6a0e1a", 1.0);
                    c.stroke(&format!("M{:.0} 40Q{:.0} 200 {:.0} 330M{:.0} 40Q{:.0} 200 {:.0} 330M{:.0} 40Q{:.0} 200 {:.0} 330", x + f * 28.0, x + f * 22.0, x + f * 24.0, x + f * 60.0, x + f * 54.0, x + f * 56.0, x + f * 92.0, x + f * 80.0, x + f * 84.0), "#3a0610", 7.0, 1.0);
                    c.stroke(&format!("M{:.0} 40Q{:.0} 200 {:.0} 330M{:.0} 40Q{:.0} 200 {:.0} 330", x + f * 44.0, x + f * 38.0, x + f * 40.0, x + f * 76.0, x + f * 68.0, x + f * 70.0), "#9a2030", 4.0, 0.8);
                }
                // The valance and the gilded proscenium.
                c.path("M-10 -10H410V44Q300 72 200 54Q100 72 -10 44Z", "#7a1420", 1.0);
                c.stroke("M-10 44Q100 72 200 54Q300 72 410 44", "#e8b840", 6.0, 1.0);
                c.stroke("M20 22h.1M60 22h.1M100 22h.1M140 22h.1M180 22h.1M220 22h.1M260 22h.1M300 22h.1M340 22h.1M380 22h.1", "#e8b840", 8.0, 1.0);
                c.stroke("M8 60V330M392 60V330", "#c8962e", 6.0, 1.0);
                // The stage floor and its gilded edge.
                c.path("M-10 306H410V346H-10Z", "#2a1810", 1.0);
                c.stroke("M-10 330H410", "#d8a838", 4.0, 1.0);
                // The house lights down: the stage dim but for him.
                c.c.rect(-10.0, -10.0, 420.0, 356.0, "#0a0406", 0.35);
                // The single white spotlight on the old violinist, strong and
                // narrow, a bright pool on the boards.
                c.soft();
                c.path("M176 -10H224L292 318H108Z", "#fff8ec", 0.4);
                c.path("M188 -10H212L260 318H140Z", "#ffffff", 0.35);
                c.end();
                c.ellipse(200.0, 318.0, 96.0, 13.0, "#fffaf0", 1.0);
                c.ellipse(200.0, 318.0, 60.0, 8.0, "#ffffff", 1.0);
                // He plays with his eyes closed, his head tilted down over the
                // violin on his left shoulder, his left hand on its neck, his bow
                // arm raised high, the bow drawn slantwise across the strings.
                let man = Look::new(1, "#141014", "#141014").old().hair(Hair::Bald, 5).face(Expr::Tender).turn(0.45).beard().tilt(16.0).grip();
                let play = Pose { head: (8.0, -87.0), neck: (2.5, -80.0), hip: (-1.0, -49.0), knees: [(-7.0, -25.0), (5.0, -25.0)], feet: [(-10.0, -2.0), (8.0, -2.0)], ..stand() }
                    .dress(12.0, -40.0)
                    .left_hand((-30.0, -63.0), (-21.0, -76.0))
                    .right_hand((24.0, -60.0), (37.0, -77.0));
                figure(c, &play, 200.0, 318.0, 220.0, &man, false);
                c.g("transform=\"translate(200 318) scale(2.2)\"");
                c.path("M-3.5 -78.5H5L1 -64Z", "#f8f4ec", 1.0);
                c.path("M-2 -77l3 1.2l3 -1.2v3l-3 -1.2l-3 1.2Z", "#141014", 1.0);
                // The violin under his chin, its scroll up to his left.
                c.g("transform=\"translate(16 -71) rotate(-16)\"");
                c.stroke("M8 0h24", "#1a0c06", 2.2, 1.0);
                c.circle(33.0, 0.0, 2.2, "#5a2a0a", 1.0);
                c.path("M-11 0q0 -6.5 6 -6q3 -3 7 -1q6 -2 8 2q2 -1 2 5q0 6 -2 5q-2 4 -8 2q-4 2 -7 -1q-6 .5 -6 -6Z", "#d0702a", 1.0);
                c.path("M-8 -1q0 -3 3 -3.5q4 -2 7 -.5", "#f0a050", 1.0);
                c.stroke("M-10 -1.2h41M-10 1.2h41", "#f0e0b0", 0.5, 0.9);
                c.rect(-1.0, -3.5, 1.2, 7.0, "#f0e0b0", 1.0);
                c.end();
                // His left fingers round its neck.
                c.circle(37.5, -78.0, 3.0, SKIN[1], 1.0);
                // The bow, from his raised hand across the strings by the bridge.
                c.stroke("M-20 -75L46 -58", "#f0e4c0", 1.6, 1.0);
                c.stroke("M-19 -76.5L45 -60", "#3a2010", 0.9, 1.0);
                c.end();
                // A second, warm light from the gallery on her seat in the
                // front row.
                c.soft();
                c.path("M384 -10H410L344 384H254Z", "#ffe8c0", 0.32);
                c.glow(300.0, 392.0, 120.0, "#ffd890", 1.0);
                c.end();
                // Fewer, larger rows of empty red seats, crisp backs with lit
                // top edges and dark gaps, larger in front.
                for (row, &(y0, w, h)) in [(372.0, 96.0, 50.0), (446.0, 118.0, 62.0), (528.0, 142.0, 76.0)].iter().enumerate() {
                    let shift = if row % 2 == 1 { w / 2.0 } else { 0.0 };
                    let mut backs = String::new();
                    let mut tops = String::new();
                    for j in -3..=3 {
                        let cx = 200.0 + j as f64 * w + shift;
                        let y = y0 - 0.0005 * (cx - 200.0) * (cx - 200.0);
                        let x = cx - w / 2.0 + 7.0;
                        backs += &format!("M{:.0} {:.0}v{:.0}q0 -14 14 -14h{:.0}q14 0 14 14v{:.0}Z", x, y + h + 40.0, -(h + 26.0), w - 42.0, h + 26.0);
                        tops += &format!("M{:.0} {:.0}q{:.0} -6 {:.0} 0", x + 10.0, y + 6.0, (w - 34.0) / 2.0, w - 34.0);
                    }
                    c.path(&backs, "#4e0a14", 1.0);
                    c.stroke(&backs, "#120204", 4.0, 1.0);
                    c.stroke(&tops, "#8e2634", 5.0, 1.0);
                    if row == 0 {
                        // Her seat, lit: its back warm red in the light.
                        c.path("M255 450v-66q0 -14 14 -14h54q14 0 14 14v66Z", "#8a1e2a", 1.0);
                        c.stroke("M265 380q31 -6 62 0", "#d05060", 5.0, 1.0);
                        // A neatly folded orange coat over its back, a sleeve
                        // hanging down, a single red rose laid on it.
                        c.path("M246 384Q246 360 270 356H326Q350 360 350 384Q350 398 344 410Q332 402 320 410Q306 402 292 410Q276 402 262 410Q252 404 248 408Q246 396 246 384Z", "#f49a48", 1.0);
                        c.path("M250 376Q252 362 270 360H326Q344 362 346 376Q298 368 250 376Z", "#ffd09a", 1.0);
                        c.path("M250 364Q262 356 280 364L274 392Q260 384 250 392Z", "#d8742e", 1.0);
                        c.stroke("M282 394Q312 388 342 394M292 398Q300 404 306 400", "#b8581e", 2.5, 1.0);
                        c.path("M316 398L342 400L338 452L314 448Z", "#e8863a", 1.0);
                        c.path("M314 442L338 445L337 456L313 453Z", "#a8481a", 1.0);
                        c.circle(300.0, 398.0, 3.0, "#6a2a0a", 1.0);
                        c.stroke("M276 384L340 360", "#1e6a1e", 4.0, 1.0);
                        c.path("M302 374q8 -16 20 -8q-8 12 -20 8Z", "#2a8a2a", 1.0);
                        c.path("M318 368q-2 14 12 14q2 -10 -12 -14Z", "#2a8a2a", 1.0);
                        c.circle(272.0, 386.0, 18.0, "#3a0408", 1.0);
                        c.circle(272.0, 386.0, 15.5, "#d8101c", 1.0);
                        c.stroke("M264 384q6 -9 14 -3q3 7 -6 9q-7 -2 -3 -8M262 392q10 6 20 -4", "#8a0610", 2.5, 1.0);
                        c.circle(266.0, 379.0, 4.0, "#ff7070", 0.8);
                    }
                }
            },
        ),
        card(
            "The torch under the covers",
            (Gouache, Night, CloseUp, Tender),
            ["a mother's goodnight kiss", "a child pretending to sleep"],
            ("a torch and a book glow under the covers", "book"),
            ["Sweet dreams", "What you don't know won't hurt you", "She kissed him goodnight; he waited one minute and opened the book again"],
            &["goodnight kiss", "bedtime"],
            true,
            "A close view at night, by the light of the open door: a mother with her hair tied up bends to kiss the forehead of a boy on his pillow, whose eyes are squeezed shut over a grin he cannot hold in. Under the blanket at his side a torch lights an open book, and its warm light glows through the blanket, raised like a tent.",
            |c| {
                c.drew("mother forehead bed blanket torch light book pillow door grin tent");
                // A dark bedroom; the open door's warm light falls across the bed.
                c.c.rect(-20.0, -20.0, 440.0, 640.0, "#141c3e", 1.0);
                c.rect(318.0, -20.0, 110.0, 270.0, "#f4c868", 1.0);
                c.rect(308.0, -20.0, 12.0, 270.0, "#3a2a1a", 1.0);
                c.poly(&[(318.0, 250.0), (420.0, 250.0), (420.0, 620.0), (60.0, 620.0)], "#f4c868", 0.12);
                // The pillow, plump and pale in the door's light.
                c.path("M10 300Q0 250 60 248Q176 236 296 250Q350 254 344 306Q354 380 330 416H24Q0 380 10 300Z", "#9aa0bc", 1.0);
                c.path("M20 302Q12 262 62 260Q176 250 292 262Q336 268 332 308Q340 376 320 410H32Q12 376 20 302Z", "#eee8dc", 1.0);
                // The boy, eyes squeezed tight in pretend sleep, a grin he can't hold in.
                let boy = Look::new(2, "#8ab0e0", "#2a2030").hair(Hair::Curly, 0).face(Expr::Squeeze);
                portrait(c, 156.0, 330.0, 66.0, &boy);
                // His mother, bending in from the lit doorway to kiss his forehead:
                // her shoulder and gown, then her head in profile, eyes closed,
                // lips on his brow.
                c.g("transform=\"translate(176 284) rotate(-40) scale(1.3)\"");
                // Neck, then the face: brow, nose, puckered lips, chin.
                c.path("M20 18Q34 34 60 40L84 12Q74 -4 56 -4Z", "#a0663e", 1.0);
                c.path("M10 -66Q6 -52 4 -44Q6 -38 4 -34Q-6 -24 -11 -19Q-8 -14 1 -13Q-3 -9 -3 -5Q1 -3 -1 0Q-4 2 -1 6Q4 8 3 12Q8 20 24 22Q44 20 54 6L70 -20Q80 -60 50 -80Q24 -84 10 -66Z", "#c68a5e", 1.0);
                c.path("M-3 -5Q1 -3 -1 0Q-4 2 -1 6Q3 5 4 0Q3 -4 -3 -5Z", "#a83a3a", 1.0);
                c.ellipse(22.0, -8.0, 8.0, 5.0, "#e08a70", 0.5);
                // The closed eye: a lid curved down, its lashes resting on the cheek.
                c.stroke("M11 -34Q20 -26 29 -33", "#2a140c", 3.0, 1.0);
                c.stroke("M14 -32l-3 4M19 -30l-1 4M24 -30l1 4", "#2a140c", 1.4, 1.0);
                c.stroke("M10 -44Q20 -48 28 -44", "#3a1a10", 2.4, 1.0);
                // Her hair, swept up into a bun, rimmed by the door's light.
                c.path("M6 -62Q12 -92 46 -94Q86 -92 94 -52Q96 -16 76 2Q72 -14 66 -34Q54 -44 42 -52Q28 -56 6 -62Z", "#2a120a", 1.0);
                c.circle(92.0, -84.0, 20.0, "#2a120a", 1.0);
                c.stroke("M6 -62Q12 -92 46 -94Q82 -92 92 -62M76 -96Q100 -108 112 -86M94 -52Q96 -16 76 2", "#ffd070", 2.5, 0.8);
                c.path("M56 -28Q66 -32 66 -22Q64 -14 56 -16Z", "#a0663e", 1.0);
                c.stroke("M18 -76Q46 -90 84 -80M30 -62Q56 -76 88 -66", "#5a3424", 2.0, 1.0);
                c.end();
                c.path("M232 302Q236 264 254 236Q304 194 420 170V620H330Q330 470 290 400Q262 350 232 302Z", "#7a2a38", 1.0);
                c.stroke("M256 234Q306 192 420 168", "#f4c868", 5.0, 0.8);
                // The blanket, turned down at the top.
                c.path("M-20 420Q200 396 420 426V620H-20Z", "#2a3c7c", 1.0);
                c.path("M-20 420Q200 396 420 426L420 446Q200 418 -20 442Z", "#e8ecf4", 1.0);
                c.stroke("M-20 520Q60 500 130 530M-20 580Q60 566 140 590", "#1a2858", 4.0, 1.0);
                // At his side the blanket stands up in a small tent, glowing
                // warm from the torch inside, the folds running from its peak.
                c.path("M120 620Q190 560 250 488Q282 448 304 446Q328 448 350 488Q392 560 430 590V620Z", "#d07a40", 1.0);
                c.path("M170 620Q226 560 270 500Q292 468 304 468Q318 470 336 502Q372 566 400 620Z", "#f0a858", 1.0);
                c.path("M214 620Q256 566 288 526Q304 508 318 528Q350 572 364 620Z", "#ffd27a", 1.0);
                c.stroke("M300 452Q262 520 208 620M306 452Q300 530 296 620M312 452Q350 520 392 620", "#a04a20", 3.0, 0.55);
                // The tent's mouth, bright, with the open book's edge in it.
                c.path("M204 604Q212 520 284 502Q352 510 370 604Z", "#fff6d0", 1.0);
                c.path("M224 566Q256 538 292 552Q328 538 362 566L362 590Q328 570 292 584Q256 570 224 590Z", "#b0282c", 1.0);
                c.path("M230 560Q258 536 292 548Q326 536 356 560L356 580Q326 562 292 576Q258 562 230 580Z", "#fffdf4", 1.0);
                c.stroke("M292 548V576", "#6a3a18", 2.5, 1.0);
                c.stroke("M242 560q20 -12 42 -4M242 568q20 -12 42 -4M300 556q20 -8 42 4M300 564q20 -8 42 4", "#8a6a4a", 2.0, 0.9);
                // The torch lying by it, its beam on the pages.
                c.path("M240 532L300 548L286 566Z", "#fffbe0", 0.7);
                c.path("M210 528l28 -4l2 14l-28 4Z", "#3a4a6a", 1.0);
                c.circle(240.0, 531.0, 6.0, "#fffbe0", 1.0);
                // Light spilling from the mouth over the blanket.
                c.path("M170 620Q210 590 286 592Q356 590 420 620Z", "#ffe8a0", 0.45);
            },
        ),
        card(
            "The tree takes the escalator",
            (Woodcut, Daylight, Crowd, Absurd),
            ["grey commuters riding an escalator up", "a potted tree riding among them alone"],
            ("a yellow bird sits in its leaves", "bird"),
            ["Puzzled", "Everyone is going somewhere", "Nobody knew whose tree it was, but the bird in its leaves had a ticket"],
            &["escalator", "potted tree"],
            true,
            "A long escalator in a busy station, rising across the card, with a stream of commuters in grey coats riding up, glum or half asleep. In the middle of them, on a step of its own, rides a big potted tree with nobody holding it, a yellow bird sitting in its leaves, and the commuter in front turns round to stare at it.",
            |c| {
                c.drew("escalator station commuter coat pot tree handrail step bird");
                let p = c.p;
                // The station hall: a plain light wall, and hanging over the
                // escalator a dark sign with a big arrow pointing up it.
                c.full(p.wall[0], 1.0);
                c.rect(-10.0, -10.0, 420.0, 22.0, p.dark, 1.0);
                c.stroke("M300 12V30M380 12V30", p.dark, 4.0, 1.0);
                c.rect(262.0, 28.0, 150.0, 78.0, p.dark, 1.0);
                c.stroke("M300 92L356 40M326 40h30v30", "#ffffff", 12.0, 1.0);
                // Under the escalator, the shadowed well of the lower floor.
                let f = |x: f64| 760.0 - x;
                c.poly(&[(-20.0, f(-20.0)), (420.0, f(420.0)), (420.0, 620.0), (-20.0, 620.0)], "#3a3a46", 1.0);
                // The escalator rising across the card: its side and its steps.
                c.poly(&[(-20.0, f(-20.0)), (420.0, f(420.0)), (420.0, f(420.0) + 90.0), (-20.0, f(-20.0) + 90.0)], "#8a8a94", 1.0);
                c.stroke("M-20 870L420 430M-20 828L420 388", "#5a5a64", 3.0, 1.0);
                let mut d = String::new();
                for k in 0..18 {
                    let x = -20.0 + k as f64 * 26.0;
                    d.push_str(&format!("M{x:.0} {:.0}h26v-26", f(x)));
                }
                c.stroke(&d, "#3a3a44", 3.0, 1.0);
                // Big arrows along its side: this one goes up.
                c.stroke("M300 526l40 -40m-26 0h26v26M172 654l40 -40m-26 0h26v26M428 398l40 -40m-26 0h26v26", "#ffffff", 9.0, 1.0);
                // The glass side and the handrail behind the riders.
                c.poly(&[(-20.0, f(-20.0)), (420.0, f(420.0)), (420.0, f(420.0) - 130.0), (-20.0, f(-20.0) - 130.0)], "#a8d0e8", 1.0);
                c.stroke("M-20 650L420 210", "#16100c", 12.0, 1.0);
                // Commuters riding up in one grey stream, glum or asleep, all
                // facing up the stairs.
                let coats = ["#50505a", "#7a7a84", "#62626c", "#8a8a94"];
                let faces = [Expr::Sad, Expr::Asleep, Expr::Deadpan, Expr::Sad, Expr::Asleep, Expr::Worry];
                let riders = [(452.0, 4, 0), (412.0, 3, 1), (100.0, 2, 5), (34.0, 5, 1)];
                for (k, &(x, i, hc)) in riders.iter().enumerate() {
                    let l = Look::new(k * 2 + 1, coats[(i + k) % 4], "#3a3a44")
                        .hair([Hair::Short, Hair::Bun, Hair::Long, Hair::Bald, Hair::Curly, Hair::Short][i], hc)
                        .face(faces[i])
                        .turn(0.7);
                    let (l, pose) = if i % 2 == 0 {
                        (l.wear([Hat::Bowler, Hat::Cap, Hat::Knitted][i / 2 % 3], ["#2a2a30", "#3a3a42", "#4a4a52"][i / 2 % 3]), stand().dress(15.0, -24.0).hat())
                    } else {
                        (l, hold().dress(15.0, -24.0))
                    };
                    figure(c, &pose, x, f(x) - 6.0, 280.0, &l, false);
                }
                // In the middle of them, on a step of its own, the tree rides up
                // alone, a yellow bird in its leaves.
                c.g("transform=\"translate(214 558) scale(1.25) translate(-140 -394)\"");
                c.stroke("M140 322L122 200M128 250l-44 -30M124 226l26 -60", "#5a3a1a", 11.0, 1.0);
                for (x, y, r, col) in [(96.0, 150.0, 68.0, "#1e5a2a"), (42.0, 204.0, 44.0, "#2e7a3a"), (146.0, 186.0, 36.0, "#2e7a3a"), (64.0, 94.0, 44.0, "#2e7a3a"), (132.0, 98.0, 38.0, "#1e5a2a")] {
                    c.circle(x, y, r, col, 1.0);
                }
                let ls: Vec<(f64, f64, f64, f64)> = (0..10)
                    .map(|k| {
                        let a = k as f64 * 0.63;
                        (94.0 + a.cos() * 62.0, 148.0 + a.sin() * 58.0, 12.0, a)
                    })
                    .collect();
                leaves(c, &ls, "#8ac063");
                perched_bird(c, 112.0, 124.0, 2.8, "#f4c430");
                c.path("M96 322h88l-12 72h-64Z", "#b0603a", 1.0);
                c.rect(90.0, 312.0, 100.0, 16.0, "#8a4a2a", 1.0);
                c.end();
                // The commuter just above it turns round to stare.
                let starer = Look::new(3, "#7a7a84", "#3a3a44").hair(Hair::Short, 2).face(Expr::Shock).turn(-0.6).gaze(Gaze::Side(-0.9)).wear(Hat::Bowler, "#2a2a30");
                figure(c, &stand().dress(15.0, -24.0).hat(), 336.0, 418.0, 300.0, &starer, true);
            },
        ),
        card(
            "The glove on the fence",
            (Pastel, Winter, Hands, Eerie),
            ["a lost glove on a fence post", "a passing hand"],
            ("the glove on the post is waving back", "waving"),
            ["Spooked", "Lost and found", "She waved at the glove someone had left on the post, and it was waving back"],
            &["lost glove", "fence"],
            false,
            "A snowy fence in close-up. A lost red woollen glove has been put on top of a wooden fence post, and though nobody is in it, it is waving by itself, its fingers spread wide. From the bottom of the card a passer-by's bare hand in a blue coat sleeve waves to it, and the glove waves back.",
            |c| {
                c.drew("snow fence glove post field coat sleeve");
                let p = c.p;
                c.sky(360.0);
                c.land(360.0);
                // A far treeline, then the fence running away to the right,
                // posts shrinking into the field, snow along its rails.
                c.path("M-10 362V340q30 -14 60 -4q40 -16 80 0q50 -12 90 2q50 -18 100 0q40 -10 90 4V362Z", "#7a8aa0", 0.7);
                c.stroke("M160 336L410 352M160 400L410 380", "#6a4a2a", 14.0, 1.0);
                c.stroke("M196 330L410 346M196 394L410 374", "#ffffff", 5.0, 0.9);
                for (x, top, w) in [(390.0, 342.0, 9.0), (318.0, 334.0, 14.0)] {
                    c.rect(x, top, w, 90.0 - w * 2.0, "#6a4a2a", 1.0);
                    c.ellipse(x + w / 2.0, top, w * 0.8, 4.0, "#ffffff", 1.0);
                }
                // The near post, and the lost red glove pulled over its top,
                // empty, fingers spread, waving by itself: wave marks either
                // side of its fingertips.
                c.rect(136.0, 300.0, 64.0, 320.0, "#6a4a2a", 1.0);
                c.stroke("M148 320V620M184 330V620", "#4a3018", 3.0, 0.6);
                glove(c, 168.0, 272.0, 1.3, -12.0, p.accent, "#5a0a14");
                c.path("M122 322Q168 306 214 322Q216 336 168 334Q120 336 122 322Z", "#ffffff", 1.0);
                let marks = "M60 118Q54 70 84 40M34 126Q26 62 66 22M250 62Q286 80 296 122M268 34Q314 60 322 118";
                c.stroke(marks, "#2a3a5a", 7.0, 0.9);
                // The passer-by's bare hand waving back from the foot of the
                // card, out of a blue coat sleeve, with its own wave marks.
                Hand::new(SKIN[2], "#6a4020").fingers(1.15).outline("#2a3a5a", 2.0).draw(c, 302.0, 572.0, 2.6, -4.0);
                c.stroke("M306 590L312 700", "#2a4a7a", 110.0, 1.0);
                c.stroke("M252 560Q306 544 360 562", "#1a3058", 9.0, 1.0);
                c.stroke("M232 420Q218 380 236 344M374 350Q394 390 384 430", "#2a3a5a", 6.0, 0.9);
                c.dots(36, 0.0, 400.0, 0.0, 600.0, 3.0, "#ffffff");
            },
        ),
        card(
            "The crab who would be king",
            (Pointillist, Sea, TopDown, Festive),
            ["a child's sandcastle", "the crabs who moved in"],
            ("one crab wears a crown made from a bottle cap", "crown"),
            ["Triumph", "Every man's home is his castle", "She built the castle; by teatime the crabs had crowned a king"],
            &["sandcastle", "crab"],
            true,
            "A sandcastle on the beach seen from high above, its four round towers and tall middle tower casting long shadows across the sand and into the water of its moat, flags on lolly sticks on top. Red crabs march in a parade along its walls and over a lolly-stick bridge to the gate. On the middle tower stands one large crab, claws raised, wearing a gold bottle-cap crown. Beyond the castle a girl lies on her front in the sand, chin in her hands, smiling with delight at them, next to her red bucket and spade, the sea foaming behind her.",
            |c| {
                c.drew("sandcastle beach tower shadow moat water flag lolly stick crab wall parade bridge gate crown bottle cap girl chin hand bucket spade sand sea foam");
                // A round sand tower `h` tall on the ground at (x, gy), lit from the left,
                // ribbed by its bucket, with a hollow top and notches round its rim.
                fn tower(c: &mut Ctx, x: f64, gy: f64, r: f64, h: f64, side: &str) {
                    let (ry, ty) = (r * 0.5, gy - h);
                    c.path(&format!("M{} {}V{}A{} {} 0 0 0 {} {}V{}Z", Num(x - r), Num(ty), Num(gy), Num(r), Num(ry), Num(x + r), Num(gy), Num(ty)), side, 1.0);
                    let mut d = String::new();
                    for k in [0.3, 0.62] {
                        let y = gy - h * k;
                        let _ = write!(d, "M{} {}A{} {} 0 0 0 {} {}", Num(x - r), Num(y), Num(r), Num(ry), Num(x + r), Num(y));
                    }
                    c.stroke(&d, "#a07840", 2.5, 0.6);
                    c.ellipse(x, ty, r, ry, "#f6e2b0", 1.0);
                    c.ellipse(x, ty + 1.0, r * 0.66, ry * 0.62, "#c89a5c", 1.0);
                    c.add(&format!("<path d=\"M{} {}A{} {} 0 0 0 {} {}\" fill=\"none\" stroke=\"#b88a50\" stroke-width=\"{}\" stroke-dasharray=\"7 9\" stroke-linecap=\"butt\"/>", Num(x - r * 0.84), Num(ty), Num(r * 0.84), Num(ry * 0.84), Num(x + r * 0.84), Num(ty), Num(r * 0.3)));
                }
                // The shadow on the ground of an upright round thing of base (rx, ry)
                // at (x, y), cast along (vx, vy).
                fn cast(d: &mut String, x: f64, y: f64, rx: f64, ry: f64, (vx, vy): (f64, f64)) {
                    let t = (-(ry * vx) / (rx * vy)).atan();
                    let (px, py) = (rx * t.cos(), ry * t.sin());
                    for (cx, cy) in [(x, y), (x + vx, y + vy)] {
                        let _ = write!(d, "M{} {}a{} {} 0 1 0 {} 0a{} {} 0 1 0 {} 0Z", Num(cx - rx), Num(cy), Num(rx), Num(ry), Num(2.0 * rx), Num(rx), Num(ry), Num(-2.0 * rx));
                    }
                    let _ = write!(d, "M{} {}L{} {}L{} {}L{} {}Z", Num(x + px), Num(y + py), Num(x + px + vx), Num(y + py + vy), Num(x - px + vx), Num(y - py + vy), Num(x - px), Num(y - py));
                }
                let v = |h: f64| (h * 0.6, h * 0.45);
                let p = c.p;
                c.full("#ecd49a", 1.0);
                c.dots(40, 0.0, 400.0, 60.0, 600.0, 2.4, "#c8a468");
                // The sea foaming at the top right, the wet sand below it.
                c.path("M120 -10Q230 70 410 96V-10Z", "#d2b47a", 1.0);
                c.path("M150 -10Q250 48 410 74V-10Z", "#1a8ab8", 1.0);
                c.stroke("M200 -10Q280 30 410 46M260 -10Q320 12 410 22", "#8ad8f0", 4.0, 0.8);
                c.stroke("M146 -10Q200 24 240 40q20 -8 40 2t40 6t40 8t50 8", "#ffffff", 12.0, 1.0);
                // Her red bucket and blue spade on the sand.
                c.ellipse(356.0, 214.0, 30.0, 10.0, "#000000", 0.2);
                c.path("M322 160L330 208A24 9 0 0 0 378 208L386 160Z", "#e83a2a", 1.0);
                c.ellipse(354.0, 160.0, 32.0, 12.0, "#ff6a4a", 1.0);
                c.ellipse(354.0, 161.0, 26.0, 8.5, "#8a2418", 1.0);
                c.stroke("M324 164q30 40 60 0", "#5a2a1a", 3.0, 1.0);
                c.stroke("M282 130L300 206", "#3a7ac8", 7.0, 1.0);
                c.path("M288 200L312 196L318 232Q305 242 293 235Z", "#3a7ac8", 1.0);
                // The builder beyond her castle, on her front, chin in her hands:
                // her shadow, her legs and back running off to the corner, her
                // arms, her laughing face and her hands round her chin.
                c.g("transform=\"translate(112 168) scale(1.16) translate(-112 -168)\"");
                c.path("M44 246Q30 196 64 172Q112 154 160 170Q192 200 182 250Q112 262 44 246Z", "#9a7442", 0.22);
                let kid = Look::new(3, "#ff6a4a", "#ff6a4a").hair(Hair::Curly, 0).face(Expr::Smile).turn(0.25).gaze(Gaze::Side(0.7));
                let skin = kid.skin;
                let dark = mix(skin, "#000000", 0.18);
                c.stroke("M48 76L-6 4M84 62L44 -10", &dark, 26.0, 1.0);
                c.path("M54 162Q36 120 40 84L92 44Q150 70 168 156Z", "#ff6a4a", 1.0);
                c.stroke("M46 112L100 62M54 140L134 90", "#ffffff", 7.0, 0.9);
                c.ellipse(112.0, 146.0, 62.0, 22.0, "#ff6a4a", 1.0);
                c.stroke("M64 150L54 238M160 150L172 238", &dark, 18.0, 1.0);
                c.stroke("M54 238L84 206M172 238L142 206", skin, 16.0, 1.0);
                let mut s = String::new();
                head_svg(&mut s, 113.0, 168.0, 40.0, &kid);
                c.add(&s);
                c.person(400.0);
                c.heads.push((113.0, 168.0, 46.0));
                c.drew("head face eye mouth hair arm shoulder leg");
                for (x, r) in [(80.0, -22.0), (146.0, 22.0)] {
                    c.g(&format!("transform=\"translate({x} 196) rotate({r})\""));
                    c.ellipse(0.0, 0.0, 11.0, 21.0, skin, 1.0);
                    c.stroke("M-4 -15v10M4 -17v10", &mix(skin, "#000000", 0.3), 1.6, 0.8);
                    c.end();
                }
                c.end();
                // The moat round the castle, its water lapping an island of sand.
                c.ellipse(210.0, 440.0, 198.0, 132.0, "#c8a468", 1.0);
                c.ellipse(210.0, 440.0, 188.0, 124.0, "#2a9ad0", 1.0);
                c.stroke("M40 420q14 -6 28 0M352 392q14 -6 28 0M110 548q14 -6 28 0M290 552q14 -6 28 0", "#bfe8f4", 3.0, 0.9);
                c.ellipse(210.0, 434.0, 170.0, 104.0, "#e2c68c", 1.0);
                // Every shadow in one shape, cast to the lower right.
                let mut d = String::new();
                for (x, y, r, h) in [(104.0, 362.0, 34.0, 64.0), (316.0, 362.0, 34.0, 64.0), (104.0, 500.0, 34.0, 64.0), (316.0, 500.0, 34.0, 64.0), (210.0, 436.0, 58.0, 88.0)] {
                    cast(&mut d, x, y, r, r * 0.6, v(h));
                }
                let (wx, wy) = v(40.0);
                let _ = write!(d, "M138 505H282L{} {}H{}ZM325 362V500L{} {}V{}Z", Num(282.0 + wx), Num(505.0 + wy), Num(138.0 + wx), Num(325.0 + wx), Num(500.0 + wy), Num(362.0 + wy));
                c.path(&d, "#3a2008", 0.45);
                let side = c.lin(&[(0.0, "#fae8bc", 1.0), (0.45, "#dcb878", 1.0), (1.0, "#946a3a", 1.0)], 0.0, 0.0, 1.0, 0.0);
                // The back towers and wall, the side walls.
                for x in [104.0, 316.0] {
                    tower(c, x, 362.0, 34.0, 64.0, &side);
                }
                c.rect(138.0, 327.0, 144.0, 40.0, "#d4ae70", 1.0);
                c.rect(138.0, 317.0, 144.0, 10.0, "#f6e2b0", 1.0);
                c.rect(113.0, 322.0, 12.0, 178.0, "#b8904e", 1.0);
                c.rect(295.0, 322.0, 12.0, 178.0, "#d8b478", 1.0);
                for x in [95.0, 307.0] {
                    c.rect(x, 318.0, 18.0, 142.0, "#f6e2b0", 1.0);
                }
                // The middle tower, and the king on it in his bottle-cap crown.
                tower(c, 210.0, 436.0, 58.0, 88.0, &side);
                crab(c, 210.0, 300.0, 34.0, CrabView::Front(0.0), "#e8301c");
                c.path("M184 270L186 252L192 262L196 248L202 260L207 246L213 260L218 246L223 260L228 248L232 262L236 252L238 270Z", "#b88408", 1.0);
                c.path("M184 268L182 246L190 258L196 243L203 257L211 242L219 257L226 243L232 258L240 246L238 268Q211 290 184 268Z", "#f6c21c", 1.0);
                c.stroke("M192 264v12M202 268v12M211 269v12M220 268v12M230 264v12", "#c8900c", 2.0, 0.9);
                c.circle(211.0, 262.0, 4.5, "#d02030", 1.0);
                for x in [197.0, 225.0] {
                    c.circle(x, 286.0, 6.5, "#ffffff", 1.0);
                    c.circle(x + 1.0, 287.0, 3.2, "#101010", 1.0);
                }
                // The crabs marching along the side walls.
                for (k, (x, y)) in [(104.0, 350.0), (104.0, 392.0), (316.0, 350.0), (316.0, 392.0)].into_iter().enumerate() {
                    crab(c, x, y, 11.0, CrabView::Front(if k % 2 == 0 { 10.0 } else { -10.0 }), "#e0402a");
                }
                // The front wall with its notched top and gate, the front towers.
                c.rect(138.0, 465.0, 144.0, 40.0, "#d8b274", 1.0);
                c.rect(138.0, 455.0, 144.0, 10.0, "#f6e2b0", 1.0);
                let mut m = String::new();
                for k in 0..7 {
                    let _ = write!(m, "M{} 449h10v8h-10Z", 144 + k * 20);
                }
                c.path(&m, "#f6e2b0", 1.0);
                c.path("M197 505V488A13 13 0 0 1 223 488V505Z", "#5a3a1a", 1.0);
                for x in [104.0, 316.0] {
                    tower(c, x, 500.0, 34.0, 64.0, &side);
                }
                // Flags on lolly sticks.
                let flags = [p.accent, "#1a6a8a"];
                for (k, (x, y)) in [(104.0, 298.0), (316.0, 298.0)].into_iter().enumerate() {
                    c.stroke(&format!("M{x} {y}v-46"), "#e8c890", 5.0, 1.0);
                    c.poly(&[(x + 2.0, y - 46.0), (x + 30.0, y - 38.0), (x + 2.0, y - 30.0)], flags[k], 1.0);
                }
                // The parade along the front wall and over the bridge to the gate,
                // and one late, hurrying over the sand.
                c.path("M198 505L222 505L234 574L186 574Z", "#e8c890", 1.0);
                c.stroke("M198 520h24M196 536h28M193 552h34M190 566h40", "#b8905a", 1.5, 0.8);
                for (k, (x, y, s)) in [(164.0, 438.0, 11.0), (210.0, 438.0, 11.0), (256.0, 438.0, 11.0), (210.0, 528.0, 12.0), (210.0, 562.0, 13.0)].into_iter().enumerate() {
                    crab(c, x, y, s, CrabView::Front(if k % 2 == 0 { -10.0 } else { 10.0 }), "#e0402a");
                }
                crab(c, 332.0, 574.0, 12.0, CrabView::Above(-60.0), "#e0402a");
                c.stroke("M350 586l8 4M346 592l8 4M360 580l8 4", "#b8925a", 2.5, 0.8);
            },
        ),
        card(
            "The metronome",
            (InkWash, WarmInterior, Interior, Funny),
            ["a bored pupil at the piano", "a teacher asleep"],
            ("a mouse swings on the metronome to keep time", "metronome"),
            ["Boredom", "When the cat's away, the mice will play", "The teacher dozed off, so the mouse took over the metronome"],
            &["piano lesson", "mouse"],
            true,
            "A parlour with an upright piano under a lamp. A girl with long hair sits on a stool at it, chin on her hand, playing with one finger and smiling up at the metronome on top of the piano, where a grey mouse rides its swinging arm. In front, her old piano teacher sleeps upright in a red armchair, mouth open, his glasses down his nose and the sheet music sliding off his lap.",
            |c| {
                c.drew("parlour piano plait teacher armchair mouse metronome chin finger stool tail lamp glasses nose sheet lap");
                let p = c.p;
                c.room(540.0);
                c.boards(540.0);
                // Dusk in the corners; the lamp's warm pool over the girl and the sleeper.
                let dusk = c.c.rad(&[(0.0, p.dark, 0.0), (0.5, p.dark, 0.0), (1.0, p.dark, 0.85)], 0.45, 0.5, 0.8);
                c.c.full(&dusk, 1.0);
                c.soft();
                c.glow(170.0, 330.0, 250.0, "#ffe8a8", 0.8);
                c.end();
                // The standing lamp at the left, its shade above the card's edge, its cone of light.
                c.path("M24 -20L-60 600H330L120 -20Z", "#fff4c8", 0.2);
                c.stroke("M70 0V340", "#2a1a10", 5.0, 1.0);
                // The upright piano, big and dark, its keys white in the light.
                c.c.rect(236.0, 290.0, 170.0, 320.0, "#24140e", 1.0);
                c.c.rect(228.0, 278.0, 178.0, 16.0, "#4a2a1a", 1.0);
                c.stroke("M254 310h140v104h-140Z", "#4a3020", 3.0, 1.0);
                c.stroke("M262 500h132v100h-132Z", "#4a3020", 3.0, 1.0);
                c.c.rect(226.0, 430.0, 180.0, 11.0, "#3a2216", 1.0);
                c.c.rect(226.0, 441.0, 180.0, 34.0, "#fbf6e8", 1.0);
                let mut d = String::new();
                for k in 1..11 {
                    d.push_str(&format!("M{} 441v34", 226.0 + k as f64 * 17.0));
                }
                c.stroke(&d, "#8a7a6a", 1.2, 1.0);
                for k in 0..10 {
                    if [2, 6].contains(&(k % 7)) {
                        continue;
                    }
                    c.c.rect(238.0 + k as f64 * 17.0, 441.0, 10.0, 20.0, "#140a06", 1.0);
                }
                c.c.rect(226.0, 475.0, 180.0, 9.0, "#3a2216", 1.0);
                // The metronome on top, big and central: a wooden pyramid, its arm swinging.
                c.glow(250.0, 120.0, 190.0, "#fff0c0", 0.9);
                c.c.g("transform=\"translate(-120 -70) scale(1.25)\"");
                c.poly(&[(268.0, 282.0), (392.0, 282.0), (362.0, 66.0), (298.0, 66.0)], "#a85a26", 1.0);
                c.poly(&[(288.0, 272.0), (372.0, 272.0), (352.0, 86.0), (308.0, 86.0)], "#f4e2b8", 1.0);
                c.rect(290.0, 56.0, 80.0, 13.0, "#6a3414", 1.0);
                c.stroke("M318 120h24M315 146h30M312 172h36M309 198h42M306 224h48", "#8a5a2a", 2.2, 0.8);
                // Where the arm has just been, and the arcs of its swing.
                c.stroke("M330 262L384 70", "#6a4a30", 5.0, 0.25);
                c.stroke("M330 262L356 62", "#6a4a30", 5.0, 0.4);
                c.stroke("M226 84A210 210 0 0 1 300 54M220 60A236 236 0 0 1 296 30M244 108A182 182 0 0 1 302 88", "#fff4d8", 3.5, 0.95);
                c.stroke("M330 262L248 92", "#2a1a10", 7.0, 1.0);
                c.poly(&[(262.0, 136.0), (292.0, 140.0), (287.0, 156.0), (257.0, 152.0)], "#b8b8b0", 1.0);
                c.circle(330.0, 262.0, 8.0, "#6a3414", 1.0);
                // The mouse, big, riding the arm like a swing, arms up, tail streaming.
                c.c.g("transform=\"translate(-282 -4) scale(2.05)\"");
                c.stroke("M298 118q24 -6 34 -26t36 -20", "#d89aa0", 3.0, 1.0);
                c.ellipse(290.0, 106.0, 18.0, 13.0, "#8a8a8e", 1.0);
                c.stroke("M282 116l6 10M296 116l2 10", "#8a8a8e", 5.0, 1.0);
                c.stroke("M282 98l-14 -18M294 96l10 -20", "#8a8a8e", 5.0, 1.0);
                c.circle(268.0, 80.0, 3.5, "#e8b8b8", 1.0);
                c.circle(304.0, 76.0, 3.5, "#e8b8b8", 1.0);
                c.circle(280.0, 88.0, 13.0, "#9a9a9e", 1.0);
                c.circle(270.0, 76.0, 8.0, "#f0b8c0", 1.0);
                c.circle(290.0, 75.0, 8.0, "#f0b8c0", 1.0);
                c.circle(270.0, 76.0, 4.0, "#c88090", 1.0);
                c.circle(290.0, 75.0, 4.0, "#c88090", 1.0);
                c.circle(275.0, 87.0, 2.4, "#101010", 1.0);
                c.circle(285.0, 86.0, 2.4, "#101010", 1.0);
                c.circle(270.0, 94.0, 2.6, "#e07a8a", 1.0);
                c.path("M273 96q6 7 12 0Z", "#5a1a1a", 1.0);
                c.stroke("M262 94l-10 -3M262 97l-10 2", "#3a3a3a", 1.0, 0.8);
                c.c.end();
                c.c.end();
                // The girl on her stool, elbow on the keys' edge, chin on her hand, one finger on a key.
                c.ellipse(188.0, 508.0, 44.0, 11.0, "#7a3a1a", 1.0);
                c.stroke("M156 512l-8 92M220 512l8 92M188 518v84", "#5a2a12", 7.0, 1.0);
                let girl = Look::new(0, "#c83a2a", "#2a2a3a").hair(Hair::Long, 4).face(Expr::Smile).turn(0.6).gaze(Gaze::Up);
                let sit = Pose {
                    head: (4.0, -72.0),
                    neck: (2.0, -61.0),
                    feet: [(16.0, -3.0), (24.0, -2.0)],
                    ..sit_chair().lowered(22.0)
                };
                figure(c, &sit.child().left_hand((12.0, -42.0), (26.0, -44.0)).right_hand((17.0, -47.0), (11.0, -64.0)), 192.0, 592.0, 310.0, &girl, false);
                c.stroke("M270 452v-14", "#f3cfb1", 5.0, 1.0);
                c.stroke("M248 448L222 420", "#c83a2a", 12.0, 1.0);
                c.ellipse(214.0, 416.0, 10.0, 6.5, "#f3cfb1", 1.0);
                c.stroke("M206 414q8 -4 16 0", "#b07a5a", 1.5, 1.0);
                // The old teacher, asleep upright in the red armchair in front.
                c.path("M-10 600V372Q-10 318 80 318Q170 318 170 372V600Z", "#c0302a", 1.0);
                c.path("M8 600V388Q8 346 80 346Q152 346 152 388V600Z", "#9a2220", 1.0);
                let teacher = Look::new(1, "#4a4070", "#2a2a30").old().hair(Hair::Bald, 5).face(Expr::Asleep).turn(0.15);
                let doze = Pose {
                    head: (-3.0, -68.0),
                    neck: (-1.0, -59.0),
                    hip: (-3.0, -28.0),
                    feet: [(14.0, -2.0), (26.0, -3.0)],
                    ..sit_chair().lowered(22.0)
                };
                figure(c, &doze.right_hand((8.0, -40.0), (16.0, -29.0)).left_hand((-6.0, -40.0), (6.0, -27.0)), 78.0, 648.0, 350.0, &teacher, false);
                c.rect(-10.0, 520.0, 52.0, 90.0, "#c8302a", 1.0);
                c.ellipse(16.0, 520.0, 28.0, 12.0, "#d8403a", 1.0);
                // His snoring mouth and the glasses slipped down his nose.
                c.ellipse(78.0, 447.0, 6.5, 8.5, "#3a0e0e", 1.0);
                c.stroke("M61 437a7 6 0 1 0 14 0a7 6 0 1 0 -14 0M80 437a7 6 0 1 0 14 0a7 6 0 1 0 -14 0M75 436h5M61 435l-10 -8", "#1a1a1a", 2.2, 1.0);
                // The sheet music sliding off his lap.
                c.poly(&[(96.0, 520.0), (150.0, 512.0), (160.0, 568.0), (106.0, 578.0)], "#fbf8ee", 1.0);
                c.stroke("M100 532l50 -8M102 540l50 -8M103 548l50 -8M105 556l50 -8", "#3a3a3a", 1.0, 1.0);
                c.poly(&[(158.0, 548.0), (206.0, 560.0), (196.0, 608.0), (148.0, 596.0)], "#fbf8ee", 1.0);
                c.stroke("M157 560l46 11M155 568l46 11M153 576l46 11M151 584l46 11", "#3a3a3a", 1.0, 1.0);
                c.stroke("M212 548q8 14 2 30M222 560q6 12 0 26", "#fff4d8", 2.5, 0.9);
                c.stroke("M94 360l16 0l-16 16h16M116 326l13 0l-13 13h13M136 298l10 0l-10 10h10", "#fff4d8", 3.5, 1.0);
            },
        ),
        card(
            "The groom climbs the cake",
            (CutPaper, Spring, WormsEye, Absurd),
            ["a towering wedding cake", "the tiny groom climbing it"],
            ("the groom has propped a ladder against the bottom tier", "ladder"),
            ["Determined", "Climb every mountain", "The figurine bride waited at the top, so the tiny groom brought his own ladder"],
            &["wedding cake", "figurines"],
            true,
            "Looking up from the table at a towering cream wedding cake of seven tiers decorated with pink roses. At the top stands a little bride figurine. Far below, a tiny groom figurine in a black suit climbs a ladder propped against the bottom tier.",
            |c| {
                c.drew("table cake cream tier rose bride figurine groom suit ladder wedding");
                let p = c.p;
                // A dim evening hall in deep blue, the chandelier's candles glowing.
                c.c.full("#22304e", 1.0);
                c.stroke("M-10 40Q100 110 200 40T410 40", p.accent2, 6.0, 1.0);
                c.dots(9, 0.0, 400.0, 50.0, 90.0, 7.0, p.accent);
                c.stroke("M340 -10V40M300 70Q340 100 380 70", "#c8a040", 4.0, 1.0);
                for x in [300.0, 340.0, 380.0] {
                    c.rect(x - 4.0, 52.0, 8.0, 18.0, "#fffbea", 1.0);
                    c.path(&format!("M{x} 36q-6 10 0 14q6 -4 0 -14Z"), "#ffd050", 1.0);
                }
                // Seven tiers of warm cream icing, the lowest nearest and
                // tallest, their edges curving up; each sits in the shadow of
                // the rose garland above, its right side in shade.
                let heights = [140.0, 96.0, 70.0, 52.0, 40.0, 32.0, 26.0];
                let widths = [380.0, 296.0, 232.0, 182.0, 142.0, 112.0, 86.0];
                let mut y = 584.0;
                let mut tops = Vec::new();
                for k in 0..7 {
                    let (h, w) = (heights[k], widths[k]);
                    let (x0, x1, bu) = (200.0 - w / 2.0, 200.0 + w / 2.0, w * 0.07);
                    let body = format!("M{x0} {y}Q200 {} {x1} {y}V{}Q200 {} {x0} {}Z", y - 2.0 * bu, y - h, y - h - 2.0 * bu, y - h);
                    c.path(&body, if k % 2 == 0 { "#f8e6c4" } else { "#f4dab4" }, 1.0);
                    c.clip(&body);
                    c.c.rect(x1 - w * 0.24, y - h - 3.0 * bu, w * 0.3, h + 3.0 * bu, "#d8b088", 1.0);
                    c.c.rect(x0 - 4.0, y - h - 3.0 * bu, w * 0.1, h + 3.0 * bu, "#e8c8a0", 1.0);
                    if k > 0 {
                        c.path(&format!("M{x0} {y}Q200 {} {x1} {y}V{}Q200 {} {x0} {}Z", y - 2.0 * bu, y - 14.0, y - 2.0 * bu - 14.0, y - 14.0), "#7a4a3a", 0.55);
                    }
                    c.end();
                    tops.push((x0, w, y - h, bu, h));
                    y -= h;
                }
                // The roses along each tier's rim, strong pink.
                let (mut roses, mut hearts) = (String::new(), String::new());
                for &(x0, w, yt, bu, h) in &tops {
                    let n = ((w / 30.0) as usize).max(3);
                    let r = 5.0 + h / 16.0;
                    c.path(&format!("M{x0} {}Q200 {} {} {}V{}Q200 {} {x0} {}Z", yt + 3.0, yt - 2.0 * bu + 3.0, x0 + w, yt + 3.0, yt + 3.0 + r * 0.6, yt - 2.0 * bu + 3.0 + r * 0.6, yt + 3.0 + r * 0.6), "#fff4e0", 1.0);
                    for j in 0..=n {
                        let t = j as f64 / n as f64;
                        let x = x0 + w * t;
                        let yy = yt - 4.0 * bu * t * (1.0 - t) + 2.0;
                        let _ = write!(roses, "M{:.0} {:.0}a{r:.0} {r:.0} 0 1 0 {:.0} 0a{r:.0} {r:.0} 0 1 0 {:.0} 0", x - r, yy, 2.0 * r, -2.0 * r);
                        let q = r * 0.5;
                        let _ = write!(hearts, "M{:.0} {:.0}a{q:.0} {q:.0} 0 1 0 {:.0} 0a{q:.0} {q:.0} 0 1 0 {:.0} 0", x - r * 0.2 - q, yy - 1.0, 2.0 * q, -2.0 * q);
                    }
                }
                c.path(&roses, "#e0407a", 1.0);
                c.path(&hearts, "#ff9ac0", 1.0);
                // The bride figurine on top in her white dress and long veil.
                let bride = Look::new(0, "#ffffff", "#ffffff").hair(Hair::Long, 3).face(Expr::Smile);
                c.path(&format!("M196 {}q-34 40 -22 96l30 -6Z", y - 92.0), "#ffffff", 0.85);
                figure(c, &stand().dress(22.0, -2.0).right_hand((12.0, -64.0), (22.0, -84.0)), 200.0, y - 4.0, 96.0, &bride, false);
                c.circle(188.0, y - 40.0, 7.0, p.accent, 1.0);
                // The table in front, the ladder, and the little groom in his
                // dark suit climbing it, looking up.
                c.c.rect(-10.0, 574.0, 420.0, 40.0, "#7a3a52", 1.0);
                c.stroke("M-10 578q10 10 20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0", "#f8e6c4", 4.0, 1.0);
                crate::second::things::ladder(c, 58.0, 604.0, 104.0, 424.0, 50.0, "#6a3a1a");
                let groom = Look::new(3, "#141418", "#141418").face(Expr::Worry).turn(0.5);
                let climb = Pose {
                    knees: [(-6.0, -30.0), (8.0, -22.0)],
                    feet: [(-4.0, -6.0), (10.0, 0.0)],
                    ..reach()
                };
                figure_unshadowed(c, &climb, 84.0, 548.0, 180.0, &groom, false);
            },
        ),
        card(
            "The face in the cliff",
            (GoldTempera, Autumn, TinyInHuge, Eerie),
            ["climbers on a cliff", "a giant stone face"],
            ("the stone eye has opened and turned to look at the nearest climber", "eye"),
            ["Being watched", "The walls have eyes", "The climbers thought the cliff was only shaped like a face, until its eye moved"],
            &["stone face", "climbers"],
            true,
            "A towering cliff of weathered stone under a gold sky, carved with an enormous face lit from the left: a heavy brow, a long nose shading its cheek, closed lips, one eye shut. A small climber on a rope stands on its brow, and autumn bushes grow from the cracks. The other stone eye has opened, huge and alive, pebbles still falling from its lid, and looks down at the climber hanging on his rope right below it, who freezes with his face turned up to it.",
            |c| {
                c.drew("cliff rock stone face brow nose lip climber rope eye cheek bush crack sky pebble lid bird");
                c.sky(70.0);
                bird(c, 292.0, 30.0, 22.0, "#3a2a1a");
                bird(c, 326.0, 46.0, 15.0, "#3a2a1a");
                // The cliff, lit from the upper left and darkening down and to the right.
                let (lit, shade, deep) = ("#e0c69c", "#5e4432", "#2a1a10");
                let rock = c.lin(&[(0.0, "#b89a70", 1.0), (0.5, "#8a6a4a", 1.0), (1.0, "#4a3222", 1.0)], 0.0, 0.0, 0.8, 1.0);
                c.path("M-10 62Q70 42 150 58Q240 34 320 54Q370 42 410 60V610H-10Z", &rock, 1.0);
                c.stroke("M-10 62Q70 42 150 58Q240 34 320 54Q370 42 410 60", lit, 7.0, 1.0);
                c.glow(130.0, 110.0, 150.0, "#f0dcb0", 0.45);
                // Weathered strata and the shadow past the jaw.
                c.stroke("M-10 100q100 -12 200 2t220 -6M-10 124q60 -6 120 0M250 112q80 -8 160 0M-10 560q80 10 170 -4", shade, 3.0, 0.35);
                c.path("M370 250Q372 430 290 520Q250 556 196 572V610H410V240Z", deep, 0.4);
                c.stroke("M18 250Q16 420 100 520Q190 600 290 520Q372 430 370 250", deep, 6.0, 0.5);
                // The sockets sunk in the brow's shadow.
                c.ellipse(84.0, 224.0, 80.0, 46.0, shade, 0.8);
                c.ellipse(278.0, 230.0, 94.0, 58.0, deep, 0.9);
                // The heavy brow, its top catching the light.
                c.path("M-10 150Q60 116 150 148Q186 160 222 148Q300 112 410 144V180Q300 150 222 184Q186 196 150 184Q70 152 -10 184Z", "#a88a62", 1.0);
                c.path("M-10 150Q60 116 150 148Q186 160 222 148Q300 112 410 144V156Q300 128 222 162Q186 172 150 162Q70 134 -10 164Z", lit, 1.0);
                c.stroke("M-10 184Q70 152 150 184Q186 196 222 184Q300 150 410 180", deep, 5.0, 0.8);
                // The shut eye: a carved lid with its crease.
                c.path("M18 224Q84 186 152 226Q84 250 18 224Z", "#b49268", 1.0);
                c.stroke("M30 214Q84 192 140 216", lit, 5.0, 0.8);
                c.stroke("M18 224Q84 252 152 226", deep, 6.0, 1.0);
                // The nose: its ridge lit on the left, its flank in shade casting a
                // shadow on the right cheek, its tip round, dark nostrils under it.
                c.path("M206 196Q226 300 244 378Q276 384 296 362Q252 300 206 196Z", deep, 0.35);
                c.path("M166 186Q160 300 136 372Q160 392 186 390L190 186Z", lit, 1.0);
                c.path("M190 186L186 390Q216 396 240 376Q216 300 208 186Z", shade, 1.0);
                c.ellipse(184.0, 370.0, 26.0, 18.0, "#c4a47a", 0.7);
                c.ellipse(176.0, 366.0, 12.0, 8.0, lit, 0.6);
                c.path("M140 398Q186 420 240 396Q232 424 188 428Q146 424 140 398Z", deep, 0.55);
                c.ellipse(166.0, 396.0, 11.0, 5.0, deep, 1.0);
                c.ellipse(210.0, 396.0, 11.0, 5.0, deep, 1.0);
                c.stroke("M136 372Q124 392 150 402M240 376Q252 392 226 402", shade, 4.0, 0.9);
                // Cheeks, folds and lips: the upper lip in shade, the lower lit.
                c.glow(76.0, 330.0, 80.0, "#f0dcb0", 0.5);
                c.stroke("M132 408Q98 430 96 474M246 408Q280 430 280 474", shade, 6.0, 0.7);
                c.stroke("M126 406Q92 430 90 474", lit, 3.0, 0.6);
                c.path("M96 468Q140 440 188 454Q236 440 280 468Q236 476 188 472Q140 476 96 468Z", "#6a4a32", 1.0);
                c.path("M96 468Q188 480 280 468Q254 508 188 512Q122 508 96 468Z", "#c4a278", 1.0);
                c.stroke("M132 486Q188 498 244 486", lit, 6.0, 0.8);
                c.stroke("M96 468Q140 476 188 472Q236 476 280 468", deep, 5.0, 1.0);
                c.path("M112 508Q188 532 264 508Q240 534 188 538Q136 534 112 508Z", deep, 0.5);
                c.glow(176.0, 566.0, 60.0, lit, 0.5);
                // Carved cracks with a lit lip along them.
                let cracks = "M24 80l20 40l-8 30M120 260l-14 40l8 30M30 420l24 56l-8 40M330 560l-20 40M250 70l-10 30M160 560l-12 40";
                c.stroke(cracks, lit, 3.0, 0.5);
                c.g_at(2.0, 1.5, 1.0);
                c.stroke(cracks, deep, 3.0, 0.8);
                c.end();
                // Autumn bushes in the cracks.
                for (x, y, r) in [(24.0, 120.0, 18.0), (384.0, 116.0, 16.0), (22.0, 520.0, 20.0), (140.0, 584.0, 15.0)] {
                    c.circle(x, y, r, "#c85a1a", 1.0);
                    c.circle(x + r * 0.7, y + r * 0.3, r * 0.7, "#e8902a", 1.0);
                    c.circle(x - r * 0.6, y + r * 0.4, r * 0.6, "#a83a14", 1.0);
                }
                // The eye that opened, huge and alive: glowing in its torn socket, the
                // white wet, the iris rolled down and round to the climber below.
                c.glow(278.0, 232.0, 120.0, "#fff0b8", 0.8);
                let eye = "M194 232Q270 164 364 232Q270 292 194 232Z";
                c.path(eye, "#fffaf0", 1.0);
                c.clip(eye);
                c.path("M194 232Q270 164 364 232Q270 196 194 232Z", "#c8b49a", 0.9);
                let iris = c.rad(&[(0.0, "#f8d868", 1.0), (0.6, "#d88a18", 1.0), (1.0, "#6a3408", 1.0)], 0.5, 0.5, 0.5);
                c.circle(298.0, 246.0, 34.0, &iris, 1.0);
                c.circle(303.0, 252.0, 15.0, "#0a0604", 1.0);
                c.circle(288.0, 236.0, 8.0, "#ffffff", 1.0);
                c.end();
                c.stroke("M214 226q16 6 26 0M226 244q14 -2 22 6", "#d84a3a", 1.6, 0.8);
                c.stroke("M206 242Q270 286 350 240", "#bfe8ff", 3.0, 0.9);
                c.stroke("M194 232Q270 292 364 232", deep, 4.0, 1.0);
                // The stone lid, cracked as it rolled back.
                c.path("M184 230Q270 148 374 230Q270 176 184 230Z", "#c4a47a", 1.0);
                c.stroke("M196 216Q270 154 362 216", lit, 4.0, 0.9);
                c.stroke("M190 232Q270 166 368 232", deep, 7.0, 1.0);
                c.stroke("M226 196l-8 -14M262 180l-2 -14M300 182l6 -14M334 198l10 -10", deep, 2.5, 1.0);
                // Pebbles and dust falling from the lid past the climber's face.
                let mut pebbles = String::new();
                for (x, y, r) in [(232.0, 280.0, 6.0), (262.0, 306.0, 5.0), (240.0, 340.0, 5.5), (286.0, 330.0, 4.0), (256.0, 380.0, 4.5), (300.0, 296.0, 5.0), (226.0, 312.0, 3.5), (276.0, 420.0, 4.0)] {
                    let _ = write!(pebbles, "M{x:.0} {y:.0}m-{r}-{r}h{d}l-2 {d}h-{d}Z", d = r * 2.0);
                }
                c.stroke("M232 272v-16M262 298v-16M240 332v-16M286 322v-12M256 372v-14M300 288v-14M276 412v-14", "#fff2c8", 2.0, 0.6);
                c.path(&pebbles, "#e8d4a8", 1.0);
                c.stroke(&pebbles, deep, 1.5, 1.0);
                // The small climber on the brow, roped from above, for scale.
                let climb = Pose {
                    head: (2.0, -90.0),
                    neck: (1.0, -80.0),
                    hip: (-2.0, -48.0),
                    knees: [(-10.0, -26.0), (14.0, -38.0)],
                    feet: [(-4.0, -2.0), (20.0, -16.0)],
                    elbows: [(-8.0, -100.0), (10.0, -96.0)],
                    hands: [(0.0, -118.0), (2.0, -106.0)],
                    ..stand()
                };
                let ropes = "M96 -10V60M372 -10L338 298Q334 440 352 610";
                c.stroke(ropes, deep, 6.0, 0.9);
                c.stroke(ropes, "#fff6dc", 3.5, 1.0);
                let two = Look::new(3, c.p.cloth[1], "#2a3a5a").hair(Hair::Long, 0).face(Expr::Worry).turn(0.6).wear(Hat::Knitted, "#2a6ab0");
                figure(c, &climb, 96.0, 140.0, 72.0, &two, false);
                // The nearest climber, hanging right under the eye, frozen with his
                // face turned up to it.
                let frozen = Pose {
                    head: (-4.0, -88.0),
                    neck: (-1.0, -78.0),
                    hip: (2.0, -46.0),
                    knees: [(-16.0, -26.0), (10.0, -24.0)],
                    feet: [(-22.0, -4.0), (6.0, 0.0)],
                    elbows: [(0.0, -100.0), (16.0, -96.0)],
                    hands: [(6.0, -116.0), (8.0, -106.0)],
                    ..stand()
                };
                let near = Look::new(0, "#d8281a", "#2a2a3a").hair(Hair::Short, 4).face(Expr::Shock).turn(-0.5).tilt(-22.0).gaze(Gaze::Side(-1.0)).wear(Hat::Cap, "#f0c020");
                figure(c, &frozen, 322.0, 628.0, 284.0, &near, false);
            },
        ),
        card(
            "The boot with a fish in it",
            (Pastel, Sea, EyeLevel, Funny),
            ["a grandfather and granddaughter fishing", "her catch"],
            ("she has caught an old boot with a fish living in it", "boot"),
            ["Proud", "One man's trash is another man's treasure", "Grandfather caught nothing all morning; she caught a boot, and a fish came with it"],
            &["fishing", "old boot"],
            true,
            "A small rowing boat on a calm sea in the morning sun, a gull overhead. An old man in a cap, a pipe drooping from his mouth, holds his rod and stares deadpan at its empty line and bare hook. Beside him a girl throws her head back laughing, one fist in the air, and holds up her rod, on which hangs a big dripping old boot with its laces, and living in it a big orange fish that leans out of the top with one fin on the rim, its tail curled up behind.",
            |c| {
                c.drew("rowing boat sea pipe rod line boot fish sun gull lace morning cap mouth hook fist fin tail rim");
                let p = c.p;
                c.sky(300.0);
                // The morning sun high on the right, and its path on the water.
                c.soft();
                c.glow(318.0, 120.0, 130.0, "#fff0b0", 0.8);
                c.end();
                c.circle(318.0, 120.0, 34.0, "#fff6d0", 1.0);
                // A far headland on the horizon, then the calm sea.
                c.path("M-10 300Q40 270 110 284Q150 276 190 300Z", "#8ab0b8", 1.0);
                c.sea(300.0, "#8ccad6", "#2a6a8a");
                c.stroke("M280 318h70M262 336h100M290 356h60M250 380h110", "#fff6d0", 4.0, 0.6);
                c.stroke("M20 330h40M90 350h30M30 400h50M330 560h50M20 580h60", "#e8f8ff", 2.0, 0.5);
                bird(c, 96.0, 110.0, 44.0, "#ffffff");
                bird(c, 140.0, 150.0, 22.0, "#f4fbff");
                // The far rim of the boat, seen inside.
                c.path("M22 452Q200 424 384 440L372 466Q200 452 34 476Z", "#6a3020", 1.0);
                // The girl, big and near, head thrown back laughing, one fist
                // punching the air and the other hand holding her rod up high.
                let girl = Look::new(1, p.accent, p.accent2).hair(Hair::Bun, 4).face(Expr::Laugh).turn(0.3).tilt(-8.0).grip();
                let cheer = Pose {
                    head_r: 10.5,
                    elbows: [(-25.0, -72.0), (15.0, -88.0)],
                    hands: [(-24.0, -92.0), (14.0, -104.0)],
                    ..stand().child()
                };
                figure(c, &cheer, 116.0, 548.0, 320.0, &girl, false);
                // Grandfather sits on the thwart, turned away to his own rod,
                // staring deadpan at his empty line.
                let man = Look::new(1, "#3a5a7a", "#3a3a3a").old().beard().face(Expr::Deadpan).turn(0.7).grip().wear(Hat::Cap, "#5a4a3a");
                let sit = Pose {
                    head_r: 8.2,
                    knees: [(13.0, -2.0), (14.0, -1.0)],
                    feet: [(9.0, 14.0), (12.0, 13.0)],
                    ..sit_edge().hat().right_hand((8.0, -16.0), (18.0, -22.0)).left_hand((4.0, -14.0), (13.0, -18.0))
                };
                figure(c, &sit, 290.0, 470.0, 380.0, &man, false);
                // His rod, its line hanging straight down to a bare hook.
                c.stroke("M344 402L378 194", "#5a3a1a", 4.5, 1.0);
                c.stroke("M377 198V400", "#f8f8f8", 2.5, 1.0);
                c.stroke("M377 398v14q0 12 -11 12q-10 0 -10 -10", "#f8fbff", 4.5, 1.0);
                // His pipe, and a curl of smoke.
                c.stroke("M316 338l14 16", "#3a2418", 4.5, 1.0);
                c.path("M324 350h14v15q-7 4 -14 0Z", "#5a3018", 1.0);
                c.stroke("M331 344q-8 -12 2 -22", "#ffffff", 3.0, 0.6);
                // The hull in front, with a shadow in the water.
                c.ellipse(204.0, 548.0, 200.0, 22.0, "#1a4a6a", 0.6);
                c.path("M14 446Q200 470 392 436Q384 500 340 540Q200 558 70 540Q30 500 14 446Z", "#a85a3a", 1.0);
                c.stroke("M14 446Q200 470 392 436", "#d88a5a", 7.0, 1.0);
                c.stroke("M40 492Q200 510 372 484M62 522Q200 538 350 516", "#7a3a22", 3.0, 0.8);
                c.stroke("M30 560q30 -8 60 0M300 566q30 -8 60 0", "#e8f8ff", 3.0, 0.7);
                // Her rod, bent by the catch: a big old boot hooked by its
                // pull loop, with its laces, and a big orange fish living in
                // it, leaning out of the top with a fin on the rim, dripping.
                c.stroke("M163 262Q128 120 156 26", "#5a3a1a", 4.5, 1.0);
                c.stroke("M156 26L162 126", "#f8f8f8", 1.8, 1.0);
                c.g("transform=\"translate(0 14) rotate(-10 214 170)\"");
                c.stroke("M178 122q-18 -2 -18 -12q0 -10 18 -4", "#2a1a10", 4.0, 1.0);
                c.path("M176 110h74v82q0 12 16 16l34 10q18 6 18 24v8h-142Z", "#4a3220", 1.0);
                c.path("M176 110h74v14h-74Z", "#2a1a10", 1.0);
                c.ellipse(213.0, 110.0, 37.0, 7.0, "#1a1008", 1.0);
                let (gold, ink) = ("#ff9a1a", "#5a1e08");
                // Its forked tail curled up out of the back of the shaft.
                let tail = "M194 114Q184 92 160 78L178 74L170 50Q196 72 204 110Z";
                c.path(tail, "#ffc04a", 1.0);
                c.stroke(tail, ink, 3.5, 1.0);
                c.stroke("M192 100l-18 -16M196 96l-14 -30", "#e07010", 2.5, 1.0);
                // The head, pointed to its pouting mouth, a fin along its back.
                let body = "M198 116C194 82 206 58 232 50C260 44 286 54 300 70C290 84 270 94 250 98L252 116Z";
                let back = "M214 62Q224 30 262 46Q244 42 232 52Z";
                c.path(back, "#ffc04a", 1.0);
                c.stroke(back, ink, 3.0, 1.0);
                c.path(body, gold, 1.0);
                c.stroke(body, ink, 4.0, 1.0);
                c.path("M250 98C270 94 288 84 298 74L276 76Q264 90 246 92Z", "#ffe0a0", 1.0);
                c.stroke("M232 60q-14 24 0 50", ink, 4.0, 1.0);
                c.path("M298 64q10 2 8 8q-2 8 -10 6Z", "#e04a3a", 1.0);
                c.stroke("M298 64q10 2 8 8q-2 8 -10 6", ink, 2.5, 1.0);
                c.circle(262.0, 64.0, 14.0, ink, 1.0);
                c.circle(262.0, 64.0, 11.0, "#ffffff", 1.0);
                c.circle(266.0, 64.0, 6.0, "#101010", 1.0);
                c.circle(268.0, 61.0, 2.0, "#ffffff", 1.0);
                c.path("M176 110q37 12 74 0v8q-37 12 -74 0Z", "#3a2616", 1.0);
                let fin = "M240 102Q270 98 284 124Q264 130 244 120Z";
                c.path(fin, gold, 1.0);
                c.stroke(fin, ink, 3.5, 1.0);
                c.rect(174.0, 240.0, 146.0, 12.0, "#241410", 1.0);
                c.stroke("M250 130l-40 12l40 12l-40 12l40 12l-40 12", "#e8d8a8", 3.5, 1.0);
                for y in [130.0, 154.0, 178.0] {
                    c.circle(250.0, y, 3.0, "#c8b080", 1.0);
                }
                c.stroke("M210 196q-14 10 -8 26M210 196q10 14 4 28", "#e8d8a8", 3.0, 1.0);
                c.stroke("M184 140q4 40 0 90", "#6a4a30", 4.0, 0.7);
                c.end();
                for (x, y) in [(196.0, 270.0), (238.0, 290.0), (286.0, 266.0), (214.0, 318.0)] {
                    c.path(&format!("M{x} {y}q-6 12 0 15q6 -3 0 -15Z"), "#d8f4ff", 1.0);
                }
            },
        ),
    ]
}

/// A child's hand in a yellow sleeve pinching the edge of a leaf at (x, y),
/// the arm coming in from the left (from the right when `flip`), turned by
/// `rot` degrees: `back` draws the sleeve's cuff, palm and thumb (under the leaf),
/// otherwise the four short fingers curled over its top.
fn child_hand(c: &mut super::scene::Ctx, x: f64, y: f64, rot: f64, flip: bool, back: bool) {
    let f = if flip { -1.0 } else { 1.0 };
    c.g(&format!(
        "transform=\"translate({x:.1} {y:.1}) rotate({rot:.1}) scale({:.2} 1.25)\"",
        f * 1.25
    ));
    let (skin, line) = (SKIN[1], "#c06a5a");
    if back {
        // The cuff of a yellow raincoat's sleeve (the sleeve itself is the
        // card's to draw, from the shoulder).
        c.path(
            "M-60 -38Q-48 0 -60 38L-46 38Q-34 0 -46 -38Z",
            "#e0a010",
            1.0,
        );
        c.path(
            "M-48 -24Q-20 -30 0 -26Q26 -22 30 0Q28 22 4 26Q-24 28 -48 22Z",
            skin,
            1.0,
        );
    } else {
        c.stroke("M2 18Q24 32 46 24", line, 18.0, 1.0);
        c.stroke("M2 18Q24 32 46 24", skin, 14.0, 1.0);
        c.stroke("M40 22l4 5", line, 2.0, 0.9);
        for (k, (x0, y0, x1, y1)) in [
            (18.0, -22.0, 42.0, -14.0),
            (24.0, -12.0, 50.0, -4.0),
            (24.0, -1.0, 50.0, 6.0),
            (18.0, 9.0, 40.0, 14.0),
        ]
        .iter()
        .enumerate()
        {
            let w = if k == 3 { 11.0 } else { 13.0 };
            let d = format!(
                "M{x0} {y0}Q{:.0} {:.0} {x1} {y1}",
                (x0 + x1) / 2.0 + 2.0,
                (y0 + y1) / 2.0 - 6.0
            );
            c.stroke(&d, line, w + 4.0, 1.0);
            c.stroke(&d, skin, w, 1.0);
            c.stroke(
                &format!("M{:.0} {:.0}l3 2", x1 - 4.0, y1 - 3.0),
                "#ffeedd",
                2.5,
                0.9,
            );
        }
        c.stroke("M-4 -18q10 -4 18 -2", line, 2.0, 0.7);
    }
    c.end();
}

/// A frog sitting up in a waistcoat, bottom at (x, y), scaled by `s` (1 is
/// 100 tall), facing right (or left when `flip`), grinning: `arm` 0 holds
/// both hands out to pour, 1 lifts a cup, 2 laughs with its eyes shut.
fn frog(c: &mut super::scene::Ctx, x: f64, y: f64, s: f64, coat: &str, flip: bool, arm: u8) {
    c.drew("frog waistcoat");
    let f = if flip { -1.0 } else { 1.0 };
    c.g(&format!(
        "transform=\"translate({x:.1} {y:.1}) scale({:.3} {:.3})\"",
        f * s,
        s
    ));
    let g = "#86d04a";
    c.ellipse(-14.0, -14.0, 26.0, 14.0, "#4a9a34", 1.0);
    c.ellipse(6.0, -3.0, 20.0, 5.0, "#4a9a34", 1.0);
    c.ellipse(0.0, -40.0, 24.0, 32.0, g, 1.0);
    c.ellipse(5.0, -38.0, 13.0, 22.0, "#e8f8b0", 1.0);
    c.path(
        "M-22 -58Q-8 -70 0 -64L8 -24L-6 -12Q-24 -16 -24 -40Z",
        coat,
        1.0,
    );
    c.path("M20 -64Q26 -50 24 -30L14 -20L12 -60Z", coat, 1.0);
    c.circle(4.0, -44.0, 2.4, "#f4c430", 1.0);
    c.circle(6.0, -30.0, 2.4, "#f4c430", 1.0);
    c.ellipse(4.0, -78.0, 30.0, 19.0, g, 1.0);
    c.circle(-8.0, -94.0, 11.0, g, 1.0);
    c.circle(17.0, -94.0, 11.0, g, 1.0);
    if arm == 2 {
        c.stroke("M-14 -94q6 -7 12 0M11 -94q6 -7 12 0", "#101010", 3.0, 1.0);
    } else {
        c.circle(-7.0, -95.0, 7.5, "#ffffff", 1.0);
        c.circle(18.0, -95.0, 7.5, "#ffffff", 1.0);
        c.circle(-4.0, -94.0, 4.0, "#101010", 1.0);
        c.circle(21.0, -94.0, 4.0, "#101010", 1.0);
    }
    c.path("M-14 -78q18 18 44 -2q-20 8 -44 2Z", "#3a1a1a", 1.0);
    c.circle(-16.0, -74.0, 4.5, "#f08aa0", 0.7);
    match arm {
        0 => c.stroke("M16 -56q6 4 8 12M-12 -54q18 10 28 6", g, 8.0, 1.0),
        1 => {
            c.stroke("M16 -54q22 6 20 -26", g, 8.0, 1.0);
            c.path("M28 -78v-14h18v14Z", "#f4f4f4", 1.0);
            c.stroke("M28 -88h18", "#e04a4a", 2.5, 1.0);
        }
        _ => c.stroke("M16 -54q12 14 -2 24", g, 8.0, 1.0),
    }
    c.end();
}

/// A mole sitting up, bottom at (x, y), `h` tall, facing right (left when
/// `flip`), looking up in shock when `up`.
fn mole(c: &mut super::scene::Ctx, x: f64, y: f64, h: f64, flip: bool, up: bool) {
    c.drew("mole");
    let f = if flip { -1.0 } else { 1.0 };
    c.g(&format!(
        "transform=\"translate({x:.1} {y:.1}) scale({:.3} {:.3})\"",
        f * h / 100.0,
        h / 100.0
    ));
    let fur = "#3a3440";
    c.ellipse(0.0, -40.0, 34.0, 42.0, fur, 1.0);
    c.ellipse(-4.0, -34.0, 18.0, 26.0, "#5a5260", 1.0);
    let (hx, hy) = if up { (12.0, -92.0) } else { (16.0, -82.0) };
    c.circle(hx, hy, 24.0, fur, 1.0);
    let (sx, sy) = if up {
        (hx + 22.0, hy - 14.0)
    } else {
        (hx + 26.0, hy + 2.0)
    };
    c.ellipse(sx, sy, 10.0, 7.0, "#f0a0a8", 1.0);
    if up {
        c.circle(hx + 4.0, hy - 10.0, 6.0, "#ffffff", 1.0);
        c.circle(hx + 6.0, hy - 11.0, 3.0, "#101010", 1.0);
        c.ellipse(hx + 14.0, hy + 6.0, 4.0, 6.0, "#4a1414", 1.0);
    } else {
        c.circle(hx + 8.0, hy - 6.0, 2.5, "#101010", 1.0);
        c.stroke(
            &format!("M{} {}q6 4 12 0", hx + 8.0, hy + 8.0),
            "#101010",
            2.0,
            1.0,
        );
    }
    c.stroke(
        &format!("M{} {}l18 -4M{} {}l18 4", sx, sy, sx, sy),
        "#d8d0c8",
        1.2,
        0.9,
    );
    let hand = if up {
        "M20 -60l14 -20"
    } else {
        "M20 -50l22 -6"
    };
    c.stroke(hand, fur, 10.0, 1.0);
    c.ellipse(
        if up { 36.0 } else { 44.0 },
        if up { -82.0 } else { -56.0 },
        9.0,
        7.0,
        "#f0a0a8",
        1.0,
    );
    c.ellipse(16.0, -2.0, 16.0, 6.0, "#f0a0a8", 1.0);
    c.end();
}

/// A mouse's head `s` times 1, nose at about (x, y + 12 s): round ears, eyes, whiskers.
fn mouse_head(c: &mut super::scene::Ctx, x: f64, y: f64, s: f64) {
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

/// A big lacy snowflake of radius `r` at (x, y), one arm pointing straight
/// down: six feathered arms round a hexagonal heart, glowing softly.
fn big_flake(c: &mut super::scene::Ctx, x: f64, y: f64, r: f64) {
    c.soft();
    c.glow(x, y, r * 1.25, "#dfe8ff", 0.45);
    c.end();
    let mut d = String::new();
    let mut hex = String::new();
    for k in 0..6 {
        let a = (90.0 + k as f64 * 60.0_f64).to_radians();
        let (ux, uy) = (a.cos(), a.sin());
        let (vx, vy) = (-uy, ux);
        let pt = |t: f64, s: f64| {
            format!(
                "{:.1} {:.1}",
                x + (ux * t + vx * s) * r,
                y + (uy * t + vy * s) * r
            )
        };
        d.push_str(&format!("M{}L{}", pt(0.0, 0.0), pt(1.0, 0.0)));
        for (t, l) in [(0.38, 0.24), (0.6, 0.3), (0.8, 0.18)] {
            d.push_str(&format!(
                "M{}L{}L{}",
                pt(t + l * 0.8, l * 0.7),
                pt(t, 0.0),
                pt(t + l * 0.8, -l * 0.7)
            ));
        }
        hex.push_str(&format!(
            "{}{}",
            if k == 0 { "M" } else { "L" },
            pt(0.2, 0.0)
        ));
    }
    hex.push('Z');
    c.stroke(&d, "#b8c8ec", r * 0.11, 0.6);
    c.stroke(&d, "#ffffff", r * 0.06, 1.0);
    c.path(&hex, "#ffffff", 0.9);
    c.stroke(&hex, "#b8c8ec", r * 0.03, 1.0);
}

/// A six-armed snowflake of radius `r` at (x, y).
fn snowflake(c: &mut super::scene::Ctx, x: f64, y: f64, r: f64) {
    let mut d = String::new();
    for k in 0..3 {
        let a = k as f64 * std::f64::consts::PI / 3.0;
        let (dx, dy) = (r * a.cos(), r * a.sin());
        d.push_str(&format!(
            "M{:.1} {:.1}L{:.1} {:.1}",
            x - dx,
            y - dy,
            x + dx,
            y + dy
        ));
    }
    c.stroke(&d, "#ffffff", r * 0.28, 1.0);
}

/// A pine seen from straight above at (x, y), `r` across its lowest
/// boughs: stars of needles, lighter towards the top, snow caught in them,
/// and a long shadow thrown up the card.
fn pine_above(c: &mut super::scene::Ctx, x: f64, y: f64, r: f64) {
    let star = |r: f64, turn: f64| {
        let mut pts = Vec::new();
        for k in 0..18 {
            let a = (k as f64 * 20.0 + turn).to_radians();
            let rr = if k % 2 == 0 { r } else { r * 0.74 };
            pts.push((x + a.cos() * rr, y + a.sin() * rr));
        }
        pts
    };
    c.ellipse(x + 10.0, y - r * 0.9, r * 0.7, r * 1.3, "#8a9cb8", 0.45);
    for (k, (f, col)) in [(1.0, "#1e4632"), (0.72, "#2c6044"), (0.44, "#3e7a52")]
        .iter()
        .enumerate()
    {
        let pts = star(r * f, k as f64 * 9.0);
        c.poly(&pts, col, 1.0);
    }
    c.circle(x - r * 0.3, y - r * 0.2, r * 0.16, "#ffffff", 1.0);
    c.circle(x + r * 0.35, y + r * 0.25, r * 0.13, "#ffffff", 1.0);
    c.circle(x, y, r * 0.1, "#4a3020", 1.0);
}

/// Leaves of one colour, each (x, y, half length, angle in radians), in one path.
fn leaves(c: &mut super::scene::Ctx, ls: &[(f64, f64, f64, f64)], col: &str) {
    let mut d = String::new();
    for &(x, y, s, a) in ls {
        let (ca, sa) = (a.cos() * s, a.sin() * s);
        d.push_str(&format!(
            "M{:.0} {:.0}Q{:.0} {:.0} {:.0} {:.0}Q{:.0} {:.0} {:.0} {:.0}Z",
            x - ca,
            y - sa,
            x - sa * 0.8,
            y + ca * 0.8,
            x + ca,
            y + sa,
            x + sa * 0.8,
            y - ca * 0.8,
            x - ca,
            y - sa
        ));
    }
    c.path(&d, col, 1.0);
}

/// A snow angel seen from above, about 400 tall, centred on its middle:
/// fanned wings swept by the arms (scalloped like feathers if `feathers`)
/// and a fanned skirt, pressed into the snow as a dent lit from the top
/// left, with no line round it: a `floor`, the wall under the far rim in
/// soft blue shade `wall`, `deep` wide, and the near wall catching the light.
fn snow_angel(c: &mut super::scene::Ctx, feathers: bool, wall: &str, floor: &str, deep: f64) {
    c.drew("angel imprint wing");
    let mut all = String::from("M-34 -110H34L112 168Q0 206 -112 168ZM0 -186a36 36 0 1 1 -.1 0Z");
    let mut sweeps = String::new();
    for m in [-1.0f64, 1.0] {
        let (cx, cy, r) = (28.0 * m, -100.0, 150.0);
        // Clockwise on screen for both wings, so the shapes fill as one.
        let (a0, a1) = if m < 0.0 {
            (150.0f64, 252.0f64)
        } else {
            (-72.0, 30.0)
        };
        let n = 7;
        let pt = |a: f64, rr: f64| {
            (
                cx + rr * a.to_radians().cos(),
                cy + rr * a.to_radians().sin(),
            )
        };
        let (sx, sy) = pt(a0, r);
        all.push_str(&format!("M{cx:.0} {cy:.0}L{sx:.0} {sy:.0}"));
        for i in 0..n {
            let (aa, ab) = (
                a0 + (a1 - a0) * i as f64 / n as f64,
                a0 + (a1 - a0) * (i + 1) as f64 / n as f64,
            );
            let bulge = if feathers { 1.16 } else { 1.03 };
            let (qx, qy) = pt((aa + ab) / 2.0, r * bulge);
            let (ex, ey) = pt(ab, r);
            all.push_str(&format!("Q{qx:.0} {qy:.0} {ex:.0} {ey:.0}"));
            if i > 0 {
                let (fx, fy) = pt(aa, r * 0.96);
                let (gx, gy) = pt(aa, r * 0.5);
                sweeps.push_str(&format!("M{gx:.0} {gy:.0}L{fx:.0} {fy:.0}"));
            }
        }
        all.push('Z');
    }
    // A dent, not a drawing: the floor, then inside its edge the wall
    // under the far (upper left) rim in shade fading into the floor, and
    // the near wall catching the light; no line round it.
    c.path(&all, floor, 1.0);
    c.clip(&all);
    c.soft();
    c.g_blur(deep * 0.45, 1.0);
    c.path(&all, wall, 1.0);
    c.g(&format!(
        "transform=\"translate({} {})\"",
        Num(deep),
        Num(deep * 1.2)
    ));
    c.path(&all, floor, 1.0);
    c.end();
    c.stroke(&sweeps, wall, deep * 0.3, 0.35);
    c.end();
    c.g_blur(deep * 0.3, 0.85);
    c.g(&format!(
        "transform=\"translate({} {})\"",
        Num(-deep * 0.55),
        Num(-deep * 0.65)
    ));
    c.stroke(&all, "#ffffff", deep * 0.7, 1.0);
    c.end();
    c.end();
    c.end();
    c.end();
}

/// A red woollen glove with its cuff at (x, y), pointing up, turned `rot`
/// degrees, `s` = 1 for a hand 60 wide: empty and open as if waving, its
/// fat fingers spread, the thumb out, a ribbed cuff, all outlined in `ink`.
fn glove(c: &mut super::scene::Ctx, x: f64, y: f64, s: f64, rot: f64, col: &str, ink: &str) {
    c.g(&format!(
        "transform=\"translate({x} {y}) rotate({rot}) scale({s})\""
    ));
    let fingers = "M-21 -70L-36 -126M-7 -74L-12 -146M7 -74L12 -146M21 -70L36 -122M-24 -30L-58 -64";
    let palm = "M-28 0C-32 -30 -32 -56 -26 -76H26C32 -52 32 -26 26 0Z";
    c.stroke(fingers, ink, 26.0, 1.0);
    c.path(palm, ink, 1.0);
    c.stroke(palm, ink, 6.0, 1.0);
    c.rect(-34.0, -6.0, 68.0, 50.0, ink, 1.0);
    c.stroke(fingers, col, 19.0, 1.0);
    c.path(palm, col, 1.0);
    c.path(
        "M26 -76C32 -52 32 -26 26 0H14C20 -26 20 -52 16 -76Z",
        "#7a1a1a",
        0.35,
    );
    c.rect(-31.0, -3.0, 62.0, 44.0, col, 1.0);
    c.stroke(
        "M-22 0V38M-11 0V38M0 0V38M11 0V38M22 0V38",
        "#ffffff",
        3.0,
        0.55,
    );
    c.end();
}
/// A pair of trainers tied together by their laces, hung over a bough at
/// (x, y): toes down, soles outwards, a white toe cap, stripe and sole.
fn hung_pair(c: &mut super::scene::Ctx, x: f64, y: f64, col: &str, sole: &str) {
    let ends = [
        (x - 14.0, y + 40.0, 56.0, 1.0),
        (x + 14.0, y + 50.0, 124.0, -1.0),
    ];
    let mut laces = String::new();
    for (ex, ey, _, _) in ends {
        laces.push_str(&format!("M{x} {}Q{x} {y} {ex} {ey}", y - 6.0));
    }
    c.stroke(&laces, sole, 3.0, 1.0);
    for (ex, ey, rot, m) in ends {
        c.g(&format!(
            "transform=\"translate({ex} {ey}) rotate({rot}) scale(1.3 {}) translate(-8 0)\"",
            1.3 * m
        ));
        c.path("M0 0H16Q22 10 36 12Q50 14 50 24V28H-2Q-4 12 0 0Z", col, 1.0);
        c.path("M40 14Q50 16 50 24V28H37Q35 20 40 14Z", sole, 1.0);
        c.path("M-3 27H51Q52 33 46 35H-1Q-4 33 -3 27Z", sole, 1.0);
        c.stroke("M6 22L26 13M18 6l7 6M25 4l7 6", sole, 2.5, 1.0);
        c.ellipse(8.0, 0.0, 8.0, 2.5, "#2a1c10", 1.0);
        c.end();
    }
}
/// A tapering bough from `a` through the control point `m` to `b`, of half
/// widths `w0` at `a` and `w1` at `b`: a filled path.
fn bough(a: (f64, f64), m: (f64, f64), b: (f64, f64), w0: f64, w1: f64) -> String {
    let n = |p: (f64, f64), q: (f64, f64)| {
        let (dx, dy) = (q.0 - p.0, q.1 - p.1);
        let l = dx.hypot(dy).max(1e-6);
        (-dy / l, dx / l)
    };
    let (n0, n1, nm) = (n(a, m), n(m, b), n(a, b));
    let wm = (w0 + w1) / 2.0;
    format!(
        "M{:.0} {:.0}Q{:.0} {:.0} {:.0} {:.0}L{:.0} {:.0}Q{:.0} {:.0} {:.0} {:.0}Z",
        a.0 + n0.0 * w0,
        a.1 + n0.1 * w0,
        m.0 + nm.0 * wm,
        m.1 + nm.1 * wm,
        b.0 + n1.0 * w1,
        b.1 + n1.1 * w1,
        b.0 - n1.0 * w1,
        b.1 - n1.1 * w1,
        m.0 - nm.0 * wm,
        m.1 - nm.1 * wm,
        a.0 - n0.0 * w0,
        a.1 - n0.1 * w0
    )
}
fn clump(c: &mut super::scene::Ctx, x: f64, y: f64, r: f64, col: &str) {
    let mut d = String::new();
    for k in 0..=7 {
        let a = (k as f64 * 360.0 / 7.0 + 10.0).to_radians();
        let (px, py) = (x + a.cos() * r, y + a.sin() * r);
        if k == 0 {
            d.push_str(&format!("M{px:.0} {py:.0}"));
        } else {
            d.push_str(&format!(
                "A{:.0} {:.0} 0 0 1 {px:.0} {py:.0}",
                r * 0.5,
                r * 0.5
            ));
        }
    }
    c.path(&d, col, 1.0);
}

/// A muddy boot whose shaft is at (x, y), turned `rot` degrees, its toe to
/// the right (or to the left if `flip`).
fn boot(c: &mut super::scene::Ctx, x: f64, y: f64, rot: f64, flip: bool) {
    c.g(&format!(
        "transform=\"translate({x} {y}) rotate({rot}) scale({} 1.6)\"",
        if flip { -1.6 } else { 1.6 }
    ));
    c.path("M-16 -26H16V6Q36 8 42 22V30H-18Z", "#4a2a10", 1.0);
    c.path("M-18 30H42V38H-18Z", "#2a1a0c", 1.0);
    c.path(
        "M-16 10q10 -6 18 4q12 -8 24 6q8 -2 16 4V30H-18Z",
        "#6a4a20",
        1.0,
    );
    c.stroke("M-6 -18h14M-6 -8h14", "#c8a070", 2.5, 1.0);
    c.end();
}

/// An old open hand holding something up, as `hand` places it: knuckle
/// creases, brown spots, raised veins, a thin gold ring and a grey
/// cardigan cuff.
fn old_hand(c: &mut super::scene::Ctx, x: f64, y: f64, s: f64, rot: f64) {
    hand(c, x, y, s, rot, "#e8c0a0", "#9a6a4a");
    c.drew("ring cardigan");
    c.g(&format!(
        "transform=\"translate({x} {y}) rotate({rot}) scale({s})\""
    ));
    c.stroke(
        "M-14 -46h6M-6 -50h7M3 -48h7M10 -40h6M-8 -20q2 -10 0 -18M2 -22q2 -8 0 -16",
        "#9a6a4a",
        1.6,
        0.9,
    );
    c.stroke("M-6 -8h.1M6 -14h.1M0 -26h.1", "#a8724a", 4.0, 0.8);
    c.stroke("M-4 -34h10", "#f0c030", 3.5, 1.0);
    c.rect(-18.0, 30.0, 36.0, 60.0, "#8a8a90", 1.0);
    c.stroke("M-18 36H18M-18 44H18", "#6a6a72", 2.5, 1.0);
    c.end();
}

/// A shaggy black dog trotting to the right at (x, y), head held high,
/// carrying in its mouth a basket with two bright red rings.
fn rings_dog(c: &mut super::scene::Ctx, x: f64, y: f64, s: f64) {
    let (fur, ink, shade) = ("#262626", "#050505", "#4a4a4a");
    c.g(&format!("transform=\"translate({x} {y}) scale({s})\""));
    c.ellipse(10.0, 54.0, 74.0, 8.0, "#111111", 0.6);
    // The tail curled high and wagging, a shaggy tuft at its tip.
    c.stroke("M-46 -10q-30 -14 -20 -52", ink, 14.0, 1.0);
    c.stroke("M-46 -10q-30 -14 -20 -52", fur, 9.0, 1.0);
    c.circle(-66.0, -62.0, 11.0, ink, 1.0);
    c.circle(-66.0, -62.0, 8.0, fur, 1.0);
    // Four legs mid-trot, the far ones in shade, with round paws.
    let far = "M-30 6l-18 40M30 8l20 38";
    let near = "M-14 8l8 40M40 6l-6 42";
    c.stroke(far, ink, 14.0, 1.0);
    c.stroke(far, shade, 9.0, 1.0);
    c.stroke(near, ink, 14.0, 1.0);
    c.stroke(near, fur, 9.0, 1.0);
    for (px, py) in [(-50.0, 48.0), (52.0, 48.0), (-4.0, 50.0), (32.0, 50.0)] {
        c.ellipse(px, py, 9.0, 5.0, ink, 1.0);
    }
    // The shaggy body, deep in the chest, tucked at the belly.
    let body = "M-52 -4Q-54 -28 -28 -28Q0 -22 26 -32Q56 -40 60 -10Q60 14 40 16Q18 8 -4 14Q-24 18 -40 14Q-54 12 -52 -4Z";
    c.path(body, ink, 1.0);
    c.g("transform=\"translate(4 1) scale(0.94)\"");
    c.path(body, fur, 1.0);
    c.end();
    c.stroke(
        "M-30 -10l6 8M-10 -8l6 8M12 -12l6 8M40 -6l4 10",
        "#6a6a6a",
        3.0,
        1.0,
    );
    // The neck and the head held high, the snout pointing ahead, a floppy
    // ear, the black nose in the air and the eye shut with pride.
    c.path("M34 -28L56 -66L80 -58L58 -14Z", ink, 1.0);
    c.path("M38 -26L58 -62L76 -56L56 -16Z", fur, 1.0);
    let head = "M46 -66Q48 -92 72 -88Q86 -84 106 -74Q116 -68 110 -58Q100 -52 80 -52Q52 -48 46 -66Z";
    c.path(head, ink, 1.0);
    c.g("transform=\"translate(4 -3) scale(0.95)\"");
    c.path(head, fur, 1.0);
    c.end();
    c.path(
        "M56 -84Q36 -86 38 -58Q42 -46 52 -50Q54 -66 62 -80Z",
        "#5a5a5a",
        1.0,
    );
    c.circle(110.0, -68.0, 6.0, ink, 1.0);
    c.stroke("M70 -76q6 -6 12 0", "#f4f4f4", 3.5, 1.0);
    c.stroke("M94 -56q6 4 14 0", "#f4f4f4", 3.0, 1.0);
    // The basket swinging from its mouth, and the red rings on top.
    c.stroke(
        "M98 -56Q80 -40 84 -12M98 -56Q124 -40 122 -12",
        ink,
        4.0,
        1.0,
    );
    c.path("M74 -14h58l-9 38h-40Z", ink, 1.0);
    c.path("M77 -12h52l-8 33h-36Z", "#b0b0b0", 1.0);
    c.stroke("M80 -2h46M84 10h38", "#4a4a4a", 2.0, 1.0);
    let rings = "M92 -34a13 13 0 1 0 .1 0M112 -34a13 13 0 1 0 .1 0";
    c.stroke(rings, "#ffffff", 11.0, 1.0);
    c.stroke(rings, "#ff1a0a", 6.5, 1.0);
    c.end();
}

/// The fortune teller's own face seen small in her crystal ball at (x, y),
/// `r` its radius: in her red headscarf, brows pulled up, eyes wide and
/// mouth open in worry.
fn worried_face(c: &mut super::scene::Ctx, x: f64, y: f64, r: f64) {
    c.drew("face");
    c.g("stroke-width=\"1\"");
    c.circle(x, y - r * 0.1, r * 1.22, "#8a1428", 1.0);
    c.ellipse(x, y + r * 0.1, r * 0.84, r * 0.96, "#b47a52", 1.0);
    c.stroke(
        &format!(
            "M{} {}Q{} {} {} {}",
            x - r * 0.9,
            y + r * 0.1,
            x,
            y - r * 1.1,
            x + r * 0.9,
            y + r * 0.1
        ),
        "#e8c040",
        r * 0.08,
        1.0,
    );
    for sx in [-1.0, 1.0] {
        let ex = x + sx * r * 0.34;
        c.stroke(
            &format!(
                "M{} {}L{} {}",
                x + sx * r * 0.66,
                y - r * 0.18,
                x + sx * r * 0.1,
                y - r * 0.52
            ),
            "#1a0a08",
            r * 0.14,
            1.0,
        );
        c.circle(ex, y - r * 0.04, r * 0.19, "#ffffff", 1.0);
        c.circle(ex, y - r * 0.02, r * 0.1, "#1a0a08", 1.0);
        c.circle(x + sx * r * 0.92, y + r * 0.3, r * 0.1, "#f0c040", 1.0);
    }
    c.ellipse(x, y + r * 0.55, r * 0.17, r * 0.24, "#3a0a14", 1.0);
    c.path(
        &format!(
            "M{} {}q{} {} 0 {}q{} {} 0 {}Z",
            x + r * 0.62,
            y - r * 0.5,
            -r * 0.1,
            r * 0.16,
            r * 0.2,
            -r * 0.1,
            -r * 0.0,
            -r * 0.2
        ),
        "#e8ffff",
        0.9,
    );
    c.end();
}

/// A fat stroke outlined in `ink`: a finger or a thumb, `w` thick.
fn fat(c: &mut super::scene::Ctx, d: &str, w: f64, skin: &str, ink: &str) {
    c.stroke(d, ink, w + 4.0, 1.0);
    c.stroke(d, skin, w, 1.0);
}

/// A man's two rough hands seen from above as he writes: the left flat on
/// the paper with a wedding ring, the right holding a pencil whose point
/// touches the paper at (x, y), its sleeve running off the card's foot.
fn letter_hands(c: &mut super::scene::Ctx, x: f64, y: f64) {
    let (skin, ink, shade) = ("#e0a070", "#3a1e10", "#a86038");
    // The left hand, flat on the paper, fingers spread a little.
    c.g("transform=\"translate(-10 470) rotate(12)\"");
    c.path(
        "M-40 200L-20 90Q-4 60 40 58Q84 60 92 96L96 200Z",
        "#3a4a3a",
        1.0,
    );
    c.stroke("M-28 120Q30 108 96 124", "#2a3a2a", 6.0, 1.0);
    fat(c, "M70 60Q92 36 110 28", 24.0, skin, ink);
    c.path("M-6 96Q-6 30 24 6Q60 -6 82 12Q92 40 84 96Z", skin, 1.0);
    fat(
        c,
        "M6 22L0 -40M28 8L30 -64M50 8L58 -56M70 18L84 -34",
        20.0,
        skin,
        ink,
    );
    c.path("M-6 96Q-6 30 24 6Q60 -6 82 12Q92 40 84 96Z", skin, 1.0);
    c.stroke(
        "M2 -30l-1 -8M28 -54v-8M56 -46l1 -8M81 -26l2 -6",
        "#f4d0b0",
        7.0,
        1.0,
    );
    c.stroke(
        "M-2 -10l14 -2M22 -22h14M46 -20l14 -2M70 -4l12 -2",
        shade,
        1.8,
        0.8,
    );
    c.stroke("M45 -4l16 -2", "#f0c030", 6.0, 1.0);
    c.stroke("M45 -4l16 -2", "#fff0a0", 2.0, 1.0);
    c.stroke("M14 40q10 -4 16 2M44 34q10 -2 14 4", shade, 1.8, 0.8);
    c.end();
    // The right hand: a loose fist round the pencil, the first finger
    // pressing it near the point and the thumb over it, the other fingers
    // curled beneath, the pencil's end standing out above the knuckles.
    c.g(&format!(
        "transform=\"translate({x} {y}) rotate(-8) scale(1.3)\""
    ));
    c.path("M96 30L150 -10L230 90L150 140Z", "#3a4a3a", 1.0);
    c.stroke("M116 16L178 118", "#2a3a2a", 7.0, 1.0);
    c.path(
        "M44 -34Q74 -66 112 -42Q142 -20 132 28Q120 62 80 58Q50 54 44 30Z",
        skin,
        1.0,
    );
    c.stroke(
        "M114 -22q10 8 8 20M98 -36q8 -4 14 0M120 -6q6 -2 10 2",
        shade,
        1.8,
        0.8,
    );
    // The pencil.
    c.stroke("M14 -17L120 -143", "#e8b020", 11.0, 1.0);
    c.stroke("M18 -19L120 -140", "#fff0a0", 3.0, 0.6);
    c.stroke("M112 -133L126 -150", "#a8a8b0", 12.0, 1.0);
    c.stroke("M126 -150L132 -157", "#e87a8a", 12.0, 1.0);
    c.path("M0 0L10 -21L18 -13Z", "#e8c890", 1.0);
    c.path("M0 0L3 -7L6 -4Z", "#2a2a2a", 1.0);
    // Three curled fingers, one under another, and the first finger along the pencil.
    fat(c, "M92 52Q62 60 58 46", 19.0, skin, ink);
    fat(c, "M88 32Q54 40 48 24", 20.0, skin, ink);
    fat(c, "M84 10Q48 16 36 2", 21.0, skin, ink);
    c.stroke("M62 50l-2 -6M52 28l-2 -6M40 6l-2 -6", shade, 1.8, 0.8);
    fat(c, "M70 -12Q40 -26 18 -16", 22.0, skin, ink);
    c.stroke("M21 -19l-3 5", "#f4d0b0", 9.0, 1.0);
    c.stroke("M40 -22q-2 6 2 10", shade, 1.8, 0.8);
    fat(c, "M96 -44Q66 -66 46 -52", 24.0, skin, ink);
    c.stroke("M52 -56l-6 2", "#f4d0b0", 10.0, 1.0);
    c.end();
}

/// A mouse seen from above with its face turned up: body, tail and hind
/// feet behind it along `a` (degrees, 0 is down the card), the head tilted
/// by `tilt`, eyes looking by `look`, the mouth open in a grin or shut in a
/// smile, and its arms reaching to `paws` (at the head's scale, from its
/// centre).
#[allow(clippy::too_many_arguments)]
fn mouse_face(
    c: &mut super::scene::Ctx,
    (x, y, s): (f64, f64, f64),
    a: f64,
    tilt: f64,
    fur: &str,
    look: (f64, f64),
    open: bool,
    bib: bool,
    paws: &[(f64, f64)],
) {
    c.drew("mouse ear eye whisker tail paw");
    let line = "#2a160a";
    c.g(&format!("transform=\"translate({x} {y}) scale({s})\""));
    c.g(&format!("transform=\"rotate({a})\""));
    c.stroke("M0 76Q-14 112 22 124T54 170", "#f0b0b0", 5.0, 1.0);
    c.ellipse(-22.0, 70.0, 10.0, 7.0, "#f4a8b4", 1.0);
    c.ellipse(22.0, 70.0, 10.0, 7.0, "#f4a8b4", 1.0);
    c.ellipse(0.0, 42.0, 32.0, 40.0, fur, 1.0);
    c.stroke(
        "M0 2m-32 40a32 40 0 1 0 64 0a32 40 0 1 0 -64 0",
        line,
        2.4,
        0.8,
    );
    if bib {
        c.path("M-24 20Q0 62 24 20Z", "#ffffff", 1.0);
        c.stroke("M-24 20Q0 62 24 20", "#e04a5a", 3.0, 1.0);
    }
    c.end();
    // The arms, from the shoulders round past the head to the paws.
    let (sa, ca) = a.to_radians().sin_cos();
    for (i, &(px, py)) in paws.iter().enumerate() {
        let g = if i == 0 { -1.0 } else { 1.0 };
        let (hx, hy) = (g * 22.0 * ca - 26.0 * sa, g * 22.0 * sa + 26.0 * ca);
        let (qx, qy) = ((hx + px) / 2.0 + g * 40.0, (hy + py) / 2.0);
        let d = format!("M{hx:.0} {hy:.0}Q{qx:.0} {qy:.0} {px} {py}");
        c.stroke(&d, line, 12.0, 0.8);
        c.stroke(&d, fur, 8.0, 1.0);
    }
    c.g(&format!("transform=\"rotate({tilt})\""));
    // Big round ears, pink inside.
    for g in [-1.0, 1.0] {
        c.circle(g * 30.0, -24.0, 22.0, fur, 1.0);
        c.stroke(
            &format!("M{} -24m-22 0a22 22 0 1 0 44 0a22 22 0 1 0 -44 0", g * 30.0),
            line,
            2.2,
            0.8,
        );
        c.circle(g * 30.0, -23.0, 15.0, "#ff9aaa", 1.0);
    }
    // The round face: white eyes, pink nose, the mouth, whiskers.
    let head = "M0 0m-32 0a32 28 0 1 0 64 0a32 28 0 1 0 -64 0";
    c.path(head, fur, 1.0);
    c.stroke(head, line, 2.4, 0.8);
    c.ellipse(0.0, 12.0, 17.0, 12.0, "#fff8f0", 0.5);
    for g in [-1.0, 1.0] {
        c.ellipse(g * 12.0, -6.0, 8.0, 9.0, "#ffffff", 1.0);
        c.circle(g * 12.0 + look.0, -6.0 + look.1, 5.0, "#101010", 1.0);
        c.circle(g * 12.0 + look.0 + 1.5, -8.0 + look.1, 1.6, "#ffffff", 1.0);
        c.stroke(
            &format!(
                "M{0} 11l{1} -7M{0} 13l{2} 2M{0} 15l{3} 9",
                g * 9.0,
                g * 28.0,
                g * 30.0,
                g * 26.0
            ),
            "#fff4e0",
            1.4,
            0.9,
        );
    }
    if open {
        c.path("M-9 15Q0 30 9 15Z", "#7a1a20", 1.0);
    } else {
        c.stroke("M-8 16Q0 23 8 16", line, 2.2, 1.0);
    }
    c.ellipse(0.0, 9.0, 6.0, 4.5, "#ff6a80", 1.0);
    c.end();
    for &(px, py) in paws {
        c.circle(px, py, 6.5, "#ff9aaa", 1.0);
    }
    c.end();
}
