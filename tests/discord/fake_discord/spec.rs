//! Checks requests against Discord's OpenAPI description (`tests/data/discord-api-spec`,
//! MIT) and the rules it does not encode. A focused JSON-schema validator: `$ref`,
//! `type` (with type lists and `null`), `const`, `enum`, `properties`/`required`,
//! `additionalProperties`, `items`, `minItems`/`maxItems`/`uniqueItems`,
//! `minLength`/`maxLength`, the two `pattern`s the spec uses, `minimum`/`maximum`,
//! `format` (int32, int64, snowflake), `allOf`, `anyOf`, `oneOf`, `maxProperties`.

use serde_json::Value;

/// Path parameters: (name, value).
type Params = Vec<(String, String)>;

pub struct Spec {
    doc: Value,
}

/// A request as the fake received it.
pub struct Checked<'a> {
    pub method: &'a str,
    /// Without the `/api/v10` prefix.
    pub path: &'a str,
    /// `None` for a request without a body.
    pub json: Option<&'a Value>,
    pub multipart: bool,
}

impl Spec {
    pub fn load() -> Spec {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/discord-api-spec/openapi.json"
        );
        let text = std::fs::read_to_string(path).expect("the Discord OpenAPI spec is readable");
        Spec {
            doc: serde_json::from_str(&text).expect("the Discord OpenAPI spec is JSON"),
        }
    }

    /// Every violation of the spec by this request (empty when it conforms).
    pub fn check(&self, request: &Checked<'_>) -> Vec<String> {
        let mut errors = Vec::new();
        let Some((template, params)) = self.route(request.path) else {
            return vec![format!(
                "{} {}: no such path in the spec",
                request.method, request.path
            )];
        };
        let item = &self.doc["paths"][template.as_str()];
        let Some(operation) = item.get(request.method.to_ascii_lowercase()) else {
            return vec![format!(
                "{} {template}: method not in the spec",
                request.method
            )];
        };
        // Path parameters (ids are snowflakes).
        let declared: Vec<&Value> = item
            .get("parameters")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .chain(
                operation
                    .get("parameters")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten(),
            )
            .collect();
        for (name, value) in &params {
            if let Some(p) = declared.iter().find(|p| p["name"] == name.as_str()) {
                let mut errs = Vec::new();
                self.validate(&p["schema"], &Value::String(value.clone()), name, &mut errs);
                errors.extend(errs);
            }
        }
        let body = operation.get("requestBody");
        match (body, request.json) {
            (None, None) => {}
            (None, Some(_)) => errors.push(format!(
                "{} {template}: sends a body the endpoint does not take",
                request.method
            )),
            (Some(body), None) => {
                if body["required"] == true {
                    errors.push(format!(
                        "{} {template}: the body is required",
                        request.method
                    ));
                }
            }
            (Some(body), Some(json)) => {
                let kind = if request.multipart {
                    "multipart/form-data"
                } else {
                    "application/json"
                };
                match body["content"].get(kind) {
                    None => errors.push(format!(
                        "{} {template}: {kind} bodies are not accepted",
                        request.method
                    )),
                    Some(content) => {
                        let at = format!("{} {template} body", request.method);
                        self.validate(&content["schema"], json, &at, &mut errors);
                    }
                }
            }
        }
        errors
    }

    /// The spec's path template for a concrete path, and its parameters. Literal
    /// segments beat parameters (`@original` before `{message_id}`).
    fn route(&self, path: &str) -> Option<(String, Params)> {
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        let mut best: Option<(usize, String, Params)> = None;
        for template in self.doc["paths"].as_object()?.keys() {
            let parts: Vec<&str> = template.trim_matches('/').split('/').collect();
            if parts.len() != segments.len() {
                continue;
            }
            let mut literal = 0;
            let mut params = Vec::new();
            let fits = parts.iter().zip(&segments).all(|(t, s)| {
                if t.starts_with('{') && t.ends_with('}') {
                    params.push((t[1..t.len() - 1].to_string(), s.to_string()));
                    true
                } else if t == s {
                    literal += 1;
                    true
                } else {
                    false
                }
            });
            if fits && best.as_ref().is_none_or(|(l, _, _)| literal > *l) {
                best = Some((literal, template.clone(), params));
            }
        }
        best.map(|(_, t, p)| (t, p))
    }

    fn resolve<'a>(&'a self, schema: &'a Value) -> &'a Value {
        let mut schema = schema;
        while let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
            let pointer = reference.trim_start_matches('#');
            match self.doc.pointer(pointer) {
                Some(target) => schema = target,
                None => break,
            }
        }
        schema
    }

    /// Appends to `errors` every way `value` breaks `schema`.
    pub fn validate(&self, schema: &Value, value: &Value, at: &str, errors: &mut Vec<String>) {
        let schema = self.resolve(schema);
        let Some(rules) = schema.as_object() else {
            return;
        };
        if permission_string(rules, value) {
            return;
        }
        if let Some(types) = rules.get("type") {
            let allowed: Vec<&str> = match types {
                Value::String(t) => vec![t.as_str()],
                Value::Array(list) => list.iter().filter_map(Value::as_str).collect(),
                _ => Vec::new(),
            };
            if !allowed.iter().any(|t| has_type(value, t)) {
                errors.push(format!(
                    "{at}: expected {}, got {}",
                    allowed.join(" or "),
                    short(value)
                ));
                return;
            }
        }
        if let Some(c) = rules.get("const") {
            if c != value {
                errors.push(format!("{at}: must be {c}, got {}", short(value)));
            }
        }
        if let Some(Value::Array(options)) = rules.get("enum") {
            if !value.is_null() && !options.contains(value) {
                errors.push(format!(
                    "{at}: {} is not one of {}",
                    short(value),
                    Value::Array(options.clone())
                ));
            }
        }
        match value {
            Value::String(text) => self.check_string(rules, text, at, errors),
            Value::Number(_) => check_number(rules, value, at, errors),
            Value::Array(items) => self.check_array(rules, items, at, errors),
            Value::Object(map) => self.check_object(rules, map, at, errors),
            _ => {}
        }
        if let Some(Value::Array(all)) = rules.get("allOf") {
            for sub in all {
                self.validate(sub, value, at, errors);
            }
        }
        if let Some(Value::Array(any)) = rules.get("anyOf") {
            self.check_union(any, value, at, errors, false);
        }
        if let Some(Value::Array(one)) = rules.get("oneOf") {
            self.check_union(one, value, at, errors, true);
        }
    }

    fn check_union(
        &self,
        branches: &[Value],
        value: &Value,
        at: &str,
        errors: &mut Vec<String>,
        exactly_one: bool,
    ) {
        let results: Vec<Vec<String>> = branches
            .iter()
            .map(|b| {
                let mut e = Vec::new();
                self.validate(b, value, at, &mut e);
                e
            })
            .collect();
        let passing = results.iter().filter(|e| e.is_empty()).count();
        if passing == 0 {
            // Report the branch that came closest, which is the one meant.
            if let Some(closest) = results.into_iter().min_by_key(Vec::len) {
                errors.extend(closest);
            }
        } else if exactly_one && passing > 1 {
            errors.push(format!("{at}: matches {passing} alternatives of a oneOf"));
        }
    }

    fn check_string(
        &self,
        rules: &serde_json::Map<String, Value>,
        text: &str,
        at: &str,
        errors: &mut Vec<String>,
    ) {
        let chars = text.chars().count() as u64;
        if let Some(min) = rules.get("minLength").and_then(Value::as_u64) {
            if chars < min {
                errors.push(format!("{at}: shorter than {min} characters"));
            }
        }
        if let Some(max) = rules.get("maxLength").and_then(Value::as_u64) {
            if chars > max {
                errors.push(format!("{at}: longer than {max} characters ({chars})"));
            }
        }
        match rules.get("pattern").and_then(Value::as_str) {
            Some("^(0|[1-9][0-9]*)$") => {
                let ok = text == "0"
                    || (!text.is_empty()
                        && !text.starts_with('0')
                        && text.bytes().all(|b| b.is_ascii_digit()));
                if !ok {
                    errors.push(format!("{at}: \"{text}\" is not a snowflake"));
                }
            }
            Some("^#(([0-9a-fA-F]{2}){3}|([0-9a-fA-F]){3})$") => {
                let hex = text.strip_prefix('#').unwrap_or("");
                if !(hex.len() == 6 || hex.len() == 3)
                    || !hex.bytes().all(|b| b.is_ascii_hexdigit())
                {
                    errors.push(format!("{at}: \"{text}\" is not a colour"));
                }
            }
            Some(other) => errors.push(format!(
                "{at}: the validator does not know the pattern {other}"
            )),
            None => {}
        }
        if rules.get("format").and_then(Value::as_str) == Some("uri") && !text.contains(':') {
            errors.push(format!("{at}: \"{text}\" is not a URI"));
        }
    }

    fn check_array(
        &self,
        rules: &serde_json::Map<String, Value>,
        items: &[Value],
        at: &str,
        errors: &mut Vec<String>,
    ) {
        let n = items.len() as u64;
        if let Some(min) = rules.get("minItems").and_then(Value::as_u64) {
            if n < min {
                errors.push(format!("{at}: fewer than {min} items"));
            }
        }
        if let Some(max) = rules.get("maxItems").and_then(Value::as_u64) {
            if n > max {
                errors.push(format!("{at}: more than {max} items ({n})"));
            }
        }
        if rules.get("uniqueItems") == Some(&Value::Bool(true)) {
            for (i, a) in items.iter().enumerate() {
                if items[..i].contains(a) {
                    errors.push(format!("{at}: {} appears twice", short(a)));
                }
            }
        }
        if let Some(schema) = rules.get("items") {
            for (i, item) in items.iter().enumerate() {
                self.validate(schema, item, &format!("{at}[{i}]"), errors);
            }
        }
    }

    fn check_object(
        &self,
        rules: &serde_json::Map<String, Value>,
        map: &serde_json::Map<String, Value>,
        at: &str,
        errors: &mut Vec<String>,
    ) {
        if let Some(Value::Array(required)) = rules.get("required") {
            for name in required.iter().filter_map(Value::as_str) {
                if !map.contains_key(name) {
                    errors.push(format!("{at}: missing the required field {name}"));
                }
            }
        }
        if let Some(max) = rules.get("maxProperties").and_then(Value::as_u64) {
            if map.len() as u64 > max {
                errors.push(format!("{at}: more than {max} fields"));
            }
        }
        let properties = rules.get("properties").and_then(Value::as_object);
        for (name, value) in map {
            match properties.and_then(|p| p.get(name)) {
                Some(schema) => self.validate(schema, value, &format!("{at}.{name}"), errors),
                None => match rules.get("additionalProperties") {
                    Some(Value::Bool(false)) => {
                        errors.push(format!("{at}: unknown field {name}"));
                    }
                    Some(schema @ Value::Object(_)) => {
                        self.validate(schema, value, &format!("{at}.{name}"), errors)
                    }
                    // Discord ignores unknown fields, and the spec doesn't forbid
                    // them; a typo would still fail the test's own checks of what
                    // the fake shows players.
                    _ => {}
                },
            }
        }
    }
}

