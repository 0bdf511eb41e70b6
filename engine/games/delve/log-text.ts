/**
 * Delve's log lines worked out from their data (GameModule.logText), in the words of `say`
 * (English by default). The rule steps log through `lineText` with `delveSay`, so the text a
 * line carries is the very text a client words again from its data with the English
 * catalogue; with another catalogue it gives the line in that reader's language. A line
 * whose data does not name what it needs (an unknown card, a missing number) stays as it is.
 */
import type { LogEntry, SeatId } from '../../core/types.ts';
import { sayPhrase, seatName, type Say } from '../../core/words.ts';
import { CONTENT, PLAIN, type Effect } from './content/index.ts';
import { cardPhrase, charPhrase, delveSay, effectWords, halfWords, itemPhrase, kindPhrase, monsterCardPhrase, monsterCardWords, roomPhrase } from './words.ts';

type Data = Readonly<Record<string, unknown>>;

const int = (x: unknown): x is number => Number.isInteger(x);
const str = (x: unknown): x is string => typeof x === 'string';
const half = (x: unknown): x is 'top' | 'bottom' => x === 'top' || x === 'bottom';
const known = (table: Readonly<Record<string, unknown>>, x: unknown): x is string => str(x) && Object.hasOwn(table, x);

/** "Warden (Seat 1)" in English, kept: nearly every line the rule steps log names a character. */
const englishWho = new Map<string, string>();

/** Words one line of `kind` needs, each by its data; undefined where the data lacks it. */
class Line {
  constructor(private readonly d: Data, private readonly seat: SeatId | undefined, private readonly say: Say) {}

  private missing = false;

  /** True when every value asked for was there. */
  get ok(): boolean { return !this.missing; }

  private fail(): string {
    this.missing = true;
    return '';
  }

  num(key: string): number {
    const v = this.d[key];
    if (int(v)) return v;
    this.missing = true;
    return 0;
  }

  /** "Warden (Seat 1)": the character of `key`, at the line's seat or the seat under `seatKey`. */
  who(key = 'char', seatKey?: string): string {
    const seat = seatKey === undefined ? this.seat : this.d[seatKey];
    const char = this.d[key];
    if (!int(seat) || !known(CONTENT.characters, char)) return this.fail();
    const words = (): string => this.say('delve.log.who', { name: sayPhrase(charPhrase(char), this.say), seat: seatName(seat) });
    if (this.say !== delveSay) return words();
    const id = `${char} ${seat}`;
    let text = englishWho.get(id);
    if (text === undefined) englishWho.set(id, (text = words()));
    return text;
  }

  card(key = 'card'): string {
    const v = this.d[key];
    return known(CONTENT.cards, v) ? sayPhrase(cardPhrase(v), this.say) : this.fail();
  }

  /** "Cave Rat 2": the monster of kind `kind` and number `n`. */
  monster(kindKey = 'kind', nKey = 'n'): string {
    const kind = this.d[kindKey];
    const n = this.d[nKey];
    if (!known(CONTENT.kinds, kind) || !int(n)) return this.fail();
    return this.say('delve.name.numbered', { kind: sayPhrase(kindPhrase(kind), this.say), n });
  }

  /** The effect the line's half was at: its card, half, plain flag and part index. */
  effect(): string {
    const { card, i } = this.d;
    const h = this.d.half;
    if (!known(CONTENT.cards, card) || !half(h) || !int(i)) return this.fail();
    const e: Effect | undefined = (this.d.plain === true ? PLAIN[h] : CONTENT.cards[card]![h]).effects[i];
    return e ? sayPhrase(effectWords(e), this.say) : this.fail();
  }

  /** The whole text of the line's half. */
  halfText(): string {
    const { card } = this.d;
    const h = this.d.half;
    if (!known(CONTENT.cards, card) || !half(h)) return this.fail();
    return sayPhrase(halfWords(this.d.plain === true ? PLAIN[h] : CONTENT.cards[card]![h]), this.say);
  }

  /** The line's items of `key` worded one by one and listed ("a, b"), with `sep` between. */
  list(key: string, word: (x: Data) => string, sep = ', '): string {
    const v = this.d[key];
    if (!Array.isArray(v)) return this.fail();
    return v.map((x: unknown) => (typeof x === 'object' && x !== null ? word(x as Data) : this.fail())).join(sep);
  }

