//! `/martian replay`: a stored game as an animated board and its move list.

use crate::model::GameId;
use crate::render;

use super::error::{ServiceError, ServiceResult};
use super::markdown::escape;
use super::messages;
use super::reply::{Attachment, Drawing, Reply};
use super::request::Request;
use super::view::{board_alt_of, board_texts, end_summary, plain_name, seat_name, verdict_in};
use super::Service;

/// Characters of the move list: Discord messages hold 2000, and the GIF shows every
/// move anyway.
const MOVE_LIST_CHARS: usize = 1500;

impl Service {
    pub(crate) fn replay(&self, request: &Request, id_text: &str) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let id: GameId = id_text
            .parse()
            .map_err(|_| ServiceError::user(messages::not_a_game_id(mine, id_text)))?;
        let game = match self.store.game(request.guild, id)? {
            Some(game) => game,
            _ => {
                let id = id_text.trim();
                return Err(ServiceError::user(messages::unknown_game(mine, id)));
            }
        };
        let tr = self.tr_public_for(request)?;
        if game.game == crate::model::GameKind::Carnett {
            return self.carnett_replay(tr, request, &game);
        }
        let replayed = game.replay()?;
        let options = render::Options {
            names: (0..game.seats.len())
                .map(|s| plain_name(&game, s))
                .collect(),
            verdict: verdict_in(tr, &game),
            texts: board_texts(tr),
            ..render::Options::default()
        };
        let per_round = game.seats.len();
        let mut rounds = Vec::new();
        for (i, chunk) in game.moves.chunks(per_round).enumerate() {
            rounds.push(format!("{}. {}", i + 1, chunk.join(" ")));
        }
        let mut list = rounds.join("  ");
        if list.chars().count() > MOVE_LIST_CHARS {
            list = list.chars().take(MOVE_LIST_CHARS).collect::<String>() + " …";
        }
        let names: Vec<String> = (0..game.seats.len()).map(|s| seat_name(&game, s)).collect();
        let title = messages::replay_title(tr, &game.id.to_string(), &names);
        let result = match end_summary(
            tr,
            &game,
            &super::game_state::Play::Martian(replayed.clone()),
        ) {
            Some(summary) => escape(&summary),
            None => messages::replay_in_progress(tr),
        };
        let moves = messages::replay_moves(tr, &list);
        let mut reply = Reply::public(request.channel, format!("{title}\n{result}\n{moves}"));
        // What the animation ends on, for screen readers.
        let description = format!(
            "{} {}",
            messages::replay_alt(tr, &game.id.to_string()),
            board_alt_of(tr, &game, &replayed)
        );
        let mut image = Attachment::drawn_later(
            format!("replay-{}.gif", game.id),
            Drawing::Replay {
                game: replayed,
                options,
            },
        );
        image.description = Some(description);
        reply.image = Some(image);
        // A replay asked for is news to nobody.
        reply.silent = true;
        Ok(vec![reply])
    }
}
