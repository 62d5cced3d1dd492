// `npm run backup -- FILE`: a consistent copy of the configured database, while the app runs or not.
import { backup } from './backup';
import { KIND_NAMES } from './backup-file';
import { runFileCommand } from './cli';

await runFileCommand(
  'Usage: npm run backup -- FILE   (backs up DATABASE_URL, or the embedded database in DATA_DIR)',
  async (config, file) => {
    const result = await backup(config, file);
    return `Backup of ${KIND_NAMES[result.kind]} written to ${file} (${result.bytes} bytes, taken from ${result.from}).`;
  },
);
