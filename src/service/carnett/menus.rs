//! The buttons of Carnett's board and the private menus they open: a piece then its
//! target, a reserve kind then a square, a kind to exchange, a card to discard, a
//! battle card (only those the follow-suit rule allows), and the presser's hand.
//! Every menu is addressed to the presser alone.

use std::sync::Arc;

use crate::carnett::{Action, Card, ChessMove, Game, Kind, Square};
use crate::i18n::Tr;
use crate::model::GameRecord;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::games::Loaded;
use crate::service::messages;
use crate::service::messages::carnett as say;
use crate::service::play::MAX_CHOICES;
use crate::service::reply::{
    CarnettClick, ComponentAction, ComponentId, Delivery, Reply, Row, Select, SelectOption,
};
use crate::service::request::Request;
use crate::service::Service;

use super::act::{color, game_of, parse_action};

/// A private menu's words and rows.
pub(crate) struct Menu {
    pub text: String,
    pub components: Vec<Row>,
}

fn id(record: &GameRecord, click: CarnettClick) -> String {
    ComponentId::new(record.id, record.ply(), ComponentAction::Carnett(click)).encode()
}

fn select(
    record: &GameRecord,
    click: CarnettClick,
    placeholder: String,
    options: Vec<SelectOption>,
) -> Row {
    Row::Select(Select {
        custom_id: id(record, click),
        placeholder,
        options,
    })
}

fn option(label: String, value: String, description: Option<String>) -> SelectOption {
    SelectOption {
        label,
        value,
        description,
    }
}

/// The moves of the player to act, by the square they start from.
fn moves_from(game: &Game, from: Square) -> Vec<ChessMove> {
    game.position()
        .piece_moves()
        .into_iter()
        .filter(|m| m.from == from)
        .collect()
}

impl Service {
    /// A button or menu of Carnett's game. `ply`: the one the component was made at.
    pub(crate) fn carnett_click(
        &self,
        request: &Request,
        loaded: &Arc<Loaded>,
        ply: usize,
        click: CarnettClick,
        value: &str,
    ) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        // A hand can be looked at from any board, old or new.
        if click == CarnettClick::Hand {
            return Ok(vec![self.carnett_hand(request, loaded)?]);
        }
        if ply != loaded.record.ply() {
            let current = loaded.record.ply();
            return Err(ServiceError::user(
                match crate::service::live::board_link(&loaded.record) {
                    Some(link) => messages::stale_board_live(mine, current, &link),
                    None => messages::stale_board(mine, current),
                },
            ));
        }
        self.check_turn(mine, loaded, request.user.id)?;
        let game = game_of(loaded)?;
        let seat = loaded.record.seat_of(request.user.id).unwrap_or(0);
        let record = &loaded.record;
        let private = |menu: Menu, delivery: Delivery| {
            let mut reply = Reply::private(request.channel, request.user.id, menu.text);
            reply.components = menu.components;
            reply.delivery = delivery;
            Ok(vec![reply])
        };
        // What a menu chose, taken; the answer replaces the menu. A menu's values are
        // single words (a card, a kind, a move), which the click names the action of.
        let chosen = |text: &str| -> ServiceResult<Vec<Reply>> {
            let action = parse_action(game, text)
                .ok_or_else(|| ServiceError::user(say::not_an_action(mine, text)))?;
            self.carnett_act(request, loaded, action, Delivery::Update)
        };
        if game.battle().is_some() && !matches!(click, CarnettClick::Card | CarnettClick::CardPlay)
        {
            return Err(ServiceError::user(say::refusal(mine, "battle-first")));
        }
        match click {
            CarnettClick::Hand => Ok(vec![self.carnett_hand(request, loaded)?]),
            CarnettClick::Move => private(piece_menu(mine, record, game)?, Delivery::Respond),
            CarnettClick::Piece => {
                let from: Square = value
                    .parse()
                    .map_err(|_| ServiceError::user(say::refusal(mine, "nothing-moves")))?;
                private(target_menu(mine, record, game, from)?, Delivery::Update)
            }
            CarnettClick::Target(..) | CarnettClick::DropAt(..) => chosen(value),
            CarnettClick::ExchangeKind => chosen(&format!("exchange {value}")),
            CarnettClick::DiscardCard => chosen(&format!("discard {value}")),
            CarnettClick::CardPlay => chosen(&format!("play {value}")),
            CarnettClick::Drop => private(drop_menu(mine, record, game)?, Delivery::Respond),
            CarnettClick::DropKind => {
                let kind = value
                    .chars()
                    .next()
                    .and_then(Kind::from_letter)
                    .ok_or_else(|| ServiceError::user(say::refusal(mine, "nothing-to-drop")))?;
                private(
                    drop_square_menu(mine, record, game, kind)?,
                    Delivery::Update,
                )
            }
            CarnettClick::Exchange => {
                private(exchange_menu(mine, record, game)?, Delivery::Respond)
            }
            CarnettClick::Discard => {
                private(discard_menu(mine, record, game, seat), Delivery::Respond)
            }
            CarnettClick::End => {
                self.carnett_act(request, loaded, Action::EndTurn, Delivery::Respond)
            }
            CarnettClick::Card => private(
                self.carnett_card_menu(mine, record, game, seat),
                Delivery::Respond,
            ),
        }
    }

    /// The presser's hand, to them alone; during a battle, the cards they may play in
    /// it. Another player's hand is never shown.
    pub(crate) fn carnett_hand(&self, request: &Request, loaded: &Loaded) -> ServiceResult<Reply> {
        let mine = self.tr_private(request);
        let game = game_of(loaded)?;
        let seat = loaded
            .record
            .seat_of(request.user.id)
            .filter(|s| loaded.record.seats[*s].computer.is_none())
            .ok_or_else(|| ServiceError::user(say::hand_not_a_player(mine)))?;
        let hand = game.hand(color(seat));
        let cards: Vec<Card> = hand.iter().collect();
        let mut lines = vec![say::your_hand(mine, &cards)];
        if let Some(battle) = game.battle() {
            if battle.to_play() == color(seat) {
                let allowed: Vec<Card> = battle.allowed(hand).iter().collect();
                lines.push(say::hand_allowed(mine, &allowed));
            }
        }
        Ok(Reply::private(
            request.channel,
            request.user.id,
            lines.join("\n"),
        ))
    }

    /// The cards `seat` may play in the battle under way, as a menu.
    pub(crate) fn carnett_card_menu(
        &self,
        mine: Tr<'_>,
        record: &GameRecord,
        game: &Game,
        seat: usize,
    ) -> Menu {
        let hand = game.hand(color(seat));
        let Some(battle) = game.battle() else {
            return Menu {
                text: say::refusal(mine, "no-battle"),
                components: Vec::new(),
            };
        };
        let allowed = battle.allowed(hand);
        let lead = battle.lead();
        let can_follow = lead.is_some_and(|suit| hand.iter().any(|c| c.suit() == suit));
        let options: Vec<SelectOption> = allowed
            .iter()
            .map(|c| option(c.symbol(), c.to_string(), None))
            .take(MAX_CHOICES)
            .collect();
        let cards: Vec<Card> = hand.iter().collect();
        Menu {
            text: format!(
                "{}\n{}",
                say::pick_card(mine, lead, can_follow),
                say::your_hand(mine, &cards)
            ),
            components: vec![select(
                record,
                CarnettClick::CardPlay,
                say::placeholder(mine, "card"),
                options,
            )],
        }
    }
}

