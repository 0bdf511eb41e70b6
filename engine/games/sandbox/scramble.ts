import { cloneJson } from '../../core/clone.ts';
import { shuffleAnew, type Rng } from '../../core/rng.ts';
import type { Viewer } from '../../core/types.ts';
import type { Card } from '../../table/deck.ts';
import type { TokenFace } from '../../table/tokens.ts';
import { shownSide } from './describe.ts';
import type { BagPiece, CardPiece, HandItem, SandboxState, TileFace, TilePiece, TokenPiece } from './state.ts';

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

export interface Slot {
  cls: SlotClass;
  read: (s: SandboxState) => unknown;
  write: (s: SandboxState, v: unknown) => void;
  key: (v: unknown) => Identity;
}

type CardItem = Extract<HandItem, { kind: 'card' }>;
type TokenItem = Extract<HandItem, { kind: 'token' }>;

export const cardKey = (c: unknown): Identity => `card:${(c as Card).front.face}`;
export const tokenKey = (t: unknown): Identity => `token:${(t as TokenFace).kind}`;
export const tileKey = (t: unknown): Identity => `tile:${(t as TileFace).face}`;

function cardSlot(get: (s: SandboxState) => Card, set: (s: SandboxState, c: Card) => void, card: Card): Slot {
  if (card.back) return { cls: 'double', read: get, write: (s, v) => set(s, cloneJson(v as Card)), key: cardKey };
  return {
    cls: 'plain',
    read: (s) => ({ front: get(s).front, showing: 'front' }),
    write: (s, v) => set(s, { ...get(s), front: cloneJson((v as Card).front) }),
    key: cardKey,
  };
}

export const deckOf = (s: SandboxState, id: string) => {
  const d = s.pieces[id];
  if (d?.kind !== 'deck') throw new Error(`${id} is not a deck`);
  return d;
};

/** Every place that holds an identity `viewer` cannot see in `state`. */
export function hiddenSlots(state: SandboxState, viewer: Viewer): Slot[] {
  const out: Slot[] = [];
  for (const p of Object.values(state.pieces)) {
    const id = p.id;
    if (p.kind === 'deck') {
      p.cards.forEach((card, i) => out.push(cardSlot(
        (s) => deckOf(s, id).cards[i]!, (s, c) => { deckOf(s, id).cards[i] = c; }, card)));
    }
    if (p.kind === 'bag') {
      p.items.forEach((_, i) => out.push({
        cls: 'token', key: tokenKey,
        read: (s) => (s.pieces[id] as BagPiece).items[i],
        write: (s, v) => { (s.pieces[id] as BagPiece).items[i] = cloneJson(v as TokenFace); },
      }));
    }
    if (p.kind === 'card' && !shownSide(p)) {
      out.push(cardSlot((s) => (s.pieces[id] as CardPiece).card, (s, c) => { (s.pieces[id] as CardPiece).card = c; }, p.card));
    }
    if (p.kind === 'token' && !p.faceUp) {
      out.push({
        cls: 'token', key: tokenKey,
        read: (s) => (s.pieces[id] as TokenPiece).token,
        write: (s, v) => { (s.pieces[id] as TokenPiece).token = cloneJson(v as TokenFace); },
      });
    }
    if (p.kind === 'tile' && !p.faceUp) {
      out.push({
        cls: 'tile', key: tileKey,
        read: (s) => (s.pieces[id] as TilePiece).tile,
        write: (s, v) => { (s.pieces[id] as TilePiece).tile = cloneJson(v as TileFace); },
      });
    }
  }
  state.hands.forEach((hand, seat) => {
    if (seat === viewer) return;
    hand.forEach((item, i) => {
      const at = (s: SandboxState) => s.hands[seat]![i]!;
      if (item.kind === 'card') {
        out.push(cardSlot((s) => (at(s) as CardItem).card, (s, c) => { (at(s) as CardItem).card = c; }, item.card));
      } else {
        out.push({
          cls: 'token', key: tokenKey,
          read: (s) => (at(s) as TokenItem).token,
          write: (s, v) => { (at(s) as TokenItem).token = cloneJson(v as TokenFace); },
        });
      }
    });
  });
  return out;
}

export const SLOT_CLASSES: readonly SlotClass[] = ['plain', 'double', 'token', 'tile'];

/**
 * A table `viewer` cannot tell from `s` (GameModule.scramble): hidden identities shuffled
 * within their class, with `shuffleAnew`, so the result depends only on what `viewer` sees.
 */
export function scrambleSandbox(s: SandboxState, viewer: Viewer, rng: Rng): SandboxState {
  const slots = hiddenSlots(s, viewer);
  for (const cls of SLOT_CLASSES) {
    const group = slots.filter((slot) => slot.cls === cls);
    const values = shuffleAnew(group.map((slot) => cloneJson(slot.read(s))), rng);
    group.forEach((slot, i) => slot.write(s, values[i]));
  }
  return s;
}
