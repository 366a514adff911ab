//! Board geometry as data: a layout is a list of zones, one per player, each made of
//! 4x4 blocks (one block, or two for `halves`). Squares outside every block are not on
//! the board: rays stop before them as at the board's outer edge.
//!
//! Adding a layout is a new entry in [`LAYOUT_SPECS`]; the move generator only sees
//! the masks and ray tables computed here.

use std::fmt;
use std::sync::LazyLock;

use super::bitboard::{Bitboard, Bits, Direction};
use super::piece::Player;
use super::square::{Square, FILES, RANKS};
use super::tables::{ByWidth, Tables};

/// Side of a zone, in squares.
pub const ZONE_SIZE: u8 = 4;

/// A 4x4 block of a zone: the file and rank of its lower-left corner.
#[derive(Clone, Copy, Debug)]
pub struct ZoneSpec {
    pub file: u8,
    pub rank: u8,
}

/// The data that defines a layout.
#[derive(Clone, Copy, Debug)]
pub struct LayoutSpec {
    pub name: &'static str,
    /// Zones in turn order, player 1's first; each zone is a list of 4x4 blocks.
    pub zones: &'static [&'static [ZoneSpec]],
    /// The starting position, in MCFEN.
    pub start: &'static str,
    /// Not from any published rules (RULES.md 7a): players are told so.
    pub house: bool,
}

const fn block(file: u8, rank: u8) -> ZoneSpec {
    ZoneSpec { file, rank }
}

// The 4x4 blocks of the boards, named by their lower-left squares.
const A1: ZoneSpec = block(0, 0);
const A5: ZoneSpec = block(0, 4);
const E5: ZoneSpec = block(4, 4);
const E1: ZoneSpec = block(4, 0);
const I5: ZoneSpec = block(8, 4);
const I1: ZoneSpec = block(8, 0);

/// The layouts the engine knows (RULES.md sections 1 and 7a).
pub const LAYOUT_SPECS: [LayoutSpec; 6] = [
    LayoutSpec {
        name: "duel",
        zones: &[&[A1], &[A5]],
        start: "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic",
        house: false,
    },
    LayoutSpec {
        name: "quad",
        // SW, NW, NE, SE: clockwise, "to the left".
        zones: &[&[A1], &[A5], &[E5], &[E1]],
        start: "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP2PPD/QDP2PDQ/QQD2DQQ 1 0,0,0,0 - - classic",
        house: false,
    },
    LayoutSpec {
        name: "halves",
        // South and north halves of the 8x8 board, each two sets of the quad start.
        zones: &[&[A1, E1], &[A5, E5]],
        start: "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP2PPD/QDP2PDQ/QQD2DQQ 1 0,0 - - classic",
        house: false,
    },
    LayoutSpec {
        name: "tri",
        // SW, NW, NE: the quad board without its SE zone.
        zones: &[&[A1], &[A5], &[E5]],
        start: "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP5/QDP5/QQD5 1 0,0,0 - - classic",
        house: true,
    },
    LayoutSpec {
        name: "penta",
        // SW, NW, N, NE, S: the hexa board without its SE zone.
        zones: &[&[A1], &[A5], &[E5], &[I5], &[E1]],
        start: "QQD2D3DQQ/QDP1QQQP1PDQ/DPP1PDDP1PPD/12/12/DPP1PDDP4/QDP1PQQQ4/QQD3D5 1 0,0,0,0,0 - - classic",
        house: true,
    },
    LayoutSpec {
        name: "hexa",
        // SW, NW, N, NE, SE, S: clockwise from the south-west.
        zones: &[&[A1], &[A5], &[E5], &[I5], &[I1], &[E1]],
        start: "QQD2D3DQQ/QDP1QQQP1PDQ/DPP1PDDP1PPD/12/12/DPP1PDDP1PPD/QDP1PQQQ1PDQ/QQD3D2DQQ 1 0,0,0,0,0,0 - - classic",
        house: true,
    },
];

