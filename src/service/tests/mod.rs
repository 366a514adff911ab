//! Service scenarios the console cannot drive: other bots as opponents, what adapters
//! report about deliveries (refused DMs, lost messages), and a computer that owes a
//! move when someone else's request arrives.

mod analysis;
mod carnett;
mod draw;
mod game_standings;
mod lists;
mod live;
mod lobby_i18n;
mod long_names;
mod names_i18n;
mod outages;
mod play_i18n;
mod puzzles;
mod rematch;
mod scale;
mod settings;
mod standings_i18n;
pub(crate) mod support;
mod tournaments;
mod visibility;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use crate::engine::{Move, Position};
use crate::model::{ChannelId, ComputerLevel, GameStatus, GuildId};
use crate::store::Store;

use crate::service::clock::HOUR_MS;
use crate::service::{
    Action, Challenge, ComputerPlayer, Delivery, DeliveryOutcome, FirstChoice, Reply, User,
};
use support::{board_in, harness_with, person, ping_in, request, result_in, Harness as Shared};

const GUILD: GuildId = GuildId(7);
const CHANNEL: ChannelId = ChannelId(70);

/// A computer that plays the first legal move, after refusing to move `refusals`
/// times (as if the process had stopped before it moved).
struct Sluggish {
    refusals: AtomicUsize,
}

impl ComputerPlayer for Sluggish {
    fn levels(&self) -> Vec<ComputerLevel> {
        vec![ComputerLevel::Normal]
    }

    fn choose(&self, pos: &Position, _: ComputerLevel, _: u64) -> Option<Move> {
        let refuse = self
            .refusals
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
            .is_ok();
        if refuse {
            return None;
        }
        pos.legal_moves().first().copied()
    }
}

/// The shared harness, with this module's own ways of asking.
struct Harness(Shared);

impl std::ops::Deref for Harness {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

fn harness(refusals: usize) -> Harness {
    let computer = Sluggish {
        refusals: AtomicUsize::new(refusals),
    };
    Harness(harness_with(Arc::new(computer), 0))
}

impl Harness {
    fn ask(&self, who: &User, action: Action) -> Vec<Reply> {
        self.service
            .handle(&request(who, (GUILD, CHANNEL), "en", None, action))
    }

    fn challenge(&self, who: &User, opponent: &User, first: FirstChoice) -> Vec<Reply> {
        self.ask(
            who,
            Action::Challenge(Challenge {
                opponents: vec![opponent.clone()],
                first,
                ..Challenge::default()
            }),
        )
    }

    fn play(&self, who: &User, text: &str) -> Vec<Reply> {
        self.ask(
            who,
            Action::Move {
                text: text.into(),
                call_clock: false,
            },
        )
    }

    /// Alice and bob start a duel; alice moves first.
    fn duel(&self) -> (User, User) {
        let (alice, bob) = (person(10, "alice"), person(11, "bob"));
        self.challenge(&alice, &bob, FirstChoice::Me);
        let start = self.ask(&bob, Action::Accept);
        assert!(
            board_in(&start).text.contains("The game begins"),
            "{start:?}"
        );
        (alice, bob)
    }

