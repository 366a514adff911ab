//! The Discord adapter's tests: the real bot (serenity and poise) against a fake Discord
//! on loopback, each request checked against Discord's OpenAPI spec. One test binary
//! for all of them, so that the fake is compiled and linked once rather than once per
//! file (a cold CI run pays for every test binary).

mod fake_discord;

mod context_menu;
mod discord_carnett;
mod discord_draw;
mod discord_e2e;
mod discord_i18n_e2e;
mod discord_lists;
mod discord_me;
mod discord_puzzles;
mod discord_rules;
mod discord_threads;
mod discord_tournaments;
mod discord_visibility;
mod fake_discord_threads;
mod gateway_pause;
mod reshard;
