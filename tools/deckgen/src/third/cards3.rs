//! Cards 101–150 of the third edition.

use super::people::{poses::*, *};
use super::style::{Palette::*, Technique::*};
use super::Mood::*;
use super::Viewpoint::*;
use super::{card, Card};
use crate::second::figures::{bird, fish, hand};

pub fn cards() -> Vec<Card> {
    vec![
        card(
            "The sun in the attic",
            (StainedGlass, Dusk, HugeInTiny, Calm),
            ["the sun", "a small attic"],
            ("his tea is boiling in the cup", "tea"),
            ["Warm", "Make hay while the sun shines", "He let the sun stay in the attic for the winter; it keeps his tea hot"],
            &["sun indoors", "attic"],
            true,
            "A small slanted attic with wooden beams. A huge glowing orange sun fills most of it, squeezed under the roof. An old man in a dressing gown and sunglasses sits in an armchair beside it, reading, his cup of tea bubbling and steaming.",
            |c| {
                c.drew("attic beam sun roof dressing gown sunglasses armchair cup tea");
                let p = c.p;
                c.full(p.wall[1], 1.0);
                c.poly(&[(-10.0, 200.0), (200.0, -10.0), (410.0, 200.0), (410.0, -10.0), (-10.0, -10.0)], "#5a3a3a", 1.0);
                c.rect(-10.0, 470.0, 420.0, 150.0, "#6a4a3a", 1.0);
                c.soft();
                c.glow(240.0, 280.0, 260.0, "#ffb040", 0.8);
                c.end();
                c.circle(240.0, 280.0, 150.0, "#ffa030", 1.0);
                c.circle(240.0, 280.0, 110.0, "#ffd060", 1.0);
                let man = Look::new(1, "#6a3a6a", "#3a3a3a").old().hair(Hair::Bald, 5).glasses().face(Expr::Smile).turn(0.6);
                figure(c, &sit_chair().right_hand((18.0, -66.0), (26.0, -76.0)), 70.0, 560.0, 220.0, &man, false);
                c.rect(60.0, 370.0, 20.0, 24.0, "#fbfbf4", 1.0);
                c.stroke("M64 360q-6 -10 2 -20M74 360q-6 -10 2 -20", "#ffffff", 2.0, 0.8);
                c.rect(110.0, 380.0, 34.0, 24.0, p.accent2, 1.0);
            },
        ),
        card(
            "The wall between neighbours",
            (GoldTempera, Monochrome, CutAway, Wistful),
            ["a block of flats cut open", "people alone in every flat"],
            ("two neighbours lean their heads on the same wall from either side", "wall"),
            ["Lonely together", "So near and yet so far", "For ten years they have leaned on the same wall at night without ever meeting"],
            &["block of flats", "neighbours"],
            true,
            "A block of flats with its front cut away, showing six small rooms. In each room someone is alone: a small child sits in one, a woman stands in another, a man sits on a chair, and another lies asleep on the floor. In the two middle rooms a man and a woman stand on either side of the same thin wall.",
            |c| {
                c.drew("flat room chair floor wall block");
                let p = c.p;
                c.sky(600.0);
                c.rect(30.0, 40.0, 340.0, 540.0, "#6a6a6a", 1.0);
                for r in 0..3 {
                    for k in 0..2 {
                        c.rect(44.0 + k as f64 * 164.0, 54.0 + r as f64 * 174.0, 148.0, 160.0, if r == 1 { "#d8d8d8" } else { "#b0b0b0" }, 1.0);
                    }
                }
                c.stroke("M200 40V580", "#3a3a3a", 10.0, 1.0);
                let a = Look::new(0, p.cloth[0], p.dark).hair(Hair::Short, 0).face(Expr::Sad).turn(0.8);
                figure(c, &stand().left_hand((-4.0, -64.0), (4.0, -76.0)), 170.0, 386.0, 140.0, &a, false);
                let b = Look::new(1, p.cloth[2], p.dark).hair(Hair::Long, 1).face(Expr::Sad).turn(-0.8);
                figure(c, &stand().dress(16.0, -20.0), 232.0, 386.0, 136.0, &b, true);
                let t = Look::new(2, p.cloth[1], p.dark).hair(Hair::Curly, 0).face(Expr::Calm);
                figure(c, &sit_ground().child(), 90.0, 210.0, 80.0, &t, false);
                let o = Look::new(3, p.cloth[3], p.dark).old().face(Expr::Asleep);
                figure(c, &lie(), 290.0, 556.0, 110.0, &o, false);
                let w = Look::new(4, p.cloth[0], p.dark).hair(Hair::Bun, 0).face(Expr::Calm).turn(0.6);
                figure(c, &hold(), 280.0, 210.0, 130.0, &w, false);
                let m = Look::new(5, p.cloth[2], p.dark).face(Expr::Calm).build(1.3);
                figure(c, &sit_chair(), 80.0, 556.0, 120.0, &m, false);
            },
        ),
        card(
            "Under the skaters",
            (Pastel, Winter, WormsEye, Calm),
            ["skaters on a frozen pond", "a fish under the ice"],
            ("the fish is wearing a knitted scarf", "scarf"),
            ["Hush", "Still waters run deep", "All winter the skaters whirl above while the old fish dozes below in the scarf they dropped"],
            &["under the ice", "skaters"],
            true,
            "The view from under the ice of a frozen pond, looking up. Through the pale blue ice three skaters in coats stand above. In the green water below, a fat golden fish floats sleepily, wearing a red knitted scarf.",
            |c| {
                c.drew("ice pond skater coat water fish scarf");
                let p = c.p;
                c.full("#2a5a5a", 1.0);
                c.rect(-10.0, -10.0, 420.0, 200.0, "#c8e0f0", 1.0);
                c.stroke("M-10 190H410", "#ffffff", 4.0, 1.0);
                for k in 0..3 {
                    let l = Look::new(k, p.cloth[k], p.dark).hair([Hair::Long, Hair::Short, Hair::Bun][k], k).face(Expr::Back);
                    c.g("opacity=\".6\"");
                    figure(c, &walk(), 80.0 + k as f64 * 120.0, 186.0, 150.0, &l, k == 1);
                    c.end();
                }
                fish(c, 200.0, 420.0, 240.0, "#c8a040", false);
                c.circle(270.0, 410.0, 8.0, "#ffffff", 1.0);
                c.circle(272.0, 410.0, 4.0, "#1a1a1a", 1.0);
                c.rect(236.0, 410.0, 20.0, 50.0, p.accent, 1.0);
                c.stroke("M240 460l-6 30M250 460l4 30", p.accent, 5.0, 1.0);
                c.dots(30, 0.0, 400.0, 200.0, 600.0, 3.0, "#8ac0c0");
            },
        ),
        card(
            "The carnival in the bottle",
            (CutPaper, Sea, HugeInTiny, Festive),
            ["a whole carnival", "a glass bottle washed up on the sand"],
            ("a tiny man is pushing a message out through the cork", "message"),
            ["Trapped fun", "Don't judge a book by its cover", "The carnival has gone on in the bottle for years, and somebody finally sent a message"],
            &["bottle", "carnival"],
            true,
            "A green glass bottle lies on a sunny beach at the water's edge. Inside it is a whole tiny carnival: a big wheel, striped tents, flags and crowds. At the neck, a tiny man pushes a rolled-up paper message out past the cork.",
            |c| {
                c.drew("bottle beach water wheel tent flag crowd neck message cork");
                let p = c.p;
                c.sky(260.0);
                c.sea(260.0, "#3ab0c8", "#2a90b0");
                c.rect(-10.0, 360.0, 420.0, 260.0, p.ground[0], 1.0);
                c.path("M40 380Q20 470 50 540H300Q330 470 310 380Z", "#5ab08a", 0.6);
                c.rect(300.0, 430.0, 80.0, 50.0, "#5ab08a", 0.6);
                c.rect(372.0, 436.0, 20.0, 38.0, "#a8784a", 1.0);
                c.stroke("M140 460m-50 0a50 50 0 1 0 100 0a50 50 0 1 0 -100 0M90 460h100M140 410v100", p.dark, 3.0, 1.0);
                c.poly(&[(200.0, 520.0), (240.0, 440.0), (280.0, 520.0)], p.accent, 1.0);
                c.poly(&[(60.0, 530.0), (80.0, 490.0), (100.0, 530.0)], p.accent2, 1.0);
                for k in 0..8 {
                    let a = (k as f64 * 45.0_f64).to_radians();
                    c.circle(140.0 + a.cos() * 50.0, 460.0 + a.sin() * 50.0, 8.0, p.cloth[k % 4], 1.0);
                }
                c.stroke("M220 520L240 440L260 520M230 480h20M210 500h60", "#ffffff", 3.0, 0.8);
                let mut flags = String::from("M50 416");
                for k in 0..12 {
                    let x = 50.0 + k as f64 * 20.0;
                    flags.push_str(&format!("L{} 416L{} 430L{} 416", x + 4.0, x + 10.0, x + 16.0));
                }
                c.stroke(&flags, p.accent, 2.0, 1.0);
                c.drew("cabin stripe");
                for k in 0..4 {
                    c.dots(12, 60.0, 290.0, 500.0 + k as f64 * 8.0, 510.0 + k as f64 * 8.0, 3.5, p.cloth[k]);
                }
                c.stroke("M60 392Q180 376 290 392", "#ffffff", 5.0, 0.55);
                let tiny = Look::new(1, p.accent, p.dark).face(Expr::Worry).turn(0.6);
                figure(c, &point(), 350.0, 474.0, 58.0, &tiny, false);
                c.rect(388.0, 444.0, 20.0, 8.0, "#f8f0d8", 1.0);
            },
        ),
        card(
            "The last match",
            (InkWash, Monochrome, Hands, Tense),
            ["hands striking the last match", "a dark room"],
            ("a big moth is waiting on the thumb", "moth"),
            ["Last chance", "Like a moth to a flame", "There was one match left in the box, and the moth had been waiting for it"],
            &["match", "moth"],
            false,
            "Two cupped hands in the dark strike a match; the small flame lights the fingers and an empty matchbox. On the back of the thumb sits a large pale moth with spread wings, facing the flame.",
            |c| {
                c.drew("hand match flame finger matchbox thumb moth wing");
                c.full("#0a0a0a", 1.0);
                c.soft();
                c.glow(200.0, 300.0, 200.0, "#ffffff", 0.5);
                c.end();
                hand(c, 140.0, 480.0, 2.4, 20.0, "#c8c8c8", "#5a5a5a");
                hand(c, 270.0, 480.0, 2.4, -30.0, "#b8b8b8", "#5a5a5a");
                c.stroke("M200 400L210 300", "#d8d8c8", 4.0, 1.0);
                c.ellipse(211.0, 290.0, 8.0, 16.0, "#ffffff", 1.0);
                c.rect(40.0, 520.0, 80.0, 40.0, "#6a6a6a", 1.0);
                c.poly(&[(290.0, 330.0), (250.0, 300.0), (256.0, 350.0)], "#e8e0d0", 1.0);
                c.poly(&[(290.0, 330.0), (330.0, 300.0), (324.0, 350.0)], "#e8e0d0", 1.0);
                c.ellipse(290.0, 334.0, 5.0, 14.0, "#8a8a7a", 1.0);
            },
        ),
        card(
            "The lamplighter of the stars",
            (Woodcut, Dusk, TinyInHuge, Wistful),
            ["a tiny lamplighter on a long ladder", "the whole evening sky"],
            ("one star he has not reached has lit itself", "star"),
            ["Devoted", "Reach for the stars", "He has lit the stars one by one every evening for fifty years; tonight one star did not wait for him"],
            &["lamplighter", "stars"],
            true,
            "A wide evening sky fading from orange to deep blue over a low town. An impossibly tall, thin ladder rises from a rooftop into the sky, and at its top a small old man with a long pole lights the stars one by one. Far from him, one star already shines on its own.",
            |c| {
                c.drew("sky town ladder rooftop pole star");
                let p = c.p;
                c.sky(480.0);
                c.land(480.0);
                for k in 0..6 {
                    c.house(30.0 + k as f64 * 70.0, 500.0, 50.0, 40.0, "#3a2a3a", "#2a1a2a", p.accent2);
                }
                crate::second::things::ladder(c, 210.0, 470.0, 200.0, 150.0, 16.0, "#2a1a1a");
                let man = Look::new(1, "#2a2a4a", "#2a2a4a").old().beard().face(Expr::Calm);
                figure(c, &reach().hat(), 200.0, 180.0, 110.0, &man, false);
                c.stroke("M219 86L262 44", "#2a1a1a", 2.5, 1.0);
                for (x, y) in [(264.0, 42.0), (120.0, 60.0), (300.0, 130.0), (60.0, 150.0)] {
                    c.soft();
                    c.glow(x, y, 20.0, p.light, 0.9);
                    c.end();
                    c.circle(x, y, 4.0, "#ffffff", 1.0);
                }
                c.soft();
                c.glow(350.0, 40.0, 30.0, p.light, 1.0);
                c.end();
                c.circle(350.0, 40.0, 6.0, "#ffffff", 1.0);
            },
        ),
        card(
            "The forest in the hold",
            (StainedGlass, Sea, CutAway, Mysterious),
            ["a ship on a rough sea", "a forest inside its hold"],
            ("the captain waters the trees with a watering can", "watering can"),
            ["Carrying home", "You can take the boy out of the country", "The captain could not leave his forest behind, so he keeps it in the hold, watering can in hand"],
            &["ship", "forest indoors"],
            true,
            "A sailing ship on a dark sea, with its side cut away to show the hold. Instead of cargo, the hold is full of green trees and a deer. The bearded captain in a blue coat and a hat stands among the trees with a watering can.",
            |c| {
                c.drew("ship sail sea hold tree deer captain coat can watering");
                c.sky(200.0);
                c.sea(330.0, "#2a6a8a", "#0a2a4a");
                c.stroke("M200 40V200M120 80V200M280 80V200", "#5a3a1a", 6.0, 1.0);
                c.poly(&[(130.0, 70.0), (196.0, 60.0), (196.0, 180.0), (130.0, 170.0)], "#f4ecd8", 1.0);
                c.poly(&[(206.0, 60.0), (270.0, 70.0), (270.0, 170.0), (206.0, 180.0)], "#f4ecd8", 1.0);
                c.path("M20 200H380L340 460H60Z", "#6a3a1a", 1.0);
                c.path("M40 220H360L330 440H70Z", "#2a5a2a", 1.0);
                c.tree(100.0, 430.0, 180.0, "#4a2a1a", "#3a8a3a");
                c.tree(290.0, 430.0, 200.0, "#4a2a1a", "#4a9a3a");
                c.ellipse(200.0, 410.0, 30.0, 16.0, "#a86a3a", 1.0);
                c.stroke("M186 420v20M214 420v20M224 400l10 -24", "#a86a3a", 5.0, 1.0);
                let cap = Look::new(1, "#2a3a8a", "#2a2a3a").beard().face(Expr::Smile).turn(0.6);
                figure(c, &hold().hat(), 160.0, 440.0, 150.0, &cap, false);
                c.rect(166.0, 350.0, 24.0, 18.0, "#8a9a9a", 1.0);
                c.stroke("M190 356l14 -8", "#8a9a9a", 3.0, 1.0);
            },
        ),
        card(
            "The foot through the roof",
            (GoldTempera, Winter, HugeInTiny, Grotesque),
            ["a giant's foot", "a cottage family at supper"],
            ("its big toenail is painted red", "toenail"),
            ["Intrusive", "Put your foot down", "The giant stepped through their roof last winter; now they eat supper around the painted toenail"],
            &["giant foot", "cottage"],
            true,
            "Inside a snowy cottage, an enormous bare foot has come down through the broken roof and fills half the room, its big toenail painted bright red. A family of four sits at the table beside it, eating soup as if nothing were unusual. Snow falls through the hole.",
            |c| {
                c.drew("snow cottage foot roof room toenail family table soup hole");
                let p = c.p;
                c.room(440.0);
                c.blob(&[(140.0, -20.0), (300.0, -20.0), (310.0, 200.0), (360.0, 330.0), (340.0, 430.0), (150.0, 440.0), (120.0, 340.0), (150.0, 200.0)], "#e8b890");
                for (k, x) in [160.0, 200.0, 240.0, 280.0, 320.0].iter().enumerate() {
                    c.ellipse(*x, 430.0, 18.0 - k as f64, 16.0, "#e8b890", 1.0);
                }
                c.ellipse(160.0, 426.0, 10.0, 8.0, p.accent, 1.0);
                c.dots(30, 140.0, 310.0, 0.0, 440.0, 3.0, "#ffffff");
                c.table(200.0, 480.0, 600.0, 360.0, "#6a3a1a");
                for k in 0..4 {
                    let x = 40.0 + k as f64 * 100.0;
                    let l = Look::new(k * 2, p.cloth[k], p.dark).hair([Hair::Bald, Hair::Bun, Hair::Curly, Hair::Long][k], k).face(Expr::Calm);
                    portrait(c, x, 520.0, 30.0, &l);
                    c.ellipse(x, 476.0, 20.0, 6.0, "#ffffff", 1.0);
                }
            },
        ),
        card(
            "The jar of teeth",
            (Pastel, Dusk, CloseUp, Tender),
            ["a gap-toothed girl", "the tooth she just lost"],
            ("she keeps all her other baby teeth in the same jar", "jar"),
            ["Growing up", "Long in the tooth", "She will not give this tooth to any fairy; it goes in the jar with the others"],
            &["lost tooth", "jar"],
            true,
            "A close-up of a freckled girl with red curls grinning wide, showing a gap where her front tooth was. She holds up a small glass jar to the viewer; in it are several tiny white baby teeth, and she is dropping in one more.",
            |c| {
                c.drew("freckle curl gap tooth jar baby teeth");
                let p = c.p;
                c.full(p.wall[0], 1.0);
                let girl = Look::new(0, p.cloth[1], p.dark).hair(Hair::Curly, 4).face(Expr::Laugh);
                portrait(c, 200.0, 220.0, 110.0, &girl);
                c.rect(190.0, 276.0, 20.0, 14.0, "#6a1a1a", 1.0);
                c.dots(14, 130.0, 270.0, 230.0, 260.0, 2.5, "#c87a5a");
                c.rect(150.0, 440.0, 100.0, 110.0, "#c8e0f0", 0.7);
                c.rect(146.0, 430.0, 108.0, 16.0, "#c8a040", 1.0);
                for (x, y) in [(170.0, 530.0), (190.0, 536.0), (214.0, 530.0), (234.0, 536.0), (200.0, 516.0)] {
                    c.rect(x - 5.0, y - 7.0, 10.0, 12.0, "#ffffff", 1.0);
                }
                hand(c, 130.0, 600.0, 1.8, 30.0, SKIN[0], "#8a5a3a");
            },
        ),
        card(
            "The window cleaner's rope",
            (CutPaper, Monochrome, WormsEye, Tense),
            ["a window cleaner high on a tower", "one rope"],
            ("a pigeon is pecking at his rope", "pigeon"),
            ["Precarious", "Don't look down", "He whistles as he washes the fortieth floor, and the pigeon keeps pecking"],
            &["skyscraper", "window cleaner"],
            true,
            "Looking straight up the glass wall of a skyscraper that narrows into a grey sky. High up, a window cleaner sits on a small board hanging from one rope, whistling, with a squeegee. Above him, on a ledge, a pigeon pecks at the rope, which is fraying.",
            |c| {
                c.drew("wall skyscraper sky window cleaner board rope squeegee ledge pigeon");
                let p = c.p;
                c.sky(600.0);
                c.poly(&[(-20.0, 620.0), (140.0, -10.0), (300.0, -10.0), (420.0, 620.0)], "#8a8a8a", 1.0);
                for k in 0..10 {
                    let y = 600.0 - k as f64 * 60.0;
                    c.stroke(&format!("M-20 {y}L420 {y}"), "#5a5a5a", 2.0, 1.0);
                }
                c.stroke("M220 -10V620", "#5a5a5a", 2.0, 1.0);
                c.stroke("M200 40V300", "#e8e0c8", 2.5, 1.0);
                c.rect(140.0, 300.0, 120.0, 10.0, "#3a3a3a", 1.0);
                let man = Look::new(2, p.accent, p.dark).hair(Hair::Short, 0).face(Expr::Smile).turn(0.4);
                figure(c, &sit_edge().right_hand((14.0, -40.0), (24.0, -56.0)).hat(), 190.0, 300.0, 180.0, &man, false);
                c.ellipse(214.0, 40.0, 20.0, 12.0, "#6a6a7a", 1.0);
                c.circle(202.0, 32.0, 8.0, "#6a6a7a", 1.0);
                c.poly(&[(196.0, 34.0), (190.0, 40.0), (198.0, 38.0)], "#e8c040", 1.0);
                c.stroke("M196 44l8 4", "#e8e0c8", 2.0, 1.0);
            },
        ),
        card(
            "The hammock in the ant hill",
            (InkWash, Spring, CutAway, Calm),
            ["a busy ant hill", "one resting ant"],
            ("one ant sleeps in a hammock between two roots", "hammock"),
            ["Day off", "All work and no play", "A million ants carried leaves all summer; one of them strung up a hammock"],
            &["ant hill", "hammock"],
            false,
            "A cut through an ant hill under a meadow of grass and flowers. Long tunnels run through it, with ants carrying leaves in a line. In one small side room an ant lies in a tiny hammock strung between two roots, asleep.",
            |c| {
                c.drew("ant hill meadow tunnel room hammock root leaf egg");
                let p = c.p;
                c.sky(160.0);
                c.rect(-10.0, 160.0, 420.0, 460.0, "#6a4a2a", 1.0);
                c.rect(-10.0, 150.0, 420.0, 16.0, "#5aa03a", 1.0);
                c.dots(14, 0.0, 400.0, 140.0, 152.0, 5.0, p.accent);
                c.drew("grass flower");
                c.poly(&[(80.0, 170.0), (200.0, 80.0), (320.0, 170.0)], "#6a4a2a", 1.0);
                c.stroke("M200 100V260Q120 300 80 380M200 260Q300 300 320 400M160 320Q200 430 200 540M320 400L360 500", "#e0c090", 30.0, 1.0);
                c.ellipse(120.0, 470.0, 70.0, 44.0, "#e0c090", 1.0);
                for k in 0..14 {
                    let t = k as f64 / 14.0;
                    let (x, y) = (200.0 - t * 120.0, 260.0 + t * 120.0);
                    c.ellipse(x, y, 11.0, 7.0, "#1a1a1a", 1.0);
                    c.circle(x - 12.0, y, 6.0, "#1a1a1a", 1.0);
                    if k % 3 == 0 {
                        c.ellipse(x + 2.0, y - 14.0, 14.0, 7.0, "#5aa03a", 1.0);
                    }
                }
                c.stroke("M70 458Q120 500 170 458", p.accent, 5.0, 1.0);
                c.ellipse(120.0, 476.0, 20.0, 8.0, "#1a1a1a", 1.0);
                c.circle(98.0, 470.0, 7.0, "#1a1a1a", 1.0);
                c.stroke("M100 464l-10 -12M104 464l-2 -14", "#1a1a1a", 2.0, 1.0);
                c.stroke("M66 430V500M174 430V500", "#3a2a1a", 6.0, 1.0);
            },
        ),
        card(
            "The bathtub regatta",
            (Woodcut, Sea, Crowd, Festive),
            ["a cheering crowd on the pier", "a boat race"],
            ("the winning boat is a bathtub", "bathtub"),
            ["Victory", "It's not the boat, it's the sailor", "Every year the sailors laugh at Grandma's bathtub, and every year it wins"],
            &["regatta", "bathtub"],
            true,
            "A harbour pier crowded with waving, cheering people. On the water, small sailing boats race towards the finish; in the lead, a white bathtub with a yellow towel for a sail is paddled by an old woman in a bathing cap.",
            |c| {
                c.drew("harbour pier water boat sail bathtub towel bathing cap lead");
                let p = c.p;
                c.sky(260.0);
                c.sea(260.0, "#3a90b0", "#1a5a7a");
                for k in 0..3 {
                    crate::second::things::sailboat(c, 80.0 + k as f64 * 70.0, 300.0 - k as f64 * 10.0, 40.0, "#f8f8f0", p.cloth[k]);
                }
                c.path("M220 380h140q0 40 -30 40h-80q-30 0 -30 -40Z", "#fbfbf8", 1.0);
                c.stroke("M290 380V300", "#5a3a2a", 3.0, 1.0);
                c.rect(290.0, 300.0, 40.0, 50.0, p.accent2, 1.0);
                let gran = Look::new(1, p.accent, p.accent).old().hair(Hair::Bald, 5).face(Expr::Laugh).turn(-0.4);
                figure(c, &reach(), 250.0, 396.0, 80.0, &gran, false);
                c.path("M230 336a12 10 0 0 1 24 0Z", "#ffffff", 1.0);
                c.rect(-10.0, 470.0, 420.0, 20.0, "#6a4a2a", 1.0);
                crowd(c, 6, -20.0, 420.0, 640.0, 170.0, &p.cloth, &[Expr::Laugh, Expr::Shock, Expr::Smile]);
            },
        ),
        card(
            "The snowman's smile",
            (StainedGlass, Winter, WormsEye, Eerie),
            ["a little boy", "a very tall snowman"],
            ("the snowman's grin is made of real teeth", "teeth"),
            ["Creeped out", "Build it and they will come", "They built the snowman with coal for a mouth; in the morning it had grown teeth"],
            &["snowman", "teeth"],
            true,
            "Looking up from the snow at a towering snowman against a grey winter sky, with a carrot nose, coal eyes and a red scarf. Its wide grin is made of real white teeth. A small boy in a hat and a blue scarf stands at its base looking up.",
            |c| {
                c.drew("snow snowman sky carrot nose coal scarf grin teeth");
                let p = c.p;
                c.sky(600.0);
                c.circle(200.0, 560.0, 190.0, "#f4f6fa", 1.0);
                c.circle(200.0, 300.0, 130.0, "#eef2f8", 1.0);
                c.circle(200.0, 130.0, 90.0, "#f4f6fa", 1.0);
                c.circle(165.0, 110.0, 12.0, "#1a1a1a", 1.0);
                c.circle(235.0, 110.0, 12.0, "#1a1a1a", 1.0);
                c.poly(&[(200.0, 130.0), (270.0, 150.0), (200.0, 146.0)], "#f08a20", 1.0);
                c.path("M150 170Q200 210 250 170Q200 190 150 170Z", "#3a1a1a", 1.0);
                for k in 0..7 {
                    c.rect(156.0 + k as f64 * 13.0, 174.0 + (k as f64 - 3.0).abs() * -1.5, 10.0, 12.0, "#fbf8e8", 1.0);
                }
                c.rect(110.0, 210.0, 180.0, 30.0, p.accent, 1.0);
                let boy = Look::new(2, p.cloth[1], p.dark).face(Expr::Shock).hair(Hair::Short, 0);
                figure(c, &hide().child().hat(), 320.0, 600.0, 150.0, &boy, false);
            },
        ),
        card(
            "Breaking bread",
            (GoldTempera, Saturated, Hands, Festive),
            ["many hands sharing one loaf", "a long table"],
            ("one of the hands is a dog's paw", "paw"),
            ["Together", "Break bread together", "Everyone at the wedding feast took a piece of the bread, even the one with a paw"],
            &["bread", "feast"],
            false,
            "Seen from above, a round golden loaf in the middle of a red table scattered with green grapes. Hands of different skin colours reach in from all sides to tear off a piece. One of them, sneaking in at the bottom, is a dog's paw.",
            |c| {
                c.drew("loaf table grape paw dog piece");
                let p = c.p;
                c.full("#a02a2a", 1.0);
                c.circle(200.0, 300.0, 90.0, "#c88a3a", 1.0);
                c.stroke("M140 260q60 -30 120 0M140 300q60 -30 120 0M150 340q50 -30 100 0", "#8a5a2a", 4.0, 1.0);
                for (k, a) in [0.0f64, 45.0, 90.0, 135.0, 180.0, 225.0, 315.0].iter().enumerate() {
                    let r = a.to_radians();
                    hand(c, 200.0 + r.cos() * 230.0, 300.0 + r.sin() * 230.0, 1.5, a - 90.0, SKIN[k % 6], "#3a2a1a");
                }
                c.ellipse(200.0, 440.0, 30.0, 40.0, "#c89a5a", 1.0);
                c.stroke("M200 480V620", "#c89a5a", 40.0, 1.0);
                for dx in [-16.0, -5.0, 6.0, 17.0] {
                    c.ellipse(200.0 + dx, 410.0, 6.0, 8.0, "#8a5a3a", 1.0);
                }
                c.dots(20, 20.0, 380.0, 20.0, 580.0, 7.0, p.accent2);
            },
        ),
        card(
            "The sandcastle on her back",
            (Pastel, Sea, TopDown, Calm),
            ["a woman asleep on the beach", "a child's sandcastle"],
            ("the sandcastle has been built on her back", "sandcastle"),
            ["Peaceful", "Let sleeping dogs lie", "She fell asleep in the sun and woke up a kingdom with a sandcastle on her back"],
            &["beach nap", "sandcastle"],
            true,
            "Seen from above, a woman in a red swimsuit lies face down asleep on a yellow towel on the sand, the sea at the top. A small sandcastle with a flag stands in the middle of her back. A little boy in blue kneels beside her, adding a tower.",
            |c| {
                c.drew("swimsuit towel sand sea sandcastle flag tower face");
                let p = c.p;
                c.full(p.ground[0], 1.0);
                c.dots(60, 0.0, 400.0, 0.0, 600.0, 2.0, "#b8a070");
                c.rect(-10.0, -10.0, 420.0, 90.0, "#4ab0c8", 1.0);
                c.stroke("M-10 80q30 -10 60 0t60 0t60 0t60 0t60 0t60 0t60 0", "#ffffff", 6.0, 1.0);
                c.rect(100.0, 150.0, 200.0, 400.0, p.accent2, 1.0);
                let woman = Look::new(3, p.accent, p.accent).hair(Hair::Long, 0).face(Expr::Back);
                figure(c, &lie(), 200.0, 350.0, 300.0, &woman, false);
                c.g("transform=\"rotate(90 200 350)\"");
                c.end();
                c.rect(180.0, 320.0, 44.0, 30.0, "#d8b070", 1.0);
                c.rect(186.0, 300.0, 12.0, 20.0, "#d8b070", 1.0);
                c.rect(206.0, 300.0, 12.0, 20.0, "#d8b070", 1.0);
                c.stroke("M200 300v-24", "#5a3a1a", 2.0, 1.0);
                c.poly(&[(200.0, 276.0), (214.0, 280.0), (200.0, 284.0)], p.accent, 1.0);
                let boy = Look::new(1, p.cloth[1], p.cloth[1]).hair(Hair::Curly, 3);
                from_above(c, 330.0, 420.0, 1.4, -90.0, &boy, true);
            },
        ),
        card(
            "The cloud in the living room",
            (CutPaper, Dusk, HugeInTiny, Absurd),
            ["a rain cloud", "a family's living room"],
            ("a rainbow from it ends in the fish tank", "rainbow"),
            ["Under the weather", "Every cloud has a silver lining", "The cloud moved into the living room in autumn; the goldfish love the rainbow"],
            &["cloud indoors", "rainbow"],
            true,
            "A small living room with an orange sofa. A big grey rain cloud fills the top of the room, raining gently. On the sofa a mother, father and child sit under umbrellas. A little rainbow arcs from the cloud down into a fish tank on the sideboard.",
            |c| {
                c.drew("room sofa cloud rain mother father umbrella rainbow tank sideboard");
                let p = c.p;
                c.room(400.0);
                crate::second::things::cloud(c, 200.0, 110.0, 320.0, "#8a8a9a", "#6a6a7a");
                c.stroke("M80 180l-8 30M130 190l-8 30M180 180l-8 30M230 190l-8 30M280 180l-8 30M320 190l-8 30", "#a8c8e8", 2.5, 1.0);
                for (k, col) in ["#e83a3a", "#f8a030", "#f8e040", "#4ab04a", "#3a7ae0"].iter().enumerate() {
                    c.stroke(&format!("M{} 160Q380 170 360 {}", 300.0 + k as f64 * 5.0, 320.0 - k as f64 * 4.0), col, 5.0, 1.0);
                }
                c.rect(320.0, 320.0, 70.0, 50.0, "#a8d8f0", 0.8);
                fish(c, 350.0, 345.0, 20.0, "#f08a20", false);
                c.rect(300.0, 370.0, 100.0, 60.0, "#5a3a2a", 1.0);
                c.rect(20.0, 420.0, 260.0, 90.0, p.accent, 1.0);
                c.rect(20.0, 390.0, 260.0, 40.0, p.accent, 0.8);
                for (k, x) in [70.0, 150.0, 230.0].iter().enumerate() {
                    let l = Look::new(k * 2, p.cloth[k], p.dark).hair([Hair::Short, Hair::Long, Hair::Curly][k], k).face(Expr::Calm);
                    let pose = if k == 1 { sit_chair().child() } else { sit_chair() };
                    figure(c, &pose.right_hand((10.0, -70.0), (12.0, -96.0)), *x, 500.0, 150.0, &l, false);
                    crate::second::things::umbrella(c, x + 12.0, 330.0 - (k == 1) as i32 as f64 * -20.0, 34.0, p.cloth[(k + 1) % 4], p.dark, 30.0);
                }
            },
        ),
        card(
            "The last bus",
            (InkWash, Night, TinyInHuge, Eerie),
            ["a lone bus in a huge dark city", "one sleepy passenger"],
            ("the driver is a fox in a cap", "fox"),
            ["Uneasy", "You can't judge a driver by his cap", "She caught the last bus home and only noticed at the end of the line that the driver was a fox"],
            &["night bus", "fox"],
            true,
            "Enormous dark towers rise on all sides of an empty street at night. Down below, a single lit bus drives along. Through its windows one woman is seen dozing against the glass, and in the driver's seat sits a fox wearing a driver's cap.",
            |c| {
                c.drew("tower street night bus window glass driver seat fox cap");
                let p = c.p;
                c.sky(600.0);
                for k in 0..6 {
                    let x = -20.0 + k as f64 * 75.0;
                    let h = c.r(300.0, 520.0);
                    c.rect(x, 600.0 - h, 66.0, h, "#0e1428", 1.0);
                }
                c.rect(-10.0, 500.0, 420.0, 120.0, "#1a1a2a", 1.0);
                c.g("transform=\"translate(-172 -260) scale(1.6)\"");
                c.rect(60.0, 400.0, 280.0, 110.0, "#c8a030", 1.0);
                c.rect(70.0, 414.0, 260.0, 50.0, "#fff0a0", 1.0);
                c.circle(100.0, 512.0, 18.0, "#1a1a1a", 1.0);
                c.circle(300.0, 512.0, 18.0, "#1a1a1a", 1.0);
                let w = Look::new(2, "#8a3a4a", p.dark).hair(Hair::Long, 0).face(Expr::Asleep).turn(-0.4);
                portrait(c, 180.0, 440.0, 18.0, &w);
                c.poly(&[(296.0, 452.0), (316.0, 440.0), (326.0, 424.0), (314.0, 434.0), (300.0, 424.0), (296.0, 440.0)], "#e06a1a", 1.0);
                c.circle(306.0, 446.0, 12.0, "#e06a1a", 1.0);
                c.poly(&[(306.0, 446.0), (330.0, 452.0), (306.0, 456.0)], "#f4f0e0", 1.0);
                c.rect(292.0, 426.0, 28.0, 8.0, "#1a2a5a", 1.0);
                c.rect(70.0, 464.0, 260.0, 4.0, "#1a1a1a", 1.0);
                c.end();
            },
        ),
        card(
            "The pike under the hole",
            (Woodcut, Winter, CutAway, Tense),
            ["an ice fisherman dozing", "a giant pike below"],
            ("the pike has his lost boot in its teeth", "boot"),
            ["Waiting", "There's always a bigger fish", "He lost a boot through the ice last year; this year the pike brought it back"],
            &["ice fishing", "pike"],
            true,
            "A cut through a frozen lake. Above, a bundled-up fisherman sits on a stool by a small hole in the ice, one foot in a sock, half asleep over his line. Below the thick ice, in dark water, an enormous pike circles up towards the hole, holding an old boot in its teeth.",
            |c| {
                c.drew("lake ice fisherman stool hole line water pike boot teeth sock");
                let p = c.p;
                c.sky(220.0);
                c.rect(-10.0, 220.0, 420.0, 50.0, "#e8f0f8", 1.0);
                c.rect(-10.0, 270.0, 420.0, 350.0, "#1a3a4a", 1.0);
                c.rect(186.0, 220.0, 28.0, 50.0, "#1a3a4a", 1.0);
                let man = Look::new(1, p.accent, "#3a3a4a").beard().face(Expr::Asleep).build(1.3).turn(0.5);
                figure(c, &sit_chair().right_hand((18.0, -64.0), (30.0, -70.0)).hat(), 120.0, 222.0, 150.0, &man, false);
                c.stroke("M160 120L200 160V300", "#c8c8c8", 1.5, 1.0);
                fish(c, 200.0, 460.0, 300.0, "#4a6a3a", true);
                c.circle(90.0, 450.0, 8.0, "#e8e0a0", 1.0);
                c.path("M60 470h20v-24h12v36h-32Z", "#3a2a1a", 1.0);
            },
        ),
        card(
            "The sunflower among umbrellas",
            (StainedGlass, Night, TopDown, Mysterious),
            ["a street of black umbrellas in the rain", "one sunflower"],
            ("one umbrella is a giant sunflower", "sunflower"),
            ["Hope", "Bloom where you are planted", "Everyone hurried home under black umbrellas, except the girl under the sunflower"],
            &["umbrellas", "sunflower"],
            false,
            "A rainy street seen from straight above, crowded with round black and grey umbrellas hurrying in every direction. Among them, instead of an umbrella, a giant yellow sunflower moves along like the others.",
            |c| {
                c.drew("street umbrella sunflower");
                let p = c.p;
                c.full("#5a5a5a", 1.0);
                c.stroke("M0 100H400M0 500H400", "#8a8a8a", 3.0, 1.0);
                for k in 0..14 {
                    let x = 30.0 + (k % 4) as f64 * 100.0 + c.r(-20.0, 20.0);
                    let y = 60.0 + (k / 4) as f64 * 140.0 + c.r(-20.0, 20.0);
                    c.circle(x, y, 44.0, ["#1a1a1a", "#3a3a3a", "#2a2a2a"][k % 3], 1.0);
                    c.stroke(&format!("M{x} {y}m-44 0h88M{x} {}v88", y - 44.0), "#5a5a5a", 1.5, 1.0);
                }
                c.circle(230.0, 340.0, 60.0, "#f0c020", 1.0);
                for k in 0..16 {
                    let a = (k as f64 * 22.5_f64).to_radians();
                    c.ellipse(230.0 + a.cos() * 62.0, 340.0 + a.sin() * 62.0, 14.0, 14.0, "#f8d030", 1.0);
                }
                c.circle(230.0, 340.0, 30.0, "#5a3a1a", 1.0);
                c.dots(30, 0.0, 400.0, 0.0, 600.0, 1.5, "#c8c8c8");
                let _ = p;
            },
        ),
        card(
            "The cat behind the halo",
            (GoldTempera, Dusk, CloseUp, Absurd),
            ["a solemn saint", "her golden halo"],
            ("the halo is being held up by a cat behind her", "halo"),
            ["Holy?", "Behind every great woman", "Nobody in the chapel has noticed that the saint's halo is held up by her cat"],
            &["saint", "halo"],
            true,
            "A painted icon of a solemn woman in a blue mantle against a gold ground, with a round golden halo behind her head. Peeking over her shoulder, a ginger cat holds the halo up with its front paws.",
            |c| {
                c.drew("icon mantle halo shoulder cat paw ground");
                let p = c.p;
                c.sky(600.0);
                c.circle(200.0, 200.0, 120.0, "#f0c850", 1.0);
                c.stroke("M200 200m-112 0a112 112 0 1 0 224 0a112 112 0 1 0 -224 0", "#a8782a", 4.0, 1.0);
                c.ellipse(320.0, 150.0, 40.0, 36.0, "#e08a3a", 1.0);
                c.poly(&[(294.0, 126.0), (300.0, 96.0), (316.0, 118.0)], "#e08a3a", 1.0);
                c.poly(&[(326.0, 118.0), (344.0, 96.0), (346.0, 128.0)], "#e08a3a", 1.0);
                c.circle(308.0, 146.0, 4.0, "#1a1a1a", 1.0);
                c.circle(330.0, 146.0, 4.0, "#1a1a1a", 1.0);
                c.stroke("M300 170L290 110M340 170L330 100", "#e08a3a", 10.0, 1.0);
                let saint = Look::new(1, "#2a4a9a", p.dark).hair(Hair::Long, 1).face(Expr::Calm);
                portrait(c, 200.0, 230.0, 90.0, &saint);
                c.path("M100 200Q200 80 300 200L320 600H80Z", "#2a4a9a", 0.0);
                c.path("M110 220Q120 120 200 120Q280 120 290 220Q250 160 200 160Q150 160 110 220Z", "#2a4a9a", 1.0);
            },
        ),
        card(
            "The scarf that never ends",
            (Pastel, Monochrome, Hands, Wistful),
            ["old hands knitting a scarf", "the scarf's other end"],
            ("at its far end the scarf is unravelling into a bird's nest", "unravelling"),
            ["Time passing", "What goes around comes around", "She has knitted the same scarf for years, and the birds have been unravelling it just as long"],
            &["knitting", "bird's nest"],
            false,
            "Two old hands with knitting needles at the bottom of the card knit a long striped scarf that winds up and across the card. At the top, its far end is unravelling, and the loose wool is woven into a bird's nest where a small bird sits.",
            |c| {
                c.drew("needle scarf wool nest bird");
                let p = c.p;
                c.full("#3a3a3a", 1.0);
                let scarf = [(200.0, 470.0), (320.0, 380.0), (100.0, 280.0), (280.0, 170.0), (200.0, 100.0)];
                c.line(&scarf, "#e8e8e8", 48.0);
                let d = crate::canvas::smooth_d(&scarf);
                c.add(&format!("<path d=\"{d}\" fill=\"none\" stroke=\"#6a6a6a\" stroke-width=\"48\" stroke-dasharray=\"12 16\"/>"));
                c.stroke("M200 100Q180 60 150 70Q120 80 140 100", "#7a7a7a", 3.0, 1.0);
                c.ellipse(130.0, 90.0, 44.0, 18.0, "#b8b8b8", 1.0);
                c.stroke("M94 86q36 12 72 0M100 94q30 8 60 0", "#6a6a6a", 2.0, 1.0);
                bird(c, 130.0, 66.0, 34.0, "#f4f4f4");
                hand(c, 120.0, 600.0, 2.0, 40.0, "#d8d0c8", "#5a5a5a");
                hand(c, 290.0, 600.0, 2.0, -40.0, "#d8d0c8", "#5a5a5a");
                c.stroke("M150 520L250 440M260 520L160 440", "#f4f4f4", 4.0, 1.0);
                let _ = p;
            },
        ),
        card(
            "The neighbours on the iceberg",
            (CutPaper, Winter, TinyInHuge, Calm),
            ["an old couple in deckchairs", "a huge iceberg"],
            ("a polar bear in a deckchair is their neighbour", "polar bear"),
            ["Content", "Love thy neighbour", "They retired to an iceberg; the polar bear next door lends them sugar"],
            &["iceberg", "polar bear"],
            true,
            "A vast white iceberg floats on a dark blue sea under a pale sky. Near its top, a tiny red wooden house stands with an old couple sitting in deckchairs in front of it, wrapped in blankets. In a third deckchair beside them sits a polar bear.",
            |c| {
                c.drew("iceberg sea sky house couple deckchair blanket polar bear");
                let p = c.p;
                c.sky(420.0);
                c.sea(420.0, "#2a4a7a", "#0a1a3a");
                c.poly(&[(20.0, 440.0), (80.0, 200.0), (160.0, 140.0), (240.0, 170.0), (330.0, 260.0), (380.0, 440.0)], "#f4f8fc", 1.0);
                c.poly(&[(240.0, 170.0), (330.0, 260.0), (380.0, 440.0), (280.0, 440.0)], "#c8d8e8", 1.0);
                c.house(130.0, 190.0, 80.0, 56.0, p.accent, "#3a2a2a", p.accent2);
                let a = Look::new(0, p.cloth[1], p.dark).old().face(Expr::Smile);
                let b = Look::new(3, p.cloth[2], p.dark).old().hair(Hair::Bun, 5).face(Expr::Smile);
                figure(c, &sit_chair(), 186.0, 262.0, 112.0, &a, false);
                figure(c, &sit_chair().dress(14.0, -46.0), 246.0, 262.0, 112.0, &b, false);
                c.g("transform=\"translate(300 250) scale(1.45) translate(-296 -250)\"");
                c.ellipse(300.0, 226.0, 26.0, 28.0, "#f8f8f0", 1.0);
                c.circle(306.0, 192.0, 14.0, "#f8f8f0", 1.0);
                c.circle(312.0, 190.0, 2.5, "#1a1a1a", 1.0);
                c.circle(318.0, 196.0, 2.5, "#1a1a1a", 1.0);
                c.stroke("M290 250v10M310 250v10", "#f8f8f0", 6.0, 1.0);
                c.end();
            },
        ),
        card(
            "The octopus in the phone box",
            (InkWash, Sea, HugeInTiny, Absurd),
            ["a giant octopus", "a tiny phone box on the pier"],
            ("it is making three calls at once", "calls"),
            ["Busy", "Keep in touch", "The octopus has family in every ocean, so it makes three calls at once"],
            &["octopus", "phone box"],
            false,
            "A red telephone box on a seaside pier, far too small for the huge purple octopus squeezed inside it, its tentacles spilling out of the door and round the box. It holds three telephone receivers to its head at once. Gulls stand on the roof.",
            |c| {
                c.drew("telephone box pier octopus tentacle door receiver gull roof head");
                let p = c.p;
                c.sky(300.0);
                c.sea(300.0, "#5ab0c8", "#2a7a9a");
                c.rect(-10.0, 460.0, 420.0, 160.0, "#8a6a4a", 1.0);
                c.rect(130.0, 160.0, 140.0, 300.0, p.accent, 1.0);
                c.rect(142.0, 200.0, 116.0, 240.0, "#c8e0e8", 0.7);
                c.circle(200.0, 270.0, 56.0, "#8a4aa0", 1.0);
                c.circle(182.0, 266.0, 10.0, "#ffffff", 1.0);
                c.circle(218.0, 266.0, 10.0, "#ffffff", 1.0);
                c.circle(182.0, 268.0, 5.0, "#1a1a1a", 1.0);
                c.circle(218.0, 268.0, 5.0, "#1a1a1a", 1.0);
                for (k, d) in ["M160 320Q80 380 60 460", "M180 330Q150 420 120 470", "M220 330Q250 420 290 470", "M240 320Q330 360 350 460", "M150 280Q100 240 120 200", "M250 280Q300 240 280 200", "M200 330Q200 400 200 470"].iter().enumerate() {
                    let _ = k;
                    c.stroke(d, "#8a4aa0", 16.0, 1.0);
                }
                for (x, y) in [(120.0, 196.0), (280.0, 196.0), (200.0, 200.0)] {
                    c.rect(x - 8.0, y - 18.0, 16.0, 36.0, "#1a1a1a", 1.0);
                }
                bird(c, 170.0, 150.0, 26.0, "#ffffff");
                bird(c, 230.0, 148.0, 22.0, "#ffffff");
            },
        ),
        card(
            "The piñata and the uncle",
            (Woodcut, Saturated, WormsEye, Festive),
            ["a blindfolded boy with a stick", "a piñata overhead"],
            ("he is about to hit his uncle instead", "uncle"),
            ["Excitement", "Swing for the fences", "The piñata swung left, the boy swung right, and the uncle learned to duck"],
            &["piñata", "party"],
            true,
            "Looking up from the grass at a birthday party: a blindfolded boy swings a stick high over his head. Above, a bright paper donkey piñata hangs from a branch, just out of reach. The stick is heading for a bald uncle in a party hat who is bending down right beside the boy, laughing.",
            |c| {
                c.drew("grass party boy stick donkey piñata branch uncle party hat");
                let p = c.p;
                c.sky(600.0);
                c.stroke("M-10 60Q200 100 410 40", "#5a3a1a", 12.0, 1.0);
                c.stroke("M240 80V140", p.dark, 2.0, 1.0);
                c.rect(190.0, 140.0, 110.0, 60.0, p.accent, 1.0);
                c.stroke("M190 150h110M190 170h110M190 190h110", p.accent2, 8.0, 1.0);
                c.rect(280.0, 110.0, 40.0, 40.0, p.accent, 1.0);
                c.stroke("M200 200v40M290 200v40", p.cloth[0], 10.0, 1.0);
                let boy = Look::new(3, p.cloth[2], p.cloth[0]).hair(Hair::Curly, 0).face(Expr::Laugh);
                figure(c, &arms_up().child(), 130.0, 640.0, 360.0, &boy, false);
                c.rect(100.0, 228.0, 64.0, 14.0, "#1a1a1a", 1.0);
                c.stroke("M100 260L20 160", "#8a5a2a", 8.0, 1.0);
                let uncle = Look::new(1, p.cloth[3], p.dark).hair(Hair::Bald, 0).face(Expr::Laugh).build(1.3).turn(-0.5);
                figure(c, &bend(), 320.0, 640.0, 320.0, &uncle, true);
                c.poly(&[(240.0, 400.0), (270.0, 410.0), (250.0, 370.0)], p.accent2, 1.0);
            },
        ),
        card(
            "The queen sits for her portrait",
            (StainedGlass, Spring, CutAway, Calm),
            ["a busy beehive", "the queen's portrait"],
            ("a worker bee is painting the queen's portrait", "queen"),
            ["Royal", "Busy as a bee", "All summer the hive works, except for the bee who paints the queen"],
            &["beehive", "bees"],
            true,
            "A wooden beehive in a flowering meadow, its side cut away to show honeycomb full of golden cells and busy bees. In one larger cell, a plump queen bee sits on a little throne while a worker bee paints her portrait at an easel. Outside, a beekeeper in a veiled hat walks past.",
            |c| {
                c.drew("beehive meadow flower honeycomb cell bee throne portrait easel beekeeper hat");
                let p = c.p;
                c.sky(420.0);
                c.land(420.0);
                c.dots(30, 0.0, 400.0, 430.0, 600.0, 6.0, p.accent);
                c.rect(80.0, 120.0, 240.0, 320.0, "#c8903a", 1.0);
                c.poly(&[(60.0, 120.0), (200.0, 60.0), (340.0, 120.0)], "#8a5a2a", 1.0);
                for r in 0..7 {
                    for k in 0..6 {
                        let x = 100.0 + k as f64 * 38.0 + (r % 2) as f64 * 19.0;
                        let y = 150.0 + r as f64 * 40.0;
                        c.circle(x, y, 17.0, "#f0b830", 1.0);
                    }
                }
                c.circle(200.0, 290.0, 50.0, "#f8d060", 1.0);
                c.ellipse(180.0, 296.0, 16.0, 22.0, "#3a2a1a", 1.0);
                c.stroke("M170 290h20M170 300h20", p.accent2, 4.0, 1.0);
                c.rect(214.0, 270.0, 20.0, 26.0, "#ffffff", 1.0);
                c.ellipse(240.0, 296.0, 8.0, 12.0, "#3a2a1a", 1.0);
                let keeper = Look::new(2, "#f4f4f0", "#f4f4f0").face(Expr::Calm).turn(0.6);
                figure(c, &walk().hat(), 340.0, 580.0, 200.0, &keeper, false);
            },
        ),
        card(
            "The giant puppet's goat legs",
            (GoldTempera, Night, WormsEye, Eerie),
            ["a giant puppet in a night procession", "the people carrying it"],
            ("one of the carriers has goat legs", "goat"),
            ["Something's off", "Not all who wander are lost", "Six people carried the giant through the town at midnight, and one of them walked on goat legs"],
            &["procession", "giant puppet"],
            true,
            "Looking up at a towering puppet of a crowned woman in a red robe, glowing as if lit by torches, carried through a dark street in a night procession. Below it, carriers hold its poles: three in robes, and beside them a pair of shaggy goat legs with hooves.",
            |c| {
                c.drew("puppet crown robe torch carrier pole goat leg hoof street");
                let p = c.p;
                c.sky(600.0);
                c.path("M120 600L150 200Q200 160 250 200L280 600Z", "#8a1a2a", 1.0);
                let queen = Look::new(0, "#8a1a2a", p.dark).hair(Hair::Long, 0).face(Expr::Calm);
                portrait(c, 200.0, 150.0, 70.0, &queen);
                c.poly(&[(150.0, 80.0), (160.0, 40.0), (180.0, 70.0), (200.0, 30.0), (220.0, 70.0), (240.0, 40.0), (250.0, 80.0)], "#f0c040", 1.0);
                for k in 0..3 {
                    let x = 80.0 + k as f64 * 120.0;
                    let l = Look::new(k, "#4a3a6a", "#4a3a6a").face(Expr::Calm).hair(Hair::Short, k);
                    figure(c, &hold(), x, 600.0, 220.0, &l, false);
                    c.soft();
                    c.glow(x + 20.0, 380.0, 60.0, "#ffb040", 0.6);
                    c.end();
                }
                c.rect(310.0, 520.0, 60.0, 90.0, "#1a1028", 1.0);
                c.stroke("M326 520q-10 40 4 80M354 520q10 40 -4 80", "#6a5a4a", 12.0, 1.0);
                c.path("M320 596h16v8h-16ZM344 596h16v8h-16Z", "#1a1a1a", 1.0);
            },
        ),
        card(
            "The party in the submarine",
            (Pastel, Saturated, CutAway, Festive),
            ["a submarine deep under the sea", "a birthday party inside"],
            ("a fish in a party hat looks in through the porthole", "porthole"),
            ["Joy", "The more the merrier", "They thought the party was a secret under the sea, until a fish came to the porthole in a party hat"],
            &["submarine", "party"],
            true,
            "A yellow submarine deep in a dark blue sea, cut open along its side. Inside, people dance and laugh among falling confetti. At a round porthole, a fish wearing a paper party hat looks in from the sea.",
            |c| {
                c.drew("submarine sea confetti porthole fish party hat");
                let p = c.p;
                c.full("#0a2a6a", 1.0);
                c.dots(30, 0.0, 400.0, 0.0, 600.0, 4.0, "#3a6ab0");
                c.ellipse(200.0, 320.0, 190.0, 130.0, "#f8c820", 1.0);
                c.rect(170.0, 130.0, 60.0, 70.0, "#f8c820", 1.0);
                c.ellipse(200.0, 330.0, 160.0, 100.0, "#f8f0d8", 1.0);
                crowd(c, 4, 60.0, 340.0, 420.0, 120.0, &p.cloth, &[Expr::Laugh, Expr::Smile]);
                c.confetti(40, 60.0, 340.0, 240.0, 320.0, &p.cloth);
                c.circle(340.0, 250.0, 26.0, "#3a6ab0", 1.0);
                fish(c, 340.0, 252.0, 30.0, p.accent, true);
                c.poly(&[(334.0, 244.0), (346.0, 244.0), (340.0, 226.0)], p.accent2, 1.0);
            },
        ),
        card(
            "The man who swallowed a spider",
            (CutPaper, Monochrome, CloseUp, Grotesque),
            ["a man with his cheeks puffed out", "what is in his mouth"],
            ("a long spider's leg pokes out between his lips", "spider"),
            ["Gulp", "Bite your tongue", "He was told to keep his mouth shut about the spider, and now he cannot open it"],
            &["spider", "puffed cheeks"],
            true,
            "A close-up of a man with bulging eyes and puffed-out cheeks, lips pressed tightly shut, sweat on his brow. From the corner of his mouth a thin hairy spider's leg pokes out and waves.",
            |c| {
                c.drew("eye cheek lip sweat brow mouth spider leg");
                let p = c.p;
                c.full(p.wall[0], 1.0);
                let man = Look::new(1, p.cloth[0], p.dark).hair(Hair::Short, 0).face(Expr::Shock);
                portrait(c, 200.0, 260.0, 130.0, &man);
                c.circle(130.0, 320.0, 44.0, "#e0a888", 1.0);
                c.circle(270.0, 320.0, 44.0, "#e0a888", 1.0);
                c.ellipse(200.0, 330.0, 30.0, 8.0, "#6a2a2a", 1.0);
                c.stroke("M226 330l40 -10l20 20", "#1a1a1a", 4.0, 1.0);
                c.stroke("M240 326l4 -4M256 322l4 -4", "#1a1a1a", 2.0, 1.0);
                c.ellipse(150.0, 160.0, 6.0, 10.0, "#a8d8f8", 1.0);
            },
        ),
        card(
            "The skater on the cocoa",
            (InkWash, Winter, Hands, Calm),
            ["hands around a mug of cocoa", "a tiny skater"],
            ("a tiny skater is skating on the skin of the cocoa", "skater"),
            ["Cosy", "Savour the moment", "She let the cocoa cool so long it froze, and a tiny skater came to use it"],
            &["cocoa", "tiny skater"],
            true,
            "Two hands in fingerless woollen gloves hold a big steaming mug of cocoa, seen from a little above. On the smooth brown skin of the cocoa a tiny skater in a red scarf traces loops, leaving thin white lines.",
            |c| {
                c.drew("hand glove mug cocoa skater scarf line gloves");
                let p = c.p;
                c.full("#d8dce4", 1.0);
                c.ellipse(200.0, 300.0, 130.0, 60.0, "#e8e8f0", 1.0);
                c.path("M70 300V460Q70 520 200 520Q330 520 330 460V300Z", "#e8e8f0", 1.0);
                c.ellipse(200.0, 300.0, 110.0, 48.0, "#6a3a1a", 1.0);
                c.stroke("M140 300q30 -20 60 0t60 0M160 310q30 16 60 0", "#f8f0e8", 1.5, 1.0);
                let sk = Look::new(1, p.accent, p.dark).face(Expr::Smile);
                figure(c, &dance(), 226.0, 310.0, 86.0, &sk, false);
                hand(c, 40.0, 470.0, 2.2, 60.0, SKIN[2], "#5a3a2a");
                hand(c, 360.0, 470.0, 2.2, -60.0, SKIN[2], "#5a3a2a");
                c.rect(30.0, 430.0, 80.0, 40.0, p.cloth[1], 1.0);
                c.rect(290.0, 430.0, 80.0, 40.0, p.cloth[1], 1.0);
                c.stroke("M180 240q-10 -30 4 -60M220 240q-10 -30 4 -60", "#ffffff", 3.0, 0.7);
            },
        ),
        card(
            "The family inside the tooth",
            (Woodcut, Dusk, CutAway, Grotesque),
            ["a family at home", "a dentist's drill"],
            ("a dentist's drill is breaking through their wall", "drill"),
            ["Under attack", "Fight tooth and nail", "The family had lived in the old molar for years when the dentist came with his drill"],
            &["tooth", "dentist"],
            true,
            "A giant tooth cut open like a house, its roots like stilts. Inside, on two floors, a small family lives: a mother and a father upstairs, a child below. Through one wall, the grey tip of a dentist's drill is breaking in.",
            |c| {
                c.drew("tooth house root floor family mother father wall drill");
                let p = c.p;
                c.sky(600.0);
                c.path("M80 100Q80 40 140 40Q200 70 260 40Q320 40 320 100V400Q300 560 260 560Q240 460 200 460Q160 460 140 560Q100 560 80 400Z", "#f4f0e4", 1.0);
                c.rect(110.0, 100.0, 180.0, 140.0, "#e8b8a0", 1.0);
                c.rect(110.0, 250.0, 180.0, 140.0, "#d8a890", 1.0);
                let m = Look::new(0, p.cloth[0], p.dark).hair(Hair::Long, 1).face(Expr::Shock).turn(0.6);
                figure(c, &sit_chair().dress(14.0, -46.0), 140.0, 236.0, 100.0, &m, false);
                let f = Look::new(3, p.cloth[1], p.dark).beard().face(Expr::Shock).turn(0.6);
                figure(c, &hold(), 230.0, 236.0, 110.0, &f, false);
                let k = Look::new(1, p.cloth[2], p.dark).hair(Hair::Curly, 0).face(Expr::Shock).turn(0.6);
                figure(c, &sit_ground().child(), 160.0, 386.0, 80.0, &k, false);
                c.poly(&[(420.0, 300.0), (300.0, 310.0), (290.0, 320.0), (300.0, 330.0), (420.0, 340.0)], "#a8a8b0", 1.0);
                c.stroke("M296 310l-10 10l10 10", "#ffffff", 2.0, 1.0);
            },
        ),
        card(
            "The bear in the little car",
            (StainedGlass, Saturated, HugeInTiny, Absurd),
            ["a huge bear", "a tiny red car"],
            ("a family of rabbits sits in the back seat", "rabbits"),
            ["Squeezed", "Drive it like you stole it", "The bear drives the rabbits to school every morning in a car far too small for it"],
            &["bear", "tiny car"],
            false,
            "A huge brown bear is squeezed into a tiny pink car on a grey road, its head and shoulders sticking out of the top. Behind its head sit four small rabbits in a row.",
            |c| {
                c.drew("bear car road rabbit head shoulder seat");
                let p = c.p;
                c.sky(320.0);
                c.land(320.0);
                c.poly(&[(120.0, 600.0), (180.0, 320.0), (220.0, 320.0), (300.0, 600.0)], "#8a8a8a", 1.0);
                c.path("M60 460Q60 380 140 370H300Q360 380 360 460V520H60Z", p.accent, 1.0);
                c.circle(110.0, 520.0, 34.0, "#1a1a1a", 1.0);
                c.circle(310.0, 520.0, 34.0, "#1a1a1a", 1.0);
                c.ellipse(170.0, 300.0, 90.0, 80.0, "#7a4a2a", 1.0);
                c.circle(170.0, 240.0, 50.0, "#7a4a2a", 1.0);
                c.circle(134.0, 200.0, 16.0, "#7a4a2a", 1.0);
                c.circle(206.0, 200.0, 16.0, "#7a4a2a", 1.0);
                c.ellipse(170.0, 258.0, 18.0, 12.0, "#c8a070", 1.0);
                c.circle(154.0, 236.0, 5.0, "#1a1a1a", 1.0);
                c.circle(186.0, 236.0, 5.0, "#1a1a1a", 1.0);
                for k in 0..4 {
                    let x = 250.0 + k as f64 * 22.0;
                    c.ellipse(x, 360.0, 9.0, 12.0, "#e8e0d8", 1.0);
                    c.ellipse(x - 3.0, 336.0, 3.0, 12.0, "#e8e0d8", 1.0);
                    c.ellipse(x + 3.0, 336.0, 3.0, 12.0, "#e8e0d8", 1.0);
                }
            },
        ),
        card(
            "The monk in the flower",
            (GoldTempera, Spring, TinyInHuge, Calm),
            ["a tiny monk meditating", "a giant open flower"],
            ("a bee has landed beside him and is meditating too", "bee"),
            ["Stillness", "Stop and smell the roses", "He sat in the flower so long and so quietly that the bee sat down with him"],
            &["flower", "monk"],
            true,
            "An enormous pink flower fills the card, its petals opening around a golden centre. In the middle a tiny monk in an orange robe sits cross-legged, eyes closed. Beside him sits a bee, also with its eyes closed, its front legs folded.",
            |c| {
                c.drew("flower petal centre monk robe bee leg");
                let p = c.p;
                c.sky(600.0);
                for k in 0..8 {
                    let a = (k as f64 * 45.0_f64).to_radians();
                    c.ellipse(200.0 + a.cos() * 120.0, 320.0 + a.sin() * 120.0, 110.0, 110.0, if k % 2 == 0 { "#f08ab0" } else { "#e86a98" }, 1.0);
                }
                c.circle(200.0, 320.0, 90.0, "#f8c030", 1.0);
                c.dots(40, 120.0, 280.0, 240.0, 400.0, 4.0, "#c88a10");
                let monk = Look::new(2, "#e8701a", "#e8701a").hair(Hair::Bald, 0).face(Expr::Asleep);
                figure(c, &sit_ground(), 176.0, 382.0, 125.0, &monk, false);
                c.g("transform=\"translate(262 350) scale(1.7) translate(-244 -346)\"");
                c.ellipse(240.0, 350.0, 14.0, 10.0, "#f8d020", 1.0);
                c.stroke("M234 344v12M242 344v12", "#1a1a1a", 3.0, 1.0);
                c.circle(252.0, 340.0, 7.0, "#1a1a1a", 1.0);
                c.ellipse(236.0, 336.0, 8.0, 5.0, "#ffffff", 0.8);
                c.end();
                let _ = p;
            },
        ),
        card(
            "The kite that looks like him",
            (Pastel, Dusk, WormsEye, Wistful),
            ["an old man holding a kite string", "the kite high in the clouds"],
            ("the kite is a child's drawing of the old man", "drawing"),
            ["Missing someone", "Let it fly", "The kite is his grandson's drawing of him, and he has flown it every evening since the boy moved away"],
            &["kite", "grandfather"],
            true,
            "Looking up from below at an old man in a long coat holding a kite string that rises high into the evening clouds. The kite is a big child's drawing of a smiling old man in a coat, exactly like him, with a tail of ribbons.",
            |c| {
                c.drew("coat kite string cloud drawing tail ribbon");
                let p = c.p;
                c.sky(600.0);
                c.poly(&[(260.0, 40.0), (340.0, 110.0), (270.0, 220.0), (190.0, 110.0)], "#f8f0d8", 1.0);
                let k = Look::new(1, p.cloth[0], p.dark).old().face(Expr::Smile);
                portrait(c, 266.0, 110.0, 22.0, &k);
                c.stroke("M270 220Q260 260 290 300Q310 330 280 360", p.accent, 3.0, 1.0);
                c.stroke("M200 360L266 200", p.light, 1.2, 1.0);
                let man = Look::new(1, p.cloth[0], p.dark).old().face(Expr::Sad).turn(0.4);
                figure(c, &reach(), 180.0, 660.0, 380.0, &man, false);
            },
        ),
        card(
            "The fin in the pool",
            (CutPaper, Sea, TopDown, Tense),
            ["a pool full of swimmers", "a shark's fin"],
            ("the fin is a toy strapped to a boy's head", "toy"),
            ["Panic", "Don't cry wolf", "Everyone fled the pool screaming, except the boy with the toy fin, who was laughing underwater"],
            &["swimming pool", "shark fin"],
            true,
            "A blue swimming pool seen from above, full of inflatable rings and swimmers. Everyone is splashing away in panic towards the edges from a grey shark fin in the middle. Under the water, the fin is strapped with elastic to the head of a grinning boy.",
            |c| {
                c.drew("pool ring swimmer shark fin water");
                let p = c.p;
                c.full("#e8e0d0", 1.0);
                c.rect(30.0, 40.0, 340.0, 520.0, "#3ab8e0", 1.0);
                c.stroke("M30 160H370M30 280H370M30 400H370", "#ffffff", 2.0, 0.5);
                for (k, (x, y, r)) in [(80.0, 90.0, 20.0), (320.0, 100.0, 160.0), (70.0, 480.0, 30.0), (330.0, 500.0, 200.0), (200.0, 70.0, 180.0), (90.0, 300.0, 90.0)].iter().enumerate() {
                    let l = Look::new(k, p.cloth[k % 4], p.dark).hair([Hair::Long, Hair::Short, Hair::Curly][k % 3], k);
                    from_above(c, *x, *y, 1.2, *r, &l, true);
                }
                c.circle(320.0, 300.0, 30.0, p.accent, 1.0);
                c.circle(320.0, 300.0, 16.0, "#3ab8e0", 1.0);
                let boy = Look::new(2, p.accent2, p.dark).hair(Hair::Curly, 0);
                from_above(c, 200.0, 330.0, 1.5, 0.0, &boy, false);
                c.poly(&[(190.0, 330.0), (210.0, 330.0), (204.0, 290.0)], "#6a6a7a", 1.0);
                c.stroke("M186 330h28", "#1a1a1a", 2.0, 1.0);
            },
        ),
        card(
            "The giant in the little boat",
            (InkWash, Dusk, HugeInTiny, Wistful),
            ["a giant in a tiny rowing boat", "the evening sea"],
            ("a small girl does the rowing for him", "girl"),
            ["Carried", "Little strokes fell great oaks", "He is too big to row the little boat, so every evening the girl rows him out to watch the sun go down"],
            &["sunset", "rowing boat"],
            true,
            "A calm sea at sunset. A huge bearded giant sits hunched in a rowing boat much too small for him, his knees by his ears, gazing at the setting sun. In the bow, a small girl with plaits pulls hard on the tiny oars.",
            |c| {
                c.drew("sea sunset giant rowing boat knee ear sun bow plait oar");
                let p = c.p;
                c.sky(360.0);
                c.circle(320.0, 330.0, 50.0, p.accent, 1.0);
                c.sea(360.0, "#a86a7a", "#3a2a4a");
                crate::second::things::rowboat(c, 200.0, 470.0, 260.0, "#5a3a2a");
                let giant = Look::new(1, p.cloth[0], p.dark).beard().hair(Hair::Curly, 0).face(Expr::Sad).turn(0.7).build(1.4);
                figure(c, &sit_ground(), 170.0, 450.0, 380.0, &giant, false);
                let girl = Look::new(4, p.accent2, p.dark).hair(Hair::Long, 0).face(Expr::Angry).turn(-0.4);
                crate::second::things::rowboat(c, 200.0, 470.0, 260.0, "#5a3a2a");
                figure(c, &pull().child(), 300.0, 460.0, 130.0, &girl, false);
                c.stroke("M330 380L380 470M318 384L250 480", "#c8a060", 4.0, 1.0);
            },
        ),
        card(
            "The tiger brushes its teeth",
            (Woodcut, WarmInterior, HugeInTiny, Tense),
            ["a tiger in a tiny bathroom", "a man hiding in the shower"],
            ("the tiger is brushing its teeth with his toothbrush", "brushing"),
            ["Frozen", "Brush it off", "He found the tiger in the bathroom brushing its teeth with his toothbrush, and decided to wait"],
            &["tiger", "bathroom"],
            true,
            "A cramped tiled bathroom almost filled by a striped tiger standing at the sink on its hind legs, brushing its huge teeth with a small toothbrush, foam on its whiskers. Behind the half-drawn shower curtain, a man in a towel peeks out, frozen with fear.",
            |c| {
                c.drew("bathroom tiger sink leg teeth toothbrush foam whisker shower curtain towel");
                let p = c.p;
                c.room(460.0);
                for k in 0..12 {
                    c.stroke(&format!("M0 {}H400", 20 + k * 40), "#ffffff", 2.0, 0.6);
                }
                c.rect(40.0, 300.0, 120.0, 20.0, "#f4f4f4", 1.0);
                c.rect(80.0, 320.0, 40.0, 140.0, "#f4f4f4", 1.0);
                c.ellipse(190.0, 300.0, 80.0, 140.0, "#e88a2a", 1.0);
                c.circle(140.0, 200.0, 60.0, "#e88a2a", 1.0);
                for k in 0..6 {
                    c.stroke(&format!("M{} {}l30 10", 150 + k * 14, 220 + k * 30), "#1a1a1a", 6.0, 1.0);
                }
                c.poly(&[(96.0, 170.0), (104.0, 130.0), (128.0, 150.0)], "#e88a2a", 1.0);
                c.poly(&[(156.0, 146.0), (178.0, 126.0), (186.0, 166.0)], "#e88a2a", 1.0);
                c.stroke("M110 150l10 20M140 146l-4 22M160 160l-14 14", "#1a1a1a", 6.0, 1.0);
                c.circle(120.0, 190.0, 7.0, "#f8e060", 1.0);
                c.circle(150.0, 186.0, 7.0, "#f8e060", 1.0);
                c.circle(120.0, 190.0, 3.0, "#1a1a1a", 1.0);
                c.circle(150.0, 186.0, 3.0, "#1a1a1a", 1.0);
                c.poly(&[(120.0, 206.0), (136.0, 204.0), (128.0, 214.0)], "#1a1a1a", 1.0);
                c.ellipse(110.0, 230.0, 30.0, 14.0, "#ffffff", 1.0);
                c.stroke("M90 230L60 250", p.accent, 5.0, 1.0);
                c.rect(290.0, 60.0, 110.0, 420.0, "#a8a8a8", 1.0);
                let man = Look::new(1, "#ffffff", "#ffffff").face(Expr::Shock).hair(Hair::Curly, 0).turn(-0.8);
                portrait(c, 300.0, 200.0, 40.0, &man);
                c.rect(320.0, 60.0, 90.0, 420.0, "#b8b8b8", 1.0);
            },
        ),
        card(
            "The lantern among the fireflies",
            (StainedGlass, Night, Hands, Mysterious),
            ["hands opening a jar of fireflies", "the summer night"],
            ("one firefly is a tiny lantern carried by a tiny person", "lantern"),
            ["Magic", "Let your light shine", "She let the fireflies go, and one of them turned out to be somebody with a lantern"],
            &["fireflies", "summer night"],
            true,
            "Two hands hold a glass jar open against a deep blue summer night. Dozens of glowing yellow fireflies stream out into the dark. Among them, one light is a tiny person in a hooded cloak carrying a lantern, walking on the air.",
            |c| {
                c.drew("hand glass jar night firefly light cloak lantern");
                let p = c.p;
                c.sky(600.0);
                c.rect(130.0, 360.0, 140.0, 180.0, "#a8d0e8", 0.4);
                hand(c, 110.0, 560.0, 2.0, 40.0, SKIN[3], "#3a2a1a");
                hand(c, 290.0, 560.0, 2.0, -40.0, SKIN[3], "#3a2a1a");
                for _ in 0..24 {
                    let x = c.r(60.0, 340.0);
                    let y = c.r(60.0, 380.0);
                    c.soft();
                    c.glow(x, y, 14.0, "#ffe060", 0.9);
                    c.end();
                    c.circle(x, y, 3.0, "#fff8b0", 1.0);
                }
                let tiny = Look::new(0, "#3a2a5a", "#3a2a5a").face(Expr::Calm).turn(0.5);
                figure(c, &walk().right_hand((12.0, -64.0), (20.0, -56.0)).dress(14.0, -4.0), 214.0, 250.0, 110.0, &tiny, false);
                c.soft();
                c.glow(236.0, 190.0, 44.0, p.light, 1.0);
                c.end();
            },
        ),
        card(
            "The bell under the lake",
            (GoldTempera, Sea, CutAway, Wistful),
            ["a village drowned under a lake", "an old woman in a boat above"],
            ("a fish swims in the church bell", "bell"),
            ["Remembering", "Still waters run deep", "Her village lies under the lake; she rows out every year and listens for the bell"],
            &["drowned village", "church"],
            true,
            "A still lake cut through like a glass tank. On the surface an old woman in a black shawl sits in a rowing boat, dropping orange flowers into the water. Below, on the bottom, lies a whole village of stone houses and a church tower with a yellow bell, and weeds at its edges.",
            |c| {
                c.drew("lake surface shawl rowing boat flower water bottom village house church tower bell weed tank stone");
                let p = c.p;
                c.sky(180.0);
                c.rect(-10.0, 180.0, 420.0, 440.0, "#3a8a8a", 1.0);
                c.stroke("M-10 182H410", "#f4fff8", 3.0, 1.0);
                crate::second::things::rowboat(c, 200.0, 184.0, 140.0, "#5a3a2a");
                let gran = Look::new(1, "#1a1a1a", "#1a1a1a").old().hair(Hair::Bun, 5).face(Expr::Sad).turn(0.4);
                figure(c, &sit_ground().right_hand((18.0, -46.0), (30.0, -40.0)), 190.0, 170.0, 90.0, &gran, false);
                c.dots(6, 230.0, 260.0, 190.0, 240.0, 4.0, p.accent);
                c.rect(-10.0, 540.0, 420.0, 80.0, "#5a6a4a", 1.0);
                for k in 0..4 {
                    c.house(50.0 + k as f64 * 90.0, 550.0, 60.0, 50.0, "#8aa0a0", "#5a7070", "#2a4a4a");
                }
                c.rect(270.0, 340.0, 50.0, 200.0, "#8aa0a0", 1.0);
                c.poly(&[(262.0, 340.0), (295.0, 280.0), (328.0, 340.0)], "#5a7070", 1.0);
                c.path("M282 380Q295 350 308 380Z", "#c89a3a", 1.0);
                fish(c, 296.0, 374.0, 14.0, p.accent2, false);
                c.stroke("M40 540q10 -40 -4 -80M360 540q-10 -40 6 -80", "#2a6a4a", 4.0, 1.0);
            },
        ),
        card(
            "The tracks that stop at a hat",
            (Pastel, Winter, TinyInHuge, Eerie),
            ["a vast snowfield", "a line of footprints"],
            ("the footprints end at a hat lying in the snow", "hat"),
            ["Gone", "Here today, gone tomorrow", "The tracks crossed the whole snowfield and ended at his hat, and nowhere else"],
            &["snowfield", "hat"],
            true,
            "A huge empty snowfield under a low white sky, with dark pines far away and a pale sun. A line of footprints crosses it from the bottom of the card and stops in the middle, where a man's felt hat lies on the snow. A small woman in a red coat stands at the start of the tracks, looking.",
            |c| {
                c.drew("snowfield sky pine footprint hat snow coat sun");
                let p = c.p;
                c.sky(200.0);
                c.land(200.0);
                for k in 0..10 {
                    let x = 20.0 + k as f64 * 40.0;
                    c.poly(&[(x - 14.0, 212.0), (x, 150.0), (x + 14.0, 212.0)], "#2a3a3a", 1.0);
                }
                for k in 0..10 {
                    let t = k as f64 / 10.0;
                    let x = 120.0 + t * 80.0 + (k % 2) as f64 * 10.0;
                    let y = 560.0 - t * 250.0;
                    c.ellipse(x, y, 11.0 - t * 5.0, 5.0 - t * 2.0, "#6a7a98", 1.0);
                }
                c.soft();
                c.glow(320.0, 130.0, 120.0, "#ffe8c0", 0.7);
                c.end();
                c.ellipse(214.0, 302.0, 34.0, 10.0, "#3a2a2a", 1.0);
                c.ellipse(214.0, 290.0, 18.0, 14.0, "#3a2a2a", 1.0);
                c.rect(196.0, 292.0, 36.0, 5.0, p.accent, 1.0);
                let w = Look::new(1, p.accent, p.dark).hair(Hair::Bun, 0).face(Expr::Worry).turn(0.5);
                figure(c, &stand().dress(18.0, -20.0), 90.0, 590.0, 160.0, &w, false);
            },
        ),
        card(
            "The shadow bird flies off",
            (CutPaper, Dusk, Hands, Calm),
            ["hands making a shadow bird on the wall", "the bird itself"],
            ("the shadow bird has left the hands and is flying away", "bird"),
            ["Free", "A bird in the hand", "He made a shadow bird for his daughter every night, and tonight the bird flew off"],
            &["hand shadows", "lamp"],
            false,
            "A warm lamp lights a plain wall. Two hands in the foreground are linked by the thumbs with fingers spread, the classic way of making a shadow bird. But on the wall the bird's shadow has come loose from the hands' shadow and flies away towards the corner.",
            |c| {
                c.drew("lamp wall hand thumb finger bird shadow");
                let p = c.p;
                c.full(p.wall[0], 1.0);
                c.soft();
                c.glow(200.0, 300.0, 280.0, p.light, 0.5);
                c.end();
                c.path("M60 180Q110 140 140 170L200 140Q170 190 200 220Q150 210 120 230Q90 210 60 180Z", "#4a3a4a", 0.6);
                c.path("M250 120l40 -30l30 10l-30 6l40 20l-50 4Z", "#4a3a4a", 0.85);
                hand(c, 140.0, 560.0, 2.2, 20.0, SKIN[1], "#6a4a2a");
                hand(c, 260.0, 560.0, 2.2, -20.0, SKIN[1], "#6a4a2a");
            },
        ),
        card(
            "The gargoyle's tongue",
            (InkWash, Saturated, WormsEye, Grotesque),
            ["a tourist photographing a cathedral", "a gargoyle high above"],
            ("the gargoyle is sticking its tongue out at her", "tongue"),
            ["Cheeky", "Look up once in a while", "She photographed every gargoyle, and only one stuck its tongue out"],
            &["gargoyle", "cathedral"],
            true,
            "Looking up the soaring stone wall of a cathedral against a bright blue sky. One ugly winged gargoyle leans out from it, has turned its head and sticks out a long tongue at a tourist in a sunhat far below.",
            |c| {
                c.drew("wall cathedral sky gargoyle tongue tourist sunhat stone");
                let p = c.p;
                c.sky(600.0);
                c.poly(&[(40.0, 620.0), (120.0, -10.0), (300.0, -10.0), (380.0, 620.0)], "#c8b898", 1.0);
                c.path("M170 400V240Q210 180 250 240V400Z", "#3a6ab0", 1.0);
                c.ellipse(300.0, 140.0, 60.0, 30.0, "#8a8070", 1.0);
                c.circle(340.0, 140.0, 30.0, "#8a8070", 1.0);
                c.poly(&[(310.0, 120.0), (290.0, 80.0), (330.0, 110.0)], "#8a8070", 1.0);
                c.circle(348.0, 132.0, 5.0, p.accent2, 1.0);
                c.path("M360 150q40 10 30 60q-14 -30 -30 -50Z", "#e05a6a", 1.0);
                let t = Look::new(0, p.accent2, p.cloth[0]).hair(Hair::Long, 3).face(Expr::Smile);
                figure(c, &hold().dress(18.0, -20.0).hat(), 140.0, 610.0, 170.0, &t, false);
                c.rect(126.0, 500.0, 30.0, 20.0, "#1a1a1a", 1.0);
            },
        ),
        card(
            "The dragon in the alley",
            (Woodcut, Spring, HugeInTiny, Festive),
            ["a long carnival dragon", "a narrow alley"],
            ("a little boy is being the dragon's tail", "tail"),
            ["Excitement", "Many hands make light work", "Twenty dancers carried the dragon, and the smallest got to be the tail"],
            &["carnival dragon", "alley"],
            true,
            "A narrow alley between tall houses with washing lines. A huge red and gold paper dragon, carried on poles by dancers whose legs show beneath it, snakes through the alley, too big for it, its head touching the walls. At the very end, a small boy holds up the tip of the tail.",
            |c| {
                c.drew("alley house washing line dragon pole dancer leg boy tail wall");
                let p = c.p;
                c.sky(600.0);
                c.rect(-10.0, -10.0, 130.0, 640.0, "#d8b890", 1.0);
                c.rect(280.0, -10.0, 140.0, 640.0, "#c8a880", 1.0);
                c.stroke("M120 120L280 100", "#3a3a3a", 1.5, 1.0);
                c.rect(160.0, 104.0, 20.0, 26.0, p.cloth[1], 1.0);
                c.rect(220.0, 100.0, 24.0, 30.0, p.cloth[2], 1.0);
                c.line(&[(330.0, 200.0), (100.0, 300.0), (300.0, 400.0), (120.0, 500.0)], "#d82a2a", 70.0);
                c.line(&[(330.0, 200.0), (100.0, 300.0), (300.0, 400.0), (120.0, 500.0)], "#f0c030", 16.0);
                c.circle(330.0, 190.0, 60.0, "#d82a2a", 1.0);
                c.circle(350.0, 170.0, 12.0, "#ffffff", 1.0);
                c.circle(352.0, 172.0, 6.0, "#1a1a1a", 1.0);
                c.path("M370 210l40 10l-40 10Z", "#f0c030", 1.0);
                for (x, y) in [(120.0, 330.0), (260.0, 430.0)] {
                    c.stroke(&format!("M{} {}v40M{} {}v40", x - 8.0, y, x + 8.0, y), "#2a2a3a", 7.0, 1.0);
                }
                let boy = Look::new(3, p.accent, p.dark).hair(Hair::Curly, 0).face(Expr::Laugh);
                figure(c, &arms_up().child(), 110.0, 600.0, 120.0, &boy, false);
            },
        ),
        card(
            "The tie in the mirror",
            (StainedGlass, Monochrome, CloseUp, Wistful),
            ["an old man tying his tie", "his reflection"],
            ("in the mirror, a woman's hands are tying it for him", "hands"),
            ["Missing her", "Old habits die hard", "For fifty years she tied his tie; he still sees her hands in the mirror"],
            &["mirror", "tie"],
            true,
            "An old man in a white shirt stands before an oval mirror, fumbling with his tie. In the mirror his reflection is the same, except that a woman's slender hands with a wedding ring reach round from behind and tie the knot for him.",
            |c| {
                c.drew("shirt mirror tie reflection hand ring knot wedding");
                let p = c.p;
                c.full(p.wall[1], 1.0);
                c.ellipse(200.0, 260.0, 150.0, 200.0, "#6a6a6a", 1.0);
                c.ellipse(200.0, 260.0, 136.0, 186.0, "#d8d8d8", 1.0);
                let man = Look::new(1, "#f4f4f4", p.dark).old().hair(Hair::Bald, 5).face(Expr::Sad).glasses();
                portrait(c, 200.0, 200.0, 60.0, &man);
                c.poly(&[(190.0, 290.0), (210.0, 290.0), (216.0, 400.0), (200.0, 420.0), (184.0, 400.0)], "#3a3a3a", 1.0);
                hand(c, 110.0, 360.0, 1.4, 70.0, "#a89888", "#5a5a5a");
                hand(c, 290.0, 360.0, 1.4, -70.0, "#a89888", "#5a5a5a");
                c.rect(244.0, 318.0, 8.0, 14.0, "#f4f4f4", 1.0);
                c.rect(-10.0, 470.0, 420.0, 150.0, "#f4f4f4", 1.0);
                hand(c, 150.0, 600.0, 1.5, 10.0, "#d8c8b8", "#6a6a6a");
                hand(c, 250.0, 600.0, 1.5, -10.0, "#d8c8b8", "#6a6a6a");
            },
        ),
        card(
            "The ogre's bib",
            (GoldTempera, Saturated, WormsEye, Grotesque),
            ["a hungry ogre with a huge fork", "the view from his plate"],
            ("the ogre wears a bib with little ducks on it", "bib"),
            ["Dread", "Don't bite the hand that feeds you", "From the plate, the ogre looks terrifying, except for the bib with ducks on it"],
            &["ogre", "fork"],
            true,
            "The view from a dinner plate looking up: a warty green ogre with tusks leans over, holding an enormous fork and knife, licking his lips. Tied round his neck is a baby's bib with little yellow ducks on it. A pea the size of a ball rolls at the bottom edge.",
            |c| {
                c.drew("plate ogre tusk fork knife bib duck pea dinner lip neck baby ball");
                let p = c.p;
                c.sky(600.0);
                let ogre = Look::new(0, p.cloth[0], p.dark).hair(Hair::Bald, 0).face(Expr::Sly);
                let mut ogre = ogre;
                ogre.skin = "#7aa050";
                portrait(c, 200.0, 200.0, 120.0, &ogre);
                c.poly(&[(160.0, 270.0), (170.0, 240.0), (176.0, 272.0)], "#fbf8e0", 1.0);
                c.poly(&[(224.0, 272.0), (230.0, 240.0), (240.0, 270.0)], "#fbf8e0", 1.0);
                c.path("M100 340Q200 320 300 340L280 520H120Z", "#f8f8f8", 1.0);
                for (x, y) in [(160.0, 400.0), (240.0, 400.0), (200.0, 470.0)] {
                    c.ellipse(x, y, 14.0, 10.0, "#f8d020", 1.0);
                    c.circle(x + 10.0, y - 8.0, 6.0, "#f8d020", 1.0);
                }
                c.stroke("M40 600L60 240M80 600L350 240", "#c8c8d0", 10.0, 1.0);
                c.stroke("M44 240v-40M60 240v-40M76 240v-40", "#c8c8d0", 6.0, 1.0);
                c.circle(300.0, 580.0, 40.0, "#5ab04a", 1.0);
            },
        ),
        card(
            "The disco under the pier",
            (Pastel, Sea, CutAway, Festive),
            ["quiet fishermen on a pier", "a crab party below"],
            ("a disco ball hangs from the pier's underside", "disco ball"),
            ["Secret fun", "Still waters run deep", "The fishermen wonder why nothing bites on Saturday nights; the crabs are at the disco ball"],
            &["pier", "crabs"],
            true,
            "A wooden pier seen from the side, cut through the water. On top, three glum fishermen sit with their rods. Underneath, among the posts, dozens of crabs and fish dance in coloured light under a sparkling pink disco ball hanging from the pier.",
            |c| {
                c.drew("pier water fisherman rod post crab fish light disco ball");
                let p = c.p;
                c.sky(220.0);
                c.rect(-10.0, 240.0, 420.0, 380.0, "#1a5a7a", 1.0);
                c.rect(-10.0, 200.0, 420.0, 24.0, "#7a5a3a", 1.0);
                for k in 0..5 {
                    c.rect(20.0 + k as f64 * 90.0, 224.0, 16.0, 400.0, "#5a3a2a", 1.0);
                }
                for k in 0..3 {
                    let l = Look::new(k * 2, p.cloth[k], p.dark).old().face(Expr::Sad).turn(0.5);
                    figure(c, &sit_edge(), 80.0 + k as f64 * 110.0, 200.0, 110.0, &l, false);
                    c.stroke(&format!("M{} 170L{} 90", 94.0 + k as f64 * 110.0, 140.0 + k as f64 * 110.0), "#5a3a1a", 2.0, 1.0);
                }
                c.stroke("M200 224v40", "#c8c8c8", 2.0, 1.0);
                c.circle(200.0, 290.0, 26.0, "#d8d8e8", 1.0);
                c.dots(20, 180.0, 220.0, 270.0, 310.0, 3.0, "#ffffff");
                c.soft();
                c.glow(200.0, 290.0, 160.0, p.accent, 0.4);
                c.end();
                for k in 0..8 {
                    let x = 40.0 + k as f64 * 44.0;
                    let y = 500.0 + (k % 3) as f64 * 30.0;
                    c.ellipse(x, y, 16.0, 10.0, "#e84a2a", 1.0);
                    c.stroke(&format!("M{} {}l-10 -20M{} {}l10 -20", x - 10.0, y, x + 10.0, y), "#e84a2a", 4.0, 1.0);
                }
                fish(c, 120.0, 400.0, 40.0, p.accent2, false);
                fish(c, 300.0, 380.0, 36.0, "#a8e0a0", true);
            },
        ),
        card(
            "The owl who reads",
            (CutPaper, Night, WormsEye, Calm),
            ["a child in a sleeping bag", "an owl on the branch above"],
            ("the owl wears little reading glasses", "glasses"),
            ["Wonder", "Wise as an owl", "She could not sleep under the stars, so the owl with the glasses read to her"],
            &["owl", "camping"],
            true,
            "Looking up from the ground at night: the face of a child in a sleeping bag at the bottom of the card, eyes wide open. Above, against a sky full of stars, a big brown owl sits on a pine branch, wearing small round reading glasses and holding an open book in one claw.",
            |c| {
                c.drew("ground night face sleeping bag sky star owl pine branch glasses book claw");
                let p = c.p;
                c.sky(600.0);
                c.dots(80, 0.0, 400.0, 0.0, 500.0, 1.8, p.light);
                c.stroke("M-10 200Q200 240 420 170", "#2a1a10", 14.0, 1.0);
                c.poly(&[(0.0, 200.0), (40.0, 150.0), (80.0, 210.0)], "#1a3a2a", 1.0);
                c.poly(&[(320.0, 190.0), (360.0, 130.0), (400.0, 180.0)], "#1a3a2a", 1.0);
                c.ellipse(200.0, 160.0, 50.0, 70.0, "#8a5a2a", 1.0);
                c.circle(180.0, 130.0, 18.0, "#f8e8c8", 1.0);
                c.circle(220.0, 130.0, 18.0, "#f8e8c8", 1.0);
                c.circle(180.0, 130.0, 8.0, "#1a1a1a", 1.0);
                c.circle(220.0, 130.0, 8.0, "#1a1a1a", 1.0);
                c.stroke("M180 130m-20 0a20 20 0 1 0 40 0a20 20 0 1 0 -40 0M220 130m-20 0a20 20 0 1 0 40 0a20 20 0 1 0 -40 0", "#e8c040", 2.5, 1.0);
                c.poly(&[(196.0, 146.0), (204.0, 146.0), (200.0, 158.0)], "#e8a020", 1.0);
                c.rect(170.0, 190.0, 60.0, 30.0, "#f8f0d8", 1.0);
                c.rect(-10.0, 480.0, 420.0, 140.0, p.accent, 1.0);
                let kid = Look::new(2, p.accent, p.dark).hair(Hair::Curly, 0).face(Expr::Shock);
                portrait(c, 200.0, 470.0, 50.0, &kid);
                c.rect(-10.0, 530.0, 420.0, 90.0, p.accent, 1.0);
            },
        ),
        card(
            "The family in the cellar",
            (InkWash, Monochrome, CutAway, Eerie),
            ["a family at dinner", "another family in the cellar"],
            ("the cellar family is identical to the one upstairs", "identical"),
            ["Doubled", "Two peas in a pod", "Every evening they sit down to dinner, and so does the identical family in the cellar below"],
            &["cellar", "family dinner"],
            true,
            "A house cut open from the roof to the cellar. In the lit dining room a mother, a father and a boy eat dinner at a table. Directly below, in the dark cellar, the same three people sit at the same table in the same poses, eating in the dark.",
            |c| {
                c.drew("house roof cellar room mother father table dinner");
                let p = c.p;
                c.sky(600.0);
                c.poly(&[(40.0, 120.0), (200.0, 20.0), (360.0, 120.0)], "#3a3a3a", 1.0);
                c.rect(40.0, 120.0, 320.0, 220.0, "#e8e8e0", 1.0);
                c.rect(40.0, 360.0, 320.0, 220.0, "#3a3a3a", 1.0);
                c.rect(-10.0, 340.0, 420.0, 20.0, "#5a5a5a", 1.0);
                for (k, yy) in [330.0f64, 570.0].iter().enumerate() {
                    c.table(200.0, yy - 60.0, *yy, 180.0, "#6a6a6a");
                    for (i, x) in [100.0, 200.0, 300.0].iter().enumerate() {
                        let l = Look::new(i * 2, p.cloth[i], p.dark).hair([Hair::Long, Hair::Short, Hair::Curly][i], i).face(if k == 0 { Expr::Smile } else { Expr::Calm });
                        let pose = if i == 1 { hold().child() } else { hold() };
                        figure(c, &pose, *x, *yy, 150.0, &l, i == 2);
                    }
                }
                c.soft();
                c.glow(200.0, 170.0, 120.0, p.light, 0.5);
                c.end();
                c.rect(40.0, 360.0, 320.0, 220.0, "#000000", 0.45);
            },
        ),
        card(
            "The snowman's wristwatch",
            (Woodcut, Winter, Hands, Grotesque),
            ["a girl's mittened hand", "a snowman's twig hand"],
            ("the twig hand wears a wristwatch", "wristwatch"),
            ["Odd", "Time waits for no man", "She shook the snowman's hand to say goodbye and noticed it was wearing her grandfather's wristwatch"],
            &["snowman", "handshake"],
            false,
            "A close-up of a handshake in falling snow: from the left a small hand in a red mitten and a blue sleeve; from the right a big snowman with coal eyes, a carrot nose and a red scarf holds out a twig arm ending in twig fingers that grip it. Round the twig's wrist is strapped an old leather wristwatch. Far behind, a small house with a lit window stands in the snow.",
            |c| {
                c.drew("handshake snow mitten snowman twig arm finger wrist wristwatch hand");
                let p = c.p;
                c.full("#8a9ab8", 1.0);
                c.path("M-20 480Q100 440 200 470T420 460V620H-20Z", "#e8eef6", 1.0);
                c.house(70.0, 486.0, 56.0, 44.0, "#c86a4a", "#5a3a3a", "#ffd070");
                c.soft();
                c.glow(70.0, 470.0, 50.0, "#ffd070", 0.6);
                c.end();
                c.circle(360.0, 420.0, 150.0, "#f4f6fa", 1.0);
                c.circle(330.0, 160.0, 86.0, "#f4f6fa", 1.0);
                c.circle(302.0, 140.0, 8.0, "#1a1a1a", 1.0);
                c.circle(346.0, 134.0, 8.0, "#1a1a1a", 1.0);
                c.poly(&[(322.0, 156.0), (330.0, 172.0), (262.0, 178.0)], "#f08a2a", 1.0);
                c.dots(5, 296.0, 350.0, 196.0, 204.0, 3.5, "#1a1a1a");
                c.rect(250.0, 236.0, 170.0, 30.0, p.accent, 1.0);
                c.rect(362.0, 260.0, 30.0, 84.0, p.accent, 1.0);
                c.circle(300.0, 340.0, 9.0, "#1a1a1a", 1.0);
                c.circle(294.0, 392.0, 9.0, "#1a1a1a", 1.0);
                c.drew("carrot nose coal eye scarf button house window hill");
                c.stroke("M300 290L200 320M200 320l-30 -20M200 320l-34 10M200 320l-24 20", "#5a3a1a", 8.0, 1.0);
                c.rect(240.0, 286.0, 26.0, 34.0, "#6a4a2a", 1.0);
                c.circle(253.0, 303.0, 11.0, "#f8f0d8", 1.0);
                c.stroke("M253 303v-7M253 303h5", "#1a1a1a", 1.5, 1.0);
                c.rect(-10.0, 292.0, 150.0, 72.0, p.cloth[1], 1.0);
                c.rect(120.0, 290.0, 26.0, 76.0, "#f4f6fa", 1.0);
                c.ellipse(168.0, 328.0, 40.0, 34.0, p.accent, 1.0);
                c.ellipse(176.0, 298.0, 12.0, 16.0, p.accent, 1.0);
                c.drew("sleeve cuff");
                c.dots(50, 0.0, 400.0, 0.0, 600.0, 3.0, "#ffffff");
            },
        ),
        card(
            "The knight and the eye",
            (StainedGlass, Dusk, TinyInHuge, Tense),
            ["a tiny knight with a sword", "a dragon's enormous eye"],
            ("his horse has run off and waits outside the cave", "horse"),
            ["Alone", "Discretion is the better part of valour", "The knight came to fight the dragon; his horse had more sense and waited outside"],
            &["dragon", "knight"],
            true,
            "A dark cave lit in orange. Filling the cave wall is one enormous yellow reptile eye, half open, with a slit pupil. Before it stands a tiny knight in armour, sword raised. At the edge of the card peeks the pale head of his horse.",
            |c| {
                c.drew("cave wall reptile eye pupil knight armour sword horse");
                let p = c.p;
                c.full("#3a1a1a", 1.0);
                c.ellipse(200.0, 250.0, 170.0, 110.0, "#5a2a1a", 1.0);
                c.ellipse(200.0, 250.0, 150.0, 90.0, "#f0c020", 1.0);
                c.ellipse(200.0, 250.0, 20.0, 86.0, "#1a1a1a", 1.0);
                c.path("M50 200Q200 120 350 200L350 170Q200 100 50 170Z", "#5a2a1a", 1.0);
                c.rect(-10.0, 480.0, 420.0, 140.0, "#2a1010", 1.0);
                c.ellipse(360.0, 520.0, 60.0, 80.0, p.sky[2], 1.0);
                c.ellipse(360.0, 540.0, 24.0, 12.0, "#f8f8f8", 1.0);
                c.stroke("M346 550v16M374 550v16M380 536l10 -14", "#f8f8f8", 5.0, 1.0);
                let k = Look::new(1, "#a8a8b8", "#a8a8b8").face(Expr::Worry).turn(-0.5);
                c.soft();
                c.glow(150.0, 500.0, 120.0, "#ff9a3a", 0.45);
                c.end();
                figure(c, &reach(), 150.0, 592.0, 175.0, &k, true);
                c.stroke("M134 426L118 330", "#e8e8f0", 6.0, 1.0);
            },
        ),
        card(
            "The dog in the sledge",
            (GoldTempera, Winter, HugeInTiny, Tender),
            ["a girl pulling a sledge", "her huge old dog in it"],
            ("the dog holds the end of the rope in its mouth too", "rope"),
            ["Loyal", "A friend in need is a friend indeed", "He pulled her sledge for ten winters; now he is old, so she pulls, and he still holds the rope"],
            &["sledge", "old dog"],
            true,
            "A snowy hill under a gold sky. A small girl in a red coat leans forward, pulling a wooden sledge on a rope. In the little sledge sits an enormous shaggy old dog, far too big for it, wrapped in a scarf, holding the end of the rope in its mouth.",
            |c| {
                c.drew("hill sky coat sledge rope dog scarf mouth");
                let p = c.p;
                c.sky(300.0);
                c.land(300.0);
                let girl = Look::new(3, p.accent, p.dark).hair(Hair::Long, 0).face(Expr::Smile).turn(-0.6);
                figure(c, &pull().child(), 90.0, 520.0, 170.0, &girl, true);
                c.stroke("M64 420Q140 460 210 430", "#8a6a3a", 3.0, 1.0);
                c.path("M180 520h180l20 -20", "none", 1.0);
                c.stroke("M180 520h180q20 0 20 -20", "#5a3a1a", 6.0, 1.0);
                c.rect(200.0, 490.0, 150.0, 20.0, "#8a5a2a", 1.0);
                c.ellipse(280.0, 430.0, 80.0, 70.0, "#c8b8a0", 1.0);
                c.circle(230.0, 380.0, 44.0, "#c8b8a0", 1.0);
                c.ellipse(200.0, 390.0, 14.0, 30.0, "#a89878", 1.0);
                c.circle(220.0, 370.0, 4.0, "#1a1a1a", 1.0);
                c.circle(244.0, 370.0, 4.0, "#1a1a1a", 1.0);
                c.ellipse(232.0, 398.0, 10.0, 7.0, "#1a1a1a", 1.0);
                c.rect(230.0, 416.0, 90.0, 16.0, p.accent2, 1.0);
            },
        ),
    ]
}
