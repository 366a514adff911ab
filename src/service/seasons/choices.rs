//! Autocomplete of the leaderboard's `season:`: the season under way, the seasons
//! closed (newest first) and all-time, each labelled in the asker's language. The
//! value sent back is the season's key or `all-time` whatever the language, so that
//! nobody has to type an English word or guess how keys are written.

use crate::i18n::Tr;
use crate::model::GuildId;

use super::super::dispatch::Service;
use super::super::error::ErrorChain;
use super::super::messages;
use super::board::ALL_TIME;

impl Service {
    /// The `season:` choices of `guild` matching `typed` (labels and values), all of
    /// them: the adapter keeps as many as Discord shows.
    pub fn season_choices(
        &self,
        locale: &str,
        guild: GuildId,
        typed: &str,
    ) -> Vec<(String, String)> {
        let tr = Tr::new(self.catalog, self.catalog.for_discord(locale));
        let typed = typed.trim().to_lowercase();
        let current = match self.settings_of(guild) {
            Ok(settings) => self.season_under_way(&settings),
            Err(err) => {
                tracing::warn!("cannot read the settings: {}", ErrorChain(&err));
                None
            }
        };
        let mut keys: Vec<String> = current.iter().cloned().collect();
        match self.store.guild_seasons(guild) {
            Ok(seasons) => {
                let seasons = seasons.unwrap_or_else(|| crate::model::GuildSeasons::new(guild));
                keys.extend(seasons.current);
                keys.extend(seasons.closed.into_iter().rev().map(|c| c.season));
            }
            Err(err) => tracing::warn!("cannot read the seasons: {}", ErrorChain(&err)),
        }
        let mut seen = std::collections::HashSet::new();
        keys.retain(|key| seen.insert(key.clone()));
        let all_time = messages::season_choice_all_time(tr);
        let choices =
            std::iter::once((all_time, ALL_TIME.to_string())).chain(keys.into_iter().map(|key| {
                let label = if Some(&key) == current.as_ref() {
                    messages::season_choice_current(tr, &key)
                } else {
                    key.clone()
                };
                (label, key)
            }));
        choices
            .filter(|(label, value)| {
                label.to_lowercase().contains(&typed) || value.to_lowercase().contains(&typed)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use crate::model::{
        ChannelId, ClosedSeason, GameKind, GuildSeasons, GuildSettings, SeasonLength,
    };
    use crate::service::tests::support::{harness_with, person, request, First};
    use crate::service::Action;
    use crate::store::Store;

    use super::*;

    const GUILD: GuildId = GuildId(40);
    /// 2026-12-05 12:00 UTC.
    const NOW: i64 = 1_796_472_000_000;

    #[test]
    fn the_choices_are_all_time_the_season_under_way_and_the_closed_ones_in_the_askers_language() {
        let h = harness_with(Arc::new(First), NOW);
        let mut settings = GuildSettings::defaults(GUILD);
        settings.season = Some(SeasonLength::Monthly);
        settings.revision = 1;
        h.store.save_settings(&settings, 0).unwrap();
        let mut seasons = GuildSeasons::new(GUILD);
        seasons.current = Some("2026-12".into());
        seasons.revision = 1;
        for key in ["2026-10", "2026-11"] {
            seasons.closed.push(ClosedSeason {
                season: key.into(),
                closed_ms: NOW,
                champions: Vec::new(),
            });
        }
        h.store.save_guild_seasons(&seasons, 0).unwrap();
        let czech = h.service.season_choices("cs", GUILD, "");
        assert_eq!(
            czech,
            vec![
                (
                    "celkově (všechny partie od začátku)".to_string(),
                    "all-time".to_string()
                ),
                ("2026-12 (právě probíhá)".into(), "2026-12".into()),
                ("2026-11".into(), "2026-11".into()),
                ("2026-10".into(), "2026-10".into()),
            ]
        );
        assert_eq!(
            h.service.season_choices("en-US", GUILD, "11"),
            vec![("2026-11".to_string(), "2026-11".to_string())]
        );
        let russian = h.service.season_choices("ru", GUILD, "всё");
        assert_eq!(russian.len(), 1);
        assert_eq!(russian[0].1, "all-time");
        // The word itself, typed instead of picked, asks for the all-time board too.
        let board = |locale: &str, typed: &str| {
            let asked = Action::Leaderboard {
                page: None,
                game: GameKind::default(),
                season: Some(typed.into()),
            };
            let who = person(1, "ann");
            h.service
                .handle(&request(&who, (GUILD, ChannelId(400)), locale, None, asked))
        };
        for (locale, typed) in [
            ("cs", "Celkově"),
            ("ru", "за всё время"),
            ("ru", "all-time"),
        ] {
            // The server speaks English: its (empty) all-time board, not a season's.
            let replies = board(locale, typed);
            assert!(
                replies[0]
                    .text
                    .contains("finished a rated game in this server"),
                "{locale} {typed}: {replies:#?}"
            );
        }
        let wrong = board("cs", "listopad");
        assert!(wrong[0].text.contains("není sezóna"), "{wrong:#?}");
    }
}
