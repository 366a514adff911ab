//! `/martian replay`: a stored game as an animated board and its move list (each game
//! draws its own: see `games/`), if the asker may see it.

use super::dispatch::Service;
use super::error::ServiceResult;
use super::games;
use super::reply::Reply;
use super::request::Request;

impl Service {
    pub(crate) fn replay(&self, request: &Request, id_text: &str) -> ServiceResult<Vec<Reply>> {
        // A game the asker may not see is answered as one that does not exist.
        let game = self.game_for_asker(request, id_text)?;
        let tr = self.tr_public_for(request)?;
        let reply = games::replay_reply(tr, &game, request.channel)?;
        Ok(vec![reply])
    }
}
