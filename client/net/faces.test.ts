import { describe, expect, it } from 'vitest';
import { C2S, FACE_TICKET_HEADER, S2C, type FaceTicket } from '../../wire/protocol.ts';
import { FaceLoader, FaceRefused, type FaceRoom } from './faces.ts';

/** A room that answers each faceTicket message with the next ticket of `tickets`. */
function fakeRoom(roomId: string, tickets: string[]): FaceRoom & { asked: number } {
  let handler: ((m: FaceTicket) => void) | null = null;
  const room = {
    roomId,
    asked: 0,
    send(type: string) {
      if (type !== C2S.faceTicket) return;
      room.asked++;
      const ticket = tickets.shift();
      if (ticket !== undefined) queueMicrotask(() => handler?.({ ticket }));
    },
    onMessage(type: string, cb: (m: FaceTicket) => void) {
      if (type === S2C.faceTicket) handler = cb;
    },
  };
  return room;
}

const bitmap = (label: string): ImageBitmap => ({ label } as unknown as ImageBitmap);

describe('client faces', () => {
  it('FACE.C1 asks for a ticket once per connection, fetches with it, caches by ref and size, and renews a ticket the server forgot', async () => {
    const calls: Array<{ url: string; ticket: string | undefined }> = [];
    const known = new Set(['t2']);
    const loader = new FaceLoader({
      fetch: async (input, init) => {
        const ticket = (init?.headers as Record<string, string> | undefined)?.[FACE_TICKET_HEADER];
        calls.push({ url: String(input), ticket });
        if (!known.has(ticket ?? '')) return new Response(JSON.stringify({ error: 'http/bad-ticket', message: 'x' }), { status: 401 });
        return new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'image/webp' } });
      },
      decode: async (blob) => bitmap(String(blob.size)),
    });
    const room = fakeRoom('ABCDEF', ['t1', 't2']);
    loader.attach(room);
    expect(room.asked).toBe(1);
    const first = await loader.loadFace('R'.repeat(40), 'phone');
    expect(first).toEqual(bitmap('3'));
    // t1 was refused (401): a new ticket asked for once, and the fetch tried again with it.
    expect(room.asked).toBe(2);
    expect(calls.map((c) => c.ticket)).toEqual(['t1', 't2']);
    expect(calls[0]!.url).toBe(`/api/tables/ABCDEF/faces/${'R'.repeat(40)}?size=phone`);
    expect(await loader.loadFace('R'.repeat(40), 'phone')).toBe(first);
    expect(calls).toHaveLength(2);
    await loader.loadFace('R'.repeat(40), 'full');
    expect(calls).toHaveLength(3);
  });

  it('FACE.C2 a refusal rejects with its status and code and is not kept; a new connection asks for a new ticket', async () => {
    let status = 403;
    const loader = new FaceLoader({
      fetch: async () => (status === 200
        ? new Response(new Uint8Array([9]), { status })
        : new Response(JSON.stringify({ error: 'http/not-shown', message: 'The table does not show you this face now.' }), { status })),
      decode: async () => bitmap('ok'),
    });
    const room = fakeRoom('ABCDEF', ['t1', 't2']);
    loader.attach(room);
    const refused: unknown = await loader.loadFace('S'.repeat(40)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FaceRefused);
    expect([(refused as FaceRefused).status, (refused as FaceRefused).code]).toEqual([403, 'http/not-shown']);
    status = 200;
    expect(await loader.loadFace('S'.repeat(40))).toEqual(bitmap('ok'));
    loader.attach(room);
    expect(room.asked).toBe(2);
    loader.detach();
    await expect(loader.loadFace('S'.repeat(40))).rejects.toThrow(/Not at a table/);
  });
});
