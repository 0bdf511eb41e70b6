/**
 * Explorers' table in words for the text view (client/hud/TextView.tsx): the round, its
 * phase and the threat track, each tile laid (where, which way it faces, what lies on it),
 * each hero with health, orbs, loot and the tile it stands on, and the piles. Face-down
 * monsters and bosses stay unnamed: the viewer's view does not name them.
 */
import type { Viewer } from '../../../engine/core/types.ts';
import { nameOf } from '../../../engine/games/explorers/names.ts';
import type { ExView, TileView } from '../../../engine/games/explorers/state.ts';
import type { DescribeSay, TextSection } from '../../kit/types.ts';

/** The compass side a quarter turn (clockwise degrees) turns a tile's top edge to. */
const FACING = { 0: 'north', 90: 'east', 180: 'south', 270: 'west' } as const;

/** A tile's name in the reader's words. */
function tileName(id: string, say: DescribeSay): string {
  return nameOf('tile', id, say);
}

function tileLine(t: TileView, say: DescribeSay): string {
  const on: string[] = [];
  for (const m of t.monsters) on.push(m.up ? say('explorers.describe.monster', { name: nameOf('monster', m.m, say) }) : say('explorers.describe.hiddenMonster'));
  if (t.boss) on.push(t.boss.up ? say('explorers.describe.boss', { name: nameOf('boss', t.boss.b, say) }) : say('explorers.describe.hiddenBoss'));
  if (t.chest) on.push(say('explorers.describe.chest'));
  if (t.event) on.push(say('explorers.describe.event'));
  if (t.wells > 0) on.push(say('explorers.describe.wells', { n: t.wells }));
  return say('explorers.describe.tile', {
    name: tileName(t.id, say), col: t.col, row: t.row, facing: FACING[t.rot],
    on: on.length > 0 ? on.join(', ') : say('explorers.describe.nothing'),
  });
}

/** Explorers' text view: the round and track, the tiles, the heroes and the piles. */
export function describeExplorers(view: ExView, viewer: Viewer, say: DescribeSay): TextSection[] {
  const track = [say('explorers.describe.round', { n: view.round, phase: view.phase })];
  if (view.threat !== null) track.push(say('explorers.describe.threat', { n: view.threat + 1 }));
  const tiles = Object.entries(view.tiles).map(([, t]) => tileLine(t, say));
  const heroes = view.heroes.map((h) => {
    const tile = view.tiles[h.at];
    const loot = h.loot.map((l) => say('explorers.describe.loot', { name: nameOf('loot', l.card, say), up: l.up ? 'yes' : 'no' }));
    return say('explorers.describe.hero', {
      n: h.seat + 1, mine: h.seat === viewer ? 'yes' : 'no', name: nameOf('hero', h.id, say), health: h.health, orbs: h.orbs,
      where: tile ? tileName(tile.id, say) : h.at, down: h.down ? 'yes' : 'no',
      loot: loot.length > 0 ? loot.join(', ') : say('explorers.describe.noLoot'),
    });
  });
  const p = view.piles;
  return [
    { title: say('explorers.describe.trackTitle'), lines: track },
    { title: say('explorers.describe.tiles', { n: tiles.length }), lines: tiles },
    { title: say('explorers.describe.heroes'), lines: heroes },
    { title: say('explorers.describe.piles'), lines: [say('explorers.describe.pileCounts', { tiles: p.tiles, monsters: p.monsters, loot: p.loot, events: p.events })] },
  ];
}
