/**
 * Explorers' lines in the caster view (client/broadcast/hidden.ts), read from the whole
 * state a caster's projection carries. Explorers is co-operative, so every hero board and
 * its loot lie open and a seat has nothing of its own to hide; what nobody sees is on the
 * table: the face-down monster markers and the face-down Boss with their tiles, the Boss
 * still to come, the orbs under each face-down Energy Well, and the next cards of every
 * draw pile (each pile draws from its end).
 */
import type { CasterProjection } from '../../../engine/core/caster.ts';
import { CONTENT } from '../../../engine/games/explorers/content/index.ts';
import type { ExState } from '../../../engine/games/explorers/state.ts';

/** How many cards or tiles of a pile the caster sees coming. */
export const NEXT_CARDS = 3;

const tileName = (id: string): string => CONTENT.tiles[id]?.name ?? id;
const monsterName = (id: string): string => CONTENT.monsters[id]?.name ?? id;
const bossName = (id: string): string => CONTENT.bosses[id]?.name ?? id;
const lootName = (id: string): string => CONTENT.loot[id]?.name ?? id;
const eventName = (id: string): string => CONTENT.events[id]?.name ?? id;
const lairAName = (id: string): string => CONTENT.lairsA[id]?.name ?? id;
const lairBName = (id: string): string => CONTENT.lairsB[id]?.name ?? id;
const orbs = (n: number): string => `${n} orb${n === 1 ? '' : 's'}`;

/** "Loot (14), next: A, B, C" — the top of the pile first; nothing for an empty pile. */
function pileLine<T>(label: string, pile: readonly T[], name: (item: T) => string): string[] {
  if (pile.length === 0) return [];
  const next = pile.slice(-NEXT_CARDS).reverse().map(name);
  return [`${label} (${pile.length}), next: ${next.join(', ')}`];
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
    if (down.length > 0) monsters.push(`${down.join(' and ')} on ${where}`);
    if (t.boss) {
      bossOut = true;
      if (!t.boss.up) out.push(`Boss, face down on ${where}: ${bossName(t.boss.b)}`);
    }
    if (t.wells && t.wells.length > 0) wells.push(`${t.wells.map(orbs).join(' and ')} on ${where}`);
  }
  const nextBoss = s.piles.bosses[s.piles.bosses.length - 1];
  if (!bossOut && nextBoss !== undefined) out.push(`Boss to come: ${bossName(nextBoss)}`);
  if (monsters.length > 0) out.push(`Face-down monsters: ${monsters.join('; ')}`);
  if (wells.length > 0) out.push(`Energy wells: ${wells.join('; ')}`);
  if (s.piles.wells.length > 0) out.push(`Well markers left (${s.piles.wells.length}): ${s.piles.wells.slice().reverse().map(orbs).join(', ')}`);
  out.push(
    ...pileLine('Tile pile', s.piles.tiles, tileName),
    ...pileLine('Monster pile', s.piles.monsters, monsterName),
    ...pileLine('Loot pile', s.piles.loot, lootName),
    ...pileLine('Event pile', s.piles.events, eventName),
    ...pileLine('Lair A pile', s.piles.lairA, lairAName),
    ...pileLine('Lair B pile', s.piles.lairB, lairBName),
  );
  return out;
}
