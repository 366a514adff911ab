//! Timings of repeated operations, in milliseconds, and their percentiles.

use std::time::Instant;

/// The value at fraction `p` of `sorted` (nearest rank); 0 when empty.
pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// Durations of one operation, in milliseconds.
#[derive(Clone, Debug, Default)]
pub struct Samples(Vec<f64>);

impl Samples {
    /// Runs `f` and keeps how long it took.
    pub fn time<T>(&mut self, f: impl FnOnce() -> T) -> T {
        let began = Instant::now();
        let result = f();
        self.0.push(began.elapsed().as_secs_f64() * 1000.0);
        result
    }

    pub fn push(&mut self, ms: f64) {
        self.0.push(ms);
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    fn sorted(&self) -> Vec<f64> {
        let mut sorted = self.0.clone();
        sorted.sort_by(f64::total_cmp);
        sorted
    }

    pub fn median(&self) -> f64 {
        percentile(&self.sorted(), 0.5)
    }

    pub fn p99(&self) -> f64 {
        percentile(&self.sorted(), 0.99)
    }

    /// In the order they were taken.
    pub fn all(&self) -> &[f64] {
        &self.0
    }

    pub fn max(&self) -> f64 {
        self.0.iter().copied().fold(0.0, f64::max)
    }
}
