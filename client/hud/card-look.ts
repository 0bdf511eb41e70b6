/** How a hand card is drawn in the HUD: its big glyph, its corner and its ink colour. */
import type { HandCard } from '../../engine/core/projection.ts';

export type Suit = 'spades' | 'hearts' | 'diamonds' | 'clubs';

export interface CardLook {
  /** Short text for the corners ("10", "Q", or the token's name). */
  corner: string;
  /** Big centre glyph (suit symbol) or the label. */
  title: string;
  /** Ink colour for the text. */
  ink: string;
  suit: Suit | null;
}

const SUIT_SYMBOL: Record<Suit, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
const SYMBOL_SUIT: Record<string, Suit> = { '♠': 'spades', '♥': 'hearts', '♦': 'diamonds', '♣': 'clubs' };
const LETTER_SUIT: Record<string, Suit> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK_WORDS: Record<string, string> = { ace: 'A', king: 'K', queen: 'Q', jack: 'J', ten: '10' };

const RED_INK = '#b3261e';
const BLACK_INK = '#1f1a14';

/**
 * Recognises a playing card from its face or label: "QH", "10♦", "K♠",
 * "ace-of-spades", "hearts-7", "7 of clubs". Returns null for anything else.
 */
export function parsePlayingCard(text: string): { rank: string; suit: Suit } | null {
  const t = text.trim();
  const short = /^(10|[2-9AJQKT])\s*([SHDC♠♥♦♣])$/i.exec(t);
  if (short) {
    const rank = short[1]!.toUpperCase() === 'T' ? '10' : short[1]!.toUpperCase();
    const s = short[2]!;
    return { rank, suit: SYMBOL_SUIT[s] ?? LETTER_SUIT[s.toUpperCase()]! };
  }
  const words = t.toLowerCase().split(/[\s_-]+/).filter((w) => w && w !== 'of');
  if (words.length !== 2) return null;
  const suitIndex = words.findIndex((w) => /^(spades|hearts|diamonds|clubs)$/.test(w));
  if (suitIndex < 0) return null;
  const rankWord = words[1 - suitIndex]!;
  const rank = RANK_WORDS[rankWord] ?? (/^(10|[2-9]|[ajqk])$/.test(rankWord) ? rankWord.toUpperCase() : null);
  return rank ? { rank, suit: words[suitIndex] as Suit } : null;
}

/**
 * A readable short form of a card's or token's name for its corner, the part that still
 * shows where the fan overlaps cards: a short name whole ("Bird", "Rabbit"), a name with a
 * number as its initials and the number ("Forest 3" → "F3"), else its first word when short
 * ("Dead end" → "Dead"), else that word's start with a stop ("Crossroads" → "Cros."). Never
 * a cut-off word that reads as another ("Bir").
 */
export function shortName(name: string): string {
  const t = name.trim();
  if (t.length <= 6) return t;
  const numbered = /^(.*?)\s*(\d+)$/.exec(t);
  if (numbered && numbered[1]) return numbered[1].split(/\s+/).map((w) => w[0]!.toUpperCase()).join('') + numbered[2];
  const first = t.split(/\s+/)[0]!;
  return first.length <= 6 ? first : `${first.slice(0, 4)}.`;
}

export function cardLook(card: HandCard): CardLook {
  const playing = parsePlayingCard(card.face) ?? parsePlayingCard(card.label);
  if (playing) {
    const red = playing.suit === 'hearts' || playing.suit === 'diamonds';
    return { corner: playing.rank, title: SUIT_SYMBOL[playing.suit], ink: red ? RED_INK : BLACK_INK, suit: playing.suit };
  }
  const title = card.label || card.face;
  return { corner: shortName(title), title, ink: card.color ?? BLACK_INK, suit: null };
}
