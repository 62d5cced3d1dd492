import type { AppContext } from '../context';
import type { Job } from '../module';

/**
 * Runs each job every `everyMs`, never two runs of the same job at once in this instance.
 * Returns a function that stops the timers and waits for running jobs to finish.
 */
export function startJobs(ctx: AppContext, jobs: Job[]): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;
  for (const job of jobs) {
    let busy = false;
    const tick = () => {
      if (busy || stopped) return;
      busy = true;
      const run = job
        .run(ctx)
        .catch((err: unknown) => ctx.log.error({ err, job: job.name }, 'job failed'))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return async () => {
    stopped = true;
    for (const t of timers) clearInterval(t);
    await Promise.all(running);
  };
}
