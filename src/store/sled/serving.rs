//! When the bot served (`serving` tree): each process's last heartbeat
//! (`beat/<shards>` -> the time, 8 bytes big-endian) and the outages recorded
//! (`outage/<end><start>` -> the outage as JSON; keys big-endian with the sign bit
//! flipped, so that sled's byte order is the order they ended in).

use super::failures::{read_failed, write_failed};
use super::SledStore;
use crate::model::{Outage, RecordError};
use crate::store::error::StoreError;

const BEAT: &[u8] = b"beat/";
const OUTAGE: &[u8] = b"outage/";

/// A time as 8 bytes that sort in time order, negative times first.
fn ordered(ms: i64) -> [u8; 8] {
    ((ms as u64) ^ (1 << 63)).to_be_bytes()
}

fn outage_key(outage: &Outage) -> Vec<u8> {
    [OUTAGE, &ordered(outage.to_ms), &ordered(outage.from_ms)].concat()
}

impl SledStore {
    pub(super) fn read_heartbeats(&self) -> Result<Vec<(String, i64)>, StoreError> {
        let mut beats = Vec::new();
        for entry in self.serving.scan_prefix(BEAT) {
            let (key, value) = entry.map_err(|e| read_failed(&self.path, e))?;
            let name = String::from_utf8_lossy(&key[BEAT.len()..]).into_owned();
            let at: [u8; 8] = value.as_ref().try_into().map_err(|_| {
                StoreError::bad_index(format!(
                    "the heartbeat of {name} in tree serving is not 8 bytes long"
                ))
            })?;
            beats.push((name, i64::from_be_bytes(at)));
        }
        Ok(beats)
    }

    pub(super) fn write_heartbeat(&self, key: &str, at_ms: i64) -> Result<(), StoreError> {
        self.writable()?;
        self.serving
            .insert([BEAT, key.as_bytes()].concat(), &at_ms.to_be_bytes())
            .map_err(|e| write_failed(&self.path, e))?;
        self.flush()
    }

    pub(super) fn write_outage(&self, outage: &Outage) -> Result<(), StoreError> {
        self.writable()?;
        let json = serde_json::to_vec(outage).map_err(|e| StoreError::io("encode an outage", e))?;
        self.serving
            .insert(outage_key(outage), json)
            .map_err(|e| write_failed(&self.path, e))?;
        self.flush()
    }

    pub(super) fn read_outages(&self, ended_after_ms: i64) -> Result<Vec<Outage>, StoreError> {
        let from = [OUTAGE, &ordered(ended_after_ms.saturating_add(1))].concat();
        let mut outages = Vec::new();
        for entry in self.serving.range(from..) {
            let (key, value) = entry.map_err(|e| read_failed(&self.path, e))?;
            if !key.starts_with(OUTAGE) {
                break;
            }
            let outage = serde_json::from_slice(&value).map_err(|e| {
                StoreError::corrupt(
                    "an outage record in tree serving",
                    RecordError::Malformed(e),
                )
            })?;
            outages.push(outage);
        }
        Ok(outages)
    }
}

#[cfg(test)]
mod tests {
    use super::ordered;

    #[test]
    fn times_sort_as_bytes_in_time_order() {
        let times = [i64::MIN, -5, -1, 0, 1, 60_000, i64::MAX];
        for pair in times.windows(2) {
            assert!(ordered(pair[0]) < ordered(pair[1]), "{pair:?}");
        }
    }
}
