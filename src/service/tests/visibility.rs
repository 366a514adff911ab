//! Games stay where they were played: the lists leave out the games of channels the
//! asker may not view (their pages still full, over many of the store's chunks, and
//! their counts without them), the page buttons too, and a replay of such a game is
//! refused as that of a game that does not exist. Where the asker is, they see.

use std::sync::Arc;

use crate::model::{decode_game, ChannelId, EndKind, GameEnd, GameRecord, GameStatus, GuildId};
use crate::store::{MemoryStore, Store};

use super::support::{bot, person, request};
use crate::service::{Action, ManualClock, Reply, Row, SearchPlayer, Service, Sight, User};

const GUILD: GuildId = GuildId(7);
const NOW: i64 = 1_796_083_200_000;
/// Where the asker asks from: a channel with no game.
const LOBBY: ChannelId = ChannelId(5);

/// A duel of `a` and `b` in channel 1000 + its id, open, or finished when `finished`.
fn duel(store: &dyn Store, a: &User, b: &User, finished: bool) -> GameRecord {
    let mut g: GameRecord =
        decode_game(include_bytes!("../../../tests/data/game-record-v1.json")).unwrap();
    g.id = store.next_game_id().unwrap();
    g.guild = GUILD;
    g.channel = ChannelId(1000 + g.id.0);
    g.seats[0].user = a.id;
    g.seats[0].name = a.name.clone();
    g.seats[1].user = b.id;
    g.seats[1].computer = None;
    g.seats[1].name = b.name.clone();
    g.challenger = a.id;
    g.status = GameStatus::Active;
    g.revision = 0;
    g.end = None;
    store.create_game(&g).unwrap();
    if finished {
        let mut end = g.clone();
        end.status = GameStatus::Finished;
        end.revision = 1;
        end.end = Some(GameEnd {
            kind: EndKind::Resigned { seat: 1 },
            winners: vec![0],
            drawn: Vec::new(),
            scores: vec![1, 0],
            at_ms: NOW,
            by_name: None,
            waited_hours: None,
        });
        store
            .save_game_and_players(&end, 0, &|_| Vec::new())
            .unwrap();
        return end;
    }
    g
}

fn ask(service: &Service, who: &User, at: ChannelId, sight: &Sight, action: Action) -> Reply {
    let mut request = request(who, (GUILD, at), "en-US", None, action);
    request.sight = sight.clone();
    let replies = service.handle(&request);
    assert_eq!(replies.len(), 1, "{replies:#?}");
    replies.into_iter().next().unwrap()
}

/// The channels whose games a page lists, in order.
fn channels_listed(reply: &Reply) -> Vec<u64> {
    reply
        .text
        .split("<#")
        .skip(1)
        .filter_map(|rest| rest.split('>').next()?.parse().ok())
        .collect()
}

/// Open (or finished) games of alice against bob in channels 1001.., and a sight
/// that hides every third of them.
fn server(count: u64, finished: bool) -> (Service, User, Vec<u64>, Sight) {
    let store = Arc::new(MemoryStore::new());
    let (alice, bob) = (person(1, "alice"), person(2, "bob"));
    let channels: Vec<u64> = (0..count)
        .map(|_| duel(&*store, &alice, &bob, finished).channel.0)
        .collect();
    let hidden = channels
        .iter()
        .filter(|c| *c % 3 == 0)
        .map(|c| ChannelId(*c));
    let sight = Sight::all_but(hidden);
    let clock = Arc::new(ManualClock::new(NOW));
    let service = Service::new(store, clock, Arc::new(SearchPlayer), bot());
    (service, alice, channels, sight)
}

fn next_button(reply: &Reply) -> Option<String> {
    match reply.components.as_slice() {
        [Row::Buttons(buttons)] => buttons
            .get(1)
            .filter(|b| !b.disabled)
            .map(|b| b.custom_id.clone()),
        _ => None,
    }
}

