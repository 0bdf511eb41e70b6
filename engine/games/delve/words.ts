/**
 * Delve's words: one English `Say` over all its engine catalogues (log lines, names, card
 * texts, prompts, headlines, table pieces, refusals), and the phrases its content is named
 * and described in. A name or a card text is a phrase (engine/core/words.ts) nested in the
 * phrase that uses it, so each client words it in its reader's language; the English
 * functions (`effectText`, `halfText`…) word the same phrases with `delveSay`.
 */
import { englishSay } from '../../core/english.ts';
import { refusal, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/types.ts';
import { phrase, sayPhrase, seatName, type Phrase, type PhraseValue, type Say } from '../../core/words.ts';
import { halfBonus, type Effect, type Half, type ItemDef, type MonsterCardDef } from './content/index.ts';
import { delveLogWords } from './log-words.en.ts';
import { delvePromptWords } from './prompt-words.en.ts';
import { delveRefusalWords } from './refusal-words.en.ts';
import { delveTableWords } from './table-words.en.ts';

const english = englishSay({ ...delveLogWords, ...delvePromptWords, ...delveTableWords, ...delveRefusalWords });
const plain = new Map<string, string>();

/**
 * Delve's words in English: the very text its rule steps log and its prompts show. A
 * message without values (a name, most often) is worded once and kept.
 */
export const delveSay: Say = (id, values) => {
  if (values !== undefined) return english(id, values);
  let text = plain.get(id);
  if (text === undefined) plain.set(id, (text = english(id)));
  return text;
};

/** A refusal of Delve: the rule error `code`, worded by `delve.refusal.<id>`. */
export function no(code: string, id: keyof typeof delveRefusalWords extends `delve.refusal.${infer K}` ? K : never, values?: Readonly<Record<string, PhraseValue>>): RuleError {
  return refusal(delveSay, code, `delve.refusal.${id}`, values);
}

/** A character's name. */
export const charPhrase = (id: string): Phrase => phrase(`delve.name.character.${id}`);
/** An ability card's name. */
export const cardPhrase = (id: string): Phrase => phrase(`delve.name.card.${id}`);
/** An item's name. */
export const itemPhrase = (id: string): Phrase => phrase(`delve.name.item.${id}`);
/** A monster kind's name ("Cave Rat"). */
export const kindPhrase = (kind: string): Phrase => phrase(`delve.name.monster.${kind}`);
/** A monster by its kind and number ("Cave Rat 2"). */
export const monsterPhrase = (m: { kind: string; n: number }): Phrase => phrase('delve.name.numbered', { kind: kindPhrase(m.kind), n: m.n });
/** A monster ability card's name. */
export const monsterCardPhrase = (id: string): Phrase => phrase(`delve.name.monsterCard.${id}`);
/** A room of the scenario, by its index ("the Crypt"). */
export const roomPhrase = (i: number): Phrase => phrase(`delve.name.room.${i}`);
/** "Warden (Seat 1)": a character with its seat (clients show the player's name there). */
export const whoPhrase = (char: string, seat: SeatId): Phrase => phrase('delve.log.who', { name: charPhrase(char), seat: seatName(seat) });

/** Up to four phrases (or words) in a list: "a, b, c" ('' for none). */
export function listPhrase(items: readonly PhraseValue[]): PhraseValue {
  if (items.length === 0) return '';
  const [a, b, c, d] = items;
  const values: Record<string, PhraseValue> = {};
  if (a !== undefined) values.a = a;
  if (b !== undefined) values.b = b;
  if (c !== undefined) values.c = c;
  if (d !== undefined) values.d = d;
  return phrase(`delve.list.${Math.min(4, items.length)}`, values);
}

/** "Attack 3, range 3, 2 targets, push 1", "Move 4, jump", "Shield 2 this round". */
export function effectWords(e: Effect): Phrase {
  switch (e.k) {
    case 'move': return phrase('delve.effect.move', { n: e.n, jump: e.jump ? 'yes' : 'no' });
    case 'attack': return phrase('delve.effect.attack', {
      n: e.n, range: e.range > 1 ? e.range : 0, targets: e.targets && e.targets > 1 ? e.targets : 0, push: e.push ?? 0, pull: e.pull ?? 0,
    });
    case 'heal': return phrase('delve.effect.heal', { n: e.n, range: e.range });
    case 'shield': case 'retaliate': case 'loot': case 'recover': return phrase(`delve.effect.${e.k}`, { n: e.n });
    case 'ward': case 'might': return phrase(`delve.effect.${e.k}`, { n: e.n, uses: e.uses });
  }
}

/** A half's whole text, with its symbols in words: "Attack 5 · lost". */
export function halfWords(h: Half): Phrase {
  const [a, b, c] = h.effects.map(effectWords);
  const values: Record<string, PhraseValue> = { lost: h.lost ? 'yes' : 'no', bonus: halfBonus(h) ?? 'none' };
  if (a) values.a = a;
  if (b) values.b = b;
  if (c) values.c = c;
  return phrase(`delve.effect.half.${h.effects.length}`, values);
}

/** What an item does: "Heal 3, self", "Move 2", "+2 on your next attack this turn". */
export function itemWords(i: ItemDef): Phrase {
  switch (i.effect.k) {
    case 'heal': return phrase('delve.effect.heal', { n: i.effect.n, range: 0 });
    case 'move': return phrase('delve.effect.move', { n: i.effect.n, jump: 'no' });
    case 'sharpen': return phrase('delve.effect.sharpen', { n: i.effect.n });
    case 'shield': return phrase('delve.effect.shield', { n: i.effect.n });
  }
}

/** "move +1, attack +0, shuffle": what a monster ability card does. */
export function monsterCardWords(c: MonsterCardDef): Phrase {
  const sign = (v: number): string => (v >= 0 ? `+${v}` : String(v));
  return phrase('delve.effect.monsterCard', { move: sign(c.move), attack: sign(c.attack), range: c.range, shield: c.shield, heal: c.heal, shuffle: c.shuffle ? 'yes' : 'no' });
}

/** An effect in English. */
export const effectText = (e: Effect): string => sayPhrase(effectWords(e), delveSay);
/** A half in English. */
export const halfText = (h: Half): string => sayPhrase(halfWords(h), delveSay);