/// The pieces of the player to act that may move.
fn piece_menu(mine: Tr<'_>, record: &GameRecord, game: &Game) -> ServiceResult<Menu> {
    let board = game.position().board();
    let moves = game.position().piece_moves();
    let mut froms: Vec<Square> = moves.iter().map(|m| m.from).collect();
    froms.sort();
    froms.dedup();
    let options: Vec<SelectOption> = froms
        .iter()
        .filter_map(|from| {
            let piece = board.piece_at(*from)?;
            let count = moves.iter().filter(|m| m.from == *from).count();
            Some(option(
                say::option_piece(mine, piece.kind, &from.to_string()),
                from.to_string(),
                Some(say::option_moves(mine, count)),
            ))
        })
        .take(MAX_CHOICES)
        .collect();
    if options.is_empty() {
        return Err(ServiceError::user(say::refusal(mine, "nothing-moves")));
    }
    Ok(Menu {
        text: say::pick_piece(mine, options.len()),
        components: vec![select(
            record,
            CarnettClick::Piece,
            say::placeholder(mine, "piece"),
            options,
        )],
    })
}

/// Where the piece on `from` may go: attacks first; more than 25 moves (a queen in
/// the open) take two menus.
fn target_menu(
    mine: Tr<'_>,
    record: &GameRecord,
    game: &Game,
    from: Square,
) -> ServiceResult<Menu> {
    let board = game.position().board();
    let nothing = || ServiceError::user(messages::no_moves_for_piece(mine, &from.to_string()));
    let piece = board.piece_at(from).ok_or_else(nothing)?;
    let mut moves = moves_from(game, from);
    if moves.is_empty() {
        return Err(nothing());
    }
    moves.sort_by_key(|m| (game.position().attack_target(*m).is_none(), m.to_string()));
    let options: Vec<SelectOption> = moves
        .iter()
        .map(|m| {
            let text = m.to_string();
            let to = m.to.to_string();
            let label = match (game.position().attack_target(*m), m.promotion) {
                (Some(target), _) => {
                    let kind = board.piece_at(target).map_or(Kind::Pawn, |p| p.kind);
                    say::option_attack(mine, &text, kind, &target.to_string())
                }
                (None, Some(kind)) => say::option_promote(mine, &text, kind),
                (None, None) => say::option_move(mine, &text, &to),
            };
            option(label, text, None)
        })
        .collect();
    let placeholder = say::placeholder(mine, "target");
    // Two menus of one message need two ids: they are numbered.
    let components = options
        .chunks(MAX_CHOICES)
        .take(2)
        .enumerate()
        .map(|(n, chunk)| {
            let click = CarnettClick::Target(from, n as u8);
            select(record, click, placeholder.clone(), chunk.to_vec())
        })
        .collect();
    Ok(Menu {
        text: say::pick_target(mine, piece.kind, &from.to_string()),
        components,
    })
}

