//! Writes sample standings tables to /tmp (a 9-player Swiss after 4 rounds, in English
//! and in Russian) to look at, and times a 200-player table.

use std::time::Instant;

use martian_render::{standings_png, Cell, CellResult, Standings, StandingsRow};

fn table(russian: bool, players: usize, rounds: usize, played: usize) -> Standings {
    let names = [
        "alice",
        "Борис",
        "carol",
        "dave_the_destroyer_of_pyramids",
        "erin",
        "Фёдор",
        "grace",
        "heidi",
        "ivan",
    ];
    let results = [CellResult::Won, CellResult::Drawn, CellResult::Lost];
    Standings {
        title: if russian {
            "Весенний швейцарец · после 4-го тура из 5".into()
        } else {
            "Spring Swiss · after round 4 of 5".into()
        },
        rank_heading: "#".into(),
        name_heading: if russian { "Игрок" } else { "Player" }.into(),
        points_heading: if russian { "Очки" } else { "Pts" }.into(),
        tie_break_headings: if russian {
            vec!["Бух.".into(), "Зон.-Б.".into()]
        } else {
            vec!["Buch.".into(), "S-B".into()]
        },
        round_headings: (1..=rounds).map(|r| r.to_string()).collect(),
        rows: (0..players)
            .map(|p| StandingsRow {
                rank: (p + 1).to_string(),
                name: names[p % names.len()].to_string(),
                points: format!("{}½", (players - p) / 3),
                tie_breaks: vec![format!("{}", 12 - p % 7), format!("{}½", 9 - p % 5)],
                rounds: (0..rounds)
                    .map(|r| {
                        let result = if r >= played {
                            CellResult::Absent
                        } else if (p + r) % 9 == 4 {
                            CellResult::Bye
                        } else if r + 1 == played && p % 4 == 0 {
                            CellResult::Playing
                        } else {
                            results[(p * 7 + r * 3) % 3]
                        };
                        let text = match result {
                            CellResult::Absent => "–".to_string(),
                            CellResult::Bye => "+".to_string(),
                            _ => {
                                format!("{}{}", (p + r * 2) % players + 1, ["w", "b"][(p + r) % 2])
                            }
                        };
                        Cell { result, text }
                    })
                    .collect(),
            })
            .collect(),
    }
}

fn main() {
    std::fs::write(
        "/tmp/standings-9.png",
        standings_png(&table(false, 9, 5, 4)),
    )
    .unwrap();
    std::fs::write(
        "/tmp/standings-9-ru.png",
        standings_png(&table(true, 9, 5, 4)),
    )
    .unwrap();
    let big = table(false, 200, 9, 9);
    let first = Instant::now();
    standings_png(&big);
    println!(
        "200 players, 9 rounds, first table: {:.1} ms",
        first.elapsed().as_secs_f64() * 1000.0
    );
    let start = Instant::now();
    let runs = 20;
    let mut bytes = 0;
    for _ in 0..runs {
        bytes = standings_png(&big).len();
    }
    let each = start.elapsed().as_secs_f64() * 1000.0 / f64::from(runs);
    let mut bare = big.clone();
    for row in &mut bare.rows {
        for cell in &mut row.rounds {
            cell.text.clear();
        }
    }
    let t = Instant::now();
    for _ in 0..runs {
        standings_png(&bare);
    }
    println!(
        "without the cells' text: {:.1} ms",
        t.elapsed().as_secs_f64() * 1000.0 / f64::from(runs)
    );
    println!(
        "200 players, 9 rounds: {each:.1} ms a table, {} bytes",
        bytes
    );
}
