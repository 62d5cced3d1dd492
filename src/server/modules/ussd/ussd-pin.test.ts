import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { USSD_PIN_TEXT, ussdPinSaved } from '../../../shared/schemas/ussd';
import { col, queryRow } from '../../db/typed-rows';
import { createUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { dial, PIN, setPinVia, smsOf, ussdUser, WRONG_PIN } from './ussd-test-kit';

/** The USSD PIN (docs/product/ussd.md): set in settings with the password, hashed, locked for 30 minutes after 3 wrong tries, told by SMS. */
const clock = new TestClock(new Date('2026-11-25T09:00:00Z'));

const server = useTestServer({ clock });

describe('setting the PIN', () => {
  it('needs the account password and a 4-digit PIN hard to guess; stores only a hash; tells the owner', async () => {
    const user = await createUser(server.ctx);
    const put = (body: unknown) => server.api.put(`/api/users/${user.id}/ussd-pin`, body, { token: user.token });
    expect((await server.api.get(`/api/users/${user.id}/ussd-pin`, { token: user.token })).body).toEqual({
      pinSet: false,
      lockedUntil: null,
    });
    const refused: Array<[string[], string]> = [
      [['123', '12345', '12a4'], USSD_PIN_TEXT.format],
      [['1234', '7777', '9876'], USSD_PIN_TEXT.weak],
    ];
    for (const [pins, message] of refused) {
      for (const pin of pins) {
        const res = await put({ pin, password: user.password });
        expect(res.status, pin).toBe(400);
        expect(res.body).toEqual({ message });
      }
    }
    const wrong = await put({ pin: PIN, password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: USSD_PIN_TEXT.wrongPassword });
    expect((await put({ pin: PIN })).status).toBe(400);
    const ok = await put({ pin: PIN, password: user.password });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: ussdPinSaved(server.ctx.config.ussdCode) });
    const stored = await queryRow(
      server.ctx.db,
      z.object({ pin_hash: col.text }),
      sql`SELECT pin_hash FROM ussd_pins WHERE user_id = ${user.id}`,
    );
    expect(stored?.pin_hash).toMatch(/^\$argon2id\$/);
    expect(stored?.pin_hash).not.toContain(PIN);
    expect((await server.api.get(`/api/users/${user.id}/ussd-pin`, { token: user.token })).body).toEqual({
      pinSet: true,
      lockedUntil: null,
    });
    // Not the owner: 403, for reading and for setting.
    const other = await createUser(server.ctx);
    expect((await server.api.get(`/api/users/${user.id}/ussd-pin`, { token: other.token })).status).toBe(403);
    expect(
      (
        await server.api.put(
          `/api/users/${user.id}/ussd-pin`,
          { pin: '5830', password: other.password },
          { token: other.token },
        )
      ).status,
    ).toBe(403);
    expect(
      (await server.api.put(`/api/users/${user.id}/ussd-pin`, { pin: '5830', password: user.password })).status,
    ).toBe(401);
    // the owner's security text (sent whatever the SMS preference)
    expect(await smsOf(server, user.id)).toEqual([
      {
        message: 'Pamoja: your USSD PIN was set. Not you? Change your password and USSD PIN now.',
        category: 'security',
      },
    ]);
  });
});

