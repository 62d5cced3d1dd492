// `npm run restore -- FILE`: restores a backup into an empty DATA_DIR or an empty DATABASE_URL database.
import { KIND_NAMES } from './backup-file';
import { runFileCommand } from './cli';
import { restore } from './restore';

await runFileCommand(
  'Usage: npm run restore -- FILE   (into an empty DATABASE_URL database, or an empty DATA_DIR)',
  async (config, file) => {
    const result = await restore(config, file);
    const where = config.databaseUrl ? 'the database in DATABASE_URL' : `DATA_DIR ${config.dataDir}`;
    return `Restored ${KIND_NAMES[result.kind]} from ${file} into ${where} (${result.migrations} migrations recorded; the next start applies any newer ones). Run npm run ledger:check next.`;
  },
);
