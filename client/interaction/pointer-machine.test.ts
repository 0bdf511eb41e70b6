import { describe, expect, it } from 'vitest';
import type { TablePiece } from '../../engine/core/projection.ts';
import type { SandboxAction } from '../../engine/games/sandbox/actions.ts';
import { PointerMachine } from './pointer-machine.ts';
import { DROP_TIMEOUT_MS, type PointerCtx } from './pointer-types.ts';
import type { UiDrag } from './ui-store.ts';
import type { Choice, GameInteraction } from '../kit/types.ts';
import { loadClientGames } from '../../tests/helpers/client-games.ts';

// A table of no game is the free table's (the registry's fallback), read synchronously.
await loadClientGames(['sandbox']);

function piece(id: string, kind: TablePiece['kind'], x = 0, z = 0, extra: Partial<TablePiece> = {}): TablePiece {
  return { id, kind, model: kind, x, z, y: 0, rot: 0, faceUp: true, draggable: true, ...extra };
}

function fakeCtx(pieces: TablePiece[], canAct = true, selection: string[] = []) {
  const byId = new Map(pieces.map((p) => [p.id, p]));
  const log = {
    sent: [] as SandboxAction[],
    extras: [] as unknown[],
    drags: [] as Array<UiDrag | null>,
    selects: [] as Array<[string, boolean]>,
    camera: [] as boolean[],
  };
  const ctx: PointerCtx = {
    canAct: () => canAct,
    piece: (id) => byId.get(id) ?? null,
    pieces: () => byId.values(),
    send: (a, extra) => {
      log.sent.push(a as SandboxAction);
      log.extras.push(extra);
      return `r${log.sent.length}`;
    },
    selection: () => selection,
    setDrag: (d) => void log.drags.push(d),
    select: (id, add) => void log.selects.push([id, add]),
    selectMany: () => undefined,
    setBox: () => undefined,
    toScreen: () => null,
    shownAt: (p) => [p.x, p.y, p.z],
    setCameraEnabled: (on) => void log.camera.push(on),
  };
  return { ctx, log, byId };
}

const down = (id: string, opts: { x?: number; z?: number; shift?: boolean; mouth?: boolean; time?: number } = {}) => ({
  type: 'down' as const, id, screen: [100, 100] as [number, number],
  table: [opts.x ?? 0, opts.z ?? 0] as [number, number],
  shift: opts.shift ?? false, mouth: opts.mouth ?? false, time: opts.time ?? 0,
});
const move = (sx: number, x: number, z: number) => ({ type: 'move' as const, screen: [sx, 100] as [number, number], table: [x, z] as [number, number], time: 10 });
const up = (x: number, z: number, time = 20) => ({ type: 'up' as const, screen: [100, 100] as [number, number], table: [x, z] as [number, number], time });

