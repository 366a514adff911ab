//! Scenarios of whole turns: en passant across actions, promotion by battle, drops,
//! exchanges, castling, battles and their follow-suit rule, the deck, the end.

use crate::*;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn cards(texts: &str) -> Vec<Card> {
    texts
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect()
}

/// A game in the position of `fen` with `die` actions, White holding `white` and
/// Black `black` (13 cards each, filled up from the lowest free cards), the rest in
/// the deck in index order (so the top of the deck is the highest free card).
fn game(fen: &str, die: u8, white: &str, black: &str) -> Game {
    let (mut game, _) = Game::new(Seed::from_u64(99));
    game.position = Position::from_setup(&Setup::parse(fen).unwrap(), die);
    let mut free: Vec<Card> = Card::deck().collect();
    let mut hands = [cards(white), cards(black)];
    free.retain(|c| !hands[0].contains(c) && !hands[1].contains(c));
    for hand in &mut hands {
        while hand.len() < HAND_SIZE {
            hand.push(free.remove(0));
        }
    }
    game.hands = [
        hands[0].iter().copied().collect(),
        hands[1].iter().copied().collect(),
    ];
    game.deck = free;
    game.discard.clear();
    game
}

fn act(game: &mut Game, seat: Color, text: &str) -> Vec<Event> {
    let action: Action = text.parse().unwrap();
    game.apply(seat, action)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn refused(game: &mut Game, seat: Color, text: &str) -> IllegalReason {
    let action: Action = text.parse().unwrap();
    let before = game.clone();
    let err = game.apply(seat, action).unwrap_err().reason;
    assert_eq!(*game, before, "a refused action changes nothing");
    err
}

/// Puts the pieces missing from the board into the opponents' prisons, so that the
/// 32 pieces are accounted for.
fn fill_prisons(game: &mut Game) {
    let full = [8u32, 2, 2, 2, 1, 1];
    for color in Color::BOTH {
        for kind in Kind::ALL {
            let on_board = game.position.board.pieces(color, kind).count_ones();
            let missing = full[kind.index()].saturating_sub(on_board);
            game.position.prisons[color.opponent().index()][kind.index()] += missing as u8;
        }
    }
    assert_eq!(game.position.pieces_accounted(), 32);
}

const W: Color = Color::White;
const B: Color = Color::Black;

#[test]
fn a_new_game_deals_thirteen_each_and_rolls_for_white() {
    let (game, events) = Game::new(Seed::from_u64(5));
    assert_eq!(game.hand(W).len(), 13);
    assert_eq!(game.hand(B).len(), 13);
    assert_eq!(game.deck().len(), 26);
    assert_eq!(game.cards_accounted(), CardSet::FULL);
    assert_eq!(game.to_act(), Some(W));
    let Event::Rolled { seat: W, value } = events[2] else {
        panic!("{events:?}");
    };
    assert_eq!(game.position().actions_left(), value);
    assert_eq!(game.position().pieces_accounted(), 32);
    // The same seed deals the same cards.
    assert_eq!(Game::new(Seed::from_u64(5)).0, game);
    assert_ne!(Game::new(Seed::from_u64(6)).0.hand(W), game.hand(W));
}

#[test]
fn no_piece_moves_twice_in_a_turn_and_the_turn_ends_with_the_actions() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let mut g = game(start, 2, "", "");
    act(&mut g, W, "e2e4");
    assert_eq!(
        refused(&mut g, W, "e4e5"),
        IllegalReason::AlreadyMoved(sq("e4"))
    );
    assert_eq!(
        refused(&mut g, B, "e7e5"),
        IllegalReason::NotYourTurn { to_act: W }
    );
    let events = act(&mut g, W, "d2d4");
    assert!(
        matches!(events[..], [Event::Rolled { seat: B, .. }]),
        "{events:?}"
    );
    assert_eq!(g.position().side(), B);
    assert_eq!(g.position().moved(), 0);
    assert_eq!(g.position().turn(), 2);
    // Ending early is always possible.
    act(&mut g, B, "end");
    assert_eq!(g.to_act(), Some(W));
}

