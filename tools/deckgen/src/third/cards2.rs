//! Cards 51–100 of the third edition.

use super::people::{poses::*, *};
use super::scene::{bird, stars, Ctx};
use super::style::{Palette::*, Technique::*};
use super::Mood::*;
use super::Viewpoint::*;
use super::{card, Card};
use crate::canvas::{star_d, Num};
use crate::second::figures::{Hand, Pose};
use std::fmt::Write as _;

pub fn cards() -> Vec<Card> {
    vec![
        card(
            "Bigger on the inside",
            (Gouache, WarmInterior, Interior, Tender),
            ["a blanket fort in a dark living room", "inside it, the whole night sky"],
            ("her small red sock lies dropped at the way in", "sock"),
            ["Wonder", "Bigger on the inside", "She dropped a sock at the way in; by the time her father crawled in after it, she was already halfway to the moon"],
            &["blanket fort", "sky indoors"],
            true,
            "A dark living room at night. A sheet thrown over two chairs makes a fort that glows warm from within. Through its opening there is no room at all but a deep night sky full of stars with a crescent moon, and far inside a small girl in a nightdress walks away among the stars. A father is crawling in after her on his belly: only his legs and striped socks are still outside on the rug, and beside them lies her small red sock.",
            |c| {
                c.drew("room night sheet chair fort opening sky star moon girl nightdress father rug sock leg");
                // The dark room, its floor and a rug where the fort stands.
                c.c.full("#1a0b06", 1.0);
                c.c.rect(-10.0, 420.0, 420.0, 200.0, "#2c150a", 1.0);
                c.glow(200.0, 420.0, 250.0, "#ffa848", 0.3);
                c.ellipse(200.0, 520.0, 196.0, 62.0, "#5a1a12", 1.0);
                c.ellipse(200.0, 520.0, 178.0, 52.0, "#8a3a1e", 1.0);
                // The two chairs' backs standing up under the sheet.
                for x in [72.0, 328.0] {
                    c.stroke(&format!("M{} 330V150M{} 330V150", x - 22.0, x + 22.0), "#3a1a0c", 9.0, 1.0);
                    c.rect(x - 30.0, 136.0, 60.0, 16.0, "#4a220e", 1.0);
                }
                // The sheet over them, lit from within, sagging between the
                // chairs and spreading out on the floor.
                let lit = c.rad(&[(0.0, "#fff0c0", 1.0), (0.6, "#f6c068", 1.0), (1.0, "#c07a32", 1.0)], 0.5, 0.62, 0.62);
                c.path("M12 486L42 184Q46 158 76 160Q200 226 324 160Q354 158 358 184L390 486Q200 506 12 486Z", &lit, 1.0);
                c.stroke("M76 162Q64 340 38 480M324 162Q336 340 362 480M120 186Q112 360 96 488M282 186Q290 360 306 488", "#b06a2a", 3.0, 0.6);
                // The opening: no room behind it, the night sky.
                let d = "M110 490Q116 310 200 246Q284 310 290 490Z";
                let sky = c.linv(&[(0.0, "#050a2a", 1.0), (1.0, "#1a2a6e", 1.0)]);
                c.path(d, &sky, 1.0);
                c.clip(d);
                let mut st = String::new();
                for (x, y, r) in [(146.0, 400.0, 6.0), (176.0, 306.0, 4.0), (256.0, 384.0, 7.0), (266.0, 456.0, 4.0), (136.0, 466.0, 3.5), (220.0, 446.0, 3.0), (160.0, 350.0, 3.0), (212.0, 276.0, 3.0), (250.0, 330.0, 3.0)] {
                    st.push_str(&star_d(x, y, r));
                }
                c.path(&st, "#fff4c8", 1.0);
                c.dots(34, 112.0, 288.0, 260.0, 488.0, 1.3, "#e8eeff");
                // The crescent moon.
                c.circle(230.0, 318.0, 21.0, "#ffe890", 1.0);
                c.circle(240.0, 311.0, 19.0, "#07102f", 1.0);
                c.end();
                c.stroke(d, "#8a4a1a", 5.0, 1.0);
                // Far in, the girl in her nightdress walking away among the stars.
                let girl = Look::new(1, "#e8ecff", "#e8ecff").hair(Hair::Bun, 3).face(Expr::Back);
                let step = Pose { head_r: 9.0, hem: Some((0.0, -14.0)), ..walk() };
                figure_unshadowed(c, &step, 194.0, 448.0, 84.0, &girl, false);
                // The father's legs, lying on the rug, gone in up to the knees:
                // jeans, and striped socks with their soles to us. He is drawn
                // life size, though most of him is already in the sky.
                c.person(300.0);
                for (x0, x1, tilt) in [(178.0, 140.0, -10.0), (222.0, 262.0, 10.0)] {
                    c.path(&format!("M{} 488L{} 548L{} 548L{} 488Z", x0 - 19.0, x1 - 22.0, x1 + 22.0, x0 + 19.0), "#2a3c62", 1.0);
                    c.stroke(&format!("M{} 492L{} 546", x0 + 10.0, x1 + 12.0), "#3e5888", 4.0, 0.8);
                    c.g(&format!("transform=\"translate({x1} 552) rotate({tilt})\""));
                    c.path("M-21 -4Q-22 -14 0 -14Q22 -14 21 -4L20 26Q18 50 0 52Q-18 50 -20 26Z", "#f2e8d0", 1.0);
                    c.stroke("M-21 0H21M-21 12H21M-20 24H20", "#2a5a9a", 5.0, 1.0);
                    c.ellipse(0.0, 38.0, 13.0, 10.0, "#b8ac94", 1.0);
                    c.end();
                }
                // Her small red sock, dropped at the way in.
                c.path("M300 530Q300 516 310 516L318 516Q320 536 334 540Q344 546 338 552Q320 556 304 546Q298 540 300 530Z", "#d8202a", 1.0);
                c.stroke("M300 520H320", "#f4e0c0", 4.0, 1.0);
            },
        ),
        card(
            "Darning the moon",
            (GoldTempera, WarmInterior, Interior, Wistful),
            ["an old woman's quiet evening mending", "the moon she holds in her lap to mend on"],
            ("through the window behind her the night sky has stars but no moon", "window"),
            [
                "Making do",
                "A stitch in time saves nine",
                "Every month the moon wears thin, and every month it comes down to her window to be mended before the night is over",
            ],
            &["moon as a darning egg", "sky without its moon"],
            true,
            "A small dark room at night lit by one oil lamp on a small table. An old woman with white hair, spectacles and a shawl sits in a big armchair, calmly darning. In her lap she holds the full moon, a pale glowing disc, with a worn grey woollen sock stretched over it; its light shines up through the thin heel and through the hole she is closing with a needle and a long silver thread, lighting her face from below. A basket of wool stands at her feet. Behind her a dark window shows stars and no moon.",
            |c| {
                c.drew("room night oil lamp table lap woman hair spectacles shawl armchair moon disc sock heel hole needle thread basket wool window star sky");
                // A plain room of dark gold, the floor darker.
                let wall = c.c.linv(&[(0.0, "#2a1606", 1.0), (1.0, "#5a3812", 1.0)]);
                c.c.rect(-10.0, -10.0, 420.0, 500.0, &wall, 1.0);
                c.c.rect(-10.0, 486.0, 420.0, 130.0, "#24120a", 1.0);
                let dark = c.c.rad(&[(0.0, "#000000", 0.0), (0.5, "#000000", 0.2), (1.0, "#000000", 0.8)], 0.5, 0.6, 0.7);
                c.c.rect(-10.0, -10.0, 420.0, 620.0, &dark, 1.0);
                // The window: night, stars, and a clear place where the moon should be.
                c.rect(38.0, 52.0, 124.0, 176.0, "#7a5020", 1.0);
                c.rect(48.0, 62.0, 104.0, 156.0, "#0a1030", 1.0);
                c.circle(100.0, 112.0, 28.0, "#18224a", 1.0);
                stars(&mut c.c, &[(62.0, 78.0, 4.0), (140.0, 84.0, 5.0), (66.0, 160.0, 5.0), (136.0, 144.0, 4.0), (90.0, 200.0, 4.0), (138.0, 196.0, 3.5), (60.0, 118.0, 3.0), (144.0, 116.0, 3.0), (100.0, 70.0, 3.0)], "#fff4c8", 1.0);
                // The big armchair.
                c.path("M80 480V170Q80 124 210 124Q340 124 340 170V480Z", "#4a1a14", 1.0);
                c.path("M52 486V304Q52 280 82 280Q110 280 110 304V486ZM310 486V304Q310 280 338 280Q368 280 368 304V486Z", "#6a2418", 1.0);
                // The oil lamp on a small table at her side.
                c.rect(320.0, 330.0, 80.0, 10.0, "#3a200c", 1.0);
                c.stroke("M330 340V490M390 340V490", "#3a200c", 6.0, 1.0);
                c.soft();
                c.glow(356.0, 290.0, 60.0, "#ffb850", 0.7);
                c.end();
                c.ellipse(356.0, 318.0, 18.0, 12.0, "#b8862a", 1.0);
                c.path("M348 308Q342 282 356 264Q370 282 364 308Z", "#fff0c0", 0.6);
                c.path("M356 298Q350 290 356 278Q362 290 356 298Z", "#ffa020", 1.0);
                // The old woman, absorbed, her shawl round her shoulders.
                let her = Look::new(1, "#34465a", "#34465a").hair(Hair::Bun, 5).old().glasses().face(Expr::Tender).tilt(8.0);
                let darn = Pose { head_r: 8.5, ..sit_front().dress(24.0, -4.0) }.left_hand((-20.0, -54.0), (-14.0, -44.0)).right_hand((22.0, -60.0), (24.0, -70.0));
                figure(c, &darn, 210.0, 548.0, 420.0, &her, false);
                c.path("M178 226L210 290L242 226Q272 228 280 250Q292 290 284 316Q240 312 210 352Q180 312 136 316Q128 290 140 250Q148 228 178 226Z", "#b07a34", 1.0);
                c.stroke("M146 316L142 332M162 320L158 336M274 316L278 332M258 320L262 336", "#b07a34", 3.0, 1.0);
                // The moon in her lap, a halo round it, lighting her from below.
                let (mx, my, mr) = (206.0, 394.0, 80.0);
                c.soft();
                c.glow(mx, my - 60.0, 170.0, "#e8f0ff", 0.2);
                c.glow(mx, my, mr * 1.5, "#f4f8ff", 0.7);
                c.glow(210.0, 214.0, 46.0, "#f4f8ff", 0.35);
                c.end();
                let moon = c.c.rad(&[(0.0, "#ffffff", 1.0), (0.7, "#f6f2dc", 1.0), (1.0, "#d8d4b8", 1.0)], 0.45, 0.4, 0.6);
                c.circle(mx, my, mr, &moon, 1.0);
                c.circle(mx - 30.0, my + 40.0, 10.0, "#cfcab0", 1.0);
                c.circle(mx + 28.0, my + 46.0, 7.0, "#cfcab0", 1.0);
                c.circle(mx + 4.0, my + 58.0, 5.0, "#cfcab0", 1.0);
                c.circle(mx - 40.0, my - 30.0, 14.0, "#b8b49c", 1.0);
                c.circle(mx + 40.0, my - 14.0, 11.0, "#b8b49c", 1.0);
                // The worn grey sock stretched thin over it, lit from within,
                // its leg hanging down over her knee to the ribbed cuff.
                let sock = c.c.rad(&[(0.0, "#f0f0e8", 0.9), (0.3, "#b4b4ae", 0.8), (1.0, "#7a7a78", 0.8)], 0.5, 0.55, 0.55);
                c.path("M142 420Q120 470 132 520L178 522Q170 476 190 432Z", "#7a7a78", 1.0);
                c.poly(&[(130.0, 512.0), (180.0, 514.0), (178.0, 540.0), (128.0, 538.0)], "#686866", 1.0);
                c.stroke("M138 514v24M148 514v24M158 515v24M168 515v24", "#505050", 2.5, 1.0);
                let disc = format!("M{} {my}a{mr} {mr} 0 1 0 {} 0a{mr} {mr} 0 1 0 -{} 0Z", mx - mr, 2.0 * mr, 2.0 * mr);
                c.clip(&disc);
                c.path("M120 420Q180 400 220 416Q260 426 290 390V300H120Z", &sock, 1.0);
                c.stroke("M130 340Q206 300 282 340M126 380Q206 340 286 380", "#5a5a58", 2.0, 0.5);
                c.stroke("M120 420Q180 400 220 416Q260 426 290 390", "#5a5a58", 4.0, 1.0);
                c.end();
                // The hole, half darned, bright with moonlight.
                c.ellipse(204.0, 356.0, 26.0, 18.0, "#ffffff", 1.0);
                c.stroke("M182 348H226M180 356H228M184 364H224M192 340V372M202 338V374", "#c8d4ee", 1.5, 1.0);
                // The needle and the long silver thread.
                c.stroke("M202 356Q248 318 304 262", "#f4f8ff", 3.0, 1.0);
                c.stroke("M296 272L318 244", "#d0d8e8", 3.0, 1.0);
                // Her basket of wool at her feet.
                c.poly(&[(36.0, 500.0), (132.0, 500.0), (122.0, 560.0), (46.0, 560.0)], "#8a5a24", 1.0);
                c.stroke("M40 520H128M44 540H126", "#5a3814", 3.0, 1.0);
                c.circle(62.0, 494.0, 20.0, "#9a9a98", 1.0);
                c.circle(98.0, 490.0, 22.0, "#c8ccd8", 1.0);
                c.circle(122.0, 502.0, 14.0, "#a03a2a", 1.0);
            },
        ),
        card(
            "The balloon and the cactus",
            (Pointillist, Daylight, CloseUp, Tender),
            ["a red balloon hugging a cactus with its string", "the sharp spines that could burst it"],
            ("on the cactus's side next to the balloon all its spines have been pulled out and lie in a heap on the sill", "spines"),
            [
                "Careful love",
                "Love makes you soft",
                "The cactus pulled out its spines one by one, so the balloon could come close enough to hold it",
            ],
            &["balloon hugging a cactus", "pulled-out spines"],
            false,
            "A sunny windowsill seen close up, blue sky through the window and the edge of a yellow curtain. A tall green cactus in a terracotta pot and a big red balloon stand side by side, both with small smiling faces and closed eyes. The balloon leans close against the cactus, its string wound gently round the cactus in a hug. The cactus is covered in spines on its far side, but the side next to the balloon is bare, and its spines lie in a small heap on the sill beside the pot.",
            |c| {
                c.drew("windowsill window sky curtain cactus pot balloon string spine heap sill face eye");
                // The window: blue sky behind, a white frame and a pale sill.
                let sky = c.c.linv(&[(0.0, "#3a8ae0", 1.0), (1.0, "#b8e0f8", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 540.0, &sky, 1.0);
                c.soft();
                c.glow(330.0, 80.0, 160.0, "#fff6c0", 0.8);
                c.end();
                c.stroke("M200 -10V440M-10 250H410", "#fbf6ea", 14.0, 1.0);
                // The yellow curtain at the left edge, gathered in folds.
                c.path("M-10 -10H64Q40 120 58 260Q30 400 52 530H-10Z", "#f4c430", 1.0);
                c.stroke("M16 0Q6 240 20 520M38 0Q28 240 34 520", "#d8a020", 5.0, 1.0);
                // The wall below the sill and the sill itself.
                c.rect(-10.0, 556.0, 420.0, 60.0, "#f2e6c8", 1.0);
                c.rect(-10.0, 520.0, 420.0, 40.0, "#b98a5a", 1.0);
                c.rect(-10.0, 556.0, 420.0, 12.0, "#8f6640", 1.0);
                // Cactus, pot and balloon drawn big, standing on the sill.
                c.g("transform=\"translate(-40 32) scale(1.12)\"");
                // The cactus: a tall ribbed column with one arm raised.
                let green = "#3a9a5b";
                c.path("M116 370V150Q116 96 170 96Q224 96 224 150V370Z", green, 1.0);
                c.path("M118 292H86Q62 292 62 268V200Q62 180 80 180Q98 180 98 200V256H118Z", green, 1.0);
                c.stroke("M146 110V366M196 110V366M80 196V272", "#2a7a44", 4.0, 1.0);
                // Spines all over its far side, none on the side by the balloon.
                let mut sp = String::new();
                for (x, y) in [
                    (124.0, 150.0), (122.0, 200.0), (124.0, 250.0), (122.0, 320.0), (140.0, 128.0),
                    (146.0, 180.0), (150.0, 230.0), (146.0, 290.0), (150.0, 340.0), (70.0, 200.0),
                    (68.0, 240.0), (92.0, 226.0), (170.0, 112.0), (98.0, 280.0),
                ] {
                    let _ = write!(sp, "M{x} {y}l-12 -6M{x} {y}l-13 4M{x} {y}l-4 -13");
                }
                c.stroke(&sp, "#fff4b0", 3.0, 1.0);
                // The bare side: small pink marks where the spines were.
                c.dots(9, 182.0, 218.0, 130.0, 350.0, 2.5, "#f0a0a0");
                // The cactus's face, eyes closed, smiling.
                c.stroke("M142 176q8 -8 16 0M180 176q8 -8 16 0M154 196q15 12 30 0", "#1c3a24", 4.0, 1.0);
                c.circle(140.0, 196.0, 8.0, "#f08080", 0.7);
                c.circle(200.0, 196.0, 8.0, "#f08080", 0.7);
                // The terracotta pot.
                c.path("M118 384H222L212 440H128Z", "#c8643a", 1.0);
                c.rect(104.0, 362.0, 132.0, 26.0, "#d8784a", 1.0);
                // The pulled-out spines in a heap on the sill.
                let heap = "M236 446l34 -8M240 438l30 6M248 448l26 -16M254 434l32 10M260 446l30 -4M266 440l24 -12M234 434l28 2M274 448l22 -14M244 428l26 8M258 430l22 -6";
                c.g("transform=\"translate(270 444) scale(1.5) translate(-266 -440)\"");
                c.stroke(heap, "#5a4010", 5.0, 1.0);
                c.stroke(heap, "#fff4b0", 3.0, 1.0);
                c.end();
                // The red balloon, leaning against the cactus.
                c.g("transform=\"rotate(-16 300 180)\"");
                c.ellipse(300.0, 180.0, 82.0, 98.0, "#e0302a", 1.0);
                c.ellipse(270.0, 130.0, 16.0, 28.0, "#ffb0a0", 0.8);
                c.path("M292 276L308 276L314 290L286 290Z", "#b0201a", 1.0);
                c.stroke("M276 176q9 -9 18 0M318 176q9 -9 18 0M290 202q16 12 32 0", "#5a0a0a", 4.0, 1.0);
                c.end();
                // Its string wound round the cactus like an arm round a shoulder,
                // the loose end trailing down to the sill.
                c.stroke("M304 290Q290 312 224 246Q170 272 116 244M116 244Q106 262 112 280", "#2a2a2a", 4.0, 1.0);
                c.end();
            },
        ),
        card(
            "The stone balloon",
            (InkWash, Autumn, WormsEye, Wistful),
            ["a man walking slowly through an autumn park", "the enormous grey boulder floating above him on a thin string like a balloon"],
            ("a small bird sits on top of the floating stone among a few fallen leaves", "bird"),
            [
                "Carrying it lightly",
                "Everyone has a cross to bear",
                "He has walked the stone round the park every afternoon since that autumn, and today, for the first time, a bird has come to rest on it",
            ],
            &["boulder on a string", "stone floating like a balloon"],
            true,
            "Seen from low down in an autumn park under a pale sky, with golden tree tops and bare branches at the edges and the ground low at the bottom. A man in a long brown coat and a dark red scarf walks slowly, looking up, holding a thin string in one hand. At the end of the string, high above him, an enormous round grey boulder, rough and heavy-looking, floats in the empty air. A few orange leaves have settled on top of it, and a small bird sits there.",
            |c| {
                c.drew("park sky tree branch ground man coat scarf string boulder rock stone leaf bird");
                // A pale warm sky, a little brighter low down.
                let sky = c.c.linv(&[(0.0, "#cfc8b8", 1.0), (0.55, "#efe2c4", 1.0), (1.0, "#f8d8a0", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                c.soft();
                c.glow(330.0, 470.0, 200.0, "#ffd890", 0.5);
                c.end();
                // Trunks rising from the edges, leaning in as seen from below.
                c.stroke("M-10 470Q20 300 52 120M30 300Q0 250 -10 236M44 190Q80 140 120 118M52 120Q60 70 40 -10", "#3a2a1e", 10.0, 1.0);
                c.stroke("M410 520Q388 380 372 250M378 300Q400 270 410 262M372 250Q350 200 330 176M372 250Q384 200 410 180", "#3a2a1e", 7.0, 1.0);
                // Golden crowns at the corners in loose washes.
                c.blob(&[(-20.0, -20.0), (120.0, -20.0), (150.0, 30.0), (110.0, 80.0), (60.0, 150.0), (0.0, 170.0), (-20.0, 120.0)], "#d89a3a");
                c.blob(&[(-20.0, -20.0), (90.0, -20.0), (110.0, 30.0), (60.0, 90.0), (-20.0, 110.0)], "#c07828");
                c.blob(&[(410.0, 330.0), (360.0, 300.0), (350.0, 250.0), (380.0, 210.0), (420.0, 200.0)], "#d89a3a");
                // The ground, low at the bottom, and its fallen leaves.
                c.path("M-10 560Q200 548 410 562V620H-10Z", "#b8864a", 1.0);
                c.dots(26, 0.0, 400.0, 566.0, 600.0, 3.5, "#c05a22");
                // The stone: a light wash under a darker one, leaving a pale
                // rim where the sky lights it from above left.
                let (sx, sy) = (262.0, 150.0);
                let rock = |dx: f64, dy: f64, k: f64| -> Vec<(f64, f64)> {
                    let r = [1.0, 0.93, 1.04, 0.96, 1.03, 0.9, 1.0, 1.05, 0.95, 1.02, 0.92, 1.03, 0.97, 1.01];
                    (0..14)
                        .map(|i| {
                            let a = i as f64 * std::f64::consts::TAU / 14.0;
                            (sx + dx + a.cos() * 108.0 * k * r[i], sy + dy + a.sin() * 90.0 * k * r[i])
                        })
                        .collect()
                };
                c.blob(&rock(0.0, 0.0, 1.0), "#a8a296");
                let wash = c.c.rad(&[(0.0, "#726d64", 1.0), (0.55, "#4a4641", 1.0), (1.0, "#2c2926", 1.0)], 0.36, 0.3, 0.8);
                c.blob(&rock(4.0, 5.0, 0.96), &wash);
                c.stroke("M214 176q18 -6 30 8M296 118q14 8 16 26", "#2e2b28", 2.5, 0.6);
                c.dots(9, 190.0, 330.0, 110.0, 220.0, 2.6, "#34302c");
                // Leaves settled on its top, and the bird among them.
                let mut lv = String::new();
                for &(x, y, f) in &[(220.0, 70.0, 1.0), (240.0, 64.0, -1.0), (294.0, 64.0, 1.0), (310.0, 70.0, -1.0)] {
                    let _ = write!(lv, "M{} {}q10 {} 20 0q-10 {} -20 0Z", Num(x - 10.0), Num(y), Num(-8.0 * f), Num(8.0 * f));
                }
                c.path(&lv, "#d8641e", 1.0);
                super::scene::perched_bird(c, 268.0, 46.0, 1.5, "#2e2420", super::scene::Perch::default());
                // The man walking below it, looking up, the string in his hand.
                let (mx, my, mh) = (124.0, 594.0, 372.0);
                let s = mh / 100.0;
                let hand = (mx + 22.0 * s, my - 62.0 * s);
                c.stroke(&format!("M{} {}Q{} {} {} {}", Num(hand.0), Num(hand.1), Num(hand.0 + 30.0), Num(hand.1 - 80.0), Num(sx - 4.0), Num(sy + 88.0)), "#2a1e14", 2.2, 1.0);
                let man = Look::new(1, "#7a5232", "#3a3430").hair(Hair::Short, 1).face(Expr::Wistful).gaze(Gaze::Up).turn(0.5).tilt(-14.0).hands(Grip::Open, Grip::Fist);
                let pose = walk().dress(16.0, -18.0).right_hand((14.0, -62.0), (22.0, -62.0));
                figure(c, &pose, mx, my, mh, &man, false);
                // His dark red scarf, one end hanging down his coat.
                let (nx, ny) = (mx + 1.0 * s, my - 80.5 * s);
                c.path(&format!("M{} {}Q{nx} {} {} {}V{}Q{nx} {} {} {}Z", nx - 16.0, ny - 4.0, ny + 6.0, nx + 16.0, ny - 4.0, ny + 8.0, ny + 18.0, nx - 16.0, ny + 8.0), "#8e2a1e", 1.0);
                c.path(&format!("M{} {}l12 0l4 52l-12 2Z", nx - 10.0, ny + 8.0), "#7a2018", 1.0);
            },
        ),
        card(
            "Listening to the tree",
            (CutPaper, Monochrome, CloseUp, Mysterious),
            ["a young doctor listening very still with her stethoscope", "the huge old tree she listens to as if it had a heart"],
            ("where she listens, a heart with two initials was carved into the bark long ago, and it glows red", "heart"),
            [
                "Still beating",
                "Time heals all wounds",
                "Two people carved their initials into the old tree long ago, and now the doctor can hear the heart still beating",
            ],
            &["stethoscope on bark", "doctor at an old tree"],
            true,
            "A close view in greys. The huge rough trunk of an old tree, its bark in layered grey paper, fills the left and middle of the picture against a pale grey sky. Pressed close to it stands a young woman doctor in a white coat, seen from the side, her dark hair tied back, her eyes closed and her face serious. She holds the round end of a black stethoscope flat against the bark. Just there a heart with two initials is carved into the bark, and it glows red.",
            |c| {
                c.drew("trunk tree bark paper sky woman doctor coat hair eye face stethoscope heart initial");
                c.c.person(560.0);
                // The pale sky and the dark earth at the foot of the tree.
                c.full("#cfcfcf", 1.0);
                c.soft();
                c.glow(330.0, 120.0, 200.0, "#f4f4f4", 0.7);
                c.end();
                c.rect(-10.0, 560.0, 420.0, 60.0, "#3a3a3a", 1.0);
                // The trunk: a dark body and broad plates of bark laid over it, each with its soft shadow.
                let edge = [(226.0, -10.0), (216.0, 140.0), (222.0, 300.0), (218.0, 420.0), (246.0, 530.0), (296.0, 610.0)];
                let mut body = vec![(-10.0, 610.0), (-10.0, -10.0)];
                body.extend(crate::canvas::smooth_points(&edge, 6));
                c.c.path(&crate::canvas::poly_d_whole(&body.iter().map(|&(x, y)| (x + 10.0, y)).collect::<Vec<_>>()), "#000000", 0.3);
                c.c.path(&crate::canvas::poly_d_whole(&body), "#3c3c3c", 1.0);
                let plates: [(f64, f64, &str); 4] = [(22.0, 34.0, "#5c5c5c"), (84.0, 28.0, "#6e6e6e"), (142.0, 30.0, "#585858"), (194.0, 16.0, "#7a7a7a")];
                for (k, &(x, w, col)) in plates.iter().enumerate() {
                    let pts: Vec<(f64, f64)> = (0..9).map(|i| (x + 6.0 * ((i as f64) * 1.7 + k as f64).sin() + if i > 6 { (i - 6) as f64 * 16.0 } else { 0.0 }, -20.0 + i as f64 * 80.0)).collect();
                    let s = crate::canvas::smooth_points(&pts, 4);
                    let last = (s.len() - 1) as f64;
                    let band = crate::canvas::band_outline(&s, |i| w * (0.75 + 0.25 * ((i as f64 / last) * 7.0 + k as f64).sin()));
                    c.c.path(&crate::canvas::poly_d_whole(&band.iter().map(|&(x, y)| (x + 6.0, y + 4.0)).collect::<Vec<_>>()), "#000000", 0.3);
                    c.c.path(&crate::canvas::poly_d_whole(&band), col, 1.0);
                }
                // Deep cracks across the bark, dark between the plates.
                c.stroke("M10 70l26 10l18 -4M96 150l30 8M150 40l24 12M40 210l28 -6M170 470l30 10M60 430l34 8l14 -6M120 540l26 -8M180 150l22 8M8 520l30 6", "#1e1e1e", 6.0, 1.0);
                // The carved heart, glowing red, with two initials cut into it.
                let (hx, hy, s) = (128.0, 318.0, 62.0);
                let heart = |s: f64| {
                    format!(
                        "M{} {}C{} {} {} {} {} {}C{} {} {} {} {} {}Z",
                        Num(hx), Num(hy + s * 0.95),
                        Num(hx - s * 1.5), Num(hy + s * 0.05), Num(hx - s * 0.9), Num(hy - s * 1.05), Num(hx), Num(hy - s * 0.4),
                        Num(hx + s * 0.9), Num(hy - s * 1.05), Num(hx + s * 1.5), Num(hy + s * 0.05), Num(hx), Num(hy + s * 0.95)
                    )
                };
                let glow = c.c.rad(&[(0.0, "#ff2a10", 0.5), (1.0, "#ff2a10", 0.0)], 0.5, 0.5, 0.5);
                c.soft();
                c.c.circle(hx, hy, s * 2.2, &glow, 1.0);
                c.end();
                c.path(&heart(s + 7.0), "#1a1a1a", 1.0);
                c.path(&heart(s), "#d8200e", 1.0);
                c.path(&heart(s * 0.62), "#f04a22", 1.0);
                c.stroke(&format!("M{} {}l12 -36l12 36M{} {}h16M{} {}v-36l14 20l14 -20v36", Num(hx - 50.0), Num(hy + 10.0), Num(hx - 44.0), Num(hy - 2.0), Num(hx - 2.0), Num(hy + 10.0)), "#5a0a04", 5.0, 1.0);
                // Her white coat: the shoulder and back seen from the side, the collar up.
                let (coat, fold) = ("#f2f2f2", "#b4b4b4");
                c.path("M246 380Q262 330 318 326Q380 326 404 380L420 620H226Q242 500 246 380Z", coat, 1.0);
                c.path("M366 340Q398 352 404 384L420 620H378Q388 480 366 340Z", fold, 1.0);
                c.path("M278 330Q300 312 330 324L296 392Z", "#2e2e2e", 1.0);
                c.path("M330 322L352 334L306 410L292 392Z", "#dcdcdc", 1.0);
                // Her arm in its white sleeve, reaching to the bark, her hand on the chest piece.
                let arm = "M338 370Q316 470 264 410Q244 380 232 340";
                c.stroke(arm, "#8a8a8a", 50.0, 1.0);
                c.stroke(arm, coat, 44.0, 1.0);
                c.circle(172.0, 316.0, 26.0, "#8a8a8a", 1.0);
                c.circle(172.0, 316.0, 18.0, "#e6e6e6", 1.0);
                let skin = SKIN[1];
                c.path("M236 302Q214 296 200 302Q192 318 202 334Q220 344 240 336Z", skin, 1.0);
                c.stroke("M206 300l-12 -4M204 314h-12M206 328l-12 4", skin, 10.0, 1.0);
                // Her head in profile, close to the tree, eyes closed.
                let doc = Look::new(1, coat, coat).hair(Hair::Bun, 0).face(Expr::Asleep).turn(-1.0).profile().tilt(-6.0);
                lone_head(c, 318.0, 242.0, 74.0, &doc);
                // The earpiece in her ear.
                c.circle(327.0, 250.0, 7.0, "#141414", 1.0);
                // The stethoscope's black tube: from her ear down over her coat and sleeve to the round end on the bark.
                c.stroke("M327 252Q340 330 320 400Q300 460 262 440Q226 420 222 372Q220 340 196 322", "#141414", 8.0, 1.0);
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
            "The summit of the lawn",
            (Gouache, Spring, EyeLevel, Funny),
            ["a man on top of a towering heap of earth he has dug", "a small mole peeping out of its molehill"],
            ("his wife watches from the kitchen window with her head in her hand", "wife"),
            ["Overreacting", "Don't make a mountain out of a molehill", "He only meant to get rid of one molehill; his wife stopped counting the days after the first week"],
            &["mountain of earth", "bewildered mole"],
            true,
            "A neat striped spring lawn beside a yellow house under a blue sky. In the middle rises an enormous heap of brown earth, as high as the house, and on its top a red-faced man in a cardigan stands in triumph, one fist raised and his spade planted at the summit with a little red flag on it. At the front, a small mole pokes its head out of a tiny molehill and looks up at him, bewildered. In the kitchen window of the house his wife watches with her head in her hand.",
            |c| {
                c.drew("sky lawn house window kitchen roof earth heap man cardigan fist spade summit flag mole molehill wife");
                                let sky = c.linv(&[(0.0, "#5aa8e4", 1.0), (0.5, "#b8e0f4", 1.0), (0.8, "#eef6e8", 1.0)]);
                c.c.full(&sky, 1.0);
                // The neat striped lawn.
                c.c.rect(-10.0, 446.0, 420.0, 170.0, "#7cc05a", 1.0);
                c.stroke("M20 446L-40 610M120 446L100 610M220 446L240 610M320 446L380 610", "#9ad874", 40.0, 1.0);
                // The house at the side, its kitchen window.
                c.c.rect(-20.0, 236.0, 156.0, 214.0, "#f2cf94", 1.0);
                c.poly(&[(-30.0, 240.0), (58.0, 150.0), (146.0, 240.0)], "#c0503a", 1.0);
                c.rect(10.0, 280.0, 110.0, 100.0, "#f8f8f0", 1.0);
                c.rect(18.0, 288.0, 94.0, 84.0, "#3a4a5e", 1.0);
                let wife = Look::new(3, "#a08ae0", "#3a3a4a").hair(Hair::Bun, 1).face(Expr::Deadpan).tilt(14.0);
                lone_head(c, 60.0, 330.0, 26.0, &wife);
                c.stroke("M96 380L90 354", wife.top, 16.0, 1.0);
                c.ellipse(88.0, 350.0, 11.0, 10.0, wife.skin, 1.0);
                c.rect(4.0, 370.0, 122.0, 14.0, "#f8f8f0", 1.0);
                // The enormous heap of earth.
                c.path("M84 476Q150 450 182 350Q214 244 234 228Q250 220 268 230Q306 270 336 370Q364 450 430 476Z", "#8a5a34", 1.0);
                c.path("M268 230Q306 270 336 370Q364 450 430 476H320Q316 350 268 230Z", "#6a4228", 1.0);
                c.stroke("M192 350q20 -10 30 6M160 430q24 -14 40 4M226 300q14 -8 22 4M266 390q20 -10 34 6M216 450q16 -8 30 2", "#5a3420", 3.0, 0.8);
                for (x, y, r) in [(200.0, 396.0, 8.0), (292.0, 330.0, 6.0), (250.0, 456.0, 9.0), (170.0, 456.0, 6.0), (330.0, 430.0, 7.0)] {
                    c.ellipse(x, y, r * 1.4, r, "#a8a090", 1.0);
                }
                // The spade planted at the summit like a flag, the man in triumph.
                c.stroke("M290 240L302 84", "#9a6a2a", 7.0, 1.0);
                c.stroke("M290 84h24", "#9a6a2a", 8.0, 1.0);
                c.poly(&[(302.0, 96.0), (350.0, 110.0), (301.0, 126.0)], "#e0303a", 1.0);
                c.poly(&[(280.0, 232.0), (300.0, 234.0), (298.0, 254.0), (282.0, 252.0)], "#c8ccd4", 1.0);
                let man = Look::new(1, "#d8a030", "#5a5a6a").hair(Hair::Bald, 1).face(Expr::Delight).turn(0.3).cold().build(1.2).hands(Grip::Fist, Grip::Fist);
                let hurrah = arms_up().left_hand((-16.0, -88.0), (-18.0, -108.0)).right_hand((16.0, -68.0), (26.0, -72.0));
                figure(c, &hurrah, 244.0, 234.0, 172.0, &man, false);
                // The tiny molehill and the mole looking up, bewildered.
                mole(c, 320.0, 572.0, 96.0, true, true);
                c.path("M252 582Q290 530 320 538Q354 532 392 582Z", "#7a4a2a", 1.0);
                c.stroke("M226 470q0 -14 12 -16q14 -2 14 10q0 10 -12 14v10M240 510h.1", "#2a2a2a", 5.0, 1.0);
            },
        ),
        card(
            "The missing piece",
            (Pointillist, Saturated, TinyInHuge, Mysterious),
            ["a whole countryside cut into jigsaw pieces, with one piece missing from the sky", "a tiny girl climbing the hill below it, carrying the missing piece above her head"],
            ("the piece she carries shows a bit of night sky with stars, though the sky around the hole is day", "stars"),
            [
                "Something missing",
                "The last piece of the puzzle",
                "She found the missing piece of the sky in the attic, but it had stars on it, and she never told anyone where she put it",
            ],
            &["jigsaw landscape", "piece of night sky"],
            true,
            "Bright green hills under a blue sky with a yellow sun, all of it cut into jigsaw pieces, the thin lines of the cuts running across the sky, the hills and the sun. High in the sky one piece is missing, leaving a black hole with knobbly jigsaw edges. On the hill below a tiny girl in a red coat climbs towards it, carrying above her head the missing piece, bigger than she is: it shows a bit of dark night sky with stars.",
            |c| {
                c.drew("hill sky sun piece line hole girl coat head star");
                c.c.full("#2a8af0", 1.0);
                c.circle(320.0, 110.0, 44.0, "#f8e030", 1.0);
                c.path("M-10 400Q90 330 200 380Q300 430 410 350V620H-10Z", "#3ab83a", 1.0);
                c.path("M-10 500Q120 440 240 500Q330 540 410 480V620H-10Z", "#2a9a2a", 1.0);
                // The jigsaw cuts across everything: rows and columns with knobs.
                let mut cuts = String::new();
                for row in 1..6 {
                    let y = row as f64 * 100.0;
                    let _ = write!(cuts, "M-10 {}", Num(y));
                    for col in 0..4 {
                        let x = col as f64 * 100.0;
                        let k = if (row + col) % 2 == 0 { -1.0 } else { 1.0 };
                        let _ = write!(cuts, "L{} {}C{} {} {} {} {} {}C{} {} {} {} {} {}L{} {}", Num(x + 40.0), Num(y), Num(x + 30.0), Num(y + 22.0 * k), Num(x + 70.0), Num(y + 22.0 * k), Num(x + 60.0), Num(y), Num(x + 60.0), Num(y), Num(x + 60.0), Num(y), Num(x + 60.0), Num(y), Num(x + 100.0), Num(y));
                    }
                }
                for col in 1..4 {
                    let x = col as f64 * 100.0;
                    let _ = write!(cuts, "M{} -10", Num(x));
                    for row in 0..6 {
                        let y = row as f64 * 100.0;
                        let k = if (row + col) % 2 == 0 { 1.0 } else { -1.0 };
                        let _ = write!(cuts, "L{} {}C{} {} {} {} {} {}L{} {}", Num(x), Num(y + 40.0), Num(x + 22.0 * k), Num(y + 30.0), Num(x + 22.0 * k), Num(y + 70.0), Num(x), Num(y + 60.0), Num(x), Num(y + 100.0));
                    }
                }
                c.stroke(&cuts, "#0a1a3a", 2.5, 0.55);
                // The hole where one piece of sky is missing.
                let hole = "M100 100L140 100C130 122 170 122 160 100L200 100L200 140C178 130 178 170 200 160L200 200L160 200C170 178 130 178 140 200L100 200L100 160C122 170 122 130 100 140Z";
                c.path(hole, "#06060c", 1.0);
                // The tiny girl climbing the hill with the piece on her back.
                let girl = Look::new(2, "#e8302a", "#2a2a4a").hair(Hair::Long, 0).face(Expr::Calm).turn(-0.4);
                let climb = Pose { elbows: [(-10.0, -70.0), (10.0, -70.0)], hands: [(-8.0, -84.0), (8.0, -84.0)], ..walk() };
                c.c.g("transform=\"translate(190 318) rotate(-8) scale(.7)\"");
                c.path("M-50 -50L-10 -50C-20 -28 20 -28 10 -50L50 -50L50 -10C28 -20 28 20 50 10L50 50L10 50C20 28 -20 28 -10 50L-50 50L-50 10C-28 20 -28 -20 -50 -10Z", "#141a4a", 1.0);
                c.path(&format!("{}{}{}", star_d(-20.0, -20.0, 8.0), star_d(18.0, 6.0, 6.0), star_d(-10.0, 26.0, 5.0)), "#fff4b0", 1.0);
                c.end();
                figure(c, &climb, 190.0, 430.0, 76.0, &girl, true);
            },
        ),
        card(
            "Under the lamp",
            (Pointillist, Night, EyeLevel, Wistful),
            ["a cold rainy night in a dark street", "a summer afternoon inside the circle of one street lamp's light"],
            ("the child's bucket is the same red as the man's scarf", "bucket"),
            ["Longing", "The past is a foreign country", "Every rainy night he comes back to the lamp to watch the child fill the red bucket, and every night the light ends just before his fingers"],
            &["summer under a street lamp", "man at the edge of the light"],
            true,
            "A dark street at night in slanting rain. A street lamp on a tall post throws a cone of light down to the ground, and inside the light it is a bright summer afternoon: blue sky, a small white cloud and dry golden sand, where a small child in a wide yellow summer hat kneels building a sandcastle beside a red bucket. Just outside the light, in the rain, stands a man in a long dark raincoat, a hat and a red scarf, looking in at the child, one hand reaching to the edge of the light.",
            |c| {
                c.drew("street lamp post sky ground sand child sandcastle bucket man raincoat scarf");
                // The cone of light: from the lamp at the top down to the ground.
                let (lx, ly, gy) = (150.0, 96.0, 540.0);
                let (left, right) = (-14.0, 300.0);
                let edge = move |y: f64| 172.0 + (right - 172.0) * (y - ly) / (gy - ly);
                // The night street: dark sky, wet pavement.
                let night = c.linv(&[(0.0, "#040818", 1.0), (0.7, "#101c3c", 1.0), (1.0, "#18284a", 1.0)]);
                c.c.rect(-10.0, -10.0, 420.0, 560.0, &night, 1.0);
                c.c.rect(-10.0, 530.0, 420.0, 80.0, "#0a1226", 1.0);
                c.rain(150, (-12.0, 36.0), "#8aa8d8", 2.2, 0.6);
                c.soft();
                c.glow(lx, 80.0, 120.0, "#ffe8a0", 0.45);
                c.end();
                // Inside the light: summer sky, then warm sand.
                let summer = c.linv(&[(0.0, "#fff8d8", 1.0), (0.12, "#c8ecff", 1.0), (0.6, "#7cc4f4", 1.0), (1.0, "#a8dcf8", 1.0)]);
                let cone = format!("M128 {ly}L172 {ly}L{right} {gy}A157 30 0 0 1 {left} {gy}Z");
                c.c.path(&cone, &summer, 1.0);
                crate::second::things::cloud(c, 118.0, 250.0, 70.0, "#ffffff", "#c8e0f4");
                c.path("M-14 540Q40 488 150 484Q250 484 300 540A157 30 0 0 1 -14 540Z", "#f2c868", 1.0);
                c.path("M10 548Q80 520 150 522Q230 524 286 552A157 30 0 0 1 10 556Z", "#e0a848", 1.0);
                // The lamp on its iron post, its bulb a small sun.
                c.stroke("M34 610V90Q34 52 80 52H150", "#2a3452", 10.0, 1.0);
                c.path("M124 54H176L168 96H132Z", "#1a1e2e", 1.0);
                c.poly(&[(118.0, 58.0), (150.0, 36.0), (182.0, 58.0)], "#2a3452", 1.0);
                c.circle(150.0, 84.0, 12.0, "#fffbe8", 1.0);
                // The sandcastle and the red bucket.
                let sand = "#e8b458";
                c.path("M164 528V486H174V474H186V486H202V474H214V486H224V528Z", sand, 1.0);
                c.rect(188.0, 506.0, 12.0, 22.0, "#b8843a", 1.0);
                c.stroke("M194 474V450", "#6a4a2a", 2.0, 1.0);
                c.poly(&[(194.0, 450.0), (212.0, 456.0), (194.0, 462.0)], "#3a8ad8", 1.0);
                c.path("M72 490H108L102 532H78Z", "#d41e2a", 1.0);
                c.stroke("M72 492Q90 466 108 492", "#8a1018", 3.0, 1.0);
                c.ellipse(90.0, 490.0, 18.0, 4.0, "#8a1018", 1.0);
                // The child kneeling at the castle, in a sun hat.
                let kid = Look::new(2, "#1a9a8a", "#1a9a8a").hair(Hair::Curly, 3).face(Expr::Smile).turn(0.6).tilt(10.0).wear(Hat::WideBrim, "#f8c818");
                let pose = kneel().child().left_hand((6.0, -56.0), (16.0, -44.0)).right_hand((14.0, -58.0), (26.0, -40.0));
                figure(c, &pose, 116.0, 534.0, 150.0, &kid, false);
                // The man just outside the light, in the rain, reaching in.
                let man = Look::new(1, "#3e4c6a", "#2a3248").build(1.15).face(Expr::Wistful).turn(-0.7).gaze(Gaze::Side(-0.9)).tilt(-6.0).wear(Hat::Bowler, "#2a2e40");
                let reach_in = stand().dress(15.0, -16.0).left_hand((-14.0, -66.0), (-30.0, -70.0)).right_hand((11.0, -62.0), (8.0, -48.0));
                let (mx, my, mh) = (332.0, 592.0, 360.0);
                figure(c, &reach_in, mx, my, mh, &man, false);
                // His red scarf, one end hanging down his coat.
                let s = mh / 100.0;
                let (nx, ny) = (mx, my - 81.0 * s);
                c.path(&format!("M{} {}Q{nx} {} {} {}V{}Q{nx} {} {} {}Z", nx - 16.0, ny - 4.0, ny + 6.0, nx + 16.0, ny - 4.0, ny + 8.0, ny + 18.0, nx - 16.0, ny + 8.0), "#d41e2a", 1.0);
                c.path(&format!("M{} {}l12 0l4 56l-12 2Z", nx + 4.0, ny + 8.0), "#b8141e", 1.0);
                // Warm light on the fingertips that cross into the summer.
                let hy = my - 70.0 * s;
                c.soft();
                c.glow(edge(hy) - 4.0, hy, 22.0, "#fff0a0", 0.8);
                c.end();
                // Rain running on in front of him, never into the light.
                let mut d = String::new();
                for _ in 0..40 {
                    let y = c.c.r(0.0, 580.0);
                    let x = edge(y) + 14.0 + c.c.r(0.0, 160.0);
                    let _ = write!(d, "M{x:.0} {y:.0}l-8 24");
                }
                c.stroke(&d, "#b0c8ec", 2.0, 0.5);
            },
        ),
        card(
            "The eye at the keyhole",
            (StainedGlass, WarmInterior, Interior, Eerie),
            ["children playing in a room", "a huge eye at the keyhole"],
            ("a tear is running from the eye", "tear"),
            ["Left out", "On the outside looking in", "Something huge watches the children play every night, and a tear runs down from its eye"],
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
            },
        ),
        card(
            "The nest in her hands",
            (Gouache, Spring, Hands, Tender),
            ["a girl holding still", "a robin on its nest"],
            ("blossoming branches have grown out of her hair", "branch"),
            ["Patience", "Good things come to those who wait", "She kept so still for the robin that spring grew a branch in her hair"],
            &["nest", "blossom"],
            true,
            "A girl in a dark blue coat stands very still under a pale spring sky, her eyes closed and a small smile on her face, holding a bird's nest up in both hands. A red-breasted robin sits on the nest beside one blue egg and looks up at her. Out of her hair grow brown branches covered in pink blossom and small green leaves, spreading wide over her head into the sky.",
            |c| {
                c.drew("girl child coat face hand finger nest bird robin egg branch blossom flower leaf hair sky");
                // A pale spring sky, so the dark coat and the branches stand
                // out against it.
                c.c.full("#cfe8f2", 1.0);
                // A few petals drifting down.
                for (x, y) in [(40.0, 260.0), (360.0, 240.0), (70.0, 330.0), (336.0, 350.0), (24.0, 420.0), (380.0, 440.0)] {
                    c.ellipse(x, y, 7.0, 4.5, "#f07aa0", 0.9);
                }
                // The girl, large, holding her breath with her eyes closed.
                let mut girl = Look::new(1, "#26407a", "#26407a").hair(Hair::Long, 2).face(Expr::Tender).tilt(-5.0);
                girl.young = true;
                portrait(c, 200.0, 224.0, 60.0, &girl);
                // The branches growing out of her hair, spreading to the
                // corners like the crown of a tree.
                let boughs = "M188 176Q150 100 96 80Q50 66 20 20M150 106Q120 130 60 136Q30 140 4 170M118 86Q110 50 124 16M212 176Q250 100 304 80Q350 66 380 20M250 106Q280 130 340 136Q370 140 396 170M282 86Q290 50 276 16M200 176Q196 80 204 10";
                c.stroke(boughs, "#5a3a22", 14.0, 1.0);
                c.stroke("M188 176Q170 140 140 116M212 176Q230 140 260 116M200 176V120", "#5a3a22", 22.0, 1.0);
                c.stroke("M96 80Q60 100 30 96M304 80Q340 100 370 96M60 136Q40 110 44 84M340 136Q360 110 356 84M204 60Q230 40 244 20M200 70Q176 50 166 30", "#5a3a22", 6.0, 1.0);
                let mut k = 0;
                for (x, y, r) in [(20.0, 20.0, 26.0), (96.0, 80.0, 24.0), (124.0, 16.0, 22.0), (4.0, 170.0, 24.0), (30.0, 96.0, 20.0), (44.0, 84.0, 18.0), (60.0, 136.0, 20.0), (380.0, 20.0, 26.0), (304.0, 80.0, 24.0), (276.0, 16.0, 22.0), (396.0, 170.0, 24.0), (370.0, 96.0, 20.0), (356.0, 84.0, 18.0), (340.0, 136.0, 20.0), (204.0, 10.0, 24.0), (244.0, 20.0, 20.0), (166.0, 30.0, 20.0), (60.0, 40.0, 18.0), (340.0, 40.0, 18.0), (150.0, 60.0, 16.0), (250.0, 60.0, 16.0), (158.0, 170.0, 20.0), (244.0, 168.0, 20.0), (130.0, 120.0, 18.0), (272.0, 118.0, 18.0), (200.0, 110.0, 18.0)] {
                    if k % 4 == 1 {
                        c.c.ellipse(x - r * 0.9, y + r * 0.6, r * 0.5, r * 0.28, "#4a9a3a", 1.0);
                    }
                    k += 1;
                    for j in 0..5 {
                        let a = j as f64 * 1.2566 + 0.3 + k as f64;
                        c.circle(x + a.cos() * r * 0.55, y + a.sin() * r * 0.55, r * 0.5, "#f07aa0", 1.0);
                    }
                    c.circle(x, y, r * 0.28, "#fff0a0", 1.0);
                }
                // Her hands holding the nest from below, coming up from the
                // bottom of the card in dark blue sleeves.
                c.stroke("M40 620L90 560M360 620L310 560", "#26407a", 70.0, 1.0);
                Hand::new(SKIN[1], "#8a5a3a").draw(c, 84.0, 572.0, 2.0, 40.0);
                Hand::new(SKIN[1], "#8a5a3a").draw(c, 316.0, 572.0, 2.0, -40.0);
                // The nest held up in front of her chest.
                c.ellipse(200.0, 486.0, 118.0, 44.0, "#7a5030", 1.0);
                c.ellipse(200.0, 474.0, 94.0, 26.0, "#3a2414", 1.0);
                c.stroke("M84 478l-22 -10M96 500l-26 8M316 478l22 -10M304 500l26 8M140 520l-10 14M262 520l12 12M110 464Q200 444 290 464M96 494Q200 530 304 494M120 510Q200 536 280 510", "#a07850", 3.5, 1.0);
                // One pale blue egg beside the robin.
                c.ellipse(270.0, 466.0, 18.0, 13.0, "#8ad0e8", 1.0);
                c.circle(265.0, 461.0, 3.5, "#ffffff", 0.8);
                // The robin sitting on the nest, looking up at her face.
                c.path("M236 468Q254 440 232 412L266 394L250 444Z", "#7a5a34", 1.0);
                c.ellipse(192.0, 444.0, 62.0, 40.0, "#a07a48", 1.0);
                c.path("M146 448Q140 400 174 392Q204 400 208 440Q196 476 158 470Z", "#e8562a", 1.0);
                c.circle(178.0, 380.0, 32.0, "#a07a48", 1.0);
                c.path("M150 396Q150 364 176 372Q182 396 160 414Z", "#e8562a", 1.0);
                c.poly(&[(176.0, 350.0), (190.0, 326.0), (190.0, 354.0)], "#3a2a1a", 1.0);
                c.circle(170.0, 366.0, 6.0, "#101010", 1.0);
                c.circle(168.5, 364.0, 2.0, "#ffffff", 1.0);
                c.stroke("M200 432Q226 436 240 456", "#3e2c18", 3.5, 1.0);
            },
        ),
        card(
            "The letter's smoke",
            (GoldTempera, Night, Hands, Wistful),
            ["two old hands burning a letter", "the young couple dancing in its smoke"],
            ("the gold ring from her finger lies taken off on the table beside the candle", "ring"),
            [
                "Letting go",
                "Old flames never die",
                "She took off the ring before she burned his last letter, and the smoke danced the way they used to",
            ],
            &["burning letter", "smoke dancers"],
            true,
            "Night, in the dark. Over a wooden table lit by a single candle, two old hands with wrinkled knuckles hold up a letter covered in faded handwriting; its top corner is on fire. The grey smoke rising from the flame rises into a pale young couple dancing, the young man lifting his arm as the girl twirls with her long hair flying. On the table beside the candle lies a small gold ring, taken off.",
            |c| {
                c.drew("table candle flame hand knuckle letter handwriting fire smoke couple hair ring arm sleeve");
                // The old hands of whoever is burning it.
                c.person(600.0);
                // A deep night room.
                let bg = c.c.linv(&[(0.0, "#0a0812", 1.0), (0.6, "#1a1220", 1.0), (1.0, "#2a1810", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &bg, 1.0);
                c.soft();
                c.glow(320.0, 380.0, 300.0, "#ff9a3a", 0.45);
                c.glow(250.0, 300.0, 160.0, "#ffc070", 0.35);
                c.end();
                // The table, its edge catching the candle.
                let top = c.c.linv(&[(0.0, "#5a3218", 1.0), (1.0, "#24140a", 1.0)]);
                c.rect(-10.0, 470.0, 420.0, 140.0, &top, 1.0);
                c.stroke("M-10 471H410", "#c07a3a", 3.0, 0.8);
                // The candle in its brass dish.
                c.g("transform=\"translate(10 0)\"");
                c.ellipse(330.0, 500.0, 36.0, 10.0, "#8a6a2a", 1.0);
                c.rect(314.0, 372.0, 32.0, 126.0, "#f4e8cc", 1.0);
                c.rect(336.0, 372.0, 10.0, 126.0, "#c8b48a", 0.7);
                c.ellipse(330.0, 372.0, 16.0, 5.0, "#fff8e0", 1.0);
                c.path("M316 376q-6 20 -2 30q4 -8 4 -30Z", "#fff8e0", 1.0);
                c.soft();
                c.glow(330.0, 340.0, 60.0, "#fff0a0", 0.8);
                c.end();
                c.stroke("M330 372v-10", "#1a1008", 2.0, 1.0);
                c.path("M330 318Q344 344 330 364Q316 344 330 318Z", "#ffb030", 1.0);
                c.path("M330 334Q337 350 330 362Q323 350 330 334Z", "#fff6c0", 1.0);
                c.end();
                // The wedding ring, taken off, glinting on the table.
                // The smoke rising from the burning corner.
                let trail = "M264 262C256 250 270 244 258 236C250 230 240 234 232 226";
                c.g_blur(5.0, 0.7);
                c.stroke(trail, "#d8d0e0", 16.0, 1.0);
                c.stroke("M110 250q-40 -10 -30 -50q8 -24 30 -14M302 232q36 -16 26 -56q-6 -20 -26 -10M96 140q-16 -30 8 -46", "#e8e0f0", 8.0, 0.6);
                c.end();
                c.stroke(trail, "#f0eaf4", 5.0, 0.75);
                // The young couple dancing in the smoke, pale and soft.
                let (leap, twirl) = (dance_lead(), dance_twirl());
                let (hx, wx, fy, h) = (128.0, 212.0, 278.0, 190.0);
                c.g_blur(6.0, 0.55);
                crate::second::figures::person(c, &leap, hx, fy, h, "#e8e0f0", false);
                crate::second::figures::person(c, &twirl, wx, fy - 8.0, h * 0.95, "#e8e0f0", false);
                c.end();
                c.g("opacity=\".62\"");
                crate::second::figures::person(c, &leap, hx, fy, h, "#f4eef8", false);
                crate::second::figures::person(c, &twirl, wx, fy - 8.0, h * 0.95, "#f4eef8", false);
                c.path("M220 96Q272 86 290 144Q258 120 216 122Z", "#f4eef8", 1.0);
                c.end();
                // The two old hands, behind the letter, and their sleeves.
                let skin = "#e0b090";
                let hand = Hand::new(skin, "#8a5a3a");
                hand.draw(c, 128.0, 470.0, 2.5, 22.0);
                hand.draw(c, 270.0, 478.0, 2.5, -18.0);
                c.path("M30 610L70 520Q110 500 150 530L130 610Z", "#3a4a3a", 1.0);
                c.path("M66 520Q108 496 154 528L150 548Q108 520 60 540Z", "#56684e", 1.0);
                c.path("M228 610L244 534Q282 510 318 530L322 610Z", "#3a4a3a", 1.0);
                c.path("M240 536Q282 510 322 532L322 552Q282 528 240 556Z", "#56684e", 1.0);
                // The ring, taken off, glinting on the table beside the candle.
                c.soft();
                c.glow(344.0, 546.0, 30.0, "#ffd870", 0.5);
                c.end();
                c.stroke("M324 546a20 9 0 1 0 40 0a20 9 0 1 0 -40 0", "#e8b83a", 6.0, 1.0);
                c.stroke("M328 542a18 7 0 0 1 20 -5", "#fff8c0", 2.0, 1.0);
                c.circle(358.0, 540.0, 3.0, "#ffffff", 1.0);
                // The letter, its top corner burning.
                c.g("transform=\"rotate(-8 200 390)\"");
                c.path("M116 316H258L276 300L286 318Q272 330 284 344V470H116Z", "#f2e4c4", 1.0);
                c.path("M250 318L258 306L270 312L276 300L286 318Q272 330 284 344L276 342Q266 326 250 318Z", "#2a1a10", 1.0);
                let mut lines = String::new();
                for k in 0..8 {
                    let y = 340.0 + k as f64 * 15.0;
                    let w = if k == 7 { 60.0 } else { 130.0 - (k % 3) as f64 * 12.0 };
                    let _ = write!(lines, "M130 {y}q{} -4 {} 0t{} 0", w / 4.0, w / 2.0, w / 2.0);
                }
                c.stroke(&lines, "#5a4a6a", 2.0, 0.7);
                c.end();
                c.soft();
                c.glow(262.0, 300.0, 60.0, "#ffcc60", 0.7);
                c.end();
                c.path("M238 316Q236 290 250 280Q254 296 262 288Q266 270 262 258Q284 278 280 304Q284 300 286 290Q296 310 282 326Z", "#ff8a20", 1.0);
                c.path("M250 314Q252 298 262 294Q268 306 276 300Q280 312 272 320Z", "#fff0a0", 1.0);
                // The thumbs over the front of the letter, with old knuckles.
                c.stroke("M120 420Q136 396 148 376", skin, 18.0, 1.0);
                c.stroke("M292 420Q274 394 262 376", skin, 18.0, 1.0);
                c.stroke("M134 404q6 2 8 -4M130 410q6 3 9 -2M274 400q-6 2 -8 -4M278 406q-6 3 -9 -2", "#8a5a3a", 1.5, 0.9);
                c.stroke("M100 478q14 6 30 2M102 494q12 5 26 2M258 486q14 5 28 -2M260 500q12 4 24 -2", "#9a6a4a", 1.5, 0.8);
            },
        ),
        card(
            "Waiting for the call",
            (Pastel, Sea, TinyInHuge, Wistful),
            ["a man in a suit waiting at an office desk by a telephone", "a tiny island alone in the middle of the open sea"],
            ("the telephone's curly cord runs off the desk, down over the sand and away into the sea", "cord"),
            ["Still waiting", "No man is an island", "The cord ran away into the sea, and he kept his desk where it came ashore, in case she ever called"],
            &["desk at sea", "telephone cord"],
            true,
            "A huge calm sea under a pale sky, gold low down at the horizon. In the middle of it lies a tiny sandy island, just big enough for a dark wooden desk and a chair. A man in a dark suit and tie sits upright at the desk, his hands folded on it, gazing at an old black phone beside him. The phone's curly cord runs off the desk, down over the sand and away into the sea towards the horizon.",
            |c| {
                c.drew("sea water sky horizon island sand desk chair man suit tie hand phone cord");
                // A pale sky: soft blue overhead, pale gold at the horizon.
                let sky = c.c.linv(&[(0.0, "#6a9cc4", 1.0), (0.6, "#c4d8e0", 1.0), (1.0, "#f4e2b0", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 252.0, &sky, 1.0);
                c.soft();
                c.glow(200.0, 240.0, 200.0, "#fff0c0", 0.6);
                c.end();
                // The wide calm sea, pale at the horizon, deep blue at our feet.
                let sea = c.c.linv(&[(0.0, "#cfe0dc", 1.0), (0.2, "#7aa8c0", 1.0), (1.0, "#1e4a70", 1.0)]);
                c.rect(-10.0, 240.0, 420.0, 370.0, &sea, 1.0);
                let mut d = String::new();
                for k in 0..16 {
                    let t = k as f64 / 16.0;
                    let y = 250.0 + t * t * 340.0;
                    let x = ((k * 71) % 37) as f64 / 37.0 * 380.0;
                    let _ = write!(d, "M{:.0} {:.0}h{:.0}", x, y, 10.0 + t * 40.0);
                }
                c.stroke(&d, "#e8f4f4", 2.5, 0.5);
                // The curly cord: a coil along a curve, shrinking and fading as
                // it goes away under the water.
                let coil = |c: &mut Ctx, pts: [(f64, f64); 3], r0: f64, r1: f64, turns: f64, op0: f64, op1: f64, w: f64| {
                    let bez = |t: f64| {
                        let u = 1.0 - t;
                        let x = u * u * pts[0].0 + 2.0 * u * t * pts[1].0 + t * t * pts[2].0;
                        let y = u * u * pts[0].1 + 2.0 * u * t * pts[1].1 + t * t * pts[2].1;
                        (x, y)
                    };
                    let n = (turns * 14.0) as usize;
                    let segs = 6;
                    for s in 0..segs {
                        let mut d = String::new();
                        for i in (s * n / segs)..=((s + 1) * n / segs) {
                            let t = i as f64 / n as f64;
                            let (x, y) = bez(t);
                            let (x2, y2) = bez((t + 0.01).min(1.0));
                            let (x1, y1) = bez((t - 0.01).max(0.0));
                            let (tx, ty) = (x2 - x1, y2 - y1);
                            let l = (tx * tx + ty * ty).sqrt().max(1e-6);
                            let (tx, ty) = (tx / l, ty / l);
                            let r = r0 + (r1 - r0) * t;
                            let a = t * turns * std::f64::consts::TAU;
                            let px = x + tx * r * a.cos() * 0.9 - ty * r * a.sin();
                            let py = y + ty * r * a.cos() * 0.9 + tx * r * a.sin();
                            let _ = write!(d, "{}{:.1} {:.1}", if i == s * n / segs { "M" } else { "L" }, px, py);
                        }
                        let op = op0 + (op1 - op0) * (s as f64 + 0.5) / segs as f64;
                        c.stroke(&d, "#141014", w, op);
                    }
                };
                // Under the water, the cord going away towards the horizon.
                coil(c, [(352.0, 452.0), (380.0, 360.0), (300.0, 250.0)], 4.5, 1.2, 22.0, 0.9, 0.25, 2.6);
                // The tiny island: a low mound of pale gold sand with foam round it.
                c.ellipse(200.0, 476.0, 186.0, 40.0, "#f4f8f4", 0.7);
                c.path("M22 478Q40 436 200 432Q360 436 378 478Q300 504 200 504Q100 504 22 478Z", "#ecd49a", 1.0);
                c.path("M40 480Q120 496 200 496Q280 496 360 480Q300 504 200 504Q100 504 40 480Z", "#c8a868", 1.0);
                // The cord where it leaves the sand and goes into the sea.
                coil(c, [(336.0, 468.0), (352.0, 470.0), (356.0, 452.0)], 5.0, 4.0, 4.0, 1.0, 0.75, 2.6);
                // The office chair's high back behind him.
                c.path("M146 264Q200 252 254 264L250 376H150Z", "#1c1a20", 1.0);
                c.stroke("M200 376V470M170 470H230", "#1c1a20", 7.0, 1.0);
                // The man in his dark suit, upright, hands folded on the desk,
                // gazing at the telephone.
                let man = Look::new(1, "#22242e", "#22242e").hair(Hair::Short, 1).face(Expr::Wistful).gaze(Gaze::Side(0.9)).tilt(-6.0);
                let wait = sit_front().left_hand((-20.0, -58.0), (-3.0, -61.0)).right_hand((20.0, -58.0), (3.0, -61.0));
                figure(c, &wait, 200.0, 470.0, 214.0, &man, false);
                // His white shirt and dark red tie.
                c.poly(&[(188.0, 296.0), (212.0, 296.0), (200.0, 322.0)], "#f4f0e8", 1.0);
                c.poly(&[(197.0, 300.0), (203.0, 300.0), (205.0, 330.0), (200.0, 338.0), (195.0, 330.0)], "#7a1e24", 1.0);
                // The dark wooden desk, its top at his waist.
                c.rect(70.0, 338.0, 260.0, 14.0, "#4a301e", 1.0);
                c.rect(84.0, 352.0, 232.0, 120.0, "#2e1c12", 1.0);
                c.stroke("M226 356V468M232 392H310M232 432H310", "#4a301e", 3.0, 1.0);
                c.stroke("M264 374h12M264 414h12M264 452h12", "#c8a050", 3.0, 1.0);
                c.stroke("M72 339H328", "#7a5436", 2.0, 1.0);
                // His folded hands on the desk.
                c.ellipse(193.0, 334.0, 11.0, 8.0, SKIN[1], 1.0);
                c.ellipse(206.0, 335.0, 11.0, 8.0, SKIN[1], 1.0);
                c.stroke("M188 337q12 4 24 0", "#8a5a3a", 1.5, 0.8);
                c.rect(176.0, 328.0, 10.0, 12.0, "#22242e", 1.0);
                c.rect(214.0, 328.0, 10.0, 12.0, "#22242e", 1.0);
                // The old black telephone on the desk.
                c.poly(&[(244.0, 338.0), (306.0, 338.0), (298.0, 312.0), (252.0, 312.0)], "#141014", 1.0);
                c.circle(275.0, 326.0, 9.0, "#e8e0d0", 1.0);
                c.circle(275.0, 326.0, 3.5, "#141014", 1.0);
                c.stroke("M246 300Q275 292 304 300", "#141014", 9.0, 1.0);
                c.ellipse(246.0, 306.0, 10.0, 7.0, "#141014", 1.0);
                c.ellipse(304.0, 306.0, 10.0, 7.0, "#141014", 1.0);
                c.stroke("M250 298Q275 292 300 298", "#ffffff", 2.0, 0.35);
                // The cord off the desk's edge, down its side to the sand.
                coil(c, [(304.0, 334.0), (336.0, 340.0), (336.0, 468.0)], 5.0, 5.0, 12.0, 1.0, 1.0, 2.6);
            },
        ),
        card(
            "The story runs over",
            (InkWash, WarmInterior, TopDown, Tender),
            ["an old man asleep in his armchair", "the story still running out of his open book"],
            ("a tiny white paper boat floats on the river halfway to the door", "boat"),
            ["Carried away", "Time and tide wait for no man", "He fell asleep halfway through, so the story went on without him and sent a little paper boat to find the way out"],
            &["river out of a book", "sleeper in an armchair"],
            true,
            "Seen from straight above, an old man sleeps in a big green armchair in the warm light of a lamp, his head tipped back, his eyes closed and one arm hanging over the armrest. An open book lies on his lap. Out of the book runs a small blue river: over the page and his knees, down the front of the chair, then in winding loops across a dark red patterned rug on the floor and away under a closed door. Halfway to the door a tiny white paper boat floats on the river.",
            |c| {
                c.drew("man armchair chair armrest lamp light book page river water knee rug floor door boat paper cardigan slipper arm hand head face lap");
                c.c.person(330.0);
                // A band of width w(t) (t from 0 at its start to 1 at its end) along the points.
                let ribbon = |s: &[(f64, f64)], w: &dyn Fn(f64) -> f64| -> String {
                    let last = (s.len() - 1) as f64;
                    crate::canvas::poly_d_whole(&crate::canvas::band_outline(s, |i| w(i as f64 / last)))
                };
                // A dark floor of boards.
                c.c.rect(-10.0, -10.0, 420.0, 620.0, "#1e0e06", 1.0);
                c.stroke("M-10 60h420M-10 150h420M-10 240h420M-10 330h420M-10 420h420M-10 510h420", "#0e0602", 3.0, 1.0);
                // The rug: a dark red field, a border of lozenges, a medallion.
                c.c.rect(26.0, 296.0, 348.0, 276.0, "#000000", 0.4);
                c.c.rect(18.0, 288.0, 348.0, 276.0, "#3e0e0c", 1.0);
                c.c.rect(34.0, 304.0, 316.0, 244.0, "#6a1c16", 1.0);
                let mut lz = String::new();
                for k in 0..15 {
                    let x = 40.0 + k as f64 * 21.0;
                    let _ = write!(lz, "M{} 296l6 -6 6 6 -6 6ZM{} 556l6 -6 6 6 -6 6Z", Num(x), Num(x));
                }
                for k in 0..12 {
                    let y = 314.0 + k as f64 * 20.0;
                    let _ = write!(lz, "M20 {}l6 -6 6 6 -6 6ZM352 {}l6 -6 6 6 -6 6Z", Num(y), Num(y));
                }
                c.path(&lz, "#b8782a", 0.8);
                c.poly(&[(192.0, 330.0), (310.0, 426.0), (192.0, 522.0), (74.0, 426.0)], "#4e1210", 1.0);
                c.poly(&[(192.0, 360.0), (272.0, 426.0), (192.0, 492.0), (112.0, 426.0)], "#7e2a1c", 1.0);
                c.stroke("M34 304h316v244h-316Z", "#b8782a", 2.0, 0.6);
                // The wall at the foot with the closed door.
                c.c.rect(-10.0, 572.0, 420.0, 40.0, "#140804", 1.0);
                // The edges of the room sink into the dark; the lamp's warm pool.
                let dark = c.c.rad(&[(0.0, "#000000", 0.0), (0.4, "#000000", 0.3), (1.0, "#000000", 0.88)], 0.5, 0.3, 0.75);
                c.c.rect(-10.0, -10.0, 420.0, 620.0, &dark, 1.0);
                c.soft();
                c.glow(230.0, 160.0, 240.0, "#ffc070", 0.55);
                c.end();
                // The armchair: its shadow, back, arms and seat.
                c.rect(70.0, 40.0, 290.0, 320.0, "#000000", 0.35);
                let velvet = "#2a3a1a";
                c.path("M60 22Q200 4 340 22Q352 60 340 98H60Q48 60 60 22Z", velvet, 1.0);
                c.path("M50 56Q84 40 118 56V322Q84 334 50 322Z", velvet, 1.0);
                c.path("M282 56Q316 40 350 56V322Q316 334 282 322Z", velvet, 1.0);
                c.path("M112 90H288V336Q200 348 112 336Z", "#3e5426", 1.0);
                c.path("M112 320Q200 332 288 320V336Q200 348 112 336Z", "#1c2810", 1.0);
                c.stroke("M64 30Q200 14 336 30M58 60Q84 48 110 60M290 60Q316 48 342 60", "#5a7436", 3.0, 0.8);
                // The old man: his body in a brown cardigan, leaning back.
                let wool = "#8a6238";
                c.path("M122 126Q200 100 278 126Q288 170 262 214H138Q112 170 122 126Z", wool, 1.0);
                c.path("M240 120Q280 126 278 126Q288 170 262 214H232Q252 170 240 120Z", "#5a3a1e", 0.45);
                c.poly(&[(178.0, 112.0), (200.0, 146.0), (222.0, 112.0)], "#f0e8d8", 1.0);
                c.stroke("M200 146V214", "#5a3a1e", 2.5, 1.0);
                c.dots(4, 196.0, 204.0, 156.0, 206.0, 2.5, "#e8d8b0");
                // His thighs in grey trousers and the knees, his slippers below.
                let trousers = "#4e4640";
                c.path("M140 200H198V300Q170 316 142 300Z", trousers, 1.0);
                c.path("M202 200H260V300Q232 316 204 300Z", trousers, 1.0);
                c.ellipse(160.0, 352.0, 17.0, 26.0, "#8a2a1a", 1.0);
                c.ellipse(238.0, 352.0, 17.0, 26.0, "#8a2a1a", 1.0);
                // The open book on his lap.
                c.g("transform=\"rotate(-6 200 250)\"");
                c.rect(136.0, 210.0, 128.0, 82.0, "#6a1a14", 1.0);
                c.path("M140 214Q170 206 200 216V290Q170 282 140 288Z", "#f4ecd6", 1.0);
                c.path("M200 216Q230 206 260 214V288Q230 282 200 290Z", "#fbf4e0", 1.0);
                c.stroke("M148 226h44M148 236h44M148 246h44M148 256h40M148 266h44M148 276h30M208 226h44M208 236h30", "#8a7a60", 1.5, 0.8);
                c.stroke("M200 216V290", "#b8a888", 2.0, 1.0);
                c.end();
                // His arms: one hand on the book, the other hanging over the armrest.
                c.stroke("M130 134Q112 196 148 236", wool, 24.0, 1.0);
                c.circle(150.0, 240.0, 10.0, SKIN[1], 1.0);
                c.stroke("M272 134Q300 170 318 214Q330 250 336 286", wool, 22.0, 1.0);
                c.ellipse(338.0, 300.0, 10.0, 14.0, SKIN[1], 1.0);
                // His head tipped back against the chair, asleep.
                let man = Look::new(1, wool, trousers).old().hair(Hair::Short, 5).glasses().face(Expr::Asleep).tilt(-10.0);
                lone_head(c, 200.0, 82.0, 36.0, &man);
                // The lamp beside the chair.
                c.circle(358.0, 66.0, 38.0, "#000000", 0.3);
                c.circle(352.0, 58.0, 36.0, "#e8b060", 1.0);
                c.circle(352.0, 58.0, 28.0, "#fff0c0", 1.0);
                c.stroke("M352 30V86M324 58H380", "#c08040", 1.5, 0.7);
                c.circle(352.0, 58.0, 9.0, "#ffffff", 1.0);
                // The river: out of the book, over his knees, down the chair and across the rug.
                let pts = [(216.0, 244.0), (226.0, 276.0), (232.0, 306.0), (210.0, 340.0), (200.0, 372.0), (282.0, 392.0), (320.0, 428.0), (282.0, 462.0), (170.0, 446.0), (86.0, 462.0), (80.0, 506.0), (160.0, 526.0), (262.0, 520.0), (300.0, 560.0), (300.0, 620.0)];
                let s = crate::canvas::smooth_points(&pts, 12);
                let w = |t: f64| (6.0 + 24.0 * t.powf(0.6)) * (1.0 + 0.18 * (t * 57.0).sin());
                let edge = ribbon(&s, &|t| w(t) + 4.0);
                let body = ribbon(&s, &w);
                // A little pool of it on the page where it rises.
                c.path("M204 222Q216 216 226 226Q228 244 216 252Q204 244 204 222Z", "#3f98e6", 0.85);
                c.path(&edge, "#0e2e58", 1.0);
                c.path(&body, "#3f98e6", 1.0);
                // The light on the water: a paler streak along one bank, and a few glints.
                let bank: Vec<(f64, f64)> = s
                    .iter()
                    .enumerate()
                    .map(|(i, &(x, y))| {
                        let (a, b) = (s[i.saturating_sub(1)], s[(i + 1).min(s.len() - 1)]);
                        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
                        let l = (dx * dx + dy * dy).sqrt().max(0.001);
                        let off = w(i as f64 / (s.len() - 1) as f64) * 0.22;
                        (x + dy / l * off, y - dx / l * off)
                    })
                    .collect();
                let streak = ribbon(&bank, &|t| w(t) * 0.28 * (0.6 + 0.4 * (t * 23.0).sin()));
                c.path(&streak, "#9ed4ff", 0.8);
                for k in [9, 31, 52, 88, 117, 140] {
                    if let Some(&(x, y)) = bank.get(k) {
                        c.ellipse(x, y, 3.5, 2.0, "#ffffff", 0.9);
                    }
                }
                // The paper boat halfway to the door.
                let k = s.len() * 58 / 100;
                c.g(&format!("transform=\"translate({} {}) rotate(-6) scale(1.5)\"", Num(s[k].0), Num(s[k].1 + 2.0)));
                c.ellipse(2.0, 4.0, 15.0, 4.0, "#0e2e58", 0.6);
                c.poly(&[(-15.0, -2.0), (15.0, -2.0), (9.0, 5.0), (-9.0, 5.0)], "#f4f4ee", 1.0);
                c.poly(&[(-9.0, -2.0), (0.0, -16.0), (9.0, -2.0)], "#ffffff", 1.0);
                c.poly(&[(0.0, -16.0), (9.0, -2.0), (3.0, -2.0)], "#d0d0c8", 1.0);
                c.stroke("M-15 -2H15", "#a0a098", 1.0, 1.0);
                c.end();
                // The door in the wall, the river running under it.
                c.c.rect(250.0, 574.0, 100.0, 18.0, "#8a5a2c", 1.0);
                c.stroke("M250 574h100", "#c08a4a", 2.5, 1.0);
                c.circle(338.0, 583.0, 4.5, "#e0b050", 1.0);
            },
        ),
        card(
            "Under his hat",
            (Pointillist, Saturated, CloseUp, Absurd),
            ["a man politely lifting his hat", "the tiny town under it"],
            ("smoke from a tiny chimney rises into his hat", "chimney"),
            ["Unaware", "Keep it under your hat", "Every time he lifts his hat to greet someone, morning breaks over the little town; the smoke from its chimney tells him when to put it back"],
            &["town under a hat", "greeting"],
            true,
            "A close-up of a polite man in a purple coat against a deep blue sky, eyes closed and smiling, lifting his round black hat high to greet you. Under it, on the top of his shiny head, sits a whole tiny town: little houses and a church with a spire, all their windows lit, and smoke from a tiny chimney rising into his hat.",
            |c| {
                c.drew("man coat sky hat town house church spire window chimney smoke head");
                let p = c.p;
                c.full(p.sky[0], 1.0);
                c.glow(200.0, 250.0, 220.0, p.sky[2], 0.35);
                let (hx, hy, r) = (196.0, 436.0, 96.0);
                let man = Look::new(1, p.cloth[0], p.dark).hair(Hair::Bald, 5).face(Expr::Tender).turn(0.1);
                portrait(c, hx, hy, r, &man);
                // The lifting arm: a purple sleeve up to a fist on the brim.
                c.stroke("M384 640Q388 450 326 330", p.cloth[0], 54.0, 1.0);
                c.stroke("M370 640Q372 460 318 350", "#5a1acc", 10.0, 0.6);
                // The tiny town on the crown of his head: dark houses, lit windows.
                let skull = |x: f64| hy - (r * r - (x - hx) * (x - hx)).max(0.0).sqrt() + 8.0;
                let houses: [(f64, f64, f64, &str, &str); 6] = [
                    (118.0, 26.0, 34.0, "#3a1a6a", "#d1204a"),
                    (146.0, 30.0, 52.0, "#2a1450", "#8a1040"),
                    (173.0, 26.0, 40.0, "#4a2080", "#d1204a"),
                    (221.0, 30.0, 46.0, "#3a1a6a", "#8a1040"),
                    (249.0, 28.0, 36.0, "#2a1450", "#d1204a"),
                    (274.0, 22.0, 28.0, "#4a2080", "#8a1040"),
                ];
                let mut win = String::new();
                for &(x, w, h, wall, roof) in &houses {
                    let b = skull(x);
                    c.rect(x - w / 2.0, b - h, w, h + 14.0, wall, 1.0);
                    c.poly(&[(x - w / 2.0 - 3.0, b - h + 1.0), (x, b - h - w * 0.6), (x + w / 2.0 + 3.0, b - h + 1.0)], roof, 1.0);
                    let rows = (h / 16.0) as usize;
                    for k in 0..rows {
                        let wy = b - h + 6.0 + k as f64 * 15.0;
                        let _ = write!(win, "M{:.0} {wy:.0}h6v9h-6ZM{:.0} {wy:.0}h6v9h-6Z", x - w / 4.0 - 3.0, x + w / 4.0 - 3.0);
                    }
                }
                // The church in the middle, its tall spire and lit door.
                let b = skull(hx);
                c.rect(hx - 18.0, b - 76.0, 36.0, 86.0, "#2a1450", 1.0);
                c.poly(&[(hx - 22.0, b - 74.0), (hx, b - 150.0), (hx + 22.0, b - 74.0)], "#d1204a", 1.0);
                let _ = write!(win, "M{} {}h14v20h-14ZM{} {}a6 6 0 0 1 12 0v12h-12Z", Num(hx - 7.0), Num(b - 20.0), Num(hx - 6.0), Num(b - 56.0));
                c.glow(hx, b - 40.0, 130.0, "#ffcc00", 0.35);
                c.path(&win, "#ffe066", 1.0);
                // A chimney on the tallest house and its smoke curling up into the hat.
                let (cx, cy) = (154.0, skull(146.0) - 64.0);
                c.rect(cx - 4.0, cy - 6.0, 9.0, 16.0, "#2a1450", 1.0);
                c.stroke(&format!("M{cx} {}q-14 -16 0 -30q14 -14 -2 -32q-12 -14 4 -28", Num(cy - 8.0)), "#e8e4f0", 9.0, 0.85);
                // The bowler, lifted high and tipped, and the fist holding its brim.
                c.g("transform=\"translate(0 -24) rotate(-8 220 150)\"");
                c.ellipse(220.0, 198.0, 138.0, 22.0, "#1a0a2e", 1.0);
                c.path("M126 196Q120 70 220 66Q320 70 314 196Z", "#1a0a2e", 1.0);
                c.rect(124.0, 168.0, 192.0, 20.0, p.accent, 1.0);
                c.ellipse(220.0, 204.0, 120.0, 12.0, "#000000", 0.5);
                c.end();
                fist(c, 346.0, 186.0, 1.7, 10.0, man.skin, "#b06a4a");
            },
        ),
        card(
            "The paper cranes",
            (CutPaper, Daylight, Hands, Tender),
            ["the hands that fold a paper crane", "the paper cranes that come alive and fly away"],
            ("one crane of the flock is folded from a handwritten letter, lines of writing on its wings", "letter"),
            ["Tender farewell", "Fold a thousand cranes and your wish comes true", "She folded his last letter into a crane, and it flew out after the others"],
            &["paper crane", "origami"],
            false,
            "Two hands at the bottom hold a white paper crane they have just folded, in front of a wide open window onto a bright blue sky. Out through the window flies a long line of white paper cranes, smaller and smaller as they go, and the farthest ones have turned into real white birds. One of the cranes is folded from a handwritten letter, with lines of writing on its wings.",
            |c| {
                c.drew("hand window sky crane paper bird letter writing wing wall sleeve cloud flock");
                // A deep teal wall round a big open window onto a bright sky.
                c.rect(-10.0, -10.0, 420.0, 620.0, "#3d6e78", 0.98);
                c.rect(44.0, 30.0, 312.0, 330.0, "#6cb4ee", 0.98);
                crate::second::things::cloud(&mut c.c, 104.0, 318.0, 100.0, "#ffffff", "#dcecf8");
                crate::second::things::cloud(&mut c.c, 306.0, 70.0, 70.0, "#ffffff", "#dcecf8");
                // The frame, and its right casement swung open into the room.
                c.stroke("M44 30H356V360H44Z", "#fbf6ea", 14.0, 1.0);
                c.path("M356 24L398 4V392L356 366Z", "#fbf6ea", 1.0);
                c.path("M364 40L390 28V370L364 350Z", "#a8d4f0", 1.0);
                c.rect(30.0, 356.0, 340.0, 22.0, "#fbf6ea", 1.0);
                c.rect(30.0, 376.0, 340.0, 8.0, "#2a4e56", 1.0);
                // A paper crane flying right, wings raised, `s` = 1 for about
                // 100 wide; `letter` writes lines of ink on its wings.
                let crane = |c: &mut Ctx, x: f64, y: f64, s: f64, rot: f64, letter: bool| {
                    let (lt, sh) = if letter { ("#f8efd6", "#e0d2ae") } else { ("#ffffff", "#d4dde8") };
                    c.g(&format!("transform=\"translate({x} {y}) rotate({rot}) scale({s})\""));
                    c.path("M10 -60L4 -4L22 -2Z", sh, 1.0);
                    c.path("M-8 2L-56 -34L-48 -36L0 -4Z", sh, 1.0);
                    c.path("M6 2L46 -40L52 -40L14 2Z", lt, 1.0);
                    c.path("M46 -40L52 -40L60 -30Z", sh, 1.0);
                    c.path("M-24 0L0 -8L24 0L2 16Z", lt, 1.0);
                    c.path("M-24 0L2 16L0 -8Z", sh, 1.0);
                    c.path("M-14 -2L-30 -70L14 -4Z", lt, 1.0);
                    if letter {
                        c.stroke("M-14 -14q3 -3 6 0t6 0t6 1M-18 -26q3 -3 6 0t6 0t6 2M-22 -38q3 -3 6 0t6 0t6 2M-25 -50q3 -3 6 0t6 0t4 2M-27 -61q3 -3 6 0t5 1", "#2a4a9a", 1.8, 1.0);
                        c.stroke("M-16 4L8 8M-8 10L6 12M20 -30L46 -14M24 -36L44 -24", "#2a4a9a", 1.6, 1.0);
                    }
                    c.end();
                };
                // The flock leaves through the window, farther and smaller,
                // the first ones already real birds.
                for (x, y, w) in [(96.0, 66.0, 34.0), (150.0, 52.0, 40.0), (66.0, 108.0, 30.0)] {
                    bird(&mut c.c, x, y, w, "#ffffff");
                }
                for (x, y, s, r, l) in [
                    (208.0, 92.0, 0.42, -10.0, false),
                    (262.0, 140.0, 0.55, -8.0, false),
                    (300.0, 206.0, 0.7, -6.0, false),
                    (236.0, 268.0, 0.85, -4.0, true),
                    (312.0, 330.0, 0.95, -2.0, false),
                ] {
                    crane(c, x, y, s, r, l);
                }
                // The two hands that have just folded the last one.
                let skin = SKIN[1];
                c.g("transform=\"translate(172 0) scale(-1 1)\"");
                Hand::new(skin, "#a0684a").fingers(1.05).draw(c, 86.0, 584.0, 2.8, -27.0);
                c.end();
                Hand::new(skin, "#a0684a").fingers(1.05).draw(c, 314.0, 584.0, 2.8, -27.0);
                // Knitted sleeves over the wrists.
                for (x, r) in [(86.0, 27.0), (314.0, -27.0)] {
                    c.g(&format!("transform=\"translate({x} 584) rotate({r})\""));
                    c.rect(-60.0, 6.0, 120.0, 120.0, "#f4c430", 1.0);
                    c.rect(-62.0, 0.0, 124.0, 26.0, "#e0a820", 1.0);
                    c.stroke("M-44 4V24M-24 4V24M-4 4V24M16 4V24M36 4V24", "#b88410", 3.0, 1.0);
                    c.end();
                }
                crane(c, 200.0, 440.0, 1.6, -4.0, false);
            },
        ),
        card(
            "The island over the bed",
            (Gouache, Night, Interior, Tender),
            ["a boy asleep in his bed in a dark room", "his dream floating above him: a small glowing island with trees, a tiny castle and a waterfall spilling off its edge"],
            ("his cat is climbing the bedpost to get up to it", "cat"),
            ["Sweet dreams", "With your head in the clouds", "Every night the island comes back over his bed, and every night the cat tries to get there before he does"],
            &["dream island", "cat climbing"],
            true,
            "A dark bedroom at night. A boy lies asleep in a wooden bed under a blue quilt. Above him, in the middle of the room, floats his dream: a small island glowing softly, rocky underneath with roots hanging down, green on top with round trees and a tiny white castle, and a thin waterfall spilling off its edge and turning to mist before it reaches the quilt. His cat is climbing the bedpost to get up to it.",
            |c| {
                c.drew("bedroom night boy bed quilt island rock root tree castle waterfall mist cat bedpost room");
                c.rect(-10.0, -10.0, 420.0, 620.0, "#141a34", 1.0);
                c.rect(-10.0, 520.0, 420.0, 90.0, "#0e1226", 1.0);
                c.rect(300.0, 80.0, 80.0, 110.0, "#2a3a6a", 1.0);
                c.stroke("M340 80V190M300 135H380", "#0e1226", 5.0, 1.0);
                // The dream island's glow.
                c.soft();
                c.glow(200.0, 230.0, 150.0, "#a8e0c8", 0.2);
                c.end();
                // The island: rock and roots underneath, grass, trees and a castle on top.
                c.path("M80 220Q200 200 320 220Q300 300 240 330Q200 360 170 330Q110 300 80 220Z", "#6a5a4a", 1.0);
                c.stroke("M150 320q-6 30 4 50M200 350q0 26 -8 40M240 326q8 24 2 44", "#4a3a2a", 3.0, 1.0);
                c.path("M76 222Q200 196 324 222Q200 240 76 222Z", "#5ab848", 1.0);
                for (x, y, r) in [(110.0, 200.0, 18.0), (136.0, 192.0, 22.0), (280.0, 196.0, 20.0)] {
                    c.stroke(&format!("M{x} {}v{}", y + r * 0.5, r), "#5a3a1a", 4.0, 1.0);
                    c.circle(x, y, r, "#3a9a3a", 1.0);
                }
                c.rect(186.0, 160.0, 50.0, 52.0, "#f4f0e4", 1.0);
                c.rect(176.0, 140.0, 18.0, 72.0, "#f4f0e4", 1.0);
                c.rect(228.0, 146.0, 18.0, 66.0, "#f4f0e4", 1.0);
                c.path("M174 140l11 -18l11 18ZM226 146l11 -18l11 18Z", "#d84a3a", 1.0);
                c.rect(205.0, 190.0, 12.0, 22.0, "#ffd860", 1.0);
                // The waterfall spilling off its edge and turning to mist.
                c.path("M300 224Q312 300 306 420L290 420Q296 300 288 226Z", "#c8e8f8", 0.9);
                c.soft();
                c.glow(298.0, 430.0, 30.0, "#e8f4fc", 0.8);
                c.end();
                // The bed with the boy asleep in it.
                c.rect(40.0, 440.0, 320.0, 90.0, "#6a4a2a", 1.0);
                c.stroke("M46 380V530M354 400V530", "#5a3a1a", 10.0, 1.0);
                c.rect(56.0, 440.0, 70.0, 26.0, "#e8e8f0", 1.0);
                let boy = Look::new(0, "#3a5ab0", "#3a5ab0").hair(Hair::Short, 3).face(Expr::Asleep).tilt(-70.0);
                lone_head(c, 96.0, 444.0, 24.0, &boy);
                c.path("M120 470Q140 440 220 446Q320 444 350 470V500H120Z", "#2a5ac8", 1.0);
                c.stroke("M160 452V500M220 448V500M280 450V500", "#4a7ae8", 3.0, 1.0);
                // The cat climbing the bedpost to get up to it.
                c.ellipse(364.0, 390.0, 12.0, 26.0, "#2a2a2a", 1.0);
                c.circle(364.0, 358.0, 13.0, "#2a2a2a", 1.0);
                c.path("M354 350L352 336L362 346ZM368 346L376 336L376 352Z", "#2a2a2a", 1.0);
                c.stroke("M366 414Q380 440 370 460", "#2a2a2a", 5.0, 1.0);
                c.circle(360.0, 356.0, 2.5, "#c8e040", 1.0);
                c.circle(369.0, 356.0, 2.5, "#c8e040", 1.0);
            },
        ),
        card(
            "Hand to hand",
            (StainedGlass, Sea, Hands, Funny),
            ["a small girl pressing her hand flat against the glass of an aquarium", "a big octopus on the other side pressing the tip of one arm to the same spot"],
            ("the arm the octopus holds up has copied the yellow and navy stripes of her sleeve", "stripes"),
            [
                "Kindred spirits",
                "Imitation is the sincerest form of flattery",
                "Every Saturday she comes to say hello through the glass, and this week the octopus has learned to wear her stripes",
            ],
            &["octopus at the glass", "stripes copied by an octopus"],
            true,
            "A close view of the thick glass wall of an aquarium tank, blue-green water lit from above filling most of the card, pale sand at the bottom. On the left, in the dim room outside, a small girl in a yellow and navy striped jumper looks up in wonder and presses one hand flat against the glass. On the other side a big coral-red octopus with one large golden eye presses the tip of one arm against the glass exactly where her palm is, its other arms curling loose in the water, bubbles rising. The arm it holds up is striped yellow and navy like her sleeve.",
            |c| {
                c.drew("aquarium tank glass wall water sand room girl jumper hand palm finger thumb sleeve stripe octopus arm tentacle sucker eye bubble");
                // A band along a smooth line through `pts`, `w0` wide at its
                // root and `w1` at its tip, cut into `n` panes coloured in turn
                // by `col(k)`.
                let band = |c: &mut Ctx, pts: &[(f64, f64)], w0: f64, w1: f64, n: usize, col: &dyn Fn(usize) -> &'static str| {
                    let s = crate::canvas::smooth_points(pts, 24);
                    let m = s.len() - 1;
                    let o = crate::canvas::band_outline(&s, |i| w0 + (w1 - w0) * i as f64 / m as f64);
                    for k in 0..n {
                        let (a, b) = (k * m / n, (k + 1) * m / n);
                        let mut q: Vec<(f64, f64)> = o[a..=b].to_vec();
                        q.extend_from_slice(&o[2 * m + 1 - b..=2 * m + 1 - a]);
                        c.path(&crate::canvas::poly_d_whole(&q), col(k), 1.0);
                    }
                    let t = s[m];
                    c.circle(t.0, t.1, w1 / 2.0, col(n - 1), 1.0);
                };
                let (gold, navy) = ("#ffc81e", "#22358a");
                let (coral, deep) = ("#f2603a", "#c23a26");
                // The dim room outside, and the lit water inside the tank.
                c.rect(-10.0, -10.0, 180.0, 620.0, "#1a1c34", 1.0);
                let water = c.c.linv(&[(0.0, "#8ae8d0", 1.0), (0.45, "#2aa2a6", 1.0), (1.0, "#0c4660", 1.0)]);
                c.rect(166.0, -10.0, 250.0, 620.0, &water, 1.0);
                c.soft();
                c.glow(300.0, -30.0, 300.0, "#f4fff0", 0.7);
                c.poly(&[(210.0, -10.0), (270.0, -10.0), (330.0, 600.0), (240.0, 600.0)], "#ffffff", 0.08);
                c.glow(120.0, 240.0, 170.0, "#5ee0d0", 0.35);
                c.end();
                c.path("M166 566Q220 548 290 560T416 552V616H166Z", "#e0cc90", 1.0);
                // The loose arms, curling in the water, suckers underneath.
                let arms: [&[(f64, f64)]; 4] = [
                    &[(284.0, 366.0), (282.0, 460.0), (240.0, 524.0), (204.0, 530.0), (196.0, 504.0), (214.0, 496.0)],
                    &[(270.0, 360.0), (236.0, 416.0), (238.0, 468.0), (270.0, 484.0), (284.0, 462.0), (268.0, 452.0)],
                    &[(304.0, 366.0), (322.0, 436.0), (360.0, 464.0), (392.0, 444.0), (388.0, 416.0), (370.0, 420.0)],
                    &[(330.0, 350.0), (374.0, 372.0), (420.0, 360.0)],
                ];
                for (k, a) in arms.iter().enumerate() {
                    band(c, a, 42.0, 12.0, 1, &|_| if k == 0 { deep } else { coral });
                }
                c.soft();
                for (x, y, r) in [(246.0, 432.0, 7.0), (250.0, 462.0, 6.0), (330.0, 440.0, 7.0), (352.0, 456.0, 6.0), (376.0, 446.0, 5.0), (372.0, 376.0, 6.0)] {
                    c.circle(x, y, r, "#ffd0b8", 1.0);
                }
                c.end();
                // Its great soft head, tilted back.
                c.g("transform=\"rotate(24 326 200)\"");
                c.ellipse(326.0, 200.0, 84.0, 116.0, coral, 1.0);
                c.end();
                c.ellipse(290.0, 322.0, 72.0, 54.0, coral, 1.0);
                // The arm it holds up to the glass, in her stripes.
                band(c, &[(284.0, 372.0), (232.0, 374.0), (204.0, 322.0), (190.0, 264.0), (186.0, 222.0)], 46.0, 24.0, 7, &|k| match k {
                    0 => coral,
                    k if k % 2 == 1 => gold,
                    _ => navy,
                });
                c.ellipse(184.0, 222.0, 8.0, 20.0, "#ffd0b8", 1.0);
                // Its one golden eye, turned to the girl.
                c.path("M234 290Q258 264 286 286L282 294Q258 280 238 298Z", deep, 1.0);
                c.circle(262.0, 306.0, 26.0, "#fff4d8", 1.0);
                c.circle(260.0, 306.0, 19.0, "#f0b020", 1.0);
                c.rect(246.0, 302.0, 28.0, 9.0, "#1a0e0a", 1.0);
                c.circle(266.0, 298.0, 4.0, "#ffffff", 1.0);
                // Bubbles rising.
                for (x, y, r) in [(206.0, 168.0, 9.0), (220.0, 130.0, 7.0), (200.0, 92.0, 12.0), (222.0, 44.0, 8.0), (378.0, 40.0, 9.0)] {
                    c.circle(x, y, r, "#e4fffa", 0.7);
                }
                // The thick glass wall between them.
                c.rect(154.0, -10.0, 22.0, 620.0, "#d8fff4", 0.35);
                c.stroke("M163 -10V610", "#ffffff", 3.0, 0.7);
                // The girl: her striped jumper, her face turned up to the tank.
                c.clip("M-10 610V480Q10 430 60 430Q110 440 120 490L126 610Z");
                c.rect(-10.0, 400.0, 140.0, 220.0, navy, 1.0);
                for k in 0..5 {
                    c.rect(-10.0, 428.0 + k as f64 * 44.0, 140.0, 22.0, gold, 1.0);
                }
                c.end();
                let girl = Look::new(2, navy, navy).hair(Hair::Curly, 2).face(Expr::Delight).turn(0.6).gaze(Gaze::Up);
                lone_head(c, 48.0, 366.0, 58.0, &girl);
                // Her arm up to the glass, the sleeve in the same stripes.
                band(c, &[(96.0, 470.0), (104.0, 380.0), (110.0, 300.0), (112.0, 258.0)], 52.0, 44.0, 9, &|k| if k % 2 == 0 { navy } else { gold });
                // Her hand pressed flat to the glass, fingers spread.
                let skin = SKIN[2];
                for (x, y, rot, l) in [(80.0, 196.0, -24.0, 30.0), (98.0, 170.0, -8.0, 36.0), (118.0, 166.0, 6.0, 36.0), (136.0, 180.0, 18.0, 30.0), (70.0, 240.0, -62.0, 26.0)] {
                    c.g(&format!("transform=\"rotate({rot} {x} {y})\""));
                    c.ellipse(x, y, 11.0, l, skin, 1.0);
                    c.end();
                }
                c.ellipse(110.0, 226.0, 36.0, 40.0, skin, 1.0);
            },
        ),
        card(
            "Where the snow comes from",
            (Pointillist, Night, TinyInHuge, Festive),
            ["two giant children in pyjamas having a pillow fight above the clouds", "a small sleeping town far below under falling snow"],
            ("down in the town a child at an open window catches a feather instead of a snowflake", "feather"),
            [
                "Up past bedtime",
                "Let it snow, let it snow",
                "Every winter night the giant twins fight with their pillows above the clouds, and only the child at the window has a feather to prove it",
            ],
            &["giant pillow fight", "feathers falling as snow"],
            true,
            "Night high above the clouds under a dark blue sky with a few stars. Two giant children in pyjamas stand deep in a thick white bank of cloud, laughing: on the left a girl in pink swings a big white pillow up over her head, on the right a boy in blue pyjamas and a nightcap has just burst his pillow against her, and white feathers fly out of it. The feathers pour down where the clouds part and fall as snow on a small sleeping town far below: dark houses with snowy roofs and lit windows, and a church spire. In the bottom corner a child leans out of an open window, hand up, catching a feather.",
            |c| {
                c.drew("night sky star cloud children girl boy pyjamas nightcap pillow feather snow snowflake town house roof window church spire");
                // The night sky, and a few stars.
                let sky = c.linv(&[(0.0, "#060c2a", 1.0), (0.6, "#1a2a6a", 1.0), (1.0, "#0c1436", 1.0)]);
                c.c.full(&sky, 1.0);
                c.dots(10, 30.0, 370.0, 30.0, 280.0, 2.2, "#fff6c8");
                // A feather `l` long at (x, y), lying at `a` radians, as a vane and its quill.
                let feather = |vane: &mut String, quill: &mut String, x: f64, y: f64, l: f64, a: f64| {
                    let p = |t: f64, n: f64| format!("{:.0} {:.0}", x + a.cos() * t - a.sin() * n, y + a.sin() * t + a.cos() * n);
                    let _ = write!(vane, "M{}Q{} {}Q{} {}Z", p(0.0, 0.0), p(l * 0.45, -l * 0.32), p(l, 0.0), p(l * 0.55, l * 0.22), p(0.0, 0.0));
                    let _ = write!(quill, "M{}L{}", p(-l * 0.18, 0.0), p(l * 0.9, 0.0));
                };
                // The girl on the left, her pillow swung up over her head.
                let girl = Look::new(1, "#f27aa0", "#f27aa0").hair(Hair::Curly, 4).face(Expr::Laugh).turn(0.45);
                let swing = stand().child().left_hand((-16.0, -96.0), (-18.0, -112.0)).right_hand((2.0, -100.0), (-6.0, -114.0));
                c.g("transform=\"translate(18 12) rotate(-16 70 64)\"");
                c.path("M14 36Q70 22 126 36Q136 64 126 92Q70 106 14 92Q4 64 14 36Z", "#f8f8ff", 1.0);
                c.stroke("M26 44Q70 34 114 44M26 84Q70 94 114 84", "#a8c0f0", 4.0, 1.0);
                c.end();
                figure_unshadowed(c, &swing, 112.0, 430.0, 300.0, &girl, false);
                // The boy on the right in a nightcap, his pillow burst against her.
                let boy = Look::new(3, "#5a9af0", "#5a9af0").hair(Hair::Short, 0).face(Expr::Laugh).turn(0.45).wear(Hat::Nightcap, "#f8d040");
                let hit = stand().child().left_hand((10.0, -74.0), (24.0, -84.0)).right_hand((14.0, -70.0), (26.0, -76.0));
                figure_unshadowed(c, &hit, 292.0, 430.0, 300.0, &boy, true);
                c.path("M156 146Q196 130 240 142L252 160L236 172L250 188Q240 208 204 210L194 194L180 212Q158 202 150 182L166 170Z", "#f8f8ff", 1.0);
                c.stroke("M162 154Q200 142 238 152M160 194Q200 202 236 194", "#f0b860", 5.0, 1.0);
                // The feathers bursting out and pouring down through the gap.
                let (mut vane, mut quill) = (String::new(), String::new());
                for k in 0..8 {
                    let a = k as f64 * 0.8 - 0.3;
                    let r = 70.0 + (k % 2) as f64 * 18.0;
                    feather(&mut vane, &mut quill, 200.0 + a.cos() * r * 0.9, 172.0 + a.sin() * r * 0.75, 26.0, a + 1.2);
                }
                for k in 0..7 {
                    let t = k as f64 / 6.0;
                    let x = 196.0 + (k as f64 * 2.3).sin() * (16.0 + 10.0 * t);
                    feather(&mut vane, &mut quill, x, 270.0 + t * 130.0, 22.0 - t * 6.0, k as f64 * 1.7);
                }
                c.path(&vane, "#ffffff", 1.0);
                c.stroke(&quill, "#8a9ac8", 1.4, 1.0);
                // The bank of cloud they stand in, parted in the middle.
                c.soft();
                for (x, y, w) in [(80.0, 340.0, 210.0), (70.0, 414.0, 240.0), (320.0, 346.0, 210.0), (330.0, 416.0, 240.0)] {
                    crate::second::things::cloud(c, x, y, w, "#eef2ff", "#8e9ad0");
                }
                c.end();
                // The sleeping town far below, snow on its roofs.
                let town = "#141c40";
                c.path("M-10 600V492L20 470L50 492V480L80 456L110 484L140 462L170 486V600ZM230 600V476L262 452L292 476V488L320 470L350 488L380 466L410 488V600Z", town, 1.0);
                c.path("M170 600V470H188L200 404L212 470H230V600Z", "#34447e", 1.0);
                c.path("M-10 496L20 474L50 496L50 490L20 466L-10 488ZM50 484L80 460L110 488L140 466L170 490V482L140 458L110 480L80 450L50 476ZM232 480L262 456L292 480V472L262 446L232 472ZM292 492L320 474L350 492L380 470L410 492V484L380 462L350 480L320 464L292 484ZM186 472H214V466H186Z", "#f4f8ff", 1.0);
                c.path("M194 482h12v16h-12Z", "#ffd060", 1.0);
                let mut wins = String::new();
                for (x, y) in [(14.0, 510.0), (72.0, 500.0), (96.0, 520.0), (254.0, 496.0), (136.0, 496.0), (196.0, 530.0)] {
                    let _ = write!(wins, "M{x} {y}h9v11h-9Z");
                }
                c.path(&wins, "#ffd060", 1.0);
                c.path("M-10 600V566Q100 550 200 562Q300 548 410 564V600Z", "#eef4ff", 1.0);
                // Snow falling on the town.
                c.dots(18, 20.0, 380.0, 440.0, 560.0, 3.0, "#ffffff");
                for (x, y) in [(60.0, 444.0), (240.0, 446.0), (150.0, 540.0)] {
                    snowflake(c, x, y, 7.0);
                }
                // The child at an open window in the corner, catching a feather.
                c.path("M282 600V518L328 484L374 518V600Z", "#24305e", 1.0);
                c.path("M274 522L328 482L382 522L382 510L328 470L274 510Z", "#f4f8ff", 1.0);
                c.c.rect(300.0, 516.0, 54.0, 54.0, "#ffc850", 1.0);
                let kid = Look::new(2, "#f8e8a0", "#f8e8a0").hair(Hair::Bun, 0).face(Expr::Delight).turn(-0.3);
                portrait(&mut c.c, 330.0, 540.0, 13.0, &kid);
                c.stroke("M314 554L296 520", "#f8e8a0", 8.0, 1.0);
                c.circle(295.0, 516.0, 5.5, "#c88a5a", 1.0);
                let (mut vane, mut quill) = (String::new(), String::new());
                feather(&mut vane, &mut quill, 270.0, 500.0, 28.0, -0.3);
                c.path(&vane, "#ffffff", 1.0);
                c.stroke(&quill, "#8a9ac8", 1.4, 1.0);
            },
        ),
        card(
            "Ready or not",
            (Pastel, Dusk, EyeLevel, Eerie),
            ["a small girl counting against a tree in a game of hide and seek", "something very tall out in the field, hiding badly behind a thin lamp post"],
            ("it is carefully holding a small teddy bear in one long hand", "teddy"),
            ["Being watched", "Ready or not, here I come", "She counted to twenty with her eyes shut, and out in the field the tall one held her teddy very gently, waiting to be found"],
            &["hide and seek", "tall stranger"],
            true,
            "A flat field at dusk under a violet sky, orange along the horizon. On the left a small girl in a pale dress stands with her face pressed into her arm against a dark tree trunk, eyes shut, counting. Out in the field behind her stands something very tall, thin and dark, many times her height, with long thin arms and legs, trying to hide behind a lamp post far thinner than itself. Its pale round face with big dark eyes peeps round the post towards her, and in one long hand it carefully holds a small teddy bear.",
            |c| {
                c.drew("field sky horizon girl dress tree trunk lamp post creature teddy bear grass lantern finger");
                let sky = c.c.linv(&[(0.0, "#7a68b0", 1.0), (0.4, "#cc96b8", 1.0), (0.75, "#fab49a", 1.0), (1.0, "#ffdc94", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 480.0, &sky, 1.0);
                let grass = c.c.linv(&[(0.0, "#2e203a", 1.0), (1.0, "#120a18", 1.0)]);
                c.rect(-10.0, 466.0, 420.0, 150.0, &grass, 1.0);
                // The lamp's warm light, high over the field.
                c.soft();
                c.glow(300.0, 52.0, 110.0, "#fff0c0", 0.8);
                c.end();
                let fur = "#241a30";
                let fur2 = "#3c3050";
                let fur3 = "#182418";
                // Its long thin legs under the shaggy coat, tufts at the ankles.
                c.stroke("M288 400L282 546M314 400L322 546", fur, 9.0, 1.0);
                c.poly(&[(270.0, 552.0), (276.0, 536.0), (284.0, 532.0), (294.0, 540.0), (298.0, 552.0)], fur, 1.0);
                c.poly(&[(310.0, 552.0), (316.0, 534.0), (326.0, 532.0), (334.0, 540.0), (338.0, 552.0)], fur, 1.0);
                // The coat of long shaggy fur hanging from thin shoulders,
                // like a tall heap of dark grass, ragged at the hem.
                let mut coat = vec![(276.0, 150.0), (300.0, 140.0), (326.0, 150.0), (338.0, 186.0), (350.0, 196.0), (344.0, 226.0), (356.0, 250.0), (350.0, 280.0), (364.0, 310.0), (358.0, 340.0), (372.0, 376.0)];
                let hem = [(372.0, 424.0), (360.0, 400.0), (352.0, 436.0), (340.0, 404.0), (330.0, 440.0), (318.0, 406.0), (306.0, 444.0), (294.0, 406.0), (282.0, 438.0), (270.0, 402.0), (258.0, 432.0), (248.0, 398.0), (236.0, 420.0)];
                coat.extend_from_slice(&hem);
                coat.extend_from_slice(&[(232.0, 376.0), (244.0, 346.0), (236.0, 312.0), (250.0, 284.0), (244.0, 252.0), (256.0, 226.0), (250.0, 196.0), (264.0, 184.0)]);
                c.poly(&coat, fur, 1.0);
                // Strands of fur hanging down the coat.
                for i in 0..11 {
                    let x = 258.0 + i as f64 * 9.5;
                    let col = if i % 3 == 0 { fur3 } else { fur2 };
                    c.stroke(&format!("M{} {}Q{} {} {} {}", x + 6.0, 190.0 + (i % 4) as f64 * 10.0, x - 4.0, 300.0, x - 2.0, 400.0 + (i % 3) as f64 * 8.0), col, 2.0, 0.6);
                }
                // The far arm, long and thin, folded down to the teddy.
                c.stroke("M330 176Q372 260 356 330Q350 352 340 364", fur, 8.0, 1.0);
                // The teddy bear, bright against the dark fur.
                let bear = "#f0b870";
                let bx = 330.0;
                let by = 372.0;
                c.ellipse(bx, by + 30.0, 18.0, 24.0, bear, 1.0);
                c.stroke(&format!("M{} {}l-12 14M{} {}l12 12M{} {}l-5 16M{} {}l5 16", bx - 14.0, by + 20.0, bx + 14.0, by + 20.0, bx - 9.0, by + 48.0, bx + 9.0, by + 48.0), bear, 9.0, 1.0);
                c.circle(bx - 13.0, by - 14.0, 7.0, bear, 1.0);
                c.circle(bx + 13.0, by - 14.0, 7.0, bear, 1.0);
                c.circle(bx - 13.0, by - 14.0, 3.5, "#c88a50", 1.0);
                c.circle(bx + 13.0, by - 14.0, 3.5, "#c88a50", 1.0);
                c.circle(bx, by, 17.0, bear, 1.0);
                c.ellipse(bx, by + 6.0, 6.5, 5.0, "#fce4bc", 1.0);
                c.circle(bx, by + 4.0, 2.2, "#1a1010", 1.0);
                c.circle(bx - 6.0, by - 3.0, 2.4, "#1a1010", 1.0);
                c.circle(bx + 6.0, by - 3.0, 2.4, "#1a1010", 1.0);
                c.ellipse(bx, by + 34.0, 9.0, 11.0, "#fce4bc", 0.8);
                // Its long fingers curled gently round the bear.
                c.stroke(&format!("M{} {}q-6 2 -10 6M{} {}q-6 6 -10 10M{} {}q-4 6 -8 12", bx + 22.0, by + 14.0, bx + 22.0, by + 24.0, bx + 22.0, by + 34.0), fur, 4.0, 1.0);
                // The shaggy head, tilted shyly round the post.
                c.g("transform=\"rotate(-16 262 122)\"");
                // Small soft ears.
                c.ellipse(214.0, 124.0, 16.0, 7.0, fur, 1.0);
                c.ellipse(310.0, 124.0, 16.0, 7.0, fur, 1.0);
                c.ellipse(212.0, 124.0, 9.0, 3.0, "#b88a98", 1.0);
                c.ellipse(312.0, 124.0, 9.0, 3.0, "#b88a98", 1.0);
                c.poly(&[(262.0, 78.0), (292.0, 88.0), (306.0, 120.0), (300.0, 158.0), (290.0, 150.0), (282.0, 164.0), (262.0, 158.0), (244.0, 166.0), (234.0, 152.0), (222.0, 158.0), (218.0, 120.0), (232.0, 88.0)], fur, 1.0);
                c.ellipse(262.0, 128.0, 29.0, 27.0, "#f0e2cc", 1.0);
                // A fringe of fur over the brow.
                c.poly(&[(232.0, 112.0), (240.0, 98.0), (262.0, 92.0), (286.0, 98.0), (294.0, 112.0), (284.0, 106.0), (276.0, 112.0), (268.0, 104.0), (258.0, 112.0), (250.0, 104.0), (242.0, 114.0)], fur, 1.0);
                // Big dark kind eyes, brows raised: bashful.
                c.ellipse(250.0, 126.0, 8.5, 11.0, "#140c1c", 1.0);
                c.ellipse(275.0, 126.0, 8.5, 11.0, "#140c1c", 1.0);
                c.circle(246.0, 124.0, 3.0, "#ffffff", 0.95);
                c.circle(271.0, 124.0, 3.0, "#ffffff", 0.95);
                c.circle(253.0, 131.0, 1.4, "#ffffff", 0.8);
                c.circle(278.0, 131.0, 1.4, "#ffffff", 0.8);
                c.ellipse(240.0, 142.0, 6.0, 3.5, "#f0a0a8", 0.7);
                c.ellipse(285.0, 142.0, 6.0, 3.5, "#f0a0a8", 0.7);
                c.stroke("M259 147q3 2 6 0", "#5a3a40", 2.0, 1.0);
                c.end();
                // The thin lamp post, lit, far thinner than the one behind it.
                c.stroke("M300 552V70", "#2a1e34", 8.0, 1.0);
                c.stroke("M297.5 548V72", "#c8a8b8", 2.0, 1.0);
                c.poly(&[(292.0, 552.0), (308.0, 552.0), (305.0, 538.0), (295.0, 538.0)], "#1a1020", 1.0);
                c.rect(289.0, 38.0, 22.0, 28.0, "#fff4c8", 1.0);
                c.poly(&[(284.0, 38.0), (300.0, 24.0), (316.0, 38.0)], "#1a1020", 1.0);
                c.stroke("M288 67h24", "#1a1020", 3.0, 1.0);
                // The near arm: long fingers wrapped round the front of the post.
                c.stroke("M268 180Q232 230 258 248Q280 256 296 240", fur, 8.0, 1.0);
                c.stroke("M292 234q14 -4 14 6M292 242q16 -2 14 8M290 250q14 2 12 10", fur, 3.5, 1.0);
                // The tree on the left, dark against the sky.
                let bark = "#100810";
                c.path("M-10 -10H78Q70 200 84 420Q90 520 112 600H-10Z", bark, 1.0);
                c.path("M50 120Q110 60 160 -10H120Q90 50 50 90Z", bark, 1.0);
                // The girl, large, her face hidden in her arm against the trunk.
                c.g("transform=\"translate(134 590) scale(1.25) translate(-150 -588)\"");
                let girl = Look::new(1, "#f6ead0", "#6a4a6a").hair(Hair::Long, 1).face(Expr::Squeeze).profile();
                let count = Pose {
                    head_r: 10.0,
                    hem: Some((15.0, -30.0)),
                    hair: true,
                    head: (14.0, -86.0),
                    neck: (8.0, -78.0),
                    ..stand()
                }
                .left_hand((14.0, -62.0), (28.0, -66.0))
                .right_hand((2.0, -86.0), (26.0, -90.0));
                figure(c, &count, 150.0, 588.0, 235.0, &girl, true);
                // Her near forearm, drawn again across her eyes, the hand flat on the bark.
                c.stroke("M154 401L96 385", "#e4d2b0", 13.0, 1.0);
                c.stroke("M152 407L98 391", "#b8a488", 2.0, 0.7);
                c.ellipse(90.0, 382.0, 7.0, 10.0, SKIN[1], 1.0);
                c.end();
            },
        ),
        card(
            "Holding hands by the stove",
            (InkWash, Winter, Interior, Calm),
            ["an old man dozing in his armchair by a warm iron stove", "a woman made of snow in the other armchair, holding his hand"],
            ("a puddle is spreading under her chair", "puddle"),
            [
                "Bittersweet",
                "Enjoy it while it lasts",
                "Every winter she came in from the garden to sit with him by the stove, and every evening the puddle under her chair grew a little wider",
            ],
            &["snow woman by the stove", "hands across armchairs"],
            true,
            "A quiet room on a winter evening, frost on the window and snow falling outside. An iron stove glows warm in the middle, a kettle on top. In the armchair on the left an old man in a cardigan dozes with a peaceful smile. In the armchair on the right sits a woman made of snow, with coal eyes, a carrot nose and a knitted shawl round her shoulders, and across the space between the chairs she holds his hand. Under her chair a puddle is slowly spreading across the floor.",
            |c| {
                c.drew("room window frost snow iron stove kettle armchair man cardigan woman coal eye carrot nose shawl shoulder hand chair puddle floor");
                // The room, the frosted window and the snow outside.
                c.rect(-10.0, -10.0, 420.0, 440.0, "#c8b89a", 1.0);
                c.rect(-10.0, 420.0, 420.0, 200.0, "#8a6a4a", 1.0);
                c.rect(150.0, 40.0, 100.0, 130.0, "#2a3a5a", 1.0);
                c.dots(14, 156.0, 244.0, 46.0, 164.0, 3.0, "#f8f8f8");
                c.stroke("M150 40h100v130h-100ZM200 40v130M150 105h100", "#f4f0e8", 6.0, 1.0);
                c.stroke("M152 160q20 -20 44 -8M204 164q20 -16 44 -4", "#e8f0f8", 5.0, 0.8);
                // The stove, glowing, with a kettle.
                c.rect(170.0, 300.0, 60.0, 120.0, "#2a2a2a", 1.0);
                c.rect(182.0, 330.0, 36.0, 28.0, "#f88a2a", 1.0);
                c.stroke("M200 300V180", "#2a2a2a", 10.0, 1.0);
                c.ellipse(200.0, 292.0, 22.0, 12.0, "#6a6a6a", 1.0);
                c.soft();
                c.glow(200.0, 344.0, 110.0, "#ffb060", 0.5);
                c.end();
                // The two armchairs.
                for (x, col) in [(86.0, "#8a3a3a"), (314.0, "#3a5a7a")] {
                    c.path(&format!("M{} 470V300Q{} 270 {} 270Q{} 270 {} 300V470Z", x - 62.0, x - 62.0, x, x + 62.0, x + 62.0), col, 1.0);
                    c.rect(x - 76.0, 380.0, 28.0, 90.0, col, 1.0);
                    c.rect(x + 48.0, 380.0, 28.0, 90.0, col, 1.0);
                    c.stroke(&format!("M{} 470v20M{} 470v20", x - 56.0, x + 56.0), "#3a2a1a", 6.0, 1.0);
                }
                // The old man dozing.
                let man = Look::new(1, "#a87a4a", "#4a4a5a").old().hair(Hair::Bald, 5).beard().face(Expr::Asleep).turn(0.4);
                figure(c, &sit_front(), 86.0, 480.0, 200.0, &man, false);
                // The snow woman, holding his hand across the gap.
                let snow = "#f4f8fc";
                c.circle(314.0, 410.0, 50.0, snow, 1.0);
                c.circle(314.0, 340.0, 40.0, snow, 1.0);
                c.circle(314.0, 280.0, 30.0, snow, 1.0);
                c.path("M272 330Q314 350 356 330L350 376Q314 388 278 376Z", "#a83a5a", 1.0);
                c.circle(304.0, 274.0, 4.0, "#1a1a1a", 1.0);
                c.circle(324.0, 274.0, 4.0, "#1a1a1a", 1.0);
                c.path("M312 282L292 290L312 290Z", "#f08a2a", 1.0);
                c.stroke("M302 296q10 6 20 0", "#1a1a1a", 2.5, 1.0);
                c.stroke("M276 350Q200 384 118 382", snow, 14.0, 1.0);
                c.circle(112.0, 382.0, 11.0, man.skin, 1.0);
                // The puddle spreading under her chair.
                c.ellipse(320.0, 520.0, 90.0, 22.0, "#9ac8e8", 0.8);
                c.ellipse(340.0, 516.0, 40.0, 8.0, "#e8f4fc", 0.7);
            },
        ),
        card(
            "The wave goodbye",
            (InkWash, Dusk, TinyInHuge, Wistful),
            ["a huge flock of starlings swirling over the town at dusk in the shape of a waving hand", "a small girl on a rooftop waving back"],
            ("one single bird flies the other way, down towards her", "bird"),
            [
                "Farewell",
                "Birds of a feather flock together",
                "Every autumn evening the starlings wave to the town before they leave, and every year one bird stays behind with the girl who waves back",
            ],
            &["flock in the shape of a hand", "waving from a rooftop"],
            true,
            "A town of dark rooftops and chimneys under a huge dusk sky, violet above and glowing orange along the horizon. High over the town thousands of starlings swirl together in one great dark flock, and the flock has the shape of an enormous open hand, waving. On a flat rooftop at the front a small girl in a yellow raincoat stands with her arm raised, waving back. One single bird has left the flock and flies the other way, down towards her.",
            |c| {
                c.drew("town rooftop chimney dusk sky horizon starling flock bird hand girl raincoat arm");
                // The dusk sky.
                let sky = c.c.linv(&[(0.0, "#2a1a5a", 1.0), (0.55, "#a8487a", 1.0), (0.8, "#f89a48", 1.0)]);
                c.c.full(&sky, 1.0);
                // The flock: thousands of starlings in the shape of a waving hand.
                c.add("<pattern id=\"sb\" width=\"9\" height=\"8\" patternUnits=\"userSpaceOnUse\"><path d=\"M1 3l2 1l2 -1M5 7l2 1l2 -1\" fill=\"none\" stroke=\"#140a22\" stroke-width=\"1.6\"/></pattern>");
                let hand = "M148 330Q120 300 104 250Q92 214 112 212Q128 212 142 250L150 262L138 150Q134 122 154 120Q172 120 174 150L184 236L190 120Q192 92 212 92Q232 94 230 122L226 236L244 132Q250 106 268 110Q288 116 282 144L262 246L292 178Q304 158 320 166Q336 176 326 200L284 300Q266 346 220 356Q176 362 148 330Z";
                c.c.g("transform=\"rotate(-14 210 240)\"");
                c.add(&format!("<path d=\"{hand}\" fill=\"#140a22\" opacity=\".18\"/><path d=\"{hand}\" fill=\"url(#sb)\"/>"));
                c.c.end();
                c.dots(40, 80.0, 360.0, 80.0, 380.0, 1.4, "#140a22");
                // The one bird flying the other way, down towards her.
                c.stroke("M236 414l6 4l6 -4", "#140a22", 3.0, 1.0);
                // The town's rooftops and chimneys.
                c.path("M-10 470H40V440L70 420L100 440V470H130V430H180V470H230L260 440L290 470H330V420H350V400H364V420H410V620H-10Z", "#1a1226", 1.0);
                c.rect(60.0, 400.0, 12.0, 30.0, "#1a1226", 1.0);
                c.rect(150.0, 410.0, 10.0, 24.0, "#1a1226", 1.0);
                c.dots(6, 20.0, 380.0, 490.0, 560.0, 4.0, "#f8c050");
                // The flat rooftop at the front and the girl waving back.
                c.rect(-10.0, 560.0, 420.0, 60.0, "#2a2032", 1.0);
                let girl = Look::new(2, "#f8d020", "#2a2a4a").hair(Hair::Long, 0).face(Expr::Wistful).gaze(Gaze::Up);
                figure(c, &Pose { elbows: [(-10.0, -62.0), (14.0, -80.0)], hands: [(-12.5, -48.0), (10.0, -104.0)], ..stand() }, 200.0, 566.0, 112.0, &girl, false);
            },
        ),
        card(
            "Across the wall",
            (Gouache, Daylight, EyeLevel, Tender),
            ["a tall brick wall between a girl and a boy", "the string of a tin-can telephone running up and over it"],
            ("on her side it is summer, on his side snow is falling", "snow"),
            [
                "Together apart",
                "Good fences make good neighbours",
                "On his side of the wall the snow has not stopped since she went away, but every afternoon her laugh still comes down the string, warm as summer",
            ],
            &["tin-can telephone", "wall between two seasons"],
            true,
            "A tall red brick wall runs down the middle of the picture. On the left it is summer: a warm blue sky with the sun, green grass and red and yellow flowers. A girl in a yellow dress sits on the grass with her back against the wall, laughing into a tin can held to her mouth. On the right it is winter: a pale grey sky, a bare tree, snow falling and snow on the ground. A boy in a woolly hat and a red scarf sits in the snow with his back against the other side of the wall, eyes closed, listening hard to a tin can held to his ear. A string runs from her can up over the top of the wall and down to his.",
            |c| {
                c.drew("wall brick sky sun grass flower girl dress can string snow ground boy hat scarf ear tree");
                // Summer on the left: a warm blue sky and the sun.
                let warm = c.c.linv(&[(0.0, "#3a9ae8", 1.0), (1.0, "#bfe6f8", 1.0)]);
                c.rect(-10.0, -10.0, 210.0, 620.0, &warm, 1.0);
                c.circle(56.0, 76.0, 36.0, "#ffd23a", 1.0);
                // Winter on the right: a pale grey-blue sky.
                let cold = c.c.linv(&[(0.0, "#a4b4c8", 1.0), (1.0, "#eef2f6", 1.0)]);
                c.rect(200.0, -10.0, 210.0, 620.0, &cold, 1.0);
                // A bare winter tree far off on his side.
                c.stroke("M372 470V300M372 380L340 330M372 350L396 300M340 330L330 300M372 320L356 280M396 300L404 270", "#5a4a44", 6.0, 1.0);
                // The green grass and its flowers, the white snow.
                c.path("M-10 450Q90 436 200 446V610H-10Z", "#5aa83a", 1.0);
                c.path("M-10 520Q90 508 200 516V610H-10Z", "#4a9630", 1.0);
                c.path("M200 446Q300 432 410 450V610H200Z", "#f4f8fc", 1.0);
                c.path("M200 540Q300 530 410 548V610H200Z", "#dce6f2", 1.0);
                let mut stems = String::new();
                let flowers = [(20.0, 500.0, "#e8322a"), (64.0, 484.0, "#ffd23a"), (40.0, 590.0, "#ffd23a"), (96.0, 596.0, "#e8322a"), (158.0, 588.0, "#ffffff"), (14.0, 550.0, "#ffffff"), (150.0, 480.0, "#e8322a"), (30.0, 462.0, "#ffd23a"), (110.0, 470.0, "#ffffff"), (2.0, 590.0, "#e8322a")];
                for (x, y, _) in flowers {
                    let _ = write!(stems, "M{} {}v14", Num(x), Num(y));
                }
                c.stroke(&stems, "#2a6a1a", 3.0, 1.0);
                for (x, y, col) in flowers {
                    c.circle(x, y, 8.0, col, 1.0);
                    c.circle(x, y, 3.0, "#f8a020", 1.0);
                }
                // The tall brick wall, its coping, and snow only on the
                // winter half of it.
                c.rect(176.0, 190.0, 48.0, 420.0, "#b4563a", 1.0);
                let mut bricks = String::new();
                for k in 0..21 {
                    let y = 190.0 + k as f64 * 20.0;
                    let _ = write!(bricks, "M176 {}H224", Num(y));
                    let x = if k % 2 == 0 { 192.0 } else { 208.0 };
                    let _ = write!(bricks, "M{} {}v20", Num(x), Num(y));
                }
                c.stroke(&bricks, "#e8c8a8", 2.0, 0.8);
                c.rect(170.0, 178.0, 60.0, 14.0, "#8a7a70", 1.0);
                c.path("M200 180Q202 164 216 166Q230 164 234 180Z", "#ffffff", 1.0);
                c.stroke("M226 192v40M226 260v30M226 330v26", "#ffffff", 4.0, 0.8);
                // The snow falling on his side only.
                c.dots(70, 232.0, 410.0, -10.0, 600.0, 4.0, "#ffffff");
                c.dots(30, 232.0, 410.0, -10.0, 600.0, 2.5, "#ffffff");
                // The girl, turned to the wall, laughing into her can.
                let girl = Look::new(1, "#f8c830", "#f8c830").hair(Hair::Long, 1).face(Expr::Laugh).turn(0.35);
                let talk = Pose { head_r: 12.0, hem: Some((14.0, -8.0)), ..sit_ground() }.right_hand((16.0, -34.0), (26.0, -50.0)).left_hand((14.0, -33.0), (24.0, -48.0));
                figure(c, &talk, 64.0, 568.0, 320.0, &girl, false);
                let (gx, gy, gr) = *c.heads.last().unwrap();
                let gr = gr / 1.4;
                let (ax, ay) = (gx + gr * 1.05, gy + gr * 0.5);
                // The boy, his back to the other side, eyes shut, listening.
                let boy = Look::new(3, "#3a6ab8", "#2a3a5a").hair(Hair::Short, 0).face(Expr::Tender).wear(Hat::Knitted, "#2a8a6a").cold().turn(0.3).tilt(-8.0);
                let listen = Pose { head_r: 12.0, ..sit_ground() }.left_hand((-12.0, -38.0), (-9.0, -52.0));
                figure(c, &listen, 262.0, 568.0, 320.0, &boy, false);
                let (bx, by, br) = *c.heads.last().unwrap();
                let br = br / 1.4;
                let (bx0, by0) = (bx - br * 1.6, by + br * 0.1);
                // His red scarf, its end hanging over his chest.
                c.stroke(&format!("M{} {}q{} {} {} 0", Num(bx - br * 0.7), Num(by + br * 1.2), Num(br * 0.7), Num(br * 0.5), Num(br * 1.4)), "#d8282a", br * 0.5, 1.0);
                c.path(&format!("M{} {}l{} {}l{} 0l{} {}Z", Num(bx + br * 0.3), Num(by + br * 1.3), Num(br * 0.1), Num(br * 1.4), Num(br * 0.4), Num(-br * 0.1), Num(-br * 1.4)), "#d8282a", 1.0);
                // Snow settling on his hat and shoulders.
                c.dots(6, bx - br * 0.8, bx + br * 0.8, by - br * 1.35, by - br * 1.0, 2.5, "#ffffff");
                // The string: from her can up over the wall and down to his.
                c.stroke(&format!("M{} {}L172 178L228 178L{} {}", Num(ax + 24.0), Num(ay), Num(bx0), Num(by0)), "#2a1a14", 3.5, 1.0);
                // The two tin cans, lying on their sides, open ends to her
                // mouth and to his ear, and the hands holding them.
                for (x, skin) in [(ax, SKIN[1]), (bx0, SKIN[3])] {
                    let y = if x < 200.0 { ay } else { by0 };
                    c.rect(x, y - 13.0, 26.0, 26.0, "#a8b2bc", 1.0);
                    c.stroke(&format!("M{} {}v26M{} {}v26", Num(x + 9.0), Num(y - 13.0), Num(x + 17.0), Num(y - 13.0)), "#7a848e", 2.0, 1.0);
                    c.ellipse(x, y, 5.0, 13.0, "#d8e0e8", 1.0);
                    c.ellipse(x + 26.0, y, 5.0, 13.0, "#c8d0d8", 1.0);
                    c.ellipse(x + 13.0, y + 12.0, 9.0, 7.0, skin, 1.0);
                }
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
            "Where the sea was",
            (StainedGlass, Night, TinyInHuge, Wistful),
            ["the huge bleached skeleton of a whale half buried in the desert dunes", "a small boy sitting inside its ribs, listening to a seashell"],
            ("in his bucket swims one small live fish", "fish"),
            ["Homesick", "Water under the bridge", "He walked out to the bones every night with his bucket, and one night there was a fish in it"],
            &["whale skeleton in the desert", "bucket with a live fish"],
            true,
            "A desert at night under a huge starry sky and a low moon, pale dunes rolling away. Half buried in the sand lies the enormous bleached skeleton of a whale, its long jaw and its great curved ribs arching up over the sand. Inside the ribs a small boy sits cross-legged on the sand by a little campfire, holding a seashell to his ear, his eyes closed. Beside him stands a bucket with a spade, and in the water in the bucket swims one small orange fish.",
            |c| {
                c.drew("desert night sky star moon dune sand whale skeleton jaw rib boy campfire fire seashell shell ear eye bucket spade water fish");
                c.rect(-10.0, -10.0, 420.0, 620.0, "#0c1436", 1.0);
                c.glow(320.0, 120.0, 220.0, "#2a3a7a", 0.6);
                c.circle(320.0, 120.0, 30.0, "#f4ecd0", 1.0);
                c.dots(70, -10.0, 410.0, -10.0, 330.0, 1.8, "#f4f4ff");
                // The dunes.
                c.path("M-10 360Q100 300 220 350T410 330V610H-10Z", "#8a7a9a", 1.0);
                c.path("M-10 440Q140 400 260 450T410 430V610H-10Z", "#a89ab0", 1.0);
                // The whale's skeleton: jaw, skull, spine and arching ribs.
                let bone = "#f0eadc";
                c.path("M-10 470Q40 420 110 440L130 470Q60 470 -10 500Z", bone, 1.0);
                c.path("M-10 430Q30 380 100 400Q130 410 140 440L120 450Q90 420 40 420Q10 424 -10 440Z", bone, 1.0);
                c.stroke("M130 430Q260 170 420 320", bone, 18.0, 1.0);
                let mut ribs = String::new();
                for k in 0..8 {
                    let t = 0.12 + k as f64 * 0.11;
                    let (x, y) = ((1.0 - t) * (1.0 - t) * 130.0 + 2.0 * t * (1.0 - t) * 260.0 + t * t * 420.0, (1.0 - t) * (1.0 - t) * 430.0 + 2.0 * t * (1.0 - t) * 170.0 + t * t * 320.0);
                    let g = 556.0;
                    let _ = write!(ribs, "M{} {}C{} {} {} {} {} {}", Num(x), Num(y), Num(x - 50.0), Num(y + 30.0), Num(x - 44.0), Num((y + g) / 2.0 + 20.0), Num(x - 24.0), Num(g));
                }
                c.stroke(&ribs, bone, 10.0, 1.0);
                // The sand drifted over the ribs' feet.
                c.path("M120 560Q240 530 410 560V610H120Z", "#b8aabc", 1.0);
                // The boy, his fire and his bucket, large in front.
                c.g("transform=\"translate(-40 0) translate(300 556) scale(1.5) translate(-300 -556)\"");
                // The little campfire and its light.
                c.glow(234.0, 530.0, 90.0, "#ffb050", 0.7);
                c.stroke("M220 548l28 -10M222 538l26 12", "#5a3a24", 5.0, 1.0);
                c.path("M234 540q-12 -16 0 -34q4 14 10 10q6 14 -10 24Z", "#ffb030", 1.0);
                c.path("M234 540q-5 -8 0 -16q4 8 4 6q2 6 -4 10Z", "#fff0a0", 1.0);
                // The boy listening to the shell.
                let boy = Look::new(3, "#3a7ac8", "#3a3a5a").hair(Hair::Curly, 0).face(Expr::Tender).turn(0.4);
                let listen = sit_ground().child().left_hand((-14.0, -70.0), (-12.0, -82.0));
                figure(c, &listen, 292.0, 552.0, 110.0, &boy, false);
                let (hx, hy, hr) = *c.heads.last().unwrap();
                c.path(&format!("M{} {}q-20 -10 -20 10q6 16 20 6Z", Num(hx - hr * 0.8), Num(hy - hr * 0.2)), "#f4c0b0", 1.0);
                c.stroke(&format!("M{} {}q-8 2 -12 8", Num(hx - hr * 0.9), Num(hy - hr * 0.1)), "#c88070", 2.0, 1.0);
                // His bucket, spade and the little fish.
                c.path("M336 520h32l-4 30h-24Z", "#d8282a", 1.0);
                c.ellipse(352.0, 522.0, 16.0, 5.0, "#4a8ad0", 1.0);
                c.path("M346 522q6 -6 10 0q-4 4 -10 0ZM356 522l5 -3v6Z", "#f08a20", 1.0);
                c.stroke("M374 550l10 -40", "#8a6a4a", 4.0, 1.0);
                c.path("M380 508l10 4l-4 -16Z", "#a8a8b0", 1.0);
                c.end();
            },
        ),
        card(
            "Home for supper",
            (InkWash, WarmInterior, Interior, Tender),
            ["an astronaut back from far away", "his old mother's small kitchen table"],
            ("from the open door across the kitchen floor, his boots have left footprints in grey dust", "dust"),
            ["Coming home", "East or west, home is best", "He had walked where no one had ever walked, and still she made him sit down to his soup before she said a word about the dust on her floor"],
            &["astronaut at home", "mother's soup"],
            true,
            "A warm kitchen lit by a lamp hanging over a small wooden table. On a little wooden chair at the table sits an astronaut in a bulky white spacesuit with a backpack, his helmet still on, his big gloved hands resting on the table in front of a bowl; through the visor his face smiles at his mother. She is small and old, in an apron and slippers, and leans in from the other side of the table to ladle steaming soup into his bowl, looking at him fondly. Behind him the kitchen door stands open onto the dark night, and from the door across the floor to his chair his boots have left grey footprints in dust.",
            |c| {
                c.drew("kitchen room wall floor door night lamp cord table chair astronaut spacesuit backpack helmet visor glove boot mother apron slipper ladle bowl soup steam footprint dust");
                let gy = 560.0;
                // The warm plain kitchen: wall, floor, and the lamp's light.
                let wall = c.c.linv(&[(0.0, "#5a2810", 1.0), (0.42, "#c06a28", 1.0), (1.0, "#a85a24", 1.0)]);
                c.c.rect(-20.0, -20.0, 440.0, 492.0, &wall, 1.0);
                let floor = c.c.linv(&[(0.0, "#6a3418", 1.0), (1.0, "#3a1a0a", 1.0)]);
                c.c.rect(-20.0, 470.0, 440.0, 150.0, &floor, 1.0);
                c.stroke("M-20 470H420", "#2a120a", 4.0, 0.6);
                c.soft();
                c.glow(262.0, 260.0, 280.0, "#ffe8a8", 0.8);
                c.end();
                // The door behind him, open onto the dark night.
                c.c.rect(14.0, 214.0, 70.0, 258.0, "#5a3418", 1.0);
                c.c.rect(22.0, 222.0, 56.0, 250.0, "#0e1428", 1.0);
                c.path("M22 472L78 472L72 440Q50 430 26 446Z", "#4a4a54", 0.8);
                // The lamp hanging over the table.
                c.stroke("M272 -20V108", "#2a1a10", 2.5, 1.0);
                c.path("M246 136L260 108H284L298 136Z", "#3a2a1a", 1.0);
                c.soft();
                c.glow(272.0, 140.0, 60.0, "#fff8d0", 0.9);
                c.end();
                c.c.ellipse(272.0, 138.0, 18.0, 6.0, "#fff8e0", 1.0);
                // The trail of grey moon dust footprints from the door to his boots.
                let steps = [(50.0, 490.0, 0.8), (74.0, 512.0, 0.65), (104.0, 532.0, 0.45), (140.0, 550.0, 0.3), (180.0, 564.0, 0.15), (222.0, 574.0, 0.0), (262.0, 576.0, -0.1)];
                for (k, (x, y, a)) in steps.iter().enumerate() {
                    let side = if k % 2 == 0 { -5.0 } else { 5.0 };
                    let deg = a * -57.3;
                    c.c.g(&format!("transform=\"translate({x} {}) rotate({deg:.0})\"", y + side));
                    c.path("M-19 -3Q-19 -8 -12 -8H-4Q-1 -6 2 -6H10Q20 -7 20 0Q20 7 10 6H2Q-1 6 -4 8H-12Q-19 8 -19 3Z", "#cfcabe", 1.0);
                    c.stroke("M-14 -6V6M-9 -7V7M4 -5V5M9 -5V5M14 -4V4", "#5a5850", 2.2, 0.8);
                    c.c.end();
                }
                // The small wooden chair, too small for him.
                let wood = "#6a4026";
                c.stroke("M96 300V560M96 444H206M200 444V560", wood, 8.0, 1.0);
                c.stroke("M96 318H84M96 370H84", wood, 6.0, 0.0);
                // The small kitchen table.
                c.stroke("M236 392V560M350 392V560", "#5a3418", 9.0, 1.0);
                c.c.rect(222.0, 378.0, 146.0, 16.0, "#7a4a2a", 1.0);
                // The astronaut, bulky in white: backpack, far limbs, body, near limbs.
                let suit = "#f4f2ea";
                let far = "#d4d0c6";
                let ring = "#9a968c";
                c.path("M64 276Q64 258 82 258H112Q124 258 124 276V414Q124 428 110 428H80Q64 428 64 414Z", "#dedad0", 1.0);
                c.stroke("M72 290H116M72 400H116", ring, 3.0, 1.0);
                let limb = |c: &mut super::scene::Ctx, d: &str, w: f64, col: &str| {
                    c.stroke(d, "#2a1e14", w + 4.0, 1.0);
                    c.stroke(d, col, w, 1.0);
                };
                limb(c, "M150 418L262 410L270 526", 46.0, far);
                c.path("M246 524Q246 508 270 508Q298 508 308 530Q314 546 302 552H250Q244 540 246 524Z", "#a8a49a", 1.0);
                limb(c, "M196 300L230 350L254 356", 32.0, far);
                c.circle(262.0, 356.0, 17.0, "#c8c4ba", 1.0);
                c.path("M110 304Q110 270 150 268H194Q228 270 228 304L232 424Q232 452 200 452H130Q106 452 106 424Z", suit, 1.0);
                c.c.rect(172.0, 322.0, 46.0, 32.0, "#c8c4ba", 1.0);
                c.c.circle(184.0, 338.0, 5.0, "#c0302a", 1.0);
                c.c.circle(200.0, 338.0, 5.0, "#2a5a9a", 1.0);
                c.c.circle(210.0, 332.0, 3.0, "#f0c040", 1.0);
                limb(c, "M140 428L280 424L290 534", 52.0, suit);
                c.stroke("M232 400V450M276 470H306", ring, 3.0, 1.0);
                c.path("M262 534Q262 516 290 516Q320 516 332 540Q338 556 324 562H268Q260 550 262 534Z", "#b8b4aa", 1.0);
                c.stroke("M266 560H330", "#5a5850", 4.0, 1.0);
                c.dots(10, 262.0, 330.0, 536.0, 556.0, 3.0, "#8a8880");
                // The bowl of soup in front of him.
                c.path("M264 360Q266 392 302 392Q338 392 340 360Z", "#f4ecd8", 1.0);
                c.stroke("M266 368Q302 378 338 368", "#2a5a9a", 4.0, 1.0);
                c.c.ellipse(302.0, 360.0, 38.0, 7.0, "#c8501a", 1.0);
                c.soft();
                c.stroke("M322 348q-8 -14 0 -26t0 -26", "#ffffff", 3.5, 0.6);
                c.end();
                limb(c, "M214 304L226 362L248 372", 36.0, suit);
                c.stroke("M206 340L232 336", ring, 3.0, 1.0);
                c.circle(250.0, 374.0, 19.0, "#e8e4da", 1.0);
                c.stroke("M234 364L234 386", "#c0302a", 5.0, 1.0);
                // The helmet, and his face through the visor.
                c.c.ellipse(170.0, 276.0, 50.0, 14.0, "#b8b4aa", 1.0);
                c.circle(176.0, 214.0, 62.0, suit, 1.0);
                c.c.ellipse(190.0, 220.0, 46.0, 42.0, "#2a1e18", 1.0);
                let son = Look::new(1, suit, suit).hair(Hair::Short, 1).face(Expr::Smile).turn(0.45).gaze(Gaze::Side(0.7));
                lone_head(c, 194.0, 224.0, 30.0, &son);
                c.c.ellipse(190.0, 220.0, 46.0, 42.0, "#f0c060", 0.16);
                c.stroke("M156 196Q164 184 180 180", "#ffffff", 5.0, 0.7);
                // His mother, small and old, leaning in with the ladle.
                let (mx, s) = (356.0, 3.3);
                let at = |(x, y): (f64, f64)| (mx - x * s, gy + y * s);
                let mum = Look::new(0, "#7a3a5a", "#7a3a5a").old().hair(Hair::Bun, 5).face(Expr::Smile).turn(0.7).gaze(Gaze::Side(0.8)).hands(Grip::Open, Grip::Fist);
                let lean = Pose {
                    head: (12.0, -86.0),
                    neck: (8.0, -77.0),
                    hip: (2.0, -48.0),
                    knees: [(0.0, -25.0), (4.0, -25.0)],
                    feet: [(-2.0, -2.0), (6.0, -2.0)],
                    elbows: [(-4.0, -62.0), (16.0, -64.0)],
                    hands: [(-4.0, -52.0), (24.0, -70.0)],
                    hem: Some((10.0, -18.0)),
                    ..Pose::stand()
                };
                figure(c, &lean, mx, gy, 100.0 * s, &mum, true);
                // Her apron and slippers.
                let pts = [(9.0, -51.0), (-1.0, -51.0), (-5.0, -22.0), (12.0, -22.0)];
                let ap: Vec<(f64, f64)> = pts.iter().map(|&p| at(p)).collect();
                c.poly(&ap, "#a8bcd0", 1.0);
                let (ta, tb) = (at((-3.0, -51.0)), at((10.0, -51.0)));
                c.stroke(&format!("M{:.0} {:.0}L{:.0} {:.0}", ta.0, ta.1, tb.0, tb.1), "#7890a8", 5.0, 1.0);
                for f in lean.feet {
                    let (x, y) = at(f);
                    c.c.ellipse(x - 6.0, y + 3.0, 17.0, 7.0, "#a8303a", 1.0);
                }
                // The ladle from her hand down into his bowl.
                let (hx, hy) = at(lean.hands[1]);
                c.stroke(&format!("M{:.0} {:.0}Q{:.0} {:.0} {:.0} 338", hx - 4.0, hy - 8.0, hx + 20.0, hy, hx + 22.0), "#3a3a42", 6.0, 1.0);
                c.path(&format!("M{} 336Q{} 358 {} 358Q{} 358 {} 336Z", hx + 4.0, hx + 6.0, hx + 22.0, hx + 38.0, hx + 40.0), "#4a4a54", 1.0);
            },
        ),
        card(
            "The marks on the door frame",
            (Gouache, WarmInterior, Interior, Tender),
            ["a small girl growing up year by year", "her grandfather growing down"],
            ("her new pencil line on the door frame is far below the highest marks", "pencil"),
            ["Growing down", "Once a man, twice a child", "Every birthday she stands on the chair and draws Grandpa's new pencil line, and every year it is a little lower than the last"],
            &["height marks", "measuring grandfather"],
            true,
            "A warm kitchen at night, a lamp hanging from the ceiling and a copper pan on the wall. A painted wooden door frame is covered with short pencil lines one above another, from low down to high above the middle of the door; the open door stands behind. An old man with white hair, a white moustache and a green cardigan stands with his back straight against the frame, chin up, smiling proudly. Beside him his small granddaughter in a yellow dress stands on a kitchen chair, her tongue out in concentration, holding a ruler flat on his head with one hand and a pencil in the other, at a new line on the frame. Her new line is far below the highest ones.",
            |c| {
                c.drew("kitchen lamp ceiling pan wall door frame pencil line man hair moustache cardigan chin girl granddaughter dress chair tongue ruler head");
                c.room(540.0);
                c.boards(540.0);
                // A copper pan hanging on the kitchen wall.
                c.stroke("M14 250V272", "#2a1a10", 3.0, 1.0);
                c.circle(14.0, 318.0, 30.0, "#b8602a", 1.0);
                c.circle(14.0, 318.0, 22.0, "#8a3a18", 1.0);
                c.stroke("M14 276V290", "#5a2a10", 7.0, 1.0);
                // The doorway into the dim hall, the open door, and the painted frame.
                let hall = c.c.linv(&[(0.0, "#5a3018", 1.0), (1.0, "#3a1c0e", 1.0)]);
                c.c.rect(206.0, 64.0, 168.0, 480.0, &hall, 1.0);
                c.path("M374 64L330 92V518L374 542Z", "#7a4424", 1.0);
                c.stroke("M364 120L340 134V250L364 240ZM364 290L340 296V480L364 490Z", "#5a2c14", 3.0, 1.0);
                c.circle(338.0, 316.0, 5.0, "#e8c050", 1.0);
                let (paint, edge) = ("#eee2c0", "#b89a6a");
                c.rect(44.0, 30.0, 162.0, 512.0, paint, 1.0);
                c.rect(374.0, 30.0, 40.0, 512.0, paint, 1.0);
                c.rect(44.0, 30.0, 370.0, 34.0, paint, 1.0);
                c.stroke("M44 30V542M206 64V542M374 64V542M206 64H374M44 30H414", edge, 3.0, 1.0);
                c.stroke("M56 64V542M194 74V542", edge, 1.5, 0.5);
                // The pencil marks of many years, a ladder up the frame: the
                // children's from low down, each with a tiny scribble, and the
                // grandfather's own, long, high above.
                let mut d = String::new();
                let mut s = String::new();
                for (k, (y, w)) in [
                    (470.0, 34.0), (452.0, 30.0), (430.0, 38.0), (414.0, 32.0), (392.0, 40.0), (374.0, 30.0),
                    (350.0, 36.0), (332.0, 42.0), (306.0, 34.0), (290.0, 40.0), (262.0, 36.0), (244.0, 44.0),
                ]
                .iter()
                .enumerate()
                {
                    let _ = write!(d, "M60 {}h{}", Num(*y), Num(*w));
                    let sx = 62.0 + (k % 3) as f64 * 4.0;
                    let _ = write!(s, "M{} {}q2 -5 4 0t4 0t4 0", Num(sx), Num(y - 4.0));
                }
                for (y, w) in [(160.0, 128.0), (148.0, 118.0), (140.0, 124.0), (130.0, 116.0)] {
                    let _ = write!(d, "M60 {}h{}", Num(y), Num(w));
                }
                c.stroke(&d, "#4a3a2a", 3.0, 0.85);
                c.stroke(&s, "#4a3a2a", 1.2, 0.6);
                // The lamp hanging from the ceiling, lighting the room warmly.
                c.stroke("M300 0V84", "#2a1a10", 2.5, 1.0);
                c.soft();
                c.glow(300.0, 112.0, 80.0, "#ffe090", 0.5);
                c.end();
                c.path("M272 112L284 84H316L328 112Z", "#c0202a", 1.0);
                c.ellipse(300.0, 114.0, 14.0, 6.0, "#fff4c0", 1.0);
                // The grandfather against the frame, back straight, chin up.
                let grandpa = Look::new(0, "#2e5a3e", "#4a3a2a").old().hair(Hair::Short, 5).face(Expr::Smile).build(0.9);
                let straight = Pose { head: (-5.0, -95.0), neck: (-4.0, -85.0), ..stand() };
                figure(c, &straight, 140.0, 566.0, 360.0, &grandpa, false);
                let (hx, hy, hr) = *c.heads.last().unwrap();
                // His white moustache.
                let mut tash = String::new();
                for f in [-1.0, 1.0] {
                    let _ = write!(tash, "M{} {}q{} {} {} {}q{} {} {} {}Z", Num(hx), Num(hy + hr * 0.22), Num(f * hr * 0.3), Num(-hr * 0.06), Num(f * hr * 0.42), Num(hr * 0.2), Num(-f * hr * 0.22), Num(-hr * 0.04), Num(-f * hr * 0.42), Num(-hr * 0.08));
                }
                c.path(&tash, "#f4f2ec", 1.0);
                // The kitchen chair in the doorway, and the girl standing on it.
                c.rect(250.0, 414.0, 96.0, 12.0, "#8a4a22", 1.0);
                c.stroke("M258 426L252 560M338 426L344 560M268 426L268 540M328 426L328 540", "#6a3418", 8.0, 1.0);
                c.stroke("M260 414V300M336 414V300M260 320H336M260 350H336", "#8a4a22", 8.0, 1.0);
                let girl = Look::new(1, "#e0a040", "#e0a040").hair(Hair::Long, 2).face(Expr::Calm).tongue().turn(-0.6).gaze(Gaze::Side(-0.8));
                let reach_up = Pose { head_r: 10.0, hem: Some((14.0, -24.0)), ..stand() }
                    .left_hand((-26.0, -86.0), (-36.0, -106.0))
                    .right_hand((-14.0, -70.0), (-40.0, -90.0));
                figure_unshadowed(c, &reach_up, 298.0, 416.0, 200.0, &girl, false);
                // The ruler laid flat on his white hair, and the new pencil line.
                let ry = hy - hr * 1.02;
                c.rect(hx - 70.0, ry - 8.0, 150.0, 8.0, "#e8c050", 1.0);
                let mut ticks = String::new();
                for k in 0..15 {
                    let _ = write!(ticks, "M{} {}v{}", Num(hx - 66.0 + k as f64 * 10.0), Num(ry - 8.0), Num(if k % 2 == 0 { 4.0 } else { 2.5 }));
                }
                c.stroke(&ticks, "#6a4a1a", 1.2, 1.0);
                c.stroke(&format!("M60 {}H{}", Num(ry + 1.0), Num(hx - hr * 0.8)), "#1a0e0a", 3.5, 1.0);
                c.stroke(&format!("M{} {}H198", Num(hx + hr * 0.8), Num(ry + 1.0)), "#1a0e0a", 3.5, 1.0);
                // Her pencil at the end of the line.
                c.stroke(&format!("M198 {}L226 {}", Num(ry + 1.0), Num(ry + 20.0)), "#d03020", 5.0, 1.0);
            },
        ),
        card(
            "The last square",
            (Pointillist, Night, TopDown, Mysterious),
            ["a girl hopping along a chalk hopscotch on a dark street", "the last square opening onto a sky full of stars"],
            ("a single small red shoe lies beside the last square", "shoe"),
            ["Giddy", "Nothing ventured, nothing gained", "She had hopped every square a hundred times, but tonight the last one was open, and someone had left a shoe at its edge"],
            &["hopscotch to the sky", "the eleventh hop"],
            true,
            "Seen from straight above at night, a plain dark street in warm light. A hopscotch grid is drawn in white chalk on the asphalt, its squares numbered one to nine. A girl in a pale nightdress and bare feet hops along it, arms out wide, one foot lifted behind her. The last square at the top, numbered ten, is not asphalt but an opening full of deep starry sky, and its starlight spills over the chalk line onto the squares. Beside it lies one small red shoe.",
            |c| {
                c.drew("street night light hopscotch grid chalk asphalt square girl nightdress foot arm sky star starlight line shoe opening");
                // The dark asphalt, a kerb down the left, and the warm pool of
                // light round the girl.
                c.full("#1e2334", 1.0);
                c.rect(-10.0, -10.0, 40.0, 620.0, "#2a2a30", 1.0);
                c.rect(30.0, -10.0, 6.0, 620.0, "#0a0c12", 1.0);
                c.dots(90, 36.0, 400.0, 0.0, 600.0, 1.6, "#2e3446");
                c.soft();
                c.glow(206.0, 430.0, 280.0, "#ffb050", 0.85);
                c.end();
                // The last square: an opening in the street full of deep sky.
                let (qx, qy, qw, qh) = (112.0, 22.0, 176.0, 150.0);
                let deep = c.c.rad(&[(0.0, "#6a56c8", 1.0), (0.55, "#23307a", 1.0), (1.0, "#060818", 1.0)], 0.45, 0.45, 0.7);
                c.rect(qx, qy, qw, qh, &deep, 1.0);
                c.dots(70, qx + 4.0, qx + qw - 4.0, qy + 8.0, qy + qh - 4.0, 1.6, "#f4f0ff");
                c.dots(20, qx + 4.0, qx + qw - 4.0, qy + 8.0, qy + qh - 4.0, 2.6, "#fff0b8");
                stars(c, &[(150.0, 70.0, 9.0), (246.0, 118.0, 11.0), (206.0, 52.0, 6.0), (176.0, 140.0, 7.0)], "#ffffff", 1.0);
                // The thickness of the street at its far edge, seen down the hole.
                c.rect(qx, qy, qw, 10.0, "#05060a", 1.0);
                c.rect(qx, qy, 8.0, qh, "#05060a", 0.8);
                // Starlight spilling over the edge onto the squares below.
                c.soft();
                c.glow(200.0, 186.0, 120.0, "#a8c0ff", 0.8);
                c.end();
                c.dots(26, 120.0, 280.0, 176.0, 250.0, 1.6, "#e8eeff");
                // The chalk grid: ten, then eight and nine, seven, five and
                // six, four, two and three, one.
                let chalk = "#f4f2ea";
                let mut grid = String::new();
                let _ = write!(grid, "M{qx} {qy}h{qw}v{qh}h-{qw}Z");
                let rows: [(f64, f64, u8, u8); 6] =
                    [(172.0, 0.0, 8, 9), (250.0, 1.0, 7, 0), (328.0, 0.0, 5, 6), (406.0, 1.0, 4, 0), (484.0, 0.0, 2, 3), (562.0, 1.0, 1, 0)];
                let mut nums = Vec::new();
                for (y, single, a, b) in rows {
                    if single > 0.0 {
                        let _ = write!(grid, "M161 {y}h78v78h-78Z");
                        nums.push((200.0, y + 39.0, a));
                    } else {
                        let _ = write!(grid, "M122 {y}h156v78h-156ZM200 {y}v78");
                        nums.push((161.0, y + 39.0, a));
                        nums.push((239.0, y + 39.0, b));
                    }
                }
                c.stroke(&grid, chalk, 5.0, 0.95);
                c.stroke(&grid, "#ffffff", 1.5, 0.6);
                for (x, y, n) in nums {
                    c.g(&format!("transform=\"translate({} {}) scale(1.3)\"", Num(x - 13.0), Num(y - 20.0)));
                    c.stroke(chalk_number(n), chalk, 3.2, 0.95);
                    c.end();
                }
                // Its number, the chalk floating on the sky.
                c.g(&format!("transform=\"translate({} {}) scale(1.3)\"", Num(176.0), Num(qy + qh - 52.0)));
                c.stroke(chalk_number(10), chalk, 3.2, 0.95);
                c.end();
                // The small red shoe beside the last square.
                // It lies tipped on its side, so it shows its whole shape.
                c.g("transform=\"translate(296 146) rotate(-12) scale(1.15)\"");
                c.path("M2 26H56Q62 26 60 16Q56 8 44 6L30 8Q18 10 8 4Q0 2 0 12Z", "#000000", 0.35);
                c.path("M-4 20H52Q58 20 56 10Q52 2 40 0L26 2Q14 4 4 -2Q-4 -4 -4 6Z", "#e02a1c", 1.0);
                c.path("M4 -2Q14 4 26 2L24 6Q14 8 4 3Z", "#3a0806", 1.0);
                c.stroke("M-4 20H52Q58 20 56 12", "#6a1008", 4.0, 1.0);
                c.stroke("M20 3L16 18", "#8a140c", 3.5, 1.0);
                c.circle(17.0, 15.0, 2.2, "#ffe08a", 1.0);
                c.stroke("M32 4Q44 3 50 8", "#ff9a80", 2.0, 0.8);
                c.end();
                // The girl on square four: her nightdress flared around her,
                // its shadow, the toes of her standing foot ahead of her and
                // the sole of the lifted foot behind.
                let (gx, gy, k) = (200.0, 432.0, 1.2);
                c.g(&format!("transform=\"translate({gx} {gy}) scale({k})\""));
                c.path("M-56 12Q-54 -38 6 -44Q72 -38 72 18Q76 84 10 90Q-60 80 -56 12Z", "#000000", 0.35);
                c.ellipse(-16.0, -56.0, 10.0, 15.0, SKIN[0], 1.0);
                c.dots(5, -24.0, -8.0, -70.0, -66.0, 2.2, "#f6c8b0");
                c.path("M-64 4Q-60 -44 0 -48Q60 -44 64 4Q70 72 0 80Q-70 72 -64 4Z", "#ece6f6", 1.0);
                c.stroke("M-30 20Q-34 52 -40 74M26 22Q34 50 40 74", "#a89cc0", 2.5, 0.8);
                c.ellipse(24.0, 100.0, 15.0, 21.0, "#000000", 0.3);
                c.ellipse(14.0, 88.0, 13.0, 19.0, "#f0b8a0", 1.0);
                c.dots(5, 6.0, 22.0, 102.0, 106.0, 2.4, "#e8a890");
                c.end();
                let girl = Look::new(0, "#ece6f6", "#ece6f6").hair(Hair::Long, 1);
                from_above(c, gx, gy, 2.6 * k, 180.0, &girl, true);
            },
        ),
        card(
            "Who is inside",
            (Pastel, Winter, CloseUp, Eerie),
            ["a girl's face pressed close to a snow globe, her nose squashed against the glass", "inside the globe, a tiny snowy village"],
            ("from inside, a tiny girl in the same red hat presses her hands and nose to the glass and looks back out at her", "hat"),
            ["Trapped", "The shoe is on the other foot", "Every night she shook the snow globe before bed, and tonight a girl in a red hat just like hers came to the glass to ask her to stop"],
            &["snow globe", "tiny girl inside the glass"],
            true,
            "A close-up in a dim winter room: a girl in a red knitted hat leans in so close to a snow globe that her nose is squashed against the glass and her breath fogs it. Inside the globe snow swirls over a tiny village of little houses with lit windows and a fir tree. At the front of it, a tiny girl in the same red hat presses her hands and her nose against the inside of the glass, looking back out at the big girl.",
            |c| {
                c.drew("room girl hat nose glass breath fog snow globe village house window fir tree hand");
                c.person(600.0);
                c.full("#3a3a5a", 1.0);
                // The girl's face, huge, to the right.
                let girl = Look::new(0, "#c8283a", "#c8283a").hair(Hair::Long, 1).wear(Hat::Knitted, "#d8283a").face(Expr::Shock).turn(-0.5).gaze(Gaze::Side(-0.8));
                portrait(c, 330.0, 250.0, 120.0, &girl);
                // The globe on its wooden base.
                c.path("M40 560L70 500H300L330 560Z", "#6a4228", 1.0);
                c.circle(185.0, 360.0, 150.0, "#a8c8e0", 0.9);
                c.path("M50 420Q185 380 320 420V470Q185 520 50 470Z", "#f4f6fa", 1.0);
                // The little village inside.
                for (x, y, wall, roof) in [(110.0, 430.0, "#e8c8a0", "#8a3a2a"), (170.0, 420.0, "#f0e0c0", "#3a4a7a"), (240.0, 436.0, "#e0b898", "#6a2a2a")] {
                    c.rect(x - 22.0, y - 34.0, 44.0, 34.0, wall, 1.0);
                    c.path(&format!("M{} {}L{x} {}L{} {}Z", x - 28.0, y - 34.0, y - 60.0, x + 28.0, y - 34.0), roof, 1.0);
                    c.rect(x - 8.0, y - 24.0, 14.0, 12.0, "#f8d060", 1.0);
                }
                c.path("M286 430L304 370L322 430Z", "#2a5a3a", 1.0);
                c.dots(30, 60.0, 310.0, 230.0, 440.0, 3.0, "#ffffff");
                // The tiny girl at the glass, hands and nose to it, in the same red hat.
                let tiny = Look::new(0, "#c8283a", "#c8283a").hair(Hair::Long, 1).wear(Hat::Knitted, "#d8283a").face(Expr::Worry).turn(0.5).gaze(Gaze::Side(0.8));
                let press = stand().child().left_hand((8.0, -70.0), (16.0, -80.0)).right_hand((12.0, -72.0), (18.0, -84.0));
                figure(c, &press, 250.0, 478.0, 120.0, &tiny, false);
                // The glass: its curve and a glint; her breath misting it.
                c.stroke("M185 360m-150 0a150 150 0 1 0 300 0a150 150 0 1 0 -300 0", "#e8f0f8", 4.0, 0.9);
                c.path("M80 280Q100 230 150 220Q110 250 96 300Z", "#ffffff", 0.6);
                c.ellipse(300.0, 330.0, 30.0, 18.0, "#ffffff", 0.45);
            },
        ),
        card(
            "Home",
            (Gouache, Spring, EyeLevel, Tender),
            ["a mother sitting quietly in a spring meadow", "her wide skirt that is a little house, its windows lit, a child walking up the path to its door"],
            ("beside the door stands a pair of big, worn grown-up boots that were not there before", "boots"),
            [
                "Welcome back",
                "Better late than never",
                "The child came home from school the same as every day, and found a pair of big dusty boots on the doorstep that had been gone for years",
            ],
            &["skirt that is a cottage", "boots on the doorstep"],
            true,
            "A bright spring meadow under a plain blue sky. A very big mother in a yellow blouse sits on the grass in the middle, her brown hair in a bun, smiling a little and looking down, her hands folded in her lap. Her wide red skirt with white dots, spread over the grass, is a little cottage: her lap makes the roof, and at the hem are a front door, a stone doorstep and two lit windows with curtains. A small child with a school bag walks up a sandy garden path to the door. Beside the door stands a pair of big brown boots.",
            |c| {
                c.drew("meadow sky mother woman blouse hair hand knee lap cottage house roof hem door doorstep step stone window curtain light path garden child bag boot grass flower dot");
                // A plain blue sky over a bright green meadow.
                let sky = c.linv(&[(0.0, "#5aa6e6", 1.0), (0.5, "#a8d6f4", 1.0)]);
                c.full(&sky, 1.0);
                let grass = c.linv(&[(0.0, "#a8d860", 1.0), (0.5, "#a8d860", 1.0), (1.0, "#5e9e34", 1.0)]);
                c.path("M-10 300Q200 290 410 302V610H-10Z", &grass, 1.0);
                // A few daisies and buttercups.
                for (x, y, r, col) in [(24.0, 330.0, 5.0, "#ffffff"), (372.0, 344.0, 5.0, "#ffe040"), (30.0, 580.0, 8.0, "#ffffff"), (92.0, 598.0, 7.0, "#ffe040"), (360.0, 586.0, 8.0, "#ffffff"), (388.0, 380.0, 5.0, "#ffffff")] {
                    c.circle(x, y, r, col, 1.0);
                    c.circle(x, y, r * 0.4, "#f0a020", 1.0);
                }
                // Her shadow on the grass under the hem.
                c.ellipse(200.0, 552.0, 200.0, 22.0, "#2e5a1a", 0.35);
                // Her neck and her body in a yellow blouse, behind her knees.
                let blouse = "#f0b43a";
                c.rect(188.0, 120.0, 24.0, 40.0, SKIN[1], 1.0);
                c.path("M132 190Q134 152 200 150Q266 152 268 190L256 272H144Z", blouse, 1.0);
                c.poly(&[(182.0, 152.0), (200.0, 176.0), (218.0, 152.0)], "#fff4dc", 1.0);
                c.path("M232 156Q266 156 268 190L256 272H236Q246 220 232 156Z", "#b86a10", 0.18);
                // The skirt: the roof over her knees and the wall to the hem.
                let roof = [(148.0, 256.0), (252.0, 256.0), (384.0, 404.0), (16.0, 404.0)];
                let wall = "M40 396H360Q366 470 382 548Q340 540 300 550Q250 542 200 550Q150 542 100 550Q60 540 18 548Q34 470 40 396Z";
                let red = "#d8463a";
                c.path(wall, red, 1.0);
                c.poly(&roof, "#e45a44", 1.0);
                c.poly(&[(200.0, 256.0), (252.0, 256.0), (384.0, 404.0), (200.0, 404.0)], "#a0281e", 0.3);
                // The white dots of the cloth, all over roof and wall.
                let dots = crate::canvas::staggered_dots(6.0, 236.0, 20, 15, 21.0, 21.0);
                let cloth = format!("{}{wall}", crate::canvas::poly_d(&roof));
                c.clip(&cloth);
                c.stroke(&dots, "#fff4e0", 7.0, 1.0);
                c.end();
                // The eaves: a dark fold under the roof's edge.
                c.stroke("M16 404H384", "#7a1c14", 7.0, 1.0);
                c.stroke("M16 404L148 256H252L384 404", "#f08068", 4.0, 0.9);
                c.stroke("M156 262L96 404M244 262L304 404", "#7a1c14", 4.0, 0.35);
                c.rect(146.0, 252.0, 108.0, 12.0, "#a0281e", 1.0);
                c.rect(40.0, 408.0, 320.0, 14.0, "#7a1c14", 0.35);
                // Two windows, lit inside, with white curtains.
                for x in [64.0, 262.0] {
                    c.rect(x - 6.0, 432.0, 86.0, 72.0, "#fff4e0", 1.0);
                    c.rect(x, 438.0, 74.0, 60.0, "#ffd650", 1.0);
                    c.glow(x + 37.0, 468.0, 30.0, "#fff8c0", 0.9);
                    c.path(&format!("M{} 438H{}Q{} 470 {} 498H{}Z", Num(x), Num(x + 26.0), Num(x + 10.0), Num(x + 16.0), Num(x)), "#ffffff", 1.0);
                    c.path(&format!("M{} 438H{}V498H{}Q{} 470 {} 438Z", Num(x + 74.0), Num(x + 74.0), Num(x + 58.0), Num(x + 64.0), Num(x + 48.0)), "#ffffff", 1.0);
                    c.stroke(&format!("M{} 438V498M{} 468H{}", Num(x + 37.0), Num(x), Num(x + 74.0)), "#fff4e0", 5.0, 1.0);
                    c.rect(x - 10.0, 502.0, 94.0, 8.0, "#fff4e0", 1.0);
                }
                // The front door at the hem, its little lit pane and knob.
                c.path("M166 552V462Q166 430 200 430Q234 430 234 462V552Z", "#fff4e0", 1.0);
                c.path("M173 552V464Q173 438 200 438Q227 438 227 464V552Z", "#2c6e7a", 1.0);
                c.path("M184 470V460Q184 450 200 450Q216 450 216 460V470Z", "#ffd650", 1.0);
                c.circle(219.0, 506.0, 4.0, "#f0c040", 1.0);
                // The stone doorstep and the sandy path down to the front.
                c.path("M106 546H242L248 564H100Z", "#c8c0b4", 1.0);
                c.rect(100.0, 560.0, 148.0, 4.0, "#8a8478", 1.0);
                c.path("M164 564H236Q250 590 300 620H110Q156 590 164 564Z", "#eed8a4", 1.0);
                // The big brown boots beside the door.
                for x in [112.0, 140.0] {
                    c.path(&format!("M{} 554V512H{}V534Q{} 534 {} 554Z", Num(x), Num(x + 17.0), Num(x + 30.0), Num(x + 31.0)), "#4a2a12", 1.0);
                    c.rect(x - 1.0, 552.0, 33.0, 5.0, "#1e120a", 1.0);
                    c.rect(x - 1.0, 508.0, 19.0, 7.0, "#8a5a2c", 1.0);
                    c.stroke(&format!("M{} 528l8 -3M{} 522l8 -3", Num(x + 5.0), Num(x + 5.0)), "#c89a5a", 2.0, 1.0);
                }
                // Her arms down to her hands, folded on her knees: the roof's top.
                c.stroke("M142 172Q120 220 146 258Q166 276 188 272", blouse, 24.0, 1.0);
                c.stroke("M258 172Q280 220 254 258Q234 276 212 272", blouse, 24.0, 1.0);
                c.stroke("M258 172Q280 220 254 258", "#b86a10", 24.0, 0.15);
                c.ellipse(192.0, 272.0, 17.0, 10.0, SKIN[1], 1.0);
                c.ellipse(208.0, 276.0, 17.0, 10.0, SKIN[1], 1.0);
                // Her head bowed a little towards the door.
                let mother = Look::new(1, blouse, red).hair(Hair::Bun, 1).face(Expr::Tender).turn(0.25).tilt(8.0);
                lone_head(c, 200.0, 96.0, 38.0, &mother);
                // The child walking up the path, a school bag on its back.
                let child = Look::new(3, "#3a7ac8", "#2a3a5a").hair(Hair::Short, 0).face(Expr::Back);
                let step = Pose { head_r: 11.0, ..walk() };
                figure(c, &step, 236.0, 606.0, 96.0, &child, true);
                c.rect(224.0, 534.0, 26.0, 28.0, "#e8402a", 1.0);
                c.stroke("M226 540h22", "#a02a18", 3.0, 1.0);
            },
        ),
        card(
            "Listening to the shell",
            (Gouache, Daylight, CloseUp, Wistful),
            ["a girl on a bright summer beach", "the deep sea she hears in the shell, her hair floating as if under water"],
            ("a small silver fish swims through her floating hair past her cheek, and tiny bubbles rise from her lips", "fish"),
            ["Far away", "Full fathom five thy father lies", "She held the shell to her ear until her hair began to float, and a little silver fish swam past her cheek"],
            &["hair floating in the air", "seashell at the ear"],
            true,
            "A close view of a girl on a bright beach under a pale summer sky, a band of blue sea behind her. Her eyes are closed and her lips slightly open as she holds a big spiral seashell to her ear with one hand. Her long dark hair is not hanging down but floating out all around her head in slow waves, as if she were deep in the sea. A small silver fish swims through her hair past her cheek, and a few tiny bubbles rise from her lips.",
            |c| {
                c.drew("beach sky sea girl eye lip seashell ear hand hair fish cheek bubble");
                // The plain summer sky, the band of sea, the sand.
                let sky = c.c.linv(&[(0.0, "#8cc8ec", 1.0), (0.6, "#d8eef6", 1.0), (1.0, "#f4f0dc", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                c.rect(-10.0, 440.0, 420.0, 64.0, "#2a7ab0", 1.0);
                c.rect(-10.0, 440.0, 420.0, 8.0, "#1a5a8a", 1.0);
                c.stroke("M20 468h40M250 462h50M330 488h40", "#bfe4f4", 3.0, 0.7);
                c.rect(-10.0, 504.0, 420.0, 120.0, "#f0d49a", 1.0);
                // The floating hair: one big dark mass drifting up and out in slow
                // waves, as under water, with long locks curling off it.
                let hair = "#3a2216";
                c.blob(
                    &[
                        (200.0, 70.0), (256.0, 96.0), (312.0, 70.0), (346.0, 120.0), (334.0, 176.0),
                        (372.0, 226.0), (344.0, 262.0), (300.0, 250.0), (272.0, 310.0), (236.0, 372.0),
                        (170.0, 376.0), (128.0, 344.0), (76.0, 370.0), (34.0, 330.0), (62.0, 280.0),
                        (24.0, 214.0), (56.0, 156.0), (44.0, 104.0), (100.0, 84.0), (146.0, 50.0),
                    ],
                    hair,
                );
                c.path("M296 84Q340 40 318 4Q300 -20 330 -20Q372 10 346 70Q336 100 320 110Z", hair, 1.0);
                c.path("M56 140Q0 120 10 60Q16 30 -10 20L-10 80Q0 140 50 170Z", hair, 1.0);
                c.path("M60 310Q10 330 -10 380V320Q20 290 60 280Z", hair, 1.0);
                // Lighter strands within it, lifting in the same slow swirl.
                c.stroke("M90 150Q120 110 170 100M240 104Q290 110 314 156M80 250Q66 210 90 176M330 214Q340 240 318 262M60 330Q90 310 120 330", "#7a5238", 4.0, 0.8);
                let girl = Look::new(1, "#e8604a", "#2a7ab0").hair(Hair::Bald, 1).face(Expr::Tender).tilt(-6.0);
                portrait(c, 200.0, 258.0, 80.0, &girl);
                // Her hair over the top of her head, parted and lifting.
                c.path("M116 262A84 84 0 0 1 284 256Q262 204 206 212Q196 190 190 212Q140 206 116 262Z", hair, 1.0);
                // The small silver fish, swimming through the hair past her cheek.
                c.g("transform=\"translate(88 306) rotate(-14) scale(1.3)\"");
                c.path("M-30 0Q-8 -17 22 -3Q27 0 22 3Q-8 17 -30 0Z", "#dfe8ee", 1.0);
                c.poly(&[(-30.0, 0.0), (-48.0, -14.0), (-44.0, 0.0), (-48.0, 14.0)], "#b8c6d2", 1.0);
                c.poly(&[(-8.0, -9.0), (2.0, -18.0), (8.0, -7.0)], "#b8c6d2", 1.0);
                c.stroke("M-14 3Q4 8 20 2", "#8898a8", 2.0, 1.0);
                c.circle(12.0, -2.0, 3.0, "#1a1a2a", 1.0);
                c.end();
                // Bubbles rising from her lips, drifting up into the hair.
                for (x, y, r) in [(172.0, 312.0, 3.5), (150.0, 302.0, 4.5), (126.0, 282.0, 5.5), (112.0, 250.0, 6.5), (108.0, 212.0, 7.5)] {
                    c.circle(x, y, r, "#e8f8ff", 0.25);
                    c.stroke(&format!("M{} {}a{r} {r} 0 1 0 0.1 0", x - r, y), "#f4fcff", 2.2, 0.95);
                }
                // Her arm up from the shoulder, the hand holding the shell to her ear.
                c.stroke("M372 620Q360 420 318 318", "#e2ac84", 46.0, 1.0);
                c.g("transform=\"translate(274 262) rotate(-38) scale(1.15)\"");
                c.path("M-16 -42Q40 -60 86 -22L128 0L86 20Q40 56 -16 42Q-34 0 -16 -42Z", "#f6e8d0", 1.0);
                c.path("M96 -16L128 0L96 16Q104 0 96 -16Z", "#c89a78", 1.0);
                c.stroke("M40 -50Q56 0 40 48M66 -38Q78 0 66 36M86 -22Q94 0 86 20", "#c8946a", 4.0, 1.0);
                c.ellipse(-10.0, 0.0, 12.0, 36.0, "#f2a092", 1.0);
                c.stroke("M-16 -42Q-34 0 -16 42", "#fff8ee", 5.0, 1.0);
                c.end();
                // The fingers wrapped round the shell's belly.
                c.stroke("M300 320Q318 300 322 280M312 328Q334 306 338 286M324 334Q346 316 350 298", "#e2ac84", 14.0, 1.0);
                c.ellipse(314.0, 328.0, 24.0, 20.0, "#e2ac84", 1.0);
            },
        ),
        card(
            "The painting that leaks",
            (Pointillist, Spring, Interior, Wistful),
            ["a plain dry little room with bare boards", "the sea spilling out of the painting on its wall"],
            ("a small silver fish has come out of the painting with the water and flaps in the puddle at her feet", "fish"),
            ["Homesick for somewhere", "You can't go home again", "She only looked at the sea in the painting every evening, until the evening a little silver fish came out with the water and landed at her feet"],
            &["painting that leaks", "sea running down a wall"],
            true,
            "A small plain room with a pale pink wall and bare wooden floorboards. On the wall hangs a big painting in a brown frame: a bright blue sea with white-crested waves under a pale sky, a tiny white sail far out. Water is spilling over the bottom of the frame, running down the wall and spreading across the floor in a wide shining puddle. On the right an old woman with white hair and a lilac cardigan sits in a green armchair with her feet in the water, one hand at her chest, looking up at the painting with a faint smile. In the puddle at her feet a small silver fish flaps.",
            |c| {
                c.drew("room wall floor floorboard painting frame sea wave sky sail water puddle woman hair cardigan hand chest armchair foot fish");
                let ink = "#2a2a3a";
                let (deep, sea, foam) = ("#0a5ab8", "#1e8ae8", "#f4fbff");
                c.room(430.0);
                c.boards(430.0);
                // The sea's light on the wall round the painting.
                c.soft();
                c.glow(170.0, 160.0, 230.0, "#bfe6ff", 0.8);
                c.end();
                // The big painting: a bright sea under a pale sky.
                let (fx, fy, fw, fh) = (44.0, 50.0, 252.0, 196.0);
                c.rect(fx - 18.0, fy - 18.0, fw + 36.0, fh + 36.0, "#6a4428", 1.0);
                c.rect(fx - 6.0, fy - 6.0, fw + 12.0, fh + 12.0, "#c89a50", 1.0);
                c.c.clip(&format!("M{fx} {fy}h{fw}v{fh}h-{fw}Z"));
                c.rect(fx, fy, fw, fh, "#e4f4fc", 1.0);
                let g = c.c.linv(&[(0.0, sea, 1.0), (1.0, deep, 1.0)]);
                c.rect(fx, fy + 66.0, fw, fh - 66.0, &g, 1.0);
                c.path("M232 112l8 -24l3 24Z", "#ffffff", 1.0);
                c.stroke("M228 114h18", ink, 2.0, 1.0);
                let mut d = String::new();
                for (k, y) in [86.0, 108.0, 136.0, 170.0, 210.0, 250.0].iter().enumerate() {
                    let mut x = fx + if k % 2 == 0 { -10.0 } else { -30.0 };
                    let s = 12.0 + k as f64 * 5.0;
                    while x < fx + fw {
                        d.push_str(&format!("M{x:.0} {y:.0}q{:.0} {:.0} {:.0} 0", s, -s * 0.6, s * 2.0));
                        x += s * 3.0;
                    }
                }
                c.stroke(&d, foam, 4.0, 1.0);
                c.end();
                // Water spilling over the bottom of the frame, down the wall
                // and out across the floor.
                let w = c.c.linv(&[(0.0, deep, 1.0), (0.35, sea, 1.0), (1.0, "#6ab8f0", 1.0)]);
                c.path("M114 246Q170 238 236 246Q240 300 244 360Q248 410 262 430Q330 446 362 488Q386 540 340 574Q260 596 150 586Q50 578 40 532Q36 488 88 458Q116 442 112 428Q120 380 116 330Q110 290 114 246Z", &w, 1.0);
                c.stroke("M130 262Q136 330 128 428M154 262Q150 350 160 428M178 262Q184 340 182 420M206 262Q200 340 212 424M226 262Q232 350 240 426", foam, 2.6, 0.6);
                c.stroke("M80 500Q150 470 230 490M120 540Q200 520 300 530M70 560Q120 552 170 566", foam, 3.0, 0.75);
                // Foam where it lands on the floor.
                c.stroke("M104 432Q120 420 136 432Q152 418 170 430Q188 418 206 430Q224 418 244 430Q256 424 268 434", foam, 5.0, 0.9);
                // The lip where it runs over the frame.
                c.path("M106 248Q170 230 244 248Q242 260 238 268Q170 256 112 268Q108 258 106 248Z", "#5ab8f8", 1.0);
                c.stroke("M114 248Q170 236 236 248", foam, 3.0, 0.95);
                // The green armchair, facing left.
                let chair = "#3a8a5a";
                c.path("M300 290Q300 262 332 262Q370 262 372 294V530H300Z", chair, 1.0);
                c.rect(196.0, 478.0, 176.0, 50.0, chair, 1.0);
                c.path("M190 480Q190 452 214 452H258Q270 452 270 480Z", "#2e7a4a", 1.0);
                c.stroke("M210 528v30M356 528v40", "#2a3a2a", 8.0, 1.0);
                // The old woman, looking up at the painting, a faint smile.
                let woman = Look::new(1, "#a88ac8", "#4a4a6a").old().hair(Hair::Bun, 5).face(Expr::Calm).turn(-0.6).gaze(Gaze::Up).tilt(-10.0);
                let sit = sit_chair().lowered(22.0).left_hand((8.0, -38.0), (14.0, -31.0)).right_hand((13.0, -36.0), (9.0, -46.0));
                figure(c, &sit, 304.0, 566.0, 340.0, &woman, true);
                // Ripples round her feet.
                c.stroke("M204 570Q226 560 250 570M212 578Q232 584 258 576", foam, 2.5, 0.9);
                // The little silver fish flapping in the puddle, and its splash.
                c.g("transform=\"translate(150 540) rotate(-24) scale(1.3)\"");
                c.path("M-20 0Q-6 -12 12 -6Q20 -2 22 0Q20 2 12 6Q-6 12 -20 0Z", "#e4eaf2", 1.0);
                c.path("M-18 0L-32 -12Q-28 0 -32 12Z", "#b8c4d0", 1.0);
                c.stroke("M-6 -6Q2 0 -6 6", "#8a98a8", 1.6, 1.0);
                c.circle(14.0, -2.0, 2.2, ink, 1.0);
                c.end();
                c.stroke("M112 560Q120 548 132 556M170 558Q180 546 192 554", foam, 2.5, 0.9);
                for (x, y, r) in [(118.0, 522.0, 3.0), (128.0, 512.0, 2.4), (176.0, 514.0, 2.6), (186.0, 524.0, 2.0), (108.0, 534.0, 2.0)] {
                    c.circle(x, y, r, foam, 1.0);
                }
            },
        ),
        card(
            "The swarm remembers",
            (GoldTempera, Daylight, CloseUp, Eerie),
            ["a beekeeper in her white suit and veil among the hives", "the swarm gathered in the air before her into the shape of a face"],
            ("one single bee has settled on her glove, apart from the rest", "glove"),
            ["Recognition", "Busy as a bee", "Her grandfather kept these hives for fifty years; the summer after he died the swarm came out wearing his face, and one bee sat down on her glove"],
            &["swarm shaped as a face", "beekeeper's veil"],
            true,
            "A summer meadow full of flowers, white beehives in a row behind. A beekeeper in a white suit and a wide hat with a veil stands calmly with her gloved hands held out; through the veil her face is calm and curious. In the air in front of her the swarm has gathered into the shape of a big face, an old man's face with a moustache, made entirely of bees, its eyes and mouth the darker places where they crowd thickest, looking back at her. On the back of her glove one single bee has settled alone.",
            |c| {
                c.drew("meadow flower beehive beekeeper suit hat veil glove hand face swarm bee eye mouth moustache");
                let sky = c.c.linv(&[(0.0, "#a8d8f0", 1.0), (1.0, "#f4ecc8", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                c.rect(-10.0, 330.0, 420.0, 280.0, "#8ab858", 1.0);
                c.dots(50, -10.0, 410.0, 340.0, 610.0, 5.0, "#f4f0e0");
                c.dots(30, -10.0, 410.0, 340.0, 610.0, 5.0, "#e8a0c8");
                // The row of hives behind.
                for x in [20.0, 90.0, 330.0] {
                    c.rect(x, 270.0, 56.0, 70.0, "#f4f0e4", 1.0);
                    c.path(&format!("M{} 270l28 -16l28 16Z", Num(x)), "#c8a060", 1.0);
                    c.stroke(&format!("M{} 292h56M{} 314h56", Num(x), Num(x)), "#c8c0b0", 2.0, 1.0);
                }
                // The face made of bees: dots everywhere in an oval, thick at
                // the eyes, the moustache and the mouth.
                let (fx, fy) = (250.0, 170.0);
                let mut light = String::new();
                let mut dark = String::new();
                for _ in 0..260 {
                    let a = c.c.r(0.0, std::f64::consts::TAU);
                    let r = c.c.r(0.0, 1.0).sqrt();
                    let (x, y) = (fx + a.cos() * r * 96.0, fy + a.sin() * r * 124.0);
                    let _ = write!(light, "M{x:.0} {y:.0}h5");
                }
                for &(cx, cy, rx, ry, n) in &[(fx - 34.0, fy - 24.0, 16.0, 9.0, 26), (fx + 34.0, fy - 24.0, 16.0, 9.0, 26), (fx, fy + 44.0, 42.0, 10.0, 40), (fx, fy + 76.0, 22.0, 7.0, 20), (fx - 40.0, fy - 50.0, 20.0, 4.0, 14), (fx + 40.0, fy - 50.0, 20.0, 4.0, 14), (fx, fy + 10.0, 6.0, 22.0, 14)] {
                    for _ in 0..n {
                        let a = c.c.r(0.0, std::f64::consts::TAU);
                        let r = c.c.r(0.0, 1.0).sqrt();
                        let _ = write!(dark, "M{:.0} {:.0}h5", cx + a.cos() * r * rx, cy + a.sin() * r * ry);
                    }
                }
                c.stroke(&light, "#c89a28", 5.0, 0.9);
                c.stroke(&dark, "#3a2a10", 5.5, 1.0);
                c.dots(30, fx - 130.0, fx + 130.0, fy - 160.0, fy + 170.0, 2.5, "#c89a28");
                // The beekeeper on the left, calm, hands out.
                let keeper = Look::new(1, "#f4f4f0", "#f4f4f0").hair(Hair::Long, 1).face(Expr::Calm).turn(0.5).gaze(Gaze::Up).wear(Hat::WideBrim, "#f4f4f0");
                let hold_out = stand().right_hand((20.0, -70.0), (36.0, -74.0)).left_hand((-14.0, -62.0), (-10.0, -50.0));
                figure(c, &hold_out, 100.0, 610.0, 400.0, &keeper, false);
                let (hx, hy, hr) = *c.heads.last().unwrap();
                // Her veil hanging from the brim round her face.
                c.path(&format!("M{} {}L{} {}Q{} {} {} {}L{} {}Z", Num(hx - hr * 1.3), Num(hy - hr * 0.6), Num(hx - hr * 1.2), Num(hy + hr * 1.6), Num(hx), Num(hy + hr * 2.0), Num(hx + hr * 1.2), Num(hy + hr * 1.6), Num(hx + hr * 1.3), Num(hy - hr * 0.6)), "#e8ece8", 0.35);
                c.stroke(&format!("M{} {}L{} {}M{} {}L{} {}", Num(hx - hr * 1.3), Num(hy - hr * 0.6), Num(hx - hr * 1.2), Num(hy + hr * 1.6), Num(hx + hr * 1.3), Num(hy - hr * 0.6), Num(hx + hr * 1.2), Num(hy + hr * 1.6)), "#c8ccc8", 2.0, 1.0);
                // Her gloves, and the one bee on the back of the right one.
                let (gx, gy) = (100.0 + 36.0 * 4.0, 610.0 - 74.0 * 4.0);
                c.ellipse(gx, gy, 16.0, 13.0, "#e8d8a8", 1.0);
                c.ellipse(gx - 4.0, gy - 26.0, 9.0, 6.0, "#ffffff", 0.85);
                c.ellipse(gx + 8.0, gy - 26.0, 9.0, 6.0, "#ffffff", 0.85);
                c.ellipse(gx + 2.0, gy - 14.0, 14.0, 9.0, "#f0b820", 1.0);
                c.stroke(&format!("M{} {}v18M{} {}v18", gx - 2.0, gy - 23.0, gx + 6.0, gy - 23.0), "#1a1208", 4.0, 1.0);
                c.circle(gx + 15.0, gy - 15.0, 5.0, "#1a1208", 1.0);
            },
        ),
        card(
            "The hand in the photograph",
            (InkWash, WarmInterior, Hands, Wistful),
            ["an old man's hands holding an old photograph", "the small boy in it reaching out to hold his thumb"],
            ("the boy's scarf is the same red as the old man's cardigan", "scarf"),
            ["Still holding on", "The child is father of the man", "He took out the old photograph of the garden, and the boy in the red scarf reached out and held his thumb the way he used to"],
            &["hand out of a photograph", "child holding a thumb"],
            true,
            "A close-up in warm lamplight of an old man's two big hands, the cuffs of a worn red cardigan at the wrists, holding a square black-and-white photograph with a white border. His left hand has a gold wedding ring and raised veins. In the grey photograph a small boy stands on a lawn in a garden with a hedge and a tree behind him. Only his scarf is red. His small grey arm reaches out past the white border, and his hand holds the old man's thumb.",
            |c| {
                c.drew("lamplight light hand thumb finger nail ring wedding vein cuff cardigan wrist photograph border garden lawn hedge tree boy scarf arm face");
                // The warm lamplight: an ochre wash, darker towards the edges.
                let wash = c.c.rad(&[(0.0, "#e8a850", 1.0), (0.45, "#a05a24", 1.0), (1.0, "#2e1406", 1.0)], 0.45, 0.45, 0.7);
                c.c.rect(-20.0, -20.0, 440.0, 640.0, &wash, 1.0);
                c.soft();
                c.glow(150.0, 200.0, 190.0, "#ffd890", 0.4);
                c.end();
                let (skin, ink, shade, red) = ("#e8b48a", "#5a321a", "#b87a56", "#b8342a");
                c.c.g("transform=\"translate(-22 16) scale(1.08)\"");
                // The right hand's sleeve, wrist and back, behind the photograph's right edge.
                c.path("M318 470Q330 420 350 400H430V640H300Z", red, 1.0);
                c.stroke("M322 452Q370 430 430 430M316 480Q370 458 430 458", "#7a1a14", 4.0, 0.7);
                c.path("M332 410Q322 330 320 250Q350 226 388 242Q410 300 404 410Z", skin, 1.0);
                c.stroke("M332 410Q322 330 320 250Q350 226 388 242Q410 300 404 410", ink, 3.0, 0.8);
                c.stroke("M356 396q-8 -50 4 -110M378 390q6 -50 -4 -100", "#8a7aa0", 3.0, 0.55);
                fat(c, "M330 262Q300 258 286 282", 26.0, skin, ink);
                fat(c, "M330 318Q302 318 292 336", 24.0, skin, ink);
                // The photograph: white border, greys inside.
                c.rect(58.0, 114.0, 274.0, 274.0, "#2a160a", 0.35);
                c.c.rect(50.0, 104.0, 274.0, 274.0, "#f4efe4", 1.0);
                let img = "M66 120H308V360H66Z";
                c.c.clip(img);
                let sky = c.c.linv(&[(0.0, "#e2e0da", 1.0), (1.0, "#bdbbb4", 1.0)]);
                c.c.rect(66.0, 120.0, 242.0, 240.0, &sky, 1.0);
                c.path("M66 250V206Q90 192 114 204Q140 188 166 202Q196 186 226 200Q256 186 280 200Q298 192 308 200V250Z", "#6e6c66", 1.0);
                c.stroke("M100 250V170", "#4a4844", 10.0, 1.0);
                c.circle(100.0, 160.0, 42.0, "#56544f", 1.0);
                c.circle(76.0, 186.0, 26.0, "#5e5c57", 1.0);
                c.c.rect(66.0, 248.0, 242.0, 112.0, "#b2b0a8", 1.0);
                c.stroke("M90 300l4 -8 3 8M140 330l4 -8 3 8M120 276l3 -6 3 6M196 318l4 -8 3 8", "#7a7870", 2.0, 0.9);
                let age = c.c.rad(&[(0.0, "#ffffff", 0.0), (0.7, "#6a6050", 0.0), (1.0, "#6a6050", 0.45)], 0.5, 0.5, 0.72);
                c.c.rect(66.0, 120.0, 242.0, 240.0, &age, 1.0);
                c.c.end();
                // The boy, in greys, his left arm reaching out of the picture.
                let boy = Look::new(1, "#2a2a2a", "#121212").hair(Hair::Short, 0).face(Expr::Calm).build(1.25);
                let out = Pose { head_r: 12.5, ..stand().right_hand((24.0, -62.0), (39.0, -45.0)).left_hand((-12.0, -62.0), (-13.0, -48.0)) };
                let g = c.c.greyf();
                c.c.g(&format!("filter=\"{g}\""));
                figure(c, &out, 262.0, 356.0, 190.0, &boy, false);
                c.c.end();
                // His red scarf, the only colour in the photograph.
                let (hx, hy, hr) = *c.heads.last().unwrap();
                c.path(&format!("M{} {}Q{} {} {} {}L{} {}Q{} {} {} {}Z", Num(hx - hr * 0.8), Num(hy + hr * 0.8), Num(hx), Num(hy + hr * 1.2), Num(hx + hr * 0.8), Num(hy + hr * 0.8), Num(hx + hr * 0.9), Num(hy + hr * 1.3), Num(hx), Num(hy + hr * 1.7), Num(hx - hr * 0.9), Num(hy + hr * 1.3)), red, 1.0);
                c.poly(&[(hx - hr * 0.5, hy + hr * 1.4), (hx - hr * 0.1, hy + hr * 1.5), (hx - hr * 0.25, hy + hr * 2.9), (hx - hr * 0.65, hy + hr * 2.8)], red, 1.0);
                // His small grey arm out over the white border.
                let sleeve = format!("M{} {}Q{} {} 334 268", Num(hx + hr * 0.7), Num(hy + hr * 1.9), Num(hx + hr * 1.6), Num(hy + hr * 3.2));
                c.stroke(&sleeve, "#3a3a38", 15.0, 1.0);
                c.stroke(&sleeve, "#5e5d5a", 11.0, 1.0);
                // The right thumb on the photograph's border, and the boy's
                // small grey fingers curled round it.
                fat(c, "M378 300Q350 282 318 258", 28.0, skin, ink);
                c.ellipse(321.0, 260.0, 8.0, 10.0, "#f6d6bc", 1.0);
                c.ellipse(336.0, 266.0, 11.0, 10.0, "#5e5d5a", 1.0);
                c.stroke("M334 256q10 8 4 24M342 260q9 8 3 22M350 265q8 8 2 20", "#5e5d5a", 7.0, 1.0);
                c.stroke("M334 256q10 8 4 24M342 260q9 8 3 22M350 265q8 8 2 20", "#2a2a28", 1.2, 0.8);
                // The left hand: its back to us, the fingers over the corner, the ring on one.
                c.path("M-20 640V500Q20 470 60 480L100 530L70 640Z", red, 1.0);
                c.stroke("M-20 520Q30 494 80 506M-20 550Q36 524 90 538", "#7a1a14", 4.0, 0.7);
                c.c.g("transform=\"rotate(16 80 480)\"");
                fat(c, "M44 432L50 392M66 422L72 364M90 416L98 356M114 414L120 366", 20.0, skin, ink);
                let back = "M20 500Q14 452 30 432Q36 418 50 424Q58 408 74 416Q84 402 100 410Q112 400 126 412Q146 414 138 436Q146 450 128 470Q100 500 60 506";
                c.path(&format!("{back}Z"), skin, 1.0);
                c.stroke(back, ink, 3.0, 0.8);
                c.ellipse(50.0, 396.0, 5.0, 6.0, "#f6d6bc", 1.0);
                c.ellipse(72.0, 368.0, 5.0, 6.0, "#f6d6bc", 1.0);
                c.ellipse(98.0, 360.0, 5.0, 6.0, "#f6d6bc", 1.0);
                c.ellipse(120.0, 370.0, 5.0, 6.0, "#f6d6bc", 1.0);
                c.stroke("M62 406l18 4", "#d8a020", 9.0, 1.0);
                c.stroke("M62 405l18 4", "#fff0a0", 2.5, 1.0);
                c.stroke("M58 420l8 -4M84 414l8 -4M110 412l8 -4M64 386l12 2M90 380l12 2M116 388l10 2", shade, 2.0, 0.8);
                c.stroke("M44 490q10 -30 24 -56M74 494q10 -36 30 -66M96 480q14 -20 20 -40", "#8a7aa0", 3.0, 0.55);
                c.dots(3, 56.0, 110.0, 440.0, 476.0, 3.0, "#b07848");
                c.c.end();
                c.c.end();
            },
        ),
        card(
            "Winding up grandpa",
            (StainedGlass, WarmInterior, Interior, Eerie),
            ["an old man gone still in his armchair", "his granddaughter winding the big brass key in his back"],
            ("a small wind-up key sticks out of the girl's own back too", "key"),
            ["Stubborn love", "There's life in the old dog yet", "Every evening Grandpa ran down in his chair, so she climbed up and wound him again, the way someone once wound the little key in her back"],
            &["clockwork grandfather", "girl winding a key"],
            true,
            "A warm living room in the evening, a tall lamp glowing in the corner. An old man in an orange cardigan sits very still in a green armchair, eyes half closed, a cup gone cold on the little table beside him. From his back sticks a big brass wind-up key like a clockwork toy's, and a small girl standing on a footstool behind the chair grips it with both hands and turns it, her tongue out with the effort. A small brass key sticks out of her own back too.",
            |c| {
                c.drew("room wall floor rug lamp armchair chair man cardigan cup saucer table key girl footstool");
                // The wall, dark wine red, and the lamp's warm glow in the corner.
                c.full("#4e1020", 1.0);
                c.soft();
                c.glow(360.0, 110.0, 240.0, "#ffc860", 0.8);
                c.end();
                c.stroke("M362 130V480", "#2a120a", 6.0, 1.0);
                c.path("M326 132L342 62H382L398 132Z", "#f8d870", 1.0);
                // The floor and a round red rug.
                c.rect(-10.0, 480.0, 420.0, 130.0, "#4a2410", 1.0);
                c.ellipse(210.0, 560.0, 230.0, 40.0, "#b8302a", 1.0);
                c.ellipse(210.0, 560.0, 170.0, 24.0, "#e0a040", 1.0);
                // The little table and the cold cup.
                c.rect(336.0, 334.0, 70.0, 10.0, "#3a1a0a", 1.0);
                c.stroke("M372 344V540", "#3a1a0a", 8.0, 1.0);
                c.ellipse(370.0, 332.0, 24.0, 5.0, "#f4f0e8", 1.0);
                c.path("M355 330V308H385V330Z", "#f4f0e8", 1.0);
                // The armchair, seen from the side: a low back, the seat and a rolled arm.
                let (chair, shade) = ("#1e6a5a", "#13463c");
                c.path("M160 520V330Q160 300 192 300Q224 300 224 330V520Z", chair, 1.0);
                c.rect(180.0, 372.0, 160.0, 76.0, chair, 1.0);
                c.path("M306 470V370Q306 340 332 340Q358 340 358 370V470Z", shade, 1.0);
                c.stroke("M172 520v44M344 470v80", "#2a120a", 12.0, 1.0);
                // The old man, still, eyes half closed.
                let man = Look::new(1, "#d07a2a", "#3a3a5a").old().hair(Hair::Curly, 5).beard().face(Expr::Deadpan).turn(0.4);
                figure(c, &sit_chair(), 252.0, 576.0, 420.0, &man, false);
                // The big brass key in his back.
                let brass = "#f2b830";
                c.rect(160.0, 256.0, 66.0, 16.0, brass, 1.0);
                for y in [224.0, 304.0] {
                    c.ellipse(150.0, y, 28.0, 34.0, brass, 1.0);
                    c.ellipse(150.0, y, 9.0, 13.0, "#4e1020", 1.0);
                }
                c.rect(136.0, 244.0, 28.0, 40.0, brass, 1.0);
                // The footstool and the girl on it turning the key, tongue out.
                c.rect(44.0, 440.0, 104.0, 22.0, "#8a4a1a", 1.0);
                c.stroke("M56 462V570M136 462V570", "#8a4a1a", 12.0, 1.0);
                let girl = Look::new(3, "#3a9ad8", "#f4f0e8").hair(Hair::Curly, 0).face(Expr::Squeeze).tongue().turn(0.6);
                let wind = stand().child().dress(16.0, -22.0).left_hand((12.0, -66.0), (22.0, -76.0)).right_hand((12.0, -56.0), (22.0, -52.0));
                figure(c, &wind, 96.0, 440.0, 260.0, &girl, false);
                // Her own small key.
                c.rect(44.0, 249.0, 34.0, 10.0, brass, 1.0);
                for y in [236.0, 272.0] {
                    c.ellipse(38.0, y, 12.0, 15.0, brass, 1.0);
                }
            },
        ),
        card(
            "The one who let it go",
            (Woodcut, Monochrome, EyeLevel, Mysterious),
            ["a girl holding out an empty birdcage", "a red bird flying away over the dark sea"],
            ("one red feather is still caught on the open cage door", "feather"),
            ["Lighter", "If you love something, set it free", "She kept the one red feather it left on the door, and every night she holds the cage out over the sea in case it wants to come home"],
            &["birdcage", "night sea"],
            true,
            "Night, a black sky over a black sea. A little girl in a white dress stands alone at the very end of a white pier and holds an empty birdcage out over the water at arm's length, its little door swung open and one red feather still caught on it. Far out over the sea a single red bird flies away, the only colour in the dark.",
            |c| {
                c.drew("night sky sea water pier post girl dress birdcage cage door feather bird wing");
                let ink = "#141414";
                let white = "#f2f2ee";
                // A black sky, a little paler down at the horizon.
                let sky = c.c.linv(&[(0.0, "#101010", 1.0), (0.75, "#1e1e1e", 1.0), (1.0, "#4a4a48", 1.0)]);
                c.c.rect(-20.0, -20.0, 440.0, 380.0, &sky, 1.0);
                let mut d = String::new();
                for i in 0..7 {
                    let y = 40.0 + i as f64 * 42.0;
                    let x = c.r(-40.0, 300.0);
                    d.push_str(&format!("M{x:.0} {y:.0}h{:.0}", c.r(30.0, 90.0)));
                }
                c.stroke(&d, "#3a3a38", 2.0, 1.0);
                // The black sea, cut with white strokes that grow towards us.
                c.c.rect(-20.0, 350.0, 440.0, 280.0, ink, 1.0);
                c.stroke("M-20 351H420", "#8a8a86", 2.0, 1.0);
                let mut d = String::new();
                for i in 0..14 {
                    let t = i as f64 / 13.0;
                    let y = 362.0 + t * t * 234.0;
                    let x = c.r(-40.0, 380.0);
                    d.push_str(&format!("M{x:.0} {y:.0}q{:.0} -{:.0} {:.0} 0", 8.0 + t * 30.0, 2.0 + t * 5.0, 16.0 + t * 60.0));
                }
                c.stroke(&d, "#bcbcb6", 2.6, 0.9);
                // The white pier running out from the left, black posts below.
                c.path("M-20 470H262L258 490H-20Z", white, 1.0);
                c.stroke("M-20 490H258", "#6a6a66", 2.0, 1.0);
                for x in [-4.0, 66.0, 136.0, 206.0, 250.0] {
                    c.rect(x, 490.0, 10.0, 90.0, "#d8d8d2", 1.0);
                                    }
                c.stroke("M-20 480H260", "#cacac4", 1.5, 1.0);
                // The girl in white at the end, holding the cage out at arm's length.
                let girl = Look { skin: "#aaa49e", hair_color: "#6a6a66", ..Look::new(0, white, "#b4b4ae").hair(Hair::Long, 0) }.face(Expr::Calm).gaze(Gaze::Up).turn(1.0).profile().tilt(-14.0);
                let hold = Pose {
                    head: (2.0, -88.0),
                    neck: (1.0, -78.0),
                    elbows: [(12.0, -68.0), (14.0, -67.0)],
                    hands: [(26.0, -70.0), (27.0, -69.0)],
                    ..stand().child().hair().dress(20.0, -34.0)
                };
                figure(c, &hold, 204.0, 474.0, 262.0, &girl, false);
                // The empty birdcage hanging from her hands, bars pale against the dark.
                let (cx, top, base) = (280.0, 300.0, 400.0);
                let (l, r) = (cx - 36.0, cx + 36.0);
                c.stroke(&format!("M{cx} {top}v-14m-8 -6a8 8 0 1 1 16 0"), "#dcdcd6", 4.0, 1.0);
                c.stroke(
                    &format!(
                        "M{l} {base}V{}Q{l} {top} {cx} {top}Q{r} {top} {r} {}V{base}M{} {base}V{}M{cx} {base}V{top}M{} {base}V{}M{l} {}H{r}",
                        top + 34.0,
                        top + 34.0,
                        cx - 18.0,
                        top + 8.0,
                        cx + 18.0,
                        top + 8.0,
                        base - 16.0
                    ),
                    "#dcdcd6",
                    3.5,
                    1.0,
                );
                c.rect(cx - 40.0, base - 2.0, 80.0, 9.0, "#dcdcd6", 1.0);
                // Its little door swung wide open towards the sea, a red
                // feather caught on its corner.
                let red = "#d42a1e";
                c.stroke(&format!("M{r} {}L{} {}V{}L{r} {}", top + 50.0, r + 26.0, top + 40.0, top + 76.0, top + 84.0), "#dcdcd6", 3.5, 1.0);
                c.path(&format!("M{} {}q34 4 48 46q-36 -6 -48 -46z", r + 24.0, top + 74.0), red, 1.0);
                c.stroke(&format!("M{} {}q20 16 44 42", r + 24.0, top + 74.0), "#8a1a10", 2.0, 1.0);
                // Far out over the sea, the one red bird flying away.
                bird(&mut c.c, 318.0, 120.0, 124.0, red);
            },
        ),
        card(
            "A house of breath",
            (Pastel, Winter, CloseUp, Tender),
            ["a girl alone in the cold", "a warm house made of her breath"],
            ("a light is on in the one window of the breath house", "window"),
            ["Far from home", "Castles in the air", "Each winter night she breathed out the house she grew up in, and tonight, for the first time, a light was on in its window"],
            &["frosty breath", "house of breath"],
            true,
            "A close-up on a dark blue winter night with a few flakes falling. In the bottom corner a girl in a red knitted hat is seen from the side, calm, her eyes on what she has made: the white cloud of her breath rises from her lips and gathers above her into a small house, a pale cottage of mist with a pitched roof and a chimney, and in its one window a warm yellow light is on.",
            |c| {
                c.drew("girl hat breath cloud mist house cottage roof chimney window light sky snow flake lamp lip");
                // A deep winter night, a few flakes.
                let sky = c.linv(&[(0.0, "#121a34", 1.0), (0.6, "#26315a", 1.0), (1.0, "#3c4878", 1.0)]);
                c.c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                c.dots(26, 0.0, 400.0, 0.0, 600.0, 2.5, "#dfe6ff");
                for (x, y, r) in [(54.0, 92.0, 8.0), (370.0, 400.0, 7.0), (300.0, 520.0, 6.0), (40.0, 300.0, 6.0)] {
                    snowflake(c, x, y, r);
                }
                // The girl in the bottom corner, seen from the side, facing the house she breathes.
                let girl = Look::new(2, "#8a98c8", "#8a98c8").hair(Hair::Long, 0).face(Expr::Calm).profile().turn(0.7).tilt(-10.0).wear(Hat::Knitted, "#c8323a");
                portrait(c, 96.0, 486.0, 54.0, &girl);
                // Her breath: a soft stream from her lips, widening as it rises.
                c.soft();
                for k in 0..22 {
                    let t = k as f64 / 21.0;
                    let (x, y) = (144.0 + t * 102.0 + (t * 7.0).sin() * 24.0 * t, 494.0 - t * 200.0);
                    c.circle(x, y, 7.0 + t * 30.0, "#eef2ff", 0.42 - t * 0.2);
                }
                c.end();
                // The cloud gathers into a house of mist: walls, a pitched roof, a chimney.
                c.soft();
                c.ellipse(246.0, 222.0, 170.0, 140.0, "#dfe6ff", 0.08);
                c.ellipse(246.0, 222.0, 130.0, 110.0, "#dfe6ff", 0.1);
                c.end();
                let house = "M150 300V200L246 118L342 200V300Z";
                c.path(house, "#eef2ff", 0.82);
                c.path("M296 150V104h26v70Z", "#eef2ff", 0.82);
                c.path("M136 206L246 108L356 206", "none", 1.0);
                c.stroke("M136 206L246 108L356 206", "#ffffff", 10.0, 0.9);
                c.stroke("M150 300Q200 318 246 306Q300 292 342 304", "#eef2ff", 14.0, 0.7);
                // Mist still curling off the chimney and the eaves.
                c.stroke("M309 100q-14 -22 6 -38q18 -14 4 -36", "#eef2ff", 9.0, 0.55);
                c.stroke("M140 210q-20 10 -14 30M352 210q18 14 10 34", "#eef2ff", 7.0, 0.5);
                // The one window, lit warm from inside.
                c.soft();
                c.glow(246.0, 226.0, 80.0, "#ffc860", 0.8);
                c.end();
                c.c.rect(222.0, 200.0, 48.0, 52.0, "#ffcf5a", 1.0);
                c.stroke("M246 200v52M222 226h48", "#d88a2a", 4.0, 0.9);
                c.stroke("M222 200h48v52h-48Z", "#cfd8f0", 5.0, 1.0);
            },
        ),
        card(
            "The long arm",
            (Gouache, Autumn, Crowd, Tense),
            ["a man standing perfectly still in the market", "his shadow on the wall"],
            ("his shadow's arm stretches across the wall and lifts a red purse out of a woman's basket", "purse"),
            ["Temptation", "The hand is quicker than the eye", "He never moved and never touched her basket, yet that evening her red purse was gone"],
            &["shadow thief", "market basket"],
            true,
            "A market wall glowing orange in the low autumn sun, a striped awning along the top and pumpkins on a stall at the edge. A man in a dark coat and a hat stands perfectly still on the cobbles, his hands behind his back, whistling. Beside him a woman with a basket on her arm has turned away to the stall. But his long shadow on the wall does not stand still: its arm stretches far across and lifts a red purse out of her basket.",
            |c| {
                c.drew("market wall awning stall pumpkin cobble coat shadow basket purse sun");
                // The bare wall lit by the low sun from the left: one big bright field.
                let wall = c.lin(&[(0.0, "#fff0b8", 1.0), (0.6, "#f8c870", 1.0), (1.0, "#e89040", 1.0)], 0.0, 0.0, 1.0, 0.4);
                c.rect(-10.0, -10.0, 420.0, 500.0, &wall, 1.0);
                c.glow(20.0, 200.0, 260.0, "#fff8d8", 0.5);
                // A thin striped awning along the top.
                c.rect(-10.0, -10.0, 420.0, 40.0, "#f0e0c0", 1.0);
                for k in 0..6 {
                    let x = -10.0 + k as f64 * 72.0;
                    c.poly(&[(x, -10.0), (x + 36.0, -10.0), (x + 36.0, 30.0), (x, 30.0)], "#a8321c", 1.0);
                }
                let mut d = String::from("M-10 30");
                for k in 0..12 {
                    let x = -10.0 + k as f64 * 36.0;
                    let _ = write!(d, "L{x} 30q18 16 36 0");
                }
                d.push_str("L410 26V30Z");
                c.path(&d, "#8a2414", 1.0);
                // The cobbles, plain and dim.
                c.rect(-10.0, 480.0, 420.0, 130.0, "#7a4a26", 1.0);
                let mut d = String::new();
                for row in 0..5 {
                    let y = 494.0 + row as f64 * 24.0;
                    for k in 0..12 {
                        let x = -10.0 + k as f64 * 38.0 + if row % 2 == 1 { 19.0 } else { 0.0 };
                        let _ = write!(d, "M{} {y}a16 7 0 1 0 32 0a16 7 0 1 0 -32 0", Num(x));
                    }
                }
                c.path(&d, "#8a5630", 0.4);
                // The stall with its pumpkins at the right edge.
                c.rect(372.0, 420.0, 50.0, 80.0, "#5a3418", 1.0);
                for (x, y, r) in [(400.0, 410.0, 24.0), (376.0, 420.0, 16.0)] {
                    c.ellipse(x, y, r * 1.2, r, "#e0701a", 1.0);
                    c.stroke(&format!("M{x} {}v{}", y - r, 2.0 * r), "#b04a10", 2.5, 0.8);
                    c.stroke(&format!("M{x} {}l3 -9", y - r), "#3a5a1a", 5.0, 1.0);
                }
                let man = Look::new(1, "#2a2a3a", "#1e1e28").hair(Hair::Short, 1).face(Expr::Whistle).turn(0.3).wear(Hat::Bowler, "#16161e").hands(Grip::Behind, Grip::Behind);
                let woman = Look::new(3, "#3a6a4a", "#5a3a2a").hair(Hair::Bun, 1).face(Expr::Back).hands(Grip::Fist, Grip::Open);
                let still = stand().hat().left_hand((-9.0, -62.0), (-3.0, -50.0)).right_hand((9.0, -62.0), (3.0, -50.0));
                // His shadow: one big dark shape on the wall, taller than he is.
                let sil = c.silf("#1e0804", 0.0);
                c.g(&format!("filter=\"{sil}\" opacity=\".9\""));
                c.poly(&[(70.0, 566.0), (128.0, 566.0), (236.0, 484.0), (184.0, 484.0)], "#000", 1.0);
                figure_unshadowed(c, &still, 210.0, 484.0, 440.0, &man, false);
                // The shadow's own arm, breaking free and reaching far across the wall.
                c.stroke("M238 150C300 160 318 230 300 300S278 360 282 372", "#000", 22.0, 1.0);
                c.end();
                // The woman, turned away to the stall, her basket on her arm.
                figure(c, &stand(), 346.0, 584.0, 330.0, &woman, false);
                let (bx, by) = (298.0, 452.0);
                c.stroke(&format!("M{} {by}q36 -52 72 0", bx - 36.0), "#6a4418", 6.0, 1.0);
                c.poly(&[(bx - 42.0, by), (bx + 42.0, by), (bx + 32.0, by + 46.0), (bx - 32.0, by + 46.0)], "#b07a3a", 1.0);
                c.stroke(&format!("M{} {}h74M{} {}h66", bx - 37.0, by + 15.0, bx - 33.0, by + 30.0), "#7a4a1a", 3.0, 1.0);
                c.ellipse(bx + 16.0, by - 4.0, 12.0, 9.0, "#c8a040", 1.0);
                // The red purse, lifted high out of the basket by the shadow's hand.
                let (px, py) = (bx - 14.0, by - 64.0);
                c.glow(px, py, 44.0, "#ff6040", 0.35);
                c.stroke(&format!("M{} {}v{}", px, py + 16.0, by - py - 16.0), "#2a1006", 1.5, 0.35);
                c.path(&format!("M{} {}h40q8 0 8 8v20q0 8 -8 8h-40q-8 0 -8 -8v-20q0 -8 8 -8Z", px - 20.0, py - 2.0), "#e01818", 1.0);
                c.stroke(&format!("M{} {}q20 -16 40 0", px - 20.0, py - 2.0), "#f0c040", 4.0, 1.0);
                // The shadow hand pinching it by the clasp.
                c.g(&format!("filter=\"{sil}\" opacity=\".9\""));
                c.path(&format!("M{} {}q-8 -16 -2 -34l26 -2q10 12 4 32l-4 12q-4 6 -8 0l-2 -10q-4 10 -8 4Z", px - 12.0, py - 4.0), "#000", 1.0);
                c.end();
                // The man, perfectly still, hands behind his back, whistling.
                figure(c, &still, 96.0, 566.0, 420.0, &man, false);
            },
        ),
        card(
            "Playing for time",
            (Woodcut, WarmInterior, Interior, Funny),
            ["a frail old woman alone in her kitchen", "Death sitting across the table from her, losing at cards"],
            ("the corner of an ace of hearts peeps out of her cardigan sleeve", "ace"),
            [
                "Not today",
                "Only the good die young",
                "Every night Death comes to take her, and every night she deals him in and wins another hour with the ace up her cardigan sleeve",
            ],
            &["cards with Death", "heap of won hourglasses"],
            true,
            "A small kitchen at night, one lamp hanging low over a wooden table. On the left sits a small old woman with grey hair in a bun, glasses and a red cardigan, holding her cards close to her chest and smiling slyly across the table. On the right sits Death, a tall skeleton in a black hooded robe, holding his cards in bony fingers and scratching his tilted skull with the other hand, baffled. His scythe leans against the wall behind him. In front of her on the table lies a heap of little hourglasses she has won; in front of him stands one last hourglass. The corner of an ace of hearts peeps out of her cardigan sleeve.",
            |c| {
                c.drew("kitchen night lamp table woman hair glasses cardigan chest heap skeleton robe hood finger hand skull scythe wall hourglass ace heart sleeve");
                let ink = "#16100c";
                let bone = "#f4ecd8";
                let wool = "#b0302a";
                // The kitchen wall, dark at the edges, warm under the lamp.
                let wall = c.c.linv(&[(0.0, "#b86a30", 1.0), (0.4, "#d8904a", 1.0), (1.0, "#d8904a", 1.0)]);
                c.c.full(&wall, 1.0);
                c.poly(&[(172.0, 96.0), (228.0, 96.0), (420.0, 470.0), (-20.0, 470.0)], "#ffd890", 0.28);
                // Gouged cuts across the dark wall at the sides.
                c.stroke("M30 60h40M24 84h60M300 150h30M40 180h24", "#5a2a12", 3.0, 0.6);
                // The scythe leaning against the wall behind Death.
                c.stroke("M388 470L356 40", "#5a341c", 9.0, 1.0);
                c.path("M358 44Q290 12 214 66Q296 40 352 74Z", "#dcdcd4", 1.0);
                c.stroke("M346 56Q294 36 240 60", "#ffffff", 3.0, 0.8);
                // The lamp hanging low over the table.
                c.stroke("M200 -10V70", ink, 4.0, 1.0);
                c.path("M160 104L184 68H216L240 104Z", "#2e4a3a", 1.0);
                c.soft();
                c.glow(200.0, 108.0, 40.0, "#fff4c0", 1.0);
                c.end();
                c.ellipse(200.0, 104.0, 14.0, 8.0, "#fff8d8", 1.0);
                // Death: a tall black hooded robe on the right.
                c.path("M214 470Q212 330 236 250Q240 150 300 116Q362 146 372 250Q394 330 396 470Z", "#1e140e", 1.0);
                c.path("M252 260Q250 170 300 150Q350 172 350 262Q300 282 252 260Z", "#060403", 1.0);
                c.stroke("M236 250Q240 150 300 116Q362 146 372 250", "#6a4a34", 3.0, 0.8);
                c.stroke("M250 330Q246 400 240 468M330 320Q342 400 350 468", "#6a4a34", 3.0, 0.6);
                // His skull, tilted in puzzlement.
                c.c.g("transform=\"rotate(-16 300 214)\"");
                c.ellipse(300.0, 204.0, 38.0, 40.0, bone, 1.0);
                c.path("M278 228H322L318 258Q300 266 282 258Z", bone, 1.0);
                c.ellipse(284.0, 204.0, 12.0, 13.0, ink, 1.0);
                c.ellipse(316.0, 200.0, 12.0, 15.0, ink, 1.0);
                c.circle(281.0, 209.0, 3.0, "#fff4c0", 1.0);
                c.circle(313.0, 206.0, 3.0, "#fff4c0", 1.0);
                c.path("M300 216l-7 14h14Z", ink, 1.0);
                c.stroke("M284 244h32M290 238v14M300 238v16M310 238v14", ink, 2.5, 1.0);
                c.c.end();
                // His arm raised, bony fingers scratching the top of his skull.
                c.path("M336 300Q372 250 370 200L396 206Q402 262 360 318Z", "#1e140e", 1.0);
                c.stroke("M374 204L352 176", bone, 7.0, 1.0);
                c.stroke("M352 176q-10 -8 -22 -4M354 174q-6 -12 -18 -12M348 180q-14 -2 -22 6", bone, 4.0, 1.0);
                // A fan of cards, their red backs towards us.
                let fan = |c: &mut Ctx, x: f64, y: f64, rot: f64| {
                    for k in 0..5 {
                        let a = rot - 28.0 + k as f64 * 14.0;
                        c.c.g(&format!("transform=\"rotate({a} {x} {y})\""));
                        c.rect(x - 15.0, y - 58.0, 30.0, 46.0, "#f4ecd8", 1.0);
                        c.rect(x - 10.0, y - 53.0, 20.0, 36.0, "#8a1e22", 1.0);
                        c.c.end();
                    }
                };
                // His other arm holding his cards out in bony fingers.
                c.path("M280 330Q262 356 256 372L282 380Q294 356 306 336Z", "#1e140e", 1.0);
                fan(c, 264.0, 384.0, -22.0);
                c.stroke("M260 380l-10 -10M266 382l-8 -14M270 384l-4 -16M256 386l-8 -4", bone, 4.0, 1.0);
                // The grandmother on the left: small, sharp-eyed, smiling slyly.
                let gran = Look::new(1, wool, "#3a2a2a").old().hair(Hair::Bun, 5).glasses().face(Expr::Sly).turn(0.45).gaze(Gaze::Side(0.9));
                portrait(c, 92.0, 256.0, 50.0, &gran);
                // The table, seen from the side.
                c.rect(-10.0, 440.0, 420.0, 18.0, "#a0582a", 1.0);
                c.rect(-10.0, 458.0, 420.0, 24.0, "#6a3418", 1.0);
                c.rect(-10.0, 482.0, 420.0, 130.0, "#2a120a", 1.0);
                c.stroke("M40 482V610M360 482V610", "#6a3418", 16.0, 1.0);
                // Hourglasses: her heap of winnings, his last one.
                let glass = |c: &mut Ctx, x: f64, y: f64, s: f64, rot: f64| {
                    c.c.g(&format!("transform=\"translate({x} {y}) rotate({rot}) scale({s})\" stroke-width=\"1.6\""));
                    c.path("M-11 -30Q-11 -18 -2 -15Q-11 -12 -11 0H11Q11 -12 2 -15Q11 -18 11 -30Z", "#fffaf0", 1.0);
                    c.path("M-9 -1Q-6 -9 0 -11Q6 -9 9 -1ZM-6 -20Q0 -17 6 -20Q3 -16 0 -15Q-3 -16 -6 -20Z", "#e0a030", 1.0);
                    c.rect(-14.0, -4.0, 28.0, 5.0, "#c07838", 1.0);
                    c.rect(-14.0, -33.0, 28.0, 5.0, "#c07838", 1.0);
                    c.c.end();
                };
                for &(x, y, r) in &[(34.0, 440.0, 0.0), (74.0, 440.0, 0.0), (114.0, 440.0, 0.0), (54.0, 396.0, -6.0), (94.0, 396.0, 8.0), (72.0, 352.0, -4.0)] {
                    glass(c, x, y, 1.4, r);
                }
                glass(c, 300.0, 440.0, 1.7, 0.0);
                // Her arm bent up, holding her cards close to her chest, and
                // the ace peeping out from under her cuff.
                c.stroke("M146 346Q132 432 150 434Q160 434 164 406", wool, 30.0, 1.0);
                fan(c, 170.0, 390.0, 16.0);
                c.g("transform=\"rotate(-28 170 420)\"");
                c.rect(158.0, 404.0, 26.0, 36.0, "#fbf6ea", 1.0);
                c.path("M171 432c-10 -8 -12 -14 -6 -18c4 -2 6 0 6 3c0 -3 2 -5 6 -3c6 4 4 10 -6 18Z", "#d01e24", 1.0);
                c.c.end();
                c.stroke("M150 400L176 410", "#f0d8a0", 10.0, 1.0);
                c.ellipse(170.0, 396.0, 13.0, 11.0, "#e8b896", 1.0);
            },
        ),
        card(
            "Her own weather",
            (CutPaper, Winter, EyeLevel, Mysterious),
            ["a girl walking in a dry street", "a little cloud shaped like a dog"],
            ("it snows only on her", "snows"),
            ["Never alone", "Every cloud has a silver lining", "Her dog was never seen again after the storm, but since then it snows only on her"],
            &["cloud dog", "private snowfall"],
            true,
            "A cold clear evening in a dry street of dark houses with lit windows, the first stars out. A girl in a yellow coat and red scarf walks along smiling up at a little white cloud shaped like a dog, with floppy ears, a wagging tail and a red collar, that she holds on a taut lead high above her head. It snows only on her: the snow falls from the cloud onto her hat and shoulders and lies in a white ring round her boots.",
            |c| {
                c.drew("street cloud dog lead collar snow coat scarf hat house window star boot ear tail shoulder");
                let p = c.p;
                // A cold clear dusk: deep blue sky, the first stars.
                c.c.rect(-10.0, -10.0, 420.0, 500.0, "#22305a", 1.0);
                stars(c, &[(40.0, 60.0, 6.0), (360.0, 250.0, 5.0), (24.0, 300.0, 4.0), (380.0, 40.0, 5.0), (330.0, 330.0, 4.0)], "#f8f0c8", 1.0);
                // Dark houses along the dry street, their windows warm.
                for (x, w, h) in [(30.0, 110.0, 80.0), (190.0, 90.0, 56.0), (350.0, 120.0, 90.0)] {
                    let (l, r, top) = (x - w / 2.0, x + w / 2.0, 470.0 - h);
                    c.c.path(&format!("M{l} 470V{top}L{x} {}L{r} {top}V470Z", top - w * 0.4), "#10162a", 1.0);
                    c.c.rect(x - w * 0.3, top + 16.0, 16.0, 20.0, "#f6c45a", 1.0);
                    c.c.rect(x + w * 0.3 - 16.0, top + 16.0, 16.0, 20.0, "#f6c45a", 1.0);
                }
                // The bare grey pavement, dry everywhere but round her.
                c.c.rect(-10.0, 470.0, 420.0, 140.0, "#4a5266", 1.0);
                c.stroke("M-10 470H410", "#1a2230", 4.0, 1.0);
                c.c.ellipse(196.0, 572.0, 120.0, 24.0, "#f4f6fa", 1.0);
                // The falling snow, a column from the cloud down to her.
                c.c.path("M118 170L76 572H316L278 170Z", "#8a9ac8", 0.22);
                // The girl walking, smiling up at her cloud, her lead straight up.
                let walk_up = walk().right_hand((14.0, -84.0), (14.0, -102.0));
                let girl = Look::new(1, "#e8b038", "#2a3048")
                    .hair(Hair::Long, 1)
                    .face(Expr::Smile)
                    .gaze(Gaze::Up)
                    .tilt(-10.0)
                    .turn(0.4)
                    .wear(Hat::Knitted, p.accent)
                    .hands(Grip::Open, Grip::Fist);
                figure(c, &walk_up, 190.0, 572.0, 330.0, &girl, false);
                c.stroke("M176 318Q196 330 216 316", p.accent, 14.0, 1.0);
                c.stroke("M210 322l12 40", p.accent, 12.0, 1.0);
                // Snow lying on her hat and shoulders.
                c.c.path("M166 254Q190 236 216 252Q200 246 190 248Q178 248 166 254Z", "#ffffff", 1.0);
                c.stroke("M160 326q12 -6 22 -2M206 322q12 -4 20 4", "#ffffff", 6.0, 1.0);
                // The lead, taut, straight up to the collar.
                c.stroke("M236 236L262 116", "#a82430", 4.0, 1.0);
                // The cloud: a little dog of white vapour, ears flopping, tail up.
                let cloud = "#f4f6fa";
                c.g("stroke=\"none\"");
                for (x, y, r) in [(150.0, 112.0, 40.0), (196.0, 100.0, 46.0), (120.0, 130.0, 30.0), (180.0, 140.0, 36.0), (226.0, 136.0, 34.0), (250.0, 90.0, 42.0), (290.0, 64.0, 40.0), (320.0, 84.0, 26.0), (96.0, 88.0, 22.0), (78.0, 66.0, 16.0), (134.0, 168.0, 18.0), (170.0, 172.0, 17.0), (224.0, 168.0, 18.0), (256.0, 160.0, 17.0)] {
                    c.c.circle(x, y, r, cloud, 1.0);
                }
                c.end();
                // A floppy ear, a dark eye, a nose.
                c.c.path("M272 44Q246 60 252 102Q268 108 276 82Q284 58 272 44Z", "#aab4d0", 1.0);
                c.c.circle(300.0, 58.0, 5.0, "#1a2230", 1.0);
                c.c.circle(342.0, 80.0, 8.0, "#1a2230", 1.0);
                // The red collar the lead is tied to.
                c.stroke("M254 84Q250 104 266 120", p.accent, 9.0, 1.0);
                // Snowflakes falling from under it onto her.
                c.dots(40, 90.0, 300.0, 190.0, 560.0, 3.6, "#ffffff");
            },
        ),
        card(
            "The finest thread",
            (StainedGlass, Autumn, Interior, Grotesque),
            ["a grandmother knitting a white shawl by the window", "a huge spider in the dark corner paying out the thread"],
            ("her own red wool lies forgotten in the basket at her feet", "wool"),
            ["Companionship", "Many hands make light work", "Her basket of wool has gathered dust since the autumn the lodger up in the corner began spinning for her"],
            &["spinning spider", "silk shawl"],
            true,
            "A dim room. By a tall window full of orange leaves a grandmother in round spectacles sits on a chair, calmly knitting a long white shawl that falls over her knees to the floor. Her thread is a single shining strand of silk that runs up into the dark under the ceiling, where a huge black spider hangs in its web and pays it out with its long legs. At her feet a basket of red wool lies forgotten.",
            |c| {
                c.drew("room window leaf tree grandmother woman spectacles chair shawl needle knitting thread strand silk wall ceiling floor knee spider web leg basket wool");
                c.full("#2e1e12", 1.0);
                // The tall window full of autumn, the only light.
                c.soft();
                c.glow(70.0, 260.0, 230.0, "#f0a040", 0.45);
                c.end();
                c.path("M14 420V130A58 58 0 0 1 130 130V420Z", "#f0b048", 1.0);
                c.path("M14 200Q60 170 130 186V420H14Z", "#e07a24", 1.0);
                c.stroke("M130 300Q80 270 14 290M60 420Q70 330 40 250", "#5a2a10", 7.0, 1.0);
                for (x, y) in [(40.0, 160.0), (96.0, 120.0), (110.0, 240.0), (30.0, 350.0), (84.0, 380.0), (64.0, 210.0)] {
                    c.ellipse(x, y, 9.0, 5.0, "#c0401a", 1.0);
                }
                c.stroke("M72 72V420M14 250H130M14 130A58 58 0 0 1 130 130V420H14Z", "#2a1608", 8.0, 1.0);
                c.rect(0.0, 418.0, 144.0, 14.0, "#6a4220", 1.0);
                // The floor.
                c.rect(-10.0, 560.0, 420.0, 60.0, "#5a3a1a", 1.0);
                // The web in the dark corner of the ceiling.
                for a in [95.0f64, 120.0, 145.0, 170.0] {
                    let (s, co) = a.to_radians().sin_cos();
                    c.stroke(&format!("M410 -10l{:.0} {:.0}", co * 300.0, s * 300.0), "#b8a890", 2.0, 0.8);
                }
                for r in [70.0, 130.0, 190.0, 250.0] {
                    let pt = |a: f64| {
                        let (s, co) = f64::to_radians(a).sin_cos();
                        (410.0 + co * r, -10.0 + s * r)
                    };
                    let (a, b, d, e) = (pt(95.0), pt(120.0), pt(145.0), pt(170.0));
                    c.stroke(&format!("M{:.0} {:.0}Q{:.0} {:.0} {:.0} {:.0}T{:.0} {:.0}T{:.0} {:.0}", a.0, a.1, b.0 - 6.0, b.1 - 6.0, b.0, b.1, d.0, d.1, e.0, e.1), "#b8a890", 1.6, 0.7);
                }
                // The grandmother on her chair, knitting.
                let knit = Pose {
                    elbows: [(4.0, -60.0), (6.0, -58.0)],
                    hands: [(18.0, -66.0), (20.0, -64.0)],
                    ..sit_chair()
                }
                .lowered(22.0);
                let gran = Look::new(1, "#5a3a6a", "#3a2a4a").hair(Hair::Bun, 7).old().glasses().face(Expr::Tender);
                c.low_chair(110.0, 560.0, 3.0, 79.2, "#6a3a18");
                figure(c, &knit, 110.0, 560.0, 360.0, &gran, false);
                // The shining thread from the spider down to her needles.
                c.stroke("M176 404Q240 300 316 128", "#fff8e0", 2.4, 1.0);
                // The white shawl hanging from the needles over her knees.
                c.path("M160 402Q182 396 202 402Q222 480 246 554Q226 566 206 554Q186 566 166 554Q146 480 160 402Z", "#f4eee0", 1.0);
                c.stroke("M170 430H200M168 460H208M166 490H216M166 520H224", "#c8bca0", 2.0, 1.0);
                c.stroke("M156 420L204 392M162 392L200 424", "#d8d0c0", 3.0, 1.0);
                // The basket of red wool, forgotten at her feet.
                c.ellipse(290.0, 520.0, 20.0, 18.0, "#b02a1a", 1.0);
                c.ellipse(318.0, 524.0, 18.0, 16.0, "#c8402a", 1.0);
                c.path("M258 528H352L342 566H268Z", "#8a5a28", 1.0);
                c.stroke("M262 540H348M266 554H344", "#5a3414", 2.0, 1.0);
                // The spider, paying out the thread, against a paler patch of wall.
                c.soft();
                c.glow(320.0, 110.0, 130.0, "#c8a070", 0.35);
                c.end();
                let (sx, sy) = (346.0, 80.0);
                for (a, b, d) in [((-30.0, -10.0), (-80.0, -50.0), (-100.0, -96.0)), ((-28.0, 4.0), (-96.0, -6.0), (-140.0, -40.0)), ((30.0, 8.0), (70.0, -30.0), (80.0, -96.0)), ((30.0, 20.0), (90.0, 30.0), (80.0, -20.0)), ((10.0, 30.0), (64.0, 80.0), (90.0, 60.0)), ((-8.0, 30.0), (20.0, 100.0), (60.0, 130.0)), ((-24.0, 26.0), (-60.0, 40.0), (-34.0, 54.0)), ((-14.0, 40.0), (-20.0, 70.0), (-28.0, 52.0))] {
                    c.stroke(&format!("M{} {}L{} {}L{} {}", sx + a.0, sy + a.1, sx + b.0, sy + b.1, sx + d.0, sy + d.1), "#100a08", 7.0, 1.0);
                }
                c.ellipse(sx + 14.0, sy - 12.0, 46.0, 40.0, "#100a08", 1.0);
                c.circle(sx - 20.0, sy + 30.0, 22.0, "#100a08", 1.0);
                for (x, y) in [(-28.0, 34.0), (-18.0, 38.0), (-24.0, 42.0)] {
                    c.circle(sx + x, sy + y, 2.6, "#e8a040", 1.0);
                }
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
            "The borrowed scarf",
            (Gouache, Night, EyeLevel, Tender),
            ["a little girl in pyjamas on the lit doorstep on a snowy night", "a red fox trotting off into the dark trees with her long red scarf"],
            ("the far end of the scarf is still wound once round her neck", "scarf"),
            ["Sharing", "Give them an inch and they take a mile", "Every night the fox came to the door, and tonight she let it take the scarf, but not all the way"],
            &["fox with a scarf", "snowy doorstep"],
            true,
            "A snowy night, dark blue, with a thin moon over black fir trees. A front door stands open, spilling warm yellow light over the snow. On the doorstep stands a little girl in striped pyjamas and green wellies, her arms out, staring. Across the snow a red fox trots off towards the trees with the end of a long red knitted scarf in its mouth, the scarf stretching all the way back across the snow, and its far end is still wound once round the girl's neck. The fox's footprints run away across the snow.",
            |c| {
                c.drew("night snow moon fir tree door light doorstep girl pyjamas boot arm fox scarf mouth neck footprint");
                c.rect(-10.0, -10.0, 420.0, 620.0, "#0e1a3a", 1.0);
                c.path("M320 60a26 26 0 1 0 16 -8a20 20 0 1 1 -16 8Z", "#f4f0d0", 1.0);
                c.dots(30, -10.0, 410.0, -10.0, 300.0, 1.8, "#e8ecf8");
                // The black fir trees along the back.
                let mut firs = String::new();
                for k in 0..9 {
                    let x = 150.0 + k as f64 * 34.0;
                    let h = 120.0 + ((k * 41) % 60) as f64;
                    let _ = write!(firs, "M{} 330L{} {}L{} 330Z", Num(x - 24.0), Num(x), Num(330.0 - h), Num(x + 24.0));
                }
                c.path(&firs, "#060c1a", 1.0);
                // The snow, lit gold where the door's light falls.
                c.rect(-10.0, 320.0, 420.0, 290.0, "#c8d4ec", 1.0);
                c.path("M0 600L40 330H150L300 610Z", "#f8e4a8", 0.8);
                // The house wall and the open door on the left.
                c.rect(-10.0, 60.0, 140.0, 290.0, "#3a2a3a", 1.0);
                c.rect(20.0, 130.0, 90.0, 200.0, "#ffe8a0", 1.0);
                c.glow(66.0, 240.0, 140.0, "#ffd880", 0.5);
                c.path("M110 130L150 110V330L110 330Z", "#6a3a2a", 1.0);
                c.rect(0.0, 330.0, 130.0, 16.0, "#8a7a7a", 1.0);
                // The girl on the doorstep, arms out.
                let girl = Look::new(0, "#e8e0f0", "#e8e0f0").hair(Hair::Curly, 4).face(Expr::Shock).turn(0.6);
                let pose = Pose { head_r: 10.0, ..stand() }.left_hand((-16.0, -68.0), (-26.0, -62.0)).right_hand((18.0, -68.0), (32.0, -64.0));
                figure(c, &pose, 66.0, 336.0, 180.0, &girl, false);
                c.stroke("M40 250h52M40 274h52M40 298h52", "#8aa0d8", 5.0, 0.8);
                c.rect(48.0, 316.0, 14.0, 18.0, "#3a8a3a", 1.0);
                c.rect(70.0, 316.0, 14.0, 18.0, "#3a8a3a", 1.0);
                // The scarf: once round her neck, then out across the snow.
                let (hx, hy, hr) = *c.heads.last().unwrap();
                c.stroke(&format!("M{} {}h{}", Num(hx - hr * 0.9), Num(hy + hr * 1.25), Num(hr * 1.8)), "#d8282a", 10.0, 1.0);
                c.stroke(&format!("M{} {}C{} {} 180 380 230 430S330 470 376 438", Num(hx + hr * 0.8), Num(hy + hr * 1.3), Num(hx + hr * 3.0), Num(hy + hr * 4.0)), "#d8282a", 10.0, 1.0);
                // The fox trotting off with the end of it.
                let fox = "#d8641e";
                c.g("transform=\"translate(-24 0) translate(360 440) scale(-1.3 1.3) translate(-360 -440)\"");
                c.ellipse(370.0, 440.0, 32.0, 16.0, fox, 1.0);
                c.path("M398 430q26 -8 18 -30q-2 20 -24 22Z", fox, 1.0);
                c.path("M340 436l-18 8l6 -20Z", fox, 1.0);
                c.circle(340.0, 432.0, 13.0, fox, 1.0);
                c.path("M334 420l-2 -14l10 10ZM346 420l4 -14l4 14Z", fox, 1.0);
                c.path("M330 436l-12 6l12 2Z", "#f4f0e8", 1.0);
                c.stroke("M356 452l-4 20M366 454l4 18M380 452l-4 20M390 450l4 18", "#2a1a10", 4.0, 1.0);
                c.path("M412 404q6 -4 4 4Z", "#f4f0e8", 1.0);
                c.end();
                // Its footprints running back across the snow.
                let mut prints = String::new();
                for k in 0..8 {
                    let x = 150.0 + k as f64 * 26.0;
                    let y = 500.0 - k as f64 * 7.0 + if k % 2 == 0 { 6.0 } else { -6.0 };
                    let _ = write!(prints, "M{} {}m-3 0a3 4 0 1 0 6 0a3 4 0 1 0 -6 0", Num(x), Num(y));
                }
                c.path(&prints, "#8a98b8", 1.0);
            },
        ),
        card(
            "The long way",
            (Woodcut, WarmInterior, CloseUp, Wistful),
            ["an old woman's tired, kind face in the lamplight", "the country roads winding along its lines"],
            ("where the road across her forehead ends, a small signpost points on into her snow-white hair", "signpost"),
            ["Miles to go", "The longest way round is the shortest way home", "Every road she ever took is there in her face, and the little signpost at the end of the longest one still points on into the snow"],
            &["roads in her wrinkles", "a walker on a forehead"],
            true,
            "A close-up in warm lamplight of an old woman's face, filling the card, her eyes open and looking down. The lines of her face are pale winding roads: one across her forehead, one down each cheek and one round her mouth. Along them stand a tiny house by her mouth, a small bridge between her brows, a church with a spire on her cheekbone and a wood of round trees on her temple. On the forehead road walks a tiny figure with a red rucksack and a small dog. Where that road ends at her white hair, a signpost points on into the snow.",
            |c| {
                c.drew("lamplight woman face eye road forehead cheek mouth house bridge brow church spire cheekbone wood tree temple figure rucksack dog hair signpost snow");
                use crate::canvas::{band_outline, poly_d_whole, smooth_points};
                let ink = "#3a1a10";
                // A warm wall in the lamplight, brighter to the left.
                c.full("#6a1c1c", 1.0);
                c.path("M-10 -10H300Q150 300 -10 560Z", "#9a4a22", 1.0);
                // Her face is drawn by hand (the stock features come out as
                // blots at this size); like `portrait`, count her as nine
                // times the face's radius of 160.
                c.person(1440.0);
                // Her plum cardigan, a white collar and her neck.
                c.drew("cardigan collar neck");
                c.path("M-10 610V580Q40 548 130 540Q200 560 270 540Q360 548 410 580V610Z", "#6a2440", 1.0);
                c.rect(146.0, 470.0, 108.0, 90.0, "#a3805e", 1.0);
                c.poly(&[(130.0, 542.0), (200.0, 566.0), (176.0, 600.0)], "#fbf3e4", 1.0);
                c.poly(&[(270.0, 542.0), (200.0, 566.0), (224.0, 600.0)], "#fbf3e4", 1.0);
                // The face, lit from the left, filling the card, the far
                // side in shadow.
                c.ellipse(40.0, 340.0, 18.0, 30.0, "#f5805e", 1.0);
                c.ellipse(360.0, 340.0, 18.0, 30.0, "#a3805e", 1.0);
                c.c.ellipse(200.0, 330.0, 160.0, 200.0, "#f5805e", 1.0);
                c.path("M300 170Q380 250 356 380Q330 500 220 530Q320 440 320 330Q322 230 300 170Z", "#a3805e", 1.0);
                c.stroke("M104 354q28 18 56 0M248 354q28 18 56 0", ink, 3.0, 0.5);
                // A soft chin.
                c.stroke("M182 510Q204 520 226 510", ink, 3.0, 0.4);
                // Kind, tired eyes, open and looking down.
                for &(x, s) in &[(132.0, -1.0), (274.0, 1.0)] {
                    c.path(&format!("M{} 336Q{x} 318 {} 336Q{x} 354 {} 336Z", x - 30.0, x + 30.0, x - 30.0), "#fbf3e4", 1.0);
                    c.path(&format!("M{} 332a12 11 0 0 0 24 0Z", x - 10.0), "#4a2e1c", 1.0);
                    c.circle(x + 2.0, 334.0, 4.0, "#140a06", 1.0);
                    c.stroke(&format!("M{} 338Q{x} 318 {} 336", x - 32.0 * s, x + 32.0 * s), ink, 5.0, 1.0);
                    c.stroke(&format!("M{} 326Q{x} 306 {} 328", x - 28.0 * s, x + 30.0 * s), ink, 2.5, 0.45);
                    c.stroke(&format!("M{} 340Q{x} 354 {} 338", x - 26.0, x + 26.0), ink, 2.0, 0.5);
                    // Her soft grey brows, raised a little inside.
                    c.stroke(&format!("M{} 304Q{} 286 {} 286", x + 38.0 * s, x + 4.0 * s, x - 30.0 * s), ink, 5.0, 0.8);
                }
                // Her nose and a small, closed, patient mouth.
                c.stroke("M218 338Q222 376 230 398", ink, 3.5, 0.5);
                c.stroke("M182 398q4 14 20 12q8 6 16 0q18 2 20 -12", ink, 4.0, 0.8);
                c.path("M172 462Q204 478 236 462Q204 467 172 462Z", "#b85250", 1.0);
                c.stroke("M164 455Q184 460 204 459Q224 460 244 455", ink, 4.0, 1.0);
                // The crease between her brows, a stream.
                c.stroke("M206 264V306", "#3a6a9a", 4.0, 1.0);
                // The roads: pale lanes edged in ink, winding along her lines.
                let roads: [&[(f64, f64)]; 4] = [
                    &[(46.0, 322.0), (72.0, 278.0), (120.0, 258.0), (166.0, 270.0), (206.0, 284.0), (244.0, 266.0), (288.0, 250.0), (334.0, 224.0)],
                    &[(68.0, 350.0), (76.0, 392.0), (104.0, 430.0), (92.0, 470.0), (124.0, 506.0)],
                    &[(252.0, 398.0), (290.0, 430.0), (284.0, 478.0), (254.0, 512.0), (214.0, 526.0)],
                    &[(342.0, 292.0), (322.0, 340.0), (344.0, 390.0), (326.0, 440.0), (312.0, 470.0)],
                ];
                for pts in roads {
                    let line = smooth_points(pts, 6);
                    let n = (line.len() - 1) as f64;
                    let band = band_outline(&line, |i| 6.0 + 11.0 * (std::f64::consts::PI * i as f64 / n).sin());
                    c.path(&poly_d_whole(&band), "#fff4d8", 1.0);
                }
                // Small lanes off them: the crow's feet by her eyes.
                for pts in [[(318.0, 330.0), (340.0, 320.0), (352.0, 326.0)], [(316.0, 346.0), (340.0, 356.0), (350.0, 372.0)], [(88.0, 326.0), (64.0, 318.0), (52.0, 326.0)]] {
                    let band = band_outline(&smooth_points(&pts, 4), |_| 5.0);
                    c.path(&poly_d_whole(&band), "#fff4d8", 1.0);
                }
                // A little bridge where the forehead road crosses the stream.
                c.stroke("M196 276q10 -6 20 0M196 292q10 -6 20 0", ink, 2.5, 1.0);
                // The church on her cheekbone, the house by her mouth.
                c.rect(94.0, 400.0, 20.0, 16.0, "#fbf3e4", 1.0);
                c.poly(&[(94.0, 400.0), (100.0, 372.0), (106.0, 400.0)], "#2a1a14", 1.0);
                c.poly(&[(104.0, 400.0), (109.0, 392.0), (114.0, 400.0)], "#a83a24", 1.0);
                c.rect(304.0, 454.0, 20.0, 14.0, "#fbf3e4", 1.0);
                c.poly(&[(300.0, 454.0), (314.0, 442.0), (328.0, 454.0)], "#b02a1e", 1.0);
                c.rect(311.0, 460.0, 6.0, 8.0, ink, 1.0);
                // A wood of round trees on her temple.
                for &(x, y, rr) in &[(330.0, 286.0, 9.0), (348.0, 300.0, 8.0), (320.0, 304.0, 8.0), (346.0, 278.0, 7.0), (334.0, 312.0, 7.0)] {
                    c.circle(x, y, rr, "#2e5a26", 1.0);
                    c.circle(x - 2.0, y - 3.0, rr * 0.4, "#5a8a3a", 1.0);
                }
                // Her white hair, a snowfield, from a high hairline, waved
                // at the sides and gathered into a bun on top.
                let line = [(40.0, 340.0), (46.0, 290.0), (66.0, 254.0), (84.0, 240.0), (100.0, 222.0), (140.0, 206.0), (170.0, 200.0), (206.0, 192.0), (240.0, 198.0), (270.0, 202.0), (306.0, 206.0), (332.0, 222.0), (352.0, 252.0), (356.0, 292.0), (362.0, 340.0)];
                let crown = [(392.0, 300.0), (384.0, 240.0), (396.0, 190.0), (372.0, 140.0), (360.0, 100.0), (318.0, 70.0), (280.0, 44.0), (240.0, 38.0), (200.0, 26.0), (160.0, 38.0), (120.0, 44.0), (80.0, 70.0), (40.0, 100.0), (26.0, 140.0), (6.0, 190.0), (16.0, 240.0), (10.0, 300.0), (40.0, 340.0)];
                let mut pts = smooth_points(&line, 5);
                pts.extend(smooth_points(&crown, 5));
                c.path(&poly_d_whole(&pts), "#f8f6f0", 1.0);
                c.stroke("M30 300Q24 200 80 130M60 250Q60 170 130 100M110 214Q120 130 190 70M170 200Q180 120 230 60M240 200Q250 130 290 80M300 210Q320 150 320 100M350 260Q370 200 350 140", "#b8c6dc", 5.0, 1.0);
                // Small dark firs far off in the snow.
                for &(x, y, h) in &[(90.0, 168.0, 30.0), (108.0, 160.0, 22.0), (226.0, 84.0, 20.0), (240.0, 78.0, 15.0)] {
                    c.poly(&[(x - h * 0.35, y), (x, y - h), (x + h * 0.35, y)], "#2e4a3a", 1.0);
                }
                // The walker with a red rucksack and the dog at his heels.
                let walker = Look::new(2, "#2a2a3a", "#2a2a3a").hair(Hair::Short, 1).face(Expr::Calm).turn(1.0);
                figure_unshadowed(c, &walk(), 120.0, 264.0, 62.0, &walker, false);
                c.path("M102 216h18v30h-20Z", "#d8202a", 1.0);
                c.path("M142 262l2 -10q-6 -2 -8 -8l4 -2q6 4 10 4h14l4 -8l6 2l-2 8q4 2 2 6l-6 2v6h-4l-2 -6h-10l-2 6Z", "#2a1a14", 1.0);
                // The signpost at the hairline, pointing on into the snow.
                c.stroke("M336 228V158", "#2a1a14", 6.0, 1.0);
                c.poly(&[(340.0, 172.0), (306.0, 164.0), (288.0, 146.0), (318.0, 138.0), (340.0, 152.0)], "#e0a030", 1.0);
                // A faint track going on into the snow.
                for k in 0..7 {
                    let f = k as f64;
                    c.ellipse(282.0 - f * 12.0, 130.0 - f * 12.0, 3.4 - f * 0.2, 2.4, "#6a7aa0", 1.0 - f * 0.1);
                }
            },
        ),
        card(
            "The other hand",
            (Pastel, Winter, Hands, Eerie),
            ["a bare hand pressed to a frosted pane", "a small handprint melting through from inside"],
            ("the frost on the inside of the glass melts into a small handprint beside hers", "handprint"),
            ["Not alone", "Hand in hand", "Every winter she comes back to the empty house, and every winter a small handprint melts through the frost to meet hers"],
            &["frosted glass", "handprint"],
            false,
            "A frosted pane in a wooden window frame in close-up, frost spreading across the glass and snow on the sill. A bare hand in a red coat sleeve presses flat against it from outside, melting a dim patch into the frost. Beside it, from the inside, the frost has melted into the clear print of a much smaller hand, its fingers reaching towards the big one and water running down from it, and through it there is only dark.",
            |c| {
                c.drew("window pane frame frost glass snow sill coat sleeve handprint print water");
                let dark = "#18202f";
                // The dark behind the glass, and the frost over all of it.
                c.rect(30.0, 30.0, 340.0, 520.0, dark, 1.0);
                let g = c.linv(&[(0.0, "#d6e2ee", 1.0), (0.5, "#e8eef5", 1.0), (1.0, "#dae4ef", 1.0)]);
                c.rect(30.0, 30.0, 340.0, 520.0, &g, 1.0);
                // Feathers of frost growing in from the corners.
                let mut d = String::new();
                for (x, y, dx, dy, n) in [
                    (34.0, 40.0, 1.0, 1.0, 7),
                    (366.0, 60.0, -1.0, 0.8, 6),
                    (34.0, 520.0, 1.0, -0.7, 6),
                    (366.0, 530.0, -1.0, -1.0, 7),
                    (200.0, 36.0, 0.2, 1.0, 5),
                ] {
                    let (mut px, mut py) = (x, y);
                    for i in 0..n {
                        let (nx, ny) = (px + dx * 22.0, py + dy * 22.0);
                        let _ = write!(d, "M{} {}L{} {}", Num(px), Num(py), Num(nx), Num(ny));
                        let l = 18.0 - i as f64 * 1.6;
                        for s in [-1.0, 1.0] {
                            let _ = write!(d, "M{} {}l{} {}", Num(nx), Num(ny), Num((dx - s * dy) * l * 0.6), Num((dy + s * dx) * l * 0.6));
                        }
                        px = nx;
                        py = ny;
                    }
                }
                c.stroke(&d, "#ffffff", 5.0, 1.0);
                c.stroke(&d, "#9aaac0", 1.5, 0.8);
                // The frost thickest towards the frame.
                let v = c.rad(&[(0.0, "#ffffff", 0.0), (0.55, "#ffffff", 0.0), (1.0, "#f8fbff", 0.95)], 0.5, 0.45, 0.75);
                c.rect(30.0, 30.0, 340.0, 520.0, &v, 1.0);
                // A small hand's print, fingers up, thumb to the right.
                let print = |c: &mut Ctx, col: &str, grow: f64| {
                    c.ellipse(0.0, -14.0, 17.0 + grow, 21.0 + grow, col, 1.0);
                    c.stroke("M-12 -28L-19 -60M-4 -32L-6 -72M5 -32L8 -69M12 -26L21 -54M14 -10L32 -26", col, 9.0 + grow * 2.0, 1.0);
                };
                // The halo of thin frost round it, then the clear print, dark
                // with the empty house behind, and drops running down from it.
                c.g("transform=\"translate(126 316) rotate(10) scale(1.8)\"");
                c.g_blur(4.0, 0.6);
                print(c, "#6c7c94", 5.0);
                c.end();
                print(c, dark, 0.0);
                c.stroke("M-7 4v16M5 5v30", dark, 4.5, 0.85);
                for (x, y) in [(-7.0, 21.0), (5.0, 36.0)] {
                    c.circle(x, y, 3.6, dark, 0.85);
                }
                c.stroke("M-10 -24l12 -16M-2 -46l3 -12", "#8aa0c0", 2.0, 0.5);
                c.end();
                // The big bare hand pressed flat on the glass from outside,
                // with the dim halo its warmth melts round it.
                c.g_blur(10.0, 0.45);
                Hand::new("#4a5a74", "#4a5a74").fingers(1.08).outline("#4a5a74", 10.0).draw(c, 274.0, 480.0, 3.0, -6.0);
                c.end();
                Hand::new(SKIN[1], "#b07060").fingers(1.08).outline("#7a4a40", 2.0).draw(c, 274.0, 480.0, 3.0, -6.0);
                c.stroke("M238 386q6 -6 14 -2M262 380q6 -6 14 -2", "#d07a6a", 4.0, 0.6);
                // The red coat sleeve with its knitted cuff.
                c.stroke("M286 530L340 660", "#b8423c", 130.0, 1.0);
                c.stroke("M216 512Q276 486 340 506", "#8a2a26", 26.0, 1.0);
                c.stroke("M226 502v20M244 496v22M262 492v22M280 492v22M298 494v22M316 498v20", "#6a1a18", 3.0, 0.7);
                // The window frame and its sill with the snow on it.
                c.rect(30.0, 112.0, 340.0, 22.0, "#9aa6b4", 1.0);
                c.stroke("M30 134H370", "#6a7686", 4.0, 1.0);
                c.stroke("M30 112H370", "#ffffff", 6.0, 0.9);
                c.path("M-10 -10H410V610H-10ZM30 30V550H370V30Z", "#9aa6b4", 1.0);
                c.stroke("M30 30H370V550", "#6a7686", 6.0, 1.0);
                c.stroke("M14 0V560M386 0V560", "#b8c2cc", 5.0, 0.7);
                c.rect(-10.0, 548.0, 420.0, 60.0, "#8894a4", 1.0);
                c.path("M-10 556Q40 536 90 548Q150 534 200 550Q250 538 300 552Q350 540 410 554V572H-10Z", "#ffffff", 1.0);
            },
        ),
        card(
            "Winding up the sun",
            (Pointillist, Dusk, TinyInHuge, Calm),
            ["a huge sun half risen above the far ridge at dawn, a great brass key in its side", "an old man on a ladder turning the key with both hands"],
            ("a rooster waits on top of the sun, beak open, ready", "rooster"),
            ["Every morning", "Tomorrow is another day", "Nobody in the valley knows who gets the sun going each morning, except the rooster, who has to wait for him"],
            &["clockwork sun", "man winding the sun"],
            true,
            "Dawn over a sleeping valley, the sky pink and gold, a little town of dark houses below. A huge sun has risen halfway above the far ridge, and from its side sticks a great brass wind-up key. On a tall wooden ladder leaning against the sun stands a small old man in a nightcap and a long coat, turning the key round with both hands. On the very top of the sun a rooster waits, beak open, ready.",
            |c| {
                c.drew("dawn valley ridge sky town house sun key ladder man nightcap coat hand rooster beak");
                let sky = c.linv(&[(0.0, "#3a3a7a", 1.0), (0.35, "#c86a8a", 1.0), (0.6, "#f8c07a", 1.0)]);
                c.c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                // The huge sun, half risen behind the far ridge, and its glow.
                c.glow(160.0, 370.0, 250.0, "#ffe6a0", 0.6);
                c.circle(160.0, 370.0, 150.0, "#ffb040", 1.0);
                c.circle(160.0, 370.0, 122.0, "#ffd060", 1.0);
                // The great brass key in its side.
                c.rect(290.0, 300.0, 52.0, 18.0, "#6a3e10", 1.0);
                for y in [264.0, 346.0] {
                    c.circle(356.0, y, 30.0, "#4a2a08", 1.0);
                    c.circle(356.0, y, 26.0, "#b07a1a", 1.0);
                    c.circle(356.0, y, 10.0, "#4a2a08", 1.0);
                }
                c.rect(336.0, 288.0, 30.0, 34.0, "#b07a1a", 1.0);
                // The rooster on the very top of the sun, beak open.
                c.ellipse(160.0, 208.0, 16.0, 12.0, "#c8502a", 1.0);
                c.circle(174.0, 192.0, 8.0, "#c8502a", 1.0);
                c.path("M170 184l2 -9l5 7l4 -7l0 9Z", "#e8202a", 1.0);
                c.path("M181 190l12 -4l-10 8Z", "#f0c020", 1.0);
                c.path("M181 192l10 4l-10 0Z", "#f0c020", 1.0);
                c.path("M146 204q-14 -16 -6 -28q6 12 12 18Z", "#2a6a4a", 1.0);
                c.stroke("M156 218v10M164 218v10", "#f0c020", 2.5, 1.0);
                // The far hills and the sleeping town in the valley.
                c.path("M-10 400Q80 350 170 390Q260 420 330 380Q380 360 410 380V620H-10Z", "#5a4a7a", 1.0);
                c.path("M-10 470Q120 430 220 470Q320 500 410 460V620H-10Z", "#3a3a5a", 1.0);
                for (x, y) in [(40.0, 470.0), (80.0, 480.0), (130.0, 474.0), (180.0, 486.0), (226.0, 480.0)] {
                    c.house(x, y, 34.0, 30.0, "#2a2a44", "#1a1a30", "#3a3a58");
                }
                // The ladder leaning against the sun, the old man turning the key.
                c.stroke("M246 600L296 320M286 600L334 320", "#8a5a2a", 6.0, 1.0);
                let mut rungs = String::new();
                for k in 0..9 {
                    let t = k as f64 / 9.0;
                    let (x0, x1, y) = (246.0 + 50.0 * t, 286.0 + 48.0 * t, 600.0 - 280.0 * t);
                    let _ = write!(rungs, "M{x0:.0} {y:.0}H{x1:.0}");
                }
                c.stroke(&rungs, "#8a5a2a", 4.0, 1.0);
                let man = Look::new(1, "#4a5a8a", "#3a3a4a").hair(Hair::Short, 5).old().beard().face(Expr::Calm).turn(0.7).wear(Hat::Nightcap, "#3a5aa8");
                let turn = stand().right_hand((22.0, -80.0), (36.0, -92.0)).left_hand((18.0, -78.0), (34.0, -88.0));
                figure(c, &turn, 296.0, 452.0, 150.0, &man, false);
            },
        ),
        card(
            "The bathtub voyage",
            (InkWash, WarmInterior, Interior, Funny),
            ["an old man rowing his bathtub bravely across the living room", "his wife knitting on the sofa, feet tucked up out of the sea"],
            ("the goldfish bowl on the sideboard is empty, and the goldfish swims beside the tub", "goldfish"),
            ["Unflappable", "All at sea", "The night Grandpa sailed the bathtub round the living room, the goldfish jumped out of its bowl to go with him"],
            &["sea in the living room", "bathtub boat"],
            true,
            "A warm living room lit by a lamp and flooded by a calm dark sea: the water comes halfway up the legs of the sofa, the sideboard and the bookcase, with small waves and ripples. Through it an old man in blue pyjamas and a folded paper hat rides a white claw-foot bathtub, looking bravely ahead and rowing with a long back-brush as his oar; a yellow rubber duck sits on the front of the tub like a figurehead. On a green sofa behind him his wife sits with her feet tucked up out of the water, calmly knitting, a cup of tea on the arm beside her. On the sideboard under the lamp the goldfish bowl is empty, and the goldfish swims free in the water by the tub.",
            |c| {
                c.drew("room wall lamp sea water wave ripple sofa sideboard bookcase book bathtub tub man pyjamas paper hat brush oar duck wife knitting cup tea bowl goldfish");
                let p = c.p;
                // Warm walls, dusky in the corners, and the lamp's glow.
                let wall = c.c.rad(&[(0.0, "#ffd890", 1.0), (0.35, "#d8843a", 1.0), (1.0, "#6a3014", 1.0)], 0.14, 0.55, 0.9);
                c.rect(-20.0, -20.0, 440.0, 380.0, &wall, 1.0);
                c.stroke("M20 0V340M70 0V340M120 0V340M170 0V340M220 0V340M270 0V340M320 0V340M370 0V340", "#f8c070", 6.0, 0.18);
                c.soft();
                c.glow(50.0, 190.0, 200.0, "#ffe8a8", 0.9);
                c.end();
                let dusk = c.c.rad(&[(0.0, p.dark, 0.0), (0.5, p.dark, 0.1), (1.0, p.dark, 0.55)], 0.2, 0.35, 0.8);
                c.c.full(&dusk, 1.0);
                // The sea that is the floor: dark blue-green, lighter towards the wall.
                let sea = c.c.linv(&[(0.0, "#164450", 1.0), (0.15, "#08262f", 1.0), (1.0, "#010a10", 1.0)]);
                c.rect(-20.0, 336.0, 440.0, 290.0, &sea, 1.0);
                // The bookcase against the wall, its legs in the water.
                c.rect(140.0, 70.0, 74.0, 262.0, "#4a2412", 1.0);
                for (i, y) in [84.0, 148.0, 212.0, 276.0].into_iter().enumerate() {
                    let cols = ["#8a1e22", "#2e4a3a", "#e0a040", "#4a2a5a", "#c86a3a", "#6a5a2a"];
                    let mut x = 146.0;
                    let mut k = i;
                    while x < 204.0 {
                        let w = 7.0 + (k % 3) as f64 * 2.0;
                        c.rect(x, y + 8.0 + (k % 2) as f64 * 6.0, w, 50.0 - (k % 2) as f64 * 6.0, cols[k % 6], 1.0);
                        x += w + 1.0;
                        k += 1;
                    }
                    c.rect(140.0, y + 56.0, 74.0, 6.0, "#2a120a", 1.0);
                }
                c.stroke("M146 332V346M208 332V346", "#2a120a", 6.0, 1.0);
                // The sideboard on the left with the lamp and the empty bowl.
                c.rect(-10.0, 252.0, 130.0, 84.0, "#5a2a14", 1.0);
                c.rect(-14.0, 246.0, 138.0, 8.0, "#3a1a0c", 1.0);
                c.stroke("M50 262V326", "#2a120a", 2.0, 0.6);
                c.circle(40.0, 296.0, 3.0, "#e8c060", 1.0);
                c.circle(60.0, 296.0, 3.0, "#e8c060", 1.0);
                c.stroke("M0 336V350M110 336V350", "#2a120a", 7.0, 1.0);
                c.stroke("M40 246V196", "#3a2010", 5.0, 1.0);
                c.ellipse(40.0, 244.0, 16.0, 4.0, "#3a2010", 1.0);
                c.poly(&[(10.0, 196.0), (70.0, 196.0), (58.0, 150.0), (22.0, 150.0)], "#ffd27a", 1.0);
                c.poly(&[(10.0, 196.0), (70.0, 196.0), (58.0, 150.0), (22.0, 150.0)], "#fff0b0", 1.0);
                // The goldfish bowl: clear water, a pebble floor, no fish.
                c.circle(92.0, 224.0, 22.0, "#dff4f4", 0.55);
                c.path("M71 230A22 22 0 0 0 113 230Z", "#8ad0d8", 0.6);
                c.ellipse(92.0, 244.0, 12.0, 3.0, "#c8a070", 1.0);
                c.stroke("M92 224m-22 0a22 22 0 1 0 44 0a22 22 0 1 0 -44 0", "#f8f8f0", 2.0, 0.8);
                c.ellipse(92.0, 203.0, 12.0, 3.0, "#f8f8f0", 0.8);
                c.stroke("M80 216q4 -8 10 -8", "#ffffff", 2.5, 0.9);
                // The sofa on the right, its legs in the water.
                c.stroke("M236 330V354M396 330V354", "#1a0c06", 8.0, 1.0);
                c.path("M222 300V214Q222 196 244 196H410V330H222Z", "#2e5a46", 1.0);
                c.rect(222.0, 282.0, 190.0, 48.0, "#3a6a52", 1.0);
                c.path("M206 330V262Q206 244 226 244Q246 244 246 262V330Z", "#3a6a52", 1.0);
                c.ellipse(226.0, 250.0, 21.0, 9.0, "#4a7a62", 1.0);
                // A cup of tea on the sofa's arm.
                c.ellipse(226.0, 244.0, 12.0, 3.0, "#f0ece0", 1.0);
                c.path("M218 232H234L232 243H220Z", "#f8f4ec", 1.0);
                c.stroke("M234 235q6 0 4 6", "#f8f4ec", 2.0, 1.0);
                c.stroke("M224 226q-3 -6 2 -10M229 226q-3 -6 2 -10", "#fff4e0", 1.5, 0.6);
                // His wife on the sofa, feet tucked up, knitting calmly.
                let wife = Look::new(1, "#b8404a", "#4a3a5a").old().hair(Hair::Bun, 5).glasses().face(Expr::Tender).turn(0.4);
                let tuck = Pose {
                    hem: Some((20.0, -8.0)),
                    elbows: [(8.0, -28.0), (12.0, -30.0)],
                    hands: [(18.0, -36.0), (22.0, -34.0)],
                    ..sit_ground()
                };
                figure_unshadowed(c, &tuck, 316.0, 292.0, 210.0, &wife, true);
                // Her needles and the red knitting.
                c.stroke("M262 228L288 210M266 232L246 206", "#d8d0c0", 2.5, 1.0);
                c.path("M258 230Q270 236 278 230L272 252Q262 256 256 248Z", p.accent, 1.0);
                c.stroke("M270 252Q300 300 330 296", p.accent, 2.0, 0.9);
                // The sea: ripples, the lamp's light on the water.
                c.path("M-20 336H420V344Q300 340 200 346Q100 340 -20 346Z", "#7ab0a8", 0.35);
                c.stroke("M24 360h26M34 374h14M26 390h30M36 408h18M22 430h34", "#ffe0a0", 3.5, 0.7);
                let mut d = String::new();
                for k in 0..26 {
                    let t = k as f64 / 26.0;
                    let y = 350.0 + t * t * 250.0;
                    let x = ((k * 53) % 380) as f64;
                    let w = 10.0 + t * 24.0;
                    let _ = write!(d, "M{} {}q{} -{} {} 0t{} 0", Num(x), Num(y), Num(w / 2.0), Num(2.0 + t * 3.0), Num(w), Num(w));
                }
                c.stroke(&d, "#a8d8d0", 2.0, 0.5);
                // The bathtub afloat: its far inner side first.
                c.ellipse(196.0, 440.0, 152.0, 13.0, "#9aa0b4", 1.0);
                // The old man in pyjamas sitting in the tub, rowing, looking bravely ahead.
                let man = Look::new(1, "#5a7ac8", "#4a6ab0").old().hair(Hair::Bald, 5).beard().face(Expr::Calm).turn(-0.5).gaze(Gaze::Side(-1.0));
                let row = Pose {
                    knees: [(16.0, -22.0), (17.0, -21.0)],
                    elbows: [(-2.0, -34.0), (12.0, -30.0)],
                    hands: [(-0.1, -44.0), (5.8, -29.4)],
                    ..sit_ground()
                };
                figure_unshadowed(c, &row, 190.0, 510.0, 340.0, &man, true);
                // His folded paper hat.
                c.path("M108 318L146 266L182 318Z", "#f8f4e8", 1.0);
                c.stroke("M108 318L146 266L182 318", "#4a4a4a", 1.5, 0.8);
                c.rect(104.0, 312.0, 82.0, 10.0, "#ece6d4", 1.0);
                c.stroke("M130 292h28M124 302h42", "#5a5a5a", 1.8, 0.6);
                // The claw feet under the water.
                c.path("M84 540Q74 566 62 576H98Q96 560 106 544Z", "#c8a040", 1.0);
                c.path("M302 540Q312 566 324 576H288Q290 560 280 544Z", "#c8a040", 1.0);
                // The white hull with its rolled rim, a taps at the back end.
                let hull = "M44 440Q38 480 56 512Q78 552 126 556H266Q316 552 334 512Q352 480 348 440Z";
                let white = c.c.lin(&[(0.0, "#ffffff", 1.0), (0.6, "#eef0f4", 1.0), (1.0, "#a8b0c0", 1.0)], 0.0, 0.0, 0.0, 1.0);
                c.path(hull, &white, 1.0);
                c.stroke(hull, "#3a3a4a", 2.0, 0.7);
                c.stroke("M40 440H352", "#ffffff", 11.0, 1.0);
                c.stroke("M40 446H352", "#8890a4", 2.0, 0.8);
                c.stroke("M322 434V420Q322 410 334 410H344", "#b8c0cc", 6.0, 1.0);
                c.rect(308.0, 428.0, 10.0, 8.0, "#c8d0dc", 1.0);
                c.circle(313.0, 426.0, 5.0, "#e8ecf0", 1.0);
                // The water laps round the hull's lower half.
                c.path("M-20 522Q100 514 196 524Q280 514 420 522V620H-20Z", "#021820", 0.6);
                c.stroke("M30 522Q70 512 110 522T190 522T270 522T350 522", "#e8f8f4", 3.0, 0.85);
                // The back-brush as his oar, over the side and into the water.
                c.stroke("M216 296L112 556", "#5a3014", 8.0, 1.0);
                c.g("transform=\"rotate(112 104 576)\"");
                c.ellipse(104.0, 576.0, 28.0, 12.0, "#8a5a2a", 1.0);
                c.stroke("M80 587h48", "#f0e0b8", 6.0, 1.0);
                c.end();
                c.path("M56 572Q104 564 152 572V620H56Z", "#021820", 0.5);
                c.stroke("M72 572a32 7 0 1 0 64 0a32 7 0 1 0 -64 0", "#e8f8f4", 2.0, 0.85);
                for (x, y) in [(190.0, 360.0), (170.0, 410.0)] {
                    c.circle(x, y, 8.5, man.skin, 1.0);
                }
                // The rubber duck on the tub's front end, like a figurehead.
                c.ellipse(66.0, 420.0, 24.0, 15.0, "#f8d020", 1.0);
                c.path("M82 414Q100 402 94 424Z", "#f8d020", 1.0);
                c.circle(54.0, 398.0, 13.0, "#f8d020", 1.0);
                c.path("M43 395L28 400L43 405Z", "#f08020", 1.0);
                c.circle(50.0, 394.0, 2.2, "#1a1a1a", 1.0);
                // The goldfish swimming free by the tub.
                c.g("transform=\"translate(300 392) rotate(-6) scale(1.3)\"");
                c.path("M-16 0Q0 -12 16 0Q0 12 -16 0Z", "#ff7a10", 1.0);
                c.path("M-14 0L-28 -11L-24 0L-28 11Z", "#ffa040", 1.0);
                c.path("M-2 -8L4 -14L6 -7Z", "#ffa040", 1.0);
                c.circle(9.0, -2.0, 2.0, "#1a1a1a", 1.0);
                c.end();
                c.stroke("M334 380q10 -4 18 2M336 402q10 4 18 -2", "#c8f0f0", 2.0, 0.7);
                c.circle(334.0, 372.0, 3.0, "#c8f0f0", 0.8);
                c.circle(342.0, 362.0, 2.0, "#c8f0f0", 0.8);
            },
        ),
        card(
            "Fishing season",
            (CutPaper, Spring, WormsEye, Absurd),
            ["a shoal of bright fish swimming through the spring sky over the rooftops", "a cat on the roof ridge with a rod and line, one fish hooked"],
            ("in the fishbowl on a windowsill below, a little bird is swimming", "bird"),
            ["Topsy-turvy", "The world turned upside down", "The spring the fish took to the sky, the cats took up fishing and the birds had to learn to swim"],
            &["fish in the sky", "bird in a fishbowl"],
            true,
            "Looking up from a street between tall old houses with red roofs and blossoming window boxes into a bright spring sky, where a shoal of orange, yellow and blue fish swims past as if in water. On the ridge of a roof a ginger cat sits with a rod and line and has just hooked one, which dangles wriggling on its line. From a window a boy leans out with a net on a pole, reaching for the shoal. Lower down, on a windowsill, stands a round fishbowl, and in the water inside it a little blue bird is swimming.",
            |c| {
                c.drew("street house roof window box blossom sky fish shoal cat ridge rod line windowsill fishbowl water bird boy net pole");
                c.c.rect(-10.0, -10.0, 420.0, 620.0, "#7ab8e8", 1.0);
                // Two rows of houses leaning in overhead, seen from the street.
                c.path("M-10 610L-10 160L40 120L90 170L120 610Z", "#e8d0a8", 1.0);
                c.path("M-10 160L40 110L96 166L80 176L40 138L-10 180Z", "#c83a2a", 1.0);
                c.path("M410 610L410 190L350 140L300 200L280 610Z", "#f0c8b0", 1.0);
                c.path("M410 190L350 130L290 196L306 204L350 160L410 214Z", "#b8322a", 1.0);
                for (x, y) in [(20.0, 260.0), (20.0, 400.0), (320.0, 280.0), (320.0, 430.0)] {
                    c.rect(x, y, 50.0, 70.0, "#3a5a8a", 1.0);
                    c.rect(x - 6.0, y + 70.0, 62.0, 14.0, "#8a5a2a", 1.0);
                    c.dots(6, x - 4.0, x + 54.0, y + 60.0, y + 72.0, 5.0, "#f0a0b8");
                }
                // A boy leaning out of a window with a net on a pole.
                let boy = Look::new(3, "#3aa86a", "#3aa86a").hair(Hair::Curly, 0).face(Expr::Delight).gaze(Gaze::Up).turn(0.5);
                portrait(c, 46.0, 268.0, 18.0, &boy);
                c.stroke("M60 290L150 200", "#8a5a2a", 4.0, 1.0);
                c.path("M150 200q-10 -34 20 -40q30 6 14 40Z", "#f8f8f0", 0.8);
                // The shoal in the sky.
                let cols = ["#f08a2a", "#f8c830", "#3a8ad8", "#e85a3a"];
                for k in 0..12 {
                    let x = 120.0 + (k * 47 % 180) as f64;
                    let y = 50.0 + (k * 83 % 400) as f64;
                    crate::second::figures::fish(c, x, y, 56.0 + (k % 3) as f64 * 12.0, cols[k % 4], k % 3 == 0);
                }
                // The cat on the ridge with its rod, a fish on the line.
                let ginger = "#e08a3a";
                c.ellipse(356.0, 120.0, 22.0, 18.0, ginger, 1.0);
                c.circle(340.0, 100.0, 13.0, ginger, 1.0);
                c.path("M330 92l2 -14l8 10ZM344 90l8 -12l2 14Z", ginger, 1.0);
                c.stroke("M374 126q20 6 18 -16", ginger, 6.0, 1.0);
                c.circle(336.0, 98.0, 2.0, "#1a1a1a", 1.0);
                c.stroke("M336 112L250 30", "#5a3a1a", 3.0, 1.0);
                c.stroke("M250 30Q240 90 236 150", "#1a2a4a", 2.0, 1.0);
                crate::second::figures::fish(c, 236.0, 166.0, 60.0, "#f8c830", false);
                // The fishbowl on the sill, a little bird swimming in it.
                c.rect(86.0, 520.0, 90.0, 10.0, "#8a5a2a", 1.0);
                c.circle(130.0, 484.0, 38.0, "#bfe4f4", 0.9);
                c.path("M94 480Q130 470 166 480Q166 520 130 522Q94 520 94 480Z", "#6ab0e0", 0.9);
                super::scene::perched_bird(c, 130.0, 496.0, 0.9, "#2a6ad8", super::scene::Perch::default());
                c.stroke("M112 470q6 -6 12 0M140 460q4 -4 8 0", "#ffffff", 2.0, 0.9);
            },
        ),
        card(
            "The face in the cliff",
            (GoldTempera, Autumn, TinyInHuge, Eerie),
            ["climbers on a cliff", "a giant stone face"],
            ("the stone eye has opened and turned to look at the nearest climber", "eye"),
            ["Being watched", "Between a rock and a hard place", "The climbers thought the cliff was only shaped like a face, until its eye moved"],
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
            "Knitting weather",
            (Pastel, Daylight, EyeLevel, Tender),
            ["an old shepherd on a stool on a green hill, knitting a long white scarf", "the cloud shaped like a sheep above him, unravelling into his yarn"],
            ("a little lamb-shaped cloud follows behind the big one", "lamb"),
            ["Warmth", "Spinning a yarn", "All summer he knitted the clouds one by one into a scarf for his granddaughter, and he always left the lambs till last"],
            &["knitting a cloud", "cloud sheep"],
            true,
            "A bright day on a green hill under a clear blue sky. An old shepherd with a white beard and a flat cap sits on a wooden stool, looking up, his knitting needles in his hands. From his needles a white thread of yarn runs up into the sky to a big fluffy cloud shaped like a sheep, and the cloud's back end is coming undone into the yarn. A long white knitted scarf spills from his lap and coils in the grass below him, where a real sheep lies watching the cloud. A little lamb-shaped cloud follows behind the big one.",
            |c| {
                c.drew("hill sky shepherd beard cap stool needle knitting yarn thread cloud sheep lap scarf grass lamb");
                let sky = c.c.linv(&[(0.0, "#6aaee8", 1.0), (1.0, "#c8e8f8", 1.0)]);
                c.rect(-10.0, -10.0, 420.0, 620.0, &sky, 1.0);
                c.path("M-10 430Q160 370 410 400V610H-10Z", "#8ac858", 1.0);
                c.path("M-10 500Q200 460 410 480V610H-10Z", "#6ab048", 1.0);
                // The big cloud sheep, its back end coming undone.
                let puffs = [(120.0, 140.0, 42.0), (164.0, 118.0, 44.0), (210.0, 128.0, 42.0), (244.0, 160.0, 36.0), (198.0, 176.0, 40.0), (148.0, 180.0, 40.0), (104.0, 172.0, 32.0)];
                for (x, y, r) in puffs {
                    c.circle(x, y, r, "#ffffff", 1.0);
                }
                c.ellipse(78.0, 130.0, 24.0, 30.0, "#f0f0f4", 1.0);
                c.ellipse(62.0, 110.0, 10.0, 6.0, "#e8e8f0", 1.0);
                c.ellipse(96.0, 108.0, 10.0, 6.0, "#e8e8f0", 1.0);
                c.circle(70.0, 128.0, 3.5, "#4a4a5a", 1.0);
                c.stroke("M120 206v30M150 212v30M190 210v30M220 200v30", "#ffffff", 14.0, 1.0);
                // The strands pulling off its back end into one yarn.
                c.stroke("M268 150Q290 170 286 200M272 170Q288 190 286 210M262 180Q280 196 286 214", "#ffffff", 3.0, 0.9);
                c.stroke("M286 210Q290 320 222 362", "#ffffff", 3.5, 1.0);
                // The little lamb cloud behind.
                for (x, y, r) in [(330.0, 60.0, 20.0), (352.0, 52.0, 20.0), (370.0, 66.0, 17.0), (344.0, 74.0, 18.0)] {
                    c.circle(x, y, r, "#ffffff", 1.0);
                }
                c.ellipse(312.0, 56.0, 12.0, 14.0, "#f0f0f4", 1.0);
                c.circle(308.0, 54.0, 2.0, "#4a4a5a", 1.0);
                c.stroke("M336 88v14M362 84v14", "#ffffff", 8.0, 1.0);
                // The stool and the shepherd on it, looking up.
                let man = Look::new(0, "#6a7a9a", "#5a4a3a").old().beard().hair(Hair::Short, 5).wear(Hat::Cap, "#4a5a3a").face(Expr::Tender).gaze(Gaze::Up).turn(-0.5).tilt(-14.0);
                let knit = sit_chair().lowered(18.0).left_hand((8.0, -56.0), (16.0, -62.0)).right_hand((12.0, -58.0), (20.0, -64.0));
                c.rect(222.0, 470.0, 96.0, 12.0, "#8a5a2a", 1.0);
                c.stroke("M232 482L224 540M308 482L316 540M270 482V540", "#6a4020", 7.0, 1.0);
                figure(c, &knit, 268.0, 540.0, 300.0, &man, true);
                // His needles and the scarf spilling from his lap to the grass.
                c.stroke("M196 352L232 372M202 340L228 380", "#c8a060", 4.0, 1.0);
                c.path("M206 360Q196 380 206 420L214 470Q210 500 180 520Q120 540 90 520Q70 500 100 494Q140 490 160 500Q190 490 186 452L178 380Q180 360 206 360Z", "#f8f8f4", 1.0);
                c.stroke("M190 400h22M192 420h22M194 440h22M184 470h26M150 506l8 -12M120 510l6 -14", "#d8d8e0", 2.0, 1.0);
                // A real sheep lying in the grass, watching the cloud.
                c.g("transform=\"translate(70 560)\"");
                for (x, y, r) in [(-20.0, -10.0, 24.0), (8.0, -16.0, 26.0), (34.0, -6.0, 22.0), (4.0, 4.0, 22.0)] {
                    c.circle(x, y, r, "#f4f0e8", 1.0);
                }
                c.ellipse(-44.0, -24.0, 14.0, 18.0, "#3a3a3a", 1.0);
                c.ellipse(-54.0, -38.0, 8.0, 4.0, "#3a3a3a", 1.0);
                c.circle(-46.0, -30.0, 2.5, "#ffffff", 1.0);
                c.end();
            },
        ),
    ]
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

/// A fat stroke outlined in `ink`: a finger or a thumb, `w` thick.
fn fat(c: &mut super::scene::Ctx, d: &str, w: f64, skin: &str, ink: &str) {
    c.stroke(d, ink, w + 4.0, 1.0);
    c.stroke(d, skin, w, 1.0);
}

/// A number from 1 to 10 written in chalk, from its top left: a digit is
/// about 20 wide and 30 tall, and 10 (what any other number draws) twice as
/// wide.
fn chalk_number(n: u8) -> &'static str {
    match n {
        1 => "M4 7L12 0V30M5 30H19",
        2 => "M1 8C3 -2 19 -2 19 8C19 16 1 21 1 30H20",
        3 => "M1 4C7 -2 19 0 18 8C17 13 12 15 7 15C13 15 20 17 19 23C18 31 5 32 0 26",
        4 => "M14 30V0L0 20H20",
        5 => "M18 0H3L2 13C8 10 19 11 19 20C19 30 6 32 0 26",
        6 => "M17 2C6 -3 1 10 1 20C1 27 5 30 10 30C16 30 19 25 19 20C19 14 15 11 10 11C6 11 2 14 1 19",
        7 => "M0 0H20L7 30",
        8 => "M10 15C2 15 2 0 10 0S18 15 10 15C1 15 1 30 10 30S19 15 10 15Z",
        9 => "M19 11C18 4 15 1 10 1C5 1 1 4 1 10C1 16 5 19 10 19C15 19 19 15 19 10V30",
        _ => "M4 7L12 0V30M5 30H19M32 0C22 0 22 30 32 30S42 0 32 0Z",
    }
}
