//! The move generator against an independent chess library (cozy-chess, MIT, used
//! only here): on thousands of positions from random games that the library accepts,
//! our moves without castling, filtered by "own king not attacked", are the library's
//! legal moves without castling. Castling, en passant across a turn's actions,
//! promotion by battle, drops and exchanges have tests of their own (the crate's unit
//! tests), since no chess library knows those rules.

mod common;

use std::collections::BTreeSet;

use martian_carnett::{attackers, Board, Color, Kind, Piece, Position, Setup, Square};

/// Our moves of a FEN, less castling and moves that leave the own king attacked.
fn ours(fen: &str) -> BTreeSet<String> {
    let setup = Setup::parse(fen).expect("our own FEN");
    let pos = Position::from_setup(&setup, 1);
    let side = setup.side;
    pos.piece_moves()
        .into_iter()
        .filter(|mv| {
            let king = setup.board.pieces(side, Kind::King) & mv.from.bit() != 0;
            !(king && mv.from.file().abs_diff(mv.to.file()) == 2)
        })
        .filter(|mv| {
            let mut board: Board = setup.board;
            if let Some(target) = pos.attack_target(*mv) {
                board.remove(target);
            }
            let Some(piece) = board.remove(mv.from) else {
                return false;
            };
            let kind = mv.promotion.unwrap_or(piece.kind);
            board.put(mv.to, Piece::new(side, kind));
            let king = board.king(side).expect("a king");
            attackers(&board, king, side.opponent()) == 0
        })
        .map(|mv| mv.to_string())
        .collect()
}

/// The library's legal moves, less castling (which it writes as the king taking its
/// own rook); `None` if it refuses the position. Kings side by side (possible here,
/// where kings may stand on attacked squares, never in chess) are left out too: the
/// library accepts them but does not count a king as a checker.
fn theirs(fen: &str) -> Option<BTreeSet<String>> {
    let board = cozy_chess::Board::from_fen(fen, false).ok()?;
    let kings = [cozy_chess::Color::White, cozy_chess::Color::Black].map(|c| board.king(c));
    if (kings[0] as u8 % 8).abs_diff(kings[1] as u8 % 8) <= 1
        && (kings[0] as u8 / 8).abs_diff(kings[1] as u8 / 8) <= 1
    {
        return None;
    }
    let side = board.side_to_move();
    let mut moves = BTreeSet::new();
    board.generate_moves(|piece_moves| {
        for mv in piece_moves {
            let onto_own = board.colors(side).has(mv.to);
            if !onto_own {
                moves.insert(mv.to_string());
            }
        }
        false
    });
    Some(moves)
}

#[test]
fn our_moves_filtered_by_king_safety_are_the_libraries_legal_moves() {
    let mut fens = BTreeSet::new();
    for seed in 0..80 {
        common::lively_game(seed, 600, |game| {
            if game.battle().is_none() && game.outcome().is_none() {
                let pos = game.position();
                if pos.board().king(Color::White).is_some()
                    && pos.board().king(Color::Black).is_some()
                {
                    fens.insert(pos.setup().to_string());
                }
            }
        });
    }
    let mut compared = 0;
    let mut with_en_passant = 0;
    let mut with_promotion = 0;
    for fen in &fens {
        let Some(expected) = theirs(fen) else {
            continue;
        };
        let got = ours(fen);
        assert_eq!(got, expected, "{fen}");
        compared += 1;
        with_en_passant += usize::from(!fen.contains(" - 0 1"));
        with_promotion += usize::from(got.iter().any(|m| m.len() == 5));
    }
    assert!(
        compared >= 3000,
        "only {compared} positions compared of {}",
        fens.len()
    );
    assert!(
        with_en_passant >= 20,
        "{with_en_passant} positions with en passant"
    );
    assert!(
        with_promotion >= 20,
        "{with_promotion} positions with promotions"
    );
    eprintln!(
        "{compared} positions compared ({with_en_passant} with en passant, {with_promotion} with promotions)"
    );
}

#[test]
fn the_start_and_known_positions_agree() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    ] {
        assert_eq!(Some(ours(fen)), theirs(fen), "{fen}");
    }
    assert_eq!(Square::all_of(u64::MAX).count(), 64);
}
