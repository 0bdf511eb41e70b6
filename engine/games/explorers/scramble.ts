import type { Secret } from '../../core/reveals.ts';
import { shuffleAnew, type Rng } from '../../core/rng.ts';
import type { ExState, TileState } from './state.ts';

/** The draw piles whose order nobody sees and that hold nothing dealt onto the map. */
const DRAW_PILES = ['tiles', 'loot', 'events', 'lairA', 'lairB'] as const;

/**
 * Deals the identities at `places` (each read and written through its callbacks) and the
 * `pile` again from one pool: the places first, the rest back into the pile.
 */
function deal<T>(places: Array<{ get: () => T; set: (v: T) => void }>, pile: T[], rng: Rng): T[] {
  const pool = shuffleAnew([...places.map((p) => p.get()), ...pile], rng);
  places.forEach((p, i) => p.set(pool[i] as T));
  return pool.slice(places.length);
}

/**
 * An Explorers state nobody can tell from `s` (GameModule.scramble; no viewer sees more
 * than another): face-down monsters, a face-down Boss and face-down Energy Well markers
 * dealt again together with what is still in their piles, and every draw pile reshuffled.
 * Dealt with `shuffleAnew`, so the result depends only on what a viewer sees.
 */
export function scrambleExplorers(s: ExState, rng: Rng): ExState {
  // The state is this call's own deep copy (GameModule.scramble), its tiles included.
  const tiles = Object.values(s.tiles as Record<string, TileState>);
  const monsters = tiles.flatMap((t) => (t.monsters ?? []).filter((m) => !m.up)
    .map((m) => ({ get: () => m.m, set: (v: string) => { m.m = v; } })));
  s.piles.monsters = deal(monsters, s.piles.monsters, rng);
  const bosses = tiles.flatMap((t) => (t.boss && !t.boss.up ? [t.boss] : [])
    .map((b) => ({ get: () => b.b, set: (v: string) => { b.b = v; } })));
  s.piles.bosses = deal(bosses, s.piles.bosses, rng);
  const wells = tiles.flatMap((t) => (t.wells ?? []).map((_, i) => ({
    get: () => (t.wells as number[])[i] as number, set: (v: number) => { (t.wells as number[])[i] = v; },
  })));
  s.piles.wells = deal(wells, s.piles.wells, rng);
  for (const pile of DRAW_PILES) (s.piles[pile] as unknown[]) = shuffleAnew(s.piles[pile] as unknown[], rng);
  return s;
}

/**
 * What `scrambleExplorers` rearranges, as secrets nobody sees (engine/core/reveals.ts),
 * each of the class it is dealt in: face-down monsters with the monster pile, a face-down
 * Boss with the Boss pile, the Energy Well markers with theirs, and each draw pile alone.
 */
export function explorersSecrets(s: ExState): Secret[] {
  const out: Secret[] = [];
  const add = (cls: string, id: string | number) => out.push({ id: `${cls}:${id}`, to: null });
  for (const t of Object.values(s.tiles as Record<string, TileState>)) {
    for (const m of t.monsters ?? []) if (!m.up) add('monster', m.m);
    if (t.boss && !t.boss.up) add('boss', t.boss.b);
    for (const w of t.wells ?? []) add('well', w);
  }
  for (const m of s.piles.monsters) add('monster', m);
  for (const b of s.piles.bosses) add('boss', b);
  for (const w of s.piles.wells) add('well', w);
  for (const pile of DRAW_PILES) for (const x of s.piles[pile]) add(pile, x);
  return out;
}
