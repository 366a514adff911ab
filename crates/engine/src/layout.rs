//! Board geometry as data: a layout is a list of 4x4 zones, one per player.
//!
//! Adding a layout (say, three zones in an L) is a new entry in [`LAYOUT_SPECS`]; the
//! move generator only sees the masks and ray tables computed here.

use std::fmt;
use std::sync::LazyLock;

use super::bitboard::{Bitboard, Direction};
use super::piece::Player;
use super::square::{Square, GRID};

/// Side of a zone, in squares.
pub const ZONE_SIZE: u8 = 4;

/// Where a player's zone lies: the file and rank of its lower-left corner.
#[derive(Clone, Copy, Debug)]
pub struct ZoneSpec {
    pub file: u8,
    pub rank: u8,
}

/// The data that defines a layout.
#[derive(Clone, Copy, Debug)]
pub struct LayoutSpec {
    pub name: &'static str,
    /// Zones in turn order: player 1's first.
    pub zones: &'static [ZoneSpec],
    /// The starting position, in MCFEN.
    pub start: &'static str,
}

/// The layouts the engine knows.
pub const LAYOUT_SPECS: [LayoutSpec; 2] = [
    LayoutSpec {
        name: "duel",
        zones: &[ZoneSpec { file: 0, rank: 0 }, ZoneSpec { file: 0, rank: 4 }],
        start: "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic",
    },
    LayoutSpec {
        name: "quad",
        // SW, NW, NE, SE: clockwise, "to the left".
        zones: &[
            ZoneSpec { file: 0, rank: 0 },
            ZoneSpec { file: 0, rank: 4 },
            ZoneSpec { file: 4, rank: 4 },
            ZoneSpec { file: 4, rank: 0 },
        ],
        start: "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP2PPD/QDP2PDQ/QQD2DQQ 1 0,0,0,0 - - classic",
    },
];

/// A layout with its precomputed tables.
pub struct Layout {
    spec: LayoutSpec,
    width: u8,
    height: u8,
    board: Bitboard,
    zones: [Bitboard; Player::MAX],
    /// Owner of each grid square (player index), or `NO_OWNER` off the board.
    owner: [u8; 64],
    /// Squares reached sliding from a square in a direction on an empty board.
    rays: [[Bitboard; 64]; 8],
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

    /// The layout whose board is `width` files by `height` ranks.
    pub fn by_size(width: usize, height: usize) -> Option<&'static Layout> {
        Layout::all()
            .iter()
            .find(|l| l.width as usize == width && l.height as usize == height)
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
        let mut owner = [NO_OWNER; 64];
        let (mut width, mut height) = (0, 0);
        for (player, zone) in spec.zones.iter().enumerate() {
            width = width.max(zone.file + ZONE_SIZE);
            height = height.max(zone.rank + ZONE_SIZE);
            for file in zone.file..zone.file + ZONE_SIZE {
                for rank in zone.rank..zone.rank + ZONE_SIZE {
                    let sq = Square::new(file, rank).expect("zones lie on the 8x8 grid");
                    zones[player] |= sq.bit();
                    owner[sq.index()] = player as u8;
                }
            }
        }
        let board = zones.iter().fold(0, |all, z| all | z);
        let mut rays = [[0; 64]; 8];
        for (d, dir) in Direction::ALL.iter().enumerate() {
            for index in 0..64u8 {
                let from = Square::from_index_unchecked(index);
                if board & from.bit() == 0 {
                    continue;
                }
                let mut at = dir.shift(from.bit()) & board;
                while at != 0 {
                    rays[d][index as usize] |= at;
                    at = dir.shift(at) & board;
                }
            }
        }
        Layout {
            spec,
            width,
            height,
            board,
            zones,
            owner,
            rays,
        }
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

    /// Every square of the board.
    #[inline(always)]
    pub fn board(&self) -> Bitboard {
        self.board
    }

    /// The squares of `player`'s zone.
    #[inline(always)]
    pub fn zone(&self, player: Player) -> Bitboard {
        self.zones[player.index()]
    }

    /// Whether the square is on this board.
    pub fn contains(&self, sq: Square) -> bool {
        self.board & sq.bit() != 0
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
        self.rays[dir as usize][from.index()]
    }

    /// No-rejection applies only with two players, where every zone change crosses
    /// the one canal.
    pub fn has_canal_rule(&self) -> bool {
        self.players() == 2
    }

    /// The corner squares of a player's zone, e.g. "a1–d4".
    pub fn zone_name(&self, player: Player) -> String {
        let zone = self.spec.zones[player.index()];
        let low = Square::new(zone.file, zone.rank).expect("on the grid");
        let high =
            Square::new(zone.file + ZONE_SIZE - 1, zone.rank + ZONE_SIZE - 1).expect("on the grid");
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

const _: () = assert!(GRID == 8);

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
    fn layouts_are_found_by_name_and_size() {
        assert_eq!(Layout::by_size(4, 8), Some(Layout::duel()));
        assert_eq!(Layout::by_size(8, 8), Some(Layout::quad()));
        assert_eq!(Layout::by_size(5, 8), None);
        assert_eq!(Layout::by_name("quad"), Some(Layout::quad()));
    }
}
