import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { earlyAnswersSettled, pendingEarly, putEarly, startsWithEarly, takeEarly } from './early-requests';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Subscribes a query the way a screen's hook does; resolves with its first result and how often it fetched. */
async function firstLook(path: string, from?: (answer: unknown) => unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, retry: false } } });
  let fetched = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['test', path],
    queryFn: async () => {
      fetched += 1;
      return 'fetched';
    },
    ...startsWithEarly(path, from),
  });
  const first = observer.getCurrentResult();
  const stop = observer.subscribe(() => undefined);
  await settle();
  stop();
  return { first, fetched, data: client.getQueryData(['test', path]) };
}

describe('a query that starts with the early answer', () => {
  it('has the data on its first render and does not fetch it again while fresh', async () => {
    putEarly('/api/home/u1', Promise.resolve({ balance: 1200 }));
    await settle();
    const look = await firstLook('/api/home/u1');
    expect(look.first.data).toEqual({ balance: 1200 });
    expect(look.first.isFetching).toBe(false);
    expect(look.fetched).toBe(0);
    expect(pendingEarly()).not.toContain('/api/home/u1');
  });

  it("makes the query's own data from the answer when its queryFn does", async () => {
    putEarly('/api/performance/u1', Promise.resolve({ performance: [{ period: '1year' }] }));
    await settle();
    const look = await firstLook('/api/performance/u1', (a) => (a as { performance: unknown[] }).performance);
    expect(look.first.data).toEqual([{ period: '1year' }]);
    expect(look.fetched).toBe(0);
  });

  it('fetches as usual when the answer has not arrived, leaving it for api() to take', async () => {
    putEarly('/api/goals/u1', new Promise(() => undefined));
    const look = await firstLook('/api/goals/u1');
    expect(look.first.data).toBeUndefined();
    expect(look.fetched).toBe(1);
    expect(takeEarly('/api/goals/u1')).not.toBeNull();
  });

  it('never starts with a refusal', async () => {
    putEarly('/api/transactions/u1', Promise.reject(new Error('401')));
    await settle();
    const look = await firstLook('/api/transactions/u1');
    expect(look.fetched).toBe(1);
    expect(look.data).toBe('fetched');
  });
});

describe('waiting for the early answers before the first render', () => {
  it('ends when they have all settled, or at the limit', async () => {
    let arrive: (v: unknown) => void = () => undefined;
    putEarly('/api/notifications/u2', new Promise((resolve) => (arrive = resolve)));
    let done = false;
    const waiting = earlyAnswersSettled(10_000).then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    arrive({ notifications: [] });
    await waiting;
    expect(done).toBe(true);
    // One that never answers: the wait ends at its limit all the same, and leaves it for api().
    putEarly('/api/profiles/u2', new Promise(() => undefined));
    await earlyAnswersSettled(30);
    expect(pendingEarly()).toContain('/api/profiles/u2');
  });
});