impl<B: Bits> Tables<B> {
    fn from_wide(wide: &Tables<Bitboard>) -> Tables<B> {
        let board = B::from_wide(wide.board);
        let mut rays = [[B::ZERO; Square::INDEX_END]; 8];
        for (d, by_square) in wide.rays.iter().enumerate() {
            for sq in (0..=u8::MAX).filter_map(Square::from_index) {
                if wide.board & sq.bit() != 0 {
                    rays[d][B::index(sq)] = B::from_wide(by_square[sq.index()]);
                }
            }
        }
        Tables {
            board,
            zones: wide.zones.map(B::from_wide),
            rays,
        }
    }
}

/// A layout with its precomputed tables.
pub struct Layout {
    spec: LayoutSpec,
    width: u8,
    height: u8,
    tables: ByWidth,
    /// Owner of each grid square (player index), or `NO_OWNER` off the board.
    owner: [u8; Square::INDEX_END],
}

const NO_OWNER: u8 = u8::MAX;

static LAYOUTS: LazyLock<Vec<Layout>> = LazyLock::new(|| {
    LAYOUT_SPECS
        .iter()
        .map(|spec| Layout::build(*spec))
        .collect()
});

impl Layout {
    /// Every known layout.
    pub fn all() -> &'static [Layout] {
        &LAYOUTS
    }

    pub fn by_name(name: &str) -> Option<&'static Layout> {
        Layout::all().iter().find(|l| l.name() == name)
    }

    /// The layout whose board is `width` files by `height` ranks with `players`
    /// players (RULES.md 7a: width and the number of scores give the layout).
    pub fn by_shape(width: usize, height: usize, players: usize) -> Option<&'static Layout> {
        Layout::all().iter().find(|l| {
            l.width as usize == width && l.height as usize == height && l.players() == players
        })
    }

    /// The layouts whose board is `width` files by `height` ranks.
    pub fn by_size(width: usize, height: usize) -> impl Iterator<Item = &'static Layout> {
        Layout::all()
            .iter()
            .filter(move |l| l.width as usize == width && l.height as usize == height)
    }

    /// The 2-player 4x8 board.
    pub fn duel() -> &'static Layout {
        &Layout::all()[0]
    }

    /// The 4-player 8x8 board.
    pub fn quad() -> &'static Layout {
        &Layout::all()[1]
    }

    pub(crate) fn build(spec: LayoutSpec) -> Layout {
        let mut zones = [0; Player::MAX];
        let mut owner = [NO_OWNER; Square::INDEX_END];
        let (mut width, mut height) = (0, 0);
        for (player, blocks) in spec.zones.iter().enumerate() {
            for zone in blocks.iter() {
                width = width.max(zone.file + ZONE_SIZE);
                height = height.max(zone.rank + ZONE_SIZE);
                for file in zone.file..zone.file + ZONE_SIZE {
                    for rank in zone.rank..zone.rank + ZONE_SIZE {
                        let sq = Square::new(file, rank).expect("zones lie on the grid");
                        zones[player] |= sq.bit();
                        owner[sq.index()] = player as u8;
                    }
                }
            }
        }
        let board = zones.iter().fold(0, |all, z| all | z);
        let mut rays = [[0; Square::INDEX_END]; 8];
        for (d, dir) in Direction::ALL.iter().enumerate() {
            for from in (0..=u8::MAX).filter_map(Square::from_index) {
                let index = from.index();
                if board & from.bit() == 0 {
                    continue;
                }
                let mut at = dir.shift(from.bit()) & board;
                while at != 0 {
                    rays[d][index] |= at;
                    at = dir.shift(at) & board;
                }
            }
        }
        let wide = Tables { board, zones, rays };
        let narrow = if u64::fits(width) {
            Tables::from_wide(&wide)
        } else {
            Tables {
                board: 0,
                zones: [0; Player::MAX],
                rays: [[0; Square::INDEX_END]; 8],
            }
        };
        Layout {
            spec,
            width,
            height,
            tables: ByWidth { narrow, wide },
            owner,
        }
    }

    /// The masks and rays, in both bit-set types.
    #[inline(always)]
    pub(crate) fn tables(&self) -> &ByWidth {
        &self.tables
    }

    /// Whether positions of this layout store their pieces in `u64`s.
    pub(crate) fn is_narrow(&self) -> bool {
        u64::fits(self.width)
    }

    pub fn name(&self) -> &'static str {
        self.spec.name
    }

    pub fn width(&self) -> u8 {
        self.width
    }

    pub fn height(&self) -> u8 {
        self.height
    }

    pub fn players(&self) -> usize {
        self.spec.zones.len()
    }

    /// The starting position, in MCFEN.
    pub fn start_fen(&self) -> &'static str {
        self.spec.start
    }

    /// A house layout (3, 5 or 6 players): no published rules give it.
    pub fn is_house(&self) -> bool {
        self.spec.house
    }

    /// The 4x4 blocks of a player's zone, as (file, rank) of their lower-left corners.
    pub fn blocks(&self, player: Player) -> &'static [ZoneSpec] {
        self.spec.zones[player.index()]
    }

    /// Every square of the board.
    #[inline(always)]
    pub fn board(&self) -> Bitboard {
        self.tables.wide.board
    }

    /// The squares of `player`'s zone.
    #[inline(always)]
    pub fn zone(&self, player: Player) -> Bitboard {
        self.tables.wide.zones[player.index()]
    }

    /// Whether the square is on this board.
    pub fn contains(&self, sq: Square) -> bool {
        self.tables.wide.board & sq.bit() != 0
    }

    /// Who owns the zone the square is in, if it is on the board.
    #[inline(always)]
    pub fn owner(&self, sq: Square) -> Option<Player> {
        match self.owner[sq.index()] {
            NO_OWNER => None,
            index => Some(Player::from_index(index as usize)),
        }
    }

    /// Squares from `from` (exclusive) to the board's edge in `dir`.
    #[inline(always)]
    pub fn ray(&self, dir: Direction, from: Square) -> Bitboard {
        self.tables.wide.rays[dir as usize][from.index()]
    }

    /// No-rejection applies only with two players, where every zone change crosses
    /// the one canal.
    pub fn has_canal_rule(&self) -> bool {
        self.players() == 2
    }

    /// The corner squares of a player's zone, e.g. "a1–d4" ("a1–h4" for a `halves`
    /// zone: its blocks always form a rectangle).
    pub fn zone_name(&self, player: Player) -> String {
        let blocks = self.spec.zones[player.index()];
        let file = blocks.iter().map(|b| b.file).min().unwrap_or(0);
        let rank = blocks.iter().map(|b| b.rank).min().unwrap_or(0);
        let top_file = blocks.iter().map(|b| b.file).max().unwrap_or(0) + ZONE_SIZE - 1;
        let top_rank = blocks.iter().map(|b| b.rank).max().unwrap_or(0) + ZONE_SIZE - 1;
        let low = Square::new(file, rank).expect("on the grid");
        let high = Square::new(top_file, top_rank).expect("on the grid");
        format!("{low}–{high}")
    }

    /// The files and ranks of the board, e.g. "files a–d and ranks 1–8".
    pub fn extent(&self) -> String {
        format!(
            "files a–{} and ranks 1–{}",
            (b'a' + self.width - 1) as char,
            self.height
        )
    }

    /// The player after `player` in turn order.
    #[inline(always)]
    pub fn next(&self, player: Player) -> Player {
        Player::from_index((player.index() + 1) % self.players())
    }

    /// The player before `player` in turn order.
    pub fn previous(&self, player: Player) -> Player {
        Player::from_index((player.index() + self.players() - 1) % self.players())
    }
}

