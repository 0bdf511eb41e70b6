/**
 * The Root tables the scripts play on, read from the list of faction manifests
 * (engine/games/root/factions/index.ts): each pair of the list at a two-seat table, in list
 * order, and a four-seat table of the list turned by two (so the first pair does not lead).
 */
import { FACTION_MANIFESTS } from '../engine/games/root/factions/index.ts';

export interface RootTable {
  seats: number;
  factions: string[];
}

export function rootTables(ids: readonly string[] = FACTION_MANIFESTS.map((f) => f.id)): { pairs: RootTable[]; four: RootTable | null } {
  const pairs: RootTable[] = [];
  for (let i = 0; i + 1 < ids.length; i += 2) pairs.push({ seats: 2, factions: [ids[i]!, ids[i + 1]!] });
  const turned = [...ids.slice(2), ...ids.slice(0, 2)].slice(0, 4);
  return { pairs, four: turned.length === 4 ? { seats: 4, factions: turned } : null };
}
