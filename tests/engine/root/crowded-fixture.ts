/**
 * A four-faction Root game with every clearing as full as the rules let it be (the table
 * layout's worst case), for the clearing layout and piece size tests.
 */
import { expect } from 'vitest';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import { FACTIONS } from '../../../engine/games/root/index.ts';
import { setupRoot } from '../../../engine/games/root/setup.ts';
import { AUTUMN_MAP, type Suit } from '../../../engine/games/root/data/autumn-map.ts';
import { CLERGY_WARRIORS, FLOWERS } from '../../../engine/games/root/factions/clergy/data.ts';
import { LEGION_WARRIORS } from '../../../engine/games/root/factions/legion/data.ts';
import { DUCHY_WARRIORS } from '../../../engine/games/root/factions/duchy/data.ts';
import { CORVID_WARRIORS } from '../../../engine/games/root/factions/corvids/data.ts';
import { CATHEDRAL, FLOWER } from '../../../engine/games/root/factions/clergy/state.ts';
import { COLONY } from '../../../engine/games/root/factions/legion/state.ts';
import { CITADEL, MARKET, TUNNEL } from '../../../engine/games/root/factions/duchy/state.ts';
import type { RootState } from '../../../engine/games/root/state.ts';

const FOUR = ['clergy', 'legion', 'duchy', 'corvids'];
export const [CLERGY_SEAT, LEGION_SEAT, DUCHY_SEAT, CORVID_SEAT] = [0, 1, 2, 3];

/**
 * A four-faction game with every clearing as full as the rules let it be: each faction's
 * whole supply of warriors, every free building slot built (the Clergy's cathedral, the
 * Duchy's citadel and market), all eleven flowers (every suit), a colony, a tunnel and a
 * face-down plot. The Duchy's Burrow holds all the Duchy's warriors.
 */
export function crowded(): RootState {
  const s = setupRoot(FACTIONS, { factions: FOUR, order: [0, 1, 2, 3] }, 4, new Rng(seedRng('crowded')));
  expect(s.map.length, 'the Burrow is in the game').toBe(AUTUMN_MAP.clearings.length + 1);
  const kinds: Array<{ seat: number; kind: string }> = [
    { seat: CLERGY_SEAT, kind: CATHEDRAL }, { seat: DUCHY_SEAT, kind: CITADEL }, { seat: DUCHY_SEAT, kind: MARKET },
  ];
  for (const c of s.map) {
    const def = AUTUMN_MAP.clearings.find((d) => d.id === c.id);
    if (!def) {
      c.warriors = [0, 0, DUCHY_WARRIORS, 0];
      continue;
    }
    c.warriors = [CLERGY_WARRIORS, LEGION_WARRIORS, DUCHY_WARRIORS, CORVID_WARRIORS];
    c.buildings = Array.from({ length: def.slots - (def.ruin ? 1 : 0) }, (_, i) => ({ ...kinds[i % kinds.length]! }));
    c.tokens = [
      ...FLOWERS.map((suit: Suit) => ({ seat: CLERGY_SEAT, kind: FLOWER, suit })),
      { seat: LEGION_SEAT, kind: COLONY },
      { seat: DUCHY_SEAT, kind: TUNNEL },
      { seat: CORVID_SEAT, kind: 'bomb', faceDown: true as const },
    ];
  }
  return s;
}

