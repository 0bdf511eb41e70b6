/**
 * The free table's lines in the caster view (client/broadcast/hidden.ts), read from the
 * whole state a caster's projection carries: the next cards of every deck and what every
 * bag holds. Seats have nothing beyond their hands.
 */
import type { CasterProjection } from '../../../engine/core/caster.ts';
import { isPhrase, type PhraseValue } from '../../../engine/core/words.ts';
import { bagName, deckName, sideName, tokenName } from '../../../engine/games/sandbox/names.ts';
import type { SandboxState } from '../../../engine/games/sandbox/state.ts';
import { phraseText } from '../../words/phrase.ts';
import { say } from '../../words/say.ts';

/** How many cards of a deck the caster sees coming. */
export const NEXT_CARDS = 3;

/** A name the engine gave (engine/games/sandbox/names.ts) in the reader's language; a player's own, `english`, as it is. */
function named(name: PhraseValue, english: string): string {
  return isPhrase(name) ? phraseText(name, english, say) : english;
}

/** The caster's lines for the whole table (each deck's next cards, each bag's tokens); none for a seat. */
export function sandboxCasterNotes(projection: CasterProjection, seat: number | null): string[] {
  const s = projection.caster.state as SandboxState;
  if (seat !== null || !s || typeof s.pieces !== 'object') return [];
  const out: string[] = [];
  for (const p of Object.values(s.pieces)) {
    if (p.kind === 'deck') {
      const name = named(deckName(p.name, p.design), p.name);
      const next = p.cards.slice(-NEXT_CARDS).reverse().map((c) => named(sideName(c.front), c.front.label));
      out.push(p.cards.length === 0
        ? say('sandbox.caster.deckEmpty', { name })
        : say('sandbox.caster.deck', { name, count: p.cards.length, next: next.join(', ') }));
    } else if (p.kind === 'bag') {
      const counts = new Map<string, number>();
      for (const t of p.items) {
        const label = named(tokenName(t), t.label);
        counts.set(label, (counts.get(label) ?? 0) + 1);
      }
      const holds = [...counts].map(([label, n]) => (n > 1 ? say('sandbox.caster.many', { count: n, label }) : label)).join(', ');
      out.push(say(holds ? 'sandbox.caster.bag' : 'sandbox.caster.bagEmpty', { name: named(bagName(p.name), p.name), count: p.items.length, holds }));
    }
  }
  return out;
}
