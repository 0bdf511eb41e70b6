/**
 * The rules reference of the table's game, with the table's own parts after it. The game's
 * reference comes from `GameRules` (provided by the table HUD), not from the game registry:
 * games' own HUD components use the rules too, and the registry imports every game.
 */
import { createContext, useContext, useMemo } from 'react';
import type { RulesReference } from '../kit/types.ts';
import { withTableRules } from './rules-lookup.ts';
import { TABLE_RULES } from './table-rules.ts';
import { useLang } from '../words/say.ts';
import { say } from '../words/say.ts';

/** The rules of a table that names no game's reference: the table's own parts only. */
const NO_GAME: RulesReference = {
  get title() {
    return say('hud.rules.noGame');
  },
  intro: '',
  sections: [],
};

export const GameRules = createContext<RulesReference>(NO_GAME);

export function useRulesReference(): RulesReference {
  const game = useContext(GameRules);
  // Worded again when the language changes: a game's rules read their words when read.
  const lang = useLang();
  // `lang` is what makes the words new (withTableRules reads them).
  return useMemo(() => withTableRules(game, TABLE_RULES), [game, lang]);
}
