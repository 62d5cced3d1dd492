import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRow } from '../../db/typed-rows';
import { createUser, fundWallet } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { USSD_PER_PHONE_PER_MINUTE } from './ussd-routes';
import { dial, PIN, ussdPost, ussdUser } from './ussd-test-kit';

/**
 * The USSD menu (docs/product/ussd.md) over HTTP as Africa's Talking drives it: every screen that
 * moves no money, in English and Kiswahili, and whatever a caller sends answered CON/END, never 5xx.
 */
const clock = new TestClock(new Date('2026-11-25T09:00:00Z'));

const server = useTestServer({ clock });

/** What a new user with a PIN and an empty wallet reads for each `text`, in English and in Kiswahili. */
const SCREENS: Array<{ text: string; en: string; sw: string }> = [
  {
    text: '',
    en: 'CON Welcome to Pamoja.\nEnter your USSD PIN:',
    sw: 'CON Karibu Pamoja.\nWeka PIN yako ya USSD:',
  },
  {
    text: PIN,
    en: 'CON Pamoja\n1 Balance\n2 Deposit\n3 Withdraw\n4 Goals\n5 Chama\n6 Loan\n7 Mini-statement\n8 Language',
    sw: 'CON Pamoja\n1 Salio\n2 Weka pesa\n3 Toa pesa\n4 Malengo\n5 Chama\n6 Mkopo\n7 Taarifa fupi\n8 Lugha',
  },
  { text: `${PIN}*1`, en: 'END Your Pamoja balance is KES 0.00.', sw: 'END Salio lako la Pamoja ni KES 0.00.' },
  { text: `${PIN}*7`, en: 'END No transactions yet.', sw: 'END Bado hakuna miamala.' },
  {
    text: `${PIN}*4`,
    en: 'END You have no goals. Create one in the Pamoja app.',
    sw: 'END Huna malengo. Unda lengo kwenye programu ya Pamoja.',
  },
  {
    text: `${PIN}*5`,
    en: 'END You are not in any chama. Join one in the Pamoja app.',
    sw: 'END Hauko kwenye chama chochote. Jiunge kwenye programu ya Pamoja.',
  },
  { text: `${PIN}*6`, en: 'END You have no loan to repay.', sw: 'END Huna mkopo wa kulipa.' },
  { text: `${PIN}*8`, en: 'CON Language:\n1 English\n2 Kiswahili', sw: 'CON Lugha:\n1 English\n2 Kiswahili' },
  { text: `${PIN}*77`, en: 'CON Invalid choice.\n0 Back 00 Menu', sw: 'CON Chaguo si sahihi.\n0 Rudi 00 Menyu' },
];

