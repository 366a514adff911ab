//! Carnett's game through the real bot and the fake Discord: a challenge with
//! `game:carnett`, illegal actions explained privately, the opening moves typed and their turns ended with the board's End
//! turn, then an attack chosen in the Move menus, and the battle it starts fought with
//! the Play a card menus, each private to its player and offering only the cards the
//! follow-suit rule allows (checked against the hand the player's own My hand shows).
//! The defender is pinged when it is their turn to answer, the live board (one
//! channel message edited in place) never shows a card of a hand, and the battle ends
//! with its winner and a piece in prison. Every request is valid against Discord's
//! OpenAPI spec.
//!
//! The deck and the die are random here (the bot draws its seed from the system):
//! the test reads the hands from the players' private answers and the die from the
//! board, and replays the stored game only to know which actions are legal.

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

use crate::fake_discord::harness::{
    assert_png, refused, seen, user_option, validate_all, Answer, Bot, Table, DEADLINE, PATIENCE,
};
use crate::fake_discord::payloads::Player;
use crate::fake_discord::FakeDiscord;
use martian_chess::carnett::{Action, Card, Color, Game, Seed};
use martian_chess::model::{ChannelId, GameRecord, GuildId};
use martian_chess::store::{SledStore, Store};
use serde_json::{json, Value};

const GUILD: u64 = 600_000_000_000_000_061;
const CHANNEL: u64 = 700_000_000_000_000_061;

/// The game seen from the test: the table, the store the bot writes, the players.
struct Carnett<'a> {
    fake: &'a FakeDiscord,
    table: Table<'a>,
    store: Arc<SledStore>,
    alice: Player,
    bob: Player,
    carol: Player,
}

/// The cards a private answer lists after `label` (up to the end of its line), as
/// shown (`7♥`).
fn cards_after(text: &str, label: &str) -> BTreeSet<String> {
    let line = text
        .lines()
        .find_map(|l| l.split_once(label).map(|(_, rest)| rest.to_string()))
        .unwrap_or_else(|| panic!("no {label:?} in {text:?}"));
    line.split_whitespace().map(str::to_string).collect()
}

/// The labels of the options of a message's select menus.
fn option_labels(message: &Value) -> BTreeSet<String> {
    let mut labels = BTreeSet::new();
    for row in message["components"].as_array().into_iter().flatten() {
        for component in row["components"].as_array().into_iter().flatten() {
            for option in component["options"].as_array().into_iter().flatten() {
                labels.insert(option["label"].as_str().unwrap_or("").to_string());
            }
        }
    }
    labels
}

/// The card a select option's value names, as shown.
fn shown(value: &str) -> String {
    value
        .trim_start_matches("play ")
        .parse::<Card>()
        .expect("a card")
        .symbol()
}

