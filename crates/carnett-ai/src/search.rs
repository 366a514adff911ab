//! The turn's plan: a search over sequences of the player's own actions (the die is
//! public, so how many it may take is known). Each step looks at every action, keeps
//! the best few by their value one step ahead and searches on from them; an attack is
//! a chance node, won with the odds of the hand and lost otherwise. The value of a
//! sequence is the evaluation once it ends (the opponent's next turn is in the
//! evaluation's threats). Discards are weighed at the first step by what they are
//! expected to do to the hand.

use martian_carnett::{Action, Card, CardSet, Color, PlayerView, Position};

use crate::eval::{self, Context, KING};
use crate::odds::{highest_rank, lowest_rank, Odds};

/// A state of the plan: the position and what the hand is taken to be.
#[derive(Clone, Copy)]
pub(crate) struct Node {
    pub pos: Position,
    pub hand: CardSet,
}

/// One way an action may turn out: its chance, the state after, the king taken.
type Outcome = (f64, Node, Option<Color>);
/// An action and its outcomes (one, or two for an attack).
type Child = (Action, Vec<Outcome>);

pub struct Searcher<'a> {
    pub ctx: Context,
    pub odds: Odds,
    pub widths: &'a [usize],
    pub nodes: u64,
    /// Evaluations after which no step is searched deeper: the rest is valued as it
    /// stands (the review's fixed budget, counted in positions, never in time; play
    /// passes `u64::MAX`, its widths bound it already).
    pub limit: u64,
}

const WON: f64 = KING as f64 * 2.0;

/// The hand after fighting a battle in its best suit: that suit's top and the
/// lowest card are gone (what comes back is unknown and left out).
fn after_battle(odds: &Odds, hand: CardSet) -> CardSet {
    let mut rest = hand;
    if let Some(suit) = odds.attack(hand).1 {
        if let Some(top) = highest_rank(hand.of_suit(suit)) {
            rest.remove(top);
        }
    }
    if let Some(low) = lowest_rank(rest) {
        rest.remove(low);
    }
    rest
}

impl<'a> Searcher<'a> {
    /// The plan's searcher for `view`'s seat: the odds of its hand, and the chance
    /// that an attack of the opponent wins (what our hand cannot hold off, a little
    /// more: the opponent picks its suit knowing its own hand).
    pub fn for_view(view: &PlayerView, odds: Odds, widths: &'a [usize], limit: u64) -> Self {
        let their_odds = (1.0 - odds.defence(view.hand) + 0.1).min(0.95);
        Searcher {
            ctx: Context {
                me: view.seat,
                their_odds,
                our_odds: 0.5,
            },
            odds,
            widths,
            nodes: 0,
            limit,
        }
    }

    pub(crate) fn evaluate(&mut self, pos: &Position) -> f64 {
        self.nodes += 1;
        eval::evaluate(pos, &self.ctx)
    }

    /// The actions that change the board, with their outcomes: (action, [(chance,
    /// node after, king taken)]).
    fn children(&mut self, node: &Node) -> Vec<Child> {
        let pos = &node.pos;
        let mut actions: Vec<Action> = pos.piece_moves().into_iter().map(Action::Move).collect();
        actions.extend(
            pos.drops()
                .into_iter()
                .map(|(kind, to)| Action::Drop { kind, to }),
        );
        actions.extend(pos.exchanges().into_iter().map(Action::Exchange));
        let mut out = Vec::with_capacity(actions.len());
        for action in actions {
            let attack = matches!(action, Action::Move(mv) if pos.attack_target(mv).is_some());
            if attack {
                let chance = self.odds.attack(node.hand).0;
                let hand = after_battle(&self.odds, node.hand);
                let (Ok((won, k1)), Ok((lost, k2))) =
                    (pos.after(action, true), pos.after(action, false))
                else {
                    continue;
                };
                out.push((
                    action,
                    vec![
                        (chance, Node { pos: won, hand }, k1),
                        (1.0 - chance, Node { pos: lost, hand }, k2),
                    ],
                ));
            } else if let Ok((next, _)) = pos.after(action, false) {
                out.push((
                    action,
                    vec![(
                        1.0,
                        Node {
                            pos: next,
                            hand: node.hand,
                        },
                        None,
                    )],
                ));
            }
        }
        out
    }

    pub(crate) fn outcome_value(&mut self, node: &Node, king: Option<Color>, depth: usize) -> f64 {
        match king {
            Some(c) if c == self.ctx.me => -WON,
            Some(_) => WON,
            None => self.value(node, depth),
        }
    }

    /// The best value reachable from `node` with the steps from `depth` on (stopping
    /// is always possible).
    fn value(&mut self, node: &Node, depth: usize) -> f64 {
        let stand = self.evaluate(&node.pos);
        if depth >= self.widths.len() || node.pos.actions_left() == 0 || self.nodes >= self.limit {
            return stand;
        }
        let scored = self.scored_children(node);
        let mut best = stand;
        for (_, outcomes, _) in scored.into_iter().take(self.widths[depth]) {
            let v = self.expected(&outcomes, depth + 1);
            best = best.max(v);
        }
        best
    }

    fn expected(&mut self, outcomes: &[Outcome], depth: usize) -> f64 {
        outcomes
            .iter()
            .map(|(p, n, k)| {
                if *p > 0.0 {
                    p * self.outcome_value(n, *k, depth)
                } else {
                    0.0
                }
            })
            .sum()
    }

    /// The children, best first by their value one step ahead.
    fn scored_children(&mut self, node: &Node) -> Vec<(Action, Vec<Outcome>, f64)> {
        let children = self.children(node);
        let mut scored: Vec<_> = children
            .into_iter()
            .map(|(a, outcomes)| {
                let v = self.expected(&outcomes, usize::MAX);
                (a, outcomes, v)
            })
            .collect();
        scored.sort_by(|a, b| b.2.total_cmp(&a.2));
        scored
    }

    /// Every first action worth weighing with its value: the board actions searched
    /// on, the discards, and ending the turn.
    pub fn root(&mut self, pos: &Position, hand: CardSet) -> Vec<(Action, f64)> {
        let node = Node { pos: *pos, hand };
        let stand = self.evaluate(pos);
        let mut values = vec![(Action::EndTurn, stand)];
        let scored = self.scored_children(&node);
        let width = self.widths.first().copied().unwrap_or(0);
        for (action, outcomes, quick) in scored.into_iter() {
            let v = if values.len() <= width && self.widths.len() > 1 && self.nodes < self.limit {
                self.expected(&outcomes, 1)
            } else {
                quick
            };
            values.push((action, v));
        }
        // A discard spends an action and changes the hand: the rest of the turn as if
        // the action were gone, plus the hand's expected gain.
        let mut rest = *pos;
        if let Ok((after, _)) = pos.after(Action::EndTurn, false) {
            rest = after;
        }
        let rest_value = self.value(&Node { pos: rest, hand }, 1.min(self.widths.len()));
        for card in hand.iter() {
            let gain = self.odds.discard_gain(hand, card);
            values.push((Action::Discard(card), rest_value + gain - 1.0));
        }
        values
    }
}

/// The lowest card of `set` that beats `best` in its suit, if any.
pub fn lowest_above(set: CardSet, best: Card) -> Option<Card> {
    set.of_suit(best.suit())
        .iter()
        .filter(|c| c.rank() > best.rank())
        .min_by_key(|c| c.rank())
}
