//! Cards 101–150 of the second edition.

// Painters take many plain coordinates; a struct per call would only add noise.
#![allow(clippy::too_many_arguments)]

use super::figures::*;
use super::paint::*;
use super::things::*;
use super::Card;

pub fn cards() -> Vec<Card> {
    vec![
        Card {
            title: "The owl on the gate post",
            description: "A foggy country lane at night. On top of a tall wooden gate post sits a large owl, and its two round eyes shine like small lamps. Beside it, a gate stands half open onto the dark lane.",
            clues: ["Who is watching", "Keeping the night", "Wisdom"],
            tags: &["owl", "fog"],
            people: false,
            draw: |c| {
                sky(c, "#1a2230", "#3a4658", "#5a6474", 600.0);
                for x in [40.0, 330.0] {
                    c.rect(x - 30.0, 200.0, 90.0, 420.0, "#2a303c", 0.6);
                }
                mist(c, 420.0, 300.0, "#8a98a8", 0.5);
                ground2(c, 520.0, 0.0, "#2a3038", "#101418");
                c.path("M170 520L196 520L200 280L176 276Z", "#2a241e", 1.0);
                c.stroke("M200 340l140 -20M200 460l140 -20M210 336l120 110M340 318v140", "#3a3028", 7.0, 1.0);
                c.rect(170.0, 270.0, 64.0, 8.0, "#2a241e", 1.0);
                blob(c, &[(170.0, 272.0), (166.0, 210.0), (184.0, 180.0), (216.0, 180.0), (234.0, 210.0), (230.0, 272.0)], "#2a2420", 1.0);
                c.path("M178 186l-4 -16l14 10zM222 186l4 -16l-14 10z", "#2a2420", 1.0);
                for x in [188.0, 212.0] {
                    light(c, x, 206.0, 26.0, "#fff0a0", 0.9);
                    c.circle(x, 206.0, 7.0, "#fff4b0", 1.0);
                    c.circle(x, 206.0, 3.0, "#1a1410", 1.0);
                }
                c.path("M196 218l4 8l4 -8z", "#c8a040", 1.0);
            },
        },
        Card {
            title: "The stag with a tree for antlers",
            description: "In a misty clearing at dawn, a stag stands still and looks at the viewer. Instead of antlers, a small leafy tree grows from its head, with a bird's nest and two tiny birds in it.",
            clues: ["Carrying life", "Old as the forest", "Growth"],
            tags: &["deer", "nest"],
            people: false,
            draw: |c| {
                sky(c, "#8aa0b0", "#d8d8c8", "#f4ecd8", 600.0);
                for _ in 0..9 {
                    let x = c.r(-10.0, 410.0);
                    c.rect(x, -10.0, 10.0, 620.0, "#6a7a70", 0.4);
                }
                mist(c, 400.0, 260.0, "#f8f4e8", 0.7);
                ground2(c, 500.0, 4.0, "#6a7a4a", "#2a3420");
                c.ellipse(200.0, 420.0, 70.0, 36.0, "#7a5438", 1.0);
                c.stroke("M150 440v70M170 446v66M230 446v66M250 440v70", "#6a4428", 9.0, 1.0);
                c.path("M180 420l6 -90h28l6 90z", "#7a5438", 1.0);
                c.ellipse(200.0, 320.0, 22.0, 30.0, "#8a6040", 1.0);
                c.path("M178 310l-26 -14l22 -6zM222 310l26 -14l-22 -6z", "#7a5438", 1.0);
                c.circle(192.0, 318.0, 2.5, "#140c08", 1.0);
                c.circle(208.0, 318.0, 2.5, "#140c08", 1.0);
                c.ellipse(200.0, 346.0, 8.0, 5.0, "#3a2418", 1.0);
                line(c, &[(196.0, 294.0), (180.0, 250.0), (150.0, 210.0)], "#4a3020", 4.0, 1.0);
                line(c, &[(204.0, 294.0), (220.0, 250.0), (252.0, 212.0)], "#4a3020", 4.0, 1.0);
                for (x, y, r) in [(150.0, 200.0, 40.0), (200.0, 170.0, 50.0), (255.0, 200.0, 40.0), (200.0, 215.0, 34.0)] {
                    c.circle(x, y, r, "#5a8a44", 1.0);
                }
                c.circle(225.0, 160.0, 26.0, "#a8d070", 0.45);
                c.ellipse(200.0, 190.0, 16.0, 6.0, "#6a4a2a", 1.0);
                c.circle(194.0, 184.0, 3.5, "#3a3040", 1.0);
                c.circle(206.0, 184.0, 3.5, "#3a3040", 1.0);
            },
        },
        Card {
            title: "The ocean in the fishbowl",
            description: "A round glass fishbowl stands on a window sill. Inside it is a whole ocean: a horizon, waves and a tiny ship under a sunset. Outside the window, a grey city of tall buildings.",
            clues: ["A world of my own", "Longing", "Small escape"],
            tags: &["fishbowl", "ship"],
            people: false,
            draw: |c| {
                room(c, ("#8a8a90", "#6a6a70"), ("#4a4038", "#2a221c"), 470.0);
                window(c, 50.0, 40.0, 300.0, 380.0, "#e8e4dc", |c| {
                    sky(c, "#9aa0a8", "#b8bcc0", "#c8c8c8", 420.0);
                    for (x, w, h) in [(60.0, 50.0, 260.0), (120.0, 70.0, 200.0), (200.0, 60.0, 300.0), (270.0, 80.0, 230.0)] {
                        c.rect(x, 420.0 - h, w, h, "#6a6e78", 1.0);
                    }
                });
                c.rect(30.0, 420.0, 340.0, 20.0, "#e8e4dc", 1.0);
                c.clip("M120 340a80 80 0 1 0 160 0a80 80 0 1 0 -160 0");
                sky(c, "#3a3a7a", "#e07a6a", "#f8c080", 340.0);
                sun(c, 230.0, 335.0, 12.0, "#fff0c0");
                water(c, 340.0, "#7a5a7a", "#1a2a4a", "#ffd8b0");
                sailboat(c, 170.0, 346.0, 16.0, "#1a1418", "#f8e8d8");
                c.end();
                c.circle(200.0, 340.0, 80.0, "#e8f8ff", 0.12);
                c.stroke("M140 300a70 70 0 0 1 40 -30", "#ffffff", 5.0, 0.5);
                c.ellipse(200.0, 262.0, 40.0, 7.0, "#e8f8ff", 0.3);
            },
        },
        Card {
            title: "The paper boat in the city",
            description: "Seen close to the ground, a small folded paper boat floats in a rain puddle on a dark street. The puddle reflects tall buildings and a patch of clear blue sky between them.",
            clues: ["Small journeys", "After the storm", "Childhood"],
            tags: &["paper boat", "puddle"],
            people: false,
            draw: |c| {
                sky(c, "#4a5060", "#6a707a", "#8a8e94", 200.0);
                for (x, w) in [(-20.0, 120.0), (110.0, 90.0), (210.0, 110.0), (330.0, 100.0)] {
                    c.rect(x, 40.0, w - 8.0, 200.0, "#3a3e48", 1.0);
                }
                ground2(c, 240.0, 0.0, "#2a2c32", "#141518");
                c.ellipse(200.0, 420.0, 190.0, 120.0, "#1a1c22", 1.0);
                c.clip("M10 420a190 120 0 1 0 380 0a190 120 0 1 0 -380 0");
                c.rect(0.0, 300.0, 400.0, 240.0, "#5a90c8", 1.0);
                for (x, w) in [(10.0, 110.0), (140.0, 70.0), (250.0, 130.0)] {
                    c.rect(x, 300.0, w, 150.0, "#2a2e38", 1.0);
                }
                c.stroke("M60 440q140 -20 280 0", "#ffffff", 1.5, 0.3);
                c.end();
                c.path("M150 420h110l-20 28h-70z", "#f4f0e8", 1.0);
                c.path("M190 420l16 -50l20 50z", "#e8e4dc", 1.0);
                c.path("M206 370l20 50h-20z", "#000", 0.1);
                c.path("M150 430h110l-10 14h-90z", "#000", 0.08);
            },
        },
        Card {
            title: "Summer in the snow globe",
            description: "On a frosty window sill, with snow falling outside, stands a glass snow globe. Inside it is a bright summer beach with a palm, blue water and a tiny sunbather.",
            clues: ["Someplace warmer", "Holding on to summer", "Upside down world"],
            tags: &["snow globe", "beach"],
            people: true,
            draw: |c| {
                room(c, ("#3a4a6a", "#4a5a78"), ("#e8ecf4", "#a8b0c8"), 470.0);
                window(c, 40.0, 40.0, 320.0, 400.0, "#d8dce8", |c| {
                    sky(c, "#6a7a9a", "#a8b4c8", "#d8e0ec", 440.0);
                    specks(c, 80, 40.0, 360.0, 40.0, 440.0, 2.0, "#ffffff", 0.9);
                });
                c.rect(30.0, 440.0, 340.0, 30.0, "#f0f4fa", 1.0);
                c.path("M150 470l10 -30h80l10 30z", "#5a3a24", 1.0);
                c.clip("M120 360a80 80 0 1 0 160 0a80 80 0 1 0 -160 0");
                sky(c, "#3a9ae0", "#8ad0f0", "#e8f8f8", 370.0);
                sun(c, 240.0, 310.0, 10.0, "#fffbe0");
                water(c, 370.0, "#3ab0c0", "#1a7a90", "#ffffff");
                c.path("M120 420q80 -40 160 -10v40h-160z", "#f8e0a8", 1.0);
                line(c, &[(170.0, 410.0), (165.0, 370.0), (172.0, 340.0)], "#6a4a2a", 3.0, 1.0);
                for a in [-50.0f64, 0.0, 50.0, 100.0] {
                    let r = a.to_radians();
                    line(c, &[(172.0, 340.0), (172.0 + r.sin() * 16.0, 350.0 - r.cos() * 6.0)], "#3a8a3a", 4.0, 1.0);
                }
                at(c, 220.0, 408.0, 1.0, 0.0);
                person(c, &Pose::lie(), 0.0, 0.0, 30.0, "#c86a4a", false);
                c.end();
                c.end();
                c.circle(200.0, 360.0, 80.0, "#e8f8ff", 0.1);
                c.stroke("M140 320a70 70 0 0 1 40 -30", "#ffffff", 5.0, 0.5);
            },
        },
        Card {
            title: "The open cage on the cliff",
            description: "An old-fashioned birdcage with its door wide open stands at the very edge of a grassy cliff above a bright sea. A flock of small birds streams out of it and away over the water.",
            clues: ["Freedom", "Letting go", "The door was always open"],
            tags: &["birdcage", "cliff"],
            people: false,
            draw: |c| {
                sky(c, "#3a80c8", "#90c8ec", "#e8f4f4", 360.0);
                water(c, 360.0, "#3a90b8", "#0a3a60", "#ffffff");
                poly(c, &[(-20.0, 440.0), (230.0, 430.0), (260.0, 470.0), (250.0, 620.0), (-20.0, 620.0)], "#4a7a3a", 1.0);
                tufts(c, 30, 0.0, 250.0, 430.0, 460.0, 16.0, "#8ac060", 0.8);
                c.stroke("M150 435V340q30 -40 60 0V435M160 435V334M170 435V326M180 435V322M190 435V326M200 435V334", "#2a2420", 2.0, 1.0);
                c.rect(144.0, 432.0, 72.0, 8.0, "#2a2420", 1.0);
                c.stroke("M210 400l30 -20v-30", "#2a2420", 2.0, 1.0);
                for i in 0..14 {
                    let t = i as f64 / 13.0;
                    let x = 230.0 + t * 150.0 + c.r(-10.0, 10.0);
                    let y = 370.0 - t * 260.0 + c.r(-20.0, 20.0);
                    bird(c, x, y, 10.0 + t * 10.0, "#2a2a3a");
                }
            },
        },
        Card {
            title: "The bottle on the night beach",
            description: "On a dark beach at night, a glass bottle with a rolled paper inside lies in the wet sand at the edge of the waves, and it glows from within. A small crab has stopped beside it.",
            clues: ["A message from far away", "Hope washes up", "Read me"],
            tags: &["bottle", "crab"],
            people: false,
            draw: |c| {
                sky(c, "#05081a", "#101a3a", "#1e2a50", 330.0);
                specks(c, 70, 0.0, 400.0, 0.0, 320.0, 0.8, "#ffffff", 0.6);
                water(c, 330.0, "#1a2a48", "#0a1428", "#8aa0c8");
                c.path("M-20 440q120 -30 220 -10q120 20 220 -10V620H-20Z", "#3a3448", 1.0);
                c.stroke("M-20 442q120 -30 220 -10q120 20 220 -10", "#c8d8f0", 3.0, 0.5);
                light(c, 200.0, 480.0, 140.0, "#a8f0ff", 0.5);
                at(c, 200.0, 480.0, 1.0, -20.0);
                c.path("M-40 -12h60q10 0 16 6h14v12h-14q-6 6 -16 6h-60q-8 0 -8 -12t8 -12z", "#a8e8e0", 0.75);
                c.rect(-30.0, -6.0, 40.0, 12.0, "#fff8e0", 1.0);
                c.end();
                c.ellipse(290.0, 500.0, 12.0, 7.0, "#c84a2a", 1.0);
                c.stroke("M280 500l-8 -8M300 500l8 -8M282 506l-8 4M298 506l8 4", "#c84a2a", 2.0, 1.0);
            },
        },
        Card {
            title: "The crowned scarecrow",
            description: "In a wheat field at sunset, a ragged scarecrow with outstretched arms wears a small golden crown. Black crows sit on its arms and on the fence, facing it.",
            clues: ["Ruler of nothing", "Respect", "An empty title"],
            tags: &["scarecrow", "crown", "crows"],
            people: false,
            draw: |c| {
                sky(c, "#4a2a4a", "#d86a4a", "#f8c060", 420.0);
                sun(c, 300.0, 400.0, 34.0, "#fff0b0");
                ground2(c, 420.0, 4.0, "#d8a040", "#6a4018");
                tufts(c, 160, -10.0, 410.0, 420.0, 600.0, 24.0, "#f0c860", 0.5);
                c.stroke("M-20 470h440M40 470v40M160 470v40M280 470v40", "#2a1410", 4.0, 1.0);
                seg(c, (200.0, 520.0), (200.0, 210.0), "#3a2014", 6.0, 1.0);
                seg(c, (110.0, 280.0), (290.0, 280.0), "#3a2014", 6.0, 1.0);
                c.path("M170 270h60l10 120h-80z", "#5a3a28", 1.0);
                c.circle(200.0, 238.0, 24.0, "#c8a060", 1.0);
                c.path("M180 218l4 -22l8 12l8 -16l8 16l8 -12l4 22z", "#f8d040", 1.0);
                c.stroke("M110 282l-16 12M290 282l16 12", "#d8b060", 3.0, 1.0);
                for (x, y) in [(130.0, 268.0), (260.0, 268.0), (280.0, 268.0), (60.0, 458.0), (340.0, 458.0)] {
                    c.ellipse(x, y, 7.0, 8.0, "#0e0a0e", 1.0);
                    c.circle(x + 4.0, y - 9.0, 4.5, "#0e0a0e", 1.0);
                    c.path(&format!("M{:.0} {:.0}l6 2l-6 2z", x + 8.0, y - 10.0), "#0e0a0e", 1.0);
                }
            },
        },
        Card {
            title: "The telescope and the window in the sky",
            description: "On a dark hilltop, a brass telescope on a tripod points up at the night sky, where a single lit window hangs among the stars with a curtain half drawn.",
            clues: ["Someone up there", "Curiosity", "Looking for a sign"],
            tags: &["telescope", "floating window"],
            people: false,
            draw: |c| {
                sky(c, "#04061a", "#10183a", "#2a2a50", 480.0);
                specks(c, 100, 0.0, 400.0, 0.0, 460.0, 0.8, "#ffffff", 0.6);
                light(c, 290.0, 140.0, 160.0, "#ffd890", 0.4);
                window(c, 260.0, 100.0, 60.0, 80.0, "#3a2418", |c| {
                    c.rect(260.0, 100.0, 60.0, 80.0, "#ffd890", 1.0);
                    c.path("M260 100h30q-10 40 0 80h-30z", "#c84a3a", 0.8);
                });
                ground2(c, 480.0, 20.0, "#141628", "#06070e");
                c.stroke("M140 470l30 -70l30 70M170 400v70", "#0a0a10", 3.0, 1.0);
                at(c, 170.0, 396.0, 1.0, -40.0);
                c.rect(-10.0, -80.0, 20.0, 100.0, "#b8903a", 1.0);
                c.rect(-7.0, -100.0, 14.0, 24.0, "#8a6a2a", 1.0);
                c.end();
            },
        },
        Card {
            title: "The light at the bottom of the well",
            description: "An old round stone well in a dark field at night. A rope ladder hangs down into it, and from deep inside the well a warm golden light shines up, lighting the rim and the ladder.",
            clues: ["Going down to find it", "Deep inside", "Hidden treasure"],
            tags: &["well", "rope ladder"],
            people: false,
            draw: |c| {
                sky(c, "#080a1a", "#18203a", "#2a3050", 330.0);
                specks(c, 50, 0.0, 400.0, 0.0, 320.0, 0.8, "#ffffff", 0.5);
                ground2(c, 330.0, 8.0, "#1a2018", "#080a08");
                beam(c, 200.0, 400.0, 200.0, -20.0, 100.0, 240.0, "#ffc860", 0.35);
                c.ellipse(200.0, 420.0, 110.0, 34.0, "#5a5048", 1.0);
                c.ellipse(200.0, 418.0, 86.0, 24.0, "#ffd070", 1.0);
                light(c, 200.0, 418.0, 120.0, "#fff0b0", 0.8);
                c.path("M90 420v70q110 40 220 0v-70q-110 40 -220 0z", "#4a4038", 1.0);
                stones(c, 90.0, 430.0, 220.0, 70.0, "#2a2420", 0.5);
                c.stroke("M240 400v-100M280 400v-100M230 300h60", "#2a1e14", 5.0, 1.0);
                let mut d = String::from("M226 330L218 420M244 330L252 420");
                for k in 0..6 {
                    let y = 340.0 + k as f64 * 14.0;
                    d.push_str(&format!("M{:.0} {y:.0}h{:.0}", 225.0 - k as f64, 20.0 + k as f64 * 2.0));
                }
                c.stroke(&d, "#8a6a4a", 2.0, 1.0);
            },
        },
        Card {
            title: "The mask on the path",
            description: "A white theatre mask with empty eyes lies face up among orange autumn leaves on a forest path. The path leads away into a sunlit gap between the trees.",
            clues: ["Dropping the act", "Who was wearing it?", "After the party"],
            tags: &["mask", "autumn leaves"],
            people: false,
            draw: |c| {
                sky(c, "#3a2a1a", "#8a5a2a", "#f0c878", 600.0);
                for _ in 0..10 {
                    let x = c.r(-10.0, 410.0);
                    c.rect(x, -10.0, 14.0, 500.0, "#2a1a10", 0.7);
                }
                light(c, 200.0, 300.0, 200.0, "#fff0c0", 0.6);
                ground2(c, 420.0, 6.0, "#8a4a1a", "#3a1a08");
                c.path("M180 420h40l120 200H60Z", "#b88050", 1.0);
                specks(c, 90, 0.0, 400.0, 420.0, 600.0, 4.0, "#e87a2a", 0.8);
                specks(c, 50, 0.0, 400.0, 430.0, 600.0, 4.0, "#c8481a", 0.8);
                at(c, 200.0, 520.0, 1.0, -14.0);
                c.path("M-40 -30q40 -20 80 0q4 50 -40 70q-44 -20 -40 -70z", "#f4f0ec", 1.0);
                c.ellipse(-16.0, -12.0, 10.0, 6.0, "#1a100a", 1.0);
                c.ellipse(16.0, -12.0, 10.0, 6.0, "#1a100a", 1.0);
                c.stroke("M-10 18q10 6 20 0", "#c84a4a", 2.5, 1.0);
                c.end();
            },
        },
        Card {
            title: "The red thread across the valley",
            description: "At night, two small cottages stand on opposite sides of a deep valley, each with one lit window. A single red thread runs from one window to the other, high over the dark valley.",
            clues: ["Bound together", "Far apart, still close", "A message line"],
            tags: &["red thread", "valley"],
            people: false,
            draw: |c| {
                sky(c, "#060a22", "#16204a", "#2a3060", 600.0);
                specks(c, 70, 0.0, 400.0, 0.0, 300.0, 0.8, "#ffffff", 0.6);
                poly(c, &[(-20.0, 620.0), (-20.0, 300.0), (90.0, 290.0), (150.0, 620.0)], "#141a30", 1.0);
                poly(c, &[(420.0, 620.0), (420.0, 260.0), (310.0, 250.0), (250.0, 620.0)], "#141a30", 1.0);
                mist(c, 540.0, 120.0, "#4a5a8a", 0.5);
                house(c, 40.0, 296.0, 60.0, 40.0, "#2a2a40", "#1a1a2a", Some("#ffd070"));
                house(c, 360.0, 256.0, 60.0, 40.0, "#2a2a40", "#1a1a2a", Some("#ffd070"));
                line(c, &[(56.0, 278.0), (200.0, 300.0), (366.0, 238.0)], "#e02a2a", 1.5, 1.0);
            },
        },
        Card {
            title: "The sunflower that turned around",
            description: "A field of tall sunflowers all face the setting sun on the right. One sunflower in the middle has turned the other way and faces the viewer.",
            clues: ["The odd one out", "Looking at you", "Turning away from the light"],
            tags: &["sunflowers"],
            people: false,
            draw: |c| {
                sky(c, "#4a5a9a", "#e89a6a", "#fce0a0", 400.0);
                sun(c, 380.0, 360.0, 30.0, "#fff0c0");
                ground2(c, 420.0, 2.0, "#3a5a2a", "#1a2a10");
                for row in 0..3 {
                    for k in 0..7 {
                        let x = 20.0 + k as f64 * 60.0 + row as f64 * 20.0 + c.r(-8.0, 8.0);
                        let y = 400.0 + row as f64 * 60.0;
                        let s = 0.6 + row as f64 * 0.25;
                        let center = row == 1 && k == 3;
                        seg(c, (x, y + 140.0 * s), (x, y), "#2a4a1a", 4.0 * s, 1.0);
                        if center {
                            for a in 0..14 {
                                let t = a as f64 * std::f64::consts::TAU / 14.0;
                                c.ellipse(x + t.cos() * 20.0 * s, y + t.sin() * 20.0 * s, 10.0 * s, 10.0 * s, "#f8c020", 1.0);
                            }
                            c.circle(x, y, 16.0 * s, "#4a2a10", 1.0);
                        } else {
                            c.ellipse(x + 6.0 * s, y, 10.0 * s, 26.0 * s, "#f8c020", 1.0);
                            c.ellipse(x + 2.0 * s, y, 8.0 * s, 20.0 * s, "#5a3a10", 1.0);
                            c.ellipse(x - 4.0 * s, y, 6.0 * s, 20.0 * s, "#2a4a1a", 1.0);
                        }
                    }
                }
            },
        },
        Card {
            title: "The statue with a nest",
            description: "In an overgrown garden, a weathered stone statue of a woman holds out one open hand. In her palm is a bird's nest with three small birds calling for food, and their parent flying in.",
            clues: ["Patience", "Finding a home in stone", "Still giving"],
            tags: &["statue", "nest"],
            people: true,
            draw: |c| {
                sky(c, "#6a9ac0", "#b8d0d8", "#e8ecdc", 600.0);
                tree(c, 60.0, 560.0, 300.0, "#3a3020", "#4a7a3a", "#a8d070", 300.0);
                tree(c, 360.0, 560.0, 260.0, "#3a3020", "#3a6a34", "#a8d070", 300.0);
                ground2(c, 540.0, 4.0, "#5a7a3a", "#2a3a1a");
                c.rect(140.0, 500.0, 120.0, 50.0, "#9a9890", 1.0);
                let p = Pose::stand().dress(22.0, -2.0).hair().right_hand((20.0, -66.0), (36.0, -70.0));
                person(c, &p, 200.0, 500.0, 240.0, "#b8b4a8", false);
                c.path("M200 500V260h30v240z", "#000", 0.1);
                c.ellipse(284.0, 330.0, 20.0, 8.0, "#6a4a2a", 1.0);
                for x in [276.0, 284.0, 292.0] {
                    c.circle(x, 322.0, 4.0, "#6a5a4a", 1.0);
                    c.path(&format!("M{:.0} 318l2 -6l2 6z", x - 2.0), "#f8c040", 1.0);
                }
                bird(c, 330.0, 270.0, 26.0, "#4a3a30");
                tufts(c, 30, 140.0, 260.0, 490.0, 550.0, 20.0, "#4a6a2a", 0.8);
            },
        },
        Card {
            title: "The unfinished bridge",
            description: "A stone bridge starts from a riverbank and reaches out over a wide river into thick white fog, ending in mid-air halfway across. A lamp hangs on a post at its broken end.",
            clues: ["Halfway there", "Unfinished business", "Trust the fog"],
            tags: &["unfinished bridge"],
            people: false,
            draw: |c| {
                sky(c, "#a8b0b8", "#d0d4d8", "#e8eaea", 400.0);
                water(c, 400.0, "#8a9aa0", "#3a4a50", "#ffffff");
                c.path("M-20 330H260L262 360H-20Z", "#6a645c", 1.0);
                for x in [20.0, 120.0, 220.0] {
                    c.path(&format!("M{:.0} 360h60v120q-30 -90 -60 0z", x), "#6a645c", 1.0);
                    c.path(&format!("M{:.0} 360q30 50 60 0", x), "#3a3630", 0.4);
                }
                c.path("M250 330l20 4l-6 8l6 10l-14 8z", "#6a645c", 1.0);
                mist(c, 360.0, 260.0, "#f4f4f2", 0.9);
                seg(c, (240.0, 330.0), (240.0, 260.0), "#2a2622", 3.0, 1.0);
                light(c, 240.0, 260.0, 70.0, "#ffd890", 0.8);
                c.rect(233.0, 252.0, 14.0, 16.0, "#ffe0a0", 1.0);
                c.rect(-20.0, 320.0, 270.0, 10.0, "#4a443c", 1.0);
            },
        },
        Card {
            title: "The windmill of clouds",
            description: "A white windmill stands on a low green hill. Its four sails are made of soft clouds, turning slowly, and small clouds drift away from it across the blue sky.",
            clues: ["Making the weather", "Turning dreams into work", "Soft power"],
            tags: &["windmill"],
            people: false,
            draw: |c| {
                sky(c, "#4a8ad8", "#9acaf0", "#e8f4f4", 470.0);
                ground2(c, 470.0, 20.0, "#8ac060", "#3a7a30");
                c.path("M170 480l10 -170h40l10 170z", "#f4f0e8", 1.0);
                c.path("M200 480v-170h20l10 170z", "#000", 0.1);
                c.path("M172 312l28 -40l28 40z", "#8a4a34", 1.0);
                c.rect(192.0, 440.0, 16.0, 40.0, "#5a3a24", 1.0);
                let (hx, hy) = (200.0, 296.0);
                for a in [20.0f64, 110.0, 200.0, 290.0] {
                    let r = a.to_radians();
                    let (x, y) = (hx + r.cos() * 110.0, hy + r.sin() * 110.0);
                    seg(c, (hx, hy), (x, y), "#5a3a24", 4.0, 1.0);
                    for k in [0.45, 0.7, 0.95] {
                        c.circle(hx + r.cos() * 110.0 * k, hy + r.sin() * 110.0 * k, 20.0 + k * 6.0, "#ffffff", 0.95);
                    }
                }
                c.circle(hx, hy, 8.0, "#3a2418", 1.0);
                cloud(c, 320.0, 120.0, 60.0, "#ffffff", "#c8d8e8");
                cloud(c, 360.0, 70.0, 40.0, "#ffffff", "#c8d8e8");
            },
        },
        Card {
            title: "The hatched egg",
            description: "On a mossy forest floor lies an enormous broken eggshell, as big as a car, cracked open from the inside. Something large has left it: the ferns around are flattened in a path leading into the dark trees.",
            clues: ["Something new in the world", "Too late to stop it", "Born"],
            tags: &["eggshell"],
            people: false,
            draw: |c| {
                sky(c, "#1a2a1a", "#3a5a34", "#7a9a60", 600.0);
                for _ in 0..8 {
                    let x = c.r(-10.0, 410.0);
                    c.rect(x, -10.0, 16.0, 460.0, "#1a2416", 0.7);
                }
                ground2(c, 430.0, 6.0, "#4a6a2a", "#1a2a10");
                c.path("M180 440L220 430L260 380L300 400L280 600H140L150 470Z", "#3a5a24", 0.8);
                tufts(c, 90, -10.0, 410.0, 430.0, 600.0, 30.0, "#2a4a1a", 0.7);
                c.path("M80 520q0 -110 80 -130l10 20l14 -20l12 26l16 -16l10 20l14 -10q60 40 60 110q0 40 -108 40q-108 0 -108 -40z", "#f0e8d8", 1.0);
                c.path("M200 520q-120 0 -120 -10q10 40 120 40q110 0 120 -40q-10 10 -120 10z", "#c8c0b0", 1.0);
                c.path("M216 420l14 -10q60 40 60 110q0 30 -60 38q40 -40 -14 -138z", "#000", 0.12);
                c.path("M300 560l30 -10l10 16l-30 10z", "#f0e8d8", 1.0);
                light(c, 200.0, 460.0, 160.0, "#f8ffd8", 0.25);
            },
        },
        Card {
            title: "The bench under the candle jar in the snow",
            description: "Snow falls at night on an empty park. From the branch of a bare tree hangs a glass jar with a lit candle inside, and under it stands a bench with a small snow-covered parcel tied with string. No footprints lead to it.",
            clues: ["For whoever comes", "Left in the cold", "A quiet gift"],
            tags: &["bench", "parcel", "jar"],
            people: false,
            draw: |c| {
                sky(c, "#0e1228", "#1e2848", "#3a4260", 600.0);
                ground2(c, 470.0, 4.0, "#c8d0e0", "#7a84a0");
                line(c, &[(330.0, 480.0), (320.0, 300.0), (300.0, 160.0)], "#141828", 14.0, 1.0);
                line(c, &[(322.0, 260.0), (260.0, 240.0), (210.0, 250.0)], "#141828", 5.0, 1.0);
                line(c, &[(310.0, 200.0), (360.0, 150.0)], "#141828", 4.0, 1.0);
                seg(c, (226.0, 246.0), (226.0, 270.0), "#141828", 1.5, 1.0);
                c.rect(216.0, 270.0, 20.0, 26.0, "#d8ecf0", 0.5);
                c.path("M226 292q-4 -8 0 -14q4 6 0 14z", "#ffe8a0", 1.0);
                light(c, 226.0, 283.0, 120.0, "#fff0c8", 0.7);
                beam(c, 226.0, 290.0, 226.0, 480.0, 20.0, 200.0, "#fff4d8", 0.25);
                c.ellipse(230.0, 480.0, 110.0, 16.0, "#fff4e0", 0.4);
                c.rect(120.0, 430.0, 160.0, 8.0, "#3a2a20", 1.0);
                c.rect(120.0, 400.0, 160.0, 8.0, "#3a2a20", 1.0);
                c.stroke("M130 438v36M270 438v36", "#1a1410", 4.0, 1.0);
                c.rect(120.0, 426.0, 160.0, 5.0, "#ffffff", 0.9);
                c.rect(180.0, 408.0, 34.0, 22.0, "#a86a3a", 1.0);
                c.rect(180.0, 404.0, 34.0, 6.0, "#ffffff", 0.9);
                c.stroke("M197 408v22M180 419h34", "#e8d8a0", 1.5, 1.0);
                specks(c, 120, 0.0, 400.0, 0.0, 600.0, 1.6, "#ffffff", 0.85);
            },
        },
        Card {
            title: "The iceberg with a window",
            description: "A tall blue-white iceberg floats in a dark polar sea under a green-tinged night sky. High up in the ice is one small warm lit window, and a thin line of smoke rises from a chimney on top.",
            clues: ["Warm inside", "Cold on the outside", "Someone lives there"],
            tags: &["iceberg", "chimney smoke"],
            people: false,
            draw: |c| {
                sky(c, "#06101e", "#0e2a3a", "#2a5a5a", 400.0);
                c.path("M-20 160q100 -40 200 10t240 -20", "none", 1.0);
                c.stroke("M-20 170q100 -50 200 10t240 -30", "#6af0b0", 30.0, 0.18);
                c.stroke("M-20 200q120 -40 220 0t220 -20", "#8af0d0", 16.0, 0.12);
                specks(c, 60, 0.0, 400.0, 0.0, 380.0, 0.8, "#ffffff", 0.6);
                water(c, 400.0, "#142a3a", "#040a12", "#8ab0c8");
                c.path("M90 400L120 300L160 200L200 150L250 220L290 290L320 400Z", "#d8ecf4", 1.0);
                c.path("M200 150L250 220L290 290L320 400H220Z", "#8ab0c8", 0.6);
                c.path("M60 400h290l-30 120h-220z", "#4a7a90", 0.4);
                light(c, 190.0, 250.0, 60.0, "#ffc870", 0.8);
                c.rect(180.0, 240.0, 20.0, 22.0, "#ffd890", 1.0);
                c.rect(206.0, 150.0, 10.0, 20.0, "#5a4a44", 1.0);
                line(c, &[(211.0, 146.0), (220.0, 110.0), (208.0, 70.0), (222.0, 30.0)], "#c8d0d8", 4.0, 0.5);
            },
        },
        Card {
            title: "The paper crane leaves",
            description: "A folded white paper crane sits on a wooden desk beside an open window. Through the window, a real white crane with wide wings flies away over the roofs at dusk.",
            clues: ["It came true", "Made with care", "Gone"],
            tags: &["paper crane", "desk"],
            people: false,
            draw: |c| {
                room(c, ("#4a3a4a", "#6a5058"), ("#5a3a24", "#3a2214"), 440.0);
                window(c, 90.0, 60.0, 240.0, 300.0, "#e8dcd0", |c| {
                    sky(c, "#3a3a6a", "#c87a7a", "#f8c890", 360.0);
                    for k in 0..6 {
                        let x = 80.0 + k as f64 * 45.0;
                        poly(c, &[(x, 370.0), (x, 320.0), (x + 22.0, 300.0), (x + 44.0, 320.0), (x + 44.0, 370.0)], "#2a1e2a", 1.0);
                    }
                    c.path("M230 150q-30 -30 -60 -10q30 0 50 20q-40 0 -60 20q40 -6 70 -10q30 10 60 0q-30 -6 -40 -20q20 -10 40 -30q-40 10 -60 30z", "#ffffff", 1.0);
                });
                c.rect(40.0, 430.0, 320.0, 16.0, "#7a5030", 1.0);
                c.path("M170 430l30 -30l10 20l40 -30l-20 40z", "#ffffff", 1.0);
                c.path("M200 400l10 20l-30 10z", "#d8d8e0", 1.0);
                light(c, 210.0, 200.0, 300.0, "#ffc890", 0.3);
            },
        },
        Card {
            title: "The feather and the anchor",
            description: "An old brass balance scale stands on a wooden table. On one pan lies a heavy iron anchor; on the other, a single white feather. The feather's side is the one that has sunk down.",
            clues: ["What really matters", "Light but heavy", "Against all odds"],
            tags: &["scales", "feather", "anchor"],
            people: false,
            draw: |c| {
                room(c, ("#2a2a3a", "#4a4050"), ("#5a3a24", "#2a180c"), 470.0);
                light(c, 300.0, 100.0, 400.0, "#ffe8c0", 0.35);
                c.rect(30.0, 470.0, 340.0, 16.0, "#6a4428", 1.0);
                c.stroke("M200 470V180M180 470h40", "#c8a040", 6.0, 1.0);
                c.stroke("M90 150L310 230", "#c8a040", 5.0, 1.0);
                c.circle(200.0, 190.0, 8.0, "#c8a040", 1.0);
                c.stroke("M90 150l-40 90M90 150l40 90M310 230l-40 90M310 230l40 90", "#a88030", 1.0, 1.0);
                c.path("M40 240h100q-10 20 -50 20t-50 -20z", "#c8a040", 1.0);
                c.path("M260 320h100q-10 20 -50 20t-50 -20z", "#c8a040", 1.0);
                c.stroke("M90 200v38M74 210h32M70 226q20 20 40 0", "#3a3a40", 5.0, 1.0);
                c.circle(90.0, 196.0, 5.0, "none", 1.0);
                c.stroke("M90 190a5 5 0 1 0 0.1 0", "#3a3a40", 3.0, 1.0);
                c.path("M280 316q30 -40 60 -30q-20 10 -60 30z", "#ffffff", 1.0);
                c.stroke("M280 318q30 -24 60 -32", "#c8c8c8", 1.0, 1.0);
            },
        },
        Card {
            title: "The galaxy in the cup",
            description: "Seen from above, a white cup of black coffee on a saucer sits on a café table. In the coffee, the swirl of cream forms a spiral galaxy with tiny stars. A spoon lies beside it.",
            clues: ["The universe in small things", "Morning thoughts", "Stir it up"],
            tags: &["coffee cup", "galaxy"],
            people: false,
            draw: |c| {
                wash(c, "#8a5a3a", 1.0, 1.0);
                let mut d = String::new();
                for k in 0..16 {
                    d.push_str(&format!("M-20 {:.0}h440", k as f64 * 40.0));
                }
                c.stroke(&d, "#6a4028", 3.0, 0.4);
                light(c, 120.0, 100.0, 400.0, "#fff0d0", 0.35);
                c.circle(200.0, 300.0, 150.0, "#000", 0.2);
                c.circle(196.0, 296.0, 150.0, "#f4f0ea", 1.0);
                c.circle(196.0, 296.0, 100.0, "#fafaf6", 1.0);
                c.circle(196.0, 296.0, 84.0, "#0a0608", 1.0);
                c.clip("M112 296a84 84 0 1 0 168 0a84 84 0 1 0 -168 0");
                let mut d = String::new();
                for arm in 0..2 {
                    for k in 0..40 {
                        let t = k as f64 / 40.0;
                        let a = arm as f64 * std::f64::consts::PI + t * 5.0;
                        let r = 6.0 + t * 70.0;
                        let (x, y) = (196.0 + a.cos() * r, 296.0 + a.sin() * r * 0.9);
                        d.push_str(&format!("{}{x:.0} {y:.0}", if k == 0 { "M" } else { "L" }));
                    }
                }
                c.stroke(&d, "#e8d8c0", 9.0, 0.35);
                c.stroke(&d, "#ffffff", 2.0, 0.6);
                light(c, 196.0, 296.0, 40.0, "#fff0d0", 0.9);
                specks(c, 60, 120.0, 272.0, 220.0, 372.0, 0.8, "#ffffff", 0.8);
                c.end();
                c.path("M300 430l60 60l8 -4l-60 -62z", "#c8c8c8", 1.0);
                c.ellipse(300.0, 430.0, 14.0, 20.0, "#c8c8c8", 1.0);
            },
        },
        Card {
            title: "The railway into the sea",
            description: "A small empty railway station with one bench and a lamp stands on a beach. Its rails run straight down the sand and on into the sea until they disappear under the calm water towards the horizon.",
            clues: ["The last stop", "Where the line goes", "No return ticket"],
            tags: &["railway", "station"],
            people: false,
            draw: |c| {
                sky(c, "#8a9ac8", "#e8c0c0", "#f8e8d0", 300.0);
                water(c, 300.0, "#8aa0c0", "#2a4a6a", "#ffffff");
                c.path("M-20 450q200 -40 440 -20V620H-20Z", "#e8d0a8", 1.0);
                c.path("M150 620L196 300H204L250 620Z", "#6a5a4a", 0.3);
                let mut d = String::from("M160 620L197 300M240 620L203 300");
                for k in 0..24 {
                    let t = (k as f64 / 24.0).powi(2);
                    let y = 300.0 + t * 320.0;
                    let w = 8.0 + t * 110.0;
                    d.push_str(&format!("M{:.0} {y:.0}h{w:.0}", 200.0 - w / 2.0));
                }
                c.stroke(&d, "#3a2e28", 2.0, 0.9);
                c.rect(280.0, 380.0, 110.0, 70.0, "#c8b8a0", 1.0);
                poly(c, &[(270.0, 380.0), (335.0, 350.0), (400.0, 380.0)], "#6a3a2a", 1.0);
                c.rect(300.0, 400.0, 20.0, 30.0, "#3a3040", 1.0);
                c.rect(330.0, 356.0, 40.0, 14.0, "#f8f4ec", 1.0);
                lamp_post(c, 260.0, 470.0, 100.0, "#2a2428", "#fff0c0");
            },
        },
        Card {
            title: "The tree hanging from a cloud",
            description: "A single white cloud floats over a calm lake. A whole tree hangs upside down from the bottom of the cloud, its roots in the cloud and its leafy crown pointing down towards the water, where it is reflected the right way up.",
            clues: ["Roots in the sky", "The world turned over", "Growing the other way"],
            tags: &["upside-down tree"],
            people: false,
            draw: |c| {
                sky(c, "#5a90d0", "#a8d0ec", "#e8f4f0", 380.0);
                water(c, 380.0, "#6a9ac0", "#1a4a6a", "#ffffff");
                range(c, 382.0, 30.0, "#7aa0a8", 0.7);
                cloud(c, 200.0, 110.0, 220.0, "#ffffff", "#c8d8e8");
                c.add("<g transform=\"translate(0 250) scale(1 -1) translate(0 -250)\">");
                tree(c, 200.0, 380.0, 240.0, "#4a3020", "#4a8a3a", "#a8d880", 300.0);
                c.end();
                c.add("<g opacity=\".35\" transform=\"translate(0 770) scale(1 -1)\">");
                c.add("<g transform=\"translate(0 250) scale(1 -1) translate(0 -250)\">");
                tree(c, 200.0, 380.0, 240.0, "#4a3020", "#4a8a3a", "#a8d880", 300.0);
                c.end();
                c.end();
            },
        },
        Card {
            title: "The chair on the lake",
            description: "A plain wooden chair stands on the flat surface of a still lake at dawn, not sinking. On the chair sits a lit oil lamp. Mist lies on the water and dark pines stand on the far shore.",
            clues: ["Waiting for someone to sit", "Impossible calm", "A place for me"],
            tags: &["chair", "lake"],
            people: false,
            draw: |c| {
                sky(c, "#4a5a7a", "#c8a8a8", "#f0dcc8", 330.0);
                crate::scenes::pines(c, 20, 335.0, (40.0, 90.0), "#1e2430", 1.0);
                water(c, 335.0, "#a8a0b0", "#3a4050", "#ffffff");
                mist(c, 350.0, 80.0, "#f8ecec", 0.8);
                chair(c, 200.0, 470.0, 40.0, "#2a1e18");
                c.add("<g opacity=\".35\" transform=\"translate(0 940) scale(1 -1)\">");
                chair(c, 200.0, 470.0, 40.0, "#2a1e18");
                c.end();
                c.path("M186 430h24l-3 -14h-18z", "#6a4a2a", 1.0);
                c.ellipse(198.0, 408.0, 7.0, 10.0, "#ffe8b0", 1.0);
                light(c, 198.0, 410.0, 90.0, "#ffd890", 0.7);
                glints(c, 198.0, 480.0, 60.0, 30.0, "#ffd890");
            },
        },
        Card {
            title: "The tower without a door",
            description: "A round stone tower covered in ivy stands alone on a rocky hill under a windy sky. It has no door at all, only one small lit window at the very top, and a rope ladder rolled up inside the sill.",
            clues: ["Keeping the world out", "Hard to reach", "Waiting to be let in"],
            tags: &["doorless tower", "ivy"],
            people: false,
            draw: |c| {
                sky(c, "#3a4a6a", "#7a8aa0", "#c8ccd0", 460.0);
                sky_strokes(c, 14, 30.0, 420.0, "#a8b0c0", 0.35);
                ground2(c, 470.0, 30.0, "#4a5040", "#1e2018");
                c.rect(160.0, 120.0, 80.0, 380.0, "#8a8478", 1.0);
                stones(c, 160.0, 120.0, 80.0, 380.0, "#4a4640", 0.4);
                c.rect(205.0, 120.0, 35.0, 380.0, "#000", 0.2);
                poly(c, &[(150.0, 122.0), (200.0, 60.0), (250.0, 122.0)], "#4a3a34", 1.0);
                for _ in 0..40 {
                    let x = c.r(158.0, 242.0);
                    let y = c.r(260.0, 500.0);
                    let r = c.r(4.0, 9.0);
                    c.circle(x, y, r, "#3a5a2a", 0.9);
                }
                light(c, 200.0, 160.0, 70.0, "#ffd070", 0.8);
                c.rect(190.0, 146.0, 20.0, 28.0, "#ffd070", 1.0);
                c.rect(186.0, 172.0, 28.0, 5.0, "#6a5a4a", 1.0);
                c.ellipse(200.0, 170.0, 8.0, 4.0, "#a87a4a", 1.0);
            },
        },
        Card {
            title: "The red shoes at the shore",
            description: "A pair of small red shoes stands neatly side by side at the edge of a calm sea at dawn, the ripples just touching their toes. Nobody is in sight on the long pale beach.",
            clues: ["Gone swimming", "Leaving it all behind", "Who was here?"],
            tags: &["red shoes"],
            people: false,
            draw: |c| {
                sky(c, "#8a9ac8", "#f0c8c0", "#fff0e0", 320.0);
                light(c, 300.0, 320.0, 220.0, "#fff0d8", 0.6);
                water(c, 320.0, "#b8b0c8", "#6a7090", "#ffffff");
                c.path("M-20 430q200 -20 440 10V620H-20Z", "#e8d8c0", 1.0);
                c.path("M-20 430q200 -20 440 10v14q-220 -30 -440 -10z", "#a8b0c8", 0.5);
                for x in [180.0, 214.0] {
                    c.path(&format!("M{x:.0} 480q0 -14 10 -14h10q10 0 12 14z"), "#c8201a", 1.0);
                    c.ellipse(x + 14.0, 470.0, 6.0, 3.0, "#4a0a08", 1.0);
                    c.ellipse(x + 16.0, 482.0, 16.0, 3.0, "#000", 0.2);
                }
            },
        },
        Card {
            title: "The serpent in the lake",
            description: "On a mountain lake at evening, the green coils of a huge sea serpent rise out of the water in three arches. A person in a canoe paddles calmly between the coils, towards its head.",
            clues: ["Facing your monster", "A legend", "Calm in danger"],
            tags: &["sea serpent", "canoe"],
            people: true,
            draw: |c| {
                sky(c, "#3a4a7a", "#b88aa0", "#f0c8a8", 330.0);
                range(c, 340.0, 110.0, "#4a4a68", 0.9);
                water(c, 340.0, "#6a6a88", "#1a2038", "#ffe0d0");
                for (x, r) in [(80.0, 40.0), (180.0, 46.0), (280.0, 38.0)] {
                    c.path(&format!("M{:.0} 440a{r} {r} 0 0 1 {:.0} 0h-18a{:.0} {:.0} 0 0 0 {:.0} 0z", x - r, 2.0 * r, r - 18.0, r - 18.0, -(2.0 * r - 36.0)), "#2a5a4a", 1.0);
                    c.ellipse(x, 442.0, r + 6.0, 5.0, "#ffffff", 0.3);
                }
                c.path("M340 440q0 -80 30 -90q20 -4 20 14q-10 -6 -22 4q-10 20 -10 72z", "#2a5a4a", 1.0);
                c.circle(374.0, 356.0, 2.5, "#f8e040", 1.0);
                c.path("M130 500q50 10 100 0q-10 10 -50 10t-50 -10z", "#8a4a2a", 1.0);
                person(c, &Pose::sit_ground(), 170.0, 500.0, 30.0, "#141420", false);
                seg(c, (180.0, 480.0), (200.0, 512.0), "#3a2a1a", 2.0, 1.0);
            },
        },
        Card {
            title: "The dragon on the wall",
            description: "In a bedroom at night, a small boy in pyjamas holds up a wooden sword towards the wall. On the wall, lit by a bedside lamp, looms the shadow of a huge dragon. On the lamp's base sits a tiny lizard.",
            clues: ["Fear is bigger than its cause", "Brave little one", "Bedtime monsters"],
            tags: &["dragon shadow", "lizard", "wooden sword"],
            people: true,
            draw: |c| {
                room(c, ("#3a3050", "#5a4a68"), ("#3a2a24", "#1a120e"), 460.0);
                light(c, 330.0, 420.0, 380.0, "#ffd890", 0.4);
                c.add("<g opacity=\".6\">");
                c.ellipse(250.0, 300.0, 90.0, 48.0, "#140e1e", 1.0);
                c.stroke("M190 286Q160 250 130 236", "#140e1e", 30.0, 1.0);
                c.ellipse(112.0, 230.0, 34.0, 18.0, "#140e1e", 1.0);
                c.path("M82 236l-30 14l34 2z", "#140e1e", 1.0);
                c.path("M120 214l6 -40l10 38zM100 216l-4 -36l14 32z", "#140e1e", 1.0);
                c.path("M230 270L170 120L220 170L250 90L270 170L320 110L300 270Z", "#140e1e", 1.0);
                c.stroke("M330 310Q390 330 380 390Q370 430 330 420", "#140e1e", 16.0, 1.0);
                c.path("M326 410l-14 20l24 -4z", "#140e1e", 1.0);
                c.stroke("M200 330v60M290 334v56", "#140e1e", 16.0, 1.0);
                c.end();
                c.rect(320.0, 440.0, 40.0, 20.0, "#6a4a2a", 1.0);
                c.path("M310 400h60l-10 40h-40z", "#f8e0a0", 1.0);
                c.path("M328 440q6 -8 14 -4q8 4 16 0q-4 8 -16 8q-8 0 -14 -4z", "#3a6a3a", 1.0);
                person(c, &Pose::point().child(), 200.0, 500.0, 100.0, "#1a1420", false);
                seg(c, (228.0, 420.0), (268.0, 396.0), "#8a6a4a", 3.0, 1.0);
                seg(c, (226.0, 416.0), (230.0, 426.0), "#8a6a4a", 3.0, 1.0);
            },
        },
        Card {
            title: "Inside the great shell",
            description: "On an empty beach, a spiral seashell lies as big as a house, its opening like a pink cave. A person stands in the mouth of the shell with a hand cupped to their ear.",
            clues: ["Listening to the sea", "Memories", "A secret heard"],
            tags: &["seashell"],
            people: true,
            draw: |c| {
                sky(c, "#5a9ad0", "#a8d4ec", "#f8f0e0", 360.0);
                water(c, 360.0, "#5aa8c8", "#2a6a8a", "#ffffff");
                c.path("M-20 420q200 -20 440 0V620H-20Z", "#f0dcb8", 1.0);
                c.path("M60 500C40 380 140 260 260 280C360 300 380 420 320 500Z", "#f0c8b0", 1.0);
                c.stroke("M120 300q100 40 120 200M190 276q80 60 80 224M260 282q40 80 20 218", "#c89880", 5.0, 0.7);
                c.path("M120 500C110 430 160 380 220 390C260 400 280 450 260 500Z", "#e8889a", 1.0);
                c.path("M150 500C150 450 180 420 210 425C240 430 250 470 240 500Z", "#a84a5a", 1.0);
                person(c, &Pose::stand().hair().right_hand((12.0, -74.0), (6.0, -86.0)), 195.0, 500.0, 60.0, "#2a1a20", false);
            },
        },
        Card {
            title: "The tower of stones",
            description: "On a bare plain, a person carefully places one more flat stone on top of a balanced stack of stones that already rises far above their head into the low clouds.",
            clues: ["One more", "Patience", "Build it high"],
            tags: &["stacked stones"],
            people: true,
            draw: |c| {
                sky(c, "#7a8898", "#b8c0c8", "#e0e0dc", 460.0);
                ground2(c, 470.0, 4.0, "#8a8070", "#4a4238");
                let mut y = 470.0;
                let mut k = 0;
                while y > -20.0 {
                    let w = 60.0 - k as f64 * 0.6 + c.r(-12.0, 12.0);
                    let h = c.r(12.0, 20.0);
                    let x = 200.0 + c.r(-8.0, 8.0);
                    let col = c.pick(&["#6a645c", "#8a8478", "#5a5650", "#9a9488"]);
                    c.ellipse(x, y - h / 2.0, w.max(16.0) / 2.0, h / 2.0, col, 1.0);
                    y -= h * 0.9;
                    k += 1;
                }
                mist(c, 120.0, 200.0, "#e8ecf0", 0.9);
                person(c, &Pose::arms_up(), 150.0, 520.0, 70.0, "#2a2824", false);
                c.ellipse(150.0, 442.0, 14.0, 6.0, "#7a746c", 1.0);
            },
        },
        Card {
            title: "The leaf raft",
            description: "A tiny person lies on their back on a single big green leaf, floating down a wide slow river under overhanging willows. A dragonfly as big as they are hovers above.",
            clues: ["Going with the flow", "Small in a big world", "A lazy summer"],
            tags: &["leaf", "river", "dragonfly"],
            people: true,
            draw: |c| {
                sky(c, "#5a8a6a", "#9ac0a0", "#d8e8d0", 600.0);
                water(c, 200.0, "#4a7a7a", "#1a3a40", "#e8fff8");
                for x in [20.0, 90.0, 330.0, 380.0] {
                    line(c, &[(x, -20.0), (x + 10.0, 120.0), (x - 10.0, 260.0)], "#3a6a3a", 10.0, 0.8);
                }
                c.path("M90 400q110 -70 220 0q-110 60 -220 0z", "#4a9a3a", 1.0);
                c.stroke("M95 400h210M150 400l-20 -16M200 400l-20 -20M250 400l-20 -16M150 400l-20 16M200 400l-20 18M250 400l-20 14", "#2a6a2a", 2.0, 0.8);
                at(c, 200.0, 394.0, 1.0, 0.0);
                person(c, &Pose::lie(), 0.0, 0.0, 80.0, "#3a2a24", false);
                c.end();
                c.ellipse(240.0, 300.0, 40.0, 5.0, "#3a5a6a", 1.0);
                c.ellipse(250.0, 290.0, 30.0, 10.0, "#c8f0ff", 0.5);
                c.ellipse(250.0, 310.0, 30.0, 10.0, "#c8f0ff", 0.5);
                crate::scenes::ripples(c, 200.0, 420.0, 80.0, "#e8fff8");
            },
        },
        Card {
            title: "The conductor of the waves",
            description: "On a rock at the edge of a stormy sea, a person in a tailcoat stands with both arms raised like an orchestra conductor. The big waves in front of them rise in the same shape as their gesture.",
            clues: ["In control", "Making music", "Pretending to be in charge"],
            tags: &["conductor", "storm waves"],
            people: true,
            draw: |c| {
                sky(c, "#2a3040", "#5a6478", "#9aa0a8", 380.0);
                sky_strokes(c, 10, 20.0, 340.0, "#3a4050", 0.5);
                water(c, 380.0, "#3a5060", "#0e1a24", "#e8f0f8");
                c.path("M-20 400q60 -120 120 -10q60 -160 130 0q60 -120 120 0q40 -60 70 -10V460H-20Z", "#2a4454", 1.0);
                c.stroke("M-20 402q60 -120 120 -10q60 -160 130 0q60 -120 120 0q40 -60 70 -10", "#e8f4f8", 5.0, 0.8);
                specks(c, 40, 0.0, 400.0, 240.0, 400.0, 2.0, "#ffffff", 0.6);
                c.path("M100 620l30 -130q70 -20 140 0l30 130z", "#1a1a20", 1.0);
                person(c, &Pose::arms_up().dress(10.0, -38.0), 200.0, 494.0, 90.0, "#0a0a0e", false);
                seg(c, (216.0, 400.0), (236.0, 380.0), "#ffffff", 1.5, 1.0);
            },
        },
        Card {
            title: "Sewing up the sky",
            description: "A person balances on top of a tall pointed rock, sewing up a long tear in the evening sky with a huge needle and thread. Through the tear, a bright white light shines out.",
            clues: ["Fixing what is broken", "Holding it together", "Too late to patch"],
            tags: &["needle and thread", "torn sky"],
            people: true,
            draw: |c| {
                sky(c, "#2a2a5a", "#7a5a8a", "#e8a090", 600.0);
                c.path("M60 120l60 30l40 -20l50 40l40 -10l60 50l-50 -30l-50 10l-50 -40l-40 20z", "#fffbf0", 1.0);
                light(c, 200.0, 160.0, 220.0, "#fffbf0", 0.5);
                let mut d = String::new();
                for k in 0..6 {
                    let x = 70.0 + k as f64 * 24.0;
                    let y = 124.0 + k as f64 * 4.0;
                    d.push_str(&format!("M{x:.0} {:.0}l8 24", y - 6.0));
                }
                c.stroke(&d, "#e02a2a", 2.0, 1.0);
                c.path("M100 600L180 300L260 600Z", "#2a2030", 1.0);
                person(c, &Pose::reach(), 180.0, 304.0, 60.0, "#14101a", false);
                c.stroke("M194 238l30 -40", "#d8d8e0", 2.0, 1.0);
                line(c, &[(224.0, 198.0), (200.0, 170.0), (170.0, 150.0)], "#e02a2a", 1.2, 1.0);
            },
        },
        Card {
            title: "The rope from the sky",
            description: "A long rope hangs straight down out of a clear blue sky into a sunny village square, with nothing visible holding it at the top. An old woman pulls on it with both hands.",
            clues: ["Calling someone up there", "Wake up", "Hanging by a thread"],
            tags: &["rope", "village square"],
            people: true,
            draw: |c| {
                sky(c, "#5a9ad8", "#a8d0ec", "#f4f0e0", 420.0);
                let g = c.linv(&[(0.0, "#8a6a4a", 0.0), (0.5, "#8a6a4a", 0.8), (1.0, "#8a6a4a", 1.0)]);
                c.rect(209.0, -20.0, 4.0, 440.0, &g, 1.0);
                for (x, w, h) in [(-20.0, 120.0, 160.0), (300.0, 130.0, 180.0)] {
                    c.rect(x, 420.0 - h, w, h + 10.0, "#e8d0b0", 1.0);
                    poly(c, &[(x - 6.0, 420.0 - h), (x + w / 2.0, 380.0 - h), (x + w + 6.0, 420.0 - h)], "#b8502a", 1.0);
                }
                ground2(c, 430.0, 0.0, "#c8b090", "#8a7050");
                person(c, &Pose::arms_up().dress(14.0, -24.0), 212.0, 500.0, 100.0, "#3a2a30", false);
            },
        },
        Card {
            title: "The painter's night",
            description: "On a sunny hillside at noon, a painter stands at an easel painting the landscape in front of her. On her canvas the same hills are shown at night, with a full moon and lit windows.",
            clues: ["Seeing what others don't", "The other side of things", "Imagination"],
            tags: &["easel", "canvas"],
            people: true,
            draw: |c| {
                sky(c, "#4a90d8", "#a0d0f0", "#f4f4e0", 340.0);
                sun(c, 330.0, 80.0, 22.0, "#fffbe0");
                range(c, 340.0, 60.0, "#8ab0a0", 0.8);
                ground2(c, 350.0, 14.0, "#8ac860", "#4a8a3a");
                house(c, 90.0, 350.0, 30.0, 20.0, "#f0e8d8", "#b84a30", None);
                c.stroke("M190 560l40 -220l40 220M230 340v220", "#5a3a24", 4.0, 1.0);
                framed(c, 170.0, 330.0, 120.0, 100.0, "#f4f0e8", false, |c| {
                    c.rect(170.0, 330.0, 120.0, 100.0, "#141a3a", 1.0);
                    c.path("M170 400q30 -16 60 -4q30 -10 60 0v30h-120z", "#0a1020", 1.0);
                    c.circle(260.0, 356.0, 10.0, "#fff4d0", 1.0);
                    c.rect(192.0, 404.0, 4.0, 4.0, "#ffd070", 1.0);
                });
                person(c, &Pose::point().hair().dress(14.0, -24.0).hat(), 120.0, 560.0, 130.0, "#2a2430", false);
            },
        },
        Card {
            title: "Down the dry well",
            description: "Seen from the bottom of a deep dry stone well, a person sits on the floor looking up. The circle of daylight at the top is small and blue, with a bird crossing it.",
            clues: ["Feeling low", "Waiting for rescue", "A different point of view"],
            tags: &["well", "circle of sky"],
            people: true,
            draw: |c| {
                wash(c, "#0e0c0c", 1.0, 1.0);
                for k in 0..12 {
                    let t = k as f64 / 11.0;
                    let r = 40.0 + t * 300.0;
                    let col = if k % 2 == 0 { "#2a2420" } else { "#221c18" };
                    c.ellipse(200.0, 120.0 + t * 260.0, r, r * 0.35, col, 1.0);
                }
                c.ellipse(200.0, 120.0, 46.0, 18.0, "#6ab0ec", 1.0);
                light(c, 200.0, 120.0, 200.0, "#c8e8ff", 0.35);
                bird(c, 210.0, 118.0, 10.0, "#1a1a1a");
                beam(c, 200.0, 120.0, 200.0, 600.0, 80.0, 260.0, "#c8e8ff", 0.15);
                c.ellipse(200.0, 540.0, 180.0, 40.0, "#2a241e", 1.0);
                person(c, &Pose::sit_ground().right_hand((14.0, -40.0), (20.0, -56.0)), 190.0, 540.0, 80.0, "#0a0808", false);
            },
        },
        Card {
            title: "The castaway in the bottle",
            description: "A large glass bottle floats on a wide empty ocean under a cloudy sky. Inside it, a tiny person sits on a small heap of sand beside a palm tree, looking out through the glass.",
            clues: ["Trapped in my own world", "Send help", "Safe inside"],
            tags: &["bottle", "castaway"],
            people: true,
            draw: |c| {
                sky(c, "#5a7aa8", "#a8b8c8", "#e0e4e8", 320.0);
                for (x, y, w) in [(80.0, 120.0, 200.0), (300.0, 180.0, 180.0)] {
                    cloud(c, x, y, w, "#f0f0f0", "#a0a8b8");
                }
                water(c, 320.0, "#4a7aa0", "#0e2a48", "#ffffff");
                at(c, 200.0, 420.0, 1.0, -8.0);
                c.path("M-120 -50h180q30 0 40 20h40v60h-40q-10 20 -40 20h-180q-30 0 -30 -50t30 -50z", "#c8f0e8", 0.3);
                c.path("M-120 30q60 -30 160 0z", "#f0d8a0", 1.0);
                line(c, &[(-40.0, 20.0), (-44.0, -10.0), (-38.0, -30.0)], "#6a4a2a", 3.0, 1.0);
                for a in [-50.0f64, 0.0, 50.0, 100.0] {
                    let r = a.to_radians();
                    line(c, &[(-38.0, -30.0), (-38.0 + r.sin() * 16.0, -22.0 - r.cos() * 6.0)], "#3a8a3a", 4.0, 1.0);
                }
                person(c, &Pose::sit_ground(), 0.0, 24.0, 26.0, "#2a2020", false);
                c.rect(100.0, -36.0, 40.0, 72.0, "#8a6a4a", 1.0);
                c.stroke("M-110 -40h150", "#ffffff", 4.0, 0.5);
                c.end();
                c.ellipse(200.0, 470.0, 150.0, 10.0, "#ffffff", 0.25);
            },
        },
        Card {
            title: "The empty stadium",
            description: "A runner crosses the finish line of a huge stadium track with both arms raised. Every seat in the rows of stands around is empty, and the floodlights shine on nobody else.",
            clues: ["Winning alone", "Nobody saw it", "Personal best"],
            tags: &["finish line", "stadium"],
            people: true,
            draw: |c| {
                sky(c, "#10142a", "#2a3050", "#4a4a60", 300.0);
                for x in [40.0, 360.0] {
                    seg(c, (x, 300.0), (x, 60.0), "#2a2a30", 4.0, 1.0);
                    c.rect(x - 26.0, 40.0, 52.0, 24.0, "#f0f0ff", 1.0);
                    beam(c, x, 60.0, 200.0, 560.0, 40.0, 300.0, "#f0f4ff", 0.15);
                }
                for r in 0..8 {
                    let y = 200.0 + r as f64 * 14.0;
                    c.rect(-20.0, y, 440.0, 10.0, if r % 2 == 0 { "#3a3e58" } else { "#32364e" }, 1.0);
                }
                c.rect(-20.0, 310.0, 440.0, 310.0, "#b84a3a", 1.0);
                let mut d = String::new();
                for k in 0..6 {
                    let y = 330.0 + k as f64 * k as f64 * 8.0;
                    d.push_str(&format!("M-20 {y:.0}h440"));
                }
                c.stroke(&d, "#ffffff", 2.0, 0.7);
                c.stroke("M200 310V620", "#ffffff", 8.0, 0.9);
                person(c, &Pose::arms_up(), 220.0, 500.0, 110.0, "#1a1418", false);
                shadow(c, &Pose::arms_up(), 220.0, 500.0, 110.0, 0.6, 150.0, 0.35, 0.4);
                shadow(c, &Pose::arms_up(), 220.0, 500.0, 110.0, 0.6, -150.0, 0.35, 0.4);
            },
        },
        Card {
            title: "The ship in the bottle and the ship at sea",
            description: "A woman stands at a window looking out to sea. On the sill in front of her sits a ship in a bottle. Out on the water, the very same ship, full size, is sailing away.",
            clues: ["Letting it sail", "The real thing", "Memories of a voyage"],
            tags: &["ship", "ship in a bottle"],
            people: true,
            draw: |c| {
                room(c, ("#4a4a5a", "#5a5a6a"), ("#3a2a24", "#1a120e"), 470.0);
                window(c, 40.0, 40.0, 320.0, 380.0, "#e8e4dc", |c| {
                    sky(c, "#6a9ac8", "#b8d0e0", "#f0ecd8", 280.0);
                    water(c, 280.0, "#4a80a8", "#1a3a5a", "#ffffff");
                    sailboat(c, 240.0, 290.0, 40.0, "#3a2418", "#f8f0e0");
                });
                c.rect(30.0, 420.0, 340.0, 20.0, "#e8e4dc", 1.0);
                at(c, 130.0, 404.0, 1.0, 0.0);
                c.path("M-40 -16h60q10 0 14 8h10v16h-10q-4 8 -14 8h-60q-10 0 -10 -16t10 -16z", "#c8f0e8", 0.35);
                sailboat(c, -14.0, 10.0, 26.0, "#3a2418", "#f8f0e0");
                c.end();
                person(c, &Pose::stand().hair().dress(16.0, -24.0), 300.0, 620.0, 220.0, "#1a1620", true);
            },
        },
        Card {
            title: "The tower of acrobats",
            description: "In a circus ring under a striped tent, acrobats stand on each other's shoulders in a tall column. The smallest at the top reaches up through a hole in the tent roof towards the night sky.",
            clues: ["Standing on shoulders", "Teamwork", "Reaching beyond"],
            tags: &["acrobats", "circus tent"],
            people: true,
            draw: |c| {
                wash(c, "#2a1018", 1.0, 1.0);
                let mut d = String::new();
                for k in 0..10 {
                    let x = -40.0 + k as f64 * 50.0;
                    d.push_str(&format!("M200 40L{x:.0} 620"));
                }
                c.stroke(&d, "#8a1a24", 20.0, 0.6);
                c.circle(200.0, 40.0, 30.0, "#0a1030", 1.0);
                specks(c, 6, 180.0, 220.0, 20.0, 60.0, 0.8, "#ffffff", 0.9);
                beam(c, 200.0, 40.0, 200.0, 560.0, 40.0, 200.0, "#fff4d8", 0.2);
                c.ellipse(200.0, 560.0, 170.0, 40.0, "#c8a878", 1.0);
                let poses = [Pose::arms_up(), Pose::stand(), Pose::stand(), Pose::stand().child(), Pose::reach().child()];
                let mut y = 560.0;
                for (i, p) in poses.iter().enumerate() {
                    let h = 100.0 - i as f64 * 12.0;
                    person(c, p, 200.0, y, h, "#1a0a10", i % 2 == 1);
                    y -= h * 0.8;
                }
            },
        },
        Card {
            title: "The man on the little island",
            description: "A man in a suit with a suitcase stands on a tiny round island with a single palm tree, barely bigger than his shoes, in the middle of a calm turquoise sea.",
            clues: ["Nowhere to go", "Waiting for the boat", "All alone"],
            tags: &["tiny island", "suitcase"],
            people: true,
            draw: |c| {
                sky(c, "#3a90d8", "#8acaf0", "#e8f8f8", 300.0);
                sky_strokes(c, 6, 40.0, 260.0, "#ffffff", 0.5);
                water(c, 300.0, "#3ab0c0", "#0a5a7a", "#ffffff");
                c.ellipse(200.0, 480.0, 60.0, 12.0, "#f0d8a0", 1.0);
                c.ellipse(200.0, 486.0, 70.0, 10.0, "#8ad8d8", 0.5);
                line(c, &[(230.0, 480.0), (236.0, 400.0), (226.0, 340.0)], "#6a4a2a", 5.0, 1.0);
                for a in [-60.0f64, -20.0, 20.0, 60.0, 100.0] {
                    let r = a.to_radians();
                    line(c, &[(226.0, 340.0), (226.0 + r.sin() * 30.0, 340.0 - r.cos() * 10.0 + 8.0), (226.0 + r.sin() * 50.0, 360.0)], "#2a7a3a", 7.0, 1.0);
                }
                person(c, &Pose::stand().hat(), 185.0, 480.0, 80.0, "#1e2430", false);
                c.rect(160.0, 450.0, 16.0, 26.0, "#8a4a2a", 1.0);
            },
        },
        Card {
            title: "The curtain in the meadow",
            description: "In a sunny green meadow stands a heavy red theatre curtain hanging from nothing. A person pulls one side open, and behind the curtain the same meadow is dark night with stars.",
            clues: ["Behind the scenes", "The show begins", "Two sides of the day"],
            tags: &["theatre curtain"],
            people: true,
            draw: |c| {
                sky(c, "#5a9ad8", "#a8d4ec", "#f4f4e0", 380.0);
                ground2(c, 390.0, 10.0, "#8ac860", "#3a8030");
                c.clip("M120 120H300V500H120Z");
                sky(c, "#04061a", "#101a40", "#1a2250", 390.0);
                specks(c, 40, 120.0, 300.0, 120.0, 380.0, 1.0, "#ffffff", 0.8);
                ground(c, 390.0, 8.0, 4, "#0a1a10", 1.0);
                c.end();
                c.rect(100.0, 100.0, 220.0, 24.0, "#5a0a10", 1.0);
                c.path("M100 124h40q-10 190 30 380h-70z", "#a8141e", 1.0);
                c.path("M320 124h-30q10 190 -20 380h50z", "#a8141e", 1.0);
                c.stroke("M110 124q0 200 10 380M130 124q-6 200 20 380M310 124q0 190 -6 380", "#5a0a10", 3.0, 0.6);
                person(c, &Pose::point().hair(), 90.0, 520.0, 90.0, "#1a2a14", true);
            },
        },
        Card {
            title: "Dancing under the one lamp",
            description: "On an empty street at night in the rain, a couple dances close together in the circle of light under the only street lamp. Their reflections shine in the wet cobbles.",
            clues: ["Just the two of us", "Rain can't stop us", "The last dance"],
            tags: &["couple dancing", "street lamp"],
            people: true,
            draw: |c| {
                sky(c, "#0a0e1a", "#1a2030", "#2a3040", 600.0);
                for x in [-20.0, 320.0] {
                    c.rect(x, 100.0, 100.0, 520.0, "#141824", 1.0);
                }
                lamp_post(c, 260.0, 500.0, 240.0, "#0a0c12", "#ffd890");
                beam(c, 260.0, 270.0, 220.0, 520.0, 20.0, 220.0, "#fff0c8", 0.3);
                ground2(c, 500.0, 0.0, "#1a1e28", "#0a0c12");
                c.ellipse(210.0, 520.0, 140.0, 20.0, "#ffd890", 0.2);
                let p1 = Pose::stand().dress(14.0, -24.0).hair().right_hand((14.0, -70.0), (10.0, -84.0));
                let p2 = Pose::stand().right_hand((14.0, -64.0), (6.0, -60.0)).left_hand((-10.0, -74.0), (-14.0, -84.0));
                person(c, &p1, 192.0, 510.0, 90.0, "#0a0a10", false);
                person(c, &p2, 218.0, 510.0, 98.0, "#0a0a10", true);
                c.add("<g opacity=\".25\" transform=\"translate(0 1024) scale(1 -1)\">");
                person(c, &p1, 192.0, 510.0, 90.0, "#ffd890", false);
                person(c, &p2, 218.0, 510.0, 98.0, "#ffd890", true);
                c.end();
                let mut d = String::new();
                for _ in 0..60 {
                    let x = c.r(-20.0, 420.0);
                    let y = c.r(-20.0, 600.0);
                    d.push_str(&format!("M{x:.0} {y:.0}l-3 14"));
                }
                c.stroke(&d, "#c8d0e0", 1.0, 0.45);
            },
        },
        Card {
            title: "The swimmer in the glass",
            description: "On a kitchen table in the morning light stands a tall glass of water. Inside it a tiny person swims a steady crawl, leaving small bubbles, while a big hand reaches for the glass.",
            clues: ["About to be swallowed", "Out of my depth", "Keep swimming"],
            tags: &["glass of water"],
            people: true,
            draw: |c| {
                room(c, ("#f0e8d8", "#d8c8b0"), ("#c8a878", "#8a6a48"), 420.0);
                light(c, 320.0, 80.0, 380.0, "#fffae0", 0.5);
                c.rect(-20.0, 420.0, 440.0, 20.0, "#a87a4a", 1.0);
                c.path("M140 440l-10 -240h140l-10 240z", "#c8e8f0", 0.45);
                c.path("M134 260h132l-8 176h-116z", "#8ac8e0", 0.6);
                c.stroke("M134 260h132", "#ffffff", 2.0, 0.8);
                at(c, 200.0, 300.0, 1.0, 90.0);
                person(c, &Pose::reach(), 0.0, 0.0, 40.0, "#3a2a24", false);
                c.end();
                specks(c, 8, 170.0, 240.0, 266.0, 300.0, 2.0, "#ffffff", 0.8);
                c.stroke("M140 440l-10 -240M260 440l10 -240", "#ffffff", 2.0, 0.6);
                hand(c, 400.0, 250.0, 2.2, -80.0, "#e0b090", "#8a5a40");
            },
        },
        Card {
            title: "Asleep on the bench in the snow",
            description: "In a park at night with snow falling, a person sleeps on a bench under a blanket of newspaper. A stray cat is curled up on their chest, and the snow has left a bare patch around them.",
            clues: ["Warmth in the cold", "A friend when you need one", "Nowhere to go"],
            tags: &["bench", "cat", "newspaper"],
            people: true,
            draw: |c| {
                sky(c, "#0e1226", "#1e2644", "#3a405c", 600.0);
                tree(c, 330.0, 420.0, 240.0, "#141420", "#2a3048", "#4a5068", 100.0);
                ground2(c, 420.0, 4.0, "#c8d0e0", "#7a84a0");
                lamp_post(c, 60.0, 430.0, 200.0, "#0a0c14", "#fff0c8");
                c.rect(110.0, 440.0, 200.0, 8.0, "#3a2a20", 1.0);
                c.stroke("M120 448v40M300 448v40", "#1a1410", 4.0, 1.0);
                at(c, 200.0, 438.0, 1.0, 0.0);
                person(c, &Pose::lie(), 0.0, 0.0, 170.0, "#1a1a24", false);
                c.end();
                c.path("M150 430h120l-4 -14h-110z", "#e8e4d8", 1.0);
                c.stroke("M160 424h40M210 424h40", "#8a8478", 1.0, 1.0);
                c.ellipse(220.0, 412.0, 18.0, 9.0, "#c86a2a", 1.0);
                c.circle(234.0, 406.0, 7.0, "#c86a2a", 1.0);
                specks(c, 100, 0.0, 400.0, 0.0, 600.0, 1.6, "#ffffff", 0.85);
            },
        },
        Card {
            title: "The one on the moon waves back",
            description: "On a balcony at night, a child looks through a small telescope at a big full moon. On the moon, drawn tiny, stands another figure looking back through its own telescope.",
            clues: ["Someone like me", "Not alone", "Looking for a friend"],
            tags: &["moon", "telescope"],
            people: true,
            draw: |c| {
                sky(c, "#04061a", "#10183a", "#20284a", 600.0);
                specks(c, 60, 0.0, 400.0, 0.0, 600.0, 0.8, "#ffffff", 0.6);
                light(c, 270.0, 170.0, 260.0, "#f8f0d8", 0.4);
                c.circle(270.0, 170.0, 90.0, "#f0e8d0", 1.0);
                for (x, y, r) in [(240.0, 140.0, 16.0), (300.0, 200.0, 12.0), (280.0, 130.0, 8.0)] {
                    c.circle(x, y, r, "#c8c0a8", 0.6);
                }
                person(c, &Pose::point(), 262.0, 86.0, 30.0, "#2a2430", true);
                c.rect(-20.0, 480.0, 440.0, 10.0, "#1a1420", 1.0);
                c.stroke("M0 490v130M40 490v130M80 490v130M120 490v130M160 490v130", "#1a1420", 4.0, 1.0);
                c.rect(-20.0, 560.0, 440.0, 60.0, "#0a0810", 1.0);
                person(c, &Pose::point().child(), 120.0, 560.0, 90.0, "#0a0810", false);
                at(c, 160.0, 486.0, 1.0, 50.0);
                c.rect(-5.0, -40.0, 10.0, 44.0, "#2a2030", 1.0);
                c.end();
            },
        },
        Card {
            title: "The snowman waves",
            description: "In a snowy garden at dusk, a child has just finished a snowman with coal eyes and a scarf. The child stands back with both arms up: the snowman has lifted one stick arm and is waving.",
            clues: ["It's alive!", "Made with love", "A friend for the winter"],
            tags: &["snowman"],
            people: true,
            draw: |c| {
                sky(c, "#3a4a7a", "#9aa0c0", "#e0dce8", 400.0);
                house(c, 330.0, 400.0, 90.0, 60.0, "#8a6a5a", "#4a3040", Some("#ffd070"));
                ground2(c, 400.0, 6.0, "#eef2f8", "#b0b8d0");
                for (y, r) in [(470.0, 50.0), (400.0, 38.0), (344.0, 28.0)] {
                    c.circle(180.0, y, r, "#f8faff", 1.0);
                    c.circle(190.0, y + 6.0, r * 0.9, "#c8d0e8", 0.35);
                }
                c.circle(172.0, 338.0, 3.0, "#1a1a1a", 1.0);
                c.circle(190.0, 338.0, 3.0, "#1a1a1a", 1.0);
                c.path("M180 346l16 4l-16 4z", "#f08a2a", 1.0);
                c.rect(156.0, 364.0, 50.0, 10.0, "#c82a2a", 1.0);
                c.stroke("M198 374l6 30", "#c82a2a", 8.0, 1.0);
                c.stroke("M150 400l-40 10M212 396l26 -40l10 -8M238 356l-4 -14", "#3a2418", 3.0, 1.0);
                person(c, &Pose::arms_up().child(), 300.0, 520.0, 70.0, "#2a2438", true);
                specks(c, 40, 0.0, 400.0, 0.0, 600.0, 1.4, "#ffffff", 0.8);
            },
        },
        Card {
            title: "The mirror and the flower",
            description: "In a dark narrow alley, a person standing in the sunlit street at its end holds up a hand mirror. The reflected sunbeam crosses the alley and lights up a single small flower growing from a crack in the wall.",
            clues: ["Sharing the light", "A small kindness", "Where nothing grows"],
            tags: &["hand mirror", "flower in a crack"],
            people: true,
            draw: |c| {
                wash(c, "#141418", 1.0, 1.0);
                c.rect(150.0, -20.0, 100.0, 640.0, "#f8e8c0", 1.0);
                light(c, 200.0, 300.0, 200.0, "#fff4d0", 0.5);
                c.path("M-20 -20L150 80V620H-20Z", "#2a2630", 1.0);
                c.path("M420 -20L250 80V620H420Z", "#222028", 1.0);
                stones(c, -20.0, 80.0, 170.0, 540.0, "#141218", 0.5);
                person(c, &Pose::point().hair(), 200.0, 420.0, 90.0, "#3a3030", false);
                beam(c, 228.0, 346.0, 90.0, 470.0, 8.0, 40.0, "#fff8d8", 0.6);
                c.circle(90.0, 470.0, 20.0, "#fff8d8", 0.3);
                line(c, &[(90.0, 490.0), (92.0, 470.0), (88.0, 456.0)], "#4a8a3a", 2.5, 1.0);
                c.circle(88.0, 452.0, 6.0, "#e84a6a", 1.0);
                c.circle(88.0, 452.0, 2.0, "#f8e060", 1.0);
            },
        },
        Card {
            title: "The elephant in the city at night",
            description: "A small girl in a raincoat leads a big grey elephant by a rope down an empty city street at night, past closed shops and a lit phone box. The elephant's trunk rests on her shoulder.",
            clues: ["Taking it home", "The thing nobody mentions", "Unlikely friends"],
            tags: &["elephant", "city street"],
            people: true,
            draw: |c| {
                sky(c, "#0a1024", "#1e2848", "#3a3e58", 600.0);
                for (x, w) in [(-20.0, 130.0), (120.0, 110.0), (240.0, 190.0)] {
                    c.rect(x, 140.0, w - 6.0, 340.0, "#1a1e30", 1.0);
                    c.rect(x + 16.0, 380.0, w - 40.0, 60.0, "#2a2e48", 1.0);
                }
                c.rect(136.0, 380.0, 70.0, 60.0, "#ffd890", 0.8);
                ground2(c, 480.0, 0.0, "#2a2c38", "#101218");
                glints(c, 171.0, 490.0, 80.0, 60.0, "#ffd890");
                elephant(c, 250.0, 500.0, 170.0, "#6a6878", "#3e3c4e", false);
                person(c, &Pose::walk().child().dress(12.0, -30.0).hat(), 330.0, 502.0, 60.0, "#e8c030", false);
                line(c, &[(330.0, 470.0), (320.0, 480.0), (306.0, 456.0)], "#6a6878", 7.0, 1.0);
            },
        },
        Card {
            title: "Hands on both sides of the wall",
            description: "A long, high grey wall runs across a bare landscape. On the left side a woman stands with her palm pressed flat against the wall; exactly opposite, on the right side, a man does the same.",
            clues: ["So close, so far", "Divided", "Feeling you're there"],
            tags: &["dividing wall"],
            people: true,
            draw: |c| {
                sky(c, "#6a7088", "#a8a8b8", "#d8d4d0", 400.0);
                ground2(c, 420.0, 4.0, "#8a8474", "#4a4438");
                c.path("M190 600L200 120H216L216 600Z", "#8a8680", 1.0);
                c.path("M216 120L224 120L230 600H216Z", "#5a5650", 1.0);
                stones(c, 190.0, 120.0, 40.0, 480.0, "#4a4640", 0.4);
                person(c, &Pose::stand().hair().dress(14.0, -26.0).right_hand((14.0, -72.0), (24.0, -82.0)), 170.0, 560.0, 150.0, "#2a2430", false);
                person(c, &Pose::stand().hat().right_hand((14.0, -72.0), (24.0, -82.0)), 250.0, 570.0, 160.0, "#2a2430", true);
            },
        },
    ]
}
