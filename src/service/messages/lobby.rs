//! The lobby sentences (see `../../../locales/<code>/lobby.ftl`).
