/**
 * The seats of a replay, pure: each named and coloured as its player chose (the timeline's
 * `players`: the last player who sat there, or its bot), so the table, the log and the
 * "whose eyes" menu say "Ann" where the live table did; "Seat N" only for a seat nobody took.
 */
import type { ReplayTimeline } from '../../wire/replay-protocol.ts';
import { PROFILE_COLORS } from '../net/storage.ts';
import type { SeatMeta } from '../net/store-types.ts';
import { say } from '../words/say.ts';

export function replaySeats(timeline: Pick<ReplayTimeline, 'seats' | 'players'>): SeatMeta[] {
  return Array.from({ length: timeline.seats }, (_, seat) => {
    const player = timeline.players[seat];
    return {
      seat, name: player?.name || say('replay.seat', { seat: seat + 1 }), color: player?.color ?? PROFILE_COLORS[seat % PROFILE_COLORS.length]!,
      occupied: true, connected: false,
    };
  });
}
