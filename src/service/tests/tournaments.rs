//! Tournaments through the service, where the console cannot reach: the computer
//! cannot join; a late entry into a Swiss; a kick that loses the player's game by
//! forfeit; a round robin played to its end by Berger's table; a thread that did not
//! open is opened again by the ticks, less and less often, and a refused one is said
//! once; the tournament message confirmed and edited in
//! place; a manager's abort of a tournament game counts as no game.

use std::sync::Arc;

use crate::model::{
    ChannelId, GameStatus, GuildId, MessageId, PairingResult, Tournament, TournamentStatus,
    WithdrawReason,
};
use crate::store::Store;

use super::support::{bot, harness_with, person, request, First, Harness};
use crate::service::{
    Action, Delivery, DeliveryOutcome, Place, Reply, ThreadOutcome, TournamentAction as T,
    TournamentDraft, User,
};

const GUILD: GuildId = GuildId(30);
const CHANNEL: ChannelId = ChannelId(300);

fn manager() -> User {
    User {
        is_manager: true,
        ..person(2, "boss")
    }
}

fn players(n: u64) -> Vec<User> {
    (0..n).map(|i| person(100 + i, &format!("p{i}"))).collect()
}

/// `who` asks for `action` in the tournament's channel, where threads may open.
fn ask(h: &Harness, who: &User, action: T) -> Vec<Reply> {
    let mut request = request(
        who,
        (GUILD, CHANNEL),
        "en",
        None,
        Action::Tournament(action),
    );
    request.origin.place = Place::ThreadsAllowed;
    h.service.handle(&request)
}

fn tournament(h: &Harness) -> Tournament {
    h.store.tournaments(GUILD).unwrap().remove(0)
}

/// Opens the threads the replies ask for (`opens`: whether each one does), as an
/// adapter does; returns everything said, the threads' replies included.
fn deliver(h: &Harness, replies: Vec<Reply>, opens: bool) -> Vec<Reply> {
    let mut out = Vec::new();
    for reply in replies {
        if reply.delivery == Delivery::NewThread {
            let receipt = reply.receipt.clone().unwrap();
            let outcome = if opens {
                ThreadOutcome::Alone {
                    thread: ChannelId(10_000 + receipt.game().0),
                }
            } else {
                ThreadOutcome::Failed
            };
            let more = h.service.thread_opened(&receipt, outcome);
            out.push(reply);
            out.extend(deliver(h, more, opens));
        } else {
            out.push(reply);
        }
    }
    out
}

fn create(h: &Harness, draft: TournamentDraft) -> Vec<Reply> {
    ask(h, &manager(), T::Create(draft))
}

fn draft(name: &str) -> TournamentDraft {
    TournamentDraft {
        name: name.into(),
        ..TournamentDraft::default()
    }
}

