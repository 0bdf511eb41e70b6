/**
 * The seat's prompts as HUD controls: every prompted action gets a label in words (card
 * names, clearing names, pieces), never its raw shape; prompts are grouped into single
 * buttons, lists of options (cards, clearings, suits, pieces) and a move picker (from, to,
 * how many, tokens carried). Every control sends one of the prompt's own actions.
 */
import type { Prompt, SeatId } from '../../../../engine/core/types.ts';
import type { Act, RootAction } from '../../../../engine/games/root/actions.ts';
import type { RootView } from '../../../../engine/games/root/view.ts';
import { factionClient, factionOfAction } from '../factions/index.ts';
import type { CraftWords } from '../factions/types.ts';
import { cardName, clearingName } from './model.ts';
import { fieldHeading, pieceGender, pieceName, pieceNoun, suitWord } from '../board-common.ts';
import { promptLabel } from '../../../words/phrase.ts';
import { say } from '../../../words/say.ts';

export type RootPrompt = Prompt<RootAction>;
type Move = Act<'move'>;

export interface Option {
  label: string;
  action: RootAction;
  /** The card of the seat's hand this option spends, plays or gives. */
  card?: string;
  /** The clearing this option points at (for a list ordered by place). */
  clearing?: number;
}

export type Control =
  | { kind: 'button'; key: string; label: string; option: Option; finish: boolean }
  | { kind: 'options'; key: string; label: string; options: Option[] }
  | { kind: 'moves'; key: string; label: string; moves: Move[] }
  | { kind: 'fields'; key: string; label: string; fields: string[]; actions: RootAction[] };

/** More options than this, varying in two or more fields, become one drop-down per field. */
const FIELDS_FROM = 8;

/** An action's fields, to read those only some kinds of action have. */
const fields = (a: RootAction): Record<string, unknown> => a as unknown as Record<string, unknown>;
const str = (x: unknown): string => (typeof x === 'string' ? x : '');
const int = (x: unknown): number => (typeof x === 'number' ? x : 0);

/** The effects of cards a battle or a turn offers (their words: `root.effect.<id>`). */
const EFFECTS = new Set(['brutal-tactics', 'armorers', 'sappers', 'tax-collector', 'codebreakers', 'royal-claim', 'stand-and-deliver']);

const effectName = (id: string): string => (EFFECTS.has(id) ? say(`root.effect.${id}`) : id);

/** Words for a piece key (`kind` or `kind-suit`, as the engine writes them): "a cathedral", "a mouse token". */
export function pieceWords(key: string): string {
  return say('root.piece.a', { gender: pieceGender(key.split('-')[0] ?? key), piece: pieceName(key) });
}

/** The name of a card in the viewer's hand by its id ("Crossbow (bird)"), or "a card". */
export function handCardName(v: RootView, seat: SeatId | null, id: string): string {
  const card = seat === null ? undefined : v.seats[seat]?.hand?.find((c) => c.id === id);
  return card ? cardName(card.key) : say('root.a-card');
}

/**
 * Words for a crafting piece id of `crafter`'s faction: its client part says what its ids
 * mean (factions/<id>/); an id it does not know reads as a piece in the clearing it starts
 * with ("c5…").
 */
export function craftPieceWords(v: RootView, crafter: SeatId | null, id: string): string {
  // Crafting happens in the crafter's own turn: with no seat watching, the turn's seat.
  const faction = v.seats[crafter ?? v.turn.seat]?.faction;
  const words: CraftWords = {
    clearing: (c) => clearingName(v, c),
    seat: (n) => v.seats[n]?.name ?? '',
    piece: pieceName,
  };
  const own = faction === undefined ? null : factionClient(faction)?.craftPieceWords?.(id, words);
  if (own) return own;
  const clearing = Number(/^c(\d+)/.exec(id)?.[1]);
  return Number.isInteger(clearing) && v.map.some((c) => c.id === clearing) ? say('root.craft.piece-in', { clearing: clearingName(v, clearing) }) : say('root.craft.piece');
}

