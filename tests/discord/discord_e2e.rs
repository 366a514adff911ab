//! The Discord adapter end to end: the real bot, with real serenity and poise,
//! connects to a fake Discord on loopback through `DISCORD_PROXY_URL` (REST) and the
//! gateway URL the fake's `GET /gateway/bot` returns, and plays a duel from the
//! challenge to a resignation (then looks at the standings) through
//! `INTERACTION_CREATE` events in Discord's format; games played to their end by the
//! rules are the console scenarios' (the adapter does nothing different for them).
//! Every request the bot sends is checked against Discord's OpenAPI spec and the rules
//! the spec does not encode.

use std::sync::Arc;
use std::time::Duration;

use crate::fake_discord::harness::{
    assert_png, refused, seen, user_option, validate_all, Answer, Bot, Table, DEADLINE, PATIENCE,
};
use crate::fake_discord::payloads::{self, Place, Player};
use crate::fake_discord::spec::{self, Spec};
use crate::fake_discord::{FakeDiscord, APP_ID, BOT_ID};
use martian_chess::discord;
use martian_chess::engine::{Move, Position};
use martian_chess::i18n::{Catalog, Lang, Tr};
use martian_chess::model::{
    ChannelId, ComputerLevel, GameKind, GameRecord, GameStatus, GuildId, UserId, START_RATING,
};
use martian_chess::service::commands;
use martian_chess::service::messages;
use martian_chess::service::{ComputerPlayer, SearchPlayer};
use martian_chess::store::{SledStore, Store};
use serde_json::{json, Value};

const CHANNEL: u64 = 700_000_000_000_000_001;
/// A second channel of the same server.
const SIDE_CHANNEL: u64 = 700_000_000_000_000_002;
const HOUR_MS: i64 = 3_600_000;

/// The registration goes to the development server through the proxy URL, and is
/// `martian-chess commands --json`, which a unit test holds to the table of subcommands
/// the console shares.
async fn registers_the_shared_commands(fake: &FakeDiscord, guild: u64) {
    let registration = fake
        .wait_for(0, PATIENCE, |r| {
            r.method == "PUT" && r.path.ends_with("/commands")
        })
        .await;
    assert_eq!(
        registration.path,
        format!("/applications/{APP_ID}/guilds/{guild}/commands")
    );
    let registered = registration.json.clone().expect("commands JSON");
    assert_eq!(
        registered,
        discord::commands::registration_json(),
        "commands --json prints what is registered"
    );
    let subcommands: Vec<&str> = registered[0]["options"]
        .as_array()
        .expect("subcommands")
        .iter()
        .filter_map(|o| o["name"].as_str())
        .collect();
    // The table's subcommands, each group once in its place (`puzzle`).
    let mut table: Vec<&str> = Vec::new();
    for def in commands::MARTIAN {
        let name = def.group.unwrap_or(def.name);
        if !table.contains(&name) {
            table.push(name);
        }
    }
    assert_eq!(subcommands, table);
    // The settings are a command of their own, which Discord shows only to managers.
    assert_eq!(registered[1]["name"], commands::SETTINGS.name);
    assert_eq!(registered[1]["default_member_permissions"], "32");
}

/// A two-player game in one channel of a fake server, step by step.
struct Duel<'a> {
    table: Table<'a>,
    store: Arc<SledStore>,
    alice: Player,
    bob: Player,
    /// In the server, not in the game.
    carol: Player,
    /// Holds Manage Server.
    moderator: Player,
}

