/**
 * How each server message changes the table store. Kept apart from the socket so the
 * sync rules (version check, resync, presence pruning) are testable without a server.
 */
import { plainShared } from '../../engine/core/clone.ts';
import type { Projection, ViewProjection } from '../../engine/core/match.ts';
import { hasClientGame, loadClientGame, loadedGames } from '../kit/registry.ts';
import {
  PROTOCOL_VERSION,
  type ChatBroadcast,
  type PatchMessage,
  type PresenceBroadcast,
  type RejectedMessage,
  type RollMessage,
  type RollsMessage,
  type SnapshotMessage,
  type TableEvent,
  type WelcomeMessage,
} from '../../wire/protocol.ts';
import { expectRoll, receiveRoll, receiveRolls, resetDice } from './dice-store.ts';
import { applyWirePatch } from '../../wire/json-patch.ts';
import { unpackPatch, unpackSnapshot } from '../../wire/packed-patch.ts';
import { fromWire, withWireTable } from '../../wire/projection.ts';
import { loadDictionary, loadedDictionary } from './dictionaries.ts';
import { readRoomMeta } from './room-meta.ts';
import { namedBots } from './bot-names.ts';
import { tableStore } from './store.ts';
import { boxStore } from './box-store.ts';
import { say } from '../words/say.ts';

/** Chat lines kept in memory. */
export const CHAT_KEEP = 200;
/** A cursor not updated for this long is dropped. */
export const PRESENCE_STALE_MS = 30_000;
/** How long to wait for a requested snapshot before asking again. */
const RESYNC_RETRY_MS = 3_000;
/** Patches held at most while the game's dictionary loads; past that the client asks for a snapshot instead. */
const MAX_HELD = 500;

export interface MessageDeps {
  /** Sends `resync {}` to the server. */
  resync(): void;
  now(): number;
}

/** Freezes in development so that accidental mutation of server state throws (DESIGN §2.5). */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

const freeze: <T>(v: T) => T = import.meta.env?.DEV ? deepFreeze : (v) => v;

