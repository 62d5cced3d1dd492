/**
 * The merry-go-round draw (see docs/decisions/022-communities-model.md): a Fisher–Yates shuffle of the
 * members sorted by user id, where step i (from the last place down) swaps place i with place
 * j = (first 6 bytes of SHA-256("<seed>:<i>") as a number) mod (i + 1). The seed is published with the
 * order, so any member can run this again and get the same order.
 */
export async function drawRotation(seed: string, userIds: readonly string[]): Promise<string[]> {
  const order = [...userIds].sort();
  const encoder = new TextEncoder();
  for (let i = order.length - 1; i > 0; i--) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${seed}:${i}`)));
    let value = 0;
    for (let b = 0; b < 6; b++) value = value * 256 + (digest[b] ?? 0);
    const j = value % (i + 1);
    const a = order[i];
    const c = order[j];
    if (a === undefined || c === undefined) continue;
    order[i] = c;
    order[j] = a;
  }
  return order;
}
