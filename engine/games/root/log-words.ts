/**
 * The words of Root's common log lines, one function each, with the data that names what
 * they need: the rule step that logs a line and `logTextRoot` (log-text.ts), which words
 * it again from the entry's data and the view after it, both call these, so the two never
 * drift. Names of factions and clearings come in as words (from the state when logging,
 * from the view when wording again); cards by their key. A faction's own lines are worded
 * in its folder (its `log` policy).
 *
 * A reason ("at setup", "in Evening") goes in the data as its place in the seat's list of
 * reasons (`w`: the core's, then its faction's); one not listed (one that names a clearing)
 * goes as its phrase (`why`, log-lines.ts `saidData`), and one in plain English leaves its
 * line with its text alone.
 */
import type { Suit } from './data/autumn-map.ts';
import { cardDef } from './data/base-deck.ts';
import { englishSay } from '../../core/english.ts';
import type { Say } from '../../core/words.ts';
import type { SeatId } from '../../core/types.ts';
import type { FactionModule, LogReason, ReadCtx, RemovedPiece } from './faction.ts';
import { rootCardWords } from './card-words.en.ts';
import { rootLogWords } from './log-words.en.ts';
import { rootNameWords } from './name-words.en.ts';
import { rootPromptWords } from './prompt-words.en.ts';
import { rootRefusalWords } from './refusal-words.en.ts';
import { rootTableWords } from './table-words.en.ts';

/**
 * Root's English messages: the core's log lines, prompts, refusals, table labels, names
 * and cards' rules text, then each faction's, added by the faction lists (`addLogWords`).
 */
const ENGLISH: Record<string, string> = { ...rootLogWords, ...rootPromptWords, ...rootRefusalWords, ...rootTableWords, ...rootNameWords, ...rootCardWords };

/** Adds a faction's English messages (its log policy's `words`: log lines, and any prompt or refusal words) to `rootSay`'s. */
export function addLogWords(words: Readonly<Record<string, string>> | undefined): void {
  if (words) Object.assign(ENGLISH, words);
}

/** True when `rootSay` knows the message `id`. */
export function hasRootWords(id: string): boolean {
  return Object.hasOwn(ENGLISH, id);
}

/** Root's engine words in English: the words its rule steps log with, and its prompts, refusals and labels. */
export const rootSay: Say = englishSay(ENGLISH);

type ReasonKind = 'draw' | 'discard' | 'place';

/** A line that gives no reason (a plain draw): no words. */
const NO_REASON: LogReason = { id: '' };

/** The core's reasons for drawing (none first: `NO_REASON`), discarding and placing warriors; each faction lists its own after them. */
const CORE_REASONS: Readonly<Record<ReasonKind, readonly LogReason[]>> = {
  draw: [NO_REASON, { id: 'root.log.why.evening' }, { id: 'root.log.why.setup' }, { id: 'root.log.why.tax-collector' }, { id: 'root.log.why.burrow-bank' }],
  discard: [{ id: 'root.log.why.hand-limit' }, { id: 'root.log.why.cancel-ambush' }],
  place: [],
};

/** The reasons a seat of faction `f` (undefined before it has one) gives for `kind`: the core's, then its own. */
export function reasons(kind: ReasonKind, f: Pick<FactionModule, 'log'> | undefined): readonly LogReason[] {
  const own = f?.log?.reasons?.[kind];
  return own ? [...CORE_REASONS[kind], ...own] : CORE_REASONS[kind];
}

/** The faction module of a seat, or undefined before it has one. */
export function factionAt(ctx: ReadCtx, seat: SeatId): FactionModule | undefined {
  const id = ctx.s.players[seat]?.faction;
  return id === undefined ? undefined : ctx.f[id];
}

/** A reason in words. */
export function reasonWords(r: LogReason, say: Say = rootSay): string {
  return r.id === '' ? '' : say(r.id, r.values);
}

/** `{ w: i }` for the reason at place i of `list` whose English words are `why`, or null when none is (its line keeps its text). */
export function whyData(list: readonly LogReason[], why: string): { w: number } | null {
  const i = list.findIndex((r) => reasonWords(r) === why);
  return i < 0 ? null : { w: i };
}

/** The reason at place `w` of `list`, or undefined (no `w`: a reason not listed). */
export function whyOf(list: readonly LogReason[], w: unknown): LogReason | undefined {
  return typeof w === 'number' && Number.isInteger(w) ? list[w] : undefined;
}

/** A suit in words ("fox"). */
export function suitWords(suit: string, say: Say = rootSay): string {
  return say('root.log.suit', { suit });
}

/** A card by name with its suit: "Foxfolk Steel (fox)". */
export function cardWords(key: string, say: Say = rootSay): string {
  const c = cardDef(key);
  return say('root.log.card', { name: say(`root.name.card.${c.key}`), suit: suitWords(c.suit, say) });
}

export function turnWords(Who: string, turn: number, say: Say = rootSay): string {
  return say('root.log.turn', { Who, turn });
}

export function drawWords(Who: string, n: number, why: string, say: Say = rootSay): string {
  return why ? say('root.log.draw.why', { Who, n, why }) : say('root.log.draw', { Who, n });
}

/** The drawer's own line: the cards by name. */
export function ownDrawWords(keys: readonly string[], why: string, say: Say = rootSay): string {
  const cards = keys.map((k) => cardWords(k, say)).join(', ') || say('root.log.nothing');
  return why ? say('root.log.own-draw.why', { cards, why }) : say('root.log.own-draw', { cards });
}

export function discardWords(Who: string, why: string, card: string, say: Say = rootSay): string {
  return say('root.log.discard', { Who, why, card: cardWords(card, say) });
}

