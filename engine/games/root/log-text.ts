/**
 * Root's log lines worked out again from their data and the view right after them
 * (GameModule.logText), in the words of `say` (English by default: the very text the
 * action logged): warriors moved, placed and lost, cards drawn, discarded and given, VP
 * scored, the win, a turn's start, a battle's dice and hits, and each faction's own lines
 * (its `log` policy). The messages are the ones the
 * action itself logs with (log-words.ts, log-words.en.ts); the names come from the view's
 * seats and clearings, a card's from its key.
 */
import type { LogEntry } from '../../core/types.ts';
import { isPhrase, sayPhrase, seatName, type Say } from '../../core/words.ts';
import { clearingNameValue } from './phrases.ts';
import type { FactionModule, LogNames, LogsTable } from './faction.ts';
import {
  BATTLE_NOTES, CARD_USES, battleEndWords, battleWords, carriedWords, noteWords, discardWords, dominanceWords, drawWords, moveWords, ownDrawWords, pieceFromData, placeWords, reasons, removeWords, rootSay, suitWords, turnWords, useWords,
} from './log-words.ts';
import {
  asideWords, choseLossWords, codebreakersWords, craftWords, extraHitsWords, giveWords, noPlaceWords, pickWords, rollWords, saidFrom, scoreWords, shuffleWords, sparedWords, standWords, winWords, type RollNumbers,
} from './log-lines.ts';
import { WINNING_VP } from './state.ts';
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

/** A line at no one's seat: the draw pile reshuffled, a dominance card beside the map, the turn limit reached. */
function tableLine(entry: LogEntry, d: Readonly<Record<string, unknown>>, say: Say): string | undefined {
  switch (entry.kind) {
    case 'shuffle': return int(d.deck) ? shuffleWords(d.deck, say) : undefined;
    case 'dominance': return str(d.card) ? asideWords(d.card, say) : undefined;
    case 'win': return d.how === 'turns' && int(d.limit) && int(d.best) ? winWords('', { how: 'turns', limit: d.limit, best: d.best }, say) : undefined;
    default: return undefined;
  }
}

const ROLLED: ReadonlyArray<keyof RollNumbers> = ['high', 'low', 'a', 'd', 'aw', 'dw'];

/** A battle's roll in its data (`rolled`), or undefined. */
function rolledOf(x: unknown): RollNumbers | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  const r = x as Record<string, unknown>;
  return ROLLED.every((k) => int(r[k])) ? (r as unknown as RollNumbers) : undefined;
}

/** A card's use that names another seat (`target`): Stand and Deliver!, Codebreakers; the cards seen only in their own line. */
function targetLine(d: Readonly<Record<string, unknown>>, Who: string, names: LogNames, say: Say): string | undefined {
  const them = names.who(d.target);
  if (!them) return undefined;
  if (d.use === 'stand-and-deliver') return d.card === undefined || str(d.card) ? standWords(Who, them, d.card, say) : undefined;
  const cards = d.cards as unknown;
  if (cards !== undefined && !(Array.isArray(cards) && cards.every(str))) return undefined;
  return codebreakersWords(Who, them, cards, say);
}

/** A battle line of Root's worded again from its data: the dice, extra hits, hits spared, a piece chosen to lose, a note. */
function battleLine(entry: LogEntry, d: Readonly<Record<string, unknown>>, Who: string, names: LogNames, say: Say): string | undefined {
  switch (entry.kind) {
    case 'roll': {
      const at = names.where(d.clearing);
      const them = names.who(d.defender);
      const rolled = rolledOf(d.rolled);
      return at && them && rolled ? rollWords(Who, them, at, rolled, say) : undefined;
    }
    case 'hit':
      if (d.note !== undefined) return noteLine(d, Who, names, say);
      return int(d.n) && isPhrase(d.why) ? extraHitsWords(Who, d.n, sayPhrase(d.why, say), say) : undefined;
    case 'spared': {
      const them = names.who(d.victim);
      return them && int(d.n) && isPhrase(d.why) ? sparedWords(Who, them, sayPhrase(d.why, say), d.n, say) : undefined;
    }
    case 'battle-note': return str(d.piece) ? choseLossWords(Who, carriedWords(d.piece, say), say) : noteLine(d, Who, names, say);
    default: return undefined;
  }
}

