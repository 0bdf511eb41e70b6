/**
 * Room test helpers: boot a real server on a free loopback port and drive it with real
 * colyseus.js clients. `TableClient` keeps what one client decoded — its projection, the
 * Schema state, and every message it received — and can wait for a version or a message.
 *
 * A projection is decoded by the browser's own code, in the browser's order
 * (client/net/messages.ts): a packed snapshot or patch unpacked by `wire/packed-patch.ts`
 * as the client imports it, with the game's dictionary from client/net/dictionaries.ts
 * (packed patches wait for it, as there); a patch applied by wire/json-patch.ts
 * (`applyWirePatch`); the texts and rows worded again by wire/projection.ts (`fromWire`);
 * the table laid out by the game's own `table` (`withWireTable`). A fault in any of them shows in the room
 * tests (tests/room/decoding.test.ts). Unlike the browser, a client here does not ask for
 * a snapshot when a patch does not fit: it records the `desync` for the test to see.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, type Room } from 'colyseus.js';
import type { Projection, ViewProjection } from '../../engine/core/match.ts';
import { getGame } from '../../engine/games/registry.ts';
import { loadDictionary, loadedDictionary } from '../../client/net/dictionaries.ts';
import { applyWirePatch } from '../../wire/json-patch.ts';
import { fromWire, withWireTable } from '../../wire/projection.ts';
import { projectWithUndo } from '../../engine/core/undo.ts';
import type { Viewer } from '../../engine/core/types.ts';
import { topFace, type DieKind } from '../../assets/models/dice.ts';
import type { DiePose } from '../../wire/dice-frames.ts';
import { startServer, type RunningServer, type StartOptions } from '../../server/app.ts';
import { ProjectionSync } from '../../server/room/sync.ts';
import type { TableRoom } from '../../server/room/table-room.ts';
import {
  C2S, HTTP, S2C, type PatchMessage, type RejectedMessage, type SnapshotMessage,
  type TableStateShape, type WelcomeMessage,
} from '../../wire/protocol.ts';
import { unpackPatch, unpackSnapshot } from '../../wire/packed-patch.ts';
import { wireDictionaryLoaders } from '../../wire/dictionaries/lazy.ts';

export interface TestServer {
  server: RunningServer;
  dataDir: string;
  endpoint: string;
  logs: string[];
  close(): Promise<void>;
}

/** A fresh temporary data directory. */
export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-room-'));
}

/**
 * Starts the real server on 127.0.0.1, port 0. Without `dataDir` it uses a temporary one
 * and deletes it on close.
 */
