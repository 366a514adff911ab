//! The buttons of Carnett's board and the private menus they open: a piece then its
//! target, a reserve kind then a square, a kind to exchange, a card to discard, a
//! battle card (only those the follow-suit rule allows), and the presser's hand.
//! Every menu is addressed to the presser alone.

use super::say;
use crate::carnett::{Action, Card, ChessMove, Game, Kind, Square};
use crate::i18n::Tr;
use crate::model::{GameRecord, UserId};
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::messages;
use crate::service::reply::{
    ComponentAction, ComponentId, Delivery, Row, Select, SelectOption, MAX_CHOICES,
};

use super::super::answer::{Act, Clicked, Menu};
use super::super::turn::{check_current, check_turn, Pressed};
use super::clicks::CarnettClick;
use super::colors::color;
use super::typed::parse_action;

fn id(record: &GameRecord, click: CarnettClick) -> String {
    ComponentId::new(
        record.id,
        record.ply(),
        ComponentAction::Game(click.encode()),
    )
    .encode()
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

/// A button or menu of Carnett's game, made at `ply`, pressed by `user`.
pub(crate) fn click(
    mine: Tr<'_>,
    record: &GameRecord,
    game: &Game,
    (ply, user, board): Pressed<'_>,
    click: CarnettClick,
    value: &str,
) -> ServiceResult<Clicked> {
    let private = |menu: Menu, delivery: Delivery| Ok(Clicked::Menu(menu, delivery));
    // A hand can be looked at from any board, old or new.
    if click == CarnettClick::Hand {
        return private(hand(mine, record, game, user)?, Delivery::Respond);
    }
    check_current(mine, record, ply, board)?;
    check_turn(mine, record, game.to_act().map(|c| c.index()), user)?;
    let seat = record.seat_of(user).unwrap_or(0);
    // What a menu chose, taken; the answer replaces the menu. A menu's values are
    // single words (a card, a kind, a move), which the click names the action of.
    let chosen = |text: &str| -> ServiceResult<Clicked> {
        let action = parse_action(game, text)
            .ok_or_else(|| ServiceError::user(say::not_an_action(mine, text)))?;
        Ok(Clicked::Act(Act::Carnett(action), Delivery::Update))
    };
    if game.battle().is_some() && !matches!(click, CarnettClick::Card | CarnettClick::CardPlay) {
        return Err(ServiceError::user(say::refusal(mine, "battle-first")));
    }
    match click {
        CarnettClick::Hand => private(hand(mine, record, game, user)?, Delivery::Respond),
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
        CarnettClick::Exchange => private(exchange_menu(mine, record, game)?, Delivery::Respond),
        CarnettClick::Discard => private(discard_menu(mine, record, game, seat), Delivery::Respond),
        CarnettClick::End => Ok(Clicked::Act(
            Act::Carnett(Action::EndTurn),
            Delivery::Respond,
        )),
        CarnettClick::Card => private(card_menu(mine, record, game, seat), Delivery::Respond),
    }
}

/// The presser's hand, to them alone; during a battle, the cards they may play in it.
/// Another player's hand is never shown.
fn hand(mine: Tr<'_>, record: &GameRecord, game: &Game, user: UserId) -> ServiceResult<Menu> {
    let seat = record
        .seat_of(user)
        .filter(|s| record.seats[*s].computer.is_none())
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
    Ok(Menu {
        text: lines.join("\n"),
        components: Vec::new(),
    })
}

/// The cards `seat` may play in the battle under way, as a menu.
pub(crate) fn card_menu(mine: Tr<'_>, record: &GameRecord, game: &Game, seat: usize) -> Menu {
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
