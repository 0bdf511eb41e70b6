/**
 * A box, a save or a zip refused with the reason for its author: the English sentence
 * (`message`) and the same as a phrase of the HTTP API's catalogue (wire/http-words.en.ts),
 * which the HTTP answer carries beside it so the author reads it in their language.
 */
import { worded, type Phrase, type PhraseValue } from '../../engine/core/words.ts';
import { httpSay, type HttpWordId } from '../../wire/http-words.en.ts';

/** A refusal worded from the HTTP API's catalogue: `id` with its values. */
export class Refused extends Error {
  readonly words: Phrase;
  constructor(id: HttpWordId, values?: Readonly<Record<string, PhraseValue>>) {
    const said = worded(httpSay, id, values);
    super(said.text);
    this.words = said.words;
  }
}
