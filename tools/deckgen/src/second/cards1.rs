//! Cards 1–50 of the second edition.

// Painters take many plain coordinates; a struct per call would only add noise.
#![allow(clippy::too_many_arguments)]

use super::figures::*;
use super::paint::*;
use super::things::*;
use super::Card;
use crate::canvas::Canvas;

/// A door frame with a door ajar, standing on `gy`, light spilling from it.
fn door_ajar(c: &mut Canvas, x: f64, gy: f64, w: f64, h: f64, wood: &str, glow: &str, open: f64) {
    light(c, x, gy - h * 0.5, h * 1.1, glow, 0.45);
    c.rect(
        x - w / 2.0 - 5.0,
        gy - h - 5.0,
        w + 10.0,
        h + 5.0,
        wood,
        1.0,
    );
    c.rect(x - w / 2.0, gy - h, w, h, glow, 1.0);
    let ow = w * (1.0 - open);
    poly(
        c,
        &[
            (x - w / 2.0, gy - h),
            (x - w / 2.0 + ow, gy - h - h * 0.03 * open),
            (x - w / 2.0 + ow, gy + h * 0.03 * open),
            (x - w / 2.0, gy),
        ],
        wood,
        1.0,
    );
    c.rect(x - w / 2.0, gy - h, ow, h, "#000", 0.2);
}

