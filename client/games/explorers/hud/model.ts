/**
 * Pure mapping of the Explorers view and this viewer's prompts to what the HUD panels
 * show: hero boards, the dice spaces, the Boss card, the battle, the banner. Nothing here
 * decides legality: every control is enabled only by a prompt the server sent, and sends
 * that prompt's own action.
 */
import type { LogEntry, Prompt } from '../../../../engine/core/types.ts';
import type { ExplorersAction } from '../../../../engine/games/explorers/actions.ts';
import { CONTENT } from '../../../../engine/games/explorers/content/index.ts';
import type { BossDef, BossSkill, LootDef, MonsterDef, PowerColor } from '../../../../engine/games/explorers/content/schema.ts';
import { EVENT_DIE } from '../../../../engine/games/explorers/dice.ts';
import { LOOT_SLOTS, MAX_HEALTH, MAX_ORBS, PEDDLER_PRICE } from '../../../../engine/games/explorers/ops.ts';
import { describeLairOutcome, lairEventSpace } from '../../../../engine/games/explorers/lairs.ts';
import { deciderHero, powerCards, readBattleDie, stepOf } from '../../../../engine/games/explorers/readings.ts';
import { noteWords } from '../../../../engine/games/explorers/log-words.ts';
import { enemyNameOf, nameOf, textOf } from '../../../../engine/games/explorers/names.ts';
import type { ExView, HeroId, Space } from '../../../../engine/games/explorers/state.ts';
import { say } from '../../../words/say.ts';
import { promptLabel } from '../../../words/phrase.ts';

export type XPrompt = Prompt<ExplorersAction>;

export { LOOT_SLOTS, MAX_HEALTH, MAX_ORBS };


// ——— Prompts ———

/** The single action of a prompt, or null for multi-action prompts (tile placements). */
export function single(p: XPrompt): ExplorersAction | null {
  return p.actions.length === 1 ? (p.actions[0] as ExplorersAction) : null;
}

/** Prompts whose single action is of kind `t` (and matches `pick`). */
export function promptsOf<K extends ExplorersAction['t']>(
  prompts: readonly XPrompt[], t: K, pick: (a: Extract<ExplorersAction, { t: K }>) => boolean = () => true,
): Array<{ prompt: XPrompt; action: Extract<ExplorersAction, { t: K }> }> {
  const out: Array<{ prompt: XPrompt; action: Extract<ExplorersAction, { t: K }> }> = [];
  for (const p of prompts) {
    const a = single(p);
    if (a && a.t === t && pick(a as Extract<ExplorersAction, { t: K }>)) out.push({ prompt: p, action: a as Extract<ExplorersAction, { t: K }> });
  }
  return out;
}

/** The first prompted action of kind `t` matching `pick`, or null (control disabled). */
export function actionOf<K extends ExplorersAction['t']>(
  prompts: readonly XPrompt[], t: K, pick?: (a: Extract<ExplorersAction, { t: K }>) => boolean,
): Extract<ExplorersAction, { t: K }> | null {
  return promptsOf(prompts, t, pick)[0]?.action ?? null;
}

const sameSet = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

/** The prompted reroll of exactly these dice, or null. */
export function rerollFor(prompts: readonly XPrompt[], dice: readonly number[]): ExplorersAction | null {
  return actionOf(prompts, 'reroll', (a) => sameSet(a.dice, dice));
}

/** The prompted summon with exactly these dice, or null. */
export function summonFor(prompts: readonly XPrompt[], dice: readonly number[]): ExplorersAction | null {
  return actionOf(prompts, 'summon', (a) => sameSet(a.dice, dice));
}

/** How many dice a prompted summon takes (2, or 1 with Deep Bond), or 0 when none is prompted. */
export function summonSize(prompts: readonly XPrompt[]): number {
  return promptsOf(prompts, 'summon')[0]?.action.dice.length ?? 0;
}

/** Spaces a die may be put on now (one assign prompt each). */
export function assignTargets(prompts: readonly XPrompt[], die: number): Array<Exclude<Space, 'summon'>> {
  return promptsOf(prompts, 'assign', (a) => a.die === die).map((x) => x.action.space);
}

