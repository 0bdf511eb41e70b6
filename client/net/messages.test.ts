import { deflateRawSync } from 'node:zlib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Projection } from '../../engine/core/match.ts';
import { PROTOCOL_VERSION } from '../../wire/protocol.ts';
import explorersDictionary from '../../wire/dictionaries/explorers.ts';
import { loadDictionary, loadedDictionary } from './dictionaries.ts';
import { CHAT_KEEP, createMessageHandlers, PRESENCE_STALE_MS } from './messages.ts';
import { resetTable, tableStore } from './store.ts';
import { diceStore, landedLog, resetDice } from './dice-store.ts';
import { loadedGames } from '../kit/registry.ts';
import type { ClientGame } from '../kit/types.ts';

function projection(version: number): Projection {
  return {
    gameId: 'sandbox',
    version,
    viewer: 0,
    view: {},
    table: {
      pieces: {
        a: { id: 'a', kind: 'token', model: 'token', x: 0, z: 0, y: 0, rot: 0, faceUp: true, draggable: true },
        b: { id: 'b', kind: 'token', model: 'token', x: 1, z: 1, y: 0, rot: 0, faceUp: true, draggable: true },
      },
      hands: { 0: { seat: 0, count: 0, cards: [] } },
    },
    prompts: [],
    status: { over: false, headline: 'Free table' },
    log: [],
  };
}

function setup() {
  let now = 1_000;
  const resync = vi.fn();
  const h = createMessageHandlers({ resync, now: () => now });
  return { h, resync, tick: (ms: number) => (now += ms) };
}

