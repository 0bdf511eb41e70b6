import type { SeatId } from '../../core/types.ts';
import { adjacent as autumnAdjacent, AUTUMN_MAP, type ClearingDef, type ClearingSuit } from './data/autumn-map.ts';
import type { ExtraClearing, ReadCtx } from './faction.ts';
import type { ClearingState } from './state.ts';

/**
 * The map in play: the Autumn map's twelve clearings, plus the clearings factions in play
 * bring (the map policy's `clearings`, e.g. an unsuited clearing beside the board), with
 * paths that factions add while they play (`links`, e.g. to clearings holding a token of
 * theirs) and clearings a faction always rules (`rules`). Everything here asks the
 * factions through `ctx.f`; the core names none of them.
 */

/** A clearing of the map in play, as printed (Autumn) or as its faction defines it (unsuited, no slots). */
export interface ClearingInfo {
  id: number;
  name: string;
  /** Null for an unsuited clearing: no card, flower or suit ever matches it. */
  suit: ClearingSuit | null;
  slots: number;
  ruin: boolean;
  corner: boolean;
  opposite: number | null;
  /** Position on the board picture (Autumn clearings) or null for a clearing off the board. */
  xy: readonly [number, number] | null;
}

const AUTUMN: ReadonlyMap<number, ClearingInfo> = new Map(AUTUMN_MAP.clearings.map((c: ClearingDef) => [c.id, { ...c }]));

function extraInfo(e: ExtraClearing): ClearingInfo {
  return { id: e.id, name: e.name, suit: null, slots: 0, ruin: false, corner: false, opposite: null, xy: null };
}

/** The extra clearings of the factions in play, by id. */
function extras(ctx: ReadCtx): ExtraClearing[] {
  const out: ExtraClearing[] = [];
  for (const id of ctx.s.factions) for (const e of ctx.f[id]?.map?.clearings ?? []) out.push(e);
  return out;
}

/** The clearing `id` of the map in play, or undefined when there is none (ids come from intents). */
export function findClearing(ctx: ReadCtx, id: number): ClearingInfo | undefined {
  const autumn = AUTUMN.get(id);
  if (autumn) return autumn;
  const extra = extras(ctx).find((e) => e.id === id);
  return extra ? extraInfo(extra) : undefined;
}

/** The clearing `id` (it must exist: checked ids only). */
export function clearingInfo(ctx: ReadCtx, id: number): ClearingInfo {
  const c = findClearing(ctx, id);
  if (!c) throw new RangeError(`No clearing ${id} in play`);
  return c;
}

/** True when `id` is a clearing of the map in play. */
export function hasClearing(ctx: ReadCtx, id: number): boolean {
  return Number.isInteger(id) && findClearing(ctx, id) !== undefined;
}

/** The suit of a clearing; null for an unsuited one. */
export function suitOf(ctx: ReadCtx, id: number): ClearingSuit | null {
  return findClearing(ctx, id)?.suit ?? null;
}

/** The map's clearings as printed plus the extra ones in play, for a fresh game (ids ascending). */
export function initialClearings(ctx: ReadCtx, seats: number): ClearingState[] {
  const ids = [...AUTUMN.keys(), ...extras(ctx).map((e) => e.id)].sort((a, b) => a - b);
  return ids.map((id) => ({ id, warriors: Array.from({ length: seats }, () => 0), buildings: [], tokens: [] }));
}

/** Clearings joined to `id` by a path now: the printed paths plus those factions in play add, ascending. */
export function adjacentOf(ctx: ReadCtx, id: number): number[] {
  let out: Set<number> | null = null;
  for (const p of ctx.s.players) {
    const links = ctx.f[p.faction]?.map?.links;
    if (!links) continue;
    out ??= new Set<number>(AUTUMN.has(id) ? autumnAdjacent(id) : []);
    for (const other of links(ctx, p.seat, id)) if (other !== id) out.add(other);
  }
  if (out) return [...out].sort((a, b) => a - b);
  // No faction in play adds paths: the printed ones, sorted once.
  return (PRINTED_PATHS.get(id) ?? []).slice();
}

/** The Autumn map's paths from each clearing, ascending. */
const PRINTED_PATHS: ReadonlyMap<number, readonly number[]> = new Map(
  [...AUTUMN.keys()].map((id) => [id, [...new Set(autumnAdjacent(id))].sort((a, b) => a - b)]),
);

/** True when a path joins the two clearings now. */
export function isAdjacentNow(ctx: ReadCtx, a: number, b: number): boolean {
  return a !== b && adjacentOf(ctx, a).includes(b);
}

/** The seat of a faction that always rules the clearing (whatever stands there), or null. */
export function alwaysRuledBy(ctx: ReadCtx, id: number): SeatId | null {
  for (const p of ctx.s.players) if (ctx.f[p.faction]?.map?.rules?.(ctx, p.seat, id)) return p.seat;
  return null;
}
