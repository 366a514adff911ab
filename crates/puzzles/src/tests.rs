//! The generator on a small seeded set of games, and on hand-made positions.

use martian_ai::review_scores;
use martian_engine::{Layout, Move, Position, Rules};

use crate::{find_in_game, puzzle_at, selfplay_game, verify, Puzzle, Theme, MARGIN};

/// Small budgets, so that the tests take seconds; the check runs at eight times the
/// generator's budget (the generator itself confirms at four).
const NODES: u64 = 3_000;
const DEEPER: u64 = 8 * NODES;

/// Quick games: the levels at 2% of their budgets.
const SCALE: f64 = 0.02;

fn duel() -> Position {
    Position::start(Layout::duel(), Rules::default()).unwrap()
}

fn games(start: &Position, count: u32) -> Vec<Vec<Move>> {
    (0..count)
        .map(|g| selfplay_game(start, 1, g, SCALE))
        .collect()
}

fn puzzles(start: &Position, games: &[Vec<Move>]) -> Vec<Puzzle> {
    games
        .iter()
        .filter_map(|moves| find_in_game(start, moves, NODES))
        .collect()
}

#[test]
fn every_puzzle_of_a_seeded_set_holds_at_a_deeper_search() {
    let start = duel();
    // Quick games are short (the clock is called early) and few positions in them
    // qualify: about one game in eight gives a puzzle.
    let found = puzzles(&start, &games(&start, 24));
    assert!(found.len() >= 2, "only {} puzzles in 24 games", found.len());
    for p in &found {
        verify(p, DEEPER).unwrap_or_else(|e| panic!("{p:?}: {e}"));
        assert!(p.solution.len() % 2 == 1 && p.solution.len() <= 5, "{p:?}");
        assert!(p.margin_points >= MARGIN.points, "{p:?}");
        assert!(p.margin_chance >= MARGIN.chance, "{p:?}");
        assert!((800.0..=3000.0).contains(&p.rating), "{p:?}");
        assert!(!p.themes.is_empty(), "{p:?}");
    }
}

#[test]
fn a_free_queen_is_a_one_move_puzzle_whose_answer_takes_it() {
    // South's pawn on a4 can take the queen on b5; nothing else scores as much.
    let pos: Position = "3P/4/4/1Q2/P3/4/4/3D 1 0,0 - - classic".parse().unwrap();
    let p = puzzle_at(&pos, NODES).expect("a puzzle");
    assert_eq!(p.solution, ["a4b5"]);
    assert!(p.themes.contains(&Theme::QueenCapture), "{p:?}");
    assert!(p.themes.contains(&Theme::OneMove), "{p:?}");
    verify(&p, DEEPER).unwrap();
}

#[test]
fn quiet_positions_give_no_puzzle() {
    assert_eq!(puzzle_at(&duel(), NODES), None);
    // Two pawns each, on their back ranks: nothing to take for plies to come.
    let quiet: Position = "PP2/4/4/4/4/4/4/2PP 1 0,0 - - classic".parse().unwrap();
    assert_eq!(puzzle_at(&quiet, NODES), None);
}

#[test]
fn the_same_games_give_the_same_puzzles_and_they_survive_json() {
    let start = duel();
    let set = games(&start, 8);
    assert_eq!(set, games(&start, 8));
    let first = puzzles(&start, &set);
    assert!(!first.is_empty(), "no puzzle to compare");
    assert_eq!(first, puzzles(&start, &set));
    for p in &first {
        let line = serde_json::to_string(p).unwrap();
        assert!(!line.contains('\n'));
        assert_eq!(&serde_json::from_str::<Puzzle>(&line).unwrap(), p);
    }
}

#[test]
fn verify_refuses_a_wrong_answer_a_bad_id_and_a_solution_ending_on_a_reply() {
    let pos: Position = "3P/4/4/1Q2/P3/4/4/3D 1 0,0 - - classic".parse().unwrap();
    let good = puzzle_at(&pos, NODES).unwrap();
    let other = pos
        .legal_moves()
        .into_iter()
        .map(|m| m.to_string())
        .find(|m| m != "a4b5")
        .unwrap();
    let wrong = Puzzle {
        solution: vec![other],
        ..good.clone()
    };
    assert!(verify(&wrong, DEEPER)
        .unwrap_err()
        .contains("the best is a4b5"));
    let bad_id = Puzzle {
        id: "0".into(),
        ..good.clone()
    };
    assert!(verify(&bad_id, DEEPER).is_err());
    let mut after = pos;
    after.play("a4b5".parse().unwrap()).unwrap();
    let reply = after.legal_moves()[0].to_string();
    let on_reply = Puzzle {
        solution: vec!["a4b5".into(), reply],
        ..good
    };
    assert!(verify(&on_reply, DEEPER).is_err());
}

#[test]
fn games_of_more_than_two_sides_give_none() {
    let tri = Position::start(Layout::by_name("tri").unwrap(), Rules::default()).unwrap();
    let moves = selfplay_game(&tri, 1, 0, SCALE);
    assert_eq!(find_in_game(&tri, &moves, NODES), None);
}

