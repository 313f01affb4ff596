//! Cards 1–50 of the third edition.

use super::people::{poses::*, *};
use super::style::{Palette::*, Technique::*};
use super::Mood::*;
use super::Viewpoint::*;
use super::{card, Card};

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
                for k in 0..9 {
                    let x = 20.0 + k as f64 * 46.0 + c.r(-10.0, 10.0);
                    let w = c.r(14.0, 30.0);
                    c.rect(x, -20.0, w, 560.0, "#0a1020", 1.0);
                }
                c.ellipse(200.0, 520.0, 200.0, 70.0, "#16223a", 1.0);
                c.soft();
                c.glow(200.0, 470.0, 170.0, "#ffcf6a", 0.55);
                c.end();
                c.cake(200.0, 520.0, 90.0, "#f8e8f0", "#e07a9a");
                for &(x, y) in &[(60.0, 300.0), (330.0, 260.0), (110.0, 420.0), (300.0, 410.0), (40.0, 180.0), (250.0, 330.0), (150.0, 250.0), (360.0, 470.0)] {
                    c.ellipse(x - 7.0, y, 5.0, 6.0, p.accent, 1.0);
                    c.ellipse(x + 7.0, y, 5.0, 6.0, p.accent, 1.0);
                    c.circle(x - 7.0, y, 2.0, "#000", 1.0);
                    c.circle(x + 7.0, y, 2.0, "#000", 1.0);
                }
                c.poly(&[(238.0, 316.0), (262.0, 316.0), (250.0, 284.0)], "#e84a8a", 1.0);
                c.circle(250.0, 283.0, 3.0, "#f8e040", 1.0);
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
                c.full("#d8cfc0", 1.0);
                c.poly(&[(30.0, 60.0), (380.0, 40.0), (390.0, 560.0), (20.0, 580.0)], "#fbfaf4", 1.0);
                c.poly(&[(30.0, 280.0), (260.0, 270.0), (250.0, 580.0), (20.0, 580.0)], "#3a8ac0", 1.0);
                for k in 0..8 {
                    let y = 300.0 + k as f64 * 34.0;
                    c.stroke(&format!("M40 {y}q20 -12 40 0t40 0t40 0t40 0t40 0"), "#e8f4f8", 3.0, 0.8);
                }
                c.stroke("M258 272L248 580", p.dark, 2.0, 0.7);
                c.circle(228.0, 330.0, 9.0, p.accent, 1.0);
                c.stroke("M214 342q-10 -8 -20 0M232 342q10 6 18 -2", "#f0c0a0", 5.0, 1.0);
                c.g("transform=\"translate(300 220) rotate(35)\"");
                c.rect(-9.0, -150.0, 18.0, 190.0, p.accent2, 1.0);
                c.poly(&[(-9.0, 40.0), (9.0, 40.0), (0.0, 66.0)], "#f0d8b0", 1.0);
                c.poly(&[(-3.0, 58.0), (3.0, 58.0), (0.0, 66.0)], p.dark, 1.0);
                c.end();
                crate::second::figures::hand(c, 360.0, 190.0, 2.2, 215.0, SKIN[2], "#7a4a30");
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
                figure(c, &reach().right_hand((14.0, -70.0), (26.0, -62.0)), 180.0, 330.0, 170.0, &diver, false);
                c.rect(160.0, 186.0, 40.0, 14.0, "#8ad0f0", 0.9);
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
                c.sky(250.0);
                c.rect(-10.0, 250.0, 420.0, 380.0, "#e8c890", 1.0);
                c.stroke("M-10 300q60 -14 120 0t120 0t120 0t120 0M-10 420q60 -14 120 0t120 0t120 0t120 0", "#d0a870", 4.0, 1.0);
                c.rect(180.0, 160.0, 44.0, 90.0, "#6a4a2a", 1.0);
                c.rect(186.0, 166.0, 32.0, 84.0, "#fff8d0", 1.0);
                let red = Look::new(1, p.accent, "#3a2a2a").hair(Hair::Bun, 0).face(Expr::Back);
                figure(c, &walk(), 200.0, 250.0, 60.0, &red, false);
                let pts = [(230.0, 262.0), (250.0, 280.0), (240.0, 300.0), (200.0, 318.0), (160.0, 340.0), (130.0, 370.0), (150.0, 405.0), (200.0, 435.0), (250.0, 470.0)];
                for (i, &(x, y)) in pts.iter().enumerate() {
                    let l = Look::new(i * 5 + 2, p.cloth[i % 4], p.cloth[(i + 1) % 4]).hair([Hair::Short, Hair::Long, Hair::Curly][i % 3], i).face(Expr::Back).build(0.9 + (i % 3) as f64 * 0.2);
                    figure(c, &stand(), x, y, 60.0 + (y - 250.0) * 0.55, &l, i % 2 == 0);
                }
                let last = Look::new(1, p.accent, "#3a2a2a").hair(Hair::Bun, 0).face(Expr::Worry).turn(-0.5);
                figure(c, &stand(), 290.0, 560.0, 230.0, &last, false);
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
                c.rect(30.0, 40.0, 340.0, 520.0, "#c8402a", 1.0);
                c.rect(50.0, 60.0, 300.0, 480.0, "#f0c050", 1.0);
                c.stroke("M50 300H350M200 60V540", "#c8402a", 8.0, 0.5);
                for k in 0..7 {
                    let y = 110.0 + k as f64 * 58.0;
                    for (x, col) in [(90.0, "#2a4ad0"), (310.0, "#2a9a4a")] {
                        c.circle(x, y, 12.0, col, 1.0);
                        c.circle(x, y, 6.0, "#1a1a1a", 1.0);
                        c.stroke(&format!("M{} {}h{}", x, y, if x < 200.0 { 26 } else { -26 }), "#1a1a1a", 3.0, 1.0);
                    }
                }
                c.balloon(200.0, 270.0, 34.0, 80.0, p.accent);
                c.stroke("M300 660L272 500", "#8a8a90", 74.0, 1.0);
                c.stroke("M240 600h70M244 560h66M250 530h50", "#4a4a50", 8.0, 1.0);
                c.ellipse(270.0, 480.0, 48.0, 36.0, "#8a8a90", 1.0);
                for x in [232.0, 256.0, 284.0, 308.0] {
                    c.ellipse(x, 446.0 + (x - 270.0).abs() * 0.25, 13.0, 12.0, "#8a8a90", 1.0);
                    c.ellipse(x, 448.0 + (x - 270.0).abs() * 0.25, 6.0, 5.0, "#f0a8b8", 1.0);
                }
                c.ellipse(270.0, 482.0, 18.0, 13.0, "#f0a8b8", 1.0);
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
            "A round dinner table seen from above, set with six white plates, and six diners seen from above sitting around it. On the large plate in the middle sits a tiny man in a dark suit and glasses, a white napkin at his collar.",
            |c| {
                c.drew("dinner diner plate napkin suit table collar");
                let p = c.p;
                c.full(p.floor[1], 1.0);
                c.circle(200.0, 300.0, 170.0, "#f4ead8", 1.0);
                for k in 0..6 {
                    let a = (k as f64 * 60.0 + 30.0_f64).to_radians();
                    let l = Look::new(k * 2, p.cloth[k % 4], p.dark).hair([Hair::Short, Hair::Long, Hair::Curly, Hair::Bun, Hair::Bald, Hair::Short][k], k);
                    from_above(c, 200.0 + a.cos() * 182.0, 300.0 + a.sin() * 182.0, 2.0, k as f64 * 60.0 - 60.0, &l, false);
                    c.circle(200.0 + a.cos() * 120.0, 300.0 + a.sin() * 120.0, 24.0, "#ffffff", 1.0);
                }
                c.circle(200.0, 300.0, 70.0, "#ffffff", 1.0);
                c.circle(200.0, 300.0, 56.0, p.accent2, 0.5);
                let tiny = Look::new(0, "#2a2a3a", "#2a2a3a").face(Expr::Smile).glasses();
                figure(c, &sit_ground(), 192.0, 338.0, 84.0, &tiny, false);
                c.poly(&[(194.0, 272.0), (218.0, 272.0), (206.0, 296.0)], "#ffffff", 1.0);
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
            ["Watched", "Be careful what you ride", "At midnight the carousel ran for her alone, and one horse turned to see who it was"],
            &["carousel", "wooden horse"],
            true,
            "A lit carousel with a yellow roof turns in an empty fairground at night. A small boy rides one of three white wooden horses. Two horses face forward; the third has turned its head back to stare at him.",
            |c| {
                c.drew("carousel fairground roof horse");
                let p = c.p;
                c.sky(470.0);
                c.land(470.0);
                c.poly(&[(40.0, 200.0), (200.0, 110.0), (360.0, 200.0)], p.accent, 1.0);
                c.rect(40.0, 200.0, 320.0, 20.0, p.accent2, 1.0);
                c.soft();
                c.glow(200.0, 330.0, 200.0, p.light, 0.35);
                c.end();
                c.ellipse(200.0, 460.0, 170.0, 24.0, p.accent2, 1.0);
                for (i, x) in [80.0, 200.0, 320.0].iter().enumerate() {
                    c.stroke(&format!("M{x} 220V450"), "#e8d8a0", 5.0, 1.0);
                    let y = 380.0 + (i % 2) as f64 * 20.0;
                    c.ellipse(*x, y, 40.0, 18.0, "#f4ecd8", 1.0);
                    c.stroke(&format!("M{} {}l-8 40M{} {}l8 40", x - 24.0, y + 10.0, x + 24.0, y + 10.0), "#f4ecd8", 6.0, 1.0);
                    if i == 2 {
                        c.poly(&[(x - 30.0, y - 6.0), (x - 58.0, y - 40.0), (x - 74.0, y - 30.0), (x - 46.0, y + 4.0)], "#f4ecd8", 1.0);
                        c.circle(x - 66.0, y - 36.0, 3.0, "#1a1a1a", 1.0);
                    } else {
                        c.poly(&[(x + 30.0, y - 6.0), (x + 50.0, y - 44.0), (x + 70.0, y - 36.0), (x + 44.0, y + 4.0)], "#f4ecd8", 1.0);
                    }
                }
                let boy = Look::new(0, p.cloth[0], p.cloth[0]).hair(Hair::Short, 3).face(Expr::Worry).turn(0.6);
                figure(c, &sit_edge().child(), 200.0, 384.0, 165.0, &boy, false);
                for k in 0..9 {
                    let x = 56.0 + k as f64 * 36.0;
                    c.soft();
                    c.glow(x, 212.0, 16.0, p.light, 0.9);
                    c.end();
                    c.circle(x, 212.0, 3.5, "#fff8d0", 1.0);
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
            "A green pond seen from straight above, dotted with lily pads and pink water lilies. A woman in a blue swimsuit floats on her back with her arms spread and eyes closed. A small green frog sits on her belly.",
            |c| {
                c.drew("pond lily pad water frog swimsuit belly");
                let p = c.p;
                c.full("#5aa08a", 1.0);
                for k in 0..14 {
                    let x = c.r(0.0, 400.0);
                    let y = c.r(0.0, 600.0);
                    let r = c.r(16.0, 34.0);
                    c.circle(x, y, r, "#3a8a4a", 1.0);
                    if k % 3 == 0 {
                        c.circle(x + 6.0, y - 4.0, 9.0, p.accent, 1.0);
                    }
                }
                c.g("transform=\"rotate(-20 200 300)\"");
                let l = Look::new(4, "#2a6ac0", "#2a6ac0").hair(Hair::Long, 0).face(Expr::Asleep);
                figure(c, &arms_up().left_hand((-26.0, -80.0), (-40.0, -70.0)).right_hand((26.0, -80.0), (40.0, -70.0)), 200.0, 500.0, 380.0, &l, false);
                c.end();
                c.ellipse(228.0, 320.0, 18.0, 14.0, "#5ac04a", 1.0);
                c.circle(220.0, 310.0, 5.0, "#5ac04a", 1.0);
                c.circle(236.0, 310.0, 5.0, "#5ac04a", 1.0);
                c.circle(220.0, 310.0, 2.0, "#1a1a1a", 1.0);
                c.circle(236.0, 310.0, 2.0, "#1a1a1a", 1.0);
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
                c.sky(420.0);
                c.land(420.0);
                c.blob(&[(-20.0, 80.0), (200.0, 40.0), (420.0, 90.0), (420.0, 440.0), (-20.0, 440.0)], "#a86a3a");
                c.ellipse(200.0, 290.0, 150.0, 120.0, "#3a0a10", 1.0);
                for k in 0..6 {
                    let x = 85.0 + k as f64 * 46.0;
                    c.rect(x, 172.0, 36.0, 46.0 + (k % 2) as f64 * 10.0, "#f0e0a0", 1.0);
                    c.rect(x, 360.0 - (k % 2) as f64 * 8.0, 36.0, 48.0, "#f0e0a0", 1.0);
                }
                c.poly(&[(120.0, 340.0), (280.0, 340.0), (360.0, 600.0), (40.0, 600.0)], "#e05a70", 1.0);
                c.stroke("M200 350V600", "#b83a50", 4.0, 1.0);
                for k in 0..5 {
                    let y = 470.0 + k as f64 * 22.0;
                    let l = Look::new(k + 1, p.cloth[k % 4], p.dark).hair([Hair::Short, Hair::Long, Hair::Bun, Hair::Curly, Hair::Bald][k], k).face(Expr::Back);
                    figure(c, &walk(), 150.0 + k as f64 * 20.0, y, 70.0 + k as f64 * 12.0, &l, k % 2 == 0);
                }
                let guide = Look::new(0, p.accent2, p.dark).face(Expr::Smile).turn(-0.5);
                figure(c, &reach(), 210.0, 420.0, 80.0, &guide, true);
                c.poly(&[(200.0, 330.0), (226.0, 336.0), (200.0, 344.0)], p.accent, 1.0);
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
            "An old man with a grey beard in a long coat and a tall hat sits on a park bench among fallen leaves, a tree behind him. A dozen grey pigeons peck at his feet. One of them, nearest to him, is folded from white paper.",
            |c| {
                c.drew("bench park leaf tree pigeon paper coat");
                let p = c.p;
                c.sky(360.0);
                c.land(360.0);
                c.tree(320.0, 370.0, 300.0, "#4a3020", p.accent);
                c.dots(40, 0.0, 400.0, 360.0, 600.0, 4.0, p.accent2);
                c.rect(60.0, 400.0, 200.0, 14.0, "#6a4a2a", 1.0);
                c.rect(60.0, 360.0, 200.0, 10.0, "#6a4a2a", 1.0);
                c.stroke("M80 414V470M240 414V470", "#3a2a1a", 6.0, 1.0);
                let man = Look::new(1, "#5a5a4a", "#3a3a34").old().face(Expr::Sad).beard().turn(0.4);
                figure(c, &sit_chair().right_hand((20.0, -64.0), (34.0, -60.0)).hat(), 150.0, 470.0, 230.0, &man, false);
                for k in 0..10 {
                    let x = 40.0 + k as f64 * 34.0;
                    let y = 500.0 + (k % 3) as f64 * 28.0;
                    c.ellipse(x, y, 16.0, 10.0, "#8a8a92", 1.0);
                    c.circle(x + 12.0, y - 8.0, 6.0, "#8a8a92", 1.0);
                }
                c.poly(&[(250.0, 520.0), (300.0, 500.0), (284.0, 530.0), (310.0, 536.0), (252.0, 540.0)], "#fbfbf4", 1.0);
                c.stroke("M250 520L284 530", "#8a8a8a", 1.0, 1.0);
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
            "Two hands hold up a glass jar against a dark blue night full of stars. Inside the jar are a grey storm cloud, a flash of lightning, rough waves and a tiny white sailing boat tossed on them.",
            |c| {
                c.drew("jar night star cloud storm lightning wave boat");
                let p = c.p;
                c.sky(600.0);
                c.dots(40, 0.0, 400.0, 0.0, 600.0, 1.5, p.light);
                c.rect(110.0, 150.0, 180.0, 280.0, "#a8d0e8", 0.35);
                c.rect(120.0, 130.0, 160.0, 24.0, "#8a8a9a", 1.0);
                c.ellipse(200.0, 200.0, 70.0, 30.0, "#5a5a6a", 1.0);
                c.poly(&[(200.0, 220.0), (180.0, 280.0), (200.0, 278.0), (186.0, 330.0), (224.0, 262.0), (204.0, 264.0), (220.0, 220.0)], p.accent, 1.0);
                c.rect(112.0, 350.0, 176.0, 80.0, "#2a5a9a", 1.0);
                c.stroke("M112 352q22 -14 44 0t44 0t44 0t44 0", "#c8e0f8", 4.0, 1.0);
                crate::second::things::sailboat(c, 160.0, 352.0, 34.0, "#f8f8f0", "#f8f8f0");
                crate::second::figures::hand(c, 110.0, 420.0, 2.0, 60.0, SKIN[4], "#2a1a10");
                crate::second::figures::hand(c, 290.0, 420.0, 2.0, -60.0, SKIN[4], "#2a1a10");
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
                c.stroke("M218 330Q260 300 280 250", p.dark, 2.0, 1.0);
                crate::second::figures::fish(c, 300.0, 240.0, 80.0, p.accent, false);
                c.circle(326.0, 236.0, 3.0, "#1a1a1a", 1.0);
                c.circle(310.0, 470.0, 50.0, "#a8d8f0", 0.8);
                c.ellipse(310.0, 480.0, 22.0, 18.0, "#a87a4a", 1.0);
                c.circle(310.0, 456.0, 14.0, "#a87a4a", 1.0);
                c.circle(305.0, 454.0, 2.0, "#1a1a1a", 1.0);
                c.circle(315.0, 454.0, 2.0, "#1a1a1a", 1.0);
                c.stroke("M305 463h10", "#1a1a1a", 2.0, 1.0);
            },
        ),
        card(
            "The finger held",
            (Pastel, WarmInterior, Hands, Tender),
            ["an old hand", "a newborn's hand"],
            ("the old hand still wears a thin gold ring", "ring"),
            ["Beginnings", "The apple does not fall far from the tree", "The ring on that finger was given to her on the day the baby's mother was born"],
            &["hands", "ring"],
            false,
            "A close-up of an old, wrinkled hand, palm down, with one finger gripped by the whole tiny hand of a newborn baby, on a soft blanket. The old hand wears a thin gold ring.",
            |c| {
                c.drew("hand finger baby blanket ring");
                c.full("#3a1a12", 1.0);
                c.ellipse(200.0, 560.0, 280.0, 160.0, "#f4e8d8", 1.0);
                c.stroke("M-10 520Q200 470 410 540", "#d8c8b0", 6.0, 1.0);
                crate::second::figures::hand(c, 400.0, 330.0, 3.0, -96.0, "#d8a07a", "#7a4a30");
                c.rect(250.0, 306.0, 12.0, 30.0, "#e8c040", 1.0);
                c.stroke("M330 300q10 8 0 16M350 306q10 8 0 16", "#7a4a30", 2.0, 0.8);
                c.stroke("M60 620L120 380", "#fbd8c8", 50.0, 1.0);
                c.circle(132.0, 336.0, 40.0, "#fbd8c8", 1.0);
                c.stroke("M112 312q20 -12 36 4M108 330q24 -10 40 6M110 350q22 -8 36 6", "#d89880", 4.0, 1.0);
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
                c.sky(380.0);
                c.path("M-40 620V330Q0 300 40 262Q60 244 76 250Q90 262 100 252Q112 220 120 186Q132 182 138 198Q140 222 132 236Q144 236 148 244Q142 250 152 256Q160 246 166 250Q176 262 186 268Q214 300 250 292Q330 262 440 296V620Z", p.ground[1], 1.0);
                c.path("M-40 620V400Q200 372 440 410V620Z", p.ground[0], 1.0);
                c.stroke("M70 274q14 10 28 0", "#1a3a1a", 4.0, 1.0);
                c.stroke("M64 258q18 -12 36 -4", "#1a3a1a", 4.0, 1.0);
                c.stroke("M150 256q4 4 10 2", "#1a3a1a", 3.0, 1.0);
                for k in 0..6 {
                    let x = 250.0 + k as f64 * 30.0;
                    let y = 292.0 - (k % 3) as f64 * 4.0;
                    c.house(x, y, 24.0, 18.0, "#f8f0e0", p.accent, "#3a4a5a");
                }
                c.line(&[(258.0, 260.0), (220.0, 230.0), (170.0, 214.0), (142.0, 226.0)], "#e8e8e8", 7.0);
                c.rect(254.0, 254.0, 6.0, 14.0, "#8a4a3a", 1.0);
                let l = Look::new(0, p.cloth[1], p.dark).hair(Hair::Long, 3).face(Expr::Smile);
                c.path("M250 300Q180 360 230 420Q290 480 250 620H330Q350 480 290 420Q250 370 262 300Z", "#e8d8a8", 1.0);
                c.drew("path");
                for (x, y, h) in [(40.0, 440.0, 90.0), (100.0, 470.0, 110.0), (170.0, 330.0, 50.0), (370.0, 330.0, 60.0), (20.0, 560.0, 140.0)] {
                    c.tree(x, y, h, "#5a3a20", p.accent2);
                }
                figure(c, &point(), 320.0, 592.0, 240.0, &l, true);
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
                c.drew("kitchen table lamp sweater newspaper grandmother");
                let p = c.p;
                c.room(360.0);
                c.soft();
                c.glow(200.0, 120.0, 220.0, p.light, 0.5);
                c.end();
                c.stroke("M200 0V90", p.dark, 2.0, 1.0);
                c.poly(&[(170.0, 120.0), (230.0, 120.0), (215.0, 90.0), (185.0, 90.0)], p.accent, 1.0);
                let lad = Look::new(3, "#e8e0d0", "#2a3a6a").face(Expr::Angry).build(1.4).turn(0.6);
                figure(c, &stand().right_hand((30.0, -60.0), (40.0, -78.0)), 110.0, 560.0, 340.0, &lad, false);
                let gran = Look::new(0, "#7a3a6a", "#3a2a3a").old().hair(Hair::Bun, 5).glasses().face(Expr::Calm).turn(-0.3);
                figure(c, &stand().dress(18.0, -20.0).left_hand((-26.0, -62.0), (-38.0, -80.0)).right_hand((18.0, -70.0), (24.0, -84.0)), 290.0, 560.0, 250.0, &gran, false);
                c.rect(300.0, 320.0, 70.0, 90.0, "#f4f0e4", 1.0);
                c.stroke("M308 336h52M308 350h52M308 364h40M308 378h52", "#6a6a6a", 3.0, 1.0);
                c.table(200.0, 430.0, 600.0, 340.0, p.dark);
                c.circle(196.0, 348.0, 14.0, SKIN[0], 1.0);
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
                c.drew("nose fly");
                let p = c.p;
                c.full(p.wall[0], 1.0);
                c.circle(200.0, 300.0, 170.0, p.accent2, 0.3);
                let boy = Look::new(2, p.cloth[1], p.dark).hair(Hair::Curly, 0).face(Expr::Shock).turn(1.0);
                portrait(c, 110.0, 260.0, 80.0, &boy);
                let gran = Look::new(0, p.cloth[0], p.dark).old().hair(Hair::Bun, 5).face(Expr::Shock).turn(-1.0);
                portrait(c, 300.0, 250.0, 84.0, &gran);
                c.ellipse(266.0, 280.0, 11.0, 8.0, "#1a1a1a", 1.0);
                c.ellipse(258.0, 268.0, 10.0, 5.0, "#c8e0f0", 0.9);
                c.ellipse(274.0, 268.0, 10.0, 5.0, "#c8e0f0", 0.9);
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
            "The view from the bottom of a deep stone well, looking up at a circle of pale sky. Four faces lean over the edge and look down. A rope hangs down from them but ends high above, far out of reach.",
            |c| {
                c.drew("well stone sky rope");
                let p = c.p;
                c.full(p.dark, 1.0);
                for k in 0..8 {
                    let r = 380.0 - k as f64 * 34.0;
                    c.circle(200.0, 240.0, r, if k % 2 == 0 { "#3a3a3a" } else { "#4a4a4a" }, 1.0);
                }
                c.circle(200.0, 240.0, 110.0, p.sky[2], 1.0);
                for (i, a) in [200.0f64, 250.0, 290.0, 340.0].iter().enumerate() {
                    let t = a.to_radians();
                    let l = Look::new(i * 2 + 1, p.cloth[i], p.dark).hair([Hair::Short, Hair::Long, Hair::Curly, Hair::Bald][i], i).face([Expr::Worry, Expr::Shock, Expr::Sad, Expr::Worry][i]);
                    portrait(c, 200.0 + t.cos() * 100.0, 240.0 + t.sin() * 100.0, 28.0, &l);
                }
                c.stroke("M205 170Q200 250 206 330", "#c8b890", 5.0, 1.0);
                c.stroke("M200 332l12 -4", "#c8b890", 5.0, 1.0);
                c.soft();
                c.glow(200.0, 240.0, 180.0, p.light, 0.2);
                c.end();
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
                c.sky(520.0);
                c.land(520.0);
                c.poly(&[(40.0, 170.0), (200.0, 50.0), (360.0, 170.0)], p.accent, 1.0);
                c.rect(60.0, 170.0, 280.0, 120.0, "#7a8aa8", 1.0);
                c.rect(60.0, 290.0, 280.0, 130.0, "#8a9cc0", 1.0);
                c.rect(60.0, 420.0, 280.0, 130.0, "#f8d060", 1.0);
                c.stroke("M60 290H340M60 420H340", p.dark, 8.0, 1.0);
                c.stroke("M90 180l-6 16M140 186l-6 16M250 180l-6 16M300 190l-6 16M200 184l-6 16", "#2a4a8a", 2.0, 1.0);
                c.rect(150.0, 250.0, 140.0, 30.0, "#f0f0f0", 1.0);
                let man = Look::new(1, "#3a5a9a", "#3a5a9a").face(Expr::Asleep).beard();
                figure(c, &lie(), 220.0, 250.0, 120.0, &man, false);
                crate::second::things::umbrella(c, 200.0, 210.0, 40.0, p.accent, p.dark, 30.0);
                c.dots(40, 70.0, 330.0, 300.0, 410.0, 3.0, "#ffffff");
                c.chair(120.0, 415.0, 1.0, p.dark);
                let gran = Look::new(3, p.cloth[2], p.dark).old().hair(Hair::Bun, 5).face(Expr::Smile);
                figure(c, &sit_chair().dress(14.0, -48.0), 124.0, 415.0, 110.0, &gran, false);
                c.circle(310.0, 450.0, 20.0, "#fff4a0", 1.0);
                let kid = Look::new(4, p.accent, p.accent).hair(Hair::Curly, 0).face(Expr::Laugh);
                figure(c, &arms_up().child(), 200.0, 545.0, 100.0, &kid, false);
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
                c.room(420.0);
                for k in 0..10 {
                    c.stroke(&format!("M0 {}H400", 30 + k * 40), "#ffffff", 2.0, 0.6);
                }
                c.rect(40.0, 330.0, 300.0, 120.0, "#f8f8f4", 1.0);
                c.rect(60.0, 450.0, 20.0, 30.0, "#f8f8f4", 1.0);
                c.rect(300.0, 450.0, 20.0, 30.0, "#f8f8f4", 1.0);
                crate::second::figures::whale(c, 190.0, 320.0, 330.0, "#5a6a8a", "#c8d0e0", true);
                c.ellipse(90.0, 294.0, 50.0, 30.0, p.accent, 1.0);
                c.dots(14, 50.0, 130.0, 270.0, 310.0, 4.0, p.accent2);
                c.ellipse(200.0, 332.0, 150.0, 10.0, "#c8e8f8", 1.0);
                let man = Look::new(2, "#8a3a4a", "#8a3a4a").old().hair(Hair::Bald, 5).glasses().face(Expr::Smile).turn(-0.6);
                figure(c, &sit_chair().right_hand((6.0, -66.0), (14.0, -72.0)).left_hand((4.0, -66.0), (12.0, -70.0)), 350.0, 560.0, 170.0, &man, true);
                c.rect(318.0, 430.0, 28.0, 20.0, p.accent2, 1.0);
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
            "A packed concert crowd seen from the stage, lit pink and purple: dozens of people stand facing the viewer. In the front row one young man holds a bunch of flowers and looks sad.",
            |c| {
                c.drew("concert crowd flower bunch stage");
                let p = c.p;
                c.full("#2a0a4a", 1.0);
                c.soft();
                c.glow(80.0, 60.0, 200.0, p.accent, 0.5);
                c.glow(320.0, 60.0, 200.0, p.accent2, 0.5);
                c.end();
                crowd(c, 7, -20.0, 420.0, 330.0, 160.0, &p.cloth, &[Expr::Laugh, Expr::Smile, Expr::Shock]);
                crowd(c, 5, -10.0, 410.0, 440.0, 200.0, &p.cloth, &[Expr::Laugh, Expr::Smile]);
                let him = Look::new(2, "#1a1a2a", "#1a1a2a").hair(Hair::Short, 0).face(Expr::Sad);
                figure(c, &hold(), 200.0, 620.0, 300.0, &him, false);
                for k in 0..5 {
                    c.circle(190.0 + k as f64 * 6.0, 420.0 - (k % 2) as f64 * 8.0, 8.0, [p.accent, p.accent2, "#ffffff"][k % 3], 1.0);
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
            "A dark hallway at night, lit by a soft glow. A girl in a white nightgown holds a glass of water and looks at a row of coats hanging on hooks. From inside one long coat hang two pale hands.",
            |c| {
                c.drew("hallway glow nightgown glass water coat hook");
                let p = c.p;
                c.room(470.0);
                c.soft();
                c.glow(80.0, 300.0, 260.0, p.light, 0.35);
                c.end();
                for k in 0..4 {
                    let x = 170.0 + k as f64 * 60.0;
                    c.circle(x, 140.0, 6.0, "#8a7a5a", 1.0);
                    c.poly(&[(x - 20.0, 150.0), (x + 20.0, 150.0), (x + 30.0, 400.0 - (k % 2) as f64 * 60.0), (x - 30.0, 400.0 - (k % 2) as f64 * 60.0)], ["#3a3a4a", "#5a3a2a", "#2a3a2a", "#4a2a3a"][k], 1.0);
                }
                c.ellipse(268.0, 330.0, 8.0, 16.0, "#e8e4d8", 1.0);
                c.ellipse(316.0, 330.0, 8.0, 16.0, "#e8e4d8", 1.0);
                let girl = Look::new(0, "#f4f0e8", "#f4f0e8").hair(Hair::Long, 3).face(Expr::Shock).turn(0.7);
                figure(c, &hold().child().dress(18.0, -6.0), 90.0, 560.0, 200.0, &girl, false);
                c.rect(84.0, 420.0, 14.0, 20.0, "#c8e8f8", 0.8);
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
            "A family stands behind a table in a warm orange room, around a cake covered in so many lit candles that it blazes like a bonfire. In front, an old woman in glasses and a yellow paper crown laughs. At the side stands a man in a dark suit and hat holding a red fire extinguisher.",
            |c| {
                c.drew("family bonfire crown suit extinguisher cake candle");
                let p = c.p;
                c.room(400.0);
                crowd(c, 5, 10.0, 390.0, 400.0, 190.0, &p.cloth, &[Expr::Laugh, Expr::Smile, Expr::Shock]);
                let fire = Look::new(3, "#2a2a2a", "#2a2a2a").face(Expr::Worry).build(1.3);
                figure(c, &hold().hat(), 340.0, 420.0, 210.0, &fire, false);
                c.rect(320.0, 300.0, 22.0, 50.0, "#d82a2a", 1.0);
                c.table(200.0, 440.0, 620.0, 380.0, p.dark);
                c.rect(10.0, 430.0, 380.0, 14.0, "#f4ecd8", 1.0);
                c.soft();
                c.glow(200.0, 330.0, 160.0, "#ffb030", 0.9);
                c.end();
                c.rect(150.0, 370.0, 100.0, 60.0, "#f4e0f0", 1.0);
                for k in 0..16 {
                    let x = 155.0 + k as f64 * 6.0;
                    c.stroke(&format!("M{x} 370v-16"), "#ffffff", 3.0, 1.0);
                }
                c.blob(&[(150.0, 356.0), (170.0, 300.0), (190.0, 330.0), (205.0, 280.0), (220.0, 330.0), (240.0, 300.0), (252.0, 356.0)], "#ffa020");
                let gran = Look::new(1, p.accent, p.dark).old().hair(Hair::Bun, 5).glasses().face(Expr::Laugh);
                portrait(c, 200.0, 500.0, 44.0, &gran);
                c.poly(&[(160.0, 470.0), (170.0, 440.0), (185.0, 462.0), (200.0, 436.0), (215.0, 462.0), (230.0, 440.0), (240.0, 470.0)], p.accent2, 1.0);
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
            "A grassy field under a blue sky with one white cloud. A big grey elephant pulls on a rope with its trunk; at the other end a small brown mouse pulls with all its might, and behind the mouse a line of tiny ants holds the rope too.",
            |c| {
                c.drew("field grass elephant rope trunk mouse ant");
                c.sky(380.0);
                c.land(380.0);
                crate::second::things::cloud(c, 100.0, 120.0, 120.0, "#ffffff", "#d8e8f0");
                crate::second::figures::elephant(c, 280.0, 480.0, 220.0, "#8a8a98", "#6a6a78", true);
                c.stroke("M180 410L60 470", "#c8a060", 4.0, 1.0);
                c.g("transform=\"translate(60 480) scale(1.8) translate(-60 -480)\"");
                c.ellipse(60.0, 480.0, 22.0, 14.0, "#8a5a3a", 1.0);
                c.circle(78.0, 472.0, 10.0, "#8a5a3a", 1.0);
                c.circle(76.0, 462.0, 6.0, "#c87a6a", 1.0);
                c.circle(82.0, 472.0, 2.0, "#1a1a1a", 1.0);
                c.stroke("M40 484q-20 4 -30 -10", "#8a5a3a", 3.0, 1.0);
                c.stroke("M60 470L-10 500", "#c8a060", 3.0, 1.0);
                for k in 0..7 {
                    let x = 40.0 - k as f64 * 9.0;
                    c.circle(x, 476.0 + k as f64 * 3.8, 3.0, "#1a1a1a", 1.0);
                    c.circle(x - 4.0, 478.0 + k as f64 * 3.8, 2.5, "#1a1a1a", 1.0);
                }
                c.end();
                c.stroke("M330 500q10 10 30 6", "#6a5a40", 3.0, 0.8);
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
                c.full(p.sky[0], 1.0);
                c.dots(30, 0.0, 400.0, 0.0, 600.0, 5.0, p.accent);
                let l = Look::new(1, p.cloth[1], p.dark).hair(Hair::Curly, 2).face(Expr::Worry).turn(0.8);
                portrait(c, 140.0, 260.0, 100.0, &l);
                c.poly(&[(190.0, 250.0), (380.0, 236.0), (384.0, 258.0), (196.0, 300.0)], SKIN[1], 1.0);
                c.ellipse(350.0, 232.0, 34.0, 14.0, "#8a6a3a", 1.0);
                for k in 0..3 {
                    let x = 336.0 + k as f64 * 13.0;
                    c.circle(x, 214.0, 8.0, "#c8a87a", 1.0);
                    c.poly(&[(x - 4.0, 206.0), (x + 4.0, 206.0), (x, 192.0)], p.accent2, 1.0);
                }
                crate::second::figures::bird(c, 330.0, 150.0, 50.0, p.cloth[1]);
            },
        ),
        card(
            "The cloud on a lead",
            (Gouache, Monochrome, Crowd, Absurd),
            ["a crowd in the sun", "one man in the rain"],
            ("he keeps the little rain cloud on a lead like a dog", "lead"),
            ["Under the weather", "Every dog has its day", "Everyone else brought sunglasses; he brought his own cloud, on a lead"],
            &["rain cloud", "bus stop"],
            true,
            "People wait at a bus stop in bright sun, frowning. One man in glasses stands under a small grey cloud that rains only on him; he holds it by a string like a pet, and a red umbrella hangs closed at his side.",
            |c| {
                c.drew("bus stop shelter sun cloud rain string umbrella");
                let p = c.p;
                c.sky(420.0);
                c.rect(-10.0, 420.0, 420.0, 200.0, p.ground[0], 1.0);
                c.circle(340.0, 70.0, 40.0, "#ffffff", 1.0);
                c.rect(20.0, 230.0, 360.0, 14.0, p.dark, 1.0);
                c.stroke("M30 244V440M370 244V440", p.dark, 6.0, 1.0);
                crowd(c, 4, 0.0, 180.0, 540.0, 250.0, &p.cloth, &[Expr::Angry, Expr::Worry]);
                crowd(c, 2, 300.0, 420.0, 540.0, 250.0, &p.cloth, &[Expr::Sly]);
                let man = Look::new(2, "#3a3a3a", "#2a2a2a").face(Expr::Calm).glasses();
                figure(c, &stand().right_hand((14.0, -70.0), (22.0, -96.0)), 240.0, 560.0, 270.0, &man, false);
                crate::second::things::cloud(c, 250.0, 160.0, 110.0, "#8a8a8a", "#5a5a5a");
                c.stroke("M220 190l-6 20M240 190l-6 20M260 190l-6 20M280 190l-6 20M230 230l-6 20M270 230l-6 20", "#5a5a5a", 2.5, 1.0);
                c.stroke("M260 300Q270 240 250 190", "#1a1a1a", 1.5, 1.0);
                c.rect(214.0, 360.0, 10.0, 70.0, p.accent, 1.0);
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
            "A cut through the ground, like a slice of layer cake. Above the grass a child walks beside a tree with a red crown. Below, the brown earth is full of the tree's long twisting roots and small stones, and the roots reach down to a small tin soldier.",
            |c| {
                c.drew("grass tree crown earth root stone soldier ground cake");
                let p = c.p;
                c.sky(240.0);
                c.rect(-10.0, 240.0, 420.0, 380.0, "#6a4228", 1.0);
                c.rect(-10.0, 230.0, 420.0, 16.0, "#6a9a3a", 1.0);
                c.tree(300.0, 240.0, 260.0, "#4a2e1a", p.accent);
                for k in 0..6 {
                    let dx = (k as f64 - 2.5) * 40.0;
                    c.line(&[(300.0, 240.0), (300.0 + dx * 0.6, 330.0), (300.0 + dx, 430.0), (260.0 + dx * 1.2, 540.0)], "#3a2414", 7.0 - k as f64 * 0.5);
                }
                c.dots(20, 0.0, 400.0, 260.0, 600.0, 5.0, "#8a6a4a");
                c.rect(236.0, 470.0, 14.0, 40.0, "#a85a3a", 1.0);
                c.circle(243.0, 462.0, 8.0, "#c89a6a", 1.0);
                c.rect(236.0, 446.0, 14.0, 10.0, "#2a2a6a", 1.0);
                let girl = Look::new(4, p.cloth[2], p.cloth[1]).hair(Hair::Curly, 0).face(Expr::Calm).turn(0.6);
                figure(c, &kneel().child(), 110.0, 240.0, 140.0, &girl, false);
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
                crate::second::things::cloud(c, 200.0, 60.0, 300.0, "#ffffff", "#d8e8f8");
                for k in 0..14 {
                    let t = k as f64 / 14.0;
                    let a = t * 12.0;
                    let r = 160.0 * (1.0 - t * 0.8);
                    let x = 200.0 + a.cos() * r;
                    let y = 600.0 - t * 520.0;
                    c.poly(&[(200.0, y), (x, y - 10.0), (x + a.sin() * 30.0, y + 20.0)], "#c87a3a", 1.0);
                }
                c.stroke("M200 600V70", "#8a4a2a", 10.0, 1.0);
                let woman = Look::new(2, p.cloth[3], p.cloth[3]).hair(Hair::Long, 1).face(Expr::Smile);
                figure(c, &reach().dress(22.0, -30.0), 250.0, 520.0, 190.0, &woman, false);
                c.ellipse(180.0, 200.0, 22.0, 12.0, "#1a1a1a", 1.0);
                c.circle(164.0, 194.0, 10.0, "#1a1a1a", 1.0);
                c.poly(&[(156.0, 188.0), (158.0, 176.0), (164.0, 186.0)], "#1a1a1a", 1.0);
                c.poly(&[(168.0, 186.0), (172.0, 176.0), (174.0, 190.0)], "#1a1a1a", 1.0);
                c.circle(162.0, 194.0, 2.0, p.accent2, 1.0);
                c.stroke("M200 200q20 -10 16 -30", "#1a1a1a", 4.0, 1.0);
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
            "Seen from above, a small wooden boat on green-blue water with a man in a straw hat holding a fishing rod. His line runs down into the water, where the shape of an enormous fish lies under the boat, holding the end of the line in its mouth and looking up with one big eye.",
            |c| {
                c.drew("boat water straw hat fishing rod line fish eye mouth");
                let p = c.p;
                c.full("#2a8a9a", 1.0);
                c.ellipse(200.0, 360.0, 170.0, 90.0, "#1a5a6a", 1.0);
                c.poly(&[(40.0, 360.0), (-30.0, 300.0), (-30.0, 420.0)], "#1a5a6a", 1.0);
                c.circle(320.0, 340.0, 16.0, "#e8e0c0", 1.0);
                c.circle(324.0, 340.0, 8.0, "#1a1a1a", 1.0);
                c.stroke("M360 370q-10 10 -30 6", "#0a3a4a", 4.0, 1.0);
                c.g("transform=\"rotate(-15 200 220)\"");
                c.ellipse(200.0, 220.0, 50.0, 110.0, "#8a5a2a", 1.0);
                c.ellipse(200.0, 220.0, 38.0, 96.0, "#b07a3a", 1.0);
                let man = Look::new(1, p.accent, p.dark).hair(Hair::Bald, 3);
                from_above(c, 200.0, 230.0, 1.4, 0.0, &man, false);
                c.circle(200.0, 230.0, 22.0, "#e8d080", 1.0);
                c.end();
                c.stroke("M220 260L300 330Q320 360 350 372", "#f8f8f0", 1.5, 1.0);
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
                c.ellipse(110.0, 380.0, 30.0, 60.0, "#c8a070", 1.0);
                c.circle(116.0, 300.0, 30.0, "#c8a070", 1.0);
                c.ellipse(96.0, 300.0, 10.0, 24.0, "#8a6a40", 1.0);
                c.ellipse(136.0, 304.0, 10.0, 24.0, "#8a6a40", 1.0);
                c.circle(108.0, 296.0, 3.5, "#1a1a1a", 1.0);
                c.circle(124.0, 296.0, 3.5, "#1a1a1a", 1.0);
                c.ellipse(116.0, 312.0, 6.0, 4.0, "#1a1a1a", 1.0);
                c.stroke("M96 430l-6 60M124 430l6 60M130 370l30 20", "#c8a070", 14.0, 1.0);
                c.stroke("M160 390Q220 430 250 440", p.accent, 2.5, 1.0);
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
                c.stroke("M318 436h50", "#6a4a2a", 6.0, 1.0);
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
                c.drew("father armchair baby chest fist remote television");
                let p = c.p;
                c.full(p.wall[1], 1.0);
                c.blob(&[(-20.0, 100.0), (420.0, 80.0), (420.0, 620.0), (-20.0, 620.0)], "#7a2a2a");
                let dad = Look::new(2, "#4a6a8a", p.dark).hair(Hair::Curly, 0).beard().face(Expr::Asleep);
                portrait(c, 180.0, 220.0, 90.0, &dad);
                c.ellipse(180.0, 268.0, 18.0, 14.0, "#3a1010", 1.0);
                let baby = Look::new(2, "#f8e070", p.dark).hair(Hair::Bald, 0).face(Expr::Asleep);
                portrait(c, 230.0, 440.0, 52.0, &baby);
                c.ellipse(230.0, 466.0, 9.0, 8.0, "#3a1010", 1.0);
                c.rect(290.0, 470.0, 22.0, 70.0, "#1a1a1a", 1.0);
                c.circle(301.0, 484.0, 5.0, p.accent, 1.0);
                c.circle(296.0, 500.0, 12.0, SKIN[2], 1.0);
            },
        ),
        card(
            "The scarecrow with shoes",
            (Woodcut, Autumn, EyeLevel, Eerie),
            ["a field of scarecrows", "a farmer counting them"],
            ("one scarecrow stands on real feet in muddy boots", "boots"),
            ["Something's wrong", "Don't judge a book by its cover", "The farmer put up five scarecrows; the sixth one wears boots"],
            &["scarecrows", "field"],
            true,
            "A stubbly orange field under a pale yellow sky with black crows circling. Five scarecrows in coloured coats and pointed hats stand in a row on poles, but one has no pole: it stands on two dark legs in boots. In front of them a farmer in blue overalls and a black top hat stands pointing.",
            |c| {
                c.drew("field crow scarecrow coat pole farmer overalls boot leg");
                let p = c.p;
                c.sky(380.0);
                c.land(380.0);
                crate::second::figures::birds(c, 6, 40.0, 360.0, 60.0, 160.0, 26.0, p.dark);
                for k in 0..5 {
                    let x = 50.0 + k as f64 * 75.0;
                    let y = 400.0 + (k % 2) as f64 * 10.0;
                    if k != 3 {
                        c.stroke(&format!("M{x} {y}V{}", y - 120.0), "#5a3a1a", 5.0, 1.0);
                    } else {
                        c.stroke(&format!("M{} {y}v-60M{} {y}v-60", x - 6.0, x + 6.0), "#3a3a3a", 8.0, 1.0);
                        c.ellipse(x - 10.0, y, 10.0, 5.0, "#2a1a0a", 1.0);
                        c.ellipse(x + 10.0, y, 10.0, 5.0, "#2a1a0a", 1.0);
                    }
                    c.stroke(&format!("M{} {}h70", x - 35.0, y - 100.0), "#c8a050", 6.0, 1.0);
                    c.poly(&[(x - 18.0, y - 110.0), (x + 18.0, y - 110.0), (x + 22.0, y - 50.0), (x - 22.0, y - 50.0)], [p.cloth[0], p.cloth[1], p.cloth[2], p.cloth[3], p.accent][k], 1.0);
                    c.circle(x, y - 126.0, 17.0, "#d8c090", 1.0);
                    c.poly(&[(x - 24.0, y - 136.0), (x + 24.0, y - 136.0), (x, y - 160.0)], "#5a3a1a", 1.0);
                    c.stroke(&format!("M{} {}l6 4M{} {}l-6 4", x - 8.0, y - 130.0, x + 8.0, y - 130.0), "#1a1a1a", 2.0, 1.0);
                }
                let farmer = Look::new(1, "#3a5a8a", "#3a5a8a").old().face(Expr::Worry).beard().turn(-0.6);
                figure(c, &point().hat(), 300.0, 580.0, 200.0, &farmer, true);
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
                c.sky(240.0);
                c.sea(240.0, "#14245a", "#050a1e");
                for k in 0..4 {
                    let x = 60.0 + k as f64 * 100.0;
                    let y = 300.0 + (k % 2) as f64 * 50.0;
                    crate::second::things::rowboat(c, x, y, 120.0, "#3a2a2a");
                    let l = Look::new(k * 2 + 1, p.cloth[k], p.dark).hair([Hair::Long, Hair::Short, Hair::Bun, Hair::Curly][k], k).face(Expr::Smile);
                    figure(c, &reach(), x, y - 14.0, 105.0, &l, k % 2 == 0);
                }
                for k in 0..16 {
                    let x = c.r(10.0, 390.0);
                    let y = c.r(380.0, 580.0);
                    c.soft();
                    c.glow(x, y, 34.0, p.accent, 0.6);
                    c.end();
                    c.rect(x - 9.0, y - 12.0, 18.0, 20.0, ["#e84a2a", "#f8a030", "#f8d050"][k % 3], 1.0);
                }
                c.soft();
                c.glow(200.0, 450.0, 70.0, p.accent2, 0.8);
                c.end();
                c.path("M170 450Q200 400 230 450Z", "#a8e0ff", 1.0);
                c.stroke("M178 452q-6 30 4 60M192 452q4 30 -4 70M208 452q-4 30 6 60M222 452q6 30 -2 56", "#a8e0ff", 2.5, 1.0);
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
            "Seen from the water far below, a very tall diving tower rises against a bright sky. At the tip of the highest board a small girl in a striped swimsuit stands with her toes over the edge, wearing orange water wings. Swimmers' heads in the water look up at her.",
            |c| {
                c.drew("water tower board sky swimsuit wing swimmer");
                let p = c.p;
                c.sky(600.0);
                c.poly(&[(120.0, 620.0), (150.0, 100.0), (190.0, 100.0), (230.0, 620.0)], "#e8e8e0", 1.0);
                c.poly(&[(150.0, 100.0), (320.0, 80.0), (322.0, 92.0), (190.0, 112.0)], "#3a8ac8", 1.0);
                let girl = Look::new(3, p.accent, p.accent).hair(Hair::Bun, 0).face(Expr::Worry);
                figure(c, &stand().child().left_hand((-14.0, -62.0), (-24.0, -70.0)).right_hand((14.0, -62.0), (24.0, -70.0)), 300.0, 84.0, 110.0, &girl, false);
                c.ellipse(284.0, 24.0, 7.0, 5.0, p.accent2, 1.0);
                c.ellipse(316.0, 24.0, 7.0, 5.0, p.accent2, 1.0);
                c.rect(-10.0, 470.0, 420.0, 150.0, "#3ab0d0", 1.0);
                for k in 0..6 {
                    let l = Look::new(k, p.cloth[k % 4], p.dark).hair([Hair::Short, Hair::Long, Hair::Bald][k % 3], k).face(Expr::Shock);
                    portrait(c, 30.0 + k as f64 * 70.0, 520.0 + (k % 2) as f64 * 30.0, 22.0, &l);
                    c.rect(k as f64 * 70.0, 550.0 + (k % 2) as f64 * 30.0, 60.0, 40.0, "#3ab0d0", 1.0);
                }
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
            "A cut through a snowy hill. Above, a fox trots across the snow under bare trees. Below, in a round den lined with roots, a big brown bear lies in a quilted bed reading a book by a small lamp, glasses on her nose.",
            |c| {
                c.drew("snow hill fox tree den root bear bed book lamp glasses nose");
                let p = c.p;
                c.sky(220.0);
                c.rect(-10.0, 220.0, 420.0, 400.0, "#7a5a3a", 1.0);
                c.rect(-10.0, 200.0, 420.0, 40.0, "#ffffff", 1.0);
                c.stroke("M60 200V120M60 150l-20 -20M340 200V100M340 140l20 -24", "#3a2a1a", 4.0, 1.0);
                c.ellipse(200.0, 200.0, 24.0, 10.0, "#d86a2a", 1.0);
                c.poly(&[(220.0, 196.0), (240.0, 186.0), (236.0, 202.0)], "#d86a2a", 1.0);
                c.ellipse(200.0, 420.0, 170.0, 120.0, "#3a2818", 1.0);
                c.ellipse(200.0, 480.0, 140.0, 40.0, p.accent, 1.0);
                c.ellipse(170.0, 430.0, 90.0, 50.0, "#8a5a30", 1.0);
                c.circle(110.0, 400.0, 40.0, "#8a5a30", 1.0);
                c.circle(84.0, 372.0, 12.0, "#8a5a30", 1.0);
                c.circle(130.0, 366.0, 12.0, "#8a5a30", 1.0);
                c.ellipse(96.0, 412.0, 14.0, 10.0, "#c89a6a", 1.0);
                c.stroke("M80 396a8 8 0 1 0 .1 0M112 396a8 8 0 1 0 .1 0M96 396h8", "#1a1a1a", 2.0, 1.0);
                c.rect(140.0, 390.0, 44.0, 30.0, "#f4f0e0", 1.0);
                c.soft();
                c.glow(300.0, 370.0, 110.0, "#ffe080", 0.7);
                c.end();
                c.poly(&[(286.0, 360.0), (314.0, 360.0), (322.0, 380.0), (278.0, 380.0)], p.accent2, 1.0);
                c.stroke("M300 380v40", "#3a2a1a", 3.0, 1.0);
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
            "Seen from above, a giant chessboard of pale and dark squares with people standing on it as pieces, in rows at the top and the bottom. One small pawn sits alone in the middle of the board, eating a big sandwich.",
            |c| {
                c.drew("chessboard square piece pawn sandwich board");
                let p = c.p;
                c.full("#8a7a5a", 1.0);
                for i in 0..6 {
                    for j in 0..9 {
                        if (i + j) % 2 == 0 {
                            c.rect(20.0 + i as f64 * 60.0, 30.0 + j as f64 * 60.0, 60.0, 60.0, "#2a2a2a", 1.0);
                        } else {
                            c.rect(20.0 + i as f64 * 60.0, 30.0 + j as f64 * 60.0, 60.0, 60.0, "#e8e0c8", 1.0);
                        }
                    }
                }
                for k in 0..5 {
                    let light = Look::new(0, "#f4ecd8", "#f4ecd8").hair(Hair::Short, 3);
                    let dark = Look::new(4, "#3a3a3a", "#3a3a3a").hair(Hair::Short, 0);
                    from_above(c, 50.0 + k as f64 * 75.0, 84.0, 1.35, 180.0, &dark, k % 2 == 0);
                    from_above(c, 50.0 + k as f64 * 75.0, 516.0, 1.35, 0.0, &light, k % 2 == 1);
                }
                let pawn = Look::new(2, "#f4ecd8", "#f4ecd8").hair(Hair::Curly, 1);
                c.soft();
                c.glow(200.0, 310.0, 90.0, "#fff0b0", 0.6);
                c.end();
                from_above(c, 200.0, 300.0, 2.1, 20.0, &pawn, false);
                c.rect(184.0, 326.0, 60.0, 26.0, "#e8c070", 1.0);
                c.rect(184.0, 335.0, 60.0, 7.0, p.accent, 1.0);
                c.rect(184.0, 330.0, 60.0, 4.0, p.accent2, 1.0);
                c.circle(200.0, 100.0, 8.0, "#e8c040", 1.0);
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
            "An empty playground in autumn under a low yellow sky, leaves on the ground. A girl in a red coat sits still on one of two swings, looking at the other. The other swing is empty but hangs high in mid-swing, as if someone had just jumped off.",
            |c| {
                c.drew("playground sky leaf swing coat");
                let p = c.p;
                c.sky(400.0);
                c.land(400.0);
                c.dots(50, 0.0, 400.0, 400.0, 600.0, 5.0, p.accent);
                c.stroke("M40 520L80 120L320 120L360 520M80 120L60 520M320 120L340 520", "#5a3a2a", 8.0, 1.0);
                c.stroke("M130 120V430M190 120V430", "#3a2a1a", 2.5, 1.0);
                c.rect(120.0, 428.0, 80.0, 10.0, "#8a5a2a", 1.0);
                c.stroke("M230 120L330 340M290 120L384 320", "#3a2a1a", 2.5, 1.0);
                c.poly(&[(322.0, 338.0), (392.0, 314.0), (396.0, 324.0), (326.0, 348.0)], "#8a5a2a", 1.0);
                let girl = Look::new(0, p.accent, "#3a3a5a").hair(Hair::Long, 4).face(Expr::Sad).turn(0.7);
                figure(c, &sit_edge().child().left_hand((-4.0, -30.0), (-6.0, -50.0)).right_hand((6.0, -30.0), (6.0, -50.0)), 160.0, 430.0, 190.0, &girl, false);
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
            "A tall library with wooden shelves up to the ceiling. Dozens of books fly through the air flapping their pages like wings. A librarian in a cardigan and glasses swings a butterfly net at them. On the reading table one book lies open and still, with a feather between its pages.",
            |c| {
                c.drew("library shelf ceiling book page librarian cardigan glasses net table feather wing butterfly");
                let p = c.p;
                c.room(480.0);
                for k in 0..7 {
                    let y = 40.0 + k as f64 * 62.0;
                    c.rect(-10.0, y, 420.0, 8.0, "#5a2a12", 1.0);
                    for j in 0..20 {
                        let x = j as f64 * 21.0;
                        if (j * 7 + k * 3) % 5 != 0 {
                            c.rect(x, y - 44.0, 16.0, 44.0, p.cloth[(j + k) % 4], 1.0);
                        }
                    }
                }
                for k in 0..9 {
                    let x = c.r(40.0, 360.0);
                    let y = c.r(60.0, 330.0);
                    c.poly(&[(x, y), (x - 22.0, y - 14.0), (x - 20.0, y + 6.0)], p.cloth[k % 4], 1.0);
                    c.poly(&[(x, y), (x + 22.0, y - 14.0), (x + 20.0, y + 6.0)], p.cloth[(k + 1) % 4], 1.0);
                }
                let lib = Look::new(3, "#6a4a6a", "#3a3a3a").hair(Hair::Bun, 5).old().glasses().face(Expr::Shock).turn(0.5);
                figure(c, &reach(), 110.0, 580.0, 300.0, &lib, false);
                c.stroke("M154 254L230 140", "#6a4a2a", 4.0, 1.0);
                c.circle(246.0, 120.0, 30.0, "#ffffff", 0.5);
                c.table(290.0, 470.0, 600.0, 180.0, "#5a2a12");
                c.poly(&[(240.0, 468.0), (290.0, 456.0), (340.0, 468.0), (290.0, 476.0)], "#f8f0dc", 1.0);
                c.stroke("M270 464q20 -40 50 -50", "#ffffff", 3.0, 1.0);
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
                c.drew("garden fence flower giant thimble table teapot knee finger thumb tea");
                let p = c.p;
                c.sky(300.0);
                c.land(300.0);
                let giant = Look::new(1, "#6a8a5a", "#5a4a3a").hair(Hair::Curly, 2).beard().face(Expr::Smile).build(1.4);
                figure(c, &sit_ground().right_hand((20.0, -50.0), (28.0, -60.0)), 130.0, 560.0, 560.0, &giant, false);
                c.stroke("M0 470H400M0 500H400", "#ffffff", 5.0, 1.0);
                for k in 0..14 {
                    c.rect(k as f64 * 30.0, 450.0, 12.0, 70.0, "#ffffff", 1.0);
                }
                c.rect(270.0, 230.0, 14.0, 16.0, "#d8d8e0", 1.0);
                c.table(300.0, 520.0, 580.0, 80.0, "#c87a8a");
                let girl = Look::new(4, p.accent, p.accent).hair(Hair::Bun, 0).face(Expr::Smile).turn(-0.6);
                figure(c, &hold().child().dress(16.0, -20.0), 350.0, 580.0, 120.0, &girl, true);
                c.ellipse(330.0, 504.0, 12.0, 9.0, "#ffffff", 1.0);
                c.dots(30, 0.0, 400.0, 530.0, 600.0, 5.0, p.accent);
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
                c.drew("napkin spaghetti plate sauce worm strand lip neck cheek");
                let p = c.p;
                c.full(p.wall[0], 1.0);
                c.rect(-10.0, 0.0, 420.0, 600.0, p.accent2, 0.3);
                let boy = Look::new(0, "#ffffff", p.dark).hair(Hair::Short, 4).face(Expr::Calm);
                portrait(c, 200.0, 230.0, 110.0, &boy);
                c.circle(130.0, 290.0, 30.0, "#f0a0a0", 0.6);
                c.circle(270.0, 290.0, 30.0, "#f0a0a0", 0.6);
                c.ellipse(200.0, 540.0, 180.0, 40.0, "#ffffff", 1.0);
                c.ellipse(200.0, 530.0, 120.0, 26.0, "#e84a2a", 1.0);
                for k in 0..6 {
                    let x = 170.0 + k as f64 * 12.0;
                    c.stroke(&format!("M{x} 284Q{} 420 {} 520", x - 20.0 + k as f64 * 8.0, x - 40.0 + k as f64 * 16.0), "#f8e080", 4.0, 1.0);
                }
                c.stroke("M230 284Q260 380 300 420", "#f07a9a", 8.0, 1.0);
                c.circle(302.0, 422.0, 10.0, "#f07a9a", 1.0);
                c.circle(299.0, 419.0, 1.5, "#1a1a1a", 1.0);
                c.circle(306.0, 419.0, 1.5, "#1a1a1a", 1.0);
                c.stroke("M298 426q4 3 8 0M310 416l10 -10", "#1a1a1a", 1.5, 1.0);
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
            "Looking up at a steep tiled roof against a night sky full of bursting fireworks. An old woman in a shawl sits on the ridge, smoking a pipe, and touches it to the fuse of a rocket. Neighbours below lean out, their faces lit up.",
            |c| {
                c.drew("roof night sky firework shawl ridge rocket fuse pipe neighbour");
                let p = c.p;
                c.sky(600.0);
                for (x, y, col) in [(90.0, 110.0, p.accent), (300.0, 80.0, p.accent2), (230.0, 200.0, "#ff5a8a")] {
                    for k in 0..12 {
                        let a = k as f64 * 30.0_f64.to_radians();
                        c.stroke(&format!("M{} {}L{} {}", x + a.cos() * 14.0, y + a.sin() * 14.0, x + a.cos() * 60.0, y + a.sin() * 60.0), col, 3.0, 1.0);
                    }
                }
                c.poly(&[(-20.0, 620.0), (-20.0, 420.0), (200.0, 300.0), (420.0, 420.0), (420.0, 620.0)], "#6a2a2a", 1.0);
                for k in 0..6 {
                    c.stroke(&format!("M-20 {}L420 {}", 440 + k * 30, 440 + k * 30), "#3a1414", 3.0, 1.0);
                }
                let gran = Look::new(2, "#3a4a8a", "#3a4a8a").old().hair(Hair::Bun, 5).face(Expr::Sly).turn(0.6);
                figure(c, &sit_ground().dress(20.0, -6.0), 180.0, 330.0, 170.0, &gran, false);
                c.stroke("M206 246l16 6", "#3a2a1a", 3.0, 1.0);
                c.poly(&[(250.0, 290.0), (262.0, 290.0), (262.0, 230.0), (256.0, 216.0), (250.0, 230.0)], p.accent, 1.0);
                c.soft();
                c.glow(224.0, 254.0, 24.0, "#ffd060", 1.0);
                c.end();
                for k in 0..3 {
                    let l = Look::new(k * 2, p.cloth[k], p.dark).hair(Hair::Short, k).face(Expr::Laugh);
                    portrait(c, 60.0 + k as f64 * 140.0, 560.0, 30.0, &l);
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
                crate::second::figures::hand(c, 120.0, 20.0, 1.6, 160.0, SKIN[1], "#6a4a2a");
                crate::second::figures::hand(c, 280.0, 20.0, 1.6, 200.0, SKIN[1], "#6a4a2a");
                c.stroke("M140 110H260M200 90V130", "#6a4a2a", 6.0, 1.0);
                c.stroke("M140 110L150 250M260 110L250 250M200 130V210", "#f4ecd8", 1.0, 1.0);
                let puppet = Look::new(0, p.accent, "#2a2a3a").face(Expr::Calm).hair(Hair::Short, 0);
                figure(c, &arms_up().left_hand((-14.0, -86.0), (-18.0, -100.0)).right_hand((14.0, -86.0), (18.0, -100.0)), 200.0, 420.0, 220.0, &puppet, false);
                c.stroke("M170 440H230M200 430V450", "#6a4a2a", 4.0, 1.0);
                c.stroke("M170 440L180 500M230 440L220 500", "#f4ecd8", 1.0, 1.0);
                let small = Look::new(0, p.accent2, "#2a2a3a").face(Expr::Worry);
                figure(c, &arms_up(), 200.0, 590.0, 100.0, &small, false);
                c.stroke("M184 484Q100 300 120 110M216 484Q320 300 280 110", "#f4ecd8", 1.0, 0.8);
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
            "A wide, flat, pale green sea under a soft sky. A man in a striped jumper sits in a huge white teacup afloat like a boat, rowing with a teaspoon. Ahead of him a white cube sticks out of the sea like an island, with a small palm tree on it.",
            |c| {
                c.drew("sea sky jumper teacup boat teaspoon cube island palm tree sugar");
                let p = c.p;
                c.sky(300.0);
                c.sea(300.0, "#8ad0c8", "#3a8a9a");
                c.rect(300.0, 270.0, 40.0, 36.0, "#ffffff", 1.0);
                c.stroke("M320 270q-4 -30 -10 -40", "#6a4a2a", 3.0, 1.0);
                c.ellipse(306.0, 230.0, 16.0, 6.0, "#3a8a3a", 1.0);
                let man = Look::new(2, p.accent, p.dark).hair(Hair::Curly, 0).face(Expr::Calm).turn(0.6);
                figure(c, &sit_ground().right_hand((20.0, -40.0), (30.0, -20.0)), 150.0, 420.0, 200.0, &man, false);
                c.path("M40 400Q50 520 150 530Q250 520 260 400Z", "#ffffff", 1.0);
                c.ellipse(150.0, 400.0, 110.0, 16.0, "#f0e8e0", 1.0);
                c.stroke("M260 420q40 0 30 40q-10 30 -40 30", "#ffffff", 12.0, 1.0);
                c.stroke("M180 340L240 470", "#c8c8d0", 5.0, 1.0);
                c.ellipse(244.0, 480.0, 8.0, 14.0, "#c8c8d0", 1.0);
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
            "A hedge maze seen from above, its green walls winding in tight corridors. In a dead end near the middle a man in a suit looks around, arms out. Near the edge a gardener with shears has cut a gap straight through a hedge towards him.",
            |c| {
                c.drew("hedge maze wall corridor suit gardener shears gap path");
                let p = c.p;
                c.full("#d8c8a0", 1.0);
                let mut d = String::new();
                for k in 0..7 {
                    let o = 30.0 + k as f64 * 24.0;
                    d.push_str(&format!("M{} {}H{}V{}H{}V{}", o, o + 60.0, 400.0 - o, 600.0 - o, o, o + 100.0));
                }
                c.stroke(&d, "#3a7a3a", 14.0, 1.0);
                c.rect(40.0, 400.0, 130.0, 16.0, "#d8c8a0", 1.0);
                let man = Look::new(1, "#2a2a3a", "#2a2a3a").hair(Hair::Short, 0);
                from_above(c, 200.0, 300.0, 2.0, 0.0, &man, true);
                let gard = Look::new(3, p.accent2, "#4a4a2a").hair(Hair::Bald, 0);
                from_above(c, 70.0, 420.0, 2.0, 60.0, &gard, false);
                c.stroke("M84 400l14 -10M84 404l16 -4", "#8a8a8a", 3.0, 1.0);
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
            "A sunny beach under a pale sky, the blue sea behind. Four people of different shapes stand by striped orange, yellow and blue umbrellas. In front, a penguin in blue sunglasses lies on its back on a striped towel, looking perfectly content.",
            |c| {
                c.drew("beach sea umbrella penguin towel sunglasses beak");
                let p = c.p;
                c.sky(200.0);
                c.sea(200.0, "#3aa0c8", "#2a80b0");
                c.rect(-10.0, 280.0, 420.0, 340.0, p.ground[0], 1.0);
                for k in 0..3 {
                    crate::second::things::umbrella(c, 70.0 + k as f64 * 130.0, 330.0, 50.0, [p.accent, p.accent2, "#3a8ac8"][k], "#5a4a3a", 90.0);
                }
                crowd(c, 4, 0.0, 400.0, 400.0, 130.0, &p.cloth, &[Expr::Smile, Expr::Laugh, Expr::Asleep]);
                c.rect(110.0, 470.0, 190.0, 80.0, p.accent, 1.0);
                c.stroke("M110 490h190M110 520h190", "#ffffff", 8.0, 1.0);
                c.ellipse(205.0, 505.0, 70.0, 34.0, "#1a1a2a", 1.0);
                c.ellipse(215.0, 510.0, 50.0, 24.0, "#ffffff", 1.0);
                c.circle(140.0, 492.0, 22.0, "#1a1a2a", 1.0);
                c.poly(&[(120.0, 494.0), (100.0, 500.0), (120.0, 502.0)], "#f8a020", 1.0);
                c.ellipse(112.0, 497.0, 5.0, 3.0, "#ffffff", 1.0);
                c.rect(124.0, 482.0, 34.0, 11.0, "#2a6ab0", 1.0);
                c.stroke("M126 484h12M144 484h12", "#ffffff", 2.0, 0.8);
                c.stroke("M140 488h22", "#2a6ab0", 2.0, 1.0);
            },
        ),
        card(
            "The house in the photograph",
            (Woodcut, Dusk, Hands, Wistful),
            ["an empty field", "an old photograph of it"],
            ("in the photograph a child waves from the house's window", "window"),
            ["Long gone", "You can't go home again", "She came back to the field with the photograph; in it she still waves from the window"],
            &["photograph", "window"],
            false,
            "Two hands hold up an old square photograph against a striped dusk sky. The photograph shows a yellow house with a red roof and a dark upstairs window; behind the photograph there is no house at all.",
            |c| {
                c.drew("photograph dusk sky house roof window");
                c.sky(380.0);
                c.land(380.0);
                c.stroke("M300 380v-40", "#3a2a1a", 6.0, 1.0);
                c.rect(90.0, 170.0, 220.0, 240.0, "#f4ecd8", 1.0);
                c.rect(104.0, 184.0, 192.0, 180.0, "#a89878", 1.0);
                c.rect(104.0, 300.0, 192.0, 64.0, "#7a7a5a", 1.0);
                c.house(200.0, 320.0, 100.0, 80.0, "#d8c8a8", "#5a3a2a", "#f8f0d8");
                c.circle(170.0, 254.0, 6.0, "#3a2a2a", 1.0);
                c.stroke("M164 262l-6 -10", "#3a2a2a", 3.0, 1.0);
                crate::second::figures::hand(c, 80.0, 470.0, 2.0, 20.0, SKIN[1], "#6a4a2a");
                crate::second::figures::hand(c, 320.0, 470.0, 2.0, -20.0, SKIN[1], "#6a4a2a");
            },
        ),
    ]
}
