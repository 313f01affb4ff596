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
            "A tall dark forest at night. In a small clearing a birthday cake with five lit candles stands on the ground. All around it in the dark between the trunks, pairs of round yellow eyes look at the cake; one pair has a small striped party hat above it.",
            |c| {
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
    ]
}