#[test]
fn en_passant_holds_across_the_actions_of_the_next_turn() {
    let mut g = game(
        "4k3/pppppppp/8/4P3/8/8/8/4K3 b - - 0 1",
        3,
        "AH KH",
        "2H 3H",
    );
    act(&mut g, B, "d7d5");
    act(&mut g, B, "a7a6");
    act(&mut g, B, "end");
    g.position.actions_left = 3;
    assert_eq!(g.position().en_passant(), sq("d6").bit());
    act(&mut g, W, "e1e2");
    act(&mut g, W, "e5d6");
    let battle = g.battle().unwrap();
    assert_eq!(battle.target, sq("d5"));
    assert_eq!(g.to_act(), Some(W));
    act(&mut g, W, "play AH");
    assert_eq!(
        refused(&mut g, B, "play AS"),
        IllegalReason::MustFollowSuit {
            card: "AS".parse().unwrap(),
            lead: Suit::Hearts
        }
    );
    act(&mut g, B, "play 2H");
    act(&mut g, W, "play KH");
    let events = act(&mut g, B, "play 3H");
    assert_eq!(events[0], Event::BattleWon { winner: W });
    let board = g.position().board();
    assert_eq!(board.piece_at(sq("d6")), Some(Piece::new(W, Kind::Pawn)));
    assert_eq!(board.piece_at(sq("d5")), None);
    assert_eq!(g.position().prison(W)[Kind::Pawn.index()], 1);
    assert_eq!(g.hand(W).len(), 13);
    assert_eq!(g.hand(B).len(), 13);
    assert_eq!(g.discard_pile().len(), 4);
    assert_eq!(g.position().actions_left(), 1);
    // A double step two turns ago is no longer en passant.
    act(&mut g, W, "end");
    assert_eq!(g.position().en_passant(), 0);
}

#[test]
fn en_passant_is_gone_once_the_pawn_is_taken_or_the_square_filled() {
    // Black's d-pawn passed d6; White takes it with the knight first.
    let mut g = game("4k3/8/8/3pP3/8/2N5/8/4K3 b - - 0 1", 1, "AH KH", "2H 3H");
    g.position.double_steps = sq("d6").bit();
    act(&mut g, B, "end");
    g.position.actions_left = 3;
    assert!(g.legal_actions().contains(&"e5d6".parse().unwrap()));
    act(&mut g, W, "c3d5");
    for (seat, card) in [(W, "AH"), (B, "2H"), (W, "KH"), (B, "3H")] {
        act(&mut g, seat, &format!("play {card}"));
    }
    assert_eq!(
        g.position().board().piece_at(sq("d5")),
        Some(Piece::new(W, Kind::Knight))
    );
    assert!(matches!(
        refused(&mut g, W, "e5d6"),
        IllegalReason::NotAMove { .. }
    ));
    // A piece of one's own dropped on the square: no capture of it.
    let mut g = game("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", 3, "", "");
    g.position.reserves[0][Kind::Knight.index()] = 1;
    assert!(g.legal_actions().contains(&"e5d6".parse().unwrap()));
    act(&mut g, W, "N@d6");
    assert!(matches!(
        refused(&mut g, W, "e5d6"),
        IllegalReason::NotAMove { .. }
    ));
}

#[test]
fn a_promotion_by_battle_and_the_promoted_piece_is_captured_as_what_it_is() {
    let mut g = game("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", 3, "AS KS", "2S 3S");
    act(&mut g, W, "b7a8n");
    for (seat, card) in [(W, "AS"), (B, "2S"), (W, "KS"), (B, "3S")] {
        act(&mut g, seat, &format!("play {card}"));
    }
    assert_eq!(
        g.position().board().piece_at(sq("a8")),
        Some(Piece::new(W, Kind::Knight))
    );
    assert_eq!(g.position().prison(W)[Kind::Rook.index()], 1);
    // The same attack lost: the pawn goes to Black's prison as a pawn; a promoted
    // piece is captured as what it became.
    let mut g = game("r3k3/1P6/8/8/8/8/8/Q3K3 w - - 0 1", 3, "2S 3S", "AS KS");
    act(&mut g, W, "b7a8");
    for (seat, card) in [(W, "2S"), (B, "AS"), (W, "3S"), (B, "KS")] {
        act(&mut g, seat, &format!("play {card}"));
    }
    assert_eq!(
        g.position().board().piece_at(sq("a8")),
        Some(Piece::new(B, Kind::Rook))
    );
    assert_eq!(g.position().prison(B)[Kind::Pawn.index()], 1);
}