/// `who` resigns their game in its thread.
fn resign(h: &Harness, who: &User, thread: ChannelId) -> Vec<Reply> {
    let asked = h.ask_at((GUILD, thread), who, Action::Resign);
    let yes = asked
        .iter()
        .flat_map(|r| &r.components)
        .find_map(|row| match row {
            crate::service::Row::Buttons(b) => b
                .iter()
                .find(|b| b.custom_id.ends_with("resign-yes"))
                .map(|b| b.custom_id.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no confirmation: {asked:#?}"));
    h.click_at((GUILD, thread), who, &yes)
}

fn thread_of(game: crate::model::GameId) -> ChannelId {
    ChannelId(10_000 + game.0)
}

#[test]
fn the_computer_cannot_join_and_a_message_is_edited_where_it_was_posted() {
    let h = harness_with(Arc::new(First), 0);
    let made = create(&h, draft("Cup"));
    let message = made
        .iter()
        .find(|r| r.receipt.is_some())
        .expect("the tournament message asks for its id");
    // The adapter posted it as message 77: later changes edit it.
    h.service.confirm(
        message.receipt.as_ref().unwrap(),
        DeliveryOutcome::Posted(MessageId(77)),
    );
    assert_eq!(tournament(&h).message, Some(MessageId(77)));
    let refused = ask(&h, &bot(), T::Join { tournament: None });
    assert!(
        refused[0].text.contains("Tournaments are for people"),
        "{refused:?}"
    );
    let joined = ask(&h, &person(100, "ann"), T::Join { tournament: None });
    assert!(joined.iter().any(|r| r.delivery
        == Delivery::Edit {
            message: MessageId(77)
        }
        && r.text.contains("ann (1500)")));
    // A Join button on that message answers by changing it in place.
    let mut click = request(
        &person(101, "ben"),
        (GUILD, CHANNEL),
        "en",
        None,
        Action::Click {
            custom_id: format!("mct:{}:join", tournament(&h).id.0),
            values: Vec::new(),
        },
    );
    click.origin.message = Some(MessageId(77));
    let clicked = h.service.handle(&click);
    assert!(
        clicked
            .iter()
            .any(|r| r.delivery == Delivery::Update && r.text.contains("ben (1500)")),
        "{clicked:#?}"
    );
}

#[test]
fn a_late_entry_a_kick_by_forfeit_and_a_thread_opened_again() {
    let h = harness_with(Arc::new(First), 0);
    create(
        &h,
        TournamentDraft {
            rounds: Some(4),
            ..draft("Late")
        },
    );
    let field = players(5);
    for p in &field[..4] {
        ask(&h, p, T::Join { tournament: None });
    }
    // The first round's threads fail to open: its games wait for them.
    let started = deliver(
        &h,
        ask(&h, &manager(), T::Start { tournament: None }),
        false,
    );
    assert_eq!(
        started
            .iter()
            .filter(|r| r.delivery == Delivery::NewThread)
            .count(),
        2
    );
    let t = tournament(&h);
    assert_eq!(t.status, TournamentStatus::Running);
    let game = t.rounds[0].pairings[0].game.unwrap();
    assert_eq!(h.store.game(GUILD, game).unwrap().unwrap().parent, None);
    // A tick soon after does not open them again (the first try may be on its way);
    // five minutes later it does.
    assert!(!h
        .service
        .tick()
        .iter()
        .any(|r| r.delivery == Delivery::NewThread));
    h.clock.advance(6 * 60 * 1000);
    let again = deliver(&h, h.service.tick(), true);
    assert_eq!(
        again
            .iter()
            .filter(|r| r.delivery == Delivery::NewThread)
            .count(),
        2
    );
    let moved = h.store.game(GUILD, game).unwrap().unwrap();
    assert_eq!(moved.channel, thread_of(game));
    // A fifth player enters late (a Swiss until half its rounds are paired).
    let late = ask(&h, &field[4], T::Join { tournament: None });
    assert!(
        late.iter()
            .any(|r| r.text.contains("from round 2, with no points")),
        "{late:#?}"
    );
    // The manager kicks the first game's first player: withdrawn, and their game is
    // lost by forfeit.
    let t = tournament(&h);
    let kicked = t.rounds[0].pairings[0].first;
    let who = field.iter().find(|p| p.id == kicked).unwrap().clone();
    let said = ask(
        &h,
        &manager(),
        T::Kick {
            user: who,
            tournament: None,
        },
    );
    assert!(
        said.iter().any(|r| r.text.contains("withdrew")),
        "{said:#?}"
    );
    let t = tournament(&h);
    assert_eq!(
        t.entrant(kicked).unwrap().withdrawn,
        Some((1, WithdrawReason::Kicked))
    );
    assert_eq!(
        t.rounds[0].pairings[0].result,
        Some(PairingResult::SecondWins)
    );
    assert_eq!(t.rounds[0].pairings[0].forfeit, Some(kicked));
    // The other game ends: round 2 pairs the late entrant and not the kicked player.
    let other = &t.rounds[0].pairings[1];
    let loser = field.iter().find(|p| p.id == other.first).unwrap();
    deliver(&h, resign(&h, loser, thread_of(other.game.unwrap())), true);
    let t = tournament(&h);
    assert_eq!(t.rounds.len(), 2);
    let round = &t.rounds[1];
    let in_round: Vec<_> = round
        .pairings
        .iter()
        .flat_map(|p| [Some(p.first), p.second])
        .flatten()
        .collect();
    assert!(in_round.contains(&field[4].id) && !in_round.contains(&kicked));
}

/// The threads the replies ask for are refused (the bot lacks the permission):
/// what the service says to that, and how many threads were asked for.
fn refuse_threads(h: &Harness, replies: &[Reply]) -> (Vec<Reply>, usize) {
    let asked: Vec<_> = replies
        .iter()
        .filter(|r| r.delivery == Delivery::NewThread)
        .collect();
    let said = asked
        .iter()
        .flat_map(|r| {
            h.service
                .thread_opened(r.receipt.as_ref().unwrap(), ThreadOutcome::NotAllowed)
        })
        .collect();
    (said, asked.len())
}

#[test]
fn refused_threads_are_said_once_and_asked_for_less_and_less_often() {
    let h = harness_with(Arc::new(First), 0);
    create(&h, draft("Locked"));
    for p in &players(4) {
        ask(&h, p, T::Join { tournament: None });
    }
    let started = ask(&h, &manager(), T::Start { tournament: None });
    let (said, asked) = refuse_threads(&h, &started);
    assert_eq!(asked, 2);
    // One word to the channel for the round, not one a game: the games wait.
    assert_eq!(said.len(), 1, "{said:#?}");
    assert_eq!(said[0].channel, CHANNEL);
    assert!(
        said[0].text.contains("Create Public Threads") && said[0].text.contains("round 1"),
        "{}",
        said[0].text
    );
    let game = tournament(&h).rounds[0].pairings[0].game.unwrap();
    assert_eq!(h.store.game(GUILD, game).unwrap().unwrap().parent, None);
    // Ticking every 30 s for two hours: retries at 5, 10, 20, 40 and 80 minutes after
    // the pairing, both games each time, and the channel is not told again.
    let mut retried_at = Vec::new();
    for half_minute in 1..=240 {
        h.clock.advance(30 * 1000);
        let (said, asked) = refuse_threads(&h, &h.service.tick());
        assert!(said.is_empty(), "{said:#?}");
        if asked > 0 {
            assert_eq!(asked, 2);
            retried_at.push(half_minute / 2);
        }
    }
    assert_eq!(retried_at, vec![5, 10, 20, 40, 80]);
    // The permission is given: the next retry opens the threads and the games start.
    h.clock.advance(60 * 60 * 1000);
    let opened = deliver(&h, h.service.tick(), true);
    assert!(
        opened.iter().any(|r| r.channel == thread_of(game)),
        "{opened:#?}"
    );
    assert_eq!(
        h.store.game(GUILD, game).unwrap().unwrap().channel,
        thread_of(game)
    );
}

#[test]
fn a_round_robin_plays_everyone_once_and_a_managers_abort_counts_as_no_game() {
    let h = harness_with(Arc::new(First), 0);
    create(
        &h,
        TournamentDraft {
            format: Some("round_robin".into()),
            ..draft("Everyone")
        },
    );
    let field = players(4);
    for p in &field {
        ask(&h, p, T::Join { tournament: None });
    }
    deliver(&h, ask(&h, &manager(), T::Start { tournament: None }), true);
    let mut aborted = false;
    loop {
        let t = tournament(&h);
        if t.status == TournamentStatus::Finished {
            break;
        }
        let round = t.current_round().unwrap().clone();
        for p in round.pairings.iter().filter(|p| p.is_pending()) {
            let thread = thread_of(p.game.unwrap());
            let replies = if aborted {
                let second = field.iter().find(|u| Some(u.id) == p.second).unwrap();
                resign(&h, second, thread)
            } else {
                // A player may not abort it; a manager may: no result.
                let first = field.iter().find(|u| u.id == p.first).unwrap();
                let refused = h.ask_at((GUILD, thread), first, Action::Abort);
                assert!(
                    refused[0].text.contains("cannot be called off"),
                    "{refused:?}"
                );
                aborted = true;
                h.ask_at((GUILD, thread), &manager(), Action::Abort)
            };
            deliver(&h, replies, true);
        }
    }
    let t = tournament(&h);
    assert_eq!(t.rounds.len(), 3);
    let mut pairs = std::collections::HashSet::new();
    for round in &t.rounds {
        for p in &round.pairings {
            let (a, b) = (p.first, p.second.unwrap());
            assert!(pairs.insert((a.min(b), a.max(b))));
        }
    }
    assert_eq!(pairs.len(), 6, "everyone met everyone once");
    let no_result = t.rounds[0].pairings[0].clone();
    assert_eq!(no_result.result, Some(PairingResult::NoResult));
    let game = h
        .store
        .game(GUILD, no_result.game.unwrap())
        .unwrap()
        .unwrap();
    assert_eq!(game.status, GameStatus::Cancelled);
    // The end: its podium, and the tournament in the history.
    let history = ask(&h, &field[0], T::History { page: None });
    assert!(history[0].text.contains("Everyone"), "{history:?}");
}
