import type { BotHints } from '../../core/module.ts';
import type { DelveState } from './state.ts';

/**
 * The search bot's reading of a Delve position (engine/bots/), the same for every seat of
 * the party: how much of the scenario's monsters' health is gone (defeated ones count
 * whole), weighed against what the party has left — each character's health and the
 * cards it may still play (hand and discard; lost cards never come back), nothing for an
 * exhausted one. It reads a determinised state: hands are only as the seat may know them.
 */
export const delveBotHints: BotHints<DelveState> = {
  evaluate: (s) => {
    const total = s.defeated + s.monsters.length;
    let gone = s.defeated;
    for (const m of s.monsters) gone += 1 - m.health / Math.max(1, m.maxHealth);
    const progress = total > 0 ? gone / total : 1;
    let left = 0;
    for (const c of s.chars) {
      if (c.exhausted) continue;
      const cards = c.hand.length + c.discard.length;
      const all = cards + c.lost.length + c.active.length + c.played.length;
      left += 0.5 * (c.health / Math.max(1, c.maxHealth)) + 0.5 * (all > 0 ? cards / all : 0);
    }
    const party = left / Math.max(1, s.chars.length);
    return 0.05 + 0.6 * progress + 0.3 * party;
  },
  depth: 10,
};