    fn at_hour(&self, hour: i64) -> Vec<Reply> {
        self.clock.set(hour * HOUR_MS);
        self.service.tick()
    }
}

#[test]
fn other_bots_cannot_be_challenged_but_this_one_is_the_computer() {
    let h = harness(0);
    let alice = person(10, "alice");
    let mut helper = person(20, "Helper [bot]");
    helper.is_bot = true;
    let refused = h.challenge(&alice, &helper, FirstChoice::Me);
    assert_eq!(refused.len(), 1);
    assert!(
        refused[0].ephemeral
            && refused[0]
                .text
                .starts_with("Helper \\[bot\\] is a bot, and bots can't play")
            && refused[0]
                .text
                .contains("challenge <@1> to play the computer"),
        "{refused:?}"
    );
    assert!(h.store.open_games().unwrap().is_empty());
    let myself = h.challenge(&alice, &alice, FirstChoice::Me);
    assert!(
        myself[0].text.contains("can't challenge yourself"),
        "{myself:?}"
    );
    let bot = h.service.bot().clone();
    let start = h.challenge(&alice, &bot, FirstChoice::Me);
    assert!(
        board_in(&start).text.contains("The game begins"),
        "{start:?}"
    );
}

#[test]
fn a_reminder_counts_once_delivered_and_closed_dms_send_the_next_to_the_channel() {
    let h = harness(0);
    let (alice, _bob) = h.duel();
    let reminder = h.at_hour(48);
    assert_eq!(reminder.len(), 1, "{reminder:?}");
    assert_eq!(reminder[0].delivery, Delivery::Direct);
    assert_eq!(reminder[0].to, Some(alice.id));
    let receipt = reminder[0]
        .receipt
        .clone()
        .expect("a reminder has a receipt");
    // The DM was refused and the adapter posted it in the channel instead.
    h.service
        .confirm(&receipt, DeliveryOutcome::DeliveredInChannel);
    assert!(h.store.dms_closed(GUILD, alice.id).unwrap());
    // Delivered 24 hours before: alice forfeits at the deadline.
    let forfeit = h.at_hour(72);
    assert!(
        board_in(&forfeit).text.contains("alice ran out of time"),
        "{forfeit:?}"
    );
    // Her next reminder goes to the channel directly, mentioning her.
    let (alice, _bob) = h.duel();
    let reminder = h.at_hour(72 + 48);
    assert_eq!(reminder[0].delivery, Delivery::Channel);
    assert_eq!(reminder[0].to, None);
    assert!(reminder[0].text.contains("<@10>, it's your move"));
    assert_eq!(reminder[0].mentions, vec![(alice.id, "alice".to_string())]);
}

#[test]
fn a_reminder_that_never_arrived_moves_the_deadline_instead_of_forfeiting() {
    let h = harness(0);
    h.duel();
    let reminder = h.at_hour(48);
    h.service.confirm(
        reminder[0].receipt.as_ref().unwrap(),
        DeliveryOutcome::Failed,
    );
    let again = h.at_hour(72);
    assert_eq!(again.len(), 1, "{again:?}");
    assert!(
        again[0].text.contains("I couldn't remind you in time")
            && again[0].text.contains("you have 24 more hours"),
        "{again:?}"
    );
    let game = &h.store.open_games().unwrap()[0];
    assert_eq!(game.deadline_ms, Some(96 * HOUR_MS));
    // Unconfirmed again (the adapter never answered): reminded once more, no forfeit.
    assert!(h.at_hour(95).is_empty());
    let third = h.at_hour(96);
    assert!(third[0].text.contains("I couldn't remind you"), "{third:?}");
    h.service.confirm(
        third[0].receipt.as_ref().unwrap(),
        DeliveryOutcome::Delivered,
    );
    let forfeit = h.at_hour(120);
    assert!(
        board_in(&forfeit).text.contains("alice ran out of time"),
        "{forfeit:?}"
    );
    // Everyone is told at the result line, which offers a rematch.
    let result = result_in(&forfeit);
    assert!(result.text.contains("bob wins"), "{result:?}");
    assert_eq!(result.mentions.len(), 2, "{result:?}");
}

#[test]
fn a_move_notice_that_failed_is_posted_again_by_the_next_tick() {
    let h = harness(0);
    let (alice, bob) = h.duel();
    let played = h.play(&alice, "c3d4");
    let receipt = ping_in(&played)
        .and_then(|ping| ping.receipt.clone())
        .expect("a ping has a receipt");
    assert_eq!(receipt.game(), h.store.open_games().unwrap()[0].id);
    h.service.confirm(&receipt, DeliveryOutcome::Failed);
    let again = h.service.tick();
    assert_eq!(again.len(), 2, "{again:?}");
    let board = board_in(&again);
    assert!(
        board
            .text
            .starts_with("alice played c3d4. (I'm posting this board again")
            && board.text.contains("<@11>, your move"),
        "{again:?}"
    );
    assert!(board.image.is_some() && board.mentions.is_empty());
    let ping = ping_in(&again).expect("a ping");
    assert_eq!(ping.mentions[0].0, bob.id);
    // Delivered this time: nothing more to post.
    h.service.confirm(
        ping.receipt.as_ref().unwrap(),
        DeliveryOutcome::Posted(crate::model::MessageId(5)),
    );
    assert!(h.service.tick().is_empty());
    // A receipt of a turn that is over changes nothing.
    let answer = h.play(&bob, "b6a5");
    // The next ping replaces it: the old one is deleted.
    assert!(
        answer.iter().any(|r| r.delivery
            == Delivery::Delete {
                message: crate::model::MessageId(5)
            }),
        "{answer:?}"
    );
    h.service.confirm(&receipt, DeliveryOutcome::Failed);
    assert!(h.service.tick().is_empty());
}

#[test]
fn the_computers_owed_move_is_announced_to_whoever_asks_and_pings_the_next_player() {
    // The computer starts but does not move (the process stopped, say).
    let h = harness(1);
    let alice = person(10, "alice");
    let bot = h.service.bot().clone();
    let start = h.challenge(&alice, &bot, FirstChoice::Opponent);
    assert!(
        board_in(&start).text.contains("The computer is thinking"),
        "{start:?}"
    );
    // A stranger's request, refused, still announces the move made meanwhile.
    let carol = person(12, "carol");
    let replies = h.ask(&carol, Action::Moves);
    assert_eq!(replies.len(), 3, "{replies:?}");
    let announced = board_in(&replies);
    assert!(
        !announced.ephemeral
            && announced.text.contains("bot (normal) played")
            && announced.text.contains("<@10>, your move"),
        "{announced:?}"
    );
    let ping = ping_in(&replies).expect("a ping");
    assert_eq!(ping.mentions, vec![(alice.id, "alice".to_string())]);
    assert!(ping.receipt.is_some());
    assert!(replies[2].ephemeral && replies[2].text.contains("You are not playing"));
    // Nothing is owed any more: the next request says nothing extra.
    assert_eq!(h.ask(&carol, Action::Board { public: false }).len(), 1);
}

#[test]
fn an_invitation_from_before_expiry_existed_stops_blocking_after_the_timeout() {
    let h = harness(0);
    let (alice, bob, carol) = (person(10, "alice"), person(11, "bob"), person(12, "carol"));
    h.challenge(&alice, &bob, FirstChoice::Me);
    // Stored by an older version: no expiry, never in the wake index.
    let mut old = h.store.open_games().unwrap().remove(0);
    assert_eq!(old.deadline_ms, Some(24 * HOUR_MS));
    let based_on = old.revision;
    old.revision += 1;
    old.deadline_ms = None;
    h.store.save_game(&old, based_on).unwrap();
    assert!(h.at_hour(2000).is_empty());
    // A new challenge finds it expired, tells the channel and takes its place.
    let replies = h.challenge(&carol, &bob, FirstChoice::Me);
    assert_eq!(replies.len(), 2, "{replies:?}");
    assert!(
        replies[0].text.contains("The challenge from <@10> expired")
            && replies[0]
                .text
                .contains("bob didn't accept within 24 hours"),
        "{replies:?}"
    );
    assert!(
        replies[1].text.contains("<@12> challenges <@11>"),
        "{replies:?}"
    );
    let open = h.store.open_games().unwrap();
    assert_eq!((open.len(), open[0].challenger), (1, carol.id));
}

#[test]
fn accepting_an_invitation_past_its_expiry_says_it_expired() {
    let h = harness(0);
    let (alice, bob) = (person(10, "alice"), person(11, "bob"));
    h.challenge(&alice, &bob, FirstChoice::Me);
    // The tick has not run yet.
    h.clock.set(24 * HOUR_MS);
    let replies = h.ask(&bob, Action::Accept);
    assert_eq!(replies.len(), 2, "{replies:?}");
    assert!(replies[0].text.contains("expired"), "{replies:?}");
    assert!(
        replies[1].ephemeral && replies[1].text.contains("expired before you accepted"),
        "{replies:?}"
    );
    let game = h.store.archived_games(GUILD, 1).unwrap().remove(0);
    assert_eq!(game.status, GameStatus::Cancelled);
    assert!(h.store.open_games().unwrap().is_empty());
}

#[test]
fn a_board_is_drawn_once_and_only_when_an_adapter_asks_for_it() {
    let h = harness(0);
    let (alice, _bob) = h.duel();
    let played = h.play(&alice, "c3d4");
    let board = board_in(&played);
    let image = board.image.clone().expect("a move answers with its board");
    // The service answered without drawing: a reply nobody delivers costs no picture.
    assert!(!image.is_drawn() && !board.image.as_ref().unwrap().is_drawn());
    board.draw();
    assert!(image.is_drawn(), "clones share the drawing");
    let bytes = image.bytes();
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "{:?}", &bytes[..8]);
    assert_eq!(image.name, board.image.as_ref().unwrap().name);
}

