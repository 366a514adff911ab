use super::*;

/// Writes sample images to /tmp for looking at (run with --ignored).
#[test]
#[ignore]
fn write_samples() {
    use martian_carnett::{Game, Seed};
    let (table, options) = sample_busy();
    std::fs::write("/tmp/carnett-busy.png", png(&table, &options)).unwrap();
    let (mut game, _) = Game::new(Seed::from_u64(2));
    let mut actions = Vec::new();
    // A game to its end by a fixed rule: the first capture, else the first action.
    while let Some(seat) = game.to_act() {
        let legal = game.legal_actions();
        let capture = legal.iter().copied().find(|a| {
            matches!(a, martian_carnett::Action::Move(mv) if game.position().attack_target(*mv).is_some())
        });
        let action = capture.unwrap_or(legal[actions.len() * 7 % legal.len()]);
        game.apply(seat, action).unwrap();
        actions.push((seat, action));
    }
    let tables = replay(game.seed(), &actions);
    let names = Options {
        names: ["alice".into(), "bob".into()],
        ..Options::default()
    };
    std::fs::write("/tmp/carnett-start.png", png(&tables[0], &names)).unwrap();
    std::fs::write("/tmp/carnett-end.png", png(tables.last().unwrap(), &names)).unwrap();
    let t = std::time::Instant::now();
    let gif = gif(&tables, &names);
    eprintln!(
        "{} frames, {} bytes, {:?}",
        tables.len(),
        gif.len(),
        t.elapsed()
    );
    std::fs::write("/tmp/carnett-replay.gif", gif).unwrap();
    let (pos, opts) = crate::samples::worst_case_quad();
    std::fs::write("/tmp/martian-quad.png", crate::png(&pos, &opts)).unwrap();
}
