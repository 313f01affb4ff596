//! Cards 151–200 of the second edition.

// Painters take many plain coordinates; a struct per call would only add noise.
#![allow(clippy::too_many_arguments)]

use super::figures::*;
use super::paint::*;
use super::things::*;
use super::Card;

pub fn cards() -> Vec<Card> {
    vec![
        Card {
            title: "The picnic on the open book",
            description: "A giant open book lies in a meadow like a landscape. Its lines of text run like furrows across the pages, small trees grow along them, and a family of tiny people has spread a picnic blanket in the middle of one page.",
            clues: ["Living in a story", "A day out", "Between the lines"],
            tags: &["books", "picnic"],
            people: true,
            draw: |c| {
                sky(c, "#5a9ad8", "#a8d4ec", "#f4f4e0", 300.0);
                ground2(c, 300.0, 6.0, "#8ac060", "#4a8a3a");
                c.path("M20 560L60 330Q130 310 200 340Q270 310 340 330L380 560Q290 530 200 570Q110 530 20 560Z", "#f8f2e4", 1.0);
                c.path("M200 340V570", "none", 1.0);
                c.stroke("M200 340V570", "#c8b8a0", 3.0, 1.0);
                let mut d = String::new();
                for k in 0..10 {
                    let y = 360.0 + k as f64 * 19.0;
                    d.push_str(&format!("M{:.0} {y:.0}q60 -12 120 4M{:.0} {y:.0}q60 -16 120 0", 70.0 + k as f64 * 1.5, 212.0));
                }
                c.stroke(&d, "#6a6a7a", 2.0, 0.5);
                for (x, y) in [(90.0, 380.0), (300.0, 400.0), (330.0, 470.0)] {
                    tree(c, x, y, 40.0, "#4a3020", "#4a8a3a", "#a8d880", 300.0);
                }
                c.path("M230 470l50 -10l20 24l-50 10z", "#e84a4a", 1.0);
                person(c, &Pose::sit_ground(), 240.0, 478.0, 22.0, "#2a2028", false);
                person(c, &Pose::sit_ground().child(), 284.0, 476.0, 16.0, "#2a2028", true);
                person(c, &Pose::stand().hair().dress(8.0, -26.0), 300.0, 470.0, 30.0, "#2a2028", true);
            },
        },
        Card {
            title: "The keeper and the whale",
            description: "At dusk, a lighthouse keeper stands on the gallery of a white lighthouse on a rock, waving. Just beside the rock, the huge dark tail of a whale rises high out of the sea.",
            clues: ["Old friends", "Hello out there", "Keeping watch"],
            tags: &["lighthouse", "whale"],
            people: true,
            draw: |c| {
                sky(c, "#2a2a5a", "#b86a7a", "#f8c080", 360.0);
                water(c, 360.0, "#6a5a7a", "#1a1a3a", "#ffd8b0");
                c.path("M40 420q40 -40 120 -40q60 0 80 40z", "#2a2430", 1.0);
                c.path("M90 390L100 170H140L150 390Z", "#f0ece4", 1.0);
                c.stroke("M94 330H146M97 260H143", "#b83030", 12.0, 1.0);
                c.rect(92.0, 160.0, 56.0, 8.0, "#2a2430", 1.0);
                c.rect(104.0, 130.0, 32.0, 30.0, "#fff4c8", 1.0);
                poly(c, &[(100.0, 132.0), (120.0, 110.0), (140.0, 132.0)], "#2a2430", 1.0);
                light(c, 120.0, 145.0, 140.0, "#fff4c8", 0.6);
                person(c, &Pose::reach(), 150.0, 160.0, 26.0, "#1a1420", false);
                c.path("M290 380q-10 -60 10 -100q-40 -10 -60 -40q40 10 70 30q30 -20 70 -30q-20 30 -60 40q20 40 10 100z", "#1e1a2a", 1.0);
                c.ellipse(300.0, 384.0, 40.0, 6.0, "#ffffff", 0.4);
                c.stroke("M300 280v-20M290 270l-6 -14", "#c8d8f0", 1.5, 0.6);
            },
        },
        Card {
            title: "Hanging from the clock",
            description: "High above a misty city, a person in a hat hangs by both hands from the minute hand of a huge clock face on a tower. The hand points to ten to twelve.",
            clues: ["Running late", "Hanging on", "The last minutes"],
            tags: &["clock"],
            people: true,
            draw: |c| {
                sky(c, "#7a8aa8", "#c8c8d0", "#e8e4e0", 600.0);
                crate::scenes::city(c, 600.0, "#8a90a0", "#e8e0c0");
                mist(c, 520.0, 160.0, "#f0f0f4", 0.8);
                c.rect(60.0, 60.0, 300.0, 560.0, "#5a5050", 1.0);
                c.circle(210.0, 230.0, 130.0, "#f4ecd8", 1.0);
                c.stroke("M80 230a130 130 0 1 0 260 0a130 130 0 1 0 -260 0", "#3a3030", 8.0, 1.0);
                let mut d = String::new();
                for k in 0..12 {
                    let a = k as f64 * std::f64::consts::TAU / 12.0;
                    d.push_str(&format!("M{:.0} {:.0}L{:.0} {:.0}", 210.0 + a.cos() * 112.0, 230.0 + a.sin() * 112.0, 210.0 + a.cos() * 122.0, 230.0 + a.sin() * 122.0));
                }
                c.stroke(&d, "#3a3030", 5.0, 1.0);
                c.stroke("M210 230L210 140", "#1a1414", 8.0, 1.0);
                c.stroke("M210 230L112 173", "#1a1414", 6.0, 1.0);
                let p = Pose::stand().hat().right_hand((4.0, -100.0), (2.0, -114.0)).left_hand((-4.0, -100.0), (-2.0, -114.0));
                person(c, &p, 130.0, 280.0, 96.0, "#1a1414", false);
            },
        },
        Card {
            title: "The key bridge",
            description: "A giant old iron key lies across a deep canyon like a bridge, its bow on one side and its teeth on the other. A traveller with a walking stick is halfway across it.",
            clues: ["The solution", "Crossing over", "Unlocking the way"],
            tags: &["key", "canyon"],
            people: true,
            draw: |c| {
                sky(c, "#d88a5a", "#f0b878", "#fce0b0", 600.0);
                range(c, 240.0, 60.0, "#c08060", 0.6);
                poly(c, &[(-20.0, 620.0), (-20.0, 300.0), (110.0, 290.0), (140.0, 620.0)], "#8a4a2a", 1.0);
                poly(c, &[(420.0, 620.0), (420.0, 320.0), (300.0, 310.0), (270.0, 620.0)], "#8a4a2a", 1.0);
                mist(c, 560.0, 140.0, "#f0c8a0", 0.6);
                c.stroke("M80 300L320 316", "#3a3034", 12.0, 1.0);
                c.stroke("M40 298a26 26 0 1 0 52 0a26 26 0 1 0 -52 0", "#3a3034", 10.0, 1.0);
                c.path("M300 318v26h10v-14h10v18h10v-28z", "#3a3034", 1.0);
                person(c, &Pose::walk().hat(), 200.0, 303.0, 44.0, "#1a1418", false);
                seg(c, (212.0, 280.0), (218.0, 304.0), "#1a1418", 1.5, 1.0);
            },
        },
        Card {
            title: "Stepping on turtles",
            description: "A woman crosses a wide green river by stepping from one turtle's shell to the next. A long line of turtles waits across the water to the far bank, where a small house stands among willows.",
            clues: ["Trust the path", "Slowly but surely", "Help from the unexpected"],
            tags: &["turtle", "stepping stones"],
            people: true,
            draw: |c| {
                sky(c, "#6aa0c8", "#b8d8e0", "#f0f0e0", 260.0);
                ground2(c, 260.0, 4.0, "#6a9a4a", "#3a6a2a");
                c.rect(300.0, 220.0, 40.0, 40.0, "#e8d8c0", 1.0);
                poly(c, &[(292.0, 222.0), (320.0, 200.0), (348.0, 222.0)], "#8a3a2a", 1.0);
                water(c, 290.0, "#4a8a88", "#1a4a48", "#e8fff8");
                let pts = [(80.0, 560.0), (150.0, 500.0), (230.0, 450.0), (280.0, 400.0), (300.0, 360.0), (310.0, 330.0), (316.0, 308.0)];
                for (i, (x, y)) in pts.iter().enumerate() {
                    let s = 1.0 - i as f64 * 0.13;
                    c.ellipse(*x, *y, 34.0 * s, 12.0 * s, "#3a5a3a", 1.0);
                    c.ellipse(*x, *y - 2.0 * s, 28.0 * s, 8.0 * s, "#5a7a4a", 1.0);
                    c.circle(x + 36.0 * s, *y, 5.0 * s, "#3a5a3a", 1.0);
                }
                person(c, &Pose::walk().dress(12.0, -28.0).hair().right_hand((16.0, -76.0), (28.0, -80.0)), 150.0, 496.0, 90.0, "#2a1e24", false);
            },
        },
        Card {
            title: "The bird's shadow",
            description: "On a bright beach, a small child jumps high with arms spread wide. On the sand below, the child's shadow has the shape of a large bird with open wings.",
            clues: ["Free", "Who I feel like", "Taking off"],
            tags: &["shadow", "jumping"],
            people: true,
            draw: |c| {
                sky(c, "#3a90d8", "#8acaf0", "#e8f8f8", 300.0);
                sun(c, 340.0, 70.0, 22.0, "#fffbe0");
                water(c, 300.0, "#3aa0c0", "#2a7090", "#ffffff");
                c.path("M-20 360q200 -20 440 0V620H-20Z", "#f0dcb0", 1.0);
                c.stroke("M-20 362q200 -20 440 0", "#ffffff", 4.0, 0.6);
                c.add("<g opacity=\".35\">");
                c.path("M200 520q-60 -40 -150 -30q70 10 110 40q-40 10 -60 30q50 -10 90 -20l10 30l10 -30q40 10 90 20q-20 -20 -60 -30q40 -30 110 -40q-90 -10 -150 30z", "#3a2a10", 1.0);
                c.end();
                person(c, &Pose::arms_up().child().right_hand((20.0, -80.0), (36.0, -86.0)).left_hand((-20.0, -80.0), (-36.0, -86.0)), 200.0, 430.0, 80.0, "#2a2028", false);
            },
        },
        Card {
            title: "The weeping cliff face",
            description: "A huge calm human face is carved into the side of a grey mountain cliff, eyes closed. From one eye a thin waterfall runs down into a green valley, where a small hiker stands and looks up.",
            clues: ["An old sorrow", "The mountain remembers", "Tears that feed the land"],
            tags: &["stone face", "waterfall"],
            people: true,
            draw: |c| {
                sky(c, "#7a9ab8", "#b8c8d0", "#e0e4e0", 600.0);
                c.path("M40 620L60 80Q200 20 340 80L370 620Z", "#8a8680", 1.0);
                c.path("M200 30Q340 60 340 80L370 620H240Z", "#000", 0.12);
                c.stroke("M130 220q30 14 60 0M230 220q30 14 60 0", "#3a3630", 5.0, 1.0);
                c.path("M206 230q-14 80 -20 110q14 10 30 0q-4 -30 -10 -110z", "#6a6660", 1.0);
                c.stroke("M170 400q40 20 80 0", "#3a3630", 5.0, 1.0);
                c.stroke("M160 226q-6 120 -4 380", "#c8e8f8", 5.0, 0.9);
                ground2(c, 540.0, 6.0, "#5a8a4a", "#2a4a24");
                c.ellipse(156.0, 546.0, 30.0, 6.0, "#c8e8f8", 0.7);
                person(c, &Pose::reach(), 260.0, 560.0, 34.0, "#1a2418", true);
            },
        },
        Card {
            title: "The fox with the lantern",
            description: "In a snowy birch wood at night, a red fox trots along a path carrying a small lit lantern by its handle in its mouth. The light makes a warm circle on the snow around it.",
            clues: ["Finding the way home", "Small light, big dark", "The messenger"],
            tags: &["fox", "lantern", "birch wood"],
            people: false,
            draw: |c| {
                sky(c, "#0a1028", "#1a2448", "#2a3458", 600.0);
                for _ in 0..12 {
                    let x = c.r(-10.0, 410.0);
                    let w = c.r(6.0, 14.0);
                    c.rect(x, -10.0, w, 480.0, "#d8d8d0", 0.7);
                    c.stroke(&format!("M{x:.0} 120h{w:.0}M{x:.0} 260h{:.0}", w * 0.6), "#2a2a30", 2.0, 0.7);
                }
                ground2(c, 460.0, 6.0, "#c8d0e0", "#6a7494");
                light(c, 240.0, 470.0, 160.0, "#ffc870", 0.5);
                c.ellipse(220.0, 500.0, 100.0, 16.0, "#ffe0a0", 0.3);
                blob(c, &[(140.0, 490.0), (150.0, 460.0), (200.0, 450.0), (240.0, 460.0), (250.0, 490.0)], "#c8521e", 1.0);
                c.path("M240 462l20 -20l14 6l-4 16l-20 6z", "#c8521e", 1.0);
                c.path("M256 442l2 -14l6 10zM266 444l6 -12l2 12z", "#c8521e", 1.0);
                c.path("M150 474q-50 -10 -60 20q30 4 60 -6z", "#c8521e", 1.0);
                c.path("M96 490q-6 -6 -4 -10q10 6 16 6z", "#ffffff", 1.0);
                c.stroke("M160 490v20M176 490v22M226 490v22M238 490v20", "#3a1a0a", 5.0, 1.0);
                seg(c, (274.0, 460.0), (280.0, 474.0), "#2a2020", 1.5, 1.0);
                c.rect(272.0, 474.0, 16.0, 20.0, "#ffd890", 1.0);
                light(c, 280.0, 484.0, 40.0, "#fff0b0", 0.9);
            },
        },
        Card {
            title: "The mushroom village",
            description: "At the foot of a mossy tree at night, a cluster of big mushrooms has tiny doors and round lit windows cut into their stems. A snail carrying a lantern-like glow climbs up one stalk, and fireflies drift around.",
            clues: ["Someone small lives here", "A hidden world", "Home sweet home"],
            tags: &["mushroom", "tiny windows"],
            people: false,
            draw: |c| {
                sky(c, "#0a1810", "#1a3020", "#2a4a30", 600.0);
                c.path("M260 620q10 -200 -20 -640h180v640z", "#2a2418", 1.0);
                ground2(c, 500.0, 10.0, "#2a4a20", "#0a1408");
                for (x, h, r, col) in [(110.0, 120.0, 60.0, "#b8342a"), (200.0, 80.0, 44.0, "#d8a040"), (290.0, 150.0, 70.0, "#a8402a")] {
                    c.rect(x - 14.0, 510.0 - h, 28.0, h, "#e8dcc0", 1.0);
                    c.path(&format!("M{:.0} {:.0}a{r} {:.0} 0 0 1 {:.0} 0z", x - r, 512.0 - h, r * 0.8, 2.0 * r), col, 1.0);
                    light(c, x, 510.0 - h * 0.5, 30.0, "#ffd070", 0.8);
                    c.circle(x, 510.0 - h * 0.6, 5.0, "#ffe090", 1.0);
                    c.path(&format!("M{:.0} 510v-14a5 5 0 0 1 10 0v14z", x - 5.0), "#5a3a20", 1.0);
                }
                specks(c, 20, 0.0, 400.0, 200.0, 480.0, 1.6, "#e8ff90", 0.9);
                c.path("M170 470q0 -12 12 -12q12 0 12 12z", "#a8804a", 1.0);
            },
        },
        Card {
            title: "The ship in the fog",
            description: "An old three-masted sailing ship with torn grey sails drifts through thick fog on a flat dark sea. Lanterns glow at its bow and stern, but no one can be seen on deck.",
            clues: ["Lost at sea", "A ghost of the past", "Still looking for port"],
            tags: &["ship", "fog"],
            people: false,
            draw: |c| {
                sky(c, "#3a4448", "#6a7478", "#8a9090", 420.0);
                water(c, 420.0, "#3a4448", "#0e1416", "#c8d0d0");
                c.path("M80 420q120 20 250 0l-20 30h-210z", "#1a1c1e", 1.0);
                c.stroke("M140 420V200M210 420V160M280 420V210", "#1a1c1e", 4.0, 1.0);
                for (x, top, h) in [(140.0, 220.0, 140.0), (210.0, 180.0, 170.0), (280.0, 230.0, 130.0)] {
                    c.path(&format!("M{:.0} {top:.0}h70l-6 {h:.0}l-20 -14l-10 16l-18 -10l-16 8z", x - 35.0), "#8a8e90", 0.9);
                }
                for x in [86.0, 322.0] {
                    light(c, x, 410.0, 40.0, "#ffc870", 0.9);
                    c.circle(x, 410.0, 3.0, "#ffe0a0", 1.0);
                }
                mist(c, 330.0, 300.0, "#a8b0b0", 0.7);
                mist(c, 440.0, 80.0, "#c8d0d0", 0.6);
            },
        },
        Card {
            title: "The basket to the tree house",
            description: "At dusk a child leans out of a wooden tree house high in a big oak, pulling up a basket on a rope. In the basket sit a kitten and a lantern; below, a grown-up holds the bottom of the rope.",
            clues: ["Our hideout", "Supplies!", "Up and away from the grown-ups"],
            tags: &["tree house", "basket"],
            people: true,
            draw: |c| {
                sky(c, "#2a2a5a", "#a86a7a", "#f0b890", 560.0);
                ground2(c, 560.0, 4.0, "#2a3a24", "#0e140a");
                c.path("M220 570q-20 -150 0 -330h50q10 180 -10 330z", "#3a2a1e", 1.0);
                for (x, y, r) in [(180.0, 150.0, 90.0), (280.0, 130.0, 100.0), (230.0, 80.0, 80.0), (330.0, 200.0, 60.0)] {
                    c.circle(x, y, r, "#2a4a2a", 1.0);
                }
                c.rect(160.0, 240.0, 120.0, 70.0, "#8a5a34", 1.0);
                poly(c, &[(150.0, 242.0), (220.0, 196.0), (290.0, 242.0)], "#5a3a20", 1.0);
                light(c, 200.0, 275.0, 60.0, "#ffd070", 0.7);
                c.rect(180.0, 258.0, 30.0, 30.0, "#ffd070", 1.0);
                c.rect(150.0, 308.0, 140.0, 6.0, "#5a3a20", 1.0);
                person(c, &Pose::reach().child(), 160.0, 308.0, 36.0, "#1a1418", true);
                seg(c, (150.0, 276.0), (120.0, 540.0), "#c8b088", 1.2, 1.0);
                c.path("M104 400h32l-4 22h-24z", "#a8804a", 1.0);
                c.circle(114.0, 396.0, 5.0, "#e8a040", 1.0);
                light(c, 128.0, 396.0, 20.0, "#ffd070", 0.9);
                person(c, &Pose::reach(), 110.0, 570.0, 60.0, "#0e0a0e", false);
            },
        },
        Card {
            title: "The cyclist between the peaks",
            description: "A rope is stretched between two snowy mountain peaks far above the clouds. A person rides a bicycle along the rope, holding a long balancing pole, with an eagle circling below.",
            clues: ["Keep pedalling", "Fearless", "The high road"],
            tags: &["bicycle", "mountain peaks"],
            people: true,
            draw: |c| {
                sky(c, "#2a5aa8", "#7aa8e0", "#d8e8f8", 600.0);
                for (pts, shade) in [([(-20.0, 620.0), (60.0, 240.0), (150.0, 620.0)], false), ([(250.0, 620.0), (340.0, 200.0), (430.0, 620.0)], true)] {
                    poly(c, &pts, "#6a7488", 1.0);
                    let (a, b) = (pts[1], if shade { pts[2] } else { pts[0] });
                    poly(c, &[a, (a.0 + (b.0 - a.0) * 0.3, a.1 + (b.1 - a.1) * 0.3), (a.0, a.1 + 80.0)], "#f4f8ff", 1.0);
                }
                for k in 0..4 {
                    cloud(c, -20.0 + k as f64 * 140.0, 470.0, 220.0, "#ffffff", "#c8d4e8");
                }
                line(c, &[(60.0, 240.0), (200.0, 262.0), (340.0, 200.0)], "#2a2a30", 1.5, 1.0);
                c.stroke("M186 260a10 10 0 1 0 0.1 0M214 258a10 10 0 1 0 0.1 0", "#1a1a20", 2.0, 1.0);
                c.stroke("M186 260l12 -16h16l-2 14M198 244l-4 -6", "#1a1a20", 2.0, 1.0);
                person(c, &Pose::sit_edge().right_hand((8.0, -22.0), (14.0, -28.0)), 198.0, 244.0, 34.0, "#1a1a20", false);
                seg(c, (140.0, 226.0), (260.0, 212.0), "#6a4a2a", 2.0, 1.0);
                bird(c, 250.0, 380.0, 30.0, "#3a2a20");
            },
        },
        Card {
            title: "The field of lamps",
            description: "At twilight, a wide meadow is full of old street lamps standing in the grass far into the distance, all lit. A single person in a long coat walks slowly among them.",
            clues: ["Lighting my way", "Lost among the lights", "Every light a memory"],
            tags: &["street lamps", "meadow"],
            people: true,
            draw: |c| {
                sky(c, "#1a1e48", "#5a4a7a", "#d8a0a0", 380.0);
                ground2(c, 380.0, 4.0, "#3a4a3a", "#0e140e");
                tufts(c, 100, -10.0, 410.0, 380.0, 600.0, 18.0, "#1a2a1a", 0.6);
                let mut lamps: Vec<(f64, f64)> = Vec::new();
                for _ in 0..26 {
                    let y = c.r(384.0, 600.0);
                    let x = c.r(-10.0, 410.0);
                    lamps.push((x, y));
                }
                lamps.sort_by(|a, b| a.1.total_cmp(&b.1));
                for (x, y) in lamps {
                    let h = 12.0 + (y - 380.0) * 0.5;
                    seg(c, (x, y), (x, y - h), "#0a0c10", (h * 0.025).max(0.8), 1.0);
                    light(c, x, y - h, h * 0.9, "#ffd890", 0.8);
                    c.rect(x - h * 0.05 - 1.0, y - h - h * 0.08, h * 0.1 + 2.0, h * 0.1 + 2.0, "#fff0c0", 1.0);
                }
                person(c, &Pose::walk().dress(14.0, -20.0), 220.0, 470.0, 60.0, "#06080a", false);
            },
        },
        Card {
            title: "The roped climbers",
            description: "Three climbers roped together make their way up a narrow snowy ridge at sunrise. The first has almost reached the summit, where a single small flowering tree grows out of the snow.",
            clues: ["Worth the climb", "We go together", "Life at the top"],
            tags: &["climbers", "flowering tree"],
            people: true,
            draw: |c| {
                sky(c, "#4a5a9a", "#e8a0a0", "#ffe0c0", 600.0);
                sun(c, 60.0, 380.0, 26.0, "#fff4d8");
                c.path("M-20 620L300 120L420 300V620Z", "#e8ecf8", 1.0);
                c.path("M300 120L420 300V620H260Z", "#9aa4c8", 0.6);
                c.path("M-20 620L300 120", "none", 1.0);
                line(c, &[(296.0, 124.0), (290.0, 100.0), (300.0, 84.0)], "#4a3020", 3.0, 1.0);
                for (x, y, r) in [(290.0, 82.0, 12.0), (306.0, 76.0, 10.0), (300.0, 92.0, 9.0)] {
                    c.circle(x, y, r, "#f8b8c8", 1.0);
                }
                let pts = [(260.0, 184.0), (180.0, 308.0), (100.0, 432.0)];
                for (i, (x, y)) in pts.iter().enumerate() {
                    person(c, &Pose::walk().hat(), *x, *y, 40.0 - i as f64 * 2.0, "#2a1e2a", false);
                }
                line(c, &[(262.0, 160.0), (220.0, 250.0), (182.0, 285.0), (140.0, 380.0), (102.0, 410.0)], "#c82a2a", 1.2, 1.0);
            },
        },
        Card {
            title: "Knitting with the octopus",
            description: "On the sea floor, an old woman sits in an armchair knitting a long striped scarf. A big orange octopus sits beside her holding the ball of wool in several arms and knitting too.",
            clues: ["Many hands", "Company", "A long project"],
            tags: &["octopus", "knitting", "armchair"],
            people: true,
            draw: |c| {
                sky(c, "#2a8a98", "#0e4a68", "#04182c", 600.0);
                beam(c, 220.0, -20.0, 200.0, 600.0, 40.0, 240.0, "#d8fff0", 0.16);
                ground2(c, 500.0, 8.0, "#3a5a58", "#0e1e20");
                c.path("M60 500V410q0 -24 24 -24h70q24 0 24 24v90z", "#6a3a5a", 1.0);
                person(c, &Pose::sit_edge().hair().dress(12.0, 4.0), 112.0, 440.0, 70.0, "#2a2030", false);
                line(c, &[(130.0, 420.0), (180.0, 450.0), (220.0, 430.0), (260.0, 460.0)], "#e8c040", 6.0, 1.0);
                line(c, &[(134.0, 424.0), (180.0, 452.0)], "#c83a3a", 6.0, 1.0);
                c.ellipse(300.0, 390.0, 40.0, 46.0, "#e87a3a", 1.0);
                c.circle(290.0, 384.0, 5.0, "#ffffff", 1.0);
                c.circle(312.0, 384.0, 5.0, "#ffffff", 1.0);
                c.circle(291.0, 385.0, 2.5, "#1a0a04", 1.0);
                c.circle(313.0, 385.0, 2.5, "#1a0a04", 1.0);
                for k in 0..6 {
                    let x0 = 272.0 + k as f64 * 11.0;
                    let dir = if k < 3 { -1.0 } else { 1.0 };
                    line(c, &[(x0, 426.0), (x0 + dir * 20.0, 470.0), (x0 + dir * 40.0, 490.0), (x0 + dir * 50.0, 470.0)], "#e87a3a", 7.0, 1.0);
                }
                c.circle(262.0, 460.0, 12.0, "#e8c040", 1.0);
                specks(c, 20, 0.0, 400.0, 0.0, 480.0, 1.6, "#d8fff8", 0.5);
            },
        },
        Card {
            title: "The dog at the station",
            description: "At dusk, a small scruffy dog sits alone on the platform of an empty country railway station, facing the track, beside a bench and a lamp. The rails curve away into the hills.",
            clues: ["Still waiting", "Loyalty", "The next train"],
            tags: &["dog", "train station"],
            people: false,
            draw: |c| {
                sky(c, "#3a3a6a", "#b8808a", "#f0c8a0", 380.0);
                range(c, 390.0, 50.0, "#5a4a68", 0.8);
                ground2(c, 400.0, 4.0, "#4a4a40", "#2a2a24");
                c.stroke("M420 430Q200 420 120 620M420 470Q230 460 200 620", "#1a1a1e", 3.0, 1.0);
                c.rect(-20.0, 460.0, 230.0, 160.0, "#6a6468", 1.0);
                c.rect(-20.0, 456.0, 230.0, 6.0, "#e8d040", 0.7);
                lamp_post(c, 160.0, 470.0, 160.0, "#1a1418", "#fff0c8");
                c.rect(20.0, 430.0, 90.0, 6.0, "#3a2a20", 1.0);
                c.rect(20.0, 410.0, 90.0, 6.0, "#3a2a20", 1.0);
                c.stroke("M28 436v30M102 436v30", "#1a1418", 3.0, 1.0);
                blob(c, &[(120.0, 500.0), (118.0, 476.0), (128.0, 462.0), (142.0, 466.0), (146.0, 500.0)], "#8a6a4a", 1.0);
                c.circle(136.0, 456.0, 10.0, "#8a6a4a", 1.0);
                c.path("M128 452l-6 10l6 2zM144 452l6 10l-6 2z", "#5a4030", 1.0);
                line(c, &[(120.0, 496.0), (108.0, 500.0), (104.0, 490.0)], "#8a6a4a", 3.0, 1.0);
            },
        },
        Card {
            title: "The river from the suitcase",
            description: "In a dry yellow field, an old leather suitcase lies open. A clear blue stream flows out of it and winds away across the field, and a tall grey heron stands fishing in it.",
            clues: ["What I brought with me", "The source", "Unpacking"],
            tags: &["suitcase", "heron"],
            people: false,
            draw: |c| {
                sky(c, "#6aa0d0", "#b8d4e0", "#f4ecd0", 300.0);
                ground2(c, 300.0, 6.0, "#d8b860", "#8a6a30");
                tufts(c, 90, -10.0, 410.0, 300.0, 600.0, 16.0, "#a8803a", 0.6);
                line(c, &[(140.0, 500.0), (220.0, 440.0), (160.0, 380.0), (260.0, 330.0), (340.0, 305.0)], "#5aa0d0", 20.0, 1.0);
                line(c, &[(140.0, 500.0), (220.0, 440.0), (160.0, 380.0), (260.0, 330.0), (340.0, 305.0)], "#ffffff", 2.0, 0.5);
                c.path("M40 520h120v-50h-120z", "#6a3a1e", 1.0);
                c.path("M40 470l10 -70h120l-10 70z", "#7a4a2a", 1.0);
                c.rect(48.0, 476.0, 104.0, 40.0, "#5aa0d0", 1.0);
                c.stroke("M80 470v-8h40v8", "#2a1a10", 3.0, 1.0);
                c.stroke("M226 440v-26M232 440v-26", "#4a4a50", 2.0, 1.0);
                c.ellipse(230.0, 400.0, 12.0, 18.0, "#8a8e98", 1.0);
                line(c, &[(234.0, 386.0), (240.0, 362.0), (234.0, 350.0)], "#8a8e98", 4.0, 1.0);
                c.path("M236 348l18 4l-18 2z", "#c8a040", 1.0);
            },
        },
        Card {
            title: "The pencil drawing the horizon",
            description: "A giant yellow pencil stands at an angle on the sea, its point drawing the line of the horizon from left to right. Behind the point, the sea and sky are finished; ahead of it there is only blank paper.",
            clues: ["Work in progress", "Making the world", "What comes next"],
            tags: &["pencil", "unfinished world"],
            people: false,
            draw: |c| {
                wash(c, "#f4efe4", 1.0, 1.0);
                c.clip("M-20 -20H240V620H-20Z");
                sky(c, "#5a90c8", "#a8cce4", "#eef4f0", 320.0);
                water(c, 320.0, "#4a88b0", "#1a4a70", "#ffffff");
                sailboat(c, 90.0, 330.0, 20.0, "#2a2a2a", "#ffffff");
                c.end();
                c.stroke("M240 -20V620", "#a89880", 1.0, 0.5);
                c.stroke("M-20 320H240", "#2a2a2a", 2.0, 1.0);
                at(c, 240.0, 320.0, 1.0, 30.0);
                c.path("M0 0l-10 -30h20z", "#e8c8a0", 1.0);
                c.path("M0 0l-3 -9h6z", "#2a2a2a", 1.0);
                c.rect(-10.0, -300.0, 20.0, 270.0, "#f0c030", 1.0);
                c.rect(2.0, -300.0, 8.0, 270.0, "#000", 0.1);
                c.rect(-10.0, -330.0, 20.0, 30.0, "#c8c8c0", 1.0);
                c.rect(-10.0, -350.0, 20.0, 20.0, "#e8908a", 1.0);
                c.end();
            },
        },
        Card {
            title: "The cake in the dark wood",
            description: "In a clearing of a dark forest at night, a birthday cake with lit candles stands on a tree stump. All around, in the darkness between the trees, pairs of animal eyes shine, watching.",
            clues: ["A surprise party", "Who is invited?", "Make a wish"],
            tags: &["birthday cake", "eyes in the dark"],
            people: false,
            draw: |c| {
                sky(c, "#04080a", "#0a1410", "#10201a", 600.0);
                for _ in 0..10 {
                    let x = c.r(-10.0, 410.0);
                    let w = c.r(10.0, 24.0);
                    c.rect(x, -10.0, w, 480.0, "#0a1210", 1.0);
                }
                ground2(c, 470.0, 4.0, "#142018", "#060a08");
                light(c, 200.0, 410.0, 200.0, "#ffc870", 0.5);
                c.path("M160 470l6 -40h68l6 40z", "#5a3a24", 1.0);
                c.ellipse(200.0, 430.0, 34.0, 6.0, "#8a6040", 1.0);
                c.rect(172.0, 396.0, 56.0, 34.0, "#f8e8e0", 1.0);
                c.stroke("M172 408q14 6 28 0t28 0", "#e87a9a", 4.0, 1.0);
                for x in [182.0, 194.0, 206.0, 218.0] {
                    seg(c, (x, 396.0), (x, 384.0), "#6ab0e0", 3.0, 1.0);
                    c.path(&format!("M{x:.0} 374q4 6 0 10q-4 -4 0 -10z"), "#ffe090", 1.0);
                }
                for (x, y) in [(40.0, 300.0), (90.0, 360.0), (330.0, 330.0), (360.0, 250.0), (270.0, 280.0), (130.0, 250.0), (60.0, 420.0)] {
                    c.circle(x, y, 3.0, "#e8f060", 0.9);
                    c.circle(x + 10.0, y, 3.0, "#e8f060", 0.9);
                }
            },
        },
        Card {
            title: "The crown on the rock",
            description: "A small golden crown sits on top of a single rock in the middle of a grey sea. A gull stands next to it, looking at it, while waves break around the rock.",
            clues: ["King of nothing", "Lost power", "Finders keepers"],
            tags: &["crown", "gull"],
            people: false,
            draw: |c| {
                sky(c, "#6a7888", "#9aa4b0", "#c8ccd0", 360.0);
                water(c, 360.0, "#5a6a78", "#1a2630", "#ffffff");
                c.path("M130 460q10 -60 70 -70q60 10 70 70z", "#3a3a40", 1.0);
                c.path("M200 390q60 10 70 70h-60z", "#000", 0.2);
                c.stroke("M110 460q40 -14 60 0M230 462q40 -14 60 0", "#ffffff", 4.0, 0.7);
                c.path("M180 392l4 -22l8 12l8 -16l8 16l8 -12l4 22z", "#f0c030", 1.0);
                c.ellipse(242.0, 386.0, 10.0, 7.0, "#f4f4f4", 1.0);
                c.circle(250.0, 378.0, 5.0, "#f4f4f4", 1.0);
                c.path("M254 378l8 2l-8 2z", "#e8a030", 1.0);
                c.stroke("M240 392v8M244 392v8", "#e8a030", 1.5, 1.0);
            },
        },
        Card {
            title: "The road sign pointing up",
            description: "On a straight empty desert road under a hot sky, a single road sign on a post has an arrow pointing straight up into the clouds. A hitchhiker with a backpack stands beside it, thumb out.",
            clues: ["There is only one way", "Aim high", "Lost"],
            tags: &["road sign", "hitchhiker"],
            people: true,
            draw: |c| {
                sky(c, "#4a90d0", "#9acaec", "#f8ecd0", 360.0);
                cloud(c, 210.0, 70.0, 160.0, "#ffffff", "#c8d8e8");
                ground2(c, 360.0, 2.0, "#e0b080", "#a87040");
                c.path("M190 362h20L330 620H70Z", "#5a5458", 1.0);
                c.stroke("M200 370V620", "#f0e0a0", 3.0, 0.8);
                seg(c, (270.0, 470.0), (270.0, 330.0), "#3a3438", 4.0, 1.0);
                c.rect(250.0, 290.0, 40.0, 40.0, "#2a6ac8", 1.0);
                c.path("M270 296l12 14h-8v14h-8v-14h-8z", "#ffffff", 1.0);
                person(c, &Pose::point().hat(), 310.0, 480.0, 70.0, "#2a2028", false);
                c.rect(296.0, 422.0, 12.0, 22.0, "#8a4a2a", 1.0);
            },
        },
        Card {
            title: "The last tree in the city",
            description: "Between tall grey concrete buildings, in a small square of earth, grows one green tree. A child stands with both arms wrapped around its trunk, eyes closed.",
            clues: ["Holding on to what's left", "Love", "The last green thing"],
            tags: &["city tree"],
            people: true,
            draw: |c| {
                sky(c, "#8a9098", "#a8acb0", "#c8c8c8", 600.0);
                for (x, w, h) in [(-20.0, 100.0, 520.0), (80.0, 80.0, 420.0), (260.0, 90.0, 460.0), (340.0, 100.0, 540.0)] {
                    c.rect(x, 600.0 - h, w - 4.0, h, "#5a5e66", 1.0);
                    for k in 0..(h / 40.0) as usize {
                        c.rect(x + 10.0, 620.0 - h + k as f64 * 40.0, w - 24.0, 10.0, "#3a3e46", 0.7);
                    }
                }
                ground2(c, 520.0, 0.0, "#6a6a6a", "#3a3a3a");
                c.rect(150.0, 510.0, 100.0, 20.0, "#4a3a24", 1.0);
                tree(c, 200.0, 520.0, 260.0, "#4a3020", "#4a9a3a", "#a8e070", 300.0);
                person(c, &Pose::stand().child().right_hand((10.0, -64.0), (2.0, -60.0)).left_hand((-10.0, -64.0), (-2.0, -60.0)), 216.0, 528.0, 60.0, "#c83a3a", true);
            },
        },
        Card {
            title: "The young shadow",
            description: "An old couple sit side by side on a bench in front of their house in the low evening sun. Their shadows on the wall behind them are of a young couple, sitting the same way and reaching for each other's hands.",
            clues: ["Still the same inside", "Where did the years go", "Young love"],
            tags: &["shadows on the wall", "old couple"],
            people: true,
            draw: |c| {
                room(c, ("#e8b880", "#c88a58"), ("#8a5a3a", "#5a3420"), 460.0);
                light(c, 20.0, 300.0, 420.0, "#fff0c0", 0.4);
                c.rect(40.0, 120.0, 70.0, 100.0, "#6a4a3a", 1.0);
                c.rect(48.0, 128.0, 54.0, 84.0, "#f8e0a8", 1.0);
                c.stroke("M75 128v84M48 170h54", "#6a4a3a", 4.0, 1.0);
                c.add("<g opacity=\".42\">");
                c.path("M150 430h270v16h-270z", "#3a1e10", 1.0);
                let young = Pose::sit_edge().hair().dress(10.0, 4.0).right_hand((8.0, -22.0), (20.0, -14.0));
                let him = Pose::sit_edge().left_hand((-8.0, -22.0), (-20.0, -14.0));
                person(c, &young, 225.0, 430.0, 140.0, "#3a1e10", false);
                person(c, &him, 300.0, 430.0, 150.0, "#3a1e10", true);
                c.end();
                c.rect(-20.0, 500.0, 440.0, 120.0, "#8a5a38", 1.0);
                c.rect(90.0, 460.0, 170.0, 8.0, "#5a3a24", 1.0);
                c.stroke("M100 468v32M250 468v32", "#3a2418", 4.0, 1.0);
                person(c, &Pose::sit_edge().hair().dress(10.0, 4.0), 140.0, 462.0, 80.0, "#3a3030", false);
                person(c, &Pose::sit_edge().hat(), 200.0, 462.0, 86.0, "#3a3030", true);
            },
        },
        Card {
            title: "Candle boats on the river",
            description: "At night, hundreds of little paper boats each carrying a lit candle float down a dark river. On the stone steps of the bank, a child crouches to set one more boat on the water.",
            clues: ["Remembering", "Sending a wish", "Light carried away"],
            tags: &["candle boats", "river"],
            people: true,
            draw: |c| {
                sky(c, "#04061a", "#0e1430", "#1a2040", 300.0);
                crate::scenes::city(c, 300.0, "#0a0e20", "#ffc070");
                water(c, 300.0, "#141c38", "#04060e", "#4a5a8a");
                for _ in 0..40 {
                    let y = c.r(310.0, 560.0);
                    let x = c.r(-10.0, 410.0);
                    let s = 0.3 + (y - 300.0) / 260.0;
                    light(c, x, y - 8.0 * s, 22.0 * s, "#ffb850", 0.6);
                    c.path(&format!("M{:.0} {y:.0}h{:.0}l{:.0} {:.0}h{:.0}z", x - 8.0 * s, 16.0 * s, -3.0 * s, 5.0 * s, -10.0 * s), "#f4ece0", 1.0);
                    c.circle(x, y - 4.0 * s, 1.8 * s, "#ffe0a0", 1.0);
                }
                c.path("M-20 620V520l120 0l0 20l40 0l0 20l40 0v60z", "#2a2830", 1.0);
                person(c, &Pose::kneel().child(), 110.0, 540.0, 46.0, "#0a0a10", false);
                light(c, 138.0, 540.0, 30.0, "#ffb850", 0.8);
            },
        },
        Card {
            title: "The kite in the rain",
            description: "On the flat roof of a tall building in the rain, an old man in a raincoat flies a bright yellow kite high over the grey city. Everyone else's windows are dark.",
            clues: ["Doing it anyway", "Young at heart", "A bright spot"],
            tags: &["kite", "rooftop"],
            people: true,
            draw: |c| {
                sky(c, "#4a5260", "#7a8290", "#a0a6b0", 600.0);
                crate::scenes::city(c, 600.0, "#3a404c", "#6a7080");
                c.rect(-20.0, 470.0, 300.0, 150.0, "#2a2e36", 1.0);
                c.rect(-20.0, 466.0, 300.0, 6.0, "#4a4e58", 1.0);
                let (kx, ky) = kite(c, 300.0, 140.0, 50.0, -15.0, "#f8d020", "#8a6a10");
                line(c, &[(kx, ky), (230.0, 300.0), (140.0, 400.0)], "#1a1a1a", 0.8, 0.8);
                person(c, &Pose::point().hat().dress(14.0, -24.0), 120.0, 470.0, 80.0, "#1a1e24", false);
                let mut d = String::new();
                for _ in 0..80 {
                    let x = c.r(-20.0, 420.0);
                    let y = c.r(-20.0, 600.0);
                    d.push_str(&format!("M{x:.0} {y:.0}l-3 14"));
                }
                c.stroke(&d, "#d0d8e0", 1.0, 0.45);
            },
        },
        Card {
            title: "Reading to the lion",
            description: "In a quiet library with tall windows, a little girl sits cross-legged on the floor reading aloud from a book. A full-grown lion lies in front of her, chin on its paws, facing her.",
            clues: ["Taming the beast", "Story time", "Courage in words"],
            tags: &["lion", "reading"],
            people: true,
            draw: |c| {
                room(c, ("#6a4a34", "#8a6a4a"), ("#4a2e1e", "#2a1a10"), 440.0);
                window(c, 150.0, 60.0, 100.0, 240.0, "#3a2418", |c| {
                    sky(c, "#f8e0b0", "#fff0d0", "#fff8e8", 300.0);
                });
                beam(c, 200.0, 200.0, 230.0, 520.0, 80.0, 220.0, "#fff0c8", 0.3);
                for x in [20.0, 300.0] {
                    c.rect(x, 100.0, 80.0, 340.0, "#3a2418", 1.0);
                    for r in 0..6 {
                        let col = c.pick(&["#7a2a20", "#2a4a5a", "#6a5a2a"]);
                        c.rect(x + 6.0, 120.0 + r as f64 * 52.0, 68.0, 36.0, col, 0.8);
                    }
                }
                c.ellipse(250.0, 490.0, 80.0, 26.0, "#c89040", 1.0);
                c.circle(190.0, 476.0, 34.0, "#8a4a1a", 1.0);
                c.circle(186.0, 480.0, 20.0, "#d8a050", 1.0);
                c.circle(180.0, 474.0, 2.5, "#1a0a04", 1.0);
                c.circle(194.0, 474.0, 2.5, "#1a0a04", 1.0);
                line(c, &[(330.0, 490.0), (360.0, 500.0), (370.0, 480.0)], "#c89040", 4.0, 1.0);
                person(c, &Pose::sit_ground().child().hair().dress(10.0, -8.0), 104.0, 500.0, 64.0, "#e0a838", false);
                c.rect(130.0, 462.0, 14.0, 10.0, "#f8f4ec", 1.0);
            },
        },
        Card {
            title: "Horses in the surf",
            description: "At sunset, a small herd of horses gallops through the shallow surf along a wide beach, spray flying from their hooves. One white horse runs ahead of the others.",
            clues: ["Free spirit", "Leading the way", "Wild"],
            tags: &["horses", "surf"],
            people: false,
            draw: |c| {
                sky(c, "#4a3a6a", "#e0806a", "#f8c880", 330.0);
                sun(c, 320.0, 320.0, 28.0, "#fff0c0");
                water(c, 330.0, "#8a6a8a", "#3a3050", "#ffd8b0");
                c.path("M-20 480q200 -20 440 0V620H-20Z", "#c8a078", 1.0);
                for (i, x) in [300.0, 220.0, 160.0, 100.0].iter().enumerate() {
                    let col = if i == 0 { "#f4f0ec" } else { "#3a2a24" };
                    let y = 470.0 - i as f64 * 6.0;
                    c.ellipse(*x, y - 30.0, 30.0, 14.0, col, 1.0);
                    c.stroke(&format!("M{:.0} {:.0}l-12 26M{:.0} {:.0}l-6 28M{:.0} {:.0}l14 24M{:.0} {:.0}l20 18", x - 20.0, y - 24.0, x - 12.0, y - 22.0, x + 14.0, y - 22.0, x + 22.0, y - 24.0), col, 5.0, 1.0);
                    c.stroke(&format!("M{:.0} {:.0}l16 -22", x + 24.0, y - 36.0), col, 10.0, 1.0);
                    c.ellipse(x + 44.0, y - 58.0, 10.0, 6.0, col, 1.0);
                    c.stroke(&format!("M{:.0} {:.0}q-20 -4 -24 10", x - 28.0, y - 32.0), col, 4.0, 1.0);
                    c.ellipse(*x, y + 2.0, 44.0, 6.0, "#ffffff", 0.45);
                }
            },
        },
        Card {
            title: "The horse in the living room",
            description: "A tall white horse stands calmly in the middle of an ordinary living room with a sofa and a rug, looking out of the window at a green field.",
            clues: ["Longing for outside", "The thing we don't talk about", "Out of place"],
            tags: &["horse", "sofa"],
            people: false,
            draw: |c| {
                room(c, ("#d8c8e0", "#b8a8c0"), ("#8a6a5a", "#5a4038"), 450.0);
                window(c, 220.0, 90.0, 150.0, 200.0, "#f8f4ec", |c| {
                    sky(c, "#7ab0e0", "#b8d8ec", "#f0f4e0", 230.0);
                    ground2(c, 230.0, 6.0, "#8ac060", "#4a8a3a");
                });
                c.rect(20.0, 380.0, 130.0, 70.0, "#6a4a7a", 1.0);
                c.rect(20.0, 350.0, 130.0, 40.0, "#5a3a6a", 1.0);
                c.ellipse(200.0, 520.0, 150.0, 30.0, "#c85a4a", 0.7);
                c.ellipse(190.0, 400.0, 70.0, 34.0, "#f4f0ec", 1.0);
                c.stroke("M140 420l-4 100M160 426v96M216 426l4 96M238 420l6 100", "#f4f0ec", 11.0, 1.0);
                c.stroke("M136 516h10M156 518h10M216 518h10M240 516h10", "#5a5050", 5.0, 1.0);
                c.path("M236 394l20 -84l30 -10l10 20l-24 10l-10 70z", "#f4f0ec", 1.0);
                c.path("M276 300l40 40q8 14 -6 18l-38 -24z", "#f4f0ec", 1.0);
                c.path("M276 298l4 -18l8 16z", "#f4f0ec", 1.0);
                c.stroke("M252 320q-10 30 -16 70M262 300q-8 10 -10 20", "#b8aca0", 6.0, 1.0);
                c.stroke("M122 392q-24 30 -16 80", "#b8aca0", 7.0, 1.0);
                c.circle(290.0, 318.0, 2.5, "#1a1418", 1.0);
                c.path("M170 380q30 -10 60 0", "none", 1.0);
                c.ellipse(200.0, 418.0, 50.0, 10.0, "#000", 0.08);
            },
        },
        Card {
            title: "The woman who left the portrait",
            description: "In a museum hall, a large gold frame on the wall holds an empty painted background. The woman from the portrait, still in her painted dress, sits on the bottom edge of the frame with her feet dangling, looking at the visitors' bench.",
            clues: ["Taking a break", "Stepping out of the role", "Bored of posing"],
            tags: &["portrait", "museum"],
            people: true,
            draw: |c| {
                room(c, ("#3a2a2a", "#5a4038"), ("#6a5040", "#3a2a20"), 480.0);
                light(c, 200.0, 60.0, 300.0, "#ffe8c0", 0.4);
                c.rect(90.0, 90.0, 220.0, 280.0, "#c8982a", 1.0);
                framed(c, 104.0, 104.0, 192.0, 252.0, "#c8982a", false, |c| {
                    c.rect(104.0, 104.0, 192.0, 252.0, "#2a3a2a", 1.0);
                    light(c, 200.0, 200.0, 140.0, "#8a9a6a", 0.4);
                    c.path("M150 356q10 -120 50 -130q40 10 50 130z", "#1e2a1e", 0.6);
                });
                person(c, &Pose::sit_edge().hair().dress(16.0, 6.0), 190.0, 370.0, 90.0, "#6a2a3a", false);
                c.rect(120.0, 500.0, 160.0, 14.0, "#2a1a14", 1.0);
                c.stroke("M130 514v30M270 514v30", "#1a100c", 4.0, 1.0);
            },
        },
        Card {
            title: "The ballerina on the wire",
            description: "High between two dark buildings at night, a ballerina in a white tutu stands on one toe on a thin wire strung across the street. Far below, a single taxi passes.",
            clues: ["Grace under pressure", "Everything on one point", "Perfect balance"],
            tags: &["ballerina", "wire"],
            people: true,
            draw: |c| {
                sky(c, "#060a1e", "#141c3a", "#24304e", 600.0);
                c.rect(-20.0, 100.0, 120.0, 520.0, "#0e1222", 1.0);
                c.rect(300.0, 60.0, 120.0, 560.0, "#0e1222", 1.0);
                for (x, y) in [(20.0, 200.0), (60.0, 300.0), (330.0, 160.0), (370.0, 400.0)] {
                    c.rect(x, y, 14.0, 18.0, "#ffd080", 0.8);
                }
                seg(c, (100.0, 240.0), (300.0, 220.0), "#8a8a98", 1.2, 1.0);
                beam(c, 200.0, -20.0, 200.0, 260.0, 10.0, 100.0, "#f0f4ff", 0.25);
                let p = Pose::arms_up().dress(20.0, -44.0).right_hand((14.0, -92.0), (4.0, -104.0)).left_hand((-14.0, -92.0), (-4.0, -104.0));
                let p = Pose { knees: [(0.0, -25.0), (14.0, -40.0)], feet: [(0.0, 0.0), (6.0, -24.0)], ..p };
                person(c, &p, 200.0, 230.0, 60.0, "#f4f0f8", false);
                ground2(c, 580.0, 0.0, "#1a1e2a", "#0a0c12");
                c.rect(240.0, 560.0, 40.0, 14.0, "#e8c020", 1.0);
                light(c, 282.0, 568.0, 30.0, "#fff0c0", 0.8);
            },
        },
        Card {
            title: "Climbing the lighthouse beam",
            description: "At night on a rocky coast, the beam of a lighthouse shines out over the sea, and it is solid like a bridge of light. A small figure walks up the beam, away from the lighthouse, towards the dark horizon.",
            clues: ["Following the light", "Leaving safe harbour", "A path where there is none"],
            tags: &["lighthouse", "path of light"],
            people: true,
            draw: |c| {
                sky(c, "#04081a", "#0e1a34", "#1a2a48", 420.0);
                specks(c, 60, 0.0, 400.0, 0.0, 400.0, 0.8, "#ffffff", 0.6);
                water(c, 420.0, "#122040", "#04060e", "#6a7aa0");
                c.path("M-20 620V470q40 -30 90 -20q30 -10 60 10V620z", "#141418", 1.0);
                c.path("M40 460L48 280H76L84 460Z", "#e8e4dc", 1.0);
                c.stroke("M44 400H80M46 340H78", "#a82a2a", 10.0, 1.0);
                c.rect(44.0, 256.0, 36.0, 26.0, "#fff4c8", 1.0);
                poly(c, &[(40.0, 258.0), (62.0, 236.0), (84.0, 258.0)], "#141418", 1.0);
                beam(c, 62.0, 270.0, 420.0, 200.0, 12.0, 90.0, "#fff4c8", 0.55);
                person(c, &Pose::walk(), 240.0, 238.0, 24.0, "#06080e", false);
            },
        },
        Card {
            title: "The carver and the puppet",
            description: "In a workshop lit by one window, an old woodcarver sits at his bench, chisel in hand, working on a wooden puppet's legs. The unfinished puppet has turned its carved head and is looking at him.",
            clues: ["Creation looks back", "Almost alive", "Made by hand"],
            tags: &["woodcarver", "wooden puppet"],
            people: true,
            draw: |c| {
                room(c, ("#4a3424", "#6a4a30"), ("#3a2618", "#1e140c"), 470.0);
                window(c, 250.0, 70.0, 110.0, 150.0, "#2a1a10", |c| {
                    sky(c, "#f8e8c0", "#fff4d8", "#fffaf0", 220.0);
                });
                beam(c, 305.0, 150.0, 190.0, 430.0, 80.0, 180.0, "#fff0c8", 0.3);
                c.rect(100.0, 410.0, 240.0, 14.0, "#7a5030", 1.0);
                c.stroke("M120 424v50M320 424v50", "#4a2e18", 6.0, 1.0);
                specks(c, 20, 150.0, 300.0, 470.0, 520.0, 2.5, "#e8c890", 0.9);
                person(c, &Pose::sit_edge().right_hand((14.0, -22.0), (30.0, -30.0)), 90.0, 420.0, 90.0, "#1e140e", false);
                at(c, 220.0, 408.0, 1.0, 0.0);
                person(c, &Pose::lie(), 0.0, 0.0, 70.0, "#c8945a", true);
                c.end();
                c.circle(250.0, 392.0, 7.0, "#c8945a", 1.0);
                c.circle(247.0, 391.0, 1.2, "#1a100a", 1.0);
            },
        },
        Card {
            title: "Cutting the strings",
            description: "On a small puppet-theatre stage with a painted backdrop, a wooden marionette hangs from strings that rise up out of sight. With a pair of scissors in one hand, it is cutting the first string.",
            clues: ["Breaking free", "Taking control", "The risk of falling"],
            tags: &["marionette", "scissors"],
            people: true,
            draw: |c| {
                wash(c, "#1a0e10", 1.0, 1.0);
                c.rect(60.0, 80.0, 280.0, 380.0, "#4a7aa0", 1.0);
                c.path("M60 400q70 -40 140 0q70 -40 140 0v60h-280z", "#6a9a5a", 1.0);
                c.circle(260.0, 160.0, 24.0, "#f8e0a0", 1.0);
                c.path("M40 60h320v40q-40 -10 -80 0q-40 -10 -80 0q-40 -10 -80 0q-40 -10 -80 0z", "#8a1a20", 1.0);
                c.rect(40.0, 460.0, 320.0, 160.0, "#5a3420", 1.0);
                c.stroke("M40 80V460M360 80V460", "#8a1a20", 24.0, 1.0);
                let p = Pose::stand().right_hand((16.0, -80.0), (20.0, -100.0));
                c.stroke("M188 -20V336M212 -20V360M200 -20V300M176 -20V380", "#e8e0d0", 0.8, 0.8);
                c.stroke("M224 -20V280", "#e8e0d0", 0.8, 0.8);
                person(c, &p, 200.0, 440.0, 160.0, "#c8944a", false);
                c.stroke("M226 282l10 -10M226 282l12 4", "#c8c8d0", 2.0, 1.0);
                c.stroke("M224 270v-20", "#e8e0d0", 0.8, 0.8);
                light(c, 200.0, 300.0, 200.0, "#fff0c8", 0.2);
            },
        },
        Card {
            title: "The rain that falls upwards",
            description: "On a city pavement after a storm, the drops from a large puddle are rising up into the sky instead of falling, in long silver streaks. A small boy in a yellow raincoat looks up at them, holding out his hand.",
            clues: ["Everything reversed", "Going back where it came from", "Wonder"],
            tags: &["rain", "puddle"],
            people: true,
            draw: |c| {
                sky(c, "#4a5468", "#7a8498", "#a8b0c0", 400.0);
                for (x, w, h) in [(-20.0, 120.0, 300.0), (300.0, 130.0, 340.0)] {
                    c.rect(x, 420.0 - h, w, h, "#3a4050", 1.0);
                }
                ground2(c, 420.0, 0.0, "#5a5e68", "#2a2e36");
                c.ellipse(200.0, 500.0, 140.0, 30.0, "#a8b8d0", 0.8);
                let mut d = String::new();
                for _ in 0..60 {
                    let x = c.r(80.0, 320.0);
                    let y = c.r(0.0, 480.0);
                    d.push_str(&format!("M{x:.0} {y:.0}l2 -16"));
                }
                c.stroke(&d, "#e8f0ff", 1.4, 0.7);
                specks(c, 20, 80.0, 320.0, 470.0, 520.0, 2.0, "#ffffff", 0.7);
                person(c, &Pose::reach().child().dress(14.0, -34.0).hat(), 110.0, 520.0, 80.0, "#e8c020", false);
            },
        },
        Card {
            title: "The bridge of hands",
            description: "A group of children lie and stretch across a narrow stream, holding each other's hands and ankles to make a living bridge. A small girl walks carefully across their backs to the other side.",
            clues: ["Together we get there", "Trust", "Helping each other"],
            tags: &["human bridge", "stream"],
            people: true,
            draw: |c| {
                sky(c, "#6aa8d8", "#b8dcec", "#f0f4e0", 240.0);
                ground2(c, 250.0, 6.0, "#7ab050", "#3a7a2a");
                c.path("M-20 380q200 -40 440 0v120q-220 40 -440 0z", "#4a90b8", 1.0);
                c.stroke("M-20 400q200 -40 440 0M-20 460q200 -30 440 0", "#ffffff", 2.0, 0.5);
                for k in 0..4 {
                    let x = 60.0 + k as f64 * 80.0;
                    at(c, x, 420.0, 1.0, -4.0);
                    let col = c.pick(&["#c83a3a", "#3a6ac8", "#e8a030", "#5a9a4a"]);
                    person(c, &Pose::lie(), 0.0, 0.0, 80.0, col, false);
                    c.end();
                }
                person(c, &Pose::walk().child().dress(12.0, -30.0).right_hand((16.0, -76.0), (28.0, -84.0)).left_hand((-16.0, -76.0), (-28.0, -84.0)), 210.0, 410.0, 60.0, "#2a2028", false);
            },
        },
        Card {
            title: "The road into the sky",
            description: "A country road climbs over a green hill and, instead of going down the other side, carries on rising into the blue sky, narrowing until it fades out of sight. A cyclist pedals up it without slowing.",
            clues: ["No limits", "The long way up", "Where the road leads"],
            tags: &["sky road", "cyclist"],
            people: true,
            draw: |c| {
                sky(c, "#3a80d0", "#90c4ec", "#eaf4f0", 470.0);
                ground2(c, 470.0, 30.0, "#8ac060", "#3a7a30");
                let road = c.linv(&[(0.0, "#a89880", 0.0), (0.45, "#a89880", 1.0), (1.0, "#a89880", 1.0)]);
                c.path("M140 620L190 470Q230 300 300 120L320 120Q250 300 220 470L270 620Z", &road, 1.0);
                c.path("M200 620L205 470Q242 300 308 120", "none", 1.0);
                c.stroke("M205 610L206 470Q236 320 280 210", "#f4f0e0", 2.0, 0.7);
                c.stroke("M216 410a9 9 0 1 0 0.1 0M236 396a9 9 0 1 0 0.1 0", "#1a1a20", 2.0, 1.0);
                c.stroke("M216 410l10 -16h12M226 394l-2 -6", "#1a1a20", 2.0, 1.0);
                person(c, &Pose::sit_edge().right_hand((10.0, -18.0), (18.0, -24.0)), 224.0, 392.0, 30.0, "#c83a3a", false);
            },
        },
        Card {
            title: "The moth and the window",
            description: "At night, a huge pale moth with patterned wings rests against the outside of a lit kitchen window. Inside, a small child stands on a chair with both hands on the glass, face to face with it.",
            clues: ["Drawn to the light", "Face to face", "Night visitor"],
            tags: &["moth", "kitchen window"],
            people: true,
            draw: |c| {
                wash(c, "#0a0c16", 1.0, 1.0);
                c.rect(60.0, 100.0, 280.0, 360.0, "#e8c888", 1.0);
                light(c, 200.0, 280.0, 300.0, "#ffe0a0", 0.4);
                chair(c, 160.0, 460.0, 60.0, "#5a3a24");
                person(c, &Pose::arms_up().child(), 170.0, 400.0, 110.0, "#4a3028", false);
                c.stroke("M60 100h280v360h-280zM200 100v360M60 270h280", "#2a1e1a", 8.0, 1.0);
                at(c, 215.0, 230.0, 1.0, 0.0);
                c.path("M0 0q-60 -70 -110 -40q10 50 110 50q-90 10 -80 60q40 10 80 -60z", "#d8d0c0", 0.95);
                c.path("M0 0q60 -70 110 -40q-10 50 -110 50q90 10 80 60q-40 10 -80 -60z", "#d8d0c0", 0.95);
                c.circle(-60.0, -20.0, 12.0, "#8a7a68", 1.0);
                c.circle(60.0, -20.0, 12.0, "#8a7a68", 1.0);
                c.ellipse(0.0, 10.0, 8.0, 34.0, "#6a5a4a", 1.0);
                c.stroke("M-3 -22q-10 -20 -24 -26M3 -22q10 -20 24 -26", "#6a5a4a", 2.0, 1.0);
                c.end();
            },
        },
        Card {
            title: "The lost glove on the fence",
            description: "On a snowy country lane at dusk, someone has put a small red mitten on top of a wooden fence post for its owner to find. Far down the lane, a parent and child walk away holding hands.",
            clues: ["Kindness of strangers", "Something left behind", "On the way home"],
            tags: &["mitten", "fence"],
            people: true,
            draw: |c| {
                sky(c, "#3a4470", "#8a8aa8", "#d8d0d8", 360.0);
                ground2(c, 360.0, 8.0, "#e8ecf4", "#9aa4c0");
                c.path("M190 362h20L300 620H100Z", "#c8d0e0", 1.0);
                c.stroke("M-20 470h440M40 400v120M140 410v110M260 410v110M360 400v120", "#4a3a30", 6.0, 1.0);
                c.stroke("M-20 430h440", "#4a3a30", 5.0, 1.0);
                c.rect(30.0, 392.0, 20.0, 8.0, "#ffffff", 0.9);
                c.path("M358 398v-20q0 -10 10 -10h4q10 0 10 10v24z", "#c82a2a", 1.0);
                c.path("M378 380q10 -6 10 6v8h-8z", "#c82a2a", 1.0);
                person(c, &Pose::walk(), 196.0, 382.0, 24.0, "#1e1e2a", true);
                person(c, &Pose::walk().child(), 210.0, 382.0, 14.0, "#1e1e2a", true);
                specks(c, 60, 0.0, 400.0, 0.0, 600.0, 1.2, "#ffffff", 0.8);
            },
        },
        Card {
            title: "The bear's honey jar",
            description: "In a sunny wildflower meadow, a big brown bear sits upright like a person, holding a glass jar of honey in both paws and peering into it. Bees circle its head.",
            clues: ["Sweet tooth", "Found it!", "Careful what you wish for"],
            tags: &["bear", "honey"],
            people: false,
            draw: |c| {
                sky(c, "#6aa8e0", "#b0d8f0", "#f4f4e0", 380.0);
                ground2(c, 380.0, 10.0, "#8ac060", "#4a8a3a");
                specks(c, 80, 0.0, 400.0, 390.0, 600.0, 2.6, "#f8e040", 0.9);
                specks(c, 60, 0.0, 400.0, 390.0, 600.0, 2.6, "#e870a0", 0.9);
                blob(c, &[(130.0, 520.0), (120.0, 420.0), (150.0, 340.0), (250.0, 340.0), (280.0, 420.0), (270.0, 520.0)], "#6a4024", 1.0);
                c.circle(200.0, 300.0, 50.0, "#6a4024", 1.0);
                c.circle(164.0, 262.0, 16.0, "#6a4024", 1.0);
                c.circle(236.0, 262.0, 16.0, "#6a4024", 1.0);
                c.ellipse(200.0, 320.0, 22.0, 16.0, "#a87040", 1.0);
                c.circle(200.0, 312.0, 6.0, "#1a0e08", 1.0);
                c.circle(184.0, 292.0, 4.0, "#1a0e08", 1.0);
                c.circle(216.0, 292.0, 4.0, "#1a0e08", 1.0);
                c.rect(180.0, 380.0, 40.0, 46.0, "#f0a820", 0.9);
                c.rect(178.0, 372.0, 44.0, 10.0, "#c8a070", 1.0);
                c.ellipse(160.0, 400.0, 20.0, 16.0, "#5a3420", 1.0);
                c.ellipse(240.0, 400.0, 20.0, 16.0, "#5a3420", 1.0);
                for (x, y) in [(140.0, 230.0), (260.0, 220.0), (280.0, 280.0), (120.0, 300.0)] {
                    c.ellipse(x, y, 5.0, 4.0, "#f0c020", 1.0);
                    c.stroke(&format!("M{:.0} {y:.0}h6", x - 3.0), "#1a1a1a", 1.5, 1.0);
                }
            },
        },
        Card {
            title: "The sleeping village under the moon-coloured snow",
            description: "Seen from a hill above, a small village lies under deep snow at night, smoke rising from its chimneys. On the hill in the foreground, a lone skier has stopped to look down at it.",
            clues: ["Coming home", "Peace", "Everyone is asleep"],
            tags: &["village", "skier"],
            people: true,
            draw: |c| {
                sky(c, "#0a1030", "#1e2a58", "#3a4a78", 360.0);
                specks(c, 60, 0.0, 400.0, 0.0, 340.0, 0.8, "#ffffff", 0.6);
                ground2(c, 380.0, 10.0, "#b8c0d8", "#6a7498");
                for i in 0..9 {
                    let x = 60.0 + i as f64 * 34.0 + c.r(-8.0, 8.0);
                    let y = 400.0 + c.r(0.0, 30.0);
                    c.rect(x - 10.0, y - 12.0, 20.0, 12.0, "#3a3450", 1.0);
                    poly(c, &[(x - 13.0, y - 12.0), (x, y - 22.0), (x + 13.0, y - 12.0)], "#e8ecf8", 1.0);
                    c.rect(x - 3.0, y - 9.0, 5.0, 5.0, "#ffd070", 1.0);
                    line(c, &[(x + 6.0, y - 20.0), (x + 10.0, y - 40.0), (x + 4.0, y - 60.0)], "#c8d0e0", 2.0, 0.4);
                }
                c.path("M-20 620V500q200 -40 440 20V620Z", "#e8ecf8", 1.0);
                person(c, &Pose::stand().hat(), 300.0, 510.0, 60.0, "#1a1a2a", false);
                c.stroke("M270 514l70 -6M268 518l70 -6", "#8a2a2a", 2.5, 1.0);
                c.stroke("M288 470l-8 42M316 470l8 42", "#2a2a3a", 1.5, 1.0);
            },
        },
        Card {
            title: "The child and the giant's shoe",
            description: "In a tidy garden, a giant's old lace-up boot lies on its side, as big as a shed. A child has made it a house: a small door is cut in the heel, a washing line runs from the laces, and she waves from the opening.",
            clues: ["Making do", "A home for small things", "What the giant left behind"],
            tags: &["giant boot", "washing line"],
            people: true,
            draw: |c| {
                sky(c, "#6aa0d8", "#b8d8ec", "#f0f0e0", 380.0);
                tree(c, 360.0, 400.0, 180.0, "#4a3020", "#4a8a3a", "#a8d880", 100.0);
                ground2(c, 400.0, 6.0, "#7ab050", "#3a7a2a");
                c.path("M40 500V360q0 -40 40 -40h80q30 0 40 40l20 60q120 10 160 50q10 30 -20 30z", "#5a3420", 1.0);
                c.path("M40 500V440h300q20 10 20 30q0 30 -20 30z", "#3a2214", 1.0);
                c.stroke("M180 350l30 20M190 380l30 14M200 410l30 10", "#e8d8c0", 3.0, 1.0);
                c.path("M70 500v-50q20 -20 40 0v50z", "#2a160c", 1.0);
                c.rect(80.0, 460.0, 6.0, 6.0, "#ffd070", 1.0);
                line(c, &[(210.0, 370.0), (280.0, 380.0), (340.0, 360.0)], "#3a3a3a", 1.0, 1.0);
                for (x, col) in [(240.0, "#e84a4a"), (270.0, "#4a8ae8"), (300.0, "#f8d040")] {
                    c.rect(x, 378.0, 14.0, 18.0, col, 1.0);
                }
                person(c, &Pose::reach().child().dress(10.0, -30.0), 96.0, 500.0, 44.0, "#2a2028", false);
            },
        },
        Card {
            title: "The shadow that stayed",
            description: "A park at noon, everything in bright sun. A man walks away along the path, but his dark shadow has stayed behind, sitting on a bench in the shade of a tree, watching him go.",
            clues: ["Part of me stayed", "Taking a break from myself", "Leaving something behind"],
            tags: &["detached shadow", "park"],
            people: true,
            draw: |c| {
                sky(c, "#5a9ad8", "#a8d4ec", "#f4f4e0", 320.0);
                tree(c, 100.0, 380.0, 240.0, "#4a3020", "#3a7a34", "#a8d880", 300.0);
                ground2(c, 340.0, 4.0, "#8ac060", "#4a8a3a");
                c.ellipse(100.0, 400.0, 110.0, 22.0, "#1a3a14", 0.4);
                c.path("M150 620L240 340H260L280 620Z", "#d8c8a0", 1.0);
                c.rect(40.0, 400.0, 110.0, 6.0, "#6a4a2a", 1.0);
                c.stroke("M48 406v26M142 406v26", "#3a2a1a", 3.0, 1.0);
                c.add("<g opacity=\".55\">");
                person(c, &Pose::sit_edge(), 96.0, 402.0, 60.0, "#0e0a20", false);
                c.end();
                person(c, &Pose::walk().hat(), 258.0, 420.0, 50.0, "#3a3440", false);
            },
        },
        Card {
            title: "The clock in the tree roots",
            description: "Deep in an old forest, the roots of a huge tree have grown around an old grandfather clock and lifted it off the ground. Moss covers its case, a bird nests on top, and its hands still move.",
            clues: ["Time goes on", "Nature wins", "Forgotten"],
            tags: &["grandfather clock", "roots"],
            people: false,
            draw: |c| {
                sky(c, "#1a2a1e", "#3a5a3a", "#8aa870", 600.0);
                beam(c, 280.0, -20.0, 220.0, 600.0, 30.0, 160.0, "#f8ffd0", 0.25);
                ground2(c, 520.0, 6.0, "#3a4a24", "#141a0c");
                c.path("M100 520q40 -100 60 -300q10 -100 0 -240h100q-20 140 -10 240q20 200 60 300z", "#4a3a28", 1.0);
                c.rect(160.0, 230.0, 80.0, 200.0, "#6a3a20", 1.0);
                c.circle(200.0, 270.0, 28.0, "#f0e4c8", 1.0);
                c.stroke("M200 270v-18M200 270l12 6", "#1a100a", 2.5, 1.0);
                c.rect(184.0, 320.0, 32.0, 90.0, "#3a1a0c", 1.0);
                c.stroke("M200 320v60", "#c8a040", 2.0, 1.0);
                c.circle(200.0, 386.0, 8.0, "#c8a040", 1.0);
                c.stroke("M110 520q40 -60 60 -110q10 -30 -10 -60M290 520q-40 -60 -60 -110q-10 -30 10 -60M150 520q30 -50 40 -90M250 520q-30 -50 -40 -90", "#4a3a28", 12.0, 1.0);
                specks(c, 30, 160.0, 240.0, 230.0, 430.0, 3.0, "#5a8a3a", 0.8);
                c.ellipse(200.0, 226.0, 20.0, 6.0, "#5a4030", 1.0);
                bird(c, 200.0, 218.0, 10.0, "#3a3030");
            },
        },
        Card {
            title: "The astronomer's daughter",
            description: "On the roof of an observatory dome at night, a girl lies on her back pointing up at the stars, while an old man beside her looks through a big brass telescope in the other direction.",
            clues: ["Different ways of seeing", "Sharing the sky", "What each of us looks for"],
            tags: &["observatory", "stargazing"],
            people: true,
            draw: |c| {
                sky(c, "#04061a", "#0e1638", "#1e2a50", 600.0);
                specks(c, 120, 0.0, 400.0, 0.0, 420.0, 0.9, "#ffffff", 0.7);
                c.stroke("M60 120l30 20l40 -6l30 24", "#ffffff", 0.8, 0.4);
                c.path("M20 620V470a180 120 0 0 1 360 0V620Z", "#b8b4a8", 1.0);
                c.path("M200 350a180 120 0 0 1 180 120V620H200Z", "#000", 0.15);
                c.rect(180.0, 350.0, 40.0, 270.0, "#2a2a3a", 0.6);
                at(c, 150.0, 392.0, 1.0, -18.0);
                person(c, &Pose::lie().right_hand((-20.0, -14.0), (-30.0, -34.0)).hair(), 0.0, 0.0, 80.0, "#1a1a24", false);
                c.end();
                person(c, &Pose::stand().right_hand((14.0, -70.0), (22.0, -78.0)), 280.0, 386.0, 70.0, "#1a1a24", false);
                at(c, 300.0, 330.0, 1.0, 50.0);
                c.rect(-6.0, -60.0, 12.0, 70.0, "#c89a3a", 1.0);
                c.end();
            },
        },
        Card {
            title: "The whisper through the tin can",
            description: "Two houses face each other across a narrow street at night. From one upper window a boy and from the other a girl each hold a tin can to their ear, joined by a long string across the street.",
            clues: ["Our secret line", "Can you hear me?", "Best friends"],
            tags: &["tin can telephone"],
            people: true,
            draw: |c| {
                sky(c, "#060a20", "#14204a", "#2a3060", 600.0);
                specks(c, 30, 0.0, 400.0, 0.0, 200.0, 0.8, "#ffffff", 0.6);
                c.rect(-20.0, 160.0, 150.0, 460.0, "#3a2a3a", 1.0);
                c.rect(270.0, 180.0, 150.0, 440.0, "#2e2838", 1.0);
                for (x, y) in [(40.0, 240.0), (300.0, 260.0)] {
                    light(c, x + 40.0, y + 40.0, 90.0, "#ffd070", 0.5);
                    c.rect(x, y, 80.0, 90.0, "#ffd070", 1.0);
                }
                person(c, &Pose::stand().child().right_hand((14.0, -66.0), (8.0, -84.0)), 90.0, 330.0, 70.0, "#2a1a20", false);
                person(c, &Pose::stand().child().hair().right_hand((14.0, -66.0), (8.0, -84.0)), 330.0, 350.0, 70.0, "#2a1a20", true);
                c.rect(94.0, 266.0, 10.0, 12.0, "#a8a8b0", 1.0);
                c.rect(316.0, 286.0, 10.0, 12.0, "#a8a8b0", 1.0);
                line(c, &[(104.0, 272.0), (210.0, 300.0), (316.0, 292.0)], "#e8e0d0", 1.0, 0.9);
                ground2(c, 580.0, 0.0, "#1a1820", "#0a080c");
            },
        },
        Card {
            title: "The balloon over the battlefield of toys",
            description: "On a child's bedroom floor, tin soldiers and wooden animals are set out in two armies facing each other. Between them, a single red balloon floats in, trailing its string.",
            clues: ["Peace", "A distraction", "Everyone stops to look"],
            tags: &["toy soldiers", "red balloon"],
            people: false,
            draw: |c| {
                room(c, ("#c8d8e8", "#a8b8d0"), ("#b8905a", "#7a5a38"), 300.0);
                light(c, 300.0, 100.0, 360.0, "#fff8e0", 0.4);
                let mut d = String::new();
                for k in 0..10 {
                    d.push_str(&format!("M-20 {:.0}h440", 300.0 + k as f64 * k as f64 * 3.4));
                }
                c.stroke(&d, "#6a4a28", 1.0, 0.5);
                for (side, col) in [(-1.0, "#3a5aa8"), (1.0, "#a83a3a")] {
                    for row in 0..3 {
                        for k in 0..4 {
                            let x = 200.0 + side * (60.0 + k as f64 * 30.0 + row as f64 * 6.0);
                            let y = 400.0 + row as f64 * 50.0;
                            let s = 0.8 + row as f64 * 0.2;
                            c.rect(x - 5.0 * s, y - 30.0 * s, 10.0 * s, 30.0 * s, col, 1.0);
                            c.circle(x, y - 34.0 * s, 5.0 * s, "#e8c8a0", 1.0);
                            c.rect(x - 5.0 * s, y - 44.0 * s, 10.0 * s, 8.0 * s, "#1a1a1a", 1.0);
                        }
                    }
                }
                balloon(c, 200.0, 260.0, 30.0, 120.0, "#e02a2a");
            },
        },
        Card {
            title: "The shepherd of clouds",
            description: "On a green hilltop at dawn, a shepherd with a long crook drives a small flock home. The animals are little white clouds walking on thin black legs, and one has drifted up off the ground and floats away.",
            clues: ["Keeping the flock together", "The one that got away", "Early morning work"],
            tags: &["cloud sheep", "shepherd"],
            people: true,
            draw: |c| {
                sky(c, "#6a80c0", "#f0b8b0", "#fff0d8", 400.0);
                sun(c, 330.0, 380.0, 26.0, "#fff8e0");
                ground2(c, 410.0, 26.0, "#7aa860", "#3a6a30");
                c.path("M210 500q70 -12 150 0v16q-80 -12 -150 0z", "#8a8478", 1.0);
                for (x, y, s) in [(120.0, 460.0, 1.0), (190.0, 440.0, 0.9), (250.0, 470.0, 1.1), (300.0, 430.0, 0.8)] {
                    c.stroke(&format!("M{:.0} {y:.0}v{:.0}M{:.0} {y:.0}v{:.0}M{:.0} {y:.0}v{:.0}M{:.0} {y:.0}v{:.0}", x - 20.0 * s, 26.0 * s, x - 8.0 * s, 26.0 * s, x + 8.0 * s, 26.0 * s, x + 20.0 * s, 26.0 * s), "#1a1418", 3.0, 1.0);
                    cloud(c, x, y - 10.0 * s, 80.0 * s, "#ffffff", "#d8c8d8");
                    c.circle(x + 36.0 * s, y - 10.0 * s, 9.0 * s, "#1a1418", 1.0);
                }
                cloud(c, 250.0, 180.0, 70.0, "#ffffff", "#d8c8d8");
                c.stroke("M232 194v14M244 194v16M256 194v14M268 194v12", "#1a1418", 2.5, 1.0);
                person(c, &Pose::point().hat().dress(14.0, -24.0), 50.0, 500.0, 90.0, "#2a2428", false);
                c.stroke("M78 430q10 -40 4 -70q-2 -14 10 -14q10 2 8 12", "#4a3a2a", 3.0, 1.0);
            },
        },
        Card {
            title: "The boy who carries the moon's reflection",
            description: "At night by a still lake, a boy walks away from the shore carrying a bucket of water with both hands. In the bucket shines the moon's reflection, while the lake behind him is left dark.",
            clues: ["Taking it with me", "Stolen light", "A small victory"],
            tags: &["bucket", "reflection"],
            people: true,
            draw: |c| {
                sky(c, "#04061a", "#0e1638", "#1a2448", 360.0);
                specks(c, 60, 0.0, 400.0, 0.0, 340.0, 0.8, "#ffffff", 0.6);
                water(c, 360.0, "#0a1024", "#04060c", "#2a3450");
                c.path("M-20 460q200 -30 440 0V620H-20Z", "#141a20", 1.0);
                light(c, 240.0, 470.0, 120.0, "#f8f0c0", 0.6);
                c.path("M222 470h36l-4 34h-28z", "#6a6a78", 1.0);
                c.ellipse(240.0, 470.0, 18.0, 5.0, "#f8f0c0", 1.0);
                c.stroke("M222 470q18 -30 36 0", "#6a6a78", 1.5, 1.0);
                person(c, &Pose::walk().child().right_hand((12.0, -62.0), (22.0, -58.0)), 210.0, 540.0, 100.0, "#0a0c14", false);
            },
        },
        Card {
            title: "The tailor of the seasons",
            description: "In a tailor's shop window, a dressmaker's dummy wears a coat made of autumn leaves. The tailor, pins in her mouth, kneels to fit its hem, and through the window it is snowing.",
            clues: ["Dressing for change", "Fitting in", "Handmade"],
            tags: &["leaf coat", "tailor"],
            people: true,
            draw: |c| {
                room(c, ("#e8d8c0", "#c8b098"), ("#7a5a40", "#4a3420"), 500.0);
                window(c, 230.0, 60.0, 150.0, 260.0, "#5a4030", |c| {
                    sky(c, "#8a94b0", "#b8c0d0", "#e0e4ec", 320.0);
                    specks(c, 40, 230.0, 380.0, 60.0, 320.0, 1.6, "#ffffff", 0.9);
                });
                seg(c, (150.0, 500.0), (150.0, 420.0), "#3a2a1a", 4.0, 1.0);
                c.circle(150.0, 180.0, 18.0, "#e8d8c0", 1.0);
                blob(c, &[(120.0, 210.0), (180.0, 210.0), (200.0, 420.0), (100.0, 420.0)], "#c86a2a", 1.0);
                for _ in 0..30 {
                    let x = c.r(108.0, 192.0);
                    let y = c.r(214.0, 416.0);
                    let col = c.pick(&["#e8a030", "#a83a1a", "#d8c040", "#8a4a1a"]);
                    c.ellipse(x, y, 7.0, 4.0, col, 0.9);
                }
                person(c, &Pose::kneel().hair(), 250.0, 500.0, 100.0, "#2a2030", true);
            },
        },
        Card {
            title: "The bear on the night bus",
            description: "A lit bus has stopped at a lonely country stop at night in the rain. Its only passenger, a big brown bear, sits upright at a window looking out. At the stop, a woman with a wet umbrella folded hesitates at the open door.",
            clues: ["Getting on anyway", "Strange company", "The last bus home"],
            tags: &["bus", "bear"],
            people: true,
            draw: |c| {
                sky(c, "#06081a", "#101830", "#1a2440", 600.0);
                ground2(c, 440.0, 0.0, "#1a1e26", "#08090c");
                light(c, 250.0, 340.0, 300.0, "#ffe0a0", 0.3);
                c.rect(90.0, 260.0, 340.0, 170.0, "#c89028", 1.0);
                c.rect(90.0, 410.0, 340.0, 20.0, "#8a6018", 1.0);
                for k in 0..4 {
                    c.rect(160.0 + k as f64 * 64.0, 284.0, 52.0, 60.0, "#ffe8b0", 1.0);
                }
                c.rect(104.0, 284.0, 44.0, 130.0, "#ffe8b0", 1.0);
                c.circle(248.0, 318.0, 20.0, "#5a3418", 1.0);
                c.circle(234.0, 300.0, 7.0, "#5a3418", 1.0);
                c.circle(262.0, 300.0, 7.0, "#5a3418", 1.0);
                c.ellipse(256.0, 324.0, 8.0, 6.0, "#a87040", 1.0);
                c.rect(228.0, 334.0, 40.0, 10.0, "#5a3418", 1.0);
                c.circle(150.0, 440.0, 18.0, "#0a0a0a", 1.0);
                c.circle(380.0, 440.0, 18.0, "#0a0a0a", 1.0);
                glints(c, 250.0, 445.0, 100.0, 200.0, "#ffe0a0");
                lamp_post(c, 40.0, 450.0, 150.0, "#0a0a10", "#f0e8d0");
                person(c, &Pose::stand().hair().dress(14.0, -26.0), 70.0, 460.0, 80.0, "#0e0a10", false);
                seg(c, (82.0, 410.0), (92.0, 460.0), "#8a2a3a", 3.0, 1.0);
                let mut d = String::new();
                for _ in 0..70 {
                    let x = c.r(-20.0, 420.0);
                    let y = c.r(-20.0, 600.0);
                    d.push_str(&format!("M{x:.0} {y:.0}l-3 14"));
                }
                c.stroke(&d, "#c8d0e0", 1.0, 0.4);
            },
        },
    ]
}
