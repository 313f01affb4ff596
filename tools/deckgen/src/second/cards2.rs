//! Cards 51–100 of the second edition.

use super::figures::*;
use super::paint::*;
use super::things::*;
use super::Card;

pub fn cards() -> Vec<Card> {
    vec![
        Card {
            title: "The balloon seller lifts off",
            description: "In a sunny town square, a balloon seller holds a huge bunch of colourful balloons. The balloons have lifted him so that his feet are just off the cobblestones, one shoe falling. Pigeons watch from the ground.",
            clues: ["Too much of a good thing", "Getting carried away", "Light as air"],
            tags: &["balloons", "pigeons"],
            people: true,
            draw: |c| {
                sky(c, "#5aa0e0", "#a8d4f0", "#f0ecd8", 420.0);
                c.rect(-20.0, 260.0, 140.0, 260.0, "#d8a878", 1.0);
                c.rect(290.0, 230.0, 140.0, 290.0, "#c8b898", 1.0);
                for (x, y) in [(20.0, 300.0), (70.0, 300.0), (20.0, 380.0), (70.0, 380.0), (320.0, 280.0), (370.0, 280.0), (320.0, 360.0), (370.0, 360.0)] {
                    c.rect(x, y, 22.0, 36.0, "#4a5a6a", 1.0);
                }
                ground2(c, 500.0, 0.0, "#b8a898", "#786858");
                let mut d = String::new();
                for r in 0..8 {
                    let y = 505.0 + r as f64 * r as f64 * 1.6;
                    d.push_str(&format!("M-20 {y:.0}h440"));
                }
                c.stroke(&d, "#5a4a3a", 1.0, 0.35);
                let cols = ["#e84a3a", "#f4c030", "#3a8ad8", "#5ac05a", "#e87ab0", "#f08a30", "#8a5ad8"];
                for i in 0..22 {
                    let a = i as f64 * 2.4;
                    let r = (i as f64).sqrt() * 24.0;
                    let (x, y) = (205.0 + a.cos() * r, 170.0 + a.sin() * r * 0.8);
                    let col = cols[i % cols.len()];
                    seg(c, (x, y + 14.0), (205.0, 330.0), "#3a3040", 0.7, 0.6);
                    c.ellipse(x, y, 15.0, 18.0, col, 1.0);
                    c.ellipse(x - 5.0, y - 6.0, 4.0, 5.0, "#ffffff", 0.35);
                }
                person(c, &Pose::arms_up().hat(), 200.0, 470.0, 130.0, "#2a2430", false);
                c.ellipse(200.0, 505.0, 30.0, 6.0, "#000", 0.25);
                c.path("M250 498l14 -3l2 5l-14 2z", "#2a2430", 1.0);
                for x in [80.0, 110.0, 300.0] {
                    c.ellipse(x, 520.0, 9.0, 6.0, "#6a6a78", 1.0);
                    c.circle(x + 7.0, 513.0, 4.0, "#6a6a78", 1.0);
                }
            },
        },
        Card {
            title: "The table for two",
            description: "A small table with a white cloth is set for two in the middle of a wide empty field of tall grass under a pale evening sky. One person sits at it; the other chair is empty, and the tablecloth lifts in the wind.",
            clues: ["Still waiting", "Stood up", "Room for one more"],
            tags: &["table", "empty seat"],
            people: true,
            draw: |c| {
                sky(c, "#7a8ab8", "#d8c0c8", "#f4e4d0", 380.0);
                sky_strokes(c, 8, 80.0, 350.0, "#f8e8e0", 0.4);
                range(c, 390.0, 30.0, "#a8a0b0", 0.6);
                ground2(c, 390.0, 4.0, "#a8a878", "#5a5a3a");
                tufts(c, 140, -10.0, 410.0, 390.0, 600.0, 24.0, "#6a6a40", 0.5);
                table(c, 200.0, 440.0, 480.0, 80.0, "#3a2a24");
                c.path("M160 440h80l6 24q-10 -4 -20 4q-10 -6 -20 0q-10 -6 -20 0q-10 -6 -20 0q-10 -4 -12 -4z", "#f8f4ec", 1.0);
                c.path("M238 442q14 4 26 -4q-6 10 -24 14z", "#f8f4ec", 1.0);
                c.rect(180.0, 432.0, 8.0, 8.0, "#e8e0d8", 1.0);
                c.rect(212.0, 432.0, 8.0, 8.0, "#e8e0d8", 1.0);
                chair(c, 132.0, 482.0, 22.0, "#3a2a24");
                person(c, &Pose::sit_edge().hair(), 128.0, 460.0, 54.0, "#2a2030", false);
                c.add("<g transform=\"translate(536 0) scale(-1 1)\">");
                chair(c, 268.0, 482.0, 22.0, "#3a2a24");
                c.end();
            },
        },
        Card {
            title: "The keyhole in the wall",
            description: "A dark grey stone wall fills the picture. In it is a keyhole as tall as a door, and through it shines a bright summer meadow with flowers. A person stands in front of it, leaning to look through.",
            clues: ["Curiosity", "The way in", "Only a glimpse"],
            tags: &["keyhole", "wall"],
            people: true,
            draw: |c| {
                wash(c, "#3a3a40", 1.0, 1.0);
                stones(c, -10.0, -10.0, 420.0, 620.0, "#1e1e24", 0.6);
                wash(c, "#000", 0.1, 0.5);
                let kh = "M200 150a60 60 0 0 1 34 110l30 200h-128l30 -200a60 60 0 0 1 34 -110z";
                c.clip(kh);
                sky(c, "#5aa8e8", "#b8e0f0", "#f8f4d8", 330.0);
                ground2(c, 330.0, 6.0, "#9ad060", "#4a9030");
                specks(c, 40, 130.0, 270.0, 340.0, 470.0, 2.5, "#ffffff", 0.9);
                specks(c, 20, 130.0, 270.0, 360.0, 470.0, 2.5, "#f0d040", 0.9);
                sun(c, 230.0, 200.0, 14.0, "#fffbe0");
                c.end();
                beam(c, 200.0, 300.0, 200.0, 610.0, 120.0, 300.0, "#fff8d8", 0.3);
                shadow(c, &Pose::stand(), 150.0, 560.0, 110.0, 1.0, 160.0, 0.3, 0.5);
                person(c, &Pose::stand().right_hand((12.0, -70.0), (20.0, -72.0)), 150.0, 560.0, 110.0, "#16141a", false);
            },
        },
        Card {
            title: "The crossroads",
            description: "A flat open plain under a big cloudy sky. Three dirt roads meet and part in three directions. At the crossing stands a wooden signpost with three blank arms, and a traveller with a bag stands beside it, looking at it.",
            clues: ["Choices", "No wrong answer", "Where now?"],
            tags: &["signpost", "crossroads"],
            people: true,
            draw: |c| {
                sky(c, "#5a7aa8", "#a8b8c8", "#e8e0d0", 350.0);
                for (x, y, w) in [(80.0, 120.0, 200.0), (300.0, 80.0, 220.0), (200.0, 230.0, 180.0)] {
                    cloud(c, x, y, w, "#f4f0ec", "#9aa0b0");
                }
                ground2(c, 350.0, 2.0, "#a8a070", "#5a6038");
                c.path("M190 352L212 352L320 600H60Z", "#c8b088", 1.0);
                c.path("M200 420L-20 380V400L190 440Z", "#c8b088", 1.0);
                c.path("M205 420L420 370V392L215 440Z", "#c8b088", 1.0);
                c.rect(196.0, 340.0, 8.0, 120.0, "#4a3020", 1.0);
                c.path("M204 350h50l10 8l-10 8h-50z", "#6a4a30", 1.0);
                c.path("M196 376h-50l-10 8l10 8h50z", "#6a4a30", 1.0);
                c.path("M204 398h40l8 6l-8 6h-40z", "#6a4a30", 1.0);
                shadow(c, &Pose::stand().hat(), 250.0, 470.0, 70.0, 1.2, 130.0, 0.4, 0.35);
                person(c, &Pose::stand().hat(), 250.0, 470.0, 70.0, "#2a2028", true);
                c.rect(262.0, 420.0, 14.0, 18.0, "#6a3a2a", 1.0);
            },
        },
        Card {
            title: "The waterfall that falls upwards",
            description: "A tall grey cliff over a dark lake. A waterfall rises from the lake up the cliff and pours off the top into the sky as spray and birds. A small figure sits on a rock in the lake, watching.",
            clues: ["Against the current", "The world upside down", "Rising"],
            tags: &["waterfall", "cliff face"],
            people: true,
            draw: |c| {
                sky(c, "#3a5a7a", "#8aaec0", "#d8e8e8", 600.0);
                poly(c, &[(90.0, 600.0), (110.0, 120.0), (300.0, 100.0), (330.0, 600.0)], "#4a4e58", 1.0);
                poly(c, &[(220.0, 600.0), (240.0, 110.0), (300.0, 100.0), (330.0, 600.0)], "#000", 0.15);
                let g = c.linv(&[(0.0, "#ffffff", 0.9), (1.0, "#8ac0d8", 0.9)]);
                c.path("M170 480L180 110H240L236 480Z", &g, 1.0);
                let mut d = String::new();
                for k in 0..12 {
                    let x = 175.0 + k as f64 * 5.0;
                    d.push_str(&format!("M{x:.0} 470L{:.0} 120", x + 3.0));
                }
                c.stroke(&d, "#ffffff", 1.5, 0.5);
                cloud(c, 210.0, 95.0, 130.0, "#ffffff", "#c8dce8");
                birds(c, 8, 140.0, 300.0, 20.0, 80.0, 12.0, "#ffffff");
                water(c, 470.0, "#3a5a6a", "#0e1a24", "#c8e8f0");
                c.ellipse(205.0, 478.0, 50.0, 8.0, "#ffffff", 0.6);
                c.ellipse(110.0, 540.0, 30.0, 10.0, "#2a2a30", 1.0);
                person(c, &Pose::sit_ground(), 105.0, 536.0, 36.0, "#141418", false);
            },
        },
        Card {
            title: "Two hands and a spark",
            description: "Against a deep dark-blue background, one hand reaches down from the top of the picture and another reaches up from the bottom. Their fingertips almost touch, and a small bright spark glows in the gap.",
            clues: ["The first touch", "Connection", "Almost"],
            tags: &["hand", "spark"],
            people: true,
            draw: |c| {
                sky(c, "#0a0e28", "#1a2450", "#0a0e28", 600.0);
                specks(c, 50, 0.0, 400.0, 0.0, 600.0, 0.7, "#c8d0ff", 0.4);
                hand(c, 230.0, 40.0, 2.4, 170.0, "#d8b8a0", "#6a4a40");
                hand(c, 175.0, 560.0, 2.4, 4.0, "#b08870", "#5a3a30");
                light(c, 205.0, 300.0, 110.0, "#fff0c0", 0.9);
                c.circle(205.0, 300.0, 4.0, "#ffffff", 1.0);
            },
        },
        Card {
            title: "The shadow bird flies",
            description: "In a dim room lit by a lamp, a child seen from behind holds both hands up in front of a bare wall. On the wall, the child's shadow has a bird between its hands, and a second shadow bird has already left and is flying towards the open night window.",
            clues: ["Imagination takes over", "Let it go", "Child's play"],
            tags: &["hand shadows", "bird"],
            people: true,
            draw: |c| {
                room(c, ("#d8b888", "#a88058"), ("#5a3a24", "#2a1a10"), 500.0);
                light(c, 150.0, 330.0, 300.0, "#fff0c0", 0.5);
                window(c, 290.0, 80.0, 90.0, 140.0, "#5a3a24", |c| {
                    sky(c, "#1a2a5a", "#3a4a7a", "#5a5a8a", 220.0);
                    specks(c, 10, 290.0, 380.0, 80.0, 220.0, 0.8, "#ffffff", 0.8);
                });
                c.add("<g opacity=\".5\">");
                person(c, &Pose::arms_up(), 190.0, 560.0, 300.0, "#2a1808", false);
                c.path("M190 250q-40 -40 -90 -40q40 16 56 40q-30 0 -46 12q40 4 80 -12zM190 250q30 -56 90 -60q-30 18 -46 50q24 0 40 10q-46 8 -84 0z", "#2a1808", 1.0);
                bird(c, 290.0, 190.0, 70.0, "#2a1808");
                c.end();
                person(c, &Pose::arms_up().child(), 130.0, 640.0, 170.0, "#1a100a", false);
            },
        },
        Card {
            title: "The diver in the armchair",
            description: "A living room is filled with blue-green water. A deep-sea diver in a round brass helmet sits in a comfortable armchair beside a standard lamp. Small fish swim around the room.",
            clues: ["Making yourself at home", "Out of your depth", "Sunday"],
            tags: &["diver", "armchair"],
            people: true,
            draw: |c| {
                room(c, ("#2a6a78", "#1a4a58"), ("#1a3a40", "#0a1e24"), 440.0);
                beam(c, 280.0, -20.0, 260.0, 450.0, 40.0, 160.0, "#c8fff0", 0.2);
                c.path("M110 450V340q0 -30 30 -30h100q30 0 30 30v110z", "#8a3a30", 1.0);
                c.rect(100.0, 380.0, 200.0, 70.0, "#a84a3a", 1.0);
                c.rect(100.0, 450.0, 200.0, 10.0, "#3a1a14", 1.0);
                person(c, &Pose::sit_edge(), 190.0, 390.0, 90.0, "#9a9488", false);
                c.circle(191.0, 346.0, 18.0, "#d8a848", 1.0);
                c.circle(195.0, 346.0, 9.0, "#2a4a50", 1.0);
                c.circle(186.0, 338.0, 4.0, "#fff0c0", 0.7);
                line(c, &[(180.0, 340.0), (140.0, 280.0), (150.0, 150.0), (130.0, -20.0)], "#3a3a3a", 3.0, 1.0);
                lamp_post(c, 330.0, 450.0, 170.0, "#2a2a2a", "#fff0c0");
                for i in 0..7 {
                    let x = c.r(30.0, 370.0);
                    let y = c.r(60.0, 300.0);
                    fish(c, x, y, 14.0, "#f0a040", i % 2 == 0);
                }
                specks(c, 20, 150.0, 220.0, 120.0, 320.0, 2.0, "#e8ffff", 0.6);
            },
        },
        Card {
            title: "The astronaut on the bench",
            description: "In an ordinary park in autumn, an astronaut in a white spacesuit and helmet sits on a wooden bench, scattering crumbs to a group of pigeons gathered at their feet.",
            clues: ["Far from home", "A normal day off", "Coming back down"],
            tags: &["astronaut", "bench"],
            people: true,
            draw: |c| {
                sky(c, "#8ab0d0", "#d0d8d8", "#f0e8d8", 380.0);
                tree(c, 70.0, 400.0, 200.0, "#3a2418", "#d8802a", "#f8c860", 300.0);
                tree(c, 340.0, 390.0, 170.0, "#3a2418", "#c85a2a", "#f8a860", 300.0);
                ground2(c, 400.0, 4.0, "#7a9a5a", "#3a5a2a");
                specks(c, 30, 0.0, 400.0, 400.0, 600.0, 2.5, "#d8802a", 0.8);
                c.rect(110.0, 440.0, 180.0, 10.0, "#6a4a30", 1.0);
                c.rect(110.0, 410.0, 180.0, 8.0, "#6a4a30", 1.0);
                c.stroke("M120 450v40M280 450v40", "#2a2a2a", 4.0, 1.0);
                let p = Pose::sit_edge().right_hand((8.0, -20.0), (20.0, -12.0));
                person(c, &p, 195.0, 442.0, 110.0, "#eeeeea", false);
                c.circle(196.0, 393.0, 13.0, "#eeeeea", 1.0);
                c.ellipse(199.0, 393.0, 9.0, 7.0, "#2a3a5a", 1.0);
                c.rect(178.0, 410.0, 14.0, 22.0, "#c8c8c4", 1.0);
                for (x, f) in [(250.0, false), (275.0, true), (300.0, false), (236.0, true)] {
                    c.ellipse(x, 505.0, 9.0, 6.0, "#6a6a78", 1.0);
                    c.circle(x + if f { -7.0 } else { 7.0 }, 499.0, 4.0, "#6a6a78", 1.0);
                }
                specks(c, 8, 240.0, 300.0, 500.0, 512.0, 1.0, "#f4e8c8", 1.0);
            },
        },
        Card {
            title: "The child and the small planet",
            description: "On a hilltop at dusk, a small child holds a string. At the other end, floating above like a balloon, is a little ringed planet with pale bands.",
            clues: ["The whole world", "Don't let go", "My own"],
            tags: &["planet"],
            people: true,
            draw: |c| {
                sky(c, "#1a1a4a", "#6a4a8a", "#e8a090", 470.0);
                specks(c, 40, 0.0, 400.0, 0.0, 250.0, 0.8, "#ffffff", 0.6);
                ground2(c, 480.0, 22.0, "#2a2040", "#0e0a18");
                line(c, &[(170.0, 440.0), (190.0, 330.0), (230.0, 210.0)], "#e8e0f0", 1.0, 0.8);
                light(c, 240.0, 180.0, 140.0, "#f8d8b0", 0.4);
                c.ellipse(240.0, 182.0, 70.0, 14.0, "#c8a880", 0.0);
                c.circle(240.0, 180.0, 42.0, "#d8a878", 1.0);
                c.path("M198 170q42 -10 84 4M200 190q40 -6 80 4", "none", 1.0);
                c.stroke("M200 168q40 -8 82 6M199 188q40 -4 82 4", "#a87858", 6.0, 0.6);
                c.path("M240 222a42 42 0 0 0 42 -42a42 42 0 0 1 -42 42z", "#000", 0.2);
                c.stroke("M172 195a70 16 -12 0 0 138 -30", "#f0e0c8", 3.0, 0.9);
                person(c, &Pose::reach().child(), 158.0, 490.0, 60.0, "#0e0a18", false);
            },
        },
        Card {
            title: "Catching letters",
            description: "In an autumn park, envelopes fall from the sky among the falling leaves. A person in a long coat runs with a butterfly net held up towards them; a few letters already lie in the net.",
            clues: ["News from far away", "The one I waited for", "Too many to read"],
            tags: &["letters", "net"],
            people: true,
            draw: |c| {
                sky(c, "#a8b8c8", "#d8ccc0", "#f0dcc0", 420.0);
                tree(c, 340.0, 430.0, 230.0, "#3a2418", "#c86a2a", "#f8b060", 100.0);
                ground2(c, 430.0, 4.0, "#a88a4a", "#5a4020");
                specks(c, 40, 0.0, 400.0, 430.0, 600.0, 3.0, "#c86a2a", 0.8);
                for _ in 0..16 {
                    let x = c.r(20.0, 380.0);
                    let y = c.r(30.0, 380.0);
                    let r = c.r(-30.0, 30.0);
                    at(c, x, y, 1.0, r);
                    c.rect(-10.0, -7.0, 20.0, 14.0, "#f8f4ec", 1.0);
                    c.stroke("M-10 -7l10 8l10 -8", "#a89880", 1.0, 1.0);
                    c.end();
                }
                person(c, &Pose::run().dress(14.0, -30.0), 150.0, 520.0, 100.0, "#2a2028", false);
                line(c, &[(170.0, 442.0), (200.0, 400.0), (230.0, 350.0)], "#4a3020", 2.5, 1.0);
                c.ellipse(246.0, 330.0, 24.0, 18.0, "#f8f4ec", 0.35);
                c.stroke("M222 330a24 18 0 1 0 48 0a24 18 0 1 0 -48 0", "#4a3020", 2.0, 1.0);
            },
        },
        Card {
            title: "The sandcastle with lights",
            description: "On a beach at dusk, a child kneels beside a large sandcastle. Its tiny windows are lit from inside, and in one tower window stands a very small figure waving back at the child.",
            clues: ["Someone lives there", "Before the tide comes", "Make-believe"],
            tags: &["sandcastle"],
            people: true,
            draw: |c| {
                sky(c, "#2a3060", "#a87090", "#f0b080", 300.0);
                water(c, 300.0, "#8a7098", "#3a3a5a", "#ffd8b0");
                c.path("M-20 380q200 -30 440 10V620H-20Z", "#c8a070", 1.0);
                c.stroke("M-20 382q200 -30 440 10", "#ffffff", 3.0, 0.5);
                c.path("M150 500V420h20v-20h14v20h24v-20h14v20h20v-40h14v-14h14v14h14v140z", "#b8844c", 1.0);
                c.path("M150 500h140l20 10h-180z", "#a88050", 1.0);
                c.path("M236 500V380h14v-14h14v14h14v134z", "#8a6038", 0.45);
                for (x, y) in [(170.0, 450.0), (200.0, 450.0), (230.0, 450.0), (260.0, 470.0), (280.0, 400.0)] {
                    light(c, x, y, 28.0, "#ffd070", 0.9);
                    c.rect(x - 4.0, y - 6.0, 8.0, 11.0, "#ffe090", 1.0);
                }
                person(c, &Pose::reach().child(), 280.0, 404.0, 9.0, "#3a2418", false);
                person(c, &Pose::kneel().child(), 90.0, 510.0, 80.0, "#2a1a20", false);
            },
        },
        Card {
            title: "The knitted road",
            description: "An old woman sits knitting in a rocking chair on the porch of a small house. The long scarf she knits runs down the steps, across the garden and becomes the road that winds over the hills to the horizon.",
            clues: ["Patience", "Every journey starts at home", "What she made of her life"],
            tags: &["knitting", "winding road"],
            people: true,
            draw: |c| {
                sky(c, "#6a90c0", "#c8d8e0", "#f8ecd0", 330.0);
                range(c, 340.0, 50.0, "#8aa8a0", 0.8);
                ground2(c, 340.0, 16.0, "#8ab860", "#4a7a30");
                line(c, &[(250.0, 340.0), (300.0, 380.0), (200.0, 420.0), (300.0, 480.0), (180.0, 560.0), (120.0, 520.0)], "#c83a3a", 14.0, 1.0);
                line(c, &[(250.0, 340.0), (300.0, 380.0), (200.0, 420.0), (300.0, 480.0), (180.0, 560.0), (120.0, 520.0)], "#f8e0c0", 2.0, 0.5);
                c.rect(-20.0, 420.0, 160.0, 200.0, "#8a6a4a", 1.0);
                c.rect(-20.0, 400.0, 170.0, 20.0, "#5a3a24", 1.0);
                c.rect(-20.0, -20.0, 110.0, 420.0, "#e8dcc8", 1.0);
                c.rect(70.0, -20.0, 20.0, 420.0, "#000", 0.12);
                window(c, 10.0, 200.0, 50.0, 70.0, "#5a3a24", |c| {
                    c.rect(10.0, 200.0, 50.0, 70.0, "#ffd890", 1.0);
                });
                c.stroke("M130 400V180", "#5a3a24", 6.0, 1.0);
                c.rect(-20.0, 170.0, 170.0, 14.0, "#5a3a24", 1.0);
                chair(c, 70.0, 400.0, 24.0, "#3a2418");
                c.stroke("M40 402q30 8 60 0", "#3a2418", 3.0, 1.0);
                person(c, &Pose::sit_edge().hair().dress(10.0, 4.0), 66.0, 376.0, 56.0, "#3a3040", false);
                seg(c, (72.0, 370.0), (90.0, 360.0), "#c8c8c8", 1.2, 1.0);
                line(c, &[(84.0, 372.0), (110.0, 400.0), (120.0, 520.0)], "#c83a3a", 8.0, 1.0);
            },
        },
        Card {
            title: "Watering the light bulb",
            description: "At a sunny window sill, a person tilts a watering can over a flowerpot. Growing out of the pot on a green stem with two leaves is a glowing light bulb, like a flower.",
            clues: ["Growing an idea", "Care", "What feeds the light"],
            tags: &["flowerpot", "watering can"],
            people: true,
            draw: |c| {
                room(c, ("#f0e0c8", "#d8c0a0"), ("#8a6a4a", "#5a4028"), 470.0);
                window(c, 90.0, 60.0, 240.0, 300.0, "#f8f4ec", |c| {
                    sky(c, "#6aa8e0", "#a8d0f0", "#e8f4f8", 360.0);
                    sun(c, 280.0, 120.0, 20.0, "#fffbe0");
                });
                light(c, 200.0, 250.0, 300.0, "#fff8e0", 0.4);
                c.rect(70.0, 360.0, 280.0, 16.0, "#e8dcc8", 1.0);
                c.path("M180 360l-8 -40h56l-8 40z", "#c86a3a", 1.0);
                line(c, &[(200.0, 322.0), (196.0, 280.0), (202.0, 250.0)], "#5a8a3a", 3.0, 1.0);
                c.path("M198 296q-20 -4 -26 -16q18 0 26 12zM199 280q18 -8 26 -2q-12 8 -26 6z", "#5a8a3a", 1.0);
                c.rect(196.0, 242.0, 12.0, 10.0, "#8a8478", 1.0);
                light(c, 202.0, 226.0, 80.0, "#ffe080", 0.8);
                c.ellipse(202.0, 226.0, 14.0, 18.0, "#fff4c0", 1.0);
                person(c, &Pose::stand().right_hand((14.0, -66.0), (26.0, -70.0)).hair(), 320.0, 560.0, 190.0, "#3a3040", true);
                c.path("M268 430h34v30h-34zM268 434l-30 -20l4 -4l28 16z", "#6a8a9a", 1.0);
            },
        },
        Card {
            title: "Carrying the door",
            description: "Under a hot white sun, a lone traveller crosses a wide desert bent forward, carrying a heavy wooden door strapped to their back. Their footprints trail behind them over the dunes.",
            clues: ["Taking home with you", "A heavy burden", "Always a way out"],
            tags: &["door", "desert walk"],
            people: true,
            draw: |c| {
                sky(c, "#e8d0a8", "#f8e4c0", "#fff4e0", 380.0);
                sun(c, 300.0, 80.0, 30.0, "#ffffff");
                for (y, col) in [(380.0, "#e8b880"), (440.0, "#d89a60"), (520.0, "#c88448")] {
                    ground(c, y, 16.0, 4, col, 1.0);
                }
                for i in 0..12 {
                    let t = i as f64 / 11.0;
                    let x = 60.0 + t * 130.0;
                    let y = 420.0 + t * 100.0 + if i % 2 == 0 { 4.0 } else { -4.0 };
                    c.ellipse(x, y, 3.0 + t * 3.0, 1.5 + t, "#8a5a30", 0.6);
                }
                let p = Pose::walk().left_hand((-4.0, -64.0), (2.0, -72.0));
                shadow(c, &p, 230.0, 530.0, 100.0, 0.6, 150.0, 0.35, 0.35);
                at(c, 220.0, 440.0, 1.0, 12.0);
                c.rect(-34.0, -70.0, 50.0, 110.0, "#6a4424", 1.0);
                c.rect(-28.0, -64.0, 38.0, 40.0, "#8a5a30", 1.0);
                c.rect(-28.0, -18.0, 38.0, 52.0, "#8a5a30", 1.0);
                c.circle(4.0, -10.0, 2.5, "#e8c060", 1.0);
                c.end();
                person(c, &p, 230.0, 530.0, 100.0, "#2a1a14", false);
            },
        },
        Card {
            title: "Into the painting",
            description: "An empty gallery with a polished floor. On the wall hangs a framed painting of a stormy sea; a person's legs stick out of the painting as they dive into it, and a splash of real water drips from the frame onto the floor.",
            clues: ["Losing yourself in it", "Escape", "Dive in"],
            tags: &["painting", "gallery"],
            people: true,
            draw: |c| {
                room(c, ("#e8e4dc", "#c8c0b4"), ("#8a7a6a", "#4a3e34"), 470.0);
                light(c, 200.0, 60.0, 300.0, "#fffaf0", 0.4);
                c.rect(80.0, 130.0, 240.0, 190.0, "#b8902a", 1.0);
                framed(c, 92.0, 142.0, 216.0, 166.0, "#b8902a", false, |c| {
                    sky(c, "#3a4a6a", "#6a7a8a", "#9aa0a8", 230.0);
                    water(c, 230.0, "#3a5a6a", "#1a2a3a", "#e8f0f8");
                    c.path("M92 260q40 -40 80 0q30 -30 60 0q30 -30 76 0V310H92Z", "#2a4a5a", 1.0);
                    c.stroke("M92 262q40 -40 80 0q30 -30 60 0", "#ffffff", 3.0, 0.7);
                });
                c.path("M184 250L170 160L186 150L196 246Z", "#2a2430", 1.0);
                c.path("M206 252L220 150L236 156L214 256Z", "#2a2430", 1.0);
                c.ellipse(200.0, 250.0, 30.0, 8.0, "#ffffff", 0.8);
                c.stroke("M150 320q-2 40 4 60M250 320q2 50 -4 90", "#6a9ab8", 3.0, 0.7);
                c.ellipse(240.0, 480.0, 50.0, 8.0, "#6a9ab8", 0.4);
            },
        },
        Card {
            title: "The mountain of books",
            description: "A steep mountain made entirely of stacked books rises into a blue sky with clouds at its waist. A tiny climber with a rope stands at its summit and plants a small red flag.",
            clues: ["Knowledge is a climb", "Finally finished", "On top of it all"],
            tags: &["books", "flag"],
            people: true,
            draw: |c| {
                sky(c, "#3a7ac8", "#8ac0e8", "#e0f0f8", 600.0);
                let cols = ["#a83a2a", "#2a5a8a", "#d8a03a", "#3a7a4a", "#6a3a6a", "#e8dcc8", "#8a5a3a"];
                let mut y = 600.0;
                let mut w = 380.0;
                let mut i = 0;
                while w > 20.0 {
                    let h = c.r(9.0, 16.0);
                    let x = 200.0 - w / 2.0 + c.r(-8.0, 8.0);
                    c.rect(x, y - h, w, h, cols[i % cols.len()], 1.0);
                    c.rect(x, y - h, w, 2.0, "#ffffff", 0.25);
                    y -= h;
                    w -= c.r(4.0, 12.0);
                    i += 1;
                }
                c.path("M200 600V100L400 600Z", "#000", 0.15);
                for (x, yy) in [(90.0, 330.0), (310.0, 360.0)] {
                    cloud(c, x, yy, 180.0, "#ffffff", "#c8d8e8");
                }
                person(c, &Pose::reach(), 198.0, y, 30.0, "#1a1420", false);
                seg(c, (202.0, y - 28.0), (202.0, y - 54.0), "#1a1420", 1.2, 1.0);
                c.path(&format!("M202 {:.0}h14l-4 5l4 5h-14z", y - 54.0), "#e02a2a", 1.0);
            },
        },
        Card {
            title: "The sleepwalker on the roofs",
            description: "At night, a person in a long white nightgown walks along the narrow ridge of a roof high above a sleeping town, eyes closed and arms held out in front. A black cat follows behind them on the ridge.",
            clues: ["Not awake yet", "Trust your feet", "The night walk"],
            tags: &["sleepwalker", "chimneys"],
            people: true,
            draw: |c| {
                sky(c, "#0a1030", "#1e2a5a", "#3a4a7a", 600.0);
                specks(c, 50, 0.0, 400.0, 0.0, 300.0, 0.8, "#ffffff", 0.6);
                crate::scenes::city(c, 560.0, "#141a34", "#ffd080");
                poly(c, &[(-20.0, 600.0), (-20.0, 460.0), (420.0, 440.0), (420.0, 600.0)], "#1e1a2a", 1.0);
                c.rect(-20.0, 446.0, 440.0, 16.0, "#2a2436", 1.0);
                for x in [60.0, 330.0] {
                    c.rect(x, 400.0, 24.0, 50.0, "#2a2436", 1.0);
                }
                person(c, &Pose::walk().dress(14.0, -20.0).right_hand((16.0, -78.0), (30.0, -78.0)).left_hand((6.0, -76.0), (22.0, -76.0)), 220.0, 450.0, 70.0, "#e8e4f0", false);
                blob(c, &[(130.0, 448.0), (132.0, 438.0), (150.0, 434.0), (156.0, 448.0)], "#05050a", 1.0);
                c.circle(156.0, 436.0, 6.0, "#05050a", 1.0);
                line(c, &[(130.0, 444.0), (120.0, 430.0), (124.0, 420.0)], "#05050a", 2.5, 1.0);
            },
        },
        Card {
            title: "The other reflection",
            description: "A grey city pavement after rain. A tired adult in a coat stands at the edge of a puddle, looking down. In the puddle the reflection is of a small child holding a red balloon, in sunshine.",
            clues: ["Who I used to be", "Still in there", "The other side of the day"],
            tags: &["puddle", "red balloon"],
            people: true,
            draw: |c| {
                sky(c, "#7a8088", "#9aa0a8", "#b8bcc0", 330.0);
                c.rect(-20.0, 120.0, 150.0, 220.0, "#5a5e68", 1.0);
                c.rect(280.0, 80.0, 150.0, 260.0, "#4a4e58", 1.0);
                ground2(c, 330.0, 0.0, "#6a6e74", "#3a3e44");
                c.ellipse(200.0, 480.0, 150.0, 50.0, "#a8b8c8", 1.0);
                c.clip("M50 480a150 50 0 1 0 300 0a150 50 0 1 0 -300 0");
                c.rect(40.0, 420.0, 320.0, 120.0, "#8ac8f0", 1.0);
                light(c, 280.0, 520.0, 120.0, "#fff8d0", 0.6);
                c.add("<g transform=\"translate(0 872) scale(1 -1)\">");
                person(c, &Pose::reach().child(), 200.0, 436.0, 56.0, "#3a3040", false);
                balloon(c, 216.0, 350.0, 13.0, 34.0, "#e02a2a");
                c.end();
                c.end();
                person(c, &Pose::stand().dress(14.0, -24.0), 200.0, 430.0, 120.0, "#2a2a30", false);
            },
        },
        Card {
            title: "The sun in the cage",
            description: "A person in a dark coat stands on a grey hill under an overcast sky, holding up an old-fashioned birdcage. Inside the cage is a small glowing sun, which lights the person's hat and shoulders.",
            clues: ["Keeping the light for myself", "A strange pet", "Warmth I carry"],
            tags: &["birdcage", "sun"],
            people: true,
            draw: |c| {
                sky(c, "#8a98a8", "#c8c8c8", "#e8e0d8", 460.0);
                sky_strokes(c, 10, 0.0, 400.0, "#f0f0f0", 0.3);
                ground2(c, 470.0, 20.0, "#7a7a70", "#3a3a34");
                person(c, &Pose::stand().hat().dress(16.0, -24.0).right_hand((18.0, -74.0), (26.0, -92.0)), 160.0, 560.0, 200.0, "#1e1e24", false);
                c.stroke("M184 375q26 -40 52 0", "#3a3a40", 3.0, 1.0);
                c.path("M176 470V390q34 -40 68 0V470z", "#ffffff", 0.12);
                let mut d = String::from("M176 470V390q34 -40 68 0V470z");
                for k in 1..6 {
                    let x = 176.0 + k as f64 * 11.3;
                    d.push_str(&format!("M{x:.0} 470V{:.0}", 388.0 - (k as f64 - 3.0).abs() * -2.0 - 14.0));
                }
                c.stroke(&d, "#3a3a40", 2.0, 1.0);
                c.rect(170.0, 466.0, 80.0, 8.0, "#3a3a40", 1.0);
                light(c, 210.0, 430.0, 150.0, "#ffd870", 0.7);
                c.circle(210.0, 432.0, 16.0, "#fff0a8", 1.0);
            },
        },
        Card {
            title: "Catching the falling stars",
            description: "On a dark hill at night, a child holds an open umbrella upside down like a bowl. Falling stars drop into it and glow inside. A few have missed and lie sparkling in the grass.",
            clues: ["Collecting wishes", "Doing it differently", "Everything falls into place"],
            tags: &["umbrella", "falling stars"],
            people: true,
            draw: |c| {
                sky(c, "#060820", "#1a1e4a", "#34306a", 470.0);
                specks(c, 60, 0.0, 400.0, 0.0, 400.0, 0.8, "#ffffff", 0.6);
                let mut d = String::new();
                for _ in 0..8 {
                    let x = c.r(120.0, 320.0);
                    let y = c.r(40.0, 300.0);
                    d.push_str(&format!("M{x:.0} {y:.0}l-8 24"));
                }
                c.stroke(&d, "#fff0c0", 1.8, 0.8);
                ground2(c, 480.0, 14.0, "#1a1a30", "#08080e");
                specks(c, 8, 60.0, 340.0, 490.0, 560.0, 2.2, "#fff0c0", 0.9);
                person(c, &Pose::arms_up().child(), 200.0, 540.0, 80.0, "#0a0a14", false);
                at(c, 200.0, 420.0, 1.0, 180.0);
                umbrella(c, 0.0, 0.0, 44.0, "#2a4a8a", "#0a0a14", 40.0);
                c.end();
                light(c, 200.0, 405.0, 80.0, "#fff0b0", 0.8);
                specks(c, 14, 170.0, 230.0, 400.0, 420.0, 2.2, "#fff8d8", 1.0);
            },
        },
        Card {
            title: "The game on the cliff",
            description: "On a grassy clifftop above a misty sea, two people sit facing each other at a small table with a chessboard. Around them on the grass stand giant chess pieces, taller than they are.",
            clues: ["Thinking ahead", "A game that never ends", "Your move"],
            tags: &["chess"],
            people: true,
            draw: |c| {
                sky(c, "#5a6a8a", "#a8b0c0", "#e0dcd8", 380.0);
                water(c, 380.0, "#8a98a8", "#4a5a6a", "#ffffff");
                mist(c, 380.0, 80.0, "#f0f0f0", 0.7);
                poly(c, &[(-20.0, 440.0), (330.0, 430.0), (360.0, 460.0), (380.0, 620.0), (-20.0, 620.0)], "#5a7a4a", 1.0);
                for (x, h, col, king) in [(50.0, 150.0, "#f0ece4", true), (320.0, 120.0, "#1e1a1a", false), (110.0, 96.0, "#1e1a1a", false)] {
                    let s = h / 100.0;
                    at(c, x, 472.0, s, 0.0);
                    c.path("M-24 0h48l-4 -10h-40zM-16 -10l6 -50h20l6 50zM-16 -60h32v-6h-32z", col, 1.0);
                    c.circle(0.0, -78.0, 14.0, col, 1.0);
                    if king {
                        c.stroke("M0 -92v-18M-7 -103h14", col, 5.0, 1.0);
                    }
                    c.path("M2 -10l4 -50h8l6 50z", "#000", 0.18);
                    c.end();
                }
                table(c, 205.0, 494.0, 530.0, 50.0, "#3a2a20");
                c.rect(190.0, 488.0, 30.0, 6.0, "#e8e0d8", 1.0);
                person(c, &Pose::sit_edge(), 160.0, 510.0, 50.0, "#2a2028", false);
                person(c, &Pose::sit_edge().hat(), 250.0, 510.0, 50.0, "#2a2028", true);
            },
        },
        Card {
            title: "The key in the tree",
            description: "In a quiet wood, a person turns a large old iron key in a keyhole set into the trunk of a huge tree. Warm light leaks out around a door-shaped crack in the bark.",
            clues: ["The secret entrance", "Unlocking nature", "Home at last"],
            tags: &["key", "old tree"],
            people: true,
            draw: |c| {
                sky(c, "#2a3a2a", "#5a7a4a", "#a8c088", 600.0);
                for _ in 0..6 {
                    let x = c.r(-10.0, 410.0);
                    c.rect(x, -10.0, 14.0, 620.0, "#3a4a34", 0.6);
                }
                ground2(c, 520.0, 6.0, "#3a4a24", "#141a0e");
                c.path("M120 540q20 -60 10 -200q-10 -160 -40 -360h240q-30 200 -40 360q-10 140 10 200z", "#4a3a2a", 1.0);
                c.path("M250 540q-10 -80 0 -200q10 -160 40 -360h30q-30 200 -40 360q-10 140 10 200z", "#000", 0.2);
                c.path("M170 520V420q30 -40 60 0V520z", "#2a1a10", 1.0);
                c.stroke("M170 520V420q30 -40 60 0V520", "#ffd070", 2.5, 0.9);
                light(c, 200.0, 460.0, 120.0, "#ffc860", 0.45);
                c.circle(222.0, 470.0, 4.0, "#1a0e06", 1.0);
                c.stroke("M224 470h30m0 0a8 8 0 1 0 16 0a8 8 0 1 0 -16 0", "#2a2a2a", 3.0, 1.0);
                person(c, &Pose::point(), 250.0, 540.0, 84.0, "#0e120a", true);
            },
        },
        Card {
            title: "The house on stilts",
            description: "A small house on very tall wooden stilts stands alone in a flat grey sea, a long narrow jetty leading to it. A postman on a bicycle rides along the jetty with a letter held high.",
            clues: ["Word from the world", "Remote", "Special delivery"],
            tags: &["stilt house", "bicycle"],
            people: true,
            draw: |c| {
                sky(c, "#8a9aa8", "#b8c0c8", "#dcdcd8", 400.0);
                water(c, 400.0, "#8a98a0", "#3a4850", "#ffffff");
                c.stroke("M250 400V200M290 400V200M270 410V200", "#3a2e28", 4.0, 1.0);
                house(c, 270.0, 200.0, 80.0, 50.0, "#c8b8a0", "#5a3a2a", Some("#ffd890"));
                c.rect(-20.0, 470.0, 300.0, 6.0, "#4a3a30", 1.0);
                c.stroke("M20 476v40M80 476v40M140 476v40M200 476v40", "#3a2e28", 3.0, 1.0);
                line(c, &[(250.0, 472.0), (262.0, 400.0)], "#4a3a30", 4.0, 1.0);
                c.stroke("M70 468a12 12 0 1 0 0.1 0M120 468a12 12 0 1 0 0.1 0", "#1a1418", 2.0, 1.0);
                c.stroke("M70 468l20 -22h24l6 22M90 446l-4 -6", "#1a1418", 2.0, 1.0);
                person(c, &Pose::sit_edge().hat().right_hand((8.0, -50.0), (14.0, -66.0)), 92.0, 446.0, 44.0, "#1a1418", false);
                c.rect(98.0, 406.0, 12.0, 8.0, "#ffffff", 1.0);
            },
        },
        Card {
            title: "The last leaf",
            description: "In a grey autumn garden, a bare tree has only one red leaf left on its branches. An old man sits on a bench beneath it, looking up at the leaf, his hat on his knee.",
            clues: ["Hanging on", "The end of something", "Hope"],
            tags: &["leaf", "garden bench"],
            people: true,
            draw: |c| {
                sky(c, "#8a8a98", "#b8b4b8", "#d8d0c8", 460.0);
                ground2(c, 470.0, 4.0, "#6a6050", "#3a3028");
                let br = [
                    [(250.0, 480.0), (255.0, 330.0), (240.0, 220.0)],
                    [(250.0, 330.0), (310.0, 260.0), (360.0, 200.0)],
                    [(245.0, 260.0), (190.0, 180.0), (150.0, 140.0)],
                    [(240.0, 220.0), (250.0, 140.0), (280.0, 80.0)],
                    [(310.0, 260.0), (322.0, 220.0), (330.0, 180.0)],
                ];
                for (i, b) in br.iter().enumerate() {
                    line(c, b, "#2a2420", if i == 0 { 18.0 } else { 5.0 }, 1.0);
                }
                c.path("M152 150q-10 6 -6 16q10 -2 6 -16z", "#c8281e", 1.0);
                c.rect(80.0, 490.0, 120.0, 8.0, "#4a3a2a", 1.0);
                c.stroke("M90 498v30M190 498v30", "#2a2420", 3.0, 1.0);
                person(c, &Pose::sit_edge().right_hand((6.0, -20.0), (14.0, -4.0)), 140.0, 492.0, 60.0, "#2a2430", false);
                c.ellipse(158.0, 488.0, 8.0, 3.0, "#2a2430", 1.0);
                c.ellipse(158.0, 485.0, 5.0, 4.0, "#2a2430", 1.0);
            },
        },
        Card {
            title: "The procession of lights",
            description: "Dark rolling hills at night under a deep blue sky. A long line of tiny lanterns winds over the hills and down the valley, each carried by a small dark figure walking in single file.",
            clues: ["Together", "Going home", "A long way to go"],
            tags: &["procession"],
            people: true,
            draw: |c| {
                sky(c, "#060818", "#141c3a", "#2a2a50", 300.0);
                specks(c, 60, 0.0, 400.0, 0.0, 290.0, 0.8, "#ffffff", 0.6);
                let path = [(-20.0, 330.0), (80.0, 320.0), (200.0, 360.0), (330.0, 400.0), (260.0, 460.0), (120.0, 500.0), (200.0, 560.0), (330.0, 600.0)];
                for (y, col) in [(320.0, "#141a30"), (420.0, "#0e1224"), (520.0, "#080a16")] {
                    ground(c, y, 20.0, 4, col, 1.0);
                }
                for i in 0..(path.len() - 1) {
                    let (a, b) = (path[i], path[i + 1]);
                    for k in 0..4 {
                        let t = k as f64 / 4.0;
                        let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
                        let h = 6.0 + (y - 320.0) * 0.06;
                        person(c, &Pose::walk(), x, y, h, "#04050c", b.0 < a.0);
                        light(c, x + h * 0.14, y - h * 0.5, h * 1.6, "#ffc060", 0.8);
                    }
                }
            },
        },
        Card {
            title: "The eye at the aquarium",
            description: "In a dark aquarium hall, a parent and a small child stand in silhouette before a huge glass wall of blue water. Filling the glass is one enormous calm eye of a creature too big to see whole.",
            clues: ["Being watched", "So small", "Who is looking at whom"],
            tags: &["aquarium", "giant eye"],
            people: true,
            draw: |c| {
                wash(c, "#04080e", 1.0, 1.0);
                c.rect(20.0, 40.0, 360.0, 440.0, "#0e5a7a", 1.0);
                let g = c.rad(&[(0.0, "#4ab0c8", 1.0), (1.0, "#0a3a58", 1.0)], 0.5, 0.4, 0.7);
                c.rect(20.0, 40.0, 360.0, 440.0, &g, 1.0);
                beam(c, 120.0, 40.0, 150.0, 480.0, 30.0, 90.0, "#c8f8ff", 0.2);
                c.ellipse(220.0, 250.0, 150.0, 70.0, "#2a4a58", 1.0);
                c.ellipse(220.0, 250.0, 120.0, 50.0, "#c8d8c0", 1.0);
                c.circle(220.0, 250.0, 44.0, "#3a5a3a", 1.0);
                c.circle(220.0, 250.0, 22.0, "#040608", 1.0);
                c.circle(232.0, 238.0, 7.0, "#ffffff", 0.8);
                c.path("M70 230q150 -110 300 0q-150 -90 -300 0z", "#1a3440", 1.0);
                c.rect(10.0, 480.0, 380.0, 10.0, "#04080e", 1.0);
                c.rect(-20.0, 490.0, 440.0, 120.0, "#0a1820", 1.0);
                c.ellipse(200.0, 500.0, 200.0, 20.0, "#4ab0c8", 0.2);
                person(c, &Pose::stand().right_hand((12.0, -60.0), (16.0, -50.0)), 170.0, 560.0, 110.0, "#020406", false);
                person(c, &Pose::point().child(), 200.0, 560.0, 60.0, "#020406", false);
            },
        },
        Card {
            title: "Sailing the wheat",
            description: "A small sailing boat with a white sail glides through a golden wheat field as if it were the sea, leaving a wake of parted stalks. A woman at the tiller shades her eyes; a farmhouse stands on the horizon.",
            clues: ["Going against expectations", "Where the wind takes me", "Harvest voyage"],
            tags: &["sailboat", "golden field"],
            people: true,
            draw: |c| {
                sky(c, "#4a8ad0", "#a8d0f0", "#f8f0d0", 340.0);
                sky_strokes(c, 8, 40.0, 300.0, "#ffffff", 0.4);
                house(c, 330.0, 345.0, 30.0, 20.0, "#e8dcc8", "#8a3a2a", None);
                ground2(c, 345.0, 2.0, "#f0c860", "#a87020");
                tufts(c, 200, -10.0, 410.0, 350.0, 600.0, 20.0, "#fff0a0", 0.5);
                tufts(c, 80, -10.0, 410.0, 420.0, 600.0, 24.0, "#8a5a18", 0.5);
                c.path("M60 520Q150 470 170 450L200 470Q140 510 60 560z", "#c89030", 0.8);
                sailboat(c, 220.0, 460.0, 110.0, "#6a3a24", "#fbf6ec");
                person(c, &Pose::stand().hair().right_hand((12.0, -80.0), (4.0, -88.0)), 180.0, 448.0, 40.0, "#2a2028", false);
            },
        },
        Card {
            title: "Reading under the mushroom",
            description: "Rain pours in a dim forest. Under a giant red-capped mushroom, as big as an umbrella, a person sits cross-legged reading a book, dry. A snail shelters beside them.",
            clues: ["Shelter", "Lost in a story", "A good day for it"],
            tags: &["mushroom", "rain"],
            people: true,
            draw: |c| {
                sky(c, "#2a3a34", "#4a5a50", "#6a7a68", 600.0);
                for _ in 0..6 {
                    let x = c.r(-10.0, 410.0);
                    c.rect(x, -10.0, 12.0, 620.0, "#2a3428", 0.6);
                }
                ground2(c, 500.0, 6.0, "#3a4a2a", "#141a0e");
                let mut d = String::new();
                for _ in 0..70 {
                    let x = c.r(-20.0, 420.0);
                    let y = c.r(-20.0, 600.0);
                    d.push_str(&format!("M{x:.0} {y:.0}l-4 16"));
                }
                c.stroke(&d, "#c8d8d0", 1.2, 0.5);
                c.path("M180 510q-6 -100 10 -190h30q16 90 10 190z", "#e8dcc8", 1.0);
                c.path("M60 330q140 -150 290 0q-140 -30 -290 0z", "#b8281e", 1.0);
                specks(c, 10, 100.0, 300.0, 260.0, 320.0, 5.0, "#f8f0e0", 0.9);
                c.path("M60 330q145 -30 290 0", "none", 1.0);
                c.rect(60.0, 330.0, 290.0, 180.0, "#000", 0.0);
                light(c, 200.0, 440.0, 140.0, "#f8f0c0", 0.2);
                person(c, &Pose::sit_ground(), 120.0, 504.0, 70.0, "#1a1a14", false);
                c.rect(138.0, 468.0, 16.0, 12.0, "#f8f0e0", 1.0);
                c.path("M270 500q0 -16 14 -16q14 0 14 16z", "#a8804a", 1.0);
            },
        },
        Card {
            title: "Pushing the great ball",
            description: "A figure leans with all their weight against an enormous round stone, pushing it up a long bare slope towards the top of a hill. Behind them, the path winds down into the haze.",
            clues: ["Again and again", "Effort", "Almost at the top"],
            tags: &["boulder", "slope"],
            people: true,
            draw: |c| {
                sky(c, "#c8a888", "#e8d0b8", "#f8ecd8", 600.0);
                sun(c, 80.0, 100.0, 20.0, "#fffbf0");
                c.path("M-20 620L-20 560L420 220L420 620Z", "#8a6a4a", 1.0);
                c.path("M-20 620L-20 590L420 260L420 620Z", "#5a4030", 1.0);
                c.circle(262.0, 262.0, 70.0, "#6a6058", 1.0);
                c.path("M262 192a70 70 0 0 1 0 140a90 70 0 0 0 0 -140z", "#000", 0.2);
                let p = Pose::run().right_hand((14.0, -76.0), (28.0, -86.0)).left_hand((10.0, -72.0), (26.0, -80.0));
                at(c, 188.0, 404.0, 1.0, -30.0);
                person(c, &p, 0.0, 0.0, 72.0, "#1a1410", false);
                c.end();
                line(c, &[(-20.0, 520.0), (60.0, 470.0), (120.0, 440.0)], "#b8987a", 3.0, 0.6);
            },
        },
        Card {
            title: "The hole in the sky",
            description: "A clear blue daytime sky with a perfectly round hole in it, through which a dark night full of stars can be seen. A rope hangs down from the hole to a grassy hill where a small figure holds its end.",
            clues: ["A way up", "The other side of the sky", "Pulling at the edges"],
            tags: &["hole in the sky", "rope"],
            people: true,
            draw: |c| {
                sky(c, "#3a80d0", "#88c0f0", "#e8f4f8", 470.0);
                sky_strokes(c, 6, 250.0, 420.0, "#ffffff", 0.5);
                c.circle(240.0, 140.0, 70.0, "#060a24", 1.0);
                c.clip("M170 140a70 70 0 1 0 140 0a70 70 0 1 0 -140 0");
                specks(c, 40, 170.0, 310.0, 70.0, 210.0, 1.0, "#ffffff", 0.9);
                c.end();
                c.stroke("M170 140a70 70 0 1 0 140 0a70 70 0 1 0 -140 0", "#ffffff", 4.0, 0.3);
                line(c, &[(240.0, 200.0), (230.0, 330.0), (190.0, 470.0)], "#6a4a2a", 3.0, 1.0);
                ground2(c, 480.0, 24.0, "#8ac060", "#3a7a30");
                person(c, &Pose::reach(), 175.0, 500.0, 40.0, "#2a2a1a", false);
            },
        },
        Card {
            title: "The zipper in the hill",
            description: "A smooth green hill under a bright afternoon sky. Running down the hill is a giant zip fastener, half open; through the opening the inside of the hill is a dark night full of stars. A person holds the zip's pull with both hands.",
            clues: ["What lies beneath", "Opening up", "The world is a costume"],
            tags: &["zipper"],
            people: true,
            draw: |c| {
                sky(c, "#4a90d8", "#9ac8ec", "#e8f4f0", 300.0);
                sky_strokes(c, 7, 40.0, 260.0, "#ffffff", 0.4);
                ground2(c, 300.0, 30.0, "#8ac860", "#3a7a30");
                c.path("M200 300C160 380 150 480 120 620H300C260 480 240 380 200 300Z", "#060a24", 1.0);
                c.clip("M200 300C160 380 150 480 120 620H300C260 480 240 380 200 300Z");
                specks(c, 50, 110.0, 300.0, 300.0, 620.0, 1.1, "#fff8e0", 0.9);
                c.end();
                let mut d = String::new();
                for k in 0..26 {
                    let t = k as f64 / 25.0;
                    let y = 300.0 + t * 300.0;
                    let half = t * 90.0;
                    d.push_str(&format!("M{:.0} {y:.0}h-7M{:.0} {y:.0}h7", 200.0 - half * 0.9, 200.0 + half * 0.9));
                }
                c.stroke(&d, "#c8c8c0", 3.0, 1.0);
                c.rect(190.0, 296.0, 20.0, 30.0, "#c8c8c0", 1.0);
                person(c, &Pose::stand().right_hand((14.0, -60.0), (4.0, -50.0)).left_hand((-8.0, -62.0), (-2.0, -50.0)), 240.0, 330.0, 60.0, "#1a2a14", true);
            },
        },
        Card {
            title: "The letter for the tree",
            description: "In a green wood, a person slips an envelope into a dark hollow in an old tree trunk, as if into a letterbox. From deep inside the hollow, two round yellow eyes look out.",
            clues: ["Someone will answer", "A secret", "Write to me"],
            tags: &["letters", "tree hollow", "owl"],
            people: true,
            draw: |c| {
                sky(c, "#2a4a30", "#5a8a50", "#b8d890", 600.0);
                for _ in 0..7 {
                    let x = c.r(-10.0, 410.0);
                    c.rect(x, -10.0, 12.0, 620.0, "#3a5a34", 0.5);
                }
                beam(c, 330.0, -20.0, 280.0, 600.0, 30.0, 160.0, "#f8ffd8", 0.25);
                ground2(c, 520.0, 6.0, "#4a6a2a", "#1a2a10");
                c.path("M150 540q20 -80 10 -250q-10 -200 -20 -320h140q-20 120 -30 320q-10 170 10 250z", "#5a4430", 1.0);
                c.ellipse(205.0, 330.0, 22.0, 36.0, "#0a0604", 1.0);
                c.circle(197.0, 322.0, 4.0, "#f8d040", 1.0);
                c.circle(213.0, 322.0, 4.0, "#f8d040", 1.0);
                person(c, &Pose::stand().hair().right_hand((18.0, -66.0), (30.0, -76.0)), 110.0, 530.0, 220.0, "#1a1e14", false);
                at(c, 176.0, 362.0, 1.0, -20.0);
                c.rect(-12.0, -8.0, 24.0, 16.0, "#f8f4ec", 1.0);
                c.end();
            },
        },
        Card {
            title: "The double on the platform",
            description: "A passenger sits at the lit window of a train pulling out of a small night station. On the platform outside stands someone who looks exactly like the passenger, same coat and hat, waving goodbye.",
            clues: ["Leaving myself behind", "Two lives", "Goodbye to who I was"],
            tags: &["train", "double"],
            people: true,
            draw: |c| {
                sky(c, "#0a0e24", "#1e2848", "#3a4060", 340.0);
                c.rect(-20.0, 150.0, 440.0, 230.0, "#3a1e20", 1.0);
                c.rect(-20.0, 150.0, 440.0, 14.0, "#2a1214", 1.0);
                framed(c, 40.0, 190.0, 150.0, 120.0, "#2a1214", false, |c| {
                    c.rect(40.0, 190.0, 150.0, 120.0, "#e8b870", 1.0);
                    person(c, &Pose::sit_edge().hat(), 120.0, 300.0, 80.0, "#3a2418", true);
                });
                framed(c, 230.0, 190.0, 150.0, 120.0, "#2a1214", false, |c| {
                    c.rect(230.0, 190.0, 150.0, 120.0, "#d8a868", 1.0);
                });
                light(c, 200.0, 260.0, 300.0, "#ffc880", 0.3);
                c.rect(-20.0, 380.0, 440.0, 240.0, "#4a4a50", 1.0);
                c.rect(-20.0, 380.0, 440.0, 8.0, "#e8d040", 0.8);
                lamp_post(c, 330.0, 520.0, 150.0, "#1a1a20", "#fff0c0");
                person(c, &Pose::reach().hat().dress(14.0, -24.0), 170.0, 540.0, 120.0, "#141418", false);
            },
        },
        Card {
            title: "The bathtub at sea",
            description: "Far out on a calm open sea under a high blue sky, a white claw-foot bathtub floats. A person lies back in it reading, with a yellow rubber duck on the rim. In the distance, a big ship passes.",
            clues: ["Taking it easy", "Adrift", "Make yourself at home"],
            tags: &["bathtub", "rubber duck"],
            people: true,
            draw: |c| {
                sky(c, "#3a7ad0", "#8ac0ec", "#e0f0f8", 300.0);
                sky_strokes(c, 6, 60.0, 260.0, "#ffffff", 0.4);
                water(c, 300.0, "#4a90c0", "#0a3060", "#ffffff");
                c.rect(300.0, 284.0, 60.0, 14.0, "#3a3a4a", 1.0);
                c.rect(330.0, 270.0, 14.0, 14.0, "#3a3a4a", 1.0);
                at(c, 196.0, 426.0, 1.0, -12.0);
                person(c, &Pose::lie().right_hand((-14.0, -16.0), (4.0, -26.0)), 0.0, 0.0, 120.0, "#3a2a24", false);
                c.end();
                c.path("M80 420h230q0 60 -60 64h-110q-60 -4 -60 -64z", "#f8f8f4", 1.0);
                c.path("M200 420h110q0 60 -60 64h-50z", "#000", 0.1);
                c.rect(72.0, 414.0, 246.0, 10.0, "#ffffff", 1.0);
                c.rect(194.0, 384.0, 20.0, 15.0, "#e84a3a", 1.0);
                c.ellipse(100.0, 410.0, 10.0, 7.0, "#f8d020", 1.0);
                c.circle(106.0, 402.0, 5.0, "#f8d020", 1.0);
                c.ellipse(195.0, 490.0, 130.0, 10.0, "#ffffff", 0.3);
            },
        },
        Card {
            title: "The telephone at the bottom of the sea",
            description: "On the sandy floor of the deep sea stands a red telephone box, its light on inside. The receiver hangs off the hook. Fish swim past and a faint beam of light comes down from far above.",
            clues: ["A call nobody answers", "Out of reach", "Hello?"],
            tags: &["phone box", "fish"],
            people: false,
            draw: |c| {
                sky(c, "#1a7a8a", "#0a3a58", "#041828", 600.0);
                beam(c, 200.0, -20.0, 200.0, 600.0, 30.0, 240.0, "#c8fff0", 0.18);
                ground2(c, 480.0, 10.0, "#2a4a48", "#0a1a1e");
                light(c, 200.0, 380.0, 200.0, "#fff0c0", 0.35);
                c.rect(160.0, 270.0, 80.0, 200.0, "#b8221e", 1.0);
                c.path("M156 274q44 -30 88 0z", "#981a16", 1.0);
                c.rect(172.0, 300.0, 56.0, 150.0, "#fff0c8", 0.85);
                c.stroke("M172 350h56M172 400h56M200 300v150", "#981a16", 4.0, 1.0);
                c.rect(200.0, 270.0, 40.0, 200.0, "#000", 0.15);
                c.stroke("M186 330q-4 40 6 60", "#1a1a1a", 2.0, 1.0);
                for i in 0..5 {
                    let x = c.r(40.0, 360.0);
                    let y = c.r(80.0, 250.0);
                    fish(c, x, y, 22.0, "#f0b040", i % 2 == 0);
                }
                specks(c, 40, 0.0, 400.0, 0.0, 480.0, 1.3, "#d8fff8", 0.5);
            },
        },
        Card {
            title: "The red umbrella",
            description: "A rainy city street seen from high above. Dozens of black umbrellas move along the pavement in the same direction. One single red umbrella goes the other way.",
            clues: ["Against the flow", "Standing out", "The one I'd find anywhere"],
            tags: &["umbrella", "crowd"],
            people: true,
            draw: |c| {
                wash(c, "#4a4e58", 1.0, 1.0);
                c.rect(120.0, -20.0, 170.0, 640.0, "#6a6e78", 1.0);
                let mut d = String::new();
                for k in 0..14 {
                    let y = k as f64 * 46.0;
                    d.push_str(&format!("M120 {y:.0}h170"));
                }
                c.stroke(&d, "#3a3e48", 1.5, 0.5);
                c.stroke("M120 -20v640M290 -20v640", "#2a2e36", 6.0, 1.0);
                let mut i = 0;
                for row in 0..9 {
                    for col in 0..3 {
                        let x = 150.0 + col as f64 * 52.0 + c.r(-10.0, 10.0);
                        let y = 30.0 + row as f64 * 66.0 + c.r(-10.0, 10.0);
                        i += 1;
                        let red = i == 14;
                        let col_ = if red { "#d8281e" } else { "#141418" };
                        c.circle(x, y, 22.0, col_, 1.0);
                        c.stroke(&format!("M{x:.0} {:.0}v44M{:.0} {y:.0}h44M{:.0} {:.0}l30 30M{:.0} {:.0}l-30 30", y - 22.0, x - 22.0, x - 15.0, y - 15.0, x + 15.0, y - 15.0), if red { "#a01a14" } else { "#2e2e36" }, 1.0, 0.8);
                        c.circle(x, y, 2.0, "#888", 1.0);
                        let dy = if red { -30.0 } else { 30.0 };
                        c.ellipse(x, y + dy, 6.0, 3.0, "#3a3e48", 0.5);
                    }
                }
                let mut d = String::new();
                for _ in 0..70 {
                    let x = c.r(-20.0, 420.0);
                    let y = c.r(-20.0, 600.0);
                    d.push_str(&format!("M{x:.0} {y:.0}l-3 12"));
                }
                c.stroke(&d, "#c8d0e0", 1.0, 0.4);
            },
        },
        Card {
            title: "The boy on the sleeping dog",
            description: "In a meadow of tall grass, an enormous shaggy dog lies asleep, its body as big as a hill. A boy sits on its back, reading a book, while a small bird perches on the dog's ear.",
            clues: ["My best friend", "Safe", "Sleeping giant"],
            tags: &["dog", "reading child"],
            people: true,
            draw: |c| {
                sky(c, "#6aa0d8", "#b8d8ec", "#f4f0e0", 380.0);
                sky_strokes(c, 8, 40.0, 330.0, "#ffffff", 0.4);
                ground2(c, 420.0, 6.0, "#9ac870", "#4a8040");
                blob(c, &[(20.0, 480.0), (60.0, 330.0), (200.0, 300.0), (330.0, 340.0), (370.0, 470.0), (200.0, 500.0)], "#b88a5a", 1.0);
                blob(c, &[(280.0, 460.0), (300.0, 380.0), (360.0, 360.0), (400.0, 400.0), (390.0, 470.0)], "#c89a6a", 1.0);
                c.path("M330 380q-30 20 -20 80q20 -20 30 -70z", "#8a5a34", 1.0);
                c.stroke("M360 420q10 4 18 0", "#3a2414", 2.5, 1.0);
                c.circle(396.0, 440.0, 8.0, "#1a100a", 1.0);
                c.stroke("M350 404q10 6 20 0", "#2a1a10", 3.0, 1.0);
                c.path("M310 372q-40 10 -34 70q24 -10 40 -60z", "#7a4a24", 1.0);
                c.ellipse(330.0, 482.0, 30.0, 12.0, "#c89a6a", 1.0);
                c.ellipse(372.0, 486.0, 26.0, 11.0, "#b88a5a", 1.0);
                tufts(c, 60, -10.0, 410.0, 440.0, 600.0, 26.0, "#3a7030", 0.6);
                tufts(c, 40, 30.0, 360.0, 320.0, 470.0, 10.0, "#8a6040", 0.5);
                person(c, &Pose::sit_ground().child(), 160.0, 310.0, 50.0, "#2a2028", false);
                c.rect(176.0, 282.0, 12.0, 9.0, "#f8f4ec", 1.0);
                bird(c, 330.0, 372.0, 12.0, "#2a2028");
            },
        },
        Card {
            title: "The music box in the snow",
            description: "An open wooden music box sits alone in deep snow at dusk. On it a tiny dancer turns on one foot. Small footprints lead away from the box across the snow to the edge of a dark wood.",
            clues: ["The song goes on", "Left behind", "A winter memory"],
            tags: &["music box", "snow"],
            people: true,
            draw: |c| {
                sky(c, "#3a4a7a", "#8a90b8", "#d8d8e8", 360.0);
                for _ in 0..12 {
                    let x = c.r(-10.0, 410.0);
                    let h = c.r(80.0, 140.0);
                    c.path(&format!("M{x:.0} 370l-14 0l14 {:.0}l14 {:.0}z", -h, h), "#1e2438", 0.9);
                }
                ground2(c, 370.0, 6.0, "#e8ecf4", "#a8b0c8");
                specks(c, 60, 0.0, 400.0, 0.0, 600.0, 1.3, "#ffffff", 0.8);
                for i in 0..12 {
                    let t = i as f64 / 11.0;
                    let x = 220.0 + t * 60.0 + if i % 2 == 0 { -4.0 } else { 4.0 };
                    let y = 470.0 - t * 95.0;
                    c.ellipse(x, y, 4.0 - t * 2.0, 2.0 - t, "#6a7090", 0.6);
                }
                c.rect(110.0, 470.0, 110.0, 50.0, "#6a3a24", 1.0);
                poly(c, &[(110.0, 470.0), (120.0, 400.0), (230.0, 400.0), (220.0, 470.0)], "#8a5a34", 1.0);
                poly(c, &[(116.0, 468.0), (124.0, 408.0), (224.0, 408.0), (216.0, 468.0)], "#c8303a", 1.0);
                c.ellipse(165.0, 485.0, 40.0, 8.0, "#3a2014", 1.0);
                light(c, 165.0, 450.0, 80.0, "#ffe0b0", 0.5);
                person(c, &Pose::arms_up().dress(14.0, -34.0).hair(), 165.0, 484.0, 40.0, "#f4e8f0", false);
                c.rect(110.0, 518.0, 110.0, 6.0, "#ffffff", 0.8);
            },
        },
        Card {
            title: "The piano in the flooded room",
            description: "A grand room with tall windows is flooded up to the keys of a black grand piano. A person in evening clothes sits on the piano stool playing, water around their knees, with fish and floating sheet music around them.",
            clues: ["The show must go on", "Drowning it out", "Calm in the flood"],
            tags: &["piano", "flood"],
            people: true,
            draw: |c| {
                room(c, ("#5a6a7a", "#8a9aa0"), ("#2a4a58", "#0a1a28"), 380.0);
                for x in [50.0, 270.0] {
                    window(c, x, 70.0, 80.0, 220.0, "#3a4a58", |c| {
                        sky(c, "#a8c0d0", "#d8e0e0", "#f0f0ec", 290.0);
                    });
                    beam(c, x + 40.0, 180.0, x + 10.0, 420.0, 60.0, 120.0, "#f8fff8", 0.18);
                }
                c.path("M112 360H300Q330 360 338 340Q346 326 334 322Q318 318 312 336Q300 350 280 350H112Z", "#0a0a0e", 1.0);
                poly(c, &[(118.0, 352.0), (250.0, 276.0), (262.0, 282.0), (150.0, 352.0)], "#16161c", 1.0);
                c.rect(108.0, 356.0, 236.0, 22.0, "#0a0a0e", 1.0);
                c.rect(112.0, 360.0, 60.0, 7.0, "#f8f4ec", 1.0);
                c.stroke("M120 378v30M330 378v30", "#0a0a0e", 6.0, 1.0);
                person(c, &Pose::sit_edge().right_hand((10.0, -20.0), (24.0, -24.0)), 80.0, 388.0, 70.0, "#16161c", false);
                water(c, 392.0, "#3a6a80", "#0a2030", "#e8fff8");
                c.rect(-20.0, 392.0, 440.0, 230.0, "#2a5a6a", 0.35);
                for (x, y, r) in [(260.0, 400.0, 10.0), (320.0, 420.0, -20.0), (60.0, 440.0, 14.0)] {
                    at(c, x, y, 1.0, r);
                    c.rect(-12.0, -4.0, 24.0, 8.0, "#f8f4ec", 0.9);
                    c.end();
                }
                fish(c, 200.0, 470.0, 20.0, "#e89a3a", false);
                fish(c, 330.0, 500.0, 16.0, "#e8c03a", true);
            },
        },
        Card {
            title: "Fishing up a house",
            description: "On a misty grey lake, a person standing in a small flat-bottomed punt leans back hard on a fishing rod. On the end of the line, a whole little house with a pointed roof is coming up out of the water, dripping.",
            clues: ["The catch of a lifetime", "Raising the past", "Bigger than expected"],
            tags: &["house", "fishing rod"],
            people: true,
            draw: |c| {
                sky(c, "#8a9098", "#b8bcc0", "#d8d8d8", 340.0);
                range(c, 350.0, 40.0, "#8a9090", 0.5);
                water(c, 350.0, "#8a9a9c", "#3a4a50", "#ffffff");
                mist(c, 360.0, 80.0, "#e8ecec", 0.6);
                house(c, 270.0, 420.0, 80.0, 60.0, "#8a7a6a", "#4a3a34", None);
                c.stroke("M236 420v20M256 420v30M290 420v24M306 420v14", "#c8d8e0", 2.0, 0.7);
                c.ellipse(270.0, 430.0, 70.0, 8.0, "#ffffff", 0.4);
                c.rect(40.0, 480.0, 130.0, 14.0, "#3a2e28", 1.0);
                let p = Pose::stand().right_hand((16.0, -66.0), (26.0, -74.0)).left_hand((4.0, -66.0), (20.0, -70.0));
                at(c, 100.0, 482.0, 1.0, -14.0);
                person(c, &p, 0.0, 0.0, 80.0, "#1e1e22", false);
                c.end();
                line(c, &[(126.0, 420.0), (180.0, 320.0), (230.0, 270.0)], "#1e1e22", 3.0, 1.0);
                line(c, &[(230.0, 270.0), (255.0, 300.0), (270.0, 330.0)], "#1e1e22", 0.8, 1.0);
            },
        },
        Card {
            title: "Paper planes to birds",
            description: "A child leans from a high balcony, throwing white paper planes over a sunny town of red roofs. Near the balcony they are paper; further away, over the roofs, they turn into real white birds flying off.",
            clues: ["Ideas take flight", "Growing up", "Messages to the world"],
            tags: &["paper planes", "balcony"],
            people: true,
            draw: |c| {
                sky(c, "#4a8ad0", "#9ac8ec", "#f0f4e8", 600.0);
                for i in 0..8 {
                    let x = 160.0 + i as f64 * 32.0;
                    let y = 520.0 - (i % 3) as f64 * 20.0;
                    house(c, x, 620.0, 40.0, 120.0 - y * 0.1, "#e8d0b0", "#b84a30", None);
                }
                c.rect(-20.0, 300.0, 150.0, 320.0, "#d8c0a0", 1.0);
                c.rect(-20.0, 380.0, 170.0, 8.0, "#5a4030", 1.0);
                c.stroke("M0 388v40M30 388v40M60 388v40M90 388v40M120 388v40M150 388v40", "#5a4030", 3.0, 1.0);
                c.rect(-20.0, 428.0, 170.0, 6.0, "#5a4030", 1.0);
                person(c, &Pose::point().child(), 70.0, 428.0, 70.0, "#2a2028", false);
                for (i, (x, y)) in [(150.0, 360.0), (200.0, 330.0), (250.0, 300.0), (300.0, 250.0), (340.0, 200.0), (370.0, 150.0)].iter().enumerate() {
                    if i < 3 {
                        c.path(&format!("M{x:.0} {y:.0}l-22 6l8 -8z"), "#ffffff", 1.0);
                        c.path(&format!("M{x:.0} {y:.0}l-14 -4l-8 12z"), "#d8e0e8", 1.0);
                    } else {
                        bird(c, *x, *y, 20.0, "#ffffff");
                    }
                }
            },
        },
        Card {
            title: "Where she walked",
            description: "A woman walks away across a grey, empty plain towards the horizon. Behind her, in each of her footprints, a small bright flower has come up, making a line of colour back to the viewer.",
            clues: ["Leaving something good behind", "Spring follows her", "Every step counts"],
            tags: &["footprints", "flowers"],
            people: true,
            draw: |c| {
                sky(c, "#9aa0b0", "#c8c8c8", "#e8e4dc", 300.0);
                ground2(c, 300.0, 2.0, "#9a9488", "#5a5448");
                person(c, &Pose::walk().dress(12.0, -28.0).hair(), 210.0, 330.0, 36.0, "#2a2830", true);
                let cols = ["#e84a4a", "#f8c040", "#e870b0", "#6aa0f0", "#f89040"];
                for i in 0..14 {
                    let t = i as f64 / 13.0;
                    let y = 345.0 + t * t * 250.0;
                    let x = 205.0 - t * 50.0 + if i % 2 == 0 { -1.0 } else { 1.0 } * (4.0 + 12.0 * t);
                    let s = 2.0 + 9.0 * t;
                    line(c, &[(x, y), (x, y - s * 1.6)], "#4a7a3a", 1.0 + t * 1.5, 1.0);
                    c.circle(x, y - s * 1.8, s * 0.6, cols[i % cols.len()], 1.0);
                    c.circle(x, y - s * 1.8, s * 0.2, "#f8f0a0", 1.0);
                }
            },
        },
        Card {
            title: "The patched balloon",
            description: "A hot-air balloon covered in mismatched patches drifts above a sea of clouds at sunrise. Two small figures stand in its basket, one pointing ahead, the other looking down.",
            clues: ["We made it work", "Adventure", "Not looking back"],
            tags: &["hot-air balloon", "patches"],
            people: true,
            draw: |c| {
                sky(c, "#3a5a9a", "#e8a890", "#ffe8c0", 440.0);
                sun(c, 320.0, 420.0, 30.0, "#fff4d8");
                for (y, col) in [(450.0, "#f8d8d0"), (520.0, "#ffece0")] {
                    for k in 0..4 {
                        cloud(c, -40.0 + k as f64 * 150.0, y, 220.0, col, "#d8b0b8");
                    }
                }
                c.path("M200 60c-90 0 -110 110 -60 170l30 40h60l30 -40c50 -60 30 -170 -60 -170z", "#c85a3a", 1.0);
                for (x, y, w, h, col) in [(150.0, 100.0, 40.0, 50.0, "#e8b040"), (210.0, 90.0, 50.0, 40.0, "#3a7ab0"), (170.0, 170.0, 60.0, 40.0, "#6a9a4a"), (232.0, 160.0, 30.0, 50.0, "#e8dcc8")] {
                    c.rect(x, y, w, h, col, 1.0);
                    c.stroke(&format!("M{x:.0} {y:.0}h{w:.0}v{h:.0}h{:.0}z", -w), "#3a2018", 1.0, 0.6);
                }
                c.path("M200 60c60 0 80 110 40 170l-20 40h-20z", "#000", 0.15);
                c.stroke("M172 270l-4 40M228 270l4 40", "#3a2018", 1.5, 1.0);
                c.rect(164.0, 310.0, 72.0, 34.0, "#6a4424", 1.0);
                person(c, &Pose::point(), 190.0, 326.0, 40.0, "#2a1a18", false);
                person(c, &Pose::stand().hair(), 214.0, 326.0, 38.0, "#2a1a18", true);
                c.rect(164.0, 310.0, 72.0, 34.0, "#6a4424", 0.0);
                c.rect(164.0, 318.0, 72.0, 26.0, "#6a4424", 1.0);
            },
        },
        Card {
            title: "The walker on the wire",
            description: "At sunset, a long row of small birds perches on a telephone wire between two poles. In the middle of the row, a tiny person walks carefully along the same wire with arms out for balance; the birds ignore them.",
            clues: ["Fitting in", "Walking the line", "One of the flock"],
            tags: &["telephone wire", "birds on a wire"],
            people: true,
            draw: |c| {
                sky(c, "#2a2a5a", "#c86a6a", "#f8c070", 600.0);
                sun(c, 290.0, 470.0, 44.0, "#fff0c0");
                range(c, 560.0, 40.0, "#4a2a4a", 0.8);
                c.rect(30.0, 180.0, 10.0, 440.0, "#1a1018", 1.0);
                c.rect(360.0, 160.0, 10.0, 460.0, "#1a1018", 1.0);
                c.stroke("M10 190h40M340 170h40", "#1a1018", 5.0, 1.0);
                line(c, &[(35.0, 190.0), (200.0, 240.0), (365.0, 170.0)], "#1a1018", 1.5, 1.0);
                for i in 0..14 {
                    let t = (i as f64 + 0.5) / 14.0;
                    if (6..8).contains(&i) {
                        continue;
                    }
                    let x = 35.0 + t * 330.0;
                    let y = if x < 200.0 { 190.0 + (x - 35.0) / 165.0 * 45.0 } else { 235.0 - (x - 200.0) / 165.0 * 60.0 };
                    c.ellipse(x, y - 7.0, 6.0, 7.0, "#1a1018", 1.0);
                    c.circle(x + 3.0, y - 15.0, 4.0, "#1a1018", 1.0);
                }
                person(c, &Pose::stand().right_hand((16.0, -78.0), (28.0, -80.0)).left_hand((-16.0, -78.0), (-28.0, -80.0)), 200.0, 238.0, 40.0, "#1a1018", false);
            },
        },
        Card {
            title: "The stairway to nowhere",
            description: "In a flat desert under a pale sky, a spiral staircase of white stone rises high and simply stops in mid-air. A person sits on the top step, looking out at the empty horizon.",
            clues: ["The end of ambition", "A great view", "What now?"],
            tags: &["staircase", "desert"],
            people: true,
            draw: |c| {
                sky(c, "#c8a0a0", "#f0d0b0", "#fff0d8", 460.0);
                for (y, col) in [(460.0, "#e8c098"), (520.0, "#d8a878")] {
                    ground(c, y, 8.0, 4, col, 1.0);
                }
                for k in 0..22 {
                    let t = k as f64 / 21.0;
                    let a = t * 4.0 * std::f64::consts::PI;
                    let x = 200.0 + a.sin() * 40.0;
                    let y = 520.0 - t * 380.0;
                    let shade = if a.cos() > 0.0 { "#f8f4ec" } else { "#c8c0b8" };
                    c.rect(x - 22.0, y - 8.0, 44.0, 10.0, shade, 1.0);
                }
                c.rect(196.0, 130.0, 8.0, 400.0, "#a8a098", 1.0);
                c.path("M200 520l120 20l-60 0z", "#8a6a4a", 0.3);
                person(c, &Pose::sit_edge(), 200.0, 134.0, 34.0, "#2a2028", false);
            },
        },
        Card {
            title: "Inside the hourglass",
            description: "A huge hourglass stands on a dark floor. In its upper glass, a tiny person climbs up the slope of falling sand towards the top, while the sand pours down through the neck beneath them.",
            clues: ["Running out of time", "Against the clock", "Trapped"],
            tags: &["hourglass"],
            people: true,
            draw: |c| {
                wash(c, "#1a1420", 1.0, 1.0);
                light(c, 200.0, 300.0, 300.0, "#c8a060", 0.35);
                c.rect(80.0, 40.0, 240.0, 20.0, "#5a3a24", 1.0);
                c.rect(80.0, 540.0, 240.0, 20.0, "#5a3a24", 1.0);
                c.stroke("M90 60v480M310 60v480", "#3a2418", 6.0, 1.0);
                let glass = "M110 60H290C290 180 210 260 210 300C210 340 290 420 290 540H110C110 420 190 340 190 300C190 260 110 180 110 60Z";
                c.path(glass, "#c8e0f0", 0.15);
                c.path("M150 180H250C240 230 210 270 203 300H197C190 270 160 230 150 180Z", "#e8b868", 1.0);
                c.stroke("M200 300V520", "#e8b868", 2.0, 1.0);
                c.path("M120 540C150 480 180 470 200 470C220 470 250 480 280 540Z", "#e8b868", 1.0);
                c.stroke(glass, "#e8f4ff", 2.0, 0.5);
                at(c, 222.0, 218.0, 1.0, 25.0);
                person(c, &Pose::run(), 0.0, 0.0, 30.0, "#2a1a10", false);
                c.end();
            },
        },
        Card {
            title: "The sleeping giant",
            description: "In a green valley at dawn, a giant lies asleep on their back across the fields, longer than the village beside them is wide. Tiny villagers have pegged ropes over the giant's body; one stands on the giant's chest, looking at the face.",
            clues: ["Let sleeping giants lie", "Small people, big fears", "Before it wakes up"],
            tags: &["giant", "village"],
            people: true,
            draw: |c| {
                sky(c, "#7a8ac0", "#f0b8a8", "#fff0d0", 330.0);
                sun(c, 330.0, 300.0, 22.0, "#fff8e0");
                range(c, 340.0, 50.0, "#8a90a8", 0.7);
                ground2(c, 340.0, 6.0, "#8ab868", "#3a6a30");
                for (i, x) in [250.0, 280.0, 310.0, 340.0].iter().enumerate() {
                    house(c, *x, 372.0 - i as f64 * 3.0, 22.0, 14.0, "#f0e8d8", "#8a3a2a", if i == 2 { Some("#ffd890") } else { None });
                }
                c.path("M296 362v-34l4 -10l4 10v34z", "#f0e8d8", 1.0);
                c.ellipse(200.0, 476.0, 190.0, 16.0, "#1a3014", 0.35);
                let p = Pose::lie().left_hand((-20.0, -2.0), (-6.0, -2.0)).right_hand((-18.0, -9.0), (-2.0, -11.0));
                person(c, &p, 214.0, 470.0, 370.0, "#4a4058", false);
                c.circle(51.0, 444.0, 25.0, "#d8a882", 1.0);
                c.path("M36 436q8 4 14 0", "none", 1.0);
                c.stroke("M40 438q7 4 14 0", "#5a3a2a", 2.0, 1.0);
                c.path("M30 424q10 -26 40 -10q-16 -4 -30 10z", "#3a2a20", 1.0);
                let mut d = String::new();
                for x in [110.0, 180.0, 250.0, 320.0] {
                    d.push_str(&format!("M{:.0} 482Q{:.0} 430 {:.0} 482", x - 30.0, x, x + 30.0));
                }
                c.stroke(&d, "#d8c8a0", 1.5, 0.9);
                person(c, &Pose::point(), 150.0, 446.0, 18.0, "#1e1a20", true);
                for (x, f) in [(30.0, false), (360.0, true), (380.0, true), (96.0, false)] {
                    person(c, &Pose::stand(), x, 500.0, 16.0, "#1e1a20", f);
                }
            },
        },
        Card {
            title: "The lamplighter's star",
            description: "At dusk in a cobbled lane, a lamplighter in a long coat lifts a tall pole to light the last street lamp. In the lamp's glass there is not a flame but a small star, and the lamps behind him are all lit the same way.",
            clues: ["Bringing light", "The night shift", "Small wonders"],
            tags: &["street lamps", "lamplighter"],
            people: true,
            draw: |c| {
                sky(c, "#1a2048", "#4a4a78", "#a8889a", 600.0);
                specks(c, 20, 0.0, 400.0, 0.0, 200.0, 0.8, "#ffffff", 0.6);
                c.rect(-20.0, 180.0, 110.0, 440.0, "#2a2438", 1.0);
                c.rect(320.0, 220.0, 110.0, 400.0, "#2a2438", 1.0);
                ground2(c, 480.0, 0.0, "#4a4454", "#1a1620");
                for (x, y, h) in [(140.0, 470.0, 90.0), (200.0, 465.0, 60.0), (240.0, 462.0, 40.0)] {
                    seg(c, (x, y), (x, y - h), "#141018", 2.0, 1.0);
                    light(c, x, y - h, h * 0.6, "#e8f0ff", 0.8);
                    crate::scenes::sparkle(c, x, y - h, h * 0.08, "#ffffff", 1.0);
                }
                seg(c, (300.0, 560.0), (300.0, 330.0), "#141018", 4.0, 1.0);
                c.rect(290.0, 310.0, 20.0, 24.0, "#3a3448", 1.0);
                light(c, 300.0, 322.0, 60.0, "#e8f0ff", 0.9);
                crate::scenes::sparkle(c, 300.0, 322.0, 8.0, "#ffffff", 1.0);
                person(c, &Pose::reach().hat().dress(14.0, -20.0), 245.0, 570.0, 90.0, "#0e0a12", false);
                seg(c, (260.0, 474.0), (294.0, 338.0), "#3a2a1a", 2.0, 1.0);
            },
        },
    ]
}