export async function bootServer(options: Partial<StartOptions> = {}): Promise<TestServer> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? tempDataDir();
  const logs: string[] = [];
  const server = await startServer({
    port: 0, host: '127.0.0.1', dataDir, log: (line) => logs.push(line), ...options,
  });
  return {
    server,
    dataDir,
    endpoint: `ws://127.0.0.1:${server.port}`,
    logs,
    close: async () => {
      await server.close();
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the server would send `viewer` now: the room's match projected, as on the wire (JSON). */
export function serverProjection(room: TableRoom, viewer: Viewer): unknown {
  return JSON.parse(JSON.stringify(projectWithUndo(room['table'].game, room.currentMatch, viewer)));
}

/**
 * What a snapshot to `viewer` carries: the projection without its table, as plain JSON,
 * made as the room makes it (its prompts' actions and its log entries as rows, the undo status without the
 * text its log line has).
 */
export function serverWire(room: TableRoom, viewer: Viewer): unknown {
  return new ProjectionSync(room['table'].game).project(room.currentMatch, viewer);
}

/** The value a viewer reads on a die at rest: the label of the face its final pose shows on top. */
export function shownValue(d: { kind: DieKind; labelMap: number[]; final: DiePose }): number | undefined {
  const [x, y, z, w] = d.final.q;
  return d.labelMap[topFace(d.kind, { x, y, z, w })];
}

/** A booted server with a table, its two players (seats 0 and 1) and a spectator. */
export interface SeatedTable {
  t: TestServer;
  /** Seat 0, who created the table. */
  a: TableClient;
  /** Seat 1. */
  b: TableClient;
  /** A spectator. */
  s: TableClient;
  /** The live room of the table (throws when it is gone). */
  room(): TableRoom;
  /** Every client leaves (these and `extra`), then the server stops. */
  close(extra?: Iterable<TableClient | undefined>): Promise<void>;
}

/**
 * The room tests' usual start: a server (with `server` options), a table of `table.game`
 * created by the first player, a second player and a spectator joined, each holding its
 * first snapshot. `names`: the three clients' names, in that order.
 */
export async function seatTable(
  server: Partial<StartOptions>,
  table: { game: string; seats?: number; options?: Record<string, unknown> },
  names: [string, string, string] = ['Ann', 'Ben', 'Sam'],
): Promise<SeatedTable> {
  const t = await bootServer(server);
  const a = await TableClient.create(t.endpoint, { seats: 2, options: {}, ...table, name: names[0] });
  await a.until(() => a.projection, 'snapshot');
  const b = await TableClient.join(t.endpoint, a.code, { name: names[1] });
  const s = await TableClient.join(t.endpoint, a.code, { name: names[2], spectator: true });
  await Promise.all([b, s].map((c) => c.until(() => c.projection, 'snapshot')));
  return {
    t, a, b, s,
    room: () => {
      const live = t.server.room(a.code);
      if (!live) throw new Error('room not live');
      return live;
    },
    close: async (extra = []) => {
      for (const c of [a, b, s, ...extra]) await c?.leave().catch(() => undefined);
      await t.close();
    },
  };
}

export interface Received {
  type: string;
  message: unknown;
}

export class TableClient {
  /** Every message this client received, in order, as decoded from the wire. */
  readonly received: Received[] = [];
  /** The projection this client holds, with its table worked out as a browser does. */
  projection: Projection | null = null;
  /** The projection as the wire carries it (players and spectators: without its table). */
  wire: Projection | ViewProjection | null = null;
  welcome: WelcomeMessage | null = null;
  /** Set when a patch did not start from the version this client held. */
  desync: string | null = null;
  patches = 0;
  /** How many of the patches came packed (`patchz`). */
  packed = 0;
  room!: Room;
  private waiters = new Set<() => void>();
  /** Patches (plain and packed) waiting, in the order they came, for the game's dictionary. */
  private held: Array<{ type: string; message: unknown }> = [];

  constructor(room: Room) {
    this.attach(room);
  }

  /**
   * Creates a table the way the browser does (POST /api/tables with the table's part of
   * `options`), then joins it with the rest (name, colour, …).
   */
  static async create(endpoint: string, options: Record<string, unknown>): Promise<TableClient> {
    const { game, seats, options: tableOptions, clock, absent, bots, box, ...join } = options;
    const created = await httpJson<{ code?: string; message?: string }>(endpoint.replace(/^ws/, 'http'), HTTP.createTable, {
      method: 'POST', body: { game, seats, options: tableOptions, clock, absent, bots, box },
    });
    if (created.status !== 201 || !created.body.code) throw new Error(`create failed (${created.status}): ${created.body.message}`);
    return TableClient.join(endpoint, created.body.code, join);
  }

  /** `headers`: sent with the join's matchmaking request, as a browser sends its cookies (a session: `signedIn`). */
  static async join(endpoint: string, code: string, options: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<TableClient> {
    // The browser loads its game's dictionary when it joins and holds packed patches until
    // it is in; loaded beforehand here, no patch waits and messages keep their order.
    await Promise.all(Object.keys(wireDictionaryLoaders).map((id) => loadDictionary(id)));
    return new TableClient(await new Client(endpoint, { headers }).joinById(code, options));
  }

  /** Follows a (new) room instance, e.g. after `client.reconnect`. Keeps the history. */
  attach(room: Room): void {
    this.room = room;
    room.onMessage('*', (type: string | number, message: unknown) => this.onMessage(String(type), message));
    room.onStateChange(() => this.notify());
    room.onLeave(() => this.notify());
  }

  get code(): string {
    return this.room.roomId;
  }

  get seat(): number | 'spectator' | undefined {
    return this.welcome?.seat;
  }

  get version(): number {
    return this.projection?.version ?? -1;
  }

  /** The public Schema state as decoded. */
  get state(): TableStateShape {
    return (this.room.state as { toJSON(): TableStateShape }).toJSON();
  }

  rejections(): RejectedMessage[] {
    return this.received.filter((r) => r.type === 'rejected').map((r) => r.message as RejectedMessage);
  }

  send(type: string, payload?: unknown): void {
    this.room.send(type, payload);
  }

  /** Takes back this seat's last action, asked from the version this client holds (or `v`). */
  undo(opts: { v?: number; ref?: string } = {}): void {
    const payload: Record<string, unknown> = { v: opts.v ?? this.version };
    if (opts.ref !== undefined) payload.ref = opts.ref;
    this.send(C2S.undo, payload);
  }

  /** Sends a game action made from the version this client holds (or `v`). */
  act(action: Record<string, unknown>, opts: { v?: number; ref?: string } = {}): void {
    const payload: Record<string, unknown> = { v: opts.v ?? this.version, action };
    if (opts.ref !== undefined) payload.ref = opts.ref;
    this.send(C2S.intent, payload);
  }

  /** Resolves when `check` returns something other than undefined/null/false. */
  until<T>(check: () => T | undefined | null | false, label: string, timeoutMs = 5000): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const probe = (): boolean => {
        const value = check();
        if (value === undefined || value === null || value === false) return false;
        this.waiters.delete(probe);
        clearTimeout(timer);
        resolve(value);
        return true;
      };
      const timer = setTimeout(() => {
        this.waiters.delete(probe);
        reject(new Error(`timed out waiting for ${label}`));
      }, timeoutMs);
      if (!probe()) this.waiters.add(probe);
    });
  }

  waitVersion(v: number): Promise<Projection> {
    return this.until(() => (this.projection && this.projection.version >= v ? this.projection : undefined), `version ${v}`);
  }

  /** The next message of `type` after the first `after` received messages. */
  waitMessage<T = unknown>(type: string, after = 0, match: (m: T) => boolean = () => true): Promise<T> {
    return this.until(() => {
      for (let i = after; i < this.received.length; i++) {
        const r = this.received[i] as Received;
        if (r.type === type && match(r.message as T)) return r.message as T;
      }
      return undefined;
    }, `message ${type}`);
  }

  /** Resolves once every message the server sent this client before now has arrived. */
  async ping(): Promise<void> {
    const n = TableClient.pings++;
    const mark = this.received.length;
    this.send(C2S.ping, { n });
    await this.waitMessage<{ n: number }>('pong', mark, (m) => m.n === n);
  }

  private static pings = 0;

  /**
   * The socket stops reading without closing (a network that silently went away): no
   * messages, no pongs. Only the server's pings can tell.
   */
  silentDrop(): void {
    this.socket().pause();
    this.silenced = true;
  }

  private silenced = false;

  /** The `ws` socket under colyseus.js (Node). */
  private socket(): { pause(): void; destroy(): void } {
    return (this.room.connection as unknown as { transport: { ws: { _socket: { pause(): void; destroy(): void } } } }).transport.ws._socket;
  }

  /** Drops the socket without a consented leave (what a lost network looks like). */
  dropConnection(): void {
    this.room.connection.close();
  }

  async leave(): Promise<void> {
    if (this.silenced) return this.socket().destroy();
    if (this.room.connection.isOpen) await this.room.leave(true);
  }

  private onMessage(type: string, message: unknown): void {
    if (type === S2C.welcome) void loadDictionary((message as WelcomeMessage).gameId);
    if ((type === S2C.patch || type === S2C.patchz) && (this.held.length > 0 || (type === S2C.patchz && this.dictionary() === null))) {
      this.holdPatch(type, message);
      return;
    }
    this.take(type, message);
  }

  /** The dictionary of the held projection's game, as the client has it (null: still loading). */
  private dictionary(): Uint8Array | undefined | null {
    return this.wire ? loadedDictionary(this.wire.gameId) : undefined;
  }

  /** As the client does: a patch that needs a dictionary still loading waits for it, and every patch after it too. */
  private holdPatch(type: string, message: unknown): void {
    this.held.push({ type, message });
    if (this.held.length > 1 || !this.wire) return;
    void loadDictionary(this.wire.gameId).then(() => {
      const queue = this.held;
      this.held = [];
      for (const h of queue) this.take(h.type, h.message);
    });
  }

  /**
   * Decodes one message as client/net/messages.ts does: a packed snapshot or patch is kept
   * as the message it stands for; one that does not unpack is kept as it came (the tests
   * that read it see it missing) and recorded as a desync.
   */
  private take(type: string, message: unknown): void {
    try {
      if (type === S2C.snapshotz) {
        message = unpackSnapshot(message);
        type = S2C.snapshot;
      } else if (type === S2C.patchz) {
        if (!this.wire) throw new Error('a packed patch before any snapshot');
        message = unpackPatch(message, this.dictionary() ?? undefined);
        type = S2C.patch;
        this.packed++;
      }
    } catch (e) {
      this.desync = `a packed ${type === S2C.patchz ? 'patch' : 'snapshot'} did not unpack (${String(e)})`;
    }
    this.received.push({ type, message });
    if (type === 'welcome') this.welcome = message as WelcomeMessage;
    if (type === 'snapshot') this.hold((message as SnapshotMessage).projection);
    if (type === 'patch') this.applyPatch(message as PatchMessage);
    this.notify();
  }

  private applyPatch(patch: PatchMessage): void {
    this.patches++;
    if (!this.projection || this.projection.version !== patch.from) {
      this.desync = `patch from ${patch.from} but holding ${this.projection?.version}`;
      return;
    }
    let next: Projection | ViewProjection;
    try {
      next = applyWirePatch(this.wire!, patch);
    } catch (e) {
      this.desync = `patch ${patch.from} → ${patch.to} did not apply (${String(e)})`;
      return;
    }
    this.hold(next);
  }

  private hold(received: Projection | ViewProjection): void {
    // A game only the test server knows (a test's own module) lays out no table here.
    const module = getGame(received.gameId);
    // As the client does: the texts the room left out worded again, the prompts unpacked.
    const { wire, shown } = fromWire(received, module);
    this.wire = wire;
    this.projection = withWireTable(shown, module);
  }

  private notify(): void {
    for (const probe of [...this.waiters]) probe();
  }
}

export async function httpJson<T = unknown>(
  base: string, pathname: string, init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const method = init.method ?? 'GET';
  // Every POST the server takes is JSON; one without a body sends an empty object.
  const body = init.body ?? (method === 'POST' ? {} : undefined);
  const res = await fetch(base + pathname, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * What a projection says, to compare one a client built from patches with one from a
 * snapshot: member order means nothing in a projection (a patch's "add" appends the
 * member, wherever the server's object has it), so it is compared as parsed JSON.
 */
export function content(projection: unknown): unknown {
  return projection === undefined ? undefined : JSON.parse(JSON.stringify(projection));
}

/** Everything a client received or decoded, as one searchable text. */
export function everythingSeen(c: TableClient): string {
  return [
    JSON.stringify(c.received),
    JSON.stringify(c.projection),
    JSON.stringify(c.state),
  ].join('\n');
}
