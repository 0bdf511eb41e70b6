/**
 * The dice store: the server's physical throws as this client plays them back. A `roll`
 * message stores the throw (decoded keyframe tracks) and, per die, its label rotation and
 * final pose; a `rolls` message (after a snapshot) stores only final poses, so a late
 * joiner sees every die where everyone else does. The scene reads it per frame through
 * `getState()`; Die subscribes to its own entry for its labels.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Matrix4 } from 'three';
import { Quaternion, Vector3 } from 'three';
import type { RollMessage, RollsMessage } from '../../wire/protocol.ts';
import { decodeFrames, type DecodedFrames, type DiePose } from '../../wire/dice-frames.ts';
import { dieGeometry, isDieKind, topFace, type DieKind } from '../../assets/models/dice.ts';
import { faceValues } from '../scene/dice-playback.ts';
import { tableStore } from './store.ts';

/** One die's current throw: how it flies (track, null when only the result is known) and how it lies. */
export interface DieRoll {
  rollId: string;
  kind: DieKind;
  value: number;
  labelMap: number[];
  final: DiePose;
  /** Null for a die known only from `rolls` (shown at its final pose at once). */
  track: DecodedFrames | null;
  frameRate: number;
  durationMs: number;
  /** performance.now() when the throw arrived (the playback clock's zero). */
  receivedAt: number;
  /** The piece's (x, z) in the projection when the throw arrived: moved elsewhere drops the entry. */
  anchor: [number, number] | null;
}

export interface RollInfo {
  rollId: string;
  /** The table version whose action threw it (null from a server that does not say). */
  version: number | null;
  seat: number;
  frameRate: number;
  durationMs: number;
  receivedAt: number;
  dice: Array<{ id: string; track: DecodedFrames | null }>;
}

export interface DiceState {
  /** The last throw received live. */
  roll: RollInfo | null;
  /** Per die id. */
  dice: Record<string, DieRoll>;
  /**
   * Versions whose throw is still in the air on this screen, with when it comes to rest
   * (`now()` time): what they tell (log lines, the HUD's result) waits until then, so
   * nobody reads a result before the dice show it. Empty for a late joiner, whose dice lie
   * still from the start.
   */
  landing: Record<number, number>;
}

export const diceStore = createStore<DiceState>()(() => ({ roll: null, dice: {}, landing: {} }));

