-- Schema 10: seasons (issue 30). A member's record in one season of one game of a
-- server (with its games played, for an import's "newer" check), written in the
-- transaction that stores a game's end; a server's seasons (the one under way, the
-- closed ones and their champions), one record with a revision.
CREATE TABLE season_players (
    guild   bigint NOT NULL,
    game    text   NOT NULL,
    season  text   NOT NULL,
    player  bigint NOT NULL,
    games   bigint NOT NULL,
    record  bytea  NOT NULL,
    PRIMARY KEY (guild, game, season, player)
);

CREATE TABLE guild_seasons (
    guild   bigint PRIMARY KEY,
    record  bytea  NOT NULL
);
