//! The play sentences (see `../../../locales/<code>/play.ftl`).
