/**
 * Image work (decoding, cutting, encoding) runs on the thread pool the store's writes use
 * too: at most PREPARING jobs at once in a process — uploads (server/http/uploads.ts) and
 * cut sheets (server/room/compose.ts) alike —, the others waiting in arrival order.
 */

/** Image jobs at once in one process. */
export const PREPARING = 2;

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `job` once fewer than PREPARING others run. */
export async function oneOfFew<T>(job: () => Promise<T>): Promise<T> {
  if (running >= PREPARING) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await job();
  } finally {
    running--;
    waiting.shift()?.();
  }
}
