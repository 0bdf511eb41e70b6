/**
 * An empty Root table for any factions in any seats: every faction's own data as at the
 * start (its `init`), no pieces on the map, no cards anywhere, full supplies, the turn at
 * turn 1 of the first seat in Daylight with the step's automatic part done. Tests put
 * pieces and cards where they want them (with `place`, and `give` from fixtures.ts) and
 * set the step with `at` (fixtures.ts).
 */
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import type { SeatId } from '../../../engine/core/types.ts';
import { FACTIONS } from '../../../engine/games/root/index.ts';
import { setupRoot } from '../../../engine/games/root/setup.ts';
import type { RootState, Token } from '../../../engine/games/root/state.ts';

export function blankGame(factions: string[]): RootState {
  const seats = factions.length;
  const s = setupRoot(FACTIONS, { factions, order: factions.map((_, i) => i) }, seats, new Rng(seedRng('table-fixture')));
  for (const c of s.map) {
    c.warriors = Array.from({ length: seats }, () => 0);
    c.buildings = [];
    c.tokens = [];
  }
  s.players.forEach((p) => {
    p.hand = [];
    p.vp = 0;
    p.crafted = [];
    p.items = [];
    p.warriors = FACTIONS[p.faction]!.warriors;
    delete p.dominance;
  });
  s.factions.forEach((id, seat) => {
    s.fx[id] = FACTIONS[id]!.init(s, seat);
  });
  s.deck = [];
  s.discard = [];
  s.dominance = [];
  s.stack = [];
  s.queue = [];
  s.dice = { attacker: null, defender: null };
  s.turn = { seat: 0, number: 1, phase: 'daylight', step: '', entered: true, done: false, used: [] };
  return s;
}

/** Puts warriors of `seat` into a clearing (from its supply), and tokens or buildings. */
export function place(s: RootState, id: number, seat: SeatId, what: { w?: number; tokens?: Array<Omit<Token, 'seat'>>; buildings?: string[] }): RootState {
  const c = s.map.find((x) => x.id === id)!;
  if (what.w) {
    c.warriors[seat] = (c.warriors[seat] ?? 0) + what.w;
    s.players[seat]!.warriors -= what.w;
  }
  for (const t of what.tokens ?? []) c.tokens.push({ seat, ...t });
  for (const kind of what.buildings ?? []) c.buildings.push({ seat, kind });
  return s;
}
