/**
 * Pure mapping of the Forest view, this viewer's prompts and the log to what the HUD shows:
 * the banner, the drawn cards with the Strategy count, each traveller's panel (map icons
 * lit, effects, totals), the Ambush and reshuffle notices, the end screen, worded in the
 * reader's language. Nothing here decides legality: every control carries an action taken from the prompts the server sent.
 */
import type { LogEntry, Prompt } from '../../../../engine/core/types.ts';
import type { PressWord } from '../../../hud/use-compact.ts';
import type { ForestAction } from '../../../../engine/games/forest/actions.ts';
import { mapDef, RULES, sideDef, soloTarget, type Dir, type SideDef } from '../../../../engine/games/forest/content/index.ts';
import { weigh } from '../../../../engine/games/forest/encounter.ts';
import { litIcons, printedIcons } from '../../../../engine/games/forest/map.ts';
import type { CardView, Encounter, ForestView, TravellerView } from '../../../../engine/games/forest/state.ts';
import { dirWord } from '../look.ts';
import { say } from '../../../words/say.ts';
import { mapName, sideName } from '../names.ts';

export type FPrompt = Prompt<ForestAction>;

export const seatLabel = (names: readonly (string | undefined)[], seat: number): string => names[seat] || say('forest.seat', { n: seat + 1 });

/** The view, if the projection's view is a Forest view. */
export function isForestView(v: unknown): v is ForestView {
  return typeof v === 'object' && v !== null && Array.isArray((v as ForestView).travellers) && typeof (v as ForestView).deck === 'object';
}

/** Every prompted action of kind `t` (with its prompt's key). */
export function actionsOf<K extends ForestAction['t']>(prompts: readonly FPrompt[], t: K): Array<Extract<ForestAction, { t: K }>> {
  return prompts.flatMap((p) => p.actions.filter((a): a is Extract<ForestAction, { t: K }> => a.t === t));
}

// ——— The drawn cards ———

export interface DrawnCard {
  id: string;
  side: SideDef;
  /** The side beneath (both sides are printed). */
  down: SideDef;
  /** The placement a click sends (cards without a wild icon), or null. */
  place: ForestAction | null;
  /** For a wild icon: one placement per direction. */
  placeAs: Array<{ dir: Dir; action: ForestAction }>;
  /** Whether its Ambush struck when it was drawn. */
  ambush: boolean;
}

export interface DrawPanelModel {
  drawer: number;
  drawerName: string;
  mine: boolean;
  /** "2 of 4 drawn": the draws made this Draw & Choose, of the Strategy. */
  count: string;
  /** Draws made this Draw & Choose (an Elk Stampede may have discarded some of their cards). */
  draws: number;
  limit: number;
  cards: DrawnCard[];
  draw: ForestAction | null;
  /** Why no more may be drawn (shown instead of the Draw button), or null. */
  stop: string | null;
  deck: { count: number; top: SideDef | null };
  /** Cards in the discard (each lies with the side it was discarded with). */
  discard: number;
}

function drawnCard(c: CardView, prompts: readonly FPrompt[]): DrawnCard {
  const side = sideDef(c.up);
  const places = actionsOf(prompts, 'place').filter((a) => a.card === c.id);
  return {
    id: c.id, side, down: sideDef(c.down), ambush: side.ambush !== undefined,
    place: side.icon === 'wild' ? null : places[0] ?? null,
    placeAs: side.icon === 'wild' ? places.flatMap((a) => (a.as ? [{ dir: a.as, action: a }] : [])) : [],
  };
}

/** The draw panel: whoever draws now, their drawn cards and what this viewer may do with them. */
export function drawPanel(v: ForestView, prompts: readonly FPrompt[], viewer: number | 'spectator' | null, names: readonly (string | undefined)[]): DrawPanelModel | null {
  const turn = v.turn;
  if (!turn || v.result) return null;
  const mine = turn.seat === viewer;
  const draw = actionsOf(prompts, 'draw')[0] ?? null;
  const t = v.travellers[turn.seat];
  const stop = turn.drawn.length === 0 || turn.mayDraw ? null
    : turn.snared ? say('forest.stop.snared')
      : t && t.map && litIcons(t.map, t.tableau).every(Boolean) ? say('forest.stop.complete')
        : say('forest.stop.strategy', { n: turn.limit });
  return {
    drawer: turn.seat, drawerName: seatLabel(names, turn.seat), mine,
    count: say('forest.draw.count', { n: turn.draws, limit: turn.limit }), draws: turn.draws, limit: turn.limit,
    cards: turn.drawn.map((c) => drawnCard(c, mine ? prompts : [])),
    draw: mine ? draw : null, stop,
    deck: { count: v.deck.count, top: v.deck.top ? sideDef(v.deck.top) : null },
    discard: v.discard.length,
  };
}

