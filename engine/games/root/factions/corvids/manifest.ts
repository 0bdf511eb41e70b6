import type { FactionManifest } from '../../faction.ts';
import type { CorvidBoardView } from './board.ts';
import { CORVIDS_IDENTITY } from './data.ts';
import { corvidsLog } from './log.ts';
import { corvidLooks } from './looks.ts';

/**
 * The Corvid Conspiracy's manifest: who it is, where it sets up, its looks and its log words — no
 * rules, so the client may load it. One line in factions/index.ts lists it; its module
 * (index.ts) spreads it.
 */
export const corvidsManifest: FactionManifest<typeof CORVIDS_IDENTITY.id, CorvidBoardView> = { ...CORVIDS_IDENTITY, setupOrder: 4, looks: corvidLooks, log: corvidsLog };
