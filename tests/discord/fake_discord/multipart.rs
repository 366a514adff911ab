//! A small multipart/form-data reader for what serenity sends: `payload_json` and
//! `files[n]` parts.

use serde_json::Value;

type Files = Vec<(String, String, Vec<u8>)>;

/// The `payload_json` part (parsed) and the files.
pub fn parse(content_type: &str, body: &[u8]) -> (Option<Value>, Files) {
    let Some(boundary) = content_type
        .split(';')
        .filter_map(|p| p.trim().strip_prefix("boundary="))
        .next()
    else {
        return (None, Vec::new());
    };
    let boundary = boundary.trim_matches('"');
    let delimiter = format!("--{boundary}").into_bytes();
    let mut json = None;
    let mut files = Vec::new();
    for part in split(body, &delimiter).into_iter().skip(1) {
        if part.starts_with(b"--") {
            break;
        }
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let Some(split_at) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let headers = String::from_utf8_lossy(&part[..split_at]).to_string();
        let mut content = &part[split_at + 4..];
        content = content.strip_suffix(b"\r\n").unwrap_or(content);
        let disposition = headers
            .lines()
            .find(|l| l.to_ascii_lowercase().starts_with("content-disposition"))
            .unwrap_or("")
            .to_string();
        let field = |key: &str| {
            disposition
                .split(';')
                .filter_map(|p| p.trim().strip_prefix(&format!("{key}=")))
                .map(|v| v.trim_matches('"').to_string())
                .next()
        };
        let name = field("name").unwrap_or_default();
        if name == "payload_json" {
            json = serde_json::from_slice(content).ok();
        } else {
            files.push((
                name,
                field("filename").unwrap_or_default(),
                content.to_vec(),
            ));
        }
    }
    (json, files)
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn split<'a>(mut body: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut parts = Vec::new();
    while let Some(i) = find(body, delimiter) {
        parts.push(&body[..i]);
        body = &body[i + delimiter.len()..];
    }
    parts.push(body);
    parts
}
