/**
 * A throwaway Redis for tests and the bench: Debian's redis-server on loopback at a free
 * port, nothing persisted (no snapshot, no append-only file; its working directory a temp
 * dir), stopped by `stop()` — or killed when the test process exits. A missing
 * redis-server is an error that says what to install, never a silent skip.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/scale/redis.ts';

export interface RedisServer {
  port: number;
  /** The redis-server process (the bench reads its CPU time). */
  pid: number;
  /** redis://127.0.0.1:port */
  url: string;
  /** Runs one command (e.g. `DEL key`) and resolves to Redis' raw answer. */
  command(...args: string[]): Promise<string>;
  /** Stops the server and deletes its directory. */
  stop(): Promise<void>;
}

/** One command over RESP on a fresh connection; the raw reply (first packet) as text. */
function command(port: number, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('error', reject);
    socket.once('data', (reply) => {
      socket.end();
      resolve(reply.toString('utf8'));
    });
    socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`);
  });
}

/** The redis-server binary: $REDIS_SERVER, then PATH, then Debian's /usr/bin and /usr/sbin. */
export function redisServerBinary(): string {
  const fromEnv = process.env.REDIS_SERVER;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    throw new Error(`REDIS_SERVER=${fromEnv} does not exist`);
  }
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/sbin'];
  for (const dir of dirs) if (dir && fs.existsSync(path.join(dir, 'redis-server'))) return path.join(dir, 'redis-server');
  throw new Error('Redis is not installed: no redis-server on PATH, /usr/bin or /usr/sbin. '
    + 'Install Debian\'s redis-server package (apt-get install redis-server; .ci/run does) or set REDIS_SERVER.');
}

/** Resolves once something accepts a connection on `port` (or rejects after `ms`). */
async function accepting(port: number, ms: number, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const why = exited();
    if (why !== null) throw new Error(why);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => { socket.destroy(); resolve(true); });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startRedis(): Promise<RedisServer> {
  const bin = redisServerBinary();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-redis-'));
  const port = await freePort('127.0.0.1');
  const proc = spawn(bin, [
    '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir,
    '--daemonize', 'no', '--protected-mode', 'yes', '--loglevel', 'warning',
  ], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  for (const stream of [proc.stdout, proc.stderr]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  let exit: string | null = null;
  const gone = new Promise<void>((resolve) => proc.once('exit', (code, signal) => {
    exit = `redis-server exited (${code ?? signal})`;
    resolve();
  }));
  const kill = (): void => {
    if (exit === null) proc.kill('SIGKILL');
  };
  process.once('exit', kill);
  const cleanUp = async (): Promise<void> => {
    process.removeListener('exit', kill);
    if (exit === null) proc.kill('SIGTERM');
    await gone;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await accepting(port, 10_000, () => exit);
  } catch (e) {
    await cleanUp();
    throw new Error(`Redis did not start: ${e instanceof Error ? e.message : String(e)}\n${output.join('')}`);
  }
  return { port, pid: proc.pid ?? 0, url: `redis://127.0.0.1:${port}`, command: (...args) => command(port, args), stop: cleanUp };
}