function moveWords(v: RootView, a: Move): string {
  const from = clearingName(v, a.from);
  const to = clearingName(v, a.to);
  if (a.carry && a.carry.length > 0) return say('root.action.move-carrying', { n: a.n, from, to, carry: a.carry.map(pieceWords).join(', ') });
  return say('root.action.move', { n: a.n, from, to });
}

/** Words for one prompted action, for the viewer at `seat`. */
export function actionLabel(v: RootView, seat: SeatId | null, action: RootAction): string {
  const a = fields(action);
  const card = (): string => handCardName(v, seat, str(a.card));
  switch (action.t) {
    case 'done': return say('root.action.done');
    case 'move': return moveWords(v, action as Move);
    case 'battle': return say('root.action.battle', { who: v.seats[int(a.defender)]?.name ?? say('root.them'), clearing: clearingName(v, int(a.clearing)) });
    case 'craft': {
      const using = Array.isArray(a.using) ? (a.using as string[]) : [];
      return say('root.action.craft', { card: card(), using: using.map((u) => craftPieceWords(v, seat, u)).join(', ') });
    }
    case 'discard': return say('root.action.discard', { card: card() });
    case 'ambush': return say('root.action.ambush', { card: card() });
    case 'remove': return say('root.action.remove', { piece: pieceWords(str(a.piece)) });
    case 'effect': return effectName(str(a.effect));
    case 'use': {
      const name = effectName(str(a.effect));
      if (typeof a.clearing === 'number') return say('root.action.use-clearing', { name, clearing: clearingName(v, a.clearing) });
      if (typeof a.target === 'number') return say('root.action.use-on', { name, who: v.seats[a.target]?.name ?? say('root.them') });
      return name;
    }
    case 'choose': return say('root.action.choose', { who: v.seats[int(a.seat)]?.name ?? say('root.them') });
    case 'dominance': return say('root.action.dominance', { card: card() });
    case 'take-dominance': return say('root.action.take-dominance', { card: card(), dominance: cardName(str(a.dominance)) });
    case 'pick': return v.picks?.pool.find((f) => f.id === a.faction)?.name ?? str(a.faction);
    default: {
      // A faction's own action: its words (factions/<id>/labels.ts), else the clearing it names.
      const own = factionOfAction(action.t)?.actionLabel?.(v, a, { card, clearing: (id) => clearingName(v, int(id)), str, int });
      if (own) return own;
      return typeof a.clearing === 'number' ? clearingName(v, a.clearing) : say('root.choose');
    }
  }
}

function optionOf(v: RootView, seat: SeatId | null, action: RootAction): Option {
  const a = fields(action);
  const o: Option = { label: actionLabel(v, seat, action), action };
  if (typeof a.card === 'string') o.card = a.card;
  if (typeof a.clearing === 'number') o.clearing = a.clearing;
  return o;
}

/** Prompts that end a step or decline a choice: shown apart, after the real choices. */
function isFinish(p: RootPrompt): boolean {
  return p.actions.length === 1 && p.actions[0]?.t === 'done';
}

/**
 * The controls for a seat's prompts, in the engine's order with the "done" buttons last:
 * a single action is a button; a prompt of moves is a move picker; any other prompt (several
 * actions, or one card to spend) is a list of options.
 */
export function controlsOf(v: RootView, seat: SeatId | null, prompts: readonly RootPrompt[]): Control[] {
  const out: Control[] = [];
  const finish: Control[] = [];
  for (const p of prompts) {
    if (p.actions.length === 0) continue;
    const label = promptLabel(p, say);
    const varying = varyingFields(p.actions);
    if (p.actions.every((a) => a.t === 'move')) {
      out.push({ kind: 'moves', key: p.key, label, moves: p.actions as Move[] });
    } else if (p.actions.length >= FIELDS_FROM && varying.length >= 2 && p.actions.every((a) => a.t === p.actions[0]!.t)) {
      out.push({ kind: 'fields', key: p.key, label, fields: varying, actions: [...p.actions] });
    } else if (p.actions.length === 1 && optionOf(v, seat, p.actions[0]!).card === undefined) {
      const option = optionOf(v, seat, p.actions[0]!);
      const c: Control = { kind: 'button', key: p.key, label, option: { ...option, label }, finish: isFinish(p) };
      (isFinish(p) ? finish : out).push(c);
    } else {
      // Several actions, or one that spends a card: the prompt's words, then each option by name.

      out.push({ kind: 'options', key: p.key, label, options: p.actions.map((a) => optionOf(v, seat, a)) });
    }
  }
  return [...out, ...finish];
}

