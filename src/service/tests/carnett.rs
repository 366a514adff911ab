//! Carnett's game at the service: typed actions read leniently, each menu's options
//! (the pieces, the targets in two menus, the drop squares in three, the exchange,
//! the discard, the battle cards by the follow-suit rule), refusals (an old board's
//! button, a stranger, an illegal action), the hand shown to its player alone, the
//! computer's actions, a battle's deadlines and a forfeit during one, and the seed's
//! hash at the start with the seed and a verifiable record at the end.
//!
//! Positions a test needs (a queen in the open, a piece in reserve) are reached by a
//! scripted game found with the rules crate from the game's own seed, then played
//! through the service action by action, as players would type them.

use std::sync::Arc;

use crate::carnett::{Action, Card, Color, Game, Kind, Seed, Square};
use crate::model::{ChannelId, EndKind, GameKind, GameRecord, GameStatus, GuildId};
use crate::service::clock::HOUR_MS;
use crate::service::reply::{ComponentAction, ComponentId, Row, SelectOption};

use super::support::{board_in, harness_with, person, request, Harness as Shared};
use crate::service::games::carnett::CarnettClick;
use crate::service::{
    Action as Ask, Challenge, Delivery, DeliveryOutcome, FirstChoice, Reply, SearchPlayer, User,
};
use crate::store::Store;

use crate::service::games::carnett::parse_action;

mod leaving;

const GUILD: GuildId = GuildId(8);
const CHANNEL: ChannelId = ChannelId(80);
/// The default move timeout and reminder window.
const TIMEOUT_MS: i64 = 72 * HOUR_MS;
const REMINDER_MS: i64 = 24 * HOUR_MS;

/// A service with alice (White, the challenger) and bob, and carol, who is not in the
/// game; Carnett seeds fixed by `seed` (each game's is derived from it and its id).
struct Table {
    h: Shared,
    alice: User,
    bob: User,
    carol: User,
}

fn table(seed: u64) -> Table {
    let mut h = harness_with(Arc::new(SearchPlayer), 0);
    h.service.set_secret_seed(seed);
    Table {
        h,
        alice: person(10, "alice"),
        bob: person(11, "bob"),
        carol: person(12, "carol"),
    }
}

/// A table whose game between alice and bob has started.
fn started(seed: u64) -> (Table, Vec<Reply>) {
    let t = table(seed);
    let start = t.start();
    (t, start)
}

impl Table {
    fn ask(&self, who: &User, action: Ask) -> Vec<Reply> {
        self.h
            .service
            .handle(&request(who, (GUILD, CHANNEL), "en", None, action))
    }

    fn challenge(&self, opponent: &User, first: FirstChoice) -> Vec<Reply> {
        self.ask(
            &self.alice,
            Ask::Challenge(Challenge {
                game: GameKind::Carnett,
                opponents: vec![opponent.clone()],
                first,
                ..Challenge::default()
            }),
        )
    }

    /// Alice challenges bob to Carnett's game and he accepts: the start's replies.
    fn start(&self) -> Vec<Reply> {
        self.challenge(&self.bob, FirstChoice::Me);
        let start = self.ask(&self.bob, Ask::Accept);
        assert!(
            board_in(&start).text.contains("The game begins"),
            "{start:#?}"
        );
        start
    }

    fn record(&self) -> GameRecord {
        self.h
            .store
            .open_game_in(GUILD, CHANNEL)
            .expect("the store reads")
            .expect("the game is open")
    }

    fn game(&self) -> Game {
        crate::service::games::carnett::replay(&self.record()).expect("the game replays")
    }

    fn seed(&self) -> Seed {
        Seed::from_hex(crate::service::games::carnett::seed_text(&self.record()).expect("a seed"))
            .expect("a seed")
    }

    fn player(&self, seat: Color) -> &User {
        match seat {
            Color::White => &self.alice,
            Color::Black => &self.bob,
        }
    }

