//! One analysis at a time per process, on a thread of its own: an analysis keeps a
//! core busy for seconds (a long game, a minute), so several at once would slow every
//! move of every game, and none may run on the async workers. Waiting analyses are
//! taken in turn across servers (one server asking for ten cannot keep another
//! waiting behind all ten), each server's in the order asked. The same game asked for
//! twice while it waits is one analysis that both askers wait for.
//!
//! The thread starts when there is work and ends when there is none, so that an idle
//! service holds no thread.

use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

use crate::model::{GameAnalysis, GameId, GuildId};

use super::error::ServiceError;

/// What an analysis gives: the analysis, or why there is none.
pub(crate) type Outcome = Result<GameAnalysis, Arc<ServiceError>>;

type Work = Box<dyn FnOnce() -> Result<GameAnalysis, ServiceError> + Send>;

/// One game's analysis, waiting, running or done.
pub(crate) struct Job {
    pub guild: GuildId,
    pub game: GameId,
    work: Mutex<Option<Work>>,
    outcome: Mutex<Option<Outcome>>,
    done: Condvar,
}

impl Job {
    /// Waits until the analysis is done, then gives what it gave.
    pub fn wait(&self) -> Outcome {
        let mut outcome = lock(&self.outcome);
        loop {
            if let Some(outcome) = outcome.as_ref() {
                return outcome.clone();
            }
            outcome = self
                .done
                .wait(outcome)
                .unwrap_or_else(|poisoned| poisoned.into_inner());
        }
    }

    /// Whether it is done (waiting for it would not block).
    pub fn is_done(&self) -> bool {
        lock(&self.outcome).is_some()
    }

    fn finish(&self, outcome: Outcome) {
        *lock(&self.outcome) = Some(outcome);
        self.done.notify_all();
    }
}

impl std::fmt::Debug for Job {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Job")
            .field("guild", &self.guild.0)
            .field("game", &self.game)
            .field("done", &self.is_done())
            .finish_non_exhaustive()
    }
}

/// A job's place when it was queued: how many analyses run before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Queued {
    pub ahead: usize,
}

#[derive(Default)]
struct Waiting {
    /// Each server with waiting jobs, in the order they are served: the first one's
    /// first job runs next, and the server then goes to the back if it has more.
    servers: VecDeque<(GuildId, VecDeque<Arc<Job>>)>,
    running: Option<Arc<Job>>,
    /// Whether the thread that runs the jobs exists.
    worker: bool,
}

impl Waiting {
    fn find(&self, guild: GuildId, game: GameId) -> Option<Arc<Job>> {
        let same = |job: &&Arc<Job>| job.guild == guild && job.game == game;
        self.running.iter().find(same).cloned().or_else(|| {
            self.servers
                .iter()
                .flat_map(|(_, jobs)| jobs.iter())
                .find(same)
                .cloned()
        })
    }

    /// How many jobs run before `job`, the one running included (none for the job
    /// running itself).
    fn ahead_of(&self, job: &Arc<Job>) -> usize {
        if self.running.as_ref().is_some_and(|r| Arc::ptr_eq(r, job)) {
            return 0;
        }
        let running = usize::from(self.running.is_some());
        let Some(at) = self.servers.iter().position(|(g, _)| *g == job.guild) else {
            return running;
        };
        let index = self.servers[at]
            .1
            .iter()
            .position(|j| Arc::ptr_eq(j, job))
            .unwrap_or(0);
        // Rounds of one job per server: the servers before it in this round take
        // one more than its own index, those after it as many.
        let before: usize = self
            .servers
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != at)
            .map(|(i, (_, jobs))| jobs.len().min(if i < at { index + 1 } else { index }))
            .sum();
        running + index + before
    }

    fn next(&mut self) -> Option<Arc<Job>> {
        let (guild, mut jobs) = self.servers.pop_front()?;
        let job = jobs.pop_front();
        if !jobs.is_empty() {
            self.servers.push_back((guild, jobs));
        }
        job
    }
}

