import { createUser, fundWallet, type TestUser } from '../../src/server/testing/factories';
import type { RunningServer } from '../../src/server/server';

/** `count` registered, active users with `kes` in their wallets, created a few at a time. */
export async function seedSavers(server: RunningServer, count: number, kes: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, count - i) }, async () => {
        const user = await createUser(server.ctx);
        await fundWallet(server.ctx, user.id, kes);
        return user;
      }),
    );
    users.push(...batch);
  }
  return users;
}

/** A goal created through the API (multipart, as the add-goal form sends it); returns its id. */
export async function createGoal(server: RunningServer, user: TestUser, title: string): Promise<string> {
  const form = new FormData();
  const endDate = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const fields = {
    user_id: user.id,
    title,
    target_amount: '100000000',
    description: 'Benchmark goal',
    end_date: endDate,
    deposit: '0',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${server.url}/api/goals`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${user.token}` },
  });
  const body = (await res.json()) as { goal?: { goal_id: string }; message?: string };
  if (res.status !== 201 || !body.goal)
    throw new Error(`goal creation answered ${res.status}: ${JSON.stringify(body)}`);
  return body.goal.goal_id;
}