    /// The player who must act now.
    fn actor(&self) -> &User {
        self.player(self.game().to_act().expect("someone must act"))
    }

    fn typed(&self, who: &User, text: &str) -> Vec<Reply> {
        self.ask(
            who,
            Ask::Move {
                text: text.into(),
                call_clock: false,
            },
        )
    }

    /// The `custom_id` of a component of the game as it is now.
    fn id(&self, click: CarnettClick) -> String {
        let record = self.record();
        ComponentId::new(
            record.id,
            record.ply(),
            ComponentAction::Game(click.encode()),
        )
        .encode()
    }

    fn click(&self, who: &User, custom_id: &str, values: &[&str]) -> Vec<Reply> {
        self.ask(
            who,
            Ask::Click {
                custom_id: custom_id.into(),
                values: values.iter().map(|v| v.to_string()).collect(),
            },
        )
    }

    /// Each of `actions` typed by the player who must take it, each taken.
    fn play_all(&self, actions: &[Action]) {
        for action in actions {
            let before = self.record().moves.len();
            let who = self.actor().clone();
            let replies = self.typed(&who, &action.to_string());
            assert_eq!(
                self.record().moves.len(),
                before + 1,
                "{action} was taken: {replies:#?}"
            );
        }
    }
}

/// The one reply addressed to `who` alone among `replies`.
fn private_to<'r>(replies: &'r [Reply], who: &User) -> &'r Reply {
    let mine: Vec<&Reply> = replies
        .iter()
        .filter(|r| r.ephemeral && r.to == Some(who.id))
        .collect();
    assert_eq!(
        mine.len(),
        1,
        "one private reply to {}: {replies:#?}",
        who.name
    );
    mine[0]
}

/// The select menus of a reply: (custom_id, option values).
fn selects(reply: &Reply) -> Vec<(String, Vec<String>)> {
    reply
        .components
        .iter()
        .filter_map(|row| match row {
            Row::Select(select) => Some((
                select.custom_id.clone(),
                select.options.iter().map(|o| o.value.clone()).collect(),
            )),
            Row::Buttons(_) => None,
        })
        .collect()
}

fn options(reply: &Reply) -> Vec<SelectOption> {
    reply
        .components
        .iter()
        .flat_map(|row| match row {
            Row::Select(select) => select.options.clone(),
            Row::Buttons(_) => Vec::new(),
        })
        .collect()
}

fn sorted(mut items: Vec<String>) -> Vec<String> {
    items.sort();
    items
}

fn cards_of(game: &Game, seat: Color) -> Vec<Card> {
    game.hand(seat).iter().collect()
}

/// No card still in a hand shows in a reply that is not its player's alone.
fn no_hand_in_public(replies: &[Reply], game: &Game) {
    for reply in replies.iter().filter(|r| !r.ephemeral) {
        for seat in Color::BOTH {
            for card in cards_of(game, seat) {
                assert!(
                    !reply.text.contains(&card.symbol()),
                    "{card} of {seat:?}'s hand in a public reply: {reply:#?}"
                );
            }
        }
    }
}