/// Discord documents permission sets as strings of digits (they pass 2^53), and
/// accepts them so; the spec describes them as integers with a maximum of 2^54 - 1.
fn permission_string(rules: &serde_json::Map<String, Value>, value: &Value) -> bool {
    let integer = match rules.get("type") {
        Some(Value::String(t)) => t == "integer",
        Some(Value::Array(types)) => types.iter().any(|t| t == "integer"),
        _ => false,
    };
    let wide = rules
        .get("maximum")
        .and_then(Value::as_f64)
        .is_some_and(|max| max > 9_007_199_254_740_992.0);
    let digits = value
        .as_str()
        .is_some_and(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()));
    integer && wide && digits
}

fn has_type(value: &Value, t: &str) -> bool {
    match t {
        "null" => value.is_null(),
        "boolean" => value.is_boolean(),
        "string" => value.is_string(),
        "array" => value.is_array(),
        "object" => value.is_object(),
        "number" => value.is_number(),
        "integer" => {
            value.is_i64() || value.is_u64() || value.as_f64().is_some_and(|f| f.fract() == 0.0)
        }
        _ => false,
    }
}

fn check_number(
    rules: &serde_json::Map<String, Value>,
    value: &Value,
    at: &str,
    errors: &mut Vec<String>,
) {
    let Some(n) = value.as_f64() else { return };
    if let Some(min) = rules.get("minimum").and_then(Value::as_f64) {
        if n < min {
            errors.push(format!("{at}: {n} is below {min}"));
        }
    }
    if let Some(max) = rules.get("maximum").and_then(Value::as_f64) {
        if n > max {
            errors.push(format!("{at}: {n} is above {max}"));
        }
    }
    let range = match rules.get("format").and_then(Value::as_str) {
        Some("int32") => Some((i32::MIN as f64, i32::MAX as f64)),
        Some("int64") => Some((i64::MIN as f64, i64::MAX as f64)),
        _ => None,
    };
    if let Some((lo, hi)) = range {
        if n < lo || n > hi {
            errors.push(format!("{at}: {n} is out of range for its format"));
        }
    }
}

