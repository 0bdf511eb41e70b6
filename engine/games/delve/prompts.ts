/**
 * What a seat may do now, as concrete legal actions, one prompt per choice (so the client
 * lights each target and a generic bar could show each as a button). Targets name table
 * pieces (table.ts): hexes "hex-<col>-<row>", monsters "monster-<id>", characters
 * "char-<seat>", cards in hand are HUD cards. Weights are hints for random-play bots only.
 */
import type { Phrase, Prompt, SeatId } from '../../core/types.ts';
import { phrase, sayPhrase, type PhraseValue } from '../../core/words.ts';
import type { DelveAction } from './actions.ts';
import { cardDef, itemDef, PLAIN } from './content/index.ts';
import { distance, parseHex, stepsTo, type HexKey } from './hex.ts';
import { closedDoor, floor, HEX_KEYS } from './map.ts';
import { attackOptions, currentEffect, healOptions, moveOptions, recoverOptions, shoveOptions } from './options.ts';
import { charAt } from './ops.ts';
import { selectionOptions } from './rounds.ts';
import type { Character, DelveState } from './state.ts';
import { cardPhrase, delveSay, effectWords, halfWords, itemPhrase, itemWords, monsterPhrase, whoPhrase } from './words.ts';

type A = DelveAction;
type P = Prompt<A>;
/** A prompt's label from `delve.prompt.<id>`, as a phrase. */
const say = (id: string, values?: Readonly<Record<string, PhraseValue>>): Phrase => phrase(`delve.prompt.${id}`, values);

/**
 * A prompt with `words`, its English label worded when first read: a position offers dozens
 * of prompts (a move to each hex, each half of each card), and the simulator and the bots
 * read almost none of their labels. Every copy of a prompt (JSON, the room's plain copies)
 * reads the label like any other member.
 */
function prompt(key: string, words: Phrase, actions: A[]): P {
  let text: string | undefined;
  return {
    key,
    get label(): string { return (text ??= sayPhrase(words, delveSay)); },
    set label(v: string) { text = v; },
    words,
    actions,
  };
}

export const hexPiece = (k: HexKey): string => {
  const { col, row } = parseHex(k);
  return `hex-${col}-${row}`;
};
export const monsterPiece = (id: string): string => `monster-${id}`;
export const charPiece = (seat: SeatId): string => `char-${seat}`;

/** Bot hints: how often a random player picks each kind of prompt, shared among its prompts. */
const WEIGHTS: Record<string, number> = {
  select: 10, longRest: 1, half: 8, plain: 0.6, move: 8, attack: 12, heal: 6, shove: 4, recover: 4,
  skip: 0.25, item: 0.5, lose: 1, shortRest: 3, noRest: 1, accept: 3, redraw: 0.6,
};

class Prompts {
  private readonly list: Array<{ p: P; kind: string; boost: number; scale: number }> = [];

  /** `boost`: this prompt's share of its kind's weight; `scale`: the kind's weight scaled for this position. */
  add(kind: string, key: string, words: Phrase, action: A, targets: string[] = [], boost = 1, scale = 1): void {
    const p = prompt(`${kind}:${key}`, words, [action]);
    if (targets.length > 0) p.targets = targets;
    this.list.push({ p, kind, boost, scale });
  }

  /** One prompt listing many actions (card selection), weighted `scale` times its kind's weight. */
  many(kind: string, key: string, words: Phrase, actions: A[], scale = 1): void {
    if (actions.length === 0) return;
    this.list.push({ p: prompt(`${kind}:${key}`, words, actions), kind, boost: 1, scale });
  }

  done(): P[] {
    const sums: Record<string, number> = {};
    for (const x of this.list) sums[x.kind] = (sums[x.kind] ?? 0) + x.boost;
    return this.list.map(({ p, kind, boost, scale }) => {
      const w = (WEIGHTS[kind] ?? 1) * scale;
      p.weight = Math.max(0.001, Math.round(((w * boost) / (sums[kind] ?? 1)) * 1000) / 1000);
      // A skip gives up the rest of a step: what a clock takes for a seat that is away or out of time.
      if (kind === 'skip') p.pass = true;
      return p;
    });
  }
}

