//! The lobby in every language: a challenge everyone sees is written in the server's
//! language, a mistake in the language of whoever made it, the `language` setting
//! round-trips, and expired challenges count their hours as each language does.

use std::sync::Arc;

use crate::model::{ChannelId, GuildId};
use crate::store::Store;

use super::support::{board_in, harness_with, person, ping_in, request, Harness as Shared};
use crate::service::clock::HOUR_MS;
use crate::service::{
    Action, Challenge, FirstChoice, Reply, Row, SearchPlayer, SettingsChange, User,
};

const GUILD: GuildId = GuildId(7);
const CHANNEL: ChannelId = ChannelId(70);

fn manager() -> User {
    User {
        is_manager: true,
        ..person(30, "mod")
    }
}

/// The shared harness, with this module's own ways of asking.
struct Harness(Shared);

impl std::ops::Deref for Harness {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

fn harness() -> Harness {
    Harness(harness_with(Arc::new(SearchPlayer), 0))
}

impl Harness {
    /// `locale`: the user's Discord client; `guild_locale`: the server's.
    fn ask(
        &self,
        who: &User,
        locale: &str,
        guild_locale: Option<&str>,
        action: Action,
    ) -> Vec<Reply> {
        self.service.handle(&request(
            who,
            (GUILD, CHANNEL),
            locale,
            guild_locale,
            action,
        ))
    }

    fn set(&self, change: SettingsChange) -> Vec<Reply> {
        self.ask(&manager(), "en-US", None, Action::Settings(change))
    }

    fn language(&self, code: &str) -> Vec<Reply> {
        self.set(SettingsChange {
            language: Some(code.into()),
            ..SettingsChange::default()
        })
    }

    /// Alice (writing in `locale`) challenges bob.
    fn challenge(&self, locale: &str) -> Vec<Reply> {
        self.ask(
            &person(10, "alice"),
            locale,
            None,
            Action::Challenge(Challenge {
                opponents: vec![person(11, "bob")],
                first: FirstChoice::Me,
                ..Challenge::default()
            }),
        )
    }

