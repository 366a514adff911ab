//! The catalog: one Fluent bundle per language, built from the embedded files (or from
//! a folder, for a language tried out before it is built in), and the lookup that
//! falls back to the source language when a message is missing.

use std::collections::BTreeSet;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;

use super::lang::{Lang, LANGUAGES};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/catalog.rs"));
}

/// A value for a message's variable: text, or a number (which plural forms select on).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(f64),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(i32, i64, u8, u16, u32, u64, usize, f64);

/// A catalog file that does not parse, or a language without files.
#[derive(Debug)]
pub struct CatalogError {
    pub language: String,
    pub file: String,
    pub problem: String,
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "catalog {}/{}: {}",
            self.language, self.file, self.problem
        )
    }
}

impl std::error::Error for CatalogError {}

/// A language to build: its code, its Discord locales, its files (name, text).
type Source = (String, Vec<String>, Vec<(String, String)>);

struct Language {
    code: String,
    /// Discord's locales that mean it.
    discord: Vec<String>,
    bundle: FluentBundle<FluentResource>,
    /// Every message id with the variables it uses (for the catalog's own checks).
    messages: Vec<(String, BTreeSet<String>)>,
}

/// Every language's messages.
pub struct Catalog {
    languages: Vec<Language>,
    /// Problems met while loading: none in a good catalog (a test says so).
    problems: Vec<CatalogError>,
}

impl Catalog {
    /// The catalog built into the program, for the languages of [`LANGUAGES`].
    pub fn embedded() -> &'static Catalog {
        static CATALOG: OnceLock<Catalog> = OnceLock::new();
        CATALOG.get_or_init(|| {
            let files = |code: &str| -> Vec<(String, String)> {
                embedded::EMBEDDED
                    .iter()
                    .filter(|(lang, _, _)| *lang == code)
                    .map(|(_, name, text)| (name.to_string(), text.to_string()))
                    .collect()
            };
            let languages = LANGUAGES
                .iter()
                .map(|l| {
                    let discord = l.discord.iter().map(|d| d.to_string()).collect();
                    (l.code.to_string(), discord, files(l.code))
                })
                .collect();
            let catalog = Catalog::build(languages);
            for problem in &catalog.problems {
                tracing::error!("{problem}");
            }
            catalog
        })
    }

    /// A catalog read from `dir` (`<dir>/<code>/*.ftl`) for the languages `codes`, the
    /// first being the source language. A code that is not one of [`LANGUAGES`] is
    /// its own Discord locale.
    pub fn from_dir(dir: &Path, codes: &[&str]) -> Result<Catalog, CatalogError> {
        let mut languages = Vec::new();
        for code in codes {
            let folder = dir.join(code);
            let failed = |problem: String| CatalogError {
                language: code.to_string(),
                file: String::new(),
                problem,
            };
            let mut names: Vec<PathBuf> = std::fs::read_dir(&folder)
                .map_err(|e| failed(format!("cannot read {}: {e}", folder.display())))?
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
                .collect();
            names.sort();
            let mut files = Vec::new();
            for path in names {
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| failed(format!("cannot read {}: {e}", path.display())))?;
                let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
                files.push((name.unwrap_or_default(), text));
            }
            let discord = LANGUAGES.iter().find(|l| l.code == *code).map_or_else(
                || vec![code.to_string()],
                |l| l.discord.iter().map(|d| d.to_string()).collect(),
            );
            languages.push((code.to_string(), discord, files));
        }
        let mut catalog = Catalog::build(languages);
        match catalog.problems.is_empty() {
            true => Ok(catalog),
            false => Err(catalog.problems.swap_remove(0)),
        }
    }

    fn build(languages: Vec<Source>) -> Catalog {
        let mut problems = Vec::new();
        let mut built = Vec::new();
        for (code, discord, files) in languages {
            let id = code
                .parse()
                .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Unicode isolation marks around every variable would show in Discord.
            bundle.set_use_isolating(false);
            add_functions(&mut bundle);
            let mut messages = Vec::new();
            if files.is_empty() {
                problems.push(CatalogError {
                    language: code.clone(),
                    file: String::new(),
                    problem: "no catalog files".into(),
                });
            }
            for (name, text) in files {
                let resource = match FluentResource::try_new(text) {
                    Ok(resource) => resource,
                    Err((resource, errors)) => {
                        for error in errors {
                            problems.push(CatalogError {
                                language: code.clone(),
                                file: name.clone(),
                                problem: format!("does not parse: {error:?}"),
                            });
                        }
                        resource
                    }
                };
                messages.extend(message_variables(&resource));
                if let Err(errors) = bundle.add_resource(resource) {
                    for error in errors {
                        problems.push(CatalogError {
                            language: code.clone(),
                            file: name.clone(),
                            problem: format!("{error:?}"),
                        });
                    }
                }
            }
            built.push(Language {
                code,
                discord,
                bundle,
                messages,
            });
        }
        Catalog {
            languages: built,
            problems,
        }
    }

    /// Problems met while loading (every file parses in a good catalog).
    pub fn problems(&self) -> &[CatalogError] {
        &self.problems
    }

    /// Every language, source first.
    pub fn langs(&self) -> impl Iterator<Item = Lang> + '_ {
        (0..self.languages.len()).map(|i| Lang(i as u8))
    }

    /// The language with this code (`en`, `cs`, `ru`), if the catalog has it.
    pub fn lang(&self, code: &str) -> Option<Lang> {
        let code = code.trim().to_ascii_lowercase();
        self.languages
            .iter()
            .position(|l| l.code == code)
            .map(|i| Lang(i as u8))
    }

    /// The language of a Discord locale (`cs`, `ru`, `en-US`, `pt-BR`...): the one
    /// that claims it, or the one with its language part as code, or the source.
    pub fn for_discord(&self, locale: &str) -> Lang {
        let claimed = self
            .languages
            .iter()
            .position(|l| l.discord.iter().any(|d| d.eq_ignore_ascii_case(locale)));
        let base = locale.split(['-', '_']).next().unwrap_or_default();
        claimed
            .map(|i| Lang(i as u8))
            .or_else(|| self.lang(base))
            .unwrap_or(Lang::SOURCE)
    }

    /// The code of a language (`en` for one this catalog does not have).
    pub fn code(&self, lang: Lang) -> &str {
        self.language(lang).map_or("en", |l| l.code.as_str())
    }

    /// Discord's locales that mean `lang`.
    pub fn discord_locales(&self, lang: Lang) -> Vec<&str> {
        self.language(lang)
            .map(|l| l.discord.iter().map(String::as_str).collect())
            .unwrap_or_default()
    }

    fn language(&self, lang: Lang) -> Option<&Language> {
        self.languages.get(usize::from(lang.0))
    }

    /// Every message id of `lang`, with the variables each uses.
    pub fn messages(&self, lang: Lang) -> &[(String, BTreeSet<String>)] {
        self.language(lang).map_or(&[], |l| &l.messages)
    }

    /// Whether `lang` has the message `id` itself (without falling back).
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.language(lang)
            .is_some_and(|l| l.bundle.has_message(id))
    }

    /// The message `id` (or `id.attribute`) in `lang`, in the source language if
    /// `lang` lacks it, or the id itself if no language has it (a bug the catalog
    /// tests catch; never a panic in front of a player).
    pub fn text(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
        let (message_id, attribute) = match id.split_once('.') {
            Some((m, a)) => (m, Some(a)),
            None => (id, None),
        };
        let fluent_args = (!args.is_empty()).then(|| {
            let mut fa = FluentArgs::with_capacity(args.len());
            for (name, value) in args {
                let value = match value {
                    Arg::Text(t) => FluentValue::from(t.clone()),
                    Arg::Number(n) => FluentValue::from(*n),
                };
                fa.set(name.to_string(), value);
            }
            fa
        });
        for candidate in [Some(lang), (lang != Lang::SOURCE).then_some(Lang::SOURCE)]
            .into_iter()
            .flatten()
        {
            let Some(language) = self.language(candidate) else {
                continue;
            };
            let Some(message) = language.bundle.get_message(message_id) else {
                continue;
            };
            let pattern = match attribute {
                Some(a) => message.get_attribute(a).map(|a| a.value()),
                None => message.value(),
            };
            let Some(pattern) = pattern else {
                continue;
            };
            let mut errors = Vec::new();
            let text = language
                .bundle
                .format_pattern(pattern, fluent_args.as_ref(), &mut errors);
            if !errors.is_empty() {
                tracing::warn!(
                    id,
                    lang = language.code,
                    ?errors,
                    "a message was formatted with errors"
                );
            }
            return text.into_owned();
        }
        tracing::error!(id, "a message is missing from the catalog");
        id.to_owned()
    }
}

