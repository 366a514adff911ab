//! Only the benchmarks (`perft.rs`, `ai.rs`, `render.rs`) live in this package.
