//! `/martian analyse` through the console, as a person types it (issue 29): a game
//! with a known blunder is analysed, the move is labelled and a better one named; the
//! same analysis twice is identical; a game of the analysis's own moves has nothing
//! to mark. The analysis runs at its real node budget.

mod support;

use martian_chess::ai;
use martian_chess::engine::{Move, Position};
use martian_chess::model::GuildId;
use martian_chess::service::ANALYSIS_NODES;
use martian_chess::store::Store;
use serde_json::Value;
use support::{custom_ids, private_to, session, text, Session};

/// The console's one server.
const GUILD: GuildId = GuildId(1);

fn start_duel(s: &mut Session) {
    s.due("@alice /martian challenge opponent:@bob");
    s.due("@bob /martian accept");
}

fn mover(pos: &Position) -> &'static str {
    if pos.to_move().number() == 1 {
        "alice"
    } else {
        "bob"
    }
}

fn play(s: &mut Session, m: Move) {
    let pos = s.position();
    let user = mover(&pos);
    let replies = s.due(&format!("@{user} /martian move move:{m}"));
    assert!(
        replies
            .iter()
            .any(|r| private_to(r, user) && text(r).contains("You played")),
        "{m}: {replies:?}"
    );
}

fn resign(s: &mut Session, user: &str) {
    let ask = s.one(&format!("@{user} /martian resign"));
    let ids = custom_ids(&ask);
    s.due(&format!("@{user} click {}", ids[0]));
}

fn own_choice(pos: &Position) -> Move {
    ai::review_choice(pos, ANALYSIS_NODES)
        .expect("a move to choose")
        .best
}

/// The points the player to move in `pos` can take with one move, at most.
fn best_capture(pos: &Position) -> u16 {
    let mover = pos.to_move();
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let mut after = *pos;
            after.play(m).unwrap();
            after.score(mover) - pos.score(mover)
        })
        .max()
        .unwrap_or(0)
}

/// A move that takes nothing and leaves a queen for the opponent to take, where the
/// analysis's own move leaves none, if there is one.
fn queen_left_hanging(pos: &Position) -> Option<Move> {
    let mover = pos.to_move();
    let after = |m: Move| {
        let mut after = *pos;
        after.play(m).unwrap();
        after
    };
    if best_capture(&after(own_choice(pos))) >= 3 {
        return None;
    }
    pos.legal_moves().into_iter().find(|&m| {
        let next = after(m);
        next.score(mover) == pos.score(mover) && !next.is_over() && best_capture(&next) == 3
    })
}

/// Asks for the analysis of the last finished game; returns the analysis as shown
/// (the edit of the "analysing…" answer, or the answer itself once stored).
fn analyse(s: &mut Session, who: &str) -> Value {
    let id = s.store.archived_games(GUILD, 1).unwrap()[0].id;
    let replies = s.due(&format!("@{who} /martian analyse game:{id}"));
    replies
        .into_iter()
        .find(|r| text(r).starts_with(&format!("**Analysis of game {id}**")))
        .unwrap_or_else(|| panic!("no analysis of game {id}"))
}

fn image_bytes(reply: &Value) -> Vec<u8> {
    std::fs::read(reply["image"].as_str().expect("an image")).expect("the image file")
}

