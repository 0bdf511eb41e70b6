import { cloneJson } from '../../core/clone.ts';
import type { Rng } from '../../core/rng.ts';
import type { Secret } from '../../core/reveals.ts';
import type { SeatId, Viewer } from '../../core/types.ts';
import type { Card, CardSide } from '../../table/deck.ts';
import type { TokenFace } from '../../table/tokens.ts';
import { shownSide } from './describe.ts';
import type { SandboxState, TileFace } from './state.ts';
import { zoneSeer, zonesOf } from './zones.ts';

/**
 * What a viewer may not see on the free table, as places that hold an identity (deck
 * cards, other seats' hands, face-down cards, tokens and tiles, bag contents), and the
 * module's `scramble`: those identities trading places at random within their class.
 */

/** An identity: 'card:QH' (a card's front face), 'token:fox', 'tile:bend'. */
export type Identity = string;

/**
 * What may trade places: plain cards trade their printed side (each place keeps which way
 * up it lies), double-sided cards trade whole (only where neither side shows: in a deck, a
 * hand, or covered on the table — the covering stays with its place), tokens and tiles
 * trade their printed face.
 */
export type SlotClass = 'plain' | 'double' | 'token' | 'tile';

/** Where one hidden identity lies: a path from the state's root to the value that trades places. */
export interface Place {
  cls: SlotClass;
  /**
   * To a plain card's printed side (`front`: each place keeps which way up it lies), to a
   * double-sided card, or to a token's or tile's face.
   */
  path: readonly (string | number)[];
}

/** A place with accessors, for checks that work on two copies of one table. */
export interface Slot {
  cls: SlotClass;
  read: (s: SandboxState) => unknown;
  write: (s: SandboxState, v: unknown) => void;
  key: (v: unknown) => Identity;
}

export const cardKey = (c: unknown): Identity => `card:${(c as Card).front.face}`;
export const tokenKey = (t: unknown): Identity => `token:${(t as TokenFace).kind}`;
export const tileKey = (t: unknown): Identity => `tile:${(t as TileFace).face}`;
const sideKey = (side: unknown): Identity => `card:${(side as CardSide).face}`;

export const deckOf = (s: SandboxState, id: string) => {
  const d = s.pieces[id];
  if (d?.kind !== 'deck') throw new Error(`${id} is not a deck`);
  return d;
};

/** The class and path of a card's place: plain cards trade their printed side, double-sided cards trade whole. */
function cardPlace(card: Card, path: (string | number)[]): Place {
  return card.back ? { cls: 'double', path } : { cls: 'plain', path: [...path, 'front'] };
}

/** Every place that holds an identity `viewer` cannot see in `state`. */
export function hiddenPlaces(state: SandboxState, viewer: Viewer): Place[] {
  const out: Place[] = [];
  const zones = zonesOf(state);
  for (const id in state.pieces) {
    const p = state.pieces[id]!;
    if (p.kind === 'deck') {
      for (let i = 0; i < p.cards.length; i++) out.push(cardPlace(p.cards[i]!, ['pieces', id, 'cards', i]));
    } else if (p.kind === 'bag') {
      for (let i = 0; i < p.items.length; i++) out.push({ cls: 'token', path: ['pieces', id, 'items', i] });
    } else if (p.kind === 'card') {
      if (!shownSide(p)) out.push(cardPlace(p.card, ['pieces', id, 'card']));
      else if (zones.length > 0) {
        const seer = zoneSeer(zones, p);
        if (seer !== undefined && seer !== viewer) out.push(cardPlace(p.card, ['pieces', id, 'card']));
      }
    } else if (p.kind === 'token') {
      if (!p.faceUp) out.push({ cls: 'token', path: ['pieces', id, 'token'] });
    } else if (p.kind === 'tile') {
      if (!p.faceUp) out.push({ cls: 'tile', path: ['pieces', id, 'tile'] });
    }
  }
  for (let seat = 0; seat < state.hands.length; seat++) {
    if (seat === viewer) continue;
    const hand = state.hands[seat]!;
    for (let i = 0; i < hand.length; i++) {
      const item = hand[i]!;
      out.push(item.kind === 'card' ? cardPlace(item.card, ['hands', seat, i, 'card']) : { cls: 'token', path: ['hands', seat, i, 'token'] });
    }
  }
  return out;
}

/**
 * Every hidden identity on the table as a secret (engine/core/reveals.ts), of the class it
 * trades places in, as `hiddenPlaces` finds them for a spectator: a hand's seen by its
 * holder, the rest (decks, bags, face-down pieces) by nobody. Built without paths: it
 * runs twice for most actions.
 */
