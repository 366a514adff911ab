//! Connecting to Discord (directly, or through a REST proxy), running the shards of
//! this process, and stopping cleanly.

use std::fmt;
use std::future::Future;
use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::availability::{Gateways, StageEvents, Watch};
use super::config::Config;
use super::context::{Data, Error};
use super::inflight::InFlight;
use super::pace::Pacer;
use super::parts::Parts;
use super::timing::Timing;
use super::{commands, handlers};
use crate::service::{Reply, Service};

/// Why the bot stopped with an error, in a sentence.
#[derive(Debug)]
pub enum StartError {
    /// Discord (or the proxy) refused or failed; the text is serenity's.
    Discord(String),
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::Discord(why) => write!(f, "the connection to Discord failed: {why}"),
        }
    }
}

impl std::error::Error for StartError {}

/// The REST client. With a proxy, requests go to the proxy's base URL instead of
/// discord.com, and serenity's own rate limiter is off: the proxy limits for every
/// process at once (and serenity ignores the proxy while its limiter is on).
pub fn http_client(config: &Config) -> serenity::Http {
    let builder = serenity::HttpBuilder::new(config.token.expose());
    match &config.proxy_url {
        Some(proxy) => builder.proxy(proxy.clone()).ratelimiter_disabled(true),
        None => builder,
    }
    .build()
}

/// Runs the bot until `shutdown` completes (or the gateway gives up), then closes the
/// shards and waits (at most [`Timing::drain_limit`]) for the interactions being
/// answered, so that a move already stored still reaches its players. The caller owns
/// the store and flushes it afterwards.
pub async fn run_until(
    config: &Config,
    parts: Parts,
    timing: Timing,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), StartError> {
    let shards = config.shards;
    let guild = config.guild_id;
    // With several processes, one registers the commands: the one with shard 0.
    let registers = shards.is_none_or(|s| s.first == 0);
    let work = InFlight::default();
    let setup_work = work.clone();
    // The service, once connected: stopped cleanly at the end (its last heartbeat).
    let serving: Arc<std::sync::OnceLock<Arc<Service>>> = Arc::default();
    let serving_slot = serving.clone();
    let gateways = Arc::new(Gateways::new(parts.clock.clone()));
    let setup_gateways = gateways.clone();
    let options = poise::FrameworkOptions {
        commands: commands::all(),
        on_error: |error| Box::pin(handlers::on_error(error)),
        event_handler: |framework, event| {
            Box::pin(on_event(
                framework.serenity_context,
                event,
                framework.user_data,
            ))
        },
        // Owners are for owner-only commands, which we don't have: skip the request.
        initialize_owners: false,
        // poise's own messages (the apologies of on_error) ping nobody.
        allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
        ..Default::default()
    };
    let framework = poise::Framework::builder()
        .options(options)
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                tracing::info!(
                    user = %ready.user.name,
                    guilds = ready.guilds.len(),
                    "connected to Discord"
                );
                if registers {
                    register(ctx, &framework.options().commands, guild).await;
                }
                let service = Service::new(
                    parts.store,
                    parts.clock,
                    parts.computer,
                    bot_user(&ready.user),
                );
                // A store shared with other processes: tick this one's servers only,
                // and give back only their outages.
                let service = Arc::new(match shards {
                    Some(spec) => service.with_shards(spec.span()),
                    None => service,
                });
                let ours: Vec<u32> = match (shards, ready.shard) {
                    (Some(spec), _) => (spec.first..=spec.last).collect(),
                    (None, Some(info)) => (0..info.total).collect(),
                    (None, None) => vec![0],
                };
                // Since when the bot did not serve (its last heartbeat) is an outage
                // the games get back; told before the first tick.
                let starting = service.clone();
                match tokio::task::spawn_blocking(move || starting.start_serving()).await {
                    Ok(Ok(())) => {}
                    Ok(Err(err)) => tracing::error!(
                        "cannot tell since when the bot did not serve: {}",
                        crate::service::ErrorChain(&err)
                    ),
                    Err(err) => tracing::error!("the start failed: {err}"),
                }
                let _ = serving_slot.set(service.clone());
                spawn_ticker(
                    service.clone(),
                    Watched {
                        http: ctx.http.clone(),
                        manager: framework.shard_manager().clone(),
                        watch: Watch::new(setup_gateways, ours),
                    },
                    timing.tick_every,
                    setup_work.clone(),
                );
                Ok(Data {
                    service,
                    timing,
                    shards,
                    inflight: setup_work,
                    sights: Default::default(),
                })
            })
        })
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(
        http_client(config),
        serenity::GatewayIntents::GUILDS,
    )
    .framework(framework)
    .event_handler(StageEvents(gateways.clone()))
    .await
    .map_err(|e| StartError::Discord(e.to_string()))?;
    let manager = client.shard_manager.clone();
    let closing = work.clone();
    tokio::spawn(async move {
        shutdown.await;
        tracing::info!(
            in_progress = closing.busy(),
            "shutting down: no new events; finishing what is in progress"
        );
        closing.close();
        manager.shutdown_all().await;
    });
    let result = match shards {
        // serenity's range is inclusive of its end (it runs end - start + 1 shards).
        Some(spec) => {
            tracing::info!(%spec, "starting shards");
            client
                .start_shard_range(spec.first..spec.last, spec.total)
                .await
        }
        None => client.start_autosharded().await,
    };
    // The shards are closed; handlers already running go on with their own requests.
    work.close();
    if !work.wait_idle(timing.drain_limit).await {
        tracing::warn!(
            in_progress = work.busy(),
            "stopping with interactions still unanswered"
        );
    }
    if let Some(service) = serving.get().cloned() {
        let _ = tokio::task::spawn_blocking(move || service.stop_serving()).await;
    }
    result.map_err(|e| StartError::Discord(e.to_string()))
}

