//! The server's daily puzzle.

use super::super::dispatch::Service;
use super::super::error::{ServiceError, ServiceResult};
use super::super::messages;
use super::super::reply::Reply;
use super::super::request::Request;

impl Service {
    /// `/martian puzzle daily`: today's puzzle of the server, for the asker alone.
    pub(crate) fn puzzle_daily(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        Err(ServiceError::user(messages::puzzle_no_daily(mine)))
    }
}
