//! The sled store's failures as store errors: sled's own errors, named with the
//! store's directory, and a store error that ends a transaction. Their own file because
//! `sled.rs` and the files it holds all need them, and a child that imported them from
//! `sled.rs` would import the file that imports it.

use std::path::Path;

use sled::transaction::ConflictableTransactionError;

use crate::store::error::StoreError;

pub(super) fn read_failed(path: &Path, err: sled::Error) -> StoreError {
    StoreError::io(
        format!("cannot read the game store at {}", path.display()),
        err,
    )
}

pub(super) fn write_failed(path: &Path, err: sled::Error) -> StoreError {
    StoreError::unwritable(
        format!("cannot write to the game store at {}", path.display()),
        err,
    )
}

/// Inside a transaction, a store error ends it (nothing is written).
pub(super) fn aborting(err: StoreError) -> ConflictableTransactionError<StoreError> {
    ConflictableTransactionError::Abort(err)
}
