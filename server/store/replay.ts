/**
 * Rebuilds a match from the store: the latest snapshot (or a fresh match from the seed)
 * plus every action after it, through the deterministic engine (DESIGN §2.1). An undo
 * replays as one: the match (and its snapshots) carry what may be taken back.
 *
 * Rules versions are enforced here, for every way a stored table comes back (reopening,
 * recovery, time travel, replays): a table stored under another rules version than the
 * game's is refused with the reason, unless the game ships a migration for that version
 * (`GameModule.migrations`: its options and actions are rewritten before they replay,
 * and the table is rebuilt from its whole log); a snapshot taken under another rules
 * version is refused too. Snapshots from before they were tagged never reach this file:
 * the stores skip them and the log rebuilds the table.
 */
import { createMatch, type Match } from '../../engine/core/match.ts';
import { act, takeBack } from '../../engine/core/undo.ts';
import type { AnyGameModule, RulesMigration } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { worded, type Phrase } from '../../engine/core/words.ts';
import { httpSay } from '../../wire/http-words.en.ts';
import type { GameStore, LoadedTable, StoredAction, StoredTable } from './types.ts';

/** Why today's rules may not rebuild a table: the English sentence and its phrase (wire/http-words.en.ts `http.rules.…`). */
export interface RulesWhy {
  text: string;
  words: Phrase;
}

/** A stored table or snapshot that today's rules may not rebuild; the message says why, for the player, and `words` the same as a phrase. */
export class RulesRefusal extends Error {
  readonly words: Phrase;
  constructor(why: RulesWhy) {
    super(why.text);
    this.name = 'RulesRefusal';
    this.words = why.words;
  }
}

/** How `table`'s stored log is read under `module`'s rules: as it is, or through the game's migration for its version. */
export interface LogReader {
  options: unknown;
  action(stored: unknown): unknown;
  /** True when a migration rewrites the log (its snapshots under the older rules are of no use). */
  migrated: boolean;
}

/** How `module` reads `table`'s log, or why it refuses the table (another rules version and no migration for it). */
export function logReader(module: AnyGameModule, table: StoredTable): LogReader | { refused: RulesWhy } {
  if (table.rulesVersion === module.rulesVersion) return { options: table.options, action: (a) => a, migrated: false };
  const migration: RulesMigration | undefined = Object.hasOwn(module.migrations ?? {}, table.rulesVersion)
    ? module.migrations?.[table.rulesVersion] : undefined;
  if (!migration) {
    return {
      refused: worded(httpSay, 'http.rules.table', { code: table.code, game: module.name, version: table.rulesVersion, plays: module.rulesVersion }),
    };
  }
  const action = migration.action?.bind(migration) ?? ((a: unknown) => a);
  return { options: migration.options ? migration.options(table.options) : table.options, action, migrated: true };
}

/** Why `module` refuses to rebuild `loaded` (its table's rules version, or its snapshot's), or null when it may. */
export function rulesRefusal(module: AnyGameModule, loaded: LoadedTable): RulesWhy | null {
  const reader = logReader(module, loaded.table);
  if ('refused' in reader) return reader.refused;
  const snapshot = loaded.snapshot;
  if (snapshot && snapshot.rulesVersion !== module.rulesVersion) {
    return worded(httpSay, 'http.rules.snapshot', {
      code: loaded.table.code, version: snapshot.version, game: module.name, rules: snapshot.rulesVersion, plays: module.rulesVersion,
    });
  }
  return null;
}

/**
 * What rebuilds table `code` under `module`'s rules (at `version`, else as it stands now):
 * the store's snapshot and the actions after it, or, for a table the game migrates from
 * an older rules version, its whole log with no snapshot taken under the older rules.
 * Null when the code is unknown. Whether the rules allow the rebuild is `rulesRefusal`'s
 * (and `replayTable`'s) to say.
 */
export async function loadForReplay(store: GameStore, module: AnyGameModule, code: string, version?: number): Promise<LoadedTable | null> {
  const loaded = version === undefined ? await store.loadTable(code) : await store.loadAt(code, version);
  if (!loaded?.snapshot || loaded.snapshot.rulesVersion === module.rulesVersion) return loaded;
  const reader = logReader(module, loaded.table);
  if ('refused' in reader || !reader.migrated) return loaded; // refused by replayTable
  const all = await store.listActions(code);
  return { ...loaded, snapshot: null, actions: all.filter((a) => version === undefined || a.version <= version) };
}

/** Throws when the stored log does not replay (a corrupt or foreign store), and a RulesRefusal under other rules. */
export function replayTable(module: AnyGameModule, loaded: LoadedTable): Match {
  const { table, snapshot, actions } = loaded;
  const refused = rulesRefusal(module, loaded);
  if (refused) throw new RulesRefusal(refused);
  const reader = logReader(module, table) as LogReader;
  let match: Match;
  if (snapshot) {
    match = snapshot.match;
  } else {
    const created = createMatch(module, reader.options, table.seats, table.seed);
    if (isRuleError(created)) throw new Error(`table ${table.code}: ${created.code} ${created.message}`);
    match = created;
  }
  for (const a of actions) {
    if (a.version !== match.version + 1) {
      throw new Error(`table ${table.code}: action log jumps from ${match.version} to ${a.version}`);
    }
    const result = a.undo ? takeBack(module, match, a.seat) : act(module, match, a.seat, reader.action(a.action));
    if (isRuleError(result)) {
      throw new Error(`table ${table.code}: stored action ${a.version} does not replay (${result.code})`);
    }
    match = result.match;
  }
  return match;
}

/** `actions` as `reader` reads them (an undo stays as it is). */
export function readActions(reader: LogReader, actions: readonly StoredAction[]): StoredAction[] {
  return reader.migrated ? actions.map((a) => (a.undo ? a : { ...a, action: reader.action(a.action) })) : [...actions];
}