/// The free queen: South's pawn on a4 takes it on b5 (see above).
fn free_queen() -> (Position, Puzzle) {
    let pos: Position = "3P/4/4/1Q2/P3/4/4/3D 1 0,0 - - classic".parse().unwrap();
    let good = puzzle_at(&pos, NODES).expect("a puzzle");
    assert_eq!(good.solution, ["a4b5"]);
    (pos, good)
}

/// `puzzle` with another solution (the rest, margins included, as it was).
fn with_solution(puzzle: &Puzzle, solution: &[&str]) -> Puzzle {
    Puzzle {
        solution: solution.iter().map(|m| m.to_string()).collect(),
        ..puzzle.clone()
    }
}

/// The puzzle of `fen` as the generator would write it, whatever the position's
/// margins: for solutions that must be refused by the search, not by the text.
fn unchecked(fen: &str, solution: &[&str]) -> Puzzle {
    Puzzle {
        id: crate::puzzle_id(fen),
        fen: fen.to_owned(),
        layout: "duel".to_owned(),
        solution: solution.iter().map(|m| m.to_string()).collect(),
        margin_points: MARGIN.points,
        margin_chance: MARGIN.chance,
        rating: 1000.0,
        themes: vec![Theme::OneMove],
        source: None,
    }
}

fn refused(puzzle: &Puzzle, says: &str) {
    let err = verify(puzzle, DEEPER).expect_err(says);
    assert!(err.contains(says), "{err:?} does not say {says:?}");
}

#[test]
fn verify_refuses_an_illegal_solution() {
    let (pos, good) = free_queen();
    verify(&good, DEEPER).unwrap();
    // Two squares diagonally: no pawn moves so.
    assert!(pos.parse_move("a4c6").is_err());
    refused(&with_solution(&good, &["a4c6"]), "move 1 (a4c6)");
    // Legal first move, then an illegal reply (from an empty square).
    refused(
        &with_solution(&good, &["a4b5", "c3c2", "b5a4"]),
        "move 2 (c3c2)",
    );
    // Not a move at all, and a legal move in another spelling.
    refused(&with_solution(&good, &["queen"]), "move 1 (queen)");
    refused(&with_solution(&good, &["A4B5"]), "is written a4b5");
}

#[test]
fn verify_refuses_moves_that_are_not_the_engines_best() {
    let (pos, good) = free_queen();
    // Another solver move.
    let other = pos
        .legal_moves()
        .into_iter()
        .map(|m| m.to_string())
        .find(|m| m != "a4b5")
        .unwrap();
    refused(&with_solution(&good, &[&other]), "the best is a4b5");
    // The same squares calling the clock: the search does not even consider the
    // call here (South does not lead), so it is not the engine's move.
    assert!(pos.parse_move("a4b5*").is_ok());
    refused(&with_solution(&good, &["a4b5*"]), "the best is a4b5");
    // A reply worse than the engine's best (the solver's move after it is beside the
    // point: the reply is refused first).
    let mut after = pos;
    after.play("a4b5".parse().unwrap()).unwrap();
    let scored = review_scores(&after, DEEPER).unwrap();
    let (worst, worst_value) = *scored.moves.last().unwrap();
    assert!(worst_value < scored.moves[0].1, "{:?}", scored.moves);
    let mut then = after;
    then.play(worst).unwrap();
    let next = then.legal_moves()[0].to_string();
    refused(
        &with_solution(&good, &["a4b5", &worst.to_string(), &next]),
        "reply 2",
    );
}

#[test]
fn verify_refuses_a_line_whose_margin_fails_at_a_later_solver_step() {
    let (pos, good) = free_queen();
    // The generator stopped after one move: after the best reply, South's best move
    // no longer beats the others by the margin. Written on, the line is refused there.
    let mut after = pos;
    after.play("a4b5".parse().unwrap()).unwrap();
    let answer = review_scores(&after, DEEPER).unwrap().moves[0].0;
    after.play(answer).unwrap();
    let third = review_scores(&after, DEEPER).unwrap().moves[0].0;
    let long = with_solution(&good, &["a4b5", &answer.to_string(), &third.to_string()]);
    refused(&long, "move 3");
    refused(&long, "margin");
}

#[test]
fn verify_refuses_a_best_move_with_a_rival_within_the_margin() {
    // Two free queens, each taken by a pawn (a4b5, c4b5 or c4d5): the best capture
    // beats the others by far less than the margin. And a pawn for nothing: the best
    // move by about a point, not two.
    for fen in [
        "3P/4/4/1Q1Q/P1P1/4/4/3D 1 0,0 - - classic",
        "3P/4/4/1P2/P3/4/4/3D 1 0,0 - - classic",
    ] {
        let scored = review_scores(&fen.parse().unwrap(), DEEPER).unwrap();
        let best = scored.moves[0].0.to_string();
        refused(&unchecked(fen, &[&best]), "margin");
    }
}

#[test]
fn verify_refuses_a_stated_margin_below_the_puzzles_margin_and_bad_lengths() {
    let (_, good) = free_queen();
    let low = Puzzle {
        margin_points: 1.0,
        ..good.clone()
    };
    refused(&low, "stated margin");
    let nan = Puzzle {
        margin_chance: f64::NAN,
        ..good.clone()
    };
    refused(&nan, "stated margin");
    refused(&with_solution(&good, &[]), "0 moves");
    let seven = ["a4b5"; 7];
    refused(&with_solution(&good, &seven), "7 moves");
}
