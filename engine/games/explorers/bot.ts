import type { BotHints } from '../../core/module.ts';
import { bossOnBoard } from './effects.ts';
import { bossDef } from './ops.ts';
import type { ExState } from './state.ts';

/**
 * The search bot's reading of an Explorers position (engine/bots/), the same for every
 * seat of the group: how strong the heroes have grown (health, orbs, powers unlocked,
 * loot, monsters beaten) against the danger (heroes knocked down or poisoned, the Boss's
 * threat cube on its way to the last space). It reads a determinised state: face-down
 * monsters and the Boss's identity are only as the seat may know them.
 */
export const explorersBotHints: BotHints<ExState> = {
  evaluate: (s) => {
    let v = 0;
    for (const h of s.heroes) {
      v += h.down ? -2 : 0.3 * h.health;
      v += 0.15 * h.orbs + h.powers + 0.5 * h.loot.length - (h.poison ? 0.3 : 0);
    }
    v = v / Math.max(1, s.heroes.length) + 0.4 * s.piles.monsterDiscard.length;
    const boss = bossOnBoard(s);
    if (s.threat !== null && boss) v += 1 - 4 * (s.threat / Math.max(1, bossDef(boss.b).threat - 1));
    return 0.5 + 0.45 * Math.tanh((v - 3) / 3);
  },
  depth: 8,
};
