/**
 * `npm run dev`: the server with reload (node --watch) and the Vite dev server together.
 * Vite proxies /api, /assets/models and the WebSocket to the server's PORT (vite.config.ts).
 * Output of both is forwarded with a prefix; when either exits, or on Ctrl-C, both stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import process from 'node:process';

const port = process.env.PORT ?? '2567';
const env = { ...process.env, PORT: port, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const isWindows = process.platform === 'win32';

interface Job {
  name: string;
  child: ChildProcess;
}

function run(name: string, command: string, args: string[]): Job {
  const child = spawn(command, args, {
    env,
    stdio: ['inherit', 'pipe', 'pipe'],
    // Own process group, so that stopping it also stops what it started (npx → vite).
    detached: !isWindows,
    shell: isWindows,
  });
  const prefix = (line: string) => `[${name}] ${line}`;
  forward(child.stdout, process.stdout, prefix);
  forward(child.stderr, process.stderr, prefix);
  child.on('exit', (code, signal) => {
    console.log(`[dev] ${name} exited (${signal ?? code})`);
    void shutdown(code ?? 1);
  });
  return { name, child };
}

function forward(from: NodeJS.ReadableStream | null, to: NodeJS.WritableStream, prefix: (l: string) => string): void {
  if (!from) return;
  let buffered = '';
  from.setEncoding('utf8');
  from.on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) to.write(prefix(line) + '\n');
  });
  from.on('end', () => {
    if (buffered) to.write(prefix(buffered) + '\n');
  });
}

function stop(job: Job, signal: NodeJS.Signals): void {
  const { child } = job;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    if (isWindows) child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

const jobs: Job[] = [];
let stopping = false;

async function shutdown(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const job of jobs) stop(job, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (jobs.some((j) => j.child.exitCode === null && j.child.signalCode === null) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const job of jobs) stop(job, 'SIGKILL');
  process.exit(exitCode);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

console.log(`[dev] server on http://localhost:${port} (reloads on change); page on Vite's URL below`);
jobs.push(run('server', process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts']));
jobs.push(run('vite', 'npx', ['vite']));
