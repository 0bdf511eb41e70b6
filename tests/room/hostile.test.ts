/**
 * No message from any client stops the server (DESIGN §2.2; docs/PROTOCOL.md): the real
 * server in a child process gets thousands of hostile messages — every reserved or
 * unusual type name, payloads whose toString/valueOf are not functions, numeric types,
 * malformed frames straight onto the socket, hostile HTTP — from a player, a spectator
 * and bare sockets at one table, while two players play at another. The process must
 * stay up, nothing may escape to its last-resort handler, and both tables keep playing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../engine/core/rng.ts';
import { C2S } from '../../wire/protocol.ts';
import { spawnServer, type ChildServer } from './child-server.ts';
import { httpJson, TableClient, tempDataDir } from './helpers.ts';

/** Type names that mean something to Colyseus, to JavaScript objects or to our room. */
const TYPE_NAMES: Array<string | number> = [
  '__no_message_handler', '*', '__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty',
  'isPrototypeOf', '__defineGetter__', 'then', 'length', '', ' ', '\u0000', 'intent\u0000', 'INTENT', 'intent ',
  'x'.repeat(255), '😀', C2S.intent, C2S.presence, C2S.camera, C2S.chat, C2S.resync, C2S.ping,
  0, 1, -1, 13, 255, 256, 65535, 2 ** 31, -(2 ** 31), 2 ** 53, 0.5, -0,
];