#[test]
fn games_in_progress_leave_out_hidden_channels_and_their_pages_stay_full() {
    // 250 games: three of the store's chunks; 167 seen, 9 pages of 20.
    let (service, alice, channels, sight) = server(250, false);
    let seen: Vec<u64> = channels.iter().copied().filter(|c| c % 3 != 0).collect();
    assert_eq!(seen.len(), 167);
    let carol = person(3, "carol");
    let games = |page| Action::Games {
        user: None,
        page: Some(page),
    };
    let first = ask(&service, &carol, LOBBY, &sight, games(1));
    assert!(
        first
            .text
            .starts_with("**Games in progress in this server**: 167 (page 1 of 9)"),
        "{}",
        first.text
    );
    // Every page through the Next button, each full but the last, in order.
    let mut listed = channels_listed(&first);
    let mut page = first;
    while let Some(next) = next_button(&page) {
        let click = Action::Click {
            custom_id: next,
            values: Vec::new(),
        };
        page = ask(&service, &carol, LOBBY, &sight, click);
        let on_page = channels_listed(&page);
        assert!(on_page.len() == 20 || on_page.len() == 7, "{}", page.text);
        listed.extend(on_page);
    }
    assert_eq!(listed, seen);
    // One player's games alike; the page past the end is refused as before.
    let of_alice = Action::Games {
        user: Some(alice.clone()),
        page: Some(9),
    };
    let last = ask(&service, &carol, LOBBY, &sight, of_alice);
    assert_eq!(
        channels_listed(&last),
        seen[160..].to_vec(),
        "{}",
        last.text
    );
    let past = ask(&service, &carol, LOBBY, &sight, games(10));
    assert!(past.text.contains("fill 9 pages"), "{}", past.text);
    // Seeing everything, every game is listed.
    let all = ask(&service, &carol, LOBBY, &Sight::Everything, games(1));
    assert!(all.text.contains(": 250 (page 1 of 13)"), "{}", all.text);
}

#[test]
fn a_history_leaves_out_hidden_games_and_a_replay_of_one_is_refused_as_unknown() {
    let (service, alice, channels, sight) = server(30, true);
    let carol = person(3, "carol");
    let history = |page| Action::History {
        user: Some(alice.clone()),
        page: Some(page),
        game: Default::default(),
    };
    let first = ask(&service, &carol, LOBBY, &sight, history(1));
    assert!(
        first.text.contains(": 20 finished (page 1 of 2)"),
        "{}",
        first.text
    );
    let second = ask(&service, &carol, LOBBY, &sight, history(2));
    // Ten a page, newest first: the game ids of the channels seen.
    let ids = |reply: &Reply| -> Vec<String> {
        reply
            .text
            .lines()
            .filter_map(|l| l.strip_prefix("• `")?.split('`').next().map(String::from))
            .collect()
    };
    let id_of = |channel: u64| crate::model::GameId(channel - 1000).to_string();
    let mut seen: Vec<String> = channels
        .iter()
        .rev()
        .filter(|c| *c % 3 != 0)
        .map(|c| id_of(*c))
        .collect();
    assert_eq!([ids(&first), ids(&second)].concat(), seen);

    let replay = |id: String| Action::Replay { game: id };
    let hidden = channels.iter().copied().find(|c| c % 3 == 0).unwrap();
    let refused = ask(&service, &carol, LOBBY, &sight, replay(id_of(hidden)));
    let absent = ask(&service, &carol, LOBBY, &sight, replay("zzz".into()));
    let unknown = |reply: &Reply, id: &str| {
        format!("There is no game {id} in this server.") == reply.text.split(" `").next().unwrap()
    };
    assert!(unknown(&refused, &id_of(hidden)), "{}", refused.text);
    assert!(unknown(&absent, "zzz"), "{}", absent.text);
    // The same sentence, and no picture: nothing tells it apart from a game never played.
    assert_eq!(
        refused.text.replace(&id_of(hidden), "?"),
        absent.text.replace("zzz", "?")
    );
    assert!(refused.image.is_none());
    let shown = ask(&service, &carol, LOBBY, &sight, replay(seen.remove(0)));
    assert!(shown.image.is_some(), "{}", shown.text);
    // Asked in the hidden channel itself, its game is there to see.
    let there = ask(
        &service,
        &carol,
        ChannelId(hidden),
        &sight,
        replay(id_of(hidden)),
    );
    assert!(there.image.is_some(), "{}", there.text);
}

#[test]
fn a_game_in_its_thread_is_seen_with_the_channel_the_thread_was_opened_in() {
    let store = Arc::new(MemoryStore::new());
    let (alice, bob) = (person(1, "alice"), person(2, "bob"));
    let g = duel(&*store, &alice, &bob, true);
    // Move the finished game into a thread of channel 77, as its record says.
    let mut moved = g.clone();
    moved.parent = Some(ChannelId(77));
    moved.revision = g.revision + 1;
    store.save_game(&moved, g.revision).unwrap();
    let clock = Arc::new(ManualClock::new(NOW));
    let service = Service::new(store, clock, Arc::new(SearchPlayer), bot());
    let replay = || Action::Replay {
        game: g.id.to_string(),
    };
    let carol = person(3, "carol");
    let only = |c: u64| Sight::only([ChannelId(c)]);
    // The thread itself is in no list Discord gives: the parent decides.
    let no = ask(&service, &carol, LOBBY, &only(g.channel.0), replay());
    assert!(no.image.is_none(), "{}", no.text);
    let yes = ask(&service, &carol, LOBBY, &only(77), replay());
    assert!(yes.image.is_some(), "{}", yes.text);
}
