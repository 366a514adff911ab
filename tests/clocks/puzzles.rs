//! The puzzle trainer through the console (issue 31), as a person types it: alice
//! solves a one-move puzzle and a three-move one (a step of it through the menus) and
//! fails another, her puzzle rating moving each time; the server's daily puzzle posts
//! at the hour set in its time zone, opens privately from its Solve button, and the
//! next day's post gives its solution and who solved it first.

use crate::support::{custom_ids, private_to, session, text, Session};
use martian_chess::console::user_id;
use martian_chess::model::{GuildId, Puzzle};
use martian_chess::store::Store;
use serde_json::Value;

const GUILD: GuildId = GuildId(1);

fn at(iso: &str) -> i64 {
    iso.parse::<jiff::Timestamp>().unwrap().as_millisecond()
}

/// A shipped puzzle by id, as the bot reads the sets.
fn shipped(id: &str) -> Puzzle {
    martian_chess::service::shipped_puzzles()
        .iter()
        .find(|p| p.id == id)
        .cloned()
        .unwrap_or_else(|| panic!("no shipped puzzle {id}"))
}

/// The one private answer to `user`'s line.
fn answer(s: &mut Session, line: &str, user: &str) -> Value {
    let replies = s.due(line);
    let mine: Vec<&Value> = replies.iter().filter(|r| private_to(r, user)).collect();
    assert_eq!(mine.len(), 1, "{line}: {replies:?}");
    mine[0].clone()
}

/// The puzzle `user` has under way and its step.
fn under_way(s: &Session, user: &str) -> (Puzzle, usize) {
    let player = s
        .store
        .puzzle_player(GUILD, user_id(user))
        .unwrap()
        .unwrap();
    let attempt = player.current.expect("a puzzle under way");
    (shipped(&attempt.puzzle), attempt.played)
}

/// "Puzzle rating: 1500 → 1662 (+162)." as (before, after).
fn rating_change(reply: &Value) -> (i64, i64) {
    let line = text(reply)
        .split("Puzzle rating: ")
        .nth(1)
        .unwrap_or_else(|| panic!("no rating change in {reply}"));
    let (before, rest) = line.split_once(" → ").unwrap();
    let after: String = rest.chars().take_while(char::is_ascii_digit).collect();
    (before.parse().unwrap(), after.parse().unwrap())
}

#[test]
fn alice_solves_a_one_move_and_a_three_move_puzzle_fails_one_and_her_rating_follows() {
    let mut s = session(&[]);
    let shown = answer(
        &mut s,
        "@alice /martian puzzle solve theme:one_move",
        "alice",
    );
    assert!(text(&shown).contains("one move to find"), "{shown}");
    assert!(
        shown["image"].as_str().unwrap_or("").ends_with(".png"),
        "{shown}"
    );
    let (puzzle, _) = under_way(&s, "alice");
    let solved = answer(
        &mut s,
        &format!("@alice /martian puzzle move move:{}", puzzle.solution[0]),
        "alice",
    );
    assert!(text(&solved).contains("solved!"), "{solved}");
    let (before, first) = rating_change(&solved);
    assert!(before == 1500 && first > 1500, "{solved}");

    // Three moves: the first chosen in the menus, the others typed.
    let shown = answer(&mut s, "@alice /martian puzzle solve theme:long", "alice");
    assert!(text(&shown).contains("3 moves to find"), "{shown}");
    let (puzzle, _) = under_way(&s, "alice");
    let answer_move = &puzzle.solution[0];
    let pieces = custom_ids(&shown)[0].clone();
    let targets = answer(
        &mut s,
        &format!("@alice click {pieces} {}", &answer_move[..2]),
        "alice",
    );
    assert_eq!(targets["delivery"], "update", "{targets}");
    let target_menu = custom_ids(&targets).last().unwrap().clone();
    let right = answer(
        &mut s,
        &format!("@alice click {target_menu} {answer_move}"),
        "alice",
    );
    assert!(text(&right).contains("is right"), "{right}");
    assert_eq!(under_way(&s, "alice").1, 2);
    let right = answer(
        &mut s,
        &format!("@alice /martian puzzle move move:{}", puzzle.solution[2]),
        "alice",
    );
    assert!(text(&right).contains("Your opponent answers"), "{right}");
    let solved = answer(
        &mut s,
        &format!("@alice /martian puzzle move move:{}", puzzle.solution[4]),
        "alice",
    );
    let (from, second) = rating_change(&solved);
    assert!(from == first && second > first, "{solved}");
    assert!(text(&solved).contains("in a row: 2"), "{solved}");

    // A wrong move fails the next one.
    answer(
        &mut s,
        "@alice /martian puzzle solve theme:one_move",
        "alice",
    );
    let (puzzle, _) = under_way(&s, "alice");
    let start: martian_chess::engine::Position = puzzle.fen.parse().unwrap();
    let expected = start.parse_move(&puzzle.solution[0]).unwrap();
    let wrong = start
        .legal_moves()
        .into_iter()
        .find(|m| (m.from(), m.to()) != (expected.from(), expected.to()))
        .unwrap();
    let failed = answer(
        &mut s,
        &format!("@alice /martian puzzle move move:{wrong}"),
        "alice",
    );
    assert!(text(&failed).contains("is not the answer"), "{failed}");
    let (from, third) = rating_change(&failed);
    assert!(from == second && third < second, "{failed}");
    let player = s
        .store
        .puzzle_player(GUILD, user_id("alice"))
        .unwrap()
        .unwrap();
    assert_eq!(
        (
            player.solved,
            player.failed,
            player.streak,
            player.best_streak
        ),
        (2, 1, 0, 2)
    );
    // Her profile shows them (she has no rated game yet).
    let profile = answer(&mut s, "@alice /martian profile", "alice");
    assert!(
        text(&profile).contains(&format!(
            "Puzzles: rating {third}, 2 solved, 0 in a row (best 2)."
        )),
        "{profile}"
    );
}

