/**
 * Root's log lines worked out again from their data and the view right after them
 * (GameModule.logText): warriors moved, placed and lost, cards drawn and discarded, a
 * turn's start, and each faction's own lines (its `log` policy). The words are the ones
 * the action itself logs (`moveWords`, log-words.ts); the names come from the view's seats
 * and clearings, a card's from its key.
 */
import type { LogEntry } from '../../core/types.ts';
import type { FactionModule, LogNames, LogsTable } from './faction.ts';
import { discardWords, drawWords, ownDrawWords, pieceFromData, placeWords, reasons, removeWords, turnWords, whyOf } from './log-words.ts';
import { moveWords } from './describe.ts';
import type { RootView } from './view.ts';

/** Faction and clearing names as the view gives them: the same words as describe.ts's `who` and `where`. */
function namesFromView(view: RootView): LogNames {
  const who = (seat: unknown): string | undefined => {
    const s = typeof seat === 'number' ? view.seats.find((x) => x.seat === seat) : undefined;
    if (!s) return undefined;
    return s.name === `Seat ${s.seat + 1}` ? s.name : `the ${s.name}`;
  };
  return {
    who,
    Who: (seat) => {
      const w = who(seat);
      return w === undefined ? undefined : w.charAt(0).toUpperCase() + w.slice(1);
    },
    where: (id) => {
      const c = typeof id === 'number' ? view.map.find((x) => x.id === id) : undefined;
      if (!c) return undefined;
      return c.suit === null ? c.name : `${c.name} (${c.suit})`;
    },
  };
}

const int = (x: unknown): x is number => Number.isInteger(x);
const str = (x: unknown): x is string => typeof x === 'string';

export function logTextRoot(entry: LogEntry, view: RootView, factions: LogsTable): string | undefined {
  const d = entry.data;
  if (entry.seat === undefined || !d) return undefined;
  const names = namesFromView(view);
  const Who = names.Who(entry.seat);
  if (!Who) return undefined;
  const id = view.seats.find((x) => x.seat === entry.seat)?.faction;
  const faction: Pick<FactionModule, 'log'> | undefined = id === undefined || !Object.hasOwn(factions, id) ? undefined : factions[id];
  const own = faction?.log?.text?.(entry, names);
  if (own !== undefined) return own;
  switch (entry.kind) {
    case 'move': {
      const a = names.where(d.from);
      const b = names.where(d.to);
      if (!a || !b || !int(d.n) || !Array.isArray(d.carry) || !d.carry.every(str)) return undefined;
      return moveWords(Who, a, b, d.n, d.carry);
    }
    case 'turn': return int(d.turn) ? turnWords(Who, d.turn) : undefined;
    case 'draw': {
      const why = whyOf(reasons('draw', faction), d.w);
      if (why === undefined || !int(d.n)) return undefined;
      // The drawer's own line names the cards (its data has them); everyone else's counts them.
      if (d.cards === undefined) return drawWords(Who, d.n, why);
      const cards = d.cards as unknown;
      if (!Array.isArray(cards) || !cards.every((c) => str((c as { key?: unknown } | null)?.key))) return undefined;
      return ownDrawWords(cards.map((c: { key: string }) => c.key), why);
    }
    case 'discard': {
      const why = whyOf(reasons('discard', faction), d.w);
      return why !== undefined && str(d.card) ? discardWords(Who, why, d.card) : undefined;
    }
    case 'place': {
      const why = whyOf(reasons('place', faction), d.w);
      const where = names.where(d.at);
      const asked = d.of === undefined ? d.n : d.of;
      if (why === undefined || !where || !int(d.n) || !int(asked)) return undefined;
      return placeWords(Who, d.n, asked, where, why);
    }
    case 'remove': {
      const piece = pieceFromData(d);
      const where = names.where(d.at);
      const by = d.by === undefined ? null : names.who(d.by);
      if (!piece || !where || by === undefined) return undefined;
      return removeWords(Who, piece, where, by, d.by === entry.seat);
    }
    default: return undefined;
  }
}
