/**
 * The factions' words as phrases (engine/core/words.ts): a prompt's label and a refusal made
 * from a message of Root's English catalogue (`rootSay`, which every faction's words join),
 * and the names they carry — a clearing, a card, a suit, a faction — as nested phrases,
 * worded exactly as describe.ts words them in English.
 */
import { refusal, ruleError, type RuleError } from '../../../core/result.ts';
import type { SeatId } from '../../../core/types.ts';
import { labelled, phrase, seatName, worded, type Phrase, type PhraseValue } from '../../../core/words.ts';
import type { ReadCtx } from '../faction.ts';
import { rootSay } from '../log-words.ts';
import { cardValue, whereValue, type Said } from '../phrases.ts';

type Values = Readonly<Record<string, PhraseValue>>;

/**
 * Labels already worded, by message id and values: prompts are asked for at every step of a
 * game, mostly with the same words. Emptied when it grows past `LABELS_KEPT`.
 */
const labels = new Map<string, { label: string; words: Phrase }>();
const LABELS_KEPT = 5000;

/** A prompt's label and its phrase (spread into a `Prompt`). */
export function label(id: string, values?: Values): { label: string; words: Phrase } {
  const key = values === undefined ? id : `${id} ${JSON.stringify(values)}`;
  let l = labels.get(key);
  if (l === undefined) {
    if (labels.size >= LABELS_KEPT) labels.clear();
    l = labelled(rootSay, id, values);
    labels.set(key, l);
  }
  return l;
}

/** A table piece's label and its phrase (spread into a `TablePiece`). */
export function pieceLabel(id: string, values?: Values): { label: string; labelWords: Phrase } {
  const w = worded(rootSay, id, values);
  return { label: w.text, labelWords: w.words };
}

/** A faction's rule error: its code, and its sentence as a message of the catalogue. */
export function refuse(code: string, id: string, values?: Values): RuleError {
  return refusal(rootSay, code, id, values);
}

/** A faction's rule error whose sentence a rule of some faction gave (`Said`: a phrase, or plain English). */
export function refuseSaid(code: string, why: Said): RuleError {
  return typeof why === 'string' ? ruleError(code, why) : refusal(rootSay, code, why.id, why.values);
}

/** A faction's step labels (`stepLabel`), the phrase `root.<faction>.step.<step>` of each step, made once. */
export function stepWords(faction: string, steps: readonly string[]): ReadonlyMap<string, Phrase> {
  return new Map(steps.map((step) => [step, phrase(`root.${faction}.step.${step}`)]));
}

/** A suit in words ("fox"). */
export function suitPhrase(suit: string): Phrase {
  return phrase('root.log.suit', { suit });
}

/** A clearing in words: "Beach (rabbit)", an unsuited one by its name alone; names from Root's content names. */
export function clearingPhrase(ctx: ReadCtx, id: number): PhraseValue {
  return whereValue(ctx, id);
}

/** A card by name with its suit: "Foxfolk Steel (fox)"; its name from Root's content names. */
export function cardPhrase(key: string): Phrase {
  return cardValue(key);
}

/** A seat's faction by name ("the Honeycomb Clergy"; `Who` capitalised), or the seat before it has one. */
export function whoPhrase(ctx: ReadCtx, seat: SeatId, id: 'who' | 'Who' = 'who'): PhraseValue {
  const f = ctx.s.players[seat]?.faction;
  return f === undefined || ctx.f[f] === undefined ? seatName(seat) : phrase(`root.log.${f}.${id}`);
}

/** Names in a list: "a, b, c" (`or`: "a or b or c"); one name alone; none, ''. */
export function listPhrase(items: readonly PhraseValue[], or = false): PhraseValue {
  const [first, ...rest] = items;
  if (first === undefined) return '';
  return rest.length === 0 ? first : phrase(or ? 'root.factions.or' : 'root.factions.list', { first, rest: listPhrase(rest, or) });
}