export function sandboxSecrets(state: SandboxState): Secret[] {
  const out: Secret[] = [];
  const card = (c: Card, to: SeatId | null) => out.push(c.back ? { id: `double:${cardKey(c)}`, to } : { id: `plain:${sideKey(c.front)}`, to });
  const zones = zonesOf(state);
  for (const id in state.pieces) {
    const p = state.pieces[id]!;
    if (p.kind === 'deck') for (const c of p.cards) card(c, null);
    else if (p.kind === 'bag') for (const t of p.items) out.push({ id: `token:${tokenKey(t)}`, to: null });
    else if (p.kind === 'card') {
      if (!shownSide(p)) card(p.card, null);
      else if (zones.length > 0) {
        const seer = zoneSeer(zones, p);
        if (seer !== undefined) card(p.card, seer);
      }
    } else if (p.kind === 'token') {
      if (!p.faceUp) out.push({ id: `token:${tokenKey(p.token)}`, to: null });
    } else if (p.kind === 'tile') {
      if (!p.faceUp) out.push({ id: `tile:${tileKey(p.tile)}`, to: null });
    }
  }
  for (let seat = 0; seat < state.hands.length; seat++) {
    for (const item of state.hands[seat]!) {
      if (item.kind === 'card') card(item.card, seat);
      else out.push({ id: `token:${tokenKey(item.token)}`, to: seat });
    }
  }
  return out;
}

/** The object holding the last step of `path`. */
function holder(s: SandboxState, path: readonly (string | number)[]): Record<string | number, unknown> {
  let at = s as unknown as Record<string | number, unknown>;
  for (let i = 0; i < path.length - 1; i++) at = at[path[i]!] as Record<string | number, unknown>;
  return at;
}

function readPlace(s: SandboxState, path: readonly (string | number)[]): unknown {
  return holder(s, path)[path[path.length - 1]!];
}

function writePlace(s: SandboxState, path: readonly (string | number)[], v: unknown): void {
  holder(s, path)[path[path.length - 1]!] = v;
}

const KEY_OF: Record<SlotClass, (v: unknown) => Identity> = { plain: sideKey, double: cardKey, token: tokenKey, tile: tileKey };

/** Every place that holds an identity `viewer` cannot see in `state`, with accessors that copy what they move. */
export function hiddenSlots(state: SandboxState, viewer: Viewer): Slot[] {
  return hiddenPlaces(state, viewer).map(({ cls, path }) => ({
    cls,
    read: (s) => readPlace(s, path),
    write: (s, v) => writePlace(s, path, cloneJson(v)),
    key: KEY_OF[cls],
  }));
}

export const SLOT_CLASSES: readonly SlotClass[] = ['plain', 'double', 'token', 'tile'];

/** One hidden value with its identity, and its whole JSON text once a tie asks for it. */
interface Keyed {
  v: unknown;
  k: Identity;
  json?: string;
}

const jsonOf = (x: Keyed): string => (x.json ??= JSON.stringify(x.v));

/** By identity, then (two things of one identity that differ in other ways) by their whole text. */
function byIdentity(a: Keyed, b: Keyed): number {
  if (a.k !== b.k) return a.k < b.k ? -1 : 1;
  const ja = jsonOf(a);
  const jb = jsonOf(b);
  return ja < jb ? -1 : ja > jb ? 1 : 0;
}

/**
 * A table `viewer` cannot tell from `s` (GameModule.scramble): hidden identities shuffled
 * within their class. Each class's values are put in an order that depends only on what
 * they are (identity, then their whole text), then shuffled with `rng`, so the result
 * depends only on what `viewer` sees. `s` is the caller's own copy: the values move
 * between its places without being copied, each to exactly one place.
 */
export function scrambleSandbox(s: SandboxState, viewer: Viewer, rng: Rng): SandboxState {
  const places = hiddenPlaces(s, viewer);
  for (const cls of SLOT_CLASSES) {
    const group: Place[] = [];
    for (const place of places) if (place.cls === cls) group.push(place);
    if (group.length < 2) continue;
    const keyOf = KEY_OF[cls];
    const keyed: Keyed[] = [];
    for (const place of group) {
      const v = readPlace(s, place.path);
      keyed.push({ v, k: keyOf(v) });
    }
    keyed.sort(byIdentity);
    const values = rng.shuffle(keyed.map((x) => x.v));
    for (let i = 0; i < group.length; i++) writePlace(s, group[i]!.path, values[i]);
  }
  return s;
}
