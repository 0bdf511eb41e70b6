/**
 * The free table's log lines, each worded from its data with a `Say` (English by default:
 * the very text the action logs, log-words.en.ts): drawing, dealing, playing, shuffling,
 * a deck's and a bag's lines, turning, taking, rolling, and changing the box. A line's
 * data names what it speaks of as names.ts gives them (keys `…Name`, lists `…Names`) (a message of the catalogue where
 * the engine named it, a player's own words as they are), so each reader gets the line in
 * their language. The actor's own line (the event's secret) has `mine` in its data and
 * names what only they learn.
 */
import type { GameEvent, SeatId } from '../../core/types.ts';
import { isPhrase, sayPhrase, seatName, type Say } from '../../core/words.ts';
import { sandboxSay } from './words.ts';

type Data = Readonly<Record<string, unknown>>;

/** The values one line needs, read from its data; `ok` false once one was missing. */
class Values {
  ok = true;

  constructor(private readonly d: Data, private readonly say: Say) {}

  private missing(): string {
    this.ok = false;
    return '';
  }

  /** A name: a message of the catalogue, or a player's own words. */
  name(key: string): string {
    return this.named(this.d[key]);
  }

  private named(v: unknown): string {
    if (typeof v === 'string') return v;
    return isPhrase(v) ? sayPhrase(v, this.say) : this.missing();
  }

  /** Names in a list: "A♠, 7♥". */
  names(key: string): string {
    const v = this.d[key];
    return Array.isArray(v) ? v.map((x) => this.named(x)).join(', ') : this.missing();
  }

  num(key: string): number {
    const v = this.d[key];
    if (Number.isInteger(v)) return v as number;
    this.missing();
    return 0;
  }

  /** Plain text the line names as it is (a label a player gave, a side of the pile). */
  text(key: string): string {
    const v = this.d[key];
    return typeof v === 'string' ? v : this.missing();
  }

  /** 'yes' or 'no' for a select, from a flag of the data. */
  flag(key: string): string {
    const v = this.d[key];
    return typeof v === 'boolean' ? (v ? 'yes' : 'no') : this.missing();
  }

  /** The dice of a roll, each "d6: 4", in a list. */
  rolled(): string {
    const names = this.d.dieNames;
    const dice = this.d.dice;
    if (!Array.isArray(names) || !Array.isArray(dice) || names.length !== dice.length) return this.missing();
    return names.map((n, i) => {
      const label = (dice[i] as { label?: unknown } | null)?.label;
      return typeof label === 'string' ? this.say('sandbox.log.rolled', { die: this.named(n), label }) : this.missing();
    }).join(', ');
  }
}

