//! What the service's test modules share: people, and a service over a fresh memory
//! store with a manual clock.

use std::sync::Arc;

use crate::model::{ChannelId, GuildId, UserId};
use crate::store::MemoryStore;

use crate::service::{Action, ComputerPlayer, ManualClock, Reply, Request, Service, User};

/// A member of the server (not a manager, not a bot).
pub(crate) fn person(id: u64, name: &str) -> User {
    User {
        id: UserId(id),
        name: name.into(),
        is_manager: false,
        is_bot: false,
    }
}

/// The service's own bot user: challenging it starts a computer game.
pub(crate) fn bot() -> User {
    User {
        is_bot: true,
        ..person(1, "bot")
    }
}

/// A service with its clock and store, for a test to drive and look into.
pub(crate) struct Harness {
    pub service: Service,
    pub clock: Arc<ManualClock>,
    pub store: Arc<MemoryStore>,
}

/// A service over a fresh memory store, its clock at `now_ms`, `computer` playing.
pub(crate) fn harness_with(computer: Arc<dyn ComputerPlayer>, now_ms: i64) -> Harness {
    let clock = Arc::new(ManualClock::new(now_ms));
    let store = Arc::new(MemoryStore::new());
    let service = Service::new(store.clone(), clock.clone(), computer, bot());
    Harness {
        service,
        clock,
        store,
    }
}

impl Harness {
    /// `who` (in English) asks for `action` in `at`, a server and a channel.
    pub fn ask_at(&self, at: (GuildId, ChannelId), who: &User, action: Action) -> Vec<Reply> {
        self.service.handle(&request(who, at, "en", None, action))
    }

    /// `who` presses the button `custom_id` in `at`.
    pub fn click_at(&self, at: (GuildId, ChannelId), who: &User, custom_id: &str) -> Vec<Reply> {
        let click = Action::Click {
            custom_id: custom_id.into(),
            values: Vec::new(),
        };
        self.ask_at(at, who, click)
    }
}

/// `who`, whose Discord speaks `locale`, asks for `action` in `channel` of `guild`,
/// whose Discord speaks `guild_locale` (if it says).
pub(crate) fn request(
    who: &User,
    (guild, channel): (GuildId, ChannelId),
    locale: &str,
    guild_locale: Option<&str>,
    action: Action,
) -> Request {
    Request {
        user: who.clone(),
        guild,
        channel,
        locale: locale.into(),
        guild_locale: guild_locale.map(String::from),
        origin: Default::default(),
        sight: Default::default(),
        action,
    }
}

/// The live board among a request's replies (posted or edited).
pub(crate) fn board_in(replies: &[crate::service::Reply]) -> &crate::service::Reply {
    replies
        .iter()
        .find(|r| matches!(r.delivery, crate::service::Delivery::Board { .. }))
        .unwrap_or_else(|| panic!("no board in {replies:#?}"))
}

/// The ping among a request's replies, if one was posted.
pub(crate) fn ping_in(replies: &[crate::service::Reply]) -> Option<&crate::service::Reply> {
    replies.iter().find(|r| {
        r.delivery == crate::service::Delivery::Channel
            && r.receipt
                .as_ref()
                .is_some_and(|receipt| receipt.what == crate::service::reply::Sent::MoveNotice)
    })
}

/// The line a finished game leaves where it was challenged.
pub(crate) fn result_in(replies: &[crate::service::Reply]) -> &crate::service::Reply {
    replies
        .iter()
        .find(|r| r.delivery == crate::service::Delivery::Channel && !r.components.is_empty())
        .unwrap_or_else(|| panic!("no result line in {replies:#?}"))
}

/// A computer that plays the first legal move: predictable games for tests.
pub(crate) struct First;

impl ComputerPlayer for First {
    fn levels(&self) -> Vec<crate::model::ComputerLevel> {
        vec![crate::model::ComputerLevel::Normal]
    }

    fn choose(
        &self,
        pos: &crate::engine::Position,
        _: crate::model::ComputerLevel,
        _: u64,
    ) -> Option<crate::engine::Move> {
        pos.legal_moves().first().copied()
    }
}
