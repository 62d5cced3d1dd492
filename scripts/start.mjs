// `npm start`: builds once when there is no build, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const serverEntry = path.join(dist, 'server', 'main.js');
const clientIndex = path.join(dist, 'client', 'index.html');

if (!existsSync(serverEntry) || !existsSync(clientIndex)) {
  console.log('No build found: building Pamoja first (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(serverEntry).href);
