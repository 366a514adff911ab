# /martian rules: the whole game in one message (Discord takes at most 2,000 characters).
# A line that starts with * must not begin a continuation line: the title stays on the first line.
rules-summary = **Martian Chess in one minute**
    • You own every piece standing in your zone (your half of the board, or your corner with four players); a piece that crosses into another zone becomes that player's.
    • Pawn (1 pip): one square diagonally. Drone (2): one or two squares in a straight line. Queen (3): any distance in any straight line or diagonal. Nothing jumps.
    • Move onto a piece in someone else's zone to capture it and score its pips. Onto your own piece only to merge: pawn + pawn = drone (if you have none), pawn + drone = queen (if you have none).
    • With two players, a piece that just crossed the canal can't be sent straight back on the next move.
    • Players: name 1 to 5 opponents. 2 play a duel (or `layout:halves`, the 8x8 board in halves), 4 the quad board; 3, 5 and 6 players play house layouts of ours (tri, penta, hexa), not from published rules.
    • The game ends the moment a zone is empty; most points wins, and a tie goes to whoever ended the game.
    • Add `clock:true` to a move to call the clock: after 7 more moves without a capture the game ends.
    Type `/martian move` and pick from the list, or press **Move** under the board.
