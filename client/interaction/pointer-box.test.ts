import { describe, expect, it } from 'vitest';
import type { TablePiece } from '../../engine/core/projection.ts';
import type { SandboxAction } from '../../engine/games/sandbox/actions.ts';
import { PointerMachine } from './pointer-machine.ts';
import { boxOf, piecesInBox } from './pointer-box.ts';
import type { PointerCtx } from './pointer-types.ts';
import type { SelectBox } from './ui-store.ts';
import { loadClientGames } from '../../tests/helpers/client-games.ts';

// A table of no game is the free table's (the registry's fallback), read synchronously.
await loadClientGames(['sandbox']);

function piece(id: string, kind: TablePiece['kind'], x: number, z: number, extra: Partial<TablePiece> = {}): TablePiece {
  return { id, kind, model: kind, x, z, y: 0, rot: 0, faceUp: true, draggable: true, ...extra };
}

/** A camera looking straight down: table (x, z) → screen (500 + 10x, 300 + 10z). */
const toScreen = (x: number, _y: number, z: number): [number, number] => [500 + 10 * x, 300 + 10 * z];

function fakeCtx(pieces: TablePiece[], canAct = true, shown: Record<string, [number, number, number]> = {}) {
  const byId = new Map(pieces.map((p) => [p.id, p]));
  const log = {
    sent: [] as SandboxAction[],
    boxes: [] as Array<SelectBox | null>,
    picked: [] as Array<[string[], boolean]>,
    selects: [] as Array<[string, boolean]>,
    camera: [] as boolean[],
  };
  const ctx: PointerCtx = {
    canAct: () => canAct,
    piece: (id) => byId.get(id) ?? null,
    pieces: () => byId.values(),
    send: (a) => {
      log.sent.push(a as SandboxAction);
      return `r${log.sent.length}`;
    },
    setDrag: () => undefined,
    select: (id, add) => void log.selects.push([id, add]),
    selectMany: (ids, add) => void log.picked.push([[...ids], add]),
    setBox: (b) => void log.boxes.push(b),
    toScreen,
    shownAt: (p) => (shown[p.id] ?? [p.x, p.y, p.z]),
    setCameraEnabled: (on) => void log.camera.push(on),
  };
  return { ctx, log };
}

const boxDown = (sx: number, sy: number) => ({ type: 'boxDown' as const, screen: [sx, sy] as [number, number], time: 0 });
const move = (sx: number, sy: number) => ({ type: 'move' as const, screen: [sx, sy] as [number, number], table: null, time: 10 });
const up = (sx: number, sy: number) => ({ type: 'up' as const, screen: [sx, sy] as [number, number], table: null, time: 20 });

describe('box selection', () => {
  const table = [
    piece('d1', 'die', 0, 0), piece('d2', 'die', 2, 1), piece('d3', 'die', 9, 9),
    piece('tok', 'token', 1, -1), piece('board', 'board', 1, 0, { draggable: false }),
  ];

  it('Shift+drag on the empty table draws a box, holds the camera, and adds what lies inside to the selection', () => {
    const { ctx, log } = fakeCtx(table);
    const m = new PointerMachine(ctx);
    expect(m.handle(boxDown(480, 280)).name).toBe('boxing');
    expect(log.camera).toEqual([false]);
    m.handle(move(490, 290));
    expect(log.boxes.at(-1)).toEqual({ x0: 480, y0: 280, x1: 490, y1: 290 });
    // Dragged up-left past the start: the box is normalised.
    m.handle(move(530, 320));
    expect(log.boxes.at(-1)).toEqual({ x0: 480, y0: 280, x1: 530, y1: 320 });
    expect(m.handle(up(530, 320)).name).toBe('idle');
    // d3 is outside; the board cannot be picked up.
    expect(log.picked).toEqual([[['d1', 'd2', 'tok'], true]]);
    expect(log.boxes.at(-1)).toBeNull();
    expect(log.camera).toEqual([false, true]);
    expect(log.sent).toEqual([]);
  });

  it('a Shift+click on the empty table (a box of a few pixels) changes nothing', () => {
    const { ctx, log } = fakeCtx(table);
    const m = new PointerMachine(ctx);
    m.handle(boxDown(500, 300));
    m.handle(move(502, 301));
    expect(log.boxes.at(-1)).toBeNull();
    expect(m.handle(up(502, 301)).name).toBe('idle');
    expect(log.picked).toEqual([]);
    expect(log.camera).toEqual([false, true]);
  });

  it('Escape (cancel) drops the box and selects nothing', () => {
    const { ctx, log } = fakeCtx(table);
    const m = new PointerMachine(ctx);
    m.handle(boxDown(400, 200));
    m.handle(move(600, 400));
    expect(m.handle({ type: 'cancel' }).name).toBe('idle');
    expect(log.picked).toEqual([]);
    expect(log.boxes.at(-1)).toBeNull();
    expect(log.camera.at(-1)).toBe(true);
  });

  it('spectators cannot draw a box', () => {
    const { ctx, log } = fakeCtx(table, false);
    const m = new PointerMachine(ctx);
    expect(m.handle(boxDown(400, 200)).name).toBe('idle');
    expect(log.camera).toEqual([]);
  });

  it('a press on a piece while boxing does not start a drag', () => {
    const { ctx } = fakeCtx(table);
    const m = new PointerMachine(ctx);
    m.handle(boxDown(400, 200));
    const press = { type: 'down' as const, id: 'board', screen: [400, 200] as [number, number], table: [1, 0] as [number, number], shift: true, mouth: false, time: 0 };
    expect(m.handle(press).name).toBe('boxing');
  });

  it('piecesInBox takes the middle of each piece that can be picked up, and skips pieces out of view', () => {
    const box = boxOf([495, 295], [505, 305]);
    expect(piecesInBox(table, box, toScreen)).toEqual(['d1']);
    expect(piecesInBox(table, box, () => null)).toEqual([]);
  });

  it('a thrown die is boxed (and picked up) where it is drawn, not at its projected spot', () => {
    // d3 lies at (9, 9) in the projection but its throw left it at (0.2, 0.1).
    const { ctx, log } = fakeCtx(table, true, { d3: [0.2, 0, 0.1] });
    const m = new PointerMachine(ctx);
    m.handle(boxDown(492, 292));
    m.handle(move(508, 308));
    m.handle(up(508, 308));
    expect(log.picked).toEqual([[['d1', 'd3'], true]]);
    // Pressed at its drawn spot: held by that point, no jump to (9, 9).
    const drags: unknown[] = [];
    ctx.setDrag = (d) => void drags.push(d);
    m.handle({ type: 'down', id: 'd3', screen: [0, 0], table: [0.2, 0.1], shift: false, mouth: false, time: 0 });
    m.handle({ type: 'move', screen: [40, 0], table: [1.2, 0.1], time: 10 });
    expect(drags.at(-1)).toMatchObject({ id: 'd3', x: 1.2, z: 0.1 });
  });

  it('a tap on a die toggles it in the selection; a tap on anything else selects only it', () => {
    const { ctx, log } = fakeCtx(table);
    const m = new PointerMachine(ctx);
    const tap = (id: string, time: number) => {
      m.handle({ type: 'down', id, screen: [0, 0], table: [0, 0], shift: false, mouth: false, touch: true, time });
      m.handle({ type: 'up', screen: [0, 0], table: [0, 0], time: time + 50 });
    };
    tap('d1', 0);
    tap('d2', 1000);
    tap('tok', 2000);
    expect(log.selects).toEqual([['d1', true], ['d2', true], ['tok', false]]);
  });
});