function selectionPrompts(s: DelveState, c: Character, out: Prompts): void {
  const can = selectionOptions(c);
  if (can.play) {
    // Two prompts of the same action kind, so a bot spends lost-symbol cards less readily.
    const thrifty: A[] = [];
    const costly: A[] = [];
    const spends = (x: string): boolean => cardDef(x).top.lost === true || cardDef(x).bottom.lost === true;
    for (const a of c.hand) {
      for (const b of c.hand) if (a !== b) (spends(a) || spends(b) ? costly : thrifty).push({ t: 'select', cards: [a, b] });
    }
    out.many('select', 'cards', say('select'), thrifty, 0.8);
    out.many('select', 'spending', say('selectSpending'), costly, 0.2);
  }
  if (can.rest) {
    // A bot rests more readily the fewer cards it holds.
    const urge = c.hand.length < 2 ? 10 : c.hand.length <= 3 ? 1.5 : 0.15;
    out.many('longRest', 'rest', say('longRest'), [{ t: 'longRest' }], urge);
  }
  void s;
}

/** Where a bot would like to go: next to an awake monster, else onto a closed door, else a loot token. */
function goals(s: DelveState): HexKey[] {
  const awake = s.monsters.filter((m) => s.open[m.room]).map((m) => m.at);
  if (awake.length > 0) return HEX_KEYS.filter((k) => floor(s, k) && awake.some((m) => distance(k, m) === 1));
  const doors = HEX_KEYS.filter((k) => closedDoor(s, k));
  return doors.length > 0 ? doors : s.loot.map((l) => l.at);
}

function movePrompts(s: DelveState, c: Character, n: number, jump: boolean, out: Prompts, move: Phrase): void {
  const near = stepsTo(goals(s), (k) => floor(s, k));
  for (const [to, steps] of moveOptions(s, c, n, jump)) {
    const d = near.get(to) ?? 20;
    out.add('move', to, say('move', { move, steps }), { t: 'move', to }, [hexPiece(to)], 1 / (1 + d) ** 3);
  }
}

/** Bot hint: how much a half would do right now (an attack with nothing in range, a heal with no one hurt, very little). */
function usefulness(s: DelveState, c: Character, card: string, half: 'top' | 'bottom'): number {
  const h = cardDef(card)[half];
  const e = h.effects[0]!;
  const lost = h.lost ? 0.6 : 1;
  switch (e.k) {
    case 'attack': return (attackOptions(s, c, e.range, []).length > 0 ? 2.5 : 0.15) * lost;
    case 'heal': return (healOptions(s, c, e.range).some((x) => x.health < x.maxHealth - 1) ? 1.5 : 0.2) * lost;
    case 'recover': return (c.lost.length > 0 ? 1 : 0.1) * lost;
    case 'move': return 1 * lost;
    default: return 0.7 * lost;
  }
}

