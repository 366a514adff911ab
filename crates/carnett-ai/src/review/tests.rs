//! The review at a small budget (the same code as at the real one; only how deep the
//! busiest positions are searched differs).

use martian_carnett::{Action, Game, Seed};

use super::*;

const NODES: u64 = 4_000;

/// Up to `count` actions of the review's own choice in the game of `seed`, with
/// `swap` replacing the choice where it says.
fn own_game(
    seed: u64,
    count: usize,
    mut swap: impl FnMut(usize, &Game) -> Option<Action>,
) -> Vec<Action> {
    let (mut game, _) = Game::new(Seed::from_u64(seed));
    let mut actions = Vec::new();
    while actions.len() < count {
        let Some(seat) = game.to_act() else { break };
        let (own, _) = review_choice(&game.view(seat), NODES).expect("the seat's turn");
        let action = swap(actions.len(), &game).unwrap_or(own);
        game.apply(seat, action).expect("legal");
        actions.push(action);
    }
    actions
}

/// The legal turn action of the least value for the mover, if the moment is a turn's
/// (not a battle's) and that action is worth clearly less than the best.
fn worst_turn_action(game: &Game) -> Option<Action> {
    let view = game.view(game.to_act()?);
    if view.battle.is_some() {
        return None;
    }
    let values = values(&view, NODES);
    let (best, _) = best_of(&values)?;
    let (worst, v) = values.iter().copied().min_by(|a, b| a.1.total_cmp(&b.1))?;
    (worst != best && v < best_of(&values)?.1 - 200.0).then_some(worst)
}

#[test]
fn a_game_of_the_reviews_own_actions_loses_nothing_and_reviews_the_same_twice() {
    for seed in [1, 2] {
        let actions = own_game(seed, 120, |_, _| None);
        let reviewed = review(Seed::from_u64(seed), &actions, NODES).unwrap();
        assert_eq!(reviewed.len(), actions.len());
        for (r, a) in reviewed.iter().zip(&actions) {
            assert_eq!((r.played, r.best, r.after), (*a, *a, r.before), "{seed}");
        }
        assert!(reviewed.iter().any(|r| matches!(r.played, Action::Play(_))));
        assert_eq!(
            review(Seed::from_u64(seed), &actions, NODES).unwrap(),
            reviewed
        );
    }
}

#[test]
fn a_turn_action_that_throws_material_away_is_seen_with_the_better_action() {
    let mut slip = None;
    let actions = own_game(3, 60, |index, game| {
        if slip.is_some() || index < 8 {
            return None;
        }
        let worst = worst_turn_action(game)?;
        slip = Some(index);
        Some(worst)
    });
    let slip = slip.expect("some turn action of the game throws material away");
    let reviewed = review(Seed::from_u64(3), &actions, NODES).unwrap();
    let r = reviewed[slip];
    assert_ne!(r.played, r.best);
    assert!(r.after < r.before - 200, "{r:?}");
    for (index, r) in reviewed.iter().enumerate().filter(|(i, _)| *i != slip) {
        assert_eq!(r.after, r.before, "action {index}");
    }
}

#[test]
fn a_battle_card_that_gives_the_battle_away_is_judged_by_the_chance_lost() {
    // The defender's last card decides the battle for certain: find one where the
    // review's card wins it and another allowed card loses it, and play that one.
    let mut slip = None;
    let actions = own_game(4, 400, |index, game| {
        let battle = game.battle()?;
        if slip.is_some() || battle.cards.len() != 3 {
            return None;
        }
        let seat = game.to_act()?;
        let view = game.view(seat);
        let (Action::Play(own), _) = review_choice(&view, NODES)? else {
            return None;
        };
        let lead = battle.lead()?;
        let top_down = battle
            .cards
            .iter()
            .filter(|c| c.suit() == lead)
            .map(|c| c.rank())
            .max()?;
        let attacker_top = battle.cards[0].rank().max(battle.cards[2].rank());
        if own.suit() != lead || own.rank() < top_down || own.rank() < attacker_top {
            return None;
        }
        let loser = battle
            .allowed(view.hand)
            .iter()
            .find(|c| c.rank() < attacker_top || c.suit() != lead)?;
        slip = Some(index);
        Some(Action::Play(loser))
    });
    let slip = slip.expect("some battle's last card decides it");
    let reviewed = review(Seed::from_u64(4), &actions, NODES).unwrap();
    let r = reviewed[slip];
    assert!(matches!(r.played, Action::Play(_)) && r.played != r.best);
    // A won battle against a lost one: at least a pawn's worth.
    assert!(r.after <= r.before - 100, "{r:?}");
}

#[test]
fn a_record_that_does_not_replay_is_refused_at_its_bad_action() {
    let mut actions = own_game(5, 6, |_, _| None);
    actions.insert(2, "a1a8".parse().unwrap());
    assert_eq!(
        review(Seed::from_u64(5), &actions, NODES),
        Err(UnplayableAction { index: 2 })
    );
}
