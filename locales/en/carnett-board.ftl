# The words of the board image of Carnett's game. As in board.ftl, the image fills in
# names and squares itself: a message asked with its variables set to `{name}`,
# `{turn}`... must keep them. Counts ($count) are real numbers, one message per count.

# A side without a name.
carnett-board-white = White
carnett-board-black = Black
# The tag on the block of the side whose turn it is.
carnett-board-to-move-tag = to move
# The tag on the block of the side that must play a card in a battle.
carnett-board-to-play-tag = plays a card
# The tag on the winner's block.
carnett-board-winner-tag = ★ winner
# The headline; $name: the side that must act
carnett-board-to-move = { $name } to move
carnett-board-to-play = { $name } to play a card
# $turn: this turn's number; $max: the last turn (200)
carnett-board-turn = Turn { $turn } of { $max }
# Beside the die; $count: 0 to 6
carnett-board-actions-left = { $count ->
        [one] { $count } action left
       *[other] { $count } actions left
    }
# A hand's size (never its cards); $count: 0 to 52
carnett-board-hand = { $count ->
        [one] { $count } card in hand
       *[other] { $count } cards in hand
    }
# $count: 0 to 52
carnett-board-deck = Deck: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
# Captions of the rows: the opponent's pieces this side took, its own pieces back
# from prison (ready to drop), the top of the discard pile.
carnett-board-prison = Prison
carnett-board-reserve = Reserve
carnett-board-discarded = Discarded
# $from: the attacking piece's square; $target: the attacked piece's square
carnett-board-battle = Battle: { $from } attacks { $target }
# Before the symbol of the battle's lead suit.
carnett-board-lead = lead
# The result; $name: a side
carnett-board-wins = { $name } wins
carnett-board-draw = Draw
carnett-board-king-captured = { $name }'s king was captured.
# $max: the last turn (200)
carnett-board-turn-limit = Drawn after { $max } turns.

# The image described for screen readers, sentence by sentence.
# $turn: the turn's number
carnett-alt-board = Board of Carnett's Martian Chess, turn { $turn }.
carnett-alt-final = Board of Carnett's Martian Chess, final position.
# $name: the side to act; $colour: its colour (carnett-board-white/black); $die: 1 to 6
carnett-alt-to-move = { $name } ({ $colour }) to move: the die shows { $die }, { $count ->
        [one] { $count } action left
       *[other] { $count } actions left
    }.
carnett-alt-to-play = { $name } ({ $colour }) to play a card.
# $from, $target: squares; $cards: the cards played so far, or carnett-alt-no-cards
carnett-alt-battle = Battle: { $from } attacks { $target }; cards played: { $cards }.
carnett-alt-no-cards = none yet
# $summary: the result
carnett-alt-over = Game over: { $summary }
# $name, $colour as above; $hand, $prison, $reserve: numbers of cards and pieces
carnett-alt-side = { $name } ({ $colour }): cards in hand { $hand }, prisoners taken { $prison }, reserve { $reserve }.
# $count: cards in the deck; $card: the top discarded card
carnett-alt-deck = Cards in the deck: { $count }.
carnett-alt-discard = Top discarded card: { $card }.
# $name: who moved; $action: the move or drop, like e2e4 or N@e5
carnett-alt-last = Last action by { $name }: { $action }.
