/**
 * Into the Forest's table in words for the text view (client/hud/TextView.tsx): the round,
 * the Forest Deck (its count and the side up on its top card), the discard, the cards drawn
 * this turn, and each traveller's health, renown, map card and path of cards (where each
 * lies and which way a wild card is taken). Read from the viewer's view alone.
 */
import type { Viewer } from '../../../engine/core/types.ts';
import type { ForestView, TravellerView } from '../../../engine/games/forest/state.ts';
import type { DescribeSay, TextSection } from '../../kit/types.ts';
import { mapName, sideName } from './names.ts';

function travellerLines(t: TravellerView, viewer: Viewer, say: DescribeSay): string[] {
  const head = say('forest.describe.traveller', {
    n: t.seat + 1, mine: t.seat === viewer ? 'yes' : 'no', health: t.health, renown: t.renown,
    map: t.map === null ? say('forest.describe.noMap') : mapName(t.map, say), phase: t.phase,
  });
  const cards = t.tableau.map((c) => say('forest.describe.placed', {
    name: sideName(c.up, say), x: c.x, z: c.z, as: c.as === null ? say('forest.describe.asPrinted') : say(`forest.dir.${c.as}`),
  }));
  return [head, ...cards];
}

/** The Forest's text view: the round, the piles, the cards drawn and the travellers. */
export function describeForest(view: ForestView, viewer: Viewer, say: DescribeSay): TextSection[] {
  const round = say('forest.describe.round', { n: view.round, of: view.rounds });
  const top = view.discard[view.discard.length - 1];
  const piles = [
    view.deck.top === null ? say('forest.describe.deckEmpty') : say('forest.describe.deck', { n: view.deck.count, top: sideName(view.deck.top, say) }),
    top === undefined ? say('forest.describe.discardEmpty') : say('forest.describe.discard', { n: view.discard.length, top: sideName(top.up, say) }),
    say('forest.describe.maps', { n: view.maps.count, used: view.maps.used }),
  ];
  const turn = view.turn;
  const drawn = turn === null ? [say('forest.describe.noTurn')] : [
    say('forest.describe.turn', { n: turn.seat + 1, mine: turn.seat === viewer ? 'yes' : 'no', draws: turn.draws, limit: turn.limit }),
    ...turn.drawn.map((c) => say('forest.describe.drawn', { name: sideName(c.up, say) })),
  ];
  return [
    { title: say('forest.describe.roundTitle'), lines: [round] },
    { title: say('forest.describe.turnTitle'), lines: drawn },
    { title: say('forest.describe.travellers'), lines: view.travellers.flatMap((t) => travellerLines(t, viewer, say)) },
    { title: say('forest.describe.piles'), lines: piles },
  ];
}
