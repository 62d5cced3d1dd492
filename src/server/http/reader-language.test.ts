import { describe, expect, it } from 'vitest';
import { createFundedUser, createUser } from '../testing/factories';
import { useTestServer } from '../testing/use-test-server';
import { contributeVia, createGoalVia } from '../modules/goals/goals-test-kit';
import { notificationsReadIn } from '../testing/notifications';
import { borrowBodyFor } from '../modules/loans/loans-test-kit';

/** Refusals, notifications and history read in the language of the reader's screens (Accept-Language). */
const server = useTestServer();
const sw = { 'accept-language': 'sw' };

describe('the reader’s language', () => {
  it('answers a refusal in Kiswahili when the screens are in Kiswahili, and in the specification’s English otherwise', async () => {
    const bad = { email: 'nobody@example.com', password: 'Wrong-password-1' };
    const english = await server.api.post('/api/login', bad);
    expect(english.status).toBe(401);
    expect(english.body).toMatchObject({ message: 'Invalid email or password.' });
    const swahili = await server.api.post('/api/login', bad, { headers: sw });
    expect(swahili.status).toBe(401);
    expect(swahili.body).toMatchObject({ message: 'Barua pepe au nenosiri si sahihi.' });
    expect(swahili.headers.get('content-language')).toBe('sw');
    // A schema's refusal, with its values: the loan above the limit.
    const u = await createUser(server.ctx);
    const loan = await server.api.post('/api/loans/borrow', borrowBodyFor(server, u, 5000, '1 month'), {
      token: u.token,
      headers: sw,
    });
    expect(loan.status).toBe(422);
    expect(loan.body).toMatchObject({
      message: expect.stringMatching(/^Kiasi ulichoomba cha KES 5,000(\.00)? kinazidi/),
    });
  });

  it('shows a notification and a movement written for an English account in Kiswahili after the switch', async () => {
    const u = await createFundedUser(server.ctx, 1000);
    const shamba = await createGoalVia(server, u, { title: 'Shamba', target: 900, deposit: 300 });

    const inEnglish = await server.api.get<{ notifications: Array<{ message: string }> }>(
      `/api/notifications/${u.id}`,
      { token: u.token },
    );
    expect(inEnglish.body.notifications.map((n) => n.message)).toContain('Your goal "Shamba" has been created.');
    const inSwahili = await server.api.get<{ notifications: Array<{ message: string }> }>(
      `/api/notifications/${u.id}`,
      { token: u.token, headers: sw },
    );
    expect(inSwahili.body.notifications.map((n) => n.message).join('\n')).toContain('Shamba');
    expect(inSwahili.body.notifications.map((n) => n.message)).not.toContain('Your goal "Shamba" has been created.');
    // The contribution's notice comes from the one-statement SQL path (goal_contribute), in both languages too.
    expect((await contributeVia(server, u, shamba.goal_id, 100)).status).toBe(200);
    expect((await notificationsReadIn(server, u, 'sw')).join('\n')).toMatch(
      /amechangia KES 100\.00 kwenye lengo "Shamba"/,
    );
    expect((await notificationsReadIn(server, u, 'en')).join('\n')).toMatch(
      /contributed KES 100\.00 to the goal "Shamba"/,
    );

    const history = await server.api.get<{ transactions: Array<{ description: string }> }>(
      `/api/transactions/${u.id}`,
      {
        token: u.token,
        headers: sw,
      },
    );
    expect(history.body.transactions.map((t) => t.description)).toContain('Amana kwa lengo: Shamba');
    const englishHistory = await server.api.get<{ transactions: Array<{ description: string }> }>(
      `/api/transactions/${u.id}`,
      { token: u.token },
    );
    expect(englishHistory.body.transactions.map((t) => t.description)).toContain('Deposit to goal: Shamba');
    await server.expectLedgerHealthy();
  });
  it('answers zod’s own sentences in Kiswahili too: the pair is built from the issue (decision 073)', async () => {
    const long = { name: 'x'.repeat(121), email: 'a@example.com', message: 'Hello' };
    const english = await server.api.post('/api/contact', long);
    expect(english).toMatchObject({ status: 400, body: { message: 'Name must be at most 120 characters.' } });
    const swahili = await server.api.post('/api/contact', long, { headers: sw });
    expect(swahili).toMatchObject({ status: 400, body: { message: 'Sehemu ya Name isizidi herufi 120.' } });
    const notObject = await server.api.post('/api/newsletter', [1], { headers: sw });
    expect(notObject).toMatchObject({ status: 400, body: { message: 'Ombi lazima liwe kitu cha JSON.' } });
    const noEmail = await server.api.post('/api/newsletter', {}, { headers: sw });
    expect(noEmail).toMatchObject({ status: 400, body: { message: 'Tafadhali weka barua pepe sahihi.' } });
  });
});
