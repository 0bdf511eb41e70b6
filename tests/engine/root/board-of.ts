import type { SeatId } from '../../../engine/core/types.ts';
import type { RootView, SeatBoardView } from '../../../engine/games/root/view.ts';

/** The board a seat of faction `F` carries in the view. */
type BoardFor<F extends SeatBoardView['faction']> = Extract<SeatBoardView, { faction: F }>['board'];

/** The board of `seat` in the view, typed as its faction's; fails when the seat plays another faction. */
export function boardOf<F extends SeatBoardView['faction']>(v: RootView, seat: SeatId, faction: F): BoardFor<F> {
  const s = v.seats[seat];
  if (!s || s.faction !== faction) throw new Error(`seat ${seat} plays ${s?.faction ?? 'nothing'}, not ${faction}`);
  return s.board as BoardFor<F>;
}
