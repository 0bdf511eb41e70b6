/**
 * A small game that takes components a group brings, for tests of the platform's box
 * (server/room/compose.ts, server/room/faces.ts) apart from the free table (not offered to
 * players): `add` puts a component down (only the room makes it, from a compose), a deck
 * lies face down as a pile; `take` draws a pile's top card into the seat's hand, `show`
 * lays a card of the hand face up for everyone, `hide` takes it back into the hand, and
 * `remove` (guarded: the right to change the box) takes a component off. Its view passes
 * an image ref on only where the viewer may see it: a pile shows its cover, a hand its
 * cards to its holder alone, laid cards to all.
 */
import { ruleError } from '../../engine/core/result.ts';
import type { GameModule } from '../../engine/core/module.ts';
import type { Viewer } from '../../engine/core/types.ts';
import { componentSchema, type Component, type CustomCard } from '../../engine/table/components.ts';

interface Item {
  id: string;
  x: number;
  z: number;
  what: Component;
}

export interface AlbumState {
  seats: number;
  next: number;
  items: Item[];
  hands: CustomCard[][];
  laid: CustomCard[];
}

export interface AlbumView {
  items: Array<{ id: string; kind: string; count?: number; cover?: string; what?: Component }>;
  hand: CustomCard[];
  handCounts: number[];
  laid: CustomCard[];
}

export type AlbumAction =
  | { t: 'add'; x: number; z: number; what: Component }
  | { t: 'take'; id: string }
  | { t: 'show'; i: number }
  | { t: 'hide'; i: number }
  | { t: 'remove'; id: string };

export const album: GameModule<AlbumState, AlbumAction, AlbumView> = {
  id: 'album',
  name: 'Album',
  minSeats: 1,
  maxSeats: 4,
  rulesVersion: 1,
  concurrent: true,
  // Its layout is its state (it hides nothing a box would need to keep).
  composes: { add: 'add', guarded: ['remove'], layout: (state) => state },
  parseOptions: () => ({}),
  parseAction: (raw) => {
    const a = raw as Record<string, unknown>;
    if (a.t === 'add') {
      const what = componentSchema.safeParse(a.what);
      if (!what.success || typeof a.x !== 'number' || typeof a.z !== 'number') return ruleError('album/bad-action', 'Not a component.');
      return { t: 'add', x: a.x, z: a.z, what: what.data };
    }
    if ((a.t === 'take' || a.t === 'remove') && typeof a.id === 'string') return { t: a.t, id: a.id };
    if ((a.t === 'show' || a.t === 'hide') && typeof a.i === 'number') return { t: a.t, i: a.i };
    return ruleError('album/bad-action', 'Not an album action.');
  },
  setup: (_o, seats) => ({ seats, next: 1, items: [], hands: Array.from({ length: seats }, () => []), laid: [] }),
  apply: (s, seat, a) => {
    const hand = s.hands[seat]!;
    switch (a.t) {
      case 'add': {
        const what: Component = a.what.kind === 'cards' ? { ...a.what, cards: [...a.what.cards] } : a.what;
        s.items.push({ id: `c${s.next++}`, x: a.x, z: a.z, what });
        return { state: s, events: [{ kind: 'add', text: `Seat ${seat + 1} brought ${a.what.kind}.` }], reveals: [] };
      }
      case 'take': {
        const pile = s.items.find((i) => i.id === a.id)?.what;
        const card = pile?.kind === 'cards' ? pile.cards.pop() : undefined;
        if (!card) return ruleError('album/no-card', 'No card to take there.');
        hand.push(card);
        return { state: s, events: [{ kind: 'take', text: `Seat ${seat + 1} took a card.` }], reveals: [seat] };
      }
      case 'show': {
        const [card] = hand.splice(a.i, 1);
        if (!card) return ruleError('album/no-card', 'No such card in your hand.');
        s.laid.push(card);
        return { state: s, events: [{ kind: 'show', text: `Seat ${seat + 1} laid a card.` }], reveals: everyone(s.seats) };
      }
      case 'hide': {
        const [card] = s.laid.splice(a.i, 1);
        if (!card) return ruleError('album/no-card', 'No such card laid.');
        hand.push(card);
        return { state: s, events: [{ kind: 'hide', text: `Seat ${seat + 1} took a card back.` }], reveals: [] };
      }
      case 'remove': {
        const at = s.items.findIndex((i) => i.id === a.id);
        if (at < 0) return ruleError('album/no-item', 'Nothing there.');
        s.items.splice(at, 1);
        return { state: s, events: [{ kind: 'remove', text: `Seat ${seat + 1} took something off.` }], reveals: [] };
      }
    }
  },
  scramble: (s) => s,
  view: (s, viewer: Viewer) => ({
    items: s.items.map((i) => (i.what.kind === 'cards'
      ? { id: i.id, kind: 'cards', count: i.what.cards.length, ...(i.what.cover !== undefined ? { cover: i.what.cover } : {}) }
      : { id: i.id, kind: i.what.kind, what: i.what })),
    hand: viewer === 'spectator' ? [] : structuredClone(s.hands[viewer] ?? []),
    handCounts: s.hands.map((h) => h.length),
    laid: structuredClone(s.laid),
  }),
  prompts: () => [],
  table: () => ({ pieces: {}, hands: {} }),
  status: () => ({ over: false, headline: 'Album' }),
};

function everyone(seats: number): Viewer[] {
  return [...Array.from({ length: seats }, (_, i) => i), 'spectator'];
}
