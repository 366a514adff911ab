# /martian puzzle: the puzzle trainer. A puzzle is a position from a real game where
# one move is clearly best; the solver finds it (and up to two more after the
# opponent's replies).

puzzle-opponent = Opponent
# The puzzle's board for screen readers.
puzzle-board-alt = Puzzle board. Your points: { $mine }; your opponent's: { $theirs }.
puzzle-board-alt-last = Last move: { $move }.
puzzle-board-alt-answer = The answer, drawn as an arrow: { $move }.
# $layout the board (duel, halves); $moves the solver's moves to find; $stake what is at stake.
puzzle-intro = **Puzzle { $id }** · rating { $rating } · { $layout } · { $moves ->
    [one] one move to find
   *[other] { $moves } moves to find
}. { $stake }
puzzle-stake-points = Win { $points ->
    [one] 1 point
   *[other] { $points } points
}.
puzzle-stake-best = Find the best move.
puzzle-your-move = Your move: pick a piece below, or type it with `/martian puzzle move`.
# $move the solver's move with what it does; $reply the opponent's answer.
puzzle-right = ✅ { $move } is right. Your opponent answers { $reply }.
puzzle-solved = ✅ { $move }: solved! { $change } Puzzles solved in a row: { $streak }.
puzzle-wrong = ❌ { $move } is not the answer: { $answer } was (the arrow on the board). { $change }
# $delta with its sign: +62, −12.
puzzle-rating-change = Puzzle rating: { $before } → { $after } ({ $delta }).
puzzle-abandoned = Your previous puzzle was left half-solved, so it counts as failed. { $change }
puzzle-none-found = No puzzle matches what you asked for. Try another rating range, theme or board, or leave them out.
puzzle-none-under-way = You have no puzzle under way. Start one with `/martian puzzle solve`.
puzzle-stale = This menu belongs to an earlier step of your puzzle: use the newest message of your puzzle.
puzzle-gone = That puzzle is no longer available. Start another with `/martian puzzle solve`.
puzzle-bad-rating = “{ $text }” is not a rating range: write two ratings such as 1200-1600, or one such as 1500.
puzzle-bad-theme = “{ $text }” is not a puzzle theme: pick one from the list.
puzzle-bad-layout = “{ $text }” is not a puzzle board: choose duel or halves.
# On /martian profile.
puzzle-profile-line = Puzzles: rating { $rating }, { $solved } solved, { $streak } in a row (best { $best }).
puzzle-no-daily = This server has no daily puzzle today. A manager can set one up with `/martian-settings puzzle_channel:`; meanwhile `/martian puzzle solve` gives you a puzzle.
# /martian-settings: the daily puzzle's line. $hour 0 to 23, in the server's time zone.
puzzle-settings-daily = • Daily puzzle: in { $channel } at { $hour }:00.
puzzle-settings-no-daily = • Daily puzzle: off (`puzzle_channel:` turns it on).
puzzle-daily-needs-channel = The daily puzzle needs a channel: give `puzzle_channel:` too.
puzzle-daily-over = That daily puzzle is over: `/martian puzzle daily` opens today's.
puzzle-daily-solved-already = You have solved today's puzzle already. A new one comes tomorrow; meanwhile `/martian puzzle solve` gives you another.
puzzle-daily-tried-already = You have tried this puzzle already. Tomorrow's post gives its solution; meanwhile `/martian puzzle solve` gives you another.
# $day written out; $intro the puzzle's first lines.
puzzle-daily-post = 🧩 **Daily puzzle, { $day }**
    { $intro }
    Press Solve to try it: only you see your moves.
puzzle-solver = Solver
puzzle-solve-button = Solve
# $line the solution, move by move, the opponent's replies in brackets; $solved who solved it.
puzzle-daily-solution = **Solution of the daily puzzle of { $day }:** { $line }
    { $solved }
puzzle-daily-first = First solved by { $first } ({ $count ->
    [one] the only solver
   *[other] { $count } solvers
}).
puzzle-daily-nobody = Nobody solved it.