/// The process's analyses (one per service: a process has one).
#[derive(Default)]
pub(crate) struct AnalysisQueue {
    waiting: Arc<Mutex<Waiting>>,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A job that panicked left nothing half-written that matters here.
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl AnalysisQueue {
    /// The job of `game` if one is waiting or running, and its place now.
    #[cfg(test)]
    pub fn find(&self, guild: GuildId, game: GameId) -> Option<(Arc<Job>, Queued)> {
        let waiting = lock(&self.waiting);
        let job = waiting.find(guild, game)?;
        let ahead = waiting.ahead_of(&job);
        Some((job, Queued { ahead }))
    }

    /// Queues `work` as the analysis of `game` (or joins the one already queued), and
    /// starts the thread that runs them if it is not running.
    pub fn enqueue(
        &self,
        guild: GuildId,
        game: GameId,
        work: impl FnOnce() -> Result<GameAnalysis, ServiceError> + Send + 'static,
    ) -> (Arc<Job>, Queued) {
        let mut waiting = lock(&self.waiting);
        if let Some(job) = waiting.find(guild, game) {
            let ahead = waiting.ahead_of(&job);
            return (job, Queued { ahead });
        }
        let job = Arc::new(Job {
            guild,
            game,
            work: Mutex::new(Some(Box::new(work))),
            outcome: Mutex::new(None),
            done: Condvar::new(),
        });
        match waiting.servers.iter_mut().find(|(g, _)| *g == guild) {
            Some((_, jobs)) => jobs.push_back(job.clone()),
            None => waiting
                .servers
                .push_back((guild, VecDeque::from([job.clone()]))),
        }
        let ahead = waiting.ahead_of(&job);
        if !waiting.worker {
            waiting.worker = true;
            let shared = self.waiting.clone();
            let spawned = std::thread::Builder::new()
                .name("analysis".into())
                .spawn(move || run_jobs(&shared));
            if let Err(err) = spawned {
                // No thread: the jobs fail now rather than wait for ever.
                waiting.worker = false;
                let err = Arc::new(ServiceError::internal(format!(
                    "cannot start the analysis thread: {err}"
                )));
                while let Some(job) = waiting.next() {
                    job.finish(Err(err.clone()));
                }
            }
        }
        (job, Queued { ahead })
    }
}

/// The analysis thread: runs the jobs in turn until none is left.
fn run_jobs(waiting: &Mutex<Waiting>) {
    loop {
        let job = {
            let mut waiting = lock(waiting);
            match waiting.next() {
                Some(job) => {
                    waiting.running = Some(job.clone());
                    job
                }
                None => {
                    waiting.running = None;
                    waiting.worker = false;
                    return;
                }
            }
        };
        let work = lock(&job.work).take();
        let outcome = match work {
            Some(work) => match std::panic::catch_unwind(std::panic::AssertUnwindSafe(work)) {
                Ok(result) => result.map_err(Arc::new),
                Err(_) => Err(Arc::new(ServiceError::internal(format!(
                    "the analysis of game {} failed",
                    job.game
                )))),
            },
            None => Err(Arc::new(ServiceError::internal("an analysis ran twice"))),
        };
        job.finish(outcome);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    fn analysis(k: f64) -> GameAnalysis {
        GameAnalysis::sample(k)
    }

    #[test]
    fn jobs_run_one_at_a_time_in_turn_across_servers() {
        let queue = AnalysisQueue::default();
        // The first job holds the thread until told to go on.
        let (go, gate) = mpsc::channel::<()>();
        let order = Arc::new(Mutex::new(Vec::new()));
        let (first, queued) = queue.enqueue(GuildId(1), GameId(1), move || {
            gate.recv().ok();
            Ok(analysis(1.0))
        });
        assert_eq!(queued.ahead, 0);
        // Wait until it runs, so that the places below are counted behind it.
        while lock(&queue.waiting).running.is_none() {
            std::thread::yield_now();
        }
        let mut jobs = Vec::new();
        for (guild, game) in [(1, 2), (1, 3), (1, 4), (2, 10), (3, 20), (2, 11)] {
            let order = order.clone();
            let (job, queued) = queue.enqueue(GuildId(guild), GameId(game), move || {
                lock(&order).push(game);
                Ok(analysis(game as f64))
            });
            jobs.push((game, job, queued.ahead));
        }
        // Each is told its place as the queue stood when it was asked for.
        let told: Vec<(u64, usize)> = jobs.iter().map(|(g, _, a)| (*g, *a)).collect();
        assert_eq!(
            told,
            vec![(2, 1), (3, 2), (4, 3), (10, 2), (20, 3), (11, 5)]
        );
        // Servers take turns, so a server's later jobs wait behind other servers'
        // first ones: server 2's first comes after server 1's first, server 3's after
        // that, server 2's second after server 1's second.
        let now: Vec<(u64, usize)> = jobs
            .iter()
            .zip([1, 1, 1, 2, 3, 2])
            .map(|((g, _, _), guild)| {
                let (_, queued) = queue.find(GuildId(guild), GameId(*g)).unwrap();
                (*g, queued.ahead)
            })
            .collect();
        assert_eq!(now, vec![(2, 1), (3, 4), (4, 6), (10, 2), (20, 3), (11, 5)]);
        // The same game again joins its job.
        let (again, queued) = queue.enqueue(GuildId(2), GameId(11), || {
            panic!("a game queued twice is analysed once")
        });
        assert!(Arc::ptr_eq(&again, &jobs[5].1));
        assert_eq!(queued.ahead, 5);
        go.send(()).unwrap();
        assert_eq!(first.wait().unwrap().k, 1.0);
        for (game, job, _) in &jobs {
            assert_eq!(job.wait().unwrap().k, *game as f64);
        }
        assert_eq!(*lock(&order), vec![2, 10, 20, 3, 11, 4]);
    }

    #[test]
    fn a_failed_or_panicking_analysis_answers_its_waiters_and_the_next_runs() {
        let queue = AnalysisQueue::default();
        let (failing, _) =
            queue.enqueue(GuildId(1), GameId(1), || Err(ServiceError::internal("no")));
        let (panicking, _) = queue.enqueue(GuildId(1), GameId(2), || panic!("boom"));
        let (fine, _) = queue.enqueue(GuildId(1), GameId(3), || Ok(GameAnalysis::sample(2.0)));
        assert!(failing.wait().is_err());
        assert!(panicking.wait().is_err());
        assert_eq!(fine.wait().unwrap().k, 2.0);
        // The thread ends with the work, and a new job starts it again.
        while lock(&queue.waiting).worker {
            std::thread::yield_now();
        }
        let (later, _) = queue.enqueue(GuildId(1), GameId(4), || Ok(GameAnalysis::sample(3.0)));
        assert_eq!(later.wait().unwrap().k, 3.0);
    }
}
