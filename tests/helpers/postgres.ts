/**
 * A throwaway PostgreSQL cluster for tests: initdb in a temp dir, the server on loopback
 * at a free port (its socket in the same dir), stopped and deleted by `stop()` — or when
 * the test process exits. PostgreSQL refuses to run as root, so under root the binaries
 * run as the `postgres` user Debian's package creates. Missing binaries are an error
 * that says what to install, never a silent skip.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface PgCluster {
  port: number;
  /** A connection URL for `database` (default: the cluster's `postgres` database). */
  url(database?: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(): Promise<string>;
  /** Stops the server and deletes its directory. */
  stop(): Promise<void>;
}

const USER = 'woodland';

/** The directory holding initdb and pg_ctl: $PG_BIN, then PATH, then Debian's /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(): string {
  const has = (dir: string): boolean => ['initdb', 'pg_ctl', 'postgres'].every((bin) => fs.existsSync(path.join(dir, bin)));
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) {
    if (has(fromEnv)) return fromEnv;
    throw new Error(`PG_BIN=${fromEnv} holds no initdb, pg_ctl and postgres`);
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir && has(dir)) return dir;
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian)
    ? fs.readdirSync(debian).filter((v) => has(path.join(debian, v, 'bin'))).sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] !== undefined) return path.join(debian, versions[0], 'bin');
  throw new Error(
    'PostgreSQL is not installed: no initdb, pg_ctl and postgres on PATH or under /usr/lib/postgresql/*/bin. '
    + 'Install Debian\'s postgresql package (apt-get install postgresql; .ci/run does) or set PG_BIN.',
  );
}

/** Under root: the uid and gid of the `postgres` user to run the server as; else null. */
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error('PostgreSQL refuses to run as root and there is no postgres user to run it as (Debian\'s postgresql package creates one)');
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `durable`: the server syncs its commits to disk as a production one does (the bench);
 * by default it does not (fsync off), which is enough for what the tests check.
 */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<PgCluster> {
  const bin = postgresBinDir();
  const user = serverUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-pg-'));
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const command = (name: string, args: string[]): [string, string[]] =>
    user ? ['runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]] : [path.join(bin, name), args];
  const pgCtl = (args: string[]): [string, string[]] => command('pg_ctl', ['-D', data, ...args]);

  let running = false;
  const cleanUp = (): void => {
    if (running) {
      try {
        execFileSync(...pgCtl(['-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' });
      } catch { /* already gone */ }
      running = false;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', cleanUp);

  try {
    await run(...command('initdb', ['-D', data, '-U', USER, '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']));
    const port = await freePort();
    // fsync off unless asked: nothing here has to outlive a power cut (the store still
    // commits each write before it answers, which is what its tests check).
    const settings = `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1${options.durable ? '' : ' -c fsync=off'}`;
    await run(...pgCtl(['-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', settings, 'start']));
    running = true;
    let databases = 0;
    const url = (database = 'postgres'): string => `postgres://${USER}@127.0.0.1:${port}/${database}`;
    return {
      port,
      url,
      async createDatabase() {
        const name = `store_${++databases}`;
        const admin = new pg.Client({ connectionString: url() });
        await admin.connect();
        try {
          await admin.query(`CREATE DATABASE ${name}`);
        } finally {
          await admin.end();
        }
        return url(name);
      },
      async stop() {
        process.removeListener('exit', cleanUp);
        if (running) {
          await run(...pgCtl(['-m', 'fast', '-w', 'stop']));
          running = false;
        }
        cleanUp();
      },
    };
  } catch (e) {
    const log = path.join(dir, 'server.log');
    const detail = fs.existsSync(log) ? `\n${fs.readFileSync(log, 'utf8')}` : '';
    process.removeListener('exit', cleanUp);
    cleanUp();
    throw new Error(`PostgreSQL did not start: ${e instanceof Error ? e.message : String(e)}${detail}`);
  }
}
