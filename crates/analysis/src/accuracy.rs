//! A move's accuracy and its label, from the winning chance it gave away.

/// What a move that gave away chance is called, by how much (in percentage points of
/// the mover's winning chance): 5 an inaccuracy, 10 a mistake, 15 a blunder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Label {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Label {
    /// The label of a move that lowered its mover's chance by `drop` percentage points
    /// (`None`: a good move).
    pub fn of(drop: f64) -> Option<Label> {
        if drop >= 15.0 {
            Some(Label::Blunder)
        } else if drop >= 10.0 {
            Some(Label::Mistake)
        } else if drop >= 5.0 {
            Some(Label::Inaccuracy)
        } else {
            None
        }
    }
}

/// A move's accuracy, 0 to 100, from its mover's winning chance before and after it
/// (in percent): lichess's curve, `103.1668 · e^(−0.04354 · drop) − 3.1669` for a drop
/// in percentage points, clamped; a move that kept or raised the chance is 100.
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let drop = before - after;
    (103.1668 * (-0.04354 * drop).exp() - 3.1669).clamp(0.0, 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accuracy_falls_with_the_drop_and_stays_in_range() {
        assert_eq!(move_accuracy(50.0, 50.0), 100.0);
        assert_eq!(move_accuracy(40.0, 60.0), 100.0);
        let mut last = 100.0;
        for drop in 1..=100 {
            let a = move_accuracy(100.0, 100.0 - f64::from(drop));
            // Falling, until it reaches 0 (a drop of about 82 points).
            assert!(
                (a < last || a == 0.0) && (0.0..=100.0).contains(&a),
                "{drop}: {a}"
            );
            last = a;
        }
        // Values of the formula itself: a 10-point drop is about 63.
        let ten = move_accuracy(60.0, 50.0);
        assert!((ten - (103.1668 * (-0.4354f64).exp() - 3.1669)).abs() < 1e-9);
        assert!((62.0..64.0).contains(&ten), "{ten}");
        assert_eq!(move_accuracy(100.0, 0.0), 0.0);
    }

    #[test]
    fn labels_start_at_5_10_and_15_points() {
        assert_eq!(Label::of(4.99), None);
        assert_eq!(Label::of(5.0), Some(Label::Inaccuracy));
        assert_eq!(Label::of(9.99), Some(Label::Inaccuracy));
        assert_eq!(Label::of(10.0), Some(Label::Mistake));
        assert_eq!(Label::of(15.0), Some(Label::Blunder));
        assert_eq!(Label::of(-3.0), None);
    }
}
