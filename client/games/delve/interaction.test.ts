import { describe, expect, it } from 'vitest';
import { createMatch, applyAction, projectMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { delve } from '../../../engine/games/delve/index.ts';
import { hexCentre } from '../../../engine/games/delve/table.ts';
import { clickAction, delveInteraction, hexAt, moveTargets } from './interaction.ts';

function onTurn(): Match {
  let m = createMatch(delve, { characters: ['warden', 'shade'] }, 2, 'interaction') as Match;
  for (const [seat, a] of [[0, { t: 'select', cards: ['warden-charge', 'warden-bash'] }], [1, { t: 'select', cards: ['shade-step', 'shade-kill'] }]] as const) {
    const r = applyAction(delve, m, seat, a);
    if (isRuleError(r)) throw new Error(r.message);
    m = r.match;
  }
  return m;
}

describe('Delve interaction', () => {
  it('hexAt finds the hex under a table point, and nothing off the map', () => {
    const c = hexCentre('3,3');
    expect(hexAt(c.x + 0.4, c.z - 0.3)).toBe('3,3');
    expect(hexAt(23, 15)).toBeNull();
  });

  it('on the Shade\'s move, its mini may be dragged: the reachable hexes glow, a drop on one sends that move, elsewhere it is refused', () => {
    const m = onTurn();
    let p = projectMatch(delve, m, 1);
    const half = p.prompts.flatMap((x) => x.actions).find((a) => (a as { t: string; card?: string; half?: string; plain?: boolean }).t === 'half' && (a as { card: string }).card === 'shade-step' && (a as { half: string }).half === 'bottom' && !(a as { plain?: boolean }).plain);
    const r = applyAction(delve, m, 1, half);
    if (isRuleError(r)) throw new Error(r.message);
    p = projectMatch(delve, r.match, 1);
    const mini = p.table.pieces['char-1']!;
    expect(delveInteraction.canDrag(mini, p)).toBe(true);
    expect(delveInteraction.canDrag(p.table.pieces['char-0']!, p)).toBe(false);
    const targets = moveTargets(p);
    expect(delveInteraction.hints(mini, p, { rotation: 0 }).map((h) => h.key).sort()).toEqual([...targets.keys()].sort());
    const [to] = [...targets.keys()];
    const c = hexCentre(to!);
    expect(delveInteraction.drop(mini, c.x, c.z, p, { rotation: 0 })).toEqual({ kind: 'send', action: { t: 'move', to } });
    const far = hexCentre('14,4');
    expect(delveInteraction.drop(mini, far.x, far.z, p, { rotation: 0 }).kind).toBe('reject');
    // A click on a glowing hex sends the same move.
    expect(clickAction({ id: `hex-${to!.replace(',', '-')}` }, p)).toEqual({ t: 'move', to });
    // The other seat may do nothing with it.
    const other = projectMatch(delve, r.match, 0);
    expect(delveInteraction.canDrag(mini, other)).toBe(false);
    expect(clickAction({ id: `hex-${to!.replace(',', '-')}` }, other)).toBeNull();
  });
});