/// A xorshift generator: the scripted games' choices, the same on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The actions of a game from `seed` that reach a state `wanted` accepts: both
/// players scripted, attacks preferred (never on a king), the attacker leading its
/// highest card and the defender playing its lowest, so the board opens up. Tries
/// playouts until one gets there.
fn script(seed: Seed, wanted: impl Fn(&Game) -> bool) -> Vec<Action> {
    for attempt in 1..200u64 {
        let (mut game, _) = Game::new(seed);
        let mut rng = Rng(attempt.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let mut actions = Vec::new();
        for _ in 0..3000 {
            if wanted(&game) {
                return actions;
            }
            let Some(seat) = game.to_act() else { break };
            let action = match game.battle() {
                Some(battle) => {
                    let allowed = battle.allowed(game.hand(seat)).iter();
                    let card = if seat == battle.attacker {
                        allowed.max_by_key(|c| c.rank())
                    } else {
                        allowed.min_by_key(|c| c.rank())
                    };
                    Action::Play(card.expect("a hand always has a card to play"))
                }
                None => {
                    let pos = game.position();
                    let is_attack = |a: &Action| match a {
                        Action::Move(mv) => pos.attack_target(*mv).is_some(),
                        _ => false,
                    };
                    let on_king = |a: &Action| match a {
                        Action::Move(mv) => pos
                            .attack_target(*mv)
                            .and_then(|sq| pos.board().piece_at(sq))
                            .is_some_and(|p| p.kind == Kind::King),
                        _ => false,
                    };
                    let legal: Vec<Action> = game
                        .legal_actions()
                        .into_iter()
                        .filter(|a| !on_king(a))
                        .collect();
                    let attacks: Vec<Action> =
                        legal.iter().copied().filter(|a| is_attack(a)).collect();
                    let quiet: Vec<Action> =
                        legal.iter().copied().filter(|a| !is_attack(a)).collect();
                    let pool = if !attacks.is_empty() && rng.below(10) < 7 {
                        attacks
                    } else {
                        quiet
                    };
                    pool[rng.below(pool.len())]
                }
            };
            game.apply(seat, action).expect("a legal action");
            actions.push(action);
        }
    }
    panic!("no scripted game from this seed reaches the state wanted");
}

/// The same game after `actions`.
fn after(seed: Seed, actions: &[Action]) -> Game {
    let (mut game, _) = Game::new(seed);
    for action in actions {
        let seat = game.to_act().expect("someone acts");
        game.apply(seat, *action).expect("a legal action");
    }
    game
}

fn action(text: &str) -> Action {
    text.parse().expect("an action")
}

/// Squares a piece may go to from `from` in `game`, as moves.
fn moves_from(game: &Game, from: Square) -> Vec<String> {
    game.position()
        .piece_moves()
        .into_iter()
        .filter(|m| m.from == from)
        .map(|m| m.to_string())
        .collect()
}

#[test]
fn typed_actions_are_read_in_every_form_a_player_types() {
    let (game, _) = Game::new(Seed::from_u64(3));
    assert_eq!(parse_action(&game, "E2E4"), Some(action("e2e4")));
    assert_eq!(parse_action(&game, " e7e8q "), Some(action("e7e8q")));
    assert_eq!(parse_action(&game, "n@e5"), Some(action("N@e5")));
    assert_eq!(
        parse_action(&game, "discard 7h"),
        Some(action("discard 7H"))
    );
    assert_eq!(
        parse_action(&game, "Discard 10s"),
        Some(action("discard 10S"))
    );
    assert_eq!(
        parse_action(&game, "exchange n"),
        Some(action("exchange N"))
    );
    assert_eq!(parse_action(&game, "end"), Some(Action::EndTurn));
    // A card alone is an action only in a battle.
    assert_eq!(parse_action(&game, "7h"), None);
    assert_eq!(parse_action(&game, "hello"), None);
    assert_eq!(parse_action(&game, "discard"), None);
    let seed = Seed::from_u64(3);
    let battle = after(seed, &script(seed, |g| g.battle().is_some()));
    let seven = action("play 7H");
    assert_eq!(parse_action(&battle, "7h"), Some(seven));
    assert_eq!(parse_action(&battle, "7H"), Some(seven));
    assert_eq!(parse_action(&battle, "play 7h"), Some(seven));
}

#[test]
fn the_move_menus_offer_the_pieces_that_can_move_then_their_moves() {
    let (t, _) = started(5);
    let game = t.game();
    let menu = t.click(&t.alice, &t.id(CarnettClick::Move), &[]);
    let menu = private_to(&menu, &t.alice);
    assert_eq!(menu.delivery, Delivery::Respond);
    let mut froms: Vec<String> = game
        .position()
        .piece_moves()
        .iter()
        .map(|m| m.from.to_string())
        .collect();
    froms.sort();
    froms.dedup();
    let pieces = selects(menu);
    assert_eq!(pieces.len(), 1, "{menu:#?}");
    assert_eq!(sorted(pieces[0].1.clone()), sorted(froms));
    // Knight on g1: its three moves, in place of the piece menu.
    let targets = t.click(&t.alice, &pieces[0].0, &["g1"]);
    let targets = private_to(&targets, &t.alice);
    assert_eq!(targets.delivery, Delivery::Update);
    let to = selects(targets);
    assert_eq!(to.len(), 1, "{targets:#?}");
    let g1 = "g1".parse().unwrap();
    assert_eq!(sorted(to[0].1.clone()), sorted(moves_from(&game, g1)));
    let answer = t.click(&t.alice, &to[0].0, &["g1f3"]);
    let answer = private_to(&answer, &t.alice);
    assert_eq!(answer.delivery, Delivery::Update);
    assert_eq!(answer.text, "You played g1f3.");
    assert_eq!(t.record().moves, ["g1f3"]);
}

#[test]
fn a_piece_with_more_than_25_moves_gets_two_target_menus_attacks_first() {
    let t = table(7);
    t.start();
    let seed = t.seed();
    let open = |g: &Game| {
        g.battle().is_none()
            && g.to_act().is_some()
            && g.position()
                .piece_moves()
                .iter()
                .any(|m| moves_from(g, m.from).len() > 25)
    };
    let actions = script(seed, open);
    t.play_all(&actions);
    let game = t.game();
    let from = game
        .position()
        .piece_moves()
        .into_iter()
        .map(|m| m.from)
        .find(|sq| moves_from(&game, *sq).len() > 25)
        .expect("the scripted piece");
    let who = t.actor().clone();
    let menu = t.click(&who, &t.id(CarnettClick::Move), &[]);
    let piece_menu = &selects(private_to(&menu, &who))[0];
    assert!(piece_menu.1.contains(&from.to_string()), "{piece_menu:?}");
    let targets = t.click(&who, &piece_menu.0, &[&from.to_string()]);
    let targets = private_to(&targets, &who);
    let menus = selects(targets);
    assert_eq!(menus.len(), 2, "{targets:#?}");
    assert_eq!(menus[0].1.len(), 25);
    assert_ne!(menus[0].0, menus[1].0, "two menus, two ids");
    let offered: Vec<String> = menus.iter().flat_map(|m| m.1.clone()).collect();
    let all = moves_from(&game, from);
    assert_eq!(sorted(offered.clone()), sorted(all));
    // Attacks come first.
    let attack = |text: &String| {
        let mv = game
            .position()
            .piece_moves()
            .into_iter()
            .find(|m| m.to_string() == *text)
            .expect("a move offered is a move");
        game.position().attack_target(mv).is_some()
    };
    let first_quiet = offered
        .iter()
        .position(|m| !attack(m))
        .unwrap_or(offered.len());
    assert!(
        offered[first_quiet..].iter().all(|m| !attack(m)),
        "{offered:?}"
    );
    // A move from the second menu is taken.
    let last = menus[1].1.last().expect("an option").clone();
    let answer = t.click(&who, &menus[1].0, &[&last]);
    assert_eq!(private_to(&answer, &who).delivery, Delivery::Update);
    assert_eq!(t.record().moves.last(), Some(&last));
}

#[test]
fn an_exchange_then_a_drop_on_squares_in_three_rank_bands() {
    let t = table(11);
    t.start();
    let seed = t.seed();
    let can_exchange = |g: &Game| {
        g.battle().is_none() && g.to_act().is_some() && !g.position().exchanges().is_empty()
    };
    t.play_all(&script(seed, can_exchange));
    let game = t.game();
    let who = t.actor().clone();
    let menu = t.click(&who, &t.id(CarnettClick::Exchange), &[]);
    let menu = private_to(&menu, &who);
    let kinds = selects(menu);
    let expected: Vec<String> = game
        .position()
        .exchanges()
        .iter()
        .map(|k| k.letter().to_string())
        .collect();
    assert_eq!(sorted(kinds[0].1.clone()), sorted(expected));
    let kind = kinds[0].1[0].clone();
    let answer = t.click(&who, &kinds[0].0, &[&kind]);
    assert_eq!(private_to(&answer, &who).delivery, Delivery::Update);
    assert_eq!(t.record().moves.last(), Some(&format!("exchange {kind}")));
    no_hand_in_public(&answer, &t.game());

    // The exchanged piece is in the reserve: Drop offers its kind, then the empty
    // squares it may go to, by ranks 1-3, 4-5 and 6-8.
    // When the exchange was the turn's last action, the other player ends theirs.
    for _ in 0..2 {
        let actor = t.actor().clone();
        if actor.id == who.id {
            break;
        }
        t.typed(&actor, "end");
    }
    assert_eq!(t.actor().id, who.id);
    let game = t.game();
    let drops = t.click(&who, &t.id(CarnettClick::Drop), &[]);
    let drops = private_to(&drops, &who);
    let reserve = selects(drops);
    assert!(reserve[0].1.contains(&kind), "{drops:#?}");
    let squares = t.click(&who, &reserve[0].0, &[&kind]);
    let squares = private_to(&squares, &who);
    assert_eq!(squares.delivery, Delivery::Update);
    let bands = selects(squares);
    let letter = kind.chars().next().unwrap();
    let expected: Vec<String> = game
        .position()
        .drops()
        .into_iter()
        .filter(|(k, _)| k.letter() == letter)
        .map(|(_, sq)| format!("{letter}@{sq}"))
        .collect();
    assert_eq!(bands.len(), 3, "{squares:#?}");
    let offered: Vec<String> = bands.iter().flat_map(|b| b.1.clone()).collect();
    assert_eq!(sorted(offered), sorted(expected));
    for ((_, values), ranks) in bands.iter().zip([1..=3, 4..=5, 6..=8]) {
        assert!(values.len() <= 25 && !values.is_empty(), "{values:?}");
        for value in values {
            let rank: u8 = value[value.len() - 1..].parse().unwrap();
            assert!(ranks.contains(&rank), "{value} in {ranks:?}");
        }
    }
    let chosen = bands[1].1[0].clone();
    let answer = t.click(&who, &bands[1].0, &[&chosen]);
    assert_eq!(
        private_to(&answer, &who).text,
        format!("You played {chosen}.")
    );
    assert_eq!(t.record().moves.last(), Some(&chosen));
}

#[test]
fn discard_offers_the_presser_s_hand_and_draws_privately() {
    let (t, _) = started(13);
    let game = t.game();
    let hand = cards_of(&game, Color::White);
    let menu = t.click(&t.alice, &t.id(CarnettClick::Discard), &[]);
    let menu = private_to(&menu, &t.alice);
    let cards = selects(menu);
    let expected: Vec<String> = hand.iter().map(Card::to_string).collect();
    assert_eq!(sorted(cards[0].1.clone()), sorted(expected));
    let labels: Vec<String> = options(menu).into_iter().map(|o| o.label).collect();
    assert!(labels.contains(&hand[0].symbol()), "{labels:?}");
    let replies = t.click(&t.alice, &cards[0].0, &[&hand[0].to_string()]);
    let answer = private_to(&replies, &t.alice);
    let drawn = t
        .game()
        .hand(Color::White)
        .iter()
        .find(|c| !hand.contains(c))
        .expect("a new card");
    assert!(
        answer
            .text
            .contains(&format!("You drew {}", drawn.symbol())),
        "{answer:#?}"
    );
    assert_eq!(t.record().moves, [format!("discard {}", hand[0])]);
    no_hand_in_public(&replies, &t.game());
    assert!(
        board_in(&replies).text.contains("alice discards"),
        "{replies:#?}"
    );
}

#[test]
fn a_battle_card_menu_offers_only_what_follows_suit_and_refuses_the_rest() {
    let t = table(17);
    t.start();
    let seed = t.seed();
    // The defender to answer, holding the lead suit and another.
    let follows = |g: &Game| {
        g.battle().is_some_and(|b| {
            let hand = g.hand(b.defender());
            b.cards.len() == 1
                && b.lead().is_some_and(|lead| {
                    hand.iter().any(|c| c.suit() == lead) && hand.iter().any(|c| c.suit() != lead)
                })
        })
    };
    t.play_all(&script(seed, follows));
    let game = t.game();
    let battle = game.battle().expect("a battle").clone();
    let defender = t.player(battle.defender()).clone();
    let attacker = t.player(battle.attacker).clone();
    let hand = game.hand(battle.defender());
    let allowed: Vec<String> = battle.allowed(hand).iter().map(|c| c.to_string()).collect();
    assert!(allowed.len() < hand.len());
    // The board's Play a card, pressed by the defender.
    let menu = t.click(&defender, &t.id(CarnettClick::Card), &[]);
    let menu = private_to(&menu, &defender);
    assert_eq!(sorted(selects(menu)[0].1.clone()), sorted(allowed.clone()));
    // The attacker may not answer for them, nor act otherwise.
    let refused = t.click(&attacker, &t.id(CarnettClick::Card), &[]);
    assert!(
        private_to(&refused, &attacker)
            .text
            .contains(&format!("It's {}'s turn", defender.name)),
        "{refused:#?}"
    );
    let taken = t.record().moves.len();
    // A card off the lead suit is explained.
    let lead = battle.lead().expect("a lead");
    let off = hand.iter().find(|c| c.suit() != lead).expect("off suit");
    let refusal = t.typed(&defender, &off.to_string());
    assert_eq!(
        private_to(&refusal, &defender).text,
        format!(
            "You hold {}: follow the lead suit instead of playing {}.",
            lead.symbol(),
            off.symbol()
        )
    );
    // Buttons other than Play a card wait for the battle.
    let moving = t.click(&defender, &t.id(CarnettClick::Move), &[]);
    assert!(
        private_to(&moving, &defender)
            .text
            .starts_with("A battle is under way"),
        "{moving:#?}"
    );
    assert_eq!(t.record().moves.len(), taken, "nothing refused was taken");
    let chosen = allowed[0].clone();
    let played = t.click(&defender, &selects(menu)[0].0, &[&chosen]);
    assert_eq!(private_to(&played, &defender).delivery, Delivery::Update);
    assert_eq!(t.record().moves.last(), Some(&format!("play {chosen}")));
    no_hand_in_public(&played, &t.game());
}

#[test]
fn an_old_board_s_buttons_are_refused_but_its_hand_still_opens() {
    let (t, _) = started(19);
    let old_move = t.id(CarnettClick::Move);
    let old_hand = t.id(CarnettClick::Hand);
    t.typed(&t.alice, "e2e4");
    let stale = t.click(&t.alice, &old_move, &[]);
    assert!(
        private_to(&stale, &t.alice)
            .text
            .starts_with("This board is out of date"),
        "{stale:#?}"
    );
    let hand = t.click(&t.alice, &old_hand, &[]);
    assert!(
        private_to(&hand, &t.alice)
            .text
            .starts_with("Your hand (13 cards)"),
        "{hand:#?}"
    );
    assert_eq!(t.record().moves, ["e2e4"]);
}

#[test]
fn strangers_and_the_player_not_to_act_are_refused() {
    let (t, _) = started(23);
    for click in [CarnettClick::Move, CarnettClick::End, CarnettClick::Discard] {
        let refused = t.click(&t.carol, &t.id(click), &[]);
        let refused = private_to(&refused, &t.carol);
        assert!(
            refused.text.starts_with("You are not playing in this game")
                && refused.components.is_empty(),
            "{refused:#?}"
        );
        let not_yours = t.click(&t.bob, &t.id(click), &[]);
        assert!(
            private_to(&not_yours, &t.bob)
                .text
                .contains("It's alice's turn"),
            "{not_yours:#?}"
        );
    }
    let typed = t.typed(&t.carol, "e2e4");
    assert!(
        private_to(&typed, &t.carol)
            .text
            .starts_with("You are not playing in this game"),
        "{typed:#?}"
    );
    let hand = t.click(&t.carol, &t.id(CarnettClick::Hand), &[]);
    assert_eq!(
        private_to(&hand, &t.carol).text,
        "Only the players of this game have hands."
    );
    assert!(t.record().moves.is_empty());
}

#[test]
fn my_hand_shows_the_presser_s_own_hand_to_them_alone() {
    let (t, _) = started(29);
    let game = t.game();
    for (who, seat) in [(&t.bob, Color::Black), (&t.alice, Color::White)] {
        let replies = t.click(who, &t.id(CarnettClick::Hand), &[]);
        assert_eq!(replies.len(), 1, "{replies:#?}");
        let hand = private_to(&replies, who);
        for card in cards_of(&game, seat) {
            assert!(hand.text.contains(&card.symbol()), "{card}: {hand:#?}");
        }
        for card in cards_of(&game, seat.opponent()) {
            assert!(!hand.text.contains(&card.symbol()), "{card}: {hand:#?}");
        }
    }
}

#[test]
fn illegal_actions_are_explained() {
    let (t, _) = started(31);
    let cases = [
        ("e7e5", "The piece on e7 is not yours."),
        ("e3e4", "There is no piece on e3."),
        ("7h", "“7h” is not an action"),
    ];
    for (text, said) in cases {
        let refused = t.typed(&t.alice, text);
        let refused = private_to(&refused, &t.alice);
        assert!(refused.text.starts_with(said), "{text}: {refused:#?}");
    }
    t.typed(&t.alice, "e2e4");
    if t.game().to_act() == Some(Color::White) {
        let again = t.typed(&t.alice, "e4e5");
        assert!(
            private_to(&again, &t.alice)
                .text
                .starts_with("The piece on e4 has moved this turn already"),
            "{again:#?}"
        );
    }
    assert_eq!(t.record().moves, ["e2e4"]);
}

#[test]
fn the_computer_acts_until_it_is_the_human_s_turn() {
    let t = table(37);
    let bot = t.h.service.bot().clone();
    // The computer plays White: it acts as soon as the game starts.
    let start = t.challenge(&bot, FirstChoice::Opponent);
    let record = t.record();
    let human = record.seat_of(t.alice.id).expect("alice plays");
    let game = t.game();
    assert!(!record.moves.is_empty(), "the computer acted");
    assert!(game.outcome().is_none());
    assert_eq!(game.to_act().map(Color::index), Some(human), "{start:#?}");
    let board = board_in(&start);
    assert!(board.text.contains("<@10>"), "alice is asked: {board:#?}");
    no_hand_in_public(&start, &game);
    // Alice ends her turn (or answers a battle): the computer acts again.
    let before = record.moves.len();
    let mine = match game.battle() {
        Some(battle) => {
            let card = battle
                .allowed(game.hand(Color::BOTH[human]))
                .iter()
                .next()
                .unwrap();
            card.to_string()
        }
        None => "end".to_string(),
    };
    let replies = t.typed(&t.alice, &mine);
    let record = t.record();
    let game = t.game();
    assert!(record.moves.len() > before + 1, "{replies:#?}");
    assert_eq!(game.to_act().map(Color::index), Some(human));
    no_hand_in_public(&replies, &game);
}

#[test]
fn a_battle_step_has_its_own_deadline_and_a_forfeit_in_a_battle_ends_the_game() {
    let t = table(41);
    t.start();
    let seed = t.seed();
    // The attacker is to lead the battle.
    t.play_all(&script(seed, |g| {
        g.battle().is_some_and(|b| b.cards.is_empty())
    }));
    let game = t.game();
    let battle = game.battle().expect("a battle").clone();
    let attacker = t.player(battle.attacker).clone();
    let defender = battle.defender();
    // Hours later the attacker leads: the defender gets the whole timeout.
    let now = 10 * HOUR_MS;
    t.h.clock.set(now);
    let lead = game.hand(battle.attacker).iter().next().unwrap();
    t.typed(&attacker, &lead.to_string());
    let record = t.record();
    assert_eq!(t.game().to_act(), Some(defender));
    assert_eq!(record.deadline_ms, Some(now + TIMEOUT_MS));
    // The defender is reminded, then forfeits: the attacker wins.
    t.h.clock.set(now + TIMEOUT_MS - REMINDER_MS);
    let reminder = t.h.service.tick();
    assert_eq!(reminder.len(), 1, "{reminder:#?}");
    assert_eq!(reminder[0].to, Some(t.player(defender).id));
    let receipt = reminder[0].receipt.clone().expect("a receipt");
    t.h.service.confirm(&receipt, DeliveryOutcome::Delivered);
    t.h.clock.set(now + TIMEOUT_MS);
    let forfeit = t.h.service.tick();
    let finished =
        t.h.store
            .game(GUILD, record.id)
            .unwrap()
            .expect("the game is stored");
    assert_eq!(finished.status, GameStatus::Finished, "{forfeit:#?}");
    let end = finished.end.expect("an end");
    assert_eq!(
        end.kind,
        EndKind::Forfeit {
            seat: defender.index()
        }
    );
    assert_eq!(end.winners, [battle.attacker.index()]);
    assert!(
        board_in(&forfeit)
            .text
            .contains(&format!("{} ran out of time", t.player(defender).name)),
        "{forfeit:#?}"
    );
}

#[test]
fn the_seed_s_hash_opens_the_game_and_the_seed_and_a_record_that_verifies_end_it() {
    let (t, start) = started(43);
    let record = t.record();
    let seed = t.seed();
    let hash = seed.sha256_hex();
    let all: String = start.iter().map(|r| r.text.clone()).collect();
    assert!(all.contains(&hash), "the hash is published: {start:#?}");
    assert!(!all.contains(&seed.to_hex()), "the seed is not: {start:#?}");
    // A few actions, then bob resigns.
    t.play_all(&script(seed, |g| g.position().turn() >= 3));
    let ask = t.ask(&t.bob, Ask::Resign);
    let confirm = ask
        .iter()
        .flat_map(|r| &r.components)
        .flat_map(|row| match row {
            Row::Buttons(buttons) => buttons.iter().map(|b| b.custom_id.clone()).collect(),
            Row::Select(_) => Vec::new(),
        })
        .find(|id| id.ends_with(":resign-yes"))
        .unwrap_or_else(|| panic!("a confirmation: {ask:#?}"));
    let end = t.click(&t.bob, &confirm, &[]);
    let finished = t.h.store.game(GUILD, record.id).unwrap().expect("stored");
    assert_eq!(finished.status, GameStatus::Finished, "{end:#?}");
    let reveal = end
        .iter()
        .find(|r| r.text.contains(&seed.to_hex()))
        .unwrap_or_else(|| panic!("the seed is revealed: {end:#?}"));
    assert!(
        !reveal.ephemeral && reveal.text.contains(&hash),
        "{reveal:#?}"
    );
    let file = reveal.image.as_ref().expect("the record attached");
    let text = std::str::from_utf8(file.bytes()).expect("text");
    let verified = crate::carnett::record::verify(&seed, &hash, text).expect("it verifies");
    assert_eq!(verified.actions, finished.moves.len());
    // Another seed, or another hash, does not verify it.
    assert!(crate::carnett::record::verify(&Seed::from_u64(1), &hash, text).is_err());
    let wrong = Seed::from_u64(1).sha256_hex();
    assert!(crate::carnett::record::verify(&seed, &wrong, text).is_err());
}
