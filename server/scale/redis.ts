/**
 * Several server processes, one matchmaking (DESIGN §4 "Scale-out"): with a Redis URL the
 * matchmaker of every process runs on Colyseus' own RedisPresence (pub/sub between the
 * processes: seat reservations and calls to a room in another process) and RedisDriver
 * (one room listing for all), and every room's listing carries the address clients reach
 * its process on. Nothing of a cluster is ours: this module only configures Colyseus and
 * keeps the listing free of processes that died (docs/DEPLOY.md).
 *
 * A table lives in the process that created or reopened it: the process a request reached
 * (through the load balancer) makes the room itself, never another one over Redis, so a
 * reopened table is rebuilt where the store was read, and tables spread as requests do.
 */
import net from 'node:net';
import os from 'node:os';
import { matchMaker, RedisDriver, RedisPresence, type ServerOptions } from 'colyseus';
import type { Log } from '../room/context.ts';

/** How often the listings of processes that died are looked for (ms). */
const SWEEP_MS = 2_000;
/** How long Redis may take to answer at startup before the server gives up (ms). */
const CONNECT_TIMEOUT_MS = 5_000;

export interface RedisMatchmaking {
  /** Presence, driver, public address and where rooms are made, for `new Server`. */
  serverOptions: Pick<ServerOptions, 'presence' | 'driver' | 'publicAddress' | 'selectProcessIdToCreateRoom'>;
  publicAddress: string;
  /** Starts looking for dead processes' listings (once the server listens). */
  start(): void;
  /** Stops looking (before the server shuts down; Colyseus then closes presence and driver). */
  stop(): void;
}

/**
 * Connects presence and driver to `url` and checks that Redis answers; throws (after
 * closing both) when it does not within CONNECT_TIMEOUT_MS.
 */
export async function redisMatchmaking(url: string, publicAddress: string, log: Log): Promise<RedisMatchmaking> {
  const presence = new RedisPresence(url);
  const driver = new RedisDriver(url);
  try {
    await answersWithin(Promise.all([presence.exists('woodland:ping'), driver.has('woodland:ping')]), CONNECT_TIMEOUT_MS);
  } catch (e) {
    presence.shutdown();
    await driver.shutdown().catch(() => undefined);
    throw new Error(`REDIS_URL: Redis at ${redacted(url)} did not answer (${e instanceof Error ? e.message : String(e)})`);
  }
  let timer: NodeJS.Timeout | undefined;
  let sweeping = false;
  const sweep = async (): Promise<void> => {
    if (sweeping) return;
    sweeping = true;
    try {
      // Colyseus' own check: every process in the shared stats whose channel is gone from
      // Redis (a killed process's subscriptions go with its connection) is asked once;
      // one that does not answer is dropped with every room listing it left.
      await matchMaker.healthCheckAllProcesses();
    } catch (e) {
      log(`matchmaking: looking for dead processes failed: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      sweeping = false;
    }
  };
  return {
    serverOptions: {
      presence,
      driver,
      publicAddress,
      selectProcessIdToCreateRoom: async () => matchMaker.processId,
    },
    publicAddress,
    start() {
      timer ??= setInterval(() => void sweep(), SWEEP_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

/**
 * The address a process announces when none is given: its host and port, the host being
 * the machine's name when the server listens on every interface.
 */
export function defaultPublicAddress(host: string | undefined, port: number): string {
  const name = host && host !== '0.0.0.0' && host !== '::' ? host : os.hostname();
  return `${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/**
 * A free port on `host`, for a server asked for port 0 that must announce its address
 * before it listens (Colyseus takes the public address when the server is made).
 */
export function freePort(host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function answersWithin<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The URL without its password, for log lines. */
function redacted(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(an unreadable URL)';
  }
}