describe('who calls', () => {
  it('gives an unknown phone a clear END in both languages, and a malformed one the same', async () => {
    for (const phone of ['254799000111', '12345', '']) {
      const text = await dial(server, phone)('');
      expect(text).toBe(
        'END This number is not registered on Pamoja. Sign up in the Pamoja app. / Namba hii haijasajiliwa Pamoja.',
      );
    }
  });

  it('finds the user by the phone as stored (AT sends +2547…), and asks a user without a PIN to set one', async () => {
    const user = await createUser(server.ctx);
    expect(await dial(server, user.phone)('')).toBe(
      'END Set your USSD PIN first: in the Pamoja app open Settings, USSD PIN. Then dial again.',
    );
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${user.id}`);
    expect(await dial(server, user.phone)('1234')).toBe(
      'END Weka PIN yako ya USSD kwanza: kwenye programu ya Pamoja fungua Mipangilio, PIN ya USSD. Kisha piga tena.',
    );
  });

  it('does not serve a registration left incomplete', async () => {
    const user = await createUser(server.ctx, { registrationStep: 3 });
    expect(await dial(server, user.phone)('')).toMatch(/^END This number is not registered/);
  });
});

describe('the screens that move no money', () => {
  it.each(['en', 'sw'] as const)('asks the PIN, then shows the menu and every screen in %s', async (language) => {
    const user = await ussdUser(server, language);
    const step = dial(server, user.phone);
    for (const screen of SCREENS) expect(await step(screen.text), screen.text).toBe(screen[language]);
  });
});

describe('the menu in English', () => {
  it('shows the balance and the mini-statement once money came in', async () => {
    const user = await ussdUser(server, 'en');
    await fundWallet(server.ctx, user.id, 1234.5);
    expect(await dial(server, user.phone)(`${PIN}*1`)).toBe('END Your Pamoja balance is KES 1,234.50.');
    expect(await dial(server, user.phone)(`${PIN}*7`)).toMatch(
      /^END Last transactions:\n\d\d\/\d\d \+1,234\.50 Deposit$/,
    );
  });

  it('refuses an unknown choice and goes back with 0 and 00', async () => {
    const user = await ussdUser(server, 'en');
    const step = dial(server, user.phone);
    expect(await step(`${PIN}*9`)).toBe('CON Invalid choice.\n0 Back 00 Menu');
    expect(await step(`${PIN}*9*0`)).toMatch(/^CON Pamoja\n1 Balance/);
    expect(await step(`${PIN}*2*abc`)).toBe(
      'CON Invalid amount. Enter whole shillings, KES 10 to 250,000.\n0 Back 00 Menu',
    );
    expect(await step(`${PIN}*2*abc*7`)).toMatch(/^CON Invalid amount\./);
    expect(await step(`${PIN}*2*abc*0`)).toMatch(/^CON Deposit from M-Pesa 07\d{8}\.\nEnter amount \(KES\):$/);
    expect(await step(`${PIN}*2*abc*00`)).toMatch(/^CON Pamoja\n1 Balance/);
    expect(await step(`${PIN}*2*10.5`)).toMatch(/^CON Invalid amount/);
    expect(await step(`${PIN}*2*500`)).toBe(
      `CON Deposit KES 500.00 from M-Pesa 0${user.phone.slice(3)}?\n1 Confirm\n0 Back`,
    );
    expect(await step(`${PIN}*2*500*2`)).toBe('CON Invalid choice.\n0 Back 00 Menu');
    expect(await step(`${PIN}*2*500*0`)).toMatch(/^CON Deposit from M-Pesa/);
    expect(await step(`${PIN}*3*5`)).toMatch(/^CON Invalid amount\. Enter whole shillings/);
    expect(await step(`${PIN}*1*1`)).toBe('CON Invalid choice.\n0 Back 00 Menu');
  });

  it('switches the language (the same setting as the app) and answers in it from then on', async () => {
    const user = await ussdUser(server, 'en');
    const step = dial(server, user.phone);
    expect(await step(`${PIN}*8`)).toBe('CON Language:\n1 English\n2 Kiswahili');
    expect(await step(`${PIN}*8*3`)).toBe('CON Invalid choice.\n0 Back 00 Menu');
    expect(await step(`${PIN}*8*2`)).toBe('END Lugha imewekwa: Kiswahili.');
    const row = await queryRow(
      server.ctx.db,
      z.object({ language: col.text }),
      sql`SELECT language FROM users WHERE id = ${user.id}`,
    );
    expect(row?.language).toBe('sw');
    expect(await dial(server, user.phone)('')).toBe('CON Karibu Pamoja.\nWeka PIN yako ya USSD:');
  });
});

describe('the menu in Kiswahili', () => {
  it('asks the amount to move in Kiswahili, and switches back to English', async () => {
    const user = await ussdUser(server, 'sw');
    const step = dial(server, user.phone);
    expect(await step(`${PIN}*2`)).toBe(`CON Weka pesa kutoka M-Pesa 0${user.phone.slice(3)}.\nWeka kiasi (KES):`);
    expect(await step(`${PIN}*3`)).toBe(`CON Toa pesa kwenda M-Pesa 0${user.phone.slice(3)}.\nWeka kiasi (KES):`);
    expect(await step(`${PIN}*3*0`)).toMatch(/^CON Pamoja\n1 Salio/);
    expect(await step(`${PIN}*3*250001`)).toBe(
      'CON Kiasi si sahihi. Weka shilingi kamili, KES 10 hadi 250,000.\n0 Rudi 00 Menyu',
    );
    expect(await step(`${PIN}*3*100`)).toBe(
      `CON Toa KES 100.00 kwenda M-Pesa 0${user.phone.slice(3)}?\n1 Thibitisha\n0 Rudi`,
    );
    expect(await step(`${PIN}*3*100*1`)).toBe('END Salio halitoshi.');
    expect(await step(`${PIN}*8*1`)).toBe('END Language set to English.');
  });
});

describe('hostile input', () => {
  it('answers garbage, a 2,000-character text and odd fields with CON/END, never 5xx', async () => {
    const user = await ussdUser(server, 'en');
    const step = dial(server, user.phone);
    expect(await step('x'.repeat(2000))).toBe('END Too many steps. Please dial again.');
    expect(await step(`${PIN}*${'1*'.repeat(999)}1`)).toBe('END Too many steps. Please dial again.');
    expect(await step('abcd')).toBe('END Your USSD PIN has 4 digits. Please dial again.');
    expect(await step('*****')).toBe('END Your USSD PIN has 4 digits. Please dial again.');
    for (const text of [
      `${PIN}*`,
      `${PIN}**`,
      `${PIN}*%00*'; DROP TABLE users;--`,
      `${PIN}*2*99999999999999999999`,
      `${PIN}*\u{1F600}`,
    ]) {
      expect(await step(text)).toMatch(/^CON /);
    }
    expect(await ussdPost(server, {})).toMatch(/^END This number is not registered/);
    expect(await ussdPost(server, { phoneNumber: `+${user.phone}`, text: PIN, sessionId: 's'.repeat(5000) })).toMatch(
      /^CON Pamoja/,
    );
    // A form body is always answered CON/END; what is not a form (Africa's Talking sends nothing
    // else), JSON of any shape included, is refused: 4xx with a message, never 5xx, never CON/END.
    const notAForm = {
      message: 'Please post the USSD step as a form (application/x-www-form-urlencoded), as Africa’s Talking does.',
    };
    const asJson = JSON.stringify({ phoneNumber: `+${user.phone}`, text: PIN, sessionId: 's1', serviceCode: '*384#' });
    const odd: Array<[string, string | undefined, number, unknown]> = [
      ['application/x-www-form-urlencoded', '%%%&&&===', 200, undefined],
      ['application/x-www-form-urlencoded; charset=utf-8', 'text=', 200, undefined],
      ['application/x-www-form-urlencoded', 'text=a'.repeat(2_000), 413, undefined],
      ['application/json', asJson, 415, notAForm],
      ['application/json', JSON.stringify({ phoneNumber: 7, text: [] }), 415, notAForm],
      ['application/json', '[1,2]', 415, notAForm],
      ['text/plain', 'text=1234', 415, notAForm],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="text"\r\n\r\n1234\r\n--x--',
        415,
        undefined, // the app's guard of multipart bodies answers first
      ],
      ['', undefined, 415, notAForm],
    ];
    for (const [type, body, status, message] of odd) {
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      const res = await fetch(`${server.url}/ussd`, { method: 'POST', headers, body });
      expect(res.status, type).toBe(status);
      if (status === 200) expect(await res.text()).toMatch(/^END This number is not registered/);
      else expect(await res.json(), type).toEqual(message ?? { message: expect.stringMatching(/\S/) });
    }
  });

  it(`limits one phone to ${USSD_PER_PHONE_PER_MINUTE} steps a minute`, async () => {
    const user = await createUser(server.ctx);
    const step = dial(server, user.phone);
    for (let i = 0; i < USSD_PER_PHONE_PER_MINUTE; i++) expect(await step('')).toMatch(/^END Set your USSD PIN/);
    expect(await step('')).toBe('END Too many requests from this number. Please wait a minute and dial again.');
    // The same number written another way is the same phone, not a fresh allowance.
    const asWritten = (phoneNumber: string) =>
      ussdPost(server, { sessionId: `ATUid_${phoneNumber}`, phoneNumber, text: '' });
    for (const written of [
      user.localPhone,
      user.phone,
      user.localPhone.slice(1),
      `(${user.localPhone.slice(0, 4)}) ${user.localPhone.slice(4)}`,
    ]) {
      expect(await asWritten(written), written).toBe(
        'END Too many requests from this number. Please wait a minute and dial again.',
      );
    }
    const other = await createUser(server.ctx);
    expect(await dial(server, other.phone)('')).toMatch(/^END Set your USSD PIN/);
  });
});
