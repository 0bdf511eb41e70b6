import { describe, expect, it } from 'vitest';
import type { ClergyBoardView } from '../../../../engine/games/root/factions/clergy/board.ts';
import type { LegionBoardView } from '../../../../engine/games/root/factions/legion/board.ts';
import type { RootView } from '../../../../engine/games/root/view.ts';
import { CLERGY, LEGION, matchAfter, play, SEAT_NAMES, seen } from './fixtures.ts';
import { bannerOf, battleInfo, compactNote, endSummary, factionBoards, isRootView, ownBoardSeat, playerBeside, seatLabel } from './model.ts';
import type { ClergyBoard } from '../factions/clergy/board.ts';
import type { LegionBoard } from '../factions/legion/board.ts';
import { addWords } from '../../../words/say.ts';
import { rootWords } from '../words/index.ts';

// The words Root's client loads with it (manifest.ts): these tests read them in English.
addWords(rootWords);

const clergyOf = (v: RootView): ClergyBoard => factionBoards(v, SEAT_NAMES)[CLERGY] as ClergyBoard;
const legionOf = (v: RootView): LegionBoard => factionBoards(v, SEAT_NAMES)[LEGION] as LegionBoard;

/** The view with the Clergy's board changed as the engine could give it. */
const withClergy = (v: RootView, change: Partial<ClergyBoardView>): RootView => ({
  ...v, seats: v.seats.map((s) => (s.faction === 'clergy' ? { ...s, board: { ...s.board, ...change } } : s)),
});
/** The view with the Legion's board changed as the engine could give it. */
const withLegion = (v: RootView, change: Partial<LegionBoardView>): RootView => ({
  ...v, seats: v.seats.map((s) => (s.faction === 'legion' ? { ...s, board: { ...s.board, ...change } } : s)),
});

