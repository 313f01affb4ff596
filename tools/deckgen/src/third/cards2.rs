//! Cards 51–100 of the third edition.

use super::people::{poses::*, *};
use super::style::{Palette::*, Technique::*};
use super::Mood::*;
use super::Viewpoint::*;
use super::{card, Card};
use crate::second::figures::{bird, fish, hand};

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
            "A small warm kitchen with a red radio on a shelf. A white-haired couple dance cheek to cheek, smiling, she in a red dress. Beside them a shaggy pale dog stands on its hind legs, paws raised, dancing too.",
            |c| {
                c.drew("kitchen radio shelf couple dress dog paw cheek");
                let p = c.p;
                c.room(430.0);
                c.boards(430.0);
                c.rect(250.0, 120.0, 130.0, 10.0, "#5a2a12", 1.0);
                c.rect(270.0, 80.0, 70.0, 40.0, p.accent, 1.0);
                c.circle(290.0, 100.0, 12.0, p.dark, 1.0);
                c.stroke("M350 80q10 -20 30 -10M354 70q14 -26 36 -16", p.dark, 2.0, 0.7);
                let him = Look::new(1, "#3a4a6a", "#2a2a3a").old().hair(Hair::Bald, 5).face(Expr::Asleep).turn(0.6).build(1.2);
                figure(c, &hold().right_hand((16.0, -70.0), (24.0, -80.0)), 150.0, 580.0, 320.0, &him, false);
                let her = Look::new(0, p.accent, p.accent).old().hair(Hair::Curly, 5).face(Expr::Smile).turn(-0.6);
                figure(c, &hold().dress(24.0, -24.0).left_hand((-16.0, -76.0), (-22.0, -86.0)), 220.0, 580.0, 290.0, &her, true);
                c.ellipse(330.0, 520.0, 24.0, 40.0, "#c8b090", 1.0);
                c.circle(334.0, 470.0, 22.0, "#c8b090", 1.0);
                c.circle(326.0, 466.0, 3.0, "#1a1a1a", 1.0);
                c.circle(342.0, 466.0, 3.0, "#1a1a1a", 1.0);
                c.stroke("M310 500l-20 -20M350 500l20 -20M320 556v20M340 556v20", "#c8b090", 10.0, 1.0);
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
            "Two faces seen in a barber's mirror: in front, a customer with red hair and a white cape round his neck stares in horror, a small orange moustache under his nose; behind him the barber holds up a razor.",
            |c| {
                c.drew("mirror customer cape moustache barber razor neck nose");
                let p = c.p;
                c.full(p.wall[0], 1.0);
                c.rect(30.0, 30.0, 340.0, 540.0, "#c8e0f0", 1.0);
                c.stroke("M60 80l60 -40M80 120l100 -80", "#ffffff", 6.0, 0.6);
                let barber = Look::new(3, "#ffffff", p.dark).hair(Hair::Short, 0).face(Expr::Smile).turn(-0.3);
                portrait(c, 280.0, 170.0, 70.0, &barber);
                c.path("M282 204q-16 -8 -30 4q14 0 30 0Z", "#1a1a1a", 1.0);
                let man = Look::new(0, "#ffffff", p.dark).hair(Hair::Short, 4).face(Expr::Shock);
                portrait(c, 170.0, 330.0, 100.0, &man);
                c.path("M186 382q22 -14 46 6q-24 0 -46 0Z", HAIR[4], 1.0);
                c.rect(320.0, 250.0, 10.0, 70.0, "#8a8a9a", 1.0);
                c.rect(318.0, 240.0, 40.0, 14.0, "#d8d8e0", 1.0);
            },
        ),
        card(
            "Everybody looks up",
            (Pointillist, Daylight, Crowd, Funny),
            ["a crowd pointing at the sky", "one child looking down"],
            ("the child's ice cream has fallen on a man's shoe", "ice cream"),
            ["Oops", "Keep your feet on the ground", "While the whole square watched the sky, only the child saw where the ice cream went"],
            &["crowd looking up", "ice cream"],
            true,
            "A town square full of people of every age, all looking and pointing up at the sky with open mouths. In front, a small boy looks down instead, at his ice cream cone, which has landed upside down on the shiny shoe of the tall man beside him.",
            |c| {
                c.drew("square sky boy cone ice cream shoe town");
                let p = c.p;
                c.sky(330.0);
                c.rect(-10.0, 330.0, 420.0, 300.0, "#d8c8a8", 1.0);
                crowd(c, 6, -10.0, 410.0, 430.0, 180.0, &p.cloth, &[Expr::Shock, Expr::Smile]);
                let man = Look::new(1, "#2a2a3a", "#2a2a3a").face(Expr::Shock).hair(Hair::Short, 0);
                figure(c, &point().right_hand((14.0, -96.0), (20.0, -112.0)), 270.0, 580.0, 320.0, &man, false);
                let boy = Look::new(4, p.accent2, "#2a4a8a").hair(Hair::Curly, 0).face(Expr::Sad);
                figure(c, &hold().child(), 150.0, 580.0, 150.0, &boy, false);
                c.poly(&[(272.0, 570.0), (292.0, 570.0), (282.0, 548.0)], "#d8a060", 1.0);
                c.circle(282.0, 578.0, 12.0, "#f8c8d8", 1.0);
            },
        ),
        card(
            "The vet's waiting room",
            (InkWash, Daylight, Interior, Funny),
            ["a lion", "a mouse in a box"],
            ("the lion is hiding behind its owner from the mouse", "mouse"),
            ["Scaredy-cat", "The bigger they are, the harder they fall", "The lion came for a thorn in its paw and met a mouse in the waiting room"],
            &["waiting room", "lion"],
            true,
            "A vet's waiting room with a row of chairs. A small girl sits holding a shoebox on her lap, and a grey mouse peeks out of it. Next to her a huge lion on a lead cowers behind the legs of its owner, a thin man in a tall hat.",
            |c| {
                c.drew("room chair shoebox lion lead owner lap mouse");
                let p = c.p;
                c.room(420.0);
                c.boards(420.0);
                for k in 0..4 {
                    c.chair(60.0 + k as f64 * 90.0, 520.0, 1.3, p.dark);
                }
                let girl = Look::new(2, p.accent, "#3a3a6a").hair(Hair::Long, 0).face(Expr::Smile);
                figure(c, &sit_chair().child(), 64.0, 520.0, 150.0, &girl, false);
                c.rect(60.0, 420.0, 50.0, 30.0, "#c8a070", 1.0);
                c.circle(90.0, 414.0, 8.0, "#a8a8a8", 1.0);
                c.circle(86.0, 406.0, 4.0, "#c8a8a8", 1.0);
                let man = Look::new(0, "#5a7a9a", "#3a3a3a").face(Expr::Worry).build(0.8);
                figure(c, &stand().hat(), 330.0, 580.0, 300.0, &man, true);
                c.ellipse(250.0, 520.0, 70.0, 40.0, "#d8a040", 1.0);
                c.circle(290.0, 470.0, 46.0, "#a0602a", 1.0);
                c.circle(290.0, 470.0, 30.0, "#d8a040", 1.0);
                c.circle(280.0, 464.0, 4.0, "#1a1a1a", 1.0);
                c.circle(296.0, 464.0, 4.0, "#1a1a1a", 1.0);
                c.stroke("M200 540l-4 40M230 550v30M270 550v30", "#d8a040", 14.0, 1.0);
            },
        ),
        card(
            "The heart on the ice",
            (CutPaper, Winter, TopDown, Tense),
            ["two skaters drawing a heart", "a crack in the ice"],
            ("a crack is running towards the heart", "crack"),
            ["Fragile", "Skating on thin ice", "They carved a heart on the frozen lake; the crack is carving its own line towards it"],
            &["ice skating", "frozen lake"],
            true,
            "A frozen lake seen from straight above, white and pale blue, with a bank of snow along the top. Two skaters holding hands, one in red and one in blue, have carved a big heart into the ice with their blades. From the edge of the card a dark crack zigzags across the ice towards them.",
            |c| {
                c.drew("lake ice heart skater blade crack snow");
                let p = c.p;
                let ice = c.c.rad(&[(0.0, "#f4fbff", 1.0), (0.6, "#bcd8ec", 1.0), (1.0, "#6a9cc8", 1.0)], 0.5, 0.45, 0.75);
                c.full(&ice, 1.0);
                for k in 0..14 {
                    let (x, y) = (c.r(-40.0, 360.0), c.r(20.0, 600.0));
                    let (w, h) = (c.r(60.0, 200.0), c.r(-60.0, 60.0));
                    c.stroke(&format!("M{x:.0} {y:.0}q{:.0} {h:.0} {w:.0} {:.0}", w / 2.0, h / 3.0), if k % 3 == 0 { "#7aa4c8" } else { "#ffffff" }, 1.6, 0.8);
                }
                c.blob(&[(-20.0, -20.0), (420.0, -20.0), (420.0, 40.0), (300.0, 56.0), (180.0, 36.0), (60.0, 60.0), (-20.0, 44.0)], "#ffffff");
                c.drew("snowbank");
                let heart = "M200 420C120 360 60 300 90 230C120 170 190 190 200 240C210 190 280 170 310 230C340 300 280 360 200 420Z";
                c.stroke(heart, "#4a7aa8", 9.0, 0.5);
                c.stroke(heart, "#ffffff", 5.0, 1.0);
                let a = Look::new(0, p.accent, p.dark).hair(Hair::Long, 3);
                let b = Look::new(3, p.cloth[1], p.dark).hair(Hair::Short, 0);
                from_above(c, 160.0, 456.0, 2.5, 160.0, &a, false);
                c.stroke("M186 456h30", p.cloth[1], 14.0, 1.0);
                from_above(c, 246.0, 456.0, 2.5, 200.0, &b, false);
                c.stroke("M410 600L370 540L380 500L330 470L340 440L290 420", "#0a1a3a", 7.0, 1.0);
                c.stroke("M410 600L370 540L380 500L330 470L340 440L290 420", "#ffffff", 1.5, 0.8);
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
            "Fresh snow seen from above. A small child in a red snowsuit lies on her back making a snow angel, footprints leading to her. Next to her is the imprint of a second snow angel, three times bigger, with no footprints anywhere around it.",
            |c| {
                c.drew("snow snowsuit angel footprint imprint");
                let p = c.p;
                c.full("#f4f6fa", 1.0);
                c.dots(40, 0.0, 400.0, 0.0, 600.0, 4.0, "#d8e0ec");
                c.path("M250 60C180 60 140 140 170 200C90 190 60 260 120 300C150 320 170 330 180 360L160 520C180 540 220 540 240 520L250 420L260 520C280 540 320 540 340 520L320 360C330 330 350 320 380 300C440 260 410 190 330 200C360 140 320 60 250 60Z", "#c8d4e6", 1.0);
                c.path("M110 380C80 380 70 410 84 430C60 430 50 450 70 460L74 520H146L150 460C170 450 160 430 136 430C150 410 140 380 110 380Z", "#c8d4e6", 1.0);
                let kid = Look::new(1, p.accent, p.accent).hair(Hair::Short, 1);
                from_above(c, 110.0, 430.0, 1.8, 0.0, &kid, true);
                c.dots(10, 100.0, 120.0, 540.0, 600.0, 5.0, "#a8b8d0");
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
            "A sunny garden. A proud old bald man stands beside a tall hedge trimmed into the shape of a woman's head with a huge round beehive hairdo. Next to him his wife, arms crossed, has exactly the same beehive hairdo, and looks unimpressed.",
            |c| {
                c.drew("garden hedge hairdo wife beehive");
                let p = c.p;
                c.sky(380.0);
                c.land(380.0);
                c.ellipse(200.0, 260.0, 90.0, 110.0, "#3a8a3a", 1.0);
                c.ellipse(200.0, 140.0, 80.0, 70.0, "#2a7a2a", 1.0);
                c.rect(150.0, 340.0, 100.0, 80.0, "#3a8a3a", 1.0);
                c.circle(170.0, 250.0, 10.0, "#2a5a2a", 1.0);
                c.circle(230.0, 250.0, 10.0, "#2a5a2a", 1.0);
                let man = Look::new(1, p.cloth[3], "#5a4a3a").old().hair(Hair::Bald, 5).face(Expr::Smile).turn(0.5);
                figure(c, &hips(), 70.0, 580.0, 250.0, &man, false);
                let wife = Look::new(0, p.accent, p.accent).old().hair(Hair::Bun, 3).face(Expr::Angry).turn(-0.4);
                figure(c, &hold().dress(22.0, -24.0), 320.0, 580.0, 240.0, &wife, true);
                c.ellipse(322.0, 330.0, 28.0, 30.0, HAIR[3], 1.0);
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
            "A huge cone-shaped volcano fills the card under a bright sky, grey smoke pouring from the top and orange lava running down from the crater. On the rim a tiny family sits on a pink checked blanket having a picnic.",
            |c| {
                c.drew("volcano sky smoke lava crater rim family blanket picnic");
                let p = c.p;
                c.sky(600.0);
                c.blob(&[(140.0, 150.0), (100.0, 60.0), (180.0, 20.0), (260.0, 40.0), (300.0, 100.0), (260.0, 150.0)], "#8a8a9a");
                c.poly(&[(-40.0, 620.0), (150.0, 180.0), (250.0, 180.0), (440.0, 620.0)], "#6a3a2a", 1.0);
                c.ellipse(200.0, 182.0, 50.0, 12.0, "#ff7a1a", 1.0);
                c.stroke("M180 190L150 300L170 380M230 190L250 260", "#ff5a1a", 8.0, 1.0);
                c.rect(222.0, 160.0, 40.0, 16.0, p.accent, 1.0);
                c.rect(214.0, 164.0, 110.0, 16.0, p.accent, 1.0);
                for k in 0..3 {
                    let l = Look::new(k * 2, p.cloth[k], p.dark).hair([Hair::Long, Hair::Curly, Hair::Short][k], k).face(Expr::Smile);
                    figure(c, &sit_ground(), 236.0 + k as f64 * 30.0, 178.0, 70.0, &l, false);
                }
                let gramps = Look::new(1, p.cloth[3], p.dark).old().face(Expr::Smile).beard();
                figure(c, &sit_ground().right_hand((14.0, -34.0), (24.0, -40.0)), 150.0, 182.0, 80.0, &gramps, true);
                c.stroke("M132 150L196 176", "#6a4a2a", 2.5, 1.0);
                c.circle(198.0, 177.0, 5.0, "#ffffff", 1.0);
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
            "A cut through a garden. Above the grass a man in a green jumper pushes a spade into the ground. Below, in an oval burrow, a family of four moles sits in a row at a little table, and the tip of the spade is about to poke through their earthen ceiling.",
            |c| {
                c.drew("garden grass jumper spade ground burrow mole table ceiling blade");
                let p = c.p;
                c.sky(200.0);
                c.rect(-10.0, 200.0, 420.0, 420.0, "#6a4a2a", 1.0);
                c.rect(-10.0, 190.0, 420.0, 16.0, "#5a8a3a", 1.0);
                let man = Look::new(2, p.cloth[1], "#3a3a3a").face(Expr::Calm).turn(0.4);
                figure(c, &bend(), 180.0, 196.0, 180.0, &man, false);
                c.stroke("M230 120L240 260", "#8a6a3a", 6.0, 1.0);
                c.poly(&[(226.0, 250.0), (254.0, 250.0), (252.0, 300.0), (230.0, 300.0)], "#c8c8d0", 1.0);
                c.ellipse(200.0, 420.0, 180.0, 110.0, "#a0784a", 1.0);
                c.soft();
                c.glow(120.0, 380.0, 120.0, "#ffd080", 0.6);
                c.end();
                c.table(200.0, 440.0, 520.0, 180.0, "#5a3a1a");
                for k in 0..4 {
                    let x = 110.0 + k as f64 * 60.0;
                    c.ellipse(x, 420.0, 22.0, 30.0, "#3a3a4a", 1.0);
                    c.circle(x, 384.0, 16.0, "#3a3a4a", 1.0);
                    c.circle(x + 10.0, 390.0, 5.0, "#f0a0a0", 1.0);
                    c.ellipse(x, 436.0, 12.0, 4.0, "#ffffff", 1.0);
                }
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
            "A children's bedroom with toys on the floor. Three children build a tower of blocks. In the door behind them, the keyhole is filled by an enormous eye looking in, and a tear runs down beneath it.",
            |c| {
                c.drew("bedroom toy block tower door keyhole eye tear");
                let p = c.p;
                c.room(400.0);
                c.rect(240.0, 60.0, 150.0, 340.0, "#8a4a2a", 1.0);
                c.ellipse(300.0, 230.0, 40.0, 50.0, "#1a0a0a", 1.0);
                c.ellipse(300.0, 230.0, 34.0, 26.0, "#f4ecd8", 1.0);
                c.circle(300.0, 230.0, 15.0, "#3a8a5a", 1.0);
                c.circle(300.0, 230.0, 7.0, "#1a1a1a", 1.0);
                c.path("M304 282q-6 20 0 30q8 -10 0 -30Z", "#a8d8f8", 1.0);
                for k in 0..5 {
                    c.rect(90.0, 470.0 - k as f64 * 30.0, 40.0, 30.0, p.cloth[k % 4], 1.0);
                }
                let kids = [(50.0, 0usize, Hair::Long), (170.0, 3, Hair::Curly), (240.0, 5, Hair::Short)];
                for (i, (x, sk, h)) in kids.iter().enumerate() {
                    let l = Look::new(*sk, p.cloth[i], p.dark).hair(*h, i).face([Expr::Smile, Expr::Laugh, Expr::Calm][i]);
                    figure(c, &sit_ground().child(), *x, 560.0, 140.0, &l, i == 2);
                }
            },
        ),
        card(
            "The leaf for the snail",
            (Gouache, Spring, Hands, Tender),
            ["a child's hands", "a snail in the rain"],
            ("the snail is holding a smaller leaf over an ant", "ant"),
            ["Kindness", "Pay it forward", "She kept the rain off the snail, and the snail kept it off the ant"],
            &["snail", "rain"],
            false,
            "A close-up of two small hands holding a big green leaf over a snail on a wet path, rain falling all around. In front of the snail's stalk-eyes a tiny purple leaf covers an even tinier black ant.",
            |c| {
                c.drew("leaf snail path rain ant");
                let p = c.p;
                c.full("#8aa0a8", 1.0);
                c.stroke("M20 0l-10 40M80 30l-10 40M140 0l-10 40M350 20l-10 40M300 80l-10 40M40 140l-10 40M380 160l-10 40M60 300l-10 40M360 320l-10 40", "#e0f0f8", 3.0, 0.8);
                c.rect(-10.0, 440.0, 420.0, 180.0, "#6a7a6a", 1.0);
                hand(c, 60.0, 300.0, 2.2, 40.0, SKIN[0], "#8a5a3a");
                hand(c, 340.0, 300.0, 2.2, -40.0, SKIN[0], "#8a5a3a");
                c.path("M40 260Q200 120 360 260Q200 220 40 260Z", "#3a9a3a", 1.0);
                c.stroke("M40 260Q200 200 360 260", "#2a6a2a", 3.0, 1.0);
                c.circle(220.0, 460.0, 46.0, "#c88a4a", 1.0);
                c.stroke("M220 460m-30 0a30 30 0 1 1 30 30a18 18 0 1 1 -12 -20", "#8a5a2a", 4.0, 1.0);
                c.path("M120 500Q170 470 260 500L260 510H110Z", "#d8c0a0", 1.0);
                c.stroke("M140 490l-10 -40M150 490l6 -40", "#d8c0a0", 4.0, 1.0);
                c.circle(130.0, 448.0, 5.0, "#1a1a1a", 1.0);
                c.circle(156.0, 448.0, 5.0, "#1a1a1a", 1.0);
                c.path("M90 500q20 -26 44 0Z", p.accent2, 1.0);
                c.circle(100.0, 512.0, 4.0, "#1a1a1a", 1.0);
                c.circle(109.0, 512.0, 5.0, "#1a1a1a", 1.0);
                c.circle(119.0, 512.0, 4.0, "#1a1a1a", 1.0);
                c.stroke("M100 516l-4 6M109 517v6M118 516l4 6", "#1a1a1a", 1.5, 1.0);
                c.circle(116.0, 510.0, 3.0, "#1a1a1a", 1.0);
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
                c.drew("headscarf earring crystal ball cloth");
                let p = c.p;
                c.sky(600.0);
                let l = Look::new(3, "#6a1a4a", p.dark).hair(Hair::Long, 0).face(Expr::Sly).turn(0.2);
                portrait(c, 200.0, 210.0, 100.0, &l);
                c.path("M96 180Q200 60 304 180Q200 140 96 180Z", p.accent, 1.0);
                c.circle(104.0, 250.0, 8.0, "#e8c040", 1.0);
                c.circle(296.0, 250.0, 8.0, "#e8c040", 1.0);
                c.rect(40.0, 520.0, 320.0, 100.0, "#5a1a3a", 1.0);
                c.soft();
                c.glow(200.0, 440.0, 140.0, p.accent2, 0.6);
                c.end();
                c.circle(200.0, 450.0, 80.0, "#a8d0f0", 0.9);
                let small = Look::new(3, "#6a1a4a", p.dark).hair(Hair::Long, 0).face(Expr::Worry);
                portrait(c, 200.0, 440.0, 30.0, &small);
                c.circle(200.0, 450.0, 80.0, "#ffffff", 0.15);
            },
        ),
        card(
            "The boy who only mouths the words",
            (Woodcut, WarmInterior, Crowd, Festive),
            ["a children's choir singing", "one silent boy"],
            ("a bee has landed on his song sheet", "bee"),
            ["Stage fright", "Silence is golden", "The whole choir sang their hearts out; he held his breath for the bee"],
            &["choir", "bee"],
            true,
            "A children's choir in three rows, in red robes with white collars, singing with wide-open mouths. In the front row one boy stands stiff with his mouth shut tight, staring cross-eyed at a bee that sits on the song sheet in his hands.",
            |c| {
                c.drew("choir robe collar mouth bee sheet");
                let p = c.p;
                c.room(560.0);
                for row in 0..3 {
                    for k in 0..5 {
                        let x = 40.0 + k as f64 * 80.0 + row as f64 * 10.0 - 10.0;
                        let y = 150.0 + row as f64 * 110.0;
                        let l = Look::new(k + row * 2, "#c0202a", p.dark).hair([Hair::Short, Hair::Long, Hair::Curly, Hair::Bun, Hair::Short][(k + row) % 5], k + row).face(if row == 2 && k == 2 { Expr::Worry } else { Expr::Laugh });
                        portrait(c, x, y, 30.0, &l);
                    }
                }
                c.rect(160.0, 470.0, 80.0, 54.0, "#f8f8f0", 1.0);
                c.ellipse(200.0, 490.0, 10.0, 7.0, p.accent2, 1.0);
                c.stroke("M194 490h12", "#1a1a1a", 3.0, 1.0);
                c.ellipse(196.0, 481.0, 6.0, 4.0, "#ffffff", 0.8);
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
            "A dinner table after a feast, seen from above: a pale checked tablecloth, four empty plates and crumbs everywhere. In the middle five brown mice with pink ears sit in a ring around a lit candle stub, nibbling crumbs.",
            |c| {
                c.drew("table tablecloth plate crumb mouse candle dinner ear");
                let p = c.p;
                c.full("#f4ecd8", 1.0);
                c.stroke("M0 100H400M0 300H400M0 500H400M100 0V600M300 0V600", p.accent, 10.0, 0.25);
                for (x, y) in [(70.0, 90.0), (330.0, 110.0), (80.0, 500.0), (320.0, 500.0)] {
                    c.circle(x, y, 60.0, "#ffffff", 1.0);
                    c.circle(x, y, 40.0, "#f0e8e0", 1.0);
                }
                c.dots(40, 60.0, 340.0, 180.0, 420.0, 3.0, "#c89a5a");
                c.soft();
                c.glow(200.0, 300.0, 90.0, "#ffd070", 0.6);
                c.end();
                c.circle(200.0, 300.0, 10.0, "#f8f0e0", 1.0);
                c.circle(200.0, 300.0, 4.0, "#ffb030", 1.0);
                c.soft();
                c.glow(200.0, 300.0, 150.0, "#ffb040", 0.5);
                c.end();
                c.rect(192.0, 270.0, 16.0, 30.0, "#f8f0e0", 1.0);
                c.ellipse(200.0, 262.0, 5.0, 10.0, "#ffd040", 1.0);
                for k in 0..5 {
                    let a = (k as f64 * 72.0 + 18.0_f64).to_radians();
                    let (x, y) = (200.0 + a.cos() * 78.0, 300.0 + a.sin() * 78.0);
                    let (ux, uy) = (a.cos(), a.sin());
                    c.stroke(&format!("M{:.0} {:.0}q{:.0} {:.0} {:.0} {:.0}", x + ux * 24.0, y + uy * 24.0, ux * 30.0 - uy * 20.0, uy * 30.0 + ux * 20.0, ux * 44.0, uy * 44.0), "#c89a8a", 3.0, 1.0);
                    c.ellipse(x, y, 26.0, 26.0, "#7a5a3e", 1.0);
                    let (hx, hy) = (x - ux * 26.0, y - uy * 26.0);
                    c.circle(hx, hy, 14.0, "#8a6a4a", 1.0);
                    c.circle(hx - uy * 12.0 + ux * 4.0, hy + ux * 12.0 + uy * 4.0, 7.0, "#e8a8a8", 1.0);
                    c.circle(hx + uy * 12.0 + ux * 4.0, hy - ux * 12.0 + uy * 4.0, 7.0, "#e8a8a8", 1.0);
                    c.circle(hx - ux * 12.0, hy - uy * 12.0, 3.0, "#2a1a1a", 1.0);
                    c.circle(hx - ux * 4.0 - uy * 6.0, hy - uy * 4.0 + ux * 6.0, 2.0, "#1a1a1a", 1.0);
                    c.circle(hx - ux * 4.0 + uy * 6.0, hy - uy * 4.0 - ux * 6.0, 2.0, "#1a1a1a", 1.0);
                    c.circle(hx - ux * 10.0, hy - uy * 10.0, 4.0, "#f0c070", 1.0);
                }
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
                c.drew("beard hat tower rabbit");
                let p = c.p;
                c.full(p.sky[1], 1.0);
                let man = Look::new(1, p.accent, p.dark).old().beard().face(Expr::Smile);
                portrait(c, 200.0, 420.0, 80.0, &man);
                let cols = [p.cloth[0], p.cloth[1], "#e8c060", "#c0202a", p.cloth[2], "#6a6a6a", "#1a1a1a"];
                for (k, col) in cols.iter().enumerate() {
                    let y = 340.0 - k as f64 * 40.0;
                    let w = 90.0 - k as f64 * 4.0;
                    c.rect(200.0 - w / 2.0, y - 34.0, w, 36.0, col, 1.0);
                    c.rect(200.0 - w * 0.7, y - 2.0, w * 1.4, 6.0, col, 1.0);
                }
                c.ellipse(186.0, 40.0, 8.0, 26.0, "#ffffff", 1.0);
                c.ellipse(212.0, 40.0, 8.0, 26.0, "#ffffff", 1.0);
                c.circle(200.0, 62.0, 16.0, "#ffffff", 1.0);
                c.circle(194.0, 60.0, 2.0, "#1a1a1a", 1.0);
                c.circle(206.0, 60.0, 2.0, "#1a1a1a", 1.0);
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
            "Looking straight up a giraffe's long spotted neck from the ground. Far above, against a blue sky, a small boy sits on the giraffe's head between its horns, waving. A red kite flies from a string tied to the giraffe's ear.",
            |c| {
                c.drew("giraffe neck sky boy horn kite string cloud ground ear");
                let p = c.p;
                c.sky(600.0);
                crate::second::things::cloud(c, 300.0, 140.0, 140.0, "#ffffff", "#d8e8f0");
                c.poly(&[(120.0, 620.0), (280.0, 620.0), (230.0, 180.0), (190.0, 180.0)], "#f0c050", 1.0);
                for k in 0..8 {
                    c.circle(170.0 + (k % 3) as f64 * 30.0, 560.0 - k as f64 * 50.0, 14.0 - k as f64, "#a05a1a", 1.0);
                }
                c.ellipse(210.0, 170.0, 50.0, 34.0, "#f0c050", 1.0);
                c.stroke("M190 140v-24M230 140v-24", "#a05a1a", 5.0, 1.0);
                c.ellipse(250.0, 160.0, 20.0, 8.0, "#f0c050", 1.0);
                let boy = Look::new(3, p.accent2, "#2a4a8a").hair(Hair::Curly, 0).face(Expr::Laugh);
                figure(c, &sit_edge().child().right_hand((10.0, -40.0), (16.0, -56.0)), 206.0, 156.0, 125.0, &boy, false);
                c.stroke("M268 160Q320 120 330 60", p.dark, 1.2, 1.0);
                c.poly(&[(330.0, 20.0), (350.0, 50.0), (330.0, 80.0), (310.0, 50.0)], p.accent, 1.0);
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
            "A kitchen table under a warm glow. A girl with her hair in a bun, in a big white shirt, stands at the table beside a brown teddy bear. A black cat sits on the table next to a bright torch pointed at the bear.",
            |c| {
                c.drew("kitchen table glow shirt teddy bear cat torch");
                let p = c.p;
                c.room(400.0);
                c.soft();
                c.glow(200.0, 360.0, 220.0, p.light, 0.5);
                c.end();
                c.table(200.0, 430.0, 620.0, 380.0, p.dark);
                c.rect(10.0, 424.0, 380.0, 10.0, "#f8f8f8", 1.0);
                c.circle(180.0, 380.0, 44.0, "#b07a4a", 1.0);
                c.circle(150.0, 340.0, 16.0, "#b07a4a", 1.0);
                c.circle(210.0, 340.0, 16.0, "#b07a4a", 1.0);
                c.ellipse(240.0, 410.0, 40.0, 16.0, "#b07a4a", 1.0);
                c.circle(264.0, 410.0, 12.0, "#ffffff", 1.0);
                c.circle(170.0, 374.0, 4.0, "#1a1a1a", 1.0);
                c.circle(192.0, 374.0, 4.0, "#1a1a1a", 1.0);
                let girl = Look::new(2, "#d8e8f8", "#3a3a4a").hair(Hair::Bun, 0).face(Expr::Worry).turn(0.4);
                figure(c, &hold().child().dress(26.0, -30.0), 120.0, 580.0, 260.0, &girl, false);
                c.rect(100.0, 370.0, 40.0, 16.0, "#e0f0f8", 1.0);
                c.ellipse(330.0, 400.0, 30.0, 30.0, "#3a3a3a", 1.0);
                c.circle(330.0, 360.0, 18.0, "#3a3a3a", 1.0);
                c.poly(&[(316.0, 350.0), (320.0, 334.0), (326.0, 346.0)], "#3a3a3a", 1.0);
                c.poly(&[(334.0, 346.0), (340.0, 334.0), (344.0, 350.0)], "#3a3a3a", 1.0);
                c.rect(296.0, 362.0, 24.0, 8.0, "#c8c8c8", 1.0);
                c.soft();
                c.glow(270.0, 372.0, 40.0, "#fff4c0", 0.9);
                c.end();
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
                c.drew("suitcase lid sea wave gull lighthouse beam cloth");
                let p = c.p;
                c.full(p.wall[1], 1.0);
                c.poly(&[(60.0, 140.0), (340.0, 140.0), (360.0, 300.0), (40.0, 300.0)], "#7a4a2a", 1.0);
                c.rect(40.0, 300.0, 320.0, 200.0, "#7a4a2a", 1.0);
                c.rect(56.0, 310.0, 288.0, 176.0, "#2a6ab0", 1.0);
                for k in 0..5 {
                    c.stroke(&format!("M56 {}q18 -10 36 0t36 0t36 0t36 0t36 0t36 0t36 0t36 0", 330 + k * 32), "#e8f8ff", 3.0, 1.0);
                }
                c.rect(300.0, 320.0, 18.0, 60.0, "#ffffff", 1.0);
                c.rect(300.0, 340.0, 18.0, 12.0, p.accent, 1.0);
                c.poly(&[(318.0, 326.0), (344.0, 312.0), (344.0, 344.0)], "#ffe080", 0.8);
                bird(c, 150.0, 350.0, 24.0, "#ffffff");
                bird(c, 190.0, 330.0, 18.0, "#ffffff");
                hand(c, 40.0, 190.0, 1.8, 60.0, SKIN[2], "#6a4a2a");
                hand(c, 360.0, 190.0, 1.8, -60.0, SKIN[2], "#6a4a2a");
                c.rect(170.0, 120.0, 60.0, 14.0, "#3a2a1a", 1.0);
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
            "Inside a crowded orange lift, seven people are squashed together in a row, looking worried. Behind them a grey elephant fills half the lift, next to a yellow button panel.",
            |c| {
                c.drew("lift elephant button panel trunk");
                let p = c.p;
                c.full("#8a5a2a", 1.0);
                c.rect(20.0, 20.0, 360.0, 560.0, p.wall[0], 1.0);
                c.ellipse(250.0, 240.0, 150.0, 130.0, "#8a8a98", 1.0);
                c.ellipse(170.0, 220.0, 50.0, 70.0, "#7a7a88", 1.0);
                c.circle(220.0, 220.0, 6.0, "#1a1a1a", 1.0);
                c.stroke("M230 260Q300 300 350 220", "#8a8a98", 18.0, 1.0);
                c.rect(350.0, 150.0, 24.0, 100.0, "#c8a040", 1.0);
                c.circle(362.0, 210.0, 6.0, "#ffe080", 1.0);
                crowd(c, 6, 10.0, 390.0, 620.0, 300.0, &p.cloth, &[Expr::Shock, Expr::Worry, Expr::Angry, Expr::Sad]);
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
            "A park path in autumn. An old man in a cap leans on his broom, sighing, beside a pile of orange leaves. Right behind him a small girl in a yellow raincoat throws armfuls of the same leaves up into the air, laughing.",
            |c| {
                c.drew("park path broom pile leaf raincoat");
                let p = c.p;
                c.sky(350.0);
                c.land(350.0);
                c.tree(80.0, 360.0, 240.0, "#4a3020", p.accent);
                c.tree(330.0, 350.0, 200.0, "#4a3020", p.accent2);
                c.ellipse(200.0, 560.0, 80.0, 24.0, p.accent, 1.0);
                let man = Look::new(2, "#4a5a3a", "#3a3a2a").old().face(Expr::Sad).turn(-0.4).beard();
                figure(c, &stand().right_hand((14.0, -66.0), (20.0, -80.0)).hat(), 110.0, 580.0, 300.0, &man, false);
                c.stroke("M150 350L190 580", "#8a6a3a", 5.0, 1.0);
                c.path("M176 570l30 0l-6 20h-30Z", "#c8a050", 1.0);
                let girl = Look::new(4, "#f8d020", "#3a3a6a").hair(Hair::Curly, 0).face(Expr::Laugh);
                figure(c, &arms_up().child(), 300.0, 580.0, 170.0, &girl, false);
                c.dots(60, 220.0, 400.0, 280.0, 480.0, 5.0, p.accent);
                c.dots(30, 220.0, 400.0, 280.0, 480.0, 5.0, p.accent2);
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
            "A boxing ring under hard white lights, a roaring crowd all round. In one corner a towering muscular boxer in red gloves. Facing him, a tiny grandmother in a flowered dress and boxing gloves, her handbag hanging from one glove, glares up at him.",
            |c| {
                c.drew("boxing ring light crowd boxer glove grandmother dress handbag gloves");
                let p = c.p;
                c.full("#1a0a2a", 1.0);
                crowd(c, 8, -20.0, 420.0, 300.0, 120.0, &p.cloth, &[Expr::Shock, Expr::Laugh, Expr::Angry]);
                c.rect(-10.0, 300.0, 420.0, 320.0, "#e8e0d0", 1.0);
                c.stroke("M-10 330H410M-10 360H410M-10 390H410", p.accent, 4.0, 1.0);
                let boxer = Look::new(4, "#2a2a2a", p.accent).face(Expr::Sly).build(1.5).hair(Hair::Bald, 0).turn(0.4);
                figure(c, &hips().right_hand((24.0, -70.0), (20.0, -84.0)).left_hand((-24.0, -70.0), (-20.0, -84.0)), 110.0, 580.0, 360.0, &boxer, false);
                c.circle(150.0, 276.0, 16.0, p.accent, 1.0);
                c.circle(70.0, 276.0, 16.0, p.accent, 1.0);
                let gran = Look::new(0, "#f080b0", "#f080b0").old().hair(Hair::Bun, 5).glasses().face(Expr::Angry).turn(-0.6);
                figure(c, &hold().dress(20.0, -20.0).right_hand((10.0, -66.0), (16.0, -78.0)), 300.0, 580.0, 170.0, &gran, true);
                c.circle(286.0, 446.0, 10.0, p.accent2, 1.0);
                c.rect(300.0, 470.0, 30.0, 24.0, "#5a2a1a", 1.0);
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
            "An enormous empty stadium at dusk under two tall floodlights, rows and rows of empty seats rising to the sky. Down on the pitch, an old man in blue overalls sweeps with a broom. High up in the stands one small figure is standing and cheering, arms up.",
            |c| {
                c.drew("stadium dusk seat pitch overalls broom stand");
                let p = c.p;
                c.sky(200.0);
                for k in 0..14 {
                    let y = 200.0 + k as f64 * 16.0;
                    c.rect(-10.0, y, 420.0, 9.0, if k % 2 == 0 { "#6a5a7a" } else { "#8a6a8a" }, 1.0);
                }
                c.rect(-10.0, 430.0, 420.0, 190.0, "#4a7a4a", 1.0);
                c.stroke("M-10 520H410M200 430V620", "#f8f8f8", 2.0, 0.6);
                let fan = Look::new(0, p.accent, p.dark).face(Expr::Smile);
                for x in [40.0, 360.0] {
                    c.stroke(&format!("M{x} 200V40"), "#2a2a3a", 6.0, 1.0);
                    c.rect(x - 26.0, 22.0, 52.0, 22.0, "#f8f4d0", 1.0);
                    c.soft();
                    c.glow(x, 34.0, 90.0, "#fff4c0", 0.7);
                    c.end();
                }
                c.soft();
                c.glow(320.0, 250.0, 60.0, "#fff4c0", 0.5);
                c.end();
                figure(c, &arms_up(), 320.0, 296.0, 96.0, &fan, false);
                let man = Look::new(2, "#3a5a8a", "#3a5a8a").old().face(Expr::Calm);
                figure(c, &bend(), 150.0, 586.0, 230.0, &man, false);
                c.stroke("M196 464L236 580", "#8a6a3a", 5.0, 1.0);
                c.drew("floodlight");
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
                c.drew("wall brick garden crack ear dog");
                let p = c.p;
                c.sky(300.0);
                c.land(300.0);
                c.rect(170.0, 120.0, 60.0, 480.0, "#b8583a", 1.0);
                for k in 0..16 {
                    c.stroke(&format!("M170 {}h60", 130 + k * 30), "#e8d8c0", 2.0, 0.7);
                }
                c.stroke("M200 380l6 20l-8 14l6 20", "#2a1a1a", 3.0, 1.0);
                let boy = Look::new(3, p.cloth[0], "#3a3a3a").hair(Hair::Short, 0).face(Expr::Sly).turn(0.8);
                figure(c, &kneel().child(), 110.0, 560.0, 220.0, &boy, false);
                let girl = Look::new(1, p.accent2, p.accent).hair(Hair::Long, 3).face(Expr::Smile).turn(-0.8);
                figure(c, &kneel().child().dress(16.0, -6.0), 300.0, 560.0, 220.0, &girl, true);
                c.ellipse(320.0, 540.0, 40.0, 20.0, "#a86a3a", 1.0);
                c.circle(260.0, 470.0, 22.0, "#a86a3a", 1.0);
                c.ellipse(244.0, 480.0, 8.0, 20.0, "#6a3a1a", 1.0);
                c.circle(266.0, 466.0, 3.0, "#1a1a1a", 1.0);
                c.stroke("M300 540v30M340 540v30", "#a86a3a", 9.0, 1.0);
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
            "A pond seen half above and half below the water line. Above, a tall grey heron stands on one leg among reeds, its beak dipping under the surface. Below, on the muddy bottom, four frogs in little waistcoats sit round a table having tea, unaware.",
            |c| {
                c.drew("pond water heron leg reed beak bottom frog waistcoat table tea");
                let p = c.p;
                c.sky(220.0);
                c.rect(-10.0, 220.0, 420.0, 400.0, "#4a8a7a", 1.0);
                c.stroke("M-10 222H410", "#e8f8f8", 3.0, 1.0);
                c.rect(-10.0, 540.0, 420.0, 80.0, "#5a4a2a", 1.0);
                c.stroke("M20 220V80M40 220V100M360 220V90M380 220V70", "#5a7a2a", 4.0, 1.0);
                c.ellipse(250.0, 140.0, 40.0, 26.0, "#8a9aa8", 1.0);
                c.stroke("M230 140Q200 100 210 70", "#8a9aa8", 10.0, 1.0);
                c.circle(214.0, 66.0, 12.0, "#8a9aa8", 1.0);
                c.stroke("M214 76L200 290", "#e8b040", 5.0, 1.0);
                c.stroke("M250 166V300", "#e8b040", 3.0, 1.0);
                c.table(200.0, 460.0, 540.0, 160.0, "#8a5a2a");
                for k in 0..4 {
                    let x = 110.0 + k as f64 * 60.0;
                    c.ellipse(x, 490.0, 22.0, 30.0, "#5ab04a", 1.0);
                    c.circle(x - 8.0, 460.0, 7.0, "#5ab04a", 1.0);
                    c.circle(x + 8.0, 460.0, 7.0, "#5ab04a", 1.0);
                    c.circle(x - 8.0, 460.0, 3.0, "#1a1a1a", 1.0);
                    c.circle(x + 8.0, 460.0, 3.0, "#1a1a1a", 1.0);
                    c.rect(x - 12.0, 480.0, 24.0, 18.0, p.cloth[k % 4], 1.0);
                }
                c.rect(190.0, 440.0, 20.0, 20.0, "#ffffff", 1.0);
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
            "A child's bedroom at night. A boy in blue pyjamas crouches beside his bed, shining a torch underneath. In the glow under the bed, a round purple monster with many eyes cowers, holding a little blue blanket up to its chin.",
            |c| {
                c.drew("bedroom night pyjamas bed torch glow monster blanket chin");
                let p = c.p;
                c.room(480.0);
                c.rect(40.0, 300.0, 320.0, 60.0, p.accent, 1.0);
                c.rect(40.0, 280.0, 320.0, 24.0, "#f4f0e0", 1.0);
                c.rect(40.0, 360.0, 14.0, 200.0, "#5a3a2a", 1.0);
                c.rect(346.0, 360.0, 14.0, 200.0, "#5a3a2a", 1.0);
                c.rect(54.0, 360.0, 292.0, 200.0, "#0a0a1a", 1.0);
                let boy = Look::new(2, "#3a6ab0", "#3a6ab0").hair(Hair::Curly, 0).face(Expr::Shock).turn(0.8);
                figure(c, &kneel().child(), 80.0, 590.0, 200.0, &boy, false);
                c.rect(110.0, 500.0, 30.0, 12.0, "#c8c8c8", 1.0);
                c.soft();
                c.glow(240.0, 470.0, 90.0, "#fff4b0", 0.7);
                c.end();
                c.ellipse(260.0, 480.0, 60.0, 60.0, "#8a4ac0", 1.0);
                for (x, y) in [(236.0, 450.0), (260.0, 440.0), (284.0, 452.0), (248.0, 470.0), (274.0, 470.0)] {
                    c.circle(x, y, 7.0, "#ffffff", 1.0);
                    c.circle(x, y, 3.0, "#1a1a1a", 1.0);
                }
                c.rect(210.0, 490.0, 100.0, 50.0, p.accent2, 1.0);
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
            "Looking up into a bare autumn tree whose branches are hung with dozens of old shoes tied by their laces. A barefoot boy at the bottom of the picture stares up. Among the shoes, one pair of muddy boots has two legs in them, kicking.",
            |c| {
                c.drew("tree branch shoe boot leg");
                let p = c.p;
                c.sky(600.0);
                c.poly(&[(170.0, 620.0), (230.0, 620.0), (215.0, 300.0), (185.0, 300.0)], "#3a2a1a", 1.0);
                c.stroke("M200 320L60 120M200 320L340 100M200 300L200 40M200 360L20 260M200 360L380 240M120 200L80 60M280 190L330 40", "#3a2a1a", 10.0, 1.0);
                for k in 0..14 {
                    let x = c.r(30.0, 370.0);
                    let y = c.r(60.0, 320.0);
                    c.stroke(&format!("M{x} {}v18", y - 18.0), "#e8e0d0", 1.0, 1.0);
                    c.path(&format!("M{x} {y}h16q6 0 6 8h-22Z"), p.cloth[k % 4], 1.0);
                }
                c.stroke("M270 180L262 250M290 180L296 250", "#3a3a5a", 10.0, 1.0);
                c.path("M250 250h24v12h-30Z", "#3a2a1a", 1.0);
                c.path("M288 250h24l4 12h-28Z", "#3a2a1a", 1.0);
                let boy = Look::new(3, p.cloth[1], p.cloth[3]).hair(Hair::Short, 0).face(Expr::Shock);
                portrait(c, 110.0, 520.0, 50.0, &boy);
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
            "An artist's studio. A grumpy woman in a big hat sits stiffly on a chair, arms folded, scowling. Beside her, a young painter with a beret and a palette shows off his portrait of her on an easel: in the painting she is beaming.",
            |c| {
                c.drew("studio hat chair painter beret palette portrait easel painting");
                let p = c.p;
                c.room(440.0);
                c.boards(440.0);
                c.chair(90.0, 560.0, 2.0, p.dark);
                let sitter = Look::new(1, "#4a3a6a", "#4a3a6a").hair(Hair::Bun, 1).face(Expr::Angry).build(1.3).turn(0.5);
                figure(c, &sit_chair().dress(24.0, -50.0).right_hand((10.0, -62.0), (-4.0, -64.0)).left_hand((8.0, -60.0), (-6.0, -62.0)).hat(), 96.0, 560.0, 260.0, &sitter, false);
                c.stroke("M250 560L290 200M350 560L310 200M300 560V300", "#6a4a2a", 6.0, 1.0);
                c.rect(230.0, 200.0, 140.0, 180.0, "#f8f0d8", 1.0);
                let port = Look::new(1, "#4a3a6a", "#4a3a6a").hair(Hair::Bun, 1).face(Expr::Laugh);
                portrait(c, 300.0, 270.0, 40.0, &port);
                c.rect(230.0, 200.0, 140.0, 180.0, "none", 1.0);
                let painter = Look::new(3, p.cloth[1], p.dark).hair(Hair::Short, 0).face(Expr::Smile).turn(-0.7);
                figure(c, &point().hat(), 370.0, 600.0, 220.0, &painter, true);
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
            "A dark blue sea at night seen from straight above, sparkling with light. Eight swimmers float in a ring holding hands, their heads and spread arms visible in the water. One of them, holding hands with its flippers, is a grey seal.",
            |c| {
                c.drew("sea night swimmer ring seal flipper water");
                let p = c.p;
                c.full("#0a1a3a", 1.0);
                c.dots(120, 0.0, 400.0, 0.0, 600.0, 2.0, "#5a8ad0");
                c.soft();
                c.glow(200.0, 300.0, 200.0, "#3a6ab0", 0.5);
                c.end();
                for k in 0..8 {
                    let a = (k as f64 * 45.0_f64).to_radians();
                    let (x, y) = (200.0 + a.cos() * 120.0, 300.0 + a.sin() * 120.0);
                    if k == 5 {
                        c.ellipse(x, y, 16.0, 22.0, "#8a8a9a", 1.0);
                        c.circle(x - 4.0, y - 6.0, 2.0, "#1a1a1a", 1.0);
                        c.circle(x + 4.0, y - 6.0, 2.0, "#1a1a1a", 1.0);
                    } else {
                        let l = Look::new(k, p.cloth[k % 4], p.dark).hair([Hair::Long, Hair::Short, Hair::Curly, Hair::Bun][k % 4], k);
                        from_above(c, x, y, 1.0, k as f64 * 45.0 + 90.0, &l, true);
                    }
                }
                c.circle(200.0, 300.0, 120.0, "none", 1.0);
                c.stroke("M200 300m-120 0a120 120 0 1 0 240 0a120 120 0 1 0 -240 0", "#f8e8c0", 2.0, 0.4);
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
                c.drew("cheek beard mouse hole");
                let p = c.p;
                c.full(p.sky[1], 1.0);
                let man = Look::new(0, "#3a4a7a", p.dark).old().hair(Hair::Bald, 5).face(Expr::Smile);
                portrait(c, 200.0, 170.0, 90.0, &man);
                c.blob(&[(110.0, 200.0), (290.0, 200.0), (340.0, 420.0), (260.0, 620.0), (140.0, 620.0), (60.0, 420.0)], "#f4f4f8");
                c.path("M150 250q50 30 100 0", "#3a1a1a", 1.0);
                for (x, y) in [(150.0, 340.0), (250.0, 380.0), (190.0, 470.0), (240.0, 540.0)] {
                    c.ellipse(x, y, 18.0, 14.0, "#4a3a3a", 1.0);
                    c.circle(x - 6.0, y - 6.0, 6.0, "#a8a0a0", 1.0);
                    c.circle(x + 6.0, y - 6.0, 6.0, "#a8a0a0", 1.0);
                    c.circle(x, y, 6.0, "#a8a0a0", 1.0);
                }
                c.rect(166.0, 474.0, 48.0, 22.0, p.accent, 1.0);
                c.rect(170.0, 472.0, 19.0, 20.0, "#fbf6ea", 1.0);
                c.rect(191.0, 472.0, 19.0, 20.0, "#fbf6ea", 1.0);
                c.stroke("M110 420L186 410", "#8a8a8a", 1.5, 1.0);
                c.rect(132.0, 416.0, 12.0, 16.0, p.accent2, 1.0);
                c.rect(156.0, 413.0, 12.0, 16.0, p.cloth[1], 1.0);
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
            "A wedding party stands outside a small church in pouring grey rain, soaked and laughing. The bride's veil is plastered to her face, the groom holds his jacket over her head, guests huddle and cheer. In front, a small dog trots proudly with a little basket holding the rings.",
            |c| {
                c.drew("wedding party church rain bride veil groom jacket guest dog basket");
                let p = c.p;
                c.sky(360.0);
                c.rect(-10.0, 360.0, 420.0, 260.0, p.ground[1], 1.0);
                c.rect(240.0, 80.0, 140.0, 280.0, "#b0b0b0", 1.0);
                c.poly(&[(230.0, 80.0), (310.0, 10.0), (390.0, 80.0)], "#6a6a6a", 1.0);
                crowd(c, 5, -20.0, 420.0, 430.0, 170.0, &p.cloth, &[Expr::Laugh, Expr::Smile]);
                let bride = Look::new(0, "#ffffff", "#ffffff").hair(Hair::Long, 3).face(Expr::Laugh);
                figure(c, &hold().dress(30.0, -4.0), 170.0, 580.0, 280.0, &bride, false);
                let groom = Look::new(3, "#1a1a1a", "#1a1a1a").face(Expr::Laugh).turn(-0.4);
                figure(c, &arms_up(), 250.0, 580.0, 300.0, &groom, true);
                c.stroke("M0 0l-20 60M40 20l-20 60M100 0l-20 60M160 30l-20 60M220 0l-20 60M280 40l-20 60M340 0l-20 60M400 30l-20 60M60 200l-20 60M180 220l-20 60M300 200l-20 60M380 260l-20 60", "#e8e8e8", 2.0, 0.8);
                c.ellipse(320.0, 570.0, 24.0, 14.0, "#8a8a8a", 1.0);
                c.circle(340.0, 556.0, 12.0, "#8a8a8a", 1.0);
                c.rect(300.0, 540.0, 20.0, 14.0, "#c8c8c8", 1.0);
                c.circle(306.0, 540.0, 4.0, p.accent, 1.0);
                c.circle(314.0, 540.0, 4.0, p.accent, 1.0);
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
            "Looking straight down the well of a spiral staircase in an old building, the steps winding round and round. A boy runs up the steps near the bottom. Higher up, an old woman in a headscarf whizzes down the curving banister, holding a shopping bag, her coat flying.",
            |c| {
                c.drew("well staircase step building banister headscarf bag coat");
                let p = c.p;
                c.full("#3a3a3a", 1.0);
                for k in 0..6 {
                    let r = 200.0 - k as f64 * 30.0;
                    c.circle(200.0, 300.0, r, if k % 2 == 0 { "#e8dcc0" } else { "#c8b8a0" }, 1.0);
                }
                c.circle(200.0, 300.0, 30.0, "#1a1a1a", 1.0);
                for k in 0..24 {
                    let a = (k as f64 * 15.0_f64).to_radians();
                    c.stroke(&format!("M{} {}L{} {}", 200.0 + a.cos() * 40.0, 300.0 + a.sin() * 40.0, 200.0 + a.cos() * 200.0, 300.0 + a.sin() * 200.0), "#8a7a60", 1.5, 1.0);
                }
                c.stroke("M200 300m-190 0a190 190 0 1 0 380 0a190 190 0 1 0 -380 0", "#6a3a1a", 8.0, 1.0);
                let gran = Look::new(0, p.accent, p.dark).old().hair(Hair::Bun, 5);
                from_above(c, 60.0, 220.0, 2.1, -60.0, &gran, true);
                c.rect(76.0, 268.0, 34.0, 34.0, p.accent2, 1.0);
                let boy = Look::new(3, p.cloth[0], p.dark).hair(Hair::Curly, 0);
                from_above(c, 290.0, 420.0, 1.8, 140.0, &boy, false);
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
            "A bright living room. A little girl with long fair hair stands with her back to us, counting. Beside her a granny hides badly behind a purple lampshade, and under a long pink spotted curtain a pair of big feet in socks stick out.",
            |c| {
                c.drew("room granny lampshade curtain sock");
                let p = c.p;
                c.room(430.0);
                c.rect(240.0, 40.0, 140.0, 500.0, p.accent, 1.0);
                c.dots(40, 240.0, 380.0, 40.0, 540.0, 7.0, p.light);
                c.ellipse(290.0, 560.0, 18.0, 10.0, "#e8e8f8", 1.0);
                c.ellipse(330.0, 560.0, 18.0, 10.0, "#e8e8f8", 1.0);
                c.stroke("M278 560h24M318 560h24", p.cloth[1], 4.0, 1.0);
                let girl = Look::new(1, p.cloth[3], p.cloth[1]).hair(Hair::Long, 3).face(Expr::Back);
                figure(c, &hide().child().dress(18.0, -20.0), 60.0, 560.0, 190.0, &girl, false);
                c.poly(&[(150.0, 300.0), (210.0, 300.0), (226.0, 360.0), (134.0, 360.0)], p.accent2, 1.0);
                c.stroke("M180 360V520", p.dark, 4.0, 1.0);
                let gran = Look::new(4, p.cloth[0], p.dark).old().hair(Hair::Curly, 5).face(Expr::Sly).turn(-0.6);
                figure(c, &stand().dress(20.0, -20.0), 180.0, 560.0, 200.0, &gran, true);
                c.poly(&[(150.0, 300.0), (210.0, 300.0), (226.0, 360.0), (134.0, 360.0)], p.accent2, 1.0);
                c.ellipse(140.0, 580.0, 80.0, 20.0, p.cloth[2], 1.0);
                c.circle(90.0, 576.0, 14.0, SKIN[2], 1.0);
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
            "A kitchen table under a gold wall. A small round fishbowl holds a goldfish so big that its body bulges over the rim and its tail sticks out. It stares at a sugar bowl, out of which peek the ears and frightened eyes of a cat.",
            |c| {
                c.drew("kitchen table wall fishbowl goldfish tail sugar bowl ear cat body rim eye");
                let p = c.p;
                c.sky(330.0);
                c.rect(-10.0, 330.0, 420.0, 300.0, "#8a4a2a", 1.0);
                c.circle(170.0, 300.0, 90.0, "#a8d8f0", 0.8);
                c.ellipse(170.0, 260.0, 150.0, 90.0, "#f08a20", 1.0);
                c.poly(&[(300.0, 260.0), (360.0, 200.0), (370.0, 330.0)], "#e07010", 1.0);
                c.circle(80.0, 240.0, 14.0, "#ffffff", 1.0);
                c.circle(76.0, 240.0, 7.0, "#1a1a1a", 1.0);
                c.stroke("M180 200q20 40 0 80M220 200q20 40 0 80", "#d06010", 3.0, 1.0);
                c.rect(250.0, 420.0, 90.0, 70.0, "#f4f0e8", 1.0);
                c.ellipse(295.0, 420.0, 45.0, 10.0, "#e8e0d0", 1.0);
                c.poly(&[(270.0, 420.0), (276.0, 396.0), (288.0, 416.0)], "#5a5a5a", 1.0);
                c.poly(&[(302.0, 416.0), (314.0, 396.0), (320.0, 420.0)], "#5a5a5a", 1.0);
                c.circle(285.0, 424.0, 6.0, p.accent2, 1.0);
                c.circle(305.0, 424.0, 6.0, p.accent2, 1.0);
                c.circle(285.0, 424.0, 2.5, "#1a1a1a", 1.0);
                c.circle(305.0, 424.0, 2.5, "#1a1a1a", 1.0);
                c.rect(40.0, 440.0, 50.0, 40.0, "#f4f0e8", 1.0);
            },
        ),
        card(
            "The letter by candlelight",
            (InkWash, WarmInterior, Hands, Wistful),
            ["hands writing a letter", "a child's drawing pinned beside them"],
            ("the drawing shows the writer holding the child's hand", "drawing"),
            ["Far from home", "Absence makes the heart grow fonder", "Every night he writes home under the child's drawing of the two of them holding hands"],
            &["letter", "candle"],
            false,
            "Rough hands with dirty nails write a letter with a pencil on a wooden crate, by the light of a candle stub in a tin. Pinned to the wall beside them is a crayon drawing of a tall stick figure and a small one holding hands under a yellow sun.",
            |c| {
                c.drew("hand nail letter pencil crate candle tin wall drawing sun child figure");
                let p = c.p;
                c.full("#3a2a1a", 1.0);
                c.soft();
                c.glow(100.0, 250.0, 260.0, "#ffc860", 0.6);
                c.end();
                c.rect(-10.0, 380.0, 420.0, 240.0, "#8a6a3a", 1.0);
                c.rect(60.0, 390.0, 240.0, 160.0, "#f4ecd8", 1.0);
                c.stroke("M80 420h180M80 444h190M80 468h150M80 492h170", "#5a5a6a", 2.0, 1.0);
                c.rect(80.0, 330.0, 30.0, 50.0, "#f8f0e0", 1.0);
                c.ellipse(95.0, 322.0, 5.0, 10.0, "#ffd060", 1.0);
                c.rect(230.0, 80.0, 140.0, 180.0, "#fbfbf4", 1.0);
                c.circle(340.0, 110.0, 16.0, "#f8d020", 1.0);
                c.stroke("M280 240v-60M300 240v-60M290 180v-30M262 170L290 160L318 170M330 240v-30M340 240v-30M335 210v-20M318 196L348 200", p.dark, 3.0, 1.0);
                c.circle(290.0, 140.0, 12.0, "none", 1.0);
                c.stroke("M290 140m-12 0a12 12 0 1 0 24 0a12 12 0 1 0 -24 0M335 184m-8 0a8 8 0 1 0 16 0a8 8 0 1 0 -16 0", p.dark, 3.0, 1.0);
                hand(c, 240.0, 560.0, 1.8, -40.0, SKIN[2], "#5a3a2a");
                c.stroke("M210 470L170 520", p.accent2, 6.0, 1.0);
                hand(c, 60.0, 600.0, 1.6, 40.0, SKIN[2], "#5a3a2a");
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
            "A fairground hall of mirrors lit in pink and green. A girl in a blue dress stands still in the middle, looking uneasy, reflected again and again in tall arched mirrors on both sides. In one of the mirrors her reflection is smiling and waving.",
            |c| {
                c.drew("hall mirror dress reflection fairground");
                let p = c.p;
                c.full("#2a0a3a", 1.0);
                for k in 0..5 {
                    let x = 10.0 + k as f64 * 80.0;
                    c.path(&format!("M{x} 560V160Q{} 80 {} 160V560Z", x + 34.0, x + 68.0), "#a8e0d8", 1.0);
                    let l = Look::new(1, "#2a5ad0", "#2a5ad0").hair(Hair::Long, 0).face(if k == 3 { Expr::Smile } else { Expr::Worry });
                    let pose = if k == 3 { reach().dress(20.0, -20.0) } else { stand().dress(20.0, -20.0) };
                    figure(c, &pose, x + 34.0, 520.0, 160.0 + (k as f64 - 2.0).abs() * -20.0, &l, k % 2 == 0);
                }
                let girl = Look::new(1, "#2a5ad0", "#2a5ad0").hair(Hair::Long, 0).face(Expr::Worry).turn(0.6);
                figure(c, &stand().dress(20.0, -20.0), 200.0, 600.0, 300.0, &girl, false);
                c.soft();
                c.glow(60.0, 60.0, 200.0, p.accent, 0.5);
                c.glow(340.0, 60.0, 200.0, p.accent2, 0.5);
                c.end();
            },
        ),
        card(
            "The ferry of quiet passengers",
            (Woodcut, Monochrome, EyeLevel, Mysterious),
            ["a silent ferry in the mist", "its passengers of every age"],
            ("one passenger carries a birdcage with the sun in it", "birdcage"),
            ["Hushed", "Bring your own sunshine", "Everyone on the ferry was going somewhere grey, except the girl with the sun in a birdcage"],
            &["ferry", "birdcage"],
            true,
            "A flat wooden ferry crosses a misty grey river. On it sit passengers of all ages in coats, silent, looking ahead; a ferryman at the back pushes a long pole. A girl among them holds a birdcage on her lap, and inside it glows a small bright sun.",
            |c| {
                c.drew("ferry river passenger coat ferryman pole birdcage lap sun");
                let p = c.p;
                c.sky(300.0);
                c.sea(300.0, "#9a9a9a", "#5a5a5a");
                c.rect(20.0, 400.0, 360.0, 40.0, "#3a3a3a", 1.0);
                let faces = [Expr::Calm, Expr::Sad, Expr::Asleep, Expr::Calm];
                for k in 0..4 {
                    let l = Look::new(k, p.cloth[k], p.dark).hair([Hair::Short, Hair::Bun, Hair::Bald, Hair::Long][k], k).face(faces[k]).turn(0.7);
                    let mut l = l;
                    if k == 2 {
                        l = l.old();
                    }
                    figure(c, &sit_chair(), 60.0 + k as f64 * 60.0, 410.0, 130.0, &l, false);
                }
                let girl = Look::new(2, p.cloth[2], p.dark).hair(Hair::Curly, 0).face(Expr::Smile).turn(0.5);
                figure(c, &sit_chair().child(), 300.0, 410.0, 110.0, &girl, false);
                c.stroke("M296 330h40v44h-40ZM300 330v44M308 330v44M316 330v44M324 330v44M332 330v44", p.dark, 1.5, 1.0);
                c.soft();
                c.glow(316.0, 352.0, 50.0, p.light, 0.9);
                c.end();
                c.circle(316.0, 352.0, 10.0, "#ffffff", 1.0);
                let man = Look::new(1, "#1a1a1a", "#1a1a1a").beard().face(Expr::Calm);
                figure(c, &pull().hat(), 360.0, 400.0, 160.0, &man, true);
                c.stroke("M340 250L390 480", "#2a2a2a", 4.0, 1.0);
            },
        ),
        card(
            "The first snow",
            (Pastel, Winter, CloseUp, Tender),
            ["a toddler's first snow", "a puppy beside him"],
            ("the puppy sticks its tongue out too", "tongue"),
            ["Wonder", "The best things in life are free", "The first snowflake landed on his tongue, and the puppy tried it too"],
            &["first snow", "puppy"],
            true,
            "A close-up of a toddler in a knitted red hat, head tipped back, eyes closed, tongue out to catch falling snowflakes. Beside him a fluffy puppy, also with its head back, sticks out its pink tongue in the same way.",
            |c| {
                c.drew("toddler hat tongue snowflake puppy");
                let p = c.p;
                c.full("#b8c4d8", 1.0);
                let kid = Look::new(3, p.accent, p.dark).hair(Hair::Bald, 0).face(Expr::Asleep);
                portrait(c, 170.0, 280.0, 110.0, &kid);
                c.path("M50 250Q170 80 290 250Z", p.accent, 1.0);
                c.circle(170.0, 140.0, 20.0, "#ffffff", 1.0);
                c.ellipse(170.0, 345.0, 16.0, 20.0, "#e85a7a", 1.0);
                c.circle(320.0, 470.0, 60.0, "#e8dcc8", 1.0);
                c.ellipse(280.0, 450.0, 18.0, 34.0, "#c8b090", 1.0);
                c.ellipse(360.0, 450.0, 18.0, 34.0, "#c8b090", 1.0);
                c.stroke("M300 460q6 -6 12 0M328 460q6 -6 12 0", "#1a1a1a", 3.0, 1.0);
                c.circle(320.0, 482.0, 7.0, "#1a1a1a", 1.0);
                c.ellipse(320.0, 506.0, 10.0, 14.0, "#e85a7a", 1.0);
                c.dots(60, 0.0, 400.0, 0.0, 600.0, 5.0, "#ffffff");
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
            "Inside a packed tram with tall windows, passengers stand close together. A man in a tall black hat holds a strap above them, and in front a man in a green coat and a black hat reads a newspaper.",
            |c| {
                c.drew("tram window passenger strap coat newspaper");
                let p = c.p;
                c.full(p.wall[0], 1.0);
                c.rect(-10.0, 60.0, 420.0, 160.0, p.sky[1], 1.0);
                c.stroke("M-10 60H410M-10 220H410M100 60V220M200 60V220M300 60V220", "#5a3a1a", 8.0, 1.0);
                crowd(c, 5, -20.0, 420.0, 640.0, 380.0, &p.cloth, &[Expr::Asleep, Expr::Calm, Expr::Sad]);
                let thief = Look::new(1, "#5a4a3a", "#3a3a3a").face(Expr::Sly).turn(0.5);
                figure(c, &reach().left_hand((-4.0, -56.0), (12.0, -50.0)).hat(), 130.0, 640.0, 400.0, &thief, false);
                let lady = Look::new(3, "#3a6a3a", "#3a3a3a").hair(Hair::Bun, 0).face(Expr::Sly).turn(-0.8);
                figure(c, &hold().left_hand((-20.0, -56.0), (-30.0, -48.0)).hat(), 270.0, 640.0, 380.0, &lady, true);
                c.rect(240.0, 340.0, 70.0, 60.0, "#f4f0e0", 1.0);
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
            "A stone well in a dark village square at night, under a starry sky with no moon. A boy in a nightshirt leans over the edge, letting down a bucket on a rope. Deep in the well below, the full moon shines up from the water, caught.",
            |c| {
                c.drew("well square night sky nightshirt bucket rope moon water stone village");
                let p = c.p;
                c.sky(600.0);
                c.dots(80, 0.0, 400.0, 0.0, 300.0, 1.8, p.light);
                c.rect(-10.0, 360.0, 420.0, 260.0, "#1a2030", 1.0);
                c.ellipse(200.0, 380.0, 130.0, 40.0, "#5a5a6a", 1.0);
                c.ellipse(200.0, 380.0, 100.0, 28.0, "#05050a", 1.0);
                c.rect(70.0, 380.0, 260.0, 180.0, "#5a5a6a", 1.0);
                c.stroke("M70 420h260M70 460h260M70 500h260", "#3a3a4a", 3.0, 1.0);
                c.soft();
                c.glow(210.0, 384.0, 50.0, p.light, 0.9);
                c.end();
                c.ellipse(210.0, 384.0, 18.0, 8.0, "#fff8d0", 1.0);
                c.stroke("M80 240H320M90 240V380M310 240V380", "#5a3a2a", 8.0, 1.0);
                c.stroke("M200 240V360", "#c8b890", 2.0, 1.0);
                c.rect(190.0, 356.0, 20.0, 16.0, "#8a6a3a", 1.0);
                let boy = Look::new(1, "#e8e4d8", "#e8e4d8").hair(Hair::Short, 3).face(Expr::Smile).turn(0.7);
                figure(c, &bend().child(), 100.0, 380.0, 160.0, &boy, false);
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
            "A snowy street with small houses. A girl in a blue coat and a hat walks along holding a lead, at the end of which an empty red collar floats in the air. Beside the collar, large pawprints appear one by one in the fresh snow.",
            |c| {
                c.drew("street snow coat lead collar pawprint");
                let p = c.p;
                c.sky(330.0);
                c.land(330.0);
                c.house(80.0, 330.0, 110.0, 90.0, "#c8503a", "#3a2a3a", p.accent2);
                c.house(300.0, 330.0, 130.0, 100.0, "#5a7aa8", "#3a2a3a", p.accent2);
                c.dots(60, 0.0, 400.0, 0.0, 330.0, 3.0, "#ffffff");
                let girl = Look::new(2, p.cloth[1], p.dark).hair(Hair::Long, 0).face(Expr::Smile).turn(0.6);
                figure(c, &walk().right_hand((14.0, -60.0), (26.0, -56.0)).hat(), 120.0, 580.0, 300.0, &girl, false);
                c.stroke("M196 410Q240 430 280 470", p.accent, 2.0, 1.0);
                c.ellipse(290.0, 476.0, 18.0, 7.0, "none", 1.0);
                c.stroke("M272 476a18 7 0 1 0 36 0a18 7 0 1 0 -36 0", p.accent, 5.0, 1.0);
                for (k, x) in [240.0, 290.0, 340.0, 380.0].iter().enumerate() {
                    let y = 560.0 - (k % 2) as f64 * 20.0;
                    c.ellipse(*x, y, 9.0, 6.0, "#a8b8d0", 1.0);
                    for dx in [-8.0, -3.0, 3.0, 8.0] {
                        c.circle(x + dx, y - 9.0, 3.0, "#a8b8d0", 1.0);
                    }
                }
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
            "A butcher's shop with hams hanging from hooks and a marble counter. A big butcher in a striped apron stands behind the counter. In front of it a long string of red sausages slithers over the counter and down to the floor like a snake.",
            |c| {
                c.drew("shop ham hook counter butcher apron sausage floor marble");
                c.room(420.0);
                for k in 0..5 {
                    let x = 40.0 + k as f64 * 80.0;
                    c.stroke(&format!("M{x} 0V60"), "#5a5a5a", 3.0, 1.0);
                    c.ellipse(x, 100.0, 26.0, 40.0, "#b05a4a", 1.0);
                }
                c.rect(-10.0, 360.0, 420.0, 80.0, "#e8e4dc", 1.0);
                let man = Look::new(0, "#ffffff", "#3a3a4a").build(1.5).face(Expr::Calm).turn(-0.5).beard();
                figure(c, &hold(), 110.0, 380.0, 300.0, &man, true);
                c.stroke("M90 200h40M90 216h40M90 232h40", "#3a5a9a", 4.0, 1.0);
                let mut d = String::from("M200 360");
                for k in 0..8 {
                    d.push_str(&format!("Q{} {} {} {}", 240.0 + (k % 2) as f64 * 60.0, 380.0 + k as f64 * 26.0, 220.0 + (k % 2) as f64 * 40.0, 400.0 + k as f64 * 26.0));
                }
                c.stroke(&d, "#b0503a", 16.0, 1.0);
                c.circle(200.0, 356.0, 10.0, "#b0503a", 1.0);
                c.circle(196.0, 352.0, 2.0, "#1a1a1a", 1.0);
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
            "A huge golden concert hall with tiers of empty red seats. On the vast stage a single old man in tails plays the violin, eyes closed, lit by one spotlight. In the front row, one seat holds a neatly folded woman's coat.",
            |c| {
                c.drew("hall tier seat stage tails violin spotlight coat concert");
                let p = c.p;
                c.sky(300.0);
                for k in 0..4 {
                    c.rect(-10.0, 60.0 + k as f64 * 50.0, 420.0, 24.0, "#8a1a2a", 1.0);
                }
                c.rect(-10.0, 300.0, 420.0, 140.0, "#6a3a1a", 1.0);
                c.soft();
                c.glow(200.0, 350.0, 140.0, p.light, 0.7);
                c.end();
                let man = Look::new(1, "#1a1a1a", "#1a1a1a").old().hair(Hair::Bald, 5).face(Expr::Asleep).turn(0.4);
                figure(c, &hold().right_hand((20.0, -80.0), (30.0, -70.0)).left_hand((-8.0, -80.0), (-10.0, -86.0)), 200.0, 440.0, 170.0, &man, false);
                c.stroke("M180 304l42 -8M214 298l34 20", "#8a4a1a", 4.0, 1.0);
                for k in 0..8 {
                    c.rect(k as f64 * 52.0, 470.0, 44.0, 60.0, "#a01a2a", 1.0);
                    c.rect(k as f64 * 52.0, 540.0, 44.0, 60.0, "#a01a2a", 1.0);
                }
                c.rect(158.0, 480.0, 40.0, 20.0, p.accent2, 1.0);
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
            "A close view of a mother with her hair tied up bending to kiss the forehead of a boy in bed, whose eyes are squeezed shut with a little smile. Under the blanket at his side glows the light of a torch, shining on an open book.",
            |c| {
                c.drew("mother forehead bed blanket torch light book");
                let p = c.p;
                c.full("#1a2448", 1.0);
                let mum = Look::new(4, p.cloth[1], p.dark).hair(Hair::Bun, 0).face(Expr::Asleep).turn(-0.8);
                portrait(c, 290.0, 150.0, 70.0, &mum);
                c.ellipse(150.0, 380.0, 140.0, 50.0, "#f4f0e0", 1.0);
                let boy = Look::new(4, "#f4f0e0", p.dark).hair(Hair::Curly, 0).face(Expr::Asleep);
                portrait(c, 150.0, 340.0, 66.0, &boy);
                c.path("M122 376q28 12 56 0", "#3a1a1a", 1.0);
                c.rect(-10.0, 440.0, 420.0, 240.0, p.cloth[0], 1.0);
                c.soft();
                c.glow(290.0, 500.0, 90.0, "#fff0a0", 0.8);
                c.end();
                c.rect(250.0, 480.0, 90.0, 40.0, "#f8f0d0", 0.5);
            },
        ),
        card(
            "Against the escalator",
            (Woodcut, Daylight, Crowd, Absurd),
            ["a crowd riding an escalator up", "one man walking down it"],
            ("he carries a potted tree in his arms", "tree"),
            ["Stubborn", "Go against the grain", "Everyone was going up to work, and he was taking his tree home"],
            &["escalator", "potted tree"],
            true,
            "A long escalator in a busy station, packed with commuters in grey coats riding up. One man with a bushy beard walks down against them, carrying a large potted tree in his arms.",
            |c| {
                c.drew("escalator station commuter coat pot tree");
                let p = c.p;
                c.full(p.wall[0], 1.0);
                c.poly(&[(-10.0, 620.0), (-10.0, 500.0), (410.0, 60.0), (410.0, 200.0)], "#8a8a8a", 1.0);
                for k in 0..6 {
                    let x = 20.0 + k as f64 * 66.0;
                    let y = 560.0 - k as f64 * 76.0;
                    let l = Look::new(k, "#6a6a6a", "#3a3a3a").hair([Hair::Short, Hair::Bun, Hair::Bald][k % 3], k).face(Expr::Calm).turn(0.6);
                    figure(c, &hold(), x, y, 160.0, &l, false);
                }
                let man = Look::new(2, p.accent, p.cloth[0]).beard().face(Expr::Smile).turn(-0.6);
                figure(c, &hold(), 210.0, 420.0, 200.0, &man, true);
                c.rect(190.0, 300.0, 40.0, 40.0, "#b0603a", 1.0);
                c.circle(210.0, 250.0, 50.0, "#3a8a3a", 1.0);
                c.circle(180.0, 230.0, 30.0, "#3a8a3a", 1.0);
                c.circle(240.0, 220.0, 30.0, "#3a8a3a", 1.0);
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
            "A snowy fence in close-up. A lost red woollen glove has been put on top of a wooden fence post. A bare hand reaches in from the side of the card to wave at it, and the glove's fingers are bent in a wave, waving back.",
            |c| {
                c.drew("snow fence glove post");
                let p = c.p;
                c.sky(400.0);
                c.land(400.0);
                c.rect(160.0, 320.0, 60.0, 300.0, "#6a4a2a", 1.0);
                c.stroke("M-10 420H160M220 420H410M-10 480H160M220 480H410", "#6a4a2a", 14.0, 1.0);
                c.ellipse(190.0, 320.0, 36.0, 10.0, "#ffffff", 1.0);
                c.path("M160 320V250Q190 230 220 250V320Z", p.accent, 1.0);
                c.stroke("M166 250l-16 -60M182 240l-4 -70M198 240l10 -66M212 248l22 -50", p.accent, 14.0, 1.0);
                c.stroke("M226 290l30 -16", p.accent, 14.0, 1.0);
                c.stroke("M160 300h60M160 310h60", "#ffffff", 3.0, 0.6);
                hand(c, 370.0, 330.0, 2.0, -60.0, SKIN[1], "#6a4a2a");
                c.dots(40, 0.0, 400.0, 0.0, 600.0, 3.0, "#ffffff");
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
            "A sandcastle on the beach seen from above, with towers, a moat and flags made of lolly sticks. Little red crabs march along its walls like soldiers. On the highest tower sits one crab wearing a gold bottle-cap crown. A child's head and hands are at the edge of the card, holding a bucket.",
            |c| {
                c.drew("sandcastle beach tower moat flag crab wall crown bucket soldier bottle");
                let p = c.p;
                c.full(p.ground[0], 1.0);
                c.dots(80, 0.0, 400.0, 0.0, 600.0, 2.0, "#c8a870");
                c.rect(-10.0, 500.0, 420.0, 120.0, "#3aa0c8", 1.0);
                c.stroke("M-10 500q30 -10 60 0t60 0t60 0t60 0t60 0t60 0t60 0", "#ffffff", 8.0, 1.0);
                c.circle(200.0, 280.0, 150.0, "#7ac0d8", 1.0);
                c.circle(200.0, 280.0, 120.0, "#d8b070", 1.0);
                for (x, y) in [(120.0, 200.0), (280.0, 200.0), (120.0, 360.0), (280.0, 360.0)] {
                    c.circle(x, y, 34.0, "#c8a060", 1.0);
                    c.stroke(&format!("M{x} {y}l0 -30"), "#8a6a3a", 3.0, 1.0);
                    c.poly(&[(x, y - 30.0), (x + 18.0, y - 24.0), (x, y - 18.0)], p.accent, 1.0);
                }
                c.circle(200.0, 280.0, 50.0, "#c8a060", 1.0);
                for k in 0..8 {
                    let a = (k as f64 * 45.0_f64).to_radians();
                    let (x, y) = (200.0 + a.cos() * 100.0, 280.0 + a.sin() * 100.0);
                    c.ellipse(x, y, 9.0, 6.0, "#d83a2a", 1.0);
                }
                c.ellipse(200.0, 280.0, 20.0, 14.0, "#d83a2a", 1.0);
                c.poly(&[(186.0, 270.0), (190.0, 254.0), (196.0, 264.0), (200.0, 250.0), (204.0, 264.0), (210.0, 254.0), (214.0, 270.0)], p.accent2, 1.0);
                let kid = Look::new(1, p.accent2, p.dark).hair(Hair::Curly, 4);
                from_above(c, 60.0, 560.0, 1.8, 30.0, &kid, true);
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
            "A parlour with an upright piano. A girl with plaits sits at it, chin on her hand, playing with one finger. Her old piano teacher sleeps upright in an armchair, mouth open. On top of the piano a mouse rides the swinging arm of the metronome.",
            |c| {
                c.drew("parlour piano plait teacher armchair mouse metronome chin finger");
                let p = c.p;
                c.room(450.0);
                c.rect(120.0, 220.0, 260.0, 230.0, "#2a1a12", 1.0);
                c.rect(120.0, 330.0, 260.0, 20.0, "#f8f4e8", 1.0);
                for k in 0..13 {
                    c.rect(124.0 + k as f64 * 20.0, 330.0, 8.0, 12.0, "#1a1a1a", 1.0);
                }
                c.poly(&[(300.0, 220.0), (340.0, 220.0), (330.0, 160.0), (310.0, 160.0)], "#6a3a1a", 1.0);
                c.stroke("M320 214L290 150", "#c8c8c8", 3.0, 1.0);
                c.circle(290.0, 146.0, 7.0, "#8a8a8a", 1.0);
                c.circle(286.0, 140.0, 3.0, "#c8a8a8", 1.0);
                let girl = Look::new(0, p.cloth[1], p.dark).hair(Hair::Long, 4).face(Expr::Sad).turn(0.6);
                figure(c, &sit_chair().child().right_hand((16.0, -70.0), (6.0, -84.0)), 170.0, 560.0, 180.0, &girl, false);
                let teacher = Look::new(2, "#4a3a5a", "#3a3a3a").old().hair(Hair::Bun, 5).face(Expr::Asleep).glasses();
                figure(c, &sit_chair().dress(18.0, -46.0), 40.0, 570.0, 230.0, &teacher, false);
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
            "Looking up from the table at a towering white wedding cake of seven tiers decorated with pink roses. At the top stands a little bride figurine. Far below, a tiny groom figurine in a black suit climbs a ladder propped against the bottom tier.",
            |c| {
                c.drew("table cake tier rose bride figurine groom suit ladder wedding");
                let p = c.p;
                c.full("#8ab8d8", 1.0);
                for k in 0..7 {
                    let w = 360.0 - k as f64 * 44.0;
                    let y = 560.0 - k as f64 * 72.0;
                    c.rect(200.0 - w / 2.0, y - 70.0, w, 72.0, if k % 2 == 0 { "#fbe4ec" } else { "#fbf6f0" }, 1.0);
                    c.stroke(&format!("M{} {}h{}", 200.0 - w / 2.0, y - 70.0, w), p.accent, 6.0, 1.0);
                    c.circle(200.0 - w / 2.0 + 10.0, y - 66.0, 8.0, p.accent, 1.0);
                    c.circle(200.0 + w / 2.0 - 10.0, y - 66.0, 8.0, p.accent, 1.0);
                }
                let bride = Look::new(0, "#ffffff", "#ffffff").hair(Hair::Long, 3).face(Expr::Smile);
                figure(c, &stand().dress(20.0, -2.0), 200.0, 66.0, 60.0, &bride, false);
                crate::second::things::ladder(c, 40.0, 610.0, 86.0, 420.0, 34.0, "#8a5a2a");
                let groom = Look::new(3, "#1a1a1a", "#1a1a1a").face(Expr::Worry).turn(0.5);
                figure(c, &reach(), 62.0, 560.0, 120.0, &groom, false);
            },
        ),
        card(
            "The face in the cliff",
            (GoldTempera, Autumn, TinyInHuge, Eerie),
            ["climbers on a cliff", "a giant stone face"],
            ("the stone eye has turned to look at the nearest climber", "eye"),
            ["Being watched", "The walls have eyes", "The climbers thought the cliff was only shaped like a face, until its eye moved"],
            &["stone face", "climbers"],
            true,
            "A towering cliff of gold-brown rock shaped like an enormous sleeping face: brow, nose, lips. Three small climbers on ropes cling to the nose and cheek. One stone eye has opened and turned to look at the nearest climber, who freezes.",
            |c| {
                c.drew("cliff rock face brow nose lip climber rope eye cheek stone");
                let p = c.p;
                c.sky(100.0);
                c.rect(-10.0, 60.0, 420.0, 560.0, "#a8784a", 1.0);
                c.path("M300 60Q250 200 310 260Q360 300 300 330Q250 360 290 400Q330 440 280 470Q250 520 300 620H410V60Z", "#8a5a30", 1.0);
                c.ellipse(240.0, 210.0, 46.0, 20.0, "#f4ecd8", 1.0);
                c.circle(224.0, 210.0, 14.0, "#2a1a10", 1.0);
                c.stroke("M190 190q50 -30 100 0", "#5a3a1a", 6.0, 1.0);
                c.stroke("M260 420q30 10 60 0", "#5a3a1a", 6.0, 1.0);
                c.stroke("M200 0V600M260 0L300 300", "#f4ecd8", 1.5, 1.0);
                for (k, (x, y)) in [(196.0, 250.0), (206.0, 380.0), (288.0, 330.0)].iter().enumerate() {
                    let l = Look::new(k * 2, p.cloth[k], p.dark).hair([Hair::Short, Hair::Long, Hair::Curly][k], k).face(if k == 0 { Expr::Shock } else { Expr::Calm });
                    figure(c, &reach(), *x, *y, 110.0, &l, k == 2);
                }
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
            "A small rowing boat on a calm sea at morning. An old man with a pipe holds a rod with an empty line and raises his eyebrows. Beside him a girl proudly holds up her line, on which hangs a dripping old boot with a fish peering out of it.",
            |c| {
                c.drew("rowing boat sea pipe rod line boot fish");
                let p = c.p;
                c.sky(300.0);
                c.sea(300.0, "#7ac0d0", "#2a7a9a");
                crate::second::things::rowboat(c, 200.0, 470.0, 320.0, "#a85a3a");
                let man = Look::new(1, "#3a5a7a", "#3a3a3a").old().beard().face(Expr::Shock).turn(0.6);
                figure(c, &sit_ground().right_hand((20.0, -50.0), (34.0, -64.0)).hat(), 120.0, 450.0, 220.0, &man, false);
                c.stroke("M150 320L60 160", "#5a3a1a", 3.0, 1.0);
                c.stroke("M60 160V380", "#f8f8f8", 1.0, 1.0);
                let girl = Look::new(1, p.accent, p.accent2).hair(Hair::Bun, 4).face(Expr::Laugh).turn(-0.3);
                figure(c, &arms_up().child(), 270.0, 450.0, 160.0, &girl, false);
                c.stroke("M280 280L330 160V230", "#5a3a1a", 3.0, 1.0);
                c.path("M316 230h24v40h16v16h-40Z", "#3a2a1a", 1.0);
                fish(c, 330.0, 232.0, 24.0, p.accent2, false);
            },
        ),
    ]
}
