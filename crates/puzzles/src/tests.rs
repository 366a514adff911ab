//! The generator on a small seeded set of games, and on hand-made positions.

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
