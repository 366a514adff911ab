# Why a move is illegal (the engine's reasons), in the words of the player who tried it.
# $piece, $target, $blocker: a piece as its key, pawn, drone or queen (select on it to
# decline the word); squares ($square, $from, $to) are like c3.

# $text: what was typed (shortened)
engine-unparsable = "{ $text }" is not a move: write the square the piece stands on and the square it goes to, like c3b4 (add * to call the clock, like c3b4*).
# $outcome: how it ended (a play-end-… sentence without its full stop)
engine-game-over = The game is already over ({ $outcome }), so no more moves can be played.
# $name: the player to move
engine-not-your-turn = It is { $name }'s turn, not yours: wait until they have moved.
# $extent: engine-extent
engine-off-board = There is no square { $square } on this board: it has { $extent }.
# $last-file: the last file's letter (d or h); $ranks: how many ranks
engine-extent = files a–{ $last-file } and ranks 1–{ $ranks }
engine-same-square = A move has to go somewhere: { $square } to { $square } would leave the piece where it is.
engine-empty-square = There is no piece on { $square }: start the move from a square with one of your pieces on it.
# $owner: whose zone the piece stands in; $owner-zone, $your-zone: the zones' squares (a5–d8)
engine-not-your-piece = The { $piece } on { $square } stands in { $owner }'s zone ({ $owner-zone }), so it is theirs: you can move only the pieces in your own zone ({ $your-zone }).
engine-clock-off = The clock is switched off in this game, so it can't be called.
engine-clock-automatic = This game's clock runs by itself (27 moves without a capture end the game), so it can't be called.
# $count: moves left
engine-clock-already-running = The clock is already running ({ $count } { $count ->
        [one] move
       *[other] moves
    } left), so it can't be called again.
# How each piece moves in the classic rules, then why this move is not one of them.
engine-wrong-geometry-classic = { $piece ->
        [pawn] A pawn moves exactly one square diagonally
        [drone] A drone moves one or two squares in a straight line (forwards, backwards or sideways), never diagonally
       *[queen] A queen moves any number of squares in a straight line or along a diagonal
    }, so the { $piece } on { $from } can't go to { $to }.
engine-wrong-geometry-leaping = { $piece ->
        [pawn] In the leaping rules a pawn moves exactly one square in any direction
        [drone] In the leaping rules a drone jumps exactly two squares in a straight line or along a diagonal
       *[queen] A queen moves any number of squares in a straight line or along a diagonal
    }, so the { $piece } on { $from } can't go to { $to }.
# $blocker: the piece in the way, on $blocker-square
engine-path-blocked = The { $piece } on { $from } can't get to { $to }: the { $blocker } on { $blocker-square } is in the way, and a { $piece } can't jump.
# $gap: a square on the way that is not on the board (a house layout's missing zone)
engine-path-off-board = The { $piece } on { $from } can't get to { $to }: { $gap } on the way is not on the board, and no piece crosses a gap in the board.
# One's own $target stands on $to, and $piece can't merge with it, because...
engine-merge-already-have-drone = Your own { $target } stands on { $to }, and you already have a drone, so two pawns can't merge into another one.
engine-merge-already-have-queen = Your own { $target } stands on { $to }, and you already have a queen, so a pawn and a drone can't merge into another one.
engine-merge-pair = Your own { $target } stands on { $to }, and a { $piece } can't merge with a { $target }: only pawn + pawn (making a drone) and pawn + drone (making a queen) merge.
engine-merge-leaping = Your own { $target } stands on { $to }, and pieces never merge in the leaping rules.
# The piece came from $to to $from across the canal on the last move; $capture: yes when that move captured
engine-no-rejection = That { $piece } just crossed the canal from { $to } to { $from }{ $capture ->
        [yes] {" "}(by capturing)
       *[no] {""}
    }; it can't be sent straight back this turn.
