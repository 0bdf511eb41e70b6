/**
 * A piece's name as words for a phrase (engine/core/words.ts): a message of the free
 * table's catalogue (name-words.en.ts) where the engine named the piece — the demo table's
 * decks, bag, cards, tokens, tiles and dice (setup.ts), a die without a name, a meeple's
 * seat, a zone — and the name itself, a plain string, where a player or a box named it:
 * those are the players' own words and stay as they are in every language.
 *
 * A demo name is known by the identity it goes with (a card's or a tile's face, a token's
 * kind) and by its English, so a box's own piece that borrows a demo face keeps its label.
 */
import { isPhrase, phrase, seatName, type Phrase, type PhraseValue } from '../../core/words.ts';
import type { CardSide } from '../../table/deck.ts';
import type { DieSpec } from '../../table/dice.ts';
import type { TokenFace } from '../../table/tokens.ts';
import { shownSide } from './describe.ts';
import { sandboxNameWords } from './name-words.en.ts';
import { DEMO_DICE, DEMO_TILES, FLOWER_TOKENS, forestCards, GAME_DICE, standardCards } from './setup.ts';
import type { Piece, TileFace } from './state.ts';

type NameId = keyof typeof sandboxNameWords;

/** The engine's deck names (a deck of the table's own design), by their English. */
const DECKS: ReadonlyMap<string, NameId> = new Map([
  ['Deck', 'sandbox.name.deck.deck'],
  ['Discard', 'sandbox.name.deck.discard'],
  ['Playing cards', 'sandbox.name.deck.playing-cards'],
]);

/** The engine's bag names, by their English. */
const BAGS: ReadonlyMap<string, NameId> = new Map([['Flower bag', 'sandbox.name.bag.flower-bag']]);

/** The demo cards' sides by face: their English label and their name as a phrase. */
const SIDES: ReadonlyMap<string, { label: string; words: Phrase }> = new Map([
  ...standardCards().map(({ front }) => [front.face, {
    label: front.label, words: phrase('sandbox.name.card.standard', { rank: front.label.slice(0, -1), suit: front.label.slice(-1) }),
  }] as const),
  ...forestCards().flatMap((card) => [card.front, card.back!].map((side) => {
    const [kind, n] = side.face.split('-') as [string, string];
    return [side.face, { label: side.label, words: phrase(`sandbox.name.card.${kind}`, { n: Number(n) }) }] as const;
  })),
]);

/** Whether a die's name is the plain "d6" every die without a name of its own gets (table/dice.ts `dieSpec`). */
function plainDie(spec: DieSpec): boolean {
  return spec.name === undefined || spec.name === `d${spec.sides}`;
}

/** The demo dice's own names, by their English: the message is named by the die's id in setup.ts. */
const DICE: ReadonlyMap<string, string> = new Map([...DEMO_DICE, ...GAME_DICE]
  .flatMap(({ id, spec }) => (plainDie(spec) ? [] : [[spec.name!, `sandbox.name.die.${id.slice('die-'.length)}`] as const])));

/** The first letter upper-cased. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whether a name's message words `cap` (a name that starts with a small letter). */
function takesCap(id: string): boolean {
  return (sandboxNameWords as Readonly<Record<string, string>>)[id]?.startsWith('{cap,') ?? false;
}

/** A name of the catalogue, `cap` given where its message words it. */
function named(id: string, cap: boolean): Phrase {
  return takesCap(id) ? phrase(id, { cap: cap ? 'yes' : 'no' }) : phrase(id);
}

/** A deck's name: the engine's own for a deck of the table's design, else the name as it is. */
export function deckName(name: string, design: string): PhraseValue {
  const id = design === 'woodland' ? DECKS.get(name) : undefined;
  return id === undefined ? name : phrase(id);
}

/** A bag's name: the engine's own, else the name as it is. */
export function bagName(name: string): PhraseValue {
  const id = BAGS.get(name);
  return id === undefined ? name : phrase(id);
}

/** A printed card side's name: the demo's card, else its label as it is. */
export function sideName(side: CardSide): PhraseValue {
  const demo = SIDES.get(side.face);
  return demo !== undefined && demo.label === side.label ? demo.words : side.label;
}

/** A token's name: a demo flower, else its label as it is. */
export function tokenName(token: TokenFace): PhraseValue {
  return FLOWER_TOKENS.some((t) => t.kind === token.kind && t.label === token.label) ? phrase(`sandbox.name.token.${token.kind}`) : token.label;
}

/** A tile's name: a demo path tile, else its label as it is. */
export function tileName(tile: TileFace): PhraseValue {
  return DEMO_TILES.some((t) => t.face === tile.face && t.label === tile.label) ? phrase(`sandbox.name.tile.${tile.face}`) : tile.label;
}

/** A die's name ("d6" for one without a name), capitalised when `cap`. */
export function dieName(spec: DieSpec, cap: boolean): PhraseValue {
  if (plainDie(spec)) return phrase('sandbox.piece.die', { sides: String(spec.sides), cap: cap ? 'yes' : 'no' });
  const id = DICE.get(spec.name!);
  if (id !== undefined) return named(id, cap);
  return cap ? capitalise(spec.name!) : spec.name!;
}

/** The words of a name as a label's phrase: none where they are a player's own. */
export function labelPhrase(name: PhraseValue): Phrase | undefined {
  return isPhrase(name) ? name : undefined;
}

/**
 * A table piece as everyone sees it, in a sentence: the words of `publicName`
 * (describe.ts), capitalised when `cap` (the name starts the sentence).
 */
export function pieceName(piece: Piece, cap: boolean): PhraseValue {
  const c = cap ? 'yes' : 'no';
  const own = (label: string): string => (cap ? capitalise(label) : label);
  switch (piece.kind) {
    case 'card': {
      const side = shownSide(piece);
      if (side === null) return phrase('sandbox.piece.card-down', { cap: c });
      const name = sideName(side);
      return typeof name === 'string' ? own(name) : name;
    }
    case 'deck': return deckName(piece.name, piece.design);
    case 'bag': return bagName(piece.name);
    case 'token': return piece.faceUp ? phrase('sandbox.piece.token', { label: tokenName(piece.token), cap: c }) : phrase('sandbox.piece.token-down', { cap: c });
    case 'meeple': return phrase('sandbox.piece.meeple-of', { seat: seatName(piece.owner), cap: c });
    case 'tile': return piece.faceUp ? phrase('sandbox.piece.tile', { label: tileName(piece.tile), cap: c }) : phrase('sandbox.piece.tile-down', { cap: c });
    case 'die': return dieName(piece.spec, cap);
    case 'board': return phrase('sandbox.piece.board', { label: piece.label, cap: c });
    case 'counter': return phrase('sandbox.piece.counter', { label: piece.label, value: String(piece.value), cap: c });
    case 'zone': return phrase('sandbox.piece.zone-of', { seat: seatName(piece.owner), cap: c });
  }
}
