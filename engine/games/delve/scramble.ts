import type { Secret } from '../../core/reveals.ts';
import { shuffleAnew, type Rng } from '../../core/rng.ts';
import type { Viewer } from '../../core/types.ts';
import { sealedSecrets } from '../../table/sealed.ts';
import type { DelveState, Selection } from './state.ts';

/** Another choice `c`'s holder could have made from the same hand (the selection's own rules). */
function anotherChoice(hand: readonly string[], canRest: boolean, rng: Rng): Selection {
  const canPlay = hand.length >= 2;
  if (!canPlay || (canRest && rng.int(4) === 0)) return { rest: true };
  const [a, b] = shuffleAnew(hand, rng);
  return { cards: [a as string, b as string] };
}

/**
 * A Delve state `viewer` cannot tell from `s` (GameModule.scramble): every other seat's
 * sealed choice replaced by another it could have made, the order of every other hand
 * shuffled, and the monster ability deck's draw pile shuffled. Dealt with `shuffleAnew`,
 * so the result depends only on what `viewer` sees.
 */
export function scrambleDelve(s: DelveState, viewer: Viewer, rng: Rng): DelveState {
  for (const key of Object.keys(s.sealed.choices)) {
    if (key === String(viewer)) continue;
    const c = s.chars[Number(key)];
    if (!c) continue;
    s.sealed.choices[key] = anotherChoice(c.hand, c.discard.length >= 2, rng);
  }
  for (const c of s.chars) if (c.seat !== viewer) c.hand = shuffleAnew(c.hand, rng);
  s.deck.draw = shuffleAnew(s.deck.draw, rng);
  return s;
}

/**
 * What `scrambleDelve` rearranges that an action can show (engine/core/reveals.ts): each
 * sealed choice, seen by its holder alone, and the order of the monster ability deck's
 * draw pile, seen by nobody. The order of a hand is never shown: a card is played by name,
 * and which cards a hand holds everyone can work out.
 */
export function delveSecrets(s: DelveState): Secret[] {
  return [...sealedSecrets(s.sealed), ...s.deck.draw.map((card): Secret => ({ id: `ability:${card}`, to: null }))];
}
