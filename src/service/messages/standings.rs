//! The standings sentences (see `../../../locales/<code>/standings.ftl`).