describe('wrong PINs', () => {
  it('locks USSD for 30 minutes after 3 wrong tries, texts the owner once, and counts no more tries while locked', async () => {
    const user = await ussdUser(server, 'en');
    const step = dial(server, user.phone);
    expect(await step(WRONG_PIN)).toBe('END Wrong PIN. 2 tries left before USSD locks for 30 minutes.');
    expect(await step(WRONG_PIN)).toBe('END Wrong PIN. 1 try left before USSD locks for 30 minutes.');
    // 09:00 UTC is 12:00 in Nairobi: locked until 12:30
    expect(await step(WRONG_PIN)).toBe('END USSD is locked after 3 wrong PINs. Try again after 12:30.');
    expect(await step(PIN)).toBe('END USSD is locked after 3 wrong PINs. Try again after 12:30.');
    expect(await step(`${PIN}*1`)).toBe('END USSD is locked after 3 wrong PINs. Try again after 12:30.');
    expect(await dial(server, user.phone)('')).toBe('END USSD is locked after 3 wrong PINs. Try again after 12:30.');
    expect((await server.api.get(`/api/users/${user.id}/ussd-pin`, { token: user.token })).body).toEqual({
      pinSet: true,
      lockedUntil: '2026-11-25T09:30:00.000Z',
    });
    const texts = await smsOf(server, user.id);
    expect(texts.map((t) => t.message)).toEqual([
      'Pamoja: your USSD PIN was set. Not you? Change your password and USSD PIN now.',
      'Pamoja: 3 wrong USSD PINs. USSD is locked for 30 minutes. Not you? Change your USSD PIN in Settings.',
    ]);
    for (const t of texts) expect(t.message.length).toBeLessThanOrEqual(160);
    clock.advance(30 * 60 * 1000);
    expect(await dial(server, user.phone)(PIN)).toMatch(/^CON Pamoja\n1 Balance/);
  });

  it('forgets wrong tries after a right PIN; a new PIN set in settings lifts a lock; in Kiswahili too', async () => {
    const user = await ussdUser(server, 'sw');
    const step = dial(server, user.phone);
    expect(await step(WRONG_PIN)).toBe(
      'END PIN si sahihi. Umebakiwa na majaribio 2 kabla USSD kufungwa kwa dakika 30.',
    );
    expect(await step(WRONG_PIN)).toBe(
      'END PIN si sahihi. Umebakiwa na majaribio 1 kabla USSD kufungwa kwa dakika 30.',
    );
    expect(await step(PIN)).toMatch(/^CON Pamoja\n1 Salio/);
    expect(await step(WRONG_PIN)).toBe(
      'END PIN si sahihi. Umebakiwa na majaribio 2 kabla USSD kufungwa kwa dakika 30.',
    );
    await step(WRONG_PIN);
    expect(await step(WRONG_PIN)).toMatch(
      /^END USSD imefungwa baada ya PIN isiyo sahihi mara 3\. Jaribu tena baada ya saa \d\d:\d\d\.$/,
    );
    expect((await smsOf(server, user.id)).map((t) => t.message)).toContain(
      'Pamoja: PIN ya USSD imekosewa mara 3. USSD imefungwa kwa dakika 30. Si wewe? Badilisha PIN ya USSD kwenye Mipangilio.',
    );
    await setPinVia(server, user, '5830');
    expect(await dial(server, user.phone)('5830')).toMatch(/^CON Pamoja\n1 Salio/);
    expect(await dial(server, user.phone)(PIN)).toMatch(/^END PIN si sahihi/);
  });

  it('lets no more than 3 parallel guesses be compared', async () => {
    const user = await ussdUser(server, 'en');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => dial(server, user.phone)(`${1000 + i * 7}`)));
    expect(answers.filter((a) => a.startsWith('END Wrong PIN'))).toHaveLength(2);
    // the third locks; the rest were not compared: "locked" once the lock is stored, "dial again" before
    const locked = answers.filter((a) => a.startsWith('END USSD is locked')).length;
    expect(locked).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a === 'END Too many PIN tries at once. Please dial again.')).toHaveLength(6 - locked);
    expect(await dial(server, user.phone)(PIN)).toMatch(/^END USSD is locked/);
  });

  it('answers parallel right PINs with the menu or "dial again", never "locked"', async () => {
    const user = await ussdUser(server, 'en');
    const answers = await Promise.all(Array.from({ length: 8 }, () => dial(server, user.phone)(PIN)));
    const menus = answers.filter((a) => a.startsWith('CON Pamoja\n1 ')).length;
    expect(menus).toBeGreaterThanOrEqual(3);
    expect(answers.filter((a) => a === 'END Too many PIN tries at once. Please dial again.')).toHaveLength(8 - menus);
    expect(await dial(server, user.phone)(PIN)).toMatch(/^CON Pamoja\n1 /);
    expect((await smsOf(server, user.id)).map((t) => t.message)).not.toContainEqual(
      expect.stringMatching(/wrong USSD PIN/),
    );
  });
});
