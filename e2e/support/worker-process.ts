import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface WorkerOptions {
  databaseUrl: string;
  /** The data directory the API processes share (uploads, secrets.json). */
  dataDir: string;
  smtpUrl: string;
  /** More environment for the process, over the defaults below. */
  env?: Record<string, string>;
}

export interface RunningWorker {
  output(): string;
  /** Freezes the process (SIGSTOP): it holds its connections but runs nothing. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/**
 * Starts `npm run worker` (its build, apps/server/dist/worker-main.mjs) as its own process; resolves
 * once it has said it started, so jobs queued from then on are its to run.
 */
export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  let output = '';
  const child: ChildProcess = spawn(
    // Node itself, not npm: npm would run the worker in a child process, out of reach of pause().
    process.execPath,
    ['--enable-source-maps', path.join(root, 'apps/server/dist/worker-main.mjs')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: options.dataDir,
        SMTP_URL: options.smtpUrl,
        // Info level: the "worker started" line is how this helper knows it is up.
        LOG_LEVEL: 'info',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker started')) resolve();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    void exited.then(() => reject(new Error(`worker exited during start:\n${output}`)));
    setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 60_000).unref();
  });
  await started;
  return {
    output: () => output,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async stop() {
      child.kill('SIGCONT');
      child.kill('SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