pub fn cards() -> Vec<Card> {
    vec![
        Card {
            title: "The door in the sea",
            description: "A calm sea at dusk under a pink and violet sky. A wooden door in its frame stands upright in the shallow water, half open, with warm yellow light pouring out of the doorway and across the water. Far off, a small figure sits in a rowing boat facing the door.",
            clues: ["Somewhere else", "The tide knows the way", "Left ajar"],
            tags: &["door", "rowing boat"],
            people: true,
            draw: |c| {
                sky(c, "#2a1d4e", "#a45a86", "#f2b27a", 330.0);
                sky_strokes(c, 9, 60.0, 280.0, "#f7c9a2", 0.25);
                light(c, 290.0, 320.0, 260.0, "#ffd9a0", 0.5);
                water(c, 330.0, "#8a5a86", "#231a3e", "#ffd7b0");
                door_ajar(c, 170.0, 440.0, 70.0, 140.0, "#4a2c2a", "#ffe3a0", 0.55);
                glints(c, 170.0, 445.0, 140.0, 70.0, "#ffe3a0");
                c.rect(130.0, 440.0, 80.0, 60.0, "#ffe3a0", 0.12);
                rowboat(c, 320.0, 372.0, 40.0, "#1c1428");
                person(c, &Pose::sit_ground(), 318.0, 366.0, 18.0, "#1c1428", true);
            },
        },
        Card {
            title: "The whale over the sleeping city",
            description: "A huge whale floats in a deep blue night sky above the dark roofs of a city. Below, on one flat roof, a small figure holds up a lantern towards it. A few windows are lit.",
            clues: ["What passes over us at night", "Nobody else looked up", "A very quiet visit"],
            tags: &["whale", "lantern", "city"],
            people: true,
            draw: |c| {
                sky(c, "#060a22", "#18275a", "#40507e", 600.0);
                specks(c, 70, 0.0, 400.0, 0.0, 330.0, 0.9, "#f4f0d8", 0.7);
                light(c, 120.0, 90.0, 160.0, "#a8b8ff", 0.25);
                whale(c, 200.0, 230.0, 330.0, "#26335e", "#9aa8d8", false);
                crate::scenes::city(c, 470.0, "#0c1028", "#ffcf7a");
                c.rect(160.0, 472.0, 120.0, 140.0, "#0c1028", 1.0);
                person(c, &Pose::reach(), 215.0, 472.0, 30.0, "#0c1028", false);
                light(c, 229.0, 438.0, 40.0, "#ffd27a", 0.9);
                c.circle(229.0, 440.0, 3.0, "#ffe6a8", 1.0);
            },
        },
        Card {
            title: "The elephant on the tightrope",
            description: "A grey elephant balances on a rope stretched between two tall rocky pillars high above a misty valley at sunrise. On the ground far below, a small figure holds the end of a second rope.",
            clues: ["Balance", "Too heavy to fall", "Trust the rope"],
            tags: &["elephant", "tightrope"],
            people: true,
            draw: |c| {
                sky(c, "#3d5f94", "#e4a38a", "#ffe0b0", 420.0);
                sun(c, 300.0, 380.0, 26.0, "#fff1c8");
                range(c, 470.0, 80.0, "#b68a8e", 0.7);
                mist(c, 450.0, 120.0, "#ffe6d0", 0.6);
                poly(c, &[(-10.0, 600.0), (-10.0, 180.0), (40.0, 170.0), (70.0, 600.0)], "#3a2c3e", 1.0);
                poly(c, &[(410.0, 600.0), (410.0, 200.0), (350.0, 190.0), (330.0, 600.0)], "#3a2c3e", 1.0);
                line(c, &[(40.0, 180.0), (200.0, 250.0), (350.0, 198.0)], "#20151e", 2.0, 1.0);
                elephant(c, 198.0, 250.0, 80.0, "#6a6478", "#3e3a4e", false);
                person(c, &Pose::stand(), 160.0, 560.0, 26.0, "#2a1f2a", false);
                ground(c, 565.0, 6.0, 5, "#2a1f2a", 1.0);
            },
        },
        Card {
            title: "The long shadow",
            description: "A flat golden field in low evening sun. A small child stands on the left; the child's shadow stretches all the way across the field to the right, and it is the shadow of a tall grown-up wearing a hat.",
            clues: ["Who I will be", "Late afternoon", "Walking behind"],
            tags: &["shadow"],
            people: true,
            draw: |c| {
                sky(c, "#f2a85a", "#f6cf8a", "#fde8bc", 300.0);
                sun(c, 40.0, 270.0, 30.0, "#fff3d0");
                ground2(c, 300.0, 4.0, "#d79a4a", "#8a5024");
                tufts(c, 70, -10.0, 410.0, 300.0, 600.0, 14.0, "#6e3c1a", 0.5);
                shadow(c, &Pose::stand().hat(), 80.0, 470.0, 200.0, 1.6, 90.0, 0.5, 0.6);
                person(c, &Pose::stand().child(), 80.0, 470.0, 80.0, "#3a2218", false);
            },
        },
        Card {
            title: "The house in the hand",
            description: "A large open hand rises from the bottom of the card against a pale blue sky. On its palm stands a tiny white house with a red roof and one lit window, and a thread of smoke from its chimney.",
            clues: ["Everything I own", "Handle with care", "Home is who holds you"],
            tags: &["hand", "house"],
            people: true,
            draw: |c| {
                sky(c, "#7da6d8", "#bcd6ee", "#f2eee0", 600.0);
                sky_strokes(c, 8, 40.0, 300.0, "#ffffff", 0.35);
                light(c, 320.0, 80.0, 240.0, "#fff6dc", 0.5);
                hand(c, 200.0, 500.0, 3.6, 0.0, "#d9a07e", "#8a5040");
                poly(c, &[(176.0, 392.0), (176.0, 360.0), (200.0, 340.0), (224.0, 360.0), (224.0, 392.0)], "#f4efe6", 1.0);
                poly(c, &[(170.0, 362.0), (200.0, 334.0), (230.0, 362.0)], "#b83a30", 1.0);
                c.rect(194.0, 370.0, 10.0, 12.0, "#ffd36a", 1.0);
                c.rect(214.0, 336.0, 5.0, 14.0, "#6a3a30", 1.0);
                line(c, &[(216.0, 334.0), (222.0, 300.0), (212.0, 260.0), (226.0, 220.0)], "#ffffff", 3.0, 0.5);
            },
        },
        Card {
            title: "The pond that holds the night",
            description: "A sunny green meadow with a round pond in it. The pond shows a dark night sky full of stars and a crescent moon, although it is day. A child kneels at the edge and dips one hand in.",
            clues: ["The other side", "Bedtime", "What lies under the surface"],
            tags: &["pond", "night sky"],
            people: true,
            draw: |c| {
                sky(c, "#6fa6d6", "#b4d8ee", "#eaf4e4", 250.0);
                sky_strokes(c, 6, 40.0, 200.0, "#ffffff", 0.4);
                range(c, 270.0, 50.0, "#8cb0a0", 0.8);
                ground2(c, 260.0, 6.0, "#8cc47a", "#3e7a40");
                tufts(c, 90, -10.0, 410.0, 270.0, 600.0, 16.0, "#2f6232", 0.6);
                c.ellipse(200.0, 440.0, 150.0, 62.0, "#6b8a4a", 1.0);
                c.ellipse(200.0, 440.0, 142.0, 56.0, "#0a1030", 1.0);
                c.clip("M58 440a142 56 0 1 0 284 0a142 56 0 1 0 -284 0Z");
                specks(c, 60, 60.0, 340.0, 385.0, 495.0, 0.9, "#fff6d8", 0.9);
                light(c, 240.0, 420.0, 40.0, "#fff0c0", 0.6);
                crate::scenes::crescent(c, 240.0, 420.0, 12.0, "#fff0c0", true);
                c.end();
                person(c, &Pose::kneel().child(), 80.0, 410.0, 50.0, "#2a3a24", false);
                crate::scenes::ripples(c, 104.0, 430.0, 12.0, "#ffffff");
            },
        },
        Card {
            title: "The whale under the boat",
            description: "Seen from above, a small rowing boat with one person in it floats on clear green-blue water. Under the boat, far bigger than it, the dark shape of a whale passes. Sunlight makes bright ripples on the surface.",
            clues: ["What you cannot see", "Small on the surface", "The calm before"],
            tags: &["whale", "rowing boat"],
            people: true,
            draw: |c| {
                wash(c, "#3fa6a0", 1.0, 1.0);
                let g = c.rad(&[(0.0, "#8fe0c8", 1.0), (1.0, "#0e4a5a", 1.0)], 0.3, 0.2, 0.9);
                c.full(&g, 1.0);
                at(c, 210.0, 340.0, 1.0, 70.0);
                whale(c, 0.0, 0.0, 420.0, "#0d3340", "#0d3340", false);
                c.end();
                mist(c, 340.0, 600.0, "#8fe0c8", 0.12);
                let mut d = String::new();
                for _ in 0..70 {
                    let x = c.r(-20.0, 400.0);
                    let y = c.r(0.0, 600.0);
                    let w = c.r(10.0, 40.0);
                    d.push_str(&format!("M{x:.0} {y:.0}q{:.0} -4 {w:.0} 0", w / 2.0));
                }
                c.stroke(&d, "#e8fff0", 1.5, 0.35);
                c.ellipse(150.0, 150.0, 22.0, 50.0, "#000", 0.15);
                c.ellipse(146.0, 146.0, 20.0, 48.0, "#8a5a3a", 1.0);
                c.ellipse(146.0, 146.0, 15.0, 42.0, "#5e3a26", 1.0);
                c.circle(146.0, 140.0, 7.0, "#e0b070", 1.0);
                c.circle(146.0, 140.0, 4.0, "#3a2a24", 1.0);
                seg(c, (118.0, 148.0), (174.0, 152.0), "#c89a64", 3.0, 1.0);
            },
        },
        Card {
            title: "The kite tied to a hole",
            description: "A windy green hillside under a bright sky. A red kite flies high; its string runs down and disappears into a small round hole in the grass. A child sits beside the hole, looking into it.",
            clues: ["Holding on", "Something down there wants to fly", "The wind knows"],
            tags: &["kite", "hole"],
            people: true,
            draw: |c| {
                sky(c, "#3f7cc0", "#9cc8e8", "#eef4e0", 380.0);
                sky_strokes(c, 10, 30.0, 320.0, "#ffffff", 0.35);
                range(c, 390.0, 60.0, "#7ea6b0", 0.7);
                ground2(c, 400.0, 20.0, "#9ccf6a", "#3d7a34");
                tufts(c, 80, -10.0, 410.0, 410.0, 600.0, 16.0, "#2f6a2a", 0.6);
                let (kx, ky) = kite(c, 270.0, 110.0, 56.0, 20.0, "#c8322a", "#5a1410");
                line(c, &[(kx, ky), (230.0, 250.0), (200.0, 380.0), (190.0, 480.0)], "#2a2a2a", 1.0, 0.8);
                c.ellipse(190.0, 484.0, 18.0, 6.0, "#0e140a", 1.0);
                person(c, &Pose::sit_ground().child(), 140.0, 488.0, 45.0, "#283820", false);
                light(c, 300.0, 60.0, 200.0, "#fff8d8", 0.3);
            },
        },
        Card {
            title: "The stairs into the clouds",
            description: "A long stone staircase without walls rises from a dark field up into a thick bank of golden clouds. Halfway up, a small figure climbs with a suitcase in one hand.",
            clues: ["Moving up", "No turning back", "Where the road ends"],
            tags: &["staircase", "suitcase"],
            people: true,
            draw: |c| {
                sky(c, "#3c3a6a", "#c88a6a", "#f8d49a", 600.0);
                light(c, 260.0, 120.0, 300.0, "#fff0c0", 0.6);
                ground2(c, 520.0, 8.0, "#3a3048", "#1a1424");
                let mut pts = Vec::new();
                for i in 0..=24 {
                    let t = i as f64 / 24.0;
                    pts.push((80.0 + t * 200.0, 540.0 - t * 420.0));
                }
                let mut d = String::from("M60 560");
                for p in &pts {
                    d.push_str(&format!("V{:.0}H{:.0}", p.1, p.0 + 10.0));
                }
                d.push_str("L300 140L120 570Z");
                c.path(&d, "#6a5a6e", 1.0);
                c.path("M300 120L120 570L80 570Z", "#2a2234", 0.4);
                for (x, y, w) in [(230.0, 150.0, 260.0), (120.0, 110.0, 200.0), (330.0, 190.0, 180.0)] {
                    cloud(c, x, y, w, "#fbe6c0", "#d8a890");
                }
                person(c, &Pose::walk(), 180.0, 345.0, 34.0, "#231a2a", false);
                c.rect(190.0, 320.0, 10.0, 8.0, "#5a2a20", 1.0);
            },
        },
        Card {
            title: "The boat in the teacup",
            description: "On a table by a window, a white teacup is full of dark stormy water with waves, and a tiny sailing boat leans in them. Outside the window the day is calm and sunny. A hand holds the cup's saucer.",
            clues: ["A storm in a teacup", "Small worries, big waves", "Sailing at home"],
            tags: &["teacup", "sailboat"],
            people: true,
            draw: |c| {
                room(c, ("#e8d6b8", "#c8a888"), ("#7a4a30", "#4a2a1c"), 420.0);
                window(c, 60.0, 80.0, 280.0, 220.0, "#f4ead8", |c| {
                    sky(c, "#6aa8e0", "#b8dcf0", "#f0f0e0", 300.0);
                    sun(c, 280.0, 130.0, 18.0, "#fff8d8");
                    range(c, 290.0, 40.0, "#8ab0a0", 0.9);
                });
                light(c, 200.0, 200.0, 330.0, "#fff4d8", 0.35);
                c.ellipse(200.0, 470.0, 130.0, 24.0, "#f4efe8", 1.0);
                c.path("M110 380C110 470 150 490 200 490C250 490 290 470 290 380Z", "#faf6f0", 1.0);
                c.path("M288 400c40 -10 40 50 0 50", "none", 1.0);
                c.stroke("M288 402c42 -12 42 54 -4 52", "#faf6f0", 9.0, 1.0);
                c.ellipse(200.0, 380.0, 90.0, 18.0, "#e8e0d8", 1.0);
                c.ellipse(200.0, 382.0, 84.0, 14.0, "#1e2e3e", 1.0);
                c.path("M120 382q20 -18 40 -4q20 -22 44 -2q22 -16 40 0q18 -12 36 4z", "#3a5068", 1.0);
                sailboat(c, 200.0, 378.0, 52.0, "#5a2a1a", "#f4ead8");
                c.path("M290 380C290 470 250 490 200 490V380Z", "#000", 0.08);
                hand(c, 360.0, 520.0, 1.8, -70.0, "#e0a888", "#8a5040");
            },
        },
        Card {
            title: "The library where the books fly",
            description: "A tall library with shelves up to a high round window. Books have left the shelves and fly like birds towards the open window, pages spread like wings. A reader stands at the top of a rolling ladder, one hand raised.",
            clues: ["Letting go", "Stories want out", "The last page"],
            tags: &["books", "ladder"],
            people: true,
            draw: |c| {
                room(c, ("#3a2418", "#5a3a24"), ("#2a1a10", "#1a0e08"), 560.0);
                c.circle(230.0, 120.0, 80.0, "#f8e8c0", 1.0);
                light(c, 230.0, 120.0, 300.0, "#fff0c8", 0.6);
                c.stroke("M150 120h160M230 40v160", "#3a2418", 5.0, 1.0);
                for x in [20.0, 300.0] {
                    c.rect(x, 230.0, 80.0, 330.0, "#2a180e", 1.0);
                    for r in 0..7 {
                        let y = 250.0 + r as f64 * 45.0;
                        let mut bx = x + 4.0;
                        while bx < x + 74.0 {
                            let w = c.r(5.0, 10.0);
                            let h = c.r(26.0, 38.0);
                            let col = c.pick(&["#7a2a20", "#2a4a5a", "#6a5a2a", "#3a2a4a", "#8a6a4a"]);
                            c.rect(bx, y + 38.0 - h, w - 1.0, h, col, 1.0);
                            bx += w;
                        }
                        c.rect(x, y + 38.0, 80.0, 5.0, "#1a0e06", 1.0);
                    }
                }
                for i in 0..11 {
                    let t = i as f64 / 10.0;
                    let x = 110.0 + t * 140.0 + c.r(-30.0, 30.0);
                    let y = 400.0 - t * 240.0 + c.r(-20.0, 20.0);
                    let s = 8.0 + 10.0 * (1.0 - t);
                    let col = c.pick(&["#f4e8d0", "#e8d4b0", "#fff4e0"]);
                    c.path(&format!("M{x:.0} {y:.0}l{:.0} {:.0}l{:.0} {:.0}z", -s, -s * 0.6, -0.0, s * 0.9), col, 1.0);
                    c.path(&format!("M{x:.0} {y:.0}l{:.0} {:.0}l0 {:.0}z", s, -s * 0.7, s * 0.9), col, 0.85);
                }
                ladder(c, 250.0, 560.0, 300.0, 330.0, 26.0, "#1a0e06");
                person(c, &Pose::reach().dress(12.0, -30.0), 290.0, 372.0, 62.0, "#140a06", false);
            },
        },
        Card {
            title: "The candle's dancer",
            description: "A single lit candle on a bare wooden table in a dark room. On the wall behind it, the shadow the candle throws is not of the candle but of a person dancing with arms raised.",
            clues: ["Who I am in the dark", "The flame's secret", "One last dance"],
            tags: &["candle", "dancer"],
            people: true,
            draw: |c| {
                room(c, ("#1e1418", "#3a2620"), ("#2a1a12", "#120a08"), 430.0);
                light(c, 200.0, 380.0, 380.0, "#ffb860", 0.45);
                at(c, 200.0, 420.0, 2.6, 0.0);
                c.add("<g opacity=\".75\">");
                person(c, &Pose::arms_up().dress(16.0, -28.0).hair(), 0.0, 0.0, 100.0, "#0a0608", false);
                c.end();
                c.end();
                c.rect(40.0, 430.0, 320.0, 14.0, "#5a3620", 1.0);
                c.rect(40.0, 444.0, 320.0, 160.0, "#3a2214", 1.0);
                c.rect(188.0, 372.0, 24.0, 58.0, "#f2e6d0", 1.0);
                c.rect(200.0, 372.0, 12.0, 58.0, "#000", 0.12);
                light(c, 200.0, 352.0, 70.0, "#ffd890", 0.9);
                c.path("M200 330q9 14 0 36q-9 -22 0 -36z", "#fff0b8", 1.0);
                seg(c, (200.0, 372.0), (200.0, 364.0), "#2a1a10", 2.0, 1.0);
            },
        },
        Card {
            title: "The end of the tunnel",
            description: "The inside of a long dark tunnel of rough stone. At the far end a round opening blazes with white light. A lone figure walks towards it, their long shadow stretching back towards the viewer.",
            clues: ["Almost there", "The way out", "Leaving everything behind"],
            tags: &["tunnel"],
            people: true,
            draw: |c| {
                wash(c, "#0a0808", 1.0, 1.0);
                for i in 0..9 {
                    let t = i as f64 / 8.0;
                    let r = 360.0 - t * 300.0;
                    let col = c.pick(&["#2a2420", "#1e1a18", "#342c26"]);
                    c.ellipse(200.0, 290.0, r * 0.75, r, col, 1.0);
                    c.ellipse(200.0, 290.0 + r * 0.05, r * 0.7, r * 0.94, "#000", 0.25);
                }
                light(c, 200.0, 290.0, 260.0, "#fff8e8", 0.8);
                c.ellipse(200.0, 290.0, 45.0, 60.0, "#fffdf4", 1.0);
                beam(c, 200.0, 320.0, 200.0, 600.0, 60.0, 380.0, "#fff4dc", 0.25);
                shadow(c, &Pose::walk(), 200.0, 420.0, 60.0, 3.0, 180.0, 0.35, 0.7);
                person(c, &Pose::walk(), 200.0, 420.0, 60.0, "#0c0a0a", true);
            },
        },
        Card {
            title: "The house at the bottom of the sea",
            description: "Deep under blue-green water, a small house with a lit window stands on the sandy sea floor among swaying weeds. Someone sits on its front step reading a book, while a shoal of fish swims past overhead.",
            clues: ["Quiet at last", "Home is where you can breathe", "Sunk"],
            tags: &["house", "fish", "reading"],
            people: true,
            draw: |c| {
                sky(c, "#4ab4b0", "#136a80", "#062a40", 600.0);
                beam(c, 150.0, -20.0, 190.0, 600.0, 60.0, 200.0, "#d8fff0", 0.18);
                beam(c, 300.0, -20.0, 280.0, 600.0, 40.0, 160.0, "#d8fff0", 0.12);
                ground2(c, 500.0, 10.0, "#3a6a6a", "#0e2a30");
                house(c, 210.0, 500.0, 110.0, 80.0, "#5a7a84", "#2a4050", Some("#ffd890"));
                c.rect(160.0, 500.0, 50.0, 8.0, "#2a4050", 1.0);
                person(c, &Pose::sit_edge(), 175.0, 500.0, 40.0, "#0e2430", false);
                c.rect(180.0, 482.0, 10.0, 8.0, "#e8dcc0", 1.0);
                for x in [60.0, 100.0, 320.0, 350.0] {
                    line(c, &[(x, 520.0), (x + 10.0, 460.0), (x - 8.0, 400.0), (x + 6.0, 350.0)], "#1e5a50", 6.0, 0.9);
                }
                for i in 0..22 {
                    let x = 60.0 + c.r(0.0, 280.0);
                    let y = 180.0 + (i as f64 * 5.0) + c.r(-30.0, 30.0);
                    fish(c, x, y, 12.0, "#0a2a3a", true);
                }
                specks(c, 30, 0.0, 400.0, 0.0, 500.0, 1.2, "#d8fff0", 0.5);
            },
        },
        Card {
            title: "The jar of light",
            description: "On a dark hilltop at night, a child holds up a glass jar full of tiny glowing points of light. The glow lights the child's hands and face from below. Far behind, the lights of a village.",
            clues: ["What I kept", "A summer night", "Too bright to hide"],
            tags: &["jar", "fireflies"],
            people: true,
            draw: |c| {
                sky(c, "#050818", "#14204a", "#2e3c6a", 420.0);
                specks(c, 80, 0.0, 400.0, 0.0, 400.0, 0.8, "#e8ecff", 0.6);
                ground2(c, 500.0, 12.0, "#1a2238", "#0a0e18");
                specks(c, 14, 20.0, 380.0, 490.0, 505.0, 1.2, "#ffd890", 0.9);
                ground(c, 560.0, 10.0, 5, "#080a12", 1.0);
                light(c, 200.0, 408.0, 220.0, "#f4ff9a", 0.5);
                person(c, &Pose::arms_up().child(), 200.0, 560.0, 120.0, "#0c0e1a", false);
                c.path("M186 448q14 -10 28 0", "none", 1.0);
                c.stroke("M184 452q16 -12 32 0", "#d8e870", 3.0, 0.6);
                light(c, 200.0, 408.0, 70.0, "#f4ff9a", 0.6);
                c.rect(182.0, 386.0, 36.0, 44.0, "#e8ffb0", 0.35);
                c.rect(180.0, 380.0, 40.0, 7.0, "#6a5a40", 1.0);
                specks(c, 22, 186.0, 214.0, 392.0, 426.0, 1.6, "#faffc0", 1.0);
                specks(c, 6, 150.0, 260.0, 340.0, 420.0, 1.4, "#f4ff9a", 0.8);
            },
        },
        Card {
            title: "The island in the air",
            description: "A small rocky island floats in a sky of soft clouds, roots hanging beneath it. On it grow one tree and a tiny cabin. Someone sits at the island's edge, legs dangling over nothing, holding a fishing rod whose line drops into the clouds.",
            clues: ["Waiting for a bite", "Cut off", "Fishing for dreams"],
            tags: &["floating island", "fishing rod"],
            people: true,
            draw: |c| {
                sky(c, "#6a8ed0", "#c8b8e0", "#fce8d8", 600.0);
                for (x, y, w) in [(80.0, 480.0, 260.0), (330.0, 520.0, 280.0), (200.0, 580.0, 380.0)] {
                    cloud(c, x, y, w, "#fff4ec", "#d8b8c8");
                }
                blob(c, &[(80.0, 280.0), (320.0, 280.0), (260.0, 360.0), (190.0, 430.0), (140.0, 350.0)], "#6a4e4a", 1.0);
                blob(c, &[(80.0, 280.0), (320.0, 280.0), (250.0, 340.0), (190.0, 380.0), (150.0, 330.0)], "#8a6a5a", 1.0);
                c.ellipse(200.0, 280.0, 124.0, 12.0, "#6aa04a", 1.0);
                line(c, &[(170.0, 380.0), (160.0, 430.0), (170.0, 470.0)], "#5a3e3a", 2.0, 0.8);
                line(c, &[(210.0, 410.0), (215.0, 450.0)], "#5a3e3a", 2.0, 0.8);
                tree(c, 150.0, 280.0, 110.0, "#4a3020", "#4a7a3a", "#c8e090", 300.0);
                house(c, 230.0, 280.0, 36.0, 24.0, "#e8d8c0", "#8a3a2a", Some("#ffd890"));
                person(c, &Pose::sit_edge(), 295.0, 282.0, 34.0, "#2a1e28", false);
                line(c, &[(303.0, 270.0), (330.0, 230.0), (350.0, 210.0)], "#2a1e28", 1.5, 1.0);
                seg(c, (350.0, 210.0), (352.0, 470.0), "#2a1e28", 0.8, 0.6);
                birds(c, 3, 40.0, 150.0, 120.0, 180.0, 14.0, "#4a3a50");
            },
        },
        Card {
            title: "The island on the turtle",
            description: "A giant sea turtle swims through blue water just below the surface, seen from the side. On its shell sits a whole small island with a palm tree and a hut with smoke rising. The sun is low on the horizon.",
            clues: ["Slow journey", "Home that travels", "Who carries us"],
            tags: &["turtle", "palm tree"],
            people: false,
            draw: |c| {
                sky(c, "#e88a5a", "#f8c080", "#fde8c0", 260.0);
                sun(c, 90.0, 240.0, 24.0, "#fff4d0");
                water(c, 260.0, "#2a7a98", "#0a2a48", "#c8f0ff");
                blob(c, &[(70.0, 300.0), (200.0, 270.0), (330.0, 300.0), (300.0, 360.0), (100.0, 360.0)], "#3a6a5a", 1.0);
                c.path("M330 320q40 -10 60 10q-20 20 -60 8z", "#4a7a6a", 1.0);
                c.path("M100 350q-20 40 -50 50q20 -30 30 -56zM290 350q20 40 60 44q-30 -20 -40 -48z", "#3a6a5a", 1.0);
                c.circle(380.0, 318.0, 3.0, "#0a1a18", 1.0);
                blob(c, &[(110.0, 290.0), (200.0, 230.0), (290.0, 290.0)], "#e8c890", 1.0);
                c.ellipse(200.0, 262.0, 70.0, 20.0, "#6a9a4a", 1.0);
                line(c, &[(170.0, 260.0), (160.0, 200.0), (170.0, 150.0)], "#5a3a20", 5.0, 1.0);
                for a in [-60.0f64, -20.0, 20.0, 60.0, 100.0] {
                    let r = a.to_radians();
                    line(c, &[(170.0, 150.0), (170.0 + r.sin() * 24.0, 150.0 - r.cos() * 10.0 + 8.0), (170.0 + r.sin() * 44.0, 150.0 + 20.0)], "#2a5a2a", 6.0, 1.0);
                }
                house(c, 230.0, 262.0, 34.0, 18.0, "#c8a070", "#6a4a2a", None);
                line(c, &[(240.0, 235.0), (250.0, 200.0), (240.0, 170.0)], "#fff4e0", 2.5, 0.5);
                glints(c, 90.0, 264.0, 40.0, 40.0, "#fff4d0");
            },
        },
        Card {
            title: "The ferris wheel in the fog",
            description: "A tall ferris wheel stands half hidden in a thick grey-blue fog; only one of its cabins is lit. At its foot, two small figures stand a little apart, both looking up.",
            clues: ["Round and round", "The one that shines", "We said nothing"],
            tags: &["ferris wheel", "fog"],
            people: true,
            draw: |c| {
                sky(c, "#5a6a84", "#9aa8b8", "#c8ccd0", 600.0);
                let (cx, cy, r) = (210.0, 280.0, 150.0);
                let mut d = format!("M{} {}a{r} {r} 0 1 0 {} 0a{r} {r} 0 1 0 {} 0", cx - r, cy, 2.0 * r, -2.0 * r);
                for i in 0..12 {
                    let a = i as f64 * std::f64::consts::TAU / 12.0;
                    d.push_str(&format!("M{cx} {cy}L{:.0} {:.0}", cx + a.cos() * r, cy + a.sin() * r));
                }
                d.push_str(&format!("M{cx} {cy}L130 560M{cx} {cy}L290 560"));
                c.stroke(&d, "#3a4254", 3.0, 0.8);
                for i in 0..12 {
                    let a = i as f64 * std::f64::consts::TAU / 12.0 + 0.2;
                    let (x, y) = (cx + a.cos() * r, cy + a.sin() * r);
                    c.rect(x - 8.0, y, 16.0, 14.0, "#3a4254", 0.8);
                }
                let a: f64 = 0.2 + 10.0 * std::f64::consts::TAU / 12.0;
                let (x, y) = (cx + a.cos() * r, cy + a.sin() * r);
                light(c, x, y + 7.0, 60.0, "#ffcf80", 0.9);
                c.rect(x - 8.0, y, 16.0, 14.0, "#ffd890", 1.0);
                mist(c, 380.0, 300.0, "#c8d0d8", 0.9);
                mist(c, 230.0, 200.0, "#b8c4d0", 0.5);
                ground2(c, 560.0, 2.0, "#6a7284", "#3a4254");
                person(c, &Pose::stand().hair().dress(12.0, -30.0), 150.0, 565.0, 40.0, "#1e2230", false);
                person(c, &Pose::stand().hat(), 240.0, 565.0, 44.0, "#1e2230", true);
            },
        },
        Card {
            title: "The tent under falling stars",
            description: "A small tent glows orange from the lantern inside on a dark hill. Two shadows of heads are cast on the tent wall, close together. Above, many shooting stars streak across a deep blue sky.",
            clues: ["Make a wish", "Just us two", "The night we stayed up"],
            tags: &["tent", "shooting stars"],
            people: true,
            draw: |c| {
                sky(c, "#04061a", "#101e4a", "#30406e", 460.0);
                specks(c, 100, 0.0, 400.0, 0.0, 440.0, 0.8, "#f0f0ff", 0.6);
                let mut d = String::new();
                for _ in 0..9 {
                    let x = c.r(0.0, 420.0);
                    let y = c.r(20.0, 300.0);
                    let l = c.r(30.0, 90.0);
                    d.push_str(&format!("M{x:.0} {y:.0}l{:.0} {:.0}", -l, l * 0.5));
                }
                c.stroke(&d, "#fff8e0", 1.5, 0.8);
                ground2(c, 470.0, 18.0, "#1a2030", "#06080e");
                light(c, 200.0, 430.0, 200.0, "#ffa040", 0.6);
                c.path("M110 480L200 370L290 480Z", "#e88a3a", 1.0);
                c.path("M200 370L290 480H250Z", "#000", 0.2);
                c.circle(183.0, 425.0, 9.0, "#6a3014", 0.8);
                c.circle(212.0, 428.0, 10.0, "#6a3014", 0.8);
                c.rect(176.0, 432.0, 16.0, 30.0, "#6a3014", 0.8);
                c.rect(204.0, 436.0, 18.0, 30.0, "#6a3014", 0.8);
                c.path("M200 370L190 480H210Z", "#ffd890", 0.5);
            },
        },
        Card {
            title: "The storm in the glass ball",
            description: "Two cupped hands hold a clear glass ball in front of a dark background. Inside the ball is a small stormy sea around a rock with one bent tree, dark clouds and a bolt of lightning.",
            clues: ["It is in my hands", "A small tempest", "What I carry"],
            tags: &["glass ball", "lightning", "lone tree"],
            people: true,
            draw: |c| {
                wash(c, "#1a1424", 1.0, 1.0);
                light(c, 200.0, 280.0, 260.0, "#6a7aa8", 0.4);
                hand(c, 130.0, 560.0, 2.8, 35.0, "#c89078", "#6a3a30");
                hand(c, 270.0, 560.0, 2.8, -35.0, "#c89078", "#6a3a30");
                c.clip("M80 300a120 120 0 1 0 240 0a120 120 0 1 0 -240 0");
                sky(c, "#1a1a2a", "#3a4258", "#5a6478", 320.0);
                cloud(c, 150.0, 220.0, 160.0, "#2a2a3a", "#1a1a24");
                cloud(c, 250.0, 240.0, 140.0, "#343448", "#1a1a24");
                c.stroke("M230 250l-20 40l16 0l-22 46", "#f0f4ff", 3.0, 1.0);
                water(c, 330.0, "#2a3a4a", "#0a1218", "#aac0d0");
                c.path("M80 340q30 -30 60 0q30 -36 60 0q30 -30 60 0q30 -30 60 0V430H80Z", "#1e2a38", 1.0);
                c.path("M110 340q20 -26 60 -24q20 6 24 24z", "#141a22", 1.0);
                line(c, &[(150.0, 318.0), (156.0, 290.0), (176.0, 270.0)], "#141a22", 4.0, 1.0);
                line(c, &[(156.0, 292.0), (172.0, 284.0), (186.0, 282.0)], "#141a22", 2.5, 1.0);
                c.end();
                c.circle(200.0, 300.0, 120.0, "#c8d8ff", 0.08);
                c.path("M120 230a100 100 0 0 1 60 -45", "none", 1.0);
                c.stroke("M118 240a100 100 0 0 1 60 -50", "#ffffff", 5.0, 0.45);
            },
        },
        Card {
            title: "The violin in the wheat",
            description: "A golden wheat field at sunset. A violin as tall as a tower stands upright in the middle of the field, its long shadow over the wheat. A small figure stands at its foot looking up at the strings.",
            clues: ["The harvest song", "Too big to play", "What the field remembers"],
            tags: &["violin", "wheat"],
            people: true,
            draw: |c| {
                sky(c, "#6a4a7a", "#e89a6a", "#fce0a0", 380.0);
                sun(c, 330.0, 360.0, 22.0, "#fff0c0");
                ground2(c, 380.0, 4.0, "#e8b05a", "#8a5a20");
                tufts(c, 160, -10.0, 410.0, 385.0, 600.0, 22.0, "#f8d080", 0.5);
                tufts(c, 80, -10.0, 410.0, 450.0, 600.0, 26.0, "#7a4a18", 0.5);
                c.path("M170 470l-150 60l20 10l150 -60z", "#3a1e10", 0.4);
                at(c, 170.0, 470.0, 1.0, -4.0);
                c.path("M0 0c-40 0 -46 -40 -30 -60c12 -14 12 -24 0 -40c-16 -22 -10 -56 30 -56c40 0 46 34 30 56c-12 16 -12 26 0 40c16 20 10 60 -30 60z", "#8a3a1a", 1.0);
                c.path("M0 0c40 0 46 -40 30 -60c-12 -14 -12 -24 0 -40c16 -22 10 -56 -30 -56z", "#000", 0.18);
                c.rect(-7.0, -300.0, 14.0, 160.0, "#2a1208", 1.0);
                c.path("M-10 -300q10 -30 20 0z", "#2a1208", 1.0);
                c.stroke("M-3 -20V-300M1 -20V-300M5 -20V-300M-7 -20V-300", "#f4e0b0", 0.6, 0.9);
                c.path("M-18 -70q4 -12 0 -24M18 -70q-4 -12 0 -24", "none", 1.0);
                c.stroke("M-16 -68q5 -12 0 -26M16 -68q-5 -12 0 -26", "#1a0804", 2.0, 1.0);
                c.end();
                person(c, &Pose::stand(), 240.0, 480.0, 32.0, "#2a1408", true);
            },
        },
        Card {
            title: "Footprints on the water",
            description: "A still lake at dawn, pale mist over it. A line of wet footprints crosses the surface of the water from near the viewer towards the far shore, where a lone figure stands among reeds.",
            clues: ["Faith", "Someone went first", "It held me"],
            tags: &["footprints", "lake"],
            people: true,
            draw: |c| {
                sky(c, "#8a9ac0", "#e8c8c0", "#fbe8d8", 300.0);
                light(c, 250.0, 290.0, 200.0, "#fff0d8", 0.6);
                range(c, 300.0, 50.0, "#7a7a98", 0.6);
                ground(c, 300.0, 4.0, 6, "#5a5a70", 1.0);
                water(c, 305.0, "#c8c0d0", "#4a5070", "#ffffff");
                mist(c, 310.0, 60.0, "#fff4ec", 0.7);
                person(c, &Pose::stand().hair(), 250.0, 304.0, 22.0, "#2a2438", true);
                tufts(c, 20, 210.0, 290.0, 300.0, 306.0, 14.0, "#2a2438", 0.8);
                for i in 0..10 {
                    let t = i as f64 / 9.0;
                    let y = 580.0 - t * (580.0 - 320.0);
                    let x = 130.0 + t * 115.0 + if i % 2 == 0 { -12.0 } else { 12.0 } * (1.0 - t * 0.8);
                    let s = 1.0 - t * 0.85;
                    c.ellipse(x, y, 9.0 * s, 4.0 * s, "#2a3050", 0.55);
                    c.ellipse(x, y - 6.0 * s, 6.0 * s, 2.6 * s, "#2a3050", 0.55);
                }
            },
        },
        Card {
            title: "Fishing for the moon",
            description: "At night, someone stands at the end of a wooden pier on a dark lake with a fishing rod bent hard. The line goes up into the sky and is hooked onto a thin crescent moon, which is being pulled down towards the water.",
            clues: ["Ambition", "Reeling it in", "Almost had it"],
            tags: &["moon", "fishing rod", "pier"],
            people: true,
            draw: |c| {
                sky(c, "#050a20", "#142452", "#2e4070", 400.0);
                specks(c, 80, 0.0, 400.0, 0.0, 390.0, 0.8, "#eef0ff", 0.6);
                light(c, 300.0, 140.0, 220.0, "#fff0c0", 0.35);
                crate::scenes::crescent(c, 300.0, 140.0, 36.0, "#fff0c0", false);
                water(c, 400.0, "#1a2850", "#050a18", "#8ea0d0");
                glints(c, 300.0, 405.0, 150.0, 50.0, "#fff0c0");
                c.rect(-20.0, 460.0, 210.0, 14.0, "#2a1e18", 1.0);
                c.stroke("M20 474v60M80 474v60M140 474v60M180 474v60", "#2a1e18", 6.0, 1.0);
                person(c, &Pose::point().hat(), 170.0, 460.0, 60.0, "#0a0a14", false);
                line(c, &[(186.0, 412.0), (240.0, 340.0), (270.0, 300.0)], "#0a0a14", 3.0, 1.0);
                line(c, &[(270.0, 300.0), (282.0, 220.0), (290.0, 165.0)], "#e0e4f0", 0.8, 0.8);
            },
        },
        Card {
            title: "The tree of light bulbs",
            description: "A bare tree stands on a dark hill at night. Instead of fruit, glowing light bulbs hang from its branches. A child stands on tiptoe under it, reaching up towards the lowest bulb.",
            clues: ["An idea worth picking", "Ripe", "Keep the lights on"],
            tags: &["light bulbs", "bare tree"],
            people: true,
            draw: |c| {
                sky(c, "#0c0a1e", "#2a2048", "#4a3a60", 520.0);
                specks(c, 40, 0.0, 400.0, 0.0, 300.0, 0.8, "#e8e0ff", 0.5);
                ground2(c, 520.0, 10.0, "#1a1424", "#0a0810");
                let branches = [
                    [(200.0, 530.0), (195.0, 420.0), (200.0, 330.0)],
                    [(200.0, 380.0), (150.0, 310.0), (90.0, 260.0)],
                    [(200.0, 360.0), (260.0, 290.0), (330.0, 250.0)],
                    [(200.0, 330.0), (190.0, 250.0), (210.0, 170.0)],
                    [(150.0, 310.0), (130.0, 230.0), (140.0, 180.0)],
                    [(260.0, 290.0), (290.0, 210.0), (280.0, 160.0)],
                ];
                for (i, b) in branches.iter().enumerate() {
                    line(c, b, "#140e1a", if i == 0 { 16.0 } else { 6.0 }, 1.0);
                }
                let bulbs = [(90.0, 280.0), (140.0, 200.0), (210.0, 190.0), (280.0, 180.0), (330.0, 270.0), (170.0, 300.0), (250.0, 310.0), (120.0, 340.0)];
                for (x, y) in bulbs {
                    seg(c, (x, y - 18.0), (x, y - 6.0), "#140e1a", 1.0, 1.0);
                    light(c, x, y, 60.0, "#ffd070", 0.6);
                    c.ellipse(x, y, 7.0, 9.0, "#fff0b0", 1.0);
                    c.rect(x - 3.0, y - 12.0, 6.0, 5.0, "#8a8070", 1.0);
                }
                person(c, &Pose::reach().child(), 105.0, 520.0, 60.0, "#0a0810", false);
            },
        },
        Card {
            title: "The cat at the rainy window",
            description: "Inside a dim room, a cat sits on the sill of a tall window, seen from behind, looking out at the rain. Raindrops run down the glass; outside, blurred street lamps glow and one person passes under an umbrella.",
            clues: ["Waiting for someone", "A day indoors", "The world outside"],
            tags: &["cat", "rain", "window"],
            people: true,
            draw: |c| {
                room(c, ("#2a2430", "#3a3038"), ("#1a1418", "#0e0a0c"), 470.0);
                window(c, 70.0, 70.0, 260.0, 380.0, "#1a1418", |c| {
                    sky(c, "#3a4a60", "#5a6a80", "#7a8498", 450.0);
                    for x in [120.0, 270.0] {
                        lamp_post(c, x, 420.0, 120.0, "#2a3040", "#ffcf80");
                    }
                    person(c, &Pose::walk(), 200.0, 440.0, 40.0, "#1e2430", true);
                    umbrella(c, 202.0, 394.0, 22.0, "#8a2a2a", "#1e2430", 18.0);
                    let mut d = String::new();
                    for _ in 0..50 {
                        let x = c.r(70.0, 330.0);
                        let y = c.r(70.0, 440.0);
                        let l = c.r(6.0, 20.0);
                        d.push_str(&format!("M{x:.0} {y:.0}q2 {:.0} 0 {l:.0}", l / 2.0));
                    }
                    c.stroke(&d, "#c8d8ec", 1.4, 0.6);
                });
                c.rect(50.0, 450.0, 300.0, 20.0, "#3a2e30", 1.0);
                blob(c, &[(180.0, 452.0), (175.0, 410.0), (190.0, 385.0), (215.0, 385.0), (228.0, 410.0), (224.0, 452.0)], "#0a0808", 1.0);
                c.circle(202.0, 374.0, 16.0, "#0a0808", 1.0);
                c.path("M189 366l2 -18l10 12zM215 366l-2 -18l-10 12z", "#0a0808", 1.0);
                line(c, &[(222.0, 448.0), (250.0, 455.0), (262.0, 470.0), (250.0, 490.0)], "#0a0808", 5.0, 1.0);
            },
        },
        Card {
            title: "The train across the sea",
            description: "A small train with lit windows runs on rails laid just under the surface of a calm sea at dusk, no land in sight. On the open platform of the last carriage, a figure stands looking back.",
            clues: ["Leaving home", "The line to nowhere", "Between two shores"],
            tags: &["train"],
            people: true,
            draw: |c| {
                sky(c, "#2a2a5a", "#c87a8a", "#f8c89a", 330.0);
                light(c, 80.0, 320.0, 260.0, "#ffd8a0", 0.5);
                water(c, 330.0, "#b88a9a", "#2a2a4a", "#ffe0c0");
                c.stroke("M-20 420L420 380", "#2a2030", 2.0, 0.6);
                for (i, x) in [70.0, 150.0, 230.0, 310.0].iter().enumerate() {
                    let y = 414.0 - i as f64 * 7.3;
                    c.rect(x - 36.0, y - 46.0, 72.0, 44.0, "#3a2a3a", 1.0);
                    c.rect(x - 36.0, y - 50.0, 72.0, 6.0, "#2a1e2a", 1.0);
                    for k in 0..3 {
                        c.rect(x - 28.0 + k as f64 * 20.0, y - 38.0, 12.0, 14.0, "#ffd890", 1.0);
                    }
                    c.rect(x - 36.0, y - 46.0, 72.0, 44.0, "#000", 0.0);
                }
                c.rect(344.0, 330.0, 30.0, 54.0, "#2a1e2a", 1.0);
                for (k, (x, y)) in [(362.0, 318.0), (372.0, 296.0), (388.0, 276.0), (408.0, 262.0)].iter().enumerate() {
                    c.circle(*x, *y, 8.0 + k as f64 * 4.0, "#e8d8e0", 0.45 - k as f64 * 0.08);
                }
                light(c, 150.0, 390.0, 200.0, "#ffd890", 0.3);
                person(c, &Pose::stand(), 28.0, 418.0, 30.0, "#150e18", true);
                c.rect(10.0, 408.0, 36.0, 3.0, "#150e18", 1.0);
            },
        },
        Card {
            title: "Jellyfish in the forest",
            description: "A dark misty pine forest at night. Glowing pale-blue jellyfish drift between the tree trunks in the air, trailing long tentacles. A small figure with a lantern walks along a path among them.",
            clues: ["Lost, but not alone", "The forest breathes", "Deep"],
            tags: &["jellyfish", "forest", "lantern"],
            people: true,
            draw: |c| {
                sky(c, "#081820", "#10303a", "#1e4a50", 600.0);
                for (i, op) in [(0, 0.35), (1, 0.6), (2, 1.0)] {
                    let col = ["#2a4a50", "#17323a", "#08161a"][i];
                    for _ in 0..(5 + i * 2) {
                        let x = c.r(-10.0, 410.0);
                        let w = 6.0 + i as f64 * 8.0;
                        c.rect(x, -10.0, w, 620.0, col, op);
                    }
                    mist(c, 420.0 - i as f64 * 60.0, 160.0, "#4a8a8a", 0.3);
                }
                ground2(c, 540.0, 8.0, "#0e2024", "#04080a");
                for (x, y, s) in [(110.0, 180.0, 1.2), (260.0, 260.0, 0.8), (320.0, 130.0, 0.6), (170.0, 330.0, 0.5)] {
                    light(c, x, y, 80.0 * s, "#8af0ff", 0.5);
                    c.path(&format!("M{} {y}a{} {} 0 0 1 {} 0z", x - 26.0 * s, 26.0 * s, 22.0 * s, 52.0 * s), "#c8f8ff", 0.8);
                    let mut d = String::new();
                    for k in 0..5 {
                        let tx = x - 20.0 * s + k as f64 * 10.0 * s;
                        d.push_str(&format!("M{tx:.0} {y:.0}q{:.0} {:.0} 0 {:.0}t0 {:.0}", 6.0 * s, 25.0 * s, 50.0 * s, 50.0 * s));
                    }
                    c.stroke(&d, "#c8f8ff", 1.5 * s + 0.5, 0.6);
                }
                person(c, &Pose::walk(), 230.0, 540.0, 46.0, "#040a0c", false);
                light(c, 244.0, 515.0, 40.0, "#ffc870", 0.9);
                c.circle(244.0, 516.0, 3.0, "#ffe0a0", 1.0);
            },
        },
        Card {
            title: "The gift that held the sea",
            description: "On a wooden floor, a gift box with its lid off and ribbon undone. Blue-green waves spill out of the box and over its sides, with foam and a small white gull flying up from it.",
            clues: ["More than I expected", "Open with care", "Freedom"],
            tags: &["gift box", "waves", "gull"],
            people: false,
            draw: |c| {
                room(c, ("#e8dcc8", "#c8b498"), ("#8a5a3a", "#5a3420"), 380.0);
                light(c, 300.0, 120.0, 360.0, "#fff4dc", 0.4);
                c.ellipse(200.0, 545.0, 170.0, 22.0, "#2a8aa0", 0.35);
                poly(c, &[(110.0, 420.0), (250.0, 420.0), (250.0, 540.0), (110.0, 540.0)], "#c8302a", 1.0);
                poly(c, &[(250.0, 420.0), (300.0, 390.0), (300.0, 505.0), (250.0, 540.0)], "#8a1e1a", 1.0);
                poly(c, &[(110.0, 420.0), (160.0, 390.0), (300.0, 390.0), (250.0, 420.0)], "#1e6a80", 1.0);
                c.rect(172.0, 420.0, 16.0, 120.0, "#f4d060", 1.0);
                poly(c, &[(266.0, 410.0), (278.0, 402.0), (278.0, 518.0), (266.0, 526.0)], "#d8b040", 1.0);
                poly(c, &[(40.0, 540.0), (60.0, 430.0), (110.0, 470.0), (90.0, 570.0)], "#a82420", 1.0);
                c.path("M120 410C100 330 160 250 230 250C290 250 320 300 300 340C280 320 250 320 240 350C220 330 190 340 190 370C170 360 150 380 160 410Z", "#2a8aa0", 1.0);
                c.path("M230 250C290 250 320 300 300 340C296 310 270 290 240 296C260 270 250 258 230 250Z", "#5ab8c8", 1.0);
                c.stroke("M150 330C170 280 220 262 260 270M130 380C140 350 170 330 200 330", "#e8fbff", 3.0, 0.8);
                specks(c, 26, 200.0, 330.0, 230.0, 330.0, 2.2, "#ffffff", 0.8);
                c.path("M250 420q40 30 40 120h-30q0 -70 -20 -100z", "#2a8aa0", 0.85);
                bird(c, 250.0, 200.0, 40.0, "#ffffff");
            },
        },
        Card {
            title: "The giraffe at the tower window",
            description: "A tall stone tower with one lit window near the top. A giraffe stands beside the tower, its long neck stretched up so its head is at the window. Inside, a figure holds out an apple to it.",
            clues: ["A visitor from below", "Reaching out", "Lonely at the top"],
            tags: &["giraffe", "tower"],
            people: true,
            draw: |c| {
                sky(c, "#3a4a8a", "#a88ab8", "#f8d0b0", 520.0);
                sky_strokes(c, 8, 60.0, 400.0, "#f8d8e0", 0.3);
                ground2(c, 540.0, 6.0, "#6a7a4a", "#2a3420");
                c.rect(200.0, 60.0, 130.0, 500.0, "#8a7a78", 1.0);
                stones(c, 200.0, 60.0, 130.0, 500.0, "#4a3a3a", 0.35);
                c.rect(270.0, 60.0, 60.0, 500.0, "#000", 0.15);
                poly(c, &[(190.0, 60.0), (265.0, -10.0), (340.0, 60.0)], "#5a3a3a", 1.0);
                light(c, 235.0, 130.0, 80.0, "#ffd890", 0.7);
                c.rect(215.0, 105.0, 40.0, 55.0, "#ffd890", 1.0);
                person(c, &Pose::point().hair(), 240.0, 160.0, 44.0, "#2a1a18", true);
                c.circle(218.0, 126.0, 4.0, "#c02a20", 1.0);
                let sp = "#c89048";
                line(c, &[(140.0, 420.0), (160.0, 300.0), (195.0, 160.0)], sp, 20.0, 1.0);
                c.ellipse(200.0, 140.0, 16.0, 9.0, sp, 1.0);
                c.path("M186 132l-4 -12l6 2zM196 130l-2 -12l5 3z", "#5a3a1a", 1.0);
                c.ellipse(120.0, 440.0, 50.0, 30.0, sp, 1.0);
                c.stroke("M85 455L80 540M100 460L100 540M140 460L142 540M155 455L160 540", sp, 8.0, 1.0);
                specks(c, 30, 80.0, 200.0, 140.0, 460.0, 2.4, "#6a4018", 0.7);
            },
        },
        Card {
            title: "Lanterns over the roofs",
            description: "Dusk over a town of steep tiled roofs. Dozens of glowing paper lanterns rise into the violet sky. On a small balcony in the foreground, a figure lets go of one more lantern.",
            clues: ["Letting go", "Wishes", "Every light a name"],
            tags: &["paper lanterns", "roofs"],
            people: true,
            draw: |c| {
                sky(c, "#1e1a40", "#6a3a6a", "#e08a6a", 600.0);
                for i in 0..34 {
                    let x = c.r(0.0, 400.0);
                    let y = c.r(20.0, 420.0);
                    let s = 3.0 + (y / 420.0) * 9.0;
                    let _ = i;
                    light(c, x, y, s * 4.0, "#ffb050", 0.5);
                    c.rect(x - s * 0.5, y - s * 0.7, s, s * 1.3, "#ffd080", 0.95);
                }
                for (x, w, h) in [(-10.0, 110.0, 80.0), (90.0, 90.0, 110.0), (170.0, 120.0, 70.0), (280.0, 130.0, 100.0)] {
                    poly(c, &[(x, 600.0), (x, 480.0 - h * 0.3), (x + w / 2.0, 420.0 - h * 0.3), (x + w, 480.0 - h * 0.3), (x + w, 600.0)], "#1a1022", 1.0);
                    c.rect(x + w * 0.3, 510.0, 10.0, 14.0, "#ffc070", 0.8);
                }
                c.rect(230.0, 520.0, 140.0, 8.0, "#0e0814", 1.0);
                c.stroke("M240 528v40M270 528v40M300 528v40M330 528v40M360 528v40", "#0e0814", 3.0, 1.0);
                person(c, &Pose::arms_up().dress(12.0, -30.0).hair(), 300.0, 540.0, 70.0, "#0e0814", false);
                light(c, 300.0, 450.0, 50.0, "#ffb050", 0.8);
                c.rect(292.0, 442.0, 16.0, 20.0, "#ffd080", 1.0);
            },
        },
        Card {
            title: "The moon in the branches",
            description: "A full moon hangs tangled in the bare branches of a big old tree on a hill at night. A wooden ladder leans against the trunk, and a figure at the top of it stretches out a hand towards the moon.",
            clues: ["Almost in reach", "Setting it free", "Borrowed light"],
            tags: &["moon", "ladder", "bare tree"],
            people: true,
            draw: |c| {
                sky(c, "#0a1030", "#223a6a", "#4a5a8a", 560.0);
                specks(c, 60, 0.0, 400.0, 0.0, 400.0, 0.8, "#eef0ff", 0.5);
                light(c, 250.0, 190.0, 240.0, "#fff4d0", 0.5);
                c.circle(250.0, 190.0, 52.0, "#fff6dc", 1.0);
                c.circle(236.0, 176.0, 10.0, "#d8ccb0", 0.5);
                c.circle(268.0, 206.0, 7.0, "#d8ccb0", 0.5);
                ground2(c, 540.0, 14.0, "#141a30", "#06080e");
                let br = [
                    [(140.0, 550.0), (150.0, 420.0), (170.0, 320.0)],
                    [(170.0, 320.0), (220.0, 230.0), (300.0, 150.0)],
                    [(170.0, 320.0), (120.0, 230.0), (80.0, 160.0)],
                    [(210.0, 250.0), (260.0, 240.0), (330.0, 220.0)],
                    [(150.0, 280.0), (190.0, 170.0), (230.0, 120.0)],
                    [(240.0, 210.0), (280.0, 200.0), (300.0, 240.0)],
                ];
                for (i, b) in br.iter().enumerate() {
                    line(c, b, "#0a0c18", if i == 0 { 22.0 } else { 7.0 - i as f64 * 0.6 }, 1.0);
                }
                ladder(c, 300.0, 545.0, 190.0, 330.0, 26.0, "#0a0c18");
                person(c, &Pose::reach(), 215.0, 345.0, 50.0, "#0a0c18", false);
            },
        },
        Card {
            title: "The mirror in the forest",
            description: "A tall standing mirror in a wooden frame stands among dark green forest trunks. Instead of the forest, the mirror shows a bright sunny beach with blue sea and a sailing boat far out.",
            clues: ["Elsewhere", "What I would rather see", "A window in disguise"],
            tags: &["mirror", "forest"],
            people: false,
            draw: |c| {
                sky(c, "#1a2a1e", "#3a5a3a", "#8aa878", 600.0);
                for (i, op) in [(0, 0.45), (1, 0.75), (2, 1.0)] {
                    let col = ["#4a6a4a", "#2a4030", "#142018"][i];
                    for _ in 0..(4 + i * 2) {
                        let x = c.r(-10.0, 410.0);
                        c.rect(x, -10.0, 10.0 + i as f64 * 10.0, 620.0, col, op);
                    }
                }
                beam(c, 80.0, -20.0, 160.0, 600.0, 20.0, 140.0, "#f8ffd0", 0.25);
                ground2(c, 520.0, 8.0, "#2a3a20", "#0e140a");
                tufts(c, 60, -10.0, 410.0, 520.0, 600.0, 18.0, "#4a6a30", 0.6);
                c.rect(130.0, 170.0, 140.0, 350.0, "#4a2e1a", 1.0);
                window(c, 142.0, 182.0, 116.0, 326.0, "#4a2e1a", |c| {
                    sky(c, "#3a8ad8", "#8ac8f0", "#e8f8ff", 380.0);
                    sun(c, 220.0, 220.0, 12.0, "#ffffe8");
                    water(c, 380.0, "#3a9ac8", "#1a5a8a", "#ffffff");
                    c.rect(130.0, 450.0, 140.0, 80.0, "#f0d8a0", 1.0);
                    sailboat(c, 180.0, 392.0, 16.0, "#2a2a3a", "#ffffff");
                });
                c.rect(190.0, 182.0, 20.0, 326.0, "#4a2e1a", 0.0);
                c.stroke("M150 520l-14 30M250 520l14 30", "#4a2e1a", 6.0, 1.0);
            },
        },
        Card {
            title: "The bed on the clouds",
            description: "A wooden bed with white sheets floats on a wide sea of clouds at sunrise. Someone sleeps in it under the covers, one arm hanging over the side. A flock of birds passes below the bed.",
            clues: ["Far away", "Don't wake me", "Sleeping it off"],
            tags: &["bed", "sea of clouds"],
            people: true,
            draw: |c| {
                sky(c, "#4a6ab0", "#f0a8a0", "#ffe8c8", 450.0);
                sun(c, 80.0, 420.0, 26.0, "#fff4d8");
                for (y, col, sh) in [(430.0, "#f8d8d0", "#d8a8b0"), (480.0, "#ffe8e0", "#e0b0b8"), (540.0, "#fff4ee", "#e8c0c0")] {
                    for k in 0..4 {
                        let x = -40.0 + k as f64 * 140.0 + c.r(-20.0, 20.0);
                        cloud(c, x, y, 220.0, col, sh);
                    }
                }
                c.rect(120.0, 360.0, 180.0, 40.0, "#f4f0ec", 1.0);
                c.rect(110.0, 330.0, 12.0, 90.0, "#6a3a2a", 1.0);
                c.rect(300.0, 350.0, 12.0, 70.0, "#6a3a2a", 1.0);
                c.rect(120.0, 398.0, 180.0, 10.0, "#6a3a2a", 1.0);
                c.ellipse(150.0, 352.0, 24.0, 10.0, "#ffffff", 1.0);
                c.circle(152.0, 344.0, 10.0, "#3a2a30", 1.0);
                blob(c, &[(160.0, 362.0), (220.0, 346.0), (290.0, 352.0), (300.0, 365.0), (150.0, 368.0)], "#d8e4f0", 1.0);
                line(c, &[(180.0, 366.0), (182.0, 392.0), (178.0, 412.0)], "#c89a80", 4.0, 1.0);
                birds(c, 5, 180.0, 330.0, 450.0, 480.0, 14.0, "#5a4a6a");
            },
        },
        Card {
            title: "The empty chair on the cliff",
            description: "At the edge of a grassy cliff above the sea at sunset stands a single wooden chair facing the horizon, a coat hung over its back. Far below, waves break on rocks.",
            clues: ["Someone was here", "The view I miss", "Waiting"],
            tags: &["chair", "cliff", "coat"],
            people: false,
            draw: |c| {
                sky(c, "#2a3060", "#d0706a", "#f8c070", 330.0);
                sun(c, 260.0, 320.0, 30.0, "#fff0c0");
                water(c, 330.0, "#a06070", "#2a2a48", "#ffd8a0");
                glints(c, 260.0, 335.0, 100.0, 80.0, "#ffe0a0");
                poly(c, &[(-20.0, 420.0), (200.0, 410.0), (240.0, 430.0), (230.0, 620.0), (-20.0, 620.0)], "#2a3a24", 1.0);
                poly(c, &[(200.0, 430.0), (240.0, 430.0), (250.0, 620.0), (210.0, 620.0)], "#1a1a1a", 0.5);
                tufts(c, 40, 0.0, 230.0, 415.0, 440.0, 16.0, "#4a6a30", 0.8);
                chair(c, 160.0, 420.0, 36.0, "#1e140e");
                c.path("M138 350q-6 40 4 72h8q-4 -30 -2 -70z", "#5a2a24", 1.0);
                c.stroke("M330 600q20 -20 40 -10q20 -20 40 -4", "#ffffff", 2.0, 0.5);
            },
        },
        Card {
            title: "The cat's shadow",
            description: "A small black cat sits on a wooden floor in the light of a low lamp. Its shadow on the wall behind it is huge and has the stripes and shape of a tiger.",
            clues: ["Bigger on the inside", "Who I think I am", "Courage"],
            tags: &["cat", "tiger", "lamp"],
            people: false,
            draw: |c| {
                room(c, ("#c89a6a", "#8a5a3a"), ("#5a3a24", "#2a1a10"), 430.0);
                light(c, 40.0, 440.0, 400.0, "#ffd890", 0.5);
                c.add("<g opacity=\".5\">");
                blob(c, &[(120.0, 430.0), (140.0, 320.0), (220.0, 250.0), (320.0, 250.0), (380.0, 330.0), (390.0, 430.0)], "#2a1408", 1.0);
                c.circle(170.0, 280.0, 50.0, "#2a1408", 1.0);
                c.path("M130 250l0 -30l26 18zM200 238l16 -26l6 30z", "#2a1408", 1.0);
                line(c, &[(380.0, 400.0), (420.0, 340.0), (400.0, 280.0)], "#2a1408", 18.0, 1.0);
                c.end();
                c.stroke("M250 270l-10 40M290 268l-6 50M330 290l-12 40M220 300l-8 40", "#120804", 8.0, 0.5);
                c.rect(10.0, 390.0, 40.0, 50.0, "#6a4a2a", 1.0);
                poly(c, &[(0.0, 390.0), (30.0, 350.0), (60.0, 390.0)], "#f8e0a0", 1.0);
                blob(c, &[(200.0, 470.0), (196.0, 440.0), (206.0, 420.0), (224.0, 420.0), (232.0, 440.0), (230.0, 470.0)], "#0a0606", 1.0);
                c.circle(215.0, 412.0, 11.0, "#0a0606", 1.0);
                c.path("M206 406l1 -13l7 9zM224 406l-1 -13l-7 9z", "#0a0606", 1.0);
                line(c, &[(230.0, 466.0), (250.0, 470.0), (256.0, 456.0)], "#0a0606", 4.0, 1.0);
                c.circle(210.0, 410.0, 1.5, "#c8e060", 1.0);
            },
        },
        Card {
            title: "Footsteps up the wall",
            description: "A plain room with a wooden floor. A trail of dark footprints crosses the floor, climbs straight up the wall and goes across the ceiling to an open skylight, where night stars show.",
            clues: ["Gone without a word", "Rules are for others", "The only way out"],
            tags: &["footprints", "skylight"],
            people: false,
            draw: |c| {
                room(c, ("#d8d0c0", "#b8ac98"), ("#8a6a4a", "#5a4028"), 450.0);
                c.rect(-30.0, -30.0, 460.0, 110.0, "#c8c0b0", 1.0);
                c.rect(-30.0, 76.0, 460.0, 6.0, "#000", 0.1);
                c.rect(140.0, 10.0, 120.0, 50.0, "#0a1030", 1.0);
                specks(c, 12, 145.0, 255.0, 15.0, 55.0, 0.8, "#ffffff", 0.8);
                c.stroke("M140 10h120v50h-120z", "#6a5a4a", 5.0, 1.0);
                light(c, 200.0, 40.0, 180.0, "#8aa0ff", 0.2);
                let steps = [(60.0, 560.0), (90.0, 530.0), (110.0, 500.0), (140.0, 475.0), (160.0, 440.0), (165.0, 390.0), (175.0, 340.0), (170.0, 290.0), (180.0, 240.0), (175.0, 190.0), (185.0, 140.0), (180.0, 100.0), (195.0, 70.0)];
                for (i, (x, y)) in steps.iter().enumerate() {
                    let (rx, ry) = if *y > 450.0 { (7.0, 3.5) } else if *y > 82.0 { (4.0, 7.0) } else { (4.0, 2.5) };
                    let dx = if i % 2 == 0 { -6.0 } else { 6.0 };
                    c.ellipse(x + dx, *y, rx, ry, "#2a2018", 0.75);
                }
            },
        },
        Card {
            title: "Across the gap",
            description: "Two steep cliffs face each other across a deep misty chasm at dusk. On the left cliff, a figure holds out a hand across the gap; on the right cliff, another figure stands with arms at their sides. A thin plank lies on the ground beside the first figure.",
            clues: ["Meet me halfway", "Too far to jump", "The bridge we did not build"],
            tags: &["chasm", "plank"],
            people: true,
            draw: |c| {
                sky(c, "#2a2a50", "#8a5a7a", "#e8a880", 600.0);
                light(c, 200.0, 420.0, 300.0, "#ffd0a0", 0.4);
                mist(c, 450.0, 200.0, "#f0c0b0", 0.6);
                poly(c, &[(-20.0, 300.0), (150.0, 290.0), (160.0, 340.0), (140.0, 620.0), (-20.0, 620.0)], "#1e1628", 1.0);
                poly(c, &[(420.0, 320.0), (250.0, 310.0), (240.0, 360.0), (270.0, 620.0), (420.0, 620.0)], "#1e1628", 1.0);
                mist(c, 560.0, 120.0, "#c08a90", 0.5);
                person(c, &Pose::point(), 120.0, 292.0, 52.0, "#0e0a14", false);
                person(c, &Pose::stand().hair(), 290.0, 312.0, 50.0, "#0e0a14", true);
                c.rect(40.0, 284.0, 60.0, 5.0, "#5a3a2a", 1.0);
            },
        },
        Card {
            title: "The giant's boots",
            description: "A narrow town street of tall houses. Filling the middle of the street are two enormous boots and the bottoms of two trouser legs, rising out of the top of the picture. Small people stand around them, looking up.",
            clues: ["Something bigger is coming", "Nobody looks up", "Small town"],
            tags: &["giant", "boots"],
            people: true,
            draw: |c| {
                sky(c, "#8ab0d0", "#c8dce8", "#e8ecf0", 600.0);
                for (x, w, col) in [(-10.0, 90.0, "#c89a7a"), (300.0, 110.0, "#a8b0a0")] {
                    c.rect(x, 80.0, w, 520.0, col, 1.0);
                    for k in 0..6 {
                        c.rect(x + 18.0, 110.0 + k as f64 * 70.0, 20.0, 30.0, "#3a4a5a", 1.0);
                        c.rect(x + w - 40.0, 110.0 + k as f64 * 70.0, 20.0, 30.0, "#3a4a5a", 1.0);
                    }
                }
                c.rect(-10.0, 80.0, 90.0, 520.0, "#000", 0.1);
                ground2(c, 520.0, 0.0, "#9a9088", "#6a6058");
                c.rect(110.0, -20.0, 70.0, 460.0, "#3a4a6a", 1.0);
                c.rect(200.0, -20.0, 70.0, 460.0, "#3a4a6a", 1.0);
                c.rect(110.0, -20.0, 30.0, 460.0, "#000", 0.15);
                c.path("M104 420H186V512H56Q44 490 70 476Q98 468 104 440Z", "#3a2418", 1.0);
                c.path("M194 420H276V470Q300 462 330 474Q348 496 336 512H194Z", "#3a2418", 1.0);
                c.stroke("M60 506H186M198 506H334", "#1a0e08", 6.0, 1.0);
                c.ellipse(190.0, 520.0, 150.0, 12.0, "#000", 0.25);
                for (x, p, f) in [(40.0, Pose::point(), false), (330.0, Pose::reach(), true), (360.0, Pose::stand().child(), true), (70.0, Pose::stand().hat(), false)] {
                    person(c, &p, x, 560.0, 34.0, "#1e1a20", f);
                }
            },
        },
        Card {
            title: "The private rain",
            description: "A sunny park with green lawns and people lying in the sun. In the middle stands one person under a black umbrella, with a small grey cloud right above them raining only on them.",
            clues: ["Just my luck", "Carrying my weather", "Nobody else sees it"],
            tags: &["umbrella", "rain cloud"],
            people: true,
            draw: |c| {
                sky(c, "#4a90d8", "#9ad0f0", "#f0f8e8", 300.0);
                sun(c, 330.0, 70.0, 22.0, "#fffbe0");
                ground2(c, 300.0, 6.0, "#9ad070", "#4a8a3a");
                tree(c, 60.0, 320.0, 120.0, "#4a3020", "#3a7a3a", "#b8e080", 330.0);
                tree(c, 350.0, 310.0, 90.0, "#4a3020", "#3a7a3a", "#b8e080", 330.0);
                for (x, y) in [(80.0, 470.0), (300.0, 520.0)] {
                    at(c, x, y, 1.0, 0.0);
                    c.rect(-48.0, -3.0, 96.0, 9.0, "#f0d040", 0.9);
                    person(c, &Pose::lie(), 0.0, 0.0, 90.0, "#b8684a", false);
                    c.end();
                }
                cloud(c, 200.0, 220.0, 120.0, "#7a8090", "#4a5060");
                let mut d = String::new();
                for _ in 0..26 {
                    let x = c.r(150.0, 250.0);
                    let y = c.r(240.0, 380.0);
                    d.push_str(&format!("M{x:.0} {y:.0}l-2 12"));
                }
                c.stroke(&d, "#6a7890", 1.4, 0.8);
                person(c, &Pose::stand().hat(), 200.0, 420.0, 60.0, "#1a1a24", false);
                umbrella(c, 205.0, 348.0, 34.0, "#141418", "#141418", 30.0);
                c.ellipse(200.0, 422.0, 40.0, 6.0, "#3a5a7a", 0.5);
            },
        },
        Card {
            title: "The swing from a cloud",
            description: "A child sits on a wooden swing high above a green valley with a river. The swing's two ropes rise up and disappear into a single white cloud; there is nothing else holding it.",
            clues: ["Carefree", "Held by something unseen", "Higher"],
            tags: &["swing", "cloud"],
            people: true,
            draw: |c| {
                sky(c, "#5a9ae0", "#a8d4f0", "#e8f4f0", 420.0);
                range(c, 430.0, 80.0, "#8ab0c0", 0.7);
                ground2(c, 450.0, 20.0, "#7ab060", "#3a6a30");
                line(c, &[(-10.0, 600.0), (120.0, 520.0), (200.0, 480.0), (320.0, 455.0)], "#8ac8e0", 14.0, 0.8);
                cloud(c, 200.0, 90.0, 220.0, "#ffffff", "#c8d8e8");
                c.stroke("M170 110L150 300M230 110L214 304", "#6a5040", 1.5, 1.0);
                c.rect(140.0, 298.0, 80.0, 8.0, "#6a4030", 1.0);
                person(c, &Pose::sit_edge().child(), 180.0, 298.0, 50.0, "#2a2a3a", false);
                birds(c, 3, 250.0, 360.0, 300.0, 360.0, 12.0, "#3a4a5a");
            },
        },
        Card {
            title: "The lighthouse in the dunes",
            description: "A tall striped lighthouse stands among sand dunes under a starry night sky, its beam sweeping over the empty desert. A small figure with a lantern walks across the dunes towards it.",
            clues: ["Guiding the lost", "No sea in sight", "Keep the light on"],
            tags: &["lighthouse", "dunes"],
            people: true,
            draw: |c| {
                sky(c, "#080a24", "#22285a", "#5a4a7a", 430.0);
                specks(c, 90, 0.0, 400.0, 0.0, 420.0, 0.8, "#f0f0ff", 0.6);
                beam(c, 260.0, 200.0, -40.0, 120.0, 10.0, 140.0, "#fff4c8", 0.45);
                for (y, col) in [(430.0, "#6a4a5a"), (480.0, "#4a3040"), (540.0, "#2a1c28")] {
                    ground(c, y, 26.0, 4, col, 1.0);
                }
                c.path("M240 470L250 210H272L282 470Z", "#e8e0d8", 1.0);
                c.stroke("M245 420H278M247 360H276M249 300H274M251 250H272", "#a02a2a", 14.0, 1.0);
                c.rect(246.0, 186.0, 30.0, 26.0, "#fff4c8", 1.0);
                poly(c, &[(240.0, 188.0), (261.0, 166.0), (282.0, 188.0)], "#2a1a20", 1.0);
                light(c, 261.0, 200.0, 90.0, "#fff4c8", 0.7);
                c.path("M261 210L282 470H262Z", "#000", 0.2);
                person(c, &Pose::walk(), 110.0, 540.0, 40.0, "#100a14", false);
                light(c, 122.0, 518.0, 30.0, "#ffc070", 0.9);
            },
        },
        Card {
            title: "The hand from the sea",
            description: "On a calm dark sea at night, an enormous hand rises out of the water holding up an old oil lamp that lights the waves around it. A small rowing boat with one person in it has stopped nearby.",
            clues: ["Help from below", "Who keeps the light", "Answer"],
            tags: &["hand", "oil lamp", "rowing boat"],
            people: true,
            draw: |c| {
                sky(c, "#06081a", "#141c3a", "#2a3050", 380.0);
                water(c, 380.0, "#1a2440", "#04060e", "#8a9ac0");
                hand(c, 200.0, 420.0, 2.6, 6.0, "#5a6a78", "#1a2028");
                c.ellipse(200.0, 420.0, 50.0, 8.0, "#c8d8e8", 0.3);
                light(c, 212.0, 230.0, 200.0, "#ffc870", 0.7);
                c.path("M200 238h24l-4 -16h-16z", "#8a6a3a", 1.0);
                c.ellipse(212.0, 226.0, 10.0, 14.0, "#ffe8b0", 1.0);
                glints(c, 212.0, 390.0, 200.0, 80.0, "#ffc870");
                rowboat(c, 330.0, 470.0, 60.0, "#1a1410");
                person(c, &Pose::sit_ground(), 332.0, 462.0, 30.0, "#0a0808", true);
            },
        },
        Card {
            title: "The empty stage",
            description: "A theatre stage with red curtains drawn back. A single spotlight falls on an empty wooden chair in the middle of the bare boards. In the dark rows of seats in front, one person sits alone.",
            clues: ["Your turn", "The show is over", "An audience of one"],
            tags: &["stage", "spotlight"],
            people: true,
            draw: |c| {
                wash(c, "#100808", 1.0, 1.0);
                c.rect(-20.0, 340.0, 440.0, 60.0, "#3a2418", 1.0);
                c.path("M-20 -20H120Q60 200 90 360H-20Z", "#7a1418", 1.0);
                c.path("M420 -20H280Q340 200 310 360H420Z", "#7a1418", 1.0);
                c.stroke("M20 -20Q10 150 40 360M60 -20Q40 160 70 360M380 -20Q390 150 360 360M340 -20Q360 160 330 360", "#4a0a0e", 4.0, 0.6);
                beam(c, 200.0, -20.0, 200.0, 360.0, 20.0, 160.0, "#fff4d8", 0.35);
                c.ellipse(200.0, 360.0, 80.0, 16.0, "#fff4d8", 0.4);
                chair(c, 200.0, 360.0, 30.0, "#2a1a10");
                for r in 0..3 {
                    let y = 440.0 + r as f64 * 50.0;
                    for k in 0..9 {
                        let x = 10.0 + k as f64 * 46.0 + r as f64 * 10.0;
                        c.path(&format!("M{x:.0} {y:.0}q0 -20 16 -20h10q16 0 16 20z"), "#1e0e0c", 1.0);
                    }
                }
                light(c, 158.0, 440.0, 50.0, "#fff4d8", 0.35);
                person(c, &Pose::sit_edge(), 158.0, 470.0, 50.0, "#3a2a26", true);
            },
        },
        Card {
            title: "The snail that carries a town",
            description: "A huge snail crawls slowly across a meadow at evening. On its spiral shell sits a small town of houses with lit windows and a church spire. A person walks beside it, as tall as its eye stalks.",
            clues: ["Taking your time", "We bring everything", "Home is slow"],
            tags: &["snail", "town"],
            people: true,
            draw: |c| {
                sky(c, "#4a5a8a", "#d8a0a0", "#f8d8b0", 420.0);
                ground2(c, 430.0, 8.0, "#7a9a5a", "#3a5a2a");
                tufts(c, 60, -10.0, 410.0, 440.0, 600.0, 14.0, "#2a4a20", 0.6);
                c.path("M40 500q10 -20 60 -20h180q40 0 60 -50l10 -40q4 -10 8 0l-4 40l16 -36q4 -8 6 2l-12 44q-20 60 -90 70h-200q-40 0 -34 -10z", "#b89a7a", 1.0);
                c.circle(180.0, 400.0, 90.0, "#8a5a3a", 1.0);
                c.path("M180 400m-60 0a60 60 0 1 1 120 0a40 40 0 1 1 -80 0a20 20 0 1 1 40 0", "none", 1.0);
                c.stroke("M120 400a60 60 0 1 1 120 0a40 40 0 1 1 -80 0a20 20 0 1 1 40 0", "#5a3420", 4.0, 0.8);
                for (x, w, h) in [(120.0, 30.0, 26.0), (150.0, 26.0, 34.0), (205.0, 30.0, 24.0), (235.0, 24.0, 20.0)] {
                    house(c, x, 318.0 + (x - 180.0).abs() * 0.3, w, h, "#e8d8c0", "#8a3a2a", Some("#ffd070"));
                }
                c.path("M178 318v-60l6 -16l6 16v60z", "#e8d8c0", 1.0);
                person(c, &Pose::walk().hat(), 350.0, 505.0, 60.0, "#2a2030", true);
            },
        },
        Card {
            title: "The head in the clouds",
            description: "A person in a long coat stands in an open field of short grass, seen from the front. Where their head should be there is a small grey cloud, and a little rain falls from it onto their shoulders.",
            clues: ["Lost in thought", "A bad day", "Dreamer"],
            tags: &["cloud head"],
            people: true,
            draw: |c| {
                sky(c, "#9aa8b8", "#c8ccd0", "#e8e4dc", 420.0);
                range(c, 430.0, 40.0, "#8a9098", 0.6);
                ground2(c, 440.0, 4.0, "#8a9a6a", "#4a5a3a");
                tufts(c, 60, -10.0, 410.0, 440.0, 600.0, 12.0, "#3a4a2a", 0.6);
                let p = Pose { head_r: 0.1, ..Pose::stand().dress(16.0, -22.0) };
                person(c, &p, 200.0, 560.0, 260.0, "#3a3440", false);
                cloud(c, 200.0, 315.0, 110.0, "#e8ecf0", "#9098a8");
                let mut d = String::new();
                for _ in 0..16 {
                    let x = c.r(160.0, 240.0);
                    let y = c.r(330.0, 370.0);
                    d.push_str(&format!("M{x:.0} {y:.0}l-1 8"));
                }
                c.stroke(&d, "#8a9ab0", 1.2, 0.8);
            },
        },
        Card {
            title: "Walking the fish",
            description: "A woman in a long dress walks down a quiet cobbled street at dusk holding a leash. At the end of the leash, a large orange fish swims through the air beside her like a dog on a walk.",
            clues: ["Out of my element", "My strange friend", "Evening routine"],
            tags: &["fish", "leash"],
            people: true,
            draw: |c| {
                sky(c, "#3a4a7a", "#a888a8", "#f0c8a0", 600.0);
                for (x, w) in [(-20.0, 120.0), (300.0, 140.0)] {
                    c.rect(x, 120.0, w, 480.0, "#4a3a4a", 1.0);
                    for k in 0..5 {
                        c.rect(x + 30.0, 150.0 + k as f64 * 70.0, 18.0, 28.0, if k == 2 { "#ffcf80" } else { "#2a2030" }, 1.0);
                    }
                }
                ground2(c, 470.0, 0.0, "#7a6a70", "#3a2a30");
                let mut d = String::new();
                for r in 0..10 {
                    let y = 480.0 + r as f64 * 12.0;
                    d.push_str(&format!("M-20 {y:.0}h440"));
                }
                c.stroke(&d, "#2a1e24", 1.0, 0.3);
                lamp_post(c, 330.0, 470.0, 160.0, "#1a1420", "#ffd890");
                person(c, &Pose::walk().dress(16.0, -22.0).hair(), 150.0, 540.0, 110.0, "#1e1624", false);
                line(c, &[(164.0, 488.0), (200.0, 440.0), (240.0, 380.0)], "#1e1624", 1.2, 1.0);
                at(c, 260.0, 360.0, 2.8, -10.0);
                c.path("M-20 0q20 -16 40 0q-20 16 -40 0zM-20 0l-12 -10v20z", "#e8702a", 1.0);
                c.path("M-4 -10q8 -8 14 0z", "#c85018", 1.0);
                c.circle(12.0, -2.0, 1.5, "#1a0a04", 1.0);
                c.end();
            },
        },
        Card {
            title: "The sun in the wheelbarrow",
            description: "At dusk in a ploughed field, a farmer in a hat pushes a wooden wheelbarrow. In the wheelbarrow lies the glowing sun, lighting the farmer from below. The sky above is already dark blue.",
            clues: ["Bringing the light home", "A hard day's work", "Tomorrow's harvest"],
            tags: &["sun", "wheelbarrow"],
            people: true,
            draw: |c| {
                sky(c, "#0e1430", "#2a3460", "#6a5a7a", 440.0);
                specks(c, 30, 0.0, 400.0, 0.0, 300.0, 0.8, "#f0f0ff", 0.5);
                ground2(c, 440.0, 6.0, "#4a3028", "#1a100c");
                let mut d = String::new();
                for k in 0..12 {
                    let y = 450.0 + k as f64 * k as f64 * 1.2;
                    d.push_str(&format!("M-20 {y:.0}q210 -10 440 0"));
                }
                c.stroke(&d, "#2a1810", 2.0, 0.6);
                light(c, 220.0, 450.0, 300.0, "#ffb040", 0.6);
                c.path("M160 470h120l-20 30h-80z", "#5a3a24", 1.0);
                c.circle(220.0, 455.0, 32.0, "#fff0a0", 1.0);
                light(c, 220.0, 455.0, 90.0, "#fff8c0", 0.9);
                c.circle(190.0, 510.0, 14.0, "#2a1810", 1.0);
                c.stroke("M280 480l50 30", "#3a2418", 4.0, 1.0);
                person(c, &Pose::walk().hat().left_hand((-8.0, -60.0), (-20.0, -52.0)), 350.0, 560.0, 90.0, "#140c0a", true);
            },
        },
        Card {
            title: "Painting the sky",
            description: "Under a heavy grey sky, someone stands at the top of a very tall ladder planted in a field, painting a patch of bright blue sky with a roller. The painted patch already shows a bit of sunshine.",
            clues: ["Making it better", "Optimism", "One patch at a time"],
            tags: &["ladder", "paint roller"],
            people: true,
            draw: |c| {
                sky(c, "#6a6a72", "#8a8a90", "#aaa8a8", 480.0);
                sky_strokes(c, 12, 0.0, 450.0, "#5a5a62", 0.4);
                c.path("M200 80q80 -20 150 10q30 60 -10 120q-70 30 -140 0q-30 -70 0 -130z", "#6ab0ec", 1.0);
                sun(c, 290.0, 140.0, 14.0, "#fff8d0");
                c.stroke("M210 210q60 10 120 -4", "#6ab0ec", 16.0, 1.0);
                ground2(c, 500.0, 6.0, "#6a7a5a", "#3a4430");
                ladder(c, 150.0, 560.0, 175.0, 250.0, 30.0, "#3a2a20");
                person(c, &Pose::reach(), 170.0, 300.0, 60.0, "#2a2028", false);
                seg(c, (180.0, 238.0), (200.0, 215.0), "#2a2028", 3.0, 1.0);
                c.rect(192.0, 205.0, 24.0, 10.0, "#6ab0ec", 1.0);
                c.rect(138.0, 530.0, 24.0, 30.0, "#8a8a90", 1.0);
            },
        },
        Card {
            title: "Sweeping the stars",
            description: "On the sloping roof of a house at night, a figure with a broom sweeps fallen stars into a small glowing pile near the chimney. More stars still hang in the dark sky above.",
            clues: ["Tidying up the night", "Nobody thanks the sweeper", "Leftovers"],
            tags: &["broom", "stars", "rooftop"],
            people: true,
            draw: |c| {
                sky(c, "#060a20", "#162050", "#2a3468", 600.0);
                specks(c, 90, 0.0, 400.0, 0.0, 330.0, 0.9, "#fff4d0", 0.7);
                poly(c, &[(-20.0, 600.0), (-20.0, 420.0), (260.0, 330.0), (420.0, 400.0), (420.0, 600.0)], "#2a1a22", 1.0);
                let mut d = String::new();
                for k in 0..9 {
                    let t = k as f64 / 8.0;
                    d.push_str(&format!("M-20 {:.0}L{:.0} {:.0}", 440.0 + t * 150.0, 260.0, 350.0 + t * 150.0));
                }
                c.stroke(&d, "#140c12", 1.5, 0.6);
                c.rect(300.0, 300.0, 30.0, 80.0, "#3a2028", 1.0);
                light(c, 265.0, 355.0, 100.0, "#fff0b0", 0.7);
                specks(c, 30, 240.0, 290.0, 345.0, 365.0, 2.2, "#fff4c0", 1.0);
                person(c, &Pose::walk().hat(), 170.0, 370.0, 60.0, "#0a0610", false);
                seg(c, (184.0, 322.0), (222.0, 372.0), "#6a4a2a", 2.5, 1.0);
                c.path("M216 366l18 10l-8 6z", "#b8945a", 1.0);
            },
        },
        Card {
            title: "The door in the desert",
            description: "A lone door in its frame stands in an empty desert under a hot white sky. A long line of people of all sizes waits in a queue in front of it, the first one reaching for the handle.",
            clues: ["Everyone wants in", "Patience", "What is behind it?"],
            tags: &["door", "queue"],
            people: true,
            draw: |c| {
                sky(c, "#d8b890", "#f4dcb0", "#fff4d8", 380.0);
                sun(c, 80.0, 90.0, 26.0, "#ffffff");
                for (y, col) in [(380.0, "#e8b880"), (430.0, "#d89a60"), (500.0, "#b87840")] {
                    ground(c, y, 14.0, 4, col, 1.0);
                }
                c.rect(290.0, 290.0, 56.0, 110.0, "#5a3a24", 1.0);
                c.rect(296.0, 296.0, 44.0, 104.0, "#7a5030", 1.0);
                c.circle(334.0, 350.0, 3.0, "#e8c060", 1.0);
                c.path("M290 400l-120 40l56 0l120 -40z", "#6a3a1a", 0.3);
                let poses = [Pose::reach(), Pose::stand().hat(), Pose::stand().hair().dress(12.0, -28.0), Pose::stand().child(), Pose::stand(), Pose::stand().hat(), Pose::stand().dress(12.0, -30.0), Pose::stand()];
                for (i, p) in poses.iter().enumerate() {
                    let t = i as f64;
                    let x = 282.0 - t * 30.0;
                    let y = 402.0 + t * 22.0;
                    let h = 50.0 + t * 9.0;
                    let h = if i == 3 { h * 0.6 } else { h };
                    shadow(c, p, x, y, h, 0.6, 120.0, 0.35, 0.3);
                    person(c, p, x, y, h, "#3a2418", true);
                }
            },
        },
    ]
}
