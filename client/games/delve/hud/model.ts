/**
 * The Delve HUD's reading of a projection, pure (unit-tested without React): the banner
 * and the initiative strip, the party's boards with their public piles, the viewer's hand
 * as readable cards, what the viewer may do now (select, act on a turn, rest) as controls
 * built only from the prompts, and the end summary, worded in the reader's language. Names:
 * each seat's player name, else "Seat N".
 */
import type { Prompt, Viewer } from '../../../../engine/core/types.ts';
import type { PressWord } from '../../../hud/use-compact.ts';
import type { DelveAction } from '../../../../engine/games/delve/actions.ts';
import { cardDef, halfBonus, itemDef, monsterCardDef, PLAIN, type Effect, type Half } from '../../../../engine/games/delve/content/index.ts';
import type { CharacterView, DelveView } from '../../../../engine/games/delve/state.ts';
import { sayPhrase, type Phrase } from '../../../../engine/core/words.ts';
import {
  cardPhrase, charPhrase, effectWords, itemPhrase, itemWords, monsterCardPhrase, monsterCardWords, monsterPhrase,
} from '../../../../engine/games/delve/words.ts';
import { promptLabel } from '../../../words/phrase.ts';
import { say } from '../../../words/say.ts';

export type DPrompt = Prompt<DelveAction>;
export type Names = ReadonlyArray<string | undefined>;

export function isDelveView(v: unknown): v is DelveView {
  return typeof v === 'object' && v !== null && Array.isArray((v as DelveView).chars) && typeof (v as DelveView).sealed === 'object';
}

const seatLabel = (names: Names, seat: number): string => names[seat] || say('delve.seat', { n: seat + 1 });

/** A phrase of the engine's (a name, a card text) in the reader's language. */
const words = (p: Phrase): string => sayPhrase(p, say);
/** An effect in the reader's language: "Attack 3, push 1". */
export const effectSaid = (e: Effect): string => words(effectWords(e));
/** A card's name in the reader's language. */
export const cardName = (id: string): string => words(cardPhrase(id));
const charName = (c: { id: string }): string => words(charPhrase(c.id));

/** One half of a card as the HUD prints it. */
export interface HalfInfo {
  lines: string[];
  lost: boolean;
  bonus: 'round' | 'persistent' | null;
}

export interface CardInfo {
  id: string;
  name: string;
  initiative: number;
  top: HalfInfo;
  bottom: HalfInfo;
}

function halfInfo(h: Half): HalfInfo {
  return { lines: h.effects.map(effectSaid), lost: h.lost === true, bonus: halfBonus(h) };
}

export function cardInfo(id: string): CardInfo {
  const c = cardDef(id);
  return { id, name: cardName(id), initiative: c.initiative, top: halfInfo(c.top), bottom: halfInfo(c.bottom) };
}

export interface Banner {
  round: number;
  phase: string;
  /** What the viewer is expected to do now, or whom the table waits for. */
  expected: string;
  yours: boolean;
}

function actionsOf(prompts: readonly DPrompt[], t: DelveAction['t']): DelveAction[] {
  return prompts.flatMap((p) => p.actions.filter((a) => a.t === t));
}

