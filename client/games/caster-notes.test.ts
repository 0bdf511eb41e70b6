/**
 * What each rules game adds to the caster's "Hidden from the players" panel (its
 * `casterNotes`, client/broadcast/hidden.ts): read from the whole state of a caster's
 * projection, never shown for a spectator's. Where the engine can tell what comes next
 * (a draw, a reveal), the line is checked against what it then does.
 */
import { describe, expect, it } from 'vitest';
import { projectCaster, type CasterProjection } from '../../engine/core/caster.ts';
import { applyAction, createMatch, projectMatch, type Match } from '../../engine/core/match.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { getGame } from '../../engine/games/registry.ts';
import { CONTENT as DELVE } from '../../engine/games/delve/content/index.ts';
import type { DelveState } from '../../engine/games/delve/state.ts';
import { CONTENT as EX } from '../../engine/games/explorers/content/index.ts';
import type { ExState, TileState } from '../../engine/games/explorers/state.ts';
import { mapDef } from '../../engine/games/forest/content/index.ts';
import { cardName as forestCardName } from '../../engine/games/forest/ops.ts';
import type { ForestState } from '../../engine/games/forest/state.ts';
import { hiddenInfo } from '../broadcast/hidden.ts';
import { delveCasterNotes } from './delve/caster-notes.ts';
import { explorersCasterNotes } from './explorers/caster-notes.ts';
import { forestCasterNotes } from './forest/caster-notes.ts';
import { clientGame } from '../kit/registry.ts';
import { loadClientGames } from '../../tests/helpers/client-games.ts';

// The registry loads each game's client on demand; these tests read them synchronously.
await loadClientGames();

function match(id: string, seed = 'caster-notes'): Match {
  const m = createMatch(getGame(id)!, {}, 2, seed);
  if (isRuleError(m)) throw new Error(m.message);
  return m;
}

