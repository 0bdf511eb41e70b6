/**
 * Which sounds a change of the table makes (pure: no audio, no DOM). Every viewer compares
 * the projection it had with the one that arrived and hears the same cues: a piece that
 * lands somewhere new, a card or tile turned over, a card played onto the table, a tile
 * placed, a token drawn from the bag or dropped in. Dice thrown are not here: their clicks
 * come from the shared trajectory (dice-impacts.ts), so a die is heard from this file only
 * when it is moved by hand. The first projection (joining, reconnecting) is silent, and one
 * change makes at most MAX_CUES sounds, one per kind of cue: a whole setup does not roar.
 */
import type { TablePiece } from '../../engine/core/projection.ts';
import type { SoundKind } from '../interaction/settings.ts';

/** What happened, as the ear tells it apart. */
export type CueName = 'land' | 'flip' | 'play' | 'draw' | 'drop-in';

export interface SoundCue {
  kind: SoundKind;
  cue: CueName;
  /** Where on the table (the first piece that made it). */
  x: number;
  z: number;
  /** 0..1: louder when several pieces made the same cue at once. */
  gain: number;
}

/** At most this many sounds per change of the table. */
export const MAX_CUES = 4;
/** A piece that moved less than this (table units) did not move. */
const MOVED = 0.05;

type Pieces = Readonly<Record<string, TablePiece>>;

/** The kind of sound a piece makes. */
export function soundKindOf(piece: Pick<TablePiece, 'kind'>): SoundKind | null {
  switch (piece.kind) {
    case 'card': case 'deck': return 'cards';
    case 'tile': case 'board': return 'tiles';
    case 'token': case 'marker': case 'meeple': case 'cube': return 'tokens';
    case 'bag': return 'bag';
    case 'die': return 'dice';
    default: return null;
  }
}

function moved(a: TablePiece, b: TablePiece): boolean {
  return Math.hypot(a.x - b.x, a.z - b.z) > MOVED || Math.abs(a.y - b.y) > MOVED / 2;
}

/** The cues one piece makes between two projections (`before` absent: it appeared). */
function pieceCues(before: TablePiece | undefined, after: TablePiece): CueName[] {
  const kind = soundKindOf(after);
  if (kind === null) return [];
  if (!before) {
    if (after.kind === 'card') return ['play'];
    if (kind === 'dice' || kind === 'bag') return [];
    return ['land'];
  }
  // A thrown die changes its value with its place: the trajectory's clicks tell it.
  if (kind === 'dice' && before.die?.value !== after.die?.value) return [];
  const out: CueName[] = [];
  if (moved(before, after)) out.push('land');
  if (before.faceUp !== after.faceUp && kind !== 'dice') out.push('flip');
  const dc = (after.count ?? 0) - (before.count ?? 0);
  if (dc < 0 && (kind === 'bag' || kind === 'cards')) out.push('draw');
  if (dc > 0 && (kind === 'bag' || kind === 'cards')) out.push(kind === 'bag' ? 'drop-in' : 'land');
  return out;
}

/** Which sounds the change from `prev` to `next` makes, most telling first. */
export function tableCues(prev: Pieces | null | undefined, next: Pieces | null | undefined): SoundCue[] {
  if (!prev || !next || prev === next) return [];
  const found = new Map<string, SoundCue>();
  const add = (kind: SoundKind, cue: CueName, p: TablePiece) => {
    const key = `${kind}:${cue}`;
    const hit = found.get(key);
    if (hit) hit.gain = Math.min(1, hit.gain + 0.12);
    else found.set(key, { kind, cue, x: p.x, z: p.z, gain: 0.7 });
  };
  for (const id of Object.keys(next)) {
    const after = next[id]!;
    const before = prev[id];
    if (before === after) continue;
    const kind = soundKindOf(after);
    if (kind === null) continue;
    for (const cue of pieceCues(before, after)) add(kind, cue, after);
  }
  // A card gone from the table went into a hand.
  for (const id of Object.keys(prev)) {
    const gone = prev[id]!;
    if (!(id in next) && gone.kind === 'card') add('cards', 'draw', gone);
  }
  return [...found.values()].sort((a, b) => CUE_ORDER[a.cue] - CUE_ORDER[b.cue]).slice(0, MAX_CUES);
}

/** Which cue wins when a change makes more than MAX_CUES. */
const CUE_ORDER: Record<CueName, number> = { play: 0, flip: 1, draw: 2, 'drop-in': 3, land: 4 };
