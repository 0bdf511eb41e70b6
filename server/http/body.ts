import type { IncomingMessage } from 'node:http';
import type { HttpProblem } from './problem.ts';

/**
 * A request's body, read no further than `limit` bytes: a declared length past it is
 * refused before anything is read, and a body that streams past it is refused at the chunk
 * that crosses it (the rest drained unread). `tooLarge` is the refusal.
 */
export async function bodyWithin(req: IncomingMessage, limit: number, tooLarge: () => HttpProblem): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}
