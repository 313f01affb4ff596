//! The gate of password hashing: each argon2id hash takes 19 MiB for tens of milliseconds, so
//! at most a few run at once and a bounded queue waits for them (`accounts` goes through it).

use std::sync::atomic::{AtomicUsize, Ordering};

use tokio::sync::Semaphore;

/// Why the gate did not run a hash.
#[derive(Debug, thiserror::Error)]
pub enum GateError {
    /// Every place inside is taken: try again in a moment.
    #[error("too many sign-ins at once")]
    Busy,
    /// The hashing threads are gone (the server is stopping).
    #[error("password hashing stopped: {0}")]
    Stopped(String),
}

/// At most a fixed number of password hashes at once, a bounded queue for the rest.
///
/// A request is admitted before it does anything else (no database query, no thread), so
/// that a flood is refused at the door: at most `concurrency + queue` sign-ins and sign-ups
/// are in progress at once.
///
/// The hashes run on a few threads of their own, one per permit: each thread's allocator
/// keeps the 19 MiB it used for the next hash, so memory stays at `concurrency` × 19 MiB
/// instead of growing with every thread a busy blocking pool would start.
pub struct PasswordGate {
    permits: Semaphore,
    inside: AtomicUsize,
    capacity: usize,
    jobs: std::sync::mpsc::Sender<Job>,
}

type Job = Box<dyn FnOnce() + Send>;

/// A place inside the gate, held for the whole sign-in; it is given back when dropped.
pub struct Admission<'a> {
    gate: &'a PasswordGate,
}

impl Drop for Admission<'_> {
    fn drop(&mut self) {
        self.gate.inside.fetch_sub(1, Ordering::SeqCst);
    }
}

impl PasswordGate {
    /// `concurrency` 0 means one per core.
    pub fn new(concurrency: usize, queue: usize) -> PasswordGate {
        let concurrency = if concurrency == 0 {
            std::thread::available_parallelism().map_or(1, |n| n.get())
        } else {
            concurrency
        };
        let (jobs, queue_of_jobs) = std::sync::mpsc::channel::<Job>();
        let queue_of_jobs = std::sync::Arc::new(std::sync::Mutex::new(queue_of_jobs));
        for n in 0..concurrency {
            let queue_of_jobs = queue_of_jobs.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("fabula-hash-{n}"))
                .spawn(move || loop {
                    let job = match queue_of_jobs.lock() {
                        Ok(receiver) => receiver.recv(),
                        Err(poisoned) => poisoned.into_inner().recv(),
                    };
                    match job {
                        Ok(job) => job(),
                        // The gate is gone: the server is stopping.
                        Err(_) => return,
                    }
                });
            if let Err(e) = spawned {
                tracing::error!(error = %e, "cannot start a password hashing thread");
            }
        }
        PasswordGate {
            permits: Semaphore::new(concurrency),
            inside: AtomicUsize::new(0),
            capacity: concurrency + queue,
            jobs,
        }
    }

    /// How many more hashes could start right now.
    pub fn free_permits(&self) -> usize {
        self.permits.available_permits()
    }

    /// A place inside, or `Busy` at once when every place is taken.
    pub fn admit(&self) -> Result<Admission<'_>, GateError> {
        if self.inside.fetch_add(1, Ordering::SeqCst) >= self.capacity {
            self.inside.fetch_sub(1, Ordering::SeqCst);
            return Err(GateError::Busy);
        }
        Ok(Admission { gate: self })
    }

    /// Runs `work` (a hash) on one of the gate's threads once a permit is free. The threads
    /// that serve moves and polls never wait for a hash.
    pub async fn run<T: Send + 'static>(
        &self,
        _admitted: &Admission<'_>,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, GateError> {
        let permit = self
            .permits
            .acquire()
            .await
            .map_err(|e| GateError::Stopped(e.to_string()))?;
        let (done, result) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = done.send(work());
        });
        self.jobs
            .send(job)
            .map_err(|e| GateError::Stopped(e.to_string()))?;
        let result = result.await.map_err(|e| GateError::Stopped(e.to_string()));
        drop(permit);
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_gate_refuses_at_once_when_its_queue_is_full() {
        let gate = std::sync::Arc::new(PasswordGate::new(1, 1));
        let (release, wait) = std::sync::mpsc::channel::<()>();
        let running = {
            let gate = gate.clone();
            tokio::spawn(async move {
                let admitted = gate.admit()?;
                gate.run(&admitted, move || wait.recv().is_ok()).await
            })
        };
        // The first job holds the only permit; one more may wait; a third is refused.
        while gate.free_permits() > 0 {
            tokio::task::yield_now().await;
        }
        let queued = gate.admit().unwrap();
        assert!(matches!(gate.admit(), Err(GateError::Busy)));
        release.send(()).unwrap();
        assert!(running.await.unwrap().unwrap());
        assert_eq!(gate.run(&queued, || 2).await.unwrap(), 2);
        drop(queued);
        let again = gate.admit().unwrap();
        assert_eq!(gate.run(&again, || 4).await.unwrap(), 4);
    }
}
