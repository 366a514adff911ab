//! The revision rule every store applies before it writes a game or a server's
//! settings: a write names the revision it was based on, and loses (nothing written)
//! when another write came first.
//! The channel rule ([`takes_channel`]) lives here too: every store applies it in the
//! same writes.
//! Its own file so that the stores share it without importing `store/mod.rs`.

use super::error::StoreError;
use crate::model::{GameRecord, GuildSettings, MemberSettings, Tournament};

/// Checks the revision rule shared by every store.
pub(crate) fn check_revision(
    game: &GameRecord,
    based_on: u64,
    stored: &GameRecord,
) -> Result<(), StoreError> {
    if stored.revision != based_on {
        return Err(StoreError::Stale {
            game: game.id,
            stored: stored.revision,
        });
    }
    if game.revision != based_on + 1 {
        return Err(StoreError::BadRevision {
            game: game.id,
            revision: game.revision,
            based_on,
        });
    }
    Ok(())
}

/// The same rule for a server's settings; `stored` is `None` when none were written
/// (revision 0).
pub(crate) fn check_settings_revision(
    settings: &GuildSettings,
    based_on: u64,
    stored: Option<&GuildSettings>,
) -> Result<(), StoreError> {
    let found = stored.map_or(0, |s| s.revision);
    if found != based_on || settings.revision != based_on + 1 {
        return Err(StoreError::SettingsChanged {
            guild: settings.guild,
            stored: found,
        });
    }
    Ok(())
}

/// [`check_settings_revision`] for a member's own settings.
pub(crate) fn check_member_revision(
    member: &MemberSettings,
    based_on: u64,
    stored: Option<&MemberSettings>,
) -> Result<(), StoreError> {
    let found = stored.map_or(0, |s| s.revision);
    if found != based_on || member.revision != based_on + 1 {
        return Err(StoreError::MemberChanged {
            guild: member.guild,
            user: member.user,
            stored: found,
        });
    }
    Ok(())
}

/// [`check_settings_revision`] for a record that `what` names (the puzzle records, a
/// server's seasons): `revision` is the one being written, `stored` the stored one's
/// (none stored: 0).
pub(crate) fn check_named_revision(
    what: impl FnOnce() -> String,
    revision: u64,
    based_on: u64,
    stored: Option<u64>,
) -> Result<(), StoreError> {
    let found = stored.unwrap_or(0);
    if found != based_on || revision != based_on + 1 {
        return Err(StoreError::RecordChanged {
            what: what(),
            stored: found,
        });
    }
    Ok(())
}

/// [`check_settings_revision`] for a tournament; `stored` is the stored one's revision
/// (none stored: 0).
pub(crate) fn check_tournament_revision(
    tournament: &Tournament,
    based_on: u64,
    stored: Option<u64>,
) -> Result<(), StoreError> {
    let found = stored.unwrap_or(0);
    if found != based_on || tournament.revision != based_on + 1 {
        return Err(StoreError::TournamentChanged {
            guild: tournament.guild,
            id: tournament.id,
            stored: found,
        });
    }
    Ok(())
}

/// Whether `game` holds its channel while it is open (one open game a channel): every
/// game but a tournament's that is not yet in a thread of its own (a round's games are
/// created together in the tournament's channel; each takes its thread's channel when
/// it moves there).
pub(crate) fn takes_channel(game: &GameRecord) -> bool {
    game.tournament.is_none() || game.parent.is_some()
}
