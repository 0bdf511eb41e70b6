/**
 * Root's lines in the caster view (client/broadcast/hidden.ts), read from the whole state a
 * caster's projection carries: each seat's face-down tokens (the Corvids' plots) with their
 * clearing, and the next cards of the draw pile.
 */
import type { CasterProjection } from '../../../engine/core/caster.ts';
import { clearingDef } from '../../../engine/games/root/data/autumn-map.ts';
import type { RootState } from '../../../engine/games/root/state.ts';
import { say } from '../../words/say.ts';
import { cardTitle, clearingTitle, pieceNoun } from './board-common.ts';

/** How many cards of the draw pile the caster sees coming. */
export const NEXT_CARDS = 5;

function cardName(key: string): string {
  try {
    return cardTitle(key);
  } catch {
    return key;
  }
}

function clearingName(id: number): string {
  try {
    return clearingTitle(clearingDef(id));
  } catch {
    return say('root.clearing.unknown', { id });
  }
}

const words = (kind: string): string => kind.replace(/[-_]/g, ' ');

export function rootCasterNotes(projection: CasterProjection, seat: number | null): string[] {
  const s = projection.caster.state as RootState;
  if (!s || !Array.isArray(s.map) || !Array.isArray(s.deck)) return [];
  if (seat === null) {
    if (s.deck.length === 0) return [say('root.caster.deck-empty')];
    const next = s.deck.slice(-NEXT_CARDS).reverse().map(cardName);
    return [say('root.caster.deck', { n: s.deck.length, next: next.join(', ') })];
  }
  const down: string[] = [];
  for (const c of s.map) {
    for (const t of c.tokens) if (t.seat === seat && t.faceDown) down.push(say('root.caster.token-in', { token: words(pieceNoun(t.kind)), clearing: clearingName(c.id) }));
  }
  return down.length > 0 ? [say('root.caster.face-down', { list: down.join(', ') })] : [];
}