function turnPrompts(s: DelveState, c: Character, out: Prompts): void {
  const t = s.turn!;
  if (t.stage === 'rest') {
    for (const card of c.discard) out.add('lose', card, say('lose', { card: cardPhrase(card) }), { t: 'lose', card });
    return;
  }
  for (const item of c.items) {
    if (item.spent || t.extraMove > 0) continue;
    out.add('item', item.id, say('item', { item: itemPhrase(item.id), effect: itemWords(itemDef(item.id)) }), { t: 'item', item: item.id });
  }
  if (t.extraMove > 0) {
    movePrompts(s, c, t.extraMove, false, out, say('itemMove', { item: itemPhrase('boots') }));
    out.add('skip', 'extra', say('dontMove'), { t: 'skip' });
    return;
  }
  if (t.stage === 'pick') {
    const first = t.used[0];
    for (const card of c.played) {
      for (const half of ['top', 'bottom'] as const) {
        if (first && first.half === half) continue;
        const other = c.played.find((x) => x !== card);
        const then = other && !first ? { other: cardPhrase(other) } : {};
        const which = then.other ? 'Then' : '';
        out.add('half', `${card}:${half}`, say(`half${which}`, { card: cardPhrase(card), half, text: halfWords(cardDef(card)[half]), ...then }), { t: 'half', card, half }, [], usefulness(s, c, card, half));
        out.add('plain', `${card}:${half}`, say(`plain${which}`, { card: cardPhrase(card), half, effect: effectWords(PLAIN[half].effects[0]!), ...then }), { t: 'half', card, half, plain: true });
      }
    }
    return;
  }
  const d = t.doing;
  const e = currentEffect(t);
  if (!d || !e) return;
  if (d.step.shove) {
    const sh = d.step.shove;
    const m = s.monsters.find((x) => x.id === sh.monster);
    if (m) for (const to of shoveOptions(s, c, m, sh.dir)) out.add('shove', to, say('shove', { dir: sh.dir, monster: monsterPhrase(m) }), { t: 'shove', to }, [hexPiece(to)]);
    out.add('skip', sh.dir, say('stopShove', { dir: sh.dir }), { t: 'skip' });
    return;
  }
  switch (e.k) {
    case 'move': movePrompts(s, c, e.n, e.jump === true, out, effectWords(e)); break;
    case 'attack':
      for (const m of attackOptions(s, c, e.range, d.step.hit)) {
        out.add('attack', m.id, say('attack', { monster: monsterPhrase(m), health: m.health, max: m.maxHealth }), { t: 'attack', target: m.id }, [monsterPiece(m.id)], m.health <= e.n ? 2 : 1);
      }
      break;
    case 'heal':
      for (const x of healOptions(s, c, e.range)) {
        out.add('heal', String(x.seat), say('heal', { self: x === c ? 'yes' : 'no', who: whoPhrase(x.id, x.seat), health: x.health, max: x.maxHealth }), { t: 'heal', target: x.seat }, [charPiece(x.seat)], x.health < x.maxHealth ? 1 : 0.1);
      }
      break;
    case 'recover':
      for (const card of recoverOptions(c)) out.add('recover', card, say('recover', { card: cardPhrase(card) }), { t: 'recover', card });
      break;
    default: break;
  }
  out.add('skip', 'step', e.k === 'attack' && d.step.hit.length > 0 ? say('skipTargets') : say('skip', { effect: effectWords(e) }), { t: 'skip' });
}

function cleanupPrompts(s: DelveState, c: Character, out: Prompts): void {
  const r = s.cleanup.rests[String(c.seat)];
  if (r) {
    out.add('accept', 'lose', say('accept', { card: cardPhrase(r.card) }), { t: 'redraw', redraw: false });
    out.add('redraw', 'keep', say('redraw', { card: cardPhrase(r.card) }), { t: 'redraw', redraw: true }, [], 1, c.health > 1 ? 1 : 0.05);
    return;
  }
  // A bot rests when its hand runs low: resting early loses a card for every few played.
  const urge = c.hand.length <= 1 ? 20 : c.hand.length <= 3 ? 1 : 0.05;
  out.add('shortRest', 'yes', say('shortRest', { n: c.discard.length }), { t: 'shortRest', rest: true }, [], 1, urge);
  out.add('noRest', 'no', say('noRest'), { t: 'shortRest', rest: false });
}

export function promptsDelve(s: DelveState, seat: SeatId): P[] {
  const c = s.chars[seat];
  if (!c || c.exhausted || s.phase === 'over') return [];
  const out = new Prompts();
  if (s.phase === 'select' && s.sealed.waiting.includes(seat)) selectionPrompts(s, c, out);
  else if (s.phase === 'turns' && s.turn?.seat === seat) turnPrompts(s, charAt(s, seat), out);
  else if (s.phase === 'cleanup' && s.cleanup.waiting.includes(seat)) cleanupPrompts(s, c, out);
  return out.done();
}

/** The seats the game waits on: every chooser at selection, the seats deciding on a rest at cleanup, else the one whose turn it is. */
export function decidingDelve(s: DelveState): SeatId[] {
  if (s.phase === 'select') return [...s.sealed.waiting];
  if (s.phase === 'cleanup') return [...s.cleanup.waiting];
  if (s.phase === 'turns' && s.turn) return [s.turn.seat];
  return [];
}
