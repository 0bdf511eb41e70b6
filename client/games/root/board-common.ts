/**
 * What every Root faction board shows and the words the boards share (seat and clearing
 * names, a seat's tokens), below both the HUD (hud/model.ts) and the factions' own boards
 * (factions/<id>/board.ts), which read their typed boards from the view with these.
 */
import type { SeatId } from '../../../engine/core/types.ts';
import { cardDef, type Item } from '../../../engine/games/root/data/base-deck.ts';
import type { Suit } from '../../../engine/games/root/data/autumn-map.ts';
import { cardName as englishCardName } from '../../../engine/games/root/describe.ts';
import { cardNameValue, cardTextValue, cardValue, clearingNameValue, englishOf } from '../../../engine/games/root/phrases.ts';
import type { RootView, SeatCommonView } from '../../../engine/games/root/view.ts';
import { phraseText } from '../../words/phrase.ts';
import { say } from '../../words/say.ts';

/** A card by name with its suit ("Foxfolk Steel (fox)"), in the reader's words. */
export function cardName(key: string, words = say): string {
  return phraseText(cardValue(key), englishCardName(key), words);
}

/** A card's own name ("Foxfolk Steel"), in the reader's words. */
export function cardTitle(key: string, words = say): string {
  return phraseText(cardNameValue(key), cardDef(key).name, words);
}

/** A card's rules text in the reader's words, or undefined for a card without rules of its own (an item). */
export function cardText(key: string, words = say): string | undefined {
  const text = cardTextValue(key);
  return text === undefined ? undefined : phraseText(text, englishOf(text), words);
}

/** A clearing's own name ("Beach"), in the reader's words (one a faction brings keeps its name). */
export function clearingTitle(c: { readonly id: number; readonly name: string }, words = say): string {
  const v = clearingNameValue(c.id, c.name);
  return typeof v === 'object' && v !== null ? phraseText(v, c.name, words) : c.name;
}

/** "Beach (rabbit)", read from the view's map (extra clearings in play included); an unsuited clearing by its name. */
export function clearingName(v: Pick<RootView, 'map'>, id: number): string {
  const c = v.map.find((x) => x.id === id);
  if (!c) return say('root.clearing.unknown', { id });
  return c.suit === null ? clearingTitle(c) : say('root.with-suit', { name: clearingTitle(c), suit: say(`root.suit.${c.suit}`) });
}

/** The player's name at a seat, or "Seat N". */
export function playerName(seatNames: readonly (string | undefined)[], seat: SeatId): string {
  return seatNames[seat] || say('root.seat', { n: seat + 1 });
}

/**
 * Who plays beside the faction's name: the player's name, or "bot" for a bot the page
 * already names by its faction ("Queenless Legion bot"), so the faction is not said twice.
 */
export function playerBeside(factionName: string, player: string): string {
  return player.startsWith(`${factionName} `) ? player.slice(factionName.length + 1) : player;
}

/** "Honeycomb Clergy (Ana)"; a bot's seat reads "Honeycomb Clergy (bot)". */
export function seatLabel(v: RootView, seatNames: readonly (string | undefined)[], seat: SeatId): string {
  const at = v.seats[seat];
  const faction = at ? phraseText(at.nameWords, at.name, say) : say('root.seat', { n: seat + 1 });
  return say('root.seat.label', { faction, player: playerBeside(faction, playerName(seatNames, seat)) });
}

export interface CommonBoard {
  seat: SeatId;
  faction: string;
  factionName: string;
  player: string;
  color: string;
  vp: number;
  handCount: number;
  warriors: number;
  /** Persistent cards in front of the player, by name (their rules text: `cardText`). */
  crafted: Array<{ key: string; name: string }>;
  items: Item[];
  /** The dominance card this player activated, in words ("Dominance (fox): rule three fox clearings"), or null. */
  dominance: string | null;
}

/** The part of a seat's board every faction shows. */
export function common(v: RootView, s: SeatCommonView & { faction: string }, seatNames: readonly (string | undefined)[]): CommonBoard {
  return {
    seat: s.seat, faction: s.faction, factionName: phraseText(s.nameWords, s.name, say), player: playerName(seatNames, s.seat), color: s.color,
    vp: s.vp, handCount: s.handCount, warriors: s.warriors,
    crafted: s.crafted.map((key) => ({ key, name: cardDef(key).name })),
    items: [...s.items],
    dominance: s.dominance === undefined ? null : dominanceWords(s.dominance),
  };
}

/** "Dominance (fox): wins by ruling three fox clearings at the start of Birdsong". */
export function dominanceWords(key: string): string {
  const suit = cardDef(key).suit;
  return say('root.dominance.goal', { card: cardName(key), suit, suitName: say(`root.suit.${suit}`) });
}

/**
 * A catalogue's words for `key`, or null when it has none: the pieces' nouns are worded by
 * kind (`root.piece.<kind>`), the core's own in words/en-hud.ts, each faction's in its own
 * catalogue (words/factions/), so the core names no faction's piece.
 */
function wordsOr(key: string): string | null {
  const w = say(key);
  return w === key ? null : w;
}

/** A piece kind's noun: "flower", "cathedral" (a kind without words of its own as the engine writes it). */
export function pieceNoun(kind: string): string {
  return wordsOr(`root.piece.${kind}`) ?? kind;
}

/** A piece kind's grammatical gender, for the languages whose articles follow it ("f", "m"; "n" for none). */
export function pieceGender(kind: string): string {
  return wordsOr(`root.piece.${kind}.gender`) ?? 'n';
}

/** A field's heading or value in words (`root.fields.<field>`), or null when the catalogue has none. */
export function fieldHeading(field: string): string | null {
  return wordsOr(`root.fields.${field}`);
}

/** A suit's word ("fox"), or the text itself when it is none. */
export const suitWord = (suit: string): string => (['fox', 'rabbit', 'mouse', 'bird'].includes(suit) ? say(`root.suit.${suit}`) : suit);

/** A piece key without its article: "mouse flower", "cathedral". */
export function pieceName(key: string): string {
  const [kind = key, suit] = key.split('-');
  return suit ? say('root.piece.suited', { piece: pieceNoun(kind), suit: suitWord(suit) }) : pieceNoun(kind);
}

/** A seat's tokens of a kind on the map, each with its clearing (and its suit, for a suited token). */
export function tokensOf(v: RootView, seat: SeatId, kind: string): Array<{ clearing: number; suit?: Suit }> {
  const out: Array<{ clearing: number; suit?: Suit }> = [];
  for (const c of v.map) for (const t of c.tokens) if (t.seat === seat && t.kind === kind) out.push(t.suit === undefined ? { clearing: c.id } : { clearing: c.id, suit: t.suit });
  return out;
}
