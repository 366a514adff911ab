//! Who a message would notify, the way Discord decides it: mentions in the content
//! (`<@id>`, `<@!id>`, `<@&role>`, `@everyone`, `@here`) filtered by the message's
//! `allowed_mentions`. Without `allowed_mentions` Discord pings everything the content
//! names, roles and @everyone included.

use serde_json::Value;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pings {
    pub users: Vec<u64>,
    pub roles: Vec<u64>,
    pub everyone: bool,
    /// The message said whom it may ping (`allowed_mentions` present).
    pub explicit: bool,
}

/// The pings of a message body (`content` and `allowed_mentions`).
pub fn pings(message: &Value) -> Pings {
    let content = message["content"].as_str().unwrap_or("");
    let allowed = message.get("allowed_mentions").filter(|a| a.is_object());
    let parse: Vec<&str> = match allowed {
        None => vec!["users", "roles", "everyone"],
        Some(a) => a["parse"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .collect(),
    };
    let listed = |key: &str| -> Vec<u64> {
        allowed
            .and_then(|a| a[key].as_array())
            .into_iter()
            .flatten()
            .filter_map(|v| v.as_str()?.parse().ok())
            .collect()
    };
    let (named_users, named_roles) = mentioned_ids(content);
    let users_listed = listed("users");
    let roles_listed = listed("roles");
    let users = named_users
        .into_iter()
        .filter(|id| parse.contains(&"users") || users_listed.contains(id))
        .collect();
    let roles = named_roles
        .into_iter()
        .filter(|id| parse.contains(&"roles") || roles_listed.contains(id))
        .collect();
    let everyone =
        parse.contains(&"everyone") && (content.contains("@everyone") || content.contains("@here"));
    Pings {
        users,
        roles,
        everyone,
        explicit: allowed.is_some(),
    }
}

/// The user and role ids mentioned in `content`, in order, without repeats.
fn mentioned_ids(content: &str) -> (Vec<u64>, Vec<u64>) {
    let mut users = Vec::new();
    let mut roles = Vec::new();
    let mut rest = content;
    while let Some(start) = rest.find("<@") {
        rest = &rest[start + 2..];
        let (is_role, body) = match rest.strip_prefix('&') {
            Some(body) => (true, body),
            None => (false, rest.strip_prefix('!').unwrap_or(rest)),
        };
        let Some(end) = body.find('>') else { break };
        if let Ok(id) = body[..end].parse::<u64>() {
            let list = if is_role { &mut roles } else { &mut users };
            if !list.contains(&id) {
                list.push(id);
            }
        }
    }
    (users, roles)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn follows_allowed_mentions() {
        let open = pings(&json!({"content": "<@1> <@&2> @everyone"}));
        assert_eq!(
            (open.users, open.roles, open.everyone),
            (vec![1], vec![2], true)
        );
        let strict = pings(&json!({
            "content": "<@1> <@!3> <@&2> @everyone",
            "allowed_mentions": {"parse": [], "users": ["3"], "roles": []}
        }));
        assert_eq!(
            strict,
            Pings {
                users: vec![3],
                roles: vec![],
                everyone: false,
                explicit: true
            }
        );
    }
}