describe('Root HUD model', () => {
  it('recognises a Root view and nothing else', () => {
    expect(isRootView(seen(matchAfter(0), CLERGY).view)).toBe(true);
    expect(isRootView({ heroes: [], tiles: {} })).toBe(false);
    expect(isRootView(null)).toBe(false);
  });

  it('the banner says whose turn, which phase and step, and what is expected of whom', () => {
    const m = matchAfter(0);
    const mine = bannerOf(seen(m, CLERGY).view, CLERGY, SEAT_NAMES, 'Place your cathedral');
    expect(mine).toMatchObject({ who: 'Honeycomb Clergy (Ana)', yours: true, mine: true, when: 'Setup', phases: [], expected: 'Your decision: Place your cathedral' });
    const other = bannerOf(seen(m, LEGION).view, LEGION, SEAT_NAMES);
    expect(other.mine).toBe(false);
    expect(other.expected).toBe('Waiting for Honeycomb Clergy (Ana): Setup: place the starting cathedral');
    expect(bannerOf(seen(m, 'spectator').view, 'spectator', SEAT_NAMES).expected).toBe('Honeycomb Clergy (Ana): Setup: place the starting cathedral');
    const turn = bannerOf(seen(matchAfter(8), LEGION).view, LEGION, SEAT_NAMES);
    expect(turn.when).toBe('Turn 1');
    expect(turn.phases).toEqual([{ name: 'Birdsong', now: false }, { name: 'Daylight', now: true }, { name: 'Evening', now: false }]);
    expect(turn.step).toBe('Act (Mission, Swarm, Crusade, Replant)');
    expect(bannerOf(seen(matchAfter(8), CLERGY).view, CLERGY, SEAT_NAMES).expected).toBe('Your decision: pick one of your choices');
    expect(bannerOf(seen(matchAfter(11), LEGION).view, LEGION, SEAT_NAMES).expected).toBe('Your decision: battle in Beach (rabbit) — may play an ambush card or let the battle go on');
  });

  it('a bot named by its faction is not named twice beside it: "Queenless Legion (bot)", not "Queenless Legion (Queenless Legion bot)"', () => {
    const m = matchAfter(0);
    const names = ['Ana', 'Queenless Legion bot'];
    const other = bannerOf(seen(m, CLERGY).view, CLERGY, names);
    expect(other.who).toBe('Honeycomb Clergy (Ana)');
    const board = factionBoards(seen(m, CLERGY).view, names).find((b) => b.seat === LEGION);
    expect(board && playerBeside(board.factionName, board.player)).toBe('bot');
    expect(seatLabel(seen(m, CLERGY).view, names, LEGION)).toBe('Queenless Legion (bot)');
    expect(playerBeside('Queenless Legion', 'Seat 2 bot')).toBe('Seat 2 bot');
  });

  it('the Clergy board: stand-in track, cathedrals, Heretic marker, bag by suit, flowers on the map', () => {
    const start = clergyOf(seen(matchAfter(0), LEGION).view);
    expect(start.standIn).toBe(true);
    expect(start.track.map((t) => [t.cost, t.vp, t.bee, t.cathedral])).toEqual([[1, 0, false, true], [2, 1, true, true], [3, 2, false, true], [4, 3, true, true]]);
    expect(start.track.map((t) => t.next)).toEqual([true, false, false, false]);
    expect(start).toMatchObject({ cathedralsBuilt: 0, cathedralsLeft: 5, bees: 0, warriors: 15, handCount: 3 });
    expect(start.penitence).toEqual([{ seat: LEGION, who: 'Queenless Legion (Ben)', marker: 'heretic', honeyUsed: false }]);
    expect(start.bag).toEqual({ count: 11, bySuit: { fox: 3, rabbit: 3, mouse: 3, bird: 2 }, drawn: null });
    const set = clergyOf(seen(matchAfter(4), LEGION).view);
    expect(set).toMatchObject({ cathedralsBuilt: 1, cathedralsLeft: 4, flowersOnMap: 3 });
    // Setup drew two mouse flowers (Dune) and a rabbit flower (Beach).
    expect(set.bag).toEqual({ count: 8, bySuit: { fox: 3, rabbit: 2, mouse: 1, bird: 2 }, drawn: null });
    expect(set.flowers).toEqual([{ clearing: 9, name: 'Dune (mouse)', suits: ['mouse', 'mouse'] }, { clearing: 10, name: 'Beach (rabbit)', suits: ['rabbit'] }]);
  });

  it('a drawn flower waiting to be placed is named by the board, beside the bag by suit the board gives', () => {
    const v = seen(matchAfter(4), LEGION).view;
    const bySuit = { fox: 3, rabbit: 2, mouse: 1, bird: 1 };
    const waiting = withClergy({ ...v, decision: { ...v.decision, seat: CLERGY, kind: 'place-flower' } }, { bag: { count: 7, bySuit }, drawn: 'bird' });
    const named = factionBoards(waiting, SEAT_NAMES)[CLERGY] as ClergyBoard;
    expect(named.bag).toEqual({ count: 7, bySuit, drawn: 'bird' });
  });

  it('QL.2.1 a Clergy flower in the Legion\'s Spoils box is out of the bag, not lost from the count', () => {
    const v = seen(matchAfter(4), LEGION).view;
    // One of Dune's two mouse flowers taken into Spoils: one fewer on the map, the bag unchanged.
    const map = v.map.map((c) => (c.id === 9 ? { ...c, tokens: c.tokens.filter((t, i) => !(t.kind === 'flower' && i === c.tokens.findIndex((x) => x.kind === 'flower'))) } : c));
    const spoiled = withLegion({ ...v, map }, { spoils: [{ owner: CLERGY, piece: 'flower', suit: 'mouse' }] });
    expect(clergyOf(spoiled).flowersOnMap).toBe(2);
    expect(clergyOf(spoiled).bag).toEqual({ count: 8, bySuit: { fox: 3, rabbit: 2, mouse: 1, bird: 2 }, drawn: null });
  });

  it('Honey for the Holy shows as used once the Penitent crafted this turn', () => {
    const v = seen(matchAfter(8), CLERGY).view;
    const penitent = withClergy({ ...v, turn: { ...v.turn, used: [`honey:${LEGION}`] } }, { penitence: { [LEGION]: 'penitent' } });
    expect(clergyOf(penitent).penitence[0]).toMatchObject({ marker: 'penitent', honeyUsed: true });
  });

  it('the Clergy board shows the Daylight actions left during their Act', () => {
    expect(clergyOf(seen(matchAfter(8), LEGION).view).acting).toEqual({ left: 3, current: null });
    expect(clergyOf(seen(matchAfter(9), LEGION).view).acting).toEqual({ left: 2, current: 'Crusade: move first' });
    expect(clergyOf(seen(matchAfter(10), LEGION).view).acting).toEqual({ left: 2, current: 'Crusade: may battle in Beach (rabbit)' });
    expect(clergyOf(seen(matchAfter(4), LEGION).view).acting).toBeNull();
  });

  it('the Legion board: campaign card with its crafting icons, colonies, Spoils, the current step', () => {
    const before = legionOf(seen(matchAfter(6), CLERGY).view);
    expect(before.campaign).toBeNull();
    const v = seen(matchAfter(7), CLERGY).view;
    const b = legionOf(v);
    expect(b.campaign).toEqual({ key: 'rabbit-better-burrow-bank', name: 'Better Burrow Bank', suit: 'rabbit', cost: ['rabbit', 'rabbit'], item: null, bird: false, chosen: 'rabbit' });
    expect(b).toMatchObject({ coloniesPlaced: 0, coloniesLeft: 6, spoilsCount: 0, spoilsPer: 2, warriors: 14, steps: [] });
    const spoiled = withLegion(
      { ...v, turn: { ...v.turn, seat: LEGION, phase: 'daylight', step: 'ql-attack' } },
      { attacked: [10], spoils: [{ owner: 0, piece: 'warrior' }, { owner: 0, piece: 'warrior' }, { owner: 0, piece: 'flower', suit: 'mouse' }] },
    );
    expect(legionOf(spoiled).attacked).toEqual(['Beach (rabbit)']);
    expect(legionOf({ ...spoiled, turn: { ...spoiled.turn, seat: CLERGY, step: 'hcc-act' } }).attacked).toEqual([]);
    const s = legionOf(spoiled);
    expect(s.spoils).toEqual([{ words: 'Honeycomb Clergy warrior', n: 2 }, { words: 'Honeycomb Clergy mouse flower', n: 1 }]);
    expect(s.steps).toEqual([{ label: 'Invade', now: false }, { label: 'Attack', now: true }, { label: 'Colonize', now: false }, { label: 'Deescalate', now: false }]);
  });

  it('the battle: where, who, what the decider is asked, the ambush, the dice and hits', () => {
    const m = matchAfter(11);
    const defender = battleInfo(seen(m, LEGION).view, LEGION, SEAT_NAMES)!;
    expect(defender).toMatchObject({
      where: 'Beach (rabbit)', attacker: 'Honeycomb Clergy (Ana)', defender: 'Queenless Legion (Ben)', why: 'Crusade (HCC.5.1.III)',
      decider: 'Queenless Legion (Ben)', now: 'may play an ambush card or let the battle go on', ambush: null, dice: null, hits: null, youDefend: true,
    });
    expect(battleInfo(seen(m, CLERGY).view, CLERGY, SEAT_NAMES)!.youDefend).toBe(false);
    const ambush = seen(m, LEGION).prompts.find((p) => p.key === 'ambush')!.actions[0]!;
    const countered = play(m, LEGION, ambush);
    expect(battleInfo(seen(countered, CLERGY).view, CLERGY, SEAT_NAMES)).toMatchObject({ ambush: 'Ambush (bird)', decider: 'Honeycomb Clergy (Ana)' });
    expect(battleInfo(seen(play(countered, CLERGY, { t: 'done' }), CLERGY).view, CLERGY, SEAT_NAMES)).toBeNull();
    expect(battleInfo(seen(matchAfter(10), CLERGY).view, CLERGY, SEAT_NAMES)).toBeNull();
  });

  it('the end screen names the winner and lists every score, best first', () => {
    const v = seen(matchAfter(8), LEGION).view;
    expect(endSummary(v, LEGION, SEAT_NAMES)).toBeNull();
    const over: RootView = { ...v, winners: [LEGION], endedBy: 'vp', seats: v.seats.map((s) => ({ ...s, vp: s.seat === LEGION ? 30 : 21 })) };
    expect(endSummary(over, LEGION, SEAT_NAMES)).toEqual({
      title: 'Queenless Legion (Ben) wins!', reason: 'First to 30 victory points.', youWon: true,
      rows: [
        { seat: LEGION, who: 'Queenless Legion (Ben)', color: '#8a2be2', vp: 30, winner: true },
        { seat: CLERGY, who: 'Honeycomb Clergy (Ana)', color: '#e0b020', vp: 21, winner: false },
      ],
    });
    expect(endSummary(over, CLERGY, SEAT_NAMES)!.youWon).toBe(false);
    expect(bannerOf(over, LEGION, SEAT_NAMES, 'Colonize')).toMatchObject({ mine: false, yours: false, phases: [], expected: 'Queenless Legion (Ben) won the game', when: 'Game over after turn 1' });
    expect(endSummary(over, 'spectator', SEAT_NAMES)!.youWon).toBeNull();
  });

  it('the view says what kind of decision is at hand', () => {
    expect(seen(matchAfter(0), LEGION).view.decision).toMatchObject({ seat: CLERGY, kind: 'turn' });
    expect(seen(matchAfter(11), CLERGY).view.decision).toMatchObject({ seat: LEGION, kind: 'battle' });
    expect(seen(matchAfter(11), CLERGY).view.battle).toMatchObject({ cause: 'crusade', effects: [], step: 'ambush' });
    expect(seen(matchAfter(11), CLERGY).view.battle?.hits).toBeUndefined();
  });

  it('a folded board keeps one line: the Penitence markers, or the campaign suit and Spoils', () => {
    const boards = factionBoards(seen(matchAfter(7), CLERGY).view, SEAT_NAMES);
    expect(boards.map(compactNote)).toEqual(['Queenless Legion: Heretic', 'Campaign: rabbit clearings · Spoils 0']);
  });

  it('the expanded board is the viewer\'s own; a spectator follows the deciding seat', () => {
    const v = seen(matchAfter(5), 'spectator').view;
    expect(ownBoardSeat(v, CLERGY)).toBe(CLERGY);
    expect(ownBoardSeat(v, 'spectator')).toBe(LEGION);
  });
});
