-- Schema 5: members' own settings in a server (`/martian me`): their time zone, quiet
-- hours and vacations, as one record.
CREATE TABLE members (
    guild   bigint NOT NULL,
    player  bigint NOT NULL,
    record  bytea  NOT NULL,
    PRIMARY KEY (guild, player)
);
