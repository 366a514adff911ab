-- Schema 3: what became of a game's messages (their ids, a reminder's delivery, a
-- notice to post again, its players' languages) is a record of its own beside the
-- game, written without touching the game's row or revision. The open games' records
-- are moved out of the games by the program, in the same transaction (schema.rs).
CREATE TABLE deliveries (
    guild     bigint NOT NULL,
    game      bigint NOT NULL,
    -- a notice to post again: the ply it is about and when (NULL: none); a game's
    -- `wake_ms` counts it while the game is at that ply
    retry_ply bigint,
    retry_ms  bigint,
    record    bytea  NOT NULL,
    PRIMARY KEY (guild, game)
);