/// The kinds in the reserve of the player to act.
fn drop_menu(mine: Tr<'_>, record: &GameRecord, game: &Game) -> ServiceResult<Menu> {
    let side = game.position().side();
    let reserve = game.position().reserve(side);
    let options: Vec<SelectOption> = Kind::ALL
        .into_iter()
        .filter(|k| *k != Kind::King && reserve[k.index()] > 0)
        .map(|k| {
            option(
                say::option_kind(mine, k, reserve[k.index()]),
                k.letter().to_string(),
                None,
            )
        })
        .collect();
    if options.is_empty() {
        return Err(ServiceError::user(say::refusal(mine, "nothing-to-drop")));
    }
    Ok(Menu {
        text: say::pick_drop_piece(mine),
        components: vec![select(
            record,
            CarnettClick::DropKind,
            say::placeholder(mine, "kind"),
            options,
        )],
    })
}

/// The kinds the player to act may exchange.
fn exchange_menu(mine: Tr<'_>, record: &GameRecord, game: &Game) -> ServiceResult<Menu> {
    let options: Vec<SelectOption> = game
        .position()
        .exchanges()
        .into_iter()
        .map(|k| option(say::option_exchange(mine, k), k.letter().to_string(), None))
        .collect();
    if options.is_empty() {
        return Err(ServiceError::user(say::refusal(
            mine,
            "nothing-to-exchange",
        )));
    }
    Ok(Menu {
        text: say::pick_exchange(mine),
        components: vec![select(
            record,
            CarnettClick::ExchangeKind,
            say::placeholder(mine, "kind"),
            options,
        )],
    })
}

/// The hand of the player to act, to discard a card from.
fn discard_menu(mine: Tr<'_>, record: &GameRecord, game: &Game, seat: usize) -> Menu {
    let hand = game.hand(color(seat));
    let options: Vec<SelectOption> = hand
        .iter()
        .map(|c| option(c.symbol(), c.to_string(), None))
        .take(MAX_CHOICES)
        .collect();
    Menu {
        text: say::pick_discard(mine),
        components: vec![select(
            record,
            CarnettClick::DiscardCard,
            say::placeholder(mine, "card"),
            options,
        )],
    }
}

/// The empty squares a piece of `kind` may be dropped on, in up to three menus of
/// ranks (a menu holds 25 options; an empty board half holds 32 squares).
pub(crate) fn drop_square_menu(
    mine: Tr<'_>,
    record: &GameRecord,
    game: &Game,
    kind: Kind,
) -> ServiceResult<Menu> {
    let drops: Vec<Square> = game
        .position()
        .drops()
        .into_iter()
        .filter(|(k, _)| *k == kind)
        .map(|(_, sq)| sq)
        .collect();
    if drops.is_empty() {
        return Err(ServiceError::user(say::refusal(mine, "nothing-to-drop")));
    }
    // Ranks 1-3, 4-5 and 6-8: at most 24 squares each.
    let bands: [(u8, u8); 3] = [(0, 2), (3, 4), (5, 7)];
    let components = bands
        .iter()
        .enumerate()
        .filter_map(|(n, (low, high))| {
            let options: Vec<SelectOption> = drops
                .iter()
                .filter(|sq| (*low..=*high).contains(&sq.rank()))
                .map(|sq| option(sq.to_string(), format!("{}@{sq}", kind.letter()), None))
                .collect();
            (!options.is_empty()).then(|| {
                select(
                    record,
                    CarnettClick::DropAt(kind, n as u8),
                    say::placeholder_ranks(mine, low + 1, high + 1),
                    options,
                )
            })
        })
        .collect();
    Ok(Menu {
        text: say::pick_drop_square(mine, kind),
        components,
    })
}