/** A log entry of Root worded again with `say`, or undefined where its data and the view do not name what it needs. */
export function logTextRoot(entry: LogEntry, view: RootView, factions: LogsTable, say: Say = rootSay): string | undefined {
  const d = entry.data;
  if (!d) return undefined;
  if (entry.seat === undefined) return tableLine(entry, d, say);
  const names = namesFromView(view, say);
  const Who = names.Who(entry.seat);
  if (!Who) return undefined;
  const id = view.seats.find((x) => x.seat === entry.seat)?.faction;
  const faction: Pick<FactionModule, 'log'> | undefined = id === undefined || !Object.hasOwn(factions, id) ? undefined : factions[id];
  const own = faction?.log?.text?.(entry, names, say) ?? battleLine(entry, d, Who, names, say);
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
      if (d.target !== undefined) return targetLine(d, Who, names, say);
      if (!CARD_USES.includes(d.use)) return undefined;
      const at = d.clearing === undefined ? '' : names.where(d.clearing);
      const other = d.other === undefined ? '' : names.who(d.other);
      const self = names.who(entry.seat);
      if (at === undefined || other === undefined || self === undefined) return undefined;
      return useWords(d.use, { Who, who: self, n: int(d.n) ? d.n : 0, where: at, other }, say);
    }
    case 'battle-end': {
      const at = names.where(d.clearing);
      return at ? battleEndWords(at, say) : undefined;
    }
    case 'dominance': {
      if (!str(d.card) || (d.took !== undefined && !str(d.took))) return undefined;
      return dominanceWords(Who, d.card, d.took, say);
    }
    case 'draw': {
      const why = saidFrom(d, reasons('draw', faction), say);
      if (why === undefined || !int(d.n)) return undefined;
      // The drawer's own line names the cards (its data has them); everyone else's counts them.
      if (d.cards === undefined) return drawWords(Who, d.n, why, say);
      const cards = d.cards as unknown;
      if (!Array.isArray(cards) || !cards.every((c) => str((c as { key?: unknown } | null)?.key))) return undefined;
      return ownDrawWords(cards.map((c: { key: string }) => c.key), why, say);
    }
    case 'discard': {
      const why = saidFrom(d, reasons('discard', faction), say);
      return why !== undefined && str(d.card) ? discardWords(Who, why, d.card, say) : undefined;
    }
    case 'place': {
      const why = saidFrom(d, reasons('place', faction), say);
      const where = names.where(d.at);
      const asked = d.of === undefined ? d.n : d.of;
      if (why === undefined || !where || !int(d.n) || !int(asked)) return undefined;
      // No warriors placed: a faction's rule (`no`) forbade it.
      if (d.no !== undefined) return isPhrase(d.no) ? noPlaceWords(Who, where, why, sayPhrase(d.no, say), say) : undefined;
      return placeWords(Who, d.n, asked, where, why, say);
    }
    case 'score': return isPhrase(d.why) && int(d.gained) && int(d.vp) ? scoreWords(Who, d.gained, sayPhrase(d.why, say), d.vp, say) : undefined;
    case 'win':
      if (d.how === 'vp') return winWords(Who, { how: 'vp', vp: WINNING_VP }, say);
      return d.how === 'dominance' && str(d.card) ? winWords(Who, { how: 'dominance', card: d.card }, say) : undefined;
    case 'craft': {
      const paid = d.paid as unknown;
      if (!str(d.card) || !Array.isArray(paid)) return undefined;
      const used = paid.map((p: unknown) => (Array.isArray(p) && str(p[0]) ? { suit: suitWords(p[0], say), where: names.where(p[1]) } : undefined));
      return used.every((u) => u?.where !== undefined) ? craftWords(Who, d.card, used as Array<{ suit: string; where: string }>, say) : undefined;
    }
    case 'pick': {
      const them = names.who(entry.seat);
      return them ? pickWords(seatName(entry.seat), them, say) : undefined;
    }
    case 'give': {
      if (!isPhrase(d.line) || (d.card !== undefined && !str(d.card))) return undefined;
      return giveWords(sayPhrase(d.line, say), d.card, say);
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
