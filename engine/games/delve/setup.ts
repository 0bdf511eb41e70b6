/**
 * A new scenario: each seat's character (chosen, or drawn at random from those left), its
 * whole deck in hand, full health and fresh items, standing on the starting hexes in seat
 * order; the monsters for this many characters (health scaled by it); loot; the monster
 * ability deck shuffled; only the first room open; round 1's card selection under way.
 */
import type { Rng } from '../../core/rng.ts';
import { openSealed } from '../../table/sealed.ts';
import { CONTENT, characterDef, kindDef } from './content/index.ts';
import { hexKey } from './hex.ts';
import { HEXES, STARTS } from './map.ts';
import { openSelection } from './rounds.ts';
import type { Character, DelveOptions, DelveState, Monster } from './state.ts';

/** The characters for `seats` seats: the chosen ones, then random ones not yet taken. */
export function pickCharacters(options: DelveOptions, seats: number, rng: Rng): string[] {
  const chosen = (options.characters ?? []).slice(0, seats);
  const left = rng.shuffle(CONTENT.characterOrder.filter((id) => !chosen.includes(id)));
  return Array.from({ length: seats }, (_, i) => {
    const c = chosen[i];
    return c && c !== 'random' ? c : (left.shift() as string);
  });
}

export function setupDelve(options: DelveOptions, seats: number, rng: Rng): DelveState {
  const ids = pickCharacters(options, seats, rng);
  const chars: Character[] = ids.map((id, seat) => {
    const def = characterDef(id);
    return {
      seat, id, health: def.health, maxHealth: def.health, at: STARTS[seat] ?? null,
      hand: def.cards.map((c) => c.id), discard: [], lost: [], active: [], played: [], revealed: [], resting: false,
      items: def.items.map((i) => ({ id: i, spent: false })), shield: 0, retaliate: 0, exhausted: false, coins: 0,
    };
  });
  const counts: Record<string, number> = {};
  const monsters: Monster[] = CONTENT.scenario.spawns.filter((sp) => sp.from <= seats).map((sp, i) => {
    const k = kindDef(sp.kind);
    const n = (counts[sp.kind] = (counts[sp.kind] ?? 0) + 1);
    const at = hexKey(sp.at[0], sp.at[1]);
    const health = k.health + k.perCharacter * seats;
    return { id: `m${i + 1}`, kind: sp.kind, n, health, maxHealth: health, at, room: HEXES.get(at)?.room ?? 0 };
  });
  const s: DelveState = {
    seats, round: 1, phase: 'select', chars, monsters,
    open: CONTENT.scenario.rooms.map((_, i) => i === 0),
    loot: CONTENT.scenario.chests.map(([c, r]) => ({ at: hexKey(c, r), kind: 'chest' as const })),
    sealed: openSealed([]),
    deck: { draw: rng.shuffle([...CONTENT.monsterDeck]), discard: [], current: null },
    order: [], turn: null, cleanup: { waiting: [], rests: {} }, result: null, defeated: 0,
  };
  openSelection({ s, rng, ev: [] });
  return s;
}