export function bannerOf(v: DelveView, prompts: readonly DPrompt[], viewer: Viewer | null, names: Names): Banner {
  const mine = typeof viewer === 'number' ? v.chars[viewer] : undefined;
  const who = (seat: number): string => say('delve.who', { name: v.chars[seat] ? charName(v.chars[seat]) : say('delve.someone'), seat: seatLabel(names, seat) });
  const yours = prompts.some((p) => p.actions.length > 0);
  if (v.result) {
    return { round: v.round, phase: say(v.result.victory ? 'delve.phase.victory' : 'delve.phase.defeat'), expected: say(v.result.victory ? 'delve.end.victory' : 'delve.end.defeat'), yours: false };
  }
  if (v.phase === 'select') {
    const pending = v.sealed.waiting.filter((s) => !v.sealed.chosen.includes(s));
    const waiting = pending.length > 0 ? say('delve.banner.waiting', { names: pending.map(who).join(', ') }) : '';
    if (mine && v.sealed.waiting.includes(mine.seat)) {
      const chosen = v.sealed.mine !== undefined;
      return {
        round: v.round, phase: say('delve.phase.select'), yours: !chosen,
        expected: chosen ? `${say('delve.banner.chosen')} ${waiting}`.trim() : say('delve.banner.choose'),
      };
    }
    return { round: v.round, phase: say('delve.phase.select'), expected: `${say('delve.banner.everyone')} ${waiting}`.trim(), yours: false };
  }
  if (v.phase === 'cleanup') {
    if (yours) {
      const rest = v.cleanup.rests[String(viewer)];
      return { round: v.round, phase: say('delve.phase.cleanup'), expected: rest ? say('delve.banner.drawnToLose', { card: cardName(rest.card) }) : say('delve.banner.shortRest'), yours: true };
    }
    return { round: v.round, phase: say('delve.phase.cleanup'), expected: say('delve.banner.shortRests', { names: v.cleanup.waiting.map(who).join(', ') }), yours: false };
  }
  const t = v.turn;
  if (!t) return { round: v.round, phase: say('delve.phase.turns'), expected: say('delve.banner.monsters'), yours: false };
  if (t.seat === viewer) {
    return { round: v.round, phase: say('delve.phase.yours'), expected: stepOf(v, prompts)?.text ?? say('delve.banner.yours'), yours: true };
  }
  return { round: v.round, phase: say('delve.phase.turns'), expected: say(t.stage === 'rest' ? 'delve.banner.resting' : 'delve.banner.acts', { who: who(t.seat) }), yours: false };
}

/** One chip of the initiative strip. */
export interface OrderChip {
  key: string;
  label: string;
  initiative: number;
  seat: number | null;
  done: boolean;
  current: boolean;
}

export function orderChips(v: DelveView, names: Names): OrderChip[] {
  return v.order.map((o, i) => (o.kind === 'monsters'
    ? { key: `m${i}`, label: say('delve.monsters'), initiative: o.initiative, seat: null, done: o.done, current: !o.done && v.order.slice(0, i).every((x) => x.done) && v.turn === null }
    : {
      key: `c${o.seat}`, label: `${v.chars[o.seat] ? charName(v.chars[o.seat]!) : ''} · ${seatLabel(names, o.seat)}`, initiative: o.initiative, seat: o.seat, done: o.done,
      current: v.turn?.seat === o.seat,
    }));
}

/** The monsters' card of the round, as the banner shows it. */
export function monsterCard(v: DelveView): { name: string; initiative: number; text: string } | null {
  if (!v.deck.current) return null;
  const c = monsterCardDef(v.deck.current);
  return { name: words(monsterCardPhrase(c.id)), initiative: c.initiative, text: words(monsterCardWords(c)) };
}

export interface PartyRow {
  seat: number;
  name: string;
  player: string;
  health: number;
  maxHealth: number;
  shield: number;
  retaliate: number;
  handCount: number;
  coins: number;
  items: Array<{ name: string; text: string; spent: boolean }>;
  discard: CardInfo[];
  lost: CardInfo[];
  active: Array<{ card: CardInfo; note: string }>;
  status: string;
  current: boolean;
  exhausted: boolean;
}

function statusOf(v: DelveView, c: CharacterView): string {
  if (c.exhausted) return say(c.exhaustedBy === 'health' ? 'delve.status.noHealth' : 'delve.status.noCards');
  if (v.phase === 'select') return say(v.sealed.chosen.includes(c.seat) ? 'delve.status.chosen' : 'delve.status.choosing');
  if (c.resting) return say('delve.status.longRest');
  if (v.turn?.seat === c.seat) return say('delve.status.acting');
  return '';
}

