/** The Underground Duchy's board as the HUD reads it from the view: all of it is public but the hand. */
import type { Suit } from '../../../../../engine/games/root/data/autumn-map.ts';
import { cardDef } from '../../../../../engine/games/root/data/base-deck.ts';
import type { DuchyBoardView } from '../../../../../engine/games/root/factions/duchy/board.ts';
import type { RootView } from '../../../../../engine/games/root/view.ts';
import { clearingName, common, suitWord, type CommonBoard } from '../../board-common.ts';
import type { FactionBoard, SeatOf } from '../types.ts';
import { say } from '../../../../words/say.ts';
import { minister } from './labels.ts';

export type Rank = 'squire' | 'noble' | 'lord';
export const RANKS: readonly Rank[] = ['squire', 'noble', 'lord'];

export interface MinisterRow {
  id: string;
  name: string;
  rank: Rank;
  /** Cards revealed to sway it. */
  cards: number;
  does: string;
  swayed: boolean;
  /** Its action was taken in this Parliament (during the Duchy's own Daylight). */
  used: boolean;
}

export interface BuildingTrack {
  /** On the track, and on the map. */
  left: number;
  onMap: number;
  /** What the track gives with 0, 1, 2, 3 on the map (warriors recruited, cards drawn); `now` marks the current one. */
  values: Array<{ value: number; now: boolean }>;
}

export interface DuchyBoard extends CommonBoard {
  kind: 'duchy';
  burrowWarriors: number;
  tunnelsLeft: number;
  tunnels: string[];
  citadels: BuildingTrack;
  markets: BuildingTrack;
  /** Crowns on the faction board and removed from the game, with the VP of each rank's spaces (covered while a crown lies there). */
  crowns: Array<{ rank: Rank; onBoard: number; lost: number; spaces: Array<{ vp: number; covered: boolean }> }>;
  ministers: MinisterRow[];
  /** Cards revealed this turn, face up for everyone until Evening. */
  revealed: Array<{ key: string; name: string; suit: Suit }>;
  /** The Duchy's steps of the current phase during its own turn, the current one marked. */
  steps: Array<{ label: string; now: boolean }>;
  /** Assembly actions left and the action under way (a Dig's move, a minister's orders, the Banker), during its own Daylight. */
  acting: { left: number | null; current: string | null } | null;
}

/** The Duchy's steps by phase: the engine's step id and the key of its words. */
const STEPS: Record<'birdsong' | 'daylight' | 'evening', Array<[string, string]>> = {
  birdsong: [['ud-recruit', 'root.duchy.step.recruit']],
  daylight: [['ud-assembly', 'root.duchy.term.assembly'], ['ud-parliament', 'root.duchy.term.parliament'], ['ud-sway', 'root.duchy.term.sway']],
  evening: [['ud-return', 'root.duchy.step.return'], ['ud-craft', 'root.step.craft'], ['ud-draw', 'root.step.draw']],
};

function track(left: number, values: readonly number[]): BuildingTrack {
  const onMap = 3 - left;
  return { left, onMap, values: values.map((value, i) => ({ value, now: i === onMap })) };
}

/** Words for the action under way. */
function actWords(v: RootView, act: NonNullable<DuchyBoardView['act']>): string {
  switch (act.kind) {
    case 'dig': return say('root.duchy.act.dig', { clearing: clearingName(v, act.clearing) });
    case 'orders': return say('root.duchy.act.orders', { by: act.by, what: act.moves && act.battles ? 'both' : act.moves ? 'move' : 'battle', n: act.left });
    case 'banker': return act.suit !== null
      ? say('root.duchy.act.banker-suit', { by: act.by, n: act.spent, suit: suitWord(act.suit) })
      : say('root.duchy.act.banker', { by: act.by, n: act.spent });
  }
}

export function duchyBoard(v: RootView, s: SeatOf<'duchy'>, seatNames: readonly (string | undefined)[]): DuchyBoard {
  const b = s.board;
  const perRank = b.crownsPerRank;
  const burrow = v.map.find((c) => c.id === b.burrow);
  const ownTurn = v.turn.seat === s.seat && v.turn.phase !== 'setup';
  const act = b.act;
  const daylight = ownTurn && v.turn.phase === 'daylight';
  return {
    ...common(v, s, seatNames),
    kind: 'duchy',
    burrowWarriors: burrow?.warriors[s.seat] ?? 0,
    tunnelsLeft: b.tunnels,
    tunnels: b.tunnelClearings.map((id) => clearingName(v, id)),
    citadels: track(b.citadels, b.citadelTrack),
    markets: track(b.markets, b.marketTrack),
    crowns: RANKS.map((rank) => {
      const onBoard = b.crowns[rank];
      // Crowns leave the board from the first space on: the first (perRank - onBoard) spaces are uncovered.
      return { rank, onBoard, lost: b.lostCrowns[rank], spaces: b.crownSpaces[rank].map((vp, i) => ({ vp, covered: i >= perRank - onBoard })) };
    }),
    ministers: b.ministers.map((m) => ({
      id: m.id, name: minister(m.id), rank: m.rank, cards: m.cards, does: m.does, swayed: m.swayed, used: daylight && m.used,
    })),
    revealed: b.revealed.map((key) => ({ key, name: cardDef(key).name, suit: cardDef(key).suit })),
    steps: ownTurn ? STEPS[v.turn.phase as 'birdsong' | 'daylight' | 'evening'].map(([id, key]) => ({ label: say(key), now: v.turn.step === id })) : [],
    acting: daylight && (v.turn.step === 'ud-assembly' || act) ? {
      left: v.turn.step === 'ud-assembly' ? b.actionsLeft : null,
      current: act ? actWords(v, act) : null,
    } : null,
  };
}

/** "2 citadels, 3 markets left". */
export function duchyBuildings(b: FactionBoard): string {
  const d = b as DuchyBoard;
  return say('root.duchy.buildings', { citadels: d.citadels.left, markets: d.markets.left });
}

/** The folded board's line: the swayed ministers and the revealed cards. */
export function duchyNote(b: FactionBoard): string {
  const d = b as DuchyBoard;
  const swayed = d.ministers.filter((m) => m.swayed).map((m) => m.name);
  const parts = [say('root.duchy.note.burrow', { n: d.burrowWarriors }), swayed.length > 0 ? say('root.duchy.note.swayed', { list: swayed.join(', ') }) : say('root.duchy.note.none-swayed')];
  if (d.revealed.length > 0) parts.push(say('root.duchy.note.revealed', { list: d.revealed.map((c) => c.name).join(', ') }));
  return parts.join(' · ');
}
