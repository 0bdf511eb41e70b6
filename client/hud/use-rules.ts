/** The rules reference of the table's game, with the table's own parts after it. */
import { useMemo } from 'react';
import type { RulesReference } from '../games/types.ts';
import { clientGame } from '../games/registry.ts';
import { useTable } from '../net/store.ts';
import { withTableRules } from './rules-lookup.ts';
import { TABLE_RULES } from './table-rules.ts';

export function useRulesReference(): RulesReference {
  const gameId = useTable((s) => s.gameId);
  return useMemo(() => withTableRules(clientGame(gameId).rules, TABLE_RULES), [gameId]);
}
