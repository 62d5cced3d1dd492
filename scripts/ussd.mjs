// `npm run ussd [-- URL]`: plays the Pamoja USSD menu in this terminal against a running app, posting
// each step to /ussd as Africa's Talking does (a form with sessionId, serviceCode, phoneNumber,
// networkCode and every input so far joined by `*`). URL defaults to http://127.0.0.1:$PORT (3000).
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { stdin, stdout } from 'node:process';

const base = (process.argv[2] ?? process.env.USSD_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(
  /\/$/,
  '',
);
const serviceCode = process.env.USSD_SERVICE_CODE ?? '*384*26#';
const rl = createInterface({ input: stdin, output: stdout });
rl.on('SIGINT', () => {
  rl.close();
  process.exit(0);
});

/** 07XXXXXXXX, 2547XXXXXXXX or +2547XXXXXXXX → +2547XXXXXXXX, as the network gives it. */
function msisdn(typed) {
  const digits = typed.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (/^0[17]\d{8}$/.test(digits)) return `+254${digits.slice(1)}`;
  if (/^254[17]\d{8}$/.test(digits)) return `+${digits}`;
  return undefined;
}

async function post(fields) {
  const res = await fetch(`${base}/ussd`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST /ussd answered ${res.status}: ${text}`);
  return text;
}

async function session(phoneNumber) {
  const sessionId = `ATUid_${randomUUID()}`;
  const inputs = [];
  console.log(`\nDialling ${serviceCode} from ${phoneNumber} (session ${sessionId})`);
  for (;;) {
    const answer = await post({ sessionId, serviceCode, phoneNumber, networkCode: '63902', text: inputs.join('*') });
    const [kind, ...rest] = answer.split(' ');
    const screen = rest.join(' ');
    console.log(
      `\n┌${'─'.repeat(34)}\n${screen.replace(/^/gm, '│ ')}\n└${'─'.repeat(34)} (${answer.length}/182 characters)`,
    );
    if (kind !== 'CON') return;
    const typed = await rl.question('> ');
    inputs.push(typed.trim());
  }
}

try {
  console.log(`Pamoja USSD at ${base}/ussd. Ctrl+C or an empty phone to quit.`);
  for (;;) {
    const typed = await rl.question('\nPhone number (07XXXXXXXX): ');
    if (typed.trim() === '') break;
    const phoneNumber = msisdn(typed);
    if (!phoneNumber) {
      console.log('Please type a Kenyan number: 07XXXXXXXX, 01XXXXXXXX or +2547XXXXXXXX.');
      continue;
    }
    await session(phoneNumber);
  }
} catch (err) {
  // the input ended (Ctrl+D, or a piped script ran out): a normal end
  if (err?.code !== 'ERR_USE_AFTER_CLOSE') {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
} finally {
  rl.close();
}
