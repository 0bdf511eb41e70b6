import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../engine/core/types.ts';
import { forest } from '../../../../engine/games/forest/index.ts';
import type { ForestState } from '../../../../engine/games/forest/state.ts';
import { act, blank, cardShowing, lay } from '../../../../tests/engine/forest/fixtures.ts';
import { ambushesAt, bannerOf, drawPanel, endSummary, reshuffleAt, travellerRows, type FPrompt } from './model.ts';
import { addWords } from '../../../words/say.ts';
import { forestWords } from '../words/index.ts';

// The game's words, as its manifest adds them when its client loads.
addWords(forestWords);

const NAMES = ['Ana', 'Ben'];
const prompts = (s: ForestState, seat: number): FPrompt[] => forest.prompts(s, seat);
const logOf = (events: ReturnType<typeof act>['events'], v: number): LogEntry[] => events.map((e) => ({ v, kind: e.kind, text: e.text, ...(e.seat === undefined ? {} : { seat: e.seat }), ...(e.data ? { data: e.data } : {}) }));

describe('forest HUD model', () => {
  it('the draw panel: the drawn cards with the Strategy count, a Draw button and Place buttons only for the drawer', () => {
    const s = act(act(blank(2, ['mossy-path', 'deer-trail', 'fern-hollow']), 0, { t: 'draw' }).s, 0, { t: 'draw' }).s;
    const mine = drawPanel(forest.view(s, 0), prompts(s, 0), 0, NAMES)!;
    expect(mine).toMatchObject({ drawerName: 'Ana', mine: true, count: '2 of 3 drawn', draw: { t: 'draw' }, stop: null });
    expect(mine.cards.map((c) => c.side.id)).toEqual(['mossy-path', 'deer-trail']);
    expect(mine.cards[0]!.place).toEqual({ t: 'place', card: s.turn!.drawn[0]!.id });
    expect(mine.cards[1]!.placeAs.map((x) => x.dir)).toEqual(['N', 'E', 'S', 'W']);
    const theirs = drawPanel(forest.view(s, 1), prompts(s, 1), 1, NAMES)!;
    expect(theirs).toMatchObject({ mine: false, count: '2 of 3 drawn', draw: null });
    expect(theirs.cards.every((c) => c.place === null && c.placeAs.length === 0)).toBe(true);
    const full = act(s, 0, { t: 'draw' }).s;
    expect(drawPanel(forest.view(full, 0), prompts(full, 0), 0, NAMES)).toMatchObject({ draw: null, stop: 'Strategy 3 reached: a card must be placed.' });
  });

  it('F.3 the draw panel counts draws made this Draw & Choose, as the prompt does: an Elk Stampede gives none back', () => {
    let s = blank(1, ['mossy-path', 'elk-stampede', 'fern-hollow', 'stream-ford']);
    s = act(act(s, 0, { t: 'draw' }).s, 0, { t: 'draw' }).s;
    const panel = drawPanel(forest.view(s, 0), prompts(s, 0), 0, NAMES)!;
    // One card held, two draws made: the Draw button offers the third of three, like its prompt.
    expect(panel.cards.map((c) => c.side.id)).toEqual(['elk-stampede']);
    expect(panel).toMatchObject({ count: '2 of 3 drawn', draws: 2, limit: 3, stop: null });
    expect(prompts(s, 0).find((p) => p.key === 'draw')!.label).toBe(`Draw from the bottom of the Forest Deck (${panel.draws + 1} of ${panel.limit})`);
    const full = act(s, 0, { t: 'draw' }).s;
    expect(drawPanel(forest.view(full, 0), prompts(full, 0), 0, NAMES)).toMatchObject({ count: '3 of 3 drawn', draw: null, stop: 'Strategy 3 reached: a card must be placed.' });
  });

  it('a traveller\'s panel: the map icons lit as met, the effects at work, and what completing now would bring', () => {
    const s = blank(2, ['mossy-path'], 'millers-road');
    lay(s, 0, ['old-oak', 'deer-trail@E', 'pole-star', 'hunters-lodge']);
    const [ana] = travellerRows(forest.view(s, 0), prompts(s, 0), 0, NAMES);
    expect(ana!.map!.icons).toEqual([{ dir: 'N', lit: true }, { dir: 'N', lit: false }, { dir: 'E', lit: true }]);
    expect(ana!.effects).toEqual(['Pole Star Glade: +1 renown (north icons; wild never count)', "Hunter's Lodge: Guard +1 this round"]);
    // Danger 1 + 1 against Guard 3; renown 2 + 0 + 1 (Pole Star) + 3 for the map.
    expect(ana!.totals).toEqual({ danger: 2, wounds: 0, renown: 6 });
    const wild = ana!.tableau.find((c) => c.side.id === 'deer-trail')!;
    expect(wild.assign.map((x) => x.dir)).toEqual(['N', 'S', 'W']);
    // Ben sees Ana's panel with no controls.
    expect(travellerRows(forest.view(s, 1), prompts(s, 1), 1, NAMES)[0]!.tableau.every((c) => c.assign.length === 0)).toBe(true);
  });

  it('the banner says whose turn it is and what is expected of this viewer', () => {
    const s = blank(2, ['mossy-path', 'fern-hollow']);
    expect(bannerOf(forest.view(s, 0), prompts(s, 0), 0, NAMES)).toMatchObject({ mine: true, line: 'Draw from the bottom of the Forest Deck (click the deck)' });
    expect(bannerOf(forest.view(s, 1), prompts(s, 1), 1, NAMES)).toMatchObject({ mine: false, line: 'Ana is about to draw' });
    // On a touch screen alone the deck is tapped.
    expect(bannerOf(forest.view(s, 0), prompts(s, 0), 0, NAMES, 'tap').line).toBe('Draw from the bottom of the Forest Deck (tap the deck)');
  });

  it('an Ambush and a reshuffle are read from the newest action\'s log lines', () => {
    const s0 = blank(1, []);
    const used = new Set<string>();
    s0.discard = ['wolf-pack', 'fern-hollow'].map((side) => cardShowing(side, used));
    const { events } = act(s0, 0, { t: 'draw' });
    const log = logOf(events, 7);
    expect(reshuffleAt(log, 7)!.cards.map((c) => c.side.id)).toEqual(['wolf-pack', 'fern-hollow']);
    expect(reshuffleAt(log, 6)).toBeNull();
    const ambushes = ambushesAt(log, 7);
    // The bottom card of the new deck is one of the two; only Wolf Pack ambushes.
    expect(ambushes.every((a) => a.side.id === 'wolf-pack')).toBe(true);
  });

  it('the end: the winner first, with the score spread', () => {
    const s = blank(2, ['wolf-pack'], 'fox-shortcut', { rounds: 2 });
    s.round = 2;
    s.travellers[0]!.renown = 14;
    s.travellers[1]!.renown = 20;
    s.travellers[1]!.phase = 'complete';
    lay(s, 0, ['birch-run']);
    const end = act(act(s, 0, { t: 'draw' }).s, 0, { t: 'place', card: s.deck[0]!.id }).s;
    const summary = endSummary(forest.view(end, 0), NAMES)!;
    expect(summary.title).toBe('Ben wins');
    // Ana: 14 + Birch Run 1 + Wolf Pack 2 + Fox's Shortcut 1.
    expect(summary.rows.map((r) => [r.name, r.renown, r.winner])).toEqual([['Ben', 20, true], ['Ana', 18, false]]);
  });
});
