//! `/martian replay`: a stored game as an animated board and its move list (each game
//! draws its own: see `games/`), if the asker may see it.

use crate::model::GameId;

use super::dispatch::Service;
use super::error::{ServiceError, ServiceResult};
use super::games;
use super::messages;
use super::reply::Reply;
use super::request::Request;
use super::visibility;

impl Service {
    pub(crate) fn replay(&self, request: &Request, id_text: &str) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let id: GameId = id_text
            .parse()
            .map_err(|_| ServiceError::user(messages::not_a_game_id(mine, id_text)))?;
        // A game the asker may not see is answered as one that does not exist.
        let game = match self.store.game(request.guild, id)? {
            Some(game) if visibility::may_see(request, &game) => game,
            _ => {
                let id = id_text.trim();
                return Err(ServiceError::user(messages::unknown_game(mine, id)));
            }
        };
        let tr = self.tr_public_for(request)?;
        let reply = games::replay_reply(tr, &game, request.channel)?;
        Ok(vec![reply])
    }
}
