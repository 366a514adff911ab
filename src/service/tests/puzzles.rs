//! The puzzle trainer through the service: a puzzle for the asker alone, solved by
//! typing or through its menus, failed with the answer drawn, rated both ways; stale
//! menus and illegal moves refused without a change; puzzles from a channel the asker
//! cannot view never offered.

use std::sync::Arc;

use crate::model::{ChannelId, GameId, GuildId, Puzzle, ServerPuzzle};
use crate::store::Store;

use super::support::{harness_with, person, request, First, Harness};
use crate::service::{Action, Delivery, PuzzleAction, Reply, Row, Sight, User};

const GUILD: GuildId = GuildId(31);
const CHANNEL: ChannelId = ChannelId(310);
const AT: (GuildId, ChannelId) = (GUILD, CHANNEL);

/// A shipped puzzle by id, as the bot reads the sets.
fn shipped(id: &str) -> Puzzle {
    crate::service::shipped_puzzles()
        .iter()
        .find(|p| p.id == id)
        .cloned()
        .unwrap_or_else(|| panic!("no shipped puzzle {id}"))
}

fn solve(h: &Harness, who: &User, theme: Option<&str>) -> Reply {
    let action = PuzzleAction::Solve {
        rating: None,
        theme: theme.map(String::from),
        layout: None,
    };
    let replies = h.ask_at(AT, who, Action::Puzzle(action));
    assert_eq!(replies.len(), 1, "{replies:?}");
    replies.into_iter().next().unwrap()
}

/// The puzzle `who` has under way, and how far it is.
fn current(h: &Harness, who: &User) -> Option<(Puzzle, usize)> {
    let player = h.store.puzzle_player(GUILD, who.id).unwrap()?;
    let attempt = player.current?;
    Some((shipped(&attempt.puzzle), attempt.played))
}

fn type_move(h: &Harness, who: &User, text: &str) -> Reply {
    let action = Action::Puzzle(PuzzleAction::Move { text: text.into() });
    let replies = h.ask_at(AT, who, action);
    assert_eq!(replies.len(), 1, "{replies:?}");
    replies.into_iter().next().unwrap()
}

fn select(h: &Harness, who: &User, custom_id: &str, value: &str) -> Reply {
    let click = Action::Click {
        custom_id: custom_id.into(),
        values: vec![value.into()],
    };
    let replies = h.ask_at(AT, who, click);
    assert_eq!(replies.len(), 1, "{replies:?}");
    replies.into_iter().next().unwrap()
}

fn menus(reply: &Reply) -> Vec<(String, Vec<String>)> {
    reply
        .components
        .iter()
        .filter_map(|row| match row {
            Row::Select(s) => Some((
                s.custom_id.clone(),
                s.options.iter().map(|o| o.value.clone()).collect(),
            )),
            Row::Buttons(_) => None,
        })
        .collect()
}

#[test]
fn a_one_move_puzzle_typed_right_is_solved_and_rates_the_solver_and_the_puzzle() {
    let h = harness_with(Arc::new(First), 0);
    let alice = person(1, "alice");
    let shown = solve(&h, &alice, Some("one_move"));
    assert!(shown.ephemeral && shown.to == Some(alice.id), "{shown:?}");
    assert!(shown.text.contains("**Puzzle "), "{}", shown.text);
    assert!(shown.text.contains("one move to find"), "{}", shown.text);
    let image = shown.image.as_ref().expect("the puzzle's board");
    assert!(image.bytes().starts_with(b"\x89PNG"));
    assert!(image
        .description
        .as_deref()
        .unwrap_or("")
        .contains("Puzzle board"));
    let (puzzle, played) = current(&h, &alice).expect("a puzzle under way");
    assert_eq!(played, 0);
    assert!(shown.text.contains(&puzzle.id));
    // The piece menu offers the piece of the answer.
    let (menu, pieces) = &menus(&shown)[0];
    assert!(menu.starts_with("mcp:p:"), "{menu}");
    assert!(pieces.contains(&puzzle.solution[0][..2].to_string()));

    let solved = type_move(&h, &alice, &puzzle.solution[0]);
    assert!(solved.text.contains("solved!"), "{}", solved.text);
    assert!(
        solved.text.contains("Puzzle rating: 1500 → "),
        "{}",
        solved.text
    );
    let player = h.store.puzzle_player(GUILD, alice.id).unwrap().unwrap();
    assert_eq!((player.solved, player.failed, player.streak), (1, 0, 1));
    assert!(player.rating.rating > 1500.0 && player.current.is_none());
    let stats = h.store.puzzle_stats(&puzzle.id).unwrap().unwrap();
    assert_eq!((stats.attempts, stats.solves), (1, 1));
    assert!(stats.rating.rating < puzzle.rating);
    // Nothing under way any more.
    let after = type_move(&h, &alice, &puzzle.solution[0]);
    assert!(after.text.contains("no puzzle under way"), "{}", after.text);
    // The next puzzle is another one.
    solve(&h, &alice, Some("one_move"));
    assert_ne!(current(&h, &alice).unwrap().0.id, puzzle.id);
}

