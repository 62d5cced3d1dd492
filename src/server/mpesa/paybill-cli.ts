// `npm run paybill:simulate -- <account number> <amount> [payer 2547…]`: a customer pays the paybill
// through Daraja's C2B simulate call, against the running app's simulator (or Safaricom's sandbox
// with MPESA_MODE=daraja), as the paybill docs describe (docs/product/paybill.md).
import { loadConfig } from '../config';
import { systemClock } from '../context';
import { DarajaClient } from './daraja-client';
import { DarajaError } from './daraja-errors';
import { SIMULATOR_PREFIX } from './simulator/plugin';

const [account, amountText, payer = '254708374149'] = process.argv.slice(2);
const amount = Number(amountText);
if (!account || !Number.isInteger(amount) || amount < 1 || !/^254[17]\d{8}$/.test(payer)) {
  console.error('usage: npm run paybill:simulate -- <account number> <whole shillings> [payer 2547XXXXXXXX]');
  process.exit(2);
}
const config = loadConfig();
const m = config.mpesa;
const origin = config.publicUrl ?? `http://${config.host}:${config.port}`;
const client = new DarajaClient({
  ...m,
  baseUrl: () => (m.mode === 'simulator' ? `${origin}${SIMULATOR_PREFIX}` : (m.baseUrl ?? '')),
  clock: systemClock,
  keepAlive: false,
});
try {
  const res = await client.c2bSimulate({ shortcode: m.c2bShortcode, amount, msisdn: payer, billRefNumber: account });
  process.stdout.write(
    `M-Pesa accepted the payment (${res.ResponseDescription}); the app validates and confirms it shortly.\n`,
  );
} catch (err) {
  console.error(err instanceof DarajaError ? `M-Pesa refused: ${err.errorMessage}` : String(err));
  process.exitCode = 1;
}