#[test]
fn without_the_lead_suit_any_card_may_be_played_and_none_of_them_wins() {
    // Black holds every spade and no heart; White every heart.
    let spades = "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS";
    let mut g = game("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", 2, "2H", spades);
    act(&mut g, W, "e4d5");
    act(&mut g, W, "play 2H");
    assert_eq!(g.legal_actions().len(), 13, "any card");
    act(&mut g, B, "play AS");
    // White must follow its own lead suit while it can.
    assert_eq!(
        refused(&mut g, W, "play 2C"),
        IllegalReason::CardNotInHand("2C".parse().unwrap())
    );
    assert!(g
        .legal_actions()
        .iter()
        .all(|a| matches!(a, Action::Play(c) if c.suit() == Suit::Hearts)));
    act(&mut g, W, "play 3H");
    let events = act(&mut g, B, "play KS");
    assert_eq!(events[0], Event::BattleWon { winner: W });
    assert_eq!(
        g.position().board().piece_at(sq("d5")),
        Some(Piece::new(W, Kind::Pawn))
    );
}

#[test]
fn a_king_that_loses_its_own_attack_loses_the_game() {
    let mut g = game("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", 3, "2S 3S", "AS KS");
    act(&mut g, W, "e1d2");
    for (seat, card) in [(W, "2S"), (B, "AS"), (W, "3S")] {
        act(&mut g, seat, &format!("play {card}"));
    }
    let events = act(&mut g, B, "play KS");
    assert_eq!(g.outcome(), Some(Outcome::KingCaptured { winner: B }));
    assert_eq!(
        events.last(),
        Some(&Event::Ended(Outcome::KingCaptured { winner: B }))
    );
    assert_eq!(g.to_act(), None);
    assert!(g.legal_actions().is_empty());
    assert!(matches!(
        refused(&mut g, W, "end"),
        IllegalReason::GameOver(_)
    ));
}

#[test]
fn drops_go_to_empty_squares_pawns_not_on_the_edge_ranks_and_then_stay() {
    let mut g = game("4k3/8/8/8/4p3/8/8/4K3 w - - 0 1", 4, "", "");
    g.position.reserves[0][Kind::Pawn.index()] = 1;
    g.position.reserves[0][Kind::Knight.index()] = 1;
    assert_eq!(
        refused(&mut g, W, "P@a1"),
        IllegalReason::PawnOnEdgeRank(sq("a1"))
    );
    assert_eq!(
        refused(&mut g, W, "P@a8"),
        IllegalReason::PawnOnEdgeRank(sq("a8"))
    );
    assert_eq!(
        refused(&mut g, W, "N@e4"),
        IllegalReason::SquareOccupied(sq("e4"))
    );
    assert_eq!(
        refused(&mut g, W, "B@c4"),
        IllegalReason::NotInReserve(Kind::Bishop)
    );
    let drops = g
        .legal_actions()
        .iter()
        .filter(|a| matches!(a, Action::Drop { .. }))
        .count();
    assert_eq!(drops, 47 + 61);
    act(&mut g, W, "N@e3");
    assert_eq!(
        refused(&mut g, W, "e3d5"),
        IllegalReason::AlreadyMoved(sq("e3"))
    );
    act(&mut g, W, "P@a2");
    assert_eq!(g.position().reserve(W), [0; 6]);
    assert_eq!(
        refused(&mut g, W, "a2a4"),
        IllegalReason::AlreadyMoved(sq("a2"))
    );
}

