import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Client } from 'colyseus';
import { ClientState } from 'colyseus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { binaryFrame, sendToEach } from './broadcast.ts';

/** A Colyseus client as `sendToEach` sees one: its state, its socket, and what Colyseus was handed. */
function fakeClient(state: ClientState, ref: unknown): { client: Client; queued: Uint8Array[] } {
  const queued: Uint8Array[] = [];
  const client = { state, ref, enqueueRaw: (b: Uint8Array) => void queued.push(b) } as unknown as Client;
  return { client, queued };
}

const bytesOf = (n: number, seed: number): Uint8Array => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) & 0xff);

describe('one frame for many clients (server/room/broadcast.ts)', () => {
  let server: WebSocketServer;
  const accepted: WebSocket[] = [];
  const received: Buffer[][] = [];
  const readers: WebSocket[] = [];

  beforeAll(async () => {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
    server.on('connection', (ws) => accepted.push(ws));
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    for (let i = 0; i < 3; i++) {
      const ws = new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false });
      const got: Buffer[] = [];
      ws.on('message', (data: Buffer) => got.push(data));
      received.push(got);
      readers.push(ws);
      await once(ws, 'open');
    }
    while (accepted.length < 3) await new Promise((r) => setTimeout(r, 5));
  });

  afterAll(async () => {
    for (const ws of readers) ws.terminate();
    await new Promise((r) => server.close(r));
  });

  it('BROADCAST.1 a frame reads back as the very bytes, at every length form (7-bit, 16-bit, 64-bit)', async () => {
    const sizes = [0, 1, 125, 126, 127, 65535, 65536, 200_000];
    const sent = sizes.map((n, i) => bytesOf(n, i));
    for (const [i, payload] of sent.entries()) {
      // Framed here and through ws in turn, on the same socket: same bytes, same order.
      if (i % 2 === 0) sendToEach(accepted.map((ws) => fakeClient(ClientState.JOINED, ws).client), payload);
      else for (const ws of accepted) ws.send(payload);
    }
    await expect.poll(() => received.map((got) => got.length), { timeout: 5000 }).toEqual([8, 8, 8]);
    for (const got of received) expect(got.map((b, i) => Buffer.compare(b, Buffer.from(sent[i]!)))).toEqual(sizes.map(() => 0));
    expect(binaryFrame(bytesOf(300, 1)).subarray(0, 4)).toEqual(Buffer.from([0x82, 126, 1, 44]));
    received.forEach((got) => (got.length = 0));
  });

  it('BROADCAST.2 a client still joining, off ws, closed or compressing gets its bytes through Colyseus', async () => {
    const payload = bytesOf(40, 9);
    const joining = fakeClient(ClientState.JOINING, accepted[0]);
    const otherTransport = fakeClient(ClientState.JOINED, { readyState: 1, send() {} });
    const compressing = fakeClient(ClientState.JOINED, { readyState: 1, _socket: { write: () => { throw new Error('written directly'); } }, _extensions: { 'permessage-deflate': {} } });
    const closing = fakeClient(ClientState.JOINED, { readyState: 2, _socket: { write: () => { throw new Error('written directly'); } }, _extensions: {} });
    const live = fakeClient(ClientState.JOINED, accepted[1]);
    sendToEach([joining.client, otherTransport.client, compressing.client, closing.client, live.client], payload);
    for (const c of [joining, otherTransport, compressing, closing]) expect(c.queued).toEqual([payload]);
    expect(live.queued).toEqual([]);
    await expect.poll(() => received[1]!.length, { timeout: 5000 }).toBe(1);
    expect(Buffer.compare(received[1]![0]!, Buffer.from(payload))).toBe(0);
    expect(received[0]).toEqual([]);
  });
});
