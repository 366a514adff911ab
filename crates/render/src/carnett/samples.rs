//! A busy table shared by the tests and the benchmarks, so that they look at the same
//! picture.

use martian_carnett::{Action, ChessMove, Color, Game, Kind, Seed};

use super::options::Options;
use super::table::Table;

/// A busy position for tests and benchmarks: deep in a seeded game (prisons and
/// reserves filled, a discard pile), stopped in a battle with cards on the table, and
/// long names. Played by a fixed rule from the legal actions, so it is the same
/// picture every time.
pub fn sample_busy() -> (Table, Options) {
    let (mut game, _) = Game::new(Seed::from_u64(16));
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    // The first moment busy enough: (game before, action, game after).
    let mut kept: Option<(Game, (Color, Action), Game)> = None;
    for _ in 0..3000 {
        let Some(seat) = game.to_act() else { break };
        let pos = game.position();
        // No attack by or on a king: either could end the game.
        let kingly = |mv: &ChessMove| {
            let king = |sq| {
                pos.board()
                    .piece_at(sq)
                    .is_some_and(|p| p.kind == Kind::King)
            };
            pos.attack_target(*mv)
                .is_some_and(|t| king(t) || king(mv.from))
        };
        let actions: Vec<Action> = game
            .legal_actions()
            .into_iter()
            .filter(|a| !matches!(a, Action::Move(mv) if kingly(mv)))
            .collect();
        // Prefer captures, so that the prisons fill; otherwise any action.
        let captures: Vec<Action> = actions
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Move(mv) if pos.attack_target(*mv).is_some()))
            .collect();
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let pick = (state >> 33) as usize;
        let pool = if !captures.is_empty() && pick % 2 == 0 {
            &captures
        } else {
            &actions
        };
        // The picked action, or the next one that does not end the game.
        let n = pool.len().max(1);
        let mut chosen = None;
        for k in 0..n {
            let Some(&action) = pool.get((pick + k) % n) else {
                break;
            };
            let mut trial = game.clone();
            if trial.apply(seat, action).is_ok() && trial.outcome().is_none() {
                chosen = Some((action, trial));
                break;
            }
        }
        let Some((action, next)) = chosen else { break };
        let before = std::mem::replace(&mut game, next);
        let pos = game.position();
        let taken = |c: Color| pos.prison(c).iter().sum::<u8>();
        let kept_back = |c: Color| pos.reserve(c).iter().sum::<u8>();
        let battle_cards = game.battle().map_or(0, |b| b.cards.len());
        if taken(Color::White) >= 5
            && taken(Color::Black) >= 5
            && kept_back(Color::White) + kept_back(Color::Black) > 0
            && battle_cards == 3
        {
            kept = Some((before, (seat, action), game.clone()));
            break;
        }
    }
    let table = match &kept {
        Some((before, last, after)) => Table::after(before, *last, after),
        None => Table::of(&game, None),
    };
    let options = Options {
        names: [
            "Ŵ1WWWMMMMWWWW ÆØÅ Wolfeschlegelsteinhausenbergerdorff".into(),
            "Алиса Кэрролл-Лиддел".into(),
        ],
        ..Options::default()
    };
    (table, options)
}
