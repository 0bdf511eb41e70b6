/**
 * The room's half of the dice pipeline (DESIGN §2.4, §5): turns the `roll` events of an
 * accepted action into one physical throw, and keeps where every die last came to rest.
 *
 * - `planThrow` builds the ThrowRequest: dice kinds from `sides` (4, 6, 8, 10, 12, 20;
 *   other dice are left out of the physics), the engine's values (1..sides, never the
 *   printed label: Root's d12 prints 0–3 but its value is 1..12), `from` = the thrower's
 *   seat edge (seats spread evenly round the table, seat 0 on the +z side, as the client's
 *   `seatAzimuth` puts them), target = the centroid of the dice's projected positions
 *   (the table centre when none is on the table; `trayFor` moves the tray onto the table),
 *   flick = the intent's `fling`; resting = every other die lying on the table (its last
 *   throw's final pose while that stands, else where the projection puts it), so the thrown
 *   dice collide with them instead of landing inside them; blocks = the other pieces the
 *   throw can meet, each as large as the client draws it (server/dice/piece-blocks.ts), so
 *   a die lands on a deck or a board, never inside it.
 * - `DiceRests` is the per-room map dieId → the die's last throw (for `rolls`).
 *   Rule: an entry lives until the die is thrown again (replaced) or its projected
 *   position changes (x or z differs from where the projection had it when it was thrown,
 *   or it left the table): then the entry is dropped and the die is shown where the
 *   projection puts it. A die that was not a table piece when thrown keeps its entry until
 *   it is thrown again.
 */
import { dieKindForSides, type DieKind } from '../../assets/models/dice.ts';
import type { GameEvent } from '../../engine/core/types.ts';
import { TABLE_SIZE, type TablePiece } from '../../engine/core/projection.ts';
import { MAX_DICE, MAX_RESTING, trayFor, type RestingBody, type ThrowRequest, type XZ } from '../dice/launch.ts';
import { blocksNear } from '../dice/piece-blocks.ts';
import { dieKindOfPiece, restingPose } from '../dice/resting.ts';
import type { RollMessage, RollsMessage } from '../../wire/protocol.ts';
import type { StoredRest, StoredRoll } from '../store/types.ts';

/** How far inside its table edge a thrower's hand starts (table units). */
const EDGE_INSET = 2;

export type Fling = { dx: number; dz: number; strength: number };
export type RestingDie = RollsMessage['dice'][number];
export type Anchors = Record<string, XZ | null>;

/**
 * Where seat `seat` of `seats` throws from: on the ray from the table centre towards its
 * side (azimuth 2π·seat/seats, seat 0 towards +z; the camera-controls azimuth the client
 * uses puts the camera at (sin a, cos a)), EDGE_INSET inside the table's rectangle.
 */
export function seatEdge(seat: number, seats: number): XZ {
  const a = seats > 1 ? (2 * Math.PI * (seat % seats)) / seats : 0;
  const dx = Math.sin(a);
  const dz = Math.cos(a);
  const hw = TABLE_SIZE.width / 2 - EDGE_INSET;
  const hd = TABLE_SIZE.depth / 2 - EDGE_INSET;
  const t = Math.min(Math.abs(dx) > 1e-9 ? hw / Math.abs(dx) : Infinity, Math.abs(dz) > 1e-9 ? hd / Math.abs(dz) : Infinity);
  const round = (v: number): number => Math.round(v * 1e6) / 1e6 + 0; // + 0: no -0
  return { x: round(dx * t), z: round(dz * t) };
}

/** One die of a `roll` event as the engine writes it (sandbox: {id, sides, value, …}). */
interface EventDie { id: string; kind: DieKind; value: number }

/** The dice of every `roll` event of an action, in order; a die rolled twice counts once (last value). */
export function rolledDice(events: readonly GameEvent[]): EventDie[] {
  const byId = new Map<string, EventDie>();
  for (const e of events) {
    if (e.kind !== 'roll' || !Array.isArray(e.data?.dice)) continue;
    for (const raw of e.data.dice as unknown[]) {
      const d = raw as { id?: unknown; sides?: unknown; value?: unknown } | null;
      if (!d || typeof d.id !== 'string' || typeof d.sides !== 'number' || typeof d.value !== 'number') continue;
      const kind = dieKindForSides(d.sides);
      if (!kind || !Number.isInteger(d.value) || d.value < 1 || d.value > d.sides) continue;
      byId.delete(d.id);
      byId.set(d.id, { id: d.id, kind, value: d.value });
    }
  }
  return [...byId.values()];
}

