## Draws by agreement (both games).

# The end of a game drawn by agreement; $names: the players, as a list.
draw-agreed-summary = { $names } agreed to a draw.
