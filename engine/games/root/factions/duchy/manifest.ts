import type { FactionManifest } from '../../faction.ts';
import type { DuchyBoardView } from './board.ts';
import { DUCHY_IDENTITY } from './data.ts';
import { duchyLog } from './log.ts';
import { duchyLooks } from './looks.ts';

/**
 * The Underground Duchy's manifest: who it is, where it sets up, its looks and its log words — no
 * rules, so the client may load it. One line in factions/index.ts lists it; its module
 * (index.ts) spreads it.
 */
export const duchyManifest: FactionManifest<typeof DUCHY_IDENTITY.id, DuchyBoardView> = { ...DUCHY_IDENTITY, setupOrder: 3, looks: duchyLooks, log: duchyLog };
