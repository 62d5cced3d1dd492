/**
 * Splits `amount` cents over shares in proportion to each share, exact to the cent, by the largest
 * remainder method: everyone gets the floor of their exact part, then the cents left over go one
 * each to the largest remainders (ties: the larger share, then the earlier in the list).
 * No share gives more than it holds, and the parts add up to `amount` exactly.
 */
export function allocateProRata(amount: bigint, shares: readonly bigint[]): bigint[] {
  const total = shares.reduce((s, x) => s + x, 0n);
  if (amount < 0n || shares.some((s) => s < 0n)) throw new RangeError('amounts must not be negative');
  if (amount > total) throw new RangeError('cannot take more than the shares hold');
  if (amount === 0n) return shares.map(() => 0n);
  const parts = shares.map((s) => (amount * s) / total);
  const remainders = shares.map((s, i) => ({ i, rem: (amount * s) % total, share: s }));
  let left = amount - parts.reduce((s, x) => s + x, 0n);
  remainders.sort((a, b) =>
    a.rem !== b.rem ? (b.rem > a.rem ? 1 : -1) : a.share !== b.share ? (b.share > a.share ? 1 : -1) : a.i - b.i,
  );
  for (const r of remainders) {
    if (left === 0n) break;
    parts[r.i]! += 1n;
    left -= 1n;
  }
  return parts;
}
