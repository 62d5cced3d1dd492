// Summarises a V8 CPU profile (.cpuprofile, from `node --cpu-prof` or BENCH_CPU_PROF): the functions
// with the most self time, then the hottest call paths as an indented text flame graph (a frame
// shown with its share of all samples, children under it, those below `minPercent` left out).
// Usage: tsx bench/profile-summary.ts <file.cpuprofile> [top=25] [minPercent=2]
import { readFile } from 'node:fs/promises';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const [file, topArg, minArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx bench/profile-summary.ts <file.cpuprofile> [top] [minPercent]');
  process.exit(1);
}
const top = Number(topArg ?? 25);
const minPercent = Number(minArg ?? 2);
const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfSamples = new Map<number, number>();
for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
const total = profile.samples.length;

/** `name (file:line)` with the path cut to what follows node_modules/ or src/. */
function label(frame: CallFrame): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const short = frame.url
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\//, '')
    .replace(/^.*?\/(src|bench)\//, '$1/');
  return `${name} (${short}:${frame.lineNumber + 1})`;
}

const bySelf = new Map<string, number>();
for (const [id, count] of selfSamples) {
  const key = label(byId.get(id)!.callFrame);
  bySelf.set(key, (bySelf.get(key) ?? 0) + count);
}
const pct = (n: number) => `${((100 * n) / total).toFixed(1).padStart(5)} %`;
console.log(`${total} samples`);
console.log(`\nTop ${top} by self time:`);
for (const [key, count] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(count)}  ${key}`);

const inclusive = new Map<number, number>();
function sum(id: number): number {
  const node = byId.get(id)!;
  let n = selfSamples.get(id) ?? 0;
  for (const child of node.children ?? []) n += sum(child);
  inclusive.set(id, n);
  return n;
}
const root = profile.nodes[0]!;
sum(root.id);
console.log(`\nCall tree (total time, frames >= ${minPercent} %):`);
function print(id: number, depth: number): void {
  const node = byId.get(id)!;
  const children = (node.children ?? [])
    .filter((c) => (100 * inclusive.get(c)!) / total >= minPercent)
    .sort((a, b) => inclusive.get(b)! - inclusive.get(a)!);
  console.log(`${pct(inclusive.get(id)!)}  ${'  '.repeat(depth)}${label(node.callFrame)}`);
  for (const child of children) print(child, depth + 1);
}
print(root.id, 0);
