// Runs the operator CLI against the e2e server's database, as an operator would on the server host.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from '../../scripts/server-process';
import { journeyServer } from './provided';

const run = promisify(execFile);

export async function ops(...args: string[]): Promise<string> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const server = journeyServer();
  try {
    const { stdout } = await run(npm, ['run', 'ops', '--', ...args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: server.dataDir,
        ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
        LOG_LEVEL: 'warn',
      },
      timeout: 60_000,
    });
    return stdout;
  } catch (err) {
    const failure = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `npm run ops -- ${args.join(' ')} failed: ${failure.message}\n${failure.stdout ?? ''}${failure.stderr ?? ''}`,
    );
  }
}