/// The replies posted in #puzzles.
fn in_puzzles(replies: &[Value]) -> Vec<&Value> {
    replies
        .iter()
        .filter(|r| r["channel"] == "puzzles")
        .collect()
}

#[test]
fn the_daily_puzzle_posts_at_nine_in_prague_and_its_solution_the_next_day() {
    let mut s = session(&["mod"]);
    // Monday 1 March 2027, 07:00 in Prague (06:00 UTC).
    s.console.start_at(at("2027-03-01T06:00:00Z"));
    let set = answer(
        &mut s,
        "@mod /martian-settings timezone:Europe/Prague puzzle_channel:#puzzles puzzle_hour:9",
        "mod",
    );
    assert!(
        text(&set).contains("Daily puzzle: in #puzzles at 9:00"),
        "{set}"
    );
    // 08:59 in Prague: nothing yet.
    let early = s.say(&format!(":advance {}m", 119));
    assert!(in_puzzles(&early).is_empty(), "{early:?}");
    let posted = s.say(":advance 1m");
    let posts = in_puzzles(&posted);
    assert_eq!(posts.len(), 1, "{posted:?}");
    assert!(text(posts[0]).contains("Daily puzzle, "), "{}", posts[0]);
    assert_eq!(posts[0]["delivery"], "channel");
    let solve = custom_ids(posts[0])[0].clone();
    assert_eq!(solve, "mcp:d:2027-03-01");

    // Bob opens it privately and solves it; carol only looks.
    let opened = answer(&mut s, &format!("@bob #puzzles click {solve}"), "bob");
    assert!(text(&opened).contains("**Puzzle "), "{opened}");
    let (puzzle, _) = under_way(&s, "bob");
    for step in (0..puzzle.solution.len()).step_by(2) {
        answer(
            &mut s,
            &format!("@bob /martian puzzle move move:{}", puzzle.solution[step]),
            "bob",
        );
    }
    answer(&mut s, &format!("@carol #puzzles click {solve}"), "carol");
    assert!(s
        .due(":advance 30m")
        .iter()
        .all(|r| r["channel"] != "puzzles"));

    // Tuesday 09:00 in Prague: the solution, then a new puzzle.
    let next = s.say(&format!(":advance {}m", 24 * 60 - 30));
    let posts = in_puzzles(&next);
    assert_eq!(posts.len(), 2, "{next:?}");
    assert!(
        text(posts[0]).contains("Solution of the daily puzzle"),
        "{}",
        posts[0]
    );
    assert!(
        text(posts[0]).contains("First solved by @bob"),
        "{}",
        posts[0]
    );
    assert!(text(posts[0]).contains(&puzzle.solution[0]), "{}", posts[0]);
    assert!(text(posts[1]).contains("Daily puzzle, "), "{}", posts[1]);
    assert_eq!(custom_ids(posts[1])[0], "mcp:d:2027-03-02");
}