describe('pointer machine', () => {
  it('goes idle → pointing → dragging → dropping and sends a move', () => {
    const { ctx, log } = fakeCtx([piece('a', 'token', 1, 1)]);
    const m = new PointerMachine(ctx);
    expect(m.handle(down('a', { x: 1.5, z: 1 })).name).toBe('pointing');
    expect(log.camera).toEqual([false]);
    expect(m.handle(move(102, 2, 1)).name).toBe('pointing');
    expect(m.handle(move(140, 5.5, 3)).name).toBe('dragging');
    // The grab offset (-0.5, 0) is kept: the piece does not jump to the cursor.
    expect(log.drags.at(-1)).toMatchObject({ id: 'a', x: 5, z: 3, fromX: 1, fromZ: 1, pendingRef: null });
    const s = m.handle(up(6.5, 4));
    expect(s).toMatchObject({ name: 'dropping', ref: 'r1' });
    expect(log.sent).toEqual([{ t: 'move', id: 'a', x: 6, z: 4 }]);
    expect(log.drags.at(-1)).toMatchObject({ x: 6, z: 4, pendingRef: 'r1' });
    expect(log.camera).toEqual([false, true]);
  });

  it('clamps a drag to the table', () => {
    const { ctx, log } = fakeCtx([piece('a', 'token')]);
    const m = new PointerMachine(ctx);
    m.handle(down('a'));
    m.handle(move(200, 90, -90));
    m.handle(up(90, -90));
    expect(log.sent[0]).toEqual({ t: 'move', id: 'a', x: 23.25, z: -15.25 });
  });

  it('springs back when its own intent is rejected, not on another rejection', () => {
    const { ctx, log } = fakeCtx([piece('a', 'token')]);
    const m = new PointerMachine(ctx);
    m.handle(down('a'));
    m.handle(move(200, 3, 3));
    m.handle(up(3, 3));
    expect(m.handle({ type: 'rejected', ref: 'other' }).name).toBe('dropping');
    expect(m.handle({ type: 'rejected', ref: 'r1' }).name).toBe('idle');
    expect(log.drags.at(-1)).toBeNull();
  });

  it('stays a preview until the projection moves the piece', () => {
    const { ctx, log, byId } = fakeCtx([piece('a', 'token')]);
    const m = new PointerMachine(ctx);
    m.handle(down('a'));
    m.handle(move(200, 3, 3));
    m.handle(up(3, 3));
    expect(m.handle({ type: 'projection', time: 30 }).name).toBe('dropping');
    byId.set('a', piece('a', 'token', 3, 3));
    expect(m.handle({ type: 'projection', time: 40 }).name).toBe('idle');
    expect(log.drags.at(-1)).toBeNull();
  });

  it('gives up waiting after the timeout', () => {
    const { ctx } = fakeCtx([piece('a', 'token')]);
    const m = new PointerMachine(ctx);
    m.handle(down('a'));
    m.handle(move(200, 3, 3));
    m.handle(up(3, 3, 100));
    expect(m.handle({ type: 'tick', time: 100 + DROP_TIMEOUT_MS - 1 }).name).toBe('dropping');
    expect(m.handle({ type: 'tick', time: 100 + DROP_TIMEOUT_MS }).name).toBe('idle');
  });

  it('returns a token dropped onto a bag', () => {
    const { ctx, log } = fakeCtx([piece('t', 'token', 5, 5), piece('b', 'bag', -4, 2)]);
    const m = new PointerMachine(ctx);
    m.handle(down('t', { x: 5, z: 5 }));
    m.handle(move(200, -3.5, 2.5));
    m.handle(up(-3.5, 2.5));
    expect(log.sent).toEqual([{ t: 'bagReturn', id: 't', bag: 'b' }]);
  });

  it('puts a card dropped onto a deck on top of it', () => {
    const { ctx, log } = fakeCtx([piece('c', 'card', 5, 5), piece('d', 'deck', 0, 0)]);
    const m = new PointerMachine(ctx);
    m.handle(down('c', { x: 5, z: 5 }));
    m.handle(move(200, 0.3, 0.2));
    m.handle(up(0.3, 0.2));
    expect(log.sent).toEqual([{ t: 'toDeck', id: 'c', deck: 'd', where: 'top' }]);
  });

  it('a plain drag moves the bag; a shift-drag or a drag from its mouth draws from it', () => {
    const { ctx, log } = fakeCtx([piece('b', 'bag', 0, 0)]);
    const m = new PointerMachine(ctx);
    m.handle(down('b'));
    m.handle(move(200, 4, 0));
    m.handle(up(4, 0));
    expect(log.sent.at(-1)).toEqual({ t: 'move', id: 'b', x: 4, z: 0 });
    m.handle({ type: 'rejected', ref: 'r1' });
    for (const opts of [{ shift: true }, { mouth: true }]) {
      m.handle(down('b', opts));
      m.handle(move(200, 6, 2));
      expect(log.drags.at(-1)).toMatchObject({ id: 'b', mode: 'bagDraw' });
      expect(m.handle(up(6, 2)).name).toBe('idle');
      expect(log.sent.at(-1)).toEqual({ t: 'bagDraw', bag: 'b', to: 'table', x: 6, z: 2 });
      expect(log.drags.at(-1)).toBeNull();
    }
  });

  it('a click selects; shift-click adds; clicking a deck or a bag draws into the hand', () => {
    const { ctx, log } = fakeCtx([piece('a', 'token'), piece('d', 'deck'), piece('b', 'bag')]);
    const m = new PointerMachine(ctx);
    m.handle(down('a'));
    m.handle(up(0, 0));
    m.handle(down('a', { shift: true }));
    m.handle(up(0, 0, 1000));
    expect(log.selects).toEqual([['a', false], ['a', true]]);
    m.handle(down('d'));
    m.handle(up(0, 0, 2000));
    m.handle(down('b'));
    m.handle(up(0, 0, 3000));
    expect(log.sent).toEqual([
      { t: 'draw', deck: 'd', n: 1, to: 'hand', from: 'top' },
      { t: 'bagDraw', bag: 'b', to: 'hand' },
    ]);
    expect(log.camera).toEqual([false, true, false, true, false, true, false, true]);
  });

  it('a double-click takes a table card into the hand', () => {
    const { ctx, log } = fakeCtx([piece('c', 'card')]);
    const m = new PointerMachine(ctx);
    m.handle(down('c', { time: 0 }));
    m.handle(up(0, 0, 50));
    m.handle(down('c', { time: 200 }));
    m.handle(up(0, 0, 250));
    expect(log.sent).toEqual([{ t: 'take', id: 'c' }]);
    // A slow second click only selects again.
    m.handle(down('c', { time: 2000 }));
    m.handle(up(0, 0, 2050));
    m.handle(down('c', { time: 3000 }));
    m.handle(up(0, 0, 3050));
    expect(log.sent).toHaveLength(1);
  });

  it('spectators and fixed pieces never leave idle', () => {
    const spectator = fakeCtx([piece('a', 'token')], false);
    const m1 = new PointerMachine(spectator.ctx);
    expect(m1.handle(down('a')).name).toBe('idle');
    expect(spectator.log.camera).toEqual([]);
    const fixed = fakeCtx([piece('board', 'board', 0, 0, { draggable: false })]);
    const m2 = new PointerMachine(fixed.ctx);
    expect(m2.handle(down('board')).name).toBe('idle');
  });

  it('escape cancels a drag without sending anything', () => {
    const { ctx, log } = fakeCtx([piece('a', 'token')]);
    const m = new PointerMachine(ctx);
    m.handle(down('a'));
    m.handle(move(200, 3, 3));
    expect(m.handle({ type: 'cancel' }).name).toBe('idle');
    expect(log.sent).toEqual([]);
    expect(log.drags.at(-1)).toBeNull();
    expect(log.camera.at(-1)).toBe(true);
  });

  it('dragging one of several selected pieces moves them all by its offset in one moveGroup; an unselected piece moves alone', () => {
    const pieces = [piece('a', 'token', 1, 1), piece('b', 'token', 3, 1), piece('c', 'token', 5, 5)];
    const { ctx, log } = fakeCtx(pieces, true, ['b', 'a']);
    const projection = { table: { pieces: Object.fromEntries(pieces.map((p) => [p.id, p])), hands: {} } };
    ctx.projection = () => projection as unknown as ReturnType<NonNullable<PointerCtx['projection']>>;
    const m = new PointerMachine(ctx);
    m.handle(down('a', { x: 1, z: 1 }));
    m.handle(move(140, 4, 2));
    expect(m.handle(up(4, 2))).toMatchObject({ name: 'dropping', id: 'a' });
    expect(log.sent).toEqual([{ t: 'moveGroup', ids: ['a', 'b'], dx: 3, dz: 1 }]);
    const m2 = new PointerMachine(ctx);
    m2.handle(down('c', { x: 5, z: 5 }));
    m2.handle(move(140, 6, 5));
    m2.handle(up(6, 5));
    expect(log.sent.at(-1)).toEqual({ t: 'move', id: 'c', x: 6, z: 5 });
  });

  it('a drop where it started sends nothing', () => {
    const { ctx, log } = fakeCtx([piece('a', 'token', 1, 1)]);
    const m = new PointerMachine(ctx);
    m.handle(down('a', { x: 1, z: 1 }));
    m.handle(move(200, 1.01, 1));
    expect(m.handle(up(1.01, 1)).name).toBe('idle');
    expect(log.sent).toEqual([]);
  });

  it('letting go of a selected die while moving throws every selected die in one roll, with the flick', () => {
    const { ctx, log } = fakeCtx(
      [piece('d1', 'die', 0, 0), piece('d2', 'die', 3, 0), piece('c', 'card', 5, 5), piece('d3', 'die', 6, 0)],
      true, ['d1', 'c', 'd2'],
    );
    const m = new PointerMachine(ctx);
    m.handle(down('d1', { time: 0 }));
    m.handle({ type: 'move', screen: [140, 100], table: [1, 0], time: 100 });
    m.handle({ type: 'move', screen: [180, 100], table: [2, -0.5], time: 116 });
    expect(m.handle({ type: 'up', screen: [220, 100], table: [3, -1], time: 132 }).name).toBe('idle');
    expect(log.sent).toEqual([{ t: 'roll', ids: ['d1', 'd2'] }]);
    const fling = (log.extras[0] as { fling: { dx: number; dz: number; strength: number } }).fling;
    expect(fling.dx).toBeGreaterThan(0.8);
    expect(fling.dz).toBeLessThan(0);
    expect(fling.strength).toBeGreaterThan(0);
    // An unselected die thrown alone.
    m.handle(down('d3', { time: 1000 }));
    m.handle({ type: 'move', screen: [140, 100], table: [6, 1], time: 1100 });
    m.handle({ type: 'move', screen: [180, 100], table: [6, 2], time: 1116 });
    m.handle({ type: 'up', screen: [220, 100], table: [6, 3], time: 1132 });
    expect(log.sent.at(-1)).toEqual({ t: 'roll', ids: ['d3'] });
  });
});

