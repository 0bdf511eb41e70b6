/**
 * The shared components' refusals travel as phrases (engine/table/words.en.ts): each one a
 * component can give carries its phrase, the English catalogue words it to exactly the
 * English beside it (which is what it always read), and the French catalogue words it too.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { isRuleError, type RuleError } from '../core/result.ts';
import { sayPhrase, type Say } from '../core/words.ts';
import { table as french } from '../../client/words/fr/table.ts';
import { scriptedRng } from '../../tests/helpers/scripted-rng.ts';
import { bagDraw, bagDrawMany, bagSearch } from './bag.ts';
import { deckDeal, deckDraw, deckSearch } from './deck.ts';
import { dieLabel, dieSpec, validateDieSpec, type DieSpec } from './dice.ts';
import { emptyGrid, placeTile, removeTile, type Rotation } from './grid.ts';
import { handRemove, handRemoveRandom } from './hand.ts';
import { openSealed, seal, unseal } from './sealed.ts';
import { takeFromSupply } from './tokens.ts';
import { makeTrack, trackMove, trackSet } from './track.ts';
import { tableSay } from './words.en.ts';

function frenchSay(): Say {
  return (id, values) => String(new IntlMessageFormat((french as Record<string, string>)[id]!, 'fr', undefined, { ignoreTag: true }).format(values));
}

const lines = { chosen: () => ({ text: '' }), mine: () => ({ text: '' }) };
const track = { value: 2, min: 0, max: 5 };
const grid = placeTile(emptyGrid<string>(), { col: 0, row: 0 }, 't', ['a', 'b', 'c', 'd']);
const sealed = openSealed<number>([0, 1, 2]);

/** One refusal of every message, with what it must read in English. */
const REFUSALS: Array<[unknown, string]> = [
  [bagDraw([], scriptedRng(0)), 'The bag is empty.'],
  [bagDrawMany(['a'], 0, scriptedRng(0)), 'Cannot draw 0 pieces.'],
  [bagDrawMany([], 2, scriptedRng(0)), 'The bag is empty.'],
  [bagDrawMany(['a'], 2, scriptedRng(0)), 'The bag holds only 1 pieces, not 2.'],
  [bagSearch(['a'], () => false), 'Nothing in the bag matches.'],
  [deckDraw(['a'], 1.5), 'Cannot draw 1.5 cards.'],
  [deckDraw([], 1), 'The deck is empty.'],
  [deckDraw(['a', 'b'], 3), 'The deck holds only 2 cards, not 3.'],
  [deckDeal(['a'], 0, 1), 'Cannot deal 1 cards to 0 hands.'],
  [deckDeal([], 2, 1), 'The deck is empty.'],
  [deckDeal(['a'], 2, 2), 'Dealing needs 4 cards; the deck holds 1.'],
  [deckSearch(['a'], () => false), 'No card in the deck matches.'],
  [validateDieSpec({ sides: 7 } as unknown as DieSpec), 'A d7 is not a supported die.'],
  [validateDieSpec({ sides: 6, labels: ['x'] }), 'A d6 needs 6 labels, not 1.'],
  [dieLabel(dieSpec(6), 9), 'A d6 has no face 9.'],
  [placeTile(emptyGrid(), { col: 0.5, row: -1 }, 't', ['a', 'b', 'c', 'd']), '(0.5, -1) is not a cell.'],
  [placeTile(emptyGrid(), { col: 0, row: 0 }, 't', ['a', 'b', 'c', 'd'], 45 as Rotation), '45° is not a quarter turn.'],
  [isRuleError(grid) ? grid : placeTile(grid, { col: 0, row: 0 }, 't', ['a', 'b', 'c', 'd']), 'Cell 0,0 already holds a tile.'],
  [removeTile(emptyGrid(), { col: 2, row: 3 }), 'Cell 2,3 holds no tile.'],
  [handRemove([{ id: 'a' }], 'b'), 'That is not in the hand.'],
  [handRemoveRandom([], scriptedRng(0)), 'The hand is empty.'],
  [seal(sealed, 4, 1, lines), 'Seat 5 has nothing to choose now.'],
  [unseal(sealed), 'Still waiting for seat 1, seat 2, seat 3.'],
  [unseal(openSealed<number>([1])), 'Still waiting for seat 2.'],
  [takeFromSupply({ warrior: 1 }, 'warrior', -1), 'Cannot take -1 pieces.'],
  [takeFromSupply({ warrior: 1 }, 'warrior', 3), 'Only 1 warrior left in the supply, not 3.'],
  [makeTrack(3, 1), 'A track cannot run from 3 to 1.'],
  [makeTrack(0, 4, 9), '9 is not on a track from 0 to 4.'],
  [trackSet(track, 2.5), '2.5 is not a whole step.'],
  [trackSet(track, 8), '8 is off the track (0–5).'],
  [trackMove(track, 0.25), '0.25 is not a whole number of steps.'],
];

describe('the table components’ refusals', () => {
  it('I18N.E2 every refusal carries a phrase that words as its English, and in French', () => {
    const fr = frenchSay();
    for (const [r, english] of REFUSALS) {
      expect(isRuleError(r), english).toBe(true);
      const { message, words } = r as RuleError;
      expect(message).toBe(english);
      expect(words, english).toBeDefined();
      expect(sayPhrase(words!, tableSay)).toBe(english);
      const text = sayPhrase(words!, fr);
      expect(text, english).toBeTruthy();
      expect(text, english).not.toMatch(/[{}]|table\.refusal/);
    }
  });
});