export function partyRows(v: DelveView, names: Names): PartyRow[] {
  return v.chars.map((c) => ({
    seat: c.seat, name: charName(c), player: seatLabel(names, c.seat), health: c.health, maxHealth: c.maxHealth, shield: c.shield, retaliate: c.retaliate,
    handCount: c.handCount, coins: c.coins,
    items: c.items.map((i) => ({ name: words(itemPhrase(i.id)), text: words(itemWords(itemDef(i.id))), spent: i.spent })),
    discard: c.discard.map(cardInfo), lost: c.lost.map(cardInfo),
    active: c.active.map((a) => ({ card: cardInfo(a.card), note: a.bonus ? say('delve.active.left', { n: a.bonus.left }) : say('delve.active.round') })),
    status: statusOf(v, c), current: v.turn?.seat === c.seat, exhausted: c.exhausted,
  }));
}

/** The viewer's card selection: what it may choose, what it chose (only it sees that). */
export interface Selecting {
  hand: CardInfo[];
  canPlay: boolean;
  canRest: boolean;
  discardCount: number;
  mine: { cards: [string, string] } | { rest: true } | null;
}

export function selecting(v: DelveView, prompts: readonly DPrompt[], viewer: Viewer | null): Selecting | null {
  if (v.phase !== 'select' || typeof viewer !== 'number') return null;
  const c = v.chars[viewer];
  if (!c || !v.sealed.waiting.includes(viewer)) return null;
  return {
    hand: (c.hand ?? []).map(cardInfo),
    canPlay: actionsOf(prompts, 'select').length > 0,
    canRest: actionsOf(prompts, 'longRest').length > 0,
    discardCount: c.discard.length,
    mine: v.sealed.mine ?? null,
  };
}

/** A button of the turn panel: its words and the prompted action it sends. */
export interface Control {
  key: string;
  label: string;
  action: DelveAction;
  detail?: string;
}

/** What the current part of the viewer's turn asks, and how to answer it. */
export interface Step {
  text: string;
  /** Where to act: on the map (hexes, monsters, characters glow) or with the buttons. */
  onMap: boolean;
  choices: Control[];
  skip: Control | null;
}

/** The step of the seat's turn it is on, worded for the device (`press`: how it presses something on the screen). */
export function stepOf(v: DelveView, prompts: readonly DPrompt[], press: PressWord = 'click'): Step | null {
  const t = v.turn;
  if (!t) return null;
  const one = (k: string): Control[] => prompts.filter((p) => p.key.startsWith(`${k}:`) && p.actions.length === 1)
    .map((p) => ({ key: p.key, label: promptLabel(p, say), action: p.actions[0]! }));
  const skip = one('skip')[0] ?? null;
  if (t.stage === 'rest') {
    return { text: say('delve.step.longRest'), onMap: false, choices: one('lose'), skip: null };
  }
  if (t.extraMove > 0) return { text: say('delve.step.boots', { n: t.extraMove, press }), onMap: true, choices: [], skip };
  if (t.stage === 'pick') {
    return { text: say(t.used.length === 0 ? 'delve.step.pick' : 'delve.step.other'), onMap: false, choices: [], skip: null };
  }
  const d = t.doing;
  if (!d) return null;
  const h = d.plain ? PLAIN[d.half] : cardDef(d.card)[d.half];
  const e = h.effects[d.step.i];
  if (!e) return null;
  if (d.step.shove) {
    return { text: say('delve.step.shove', { dir: d.step.shove.dir, n: d.step.shove.left, press }), onMap: true, choices: [], skip };
  }
  switch (e.k) {
    case 'move': return { text: say('delve.step.move', { effect: effectSaid(e), press }), onMap: true, choices: [], skip };
    case 'attack': return { text: say(d.step.hit.length > 0 ? 'delve.step.attackAnother' : 'delve.step.attack', { effect: effectSaid(e), press }), onMap: true, choices: one('attack'), skip };
    case 'heal': return { text: say('delve.step.heal', { effect: effectSaid(e) }), onMap: true, choices: one('heal'), skip };
    case 'recover': return { text: say('delve.step.recover', { effect: effectSaid(e) }), onMap: false, choices: one('recover'), skip };
    default: return { text: effectSaid(e), onMap: false, choices: [], skip };
  }
}

