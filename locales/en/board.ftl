# The words of the board image. The image fills in names and numbers itself, so the
# service passes placeholders: each message below is asked with its variables set to
# `{name}`, `{names}`... and the image replaces those (a message must keep them).

# The tag on the block of the player to move.
board-to-move-tag = to move
# The tag on a winner's block.
board-winner-tag = ★ winner
# A seat without a name; $number: 1 to 4
board-default-name = Player { $number }
# The headline while the game goes on; $name: the player to move
board-to-move = { $name } to move
# $count: moves left before the clock ends the game
board-clock = Clock: { $count ->
        [one] 1 move left
       *[other] { $count } moves left
    }
# A team's score with four players; $names: the partners joined by board-team-join
board-team-score = { $names }: { $score }
board-team-join = {" + "}
# The result; $names: the winners as a list; $count: how many
board-win = { $names } { $count ->
        [one] wins
       *[other] win
    }
# Everybody drew.
board-draw-all = Draw
# Some players share a draw; $names: who, as a list
board-draw-some = Draw: { $names }
board-emptied-own-zone = { $name } moved the last piece out of their zone.
# $by: who moved; $zone: whose zone is now empty
board-emptied-zone = { $by }'s move emptied { $zone }'s zone.
board-clock-ran-out = The clock ran out.
board-no-legal-move = { $name } had no legal move.
# Added after the reason when a tie went to whoever ended the game.
board-tie-break = Tied on points: whoever ends the game wins a tie.

## The board image's description, read by screen readers (plain text, no markdown)

# The first sentence while the game goes on; $move: the move about to be played (1 for the first)
board-alt-move = Martian Chess board, move { $move }.
board-alt-start = Martian Chess board, starting position.
board-alt-final = Martian Chess board, final position.
# $name: the player to move
board-alt-to-move = { $name } to move.
# $summary: how the game ended (play-end-…, ends with a full stop)
board-alt-over = Game over: { $summary }
# One player's points; joined as a list into board-alt-scores
board-alt-score = { $name } { $points }
board-alt-scores = Score: { $scores }.
# $name: who played it; $move: the move as the move menus label it (c3d4 pawn takes drone (+2))
board-alt-last = Last move by { $name }: { $move }.
# Before the description of a replay's last frame; $id: the game's id
board-alt-replay = Animated replay of game { $id }, one frame per move, ending on this position:
