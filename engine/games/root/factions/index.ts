import type { FactionManifest, FactionModule, FactionTable, LogsTable, LooksTable } from '../faction.ts';
import { addLogWords } from '../log-words.ts';
import { clergyManifest } from './clergy/manifest.ts';
import { corvidsManifest } from './corvids/manifest.ts';
import { duchyManifest } from './duchy/manifest.ts';
import { legionManifest } from './legion/manifest.ts';
import { factionsWords } from './words.en.ts';
import { addLogText } from './foreign-log.ts';

/**
 * Every faction a table of Root can seat, in the order a table lists them (the first ones
 * seat a table whose options name none): one manifest per faction (factions/<id>/manifest.ts).
 * The one list that names the factions: the rules table (`FACTIONS` in ../index.ts), the
 * light tables the client reads (looks.ts, logs.ts), the create form's choices, the
 * client's list (client/games/root/factions/index.ts) and the scripts all read it.
 */
export const FACTION_MANIFESTS = [clergyManifest, legionManifest, duchyManifest, corvidsManifest] as const;

export type RootFactionManifest = (typeof FACTION_MANIFESTS)[number];
export type RootFactionId = RootFactionManifest['id'];

/** The board a faction's manifest says its seat carries in the view. */
export type BoardOf<M> = M extends FactionManifest<string, infer B> ? B : never;

/** A seat's faction and its board, one member per faction of the list: the view's seat board, discriminated by `faction`. */
export type FactionSeatBoard = RootFactionManifest extends infer M ? (M extends FactionManifest<infer Id, infer B> ? { faction: Id; board: B } : never) : never;

/** The faction module of each manifest of the list, by id (what ../index.ts gives: the rules, apart from the light list). */
export type FactionModules = { readonly [M in RootFactionManifest as M['id']]: FactionModule<M['id'], BoardOf<M>> };

/** Adds the English words of every faction of `list` (its log policy's), and those they share, to `rootSay`'s; registers its log text for the lines it logs at other seats (foreign-log.ts). */
function addWords(list: readonly FactionManifest[]): void {
  addLogWords(factionsWords);
  for (const f of list) {
    addLogWords(f.log?.words);
    addLogText(f.id, f.log?.text);
  }
}

/** The factions by id, in the order of `list`; their English words join `rootSay`'s. */
export function factionTable(list: readonly FactionModule[]): FactionTable {
  addWords(list);
  return Object.freeze(Object.fromEntries(list.map((f) => [f.id, f])));
}

/** The looks of each faction of `list`, by id: what laying out the table asks (table.ts); their English words (its pieces' labels) join `rootSay`'s. */
export function looksTable(list: readonly FactionManifest[]): LooksTable {
  addWords(list);
  return Object.freeze(Object.fromEntries(list.map((f) => [f.id, { looks: f.looks }])));
}

/** The log policies of each faction of `list`, by id: what wording log lines again asks (log-text.ts); their English words join `rootSay`'s. */
export function logsTable(list: readonly FactionManifest[]): LogsTable {
  addWords(list);
  return Object.freeze(Object.fromEntries(list.map((f) => [f.id, { log: f.log }])));
}
