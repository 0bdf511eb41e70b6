/**
 * The thread's side of a worker pool (server/workers/pool.ts): a thread's module calls
 * `serve` with what it does for one request. Each request arrives with its number and is
 * answered with it, by the handler's result or by the message of what it threw; the
 * thread says it is ready once its module has loaded, and the pool times each request
 * from when it hands it over.
 */
import { parentPort } from 'node:worker_threads';

/** A request as the pool posts it. */
export interface JobFrame<Req> {
  id: number;
  request: Req;
}

/** What a thread posts: that it is ready, or a request's answer or error. */
export type ReplyFrame<Res> = { ready: true } | { id: number; result: Res } | { id: number; error: string };

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Answers the pool's requests with `handle` (synchronous: one request at a time), and says the thread is ready. */
export function serve<Req, Res>(handle: (request: Req) => Res): void {
  const port = parentPort;
  if (!port) throw new Error('serve: not on a worker thread');
  port.on('message', (job: JobFrame<Req>) => {
    let reply: ReplyFrame<Res>;
    try {
      reply = { id: job.id, result: handle(job.request) };
    } catch (e) {
      reply = { id: job.id, error: message(e) };
    }
    try {
      port.postMessage(reply);
    } catch (e) {
      // An answer that cannot be copied back: that request fails, the thread goes on.
      port.postMessage({ id: job.id, error: `the answer could not be sent: ${message(e)}` } satisfies ReplyFrame<Res>);
    }
  });
  port.postMessage({ ready: true } satisfies ReplyFrame<Res>);
}
