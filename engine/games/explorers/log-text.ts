/**
 * Explorers' commonest log lines worked out again from their data and the view right
 * after them (GameModule.logText): a tile laid, a monster marker, a tile drawn, a hero's
 * turn, a move, the phases, an Event card, a battle's lines, in the words of `say` (English by default: the
 * very text the rule step logged, log-words.ts); a tile laid or entered is read from the
 * view at the cell the data names.
 */
import type { LogEntry } from '../../core/types.ts';
import type { Say } from '../../core/words.ts';
import {
  adventureWords, battleWords, downTurnWords, isLine, lineWords, type BattleLine, type LineRefs, eventWords, explorersSay, exploreDrawWords, hiddenMonsterWords, movedWords, noMonsterWords, placeWords,
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

/** A log entry of Explorers worded again with `say`, or undefined where its data and the view do not name what it needs. */
export function logTextExplorers(entry: LogEntry, view: ExView, say: Say = explorersSay): string | undefined {
  const d = entry.data ?? {};
  switch (entry.kind) {
    case 'place': {
      if (!int(d.x) || !int(d.y)) return undefined;
      const t = view.tiles[keyOf(d.x, d.y)];
      return t ? placeWords(view.tiles, t.id, d.x, d.y, t.rot, say) : undefined;
    }
    case 'monster': {
      if (entry.data === undefined) return noMonsterWords(say);
      if (str(d.m)) return shuffledBackWords(d.m, say);
      const tile = tileAt(view, d.at);
      return tile === undefined ? undefined : hiddenMonsterWords(tile, say);
    }
    case 'draw':
      if (!str(d.tile) || !str(d.hero)) return undefined;
      if (d.off === 1) return ventureDrawWords(d.hero, d.tile, say);
      return entry.seat === undefined ? undefined : exploreDrawWords(entry.seat, d.tile, d.hero, say);
    case 'turn':
      if (!str(d.hero)) return undefined;
      if (d.down === 1) return downTurnWords(d.hero, say);
      if (d.over === 1) return turnOverWords(d.hero, say);
      return entry.seat === undefined ? undefined : turnWords(d.hero, entry.seat, say);
    case 'move': {
      const tile = tileAt(view, d.to);
      const carried = d.with ?? [];
      if (!str(d.hero) || tile === undefined || !Array.isArray(carried) || !carried.every(str)) return undefined;
      return movedWords([d.hero, ...carried], tile, say);
    }
    case 'round': return int(d.round) ? roundWords(d.round, say) : undefined;
    case 'phase': return int(d.round) ? adventureWords(d.round, say) : undefined;
    case 'event': return str(d.hero) && str(d.event) ? eventWords(d.hero, d.event, say) : undefined;
    default: {
      const line = battleLineOf(d);
      if (line !== undefined) return battleWords(line, say);
      return str(d.line) && isLine(d.line) ? lineWords(d.line, refsOf(d), say) : undefined;
    }
  }
}

/** A plain line's values from its data: every string and number but the line's own name, and the list of heroes. */
function refsOf(d: Readonly<Record<string, unknown>>): LineRefs {
  const out: Record<string, string | number | string[]> = {};
  for (const [k, v] of Object.entries(d)) {
    if (k !== 'line' && (str(v) || typeof v === 'number')) out[k] = v;
    else if (k === 'heroes' && Array.isArray(v) && v.length > 0 && v.every(str)) out[k] = v;
  }
  return out;
}

/** A battle line's data (log-words.ts `BattleLine`), checked, or undefined. */
function battleLineOf(d: Readonly<Record<string, unknown>>): BattleLine | undefined {
  const ids = (x: unknown): x is string[] => Array.isArray(x) && x.length > 0 && x.every(str);
  switch (d.line) {
    case 'battle':
      return ids(d.heroes) && str(d.enemy) && int(d.defense) && int(d.hits) && int(d.damage)
        ? { line: 'battle', heroes: d.heroes, enemy: d.enemy, defense: d.defense, hits: d.hits, damage: d.damage } : undefined;
    case 'far-sight': return ids(d.heroes) ? { line: 'far-sight', heroes: d.heroes } : undefined;
    case 'enraged-no-reroll': case 'enraged-first': case 'frozen': return str(d.enemy) ? { line: d.line, enemy: d.enemy } : undefined;
    case 'leaf': return int(d.n) ? { line: 'leaf', n: d.n } : undefined;
    case 'victory': case 'defeat':
      return str(d.enemy) && int(d.hits) && int(d.of) ? { line: d.line, enemy: d.enemy, hits: d.hits, of: d.of } : undefined;
    case 'freeze': return str(d.hero) && str(d.enemy) ? { line: 'freeze', hero: d.hero, enemy: d.enemy } : undefined;
    default: return undefined;
  }
}
