/**
 * The Root factions this client can seat, in the order a table lists them: one line per
 * faction (its engine module gives the id, name and colour).
 */
import { clergy } from '../../../../engine/games/root/factions/clergy/index.ts';
import { legion } from '../../../../engine/games/root/factions/legion/index.ts';

export interface ClientFaction {
  id: string;
  name: string;
  color: string;
}

export const ROOT_FACTIONS: readonly ClientFaction[] = [clergy, legion].map((f) => ({ id: f.id, name: f.name, color: f.color }));
