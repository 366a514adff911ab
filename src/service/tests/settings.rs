//! A server's settings are written under a revision check, like games: a change made
//! while another one lands is made again on what landed, and neither is lost.

use std::sync::Arc;

use crate::model::{ChannelId, GuildId, GuildSettings};
use crate::service::{Action, SearchPlayer, SettingsChange};
use crate::store::Store;

use super::support::{harness_with, person, request};

const GUILD: GuildId = GuildId(7);

#[test]
fn a_settings_change_made_while_another_lands_keeps_both() {
    let h = harness_with(Arc::new(SearchPlayer), 0);
    let store = h.store.clone();
    let mut runs = 0;
    let (_, written) = h
        .service
        .change_settings(GUILD, |settings| {
            runs += 1;
            if runs == 1 {
                // Another manager's change lands between this one's read and write.
                let mut other = store
                    .settings(GUILD)
                    .unwrap()
                    .unwrap_or_else(|| GuildSettings::defaults(GUILD));
                other.reminder_hours = 6;
                other.revision += 1;
                store.save_settings(&other, other.revision - 1).unwrap();
            }
            settings.move_timeout_hours = 48;
            Ok(true)
        })
        .unwrap();
    assert_eq!(runs, 2, "the change is made again on what landed");
    let stored = store.settings(GUILD).unwrap().expect("settings stored");
    assert_eq!(stored, written);
    assert_eq!((stored.move_timeout_hours, stored.reminder_hours), (48, 6));
    assert_eq!(stored.revision, 2);
}

#[test]
fn a_managers_change_keeps_the_servers_locale_recorded_meanwhile() {
    let h = harness_with(Arc::new(SearchPlayer), 0);
    let mut manager = person(99, "mod");
    manager.is_manager = true;
    // The server's locale is recorded by any request; then a manager's change.
    let change = SettingsChange {
        move_timeout_hours: Some(96),
        ..SettingsChange::default()
    };
    let at = (GUILD, ChannelId(1));
    let request = request(&manager, at, "en-US", Some("cs"), Action::Settings(change));
    let replies = h.service.handle(&request);
    assert!(
        !replies.is_empty() && !replies[0].text.is_empty(),
        "{replies:?}"
    );
    let stored = h.store.settings(GUILD).unwrap().expect("settings stored");
    assert_eq!(stored.discord_locale.as_deref(), Some("cs"));
    assert_eq!(stored.move_timeout_hours, 96);
    // Two writes, each on the one before: the locale, then the manager's change.
    assert_eq!(stored.revision, 2);
}
