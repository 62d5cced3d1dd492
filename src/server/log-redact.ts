/**
 * Secrets that travel in URLs, removed from whatever the log keeps: a password reset link's token,
 * the per-request token at the end of an M-Pesa callback path (its kind and id stay, so the log
 * still says which request was called back), the paybill URLs' secret, bearer tokens, and query parameters named like a
 * secret. The rest of the text is kept as it was.
 */
const HIDDEN = '[redacted]';
const SEGMENT = String.raw`[^/?#\s"'<>]+`;

const PATTERNS: Array<[RegExp, string]> = [
  [new RegExp(String.raw`(/reset-password/)${SEGMENT}`, 'gi'), `$1${HIDDEN}`],
  [new RegExp(String.raw`(/mpesa/callbacks/${SEGMENT}/${SEGMENT}/)${SEGMENT}(?:/${SEGMENT})*`, 'gi'), `$1${HIDDEN}`],
  // The paybill's validation and confirmation URLs carry one shared secret (decision 036).
  [new RegExp(String.raw`(/paybill/c2b/${SEGMENT}/)${SEGMENT}(?:/${SEGMENT})*`, 'gi'), `$1${HIDDEN}`],
  [/(\bBearer\s+)[^\s"',]+/gi, `$1${HIDDEN}`],
  [/([?&](?:[a-z_]*token|code|password|secret|key|signature)=)[^&#\s"']*/gi, `$1${HIDDEN}`],
];

export function redactSecrets(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}