#[test]
fn a_ping_recorded_after_the_next_move_is_deleted_and_a_move_survives_a_late_record() {
    let h = harness(0);
    let (alice, bob) = h.duel();
    let posted = |replies: &[Reply], id: u64| {
        let receipt = ping_in(replies)
            .and_then(|p| p.receipt.clone())
            .expect("a ping");
        h.service.confirm(
            &receipt,
            DeliveryOutcome::Posted(crate::model::MessageId(id)),
        )
    };
    let next_move = || {
        let game = h.store.open_games().unwrap().remove(0);
        let pos = *game.replay().unwrap().position();
        pos.legal_moves()[0].to_string()
    };
    let first = h.play(&alice, "c3d4");
    // Bob moves before the adapter has recorded the ping that told him to.
    let second = h.play(&bob, &next_move());
    assert!(
        !second
            .iter()
            .any(|r| matches!(r.delivery, Delivery::Delete { .. })),
        "no ping known to delete yet: {second:?}"
    );
    // Recorded late, the ping of a turn that is over is deleted at once.
    let late = posted(&first, 40);
    assert_eq!(late.len(), 1, "{late:?}");
    assert_eq!(
        late[0].delivery,
        Delivery::Delete {
            message: crate::model::MessageId(40)
        }
    );
    // The current ping is recorded, and the next move deletes it.
    assert!(posted(&second, 41).is_empty());
    let before_third = h.store.open_games().unwrap().remove(0);
    let third = h.play(&alice, &next_move());
    assert!(
        third.iter().any(|r| r.delivery
            == Delivery::Delete {
                message: crate::model::MessageId(41)
            }),
        "{third:?}"
    );
    // A move whose game was read before a ping was recorded is still played: the
    // ping's id is kept beside the game, and the game's revision did not change.
    let base = h.store.open_games().unwrap().remove(0);
    let ping = crate::model::Posted {
        message: crate::model::MessageId(42),
        ply: base.ply(),
    };
    h.store
        .update_delivery(base.guild, base.id, true, &mut |_, d| {
            d.ping = Some(ping);
            true
        })
        .unwrap();
    assert_eq!(h.store.open_games().unwrap()[0].revision, base.revision);
    let mut record = base.clone();
    let m = next_move();
    record.moves.push(m.clone());
    h.service
        .saved
        .save(&mut record, &base)
        .expect("written over the new id");
    let stored = h.store.open_games().unwrap().remove(0);
    assert_eq!(stored.moves.last(), Some(&m));
    let delivery = h.store.delivery(stored.guild, stored.id).unwrap();
    assert_eq!(delivery.ping, Some(ping));
    // But never over a real change: a copy from before the third move loses.
    let mut stale = before_third.clone();
    stale.moves.push(m);
    assert!(h.service.saved.save(&mut stale, &before_third).is_err());
}