export function useDice<T>(selector: (s: DiceState) => T): T {
  return useStore(diceStore, selector);
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

function anchorOf(id: string): [number, number] | null {
  const p = tableStore.getState().projection?.table.pieces[id];
  return p ? [p.x, p.z] : null;
}

function safeDecode(frames: string): DecodedFrames | null {
  try {
    return decodeFrames(frames);
  } catch (err) {
    console.warn('dice: bad keyframe track, showing the result only:', err);
    return null;
  }
}

/**
 * How long a version whose log tells a throw waits for that throw's `roll` message (it
 * follows the patch at once; a throw without dice on the table never comes).
 */
export const ROLL_WAIT_MS = 600;

/** The highest version whose `roll` arrived (a patch for it then holds nothing more). */
let lastRolled = -1;

/** Holds what `version` tells until `until` (`now()` time), `ms` from now; a later hold of the same version replaces it. */
function hold(version: number, until: number, ms: number): void {
  diceStore.setState({ landing: { ...diceStore.getState().landing, [version]: until } });
  setTimeout(() => {
    const { landing } = diceStore.getState();
    if (landing[version] !== until) return;
    const next = { ...landing };
    delete next[version];
    diceStore.setState({ landing: next });
  }, Math.max(0, ms));
}

/**
 * A patch brought a log line telling a throw at `version`: it waits for that throw's
 * `roll` message (which then holds it until the dice land), for `ROLL_WAIT_MS` at most.
 */
export function expectRoll(version: number, at = now()): void {
  if (version <= lastRolled || version in diceStore.getState().landing) return;
  hold(version, at + ROLL_WAIT_MS, ROLL_WAIT_MS);
}

/** The first version still held (its dice in the air), or null when every throw has landed. */
export function firstLanding(landing: Readonly<Record<number, number>>): number | null {
  let first: number | null = null;
  for (const key of Object.keys(landing)) {
    const v = Number(key);
    if (first === null || v < first) first = v;
  }
  return first;
}

/** The log as far as this screen's dice have landed: the entries before the first version still in the air. */
export function landedLog<E extends { v: number }>(log: readonly E[], landing: Readonly<Record<number, number>>): readonly E[] {
  const first = firstLanding(landing);
  if (first === null) return log;
  const cut = log.findIndex((e) => e.v >= first);
  return cut < 0 ? log : log.slice(0, cut);
}

/** Whether a throw is still in the air on this screen (a HUD keeps its result back until it lands). */
export function useDiceInAir(): boolean {
  return useDice((s) => firstLanding(s.landing) !== null);
}

/** Stores a live throw. */
export function receiveRoll(msg: RollMessage, at = now()): void {
  const dice = { ...diceStore.getState().dice };
  const info: RollInfo = { rollId: msg.rollId, version: typeof msg.version === 'number' ? msg.version : null, seat: msg.seat, frameRate: msg.frameRate, durationMs: msg.durationMs, receivedAt: at, dice: [] };
  for (const d of msg.dice) {
    if (!isDieKind(d.kind)) continue;
    const track = safeDecode(d.frames);
    info.dice.push({ id: d.id, track });
    dice[d.id] = {
      rollId: msg.rollId, kind: d.kind, value: d.value, labelMap: d.labelMap.slice(), final: d.final,
      track, frameRate: msg.frameRate, durationMs: msg.durationMs, receivedAt: at, anchor: anchorOf(d.id),
    };
  }
  diceStore.setState({ roll: info, dice });
  // What the throw's version tells waits until its dice come to rest here.
  if (typeof msg.version === 'number') {
    lastRolled = Math.max(lastRolled, msg.version);
    hold(msg.version, at + msg.durationMs, msg.durationMs);
  }
}

/** Stores where every die lies now (after a snapshot): final poses only, replacing what was known. */
export function receiveRolls(msg: RollsMessage): void {
  const dice: Record<string, DieRoll> = {};
  for (const d of msg.dice) {
    if (!isDieKind(d.kind)) continue;
    dice[d.id] = {
      rollId: '', kind: d.kind, value: d.value, labelMap: d.labelMap.slice(), final: d.final,
      track: null, frameRate: 30, durationMs: 0, receivedAt: 0, anchor: anchorOf(d.id),
    };
  }
  // After a snapshot every die lies still: nothing is held back.
  diceStore.setState({ dice, landing: {} });
}

/** Forgets one die's throw (it was moved elsewhere): the usual layout applies again. */
export function dropDieRoll(id: string): void {
  const { dice } = diceStore.getState();
  if (!(id in dice)) return;
  const next = { ...dice };
  delete next[id];
  diceStore.setState({ dice: next });
}

export function resetDice(): void {
  lastRolled = -1;
  diceStore.setState({ roll: null, dice: {}, landing: {} }, true);
}

/** How far the piece must have moved from its anchor (and from its final pose) to leave the throw. */
const MOVED = 0.05;

/** Whether the projection has moved the die away from where its throw left it. */
export function movedAway(entry: DieRoll, x: number, z: number): boolean {
  if (!entry.anchor) return false;
  const fromAnchor = Math.hypot(x - entry.anchor[0], z - entry.anchor[1]);
  const fromFinal = Math.hypot(x - entry.final.p[0], z - entry.final.p[2]);
  return fromAnchor > MOVED && fromFinal > MOVED;
}

// ---------------------------------------------------------------- what the page shows

/** Where a drawn die's body stands: its world matrix as drawn now (the scene's frame of the die). */
export interface DieBody {
  matrixWorld(): Matrix4;
}

/** The rendered die bodies, by piece id. */
const bodies = new Map<string, { object: DieBody; kind: DieKind }>();

export function registerDieBody(id: string, object: DieBody, kind: DieKind): () => void {
  bodies.set(id, { object, kind });
  return () => {
    if (bodies.get(id)?.object === object) bodies.delete(id);
  };
}

const scratch = new Quaternion();
const where = new Vector3();
const scale = new Vector3();

/**
 * The value on the reading face of die `id` as drawn now (its mesh's world rotation and
 * the labels it prints); null when it is not on screen.
 */
export function shownValue(id: string): number | null {
  const body = bodies.get(id);
  if (!body) return null;
  body.object.matrixWorld().decompose(where, scratch, scale);
  const face = topFace(body.kind, { x: scratch.x, y: scratch.y, z: scratch.z, w: scratch.w });
  const entry = diceStore.getState().dice[id];
  const values = faceValues(body.kind, entry && entry.kind === body.kind ? entry.labelMap : null);
  return values[face] ?? dieGeometry(body.kind).valueOfFace[face] ?? null;
}

/** Where die `id` is drawn now (its body's centre, world = table coordinates); null when not on screen. */
export function shownPosition(id: string): [number, number, number] | null {
  const body = bodies.get(id);
  if (!body) return null;
  where.setFromMatrixPosition(body.object.matrixWorld());
  return [where.x, where.y, where.z];
}

/** Every drawn die's shown value. */
export function shownValues(): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const id of bodies.keys()) out[id] = shownValue(id);
  return out;
}

// Test handle: browser tests read the dice through `window.__woodland.dice`.
if (typeof window !== 'undefined') {
  const w = window as unknown as { __woodland?: Record<string, unknown> };
  (w.__woodland ??= {}).dice = Object.assign(diceStore, { shownValue, shownValues, shownPosition, receiveRoll, receiveRolls });
}