#[test]
fn exchanges_trade_prisoners_and_the_piece_may_be_dropped_the_same_turn() {
    let mut g = game("4k3/8/8/8/8/8/8/4K3 w - - 0 1", 3, "", "");
    g.position.prisons[0][Kind::Knight.index()] = 1; // White holds a black knight
    g.position.prisons[1][Kind::Knight.index()] = 2; // Black holds two white knights
    g.position.prisons[1][Kind::Rook.index()] = 1;
    assert_eq!(
        refused(&mut g, W, "exchange R"),
        IllegalReason::NoPrisoner(Kind::Rook)
    );
    assert_eq!(
        refused(&mut g, W, "exchange B"),
        IllegalReason::NoPrisoner(Kind::Bishop)
    );
    assert!(g.apply(W, Action::Exchange(Kind::King)).is_err());
    act(&mut g, W, "exchange N");
    let p = g.position();
    assert_eq!(p.prison(W)[Kind::Knight.index()], 0);
    assert_eq!(p.reserve(B)[Kind::Knight.index()], 1);
    assert_eq!(p.prison(B)[Kind::Knight.index()], 1);
    assert_eq!(p.reserve(W)[Kind::Knight.index()], 1);
    assert_eq!(
        refused(&mut g, W, "exchange N"),
        IllegalReason::NoPrisoner(Kind::Knight)
    );
    act(&mut g, W, "N@d4");
    assert_eq!(
        g.position().board().piece_at(sq("d4")),
        Some(Piece::new(W, Kind::Knight))
    );
}

#[test]
fn castling_moves_both_pieces_and_both_count_as_moved() {
    let mut g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 3, "", "");
    act(&mut g, W, "e1g1");
    let board = *g.position().board();
    assert_eq!(board.piece_at(sq("g1")), Some(Piece::new(W, Kind::King)));
    assert_eq!(board.piece_at(sq("f1")), Some(Piece::new(W, Kind::Rook)));
    assert_eq!(
        refused(&mut g, W, "f1f5"),
        IllegalReason::AlreadyMoved(sq("f1"))
    );
    assert_eq!(g.position().castling().to_string(), "kq");
    // Black castles queen-side through the white rook's line: no check in this game.
    act(&mut g, W, "end");
    act(&mut g, B, "e8c8");
    assert_eq!(
        g.position().board().piece_at(sq("d8")),
        Some(Piece::new(B, Kind::Rook))
    );
}

#[test]
fn a_discard_draws_the_top_card_and_an_empty_deck_is_the_shuffled_pile() {
    let mut g = game("4k3/8/8/8/8/8/8/4K3 w - - 0 1", 6, "", "");
    let top = *g.deck().last().unwrap();
    let first = g.hand(W).lowest().unwrap();
    let events = act(&mut g, W, &format!("discard {first}"));
    assert_eq!(events, [Event::Drew { seat: W, card: top }]);
    assert_eq!(g.discard_pile(), [first]);
    // Empty the deck into the pile: the next draw reshuffles.
    let deck = std::mem::take(&mut g.deck);
    g.discard.extend(deck);
    let card = g.hand(W).lowest().unwrap();
    let events = act(&mut g, W, &format!("discard {card}"));
    assert_eq!(events[0], Event::Reshuffled);
    assert!(matches!(events[1], Event::Drew { seat: W, .. }));
    assert_eq!(g.deck().len(), 26);
    assert!(g.discard_pile().is_empty());
    assert_eq!(g.cards_accounted(), CardSet::FULL);
    let elsewhere = g.deck()[0];
    assert_eq!(
        refused(&mut g, W, &format!("discard {elsewhere}")),
        IllegalReason::CardNotInHand(elsewhere)
    );
    assert_eq!(refused(&mut g, W, "play AS"), IllegalReason::NoBattle);
}

#[test]
fn only_cards_are_played_during_a_battle() {
    let mut g = game("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", 2, "", "");
    act(&mut g, W, "e4d5");
    assert_eq!(refused(&mut g, W, "end"), IllegalReason::BattleUnderway);
    assert!(g
        .legal_actions()
        .iter()
        .all(|a| matches!(a, Action::Play(_))));
    assert_eq!(g.legal_actions().len(), 13);
}

#[test]
fn the_two_hundredth_turn_ends_in_a_draw() {
    let mut g = game("4k3/8/8/8/8/8/8/4K3 w - - 0 1", 2, "", "");
    g.position.turn = MAX_TURNS - 1;
    act(&mut g, W, "end");
    assert_eq!(g.position().turn(), MAX_TURNS);
    let events = act(&mut g, B, "end");
    assert_eq!(events, [Event::Ended(Outcome::TurnLimit)]);
    assert_eq!(g.outcome(), Some(Outcome::TurnLimit));
}