function act(id: string, m: Match, seat: number, action: unknown): Match {
  const r = applyAction(getGame(id)!, m, seat, action);
  if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`);
  return r.match;
}

/** The caster's projection of `m`, with its state replaced by `state` when given. */
function caster(id: string, m: Match, state?: unknown): CasterProjection {
  const p = projectCaster(getGame(id)!, m);
  return state === undefined ? p : { ...p, caster: { ...p.caster, state } };
}

const seats = [
  { seat: 0, name: 'Ana', color: '#c0392b', occupied: true, connected: true },
  { seat: 1, name: 'Bo', color: '#2e6fd8', occupied: true, connected: true },
];

describe('caster notes of every rules game', () => {
  it('cast: every game of the client has caster notes, and a spectator projection shows none of them', () => {
    for (const id of ['sandbox', 'explorers', 'root', 'delve', 'forest']) {
      const game = clientGame(id);
      expect(game.id).toBe(id);
      expect(game.casterNotes, id).toBeTypeOf('function');
      const m = match(id);
      expect(hiddenInfo(projectMatch(getGame(id)!, m, 'spectator'), seats, game.casterNotes)).toBeNull();
      const info = hiddenInfo(projectCaster(getGame(id)!, m), seats, game.casterNotes)!;
      expect(info.table.length + info.seats.reduce((n, s) => n + s.notes.length, 0), `${id} tells the caster something`).toBeGreaterThan(0);
    }
  });

  it('cast: Explorers names each face-down monster and Boss with its tile, the orbs under each well, and the next of every pile', () => {
    const m = match('explorers');
    const state = structuredClone(m.state) as ExState;
    const [key, tile] = Object.entries(state.tiles)[0]!;
    const [hidden, shown] = Object.keys(EX.monsters) as [string, string];
    const boss = state.piles.bosses[state.piles.bosses.length - 1]!;
    const before = explorersCasterNotes(caster('explorers', m, state), null);
    expect(before).toContain(`Boss to come: ${EX.bosses[boss]!.name}`);
    const next = state.piles.tiles.slice(-3).reverse().map((id) => EX.tiles[id]!.name);
    expect(before).toContain(`Tile pile (${state.piles.tiles.length}), next: ${next.join(', ')}`);
    const loot = state.piles.loot.slice(-3).reverse().map((id) => EX.loot[id]!.name);
    expect(before).toContain(`Loot pile (${state.piles.loot.length}), next: ${loot.join(', ')}`);

    const changed: TileState = {
      ...tile,
      monsters: [{ m: hidden, up: false, leaf: 0, frost: false, revived: false }, { m: shown, up: true, leaf: 0, frost: false, revived: false }],
      boss: { b: boss, up: false, leaf: 0 },
      wells: [3, 1],
    };
    state.tiles = { ...state.tiles, [key]: changed };
    state.piles.bosses = state.piles.bosses.slice(0, -1);
    const where = EX.tiles[tile.id]!.name;
    const notes = explorersCasterNotes(caster('explorers', m, state), null);
    expect(notes).toContain(`Boss, face down on ${where}: ${EX.bosses[boss]!.name}`);
    // Only the face-down one: a face-up marker lies on the table for all to see.
    expect(notes.filter((n) => n.startsWith('Face-down monsters'))).toEqual([`Face-down monsters: ${EX.monsters[hidden]!.name} on ${where}`]);
    expect(notes).toContain(`Energy wells: 3 orbs and 1 orb on ${where}`);
    expect(notes.some((n) => n.startsWith('Boss to come'))).toBe(false);
    // A hero board is public in this co-operative game: a seat hides nothing of its own.
    expect(explorersCasterNotes(caster('explorers', m, state), 0)).toEqual([]);
  });

  it('cast: Delve shows a seat\'s sealed choice until the reveal, and the monster deck\'s next card is the one the reveal draws', () => {
    let m = match('delve');
    const deck = (m.state as DelveState).deck.draw;
    const nextName = DELVE.monsterCards[deck[0]!]!.name;
    expect(delveCasterNotes(caster('delve', m), null)[0]).toMatch(new RegExp(`^Monster deck \\(${deck.length}\\), next: ${nextName} \\(\\d+\\)`));
    expect(delveCasterNotes(caster('delve', m), 0)).toEqual([]);

    const hand = (s: Match, seat: number): string[] => (s.state as DelveState).chars[seat]!.hand;
    const [lead, other] = hand(m, 0) as [string, string];
    m = act('delve', m, 0, { t: 'select', cards: [lead, other] });
    const card = (id: string): string => `${DELVE.cards[id]!.name} (${DELVE.cards[id]!.initiative})`;
    expect(delveCasterNotes(caster('delve', m), 0)).toEqual([`Sealed choice: ${card(lead)} leading, with ${card(other)}`]);
    expect(delveCasterNotes(caster('delve', m), 1)).toEqual([]);
    // The panel shows it under the seat, with the hand from the seat's own sight.
    const info = hiddenInfo(caster('delve', m), seats, delveCasterNotes)!;
    expect(info.seats[0]!.notes).toEqual([`Sealed choice: ${card(lead)} leading, with ${card(other)}`]);
    expect(info.seats[1]!.hand).toHaveLength(hand(m, 1).length);

    const [b1, b2] = hand(m, 1) as [string, string];
    m = act('delve', m, 1, { t: 'select', cards: [b1, b2] });
    // Revealed: the choices lie on the table now, and the monster card drawn is the one foretold.
    expect(delveCasterNotes(caster('delve', m), 0)).toEqual([]);
    expect((m.state as DelveState).deck.current).toBe(deck[0]);
  });

  it('cast: Into the Forest lists the next cards drawn from the Forest Deck as they face, and the next map', () => {
    let m = match('forest');
    const s = m.state as ForestState;
    const notes = forestCasterNotes(caster('forest', m), null);
    const next = s.deck.slice(0, 4).map(forestCardName);
    expect(notes).toEqual([
      `Forest Deck (${s.deck.length}), next drawn, as they face: ${next.join(', ')}`,
      ...(s.maps.length > 0 ? [`Map deck (${s.maps.length}), next: ${mapDef(s.maps[s.maps.length - 1]!).name}`] : []),
    ]);
    expect(forestCasterNotes(caster('forest', m), 0)).toEqual([]);
    // The card the seat to play draws is the first one listed, showing the side listed.
    const seat = (m.state as ForestState).turn!.seat;
    m = act('forest', m, seat, { t: 'draw' });
    expect(forestCardName((m.state as ForestState).turn!.drawn[0]!)).toBe(next[0]);
  });
});
