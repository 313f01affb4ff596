//! Cards 151–200 of the third edition.

use super::people::{poses::*, *};
use super::style::{Palette::*, Technique::*};
use super::Mood::*;
use super::Viewpoint::*;
use super::{card, Card};
use crate::second::figures::{bird, fish, hand};

pub fn cards() -> Vec<Card> {
    vec![
        card(
            "The scarecrow joins the dance",
            (Pointillist, Autumn, Crowd, Festive),
            ["villagers dancing round a giant pumpkin", "the harvest moonless night"],
            ("the scarecrow has left its pole to dance with them", "scarecrow"),
            ["Jubilant", "Make hay while the sun shines", "The harvest was so good that even the scarecrow came down to dance"],
            &["harvest", "pumpkin"],
            true,
            "A ring of villagers of all ages dance hand in hand around an enormous orange pumpkin in a stubbly field, with lanterns strung above. Among the dancers, holding hands with a child, is a scarecrow of straw and sacking; its empty pole stands behind them.",
            |c| {
                c.drew("ring villager pumpkin field lantern dancer scarecrow pole straw");
                let p = c.p;
                c.sky(330.0);
                c.land(330.0);
                c.stroke("M-10 260Q200 300 410 250", p.dark, 1.5, 1.0);
                for k in 0..8 {
                    c.circle(20.0 + k as f64 * 52.0, 270.0 + (k as f64 - 3.5).powi(2) * -0.8, 9.0, p.accent2, 1.0);
                }
                c.ellipse(200.0, 430.0, 110.0, 80.0, "#e8701a", 1.0);
                c.stroke("M150 370q-10 60 0 120M250 370q10 60 0 120M200 352v156", "#c85a10", 4.0, 1.0);
                c.rect(194.0, 330.0, 12.0, 24.0, "#3a5a1a", 1.0);
                crowd(c, 5, -10.0, 410.0, 600.0, 210.0, &p.cloth, &[Expr::Laugh, Expr::Smile]);
                c.stroke("M340 380V260", "#5a3a1a", 5.0, 1.0);
                c.stroke("M240 470L330 460", "#c8a050", 5.0, 1.0);
                c.poly(&[(310.0, 440.0), (350.0, 440.0), (356.0, 520.0), (304.0, 520.0)], "#8a6a3a", 1.0);
                c.circle(330.0, 424.0, 18.0, "#d8c090", 1.0);
                c.poly(&[(304.0, 414.0), (356.0, 414.0), (330.0, 390.0)], "#5a3a1a", 1.0);
                c.stroke("M320 520l-6 60M340 520l8 60", "#c8a050", 6.0, 1.0);
            },
        ),
        card(
            "The sandwich that walked away",
            (Pointillist, Daylight, TopDown, Calm),
            ["a family dozing after a picnic", "a line of ants"],
            ("the ants are carrying off a whole sandwich", "sandwich"),
            ["Lazy afternoon", "Many hands make light work", "The family slept through the afternoon while the ants took the last sandwich home"],
            &["picnic blanket", "ants"],
            true,
            "A checked picnic blanket on green grass, seen from above. A mother, a father and a small child lie dozing on it beside an empty basket. From the corner of the blanket a long line of ants marches off across the grass carrying a whole sandwich over their heads.",
            |c| {
                c.drew("picnic blanket grass mother father basket ant sandwich");
                let p = c.p;
                c.full(p.ground[0], 1.0);
                c.rect(60.0, 100.0, 280.0, 380.0, "#f4f4f0", 1.0);
                for k in 0..7 {
                    c.rect(60.0 + k as f64 * 40.0, 100.0, 20.0, 380.0, p.accent, 0.5);
                    c.rect(60.0, 100.0 + k as f64 * 54.0, 280.0, 27.0, p.accent, 0.5);
                }
                let a = Look::new(1, p.cloth[0], p.dark).hair(Hair::Long, 3);
                let b = Look::new(4, p.cloth[1], p.dark).hair(Hair::Short, 0);
                let k = Look::new(2, p.cloth[2], p.dark).hair(Hair::Curly, 1);
                from_above(c, 130.0, 220.0, 1.6, 10.0, &a, true);
                from_above(c, 270.0, 230.0, 1.7, -10.0, &b, true);
                from_above(c, 200.0, 380.0, 1.1, 180.0, &k, false);
                c.rect(150.0, 300.0, 40.0, 30.0, "#a8784a", 1.0);
                for i in 0..16 {
                    let t = i as f64 / 16.0;
                    c.circle(340.0 + t * 40.0, 480.0 + t * 110.0, 2.5, "#1a1a1a", 1.0);
                }
                c.rect(350.0, 500.0, 36.0, 24.0, "#e8c888", 1.0);
                c.rect(350.0, 508.0, 36.0, 6.0, "#5aa03a", 1.0);
            },
        ),
        card(
            "The egg too big for the hen",
            (Pointillist, Spring, HugeInTiny, Absurd),
            ["a tiny proud hen", "an egg as big as a car"],
            ("a crack has opened and a beak is poking out", "crack"),
            ["Astonished", "Don't count your chickens before they hatch", "The hen sat on it all spring; the farmer brought a ladder, then saw the crack"],
            &["giant egg", "hen"],
            true,
            "A small farmyard with a fence. A little brown hen sits proudly on top of an enormous white egg. A farmer in a hat, with a ladder, stops and stares. A crack runs across the egg, and a yellow beak as big as the hen is poking through it.",
            |c| {
                c.drew("farmyard fence hen egg farmer cap ladder crack beak");
                let p = c.p;
                c.sky(360.0);
                c.land(360.0);
                c.stroke("M-10 380H410M-10 410H410", "#c8a878", 6.0, 1.0);
                c.ellipse(210.0, 420.0, 150.0, 180.0, "#fbf8f0", 1.0);
                c.stroke("M80 420l30 -10l20 20l30 -20l20 16", "#3a3a3a", 3.0, 1.0);
                c.poly(&[(140.0, 410.0), (100.0, 430.0), (140.0, 440.0)], "#f8c020", 1.0);
                c.ellipse(220.0, 236.0, 40.0, 30.0, "#a85a2a", 1.0);
                c.circle(250.0, 216.0, 16.0, "#a85a2a", 1.0);
                c.poly(&[(262.0, 216.0), (276.0, 220.0), (262.0, 224.0)], "#f8c020", 1.0);
                c.circle(248.0, 202.0, 6.0, p.accent, 1.0);
                c.circle(254.0, 214.0, 2.5, "#1a1a1a", 1.0);
                let farmer = Look::new(1, p.cloth[1], "#3a3a3a").face(Expr::Shock).beard().turn(0.7);
                figure(c, &hold().hat(), 360.0, 590.0, 220.0, &farmer, true);
                crate::second::things::ladder(c, 300.0, 600.0, 390.0, 420.0, 26.0, "#8a5a2a");
            },
        ),
        card(
            "The whale in the shell",
            (Pointillist, Monochrome, CloseUp, Mysterious),
            ["an old man listening to a seashell", "his ear trumpet"],
            ("a tiny whale's spout rises out of the shell", "shell"),
            ["Listening", "Hold the sea to your ear", "He cannot hear the sea any more, so he listens to the shell, and a whale answers"],
            &["ear trumpet", "seashell"],
            true,
            "A close-up of a bald old man holding a grey ear trumpet to his ear, with a big spiral seashell at the other end of it. He listens with eyes closed. From the opening of the shell rises a small spout of water.",
            |c| {
                c.drew("ear trumpet seashell shell spout water");
                let p = c.p;
                c.full(p.wall[0], 1.0);
                let man = Look::new(1, p.cloth[0], p.dark).old().beard().face(Expr::Asleep).turn(0.5);
                portrait(c, 140.0, 260.0, 110.0, &man);
                c.path("M230 250L330 200L340 320L230 280Z", "#a8a8a8", 1.0);
                c.circle(360.0, 260.0, 60.0, "#e8e0d8", 1.0);
                c.stroke("M360 260m-40 0a40 40 0 1 1 40 40a26 26 0 1 1 -14 -30", "#8a8a8a", 6.0, 1.0);
                c.stroke("M360 200q-10 -40 -30 -60M360 200q10 -40 30 -60M360 200v-60", "#f4f4f4", 4.0, 1.0);
            },
        ),
        card(
            "The tiny ice-cream van",
            (Pointillist, Saturated, Crowd, Absurd),
            ["a huge queue on a hot day", "a very small ice-cream van"],
            ("the ice-cream seller is a mouse in a white hat", "seller"),
            ["Hopeful", "Good things come in small packages", "The whole town queued in the heat for a van the size of a shoe, and the seller was a mouse"],
            &["ice-cream van", "queue"],
            true,
            "A hot street under a big yellow sun, with a long, winding queue of people of all ages. At its head, on the pavement, stands a tiny pink ice-cream van, far smaller than the people waiting for it; its seller is a grey mouse in a white hat.",
            |c| {
                c.drew("street sun queue pavement ice cream van mouse hat");
                let p = c.p;
                c.sky(300.0);
                c.rect(-10.0, 300.0, 420.0, 320.0, "#e8d0a8", 1.0);
                c.circle(340.0, 80.0, 50.0, "#fff080", 1.0);
                crowd(c, 5, 100.0, 420.0, 420.0, 140.0, &p.cloth, &[Expr::Worry, Expr::Sad, Expr::Calm]);
                crowd(c, 4, 60.0, 420.0, 600.0, 240.0, &p.cloth, &[Expr::Smile, Expr::Worry]);
                c.path("M40 520h60v-30h-16l-6 -10h-38Z", "#f890c0", 1.0);
                c.circle(54.0, 524.0, 6.0, "#1a1a1a", 1.0);
                c.circle(88.0, 524.0, 6.0, "#1a1a1a", 1.0);
                c.circle(70.0, 484.0, 9.0, "#a8a8a8", 1.0);
                c.circle(63.0, 476.0, 4.0, "#c8a8a8", 1.0);
                c.rect(64.0, 466.0, 16.0, 9.0, "#ffffff", 1.0);
            },
        ),
        card(
            "The star in her teacup",
            (Pointillist, Night, TinyInHuge, Wistful),
            ["a tiny stargazer on a hill", "the enormous night sky"],
            ("a shooting star has fallen into her teacup", "teacup"),
            ["Wishful", "Wish upon a star", "She waited all night for a shooting star, and it landed in her teacup"],
            &["telescope", "shooting star"],
            true,
            "A vast starry night sky over a dark rounded hill. On top of the hill, very small, a woman in a long coat sits by a telescope on a tripod, with a thermos and a teacup on a blanket. A shooting star streaks down the sky and ends in her teacup, which glows.",
            |c| {
                c.drew("night sky star hill coat telescope tripod thermos teacup blanket");
                let p = c.p;
                c.sky(600.0);
                c.dots(200, 0.0, 400.0, 0.0, 460.0, 1.6, p.light);
                c.stroke("M40 60L250 420", "#ffffff", 2.0, 0.7);
                c.ellipse(200.0, 620.0, 320.0, 170.0, "#0a1020", 1.0);
                c.rect(130.0, 468.0, 160.0, 12.0, p.accent, 1.0);
                let w = Look::new(2, p.cloth[0], p.dark).hair(Hair::Long, 0).face(Expr::Shock).turn(0.6);
                figure(c, &sit_ground(), 190.0, 472.0, 125.0, &w, false);
                c.stroke("M110 472l16 -64l16 64M126 408l-36 -30", "#8a8a9a", 5.0, 1.0);
                c.soft();
                c.glow(268.0, 460.0, 40.0, p.light, 1.0);
                c.end();
                c.rect(260.0, 454.0, 16.0, 11.0, "#ffffff", 1.0);
            },
        ),
        card(
            "The cat's tail braid",
            (Pointillist, Dusk, Interior, Tender),
            ["a grandmother braiding hair", "her granddaughter"],
            ("the girl is braiding the cat's tail", "tail"),
            ["Patience", "Pass it on", "Grandmother braids her hair, she braids the cat's tail, and the cat waits its turn"],
            &["braids", "grandmother and child"],
            true,
            "A room lit by a low evening sun. An old woman sits in an armchair, braiding the long dark hair of a little girl who sits on a stool in front of her. The girl, concentrating, braids the long tail of a patient grey cat on her lap.",
            |c| {
                c.drew("room sun armchair hair stool tail cat lap");
                let p = c.p;
                c.room(460.0);
                c.soft();
                c.glow(320.0, 180.0, 260.0, p.light, 0.5);
                c.end();
                c.rect(40.0, 300.0, 160.0, 200.0, p.accent, 1.0);
                let gran = Look::new(4, p.cloth[3], p.dark).old().hair(Hair::Bun, 5).face(Expr::Smile).glasses().turn(0.6);
                figure(c, &sit_chair().dress(16.0, -48.0).right_hand((16.0, -70.0), (30.0, -72.0)).left_hand((14.0, -70.0), (28.0, -66.0)), 100.0, 520.0, 280.0, &gran, false);
                let girl = Look::new(3, p.cloth[1], p.dark).hair(Hair::Long, 0).face(Expr::Calm).turn(0.4);
                figure(c, &sit_chair().child(), 220.0, 560.0, 190.0, &girl, false);
                c.stroke("M214 400Q212 440 220 470", HAIR[0], 8.0, 1.0);
                c.ellipse(290.0, 470.0, 40.0, 20.0, "#8a8a8a", 1.0);
                c.circle(320.0, 450.0, 16.0, "#8a8a8a", 1.0);
                c.stroke("M250 470Q230 480 250 500", "#8a8a8a", 6.0, 1.0);
            },
        ),
        card(
            "The sleeper in the harbour",
            (Pointillist, Sea, TopDown, Festive),
            ["boats dressed with flags for a festival", "a floating bed"],
            ("a man sleeps through it all in a floating bed", "bed"),
            ["Oblivious", "You snooze, you lose", "The whole harbour came out with flags for the festival, and he slept through it in his floating bed"],
            &["harbour", "flags"],
            true,
            "A harbour seen from above on a sunny festival day: a ring of little boats strung with coloured flags, people waving from the decks. In the middle of the ring floats a bed with a striped quilt, a man asleep in it in a nightcap.",
            |c| {
                c.drew("harbour boat flag bed quilt nightcap festival");
                let p = c.p;
                c.full("#2a8ab0", 1.0);
                c.stroke("M0 60q30 -10 60 0t60 0t60 0t60 0t60 0t60 0t60 0M0 540q30 -10 60 0t60 0t60 0t60 0t60 0t60 0t60 0", "#ffffff", 2.0, 0.5);
                for k in 0..7 {
                    let a = (k as f64 * 51.4_f64).to_radians();
                    let (x, y) = (200.0 + a.cos() * 150.0, 300.0 + a.sin() * 200.0);
                    c.ellipse(x, y, 22.0, 40.0, p.cloth[k % 4], 1.0);
                    let l = Look::new(k, p.cloth[(k + 1) % 4], p.dark).hair(Hair::Short, k);
                    from_above(c, x, y, 1.0, k as f64 * 50.0, &l, true);
                }
                c.stroke("M200 100Q340 200 350 300Q340 420 200 500Q60 420 50 300Q60 200 200 100", p.accent2, 1.5, 1.0);
                c.rect(160.0, 240.0, 80.0, 130.0, "#f8f8f8", 1.0);
                c.rect(160.0, 280.0, 80.0, 90.0, p.accent, 1.0);
                c.stroke("M160 300h80M160 320h80M160 340h80", "#ffffff", 4.0, 1.0);
                let man = Look::new(1, p.accent, p.dark).hair(Hair::Bald, 0);
                from_above(c, 200.0, 266.0, 1.4, 0.0, &man, false);
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
            "An old oak in an autumn field, cut through from crown to roots. A spiral stair runs down inside the trunk to a round lamplit room under the ground, where an old woman knits in a rocking chair. The tree's roots curve round the walls and hold rows of books like shelves.",
            |c| {
                c.drew("oak field crown root stair trunk room ground rocking chair wall book shelf tree");
                let p = c.p;
                c.sky(300.0);
                c.rect(-10.0, 300.0, 420.0, 320.0, "#6a4a2a", 1.0);
                c.circle(200.0, 120.0, 130.0, p.accent, 1.0);
                c.rect(170.0, 160.0, 60.0, 160.0, "#4a2a1a", 1.0);
                c.rect(184.0, 170.0, 32.0, 150.0, "#a8784a", 1.0);
                c.stroke("M184 190h32M184 220h32M184 250h32M184 280h32", "#6a4a2a", 3.0, 1.0);
                c.ellipse(200.0, 450.0, 170.0, 110.0, "#c8a070", 1.0);
                c.soft();
                c.glow(250.0, 440.0, 120.0, "#ffd080", 0.6);
                c.end();
                for k in 0..4 {
                    let y = 380.0 + k as f64 * 34.0;
                    c.stroke(&format!("M50 {y}Q100 {} 130 {y}", y - 10.0), "#4a2a1a", 5.0, 1.0);
                    for j in 0..5 {
                        c.rect(58.0 + j as f64 * 13.0, y - 24.0, 9.0, 22.0, p.cloth[(j + k) % 4], 1.0);
                    }
                }
                let gran = Look::new(2, p.cloth[3], p.dark).old().hair(Hair::Bun, 5).glasses().face(Expr::Smile).turn(-0.4);
                figure(c, &sit_chair().dress(16.0, -48.0), 280.0, 530.0, 140.0, &gran, true);
            },
        ),
        card(
            "The lawn with an ear",
            (Pointillist, Daylight, EyeLevel, Grotesque),
            ["a man mowing his lawn", "what the lawn really is"],
            ("a giant ear sticks out of the grass at the edge of the lawn", "ear"),
            ["Unsettling", "The walls have ears", "He mowed his lawn every Sunday and never wondered why there was an ear at the end of it"],
            &["lawnmower", "giant head"],
            true,
            "A neat suburban garden on a sunny day. A man in a red top pushes a red lawnmower in straight stripes across the lawn. At the far edge of the lawn, a huge human ear sticks out of the grass, and the lawn curves like the top of an enormous head.",
            |c| {
                c.drew("garden lawnmower stripe lawn ear grass");
                let p = c.p;
                c.sky(260.0);
                c.ellipse(200.0, 620.0, 360.0, 360.0, p.ground[0], 1.0);
                for k in 0..6 {
                    c.stroke(&format!("M{} 620Q{} 400 {} 270", 20 + k * 70, 40 + k * 62, 60 + k * 56), p.ground[1], 18.0, 0.3);
                }
                c.path("M320 330Q390 270 384 380Q380 460 320 440Q346 390 320 330Z", SKIN[1], 1.0);
                c.stroke("M336 350q30 14 14 64", "#a0604a", 5.0, 1.0);
                let man = Look::new(0, p.cloth[1], p.cloth[2]).face(Expr::Smile).build(1.3).turn(0.5);
                figure(c, &stand().right_hand((18.0, -60.0), (34.0, -56.0)).left_hand((-4.0, -60.0), (30.0, -56.0)), 150.0, 560.0, 260.0, &man, false);
                c.stroke("M236 420L280 520", "#3a3a3a", 5.0, 1.0);
                c.rect(260.0, 510.0, 60.0, 30.0, p.accent, 1.0);
                c.circle(270.0, 544.0, 8.0, "#1a1a1a", 1.0);
                c.circle(310.0, 544.0, 8.0, "#1a1a1a", 1.0);
            },
        ),
        card(
            "The second pair of skis",
            (Pointillist, Winter, WormsEye, Wistful),
            ["an old woman on a chairlift", "the empty seat beside her"],
            ("the empty seat carries a second pair of skis", "skis"),
            ["Missing him", "Old habits die hard", "She still takes both pairs of skis up the mountain, his and hers"],
            &["chairlift", "fog"],
            true,
            "Looking up at a chairlift rising steeply into white fog, over snowy mountains and dark pines, a pale sun behind. On one chair an old woman in a red ski suit and a hat sits alone, gazing ahead. On the seat beside her lies a second pair of old wooden skis, and another pair lies far below.",
            |c| {
                c.drew("chairlift fog chair suit seat ski");
                let p = c.p;
                c.sky(600.0);
                c.soft();
                c.glow(320.0, 120.0, 130.0, "#fff0c8", 0.8);
                c.end();
                c.path("M-20 620V470L60 400L120 450L200 360L280 440L340 390L420 450V620Z", "#c8d4e8", 1.0);
                for k in 0..9 {
                    let x = 10.0 + k as f64 * 48.0;
                    let y = 560.0 + (k % 3) as f64 * 16.0;
                    c.poly(&[(x - 20.0, y + 40.0), (x, y - 50.0), (x + 20.0, y + 40.0)], "#2a4a3a", 1.0);
                }
                c.drew("mountain pine sun");
                c.stroke("M-10 560L410 40", "#2a2a2a", 4.0, 1.0);
                c.stroke("M200 300V360", "#3a3a3a", 4.0, 1.0);
                c.rect(140.0, 360.0, 130.0, 14.0, "#3a3a3a", 1.0);
                let gran = Look::new(0, p.accent, p.accent).old().face(Expr::Sad).turn(0.3);
                figure(c, &sit_edge().hat(), 170.0, 362.0, 200.0, &gran, false);
                c.stroke("M230 356L270 250M240 360L284 254", "#8a5a2a", 6.0, 1.0);
                c.stroke("M150 460l60 50M170 460l60 50", "#c8a060", 5.0, 1.0);
                c.soft();
                c.g("opacity=\".6\"");
                c.rect(-10.0, -10.0, 420.0, 160.0, "#ffffff", 1.0);
                c.end();
                c.end();
            },
        ),
        card(
            "The conker on a string",
            (Gouache, Autumn, Hands, Tender),
            ["a child's hand offering a shiny conker", "an old hand"],
            ("the old hand already holds a conker on a string from long ago", "string"),
            ["Generations", "What goes around comes around", "The boy gave his grandfather a conker, and the old man took from his pocket the one on a string he had kept since he was a boy"],
            &["conker", "gift"],
            false,
            "A close-up of two hands over fallen autumn leaves. A small hand holds out a shiny new brown conker. An old, wrinkled hand reaches to take it; from its fingers dangles another conker, dark and shrivelled, on a knotted string.",
            |c| {
                c.drew("hand leaf conker finger string");
                let p = c.p;
                c.full(p.ground[0], 1.0);
                c.dots(40, 0.0, 400.0, 0.0, 600.0, 8.0, p.accent);
                c.dots(30, 0.0, 400.0, 0.0, 600.0, 8.0, p.accent2);
                hand(c, 100.0, 600.0, 1.6, 30.0, SKIN[3], "#5a3a2a");
                c.circle(150.0, 420.0, 22.0, "#7a3a1a", 1.0);
                c.ellipse(144.0, 412.0, 8.0, 5.0, "#c87a4a", 1.0);
                hand(c, 330.0, 160.0, 2.4, 200.0, "#d8a888", "#6a4a2a");
                c.stroke("M280 260V340", "#e8d8b0", 2.0, 1.0);
                c.circle(280.0, 354.0, 16.0, "#3a1a0a", 1.0);
            },
        ),
        card(
            "The hot dog contest",
            (Gouache, Daylight, Crowd, Grotesque),
            ["big men at an eating contest", "a skinny old woman"],
            ("the tallest stack of plates belongs to the skinny grandmother", "grandmother"),
            ["Stuffed", "Eyes bigger than your stomach", "The champions came to win, but the skinny grandmother was on her fiftieth hot dog"],
            &["eating contest", "hot dogs"],
            true,
            "A long white table at a fair with a cheering crowd behind. Three big contestants in blue, red and yellow sit at it, mouths open, with hot dogs in front of them. At the end of the table a tiny, skinny old woman in green stands calmly beside a tall stack of empty plates.",
            |c| {
                c.drew("table fair crowd contestant hot dog stack plate");
                let p = c.p;
                c.sky(260.0);
                c.stroke("M-10 80Q200 120 410 70", p.dark, 1.5, 1.0);
                crowd(c, 6, -10.0, 410.0, 360.0, 130.0, &p.cloth, &[Expr::Laugh, Expr::Shock]);
                for (k, x) in [60.0, 150.0, 240.0].iter().enumerate() {
                    let l = Look::new(k * 2 + 1, p.cloth[k], p.dark).face(Expr::Shock).build(1.5).hair(Hair::Short, k);
                    figure(c, &hold(), *x, 560.0, 230.0, &l, false);
                }
                c.rect(-10.0, 460.0, 420.0, 30.0, "#f4f4f0", 1.0);
                c.rect(-10.0, 490.0, 420.0, 130.0, "#a8302a", 1.0);
                for x in [40.0, 120.0, 220.0] {
                    c.ellipse(x, 458.0, 30.0, 8.0, "#ffffff", 1.0);
                    c.ellipse(x, 452.0, 24.0, 8.0, "#d88a4a", 1.0);
                }
                let gran = Look::new(0, p.cloth[3], p.dark).old().hair(Hair::Bun, 5).glasses().face(Expr::Calm).build(0.7).turn(-0.6);
                figure(c, &hold(), 340.0, 560.0, 170.0, &gran, true);
                for k in 0..16 {
                    c.ellipse(300.0, 456.0 - k as f64 * 10.0, 22.0, 5.0, "#ffffff", 1.0);
                }
            },
        ),
        card(
            "The dancers in the ballroom floor",
            (Gouache, Monochrome, TinyInHuge, Eerie),
            ["a small old couple dancing", "a vast empty ballroom"],
            ("their reflections in the polished floor are a young couple", "reflections"),
            ["Time", "Youth is wasted on the young", "They come back to the old ballroom once a year, and their reflections in the floor are young again"],
            &["ballroom", "chandelier"],
            true,
            "A huge empty ballroom under three glittering chandeliers. In the middle of the gleaming floor, small in all that space, an old couple waltz. Their reflections in the polished floor beneath them show a young man and a young woman dancing.",
            |c| {
                c.drew("ballroom chandelier floor couple reflection");
                let p = c.p;
                c.room(380.0);
                for k in 0..5 {
                    c.rect(10.0 + k as f64 * 90.0, 0.0, 26.0, 380.0, p.wall[1], 1.0);
                }
                for x in [80.0, 200.0, 320.0] {
                    c.stroke(&format!("M{x} 0v40"), "#3a3a3a", 2.0, 1.0);
                    c.poly(&[(x - 34.0, 60.0), (x + 34.0, 60.0), (x, 90.0)], "#e8e8e8", 1.0);
                    c.dots(8, x - 30.0, x + 30.0, 40.0, 70.0, 3.0, "#ffffff");
                }
                let him = Look::new(1, "#2a2a2a", "#2a2a2a").old().face(Expr::Asleep).turn(0.6);
                let her = Look::new(0, "#a8a8a8", "#a8a8a8").old().hair(Hair::Bun, 5).face(Expr::Smile).turn(-0.6);
                figure(c, &hold().right_hand((16.0, -70.0), (22.0, -80.0)), 176.0, 440.0, 165.0, &him, false);
                figure(c, &hold().dress(18.0, -4.0), 224.0, 440.0, 150.0, &her, true);
                c.g("transform=\"translate(0 880) scale(1 -1)\" opacity=\".5\"");
                let yh = Look::new(1, "#2a2a2a", "#2a2a2a").face(Expr::Smile).turn(0.6).hair(Hair::Short, 0);
                let yw = Look::new(0, "#a8a8a8", "#a8a8a8").hair(Hair::Long, 0).face(Expr::Smile).turn(-0.6);
                figure(c, &hold().right_hand((16.0, -70.0), (22.0, -80.0)), 176.0, 440.0, 165.0, &yh, false);
                figure(c, &hold().dress(18.0, -4.0), 224.0, 440.0, 150.0, &yw, true);
                c.end();
            },
        ),
        card(
            "The wedding dress in the attic",
            (Gouache, Dusk, CutAway, Wistful),
            ["an old woman alone in her attic", "a dressmaker's dummy"],
            ("the dummy wears her wedding dress", "wedding dress"),
            ["Remembering", "Once upon a time", "Her family thinks she goes up to the attic to tidy; she goes to dance with her wedding dress"],
            &["attic", "dress form"],
            true,
            "A house cut open to show all its floors at dusk. Downstairs a family of three watches television. Up in the attic beside an old trunk, an old woman in a dark dress dances slowly, holding a dressmaker's dummy that wears a long white wedding dress.",
            |c| {
                c.drew("house floor dusk family television attic trunk dress dummy wedding");
                let p = c.p;
                c.sky(600.0);
                c.poly(&[(30.0, 230.0), (200.0, 60.0), (370.0, 230.0)], "#8a6a5a", 1.0);
                c.poly(&[(70.0, 226.0), (200.0, 100.0), (330.0, 226.0)], "#d8b0a0", 1.0);
                c.rect(40.0, 230.0, 320.0, 340.0, "#c89a8a", 1.0);
                c.rect(56.0, 246.0, 288.0, 150.0, "#e8c8b8", 1.0);
                c.rect(56.0, 410.0, 288.0, 150.0, "#e8c8b8", 1.0);
                c.rect(90.0, 190.0, 40.0, 30.0, "#8a5a3a", 1.0);
                let gran = Look::new(1, p.cloth[3], p.dark).old().hair(Hair::Bun, 5).face(Expr::Asleep).turn(0.6);
                figure(c, &hold().dress(16.0, -20.0), 180.0, 226.0, 100.0, &gran, false);
                c.path("M214 150h20l10 76h-40Z", "#ffffff", 1.0);
                c.circle(224.0, 140.0, 8.0, "#8a6a5a", 1.0);
                crowd(c, 3, 80.0, 320.0, 550.0, 110.0, &p.cloth, &[Expr::Calm]);
                c.rect(260.0, 440.0, 60.0, 40.0, "#2a2a3a", 1.0);
            },
        ),
        card(
            "The moustache that is a caterpillar",
            (Gouache, Saturated, CloseUp, Absurd),
            ["a proud man's moustache", "a caterpillar"],
            ("his moustache is a caterpillar spinning a cocoon", "caterpillar"),
            ["Vain", "Change is coming", "He was so proud of his new moustache, until the caterpillar started spinning a cocoon"],
            &["moustache", "caterpillar"],
            true,
            "A close-up of a man with slicked hair admiring himself, chin up. His thick green moustache has legs and two little antennae: it is a fat caterpillar, and at one end it has begun to wrap itself in white silk.",
            |c| {
                c.drew("hair chin moustache leg antenna caterpillar silk");
                let p = c.p;
                c.full(p.sky[2], 1.0);
                let man = Look::new(2, p.accent, p.dark).hair(Hair::Short, 0).face(Expr::Sly);
                portrait(c, 200.0, 260.0, 130.0, &man);
                for k in 0..7 {
                    c.circle(130.0 + k as f64 * 22.0, 316.0 - (k as f64 - 3.0).abs() * -3.0, 16.0, "#5ac03a", 1.0);
                }
                c.stroke("M120 300l-10 -20M128 298l-4 -22", "#3a7a2a", 3.0, 1.0);
                c.circle(118.0, 306.0, 3.0, "#1a1a1a", 1.0);
                c.ellipse(280.0, 322.0, 26.0, 18.0, "#f8f8f0", 1.0);
            },
        ),
        card(
            "The umbrella garden",
            (Gouache, Spring, EyeLevel, Mysterious),
            ["an old gardener with a watering can", "a bed of growing umbrellas"],
            ("one umbrella bud opens under the watering can's rain", "bud"),
            ["Nurturing", "April showers bring May flowers", "He grows umbrellas for the whole town, and each bud opens only when it rains"],
            &["umbrellas", "watering can"],
            true,
            "A tidy garden bed where, instead of flowers, closed umbrellas grow on green stems, some opening into bright colours. An old gardener in a straw hat waters them from a tin watering can, and the umbrella under the spray is bursting open like a bud.",
            |c| {
                c.drew("garden bed umbrella stem gardener hat watering can spray flower straw water rain");
                let p = c.p;
                c.sky(320.0);
                c.land(320.0);
                for k in 0..6 {
                    let x = 40.0 + k as f64 * 64.0;
                    c.stroke(&format!("M{x} 560V{}", 400 - (k % 2) * 30), "#3a8a3a", 4.0, 1.0);
                    if k % 2 == 0 {
                        crate::second::things::umbrella(c, x, 400.0, 30.0, p.cloth[k % 4], "#3a8a3a", 0.0);
                    } else {
                        c.poly(&[(x - 8.0, 380.0), (x + 8.0, 380.0), (x, 330.0)], p.cloth[k % 4], 1.0);
                    }
                }
                let man = Look::new(3, p.cloth[3], "#5a4a3a").old().beard().face(Expr::Smile).turn(0.6);
                figure(c, &hold().right_hand((20.0, -66.0), (34.0, -70.0)).hat(), 300.0, 580.0, 260.0, &man, true);
                c.rect(180.0, 380.0, 50.0, 40.0, "#a8b0b8", 1.0);
                c.stroke("M180 390L140 360", "#a8b0b8", 6.0, 1.0);
                c.stroke("M136 358l-10 20M130 354l-16 14M126 348l-20 6", "#a8d8f8", 2.0, 1.0);
            },
        ),
        card(
            "Mother in the fridge light",
            (Gouache, Night, Interior, Tense),
            ["a boy sneaking down for cake", "the open fridge"],
            ("his mother is already sitting in front of it eating the cake", "mother"),
            ["Caught", "Great minds think alike", "He crept down at midnight for the last piece of cake, and his mother had beaten him to it"],
            &["fridge", "midnight snack"],
            true,
            "A dark kitchen at midnight, lit only by an open fridge. A boy in pyjamas tiptoes in, eyes wide. On the floor in front of the fridge, in its cold light, sits his mother in a dressing gown with a fork and the cake plate, frozen mid-bite.",
            |c| {
                c.drew("kitchen fridge light pyjamas floor mother dressing gown fork cake plate");
                let p = c.p;
                c.room(430.0);
                c.rect(240.0, 100.0, 140.0, 330.0, "#d8e0e8", 1.0);
                c.rect(250.0, 110.0, 120.0, 310.0, "#f8fcff", 1.0);
                c.stroke("M250 180h120M250 260h120M250 340h120", "#c8d0d8", 3.0, 1.0);
                c.soft();
                c.glow(300.0, 400.0, 260.0, "#e8f4ff", 0.5);
                c.end();
                let mum = Look::new(4, p.cloth[3], p.cloth[3]).hair(Hair::Curly, 0).face(Expr::Shock).turn(-0.7);
                figure(c, &sit_ground().right_hand((14.0, -40.0), (20.0, -56.0)), 250.0, 540.0, 200.0, &mum, true);
                c.ellipse(200.0, 500.0, 24.0, 6.0, "#ffffff", 1.0);
                c.rect(188.0, 484.0, 20.0, 14.0, "#f0a0b0", 1.0);
                let boy = Look::new(4, p.cloth[0], p.cloth[0]).hair(Hair::Short, 0).face(Expr::Shock).turn(0.6);
                figure(c, &walk().child(), 80.0, 580.0, 200.0, &boy, false);
            },
        ),
        card(
            "The squirrel takes the king",
            (Woodcut, Autumn, TopDown, Tense),
            ["two old men locked in a chess game", "a squirrel"],
            ("a squirrel is running off with the white king", "squirrel"),
            ["Checkmate?", "All's fair in love and war", "After three hours of thinking, the game was decided by the squirrel"],
            &["squirrel", "park bench"],
            true,
            "A stone chess table in a park, seen from above among fallen red leaves. Two old men sit across from each other, hands on their heads in thought. A small squirrel is scampering off the edge of the board.",
            |c| {
                c.drew("chess table park leaf board squirrel stone king");
                let p = c.p;
                c.full(p.ground[0], 1.0);
                c.dots(60, 0.0, 400.0, 0.0, 600.0, 7.0, p.accent);
                c.rect(120.0, 200.0, 160.0, 200.0, "#a8a090", 1.0);
                for i in 0..4 {
                    for j in 0..5 {
                        if (i + j) % 2 == 0 {
                            c.rect(130.0 + i as f64 * 35.0, 210.0 + j as f64 * 36.0, 35.0, 36.0, "#2a2a2a", 1.0);
                        }
                    }
                }
                for (x, y) in [(150.0, 230.0), (220.0, 260.0), (190.0, 330.0), (250.0, 370.0)] {
                    c.circle(x, y, 8.0, "#f4ecd8", 1.0);
                }
                let a = Look::new(1, p.cloth[0], p.dark).hair(Hair::Bald, 5);
                let b = Look::new(3, p.cloth[1], p.dark).hair(Hair::Short, 5);
                from_above(c, 200.0, 130.0, 2.0, 180.0, &a, true);
                from_above(c, 200.0, 470.0, 2.0, 0.0, &b, true);
                c.ellipse(320.0, 300.0, 22.0, 12.0, "#c85a1a", 1.0);
                c.circle(300.0, 294.0, 9.0, "#c85a1a", 1.0);
                c.stroke("M340 300q30 -10 30 -40", "#c85a1a", 10.0, 1.0);
                c.circle(292.0, 292.0, 5.0, "#f4ecd8", 1.0);
            },
        ),
        card(
            "The eyes on stalks",
            (Woodcut, Monochrome, Crowd, Grotesque),
            ["an opera audience with opera glasses", "one man who needs none"],
            ("one man's eyes have popped out on stalks to see better", "stalks"),
            ["Riveted", "Keep your eyes peeled", "Everyone had opera glasses; he just let his eyes out on their stalks"],
            &["opera", "eyes on stalks"],
            true,
            "Rows of an opera audience in evening dress, seen from the stage, all holding opera glasses to their eyes. In the middle of the third row a bald man without glasses leans forward, and his eyes have stretched out on long stalks towards the stage.",
            |c| {
                c.drew("audience dress stage opera glasses row eye stalk");
                let p = c.p;
                c.full("#1a1a1a", 1.0);
                for row in 0..3 {
                    for k in 0..5 {
                        let x = 40.0 + k as f64 * 80.0 + (row % 2) as f64 * 20.0 - 10.0;
                        let y = 150.0 + row as f64 * 150.0;
                        let l = Look::new(k + row, p.cloth[(k + row) % 4], p.dark).hair([Hair::Bun, Hair::Short, Hair::Curly, Hair::Long, Hair::Bald][(k + row * 2) % 5], k).face(Expr::Calm);
                        portrait(c, x, y, 30.0, &l);
                        if !(row == 2 && k == 2) {
                            c.rect(x - 20.0, y - 10.0, 40.0, 12.0, "#6a6a6a", 1.0);
                        }
                    }
                }
                c.stroke("M190 444Q170 380 150 340M206 444Q230 380 250 340", "#e8e0d8", 6.0, 1.0);
                c.circle(150.0, 336.0, 12.0, "#ffffff", 1.0);
                c.circle(250.0, 336.0, 12.0, "#ffffff", 1.0);
                c.circle(150.0, 330.0, 6.0, "#1a1a1a", 1.0);
                c.circle(250.0, 330.0, 6.0, "#1a1a1a", 1.0);
            },
        ),
        card(
            "The tree in the matchbox",
            (Woodcut, Night, HugeInTiny, Mysterious),
            ["a great tree", "a matchbox on a bedside table"],
            ("a tiny swing hangs from one branch, with a child on it", "swing"),
            ["Secret world", "Mighty oaks from little acorns grow", "She planted a seed in a matchbox, and now someone swings in its branches at night"],
            &["matchbox", "tree indoors"],
            true,
            "A bedside table at night with a lamp, a glass of water and an open matchbox. Out of the matchbox grows a full-sized tree whose branches spread across the bedroom ceiling. From one branch hangs a small swing, and a tiny child in a nightgown swings on it.",
            |c| {
                c.drew("bedside table night lamp glass water matchbox tree branch swing nightgown bedroom ceiling");
                let p = c.p;
                c.room(460.0);
                c.rect(80.0, 400.0, 240.0, 20.0, "#5a3a2a", 1.0);
                c.rect(100.0, 420.0, 200.0, 180.0, "#4a2a1a", 1.0);
                c.rect(170.0, 380.0, 60.0, 24.0, "#e8c040", 1.0);
                c.rect(176.0, 384.0, 48.0, 16.0, "#8a5a2a", 1.0);
                c.stroke("M200 384Q196 300 200 200M200 260L80 140M200 220L320 110M200 200L200 60M80 140L20 100", "#3a2a1a", 10.0, 1.0);
                c.circle(200.0, 80.0, 80.0, "#2a4a3a", 1.0);
                c.circle(80.0, 120.0, 60.0, "#2a4a3a", 1.0);
                c.circle(320.0, 100.0, 66.0, "#2a4a3a", 1.0);
                c.g("transform=\"translate(125 250) scale(1.6) translate(-125 -250)\"");
                c.stroke("M110 170V250M140 170V250", "#c8c0a0", 1.0, 1.0);
                c.rect(104.0, 250.0, 42.0, 6.0, "#8a5a2a", 1.0);
                let kid = Look::new(1, "#f4f0e8", "#f4f0e8").hair(Hair::Long, 3).face(Expr::Laugh);
                figure(c, &sit_edge().child().dress(14.0, -10.0), 120.0, 252.0, 60.0, &kid, false);
                c.end();
                c.rect(300.0, 360.0, 20.0, 40.0, "#a8d8f0", 0.6);
                c.soft();
                c.glow(90.0, 360.0, 100.0, p.light, 0.4);
                c.end();
            },
        ),
        card(
            "The gull in the captain's hat",
            (Woodcut, Sea, Interior, Calm),
            ["an old captain in his small cabin", "a seagull"],
            ("a seagull sleeps in his captain's hat on the hook", "seagull"),
            ["Contentment", "Any port in a storm", "He retired from the sea, but the seagull moved into his captain's hat and would not leave"],
            &["cabin", "seagull"],
            true,
            "A small wooden ship's cabin with a round porthole showing the sea. An old captain sits reading a newspaper. Up on the wall hangs his dark captain's hat, and a white seagull sleeps curled up in it.",
            |c| {
                c.drew("cabin porthole sea captain newspaper wall hat seagull ship hook");
                c.room(460.0);
                c.circle(300.0, 160.0, 50.0, "#c89a3a", 1.0);
                c.circle(300.0, 160.0, 40.0, "#6ab8d8", 1.0);
                c.stroke("M260 170q20 -8 40 0t40 0", "#ffffff", 3.0, 1.0);
                c.stroke("M70 120h30", "#3a2a1a", 5.0, 1.0);
                c.ellipse(84.0, 146.0, 40.0, 16.0, "#1a2a4a", 1.0);
                c.rect(64.0, 124.0, 40.0, 22.0, "#1a2a4a", 1.0);
                c.ellipse(84.0, 124.0, 20.0, 12.0, "#f4f4f4", 1.0);
                c.circle(100.0, 120.0, 8.0, "#f4f4f4", 1.0);
                c.stroke("M94 118q4 2 8 0", "#1a1a1a", 1.5, 1.0);
                let cap = Look::new(0, "#1a2a4a", "#3a3a3a").old().beard().glasses().face(Expr::Calm).turn(0.5);
                figure(c, &sit_chair().right_hand((16.0, -68.0), (24.0, -76.0)).left_hand((14.0, -68.0), (22.0, -74.0)), 180.0, 560.0, 260.0, &cap, false);
                c.rect(210.0, 350.0, 60.0, 70.0, "#f4f0e4", 1.0);
            },
        ),
        card(
            "The basket with a hole",
            (InkWash, Autumn, EyeLevel, Wistful),
            ["a grandmother picking the last apples", "a boy with a basket"],
            ("the boy's basket has a hole in it", "hole"),
            ["Doing one's best", "You reap what you sow", "She picked every apple in the orchard for him, and every one fell through the hole"],
            &["apple tree", "basket"],
            true,
            "An autumn orchard. An old woman stands on a tall wooden ladder in an apple tree, reaching for the last red apples and dropping them down. Below, a small boy holds up a wicker basket to catch them, smiling; the apples fall straight through a hole in its bottom and roll away behind him.",
            |c| {
                c.drew("orchard ladder apple tree basket hole");
                let p = c.p;
                c.sky(360.0);
                c.land(360.0);
                c.tree(200.0, 380.0, 360.0, "#4a3020", "#7a8a3a");
                c.dots(10, 100.0, 300.0, 80.0, 240.0, 8.0, p.accent);
                crate::second::things::ladder(c, 300.0, 580.0, 240.0, 200.0, 30.0, "#8a6a3a");
                let gran = Look::new(1, p.cloth[3], p.dark).old().hair(Hair::Bun, 5).face(Expr::Smile).turn(-0.5);
                figure(c, &reach().dress(16.0, -20.0), 270.0, 380.0, 150.0, &gran, true);
                let boy = Look::new(3, p.cloth[2], p.dark).hair(Hair::Curly, 0).face(Expr::Smile).turn(0.5);
                figure(c, &arms_up().child(), 120.0, 580.0, 170.0, &boy, false);
                c.ellipse(120.0, 400.0, 40.0, 20.0, "#c8a060", 1.0);
                c.ellipse(120.0, 410.0, 12.0, 6.0, "#3a2a1a", 1.0);
                for (x, y) in [(120.0, 450.0), (90.0, 580.0), (60.0, 590.0), (150.0, 470.0)] {
                    c.circle(x, y, 9.0, p.accent, 1.0);
                }
            },
        ),
        card(
            "The goalkeeper's grandmother",
            (InkWash, Dusk, Crowd, Tense),
            ["a tiny goalkeeper", "a huge striker taking a penalty"],
            ("the goalkeeper's grandmother is holding up the goal behind him", "grandmother"),
            ["Nerves", "It ain't over till it's over", "The goal was falling down, so his grandmother held it up through the penalty"],
            &["football", "penalty"],
            true,
            "A muddy football pitch at dusk, a crowd packed behind the goal with scarves. A tall, broad striker runs up to a ball on the penalty spot. In the goal crouches a very small boy in huge gloves; behind him, a grandmother in a headscarf holds up the wobbly crossbar with both arms.",
            |c| {
                c.drew("football pitch dusk crowd goal scarf striker ball gloves grandmother headscarf crossbar");
                let p = c.p;
                c.sky(260.0);
                crowd(c, 7, -20.0, 420.0, 300.0, 110.0, &p.cloth, &[Expr::Shock, Expr::Worry]);
                c.rect(-10.0, 300.0, 420.0, 320.0, "#4a6a3a", 1.0);
                c.stroke("M60 440V300H340V440", "#f8f8f8", 6.0, 1.0);
                let gran = Look::new(2, p.cloth[0], p.dark).old().hair(Hair::Bun, 5).face(Expr::Angry);
                figure(c, &arms_up(), 200.0, 440.0, 150.0, &gran, false);
                let boy = Look::new(1, p.accent2, p.dark).hair(Hair::Curly, 0).face(Expr::Worry);
                figure(c, &shrug().child(), 200.0, 440.0, 90.0, &boy, false);
                let striker = Look::new(4, p.accent, p.dark).face(Expr::Angry).build(1.4).turn(-0.7);
                figure(c, &run(), 300.0, 620.0, 300.0, &striker, true);
                c.circle(200.0, 560.0, 14.0, "#f8f8f8", 1.0);
            },
        ),
        card(
            "The wasp in the bubble",
            (InkWash, Saturated, CloseUp, Grotesque),
            ["a girl blowing a huge bubble-gum bubble", "a wasp"],
            ("a wasp is trapped buzzing inside the bubble", "wasp"),
            ["About to pop", "Don't burst my bubble", "She blew the biggest bubble of the summer, and a wasp flew into it"],
            &["bubble gum", "wasp"],
            true,
            "A close-up of a girl with round cheeks blowing an enormous pink bubble-gum bubble that covers half her face. Her eyes cross as she stares at it: inside the thin pink bubble a wasp is trapped, buzzing angrily.",
            |c| {
                c.drew("cheek bubble face wasp");
                let p = c.p;
                c.full(p.sky[1], 1.0);
                let girl = Look::new(3, p.cloth[0], p.dark).hair(Hair::Bun, 0).face(Expr::Shock);
                portrait(c, 200.0, 230.0, 120.0, &girl);
                c.circle(200.0, 350.0, 120.0, "#f890c0", 0.85);
                c.ellipse(160.0, 300.0, 26.0, 14.0, "#ffffff", 0.5);
                c.ellipse(210.0, 360.0, 16.0, 10.0, "#f8d020", 1.0);
                c.stroke("M202 354v12M212 354v12", "#1a1a1a", 4.0, 1.0);
                c.ellipse(204.0, 346.0, 10.0, 6.0, "#ffffff", 0.8);
                c.ellipse(218.0, 346.0, 10.0, 6.0, "#ffffff", 0.8);
            },
        ),
        card(
            "The ladybird's earring",
            (InkWash, Spring, WormsEye, Calm),
            ["a ladybird on a grass stem", "a girl's face among the clouds"],
            ("the ladybird is wearing the girl's lost earring", "earring"),
            ["Peace", "Finders keepers, losers weepers", "She lost her earring in the meadow; the ladybird found it first"],
            &["ladybird", "meadow"],
            true,
            "The view from down among tall grass stems and daisies, looking up at a pale sky. A red ladybird climbs a grass stem in the foreground, a tiny gold earring hooked on its shell. Far above, a girl's face, upside down, peers down into the grass, looking for something.",
            |c| {
                c.drew("grass stem daisy sky ladybird earring shell face");
                let p = c.p;
                c.sky(600.0);
                for k in 0..14 {
                    let x = k as f64 * 30.0 + 10.0;
                    c.stroke(&format!("M{x} 620Q{} 400 {} {}", x + 10.0, x - 10.0, 200.0 + (k % 4) as f64 * 60.0), "#5a9a3a", 5.0, 1.0);
                }
                for (x, y) in [(60.0, 300.0), (320.0, 260.0)] {
                    for k in 0..8 {
                        let a = (k as f64 * 45.0_f64).to_radians();
                        c.ellipse(x + a.cos() * 16.0, y + a.sin() * 16.0, 9.0, 9.0, "#ffffff", 1.0);
                    }
                    c.circle(x, y, 9.0, "#f8d020", 1.0);
                }
                c.ellipse(210.0, 420.0, 26.0, 30.0, p.accent, 1.0);
                c.stroke("M210 392v58", "#1a1a1a", 2.0, 1.0);
                for (x, y) in [(200.0, 410.0), (220.0, 430.0), (200.0, 438.0)] {
                    c.circle(x, y, 5.0, "#1a1a1a", 1.0);
                }
                c.circle(210.0, 388.0, 10.0, "#1a1a1a", 1.0);
                c.stroke("M228 404a8 8 0 1 0 .1 0", "#e8c040", 3.0, 1.0);
                c.g("transform=\"rotate(180 200 110)\"");
                let girl = Look::new(1, p.cloth[0], p.dark).hair(Hair::Long, 3).face(Expr::Worry);
                portrait(c, 200.0, 110.0, 60.0, &girl);
                c.end();
            },
        ),
        card(
            "The liner in the puddle",
            (InkWash, Daylight, HugeInTiny, Absurd),
            ["children poking a puddle with sticks", "an ocean liner in it"],
            ("a tiny captain on deck shakes his fist at them", "captain"),
            ["Mischief", "Don't rock the boat", "The children found an ocean liner in the puddle, and its captain was not pleased"],
            &["puddle", "ocean liner"],
            true,
            "A puddle on a pavement. Floating in the puddle is a complete ocean liner with red funnels puffing smoke and tiny passengers at the rails; on deck a tiny captain in a white cap shakes his fist. Two children crouch at the edge poking it with sticks.",
            |c| {
                c.drew("puddle pavement liner funnel smoke passenger rail stick captain fist");
                let p = c.p;
                c.full("#a8a8a0", 1.0);
                c.ellipse(200.0, 330.0, 180.0, 120.0, p.sky[1], 1.0);
                c.path("M90 340h220l-20 40h-180Z", "#2a2a3a", 1.0);
                c.rect(110.0, 310.0, 180.0, 30.0, "#f8f8f8", 1.0);
                c.rect(150.0, 280.0, 20.0, 30.0, p.accent, 1.0);
                c.rect(200.0, 280.0, 20.0, 30.0, p.accent, 1.0);
                c.stroke("M160 276q-10 -20 0 -40M210 276q-10 -20 0 -40", "#d8d8d8", 6.0, 1.0);
                c.dots(12, 120.0, 280.0, 320.0, 326.0, 2.0, "#1a1a1a");
                c.circle(262.0, 292.0, 7.0, "#1a1a1a", 1.0);
                c.rect(254.0, 282.0, 16.0, 5.0, "#f8f8f8", 1.0);
                c.stroke("M262 298v12M262 302l10 -12", "#1a1a1a", 3.5, 1.0);
                let a = Look::new(2, p.cloth[0], p.cloth[1]).hair(Hair::Curly, 0).face(Expr::Laugh).turn(0.6);
                let b = Look::new(0, p.cloth[2], p.cloth[3]).hair(Hair::Long, 4).face(Expr::Smile).turn(-0.6);
                figure(c, &kneel().child(), 60.0, 560.0, 200.0, &a, false);
                figure(c, &kneel().child(), 340.0, 560.0, 200.0, &b, true);
                c.stroke("M110 420L170 380M290 420L240 384", "#6a4a2a", 4.0, 1.0);
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
                let p = c.p;
                c.room(500.0);
                c.rect(180.0, 40.0, 120.0, 480.0, "#5a2a12", 1.0);
                c.circle(240.0, 110.0, 44.0, "#f4ecd8", 1.0);
                c.stroke("M240 110v-30M240 110l20 10", "#1a1a1a", 3.0, 1.0);
                c.rect(196.0, 180.0, 88.0, 320.0, "#1a0a05", 1.0);
                for k in 0..6 {
                    c.poly(&[(240.0, 300.0 + k as f64 * 34.0), (200.0 + (k % 2) as f64 * 80.0, 290.0 + k as f64 * 34.0), (240.0, 280.0 + k as f64 * 34.0)], "#8a5a2a", 1.0);
                }
                c.stroke("M240 180L210 260", "#c8a040", 2.0, 1.0);
                c.soft();
                c.glow(210.0, 266.0, 60.0, "#ffd070", 0.9);
                c.end();
                c.rect(202.0, 258.0, 16.0, 18.0, "#ffe090", 1.0);
                c.poly(&[(300.0, 180.0), (370.0, 200.0), (370.0, 520.0), (300.0, 500.0)], "#6a3a1a", 1.0);
                let girl = Look::new(0, p.cloth[1], p.dark).hair(Hair::Long, 4).face(Expr::Shock).turn(-0.6);
                figure(c, &reach().child().dress(16.0, -20.0), 120.0, 560.0, 220.0, &girl, false);
            },
        ),
        card(
            "Asleep in the tulip",
            (Pastel, Spring, TinyInHuge, Tender),
            ["a tiny child asleep", "a field of giant tulips"],
            ("a butterfly is tucking her in with a petal", "butterfly"),
            ["Safe", "Sleep tight, don't let the bugs bite", "She was lost in the tulip field all afternoon, asleep in a flower while a butterfly kept watch"],
            &["tulip", "butterfly"],
            true,
            "A field of enormous tulips on tall stems against a soft sky. Inside the open cup of one red tulip, a tiny child sleeps curled up. A yellow butterfly perches on the rim.",
            |c| {
                c.drew("field tulip sky cup butterfly rim petal stem");
                let p = c.p;
                c.sky(500.0);
                for (k, x) in [40.0, 120.0, 300.0, 370.0].iter().enumerate() {
                    c.stroke(&format!("M{x} 620V{}", 300 + k * 20), "#5a9a3a", 10.0, 1.0);
                    c.path(&format!("M{} {}q30 -80 60 0q-30 30 -60 0Z", x - 30.0, 300 + k * 20), p.cloth[k % 4], 1.0);
                }
                c.stroke("M210 620V330", "#5a9a3a", 14.0, 1.0);
                c.path("M130 260Q210 120 290 260Q210 340 130 260Z", "#e8304a", 1.0);
                c.ellipse(210.0, 250.0, 60.0, 20.0, "#a8102a", 1.0);
                let kid = Look::new(2, p.cloth[1], p.cloth[1]).hair(Hair::Curly, 0).face(Expr::Asleep);
                portrait(c, 200.0, 238.0, 20.0, &kid);
                c.path("M240 250q30 -20 40 10q-20 10 -40 -10Z", "#e8304a", 1.0);
                c.poly(&[(280.0, 200.0), (250.0, 160.0), (270.0, 210.0)], "#f8d020", 1.0);
                c.poly(&[(280.0, 200.0), (320.0, 160.0), (300.0, 214.0)], "#f8d020", 1.0);
                c.ellipse(282.0, 206.0, 4.0, 12.0, "#3a2a1a", 1.0);
            },
        ),
        card(
            "The sock that bites",
            (Pastel, Dusk, Hands, Eerie),
            ["a hand in a sock puppet", "the puppet itself"],
            ("the sock puppet is biting the hand that works it", "biting"),
            ["Betrayed", "Don't bite the hand that feeds you", "He made the sock puppet to cheer up his daughter, and tonight it started biting"],
            &["sock puppet"],
            false,
            "A close-up of a bare forearm whose hand is inside a striped sock puppet with button eyes and a red felt tongue. The puppet has twisted round on the wrist and is biting the arm above it with its felt mouth; the fingers inside strain to stop it.",
            |c| {
                c.drew("forearm hand sock puppet eye tongue wrist arm finger button mouth");
                let p = c.p;
                c.full(p.wall[1], 1.0);
                c.stroke("M60 620L180 380", SKIN[1], 60.0, 1.0);
                c.path("M150 420Q120 260 220 220Q320 200 330 300Q300 360 230 400Z", p.cloth[1], 1.0);
                c.stroke("M160 400Q200 300 300 280", p.accent2, 14.0, 1.0);
                c.stroke("M170 430Q220 330 320 310", p.cloth[0], 12.0, 1.0);
                c.circle(250.0, 250.0, 14.0, "#ffffff", 1.0);
                c.circle(250.0, 250.0, 7.0, "#1a1a1a", 1.0);
                c.circle(290.0, 250.0, 12.0, "#ffffff", 1.0);
                c.circle(290.0, 252.0, 6.0, "#1a1a1a", 1.0);
                c.path("M300 300Q250 380 190 420L180 400Q240 360 280 300Z", "#c0202a", 1.0);
            },
        ),
        card(
            "The watchdog of the sleeping street",
            (Pastel, Night, CutAway, Calm),
            ["a street of houses asleep", "one dog awake"],
            ("the dog keeps watch by the light of a little lamp", "lamp"),
            ["Safe and sound", "Let sleeping dogs lie", "Everyone on the street sleeps soundly, because one dog stays up with the lamp"],
            &["sleeping house", "night watch"],
            true,
            "Three narrow houses side by side with their fronts cut away at night, under a starry sky. In every house people sleep: in beds upstairs, dozing on chairs downstairs. On the front step of the middle house, a dog sits upright beside a small lit lamp, watching the street.",
            |c| {
                c.drew("house night sky star bed chair step dog lamp street");
                let p = c.p;
                c.sky(600.0);
                c.dots(40, 0.0, 400.0, 0.0, 120.0, 1.6, p.light);
                for k in 0..3 {
                    let x = 10.0 + k as f64 * 130.0;
                    c.poly(&[(x, 180.0), (x + 60.0, 120.0), (x + 120.0, 180.0)], "#2a2a4a", 1.0);
                    c.rect(x, 180.0, 120.0, 360.0, "#3a4a7a", 1.0);
                    c.rect(x + 10.0, 190.0, 100.0, 160.0, "#5a6a9a", 1.0);
                    c.rect(x + 10.0, 360.0, 100.0, 170.0, "#5a6a9a", 1.0);
                    let a = Look::new(k * 2, p.cloth[k], p.cloth[k]).hair([Hair::Long, Hair::Short, Hair::Curly][k], k).face(Expr::Asleep);
                    c.rect(x + 16.0, 320.0, 88.0, 24.0, p.cloth[(k + 1) % 4], 1.0);
                    figure(c, &lie(), x + 60.0, 320.0, 70.0, &a, false);
                    let b = Look::new(k * 2 + 1, p.cloth[(k + 2) % 4], p.dark).old().face(Expr::Asleep);
                    figure(c, &sit_chair(), x + 50.0, 520.0, 110.0, &b, false);
                }
                c.rect(-10.0, 540.0, 420.0, 80.0, "#1a2030", 1.0);
                c.ellipse(200.0, 560.0, 20.0, 14.0, "#a8784a", 1.0);
                c.circle(206.0, 540.0, 11.0, "#a8784a", 1.0);
                c.circle(209.0, 538.0, 2.0, "#1a1a1a", 1.0);
                c.soft();
                c.glow(230.0, 556.0, 40.0, "#ffd070", 0.9);
                c.end();
                c.rect(224.0, 548.0, 12.0, 16.0, "#ffe090", 1.0);
            },
        ),
        card(
            "The man in white",
            (Pastel, Saturated, Crowd, Festive),
            ["a crowd throwing coloured powder", "one man in a spotless white suit"],
            ("he holds a bucket of powder behind his back", "bucket"),
            ["Anticipation", "He who laughs last laughs best", "Everyone thought he had come to stay clean, until they saw the bucket behind his back"],
            &["colour festival", "white suit"],
            true,
            "A street festival crowd covered in clouds of pink, yellow, green and blue powder, laughing and throwing handfuls at each other. In the middle stands a man in a spotless white suit, untouched, smiling calmly, with a bucket of purple powder hidden behind his back.",
            |c| {
                c.drew("street festival crowd cloud powder suit bucket");
                let p = c.p;
                c.sky(300.0);
                for (x, y, col) in [(80.0, 200.0, p.accent), (300.0, 180.0, p.accent2), (200.0, 120.0, p.cloth[0]), (360.0, 300.0, p.cloth[3])] {
                    c.soft();
                    c.glow(x, y, 120.0, col, 0.8);
                    c.end();
                }
                crowd(c, 6, -20.0, 420.0, 600.0, 260.0, &p.cloth, &[Expr::Laugh, Expr::Shock, Expr::Smile]);
                let man = Look::new(2, "#ffffff", "#ffffff").face(Expr::Sly).hair(Hair::Short, 0);
                figure(c, &stand().right_hand((14.0, -56.0), (4.0, -46.0)).left_hand((-14.0, -56.0), (-4.0, -46.0)), 200.0, 620.0, 330.0, &man, false);
                c.rect(214.0, 440.0, 40.0, 40.0, "#7a2ad0", 1.0);
            },
        ),
        card(
            "The cow in the mountain lift",
            (CutPaper, Daylight, CutAway, Absurd),
            ["a green mountain", "a lift shaft hidden inside it"],
            ("a cow is riding the lift up to the summit pasture", "cow"),
            ["Matter-of-fact", "If the mountain won't come to you", "Hikers sweat up the path for hours while the cow takes the lift to the top pasture"],
            &["mountain", "lift"],
            true,
            "A steep green mountain under a blue sky, cut open down the middle to show a lift shaft running inside it from the valley to the top. In the lift car, halfway up, stands a brown and white cow with a bell. Outside on the zigzag path, two hikers with backpacks toil upward.",
            |c| {
                c.drew("mountain sky shaft lift car cow bell path hiker backpack");
                let p = c.p;
                c.sky(600.0);
                c.poly(&[(-20.0, 620.0), (200.0, 80.0), (420.0, 620.0)], p.ground[1], 1.0);
                c.rect(180.0, 110.0, 40.0, 510.0, "#5a4a3a", 1.0);
                c.rect(176.0, 300.0, 48.0, 60.0, "#e8d8b0", 1.0);
                c.ellipse(200.0, 334.0, 20.0, 14.0, "#ffffff", 1.0);
                c.circle(192.0, 330.0, 6.0, "#6a3a1a", 1.0);
                c.circle(212.0, 322.0, 8.0, "#ffffff", 1.0);
                c.circle(214.0, 322.0, 2.0, "#1a1a1a", 1.0);
                c.stroke("M196 348v10M206 348v10", "#ffffff", 3.0, 1.0);
                c.stroke("M40 600L150 520L90 450L170 360L120 300", "#d8c890", 6.0, 1.0);
                for (x, y) in [(110.0, 490.0), (150.0, 400.0)] {
                    let l = Look::new(2, p.accent, p.dark).face(Expr::Worry);
                    figure(c, &walk().hat(), x, y, 105.0, &l, false);
                }
            },
        ),
        card(
            "The goat at the maypole",
            (CutPaper, Autumn, WormsEye, Festive),
            ["children dancing round a maypole", "the ribbons overhead"],
            ("a goat is dancing too, a ribbon in its mouth", "goat"),
            ["Giddy", "The more the merrier", "The children wove the ribbons round the pole, and the goat wove itself in with them"],
            &["maypole", "ribbons"],
            true,
            "Looking up from the grass at a tall maypole with a yellow disc on top, its coloured ribbons fanning out and down. Children in a ring hold the ribbons as they dance, seen from below. Among them a white goat stands on its hind legs.",
            |c| {
                c.drew("grass maypole disc ribbon ring goat leg");
                let p = c.p;
                c.sky(600.0);
                c.stroke("M200 620V40", "#8a5a2a", 12.0, 1.0);
                c.circle(200.0, 50.0, 30.0, p.accent2, 1.0);
                for k in 0..8 {
                    let x = -20.0 + k as f64 * 62.0;
                    c.stroke(&format!("M200 60L{x} 470"), p.cloth[k % 4], 4.0, 1.0);
                }
                for k in 0..4 {
                    let x = 40.0 + k as f64 * 110.0;
                    if k == 2 {
                        c.ellipse(x, 540.0, 30.0, 50.0, "#f4f4f0", 1.0);
                        c.circle(x, 480.0, 20.0, "#f4f4f0", 1.0);
                        c.poly(&[(x - 10.0, 466.0), (x - 20.0, 446.0), (x - 4.0, 462.0)], "#c8c0b0", 1.0);
                        c.poly(&[(x + 10.0, 466.0), (x + 20.0, 446.0), (x + 4.0, 462.0)], "#c8c0b0", 1.0);
                        c.circle(x - 7.0, 478.0, 3.0, "#1a1a1a", 1.0);
                        c.circle(x + 7.0, 478.0, 3.0, "#1a1a1a", 1.0);
                    } else {
                        let l = Look::new(k * 2, p.cloth[k], p.dark).hair([Hair::Long, Hair::Curly, Hair::Bun, Hair::Short][k], k).face(Expr::Laugh);
                        figure(c, &reach().child(), x, 640.0, 220.0, &l, k % 2 == 1);
                    }
                }
            },
        ),
        card(
            "The bird on the empty chair",
            (CutPaper, Monochrome, Interior, Wistful),
            ["a family at dinner", "an empty chair with its place set"],
            ("a small bird sits on the empty chair's back", "bird"),
            ["Missing someone", "To absent friends", "They still set his place on Sundays, and since spring a little bird comes to sit on his chair"],
            &["empty chair", "family dinner"],
            true,
            "A plain dining room with a window and a hanging red lamp. A woman, a man and a little girl stand at a long table set with white plates and a vase of red flowers, in silence. At the head of the table stands an empty chair, and a small dark bird perches on its back.",
            |c| {
                c.drew("room table chair bird");
                let p = c.p;
                c.room(420.0);
                c.soft();
                c.glow(291.0, 150.0, 170.0, "#fffbe8", 0.5);
                c.end();
                c.rect(226.0, 60.0, 130.0, 170.0, "#6a6a6a", 1.0);
                c.rect(236.0, 70.0, 110.0, 150.0, "#f8f8f0", 1.0);
                c.stroke("M291 70V220M236 145H346", "#6a6a6a", 6.0, 1.0);
                c.stroke("M130 -10V100", "#2a2a2a", 3.0, 1.0);
                c.poly(&[(100.0, 130.0), (118.0, 98.0), (142.0, 98.0), (160.0, 130.0)], p.accent, 1.0);
                c.soft();
                c.glow(130.0, 150.0, 90.0, "#fff0c0", 0.6);
                c.end();
                c.drew("window lamp plate vase flower");
                c.rect(30.0, 340.0, 340.0, 16.0, "#f4f4f0", 1.0);
                c.rect(40.0, 356.0, 12.0, 200.0, "#4a4a4a", 1.0);
                c.rect(348.0, 356.0, 12.0, 200.0, "#4a4a4a", 1.0);
                let people = [(80.0, 0usize, Hair::Bun, true), (150.0, 2, Hair::Short, false), (220.0, 4, Hair::Long, false)];
                for (i, (x, sk, h, old)) in people.iter().enumerate() {
                    let mut l = Look::new(*sk, p.cloth[i], p.dark).hair(*h, i).face(Expr::Sad);
                    if *old {
                        l = l.old();
                    }
                    let pose = if i == 2 { hold().child() } else { hold() };
                    figure(c, &pose, *x, 460.0, 180.0 - (i == 2) as i32 as f64 * 40.0, &l, false);
                }
                c.rect(30.0, 340.0, 340.0, 16.0, "#f4f4f0", 1.0);
                for x in [80.0, 150.0, 220.0] {
                    c.ellipse(x, 338.0, 22.0, 5.0, "#ffffff", 1.0);
                }
                c.rect(250.0, 300.0, 18.0, 40.0, "#4a4a5a", 1.0);
                c.stroke("M259 300l-10 -26M259 300l2 -30M259 300l12 -24", "#3a5a3a", 2.5, 1.0);
                c.circle(249.0, 272.0, 7.0, p.accent, 1.0);
                c.circle(261.0, 268.0, 7.0, p.accent, 1.0);
                c.circle(272.0, 274.0, 7.0, p.accent, 1.0);
                c.stroke("M320 340V180M320 260H360V340", "#3a3a3a", 8.0, 1.0);
                c.ellipse(300.0, 336.0, 24.0, 5.0, "#ffffff", 1.0);
                bird(c, 320.0, 166.0, 30.0, "#2a2a2a");
                c.circle(324.0, 168.0, 9.0, "#2a2a2a", 1.0);
            },
        ),
        card(
            "The scarves knitted together",
            (CutPaper, Winter, CloseUp, Tender),
            ["two shy faces in woolly hats", "the winter cold"],
            ("their scarves are knitted together into one", "scarves"),
            ["Close", "Two hearts beat as one", "His grandmother knitted them matching scarves, and joined the scarves together"],
            &["kiss", "scarf"],
            true,
            "A close-up of a boy and a girl in woolly hats, noses red from the cold, leaning shyly towards each other with their eyes half closed. Snow falls. Their striped scarves are one long scarf, knitted together in the middle.",
            |c| {
                c.drew("hat nose snow scarf");
                let p = c.p;
                c.full("#8a9ab8", 1.0);
                let boy = Look::new(3, p.cloth[1], p.dark).hair(Hair::Short, 0).face(Expr::Asleep).turn(0.8);
                let girl = Look::new(0, p.cloth[0], p.dark).hair(Hair::Long, 4).face(Expr::Smile).turn(-0.8);
                portrait(c, 120.0, 250.0, 80.0, &boy);
                portrait(c, 280.0, 250.0, 80.0, &girl);
                c.path("M50 200Q120 110 190 200Z", p.accent, 1.0);
                c.path("M210 200Q280 110 350 200Z", p.cloth[1], 1.0);
                c.stroke("M40 360Q200 420 360 360", p.accent, 40.0, 1.0);
                c.stroke("M40 360Q200 420 360 360", "#ffffff", 8.0, 1.0);
                c.dots(50, 0.0, 400.0, 0.0, 600.0, 3.0, "#ffffff");
            },
        ),
        card(
            "The hand made of fish",
            (CutPaper, Sea, TopDown, Eerie),
            ["a lone diver in open water", "a shoal of silver fish"],
            ("the shoal has formed the shape of a huge hand reaching for him", "hand"),
            ["Watched", "Plenty of fish in the sea", "The diver swam into the shoal, and the shoal closed around him like a hand"],
            &["diver", "school of fish"],
            true,
            "Deep blue water seen from above. A small diver in a yellow tank swims alone, looking down. Around and below him hundreds of small silver fish swim together, forming the clear shape of an enormous open hand whose fingers are starting to close around him.",
            |c| {
                c.drew("water diver tank fish hand finger");
                let p = c.p;
                c.full("#0a3a6a", 1.0);
                let mut pts = Vec::new();
                for k in 0..5 {
                    let x = 80.0 + k as f64 * 60.0;
                    let top = if k == 0 { 330.0 } else { 120.0 + (k as f64 - 2.5).abs() * 30.0 };
                    let mut y = top;
                    while y < 440.0 {
                        pts.push((x + c.r(-10.0, 10.0), y));
                        y += 16.0;
                    }
                }
                for _ in 0..60 {
                    let x = c.r(80.0, 320.0);
                    let y = c.r(400.0, 560.0);
                    pts.push((x, y));
                }
                for (x, y) in pts {
                    fish(c, x, y, 14.0, "#c8d8e8", x > 200.0);
                }
                let diver = Look::new(1, "#1a1a1a", "#1a1a1a").hair(Hair::Bald, 0);
                from_above(c, 200.0, 300.0, 1.9, 20.0, &diver, true);
                c.rect(186.0, 300.0, 28.0, 44.0, p.accent2, 1.0);
            },
        ),
        card(
            "The fox brings a mushroom",
            (StainedGlass, Autumn, EyeLevel, Tender),
            ["an old man sharing his lunch on a bench", "a fox"],
            ("the fox has brought him a mushroom in return", "mushroom"),
            ["Friendship", "One good turn deserves another", "Every day he shares his sandwich with the fox, and today the fox brought a mushroom"],
            &["fox", "shared lunch"],
            true,
            "An old man in a tweed jacket and a hat sits on a bench at the edge of an autumn wood, holding out half of his sandwich. A red fox sits on the bench beside him, politely.",
            |c| {
                c.drew("jacket bench wood sandwich fox");
                let p = c.p;
                c.sky(360.0);
                c.land(360.0);
                for k in 0..4 {
                    c.tree(40.0 + k as f64 * 110.0, 360.0, 220.0, "#4a3020", [p.accent, p.accent2][k % 2]);
                }
                c.rect(40.0, 420.0, 320.0, 16.0, "#6a4a2a", 1.0);
                c.stroke("M60 436V500M340 436V500", "#4a2a1a", 8.0, 1.0);
                let man = Look::new(1, "#6a5a3a", "#3a3a3a").old().beard().face(Expr::Smile).turn(0.7);
                figure(c, &sit_chair().right_hand((20.0, -66.0), (34.0, -70.0)).hat(), 110.0, 500.0, 230.0, &man, false);
                c.rect(176.0, 330.0, 26.0, 14.0, "#e8c080", 1.0);
                c.ellipse(270.0, 400.0, 30.0, 22.0, "#d8601a", 1.0);
                c.circle(252.0, 370.0, 16.0, "#d8601a", 1.0);
                c.poly(&[(242.0, 360.0), (244.0, 340.0), (252.0, 356.0)], "#d8601a", 1.0);
                c.poly(&[(256.0, 356.0), (264.0, 340.0), (264.0, 362.0)], "#d8601a", 1.0);
                c.poly(&[(238.0, 376.0), (226.0, 380.0), (240.0, 384.0)], "#f4f0e0", 1.0);
                c.stroke("M296 404q30 0 40 -20", "#d8601a", 10.0, 1.0);
                c.path("M206 420q10 -24 24 0Z", "#8a5a2a", 1.0);
                c.rect(214.0, 410.0, 8.0, 10.0, "#e8dcc0", 1.0);
            },
        ),
        card(
            "The flower left on the wall",
            (StainedGlass, Daylight, TinyInHuge, Wistful),
            ["a tiny painter on a towering wall", "one small painted flower"],
            ("he paints round one small flower and leaves it", "flower"),
            ["Letting go", "Leave the world a little brighter", "He was told to paint the whole wall white, but he could not paint over her flower"],
            &["painting a wall", "flower"],
            true,
            "An enormous blank wall fills the card, half of it freshly painted white. On a small hanging platform a tiny painter with a roller has painted all around one small bright flower, painted long ago on the old grey wall, and left it alone.",
            |c| {
                c.drew("wall platform painter roller flower");
                let p = c.p;
                c.sky(80.0);
                c.rect(-10.0, 60.0, 420.0, 560.0, "#8a8a8a", 1.0);
                c.rect(-10.0, 60.0, 260.0, 560.0, "#f8f8f4", 1.0);
                c.rect(150.0, 330.0, 60.0, 60.0, "#8a8a8a", 1.0);
                for k in 0..6 {
                    let a = (k as f64 * 60.0_f64).to_radians();
                    c.circle(180.0 + a.cos() * 12.0, 356.0 + a.sin() * 12.0, 9.0, p.accent, 1.0);
                }
                c.circle(180.0, 356.0, 7.0, p.accent2, 1.0);
                c.stroke("M180 370v16", "#3a8a3a", 3.0, 1.0);
                c.stroke("M220 60V420M300 60V420", "#3a3a3a", 1.5, 1.0);
                c.rect(210.0, 420.0, 100.0, 8.0, "#5a3a2a", 1.0);
                let painter = Look::new(2, "#f4f4f0", "#f4f4f0").hair(Hair::Short, 0).face(Expr::Sad).turn(-0.6);
                figure(c, &reach().right_hand((-10.0, -90.0), (-20.0, -104.0)), 260.0, 420.0, 140.0, &painter, true);
                c.rect(226.0, 314.0, 22.0, 10.0, "#f8f8f4", 1.0);
            },
        ),
        card(
            "The bee in the sneeze",
            (StainedGlass, Spring, CloseUp, Grotesque),
            ["a man in a meadow of flowers", "his hay fever"],
            ("a bee is shooting out of his nose with the sneeze", "nose"),
            ["Achoo", "Stop and smell the flowers", "He bent to smell the flowers and sneezed out the bee that had gone up his nose"],
            &["sneeze", "pollen"],
            true,
            "A close-up of a man with watering eyes, mid-sneeze, face screwed up, in front of bright spring flowers. A spray of petals and yellow pollen bursts from his nose, and with it a startled bumblebee tumbling through the air.",
            |c| {
                c.drew("eye face flower petal pollen nose bumblebee spray watering bee");
                let p = c.p;
                c.full(p.sky[0], 1.0);
                c.dots(40, 0.0, 400.0, 440.0, 600.0, 12.0, p.accent);
                c.dots(40, 0.0, 400.0, 440.0, 600.0, 10.0, p.accent2);
                let man = Look::new(0, p.cloth[1], p.dark).hair(Hair::Curly, 1).face(Expr::Asleep).turn(0.9);
                portrait(c, 140.0, 240.0, 110.0, &man);
                c.circle(190.0, 260.0, 20.0, "#f0a090", 1.0);
                c.dots(30, 200.0, 380.0, 180.0, 330.0, 4.0, "#f8e040");
                c.dots(14, 220.0, 380.0, 180.0, 330.0, 7.0, "#f8c0d0");
                c.ellipse(320.0, 240.0, 22.0, 16.0, "#f8d020", 1.0);
                c.stroke("M312 232v16M326 232v16", "#1a1a1a", 5.0, 1.0);
                c.ellipse(316.0, 222.0, 12.0, 7.0, "#ffffff", 0.8);
            },
        ),
        card(
            "The sleepwalkers follow the cat",
            (StainedGlass, Night, Crowd, Mysterious),
            ["a line of sleepwalkers in pyjamas", "the cat leading them"],
            ("the cat carries a lit candle in its mouth", "candle"),
            ["Spellbound", "Follow the leader", "Every full night the whole street sleepwalks behind the cat with the candle, and nobody remembers"],
            &["sleepwalkers", "pyjamas"],
            true,
            "A cobbled street at night under a dark blue sky. A long line of people in pyjamas and nightgowns, eyes closed, arms stretched out in front of them, walk in single file: a big man, a child, a young woman and others. At the front of the line a small black cat carries a lit candle.",
            |c| {
                c.drew("street night sky pyjamas nightgown candle cat");
                let p = c.p;
                c.sky(360.0);
                c.rect(-10.0, 360.0, 420.0, 260.0, "#2a2a3a", 1.0);
                c.dots(40, 0.0, 400.0, 360.0, 600.0, 5.0, "#3a3a4a");
                for k in 0..5 {
                    let x = 360.0 - k as f64 * 78.0;
                    let y = 420.0 + k as f64 * 42.0;
                    let mut l = Look::new(k, p.cloth[k % 4], p.cloth[k % 4]).hair([Hair::Short, Hair::Curly, Hair::Bun, Hair::Long, Hair::Bald][k], k).face(Expr::Asleep).turn(0.7).build(if k == 0 { 1.4 } else { 1.0 });
                    if k == 2 {
                        l = l.old();
                    }
                    let pose = reach().left_hand((-14.0, -80.0), (-6.0, -82.0)).right_hand((16.0, -80.0), (34.0, -82.0));
                    figure(c, &if k == 1 { pose.child() } else { pose }, x, y, 120.0 + k as f64 * 30.0, &l, false);
                }
                c.ellipse(360.0, 414.0, 24.0, 13.0, "#0a0a0a", 1.0);
                c.circle(380.0, 400.0, 11.0, "#0a0a0a", 1.0);
                c.stroke("M336 412q-14 -6 -10 -26", "#0a0a0a", 4.0, 1.0);
                c.rect(388.0, 388.0, 5.0, 12.0, "#f8f0e0", 1.0);
                c.soft();
                c.glow(390.0, 384.0, 34.0, "#ffd070", 1.0);
                c.end();
            },
        ),
        card(
            "The giant's washing line",
            (StainedGlass, Monochrome, WormsEye, Absurd),
            ["a washing line between two skyscrapers", "a pair of giant socks"],
            ("a family lives in one of the socks, with a chimney", "chimney"),
            ["Cosy", "There's no place like home", "The giant hung his socks out to dry, and by Monday a family had put a chimney in one"],
            &["washing line", "socks"],
            true,
            "Looking straight up between two grey skyscrapers full of windows at a washing line strung across the top, two birds above it. Hanging from it by pegs are two enormous striped socks. One sock has a little round window cut into it, a stovepipe chimney smoking at the heel, and a woman looking out of the window.",
            |c| {
                c.drew("skyscraper washing line peg shirt sock window chimney");
                let p = c.p;
                c.sky(600.0);
                c.poly(&[(-20.0, 620.0), (-20.0, -10.0), (100.0, -10.0), (150.0, 620.0)], "#5a5a5a", 1.0);
                c.poly(&[(420.0, 620.0), (420.0, -10.0), (300.0, -10.0), (250.0, 620.0)], "#6a6a6a", 1.0);
                for j in 0..13 {
                    let y = 30.0 + j as f64 * 46.0;
                    let t = y / 620.0;
                    for i in 0..3 {
                        let lit = (i + j) % 4 == 0;
                        let col = if lit { "#f8e8a8" } else { "#2a2a2a" };
                        c.rect(-6.0 + i as f64 * (32.0 + t * 14.0), y, 18.0, 24.0, col, 1.0);
                        c.rect(396.0 - 18.0 - i as f64 * (32.0 + t * 14.0), y + 12.0, 18.0, 24.0, col, 1.0);
                    }
                }
                bird(c, 180.0, 30.0, 22.0, "#2a2a2a");
                bird(c, 214.0, 18.0, 16.0, "#2a2a2a");
                c.drew("bird");
                c.stroke("M100 60Q200 90 300 60", "#1a1a1a", 3.0, 1.0);
                c.path("M120 66h70v160q0 30 -30 30h-50v-40h30Z", "#d8d8d8", 1.0);
                c.stroke("M120 100h70M120 140h70M120 180h70", "#3a3a3a", 10.0, 1.0);
                c.path("M210 74h70v200q0 40 -40 40h-70v-50h40Z", "#e8e8e8", 1.0);
                c.stroke("M210 110h70M210 150h70M210 190h70", p.accent, 10.0, 1.0);
                c.circle(240.0, 240.0, 22.0, "#ffe8a0", 1.0);
                let w = Look::new(1, p.cloth[0], p.dark).hair(Hair::Bun, 0).face(Expr::Smile);
                portrait(c, 240.0, 238.0, 10.0, &w);
                c.rect(276.0, 240.0, 8.0, 30.0, "#3a3a3a", 1.0);
                c.stroke("M280 236q-10 -20 6 -40", "#c8c8c8", 5.0, 1.0);
            },
        ),
        card(
            "The goldfish in the glass",
            (StainedGlass, WarmInterior, Hands, Festive),
            ["many hands raising glasses", "a toast"],
            ("one glass holds a goldfish", "goldfish"),
            ["Cheers", "Raise a glass", "Everyone raised a glass to the bride, and the goldfish raised its fins"],
            &["toast", "glasses"],
            false,
            "Many hands of all ages raise wine glasses together in the middle of the card, clinking in a warm golden light, with bubbles and sparkle. One of the raised glasses holds clear water and a small dark goldfish.",
            |c| {
                c.drew("hand wine glass light bubble water goldfish glasses");
                let p = c.p;
                c.full(p.wall[1], 1.0);
                c.soft();
                c.glow(200.0, 200.0, 260.0, p.light, 0.6);
                c.end();
                for (k, (x, y, rot)) in [(60.0, 600.0, 30.0), (150.0, 620.0, 10.0), (250.0, 620.0, -10.0), (340.0, 600.0, -30.0), (20.0, 420.0, 60.0), (380.0, 420.0, -60.0)].iter().enumerate() {
                    hand(c, *x, *y, 1.4, *rot, SKIN[k % 6], "#3a2a1a");
                }
                for (k, (x, y)) in [(120.0, 260.0), (170.0, 230.0), (220.0, 230.0), (270.0, 260.0), (90.0, 320.0), (310.0, 320.0)].iter().enumerate() {
                    c.path(&format!("M{} {}h40l-6 50h-28Z", x - 20.0, y - 60.0), "#f8f0d0", 0.8);
                    c.stroke(&format!("M{x} {}v40", y - 10.0), "#f8f0d0", 3.0, 1.0);
                    if k == 2 {
                        fish(c, *x, y - 36.0, 20.0, "#f08a20", false);
                    } else {
                        c.rect(x - 16.0, y - 50.0, 32.0, 30.0, "#a01a3a", 0.8);
                    }
                }
                c.dots(20, 100.0, 300.0, 100.0, 180.0, 2.0, "#ffffff");
            },
        ),
        card(
            "The baby reaches for the earring",
            (GoldTempera, WarmInterior, CloseUp, Tender),
            ["a mother", "her baby"],
            ("the baby is reaching for her gold earring", "earring"),
            ["Love", "Mother knows best", "She posed still for the painter for an hour; the baby only wanted her earring"],
            &["mother and child", "icon"],
            true,
            "A painted image in the old style on a gold ground: a young mother in a deep red veil holds her baby close, cheek to cheek, with a calm, tender face. The baby, wide-eyed, stretches a chubby hand to grab the gold hoop earring at her ear.",
            |c| {
                c.drew("image gold ground mother veil baby face hand hoop earring ear cheek");
                let p = c.p;
                c.sky(600.0);
                c.circle(180.0, 220.0, 130.0, "#f0c850", 1.0);
                let mum = Look::new(2, "#8a1a2a", p.dark).hair(Hair::Long, 0).face(Expr::Calm).turn(0.3);
                portrait(c, 170.0, 230.0, 96.0, &mum);
                c.path("M60 230Q70 100 170 100Q270 100 280 230Q250 150 170 150Q90 150 60 230Z", "#8a1a2a", 1.0);
                c.stroke("M262 270a10 14 0 1 0 .1 0", "#e8c040", 4.0, 1.0);
                let baby = Look::new(2, "#f4ecd8", p.dark).hair(Hair::Bald, 0).face(Expr::Shock).turn(-0.4);
                portrait(c, 280.0, 400.0, 56.0, &baby);
                c.stroke("M260 350L264 290", "#c8906a", 12.0, 1.0);
                c.circle(264.0, 286.0, 9.0, "#c8906a", 1.0);
            },
        ),
        card(
            "The camel in the lift",
            (GoldTempera, Dusk, EyeLevel, Absurd),
            ["three crowned kings with gifts", "a modern block of flats"],
            ("their camel is waiting in the lift", "camel"),
            ["Lost", "Follow your star", "The star led the three kings to a block of flats, and the camel had to take the lift"],
            &["three kings", "camel"],
            true,
            "The landing of a plain block of flats with a numbered door and a lift. Three kings in golden crowns and rich robes, carrying a casket, a jar and a box, stand at the door ringing the bell. Behind them the lift doors stand open, and a camel is squeezed inside, waiting patiently.",
            |c| {
                c.drew("landing door lift king crown robe casket jar box bell camel block");
                let p = c.p;
                c.room(470.0);
                c.rect(40.0, 120.0, 130.0, 350.0, "#b0b0a8", 1.0);
                c.rect(50.0, 130.0, 110.0, 340.0, "#6a6a60", 1.0);
                c.ellipse(105.0, 380.0, 50.0, 40.0, "#c8a060", 1.0);
                c.circle(100.0, 330.0, 18.0, "#c8a060", 1.0);
                c.stroke("M100 350Q70 300 90 230", "#c8a060", 18.0, 1.0);
                c.ellipse(96.0, 222.0, 22.0, 12.0, "#c8a060", 1.0);
                c.circle(90.0, 218.0, 3.0, "#1a1a1a", 1.0);
                c.rect(300.0, 160.0, 90.0, 310.0, "#6a3a2a", 1.0);
                for (k, x) in [160.0, 220.0, 280.0].iter().enumerate() {
                    let l = Look::new(k * 2, [p.accent, p.cloth[0], p.cloth[3]][k], p.dark).beard().face(Expr::Calm).turn(0.7);
                    figure(c, &hold().dress(20.0, -4.0), *x, 580.0, 230.0, &l, false);
                    c.poly(&[(x - 14.0, 360.0), (x - 16.0, 334.0), (x - 6.0, 346.0), (*x, 330.0), (x + 6.0, 346.0), (x + 16.0, 334.0), (x + 14.0, 360.0)], "#f0c040", 1.0);
                    c.rect(x - 8.0, 436.0, 16.0, 16.0, "#e8c040", 1.0);
                }
            },
        ),
        card(
            "The rats at the banquet",
            (GoldTempera, Night, TopDown, Grotesque),
            ["a king asleep at his banquet", "rats feasting"],
            ("one rat is wearing his crown", "crown"),
            ["Decadent", "When the cat's away", "The king fell asleep over his feast, and the rats crowned a new one"],
            &["banquet", "rats"],
            true,
            "A long banquet table seen from above by candlelight, covered with roast birds, fruit, pies and goblets. At the head, a fat king in a fur cloak sleeps with his head on the table. Rats swarm over the dishes, eating, and the biggest rat sits on a pie wearing the king's golden crown.",
            |c| {
                c.drew("banquet table candlelight bird fruit pie goblet king cloak rat dish crown");
                let p = c.p;
                c.full("#1a0a0a", 1.0);
                c.rect(100.0, 40.0, 200.0, 520.0, "#e8dcc0", 1.0);
                for (k, y) in [140.0, 240.0, 340.0, 440.0].iter().enumerate() {
                    c.circle(150.0, *y, 30.0, "#f4f0e8", 1.0);
                    c.circle(250.0, y + 40.0, 30.0, "#f4f0e8", 1.0);
                    c.ellipse(150.0, *y, 20.0, 14.0, ["#a85a2a", "#c8302a", "#e8b040", "#8a5a2a"][k], 1.0);
                    c.ellipse(250.0, y + 40.0, 20.0, 14.0, ["#5a8a2a", "#a85a2a", "#8a2a5a", "#e8b040"][k], 1.0);
                    c.soft();
                    c.glow(200.0, y + 20.0, 60.0, "#ffc060", 0.5);
                    c.end();
                }
                let king = Look::new(0, "#8a1a2a", p.dark).hair(Hair::Bald, 0).build(1.6);
                from_above(c, 200.0, 40.0, 2.2, 180.0, &king, true);
                for _ in 0..10 {
                    let x = c.r(110.0, 290.0);
                    let y = c.r(100.0, 540.0);
                    c.ellipse(x, y, 12.0, 6.0, "#5a4a4a", 1.0);
                    c.stroke(&format!("M{} {y}q10 6 20 0", x + 10.0), "#c89090", 1.5, 1.0);
                }
                c.ellipse(250.0, 380.0, 18.0, 10.0, "#5a4a4a", 1.0);
                c.poly(&[(236.0, 376.0), (240.0, 364.0), (246.0, 372.0), (252.0, 360.0), (256.0, 372.0), (262.0, 364.0), (264.0, 378.0)], "#f0c040", 1.0);
            },
        ),
        card(
            "The letter in the treasure chest",
            (GoldTempera, Spring, CutAway, Wistful),
            ["an old man digging with a map", "a chest buried below"],
            ("the chest holds a letter written in his own childish hand", "letter"),
            ["Full circle", "X marks the spot", "He drew the map seventy years ago; the chest holds a letter from the boy he was"],
            &["treasure chest", "map"],
            true,
            "A cut through a spring meadow. Above the ground an old man with a spade and an old paper map stands over a half-dug hole, peering in. Below, deeper in the brown earth, lies a small wooden chest, half open, holding a tin soldier, marbles and a folded letter.",
            |c| {
                c.drew("meadow ground spade paper map hole earth chest soldier marble letter");
                let p = c.p;
                c.sky(260.0);
                c.rect(-10.0, 260.0, 420.0, 360.0, "#7a5a3a", 1.0);
                c.rect(-10.0, 250.0, 420.0, 14.0, "#6aa03a", 1.0);
                c.path("M160 264h80l-10 80h-60Z", "#5a3a1a", 1.0);
                let man = Look::new(1, p.cloth[1], p.dark).old().glasses().face(Expr::Worry).turn(0.5);
                figure(c, &bend().right_hand((14.0, -56.0), (24.0, -66.0)), 110.0, 256.0, 190.0, &man, false);
                c.rect(140.0, 100.0, 40.0, 30.0, "#e8d8a8", 1.0);
                c.stroke("M150 110l8 8l10 -10M160 104l4 4", p.accent, 2.0, 1.0);
                c.stroke("M260 250L240 120", "#8a6a3a", 5.0, 1.0);
                c.rect(150.0, 460.0, 110.0, 70.0, "#8a5a2a", 1.0);
                c.poly(&[(150.0, 460.0), (260.0, 460.0), (250.0, 420.0), (160.0, 420.0)], "#a8703a", 1.0);
                c.rect(170.0, 470.0, 40.0, 24.0, "#f8f0d8", 1.0);
                c.circle(230.0, 480.0, 6.0, "#3a6ab0", 1.0);
                c.circle(242.0, 486.0, 6.0, p.accent, 1.0);
                c.rect(220.0, 496.0, 8.0, 20.0, "#3a3a8a", 1.0);
            },
        ),
        card(
            "The mermaid tosses the coins back",
            (GoldTempera, Sea, HugeInTiny, Eerie),
            ["a huge mermaid squeezed into a fountain", "tourists making wishes"],
            ("the mermaid is tossing the coins back at them", "coins"),
            ["Refusal", "Be careful what you wish for", "The tourists threw their coins and made their wishes, and the mermaid threw them back"],
            &["mermaid", "fountain"],
            true,
            "A small stone fountain in a town square, far too small for the huge mermaid folded into it, her scaly tail hanging over the rim and her long hair spilling onto the cobbles. A few tourists throw coins to make a wish, and she, unsmiling, flicks the coins straight back at them.",
            |c| {
                c.drew("stone fountain square mermaid tail rim hair cobble tourist coin town");
                let p = c.p;
                c.sky(300.0);
                c.rect(-10.0, 300.0, 420.0, 320.0, "#b8a890", 1.0);
                c.ellipse(200.0, 470.0, 170.0, 50.0, "#8a8070", 1.0);
                c.ellipse(200.0, 460.0, 150.0, 38.0, "#4a9ab0", 1.0);
                let mer = Look::new(1, "#3a9a8a", p.dark).hair(Hair::Long, 4).face(Expr::Angry);
                portrait(c, 190.0, 300.0, 70.0, &mer);
                c.path("M260 460Q360 420 380 520L400 560L340 540Q320 480 260 480Z", "#3a9a8a", 1.0);
                c.stroke("M110 380L60 340", SKIN[1], 16.0, 1.0);
                c.dots(6, 40.0, 100.0, 280.0, 330.0, 5.0, "#f0c040");
                for (k, x) in [40.0, 360.0].iter().enumerate() {
                    let l = Look::new(k * 3, p.cloth[k], p.dark).hair(Hair::Short, k).face(Expr::Shock).turn(if k == 0 { 0.6 } else { -0.6 });
                    figure(c, &point(), *x, 600.0, 150.0, &l, k == 1);
                }
            },
        ),
        card(
            "The cat in the sewing basket",
            (GoldTempera, Daylight, Interior, Calm),
            ["a woman sewing in a quiet room", "her sewing basket"],
            ("the cat is asleep in the sewing basket among the reels", "sewing basket"),
            ["Tranquil", "A stitch in time saves nine", "She has been looking for her thread all morning; the cat is asleep in the sewing basket"],
            &["sewing", "quiet room"],
            true,
            "A quiet room with pale walls and a tiled floor, lit by soft daylight. A young woman in a blue dress sits on a wooden chair, bent over her sewing. At her feet stands a round sewing basket in which a tabby cat is curled asleep among reels of coloured thread.",
            |c| {
                c.drew("room wall floor daylight dress chair sewing basket cat thread");
                let p = c.p;
                c.room(420.0);
                c.soft();
                c.glow(60.0, 160.0, 240.0, p.light, 0.6);
                c.end();
                for i in 0..6 {
                    for j in 0..4 {
                        if (i + j) % 2 == 0 {
                            c.rect(i as f64 * 70.0, 420.0 + j as f64 * 50.0, 70.0, 50.0, "#c8a880", 1.0);
                        }
                    }
                }
                c.chair(160.0, 540.0, 2.0, "#6a4a2a");
                let w = Look::new(0, "#3a6ab0", "#3a6ab0").hair(Hair::Bun, 1).face(Expr::Calm).turn(0.6);
                figure(c, &sit_chair().dress(18.0, -48.0).right_hand((16.0, -66.0), (24.0, -70.0)).left_hand((14.0, -66.0), (22.0, -72.0)), 166.0, 540.0, 260.0, &w, false);
                c.ellipse(300.0, 520.0, 60.0, 20.0, "#a8783a", 1.0);
                c.path("M240 520h120l-10 50h-100Z", "#a8783a", 1.0);
                c.ellipse(300.0, 514.0, 40.0, 14.0, "#9a7a5a", 1.0);
                c.stroke("M272 510q10 -6 20 0M300 508q10 -6 20 0", "#5a3a2a", 3.0, 1.0);
                c.circle(262.0, 516.0, 6.0, p.accent, 1.0);
                c.circle(340.0, 516.0, 6.0, p.accent2, 1.0);
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
            "An old orchard at the end of autumn, against a gold sky. An orchard keeper in a long apron holds a lantern up to the last apple hanging on a bare branch. A big fresh bite has been taken out of the apple, still on the tree, and there is nobody else in sight.",
            |c| {
                c.drew("orchard sky keeper apron lantern apple branch bite tree");
                let p = c.p;
                c.sky(380.0);
                c.land(380.0);
                c.stroke("M300 620V300M300 360L200 200M300 320L380 220M200 200L150 160", "#3a2a1a", 14.0, 1.0);
                c.stroke("M150 160L160 200", "#3a2a1a", 2.0, 1.0);
                c.circle(160.0, 216.0, 20.0, p.accent, 1.0);
                c.circle(176.0, 206.0, 10.0, "#f4ecc8", 1.0);
                let keeper = Look::new(2, "#e8dcc0", "#4a3a2a").old().beard().face(Expr::Worry).turn(0.5);
                figure(c, &reach().right_hand((12.0, -96.0), (20.0, -112.0)).hat(), 100.0, 590.0, 330.0, &keeper, false);
                c.soft();
                c.glow(170.0, 220.0, 60.0, p.light, 0.7);
                c.end();
            },
        ),
    ]
}