/** `k` of the `n` warriors asked for placed in `where`. */
export function placeWords(Who: string, k: number, n: number, where: string, why: string, say: Say = rootSay): string {
  return say(k < n ? 'root.log.place.short' : 'root.log.place', { Who, n: k, where, why });
}

/** A piece's noun and its article's kind (a faction's pieces are in its log words, `root.log.kind.<kind>`). */
function noun(kind: string, say: Say): { piece: string; article: string } {
  return { piece: say(`root.log.kind.${kind}`), article: say(`root.log.kind.${kind}.article`) };
}

/** Words for a removed piece ("a warrior", "a cathedral", "a fox flower"). */
export function pieceWords(p: RemovedPiece, say: Say = rootSay): string {
  if (p.type === 'warrior') return say('root.log.piece.warrior');
  if (p.type === 'building') return say('root.log.piece.plain', noun(p.kind, say));
  // A face-down token shows no suit.
  if (p.faceDown) return say('root.log.piece.down', noun(p.kind, say));
  return p.suit ? say('root.log.piece.suited', { ...noun(p.kind, say), suit: suitWords(p.suit, say) }) : say('root.log.piece.a', noun(p.kind, say));
}

/** A carried token by its key ("flower-fox", "tunnel") in words: "a fox flower". */
export function carriedWords(key: string, say: Say = rootSay): string {
  const [kind = key, suit] = key.split('-');
  return suit ? say('root.log.piece.suited', { ...noun(kind, say), suit: suitWords(suit, say) }) : say('root.log.piece.plain', noun(kind, say));
}

/** "The Queenless Legion moved 2 warriors from Haven (rabbit) to Glade (fox), carrying a sympathy." */
export function moveWords(Who: string, from: string, to: string, n: number, carry: readonly string[], say: Say = rootSay): string {
  if (carry.length === 0) return say('root.log.move', { Who, n, from, to });
  return say('root.log.move.carrying', { Who, n, from, to, carry: carry.map((k) => carriedWords(k, say)).join(', ') });
}
/** A removed piece in log data: `piece` ('warrior', or its kind and suit), `b` for a building, `fd` face down. */
export function pieceData(p: RemovedPiece): { piece: string; b?: 1; fd?: 1 } {
  if (p.type === 'warrior') return { piece: 'warrior' };
  if (p.type === 'building') return { piece: p.kind, b: 1 };
  const key = p.suit === undefined ? p.kind : `${p.kind}-${p.suit}`;
  return p.faceDown ? { piece: key, fd: 1 } : { piece: key };
}

const SUITS: readonly string[] = ['fox', 'rabbit', 'mouse', 'bird'];

/** The piece that `pieceData` wrote, or undefined. */
export function pieceFromData(d: Readonly<Record<string, unknown>>): RemovedPiece | undefined {
  const key = d.piece;
  if (typeof key !== 'string') return undefined;
  if (key === 'warrior') return { type: 'warrior' };
  if (d.b === 1) return { type: 'building', kind: key };
  const cut = key.lastIndexOf('-');
  const suit = cut > 0 ? key.slice(cut + 1) : '';
  const p: RemovedPiece = SUITS.includes(suit) ? { type: 'token', kind: key.slice(0, cut), suit: suit as Suit } : { type: 'token', kind: key };
  if (d.fd === 1) p.faceDown = true;
  return p;
}

/** "The Queenless Legion battle the Honeycomb Clergy in Glade (fox)." */
export function battleWords(Who: string, who: string, where: string, say: Say = rootSay): string {
  return say('root.log.battle', { Who, who, where });
}

/** The battle's notes (`root.log.note.<note>`), in their data's `note`. */
export const BATTLE_NOTES: readonly string[] = ['scouting', 'ambush-ends', 'no-ambush', 'took-ambush', 'defenseless', 'brutal-tactics', 'sappers', 'armorers'];

/** A battle's note: `Who` did something, `where` it happens, `who` the other side. */
export function noteWords(note: string, Who: string, where: string, who: string, say: Say = rootSay): string {
  return say(`root.log.note.${note}`, { Who, where, who });
}

/** The cards in front of a player whose use is logged (`root.log.use.<use>`), in their data's `use`. */
export const CARD_USES: readonly string[] = ['royal-claim', 'tax-collector', 'burrow-bank', 'command-warren', 'cobbler'];

/** A card in front of `Who` used: `n` clearings ruled, `where` it acts, `other` who draws with them. */
export function useWords(use: string, v: { Who: string; who: string; n: number; where: string; other: string }, say: Say = rootSay): string {
  return say(`root.log.use.${use}`, v);
}

/** "The battle in Glade (fox) is over." */
export function battleEndWords(where: string, say: Say = rootSay): string {
  return say('root.log.battle-end', { where });
}

/** A dominance card activated (`took` undefined), or one taken from beside the map for the card `key`. */
export function dominanceWords(Who: string, key: string, took: string | undefined, say: Say = rootSay): string {
  if (took !== undefined) return say('root.log.dominance.take', { Who, card: cardWords(key, say), took: cardWords(took, say) });
  const suit = cardDef(key).suit;
  return say('root.log.dominance.activate', { Who, card: cardWords(key, say), suit, suitName: suitWords(suit, say) });
}

/** `by`: the remover in words ("the Woodland Alliance"), or null for no one; `self` when it is the owner. */
export function removeWords(Who: string, piece: RemovedPiece, where: string, by: string | null, self: boolean, say: Say = rootSay): string {
  const words = { Who, piece: pieceWords(piece, say), where };
  if (by === null) return say('root.log.remove', words);
  return say(self ? 'root.log.remove.self' : 'root.log.remove.by', { ...words, by });
}