export function createMessageHandlers(deps: MessageDeps) {
  let awaitingSince: number | null = null;
  /** The projection as the wire carries it (a player's or a spectator's comes without its table). */
  let wire: Projection | ViewProjection | null = null;
  /**
   * Patches that came while the game's dictionary was still loading, plain and packed, in
   * the order they came: a packed patch cannot be read before it is here, and no later
   * patch may overtake it.
   */
  let held: Array<{ packed: boolean; msg: unknown }> = [];

  /**
   * Puts the wire projection in the store with its table: worked out from the view by the
   * game's own `table` function, sharing every unchanged piece with the table before. A
   * game whose client is still loading gets its projection once it has loaded.
   */
  const publish = (patched = false): void => {
    if (!wire) return;
    const gameId = wire.gameId;
    const game = loadedGames.getState()[gameId];
    if (!game && hasClientGame(gameId) && !('table' in wire)) {
      loadClientGame(gameId).then(() => publish(patched), (err: unknown) => console.warn(`could not load the table of ${gameId}:`, err));
      return;
    }
    // The texts the room left out, worded again; the prompts' actions unpacked.
    const unwired = fromWire(wire, game);
    wire = unwired.wire;
    const shown = unwired.shown;
    let next: Projection;
    try {
      next = withWireTable(shown, game);
    } catch (err) {
      console.warn('table sync: could not lay out the table:', err);
      next = { ...shown, table: { pieces: {}, hands: {} } };
    }
    const { projection: prev, seats } = tableStore.getState();
    // A throw told by this patch: its lines wait for its dice to land (client/net/dice-store.ts).
    if (patched && prev) {
      for (let i = next.log.length - 1; i >= 0 && next.log[i]!.v > prev.version; i--) if (next.log[i]!.kind === 'roll') expectRoll(next.log[i]!.v);
    }
    // Every part of the table that reads as before is the part it was (`plainShared`, the
    // room's own walker), so a narrow selector on an unchanged piece does not re-render.
    const table = prev && prev.gameId === next.gameId ? plainShared(prev.table, next.table) : next.table;
    const projection = freeze({ ...next, table });
    // Bot seats named by what they play, once the projection says (client/net/bot-names.ts).
    tableStore.setState({ projection, gameId, seats: namedBots(seats, projection, game?.scoreboard?.bind(game)) });
  };

  const askForSnapshot = (why: string) => {
    const now = deps.now();
    if (awaitingSince !== null && now - awaitingSince < RESYNC_RETRY_MS) return;
    console.warn(`table sync: ${why}; asking for a snapshot`);
    awaitingSince = now;
    deps.resync();
  };

  /** Holds a patch until the dictionary of the projection's game is loaded, then takes every held one in order. */
  const hold = (packed: boolean, msg: unknown): void => {
    if (held.length >= MAX_HELD) {
      held = [];
      askForSnapshot('too many patches waiting for the dictionary'); // words-ok: a console warning's reason
      return;
    }
    held.push({ packed, msg });
    if (held.length > 1 || !wire) return;
    void loadDictionary(wire.gameId).then(() => {
      const queue = held;
      held = [];
      for (const h of queue) {
        if (h.packed) handlers.patchz(h.msg);
        else handlers.patch(h.msg as PatchMessage);
      }
    });
  };

  const handlers = {
    welcome(msg: WelcomeMessage): void {
      const outdated = msg.protocol !== PROTOCOL_VERSION;
      if (outdated) console.warn(`protocol ${msg.protocol} from the server, ${PROTOCOL_VERSION} here: this page asks to be reloaded`);
      // A (re)join: the `rolls` after the snapshot says where the dice lie now.
      if (tableStore.getState().code !== msg.code) resetDice();
      // Its packed patches follow the snapshot: the dictionary starts loading now.
      void loadDictionary(msg.gameId);
      tableStore.setState({
        code: msg.code,
        gameId: msg.gameId,
        seat: msg.seat,
        sessionId: msg.sessionId,
        seedCommit: msg.seedCommit,
        seed: msg.seed || null,
        outdated,
      });
    },

    snapshot(msg: SnapshotMessage): void {
      awaitingSince = null;
      wire = msg.projection;
      publish();
    },

    patch(msg: PatchMessage): void {
      if (held.length > 0) {
        hold(false, msg);
        return;
      }
      const current = wire;
      if (current && msg.to <= current.version) return; // already have it (e.g. a snapshot overtook it)
      if (awaitingSince !== null) {
        askForSnapshot('still waiting for a snapshot'); // words-ok: a console warning's reason
        return;
      }
      if (!current || msg.from !== current.version) {
        askForSnapshot(`patch from ${msg.from}, have ${current?.version ?? 'nothing'}`); // words-ok: a console warning's reason
        return;
      }
      try {
        wire = applyWirePatch(current, msg);
      } catch (err) {
        askForSnapshot(String(err));
        return;
      }
      publish(true);
    },

    /** A packed snapshot (`[z]`, wire/packed-patch.ts): unpacked, then as `snapshot`. */
    snapshotz(msg: unknown): void {
      let snapshot: SnapshotMessage;
      try {
        snapshot = unpackSnapshot(msg);
      } catch (err) {
        askForSnapshot(`a packed snapshot did not unpack (${String(err)})`); // words-ok: a console warning's reason
        return;
      }
      handlers.snapshot(snapshot);
    },

    /** A packed patch (`[from, to, z]`, wire/packed-patch.ts): unpacked, then as `patch`. */
    patchz(msg: unknown): void {
      const current = wire;
      if (!current) {
        askForSnapshot('a packed patch before any snapshot'); // words-ok: a console warning's reason
        return;
      }
      const dictionary = loadedDictionary(current.gameId);
      if (dictionary === null || held.length > 0) {
        hold(true, msg);
        return;
      }
      let patch: PatchMessage;
      try {
        patch = unpackPatch(msg, dictionary);
      } catch (err) {
        askForSnapshot(String(err));
        return;
      }
      handlers.patch(patch);
    },

    rejected(msg: RejectedMessage): void {
      tableStore.setState({ rejection: { ...msg, at: deps.now() } });
    },

    /** A physical throw to play back (every viewer gets the same one). */
    roll(msg: RollMessage): void {
      try {
        receiveRoll(msg);
      } catch (err) {
        console.warn('dice: could not read a roll message:', err);
      }
    },

    /** Where every die lies now (after a snapshot). */
    rolls(msg: RollsMessage): void {
      try {
        receiveRolls(msg);
      } catch (err) {
        console.warn('dice: could not read a rolls message:', err);
      }
    },

    presence(msg: PresenceBroadcast): void {
      const { presence, sessionId } = tableStore.getState();
      if (msg.sessionId === sessionId) return;
      const now = deps.now();
      const next: typeof presence = {};
      for (const [id, p] of Object.entries(presence)) if (now - p.at < PRESENCE_STALE_MS) next[id] = p;
      next[msg.sessionId] = { ...msg, at: now };
      tableStore.setState({ presence: next });
    },

    chat(msg: ChatBroadcast): void {
      const { chat, projection } = tableStore.getState();
      const entry = { ...msg, v: projection?.version ?? 0 };
      tableStore.setState({ chat: chat.length >= CHAT_KEEP ? [...chat.slice(1 - CHAT_KEEP), entry] : [...chat, entry] });
    },

    /** Someone sat down, left or was removed: a line in the log beside the chat. */
    event(msg: TableEvent): void {
      const { chat, projection } = tableStore.getState();
      // A joiner is sent the table's earlier events: one already shown is not shown twice.
      if (chat.some((c) => c.event === msg.kind && c.at === msg.at && c.seat === msg.seat && c.name === msg.name)) return;
      const entry = { seat: msg.seat, name: msg.name, text: tableEventText(msg), at: msg.at, event: msg.kind, v: msg.v ?? projection?.version ?? 0 };
      // In version order (the log merges by it): an earlier event goes before the lines after it.
      let at = chat.length;
      while (at > 0 && (chat[at - 1]!.v ?? 0) > entry.v) at--;
      const next = [...chat.slice(0, at), entry, ...chat.slice(at)];
      tableStore.setState({ chat: next.length > CHAT_KEEP ? next.slice(-CHAT_KEEP) : next });
    },

    /** Colyseus state sync: the public seat list and table metadata. */
    state(state: unknown): void {
      const meta = readRoomMeta(state);
      const s = tableStore.getState();
      const update: Partial<typeof s> = {};
      // Keep the old array when nothing changed, so the seats panel does not re-render.
      if (meta.seats) {
        const game = s.gameId ? loadedGames.getState()[s.gameId] : undefined;
        const seats = namedBots(meta.seats, s.projection, game?.scoreboard?.bind(game));
        if (JSON.stringify(seats) !== JSON.stringify(s.seats)) update.seats = seats;
      }
      if (meta.spectators !== undefined && meta.spectators !== s.spectators) update.spectators = meta.spectators;
      if (meta.gameId && !s.gameId) update.gameId = meta.gameId;
      if (meta.seedCommit && !s.seedCommit) update.seedCommit = meta.seedCommit;
      if (meta.seed && meta.seed !== s.seed) update.seed = meta.seed;
      if (meta.code && !s.code) update.code = meta.code;
      if (Object.keys(update).length > 0) tableStore.setState(update);
      if (meta.boxOpen !== undefined && meta.boxOpen !== boxStore.getState().everyone) boxStore.setState({ everyone: meta.boxOpen });
    },
  };
  return handlers;
}

export type MessageHandlers = ReturnType<typeof createMessageHandlers>;

/** A table event as the log says it. */
export function tableEventText(e: TableEvent): string {
  switch (e.kind) {
    case 'join':
      return say('net.event.join', { name: e.name, seat: e.seat + 1 });
    case 'leave':
      return say('net.event.leave', { name: e.name });
    case 'kick':
      return e.by ? say('net.event.kickBy', { by: e.by, name: e.name }) : say('net.event.kick', { name: e.name });
    case 'ban':
      return e.by ? say('net.event.banBy', { by: e.by, name: e.name }) : say('net.event.ban', { name: e.name });
    case 'away':
      return say(e.by === 'bot' ? 'net.event.awayBot' : 'net.event.away', { name: e.name });
    case 'back':
      return say('net.event.back', { name: e.name, seat: e.seat + 1 });
    case 'out':
      return say('net.event.out', { name: e.name });
  }
}
