/**
 * Seed 000, Draw & Choose: bottom draws, Ambushes resolved at once, the Strategy limit,
 * and the deck rebuilt from the discard without turning any card over.
 */
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import { RULES } from '../../../engine/games/forest/content/index.ts';
import { forest } from '../../../engine/games/forest/index.ts';
import { upId } from '../../../engine/games/forest/ops.ts';
import { act, blank, cardShowing, lay, offered, rejects, sides, texts } from './fixtures.ts';

describe('Forest: drawing', () => {
  it('bottom draws: each draw takes the bottom card of the Forest Deck, never the top', () => {
    const s0 = blank(1, ['mossy-path', 'fern-hollow', 'stream-ford', 'birch-run']);
    const { s: s1 } = act(s0, 0, { t: 'draw' });
    expect(sides(s1.turn!.drawn)).toEqual(['mossy-path']);
    expect(sides(s1.deck)).toEqual(['fern-hollow', 'stream-ford', 'birch-run']);
    const { s: s2, events } = act(s1, 0, { t: 'draw' });
    expect(sides(s2.turn!.drawn)).toEqual(['mossy-path', 'fern-hollow']);
    expect(s2.deck.map((c) => c.id)).toEqual(s0.deck.slice(2).map((c) => c.id));
    expect(texts(events)).toEqual(['Seat 1 draws Fern Hollow (east) from the bottom of the Forest Deck: 2 of 3 drawn.']);
  });

  it('bottom draws: the top card lies in plain sight, and drawing from the bottom leaves it there', () => {
    const s0 = blank(2, ['mossy-path', 'fern-hollow', 'stream-ford']);
    expect(forest.view(s0, 1).deck).toEqual({ count: 3, top: 'stream-ford' });
    const { s: s1 } = act(s0, 0, { t: 'draw' });
    expect(forest.view(s1, 'spectator').deck).toEqual({ count: 2, top: 'stream-ford' });
  });

  it('ambush timing: an Ambush is resolved in the draw itself, before any choice, and its card stays among the drawn', () => {
    const s0 = blank(1, ['wolf-pack', 'mossy-path']);
    const { s: s1, events } = act(s0, 0, { t: 'draw' });
    expect(s1.travellers[0]!.health).toBe(RULES.health - 2);
    expect(texts(events)).toEqual([
      'Seat 1 draws Wolf Pack (north) from the bottom of the Forest Deck: 1 of 3 drawn.',
      'Ambush! Wolf Pack: Seat 1 loses 2 health (8 left).',
    ]);
    expect(sides(s1.turn!.drawn)).toEqual(['wolf-pack']);
    // Placed afterwards, it does not strike again.
    const { s: s2 } = act(s1, 0, { t: 'place', card: s1.turn!.drawn[0]!.id });
    expect(s2.travellers[0]!.health).toBe(RULES.health - 2);
  });

  it('ambush timing: an Ambush on the last card allowed is still resolved before the forced placement', () => {
    let s = blank(1, ['mossy-path', 'fern-hollow', 'hornet-nest']);
    s = act(s, 0, { t: 'draw' }).s;
    s = act(s, 0, { t: 'draw' }).s;
    const { s: s3, events } = act(s, 0, { t: 'draw' });
    expect(events.map((e) => e.kind)).toEqual(['draw', 'ambush']);
    expect(s3.travellers[0]!.health).toBe(RULES.health - 1);
    expect(offered(s3, 0).some((a) => (a as { t: string }).t === 'draw')).toBe(false);
  });

  it('ambush timing: a Briar Snare ends the drawing at once — a drawn card must be placed', () => {
    const s0 = blank(1, ['mossy-path', 'briar-snare', 'fern-hollow']);
    const s2 = act(act(s0, 0, { t: 'draw' }).s, 0, { t: 'draw' }).s;
    expect(s2.turn!.snared).toBe(true);
    rejects(s2, 0, { t: 'draw' }, 'forest/snared');
    expect(offered(s2, 0).map((a) => (a as { t: string }).t)).not.toContain('draw');
  });

  it('ambush timing: an Elk Stampede sends the other drawn cards to the discard as drawn, before the choice', () => {
    const s0 = blank(1, ['mossy-path', 'fern-hollow', 'elk-stampede']);
    const s2 = act(act(s0, 0, { t: 'draw' }).s, 0, { t: 'draw' }).s;
    const { s: s3 } = act(s2, 0, { t: 'draw' });
    expect(sides(s3.turn!.drawn)).toEqual(['elk-stampede']);
    expect(sides(s3.discard)).toEqual(['mossy-path', 'fern-hollow']);
  });

  it('ambush timing: a traveller whose health runs out while drawing falls at once; the drawn cards go to the discard as drawn', () => {
    const s0 = blank(2, ['mossy-path', 'wolf-pack']);
    s0.travellers[0]!.health = 2;
    const s1 = act(s0, 0, { t: 'draw' }).s;
    const { s: s2, events } = act(s1, 0, { t: 'draw' });
    expect(s2.travellers[0]!.phase).toBe('lost');
    expect(sides(s2.discard)).toEqual(['mossy-path', 'wolf-pack']);
    expect(s2.turn!.seat).toBe(1);
    expect(texts(events)).toContain('Seat 1 has fallen in the forest and is out of the journey (renown 0).');
  });

  it('Strategy limit: at Strategy cards drawn no more may be drawn; one must be placed', () => {
    let s = blank(1, ['mossy-path', 'fern-hollow', 'stream-ford', 'birch-run']);
    for (let k = 0; k < RULES.strategy; k++) s = act(s, 0, { t: 'draw' }).s;
    expect(s.turn!.drawn).toHaveLength(3);
    rejects(s, 0, { t: 'draw' }, 'forest/strategy-limit');
    const kinds = forest.prompts(s, 0).map((p) => p.key);
    expect(kinds).not.toContain('draw');
    expect(kinds.filter((k) => k.startsWith('place:'))).toHaveLength(3);
  });

  it('F.3 Strategy limits draws made this Draw & Choose, not cards held: after an Elk Stampede no fourth draw at Strategy 3', () => {
    // Seed 000: "You can draw up to a total number of cards equal to your Strategy before you
    // are forced to stop drawing and place one of the cards you've drawn."
    let s = blank(1, ['mossy-path', 'fern-hollow', 'elk-stampede', 'stream-ford', 'birch-run']);
    s = act(s, 0, { t: 'draw' }).s;
    s = act(s, 0, { t: 'draw' }).s;
    s = act(s, 0, { t: 'draw' }).s;
    // The Stampede left one card in hand, but three draws were made: the limit is reached.
    expect(sides(s.turn!.drawn)).toEqual(['elk-stampede']);
    const err = rejects(s, 0, { t: 'draw' }, 'forest/strategy-limit');
    expect(err.message).toBe('You have drawn 3 cards this Draw & Choose, as many as your Strategy (3): place one of your drawn cards.');
    expect(offered(s, 0).map((a) => (a as { t: string }).t)).not.toContain('draw');
    const v = forest.view(s, 0).turn!;
    expect(v).toMatchObject({ draws: 3, limit: 3, mayDraw: false });
    // Placing starts a new Draw & Choose: the count starts again.
    const placed = act(s, 0, { t: 'place', card: s.turn!.drawn[0]!.id }).s;
    expect(placed.turn!.draws).toBe(0);
    const { s: again, events } = act(placed, 0, { t: 'draw' });
    expect(again.turn!.draws).toBe(1);
    expect(texts(events)[0]).toBe('Seat 1 draws Stream Ford (south) from the bottom of the Forest Deck: 1 of 3 drawn.');
  });

  it('F.3 Strategy limits draws made: the draw prompt counts the draws made, not the cards held', () => {
    let s = blank(1, ['mossy-path', 'elk-stampede', 'stream-ford', 'birch-run']);
    s = act(s, 0, { t: 'draw' }).s;
    s = act(s, 0, { t: 'draw' }).s;
    expect(s.turn!.drawn).toHaveLength(1);
    const draw = forest.prompts(s, 0).find((p) => p.key === 'draw');
    expect(draw?.label).toBe('Draw from the bottom of the Forest Deck (3 of 3)');
    expect(forest.status(s).headline).toMatch(/· Seat 1 chooses \(2 of 3 drawn\)$/);
  });

  it('Strategy limit: before the limit the player may place or draw again; a placement needs a draw first', () => {
    const s0 = blank(1, ['mossy-path', 'fern-hollow']);
    rejects(s0, 0, { t: 'place', card: 'c1' }, 'forest/draw-first');
    const s1 = act(s0, 0, { t: 'draw' }).s;
    expect(forest.prompts(s1, 0).map((p) => p.key)).toEqual(expect.arrayContaining(['draw', `place:${s1.turn!.drawn[0]!.id}`]));
  });

  it('Strategy limit: a Lookout Tree raises it for the rest of the round, a Thick Fog lowers it', () => {
    let s = blank(1, ['lookout-tree', 'mossy-path', 'fern-hollow', 'stream-ford', 'birch-run']);
    s = act(s, 0, { t: 'draw' }).s;
    s = act(s, 0, { t: 'place', card: s.turn!.drawn[0]!.id }).s;
    expect(forest.view(s, 0).travellers[0]!.strategy).toBe(4);
    for (let k = 0; k < 4; k++) s = act(s, 0, { t: 'draw' }).s;
    rejects(s, 0, { t: 'draw' }, 'forest/strategy-limit');
    const f = blank(1, ['thick-fog', 'mossy-path']);
    const placed = act(act(f, 0, { t: 'draw' }).s, 0, { t: 'place', card: f.deck[0]!.id }).s;
    expect(forest.view(placed, 0).travellers[0]!.strategy).toBe(2);
  });

  it('facing kept through reshuffle: the discard becomes the new deck with every card showing the side it was discarded with', () => {
    const s0 = blank(1, []);
    const used = new Set<string>();
    s0.discard = ['wolf-pack', 'fern-hollow', 'sprites', 'troll-bridge', 'crossroads', 'old-oak'].map((side) => cardShowing(side, used));
    const facing = new Map(s0.discard.map((c) => [c.id, c.showing]));
    const { s: s1, events } = act(s0, 0, { t: 'draw' }, new Rng(seedRng('reshuffle')));
    expect(s1.discard).toEqual([]);
    const all = [...s1.deck, ...s1.turn!.drawn];
    expect(all).toHaveLength(6);
    for (const card of all) expect(card.showing, card.id).toBe(facing.get(card.id));
    expect(new Set(all.map(upId))).toEqual(new Set(['wolf-pack', 'fern-hollow', 'sprites', 'troll-bridge', 'crossroads', 'old-oak']));
    const reshuffle = events.find((e) => e.kind === 'reshuffle')!;
    expect(reshuffle.text).toBe('The Forest Deck is empty: the discard (6 cards) is shuffled into a new Forest Deck, no card turned over.');
    expect(reshuffle.hidden?.type).toBe('shuffle');
    // The shuffle comes first, then the draw from the bottom of the new deck.
    expect(events[0]!.kind).toBe('reshuffle');
    expect(events[1]!.text).toContain('from the bottom of the Forest Deck');
  });

  it('facing kept through reshuffle: the order changes with the seed, the facings never do', () => {
    const facings = new Set<string>();
    const orders = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd']) {
      const s0 = blank(1, []);
      const used = new Set<string>();
      s0.discard = ['mossy-path', 'fern-hollow', 'stream-ford', 'birch-run', 'old-oak'].map((side) => cardShowing(side, used));
      const s1 = act(s0, 0, { t: 'draw' }, new Rng(seedRng(seed))).s;
      const all = [...s1.turn!.drawn, ...s1.deck];
      orders.add(all.map((c) => c.id).join());
      facings.add(all.map((c) => `${c.id}:${c.showing}`).sort().join());
    }
    expect(orders.size).toBeGreaterThan(1);
    expect(facings.size).toBe(1);
  });

  it('a card is drawn with the side it was discarded with, and its Ambush strikes again', () => {
    const s0 = blank(1, ['wolf-pack']);
    lay(s0, 0, ['mossy-path']);
    const s1 = act(s0, 0, { t: 'draw' }).s;
    expect(s1.travellers[0]!.health).toBe(8);
    // Not chosen: discarded as drawn (Wolf Pack up), then drawn again after the reshuffle.
    s1.deck = [];
    s1.turn!.drawn.push(cardShowing('fern-hollow', new Set(['c1'])));
    const s2 = act(s1, 0, { t: 'place', card: s1.turn!.drawn[1]!.id }).s;
    expect(sides(s2.discard)).toEqual(['wolf-pack']);
    const s3 = act(s2, 0, { t: 'draw' }).s;
    expect(sides(s3.turn!.drawn)).toEqual(['wolf-pack']);
    expect(s3.travellers[0]!.health).toBe(6);
  });
});
