//! What the post-game analysis asks of the computer player: for every action of a
//! finished game, from the mover's own view at that moment (its hand, never the other
//! one or the deck), the value of the best action and of the action played, with the
//! action it would have taken.
//!
//! Units: centipawns for the mover (a pawn 100, a queen 900; a king taken ±60,000),
//! the evaluation's own (eval.rs), so values are comparable across the game.
//!
//! - A turn action is valued as `normal` values it (the search over the rest of the
//!   turn, search.rs), without its noise and cut to a budget of positions
//!   ([`REVIEW_NODES`], never time): the same game gives the same review anywhere.
//! - A card in a battle is valued by its chance of winning the battle
//!   (battle_chance.rs) times what the battle is worth: `p · V(won) + (1 − p) ·
//!   V(lost)`, `V` the mover's value of the position once the battle is settled (the
//!   attacker's with the rest of its turn searched, the defender's as it stands).
//! - An action the review cannot value (none of the kind, or the only one) counts as
//!   the best, and so does one worth as much as the best: a tie is no slip.

use martian_carnett::{Action, Battle, Color, Game, PlayerView, Seed};

use crate::battle_chance::win_chance;
use crate::level::Level;
use crate::odds::Odds;
use crate::search::{Node, Searcher};

/// Positions the review evaluates at most for one action. `normal`'s plan takes some
/// thousands (6,600 on average in self-play, a few tens of thousands in the busiest
/// positions), so the budget rarely binds; it bounds a game's cost all the same.
pub const REVIEW_NODES: u64 = 60_000;

/// One action of a game as the review saw it, in centipawns for the mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reviewed {
    pub mover: Color,
    /// The action played (a promotion spelt out: `e7e8` is `e7e8q`).
    pub played: Action,
    /// The review's choice; the action played when that was worth as much.
    pub best: Action,
    /// The best value the mover had before the action.
    pub before: i32,
    /// The value of the action played (`before` when it was the best).
    pub after: i32,
}

/// Why a game could not be reviewed: its action at this index (0-based) could not be
/// taken (a record that does not replay).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnplayableAction {
    pub index: usize,
}

impl std::fmt::Display for UnplayableAction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "action {} cannot be taken", self.index + 1)
    }
}

impl std::error::Error for UnplayableAction {}

/// The widths of the review's plan: `normal`'s, whose values the review reports.
fn widths() -> &'static [usize] {
    Level::Normal.settings().widths
}

/// Every action of the view's seat that the review can value, with its value, in the
/// order ties are broken (the first best wins); empty when it is not the seat's turn.
fn values(view: &PlayerView, nodes: u64) -> Vec<(Action, f64)> {
    if view.to_act() != Some(view.seat) {
        return Vec::new();
    }
    let odds = Odds::new(view.unseen(), view.opponent_cards);
    let mut searcher = Searcher::for_view(view, odds, widths(), nodes);
    match &view.battle {
        Some(battle) => card_values(view, battle, &odds, &mut searcher),
        None => {
            let legal = view.legal_actions();
            let mut values = searcher.root(&view.position, view.hand);
            values.retain(|(a, _)| legal.contains(a));
            values
        }
    }
}

/// The cards the mover may play, each worth its chance of winning the battle times
/// the stakes; lowest first, so that a tie keeps the high cards for later battles.
fn card_values(
    view: &PlayerView,
    battle: &Battle,
    odds: &Odds,
    searcher: &mut Searcher,
) -> Vec<(Action, f64)> {
    let attacking = battle.attacker == view.seat;
    // The attacker's turn goes on after the battle (its plan is searched); the
    // defender's value is the position as it stands.
    let depth = if attacking { 1 } else { widths().len() };
    let mut settled = |mover_wins: bool| {
        let (pos, king) = view
            .position
            .after(Action::Move(battle.attack), mover_wins == attacking)
            .ok()?;
        let node = Node {
            pos,
            hand: view.hand,
        };
        Some(searcher.outcome_value(&node, king, depth))
    };
    let (Some(won), Some(lost)) = (settled(true), settled(false)) else {
        return Vec::new();
    };
    let mut cards: Vec<_> = battle.allowed(view.hand).iter().collect();
    cards.sort_by_key(|c| (c.rank(), c.suit()));
    cards
        .into_iter()
        .map(|card| {
            let p = win_chance(battle, view.hand, odds, card);
            (Action::Play(card), p * won + (1.0 - p) * lost)
        })
        .collect()
}

/// The first action of the highest value.
fn best_of(values: &[(Action, f64)]) -> Option<(Action, f64)> {
    values.iter().copied().fold(None, |best, x| match best {
        Some((_, v)) if x.1 <= v => best,
        _ => Some(x),
    })
}

fn units(value: f64) -> i32 {
    value.round() as i32
}

/// The action the review would take in `view` with `nodes` positions, and its value
/// (centipawns for the seat); `None` when it is not the seat's turn.
pub fn review_choice(view: &PlayerView, nodes: u64) -> Option<(Action, i32)> {
    best_of(&values(view, nodes)).map(|(a, v)| (a, units(v)))
}

/// `played` as the rules take it: a pawn's move to the last rank names its piece.
fn spelt_out(view: &PlayerView, played: Action) -> Action {
    match played {
        Action::Move(mv) if view.battle.is_none() => {
            view.position.check_move(mv).map_or(played, Action::Move)
        }
        _ => played,
    }
}

/// One action judged from its mover's view.
fn review_one(view: &PlayerView, played: Action, nodes: u64) -> Reviewed {
    let played = spelt_out(view, played);
    let values = values(view, nodes);
    let best = best_of(&values);
    let value_of_played = values.iter().find(|(a, _)| *a == played).map(|x| x.1);
    let (best, before, after) = match (best, value_of_played) {
        (Some((best, b)), Some(p)) if p < b => (best, b, p),
        (Some((_, b)), _) => (played, b, b),
        // Nothing valued: the position as it stands, for both.
        (None, _) => {
            let odds = Odds::new(view.unseen(), view.opponent_cards);
            let v = Searcher::for_view(view, odds, widths(), nodes).evaluate(&view.position);
            (played, v, v)
        }
    };
    Reviewed {
        mover: view.seat,
        played,
        best,
        before: units(before),
        after: units(after),
    }
}

/// Reviews the game dealt from `seed` in which `actions` were taken (each by the seat
/// that had to act), with `nodes` positions at most per action.
pub fn review(
    seed: Seed,
    actions: &[Action],
    nodes: u64,
) -> Result<Vec<Reviewed>, UnplayableAction> {
    let (mut game, _) = Game::new(seed);
    let mut reviewed = Vec::with_capacity(actions.len());
    for (index, &action) in actions.iter().enumerate() {
        let seat = game.to_act().ok_or(UnplayableAction { index })?;
        let mut next = game.clone();
        next.apply(seat, action)
            .map_err(|_| UnplayableAction { index })?;
        reviewed.push(review_one(&game.view(seat), action, nodes));
        game = next;
    }
    Ok(reviewed)
}

#[cfg(test)]
mod tests;