/** The label of the seat's one real choice (not a "done"), which says best what is expected; null when there are several. */
export function soleChoice(prompts: readonly RootPrompt[]): string | null {
  const real = prompts.filter((p) => !p.actions.every((a) => a.t === 'done'));
  return real.length === 1 ? promptLabel(real[0]!, say) : null;
}

/** For each card of the hand, the prompted options that use it (to offer them on the card). */
export function cardUses(v: RootView, seat: SeatId | null, prompts: readonly RootPrompt[]): Map<string, Array<Option & { prompt: string }>> {
  const out = new Map<string, Array<Option & { prompt: string }>>();
  for (const p of prompts) {
    for (const a of p.actions) {
      const card = fields(a).card;
      if (typeof card !== 'string') continue;
      const list = out.get(card) ?? [];
      list.push({ ...optionOf(v, seat, a), prompt: promptLabel(p, say) });
      out.set(card, list);
    }
  }
  return out;
}

// ——— Move picker ———

export interface MoveChoice {
  from: number;
  to: number;
  n: number;
  carry: boolean;
}

/** Clearings the prompted moves leave from, in map order. */
export function moveOrigins(moves: readonly Move[]): number[] {
  return [...new Set(moves.map((m) => m.from))].sort((a, b) => a - b);
}

/** Destinations from `from`, in map order. */
export function moveTargets(moves: readonly Move[], from: number): number[] {
  return [...new Set(moves.filter((m) => m.from === from).map((m) => m.to))].sort((a, b) => a - b);
}

/** The most warriors that may go from `from` to `to`. */
export function moveMax(moves: readonly Move[], from: number, to: number): number {
  return moves.filter((m) => m.from === from && m.to === to).reduce((n, m) => Math.max(n, m.n), 0);
}

/** The kinds of token a move may carry, from their piece keys ("flower-fox" → "flower"), in first-seen order. */
function carriedKinds(keys: readonly string[]): string[] {
  return [...new Set(keys.map((k) => k.split('-')[0] ?? k))];
}

/** Words for the tokens a move carries, from their piece keys: "a flower (fox)", "2 flowers (fox, bird)". */
export function carryWords(keys: readonly string[]): string {
  const kinds = carriedKinds(keys);
  if (kinds.length !== 1) return keys.map(pieceWords).join(', ');
  const kind = kinds[0]!;
  const suits = keys.map((k) => k.split('-')[1]).filter((x): x is string => Boolean(x));
  const head = say('root.carry.count', { n: keys.length, gender: pieceGender(kind), piece: pieceNoun(kind) });
  return suits.length > 0 ? say('root.carry.suits', { head, suits: suits.map(suitWord).join(', ') }) : head;
}

/** The move picker's words for taking tokens along ("take flowers along"), named by the tokens the moves may carry. */
export function carryChoiceWords(moves: readonly Move[], from: number, to: number, n: number): string {
  const keys = moves.filter((m) => m.from === from && m.to === to && m.n === n).flatMap((m) => m.carry ?? []);
  const kinds = carriedKinds(keys);
  return kinds.length === 0 ? say('root.carry.tokens') : say('root.carry.take', { pieces: kinds.map((k) => say('root.piece.many', { piece: pieceNoun(k) })).join(say('root.and')) });
}

/** Whether tokens a faction carries (its movement policy) may go along on this move. */
export function canCarry(moves: readonly Move[], from: number, to: number, n: number): boolean {
  return moves.some((m) => m.from === from && m.to === to && m.n === n && (m.carry?.length ?? 0) > 0);
}