describe('message handlers', () => {
  beforeEach(() => {
    resetTable();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('welcome sets who we are', () => {
    const { h } = setup();
    h.welcome({ protocol: PROTOCOL_VERSION, code: 'K7QX2M', gameId: 'sandbox', seat: 2, sessionId: 's1', seedCommit: 'c' });
    expect(tableStore.getState()).toMatchObject({ code: 'K7QX2M', gameId: 'sandbox', seat: 2, sessionId: 's1', seedCommit: 'c', seed: null });
  });

  it('PROTOCOL: a server that speaks another protocol (updated since the page loaded) marks the page outdated, to be reloaded', () => {
    const { h } = setup();
    h.welcome({ protocol: PROTOCOL_VERSION, code: 'K7QX2M', gameId: 'sandbox', seat: 0, sessionId: 's1', seedCommit: 'c' });
    expect(tableStore.getState().outdated).toBe(false);
    h.welcome({ protocol: PROTOCOL_VERSION + 1, code: 'K7QX2M', gameId: 'sandbox', seat: 0, sessionId: 's1', seedCommit: 'c' });
    expect(tableStore.getState().outdated).toBe(true);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('reloaded'));
    // Back on a server of this page's protocol (another process), it no longer asks.
    h.welcome({ protocol: PROTOCOL_VERSION, code: 'K7QX2M', gameId: 'sandbox', seat: 0, sessionId: 's2', seedCommit: 'c' });
    expect(tableStore.getState().outdated).toBe(false);
  });

  it('learns the seed once the game is over, from welcome or from the table state', () => {
    const { h } = setup();
    h.welcome({ protocol: PROTOCOL_VERSION, code: 'K7QX2M', gameId: 'sandbox', seat: 0, sessionId: 's1', seedCommit: 'c', seed: 'abc' });
    expect(tableStore.getState().seed).toBe('abc');
    resetTable();
    h.state({ code: 'K7QX2M', seedCommit: 'c', seed: '' });
    expect(tableStore.getState().seed).toBeNull();
    h.state({ code: 'K7QX2M', seedCommit: 'c', seed: 'def' });
    expect(tableStore.getState()).toMatchObject({ seedCommit: 'c', seed: 'def' });
  });

  it('an undo status sent without its text shows the line of its version, also when a patch changes only the version', () => {
    const { h } = setup();
    const first = { ...projection(4), log: [{ v: 4, kind: 'move', text: 'Seat 1 moved a token.' }], undo: { can: true, v: 4 } } as unknown as Projection;
    h.snapshot({ projection: first });
    expect(tableStore.getState().projection!.undo).toEqual({ can: true, text: 'Seat 1 moved a token.', v: 4 });
    h.patch({ from: 4, to: 5, ops: [['/undo/v', 5], ['/log/1', { v: 5, kind: 'rotate', text: 'Seat 1 turned a token.' }]] });
    expect(tableStore.getState().projection!.undo).toEqual({ can: true, text: 'Seat 1 turned a token.', v: 5 });
  });

  it('applies a patch that follows the current version and keeps untouched pieces', () => {
    const { h, resync } = setup();
    h.snapshot({ projection: projection(4) });
    const before = tableStore.getState().projection!;
    h.patch({ from: 4, to: 5, ops: [['/table/pieces/a/x', 3]] });
    const after = tableStore.getState().projection!;
    expect(after.version).toBe(5);
    expect(after.table.pieces.a!.x).toBe(3);
    expect(after.table.pieces.b).toBe(before.table.pieces.b);
    expect(after.table.hands).toBe(before.table.hands);
    expect(before.table.pieces.a!.x).toBe(0);
    expect(resync).not.toHaveBeenCalled();
  });

  it('works out the table of a projection that comes without one, sharing unchanged pieces', () => {
    const { h } = setup();
    const laidOut: unknown[] = [];
    loadedGames.setState({
      flat: {
        table: (view: unknown) => {
          laidOut.push(view);
          const xs = view as Record<string, number>;
          return { pieces: Object.fromEntries(Object.entries(xs).map(([id, x]) => [id, { id, kind: 'meeple', x, z: 0 }])), hands: {} };
        },
      } as unknown as ClientGame,
    });
    const { table: _table, ...bare } = projection(4);
    h.snapshot({ projection: { ...bare, gameId: 'flat', view: { a: 0, b: 1 } } });
    const before = tableStore.getState().projection!;
    expect(before.table.pieces.a).toMatchObject({ x: 0 });
    h.patch({ from: 4, to: 5, ops: [['/view/a', 3]] });
    const after = tableStore.getState().projection!;
    expect(after.version).toBe(5);
    expect(after.table.pieces.a).toMatchObject({ x: 3 });
    expect(after.table.pieces.b).toBe(before.table.pieces.b);
    expect(laidOut).toHaveLength(2);
  });

  it('dice landing: a patch telling a throw holds its line until the throw\'s dice land; a snapshot holds nothing', () => {
    vi.useFakeTimers();
    try {
      resetDice();
      const { h } = setup();
      const told = { v: 5, seat: 0, kind: 'roll', text: 'Seat 1 rolled d6 4.', data: { dice: [{ id: 'd1', sides: 6, value: 4 }] } };
      h.snapshot({ projection: projection(4) });
      h.patch({ from: 4, to: 5, ops: [['/log/0', told]] });
      const shown = () => landedLog(tableStore.getState().projection!.log, diceStore.getState().landing);
      expect(tableStore.getState().projection!.log).toHaveLength(1);
      expect(shown()).toHaveLength(0);
      vi.advanceTimersByTime(1_000);
      expect(shown()).toHaveLength(1);
      // A late joiner's snapshot with the same line: shown at once.
      resetTable();
      resetDice();
      const late = setup();
      late.h.snapshot({ projection: { ...projection(5), log: [told] } as unknown as Projection });
      expect(shown()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('late joiner: the table\'s earlier events take their place in the log by version, and one heard twice shows once', () => {
    const { h } = setup();
    h.snapshot({ projection: projection(9) });
    h.event({ kind: 'join', seat: 0, name: 'Ann', at: 10, v: 0 });
    h.event({ kind: 'join', seat: 1, name: 'Ben', at: 20, v: 4 });
    h.chat({ seat: 0, name: 'Ann', text: 'hi', at: 30 });
    h.event({ kind: 'join', seat: 2, name: 'Cid', at: 25, v: 7 });
    h.event({ kind: 'join', seat: 1, name: 'Ben', at: 20, v: 4 });
    expect(tableStore.getState().chat.map((c) => [c.text, c.v])).toEqual([
      ['Ann sat down at seat 1.', 0], ['Ben sat down at seat 2.', 4], ['Cid sat down at seat 3.', 7], ['hi', 9],
    ]);
  });

  it('sets the version from `to` when the ops do not', () => {
    const { h } = setup();
    h.snapshot({ projection: projection(4) });
    h.patch({ from: 4, to: 5, ops: [] });
    expect(tableStore.getState().projection!.version).toBe(5);
  });

  it('asks for a snapshot on a version gap and ignores patches until it arrives', () => {
    const { h, resync } = setup();
    h.snapshot({ projection: projection(4) });
    h.patch({ from: 5, to: 6, ops: [] });
    expect(resync).toHaveBeenCalledTimes(1);
    h.patch({ from: 6, to: 7, ops: [] });
    expect(resync).toHaveBeenCalledTimes(1);
    expect(tableStore.getState().projection!.version).toBe(4);
    h.snapshot({ projection: projection(7) });
    h.patch({ from: 7, to: 8, ops: [] });
    expect(tableStore.getState().projection!.version).toBe(8);
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('asks again if the snapshot does not come', () => {
    const { h, resync, tick } = setup();
    h.snapshot({ projection: projection(4) });
    h.patch({ from: 5, to: 6, ops: [] });
    tick(5_000);
    h.patch({ from: 6, to: 7, ops: [] });
    expect(resync).toHaveBeenCalledTimes(2);
  });

  it('asks for a snapshot when a patch does not fit, and before any snapshot', () => {
    const { h, resync } = setup();
    h.patch({ from: 0, to: 1, ops: [] });
    expect(resync).toHaveBeenCalledTimes(1);
    h.snapshot({ projection: projection(1) });
    h.patch({ from: 1, to: 2, ops: [['/table/pieces/zzz']] });
    expect(resync).toHaveBeenCalledTimes(2);
    expect(tableStore.getState().projection!.version).toBe(1);
  });

  it("holds a packed patch that comes before its game's dictionary, and a plain patch after it, then applies both in order", async () => {
    const { h, resync } = setup();
    h.snapshot({ projection: { ...projection(4), gameId: 'explorers' } });
    expect(loadedDictionary('explorers')).toBeNull();
    const z = new Uint8Array(deflateRawSync(JSON.stringify([['/table/pieces/a/x', 3]]), { dictionary: Buffer.from(explorersDictionary) }));
    h.patchz([4, 5, z]);
    h.patch({ from: 5, to: 6, ops: [['/table/pieces/a/z', 2]] });
    expect(tableStore.getState().projection!.version).toBe(4);
    await loadDictionary('explorers');
    await Promise.resolve();
    expect(tableStore.getState().projection!.version).toBe(6);
    expect(tableStore.getState().projection!.table.pieces.a).toMatchObject({ x: 3, z: 2 });
    expect(resync).not.toHaveBeenCalled();
  });

  it('applies a packed patch as the patch it stands for, and asks for a snapshot when one does not unpack', async () => {
    const dictionary = (await loadDictionary('sandbox'))!;
    const { h, resync } = setup();
    h.patchz([0, 1, new Uint8Array([1, 2, 3])]);
    expect(resync).toHaveBeenCalledTimes(1);
    h.snapshot({ projection: projection(4) });
    const before = tableStore.getState().projection!;
    const ops = JSON.stringify([['/table/pieces/a/x', 3], ['/table/pieces/a/z', 2]]);
    const z = new Uint8Array(deflateRawSync(ops, { dictionary }));
    h.patchz([4, 5, z]);
    const after = tableStore.getState().projection!;
    expect(after.version).toBe(5);
    expect(after.table.pieces.a).toMatchObject({ x: 3, z: 2 });
    expect(after.table.pieces.b).toBe(before.table.pieces.b);
    expect(resync).toHaveBeenCalledTimes(1);
    // Compressed against another dictionary, or not a packed patch at all: nothing changes.
    h.patchz([5, 6, new Uint8Array(deflateRawSync(ops, { dictionary: Buffer.from(ops) }))]);
    expect(resync).toHaveBeenCalledTimes(2);
    h.snapshot({ projection: projection(5) });
    h.patchz({ from: 5, to: 6, ops: [] });
    expect(resync).toHaveBeenCalledTimes(3);
    expect(tableStore.getState().projection!.version).toBe(5);
  });

  it('takes a packed snapshot as the snapshot it stands for, and asks again when one does not unpack', () => {
    const { h, resync } = setup();
    h.snapshotz([new Uint8Array([1, 2, 3])]);
    expect(resync).toHaveBeenCalledTimes(1);
    expect(tableStore.getState().projection).toBeNull();
    h.snapshotz([new Uint8Array(deflateRawSync(JSON.stringify({ projection: projection(7) })))]);
    expect(tableStore.getState().projection!.version).toBe(7);
    expect(tableStore.getState().projection!.table.pieces.a).toMatchObject({ x: 0 });
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('drops patches it already has', () => {
    const { h, resync } = setup();
    h.snapshot({ projection: projection(9) });
    h.patch({ from: 7, to: 8, ops: [] });
    expect(resync).not.toHaveBeenCalled();
    expect(tableStore.getState().projection!.version).toBe(9);
  });

  it('stores rejections with a time for the toast', () => {
    const { h } = setup();
    h.rejected({ code: 'sandbox/not-in-hand', message: 'Not in your hand.', ref: 'r1' });
    expect(tableStore.getState().rejection).toEqual({ code: 'sandbox/not-in-hand', message: 'Not in your hand.', ref: 'r1', at: 1_000 });
  });

  it('keeps others\u2019 presence, not its own, and forgets stale cursors', () => {
    const { h, tick } = setup();
    tableStore.setState({ sessionId: 'me' });
    h.presence({ seat: 0, sessionId: 'me', cursor: [1, 1] });
    h.presence({ seat: 1, sessionId: 'old', cursor: [2, 2] });
    tick(PRESENCE_STALE_MS + 1);
    h.presence({ seat: 2, sessionId: 'new', cursor: [3, 3], drag: null });
    expect(Object.keys(tableStore.getState().presence)).toEqual(['new']);
    expect(tableStore.getState().presence.new).toMatchObject({ seat: 2, cursor: [3, 3] });
  });

  it('stamps chat with the current version and keeps a bounded history', () => {
    const { h } = setup();
    h.snapshot({ projection: projection(6) });
    h.chat({ seat: 'spectator', name: 'Cy', text: 'hi', at: 5 });
    expect(tableStore.getState().chat).toEqual([{ seat: 'spectator', name: 'Cy', text: 'hi', at: 5, v: 6 }]);
    for (let i = 0; i < CHAT_KEEP + 10; i++) h.chat({ seat: 0, name: 'Al', text: String(i), at: i });
    const chat = tableStore.getState().chat;
    expect(chat).toHaveLength(CHAT_KEEP);
    expect(chat.at(-1)!.text).toBe(String(CHAT_KEEP + 9));
  });

  it('copies seat metadata from the room state and keeps the array when nothing changed', () => {
    const { h } = setup();
    const state = { code: 'K7QX2M', gameId: 'sandbox', spectators: 1, seats: [{ seat: 0, name: 'Al', color: '#c0392b', occupied: true, connected: true }] };
    h.state(state);
    const seats = tableStore.getState().seats;
    expect(seats).toHaveLength(1);
    expect(tableStore.getState()).toMatchObject({ code: 'K7QX2M', gameId: 'sandbox', spectators: 1 });
    h.state(state);
    expect(tableStore.getState().seats).toBe(seats);
  });

  it('bot names: three bot seats are told apart, by what each plays once the projection says, and kept when nothing changed', () => {
    const { h } = setup();
    loadedGames.setState({
      roles: {
        table: () => ({ pieces: {}, hands: {} }),
        scoreboard: (_p: Projection, seat: number) => (seat === 3 ? {} : { role: ['Cats', 'Corvid Conspiracy', 'Lizard Cult'][seat] }),
      } as unknown as ClientGame,
    });
    const bot = (seat: number, level: string) => ({ seat, name: `Seat ${seat + 1} bot`, color: '#2e6fd8', occupied: true, connected: true, bot: level });
    const state = { code: 'K7QX2M', gameId: 'roles', seats: [{ seat: 0, name: 'Al', color: '#c0392b', occupied: true, connected: true }, bot(1, 'search'), bot(2, 'search'), bot(3, 'random')] };
    h.state(state);
    // Before any projection: by seat, each its own name.
    expect(tableStore.getState().seats.map((s) => s.name)).toEqual(['Al', 'Seat 2 bot', 'Seat 3 bot', 'Seat 4 bot']);
    const { table: _table, ...bare } = projection(1);
    h.snapshot({ projection: { ...bare, gameId: 'roles' } });
    // A person keeps their name; a bot is named by its faction; one the game names nothing for keeps its seat.
    expect(tableStore.getState().seats.map((s) => s.name)).toEqual(['Al', 'Corvid Conspiracy bot', 'Lizard Cult bot', 'Seat 4 bot']);
    const seats = tableStore.getState().seats;
    h.state(state);
    h.patch({ from: 1, to: 2, ops: [] });
    expect(tableStore.getState().seats).toBe(seats);
  });
});