#[test]
fn a_three_move_puzzle_is_solved_through_its_menus_step_by_step() {
    let h = harness_with(Arc::new(First), 0);
    let bob = person(2, "bob");
    let mut reply = solve(&h, &bob, Some("long"));
    assert!(reply.text.contains("3 moves to find"), "{}", reply.text);
    let (puzzle, _) = current(&h, &bob).unwrap();
    assert_eq!(puzzle.solution.len(), 5);
    for step in 0..3 {
        let answer = &puzzle.solution[step * 2];
        let (piece_menu, _) = menus(&reply)[0].clone();
        let with_targets = select(&h, &bob, &piece_menu, &answer[..2]);
        assert_eq!(with_targets.delivery, Delivery::Update);
        let all = menus(&with_targets);
        let (target_menu, targets) = all.last().unwrap().clone();
        assert!(target_menu.starts_with("mcp:t:"), "{target_menu}");
        assert!(targets.contains(answer), "{targets:?}");
        reply = select(&h, &bob, &target_menu, answer);
        assert_eq!(reply.delivery, Delivery::Update);
        if step < 2 {
            assert!(reply.text.contains("is right"), "{}", reply.text);
            assert!(
                reply.text.contains("Your opponent answers"),
                "{}",
                reply.text
            );
            assert_eq!(current(&h, &bob).unwrap().1, step * 2 + 2);
            // The menu of the step before is out of date now.
            let stale = select(&h, &bob, &piece_menu, &answer[..2]);
            assert!(stale.text.contains("earlier step"), "{}", stale.text);
        }
    }
    assert!(reply.text.contains("solved!"), "{}", reply.text);
    let player = h.store.puzzle_player(GUILD, bob.id).unwrap().unwrap();
    assert_eq!(
        (player.solved, player.streak, player.best_streak),
        (1, 1, 1)
    );
}

#[test]
fn a_wrong_move_fails_the_puzzle_with_the_answer_drawn_and_an_illegal_one_changes_nothing() {
    let h = harness_with(Arc::new(First), 0);
    let carol = person(3, "carol");
    solve(&h, &carol, Some("one_move"));
    let (puzzle, _) = current(&h, &carol).unwrap();
    let illegal = type_move(&h, &carol, "a1a1");
    assert!(illegal.ephemeral, "{illegal:?}");
    assert!(
        current(&h, &carol).is_some(),
        "an illegal move fails nothing"
    );
    let start: crate::engine::Position = puzzle.fen.parse().unwrap();
    let expected: crate::engine::Move = start.parse_move(&puzzle.solution[0]).unwrap();
    let wrong = start
        .legal_moves()
        .into_iter()
        .find(|m| (m.from(), m.to()) != (expected.from(), expected.to()))
        .unwrap();
    let failed = type_move(&h, &carol, &wrong.to_string());
    assert!(failed.text.contains("is not the answer"), "{}", failed.text);
    assert!(failed.text.contains(&puzzle.solution[0]), "{}", failed.text);
    let image = failed.image.as_ref().expect("the answer on the board");
    assert!(image
        .description
        .as_deref()
        .unwrap_or("")
        .contains(&format!("arrow: {}", puzzle.solution[0])));
    let player = h.store.puzzle_player(GUILD, carol.id).unwrap().unwrap();
    assert_eq!((player.solved, player.failed, player.streak), (0, 1, 0));
    assert!(player.rating.rating < 1500.0);
}