/** A complete, prompted choice for the picker, starting from `prev` where it is still valid. */
export function normaliseMove(moves: readonly Move[], prev: Partial<MoveChoice>): MoveChoice | null {
  const froms = moveOrigins(moves);
  const from = prev.from !== undefined && froms.includes(prev.from) ? prev.from : froms[0];
  if (from === undefined) return null;
  const tos = moveTargets(moves, from);
  const to = prev.to !== undefined && tos.includes(prev.to) ? prev.to : tos[0];
  if (to === undefined) return null;
  const max = moveMax(moves, from, to);
  const n = prev.n !== undefined && prev.n >= 1 && prev.n <= max ? prev.n : max;
  return { from, to, n, carry: (prev.carry ?? false) && canCarry(moves, from, to, n) };
}

/** The prompted move the picker's choice stands for. */
export function pickedMove(moves: readonly Move[], c: MoveChoice): Move | null {
  const same = moves.filter((m) => m.from === c.from && m.to === c.to && m.n === c.n);
  return same.find((m) => ((m.carry?.length ?? 0) > 0) === c.carry) ?? same[0] ?? null;
}

// ——— Field picker: one drop-down per field that varies (a clearing, a card, a guess) ———

/** The fields whose values differ among the actions, in the order they first appear. */
export function varyingFields(actions: readonly RootAction[]): string[] {
  const keys: string[] = [];
  for (const a of actions) for (const k of Object.keys(fields(a))) if (k !== 't' && !keys.includes(k)) keys.push(k);
  return keys.filter((k) => new Set(actions.map((a) => JSON.stringify(fields(a)[k]))).size > 1);
}

/** The values `field` may take given the choices made for the fields before it, in first-seen order. */
export function fieldValues(actions: readonly RootAction[], order: readonly string[], picked: Readonly<Record<string, unknown>>, field: string): unknown[] {
  const before = order.slice(0, order.indexOf(field));
  const fit = actions.filter((a) => before.every((k) => fields(a)[k] === picked[k]));
  const out: unknown[] = [];
  for (const a of fit) if (!out.includes(fields(a)[field])) out.push(fields(a)[field]);
  return out;
}

/** A complete choice for every field, keeping earlier picks where they still fit. */
export function normaliseFields(actions: readonly RootAction[], order: readonly string[], prev: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of order) {
    const values = fieldValues(actions, order, out, k);
    out[k] = values.includes(prev[k]) ? prev[k] : values[0];
  }
  return out;
}

/** The prompted action the picks stand for. */
export function pickedAction(actions: readonly RootAction[], order: readonly string[], picked: Readonly<Record<string, unknown>>): RootAction | null {
  return actions.find((a) => order.every((k) => fields(a)[k] === picked[k])) ?? null;
}

const CLEARING_FIELDS = new Set(['clearing', 'from', 'to', 'a', 'b']);

/**
 * The clearing fields every action shares (an Exposure with one face-down plot in reach):
 * no drop-down for them, but the picker still says where.
 */
export function fixedClearings(actions: readonly RootAction[]): string[] {
  const first = actions[0];
  if (!first) return [];
  return Object.keys(fields(first)).filter((k) => CLEARING_FIELDS.has(k) && typeof fields(first)[k] === 'number'
    && actions.every((a) => fields(a)[k] === fields(first)[k]));
}

/**
 * Words for one value of a field: clearings and cards by name, other words as they are; a
 * field some actions leave out (the suit of a card that is not a bird) reads as such.
 */
export function fieldValueWords(v: RootView, seat: SeatId | null, field: string, value: unknown): string {
  if (value === undefined) return field === 'suit' ? say('root.fields.own-suit') : '—';
  if (CLEARING_FIELDS.has(field) && typeof value === 'number') return clearingName(v, value);
  if (field === 'card' && typeof value === 'string') return handCardName(v, seat, value);
  if (field === 'dominance' && typeof value === 'string') return cardName(value);
  const text = typeof value !== 'string' ? String(value) : field === 'suit' ? suitWord(value) : pieceNoun(value);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The heading of a field's drop-down. */
export function fieldWords(field: string): string {
  return fieldHeading(field) ?? field.charAt(0).toUpperCase() + field.slice(1);
}
