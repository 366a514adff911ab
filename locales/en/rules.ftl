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

# /martian rules game:carnett: Carnett's game in one message (at most 2,000 characters).
rules-carnett-summary = **Carnett's Martian Chess in one minute**
    • Chess on the usual board, but without check: a king may stand attacked. Capture the other king to win.
    • Each turn the die gives you 1 to 6 actions (you may end the turn early). An action is: move a piece (each piece once a turn), discard a card and draw one, exchange one of your prisoners for one of your own pieces from their prison (it goes to your reserve), or drop a piece from your reserve on an empty square.
    • Moving onto an enemy piece starts a battle: attacker, defender, attacker, defender each play a card. The first card's suit leads and must be followed if you can; the highest card of that suit wins and the loser's piece goes to prison. Then each side draws two cards. A battle is one action; after a lost one, another piece that has not moved may attack the same piece.
    • Your 13 cards are yours alone: press **My hand** to see them; a battle asks for your card privately.
    • After 200 turns without a captured king the game is drawn; either player may offer a draw.
    • Fair deck and die: the bot shows the SHA-256 of the game's secret seed at the start and reveals the seed at the end, to check with `martian-chess verify-carnett`.
    Type `/martian move` (e2e4, N@e5, discard 7H, exchange N, end, or a card in a battle), or use the buttons under the board.
