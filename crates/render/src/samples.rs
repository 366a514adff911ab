//! Boards that exercise the renderer's limits, shared by its tests and benchmarks so
//! that the size test and the timing measure the same picture; and made-up profile
//! cards, for the card's tests, its timing and looking at.

use martian_engine::{Piece, Player, Position};

use crate::options::{Options, Verdict};
use crate::profile::{Opponent, Outcome, OutcomeLetters, ProfileCard};

/// The most a board can hold: four long names of wide letters, captures, winner
/// borders and a long verdict, on a busy quad position.
pub fn worst_case_quad() -> (Position, Options) {
    let name = |n: u32| format!("Ŵ{n}WWWMMMMWWWW ÆØÅ Wolfeschlegelsteinhausenbergerdorff {n}");
    let verdict = Verdict {
        text: "Player 3 and player 1 win on points after the clock ran out; everyone \
               else agreed to a draw, then changed their minds, then resigned in protest"
            .to_owned(),
        winners: (1..=4u8).filter_map(Player::from_number).collect(),
        shorter: Vec::new(),
    };
    let captured = vec![
        vec![
            Piece::Queen,
            Piece::Queen,
            Piece::Drone,
            Piece::Pawn,
            Piece::Pawn,
        ],
        vec![Piece::Drone; 6],
        vec![Piece::Pawn; 9],
        vec![Piece::Queen, Piece::Drone, Piece::Pawn],
    ];
    let options = Options {
        names: (1..=4).map(name).collect(),
        captured: Some(captured),
        verdict: Some(verdict),
        ..Options::default()
    };
    let fen = "QPD2DQQ/QDP2PDQ/DP3PPD/1P2Q3/3D4/DP3PPD/QD3PDQ/QQ3DQQ 3 18,27,9,14 c2b1 - classic";
    let position = fen.parse().expect("the sample position is valid MCFEN");
    (position, options)
}

/// The same for the widest board: six long names, captures, winner borders and a long
/// verdict on a busy hexa position (the 12x8 board with six panels).
pub fn worst_case_hexa() -> (Position, Options) {
    let name = |n: u32| format!("Ŵ{n}WWWMMMMWWWW ÆØÅ Wolfeschlegelsteinhausenbergerdorff {n}");
    let verdict = Verdict {
        text: "Player 3 and player 1 win on points after the clock ran out; everyone \
               else agreed to a draw, then changed their minds, then resigned in protest"
            .to_owned(),
        winners: (1..=6u8).filter_map(Player::from_number).collect(),
        shorter: Vec::new(),
    };
    let captured = vec![
        vec![
            Piece::Queen,
            Piece::Queen,
            Piece::Drone,
            Piece::Pawn,
            Piece::Pawn,
        ],
        vec![Piece::Drone; 6],
        vec![Piece::Pawn; 9],
        vec![Piece::Queen, Piece::Drone, Piece::Pawn],
        vec![Piece::Queen; 4],
        vec![Piece::Drone, Piece::Pawn, Piece::Pawn, Piece::Pawn],
    ];
    let options = Options {
        names: (1..=6).map(name).collect(),
        captured: Some(captured),
        verdict: Some(verdict),
        ..Options::default()
    };
    let fen = "QPD2D3DQQ/QDP1QQ1P1PDQ/DP2PDDP2PD/1P2Q5P1/3D2P5/DP2PD2PPD1/QD2PQQQ1PDQ/QQ3D2DQQ1 3 18,27,9,14,6,11 c2b1 - classic";
    let position = fen.parse().expect("the sample position is valid MCFEN");
    (position, options)
}

