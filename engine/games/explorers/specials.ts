import { logLine, why } from './log-words.ts';
import { textPhrase } from './names.ts';
import type { RuleError } from '../../core/result.ts';
import type { Act } from './actions.ts';
import { heal } from './effects.ts';
import { fail, heroAt, heroDef, heroIndex, heroWord, MAX_HEALTH, monstersOn, ownTile, standingOn, tileOf, type Ctx } from './ops.ts';
import type { MonsterOnTile, Turn } from './state.ts';

/**
 * The special actions that are used rather than held (seed 002, Heroes): Sha'Vi's 5+
 * (each standing hero on her tile regains 1 health) and 6 (Frost on a monster of her
 * tile), Bethras's 5+ (remove a Poison or Thorns marker from a hero on his tile). The
 * others work while their die stands on the board: Xylia ignores thorns / adds +1 to her
 * combat dice, Klethor's armor takes an attack / he carries heroes along, Bethras rolls
 * extra combat dice.
 */
export function special(c: Ctx, a: Act<'special'>): RuleError | null {
  const s = c.s;
  const t = s.turn as Turn;
  const h = heroAt(s, t.hero);
  const def = heroDef(h).specials[a.face === 5 ? 0 : 1];
  const left = a.face === 5 ? t.s5 : t.s6;
  if (!def) return fail('no-special', 'no-special');
  if (left < 1) return fail('no-die', 'no-special-die', { hero: heroWord(h), face: a.face === 5 ? 's5' : 's6' });
  const tile = tileOf(s, h);
  const spend = (): void => {
    if (a.face === 5) t.s5 -= 1;
    else t.s6 -= 1;
  };
  switch (def.kind) {
    case 'heal': {
      const hurt = standingOn(s, h.at).filter((i) => heroAt(s, i).health < MAX_HEALTH);
      if (hurt.length === 0) return fail('full-health', 'all-healthy', { hero: heroWord(h) });
      spend();
      logLine(c, 'special', 'tend', { hero: h.id }, h.seat);
      for (const i of hurt) heal(c, i, 1, why('five', h.id));
      return null;
    }
    case 'frost': {
      if (a.target === undefined) return fail('bad-target', 'name-monster');
      const m = monstersOn(tile)[a.target];
      if (!m) return fail('bad-target', 'no-such-monster');
      if (m.frost) return fail('frozen', 'frozen');
      (ownTile(c, h.at).monsters as MonsterOnTile[])[a.target]!.frost = true;
      spend();
      logLine(c, 'special', 'freeze-special', { hero: h.id, hidden: m.up ? 'no' : 'yes', enemy: m.up ? m.m : '' }, h.seat, { target: a.target });
      return null;
    }
    case 'cleanse': {
      if (a.hero === undefined || a.marker === undefined) return fail('bad-target', 'name-marker');
      const i = heroIndex(s, a.hero);
      if (i < 0 || heroAt(s, i).at !== h.at) return fail('not-here', 'not-on-his-tile');
      const x = heroAt(s, i);
      if (!x[a.marker]) return fail('no-marker', 'no-marker', { hero: heroWord(x), marker: a.marker });
      x[a.marker] = false;
      spend();
      logLine(c, 'special', 'cleanse', { by: h.id, hero: x.id, marker: a.marker }, h.seat);
      return null;
    }
    default:
      return fail('passive', 'passive', { text: textPhrase('special', `${h.id}.${a.face === 5 ? 's5' : 's6'}`) });
  }
}