fn short(value: &Value) -> String {
    let text = value.to_string();
    if text.len() > 60 {
        format!(
            "{}…",
            &text[..text.char_indices().nth(57).map_or(text.len(), |(i, _)| i)]
        )
    } else {
        text
    }
}

/// The rules Discord enforces that the spec does not encode.
pub fn extra_rules(path: &str, json: &Value) -> Vec<String> {
    let mut errors = Vec::new();
    if path.contains("/commands") {
        for command in json.as_array().into_iter().flatten() {
            match command["type"].as_u64() {
                Some(2 | 3) => check_context_menu(command, &mut errors),
                _ => check_command_names(command, "command", &mut errors),
            }
        }
    }
    walk_components(json, &mut errors);
    check_flags(path, json, &mut errors);
    if json["type"] == 8 {
        let n = json["data"]["choices"].as_array().map_or(0, Vec::len);
        if n > 25 {
            errors.push(format!("autocomplete: {n} choices (at most 25)"));
        }
    }
    errors
}

/// Message flags: a new message may be ephemeral (an interaction's answer or follow-up),
/// silent (SUPPRESS_NOTIFICATIONS) or without embeds, nothing else; an edit (PATCH of a
/// message, response type 7) cannot change them, and a silent message pings nobody.
fn check_flags(path: &str, json: &Value, errors: &mut Vec<String>) {
    const SUPPRESS_EMBEDS: u64 = 1 << 2;
    const EPHEMERAL: u64 = 1 << 6;
    const SUPPRESS_NOTIFICATIONS: u64 = 1 << 12;
    let callback = path.ends_with("/callback");
    let body = if callback { &json["data"] } else { json };
    let Some(flags) = body.get("flags").and_then(Value::as_u64) else {
        return;
    };
    let edit = (callback && json["type"] == 7) || (!callback && path.contains("/messages/"));
    let allowed = match edit {
        true => SUPPRESS_EMBEDS,
        false if path.starts_with("/channels/") => SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS,
        false => SUPPRESS_EMBEDS | EPHEMERAL | SUPPRESS_NOTIFICATIONS,
    };
    if flags & !allowed != 0 {
        errors.push(format!(
            "flags {flags}: only {allowed} allowed on {}",
            if edit { "an edit" } else { "this new message" }
        ));
    }
    let pings = body["allowed_mentions"]["users"]
        .as_array()
        .is_some_and(|users| !users.is_empty());
    if flags & SUPPRESS_NOTIFICATIONS != 0 && pings {
        errors.push("a silent message that pings someone: the ping would not notify".into());
    }
}

