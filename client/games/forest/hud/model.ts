/**
 * Pure mapping of the Forest view, this viewer's prompts and the log to what the HUD shows:
 * the banner, the drawn cards with the Strategy count, each traveller's panel (map icons
 * lit, effects, totals), the Ambush and reshuffle notices, the end screen. Nothing here
 * decides legality: every control carries an action taken from the prompts the server sent.
 */
import type { LogEntry, Prompt } from '../../../../engine/core/types.ts';
import type { PressWord } from '../../../hud/use-compact.ts';
import type { ForestAction } from '../../../../engine/games/forest/actions.ts';
import { mapDef, RULES, sideDef, soloTarget, type Dir, type SideDef } from '../../../../engine/games/forest/content/index.ts';
import { weigh } from '../../../../engine/games/forest/encounter.ts';
import { litIcons, printedIcons } from '../../../../engine/games/forest/map.ts';
import type { CardView, Encounter, ForestView, TravellerView } from '../../../../engine/games/forest/state.ts';
import { DIR_WORD } from '../look.ts';

export type FPrompt = Prompt<ForestAction>;

export const seatLabel = (names: readonly (string | undefined)[], seat: number): string => names[seat] || `Seat ${seat + 1}`;

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
    : turn.snared ? 'The Briar Snare stopped the drawing: a card must be placed.'
      : t && t.map && litIcons(t.map, t.tableau).every(Boolean) ? 'The map is complete: a card must be placed, no more drawing.'
        : `Strategy ${turn.limit} reached: a card must be placed.`;
  return {
    drawer: turn.seat, drawerName: seatLabel(names, turn.seat), mine,
    count: `${turn.draws} of ${turn.limit} drawn`, draws: turn.draws, limit: turn.limit,
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

const STATUS: Record<TravellerView['phase'], string> = { open: 'in the forest', complete: 'map complete', astray: 'went astray', lost: 'fallen' };

function effectWords(t: TravellerView): string[] {
  const out: string[] = [];
  for (const p of t.tableau) {
    const side = sideDef(p.up);
    const e = side.effect;
    if (!e) continue;
    if (e.kind === 'strategy') out.push(`${side.name}: Strategy ${e.n > 0 ? '+' : ''}${e.n} this round`);
    else if (e.kind === 'guard') out.push(`${side.name}: Guard +${e.n} this round`);
    else if (e.kind === 'renownPer') out.push(`${side.name}: +${printedIcons(t.tableau, e.dir)} renown (${DIR_WORD[e.dir]} icons; wild never count)`);
    else if (e.kind === 'heal') out.push(`${side.name}: healed ${e.n} on joining`);
    else if (e.kind === 'newMap') out.push(`${side.name}: the map card was replaced`);
    else out.push(`${side.name}: turned over another card`);
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
      phase: t.phase, status: STATUS[t.phase], health: t.health, renown: t.renown, guard: t.guard, strategy: t.strategy,
      map: map ? { name: map.name, reward: map.reward, icons: map.needs.map((dir, i) => ({ dir, lit: lit[i] === true })) } : null,
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
  const round = `Round ${v.round} of ${v.rounds}`;
  if (v.result) return { title: 'The journey is over', line: v.result.reason, mine: false };
  const turn = v.turn;
  if (!turn) return { title: round, line: '', mine: false };
  const who = seatLabel(names, turn.seat);
  const mine = turn.seat === viewer && prompts.length > 0;
  if (!mine) {
    const doing = turn.pending ? 'turns over a card' : turn.drawn.length === 0 ? 'is about to draw' : `chooses among ${turn.drawn.length} drawn (Strategy ${turn.limit})`;
    return { title: round, line: `${who} ${doing}`, mine: false };
  }
  if (turn.pending) return { title: `${round} · your turn`, line: `Wayfinder's Cairn: ${press} a glowing card of your tableau to turn it over`, mine };
  if (turn.drawn.length === 0) return { title: `${round} · your turn`, line: `Draw from the bottom of the Forest Deck (${press} the deck)`, mine };
  if (!turn.mayDraw) return { title: `${round} · your turn`, line: `Place one of the drawn cards: drag it into your area, or ${press} it`, mine };
  return { title: `${round} · your turn`, line: 'Place a drawn card in your area, or draw again', mine };
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
  const title = winners.length === 0 ? (v.seats === 1 ? 'The forest wins' : 'Nobody comes through')
    : v.seats === 1 ? 'You came through!' : `${winners.map((s) => seatLabel(names, s)).join(' and ')} ${winners.length > 1 ? 'share the win' : 'wins'}`;
  return {
    title,
    reason: v.seats === 1 ? `${capital(v.result.reason)} after ${v.rounds} rounds (${soloTarget(v.rounds)} renown needed, standing).` : `${capital(v.result.reason)}.`,
    rows: [...v.travellers].sort((a, b) => b.renown - a.renown).map((t) => ({
      seat: t.seat, name: seatLabel(names, t.seat), renown: t.renown, health: t.health, fallen: t.phase === 'lost', winner: winners.includes(t.seat),
    })),
  };
}

export const MAX_HEALTH = RULES.health;
