/**
 * A job that runs at start and then every `intervalMs`; a slow run is never overlapped by the
 * next tick, and `stop` waits for the run in progress. `run` handles its own failures.
 */
export interface PeriodicJob {
  /** Clears the interval and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startPeriodicJob(run: () => Promise<void>, intervalMs: number): PeriodicJob {
  let current: Promise<void> | null = null;
  const tick = () => {
    if (current) return;
    current = run().finally(() => {
      current = null;
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}
