//! Carnett's game through the real bot and the fake Discord.

mod fake_discord;