/** The throw for an action's dice; null when there is nothing to throw. */
export function planThrow(
  dice: readonly EventDie[], seat: number, seats: number, pieces: Readonly<Record<string, TablePiece>>, fling?: Fling,
  resting: readonly RestingBody[] = [],
): { request: ThrowRequest; anchors: Anchors } | null {
  if (dice.length === 0 || dice.length > MAX_DICE) return null;
  const anchors: Anchors = {};
  let sx = 0;
  let sz = 0;
  let n = 0;
  for (const d of dice) {
    const p = Object.prototype.hasOwnProperty.call(pieces, d.id) ? pieces[d.id] : undefined;
    anchors[d.id] = p ? { x: p.x, z: p.z } : null;
    if (p) { sx += p.x; sz += p.z; n++; }
  }
  const request: ThrowRequest = {
    dice: dice.map((d) => ({ id: d.id, kind: d.kind, value: d.value })),
    from: seatEdge(seat, seats),
    target: n > 0 ? { x: sx / n, z: sz / n } : { x: 0, z: 0 },
  };
  if (resting.length > 0) request.resting = resting.slice(0, MAX_RESTING);
  const blocks = blocksNear(pieces, trayFor(request.target));
  if (blocks.length > 0) request.blocks = blocks;
  if (fling) {
    request.flick = {
      dx: fling.dx, dz: fling.dz, strength: Math.min(1, Math.max(0, fling.strength)),
    };
  }
  return { request, anchors };
}

interface Rest {
  die: RestingDie;
  anchor: XZ | null;
}

/** dieId → the die's last throw, pruned by the rule in the file header. */
export class DiceRests {
  private readonly rests = new Map<string, Rest>();

  get size(): number {
    return this.rests.size;
  }

  /** Records a throw (each of its dice replaces its previous entry). */
  record(roll: RollMessage, anchors: Anchors): void {
    for (const d of roll.dice) {
      this.rests.delete(d.id);
      this.rests.set(d.id, {
        die: { id: d.id, kind: d.kind, value: d.value, labelMap: d.labelMap, final: d.final },
        anchor: anchors[d.id] ?? null,
      });
    }
  }

  /** Drops the entries of dice whose projected position is no longer where they were thrown. */
  prune(pieces: Readonly<Record<string, TablePiece>>): void {
    for (const [id, rest] of this.rests) {
      if (!rest.anchor) continue;
      const p = Object.prototype.hasOwnProperty.call(pieces, id) ? pieces[id] : undefined;
      if (!p || p.x !== rest.anchor.x || p.z !== rest.anchor.z) this.rests.delete(id);
    }
  }

  /**
   * Rebuilds the map after a restart: from the rests stored with the latest action that
   * changed them (`following`), exactly as the live room had them; for a table stored
   * before rests were, from its stored throws (version order). Then prunes against the
   * current table.
   */
  restore(stored: { rests?: readonly StoredRest[] | null; rolls?: readonly StoredRoll[] }, pieces: Readonly<Record<string, TablePiece>>): void {
    this.rests.clear();
    if (stored.rests) {
      for (const r of stored.rests) this.rests.set(r.die.id, { die: r.die, anchor: r.anchor });
    } else {
      for (const r of stored.rolls ?? []) this.record(r.message, r.anchors);
    }
    this.prune(pieces);
  }

  /**
   * The map as an action leaves it — pruned against the table after it (`pieces`), then
   * its throw recorded — without changing this one; null when it stays as it is. The room
   * stores it with the action (written before anything about it is sent), so a restart
   * brings back every die as the live room last had it.
   */
  following(pieces: Readonly<Record<string, TablePiece>> | null, roll: StoredRoll | null): StoredRest[] | null {
    const next = new DiceRests();
    for (const [id, rest] of this.rests) next.rests.set(id, rest);
    if (pieces) next.prune(pieces);
    if (roll) next.record(roll.message, roll.anchors);
    const entries = next.entries();
    return JSON.stringify(entries) === JSON.stringify(this.entries()) ? null : entries;
  }

  /** Every entry, in the map's order, as stored. */
  entries(): StoredRest[] {
    return [...this.rests.values()].map((r) => ({ die: r.die, anchor: r.anchor }));
  }

  /**
   * Every die lying still on the table but those in `thrown`: a die whose last throw still
   * stands rests at that throw's final pose; any other die piece where the projection puts
   * it, showing its value.
   */
  resting(pieces: Readonly<Record<string, TablePiece>>, thrown: ReadonlySet<string>): RestingBody[] {
    const out: RestingBody[] = [];
    for (const [id, rest] of this.rests) {
      if (thrown.has(id)) continue;
      const p = Object.prototype.hasOwnProperty.call(pieces, id) ? pieces[id] : undefined;
      if (rest.anchor && (!p || p.x !== rest.anchor.x || p.z !== rest.anchor.z)) continue;
      out.push({ kind: rest.die.kind, p: [...rest.die.final.p], q: [...rest.die.final.q] });
    }
    for (const p of Object.values(pieces)) {
      if (p.kind !== 'die' || thrown.has(p.id) || this.standing(p)) continue;
      const kind = dieKindOfPiece(p);
      if (kind) out.push(restingPose(kind, p.die?.value ?? null, p.x, p.y, p.z));
    }
    return out;
  }

  /** Whether `piece` is drawn at the final pose of its last throw. */
  private standing(piece: TablePiece): boolean {
    const rest = this.rests.get(piece.id);
    return !!rest && (!rest.anchor || (rest.anchor.x === piece.x && rest.anchor.z === piece.z));
  }

  message(): RollsMessage {
    return { dice: [...this.rests.values()].map((r) => r.die) };
  }
}
