/**
 * Words the engine made as data (engine/core/words.ts `Phrase`: a prompt's label, a
 * refusal, a status headline, a piece's label), worded in the reader's language. Where a
 * message is in no catalogue loaded here (a server newer than the page), the engine's
 * English beside it shows instead.
 */
import { phraseIds, sayPhrase, type Phrase } from '../../engine/core/words.ts';
import { knows, type Say } from './say.ts';

/** `words` in the reader's language, else `english`. */
export function phraseText(words: Phrase | undefined, english: string, say: Say): string {
  if (words === undefined || !phraseIds(words).every(knows)) return english;
  return sayPhrase(words, say);
}

/** A prompt's label for the reader. */
export function promptLabel(p: { readonly label: string; readonly words?: Phrase }, say: Say): string {
  return phraseText(p.words, p.label, say);
}

/** A status's headline for the reader ('' when it has none). */
export function headlineText(s: { readonly headline?: string; readonly headlineWords?: Phrase } | null | undefined, say: Say): string {
  return s ? phraseText(s.headlineWords, s.headline ?? '', say) : '';
}

/** A piece's or a card's label for the reader (undefined when it has none). */
export function pieceLabel(p: { readonly label?: string; readonly labelWords?: Phrase }, say: Say): string | undefined {
  return p.label === undefined ? undefined : phraseText(p.labelWords, p.label, say);
}

/** A refusal's sentence for the reader. */
export function refusalText(r: { readonly message: string; readonly words?: Phrase }, say: Say): string {
  return phraseText(r.words, r.message, say);
}