fn check_command_names(item: &Value, at: &str, errors: &mut Vec<String>) {
    let name = item["name"].as_str().unwrap_or("");
    let at = format!("{at} {name}");
    let valid_name = !name.is_empty()
        && name.chars().count() <= 32
        && name
            .chars()
            .all(|c| c.is_lowercase() || c.is_numeric() || c == '-' || c == '_')
        && name.to_lowercase() == name;
    if !valid_name {
        errors.push(format!(
            "{at}: the name must be 1-32 lower-case letters, digits, - or _"
        ));
    }
    let description = item["description"].as_str().unwrap_or("");
    let length = description.chars().count();
    if !(1..=100).contains(&length) {
        errors.push(format!(
            "{at}: the description has {length} characters (1 to 100)"
        ));
    }
    let options = item["options"].as_array().map(Vec::as_slice).unwrap_or(&[]);
    if options.len() > 25 {
        errors.push(format!("{at}: {} options (at most 25)", options.len()));
    }
    let mut seen_optional = false;
    for option in options {
        let kind = option["type"].as_u64().unwrap_or(0);
        if kind > 2 {
            let required = option["required"] == true;
            if required && seen_optional {
                errors.push(format!(
                    "{at}: a required option comes after an optional one"
                ));
            }
            seen_optional |= !required;
        }
        let choices = option["choices"].as_array().map_or(0, Vec::len);
        if choices > 25 {
            errors.push(format!("{at}: {choices} choices (at most 25)"));
        }
        for choice in option["choices"].as_array().into_iter().flatten() {
            let n = choice["name"].as_str().map_or(0, |s| s.chars().count());
            if !(1..=100).contains(&n) {
                errors.push(format!("{at}: a choice name has {n} characters (1 to 100)"));
            }
        }
        check_command_names(option, &at, errors);
    }
}

