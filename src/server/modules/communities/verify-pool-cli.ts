// `npm run verify:pool -- FILE.json`: recomputes a downloaded pool statement's chain offline (no
// server, no database) and says where it breaks; exit code 1 on a break, 2 when the file cannot be read.
import { readFile } from 'node:fs/promises';
import { checkPoolStatement } from './pool-chain-check';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run verify:pool -- FILE.json (a pool statement downloaded as JSON)');
  process.exit(2);
}
let json: unknown;
try {
  json = JSON.parse(await readFile(file, 'utf8'));
} catch (err) {
  console.error(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
}
const say = (line: string) => process.stdout.write(`${line}\n`);
const verdict = checkPoolStatement(json);
if (verdict.ok) {
  say(`chain ok: ${verdict.entries} entries`);
  say(
    verdict.fromStart
      ? 'checked from the pool’s start (sha256 of pamoja-pool|<community id>)'
      : `checked from the hash before this statement’s first entry: ${verdict.start}`,
  );
  say(`head ${verdict.head} (fingerprint ${verdict.head.slice(0, 8)})`);
} else {
  console.error(
    verdict.entryId === null
      ? `chain broken: ${verdict.reason}`
      : `chain broken at entry ${verdict.entryId} (after ${verdict.checked} good entries): ${verdict.reason}`,
  );
  process.exitCode = 1;
}
