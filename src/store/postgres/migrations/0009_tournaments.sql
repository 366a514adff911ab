-- Schema 9: tournaments (issue 30). A tournament is one encoded record with its
-- server, id and whether it is over (the ticks read those that are not); ids come from
-- their own sequence, never handed out twice.
CREATE TABLE tournaments (
    guild   bigint  NOT NULL,
    id      bigint  NOT NULL,
    over    boolean NOT NULL,
    record  bytea   NOT NULL,
    PRIMARY KEY (guild, id)
);
CREATE INDEX tournaments_active ON tournaments (guild, id) WHERE NOT over;

CREATE SEQUENCE tournament_ids;

-- A tournament's game takes no channel until it moves into a thread of its own: its
-- row's channel is NULL until then, so that the one-open-game-per-channel index
-- (games_open_channel) and the busy checks pass over it; the record keeps its channel.
ALTER TABLE games ALTER COLUMN channel DROP NOT NULL;