#[test]
fn a_player_view_shows_no_hidden_card() {
    let (g, _) = Game::new(Seed::from_u64(1));
    let view = g.view(B);
    assert_eq!(view.hand, g.hand(B));
    assert_eq!(view.opponent_cards, 13);
    assert_eq!(view.unseen(), CardSet::FULL.minus(g.hand(B)));
    assert!(view.legal_actions().is_empty(), "not Black's turn");
    assert_eq!(g.view(W).legal_actions(), g.legal_actions());
}

#[test]
fn debug_output_shows_no_hidden_card() {
    let (g, _) = Game::new(Seed::from_u64(1));
    let text = format!("{g:?}");
    assert!(text.contains("hand_sizes: [13, 13]"), "{text}");
    assert!(!text.contains("Card("), "{text}");
    assert!(!text.contains(&g.seed().to_hex()), "{text}");
}

#[test]
fn the_state_round_trips_through_its_text() {
    let mut g = game("r3k2r/8/8/3p4/4P3/8/8/R3K2R w KQkq d6 0 1", 4, "AH", "2H");
    fill_prisons(&mut g);
    act(&mut g, W, "a1a2");
    act(&mut g, W, "e4d5");
    act(&mut g, W, "play AH");
    let text = encode::encode(&g);
    let back = encode::decode(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back, g);
    assert_eq!(encode::encode(&back), text);
    assert!(encode::decode(&text.replace("AH", "2H")).is_err());
    assert!(encode::decode(&text.replace("carnett-state 1", "carnett-state 2")).is_err());
}

#[test]
fn a_fen_may_give_the_side_to_move_its_own_en_passant_square() {
    // Black double-stepped d7d5 earlier in this turn: d6 is White's to take next turn.
    let fen = "4k3/ppp1pppp/8/3pP3/8/8/8/4K3 b - d6 0 1";
    let moves = fen_moves(fen).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(moves, fen_moves(&fen.replace(" d6 ", " - ")).unwrap());
    assert!(!moves.iter().any(|m| m.ends_with("d6")), "{moves:?}");
    assert!(moves.contains(&"c7c5".to_owned()) && moves.contains(&"e7e6".to_owned()));
    let pos = Position::from_setup(&Setup::parse(fen).unwrap(), 1);
    assert_eq!((pos.en_passant(), pos.double_steps()), (0, sq("d6").bit()));
    // Once Black's turn ends, White may take en passant.
    let mut g = game(fen, 2, "", "");
    act(&mut g, B, "a7a6");
    act(&mut g, B, "end");
    assert_eq!(g.position().en_passant(), sq("d6").bit());
    assert!(g.legal_actions().contains(&"e5d6".parse().unwrap()));
}

#[test]
fn the_fen_of_a_position_reads_back_the_same() {
    let reads_back = |g: &Game| -> String {
        let fen = g.position().setup().to_string();
        let setup = Setup::parse(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(setup.to_string(), fen);
        assert_eq!(Position::from_setup(&setup, 1).setup(), setup);
        fen
    };
    let mut g = game("4k3/pppppppp/8/4P3/2N5/8/8/4K3 b - - 0 1", 3, "", "");
    act(&mut g, B, "d7d5");
    // Black's own double step is written with Black to move, and read back as one.
    assert_eq!(reads_back(&g), "4k3/ppp1pppp/8/3pP3/2N5/8/8/4K3 b - d6 0 1");
    let setup = Setup::parse(&reads_back(&g)).unwrap();
    assert_eq!(
        Position::from_setup(&setup, 1).double_steps(),
        g.position().double_steps()
    );
    act(&mut g, B, "end");
    g.position.actions_left = 3;
    assert_eq!(reads_back(&g), "4k3/ppp1pppp/8/3pP3/2N5/8/8/4K3 w - d6 0 1");
    // A square that can no longer be taken (a piece moved onto it) is left out.
    act(&mut g, W, "c4d6");
    assert_eq!(reads_back(&g), "4k3/ppp1pppp/3N4/3pP3/8/8/8/4K3 w - - 0 1");
}
