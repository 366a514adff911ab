//! A whole game: the public position, the hands, the deck and the discard pile, the
//! battle under way, the outcome and the seed's streams. [`Game::apply`] takes one
//! action of the seat that must act and reports what chance did after it.

use crate::action::Action;
use crate::battle::Battle;
use crate::card::{Card, CardSet};
use crate::illegal::{IllegalAction, IllegalReason};
use crate::outcome::Outcome;
use crate::piece::Color;
use crate::position::Position;
use crate::rng::{Seed, Streams};
use crate::view::PlayerView;

/// Cards in a hand between battles.
pub const HAND_SIZE: usize = 13;
/// The game is drawn once this many turns (both players' together) have been played.
pub const MAX_TURNS: u16 = 200;

/// What happened besides the action itself: chance (deals, rolls, draws, reshuffles)
/// and the results it led to. The random events are what a record is checked against.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// The cards a seat was dealt at the start, in the order they came off the deck.
    Dealt {
        seat: Color,
        cards: Vec<Card>,
    },
    /// The die rolled for a seat's turn.
    Rolled {
        seat: Color,
        value: u8,
    },
    Drew {
        seat: Color,
        card: Card,
    },
    /// The deck was empty: the discard pile was shuffled and became the deck.
    Reshuffled,
    BattleWon {
        winner: Color,
    },
    Ended(Outcome),
}

/// The whole state of a game: stored and restored exactly by [`crate::encode`]. Its
/// `Debug` leaves out the hands and the deck's order (a log line must not show them).
#[derive(Clone, PartialEq, Eq)]
pub struct Game {
    pub(crate) position: Position,
    pub(crate) hands: [CardSet; 2],
    /// The deck, its top card last.
    pub(crate) deck: Vec<Card>,
    /// The discard pile, its top card last.
    pub(crate) discard: Vec<Card>,
    pub(crate) battle: Option<Battle>,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) streams: Streams,
}

impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Game")
            .field("position", &self.position)
            .field("hand_sizes", &[self.hands[0].len(), self.hands[1].len()])
            .field("deck_size", &self.deck.len())
            .field("discard", &self.discard)
            .field("battle", &self.battle)
            .field("outcome", &self.outcome)
            .finish_non_exhaustive()
    }
}

impl Game {
    /// A new game from its seed: the deck shuffled, thirteen cards dealt to White then
    /// thirteen to Black off the top, and White's die rolled. Returns those events.
    pub fn new(seed: Seed) -> (Game, Vec<Event>) {
        let mut streams = Streams::new(seed);
        let mut deck: Vec<Card> = Card::deck().collect();
        streams.shuffle(&mut deck);
        let mut events = Vec::new();
        let mut hands = [CardSet::EMPTY; 2];
        for seat in Color::BOTH {
            let cards: Vec<Card> = (0..HAND_SIZE).filter_map(|_| deck.pop()).collect();
            hands[seat.index()] = cards.iter().copied().collect();
            events.push(Event::Dealt { seat, cards });
        }
        let roll = streams.roll();
        events.push(Event::Rolled {
            seat: Color::White,
            value: roll,
        });
        let position = Position::from_setup(&crate::board::Setup::start(), roll);
        let game = Game {
            position,
            hands,
            deck,
            discard: Vec::new(),
            battle: None,
            outcome: None,
            streams,
        };
        (game, events)
    }

    pub fn position(&self) -> &Position {
        &self.position
    }
    pub fn hand(&self, seat: Color) -> CardSet {
        self.hands[seat.index()]
    }
    pub fn deck(&self) -> &[Card] {
        &self.deck
    }
    pub fn discard_pile(&self) -> &[Card] {
        &self.discard
    }
    pub fn battle(&self) -> Option<&Battle> {
        self.battle.as_ref()
    }
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    pub fn seed(&self) -> Seed {
        self.streams.seed()
    }

    /// Who must act now: the player whose turn it is, or in a battle the one whose
    /// card is next; `None` once the game is over.
    pub fn to_act(&self) -> Option<Color> {
        if self.outcome.is_some() {
            return None;
        }
        Some(match &self.battle {
            Some(battle) => battle.to_play(),
            None => self.position.side,
        })
    }

    /// What `seat` sees: its own hand and everything public, never the deck's order or
    /// the other hand.
    pub fn view(&self, seat: Color) -> PlayerView {
        PlayerView {
            seat,
            position: self.position,
            hand: self.hands[seat.index()],
            opponent_cards: self.hands[seat.opponent().index()].len(),
            deck_cards: self.deck.len(),
            discard: self.discard.clone(),
            battle: self.battle.clone(),
            outcome: self.outcome,
        }
    }

    /// Every action the seat that must act may take now.
    pub fn legal_actions(&self) -> Vec<Action> {
        match self.to_act() {
            None => Vec::new(),
            Some(seat) => self.view(seat).legal_actions(),
        }
    }

    /// Cards in hands, deck, discard pile and the battle under way (always 52).
    pub fn cards_accounted(&self) -> CardSet {
        let mut all = self.hands[0].union(self.hands[1]);
        let loose = self.deck.iter().chain(&self.discard);
        let played = self.battle.iter().flat_map(|b| b.cards.iter());
        for card in loose.chain(played) {
            all.insert(*card);
        }
        all
    }

    /// Cards counted one by one (52 when none is lost or doubled).
    pub fn card_count(&self) -> usize {
        self.hands[0].len()
            + self.hands[1].len()
            + self.deck.len()
            + self.discard.len()
            + self.battle.as_ref().map_or(0, |b| b.cards.len())
    }