/// A user or message command (the Apps menu): its names, in every language, are 1-32
/// letters, digits, spaces, `-`, `_` or `'`, capitals allowed; it has no description
/// and no options.
fn check_context_menu(item: &Value, errors: &mut Vec<String>) {
    let name = item["name"].as_str().unwrap_or("");
    let at = format!("context-menu command {name:?}");
    let valid = |name: &str| {
        (1..=32).contains(&name.chars().count())
            && name.trim() == name
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_' | '\''))
    };
    let localized = item["name_localizations"].as_object().into_iter().flatten();
    for (locale, name) in
        std::iter::once(("base", &item["name"])).chain(localized.map(|(l, n)| (l.as_str(), n)))
    {
        if !name.as_str().is_some_and(valid) {
            errors.push(format!(
                "{at}: the {locale} name {name} is not 1-32 letters, digits, spaces, -, _ or '"
            ));
        }
    }
    if item["description"].as_str().is_some_and(|d| !d.is_empty()) {
        errors.push(format!("{at}: has a description (must be empty)"));
    }
    if item["description_localizations"]
        .as_object()
        .is_some_and(|m| !m.is_empty())
    {
        errors.push(format!("{at}: has description localizations"));
    }
    if item["options"].as_array().is_some_and(|o| !o.is_empty()) {
        errors.push(format!("{at}: has options"));
    }
}

fn walk_components(value: &Value, errors: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            if let Some(id) = map.get("custom_id").and_then(Value::as_str) {
                if id.is_empty() || id.len() > 100 {
                    errors.push(format!("custom_id {id:?} is not 1 to 100 characters"));
                }
            }
            if map.get("type") == Some(&Value::from(3)) {
                let n = map
                    .get("options")
                    .and_then(Value::as_array)
                    .map_or(0, Vec::len);
                if n > 25 {
                    errors.push(format!("a select menu has {n} options (at most 25)"));
                }
            }
            map.values().for_each(|v| walk_components(v, errors));
        }
        Value::Array(items) => items.iter().for_each(|v| walk_components(v, errors)),
        _ => {}
    }
}
