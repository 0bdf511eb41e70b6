/**
 * What the caster view shows that players do not (pure): each seat's hand from that seat's
 * own sight, plus what the game adds for a seat or for the whole table (its `casterNotes`:
 * the next cards of a deck, face-down tokens…). Only a caster projection carries any of it;
 * for a spectator's projection there is nothing to show.
 */
import { isCasterProjection } from '../../engine/core/caster.ts';
import type { Projection } from '../../engine/core/match.ts';
import type { SeatMeta } from '../net/store-types.ts';
import type { ScoreReader } from './seat-lines.ts';
import type { CasterNotes } from '../kit/types.ts';
import { say } from '../words/say.ts';

export interface HiddenSeat {
  seat: number;
  name: string;
  color: string;
  /** The cards (or tokens) in the seat's hand, by label, in hand order. */
  hand: string[];
  notes: string[];
}

export interface HiddenInfo {
  seats: HiddenSeat[];
  /** Lines about the whole table (decks, bags, piles). */
  table: string[];
}

/** A game's notes for the caster view (defined in the kit, where games name it). */
export type { CasterNotes };

/**
 * `read` is the game's scoreboard reader: a seat's dot takes the colour the scoreboard
 * shows for it (a faction's, a hero's), so the panel and the scoreboard agree.
 */
export function hiddenInfo(projection: Projection | null, seats: readonly SeatMeta[], notes?: CasterNotes, read?: ScoreReader): HiddenInfo | null {
  if (!projection || !isCasterProjection(projection)) return null;
  const out: HiddenInfo = { seats: [], table: notes?.(projection, null) ?? [] };
  for (const sight of projection.caster.seats) {
    if (typeof sight.seat !== 'number') continue;
    const meta = seats.find((s) => s.seat === sight.seat);
    const hand = sight.table.hands[String(sight.seat)]?.cards ?? [];
    out.seats.push({
      seat: sight.seat,
      name: meta?.occupied && meta.name ? meta.name : say('broadcast.seat', { seat: sight.seat + 1 }),
      color: scoreColor(projection, sight.seat, read) ?? meta?.color ?? '#888888',
      hand: hand.map((c) => c.label || c.face),
      notes: notes?.(projection, sight.seat) ?? [],
    });
  }
  return out;
}

function scoreColor(projection: Projection, seat: number, read: ScoreReader | undefined): string | undefined {
  if (!read) return undefined;
  try {
    return read(projection, seat).color;
  } catch {
    return undefined;
  }
}