/// Fluent's NUMBER, and ours: `TWO($n)` writes a number with at least two digits
/// (`07`), which dates need and Fluent's NUMBER does not do.
fn add_functions(bundle: &mut FluentBundle<FluentResource>) {
    let _ = bundle.add_builtins();
    let _ = bundle.add_function("TWO", |positional, _named| match positional.first() {
        Some(FluentValue::Number(n)) => FluentValue::from(format!("{:02}", n.value as i64)),
        Some(other) => other.clone(),
        None => FluentValue::Error,
    });
}

/// The message ids of a resource (attributes as `id.attribute`), each with the
/// variables its text uses.
fn message_variables(resource: &FluentResource) -> Vec<(String, BTreeSet<String>)> {
    let mut out = Vec::new();
    for entry in resource.entries() {
        let ast::Entry::Message(message) = entry else {
            continue;
        };
        let id = message.id.name.to_string();
        if let Some(value) = &message.value {
            let mut vars = BTreeSet::new();
            pattern_variables(value, &mut vars);
            out.push((id.clone(), vars));
        }
        for attribute in &message.attributes {
            let mut vars = BTreeSet::new();
            pattern_variables(&attribute.value, &mut vars);
            out.push((format!("{id}.{}", attribute.id.name), vars));
        }
    }
    out
}

fn pattern_variables(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, vars);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_variables(inline, vars),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, vars);
            for variant in variants {
                pattern_variables(&variant.value, vars);
            }
        }
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                inline_variables(arg, vars);
            }
            for arg in &arguments.named {
                inline_variables(&arg.value, vars);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, vars),
        _ => {}
    }
}