impl Duel<'_> {
    fn guild(&self) -> GuildId {
        GuildId(self.table.guild)
    }

    fn open_game(&self) -> GameRecord {
        self.store
            .open_game_in(self.guild(), ChannelId(self.table.channel))
            .expect("store readable")
            .expect("the game is stored")
    }

    fn position(&self) -> Position {
        *self.open_game().replay().expect("replays").position()
    }

    fn name_to_move(&self) -> (&Player, &Player) {
        match self.position().to_move().index() {
            0 => (&self.alice, &self.bob),
            _ => (&self.bob, &self.alice),
        }
    }

    /// Alice challenges bob, a stranger can't accept for him, bob does: the first board.
    async fn challenge_and_accept(&self) -> Answer {
        let (t, alice, bob) = (&self.table, &self.alice, &self.bob);
        let invitation = t
            .command(
                alice,
                "challenge",
                vec![user_option("opponent", bob)],
                &[bob],
            )
            .await;
        assert!(!invitation.ephemeral, "{invitation:?}");
        let invites = format!(
            "<@{}> challenges <@{}> to a game of Martian Chess (duel, classic).",
            alice.id, bob.id
        );
        assert!(invitation.text().starts_with(&invites), "{invitation:?}");
        assert_eq!(invitation.pinged(), [bob.id], "only bob is pinged");
        invitation.id_ending(":decline");
        let accept = invitation.id_ending(":accept");

        let refused = t.click(&self.carol, &accept, &[]).await;
        assert!(
            refused.ephemeral
                && refused
                    .text()
                    .starts_with("You are not invited to this game"),
            "a stranger's click gets a private answer: {refused:?}"
        );
        // The invitation becomes the start line; the live board follows in the
        // channel, and a ping for alice (the board, a new message, pings nobody).
        let from = t.fake.requests().len();
        let start = t.click(bob, &accept, &[]).await;
        assert!(!start.ephemeral && start.callback_type == 7, "{start:?}");
        assert_eq!(start.text(), "**alice** vs **bob**: the game is on.");
        assert!(start.custom_ids().is_empty(), "{start:?}");
        let board = t.board_since(from).await;
        let begins = format!("The game begins! <@{}> moves first.", alice.id);
        let your_move = format!("<@{}>, your move", alice.id);
        assert!(
            board.text().contains(&begins) && board.text().contains(&your_move),
            "{board:?}"
        );
        assert!(board.pinged().is_empty(), "{board:?}");
        assert_eq!(t.ping_since(from).await, [alice.id]);
        board
    }

    /// Plays `m` by slash command: the mover's private answer, then the live board
    /// edited and the next player pinged.
    async fn play(&self, mover: &Player, m: &str, next: &Player) -> Answer {
        let t = &self.table;
        let from = t.fake.requests().len();
        let answer = t.play(mover, m).await;
        assert!(answer.ephemeral, "{answer:?}");
        assert_eq!(answer.text(), format!("You played {m}."));
        let board = t.board_since(from).await;
        assert!(
            board.pinged().is_empty(),
            "the board pings nobody: {board:?}"
        );
        assert_eq!(t.ping_since(from).await, [next.id]);
        board
    }

    /// Autocomplete, a move out of turn, an illegal move, a move by slash command, a
    /// click on the old board, and a move with the menus.
    async fn first_moves(&self, start: &Answer) -> Answer {
        let (t, alice, bob) = (&self.table, &self.alice, &self.bob);
        let (took, choices) = t.autocomplete(alice, "").await;
        assert!(took < DEADLINE);
        let legal: Vec<String> = self
            .position()
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect();
        let offered: Vec<&str> = choices.iter().filter_map(|c| c["value"].as_str()).collect();
        assert_eq!(offered.len(), legal.len().min(25), "{choices:?}");
        assert!(
            offered.iter().all(|m| legal.iter().any(|l| l == m)),
            "{offered:?}"
        );
        let (_, typed) = t.autocomplete(alice, "c3").await;
        let typed: Vec<&str> = typed.iter().filter_map(|c| c["value"].as_str()).collect();
        assert_eq!(typed, ["c3b4", "c3d4"], "what is typed filters the list");

        let out_of_turn = t.play(bob, "c3d4").await;
        assert!(
            out_of_turn.ephemeral && out_of_turn.text().contains("It's alice's turn, not yours"),
            "{out_of_turn:?}"
        );
        let illegal = t.play(alice, "c3c4").await;
        assert!(illegal.ephemeral, "{illegal:?}");
        assert_eq!(
            illegal.text(),
            "A pawn moves exactly one square diagonally, so the pawn on c3 can't go to c4."
        );

        let board = self.play(alice, "c3d4", bob).await;
        assert!(
            board.text().contains("alice played c3d4 (pawn)."),
            "{board:?}"
        );
        let bobs_turn = format!("<@{}>, your move", bob.id);
        assert!(board.text().contains(&bobs_turn), "{board:?}");
        assert_eq!(self.open_game().moves, ["c3d4"]);

        // A button as it was before the move (an old board's): out of date, with the
        // way to the live one.
        let stale = t.click(bob, &start.id_ending(":move"), &[]).await;
        assert!(stale.ephemeral, "{stale:?}");
        let game = self.open_game();
        let delivery = self
            .store
            .delivery(game.guild, game.id)
            .expect("store readable");
        let live = delivery.board.expect("the live board's id").message;
        assert_eq!(
            stale.text(),
            format!(
                "This board is out of date: the game has moved on (it is now at move 2). \
                 The live board is here: https://discord.com/channels/{}/{}/{}",
                t.guild, t.channel, live.0
            )
        );

        // Bob moves with the menus: Move, a piece, a destination.
        let menu = t.click(bob, &board.id_ending(":move"), &[]).await;
        assert!(menu.ephemeral, "{menu:?}");
        assert!(
            menu.text().starts_with("Pick the piece to move"),
            "{menu:?}"
        );
        let legal: Vec<String> = self
            .position()
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect();
        let pieces = menu.select_values();
        assert!(
            pieces
                .iter()
                .all(|sq| legal.iter().any(|m| m.starts_with(sq.as_str()))),
            "only pieces that can move: {pieces:?}"
        );
        let piece = pieces[0].clone();
        let targets = t.click(bob, &menu.id_ending(":piece"), &[&piece]).await;
        assert_eq!(
            targets.callback_type, 7,
            "the menu steps on in place: {targets:?}"
        );
        assert!(
            targets.text().contains(&format!("on {piece} go?")),
            "{targets:?}"
        );
        let destinations = targets.select_values();
        assert!(
            destinations
                .iter()
                .all(|m| m.starts_with(piece.as_str()) && legal.contains(m)),
            "{destinations:?}"
        );
        let chosen = destinations[0].clone();
        // The menu becomes bob's answer; everyone sees the move on the live board.
        let from = t.fake.requests().len();
        let answered = t.click(bob, &targets.custom_ids()[0], &[&chosen]).await;
        assert_eq!(answered.callback_type, 7, "{answered:?}");
        assert_eq!(answered.text(), format!("You played {chosen}."));
        assert!(answered.custom_ids().is_empty(), "{answered:?}");
        let after_menu = t.board_since(from).await;
        assert!(
            after_menu
                .text()
                .contains(&format!("bob played {chosen} (")),
            "{after_menu:?}"
        );
        assert_eq!(t.ping_since(from).await, [alice.id]);
        assert_eq!(self.open_game().moves, ["c3d4", chosen.as_str()]);
        // One live board: the move edited the board posted at the start.
        let boards: Vec<_> = t
            .fake
            .messages_in(t.channel)
            .into_iter()
            .filter(|m| !m.deleted && m.attachment_names().iter().any(|n| n.ends_with(".png")))
            .collect();
        assert_eq!(boards.len(), 1, "{boards:?}");
        after_menu
    }

    /// Plays `plies` moves by slash command, each the first that autocomplete offers.
    /// The game can't end this early: a zone empties only after all nine of its pieces
    /// have left it, and no clock is called.
    async fn more_moves(&self, plies: usize) -> Answer {
        let mut last = None;
        for _ in 0..plies {
            let (mover, next) = self.name_to_move();
            let (_, choices) = self.table.autocomplete(mover, "").await;
            let m = choices[0]["value"].as_str().expect("a move").to_string();
            let board = self.play(mover, &m, next).await;
            let played = format!("{} played {m} (", mover.name);
            let pings = format!("<@{}>, your move", next.id);
            assert!(
                board.text().contains(&played) && board.text().contains(&pings),
                "{board:?}"
            );
            assert!(!board.text().contains("Game over"), "{board:?}");
            assert_eq!(self.open_game().moves.last(), Some(&m));
            last = Some(board);
        }
        last.expect("at least one move")
    }

    /// What players can look at while the game runs.
    async fn views_during_the_game(&self) {
        let (t, alice) = (&self.table, &self.alice);
        let rules = t.command(alice, "rules", Vec::new(), &[]).await;
        assert!(rules.ephemeral, "{rules:?}");
        assert!(
            rules.text().starts_with("**Martian Chess in one minute**"),
            "{rules:?}"
        );

        let board = t.command(alice, "board", Vec::new(), &[]).await;
        assert!(board.ephemeral, "{board:?}");
        assert_png(&board);
        let fen = self.position().to_string();
        assert!(board.text().contains(&fen), "the MCFEN to copy: {board:?}");

        let game = self.open_game();
        let games = t
            .command(
                alice,
                "games",
                vec![user_option("user", &self.bob)],
                &[&self.bob],
            )
            .await;
        assert!(games.ephemeral, "{games:?}");
        let line = format!(
            "• game {} in <#{}>: alice vs bob, move {}, {} to move \
             ([live board](https://discord.com/channels/{}/{}/{}))",
            game.id,
            self.table.channel,
            game.moves.len() + 1,
            self.name_to_move().0.name,
            self.table.guild,
            self.table.channel,
            self.store
                .delivery(game.guild, game.id)
                .expect("store readable")
                .board
                .expect("a live board")
                .message
                .0,
        );
        assert!(
            games.text().starts_with("**Games of bob in progress**")
                && games.text().contains(&line),
            "{games:?}"
        );

        let leaderboard = t.command(alice, "leaderboard", Vec::new(), &[]).await;
        assert!(!leaderboard.ephemeral, "{leaderboard:?}");
        assert_eq!(
            leaderboard.text(),
            "Nobody has finished a rated game in this server yet. Challenge someone with `/martian challenge`!"
        );
        let stats = t.command(alice, "stats", Vec::new(), &[]).await;
        assert_eq!(
            stats.text(),
            "alice has not finished a rated game in this server yet."
        );
    }

    /// Only a manager changes the settings; the new values show in the answer, in the
    /// settings read back, in the next move's deadline and in the next challenge.
    async fn settings_take_effect(&self) {
        let (t, alice) = (&self.table, &self.alice);
        let hours = |name: &str, value: u64| json!({"name": name, "type": 4, "value": value});
        let change = vec![
            hours("move_timeout_hours", 24),
            hours("reminder_hours", 6),
            // The second choice of the list: leaping.
            json!({"name": "default_ruleset", "type": 4, "value": 1}),
        ];
        let refused = t.top_level(alice, "martian-settings", change.clone()).await;
        assert!(refused.ephemeral, "{refused:?}");
        let en = Tr::new(Catalog::embedded(), Lang::SOURCE);
        assert_eq!(refused.text(), messages::managers_only(en));

        // Before: the default 72 hours to move.
        let game = self.open_game();
        let deadline = game.deadline_ms.expect("a deadline") - game.updated_ms;
        assert!((deadline - 72 * HOUR_MS).abs() < 60_000, "{deadline}");

        let values = [
            "• Move timeout: 24 hours",
            "• Reminder: 6 hours before the deadline",
            "• Default ruleset: leaping",
        ];
        let changed = t
            .top_level(&self.moderator, "martian-settings", change)
            .await;
        assert!(changed.ephemeral, "{changed:?}");
        assert!(changed.text().starts_with("Settings saved"), "{changed:?}");
        assert!(
            values.iter().all(|v| changed.text().contains(v)),
            "{changed:?}"
        );
        let shown = t
            .top_level(&self.moderator, "martian-settings", Vec::new())
            .await;
        assert!(
            shown.text().starts_with("**Settings of this server**"),
            "{shown:?}"
        );
        assert!(values.iter().all(|v| shown.text().contains(v)), "{shown:?}");

        // The next move gets 24 hours, and a reminder 6 hours before the deadline.
        self.more_moves(1).await;
        let game = self.open_game();
        let deadline_ms = game.deadline_ms.expect("a deadline");
        let deadline = deadline_ms - game.updated_ms;
        assert!((deadline - 24 * HOUR_MS).abs() < 60_000, "{deadline}");
        assert_eq!(game.reminder_ms, Some(deadline_ms - 6 * HOUR_MS));

        // A challenge that names no ruleset gets the new default.
        let side = Table::new(t.fake, t.guild, SIDE_CHANNEL);
        let dave = Player::new(500_000_000_000_000_004, "dave");
        let invitation = side
            .command(
                &self.carol,
                "challenge",
                vec![user_option("opponent", &dave)],
                &[&dave],
            )
            .await;
        assert!(
            invitation
                .text()
                .contains("to a game of Martian Chess (duel, leaping)."),
            "{invitation:?}"
        );
        let declined = side.command(&dave, "decline", Vec::new(), &[]).await;
        assert!(!declined.ephemeral, "{declined:?}");
        assert!(
            declined.text().starts_with("dave declined the challenge."),
            "{declined:?}"
        );
        let left = self
            .store
            .open_game_in(self.guild(), ChannelId(SIDE_CHANNEL))
            .expect("store readable");
        assert!(left.is_none(), "a declined challenge leaves no game");
    }

    /// Alice resigns (after confirming): bob wins, and both ratings move.
    async fn resign(&self, last_board: &Answer) {
        let (t, alice) = (&self.table, &self.alice);
        let confirm = t.command(alice, "resign", Vec::new(), &[]).await;
        assert!(confirm.ephemeral, "{confirm:?}");
        assert_eq!(
            confirm.text(),
            "Do you really want to resign? The game ends and bob wins."
        );
        let from = t.fake.requests().len();
        let resigned = t.click(alice, &confirm.id_ending(":resign-yes"), &[]).await;
        assert_eq!(resigned.text(), "You resigned.", "{resigned:?}");
        let end = t.board_since(from).await;
        assert!(
            end.text()
                .contains("**Game over.** bob wins: alice resigned."),
            "{end:?}"
        );
        let rating = |player: &Player| {
            self.store
                .player(self.guild(), GameKind::Martian, UserId(player.id))
                .expect("store readable")
                .expect("a rated player")
                .rating
        };
        let (after_alice, after_bob) = (rating(&self.alice), rating(&self.bob));
        assert!(after_alice < START_RATING && START_RATING < after_bob);
        for (name, after) in [("alice", after_alice), ("bob", after_bob)] {
            let change = format!("{name} {START_RATING:.0} → {after:.0}");
            assert!(end.text().contains(&change), "{change} in {end:?}");
        }
        assert!(end.custom_ids().is_empty(), "a finished board: {end:?}");
        assert!(end.pinged().is_empty(), "nobody is pinged: {end:?}");
        // Its line in the channel tells bob (alice knows), and offers a rematch and
        // the computer's analysis.
        let result = t.post_since(from, |m| !m.custom_ids().is_empty()).await;
        assert_eq!(
            result.text(),
            "**alice** vs **bob**: bob wins: alice resigned."
        );
        assert_eq!(
            result.custom_ids(),
            [result.id_ending(":rematch"), result.id_ending(":analyse")]
        );
        assert_eq!(result.pinged(), [self.bob.id]);

        let gone = t
            .click(&self.bob, &last_board.id_ending(":move"), &[])
            .await;
        assert!(gone.ephemeral, "{gone:?}");
        assert_eq!(gone.text(), "That game has ended or no longer exists.");
        let no_game = self
            .store
            .open_game_in(self.guild(), ChannelId(self.table.channel))
            .expect("store readable");
        assert!(no_game.is_none());

        // Bob asks for a rematch: alice is challenged again, then bob withdraws it.
        let rematch = t.click(&self.bob, &result.id_ending(":rematch"), &[]).await;
        assert!(!rematch.ephemeral, "{rematch:?}");
        assert!(rematch.text().contains("Rematch of game"), "{rematch:?}");
        assert_eq!(rematch.pinged(), [self.alice.id], "{rematch:?}");
        let stranger = t
            .click(&self.carol, &result.id_ending(":rematch"), &[])
            .await;
        assert!(stranger.ephemeral, "{stranger:?}");
        assert!(stranger.text().contains("Only the players"), "{stranger:?}");
        let withdrawn = t.command(&self.bob, "abort", Vec::new(), &[]).await;
        assert!(
            withdrawn.text().contains("bob withdrew the challenge"),
            "{withdrawn:?}"
        );
    }

    /// Bob's open challenge (no opponent): it pings nobody, he can't take it himself,
    /// carol does and the game starts; bob then aborts it.
    async fn open_challenge(&self) {
        let (t, bob, carol) = (&self.table, &self.bob, &self.carol);
        let invite = t.command(bob, "challenge", Vec::new(), &[]).await;
        assert!(!invite.ephemeral, "{invite:?}");
        assert!(
            invite.text().contains("posts an open challenge")
                && invite.text().contains("anyone can accept"),
            "{invite:?}"
        );
        assert!(invite.pinged().is_empty(), "{invite:?}");
        let accept = invite.id_ending(":accept");
        assert_eq!(invite.custom_ids().len(), 1, "only Accept: {invite:?}");
        let own = t.click(bob, &accept, &[]).await;
        assert!(own.ephemeral, "{own:?}");
        assert!(own.text().contains("your own open challenge"), "{own:?}");
        let from = t.fake.requests().len();
        let start = t.click(carol, &accept, &[]).await;
        assert!(!start.ephemeral, "{start:?}");
        assert_eq!(start.text(), "**bob** vs **carol**: the game is on.");
        let board = t.board_since(from).await;
        assert!(
            board
                .text()
                .contains(&format!("The game begins! <@{}> moves first.", bob.id)),
            "{board:?}"
        );
        let aborted = t.command(bob, "abort", Vec::new(), &[]).await;
        assert!(
            aborted.text().contains("bob aborted the game"),
            "{aborted:?}"
        );
    }

    /// The leaderboard, bob's numbers, alice's history and the replay of the game.
    async fn standings_after(&self) {
        let (t, alice, bob) = (&self.table, &self.alice, &self.bob);
        // The archive also holds the declined challenge.
        let finished: Vec<GameRecord> = self
            .store
            .archived_games(self.guild(), 5)
            .expect("store readable")
            .into_iter()
            .filter(|g| g.status == GameStatus::Finished)
            .collect();
        assert_eq!(finished.len(), 1, "one finished game");
        let game = &finished[0];
        let scores = &game.end.as_ref().expect("an end").scores;

        let leaderboard = t.command(alice, "leaderboard", Vec::new(), &[]).await;
        assert!(!leaderboard.ephemeral, "{leaderboard:?}");
        let text = leaderboard.text();
        assert!(text.starts_with("**Leaderboard** (page 1 of 1)"), "{text}");
        // Rank, name, rating, deviation, games, wins/draws/losses.
        let rows: Vec<Vec<&str>> = text
            .lines()
            .map(|l| l.split_whitespace().collect::<Vec<_>>())
            .filter(|cells| cells.len() == 6 && cells[0].parse::<u32>().is_ok())
            .collect();
        let names: Vec<&str> = rows.iter().map(|r| r[1]).collect();
        assert_eq!(names, ["bob", "alice"], "{text}");
        assert_eq!((rows[0][0], rows[0][4], rows[0][5]), ("1", "1", "1/0/0"));
        assert_eq!((rows[1][0], rows[1][4], rows[1][5]), ("2", "1", "0/0/1"));

        let stats = t
            .command(alice, "stats", vec![user_option("user", bob)], &[bob])
            .await;
        assert!(!stats.ephemeral, "{stats:?}");
        let text = stats.text();
        assert!(text.starts_with("**bob**: rating "), "{text}");
        assert!(text.contains("Games: 1 (1 won, 0 drawn, 0 lost)"), "{text}");
        let points = format!("Points captured: {}", scores[1]);
        assert!(text.contains(&points), "{points} in {text}");

        let history = t.command(alice, "history", Vec::new(), &[]).await;
        assert!(history.ephemeral, "{history:?}");
        let entry = format!("• `{}` ", game.id);
        assert!(
            history.text().starts_with("**Recent games of alice**")
                && history.text().contains(&entry)
                && history
                    .text()
                    .contains(" vs bob: lost. bob wins: alice resigned."),
            "{history:?}"
        );

        let game_id = json!({"name": "game", "type": 3, "value": game.id.to_string()});
        let replay = t.command(alice, "replay", vec![game_id.clone()], &[]).await;
        assert!(!replay.ephemeral, "{replay:?}");
        assert_eq!(replay.files.len(), 1, "{replay:?}");
        let (_, name, bytes) = &replay.files[0];
        assert!(
            name.ends_with(".gif") && bytes.starts_with(b"GIF8"),
            "{name}"
        );
        for m in &game.moves {
            assert!(replay.text().contains(m.as_str()), "{m} in {replay:?}");
        }

        // The computer's analysis: "analysing…" at once, then that answer edited into
        // the analysis, its graph attached with its text for screen readers.
        let from = t.fake.requests().len();
        let analyse = t.command(bob, "analyse", vec![game_id.clone()], &[]).await;
        assert!(!analyse.ephemeral, "{analyse:?}");
        let queued = format!("Analysing game {}", game.id);
        assert!(analyse.text().starts_with(&queued), "{analyse:?}");
        let is_analysis = |content: &str| content.starts_with("**Analysis of game");
        let edited = t
            .fake
            .wait_for(from, PATIENCE, |r| {
                r.method == "PATCH"
                    && r.path.ends_with("/messages/@original")
                    && r.json
                        .as_ref()
                        .is_some_and(|j| j["content"].as_str().is_some_and(is_analysis))
            })
            .await;
        let shown = seen(&edited);
        assert_png(&shown);
        assert!(shown.text().contains("bob: accuracy "), "{shown:?}");
        let alt = shown.message["attachments"][0]["description"]
            .as_str()
            .unwrap_or("");
        assert!(
            alt.starts_with("Graph of each player's winning chance"),
            "{alt}"
        );
        // Asked again, it is shown at once (stored), the same.
        let again = t.command(alice, "analyse", vec![game_id], &[]).await;
        assert_eq!(again.callback_type, 4, "{again:?}");
        assert_eq!(again.text(), shown.text());
        assert_eq!(again.files[0].2, shown.files[0].2);
        // The profile cards: private by default, public when asked, and the same from
        // the member's Apps menu.
        let card = t.command(bob, "profile", Vec::new(), &[]).await;
        assert!(card.ephemeral, "{card:?}");
        assert!(
            card.text().starts_with("**bob** in Martian Chess: rating "),
            "{card:?}"
        );
        assert_png(&card);
        let alt = card.message["attachments"][0]["description"]
            .as_str()
            .unwrap_or("");
        assert!(alt.starts_with("Profile card of bob: rating "), "{alt}");
        assert!(alt.contains("1 game: 1 won, 0 drawn, 0 lost"), "{alt}");
        let public = json!({"name": "public", "type": 5, "value": true});
        let shown = t
            .command(
                alice,
                "profile",
                vec![user_option("user", bob), public],
                &[bob],
            )
            .await;
        assert!(!shown.ephemeral, "{shown:?}");
        assert_eq!(shown.text(), card.text());
        let menu = t
            .user_command(alice, "Martian Chess profile", bob, false)
            .await;
        assert!(menu.ephemeral, "{menu:?}");
        assert_eq!(menu.text(), card.text());
        assert_png(&menu);
        // Its menu shows the board before a marked move, to the chooser alone.
        if let Some(value) = again.select_values().first() {
            let menu = again.id_ending(":analysis");
            let board = t.click(bob, &menu, &[value]).await;
            assert!(board.ephemeral, "{board:?}");
            assert!(
                board.text().contains("The arrow shows the better move"),
                "{board:?}"
            );
            assert_png(&board);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_duel_from_challenge_to_resignation_then_the_standings() {
    let guild: u64 = 600_000_000_000_000_001;
    let fake = FakeDiscord::start(vec![guild], 1).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Arc::new(SledStore::open(dir.path()).expect("store"));
    let guild_text = guild.to_string();
    let bot = Bot::start(
        &fake,
        &[("DISCORD_GUILD_ID", &guild_text)],
        store.clone(),
        Arc::new(SearchPlayer),
    )
    .await;
    registers_the_shared_commands(&fake, guild).await;
    fake.wait_shards(1, PATIENCE).await;
    let identify = &fake.identified()[0];
    assert_eq!(identify["intents"], 1, "only the GUILDS intent");

    let mut moderator = Player::new(500_000_000_000_000_009, "mod");
    moderator.manager = true;
    let duel = Duel {
        table: Table::new(&fake, guild, CHANNEL),
        store,
        alice: Player::new(500_000_000_000_000_001, "alice"),
        bob: Player::new(500_000_000_000_000_002, "bob"),
        carol: Player::new(500_000_000_000_000_003, "carol"),
        moderator,
    };
    // This test is about the game in its channel; tests/discord_threads.rs plays one
    // in a thread.
    duel.table.keep_games_in_channel().await;
    let start = duel.challenge_and_accept().await;
    duel.first_moves(&start).await;
    duel.more_moves(4).await;
    duel.views_during_the_game().await;
    duel.settings_take_effect().await;
    let last = duel.more_moves(1).await;
    duel.resign(&last).await;
    duel.standings_after().await;
    duel.open_challenge().await;

    let slowest = duel.table.slowest.get();
    assert!(
        slowest < DEADLINE,
        "every first answer within 3 s (slowest {slowest:?})"
    );

    bot.stop().await;
    // (After the stop, which lets the last deliveries finish.)
    // One live board per game, edited after every move, and the pings of a finished or
    // aborted game deleted: the channel keeps two boards and no ping.
    let messages = fake.messages_in(CHANNEL);
    let live: Vec<_> = messages.iter().filter(|m| !m.deleted).collect();
    let boards = live
        .iter()
        .filter(|m| {
            m.attachment_names()
                .iter()
                .any(|n| n.starts_with("board-") && n.ends_with(".png"))
        })
        .count();
    assert_eq!(boards, 2, "{live:#?}");
    let pings = live
        .iter()
        .filter(|m| m.content.ends_with(", your move."))
        .count();
    assert_eq!(pings, 0, "{live:#?}");
    let (count, violations) = validate_all(&fake.requests());
    eprintln!("validated {count} requests against Discord's OpenAPI spec");
    if std::env::var("DUMP_REQUESTS").is_ok() {
        for r in fake.requests() {
            eprintln!(
                "{} {} {} files={:?}",
                r.method,
                r.path,
                r.json
                    .as_ref()
                    .map(|j| j.to_string())
                    .unwrap_or_default()
                    .chars()
                    .take(1500)
                    .collect::<String>(),
                r.files
                    .iter()
                    .map(|f| (&f.0, &f.1, f.2.len()))
                    .collect::<Vec<_>>()
            );
        }
    }
    assert!(count > 30, "{count}");
    let refusals = refused(&fake.requests());
    assert!(refusals.is_empty(), "Discord refused: {refusals:#?}");
    assert!(
        violations.is_empty(),
        "{} violations:\n{}",
        violations.len(),
        violations.join("\n")
    );
}

/// A computer that thinks slowly, to make the work behind an interaction slow.
struct SlowComputer(Duration);

impl ComputerPlayer for SlowComputer {
    fn levels(&self) -> Vec<ComputerLevel> {
        SearchPlayer.levels()
    }

    fn choose(&self, pos: &Position, level: ComputerLevel, seed: u64) -> Option<Move> {
        std::thread::sleep(self.0);
        SearchPlayer.choose(pos, level, seed)
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answers_in_time_when_the_work_is_slow() {
    let guild: u64 = 600_000_000_000_000_002;
    let fake = FakeDiscord::start(vec![guild], 1).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Arc::new(SledStore::open(dir.path()).expect("store"));
    let slow = Arc::new(SlowComputer(Duration::from_millis(3500)));
    let bot = Bot::start(&fake, &[], store, slow).await;
    fake.wait_shards(1, PATIENCE).await;
    fake.wait_for(0, PATIENCE, |r| r.method == "PUT").await;
    let table = Table::new(&fake, guild, CHANNEL);
    table.keep_games_in_channel().await;
    let alice = Player::new(500_000_000_000_000_001, "alice");
    let computer = Player::new(BOT_ID, crate::fake_discord::BOT_NAME);

    // Playing the computer, which moves first: its slow move is behind the answer.
    let from = fake.requests().len();
    let started = table
        .command(
            &alice,
            "challenge",
            vec![
                json!({"name": "opponent", "type": 6, "value": BOT_ID.to_string()}),
                json!({"name": "first", "type": 4, "value": 1}),
            ],
            &[&computer],
        )
        .await;
    assert!(
        started.first_after < DEADLINE,
        "first answer after {:?}",
        started.first_after
    );
    assert_eq!(started.callback_type, 5, "slow work is deferred");
    assert!(
        started.text().ends_with("the game is on."),
        "the start line fills the thinking message: {started:?}"
    );
    // The computer's first move is on the board, and then it is alice's turn.
    let computer_played = |answer: &Answer| {
        answer
            .text()
            .lines()
            .any(|l| l.starts_with(crate::fake_discord::BOT_NAME) && l.contains(" played "))
    };
    let alices_turn = format!("<@{}>, your move", alice.id);
    let board = table.board_since(from).await;
    assert!(
        board.text().starts_with("The game begins!")
            && computer_played(&board)
            && board.text().contains(&alices_turn),
        "{board:?}"
    );
    assert_eq!(table.ping_since(from).await, [alice.id]);

    // Alice's move: the computer answers slowly again.
    let (_, choices) = table.autocomplete(&alice, "").await;
    let m = choices[0]["value"].as_str().expect("a move");
    let from = fake.requests().len();
    let reply = table.play(&alice, m).await;
    assert!(
        reply.first_after < DEADLINE,
        "first answer after {:?}",
        reply.first_after
    );
    assert_eq!(reply.callback_type, 5);
    assert!(reply.ephemeral, "{reply:?}");
    assert_eq!(reply.text(), format!("You played {m}."));
    let board = table.board_since(from).await;
    let alice_played = format!("alice played {m} (");
    assert!(
        board.text().starts_with(&alice_played)
            && computer_played(&board)
            && board.text().contains(&alices_turn),
        "{board:?}"
    );
    assert_eq!(table.ping_since(from).await, [alice.id]);

    bot.stop().await;
    // Each ping is a channel message of its own (edits don't notify), and the one
    // before it is deleted: one ping is left.
    let requests = fake.requests();
    let pings = fake
        .messages_in(CHANNEL)
        .into_iter()
        .filter(|m| !m.deleted && m.content.ends_with(", your move."))
        .count();
    assert_eq!(pings, 1, "one ping left");
    assert!(refused(&requests).is_empty(), "{:?}", refused(&requests));
    let (_, violations) = validate_all(&requests);
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_are_stored_by_the_process_running_their_servers_shard() {
    // Two servers that Discord routes to different shards of two.
    let on_shard = |shard: u64| {
        (1u64..)
            .map(|n| (n << 22) | 77)
            .find(|g| (g >> 22) % 2 == shard)
            .unwrap_or(0)
    };
    let (guild0, guild1) = (on_shard(0) + (1 << 40), on_shard(1) + (1 << 40));
    assert_eq!(discord::shard_for_guild(guild0, 2), 0);
    assert_eq!(discord::shard_for_guild(guild1, 2), 1);
    let fake = FakeDiscord::start(vec![guild0, guild1], 2).await;
    let dirs = [
        tempfile::tempdir().expect("dir"),
        tempfile::tempdir().expect("dir"),
    ];
    let stores: Vec<Arc<SledStore>> = dirs
        .iter()
        .map(|d| Arc::new(SledStore::open(d.path()).expect("store")))
        .collect();
    // One process per shard, each with its own data directory.
    let bot0 = Bot::start(
        &fake,
        &[("DISCORD_SHARDS", "0-0/2")],
        stores[0].clone(),
        Arc::new(SearchPlayer),
    )
    .await;
    let bot1 = Bot::start(
        &fake,
        &[("DISCORD_SHARDS", "1/2")],
        stores[1].clone(),
        Arc::new(SearchPlayer),
    )
    .await;
    fake.wait_shards(2, PATIENCE).await;
    let shards: Vec<Value> = fake
        .identified()
        .iter()
        .map(|i| i["shard"].clone())
        .collect();
    assert!(
        shards.contains(&json!([0, 2])) && shards.contains(&json!([1, 2])),
        "{shards:?}"
    );

    let alice = Player::new(500_000_000_000_000_001, "alice");
    let bob = Player::new(500_000_000_000_000_002, "bob");
    for guild in [guild0, guild1] {
        let table = Table::new(&fake, guild, CHANNEL);
        table.keep_games_in_channel().await;
        let answer = table
            .command(
                &alice,
                "challenge",
                vec![json!({"name": "opponent", "type": 6, "value": bob.id.to_string()})],
                &[&bob],
            )
            .await;
        assert!(!answer.ephemeral, "{answer:?}");
        let invites = format!("<@{}> challenges <@{}>", alice.id, bob.id);
        assert!(answer.text().starts_with(&invites), "{answer:?}");
    }
    for (guild, owner) in [(guild0, 0usize), (guild1, 1usize)] {
        let expected = discord::shard_for_guild(guild, 2) as usize;
        assert_eq!(expected, owner);
        for (index, store) in stores.iter().enumerate() {
            let game = store
                .open_game_in(GuildId(guild), ChannelId(CHANNEL))
                .expect("store readable");
            assert_eq!(
                game.is_some(),
                index == expected,
                "guild {guild} in store {index}"
            );
        }
    }
    // Only the process with shard 0 registers the commands.
    let registrations = fake.requests().iter().filter(|r| r.method == "PUT").count();
    assert_eq!(registrations, 1);
    bot0.stop().await;
    bot1.stop().await;
    let (_, violations) = validate_all(&fake.requests());
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}

#[test]
fn fake_payloads_are_what_serenity_reads() {
    use poise::serenity_prelude as serenity;
    let alice = Player::new(500_000_000_000_000_001, "alice");
    let place = Place {
        guild: 600_000_000_000_000_001,
        channel: CHANNEL,
        player: &alice,
        guild_locale: "en-US",
    };
    // What Discord fills in (the bot's permissions, a thread's type) as the fake
    // does it on dispatch.
    let mut world = crate::fake_discord::rules::World::default();
    world.make_thread(CHANNEL);
    world.set_permissions(CHANNEL, 1 << 10);
    let mut in_thread = payloads::top_level_command(5, "t", &place, "martian-settings", Vec::new());
    world.interaction_created(&mut in_thread);
    let events = [
        payloads::command(1, "t", &place, "rules", Vec::new(), &[&alice]),
        payloads::autocomplete(2, "t", &place, "c"),
        payloads::click(3, "t", &place, 4, "mc:1:0:move", &[]),
        in_thread.clone(),
    ];
    let read =
        serde_json::from_value::<serenity::CommandInteraction>(in_thread).expect("a command");
    assert_eq!(
        read.app_permissions,
        Some(serenity::Permissions::VIEW_CHANNEL)
    );
    assert_eq!(
        read.channel.map(|c| c.kind),
        Some(serenity::ChannelType::PublicThread)
    );
    for event in events {
        if let Err(err) = serde_json::from_value::<serenity::Interaction>(event.clone()) {
            panic!("{err}: {event:#}");
        }
    }
    serde_json::from_value::<serenity::Guild>(payloads::guild(600_000_000_000_000_001))
        .expect("a guild");
}

#[test]
fn the_validator_catches_what_discord_would_refuse() {
    let spec = Spec::load();
    let check = |method: &str, path: &str, body: Value| {
        let mut errors = spec.check(&spec::Checked {
            method,
            path,
            json: Some(&body),
            multipart: false,
        });
        errors.extend(spec::extra_rules(path, &body));
        errors
    };
    let callback = "/interactions/1/token/callback";
    let good = json!({"type": 4, "data": {"content": "hi", "flags": 64, "attachments": [{"id": "0", "filename": "a.png"}]}});
    assert!(check("POST", callback, good).is_empty());
    for bad in [
        json!({"data": {"content": "no type"}}),
        json!({"type": 4, "data": {"content": "x".repeat(2001)}}),
        json!({"type": 4, "data": {"attachments": [{"id": 0, "filename": "integer id"}]}}),
        json!({"type": 4, "data": {"components": [{"type": 1, "components": [{"type": 2, "style": 1, "custom_id": "x".repeat(101)}]}]}}),
        json!({"type": 4, "data": {"components": [{"type": 1, "components": [{"type": 2, "style": 9, "custom_id": "a"}]}]}}),
        json!({"type": 8, "data": {"choices": (0..26).map(|i| json!({"name": i.to_string(), "value": i.to_string()})).collect::<Vec<_>>()}}),
        json!({"type": "4"}),
    ] {
        assert!(
            !check("POST", callback, bad.clone()).is_empty(),
            "accepted {bad}"
        );
    }
    assert!(!check(
        "POST",
        "/interactions/not-a-snowflake/t/callback",
        json!({"type": 5})
    )
    .is_empty());
    let commands = "/applications/1/guilds/2/commands";
    let command = |name: &str, description: &str| json!([{"name": name, "description": description, "type": 1}]);
    assert!(check("PUT", commands, command("martian", "Play")).is_empty());
    assert!(!check("PUT", commands, command("Martian", "Play")).is_empty());
    assert!(!check("PUT", commands, command("martian", &"x".repeat(101))).is_empty());
    assert!(!check("PUT", commands, command("martian", "")).is_empty());
}
