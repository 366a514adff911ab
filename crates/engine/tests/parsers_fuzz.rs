//! Fuzz-style tests: no text, however malformed, makes a parser panic.

use martian_engine::{Layout, Move, MoveText, Position, Rules, Square};
use proptest::prelude::*;

/// Text near MCFEN: its alphabet and separators, so the parser gets past field one.
fn mcfen_like() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[PDQpdq0-9/ ,x*+a-l\\-]{0,100}( [a-z_+0-9]{0,40})?").unwrap()
}

/// Mutations of a valid position (any layout's start): one character changed,
/// removed or doubled.
fn mutated_start() -> impl Strategy<Value = String> {
    (
        0usize..Layout::all().len(),
        0usize..200,
        any::<char>(),
        0u8..3,
    )
        .prop_map(|(which, at, c, how)| {
            let mut chars: Vec<char> = Layout::all()[which].start_fen().chars().collect();
            let at = at % chars.len();
            match how {
                0 => chars[at] = c,
                1 => {
                    chars.remove(at);
                }
                _ => chars.insert(at, c),
            }
            chars.into_iter().collect()
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics_the_mcfen_parser(text in any::<String>()) {
        let _ = text.parse::<Position>();
        let _ = text.parse::<Rules>();
    }

    #[test]
    fn mcfen_like_text_never_panics_and_what_parses_round_trips(text in prop_oneof![mcfen_like(), mutated_start()]) {
        if let Ok(pos) = text.parse::<Position>() {
            let again: Position = pos.to_string().parse().unwrap();
            prop_assert_eq!(again, pos);
            let _ = pos.legal_moves();
            let _ = pos.outcome();
        }
    }

    #[test]
    fn arbitrary_text_never_panics_the_move_parsers(text in any::<String>()) {
        let _ = text.parse::<Move>();
        let _ = text.parse::<MoveText>();
        let _ = text.parse::<Square>();
        for layout in Layout::all() {
            let pos = Position::start(layout, Rules::default()).unwrap();
            if let Err(err) = pos.parse_move(&text) {
                prop_assert!(err.to_string().ends_with('.'));
            }
        }
    }

    #[test]
    fn move_like_text_never_panics(which in 0usize..6, text in "[a-zA-Z0-9 xX*\\-]{0,12}") {
        let pos: Position = Layout::all()[which % Layout::all().len()].start_fen().parse().unwrap();
        match pos.parse_move(&text) {
            Ok(m) => prop_assert!(pos.legal_moves().contains(&Move::new(m.from(), m.to()))),
            Err(err) => prop_assert!(!err.to_string().is_empty()),
        }
    }
}
