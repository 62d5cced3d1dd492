/**
 * Where the start-up time goes (README, Benchmarks; decision 106): `startServer` ends each phase by name and logs the
 * milliseconds of all of them as one `startup` line. `before_start_ms` is the time from the
 * process's start (node itself, loading the bundle and its packages) to `startServer`. The line
 * also names how the database began (decision 106) and, when it was copied from the build's template,
 * `template_copy_ms`, which is part of `database_open_ms`.
 */
export interface StartupTimer {
  /** Ends the phase `name`, which began at the previous call (or when the timer was made). */
  phase(name: string): void;
  /** Every phase so far in the order they ran, then `total_ms` since the process started. */
  done(): Record<string, number>;
}

export function startupTimer(): StartupTimer {
  let last = performance.now();
  const phases: Record<string, number> = { before_start_ms: Math.round(last) };
  return {
    phase(name) {
      const now = performance.now();
      phases[name] = Math.round(now - last);
      last = now;
    },
    done: () => ({ ...phases, total_ms: Math.round(performance.now()) }),
  };
}
