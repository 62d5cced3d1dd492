/**
 * The newest mail to `address` that `match` accepts, waiting up to `timeoutMs` for it to arrive.
 * `mails` reads what has arrived so far, oldest first; `pause` waits before it reads again (at most
 * 200 ms, and never past the deadline; a mailbox that knows when a mail comes may end it sooner).
 */
export async function waitForMailIn<M extends { to: string[] }>(
  mails: () => readonly M[] | Promise<readonly M[]>,
  address: string,
  match: (m: M) => boolean,
  timeoutMs: number,
  pause: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<M> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = [...(await mails())].reverse().find((m) => m.to.includes(address.toLowerCase()) && match(m));
    if (found) return found;
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    await pause(Math.min(left, 200));
  }
}
