/** The Honeycomb Clergy's board as the HUD reads it from the view. */
import type { SeatId } from '../../../../../engine/core/types.ts';
import type { Suit } from '../../../../../engine/games/root/data/autumn-map.ts';
import type { RootView } from '../../../../../engine/games/root/view.ts';
import { clearingName, common, seatLabel, tokensOf, type CommonBoard } from '../../board-common.ts';
import type { FactionBoard, SeatOf } from '../types.ts';
import { say } from '../../../../words/say.ts';

export interface TrackSpaceRow {
  cost: number;
  vp: number;
  bee: boolean;
  /** A cathedral still stands on this space (not built yet). */
  cathedral: boolean;
  /** The next one to build (leftmost cathedral on the track). */
  next: boolean;
}

export interface ClergyBoard extends CommonBoard {
  kind: 'clergy';
  track: TrackSpaceRow[];
  standIn: boolean;
  cathedralsBuilt: number;
  cathedralsLeft: number;
  bees: number;
  penitence: Array<{ seat: SeatId; who: string; marker: 'penitent' | 'heretic'; honeyUsed: boolean }>;
  bag: { count: number; bySuit: Record<Suit, number>; drawn: Suit | null };
  flowers: Array<{ clearing: number; name: string; suits: Suit[] }>;
  flowersOnMap: number;
  /** Daylight actions left and the action under way, during the Clergy's own Act step. */
  acting: { left: number; current: string | null } | null;
}

export function clergyBoard(v: RootView, s: SeatOf<'clergy'>, seatNames: readonly (string | undefined)[]): ClergyBoard {
  const b = s.board;
  const firstFull = b.track.findIndex((t) => t.cathedral);
  const track = b.track.map((t, i): TrackSpaceRow => ({ cost: t.cost, vp: t.vp, bee: t.bee, cathedral: t.cathedral, next: i === firstFull }));
  const built = v.map.reduce((n, c) => n + c.buildings.filter((x) => x.seat === s.seat && x.kind === 'cathedral').length, 0);
  const flowerTokens = tokensOf(v, s.seat, 'flower');
  const suits = flowerTokens.map((f) => f.suit).filter((x): x is Suit => x !== undefined);
  const byClearing = new Map<number, Suit[]>();
  for (const f of flowerTokens) if (f.suit) byClearing.set(f.clearing, [...(byClearing.get(f.clearing) ?? []), f.suit]);
  const act = b.act;
  const ownAct = v.turn.seat === s.seat && v.turn.step === 'hcc-act';
  const current = act?.kind === 'mission' ? say('root.clergy.act.mission', { n: act.moves })
    : act?.kind === 'crusade' ? (act.clearing !== undefined ? say('root.clergy.act.crusade-battle', { clearing: clearingName(v, act.clearing) }) : say('root.clergy.act.crusade-move')) : null;
  return {
    ...common(v, s, seatNames),
    kind: 'clergy',
    track,
    standIn: b.trackIsStandIn,
    cathedralsBuilt: built,
    cathedralsLeft: track.filter((t) => t.cathedral).length + b.reserve,
    bees: b.bees,
    penitence: Object.entries(b.penitence).map(([k, marker]) => {
      const seat = Number(k);
      return { seat, who: seatLabel(v, seatNames, seat), marker, honeyUsed: v.turn.used.includes(`honey:${seat}`) };
    }),
    bag: { count: b.bag.count, bySuit: { ...b.bag.bySuit }, drawn: b.drawn },
    flowers: [...byClearing.entries()].sort((a, b2) => a[0] - b2[0]).map(([clearing, list]) => ({ clearing, name: clearingName(v, clearing), suits: list })),
    flowersOnMap: suits.length,
    acting: ownAct ? { left: b.actionsLeft, current } : null,
  };
}

/** "4 cathedrals left". */
export function clergyBuildings(b: FactionBoard): string {
  const n = (b as ClergyBoard).cathedralsLeft;
  return say('root.clergy.buildings', { n });
}

/** The folded board's line: each enemy's Penitent or Heretic marker. */
export function clergyNote(b: FactionBoard): string {
  return (b as ClergyBoard).penitence.map((p) => say('root.clergy.note', { who: p.who.replace(/ \(.*\)$/, ''), marker: say(`root.clergy.term.${p.marker}`) })).join(' · ');
}
