/**
 * Who each faction is — its id, name, rule code, action prefix and colour — with no rules
 * attached, for what only names the factions (the create form's seat choices). Each
 * faction module takes its identity from here; the list is in setup order.
 */
export interface FactionIdentity {
  id: string;
  name: string;
  /** Prefix of rule error codes and rule sections ("HCC"). */
  code: string;
  /** Prefix of the faction's action types ("hcc"). */
  prefix: string;
  color: string;
}

export const CLERGY_IDENTITY: FactionIdentity = { id: 'clergy', name: 'Honeycomb Clergy', code: 'HCC', prefix: 'hcc', color: '#e0b020' };
export const LEGION_IDENTITY: FactionIdentity = { id: 'legion', name: 'Queenless Legion', code: 'QL', prefix: 'ql', color: '#8a2be2' };
export const DUCHY_IDENTITY: FactionIdentity = { id: 'duchy', name: 'Underground Duchy', code: 'UD', prefix: 'ud', color: '#b06a2c' };
export const CORVIDS_IDENTITY: FactionIdentity = { id: 'corvids', name: 'Corvid Conspiracy', code: 'CC', prefix: 'cc', color: '#2e4b8f' };

/** Every faction, in setup order. */
export const FACTION_IDENTITIES: readonly FactionIdentity[] = [CLERGY_IDENTITY, LEGION_IDENTITY, DUCHY_IDENTITY, CORVIDS_IDENTITY];
