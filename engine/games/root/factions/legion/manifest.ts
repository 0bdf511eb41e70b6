import type { FactionManifest } from '../../faction.ts';
import type { LegionBoardView } from './board.ts';
import { LEGION_IDENTITY } from './data.ts';
import { legionLog } from './log.ts';
import { legionLooks } from './looks.ts';

/**
 * The Queenless Legion's manifest: who it is, where it sets up, its looks and its log words — no
 * rules, so the client may load it. One line in factions/index.ts lists it; its module
 * (index.ts) spreads it.
 */
export const legionManifest: FactionManifest<typeof LEGION_IDENTITY.id, LegionBoardView> = { ...LEGION_IDENTITY, setupOrder: 2, looks: legionLooks, log: legionLog };