const _: () = assert!(FILES >= 12 && RANKS == 8);

impl fmt::Debug for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl PartialEq for Layout {
    fn eq(&self, other: &Layout) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Eq for Layout {}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn duel_zones_split_at_the_canal() {
        let duel = Layout::duel();
        assert_eq!((duel.width(), duel.height(), duel.players()), (4, 8, 2));
        let south = Player::from_number(1).unwrap();
        let north = Player::from_number(2).unwrap();
        assert_eq!(duel.owner(sq("d4")), Some(south));
        assert_eq!(duel.owner(sq("a5")), Some(north));
        assert_eq!(duel.owner(sq("e1")), None);
        assert_eq!(duel.zone(south).count_ones(), 16);
        assert_eq!(duel.zone_name(north), "a5–d8");
        assert!(duel.has_canal_rule());
    }

    #[test]
    fn quad_zones_go_clockwise_from_south_west() {
        let quad = Layout::quad();
        let names: Vec<String> = (1..=4)
            .map(|n| quad.zone_name(Player::from_number(n).unwrap()))
            .collect();
        assert_eq!(names, ["a1–d4", "a5–d8", "e5–h8", "e1–h4"]);
        assert!(!quad.has_canal_rule());
        let p4 = Player::from_number(4).unwrap();
        assert_eq!(quad.next(p4), Player::from_number(1).unwrap());
        assert_eq!(quad.previous(Player::from_number(1).unwrap()), p4);
    }

