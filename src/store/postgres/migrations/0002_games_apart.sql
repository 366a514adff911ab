-- Schema 2: each game (`martian`, the Looney Pyramids one, and `carnett`) keeps its
-- own ratings, leaderboard and histories. Every row written before names no game and
-- is a martian one: the columns default to it.

-- A member has one rating record per game of a server.
ALTER TABLE players ADD COLUMN game text NOT NULL DEFAULT 'martian';
ALTER TABLE players DROP CONSTRAINT players_pkey;
ALTER TABLE players ADD PRIMARY KEY (guild, game, player);
DROP INDEX players_ranking;
CREATE INDEX players_ranking
    ON players (guild, game, points DESC, games DESC, name_key, player);

-- A seat's game kind (`seats.game` is the game's id), for the histories of one game.
ALTER TABLE seats ADD COLUMN kind text NOT NULL DEFAULT 'martian';
DROP INDEX seats_history;
CREATE INDEX seats_history ON seats (guild, player, kind, ended_ms, game) WHERE finished;
