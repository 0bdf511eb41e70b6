import type { Rng } from '../../core/rng.ts';
import type { ExState, TileState } from './state.ts';

/** The draw piles whose order nobody sees. */
const DRAW_PILES = ['tiles', 'monsters', 'loot', 'events', 'bosses', 'wells', 'lairA', 'lairB'] as const;

/**
 * An Explorers state nobody can tell from `s` (GameModule.scramble; no viewer sees more
 * than another): face-down monsters, a face-down Boss and face-down Energy Well markers
 * trade identities with what is still in their piles, and every draw pile is reshuffled.
 */
export function scrambleExplorers(s: ExState, rng: Rng): ExState {
  // The state is this call's own deep copy (GameModule.scramble), its tiles included.
  for (const tile of Object.values(s.tiles as Record<string, TileState>)) {
    for (const monster of tile.monsters ?? []) {
      if (monster.up || s.piles.monsters.length === 0) continue;
      const i = rng.int(s.piles.monsters.length);
      [monster.m, s.piles.monsters[i]] = [s.piles.monsters[i] as string, monster.m];
    }
    if (tile.boss && !tile.boss.up && s.piles.bosses.length > 0) {
      const i = rng.int(s.piles.bosses.length);
      [tile.boss.b, s.piles.bosses[i]] = [s.piles.bosses[i] as string, tile.boss.b];
    }
    if (tile.wells && s.piles.wells.length > 0) {
      tile.wells = tile.wells.map((w) => {
        const i = rng.int(s.piles.wells.length);
        const took = s.piles.wells[i] as number;
        s.piles.wells[i] = w;
        return took;
      });
    }
  }
  for (const pile of DRAW_PILES) (s.piles[pile] as unknown[]) = rng.shuffle(s.piles[pile] as unknown[]);
  return s;
}
