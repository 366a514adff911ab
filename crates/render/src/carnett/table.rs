//! [`Table`]: what everybody at the table sees of a game, and nothing else. An image
//! is drawn from a `Table`, never from a [`Game`], so that it cannot show a hand or
//! the deck's order: the type has no place to hold them.

use martian_carnett::{Action, Battle, Card, Color, Game, Outcome, Position, Seed, Square};

use super::sprites::Mark;

/// How many of the discard pile's top cards a table keeps (and the image shows).
pub const DISCARD_SHOWN: usize = 6;

/// The public state of a game at one moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The board, whose turn, the die and the actions left, the pieces moved this
    /// turn, prisons and reserves: all public.
    pub position: Position,
    /// Cards in the deck (its size only).
    pub deck: usize,
    /// Cards in each hand, by colour (sizes only).
    pub hands: [usize; 2],
    /// The discard pile's top cards, its top card last (at most [`DISCARD_SHOWN`]).
    pub discard: Vec<Card>,
    /// The battle under way: the attack and the cards played so far, face up.
    pub battle: Option<Battle>,
    pub outcome: Option<Outcome>,
    /// The action that led here (who took it and what), if any.
    pub last: Option<(Color, Action)>,
    /// The squares to light: the last action's, and a battle's target.
    pub highlight: Vec<(Square, Mark)>,
}

/// The squares of an attack: from and to as the last action, the piece fought for as
/// the target (beside `to` en passant).
fn battle_squares(battle: &Battle) -> Vec<(Square, Mark)> {
    let mut squares = vec![(battle.attack.from, Mark::Last)];
    if battle.attack.to != battle.target {
        squares.push((battle.attack.to, Mark::Last));
    }
    squares.push((battle.target, Mark::Target));
    squares
}

impl Table {
    /// The public parts of `game`, after `last` (if known). A battle under way lights
    /// its squares; otherwise a move lights its from and to squares, a drop its square.
    pub fn of(game: &Game, last: Option<(Color, Action)>) -> Table {
        let battle = game.battle().cloned();
        let highlight = match (&battle, last) {
            (Some(b), _) => battle_squares(b),
            (None, Some((_, Action::Move(mv)))) => vec![(mv.from, Mark::Last), (mv.to, Mark::Last)],
            (None, Some((_, Action::Drop { to, .. }))) => vec![(to, Mark::Last)],
            _ => Vec::new(),
        };
        let pile = game.discard_pile();
        Table {
            position: *game.position(),
            deck: game.deck().len(),
            hands: Color::BOTH.map(|c| game.hand(c).len()),
            discard: pile[pile.len().saturating_sub(DISCARD_SHOWN)..].to_vec(),
            battle,
            outcome: game.outcome(),
            last,
            highlight,
        }
    }

    /// As [`Table::of`] for `after`, the game once `last` was taken in `before`: when
    /// that action was a battle's last card, the attack it decided stays lit (the
    /// battle itself is over, so `after` no longer knows its squares).
    pub fn after(before: &Game, last: (Color, Action), after: &Game) -> Table {
        let mut table = Table::of(after, Some(last));
        if let (Some(fought), None) = (before.battle(), after.battle()) {
            table.highlight = vec![
                (fought.attack.from, Mark::Last),
                (fought.attack.to, Mark::Last),
            ];
        }
        table
    }

    /// Who must act now: the side whose turn it is, or in a battle whoever plays the
    /// next card; `None` once the game is over.
    pub fn to_act(&self) -> Option<Color> {
        if self.outcome.is_some() {
            return None;
        }
        Some(match &self.battle {
            Some(battle) => battle.to_play(),
            None => self.position.side(),
        })
    }
}

/// The tables of a whole game, for a replay: the start, then one after each action
/// (every battle card is an action). Stops at the first action the game refuses, so a
/// damaged record gives a shorter replay, never a panic.
pub fn replay(seed: Seed, actions: &[(Color, Action)]) -> Vec<Table> {
    let (mut game, _) = Game::new(seed);
    let mut tables = vec![Table::of(&game, None)];
    for &(seat, action) in actions {
        let before = game.clone();
        if game.apply(seat, action).is_err() {
            break;
        }
        tables.push(Table::after(&before, (seat, action), &game));
    }
    tables
}