#[test]
fn puzzles_from_a_channel_the_asker_cannot_view_are_never_offered() {
    let h = harness_with(Arc::new(First), 0);
    let dave = person(4, "dave");
    let hidden = ChannelId(999);
    let mut own: Puzzle = crate::service::shipped_puzzles()[0].clone();
    // A rating no shipped puzzle has, so that only this one can match.
    own.id = "00000000000000ff".into();
    own.rating = 3990.0;
    h.store
        .add_server_puzzle(&ServerPuzzle {
            guild: GUILD,
            channel: hidden,
            game: GameId(5),
            added_ms: 0,
            puzzle: own,
        })
        .unwrap();
    let ask = |sight: Sight| {
        let mut req = request(
            &dave,
            AT,
            "en",
            None,
            Action::Puzzle(PuzzleAction::Solve {
                rating: Some("3980-4000".into()),
                theme: None,
                layout: None,
            }),
        );
        req.sight = sight;
        h.service.handle(&req)
    };
    let refused = ask(Sight::only([CHANNEL]));
    assert!(refused[0].text.contains("No puzzle matches"), "{refused:?}");
    let given = ask(Sight::only([CHANNEL, hidden]));
    assert!(given[0].text.contains("00000000000000ff"), "{given:?}");
}

#[test]
fn the_options_are_checked_with_a_sentence() {
    let h = harness_with(Arc::new(First), 0);
    let erin = person(5, "erin");
    for (rating, theme, layout, says) in [
        (Some("12-x"), None, None, "not a rating range"),
        (None, Some("fork"), None, "not a puzzle theme"),
        (None, None, Some("quad"), "not a puzzle board"),
    ] {
        let action = PuzzleAction::Solve {
            rating: rating.map(String::from),
            theme: theme.map(String::from),
            layout: layout.map(String::from),
        };
        let replies = h.ask_at(AT, &erin, Action::Puzzle(action));
        assert!(replies[0].text.contains(says), "{replies:?}");
    }
    assert!(h.store.puzzle_player(GUILD, erin.id).unwrap().is_none());
}

/// 2026-03-02 06:00 UTC, a Monday: 07:00 in Prague.
const MONDAY_0600_UTC: i64 = 1_772_431_200_000;
const HOUR: i64 = 3_600_000;

fn manager(id: u64, name: &str) -> User {
    User {
        is_manager: true,
        ..person(id, name)
    }
}

