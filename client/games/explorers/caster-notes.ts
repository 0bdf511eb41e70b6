/**
 * Explorers' lines in the caster view (client/broadcast/hidden.ts), read from the whole
 * state a caster's projection carries. Explorers is co-operative, so every hero board and
 * its loot lie open and a seat has nothing of its own to hide; what nobody sees is on the
 * table: the face-down monster markers and the face-down Boss with their tiles, the Boss
 * still to come, the orbs under each face-down Energy Well, and the next cards of every
 * draw pile (each pile draws from its end).
 */
import type { CasterProjection } from '../../../engine/core/caster.ts';
import type { ExState } from '../../../engine/games/explorers/state.ts';
import { say } from '../../words/say.ts';
import { nameOf } from '../../../engine/games/explorers/names.ts';

/** How many cards or tiles of a pile the caster sees coming. */
export const NEXT_CARDS = 3;

const tileName = (id: string): string => nameOf('tile', id, say);
const monsterName = (id: string): string => nameOf('monster', id, say);
const bossName = (id: string): string => nameOf('boss', id, say);
const lootName = (id: string): string => nameOf('loot', id, say);
const eventName = (id: string): string => nameOf('event', id, say);
const lairAName = (id: string): string => nameOf('lair-a', id, say);
const lairBName = (id: string): string => nameOf('lair-b', id, say);
const orbs = (n: number): string => say('explorers.caster.orbs', { n });
/** "A and B and C". */
const and = (items: readonly string[]): string => items.reduce((a, b) => say('explorers.caster.and', { a, b }));

/** "Loot (14), next: A, B, C" — the top of the pile first; nothing for an empty pile. */
function pileLine<T>(pileKey: string, pile: readonly T[], name: (item: T) => string): string[] {
  if (pile.length === 0) return [];
  const next = pile.slice(-NEXT_CARDS).reverse().map(name);
  return [say('explorers.caster.pile', { pile: say(`explorers.caster.pile.${pileKey}`), n: pile.length, next: next.join(', ') })];
}

export function explorersCasterNotes(projection: CasterProjection, seat: number | null): string[] {
  const s = projection.caster.state as ExState;
  if (seat !== null || !s || typeof s.tiles !== 'object' || !s.piles) return [];
  const out: string[] = [];
  const monsters: string[] = [];
  const wells: string[] = [];
  let bossOut = false;
  for (const t of Object.values(s.tiles)) {
    const where = tileName(t.id);
    const down = (t.monsters ?? []).filter((m) => !m.up).map((m) => monsterName(m.m));
    if (down.length > 0) monsters.push(say('explorers.caster.on', { what: and(down), where }));
    if (t.boss) {
      bossOut = true;
      if (!t.boss.up) out.push(say('explorers.caster.bossDown', { where, boss: bossName(t.boss.b) }));
    }
    if (t.wells && t.wells.length > 0) wells.push(say('explorers.caster.on', { what: and(t.wells.map(orbs)), where }));
  }
  const nextBoss = s.piles.bosses[s.piles.bosses.length - 1];
  if (!bossOut && nextBoss !== undefined) out.push(say('explorers.caster.bossNext', { boss: bossName(nextBoss) }));
  if (monsters.length > 0) out.push(say('explorers.caster.monsters', { list: monsters.join('; ') }));
  if (wells.length > 0) out.push(say('explorers.caster.wells', { list: wells.join('; ') }));
  if (s.piles.wells.length > 0) out.push(say('explorers.caster.wellMarkers', { n: s.piles.wells.length, list: s.piles.wells.slice().reverse().map(orbs).join(', ') }));
  out.push(
    ...pileLine('tiles', s.piles.tiles, tileName),
    ...pileLine('monsters', s.piles.monsters, monsterName),
    ...pileLine('loot', s.piles.loot, lootName),
    ...pileLine('events', s.piles.events, eventName),
    ...pileLine('lairA', s.piles.lairA, lairAName),
    ...pileLine('lairB', s.piles.lairB, lairBName),
  );
  return out;
}
