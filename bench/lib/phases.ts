import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { PhaseTiming } from '../../src/server/phases';
import { emit } from './emit';

/**
 * Listens to the app's phase timings (`src/server/phases.ts`) while `run` runs, and emits each phase as
 * `phase_<name>_s` (phases of the same name added up, `count` of them), with `extra`.
 */
export async function withPhases<T>(bench: string, extra: Record<string, unknown>, run: () => Promise<T>): Promise<T> {
  const seen = new Map<string, { seconds: number; count: number }>();
  const listener = (message: unknown) => {
    const m = message as PhaseTiming;
    const s = seen.get(m.phase) ?? { seconds: 0, count: 0 };
    seen.set(m.phase, { seconds: s.seconds + m.seconds, count: s.count + 1 });
  };
  subscribe('pamoja:phase', listener);
  try {
    return await run();
  } finally {
    unsubscribe('pamoja:phase', listener);
    for (const [phase, s] of seen)
      emit(bench, `phase_${phase}_s`, Math.round(s.seconds * 1000) / 1000, {
        ...extra,
        ...(s.count > 1 ? { count: s.count } : {}),
      });
  }
}
