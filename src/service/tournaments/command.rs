//! `/martian tournament …` and the tournament message's buttons: which use case each
//! one is.

use super::super::dispatch::Service;
use super::super::error::{ServiceError, ServiceResult};
use super::super::messages;
use super::super::reply::Reply;
use super::super::request::{Request, TournamentAction};
use super::ids::TournamentButton;

impl Service {
    pub(crate) fn tournament(
        &self,
        request: &Request,
        action: &TournamentAction,
    ) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        let named = |which: &Option<String>| {
            self.named_tournament(tr, request.guild, which.as_deref(), false)
        };
        match action {
            TournamentAction::Create(draft) => self.create_tournament(request, draft),
            TournamentAction::List { page } => self.list_tournaments(request, *page, false),
            TournamentAction::History { page } => self.list_tournaments(request, *page, true),
            TournamentAction::Show { tournament } => {
                // The last one over, when none is under way.
                let t = self.named_tournament(tr, request.guild, tournament.as_deref(), true)?;
                self.show_tournament(request, &t)
            }
            TournamentAction::Join { tournament } => {
                let t = named(tournament)?;
                self.join_tournament(request, t.id, false)
            }
            TournamentAction::Withdraw { tournament } => {
                let t = named(tournament)?;
                self.leave_tournament(request, t.id, false)
            }
            TournamentAction::Start { tournament } => {
                let t = named(tournament)?;
                self.start_tournament(request, t.id, false)
            }
            TournamentAction::Pause { tournament } => {
                let t = named(tournament)?;
                self.pause_tournament(request, t.id, true)
            }
            TournamentAction::Resume { tournament } => {
                let t = named(tournament)?;
                self.pause_tournament(request, t.id, false)
            }
            TournamentAction::Cancel { tournament } => {
                let t = named(tournament)?;
                self.cancel_tournament(request, t.id)
            }
            TournamentAction::Kick { user, tournament } => {
                let t = named(tournament)?;
                self.kick_from_tournament(request, t.id, user)
            }
        }
    }

    /// A click on a tournament message's button.
    pub(crate) fn tournament_click(
        &self,
        request: &Request,
        custom_id: &str,
    ) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        let Some((id, button)) = TournamentButton::parse(custom_id) else {
            return Err(ServiceError::user(messages::unknown_component(tr)));
        };
        let Some(t) = self.store.tournament(request.guild, id)? else {
            return Err(ServiceError::user(messages::tournament_not_found(
                tr,
                &id.to_string(),
            )));
        };
        match button {
            TournamentButton::Join => self.join_tournament(request, t.id, true),
            TournamentButton::Leave => self.leave_tournament(request, t.id, true),
            TournamentButton::Start => self.start_tournament(request, t.id, true),
            TournamentButton::Standings => self.show_tournament(request, &t),
        }
    }
}
