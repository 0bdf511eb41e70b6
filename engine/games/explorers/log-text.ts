/**
 * Explorers' commonest log lines worked out again from their data and the view right
 * after them (GameModule.logText): a tile laid, a monster marker, a tile drawn, a hero's
 * turn, a move, the phases, an Event card. The words are the ones the rule step logs
 * (log-words.ts); a tile laid or entered is read from the view at the cell the data names.
 */
import type { LogEntry } from '../../core/types.ts';
import {
  adventureWords, downTurnWords, eventWords, exploreDrawWords, hiddenMonsterWords, movedWords, NO_MONSTER_WORDS, placeWords,
  roundWords, shuffledBackWords, turnOverWords, turnWords, ventureDrawWords,
} from './log-words.ts';
import { keyOf } from './grid.ts';
import type { ExView } from './state.ts';

const str = (x: unknown): x is string => typeof x === 'string';
const int = (x: unknown): x is number => Number.isInteger(x);

/** The id of the tile laid at cell `key` in the view. */
function tileAt(view: ExView, key: unknown): string | undefined {
  return str(key) && Object.hasOwn(view.tiles, key) ? view.tiles[key]?.id : undefined;
}

export function logTextExplorers(entry: LogEntry, view: ExView): string | undefined {
  const d = entry.data ?? {};
  switch (entry.kind) {
    case 'place': {
      if (!int(d.x) || !int(d.y)) return undefined;
      const t = view.tiles[keyOf(d.x, d.y)];
      return t ? placeWords(view.tiles, t.id, d.x, d.y, t.rot) : undefined;
    }
    case 'monster': {
      if (entry.data === undefined) return NO_MONSTER_WORDS;
      if (str(d.m)) return shuffledBackWords(d.m);
      const tile = tileAt(view, d.at);
      return tile === undefined ? undefined : hiddenMonsterWords(tile);
    }
    case 'draw':
      if (!str(d.tile) || !str(d.hero)) return undefined;
      if (d.off === 1) return ventureDrawWords(d.hero, d.tile);
      return entry.seat === undefined ? undefined : exploreDrawWords(entry.seat, d.tile, d.hero);
    case 'turn':
      if (!str(d.hero)) return undefined;
      if (d.down === 1) return downTurnWords(d.hero);
      if (d.over === 1) return turnOverWords(d.hero);
      return entry.seat === undefined ? undefined : turnWords(d.hero, entry.seat);
    case 'move': {
      const tile = tileAt(view, d.to);
      const carried = d.with ?? [];
      if (!str(d.hero) || tile === undefined || !Array.isArray(carried) || !carried.every(str)) return undefined;
      return movedWords([d.hero, ...carried], tile);
    }
    case 'round': return int(d.round) ? roundWords(d.round) : undefined;
    case 'phase': return int(d.round) ? adventureWords(d.round) : undefined;
    case 'event': return str(d.hero) && str(d.event) ? eventWords(d.hero, d.event) : undefined;
    default: return undefined;
  }
}
