/**
 * The English words the engine's core makes (undo, the match's own refusals): ICU
 * messages, keys `core.…`. Every client catalogue follows it key for key.
 */
import { englishSay } from './english.ts';

export const coreWords = {
  'core.undo.over': 'The game is over.',
  'core.undo.nothing': 'Nothing to take back yet.',
  'core.undo.actedLast': '{seat} acted last.',
  'core.undo.cannot': 'You cannot take back “{text}”: {why}.',
  'core.undo.shownYou': 'it showed you something hidden',
  'core.undo.shownEveryone': 'it showed everyone something hidden',
  'core.undo.shownSeat': 'it showed {seat} something hidden',
  'core.undo.anAction': 'an action',
  'core.undo.ended': 'it ended the game',
  'core.undo.random': 'it drew randomness (dice, a shuffle or a blind draw)',
  'core.undo.tookBack': '{seat} took back: {text}',
  'core.undo.seatedOnly': 'Only a seated player can take back an action.',
  'core.match.seats': '{game} takes {min}–{max} seats, not {seats}.',
  'core.match.seatedOnly': 'Only a seated player can act.',
  'core.match.over': 'The game is over: nothing more can change.',
  'core.match.overAs': 'The game is over ({headline}): nothing more can change.',
} as const;

/** The core's English `Say`. */
export const coreSay = englishSay(coreWords);
