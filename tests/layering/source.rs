//! Rust source as the circle checker reads it: tokens with comments, strings, characters
//! and numbers gone, and from them what a file declares (`mod name;`, inline modules)
//! and the paths it names (`use` trees, paths in code), test code left out.

/// A token of source with comments, strings, characters and numbers gone.
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    /// An identifier or keyword (a raw `r#name` without its `r#`).
    Ident(String),
    /// `::`
    Colons,
    /// Any other character.
    Punct(char),
    /// A string, character or number.
    Literal,
}

fn ident(tok: Option<&Tok>) -> Option<&str> {
    match tok {
        Some(Tok::Ident(name)) => Some(name),
        _ => None,
    }
}

fn tokens(text: &str) -> Vec<Tok> {
    let s: Vec<char> = text.chars().collect();
    let at = |i: usize| s.get(i).copied().unwrap_or('\0');
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c == '/' && at(i + 1) == '/' {
            while i < s.len() && s[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < s.len() {
                if s[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if s[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == '"' {
            i = past_string(&s, i + 1);
            out.push(Tok::Literal);
        } else if c == '\'' {
            // A character ('x', '\n', '"') or a lifetime or label ('a), whose name follows.
            if at(i + 1) == '\\' {
                i += 3;
                while i < s.len() && s[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push(Tok::Literal);
            } else if at(i + 2) == '\'' {
                i += 3;
                out.push(Tok::Literal);
            } else {
                i += 1;
            }
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < s.len() && (s[i].is_alphanumeric() || s[i] == '_') {
                i += 1;
            }
            let word: String = s[start..i].iter().collect();
            let hashes = s[i..].iter().take_while(|&&h| h == '#').count();
            if matches!(word.as_str(), "r" | "br" | "cr") && at(i + hashes) == '"' {
                i = past_raw_string(&s, i + hashes + 1, hashes);
                out.push(Tok::Literal);
            } else if matches!(word.as_str(), "b" | "c") && at(i) == '"' {
                i = past_string(&s, i + 1);
                out.push(Tok::Literal);
            } else if word == "b" && at(i) == '\'' {
                // A byte character: the character branch takes it next.
            } else if word == "r" && hashes == 1 {
                i += 1;
                let start = i;
                while i < s.len() && (s[i].is_alphanumeric() || s[i] == '_') {
                    i += 1;
                }
                out.push(Tok::Ident(s[start..i].iter().collect()));
            } else {
                out.push(Tok::Ident(word));
            }
        } else if c.is_ascii_digit() {
            while i < s.len() && (s[i].is_alphanumeric() || s[i] == '_') {
                i += 1;
            }
            out.push(Tok::Literal);
        } else if c == ':' && at(i + 1) == ':' {
            i += 2;
            out.push(Tok::Colons);
        } else {
            i += 1;
            if !c.is_whitespace() {
                out.push(Tok::Punct(c));
            }
        }
    }
    out
}

/// The index past the closing quote of a string whose text starts at `i`.
fn past_string(s: &[char], mut i: usize) -> usize {
    while i < s.len() {
        match s[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    i
}

/// The index past `"` and `hashes` times `#` closing a raw string whose text starts at `i`.
fn past_raw_string(s: &[char], mut i: usize, hashes: usize) -> usize {
    while i < s.len() {
        if s[i] == '"'
            && s[i + 1..]
                .iter()
                .take(hashes)
                .filter(|&&h| h == '#')
                .count()
                == hashes
        {
            return i + 1 + hashes;
        }
        i += 1;
    }
    i
}

/// A path as written in a file, with the inline module it is written in.
#[derive(Clone, Debug)]
pub struct Named {
    pub inline: Vec<String>,
    pub path: Vec<String>,
}

/// What one file declares and names.
#[derive(Debug, Default)]
pub struct Source {
    /// `#![cfg(test)]`: the whole file is test code.
    pub test_only: bool,
    /// `mod name;` outside test code: (the inline module it is in, name).
    pub declared: Vec<(Vec<String>, String)>,
    /// Inline modules outside test code (`mod name { .. }`), by their path in the file.
    pub inline: Vec<Vec<String>>,
    /// Paths of `use` declarations, with the name each binds (`as` or the last segment).
    pub uses: Vec<(Named, String)>,
    /// Paths in code (`super::x::f()`), and in `use` declarations too.
    pub paths: Vec<Named>,
    /// The other identifiers of its code, outside test code (the names it uses that
    /// are no path: a variable, a method, a type imported before).
    pub words: Vec<String>,
}

impl Source {
    /// Every name the file's code uses, in paths or alone (test code left out).
    pub fn names(&self) -> impl Iterator<Item = &str> {
        let in_paths = self.paths.iter().flat_map(|p| p.path.iter());
        in_paths.chain(&self.words).map(String::as_str)
    }
}

/// What a file's text declares and names, its test code left out.
pub fn parse(text: &str) -> Source {
    let t = tokens(text);
    let mut source = Source::default();
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut i = 0;
    while i < t.len() {
        let here: Vec<String> = inline.iter().map(|(name, _)| name.clone()).collect();
        match &t[i] {
            Tok::Punct('#') => {
                let inner = t.get(i + 1) == Some(&Tok::Punct('!'));
                let open = if inner { i + 2 } else { i + 1 };
                let close = past_group(&t, open);
                let cfg_test = t[open..close]
                    == [
                        Tok::Punct('['),
                        Tok::Ident("cfg".into()),
                        Tok::Punct('('),
                        Tok::Ident("test".into()),
                        Tok::Punct(')'),
                        Tok::Punct(']'),
                    ];
                i = close;
                if cfg_test && inner {
                    source.test_only = true;
                    return source;
                }
                if cfg_test {
                    while t.get(i) == Some(&Tok::Punct('#')) {
                        i = past_group(&t, i + 1);
                    }
                    i = past_item(&t, i);
                }
            }
            Tok::Ident(word) if word == "pub" && t.get(i + 1) == Some(&Tok::Punct('(')) => {
                // `pub(in crate::x)` names where an item is seen, not what it uses.
                i = past_group(&t, i + 1);
            }
            Tok::Ident(word) if word == "mod" => {
                let name = ident(t.get(i + 1)).unwrap_or_default().to_owned();
                match t.get(i + 2) {
                    Some(Tok::Punct(';')) => source.declared.push((here, name)),
                    Some(Tok::Punct('{')) => {
                        inline.push((name, depth + 1));
                        source
                            .inline
                            .push(inline.iter().map(|(n, _)| n.clone()).collect());
                    }
                    _ => {}
                }
                i += 2;
            }
            Tok::Ident(word) if word == "use" && t.get(i + 1) != Some(&Tok::Punct('<')) => {
                i += 1;
                let mut trees = Vec::new();
                use_tree(&t, &mut i, &[], &mut trees);
                for (path, bound) in trees {
                    let named = Named {
                        inline: here.clone(),
                        path,
                    };
                    source.paths.push(named.clone());
                    source.uses.push((named, bound));
                }
            }
            Tok::Ident(first)
                if t.get(i + 1) == Some(&Tok::Colons) && (i == 0 || t[i - 1] != Tok::Colons) =>
            {
                let mut path = vec![first.clone()];
                i += 1;
                while t.get(i) == Some(&Tok::Colons) {
                    let Some(segment) = ident(t.get(i + 1)) else {
                        break;
                    };
                    path.push(segment.to_owned());
                    i += 2;
                }
                source.paths.push(Named { inline: here, path });
            }
            Tok::Punct('{') => {
                depth += 1;
                i += 1;
            }
            Tok::Punct('}') => {
                if inline.last().is_some_and(|&(_, open)| open == depth) {
                    inline.pop();
                }
                depth -= 1;
                i += 1;
            }
            Tok::Ident(word) => {
                source.words.push(word.clone());
                i += 1;
            }
            _ => i += 1,
        }
    }
    source
}

fn opens(tok: &Tok) -> bool {
    matches!(tok, Tok::Punct('(' | '[' | '{'))
}

fn closes(tok: &Tok) -> bool {
    matches!(tok, Tok::Punct(')' | ']' | '}'))
}

/// The index past the bracketed group that opens at `i`.
fn past_group(t: &[Tok], mut i: usize) -> usize {
    let mut depth = 0;
    while i < t.len() {
        if opens(&t[i]) {
            depth += 1;
        } else if closes(&t[i]) {
            depth -= 1;
        }
        i += 1;
        if depth <= 0 {
            break;
        }
    }
    i
}

/// The index past the item (or field, or statement) that starts at `i`.
fn past_item(t: &[Tok], mut i: usize) -> usize {
    let mut depth = 0;
    while i < t.len() {
        let tok = &t[i];
        if opens(tok) {
            depth += 1;
        } else if closes(tok) {
            if depth == 0 {
                return i;
            }
            depth -= 1;
            if depth == 0 && *tok == Tok::Punct('}') {
                return i + 1;
            }
        } else if depth == 0 && matches!(tok, Tok::Punct(';' | ',')) {
            return i + 1;
        }
        i += 1;
    }
    i
}

/// Reads a `use` tree at `i` under `prefix`, pushing each path with the name it binds.
fn use_tree(t: &[Tok], i: &mut usize, prefix: &[String], out: &mut Vec<(Vec<String>, String)>) {
    let mut path = prefix.to_vec();
    if t.get(*i) == Some(&Tok::Colons) {
        // `::name`: another crate, by its name.
        path.push("::".into());
        *i += 1;
    }
    loop {
        match t.get(*i) {
            Some(Tok::Ident(segment)) if segment != "as" => {
                path.push(segment.clone());
                *i += 1;
            }
            Some(Tok::Punct('*')) => {
                *i += 1;
                out.push((path, "*".into()));
                return;
            }
            Some(Tok::Punct('{')) => {
                *i += 1;
                while let Some(tok) = t.get(*i) {
                    let before = *i;
                    match tok {
                        Tok::Punct('}') => {
                            *i += 1;
                            return;
                        }
                        Tok::Punct(',') => *i += 1,
                        _ => use_tree(t, i, &path, out),
                    }
                    if *i == before {
                        *i += 1;
                    }
                }
                return;
            }
            _ => break,
        }
        if t.get(*i) == Some(&Tok::Colons) {
            *i += 1;
        } else {
            break;
        }
    }
    if path.len() > 1 && path.last().is_some_and(|s| s == "self") {
        path.pop();
    }
    let mut bound = path.last().cloned().unwrap_or_default();
    if ident(t.get(*i)) == Some("as") {
        bound = ident(t.get(*i + 1)).unwrap_or("_").to_owned();
        *i += 2;
    }
    if path.len() > prefix.len() {
        out.push((path, bound));
    }
}