    fn stored_language(&self) -> Option<String> {
        self.store.settings(GUILD).unwrap().and_then(|s| s.language)
    }
}

fn labels(reply: &Reply) -> Vec<String> {
    reply
        .components
        .iter()
        .flat_map(|row| match row {
            Row::Buttons(buttons) => buttons.iter().map(|b| b.label.clone()).collect(),
            _ => Vec::new(),
        })
        .collect()
}

#[test]
fn a_challenge_in_a_czech_server_is_public_and_czech() {
    let h = harness();
    h.language("cs");
    // Alice's own client is English: what everyone sees follows the server.
    let replies = h.challenge("en-US");
    assert_eq!(replies.len(), 1, "{replies:?}");
    let invite = &replies[0];
    assert!(!invite.ephemeral && invite.to.is_none(), "{invite:?}");
    assert!(
        invite
            .text
            .starts_with("<@10> vyzývá <@11> k partii Marťanských šachů (")
            && invite
                .text
                .contains("<@11>, stiskněte „Přijmout“ nebo „Odmítnout“")
            && invite.text.ends_with("jinak výzva vyprší za 24 hodin."),
        "{invite:?}"
    );
    assert_eq!(labels(invite), ["Přijmout", "Odmítnout"]);
    // Bob's answer, from a Russian client, is public too: Czech.
    let accepted = h.ask(&person(11, "bob"), "ru", None, Action::Decline);
    assert_eq!(
        accepted[0].text,
        "bob odmítá výzvu. Tentokrát se hrát nebude."
    );
    // Accepted, the game begins in Czech too.
    h.challenge("en-US");
    let start = h.ask(&person(11, "bob"), "ru", None, Action::Accept);
    assert_eq!(start[0].text, "**alice** – **bob**: partie začala.");
    assert!(
        board_in(&start)
            .text
            .starts_with("Hra začíná! První tah má <@10>."),
        "{start:?}"
    );
    assert_eq!(
        ping_in(&start).expect("a ping").text,
        "<@10>, jste na tahu."
    );
}

#[test]
fn without_a_setting_public_messages_follow_the_servers_discord_locale() {
    let h = harness();
    let replies = h.ask(
        &person(10, "alice"),
        "cs",
        Some("ru"),
        Action::Challenge(Challenge {
            opponents: vec![person(11, "bob")],
            ..Challenge::default()
        }),
    );
    assert!(
        replies[0]
            .text
            .starts_with("<@10> вызывает <@11> на партию в Марсианские шахматы (")
            && replies[0]
                .text
                .ends_with("иначе срок действия вызова истечёт через 24 часа."),
        "{replies:?}"
    );
    assert_eq!(labels(&replies[0]), ["Принять", "Отклонить"]);
    // Remembered: what the tick says later without a request is Russian too.
    h.clock.set(24 * HOUR_MS);
    let expired = h.service.tick();
    assert!(
        expired[0]
            .text
            .starts_with("⌛ Вызов от <@10> истёк: за 24 часа его так и не приняли (ждали: bob)."),
        "{expired:?}"
    );
}

#[test]
fn a_mistake_is_told_in_the_language_of_whoever_made_it() {
    let h = harness();
    h.language("cs");
    let alice = person(10, "alice");
    let myself = h.ask(
        &alice,
        "ru",
        None,
        Action::Challenge(Challenge {
            opponents: vec![alice.clone()],
            ..Challenge::default()
        }),
    );
    assert_eq!(myself.len(), 1);
    assert!(myself[0].ephemeral, "{myself:?}");
    assert_eq!(
        myself[0].text,
        "Нельзя вызвать самого себя: выберите другого игрока или бота, чтобы сыграть с компьютером."
    );
    let nothing = h.ask(&alice, "ru", None, Action::Abort);
    assert_eq!(
        nothing[0].text,
        "В этом канале нет партии. Начните её командой `/martian вызвать`."
    );
    // The channel is taken: said to the second challenger in their language.
    h.challenge("en-US");
    let busy = h.ask(
        &person(12, "carol"),
        "ru",
        None,
        Action::Challenge(Challenge {
            opponents: vec![person(13, "dave")],
            ..Challenge::default()
        }),
    );
    assert!(
        busy[0].ephemeral && busy[0].text.starts_with("В этом канале уже идёт партия ("),
        "{busy:?}"
    );
    let settings = h.ask(
        &alice,
        "ru",
        None,
        Action::Settings(SettingsChange {
            language: Some("en".into()),
            ..SettingsChange::default()
        }),
    );
    assert_eq!(
        settings[0].text,
        "Менять настройки бота могут только участники с правом «Управлять сервером»."
    );
    assert_eq!(h.stored_language().as_deref(), Some("cs"));
}

#[test]
fn the_language_setting_round_trips_and_refuses_an_unknown_code() {
    let h = harness();
    let shown = |h: &Harness, locale: &str| {
        h.ask(
            &person(10, "alice"),
            locale,
            Some("ru"),
            Action::Settings(SettingsChange::default()),
        )
        .remove(0)
        .text
    };
    // Unset: it follows the server's Discord locale.
    assert!(
        shown(&h, "en-US").contains(
            "• Language of public messages: Русский, the server's Discord language \
             (choose one with `language`)\n"
        ),
        "{}",
        shown(&h, "en-US")
    );
    assert_eq!(h.stored_language(), None);
    // Set: confirmed in the new language, stored by code.
    let set = h.language(" CS ");
    assert!(set[0].ephemeral);
    assert!(
        set[0]
            .text
            .starts_with("Jazyk zpráv, které vidí všichni, je teď: Čeština.\nNastavení uloženo;")
            && set[0].text.contains("• Jazyk veřejných zpráv: Čeština\n"),
        "{set:?}"
    );
    assert_eq!(h.stored_language().as_deref(), Some("cs"));
    assert!(shown(&h, "en-US").contains("• Language of public messages: Čeština\n"));
    assert!(shown(&h, "ru").contains("• Язык публичных сообщений: Čeština\n"));
    assert!(shown(&h, "en-US").contains(
        "• Threads: each game gets a thread of its own (`threads:false` keeps games in the \
         channel)\n"
    ));
    assert!(shown(&h, "en-US").ends_with(
        "• Vacation: up to 14 days a year for each player\n\
         • Daily puzzle: off (`puzzle_channel:` turns it on).\n\
         • Tournaments: created by managers only (`members_create_tournaments:` lets every \
         member).\n\
         • Seasons: off (`season:` turns them on)."
    ));
    // Another setting changed while the language stays: the manager's own language.
    let other = h.set(SettingsChange {
        invite_timeout_hours: Some(1),
        ..SettingsChange::default()
    });
    assert!(
        other[0].text.starts_with("Settings saved;")
            && other[0]
                .text
                .contains("• Challenges expire after: 1 hour unanswered"),
        "{other:?}"
    );
    // A code the bot doesn't speak: refused, listing the choices, nothing stored.
    let refused = h.language("de");
    assert!(refused[0].ephemeral);
    assert_eq!(
        refused[0].text,
        "\"de\" is not a language. The choices are `en` (English), `cs` (Čeština), \
         `ru` (Русский) and `auto` (the server's Discord language)."
    );
    let refused = h.ask(
        &manager(),
        "cs",
        None,
        Action::Settings(SettingsChange {
            language: Some("fr".into()),
            ..SettingsChange::default()
        }),
    );
    assert!(
        refused[0]
            .text
            .starts_with("„fr“ není jazyk. Na výběr je `en` (English), "),
        "{refused:?}"
    );
    assert_eq!(h.stored_language().as_deref(), Some("cs"));
    // `auto` forgets the choice; confirmed in the language now followed (the server's
    // Discord locale, remembered from the views above).
    let auto = h.language("auto");
    assert!(
        auto[0].text.starts_with(
            "Теперь язык сообщений, которые видят все, соответствует языку сервера в Discord (Русский)."
        ),
        "{auto:?}"
    );
    assert_eq!(h.stored_language(), None);
    let english = h.language("en");
    assert!(english[0].text.starts_with(
        "From now on, messages everyone sees are written in English.\nSettings saved;"
    ));
}

/// The channel's message when a challenge waited `hours` in a server speaking `code`.
fn expired_after(code: &str, hours: i64) -> (String, String) {
    let h = harness();
    h.language(code);
    h.set(SettingsChange {
        invite_timeout_hours: Some(hours),
        ..SettingsChange::default()
    });
    let invite = h.challenge("en-US").remove(0).text;
    h.clock.set(hours * HOUR_MS);
    let expired = h.service.tick();
    assert_eq!(expired.len(), 1, "{expired:?}");
    (invite, expired[0].text.clone())
}

#[test]
fn expired_challenges_count_their_hours_as_each_language_does() {
    for (hours, words) in [
        (1, "1 hodinu"),
        (2, "2 hodiny"),
        (5, "5 hodin"),
        (21, "21 hodin"),
    ] {
        let (invite, expired) = expired_after("cs", hours);
        assert!(
            invite.ends_with(&format!("jinak výzva vyprší za {words}.")),
            "{invite}"
        );
        assert!(
            expired.starts_with(&format!(
                "⌛ Výzva od <@10> vypršela: {words} marně čekala na hráče bob. \
                 Kanál je volný pro novou hru;"
            )),
            "{expired}"
        );
    }
    for (hours, words) in [(1, "1 час"), (2, "2 часа"), (5, "5 часов"), (21, "21 час")]
    {
        let (invite, expired) = expired_after("ru", hours);
        assert!(
            invite.ends_with(&format!(
                "иначе срок действия вызова истечёт через {words}."
            )),
            "{invite}"
        );
        assert!(
            expired.starts_with(&format!(
                "⌛ Вызов от <@10> истёк: за {words} его так и не приняли (ждали: bob). \
                 Канал свободен для новой партии;"
            )),
            "{expired}"
        );
    }
    let (invite, expired) = expired_after("en", 1);
    assert!(invite.ends_with("the challenge expires in 1 hour otherwise."));
    assert!(
        expired.contains("bob didn't accept within 1 hour."),
        "{expired}"
    );
}
