/**
 * `npm start` / `node --import tsx server/main.ts`: one port for the page, the models, the
 * API and the game WebSocket. Environment: PORT (2567), HOST (all interfaces), DATA_DIR
 * (./data), DATABASE_URL (unset: SQLite in DATA_DIR; set: PostgreSQL, docs/DEPLOY.md),
 * REDIS_URL (unset: this process alone; set: matchmaking shared with every process on the
 * same Redis, docs/DEPLOY.md), PUBLIC_ADDRESS (with REDIS_URL: host:port or host/path
 * clients reach this process on; default HOST or the machine's name, and PORT),
 * RECONNECT_SECONDS (60), WOODLAND_ASSET_KEY (64 hex digits sealing image refs; unset: one
 * made once and kept in the store, server/images/asset-key.ts), WOODLAND_ORIGIN (the site's
 * origin, which passkeys are bound to; unset: each request's Host over http, for
 * development), WOODLAND_VAPID_PUBLIC_KEY / _PRIVATE_KEY / _SUBJECT (Web Push; unset: keys
 * made once and kept in the store). docs/DEPLOY.md tells them all.
 */
import { startServer } from './app.ts';

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`${name} must be a non-negative number, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

const server = await startServer({
  port: numberFromEnv('PORT', 2567),
  host: process.env.HOST || undefined,
  dataDir: process.env.DATA_DIR || './data',
  databaseUrl: process.env.DATABASE_URL || undefined,
  redisUrl: process.env.REDIS_URL || undefined,
  publicAddress: process.env.PUBLIC_ADDRESS || undefined,
  reconnectSeconds: numberFromEnv('RECONNECT_SECONDS', 60),
  assetKey: process.env.WOODLAND_ASSET_KEY || undefined,
  origin: process.env.WOODLAND_ORIGIN || undefined,
  vapid: {
    publicKey: process.env.WOODLAND_VAPID_PUBLIC_KEY || undefined,
    privateKey: process.env.WOODLAND_VAPID_PRIVATE_KEY || undefined,
    subject: process.env.WOODLAND_VAPID_SUBJECT || undefined,
  },
});
const shared = [
  process.env.DATABASE_URL ? 'store: PostgreSQL' : null,
  server.publicAddress ? `matchmaking: Redis, reached at ${server.publicAddress}` : null,
].filter((part) => part !== null);
console.log(`Woodland Table on http://localhost:${server.port}${shared.map((part) => ` (${part})`).join('')}`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) {
    process.exit(1); // a second signal while stopping: give up waiting
  }
  stopping = true;
  console.log(`${signal}: closing tables…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await server.close();
    process.exit(0);
  } catch (e) {
    console.error(e);
    process.exit(1);
  }
}
// Every room guards its own handlers and rebuilds or closes itself on an error
// (server/room/table-room.ts); whatever still escapes to here is logged, and the process
// keeps serving every other table rather than dropping them all.
process.on('uncaughtException', (e) => console.error('uncaught exception (the server goes on):', e));
process.on('unhandledRejection', (e) => console.error('unhandled rejection (the server goes on):', e));
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