/** Whether a die may go on Summoning now (some summon prompt uses it). */
export function canSummonWith(prompts: readonly XPrompt[], die: number): boolean {
  return promptsOf(prompts, 'summon', (a) => a.dice.includes(die)).length > 0;
}

/**
 * Prompt kinds the panels offer themselves (buying and selling: the peddler panel).
 * Everything else (moves, explorations, chests, wells, entering a lair, Pathfinder, end of
 * turn…) goes to the fallback bar, so every prompt stays reachable.
 */
const PANEL_KINDS = new Set<ExplorersAction['t']>([
  'roll', 'keep', 'reroll', 'assign', 'summon', 'ready', 'unlock', 'use', 'give', 'sell', 'discardLoot', 'turnOverLoot',
  'rerollCombat', 'rhythm', 'resolve', 'fight', 'frost', 'share', 'lairRoll', 'lairPay', 'lairReroll', 'buy',
]);

/** The single-choice prompts no panel shows. */
export function fallbackPrompts(prompts: readonly XPrompt[]): XPrompt[] {
  return prompts.filter((p) => {
    const a = single(p);
    return a !== null && !PANEL_KINDS.has(a.t);
  });
}

/** Prompts with several actions (tile placements): the scene's ghosts, and a picker in the HUD. */
export function multiPrompts(prompts: readonly XPrompt[]): XPrompt[] {
  return prompts.filter((p) => p.actions.length > 1);
}

// ——— Names ———

export const heroName = (id: HeroId): string => nameOf('hero', id, say);
export const heroColor = (id: HeroId): string => CONTENT.heroes[id].color;
export const lootName = (card: string): string => nameOf('loot', card, say);

export function seatLabel(seatNames: readonly (string | undefined)[], seat: number): string {
  return seatNames[seat] || say('explorers.seat', { n: seat + 1 });
}

// ——— Banner ———

/*
 * What each step expects (words/en.ts): `explorers.expect.<step>.you`, addressed to the
 * hero's player, and `explorers.expect.<step>.them` ("Waiting: Ana (Xylia) places a forest
 * tile"), for everyone else. Each step's name is `explorers.step.<step>`.
 */

/**
 * How to turn the tile to place, after "Drag … onto a ghost tile": the keys where there is
 * a keyboard; without one (a phone, a tablet), a tap on the tile or on a ghost (the next
 * turn that fits there) or the ↻ button (client/games/explorers/hud/TileTurn.tsx).
 */
const TURN_HINT = { keys: 'explorers.expect.turnKeys', touch: 'explorers.expect.turnTouch' };

/** In a battle: rerolls are offered only when the hero has orbs (or a free reroll) for them. */
function battleExpectation(prompts: readonly XPrompt[]): string {
  const rerolls = prompts.some((p) => { const a = single(p); return a?.t === 'rerollCombat' || (a?.t === 'use' && a.die !== undefined); });
  return say(rerolls ? 'explorers.expect.battle.reroll' : 'explorers.expect.battle.you');
}

export interface Banner {
  /** "Ana · Xylia", or '' when nobody decides. */
  who: string;
  heroColor: string | null;
  /** "Round 2 · Phase 2, adventure · Assign dice". */
  phase: string;
  /** What is expected now, addressed to this viewer. */
  expected: string;
  yours: boolean;
}

export function bannerOf(
  v: ExView, prompts: readonly XPrompt[], mySeat: number | 'spectator' | null, seatNames: readonly (string | undefined)[], keys = true,
): Banner {
  const step = stepOf(v);
  const phase = step === 'over'
    ? say('explorers.banner.over', { round: v.round, step: say('explorers.step.over') })
    : say('explorers.banner.phase', { round: v.round, phase: say(`explorers.phase.${v.phase === 'explore' ? 'explore' : 'adventure'}`), step: say(`explorers.step.${step}`) });
  if (step === 'over') {
    return { who: '', heroColor: null, phase, expected: say(v.result?.victory ? 'explorers.victory' : 'explorers.banner.gameOver'), yours: false };
  }
  const i = deciderHero(v);
  const h = i === null ? undefined : v.heroes[i];
  if (!h) return { who: '', heroColor: null, phase, expected: '', yours: false };
  const player = seatLabel(seatNames, h.seat);
  const yours = mySeat === h.seat;
  const you = say(`explorers.expect.${step}.you`);
  const turned = step === 'place' || step === 'explorePlace' ? say(keys ? TURN_HINT.keys : TURN_HINT.touch, { expected: you }) : you;
  let expected = yours
    ? (step === 'battle' ? battleExpectation(prompts) : turned)
    : say(`explorers.expect.${step}.them`, { player, hero: heroName(h.id) });
  if (!yours && prompts.some((p) => single(p)?.t === 'rhythm')) expected = say('explorers.expect.rhythm', { expected });
  if (yours && prompts.length === 0) expected = say('explorers.expect.table');
  return { who: `${player} · ${heroName(h.id)}`, heroColor: heroColor(h.id), phase, expected, yours };
}

