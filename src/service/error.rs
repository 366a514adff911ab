//! The service's one error type: what the user did wrong (shown to them, privately)
//! apart from what broke inside (logged, with a short apology shown).

use crate::store::StoreError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ServiceError {
    /// A sentence for the user: what was wrong and what to do.
    User(String),
    /// Something broke; the text is for the log, never for the user.
    Internal(String),
}

impl ServiceError {
    pub fn user(text: impl Into<String>) -> ServiceError {
        ServiceError::User(text.into())
    }
}

impl From<StoreError> for ServiceError {
    fn from(err: StoreError) -> ServiceError {
        ServiceError::Internal(err.to_string())
    }
}

impl From<crate::model::CorruptGame> for ServiceError {
    fn from(err: crate::model::CorruptGame) -> ServiceError {
        ServiceError::Internal(err.to_string())
    }
}

impl std::fmt::Display for ServiceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ServiceError::User(text) => f.write_str(text),
            ServiceError::Internal(text) => write!(f, "internal error: {text}"),
        }
    }
}

impl std::error::Error for ServiceError {}

pub type ServiceResult<T> = Result<T, ServiceError>;
