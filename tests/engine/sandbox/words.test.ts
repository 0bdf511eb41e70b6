import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { Phrase } from '../../../engine/core/types.ts';
import { sayPhrase, type Say } from '../../../engine/core/words.ts';
import { sandbox } from '../../../engine/games/sandbox/index.ts';
import type { SandboxLayout } from '../../../engine/games/sandbox/layout.ts';
import type { SandboxState } from '../../../engine/games/sandbox/state.ts';
import { tableSandbox } from '../../../engine/games/sandbox/table.ts';
import { viewSandbox } from '../../../engine/games/sandbox/view.ts';
import { createMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { sandboxWords } from '../../../client/games/sandbox/words/index.ts';
import { act, newTable, rejects } from '../../helpers/sandbox.ts';

/**
 * The free table's words as phrases: a label the engine made (the demo table's names, a
 * die's "d6", a meeple's seat, a zone) carries its phrase and words in French; a label a
 * box or a player gave stays as it is, with none; a refusal names a piece in the reader's
 * language, capitalised where it starts the sentence.
 */

/** A Say over the free table's French catalogue alone. */
const fr: Say = (id, values) => String(new IntlMessageFormat((sandboxWords.fr as Record<string, string>)[id]!, 'fr', undefined, { ignoreTag: true }).format(values));

const french = (words: Phrase | undefined): string => sayPhrase(words!, fr);

function tableOf(m: Match<SandboxState>) {
  return tableSandbox(viewSandbox(m.state, 0), 0);
}

describe('free-table words', () => {
  it('labels the engine made carry their phrase, worded in French', () => {
    const t = tableOf(newTable(2));
    expect(french(t.pieces.deck?.labelWords)).toBe('Pioche');
    expect(french(t.pieces.discard?.labelWords)).toBe('Défausse');
    expect(french(t.pieces.bag?.labelWords)).toBe('Sac de fleurs');
    expect(french(t.pieces['tile-1']?.labelWords)).toBe('Carrefour');
    expect(french(t.pieces['die-d6a']?.labelWords)).toBe('d6 rouge');
    expect(french(t.pieces['die-d4']?.labelWords)).toBe('d4');
    expect(french(t.pieces['die-hero']?.labelWords)).toBe('Dé de héros');
    expect(t.pieces['meeple-1-1']).toMatchObject({ label: 'Seat 1', labelWords: { id: 'sandbox.piece.meeple', values: { seat: 'Seat 1' } } });
  });

  it('labels a box gave stay as they are, with no phrase, even on a face the demo uses', () => {
    const layout: SandboxLayout = {
      pieces: [
        { kind: 'deck', name: 'Deck', design: 'custom', cards: [], x: 0, z: 0, rot: 0 },
        { kind: 'bag', name: 'Spares', items: [], x: 6, z: 0, rot: 0 },
        { kind: 'token', token: { kind: 'fox', label: 'Reynard' }, faceUp: true, x: -6, z: 0, rot: 0 },
        { kind: 'die', spec: { sides: 6, name: 'Fate' }, value: null, x: 10, z: 0, rot: 0 },
        { kind: 'counter', label: 'Score', color: '#ffffff', value: 3, x: -10, z: 0, rot: 0 },
      ],
      hands: [],
    };
    const m = createMatch(sandbox, { layout }, 2, 'own-words');
    if (isRuleError(m)) throw new Error(m.message);
    const pieces = Object.values(tableOf(m as Match<SandboxState>).pieces);
    expect(pieces.map((p) => p.label)).toEqual(['Deck', 'Spares', 'Reynard', 'Fate', 'Score']);
    expect(pieces.map((p) => p.labelWords)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('a refusal names the piece in French, capitalised at the start of the sentence', () => {
    const locked = act(newTable(2), 0, { t: 'lock', id: 'die-d6a', locked: true }).match;
    const r = rejects(locked, 1, { t: 'lock', id: 'die-d6a', locked: true }, 'sandbox/already');
    expect(r.message).toBe('Red d6 is locked already.');
    expect(french(r.words)).toBe('D6 rouge : pièce déjà verrouillée.');
    const take = rejects(newTable(2), 0, { t: 'take', id: 'meeple-2-1' }, 'sandbox/cannot-take');
    expect(take.message).toBe("Only cards and tokens go into a hand, not Seat 2's meeple.");
    expect(french(take.words)).toBe('Seuls les cartes et les jetons vont dans une main, pas le meeple de Seat 2.');
  });

  it('prompts name the demo pieces in French, and the headline says whose end it was', () => {
    const m = newTable(2);
    const byKey = new Map(sandbox.prompts(m.state, 0).map((p) => [p.key, p]));
    expect(french(byKey.get('draw:deck')?.words)).toBe('Piocher dans « Pioche »');
    expect(french(byKey.get('roll:die-hero')?.words)).toBe('Lancer : Dé de héros');
    const ended = act(m, 1, { t: 'end' }).match;
    expect(french(sandbox.status(ended.state).headlineWords)).toBe('Table terminée par Seat 2');
  });
});
