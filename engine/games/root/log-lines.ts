/**
 * The words of Root's log lines that carry a reason or a name as a phrase in their data
 * (engine/core/words.ts `Phrase`): VP scored and why, the win, warriors that could not be
 * placed, a craft, a faction picked, the draw pile reshuffled, cards given or seen by a
 * card's effect, and a battle's dice, extra hits and spared hits. The rule step that logs
 * a line and `logTextRoot` (log-text.ts) both word it with these, so the two never drift.
 */
import { isPhrase, phrase, sayPhrase, type Phrase, type Say } from '../../core/words.ts';
import type { LogReason, RemovedPiece } from './faction.ts';
import { cardWords, reasonWords, rootSay, suitWords, whyData, whyOf } from './log-words.ts';
import { saidText, type Said } from './phrases.ts';
import { cardDef } from './data/base-deck.ts';

/**
 * A reason in a line's data: `w`, its place in the seat's list of reasons, when it is
 * listed; else `why`, the phrase itself; else nothing (a reason in plain English: the
 * line keeps its text).
 */
export function saidData(list: readonly LogReason[], why: Said): { w: number } | { why: Phrase } | null {
  return whyData(list, saidText(why)) ?? (typeof why === 'string' ? null : { why });
}

/** The reason that `saidData` wrote, in the words of `say`, or undefined where the data names none. */
export function saidFrom(d: Readonly<Record<string, unknown>>, list: readonly LogReason[], say: Say): string | undefined {
  if (isPhrase(d.why)) return sayPhrase(d.why, say);
  const r = whyOf(list, d.w);
  return r === undefined ? undefined : reasonWords(r, say);
}

/** A removed piece as a phrase ("a warrior", "a fox flower", "a face-down plot"): log-words.ts `pieceWords`. */
export function piecePhrase(p: RemovedPiece): Phrase {
  if (p.type === 'warrior') return phrase('root.log.piece.warrior');
  const noun = { piece: phrase(`root.log.kind.${p.kind}`), article: phrase(`root.log.kind.${p.kind}.article`) };
  if (p.type === 'building') return phrase('root.log.piece.plain', noun);
  if (p.faceDown) return phrase('root.log.piece.down', noun);
  return p.suit ? phrase('root.log.piece.suited', { ...noun, suit: phrase('root.log.suit', { suit: p.suit }) }) : phrase('root.log.piece.a', noun);
}

/** "The Underground Duchy scored 2 VP for removing a cathedral (now 9)." */
export function scoreWords(Who: string, n: number, why: string, vp: number, say: Say = rootSay): string {
  return say('root.log.score', { Who, n, why, vp });
}

/** The game won: by VP (`vp`), by a dominance card (`card`), or at the turn limit (`limit`, the `best` score). */
export type WinHow = { how: 'vp'; vp: number } | { how: 'dominance'; card: string } | { how: 'turns'; limit: number; best: number };

/** A win line; `Who` is '' at the turn limit (no one's line). */
export function winWords(Who: string, win: WinHow, say: Say = rootSay): string {
  if (win.how === 'vp') return say('root.log.win.vp', { Who, vp: win.vp });
  if (win.how === 'turns') return say('root.log.win.turns', { limit: win.limit, best: win.best });
  const suit = cardDef(win.card).suit;
  return say('root.log.win.dominance', { Who, card: cardWords(win.card, say), suit, suitName: suitWords(suit, say) });
}

/** No warriors placed in `where` for `why`: a faction's rule (`no`) forbids it. */
export function noPlaceWords(Who: string, where: string, why: string, no: string, say: Say = rootSay): string {
  return say('root.log.place.none', { Who, where, why, no });
}

/** A craft: the card, and the pieces used ("fox in Glade (fox)"), by suit and clearing. */
export function craftWords(Who: string, card: string, used: ReadonlyArray<{ suit: string; where: string }>, say: Say = rootSay): string {
  const list = used.map((u) => say('root.log.craft.used', { suit: u.suit, where: u.where })).join(', ');
  return say('root.log.craft', { Who, card: cardWords(card, say), used: list });
}

/** A faction picked at the table: `seat` is "Seat 2", `who` the faction ("the Honeycomb Clergy"). */
export function pickWords(seat: string, who: string, say: Say = rootSay): string {
  return say('root.log.pick', { seat, who });
}

/** The discard pile shuffled into a new draw pile of `n` cards. */
export function shuffleWords(n: number, say: Say = rootSay): string {
  return say('root.log.shuffle', { n });
}

/** A dominance card discarded: it lies beside the map. */
export function asideWords(card: string, say: Say = rootSay): string {
  return say('root.log.dominance.aside', { card: cardWords(card, say) });
}

/** A card given from one hand to another: the public `line`, and which card to the two who see it. */
export function giveWords(line: string, card: string | undefined, say: Say = rootSay): string {
  return card === undefined ? line : say('root.log.give.card', { line, card: cardWords(card, say) });
}

/** Stand and Deliver!: `Who` takes a random card from `who`; the two of them see which. */
export function standWords(Who: string, who: string, card: string | undefined, say: Say = rootSay): string {
  const line = say('root.log.use.stand-and-deliver', { Who, who });
  return card === undefined ? line : say('root.log.use.stand-and-deliver.card', { line, card: cardWords(card, say) });
}

/** Codebreakers: `Who` looks at the hand of `who`; `Who` sees its cards. */
export function codebreakersWords(Who: string, who: string, cards: readonly string[] | undefined, say: Say = rootSay): string {
  const line = say('root.log.use.codebreakers', { Who, who });
  if (cards === undefined) return line;
  return say('root.log.use.codebreakers.hand', { line, cards: cards.map((k) => cardWords(k, say)).join(', ') || say('root.log.nothing') });
}

/** A battle's roll: the dice (`high`, `low`), the hits each side deals (`a`, `d`), each capped by its warriors (`aw`, `dw`). */
export interface RollNumbers {
  high: number;
  low: number;
  a: number;
  d: number;
  aw: number;
  dw: number;
}

/** "Battle dice in Glade (fox): 2 and 1. The … deal 2 hits; the … deal 1 hit." */
export function rollWords(Who: string, who: string, where: string, r: RollNumbers, say: Say = rootSay): string {
  return say('root.log.roll', { ...r, Who, who, where, capA: r.a < r.high ? 'yes' : 'no', capD: r.d < r.low ? 'yes' : 'no' });
}

/** A faction's rule gives `Who` `n` extra hits, for `why`. */
export function extraHitsWords(Who: string, n: number, why: string, say: Say = rootSay): string {
  return say('root.log.extra-hits', { Who, n, why });
}

/** `Who` may not remove pieces of `who` (`why`, a faction's rule): `n` hits are lost. */
export function sparedWords(Who: string, who: string, why: string, n: number, say: Say = rootSay): string {
  return say('root.log.spared', { Who, who, why, n });
}

/** `Who` chose which of their pieces to lose (its key: "flower-fox", "cathedral"). */
export function choseLossWords(Who: string, piece: string, say: Say = rootSay): string {
  return say('root.log.chose-loss', { Who, piece });
}
