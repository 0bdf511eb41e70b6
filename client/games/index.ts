/**
 * Every game this client has a table for, one manifest per game (client/games/<id>/manifest.ts),
 * like the engine's registry (engine/games/registry.ts). The app installs this list in the
 * kit's registry (client/main.tsx); nothing else imports it, and the shared layers ask the
 * registry (client/kit/registry.ts). The free table comes first: an unknown game falls back to it.
 */
import type { GameManifest } from '../kit/registry.ts';
import { sandbox } from './sandbox/manifest.ts';
import { explorers } from './explorers/manifest.ts';
import { root } from './root/manifest.ts';
import { delve } from './delve/manifest.ts';
import { forest } from './forest/manifest.ts';

export const GAMES: readonly GameManifest[] = [sandbox, explorers, root, delve, forest];
