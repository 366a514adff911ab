# Carnett's Martian Chess (the game `carnett`): its actions, battles, hands and the
# fairness of its deck and die.
# $piece, $target, $attacker: a piece as its key (pawn, knight, bishop, rook, queen,
# king; select on it to decline the word). $card, $cards: cards as shown (7♥, K♣ 10♠).

carnett-game-name = Carnett's Martian Chess
# What a challenge to it says the game is.
carnett-description = chess with a die and cards
# A game's thread; $players: "alice vs bob"
carnett-thread-name = { $players } · Carnett's Martian Chess
carnett-piece = { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    }

## What happened (public lines above the board)

# $name: who acted; $action: the action as typed (e2e4, e7e8q, e1g1)
carnett-moved = { $name } played { $action } ({ $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    }).
# $name: the attacker; $from, $square: squares; $defender: the defending player
carnett-attacks = { $name } attacks { $defender }'s { $target ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } on { $square } with the { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } from { $from }: a battle.
# $name: who played the card
carnett-card-played = { $name } plays { $card }.
# $winner, $loser: players; $cards: the four cards in the order played
carnett-battle-won = { $winner } wins the battle ({ $cards }): { $loser }'s { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } goes to { $winner }'s prison.
carnett-promoted = The pawn becomes a { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    }.
carnett-discarded = { $name } discards { $card } and draws a card.
carnett-exchanged = { $name } exchanges a { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    }: the prisoner goes back, and their own { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } comes out of prison into their reserve.
carnett-dropped = { $name } drops a { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } on { $square }.
carnett-ended-turn = { $name } ends the turn.
# $value: the die
carnett-rolled = { $name } rolls { $value }: { $value } { $value ->
        [one] action
       *[other] actions
    } this turn.
carnett-reshuffled = The deck ran out: the discard pile was shuffled and became the deck.

## Whose action it is (the board message and its ping)

# $who: a mention; $left: actions left; $die: the die
carnett-your-turn = { $who }, your turn: { $left } { $left ->
        [one] action
       *[other] actions
    } left (the die showed { $die }).
carnett-lead = { $who }, lead the battle: play a card; its suit leads (press Play a card).
# $square: where the defending piece stands
carnett-defend = { $who }, defend your { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } on { $square }: play a card (press Play a card).
carnett-next-card = { $who }, play your second card in the battle (press Play a card).
carnett-computer-to-act = The computer is thinking…
# The short ping after the board ($who: a mention)
carnett-ping-turn = { $who }, your turn.
carnett-ping-battle = { $who }, a battle: your card.

## Fairness (CARNETT.md section 6)

# $hash: the SHA-256 of the seed
carnett-seed-hash = Fair deck and die: everything follows from a secret seed whose SHA-256 is `{ $hash }`; it is revealed when the game ends.
# $seed: the seed; $file: the attached record's file name
carnett-seed-reveal = The seed was `{ $seed }`. To check every deal, draw and roll, save the attached record and run `martian-chess verify-carnett { $seed } { $hash } { $file }`.
# A player's /martian abort once the cards are dealt; the resignation's question follows it.
carnett-leaving-resigns = In Carnett's game the cards are already dealt: leaving now counts as resigning, and you lose the game.

## How a game ended

carnett-end-king = { $winner } captured { $loser }'s king: { $winner } wins.
carnett-end-turn-limit = 200 turns without a king captured: the game is drawn.

## Private answers

# $action: as typed
# What the player who acted reads: $kind says which action (move, drop, discard,
# exchange, play: a battle card); $what is its object as written (c3d4, N@e4, 8♠, N)
carnett-you-acted-as = { $kind ->
        [discard] You played discard { $what }.
        [exchange] You played exchange { $what }.
       *[other] You played { $what }.
    }
carnett-you-drew = You drew { $cards }.
# $count: cards in the hand
carnett-your-hand = Your hand ({ $count } { $count ->
        [one] card
       *[other] cards
    }): { $cards }
carnett-hand-allowed = In this battle you may play: { $cards }
carnett-hand-not-a-player = Only the players of this game have hands.
carnett-hand-empty = (no cards)
carnett-lead-a-card = Lead the battle: play any card; its suit leads.
# $suit: the lead suit's symbol
carnett-follow-suit = Play a card: follow { $suit } if you can.
carnett-any-card = You have no { $suit }: play any card.
carnett-pick-piece = Which piece moves? ({ $count } can.)
carnett-pick-target = Where does the { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } on { $square } go?
carnett-pick-drop-piece = Which piece from your reserve do you drop?
carnett-pick-drop-square = Where do you drop the { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    }?
carnett-pick-exchange = Which kind do you exchange (a prisoner back for one of your own from their prison)?
carnett-pick-discard = Which card do you discard? You draw one after it.
carnett-turn-ended = You ended your turn.

