import { afterEach, describe, expect, it } from 'vitest';
import { phrase } from '../../engine/core/words.ts';
import { headlineText, phraseText, pieceLabel, promptLabel, refusalText } from './phrase.ts';
import { say, setLang } from './say.ts';

afterEach(() => setLang('en'));

describe('engine words as data, worded for the reader', () => {
  it('I18N.P1 a phrase is worded in the reader’s language, its phrase values first', () => {
    setLang('fr');
    const p = phrase('core.undo.cannot', { text: 'x', why: phrase('core.undo.shownSeat', { seat: 'Seat 2' }) });
    expect(phraseText(p, 'english', say)).toBe('Impossible de reprendre « x » : elle a montré à Seat 2 quelque chose de caché.');
    expect(promptLabel({ label: 'Nothing to take back yet.', words: phrase('core.undo.nothing') }, say)).toBe('Rien à reprendre pour l’instant.');
    expect(headlineText({ headline: 'The game is over.', headlineWords: phrase('core.undo.over') }, say)).toBe('La partie est terminée.');
    expect(refusalText({ message: 'The game is over.', words: phrase('core.undo.over') }, say)).toBe('La partie est terminée.');
    expect(pieceLabel({ label: 'Nothing', labelWords: phrase('core.undo.nothing') }, say)).toBe('Rien à reprendre pour l’instant.');
  });

  it('I18N.P2 without a phrase, or with a message no catalogue here has, the engine’s English shows', () => {
    setLang('fr');
    expect(promptLabel({ label: 'Move' }, say)).toBe('Move');
    expect(phraseText(phrase('nowhere.key'), 'As sent', say)).toBe('As sent');
    expect(phraseText(phrase('core.undo.cannot', { text: 'x', why: phrase('nowhere.key') }), 'As sent', say)).toBe('As sent');
    expect(headlineText(undefined, say)).toBe('');
    expect(pieceLabel({}, say)).toBeUndefined();
  });
});
