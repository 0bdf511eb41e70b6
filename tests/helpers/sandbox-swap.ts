/**
 * The strong form of the free table's secrecy check (DESIGN §2.3): an action tells a
 * viewer nothing about a hidden identity when the viewer cannot tell the real table from
 * one where the hidden identities have traded places. For one action and one viewer,
 * `permuteHidden` moves every identity that the viewer may not see — before the action,
 * after it, or through it (its own peek) — to another of the places where such
 * identities lie (deck cards, other seats' hands, face-down cards, tokens and tiles, the
 * bag), and
 * `expectIndistinguishable` checks that the viewer's whole projection (view, table,
 * prompts, status and log, event data included) is byte-identical in both worlds, before
 * and after the action. A log line or payload that names a hidden card cannot pass: in
 * the other world the same line would name another card.
 */
import { expect } from 'vitest';
import { applyAction, projectMatch, type Match } from '../../engine/core/match.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { SeatId, Viewer } from '../../engine/core/types.ts';
import { sandbox } from '../../engine/games/sandbox/index.ts';
import { cardKey, deckOf, hiddenSlots, SLOT_CLASSES, tileKey, tokenKey, type Identity } from '../../engine/games/sandbox/scramble.ts';

export type { Identity };
import type { SandboxState } from '../../engine/games/sandbox/state.ts';
import { deckPeek } from '../../engine/table/deck.ts';
import { shownSide } from '../../engine/games/sandbox/describe.ts';
import { zoneHidden } from '../../engine/games/sandbox/zones.ts';

/** Identities `viewer` sees in `state`: face-up pieces (any card showing a printed side, outside others' hidden zones) and its own hand. */
export function seenIdentities(state: SandboxState, viewer: Viewer): Set<Identity> {
  const out = new Set<Identity>();
  const zoned = new Set(zoneHidden(state, viewer));
  for (const p of Object.values(state.pieces)) {
    if (p.kind === 'card' && shownSide(p) && !zoned.has(p)) out.add(cardKey(p.card));
    if (p.kind === 'token' && p.faceUp) out.add(tokenKey(p.token));
    if (p.kind === 'tile' && p.faceUp) out.add(tileKey(p.tile));
  }
  if (viewer !== 'spectator') {
    for (const item of state.hands[viewer] ?? []) out.add(item.kind === 'card' ? cardKey(item.card) : tokenKey(item.token));
  }
  return out;
}

/** The cards a peek shows its actor: the top n of the deck. */
function peeked(state: SandboxState, seat: SeatId, viewer: Viewer, action: unknown): Set<Identity> {
  const a = action as { t?: string; deck?: string; n?: number };
  if (a.t !== 'peek' || viewer !== seat || !a.deck) return new Set();
  return new Set(deckPeek(deckOf(state, a.deck).cards, a.n ?? 1).map(cardKey));
}

/**
 * A copy of `before` in which every identity hidden from `viewer` before and after
 * `action` (see the file header) has traded places with another of its class: the values
 * are sorted by identity and each place takes the value that many places along, so every
 * place gets another identity wherever the class allows it. `moved` lists the identities
 * that left a place.
 */