/** The two played cards on the viewer's turn, with the halves it may start (or go on) with. */
export interface PlayedCard {
  info: CardInfo;
  /** Its half is done, or being carried out now. */
  used: boolean;
  inUse: boolean;
  halves: Array<{ half: 'top' | 'bottom'; action: DelveAction | null; plain: DelveAction | null; plainText: string }>;
}

export function playedCards(v: DelveView, prompts: readonly DPrompt[], viewer: Viewer | null): PlayedCard[] {
  if (typeof viewer !== 'number' || v.turn?.seat !== viewer || v.turn.stage === 'rest') return [];
  const c = v.chars[viewer]!;
  const halves = actionsOf(prompts, 'half') as Array<Extract<DelveAction, { t: 'half' }>>;
  return c.revealed.map((card) => ({
    info: cardInfo(card),
    used: !c.played.includes(card) || v.turn?.doing?.card === card,
    inUse: v.turn?.doing?.card === card,
    halves: (['top', 'bottom'] as const).map((half) => ({
      half,
      action: halves.find((a) => a.card === card && a.half === half && !a.plain) ?? null,
      plain: halves.find((a) => a.card === card && a.half === half && a.plain === true) ?? null,
      plainText: effectSaid(PLAIN[half].effects[0]!),
    })),
  }));
}

export function itemControls(prompts: readonly DPrompt[]): Control[] {
  return prompts.filter((p) => p.key.startsWith('item:')).map((p) => ({ key: p.key, label: promptLabel(p, say), action: p.actions[0]! }));
}

/** The cleanup choices of the viewer: a short rest (with its cost) or not, then the redraw. */
export interface Resting {
  controls: Control[];
  drawn: CardInfo | null;
  health: number;
}

export function resting(v: DelveView, prompts: readonly DPrompt[], viewer: Viewer | null): Resting | null {
  if (v.phase !== 'cleanup' || typeof viewer !== 'number' || !v.cleanup.waiting.includes(viewer)) return null;
  const c = v.chars[viewer]!;
  const r = v.cleanup.rests[String(viewer)];
  const controls: Control[] = prompts.filter((p) => p.actions.length === 1 && (p.key.startsWith('shortRest') || p.key.startsWith('noRest') || p.key.startsWith('accept') || p.key.startsWith('redraw')))
    .map((p) => {
      const a = p.actions[0]!;
      const detail = a.t === 'shortRest' && a.rest ? say('delve.rest.short', { n: c.discard.length, back: c.discard.length - 1 })
        : a.t === 'redraw' && a.redraw ? say(c.health <= 1 ? 'delve.rest.redrawExhausts' : 'delve.rest.redraw', { from: c.health, to: c.health - 1 })
          : undefined;
      return { key: p.key, label: promptLabel(p, say), action: a, ...(detail ? { detail } : {}) };
    });
  return { controls, drawn: r ? cardInfo(r.card) : null, health: c.health };
}

export interface EndSummary {
  victory: boolean;
  title: string;
  reason: string;
  rounds: number;
  rows: Array<{ name: string; player: string; health: string; coins: number; lost: number }>;
  defeated: number;
}

export function endSummary(v: DelveView, names: Names): EndSummary | null {
  if (!v.result) return null;
  return {
    victory: v.result.victory,
    title: say(v.result.victory ? 'delve.phase.victory' : 'delve.phase.defeat'),
    reason: say(v.result.victory ? 'delve.end.victory' : 'delve.end.defeat'),
    rounds: v.round,
    defeated: v.defeated,
    rows: v.chars.map((c) => ({
      name: charName(c), player: seatLabel(names, c.seat), health: c.exhausted ? say('delve.score.exhausted') : `${c.health}/${c.maxHealth}`, coins: c.coins, lost: c.lost.length,
    })),
  };
}

/** Monsters as a list (for the party panel's foes): name, health, awake. */
export function foes(v: DelveView): Array<{ id: string; name: string; health: number; maxHealth: number; awake: boolean }> {
  return v.monsters.map((m) => ({ id: m.id, name: words(monsterPhrase(m)), health: m.health, maxHealth: m.maxHealth, awake: v.rooms[m.room]?.open === true }));
}
