-- Schema 6: finished games' analyses (`/martian analyse`), one record per game.
CREATE TABLE analyses (
    guild   bigint NOT NULL,
    game    bigint NOT NULL,
    record  bytea  NOT NULL,
    PRIMARY KEY (guild, game)
);