// ——— Travellers ———

export interface MapIcon {
  dir: Dir;
  lit: boolean;
}

export interface TableauEntry {
  id: string;
  side: SideDef;
  as: Dir | null;
  /** Reassignments prompted now (wild icons of the deciding traveller). */
  assign: Array<{ dir: Dir; action: ForestAction }>;
  /** Wayfinder's Cairn: the turn-over(s) this card may get now. */
  turnOver: ForestAction[];
}

export interface TravellerRow {
  seat: number;
  name: string;
  you: boolean;
  active: boolean;
  phase: TravellerView['phase'];
  /** "drawing", "map complete", "astray", "fallen". */
  status: string;
  health: number;
  renown: number;
  guard: number;
  strategy: number;
  map: { name: string; reward: number; icons: MapIcon[] } | null;
  tableau: TableauEntry[];
  /** The effects at work in the tableau, in words. */
  effects: string[];
  /** The encounter as it would be if the tableau ended now (complete): danger, wounds, renown. */
  totals: { danger: number; wounds: number; renown: number } | null;
  encounter: Encounter | null;
  ambushes: number;
}


function effectWords(t: TravellerView): string[] {
  const out: string[] = [];
  for (const p of t.tableau) {
    const side = sideDef(p.up);
    const e = side.effect;
    if (!e) continue;
    const name = sideName(side.id);
    if (e.kind === 'strategy') out.push(say('forest.effect.strategy', { name, n: `${e.n > 0 ? '+' : ''}${e.n}` }));
    else if (e.kind === 'guard') out.push(say('forest.effect.guard', { name, n: e.n }));
    else if (e.kind === 'renownPer') out.push(say('forest.effect.renownPer', { name, n: printedIcons(t.tableau, e.dir), dir: dirWord(e.dir) }));
    else if (e.kind === 'heal') out.push(say('forest.effect.heal', { name, n: e.n }));
    else if (e.kind === 'newMap') out.push(say('forest.effect.newMap', { name }));
    else out.push(say('forest.effect.turnOver', { name }));
  }
  return out;
}

export function travellerRows(v: ForestView, prompts: readonly FPrompt[], viewer: number | 'spectator' | null, names: readonly (string | undefined)[]): TravellerRow[] {
  return v.travellers.map((t) => {
    const mine = t.seat === viewer;
    const assigns = mine ? actionsOf(prompts, 'assign') : [];
    const turns = mine ? actionsOf(prompts, 'turnOver') : [];
    const map = t.map ? mapDef(t.map) : null;
    const lit = t.map ? litIcons(t.map, t.tableau) : [];
    const reckon = t.map && t.phase === 'open' ? weigh(t, v.round, 'complete') : null;
    return {
      seat: t.seat, name: seatLabel(names, t.seat), you: mine, active: v.turn?.seat === t.seat,
      phase: t.phase, status: say(`forest.status.${t.phase}`), health: t.health, renown: t.renown, guard: t.guard, strategy: t.strategy,
      map: map ? { name: mapName(map.id), reward: map.reward, icons: map.needs.map((dir, i) => ({ dir, lit: lit[i] === true })) } : null,
      tableau: t.tableau.map((p) => ({
        id: p.id, side: sideDef(p.up), as: p.as,
        assign: assigns.filter((a) => a.card === p.id).map((a) => ({ dir: a.as, action: a })),
        turnOver: turns.filter((a) => a.card === p.id),
      })),
      effects: effectWords(t),
      totals: reckon ? { danger: reckon.danger, wounds: reckon.wounds, renown: reckon.gained } : null,
      encounter: t.encounter, ambushes: t.ambushes,
    };
  });
}

// ——— Banner ———

export interface Banner {
  title: string;
  line: string;
  mine: boolean;
}