#[test]
fn of_two_boards_posted_before_either_was_recorded_the_current_one_stays() {
    let id = crate::model::MessageId;
    let board_receipt = |replies: &[Reply]| board_in(replies).receipt.clone().expect("a receipt");
    for newest_first in [false, true] {
        let h = harness(0);
        let (alice, _bob) = h.duel();
        // The start's board, then a move's, both posted before either id came back.
        let start = h.store.open_games().unwrap()[0].clone();
        assert_eq!(h.store.delivery(start.guild, start.id).unwrap().board, None);
        let moved = h.play(&alice, "c3d4");
        let second = board_receipt(&moved);
        let mut old = second.clone();
        old.ply = 0;
        let (a, b) = if newest_first {
            ((second.clone(), 51), (old.clone(), 50))
        } else {
            ((old.clone(), 50), (second.clone(), 51))
        };
        let said_first = h.service.confirm(&a.0, DeliveryOutcome::Posted(id(a.1)));
        let said_then = h.service.confirm(&b.0, DeliveryOutcome::Posted(id(b.1)));
        // One board is kept (the one showing the game now), the other deleted.
        let deleted: Vec<_> = said_first
            .iter()
            .chain(&said_then)
            .map(|r| r.delivery)
            .collect();
        assert_eq!(
            deleted,
            [Delivery::Delete { message: id(50) }],
            "{newest_first}"
        );
        let board = h.store.delivery(start.guild, start.id).unwrap().board;
        assert_eq!(board.map(|b| b.message), Some(id(51)));
    }
}

