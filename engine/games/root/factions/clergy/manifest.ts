import type { FactionManifest } from '../../faction.ts';
import type { ClergyBoardView } from './board.ts';
import { CLERGY_IDENTITY } from './data.ts';
import { clergyLog } from './log.ts';
import { clergyLooks } from './looks.ts';

/**
 * The Honeycomb Clergy's manifest: who it is, where it sets up, its looks and its log words — no
 * rules, so the client may load it. One line in factions/index.ts lists it; its module
 * (index.ts) spreads it.
 */
export const clergyManifest: FactionManifest<typeof CLERGY_IDENTITY.id, ClergyBoardView> = { ...CLERGY_IDENTITY, setupOrder: 1, looks: clergyLooks, log: clergyLog };