/** The banner, its hints worded for the device (`press`: how it presses something on the screen). */
export function bannerOf(v: ForestView, prompts: readonly FPrompt[], viewer: number | 'spectator' | null, names: readonly (string | undefined)[], press: PressWord = 'click'): Banner {
  const round = say('forest.banner.round', { round: v.round, rounds: v.rounds });
  if (v.result) return { title: say('forest.banner.over'), line: v.result.reason, mine: false };
  const turn = v.turn;
  if (!turn) return { title: round, line: '', mine: false };
  const who = seatLabel(names, turn.seat);
  const mine = turn.seat === viewer && prompts.length > 0;
  if (!mine) {
    const line = turn.pending ? say('forest.banner.turnsOver', { who }) : turn.drawn.length === 0 ? say('forest.banner.aboutToDraw', { who })
      : say('forest.banner.chooses', { who, n: turn.drawn.length, limit: turn.limit });
    return { title: round, line, mine: false };
  }
  const title = say('forest.banner.yours', { round: v.round, rounds: v.rounds });
  if (turn.pending) return { title, line: say('forest.banner.cairn', { press }), mine };
  if (turn.drawn.length === 0) return { title, line: say('forest.banner.draw', { press }), mine };
  if (!turn.mayDraw) return { title, line: say('forest.banner.place', { press }), mine };
  return { title, line: say('forest.banner.placeOrDraw'), mine };
}

// ——— Notices from the log ———

export interface AmbushNotice {
  v: number;
  seat: number;
  side: SideDef;
  text: string;
}

/** The Ambushes of the newest action (at most one per draw), newest last. */
export function ambushesAt(log: readonly LogEntry[], version: number): AmbushNotice[] {
  return log.filter((e) => e.v === version && e.kind === 'ambush').flatMap((e) => {
    const side = typeof e.data?.side === 'string' ? e.data.side : null;
    if (side === null || e.seat === undefined) return [];
    return [{ v: e.v, seat: e.seat, side: sideDef(side), text: e.text }];
  });
}

export interface ReshuffleNotice {
  v: number;
  cards: Array<{ id: string; side: SideDef }>;
}

/** A reshuffle in the newest action: the cards that went into the new deck, each with its facing. */
export function reshuffleAt(log: readonly LogEntry[], version: number): ReshuffleNotice | null {
  const e = log.find((x) => x.v === version && x.kind === 'reshuffle');
  const cards = e?.data?.cards;
  if (!e || !Array.isArray(cards)) return null;
  return {
    v: e.v,
    cards: cards.flatMap((c: unknown) => {
      const { id, up } = (c ?? {}) as { id?: unknown; up?: unknown };
      return typeof id === 'string' && typeof up === 'string' ? [{ id, side: sideDef(up) }] : [];
    }),
  };
}

/** The sentences of the newest action worth a second look: encounters, completed maps, falls, camp, the end. */
export function outcomeAt(log: readonly LogEntry[], version: number): string[] {
  const kinds = new Set(['encounter', 'complete', 'astray', 'fallen', 'camp', 'end', 'round']);
  return log.filter((e) => e.v === version && kinds.has(e.kind)).map((e) => e.text);
}

// ——— The end ———

const capital = (s: string): string => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

export interface EndSummary {
  title: string;
  reason: string;
  rows: Array<{ seat: number; name: string; renown: number; health: number; fallen: boolean; winner: boolean }>;
}

export function endSummary(v: ForestView, names: readonly (string | undefined)[]): EndSummary | null {
  if (!v.result) return null;
  const winners = v.result.winners;
  const title = winners.length === 0 ? say(v.seats === 1 ? 'forest.end.forestWins' : 'forest.end.nobody')
    : v.seats === 1 ? say('forest.end.cameThrough')
      : say('forest.end.winners', { names: winners.map((s) => seatLabel(names, s)).join(say('forest.end.and')), n: winners.length });
  return {
    title,
    reason: v.seats === 1 ? say('forest.end.solo', { reason: capital(v.result.reason), rounds: v.rounds, target: soloTarget(v.rounds) }) : say('forest.end.reason', { reason: capital(v.result.reason) }),
    rows: [...v.travellers].sort((a, b) => b.renown - a.renown).map((t) => ({
      seat: t.seat, name: seatLabel(names, t.seat), renown: t.renown, health: t.health, fallen: t.phase === 'lost', winner: winners.includes(t.seat),
    })),
  };
}

export const MAX_HEALTH = RULES.health;