/// A made-up player's card in English: `games` rated games spread over a year (some
/// on the same day, as real players play in sittings), a rating that wanders up, the
/// figures, lines and opponents the service writes.
pub fn profile_card(games: usize) -> ProfileCard {
    let history = rating_walk(games, 1_764_000_000_000, 365);
    let results = (0..games.min(10))
        .map(|i| [Outcome::Win, Outcome::Loss, Outcome::Win, Outcome::Draw][i % 4])
        .collect();
    ProfileCard {
        name: "Wolfeschlegelsteinhausenbergerdorff the Magnificent".into(),
        title: "Martian Chess · duel".into(),
        rating_label: "Rating".into(),
        rating: format!("{:.0}", history.last().map_or(1500.0, |p| p.1)),
        deviation: "± 64".into(),
        chart_title: "Rating after every rated game".into(),
        history,
        no_history: "No rated games yet: the chart starts with the first one.".into(),
        figures: [
            ("Games", games.to_string()),
            ("Wins", (games / 2).to_string()),
            ("Draws", (games / 10).to_string()),
            ("Losses", (games - games / 2 - games / 10).to_string()),
            ("Streak", "3".into()),
            ("Longest streak", "11".into()),
        ]
        .map(|(l, v)| (l.to_owned(), v))
        .into(),
        best_win: ("Best win".into(), "Zyxxy the Unbeatable (1932)".into()),
        accuracy: (
            "Average accuracy".into(),
            "87.4 in 41 analysed games".into(),
        ),
        opponents_title: "Most played".into(),
        opponents: [
            ("alice", "21 – 12 – 4"),
            ("bob_the_builder_with_a_very_long_name", "9 – 14 – 1"),
            ("Ça ira", "6 – 6 – 0"),
        ]
        .map(|(name, score)| Opponent {
            name: name.into(),
            score: score.into(),
        })
        .into(),
        results_title: "Last 10".into(),
        results,
        letters: OutcomeLetters {
            win: "W".into(),
            draw: "D".into(),
            loss: "L".into(),
        },
    }
}

/// The same player's card in Russian, with a Cyrillic name.
pub fn profile_card_russian(games: usize) -> ProfileCard {
    let english = profile_card(games);
    let labels = [
        "Партии",
        "Победы",
        "Ничьи",
        "Поражения",
        "Серия",
        "Лучшая серия",
    ];
    ProfileCard {
        name: "Вольфшлегельштайнхаузенбергердорф Великолепный".into(),
        title: "Марсианские шахматы · дуэль".into(),
        rating_label: "Рейтинг".into(),
        chart_title: "Рейтинг после каждой рейтинговой партии".into(),
        no_history: "Рейтинговых партий ещё нет: график начнётся с первой.".into(),
        figures: english
            .figures
            .iter()
            .zip(labels)
            .map(|((_, value), label)| (label.to_owned(), value.clone()))
            .collect(),
        best_win: ("Лучшая победа".into(), "Зюкси Непобедимый (1932)".into()),
        accuracy: (
            "Средняя точность".into(),
            "87,4 в 41 разобранной партии".into(),
        ),
        opponents_title: "Чаще всего".into(),
        results_title: "Последние 10".into(),
        letters: OutcomeLetters {
            win: "В".into(),
            draw: "Н".into(),
            loss: "П".into(),
        },
        ..english
    }
}

/// `games` ratings from 1500, a deterministic wander upwards, at times spread over
/// `days` days from `start` (ms) in sittings of a few games minutes apart.
fn rating_walk(games: usize, start: i64, days: i64) -> Vec<(i64, f64)> {
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) as f64 / f64::from(1u32 << 31)
    };
    let day = 86_400_000;
    let mut rating = 1500.0;
    (0..games)
        .map(|i| {
            let sitting = (i / 4) as i64;
            let sittings = (games as i64 / 4).max(1);
            let time = start + sitting * days * day / sittings + (i % 4) as i64 * 600_000;
            rating += (next() - 0.46) * 40.0;
            (time, rating)
        })
        .collect()
}

/// The most a card can be given: 200-character names of Cyrillic and emoji
/// everywhere, too many figures, opponents and results, ratings far off the scale,
/// and games at the ends of time.
pub fn profile_card_worst_case() -> ProfileCard {
    let long = "Ж".repeat(120) + &"😀👍🏽".repeat(40);
    ProfileCard {
        name: long.clone(),
        title: long.clone(),
        rating_label: long.clone(),
        rating: "9".repeat(200),
        deviation: long.clone(),
        chart_title: long.clone(),
        history: vec![
            (i64::MIN, f64::MAX),
            (0, f64::MIN),
            (5, f64::NAN),
            (6, f64::INFINITY),
            (i64::MAX, -1e300),
        ],
        no_history: long.clone(),
        figures: vec![(long.clone(), long.clone()); 20],
        best_win: (long.clone(), long.clone()),
        accuracy: (long.clone(), long.clone()),
        opponents_title: long.clone(),
        opponents: vec![
            Opponent {
                name: long.clone(),
                score: long.clone(),
            };
            8
        ],
        results_title: long.clone(),
        results: vec![Outcome::Draw; 50],
        letters: OutcomeLetters {
            win: long.clone(),
            draw: long.clone(),
            loss: long,
        },
    }
}
