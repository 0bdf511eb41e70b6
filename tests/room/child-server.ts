/**
 * The real server (`server/main.ts`, as `npm start` runs it) in a child process, for tests
 * that must survive what would end a process — a hostile message, a SIGKILL — and look at
 * the data directory it leaves behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ChildServer {
  proc: ChildProcess;
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  /** ws://127.0.0.1:port */
  endpoint: string;
  /** Every line the process printed (stdout and stderr). */
  output: string[];
  /** True until the process exits. */
  alive(): boolean;
  /** SIGKILL: no shutdown, no flush — what a crash looks like. Resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM and wait (a clean stop). */
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` on a free loopback port with `dataDir` (and `env` on top, e.g.
 * DATABASE_URL, REDIS_URL); resolves once it listens.
 */
export function spawnServer(dataDir: string, timeoutMs = 20_000, env: Record<string, string> = {}): Promise<ChildServer> {
  // The store and the matchmaking are what the test asks for, not whatever the shell has.
  const { DATABASE_URL: _store, REDIS_URL: _redis, PUBLIC_ADDRESS: _address, ...inherited } = process.env;
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, RECONNECT_SECONDS: '60', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  let exited = false;
  const gone = new Promise<void>((resolve) => proc.once('exit', () => { exited = true; resolve(); }));
  const end = (signal: NodeJS.Signals) => async (): Promise<void> => {
    if (!exited) proc.kill(signal);
    await gone;
  };
  return new Promise<ChildServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${output.join('\n')}`));
    }, timeoutMs);
    const onLine = (line: string): void => {
      output.push(line);
      const m = /^Woodland Table on http:\/\/[^:]+:(\d+)/.exec(line);
      if (!m) return;
      clearTimeout(timer);
      const port = Number(m[1]);
      resolve({
        proc, port, url: `http://127.0.0.1:${port}`, endpoint: `ws://127.0.0.1:${port}`, output,
        alive: () => !exited, kill: end('SIGKILL'), stop: end('SIGTERM'),
      });
    };
    for (const stream of [proc.stdout, proc.stderr]) {
      let rest = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        lines.forEach(onLine);
      });
    }
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output.join('\n')}`));
    });
  });
}