    /// The same game as `seat` sees it, with the cards it cannot see (the other hand
    /// and the deck) dealt anew by a generator seeded with `salt`: for showing that a
    /// player's choices depend on nothing hidden.
    pub fn with_hidden_cards_shuffled(&self, seat: Color, salt: u64) -> Game {
        use rand::seq::SliceRandom;
        use rand::SeedableRng;
        let other = seat.opponent().index();
        let mut hidden: Vec<Card> = self.hands[other]
            .iter()
            .chain(self.deck.iter().copied())
            .collect();
        hidden.shuffle(&mut chacha20::ChaCha20Rng::seed_from_u64(salt));
        let mut game = self.clone();
        let held = self.hands[other].len();
        game.hands[other] = hidden[..held].iter().copied().collect();
        game.deck = hidden[held..].to_vec();
        game
    }

    /// Takes `action` for `seat`; returns what chance did after it.
    pub fn apply(&mut self, seat: Color, action: Action) -> Result<Vec<Event>, IllegalAction> {
        if let Some(outcome) = self.outcome {
            return Err(IllegalReason::GameOver(outcome).into());
        }
        let to_act = self.to_act().unwrap_or(seat);
        if seat != to_act {
            return Err(IllegalReason::NotYourTurn { to_act }.into());
        }
        let mut events = Vec::new();
        if self.battle.is_some() {
            let Action::Play(card) = action else {
                return Err(IllegalReason::BattleUnderway.into());
            };
            self.play_card(seat, card, &mut events)?;
            return Ok(events);
        }
        match action {
            Action::Play(_) => return Err(IllegalReason::NoBattle.into()),
            Action::EndTurn => self.end_turn(&mut events),
            Action::Discard(card) => {
                if !self.hands[seat.index()].remove(card) {
                    return Err(IllegalReason::CardNotInHand(card).into());
                }
                self.discard.push(card);
                self.draw(seat, &mut events);
                self.spend_action(&mut events);
            }
            Action::Exchange(kind) => {
                self.position.check_exchange(kind)?;
                self.position.exchange(kind);
                self.spend_action(&mut events);
            }
            Action::Drop { kind, to } => {
                self.position.check_drop(kind, to)?;
                self.position.drop_piece(kind, to);
                self.spend_action(&mut events);
            }
            Action::Move(mv) => {
                let mv = self.position.check_move(mv)?;
                match self.position.attack_target(mv) {
                    Some(target) => self.battle = Some(Battle::new(seat, mv, target)),
                    None => {
                        self.position.play_quiet(mv);
                        self.spend_action(&mut events);
                    }
                }
            }
        }
        Ok(events)
    }

    fn play_card(
        &mut self,
        seat: Color,
        card: Card,
        events: &mut Vec<Event>,
    ) -> Result<(), IllegalAction> {
        let hand = self.hands[seat.index()];
        let Some(battle) = self.battle.as_mut() else {
            return Err(IllegalReason::NoBattle.into());
        };
        if !hand.contains(card) {
            return Err(IllegalReason::CardNotInHand(card).into());
        }
        if !battle.allowed(hand).contains(card) {
            let lead = battle.lead().unwrap_or(card.suit());
            return Err(IllegalReason::MustFollowSuit { card, lead }.into());
        }
        self.hands[seat.index()].remove(card);
        battle.cards.push(card);
        if !battle.is_complete() {
            return Ok(());
        }
        let Some(battle) = self.battle.take() else {
            return Ok(());
        };
        let winner = battle.winner().unwrap_or(battle.defender());
        self.discard.extend(&battle.cards);
        let king_taken =
            self.position
                .resolve_attack(battle.attack, battle.target, winner == battle.attacker);
        events.push(Event::BattleWon { winner });
        for seat in [
            battle.attacker,
            battle.attacker,
            battle.defender(),
            battle.defender(),
        ] {
            self.draw(seat, events);
        }
        match king_taken {
            Some(loser) => self.finish(
                Outcome::KingCaptured {
                    winner: loser.opponent(),
                },
                events,
            ),
            None => self.spend_action(events),
        }
        Ok(())
    }

    /// Draws the top card for `seat`, first turning the discard pile into the deck
    /// when the deck is empty.
    fn draw(&mut self, seat: Color, events: &mut Vec<Event>) {
        if self.deck.is_empty() {
            self.deck = std::mem::take(&mut self.discard);
            self.streams.shuffle(&mut self.deck);
            events.push(Event::Reshuffled);
        }
        if let Some(card) = self.deck.pop() {
            self.hands[seat.index()].insert(card);
            events.push(Event::Drew { seat, card });
        }
    }

    fn spend_action(&mut self, events: &mut Vec<Event>) {
        self.position.actions_left = self.position.actions_left.saturating_sub(1);
        if self.position.actions_left == 0 {
            self.end_turn(events);
        }
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        if self.position.turn >= MAX_TURNS {
            self.finish(Outcome::TurnLimit, events);
            return;
        }
        let roll = self.streams.roll();
        self.position.next_turn(roll);
        events.push(Event::Rolled {
            seat: self.position.side,
            value: roll,
        });
    }

    fn finish(&mut self, outcome: Outcome, events: &mut Vec<Event>) {
        self.outcome = Some(outcome);
        events.push(Event::Ended(outcome));
    }
}
