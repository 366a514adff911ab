//! PNG encoding: the board is already in palette indices, so it is written as an
//! 8-bit indexed PNG with the `png` crate: a third of the bytes of RGB to filter and
//! compress. Measured (`compare_settings` below, start positions): fdeflate with the
//! `Up` filter gives 28 KB for a duel board in 0.3 ms and 48 KB for a quad in 0.5 ms;
//! zlib level 1 with `Up` 19 KB / 29 KB but takes three times as long; the adaptive
//! filter costs 1 ms more for little; fdeflate without a filter finds almost nothing
//! (192 KB), as it is tuned for the zero runs that filters leave. So: fdeflate with
//! `Up`, and zlib level 1 in the rare case that comes out above [`SIZE_GOAL`].

use png::{BitDepth, ColorType, DeflateCompression, Encoder, Filter};

use super::palette::PALETTE;
use super::raster::Canvas;

/// The canvas as PNG bytes. Encoding into memory cannot fail for an image of valid
/// size; should it ever, the result is empty rather than a panic.
pub fn encode(canvas: &Canvas) -> Vec<u8> {
    let fast = encode_with(canvas, DeflateCompression::FdeflateUltraFast, Filter::Up);
    match fast {
        Ok(bytes) if bytes.len() <= SIZE_GOAL => bytes,
        _ => encode_with(canvas, DeflateCompression::Level(1), Filter::Up).unwrap_or_default(),
    }
}

/// Above this many bytes, the fast encoding is redone with zlib (boards must stay at or
/// under 60 KB).
pub const SIZE_GOAL: usize = 56_000;

pub fn encode_with(
    canvas: &Canvas,
    compression: DeflateCompression,
    filter: Filter,
) -> Result<Vec<u8>, png::EncodingError> {
    let mut bytes = Vec::with_capacity(48 * 1024);
    let mut encoder = Encoder::new(&mut bytes, canvas.width(), canvas.height());
    encoder.set_color(ColorType::Indexed);
    encoder.set_depth(BitDepth::Eight);
    encoder.set_palette(PALETTE.bytes());
    encoder.set_deflate_compression(compression);
    encoder.set_filter(filter);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(canvas.pixels())?;
    writer.finish()?;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::Options;
    use crate::scene;
    use martian_engine::Position;

    /// Prints size and time of each encoder setting (run with --ignored --nocapture).
    #[test]
    #[ignore]
    fn compare_settings() {
        let fens = [
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic",
            "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP2PPD/QDP2PDQ/QQD2DQQ 1 0,0,0,0 - - classic",
        ];
        for fen in fens {
            let pos: Position = fen.parse().unwrap();
            let c = scene::draw(&pos, &Options::default(), false);
            for comp in [
                DeflateCompression::FdeflateUltraFast,
                DeflateCompression::Level(1),
                DeflateCompression::Level(2),
                DeflateCompression::Level(3),
            ] {
                for filter in [Filter::NoFilter, Filter::Up] {
                    let t = std::time::Instant::now();
                    let mut n = 0;
                    for _ in 0..20 {
                        n = encode_with(&c, comp, filter).unwrap().len();
                    }
                    println!(
                        "{}x{} {comp:?} {filter:?}: {n} B, {:?}",
                        c.width(),
                        c.height(),
                        t.elapsed() / 20
                    );
                }
            }
        }
    }
}