## Menus and buttons

carnett-button-move = Move
carnett-button-drop = Drop
carnett-button-exchange = Exchange
carnett-button-discard = Discard
carnett-button-end = End turn
carnett-button-hand = My hand
carnett-button-card = Play a card
carnett-placeholder-piece = Choose a piece
carnett-placeholder-target = Choose where it goes
carnett-placeholder-kind = Choose a kind
# $from, $to: ranks
carnett-placeholder-ranks = Squares on ranks { $from }–{ $to }
carnett-placeholder-card = Choose a card
# $square: where the piece stands
carnett-option-piece = { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } on { $square }
# $count: how many moves it has
carnett-option-moves = { $count } { $count ->
        [one] move
       *[other] moves
    }
# $action: the move (e2e4); $square: where it goes
carnett-option-move = { $action }: to { $square }
carnett-option-attack = { $action }: attack the { $target ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } on { $square }
carnett-option-promote = { $action }: becomes a { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    }
carnett-option-kind = { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } ({ $count } in reserve)
carnett-option-exchange = { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    }
carnett-option-card = { $card }

## Refusals

carnett-nothing-to-drop = Your reserve is empty: nothing to drop. Exchange a prisoner first.
carnett-nothing-to-exchange = Nothing to exchange: you need a prisoner of a kind the other player holds of yours in prison.
carnett-nothing-moves = None of your pieces can move now (a piece moves once a turn).
carnett-battle-first = A battle is under way: play a card first (press Play a card, or type the card, like 7H).
carnett-no-battle = There is no battle to play a card in.
# $text: what was typed
carnett-not-an-action = “{ $text }” is not an action: type a move like e2e4 (e7e8q to promote), a drop like N@e5, discard 7H, exchange N or end; in a battle, a card like 7H.
carnett-only-one-opponent = Carnett's Martian Chess is for two players: name one opponent (or none for an open challenge).
carnett-no-board-options = Layout, ruleset and clock are options of the Looney Pyramids game only: leave them out for Carnett's.
# $level: what was asked; $levels: the levels there are
carnett-unknown-level = “{ $level }” is not a level of the computer in Carnett's game: choose { $levels }.
carnett-no-seed = I could not draw a random seed for the deck and the die; try again in a moment.
# $count: how many actions
carnett-actions-header = Your { $count } possible { $count ->
        [one] action
       *[other] actions
    } now:
carnett-actions-in-battle = Your cards for this battle: { $cards }
carnett-actions-tip = Type one with `/martian move`, or use the buttons on the board.
# What an action is called in the list of actions and in a game's record; players may type these words too.
carnett-word-discard = discard
carnett-word-exchange = exchange
carnett-word-end = end
carnett-word-play = play

## Illegal actions (the rules' reasons)

carnett-illegal-game-over = The game is over.
carnett-illegal-not-your-turn = It's { $name }'s turn to act, not yours.
carnett-illegal-battle-underway = A battle is under way: play a card first.
carnett-illegal-no-battle = There is no battle to play a card in.
carnett-illegal-card-not-in-hand = { $card } is not in your hand; press My hand to see it.
carnett-illegal-must-follow = You hold { $suit }: follow the lead suit instead of playing { $card }.
carnett-illegal-empty-square = There is no piece on { $square }.
carnett-illegal-not-your-piece = The piece on { $square } is not yours.
carnett-illegal-already-moved = The piece on { $square } has moved this turn already; each piece moves once a turn.
carnett-illegal-not-a-move = The piece on { $from } can't go to { $to }: it doesn't move that way, or something is in the way.
carnett-illegal-bad-promotion = A pawn promotes only on the last rank, to q, r, b or n (e7e8q).
carnett-illegal-not-in-reserve = You have no { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } in your reserve.
carnett-illegal-square-occupied = { $square } is taken: drop on an empty square.
carnett-illegal-pawn-edge = Pawns are not dropped on the first or the last rank ({ $square }).
carnett-illegal-king-exchange = Kings are never exchanged.
carnett-illegal-no-prisoner = You hold no { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } prisoner to give back.
carnett-illegal-none-in-prison = The other player's prison holds none of your { $piece ->
        [pawn] pawns
        [knight] knights
        [bishop] bishops
        [rook] rooks
        [queen] queens
       *[king] kings
    }.