/** Payloads that break naive formatting, lookups and schemas. */
const PAYLOADS: unknown[] = [
  undefined, null, true, 0, -0, 1e308, -1e308, '', 'x', 'toString', [], [1, [2, [3]]],
  { toString: 1 }, { valueOf: 1 }, { toString: {} }, { valueOf: 'x', toString: [] }, { toJSON: 1 },
  { toString: null, valueOf: null }, { constructor: 1 }, { hasOwnProperty: 1 }, { then: 1 },
  JSON.parse('{"__proto__":{"toString":1,"polluted":true}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
  { v: { toString: 1 }, action: { t: { toString: 1 } } },
  { v: 0, action: { t: '__proto__' } },
  { v: 0, action: { t: 'move', id: { toString: 1 }, x: { valueOf: 1 }, z: 0 } },
  { v: 0, action: { t: 'roll', ids: [{ toString: 1 }] } },
  { v: 0, action: { t: 'draw', deck: '__proto__', n: 1 } },
  { v: 0, action: { t: 'move', id: 'constructor', x: 0, z: 0 } },
  { v: 0, ref: { toString: 1 }, action: {} },
  { v: -1, action: { t: 'flip', id: 'tile-1' } },
  { v: 1e308, action: { t: 'flip', id: 'tile-1' } },
  { cursor: [{ valueOf: 1 }, 0] },
  { cursor: [0, 0], drag: { id: { toString: 1 }, x: 0, z: 0 } },
  { p: [{ valueOf: 1 }, 0, 0], t: [0, 0, 0] },
  { p: [0, 1e308, 0], t: [0, 0, { toString: 1 }] },
  { text: { toString: 1 } },
  { text: 'x'.repeat(600) },
  { n: { valueOf: 1 } },
  { n: -1 },
  nested(200),
  new Uint8Array([1, 2, 3]),
];

function nested(depth: number): unknown {
  let v: unknown = { toString: 1 };
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Frames written straight onto the WebSocket: truncated, unknown codes, wrong lengths. */
function rawFrames(rng: Rng): number[][] {
  const frames: number[][] = [
    [], [13], [14], [10], [11], [12], [255], [13, 0xd9], [13, 0xd9, 0xff], [13, 0xa5, 0x61], [13, 0xdb, 0xff, 0xff, 0xff, 0xff],
    [13, 0xcf, 0xff, 0xff], [14, 0xa1, 0x2a], [13, 0xa1, 0x2a, 0xc1], [13, 0xa6, ...Buffer.from('intent'), 0xde, 0xff, 0xff],
    [13, 0xa6, ...Buffer.from('intent'), 0xdd, 0xff, 0xff, 0xff, 0xff], [13, 0xa6, ...Buffer.from('intent'), 0xc7, 0xff, 0x01],
    [13, 0x00, 0xd4, 0xff, 0x00],
  ];
  for (let i = 0; i < 200; i++) {
    const n = rng.range(1, 48);
    frames.push([rng.pick([13, 14, 13, 10, 12, rng.range(0, 255)]), ...Array.from({ length: n }, () => rng.range(0, 255))]);
  }
  return frames;
}

/** Raw HTTP requests a hostile page or script could make. */
const HTTP_PROBES: Array<{ method: string; path: string; body?: string; type?: string }> = [
  { method: 'GET', path: '/api/tables/%zz' },
  { method: 'GET', path: '/api/tables/%E0%A4%A' },
  { method: 'GET', path: '/%zz' },
  { method: 'GET', path: '/assets/%2e%2e/%2e%2e/package.json' },
  { method: 'POST', path: '/api/tables', body: '{"options":' + '{"a":'.repeat(5000) + '1' + '}'.repeat(5001), type: 'application/json' },
  { method: 'POST', path: '/api/tables', body: '{"game":"sandbox"', type: 'application/json' },
  { method: 'POST', path: '/api/tables', body: '{"__proto__":{"game":"x"}}', type: 'application/json' },
  { method: 'POST', path: '/matchmake/joinById/ZZZZZZ', body: 'not json' },
  { method: 'POST', path: '/matchmake/joinById/ZZZZZZ', body: '{"__proto__":{"x":1}}' },
  { method: 'POST', path: '/matchmake/create/table', body: '{"game":"sandbox","seats":1e9}' },
  { method: 'POST', path: '/matchmake/reconnect/ZZZZZZ', body: '{"reconnectionToken":{"toString":1}}' },
  { method: 'POST', path: '/matchmake/__proto__/table', body: '{}' },
  { method: 'DELETE', path: '/api/tables' },
];

describe('hostile clients cannot stop the server or another table', () => {
  const dataDir = tempDataDir();
  let server: ChildServer;
  let victimCode = '';
  let otherCode = '';

  beforeAll(async () => {
    server = await spawnServer(dataDir);
    for (const which of ['victim', 'other']) {
      const created = await httpJson<{ code: string }>(server.url, '/api/tables', { method: 'POST', body: { game: 'sandbox', seats: 2 } });
      expect(created.status, which).toBe(201);
      if (which === 'victim') victimCode = created.body.code;
      else otherCode = created.body.code;
    }
  }, 30_000);
  afterAll(async () => {
    await server?.kill();
  });

  it('room: hostile type names, payloads, raw frames and HTTP leave the process up and both tables playing', async () => {
    const rng = new Rng(seedRng('hostile'));
    const ann = await TableClient.join(server.endpoint, otherCode, { name: 'Ann' });
    const ben = await TableClient.join(server.endpoint, otherCode, { name: 'Ben' });
    const player = await TableClient.join(server.endpoint, victimCode, { name: 'Mallory' });
    const watcher = await TableClient.join(server.endpoint, victimCode, { name: 'Eve', spectator: true });
    await Promise.all([ann, ben, player, watcher].map((c) => c.until(() => c.projection, 'snapshot')));

    let sent = 0;
    let kicked = 0;
    /** A hostile client that is replaced when the server closes it. */
    const fresh = async (spectator: boolean): Promise<TableClient> => {
      const c = await TableClient.join(server.endpoint, victimCode, { name: spectator ? 'Eve' : 'Mal', spectator });
      await c.until(() => c.projection, 'snapshot');
      return c;
    };
    const attackers = [await fresh(false), await fresh(true)];
    let played = 0;
    const playOther = async (): Promise<void> => {
      const from = ann.version;
      ann.act({ t: 'rotate', id: 'tile-2', dir: 1 });
      await Promise.all([ann, ben].map((c) => c.waitVersion(from + 1)));
      played++;
    };

    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < attackers.length; i++) {
        for (const type of TYPE_NAMES) {
          for (const payload of PAYLOADS) {
            let a = attackers[i] as TableClient;
            if (!a.room.connection.isOpen) {
              kicked++;
              a = attackers[i] = await fresh(i === 1);
            }
            try {
              a.send(type as string, payload);
              sent++;
            } catch {
              // colyseus.js could not encode it: nothing was sent
            }
          }
        }
        for (const frame of rawFrames(rng)) {
          let a = attackers[i] as TableClient;
          if (!a.room.connection.isOpen) {
            kicked++;
            a = attackers[i] = await fresh(i === 1);
          }
          a.room.connection.send(new Uint8Array(frame));
          sent++;
        }
        // The other table plays on while this one is flooded.
        await playOther();
      }
    }
    for (const probe of HTTP_PROBES) {
      const res = await fetch(server.url + probe.path, {
        method: probe.method,
        headers: probe.type ? { 'Content-Type': probe.type } : {},
        body: probe.body,
      }).catch(() => null);
      if (res) await res.arrayBuffer();
      sent++;
    }

    // Still up, nothing escaped to the process' last resort, and both tables play on.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.alive()).toBe(true);
    expect(server.output.filter((l) => /uncaught|unhandled/i.test(l))).toEqual([]);
    await playOther();
    const from = player.version;
    player.act({ t: 'flip', id: 'tile-3' });
    await Promise.all([player, watcher].map((c) => c.waitVersion(from + 1)));
    const late = await TableClient.join(server.endpoint, victimCode, { name: 'Late', spectator: true });
    await late.until(() => late.projection, 'snapshot');
    expect(late.version).toBe(player.version);
    for (const c of [ann, ben, player, watcher]) expect(c.desync).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    console.log(JSON.stringify({ test: 'hostile', messagesSent: sent, attackersClosedByServer: kicked, otherTableActions: played, serverUp: server.alive() }));
    for (const c of [ann, ben, player, watcher, late, ...attackers]) await c.leave().catch(() => undefined);
  }, 120_000);
});
