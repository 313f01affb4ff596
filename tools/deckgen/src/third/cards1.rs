//! Cards 1–50 of the third edition.

use super::people::{poses::*, *};
use super::style::{Palette::*, Technique::*};
use super::Mood::*;
use super::Viewpoint::*;
use super::{card, Card};
use crate::second::figures::Pose;

pub fn cards() -> Vec<Card> {
    vec![
        card(
            "The balloon in the reflection",
            (Gouache, Daylight, CloseUp, Mysterious),
            ["a girl", "her reflection"],
            ("the reflection holds a red balloon the girl does not have", "balloon"),
            ["Missing something", "The grass is always greener", "In the puddle she still has the balloon she let go of this morning"],
            &["reflection", "balloon"],
            true,
            "A girl with black hair in a yellow raincoat bends over a large puddle on a grey pavement and looks at her reflection. In the water her reflection holds the string of a red balloon; the girl's own hands are empty.",
            |c| {
                c.drew("puddle pavement reflection raincoat water");
                c.sky(250.0);
                let p = c.p;
                c.rect(-20.0, 250.0, 440.0, 380.0, "#9a9a92", 1.0);
                c.ellipse(200.0, 430.0, 190.0, 120.0, "#6a8aa8", 1.0);
                c.ellipse(200.0, 430.0, 170.0, 100.0, "#8ab0d0", 1.0);
                let l = Look::new(1, p.accent2, "#2a4a7a").hair(Hair::Long, 0).face(Expr::Worry).turn(0.3);
                figure(c, &bend(), 120.0, 330.0, 300.0, &l, false);
                // The reflection, upside down in the puddle.
                c.g("transform=\"translate(0 660) scale(1 -1)\" opacity=\".8\"");
                figure(c, &bend().right_hand((14.0, -50.0), (22.0, -74.0)), 120.0, 330.0, 300.0, &l.face(Expr::Smile), false);
                c.end();
                c.line(&[(186.0, 438.0), (230.0, 480.0), (250.0, 520.0)], p.dark, 1.5);
                c.balloon(262.0, 545.0, 26.0, 0.0, p.accent);
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
            false,
            "A huge hand holds a yellow pencil over a sheet of white paper. A blue sea with white waves has been drawn on the lower part of the sheet and stops at a pencil line. A small swimmer in a red cap swims towards that line.",
            |c| {
                c.drew("pencil paper sheet wave line swimmer cap sea");
                let p = c.p;
                c.full("#c8b89c", 1.0);
                c.poly(&[(14.0, 40.0), (386.0, 24.0), (394.0, 584.0), (8.0, 592.0)], "#fbfaf4", 1.0);
                // The drawn sea, stopping at a ragged pencil line on the right.
                c.path("M10 206L268 198Q262 290 276 400Q262 480 272 588L10 592Z", "#2a7ab8", 1.0);
                c.path("M10 206L268 198L266 228L10 240Z", "#5aa0d0", 1.0);
                for k in 0..10 {
                    let y = 252.0 + k as f64 * 34.0;
                    c.stroke(&format!("M22 {y}q16 -12 32 0t32 0t32 0t32 0t32 0t32 0t32 0"), "#e8f4f8", 3.5, 0.85);
                }
                c.stroke("M268 198Q262 290 276 400Q262 480 272 588", p.dark, 2.5, 0.8);
                // Fresh pencil waves just past the line, where the pencil is.
                c.stroke("M278 348q11 -9 22 0M280 420q12 -9 24 0t24 0M278 460q12 -9 24 0", "#5a5a5a", 2.0, 0.7);
                // Above the sea, a sun only sketched in pencil, not yet coloured.
                c.stroke("M110 80m-30 0a30 30 0 1 0 60 0a30 30 0 1 0 -60 0M110 36v-16M110 124v14M66 80h-16M154 80h16M80 50l-10 -10M140 50l10 -10M80 110l-10 10M140 110l10 10", "#6a6a6a", 2.0, 0.7);
                // The swimmer, one arm already over the edge of the sea.
                c.stroke("M90 376q50 -16 100 -6M96 398q50 10 96 0", "#ffffff", 7.0, 0.9);
                c.stroke("M120 392l-40 10", "#f0c0a0", 12.0, 1.0);
                c.ellipse(176.0, 384.0, 50.0, 16.0, "#f0c0a0", 1.0);
                c.ellipse(170.0, 386.0, 30.0, 15.0, "#1a2a5a", 1.0);
                c.stroke("M208 374Q246 318 290 354", "#f0c0a0", 14.0, 1.0);
                c.circle(290.0, 356.0, 9.0, "#f0c0a0", 1.0);
                c.circle(238.0, 384.0, 23.0, "#f0c0a0", 1.0);
                c.path("M215 382A23 23 0 0 1 261 376Q240 368 215 382Z", p.accent, 1.0);
                c.circle(236.0, 370.0, 22.0, p.accent, 1.0);
                c.rect(236.0, 380.0, 30.0, 8.0, "#1a2a3a", 1.0);
                c.circle(256.0, 384.0, 6.0, "#8ad0f0", 1.0);
                c.stroke("M238 410q14 8 30 -2M200 406q12 6 24 0", "#ffffff", 5.0, 0.9);
                // The pencil, its point on the paper just ahead of the swimmer.
                crate::second::figures::hand(c, 394.0, 124.0, 2.6, 200.0, SKIN[2], "#7a4a30");
                c.g("transform=\"translate(300 330) rotate(20)\"");
                c.poly(&[(-14.0, -44.0), (14.0, -44.0), (0.0, 0.0)], "#f0d8b0", 1.0);
                c.poly(&[(-4.5, -13.0), (4.5, -13.0), (0.0, 0.0)], "#3a3a3a", 1.0);
                c.rect(-14.0, -340.0, 28.0, 296.0, p.accent2, 1.0);
                c.rect(-14.0, -340.0, 9.0, 296.0, "#ffffff", 0.3);
                c.end();
                // The thumb pressing the pencil against the fingers.
                c.stroke("M296 214Q318 236 338 246", SKIN[2], 18.0, 1.0);
            },
        )
        .from(168),
        card(
            "The diver out of the painting",
            (Woodcut, WarmInterior, Interior, Funny),
            ["a painting of the sea", "a museum floor"],
            ("the museum guard sleeps on his chair while the puddle reaches his shoes", "guard"),
            ["Caught wet-handed", "Still waters run deep", "The guard slept through the day the painting came to visit"],
            &["painting", "diver"],
            true,
            "A museum room with orange walls and a wooden floor. A diver in a black suit and a pale blue mask climbs out of a gold-framed painting of a blue sea, and water pours from the picture onto the floor into a puddle. A guard in a dark uniform and hat sleeps on a chair beside it.",
            |c| {
                c.drew("museum painting frame diver suit mask guard uniform puddle sea water shoe");
                let p = c.p;
                c.room(430.0);
                c.boards(430.0);
                c.rect(60.0, 90.0, 260.0, 200.0, "#c89a3a", 1.0);
                c.rect(76.0, 106.0, 228.0, 168.0, "#2a6aa0", 1.0);
                c.rect(76.0, 190.0, 228.0, 84.0, "#1a4a7a", 1.0);
                c.path("M150 274Q130 380 110 470L250 480Q220 380 230 274Z", "#4a8ac0", 0.85);
                c.ellipse(180.0, 500.0, 160.0, 30.0, "#4a8ac0", 0.8);
                let diver = Look::new(0, "#1a1a22", "#1a1a22").hair(Hair::Bald, 0).face(Expr::Shock);
                figure(c, &reach().right_hand((14.0, -70.0), (26.0, -62.0)), 186.0, 286.0, 190.0, &diver, false);
                // Mask and snorkel on his face, flippers on his feet.
                c.rect(164.0, 104.0, 46.0, 18.0, "#8ad0f0", 0.95);
                c.stroke("M164 104h46v18h-46z", "#ffffff", 3.0, 1.0);
                c.stroke("M212 114h8v-34", "#f0d040", 5.0, 1.0);
                c.path("M170 280L146 300L182 300Z", "#2a8a5a", 1.0);
                c.path("M196 280L190 300L226 300Z", "#2a8a5a", 1.0);
                c.drew("snorkel flipper");
                c.chair(320.0, 520.0, 1.7, p.dark);
                let guard = Look::new(4, "#2a3a5a", "#2a3a5a").face(Expr::Asleep).build(1.35);
                figure(c, &sit_chair().hat(), 310.0, 520.0, 175.0, &guard, true);
            },
        )
        .from(66),
        card(
            "The queue to the door",
            (Pointillist, Daylight, Crowd, Mysterious),
            ["a long queue", "a lone door"],
            ("the woman at the back wears the same red coat as the one going through", "red coat"),
            ["Déjà vu", "Everything comes back around", "She went through the door and joined the queue again in the same red coat"],
            &["door", "queue"],
            true,
            "A desert under a pale blue sky. A door in its frame stands alone on the sand, open, and a long line of people of all ages waits in front of it, winding back towards the viewer. A woman in a red coat steps through the door; another woman in the same red coat stands at the back of the line.",
            |c| {
                c.drew("desert sand door frame line queue coat");
                let p = c.p;
                c.sky(230.0);
                c.rect(-10.0, 230.0, 420.0, 400.0, "#e8c890", 1.0);
                c.stroke("M-10 280q60 -14 120 0t120 0t120 0t120 0M-10 400q60 -14 120 0t120 0t120 0t120 0", "#d0a870", 4.0, 1.0);
                // The lone door, open on a white light, and its long shadow on the sand.
                c.poly(&[(140.0, 322.0), (260.0, 322.0), (420.0, 380.0), (380.0, 400.0)], "#b89060", 0.6);
                c.rect(132.0, 96.0, 136.0, 228.0, "#6a4a2a", 1.0);
                c.rect(144.0, 108.0, 112.0, 216.0, "#fffbe0", 1.0);
                c.soft();
                c.glow(200.0, 220.0, 120.0, "#ffffff", 0.7);
                c.end();
                c.poly(&[(256.0, 108.0), (300.0, 90.0), (300.0, 340.0), (256.0, 324.0)], "#8a6a3a", 1.0);
                c.circle(290.0, 220.0, 4.0, "#f0d060", 1.0);
                let red = Look::new(1, p.accent, "#3a2a2a").hair(Hair::Bun, 0).face(Expr::Back);
                figure(c, &walk(), 200.0, 322.0, 150.0, &red, false);
                let pts = [(250.0, 346.0), (284.0, 372.0), (254.0, 398.0), (204.0, 420.0), (150.0, 446.0), (112.0, 478.0), (140.0, 514.0), (200.0, 540.0)];
                let cloth = ["#2a6ab0", "#e8c030", "#3a9a5a", "#7a5aa8", "#2a8a9a", "#5a4a3a"];
                for (i, &(x, y)) in pts.iter().enumerate() {
                    let l = Look::new(i * 5 + 2, cloth[i % 6], cloth[(i + 2) % 6]).hair([Hair::Short, Hair::Long, Hair::Curly][i % 3], i).face(Expr::Back).build(0.9 + (i % 3) as f64 * 0.2);
                    figure(c, &stand(), x, y, 140.0 + (y - 340.0) * 0.6, &l, i % 2 == 0);
                }
                let last = Look::new(1, p.accent, "#3a2a2a").hair(Hair::Bun, 0).face(Expr::Calm).turn(-0.5);
                figure(c, &stand(), 310.0, 590.0, 300.0, &last, false);
            },
        )
        .from(50),
        card(
            "The toy armies and the balloon",
            (Gouache, Saturated, TopDown, Tense),
            ["two toy armies", "a red balloon"],
            ("a cat's paw reaches in from the edge of the rug", "paw"),
            ["Ceasefire", "Make love, not war", "Both armies froze when the paw came down from the sky"],
            &["toy soldiers", "balloon"],
            false,
            "Seen from above, a patterned rug on which two lines of small toy soldiers, blue on the left and green on the right, face each other. Between them lies a red balloon on a string. A striped cat's paw reaches in from the bottom edge of the picture.",
            |c| {
                c.drew("rug soldier paw cat face");
                let p = c.p;
                c.full("#e8a23a", 1.0);
                c.rect(20.0, 30.0, 360.0, 540.0, "#c8402a", 1.0);
                c.rect(40.0, 50.0, 320.0, 500.0, "#f0c050", 1.0);
                c.stroke("M40 300H360M200 50V550", "#c8402a", 8.0, 0.5);
                c.stroke("M120 130l30 30l-30 30l-30 -30ZM280 130l30 30l-30 30l-30 -30ZM120 400l30 30l-30 30l-30 -30ZM280 400l30 30l-30 30l-30 -30Z", "#c8402a", 5.0, 0.25);
                // Two ranks of toy soldiers on their little stands, rifles aimed across the rug.
                fn soldier(c: &mut super::scene::Ctx, x: f64, y: f64, col: &str, dir: f64) {
                    c.ellipse(x, y, 24.0, 8.0, col, 0.8);
                    c.rect(x - 9.0, y - 30.0, 7.0, 30.0, "#1a1a2a", 1.0);
                    c.rect(x + 2.0, y - 30.0, 7.0, 30.0, "#1a1a2a", 1.0);
                    c.rect(x - 11.0, y - 58.0, 22.0, 30.0, col, 1.0);
                    c.stroke(&format!("M{} {}h{}", x - 11.0, y - 44.0, 22.0), "#f8e8a0", 3.0, 1.0);
                    c.circle(x, y - 66.0, 9.0, "#f0c8a0", 1.0);
                    c.rect(x - 9.0, y - 94.0, 18.0, 24.0, "#1a1a1a", 1.0);
                    c.stroke(&format!("M{} {}l{} -4", x + 4.0 * dir, y - 50.0, 40.0 * dir), "#3a2a1a", 5.0, 1.0);
                    c.stroke(&format!("M{} {}l{} -6", x, y - 54.0, 10.0 * dir), col, 7.0, 1.0);
                }
                for k in 0..4 {
                    let y = 170.0 + k as f64 * 110.0;
                    soldier(c, 80.0, y, "#2a4ad0", 1.0);
                    if k < 3 {
                        soldier(c, 320.0, y, "#1f8a3a", -1.0);
                    }
                }
                // The green soldier the paw already knocked over, lying on its side.
                c.g("transform=\"translate(236 470) rotate(-84)\"");
                soldier(c, 0.0, 40.0, "#1f8a3a", -1.0);
                c.end();
                c.balloon(200.0, 262.0, 40.0, 90.0, p.accent);
                // The cat's striped foreleg and paw, claws out, coming for the balloon.
                c.stroke("M420 700L262 372", "#8a8a90", 84.0, 1.0);
                c.stroke("M330 560l60 -30M310 510l58 -30M292 466l52 -28M276 430l40 -22", "#4a4a50", 10.0, 1.0);
                c.ellipse(262.0, 360.0, 52.0, 44.0, "#8a8a90", 1.0);
                for (x, y) in [(218.0, 334.0), (242.0, 318.0), (272.0, 314.0), (300.0, 326.0)] {
                    c.ellipse(x, y, 15.0, 14.0, "#8a8a90", 1.0);
                    c.ellipse(x, y + 2.0, 7.0, 6.0, "#f0a8b8", 1.0);
                    c.poly(&[(x - 3.0, y - 10.0), (x + 3.0, y - 10.0), (x - 2.0, y - 28.0)], "#fffaf0", 1.0);
                }
                c.ellipse(262.0, 366.0, 22.0, 16.0, "#f0a8b8", 1.0);
            },
        )
        .from(196),
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
                c.ellipse(200.0, 300.0, 182.0, 268.0, "#4a2010", 1.0);
                c.ellipse(200.0, 300.0, 170.0, 256.0, "#f4ead8", 1.0);
                c.soft();
                c.glow(200.0, 300.0, 170.0, "#ffd080", 0.6);
                c.end();
                let hairs = [Hair::Short, Hair::Long, Hair::Curly, Hair::Bun, Hair::Bald, Hair::Long];
                for (k, &hair) in hairs.iter().enumerate() {
                    let a = (-90.0 + k as f64 * 60.0_f64).to_radians();
                    let (dx, dy) = (a.cos(), a.sin());
                    let (x, y) = (200.0 + dx * 190.0, 300.0 + dy * 282.0);
                    let (px, py) = (200.0 + dx * 128.0, 300.0 + dy * 196.0);
                    c.circle(px, py, 30.0, "#ffffff", 1.0);
                    c.circle(px, py, 20.0, "#ece4d4", 1.0);
                    c.circle(px + dy * 44.0, py - dx * 44.0, 9.0, "#a8d0e0", 0.8);
                    let l = Look::new(k * 2, p.cloth[k % 4], p.dark).hair(hair, k);
                    from_above(c, x, y, 2.3, k as f64 * 60.0, &l, false);
                    // A fork on one side, a knife on the other, pointed at the platter.
                    let (ux, uy) = ((200.0 - x) / 1.0, (300.0 - y) / 1.0);
                    let n = (ux * ux + uy * uy).sqrt();
                    let (ux, uy) = (ux / n, uy / n);
                    for (side, fork) in [(-1.0, true), (1.0, false)] {
                        let sx = x + ux * 40.0 - uy * side * 40.0;
                        let sy = y + uy * 40.0 + ux * side * 40.0;
                        let (ex, ey) = (sx + ux * 92.0, sy + uy * 92.0);
                        c.stroke(&format!("M{sx:.0} {sy:.0}L{ex:.0} {ey:.0}"), "#5a5e6a", 8.0, 1.0);
                        if fork {
                            let d: String = (-1..=1)
                                .map(|t| {
                                    let o = t as f64 * 6.0;
                                    format!("M{:.0} {:.0}l{:.0} {:.0}", ex - uy * o, ey + ux * o, ux * 22.0, uy * 22.0)
                                })
                                .collect();
                            c.stroke(&d, "#5a5e6a", 4.0, 1.0);
                        } else {
                            c.stroke(&format!("M{ex:.0} {ey:.0}l{:.0} {:.0}", ux * 24.0, uy * 24.0), "#8a8e9a", 11.0, 1.0);
                        }
                    }
                }
                c.ellipse(200.0, 300.0, 84.0, 116.0, "#ffffff", 1.0);
                c.ellipse(200.0, 300.0, 70.0, 100.0, "#f0e4c8", 1.0);
                for &(x, y) in &[(150.0, 214.0), (252.0, 220.0), (146.0, 386.0), (250.0, 392.0)] {
                    c.circle(x, y, 14.0, "#f8e050", 1.0);
                    c.circle(x, y, 9.0, "#fff8c0", 1.0);
                    c.ellipse(x + 16.0, y + 4.0, 10.0, 5.0, "#4a9a3a", 1.0);
                }
                let tiny = Look::new(0, "#2a2a3a", "#2a2a3a").face(Expr::Smile).glasses().turn(0.3);
                figure(c, &sit_ground().right_hand((16.0, -40.0), (22.0, -58.0)), 186.0, 384.0, 210.0, &tiny, false);
                c.poly(&[(180.0, 290.0), (214.0, 290.0), (197.0, 334.0)], "#ffffff", 1.0);
                c.stroke("M180 290L214 290", "#a8a8a8", 2.5, 1.0);
                c.stroke("M232 266L236 220M229 222l2 -14M236 222l0 -14M243 222l-2 -14", "#5a5e6a", 3.5, 1.0);
            },
        ),
        card(
            "The hands behind his back",
            (Pastel, Autumn, EyeLevel, Tender),
            ["a child on a bicycle", "a grandfather running behind"],
            ("the grandfather has already let go and hides his hands behind his back", "let go"),
            ["Proud", "You have to let go sometime", "She thinks he is still holding the saddle, but he let go a while ago"],
            &["bicycle", "first ride"],
            true,
            "A path through an autumn park between red and yellow trees. A small girl with curly hair rides a red bicycle, her face set and determined. Behind her an old bald man with a white beard walks, smiling, his hands behind his back.",
            |c| {
                c.drew("path park bicycle");
                let p = c.p;
                c.sky(330.0);
                c.land(330.0);
                for k in 0..5 {
                    c.tree(20.0 + k as f64 * 95.0, 340.0, 180.0, "#5a3a20", [p.accent, p.accent2][k % 2]);
                }
                c.poly(&[(0.0, 600.0), (150.0, 340.0), (250.0, 340.0), (400.0, 600.0)], "#d8c8a0", 1.0);
                for x in [190.0, 300.0] {
                    c.circle(x, 520.0, 42.0, p.dark, 1.0);
                    c.circle(x, 520.0, 36.0, "#d8c8a0", 1.0);
                }
                c.stroke("M190 520L230 460L290 460L300 520M230 460L250 520L290 460M230 460L226 440M290 460l4 -22", p.accent, 6.0, 1.0);
                let girl = Look::new(3, p.cloth[3], "#2a2a5a").hair(Hair::Curly, 0).face(Expr::Angry).turn(0.8);
                figure(c, &sit_chair().right_hand((16.0, -70.0), (30.0, -76.0)).left_hand((14.0, -70.0), (28.0, -74.0)), 232.0, 510.0, 150.0, &girl.turn(0.8), false);
                let gramps = Look::new(1, p.cloth[1], "#4a4a3a").old().hair(Hair::Bald, 5).beard().face(Expr::Smile).turn(0.5);
                figure(c, &walk().right_hand((-8.0, -60.0), (-12.0, -50.0)).left_hand((-10.0, -62.0), (-14.0, -50.0)), 90.0, 560.0, 280.0, &gramps, false);
            },
        ),
        card(
            "The horse that turned its head",
            (Woodcut, Night, EyeLevel, Eerie),
            ["a carousel at night", "a single child riding"],
            ("one wooden horse has turned its head to look at the child", "horse"),
            ["Watched", "Be careful what you ride", "At midnight the carousel ran for him alone, and one horse turned to see who it was"],
            &["carousel", "wooden horse"],
            true,
            "A lit carousel with a yellow roof turns in an empty fairground at night. A small boy rides the middle one of three white wooden horses on poles. The horse on the left faces forward, but the one on the right has turned its head right round to stare back at him with a glowing red eye.",
            |c| {
                c.drew("carousel fairground roof horse pole eye");
                fn horse(c: &mut super::scene::Ctx, x: f64, y: f64, s: f64, back: bool, saddle: &str) {
                    let col = "#f4ecd8";
                    let pt = |dx: f64, dy: f64| (x + dx * s, y + dy * s);
                    let leg = |a: (f64, f64), b: (f64, f64), d: (f64, f64)| format!("M{:.0} {:.0}L{:.0} {:.0}L{:.0} {:.0}", x + a.0 * s, y + a.1 * s, x + b.0 * s, y + b.1 * s, x + d.0 * s, y + d.1 * s);
                    let legs = [leg((36.0, 12.0), (52.0, 28.0), (42.0, 44.0)), leg((26.0, 14.0), (30.0, 34.0), (28.0, 54.0)), leg((-36.0, 12.0), (-42.0, 32.0), (-40.0, 54.0)), leg((-26.0, 14.0), (-22.0, 34.0), (-24.0, 54.0))].concat();
                    c.stroke(&legs, col, 9.0 * s, 1.0);
                    c.stroke(&format!("M{:.0} {:.0}q{:.0} {:.0} {:.0} {:.0}", x - 48.0 * s, y - 6.0 * s, -20.0 * s, 10.0 * s, -14.0 * s, 44.0 * s), "#c8b890", 7.0 * s, 1.0);
                    c.ellipse(x, y, 50.0 * s, 22.0 * s, col, 1.0);
                    c.rect(x - 16.0 * s, y - 24.0 * s, 30.0 * s, 14.0 * s, saddle, 1.0);
                    if back {
                        c.poly(&[pt(28.0, -10.0), pt(40.0, -58.0), pt(56.0, -54.0), pt(48.0, 4.0)], col, 1.0);
                        c.poly(&[pt(56.0, -66.0), pt(14.0, -56.0), pt(16.0, -42.0), pt(52.0, -46.0)], col, 1.0);
                        c.poly(&[pt(46.0, -62.0), pt(54.0, -80.0), pt(58.0, -62.0)], col, 1.0);
                        c.stroke(&format!("M{:.0} {:.0}L{:.0} {:.0}", x + 56.0 * s, y - 56.0 * s, x + 50.0 * s, y - 4.0 * s), "#c8b890", 6.0 * s, 1.0);
                        let (ex, ey) = pt(30.0, -56.0);
                        c.soft();
                        c.glow(ex, ey, 22.0 * s, "#ff3020", 0.9);
                        c.end();
                        c.circle(ex, ey, 3.5 * s, "#ff2a1a", 1.0);
                    } else {
                        c.poly(&[pt(30.0, -10.0), pt(52.0, -54.0), pt(66.0, -46.0), pt(48.0, 4.0)], col, 1.0);
                        c.poly(&[pt(52.0, -62.0), pt(90.0, -46.0), pt(88.0, -34.0), pt(56.0, -42.0)], col, 1.0);
                        c.poly(&[pt(54.0, -60.0), pt(58.0, -76.0), pt(64.0, -58.0)], col, 1.0);
                        c.stroke(&format!("M{:.0} {:.0}L{:.0} {:.0}", x + 50.0 * s, y - 58.0 * s, x + 30.0 * s, y - 8.0 * s), "#c8b890", 6.0 * s, 1.0);
                        let (ex, ey) = pt(66.0, -50.0);
                        c.circle(ex, ey, 3.0 * s, "#1a1a1a", 1.0);
                    }
                }
                let p = c.p;
                c.sky(470.0);
                c.dots(30, 0.0, 400.0, 0.0, 200.0, 1.5, p.light);
                c.land(470.0);
                c.soft();
                c.glow(200.0, 340.0, 240.0, p.light, 0.4);
                c.end();
                c.poly(&[(-20.0, 170.0), (200.0, 40.0), (420.0, 170.0)], p.accent, 1.0);
                c.stroke("M200 40L60 170M200 40L140 170M200 40L260 170M200 40L340 170", p.accent2, 4.0, 0.7);
                c.rect(-20.0, 170.0, 440.0, 26.0, p.accent2, 1.0);
                c.ellipse(200.0, 530.0, 230.0, 40.0, p.accent2, 1.0);
                c.ellipse(200.0, 522.0, 220.0, 32.0, "#3a2a4a", 1.0);
                c.rect(186.0, 196.0, 28.0, 330.0, "#c8a860", 1.0);
                for (x, y, s, back, col) in [(34.0, 400.0, 1.1, false, p.cloth[1]), (306.0, 340.0, 1.2, true, p.cloth[2]), (150.0, 420.0, 1.55, false, p.accent)] {
                    c.stroke(&format!("M{} 196V{}", x + 6.0, y + 60.0), "#e8d8a0", 6.0, 1.0);
                    horse(c, x, y, s, back, col);
                }
                let boy = Look::new(0, p.cloth[0], p.cloth[3]).hair(Hair::Short, 3).face(Expr::Worry).turn(0.4);
                figure(c, &sit_edge().child().left_hand((-2.0, -16.0), (10.0, -6.0)).right_hand((6.0, -16.0), (16.0, -6.0)), 146.0, 388.0, 200.0, &boy, false);
                for k in 0..11 {
                    let x = 10.0 + k as f64 * 38.0;
                    c.soft();
                    c.glow(x, 184.0, 16.0, p.light, 0.9);
                    c.end();
                    c.circle(x, 184.0, 4.0, "#fff8d0", 1.0);
                }
            },
        ),
        card(
            "The dancing policeman",
            (CutPaper, Saturated, Crowd, Festive),
            ["a street party", "the law"],
            ("the policeman sent to stop the noise is dancing the hardest", "policeman"),
            ["Carried away", "If you can't beat them, join them", "The neighbours called the police, and the policeman stayed till dawn"],
            &["street party", "bunting"],
            true,
            "A street party under strings of coloured bunting between a green and a purple house, confetti in the air. In the middle a man in a dark blue uniform and a black hat dances with one arm raised; around him a grey-haired grandmother and three other people dance.",
            |c| {
                c.drew("street party bunting house confetti uniform grandmother");
                let p = c.p;
                c.sky(360.0);
                c.rect(-10.0, 100.0, 90.0, 300.0, p.accent2, 1.0);
                c.rect(320.0, 80.0, 100.0, 320.0, p.cloth[0], 1.0);
                c.rect(-10.0, 360.0, 420.0, 260.0, "#c8b8a8", 1.0);
                for k in 0..3 {
                    let y = 130.0 + k as f64 * 50.0;
                    c.stroke(&format!("M60 {y}Q200 {} 340 {y}", y + 50.0), p.dark, 1.5, 1.0);
                    for j in 0..8 {
                        let x = 80.0 + j as f64 * 34.0;
                        let t = (x - 60.0) / 280.0;
                        let yy = y + 4.0 * 50.0 * t * (1.0 - t) * 0.5 * 2.0 / 2.0;
                        c.poly(&[(x - 9.0, yy), (x + 9.0, yy), (x, yy + 20.0)], p.cloth[(j + k) % 4], 1.0);
                    }
                }
                crowd(c, 5, 0.0, 400.0, 470.0, 170.0, &p.cloth, &[Expr::Laugh, Expr::Smile]);
                let cop = Look::new(2, "#1a2a6a", "#1a2a6a").face(Expr::Laugh).build(1.2);
                figure(c, &dance().hat(), 200.0, 590.0, 280.0, &cop, false);
                c.confetti(60, 0.0, 400.0, 200.0, 600.0, &p.cloth);
            },
        ),
        card(
            "The frog on the swimmer",
            (Pointillist, Spring, TopDown, Calm),
            ["a woman floating", "a pond full of lilies"],
            ("a frog sits on her belly like on a lily pad", "frog"),
            ["Weightless", "Go with the flow", "She lay so still in the pond that the frog took her for a lily pad"],
            &["floating", "frog"],
            true,
            "A green pond seen from straight above, crowded with round lily pads and pink water lilies. A woman in a blue swimsuit floats on her back among them with her arms spread and eyes closed, rings of ripples round her. A fat green frog sits on her belly, just like on a lily pad.",
            |c| {
                c.drew("pond lily pad water frog swimsuit belly ripple");
                let p = c.p;
                c.full("#4a907a", 1.0);
                for k in 0..22 {
                    let x = c.r(-10.0, 410.0);
                    let y = c.r(-10.0, 610.0);
                    let r = c.r(22.0, 40.0);
                    c.circle(x, y, r, "#3a8a3a", 1.0);
                    c.poly(&[(x, y), (x + r * 1.1, y - r * 0.3), (x + r * 1.1, y + r * 0.3)], "#4a907a", 1.0);
                    if k % 3 == 0 {
                        c.circle(x - r * 0.3, y - r * 0.2, r * 0.4, p.accent, 1.0);
                        c.circle(x - r * 0.3, y - r * 0.2, r * 0.16, "#f8e060", 1.0);
                    }
                }
                c.g("transform=\"rotate(-20 200 300)\"");
                c.stroke("M80 300a120 250 0 1 0 240 0a120 250 0 1 0 -240 0", "#c8f0e8", 3.0, 0.5);
                c.stroke("M50 300a150 280 0 1 0 300 0a150 280 0 1 0 -300 0", "#c8f0e8", 2.0, 0.35);
                let l = Look::new(4, "#2a6ac0", SKIN[4]).hair(Hair::Long, 0).face(Expr::Asleep);
                figure(c, &arms_up().left_hand((-26.0, -80.0), (-40.0, -70.0)).right_hand((26.0, -80.0), (40.0, -70.0)), 200.0, 500.0, 380.0, &l, false);
                c.end();
                // The frog on her belly.
                let (fx, fy) = (216.0, 330.0);
                c.ellipse(fx - 26.0, fy + 22.0, 16.0, 9.0, "#3aa02a", 1.0);
                c.ellipse(fx + 26.0, fy + 22.0, 16.0, 9.0, "#3aa02a", 1.0);
                c.ellipse(fx, fy, 30.0, 34.0, "#5ac04a", 1.0);
                c.ellipse(fx, fy + 6.0, 18.0, 20.0, "#b8e890", 1.0);
                for dx in [-14.0, 14.0] {
                    c.circle(fx + dx, fy - 28.0, 10.0, "#5ac04a", 1.0);
                    c.circle(fx + dx, fy - 29.0, 6.0, "#f8f0c0", 1.0);
                    c.circle(fx + dx, fy - 29.0, 3.0, "#1a1a1a", 1.0);
                }
                c.stroke(&format!("M{} {}q12 8 24 0", fx - 12.0, fy - 14.0), "#1a4a1a", 2.5, 1.0);
                c.stroke(&format!("M{} {}l-14 8M{} {}l14 8", fx - 22.0, fy - 6.0, fx + 22.0, fy - 6.0), "#5ac04a", 7.0, 1.0);
            },
        ),
        card(
            "The stack of plates",
            (InkWash, Daylight, EyeLevel, Tense),
            ["a boy carrying a tower of plates", "a sleeping cat"],
            ("the cat sleeps right where his next step will land", "cat"),
            ["Almost there", "Pride comes before a fall", "Twenty plates, ten steps, and one cat he cannot see"],
            &["plates", "cat"],
            true,
            "A young waiter with curly hair carries a tall wobbling stack of white plates across a café floor, looking worried. Just in front of his foot, a grey cat lies asleep on the floor.",
            |c| {
                c.drew("waiter plate stack floor cat");
                let p = c.p;
                c.room(440.0);
                c.boards(440.0);
                let boy = Look::new(2, "#ffffff", "#2a2a2a").hair(Hair::Curly, 1).face(Expr::Worry).turn(0.2);
                figure(c, &walk().right_hand((20.0, -66.0), (26.0, -72.0)).left_hand((10.0, -64.0), (18.0, -72.0)), 150.0, 570.0, 330.0, &boy, false);
                for k in 0..18 {
                    let y = 330.0 - k as f64 * 15.0;
                    let x = 236.0 + (k as f64 * 0.5).sin() * k as f64 * 1.6;
                    c.ellipse(x, y, 44.0, 7.0, "#fbfbf8", 1.0);
                    c.stroke(&format!("M{} {}h88", x - 44.0, y + 2.0), p.dark, 1.0, 0.5);
                }
                c.ellipse(280.0, 560.0, 44.0, 18.0, "#8a8a90", 1.0);
                c.circle(316.0, 548.0, 14.0, "#8a8a90", 1.0);
                c.poly(&[(306.0, 540.0), (310.0, 526.0), (316.0, 536.0)], "#8a8a90", 1.0);
                c.poly(&[(320.0, 536.0), (326.0, 524.0), (328.0, 540.0)], "#8a8a90", 1.0);
                c.stroke("M240 566q-30 10 -20 -20", "#8a8a90", 7.0, 1.0);
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
            "A huge open mouth in a rock face, with big yellow teeth above and below. Its pink tongue rolls out like a carpet to the ground. A small tour group follows a guide holding up a flag, walking in along the tongue.",
            |c| {
                c.drew("mouth rock face teeth tongue carpet group guide flag");
                let p = c.p;
                c.sky(330.0);
                // Far hills in the haze, then the cliff with the mouth.
                c.blob(&[(-40.0, 330.0), (40.0, 280.0), (120.0, 300.0), (300.0, 270.0), (440.0, 300.0), (440.0, 360.0), (-40.0, 360.0)], "#b8a88a");
                c.land(400.0);
                let rock = c.c.lin(&[(0.0, "#d8a060", 1.0), (0.55, "#a8683a", 1.0), (1.0, "#6a3a20", 1.0)], 0.0, 0.0, 1.0, 0.4);
                c.blob(&[(-40.0, 480.0), (-6.0, 300.0), (30.0, 180.0), (110.0, 112.0), (210.0, 92.0), (320.0, 112.0), (392.0, 190.0), (430.0, 300.0), (440.0, 480.0)], &rock);
                c.path("M300 130Q420 220 400 470H330Q380 300 300 130Z", "#4a2414", 0.35);
                c.stroke("M30 230q60 -50 130 -40M250 130q70 0 120 60M20 440q-6 -60 10 -120M390 440q20 -80 0 -170M80 160q40 -30 90 -40M300 150q40 10 70 50", "#5a2e18", 4.0, 0.5);
                c.stroke("M40 250q10 -40 40 -60M340 200q30 30 30 80", "#f0c890", 5.0, 0.45);
                // Autumn trees on the brow of the rock.
                for (x, y, r, col) in [(60.0, 160.0, 22.0, p.accent), (100.0, 124.0, 20.0, p.accent2), (140.0, 104.0, 16.0, "#b0501a"), (300.0, 100.0, 20.0, p.accent2), (340.0, 124.0, 24.0, p.accent), (372.0, 160.0, 18.0, "#b0501a")] {
                    c.stroke(&format!("M{x} {y}v{}", r * 1.3), "#4a2a14", 4.0, 1.0);
                    c.circle(x, y, r, col, 1.0);
                    c.circle(x - r * 0.3, y - r * 0.3, r * 0.45, "#f8d070", 0.35);
                }
                // Lips of rock around the dark throat.
                c.ellipse(205.0, 275.0, 165.0, 135.0, "#7a3020", 1.0);
                c.ellipse(205.0, 270.0, 150.0, 118.0, "#b8504a", 1.0);
                let throat = c.c.rad(&[(0.0, "#0e0204", 1.0), (0.6, "#3a0a12", 1.0), (1.0, "#7a2030", 1.0)], 0.5, 0.45, 0.6);
                c.ellipse(205.0, 272.0, 134.0, 102.0, &throat, 1.0);
                c.path("M195 180q10 -6 20 0l-2 40q-8 12 -16 0z", "#c05060", 1.0);
                // Big yellow teeth, the upper row along the lip, the lower at the sides.
                let mut up = String::new();
                for k in 0..7 {
                    let a = -0.95 + k as f64 * 0.317;
                    let x = 205.0 + a.sin() * 128.0;
                    let y = 272.0 - a.cos() * 96.0;
                    let w = 34.0 - a.abs() * 6.0;
                    up.push_str(&format!("M{:.0} {:.0}h{w:.0}v{:.0}q0 14 -{h:.0} 14q-{h:.0} 0 -{h:.0} -14z", x - w / 2.0, y - 6.0, 34.0 - a.abs() * 8.0, h = w / 2.0));
                }
                c.path(&up, "#f0d070", 1.0);
                c.path("M70 330q18 -34 36 -4v26h-36zM104 352q16 -34 34 -6v30h-34zM272 346q18 -30 34 4v26h-34zM306 326q16 -30 32 4v22h-32z", "#e8c058", 1.0);
                c.stroke(&up, "#fff4c0", 2.0, 0.5);
                // The tongue rolls out of the mouth down the rock and over the ground like a carpet.
                c.path("M140 300Q205 270 270 300L300 390Q330 450 330 470L420 612H-20L90 470Q80 450 110 390Z", "#e05a72", 1.0);
                c.path("M150 310Q205 286 262 310L286 392Q300 440 310 470L370 612H40L110 470Q118 430 126 392Z", "#f07a8c", 1.0);
                c.stroke("M205 296Q206 420 200 612", "#b83a56", 5.0, 0.8);
                c.stroke("M160 316Q205 300 250 316", "#ffd0d8", 6.0, 0.6);
                c.dots(40, 100.0, 320.0, 480.0, 600.0, 3.0, "#ffb0c0");
                c.dots(16, 150.0, 260.0, 320.0, 460.0, 2.0, "#ffb0c0");
                // Leaves blown about, and a near tree framing the left.
                c.path("M-20 612Q0 520 40 530Q60 470 80 540L60 612ZM420 612Q400 500 370 530Q350 480 330 560L350 612Z", "#5a3a18", 1.0);
                c.dots(14, 20.0, 380.0, 420.0, 600.0, 4.0, p.accent2);
                // The guide at the lip holds up a flag; the group follows up the tongue.
                let guide = Look::new(0, p.accent2, p.dark).hair(Hair::Short, 1).face(Expr::Smile).turn(-0.6);
                c.ellipse(212.0, 392.0, 18.0, 4.0, p.dark, 0.3);
                figure(c, &reach().right_hand((16.0, -84.0), (20.0, -102.0)), 212.0, 392.0, 76.0, &guide, false);
                c.stroke("M227 392V300", p.dark, 2.5, 1.0);
                c.poly(&[(227.0, 300.0), (262.0, 308.0), (227.0, 318.0)], p.accent, 1.0);
                let hairs = [Hair::Short, Hair::Long, Hair::Bun, Hair::Curly, Hair::Bald];
                for (k, (x, y, h)) in [(186.0, 436.0, 86.0), (232.0, 466.0, 98.0), (168.0, 500.0, 112.0), (246.0, 548.0, 126.0), (150.0, 586.0, 140.0)].into_iter().enumerate() {
                    let l = Look::new(k + 1, p.cloth[k % 4], p.cloth[(k + 2) % 4]).hair(hairs[k], k).face(Expr::Back).build(0.9 + (k % 3) as f64 * 0.15);
                    c.ellipse(x, y, h * 0.2, h * 0.045, p.dark, 0.3);
                    let pose = if k % 2 == 0 { walk() } else { stand() };
                    figure(c, &pose, x, y, h, &l, k % 2 == 0);
                }
            },
        ),
        card(
            "The paper pigeon",
            (InkWash, Autumn, EyeLevel, Wistful),
            ["an old man alone on a bench", "a flock of pigeons"],
            ("one of the pigeons is folded from paper", "paper"),
            ["Company", "Birds of a feather flock together", "Every day he folds one more paper pigeon so the flock will not leave him"],
            &["pigeons", "origami"],
            true,
            "An old man with a grey beard in a long coat and a tall hat sits on a park bench among fallen leaves, a tree behind him and a small pile of white paper squares beside him. Grey pigeons peck at his feet. One of them, nearest to him and looking up at him, is folded from white paper.",
            |c| {
                c.drew("bench park leaf tree pigeon paper coat square pile");
                let p = c.p;
                c.sky(340.0);
                c.land(340.0);
                c.tree(320.0, 360.0, 340.0, "#4a3020", p.accent);
                c.dots(50, 0.0, 400.0, 340.0, 600.0, 4.0, p.accent2);
                c.rect(20.0, 300.0, 300.0, 12.0, "#6a4a2a", 1.0);
                c.rect(20.0, 322.0, 300.0, 12.0, "#6a4a2a", 1.0);
                c.rect(14.0, 384.0, 312.0, 16.0, "#6a4a2a", 1.0);
                c.stroke("M34 400V470M306 400V470M34 334V384M306 334V384", "#3a2a1a", 7.0, 1.0);
                for k in 0..4 {
                    c.rect(236.0 + k as f64 * 2.0, 376.0 - k as f64 * 4.0, 40.0, 6.0, "#fbfbf4", 1.0);
                }
                let man = Look::new(1, "#5a5a4a", "#3a3a34").old().face(Expr::Sad).beard().turn(0.6);
                figure(c, &sit_chair().right_hand((16.0, -62.0), (30.0, -58.0)).hat(), 120.0, 468.0, 300.0, &man, false);
                for &(x, y, s, f) in &[(60.0, 520.0, 1.0, false), (120.0, 556.0, 1.1, true), (310.0, 546.0, 1.0, true), (352.0, 500.0, 0.9, false), (200.0, 568.0, 1.1, false)] {
                    let m = if f { -1.0 } else { 1.0 };
                    c.ellipse(x, y, 26.0 * s, 16.0 * s, "#8a8a96", 1.0);
                    c.poly(&[(x - m * 22.0 * s, y - 4.0 * s), (x - m * 42.0 * s, y + 2.0 * s), (x - m * 22.0 * s, y + 8.0 * s)], "#6a6a76", 1.0);
                    c.circle(x + m * 22.0 * s, y - 14.0 * s, 10.0 * s, "#7a7a88", 1.0);
                    c.stroke(&format!("M{} {}q{} 8 {} 14", x + m * 16.0 * s, y - 8.0 * s, m * 4.0, m * 2.0), "#5a9a7a", 4.0 * s, 0.9);
                    c.poly(&[(x + m * 30.0 * s, y - 16.0 * s), (x + m * 38.0 * s, y - 12.0 * s), (x + m * 30.0 * s, y - 10.0 * s)], "#e8b040", 1.0);
                    c.circle(x + m * 25.0 * s, y - 17.0 * s, 2.0 * s, "#e84a1a", 1.0);
                    c.stroke(&format!("M{} {}v12M{} {}v12", x - 4.0, y + 14.0 * s, x + 6.0, y + 14.0 * s), "#d86a6a", 2.5, 1.0);
                }
                // The paper pigeon, looking up at him.
                c.poly(&[(196.0, 500.0), (262.0, 478.0), (286.0, 500.0), (250.0, 526.0), (204.0, 522.0)], "#fbfbf4", 1.0);
                c.poly(&[(226.0, 492.0), (262.0, 448.0), (260.0, 500.0)], "#ecebe0", 1.0);
                c.poly(&[(196.0, 500.0), (176.0, 468.0), (190.0, 462.0), (206.0, 496.0)], "#fbfbf4", 1.0);
                c.poly(&[(176.0, 468.0), (160.0, 466.0), (184.0, 460.0)], "#fbfbf4", 1.0);
                c.stroke("M196 500L286 500M226 492L250 526M262 478L262 448", "#9a9a9a", 1.2, 1.0);
                c.stroke("M214 524v12M238 524v12", "#c8c8c0", 2.5, 1.0);
            },
        ),
        card(
            "The storm in a jar",
            (StainedGlass, Night, Hands, Mysterious),
            ["a storm", "a glass jar"],
            ("a tiny sailing boat is caught inside the jar", "boat"),
            ["Contained", "A storm in a teacup", "She caught the storm in a jar, but the boat came with it"],
            &["jar", "storm"],
            false,
            "Two hands hold up a big glass jar against a dark blue night full of stars. Inside the jar are a grey storm cloud with rain, a flash of lightning, rough waves and a small white sailing boat tossed on them.",
            |c| {
                c.drew("jar night star cloud storm lightning wave boat rain");
                let p = c.p;
                c.sky(600.0);
                c.dots(50, 0.0, 400.0, 0.0, 600.0, 1.5, p.light);
                c.soft();
                c.glow(200.0, 300.0, 220.0, "#a8d0ff", 0.35);
                c.end();
                c.rect(80.0, 110.0, 240.0, 380.0, "#a8d0e8", 0.3);
                c.rect(90.0, 80.0, 220.0, 36.0, "#8a8a9a", 1.0);
                c.stroke("M90 92h220M90 104h220", "#5a5a6a", 3.0, 1.0);
                crate::second::things::cloud(c, 200.0, 170.0, 200.0, "#6a6a7a", "#4a4a5a");
                c.stroke("M130 200l-10 30M160 210l-10 30M250 210l-10 30M280 200l-10 30M120 250l-10 30M290 250l-10 30", "#c8d8f0", 2.5, 0.8);
                c.poly(&[(206.0, 196.0), (176.0, 276.0), (200.0, 272.0), (182.0, 340.0), (236.0, 252.0), (210.0, 256.0), (226.0, 196.0)], p.accent, 1.0);
                c.path("M82 390Q110 350 140 380T200 370T260 384T318 360V488H82Z", "#2a5a9a", 1.0);
                c.stroke("M82 390Q110 350 140 380T200 370T260 384T318 360", "#e0f0ff", 5.0, 1.0);
                c.g("transform=\"rotate(-18 190 372)\"");
                crate::second::things::sailboat(c, 190.0, 372.0, 70.0, "#f8f8f0", "#f8f8f0");
                c.end();
                c.stroke("M92 130V470", "#ffffff", 6.0, 0.5);
                crate::second::figures::hand(c, 56.0, 600.0, 2.3, 12.0, SKIN[1], "#8a5a3a");
                crate::second::figures::hand(c, 344.0, 600.0, 2.3, -12.0, SKIN[1], "#8a5a3a");
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
                c.drew("gold ground gentleman coat path lead fish dog fishbowl water");
                let p = c.p;
                c.sky(420.0);
                c.land(420.0);
                let man = Look::new(0, "#3a6a3a", "#3a3a3a").face(Expr::Smile).turn(0.7).beard();
                figure(c, &walk().right_hand((14.0, -64.0), (28.0, -70.0)).hat(), 130.0, 560.0, 330.0, &man, false);
                crate::second::figures::fish(c, 290.0, 200.0, 130.0, p.accent, false);
                c.stroke("M218 330Q300 300 322 214", p.dark, 2.5, 1.0);
                c.rect(316.0, 176.0, 10.0, 44.0, "#3a5a9a", 1.0);
                c.circle(338.0, 194.0, 6.0, "#ffffff", 1.0);
                c.circle(339.0, 194.0, 3.0, "#1a1a1a", 1.0);
                c.drew("collar eye");
                // The dog in its round fishbowl, under water, grumpy, blowing bubbles.
                c.circle(300.0, 480.0, 84.0, "#a8d8f0", 0.75);
                c.ellipse(300.0, 530.0, 36.0, 26.0, "#a87a4a", 1.0);
                c.circle(300.0, 474.0, 28.0, "#a87a4a", 1.0);
                c.ellipse(272.0, 482.0, 10.0, 22.0, "#6a4a2a", 1.0);
                c.ellipse(328.0, 482.0, 10.0, 22.0, "#6a4a2a", 1.0);
                c.ellipse(300.0, 488.0, 14.0, 10.0, "#d8b088", 1.0);
                c.ellipse(300.0, 482.0, 5.0, 4.0, "#1a1a1a", 1.0);
                c.circle(290.0, 466.0, 3.0, "#1a1a1a", 1.0);
                c.circle(310.0, 466.0, 3.0, "#1a1a1a", 1.0);
                c.stroke("M282 456l12 4M318 456l-12 4M294 496h12", "#1a1a1a", 2.5, 1.0);
                for (x, y, r) in [(312.0, 442.0, 5.0), (318.0, 428.0, 4.0)] {
                    c.circle(x, y, r, "#ffffff", 0.8);
                }
                c.stroke("M244 430Q226 480 248 530", "#ffffff", 5.0, 0.6);
                c.ellipse(300.0, 412.0, 46.0, 8.0, "#d8f0f8", 0.8);
                c.drew("bubble ear nose");
            },
        ),
        card(
            "The finger held",
            (Pastel, WarmInterior, Hands, Tender),
            ["an old hand", "a newborn's hand"],
            ("the old hand still wears a thin gold ring", "ring"),
            ["Beginnings", "The apple does not fall far from the tree", "The ring on that finger was given to her on the day the baby's mother was born"],
            &["hands", "ring"],
            true,
            "A close-up on a dark red knitted blanket: an old, wrinkled hand comes down from a grey cardigan, and its pointing finger is held tight in the whole tiny fist of a newborn baby asleep in a cream bonnet in the corner. The old hand wears a thin gold ring that catches the light.",
            |c| {
                c.drew("hand finger baby blanket ring cardigan fist arm bonnet");
                let p = c.p;
                c.full("#7a2a24", 1.0);
                for k in 0..10 {
                    let x = -20.0 + k as f64 * 46.0;
                    let d: String = (0..16).map(|j| format!("M{x} {}l12 16l12 -16", -20.0 + j as f64 * 40.0)).collect();
                    c.stroke(&d, "#9a3a30", 5.0, 1.0);
                }
                c.soft();
                c.glow(200.0, 300.0, 230.0, p.light, 0.45);
                c.end();
                // The old arm from the top right, in a grey cardigan.
                c.stroke("M480 -60L330 140", "#8a8a88", 130.0, 1.0);
                c.stroke("M430 20L382 84M452 40L404 104", "#6a6a68", 5.0, 0.6);
                c.stroke("M390 200L300 178", "#7a7a78", 16.0, 1.0);
                c.stroke("M340 150L262 240", "#d9a37a", 96.0, 1.0);
                c.ellipse(238.0, 262.0, 64.0, 56.0, "#d9a37a", 1.0);
                c.stroke("M290 196L240 254", "#b07a56", 3.0, 0.6);
                // Curled fingers under the fist, the ring on one of them.
                for (i, &(x, y)) in [(266.0, 318.0), (286.0, 294.0), (296.0, 264.0)].iter().enumerate() {
                    c.ellipse(x, y, 24.0, 18.0, "#d49c74", 1.0);
                    c.stroke(&format!("M{} {}q10 6 18 0", x - 12.0, y), "#8a5a3a", 2.0, 0.8);
                    if i == 1 {
                        c.soft();
                        c.glow(x - 8.0, y - 4.0, 30.0, "#fff0a0", 0.9);
                        c.end();
                        c.stroke(&format!("M{} {}l14 20", x - 16.0, y - 14.0), "#f0c030", 7.0, 1.0);
                        c.circle(x - 10.0, y - 8.0, 3.0, "#fffce0", 1.0);
                    }
                }
                c.stroke("M262 226q-20 10 -40 0M274 244q-22 12 -46 2M250 292q-14 6 -26 0", "#8a5a3a", 2.5, 0.6);
                c.dots(12, 196.0, 300.0, 214.0, 290.0, 2.2, "#a86a4a");
                // The pointing finger, held.
                c.stroke("M212 292L146 372", "#d9a37a", 34.0, 1.0);
                c.stroke("M186 326l8 6", "#8a5a3a", 2.0, 0.8);
                c.ellipse(138.0, 382.0, 11.0, 9.0, "#f0c8b0", 1.0);
                // The baby, asleep in the corner, and its fist round the finger.
                let baby = Look::new(0, "#f4ecd8", "#f4ecd8").hair(Hair::Bald, 0).face(Expr::Asleep).turn(0.3);
                c.circle(100.0, 500.0, 62.0, "#f4ecd8", 1.0);
                portrait(c, 100.0, 500.0, 46.0, &baby);
                c.stroke("M44 470q56 -60 112 0", "#e8dcc4", 8.0, 1.0);
                c.stroke("M150 560L176 400", "#f6c6b0", 30.0, 1.0);
                c.ellipse(170.0, 370.0, 30.0, 26.0, "#f6c6b0", 1.0);
                for k in 0..4 {
                    let t = k as f64;
                    c.ellipse(186.0 - t * 10.0, 336.0 + t * 13.0, 11.0, 9.0, "#f8bca6", 1.0);
                    c.stroke(&format!("M{} {}q5 4 10 0", 180.0 - t * 10.0, 340.0 + t * 13.0), "#c88070", 1.5, 0.9);
                }
                c.ellipse(150.0, 388.0, 12.0, 9.0, "#f8bca6", 1.0);
            },
        ),
        card(
            "The sleeping giant",
            (Gouache, Spring, TinyInHuge, Calm),
            ["a village", "the giant it is built on"],
            ("smoke from one chimney tickles the giant's nose", "chimney"),
            ["Peaceful", "Let sleeping giants lie", "The village has lived on him for centuries; one more puff from that chimney and he sneezes"],
            &["giant", "village"],
            true,
            "Under a pale sky a long green hill has the profile of a sleeping giant's face, with a closed eye and a big nose. A small village of white houses with red roofs sits on the hill beside his face, and a sandy path winds up to it between trees. In the foreground a girl with long fair hair points at the face.",
            |c| {
                c.drew("hill giant village house roof nose smoke chimney");
                let p = c.p;
                c.sky(420.0);
                c.g("transform=\"translate(210 160) scale(1.2) translate(-240 -160)\"");
                // The giant lies on his back, head to the left: forehead, brow, a long pointed nose, lips, chin, neck, chest.
                let top = "M-40 252Q20 204 70 210Q96 214 104 234Q112 244 122 228L164 124Q176 100 190 118Q198 170 204 226Q214 236 226 224Q242 216 248 232Q254 240 260 232Q270 222 280 238Q288 248 296 232Q312 212 326 236Q334 256 338 272Q350 296 372 290Q404 276 440 280";
                c.path(&format!("{top}V620H-40Z"), p.ground[1], 1.0);
                // Shade under the jaw and along the face, so it stands out from the hill behind.
                c.path("M122 228L164 124Q176 100 190 118Q198 170 204 226Q210 250 190 262Q150 268 122 228Z", "#ffffff", 0.18);
                c.path("M296 232Q312 212 326 236Q334 256 338 272Q350 296 372 290L372 330Q320 320 296 232Z", "#000000", 0.12);
                c.stroke(top, p.dark, 6.0, 0.9);
                // The closed eye under a brow of bushes, a pink cheek, the nostril and the wrinkles of a coming sneeze.
                c.stroke("M82 262q26 24 52 0", p.dark, 9.0, 1.0);
                c.stroke("M88 272l-7 15M100 278l-3 16M112 279l1 16M124 274l5 14", p.dark, 5.0, 1.0);
                for k in 0..5 {
                    c.circle(80.0 + k as f64 * 13.0, 240.0 - (k as f64 - 2.0).abs() * 3.0, 11.0, "#2e5a26", 1.0);
                }
                c.circle(176.0, 290.0, 30.0, "#f08a8a", 0.45);
                c.ellipse(196.0, 214.0, 9.0, 13.0, "#1a2a1a", 1.0);
                c.stroke("M166 160q8 6 14 0M164 176q9 7 16 0M164 192q9 7 16 0", p.dark, 3.5, 0.8);
                c.stroke("M226 224Q242 216 248 232M260 232Q270 222 280 238", "#c8605a", 8.0, 1.0);
                c.stroke("M248 234Q254 242 260 234", p.dark, 3.0, 0.9);
                c.drew("eye cheek");
                // The village on his chest, one chimney smoking up into his nostril.
                for k in 0..4 {
                    let x = 336.0 + k as f64 * 30.0;
                    let y = 296.0 + (k % 2) as f64 * 8.0 - k as f64 * 2.0;
                    c.house(x, y, 28.0, 22.0, "#f8f0e0", p.accent, "#3a4a5a");
                }
                c.rect(340.0, 256.0, 9.0, 18.0, "#8a4a3a", 1.0);
                let smoke = "M344 252C344 200 300 214 286 186C270 152 236 150 222 178C214 194 206 204 198 210";
                c.stroke(smoke, "#ffffff", 12.0, 0.95);
                c.stroke(smoke, "#8a949e", 3.0, 0.8);
                c.end();
                c.path("M-40 620V440Q200 410 440 446V620Z", p.ground[0], 1.0);
                c.path("M310 336Q220 380 230 430Q290 480 250 620H330Q350 480 290 430Q280 390 346 336Z", "#e8d8a8", 1.0);
                c.drew("path");
                for (x, y, h) in [(40.0, 480.0, 90.0), (120.0, 510.0, 110.0), (232.0, 372.0, 46.0), (20.0, 596.0, 140.0)] {
                    c.tree(x, y, h, "#5a3a20", p.accent2);
                }
                let l = Look::new(0, p.cloth[1], p.dark).hair(Hair::Long, 3).face(Expr::Smile);
                figure(c, &point(), 330.0, 592.0, 250.0, &l, true);
            },
        ),
        card(
            "The arm wrestle",
            (Gouache, WarmInterior, Interior, Funny),
            ["a grandmother", "her strong grandson"],
            ("she is winning while reading the newspaper", "newspaper"),
            ["Effortless", "Never underestimate the old guard", "He trained all year; she did not even put down the newspaper"],
            &["arm wrestling", "kitchen"],
            true,
            "A kitchen table under a hanging red lamp. A young man in a cream sweater, scowling, arm-wrestles a small white-haired grandmother in glasses. She holds a newspaper in her other hand and reads it calmly while pressing his arm down.",
            |c| {
                c.drew("kitchen table lamp sweater newspaper grandmother cup");
                let p = c.p;
                c.room(420.0);
                c.soft();
                c.glow(200.0, 130.0, 240.0, p.light, 0.55);
                c.end();
                c.stroke("M200 0V84", p.dark, 2.0, 1.0);
                c.poly(&[(166.0, 116.0), (234.0, 116.0), (216.0, 84.0), (184.0, 84.0)], p.accent, 1.0);
                // Both elbows on the table, hands locked; his is nearly down.
                c.g("transform=\"translate(0 46)\"");
                let lad = Look::new(3, "#e8e0d0", "#2a3a6a").face(Expr::Angry).build(1.4).turn(0.7);
                figure(c, &stand().right_hand((12.0, -51.0), (17.0, -54.0)), 96.0, 640.0, 460.0, &lad, false);
                let gran = Look::new(0, "#7a3a6a", "#3a2a3a").old().hair(Hair::Bun, 5).glasses().face(Expr::Calm).turn(0.5);
                figure(c, &stand().dress(18.0, -20.0).left_hand((-16.0, -52.0), (-27.0, -57.0)).right_hand((16.0, -60.0), (20.0, -86.0)), 300.0, 600.0, 380.0, &gran, false);
                c.circle(186.0, 386.0, 15.0, SKIN[0], 1.0);
                c.circle(176.0, 392.0, 12.0, SKIN[3], 1.0);
                // A long checked cloth hides the table's legs; a steaming cup by her elbow.
                c.rect(-10.0, 408.0, 420.0, 160.0, "#c8d8e8", 1.0);
                c.stroke("M-10 440H410M-10 490H410M-10 540H410M30 408V560M90 408V560M150 408V560M210 408V560M270 408V560M330 408V560M390 408V560", "#5a7aa8", 10.0, 0.5);
                c.rect(-10.0, 404.0, 420.0, 8.0, "#e8eef4", 1.0);
                c.rect(336.0, 376.0, 30.0, 30.0, "#f8f4ec", 1.0);
                c.stroke("M366 384q12 0 10 10q-2 8 -10 6", "#f8f4ec", 4.0, 1.0);
                c.stroke("M344 368q-6 -10 0 -18t0 -18M358 368q-6 -10 0 -18", "#ffffff", 3.0, 0.7);
                // The newspaper she reads with her other hand.
                c.rect(326.0, 196.0, 80.0, 104.0, "#f4f0e4", 1.0);
                c.rect(334.0, 206.0, 64.0, 14.0, "#3a3a3a", 0.8);
                c.stroke("M334 234h64M334 248h64M334 262h44M334 276h64M334 290h50", "#7a7a7a", 3.0, 1.0);
                c.circle(376.0, 300.0, 9.0, SKIN[0], 1.0);
                // Sweat flying off him.
                for (x, y) in [(160.0, 196.0), (170.0, 226.0), (40.0, 190.0)] {
                    c.path(&format!("M{x} {y}q6 8 0 12q-6 -4 0 -12Z"), "#8ad0f0", 1.0);
                }
                c.end();
            },
        ),
        card(
            "The staring contest",
            (Pastel, Spring, CloseUp, Funny),
            ["a little boy", "an old woman"],
            ("a fly has landed on the old woman's nose", "fly"),
            ["Don't blink", "Who blinks first loses", "She would have won if the fly had not landed on her nose"],
            &["staring contest", "fly"],
            true,
            "Two faces fill the card side by side: a boy with curly hair on the left and an old woman with white hair in a bun on the right. Both stare wide-eyed with open mouths at a fly that sits on the tip of the old woman's nose.",
            |c| {
                c.drew("nose fly window cup table");
                let p = c.p;
                c.full("#bfe4cc", 1.0);
                let mut sprig = String::new();
                for j in 0..7 {
                    for i in 0..5 {
                        let x = i as f64 * 90.0 + if j % 2 == 0 { 20.0 } else { 65.0 };
                        sprig.push_str(&format!("M{x} {}h.1", j * 90 + 30));
                    }
                }
                c.stroke(&sprig, p.accent, 16.0, 0.55);
                // A window behind them onto a spring garden, a blossom branch across it.
                c.rect(110.0, 16.0, 180.0, 170.0, "#ffffff", 1.0);
                let sky = c.c.linv(&[(0.0, p.sky[0], 1.0), (1.0, p.sky[2], 1.0)]);
                c.rect(122.0, 28.0, 156.0, 146.0, &sky, 1.0);
                c.blob(&[(122.0, 150.0), (180.0, 126.0), (240.0, 140.0), (278.0, 124.0), (278.0, 174.0), (122.0, 174.0)], p.ground[1]);
                c.stroke("M122 70Q190 60 278 96M200 66q10 -20 30 -26", "#6a4a3a", 4.0, 1.0);
                c.dots(16, 130.0, 270.0, 40.0, 104.0, 6.0, p.accent);
                c.stroke("M200 16V186M110 100H290", "#ffffff", 6.0, 1.0);
                c.path("M96 10H140Q124 110 150 200H96Z", p.accent2, 0.8);
                c.path("M304 10H260Q276 110 250 200H304Z", p.accent2, 0.8);
                // The two faces, turned and leaning to each other; the boy stares
                // at the fly, her eyes cross on her own nose.
                let ink = "#2a1a14";
                let (bx, by, br) = (84.0, 300.0, 96.0);
                let boy = Look::new(2, p.cloth[1], p.dark).hair(Hair::Curly, 0).face(Expr::Shock).turn(0.7);
                c.g("transform=\"rotate(7 84 460)\"");
                portrait(c, bx, by, br, &boy);
                let fx = bx + 0.224 * br;
                for sx in [-1.0, 1.0] {
                    let x = fx + sx * 0.36 * br;
                    c.circle(x, by, 0.17 * br, "#ffffff", 1.0);
                    c.circle(x + 0.07 * br, by + 0.03 * br, 0.09 * br, ink, 1.0);
                    c.circle(x + 0.05 * br, by, 0.03 * br, "#ffffff", 1.0);
                }
                c.end();
                let (gx, gy, gr) = (316.0, 290.0, 98.0);
                let gran = Look::new(0, p.cloth[0], p.dark).old().hair(Hair::Bun, 5).face(Expr::Shock).turn(-0.7);
                c.g("transform=\"rotate(-6 316 460)\"");
                portrait(c, gx, gy, gr, &gran);
                let fx = gx - 0.224 * gr;
                for sx in [-1.0f64, 1.0] {
                    let x = fx + sx * 0.36 * gr;
                    c.circle(x, gy, 0.17 * gr, "#ffffff", 1.0);
                    c.circle(x - sx * 0.07 * gr - 0.02 * gr, gy + 0.06 * gr, 0.09 * gr, ink, 1.0);
                    c.circle(x - sx * 0.07 * gr - 0.04 * gr, gy + 0.03 * gr, 0.03 * gr, "#ffffff", 1.0);
                }
                c.stroke(&format!("M{} {}q-4 10 2 16", fx - 0.55 * gr, gy + 0.1 * gr), "#7ab8e8", 4.0, 0.9);
                // Her long nose, and the fly on its tip.
                let (nx, ny) = (fx - 0.26 * gr, gy + 0.47 * gr);
                c.path(&format!("M{} {}Q{} {} {} {}Q{} {} {} {}Z", fx - 0.02 * gr, gy + 0.06 * gr, fx - 0.06 * gr, ny - 0.2 * gr, nx, ny, fx + 0.1 * gr, ny + 0.14 * gr, fx + 0.08 * gr, gy + 0.06 * gr), "#f4b89c", 1.0);
                c.circle(nx, ny, 0.16 * gr, "#f09080", 1.0);
                c.stroke(&format!("M{} {}Q{} {} {} {}", fx - 0.02 * gr, gy + 0.06 * gr, fx - 0.06 * gr, ny - 0.2 * gr, nx - 0.1 * gr, ny - 0.06 * gr), "#a05040", 3.5, 1.0);
                let (fly_x, fly_y) = (nx - 0.02 * gr, ny - 0.15 * gr);
                c.g(&format!("transform=\"translate({fly_x} {fly_y}) scale(1.35) translate({} {})\"", -fly_x, -fly_y));
                c.ellipse(fly_x + 12.0, fly_y - 8.0, 15.0, 6.0, "#d8f0ff", 0.9);
                c.ellipse(fly_x + 16.0, fly_y - 1.0, 15.0, 6.0, "#d8f0ff", 0.9);
                c.stroke(&format!("M{} {}l-8 9m10 -8l-2 10m8 -10l6 8", fly_x - 5.0, fly_y + 4.0), "#1a1a1a", 1.8, 1.0);
                c.ellipse(fly_x, fly_y, 12.0, 8.0, "#1a1a1a", 1.0);
                c.circle(fly_x - 10.0, fly_y - 3.0, 5.5, "#8a1a1a", 1.0);
                c.end();
                c.end();
                // How the fly came in: a looping trail from the open window.
                c.add("<path d=\"M200 150Q240 170 222 200Q200 226 226 226Q256 226 250 310\" fill=\"none\" stroke=\"#3a4a5a\" stroke-width=\"2.5\" stroke-dasharray=\"5 6\" opacity=\".7\"/>");
                // The table between them, two cups of tea going cold.
                c.rect(-20.0, 520.0, 440.0, 100.0, p.cloth[2], 1.0);
                c.stroke("M-20 524H420", "#ffffff", 6.0, 0.7);
                c.dots(24, 0.0, 400.0, 540.0, 600.0, 5.0, "#ffffff");
                for x in [120.0, 290.0] {
                    c.ellipse(x, 552.0, 44.0, 10.0, "#ffffff", 1.0);
                    c.path(&format!("M{} 512h52l-6 36h-40z", x - 26.0), "#ffffff", 1.0);
                    c.ellipse(x, 512.0, 26.0, 6.0, "#b07040", 1.0);
                    c.stroke(&format!("M{} 520q16 0 12 16", x + 24.0), "#ffffff", 5.0, 1.0);
                }
                // Their hands grip the table edge.
                for (x, skin) in [(44.0, SKIN[2]), (186.0, SKIN[2]), (226.0, SKIN[0]), (372.0, SKIN[0])] {
                    c.ellipse(x, 526.0, 24.0, 15.0, skin, 1.0);
                    c.stroke(&format!("M{} 520v12M{} 518v14M{} 520v12", x - 10.0, x, x + 10.0), "#8a5040", 2.0, 0.6);
                }
            },
        ),
        card(
            "The bottom of the well",
            (Woodcut, Monochrome, WormsEye, Tense),
            ["someone at the bottom of a well", "faces at the top"],
            ("the rope they lower has been cut short", "rope"),
            ["Let down", "At the end of your rope", "They lowered the rope to help, but it stops far above her reach"],
            &["well", "rope"],
            true,
            "The view from the bottom of a deep stone well, looking up at a circle of pale sky. Four worried faces lean over the edge and look down. A rope hangs down from them but ends frayed, high above the hand that reaches up for it from the bottom.",
            |c| {
                c.drew("well stone sky rope hand finger");
                let p = c.p;
                c.full(p.dark, 1.0);
                for k in 0..9 {
                    let r = 420.0 - k as f64 * 36.0;
                    c.circle(200.0, 190.0, r, if k % 2 == 0 { "#2e2e2e" } else { "#444444" }, 1.0);
                    let mut d = String::new();
                    for j in 0..12 {
                        let a = (j as f64 * 30.0 + k as f64 * 15.0).to_radians();
                        d.push_str(&format!("M{:.0} {:.0}L{:.0} {:.0}", 200.0 + a.cos() * r, 190.0 + a.sin() * r, 200.0 + a.cos() * (r - 36.0), 190.0 + a.sin() * (r - 36.0)));
                    }
                    c.stroke(&d, "#1a1a1a", 3.0, 0.8);
                }
                c.circle(200.0, 190.0, 120.0, p.sky[2], 1.0);
                c.soft();
                c.glow(200.0, 190.0, 260.0, p.light, 0.35);
                c.end();
                // Four heads leaning over the rim, looking down.
                let mut s = String::new();
                for (i, a) in [205.0f64, 250.0, 295.0, 335.0].iter().enumerate() {
                    let t = a.to_radians();
                    let l = Look::new(i * 2 + 1, p.cloth[i], p.dark).hair([Hair::Short, Hair::Long, Hair::Curly, Hair::Bald][i], i).face([Expr::Worry, Expr::Shock, Expr::Sad, Expr::Worry][i]).turn(-t.cos() * 0.5);
                    c.person(36.0 * 9.0);
                    head_svg(&mut s, 200.0 + t.cos() * 118.0, 190.0 + t.sin() * 118.0, 36.0, &l);
                }
                c.drew("head hair face eye mouth");
                c.add(&s);
                // The rope, frayed at its end, and the hand far below it.
                c.stroke("M214 80Q204 200 210 330", "#d8c8a0", 7.0, 1.0);
                c.stroke("M210 330l-8 14M210 330l2 16M210 330l10 12", "#d8c8a0", 3.0, 1.0);
                c.stroke("M-20 640L140 560", "#6a6a6a", 110.0, 1.0);
                crate::second::figures::hand(c, 180.0, 560.0, 2.6, 14.0, "#d8d0c4", "#5a5a5a");
            },
        ),
        card(
            "The house of four weathers",
            (CutPaper, Winter, CutAway, Absurd),
            ["snow in the living room", "sun in the cellar"],
            ("the man in the attic bed sleeps under an umbrella", "umbrella"),
            ["Moody", "Every cloud has a silver lining", "In our house you take an umbrella to bed and sunglasses to the cellar"],
            &["house cut open", "weather indoors"],
            true,
            "A house with a red roof cut open like a doll's house, each floor with its own weather. In the attic it rains on a man asleep in bed under a red umbrella; on the middle floor snow falls on a grandmother sitting on a chair; in the cellar a sun shines on a child in red with arms raised.",
            |c| {
                c.drew("rain bed snow sun grandmother attic floor cellar house roof");
                let p = c.p;
                c.sky(420.0);
                c.rect(-10.0, 420.0, 420.0, 200.0, "#6a5040", 1.0);
                c.rect(-10.0, 414.0, 420.0, 10.0, "#f4f8fc", 1.0);
                c.poly(&[(10.0, 132.0), (200.0, 20.0), (390.0, 132.0)], p.accent, 1.0);
                c.stroke("M10 132L200 20L390 132", p.dark, 6.0, 1.0);
                c.rect(24.0, 132.0, 352.0, 146.0, "#5a6a88", 1.0);
                c.rect(24.0, 278.0, 352.0, 142.0, "#9aaed0", 1.0);
                c.rect(24.0, 420.0, 352.0, 160.0, "#f8c850", 1.0);
                c.stroke("M24 132V580H376V132M24 278H376M24 420H376", p.dark, 8.0, 1.0);
                // The attic: a raincloud under the roof, and the sleeper under his umbrella.
                crate::second::things::cloud(c, 200.0, 160.0, 220.0, "#d8dce4", "#8a92a4");
                let mut rain = String::new();
                for k in 0..18 {
                    let x = 50.0 + k as f64 * 18.0;
                    let y = 182.0 + (k % 3) as f64 * 18.0;
                    rain.push_str(&format!("M{x} {y}l-5 18"));
                }
                c.stroke(&rain, "#cfe0ff", 3.0, 0.9);
                c.rect(90.0, 236.0, 230.0, 34.0, "#f4f0e8", 1.0);
                c.rect(84.0, 222.0, 12.0, 50.0, "#6a4a30", 1.0);
                c.rect(314.0, 236.0, 12.0, 36.0, "#6a4a30", 1.0);
                c.ellipse(120.0, 232.0, 24.0, 10.0, "#ffffff", 1.0);
                let man = Look::new(1, "#3a5a9a", "#3a5a9a").face(Expr::Asleep).beard();
                figure(c, &lie(), 210.0, 240.0, 170.0, &man, false);
                crate::second::things::umbrella(c, 140.0, 206.0, 50.0, "#d83a3a", p.dark, 34.0);
                // The middle floor: snow falling, drifts on the floor, a grandmother knitting through it.
                c.dots(60, 36.0, 364.0, 290.0, 400.0, 4.0, "#ffffff");
                c.path("M24 420Q80 396 140 414Q220 392 300 412Q340 400 376 410V420Z", "#ffffff", 1.0);
                c.chair(150.0, 414.0, 1.4, p.dark);
                let gran = Look::new(3, p.cloth[2], p.dark).old().hair(Hair::Bun, 5).face(Expr::Smile);
                figure(c, &sit_chair(), 146.0, 414.0, 150.0, &gran, false);
                c.ellipse(150.0, 300.0, 30.0, 5.0, "#ffffff", 1.0);
                // The cellar: a sun with its rays, and a child in red with arms up.
                c.soft();
                c.glow(290.0, 470.0, 120.0, "#fff8c0", 0.8);
                c.end();
                c.circle(290.0, 470.0, 32.0, "#fff4a0", 1.0);
                let mut rays = String::new();
                for k in 0..12 {
                    let a = (k as f64 * 30.0).to_radians();
                    rays.push_str(&format!("M{:.0} {:.0}L{:.0} {:.0}", 290.0 + a.cos() * 40.0, 470.0 + a.sin() * 40.0, 290.0 + a.cos() * 60.0, 470.0 + a.sin() * 60.0));
                }
                c.stroke(&rays, "#f08a20", 4.0, 1.0);
                let kid = Look::new(4, p.accent, p.accent).hair(Hair::Curly, 0).face(Expr::Laugh);
                figure(c, &arms_up().child(), 130.0, 578.0, 132.0, &kid, false);
            },
        ),
        card(
            "The whale in the bathtub",
            (Gouache, Sea, HugeInTiny, Tender),
            ["a whale", "a small bathroom"],
            ("the whale wears a flowered shower cap", "shower cap"),
            ["Cramped but happy", "There's always room for one more", "Every evening he reads to the whale, who will not take off the shower cap"],
            &["whale", "bathtub"],
            true,
            "A small tiled bathroom. A grey whale fills the bathtub, its tail hanging over the side and its head wearing a flowered shower cap. An old man in a dressing gown sits on a stool beside the tub reading a book aloud to it.",
            |c| {
                c.drew("bathroom whale bathtub tail shower cap dressing gown stool book");
                let p = c.p;
                c.room(500.0);
                // Square tiles on the wall.
                for k in 0..10 {
                    c.stroke(&format!("M0 {}H400", 20 + k * 48), "#ffffff", 2.5, 0.7);
                    c.stroke(&format!("M{} 0V492", 20 + k * 48), "#ffffff", 2.5, 0.7);
                }
                // The whale fills the tub, its tail over the side.
                crate::second::figures::whale(c, 192.0, 300.0, 320.0, "#5a6a8a", "#c8d0e0", true);
                c.path("M24 352H356Q364 352 362 364L350 462Q346 482 322 482H62Q38 482 34 462L18 364Q16 352 24 352Z", "#f8f8f4", 1.0);
                c.stroke("M24 352H356Q364 352 362 364L350 462Q346 482 322 482H62Q38 482 34 462L18 364Q16 352 24 352Z", p.dark, 4.0, 0.8);
                c.stroke("M14 352H366", "#dfe4ea", 10.0, 1.0);
                c.stroke("M40 392Q190 404 340 392", "#c8d0e0", 3.0, 0.6);
                for (x, y) in [(70.0, 490.0), (310.0, 490.0)] {
                    c.ellipse(x, y, 16.0, 10.0, "#c8a040", 1.0);
                }
                for k in 0..15 {
                    let x = 30.0 + k as f64 * 22.0;
                    c.circle(x, 344.0 - (k % 3) as f64 * 4.0, 11.0 + (k % 2) as f64 * 3.0, "#ffffff", 1.0);
                }
                // The flowered shower cap on its head, with a ruffle.
                c.path("M30 262Q36 200 90 200Q150 202 146 256Z", p.accent, 1.0);
                for k in 0..9 {
                    c.circle(32.0 + k as f64 * 14.0, 262.0 - k as f64 * 0.7 - (k % 2) as f64 * 2.0, 8.0, p.accent, 1.0);
                }
                c.stroke("M30 262Q36 200 90 200Q150 202 146 256", p.dark, 3.0, 0.7);
                for (x, y) in [(56.0, 240.0), (88.0, 218.0), (118.0, 236.0), (86.0, 248.0), (126.0, 214.0), (50.0, 216.0)] {
                    for k in 0..5 {
                        let a = k as f64 * 1.2566;
                        c.circle(x + 5.0 * a.cos(), y + 5.0 * a.sin(), 4.0, "#ffffff", 1.0);
                    }
                    c.circle(x, y, 3.0, p.accent2, 1.0);
                }
                // The old man on his stool, reading aloud.
                c.rect(300.0, 500.0, 70.0, 12.0, "#a86a3a", 1.0);
                c.rect(306.0, 512.0, 8.0, 80.0, "#8a4a2a", 1.0);
                c.rect(356.0, 512.0, 8.0, 80.0, "#8a4a2a", 1.0);
                let man = Look::new(2, "#8a3a4a", "#8a3a4a").old().hair(Hair::Bald, 5).glasses().face(Expr::Smile).turn(-0.6);
                figure(c, &sit_chair().right_hand((6.0, -66.0), (14.0, -72.0)).left_hand((4.0, -66.0), (12.0, -70.0)), 336.0, 596.0, 220.0, &man, true);
                c.path("M298 424L324 432V454L298 446Z", "#ffffff", 1.0);
                c.path("M324 432L350 424V446L324 454Z", "#f4f0e4", 1.0);
                c.stroke("M298 424L324 432L350 424V446L324 454L298 446ZM324 432V454", p.dark, 2.0, 0.8);
                // A rubber duck on the shelf looks on.
                c.rect(250.0, 150.0, 120.0, 8.0, "#ffffff", 1.0);
                c.ellipse(310.0, 134.0, 22.0, 15.0, "#f8d040", 1.0);
                c.circle(322.0, 112.0, 12.0, "#f8d040", 1.0);
                c.path("M332 110L346 114L332 118Z", "#f08a30", 1.0);
                c.circle(326.0, 108.0, 2.5, "#1a1a1a", 1.0);
                c.drew("shelf duck");
            },
        ),
        card(
            "The one who turned round",
            (Pointillist, Saturated, Crowd, Festive),
            ["a cheering crowd", "one person facing away"],
            ("he holds a bunch of flowers nobody took", "flowers"),
            ["Left behind", "Every party has a pooper", "The singer did not take his flowers, so he turned his back on the show"],
            &["concert", "flowers"],
            true,
            "A packed concert hall lit pink and purple, seen from behind the crowd: dozens of people face a bright stage far away, arms in the air, a singer small in the light. Only one young man, the nearest to us, has turned round to face the viewer; he holds a bunch of flowers and looks sad.",
            |c| {
                c.drew("concert crowd flower bunch stage hall singer light");
                let p = c.p;
                c.full("#2a0a4a", 1.0);
                c.soft();
                c.glow(80.0, 60.0, 220.0, p.accent, 0.6);
                c.glow(320.0, 60.0, 220.0, p.accent2, 0.6);
                c.glow(200.0, 170.0, 160.0, "#fff0c0", 0.8);
                c.end();
                c.rect(-10.0, 190.0, 420.0, 20.0, "#1a0a2a", 1.0);
                let singer = Look::new(2, "#1a1a1a", "#1a1a1a").hair(Hair::Long, 0).face(Expr::Laugh);
                figure(c, &reach(), 200.0, 192.0, 90.0, &singer, false);
                let hairs = [Hair::Short, Hair::Long, Hair::Curly, Hair::Bun, Hair::Bald];
                for (row, (gy, h, n)) in [(330.0, 150.0, 8), (460.0, 210.0, 6), (640.0, 330.0, 3)].into_iter().enumerate() {
                    for i in 0..n {
                        let x = -10.0 + (i as f64 + 0.5) * 420.0 / n as f64 + c.r(-12.0, 12.0);
                        if row == 2 && i == 1 {
                            continue;
                        }
                        let l = Look::new(i * 3 + row, p.cloth[(i + row) % 4], p.cloth[(i + row + 2) % 4]).hair(hairs[(i + row * 2) % 5], i + row).face(Expr::Back).build(c.r(0.9, 1.3));
                        let pose = if (i + row) % 3 == 0 { arms_up() } else if (i + row) % 3 == 1 { reach() } else { dance() };
                        let (y, hh) = (gy + c.r(-6.0, 6.0), h * c.r(0.92, 1.06));
                        figure(c, &pose, x, y, hh, &l, i % 2 == 1);
                    }
                }
                let him = Look::new(1, "#3a3a6a", "#1a1a2a").hair(Hair::Curly, 1).face(Expr::Sad);
                figure(c, &hold(), 200.0, 640.0, 340.0, &him, false);
                c.poly(&[(170.0, 404.0), (230.0, 404.0), (204.0, 470.0), (196.0, 470.0)], "#f4f0e0", 1.0);
                c.stroke("M186 408L200 460M200 408V460M214 408L200 460", "#3a8a3a", 3.0, 1.0);
                for (k, &(x, y)) in [(172.0, 400.0), (190.0, 392.0), (210.0, 392.0), (228.0, 400.0), (182.0, 378.0), (200.0, 374.0), (218.0, 378.0)].iter().enumerate() {
                    c.circle(x, y, 11.0, [p.accent, p.accent2, "#ffffff", "#f8d040"][k % 4], 1.0);
                    c.circle(x, y, 4.0, "#f8e080", 1.0);
                }
            },
        ),
        card(
            "The coat with hands",
            (InkWash, Night, Interior, Eerie),
            ["a child in a dark hall", "a row of coats on hooks"],
            ("one of the coats has hands at the ends of its sleeves", "hands"),
            ["Not alone", "Keep your hands to yourself", "She went down for a glass of water and counted one coat too many, the one with hands"],
            &["coats", "hallway at night"],
            true,
            "A dark hallway at night, lit by a soft glow from the left. A small girl in a white nightgown holds a glass of water and stares at three long coats hanging on hooks. From the sleeves of the middle coat, a green one, hang two pale hands with long thin fingers.",
            |c| {
                c.drew("hallway glow nightgown glass water coat hook sleeve finger button collar");
                let p = c.p;
                c.room(500.0);
                c.soft();
                c.glow(40.0, 330.0, 300.0, p.light, 0.45);
                c.end();
                let colors = ["#4a4a5a", "#3a5a3a", "#5a3a2a"];
                for (k, color) in colors.iter().enumerate() {
                    let x = 175.0 + k as f64 * 95.0;
                    let foot = 470.0 - (k % 2) as f64 * 20.0;
                    c.circle(x, 96.0, 7.0, "#8a7a5a", 1.0);
                    // Sleeves hang either side of the body, then the body, its collar and buttons.
                    c.path(&format!("M{} 130Q{} 170 {} 330H{}Q{} 200 {} 140ZM{} 130Q{} 170 {} 330H{}Q{} 200 {} 140Z",
                        x - 34.0, x - 52.0, x - 50.0, x - 28.0, x - 30.0, x - 26.0,
                        x + 34.0, x + 52.0, x + 50.0, x + 28.0, x + 30.0, x + 26.0), color, 1.0);
                    c.poly(&[(x - 36.0, 128.0), (x - 8.0, 104.0), (x + 8.0, 104.0), (x + 36.0, 128.0), (x + 44.0, foot), (x - 44.0, foot)], color, 1.0);
                    c.poly(&[(x - 8.0, 104.0), (x, 150.0), (x + 8.0, 104.0)], "#1a1a22", 1.0);
                    c.dots(4, x - 1.0, x + 1.0, 170.0, 300.0, 3.0, "#c8b898");
                }
                // The hands of the middle coat: pale, with long thin fingers.
                for (x, dir) in [(225.0, -1.0), (315.0, 1.0)] {
                    c.ellipse(x, 346.0, 11.0, 15.0, "#e8e4d8", 1.0);
                    let mut f = String::new();
                    for k in 0..4 {
                        let fx = x - 8.0 + k as f64 * 5.3;
                        f.push_str(&format!("M{fx:.1} 352q{:.1} 24 {:.1} 40", dir * 2.0, dir * 3.0));
                    }
                    c.stroke(&f, "#e8e4d8", 4.0, 1.0);
                    c.stroke(&format!("M{:.1} 344q{:.1} 10 {:.1} 18", x - dir * 10.0, -dir * 6.0, -dir * 4.0), "#e8e4d8", 4.0, 1.0);
                }
                let girl = Look::new(0, "#f4f0e8", "#f4f0e8").hair(Hair::Long, 3).face(Expr::Shock).turn(0.7);
                figure(c, &hold().child().dress(18.0, -6.0), 80.0, 580.0, 230.0, &girl, false);
                c.rect(73.0, 426.0, 16.0, 22.0, "#c8e8f8", 0.85);
            },
        ),
        card(
            "The hundredth birthday",
            (Pointillist, WarmInterior, Interior, Festive),
            ["a very old woman", "a cake ablaze with candles"],
            ("a firefighter stands among the guests, helmet on", "firefighter"),
            ["Still going strong", "There's no smoke without fire", "With a hundred candles on the cake, the family invited a firefighter just in case"],
            &["cake", "birthday"],
            true,
            "A warm orange room hung with bunting. On the table in the middle stands a birthday cake with so many lit candles that it blazes like a bonfire, and the family cheers behind it. In front on the left, a very old woman in glasses and a yellow paper crown laughs with both arms up. On the right a firefighter in a yellow coat and a red helmet stands ready with a red extinguisher, looking worried.",
            |c| {
                c.drew("family bonfire crown extinguisher cake candle firefighter helmet coat bunting");
                let p = c.p;
                c.room(420.0);
                for k in 0..2 {
                    let y = 40.0 + k as f64 * 50.0;
                    c.stroke(&format!("M-10 {y}Q200 {} 410 {y}", y + 60.0), p.dark, 1.5, 1.0);
                    for j in 0..10 {
                        let x = 10.0 + j as f64 * 42.0;
                        let t = (x + 10.0) / 420.0;
                        let yy = y + 120.0 * t * (1.0 - t) * 0.5 * 2.0 - 2.0;
                        c.poly(&[(x - 10.0, yy), (x + 10.0, yy), (x, yy + 22.0)], p.cloth[(j + k) % 4], 1.0);
                    }
                }
                crowd(c, 5, 40.0, 330.0, 400.0, 200.0, &p.cloth, &[Expr::Laugh, Expr::Smile, Expr::Laugh, Expr::Shock]);
                c.table(200.0, 410.0, 600.0, 360.0, p.dark);
                c.rect(20.0, 400.0, 360.0, 14.0, "#f4ecd8", 1.0);
                c.soft();
                c.glow(190.0, 300.0, 190.0, "#ffb030", 0.9);
                c.end();
                c.ellipse(190.0, 402.0, 80.0, 10.0, "#ffffff", 1.0);
                c.rect(130.0, 340.0, 120.0, 62.0, "#f4d0e0", 1.0);
                c.ellipse(190.0, 340.0, 60.0, 10.0, "#fbeef4", 1.0);
                c.stroke("M130 372h120", "#e07a9a", 6.0, 1.0);
                for k in 0..18 {
                    let x = 136.0 + k as f64 * 6.3;
                    c.stroke(&format!("M{x} 344v-18"), "#ffffff", 3.0, 1.0);
                }
                c.blob(&[(128.0, 330.0), (140.0, 270.0), (162.0, 300.0), (178.0, 220.0), (198.0, 290.0), (222.0, 240.0), (240.0, 296.0), (256.0, 262.0), (254.0, 330.0)], "#ff8a20");
                c.blob(&[(146.0, 330.0), (164.0, 290.0), (182.0, 262.0), (200.0, 300.0), (222.0, 276.0), (236.0, 330.0)], "#ffe060");
                let gran = Look::new(1, p.accent, "#5a3a5a").old().hair(Hair::Bun, 5).glasses().face(Expr::Laugh).turn(0.4);
                figure(c, &arms_up().dress(20.0, -18.0), 92.0, 590.0, 250.0, &gran, false);
                let (hx, hy) = (92.0 + 5.0 * 2.5, 590.0 - 87.0 * 2.5);
                c.poly(&[(hx - 22.0, hy - 14.0), (hx - 24.0, hy - 40.0), (hx - 11.0, hy - 26.0), (hx, hy - 44.0), (hx + 11.0, hy - 26.0), (hx + 24.0, hy - 40.0), (hx + 22.0, hy - 14.0)], "#f8d030", 1.0);
                let fire = Look::new(3, "#e8b820", "#2a2a2a").face(Expr::Worry).build(1.3).turn(-0.6);
                figure(c, &hold().left_hand((-14.0, -60.0), (-22.0, -62.0)), 318.0, 596.0, 290.0, &fire, false);
                let (fx, fy) = (318.0, 596.0 - 91.0 * 2.9);
                c.ellipse(fx, fy - 8.0, 25.0, 20.0, "#d82a2a", 1.0);
                c.rect(fx - 32.0, fy - 6.0, 64.0, 8.0, "#b81a1a", 1.0);
                c.stroke(&format!("M{} {}h80M{} {}h80", 268.0, 596.0 - 120.0, 268.0, 596.0 - 150.0), "#f0f0a0", 6.0, 0.9);
                c.rect(270.0, 380.0, 30.0, 70.0, "#d82a2a", 1.0);
                c.rect(278.0, 370.0, 14.0, 12.0, "#3a3a3a", 1.0);
                c.stroke("M285 372Q260 350 252 336", "#2a2a2a", 5.0, 1.0);
            },
        ),
        card(
            "The tug of war",
            (CutPaper, Daylight, EyeLevel, Funny),
            ["a mouse", "an elephant"],
            ("a long line of ants is pulling behind the mouse", "ants"),
            ["Underdog", "Strength in numbers", "The elephant laughed at the mouse until he saw the ants lining up behind it"],
            &["tug of war", "elephant"],
            false,
            "A grassy field under a blue sky with one white cloud. A big grey elephant pulls on a rope with its trunk, sweating; at the other end a small brown mouse leans back and pulls with all its might, and behind the mouse a long line of black ants holds the rope too, while more ants march out of an anthill to join them.",
            |c| {
                c.drew("field grass elephant rope trunk mouse ant anthill cloud sky");
                c.sky(210.0);
                c.land(210.0);
                crate::second::things::cloud(c, 100.0, 80.0, 150.0, "#ffffff", "#d8e8f0");
                // The elephant, huge, leaning back on the right, the rope in its trunk.
                crate::second::figures::elephant(c, 300.0, 340.0, 250.0, "#8a8a98", "#6a6a78", true);
                c.stroke("M190 214q-8 12 0 18M204 200q-8 12 0 18M176 236q-8 12 0 18", "#5ab0e0", 5.0, 1.0);
                // The rope: trunk, mouse, then back round along the bottom through the ants to their hill.
                c.stroke("M150 332L118 420Q40 470 70 512Q120 540 250 540Q330 540 350 560", "#c8a060", 6.0, 1.0);
                // The anthill, with more ants coming out.
                c.blob(&[(290.0, 610.0), (320.0, 560.0), (356.0, 548.0), (392.0, 560.0), (420.0, 610.0)], "#a87a4a");
                c.ellipse(356.0, 560.0, 12.0, 6.0, "#3a2a1a", 1.0);
                // The mouse, leaning back with all its might.
                c.g("transform=\"translate(70 420) scale(1.7) rotate(-24)\"");
                c.stroke("M-26 16q-30 10 -40 -16", "#8a5a3a", 4.0, 1.0);
                c.ellipse(-4.0, 0.0, 30.0, 22.0, "#8a5a3a", 1.0);
                c.circle(26.0, -14.0, 16.0, "#8a5a3a", 1.0);
                c.circle(20.0, -32.0, 11.0, "#8a5a3a", 1.0);
                c.circle(20.0, -32.0, 6.0, "#e8a0a0", 1.0);
                c.circle(42.0, -12.0, 4.0, "#1a1a1a", 1.0);
                c.stroke("M28 -18l6 -2", "#1a1a1a", 3.0, 1.0);
                c.stroke("M10 6L34 10M0 18l-6 14M16 16l4 14", "#8a5a3a", 6.0, 1.0);
                c.end();
                let ant = |c: &mut super::scene::Ctx, x: f64, y: f64, s: f64| {
                    c.stroke(&format!("M{} {}l-4 10M{} {}l4 10M{} {}l0 10M{} {}l6 -10", x - 4.0 * s, y, x + 4.0 * s, y, x, y, x + 9.0 * s, y - 4.0 * s), "#1a1a1a", 2.5, 1.0);
                    c.ellipse(x - 9.0 * s, y, 7.0 * s, 5.0 * s, "#1a1a1a", 1.0);
                    c.circle(x, y, 3.5 * s, "#1a1a1a", 1.0);
                    c.circle(x + 7.0 * s, y - 2.0 * s, 4.0 * s, "#1a1a1a", 1.0);
                };
                // A long line of ants holding the rope behind the mouse.
                for (x, y) in [(62.0, 470.0), (80.0, 505.0), (112.0, 526.0), (146.0, 534.0), (180.0, 536.0), (214.0, 536.0), (248.0, 536.0), (282.0, 540.0)] {
                    ant(c, x, y - 4.0, 1.6);
                }
                for k in 0..4 {
                    let t = k as f64;
                    ant(c, 360.0 - t * 16.0, 560.0 - t * 22.0, 1.2);
                }
            },
        ),
        card(
            "The nest on the nose",
            (Woodcut, Spring, CloseUp, Grotesque),
            ["a man's enormous nose", "a family of birds"],
            ("the man is about to sneeze", "sneeze"),
            ["Hold it in", "Don't poke your nose into others' business", "The birds chose his nose in spring; now he has not dared to sneeze for weeks"],
            &["nose", "nest"],
            true,
            "The face of a man with red curly hair and an enormously long nose that sticks out sideways like a branch. A nest with three chicks sits on the tip of his nose, and a bird flies towards it. Pink petals float in the air.",
            |c| {
                c.drew("nose nest chick bird petal branch");
                let p = c.p;
                c.sky(600.0);
                let blue = c.c.linv(&[(0.0, "#7ab8e0", 1.0), (1.0, p.sky[0], 1.0)]);
                c.rect(-20.0, -20.0, 440.0, 640.0, &blue, 1.0);
                // A spring sun behind the nest, cut in rays.
                let mut rays = String::new();
                for k in 0..14 {
                    let a = k as f64 * std::f64::consts::TAU / 14.0;
                    let (x1, y1) = (350.0 + 240.0 * a.cos(), 230.0 + 240.0 * a.sin());
                    let (x2, y2) = (350.0 + 240.0 * (a + 0.17).cos(), 230.0 + 240.0 * (a + 0.17).sin());
                    rays.push_str(&format!("M350 230L{x1:.0} {y1:.0}L{x2:.0} {y2:.0}Z"));
                }
                c.path(&rays, "#d8f0ff", 0.7);
                c.circle(350.0, 230.0, 70.0, p.cloth[2], 1.0);
                // Far green hills, woodcut gouges in the sky.
                c.blob(&[(-40.0, 470.0), (80.0, 420.0), (200.0, 450.0), (330.0, 410.0), (440.0, 440.0), (440.0, 640.0), (-40.0, 640.0)], "#5a9a4a");
                c.blob(&[(200.0, 520.0), (300.0, 470.0), (440.0, 490.0), (440.0, 640.0), (200.0, 640.0)], "#3a7a3a");
                c.stroke("M0 60q100 -16 200 0t200 0M20 110q90 -12 180 0M230 170q80 -10 170 4M0 380q60 -8 120 0", p.dark, 2.0, 0.35);
                // A blossom branch across the top corner.
                c.stroke("M-10 40Q90 70 160 30M70 56q20 30 60 36M120 44q20 -20 50 -24", "#5a3a2a", 9.0, 1.0);
                for (x, y) in [(40.0, 40.0), (100.0, 66.0), (130.0, 92.0), (160.0, 28.0), (170.0, 18.0), (80.0, 50.0), (150.0, 40.0), (20.0, 30.0)] {
                    c.circle(x, y, 12.0, p.accent, 1.0);
                    c.circle(x, y, 4.0, p.accent2, 1.0);
                }
                // The man, eyes screwed shut, brows up, mouth open: about to sneeze.
                let l = Look::new(1, p.cloth[1], p.dark).hair(Hair::Curly, 4).face(Expr::Asleep).turn(0.6);
                portrait(c, 120.0, 300.0, 104.0, &l);
                let fx = 120.0 + 0.6 * 104.0 * 0.32;
                c.poly(&[(74.0, 452.0), (122.0, 456.0), (100.0, 500.0)], p.light, 1.0);
                c.poly(&[(170.0, 452.0), (122.0, 456.0), (144.0, 500.0)], p.light, 1.0);
                c.circle(122.0, 530.0, 6.0, p.accent2, 1.0);
                c.circle(122.0, 572.0, 6.0, p.accent2, 1.0);
                c.ellipse(fx, 364.0, 18.0, 22.0, "#5a1a1a", 1.0);
                c.stroke(&format!("M{} 256q20 -22 40 -12M{} 256q-20 -22 -40 -12", fx + 14.0, fx - 14.0), "#2a1a14", 5.0, 1.0);
                // The enormous nose grows sideways like a branch, knobbly and long.
                let nose = "M150 296Q190 276 250 282Q300 270 340 266Q366 262 376 276Q382 296 360 302Q320 304 270 308Q220 318 176 336Q150 340 146 318Z";
                c.path(nose, SKIN[1], 1.0);
                c.path("M176 330Q220 312 270 304Q320 298 360 300Q378 296 376 280Q380 300 360 306Q320 308 270 312Q220 320 178 338Z", "#c8845a", 1.0);
                c.stroke("M214 290q6 8 2 16M290 278q6 8 0 18M330 272q4 6 0 12", "#8a4a2a", 2.5, 0.8);
                c.ellipse(366.0, 292.0, 8.0, 5.0, "#6a2a1a", 1.0);
                c.stroke(&format!("M{} 300l-14 -8M{} 312l-16 0M{} 324l-14 8", fx - 16.0, fx - 18.0, fx - 16.0), "#2a1a14", 3.0, 1.0);
                // The petal that tickles the nostril.
                c.ellipse(386.0, 308.0, 9.0, 5.0, p.accent, 1.0);
                // The nest on the tip, with three chicks gaping.
                for k in 0..3 {
                    let x = 312.0 + k as f64 * 28.0;
                    let y = 222.0 - (k % 2) as f64 * 12.0;
                    c.circle(x, y, 17.0, "#b8a890", 1.0);
                    c.poly(&[(x - 12.0, y - 8.0), (x - 1.0, y - 44.0), (x + 10.0, y - 8.0)], "#f8a020", 1.0);
                    c.circle(x + 9.0, y + 2.0, 3.0, "#1a1a1a", 1.0);
                }
                c.path("M290 236Q340 226 388 236Q386 266 340 270Q296 266 290 236Z", "#8a6a3a", 1.0);
                c.stroke("M294 244q46 -8 90 0M298 254q42 -6 82 0M310 262q30 -4 56 0M286 234l20 12M386 232l-22 14", "#4a3018", 2.5, 1.0);
                // Their mother flies in with a worm.
                songbird(c, 250.0, 150.0, 1.6, p.cloth[1], p.accent2);
                c.stroke("M282 156q10 8 4 18q-6 8 4 14", p.accent, 4.0, 1.0);
                // Petals in the air.
                for (x, y) in [(40.0, 170.0), (230.0, 60.0), (300.0, 110.0), (360.0, 170.0), (60.0, 480.0), (300.0, 430.0), (350.0, 380.0), (210.0, 210.0), (380.0, 60.0), (250.0, 520.0)] {
                    c.ellipse(x, y, 8.0, 4.5, p.accent, 1.0);
                }
            },
        ),
        card(
            "The cloud on a lead",
            (Gouache, Monochrome, Crowd, Absurd),
            ["a crowd in the sun", "one man in the rain"],
            ("he walks his own little rain cloud on a red lead", "lead"),
            ["Under the weather", "Every dog has its day", "Everyone else brought sunglasses; he brought his own cloud, on a lead"],
            &["rain cloud", "bus stop"],
            true,
            "People wait at a bus stop in blazing sun, squinting behind dark sunglasses. In the middle one man in glasses stands calmly under a small dark cloud that rains only on him; he holds it on a red lead fastened to a collar round the cloud, with a closed umbrella on his arm and a puddle at his feet.",
            |c| {
                c.drew("bus stop shelter sun cloud rain lead collar umbrella puddle sunglasses pavement");
                let p = c.p;
                c.full("#ececec", 1.0);
                c.soft();
                c.glow(330.0, 60.0, 260.0, "#ffffff", 1.0);
                c.end();
                c.circle(330.0, 60.0, 44.0, "#ffffff", 1.0);
                c.stroke("M330 -10v-20M260 60h-30M282 12l-20 -20M282 108l-20 20M378 108l20 20", "#ffffff", 6.0, 1.0);
                c.rect(-10.0, 440.0, 420.0, 180.0, p.ground[0], 1.0);
                c.rect(10.0, 84.0, 380.0, 16.0, p.dark, 1.0);
                c.stroke("M24 100V450M376 100V450", p.dark, 7.0, 1.0);
                c.circle(36.0, 140.0, 20.0, p.cloth[2], 1.0);
                let hairs = [Hair::Short, Hair::Long, Hair::Bun, Hair::Curly];
                for (k, &(x, gy, h)) in [(52.0, 500.0, 250.0), (110.0, 470.0, 220.0), (300.0, 470.0, 225.0), (356.0, 505.0, 255.0)].iter().enumerate() {
                    let l = Look::new(k * 2 + 1, p.cloth[k % 4], p.cloth[(k + 1) % 4]).hair(hairs[k], k + 1).face(if k % 2 == 0 { Expr::Angry } else { Expr::Worry }).turn(if x < 200.0 { 0.4 } else { -0.4 });
                    let pose = if k % 2 == 0 { hips() } else { stand() };
                    figure(c, &pose, x, gy, h, &l, x > 200.0);
                    let s = h / 100.0;
                    let hx = x + if x < 200.0 { 1.0 } else { -1.0 } * 0.4 * 7.0 * s * 0.32;
                    c.rect(hx - 6.5 * s, gy - 93.0 * s, 13.0 * s, 3.2 * s, "#0a0a0a", 1.0);
                }
                c.ellipse(200.0, 576.0, 80.0, 14.0, "#6a7a8a", 1.0);
                let man = Look::new(2, "#3a3a3a", "#2a2a2a").face(Expr::Calm).glasses();
                figure(c, &stand().right_hand((14.0, -70.0), (22.0, -96.0)), 200.0, 574.0, 320.0, &man, false);
                c.stroke("M178 420L174 500", p.accent, 9.0, 1.0);
                c.stroke("M174 500l-6 10", p.dark, 4.0, 1.0);
                crate::second::things::cloud(c, 230.0, 160.0, 150.0, "#5a5a5a", "#3a3a3a");
                c.stroke("M196 196q34 12 70 0", p.accent, 7.0, 1.0);
                c.stroke("M270 266Q290 200 252 196", p.accent, 3.0, 1.0);
                let mut d = String::new();
                for k in 0..9 {
                    let x = 170.0 + k as f64 * 13.0;
                    let y = 210.0 + (k % 3) as f64 * 30.0;
                    d.push_str(&format!("M{x} {y}l-5 18"));
                }
                c.stroke(&d, "#3a4a6a", 3.5, 1.0);
            },
        ),
        card(
            "The roots that kept the toy",
            (Pastel, Autumn, CutAway, Wistful),
            ["a girl planting a seed", "an old tree's roots below"],
            ("the roots hold a tin soldier lost long ago", "soldier"),
            ["Forgotten", "What goes around comes around", "Her grandfather lost the tin soldier here, and the tree kept it for her"],
            &["roots", "tin soldier"],
            true,
            "A cut through the ground. Above the grass a girl with curly hair kneels beside an old tree with a red crown and drops a seed into a small hole. Below, the brown earth is full of the tree's long twisting roots and small stones, and deep down the roots wind around a small tin soldier in a red coat and a tall black hat.",
            |c| {
                c.drew("grass tree crown earth root stone soldier ground seed hole coat hat");
                let p = c.p;
                c.sky(250.0);
                c.rect(-10.0, 250.0, 420.0, 380.0, "#7a4e2e", 1.0);
                c.rect(-10.0, 380.0, 420.0, 250.0, "#5e3a22", 1.0);
                c.rect(-10.0, 500.0, 420.0, 130.0, "#4a2c18", 1.0);
                c.dots(40, 0.0, 400.0, 100.0, 240.0, 3.5, p.accent);
                c.tree(300.0, 250.0, 330.0, "#4a2e1a", p.accent);
                c.circle(250.0, 100.0, 60.0, p.accent2, 0.8);
                c.rect(-10.0, 240.0, 420.0, 16.0, "#7a9a3a", 1.0);
                for &(w, pts) in &[
                    (16.0, [(300.0, 250.0), (250.0, 330.0), (180.0, 400.0), (130.0, 452.0)]),
                    (12.0, [(300.0, 250.0), (320.0, 360.0), (260.0, 470.0), (220.0, 540.0)]),
                    (10.0, [(300.0, 250.0), (370.0, 330.0), (390.0, 430.0), (360.0, 560.0)]),
                    (8.0, [(290.0, 260.0), (200.0, 300.0), (90.0, 340.0), (20.0, 420.0)]),
                    (7.0, [(310.0, 300.0), (340.0, 420.0), (300.0, 520.0), (310.0, 610.0)]),
                ] {
                    c.line(&pts, "#3a2212", w);
                }
                c.dots(26, 0.0, 400.0, 270.0, 600.0, 6.0, "#9a7a5a");
                c.soft();
                c.glow(170.0, 470.0, 70.0, "#ffe0a0", 0.5);
                c.end();
                // The tin soldier, lying in a cradle of roots.
                c.rect(156.0, 478.0, 12.0, 44.0, "#2a3a7a", 1.0);
                c.rect(172.0, 478.0, 12.0, 44.0, "#2a3a7a", 1.0);
                c.rect(152.0, 436.0, 36.0, 46.0, "#d8302a", 1.0);
                c.stroke("M152 452L188 468M188 452L152 468", "#f4f0e0", 4.0, 1.0);
                c.circle(170.0, 424.0, 12.0, "#e8c8a0", 1.0);
                c.rect(158.0, 382.0, 24.0, 36.0, "#1a1a1a", 1.0);
                c.circle(170.0, 384.0, 12.0, "#1a1a1a", 1.0);
                c.stroke("M164 424h.1M176 424h.1", "#1a1a1a", 3.0, 1.0);
                c.stroke("M196 400V500", "#8a8a90", 5.0, 1.0);
                c.line(&[(120.0, 440.0), (140.0, 530.0), (200.0, 540.0), (214.0, 480.0), (196.0, 420.0)], "#3a2212", 9.0);
                c.line(&[(130.0, 452.0), (146.0, 470.0), (196.0, 472.0)], "#3a2212", 5.0);
                // Above: the girl drops a seed into a hole by the tree.
                c.ellipse(200.0, 250.0, 16.0, 5.0, "#3a2212", 1.0);
                c.stroke("M200 232v.1", "#e8c060", 7.0, 1.0);
                c.stroke("M200 250V372", "#e8c060", 1.5, 0.5);
                let girl = Look::new(2, p.cloth[2], p.cloth[1]).hair(Hair::Curly, 2).face(Expr::Calm).turn(0.6);
                figure(c, &kneel().child().right_hand((14.0, -52.0), (26.0, -56.0)), 120.0, 250.0, 220.0, &girl, false);
            },
        ),
        card(
            "The stair into the clouds",
            (StainedGlass, Daylight, WormsEye, Mysterious),
            ["a woman climbing", "a spiral stair with no top"],
            ("a cat is coming down the other way", "cat"),
            ["Curious", "Curiosity killed the cat", "She climbs to see where it goes; the cat has been and is coming back unimpressed"],
            &["spiral stair", "clouds"],
            true,
            "Looking straight up from the foot of a tall spiral staircase of orange steps that vanishes into white clouds in a blue sky. A woman in a green dress climbs it, seen from below. Higher up, a black cat walks down the steps towards her.",
            |c| {
                c.drew("staircase step cloud sky dress cat");
                let p = c.p;
                c.sky(600.0);
                // The stair winds up around its pole, wide at the bottom, narrow where it meets the clouds.
                let step = |k: usize| {
                    let t = k as f64 / 17.0;
                    let a = k as f64 * 0.75 - 0.6;
                    (a, 200.0 * (1.0 - t * 0.8), 620.0 - k as f64 * 36.0)
                };
                for front in [false, true] {
                    if front {
                        c.stroke("M200 640V40", "#8a4a2a", 14.0, 1.0);
                    }
                    for k in 0..17 {
                        let (a, r, y) = step(k);
                        if (a.sin() > 0.0) != front {
                            continue;
                        }
                        let (a1, sq) = (a + 0.55, 0.3);
                        let col = if front { "#e88a3a" } else { "#b8662a" };
                        c.poly(&[(200.0, y), (200.0 + a.cos() * r, y + a.sin() * r * sq), (200.0 + a1.cos() * r, y + a1.sin() * r * sq), (200.0, y + 4.0)], col, 1.0);
                        c.poly(&[(200.0 + a.cos() * r, y + a.sin() * r * sq), (200.0 + a1.cos() * r, y + a1.sin() * r * sq), (200.0 + a1.cos() * r, y + a1.sin() * r * sq + 10.0), (200.0 + a.cos() * r, y + a.sin() * r * sq + 10.0)], "#7a3a1a", 1.0);
                    }
                }
                crate::second::things::cloud(c, 200.0, 40.0, 380.0, "#ffffff", "#d8e8f8");
                crate::second::things::cloud(c, 330.0, 100.0, 180.0, "#ffffff", "#d8e8f8");
                // The woman climbing, seen from below, one hand on the pole.
                let woman = Look::new(2, p.cloth[3], p.cloth[3]).hair(Hair::Long, 1).face(Expr::Smile).turn(0.4);
                figure(c, &reach().dress(26.0, -30.0), 150.0, 545.0, 220.0, &woman, false);
                // The black cat coming down towards her, tail up.
                c.g("transform=\"translate(252 240)\"");
                c.ellipse(0.0, 0.0, 40.0, 20.0, "#141414", 1.0);
                c.circle(-38.0, -10.0, 19.0, "#141414", 1.0);
                c.poly(&[(-54.0, -18.0), (-52.0, -40.0), (-40.0, -26.0)], "#141414", 1.0);
                c.poly(&[(-34.0, -26.0), (-26.0, -44.0), (-22.0, -22.0)], "#141414", 1.0);
                c.stroke("M-24 14v22M-10 14v20M18 14v22M30 12v20", "#141414", 7.0, 1.0);
                c.stroke("M36 -4q30 -20 18 -54", "#141414", 7.0, 1.0);
                c.ellipse(-46.0, -12.0, 4.0, 5.0, "#f8d040", 1.0);
                c.ellipse(-32.0, -12.0, 4.0, 5.0, "#f8d040", 1.0);
                c.stroke("M-46 -12v.1M-32 -12v.1", "#141414", 2.0, 1.0);
                c.end();
                c.drew("tail");
            },
        ),
        card(
            "The fish that fishes back",
            (GoldTempera, Sea, TopDown, Calm),
            ["a man fishing from a boat", "a giant fish below"],
            ("the fish below holds the other end of the line", "line"),
            ["Patience", "There are plenty more fish in the sea", "He has waited all day for a bite; the fish has waited all day holding the line"],
            &["fishing", "giant fish"],
            true,
            "Seen from above, a small wooden boat on green-blue water with a man in a wide straw hat holding a fishing rod over the side. His line runs down past a red float into the water, where an enormous dark fish, far bigger than the boat, lies just under the surface holding the end of the line in its mouth and looking up with two big pale eyes.",
            |c| {
                c.drew("boat water straw hat fishing rod line fish eye mouth");
                let p = c.p;
                let g = c.linv(&[(0.0, "#5ab8b0", 1.0), (1.0, "#1a6a80", 1.0)]);
                c.rect(-20.0, -20.0, 440.0, 640.0, &g, 1.0);
                c.g("opacity=\".85\"");
                c.poly(&[(215.0, 470.0), (120.0, 640.0), (310.0, 640.0)], "#123e4e", 1.0);
                c.ellipse(215.0, 410.0, 120.0, 200.0, "#123e4e", 1.0);
                c.poly(&[(110.0, 360.0), (20.0, 420.0), (110.0, 430.0)], "#123e4e", 1.0);
                c.poly(&[(320.0, 360.0), (410.0, 420.0), (320.0, 430.0)], "#123e4e", 1.0);
                c.end();
                c.dots(30, 130.0, 300.0, 330.0, 560.0, 5.0, "#2a6a7a");
                c.stroke("M130 330q85 50 170 0", "#0a2a38", 4.0, 0.8);
                for x in [165.0, 265.0] {
                    c.circle(x, 290.0, 24.0, "#e8e4c8", 1.0);
                    c.circle(x, 280.0, 12.0, "#0a1418", 1.0);
                    c.circle(x - 4.0, 276.0, 4.0, "#ffffff", 1.0);
                }
                c.ellipse(215.0, 236.0, 26.0, 12.0, "#0a1418", 1.0);
                c.stroke("M40 -20q60 40 140 30M300 40q40 30 120 10", "#ffffff", 2.0, 0.4);
                // The boat, the man and his rod.
                c.g("transform=\"rotate(-20 160 130)\"");
                c.ellipse(160.0, 130.0, 56.0, 118.0, "#6a3e1a", 1.0);
                c.ellipse(160.0, 130.0, 44.0, 104.0, "#b07a3a", 1.0);
                c.stroke("M118 70h84M118 190h84", "#6a3e1a", 8.0, 1.0);
                let man = Look::new(1, p.accent, p.dark).hair(Hair::Bald, 3);
                from_above(c, 160.0, 130.0, 1.6, -60.0, &man, false);
                c.circle(160.0, 130.0, 30.0, "#f0d070", 1.0);
                c.circle(160.0, 130.0, 16.0, "#e0b850", 1.0);
                c.end();
                c.stroke("M190 150L330 200", "#4a2a10", 5.0, 1.0);
                c.stroke("M330 200Q300 210 288 222", "#f8f8f0", 1.5, 1.0);
                c.circle(288.0, 224.0, 8.0, "#e83a2a", 1.0);
                c.stroke("M280 224h16", "#ffffff", 3.0, 1.0);
                c.stroke("M288 232Q250 236 228 238", "#f8f8f0", 1.5, 0.6);
                c.stroke("M270 224a18 12 0 1 0 36 0a18 12 0 1 0 -36 0M100 130a70 130 0 1 0 140 0a70 130 0 1 0 -140 0", "#e8f8f8", 2.0, 0.4);
            },
        ),
        card(
            "The soup with eyes",
            (StainedGlass, Saturated, Interior, Grotesque),
            ["a proud chef", "a pot of soup"],
            ("two crocodile eyes look up from the soup", "crocodile"),
            ["Something's off", "Too many cooks spoil the broth", "The chef tasted the soup and the crocodile tasted the chef"],
            &["chef", "crocodile"],
            true,
            "A busy kitchen with copper pans. A fat chef in a tall white hat lifts a spoon to taste from a huge steaming pot. Just above the surface of the green soup, two crocodile eyes and nostrils are watching him.",
            |c| {
                c.drew("kitchen pan chef hat spoon pot soup crocodile eye nostril");
                let p = c.p;
                c.room(430.0);
                for k in 0..5 {
                    c.circle(50.0 + k as f64 * 76.0, 90.0, 26.0, "#d87a3a", 1.0);
                    c.stroke(&format!("M{} 64v-30", 50 + k * 76), "#8a4a2a", 4.0, 1.0);
                }
                let chef = Look::new(1, "#ffffff", "#3a3a4a").build(1.5).face(Expr::Smile).turn(0.7);
                figure(c, &hold().right_hand((24.0, -70.0), (36.0, -86.0)), 110.0, 560.0, 330.0, &chef, false);
                c.rect(80.0, 180.0, 60.0, 40.0, "#ffffff", 1.0);
                c.circle(90.0, 180.0, 18.0, "#ffffff", 1.0);
                c.circle(130.0, 180.0, 18.0, "#ffffff", 1.0);
                c.stroke("M218 270L260 330", "#c8c8c8", 5.0, 1.0);
                c.rect(200.0, 380.0, 190.0, 180.0, "#5a5a6a", 1.0);
                c.ellipse(295.0, 380.0, 95.0, 20.0, "#6a9a2a", 1.0);
                for x in [270.0, 310.0] {
                    c.ellipse(x, 372.0, 14.0, 10.0, "#4a7a2a", 1.0);
                    c.circle(x, 370.0, 6.0, p.accent2, 1.0);
                    c.stroke(&format!("M{x} 364v12"), "#1a1a1a", 2.0, 1.0);
                }
                c.soft();
                c.glow(290.0, 340.0, 80.0, "#ffffff", 0.4);
                c.end();
            },
        ),
        card(
            "Who walks whom",
            (Pointillist, Daylight, EyeLevel, Funny),
            ["a dog", "a man on a lead"],
            ("the man carries the stick in his mouth", "stick"),
            ["Role reversal", "You can't teach an old dog new tricks", "The dog decided it was his turn to throw the stick"],
            &["dog", "lead"],
            true,
            "A sunny park path. A big shaggy dog walks upright on its hind legs, holding a lead. At the other end, on all fours, a man in a suit and tie trots along happily with a stick in his mouth.",
            |c| {
                c.drew("park path dog leg lead suit tie stick");
                let p = c.p;
                c.sky(330.0);
                c.land(330.0);
                c.tree(60.0, 340.0, 200.0, "#5a3a20", p.ground[1]);
                c.tree(360.0, 330.0, 160.0, "#5a3a20", p.ground[1]);
                // The sandy park path they walk along.
                c.path("M150 330Q120 400 40 460Q-20 520 -20 620H420Q380 520 300 440Q200 380 190 330Z", "#e8d8a8", 1.0);
                c.g("transform=\"translate(190 560) scale(1.2) translate(-210 -560)\"");
                c.stroke("M92 420Q60 400 66 372", "#c8a070", 12.0, 1.0);
                c.ellipse(110.0, 380.0, 30.0, 60.0, "#c8a070", 1.0);
                c.circle(116.0, 300.0, 30.0, "#c8a070", 1.0);
                c.ellipse(96.0, 300.0, 10.0, 24.0, "#8a6a40", 1.0);
                c.ellipse(136.0, 304.0, 10.0, 24.0, "#8a6a40", 1.0);
                c.circle(108.0, 296.0, 3.5, "#1a1a1a", 1.0);
                c.circle(124.0, 296.0, 3.5, "#1a1a1a", 1.0);
                c.ellipse(116.0, 312.0, 6.0, 4.0, "#1a1a1a", 1.0);
                c.stroke("M96 430l-6 60M124 430l6 60M130 370l30 20", "#c8a070", 14.0, 1.0);
                c.stroke("M92 326Q116 336 140 326", "#c83a3a", 6.0, 1.0);
                c.stroke("M160 390Q230 420 322 446", "#b02a2a", 4.5, 1.0);
                let man = Look::new(0, "#2a3a5a", "#2a3a5a").face(Expr::Smile).turn(0.8);
                let crawl = crate::second::figures::Pose {
                    head: (44.0, -50.0),
                    neck: (34.0, -46.0),
                    hip: (-14.0, -40.0),
                    knees: [(-10.0, -4.0), (-6.0, -4.0)],
                    feet: [(-34.0, -2.0), (-30.0, -2.0)],
                    elbows: [(34.0, -24.0), (30.0, -24.0)],
                    hands: [(36.0, -2.0), (32.0, -2.0)],
                    ..stand()
                };
                figure(c, &crawl, 250.0, 540.0, 200.0, &man, false);
                c.path("M314 452L322 452L320 478L314 486L310 478Z", "#c83a3a", 1.0);
                c.stroke("M323 450H380", "#3a2410", 10.0, 1.0);
                c.stroke("M323 450H380", "#8a5a2a", 6.0, 1.0);
                c.end();
                c.drew("collar tail");
            },
        ),
        card(
            "Asleep alike",
            (Gouache, WarmInterior, CloseUp, Tender),
            ["a tired father", "a sleeping baby"],
            ("the baby holds the television remote", "remote"),
            ["Worn out", "Like father, like son", "He fell asleep first, and the baby took charge of the remote"],
            &["father and baby", "remote control"],
            true,
            "A close view of a bearded father asleep in an armchair, head tipped back and mouth open. A baby sleeps on his chest with its mouth open in exactly the same way, one tiny fist clutching a television remote.",
            |c| {
                c.drew("father armchair baby chest fist remote television lamp");
                let p = c.p;
                c.full(p.wall[1], 1.0);
                c.stroke("M30 0V600M110 0V600M290 0V600M370 0V600", p.wall[0], 18.0, 0.35);
                // A lamp glows on the left; the television's blue light comes from the right.
                c.soft();
                c.glow(40.0, 120.0, 300.0, p.light, 0.8);
                c.end();
                c.path("M0 30H84L104 110H-20Z", p.accent2, 1.0);
                c.stroke("M44 110V200", p.dark, 5.0, 0.8);
                // The wing-back armchair.
                let chair = "#7a2228";
                c.blob(&[(40.0, 620.0), (30.0, 160.0), (90.0, 70.0), (200.0, 46.0), (310.0, 70.0), (370.0, 160.0), (360.0, 620.0)], chair);
                c.c.ellipse(46.0, 300.0, 52.0, 160.0, "#8e2c30", 1.0);
                c.c.ellipse(354.0, 300.0, 52.0, 160.0, "#5e1a20", 1.0);
                c.dots(6, 110.0, 290.0, 90.0, 130.0, 4.0, "#3a0a10");
                // The father slumps, head tipped back against the chair, mouth open.
                let dad = Look::new(2, "#4a6a8a", p.dark).hair(Hair::Curly, 0).beard().face(Expr::Asleep);
                c.g("transform=\"rotate(-9 200 600)\"");
                portrait(c, 200.0, 200.0, 80.0, &dad);
                c.ellipse(200.0, 252.0, 15.0, 19.0, "#3a1010", 1.0);
                c.stroke("M160 148q40 -14 80 0", "#8a5a3a", 3.0, 0.5);
                c.clip("M24 488Q40 324 200 316Q360 324 376 488L376 620L24 620Z");
                c.stroke("M0 400H400M0 430H400M0 580H400", "#6a8aaa", 9.0, 0.8);
                c.end();
                c.end();
                // The baby asleep on his chest, mouth open the same way.
                let baby = Look::new(2, "#f8e070", p.dark).hair(Hair::Bald, 0).face(Expr::Asleep).turn(0.2);
                c.g("transform=\"rotate(28 270 470)\"");
                c.ellipse(270.0, 470.0, 74.0, 44.0, "#f8e070", 1.0);
                c.ellipse(330.0, 490.0, 26.0, 20.0, "#f0d060", 1.0);
                c.end();
                let mut s = String::new();
                head_svg(&mut s, 200.0, 420.0, 46.0, &baby);
                c.add(&s);
                c.stroke("M186 445H220", SKIN[2], 6.0, 1.0);
                c.ellipse(203.0, 447.0, 8.0, 10.0, "#3a1010", 1.0);
                // One tiny fist round the remote.
                c.g("transform=\"rotate(-24 250 530)\"");
                c.rect(236.0, 480.0, 30.0, 96.0, "#222228", 1.0);
                c.circle(251.0, 494.0, 6.0, p.accent, 1.0);
                c.dots(9, 242.0, 262.0, 508.0, 560.0, 2.5, "#a8a8b8");
                c.end();
                c.stroke("M232 470Q236 500 246 512", "#f8e070", 16.0, 1.0);
                c.circle(252.0, 518.0, 12.0, SKIN[2], 1.0);
                // Armrests in front, and the blue light of the television.
                c.blob(&[(-30.0, 540.0), (60.0, 500.0), (100.0, 560.0), (80.0, 640.0), (-30.0, 640.0)], "#9a3238");
                c.blob(&[(430.0, 540.0), (340.0, 500.0), (300.0, 560.0), (320.0, 640.0), (430.0, 640.0)], "#5e1a20");
                // His big hand round the baby's back, his arm from the far shoulder.
                crate::second::figures::hand(c, 332.0, 500.0, 1.3, -62.0, SKIN[2], "#6a4a2a");
                c.stroke("M356 514L440 560", "#4a6a8a", 42.0, 1.0);
                c.stroke("M354 500L346 524", "#3a5a7a", 8.0, 1.0);
                // Two little trails of sleep.
                c.stroke("M280 120h16l-16 18h16M306 90h11l-11 13h11M150 370h10l-10 12h10", p.light, 3.5, 0.9);
            },
        ),
        card(
            "The scarecrow with shoes",
            (Woodcut, Autumn, EyeLevel, Eerie),
            ["a field of scarecrows", "a farmer counting them"],
            ("one scarecrow stands on real feet in muddy boots", "boots"),
            ["Something's wrong", "Don't judge a book by its cover", "The farmer put up two scarecrows; the third one wears boots"],
            &["scarecrows", "field"],
            true,
            "A stubbly orange field under a pale yellow sky with black crows. Three scarecrows in coloured coats and pointed hats stand in a row, crows perched on the arms of the two on poles; the middle one has no pole but stands on two legs in muddy boots, and no crow will sit on it. In front on the left, a farmer in blue overalls and a black top hat points at them, counting.",
            |c| {
                c.drew("hat field crow scarecrow coat pole farmer overalls boot leg sky hat arm mud");
                let p = c.p;
                c.sky(330.0);
                c.land(330.0);
                let mut d = String::new();
                for k in 0..11 {
                    d.push_str(&format!("M{} 330L{} 620", 200.0 + (k as f64 - 5.0) * 30.0, 200.0 + (k as f64 - 5.0) * 110.0));
                }
                c.stroke(&d, "#8a4a1a", 3.0, 0.5);
                crate::second::figures::birds(c, 4, 60.0, 360.0, 40.0, 130.0, 30.0, p.dark);
                for (k, x) in [130.0, 235.0, 340.0].into_iter().enumerate() {
                    let gy = 440.0 - (k as f64 - 1.0).abs() * 20.0;
                    let coat = [p.cloth[0], p.cloth[2], p.accent2][k];
                    if k == 1 {
                        c.stroke(&format!("M{} {}v-100M{} {}v-100", x - 12.0, gy - 6.0, x + 12.0, gy - 6.0), "#3a3a4a", 16.0, 1.0);
                        c.ellipse(x - 18.0, gy - 4.0, 20.0, 10.0, "#2a1a0a", 1.0);
                        c.ellipse(x + 18.0, gy - 4.0, 20.0, 10.0, "#2a1a0a", 1.0);
                        c.ellipse(x, gy + 6.0, 46.0, 8.0, "#4a2a10", 0.8);
                        c.dots(8, x - 40.0, x + 40.0, gy - 30.0, gy, 3.0, "#4a2a10");
                    } else {
                        c.stroke(&format!("M{x} {gy}V{}", gy - 200.0), "#5a3a1a", 8.0, 1.0);
                    }
                    let top = gy - 190.0;
                    c.stroke(&format!("M{} {}h100", x - 50.0, top + 30.0), "#c8a050", 8.0, 1.0);
                    c.poly(&[(x - 26.0, top + 16.0), (x + 26.0, top + 16.0), (x + 32.0, top + 96.0), (x - 32.0, top + 96.0)], coat, 1.0);
                    c.stroke(&format!("M{} {}l-10 10l4 -12M{} {}l10 10l-4 -12", x - 50.0, top + 30.0, x + 50.0, top + 30.0), "#e8c060", 4.0, 1.0);
                    c.circle(x, top, 22.0, "#d8c090", 1.0);
                    c.poly(&[(x - 32.0, top - 10.0), (x + 32.0, top - 10.0), (x, top - 48.0)], "#5a3a1a", 1.0);
                    if k == 1 {
                        c.circle(x - 8.0, top, 4.0, "#1a1a1a", 1.0);
                        c.circle(x + 4.0, top, 4.0, "#1a1a1a", 1.0);
                        c.circle(x - 9.0, top - 1.0, 1.5, "#ffffff", 1.0);
                        c.circle(x + 3.0, top - 1.0, 1.5, "#ffffff", 1.0);
                    } else {
                        c.stroke(&format!("M{} {}l8 8M{} {}l-8 8M{} {}l8 8M{} {}l-8 8", x - 14.0, top - 6.0, x - 6.0, top - 6.0, x + 6.0, top - 6.0, x + 14.0, top - 6.0), "#1a1a1a", 2.5, 1.0);
                        for dx in [-40.0, 36.0] {
                            let bx = x + dx;
                            c.ellipse(bx, top + 18.0, 11.0, 8.0, "#1a1a1a", 1.0);
                            c.circle(bx + if dx < 0.0 { -8.0 } else { 8.0 }, top + 10.0, 5.5, "#1a1a1a", 1.0);
                        }
                    }
                    c.stroke(&format!("M{} {}q10 6 20 0", x - 10.0, top + 10.0), "#1a1a1a", 2.0, 1.0);
                }
                let farmer = Look::new(1, "#3a5a8a", "#3a5a8a").old().hair(Hair::Bald, 5).face(Expr::Worry).beard().turn(0.7);
                figure(c, &point(), 80.0, 598.0, 290.0, &farmer, false);
                let (hx, hy) = (80.0 + 5.0 * 2.9, 598.0 - 87.0 * 2.9);
                c.rect(hx - 17.0, hy - 62.0, 34.0, 44.0, "#1a1a1a", 1.0);
                c.rect(hx - 28.0, hy - 22.0, 56.0, 7.0, "#1a1a1a", 1.0);
                c.rect(hx - 17.0, hy - 30.0, 34.0, 6.0, p.accent, 1.0);
            },
        ),
        card(
            "The lantern that swam",
            (StainedGlass, Night, Crowd, Festive),
            ["a lantern festival on the river", "the dark water"],
            ("one of the lanterns is a jellyfish", "jellyfish"),
            ["Wonder", "All that glitters is not gold", "They floated a hundred lanterns, and one was a jellyfish that swam back upstream"],
            &["lanterns", "jellyfish"],
            true,
            "A dark river at night with small boats, each carrying one person who holds up a glowing paper lantern. Dozens of lanterns in red, orange and yellow float on the water. Among them glows a pale blue jellyfish trailing long tentacles.",
            |c| {
                c.drew("river night boat lantern jellyfish tentacle");
                let p = c.p;
                c.sky(200.0);
                c.sea(200.0, "#14245a", "#050a1e");
                let cols = ["#e84a2a", "#f8a030", "#f8d050"];
                let lantern = |c: &mut super::scene::Ctx, x: f64, y: f64, s: f64, col: &str| {
                    c.soft();
                    c.glow(x, y, 40.0 * s, col, 0.6);
                    c.end();
                    c.ellipse(x, y, 13.0 * s, 16.0 * s, col, 1.0);
                    c.rect(x - 9.0 * s, y - 18.0 * s, 18.0 * s, 5.0 * s, "#3a1a10", 1.0);
                    c.rect(x - 9.0 * s, y + 13.0 * s, 18.0 * s, 5.0 * s, "#3a1a10", 1.0);
                    c.ellipse(x, y, 6.0 * s, 9.0 * s, "#fff4c0", 0.8);
                };
                // A boat with one person holding a lantern high.
                let boat = |c: &mut super::scene::Ctx, k: usize, x: f64, y: f64, h: f64| {
                    crate::second::things::rowboat(c, x, y, h * 0.9, "#3a2a2a");
                    let l = Look::new(k * 2 + 1, p.cloth[k % 4], p.dark).hair([Hair::Long, Hair::Short, Hair::Bun, Hair::Curly, Hair::Short][k], k).face(Expr::Smile).turn(0.3);
                    let flip = k % 2 == 1;
                    figure(c, &stand().right_hand((14.0, -74.0), (22.0, -102.0)), x, y - h * 0.12, h, &l, flip);
                    let d = if flip { -1.0 } else { 1.0 };
                    c.stroke(&format!("M{:.0} {:.0}v-18", x + d * 0.22 * h, y - h * 0.12 - 1.02 * h), "#3a1a10", 2.0, 1.0);
                    lantern(c, x + d * 0.22 * h, y - h * 0.12 - 1.02 * h - 34.0 * h / 150.0, h / 150.0, cols[k % 3]);
                };
                // Far away, many more lanterns drifting downriver.
                for k in 0..16 {
                    let x = 12.0 + k as f64 * 25.0;
                    let y = 212.0 + ((k * 7) % 5) as f64 * 8.0;
                    lantern(c, x, y, 0.45, cols[k % 3]);
                }
                boat(c, 2, 200.0, 250.0, 90.0);
                boat(c, 0, 70.0, 300.0, 120.0);
                boat(c, 1, 330.0, 290.0, 120.0);
                // Lanterns floating on the water, each with its reflection.
                for (k, &(x, y)) in [(40.0, 400.0), (120.0, 340.0), (290.0, 360.0), (370.0, 410.0), (60.0, 560.0), (340.0, 570.0), (200.0, 560.0), (260.0, 300.0)].iter().enumerate() {
                    c.stroke(&format!("M{} {}v24", x, y + 18.0), cols[k % 3], 6.0, 0.3);
                    lantern(c, x, y, 1.0, cols[k % 3]);
                }
                // Among them the jellyfish, glowing pale blue, its tentacles trailing.
                c.soft();
                c.glow(200.0, 400.0, 110.0, p.accent2, 0.8);
                c.end();
                c.stroke("M166 410q-10 40 6 90M184 414q6 44 -6 100M200 414q-6 50 8 96M216 414q8 40 -4 94M234 410q12 40 0 86", "#a8e0ff", 3.5, 1.0);
                c.path("M156 414Q160 350 200 346Q240 350 244 414Q222 404 200 414Q178 404 156 414Z", "#a8e0ff", 0.95);
                c.ellipse(200.0, 384.0, 22.0, 16.0, "#e8f8ff", 0.7);
                boat(c, 3, 110.0, 560.0, 170.0);
                boat(c, 4, 300.0, 540.0, 150.0);
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
            "Seen from the water far below, a very tall diving tower with a ladder rises against a bright sky. At the tip of the highest board a small girl in a striped swimsuit stands with her toes over the edge and her arms out, wearing big orange water wings. Swimmers' heads in the water look up at her, worried.",
            |c| {
                c.drew("water tower board sky swimsuit wing swimmer ladder sun cloud");
                let p = c.p;
                c.sky(600.0);
                c.circle(90.0, 90.0, 46.0, "#fff4b0", 1.0);
                crate::second::things::cloud(c, 150.0, 210.0, 170.0, "#ffffff", "#d8e8f8");
                c.poly(&[(10.0, 620.0), (150.0, 620.0), (120.0, 310.0), (70.0, 310.0)], "#e8e8e0", 1.0);
                c.poly(&[(110.0, 620.0), (150.0, 620.0), (120.0, 310.0), (106.0, 310.0)], "#c8c8c0", 1.0);
                let mut d = String::new();
                for k in 0..10 {
                    let y = 600.0 - k as f64 * 30.0;
                    let t = (600.0 - y) / 290.0;
                    d.push_str(&format!("M{:.0} {y}h{:.0}", 40.0 + t * 36.0, 40.0 - t * 16.0));
                }
                c.stroke(&d, "#7a7a78", 4.0, 1.0);
                c.poly(&[(60.0, 306.0), (340.0, 286.0), (342.0, 300.0), (64.0, 322.0)], "#3a8ac8", 1.0);
                c.poly(&[(64.0, 322.0), (342.0, 300.0), (342.0, 306.0), (66.0, 328.0)], "#1a5a98", 1.0);
                let girl = Look::new(3, p.accent, p.accent).hair(Hair::Bun, 0).face(Expr::Worry);
                figure(c, &stand().child().left_hand((-26.0, -70.0), (-44.0, -74.0)).right_hand((26.0, -70.0), (44.0, -74.0)), 310.0, 290.0, 190.0, &girl, false);
                c.stroke("M298 210h24M298 226h24M298 242h24", "#ffffff", 5.0, 0.9);
                for x in [310.0 - 20.0 * 1.9, 310.0 + 20.0 * 1.9] {
                    c.ellipse(x, 290.0 - 67.0 * 1.9, 14.0, 11.0, "#f87a1a", 1.0);
                    c.ellipse(x - 3.0, 290.0 - 70.0 * 1.9, 4.0, 3.0, "#ffd0a0", 1.0);
                }
                c.rect(-10.0, 470.0, 420.0, 150.0, "#3ab0d0", 1.0);
                c.stroke("M-10 474q20 -8 40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0", "#c8f0f8", 4.0, 1.0);
                for k in 0..5 {
                    let x = 50.0 + k as f64 * 76.0;
                    let y = 516.0 + (k % 2) as f64 * 8.0;
                    let l = Look::new(k * 2 + 1, p.cloth[k % 4], p.dark).hair([Hair::Short, Hair::Long, Hair::Bald, Hair::Curly, Hair::Bun][k], k).face(if k % 2 == 0 { Expr::Shock } else { Expr::Worry }).turn(0.5);
                    portrait(c, x, y, 24.0, &l);
                }
                c.rect(-10.0, 540.0, 420.0, 80.0, "#2a9ac0", 1.0);
                c.stroke("M-10 542q20 -8 40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0", "#c8f0f8", 4.0, 1.0);
            },
        ),
        card(
            "The bear who reads in bed",
            (InkWash, Winter, CutAway, Calm),
            ["a snowy hillside", "a warm den underneath"],
            ("the bear reads by a little lamp with glasses on", "glasses"),
            ["Cosy", "Sleep on it", "Everyone thinks the bear sleeps all winter, but she stays up with a good book and her glasses"],
            &["bear", "den"],
            false,
            "A cut through a snowy hill at night. Above, a fox trots across the snow under bare trees. Below, in a round den lined with roots and lit by a small lamp, a big brown bear sits up in a quilted bed under a red quilt, reading a book, round glasses on her nose.",
            |c| {
                c.drew("snow hill fox tree den root bear bed book lamp glasses nose quilt night");
                let p = c.p;
                c.full("#1a2238", 1.0);
                c.dots(30, 0.0, 400.0, 0.0, 150.0, 1.5, "#ffffff");
                c.rect(-10.0, 190.0, 420.0, 430.0, "#6a4a2e", 1.0);
                c.path("M-10 200Q200 160 410 200V224Q200 190 -10 226Z", "#f4f8fc", 1.0);
                c.stroke("M50 196V96M50 130l-22 -22M50 150l18 -16M350 190V80M350 120l22 -26M350 150l-16 -14", "#2a1a10", 5.0, 1.0);
                c.ellipse(190.0, 180.0, 26.0, 11.0, "#d86a2a", 1.0);
                c.circle(216.0, 170.0, 9.0, "#d86a2a", 1.0);
                c.poly(&[(212.0, 162.0), (216.0, 150.0), (221.0, 162.0)], "#d86a2a", 1.0);
                c.stroke("M164 178q-24 -6 -30 -20", "#d86a2a", 9.0, 1.0);
                c.stroke("M176 188v12M200 188v12", "#2a1a10", 3.0, 1.0);
                c.ellipse(200.0, 420.0, 190.0, 160.0, "#2e1e12", 1.0);
                c.soft();
                c.glow(320.0, 360.0, 200.0, "#ffd070", 0.7);
                c.end();
                c.stroke("M60 290q10 40 -4 70M120 268q-6 30 8 50M280 268q10 26 -2 48M340 300q-10 30 4 54", "#6a4a2e", 4.0, 1.0);
                // The bed and the bear sitting up in it.
                c.ellipse(150.0, 380.0, 60.0, 40.0, "#e8e0d0", 1.0);
                c.ellipse(190.0, 420.0, 78.0, 86.0, "#7a4a26", 1.0);
                c.circle(170.0, 318.0, 54.0, "#7a4a26", 1.0);
                c.circle(130.0, 276.0, 18.0, "#7a4a26", 1.0);
                c.circle(208.0, 274.0, 18.0, "#7a4a26", 1.0);
                c.circle(130.0, 276.0, 9.0, "#b07a4a", 1.0);
                c.circle(208.0, 274.0, 9.0, "#b07a4a", 1.0);
                c.ellipse(186.0, 340.0, 26.0, 20.0, "#c89a6a", 1.0);
                c.ellipse(192.0, 330.0, 9.0, 6.0, "#1a1a1a", 1.0);
                c.stroke("M146 312a12 12 0 1 0 .1 0M184 312a12 12 0 1 0 .1 0M158 312h14", "#1a1a1a", 3.0, 1.0);
                c.circle(152.0, 314.0, 3.0, "#1a1a1a", 1.0);
                c.circle(190.0, 314.0, 3.0, "#1a1a1a", 1.0);
                c.path("M30 470Q40 420 120 430Q200 440 290 424Q370 420 380 480Q370 540 200 540Q40 540 30 470Z", p.accent, 1.0);
                c.stroke("M80 440v90M150 434v104M220 436v104M290 428v106M40 484h334", "#ffffff", 2.0, 0.4);
                c.poly(&[(200.0, 392.0), (244.0, 370.0), (288.0, 392.0), (288.0, 428.0), (244.0, 410.0), (200.0, 428.0)], "#f8f4e8", 1.0);
                c.stroke("M244 370V410M210 396h26M210 406h26M252 396h26M252 406h26", "#8a8a8a", 1.5, 1.0);
                c.circle(206.0, 404.0, 14.0, "#7a4a26", 1.0);
                c.circle(284.0, 404.0, 14.0, "#7a4a26", 1.0);
                // The lamp on a stump.
                c.rect(318.0, 380.0, 40.0, 50.0, "#5a3a20", 1.0);
                c.stroke("M338 380V330", "#3a2a1a", 4.0, 1.0);
                c.poly(&[(318.0, 330.0), (358.0, 330.0), (348.0, 302.0), (328.0, 302.0)], p.accent2, 1.0);
                c.circle(338.0, 336.0, 6.0, "#fff4c0", 1.0);
            },
        ),
        card(
            "The pawn's sandwich",
            (GoldTempera, Monochrome, TopDown, Absurd),
            ["a game of living chess", "one hungry pawn"],
            ("a pawn is eating a sandwich in the middle of the game", "sandwich"),
            ["Unbothered", "An army marches on its stomach", "The kings were about to decide the war, but the pawn was hungry and unwrapped a sandwich"],
            &["chess", "sandwich"],
            true,
            "Seen from above, a giant chessboard of pale and dark squares in a gold frame, with people standing on it as pieces in rows at the top and the bottom; the two kings wear gold crowns and throw their arms out. In the middle of the board one pawn sits alone on a red picnic cloth, eating a big sandwich, a flask beside him.",
            |c| {
                c.drew("chessboard square piece pawn sandwich board king crown picnic cloth flask gold frame");
                let p = c.p;
                c.gold(-10.0, 610.0);
                let gold = "#d08a24";
                // The board, turned a little, its shadow and its gold frame.
                c.g("transform=\"rotate(-4 200 300)\"");
                c.rect(20.0, 58.0, 384.0, 510.0, "#000000", 0.35);
                c.rect(2.0, 40.0, 396.0, 520.0, gold, 1.0);
                c.stroke("M10 48h380v504h-380z", "#f8c860", 4.0, 0.9);
                c.stroke("M2 40h396v520h-396z", "#7a4a10", 3.0, 1.0);
                for i in 0..6 {
                    for j in 0..8 {
                        let col = if (i + j) % 2 == 0 { "#262422" } else { "#ece4cc" };
                        c.rect(20.0 + i as f64 * 60.0, 60.0 + j as f64 * 60.0, 60.0, 60.0, col, 1.0);
                    }
                }
                // The pieces: people standing in two rows on each side, their shadows to the lower right.
                let dark = Look::new(4, "#5a524a", "#5a524a").hair(Hair::Short, 0);
                let light = Look::new(0, "#f8f0dc", "#f8f0dc").hair(Hair::Short, 3);
                for k in 0..6 {
                    let x = 50.0 + k as f64 * 60.0;
                    for (y, s) in [(90.0, 1.45), (150.0, 1.2), (450.0, 1.2), (510.0, 1.45)] {
                        if y == 450.0 && k == 2 {
                            continue;
                        }
                        c.ellipse(x + 9.0, y + 9.0, 24.0 * s, 14.0 * s, "#000000", 0.3);
                    }
                    from_above(c, x, 150.0, 1.2, 0.0, &dark.hair(Hair::Curly, k), false);
                    if k != 2 {
                        from_above(c, x, 450.0, 1.2, 180.0, &light.hair(Hair::Long, k + 2), false);
                    }
                    from_above(c, x, 90.0, 1.45, 0.0, &dark, k == 3);
                    from_above(c, x, 510.0, 1.45, 180.0, &light, k == 3);
                    // What the back rows wear: towers, horses' heads, mitres, a tiara, a crown.
                    for (y, hat, dir) in [(90.0, "#2a2622", 1.0), (510.0, "#d8d0b8", -1.0)] {
                        match k {
                            0 | 5 => {
                                c.rect(x - 15.0, y - 15.0, 30.0, 30.0, hat, 1.0);
                                c.rect(x - 8.0, y - 8.0, 16.0, 16.0, "#8a8278", 1.0);
                            }
                            1 => {
                                c.ellipse(x, y + dir * 12.0, 11.0, 24.0, hat, 1.0);
                                c.poly(&[(x - 10.0, y - dir * 8.0), (x - 4.0, y - dir * 20.0), (x - 2.0, y - dir * 6.0)], hat, 1.0);
                                c.poly(&[(x + 10.0, y - dir * 8.0), (x + 4.0, y - dir * 20.0), (x + 2.0, y - dir * 6.0)], hat, 1.0);
                            }
                            4 => {
                                c.path(&format!("M{} {}Q{} {} {} {}Q{} {} {} {}Z", x, y - 22.0, x + 18.0, y, x, y + 22.0, x - 18.0, y, x, y - 22.0), hat, 1.0);
                                c.stroke(&format!("M{} {}l10 -10", x - 5.0, y + 5.0), "#8a8278", 3.0, 1.0);
                            }
                            2 => {
                                c.stroke(&format!("M{} {}a13 13 0 1 0 26 0a13 13 0 1 0 -26 0", x - 13.0, y), gold, 5.0, 1.0);
                            }
                            _ => {
                                let mut d = String::new();
                                for q in 0..16 {
                                    let a = q as f64 * std::f64::consts::PI / 8.0;
                                    let r = if q % 2 == 0 { 30.0 } else { 18.0 };
                                    d.push_str(&format!("{}{:.1} {:.1}", if q == 0 { "M" } else { "L" }, x + r * a.cos(), y + r * a.sin()));
                                }
                                d.push('Z');
                                c.path(&d, gold, 1.0);
                                c.circle(x, y, 11.0, p.accent, 1.0);
                                c.circle(x, y, 4.0, "#f8d060", 1.0);
                            }
                        }
                    }
                }
                // In the middle, one pawn picnics on a red cloth.
                c.g("transform=\"rotate(14 200 300)\"");
                c.rect(116.0, 226.0, 168.0, 150.0, "#000000", 0.25);
                c.rect(108.0, 218.0, 168.0, 150.0, p.accent, 1.0);
                c.stroke("M136 218v150M164 218v150M192 218v150M220 218v150M248 218v150M108 246h168M108 274h168M108 302h168M108 330h168", "#ffffff", 8.0, 0.5);
                c.end();
                let pawn = Look::new(2, "#f8f0dc", "#d8d0b8").hair(Hair::Curly, 2);
                c.ellipse(198.0, 330.0, 58.0, 24.0, "#c8c0b0", 1.0);
                from_above(c, 198.0, 276.0, 2.4, 0.0, &pawn, false);
                // The big sandwich in both hands, bitten in the middle.
                c.path("M140 306Q198 292 256 306Q262 320 256 334Q198 346 140 334Q134 320 140 306Z", "#d8842a", 1.0);
                c.stroke("M142 334q6 8 12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0", p.accent, 6.0, 1.0);
                c.stroke("M144 306q6 -7 12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0", "#7aa04a", 6.0, 1.0);
                c.stroke("M160 312q8 10 0 18M190 310q8 10 0 20M222 310q8 10 0 20", "#a8601a", 3.0, 0.8);
                c.path("M186 304a12 10 0 0 0 24 0Z", p.accent, 1.0);
                c.circle(146.0, 320.0, 11.0, SKIN[2], 1.0);
                c.circle(250.0, 320.0, 11.0, SKIN[2], 1.0);
                c.dots(12, 150.0, 250.0, 350.0, 376.0, 2.5, "#d8842a");
                // His flask and its cup beside him.
                c.g("transform=\"rotate(-30 268 246)\"");
                c.rect(258.0, 214.0, 28.0, 64.0, "#6a7a8a", 1.0);
                c.rect(256.0, 206.0, 32.0, 14.0, p.accent, 1.0);
                c.end();
                c.circle(132.0, 250.0, 12.0, "#2a2a2a", 1.0);
                c.circle(132.0, 250.0, 8.0, "#6a4a2a", 1.0);
                c.end();
            },
        ),
        card(
            "The other swing",
            (Pastel, Autumn, EyeLevel, Wistful),
            ["a girl alone on a swing", "an empty swing beside her"],
            ("the empty swing is still swinging", "swing"),
            ["Missing you", "Out of sight, out of mind", "Her friend moved away in the summer, but the other swing never quite stopped"],
            &["swings", "playground"],
            true,
            "An empty playground in autumn under a low yellow sky, a red tree behind and leaves on the ground. A girl in a red coat sits still on the left of two swings, holding the ropes and looking sadly at the other. The other swing is empty but hangs high in mid-swing, as if someone had just jumped off, leaves whirling behind it.",
            |c| {
                c.drew("playground sky leaf swing coat tree rope");
                let p = c.p;
                c.sky(400.0);
                c.land(400.0);
                c.tree(330.0, 410.0, 300.0, "#5a3a20", p.accent);
                c.tree(40.0, 400.0, 200.0, "#5a3a20", p.accent2);
                c.dots(60, 0.0, 400.0, 410.0, 600.0, 5.0, p.accent);
                c.stroke("M10 580L50 140L90 580M310 580L350 140L390 580", "#4a2e1e", 12.0, 1.0);
                c.stroke("M40 140H360", "#4a2e1e", 14.0, 1.0);
                // The empty swing, high in mid-swing, and the arc it swings along.
                c.stroke("M250 400A260 260 0 0 0 372 370", "#ffffff", 3.0, 0.6);
                c.stroke("M236 404A262 262 0 0 0 340 386", "#ffffff", 2.0, 0.45);
                c.stroke("M230 140L340 372M276 140L384 356", "#2a1a10", 3.0, 1.0);
                c.poly(&[(332.0, 368.0), (388.0, 348.0), (394.0, 362.0), (338.0, 382.0)], "#8a4a22", 1.0);
                c.dots(14, 270.0, 380.0, 380.0, 460.0, 6.0, p.accent);
                c.stroke("M236 560q20 -8 44 0", "#7a5a3a", 5.0, 0.7);
                // The girl on her swing.
                c.stroke("M100 140V428M170 140V428", "#2a1a10", 3.0, 1.0);
                c.rect(88.0, 426.0, 94.0, 12.0, "#8a4a22", 1.0);
                let girl = Look::new(0, p.accent, "#3a3a5a").hair(Hair::Long, 4).face(Expr::Sad).turn(0.9);
                figure(c, &sit_edge().child().left_hand((-12.0, -22.0), (-14.0, -44.0)).right_hand((12.0, -22.0), (13.0, -44.0)), 136.0, 428.0, 250.0, &girl, false);
            },
        ),
        card(
            "The library takes flight",
            (Gouache, WarmInterior, Interior, Mysterious),
            ["a librarian with a net", "books flying like birds"],
            ("one open book stays on the table with a feather in it", "feather"),
            ["Free at last", "Birds of a feather flock together", "The books flew out at closing time; only the one with the feather stayed to be read"],
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
                for &(x, y, up, k) in &[(160.0, 90.0, 1.0, 0), (240.0, 130.0, -1.0, 1), (190.0, 230.0, 1.0, 2), (260.0, 250.0, 1.0, 3), (140.0, 170.0, -1.0, 1), (330.0, 180.0, 1.0, 0), (60.0, 120.0, -1.0, 2)] {
                    c.poly(&[(x, y), (x - 30.0, y - 18.0 * up), (x - 28.0, y + 8.0)], "#e8dcc0", 1.0);
                    c.poly(&[(x, y), (x + 30.0, y - 18.0 * up), (x + 28.0, y + 8.0)], "#d8caa8", 1.0);
                    c.stroke(&format!("M{} {}L{} {}", x - 28.0, y + 8.0, x - 30.0, y - 18.0 * up), p.cloth[k], 8.0, 1.0);
                    c.stroke(&format!("M{} {}L{} {}", x + 28.0, y + 8.0, x + 30.0, y - 18.0 * up), p.cloth[k], 8.0, 1.0);
                    c.stroke(&format!("M{x} {}v14", y - 4.0), p.cloth[k], 6.0, 1.0);
                }
                let lib = Look::new(3, "#6a4a6a", "#3a3a3a").hair(Hair::Bun, 5).old().glasses().face(Expr::Shock).turn(0.5);
                figure(c, &reach(), 96.0, 590.0, 320.0, &lib, false);
                c.stroke("M141 248L196 138", "#6a4a2a", 5.0, 1.0);
                c.circle(210.0, 112.0, 32.0, "#ffffff", 0.35);
                c.stroke("M178 112a32 32 0 1 0 64 0a32 32 0 1 0 -64 0M190 88l40 48M230 88l-40 48M182 112h56", "#ffffff", 2.0, 0.8);
                c.table(300.0, 480.0, 600.0, 200.0, "#5a2a12");
                c.soft();
                c.glow(300.0, 462.0, 80.0, "#fff0b0", 0.7);
                c.end();
                c.poly(&[(236.0, 478.0), (300.0, 462.0), (364.0, 478.0), (300.0, 488.0)], "#fbf6e6", 1.0);
                c.stroke("M300 462V488M250 474l40 -6M250 480l40 -6M310 468l40 6M310 474l40 6", "#9a8a6a", 1.2, 1.0);
                c.path("M286 476Q300 420 352 392Q330 430 292 478Z", "#ffffff", 1.0);
                c.stroke("M288 478Q310 430 350 394", "#b8b8b8", 1.5, 1.0);
            },
        ),
        card(
            "Tea with the giant",
            (Pointillist, Spring, HugeInTiny, Tender),
            ["a giant", "a little girl's tea party"],
            ("the giant drinks from a thimble", "thimble"),
            ["Gentle", "Good things come in small packages", "He squeezed into her garden for tea and drank politely from a thimble"],
            &["tea party", "giant"],
            true,
            "A small garden with a picket fence and flowers, barely big enough for the enormous bearded giant who sits cross-legged in it, knees higher than the fence. He holds a thimble delicately between finger and thumb. Across a tiny table, a little girl pours him tea from a toy teapot.",
            |c| {
                c.drew("garden fence flower giant thimble table teapot knee finger thumb tea cloud");
                let p = c.p;
                c.sky(430.0);
                c.blob(&[(20.0, 90.0), (60.0, 60.0), (110.0, 70.0), (130.0, 96.0), (40.0, 106.0)], "#ffffff");
                c.blob(&[(260.0, 60.0), (300.0, 36.0), (350.0, 44.0), (380.0, 70.0), (280.0, 80.0)], "#ffffff");
                // Far hills and trees, a little cottage behind the fence.
                c.blob(&[(-40.0, 430.0), (60.0, 380.0), (180.0, 410.0), (300.0, 370.0), (440.0, 400.0), (440.0, 480.0), (-40.0, 480.0)], "#a8d090");
                c.land(450.0);
                c.house(350.0, 470.0, 80.0, 66.0, "#fbe6ea", p.accent, "#f8d070");
                c.tree(250.0, 440.0, 90.0, "#8a6a4a", "#6ab070");
                // The picket fence across the back of the garden.
                c.rect(-10.0, 482.0, 420.0, 8.0, "#ffffff", 1.0);
                c.rect(-10.0, 508.0, 420.0, 8.0, "#ffffff", 1.0);
                for k in 0..15 {
                    let x = -6.0 + k as f64 * 28.0;
                    c.path(&format!("M{x} 530V472l6 -10l6 10V530Z"), "#ffffff", 1.0);
                }
                c.dots(40, 0.0, 400.0, 516.0, 540.0, 6.0, p.accent);
                c.dots(30, 0.0, 400.0, 516.0, 540.0, 5.0, p.cloth[2]);
                // Party bunting strung across the garden, behind the giant's shoulders.
                c.stroke("M-10 300Q200 380 410 310", "#ffffff", 2.5, 1.0);
                for k in 0..14 {
                    let t = k as f64 / 13.0;
                    let x = -10.0 + 420.0 * t;
                    let y = (1.0 - t) * (1.0 - t) * 300.0 + 2.0 * t * (1.0 - t) * 380.0 + t * t * 310.0;
                    let col = [p.accent, p.cloth[1], p.cloth[2], p.accent2][k % 4];
                    c.poly(&[(x - 11.0, y), (x + 11.0, y), (x, y + 24.0)], col, 1.0);
                }
                // The giant, sitting cross-legged, knees above the fence.
                let giant = Look::new(1, "#5a8a5a", "#6a5a8a").hair(Hair::Curly, 4).beard().face(Expr::Smile).build(1.5).turn(0.6);
                let sit = Pose {
                    head: (3.0, -62.0),
                    neck: (2.0, -53.0),
                    hip: (0.0, -14.0),
                    knees: [(-25.0, -20.0), (25.0, -21.0)],
                    feet: [(12.0, -4.0), (-10.0, -4.0)],
                    elbows: [(-22.0, -32.0), (20.0, -34.0)],
                    hands: [(-25.0, -18.0), (23.0, -16.0)],
                    ..stand()
                };
                c.ellipse(130.0, 586.0, 200.0, 26.0, p.dark, 0.2);
                figure(c, &sit, 130.0, 584.0, 640.0, &giant, false);
                // The tiny table with a cup on it, and the girl across it.
                c.table(296.0, 542.0, 596.0, 64.0, "#c87a8a");
                c.ellipse(282.0, 538.0, 12.0, 4.0, "#ffffff", 1.0);
                c.path("M272 526h20l-3 12h-14Z", "#ffffff", 1.0);
                let girl = Look::new(4, p.accent, p.accent).hair(Hair::Bun, 0).face(Expr::Smile).turn(-0.6);
                let pour = hold().child().dress(16.0, -20.0).right_hand((12.0, -64.0), (20.0, -72.0)).left_hand((10.0, -62.0), (19.0, -70.0));
                figure(c, &pour, 352.0, 594.0, 200.0, &girl, true);
                // She tips her toy teapot over the thimble he holds delicately, little finger raised.
                c.stroke("M232 478q-10 -18 -6 -34", SKIN[1], 11.0, 1.0);
                c.path("M241 444h30l-4 32h-22Z", "#f0c040", 1.0);
                c.ellipse(256.0, 444.0, 15.0, 5.0, "#b07a20", 1.0);
                c.dots(10, 245.0, 267.0, 452.0, 472.0, 1.8, "#a06a10");
                c.circle(248.0, 458.0, 3.0, "#ffffff", 1.0);
                c.stroke("M276 486q-14 10 -30 2", SKIN[1], 11.0, 1.0);
                c.stroke("M262 426Q256 434 256 442", "#b0703a", 4.0, 1.0);
                c.stroke("M282 446L262 426", "#ffffff", 8.0, 1.0);
                c.ellipse(302.0, 444.0, 26.0, 20.0, "#ffffff", 1.0);
                c.circle(304.0, 422.0, 5.0, p.accent2, 1.0);
                c.stroke("M326 436q12 2 6 18", "#ffffff", 5.0, 1.0);
                c.dots(6, 288.0, 316.0, 438.0, 452.0, 4.0, p.cloth[1]);
                // Flowers in the front bed.
                c.dots(30, 0.0, 400.0, 576.0, 600.0, 7.0, p.accent);
                c.dots(20, 0.0, 400.0, 570.0, 600.0, 6.0, p.cloth[2]);
            },
        ),
        card(
            "The worm in the spaghetti",
            (CutPaper, Saturated, CloseUp, Grotesque),
            ["a boy slurping spaghetti", "a worm"],
            ("one of the strands has a little face and is waving", "face"),
            ["Yuck", "You are what you eat", "He slurped so fast he did not see the strand with a little face waving goodbye"],
            &["spaghetti", "worm"],
            true,
            "A close-up of a boy with a napkin tied round his neck, cheeks puffed, slurping long spaghetti from a plate with tomato sauce. One strand hanging from his lips is a pink worm with a tiny face, waving.",
            |c| {
                c.drew("napkin spaghetti plate sauce worm strand lip neck cheek fork table window");
                let p = c.p;
                // A kitchen wall papered in diamonds, a window of blue sky.
                c.full(p.wall[0], 1.0);
                let mut d = String::new();
                for j in 0..8 {
                    for i in 0..6 {
                        let x = i as f64 * 80.0 + if j % 2 == 0 { 0.0 } else { 40.0 };
                        let y = j as f64 * 60.0;
                        d.push_str(&format!("M{x} {}l14 -20l14 20l-14 20z", y + 20.0));
                    }
                }
                c.path(&d, p.wall[1], 0.7);
                c.rect(270.0, 30.0, 110.0, 130.0, p.sky[0], 1.0);
                c.rect(282.0, 42.0, 86.0, 106.0, p.sky[2], 1.0);
                c.stroke("M325 30V160M270 95H380", p.light, 8.0, 1.0);
                // The boy, eyes shut in bliss, cheeks puffed out, lips round the spaghetti.
                let boy = Look::new(0, p.cloth[0], p.dark).hair(Hair::Short, 4).face(Expr::Asleep);
                portrait(c, 200.0, 210.0, 110.0, &boy);
                let skin = SKIN[0];
                c.stroke("M164 269H236", skin, 10.0, 1.0);
                for x in [116.0, 284.0] {
                    c.circle(x, 262.0, 46.0, skin, 1.0);
                    c.circle(x, 268.0, 26.0, p.accent, 0.35);
                }
                c.ellipse(200.0, 286.0, 24.0, 19.0, "#d83a5a", 1.0);
                c.ellipse(200.0, 287.0, 11.0, 9.0, "#5a0a1a", 1.0);
                // The napkin tied round his neck, its corners sticking out.
                c.path("M150 330H250L300 400L200 520L100 400Z", "#ffffff", 1.0);
                c.stroke("M112 404L200 508L288 404", p.accent, 6.0, 1.0);
                c.poly(&[(152.0, 332.0), (118.0, 312.0), (128.0, 346.0)], "#ffffff", 1.0);
                c.poly(&[(248.0, 332.0), (282.0, 312.0), (272.0, 346.0)], "#ffffff", 1.0);
                // The table, the plate, the sauce and the pile of spaghetti.
                c.rect(-20.0, 450.0, 440.0, 170.0, p.floor[0], 1.0);
                c.stroke("M-20 470H420M-20 510H420M-20 560H420M40 450L0 620M120 450L100 620M200 450V620M280 450L300 620M360 450L400 620", p.light, 8.0, 0.5);
                c.ellipse(200.0, 540.0, 186.0, 54.0, "#ffffff", 1.0);
                c.ellipse(200.0, 536.0, 140.0, 38.0, "#f0ece0", 1.0);
                c.blob(&[(90.0, 536.0), (150.0, 506.0), (250.0, 504.0), (310.0, 534.0), (240.0, 560.0), (150.0, 560.0)], "#e8321e");
                let mut pile = String::new();
                for k in 0..7 {
                    let x = 110.0 + k as f64 * 28.0;
                    pile.push_str(&format!("M{x} 540q14 -22 28 0t28 -4"));
                }
                c.stroke(&pile, "#ffe070", 5.0, 1.0);
                for (x, y) in [(150.0, 524.0), (240.0, 520.0), (200.0, 548.0)] {
                    c.circle(x, y, 13.0, "#8a3a1a", 1.0);
                }
                // Long strands from his lips down into the plate.
                let mut strands = String::new();
                for k in 0..6 {
                    let dx = k as f64 * 6.0 - 15.0;
                    strands.push_str(&format!("M{} 296Q{} 400 {} 520", 200.0 + dx, 200.0 + dx * 3.0 - 10.0, 190.0 + dx * 5.0));
                }
                c.stroke(&strands, "#ffe070", 5.0, 1.0);
                // One strand is a pink worm, which turns and waves with a little face.
                c.stroke("M208 298Q236 380 290 400Q330 412 334 376", "#ff7aa8", 11.0, 1.0);
                c.circle(334.0, 366.0, 15.0, "#ff7aa8", 1.0);
                c.circle(329.0, 362.0, 2.8, p.dark, 1.0);
                c.circle(340.0, 362.0, 2.8, p.dark, 1.0);
                c.stroke("M328 371q6 5 12 0", p.dark, 2.2, 1.0);
                c.stroke("M346 372q14 -6 14 -22", "#ff7aa8", 7.0, 1.0);
                c.stroke("M366 340q6 6 4 14M374 334q8 10 4 22", p.dark, 2.2, 0.8);
            },
        ),
        card(
            "Grandmother lights the sky",
            (Woodcut, Night, WormsEye, Festive),
            ["a night of fireworks", "a grandmother on the roof"],
            ("she lights the rockets from her pipe", "pipe"),
            ["Fearless", "Go out with a bang", "Every year the town waits for midnight and for Grandmother's pipe"],
            &["fireworks", "rooftop"],
            true,
            "Looking up at a steep tiled roof against a night sky full of bursting fireworks. An old woman in a shawl sits on the ridge smoking a pipe and touches it to the fuse of a big red rocket. Below, neighbours lean out of two lit windows, laughing up at her.",
            |c| {
                c.drew("roof night sky firework shawl ridge rocket fuse pipe neighbour window");
                let p = c.p;
                c.sky(600.0);
                for (x, y, r, col) in [(80.0, 90.0, 70.0, p.accent), (320.0, 70.0, 80.0, p.accent2), (250.0, 200.0, 50.0, "#ff5a8a"), (60.0, 250.0, 40.0, "#8af0ff")] {
                    c.soft();
                    c.glow(x, y, r * 1.3, col, 0.35);
                    c.end();
                    let mut d = String::new();
                    for k in 0..14 {
                        let a = (k as f64 * 360.0 / 14.0).to_radians();
                        d.push_str(&format!("M{:.0} {:.0}L{:.0} {:.0}", x + a.cos() * r * 0.25, y + a.sin() * r * 0.25, x + a.cos() * r, y + a.sin() * r));
                    }
                    c.stroke(&d, col, 4.0, 1.0);
                }
                c.poly(&[(-20.0, 470.0), (200.0, 372.0), (420.0, 470.0), (420.0, 620.0), (-20.0, 620.0)], "#6a2a2a", 1.0);
                for k in 0..5 {
                    let y = 420.0 + k as f64 * 34.0;
                    c.stroke(&format!("M-20 {}L420 {}", y + 30.0, y + 30.0), "#3a1414", 3.0, 1.0);
                }
                c.rect(-20.0, 500.0, 440.0, 120.0, "#2a1e2a", 1.0);
                for x in [20.0, 240.0] {
                    c.rect(x, 506.0, 140.0, 110.0, "#f8d870", 1.0);
                }
                let gran = Look::new(0, "#3a4a8a", "#3a4a8a").old().hair(Hair::Bun, 5).face(Expr::Sly).turn(0.6);
                figure(c, &sit_ground().dress(20.0, -6.0).right_hand((16.0, -36.0), (22.0, -46.0)), 160.0, 380.0, 260.0, &gran, false);
                c.poly(&[(156.0, 278.0), (206.0, 278.0), (178.0, 326.0)], "#c84a6a", 0.9);
                let (hx, hy) = (160.0 + 6.0 * 2.6, 380.0 - 54.0 * 2.6);
                c.stroke(&format!("M{:.0} {:.0}l30 14", hx + 8.0, hy + 10.0), "#3a2a1a", 4.0, 1.0);
                c.rect(hx + 36.0, hy + 14.0, 12.0, 14.0, "#3a2a1a", 1.0);
                c.stroke("M262 390L262 250", "#d8302a", 26.0, 1.0);
                c.stroke("M249 300h26M249 340h26", "#ffffff", 5.0, 1.0);
                c.poly(&[(248.0, 252.0), (276.0, 252.0), (262.0, 220.0)], "#f4f0e0", 1.0);
                c.stroke(&format!("M262 390Q240 400 {:.0} {:.0}", hx + 46.0, hy + 30.0), "#c8a060", 2.5, 1.0);
                c.soft();
                c.glow(hx + 44.0, hy + 24.0, 30.0, "#ffd060", 1.0);
                c.end();
                c.dots(10, hx + 34.0, hx + 60.0, hy + 10.0, hy + 36.0, 2.0, "#fff0a0");
                for (k, x) in [70.0, 120.0, 300.0].into_iter().enumerate() {
                    let l = Look::new(k * 2 + 1, p.cloth[k], p.dark).hair([Hair::Short, Hair::Curly, Hair::Long][k], k + 1).face(Expr::Laugh).turn(if x < 200.0 { 0.5 } else { -0.4 });
                    portrait(c, x, 552.0 - (k % 2) as f64 * 8.0, 30.0, &l);
                }
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
            "Two large hands at the top of the card hold a wooden cross with strings, working a marionette of a man in a red coat. The marionette in turn holds a smaller cross working a smaller puppet, which holds strings of its own that rise back up, out of sight, towards the hands.",
            |c| {
                c.drew("cross string marionette coat puppet");
                let p = c.p;
                c.sky(600.0);
                // A little stage: curtains at both sides.
                for (x, d) in [(-10.0, 1.0), (410.0, -1.0)] {
                    c.path(&format!("M{x} -10H{}Q{} 300 {} 610H{x}Z", x + 70.0 * d, x + 40.0 * d, x + 56.0 * d), "#7a1a22", 1.0);
                    c.stroke(&format!("M{} 0Q{} 300 {} 600M{} 0Q{} 300 {} 600", x + 20.0 * d, x + 14.0 * d, x + 18.0 * d, x + 46.0 * d, x + 30.0 * d, x + 38.0 * d), "#4a0a12", 4.0, 0.7);
                }
                c.drew("curtain");
                let string = "#fff4d8";
                // The big hands and their cross.
                crate::second::figures::hand(c, 110.0, 30.0, 2.0, 160.0, SKIN[1], "#6a4a2a");
                crate::second::figures::hand(c, 250.0, 30.0, 2.0, 200.0, SKIN[1], "#6a4a2a");
                c.stroke("M100 150H250M150 120V180", "#7a4a22", 10.0, 1.0);
                c.stroke("M100 150L112 300M250 150L196 254M150 180V226", string, 2.2, 1.0);
                // The marionette in red, holding out a smaller cross.
                let puppet = Look::new(0, p.accent, "#2a2a3a").face(Expr::Calm).hair(Hair::Short, 0);
                figure(c, &stand().left_hand((-14.0, -62.0), (-16.0, -40.0)).right_hand((22.0, -70.0), (50.0, -76.0)), 150.0, 420.0, 240.0, &puppet, false);
                c.circle(150.0, 420.0 - 0.9 * 240.0 + 10.0, 4.0, "#7a4a22", 1.0);
                c.stroke("M226 246H300M262 230V262", "#7a4a22", 7.0, 1.0);
                c.stroke("M226 246L244 440M300 246L300 440M262 262V400", string, 2.0, 1.0);
                // The smaller puppet, arms up, holding strings that climb back out of the top.
                let small = Look::new(0, p.accent2, "#2a2a3a").face(Expr::Worry).hair(Hair::Curly, 2);
                figure(c, &arms_up(), 272.0, 580.0, 180.0, &small, false);
                c.stroke("M250 405C170 300 30 260 60 -10M294 405C380 300 380 200 340 -10", "#3a1a5a", 3.0, 1.0);
            },
        ),
        card(
            "Adrift in a teacup",
            (Pastel, Sea, TinyInHuge, Calm),
            ["a man in a teacup", "a wide calm sea"],
            ("an island ahead is a sugar cube", "sugar"),
            ["At peace", "One lump or two?", "He set out in his teacup and steered for the sugar cube on the horizon"],
            &["teacup", "island"],
            true,
            "A wide, flat, pale green sea under a soft sky. A man in a jumper sits in a huge white teacup afloat like a boat, rowing with a teaspoon. Ahead of him a white cube sticks out of the sea like an island, with a small palm tree on it.",
            |c| {
                c.drew("sea sky jumper teacup boat teaspoon cube island palm tree sugar");
                let p = c.p;
                c.sky(300.0);
                c.sea(300.0, "#c0e0b0", "#78b090");
                // The sugar-cube island: three faces, grains, a palm on top.
                c.rect(280.0, 258.0, 56.0, 50.0, "#ffffff", 1.0);
                c.path("M280 258L298 244H354L336 258Z", "#f4f2ec", 1.0);
                c.path("M336 258L354 244V294L336 308Z", "#d4d8de", 1.0);
                c.stroke("M280 258L298 244H354V294L336 308H280ZM280 258H336V308M336 258L354 244", p.dark, 2.0, 0.7);
                c.dots(24, 284.0, 350.0, 250.0, 304.0, 1.6, "#b8bcc4");
                c.stroke("M318 250q-2 -36 -12 -56", "#6a4a2a", 5.0, 1.0);
                for d in ["M306 194q-24 -10 -36 8", "M306 194q-14 -22 -34 -18", "M306 194q16 -20 36 -10", "M306 194q26 -2 32 20", "M306 194q2 -24 -6 -34"] {
                    c.stroke(d, "#3a8a3a", 7.0, 1.0);
                }
                let man = Look::new(2, p.accent, p.dark).hair(Hair::Curly, 0).face(Expr::Calm).turn(0.6);
                figure(c, &sit_ground().right_hand((20.0, -40.0), (30.0, -20.0)), 150.0, 420.0, 200.0, &man, false);
                c.stroke("M260 420q40 0 30 40q-10 30 -40 30", p.dark, 17.0, 0.6);
                c.stroke("M260 420q40 0 30 40q-10 30 -40 30", "#ffffff", 12.0, 1.0);
                c.path("M40 400Q50 520 150 530Q250 520 260 400Z", "#ffffff", 1.0);
                c.stroke("M40 400Q50 520 150 530Q250 520 260 400", p.dark, 3.0, 0.7);
                c.ellipse(150.0, 400.0, 110.0, 16.0, "#f0e8e0", 1.0);
                c.stroke("M44 420Q150 440 256 420", "#d8a830", 5.0, 1.0);
                for (x, y) in [(90.0, 470.0), (150.0, 486.0), (210.0, 470.0)] {
                    c.circle(x, y, 9.0, p.accent, 0.8);
                    c.circle(x, y, 3.5, "#f8e070", 1.0);
                }
                c.stroke("M180 340L240 470", p.dark, 8.0, 0.6);
                c.stroke("M180 340L240 470", "#c8c8d0", 5.0, 1.0);
                c.ellipse(244.0, 480.0, 10.0, 16.0, "#c8c8d0", 1.0);
            },
        ),
        card(
            "The gardener in the maze",
            (InkWash, Spring, TopDown, Tense),
            ["a man lost in a hedge maze", "a gardener trimming"],
            ("the gardener is cutting a new path straight to him", "gardener"),
            ["Trapped", "There's more than one way out", "He has been lost for hours; the gardener decided to make him a shortcut"],
            &["maze", "hedge"],
            true,
            "A hedge maze seen from above, its thick green walls winding in tight corridors. In the dead end at the middle a man in a suit stands with his arms thrown out. From the bottom edge a straight new path has been cut through every hedge towards him, littered with clippings, and at its end a gardener in a straw hat snips the last hedge with big shears.",
            |c| {
                c.drew("hedge maze wall corridor suit gardener shears gap path clipping straw hat");
                let p = c.p;
                c.full("#e0d0a8", 1.0);
                let gaps = [(0, 120.0), (1, 60.0), (2, 200.0), (3, 140.0), (0, 300.0)];
                for (k, &(side, at)) in gaps.iter().enumerate() {
                    let (w, h) = (182.0 - k as f64 * 34.0, 280.0 - k as f64 * 34.0);
                    let (x0, y0, x1, y1) = (200.0 - w, 300.0 - h, 200.0 + w, 300.0 + h);
                    let d = match side {
                        0 => format!("M{} {y0}H{x1}V{y1}H{x0}V{y0}H{}", x0 + at - 40.0, x0 + at - 80.0),
                        1 => format!("M{x1} {}V{y1}H{x0}V{y0}H{x1}V{}", y0 + at, y0 + at - 40.0),
                        2 => format!("M{} {y0}H{x1}V{y1}H{x0}V{y0}H{}", x0 + at + 40.0, x0 + at),
                        _ => format!("M{x0} {}V{y0}H{x1}V{y1}H{x0}V{}", y0 + at, y0 + at + 50.0),
                    };
                    c.stroke(&d, "#2a5a2a", 26.0, 1.0);
                    c.stroke(&d, "#4a8a3a", 16.0, 1.0);
                }
                c.stroke("M60 160V250M340 420V500M120 560H200", "#2a5a2a", 22.0, 1.0);
                // The straight cut from the bottom edge to the middle.
                c.rect(178.0, 330.0, 44.0, 300.0, "#e8d8b0", 1.0);
                for k in 0..5 {
                    let y = 580.0 - k as f64 * 34.0;
                    c.rect(172.0, y - 8.0, 6.0, 16.0, "#8ac060", 1.0);
                    c.rect(222.0, y - 8.0, 6.0, 16.0, "#8ac060", 1.0);
                }
                c.dots(40, 180.0, 220.0, 360.0, 600.0, 3.0, "#4a8a3a");
                c.dots(14, 180.0, 220.0, 360.0, 600.0, 2.0, p.accent);
                let man = Look::new(1, "#2a4a9a", "#2a4a9a").hair(Hair::Short, 0);
                from_above(c, 200.0, 270.0, 2.2, 180.0, &man, true);
                let gard = Look::new(3, p.accent2, "#4a4a2a").hair(Hair::Bald, 0);
                from_above(c, 200.0, 392.0, 2.2, 180.0, &gard, false);
                c.circle(200.0, 392.0, 26.0, "#e8c860", 1.0);
                c.circle(200.0, 392.0, 14.0, "#d0a840", 1.0);
                c.stroke("M192 352l-8 -34M208 352l8 -34", "#9a9aa8", 5.0, 1.0);
                c.stroke("M190 362l4 -10M210 362l-4 -10", "#c84a2a", 7.0, 1.0);
                c.rect(170.0, 330.0, 60.0, 10.0, "#2a5a2a", 1.0);
                c.dots(16, 176.0, 224.0, 320.0, 350.0, 3.0, "#6aa04a");
            },
        ),
        card(
            "The penguin on holiday",
            (Gouache, Sea, Crowd, Funny),
            ["a crowded beach", "a penguin"],
            ("the penguin wears sunglasses and sunscreen on its beak", "sunglasses"),
            ["Out of place", "When in Rome, do as the Romans do", "He saved all year for a week in the sun, sunglasses and all"],
            &["beach", "penguin"],
            true,
            "A sunny beach under a pale sky, the blue sea behind. People of different shapes stand among striped orange, yellow and blue umbrellas and stare. In front, a big penguin in blue sunglasses, a dab of white sunscreen on its beak, lies on its back on a striped towel with one flipper behind its head, a cold drink beside it, looking perfectly content.",
            |c| {
                c.drew("beach sea umbrella penguin towel sunglasses beak sunscreen flipper straw");
                let p = c.p;
                c.sky(190.0);
                c.sea(190.0, "#3aa0c8", "#2a80b0");
                c.rect(-10.0, 270.0, 420.0, 350.0, p.ground[0], 1.0);
                c.soft();
                c.glow(340.0, 50.0, 120.0, "#ffffff", 0.9);
                c.end();
                for k in 0..3 {
                    crate::second::things::umbrella(c, [80.0, 240.0, 330.0][k], 280.0, 56.0, [p.accent, p.accent2, "#3a8ac8"][k], "#5a4a3a", 120.0);
                }
                let hairs = [Hair::Short, Hair::Bun, Hair::Bald, Hair::Curly, Hair::Long];
                for (k, &(x, h)) in [(40.0, 210.0), (120.0, 190.0), (200.0, 180.0), (280.0, 195.0), (360.0, 215.0)].iter().enumerate() {
                    let l = Look::new(k * 2, p.cloth[k % 4], p.cloth[(k + 2) % 4]).hair(hairs[k], k).build([1.3, 0.9, 1.5, 1.0, 1.1][k]).face([Expr::Shock, Expr::Laugh, Expr::Shock, Expr::Worry, Expr::Smile][k]).turn(if x < 200.0 { 0.6 } else { -0.6 });
                    let down = point().right_hand((20.0, -70.0), (34.0, -56.0));
                    let pose = [down, hold(), hips(), stand(), down][k];
                    figure(c, &pose, x, 420.0 + (k % 2) as f64 * 8.0, h, &l, x > 200.0);
                }
                c.poly(&[(40.0, 450.0), (360.0, 440.0), (390.0, 590.0), (10.0, 600.0)], p.accent, 1.0);
                c.stroke("M34 480L366 470M26 520L374 510M18 560L382 550", "#ffffff", 12.0, 1.0);
                // The penguin on its back, head to the left.
                c.stroke("M160 480Q110 440 96 470", "#1a1a2a", 16.0, 1.0);
                c.ellipse(220.0, 520.0, 112.0, 46.0, "#1a1a2a", 1.0);
                c.ellipse(232.0, 512.0, 86.0, 30.0, "#fbfbf8", 1.0);
                c.circle(108.0, 506.0, 40.0, "#1a1a2a", 1.0);
                c.ellipse(118.0, 494.0, 22.0, 18.0, "#fbfbf8", 1.0);
                c.poly(&[(108.0, 476.0), (92.0, 440.0), (124.0, 470.0)], "#f8a020", 1.0);
                c.ellipse(101.0, 456.0, 7.0, 5.0, "#ffffff", 1.0);
                c.rect(100.0, 482.0, 20.0, 14.0, "#2a6ab0", 1.0);
                c.rect(124.0, 484.0, 20.0, 14.0, "#2a6ab0", 1.0);
                c.stroke("M120 488h4", "#2a6ab0", 3.0, 1.0);
                c.stroke("M300 560q20 10 30 -10", "#1a1a2a", 14.0, 1.0);
                c.poly(&[(320.0, 502.0), (356.0, 478.0), (346.0, 506.0)], "#f8a020", 1.0);
                c.poly(&[(322.0, 520.0), (362.0, 506.0), (346.0, 530.0)], "#f8a020", 1.0);
                // A cold drink.
                c.rect(350.0, 560.0, 24.0, 34.0, "#f8e080", 0.9);
                c.stroke("M366 560l10 -26", "#e84a6a", 3.0, 1.0);
                c.poly(&[(366.0, 540.0), (392.0, 532.0), (378.0, 524.0)], p.accent2, 1.0);
            },
        ),
        card(
            "The house in the photograph",
            (Woodcut, Dusk, Hands, Wistful),
            ["an empty field", "an old photograph of it"],
            ("in the photograph a child waves from the house's window", "window"),
            ["Long gone", "You can't go home again", "She came back to the field with the photograph; in it she still waves from the window"],
            &["photograph", "window"],
            true,
            "Two hands hold up an old photograph against a dusk sky so that its horizon meets the real one. In the photograph a yellow house with a red roof stands in a green field, and a child in a red jumper waves from its big upstairs window. Around and below the photograph the real field is empty: long grass, a low sun, an old post and two stone steps that lead to nothing.",
            |c| {
                c.drew("photograph dusk sky house roof window field grass sun post step stone child jumper");
                let p = c.p;
                c.sky(330.0);
                c.soft();
                c.glow(356.0, 330.0, 150.0, p.light, 0.7);
                c.end();
                c.circle(356.0, 334.0, 26.0, p.light, 1.0);
                c.drew("ground");
                let field = c.linv(&[(0.0, "#b0a050", 1.0), (1.0, "#3a4a22", 1.0)]);
                c.rect(-30.0, 330.0, 460.0, 300.0, &field, 1.0);
                // Where the house stood: two steps to nothing and a post.
                c.rect(150.0, 470.0, 100.0, 22.0, "#8a8478", 1.0);
                c.rect(162.0, 452.0, 76.0, 20.0, "#a8a294", 1.0);
                c.stroke("M40 470v-110", "#3a2a1a", 8.0, 1.0);
                let mut grass = String::new();
                for k in 0..44 {
                    let x = k as f64 * 9.5 + c.r(-3.0, 3.0);
                    let h = c.r(30.0, 70.0);
                    grass.push_str(&format!("M{x:.1} 600q{:.1} {:.1} {:.1} {:.1}", c.r(-4.0, 4.0), -h * 0.6, c.r(-10.0, 10.0), -h));
                }
                c.stroke(&grass, "#c8c070", 3.0, 0.9);
                // The hands behind the photograph, thumbs over its lower corners.
                crate::second::figures::hand(c, 74.0, 500.0, 2.2, 12.0, SKIN[1], "#6a4a2a");
                crate::second::figures::hand(c, 326.0, 500.0, 2.2, -12.0, SKIN[1], "#6a4a2a");
                // The photograph, its sky and field faded, its horizon on the real one.
                c.g("stroke-width=\"1.6\"");
                c.rect(46.0, 90.0, 308.0, 316.0, "#f4ecd8", 1.0);
                c.rect(60.0, 104.0, 280.0, 226.0, "#e8d8b0", 1.0);
                c.rect(60.0, 330.0, 280.0, 62.0, "#8aa060", 1.0);
                c.house(200.0, 372.0, 200.0, 176.0, "#f0d060", "#b83a2a", "#f8e8a8");
                c.rect(164.0, 222.0, 72.0, 64.0, "#fff0c0", 1.0);
                c.clip("M164 222h72v64h-72Z");
                let child = Look::new(2, "#c8302a", "#3a4a7a").hair(Hair::Curly, 1).face(Expr::Laugh).turn(0.2);
                figure(c, &stand().child().right_hand((13.0, -86.0), (22.0, -104.0)), 196.0, 368.0, 140.0, &child, false);
                c.end();
                c.stroke("M164 222h72v64h-72Z", "#f4ecd8", 5.0, 1.0);
                c.end();
                c.stroke("M70 392q10 -14 26 -10M330 392q-10 -14 -26 -10", SKIN[1], 14.0, 1.0);
            },
        ),
    ]
}

/// A small songbird flying right, centred at (x, y), `s` = 1 for a body 24
/// long, with wings raised.
fn songbird(c: &mut super::scene::Ctx, x: f64, y: f64, s: f64, body: &str, belly: &str) {
    c.drew("bird wing beak");
    let g = format!(
        "transform=\"translate({} {}) scale({})\"",
        crate::canvas::Num(x),
        crate::canvas::Num(y),
        crate::canvas::Num(s)
    );
    c.g(&g);
    c.path("M-4 -2Q-14 -26 -2 -34Q4 -18 6 -4Z", body, 1.0);
    c.path("M-20 2L-30 -4L-28 8Z", body, 1.0);
    c.ellipse(0.0, 2.0, 16.0, 9.0, body, 1.0);
    c.ellipse(2.0, 5.0, 11.0, 5.0, belly, 1.0);
    c.circle(14.0, -3.0, 7.0, body, 1.0);
    c.poly(&[(20.0, -5.0), (28.0, -2.0), (20.0, 0.0)], "#f0a020", 1.0);
    c.circle(16.0, -5.0, 1.6, "#1a1a1a", 1.0);
    c.path("M0 -2Q8 -30 20 -30Q14 -14 8 0Z", body, 1.0);
    c.end();
}
