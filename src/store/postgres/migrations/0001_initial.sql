-- Schema 1: the records as the sled store keeps them (encoded model records in
-- `record`), with the columns the lists and the ticks read beside them, so that every
-- list is an SQL index. Ids are u64 stored bit for bit in bigint (Discord's snowflakes
-- and the store's game ids are far below 2^63).

-- A game is its server's and its id's: the directories of a sharded sled deployment
-- number their games independently, and `migrate` brings them together unrenumbered.
CREATE TABLE games (
    guild     bigint  NOT NULL,
    id        bigint  NOT NULL,
    channel   bigint  NOT NULL,
    revision  bigint  NOT NULL,
    -- invited or active: the game holds its channel
    open      boolean NOT NULL,
    -- finished with a result: it enters its players' histories
    finished  boolean NOT NULL,
    ended_ms  bigint  NOT NULL,
    -- when its reminder, deadline or notice falls due (only while open)
    wake_ms   bigint,
    record    bytea   NOT NULL,
    PRIMARY KEY (guild, id)
);
-- One open game per channel, enforced by the database.
CREATE UNIQUE INDEX games_open_channel ON games (guild, channel) WHERE open;
-- The wake index of the ticks.
CREATE INDEX games_wake ON games (wake_ms, id) WHERE wake_ms IS NOT NULL;
-- A server's open games (oldest first) and its archive (latest first).
CREATE INDEX games_open ON games (guild, id) WHERE open;
CREATE INDEX games_archive ON games (guild, ended_ms, id) WHERE NOT open;
CREATE SEQUENCE game_ids;

-- Who sits at which game: a player's open games and history.
CREATE TABLE seats (
    guild     bigint  NOT NULL,
    player    bigint  NOT NULL,
    game      bigint  NOT NULL,
    open      boolean NOT NULL,
    finished  boolean NOT NULL,
    ended_ms  bigint  NOT NULL,
    PRIMARY KEY (guild, player, game)
);
CREATE INDEX seats_open ON seats (guild, player, game) WHERE open;
CREATE INDEX seats_history ON seats (guild, player, ended_ms, game) WHERE finished;

-- Ratings, with the leaderboard's order (`Standing`) as columns; the lower-case name
-- as UTF-8 bytes, so that it sorts as Rust compares strings, whatever the collation.
CREATE TABLE players (
    guild     bigint  NOT NULL,
    player    bigint  NOT NULL,
    points    bigint  NOT NULL,
    games     bigint  NOT NULL,
    name_key  bytea   NOT NULL,
    record    bytea   NOT NULL,
    PRIMARY KEY (guild, player)
);
CREATE INDEX players_ranking ON players (guild, points DESC, games DESC, name_key, player);

CREATE TABLE settings (
    guild   bigint PRIMARY KEY,
    record  bytea  NOT NULL
);

CREATE TABLE dms_closed (
    guild   bigint NOT NULL,
    player  bigint NOT NULL,
    PRIMARY KEY (guild, player)
);
