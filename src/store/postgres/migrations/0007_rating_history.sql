-- Schema 7: the players' rating histories, a point per player and rated game, written
-- with the game's end; read a player's history in one game at a time, newest first.
CREATE TABLE rating_points (
    guild     bigint NOT NULL,
    kind      text   NOT NULL,
    player    bigint NOT NULL,
    ended_ms  bigint NOT NULL,
    game      bigint NOT NULL,
    record    bytea  NOT NULL,
    PRIMARY KEY (guild, kind, player, ended_ms, game)
);
-- The points of one game (an analysis sets its seats' accuracy).
CREATE INDEX rating_points_game ON rating_points (guild, game);

-- Set once the history holds the games ended before it was kept (the service's
-- backfill at the first open); one row at most.
CREATE TABLE rating_history_backfilled (
    done   boolean     PRIMARY KEY CHECK (done),
    at     timestamptz NOT NULL DEFAULT now()
);