  /** A line of another shape in the same words (an entry of a list). */
  sub(d: Data): Line {
    return new Line(d, this.seat, this.say);
  }

  /** Joins a sub-line's gaps into this one's. */
  take(l: Line, text: string): string {
    if (!l.ok) this.missing = true;
    return text;
  }
}

/** The words of a line of `kind` from its data, or undefined where the data does not name what it needs. */
function words(kind: string, d: Data, seat: SeatId | undefined, say: Say): string | undefined {
  const l = new Line(d, seat, say);
  const text = lineOf(kind, l, d, seat, say);
  return text !== undefined && l.ok ? text : undefined;
}

function lineOf(kind: string, l: Line, d: Data, seat: SeatId | undefined, say: Say): string | undefined {
  switch (kind) {
    case 'round': case 'cleanup': case 'victory': case 'defeat': return say(`delve.log.${kind}`, { round: String(l.num('round')) });
    case 'turn': return d.rest === 1 ? say('delve.log.turn.rest', { who: l.who() }) : say('delve.log.turn', { who: l.who(), initiative: String(l.num('initiative')) });
    case 'exhausted': return d.by === 'cards' || d.by === 'health' ? say('delve.log.exhausted', { who: l.who(), by: d.by }) : undefined;
    case 'no-rest': return say('delve.log.no-rest', { who: l.who() });
    case 'sealed':
      if (d.rest === 1) return say('delve.log.chose', { rest: 'yes', lead: '', initiative: '', other: '' });
      if (d.lead !== undefined) return say('delve.log.chose', { rest: 'no', lead: l.card('lead'), initiative: String(l.num('initiative')), other: l.card('other') });
      return say('delve.log.sealed', { who: l.who(), changed: d.changed === 1 ? 'yes' : 'no' });
    case 'monster-wait': return known(CONTENT.kinds, d.kind) ? say('delve.log.monster-wait', { monster: sayPhrase(kindPhrase(d.kind), say), n: String(l.num('n')) }) : undefined;
    case 'pass': return say('delve.log.pass', { who: l.who(), effect: l.effect() });
    case 'skip': return say('delve.log.skip', { who: l.who(), effect: l.effect() });
    case 'card-placed':
      if (d.leaves === 'lost' || d.leaves === 'discard') return say('delve.log.leaves', { card: l.card(), lost: d.leaves === 'lost' ? 'yes' : 'no' });
      return str(d.where) ? say('delve.log.placed', { card: l.card(), where: d.where }) : undefined;
    case 'half': return half(d.half) ? say('delve.log.half', { who: l.who(), half: d.half, card: l.card(), plain: d.plain === true ? 'yes' : 'no', text: l.halfText() }) : undefined;
    case 'move': return say('delve.log.move', { who: l.who(), steps: l.num('steps') });
    case 'push': case 'pull': return say('delve.log.shove', { who: l.who(), dir: kind, monster: l.monster() });
    case 'heal': return say('delve.log.heal', {
      who: l.who(), self: d.target === seat ? 'yes' : 'no',
      target: l.who('targetChar', 'target'), healed: l.num('healed'), health: l.num('health'), max: l.num('max'),
    });
    case 'recover': return say('delve.log.recover', { who: l.who(), card: l.card() });
    case 'item': {
      const item = known(CONTENT.items, d.item) ? CONTENT.items[d.item]! : undefined;
      return item ? say('delve.log.item', { who: l.who(), item: sayPhrase(itemPhrase(item.id), say), k: item.effect.k, n: l.num('n') }) : undefined;
    }
    case 'attack': {
      const how = [
        int(d.sharpen) && d.sharpen > 0 ? say('delve.log.how.sharpen', { n: d.sharpen }) : '',
        d.might !== undefined ? say('delve.log.how.might', { card: l.card('might'), n: l.num('mightN') }) : '',
        int(d.shield) && d.shield > 0 ? say('delve.log.how.shield', { n: d.shield }) : '',
      ].filter(Boolean).join(', ');
      return say('delve.log.attack', {
        who: l.who(), monster: l.monster(), damage: l.num('damage'), detail: how ? 'yes' : 'no', n: l.num('attack'), how,
        defeated: d.defeated === true ? 'yes' : 'no', health: l.num('health'), max: l.num('max'),
      });
    }
    case 'monster-attack': return say('delve.log.monster-attack', {
      monster: l.monster(), who: l.who(), damage: l.num('damage'), shield: l.num('shield'), n: l.num('attack'),
      left: l.num('health') > 0 ? 'yes' : 'no', health: l.num('health'), max: l.num('max'),
    });
    case 'retaliate': return say('delve.log.retaliate', {
      who: l.who(), monster: l.monster(), n: l.num('damage'), defeated: l.num('health') > 0 ? 'no' : 'yes', health: l.num('health'), max: l.num('max'),
    });
    case 'loot': return say('delve.log.loot', { who: l.who(), coins: l.num('coins') });
    case 'chest': return say('delve.log.chest', { who: l.who(), healed: l.num('healed') });
    case 'door': {
      const room = l.num('room');
      const woken = Array.isArray(d.woken) ? d.woken.length : 0;
      return room >= 0 && room < CONTENT.scenario.rooms.length ? say('delve.log.door', {
        who: l.who(), room: sayPhrase(roomPhrase(room), say), count: woken, woken: l.list('woken', (x) => { const s = l.sub(x); return l.take(s, s.monster()); }),
      }) : undefined;
    }
    case 'monster-heal': return say('delve.log.monster-heal', { monster: l.monster(), healed: l.num('healed'), health: l.num('health'), max: l.num('max') });
    case 'monster-move': return say('delve.log.monster-move', { monster: l.monster(), who: l.who('char', 'target') });
    case 'monsters': {
      const card = known(CONTENT.monsterCards, d.card) ? CONTENT.monsterCards[d.card]! : null;
      if (d.card !== null && !card) return undefined;
      return say('delve.log.monsters', { has: card ? 'yes' : 'no', card: card ? sayPhrase(monsterCardPhrase(card.id), say) : '', initiative: card?.initiative ?? 0 });
    }
    case 'reveal': {
      const card = known(CONTENT.monsterCards, d.card) ? CONTENT.monsterCards[d.card]! : null;
      if (!card) return undefined;
      const plays = l.list('plays', (x) => {
        const s = new Line(x, int(x.seat) ? x.seat : undefined, say);
        const text = x.lead !== undefined
          ? say('delve.log.reveal.plays', { who: s.who(), lead: s.card('lead'), a: s.num('a'), other: s.card('other'), b: s.num('b') })
          : say('delve.log.reveal.rest', { who: s.who() });
        return l.take(s, text);
      }, '; ');
      return say('delve.log.reveal', { plays, card: sayPhrase(monsterCardPhrase(card.id), say), initiative: card.initiative, text: sayPhrase(monsterCardWords(card), say) });
    }
    case 'order': return say('delve.log.order', {
      order: l.list('slots', (x) => {
        if (x.char === undefined) return say('delve.log.order.monsters', { initiative: l.sub(x).num('initiative') });
        const s = new Line(x, int(x.seat) ? x.seat : undefined, say);
        return l.take(s, say('delve.log.order.char', { who: s.who(), initiative: s.num('initiative') }));
      }),
    });
    case 'shuffle': return d.card === undefined ? say('delve.log.shuffle') : known(CONTENT.monsterCards, d.card) ? say('delve.log.shuffle.card', { card: sayPhrase(monsterCardPhrase(d.card), say) }) : undefined;
    case 'long-rest': return say('delve.log.long-rest', { who: l.who(), card: l.card('lost'), back: l.num('back'), healed: l.num('healed'), refreshed: l.num('refreshed') });
    case 'short-rest': return say('delve.log.short-rest', { who: l.who(), card: l.card() });
    case 'redraw': return say('delve.log.redraw', { who: l.who(), kept: l.card('kept'), card: l.card() });
    case 'rested': return say('delve.log.rested', { who: l.who(), card: l.card('lost'), back: l.num('back') });
    default: return undefined;
  }
}

/** The English text of a line the rule steps log: `kind` with `data`, at `seat`. */
export function lineText(kind: string, data: Data, seat?: SeatId): string {
  const text = words(kind, data, seat, delveSay);
  if (text === undefined) throw new Error(`Delve: the ${kind} line's data does not word it`);
  return text;
}

/** A log entry of Delve worded again with `say`, or undefined where its data does not name what it needs. */
export function logTextDelve(entry: LogEntry, _view: unknown, say: Say = delveSay): string | undefined {
  return words(entry.kind, entry.data ?? {}, entry.seat, say);
}