describe('pointer machine with a game adapter', () => {
  it('picks up what the game allows, sends its drop, and refuses a drop with its reason', async () => {
    const { ctx, log } = fakeCtx([piece('tile', 'tile', 0, 0, { draggable: false }), piece('chest', 'token', 5, 5, { draggable: false })]);
    const { explorersInteraction } = await import('../games/explorers/interaction.ts');
    const rejects: string[] = [];
    const game = {
      ...explorersInteraction,
      canDrag: (p: TablePiece) => p.id === 'tile',
      click: (p: TablePiece) => (p.id === 'chest' ? { t: 'chest' } : null),
      drop: (_p: TablePiece, x: number) => (x > 3 ? { kind: 'send' as const, action: { t: 'place', x: 1, y: 0, rotation: 0 } } : { kind: 'reject' as const, code: 'ui/no-place', message: 'not there' }),
    };
    const m = new PointerMachine({ ...ctx, game: () => game, projection: () => null, held: () => null, reject: (_c, msg) => { rejects.push(msg); return 'local1'; } });
    m.handle(down('tile'));
    m.handle(move(140, 1, 1));
    expect(m.handle(up(1, 1)).name).toBe('dropping');
    expect(rejects).toEqual(['not there']);
    expect(log.sent).toEqual([]);
    expect(m.handle({ type: 'rejected', ref: 'local1' }).name).toBe('idle');
    m.handle(down('tile'));
    m.handle(move(140, 4, 0));
    m.handle(up(4, 0));
    expect(log.sent).toEqual([{ t: 'place', x: 1, y: 0, rotation: 0 }]);
    // A piece the game lets be clicked but not moved: a click sends its action.
    m.handle({ type: 'cancel' });
    m.handle(down('chest'));
    expect(m.handle(up(5, 5)).name).toBe('idle');
    expect(log.sent.at(-1)).toEqual({ t: 'chest' });
  });

  it('asks before sending when a drop or a click could mean several things, and a press may pick up another piece', async () => {
    const { ctx, log } = fakeCtx([
      piece('stack', 'meeple', 0, 0, { draggable: false }), piece('clearing', 'board', 6, 6, { draggable: false }),
      piece('bag', 'bag', -5, 0, { draggable: false }), piece('flower', 'token', -3, 0, { draggable: false }),
    ]);
    const { sandboxInteraction } = await import('../games/sandbox/interaction.ts');
    const asked: Choice[] = [];
    const two = (x: number, z: number): Choice => ({
      title: 'How many?', initial: 0, x, z,
      options: [{ label: '2', action: { t: 'move', n: 2 } }, { label: '1', action: { t: 'move', n: 1 } }],
    });
    const game: GameInteraction = {
      ...sandboxInteraction,
      canDrag: (p) => p.id === 'stack' || p.id === 'flower',
      grabs: (p) => (p.id === 'bag' ? 'flower' : null),
      click: () => null,
      clickChoice: (p) => (p.id === 'clearing' ? two(p.x, p.z) : null),
      drop: (p, x, z) => (p.id === 'stack' ? { kind: 'choose', choice: two(x, z) } : { kind: 'send', action: { t: 'place', x } }),
    };
    const m = new PointerMachine({ ...ctx, game: () => game, projection: () => null, held: () => null, choose: (c) => void asked.push(c) });
    // A drop that asks: nothing sent, the piece goes back, the question is asked at the drop.
    m.handle(down('stack'));
    m.handle(move(140, 3, 4));
    expect(m.handle(up(3, 4)).name).toBe('idle');
    expect(log.sent).toEqual([]);
    expect(log.drags.at(-1)).toBeNull();
    expect(asked).toEqual([two(3, 4)]);
    // A click that asks.
    m.handle(down('clearing'));
    expect(m.handle(up(6, 6)).name).toBe('idle');
    expect(asked.at(-1)).toEqual(two(6, 6));
    expect(log.selects).toEqual([]);
    // A press on the bag picks up the flower, held by its middle.
    expect(m.handle(down('bag', { x: -5.4, z: 0.3, mouth: true }))).toMatchObject({ name: 'pointing', id: 'flower', mode: 'move', grab: [0, 0], origin: [-3, 0] });
    m.handle(move(150, 2, 2));
    m.handle(up(2, 2));
    expect(log.sent).toEqual([{ t: 'place', x: 2 }]);
  });

  it('issue 16 defect 12: dragging a piece that may not move says why once and keeps the camera still', async () => {
    const { sandboxInteraction } = await import('../games/sandbox/interaction.ts');
    const { ctx, log, byId } = fakeCtx([piece('m', 'meeple', 0, 0, { draggable: false }), piece('board', 'board', 0, 0, { draggable: false })]);
    const told: Array<[string, [number, number]]> = [];
    const game: GameInteraction = { ...sandboxInteraction, canDrag: () => false, click: () => null };
    const m = new PointerMachine({
      ...ctx, game: () => game, projection: () => null,
      refusal: (p) => (p.kind === 'board' ? null : 'Not your turn.'),
      tell: (text, at) => void told.push([text, at]),
    });
    expect(m.handle(down('m'))).toMatchObject({ name: 'pointing', refused: 'Not your turn.' });
    expect(log.camera).toEqual([false]);
    m.handle(move(140, 3, 3));
    expect(m.handle(move(180, 4, 3)).name).toBe('pointing');
    expect(told).toEqual([['Not your turn.', [140, 100]]]);
    expect(m.handle(up(4, 3)).name).toBe('idle');
    expect(log.camera).toEqual([false, true]);
    expect(log.sent).toEqual([]);
    expect(log.drags).toEqual([]);
    expect(log.selects).toEqual([]);
    // The board is where the camera turns from: a press on it is let through, untold.
    expect(m.handle(down('board')).name).toBe('idle');
    expect(log.camera).toEqual([false, true]);
    expect(byId.size).toBe(2);
  });

  it('a drag on a piece that is only clicked (it stands for a prompted choice) says why it does not move; on scenery it turns the camera', async () => {
    const { sandboxInteraction } = await import('../games/sandbox/interaction.ts');
    const { ctx, log } = fakeCtx([piece('w', 'meeple', 0, 0, { draggable: false }), piece('clearing', 'board', 0, 0, { draggable: false })]);
    const told: string[] = [];
    const game: GameInteraction = { ...sandboxInteraction, canDrag: () => false, click: () => ({ t: 'pick' }) };
    const why = 'Nothing moves that piece yet — choose what to do first: Mission, Swarm, Crusade…';
    const m = new PointerMachine({
      ...ctx, game: () => game, projection: () => null,
      refusal: (p) => (p.kind === 'board' ? null : why),
      tell: (text) => void told.push(text),
    });
    expect(m.handle(down('w'))).toMatchObject({ name: 'pointing', clickOnly: true });
    m.handle(move(140, 3, 3));
    expect(m.handle(move(180, 4, 3)).name).toBe('pointing');
    expect(told).toEqual([why]);
    expect(m.handle(up(4, 3)).name).toBe('idle');
    // Neither moved, nor clicked: a drag is not a click.
    expect(log.sent).toEqual([]);
    expect(log.drags).toEqual([]);
    expect(log.camera).toEqual([false, true]);
    // The clearing (scenery) lets the drag turn the camera, untold.
    m.handle(down('clearing'));
    expect(m.handle(move(140, 3, 3)).name).toBe('idle');
    expect(told).toEqual([why]);
    // A press and release without a drag still clicks.
    m.handle(down('w'));
    m.handle(up(0, 0));
    expect(log.sent).toEqual([{ t: 'pick' }]);
  });

  it('issue 16 defect 12: a spectator\'s drag on a piece says they are watching', () => {
    const { ctx, log } = fakeCtx([piece('a', 'token')], false);
    const told: string[] = [];
    const m = new PointerMachine({ ...ctx, refusal: () => 'You are watching: only the players move pieces.', tell: (t) => void told.push(t) });
    m.handle(down('a'));
    m.handle(move(160, 2, 2));
    m.handle(up(2, 2));
    expect(told).toEqual(['You are watching: only the players move pieces.']);
    expect(log.sent).toEqual([]);
  });

  it('TOUCH.2 a tap on a tile the game turns while held turns it a quarter where it lies; a drag of it starts with the turn given before', async () => {
    const tile = piece('tile-drawn', 'tile', 16, 0, { face: 'old-oak' });
    const { ctx, log } = fakeCtx([tile]);
    const { explorersInteraction } = await import('../games/explorers/interaction.ts');
    const game = { ...explorersInteraction, canDrag: (p: TablePiece) => p.id === 'tile-drawn', click: () => null };
    const turns: string[] = [];
    let turn: 0 | 90 | 180 | 270 = 0;
    const m = new PointerMachine({
      ...ctx, game: () => game, projection: () => null, held: () => null,
      turn: (p) => { turns.push(p.id); turn = ((turn + 90) % 360) as typeof turn; },
      heldFor: () => ({ rotation: turn }),
    });
    m.handle(down('tile-drawn', { x: 16, z: 0 }));
    expect(m.handle(up(16, 0)).name).toBe('idle');
    expect(turns).toEqual(['tile-drawn']);
    expect(log.selects.at(-1)).toEqual(['tile-drawn', false]);
    m.handle(down('tile-drawn', { x: 16, z: 0 }));
    m.handle(move(140, 4, 0));
    // Picked up as it was turned: its drop sends that turn.
    expect(log.drags.at(-1)).toMatchObject({ id: 'tile-drawn', held: { rotation: 90 } });
    expect(turns).toHaveLength(1);
  });

  it('TOUCH.4 a finger pressed on a clearing that only takes a tap, within reach of a small warrior it may move: a drag picks up the warrior, a tap still clicks the clearing', () => {
    const { ctx, log } = fakeCtx([piece('clearing', 'board', 0, 0, { draggable: false }), piece('warriors', 'meeple', 1, 0)]);
    const game = {
      id: 'g', sandboxHotkeys: false, rotatesHeld: () => false, hints: () => [],
      canDrag: (p: TablePiece) => p.id === 'warriors',
      click: (p: TablePiece) => (p.id === 'clearing' ? { t: 'pick', clearing: 1 } : null),
      drop: (_p: TablePiece, x: number) => ({ kind: 'send' as const, action: { t: 'move', x } }),
    };
    const m = new PointerMachine({ ...ctx, game: () => game, projection: () => null, held: () => null });
    m.handle({ ...down('clearing', { x: 0.5, z: 0 }), touch: true });
    expect(m.state).toMatchObject({ name: 'pointing', id: 'clearing', clickOnly: true });
    m.handle({ type: 'reach', id: 'warriors', table: [0.5, 0] });
    expect(m.handle(move(140, 4.5, 0)).name).toBe('dragging');
    expect(log.drags.at(-1)).toMatchObject({ id: 'warriors', x: 5, z: 0 });
    m.handle(up(4.5, 0));
    expect(log.sent).toEqual([{ t: 'move', x: 5 }]);
    m.handle({ type: 'rejected', ref: 'r1' });
    // A tap: the clearing's click, not the warrior.
    m.handle({ ...down('clearing', { x: 0.5, z: 0 }), touch: true });
    m.handle({ type: 'reach', id: 'warriors', table: [0.5, 0] });
    m.handle(up(0.5, 0));
    expect(log.sent.at(-1)).toEqual({ t: 'pick', clearing: 1 });
  });
});