/// Sends reminders (DMs, or channel mentions when DMs are closed) and ends games whose
/// player ran out of time, from the store's time index: also what fell due while the
/// bot was down, on the first tick. A pass goes a batch at a time: each batch's
/// deliveries (DMs paced, however many fell due at once) finish before the next batch
/// is read, and each batch is one short blocking task, so interactions go on between.
fn spawn_ticker(
    service: Arc<Service>,
    mut watched: Watched,
    period: std::time::Duration,
    work: InFlight,
) {
    tokio::spawn(async move {
        let http = watched.http.clone();
        let mut pacer = Pacer::default();
        let mut every = tokio::time::interval(period);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            if work.is_closing() {
                return;
            }
            // A batch that started finishes before the process stops: its deliveries
            // and their receipts belong together.
            let _busy = work.enter();
            // Whether the bot can serve (the clocks wait while it cannot).
            watched
                .watch
                .look(&service, &watched.manager, &watched.http)
                .await;
            // The pass starts with the heartbeat, a write: off the async workers.
            let starting = service.clone();
            let mut pass = match tokio::task::spawn_blocking(move || starting.tick_pass()).await {
                Ok(pass) => pass,
                Err(err) => {
                    tracing::error!("the timeout check failed: {err}");
                    continue;
                }
            };
            loop {
                let ticking = service.clone();
                // The service blocks (storage, rendering): keep it off the async workers.
                let batch = tokio::task::spawn_blocking(move || {
                    let replies = ticking.tick_batch(&mut pass);
                    replies.iter().flatten().for_each(Reply::draw);
                    (pass, replies)
                })
                .await;
                let replies = match batch {
                    Ok((rest, Some(replies))) => {
                        pass = rest;
                        replies
                    }
                    Ok((_, None)) => break,
                    Err(err) => {
                        tracing::error!("the timeout check failed: {err}");
                        break;
                    }
                };
                for reply in &replies {
                    if !super::post::deliver_due(&http, &service, &mut pacer, reply).await {
                        watched.watch.delivery_failed();
                    }
                }
                if work.is_closing() {
                    // The rest is still due at the next start.
                    break;
                }
            }
        }
    });
}

/// What the ticker watches to know whether the bot can serve.
struct Watched {
    http: Arc<serenity::Http>,
    manager: Arc<serenity::ShardManager>,
    watch: Watch,
}

/// Registers the commands in one server (instant, for development) or globally.
/// A failure is logged, not fatal: the commands registered before still work.
async fn register(
    ctx: &serenity::Context,
    commands: &[poise::Command<Data, Error>],
    guild: Option<u64>,
) {
    // Ours rather than poise's builders: they localize the context-menu command too.
    let builders = commands::builders(commands);
    let result = match guild.and_then(std::num::NonZeroU64::new) {
        Some(id) => serenity::GuildId::from(id)
            .set_commands(ctx, builders)
            .await
            .map(drop),
        None => serenity::Command::set_global_commands(ctx, builders)
            .await
            .map(drop),
    };
    match result {
        Ok(()) => tracing::info!(guild, "slash commands registered"),
        Err(err) => tracing::error!("could not register the slash commands: {err}"),
    }
}

async fn on_event(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    data: &Data,
) -> Result<(), Error> {
    data.sights.on_event(event);
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        handlers::on_component(ctx, data, click).await?;
    }
    Ok(())
}

/// Completes on Ctrl-C or SIGTERM.
pub async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// The bot's user as the service knows it.
fn bot_user(user: &serenity::CurrentUser) -> crate::service::User {
    crate::service::User {
        id: crate::model::UserId(user.id.get()),
        name: user.name.clone(),
        is_manager: false,
        is_bot: true,
    }
}