// ——— Hero boards ———

export interface LootRow {
  card: string;
  name: string;
  text: string;
  up: boolean;
  /** Turned over by a Boss's skill this round: face down until the round is over. */
  held?: boolean;
  permanent: boolean;
  /** Prompted actions on this card: label → action. */
  actions: Array<{ key: string; label: string; action: ExplorersAction }>;
}

export interface HeroRow {
  index: number;
  id: HeroId;
  name: string;
  color: string;
  seat: number;
  player: string;
  health: number;
  maxHealth: number;
  orbs: number;
  maxOrbs: number;
  down: boolean;
  poison: boolean;
  thorns: boolean;
  well: number | null;
  active: boolean;
  deciding: boolean;
  mine: boolean;
  tileName: string;
  powerDie: PowerColor;
  specials: Array<{ space: 's5' | 's6'; label: string; text: string; capacity: number }>;
  powers: Array<{ name: string; text: string; unlocked: boolean; cost: number }>;
  loot: LootRow[];
  /** Empty slots to draw (three slots in all). */
  emptySlots: number;
  /** A card gained with full slots, waiting for the owner to discard one of the four. */
  incoming: LootRow | null;
}

function lootActions(prompts: readonly XPrompt[], card: string): LootRow['actions'] {
  const out: LootRow['actions'] = [];
  for (const p of prompts) {
    const a = single(p);
    if (!a) continue;
    // A free combat reroll names a die: the combat panel offers it next to the die; the
    // peddler panel offers selling.
    if ((a.t === 'use' && a.card === card && a.die === undefined) || ((a.t === 'give' || a.t === 'discardLoot' || a.t === 'turnOverLoot') && a.card === card)) {
      out.push({ key: p.key, label: shortLootLabel(a, p), action: a });
    }
  }
  return out;
}

function shortLootLabel(a: ExplorersAction, p: XPrompt): string {
  switch (a.t) {
    case 'use': return a.hero ? say('explorers.loot.useOn', { hero: heroName(a.hero) }) : say('explorers.loot.use');
    case 'give': return say('explorers.loot.give', { hero: heroName(a.to) });
    case 'discardLoot': return say('explorers.loot.discard');
    case 'turnOverLoot': return say('explorers.loot.turnOver');
    default: return promptLabel(p, say);
  }
}

export function heroRows(v: ExView, prompts: readonly XPrompt[], mySeat: number | 'spectator' | null, seatNames: readonly (string | undefined)[]): HeroRow[] {
  const decider = deciderHero(v);
  return v.heroes.map((h, index) => {
    const def = CONTENT.heroes[h.id];
    const tile = v.tiles[h.at];
    return {
      index, id: h.id, name: heroName(h.id), color: def.color, seat: h.seat, player: seatLabel(seatNames, h.seat),
      health: h.health, maxHealth: Math.max(MAX_HEALTH, h.health), orbs: h.orbs, maxOrbs: MAX_ORBS,
      down: h.down, poison: h.poison, thorns: h.thorns, well: h.well,
      active: v.turn?.hero === index, deciding: decider === index, mine: mySeat === h.seat,
      tileName: tile ? nameOf('tile', tile.id, say) : '',
      powerDie: def.powerDie,
      specials: def.specials.map((sp, k) => ({
        space: k === 0 ? 's5' as const : 's6' as const, label: sp.min === 5 ? '5+' : '6', text: textOf('special', `${h.id}.${k === 0 ? 's5' : 's6'}`, say), capacity: sp.capacity,
      })),
      powers: powerCards(h).map((p) => ({ name: nameOf('power', p.kind, say), text: textOf('power', p.kind, say), unlocked: p.unlocked, cost: p.cost })),
      loot: h.loot.map((slot) => {
        const ld = CONTENT.loot[slot.card];
        return {
          card: slot.card, name: lootName(slot.card), text: textOf('loot', slot.card, say), up: slot.up, permanent: ld?.use === 'permanent',
          ...(!slot.up && slot.heldRound === v.round ? { held: true } : {}),
          actions: lootActions(prompts, slot.card),
        };
      }),
      emptySlots: Math.max(0, LOOT_SLOTS - h.loot.length),
      incoming: incomingRow(v, prompts, index),
    };
  });
}

