//! The computer player for Carnett's Martian Chess.
