//! Colours and sizes in one place, so the look can be tuned without touching drawing code.

use std::ops::Index;

/// A colour, 8 bits a channel: red, green, blue.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rgb(pub [u8; 3]);

impl Index<usize> for Rgb {
    type Output = u8;

    fn index(&self, channel: usize) -> &u8 {
        &self.0[channel]
    }
}

/// Side of one board square, in pixels. Large enough that a pawn's pip stays visible
/// when Discord shrinks the image to a third on a phone.
pub const SQUARE: u32 = 64;
/// Width of a canal: a gap between zones, so it never hides part of a square.
pub const CANAL: u32 = 8;
/// Room left of the board for rank labels and below it for file labels.
pub const LABEL_MARGIN: u32 = 28;
/// Outer margin on the other sides.
pub const MARGIN: u32 = 14;
/// Gap between the board and the panel.
pub const GAP: u32 = 18;
/// Width of the players' panel beside the board.
pub const PANEL_WIDTH: u32 = 300;
/// Boards wider than this many files get their panel below instead of beside them
/// (a 12-wide board with a panel beside it would be too wide for a phone).
pub const PANEL_BESIDE_MAX_FILES: u8 = 8;
/// Frame drawn around the board.
pub const FRAME: u32 = 3;

/// Text sizes, in pixels.
pub const LABEL_SIZE: f32 = 18.0;
pub const NAME_SIZE: f32 = 23.0;
pub const SCORE_SIZE: f32 = 30.0;
pub const SMALL_SIZE: f32 = 16.0;
pub const STATUS_SIZE: f32 = 20.0;
pub const HEADLINE_SIZE: f32 = 25.0;

/// Canvas and panel: dark, like Discord's own dark theme, so the light board stands out.
pub const BACKGROUND: Rgb = Rgb([0x26, 0x28, 0x30]);
pub const BLOCK: Rgb = Rgb([0x33, 0x36, 0x40]);
pub const TEXT: Rgb = Rgb([0xee, 0xef, 0xf3]);
pub const DIM_TEXT: Rgb = Rgb([0xa4, 0xa8, 0xb6]);
pub const LABEL: Rgb = Rgb([0xb8, 0xbc, 0xc8]);
/// Border and caption of the player to move.
pub const TURN: Rgb = Rgb([0x8f, 0xd3, 0xff]);
/// Border, star and headline of the winners.
pub const WINNER: Rgb = Rgb([0xf4, 0xc4, 0x4e]);
pub const FRAME_COLOUR: Rgb = Rgb([0x15, 0x16, 0x1b]);
/// The canal: deep water blue with a lighter line in its middle.
pub const CANAL_WATER: Rgb = Rgb([0x1f, 0x5f, 0x9e]);
pub const CANAL_SHINE: Rgb = Rgb([0x7d, 0xc0, 0xf0]);

/// Zone tints by seat (light square, dark square): warm sand for player 1, cool blue
/// for player 2, then sage green and lilac for the quad's other seats, rose and teal
/// for the fifth and sixth of the 12-wide boards. Light enough that the dark pyramids
/// contrast with every one of them.
pub const ZONE_TINTS: [[Rgb; 2]; 6] = [
    [Rgb([0xf6, 0xdc, 0xb4]), Rgb([0xe9, 0xc3, 0x8f])],
    [Rgb([0xcf, 0xe0, 0xf2]), Rgb([0xad, 0xc8, 0xe6])],
    [Rgb([0xd4, 0xe8, 0xc6]), Rgb([0xb5, 0xd4, 0xa3])],
    [Rgb([0xe6, 0xd4, 0xee]), Rgb([0xce, 0xb5, 0xdd])],
    [Rgb([0xf6, 0xd2, 0xd6]), Rgb([0xea, 0xb3, 0xba])],
    [Rgb([0xc9, 0xeb, 0xe6]), Rgb([0xa5, 0xd8, 0xd1])],
];
/// A zone's tint as the panel's swatch shows it: stronger than the squares.
pub const ZONE_SWATCHES: [Rgb; 6] = [
    Rgb([0xe8, 0xa9, 0x5c]),
    Rgb([0x6f, 0xa3, 0xdc]),
    Rgb([0x86, 0xc0, 0x6a]),
    Rgb([0xb3, 0x8a, 0xcf]),
    Rgb([0xe0, 0x7a, 0x88]),
    Rgb([0x4c, 0xb5, 0xa6]),
];
/// Where a house layout has no zone: the canvas colour, hatched, so that the hole
/// reads as "no board here" rather than as an empty zone.
pub const HOLE_HATCH: Rgb = BLOCK;
/// Distance between the hatch lines of a hole, in pixels.
pub const HOLE_HATCH_STEP: u32 = 12;

/// The last move's squares are blended towards this yellow.
pub const HIGHLIGHT: Rgb = Rgb([0xff, 0xe1, 0x3c]);
/// How much of the highlight colour goes into a square (out of 255).
pub const HIGHLIGHT_ALPHA: u8 = 125;

/// Pyramids: one colour for everyone, since ownership is by zone. A lit left face, a
/// shaded right face, a dark outline and cream pips.
pub const PIECE_LIGHT: Rgb = Rgb([0x5a, 0x5e, 0x72]);
pub const PIECE_DARK: Rgb = Rgb([0x2c, 0x2e, 0x3a]);
pub const PIECE_OUTLINE: Rgb = Rgb([0x14, 0x15, 0x1c]);
pub const PIP: Rgb = Rgb([0xfb, 0xf2, 0xde]);

/// Carnett's cards: a white card, black and red inks, a grey edge.
pub const CARD: Rgb = Rgb([0xf7, 0xf5, 0xef]);
pub const CARD_EDGE: Rgb = Rgb([0x8a, 0x8d, 0x99]);
pub const CARD_INK: Rgb = Rgb([0x1c, 0x1d, 0x24]);
pub const RED_SUIT: Rgb = Rgb([0xd6, 0x2b, 0x2b]);

/// Linear blend of `over` onto `base`; `alpha` out of 255.
pub fn blend(base: Rgb, over: Rgb, alpha: u8) -> Rgb {
    let a = u16::from(alpha);
    let mix = |b: u8, o: u8| ((u16::from(b) * (255 - a) + u16::from(o) * a + 127) / 255) as u8;
    Rgb([
        mix(base[0], over[0]),
        mix(base[1], over[1]),
        mix(base[2], over[2]),
    ])
}
