/**
 * Root's log lines worked out again from their data and the view right after them
 * (GameModule.logText), in the words of `say` (English by default: the very text the
 * action logged): warriors moved, placed and lost, cards drawn and discarded, a turn's
 * start, and each faction's own lines (its `log` policy). The messages are the ones the
 * action itself logs with (log-words.ts, log-words.en.ts); the names come from the view's
 * seats and clearings, a card's from its key.
 */
import type { LogEntry } from '../../core/types.ts';
import { isPhrase, sayPhrase, seatName, type Say } from '../../core/words.ts';
import { clearingNameValue } from './phrases.ts';
import type { FactionModule, LogNames, LogsTable } from './faction.ts';
import {
  BATTLE_NOTES, CARD_USES, battleEndWords, battleWords, noteWords, discardWords, dominanceWords, drawWords, moveWords, ownDrawWords, pieceFromData, placeWords, reasons, reasonWords, removeWords, rootSay, suitWords, turnWords, useWords, whyOf,
} from './log-words.ts';
import type { RootView } from './view.ts';

/** Faction and clearing names as the view gives them, in the words of `say` (describe.ts's `who` and `where` in English). */
function namesFromView(view: RootView, say: Say): LogNames {
  const name = (id: 'who' | 'Who') => (seat: unknown): string | undefined => {
    const s = typeof seat === 'number' ? view.seats.find((x) => x.seat === seat) : undefined;
    if (!s) return undefined;
    return s.name === seatName(s.seat) || !s.faction ? seatName(s.seat) : say(`root.log.${s.faction}.${id}`);
  };
  return {
    who: name('who'),
    Who: name('Who'),
    where: (id) => {
      const c = typeof id === 'number' ? view.map.find((x) => x.id === id) : undefined;
      if (!c) return undefined;
      const named = clearingNameValue(c.id, c.name);
      const name = isPhrase(named) ? sayPhrase(named, say) : c.name;
      return c.suit === null ? name : say('root.log.clearing', { name, suit: suitWords(c.suit, say) });
    },
  };
}

const int = (x: unknown): x is number => Number.isInteger(x);
const str = (x: unknown): x is string => typeof x === 'string';

/** A battle's note worded again from its data, or undefined where it has none. */
function noteLine(d: Readonly<Record<string, unknown>>, Who: string, names: LogNames, say: Say): string | undefined {
  const at = names.where(d.clearing);
  const them = names.who(d.other);
  return at && them && str(d.note) && BATTLE_NOTES.includes(d.note) ? noteWords(d.note, Who, at, them, say) : undefined;
}

/** A log entry of Root worded again with `say`, or undefined where its data and the view do not name what it needs. */
export function logTextRoot(entry: LogEntry, view: RootView, factions: LogsTable, say: Say = rootSay): string | undefined {
  const d = entry.data;
  if (entry.seat === undefined || !d) return undefined;
  const names = namesFromView(view, say);
  const Who = names.Who(entry.seat);
  if (!Who) return undefined;
  const id = view.seats.find((x) => x.seat === entry.seat)?.faction;
  const faction: Pick<FactionModule, 'log'> | undefined = id === undefined || !Object.hasOwn(factions, id) ? undefined : factions[id];
  const own = faction?.log?.text?.(entry, names, say);
  if (own !== undefined) return own;
  switch (entry.kind) {
    case 'move': {
      const a = names.where(d.from);
      const b = names.where(d.to);
      if (!a || !b || !int(d.n) || !Array.isArray(d.carry) || !d.carry.every(str)) return undefined;
      return moveWords(Who, a, b, d.n, d.carry, say);
    }
    case 'turn': return int(d.turn) ? turnWords(Who, d.turn, say) : undefined;
    case 'battle': {
      const at = names.where(d.clearing);
      const them = names.who(d.defender);
      return at && them ? battleWords(Who, them, at, say) : undefined;
    }
    case 'effect': {
      // A card in front of the player used, or a battle card's note.
      if (!str(d.use)) return noteLine(d, Who, names, say);
      if (!CARD_USES.includes(d.use)) return undefined;
      const at = d.clearing === undefined ? '' : names.where(d.clearing);
      const other = d.other === undefined ? '' : names.who(d.other);
      const self = names.who(entry.seat);
      if (at === undefined || other === undefined || self === undefined) return undefined;
      return useWords(d.use, { Who, who: self, n: int(d.n) ? d.n : 0, where: at, other }, say);
    }
    case 'battle-note':
    case 'hit': return noteLine(d, Who, names, say);
    case 'battle-end': {
      const at = names.where(d.clearing);
      return at ? battleEndWords(at, say) : undefined;
    }
    case 'dominance': {
      if (!str(d.card) || (d.took !== undefined && !str(d.took))) return undefined;
      return dominanceWords(Who, d.card, d.took, say);
    }
    case 'draw': {
      const reason = whyOf(reasons('draw', faction), d.w);
      if (reason === undefined || !int(d.n)) return undefined;
      const why = reasonWords(reason, say);
      // The drawer's own line names the cards (its data has them); everyone else's counts them.
      if (d.cards === undefined) return drawWords(Who, d.n, why, say);
      const cards = d.cards as unknown;
      if (!Array.isArray(cards) || !cards.every((c) => str((c as { key?: unknown } | null)?.key))) return undefined;
      return ownDrawWords(cards.map((c: { key: string }) => c.key), why, say);
    }
    case 'discard': {
      const reason = whyOf(reasons('discard', faction), d.w);
      return reason !== undefined && str(d.card) ? discardWords(Who, reasonWords(reason, say), d.card, say) : undefined;
    }
    case 'place': {
      const reason = whyOf(reasons('place', faction), d.w);
      const where = names.where(d.at);
      const asked = d.of === undefined ? d.n : d.of;
      if (reason === undefined || !where || !int(d.n) || !int(asked)) return undefined;
      return placeWords(Who, d.n, asked, where, reasonWords(reason, say), say);
    }
    case 'remove': {
      const piece = pieceFromData(d);
      const where = names.where(d.at);
      const by = d.by === undefined ? null : names.who(d.by);
      if (!piece || !where || by === undefined) return undefined;
      return removeWords(Who, piece, where, by, d.by === entry.seat, say);
    }
    default: return undefined;
  }
}
