## Draws by agreement (both games).

# The end of a game drawn by agreement; $names: the players, as a list.
draw-agreed-summary = { $names } agreed to a draw.

# /martian draw (its name and description, as the other subcommands in commands.ftl).
cmd-draw = Offer a draw in this channel's game, or accept the draw another player offered.
    .name = draw

# The button under a live board.
draw-button = Draw
# The buttons under a draw offer.
draw-button-accept = Accept draw
draw-button-decline = Decline

# In the game's channel. $name: who offers; $names: mentions of those who must accept, as a list; $count: how many they are.
draw-offered = { $name } offers a draw. { $names }: { $count ->
        [one] accept with the button or `/martian draw`, or decline it.
       *[other] every one of you must accept (with the button or `/martian draw`) for the game to be drawn; one Decline ends the offer.
    } The offer lapses with the next move.
draw-you-offered = You offered a draw. It stands until the next move or until someone declines it.
# $names: who has yet to accept, as a list; $count: how many.
draw-offer-stands = Your draw offer already stands: waiting for { $names }. It lapses with the next move; to take it back, press Decline under it.
draw-already-accepted = You have already accepted this draw: waiting for { $names }.
# Public, with three or more players. $name: who accepted; $names: who has yet to, as a list.
draw-accepted-so-far = { $name } accepts the draw. Still waiting for { $names }.
draw-you-accepted-waiting = You accepted the draw. It is agreed once { $names } { $count ->
        [one] accepts
       *[other] accept
    } too.
# On the board that shows the game drawn. $name: who accepted last.
draw-accepted = { $name } accepted the draw.
draw-you-accepted = You accepted the draw: the game is drawn.
# Public. $name: who declined; $offered-by: who offered.
draw-declined = { $name } declined { $offered-by }'s draw offer. The game goes on.
draw-you-declined = You declined the draw offer. The game goes on.
draw-withdrawn = { $name } took back the draw offer. The game goes on.
draw-you-withdrew = You took back your draw offer. The game goes on.
draw-computer-plays-on = The computer plays on: it never agrees to a draw. Play the game out, or resign with `/martian resign`.
draw-not-a-player = Only the players of this game can offer, accept or decline a draw in it.
draw-lapsed = That draw offer has lapsed: a move was made since, or the offer was declined or accepted. To offer a draw now, use `/martian draw` or the Draw button under the board.
