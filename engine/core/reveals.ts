import type { SeatId, Viewer } from './types.ts';

/**
 * What an accepted action showed, and to whom (`Applied.reveals`, GameModule.apply): the
 * viewers — seats, and 'spectator' for everyone who watches without a seat — who can see
 * something after it that they could not see, nor work out, before it. Undo reads it
 * (engine/core/undo.ts): an action that showed anyone something cannot be taken back.
 *
 * A game works it out where its `apply` funnels: from the things each viewer cannot see
 * (`Secret`s, the same things its `scramble` rearranges) before and after the action
 * (`shownBetween`), plus whatever its rules read from hidden things without moving them
 * (a card looked at, a decision offered only to a seat that holds a certain card).
 */

/**
 * One thing hidden from viewers: its identity (a card's printed face, a token's kind) as
 * `class:name` — things of one class can trade places in the game's `scramble`, so only
 * their identity tells them apart — and the one seat that sees it (a card in its hand),
 * or null where nobody does (a deck, a face-down piece).
 */
export interface Secret {
  id: string;
  to: SeatId | null;
  /**
   * True for a thing whose identity is not one of a pool's (a sealed choice: it could be
   * any the rules allow, whatever else is hidden), named by its place rather than its
   * content: it shows something whenever it comes into sight.
   */
  alone?: boolean;
}

/** Every viewer of a table of `seats`: the seats in order, then spectators. */
export function viewersOf(seats: number): Viewer[] {
  const out: Viewer[] = [];
  for (let seat = 0; seat < seats; seat++) out.push(seat);
  out.push('spectator');
  return out;
}

/** Everyone but `seat` (a card it plays from its hand shows it to all the others). */
export function othersThan(seats: number, seat: SeatId): Viewer[] {
  return viewersOf(seats).filter((v) => v !== seat);
}

/** `a` and `b` together, each viewer once, in viewer order (seats, then spectators). */
export function joinViewers(a: readonly Viewer[], b: readonly Viewer[]): Viewer[] {
  return [...new Set<Viewer>([...a, ...b])].sort(viewerOrder);
}

/** Seats in order, then spectators. */
export function viewerOrder(a: Viewer, b: Viewer): number {
  if (a === b) return 0;
  if (a === 'spectator') return 1;
  if (b === 'spectator') return -1;
  return a - b;
}

/**
 * The viewers shown something by a change from `before` to `after` (the secrets of the
 * state before and after an action): a viewer is shown something when a thing hidden from
 * it before is no longer hidden from it after — counted by identity, so a card going from
 * one place the viewer cannot see to another shows it nothing. Not when every thing of
 * that class hidden from the viewer before had the same identity: it knew that one
 * already (a bag of identical tokens).
 */
export function shownBetween(seats: number, before: readonly Secret[], after: readonly Secret[]): Viewer[] {
  // Most actions move nothing hidden: the same secrets in the same order.
  if (sameSecrets(before, after)) return [];
  const out: Viewer[] = [];
  for (const viewer of viewersOf(seats)) if (lostSight(before, after, viewer)) out.push(viewer);
  return out;
}

function sameSecrets(a: readonly Secret[], b: readonly Secret[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.id !== y.id || x.to !== y.to || x.alone !== y.alone) return false;
  }
  return true;
}

const classOf = (id: string): string => {
  const colon = id.indexOf(':');
  return colon < 0 ? id : id.slice(0, colon);
};

/** Whether something hidden from `viewer` in `before` is in sight of it in `after`. */
function lostSight(before: readonly Secret[], after: readonly Secret[], viewer: Viewer): boolean {
  const count = new Map<string, number>();
  let alone: Set<string> | null = null;
  for (const s of before) {
    if (s.to === viewer) continue;
    count.set(s.id, (count.get(s.id) ?? 0) + 1);
    if (s.alone) (alone ??= new Set()).add(s.id);
  }
  if (count.size === 0) return false;
  for (const s of after) {
    if (s.to === viewer) continue;
    const n = count.get(s.id);
    if (n !== undefined) count.set(s.id, n - 1);
  }
  let varied: Map<string, number> | null = null;
  for (const [id, n] of count) {
    if (n <= 0) continue;
    if (alone?.has(id)) return true;
    // The class's distinct identities hidden from the viewer before, counted once.
    if (!varied) {
      varied = new Map();
      for (const other of count.keys()) varied.set(classOf(other), (varied.get(classOf(other)) ?? 0) + 1);
    }
    if ((varied.get(classOf(id)) ?? 0) > 1) return true;
  }
  return false;
}