#[test]
fn the_end_of_a_game_is_posted_again_until_it_arrives() {
    let h = harness(0);
    let (_alice, bob) = h.duel();
    // Bob resigns; Discord refuses the final board's edit and the result line.
    let asked = h.ask(&bob, Action::Resign);
    let confirm = asked
        .iter()
        .flat_map(|r| &r.components)
        .flat_map(|row| match row {
            crate::service::Row::Buttons(buttons) => {
                buttons.iter().map(|b| b.custom_id.clone()).collect()
            }
            crate::service::Row::Select(_) => Vec::new(),
        })
        .find(|id| id.ends_with(":resign-yes"))
        .unwrap_or_else(|| panic!("a confirmation: {asked:#?}"));
    let end = h.service.handle(&request(
        &bob,
        (GUILD, CHANNEL),
        "en",
        None,
        Action::Click {
            custom_id: confirm,
            values: Vec::new(),
        },
    ));
    let of = |replies: &[Reply], what: &str| -> Vec<crate::service::Receipt> {
        replies
            .iter()
            .filter_map(|r| r.receipt.clone())
            .filter(|t| t.to_string().contains(what))
            .collect()
    };
    let (board, result) = (of(&end, "board"), of(&end, "result line"));
    assert_eq!((board.len(), result.len()), (1, 1), "{end:#?}");
    assert!(h
        .service
        .confirm(&board[0], DeliveryOutcome::Failed)
        .is_empty());
    assert!(h
        .service
        .confirm(&result[0], DeliveryOutcome::Failed)
        .is_empty());
    // The next tick posts both again, each with its receipt, and nothing else new.
    let again = h.service.tick();
    let (board, result) = (of(&again, "board"), of(&again, "result line"));
    assert_eq!((board.len(), result.len()), (1, 1), "{again:#?}");
    let line = again
        .iter()
        .find(|r| r.receipt.as_ref() == result.first())
        .expect("the result line");
    assert!(
        line.text.contains("bob resigned") || line.text.contains("resign"),
        "{line:?}"
    );
    assert!(
        !again.iter().any(|r| r.text.contains("your move")),
        "no ping for a finished game: {again:#?}"
    );
    // The board arrives this time; the line fails again, and only it comes again.
    h.service.confirm(&board[0], DeliveryOutcome::Delivered);
    h.service.confirm(&result[0], DeliveryOutcome::Failed);
    let third = h.service.tick();
    assert_eq!(
        (of(&third, "board").len(), of(&third, "result line").len()),
        (0, 1),
        "{third:#?}"
    );
    // Delivered at last: nothing more.
    h.service
        .confirm(&of(&third, "result line")[0], DeliveryOutcome::Delivered);
    assert!(h.service.tick().is_empty());
    assert_eq!(h.service.next_wake(0, i64::MAX), None);
}