#[test]
fn the_daily_puzzle_posts_at_the_servers_hour_opens_privately_and_its_solution_comes_next_day() {
    let h = harness_with(Arc::new(First), MONDAY_0600_UTC);
    let boss = manager(9, "boss");
    let puzzles = ChannelId(311);
    let change = crate::service::SettingsChange {
        timezone: Some("Europe/Prague".into()),
        puzzle_channel: Some(puzzles),
        puzzle_hour: Some(9),
        ..Default::default()
    };
    let set = h.ask_at(AT, &boss, Action::Settings(change));
    assert!(
        set[0].text.contains("• Daily puzzle: in <#311> at 9:00"),
        "{set:?}"
    );
    // 07:00 in Prague: nothing yet; the next wake is 09:00 Prague, 08:00 UTC.
    assert!(h.service.tick().is_empty());
    assert_eq!(
        h.service
            .next_wake(MONDAY_0600_UTC, MONDAY_0600_UTC + 24 * HOUR),
        Some(MONDAY_0600_UTC + 2 * HOUR)
    );
    h.clock.set(MONDAY_0600_UTC + 2 * HOUR);
    let posted = h.service.tick();
    assert_eq!(posted.len(), 1, "{posted:?}");
    let post = &posted[0];
    assert_eq!(
        (post.channel, post.delivery, post.ephemeral),
        (puzzles, Delivery::Channel, false)
    );
    assert!(post.text.contains("Daily puzzle, "), "{}", post.text);
    assert!(post.image.is_some());
    let Row::Buttons(buttons) = &post.components[0] else {
        panic!("{post:?}");
    };
    let solve_id = buttons[0].custom_id.clone();
    assert_eq!(solve_id, "mcp:d:2026-03-02");
    // Posted once.
    assert!(h.service.tick().is_empty());

    let (alice, bob) = (person(1, "alice"), person(2, "bob"));
    let opened = h.click_at((GUILD, puzzles), &alice, &solve_id);
    assert!(
        opened[0].ephemeral && opened[0].text.contains("**Puzzle "),
        "{opened:?}"
    );
    let player = h.store.puzzle_player(GUILD, alice.id).unwrap().unwrap();
    let attempt = player.current.unwrap();
    assert_eq!(attempt.daily.as_deref(), Some("2026-03-02"));
    let puzzle = shipped(&attempt.puzzle);
    // Asked again, it is shown where she is.
    let again = h.ask_at(AT, &alice, Action::Puzzle(PuzzleAction::Daily));
    assert!(again[0].text.contains(&puzzle.id), "{again:?}");
    for step in (0..puzzle.solution.len()).step_by(2) {
        type_move(&h, &alice, &puzzle.solution[step]);
    }
    let done = h.ask_at(AT, &alice, Action::Puzzle(PuzzleAction::Daily));
    assert!(
        done[0].text.contains("solved today's puzzle already"),
        "{done:?}"
    );
    // Bob gets the same puzzle.
    h.click_at((GUILD, puzzles), &bob, &solve_id);
    let bobs = h.store.puzzle_player(GUILD, bob.id).unwrap().unwrap();
    assert_eq!(bobs.current.unwrap().puzzle, puzzle.id);

    // The next day at 09:00 Prague: the solution, then the new puzzle.
    h.clock.set(MONDAY_0600_UTC + 26 * HOUR);
    let next = h.service.tick();
    assert_eq!(next.len(), 2, "{next:?}");
    assert!(
        next[0].text.contains("Solution of the daily puzzle"),
        "{}",
        next[0].text
    );
    assert!(
        next[0].text.contains("First solved by <@1>"),
        "{}",
        next[0].text
    );
    assert!(
        next[0].text.contains(&puzzle.solution[0]),
        "{}",
        next[0].text
    );
    let arrow = next[0].image.as_ref().unwrap().description.clone().unwrap();
    assert!(
        arrow.contains(&format!("arrow: {}", puzzle.solution[0])),
        "{arrow}"
    );
    assert!(next[1].text.contains("Daily puzzle, "), "{}", next[1].text);
    let record = h.store.guild_puzzles(GUILD).unwrap().unwrap();
    assert_eq!(record.daily.len(), 2);
    assert_ne!(record.daily[0].puzzle, record.daily[1].puzzle);
    // Yesterday's button is over.
    let old = h.click_at((GUILD, puzzles), &alice, &solve_id);
    assert!(old[0].text.contains("is over"), "{old:?}");
}

#[test]
fn a_year_of_daily_puzzles_never_repeats_one() {
    let h = harness_with(Arc::new(First), MONDAY_0600_UTC);
    let boss = manager(9, "boss");
    let change = crate::service::SettingsChange {
        puzzle_channel: Some(CHANNEL),
        puzzle_hour: Some(0),
        ..Default::default()
    };
    h.ask_at(AT, &boss, Action::Settings(change));
    let mut seen = std::collections::HashSet::new();
    for day in 0..366 {
        h.clock.set(MONDAY_0600_UTC + day * 24 * HOUR);
        let posts = h.service.tick();
        assert!(!posts.is_empty(), "day {day}");
    }
    let record = h.store.guild_puzzles(GUILD).unwrap().unwrap();
    assert_eq!(record.daily.len(), 366);
    for daily in &record.daily {
        assert!(seen.insert(daily.puzzle.clone()), "{} twice", daily.puzzle);
    }
}

