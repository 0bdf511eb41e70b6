/** The Queenless Legion's board as the HUD reads it from the view. */
import type { SeatId } from '../../../../../engine/core/types.ts';
import type { Suit } from '../../../../../engine/games/root/data/autumn-map.ts';
import { cardDef, type CostIcon, type Item } from '../../../../../engine/games/root/data/base-deck.ts';
import type { RootView } from '../../../../../engine/games/root/view.ts';
import { clearingName, common, pieceName, playerName, tokensOf, type CommonBoard } from '../../board-common.ts';
import type { FactionBoard, SeatOf } from '../types.ts';
import { say } from '../../../../words/say.ts';

export interface LegionBoard extends CommonBoard {
  kind: 'legion';
  campaign: { key: string; name: string; suit: Suit; cost: CostIcon[]; item: Item | null; bird: boolean; chosen: string | null } | null;
  coloniesPlaced: number;
  coloniesLeft: number;
  spoils: Array<{ words: string; n: number }>;
  spoilsCount: number;
  spoilsPer: number;
  /** Legion steps of the current phase, the current one marked, during the Legion's own turn. */
  steps: Array<{ label: string; now: boolean }>;
  drops: CostIcon[];
  attacked: string[];
  colonized: string[];
}

/** The Legion's steps by phase: the engine's step id and the key of its words. */
const LEGION_STEPS: Record<'birdsong' | 'daylight' | 'evening', Array<[string, string]>> = {
  birdsong: [['ql-bootstraps', 'root.legion.term.bootstraps'], ['ql-supply-drop', 'root.legion.term.supply-drop'], ['ql-tactics', 'root.legion.term.change-of-tactics']],
  daylight: [['ql-invade', 'root.legion.term.invade'], ['ql-attack', 'root.legion.step.attack'], ['ql-colonize', 'root.legion.term.colonize'], ['ql-deescalate', 'root.legion.term.deescalate']],
  evening: [['ql-craft', 'root.step.craft'], ['ql-spoils-of-war', 'root.legion.step.spoils-of-war'], ['ql-return-spoils', 'root.legion.step.return-spoils'], ['ql-draw', 'root.step.draw']],
};

function spoilWords(v: RootView, seatNames: readonly (string | undefined)[], owner: SeatId, piece: string, suit: Suit | undefined): string {
  const who = v.seats[owner]?.name ?? playerName(seatNames, owner);
  return say('root.legion.spoil', { who, piece: pieceName(suit !== undefined ? `${piece}-${suit}` : piece) });
}

export function legionBoard(v: RootView, s: SeatOf<'legion'>, seatNames: readonly (string | undefined)[]): LegionBoard {
  const b = s.board;
  const key = b.campaign;
  const d = key ? cardDef(key) : null;
  const spoils = new Map<string, number>();
  for (const sp of b.spoils) {
    const words = spoilWords(v, seatNames, sp.owner, sp.piece, sp.suit);
    spoils.set(words, (spoils.get(words) ?? 0) + 1);
  }
  const spoilsCount = b.spoils.length;
  const ownTurn = v.turn.seat === s.seat && v.turn.phase !== 'setup';
  const phaseSteps = v.turn.phase === 'setup' ? [] : LEGION_STEPS[v.turn.phase];
  return {
    ...common(v, s, seatNames),
    kind: 'legion',
    campaign: key && d ? {
      key, name: d.name, suit: d.suit, cost: [...d.cost], item: d.item, bird: d.suit === 'bird',
      chosen: b.campaignSuit,
    } : null,
    coloniesPlaced: tokensOf(v, s.seat, 'colony').length,
    coloniesLeft: b.colonies,
    spoils: [...spoils.entries()].map(([words, n]) => ({ words, n })),
    spoilsCount,
    spoilsPer: d?.suit === 'bird' ? 3 : 2,
    steps: ownTurn ? phaseSteps.map(([id, key]) => ({ label: say(key), now: v.turn.step === id })) : [],
    drops: [...b.drops],
    // Attack and Colonize lists mean something only during the Legion's own Daylight.
    attacked: ownTurn && v.turn.phase === 'daylight' ? b.attacked.map((id) => clearingName(v, id)) : [],
    colonized: ownTurn && v.turn.phase === 'daylight' ? b.colonized.map((id) => clearingName(v, id)) : [],
  };
}

/** "5 colonies left". */
export function legionBuildings(b: FactionBoard): string {
  const n = (b as LegionBoard).coloniesLeft;
  return say('root.legion.buildings', { n });
}

/** The folded board's line: the campaign suit and the Spoils. */
export function legionNote(b: FactionBoard): string {
  const l = b as LegionBoard;
  const suit = l.campaign?.chosen ?? null;
  return suit ? say('root.legion.note-campaign', { suit: say(`root.suit.${suit}`), n: l.spoilsCount }) : say('root.legion.note', { n: l.spoilsCount });
}
