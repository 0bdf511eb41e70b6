/**
 * Delve's table in words for the text view (client/hud/TextView.tsx): the round and its
 * step, each hero with health and the hex (and room) it stands on, each monster likewise,
 * what lies on the floor, each hand's size and the viewer's own cards by name. Read from
 * the viewer's view alone.
 */
import type { Viewer } from '../../../engine/core/types.ts';
import { sayPhrase } from '../../../engine/core/words.ts';
import { CONTENT } from '../../../engine/games/delve/content/index.ts';
import { cardPhrase, charPhrase, kindPhrase, roomPhrase } from '../../../engine/games/delve/words.ts';
import { HEXES } from '../../../engine/games/delve/map.ts';
import type { DelveView } from '../../../engine/games/delve/state.ts';
import type { DescribeSay, TextSection } from '../../kit/types.ts';

/** A hex in words: its column and row, and the room it lies in. */
function hexWords(at: string | null, view: DelveView, say: DescribeSay): string {
  if (at === null) return say('delve.describe.off');
  const [col, row] = at.split(',');
  const room = HEXES.get(at)?.room;
  const name = room === null || room === undefined || !view.rooms[room] ? '' : sayPhrase(roomPhrase(room), say);
  return say('delve.describe.hex', { col: col ?? '', row: row ?? '', room: name, inRoom: name === '' ? 'no' : 'yes' });
}

/** Delve's text view: the round, the heroes, the monsters, the floor and the hands. */
export function describeDelve(view: DelveView, viewer: Viewer, say: DescribeSay): TextSection[] {
  const round = say('delve.describe.round', { n: view.round, phase: view.phase, scenario: say(`delve.name.scenario.${CONTENT.scenario.id}`) });
  const rooms = view.rooms.map((r, i) => say('delve.describe.room', { name: sayPhrase(roomPhrase(i), say), open: r.open ? 'yes' : 'no' }));
  const heroes = view.chars.map((c) => say('delve.describe.hero', {
    n: c.seat + 1, name: sayPhrase(charPhrase(c.id), say), health: c.health, max: c.maxHealth, where: hexWords(c.at, view, say),
    state: c.exhausted ? 'exhausted' : c.resting ? 'resting' : 'ready',
  }));
  const monsters = view.monsters.map((m) => say('delve.describe.monster', {
    name: sayPhrase(kindPhrase(m.kind), say), n: m.n, health: m.health, max: m.maxHealth, where: hexWords(m.at, view, say),
  }));
  const loot = view.loot.map((l) => say('delve.describe.loot', { kind: l.kind, where: hexWords(l.at, view, say) }));
  const hands: string[] = [];
  for (const c of view.chars) {
    const mine = c.seat === viewer;
    hands.push(say('delve.describe.hand', { n: c.seat + 1, name: sayPhrase(charPhrase(c.id), say), count: c.handCount, mine: mine ? 'yes' : 'no' }));
    if (mine && c.hand && c.hand.length > 0) hands.push(say('delve.describe.cards', { cards: c.hand.map((id) => sayPhrase(cardPhrase(id), say)).join(', ') }));
  }
  return [
    { title: say('delve.describe.roundTitle'), lines: [round, ...rooms] },
    { title: say('delve.describe.heroes'), lines: heroes },
    { title: say('delve.describe.monsters'), lines: monsters.length > 0 ? monsters : [say('delve.describe.none')] },
    { title: say('delve.describe.floor'), lines: loot.length > 0 ? loot : [say('delve.describe.none')] },
    { title: say('delve.describe.hands'), lines: hands },
    { title: say('delve.describe.piles'), lines: [say('delve.describe.deck', { n: view.deck.count, discard: view.deck.discard.length })] },
  ];
}