function incomingRow(v: ExView, prompts: readonly XPrompt[], index: number): LootRow | null {
  const r = v.replace.find((x) => x.hero === index);
  if (!r) return null;
  const ld = CONTENT.loot[r.card];
  return { card: r.card, name: lootName(r.card), text: textOf('loot', r.card, say), up: true, permanent: ld?.use === 'permanent', actions: lootActions(prompts, r.card) };
}

/**
 * The hero whose board is expanded: the viewer's own (the one deciding, else the active
 * one, else the first, when a seat plays several); a spectator's: the one deciding, else
 * the active one. Another player's board stays one tap away in the compact list.
 */
export function focusHero(rows: readonly HeroRow[]): number {
  const mine = rows.filter((r) => r.mine);
  const from = mine.length > 0 ? mine : rows;
  return from.find((r) => r.deciding)?.index ?? from.find((r) => r.active)?.index ?? from[0]?.index ?? 0;
}

// ——— Dice on the board ———

export interface DieChip {
  index: number;
  value: number;
  space: Space | null;
  /** Spaces it may be dropped on now (from assign/summon prompts). */
  targets: Space[];
}

export function diceChips(v: ExView, prompts: readonly XPrompt[]): DieChip[] {
  const t = v.turn;
  if (!t) return [];
  return t.dice.map((d, index) => {
    const targets: Space[] = assignTargets(prompts, index);
    if (d.space === null && canSummonWith(prompts, index)) targets.push('summon');
    return { index, value: d.v, space: d.space, targets };
  });
}

/** The action a drop of `die` on `space` sends, given the dice already picked for Summoning. */
export function dropAction(prompts: readonly XPrompt[], die: number, space: Space, summonPicked: readonly number[]): { send: ExplorersAction | null; summonPicked: number[] } {
  if (space !== 'summon') {
    return { send: actionOf(prompts, 'assign', (a) => a.die === die && a.space === space), summonPicked: summonPicked.filter((x) => x !== die) };
  }
  if (!canSummonWith(prompts, die)) return { send: null, summonPicked: [...summonPicked] };
  const picked = summonPicked.includes(die) ? [...summonPicked] : [...summonPicked, die];
  const size = summonSize(prompts);
  const exact = picked.length >= size ? summonFor(prompts, picked.slice(-size)) : null;
  if (exact) return { send: exact, summonPicked: [] };
  // Keep only the last picks that can still pair up.
  return { send: null, summonPicked: picked.slice(-Math.max(1, size - 1)) };
}

// ——— Boss ———

export interface BossCard {
  revealed: boolean;
  placed: boolean;
  name: string;
  defense: number | null;
  hits: number | null;
  damage: number | null;
  weak: PowerColor[];
  resist: PowerColor[];
  immune: PowerColor[];
  leaf: number;
  /** Threat track: spaces and the cube's position (null before the Boss is revealed). */
  spaces: number;
  threat: number | null;
}

export function bossCard(v: ExView): BossCard {
  const tile = Object.values(v.tiles).find((t) => t.boss !== null);
  const b = tile?.boss;
  const def: BossDef | undefined = b && b.up ? CONTENT.bosses[b.b] : undefined;
  return {
    revealed: !!def, placed: !!tile, name: def ? nameOf('boss', def.id, say) : say('explorers.boss.name'),
    defense: def?.defense ?? null, hits: def?.hits ?? null, damage: def?.damage ?? null,
    weak: def?.weak ?? [], resist: def?.resist ?? [], immune: def?.immune ?? [],
    leaf: b && b.up ? b.leaf : 0,
    spaces: def?.threat ?? 0,
    threat: v.threat,
  };
}

