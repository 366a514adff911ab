-- Schema 4: when the bot served. Each process's last heartbeat, by the shards it
-- serves ('all', or '0-3/16'), and the outages recorded from them: intervals during
-- which the servers on some shards (all when the shard columns are NULL) were not
-- served, whose time their games' clocks get back.
CREATE TABLE heartbeats (
    shards text   PRIMARY KEY,
    at_ms  bigint NOT NULL
);
CREATE TABLE outages (
    from_ms      bigint  NOT NULL,
    to_ms        bigint  NOT NULL,
    shard_first  integer,
    shard_last   integer,
    shard_total  integer,
    PRIMARY KEY (to_ms, from_ms)
);
