//! Cards 101–150 of the third edition.

use super::people::{poses::*, *};
use super::scene::{bird, Ctx};
use super::style::{Palette::*, Technique::*};
use super::Mood::*;
use super::Viewpoint::*;
use super::{card, Card};
use crate::canvas::star_d;
use crate::canvas::Num;
use crate::second::figures::{fish, person, Hand, Pose};
use std::fmt::Write as _;

pub fn cards() -> Vec<Card> {
    vec![
        card(
            "The sleeve",
            (Woodcut, WarmInterior, Interior, Eerie),
            ["an old man alone at an open wardrobe, his face pressed into a coat", "the embrace of someone who is no longer there"],
            ("her brooch is still pinned on the coat's lapel, catching the lamp light", "brooch"),
            ["Held once more", "Till death do us part", "Every evening he opens her wardrobe to breathe her in, and tonight, under the brooch he gave her, her sleeve rose and held him"],
            &["empty sleeve embracing", "widower at the wardrobe"],
            true,
            "A dark room lit by a small lamp on the left. An old man with grey hair, in a blue cardigan, stands bowed at an open wardrobe, his eyes closed, his cheek pressed against the shoulder of a red woman's coat hanging empty on its hanger, one hand holding it. One of the coat's empty sleeves has risen from its shoulder and lies across his shoulders, holding him, while the other sleeve hangs straight down. A gold brooch is pinned on the coat's lapel, shining in the lamp light.",
            |c| {
                c.drew("room lamp wardrobe door coat man hair cardigan eye cheek hand sleeve hanger brooch lapel shoulder");
                let (red, deep, ink) = ("#c8222c", "#6a0c14", "#0c0504");
                let (wood, pale) = ("#5a2a12", "#8a4a22");
                // The dark room, warm only round the lamp on the left.
                c.full("#1c0c06", 1.0);
                c.soft();
                c.glow(60.0, 110.0, 330.0, "#f0a050", 0.5);
                c.end();
                // The small lamp high on the left.
                c.stroke("M58 112V150", ink, 5.0, 1.0);
                c.poly(&[(36.0, 64.0), (80.0, 64.0), (94.0, 112.0), (22.0, 112.0)], "#ffe0a0", 1.0);
                // The open wardrobe: its frame, black inside, the rail, and
                // its door swung open on the right.
                c.rect(112.0, 26.0, 240.0, 600.0, wood, 1.0);
                c.rect(130.0, 56.0, 204.0, 560.0, ink, 1.0);
                c.stroke("M130 92H334", pale, 7.0, 1.0);
                c.poly(&[(352.0, 26.0), (396.0, 58.0), (396.0, 572.0), (352.0, 600.0)], pale, 1.0);
                c.poly(&[(362.0, 64.0), (388.0, 84.0), (388.0, 290.0), (362.0, 294.0)], wood, 1.0);
                c.poly(&[(362.0, 330.0), (388.0, 330.0), (388.0, 540.0), (362.0, 560.0)], wood, 1.0);
                c.circle(368.0, 312.0, 5.0, "#e0b060", 1.0);
                // Her coat, red and empty, on its hanger: the hook over the
                // rail, the shoulders, the collar, the buttons.
                let gold = "#d8a850";
                c.stroke("M250 112V92Q250 78 262 80Q272 84 266 94", gold, 5.0, 1.0);
                c.stroke("M196 130Q250 106 304 130", gold, 6.0, 1.0);
                c.path("M196 128Q250 148 304 128L316 150Q322 330 330 540H170Q178 330 184 150Z", red, 1.0);
                // The collar standing round the empty neck, the lapels.
                c.path("M222 120Q250 132 278 120L282 134Q250 150 218 134Z", deep, 1.0);
                c.poly(&[(220.0, 132.0), (250.0, 250.0), (232.0, 144.0)], deep, 1.0);
                c.poly(&[(280.0, 132.0), (250.0, 250.0), (268.0, 144.0)], deep, 1.0);
                c.ellipse(250.0, 140.0, 22.0, 7.0, ink, 1.0);
                c.stroke("M250 250V540", deep, 3.0, 1.0);
                for y in [290.0, 360.0, 430.0] {
                    c.circle(262.0, y, 6.0, deep, 1.0);
                }
                // The other sleeve hanging straight down, its cuff dark.
                c.stroke("M314 146Q324 300 326 420", deep, 40.0, 1.0);
                c.stroke("M313 148Q322 300 324 418", red, 32.0, 1.0);
                c.ellipse(325.0, 424.0, 17.0, 7.0, ink, 1.0);
                // Her brooch still on the lapel, catching the light.
                c.soft();
                c.glow(276.0, 186.0, 34.0, "#fff0b0", 0.8);
                c.end();
                c.circle(276.0, 186.0, 10.0, "#f8c850", 1.0);
                c.circle(276.0, 186.0, 4.5, red, 1.0);
                c.circle(273.0, 182.0, 2.0, "#fff8e0", 1.0);
                // Him, bowed at her coat in a blue cardigan, his back
                // rounded.
                let (blue, navy) = ("#4a72b0", "#24406e");
                c.path("M208 300Q176 262 142 236Q96 226 66 262Q36 310 34 420Q30 520 34 610H204Q200 460 204 380Q208 330 208 300Z", blue, 1.0);
                c.stroke("M62 300Q44 420 50 600", navy, 4.0, 0.8);
                c.stroke("M190 440V600", navy, 3.0, 1.0);
                for y in [470.0, 520.0, 570.0] {
                    c.circle(198.0, y, 5.0, "#e8e0c8", 1.0);
                }
                // His arm forward, the hand holding her coat.
                c.stroke("M146 272Q100 420 146 436Q190 440 214 404", navy, 38.0, 1.0);
                c.stroke("M146 272Q102 416 146 430Q186 432 208 406", blue, 28.0, 1.0);
                c.path("M198 384Q222 372 236 386Q238 408 218 418Q200 418 196 404Z", "#eab892", 1.0);
                c.stroke("M216 384q12 4 14 18M206 388q12 4 12 20", "#a86a4a", 2.5, 1.0);
                let mut him = Look::new(1, blue, "#3a3a3a").old().hair(Hair::Short, 5).face(Expr::Tender).profile().turn(1.0).tilt(16.0);
                him.hair_color = "#a6a6a2";
                lone_head(c, 178.0, 250.0, 46.0, &him);
                // Her empty sleeve risen from the coat's shoulder, over his
                // head and round his back, the cuff hanging open behind him.
                let arm = "M190 156Q150 160 118 196Q94 228 84 266";
                c.stroke(arm, deep, 46.0, 1.0);
                c.stroke(arm, red, 36.0, 1.0);
                c.stroke("M86 262L72 326", deep, 44.0, 1.0);
                c.stroke("M86 264L74 320", red, 32.0, 1.0);
                c.stroke("M150 172q-14 10 -22 26M104 222q-6 14 -8 30", deep, 3.0, 1.0);
                c.ellipse(72.0, 332.0, 20.0, 9.0, ink, 1.0);
            },
        ),
        card(
            "Mending Grandmother",
            (GoldTempera, WarmInterior, CloseUp, Tender),
            ["an old woman's face, cracked all over like an old china cup", "the little girl patiently painting gold into every crack"],
            ("the girl's own bare knee has a small crack too, already mended in gold", "knee"),
            [
                "Patient love",
                "Beauty is only skin deep",
                "The summer she fell and cracked her knee, her grandmother mended it with gold; now it is her turn",
            ],
            &["gold in the cracks", "a mended face"],
            true,
            "A close view against a plain gold ground with a faint ring like a halo. On the left, an old woman with white hair in a bun and a blue shawl sits very still, her eyes closed and a faint smile on her lips. Fine cracks run across her brow and cheek like the glaze of an old cup, and most of them shine gold. On the right a girl in a red dress, seen from the side with her tongue between her teeth, paints gold into the last crack with a fine brush. In front, the girl's own bare knee has one small crack, mended in gold.",
            |c| {
                c.drew("ground gold ring halo woman hair shawl eye lip crack brow cheek glaze cup girl dress tongue teeth brush paint knee");
                c.gold(0.0, 600.0);
                // Lamplight from the upper left, and the halo ring behind her head.
                c.soft();
                c.glow(60.0, 80.0, 300.0, "#fff4c0", 0.5);
                c.end();
                let (hx, hy, r) = (136.0, 246.0, 80.0);
                c.circle(hx, hy - 6.0, 128.0, "#f8dc84", 0.5);
                c.stroke(&format!("M{} {}a128 128 0 1 0 0.1 0", Num(hx), Num(hy - 134.0)), "#8a5a1a", 3.0, 0.55);
                c.stroke(&format!("M{} {}a116 116 0 1 0 0.1 0", Num(hx), Num(hy - 122.0)), "#8a5a1a", 1.5, 0.4);
                // The grandmother, head and shoulders, turned a little towards the girl.
                let gran = Look::new(0, "#2a4a8a", "#2a4a8a").hair(Hair::Bun, 5).old().face(Expr::Tender).turn(0.2);
                portrait(c, hx, hy, r, &gran);
                // The fold of her shawl over her shoulders.
                c.stroke(&format!("M{} {}Q{} {} {} {}", Num(hx - 150.0), Num(hy + 180.0), Num(hx), Num(hy + 250.0), Num(hx + 150.0), Num(hy + 180.0)), "#1a2a5a", 6.0, 0.7);
                // The cracks across her brow and cheek: gold where mended, over a dark edge.
                let mended = [
                    "M76 214l18 -8l14 8l18 -10l16 8l16 -6M126 204l-4 -14",
                    "M56 232l18 14l-4 16l14 12l-6 16M74 246l-16 18",
                    "M184 242l-14 24l8 14l-14 18l6 16l-8 16M170 266l-20 6M170 298l16 8",
                    "M110 302l-10 14l8 14",
                ];
                for d in mended {
                    c.stroke(d, "#4a2208", 9.0, 0.9);
                    c.stroke(d, "#ffd23a", 5.0, 1.0);
                    c.stroke(d, "#fffbe0", 1.5, 0.9);
                }
                // The last crack, still dark, where the brush is at work.
                let open = "M212 262l-8 12l4 10l-10 12";
                c.stroke(open, "#3a1a08", 3.5, 1.0);
                // The girl in profile, facing her, tongue out in concentration.
                let (gx, gy, gr) = (324.0, 240.0, 60.0);
                let girl = Look::new(1, "#c83a2a", "#c83a2a").hair(Hair::Long, 1).face(Expr::Calm).tongue().turn(-1.0).profile().tilt(-8.0);
                portrait(c, gx, gy, gr, &girl);
                c.rect(gx - 2.2 * gr, gy + 4.4 * gr, 4.4 * gr, 60.0, "#c83a2a", 1.0);
                // Her arm reaching to the old face, the brush held like a pen.
                c.stroke("M300 380Q262 350 236 300", "#c83a2a", 26.0, 1.0);
                c.stroke("M300 380Q262 350 236 300", "#7a1a12", 2.0, 0.5);
                c.stroke("M262 320L214 264", "#6a3a18", 3.5, 1.0);
                c.stroke("M220 271L212 262", "#ffd23a", 4.0, 1.0);
                c.circle(232.0, 292.0, 13.0, SKIN[1], 1.0);
                c.stroke("M222 288q6 -8 16 -4", "#8a5a3a", 2.0, 0.8);
                // In front, her bare knee, with its own small mended crack.
                c.path("M256 600L262 556Q300 520 342 548L346 600Z", SKIN[1], 1.0);
                c.ellipse(302.0, 550.0, 50.0, 36.0, SKIN[1], 1.0);
                c.path("M240 520Q300 490 364 514L368 534Q300 514 244 538Z", "#a82a1e", 1.0);
                let knee = "M292 534l8 12l-8 12l12 10M300 546l16 2";
                c.stroke(knee, "#4a2208", 8.0, 0.9);
                c.stroke(knee, "#ffd23a", 4.5, 1.0);
            },
        ),
        card(
            "Under the skaters",
            (Pastel, Winter, WormsEye, Calm),
            ["skaters on a frozen pond", "a fish under the ice"],
            ("the fish is wearing a knitted scarf", "scarf"),
            ["Hush", "Waste not, want not", "All winter the skaters whirl above while the old fish dozes below in the scarf they dropped"],
            &["under the ice", "skaters"],
            true,
            "The view from under the ice of a frozen pond. Above the pale, scratched ice, two skaters glide and a girl bends over, hand at her bare neck, peering down through it. In the green water below, a big fat golden fish dozes with its eyes shut, wrapped in a red striped knitted scarf, bubbles rising from its mouth; weeds and pebbles on the bottom.",
            |c| {
                c.drew("ice pond skater coat water fish scarf bubble weed pebble neck");
                let p = c.p;
                c.sky(206.0);
                c.rect(-10.0, -10.0, 420.0, 216.0, "#5a7a9a", 0.3);
                // Two skaters glide far off on the left; the girl bends over close by, peering down.
                let glide = Pose {
                    knees: [(-4.0, -26.0), (-20.0, -36.0)],
                    feet: [(-5.0, -2.0), (-34.0, -30.0)],
                    elbows: [(-20.0, -70.0), (18.0, -72.0)],
                    hands: [(-34.0, -74.0), (32.0, -78.0)],
                    ..walk()
                };
                let s1 = Look::new(0, p.cloth[1], p.dark).hair(Hair::Short, 0).face(Expr::Smile).turn(0.6);
                figure(c, &glide, 70.0, 206.0, 112.0, &s1, false);
                let s2 = Look::new(4, p.cloth[2], p.dark).hair(Hair::Bun, 1).face(Expr::Laugh).turn(-0.5);
                figure(c, &glide, 150.0, 204.0, 80.0, &s2, true);
                let girl = Look::new(2, p.accent2, p.dark).hair(Hair::Long, 3).face(Expr::Wistful).turn(0.5).tilt(24.0);
                let peer = Pose {
                    head: (30.0, -54.0),
                    neck: (20.0, -54.0),
                    hip: (-6.0, -44.0),
                    knees: [(6.0, -24.0), (10.0, -22.0)],
                    feet: [(-4.0, -2.0), (6.0, -2.0)],
                    elbows: [(18.0, -36.0), (8.0, -36.0)],
                    hands: [(12.0, -24.0), (26.0, -46.0)],
                    ..bend()
                };
                figure(c, &peer, 214.0, 208.0, 250.0, &girl, false);
                // Her hand at her bare throat, over the hair.
                c.stroke("M232 128Q248 122 262 114", p.accent2, 13.0, 1.0);
                c.ellipse(268.0, 111.0, 9.0, 8.0, SKIN[2], 1.0);
                c.stroke("M262 105q8 -4 14 0", p.dark, 1.5, 0.6);
                // The ice: a thick bright band, scratched with figure-eights.
                c.rect(-10.0, 206.0, 420.0, 58.0, "#f2fafe", 1.0);
                c.rect(-10.0, 206.0, 420.0, 5.0, "#ffffff", 1.0);
                c.stroke("M-10 206H410", "#7ab4cc", 3.0, 1.0);
                c.rect(-10.0, 256.0, 420.0, 8.0, "#9ccce0", 1.0);
                c.stroke("M20 224q60 -12 120 0t120 0M180 240q40 -10 80 0q40 10 80 0q-30 -12 -80 0M30 246l40 -6", "#9ccce0", 2.5, 1.0);
                c.rect(-10.0, 264.0, 420.0, 352.0, "#1c5058", 1.0);
                c.soft();
                c.glow(290.0, 266.0, 220.0, "#bfe8e0", 0.4);
                c.end();
                // Weeds and pebbles on the bottom.
                c.stroke("M30 610Q20 540 40 480M60 610Q70 560 56 520M350 610Q340 520 366 460M380 610Q390 560 376 530", "#3a8a4a", 8.0, 1.0);
                for (x, r) in [(120.0, 18.0), (160.0, 12.0), (250.0, 20.0), (300.0, 10.0)] {
                    c.ellipse(x, 596.0, r * 1.4, r, "#5a5a4a", 1.0);
                }
                // The fat round fish, asleep in the scarf, bubbles rising to the girl.
                let gold = "#f0ac30";
                let deep = "#b8761c";
                c.path("M64 420L6 352Q18 420 6 494Z", deep, 1.0);
                c.path("M120 342Q168 270 240 326Z", deep, 1.0);
                c.path("M52 420Q56 322 190 318Q330 318 350 420Q332 530 190 532Q58 528 52 420Z", gold, 1.0);
                c.path("M70 452Q120 528 190 530Q300 528 338 460Q260 500 190 500Q110 498 70 452Z", deep, 0.7);
                c.ellipse(190.0, 366.0, 110.0, 30.0, "#fcd676", 0.9);
                for k in 0..4 {
                    let x = 100.0 + k as f64 * 36.0;
                    c.stroke(&format!("M{x} 392q14 16 0 32M{} 432q14 16 0 32", x + 18.0), deep, 3.5, 0.8);
                }
                c.path("M238 450Q200 470 178 504Q226 496 248 462Z", deep, 1.0);
                // The closed eye with lashes, the pouting mouth.
                c.path("M298 398Q316 384 334 398Q316 410 298 398Z", "#fcd676", 1.0);
                c.stroke("M296 398Q316 414 336 398", "#3a2a1a", 4.5, 1.0);
                c.stroke("M304 406l-3 8M316 410v9M328 406l3 8", "#3a2a1a", 3.0, 1.0);
                c.path("M342 432q16 2 14 14q-16 2 -14 -14Z", "#9a4a2a", 1.0);
                for (x, y, r) in [(360.0, 412.0, 7.0), (350.0, 378.0, 10.0), (336.0, 340.0, 8.0), (320.0, 306.0, 11.0), (304.0, 280.0, 7.0)] {
                    c.circle(x, y, r, "#e8f8f8", 0.35);
                    c.stroke(&format!("M{} {y}a{r} {r} 0 1 0 .1 0", x - r), "#ffffff", 2.5, 1.0);
                }
                // Her striped scarf wrapped behind the gills, its ends floating down.
                c.path("M258 324Q242 424 258 528L292 522Q276 424 292 328Z", p.accent, 1.0);
                c.stroke("M258 348h30M254 374h30M252 400h30M252 426h30M254 452h30M256 478h30M258 504h30", "#ffffff", 7.0, 1.0);
                c.path("M262 500Q226 548 196 584L220 594Q250 556 280 510Z", p.accent, 1.0);
                c.path("M274 508Q264 556 274 598L298 594Q288 554 294 512Z", p.accent, 1.0);
                c.stroke("M214 556l20 12M234 532l20 12M274 560h22M274 536h22", "#ffffff", 7.0, 1.0);
                c.stroke("M196 586l-4 10M204 590l-2 10M212 593v9", p.accent, 2.5, 1.0);
            },
        ),
        card(
            "The carnival in the bottle",
            (CutPaper, Sea, HugeInTiny, Festive),
            ["a whole carnival", "a glass bottle washed up on the sand"],
            ("a tiny man is pushing a message out through the cork", "message"),
            ["Trapped fun", "It's a small world", "The carnival has gone on in the bottle for years, and somebody finally sent a message"],
            &["bottle", "carnival"],
            true,
            "A big green glass bottle stands stuck in the sand at the water's edge on a bright day, waves behind it. Inside it is night, and a whole tiny carnival glows: a big wheel rimmed with lights and lit cabins, a striped tent with a lit door, bunting and a string of lights. On top of the wheel a tiny man stands on tiptoe and pushes a long rolled-up paper message up the neck and out of the bottle, the cork tipped off into the air.",
            |c| {
                c.drew("bottle beach sand water wave wheel cabin tent stripe flag bunting light neck message cork shell night door");
                let p = c.p;
                c.sky(210.0);
                c.sea(190.0, "#3ab0c8", "#1a7a9a");
                c.stroke("M-10 500q40 -16 80 0t80 0t80 0t80 0t80 0t80 0", "#ffffff", 7.0, 0.9);
                c.path("M-10 500q40 -16 80 0t80 0t80 0t80 0t80 0t80 0V620H-10Z", p.ground[0], 1.0);
                // The bottle filling the card: neck, shoulders, body sunk in the
                // sand. Inside it is night, and the beach shows faintly through.
                let glass = "M150 70V186Q30 226 30 326V620H370V326Q370 226 250 186V70Z";
                c.clip(glass);
                c.rect(20.0, 60.0, 360.0, 560.0, "#23245e", 0.85);
                for (r, col) in [(176.0, "#7a3a6a"), (124.0, "#d8703a"), (70.0, "#ffc850")] {
                    c.circle(238.0, 404.0, r, col, 0.6);
                }
                c.dots(14, 50.0, 350.0, 200.0, 300.0, 2.2, "#fff6c0");
                // The striped big top at the left, its door lit.
                c.poly(&[(30.0, 590.0), (108.0, 420.0), (186.0, 590.0)], "#f8f0e0", 1.0);
                c.poly(&[(62.0, 590.0), (108.0, 420.0), (94.0, 590.0)], p.accent, 1.0);
                c.poly(&[(122.0, 590.0), (108.0, 420.0), (154.0, 590.0)], p.accent, 1.0);
                c.path("M90 590q18 -54 36 0Z", "#ffd860", 1.0);
                c.stroke("M108 420v-26", "#f8f0e0", 3.0, 1.0);
                c.poly(&[(108.0, 394.0), (130.0, 401.0), (108.0, 408.0)], p.accent2, 1.0);
                // A string of bunting and lights across the glass.
                let mut flags = String::new();
                let mut lights = String::new();
                for k in 0..12 {
                    let x = 48.0 + k as f64 * 28.0;
                    let t = (x - 200.0) / 160.0;
                    let y = 300.0 + 36.0 * (1.0 - t * t);
                    flags.push_str(&format!("M{x:.0} {y:.0}l13 0l-6 17Z"));
                    lights.push_str(&format!("M{:.0} {:.0}h.1", x + 20.0, y + 4.0));
                }
                c.stroke("M36 296Q200 372 364 296", "#f8f0e0", 2.0, 1.0);
                c.path(&flags, "#f08ac0", 1.0);
                c.stroke(&lights, "#ffe680", 8.0, 1.0);
                // The big wheel, rimmed with bulbs, its cabins lit.
                let (wx, wy, wr) = (238.0, 404.0, 128.0);
                c.stroke(&format!("M{wx} {wy}L180 610M{wx} {wy}L296 610"), "#f8f0e0", 8.0, 1.0);
                let mut spokes = format!("M{} {}a{wr} {wr} 0 1 0 .1 0", wx - wr, wy);
                for k in 0..8 {
                    let a = (k as f64 * 45.0_f64).to_radians();
                    spokes.push_str(&format!("M{wx} {wy}L{:.0} {:.0}", wx + a.cos() * wr, wy + a.sin() * wr));
                }
                c.stroke(&spokes, "#f8f0e0", 5.0, 1.0);
                let mut bulbs = String::new();
                for k in 0..24 {
                    let a = (k as f64 * 15.0_f64).to_radians();
                    bulbs.push_str(&format!("M{:.0} {:.0}h.1", wx + a.cos() * wr, wy + a.sin() * wr));
                }
                c.stroke(&bulbs, "#ffe680", 9.0, 1.0);
                for k in 0..8 {
                    let a = (k as f64 * 45.0_f64 + 22.5).to_radians();
                    let (x, y) = (wx + a.cos() * wr, wy + a.sin() * wr);
                    c.rect(x - 16.0, y, 32.0, 26.0, [p.accent, p.accent2, "#8ad0f0", "#f08ac0"][k % 4], 1.0);
                    c.rect(x - 10.0, y + 5.0, 20.0, 9.0, "#fff2a0", 1.0);
                }
                c.circle(wx, wy, 16.0, "#ffe680", 1.0);
                // The tiny man on the top cabin's roof, on tiptoe, pushing the
                // rolled message up the neck; the cork tipped off into the air.
                let tiny = Look::new(1, p.accent2, p.dark).hair(Hair::Short, 1).face(Expr::Worry).turn(0.4);
                let push = Pose {
                    head: (2.0, -92.0),
                    elbows: [(4.0, -106.0), (14.0, -106.0)],
                    hands: [(8.0, -120.0), (12.0, -118.0)],
                    feet: [(-4.0, -4.0), (5.0, -4.0)],
                    ..arms_up()
                };
                c.end();
                // The glass: a green tint round its inside edge, bright shines
                // down both sides and along the shoulder, the outline.
                c.clip(glass);
                c.stroke(glass, "#3ac890", 24.0, 0.4);
                c.end();
                c.rect(234.0, 20.0, 24.0, 124.0, "#fbf4dc", 1.0);
                c.ellipse(246.0, 20.0, 12.0, 5.0, "#e0d4b0", 1.0);
                c.stroke("M234 48h24", "#d8303a", 5.0, 1.0);
                c.stroke("M240 70v60M247 64v70M253 74v50", "#7a6a5a", 1.6, 0.7);
                figure_unshadowed(c, &push, 236.0, 270.0, 132.0, &tiny, false);
                c.stroke("M56 570V336Q60 262 132 222", "#ffffff", 12.0, 0.7);
                c.stroke("M76 540V360", "#ffffff", 4.0, 0.5);
                c.stroke("M346 560V380", "#ffffff", 6.0, 0.45);
                c.stroke("M162 180V84", "#ffffff", 6.0, 0.6);
                c.stroke("M274 214Q330 234 346 280", "#ffffff", 5.0, 0.5);
                c.stroke(glass, "#1a6a4a", 5.0, 1.0);
                c.g("transform=\"rotate(-24 170 50)\"");
                c.rect(150.0, 28.0, 60.0, 40.0, "#b8844a", 1.0);
                c.stroke("M160 36v26M176 34v30M192 34v30", "#8a5a2a", 2.0, 0.8);
                c.end();
                c.path("M330 586q14 -26 28 0z", "#f8d0c0", 1.0);
                c.path("M20 590q10 -16 22 -2q8 -12 16 2z", "#f4e0d0", 1.0);
            },
        ),
        card(
            "The last match",
            (InkWash, Monochrome, Hands, Tense),
            ["hands striking the last match", "a dark room"],
            ("a big moth is waiting on his fingertips", "moth"),
            ["Last chance", "Like a moth to a flame", "There was one match left in the box, and the moth had been waiting for it"],
            &["match", "moth"],
            false,
            "Two cupped hands in the dark hold up a lit match; the flame lights the fingers and an empty open matchbox below. On the fingertips of one hand sits a large pale moth with spread, spotted wings, facing the flame, and out of the dark all around more small moths are gathering.",
            |c| {
                c.drew("hand match flame finger matchbox thumb moth wing");
                c.c.rect(-30.0, -30.0, 460.0, 660.0, "#060505", 1.0);
                // The warm light of the match, the one colour in the dark.
                c.soft();
                c.glow(200.0, 300.0, 250.0, "#ff5a10", 0.75);
                c.glow(200.0, 270.0, 110.0, "#ffa050", 0.75);
                c.end();
                // Small moths gathering out of the dark, all heading for the flame.
                for (x, y, s) in [(56.0, 70.0, 0.34), (340.0, 70.0, 0.4), (130.0, 150.0, 0.26), (292.0, 160.0, 0.26), (34.0, 250.0, 0.28), (200.0, 56.0, 0.28), (372.0, 420.0, 0.24), (30.0, 430.0, 0.22)] {
                    let rot = (200.0_f64 - x).atan2(y - 280.0).to_degrees();
                    moth(c, x, y, s, rot);
                }
                // Two cupped hands: palms rising out of the dark at the wrist,
                // bent fingers curled round the flame, lit on the inside, and
                // the two thumbs pinching the match between them.
                for s in [1.0, -1.0] {
                    let x = |v: f64| 200.0 - s * (200.0 - v);
                    let palm = c.linv(&[(0.0, "#f26a28", 1.0), (0.5, "#b83e10", 1.0), (1.0, "#060505", 1.0)]);
                    let d = format!("M{} 620C{} 560 {} 520 {} 478C{} 444 {} 440 {} 452C{} 474 {} 506 {} 540C{} 572 {} 600 {} 620", x(40.0), x(44.0), x(62.0), x(92.0), x(120.0), x(160.0), x(178.0), x(186.0), x(178.0), x(160.0), x(140.0), x(126.0), x(122.0));
                    c.stroke(&d, "#f27438", 9.0, 0.5);
                    c.path(&d, &palm, 1.0);
                    c.stroke(&d, "#120806", 4.0, 1.0);
                    c.stroke(&format!("M{} 500Q{} 470 {} 462", x(100.0), x(130.0), x(168.0)), "#2a1208", 2.5, 0.7);
                    let fingers: [([(f64, f64); 4], f64); 4] = [
                        ([(92.0, 478.0), (66.0, 420.0), (76.0, 378.0), (98.0, 358.0)], 20.0),
                        ([(110.0, 464.0), (86.0, 392.0), (102.0, 338.0), (126.0, 318.0)], 23.0),
                        ([(130.0, 456.0), (112.0, 372.0), (132.0, 314.0), (158.0, 298.0)], 25.0),
                        ([(152.0, 456.0), (140.0, 384.0), (158.0, 338.0), (180.0, 328.0)], 23.0),
                    ];
                    for (pts, w) in fingers {
                        let pts = pts.map(|(a, b)| (x(a), b));
                        finger(c, &pts, w);
                    }
                    // The thumb, short and thick, up from the heel of the hand
                    // to the match.
                    finger(c, &[(x(150.0), 550.0), (x(176.0), 492.0), (x(192.0), 450.0)], 30.0);
                }
                // The empty matchbox in front, its drawer pulled right out: nothing inside.
                c.path("M14 552L118 534L130 582L26 600Z", "#5a4030", 1.0);
                c.path("M14 552L118 534L120 542L16 560Z", "#c87a48", 1.0);
                c.path("M70 520L168 504L174 530L76 546Z", "#e8a060", 1.0);
                c.path("M78 522L162 508L166 524L82 538Z", "#140c08", 1.0);
                c.stroke("M78 522L162 508", "#ffc890", 2.0, 0.8);
                c.stroke("M200 444L200 318", "#f4e8d0", 7.0, 1.0);
                c.ellipse(200.0, 316.0, 8.0, 10.0, "#2a1a10", 1.0);
                // The flame keeps its orange in the grey, big and bright.
                c.g("transform=\"translate(200 318) scale(1.6)\"");
                c.path("M1 -80Q20 -38 10 -10Q1 3 -8 -10Q-18 -36 1 -80Z", "#ff6a1a", 1.0);
                c.path("M1 -50Q10 -26 5 -12Q1 -6 -3 -12Q-8 -24 1 -50Z", "#fffbe8", 1.0);
                c.end();
                // The big moth perched on a fingertip, wings spread, facing
                // the flame.
                moth(c, 292.0, 300.0, 0.9, -62.0);
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
            "A wide evening sky fading from orange to deep blue over a tiny town far below. An impossibly tall, thin ladder rises from a rooftop into the sky, and at its top an old bearded man in a hat holds up a long pole with a flame and lights the stars one by one: behind him a trail of lit stars, ahead of him dull unlit ones. Far across the sky, one star he has not reached already shines on its own, and he turns to stare at it.",
            |c| {
                c.drew("sky town house ladder rooftop pole flame star trail");
                c.drew("roof window hill");
                // A smooth evening sky, deep blue above to orange at the horizon.
                let sky = c.c.linv(&[(0.0, "#141c52", 1.0), (0.45, "#1c2870", 1.0), (0.66, "#5a3c88", 1.0), (0.84, "#d8704a", 1.0), (0.92, "#ffb45a", 1.0)]);
                c.soft();
                c.c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                c.end();
                // The far hills and the tiny town, windows lit, a spire.
                c.path("M-20 540Q80 516 160 530T420 524V620H-20Z", "#4a2a5a", 1.0);
                c.path("M-20 574L-20 560L10 544L40 560V552L70 536L100 552L130 534L160 552V544L190 528L220 544V558H250V540L270 528L290 540V562L300 562L316 498L332 562H340V544L370 530L400 544L420 544V620H-20Z", "#1e1430", 1.0);
                let mut win = String::new();
                for (x, y) in [(20.0, 570.0), (62.0, 560.0), (84.0, 578.0), (150.0, 568.0), (196.0, 552.0), (206.0, 576.0), (262.0, 552.0), (280.0, 570.0), (316.0, 540.0), (356.0, 558.0), (380.0, 576.0)] {
                    win.push_str(&format!("M{x} {y}h7v9h-7Z"));
                }
                c.path(&win, "#ffc850", 1.0);
                c.stroke("M-20 560L10 544L40 560M40 552L70 536L100 552L130 534L160 552M160 544L190 528L220 544M250 540L270 528L290 540M300 562L316 498L332 562M340 544L370 530L400 544", "#f0965a", 3.0, 0.9);
                // The trail of warm stars he has lit behind him, each glowing.
                let lit = [(36.0, 508.0), (58.0, 440.0), (30.0, 372.0), (60.0, 304.0), (30.0, 236.0), (56.0, 168.0), (30.0, 100.0), (76.0, 38.0)];
                for (x, y) in lit {
                    c.glow(x, y, 36.0, "#ffb030", 0.8);
                }
                for (x, y) in lit {
                    c.path(&star_d(x, y, 17.0), "#ffe04a", 1.0);
                    c.circle(x, y, 4.0, "#ffffff", 1.0);
                }
                // The dull grey ones still ahead of him, unlit.
                for (x, y, r) in [(378.0, 90.0, 14.0), (318.0, 118.0, 13.0), (376.0, 184.0, 12.0), (282.0, 196.0, 11.0), (360.0, 264.0, 11.0), (248.0, 280.0, 10.0), (384.0, 470.0, 10.0), (236.0, 470.0, 9.0)] {
                    c.path(&star_d(x, y, r), "#6a6878", 1.0);
                }
                // Far across the sky, the one that lit itself: cold blue-white.
                let (fx, fy) = (310.0, 384.0);
                c.glow(fx, fy, 84.0, "#a8d0ff", 0.9);
                c.stroke(&format!("M{fx} {}V{}M{} {fy}H{}M{} {}L{} {}M{} {}L{} {}", fy - 58.0, fy + 58.0, fx - 58.0, fx + 58.0, fx - 24.0, fy - 24.0, fx + 24.0, fy + 24.0, fx + 24.0, fy - 24.0, fx - 24.0, fy + 24.0), "#dff0ff", 3.0, 1.0);
                c.path(&star_d(fx, fy, 25.0), "#ffffff", 1.0);
                // The impossibly tall ladder from a rooftop, the old man near its top.
                crate::second::things::ladder(c, 96.0, 540.0, 176.0, 190.0, 34.0, "#e0a860");
                // The warm light of his flame round him.
                c.glow(346.0, 34.0, 50.0, "#ffa040", 0.8);
                let man = Look::new(3, "#b03020", "#2a1a2a").old().beard().face(Expr::Shock).turn(0.9).tilt(22.0).gaze(Gaze::Side(1.0)).hands(Grip::Fist, Grip::Fist).wear(Hat::Top, "#5a4a6a");
                let lift = Pose {
                    head: (4.0, -90.0),
                    neck: (2.0, -80.0),
                    hip: (0.0, -48.0),
                    knees: [(-6.0, -25.0), (9.0, -34.0)],
                    feet: [(-5.0, -2.0), (5.0, -16.0)],
                    elbows: [(-10.0, -64.0), (19.0, -72.0)],
                    hands: [(2.0, -60.0), (35.0, -84.0)],
                    hem: Some((14.0, -18.0)),
                    ..stand().hat()
                };
                let (mx, my, ms) = (150.0, 400.0, 3.3);
                figure_unshadowed(c, &lift, mx, my, 100.0 * ms, &man, false);
                // His long pole, its flame at the next star.
                let (hx, hy) = (mx + 35.0 * ms, my - 84.0 * ms);
                c.stroke(&format!("M{} {}L340 40", hx - 30.0, hy + 12.0), "#2a1a14", 9.0, 1.0);
                c.stroke(&format!("M{} {}L340 40", hx - 30.0, hy + 12.0), "#c88a50", 4.5, 1.0);
                c.path(&star_d(346.0, 34.0, 14.0), "#8a7a70", 1.0);
                c.path("M342 40q-18 -16 2 -48q7 20 16 28q4 16 -18 20Z", "#ff8a20", 1.0);
                c.path("M344 34q-7 -9 1 -25q5 10 8 14q1 8 -9 11Z", "#fff4b0", 1.0);
            },
        ),
        card(
            "Catch of the day",
            (StainedGlass, Sea, CutAway, Tender),
            ["an old fisherman dozing in his rowing boat at dawn, rod in hand", "under the water, a mermaid tying a folded letter to his hook"],
            ("in the bottom of his boat lies a pile of her earlier letters, still unopened", "letters"),
            ["Secret admirer", "Love finds a way", "Every morning he rows out to fish and catches nothing but letters, and he has never once thought to look down"],
            &["mermaid's letter", "fisherman asleep"],
            true,
            "A view cut through the sea at the surface. Above it, at dawn, an old fisherman with a white beard and a woolly hat dozes in his little rowing boat, his rod in his hand and his line running down into the water. Below it, in the blue-green water lit by shafts of light, a mermaid with long red hair and a green tail floats beside his hook, tying a folded white letter onto it, while small fish watch. In the bottom of his boat lies a pile of her earlier letters, still unopened.",
            |c| {
                c.drew("sea dawn pile fisherman beard hat boat rod hand line water shaft light mermaid hair tail hook letter fish");
                let sky = c.c.linv(&[(0.0, "#f8c8a0", 1.0), (1.0, "#f8e8c8", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 250.0, &sky, 1.0);
                c.circle(330.0, 200.0, 40.0, "#fff0b0", 1.0);
                let sea = c.c.linv(&[(0.0, "#3aa0a8", 1.0), (1.0, "#0e3a5a", 1.0)]);
                c.rect(-10.0, 228.0, 420.0, 390.0, &sea, 1.0);
                c.soft();
                c.path("M60 236L20 610H90ZM200 236L180 610H250ZM320 236L340 610H400Z", "#c8f0e8", 0.12);
                c.end();
                c.stroke("M-10 230Q30 222 70 230Q110 238 150 230Q190 222 230 230Q270 238 310 230Q350 222 410 230", "#e8f8f8", 4.0, 1.0);
                // The boat sitting in the water, its hull below the line.
                c.path("M90 214H300Q290 256 250 262H140Q100 256 90 214Z", "#a8582a", 1.0);
                c.stroke("M98 226H292", "#7a3a1a", 4.0, 1.0);
                // The pile of her letters in the bottom of the boat.
                for (k, (x, y)) in [(230.0, 206.0), (246.0, 202.0), (262.0, 208.0), (240.0, 196.0), (256.0, 192.0)].iter().enumerate() {
                    c.g(&format!("transform=\"translate({x} {y}) rotate({})\"", -20.0 + k as f64 * 12.0));
                    c.rect(-12.0, -8.0, 24.0, 16.0, "#f8f8f0", 1.0);
                    c.stroke("M-12 -8L0 1L12 -8", "#a8a8b0", 1.5, 1.0);
                    c.end();
                }
                // The fisherman dozing, rod in hand.
                let man = Look::new(0, "#3a5a8a", "#4a4a3a").old().beard().hair(Hair::Short, 5).wear(Hat::Knitted, "#c83a2a").face(Expr::Asleep).tilt(10.0).turn(0.3);
                let doze = sit_chair().lowered(30.0).right_hand((14.0, -62.0), (26.0, -66.0));
                figure_unshadowed(c, &doze, 150.0, 226.0, 160.0, &man, false);
                c.stroke("M190 122L320 40", "#5a3a1a", 4.0, 1.0);
                c.stroke("M320 40Q340 140 300 430", "#f4f4f4", 1.5, 1.0);
                // The mermaid below, tying the letter on to the hook.
                let mer = Look::new(3, "#3a9a6a", "#3a9a6a").hair(Hair::Long, 4).face(Expr::Tender).turn(0.5);
                let tie = Pose { hair: true, ..stand() }.left_hand((4.0, -58.0), (22.0, -46.0)).right_hand((22.0, -60.0), (30.0, -44.0));
                figure_unshadowed(c, &tie, 220.0, 540.0, 220.0, &mer, false);
                c.path("M196 440Q190 500 214 540Q230 580 196 600L160 590Q200 576 196 540Q178 500 196 440ZM226 440Q240 490 226 540Q214 580 240 600Q250 570 242 540Q256 490 240 440Z", "#2a8a5a", 1.0);
                c.path("M200 436H244Q252 500 232 548Q226 574 250 596L236 610Q210 600 196 610L178 600Q212 580 206 548Q186 500 200 436Z", "#3aa06a", 1.0);
                c.stroke("M206 470q14 8 30 0M208 500q12 8 26 0M212 530q10 6 20 0", "#2a7a4a", 2.0, 1.0);
                // The hook and the folded letter she is tying to it.
                c.stroke("M300 430q0 14 -10 12q-8 -2 -6 -10", "#d8d8d8", 3.0, 1.0);
                c.g("transform=\"translate(284 450) rotate(-12)\"");
                c.rect(-18.0, -12.0, 36.0, 24.0, "#ffffff", 1.0);
                c.stroke("M-18 -12L0 2L18 -12", "#a8a8b0", 2.0, 1.0);
                c.end();
                // Small fish watching.
                for (x, y, s) in [(90.0, 400.0, 1.0), (110.0, 440.0, 0.8), (340.0, 520.0, 1.0), (70.0, 520.0, 0.9)] {
                    c.g(&format!("transform=\"translate({x} {y}) scale({s})\""));
                    c.path("M-16 0Q0 -12 16 0Q0 12 -16 0ZM16 0l12 -9v18Z", "#f0a030", 1.0);
                    c.circle(-8.0, -2.0, 2.5, "#1a1a1a", 1.0);
                    c.end();
                }
            },
        ),
        card(
            "Carried across",
            (GoldTempera, Autumn, EyeLevel, Tender),
            ["a grey-haired son carrying his old father piggyback across a brook", "the old man's arms round his neck, his stick in his hand"],
            ("in the water below, their reflection shows a young father carrying a small boy", "reflection"),
            ["Full circle", "What goes up must come down", "Forty years ago he carried his boy across this brook every Sunday, and their reflection in the water still shows it that way round"],
            &["son carrying his father", "reflection of younger days"],
            true,
            "A painting with a gold sky: autumn trees with red and orange leaves beside a clear brook with stepping stones. Wading through the water, a grey-haired man in a green jacket carries his very old father piggyback; the old man in a brown coat holds on round his neck, a walking stick in one hand. In the still water below them, their reflection is different: a young dark-haired father carrying a small laughing boy piggyback.",
            |c| {
                c.drew("gold tree leaf brook stone man jacket father coat neck stick hand water reflection boy");
                c.sky(330.0);
                // Trees on the bank.
                for (x, col) in [(40.0, "#c8462a"), (330.0, "#e8902a"), (380.0, "#b83a22")] {
                    c.rect(x - 8.0, 160.0, 16.0, 180.0, "#5a3a22", 1.0);
                    c.circle(x, 140.0, 60.0, col, 1.0);
                    c.circle(x + 30.0, 180.0, 40.0, col, 1.0);
                }
                c.rect(-10.0, 318.0, 420.0, 30.0, "#8a7a3a", 1.0);
                // The stream.
                c.rect(-10.0, 346.0, 420.0, 270.0, "#6aa0b0", 1.0);
                c.ellipse(60.0, 360.0, 30.0, 8.0, "#8a8a80", 1.0);
                c.ellipse(340.0, 366.0, 34.0, 9.0, "#8a8a80", 1.0);
                // The piggyback: the old father behind, the son in front.
                let draw_pair = |c: &mut super::scene::Ctx, young: bool| {
                    let (gy, sh) = (390.0, 300.0);
                    let (rider, top, h) = if young {
                        (Look::new(1, "#e8c040", "#4a6ab0").hair(Hair::Curly, 4).face(Expr::Laugh).turn(0.3), "#e8c040", 150.0)
                    } else {
                        (Look::new(1, "#7a5a3a", "#5a4a3a").old().hair(Hair::Short, 5).face(Expr::Tender).turn(0.3), "#7a5a3a", 230.0)
                    };
                    let ride = sit_front();
                    let pose = if young { ride.child() } else { ride };
                    let rfeet = gy - sh * if young { 0.5 } else { 0.36 };
                    figure_unshadowed(c, &pose, if young { 230.0 } else { 222.0 }, rfeet, h, &rider, false);
                    let carrier = if young {
                        Look::new(1, "#3a6a4a", "#4a4a5a").hair(Hair::Short, 0).face(Expr::Smile).turn(0.3)
                    } else {
                        Look::new(1, "#3a6a4a", "#4a4a5a").hair(Hair::Short, 5).face(Expr::Tender).turn(0.3)
                    };
                    let carry = walk().left_hand((-16.0, -52.0), (-14.0, -40.0)).right_hand((16.0, -52.0), (14.0, -40.0));
                    figure_unshadowed(c, &carry, 200.0, gy, sh, &carrier, false);
                    // The rider's arms round the carrier's neck.
                    let ny = gy - sh * 0.79 + 12.0;
                    c.stroke(&format!("M172 {}Q200 {} 226 {}", Num(ny - 6.0), Num(ny + 10.0), Num(ny - 6.0)), top, 13.0, 1.0);
                    c.circle(194.0, ny + 4.0, 7.0, "#e2ac84", 1.0);
                    c.circle(208.0, ny + 4.0, 7.0, "#e2ac84", 1.0);
                };
                draw_pair(c, false);
                // His stick.
                c.stroke("M250 200L300 80", "#5a3a22", 5.0, 1.0);
                // Their reflection in the still water, as they were.
                c.g("transform=\"translate(0 624) scale(1 -.6)\" opacity=\".75\"");
                draw_pair(c, true);
                c.end();
                c.rect(-10.0, 388.0, 420.0, 230.0, "#6aa0b0", 0.3);
                c.stroke("M20 430h60M250 470h80M60 520h70M300 560h60", "#e8f0f0", 3.0, 0.8);
            },
        ),
        card(
            "What she sees",
            (Pastel, Dusk, CloseUp, Tender),
            ["an old woman's face close up in the dusk light, a faint smile on her lips", "the young couple dancing in the lenses of her glasses, where the room should be"],
            ("a dried-up flower from a dance long ago is still pinned to her cardigan", "flower"),
            ["Nostalgia", "The eyes are the window to the soul", "She says her eyes are not what they were, but every evening at dusk her glasses show her the dance where he gave her the flower"],
            &["memory in her glasses", "dancing couple"],
            true,
            "A close view of an old woman's face in the dusk light, her white hair pinned up and a faint smile on her lips. She wears big round glasses, and in each lens, instead of the quiet room, there is a young couple dancing under a string of little lights, the girl in a red dress twirling and the young man in a dark suit holding her hand. Pinned to her lilac cardigan is a small flower, dried and brown.",
            |c| {
                c.drew("face dusk light hair lip glasses lens room couple string girl dress man suit hand flower cardigan");
                let bg = c.c.linv(&[(0.0, "#3a2e52", 1.0), (1.0, "#8a5a6a", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &bg, 1.0);
                c.glow(360.0, 160.0, 220.0, "#f8b070", 0.45);
                let gran = Look::new(0, "#b8a0d0", "#3a3a4a").old().hair(Hair::Bun, 5).face(Expr::Tender).turn(0.1);
                portrait(c, 200.0, 300.0, 128.0, &gran);
                // Her big round glasses, the dance in each lens.
                for cx in [146.0, 254.0] {
                    c.g(&format!("transform=\"translate({cx} 288) scale(1.3)\""));
                    let g = c.c.rad(&[(0.0, "#f8c880", 1.0), (1.0, "#6a3a4a", 1.0)], 0.5, 0.6, 0.6);
                    c.circle(0.0, 0.0, 36.0, &g, 1.0);
                    // The string of little lights.
                    c.stroke("M-30 -22q30 12 60 0", "#3a2a2a", 1.2, 1.0);
                    for k in 0..5 {
                        let x = -24.0 + k as f64 * 12.0;
                        c.circle(x, -18.0 + if k == 2 { 3.0 } else { 1.5 }, 2.2, "#fff4b0", 1.0);
                    }
                    // The young man in his dark suit and the girl twirling.
                    c.circle(-10.0, -8.0, 5.0, "#e8b890", 1.0);
                    c.path("M-16 -2h12l2 16h-4l-1 18h-3l-2 -14l-2 14h-3l-1 -18h-4Z", "#1e1e2e", 1.0);
                    c.circle(12.0, -6.0, 4.5, "#e8b890", 1.0);
                    c.path("M9 -1h6l2 8l9 18h-26l9 -18Z", "#e02a3a", 1.0);
                    c.stroke("M-4 2L8 -4", "#1e1e2e", 2.5, 1.0);
                    c.stroke("M15 0L22 -10", "#e8b890", 2.0, 1.0);
                    c.path("M-20 -16q10 -8 20 0q-4 -14 -16 -10Z", "#ffffff", 0.35);
                    c.stroke("M-36 0a36 36 0 1 0 72 0a36 36 0 1 0 -72 0", "#4a3a3a", 4.0, 1.0);
                    c.end();
                }
                c.stroke("M192 284q8 -8 16 0M99 282l-30 -6M301 282l30 -6", "#4a3a3a", 5.0, 1.0);
                // The dried flower pinned to her cardigan.
                c.g("transform=\"translate(110 530) scale(1.3)\"");
                for k in 0..6 {
                    let a = k as f64 * 60.0;
                    c.g(&format!("transform=\"rotate({a})\""));
                    c.ellipse(0.0, -11.0, 6.0, 10.0, "#8a6a4a", 1.0);
                    c.end();
                }
                c.circle(0.0, 0.0, 6.0, "#5a3a22", 1.0);
                c.stroke("M4 8L10 30M-2 8L-8 28", "#6a5a3a", 2.5, 1.0);
                c.end();
            },
        ),
        card(
            "The hand under the bed",
            (CutPaper, Monochrome, EyeLevel, Eerie),
            ["a small girl awake in bed, her arm hanging over the edge", "a big red hand come out from under the bed, holding hers"],
            ("on the floor her teddy lies half under the bed, held just as gently by a second red hand", "teddy"),
            [
                "Unafraid",
                "Better the devil you know",
                "Every night since her mother went away she lets her hand hang down, and whatever lives under the bed holds it until she sleeps, and keeps her teddy safe too",
            ],
            &["red hand from under a bed", "girl holding hands in the dark"],
            true,
            "A bare child's bedroom at night, seen from the side: a plain grey wall, a dark grey floor and one simple bed across the middle. On it a small girl in white pyjamas lies on her side near the edge, her head on a white pillow, her eyes open and her face calm, one arm hanging down over the side. Out of the black gap under the bed a big red hand and forearm reaches up and gently holds her small hand. On the floor her teddy bear lies half under the bed, and a second, smaller red hand reaches out of the dark to hold it.",
            |c| {
                c.drew("bedroom room wall floor bed girl pyjamas pillow head eye face arm gap hand forearm teddy bear blanket");
                let red = "#c8281c";
                let ink = "#0c0c0c";
                let wood = "#5e5e5c";
                // The plain wall, a little darker overhead, and the dark floor.
                let wall = c.c.linv(&[(0.0, "#7e7e7c", 1.0), (1.0, "#b4b4b0", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 530.0, &wall, 1.0);
                c.rect(-10.0, 512.0, 420.0, 100.0, "#3a3a3a", 1.0);
                // The bed: headboard, footboard, the black gap beneath.
                c.path("M6 528V178Q6 152 32 152H40V528Z", wood, 1.0);
                c.path("M368 528V244Q368 226 386 226H404V528Z", wood, 1.0);
                c.rect(36.0, 380.0, 334.0, 136.0, ink, 1.0);
                // The mattress.
                c.rect(34.0, 288.0, 338.0, 40.0, "#e2e2de", 1.0);
                // The pillow.
                c.ellipse(110.0, 280.0, 64.0, 22.0, "#fafaf8", 1.0);
                // Her blanket over her from the shoulder to her feet, its
                // side hanging down over the edge of the bed.
                let blanket = "#b6b6b2";
                c.path("M136 290Q150 250 204 248Q266 244 302 264Q326 278 334 296L372 296V392Q300 402 240 392Q180 384 120 394Q78 400 34 392V296Q90 296 136 290Z", blanket, 1.0);
                // Her shoulder and her arm in its white sleeve, hanging
                // straight down over the edge into the dark.
                c.ellipse(154.0, 292.0, 22.0, 18.0, "#fafaf8", 1.0);
                c.stroke("M160 292Q168 340 168 384Q168 410 172 428", "#fafaf8", 22.0, 1.0);
                // Her head on the pillow, on her side, looking down at her hand.
                let girl = Look { young: true, ..Look::new(0, "#fafaf8", "#fafaf8") }
                    .hair(Hair::Curly, 0)
                    .face(Expr::Calm)
                    .gaze(Gaze::Side(-1.0))
                    .tilt(-40.0);
                lone_head(c, 106.0, 246.0, 42.0, &girl);
                // The red forearm out of the dark under the bed, its root
                // lost in the black.
                let arm = crate::canvas::smooth_points(&[(330.0, 500.0), (290.0, 498.0), (240.0, 486.0), (204.0, 466.0)], 6);
                let last = (arm.len() - 1) as f64;
                let d = crate::canvas::poly_d_whole(&crate::canvas::band_outline(&arm, |i| 34.0 - 6.0 * i as f64 / last));
                c.path(&d, red, 1.0);
                c.soft();
                c.poly(&[(300.0, 420.0), (372.0, 420.0), (372.0, 516.0), (284.0, 516.0)], ink, 1.0);
                c.end();
                // Its big palm under her small hand, its long fingers closed over it.
                c.ellipse(198.0, 462.0, 34.0, 24.0, red, 1.0);
                c.ellipse(172.0, 440.0, 12.0, 18.0, SKIN[0], 1.0);
                c.stroke("M206 494Q164 500 142 474M204 480Q162 482 146 456M204 466Q168 466 154 444", red, 10.0, 1.0);
                c.stroke("M214 450Q214 424 194 416", red, 12.0, 1.0);
                // Her teddy on the floor, half under the bed, and a second
                // red hand out of the dark holding it.
                let fur = "#a4a4a0";
                c.circle(84.0, 514.0, 24.0, fur, 1.0);
                c.circle(66.0, 494.0, 9.0, fur, 1.0);
                c.circle(102.0, 494.0, 9.0, fur, 1.0);
                c.ellipse(84.0, 524.0, 10.0, 7.0, "#d0d0cc", 1.0);
                c.circle(76.0, 510.0, 2.5, ink, 1.0);
                c.circle(92.0, 510.0, 2.5, ink, 1.0);
                c.circle(84.0, 521.0, 3.0, ink, 1.0);
                c.ellipse(98.0, 548.0, 40.0, 20.0, fur, 1.0);
                c.ellipse(48.0, 530.0, 14.0, 11.0, red, 1.0);
                c.stroke("M52 522Q70 530 76 546M50 532Q66 542 68 558M44 540Q56 552 56 566", red, 7.0, 1.0);
            },
        ),
        card(
            "Shelter",
            (InkWash, Spring, EyeLevel, Tender),
            ["a man in a suit standing soaked in the spring rain", "his umbrella held out over a bird's nest in the hedge, keeping the chicks dry"],
            ("on his head a small bird is holding a leaf over him in return", "leaf"),
            ["Kindness", "You scratch my back and I'll scratch yours", "He missed his bus holding his umbrella over the nest, and the mother bird did what she could for him with a leaf"],
            &["umbrella over a nest", "bird holding a leaf"],
            true,
            "A grey spring morning in pouring rain, a green hedge in flower along the pavement. A man in a grey suit stands soaked to the skin, his hair plastered down and water dripping from his nose, holding his black umbrella out over a bird's nest in the hedge, where three chicks sit dry with their beaks open. His briefcase stands in a puddle at his feet. On top of his head perches a small brown bird holding a green leaf in its beak over him.",
            |c| {
                c.drew("morning rain hedge flower pavement man suit hair water nose umbrella bird nest chick beak briefcase puddle head leaf");
                // A plain grey curtain of rain.
                let sky = c.linv(&[(0.0, "#4a525c", 1.0), (1.0, "#8a929a", 1.0)]);
                c.c.full(&sky, 1.0);
                c.rect(-10.0, 505.0, 420.0, 110.0, "#5a6068", 1.0);
                // The rain everywhere but under the umbrella.
                c.rain_where(150, (-4.0, 30.0), "#eef4f8", 1.6, 0.55, |x, y| !(x < 225.0 && y > 250.0 && y < 500.0));
                // The dry light under the umbrella.
                c.glow(110.0, 390.0, 150.0, "#fff4c8", 0.55);
                // The hedge in flower, the nest in it.
                c.path("M-10 515L-10 330Q0 300 30 312Q44 286 74 296Q96 272 124 292Q152 274 176 300Q204 296 210 330Q232 350 216 384Q234 410 218 440Q232 480 214 515Z", "#3e8a3a", 1.0);
                c.path("M-10 515L-10 470Q40 450 80 474Q130 450 170 472Q200 456 218 470L214 515Z", "#2a6a2a", 1.0);
                for (x, y) in [(24.0, 340.0), (70.0, 316.0), (168.0, 318.0), (204.0, 360.0), (30.0, 490.0), (196.0, 430.0), (120.0, 495.0)] {
                    c.circle(x, y, 7.0, "#fbeef4", 1.0);
                    c.circle(x, y, 2.5, "#f0c040", 1.0);
                }
                c.path("M44 380Q110 404 176 380Q172 436 110 440Q50 436 44 380Z", "#6a4424", 1.0);
                c.stroke("M50 392Q110 414 170 392M56 410Q110 428 164 410", "#3a2410", 2.0, 0.8);
                for (x, lean) in [(76.0, -6.0), (110.0, 0.0), (144.0, 6.0)] {
                    c.circle(x, 374.0, 17.0, "#f6d040", 1.0);
                    c.poly(&[(x - 9.0, 364.0), (x + lean - 13.0, 340.0), (x + 1.0, 356.0)], "#f07020", 1.0);
                    c.poly(&[(x + 9.0, 364.0), (x + lean + 13.0, 340.0), (x - 1.0, 356.0)], "#f07020", 1.0);
                    c.poly(&[(x - 7.0, 362.0), (x + lean, 346.0), (x + 7.0, 362.0)], "#b02a10", 1.0);
                    c.circle(x - 9.0, 372.0, 2.5, "#16100c", 1.0);
                    c.circle(x + 9.0, 372.0, 2.5, "#16100c", 1.0);
                }
                // The black umbrella, held out and tilted over the nest.
                c.g("transform=\"translate(122 196) rotate(-22)\"");
                c.stroke("M0 -40L0 118", "#1a1a1e", 6.0, 1.0);
                c.stroke("M0 118q0 18 -14 16", "#1a1a1e", 7.0, 1.0);
                c.path("M-150 56Q-140 -50 0 -48Q140 -50 150 56Q130 44 112 58Q94 44 74 60Q54 46 36 62Q18 48 0 62Q-18 48 -36 62Q-54 46 -74 60Q-94 44 -112 58Q-130 44 -150 56Z", "#141418", 1.0);
                c.stroke("M0 -48Q-70 -20 -112 58M0 -48Q-30 0 -36 62M0 -48Q30 0 36 62M0 -48Q70 -20 112 58", "#4a4e58", 2.0, 0.9);
                c.stroke("M-120 -6Q-80 -40 -30 -44", "#8a909a", 3.0, 0.7);
                c.end();
                // Rain bouncing off the canopy.
                c.stroke("M40 180l-6 -8M80 158l-4 -10M130 150l0 -10M180 160l4 -10M220 182l6 -8", "#eef4f8", 2.0, 0.9);
                // The man, soaked, holding it out.
                let man = Look::new(2, "#3c4048", "#34383e").hair(Hair::Short, 0).face(Expr::Tender).turn(-0.4).tilt(-6.0);
                let hold_out = stand().left_hand((-19.0, -72.0), (-27.0, -64.0));
                figure(c, &hold_out, 290.0, 566.0, 430.0, &man, false);
                // Hair plastered down over his brow, water running off him.
                c.stroke("M262 160q2 14 -2 26M316 160q2 14 6 26", "#16100c", 5.0, 1.0);
                let drop = |c: &mut Ctx, x: f64, y: f64, s: f64| {
                    c.path(&format!("M{x:.1} {:.1}q{:.1} {:.1} 0 {:.1}q{:.1} {:.1} 0 {:.1}Z", y, 5.0 * s, 8.0 * s, 10.0 * s, -5.0 * s, 0.0, -10.0 * s), "#dff0fa", 1.0);
                };
                for (x, y, s) in [(276.0, 196.0, 1.3), (276.0, 216.0, 1.0), (258.0, 190.0, 1.0), (324.0, 190.0, 1.0), (326.0, 360.0, 1.2), (252.0, 420.0, 1.0), (314.0, 470.0, 1.0), (176.0, 318.0, 1.0)] {
                    drop(c, x, y, s);
                }
                c.stroke("M260 186q-2 14 2 24M320 186q2 12 -2 22", "#dff0fa", 2.0, 0.8);
                // His briefcase in the puddle at his feet.
                c.ellipse(300.0, 564.0, 90.0, 12.0, "#a8b4bc", 1.0);
                c.stroke("M230 566q70 8 140 0", "#e8f0f4", 2.0, 0.8);
                c.rect(318.0, 522.0, 52.0, 40.0, "#6a4224", 1.0);
                c.stroke("M334 522q0 -12 10 -12q10 0 10 12", "#3a2212", 4.0, 1.0);
                // The little bird on his head holding a leaf over him.
                c.stroke("M234 94L228 74", "#2a5a2a", 3.0, 1.0);
                c.path("M170 80Q230 24 370 56Q300 98 170 80Z", "#5cc040", 1.0);
                c.stroke("M178 78Q260 60 364 56", "#2a6a2a", 2.5, 1.0);
                super::scene::perched_bird(c, 286.0, 106.0, 2.2, "#8a5a30", super::scene::Perch::default());
                c.circle(274.0, 110.0, 8.0, "#c8905a", 1.0);
            },
        ),
        card(
            "The last two",
            (Woodcut, Sea, Crowd, Wistful),
            ["the ark sailing away in the rain, crowded with animals two by two", "two white unicorns left behind on a rock as the water rises"],
            ("a white dove is flying back from the ark towards them, a green sprig in its beak", "dove"),
            ["Stranded", "It never rains but it pours", "They had stopped to drink one last time at the spring, and when they looked up the ark was already leaving, but the dove had seen them"],
            &["ark leaving", "unicorns left behind"],
            true,
            "A dark grey sea in pouring rain under a stormy sky. Far off, the ark is moving away, one dark shape crowded with animals two by two: two giraffes with their necks up through the roof, two elephants at the bow and pairs of birds along the ridge; an old man with a white beard stands at the stern looking back. In front, on a rock with the water rising round it, stand two big white unicorns with golden horns and lilac manes, close together, their heads turned towards the ark. Between them and the ark a white dove flies towards them with a green sprig in its beak.",
            |c| {
                c.drew("sea sky rain cloud ark cabin animal giraffe neck roof elephant bow bird ridge man beard stern rock water unicorn horn mane dove sprig beak");
                // A stormy sky, pale low down, and the dark grey sea.
                c.c.full("#b0b8c8", 1.0);
                c.path("M-10 120Q60 90 120 112Q190 76 260 104Q330 74 410 96V-10H-10Z", "#6a8aa8", 1.0);
                c.path("M-10 50Q60 20 120 44Q190 10 260 40Q330 10 410 34V-10H-10Z", "#3a4a58", 1.0);
                c.c.rect(-10.0, 246.0, 420.0, 370.0, "#2a4a5a", 1.0);
                c.stroke("M250 272q20 -8 40 0M330 262q16 -6 32 0M300 330q24 -10 48 0M30 300q24 -10 48 0M14 400q24 -10 48 0", "#9aa8c0", 3.0, 1.0);
                // The ark far off, one dark shape: hull, cabin and roof, two
                // giraffes up through the roof, two elephants at the bow.
                let ink = "#1c1814";
                c.c.g("transform=\"translate(20 -50) scale(1.2)\"");
                c.rect(84.0, 180.0, 90.0, 34.0, ink, 1.0);
                c.path("M74 184L128 162L184 184Z", ink, 1.0);
                // Two elephants over the bow rail, trunks raised.
                for (x, s) in [(100.0, 1.3), (64.0, 1.55)] {
                    c.c.g(&format!("transform=\"translate({x:.0} 216) scale({s})\""));
                    c.ellipse(12.0, -24.0, 12.0, 16.0, "#8e9cb4", 1.0);
                    c.circle(0.0, -24.0, 14.0, "#8e9cb4", 1.0);
                    c.path("M-6 -12C-18 -8 -28 -18 -30 -32C-31 -42 -26 -50 -19 -46C-23 -40 -24 -32 -20 -26C-16 -20 -10 -20 -6 -22Z", "#8e9cb4", 1.0);
                    c.stroke("M-8 -14q-8 4 -14 0", "#f4f2ec", 3.0, 1.0);
                    c.circle(-4.0, -28.0, 2.0, ink, 1.0);
                    c.end();
                }
                c.path("M16 212Q120 222 226 208L212 250Q120 260 32 250Z", ink, 1.0);
                let gold = "#e8b040";
                c.stroke("M106 176L100 96M130 172L136 104", gold, 8.0, 1.0);
                c.path("M102 92C96 84 80 88 70 98L74 104C84 102 92 102 104 102ZM134 100C140 92 156 96 166 106L162 112C152 110 144 110 132 110Z", gold, 1.0);
                c.stroke("M96 94l-4 -12M102 92l2 -12M138 102l-2 -12M134 100l-6 -10", ink, 3.0, 1.0);
                c.stroke("M104 154v1M102 134v1M101 116v1M132 150v1M134 132v1M135 116v1", ink, 4.0, 1.0);
                // Pairs of birds on the ridge.
                for x in [108.0, 118.0, 146.0, 156.0] {
                    super::scene::perched_bird(c, x, 162.0 + (x - 118.0).abs() * 0.38 - 8.0, 0.3, ink, super::scene::Perch::default());
                }
                // The old man at the stern, looking back at them.
                let noah = Look::new(1, "#5a3a2a", "#5a3a2a").old().beard().hair(Hair::Long, 5).face(Expr::Wistful).turn(0.8);
                let robe = Pose { hem: Some((14.0, 0.0)), ..stand() };
                figure_unshadowed(c, &robe, 198.0, 212.0, 70.0, &noah, false);
                c.end();
                // The dove flying from the ark towards them with a green sprig.
                bird(c, 296.0, 318.0, 110.0, "#f8f8f4");
                c.path("M320 318l20 8l-4 -12l10 2l-6 -10l10 0l-8 -8Z", "#4ab84a", 1.0);
                // The rock, the water rising round it.
                c.path("M40 610Q50 536 140 514Q250 490 340 500Q400 506 420 530V610Z", "#6a5030", 1.0);
                c.stroke("M24 560q30 -14 60 -2M344 506q40 -8 70 10M160 596q40 -10 80 0", "#e0e8f0", 4.0, 1.0);
                // The two white unicorns, close together, heads turned to the ark.
                let white = "#f4f2ec";
                let mane = "#b888d8";
                for (x, y, s) in [(300.0, 530.0, 1.05), (196.0, 566.0, 1.25)] {
                    c.c.g(&format!("transform=\"translate({x:.0} {y:.0}) scale({s})\""));
                    c.path("M-30 -60L-30 -4H-20L-20 -60ZM40 -60L46 -4H56L50 -60Z", "#b8c0cc", 1.0);
                    c.path("M54 -90C80 -88 90 -58 80 -24C72 -40 62 -56 48 -70Z", mane, 1.0);
                    c.path("M-44 -96C-20 -104 34 -102 52 -92C66 -84 64 -60 52 -54C30 -48 -16 -48 -36 -54C-52 -60 -56 -86 -44 -96Z", white, 1.0);
                    c.path("M-44 -62L-46 -4H-36L-32 -62ZM30 -62L34 -4H44L44 -62Z", white, 1.0);
                    c.path("M-48 -86C-56 -110 -58 -132 -54 -150L-30 -158C-28 -136 -20 -112 -6 -94Z", white, 1.0);
                    c.path("M-34 -156C-40 -174 -62 -176 -74 -166L-98 -146C-104 -136 -96 -128 -86 -130L-58 -138C-44 -142 -34 -146 -34 -156Z", white, 1.0);
                    c.path("M-56 -170L-80 -226L-64 -166Z", "#e8c040", 1.0);
                    c.path("M-36 -170C-18 -152 -14 -122 -2 -96C-14 -100 -22 -108 -28 -120C-32 -134 -38 -146 -46 -158ZM-52 -170C-60 -172 -66 -166 -68 -160C-60 -162 -54 -164 -50 -162Z", mane, 1.0);
                    c.path("M-40 -166L-32 -186L-48 -172Z", white, 1.0);
                    c.circle(-66.0, -152.0, 3.5, "#1a1a22", 1.0);
                    c.end();
                }
                // The rain over everything.
                c.rain(70, (-8.0, 22.0), "#c8d4dc", 1.6, 0.7);
            },
        ),
        card(
            "Under the ice",
            (StainedGlass, Winter, WormsEye, Eerie),
            ["skaters gliding over a frozen lake, seen from under the ice", "a huge yellow eye in the black water below them, looking up"],
            ("only one small girl has knelt down on the ice to look at it", "knelt"),
            [
                "Someone down there",
                "Skating on thin ice",
                "Everyone skated on the lake all winter, and only the little girl ever knelt down to see who was watching",
            ],
            &["eye under the ice", "skaters seen from below"],
            true,
            "The view from under a frozen lake, looking up. Across the top the ice glows pale blue and white, and on it the dark shapes of skaters glide past, seen from below: legs, boots and blades. In the middle a small girl in a red hat kneels on the ice and looks down through it, straight at us. Below her the water darkens to black, and out of the black a huge yellow eye with a narrow pupil looks up at her. A few bubbles rise from it.",
            |c| {
                c.drew("lake ice skater leg boot blade girl hat water eye pupil bubble");
                // The water, dark below, the ice glowing above.
                let water = c.c.linv(&[(0.0, "#c8e4f4", 1.0), (0.42, "#7ab0d0", 1.0), (0.5, "#0e2234", 1.0), (0.75, "#04080e", 1.0)]);
                c.c.full(&water, 1.0);
                // Her face seen through the ice, looking down at us.
                let girl = Look::new(1, "#c83a4a", "#3a3a5a").hair(Hair::Long, 2).face(Expr::Shock).wear(Hat::Knitted, "#c8302a");
                lone_head(c, 200.0, 120.0, 62.0, &girl);
                // The ice itself between us and her: a pale veil, and cracks.
                c.rect(-10.0, -10.0, 420.0, 260.0, "#e8f6ff", 0.35);
                c.stroke("M-10 250Q100 242 200 252Q300 258 410 246", "#ffffff", 6.0, 0.9);
                c.stroke("M40 60L90 120L70 190M320 30L300 110L340 170M200 200L230 150L280 160", "#ffffff", 3.0, 0.8);
                // The skaters seen from below: dark legs, boots and blades on the ice.
                for (x, w) in [(30.0, 1.0), (86.0, -1.0), (330.0, 1.0), (376.0, -1.0)] {
                    c.stroke(&format!("M{} 150L{} 236M{} 150L{} 236", Num(x), Num(x + 8.0 * w), Num(x + 20.0), Num(x + 26.0 * w)), "#3a4a5a", 14.0, 0.6);
                    c.stroke(&format!("M{} 244h{}M{} 244h{}", Num(x - 8.0), Num(28.0 * w), Num(x + 14.0), Num(28.0 * w)), "#1a2a3a", 4.0, 0.8);
                }
                // The huge eye looking up out of the black water.
                c.ellipse(200.0, 500.0, 150.0, 80.0, "#0e2418", 1.0);
                c.ellipse(200.0, 500.0, 84.0, 52.0, "#e8c020", 1.0);
                c.ellipse(200.0, 500.0, 84.0, 52.0, "#f8e060", 0.5);
                c.ellipse(200.0, 500.0, 12.0, 48.0, "#040806", 1.0);
                c.circle(226.0, 482.0, 7.0, "#ffffff", 0.8);
                c.stroke("M60 468Q200 400 340 468M70 532Q200 590 330 532", "#1a3a24", 8.0, 1.0);
                // Bubbles rising past it.
                let mut bubbles = String::new();
                for (x, y, r) in [(190.0, 400.0, 6.0), (184.0, 350.0, 4.0), (194.0, 300.0, 5.0), (214.0, 420.0, 4.0)] {
                    let _ = write!(bubbles, "M{} {}a{r} {r} 0 1 0 {} 0a{r} {r} 0 1 0 {} 0", Num(x - r), Num(y), Num(2.0 * r), Num(-2.0 * r), r = Num(r));
                }
                c.stroke(&bubbles, "#e8f6ff", 2.0, 1.0);
            },
        ),
        card(
            "The sculptor's kiss",
            (GoldTempera, WarmInterior, CloseUp, Tender),
            ["a marble woman on her plinth, cold as stone", "the old sculptor's kiss on her hand"],
            ("his chisel and hammer lie dropped on the floor at the foot of the plinth", "chisel"),
            ["Warmth spreading", "Love conquers all", "He had put down the chisel for good, and kissed the hand he had made, and the stone began to blush"],
            &["sculptor's kiss", "stone coming alive"],
            true,
            "In a warm studio lit with gold, a life-size white marble woman stands on a stone plinth in a draped robe. An old sculptor with a white beard, in a beret and a dusty smock, bends with his eyes closed and kisses her hand, holding it in his own. Where his lips touch, her stone hand has turned warm and pink as a living hand, and the colour is spreading up her wrist; above, her marble face has opened its eyes and looks down at him, startled. At the foot of the plinth his chisel and hammer lie dropped on the floor.",
            |c| {
                c.drew("studio plinth stone marble woman robe sculptor beard smock beret hand lip wrist chisel hammer floor dust foot");
                const MARBLE: &str = "#eaf0f8";
                const FOLD: &str = "#b8c0cc";
                const VEIN: &str = "#8a96a8";
                const ROSE: &str = "#f27464";
                // The warm studio: dark brown, gold light falling from the upper left.
                c.full("#2e140a", 1.0);
                c.soft();
                c.glow(150.0, 180.0, 330.0, "#e89a3a", 0.6);
                c.end();
                c.rect(-10.0, 486.0, 420.0, 130.0, "#4a220e", 1.0);
                // The plinth.
                c.rect(192.0, 420.0, 180.0, 80.0, "#c8ccd2", 1.0);
                c.rect(180.0, 408.0, 204.0, 20.0, "#dde2e8", 1.0);
                c.stroke("M220 436q18 30 8 60M340 432q-14 30 6 66", VEIN, 1.5, 0.6);
                // The marble woman: a draped robe from the plinth to her shoulders.
                c.path("M206 410Q214 340 234 300Q224 262 234 226Q240 204 266 200L304 200Q330 204 338 226Q348 262 336 300Q354 340 362 410Z", MARBLE, 1.0);
                c.stroke("M246 262Q238 350 236 408M276 250Q272 340 280 408M314 246Q318 340 336 408M252 212Q284 236 320 210", FOLD, 3.0, 1.0);
                c.stroke("M330 300q-6 30 4 60", VEIN, 1.2, 0.6);
                // Her far arm, folded across her breast.
                c.stroke("M334 222Q356 270 314 294L276 298", MARBLE, 28.0, 1.0);
                c.stroke("M334 222Q356 270 314 294L276 298", FOLD, 1.5, 1.0);
                // Her neck and marble face, eyes just opened, looking down at him.
                c.path("M266 150L300 150L304 204L262 204Z", MARBLE, 1.0);
                let mut her = Look::new(0, MARBLE, MARBLE).hair(Hair::Bun, 5).face(Expr::Shock).gaze(Gaze::Side(-0.8)).turn(-0.4).tilt(-12.0);
                her.skin = MARBLE;
                her.hair_color = "#d4dae2";
                lone_head(c, 282.0, 140.0, 48.0, &her);
                // The old sculptor, bent forward, in his dusty smock.
                c.path("M-20 610L-20 450Q10 404 66 398Q120 398 158 424L198 610Z", "#b8a484", 1.0);
                c.dots(34, 10.0, 180.0, 440.0, 600.0, 2.2, "#f4f0e8");
                // His arm up under her hand, his fingers holding hers.
                c.stroke("M124 452Q136 414 160 390", "#a89474", 34.0, 1.0);
                c.path("M150 388Q160 374 192 372Q202 378 190 388Q170 398 152 398Z", SKIN[0], 1.0);
                // Her near arm held out and down to him; the stone warms towards the hand.
                c.stroke("M244 216Q222 256 216 300", MARBLE, 30.0, 1.0);
                let warm = c.c.lin(&[(0.0, MARBLE, 1.0), (0.3, MARBLE, 1.0), (0.7, "#f4a898", 1.0), (1.0, ROSE, 1.0)], 1.0, 0.0, 0.0, 1.0);
                c.path("M202 292L230 304L208 366L184 356Z", &warm, 1.0);
                c.soft();
                c.glow(176.0, 370.0, 64.0, "#ff5a4a", 0.55);
                c.end();
                // Her hand, alive now, lying over his.
                c.path("M184 348L210 364Q198 386 174 392Q158 398 146 406Q132 410 134 400Q144 382 160 366Z", ROSE, 1.0);
                c.stroke("M180 384q-12 6 -24 14M174 376q-12 6 -24 14", "#c04a40", 1.2, 0.8);
                // His head bowed to kiss it, eyes closed, under a painter's beret.
                let (hx, hy, hr, tilt) = (86.0, 340.0, 54.0, 26.0);
                let him = Look::new(0, "#b8a484", "#6a4a2a").old().hair(Hair::Short, 5).beard().face(Expr::Tender).profile().turn(1.0).tilt(tilt);
                lone_head(c, hx, hy, hr, &him);
                c.g(&format!("transform=\"rotate({tilt} {hx} {})\"", hy + hr * 1.2));
                c.ellipse(hx - 6.0, hy - hr * 0.8, hr * 1.08, hr * 0.36, "#5a1a24", 1.0);
                c.stroke(&format!("M{} {}v-12", hx - 6.0, hy - hr * 1.14), "#5a1a24", 5.0, 1.0);
                c.end();
                // The chisel and hammer dropped at the foot of the plinth, among chips of marble.
                c.dots(12, 200.0, 370.0, 506.0, 540.0, 3.0, MARBLE);
                c.stroke("M208 520L296 506", "#b8c0c8", 8.0, 1.0);
                c.stroke("M296 506L336 499", "#8a4a1a", 14.0, 1.0);
                c.stroke("M236 540L326 530", "#8a4a1a", 10.0, 1.0);
                c.path("M318 510L344 508L346 552L320 554Z", "#5a5e66", 1.0);
            },
        ),
        card(
            "The sleeper below",
            (Pastel, Sea, TopDown, Calm),
            ["a woman asleep on a lilo", "a giant turtle asleep beneath her"],
            ("the turtle lies in exactly her pose and carries her shadow on its shell", "shadow"),
            ["Drifting", "As above, so below", "Every summer she falls asleep on the same patch of sea, and every summer the old turtle rises to carry her shadow"],
            &["lilo", "sleeping turtle"],
            true,
            "Seen from straight above, a calm clear turquoise sea. A woman in a blue swimsuit lies asleep on her back on a red lilo, her dark hair spread out, her arms flung up over her head, her fingertips trailing in the water. Deep beneath her, through the clear water, a giant sea turtle drifts asleep in exactly her pose, its front flippers flung up like her arms and its eyes shut, and her shadow lies on its shell.",
            |c| {
                c.drew("sea water lilo swimsuit hair arm hand finger turtle flipper shell shadow eye head ripple");
                // The clear sea, lighter where the sun comes through.
                let sea = c.linv(&[(0.0, "#6ad0d8", 1.0), (1.0, "#2a7aa8", 1.0)]);
                c.rect(-20.0, -20.0, 440.0, 640.0, &sea, 1.0);
                // Deep below: the giant turtle, asleep in her very pose.
                let (skin, spot, shell, scute, ink) = ("#4a7a70", "#a8d0b8", "#5a4420", "#a8904a", "#1a2414");
                c.g("transform=\"translate(250 350) rotate(-4) scale(.96)\"");
                let mut fl = String::new();
                for f in [-1.0, 1.0] {
                    let _ = write!(
                        fl,
                        "M{} -96C{} -150 {} -204 {} -236C{} -196 {} -120 {} -46ZM{} 104C{} 136 {} 176 {} 216C{} 190 {} 160 {} 126Z",
                        f * 50.0, f * 104.0, f * 160.0, f * 200.0, f * 184.0, f * 128.0, f * 80.0,
                        f * 54.0, f * 84.0, f * 100.0, f * 100.0, f * 74.0, f * 52.0, f * 30.0
                    );
                }
                c.path(&fl, skin, 1.0);
                c.stroke(&fl, ink, 3.0, 1.0);
                c.stroke("M-110 -150h.1M-140 -184h.1M-84 -110h.1M110 -150h.1M140 -184h.1M84 -110h.1M-76 150h.1M76 150h.1", spot, 12.0, 1.0);
                c.path("M-6 150L0 190L6 150Z", skin, 1.0);
                c.stroke("M-22 -130V-170M22 -130V-170", skin, 20.0, 1.0);
                c.ellipse(0.0, -150.0, 26.0, 30.0, skin, 1.0);
                c.ellipse(0.0, -204.0, 34.0, 44.0, skin, 1.0);
                c.stroke("M0 -204m-34 0a34 44 0 1 0 68 0a34 44 0 1 0 -68 0", ink, 3.0, 1.0);
                c.stroke("M-30 -212q7 7 14 0M16 -212q7 7 14 0", ink, 4.0, 1.0);
                c.ellipse(0.0, 0.0, 124.0, 158.0, scute, 1.0);
                c.stroke("M0 0m-124 0a124 158 0 1 0 248 0a124 158 0 1 0 -248 0", ink, 3.5, 1.0);
                c.ellipse(0.0, 0.0, 108.0, 140.0, shell, 1.0);
                let mut sc = String::new();
                for k in -2i32..=2 {
                    let y = k as f64 * 52.0;
                    let w = 30.0 - (k as f64).abs() * 4.0;
                    let _ = write!(sc, "M{} {}L{} {}L{} {}L{} {}L{} {}L{} {}Z", -w, y - 20.0, 0, y - 28.0, w, y - 20.0, w, y + 20.0, 0, y + 28.0, -w, y + 20.0);
                    if k.abs() < 2 {
                        let _ = write!(sc, "M{} {}L{} {}M{} {}L{} {}", -w, y + 20.0, -104.0 + (k as f64).abs() * 10.0, y + 22.0, w, y + 20.0, 104.0 - (k as f64).abs() * 10.0, y + 22.0);
                    }
                }
                c.path(&sc, scute, 1.0);
                c.stroke(&sc, ink, 3.0, 1.0);
                c.end();
                // Her shadow lying on its shell, far below her.
                c.g("transform=\"translate(262 338) rotate(-4) scale(.8)\" opacity=\".45\"");
                let shade = "#0e2030";
                c.stroke("M-30 -112L-72 -176L-122 -226M30 -112L72 -176L122 -226M-18 40L-34 124L-46 204M18 40L32 124L40 204", shade, 24.0, 1.0);
                c.path("M-38 -116Q0 -128 38 -116Q44 -60 30 -16Q42 20 36 54H-36Q-42 20 -30 -16Q-44 -60 -38 -116Z", shade, 1.0);
                c.circle(0.0, -156.0, 32.0, shade, 1.0);
                c.end();
                // The water between them, sunbeams slanting down through it,
                // and the sun's ripples on top.
                c.path("M250 -20H330L120 620H20ZM380 -20H420V120L250 620H190Z", "#f0fff0", 0.12);
                c.rect(-20.0, -20.0, 440.0, 640.0, "#6ac8d8", 0.26);
                c.stroke("M-10 40q40 -16 80 4t80 -6t90 8t80 -10t80 6M-10 470q50 -14 90 4t90 -4t100 8t90 -6M-10 560q40 -10 80 2t100 -4t90 6t100 -4M-10 110q30 10 60 -2M340 120q30 -12 70 0M-10 380q30 -8 60 4M350 420q30 8 60 -4", "#e8fff8", 3.0, 0.45);
                c.stroke("M150 200q30 14 60 -4t60 8t60 -6t70 4M140 290q40 12 70 -2t70 6t70 -4t60 6M150 380q30 10 70 -4t70 6t60 -6t60 4", "#e8fff8", 2.5, 0.4);
                // On the surface: the red lilo, and her asleep on it.
                c.g("transform=\"translate(138 232) rotate(-4) scale(.82)\"");
                let lilo = "M-70 -220H70Q82 -220 82 -200V214Q82 232 64 232H-64Q-82 232 -82 214V-200Q-82 -220 -70 -220Z";
                c.path(lilo, "#ee4a3a", 1.0);
                c.stroke("M-40 -140V222M0 -140V222M40 -140V222", "#ff8a6a", 7.0, 1.0);
                c.stroke("M-80 -144H80", "#b82a22", 5.0, 1.0);
                c.stroke(lilo, "#7a1a14", 3.0, 1.0);
                c.person(330.0);
                let (sk, hair, suit, line) = (SKIN[2], "#2a160c", "#2a4aa0", "#6a3a22");
                // Her dark hair spread over the pillow.
                c.path("M-44 -160Q-60 -200 -30 -214Q0 -226 30 -214Q62 -200 44 -158Q52 -130 30 -126H-30Q-52 -130 -44 -160Z", hair, 1.0);
                // Arms flung up over her head, fingertips in the water.
                let arms = "M-30 -112L-72 -176L-122 -226M30 -112L72 -176L122 -226";
                c.stroke(arms, line, 24.0, 1.0);
                c.stroke(arms, sk, 19.0, 1.0);
                // Legs.
                let legs = "M-18 40L-34 124L-46 204M18 40L32 124L40 204";
                c.stroke(legs, line, 30.0, 1.0);
                c.stroke(legs, sk, 25.0, 1.0);
                c.ellipse(-48.0, 212.0, 12.0, 16.0, sk, 1.0);
                c.ellipse(42.0, 212.0, 12.0, 16.0, sk, 1.0);
                let torso = "M-38 -116Q0 -128 38 -116Q44 -60 30 -16Q42 20 36 54H-36Q-42 20 -30 -16Q-44 -60 -38 -116Z";
                c.path(torso, sk, 1.0);
                c.stroke(torso, line, 2.5, 1.0);
                c.path("M-34 -84Q0 -96 34 -84Q40 -50 30 -16Q42 20 36 54H-36Q-42 20 -30 -16Q-40 -50 -34 -84Z", suit, 1.0);
                c.stroke("M-28 -86L-22 -116M28 -86L22 -116", suit, 5.0, 1.0);
                // Her sleeping face turned up to the sun.
                c.circle(0.0, -152.0, 27.0, sk, 1.0);
                c.stroke("M0 -152m-27 0a27 27 0 1 0 54 0a27 27 0 1 0 -54 0", line, 2.5, 1.0);
                c.path("M-27 -158Q-24 -184 0 -182Q24 -184 27 -158Q16 -172 0 -170Q-16 -172 -27 -158Z", hair, 1.0);
                c.stroke("M-15 -152q6 5 11 0M4 -152q6 5 11 0M-7 -137q7 5 14 0", "#2a160c", 2.8, 1.0);
                c.circle(-15.0, -143.0, 5.0, "#e06a5a", 0.45);
                c.circle(15.0, -143.0, 5.0, "#e06a5a", 0.45);
                // Her fingertips in the water, and their rings.
                c.circle(-124.0, -228.0, 12.0, sk, 1.0);
                c.circle(124.0, -228.0, 12.0, sk, 1.0);
                c.stroke("M-124 -228m-26 0a26 18 0 1 0 52 0a26 18 0 1 0 -52 0M124 -228m-26 0a26 18 0 1 0 52 0a26 18 0 1 0 -52 0M-124 -228m-42 0a42 30 0 1 0 84 0a42 30 0 1 0 -84 0M124 -228m-42 0a42 30 0 1 0 84 0a42 30 0 1 0 -84 0", "#f4fffc", 3.0, 0.7);
                c.end();
            },
        ),
        card(
            "The lid of the music box",
            (CutPaper, WarmInterior, CloseUp, Eerie),
            ["the tiny dancer on the spindle of a music box", "the lid a huge hand is slowly closing over her"],
            ("in the mirror inside the lid, her reflection is still dancing", "mirror"),
            [
                "Not yet",
                "Dance like nobody's watching",
                "The music had stopped and she had stopped with it, but the girl in the mirror would not stop dancing",
            ],
            &["music box", "reflection still dancing"],
            true,
            "A close view of an open music box lined with red velvet, gold trim along its edges, in the dark. On its spindle a tiny dancer in a pink tutu has stopped turning and looks up, frightened, one hand reaching up. Above her the lid stands open with an oval mirror set in it, and a huge hand coming down from above has its fingers on the top of the lid, closing it. In the mirror her reflection is still dancing, arms raised and one leg lifted.",
            |c| {
                c.drew("music box velvet gold trim dancer tutu spindle lid mirror reflection leg");
                // A dark room, the warm light of the open box.
                c.full("#2a1010", 1.0);
                c.soft();
                c.glow(200.0, 360.0, 300.0, "#f0a050", 0.35);
                c.end();
                // The lid, leaning towards us as it closes: a velvet panel in a gold frame.
                let lid = "M-6 66H406L352 394H48Z";
                c.path(lid, "#5a2410", 1.0);
                c.path("M18 84H382L338 378H62Z", "#a8142a", 1.0);
                c.stroke("M18 84H382L338 378H62Z", "#e8b840", 5.0, 1.0);
                // The oval mirror, pale and bright, with the reflection dancing in it.
                let mirror = "M200 106C282 106 316 172 310 238C304 310 260 360 200 360C140 360 96 310 90 238C84 172 118 106 200 106Z";
                let glass = c.c.lin(&[(0.0, "#fff4e4", 1.0), (1.0, "#d8c0a4", 1.0)], 0.0, 0.0, 0.4, 1.0);
                c.path(mirror, &glass, 1.0);
                c.clip(mirror);
                c.stroke("M112 180L176 116M122 236L236 122", "#ffffff", 10.0, 0.5);
                let arabesque = Pose {
                    head: (-4.0, -91.0),
                    neck: (-3.0, -81.0),
                    elbows: [(-16.0, -96.0), (14.0, -98.0)],
                    hands: [(-6.0, -114.0), (4.0, -116.0)],
                    knees: [(-2.0, -25.0), (22.0, -42.0)],
                    feet: [(-1.0, -1.0), (46.0, -50.0)],
                    ..stand()
                };
                let dancing = Look::new(0, "#f48ab4", "#f8d8e4").hair(Hair::Bun, 1).face(Expr::Smile).turn(0.3);
                figure_unshadowed(c, &arabesque, 228.0, 352.0, 186.0, &dancing, false);
                super::scene::tutu(c, 228.0, 265.0, 38.0);
                c.end();
                c.stroke(mirror, "#e8b840", 8.0, 1.0);
                // The top of the lid tipping out of the light as it comes down.
                let dim = c.c.linv(&[(0.0, "#1a0408", 0.6), (0.45, "#1a0408", 0.0)]);
                c.soft();
                c.path(lid, &dim, 1.0);
                c.end();
                // The box itself: its velvet floor and its gilded front.
                c.path("M50 392H350L396 470H4Z", "#7a0c1c", 1.0);
                c.path("M4 470H396V620H4Z", "#5a2410", 1.0);
                c.stroke("M4 470H396M4 490H396", "#e8b840", 6.0, 1.0);
                c.stroke("M50 392H350", "#e8b840", 5.0, 1.0);
                c.ellipse(200.0, 548.0, 16.0, 16.0, "#e8b840", 1.0);
                c.path("M196 546h8l4 24h-16Z", "#2a1010", 1.0);
                c.circle(200.0, 546.0, 5.0, "#2a1010", 1.0);
                // The lid's shadow creeping over the velvet.
                c.path("M50 392H350L372 430Q200 452 28 430Z", "#1a0408", 0.45);
                // The spindle and the dancer on it, stopped, looking up in fear.
                c.stroke("M122 470V444", "#e8b840", 8.0, 1.0);
                c.ellipse(122.0, 470.0, 30.0, 9.0, "#e8b840", 1.0);
                let stopped = Pose {
                    head: (2.0, -92.0),
                    neck: (1.0, -82.0),
                    elbows: [(-14.0, -62.0), (16.0, -98.0)],
                    hands: [(-20.0, -50.0), (22.0, -124.0)],
                    knees: [(-3.0, -25.0), (3.0, -25.0)],
                    feet: [(-2.0, -1.0), (2.0, -1.0)],
                    ..stand()
                };
                let her = Look::new(0, "#f48ab4", "#f8d8e4").hair(Hair::Bun, 1).face(Expr::Worry).gaze(Gaze::Up).turn(0.2);
                figure_unshadowed(c, &stopped, 122.0, 464.0, 240.0, &her, false);
                super::scene::tutu(c, 122.0, 351.0, 48.0);
                // The huge hand coming down on the lid, closing it.
                c.g("opacity=\".35\"");
                Hand::new("#1a0408", "#1a0408").draw(&mut c.c, 250.0, -26.0, 2.6, 172.0);
                c.end();
                Hand::new(SKIN[1], "#a06a4a").draw(&mut c.c, 262.0, -40.0, 2.6, 176.0);
            },
        ),
        card(
            "The match's proposal",
            (GoldTempera, WarmInterior, CloseUp, Funny),
            ["a little lit match kneeling, holding up a ring", "a tall white candle, blushing, with a flame of her own"],
            ("behind the match lie a dozen burnt-out black matches, the earlier suitors", "matches"),
            ["Burning love", "Playing with fire", "Every match in the box has knelt before the candle with a ring, and the burnt-out matches behind him all waited too long for her answer"],
            &["match proposing to a candle", "burnt-out suitors"],
            false,
            "A close-up of a dark wooden table, lit only by a candle in the dark. A tall white candle with a gentle face stands lit on the right, looking down and blushing pink, and a drop of wax runs down her face like a tear of joy. Before her a single lit match kneels like a suitor, a hopeful face on its red tip, holding up a tiny gold ring with a sparkling stone, its own small flame trembling. Behind the match lie a dozen burnt-out black matches, smoke still curling up from them.",
            |c| {
                c.drew("table candle flame match ring stone wax tear smoke face");
                // The dark, and the warm light of the candle.
                c.full("#1a0c06", 1.0);
                c.soft();
                c.glow(280.0, 170.0, 300.0, "#ff9a30", 0.7);
                c.glow(280.0, 130.0, 130.0, "#ffe08a", 0.8);
                c.end();
                // The dark wooden table, its top lit by the candle.
                c.rect(-20.0, 440.0, 440.0, 180.0, "#4a200c", 1.0);
                c.rect(-20.0, 440.0, 440.0, 84.0, "#a05a2a", 1.0);
                c.stroke("M-20 462Q120 456 240 466T420 460M-20 494Q140 486 260 498T420 492", "#7a3a18", 3.0, 1.0);
                c.stroke("M-20 566Q140 558 260 574T420 564", "#2a1006", 4.0, 1.0);
                c.g("transform=\"translate(8 0)\"");
                // The tall white candle, her face turned down to him.
                c.ellipse(280.0, 504.0, 84.0, 14.0, "#c89a3a", 1.0);
                c.path("M216 180V500Q280 518 344 500V180Z", "#fbf4e2", 1.0);
                c.path("M322 180V498Q336 496 344 492V180Z", "#e4d8bc", 1.0);
                c.ellipse(280.0, 180.0, 64.0, 13.0, "#fffaf0", 1.0);
                c.path("M222 180q-2 30 4 44q8 8 8 -10q0 -20 6 -34Z", "#fbf4e2", 1.0);
                c.stroke("M280 182V156", "#2a1a10", 4.0, 1.0);
                // Her flame, tall and calm.
                c.path("M280 36Q314 100 302 136Q292 162 280 162Q266 162 258 136Q248 100 280 36Z", "#ff8a1a", 1.0);
                c.path("M280 84Q296 118 290 140Q280 154 272 140Q266 118 280 84Z", "#fff6c0", 1.0);
                // Her face: eyes lowered shyly, a small smile, pink cheeks.
                c.stroke("M240 256q11 9 22 0M298 256q11 9 22 0", "#3a2410", 4.0, 1.0);
                c.stroke("M238 244l-4 -6M250 242l0 -7M308 242l0 -7M322 244l4 -6", "#3a2410", 3.0, 1.0);
                c.stroke("M268 294q12 9 24 0", "#8a2a20", 4.0, 1.0);
                c.soft();
                c.ellipse(238.0, 280.0, 17.0, 11.0, "#ff6a7a", 0.6);
                c.ellipse(322.0, 280.0, 17.0, 11.0, "#ff6a7a", 0.6);
                c.end();
                // A drop of wax running down from her eye like a tear of joy.
                c.path("M312 264q-4 22 -2 44q2 12 7 12q7 0 7 -14q0 -22 -12 -42Z", "#fffdf6", 1.0);
                c.stroke("M312 264q-4 22 -2 44", "#d8c8a8", 2.0, 1.0);
                c.end();
                // The burnt-out suitors in a tangle behind him, smoke still rising.
                c.stroke("M80 420q-12 -30 4 -60q14 -26 -2 -54q-10 -20 4 -40", "#d8c8b0", 3.0, 0.7);
                let mut heap = String::new();
                let mut ash = Vec::new();
                for (i, (x0, y0, x1, y1)) in [
                    (36.0, 500.0, 128.0, 494.0), (40.0, 488.0, 126.0, 500.0), (38.0, 478.0, 118.0, 470.0),
                    (46.0, 466.0, 122.0, 482.0), (44.0, 456.0, 114.0, 448.0), (52.0, 444.0, 110.0, 460.0),
                    (56.0, 434.0, 104.0, 424.0), (62.0, 424.0, 100.0, 436.0),
                ]
                .into_iter()
                .enumerate()
                {
                    let _ = write!(heap, "M{x0} {y0}L{x1} {y1}");
                    ash.push(if i % 2 == 0 { (x0, y0) } else { (x1, y1) });
                }
                c.stroke(&heap, "#141010", 10.0, 1.0);
                for (x, y) in ash {
                    c.circle(x, y, 8.0, "#7a7570", 1.0);
                }
                c.g("transform=\"translate(14 0)\"");
                // The match on one knee, thin black legs and arms.
                c.stroke("M128 478L162 490L152 518M128 478L104 514L74 514", "#2a1408", 7.0, 1.0);
                c.path("M112 482L118 330H146L144 484Z", "#f4d8a4", 1.0);
                c.stroke("M138 360L170 346L184 312M136 372L166 366L186 318", "#2a1408", 5.0, 1.0);
                // His red tip, with a hopeful face looking up at her.
                c.ellipse(132.0, 302.0, 40.0, 46.0, "#c8282a", 1.0);
                c.circle(122.0, 294.0, 8.0, "#ffffff", 1.0);
                c.circle(146.0, 292.0, 8.0, "#ffffff", 1.0);
                c.circle(125.0, 290.0, 4.0, "#1a0a0a", 1.0);
                c.circle(149.0, 288.0, 4.0, "#1a0a0a", 1.0);
                c.stroke("M114 278l12 -4M140 274l12 2", "#1a0a0a", 3.0, 1.0);
                c.path("M124 316q12 12 24 0Z", "#3a0a0a", 1.0);
                // His own small flame, trembling.
                c.path("M132 170Q158 218 148 238Q140 256 132 256Q122 256 116 238Q106 218 132 170Z", "#ff7a1a", 1.0);
                c.path("M132 208Q142 228 138 240Q132 250 126 240Q122 228 132 208Z", "#fff0b0", 1.0);
                c.stroke("M104 196l-8 -4M106 218l-10 0M160 196l8 -4M158 218l10 0", "#ffb040", 3.0, 1.0);
                // The tiny gold ring he holds up, its stone sparkling.
                c.stroke("M177 300a13 13 0 1 0 26 0a13 13 0 1 0 -26 0", "#f4c430", 6.0, 1.0);
                c.path("M182 286l8 -12l8 12l-8 6Z", "#bff0ff", 1.0);
                c.stroke("M190 262v-8M202 268l6 -6M178 268l-6 -6", "#fff6c0", 3.0, 1.0);
                c.end();
            },
        ),
        card(
            "The night watchman",
            (Gouache, Night, Interior, Tender),
            ["an old night watchman alone in the dark museum hall", "the great dinosaur skeleton bowing its skull down to his hand"],
            ("a chewed old tennis ball lies between the skeleton's feet", "ball"),
            [
                "Old friends",
                "Old habits die hard",
                "Every night after closing he rolls the old tennis ball across the hall, and every night the bones bring it back",
            ],
            &["dinosaur skeleton bowing its skull", "chewed tennis ball in a museum"],
            true,
            "A dark museum hall at night, lit by moonlight from a tall arched window and the beam of a torch lying on the floor. The great pale skeleton of a tyrannosaur fills most of the room, its tail rising out of sight, and it has lowered its huge skull right down to an old night watchman in a cap and a dark blue uniform. He stands side-on, smiling, scratching it under the jaw with one hand. A red rope hangs between two brass posts behind him. The skeleton stands on a low plinth, and a chewed tennis ball lies there between its feet.",
            |c| {
                c.drew("museum hall night moonlight window torch beam floor skeleton tyrannosaur tail skull watchman cap uniform hand jaw rope post tennis ball foot room plinth");
                // The dark blue hall, the floor a shade darker.
                c.rect(-10.0, -10.0, 420.0, 620.0, "#222258", 1.0);
                c.rect(-10.0, 486.0, 420.0, 124.0, "#121230", 1.0);
                c.rect(-10.0, 480.0, 420.0, 8.0, "#0d1326", 1.0);
                // The tall arched window, its moonlight falling across the floor.
                c.poly(&[(34.0, 300.0), (134.0, 300.0), (330.0, 600.0), (120.0, 600.0)], "#9cc0f0", 0.08);
                c.path("M30 300V90A52 52 0 0 1 134 90V300Z", "#0d1326", 1.0);
                c.path("M38 296V92A44 44 0 0 1 126 92V296Z", "#8cb0e4", 1.0);
                c.stroke("M82 48V296M38 170H126M38 234H126M38 116H126", "#0d1326", 5.0, 1.0);
                // The rope barrier on its two brass posts, behind him.
                for x in [22.0, 198.0] {
                    c.ellipse(x, 506.0, 13.0, 4.0, "#8a6a2a", 1.0);
                    c.rect(x - 3.5, 430.0, 7.0, 76.0, "#b08a3a", 1.0);
                    c.circle(x, 428.0, 7.0, "#d0a84a", 1.0);
                }
                c.stroke("M22 436Q110 486 198 436", "#a8242c", 7.0, 1.0);
                let bone = "#efe4c6";
                let shade = "#a8a08e";
                let line = "#7a6c52";
                let dark = "#0d1326";
                // The low museum plinth under its feet.
                c.rect(196.0, 546.0, 220.0, 34.0, "#2c2c66", 1.0);
                c.rect(196.0, 546.0, 220.0, 6.0, "#4a4a8e", 1.0);
                // The torch's beam along the floor, and its warm round pool.
                c.poly(&[(58.0, 578.0), (250.0, 530.0), (360.0, 580.0), (60.0, 592.0)], "#ffd27a", 0.2);
                c.ellipse(300.0, 552.0, 90.0, 26.0, "#ffd27a", 0.18);
                // The legs: thigh, shin and long foot, knobbed at the joints,
                // three clawed toes on the plinth; the far one in shadow.
                for (col, dx, dy) in [(shade, 70.0, -8.0), (bone, 22.0, 0.0)] {
                    let p = |x: f64, y: f64| (x + dx, y + dy);
                    let (hip, knee, ankle, heel) = (p(334.0, 250.0), p(296.0, 362.0), p(326.0, 458.0), p(306.0, 538.0));
                    for (a, b, w) in [(hip, knee, 17.0), (knee, ankle, 12.0), (ankle, heel, 9.0)] {
                        let d = format!("M{} {}L{} {}", Num(a.0), Num(a.1), Num(b.0), Num(b.1));
                        c.stroke(&d, line, w + 5.0, 1.0);
                        c.stroke(&d, col, w, 1.0);
                    }
                    for (j, r) in [(hip, 13.0), (knee, 12.0), (ankle, 9.0), (heel, 7.0)] {
                        c.circle(j.0, j.1, r + 2.5, line, 1.0);
                        c.circle(j.0, j.1, r, col, 1.0);
                        c.circle(j.0, j.1, r * 0.3, line, 1.0);
                    }
                    for (tx, ty) in [(-40.0, 10.0), (-26.0, 14.0), (-10.0, 14.0)] {
                        let (ex, ey) = (heel.0 + tx, heel.1 + ty);
                        let d = format!("M{} {}L{} {}", Num(heel.0), Num(heel.1), Num(ex), Num(ey));
                        c.stroke(&d, line, 10.0, 1.0);
                        c.stroke(&d, col, 5.0, 1.0);
                        c.poly(&[(ex + 2.0, ey - 4.0), (ex - 9.0, ey + 2.0), (ex + 2.0, ey + 3.0)], col, 1.0);
                    }
                }
                // The chewed old tennis ball between the feet.
                c.circle(348.0, 541.0, 11.0, "#c8e040", 1.0);
                c.stroke("M338 535q10 8 20 0", "#f4f4dc", 2.5, 1.0);
                c.path("M354 531l4 4l-4 2l5 3l-3 3Z", "#8aa030", 1.0);
                // The S of the backbone: from the skull up the bowed neck,
                // along the back and up the tail, bone by bone.
                let spine = crate::canvas::smooth_points(&[(298.0, 346.0), (282.0, 314.0), (284.0, 282.0), (302.0, 258.0), (332.0, 244.0), (366.0, 236.0), (396.0, 218.0), (420.0, 194.0), (446.0, 160.0)], 3);
                let n = spine.len();
                // The ribs, separate thin curved bones hanging from the back.
                let mut ribs = String::new();
                for k in 0..7 {
                    let (x, y) = spine[9 + k];
                    let l = 104.0 - (k as f64 - 2.5).abs() * 14.0;
                    let _ = write!(ribs, "M{} {}q{} {} {} {}", Num(x), Num(y + 4.0), Num(18.0), Num(l * 0.55), Num(-10.0), Num(l));
                }
                c.stroke(&ribs, line, 8.0, 1.0);
                c.stroke(&ribs, bone, 4.5, 1.0);
                let mut segs = String::new();
                let mut spines = String::new();
                for i in 0..n {
                    let (x, y) = spine[i];
                    let (ax, ay) = spine[i.saturating_sub(1)];
                    let (bx, by) = spine[(i + 1).min(n - 1)];
                    let (tx, ty) = (bx - ax, by - ay);
                    let m = (tx * tx + ty * ty).sqrt().max(0.1);
                    let (tx, ty) = (tx / m, ty / m);
                    let t = i as f64 / (n - 1) as f64;
                    let h = 4.0 - 2.5 * t;
                    let _ = write!(segs, "M{} {}l{} {}", Num(x - tx * h), Num(y - ty * h), Num(tx * h * 2.0), Num(ty * h * 2.0));
                    let s = 14.0 - 8.0 * t;
                    let _ = write!(spines, "M{} {}l{} {}", Num(x), Num(y), Num(ty * s), Num(-tx * s));
                }
                c.stroke(&spines, line, 7.0, 1.0);
                c.stroke(&spines, bone, 3.5, 1.0);
                c.stroke(&segs, line, 19.0, 1.0);
                c.stroke(&segs, bone, 14.0, 1.0);
                // The hip blade and the booted pubis.
                c.stroke("M358 250L340 312", line, 12.0, 1.0);
                c.stroke("M358 250L340 312", bone, 7.0, 1.0);
                c.ellipse(336.0, 314.0, 14.0, 6.0, line, 1.0);
                c.ellipse(336.0, 314.0, 11.0, 3.5, bone, 1.0);
                c.ellipse(364.0, 232.0, 40.0, 15.0, line, 1.0);
                c.ellipse(364.0, 232.0, 37.0, 12.0, bone, 1.0);
                // The two tiny arms under the chest.
                for (col, dx) in [(shade, 10.0), (bone, 0.0)] {
                    let d = format!("M{} 288l-16 22l-16 0m16 0l-12 12", Num(324.0 + dx));
                    c.stroke(&d, line, 10.0, 1.0);
                    c.stroke(&d, col, 5.0, 1.0);
                }
                // The great skull, bowed down and turned into his hand.
                c.g("transform=\"translate(248 404) rotate(-24) scale(1.1)\"");
                // The open mouth, a row of pointed teeth along each jaw.
                c.poly(&[(-160.0, 2.0), (32.0, 2.0), (32.0, 14.0), (-150.0, 18.0)], dark, 1.0);
                let mut teeth = String::new();
                for k in 0..12 {
                    let x = -154.0 + k as f64 * 14.0;
                    let _ = write!(teeth, "M{} 2l3.5 11l3.5 -11ZM{} 17l3.5 -10l3.5 10Z", Num(x), Num(x + 7.0));
                }
                c.path(&teeth, bone, 1.0);
                // The lower jaw, with its window.
                let jaw = [(-156.0, 16.0), (28.0, 12.0), (44.0, 20.0), (40.0, 34.0), (0.0, 44.0), (-60.0, 40.0), (-140.0, 28.0)];
                c.poly(&jaw, bone, 1.0);
                c.stroke(&crate::canvas::poly_d(&jaw), line, 3.0, 1.0);
                c.ellipse(8.0, 26.0, 14.0, 6.0, dark, 1.0);
                // The long deep skull, its nostril and windows.
                let head = [(-164.0, 2.0), (-162.0, -16.0), (-150.0, -28.0), (-110.0, -42.0), (-60.0, -58.0), (-20.0, -72.0), (10.0, -76.0), (32.0, -66.0), (42.0, -40.0), (40.0, -10.0), (32.0, 4.0)];
                c.poly(&head, bone, 1.0);
                c.stroke(&crate::canvas::poly_d(&head), line, 3.0, 1.0);
                c.ellipse(-148.0, -16.0, 9.0, 5.0, dark, 1.0);
                c.poly(&[(-106.0, -14.0), (-68.0, -44.0), (-50.0, -40.0), (-56.0, -12.0)], dark, 1.0);
                c.poly(&[(4.0, -54.0), (26.0, -60.0), (32.0, -30.0), (12.0, -20.0)], dark, 1.0);
                // The big round eye socket, the eye a content half-closed crescent.
                c.circle(-22.0, -42.0, 15.0, dark, 1.0);
                c.path("M-37 -42A15 15 0 0 1 -7 -42Q-22 -30 -37 -42Z", bone, 1.0);
                c.stroke("M-35 -40Q-22 -31 -9 -40", line, 2.5, 1.0);
                c.end();
                // The old night watchman, side-on, smiling, his hand under its jaw.
                let man = Look::new(1, "#3a5896", "#24304e").old().hair(Hair::Short, 5).face(Expr::Smile).turn(1.0).profile().tilt(10.0).wear(Hat::Cap, "#1e2848");
                let scratch = reach().right_hand((14.0, -56.0), (30.0, -42.0));
                figure(c, &scratch, 74.0, 586.0, 256.0, &man, false);
                // The torch lying on the floor behind his feet.
                c.poly(&[(18.0, 584.0), (50.0, 574.0), (54.0, 586.0), (22.0, 596.0)], "#3a3a44", 1.0);
                c.poly(&[(50.0, 570.0), (62.0, 566.0), (68.0, 586.0), (56.0, 590.0)], "#5a5a66", 1.0);
                c.ellipse(65.0, 578.0, 4.0, 11.0, "#fff2c0", 1.0);
            },
        ),
        card(
            "The heart of the maze",
            (StainedGlass, Night, EyeLevel, Mysterious),
            ["a girl in a clearing at the heart of a hedge maze at night", "a huge bull-headed figure stepping out of the hedges towards her"],
            ("she has laid a blanket with two cups on it", "cups"),
            ["Unafraid", "Take the bull by the horns", "Every full moon she walks the maze with two cups and a lantern, and has tea with the one who lives at its heart"],
            &["hedge maze", "minotaur"],
            true,
            "The heart of a hedge maze at night under a full moon, tall dark green hedges all round a small lawn. A girl in a red coat kneels on a checked blanket on the grass, a lantern glowing beside her, a teapot and two cups set out in front of her, and she looks up with a calm smile. Out of a gap in the hedge behind her steps a huge dark figure with a man's broad body and the head of a bull, with two great curved horns, its eyes glinting in the lantern light.",
            |c| {
                c.drew("maze heart hedge night moon lawn grass girl coat blanket lantern teapot cup gap figure body head bull horn eye light");
                let sky = c.c.linv(&[(0.0, "#0a1430", 1.0), (1.0, "#22386a", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 200.0, &sky, 1.0);
                c.circle(300.0, 70.0, 36.0, "#f4f0d8", 1.0);
                c.glow(300.0, 70.0, 90.0, "#c8d8f0", 0.4);
                // The hedges: the far wall with its gap, and the two sides.
                c.rect(-10.0, 150.0, 420.0, 290.0, "#1e4a28", 1.0);
                c.rect(210.0, 190.0, 110.0, 250.0, "#0a140c", 1.0);
                c.path("M-10 110L90 170V470L-10 540Z", "#2a5a30", 1.0);
                c.path("M410 110L330 170V470L410 540Z", "#2a5a30", 1.0);
                c.dots(90, -10.0, 410.0, 150.0, 460.0, 4.0, "#3a7a3e");
                c.stroke("M-10 150H210M320 150H410", "#4a8a4a", 6.0, 1.0);
                // The lawn in the lantern light.
                c.path("M-10 540L90 440H330L410 540V610H-10Z", "#3a6a34", 1.0);
                c.glow(140.0, 470.0, 170.0, "#ffd890", 0.6);
                // The bull-headed giant stepping out of the gap.
                let beast = Look::new(5, "#3a2a22", "#2a1e18").build(1.9).face(Expr::Back);
                figure(c, &walk().left_hand((-16.0, -62.0), (-22.0, -46.0)).right_hand((16.0, -62.0), (22.0, -46.0)), 266.0, 470.0, 300.0, &beast, true);
                let (bx, by, br) = *c.heads.last().unwrap();
                let (bx, by) = (bx, by + br * 0.2);
                c.path(&format!("M{} {}C{} {} {} {} {} {}C{} {} {} {} {} {}Z", Num(bx - br * 0.5), Num(by - br * 0.4), Num(bx - br * 2.2), Num(by - br * 0.6), Num(bx - br * 2.6), Num(by - br * 1.6), Num(bx - br * 2.2), Num(by - br * 2.4), Num(bx - br * 2.0), Num(by - br * 1.6), Num(bx - br * 1.4), Num(by - br * 1.0), Num(bx - br * 0.4), Num(by - br * 0.9)), "#e8dcc0", 1.0);
                c.path(&format!("M{} {}C{} {} {} {} {} {}C{} {} {} {} {} {}Z", Num(bx + br * 0.5), Num(by - br * 0.4), Num(bx + br * 2.2), Num(by - br * 0.6), Num(bx + br * 2.6), Num(by - br * 1.6), Num(bx + br * 2.2), Num(by - br * 2.4), Num(bx + br * 2.0), Num(by - br * 1.6), Num(bx + br * 1.4), Num(by - br * 1.0), Num(bx + br * 0.4), Num(by - br * 0.9)), "#e8dcc0", 1.0);
                c.ellipse(bx, by, br * 0.8, br * 1.0, "#4a3628", 1.0);
                c.ellipse(bx, by + br * 0.7, br * 0.55, br * 0.4, "#6a5040", 1.0);
                c.ellipse(bx - br * 0.85, by - br * 0.5, br * 0.35, br * 0.15, "#4a3628", 1.0);
                c.ellipse(bx + br * 0.85, by - br * 0.5, br * 0.35, br * 0.15, "#4a3628", 1.0);
                c.circle(bx - br * 0.32, by - br * 0.1, br * 0.1, "#ffd040", 1.0);
                c.circle(bx + br * 0.32, by - br * 0.1, br * 0.1, "#ffd040", 1.0);
                c.circle(bx - br * 0.18, by + br * 0.75, br * 0.06, "#1a1010", 1.0);
                c.circle(bx + br * 0.18, by + br * 0.75, br * 0.06, "#1a1010", 1.0);
                // The checked blanket, the teapot and the two cups.
                c.path("M20 560L70 500H250L290 560Z", "#e8e0d0", 1.0);
                c.stroke("M40 536H274M56 516H262M74 500L56 560M110 500L100 560M146 500L146 560M182 500L192 560M218 500L238 560", "#c83a3a", 5.0, 0.8);
                c.path("M196 520a20 18 0 0 1 40 0v14h-40Z", "#f4f0e8", 1.0);
                c.stroke("M236 522l14 -8M196 522q-12 0 -10 12", "#f4f0e8", 4.0, 1.0);
                for x in [150.0, 264.0] {
                    c.path(&format!("M{} 526h20l-3 14h-14Z", Num(x - 10.0)), "#ffffff", 1.0);
                }
                // The lantern glowing beside her.
                c.glow(56.0, 470.0, 40.0, "#ffe0a0", 0.9);
                c.rect(46.0, 462.0, 20.0, 26.0, "#ffe8a0", 1.0);
                c.stroke("M46 462h20v26h-20ZM50 462q6 -14 12 0", "#2a2a2a", 3.0, 1.0);
                // The girl kneeling on the blanket, looking up at him.
                let girl = Look::new(1, "#c8282a", "#2a2a3a").hair(Hair::Long, 2).face(Expr::Smile).gaze(Gaze::Up).turn(0.6).tilt(-10.0);
                figure(c, &kneel().child(), 104.0, 540.0, 200.0, &girl, false);
            },
        ),
        card(
            "Ironing the sea",
            (GoldTempera, Dusk, EyeLevel, Calm),
            ["a woman in an apron pushing a huge iron across the sea", "behind her the water smooth as glass, in front of her the waves still rough"],
            ("a little boat is riding the last wrinkles towards the smooth part", "boat"),
            [
                "Peace and quiet",
                "Pour oil on troubled waters",
                "Every evening after the storms she went out with her iron, and the little boats waited on the last wrinkles for the sea to be smooth",
            ],
            &["ironing the sea", "smooth sea and rough sea"],
            true,
            "The sea at dusk under a gold sky, the low sun on the horizon. A woman in a long blue dress and a white apron stands on the water, leaning into a huge steaming iron that she pushes across the sea. Behind her the sea is smooth and shining like glass; in front of the iron the waves are still rough and crested with white. A little boat rides the last wrinkles towards the smooth part.",
            |c| {
                c.drew("sea dusk sky sun horizon woman dress apron water iron steam wave boat");
                c.sky(150.0);
                c.circle(100.0, 144.0, 30.0, "#fff0b0", 1.0);
                // The sea: smooth on the left, behind her; rough on the right.
                c.rect(-10.0, 150.0, 420.0, 460.0, "#2a6a8a", 1.0);
                c.path("M-10 150H200L300 610H-10Z", "#4a9ab8", 1.0);
                c.stroke("M100 162V600", "#fff0b0", 14.0, 0.5);
                let mut waves = String::new();
                for (row, y) in [168.0, 196.0, 232.0, 278.0, 334.0, 400.0, 476.0, 560.0].into_iter().enumerate() {
                    let amp = 4.0 + row as f64 * 2.5;
                    let x0 = 204.0 + (y - 150.0) * 0.22;
                    let _ = write!(waves, "M{} {}", Num(x0), Num(y));
                    let mut x = x0;
                    while x < 410.0 {
                        let _ = write!(waves, "q{} {} {} 0", Num(amp * 1.5), Num(-amp * 2.0), Num(amp * 3.0));
                        x += amp * 3.0;
                    }
                }
                c.stroke(&waves, "#f4f8fc", 4.0, 1.0);
                // The little boat on the last wrinkles.
                c.path("M318 228h54l-10 14h-36Z", "#c83a2a", 1.0);
                c.stroke("M344 228v-34", "#3a2a1a", 3.0, 1.0);
                c.path("M346 198l20 24h-20Z", "#fbf4dc", 1.0);
                c.c.g("transform=\"translate(-40 -50) scale(1.2)\"");
                // The iron, pushed to the right, steaming.
                c.path("M196 470Q200 440 250 436L330 438Q352 452 344 478Z", "#c8ccd4", 1.0);
                c.path("M196 478H346L340 490H200Z", "#5a5e68", 1.0);
                c.path("M226 436Q230 404 262 404H296Q312 406 310 436", "none", 1.0);
                c.stroke("M226 436Q230 404 262 404H296Q312 406 310 436", "#2a2a30", 12.0, 1.0);
                c.soft();
                for (x, y, r) in [(350.0, 456.0, 14.0), (370.0, 440.0, 18.0), (392.0, 420.0, 14.0)] {
                    c.c.circle(x, y, r, "#ffffff", 0.7);
                }
                c.end();
                // The woman leaning into it.
                let her = Look::new(2, "#2a4a8a", "#2a4a8a").hair(Hair::Bun, 1).face(Expr::Calm).turn(0.6).old();
                let push = Pose {
                    head: (12.0, -86.0),
                    neck: (9.0, -77.0),
                    hip: (-2.0, -47.0),
                    knees: [(-8.0, -24.0), (6.0, -25.0)],
                    feet: [(-16.0, -2.0), (8.0, -2.0)],
                    elbows: [(18.0, -52.0), (22.0, -55.0)],
                    hands: [(30.0, -36.0), (36.0, -38.0)],
                    ..stand()
                }
                .dress(16.0, -26.0);
                figure(c, &push, 150.0, 500.0, 250.0, &her, false);
                c.path("M140 384h34l10 70h-50Z", "#fbfaf4", 1.0);
                c.c.end();
            },
        ),
        card(
            "The red thread",
            (Pastel, Monochrome, Hands, Wistful),
            ["two hands reaching and not touching", "a red thread tying their little fingers"],
            ("a knot at the bottom of the loop where the thread was once broken", "knot"),
            ["Yearning", "What is meant to be will find its way", "It snapped once, the winter they stopped writing; one of them tied it back with a knot and never told the other"],
            &["red thread", "little finger"],
            false,
            "Two hands reach towards each other out of the dark from opposite corners, and their fingertips do not quite touch. A single red thread is tied round the little finger of each and hangs between them in a long slack loop; at its lowest point a knot shows where it was once broken and tied back together.",
            |c| {
                c.drew("hand finger thread knot sleeve");
                let red = c.p.accent;
                let wall = c.linv(&[(0.0, "#3a3734", 1.0), (1.0, "#141210", 1.0)]);
                c.c.rect(-20.0, -20.0, 440.0, 640.0, &wall, 1.0);
                c.glow(200.0, 300.0, 200.0, "#d8d2c8", 0.4);
                // Where a point on a hand (palm units) lands on the card.
                let at = |x: f64, y: f64, s: f64, rot: f64, m: bool, px: f64, py: f64| {
                    let (sn, cs) = rot.to_radians().sin_cos();
                    let wx = x + s * (px * cs - py * sn);
                    (if m { 400.0 - wx } else { wx }, y + s * (px * sn + py * cs))
                };
                // The two hands: the left lower, the right higher and mirrored,
                // each with its sleeve and the thread wound round its little finger.
                let hands = [
                    (52.0, 516.0, 3.0, 48.0, false, "#dcd6ce", "#8a827a", "#6e6a66"),
                    (52.0, 104.0, 3.0, 132.0, true, "#cfc7bd", "#7a7068", "#0e0c0e"),
                ];
                let mut ends = Vec::new();
                for &(x, y, s, rot, m, skin, shade, sleeve) in &hands {
                    if m {
                        c.g("transform=\"translate(400 0) scale(-1 1)\"");
                    }
                    Hand::new(skin, shade).outline("#141210", 2.0).draw(c, x, y, s, rot);
                    c.g(&format!("transform=\"translate({x} {y}) rotate({rot}) scale({s})\""));
                    c.path("M-22 14H20V100H-22Z", sleeve, 1.0);
                    c.stroke("M-22 14H20", "#141210", 3.0, 1.0);
                    if !m {
                        c.stroke("M-22 22H20M-22 28H20", "#8e8a84", 1.6, 1.0);
                    }
                    c.stroke("M8 -45.5l11 -2M8 -41l11 -2", red, 3.2, 1.0);
                    c.end();
                    if m {
                        c.end();
                    }
                    ends.push(at(x, y, s, rot, m, 18.0, -42.0));
                }
                // The thread hanging between them in a long slack loop, the
                // knot at its lowest point.
                let ((x1, y1), (x2, y2)) = (ends[0], ends[1]);
                let (kx, ky) = (240.0, 540.0);
                let d = format!(
                    "M{x1:.0} {y1:.0}C{:.0} {:.0} {:.0} {ky} {kx} {ky}C{:.0} {ky} {:.0} {:.0} {x2:.0} {y2:.0}",
                    x1 - 4.0,
                    y1 + 80.0,
                    kx - 56.0,
                    kx + 50.0,
                    x2 + 4.0,
                    y2 + 220.0
                );
                c.stroke(&d, "#141210", 9.0, 0.6);
                c.stroke(&d, red, 6.0, 1.0);
                c.circle(kx, ky, 15.0, "#141210", 0.6);
                c.circle(kx, ky, 13.0, red, 1.0);
                c.stroke(&format!("M{} {}q-8 6 -6 0", kx - 6.0, ky - 2.0), "#8a1010", 2.5, 1.0);
                c.stroke(&format!("M{} {}q-8 22 -26 32M{} {}q12 18 4 40", kx - 4.0, ky + 8.0, kx + 5.0, ky + 8.0), red, 5.0, 1.0);
            },
        ),
        card(
            "Nine tenths below",
            (CutPaper, Winter, TinyInHuge, Calm),
            ["an old couple in deckchairs on the tip of an iceberg", "someone living in the rooms hidden under the water"],
            ("deep down in the one lit room, a man stands on a chair holding a glass to the ceiling to listen", "glass"),
            ["Snug", "The tip of the iceberg", "Every evening the old couple on top talk about the weather, and every evening the man downstairs listens through a glass"],
            &["iceberg", "hidden house"],
            true,
            "A cut through a dark winter sea at the waterline under a pink dusk sky: above it only the small white tip of an iceberg, where a tiny old couple sit side by side in striped deckchairs wrapped in blankets, he waving. Below the water the huge hidden rest of the iceberg glows pale blue, and it is hollowed into a whole house: dark rooms with beds, shelves and a table, joined by a staircase zigzagging down. Deep down one room is lit warm yellow, with a lamp, and in it a man stands on a chair, holding a glass up against the ceiling, listening.",
            |c| {
                c.drew("iceberg house sea water sky couple deckchair blanket star room staircase step bed shelf table lamp man chair glass ceiling");
                let p = c.p;
                // A still winter dusk: deep blue above, pink and gold low down.
                let sky = c.c.linv(&[(0.0, "#1e2c5a", 1.0), (0.45, "#6a5a9a", 1.0), (0.8, "#f0a8a0", 1.0), (1.0, "#ffd8a0", 1.0)]);
                c.rect(-20.0, -20.0, 440.0, 200.0, &sky, 1.0);
                c.dots(10, 0.0, 0.0, 400.0, 70.0, 2.0, "#ffffff");
                c.sea(180.0, "#16305a", "#040a1c");
                // The huge hidden part under the water, in layers paler towards the middle.
                c.path("M96 180L30 260L10 380L50 480L130 570L210 620L300 560L370 460L392 340L350 240L300 180Z", "#2c6294", 1.0);
                c.path("M106 184L46 262L28 378L66 472L140 556L210 600L292 548L356 456L374 342L336 246L292 184Z", "#78b2d6", 1.0);
                c.path("M118 188L66 264L50 376L84 464L150 540L210 578L282 534L340 450L354 344L320 254L286 188Z", "#a8d4ec", 1.0);
                // The tip above the water: a small white hump with a flat top.
                c.path("M96 181L118 148L146 142L242 140L266 104L288 136L304 181Z", "#f8fbff", 1.0);
                c.path("M266 104L288 136L304 181L252 181Z", "#c8d8ec", 1.0);
                c.stroke("M-10 181H410", "#ffe8c0", 3.0, 0.9);
                // The dark rooms hollowed out of it, on four floors.
                let dark = "#12284a";
                for (x, y, w, h) in [(130.0, 214.0, 80.0, 50.0), (222.0, 214.0, 60.0, 50.0), (76.0, 290.0, 90.0, 56.0), (178.0, 290.0, 64.0, 56.0), (254.0, 290.0, 84.0, 56.0), (76.0, 372.0, 70.0, 56.0), (262.0, 372.0, 76.0, 56.0), (154.0, 506.0, 96.0, 46.0)] {
                    c.rect(x, y, w, h, dark, 1.0);
                }
                // Furniture in the dark rooms: a bed, shelves, a table.
                let furn = "#3a5a88";
                c.rect(140.0, 246.0, 44.0, 12.0, furn, 1.0);
                c.rect(140.0, 238.0, 10.0, 20.0, furn, 1.0);
                c.stroke("M264 304h60M264 318h60M264 332h60", furn, 4.0, 1.0);
                c.stroke("M90 330h44M96 330v16M128 330v16", furn, 5.0, 1.0);
                c.rect(168.0, 530.0, 40.0, 14.0, furn, 1.0);
                // The staircase zigzagging down through the floors.
                let stair = |x0: f64, y0: f64, n: usize, dx: f64| {
                    let mut d = format!("M{x0} {y0}");
                    for _ in 0..n {
                        let _ = write!(d, "v8h{dx}");
                    }
                    d
                };
                let s1 = stair(206.0, 264.0, 3, 8.0);
                let s2 = stair(178.0, 346.0, 3, -10.0);
                let s3 = stair(146.0, 428.0, 6, 10.0);
                c.rect(206.0, 264.0, 24.0, 26.0, dark, 1.0);
                c.rect(148.0, 346.0, 30.0, 26.0, dark, 1.0);
                c.rect(146.0, 372.0, 30.0, 118.0, dark, 1.0);
                c.stroke(&s3, "#e8f4ff", 4.0, 1.0);
                c.stroke(&s1, "#e8f4ff", 4.0, 1.0);
                c.stroke(&s2, "#e8f4ff", 4.0, 1.0);
                // The one lit room, deep down: a lamp, a chair, and a man on it
                // holding a glass to the ceiling, listening.
                c.rect(176.0, 360.0, 164.0, 132.0, "#ffd870", 1.0);
                c.rect(312.0, 410.0, 4.0, 82.0, "#3a2a2a", 1.0);
                c.path("M296 410L332 410L322 388L306 388Z", p.accent, 1.0);
                c.low_chair(230.0, 492.0, 0.7, 0.0, "#6a3a2a");
                let listen = Pose {
                    head: (4.0, -92.0),
                    neck: (2.0, -80.0),
                    elbows: [(-10.0, -62.0), (14.0, -100.0)],
                    hands: [(-8.0, -46.0), (10.0, -112.0)],
                    ..stand()
                };
                let man = Look::new(2, p.cloth[1], p.dark).hair(Hair::Short, 3).face(Expr::Sly).turn(0.4).gaze(Gaze::Up).tilt(-14.0);
                figure(c, &listen, 232.0, 458.0, 88.0, &man, false);
                c.path("M234 360h18l-3 20h-12Z", "#f8fbff", 1.0);
                c.stroke("M234 360h18l-3 20h-12Z", "#5a7090", 2.0, 1.0);
                // The old couple, tiny on the tip, in striped deckchairs.
                c.g_at(118.0, -4.0, 0.45);
                let gy = 326.0;
                for x in [106.0, 198.0] {
                    let d = format!("M{} {}L{} {}L{} {}", x - 32.0, gy - 150.0, x - 6.0, gy - 62.0, x + 30.0, gy - 58.0);
                    c.stroke(&format!("M{} {gy}L{} {}M{} {gy}L{} {}", x - 40.0, x - 28.0, gy - 146.0, x + 34.0, x - 10.0, gy - 66.0), "#5a3a2a", 6.0, 1.0);
                    c.stroke(&d, p.accent, 24.0, 1.0);
                    c.c.add(&format!("<path d=\"{d}\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"24\" stroke-dasharray=\"9 11\"/>"));
                }
                let lie = Pose {
                    head: (-10.0, -88.0),
                    neck: (-8.0, -78.0),
                    hip: (0.0, -42.0),
                    knees: [(22.0, -40.0), (24.0, -39.0)],
                    feet: [(34.0, -2.0), (37.0, -2.0)],
                    ..stand()
                };
                let a = Look::new(0, p.cloth[1], p.dark).old().beard().face(Expr::Laugh).turn(0.3).wear(Hat::Knitted, p.accent);
                let b = Look::new(3, p.cloth[2], p.dark).old().hair(Hair::Bun, 5).face(Expr::Smile).turn(0.3);
                let wave = Pose { elbows: [(2.0, -60.0), (14.0, -84.0)], hands: [(14.0, -50.0), (16.0, -108.0)], ..lie };
                figure(c, &wave, 106.0, gy, 160.0, &a, false);
                figure(c, &lie, 198.0, gy, 160.0, &b, false);
                for (x, col) in [(106.0, "#e8c050"), (198.0, "#3a7a5a")] {
                    c.path(&format!("M{} {}L{} {}L{} {}L{} {}L{} {}Z", x - 10.0, gy - 80.0, x + 40.0, gy - 74.0, x + 60.0, gy - 18.0, x + 40.0, gy - 12.0, x - 4.0, gy - 52.0), col, 1.0);
                }
                c.end();
            },
        ),
        card(
            "Tea at sea",
            (InkWash, Sea, WormsEye, Absurd),
            ["an old gentleman in his Sunday suit wading calmly out to sea", "the tea tray he holds high above the waves, laid for two"],
            ("one lit candle stands on the slice of cake", "candle"),
            [
                "Faithful",
                "Absence makes the heart grow fonder",
                "Every year on her birthday he carries tea for two out to where the sea took her, and lights one candle, and waits",
            ],
            &["tea tray above the waves", "candle on a slice of cake"],
            true,
            "Seen from low down at the surface of a calm grey-green sea under a wide pale evening sky, a tall old gentleman with a grey beard, in a dark suit, a white collar and a black bowler hat stands in the water up to his chest, his face turned a little aside, solemn and sad. With both arms raised he holds a silver tray high above his head. On the tray stand a white teapot, two cups on saucers and a slice of cake with one lit candle.",
            |c| {
                c.drew("sea water sky man gentleman chest suit collar hat bowler face arm tray teapot cup saucer cake slice candle flame");
                let hy = 494.0;
                // A wide pale evening sky, grey above, gold low down.
                let sky = c.c.linv(&[(0.0, "#3a4656", 1.0), (0.35, "#8e9aa0", 1.0), (0.78, "#f0d8a0", 1.0)]);
                c.full(&sky, 1.0);
                c.soft();
                c.glow(300.0, hy, 230.0, "#ffe6a8", 0.8);
                c.end();
                // The old gentleman, arms straight up under the tray.
                let up = Pose {
                    elbows: [(-17.0, -99.0), (17.0, -99.0)],
                    hands: [(-14.0, -115.0), (14.0, -115.0)],
                    hat: true,
                    ..stand()
                };
                let (mx, feet, h) = (200.0, 1004.0, 780.0);
                let man = Look::new(0, "#26262c", "#26262c").old().hair(Hair::Short, 5).face(Expr::Worry).turn(0.45).build(1.15).beard().wear(Hat::Bowler, "#18181c");
                figure_unshadowed(c, &up, mx, feet, h, &man, false);
                // His white collar and dark tie.
                let ny = feet - 81.0 * h / 100.0;
                let ny = ny + 14.0;
                c.poly(&[(mx - 30.0, ny - 8.0), (mx, ny + 20.0), (mx + 30.0, ny - 8.0), (mx + 26.0, ny + 16.0), (mx, ny + 34.0), (mx - 26.0, ny + 16.0)], "#f4f2ec", 1.0);
                c.poly(&[(mx - 6.0, ny + 24.0), (mx + 6.0, ny + 24.0), (mx + 9.0, ny + 80.0), (mx, ny + 92.0), (mx - 9.0, ny + 80.0)], "#3a2a2a", 1.0);
                // The silver tray, and on it the teapot, two cups and the cake.
                let ty = feet - 117.0 * h / 100.0;
                c.ellipse(mx, ty + 5.0, 118.0, 15.0, "#6a6e74", 1.0);
                c.ellipse(mx, ty, 118.0, 14.0, "#d8dce0", 1.0);
                c.ellipse(mx, ty - 1.0, 104.0, 10.0, "#b8bcc2", 1.0);
                let china = "#f6f2e8";
                // The teapot: a round body, a lid and knob, a spout and a handle.
                let (px, py) = (mx - 58.0, ty - 4.0);
                c.stroke(&format!("M{} {}q16 -2 20 -24", Num(px + 22.0), Num(py - 22.0)), china, 8.0, 1.0);
                c.stroke(&format!("M{} {}q-22 0 -20 -20", Num(px - 26.0), Num(py - 14.0)), china, 6.0, 1.0);
                c.ellipse(px, py - 24.0, 30.0, 24.0, china, 1.0);
                c.ellipse(px, py - 46.0, 16.0, 5.0, "#dcd4c4", 1.0);
                c.circle(px, py - 52.0, 5.0, china, 1.0);
                c.stroke(&format!("M{} {}q30 8 60 0", Num(px - 30.0), Num(py - 24.0)), "#5a7a8a", 3.0, 0.8);
                // Two cups on saucers.
                for x in [mx + 2.0, mx + 40.0] {
                    c.ellipse(x, ty - 4.0, 17.0, 4.0, "#dcd4c4", 1.0);
                    c.path(&format!("M{} {}h26q0 18 -13 18q-13 0 -13 -18Z", Num(x - 13.0), Num(ty - 24.0)), china, 1.0);
                    c.stroke(&format!("M{} {}q8 0 6 8", Num(x + 12.0), Num(ty - 20.0)), china, 3.0, 1.0);
                }
                // The slice of cake, and its one candle lit.
                let (kx, ky) = (mx + 80.0, ty - 4.0);
                c.poly(&[(kx - 16.0, ky), (kx + 18.0, ky), (kx + 18.0, ky - 20.0), (kx - 16.0, ky - 20.0)], "#c89a60", 1.0);
                c.poly(&[(kx - 16.0, ky - 20.0), (kx + 18.0, ky - 20.0), (kx + 18.0, ky - 26.0), (kx - 16.0, ky - 26.0)], "#faf4ea", 1.0);
                c.stroke(&format!("M{} {}h34", Num(kx - 16.0), Num(ky - 11.0)), "#c04a4a", 3.0, 1.0);
                c.rect(kx - 2.0, ky - 50.0, 4.0, 24.0, "#f0e8f8", 1.0);
                c.soft();
                c.glow(kx, ky - 60.0, 90.0, "#ffc850", 1.0);
                c.glow(kx, ky - 60.0, 30.0, "#fff0b0", 1.0);
                c.end();
                c.ellipse(kx, ky - 62.0, 7.0, 13.0, "#ffb030", 1.0);
                c.ellipse(kx, ky - 60.0, 4.0, 8.0, "#fffae0", 1.0);
                // The calm sea over the rest of him, a ring of ripple round his chest.
                let sea = c.c.linv(&[(0.0, "#8a9c8c", 1.0), (1.0, "#3e5850", 1.0)]);
                c.rect(-20.0, hy, 440.0, 160.0, &sea, 1.0);
                c.stroke(&format!("M-20 {}H420", Num(hy)), "#f0e4c0", 2.0, 0.8);
                c.stroke(&format!("M{} {}q60 14 120 0", Num(mx - 60.0), Num(hy + 2.0)), "#f0e4c0", 2.5, 0.6);
                c.stroke("M30 500q20 -6 40 0t40 0M250 520q24 -7 48 0t48 0M90 560q30 -8 60 0t60 0", "#d8e0c8", 2.0, 0.5);
            },
        ),
        card(
            "The proposal",
            (InkWash, Dusk, TinyInHuge, Tender),
            ["a tiny man on one knee on the palm of a giantess", "the gold ring he offers her, as tall as he is"],
            ("a single tear on her cheek is as big as he is", "tear"),
            [
                "Smitten",
                "Size isn't everything",
                "He walked for a year to reach her with the ring on his back, and the tear on her cheek is as big as he is",
            ],
            &["giantess", "ring as tall as a man"],
            true,
            "A giantess fills the card against a dusk sky of violet, pink and orange, her long dark hair falling over her shoulders, her face tipped down with a shy smile and pink cheeks. In front she holds out her open hand, palm up, and on her palm a tiny man in a dark suit kneels on one knee beside a gold ring as tall as he is, a diamond shining on top of it, holding it up to her. On her cheek runs a single tear as big as he is.",
            |c| {
                c.drew("giantess dusk sky hair shoulder face cheek hand palm finger thumb man suit knee ring diamond tear");
                // A dusk sky behind her.
                let sky = c.c.linv(&[(0.0, "#4a2a6a", 1.0), (0.45, "#d86a8a", 1.0), (0.75, "#f8a860", 1.0)]);
                c.c.full(&sky, 1.0);
                c.path("M-10 470Q80 430 160 460Q260 420 410 450V610H-10Z", "#3a2a4a", 1.0);
                // The giantess, looking down at her hand.
                let her = Look::new(2, "#2a7a6a", "#2a7a6a").hair(Hair::Long, 0).face(Expr::Tender).tilt(8.0);
                portrait(c, 210.0, 170.0, 96.0, &her);
                c.ellipse(158.0, 204.0, 18.0, 10.0, "#f0508a", 0.45);
                c.ellipse(262.0, 204.0, 18.0, 10.0, "#f0508a", 0.45);
                // The tear on her cheek.
                c.path("M272 214q-12 22 -12 32a12 12 0 0 0 24 0q0 -10 -12 -32Z", "#e8f8ff", 1.0);
                c.stroke("M272 214q-12 22 -12 32a12 12 0 0 0 24 0q0 -10 -12 -32Z", "#4a8ac8", 2.5, 1.0);
                // Her open hand, palm up, coming in from the right.
                let skin = her.skin;
                c.path("M410 440Q320 420 220 432Q130 440 84 456Q64 466 76 478Q96 486 140 484Q110 494 104 506Q112 520 150 514Q124 528 132 540Q146 550 200 536Q260 530 410 540Z", skin, 1.0);
                c.stroke("M140 484Q180 480 214 476M150 514Q190 508 226 500M200 536Q240 526 260 520", "#6a3a2a", 2.5, 0.6);
                c.path("M300 436Q296 396 270 380Q256 374 254 390Q262 414 262 436Z", skin, 1.0);
                c.stroke("M300 436Q296 396 270 380", "#6a3a2a", 2.5, 0.5);
                c.path("M410 440Q320 420 220 432L262 436Q330 436 410 456Z", "#000", 0.12);
                // The ring, as tall as he is, a diamond on top.
                c.stroke("M226 370a32 32 0 1 0 0.1 0Z", "#e8b830", 9.0, 1.0);
                c.stroke("M206 380a28 28 0 0 0 -6 30", "#fff4b0", 3.0, 0.9);
                c.path("M216 364l10 -14l10 14l-10 10Z", "#e8f8ff", 1.0);
                c.stroke("M226 336v-12M240 342l8 -8M212 342l-8 -8", "#fff8d0", 2.5, 1.0);
                // The tiny man on one knee, holding the ring up to her.
                let man = Look::new(4, "#1a1a2a", "#1a1a2a").hair(Hair::Short, 0).face(Expr::Smile).gaze(Gaze::Up);
                let ask = Pose {
                    knees: [(14.0, -30.0), (-4.0, -3.0)],
                    feet: [(16.0, -2.0), (-24.0, -2.0)],
                    elbows: [(12.0, -50.0), (14.0, -50.0)],
                    hands: [(22.0, -62.0), (24.0, -60.0)],
                    ..poses::kneel()
                };
                figure(&mut c.c, &ask, 168.0, 434.0, 92.0, &man, false);
            },
        ),
        card(
            "Not yet",
            (StainedGlass, Spring, CutAway, Calm),
            ["a boy with a butterfly net", "the girl inside the chrysalis"],
            ("she is awake, watching him through the crack", "crack"),
            ["Secretive", "All in good time", "All spring he has waited for it to hatch; all spring she has watched him through the crack"],
            &["chrysalis", "butterfly net"],
            true,
            "A big green chrysalis dotted with gold hangs from a blossoming branch against a pale spring sky, cut open to show inside. Curled in it, wrapped in her own orange wings like a cloak, a girl with long dark hair lies with her eyes open, watching through the crack. Below, a boy in a blue jumper holds up a butterfly net towards it, smiling, with no idea what is inside.",
            |c| {
                c.drew("chrysalis shell crack branch blossom wing cloak girl hair boy jumper butterfly net");
                c.sky(450.0);
                c.land(450.0);
                // The blossoming branch across the top.
                c.stroke("M-10 58Q120 30 240 40Q330 46 410 20M300 44Q340 70 372 66", "#5a3a22", 14.0, 1.0);
                let mut petals = String::new();
                let mut hearts = String::new();
                for (x, y) in [(40.0, 40.0), (96.0, 30.0), (150.0, 34.0), (300.0, 30.0), (344.0, 70.0), (380.0, 24.0), (370.0, 56.0), (70.0, 64.0)] {
                    for k in 0..5 {
                        let a = (k as f64 * 72.0 - 90.0_f64).to_radians();
                        let (px, py) = (x + a.cos() * 9.0, y + a.sin() * 9.0);
                        let _ = write!(petals, "M{} {}h.1", Num(px), Num(py));
                    }
                    let _ = write!(hearts, "M{} {}h.1", Num(x), Num(y));
                }
                c.stroke(&petals, "#fbd8e4", 16.0, 1.0);
                c.stroke(&hearts, "#e84a7a", 8.0, 1.0);
                c.stroke("M236 40v24", "#2a1a10", 6.0, 1.0);
                // The chrysalis: one big green drop with a band of gold dots.
                let shell = "M236 60C340 84 352 290 318 400Q282 478 236 494Q190 478 154 400C120 290 132 84 236 60Z";
                c.path(shell, "#5aa83a", 1.0);
                c.stroke("M176 112Q236 92 296 112", "#2a1a10", 6.0, 1.0);
                let mut dots = String::new();
                for k in 0..7 {
                    let x = 184.0 + k as f64 * 17.0;
                    let _ = write!(dots, "M{} {}h.1", Num(x), Num(112.0 - 16.0 * (1.0 - ((x - 236.0) / 60.0).powi(2))));
                }
                c.stroke(&dots, "#f8d040", 9.0, 1.0);
                // The crack in its front, lit from inside, and the girl curled in it.
                let crack = "M196 140L214 150L232 134L250 152L272 140L300 206L310 300L292 392L270 440L248 428L232 452L214 430L196 446L172 392L160 300L172 206Z";
                c.path(crack, "#fff4b8", 1.0);
                c.clip(crack);
                let girl = Look::new(0, "#e8781a", "#e8781a").hair(Hair::Long, 0).face(Expr::Calm).turn(-0.3).gaze(Gaze::Side(-1.0)).tilt(-8.0);
                portrait(c, 236.0, 226.0, 44.0, &girl);
                // Her wings folded round her like a cloak, panes of orange
                // led in black with white spots along their rims.
                let wings = "M236 262Q170 250 166 320Q168 400 236 452Q304 400 306 320Q302 250 236 262Z";
                c.path(wings, "#f08a1a", 1.0);
                c.stroke("M236 262V452M236 300Q196 320 180 380M236 300Q276 320 292 380M200 276Q214 360 236 420M272 276Q258 360 236 420", "#1a1008", 6.0, 1.0);
                c.stroke("M166 320Q168 400 236 452Q304 400 306 320", "#1a1008", 12.0, 1.0);
                let mut spots = String::new();
                for (x, y) in [(172.0, 344.0), (182.0, 380.0), (200.0, 410.0), (300.0, 344.0), (290.0, 380.0), (272.0, 410.0)] {
                    let _ = write!(spots, "M{} {}h.1", Num(x), Num(y));
                }
                c.stroke(&spots, "#ffffff", 6.0, 1.0);
                c.end();
                c.stroke(crack, "#2e6a1e", 6.0, 1.0);
                c.stroke(shell, "#2a1a10", 5.0, 1.0);
                // The boy below holding up his butterfly net to it.
                let boy = Look::new(2, "#2a5ab8", "#3a3a4a").hair(Hair::Short, 1).face(Expr::Smile).gaze(Gaze::Up);
                figure(c, &Pose::reach(), 96.0, 590.0, 250.0, &boy, false);
                c.stroke("M134 330L112 226", "#8a5a2a", 7.0, 1.0);
                c.path("M78 196Q70 250 100 262Q122 250 140 200Z", "#ffffff", 0.55);
                c.stroke("M86 204L110 258M100 200L118 250M114 198L128 236M78 214L132 222M80 236L124 238", "#c8c8c8", 2.0, 0.9);
                c.stroke("M109 198m-32 0a32 14 0 1 0 64 0a32 14 0 1 0 -64 0", "#2a1a10", 5.0, 1.0);
            },
        ),
        card(
            "Their shadows still dance",
            (GoldTempera, Autumn, EyeLevel, Tender),
            ["an old couple sitting still on a park bench, holding hands", "their shadows on the sunlit wall behind them, young again and dancing"],
            ("his walking stick leans on the bench, but his shadow is leaping", "stick"),
            ["Young at heart", "You're only as old as you feel", "Every evening they sit on the same bench, his stick beside him, and when the sun is low enough their shadows get up and dance the way they did in fifty-two"],
            &["shadows dancing", "old couple on a bench"],
            true,
            "A park on an autumn evening. A low golden sun from the left lights a long ochre wall, and fallen leaves lie on the gravel path in front of it. On a green park bench an old man in a brown coat and an old woman with a grey bun and a red coat sit side by side, very still, holding hands. On the wall behind them their two shadows are young again and dancing: his shadow leaps and twirls her, her long hair and skirt flying. His walking stick leans on the bench, but his shadow is leaping.",
            |c| {
                c.drew("park sun wall leaf gravel path bench man coat woman shadow hair stick");
                // The long ochre wall in the low evening sun, and the gravel path.
                let wall = c.c.lin(&[(0.0, "#f8c868", 1.0), (1.0, "#c87a3a", 1.0)], 0.0, 0.0, 1.0, 0.3);
                c.rect(-10.0, -10.0, 420.0, 450.0, &wall, 1.0);
                c.stroke("M-10 120H410M-10 250H410", "#b86a2a", 2.0, 0.35);
                c.rect(-10.0, 420.0, 420.0, 24.0, "#a8602a", 1.0);
                c.rect(-10.0, 444.0, 420.0, 170.0, "#d8b48a", 1.0);
                c.soft();
                c.glow(-30.0, 300.0, 200.0, "#fff0b0", 0.6);
                c.end();
                // The bench's own shadow on the wall, long and slanting.
                c.path("M150 422L170 352H390L370 422Z", "#5a2a10", 0.35);
                // Their shadows on the wall, young again and dancing.
                let (leap, twirl) = (dance_lead(), dance_twirl());
                c.g("opacity=\".62\"");
                person(c, &leap, 190.0, 424.0, 270.0, "#5a2a10", false);
                person(c, &twirl, 292.0, 410.0, 250.0, "#5a2a10", false);
                c.path("M310 168Q356 166 372 218Q344 194 306 194Z", "#5a2a10", 1.0);
                c.end();
                // The green bench.
                c.rect(90.0, 380.0, 230.0, 12.0, "#2a6a3a", 1.0);
                c.rect(90.0, 400.0, 230.0, 12.0, "#2a6a3a", 1.0);
                c.rect(80.0, 470.0, 250.0, 14.0, "#347a44", 1.0);
                c.stroke("M100 484V540M310 484V540M100 380V470M310 380V470", "#1a3a22", 7.0, 1.0);
                // The old couple, still, holding hands between them.
                let him = Look::new(4, "#7a4a2a", "#4a3a2a").hair(Hair::Bald, 6).face(Expr::Tender).old().glasses().turn(0.25);
                let her = Look::new(1, "#c8302a", "#3a3a4a").hair(Hair::Bun, 6).face(Expr::Tender).old().turn(-0.25);
                let sit_him = sit_front().right_hand((18.0, -62.0), (24.0, -52.0));
                let sit_her = Pose { hem: Some((16.0, -12.0)), ..sit_front() }.left_hand((-18.0, -62.0), (-24.0, -52.0));
                figure(c, &sit_him, 158.0, 566.0, 200.0, &him, false);
                figure(c, &sit_her, 254.0, 566.0, 196.0, &her, false);
                c.circle(206.0, 462.0, 8.0, "#e8b48a", 1.0);
                // His walking stick, leaning on the bench.
                c.stroke("M56 566L74 420Q78 404 92 410", "#5a3a1a", 6.0, 1.0);
                // Fallen leaves on the gravel.
                for (x, y, r) in [(30.0, 520.0, 20.0), (340.0, 500.0, -30.0), (370.0, 570.0, 50.0), (200.0, 590.0, 10.0), (120.0, 580.0, -60.0), (290.0, 588.0, 80.0)] {
                    c.g(&format!("transform=\"translate({x} {y}) rotate({r})\""));
                    c.path("M0 -10Q8 0 0 10Q-8 0 0 -10Z", "#c84a1a", 1.0);
                    c.end();
                }
            },
        ),
        card(
            "Someone's present",
            (Pastel, Saturated, CutAway, Festive),
            ["a girl at home inside a wrapped present", "a huge hand beginning to untie it"],
            ("a big hand has already begun to pull one end of the ribbon", "ribbon"),
            ["Anticipation", "Good things come in small packages", "She had made herself a home inside the present and was reading by her lamp when a big hand took hold of the ribbon"],
            &["girl inside a present", "ribbon pulled open"],
            true,
            "A big present wrapped in teal paper with a pink ribbon and bow, cut open along its front. Inside is a small cosy room with yellow wallpaper: a girl sits on a chair reading a book by the warm light of a lamp, calm and unaware. From the top of the card a huge hand reaches down and has taken hold of the loose end of the ribbon, pulling it, about to open the present.",
            |c| {
                c.drew("present box paper ribbon bow room wallpaper girl chair book lamp light hand sleeve floor");
                // A plain pastel room round the present, its floor below.
                c.full("#e8d8f0", 1.0);
                c.rect(0.0, 540.0, 400.0, 60.0, "#cdb6dc", 1.0);
                c.ellipse(206.0, 546.0, 180.0, 14.0, "#8a6aa0", 0.45);
                // The loose end of the ribbon pulled up from the bow to the
                // hand, drawn first so the fist closes over it.
                c.stroke("M204 200Q250 150 300 84", "#e8407a", 14.0, 1.0);
                c.stroke("M204 200Q250 150 300 84", "#b02a5a", 2.0, 0.6);
                // The box: teal paper, its front cut away; the lid on top.
                c.rect(46.0, 236.0, 308.0, 306.0, "#2aa8a0", 1.0);
                c.rect(46.0, 372.0, 308.0, 26.0, "#e8407a", 1.0);
                let inside = "M66 250H334V528H66Z";
                let wall = c.linv(&[(0.0, "#fff0b0", 1.0), (1.0, "#ffd890", 1.0)]);
                c.path(inside, &wall, 1.0);
                c.clip(inside);
                let dots = crate::canvas::staggered_dots(80.0, 266.0, 8, 6, 34.0, 40.0);
                c.stroke(&dots, "#f0b860", 7.0, 0.45);
                c.rect(60.0, 486.0, 280.0, 50.0, "#c88a5a", 1.0);
                c.stroke("M60 486H340", "#9a6038", 4.0, 1.0);
                // The lamp's warm light over her.
                c.soft();
                c.glow(276.0, 330.0, 150.0, "#fff4c0", 0.9);
                c.end();
                // The standing lamp beside her chair.
                c.stroke("M290 486V330", "#6a4a3a", 6.0, 1.0);
                c.ellipse(290.0, 488.0, 20.0, 5.0, "#6a4a3a", 1.0);
                c.path("M266 336L314 336L302 296L278 296Z", "#ff9a6a", 1.0);
                c.ellipse(290.0, 338.0, 24.0, 5.0, "#fff2a0", 1.0);
                // The girl on her chair, reading.
                c.low_chair(140.0, 486.0, 2.1, 55.0, "#8a3a5a");
                let girl = Look::new(2, "#5a7ad8", "#3a4a8a").hair(Hair::Long, 1).face(Expr::Calm).turn(0.5).gaze(Gaze::Side(0.6));
                let read = sit_chair().right_hand((10.0, -60.0), (24.0, -68.0)).left_hand((8.0, -58.0), (22.0, -66.0)).lowered(22.0);
                figure(c, &read, 140.0, 486.0, 250.0, &girl, false);
                c.path("M200 336L226 328L230 362L204 370Z", "#f8f0e0", 1.0);
                c.path("M200 336L178 330L182 364L204 370Z", "#e8485a", 1.0);
                c.end();
                c.stroke(inside, "#1a7a74", 5.0, 1.0);
                // The lid and its ribbon, and the bow on top.
                c.rect(34.0, 204.0, 332.0, 46.0, "#3abab0", 1.0);
                c.rect(34.0, 242.0, 332.0, 8.0, "#1a7a74", 0.6);
                c.rect(188.0, 204.0, 24.0, 46.0, "#e8407a", 1.0);
                c.path("M200 204C160 150 112 160 126 194C136 214 176 210 200 204Z", "#e8407a", 1.0);
                c.path("M200 204C226 160 270 150 268 182C266 206 226 208 200 204Z", "#e8407a", 1.0);
                c.stroke("M200 204C166 172 140 176 146 192M200 204C226 176 250 172 250 186", "#b02a5a", 4.0, 0.7);
                c.path("M200 204L176 236L190 238Z", "#d03068", 1.0);
                c.circle(200.0, 204.0, 13.0, "#d03068", 1.0);
                // The huge hand from the top of the card, the ribbon in its fist.
                c.stroke("M450 -70L336 52", "#7a5ac8", 50.0, 1.0);
                c.stroke("M346 42L330 58", "#f4f0e8", 50.0, 1.0);
                fist(c, 326.0, 62.0, 1.6, -135.0, "#e8b088", "#a8705a");
            },
        ),
        card(
            "The night cleaner",
            (InkWash, Night, CloseUp, Mysterious),
            ["a cleaning woman in a headscarf vacuuming the stars out of the night sky", "the stars streaming into the nozzle of her hose"],
            ("behind her, the sky she has already done is completely black", "black"),
            [
                "Lights out",
                "Make a clean sweep",
                "Every night before dawn she comes to vacuum up the stars, and the sky behind her stays black until they come back",
            ],
            &["vacuuming the stars", "sky already cleaned"],
            true,
            "A close-up high above a sleeping town at night. A cleaning woman in a blue overall and a red headscarf holds up the hose of her vacuum cleaner in both hands and vacuums the stars out of the sky: the stars stream in curling lines into the nozzle. In front of her, on the right, the deep blue sky is still full of stars; behind her, on the left, the sky she has already done is completely black and empty. Far below, the roofs of the town are dark.",
            |c| {
                c.drew("town sky woman overall headscarf hose vacuum cleaner nozzle star roof");
                // The sky still to be done, deep blue and full of stars.
                c.c.full("#1a2a6a", 1.0);
                let mut at = Vec::new();
                for k in 0..24 {
                    let x = 200.0 + (k * 67 % 200) as f64;
                    let y = 20.0 + (k * 151 % 480) as f64;
                    at.push((x, y, 3.0 + (k % 4) as f64 * 1.6));
                }
                let mut d = String::new();
                for &(x, y, r) in &at {
                    d.push_str(&star_d(x, y, r));
                }
                c.path(&d, "#fff4b0", 1.0);
                // The sky she has done: black and empty, with a ragged edge.
                c.path("M-10 -10H190Q214 80 184 160Q214 260 180 340Q208 420 186 520L180 620H-10Z", "#040408", 1.0);
                // The dark roofs of the town far below.
                c.path("M-10 560L20 540L50 560V530L80 512L110 530V560L140 544L170 560L200 536L230 560V540L260 522L290 540V560L320 546L350 560L380 538L410 556V620H-10Z", "#0a0e1a", 1.0);
                // The stars streaming into the nozzle along curling lines.
                let mut stream = String::new();
                let mut small = String::new();
                for (k, (sx, sy)) in [(384.0, 40.0), (396.0, 170.0), (250.0, 36.0), (330.0, 24.0), (392.0, 320.0)].iter().enumerate() {
                    let (nx, ny) = (300.0, 262.0);
                    let _ = write!(stream, "M{} {}Q{} {} {} {}", Num(*sx), Num(*sy), Num((sx + nx) / 2.0 - 30.0), Num((sy + ny) / 2.0 + 10.0), Num(nx), Num(ny));
                    for t in [0.3, 0.55, 0.8] {
                        let u: f64 = 1.0 - t;
                        let (qx, qy) = ((sx + nx) / 2.0 - 30.0, (sy + ny) / 2.0 + 10.0);
                        let x = u * u * sx + 2.0 * u * t * qx + t * t * nx;
                        let y = u * u * sy + 2.0 * u * t * qy + t * t * ny;
                        small.push_str(&star_d(x, y, 11.0 - 6.0 * t + (k % 2) as f64));
                    }
                }
                c.stroke(&stream, "#fff4b0", 3.0, 0.7);
                c.path(&small, "#fff4b0", 1.0);
                // The cleaning woman, big, holding the hose up in both hands.
                let her = Look::new(2, "#2a5aa8", "#2a5aa8").hair(Hair::Short, 0).face(Expr::Calm).wear(Hat::Headscarf, "#d8302a").turn(0.5).gaze(Gaze::Up);
                let hoover = Pose { elbows: [(4.0, -66.0), (14.0, -70.0)], hands: [(14.0, -80.0), (22.0, -90.0)], ..stand() };
                figure(c, &hoover, 120.0, 840.0, 560.0, &her, false);
                // The hose from her hands down out of the card, and the nozzle.
                c.stroke("M200 392Q250 450 230 620", "#5a5a6a", 18.0, 1.0);
                c.stroke("M200 392L296 270", "#b8b8c8", 13.0, 1.0);
                c.path("M284 268L306 244L322 258L298 282Z", "#3a3a4a", 1.0);
            },
        ),
        card(
            "Tea with the moon",
            (InkWash, Winter, EyeLevel, Tender),
            ["an old man on a park bench on a snowy night, pouring tea from his flask", "the full moon sitting on the bench beside him, round and glowing, its eyes closed"],
            ("the moon wears a striped scarf knitted like his own", "scarf"),
            ["Company", "A trouble shared is a trouble halved", "Every winter night when the sky is empty he sits on the same bench with two cups, and since his wife knitted it a scarf the moon has never missed a night"],
            &["the moon on a bench", "thermos flask"],
            true,
            "A park on a snowy winter night, the sky dark and starry but with no moon in it. Under a lamp post an old man in a coat, a hat and a striped red scarf sits on a snowy bench, pouring tea from a flask into a cup. Beside him on the bench sits the full moon itself, round and softly glowing, its eyes closed and a faint smile on its face, a cup of tea steaming in front of it. The moon wears a striped scarf knitted like his own.",
            |c| {
                c.drew("park snow night sky star lamp man coat hat scarf bench tea flask cup moon face post");
                let sky = c.c.linv(&[(0.0, "#060a1e", 1.0), (1.0, "#1e2a4a", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                c.dots(14, 10.0, 390.0, 10.0, 260.0, 2.5, "#f4f0d0");
                c.path("M-10 460Q200 440 410 460V610H-10Z", "#e8eef4", 1.0);
                // The lamp post and its light.
                c.stroke("M50 470V180M50 180h24", "#0a0a10", 5.0, 1.0);
                c.soft();
                c.glow(74.0, 196.0, 90.0, "#ffe8a0", 0.6);
                c.end();
                c.path("M64 182h20l-4 16h-12Z", "#ffe8a0", 1.0);
                // The snowy bench.
                c.rect(90.0, 400.0, 300.0, 12.0, "#4a3a2a", 1.0);
                c.rect(90.0, 360.0, 300.0, 10.0, "#4a3a2a", 1.0);
                c.rect(86.0, 396.0, 306.0, 6.0, "#ffffff", 1.0);
                c.stroke("M110 412V470M370 412V470", "#2a2218", 6.0, 1.0);
                // The moon sitting on the bench, glowing, with its scarf and cup.
                c.soft();
                c.glow(300.0, 330.0, 110.0, "#fff4c0", 0.5);
                c.end();
                c.circle(300.0, 334.0, 64.0, "#f8f0c8", 1.0);
                c.circle(276.0, 306.0, 10.0, "#e0d8a8", 1.0);
                c.circle(326.0, 360.0, 8.0, "#e0d8a8", 1.0);
                c.stroke("M282 330q8 6 16 0M306 330q8 6 16 0M292 352q10 6 20 0", "#8a7a4a", 3.0, 1.0);
                c.path("M252 384Q300 404 348 384L346 398Q300 414 254 398Z", "#d8302a", 1.0);
                c.stroke("M270 390v12M290 394v12M310 394v12M330 390v12", "#f4f4f4", 3.0, 1.0);
                c.path("M330 396l10 30l10 -4l-6 -28Z", "#d8302a", 1.0);
                c.rect(236.0, 386.0, 14.0, 12.0, "#f4f4f4", 1.0);
                c.stroke("M240 380q4 -8 0 -14M246 380q4 -8 0 -14", "#f4f4f4", 2.0, 0.7);
                // The old man pouring tea from his flask.
                let man = Look::new(1, "#3a4a6a", "#2a2a3a").old().beard().wear(Hat::Bowler, "#2a2a2a").face(Expr::Tender).turn(0.5);
                let pour = sit_chair().lowered(18.0).right_hand((16.0, -60.0), (28.0, -68.0)).left_hand((14.0, -56.0), (24.0, -58.0));
                figure(c, &pour, 150.0, 470.0, 190.0, &man, false);
                c.path("M140 350Q160 362 180 350L178 362Q160 374 142 362Z", "#d8302a", 1.0);
                c.stroke("M150 354v9M162 357v9M172 354v9", "#f4f4f4", 2.5, 1.0);
                c.g("transform=\"rotate(60 206 340)\"");
                c.rect(196.0, 326.0, 20.0, 36.0, "#6a8a9a", 1.0);
                c.end();
                c.stroke("M222 352Q230 368 236 386", "#c8905a", 2.0, 0.9);
            },
        ),
        card(
            "Inside the wolf",
            (Woodcut, Dusk, CutAway, Grotesque),
            ["a great wolf asleep with a full belly", "a grandmother knitting calmly inside it"],
            ("she has hung her lamp from one of its ribs", "lamp"),
            ["Snug", "Make yourself at home", "Nobody came to cut her out, so she hung her lamp from a rib, took out her knitting and settled in for the winter"],
            &["wolf's belly", "swallowed grandmother"],
            true,
            "A dark forest at dusk, an orange glow low between the black pines. A great grey wolf lies asleep on the ground with its eyes shut, fat and full. Its side is cut open: inside, under the pale curves of its ribs, an old woman in glasses sits calmly knitting a red scarf, a ball of red wool at her feet, in the light of a lamp she has hung from one of the ribs.",
            |c| {
                c.drew("forest pine tree ground dusk wolf rib lamp woman grandmother glasses knitting needle scarf wool ball eye");
                // The dusk sky, glowing low, and the black pines against it.
                let sky = c.linv(&[(0.0, "#1e1430", 1.0), (0.6, "#5a2a4a", 1.0), (1.0, "#e07a3a", 1.0)]);
                c.path("M-10 -10H410V330H-10Z", &sky, 1.0);
                let mut pines = String::new();
                for (i, x) in [-10.0, 40.0, 96.0, 150.0, 214.0, 262.0, 318.0, 372.0, 420.0].iter().enumerate() {
                    let top = [120.0, 180.0, 140.0, 200.0, 150.0, 270.0, 290.0, 280.0, 300.0][i];
                    let _ = write!(pines, "M{} 340L{x} {top}L{} 340Z", x - 34.0, x + 34.0);
                }
                c.path(&pines, "#0e0a14", 1.0);
                c.rect(-10.0, 330.0, 420.0, 280.0, "#140e1a", 1.0);
                c.c.g("transform=\"translate(166 560) scale(.9) translate(-190 -560)\"");
                // The wolf lying asleep: a long grey body, its tail curled
                // round at the left, its head on its paws at the right.
                let wolf = "M30 520Q0 470 40 420Q50 300 170 276Q230 266 262 288L278 236L302 282Q312 280 318 284L338 242L338 296Q352 306 370 322Q392 336 404 346Q410 358 396 362Q360 370 332 372L326 440Q360 444 384 450Q394 466 380 476H300Q250 540 170 540Q80 544 30 520Z";
                c.path(wolf, "#6a7aa0", 1.0);
                c.path("M40 420Q50 300 170 276Q230 266 268 290Q220 284 170 300Q80 324 40 420Z", "#a8b0d0", 1.0);
                c.stroke("M268 290Q280 350 320 380M330 440l8 36M352 444l6 32", "#05040a", 4.0, 1.0);
                c.stroke(wolf, "#05040a", 5.0, 1.0);
                // The tail curled round in front, its tip pale.
                c.path("M30 520Q-6 560 60 572Q150 580 210 552Q130 560 70 548Q40 540 30 520Z", "#56668c", 1.0);
                c.stroke("M30 520Q-6 560 60 572Q150 580 210 552Q130 560 70 548Q40 540 30 520Z", "#05040a", 4.0, 1.0);
                // Its eye shut, its nose black, a fold of lip.
                c.stroke("M322 314q10 7 20 -1", "#05040a", 4.0, 1.0);
                c.circle(400.0, 352.0, 8.0, "#05040a", 1.0);
                c.stroke("M340 366q24 2 50 -6M352 366l4 8l4 -7l4 7l4 -8", "#05040a", 3.0, 1.0);
                // The belly cut open like a window, warm with lamplight.
                let hole = "M70 470Q66 360 170 346Q276 336 284 450Q286 520 180 524Q74 526 70 470Z";
                let warm = c.linv(&[(0.0, "#ffcf70", 1.0), (1.0, "#c8582a", 1.0)]);
                c.path(hole, &warm, 1.0);
                c.clip(hole);
                // The ribs, pale arches over her head.
                let mut ribs = String::new();
                for k in 0..4 {
                    let x = 122.0 + k as f64 * 58.0;
                    let _ = write!(ribs, "M{x} 320Q{} 420 {} 540", x - 46.0, x - 20.0);
                }
                c.stroke(&ribs, "#f4e6cc", 12.0, 1.0);
                c.stroke(&ribs, "#7a3a2a", 2.0, 0.6);
                // The lamp hung from a rib on a string.
                c.stroke("M204 352V392", "#3a1a10", 2.5, 1.0);
                c.glow(204.0, 404.0, 40.0, "#fff4c0", 0.8);
                c.path("M194 394h20l-4 22h-12Z", "#3a1a10", 1.0);
                c.circle(204.0, 406.0, 6.0, "#fff8d8", 1.0);
                // Her, sitting calmly, knitting a red scarf.
                let gran = Look::new(0, "#3a5a8a", "#2a2a3a").old().glasses().hair(Hair::Bun, 5).face(Expr::Calm).turn(0.5);
                let knit = Pose { head: (6.0, -87.0), head_r: 16.0, elbows: [(10.0, -62.0), (14.0, -60.0)], hands: [(26.0, -58.0), (30.0, -56.0)], ..sit_chair() }.lowered(16.0);
                let (gx, gy, gs) = (126.0, 520.0, 1.5);
                figure(c, &knit, gx, gy, 100.0 * gs, &gran, false);
                let (hx, hy) = (gx + 36.0 * gs, gy - 40.0 * gs);
                c.stroke(&format!("M{} {}l40 -26M{} {}l38 22", hx - 18.0, hy + 8.0, hx - 16.0, hy - 18.0), "#f4ecd8", 4.0, 1.0);
                c.path(&format!("M{} {}h24v44q-12 10 -24 0z", hx - 6.0, hy - 2.0), "#d0202a", 1.0);
                c.circle(250.0, 500.0, 14.0, "#d0202a", 1.0);
                c.stroke(&format!("M{} {}Q220 500 250 500", hx + 6.0, hy + 44.0), "#d0202a", 2.5, 1.0);
                c.end();
                // The cut's edge, ragged and pale.
                c.stroke(hole, "#f4e6cc", 5.0, 1.0);
                c.stroke(hole, "#05040a", 2.0, 0.8);
                c.c.end();
            },
        ),
        card(
            "The queue at the pond",
            (StainedGlass, Spring, EyeLevel, Funny),
            ["a princess kneeling at a pond, eyes closed, lips pursed to kiss the frog she holds up", "the long queue of frogs in little gold crowns winding away behind her, waiting their turn"],
            ("the frog she holds already has a red lipstick mark on its cheek, and so do the frogs at the front of the queue", "lipstick"),
            ["Weary hope", "You have to kiss a lot of frogs", "Every spring she kissed them all, and every spring the same frogs came back with her lipstick on their cheeks and queued again"],
            &["princess kissing a frog", "queue of crowned frogs"],
            true,
            "A green spring meadow beside a blue pond under a pale sky. A princess in a long pink dress and a small gold crown kneels on the bank, her eyes closed and her lips pursed, holding up a green frog in both hands to kiss it. Behind her a long queue of frogs, each wearing a tiny gold crown, winds away across the meadow and over the hill, waiting their turn. The frog she holds has a red lipstick mark on its cheek, and so do the first frogs in the queue.",
            |c| {
                c.drew("meadow pond sky princess dress crown eye lip hand frog queue hill cheek lipstick lily pad");
                // A frog sitting up facing us, its bottom at (x, y), `s` its
                // scale, a tiny crown on its head, its eyes turned to `look`
                // (-1 left, 1 right), a lipstick kiss on its left cheek if
                // it has been kissed.
                fn frog(c: &mut Ctx, x: f64, y: f64, s: f64, look: f64, kissed: bool) {
                    let (green, dark, belly) = ("#62b840", "#3a8a2a", "#e0f0a0");
                    let w = (0.6 + 3.6 * s).min(4.5) / s;
                    c.g(&format!("transform=\"translate({} {}) scale({})\" stroke-width=\"{}\"", Num(x), Num(y), Num(s), Num(w)));
                    c.ellipse(-22.0, -12.0, 17.0, 12.0, dark, 1.0);
                    c.ellipse(22.0, -12.0, 17.0, 12.0, dark, 1.0);
                    c.ellipse(0.0, -24.0, 25.0, 22.0, green, 1.0);
                    c.ellipse(0.0, -18.0, 15.0, 13.0, belly, 1.0);
                    c.stroke("M-13 -26L-14 -3M13 -26L14 -3", green, 8.0, 1.0);
                    c.ellipse(0.0, -42.0, 26.0, 15.0, green, 1.0);
                    c.circle(-14.0, -53.0, 11.0, green, 1.0);
                    c.circle(14.0, -53.0, 11.0, green, 1.0);
                    // Gold frog's eyes, the pupils slits looking her way,
                    // the lids half down: patient, waiting.
                    c.circle(-14.0, -54.0, 7.5, "#f0c848", 1.0);
                    c.circle(14.0, -54.0, 7.5, "#f0c848", 1.0);
                    c.ellipse(-14.0 + look * 2.5, -53.0, 4.5, 2.6, "#17110d", 1.0);
                    c.ellipse(14.0 + look * 2.5, -53.0, 4.5, 2.6, "#17110d", 1.0);
                    c.path("M-21 -57Q-14 -65 -7 -57Z M7 -57Q14 -65 21 -57Z", green, 1.0);
                    c.stroke("M-16 -39Q0 -33 16 -39", "#17110d", 2.5, 1.0);
                    // The tiny gold crown between the eyes.
                    c.path("M-7 -56L-8 -67L-3.5 -61L0 -69L3.5 -61L8 -67L7 -56Z", "#f8c820", 1.0);
                    if kissed {
                        c.path("M-28 -42Q-24 -49 -19 -44Q-14 -49 -9 -42Q-19 -33 -28 -42Z", "#f0103a", 1.0);
                    }
                    c.end();
                }
                let sky = c.c.linv(&[(0.0, "#9ad4f0", 1.0), (0.5, "#d8f0f4", 1.0), (1.0, "#fdf3e0", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 400.0, &sky, 1.0);
                // The meadow rising to a hill on the right, over which the queue goes.
                c.path("M-10 330Q120 320 230 300Q320 250 410 262V610H-10Z", "#9ad07a", 1.0);
                c.path("M-10 420Q200 380 410 400V610H-10Z", "#7ab85a", 1.0);
                // The pond behind her, lily pads on it.
                c.ellipse(140.0, 354.0, 160.0, 28.0, "#5ab0d8", 1.0);
                c.path("M210 356a20 7 0 1 0 2 -6l-4 4ZM24 346a16 6 0 1 0 2 -5l-3 3Z", "#3a8a3a", 1.0);
                // The queue, winding from the hilltop to her side, the far frogs first.
                let mut queue = Vec::new();
                let mut t: f64 = 0.0;
                while t < 1.0 {
                    let s = 0.13 + 0.82 * (1.0 - t) * (1.0 - t);
                    let x = 300.0 + 60.0 * (t * 8.0).sin() * (0.25 + s);
                    let u = 1.0 - t;
                    let y = 268.0 + 256.0 * u * (0.8 + 0.2 * u);
                    queue.push((x, y, s));
                    t += 0.1 * s + 0.01;
                }
                for (i, (x, y, s)) in queue.iter().enumerate().rev() {
                    frog(c, *x, *y, *s, -1.0, i < 2);
                }
                frog(c, 336.0, 592.0, 1.05, -1.0, true);
                // The princess kneeling on the bank, eyes closed, lips pursed.
                let princess = Look::new(0, "#f0589a", "#f0589a").hair(Hair::Long, 3).face(Expr::Whistle).turn(1.0).profile().tilt(6.0);
                let kneel_up = Pose { hem: Some((34.0, -1.0)), hair: true, ..kneel() }.left_hand((10.0, -44.0), (19.0, -59.0)).right_hand((13.0, -45.0), (22.0, -58.0));
                figure(c, &kneel_up, 110.0, 578.0, 560.0, &princess, false);
                // Her little gold crown.
                c.g("transform=\"translate(132.4 202.8) scale(1.12)\"");
                c.path("M-20 -41L-26 -69L-10 -55L2 -77L14 -55L30 -67L26 -39Z", "#f8c820", 1.0);
                c.end();
                // The frog in her hands, up at her lips.
                frog(c, 230.0, 254.0, 1.3, -1.0, true);
            },
        ),
        card(
            "Mowing day",
            (GoldTempera, Spring, TinyInHuge, Calm),
            ["a tiny gardener pushing his mower across a sleeping giant cat", "the neat mown stripes he leaves in its fur"],
            ("the cat has opened one eye and is watching him", "eye"),
            ["Peace and quiet", "A cat may look at a king", "Every spring he mows the old cat on the hill, and every spring it keeps one eye on the stripes"],
            &["giant cat", "mowing fur"],
            true,
            "Under a gold sky, with blossom drifting down from a branch in the corner, a giant ginger cat lies curled up asleep, filling the whole hillside. On its broad back a tiny gardener in a wide hat and green overalls pushes a mower, leaving neat light and dark stripes mown into the fur behind him. A little ladder leans against the cat's side and a wheelbarrow full of orange clippings stands at its foot. The cat's great head rests on its paws at the bottom, its long whiskers spread, and one of its eyes has opened a little, watching him.",
            |c| {
                c.drew("sky blossom branch cat fur gardener hat overalls mower stripe ladder wheelbarrow clipping head paw whisker eye");
                c.sky(600.0);
                // The blossom branch in the top corner and its falling petals.
                c.stroke("M420 40Q340 60 280 40M340 52Q320 90 300 100", "#5a3a2a", 8.0, 1.0);
                for (x, y) in [(290.0, 40.0), (320.0, 60.0), (350.0, 46.0), (306.0, 96.0), (380.0, 64.0), (330.0, 30.0)] {
                    c.circle(x, y, 10.0, "#fbd0dc", 1.0);
                    c.circle(x, y, 3.0, "#e8708a", 1.0);
                }
                c.dots(10, 60.0, 380.0, 80.0, 300.0, 4.0, "#fbd0dc");
                // The giant cat's curled body, a great orange hill.
                let fur = "#e8902a";
                let dark = "#b8601a";
                c.path("M-20 560Q-30 200 200 170Q430 160 440 420V640H-20Z", fur, 1.0);
                // Its tiger stripes down the sides.
                c.stroke("M20 330q30 20 30 60M60 260q30 20 30 60M360 260q-30 20 -30 60M400 330q-30 20 -30 60M390 430q-30 10 -40 50", dark, 14.0, 1.0);
                // The mown stripes across its back, light and dark in turn.
                let mut mown = String::new();
                for k in 0..5 {
                    let x = 120.0 + k as f64 * 36.0;
                    let _ = write!(mown, "M{x} {}Q{} {} {} {}", 200.0 - k as f64 * 4.0, x + 10.0, 260.0, x + 4.0, 320.0);
                }
                c.stroke(&mown, "#f8b85a", 18.0, 1.0);
                // The tiny gardener and his mower on its back.
                let man = Look::new(2, "#3a8a4a", "#3a8a4a").hair(Hair::Short, 2).face(Expr::Whistle).turn(0.6).wear(Hat::WideBrim, "#e8d080");
                let push = walk().right_hand((22.0, -62.0), (36.0, -58.0)).left_hand((20.0, -60.0), (34.0, -56.0));
                figure(c, &push, 280.0, 236.0, 130.0, &man, false);
                c.stroke("M326 160L350 214", "#3a3a3a", 4.0, 1.0);
                c.rect(336.0, 208.0, 40.0, 16.0, "#d83a2a", 1.0);
                c.circle(342.0, 228.0, 7.0, "#2a2a2a", 1.0);
                c.circle(370.0, 228.0, 7.0, "#2a2a2a", 1.0);
                // The ladder against its side and the wheelbarrow of clippings.
                c.stroke("M396 420L420 240M372 420L396 240M376 390h26M380 360h26M384 330h26M388 300h26M392 270h26", "#7a5a3a", 5.0, 1.0);
                // The head resting on its paws at the bottom, one eye open a crack.
                c.ellipse(120.0, 560.0, 60.0, 24.0, "#f0a848", 1.0);
                c.ellipse(290.0, 566.0, 60.0, 24.0, "#f0a848", 1.0);
                c.path("M80 420L96 330L150 392ZM320 420L304 330L250 392Z", fur, 1.0);
                c.path("M96 404L102 350L132 392ZM304 404L298 350L268 392Z", "#f4b0a0", 1.0);
                c.ellipse(200.0, 480.0, 130.0, 90.0, fur, 1.0);
                c.stroke("M170 410q30 -12 60 0M180 430q20 -8 40 0", dark, 8.0, 1.0);
                c.stroke("M120 476q26 14 52 0", "#5a2a0a", 5.0, 1.0);
                c.path("M230 474q26 -14 52 0q-26 10 -52 0Z", "#f4e040", 1.0);
                c.ellipse(256.0, 473.0, 4.0, 5.0, "#1a1a1a", 1.0);
                c.stroke("M230 474q26 -16 52 0", "#5a2a0a", 4.0, 1.0);
                c.path("M190 500h20l-10 10Z", "#e8707a", 1.0);
                c.stroke("M200 510q-10 14 -22 8M200 510q10 14 22 8", "#5a2a0a", 3.0, 1.0);
                c.stroke("M170 506L20 490M170 514L10 530M230 506L390 490M230 514L400 530", "#fbf4e0", 2.5, 1.0);
                // The wheelbarrow of orange clippings at its foot.
                c.path("M300 600L330 560H400V600Z", "#5a6a7a", 1.0);
                c.blob(&[(330.0, 562.0), (350.0, 540.0), (380.0, 536.0), (400.0, 556.0)], dark);
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
            "Looking up from below at an old man with round glasses, a white beard and a red scarf, holding up a kite string against the evening sky, a faraway look on his face and a tear on his cheek. High above, among pink clouds, flies a big kite painted with a child's drawing of him: the same round glasses, white beard, red scarf and blue coat, holding the hand of a little boy, with a tail of ribbon bows.",
            |c| {
                c.drew("coat kite string cloud drawing tail ribbon bow glasses beard scarf sky tear cheek");
                let p = c.p;
                c.sky(600.0);
                c.ellipse(70.0, 330.0, 120.0, 26.0, "#f0a8a8", 0.7);
                c.ellipse(350.0, 380.0, 110.0, 22.0, "#f8c0a0", 0.6);
                c.ellipse(110.0, 470.0, 220.0, 64.0, "#6a4a7a", 0.75);
                c.ellipse(40.0, 60.0, 90.0, 20.0, "#c890b0", 0.6);
                // The tail of bows streaming from the kite.
                c.stroke("M244 300Q300 320 318 370Q336 420 380 440", p.light, 3.0, 1.0);
                for (x, y, col) in [(286.0, 316.0, p.accent), (318.0, 370.0, p.accent2), (346.0, 422.0, p.accent), (380.0, 440.0, p.accent2)] {
                    c.path(&format!("M{x} {y}l-14 -8v16ZM{x} {y}l14 -8v16Z"), col, 1.0);
                }
                // The kite, big and tipped in the wind, with its spars.
                c.g("transform=\"rotate(-6 236 156)\"");
                c.poly(&[(236.0, 10.0), (392.0, 118.0), (236.0, 304.0), (80.0, 118.0)], "#fbf4e2", 1.0);
                c.stroke("M236 10V304M80 118H392", "#d8c8a8", 3.0, 1.0);
                c.stroke("M236 10L392 118L236 304L80 118Z", "#6a4a3a", 5.0, 1.0);
                // The child's drawing: a crayon sun in the corner, him with a
                // big round head, round glasses, a white beard, a red scarf
                // and a blue coat on stick legs, holding the hand of a little
                // boy with yellow hair, both smiling, on a green line of grass.
                let crayon = "#2a2a4a";
                c.circle(236.0, 52.0, 14.0, "#f8c830", 1.0);
                c.stroke("M236 30v-6M256 40l5 -4M216 40l-5 -4M258 56h7M214 56h-7", "#f8c830", 3.0, 1.0);
                c.stroke("M120 246Q236 236 352 240", "#3aa040", 5.0, 1.0);
                c.path("M164 150L148 222H232L216 150Z", "#3a6ad0", 1.0);
                c.stroke("M170 222v24M210 222v24M222 164L262 186M160 164L136 196", crayon, 5.0, 1.0);
                c.circle(190.0, 112.0, 38.0, "#f8d0b0", 1.0);
                c.stroke("M190 112m-38 0a38 38 0 1 0 76 0a38 38 0 1 0 -76 0", crayon, 3.5, 1.0);
                c.path("M160 126Q166 174 190 174Q214 174 220 126Q190 140 160 126Z", "#ffffff", 1.0);
                c.stroke("M160 126Q166 174 190 174Q214 174 220 126", crayon, 3.0, 1.0);
                c.stroke("M154 98l-10 -7M153 108h-12M226 98l10 -7M227 108h12", "#9a9a9a", 5.0, 1.0);
                c.stroke("M177 104m-12 0a12 12 0 1 0 24 0a12 12 0 1 0 -24 0M203 104m-12 0a12 12 0 1 0 24 0a12 12 0 1 0 -24 0M189 104h2", crayon, 3.5, 1.0);
                c.circle(177.0, 104.0, 3.5, crayon, 1.0);
                c.circle(203.0, 104.0, 3.5, crayon, 1.0);
                c.stroke("M178 134q12 10 24 0", "#d03030", 3.5, 1.0);
                c.stroke("M158 150Q190 166 222 150M166 156l-10 30", "#e03a2a", 11.0, 1.0);
                // The little boy, holding his hand.
                c.circle(282.0, 170.0, 20.0, "#f8d0b0", 1.0);
                c.stroke("M282 170m-20 0a20 20 0 1 0 40 0a20 20 0 1 0 -40 0", crayon, 3.0, 1.0);
                c.stroke("M262 164q20 -26 40 0", "#f0c030", 8.0, 1.0);
                c.circle(275.0, 170.0, 2.5, crayon, 1.0);
                c.circle(289.0, 170.0, 2.5, crayon, 1.0);
                c.stroke("M276 178q6 6 12 0", "#d03030", 3.0, 1.0);
                c.path("M272 192h20l6 34h-32Z", "#e03a2a", 1.0);
                c.stroke("M276 226v18M288 226v18M268 198L262 186M296 198l14 10", crayon, 4.0, 1.0);
                c.end();
                // The string down to his hand.
                c.stroke("M252 296Q250 360 280 404", p.light, 2.4, 1.0);
                // Him, seen from below against the sky: the raised arm holding
                // the string, then his big head and shoulders, his face turned
                // up to the kite with a tear on his cheek.
                let skin = SKIN[1];
                c.stroke("M236 620L262 500L278 430", "#2a4a7a", 44.0, 1.0);
                fist(c, 280.0, 412.0, 1.05, 8.0, skin, "#8a5a3a");
                let man = Look::new(1, "#2a4a7a", p.dark)
                    .old()
                    .hair(Hair::Bald, 5)
                    .glasses()
                    .beard()
                    .face(Expr::Wistful)
                    .gaze(Gaze::Up)
                    .turn(0.4)
                    .tilt(-8.0);
                portrait(c, 124.0, 446.0, 76.0, &man);
                c.path("M150 476q-5 10 0 14q5 -4 0 -14Z", "#dff2ff", 1.0);
                // His red scarf, like the one in the drawing.
                c.path("M20 548Q124 586 228 548L236 580Q124 620 12 580Z", "#d8342a", 1.0);
                c.path("M168 574l30 60h-44l-10 -58Z", "#c02a22", 1.0);
            },
        ),
        card(
            "Uphill",
            (CutPaper, Daylight, EyeLevel, Tender),
            ["a man straining to push a huge round boulder up a steep bare hill", "his little daughter sitting on top of it, happily reading"],
            ("the picture book she reads shows a man pushing a boulder up a hill", "book"),
            [
                "Carrying on",
                "He ain't heavy, he's my brother",
                "Every day he pushes it up the hill and every night it rolls down again, and every day she asks for the same book",
            ],
            &["boulder pushed uphill", "child reading on top"],
            true,
            "A steep bare hill rises from the lower left to the upper right against a plain blue sky with a yellow sun. A man in a pale shirt, feet braced on the slope, pushes a huge round grey boulder up the hill with his shoulder and both hands, eyes screwed shut with effort and a small smile. On top of the boulder sits his little daughter in a red dress, her legs swinging, smiling down at the open book in her hands. Its pages show a man pushing a boulder up a hill.",
            |c| {
                c.drew("hill slope sky sun man shirt shoulder boulder daughter girl dress book page");
                // The plain daylight sky and a paper sun.
                let sky = c.c.linv(&[(0.0, "#5aa8e0", 1.0), (1.0, "#a8d8f4", 1.0)]);
                c.c.full(&sky, 1.0);
                c.circle(70.0, 86.0, 36.0, "#f8d040", 1.0);
                // The steep bare hill, its ground y = 610 - 0.8 x.
                let (k, g0) = (0.8, 610.0);
                let g = |x: f64| g0 - k * x;
                c.path(&format!("M-10 {:.0}L410 {:.0}L410 610L-10 610Z", g(-10.0), g(410.0)), "#c8a050", 1.0);
                c.path(&format!("M-10 {:.0}L410 {:.0}L410 {:.0}L-10 {:.0}Z", g(-10.0) + 22.0, g(410.0) + 22.0, g(410.0) + 60.0, g(-10.0) + 60.0), "#b08840", 1.0);
                // The boulder, resting on the slope.
                let r = 135.0;
                let l = (1.0 + k * k).sqrt();
                let ux = 1.0 / l; // up the slope, across
                let (nx, ny) = (-k / l, -1.0 / l); // out of the slope
                let x0 = 326.0;
                let (bx, by) = (x0 + r * nx, g(x0) + r * ny);
                c.g(&format!("transform=\"translate({x0} {:.0}) rotate({:.1})\"", g(x0), -(k.atan().to_degrees())));
                c.ellipse(-30.0, 4.0, 120.0, 12.0, "#7a5a24", 0.7);
                c.end();
                c.circle(bx, by, r, "#858a92", 1.0);
                c.path(&format!("M{:.0} {:.0}A{r} {r} 0 0 1 {:.0} {:.0}Q{:.0} {:.0} {:.0} {:.0}Z", bx - r, by, bx, by - r, bx - 40.0, by - 60.0, bx - r, by), "#a4a9b0", 1.0);
                c.path(&format!("M{:.0} {:.0}A{r} {r} 0 0 1 {:.0} {:.0}Q{:.0} {:.0} {:.0} {:.0}Z", bx + r, by, bx, by + r, bx + 50.0, by + 50.0, bx + r, by), "#686c74", 1.0);
                c.stroke(&format!("M{:.0} {:.0}l30 24l-8 30", bx + 30.0, by - 20.0), "#5a5e66", 3.0, 1.0);
                // Where the man's shoulder meets it: a point low on its downhill side.
                let h = 80.0;
                let along = (r * r - (r - h) * (r - h)).sqrt();
                let px = bx - (r - h) * nx - along * ux;
                // The man pushing, leaning into it, feet braced on the slope.
                let s = 3.0;
                let push = Pose {
                    head: (21.0, -59.0),
                    neck: (14.0, -51.0),
                    hip: (-6.0, -27.0),
                    knees: [(-15.0, -3.0), (14.0, -36.0)],
                    feet: [(-26.0, 19.0), (14.0, -13.0)],
                    elbows: [(22.0, -40.0), (21.0, -45.0)],
                    hands: [(33.0, -46.0), (33.0, -60.0)],
                    ..stand()
                };
                let mx = px - 31.0 * s;
                let him = Look::new(1, "#f4efe2", "#3a4a6a").hair(Hair::Short, 1).face(Expr::Squeeze).profile().turn(1.0).grip();
                figure_unshadowed(c, &push, mx, g(mx), s * 100.0, &him, false);
                // His daughter on top, facing down the hill to him, legs swinging,
                // the picture book open on her knees.
                let girl = Look { young: true, ..Look::new(2, "#e0402a", "#e0402a").hair(Hair::Curly, 4).face(Expr::Smile).turn(0.5) };
                let sit = Pose { head_r: 10.0, hem: Some((10.0, -44.0)), feet: [(26.0, -8.0), (14.0, -2.0)], ..sit_chair() }.left_hand((8.0, -62.0), (18.0, -68.0)).right_hand((14.0, -60.0), (34.0, -68.0));
                let gs = 1.55;
                let (gx, gy) = (bx + 24.0, by - r + 10.0 + 50.0 * gs);
                figure_unshadowed(c, &sit, gx, gy, gs * 100.0, &girl, true);
                // The open picture book, its pages turned up towards us.
                let (ox, oy) = (gx - 50.0, gy - 68.0 * gs);
                c.path(&format!("M{:.0} {:.0}L{:.0} {:.0}L{:.0} {:.0}L{:.0} {:.0}Z", ox - 46.0, oy - 20.0, ox, oy - 15.0, ox, oy + 19.0, ox - 46.0, oy + 15.0), "#fffbf0", 1.0);
                c.path(&format!("M{:.0} {:.0}L{:.0} {:.0}L{:.0} {:.0}L{:.0} {:.0}Z", ox + 46.0, oy - 20.0, ox, oy - 15.0, ox, oy + 19.0, ox + 46.0, oy + 15.0), "#f4eedc", 1.0);
                // Its picture: a man pushing a boulder up a hill.
                c.path(&format!("M{:.0} {:.0}L{:.0} {:.0}L{:.0} {:.0}Z", ox - 42.0, oy + 14.0, ox + 42.0, oy - 12.0, ox + 42.0, oy + 14.0), "#c8a050", 1.0);
                c.circle(ox + 12.0, oy - 5.0, 12.0, "#858a92", 1.0);
                let man = format!("M{:.0} {:.0}L{:.0} {:.0}L{:.0} {:.0}L{:.0} {:.0}M{:.0} {:.0}L{:.0} {:.0}", ox - 16.0, oy + 14.0, ox - 9.0, oy + 3.0, ox - 3.0, oy - 7.0, ox + 1.0, oy - 3.0, ox - 9.0, oy + 3.0, ox - 4.0, oy + 10.0);
                c.stroke(&man, "#2a2a30", 2.5, 1.0);
                c.circle(ox - 1.0, oy - 12.0, 3.2, "#2a2a30", 1.0);
                c.circle(ox + 12.0, oy - 20.0, 3.0, "#e0402a", 1.0);
                c.stroke(&format!("M{ox:.0} {:.0}V{:.0}", oy - 15.0, oy + 19.0), "#b8ae98", 1.5, 1.0);
            },
        ),
        card(
            "Conducting the dawn",
            (Pointillist, Dusk, TinyInHuge, Festive),
            ["a conductor in tails on a hilltop at first light, his baton raised", "the dawn's colours rising out of the horizon in ribbons, following his baton"],
            ("on the fence below him the rooster is waiting for his cue", "rooster"),
            ["Overture", "Rise and shine", "Every morning he climbs the hill before the village wakes and brings up the sun, slowly, the way the score says, and then he nods to the rooster"],
            &["conducting the sunrise", "rooster"],
            true,
            "A hilltop above a sleeping village at first light. A conductor in black tails stands on a little wooden box with his back to us and his baton raised high, a music stand beside him. Out of the dark blue horizon, ribbons of pink, orange, yellow and violet light rise and sweep across the sky, following his baton, and the top of the sun is just showing. On the fence below him the rooster is waiting for his cue.",
            |c| {
                c.drew("hilltop village light conductor tails box baton music stand horizon ribbon sky sun fence rooster");
                let sky = c.c.linv(&[(0.0, "#1a2050", 1.0), (0.7, "#4a4a8a", 1.0), (1.0, "#8a6aa0", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 420.0, &sky, 1.0);
                // Ribbons of dawn rising out of the horizon after the baton.
                for (k, col) in ["#f06a8a", "#f89a3a", "#f8d850", "#b87ae0"].iter().enumerate() {
                    let o = 26.0 * k as f64;
                    c.stroke(&format!("M{} 392C{} {} {} {} {} {}S{} {} {} {}", 262.0 + o, 250.0 + o, 300.0 - o, 330.0 - o, 260.0 - o, 240.0, 230.0 - o, 120.0, 180.0 - o, 20.0, 60.0 - o * 0.5), col, 24.0, 0.95);
                }
                c.path("M256 392a48 48 0 0 1 96 0Z", "#f8e070", 1.0);
                // The sleeping village in the valley, and the hill.
                c.path("M-10 392H410V610H-10Z", "#2a3a5a", 1.0);
                for (x, w, h) in [(20.0, 36.0, 26.0), (70.0, 30.0, 22.0), (300.0, 40.0, 28.0), (350.0, 32.0, 22.0)] {
                    c.rect(x, 410.0 - h, w, h, "#4a5a7a", 1.0);
                    c.path(&format!("M{} {}l{} -16l{} 16Z", x - 4.0, 410.0 - h, w / 2.0 + 4.0, w / 2.0 + 4.0), "#6a3a4a", 1.0);
                }
                c.path("M-10 470Q200 400 410 470V610H-10Z", "#3a6a4a", 1.0);
                // The fence and the rooster waiting for his cue.
                c.stroke("M240 520H410M240 546H410M260 510V570M320 510V570M380 510V570", "#c8a070", 5.0, 1.0);
                c.ellipse(330.0, 496.0, 20.0, 15.0, "#c84a1a", 1.0);
                c.circle(346.0, 478.0, 9.0, "#c84a1a", 1.0);
                c.path("M340 470q4 -12 8 -4q4 -10 8 2Z", "#e82a2a", 1.0);
                c.path("M354 478l9 3l-9 3Z", "#f8c020", 1.0);
                c.path("M312 492Q292 460 300 446Q306 470 318 482Z", "#2a6a3a", 1.0);
                c.stroke("M326 510V520M334 510V520", "#f8c020", 3.0, 1.0);
                // The conductor on his box, seen from behind, baton raised.
                c.rect(96.0, 520.0, 70.0, 30.0, "#8a5a2a", 1.0);
                let conductor = Look::new(1, "#141418", "#141418").hair(Hair::Short, 6).face(Expr::Back).old();
                let raise = Pose { hem: Some((12.0, -30.0)), ..arms_up() }.right_hand((18.0, -92.0), (30.0, -110.0)).left_hand((-20.0, -80.0), (-32.0, -86.0));
                figure(c, &raise, 130.0, 522.0, 190.0, &conductor, false);
                c.stroke("M188 314L228 270", "#f4f4f4", 3.0, 1.0);
                c.stroke("M200 600L212 470M224 600L212 470", "#2a2a2a", 3.0, 1.0);
                c.path("M188 470L236 464L232 440L192 446Z", "#2a2a2a", 1.0);
            },
        ),
        card(
            "Her move",
            (Woodcut, Autumn, EyeLevel, Funny),
            ["an old woman frowning over a game of chess in the park", "her opponent, a big black crow standing on the table"],
            ("the crow is holding her white queen in its beak", "queen"),
            ["Outfoxed", "Cheaters never prosper", "Every Sunday she beats the crow, so this week it came early and took her queen"],
            &["chess", "crow"],
            true,
            "An old woman with grey hair in a bun and round glasses sits on a green park chair at a round grey table, her head resting on her hand, frowning at a chessboard. On the other side of the board a big black crow stands on the table, holding her white queen in its beak. Autumn trees and fallen leaves behind them.",
            |c| {
                c.drew("park chair table chessboard board crow beak queen king pawn tree leaf");
                let ink = "#16100c";
                let crow = "#1a1a24";
                // An autumn park: pale sky, orange trees, leaves on the grass.
                c.sky(300.0);
                c.land(300.0);
                c.tree(190.0, 300.0, 180.0, "#5a3a1a", "#c83a18");
                c.tree(40.0, 310.0, 250.0, "#5a3a1a", "#d8742a");
                c.tree(380.0, 300.0, 220.0, "#5a3a1a", "#e8a020");
                c.dots(30, 0.0, 400.0, 460.0, 600.0, 6.0, "#e8a020");
                c.dots(18, 0.0, 400.0, 460.0, 600.0, 6.0, "#c83a18");
                // Her green park chair, then the old woman thinking, her head on her hand.
                c.rect(30.0, 270.0, 14.0, 340.0, "#2a5a3a", 1.0);
                let granny = Look::new(0, "#7a2a1a", "#4a2a1a").old().hair(Hair::Bun, 5).glasses().face(Expr::Worry).turn(0.5);
                let think = sit_chair().right_hand((17.0, -62.0), (13.0, -80.0));
                figure(c, &think, 96.0, 640.0, 440.0, &granny, false);
                // The round table on one leg.
                c.rect(234.0, 440.0, 32.0, 180.0, "#7a7266", 1.0);
                c.ellipse(250.0, 432.0, 172.0, 50.0, "#6a6256", 1.0);
                c.ellipse(250.0, 420.0, 172.0, 50.0, "#b8ac98", 1.0);
                // The chessboard in perspective.
                let pt = |u: f64, v: f64| {
                    let y = 384.0 + 66.0 * v;
                    let (l, r) = (168.0 - 18.0 * v, 332.0 + 18.0 * v);
                    (l + (r - l) * u, y)
                };
                let (a, b) = (pt(0.0, 0.0), pt(1.0, 1.0));
                c.poly(&[a, pt(1.0, 0.0), b, pt(0.0, 1.0)], "#f4e8cc", 1.0);
                let mut d = String::new();
                for i in 0..8 {
                    for j in 0..8 {
                        if (i + j) % 2 == 1 {
                            let (u0, v0, u1, v1) = (i as f64 / 8.0, j as f64 / 8.0, (i + 1) as f64 / 8.0, (j + 1) as f64 / 8.0);
                            let q = [pt(u0, v0), pt(u1, v0), pt(u1, v1), pt(u0, v1)];
                            let _ = write!(d, "M{:.0} {:.0}L{:.0} {:.0}L{:.0} {:.0}L{:.0} {:.0}Z", q[0].0, q[0].1, q[1].0, q[1].1, q[2].0, q[2].1, q[3].0, q[3].1);
                        }
                    }
                }
                c.path(&d, "#9a6a3a", 1.0);
                c.stroke(&format!("M{:.0} {:.0}L{:.0} {:.0}L{:.0} {:.0}L{:.0} {:.0}Z", a.0, a.1, pt(1.0, 0.0).0, a.1, b.0, b.1, pt(0.0, 1.0).0, b.1), ink, 3.0, 1.0);
                // A chess piece standing at (x, y): a pawn, or a king with a cross.
                fn piece(c: &mut Ctx, x: f64, y: f64, s: f64, fill: &str, king: bool) {
                    let ink = "#16100c";
                    let h = if king { 2.6 } else { 1.7 };
                    c.path(&format!("M{:.0} {:.0}h{:.0}l{:.0} {:.0}h{:.0}Z", x - s * 0.55, y, s * 1.1, -s * 0.3, -s * h, -s * 0.5), fill, 1.0);
                    c.ellipse(x, y, s * 0.6, s * 0.22, fill, 1.0);
                    c.circle(x, y - s * h - s * 0.1, s * 0.38, fill, 1.0);
                    if king {
                        c.stroke(&format!("M{:.0} {:.0}v{:.0}M{:.0} {:.0}h{:.0}", x, y - s * 3.1, -s * 0.8, x - s * 0.3, y - s * 3.5, s * 0.6), fill, s * 0.25, 1.0);
                    }
                    c.stroke(&format!("M{:.0} {:.0}h{:.0}", x - s * 0.55, y, s * 1.1), ink, 1.5, 0.8);
                }
                for (u, v, white, king) in [(0.06, 0.19, true, false), (0.19, 0.44, true, false), (0.31, 0.31, true, false), (0.06, 0.56, true, true), (0.19, 0.81, true, false), (0.69, 0.19, false, false), (0.81, 0.31, false, true), (0.56, 0.56, false, false), (0.81, 0.69, false, false), (0.69, 0.94, false, false)] {
                    let (x, y) = pt(u + 0.0, v);
                    piece(c, x, y, 12.0 + 4.0 * v, if white { "#fbf6ea" } else { "#2a1c10" }, king);
                }
                // The big crow on the table, leaning in, the white queen crosswise in its beak.
                c.path("M372 380L430 460L428 400L398 364Z", crow, 1.0);
                c.stroke("M340 400l-4 22l-14 2M336 422l10 2M362 400l2 22l-12 2M364 422l10 0", "#3a2a1a", 5.0, 1.0);
                c.g("transform=\"rotate(-24 350 322)\"");
                c.ellipse(350.0, 322.0, 56.0, 82.0, crow, 1.0);
                c.ellipse(370.0, 334.0, 36.0, 66.0, "#2e3448", 1.0);
                c.stroke("M358 300q16 26 12 76M378 294q14 30 8 80", "#4a5a78", 4.0, 1.0);
                c.end();
                c.circle(308.0, 232.0, 40.0, crow, 1.0);
                let q = "M214 206l8 -16l6 14l6 -16l6 16l6 -14l8 16l-6 10h-28ZM222 216h24l-6 52h16v10h-44v-10h16Z";
                c.path(q, "#fbf6ea", 1.0);
                c.stroke(q, ink, 2.5, 1.0);
                c.circle(234.0, 186.0, 5.0, "#fbf6ea", 1.0);
                c.path("M278 216L206 238L280 254Z", "#3a3a40", 1.0);
                c.stroke("M280 238H222", "#111111", 2.5, 1.0);
                c.circle(300.0, 220.0, 10.0, "#fbf6ea", 1.0);
                c.circle(296.0, 222.0, 6.0, "#111111", 1.0);
            },
        ),
        card(
            "Walking the cat",
            (StainedGlass, Saturated, EyeLevel, Tender),
            ["a big black cat on a rainy night street, holding a red umbrella", "a small mouse in a yellow raincoat, kept dry beneath it"],
            ("the mouse is holding the cat's lead", "lead"),
            ["Who's the boss?", "Every dog has its day", "Every evening at nine the mouse takes the cat out on its lead, and the cat, who is a gentleman, carries the umbrella"],
            &["cat and mouse", "umbrella in the rain"],
            false,
            "A cobbled street on a rainy night, lit by a street lamp whose light shines in the puddles. A big black cat sits upright on the wet cobbles, holding a red umbrella in one paw, not over itself but over a small grey mouse in a yellow raincoat and boots standing at its feet. The cat is getting soaked and looks patient. In its little paw the mouse holds a thin red lead that runs up to the cat's collar.",
            |c| {
                c.drew("street cobble night rain lamp light puddle cat umbrella paw mouse raincoat boot lead collar");
                c.c.rect(-10.0, -10.0, 420.0, 620.0, "#1a1a3a", 1.0);
                // The houses behind, a lit window, the street lamp.
                c.path("M-10 380V120H80V60H160V140H250V90H330V150H410V380Z", "#2a2a5a", 1.0);
                c.rect(100.0, 100.0, 30.0, 40.0, "#ffcc40", 1.0);
                c.rect(280.0, 180.0, 30.0, 40.0, "#ffcc40", 1.0);
                c.stroke("M350 420V160", "#101020", 8.0, 1.0);
                c.path("M330 160h40l-8 -30h-24Z", "#101020", 1.0);
                c.glow(350.0, 150.0, 90.0, "#fff0a0", 0.7);
                // The wet cobbles and the lamp's light in the puddles.
                c.rect(-10.0, 380.0, 420.0, 240.0, "#3a3a6a", 1.0);
                let mut cobbles = String::new();
                for row in 0..8 {
                    let y = 392.0 + row as f64 * 28.0;
                    for k in 0..9 {
                        let x = (k * 50 + (row % 2) * 25) as f64 - 20.0;
                        let _ = write!(cobbles, "M{x} {y}h40");
                    }
                }
                c.stroke(&cobbles, "#2a2a50", 3.0, 1.0);
                c.ellipse(320.0, 520.0, 70.0, 14.0, "#ffe080", 0.6);
                c.ellipse(90.0, 560.0, 60.0, 10.0, "#8aa0e0", 0.5);
                // The rain.
                c.rain(60, (-6.0, 18.0), "#a8b8f0", 2.0, 0.7);
                // The big black cat sitting upright, soaked, holding the umbrella.
                let cat = "#14141e";
                c.path("M150 540Q120 420 160 330Q200 300 240 330Q280 420 250 540Z", cat, 1.0);
                c.stroke("M250 530Q300 540 320 500", cat, 16.0, 1.0);
                c.circle(200.0, 290.0, 52.0, cat, 1.0);
                c.path("M156 262L160 210L190 246ZM244 262L240 210L210 246Z", cat, 1.0);
                c.ellipse(180.0, 288.0, 11.0, 13.0, "#e8d040", 1.0);
                c.ellipse(220.0, 288.0, 11.0, 13.0, "#e8d040", 1.0);
                c.ellipse(180.0, 290.0, 3.0, 11.0, "#141414", 1.0);
                c.ellipse(220.0, 290.0, 3.0, 11.0, "#141414", 1.0);
                c.path("M194 306h12l-6 6Z", "#d88a9a", 1.0);
                c.stroke("M170 310l-40 -6M170 316l-40 6M230 310l40 -6M230 316l40 6", "#c8c8d0", 1.5, 1.0);
                c.stroke("M160 340Q200 352 240 340", "#c8302a", 6.0, 1.0);
                c.circle(200.0, 350.0, 5.0, "#e8c040", 1.0);
                // Rain running off the cat.
                c.stroke("M160 250l-4 10M236 244l4 10M148 400l-4 12M252 410l4 12", "#a8b8f0", 2.0, 1.0);
                // The paw out to the side holding the umbrella over the mouse.
                c.stroke("M150 380Q110 380 96 400", cat, 22.0, 1.0);
                c.stroke("M96 404V470", "#2a2a2a", 4.0, 1.0);
                c.path("M20 480Q96 400 172 480Q150 470 134 480Q115 468 96 480Q78 468 58 480Q42 470 20 480Z", "#e82a3a", 1.0);
                c.stroke("M96 420v-10", "#2a2a2a", 4.0, 1.0);
                // The little mouse in its yellow raincoat beneath, dry, holding the lead.
                c.ellipse(96.0, 560.0, 18.0, 26.0, "#f4c430", 1.0);
                super::scene::mouse_head(c, 96.0, 526.0, 0.7);
                c.rect(84.0, 580.0, 10.0, 10.0, "#f4c430", 1.0);
                c.rect(98.0, 580.0, 10.0, 10.0, "#f4c430", 1.0);
                c.stroke("M80 570q-16 14 -4 30", "#a0a0a8", 2.5, 1.0);
                // The lead from the mouse's hand up to the cat's collar.
                c.stroke("M112 556Q160 470 196 352", "#e82a3a", 2.5, 1.0);
                c.circle(112.0, 556.0, 4.0, "#a0a0a8", 1.0);
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
            "A still lake cut through like a glass tank. On the surface an old woman in a black shawl sits in a big rowing boat with a bunch of orange flowers beside her; she leans over the side with her eyes lowered and lets them go one by one, and they float down in a long line through the clear green water. Below, on the bottom, lies a whole village of stone houses, and its church tower rises towards her; in the open belfry hangs a big yellow bell with a fish swimming inside it.",
            |c| {
                c.drew("lake surface shawl rowing boat flower water bottom village house church tower belfry bell fish weed tank stone bunch line");
                let p = c.p;
                c.sky(224.0);
                // The lake, clear green going deep blue-green towards the bottom.
                let deep = c.linv(&[(0.0, "#62c8b8", 1.0), (0.45, "#2a8a90", 1.0), (1.0, "#124658", 1.0)]);
                c.c.rect(-10.0, 224.0, 420.0, 400.0, &deep, 1.0);
                c.soft();
                for (x, w) in [(20.0, 30.0), (120.0, 20.0), (330.0, 40.0)] {
                    c.poly(&[(x, 224.0), (x + w, 224.0), (x + w * 2.6, 610.0), (x + w * 0.6, 610.0)], "#e8fff4", 0.14);
                }
                // The bell's own light in the water.
                c.glow(250.0, 380.0, 110.0, "#ffe07a", 0.55);
                c.end();
                // Far houses, pale in the green water.
                for (x, gy) in [(34.0, 520.0), (96.0, 506.0), (372.0, 512.0)] {
                    c.rect(x - 24.0, gy - 34.0, 48.0, 34.0, "#5aa29c", 0.9);
                    c.poly(&[(x - 30.0, gy - 34.0), (x, gy - 58.0), (x + 30.0, gy - 34.0)], "#4a8a88", 0.9);
                    c.rect(x - 6.0, gy - 26.0, 12.0, 12.0, "#1e5a60", 0.9);
                }
                // The bottom of the lake and its drowned stone houses, empty dark windows.
                c.path("M-10 566Q100 548 200 562T410 556V612H-10Z", "#2a4a3e", 1.0);
                for (x, gy, w) in [(40.0, 584.0, 78.0), (120.0, 576.0, 58.0), (358.0, 586.0, 76.0)] {
                    c.house(x, gy, w, w * 0.8, "#a8c4b8", "#5a3a30", "#0a2228");
                }
                // Tall weed swaying up from the roofs.
                c.stroke("M12 530q14 -40 -4 -80t4 -70M150 530q10 -30 -6 -60M392 530q-14 -50 6 -96t-6 -60", "#1e6a40", 5.0, 0.9);
                // Dark fish drifting through the empty streets.
                fish(c, 100.0, 430.0, 30.0, "#0a2a30", true);
                fish(c, 46.0, 380.0, 22.0, "#0a2a30", true);
                fish(c, 368.0, 420.0, 26.0, "#0a2a30", false);
                // The church: its nave, and the tower rising up towards the boat.
                c.path("M150 600V500L196 462L214 474V600Z", "#8aaca4", 1.0);
                c.path("M166 600V566Q178 550 190 566V600Z", "#0a2228", 1.0);
                c.rect(206.0, 398.0, 88.0, 212.0, "#b4ccc2", 1.0);
                c.rect(282.0, 398.0, 12.0, 212.0, "#7a9a92", 1.0);
                c.rect(210.0, 330.0, 80.0, 72.0, "#c8dcd2", 1.0);
                c.rect(280.0, 330.0, 10.0, 72.0, "#8aaaa2", 1.0);
                c.poly(&[(202.0, 332.0), (250.0, 262.0), (298.0, 332.0)], "#5a3a30", 1.0);
                c.stroke("M250 262v-18M242 250h16", "#5a3a30", 5.0, 1.0);
                c.path("M220 398V360Q250 330 280 360V398Z", "#0a2228", 1.0);
                c.path("M236 476V446Q250 430 264 446V476Z", "#0a2228", 1.0);
                // The big golden bell in the open belfry, a fish swimming in it.
                c.stroke("M250 338v10", "#5a3a10", 5.0, 1.0);
                c.path("M218 392Q218 348 250 346Q282 348 282 392L290 400H210Z", "#ffcc3a", 1.0);
                c.path("M228 390Q228 360 244 354Q234 368 234 390Z", "#fff4b0", 0.8);
                c.stroke("M210 399H290", "#9a6a12", 5.0, 1.0);
                c.circle(250.0, 404.0, 6.0, "#9a6a12", 1.0);
                fish(c, 252.0, 378.0, 40.0, p.accent, false);
                // The surface seen from beside, the boat's shadow under it.
                c.path("M10 226Q140 268 290 226Z", "#0a2a30", 0.4);
                c.stroke("M-10 225H410", "#f4fff8", 3.0, 1.0);
                // The old woman in her black shawl, leaning over the side.
                // Her head bowed over the water.
                let gran = Look::new(1, "#141414", "#141414").old().hair(Hair::Bun, 5).face(Expr::Tender).turn(1.0).profile().tilt(16.0);
                let lean = Pose {
                    head: (24.0, -46.0),
                    neck: (15.0, -40.0),
                    ..sit_ground().right_hand((30.0, -30.0), (48.0, -22.0)).left_hand((8.0, -20.0), (18.0, -14.0))
                };
                let (fx, fy, s) = (148.0, 219.0, 3.4);
                figure(c, &lean, fx, fy, s * 100.0, &gran, false);
                crate::second::things::rowboat(c, 130.0, 240.0, 290.0, "#6a3a22");
                c.stroke("M-14 176Q130 188 274 176", "#a8683a", 4.0, 1.0);
                // A bunch of orange flowers held to her chest, one let go from
                // her hand and more sinking in a trail down to the belfry,
                // each five round petals about a heart.
                let trail = [(184.0, 170.0, 1.0), (198.0, 166.0, 1.0), (212.0, 172.0, 1.0), (314.0, 160.0, 1.3), (318.0, 196.0, 1.2), (326.0, 238.0, 1.1), (330.0, 272.0, 1.0), (320.0, 302.0, 0.95), (306.0, 326.0, 0.9), (292.0, 348.0, 0.85)];
                for (big, w) in [(true, 10.0), (false, 7.0)] {
                    let (mut petals, mut hearts) = (String::new(), String::new());
                    for (k, &(x, y, s)) in trail.iter().enumerate() {
                        if (s > 1.05) != big {
                            continue;
                        }
                        for i in 0..5 {
                            let a = k as f64 + i as f64 * 1.2566;
                            petals += &format!("M{} {}h0", Num(x + a.cos() * 7.0 * s), Num(y + a.sin() * 7.0 * s));
                        }
                        hearts += &format!("M{} {}h0", Num(x), Num(y));
                    }
                    c.stroke(&petals, p.accent, w, 1.0);
                    c.stroke(&hearts, p.accent2, w * 0.8, 1.0);
                }
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
            "A huge empty snowfield under a low leaden sky, with dark pines far away and a pale sun. A line of footprints crosses it from the bottom of the card and stops in the middle, where a man's felt hat lies on the snow. A woman in a red coat stands at the start of the tracks, staring after them with a hand to her mouth.",
            |c| {
                c.drew("snowfield sky pine footprint hat snow coat sun");
                c.sky(206.0);
                c.land(206.0);
                // A low, leaden sky, so the snow glows under it.
                let lead = c.linv(&[(0.0, "#3e4658", 1.0), (1.0, "#a4adbc", 1.0)]);
                c.c.rect(-10.0, -10.0, 420.0, 220.0, &lead, 1.0);
                let snow = c.linv(&[(0.0, "#e4ecf6", 1.0), (1.0, "#fbfcff", 1.0)]);
                c.c.rect(-10.0, 206.0, 420.0, 410.0, &snow, 1.0);
                // A far row of pines, small and blue with distance.
                for k in 0..14 {
                    let x = 8.0 + k as f64 * 30.0;
                    let h = 30.0 + (k * 7 % 5) as f64 * 5.0;
                    c.poly(&[(x - 10.0, 212.0), (x, 212.0 - h), (x + 10.0, 212.0)], "#2a3446", 1.0);
                }
                c.soft();
                c.glow(320.0, 120.0, 90.0, "#fff0d0", 0.5);
                c.end();
                c.circle(320.0, 120.0, 20.0, "#f4f0e4", 0.8);
                // The tracks: shoe prints pressed into the snow from the bottom of the card to the
                // hat, smaller with distance. Each dent is shaded in its far wall, lit on its near lip.
                let n = 7;
                let (mut lip, mut dent, mut floor) = (String::new(), String::new(), String::new());
                let ell = |cx: f64, cy: f64, rx: f64, ry: f64| {
                    format!("M{} {}a{} {} 0 1 0 {} 0a{} {} 0 1 0 -{} 0Z", Num(cx - rx), Num(cy), Num(rx), Num(ry), Num(2.0 * rx), Num(rx), Num(ry), Num(2.0 * rx))
                };
                for k in 0..n {
                    // Equal strides on the ground, closer together with distance.
                    let d = 0.97 + 0.6 * k as f64 / (n - 1) as f64;
                    let (s, y) = (2.4 / d, 206.0 + 384.0 / d);
                    let side = if k % 2 == 0 { -1.0 } else { 1.0 };
                    let x = 196.0 + 200.0 * (1.0 - 1.0 / d) + side * 11.0 * s;
                    for (cy, rx, ry) in [(y - 5.0 * s, 5.4 * s, 7.4 * s), (y + 8.5 * s, 4.4 * s, 3.9 * s)] {
                        lip += &ell(x, cy + ry * 0.25, rx * 1.15, ry * 1.08);
                        dent += &ell(x, cy, rx, ry);
                        floor += &ell(x, cy + ry * 0.3, rx * 0.84, ry * 0.7);
                    }
                }
                c.path(&lip, "#dce4f2", 1.0);
                c.path(&dent, "#62739e", 1.0);
                c.path(&floor, "#cfd9ec", 1.0);
                // The man's felt hat, alone in the snow where the tracks stop, its blue shadow
                // falling towards us.
                c.g("transform=\"translate(272 432) scale(1.8) translate(-246 -328)\"");
                c.ellipse(236.0, 332.0, 46.0, 8.0, "#8a9ccc", 0.8);
                c.ellipse(246.0, 326.0, 38.0, 10.0, "#4a3a30", 1.0);
                c.path("M224 326Q222 300 230 294Q238 300 246 296Q254 300 262 294Q270 300 268 326Q246 332 224 326Z", "#5e4a3a", 1.0);
                c.path("M224 318Q246 324 268 318V326Q246 332 224 326Z", "#2a1e18", 1.0);
                c.stroke("M236 298Q246 304 256 298", "#2a1e18", 2.0, 0.8);
                c.stroke("M210 330q36 8 72 0", "#ffffff", 3.0, 0.7);
                c.end();
                // The woman in red, large in front beside where the tracks begin, a hand to her
                // mouth, looking at the hat.
                let w = Look::new(1, "#d42a26", "#3a2a2a").hair(Hair::Bun, 1).face(Expr::Worry).turn(0.6).profile().tilt(18.0);
                let look = Pose {
                    head: (2.0, -91.0),
                    elbows: [(-2.0, -64.0), (17.0, -70.0)],
                    hands: [(3.0, -50.0), (12.0, -80.0)],
                    ..stand().dress(20.0, -16.0)
                };
                c.ellipse(92.0, 590.0, 60.0, 10.0, "#9aaed0", 0.6);
                figure(c, &look, 90.0, 590.0, 330.0, &w, false);
            },
        ),
        card(
            "The tear",
            (CutPaper, Dusk, Hands, Tense),
            ["a mother's hand reaching down from one half of a torn picture", "her child's small hand reaching up from the other half as the two halves pull apart"],
            ("one thin white fibre of paper still joins the two halves, just beside their touching fingers", "fibre"),
            ["Torn apart", "Blood is thicker than water", "The picture of them was torn in two, her room on one side and his train on the other, and one fibre still holds"],
            &["a picture torn in two", "the last fibre holding"],
            true,
            "The whole picture is torn in two along a ragged diagonal, the torn paper white and rough, and the two pieces have pulled a little apart. Through the gap shows a deep violet dusk sky with one small star. On the upper piece, against warm striped wallpaper, a woman's hand and arm in a red sleeve reach down; on the lower piece, on a grey railway platform with a yellow stripe, a child's small hand and arm in a yellow sleeve reach up. Their forefingers touch across the gap, and beside them one thin white fibre of paper still joins the two pieces.",
            |c| {
                c.drew("paper piece gap sky star wallpaper stripe hand arm sleeve platform railway finger forefinger fibre");
                // Hands that fill the card, seen close.
                c.person(600.0);
                // The dusk showing through the tear.
                c.full("#1c1440", 1.0);
                c.poly(&[(-10.0, 330.0), (410.0, 120.0), (410.0, 420.0), (-10.0, 560.0)], "#2e1c58", 1.0);
                // The tear's middle line, from the left edge rising to the
                // right, and half the gap's width, wider to the right.
                let mid = |x: f64| 372.0 - 0.4 * x;
                let half = |x: f64| 30.0 + 0.04 * x;
                let star = (64.0, mid(64.0) + 2.0);
                super::scene::stars(c, &[(star.0, star.1, 9.0)], "#fff4c8", 1.0);
                c.glow(star.0, star.1, 22.0, "#fff4c8", 0.35);
                // A ragged edge: the paper's white core out to `out`, the
                // printed layer torn back a little further.
                let n = 34;
                let mut white_up = Vec::new();
                let mut print_up = Vec::new();
                let mut white_dn = Vec::new();
                let mut print_dn = Vec::new();
                for k in 0..=n {
                    let x = -12.0 + k as f64 * 424.0 / n as f64;
                    let j = c.r(-5.0, 5.0);
                    let w = c.r(4.0, 11.0);
                    white_up.push((x, mid(x) - half(x) + j));
                    print_up.push((x + c.r(-3.0, 3.0), mid(x) - half(x) + j - w));
                    let j = c.r(-5.0, 5.0);
                    let w = c.r(4.0, 11.0);
                    white_dn.push((x, mid(x) + half(x) + j));
                    print_dn.push((x + c.r(-3.0, 3.0), mid(x) + half(x) + j + w));
                }
                let shape = |edge: &[(f64, f64)], y: f64| {
                    let mut p = edge.to_vec();
                    p.push((412.0, y));
                    p.push((-12.0, y));
                    crate::canvas::poly_d_whole(&p)
                };
                // The upper half: warm lamplit wallpaper in broad stripes.
                c.path(&shape(&white_up, -12.0), "#fbf6ea", 1.0);
                let upper = shape(&print_up, -12.0);
                c.path(&upper, "#b4602e", 1.0);
                c.clip(&upper);
                c.stroke("M20 -10V420M100 -10V420M180 -10V420M260 -10V420M340 -10V420", "#c2703a", 34.0, 1.0);
                let mut sprigs = String::new();
                for i in 0..5 {
                    for j in 0..9 {
                        let (x, y) = (60.0 + i as f64 * 80.0, 14.0 + j as f64 * 44.0 + (i % 2) as f64 * 22.0);
                        let _ = write!(sprigs, "M{} {}l7 9 -7 9 -7 -9Z", Num(x), Num(y));
                    }
                }
                c.path(&sprigs, "#f0b45a", 1.0);
                c.end();
                // The lower half: a grey platform, its yellow line and edge.
                c.path(&shape(&white_dn, 612.0), "#fbf6ea", 1.0);
                let lower = shape(&print_dn, 612.0);
                c.path(&lower, "#8a8c94", 1.0);
                c.clip(&lower);
                let at = |x: f64, y: f64| [(x, y - 0.4 * x)];
                let band = |y0: f64, y1: f64| [at(-12.0, y0), at(412.0, y0), at(412.0, y1), at(-12.0, y1)].concat();
                c.poly(&band(570.0, 592.0), "#ffd23a", 1.0);
                c.poly(&band(616.0, 630.0), "#b0b2b8", 1.0);
                c.poly(&band(630.0, 760.0), "#2a2a34", 1.0);
                c.stroke("M180 600L412 507", "#c8ccd4", 5.0, 1.0);
                c.end();
                // The fibres frayed off both edges into the gap.
                let mut hairs = String::new();
                for (i, &(x, y)) in white_up.iter().enumerate() {
                    if i % 2 == 0 {
                        let _ = write!(hairs, "M{} {}l{} {}", Num(x), Num(y), Num(c.r(-3.0, 3.0)), Num(c.r(3.0, 7.0)));
                    }
                }
                for (i, &(x, y)) in white_dn.iter().enumerate() {
                    if i % 2 == 1 {
                        let _ = write!(hairs, "M{} {}l{} {}", Num(x), Num(y), Num(c.r(-3.0, 3.0)), Num(-c.r(3.0, 7.0)));
                    }
                }
                c.stroke(&hairs, "#fbf6ea", 1.5, 0.9);
                // An arm reaching with its forefinger out, the hand pointing
                // at `tip` from the angle `rot` (0 for straight up).
                let arm = |c: &mut Ctx<'_>, tip: (f64, f64), rot: f64, s: f64, skin: &str, shade: &str, sleeve: (&str, &str), fat: f64| {
                    let (sn, cs) = (rot.to_radians().sin(), rot.to_radians().cos());
                    let (x, y) = (tip.0 - 106.0 * s * sn, tip.1 + 106.0 * s * cs);
                    c.g(&format!("transform=\"translate({} {}) rotate({}) scale({})\"", Num(x), Num(y), Num(rot), Num(s)));
                    // The sleeve up the arm, with its cuff.
                    c.poly(&[(-22.0, 30.0), (-30.0, 420.0), (34.0, 420.0), (28.0, 30.0)], sleeve.0, 1.0);
                    c.poly(&[(14.0, 40.0), (34.0, 420.0), (18.0, 420.0), (6.0, 40.0)], sleeve.1, 0.5);
                    c.poly(&[(-24.0, 26.0), (30.0, 26.0), (31.0, 50.0), (-26.0, 50.0)], sleeve.1, 1.0);
                    // The wrist, the back of the hand and the curled fingers.
                    c.path("M-14 34L-12 0C-16 -18 -18 -36 -14 -54L26 -52C26 -36 24 -18 20 0L20 34Z", skin, 1.0);
                    let f = 10.0 * fat;
                    c.stroke("M7 -52Q14 -72 7 -78", skin, f, 1.0);
                    c.stroke("M15 -50Q22 -66 15 -70", skin, f, 1.0);
                    c.stroke("M22 -46Q27 -58 22 -62", skin, f * 0.9, 1.0);
                    c.stroke("M-12 -14Q-28 -30 -26 -52", skin, f * 1.1, 1.0);
                    // The forefinger held out.
                    c.stroke("M-5 -50L0 -101", skin, f * 1.1, 1.0);
                    c.stroke("M20 -40C22 -20 20 0 18 30M-3 -70h6M6 -62h6", shade, 2.0, 0.7);
                    c.end();
                };
                // The mother's hand from above, the child's from below.
                let touch = (205.0, mid(205.0));
                arm(c, (touch.0 - 3.0, touch.1 - 4.0), 148.0, 1.4, SKIN[0], "#c08060", ("#c8222c", "#7a0c16"), 1.0);
                arm(c, (touch.0 + 3.0, touch.1 + 4.0), -32.0, 1.08, SKIN[0], "#c08060", ("#ffc81e", "#c88a0a"), 1.25);
                // The one fibre still joining the halves.
                let fx = 250.0;
                let (ya, yb) = (mid(fx) - half(fx) - 2.0, mid(fx) + half(fx) + 2.0);
                let strand = crate::canvas::smooth_points(&[(fx - 4.0, ya), (fx + 6.0, ya + 20.0), (fx - 4.0, yb - 22.0), (fx + 4.0, yb)], 8);
                let last = (strand.len() - 1) as f64;
                let thread = crate::canvas::band_outline(&strand, |i| {
                    let t = i as f64 / last;
                    4.0 + 9.0 * (2.0 * t - 1.0).powi(4)
                });
                c.poly(&thread, "#fbf6ea", 1.0);
            },
        ),
        card(
            "The fireflies",
            (InkWash, Night, TinyInHuge, Wistful),
            ["a girl letting the fireflies out of her jar", "the old man they become, walking away"],
            ("the man of fireflies lifts his hat to her as he goes", "hat"),
            [
                "Goodbye for now",
                "Parting is such sweet sorrow",
                "Grandpa always lifted his hat when he left, and the night she opened the jar, so did the fireflies",
            ],
            &["fireflies", "glass jar opened"],
            true,
            "A summer meadow at night under a deep blue sky with a few stars. On the left a girl in a pale nightdress stands in the long grass, seen from the side, her face lifted, holding up an open glass jar; its lid lies in the grass at her feet. Out of the jar pours a stream of glowing yellow-green fireflies, and across the meadow they gather into the tall shape of a big old man in a long coat with a walking stick, made all of tiny lights, walking away. As he goes he lifts his hat to her.",
            |c| {
                c.drew("meadow grass sky star nightdress jar lid firefly man coat hat stick");
                // The deep blue summer sky over the dark meadow.
                let sky = c.c.linv(&[(0.0, "#040a2a", 1.0), (0.7, "#0e2a6a", 1.0), (1.0, "#1a4a8a", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 470.0, &sky, 1.0);
                c.soft();
                c.dots(40, 20.0, 380.0, 20.0, 300.0, 1.2, "#e8f0ff");
                c.end();
                let field = c.c.linv(&[(0.0, "#0a2a3a", 1.0), (1.0, "#04121a", 1.0)]);
                c.path("M-10 460Q120 430 240 446T410 440V610H-10Z", &field, 1.0);
                // Fireflies: a faint halo and a bright point each.
                let fly = |c: &mut super::scene::Ctx, x: f64, y: f64, r: f64| {
                    c.circle(x, y, r * 3.0, "#c8ff50", 0.13);
                    c.circle(x, y, r, "#f4ffb0", 1.0);
                };
                // Points strewn along a limb from a to b, w wide, more of
                // them on its edges so that the shape reads.
                let limb = |c: &mut super::scene::Ctx, (ax, ay): (f64, f64), (bx, by): (f64, f64), w: f64, n: usize| -> Vec<(f64, f64)> {
                    let (dx, dy) = (bx - ax, by - ay);
                    let len = (dx * dx + dy * dy).sqrt().max(1.0);
                    (0..n)
                        .map(|k| {
                            let t = c.r(0.0, 1.0);
                            let o = if k % 2 == 0 { c.r(-w / 2.0, w / 2.0) } else { (w / 2.0 - c.r(0.0, 3.0)) * if k % 4 == 1 { 1.0 } else { -1.0 } };
                            (ax + dx * t - dy / len * o, ay + dy * t + dx / len * o)
                        })
                        .collect()
                };
                // The old man of fireflies, feet at (240, 478), striding
                // away to the right: his bones, as (from, to, width).
                let bones = [
                    ((-6.0, -230.0), (-12.0, -146.0), 66.0), // body in its coat
                    ((-12.0, -150.0), (-14.0, -84.0), 78.0), // coat skirts
                    ((-4.0, -130.0), (22.0, -70.0), 20.0),   // front thigh
                    ((22.0, -70.0), (40.0, -4.0), 15.0),     // front shin
                    ((36.0, -2.0), (56.0, -2.0), 8.0),       // front shoe
                    ((-18.0, -130.0), (-28.0, -66.0), 20.0), // back thigh
                    ((-28.0, -66.0), (-48.0, -6.0), 15.0),   // back shin
                    ((-52.0, -4.0), (-34.0, 0.0), 8.0),      // back shoe
                    ((18.0, -224.0), (46.0, -252.0), 15.0),  // raised upper arm
                    ((46.0, -252.0), (52.0, -296.0), 13.0),  // raised forearm
                    ((-24.0, -222.0), (-14.0, -178.0), 15.0), // other arm
                    ((-14.0, -178.0), (20.0, -152.0), 13.0), // forearm to the stick
                    ((2.0, -244.0), (0.0, -232.0), 14.0),    // neck
                    ((24.0, -306.0), (82.0, -306.0), 7.0),   // hat brim
                    ((40.0, -318.0), (68.0, -318.0), 22.0),  // hat crown
                ];
                let at = |(x, y): (f64, f64)| (240.0 + x, 478.0 + y);
                let (hx, hy) = at((4.0, -266.0));
                // A soft glow of his whole shape first, so it reads from afar.
                c.g_blur(6.0, 0.38);
                for &(a, b, w) in &bones {
                    let ((ax, ay), (bx, by)) = (at(a), at(b));
                    c.stroke(&format!("M{} {}L{} {}", Num(ax), Num(ay), Num(bx), Num(by)), "#b8f048", w, 1.0);
                }
                c.circle(hx, hy, 22.0, "#b8f048", 1.0);
                c.path(&format!("M{} {}h28v-30q-14 -8 -28 0Z", 280.0, 168.0), "#b8f048", 1.0);
                c.end();
                c.soft();
                let mut pts: Vec<(f64, f64)> = Vec::new();
                for &(a, b, w) in &bones {
                    let (ax, ay) = at(a);
                    let (bx, by) = at(b);
                    let len = ((bx - ax).powi(2) + (by - ay).powi(2)).sqrt();
                    let n = (len * w.sqrt() / 22.0) as usize + 6;
                    pts.extend(limb(c, (ax, ay), (bx, by), w, n));
                }
                for k in 0..30 {
                    let a = c.r(0.0, std::f64::consts::TAU);
                    let r = if k % 2 == 0 { 22.0 - c.r(0.0, 3.0) } else { c.r(0.0, 20.0) };
                    pts.push((hx + a.cos() * r, hy + a.sin() * r));
                }
                for &(x, y) in &pts {
                    let r = c.r(1.3, 2.4);
                    fly(c, x, y, r);
                }
                // His walking stick, a fine line of them, planted ahead.
                for k in 0..22 {
                    let t = k as f64 / 21.0;
                    fly(c, 262.0 + 58.0 * t, 326.0 + 152.0 * t, 2.0);
                }
                // The stream of fireflies pouring from her jar across to him.
                for k in 0..70 {
                    let t = k as f64 / 70.0;
                    let (x0, y0, x1, y1, x2, y2) = (150.0, 376.0, 170.0, 250.0, 230.0, 300.0);
                    let x = (1.0 - t) * (1.0 - t) * x0 + 2.0 * t * (1.0 - t) * x1 + t * t * x2;
                    let y = (1.0 - t) * (1.0 - t) * y0 + 2.0 * t * (1.0 - t) * y1 + t * t * y2;
                    let s = 6.0 + 26.0 * t;
                    let (dx, dy) = (c.r(-s, s), c.r(-s, s));
                    let r = c.r(1.2, 2.4);
                    fly(c, x + dx, y + dy, r);
                }
                // A few strays over the meadow.
                for _ in 0..18 {
                    let (x, y) = (c.r(30.0, 370.0), c.r(300.0, 520.0));
                    fly(c, x, y, 1.4);
                }
                c.end();
                // The girl, side on, face lifted, holding up the open jar.
                let hold_up = Pose { hem: Some((10.0, -16.0)), elbows: [(12.0, -66.0), (14.0, -68.0)], hands: [(24.0, -80.0), (26.0, -82.0)], ..stand() };
                let girl = Look::new(2, "#e8e4f4", "#e8e4f4").hair(Hair::Long, 1).face(Expr::Wistful).profile().turn(1.0).tilt(-16.0).gaze(Gaze::Up);
                c.soft();
                c.glow(150.0, 380.0, 80.0, "#d8ff70", 0.45);
                c.end();
                figure(c, &hold_up, 96.0, 566.0, 212.0, &girl, false);
                // The glass jar, open, tipped towards him.
                c.g("transform=\"rotate(28 148 392)\"");
                c.path("M128 366H168V410Q168 420 158 420H138Q128 420 128 410Z", "#d8f0ff", 0.35);
                c.stroke("M128 366V410Q128 420 138 420H158Q168 420 168 410V366", "#e8f4ff", 2.5, 0.9);
                c.ellipse(148.0, 366.0, 20.0, 5.0, "#f4ffd0", 0.6);
                c.end();
                c.soft();
                for &(x, y) in &[(140.0, 400.0), (150.0, 392.0), (156.0, 404.0), (146.0, 410.0)] {
                    fly(c, x, y, 2.0);
                }
                c.end();
                // The lid in the grass at her feet.
                c.ellipse(150.0, 566.0, 16.0, 6.0, "#8a9aa8", 1.0);
                // Long grass in front.
                let mut grass = String::new();
                for k in 0..40 {
                    let x = -4.0 + k as f64 * 10.5;
                    let h = c.r(30.0, 70.0);
                    let lean = c.r(-10.0, 14.0);
                    let _ = write!(grass, "M{} 612q{} {} {} {}", Num(x), Num(lean / 2.0), Num(-h / 2.0), Num(lean), Num(-h));
                }
                c.stroke(&grass, "#0c2a22", 3.0, 1.0);
            },
        ),
        card(
            "Moving house",
            (Woodcut, Autumn, Crowd, Festive),
            ["a whole house lifted high on the raised hands of a crowd", "the family inside waving from its windows as it goes"],
            ("the chimney of the carried house is still smoking", "chimney"),
            ["Carried along", "It takes a village", "They carried the house over the hill to the new street without spilling a drop of the soup, and the chimney never stopped smoking"],
            &["house carried by a crowd", "family waving from a carried house"],
            true,
            "A cobbled street at an autumn dusk, the sky gold and orange. A crowd of people of all ages walks along it with their arms raised, carrying a whole house high above their heads: a yellow house with a red roof, a green door and four windows. In the upper windows a girl and her grandmother wave down at them; the chimney of the house is still smoking, the smoke trailing behind it.",
            |c| {
                c.drew("street cobble sky crowd people house roof door window girl grandmother chimney smoke");
                let sky = c.linv(&[(0.0, "#c8502a", 1.0), (0.55, "#e88a3a", 1.0), (1.0, "#f0c060", 1.0)]);
                c.c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                // The cobbled street.
                c.rect(-10.0, 500.0, 420.0, 110.0, "#8a6a50", 1.0);
                let mut stones = String::new();
                for row in 0..4 {
                    let y = 514.0 + row as f64 * 24.0;
                    for k in 0..9 {
                        let x = -4.0 + k as f64 * 48.0 + (row % 2) as f64 * 24.0;
                        let _ = write!(stones, "M{x} {y}h34");
                    }
                }
                c.stroke(&stones, "#5a4030", 3.0, 1.0);
                // The smoke trailing from the chimney.
                c.soft();
                for (x, y, r) in [(276.0, 44.0, 12.0), (256.0, 34.0, 15.0), (226.0, 36.0, 17.0), (192.0, 30.0, 18.0), (156.0, 36.0, 19.0), (118.0, 30.0, 20.0), (80.0, 38.0, 20.0), (44.0, 32.0, 20.0)] {
                    c.circle(x, y, r, "#ece4dc", 0.9);
                }
                c.end();
                // The house, held high, tilting a little as it goes.
                c.c.g("transform=\"rotate(-4 200 240)\"");
                c.rect(270.0, 52.0, 26.0, 60.0, "#8a3a2a", 1.0);
                c.rect(264.0, 46.0, 38.0, 10.0, "#5a2a1a", 1.0);
                c.path("M70 160L200 64L330 160Z", "#9a2a2a", 1.0);
                c.rect(86.0, 156.0, 228.0, 176.0, "#8ac0d8", 1.0);
                c.rect(80.0, 326.0, 240.0, 12.0, "#6a4a30", 1.0);
                c.rect(180.0, 252.0, 40.0, 74.0, "#3a7a4a", 1.0);
                c.circle(212.0, 290.0, 3.0, "#f0c040", 1.0);
                for (x, y) in [(100.0, 170.0), (236.0, 170.0), (108.0, 256.0), (248.0, 256.0)] {
                    c.rect(x, y, 64.0, 62.0, "#3a2a3a", 1.0);
                }
                // The girl and her grandmother waving from the upper windows.
                let girl = Look::new(3, "#3a6aa8", "#2a2a3a").hair(Hair::Long, 0).face(Expr::Delight);
                lone_head(c, 128.0, 208.0, 21.0, &girl);
                c.stroke("M146 226L170 180", "#3a6aa8", 10.0, 1.0);
                c.circle(171.0, 176.0, 6.0, "#c08a60", 1.0);
                let gran = Look::new(1, "#8a3a8a", "#2a2a3a").old().glasses().hair(Hair::Bun, 5).face(Expr::Smile);
                lone_head(c, 272.0, 208.0, 21.0, &gran);
                c.stroke("M254 226L230 180", "#8a3a8a", 10.0, 1.0);
                c.circle(229.0, 176.0, 6.0, "#f0c8a8", 1.0);
                for x in [100.0, 236.0] {
                    c.rect(x - 3.0, 226.0, 70.0, 9.0, "#6a4a30", 1.0);
                }
                c.end();
                // The crowd below, arms raised under it.
                let crowd = [
                    (70.0, 0, "#2a6a8a", Hair::Short, false, 0.0),
                    (130.0, 4, "#c84a3a", Hair::Long, false, 10.0),
                    (200.0, 2, "#3a8a4a", Hair::Curly, true, 0.0),
                    (268.0, 5, "#6a3a8a", Hair::Bald, false, 12.0),
                    (330.0, 1, "#d87a2a", Hair::Short, false, 4.0),
                ];
                for (i, (x, skin, top, hair, old, dy)) in crowd.into_iter().enumerate() {
                    let mut l = Look::new(skin, top, "#2a2a3a").hair(hair, i).face(if i % 2 == 0 { Expr::Laugh } else { Expr::Squeeze }).gaze(Gaze::Up);
                    if old {
                        l = l.old().beard();
                    }
                    figure(c, &arms_up(), x, 590.0 + dy, 236.0, &l, i % 2 == 1);
                }
            },
        ),
        card(
            "Still on duty",
            (InkWash, Autumn, EyeLevel, Wistful),
            ["an old lifeguard still keeping watch from his tall white chair", "an empty swimming pool, the summer long gone"],
            ("a small yellow rubber duck sits alone on the cracked floor of the empty pool", "duck"),
            [
                "Long after summer",
                "Summer's lease hath all too short a date",
                "Every morning he climbs up and keeps watch, because the duck is still down there and somebody might still need him",
            ],
            &["empty swimming pool", "lifeguard keeping watch"],
            true,
            "An empty open-air swimming pool in late autumn under a grey sky, bare trees behind. Its pale blue tiles are dry and cracked, a steel ladder goes down into it and dead leaves blow across it. Beside it, high up on a tall white lifeguard chair with a red and white lifebuoy hanging from it, sits an old lifeguard in red shorts and a faded white shirt, binoculars in his hands and a whistle on a cord, gazing out over the empty pool. Alone on the dry floor of the pool sits a small yellow rubber duck.",
            |c| {
                c.drew("sky tree branch leaf pool tile crack ladder chair lifebuoy lifeguard shorts shirt binoculars whistle cord duck floor");
                // A flat grey autumn sky, paler down at the bare trees.
                let sky = c.linv(&[(0.0, "#565a62", 1.0), (0.6, "#96948c", 1.0), (1.0, "#c8c2b2", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 380.0, &sky, 1.0);
                // Bare trees along the far side, washed in grey.
                c.stroke("M40 362V250M40 300L14 262M40 286L70 236M70 236L84 206M40 250L30 214M14 262L0 246M150 362V270M150 300L124 268M150 290L176 252M176 252L188 226M124 268L116 246", "#3e3834", 6.0, 0.6);
                c.stroke("M360 362V236M360 290L330 250M360 270L392 226M330 250L318 222M392 226L402 206M360 236L352 200", "#3e3834", 6.0, 0.6);
                c.dots(9, 0.0, 400.0, 200.0, 300.0, 3.0, "#b8642a");
                // The paving beyond the pool and its white coping.
                c.rect(-10.0, 350.0, 420.0, 14.0, "#cfc6b4", 1.0);
                c.rect(-10.0, 362.0, 420.0, 9.0, "#f2eee4", 1.0);
                // The far wall inside the pool, pale blue tiles gone grey.
                c.rect(-10.0, 371.0, 420.0, 62.0, "#9cb4c0", 1.0);
                c.rect(-10.0, 376.0, 420.0, 6.0, "#6e8896", 0.8);
                let mut d = String::new();
                for k in 0..21 {
                    let x = k as f64 * 20.0;
                    d.push_str(&format!("M{x} 382V433"));
                }
                d.push_str("M-10 398H410M-10 414H410");
                c.stroke(&d, "#7a94a2", 1.2, 0.6);
                // The dry floor, lane lines running away from us.
                let floor = c.linv(&[(0.0, "#aabec6", 1.0), (1.0, "#d4dcdc", 1.0)]);
                c.rect(-10.0, 433.0, 420.0, 110.0, &floor, 1.0);
                let mut d = String::new();
                for xn in [-80.0, 80.0, 240.0, 400.0] {
                    let xf = 200.0 + (xn - 200.0) * 0.48;
                    d.push_str(&format!("M{} 543L{} 436", Num(xn), Num(xf)));
                }
                c.stroke(&d, "#4a6a84", 7.0, 0.7);
                // Cracks across the floor and a few dead leaves blowing over it.
                c.stroke("M30 470l18 8l-6 14l22 10l4 16M176 446l-10 14l14 8l-8 18M290 500l20 -6l6 16l24 4", "#3a3430", 1.8, 0.8);
                for &(x, y, r, col) in &[(60.0, 520.0, 20.0, "#b8642a"), (150.0, 470.0, -30.0, "#8a4a20"), (236.0, 520.0, 60.0, "#c87a30"), (200.0, 454.0, 10.0, "#b8642a"), (30.0, 450.0, 80.0, "#8a4a20"), (320.0, 460.0, -50.0, "#c87a30"), (90.0, 400.0, 30.0, "#b8642a"), (180.0, 330.0, -20.0, "#c87a30")] {
                    c.c.g(&format!("transform=\"translate({} {}) rotate({})\"", Num(x), Num(y), Num(r)));
                    c.ellipse(0.0, 0.0, 9.0, 4.5, col, 1.0);
                    c.end();
                }
                // The near coping and the paving where we stand.
                c.rect(-10.0, 543.0, 420.0, 12.0, "#f2eee4", 1.0);
                c.rect(-10.0, 555.0, 420.0, 60.0, "#cfc6b4", 1.0);
                // The steel ladder down the far wall.
                c.stroke("M80 436V344Q80 328 94 328Q106 328 106 346V362M124 436V344Q124 328 138 328Q150 328 150 346V362", "#2a2a30", 6.0, 1.0);
                c.stroke("M80 392H124M80 412H124M80 430H124", "#2a2a30", 4.0, 1.0);
                c.stroke("M83 434V346M127 434V346", "#e8eef2", 1.5, 0.8);
                // The rubber duck, alone on the floor.
                c.ellipse(134.0, 500.0, 18.0, 4.0, "#5a6a72", 0.35);
                c.path("M118 492Q118 482 130 484L142 486Q150 480 152 490Q152 500 136 500Q118 500 118 492Z", "#f8d028", 1.0);
                c.circle(142.0, 478.0, 7.5, "#f8d028", 1.0);
                c.poly(&[(148.0, 476.0), (157.0, 479.0), (148.0, 482.0)], "#e8701a", 1.0);
                c.circle(144.0, 476.0, 1.4, "#1a1410", 1.0);
                // The tall white lifeguard chair.
                let white = "#f6f4ee";
                c.poly(&[(222.0, 242.0), (234.0, 242.0), (216.0, 592.0), (204.0, 592.0)], white, 1.0);
                c.poly(&[(324.0, 242.0), (336.0, 242.0), (366.0, 592.0), (354.0, 592.0)], white, 1.0);
                c.poly(&[(326.0, 242.0), (338.0, 242.0), (346.0, 118.0), (334.0, 118.0)], white, 1.0);
                c.rect(322.0, 128.0, 28.0, 76.0, white, 1.0);
                c.stroke("M222 430H346M214 516H356M226 420L350 520M218 520L340 420", white, 8.0, 1.0);
                c.rect(204.0, 398.0, 52.0, 9.0, white, 1.0);
                c.rect(216.0, 234.0, 126.0, 12.0, white, 1.0);
                // A red and white lifebuoy hanging from the back leg.
                c.circle(356.0, 330.0, 28.0, "#f6f4ee", 1.0);
                c.stroke("M356 302A28 28 0 0 1 384 330M356 358A28 28 0 0 1 328 330", "#d02a1a", 12.0, 1.0);
                c.circle(356.0, 330.0, 13.0, "#8a8880", 1.0);
                c.stroke("M342 308L334 250", "#2a1e14", 2.0, 1.0);
                // The old lifeguard up on his chair, binoculars half raised.
                let guard = Look::new(1, "#e8e2cc", SKIN[1]).hair(Hair::Short, 5).old().build(1.25).face(Expr::Wistful).turn(-0.5);
                let watch = sit_chair().left_hand((6.0, -62.0), (16.0, -72.0)).right_hand((8.0, -63.0), (18.0, -74.0));
                figure(c, &watch, 296.0, 400.0, 320.0, &guard, true);
                // Red shorts over his thighs.
                c.path("M322 214Q328 240 318 254H248Q242 240 248 222L292 214Z", "#d42a1a", 1.0);
                // The whistle on its cord.
                c.stroke("M282 136Q284 170 296 178Q306 170 304 138", "#2a1e14", 2.0, 1.0);
                c.rect(290.0, 176.0, 16.0, 9.0, "#c8ccd0", 1.0);
                // The binoculars in his hands.
                c.c.g("transform=\"rotate(-20 245 170)\"");
                c.rect(226.0, 158.0, 36.0, 12.0, "#2a2a2e", 1.0);
                c.rect(226.0, 172.0, 36.0, 12.0, "#2a2a2e", 1.0);
                c.rect(262.0, 160.0, 9.0, 8.0, "#2a2a2e", 1.0);
                c.rect(262.0, 174.0, 9.0, 8.0, "#2a2a2e", 1.0);
                c.ellipse(226.0, 164.0, 3.5, 6.0, "#b8ccd8", 1.0);
                c.ellipse(226.0, 178.0, 3.5, 6.0, "#b8ccd8", 1.0);
                c.end();
            },
        ),
        card(
            "At the bottom of the well",
            (GoldTempera, Saturated, WormsEye, Mysterious),
            ["the bright circle of sky far above, where the faces are", "the dark stone shaft down here, where we are"],
            ("a single red flower is falling down the shaft towards us", "flower"),
            ["Far from everyone", "You never miss the water till the well runs dry", "Nobody answered when they called down the well, so the youngest let a red flower fall"],
            &["well shaft", "faces peering down"],
            true,
            "Looking straight up a deep round well: its dark stone walls rise in rings towards a bright circle of blue sky with a white cloud. Round the rim, two children and a grown-up lean over and look down, their faces worried and curious, one child's hand open over the edge. A rope hangs down the wall from the rim, and a single red flower is falling down the shaft towards us.",
            |c| {
                c.drew("well shaft wall stone sky cloud rim child hand rope flower petal stem leaf");
                let (sx, sy, sr) = (200.0, 196.0, 120.0);
                // The shaft: rings of stone from the near, dark courses at the
                // card's edges to the warm, lit ones by the rim, each course
                // a little higher as it goes away.
                let ring = |k: f64| (sr * 1.19f64.powf(k), sy + (1.19f64.powf(k) - 1.0) * sr * 0.32);
                let shades = [
                    "#f0b04a", "#b87228", "#7a4218", "#4a260e", "#2e1609", "#1e0e06", "#150a05", "#100704", "#0c0503", "#0a0403", "#080302", "#060202", "#050101",
                ];
                for k in (0..12).rev() {
                    let (r0, y0) = ring(k as f64);
                    let (r1, y1) = ring(k as f64 + 1.0);
                    // The outer edge of this course as a disc; the next one in covers it.
                    c.c.circle(sx, y1, r1, shades[k + 1], 1.0);
                    let n = 18;
                    let off = if k % 2 == 0 { 0.0 } else { 0.5 };
                    let mut d = String::new();
                    for j in 0..n {
                        let a0 = (j as f64 + off) / n as f64 * std::f64::consts::TAU;
                        let a1 = a0 + std::f64::consts::TAU / n as f64 * 0.93;
                        let p = |a: f64, r: f64, y: f64| (sx + r * a.cos(), y + r * a.sin());
                        let (ax, ay) = p(a0, r0 * 1.02, y0);
                        let (bx, by) = p(a1, r0 * 1.02, y0);
                        let (cx2, cy2) = p(a1, r1 * 0.97, y1);
                        let (dx, dy) = p(a0, r1 * 0.97, y1);
                        // Stones wholly off the card are not written: each
                        // bulges away from the centre, so its corners bound it
                        // on the card's side.
                        let xs = [ax, bx, cx2, dx];
                        let ys = [ay, by, cy2, dy];
                        if xs.iter().all(|x| *x < -30.0) || xs.iter().all(|x| *x > 430.0) || ys.iter().all(|y| *y < -30.0) || ys.iter().all(|y| *y > 630.0) {
                            continue;
                        }
                        let _ = write!(
                            d,
                            "M{:.1} {:.1}A{:.1} {:.1} 0 0 1 {:.1} {:.1}L{:.1} {:.1}A{:.1} {:.1} 0 0 0 {:.1} {:.1}Z",
                            ax, ay, r0, r0, bx, by, cx2, cy2, r1, r1, dx, dy
                        );
                    }
                    c.c.path(&d, shades[k], 1.0);
                }
                // The dark down here, where we are.
                let deep = c.c.linv(&[(0.0, "#050101", 0.0), (0.55, "#050101", 0.15), (1.0, "#050101", 0.75)]);
                c.c.rect(-10.0, -10.0, 420.0, 620.0, &deep, 1.0);
                c.soft();
                c.glow(sx, sy, sr * 1.6, "#ffd88a", 0.4);
                c.end();
                // The sky far above, and a white cloud crossing it.
                let sky = c.c.linv(&[(0.0, "#0a5cd6", 1.0), (0.6, "#1fa3e8", 1.0), (1.0, "#7fe0f0", 1.0)]);
                c.c.circle(sx, sy, sr, &sky, 1.0);
                crate::second::things::cloud(c, 236.0, 240.0, 110.0, "#ffffff", "#9cc8ec");
                c.stroke(&format!("M{} {sy}a{sr} {sr} 0 1 0 {} 0a{sr} {sr} 0 1 0 {} 0", sx - sr, 2.0 * sr, -2.0 * sr), "#f4d27a", 6.0, 1.0);
                // Three faces over the rim, their crowns to the sky's edge.
                let kid = |skin: usize, hair: Hair, col: usize, e: Expr| Look { young: true, ..Look::new(skin, "#d8202e", "#203a80").hair(hair, col).face(e) };
                let grown = Look::new(3, "#2a5a9a", "#203a80").hair(Hair::Short, 2).beard().face(Expr::Worry);
                c.g(&format!("transform=\"rotate(0 {sx} {sy})\""));
                lone_head(c, sx, sy - sr + 36.0, 43.0, &grown);
                c.end();
                c.g(&format!("transform=\"rotate(-52 {sx} {sy})\""));
                lone_head(c, sx, sy - sr + 38.0, 38.0, &kid(1, Hair::Bun, 3, Expr::Worry));
                c.end();
                c.g(&format!("transform=\"rotate(50 {sx} {sy})\""));
                lone_head(c, sx, sy - sr + 38.0, 36.0, &kid(0, Hair::Curly, 1, Expr::Shock));
                c.end();
                // The first child's hand open over the edge: it let go.
                c.g(&format!("transform=\"rotate(-100 {sx} {sy})\""));
                c.path(&format!("M{} {}h28l-4 -30h-20Z", sx - 14.0, sy - sr - 4.0), "#d8202e", 1.0);
                crate::second::figures::hand(c, sx, sy - sr - 2.0, 0.5, 180.0, SKIN[1], "#8a5a3a");
                c.end();
                // The rope, tied at the rim, hanging down the wall towards us,
                // thicker as it comes near.
                let mut d = String::from("M292 268");
                d.push_str("C300 330 318 420 326 520L330 620L372 620L356 520C340 420 310 330 302 268Z");
                c.path(&d, "#b08848", 1.0);
                let mut t = String::new();
                for k in 0..24 {
                    let f = k as f64 / 24.0;
                    let y = 272.0 + f * 340.0;
                    let x = 297.0 + f * f * 20.0 + f * 34.0;
                    let w = 8.0 + f * 34.0;
                    let _ = write!(t, "M{:.1} {:.1}l{:.1} {:.1}", x - w * 0.4, y, w * 0.8, w * 0.5);
                }
                c.stroke(&t, "#5a3e1a", 2.5, 0.9);
                // A pale beam of daylight falling down the shaft onto the flower.
                c.soft();
                c.path("M150 300L250 300L300 620L60 620Z", "#fff4c8", 0.07);
                c.glow(172.0, 432.0, 80.0, "#fff0b0", 0.35);
                c.end();
                // The red flower falling towards us, a petal come loose above it.
                c.g("transform=\"translate(170 430) rotate(-20)\"");
                c.stroke("M0 10Q10 60 -6 110", "#2a7a2a", 6.0, 1.0);
                c.path("M2 60q26 -18 40 4q-24 14 -40 -4Z", "#3a9a3a", 1.0);
                for k in 0..5 {
                    let a = k as f64 * 72.0;
                    c.g(&format!("transform=\"rotate({a})\""));
                    c.ellipse(0.0, -22.0, 16.0, 24.0, "#e01828", 1.0);
                    c.end();
                }
                c.circle(0.0, 0.0, 11.0, "#ffd23a", 1.0);
                c.end();
                c.g("transform=\"translate(220 350) rotate(35)\"");
                c.path("M0 -12Q10 -4 0 12Q-10 -4 0 -12Z", "#e01828", 1.0);
                c.end();
            },
        ),
        card(
            "Sunday lunch in the rain",
            (Pastel, Autumn, EyeLevel, Mysterious),
            ["a long table set for a big family lunch", "no one there but the old woman at its head"],
            ("one plate halfway down has been eaten from, a knife and fork laid across it, its chair pushed back", "plate"),
            [
                "Waiting for everyone",
                "The more the merrier",
                "Every Sunday she laid twelve places out in the field, and every Sunday one plate came back empty, with the knife and fork laid neatly across it",
            ],
            &["lunch table in a field", "hostess of empty chairs"],
            true,
            "An autumn field in the rain under a pale grey and gold sky, a line of dark trees far off. A long table covered with a soaked white cloth runs from the front of the picture far out into the field, plates set all along it and empty chairs beside them. At its near end sits an old woman with white hair in a plum cardigan, a serving dish before her, smiling gently down the table at the empty chairs. Halfway down one plate has been eaten from, a knife and fork laid across it, and its chair is pushed back.",
            |c| {
                c.drew("field rain sky tree table cloth plate chair woman cardigan dish knife fork");
                // Grey-gold sky, a dark line of trees, the dark field.
                let sky = c.c.linv(&[(0.0, "#8a8a94", 1.0), (0.7, "#d8c08a", 1.0), (1.0, "#e8d49a", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 300.0, &sky, 1.0);
                c.path("M-10 292Q20 270 50 284Q80 262 120 280Q160 266 200 282Q240 264 290 280Q330 262 370 282Q390 272 410 278V300H-10Z", "#3a3424", 1.0);
                let field = c.c.linv(&[(0.0, "#2a200e", 1.0), (1.0, "#0e0a04", 1.0)]);
                c.rect(-10.0, 290.0, 420.0, 320.0, &field, 1.0);
                // Perspective: near scale 1 at y = 450, vanishing at (290, 250).
                let p = |xn: f64, yn: f64, s: f64| (290.0 + (xn - 290.0) * s, 250.0 + (yn - 250.0) * s);
                let (s_far, near_y) = (0.25, 450.0);
                // Chairs: a side view, the back on the outer side.
                let chair = |c: &mut Ctx, s: f64, side: f64, shift: f64, tilt: f64| {
                    let bx = if side < 0.0 { 118.0 - shift } else { 442.0 + shift };
                    let sx = bx - side * 34.0;
                    let pts = [
                        (bx - 7.0, near_y - 100.0 + tilt),
                        (bx + 7.0, near_y - 100.0 + tilt),
                        (bx + 7.0, near_y + 118.0),
                        (bx - 7.0, near_y + 118.0),
                    ];
                    let q: Vec<_> = pts.iter().map(|&(x, y)| p(x, y, s)).collect();
                    c.poly(&q, "#080402", 1.0);
                    let seat = [(bx, near_y + 40.0), (sx, near_y + 40.0 - tilt * 0.3), (sx, near_y + 52.0 - tilt * 0.3), (bx, near_y + 52.0)];
                    let q: Vec<_> = seat.iter().map(|&(x, y)| p(x, y, s)).collect();
                    c.poly(&q, "#080402", 1.0);
                    let leg = [(sx - 5.0, near_y + 44.0), (sx + 5.0, near_y + 44.0), (sx + 5.0, near_y + 118.0), (sx - 5.0, near_y + 118.0)];
                    let q: Vec<_> = leg.iter().map(|&(x, y)| p(x, y, s)).collect();
                    c.poly(&q, "#080402", 1.0);
                };
                let depths: Vec<f64> = (0..6).map(|i| 1.0 / (1.3 + i as f64 * 0.45)).collect();
                for (i, &s) in depths.iter().enumerate().rev() {
                    let pushed = i == 2;
                    chair(c, s, -1.0, if pushed { 70.0 } else { 0.0 }, if pushed { 30.0 } else { 0.0 });
                    chair(c, s, 1.0, 0.0, 0.0);
                }
                // The long table: white cloth, its drop down the sides and front.
                let (l0, r0) = (150.0, 430.0);
                let top = [p(l0, near_y, 1.0), p(r0, near_y, 1.0), p(r0, near_y, s_far), p(l0, near_y, s_far)];
                let ldrop = [p(l0, near_y, 1.0), p(l0, near_y, s_far), p(l0, near_y + 46.0, s_far), p(l0, near_y + 46.0, 1.0)];
                c.poly(&ldrop, "#c8c4b8", 1.0);
                let fdrop = [p(l0, near_y, 1.0), p(r0, near_y, 1.0), p(r0, near_y + 46.0, 1.0), p(l0, near_y + 46.0, 1.0)];
                c.poly(&top, "#ece6d6", 1.0);
                c.poly(&fdrop, "#dcd8cc", 1.0);
                // Soaked patches on the cloth.
                for k in 0..7 {
                    let s = 0.3 + k as f64 * 0.1;
                    let (x, y) = p(c.c.r(170.0, 410.0), near_y, s);
                    c.ellipse(x, y, 26.0 * s, 5.0 * s, "#b8b8b4", 0.5);
                }
                // Plates down both sides.
                for (i, &s) in depths.iter().enumerate() {
                    for xn in [190.0, 390.0] {
                        let (x, y) = p(xn, near_y, s);
                        c.ellipse(x, y, 26.0 * s, 9.0 * s, "#5a4a34", 1.0);
                        c.ellipse(x, y - 1.0 * s, 21.0 * s, 6.5 * s, "#fffcf4", 1.0);
                        if i == 2 && xn < 200.0 {
                            // The one plate eaten from, knife and fork across it.
                            c.ellipse(x + 3.0 * s, y - 1.0 * s, 13.0 * s, 4.0 * s, "#7a3a14", 1.0);
                            c.stroke(
                                &format!("M{} {}l{} {}M{} {}l{} {}", Num(x - 20.0 * s), Num(y - 4.0 * s), Num(38.0 * s), Num(7.0 * s), Num(x - 18.0 * s), Num(y + 1.0 * s), Num(38.0 * s), Num(-6.0 * s)),
                                "#1a1a24",
                                3.4 * s,
                                1.0,
                            );
                        }
                    }
                }
                // The serving dish before her.
                let (dx, dy) = (205.0, 438.0);
                c.ellipse(dx, dy + 4.0, 40.0, 11.0, "#6a6a6a", 0.5);
                c.ellipse(dx, dy, 38.0, 11.0, "#f8f0d8", 1.0);
                c.path(&format!("M{} {}Q{} {} {} {}Z", Num(dx - 26.0), Num(dy), Num(dx), Num(dy - 34.0), Num(dx + 26.0), Num(dy)), "#c86a2a", 1.0);
                // The old woman at the head, smiling down the table, on her own chair.
                c.poly(&[(30.0, 330.0), (46.0, 330.0), (46.0, 610.0), (30.0, 610.0)], "#080402", 1.0);
                let gran = Look::new(1, "#8a3a6a", "#3a2a3a").old().hair(Hair::Bun, 5).face(Expr::Smile).gaze(Gaze::Side(0.8)).turn(0.7).tilt(8.0);
                let sit = Pose { head_r: 9.0, ..sit_chair() }.left_hand((10.0, -62.0), (24.0, -60.0)).right_hand((12.0, -62.0), (26.0, -58.0));
                figure(c, &sit, 78.0, 652.0, 350.0, &gran, false);
                // Rain in pale strokes.
                c.rain(260, (-4.0, 24.0), "#f0ece0", 1.2, 0.45);
            },
        ),
        card(
            "The trophy room",
            (Gouache, Daylight, Interior, Grotesque),
            ["a family of deer taking tea in a hunting lodge", "the trophies on the wall above them: crossed rifles, a fish, and in the middle a hunter's head"],
            ("the fawn playing on the rug is wearing the hunter's green feathered hat", "hat"),
            ["The tables turned", "What goes around comes around", "The hunter always said he would have a stag's head over his fireplace one day; now a stag has his, and the fawn has his hat"],
            &["hunter's head on the wall", "deer at tea"],
            true,
            "A wood-panelled hunting lodge in daylight. On the wall hang three trophies on wooden shields: two crossed rifles, a big fish, and in the middle, larger than the others, the head of a man with a ginger beard and a shocked face. Below them a stag in a red jacket sits in a green armchair with a teacup, and a hind in a long flowered dress stands by another, holding a blue teapot. On the rug between them a spotted fawn plays, wearing a green hunting hat with a feather.",
            |c| {
                c.drew("lodge daylight wall trophy shield rifle hunter stag head fish man beard face jacket armchair teacup dress teapot rug fawn hat feather");
                // Panelled wall and floor, the daylight from a window.
                c.room(440.0);
                let mut d = String::new();
                for k in 0..9 {
                    let _ = write!(d, "M{} -10V432", k * 50 + 20);
                }
                c.stroke(&d, "#8a5a32", 4.0, 0.6);
                c.ellipse(210.0, 540.0, 170.0, 44.0, "#a83a2a", 1.0);
                c.ellipse(210.0, 540.0, 140.0, 32.0, "#c8703a", 1.0);
                // The trophies, each on a shield.
                let wood = "#7a4a22";
                for (x, y, r) in [(70.0, 150.0, 44.0), (200.0, 140.0, 66.0), (336.0, 150.0, 44.0)] {
                    c.path(&format!("M{} {}h{}v{}q0 {} -{} {}q-{} -{} -{} -{}Z", x - r, y - r, 2.0 * r, r, r * 0.8, r, r * 0.8, r, r * 0.4, r, r * 0.8), wood, 1.0);
                }
                // Two crossed rifles on the first.
                c.stroke("M34 112L106 180M106 112L34 180", "#3a3a40", 6.0, 1.0);
                c.path("M30 108l14 -4l6 14l-10 6ZM110 108l-14 -4l-6 14l10 6Z", "#5a3418", 1.0);
                c.path("M300 156Q336 124 366 150Q380 144 384 134V176Q378 166 366 162Q336 186 300 156Z", "#6a8a9a", 1.0);
                c.circle(312.0, 152.0, 3.0, "#1a1a1a", 1.0);
                c.stroke("M330 140q6 12 0 24", "#4a6a7a", 2.0, 1.0);
                let hunter = Look::new(0, "#5a6a3a", "#5a6a3a").hair(Hair::Short, 4).beard().face(Expr::Shock);
                lone_head(c, 200.0, 128.0, 40.0, &hunter);
                // The two armchairs and the stag and hind in them.
                let velvet = "#3a7a4a";
                for x in [90.0, 326.0] {
                    c.path(&format!("M{} 250Q{} 230 {} 250V470H{}Z", x - 70.0, x, x + 70.0, x - 70.0), velvet, 1.0);
                    c.rect(x - 86.0, 380.0, 172.0, 70.0, velvet, 1.0);
                    c.stroke(&format!("M{} 450v30M{} 450v30", x - 76.0, x + 76.0), "#3a2414", 8.0, 1.0);
                }
                let stag = Look::new(2, "#a82a2a", "#4a3a2a");
                let sip = sit_front().right_hand((18.0, -64.0), (12.0, -76.0));
                figure(c, &sip, 90.0, 480.0, 240.0, &stag, false);
                deer_head(c, 92.0, 258.0, 0.85, true);
                c.path("M108 296h16l-2 12h-12Z", "#f4f0e8", 1.0);
                let doe = Look::new(2, "#e8a0b0", "#e8a0b0");
                let pour = Pose { hem: Some((18.0, 36.0)), ..sit_front().left_hand((-18.0, -62.0), (-26.0, -70.0)) };
                figure(c, &pour, 326.0, 480.0, 230.0, &doe, false);
                c.dots(10, 300.0, 350.0, 330.0, 450.0, 4.0, "#f8f0a0");
                deer_head(c, 326.0, 264.0, 0.78, false);
                c.path("M272 300q4 -20 24 -18q18 2 18 18q0 16 -22 16q-18 0 -20 -16Z", "#3a6ab8", 1.0);
                c.stroke("M274 300l-16 -12M312 292q12 2 8 16M286 282h14", "#3a6ab8", 5.0, 1.0);
                // The fawn on the rug in the hunter's hat.
                let fawn = "#c8844a";
                c.stroke("M180 560v34M196 562v32M228 562v32M244 560v34", fawn, 8.0, 1.0);
                c.ellipse(212.0, 548.0, 42.0, 22.0, fawn, 1.0);
                c.dots(8, 186.0, 240.0, 536.0, 556.0, 3.5, "#f8ecd8");
                deer_head(c, 168.0, 512.0, 0.55, false);
                c.path("M140 490Q168 460 196 490L208 498H128Z", "#5ab83a", 1.0);
                c.stroke("M140 490H200", "#2a5a1a", 4.0, 1.0);
                c.stroke("M188 480Q210 452 222 430", "#e82a1a", 7.0, 1.0);
            },
        ),
        card(
            "The cellar stairs",
            (InkWash, Monochrome, CutAway, Eerie),
            ["a girl with a candle going down the cellar stairs", "the pale hands reaching up between the steps behind her"],
            ("her cat in the doorway above will not come down", "cat"),
            [
                "Don't look back",
                "Curiosity killed the cat",
                "She went down for one more jar of jam, and only the cat at the top of the stairs saw what was waiting between the steps",
            ],
            &["hands between the steps", "cellar by candlelight"],
            true,
            "A house cut open to show the way down to its cellar. A steep wooden staircase without backs to its steps runs down from a lit doorway at the top left into darkness. Halfway down a girl in a long white nightdress holds up a candle and peers into the cellar below. Behind her, in the dark under the staircase, two long pale hands reach up between the steps towards her bare ankles. Up in the doorway a cat stands arched and bristling and will not come down. Shelves of jars stand in the cellar below.",
            |c| {
                c.drew("house cellar staircase step doorway darkness girl nightdress candle hand ankle cat shelf jar");
                c.c.full("#101014", 1.0);
                // The lit doorway at the top left and the wall.
                c.rect(-10.0, -10.0, 420.0, 120.0, "#3a3a40", 1.0);
                c.rect(20.0, 20.0, 90.0, 120.0, "#e8e4d8", 1.0);
                c.path("M20 140H110L240 600H0Z", "#e8e4d8", 0.08);
                // Shelves of jars in the cellar below.
                c.stroke("M250 420H400M250 490H400", "#4a4a50", 6.0, 1.0);
                for (k, x) in [262.0, 290.0, 318.0, 346.0, 374.0].iter().enumerate() {
                    c.rect(*x, 388.0 - (k % 2) as f64 * 6.0, 18.0, 30.0 + (k % 2) as f64 * 6.0, "#6a6a70", 1.0);
                    c.rect(*x, 458.0, 18.0, 30.0, "#5a5a60", 1.0);
                }
                // The pale hands reaching up between the steps.
                c.stroke("M230 620Q236 520 214 430", "#c8c8c4", 16.0, 1.0);
                c.stroke("M280 620Q270 540 250 468", "#c8c8c4", 16.0, 1.0);
                for (x, y, a) in [(212.0, 426.0, -10.0), (248.0, 464.0, -20.0)] {
                    c.g(&format!("transform=\"translate({x} {y}) rotate({a})\""));
                    c.ellipse(0.0, 0.0, 14.0, 12.0, "#d8d8d4", 1.0);
                    c.stroke("M-10 -4L-22 -30M-4 -8L-8 -38M4 -8L6 -38M10 -4L20 -30M12 4L26 -6", "#d8d8d4", 5.0, 1.0);
                    c.end();
                }
                // The open staircase, its steps drawn over the hands.
                c.stroke("M100 140L300 600", "#6a5a4a", 10.0, 1.0);
                let mut steps = String::new();
                for k in 0..9 {
                    let t = k as f64 / 9.0;
                    let (x, y) = (100.0 + 200.0 * t, 160.0 + 440.0 * t);
                    steps.push_str(&format!("M{:.0} {:.0}h-60", x, y));
                }
                c.stroke(&steps, "#8a7a6a", 12.0, 1.0);
                // The girl halfway down, holding up the candle.
                let girl = Look::new(0, "#f4f2ec", "#f4f2ec").hair(Hair::Long, 1).face(Expr::Worry).turn(0.6).gaze(Gaze::Side(1.0));
                let peer = Pose {
                    elbows: [(12.0, -70.0), (-10.0, -60.0)],
                    hands: [(22.0, -84.0), (-12.0, -48.0)],
                    hem: Some((16.0, -4.0)),
                    ..stand()
                };
                figure_unshadowed(c, &peer, 156.0, 356.0, 190.0, &girl, false);
                c.rect(194.0, 186.0, 8.0, 22.0, "#f8f4e8", 1.0);
                c.path("M198 186Q190 174 198 162Q206 174 198 186Z", "#f8e8a0", 1.0);
                c.soft();
                c.glow(198.0, 180.0, 70.0, "#fff8e0", 0.45);
                c.end();
                // The cat in the doorway, back arched.
                c.path("M40 140Q44 104 66 100Q90 96 96 140Z", "#1a1a1a", 1.0);
                c.circle(44.0, 112.0, 12.0, "#1a1a1a", 1.0);
                c.path("M36 104l2 -12l8 8ZM48 100l8 -8l2 12Z", "#1a1a1a", 1.0);
                c.stroke("M96 130q14 -20 4 -40", "#1a1a1a", 5.0, 1.0);
                c.circle(40.0, 112.0, 2.5, "#f8f0a0", 1.0);
                c.circle(48.0, 112.0, 2.5, "#f8f0a0", 1.0);
            },
        ),
        card(
            "Held through the winter",
            (Woodcut, Winter, Hands, Grotesque),
            ["bare hands rising out of the snow", "a little bird made of fire"],
            ("where one of its burning feathers fell, a green shoot has come up through the snow", "green shoot"),
            ["Hopeful", "Keep the home fires burning", "All winter someone under the snow held up the little firebird; today one of its feathers fell, and the first green shoot came up where it landed"],
            &["firebird", "hands out of the snow"],
            true,
            "Night in deep snow at the edge of a dark wood. Two bare hands rise out of the snow up to the wrists, cupped together, and hold up a small bird made of fire: its wings, tail and crest are flames and its beak is open in song, and its light warms the fingers and the snow around. Snowflakes fall all round. Beside the hands one of its feathers has dropped onto the snow, still burning, and a green shoot has come up through the snow where it fell.",
            |c| {
                c.drew("snow hand finger wrist bird fire flame wing tail crest beak feather shoot wood tree night snowflake");
                // Hands that fill the card, seen close.
                c.person(600.0);
                // A black winter night gouged with cuts, a dark wood along the
                // skyline, and deep snow in front.
                c.c.full("#0c1028", 1.0);
                c.stroke("M-10 60l50 16M120 24l40 12M260 70l60 18M300 150l40 12M20 190l36 12", "#3a4a8a", 3.0, 1.0);
                // The warm light of the bird over the night.
                c.circle(200.0, 330.0, 112.0, "#6a2a14", 1.0);
                let mut firs = String::new();
                for k in 0..9 {
                    let (x, h) = (k as f64 * 50.0 - 10.0, [70.0, 110.0, 84.0, 60.0, 96.0, 120.0, 76.0, 100.0, 66.0][k]);
                    let _ = write!(firs, "M{} 470L{} {}L{} 470Z", x - 28.0, x, 470.0 - h, x + 28.0);
                }
                c.path(&firs, "#1c2850", 1.0);
                c.path("M-20 462Q100 448 200 458Q300 468 420 452V620H-20Z", "#eef2fa", 1.0);
                c.ellipse(200.0, 500.0, 170.0, 40.0, "#f8d8a8", 1.0);
                c.stroke("M10 520q60 -10 80 -4M300 506q50 -8 90 0M40 580q80 -10 140 -2M250 590q60 -8 130 -6", "#8a9ac8", 4.0, 1.0);
                // The wet dark rings the warmth has melted round the wrists.
                for x in [137.0, 263.0] {
                    c.ellipse(x, 524.0, 46.0, 13.0, "#3a2a34", 1.0);
                }
                // The two bare hands rising out of the snow, cupped together.
                for m in [false, true] {
                    if m {
                        c.g("transform=\"matrix(-1 0 0 1 400 0)\"");
                    }
                    Hand::new("#d8946a", "#8a4a30").fingers(0.95).outline("#140a0c", 2.4).draw(c, 150.0, 470.0, 2.5, 14.0);
                    c.stroke("M112 372l6 8M118 350l6 6", "#140a0c", 3.0, 1.0);
                    if m {
                        c.end();
                    }
                }
                // The lip of snow in front, swallowing the arms.
                c.path("M-20 528Q60 520 92 526Q137 540 182 526Q200 522 218 526Q263 540 308 526Q360 518 420 526V620H-20Z", "#eef2fa", 1.0);
                c.stroke("M92 530Q137 544 182 530M218 530Q263 544 308 530", "#8a9ac8", 3.0, 1.0);
                // The firebird sitting in the cupped hands, singing: wings,
                // tail and crest of flame, in three flat cuts of colour.
                let flames = "M-6 -10C-36 -44 -10 -84 -34 -124C4 -100 20 -60 14 -8Z\
M6 -8C20 -56 50 -72 44 -118C76 -82 60 -30 30 0Z\
M30 6C62 -4 80 -34 72 -72C92 -44 94 -6 60 18Z\
M36 14C70 14 94 0 104 -26C108 4 86 30 44 28Z\
M-30 -40C-40 -60 -26 -70 -34 -88C-14 -72 -12 -54 -20 -40Z";
                let body = "M-48 -24C-48 -42 -30 -48 -20 -40C-8 -30 0 -14 20 -6C40 2 52 6 60 10C44 24 22 32 -2 30C-32 28 -48 4 -48 -24Z";
                c.g("transform=\"translate(200 372) scale(1.35)\"");
                c.stroke(flames, "#140a0c", 6.0, 1.0);
                c.path(flames, "#d8301a", 1.0);
                c.g("transform=\"translate(6 0) scale(.8 .82)\"");
                c.path(flames, "#ff9a1a", 1.0);
                c.end();
                c.stroke(body, "#140a0c", 6.0, 1.0);
                c.path(body, "#ffd24a", 1.0);
                c.path("M-44 -10C-40 14 -20 24 6 26C-12 18 -24 6 -28 -10Z", "#ff9a1a", 1.0);
                // Its beak open in song, and a round black eye.
                c.stroke("M-46 -34L-82 -38L-48 -22ZM-48 -18L-78 -6L-44 -10Z", "#140a0c", 5.0, 1.0);
                c.path("M-46 -34L-82 -38L-48 -22ZM-48 -18L-78 -6L-44 -10Z", "#ff6a1a", 1.0);
                c.circle(-32.0, -28.0, 5.5, "#140a0c", 1.0);
                c.circle(-31.0, -30.0, 1.8, "#ffffff", 1.0);
                c.end();
                // A burning feather fallen on the snow beside the hands, and
                // the green shoot come up where it fell.
                c.ellipse(320.0, 568.0, 64.0, 14.0, "#9aa4c8", 1.0);
                let feather = "M262 574C276 552 304 546 326 552C314 556 318 562 306 564C298 570 282 574 262 574Z";
                c.stroke(feather, "#140a0c", 5.0, 1.0);
                c.path(feather, "#ff8a1a", 1.0);
                c.stroke("M268 570Q296 558 322 553", "#ffe27a", 4.0, 1.0);
                c.stroke("M342 568Q336 540 346 514", "#140a0c", 8.0, 1.0);
                c.stroke("M342 568Q336 540 346 514", "#3a9a3a", 4.0, 1.0);
                let leaves = "M344 536Q322 526 316 504Q340 510 344 536ZM345 526Q360 506 380 508Q370 530 345 526Z";
                c.stroke(leaves, "#140a0c", 4.0, 1.0);
                c.path(leaves, "#5ac83a", 1.0);
                // Snow falling over everything.
                c.dots(30, 0.0, 400.0, 0.0, 460.0, 3.0, "#ffffff");
                c.dots(10, 0.0, 400.0, 0.0, 460.0, 5.0, "#ffffff");
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
                c.drew("scale lid rock floor helmet plume mane");
                c.full("#120810", 1.0);
                // The cave wall is the dragon's scaly face lying on the floor,
                // lit orange by its own eye and fading into the dark above.
                let hide = c.rad(&[(0.0, "#e07a2a", 1.0), (0.35, "#a8401e", 1.0), (0.7, "#4a1a18", 1.0), (1.0, "#160a0e", 1.0)], 0.5, 0.64, 0.62);
                c.path("M-20 -20H420V540H-20Z", &hide, 1.0);
                let (mut lead, mut lit, mut dim) = (String::new(), String::new(), String::new());
                for r in 0..20 {
                    for k in 0..13 {
                        let y = 158.0 + r as f64 * 19.0;
                        let x = -24.0 + k as f64 * 36.0 + (r % 2) as f64 * 18.0;
                        let (dx, dy) = ((x + 18.0 - 200.0) / 200.0, (y - 392.0) / 92.0);
                        if dx * dx + dy * dy < 1.0 || y > 520.0 {
                            continue;
                        }
                        lead.push_str(&format!("M{x} {y}q18 24 36 0"));
                        let d = ((x + 18.0 - 200.0).powi(2) + (y - 390.0).powi(2)).sqrt();
                        let hl = format!("M{} {}q10 10 20 0", x + 8.0, y + 7.0);
                        if d < 230.0 {
                            lit.push_str(&hl);
                        } else if d < 300.0 {
                            dim.push_str(&hl);
                        }
                    }
                }
                c.soft();
                c.stroke(&lead, "#1a0a0c", 3.5, 0.9);
                c.stroke(&lit, "#ffb454", 3.0, 0.9);
                c.stroke(&dim, "#c0642a", 2.5, 0.7);
                let dark = c.linv(&[(0.0, "#0a0406", 1.0), (0.45, "#0a0406", 0.75), (1.0, "#0a0406", 0.0)]);
                c.path("M-20 -20H420V300H-20Z", &dark, 1.0);
                c.end();
                // Horns and stalactites loom in the dark above.
                c.path("M54 214L10 96L96 196ZM346 214L390 96L304 196Z", "#8a6a50", 1.0);
                c.path("M-20 -20H420V40L392 40L378 120L356 36L300 30L282 96L262 26L160 28L140 110L122 30L60 34L40 92L22 30H-20Z", "#080406", 1.0);
                c.soft();
                c.glow(200.0, 390.0, 250.0, "#ff9a3a", 0.45);
                c.end();
                // The eye: a glowing almond under a heavy lid.
                let iris = c.rad(&[(0.0, "#fff6b0", 1.0), (0.3, "#ffd030", 1.0), (0.7, "#f08a10", 1.0), (1.0, "#9a2e08", 1.0)], 0.5, 0.45, 0.62);
                c.path("M10 388Q200 210 390 388Q200 560 10 388Z", &iris, 1.0);
                let mut fib = String::new();
                for i in 0..18 {
                    let a = std::f64::consts::PI * (0.08 + 0.84 * i as f64 / 17.0);
                    let (s, co) = (a.sin(), a.cos());
                    fib.push_str(&format!("M{:.0} {:.0}L{:.0} {:.0}", 200.0 + co * 44.0, 392.0 + s * 30.0 * co.signum().abs(), 200.0 + co * 170.0, 392.0 + s * 70.0));
                    fib.push_str(&format!("M{:.0} {:.0}L{:.0} {:.0}", 200.0 + co * 44.0, 392.0 - s * 20.0, 200.0 + co * 170.0, 392.0 - s * 60.0));
                }
                c.soft();
                c.stroke(&fib, "#c85a10", 2.5, 0.45);
                // The lid's shadow across the top of the eye.
                c.stroke("M10 392Q90 324 200 320Q310 324 390 392", "#6a1804", 30.0, 0.55);
                c.end();
                c.path("M200 300Q166 392 200 478Q234 392 200 300Z", "#0a0406", 1.0);
                c.stroke("M200 312Q172 392 200 466", "#ff5a1a", 2.5, 0.6);
                // The heavy lids, scaled in plates, their rims wet and lit.
                let lid = c.linv(&[(0.0, "#3a1416", 1.0), (0.7, "#8a3422", 1.0), (1.0, "#c05a2a", 1.0)]);
                c.path("M4 392Q90 318 200 314Q310 318 396 392L410 330Q300 250 200 246Q100 250 -10 330Z", &lid, 1.0);
                c.stroke("M30 352Q110 292 200 290Q290 292 370 352M60 320Q130 270 200 268Q270 270 340 320", "#2a0e0e", 3.5, 0.8);
                c.stroke("M16 384Q94 322 200 318Q306 322 384 384", "#ffc060", 3.0, 0.9);
                let low = c.linv(&[(0.0, "#d06a2a", 1.0), (1.0, "#5a2018", 1.0)]);
                c.path("M6 388Q200 566 394 388L404 412Q200 600 -4 412Z", &low, 1.0);
                c.stroke("M40 410Q200 540 360 410", "#2a0e0e", 3.5, 0.7);
                // Wet highlights: a bright window of light, a spark, a wet rim.
                c.soft();
                c.path("M112 360Q146 330 186 332Q150 344 124 372Z", "#ffffff", 0.95);
                c.circle(242.0, 348.0, 7.0, "#ffffff", 0.95);
                c.stroke("M60 420Q200 500 340 420", "#fffbe0", 2.5, 0.6);
                c.end();
                // The cave floor, lit orange before the eye.
                let floor = c.linv(&[(0.0, "#b8582a", 1.0), (1.0, "#24100e", 1.0)]);
                c.path("M-20 500Q100 470 200 484Q300 470 420 500V620H-20Z", &floor, 1.0);
                c.path("M-20 -20H30L14 120L36 260L6 420L30 520L-4 620H-20Z", "#080406", 1.0);
                for (x, y, r) in [(56.0, 540.0, 18.0), (290.0, 520.0, 10.0), (30.0, 590.0, 24.0)] {
                    c.ellipse(x, y, r * 1.5, r, "#4a2018", 1.0);
                }
                // Outside the cave mouth at the right, the dusk, and the
                // horse's pale head peeking in, eye rolled white with fright.
                let dusk = c.linv(&[(0.0, "#2a3a6a", 1.0), (1.0, "#c07a6a", 1.0)]);
                c.path("M420 392L380 424L352 520L336 620H420Z", &dusk, 1.0);
                horse_head(c, 396.0, 476.0, 0.95);
                c.circle(360.0, 476.0, 9.0, "#ffffff", 1.0);
                c.circle(354.0, 472.0, 4.5, "#1a1010", 1.0);
                // The tiny knight from behind, a dark silhouette against the
                // glow, his long shadow falling towards us, sword raised.
                let (x, y, h) = (140.0, 584.0, 186.0);
                c.soft();
                c.path(&format!("M{} {y}L{} 620H{}Z", x - 22.0, x - 60.0, x + 40.0), "#0a0406", 0.6);
                c.end();
                let mut k = Look::new(1, "#241820", "#1c1218").face(Expr::Back).hair(Hair::Short, 0);
                k.skin = "#241820";
                let stance = Pose {
                    knees: [(-10.0, -26.0), (9.0, -26.0)],
                    feet: [(-17.0, -2.0), (15.0, -2.0)],
                    elbows: [(-17.0, -64.0), (13.0, -84.0)],
                    hands: [(-22.0, -58.0), (10.0, -103.0)],
                    ..Pose::stand()
                };
                let (hx, hy) = (x + 10.0 * h / 100.0, y - 103.0 * h / 100.0);
                c.stroke(&format!("M{hx} {hy}L{} {}", hx - 34.0, hy - 136.0), "#e8eef4", 8.0, 1.0);
                c.stroke(&format!("M{} {}L{} {}", hx - 14.0, hy + 2.0, hx + 14.0, hy - 6.0), "#2a1c10", 7.0, 1.0);
                figure(c, &stance, x, y, h, &k, false);
                let hy0 = y - 91.0 * h / 100.0;
                c.path(&format!("M{} {}Q{} {} {x} {}Q{} {} {} {}Z", x - 15.0, hy0 + 16.0, x - 16.0, hy0 - 14.0, hy0 - 16.0, x + 16.0, hy0 - 14.0, x + 15.0, hy0 + 16.0), "#2a2028", 1.0);
                c.path(&format!("M{x} {}Q{} {} {} {}Q{} {} {} {}Z", hy0 - 14.0, x - 8.0, hy0 - 50.0, x - 40.0, hy0 - 38.0, x - 18.0, hy0 - 34.0, x - 4.0, hy0 - 10.0), "#8a1a1a", 1.0);
                c.stroke(&format!("M{} {}Q{x} {} {} {}", x - 13.0, hy0 - 8.0, hy0 - 18.0, x + 13.0, hy0 - 8.0), "#ffb454", 2.5, 0.9);
                c.circle(x - 42.0, y - 108.0, 24.0, "#2a1c22", 1.0);
                c.stroke(&format!("M{} {}a22 22 0 0 1 20 20", x - 60.0, y - 124.0), "#ffb454", 2.5, 0.8);
            },
        ),
        card(
            "Tying the leaves back on",
            (Gouache, Winter, WormsEye, Wistful),
            ["a bare black tree in deep winter", "a young man high in its branches tying red autumn leaves back onto the twigs one by one"],
            ("below, seen from behind, an old woman in a wheelchair wrapped in a blanket looks up at him", "wheelchair"),
            ["Not this year", "Where there's life there's hope", "She said she would go when the last leaf fell, so every night he climbs up with his bag and ties them back on, and from her wheelchair she pretends not to know"],
            &["leaves tied back on a tree", "woman in a wheelchair"],
            true,
            "Looking up from the foot of a tall bare tree on a winter day: its black trunk and branches, edged with snow, spread across a pale sky, with snow on the ground below. High on a branch a young man in a grey coat and a knitted hat stands with one arm round the trunk, reaching up to fasten a red leaf onto a twig with string. A dozen red leaves already hang on strings from the twigs around him, and a cloth bag full of red leaves hangs at his side. Below, seen from behind, an old woman wrapped in a blanket sits in a wheelchair and looks up at him.",
            |c| {
                c.drew("tree trunk branch twig snow sky ground man coat hat leaf string bag cloth woman blanket wheelchair wheel");
                // A pale winter sky, lighter low down, one soft light high on the left.
                c.c.rect(-10.0, -10.0, 420.0, 620.0, "#c4c8f4", 1.0);
                // The snow at the foot of the tree.
                c.path("M-10 556Q200 532 410 552V610H-10Z", "#f8f8fb", 1.0);
                c.path("M-10 590Q200 574 410 586V610H-10Z", "#c4c8f4", 1.0);
                let ink = "#1e1a20";
                let snow = "#fbfbfd";
                // A limb through the points, w0 wide at the trunk and w1 at its tip,
                // with a line of snow along its top.
                let limb = |c: &mut Ctx, pts: &[(f64, f64)], w0: f64, w1: f64| {
                    let s = crate::canvas::smooth_points(pts, 6);
                    let last = (s.len() - 1) as f64;
                    let band = crate::canvas::band_outline(&s, |i| w0 + (w1 - w0) * i as f64 / last);
                    c.path(&crate::canvas::poly_d_whole(&band), ink, 1.0);
                    let top: Vec<(f64, f64)> = s.iter().enumerate().map(|(i, &(x, y))| (x, y - (w0 + (w1 - w0) * i as f64 / last) * 0.42)).collect();
                    let band = crate::canvas::band_outline(&top, |i| (w0 + (w1 - w0) * i as f64 / last) * 0.3);
                    c.path(&crate::canvas::poly_d_whole(&band), snow, 1.0);
                };
                // The trunk, rising from the snow and narrowing overhead.
                c.path("M258 612Q284 420 290 220Q292 90 288 -10H312Q314 90 318 220Q330 420 356 612Z", ink, 1.0);
                let limbs: [(&[super::scene::Pt], f64, f64); 6] = [
                    (&[(300.0, 346.0), (240.0, 338.0), (170.0, 322.0), (100.0, 292.0), (40.0, 254.0), (-20.0, 232.0)], 30.0, 6.0),
                    (&[(298.0, 224.0), (230.0, 176.0), (160.0, 118.0), (104.0, 50.0), (76.0, -20.0)], 22.0, 5.0),
                    (&[(306.0, 270.0), (356.0, 228.0), (400.0, 200.0), (430.0, 184.0)], 24.0, 8.0),
                    (&[(306.0, 140.0), (346.0, 96.0), (390.0, 56.0), (430.0, 36.0)], 16.0, 5.0),
                    (&[(314.0, 450.0), (370.0, 414.0), (430.0, 396.0)], 26.0, 10.0),
                    (&[(298.0, 70.0), (262.0, 30.0), (240.0, -20.0)], 12.0, 4.0),
                ];
                // Twigs out of the limbs, forking twice; their tips are kept
                // to hang leaves on.
                let mut twigs = String::new();
                let mut tips = Vec::new();
                let mut stack = Vec::new();
                for (pts, _, _) in limbs.iter() {
                    for w in pts.windows(2).skip(1) {
                        let (a, b) = (w[0], w[1]);
                        let ang = (b.1 - a.1).atan2(b.0 - a.0);
                        for s in [-1.0, 1.0] {
                            stack.push((b.0, b.1, ang + s * c.r(0.4, 0.8), c.r(40.0, 60.0), 0));
                        }
                    }
                }
                while let Some((x, y, a, l, k)) = stack.pop() {
                    let (x2, y2) = (x + l * f64::cos(a), y + l * f64::sin(a));
                    let _ = write!(twigs, "M{:.0} {:.0}L{:.0} {:.0}", x, y, x2, y2);
                    if k < 1 {
                        for s in [-1.0, 1.0] {
                            stack.push((x2, y2, a + s * c.r(0.3, 0.6), l * 0.65, k + 1));
                        }
                    } else {
                        tips.push((x2, y2));
                    }
                }
                c.stroke(&twigs, ink, 3.0, 1.0);
                for (pts, w0, w1) in limbs.iter() {
                    limb(c, pts, *w0, *w1);
                }
                // The twig he is tying onto, over his raised hand.
                c.stroke("M214 140Q190 96 150 44", ink, 5.0, 1.0);
                // A red leaf hanging on a string tied round a twig at (x, y).
                let leaf = |c: &mut Ctx, x: f64, y: f64, a: f64, s: f64| {
                    let col = c.pick(&["#d8241a", "#e8401c", "#c41818", "#e0301a"]);
                    c.g(&format!("transform=\"translate({x:.0} {y:.0}) rotate({a:.0}) scale({s:.2})\""));
                    c.stroke("M0 -2V10M-4 -3L0 0L4 -3", "#f0e6cc", 1.6, 1.0);
                    c.path("M0 8Q14 14 11 30Q6 42 0 48Q-6 42 -11 30Q-14 14 0 8Z", col, 1.0);
                    c.stroke("M0 10V46M0 22l7 -5M0 30l-7 -5M0 36l6 -4", "#7a0c0a", 1.4, 0.7);
                    c.end();
                };
                // A dozen already tied on round where he stands.
                let mut near: Vec<(f64, f64)> = tips
                    .iter()
                    .copied()
                    .filter(|&(x, y)| {
                        let (dx, dy) = (x - 240.0, y - 200.0);
                        (dx * dx + dy * dy).sqrt() < 220.0 && x > 16.0 && x < 384.0 && !(x > 168.0 && x < 290.0 && y > 90.0 && y < 340.0) && y < 320.0
                    })
                    .collect();
                near.sort_by(|a, b| (a.0 * 7.0 + a.1).total_cmp(&(b.0 * 7.0 + b.1)));
                let step = (near.len() / 15).max(1);
                for &(x, y) in near.iter().step_by(step).take(15) {
                    let a = c.r(-14.0, 14.0);
                    leaf(c, x, y, a, 1.1);
                }
                // And a few on the far side of the trunk.
                c.stroke("M338 244Q354 220 368 196M330 114Q346 92 358 64M380 208Q388 190 386 168", ink, 3.0, 1.0);
                for (x, y) in [(368.0, 196.0), (358.0, 64.0), (386.0, 168.0)] {
                    let a = c.r(-14.0, 14.0);
                    leaf(c, x, y, a, 1.1);
                }
                // The young man on the branch, one arm round the trunk, the
                // other up at the twig.
                let lad = Look::new(2, "#4a5260", "#2a2a34").hair(Hair::Short, 1).face(Expr::Calm).gaze(Gaze::Up).turn(-0.5).wear(Hat::Knitted, "#6a6a74").hands(Grip::Fist, Grip::Open);
                let climb = Pose { feet: [(-8.0, -2.0), (6.0, -2.0)], ..stand() }.left_hand((-16.0, -92.0), (-22.0, -112.0)).right_hand((18.0, -64.0), (34.0, -70.0));
                figure_unshadowed(c, &climb, 228.0, 332.0, 238.0, &lad, false);
                // The leaf in his hand, its string round the twig.
                leaf(c, 173.0, 64.0, 8.0, 1.2);
                // His cloth bag of leaves on a strap from the shoulder.
                c.stroke("M248 146Q226 190 200 224", "#8a7a5e", 5.0, 1.0);
                for (x, a) in [(186.0, -30.0), (200.0, 10.0), (212.0, 30.0)] {
                    leaf(c, x, 222.0, a + 180.0, 0.9);
                }
                c.path("M174 228Q202 220 226 228Q232 264 216 282Q196 290 180 282Q166 262 174 228Z", "#c8b48e", 1.0);
                c.stroke("M176 236Q200 230 224 236", "#8a7a5e", 2.0, 0.8);
                // The old woman in her wheelchair, seen from behind, looking up.
                let (wx, wy) = (108.0, 420.0);
                // The far wheel, barely showing, and the near one with its spokes.
                c.ellipse(wx - 74.0, wy + 124.0, 12.0, 66.0, "#2a2a30", 1.0);
                let (rx, ry) = (wx + 80.0, wy + 126.0);
                c.stroke(&format!("M{rx} {}a36 70 0 1 0 0.1 0", ry - 70.0), "#2a2a30", 9.0, 1.0);
                c.stroke(&format!("M{rx} {}a27 57 0 1 0 0.1 0", ry - 57.0), "#9a9aa4", 2.5, 1.0);
                c.stroke(&format!("M{rx} {}v140M{} {ry}h72M{} {}l50 100M{} {}l-50 100", ry - 70.0, rx - 36.0, rx - 25.0, ry - 50.0, rx + 25.0, ry - 50.0), "#7a7a84", 1.5, 1.0);
                c.circle(rx, ry, 6.0, "#2a2a30", 1.0);
                // The chair's back and its two handles.
                c.rect(wx - 70.0, wy + 30.0, 138.0, 132.0, "#3a3440", 1.0);
                c.stroke(&format!("M{} {}V{}M{} {}V{}", wx - 66.0, wy + 60.0, wy + 10.0, wx + 64.0, wy + 60.0, wy + 10.0), "#8a8a94", 6.0, 1.0);
                c.stroke(&format!("M{} {}v-18M{} {}v-18", wx - 66.0, wy + 12.0, wx + 64.0, wy + 12.0), "#1a1a1e", 9.0, 1.0);
                // Her neck, craned up.
                c.ellipse(wx + 6.0, wy + 2.0, 13.0, 18.0, "#d8a07a", 1.0);
                // The blanket round her shoulders and down over the chair, its
                // point and fringe down her back.
                c.path(&format!("M{} {}Q{} {} {} {}Q{wx} {} {} {}Q{} {} {} {}Q{wx} {} {} {}Z", wx - 60.0, wy + 156.0, wx - 68.0, wy + 30.0, wx - 26.0, wy + 8.0, wy - 2.0, wx + 26.0, wy + 8.0, wx + 66.0, wy + 30.0, wx + 58.0, wy + 156.0, wy + 166.0, wx - 60.0, wy + 156.0), "#b07a44", 1.0);
                c.poly(&[(wx - 62.0, wy + 36.0), (wx + 62.0, wy + 36.0), (wx + 4.0, wy + 136.0)], "#8a4e2e", 1.0);
                c.stroke(&format!("M{} {}L{} {}L{} {}", wx - 62.0, wy + 36.0, wx + 4.0, wy + 136.0, wx + 62.0, wy + 36.0), "#e0c08a", 3.0, 1.0);
                c.stroke(&format!("M{} {}l-3 12M{} {}l0 12M{} {}l3 12", wx, wy + 136.0, wx + 4.0, wy + 138.0, wx + 8.0, wy + 136.0), "#8a4e2e", 2.5, 1.0);
                // Her head tipped back and over towards him.
                let her = Look { hair_color: "#eeeef4", ..Look::new(1, "#b07a44", "#3a3440").old().hair(Hair::Bun, 5).face(Expr::Back) };
                lone_head(c, wx + 8.0, wy - 24.0, 34.0, &her);
            },
        ),
    ]
}

/// A pale horse's head peeking in from the right edge, its muzzle towards the
/// left, the top of the neck at (x, y), `s` = 1 for a head 110 long.
fn horse_head(c: &mut Ctx, x: f64, y: f64, s: f64) {
    c.drew("horse head mane ear eye nostril");
    c.g(&format!("transform=\"translate({x} {y}) scale({s})\""));
    c.path("M40 -12Q0 -32 -28 -20L-92 42Q-106 58 -96 72Q-80 82 -64 74Q-44 70 -32 62Q-12 72 -2 92L40 124Z", "#ece2cc", 1.0);
    c.path("M-14 -22L-18 -60L-32 -20Z", "#ece2cc", 1.0);
    c.path("M-12 -26Q16 -36 40 -24V2Q16 -12 -4 -14Z", "#5a3a22", 1.0);
    c.circle(-38.0, 0.0, 6.0, "#1a1010", 1.0);
    c.ellipse(-90.0, 58.0, 5.0, 3.5, "#5a3a3a", 1.0);
    c.stroke("M-76 38L-62 72M-30 -12L-54 52", "#6a2a1a", 4.0, 1.0);
    c.end();
}

/// A moth seen from above at (x, y), `s` times its size (160 wide), its
/// head turned `rot` degrees from straight up: two pairs of pale wings with
/// eye spots, a furry body and feathery antennae.
/// A bent finger through its joints `pts`, `w` wide at the knuckle: each
/// joint a little narrower, darker towards the palm and lit towards the tip,
/// creased at the joints and nailed at the tip.
fn finger(c: &mut Ctx, pts: &[(f64, f64)], w: f64) {
    let n = pts.len() - 1;
    let mut all = format!("M{:.0} {:.0}", pts[0].0, pts[0].1);
    for p in &pts[1..] {
        let _ = write!(all, "L{:.0} {:.0}", p.0, p.1);
    }
    c.add(&format!("<path d=\"{all}\" fill=\"none\" stroke=\"#120806\" stroke-width=\"{:.0}\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>", w + 5.0));
    let cols = ["#b03c10", "#e05a20", "#f47838"];
    let mut crease = String::new();
    for i in 0..n {
        let (a, b) = (pts[i], pts[i + 1]);
        let wi = w * (1.0 - 0.1 * i as f64);
        let col = cols[(i + 3 - n).min(2)];
        c.stroke(
            &format!("M{:.0} {:.0}L{:.0} {:.0}", a.0, a.1, b.0, b.1),
            col,
            wi,
            1.0,
        );
        if i > 0 {
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let l = (dx * dx + dy * dy).sqrt();
            let (nx, ny) = (-dy / l * wi * 0.3, dx / l * wi * 0.3);
            for o in [0.0, 5.0] {
                let (cx, cy) = (a.0 + dx / l * o, a.1 + dy / l * o);
                let _ = write!(
                    crease,
                    "M{:.0} {:.0}L{:.0} {:.0}",
                    cx - nx,
                    cy - ny,
                    cx + nx,
                    cy + ny
                );
            }
        }
    }
    c.stroke(&crease, "#4a1c0c", 2.0, 0.9);
    let (a, b) = (pts[n - 1], pts[n]);
    let ang = (b.1 - a.1).atan2(b.0 - a.0).to_degrees();
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let l = (dx * dx + dy * dy).sqrt();
    let (tx, ty) = (b.0 - dx / l * w * 0.2, b.1 - dy / l * w * 0.2);
    c.c.add(&format!("<ellipse cx=\"{tx:.0}\" cy=\"{ty:.0}\" rx=\"{:.1}\" ry=\"{:.1}\" transform=\"rotate({ang:.0} {tx:.0} {ty:.0})\" fill=\"#ffd0a0\" stroke=\"none\"/>", w * 0.34, w * 0.26));
}

fn moth(c: &mut Ctx, x: f64, y: f64, s: f64, rot: f64) {
    c.g(&format!(
        "transform=\"translate({x:.0} {y:.0}) rotate({rot:.0}) scale({s:.2})\""
    ));
    for k in [-1.0, 1.0] {
        c.path(
            &format!(
                "M0 4Q{} 10 {} 36Q{} 60 {} 42Q{} 26 0 12Z",
                k * -40.0,
                k * -54.0,
                k * -38.0,
                k * -14.0,
                k * -4.0
            ),
            "#cfc2a6",
            1.0,
        );
        c.path(
            &format!(
                "M0 -6Q{} -48 {} -42Q{} -14 {} 4Q{} 10 0 4Z",
                k * -30.0,
                k * -80.0,
                k * -86.0,
                k * -62.0,
                k * -30.0
            ),
            "#efe6d0",
            1.0,
        );
        c.stroke(
            &format!("M{} -40Q{} -14 {} 4", k * -80.0, k * -86.0, k * -62.0),
            "#6a5a46",
            6.0,
            1.0,
        );
        c.c.circle(k * -50.0, -18.0, 12.0, "#2a2018", 1.0);
        c.c.circle(k * -50.0, -18.0, 6.0, "#f4e8d0", 1.0);
        c.c.circle(k * -50.0, -18.0, 2.5, "#2a2018", 1.0);
        c.c.circle(k * -34.0, 34.0, 7.0, "#3a2e22", 1.0);
        c.c.circle(k * -34.0, 34.0, 3.0, "#e8dcc0", 1.0);
        // A feathery antenna.
        let mut d = format!("M{} -28Q{} -50 {} -62", k * 3.0, k * 10.0, k * 26.0);
        for i in 0..6 {
            let t = i as f64 / 6.0;
            let (ax, ay) = (k * (4.0 + 20.0 * t), -30.0 - 32.0 * t);
            let _ = write!(
                d,
                "M{ax:.0} {ay:.0}l{:.0} -4M{ax:.0} {ay:.0}l{:.0} 5",
                k * -6.0,
                k * 6.0
            );
        }
        c.stroke(&d, "#3a2e22", 2.2, 1.0);
    }
    c.c.ellipse(0.0, 6.0, 9.0, 30.0, "#8a7458", 1.0);
    c.stroke("M-7 -6h14M-8 6h16M-7 18h14M-5 28h10", "#4a3a2a", 2.0, 1.0);
    c.c.circle(0.0, -26.0, 8.0, "#5a4836", 1.0);
    c.end();
}

/// A deer's head seen from the front, centred on (x, y), `s` = 1 for a head
/// 80 tall: ears out to the sides, a long face, a pale muzzle and a black
/// nose, and a stag's antlers if `antlers`.
fn deer_head(c: &mut Ctx, x: f64, y: f64, s: f64, antlers: bool) {
    c.drew("deer head ear eye nose muzzle");
    let p = |dx: f64, dy: f64| format!("{} {}", Num(x + dx * s), Num(y + dy * s));
    let brown = "#a8683a";
    if antlers {
        c.drew("antler antlers");
        let mut d = String::new();
        for side in [-1.0, 1.0] {
            let _ = write!(
                d,
                "M{}Q{} {}M{}L{}M{}L{}",
                p(side * 14.0, -28.0),
                p(side * 30.0, -70.0),
                p(side * 56.0, -86.0),
                p(side * 26.0, -56.0),
                p(side * 12.0, -80.0),
                p(side * 42.0, -78.0),
                p(side * 40.0, -104.0)
            );
        }
        c.stroke(&d, "#c8a060", 7.0 * s, 1.0);
    }
    for side in [-1.0, 1.0] {
        c.path(
            &format!(
                "M{}Q{} {}Q{} {}Z",
                p(side * 18.0, -22.0),
                p(side * 50.0, -40.0),
                p(side * 54.0, -20.0),
                p(side * 40.0, -8.0),
                p(side * 18.0, -10.0)
            ),
            brown,
            1.0,
        );
    }
    c.path(
        &format!(
            "M{}Q{} {}Q{} {}Q{} {}Q{} {}Z",
            p(-22.0, -22.0),
            p(0.0, -38.0),
            p(22.0, -22.0),
            p(24.0, 12.0),
            p(10.0, 38.0),
            p(0.0, 46.0),
            p(-10.0, 38.0),
            p(-24.0, 12.0),
            p(-22.0, -22.0)
        ),
        brown,
        1.0,
    );
    c.ellipse(x, y + 32.0 * s, 12.0 * s, 11.0 * s, "#e8cca8", 1.0);
    c.ellipse(x, y + 36.0 * s, 7.0 * s, 5.0 * s, "#1a1210", 1.0);
    for side in [-1.0, 1.0] {
        c.circle(x + side * 12.0 * s, y - 4.0 * s, 4.5 * s, "#1a1210", 1.0);
        c.circle(
            x + side * 12.0 * s + 1.5 * s,
            y - 5.5 * s,
            1.5 * s,
            "#ffffff",
            1.0,
        );
    }
}