// ——— Battle ———

export interface CombatDie {
  id: string;
  hero: HeroId;
  color: PowerColor | null;
  value: number;
  hit: boolean;
  note: string;
  reroll: ExplorersAction | null;
  /** Free rerolls with a loot card (its name). */
  free: Array<{ label: string; action: ExplorersAction }>;
}

export interface CombatView {
  enemy: string;
  isBoss: boolean;
  defense: number;
  hitsNeeded: number;
  hits: number;
  leaf: number;
  damage: number;
  weak: PowerColor[];
  resist: PowerColor[];
  immune: PowerColor[];
  heroes: string[];
  dice: CombatDie[];
  /** In a boss battle: the combat skill rolled before it. */
  skill: SkillRoll | null;
}

/** The Boss's combat skill rolled before this battle: the face and what it does here. */
export interface SkillRoll {
  face: number;
  title: string;
  effect: string;
}

/**
 * The skill face rolled before the boss battle in progress: the event die (nothing else
 * rolls it during a battle), checked against what the skill left on the battle (a shield's
 * defense, an immunity), or null when they do not agree.
 */
export function bossSkillRoll(v: ExView, def: BossDef): SkillRoll | null {
  const b = v.battle;
  const face = v.dice[EVENT_DIE];
  if (!b || b.target !== 'boss' || face === undefined) return null;
  const skill = def.skills[face - 1];
  if (!skill) return null;
  if ((skill.kind === 'shield' ? skill.defense : def.defense) !== b.defense) return null;
  if (skill.kind === 'immune' ? !b.immune.includes(skill.color) : b.immune.length > 0) return null;
  const leaf = v.tiles[b.tile]?.boss;
  return { face, ...describeSkill(skill, def, leaf && leaf.up ? leaf.leaf : 0) };
}

function describeSkill(skill: BossSkill, def: BossDef, leaf: number): { title: string; effect: string } {
  const values = {
    boss: nameOf('boss', def.id, say), leaf, defense: def.defense,
    ...(skill.kind === 'immune' ? { color: say(`explorers.color.${skill.color}`) } : {}),
    ...(skill.kind === 'shield' ? { shield: skill.defense } : {}),
  };
  return { title: say(`explorers.skill.${skill.kind}`, values), effect: say(`explorers.skill.${skill.kind}.effect`, values) };
}

export function combatView(v: ExView, prompts: readonly XPrompt[]): CombatView | null {
  const b = v.battle;
  if (!b) return null;
  const tile = v.tiles[b.tile];
  let def: MonsterDef | BossDef | undefined;
  let leaf = 0;
  if (b.target === 'boss') {
    const boss = tile?.boss;
    if (boss && boss.up) {
      def = CONTENT.bosses[boss.b];
      leaf = boss.leaf;
    }
  } else {
    def = CONTENT.monsters[b.target];
    const m = tile?.monsters.find((x) => x.up && x.m === b.target);
    leaf = m?.leaf ?? 0;
  }
  if (!def) return null;
  const dice = b.dice.map((d): CombatDie => {
    const r = readBattleDie(def, b, d, v.heroes, v.turn?.hero);
    return {
      id: d.id, hero: v.heroes[d.hero]?.id ?? 'xylia', color: d.color, value: r.value, hit: r.hit, note: noteWords(r.note, say),
      reroll: actionOf(prompts, 'rerollCombat', (a) => a.die === d.id),
      free: promptsOf(prompts, 'use', (a) => a.die === d.id).map((x) => ({ label: say('explorers.battle.freeReroll', { card: lootName(x.action.t === 'use' ? x.action.card : '') }), action: x.action })),
    };
  });
  return {
    enemy: enemyNameOf(def.id, say), isBoss: b.target === 'boss', defense: b.defense, hitsNeeded: def.hits, hits: dice.filter((d) => d.hit).length,
    leaf, damage: def.damage, weak: def.weak, resist: def.resist, immune: [...new Set([...def.immune, ...b.immune])],
    heroes: [...b.heroes, ...b.far].map((i) => (v.heroes[i] ? heroName(v.heroes[i].id) : '?')),
    dice,
    skill: b.target === 'boss' ? bossSkillRoll(v, def as BossDef) : null,
  };
}

