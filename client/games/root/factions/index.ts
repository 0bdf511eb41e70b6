/**
 * The Root factions this client can seat, in the order a table lists them: one line per
 * faction, each in its own folder (factions/<id>/: board panel, action words, battle
 * causes, own pieces, flights). The Root client core asks this module and names no faction.
 */
import { clergyClient } from './clergy/index.ts';
import { corvidsClient } from './corvids/index.ts';
import { duchyClient } from './duchy/index.ts';
import { legionClient } from './legion/index.ts';
import type { FactionClient } from './types.ts';

export type { FactionClient };

export const ROOT_FACTIONS: readonly FactionClient[] = [clergyClient, legionClient, duchyClient, corvidsClient];

/** The client side of a faction, by id. */
export function factionClient(id: string): FactionClient | undefined {
  return ROOT_FACTIONS.find((f) => f.id === id);
}

/** The faction whose action type this is ("hcc.swarm" → the Clergy), if any. */
export function factionOfAction(t: string): FactionClient | undefined {
  const dot = t.indexOf('.');
  return dot < 0 ? undefined : ROOT_FACTIONS.find((f) => f.prefix === t.slice(0, dot));
}

/** The faction that owns a table piece (the Clergy's bag), if any. */
export function pieceOwner(pieceId: string): FactionClient | undefined {
  return ROOT_FACTIONS.find((f) => f.pieces?.owns(pieceId));
}