#[test]
fn a_servers_finished_duel_gives_the_server_its_puzzle_at_a_tick_once() {
    use crate::engine::{Layout, Position, Rules};
    use crate::model::{decode_game, GameStatus};
    use crate::puzzles::{find_in_game, selfplay_game};

    let h = harness_with(Arc::new(First), 0);
    let start = Position::start(Layout::duel(), Rules::default()).unwrap();
    // The first self-play game with a puzzle at the server's budget, stored as a
    // finished game of people.
    let (moves, expected) = (0..32)
        .find_map(|g| {
            let moves = selfplay_game(&start, 1, g, 0.03);
            find_in_game(&start, &moves, 20_000).map(|p| (moves, p))
        })
        .expect("a puzzle in 32 games");
    let mut game = decode_game(include_bytes!("../../../tests/data/game-record-v1.json")).unwrap();
    game.guild = GUILD;
    game.status = GameStatus::Active;
    game.moves = moves.iter().map(|m| m.to_string()).collect();
    h.store.create_game(&game).unwrap();
    // It ends as games end: saved finished (which files it with the finished games).
    let mut ended = game.clone();
    ended.status = GameStatus::Finished;
    ended.revision = game.revision + 1;
    h.store.save_game(&ended, game.revision).unwrap();
    // Nothing is looked into until the server has puzzles (a member asked for one).
    h.service.tick();
    assert!(h.store.server_puzzles(GUILD).unwrap().is_empty());
    solve(&h, &person(1, "alice"), None);
    h.service.tick();
    let found = h.store.server_puzzles(GUILD).unwrap();
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!((found[0].game, found[0].channel), (game.id, game.channel));
    assert_eq!(found[0].puzzle.fen, expected.fen);
    assert_eq!(found[0].puzzle.solution, expected.solution);
    assert_eq!(found[0].puzzle.source, Some(format!("game {}", game.id)));
    let record = h.store.guild_puzzles(GUILD).unwrap().unwrap();
    assert_eq!(record.scanned, vec![game.id]);
    h.service.tick();
    assert_eq!(h.store.server_puzzles(GUILD).unwrap().len(), 1);
}

#[test]
fn a_halves_puzzle_is_on_the_big_board_and_solves_like_any() {
    let h = harness_with(Arc::new(First), 0);
    let frank = person(6, "frank");
    let action = PuzzleAction::Solve {
        rating: None,
        theme: None,
        layout: Some("halves".into()),
    };
    let shown = h.ask_at(AT, &frank, Action::Puzzle(action));
    assert!(shown[0].text.contains(" · halves · "), "{shown:?}");
    let (puzzle, _) = current(&h, &frank).unwrap();
    assert_eq!(puzzle.layout, "halves");
    let mut last = None;
    for step in (0..puzzle.solution.len()).step_by(2) {
        last = Some(type_move(&h, &frank, &puzzle.solution[step]));
    }
    assert!(last.unwrap().text.contains("solved!"));
}

#[test]
fn a_puzzle_left_half_solved_counts_as_failed_once_and_a_repeated_click_rates_nothing() {
    let h = harness_with(Arc::new(First), 0);
    let gina = person(7, "gina");
    let shown = solve(&h, &gina, Some("long"));
    let (puzzle, _) = current(&h, &gina).unwrap();
    let answer = &puzzle.solution[0];
    let (piece_menu, _) = menus(&shown)[0].clone();
    let with_targets = select(&h, &gina, &piece_menu, &answer[..2]);
    let (target_menu, _) = menus(&with_targets).last().unwrap().clone();
    select(&h, &gina, &target_menu, answer);
    // The same choice again (a second click on the old menu): out of date, no rating.
    let again = select(&h, &gina, &target_menu, answer);
    assert!(again.text.contains("earlier step"), "{}", again.text);
    assert!(h.store.puzzle_stats(&puzzle.id).unwrap().is_none());
    // A new puzzle while this one is half-solved: it counts as failed, once.
    let next = solve(&h, &gina, None);
    assert!(next.text.contains("counts as failed"), "{}", next.text);
    let player = h.store.puzzle_player(GUILD, gina.id).unwrap().unwrap();
    assert_eq!((player.solved, player.failed), (0, 1));
    let stats = h.store.puzzle_stats(&puzzle.id).unwrap().unwrap();
    assert_eq!((stats.attempts, stats.solves), (1, 0));
    assert!(stats.rating.rating > puzzle.rating);
}