/** Enemies on the active hero's tile, for the panel before a fight (lowest defense first). */
export function enemiesHere(v: ExView): Array<{ name: string; defense: number | null; hits: number | null; weak: PowerColor[]; leaf: number; frost: boolean }> {
  const t = v.turn;
  const h = t ? v.heroes[t.hero] : undefined;
  const tile = h ? v.tiles[h.at] : undefined;
  if (!tile) return [];
  const out = tile.monsters.map((m) => {
    const def = m.up ? CONTENT.monsters[m.m] : undefined;
    return { name: def ? nameOf('monster', def.id, say) : say('explorers.enemy.faceDown'), defense: def?.defense ?? null, hits: def?.hits ?? null, weak: def?.weak ?? [], leaf: m.leaf, frost: m.up && m.frost };
  });
  if (tile.boss) {
    const def = tile.boss.up ? CONTENT.bosses[tile.boss.b] : undefined;
    out.push({ name: def ? nameOf('boss', def.id, say) : say('explorers.boss.name'), defense: def?.defense ?? null, hits: def?.hits ?? null, weak: def?.weak ?? [], leaf: tile.boss.up ? tile.boss.leaf : 0, frost: false });
  }
  return out;
}

/** True for a retreat: a move prompt worded as one (`explorers.prompt.retreat`) while enemies stand on the tile. */
export function isRetreat(p: XPrompt): boolean {
  return single(p)?.t === 'move' && p.words?.id === 'explorers.prompt.retreat';
}

/** Retreats: the move prompts worded as such while enemies stand on the tile. */
export function retreatPrompts(prompts: readonly XPrompt[]): XPrompt[] {
  return prompts.filter(isRetreat);
}

// ——— End of game ———

export interface EndSummary {
  victory: boolean;
  title: string;
  reason: string;
  rounds: number;
  tiles: number;
  heroes: Array<{ name: string; player: string; health: number; orbs: number; down: boolean; loot: number }>;
}

/** The engine's reason as a sentence of its own: "the whole group…" → "The whole group…". */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function endSummary(v: ExView, seatNames: readonly (string | undefined)[]): EndSummary | null {
  if (!v.result) return null;
  return {
    victory: v.result.victory,
    title: say(v.result.victory ? 'explorers.victory' : 'explorers.defeat'),
    reason: sentence(v.result.reason),
    rounds: v.round,
    tiles: Object.keys(v.tiles).length,
    heroes: v.heroes.map((h) => ({
      name: heroName(h.id), player: seatLabel(seatNames, h.seat), health: h.health, orbs: h.orbs, down: h.down, loot: h.loot.length,
    })),
  };
}

// ——— What the last action did ———

export interface Outcome {
  title: string;
  lines: string[];
}

/** Log kinds that mark an action whose outcome deserves its own panel: a battle counted, an event drawn. */
const OUTCOME_TITLES: Array<[kind: string, title: string]> = [['hit', 'explorers.outcome.battle'], ['miss', 'explorers.outcome.battle'], ['event', 'explorers.outcome.event']];

/**
 * The sentences the last accepted action logged, when it counted a battle's hits or drew
 * an event (so the result stays in view next to the table, not only in the scrolling log);
 * null otherwise.
 */
export function lastOutcome(log: readonly LogEntry[], version: number): Outcome | null {
  const lines = log.filter((e) => e.v === version);
  const title = OUTCOME_TITLES.find(([kind]) => lines.some((e) => e.kind === kind))?.[1];
  return title ? { title: say(title), lines: lines.map((e) => e.text) } : null;
}

// ——— Lair ———

export interface LairCard {
  name: string;
  intro: string;
  rule: string;
  /** The event the explorers face now (1..3). */
  event: number;
  /** The die rolled for it, or null before the roll. */
  die: number | null;
  /** What each face 1..6 does on this event's space. */
  faces: string[];
  actions: Array<{ key: string; label: string; action: ExplorersAction }>;
}

const LAIR_KINDS = new Set<ExplorersAction['t']>(['lairRoll', 'lairPay', 'lairReroll']);

