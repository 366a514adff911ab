//! The pictures of Carnett's game: the live board and the replay.

use crate::carnett::Game;
use crate::i18n::Tr;
use crate::model::GameRecord;
use crate::service::error::ServiceResult;
use crate::service::messages;
use crate::service::reply::{Attachment, Delivery, Reply};
use crate::service::request::Request;
use crate::service::Service;

impl Service {
    /// The board's picture (public state only).
    pub(crate) fn carnett_picture(
        &self,
        _tr: Tr<'_>,
        _record: &GameRecord,
        _game: &Game,
    ) -> Option<Attachment> {
        None
    }

    /// A Carnett game that ended reveals its seed, with its record attached and how to
    /// check it; nothing for a game still open or a Looney Pyramids game.
    pub(crate) fn carnett_reveal(&self, tr: Tr<'_>, record: &GameRecord) -> Option<Reply> {
        // A challenge that never began dealt nothing worth checking.
        if record.seats.iter().any(|s| !s.accepted) {
            return None;
        }
        let seed = &record.carnett.as_ref()?.seed;
        let text = super::record_text(record)?;
        let hash = super::seed_hash(record)?;
        let file = format!("carnett-{}.txt", record.id);
        let home = record.posts.parent.unwrap_or(record.channel);
        let mut reply = Reply::public(home, messages::carnett::seed_reveal(tr, seed, &hash, &file));
        reply.delivery = Delivery::Channel;
        reply.silent = true;
        reply.image = Some(Attachment::new(file, text.into_bytes()));
        Some(reply)
    }

    /// `/martian replay` of a Carnett game.
    pub(crate) fn carnett_replay(
        &self,
        tr: Tr<'_>,
        request: &Request,
        record: &GameRecord,
    ) -> ServiceResult<Vec<Reply>> {
        let _ = tr;
        Ok(vec![Reply::public(request.channel, record.moves.join(" "))])
    }
}