    #[test]
    fn rays_stop_at_the_edge_of_the_board() {
        let duel = Layout::duel();
        assert_eq!(
            duel.ray(Direction::East, sq("b3")),
            sq("c3").bit() | sq("d3").bit()
        );
        assert_eq!(duel.ray(Direction::NorthEast, sq("c7")), sq("d8").bit());
        assert_eq!(duel.ray(Direction::North, sq("a1")).count_ones(), 7);
        let quad = Layout::quad();
        assert_eq!(quad.ray(Direction::East, sq("b3")).count_ones(), 6);
    }

    #[test]
    fn layouts_are_found_by_name_and_shape() {
        let shape = |w, p| Layout::by_shape(w, 8, p).map(Layout::name);
        assert_eq!(shape(4, 2), Some("duel"));
        assert_eq!(shape(8, 4), Some("quad"));
        assert_eq!(shape(8, 2), Some("halves"));
        assert_eq!(shape(8, 3), Some("tri"));
        assert_eq!(shape(12, 5), Some("penta"));
        assert_eq!(shape(12, 6), Some("hexa"));
        assert_eq!(shape(12, 4), None);
        assert_eq!(shape(5, 2), None);
        assert_eq!(Layout::by_name("quad"), Some(Layout::quad()));
        assert_eq!(Layout::by_size(8, 8).count(), 3);
    }

    #[test]
    fn every_layout_is_its_zones_and_every_zone_its_blocks() {
        for layout in Layout::all() {
            let mut all = 0;
            for p in 0..layout.players() {
                let zone = layout.zone(Player::from_index(p));
                assert_eq!(
                    zone.count_ones() as usize,
                    16 * layout.blocks(Player::from_index(p)).len()
                );
                assert_eq!(all & zone, 0, "{layout:?}: zones overlap");
                all |= zone;
            }
            assert_eq!(all, layout.board());
            assert_eq!(layout.is_house(), [3, 5, 6].contains(&layout.players()));
        }
        let halves = Layout::by_name("halves").unwrap();
        assert_eq!(halves.zone_name(Player::from_index(0)), "a1–h4");
        assert_eq!(halves.owner(sq("h4")), Some(Player::from_index(0)));
        assert!(halves.has_canal_rule());
        let hexa = Layout::by_name("hexa").unwrap();
        let names: Vec<String> = (0..6)
            .map(|p| hexa.zone_name(Player::from_index(p)))
            .collect();
        assert_eq!(
            names,
            ["a1–d4", "a5–d8", "e5–h8", "i5–l8", "i1–l4", "e1–h4"]
        );
    }

    #[test]
    fn rays_stop_where_a_zone_is_missing() {
        let tri = Layout::by_name("tri").unwrap();
        assert!(!tri.contains(sq("e1")));
        // From d1 east: e1 is off the board, so the ray is empty.
        assert_eq!(tri.ray(Direction::East, sq("d1")), 0);
        // From a1 north-east the diagonal stops at d4 (e5 is on, but a ray never
        // passes a missing square: d4 to e5 is one step, so it goes on).
        assert_eq!(tri.ray(Direction::NorthEast, sq("a1")).count_ones(), 7);
        // From h5 south: h4 is missing.
        assert_eq!(tri.ray(Direction::South, sq("h5")), 0);
        // From e5 south-west: d4 is on the board, on to a1.
        assert_eq!(tri.ray(Direction::SouthWest, sq("e5")).count_ones(), 4);
        let penta = Layout::by_name("penta").unwrap();
        // From h1 east: i1 is missing (the SE zone of hexa).
        assert_eq!(penta.ray(Direction::East, sq("h1")), 0);
        assert_eq!(penta.ray(Direction::East, sq("a1")).count_ones(), 7);
        // From h4 north-east: i5 onwards are on the board.
        assert_eq!(penta.ray(Direction::NorthEast, sq("h4")).count_ones(), 4);
    }
}
