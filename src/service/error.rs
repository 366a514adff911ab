//! The service's one error type: what the user did wrong (shown to them, privately)
//! apart from what broke inside (logged, with a short apology shown). An internal error
//! keeps what caused it as its [`source`](Error::source), down to the store's, sled's
//! or the engine's own error, and [`ErrorChain`] prints the whole chain for the log.

use std::error::Error;
use std::fmt;

use crate::i18n::{Catalog, Lang, Tr};
use crate::model::CorruptGame;
use crate::store::StoreError;

#[derive(Debug)]
pub enum ServiceError {
    /// A sentence for the user: what was wrong and what to do.
    User(String),
    /// Another action changed the game first (a lost race): the user's news, written
    /// in their language when it reaches them (see `messages::raced`).
    Raced,
    /// The store could not write (a full disk, ...): nothing was changed, and the user
    /// is told so; the cause is for the log.
    Unsaved(Box<dyn Error + Send + Sync>),
    /// The store did not answer (its database down, restarting or hung): nothing was
    /// changed (a move was not played), and the user is told to try again.
    Unreachable(Box<dyn Error + Send + Sync>),
    /// The store stopped answering while a change was being committed, and whether it
    /// was kept is not known yet: the user is told so, and to look before trying
    /// again.
    InDoubt(Box<dyn Error + Send + Sync>),
    /// Something broke; the cause is for the log, never for the user.
    Internal(Box<dyn Error + Send + Sync>),
}

impl ServiceError {
    pub fn user(text: impl Into<String>) -> ServiceError {
        ServiceError::User(text.into())
    }

    /// An internal failure: an error to keep, or a sentence when nothing failed below
    /// (a broken invariant).
    pub fn internal(cause: impl Into<Box<dyn Error + Send + Sync>>) -> ServiceError {
        ServiceError::Internal(cause.into())
    }
}

impl From<StoreError> for ServiceError {
    fn from(err: StoreError) -> ServiceError {
        match err {
            err @ StoreError::Unwritable { .. } => ServiceError::Unsaved(Box::new(err)),
            err @ StoreError::Unreachable { .. } => ServiceError::Unreachable(Box::new(err)),
            err @ StoreError::InDoubt { .. } => ServiceError::InDoubt(Box::new(err)),
            // A puzzle's step taken twice (two clicks): the second is told it lost.
            StoreError::RecordChanged { .. } => ServiceError::Raced,
            err => ServiceError::internal(err),
        }
    }
}

impl From<CorruptGame> for ServiceError {
    fn from(err: CorruptGame) -> ServiceError {
        ServiceError::internal(err)
    }
}

impl fmt::Display for ServiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServiceError::User(text) => f.write_str(text),
            // In the source language: a log's, or a caller's without a reader.
            ServiceError::Raced => f.write_str(&super::messages::raced(Tr::new(
                Catalog::embedded(),
                Lang::SOURCE,
            ))),
            ServiceError::Unsaved(_) => f.write_str("the store could not write"),
            ServiceError::Unreachable(_) => f.write_str("the store did not answer"),
            ServiceError::InDoubt(_) => {
                f.write_str("the store stopped answering while a change was committed")
            }
            ServiceError::Internal(_) => f.write_str("internal error"),
        }
    }
}

impl Error for ServiceError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            ServiceError::User(_) | ServiceError::Raced => None,
            ServiceError::Unsaved(cause)
            | ServiceError::Unreachable(cause)
            | ServiceError::InDoubt(cause)
            | ServiceError::Internal(cause) => Some(cause.as_ref()),
        }
    }
}

pub type ServiceResult<T> = Result<T, ServiceError>;

/// An error and its sources, one sentence each, joined by `: `
/// ("internal error: a stored record is damaged: game 2s: malformed record: ...").
pub struct ErrorChain<'a>(pub &'a (dyn Error + 'static));

impl fmt::Display for ErrorChain<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)?;
        let mut next = self.0.source();
        while let Some(err) = next {
            write!(f, ": {err}")?;
            next = err.source();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chain_shows_every_cause_but_the_user_sees_none() {
        let json = serde_json::from_str::<u8>("x").unwrap_err();
        let store = StoreError::corrupt("game 2s", crate::model::RecordError::Malformed(json));
        let err = ServiceError::from(store);
        assert_eq!(err.to_string(), "internal error");
        let chain = ErrorChain(&err).to_string();
        assert!(
            chain.starts_with(
                "internal error: a stored record is damaged: game 2s: malformed record: expected"
            ),
            "{chain}"
        );
        assert!(ServiceError::user("no").source().is_none());
    }
}
