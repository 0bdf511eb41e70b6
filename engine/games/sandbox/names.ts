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
import { isPhrase, phrase, sayPhrase, seatName, type Phrase, type PhraseValue, type Say } from '../../core/words.ts';
import { isDoubleSided, type Card, type CardSide } from '../../table/deck.ts';
import type { DieSpec } from '../../table/dice.ts';
import type { TokenFace } from '../../table/tokens.ts';
import { shownSide } from './describe.ts';
import { sandboxNameWords } from './name-words.en.ts';
import { sandboxSay } from './words.ts';
import { DEMO_DICE, DEMO_TILES, FLOWER_TOKENS, forestCards, GAME_DICE, standardCards } from './setup.ts';
import type { HandItem, Piece, TileFace } from './state.ts';

type NameId = keyof typeof sandboxNameWords;

/** Messages without values by their English. */
function byEnglish(ids: readonly NameId[]): ReadonlyMap<string, NameId> {
  return new Map(ids.map((id) => [sandboxSay(id), id]));
}

/** The engine's deck names (a deck of the table's own design), by their English. */
const DECKS: ReadonlyMap<string, NameId> = byEnglish(['sandbox.name.deck.deck', 'sandbox.name.deck.discard', 'sandbox.name.deck.playing-cards']);

/** The engine's bag names, by their English. */
const BAGS: ReadonlyMap<string, NameId> = byEnglish(['sandbox.name.bag.flower-bag']);

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
export function plainDie(spec: DieSpec): boolean {
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

/**
 * What the English of a back side's name adds to the name it is made from (apply-box.ts,
 * and a box imported from Tabletop Simulator): " back", " (back)".
 */
const BACKS = (['sandbox.name.card.back-of', 'sandbox.name.card.back'] as const).map((id) => ({ id, after: sandboxSay(id, { name: '' }) }));

/**
 * A printed card side's name: the demo's card; the back of a group's own double-sided
 * card (`back`: the side is a double-sided card's back) as its name's back; else its
 * label as it is.
 */
export function sideName(side: CardSide, back = false): PhraseValue {
  const demo = SIDES.get(side.face);
  if (demo !== undefined && demo.label === side.label) return demo.words;
  if (back) {
    const of = BACKS.find((b) => side.label.length > b.after.length && side.label.endsWith(b.after));
    if (of !== undefined) return phrase(of.id, { name: side.label.slice(0, -of.after.length) });
  }
  return side.label;
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

/** A name in words: its phrase worded by `say` (English by default), or a player's own words as they are. */
export function nameText(name: PhraseValue, say: Say = sandboxSay): string {
  return isPhrase(name) ? sayPhrase(name, say) : String(name);
}

/** The words of a name as a label's phrase: none where they are a player's own. */
export function labelPhrase(name: PhraseValue): Phrase | undefined {
  return isPhrase(name) ? name : undefined;
}

/**
 * A table piece as everyone sees it, in a sentence (the log's words for it, log-words.en.ts,
 * and a refusal's), capitalised when `cap` (the name starts the sentence).
 */
export function pieceName(piece: Piece, cap: boolean): PhraseValue {
  const c = cap ? 'yes' : 'no';
  const own = (label: string): string => (cap ? capitalise(label) : label);
  switch (piece.kind) {
    case 'card': {
      const side = shownSide(piece);
      if (side === null) return phrase('sandbox.piece.card-down', { cap: c });
      const name = sideName(side, isDoubleSided(piece.card) && piece.card.showing === 'back');
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

/** A token in a sentence: "a Fox token". */
export function tokenPhrase(token: TokenFace): Phrase {
  return phrase('sandbox.piece.token', { label: tokenName(token), cap: 'no' });
}

/** A card as its holder knows it: the side up, and the other side of a double-sided card. */
export function privateCardName(card: Card): PhraseValue {
  if (isDoubleSided(card) && card.back) {
    const up = card.showing === 'front' ? card.front : card.back;
    const down = card.showing === 'front' ? card.back : card.front;
    return phrase('sandbox.log.card-both', { up: sideName(up, card.showing === 'back'), down: sideName(down, card.showing === 'front') });
  }
  return sideName(card.front);
}

/** A table piece named with its hidden identity, in a sentence (only for the actor's own line). */
export function privatePieceName(piece: Piece): PhraseValue {
  if (piece.kind === 'card') return privateCardName(piece.card);
  if (piece.kind === 'token') return tokenPhrase(piece.token);
  if (piece.kind === 'tile') return phrase('sandbox.piece.tile', { label: tileName(piece.tile), cap: 'no' });
  return pieceName(piece, false);
}

/** A hand item as its holder knows it, in a sentence. */
export function handItemName(item: HandItem): PhraseValue {
  return item.kind === 'card' ? privateCardName(item.card) : tokenPhrase(item.token);
}