/** The message and values of a line of `kind`, or undefined for a kind this file does not word. */
function wording(kind: string, mine: boolean, d: Data, v: Values): [string, Record<string, string | number>] | undefined {
  switch (kind) {
    case 'draw':
      if (mine) return ['sandbox.log.draw.mine', { cards: v.names('cardNames'), deck: v.name('deckName') }];
      return [d.to === 'hand' ? 'sandbox.log.draw.hand' : 'sandbox.log.draw.table', {
        n: v.num('n'), from: v.text('from'), deck: v.name('deckName'), cards: d.to === 'hand' ? '' : v.names('cardNames'),
      }];
    case 'deal': return ['sandbox.log.deal', { n: v.num('n'), deck: v.name('deckName') }];
    case 'dealt': return mine ? ['sandbox.log.dealt.mine', { cards: v.names('cardNames') }] : ['sandbox.log.dealt', { n: v.num('n') }];
    case 'play': return mine ? ['sandbox.log.play.mine', { item: v.name('item'), faceUp: v.flag('faceUp') }] : ['sandbox.log.play', { piece: v.name('piece') }];
    case 'shuffle': return ['sandbox.log.shuffle', { deck: v.name('deckName') }];
    case 'toDeck': {
      const values = { where: v.text('where'), deck: v.name('deckName') };
      if (mine) return ['sandbox.log.toDeck.mine', { ...values, card: v.name('cardName') }];
      return d.fromHand === true ? ['sandbox.log.toDeck.hand', values] : ['sandbox.log.toDeck.table', { ...values, piece: v.name('piece') }];
    }
    case 'peek': return mine ? ['sandbox.log.peek.mine', { cards: v.names('cardNames') }] : ['sandbox.log.peek', { n: v.num('n'), deck: v.name('deckName') }];
    case 'search': return mine ? ['sandbox.log.search.mine', { card: v.name('cardName'), deck: v.name('deckName') }] : ['sandbox.log.search', { deck: v.name('deckName') }];
    case 'bagDraw':
      if (mine) return ['sandbox.log.bagDraw.mine', { label: v.name('tokenName'), bag: v.name('bagName') }];
      return d.to === 'hand' ? ['sandbox.log.bagDraw.hand', { bag: v.name('bagName') }] : ['sandbox.log.bagDraw.table', { piece: v.name('piece'), bag: v.name('bagName') }];
    case 'bagSearch': return ['sandbox.log.bagSearch', { piece: v.name('piece'), bag: v.name('bagName') }];
    case 'bagReturn':
      if (mine) return ['sandbox.log.bagReturn.mine', { label: v.name('tokenName'), bag: v.name('bagName') }];
      return d.fromHand === true ? ['sandbox.log.bagReturn.hand', { bag: v.name('bagName') }] : ['sandbox.log.bagReturn.table', { piece: v.name('piece'), bag: v.name('bagName') }];
    case 'rotate': return ['sandbox.log.rotate', { piece: v.name('piece'), dir: d.dir === 1 ? 'cw' : 'acw' }];
    case 'flip':
      if (d.how === 'zone') return ['sandbox.log.flip.zone', {}];
      return d.how === 'up' ? ['sandbox.log.flip.up', { before: v.name('before'), after: v.name('after') }] : ['sandbox.log.flip.down', { before: v.name('before') }];
    case 'take': return [mine ? 'sandbox.log.take.mine' : 'sandbox.log.take', { piece: v.name('piece') }];
    case 'roll': return ['sandbox.log.roll', { dice: v.rolled() }];
    case 'add':
      if (d.what === 'standardDeck' || d.what === 'cards') return ['sandbox.log.add.deck', { deck: v.name('deckName'), n: v.num('n') }];
      return d.what === 'die' ? ['sandbox.log.add.die', { sides: String(v.num('sides')) }] : ['sandbox.log.add', { piece: v.name('piece') }];
    case 'remove': return ['sandbox.log.remove', { piece: v.name('piece') }];
    case 'lock': return ['sandbox.log.lock', { locked: v.flag('locked'), piece: v.name('piece') }];
    case 'count': return ['sandbox.log.count', { label: v.text('label'), value: String(v.num('value')) }];
    case 'moveGroup': return d.piece === undefined ? ['sandbox.log.moveGroup', { n: v.num('n') }] : ['sandbox.log.moved', { piece: v.name('piece') }];
    case 'end': return ['sandbox.log.ended', {}];
    default: return undefined;
  }
}

/**
 * A line of `kind` by `seat` worded from its data with `say`; undefined where this file
 * does not word the kind or the data lacks what the line needs.
 */
export function lineText(kind: string, seat: SeatId | undefined, d: Data, say: Say = sandboxSay): string | undefined {
  const mine = d.mine === true;
  if (seat === undefined && !mine) return undefined;
  const v = new Values(d, say);
  const w = wording(kind, mine, d, v);
  if (w === undefined) return undefined;
  const text = say(w[0], seat === undefined ? w[1] : { seat: seatName(seat), ...w[1] });
  return v.ok ? text : undefined;
}

/** The line in English; data that cannot word it is a programming error. */
function english(kind: string, seat: SeatId, data: Data): string {
  const text = lineText(kind, seat, data);
  if (text === undefined) throw new Error(`sandbox: no ${kind} line from ${JSON.stringify(data)}`);
  return text;
}

/**
 * A log event of `kind` by `seat`, its text the line worded in English from `data`; with
 * `mine`, the actor's own line too (the event's secret, to `seat` alone).
 */
export function logged(kind: string, seat: SeatId, data: Data, mine?: Data): GameEvent {
  const event: GameEvent = { kind, seat, text: english(kind, seat, data), data };
  if (mine !== undefined) {
    const own = { ...mine, mine: true };
    event.secret = { seats: [seat], text: english(kind, seat, own), data: own };
  }
  return event;
}
