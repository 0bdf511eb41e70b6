/**
 * Which prompted actions a clearing stands for, and the words that tell them apart. Every
 * prompted action that names a clearing (setup placements, a flower to place, Divine
 * Intervention, Swarm, Replant, Score, Build, Bootstraps, Supply Drop, Colonize, a battle)
 * belongs to that clearing: a click on it sends the action when it is the only one, and
 * asks which one otherwise (Swarm with one of several cards, Score with a fox or a bird
 * flower, a colony taken from elsewhere). Moves are dragged, never clicked; "done" is
 * never a clearing's meaning.
 */
import type { Projection } from '../../../engine/core/match.ts';
import type { Prompt } from '../../../engine/core/types.ts';
import type { RootAction } from '../../../engine/games/root/actions.ts';
import type { RootView } from '../../../engine/games/root/view.ts';
import { promptLabel } from '../../words/phrase.ts';
import { say } from '../../words/say.ts';
import { cardTitle, clearingTitle } from './board-common.ts';
import type { ChoiceOption, GameAction } from '../../kit/types.ts';
import { factionOfAction } from './factions/index.ts';

export function rootPrompts(p: Projection | null): Prompt<RootAction>[] {
  return (p?.prompts ?? []) as Prompt<RootAction>[];
}

export function rootView(p: Projection | null): RootView | null {
  return p && p.gameId === 'root' ? (p.view as RootView) : null;
}

/** A prompted action together with the prompt that offers it. */
export interface Offered {
  prompt: Prompt<RootAction>;
  action: RootAction;
}

const same = (a: RootAction, b: RootAction): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The clearing an action names, if any. */
export function clearingOf(a: RootAction): number | null {
  const c = (a as { clearing?: unknown }).clearing;
  return typeof c === 'number' ? c : null;
}

/**
 * The prompted actions that a click on clearing `id` may mean: those naming it, and those
 * of prompts that target it one to one (or with a single action), never "done" or a move.
 */
export function clearingOffers(p: Projection | null, id: number): Offered[] {
  const out: Offered[] = [];
  const add = (prompt: Prompt<RootAction>, action: RootAction) => {
    if (action.t === 'done' || action.t === 'move') return;
    if (!out.some((o) => same(o.action, action))) out.push({ prompt, action });
  };
  const target = `clearing-${id}`;
  for (const prompt of rootPrompts(p)) {
    const targets = prompt.targets ?? [];
    prompt.actions.forEach((a, i) => {
      const named = clearingOf(a);
      if (named === id) add(prompt, a);
      else if (named !== null) return;
      else if (prompt.actions.length === 1 ? targets.includes(target) : prompt.actions.length === targets.length && targets[i] === target) add(prompt, a);
    });
  }
  return out;
}

/** Every clearing some prompted action may be chosen by (for the glow). */
export function choosableClearings(p: Projection | null): number[] {
  const v = p?.view as RootView | undefined;
  return (v?.map ?? []).map((c) => c.id).filter((id) => clearingOffers(p, id).length > 0);
}

function cardName(v: RootView | null, id: unknown): string {
  if (typeof id !== 'string') return '';
  for (const s of v?.seats ?? []) {
    const c = s.hand?.find((h) => h.id === id);
    if (c) return say('root.with-suit', { name: cardTitle(c.key), suit: say(`root.suit.${c.suit}`) });
  }
  return say('root.a-card');
}

function seatName(v: RootView | null, seat: unknown): string {
  return typeof seat === 'number' ? v?.seats[seat]?.name ?? say('root.seat', { n: seat + 1 }) : '';
}

function clearingName(v: RootView | null, id: unknown): string {
  if (typeof id !== 'number') return '';
  const c = v?.map.find((x) => x.id === id);
  return c ? clearingTitle(c) : say('root.clearing.unknown', { id });
}

/** Short words for one offered action, told apart from the others on the same clearing by its fields. */
export function offerLabel(o: Offered, v: RootView | null): string {
  const a = o.action as Record<string, unknown>;
  const label = promptLabel(o.prompt, say);
  const head = (label.split(':')[0] ?? label).trim();
  switch (o.action.t) {
    case 'battle': return say('root.offer.battle', { who: seatName(v, a.defender) });
    default: {
      const words = { card: () => cardName(v, a.card), clearing: (id: unknown) => clearingName(v, id), str: (x: unknown) => (typeof x === 'string' ? x : String(x ?? '')), int: (x: unknown) => (typeof x === 'number' ? x : 0) };
      const own = factionOfAction(o.action.t)?.offerLabel?.(v, a, words);
      if (own) return own;
      const extra = [a.card === undefined ? '' : cardName(v, a.card), a.suit === undefined ? '' : String(a.suit)].filter(Boolean).join(', ');
      return extra ? `${head}: ${extra}` : head;
    }
  }
}

/** The answers of a click on a clearing with several offered actions. */
export function offerOptions(offers: readonly Offered[], v: RootView | null): ChoiceOption[] {
  return offers.map((o) => ({ label: offerLabel(o, v), action: o.action as GameAction }));
}