#[test]
fn a_queen_left_to_be_taken_is_marked_with_the_better_move_and_the_analysis_is_stable() {
    let mut s = session(&[]);
    start_duel(&mut s);
    let mut slip = None;
    for ply in 0..40 {
        let pos = s.position();
        let m = match queen_left_hanging(&pos) {
            Some(m) if ply >= 6 => m,
            _ => own_choice(&pos),
        };
        play(&mut s, m);
        if ply >= 6 && slip.is_none() && best_capture(&s.position()) == 3 {
            slip = Some((ply, mover(&pos), m));
            // The opponent takes the queen.
            let next = s.position();
            play(&mut s, own_choice(&next));
            break;
        }
    }
    let (ply, blunderer, m) = slip.expect("a queen could be left hanging in 40 moves");
    resign(&mut s, blunderer);

    let id = s.store.archived_games(GUILD, 1).unwrap()[0].id;
    let first = s.due(&format!("@carol /martian analyse game:{id}"));
    assert!(
        text(&first[0]).starts_with(&format!("Analysing game {id}")),
        "{first:?}"
    );
    let shown = first
        .iter()
        .find(|r| r["delivery"] == "edit")
        .unwrap_or_else(|| panic!("the answer is not edited into the analysis: {first:?}"))
        .clone();
    let number = ply / 2 + 1;
    let line = text(&shown)
        .lines()
        .find(|l| l.starts_with(&format!("{number}. {blunderer}: {m}?")))
        .unwrap_or_else(|| panic!("{m} at move {number} is not marked: {shown}"));
    assert!(
        line.contains("(mistake, ") || line.contains("(blunder, "),
        "{line}"
    );
    let better = line.rsplit("better ").next().unwrap_or("");
    assert!(!better.is_empty() && better != m.to_string(), "{line}");
    assert!(
        shown["alt"].as_str().unwrap().starts_with("Graph of"),
        "{shown}"
    );
    assert!(
        custom_ids(&shown).iter().any(|c| c.ends_with(":analysis")),
        "a menu of the marked moves' boards: {shown}"
    );

    // Asked again, it comes at once from the store: the same, byte for byte.
    let again = analyse(&mut s, "alice");
    assert_eq!(text(&again), text(&shown));
    assert_eq!(image_bytes(&again), image_bytes(&shown));

    // The board before the blunder, for the one who chose it.
    let menu = custom_ids(&shown)
        .into_iter()
        .find(|c| c.ends_with(":analysis"))
        .unwrap();
    let board = s.one(&format!("@dave click {menu} {ply}"));
    assert!(private_to(&board, "dave"), "{board}");
    assert!(
        text(&board).contains(&format!("The arrow shows the better move, {better}")),
        "{board}"
    );
    assert!(
        board["alt"]
            .as_str()
            .unwrap()
            .contains(&format!("move {}", ply + 1)),
        "{board}"
    );

    // The winner's profile card counts the game, its best win and its accuracy.
    let winner = if blunderer == "alice" { "bob" } else { "alice" };
    let card = s.one(&format!("@{winner} /martian profile"));
    assert!(private_to(&card, winner), "{card}");
    assert!(
        text(&card).starts_with(&format!("**{winner}** in Martian Chess: rating ")),
        "{card}"
    );
    let alt = card["alt"].as_str().unwrap();
    assert!(alt.contains("1 game: 1 won, 0 drawn, 0 lost"), "{alt}");
    assert!(
        alt.contains(&format!("Best win: {blunderer} (1500), game {id}.")),
        "{alt}"
    );
    assert!(alt.contains("Average accuracy: "), "{alt}");
    let png = std::fs::read(card["image"].as_str().unwrap()).unwrap();
    assert!(png.starts_with(b"\x89PNG"), "{card}");
}

#[test]
fn a_game_of_the_analysis_own_moves_is_played_without_a_mark() {
    let mut s = session(&[]);
    start_duel(&mut s);
    for _ in 0..10 {
        let pos = s.position();
        play(&mut s, own_choice(&pos));
    }
    resign(&mut s, "bob");
    let shown = analyse(&mut s, "alice");
    let body = text(&shown);
    assert!(
        body.contains("alice: accuracy 100 · 0 inaccuracies · 0 mistakes · 0 blunders"),
        "{body}"
    );
    assert!(
        body.contains("bob: accuracy 100 · 0 inaccuracies · 0 mistakes · 0 blunders"),
        "{body}"
    );
    assert!(body.contains("No move gave away"), "{body}");
    assert!(
        custom_ids(&shown).is_empty(),
        "no marked move, no menu: {shown}"
    );
}

#[test]
fn games_still_played_or_without_moves_are_refused_in_one_sentence() {
    let mut s = session(&[]);
    start_duel(&mut s);
    let id = s.store.open_games().unwrap()[0].id;
    let refused = s.one(&format!("@alice /martian analyse game:{id}"));
    assert!(private_to(&refused, "alice"), "{refused}");
    assert_eq!(
        text(&refused),
        format!("Game {id} is still being played: it can be analysed once it has ended.")
    );
    resign(&mut s, "alice");
    let refused = s.one(&format!("@alice /martian analyse game:{id}"));
    assert_eq!(
        text(&refused),
        format!("Game {id} ended before any move was played: there is nothing to analyse.")
    );
    let unknown = s.one("@alice /martian analyse game:zz9");
    assert!(private_to(&unknown, "alice"), "{unknown}");
}