impl Carnett<'_> {
    fn record(&self) -> GameRecord {
        self.store
            .open_game_in(GuildId(GUILD), ChannelId(CHANNEL))
            .expect("store readable")
            .expect("the game is open")
    }

    /// The stored game replayed with the rules crate (as `verify-carnett` would):
    /// the test's oracle of what is legal, never of what a player sees.
    fn game(&self) -> Game {
        let record = self.record();
        let seed = Seed::from_hex(&seed_of(&record)).expect("a seed");
        let (mut game, _) = Game::new(seed);
        for text in &record.moves {
            let action: Action = text.parse().expect("a stored action");
            let seat = game.to_act().expect("someone acts");
            game.apply(seat, action).expect("a legal stored action");
        }
        game
    }

    fn player(&self, seat: Color) -> &Player {
        match seat {
            Color::White => &self.alice,
            Color::Black => &self.bob,
        }
    }

    /// Waits until the bot has stored the live board's id: the board.
    async fn board_id(&self) -> u64 {
        let deadline = std::time::Instant::now() + PATIENCE;
        loop {
            let game = self.record();
            let delivery = self
                .store
                .delivery(game.guild, game.id)
                .expect("store readable");
            if let Some(board) = delivery.board {
                return board.message.0;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "the board is recorded"
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// The live board as written (posted or edited) from request `from` on, once it
    /// says `text`.
    async fn board_saying(&self, from: usize, text: &str) -> Answer {
        let path = format!("/channels/{CHANNEL}/messages");
        let board = self
            .fake
            .wait_for(from, PATIENCE, |r| {
                r.path.starts_with(&path)
                    && matches!(r.method.as_str(), "POST" | "PATCH")
                    && !r.refused()
                    && r.json.as_ref().is_some_and(|j| {
                        j["content"].as_str().is_some_and(|c| c.contains(text))
                            && j["components"].as_array().is_some_and(|c| !c.is_empty())
                    })
            })
            .await;
        if board.method == "PATCH" {
            let id = self.board_id().await;
            assert_eq!(
                board.path,
                format!("{path}/{id}"),
                "the live board is edited"
            );
        }
        // The board's picture comes with every version of it.
        let board = seen(&board);
        assert_png(&board);
        board
    }

    /// The ping posted from request `from` on for `who`: a new channel message that
    /// mentions them and notifies them alone.
    async fn ping_since(&self, from: usize, who: &Player, text: &str) {
        let path = format!("/channels/{CHANNEL}/messages");
        let expected = format!("<@{}>, {text}", who.id);
        let ping = self
            .fake
            .wait_for(from, PATIENCE, |r| {
                r.method == "POST"
                    && r.path == path
                    && r.json.as_ref().and_then(|j| j["content"].as_str()) == Some(&expected)
            })
            .await;
        assert!(!ping.refused(), "{ping:?}");
        assert_eq!(ping.pings().map(|p| p.users), Some(vec![who.id]));
    }

    /// `who`'s hand, as their My hand button shows it to them alone; and the cards it
    /// says they may play, during a battle.
    async fn hand(&self, who: &Player, board: &Answer) -> (BTreeSet<String>, Answer) {
        let answer = self
            .table
            .click(who, &board.id_ending(":c-hand"), &[])
            .await;
        assert!(answer.ephemeral, "My hand is private: {answer:?}");
        let cards = cards_after(answer.text(), "): ");
        let count = format!("Your hand ({} cards): ", cards.len());
        assert!(answer.text().starts_with(&count), "{answer:?}");
        (cards, answer)
    }

    /// No card of either hand on any message everyone sees in the channel.
    async fn no_hand_on_the_channel(&self, board: &Answer) {
        let (alice, _) = self.hand(&self.alice, board).await;
        let (bob, _) = self.hand(&self.bob, board).await;
        for message in self.fake.messages_in(CHANNEL) {
            for card in alice.iter().chain(&bob) {
                // A card's symbol, not inside a longer one (`10♠` holds `0♠`).
                let shown = message.content.match_indices(card.as_str()).any(|(at, _)| {
                    !message.content[..at]
                        .chars()
                        .last()
                        .is_some_and(|c| c.is_ascii_alphanumeric())
                });
                assert!(!shown, "{card} of a hand in the channel: {message:?}");
            }
        }
    }

    /// Autocomplete of `/martian move` for `who`: the values offered.
    async fn offered(&self, who: &Player, typed: &str) -> Vec<String> {
        let (took, choices) = self.table.autocomplete(who, typed).await;
        assert!(took < DEADLINE);
        assert!(choices.len() <= 25);
        choices
            .iter()
            .map(|c| c["value"].as_str().expect("a value").to_string())
            .collect()
    }

    /// Alice challenges bob to Carnett's game; he accepts with the button.
    async fn challenge_and_accept(&self) -> Answer {
        let (t, alice, bob) = (&self.table, &self.alice, &self.bob);
        let invitation = t
            .command(
                alice,
                "challenge",
                vec![
                    user_option("opponent", bob),
                    json!({"name": "game", "type": 4, "value": carnett_choice()}),
                ],
                &[bob],
            )
            .await;
        assert!(!invitation.ephemeral, "{invitation:?}");
        assert!(
            invitation
                .text()
                .contains("to a game of Carnett's Martian Chess (chess with a die and cards)"),
            "{invitation:?}"
        );
        assert_eq!(invitation.pinged(), [bob.id]);
        let from = t.fake.requests().len();
        let start = t.click(bob, &invitation.id_ending(":accept"), &[]).await;
        assert_eq!(start.callback_type, 7, "{start:?}");
        // The start line publishes the seed's hash, never the seed.
        let seed = Seed::from_hex(&seed_of(&self.record())).unwrap();
        assert!(
            start
                .text()
                .contains(&format!("SHA-256 is `{}`", seed.sha256_hex())),
            "{start:?}"
        );
        let board = self.board_saying(from, "The game begins!").await;
        self.ping_since(from, alice, "your turn.").await;
        board
    }

    /// `who` types `text` (an action of their turn): their private answer, and the
    /// board saying what they did. If their turn goes on, they end it with the board's
    /// End turn; whether they did, and the board that asks `next` to act.
    async fn opening(&self, who: &Player, text: &str, next: &Player) -> (bool, Answer) {
        let t = &self.table;
        let from = t.fake.requests().len();
        let start = from;
        let answer = t.play(who, text).await;
        assert!(answer.ephemeral, "{answer:?}");
        assert_eq!(answer.text(), format!("You played {text}."));
        let board = self
            .board_saying(from, &format!("{} played {text} (pawn).", who.name))
            .await;
        let ended = self.game().to_act().map(|seat| self.player(seat).id) == Some(who.id);
        let from = if ended {
            let from = t.fake.requests().len();
            let end = t.click(who, &board.id_ending(":c-end"), &[]).await;
            assert!(end.ephemeral, "{end:?}");
            assert_eq!(end.text(), "You ended your turn.");
            self.board_saying(from, &format!("{} ends the turn.", who.name))
                .await;
            from
        } else {
            from
        };
        self.ping_since(from, next, "your turn.").await;
        let asks = format!("<@{}>, your turn:", next.id);
        (ended, self.board_saying(start, &asks).await)
    }

    /// The Move menus: the attacker's pawn on e4, then its attack on d5. The answer
    /// replaces the menu and holds the menu of the card that leads the battle.
    async fn attack_with_the_menus(&self, board: &Answer) -> (Answer, Answer) {
        let (t, alice) = (&self.table, &self.alice);
        let menu = t.click(alice, &board.id_ending(":c-move"), &[]).await;
        assert!(
            menu.ephemeral && matches!(menu.callback_type, 4 | 5),
            "{menu:?}"
        );
        let pieces = menu.select_values();
        assert!(pieces.contains(&"e4".to_string()), "{menu:?}");
        let targets = t.click(alice, &menu.id_ending(":c-piece"), &["e4"]).await;
        assert!(
            matches!(targets.callback_type, 6 | 7),
            "in place: {targets:?}"
        );
        let moves = targets.select_values();
        let legal: BTreeSet<String> = self
            .game()
            .position()
            .piece_moves()
            .iter()
            .filter(|m| m.from.to_string() == "e4")
            .map(|m| m.to_string())
            .collect();
        assert_eq!(moves.iter().cloned().collect::<BTreeSet<_>>(), legal);
        assert_eq!(moves[0], "e4d5", "the attack first: {targets:?}");
        let from = t.fake.requests().len();
        let id = targets.custom_ids()[0].clone();
        let answer = t.click(alice, &id, &["e4d5"]).await;
        assert!(matches!(answer.callback_type, 6 | 7), "{answer:?}");
        assert!(answer.text().starts_with("You played e4d5."), "{answer:?}");
        let board = self
            .board_saying(
                from,
                "alice attacks bob's pawn on d5 with the pawn from e4: a battle.",
            )
            .await;
        assert!(
            board
                .text()
                .contains(&format!("<@{}>, lead the battle", alice.id)),
            "{board:?}"
        );
        (answer, board)
    }
}

/// The value of `game:carnett` in the registered `/martian challenge` (a choice).
fn carnett_choice() -> u64 {
    let registered = martian_chess::discord::commands::registration_json();
    let challenge = registered[0]["options"]
        .as_array()
        .and_then(|subs| subs.iter().find(|s| s["name"] == "challenge"))
        .expect("the challenge subcommand");
    let game = challenge["options"]
        .as_array()
        .and_then(|options| options.iter().find(|o| o["name"] == "game"))
        .expect("its game option");
    game["choices"]
        .as_array()
        .and_then(|choices| {
            choices.iter().find(|c| {
                c["name"]
                    .as_str()
                    .is_some_and(|name| name.starts_with("carnett"))
            })
        })
        .and_then(|c| c["value"].as_u64())
        .expect("a carnett choice")
}

/// The cards of `hand` a player may play on a battle whose lead suit is that of
/// `lead` (any card to lead): the lead suit when the hand has it, else all.
fn allowed(hand: &BTreeSet<String>, lead: Option<&str>) -> BTreeSet<String> {
    let Some(lead) = lead else {
        return hand.clone();
    };
    let suit = lead.chars().last().expect("a suit");
    let following: BTreeSet<String> = hand.iter().filter(|c| c.ends_with(suit)).cloned().collect();
    if following.is_empty() {
        hand.clone()
    } else {
        following
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_battle_of_carnett_s_game_through_discord() {
    let fake = FakeDiscord::start(vec![GUILD], 1).await;
    let (bot, store, _dir) = Bot::start_in(&fake, GUILD).await;
    fake.wait_shards(1, PATIENCE).await;
    let c = Carnett {
        fake: &fake,
        table: Table::new(&fake, GUILD, CHANNEL),
        store,
        alice: Player::new(500_000_000_000_000_061, "alice"),
        bob: Player::new(500_000_000_000_000_062, "bob"),
        carol: Player::new(500_000_000_000_000_063, "carol"),
    };
    let t = &c.table;
    // This test is about the game's messages; tests/discord_threads.rs plays in a thread.
    t.keep_games_in_channel().await;
    let board = c.challenge_and_accept().await;

    // Autocomplete offers alice's legal actions only, and bob nothing.
    let legal: BTreeSet<String> = c
        .game()
        .view(Color::White)
        .legal_actions()
        .iter()
        .map(Action::to_string)
        .collect();
    let offered = c.offered(&c.alice, "").await;
    assert!(!offered.is_empty());
    assert!(
        offered.iter().all(|a| legal.contains(a)),
        "{offered:?} ⊄ {legal:?}"
    );
    assert_eq!(c.offered(&c.alice, "e2").await, ["e2e3", "e2e4"]);
    assert!(c.offered(&c.bob, "").await.is_empty());
    c.no_hand_on_the_channel(&board).await;

    // Illegal actions are explained to their author alone, and change nothing.
    for (text, said) in [
        ("e7e5", "The piece on e7 is not yours."),
        ("e3e4", "There is no piece on e3."),
    ] {
        let refusal = t.play(&c.alice, text).await;
        assert!(refusal.ephemeral, "{refusal:?}");
        assert_eq!(refusal.text(), said);
    }
    let out_of_turn = t.play(&c.bob, "d7d5").await;
    assert!(
        out_of_turn.ephemeral && out_of_turn.text().contains("It's alice's turn"),
        "{out_of_turn:?}"
    );
    assert!(c.record().moves.is_empty());

    // The openings, each turn ended with End turn when the die leaves actions.
    let (alice_ended, _) = c.opening(&c.alice, "e2e4", &c.bob).await;
    let (bob_ended, board) = c.opening(&c.bob, "d7d5", &c.alice).await;
    // The die is random: with a 1 on both openings there was no turn to end.
    eprintln!("End turn pressed: alice {alice_ended}, bob {bob_ended}");

    // Alice attacks with the menus: a battle, alice to lead.
    let (answer, board) = c.attack_with_the_menus(&board).await;
    let (alice_hand, _) = c.hand(&c.alice, &board).await;
    // While alice acts, bob's My hand shows his hand, to him alone.
    let (bob_hand, bobs) = c.hand(&c.bob, &board).await;
    assert!(alice_hand.is_disjoint(&bob_hand));
    assert!(!bobs.text().contains("may play"), "{bobs:?}");
    // The lead: any card of her hand, in the menu that came with her answer.
    assert_eq!(option_labels(&answer.message), alice_hand);
    c.no_hand_on_the_channel(&board).await;

    let mut played: Vec<String> = Vec::new();
    let mut menu = answer;
    let mut board = board;
    for step in 0..4 {
        let (who, other) = if step % 2 == 0 {
            (&c.alice, &c.bob)
        } else {
            (&c.bob, &c.alice)
        };
        // What this player may play, from their own hand as My hand shows it.
        let (hand, mine) = c.hand(who, &board).await;
        let may = allowed(&hand, played.first().map(String::as_str));
        assert_eq!(cards_after(mine.text(), "you may play: "), may);
        if step > 0 {
            // Their card menu, private, from the board's Play a card.
            menu = t.click(who, &board.id_ending(":c-card"), &[]).await;
            assert!(
                menu.ephemeral && matches!(menu.callback_type, 4 | 5),
                "{menu:?}"
            );
            // The other player may not play for them.
            let refused = t.click(other, &board.id_ending(":c-card"), &[]).await;
            assert!(refused.ephemeral, "{refused:?}");
            assert!(
                refused
                    .text()
                    .contains(&format!("It's {}'s turn", who.name)),
                "{refused:?}"
            );
        }
        // Autocomplete offers the same cards, to this player alone.
        let offered: BTreeSet<String> = c.offered(who, "").await.iter().map(|v| shown(v)).collect();
        assert_eq!(offered, may);
        assert!(c.offered(other, "").await.is_empty());
        assert_eq!(option_labels(&menu.message), may, "{menu:?}");
        let card = menu.select_values()[0].clone();
        let from = t.fake.requests().len();
        let id = menu.id_ending(":c-play");
        let answer = t.click(who, &id, &[&card]).await;
        assert!(matches!(answer.callback_type, 6 | 7), "{answer:?}");
        let card = shown(&card);
        assert!(
            answer.text().starts_with(&format!("You played {card}.")),
            "{answer:?}"
        );
        played.push(card.clone());
        board = c
            .board_saying(from, &format!("{} plays {card}.", who.name))
            .await;
        if step < 3 {
            // The next card is the other player's: they are pinged.
            let text = "a battle: your card.";
            c.ping_since(from, other, text).await;
            c.no_hand_on_the_channel(&board).await;
        }
    }
    // The battle is over: its winner, the four cards, the loser's piece in prison.
    let text = board.text().to_string();
    let winner = ["alice", "bob"]
        .into_iter()
        .find(|name| text.contains(&format!("{name} wins the battle (")))
        .unwrap_or_else(|| panic!("a winner line: {text}"));
    let loser = if winner == "alice" { "bob" } else { "alice" };
    assert!(
        text.contains(&format!(
            "{winner} wins the battle ({}): {loser}'s pawn goes to {winner}'s prison.",
            played.join(" ")
        )),
        "{text}"
    );
    let prison = c.game().position().prison(if winner == "alice" {
        Color::White
    } else {
        Color::Black
    });
    assert_eq!(prison.iter().sum::<u8>(), 1, "one prisoner");
    c.no_hand_on_the_channel(&board).await;
    // A stranger has no hand.
    let strangers = t.click(&c.carol, &board.id_ending(":c-hand"), &[]).await;
    assert!(strangers.ephemeral, "{strangers:?}");
    assert_eq!(
        strangers.text(),
        "Only the players of this game have hands."
    );

    // The seed stays secret while the game runs: no request carries it.
    let seed = seed_of(&c.record());
    bot.stop().await;
    let requests = fake.requests();
    for r in &requests {
        let body = r.json.as_ref().map(Value::to_string).unwrap_or_default();
        assert!(!body.contains(&seed), "the seed in {} {}", r.method, r.path);
    }
    let (count, violations) = validate_all(&requests);
    eprintln!("validated {count} requests against Discord's OpenAPI spec");
    assert!(violations.is_empty(), "{violations:#?}");
    let refusals = refused(&requests);
    assert!(refusals.is_empty(), "{refusals:#?}");
    // One live board in the channel, posted once and edited in place since (the pings
    // are messages without buttons).
    let path = format!("/channels/{CHANNEL}/messages");
    let boards = requests
        .iter()
        .filter(|r| r.method == "POST" && r.path == path)
        .filter(|r| {
            r.json
                .as_ref()
                .is_some_and(|j| j["components"].as_array().is_some_and(|c| !c.is_empty()))
        })
        .count();
    assert_eq!(boards, 1);
}

/// The seed a Carnett game's record keeps.
fn seed_of(record: &martian_chess::model::GameRecord) -> String {
    match &record.setup {
        martian_chess::model::GameSetup::Carnett(setup) => setup.seed.clone(),
        other => panic!("not a Carnett game: {other:?}"),
    }
}