export function permuteHidden(
  before: Match<SandboxState>, after: Match<SandboxState>, seat: SeatId, viewer: Viewer, action: unknown,
): { match: Match<SandboxState>; moved: Set<Identity> } {
  const keep = new Set([
    ...seenIdentities(before.state, viewer), ...seenIdentities(after.state, viewer), ...peeked(before.state, seat, viewer, action),
  ]);
  const slots = hiddenSlots(before.state, viewer).filter((slot) => !keep.has(slot.key(slot.read(before.state))));
  const copy = structuredClone(before);
  const moved = new Set<Identity>();
  for (const cls of SLOT_CLASSES) {
    const group = slots
      .filter((slot) => slot.cls === cls)
      .map((slot) => ({ slot, value: structuredClone(slot.read(before.state)), key: slot.key(slot.read(before.state)) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const counts = new Map<Identity, number>();
    for (const g of group) counts.set(g.key, (counts.get(g.key) ?? 0) + 1);
    const shift = Math.max(0, ...counts.values());
    group.forEach((g, i) => {
      const next = group[(i + shift) % group.length]!;
      if (next.key !== g.key) moved.add(g.key);
      g.slot.write(copy.state, next.value);
    });
  }
  return { match: copy, moved };
}

/**
 * The action as it reads in the permuted world. Only a search names an identity: it asks
 * there for whatever card lies where the real search found its card (the intent itself
 * reaches no other viewer).
 */
function translate(before: Match<SandboxState>, permuted: Match<SandboxState>, action: unknown): unknown {
  const a = action as { t?: string; deck?: string; face?: string };
  if (a.t !== 'search' || !a.deck || !a.face) return action;
  const q = a.face;
  const cards = deckOf(before.state, a.deck).cards;
  for (let i = cards.length - 1; i >= 0; i--) {
    const c = cards[i]!;
    if (![c.front, c.back].some((side) => side && (side.face === q || side.label === q))) continue;
    const there = deckOf(permuted.state, a.deck).cards[i]!;
    return there.front.face === c.front.face ? action : { ...a, face: there.front.face };
  }
  return action;
}

const seen = (m: Match, viewer: Viewer) => JSON.stringify(projectMatch(sandbox, m, viewer));

/** Where two JSON values first differ, as "path: a ≠ b" (null when they are equal), for a short failure message. */
function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    for (const k of new Set([...Object.keys(ra), ...Object.keys(rb)])) {
      const d = firstDifference(ra[k], rb[k], `${path}.${k}`);
      if (d) return d;
    }
    return `${path}: the same entries in another order`;
  }
  return `${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
}

/** The two projections are byte-identical (on failure, says where they first differ). */
function expectSame(swapped: string, real: string, what: string): void {
  if (swapped === real) return;
  expect(firstDifference(JSON.parse(swapped), JSON.parse(real)), what).toBeNull();
  expect(swapped, what).toBe(real);
}

/** Applies an action that must be accepted. */
function accepted(m: Match<SandboxState>, seat: SeatId, action: unknown): Match<SandboxState> {
  const r = applyAction(sandbox, m, seat, action);
  if (isRuleError(r)) throw new Error(`expected ${JSON.stringify(action)} to be accepted, got ${r.code}: ${r.message}`);
  return r.match as Match<SandboxState>;
}

/**
 * Checks, for each viewer, that `seat` doing `action` on `m` shows that viewer nothing of
 * an identity it may not see: its projections of the real and of the permuted table are
 * byte-identical before and after. Returns the real match after the action and, per
 * viewer, the identities that were moved and the permuted world after the action (so a
 * test can check that the card it is about was among them).
 */
export function expectIndistinguishable(
  m: Match<SandboxState>, seat: SeatId, action: unknown, viewers: readonly Viewer[] = allViewers(m),
): { match: Match<SandboxState>; moved: Map<Viewer, Set<Identity>>; worlds: Map<Viewer, Match<SandboxState>> } {
  const after = accepted(m, seat, action);
  const moved = new Map<Viewer, Set<Identity>>();
  const worlds = new Map<Viewer, Match<SandboxState>>();
  for (const viewer of viewers) {
    const other = permuteHidden(m, after, seat, viewer, action);
    moved.set(viewer, other.moved);
    expectSame(seen(other.match, viewer), seen(m, viewer), `viewer ${viewer} before ${JSON.stringify(action)}`);
    const otherAfter = accepted(other.match, seat, translate(m, other.match, action));
    worlds.set(viewer, otherAfter);
    expectSame(seen(otherAfter, viewer), seen(after, viewer), `viewer ${viewer} after seat ${seat} did ${JSON.stringify(action)}`);
  }
  return { match: after, moved, worlds };
}

/** Every seat of the match and a spectator. */
export function allViewers(m: Match): Viewer[] {
  return [...Array.from({ length: m.seats }, (_, i) => i), 'spectator'];
}
