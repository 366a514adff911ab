//! The newest board message of each channel, so that its buttons can be disabled when
//! the next board is posted. Best effort and in memory: after a restart the old
//! board's buttons still answer politely that the board is out of date.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;

use crate::service::Row;

/// Interaction tokens work for 15 minutes; keep a margin.
const TOKEN_LIFETIME: Duration = Duration::from_secs(14 * 60);

/// A posted board with live buttons.
#[derive(Clone, Debug)]
pub struct Board {
    pub channel: serenity::ChannelId,
    pub message: serenity::MessageId,
    /// The interaction token it was posted with, and when.
    pub token: Option<(String, Instant)>,
    pub components: Vec<Row>,
}

#[derive(Default)]
pub struct Boards(Mutex<HashMap<serenity::ChannelId, Board>>);

impl Boards {
    /// Remembers `board` as its channel's newest and returns the one it replaces.
    pub fn replace(&self, board: Board) -> Option<Board> {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.insert(board.channel, board)
    }

    /// Forgets the channel's board (its game ended) and returns it.
    pub fn take(&self, channel: serenity::ChannelId) -> Option<Board> {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.remove(&channel)
    }
}

/// Disables an old board's buttons. Through the interaction's webhook while its token
/// lives (that works for any message the interaction created), else as a channel
/// message edit. Failures only matter to the log: the buttons would still answer that
/// the board is out of date.
pub async fn disable(http: &serenity::Http, board: Board) {
    let rows = super::convert::components(&board.components, true);
    // Allowed mentions stay explicit on every message the bot writes, even one that
    // only changes buttons.
    let body = serde_json::json!({
        "components": rows,
        "allowed_mentions": serenity::CreateAllowedMentions::new().empty_users().empty_roles().everyone(false),
    });
    let result = match &board.token {
        Some((token, at)) if at.elapsed() < TOKEN_LIFETIME => {
            http.edit_followup_message(token, board.message, &body, Vec::new())
                .await
        }
        _ => {
            http.edit_message(board.channel, board.message, &body, Vec::new())
                .await
        }
    };
    if let Err(err) = result {
        tracing::debug!(channel = %board.channel, message = %board.message, "could not disable an old board's buttons: {err}");
    }
}
