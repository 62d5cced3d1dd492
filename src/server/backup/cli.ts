import { ConfigError, loadConfig, type Config } from '../config';
import { DataDirInUseError } from '../db/data-dir-hold';
import { BackupError } from './backup-error';

/**
 * The shared frame of `npm run backup` and `npm run restore`: one FILE argument, the configuration
 * from the environment (DATA_DIR or DATABASE_URL), and on failure one readable line on stderr and
 * exit code 1 (2 for a wrong call).
 */
export async function runFileCommand(
  usage: string,
  run: (config: Config, file: string) => Promise<string>,
): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.length !== 1 || args[0] === '-h' || args[0] === '--help' || !args[0]) {
    process.stderr.write(`${usage}\n`);
    process.exitCode = 2;
    return;
  }
  try {
    process.stdout.write(`${await run(loadConfig(), args[0])}\n`);
  } catch (err) {
    if (err instanceof BackupError || err instanceof ConfigError || err instanceof DataDirInUseError) {
      process.stderr.write(`${err.message}\n`);
    } else {
      process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    }
    process.exitCode = 1;
  }
}
