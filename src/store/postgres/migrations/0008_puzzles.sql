-- Schema 8: puzzles (issue 31). A member's puzzle figures in a server, a puzzle's own
-- rating (across servers), the puzzles found in a server's games (listed oldest first)
-- and a server's daily puzzles, each one encoded record.
CREATE TABLE puzzle_players (
    guild   bigint NOT NULL,
    player  bigint NOT NULL,
    record  bytea  NOT NULL,
    PRIMARY KEY (guild, player)
);

CREATE TABLE puzzle_stats (
    id      text   PRIMARY KEY,
    record  bytea  NOT NULL
);

CREATE TABLE server_puzzles (
    guild     bigint NOT NULL,
    id        text   NOT NULL,
    added_ms  bigint NOT NULL,
    game      bigint NOT NULL,
    record    bytea  NOT NULL,
    PRIMARY KEY (guild, id)
);
CREATE INDEX server_puzzles_added ON server_puzzles (guild, added_ms, game, id);

CREATE TABLE guild_puzzles (
    guild   bigint PRIMARY KEY,
    record  bytea  NOT NULL
);