/** The lair being explored, its current event's table and the prompted choices, or null. */
export function lairCard(v: ExView, prompts: readonly XPrompt[]): LairCard | null {
  const l = v.lair;
  if (!l) return null;
  const a = CONTENT.lairsA[l.a];
  const b = CONTENT.lairsB[l.b];
  if (!a || !b) return null;
  return {
    name: `${nameOf('lair-a', a.id, say)} · ${nameOf('lair-b', b.id, say)}`, intro: textOf('lair-intro', a.id, say), rule: textOf('lair-rule', a.id, say), event: Math.min(3, l.progress + 1), die: l.die,
    faces: lairEventSpace(l).map((o) => describeLairOutcome(o, say)),
    actions: prompts.flatMap((p) => {
      const act = single(p);
      return act && LAIR_KINDS.has(act.t) ? [{ key: p.key, label: promptLabel(p, say), action: act }] : [];
    }),
  };
}

// ——— Peddler ———

/** How a loot card is used, in words: permanent, turn over after use, discard after use. */
export function lootUse(use: LootDef['use']): string {
  return say(`explorers.loot.use.${use}`);
}

export interface PeddlerLoot {
  card: string;
  name: string;
  /** Weapon or item. */
  kind: string;
  /** Permanent, turn over after use, discard after use. */
  use: string;
  text: string;
  /** The prompted purchase or sale of this card, or null (then `reason` says why). */
  action: { key: string; action: ExplorersAction } | null;
  reason: string | null;
}

export interface PeddlerCard {
  hero: string;
  heroColor: string;
  orbs: number;
  price: number;
  /** The viewer plays the hero at the peddler. */
  mine: boolean;
  offer: PeddlerLoot[];
  own: PeddlerLoot[];
  /** A warning for every purchase (full loot slots). */
  note: string | null;
}

function peddlerLoot(card: string, action: PeddlerLoot['action'], reason: string | null): PeddlerLoot {
  const d = CONTENT.loot[card];
  return {
    card, name: lootName(card), kind: say(d?.kind === 'weapon' ? 'explorers.loot.weapon' : 'explorers.loot.item'), use: d ? lootUse(d.use) : '', text: textOf('loot', card, say),
    action, reason: action ? null : reason,
  };
}

/**
 * The peddler while the active hero stands on its tile (between the dice and the end of the
 * turn): its cards for sale and the hero's own loot, each with its prompted buy or sell and,
 * when there is none, why; null elsewhere.
 */
export function peddlerCard(v: ExView, prompts: readonly XPrompt[], mySeat: number | 'spectator' | null): PeddlerCard | null {
  const t = v.turn;
  const h = t ? v.heroes[t.hero] : undefined;
  const tile = h ? v.tiles[h.at] : undefined;
  if (!t || !h || !tile || !v.peddler || v.result || !CONTENT.tiles[tile.id]?.icons.includes('peddler')) return null;
  const step = stepOf(v);
  if (step !== 'act' && step !== 'replace') return null;
  const name = heroName(h.id);
  const mine = mySeat === h.seat;
  const why = (selling: boolean): string => {
    if (!mine) return say('explorers.peddler.why.notYours', { hero: name });
    if (step === 'replace') return say('explorers.peddler.why.discard');
    if (t.mustFight) return say('explorers.peddler.why.fight');
    if (!selling && h.orbs < PEDDLER_PRICE) return say('explorers.peddler.why.orbs', { n: PEDDLER_PRICE, hero: name, has: h.orbs });
    return say('explorers.peddler.why.notNow');
  };
  const prompted = (kind: 'buy' | 'sell', card: string): PeddlerLoot['action'] => {
    const p = promptsOf(prompts, kind, (a) => a.card === card)[0];
    return p ? { key: p.prompt.key, action: p.action } : null;
  };
  return {
    hero: name, heroColor: heroColor(h.id), orbs: h.orbs, price: PEDDLER_PRICE, mine,
    offer: v.peddler.map((card) => peddlerLoot(card, prompted('buy', card), why(false))),
    own: h.loot.map((slot) => peddlerLoot(slot.card, prompted('sell', slot.card), why(true))),
    note: mine && h.loot.length >= LOOT_SLOTS && step === 'act' ? say('explorers.peddler.full', { hero: name }) : null,
  };
}
