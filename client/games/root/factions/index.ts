/**
 * The Root factions this client can seat, in the order a table lists them (the engine's
 * list of manifests, engine/games/root/factions/index.ts): one line per faction, each in
 * its own folder (factions/<id>/: board panel, action words, battle causes, own pieces,
 * flights, its part of the rules). The Root client core asks this module and names no faction.
 */
import { clergyClient } from './clergy/index.ts';
import { corvidsClient } from './corvids/index.ts';
import { duchyClient } from './duchy/index.ts';
import { legionClient } from './legion/index.ts';
import type { FactionClient } from './types.ts';

export type { FactionClient };

/** Every faction's client manifest. */
export const ROOT_FACTIONS: readonly FactionClient[] = [clergyClient, legionClient, duchyClient, corvidsClient];

/** What the Root client asks of a list of factions: the list itself and its look-ups. */
export interface FactionRegistry {
  readonly all: readonly FactionClient[];
  /** The client side of a faction, by id. */
  byId(id: string): FactionClient | undefined;
  /** The faction whose action type this is ("hcc.swarm" → the Clergy), if any. */
  ofAction(t: string): FactionClient | undefined;
  /** The faction that owns a table piece (the Clergy's bag), if any. */
  pieceOwner(pieceId: string): FactionClient | undefined;
}

/** The registry of a list of factions (`ROOT_FACTIONS` here; a test may hand it a longer list). */
export function factionRegistry(all: readonly FactionClient[]): FactionRegistry {
  return {
    all,
    byId: (id) => all.find((f) => f.id === id),
    ofAction: (t) => {
      const dot = t.indexOf('.');
      return dot < 0 ? undefined : all.find((f) => f.prefix === t.slice(0, dot));
    },
    pieceOwner: (pieceId) => all.find((f) => f.pieces?.owns(pieceId)),
  };
}

const REGISTRY = factionRegistry(ROOT_FACTIONS);

/** The client side of a faction, by id. */
export function factionClient(id: string): FactionClient | undefined {
  return REGISTRY.byId(id);
}

/** The faction whose action type this is ("hcc.swarm" → the Clergy), if any. */
export function factionOfAction(t: string): FactionClient | undefined {
  return REGISTRY.ofAction(t);
}

/** The faction that owns a table piece (the Clergy's bag), if any. */
export function pieceOwner(pieceId: string): FactionClient | undefined {
  return REGISTRY.pieceOwner(pieceId);
}
