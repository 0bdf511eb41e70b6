/**
 * How the Forest browser test plays (and how its table seed was chosen offline, by playing
 * the same steps on the engine): each traveller draws to the Strategy limit, then places a
 * card — a wild one first, assigned to a direction the map does NOT need (to keep drawing);
 * on their next turn, with no card drawn, they reassign it to a direction the map still
 * needs. Pure: it reads a view and the prompts, as a page's store holds them.
 */
import type { ForestAction } from '../../engine/games/forest/actions.ts';
import { DIRS, mapDef, sideDef, type Dir } from '../../engine/games/forest/content/index.ts';
import { missingIcons } from '../../engine/games/forest/map.ts';
import type { ForestView } from '../../engine/games/forest/state.ts';

interface PromptLike { actions: unknown[] }

/** The next action of `seat` by the script, or null when it has nothing to do. */
export function scriptStep(v: ForestView, prompts: readonly PromptLike[], seat: number): ForestAction | null {
  const actions = prompts.flatMap((p) => p.actions as ForestAction[]);
  if (actions.length === 0 || v.turn?.seat !== seat) return null;
  const me = v.travellers[seat]!;
  const missing = missingIcons(me.map, me.tableau);
  const turnOver = actions.find((a) => a.t === 'turnOver');
  if (turnOver) return turnOver;
  if (v.turn.drawn.length === 0) {
    const off = me.tableau.find((c) => c.as !== null && !(me.map ? mapDef(me.map).needs : []).includes(c.as));
    const to = missing[0];
    if (off && to) return { t: 'assign', card: off.id, as: to };
  }
  if (actions.some((a) => a.t === 'draw')) return { t: 'draw' };
  const drawn = v.turn.drawn;
  const wild = drawn.find((c) => sideDef(c.up).icon === 'wild');
  if (wild) {
    const needs = me.map ? mapDef(me.map).needs : [];
    const unneeded = DIRS.find((d) => !needs.includes(d)) ?? missing[0] ?? 'N';
    return { t: 'place', card: wild.id, as: unneeded };
  }
  const score = (id: string): number => {
    const side = sideDef(id);
    const icon = side.icon;
    return (icon !== null && icon !== 'wild' && missing.includes(icon as Dir) ? 10 : 0) + side.renown - side.danger;
  };
  const best = [...drawn].sort((a, b) => score(b.up) - score(a.up))[0];
  return best ? { t: 'place', card: best.id } : null;
}
