/** The Honeycomb Clergy's board as the HUD reads it from the view. */
import type { SeatId } from '../../../../../engine/core/types.ts';
import { SUITS, type Suit } from '../../../../../engine/games/root/data/autumn-map.ts';
import type { RootView, SeatView } from '../../../../../engine/games/root/view.ts';
import { arr, clearingName, common, num, rec, seatLabel, tokensOf, type CommonBoard } from '../../hud/model.ts';
import type { FactionBoard } from '../types.ts';

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
  bag: { count: number; bySuit: Record<Suit, number> | null; drawn: Suit | null };
  flowers: Array<{ clearing: number; name: string; suits: Suit[] }>;
  flowersOnMap: number;
  /** Daylight actions left and the action under way, during the Clergy's own Act step. */
  acting: { left: number; current: string | null } | null;
}

/** The bag by suit as the Clergy's board gives it (public, see the engine's bagBySuit), or null if absent. */
function bySuitOf(bag: Record<string, unknown>): Record<Suit, number> | null {
  const by = rec(bag.bySuit);
  if (!SUITS.every((s) => typeof by[s] === 'number')) return null;
  return { fox: num(by.fox), rabbit: num(by.rabbit), mouse: num(by.mouse), bird: num(by.bird) };
}

export function clergyBoard(v: RootView, s: SeatView, seatNames: readonly (string | undefined)[]): ClergyBoard {
  const b = s.board;
  const trackRaw = arr(b.track).map(rec);
  const firstFull = trackRaw.findIndex((t) => t.cathedral === true);
  const track = trackRaw.map((t, i): TrackSpaceRow => ({ cost: num(t.cost), vp: num(t.vp), bee: t.bee === true, cathedral: t.cathedral === true, next: i === firstFull }));
  const built = v.map.reduce((n, c) => n + c.buildings.filter((x) => x.seat === s.seat && x.kind === 'cathedral').length, 0);
  const flowerTokens = tokensOf(v, s.seat, 'flower');
  const suits = flowerTokens.map((f) => f.suit).filter((x): x is Suit => x !== undefined);
  const byClearing = new Map<number, Suit[]>();
  for (const f of flowerTokens) if (f.suit) byClearing.set(f.clearing, [...(byClearing.get(f.clearing) ?? []), f.suit]);
  const count = num(rec(b.bag).count);
  // The flower drawn and waiting to be placed, as the board names it.
  const drawn = typeof b.drawn === 'string' && (SUITS as readonly string[]).includes(b.drawn) ? (b.drawn as Suit) : null;
  const act = rec(b.act);
  const ownAct = v.turn.seat === s.seat && v.turn.step === 'hcc-act';
  const current = act.kind === 'mission' ? `Mission: ${num(act.moves)} move${num(act.moves) === 1 ? '' : 's'} left` : act.kind === 'crusade' ? (typeof act.clearing === 'number' ? `Crusade: may battle in ${clearingName(v, act.clearing)}` : 'Crusade: move first') : null;
  return {
    ...common(v, s, seatNames),
    kind: 'clergy',
    track,
    standIn: b.trackIsStandIn === true,
    cathedralsBuilt: built,
    cathedralsLeft: track.filter((t) => t.cathedral).length + num(b.reserve),
    bees: num(b.bees),
    penitence: Object.entries(rec(b.penitence)).map(([k, m]) => {
      const seat = Number(k);
      return { seat, who: seatLabel(v, seatNames, seat), marker: m === 'penitent' ? 'penitent' : 'heretic', honeyUsed: v.turn.used.includes(`honey:${seat}`) } as const;
    }),
    bag: { count, bySuit: bySuitOf(rec(b.bag)), drawn },
    flowers: [...byClearing.entries()].sort((a, b2) => a[0] - b2[0]).map(([clearing, list]) => ({ clearing, name: clearingName(v, clearing), suits: list })),
    flowersOnMap: suits.length,
    acting: ownAct ? { left: num(b.actionsLeft), current } : null,
  };
}

/** The Legion's steps, for the step tracker on its board. */

/** "4 cathedrals left". */
export function clergyBuildings(b: FactionBoard): string {
  const n = (b as ClergyBoard).cathedralsLeft;
  return `${n} cathedral${n === 1 ? '' : 's'} left`;
}

/** The folded board's line: each enemy's Penitent or Heretic marker. */
export function clergyNote(b: FactionBoard): string {
  return (b as ClergyBoard).penitence.map((p) => `${p.who.replace(/ \(.*\)$/, '')}: ${p.marker === 'penitent' ? 'Penitent' : 'Heretic'}`).join(' · ');
}
