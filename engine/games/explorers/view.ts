import type { Viewer } from '../../core/types.ts';
import type { ExState, ExView, MonsterView, TileView } from './state.ts';

/**
 * What one viewer may see (DESIGN §2.3). Explorers is co-operative: hero boards and loot
 * are public. Hidden from everyone: face-down monster markers and Boss cards (only their
 * presence shows), face-down Energy Well markers (a count), and the order and contents of
 * every draw pile (counts). Discard piles lie face up. Built field by field, so a field
 * added to the state later stays private until listed here.
 */
export function viewExplorers(s: ExState, viewer: Viewer): ExView {
  const tiles: Record<string, TileView> = {};
  for (const [key, t] of Object.entries(s.tiles)) {
    tiles[key] = {
      id: t.id, col: t.col, row: t.row, rot: t.rot, chest: t.chest === true, event: t.event === true,
      monsters: (t.monsters ?? []).map((m): MonsterView => (m.up
        ? { up: true, m: m.m, leaf: m.leaf, frost: m.frost, revived: m.revived }
        : { up: false, leaf: m.leaf })),
      boss: t.boss === undefined ? null : t.boss.up ? { up: true, b: t.boss.b, leaf: t.boss.leaf } : { up: false },
      wells: t.wells?.length ?? 0, visited: t.visited === true, lairDone: t.lairDone === true,
    };
  }
  const p = s.piles;
  return {
    viewer,
    seats: s.seats,
    options: structuredClone(s.options),
    heroes: structuredClone(s.heroes),
    round: s.round,
    phase: s.phase,
    explore: s.explore ? structuredClone(s.explore) : null,
    turn: s.turn ? structuredClone(s.turn) : null,
    battle: s.battle ? structuredClone(s.battle) : null,
    lost: s.lost ? structuredClone(s.lost) : null,
    share: structuredClone(s.share),
    replace: structuredClone(s.replace),
    ...(s.turnOver ? { turnOver: s.turnOver.slice() } : {}),
    lair: s.lair ? structuredClone(s.lair) : null,
    tiles,
    piles: {
      tiles: p.tiles.length, monsters: p.monsters.length, monsterDiscard: p.monsterDiscard.slice(), loot: p.loot.length,
      lootDiscard: p.lootDiscard.slice(), events: p.events.length, eventDiscard: p.eventDiscard.slice(), bosses: p.bosses.length,
      wells: p.wells.length, lairA: p.lairA.length, lairB: p.lairB.length, lairDiscard: p.lairDiscard.slice(),
    },
    peddler: s.peddler ? s.peddler.slice() : null,
    threat: s.threat,
    dice: { ...s.dice },
    result: s.result ? { ...s.result } : null,
  };
}
