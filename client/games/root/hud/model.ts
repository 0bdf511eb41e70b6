/**
 * Pure mapping of the Root view to what the HUD panels show: the turn banner, the faction
 * boards (Honeycomb Clergy, Queenless Legion), the battle, the end screen. Everything is
 * read from the viewer's own projection, which already lacks what this viewer may not
 * see; nothing here decides legality (see choices.ts for the prompted controls).
 */
import type { SeatId, Viewer } from '../../../../engine/core/types.ts';
import { cardDef, type CostIcon, type Item } from '../../../../engine/games/root/data/base-deck.ts';
import { SUITS, type Suit } from '../../../../engine/games/root/data/autumn-map.ts';
import type { RootView, SeatView } from '../../../../engine/games/root/view.ts';
import { cardName, where } from '../../../../engine/games/root/describe.ts';
import { dieLabels, rootD12 } from '../../../../engine/table/dice.ts';

export const WIN_VP = 30;

/** Looks like a Root view (the projection's view is the game's own object). */
export function isRootView(v: unknown): v is RootView {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Partial<RootView>;
  return Array.isArray(r.seats) && Array.isArray(r.map) && typeof r.turn === 'object' && r.turn !== null && typeof r.decision === 'object';
}

// ——— Names ———

/** "Beach (rabbit)": the log's name for a clearing. */
export const clearingName = where;
export { cardName };

/** The player's name at a seat, or "Seat N". */
export function playerName(seatNames: readonly (string | undefined)[], seat: SeatId): string {
  return seatNames[seat] || `Seat ${seat + 1}`;
}

/** "Honeycomb Clergy (Ana)". */
export function seatLabel(v: RootView, seatNames: readonly (string | undefined)[], seat: SeatId): string {
  const faction = v.seats[seat]?.name ?? `Seat ${seat + 1}`;
  return `${faction} (${playerName(seatNames, seat)})`;
}

/** Drops the leading "The Honeycomb Clergy: " of the engine's decision words. */
function withoutWho(what: string): string {
  const i = what.indexOf(': ');
  return i >= 0 ? what.slice(i + 2) : what;
}

const PHASE_NAMES = { setup: 'Setup', birdsong: 'Birdsong', daylight: 'Daylight', evening: 'Evening' } as const;

// ——— Banner ———

export interface Banner {
  who: string;
  color: string;
  /** The viewer's own turn. */
  yours: boolean;
  /** "Setup", or "Turn 3". */
  when: string;
  /** The three phases, the current one marked (empty during setup). */
  phases: Array<{ name: string; now: boolean }>;
  /** The turn's step ("Act (Mission, Swarm, Crusade, Replant)"). */
  step: string;
  /** What is expected now, and of whom. */
  expected: string;
  /** The viewer must decide now. */
  mine: boolean;
}

/**
 * The banner. `prompt` is the label of the viewer's first real choice (not a "done"), which
 * says what is expected better than the step's name.
 */
export function bannerOf(v: RootView, viewer: Viewer | null, seatNames: readonly (string | undefined)[], prompt: string | null = null): Banner {
  const t = v.turn;
  const seat = v.seats[t.seat];
  const mine = viewer === v.decision.seat;
  const what = withoutWho(v.decision.what);
  const decider = seatLabel(v, seatNames, v.decision.seat);
  let expected: string;
  if (v.winners) {
    const won = v.winners.map((w) => seatLabel(v, seatNames, w)).join(' and ');
    return {
      who: won, color: v.seats[v.winners[0] ?? 0]?.color ?? '#cccccc', yours: false, when: `Game over after turn ${t.number}`, phases: [],
      step: v.endedBy === 'cap' ? 'The turn limit ran out' : `First to ${WIN_VP} VP`, expected: `${won} won the game`, mine: false,
    };
  }
  // With several choices and words that only repeat the step's name, point at the choices.
  if (mine) expected = `Your decision: ${prompt ?? (what.toLowerCase() === t.label.toLowerCase() ? 'pick one of your choices' : what)}`;
  else if (typeof viewer === 'number') expected = `Waiting for ${decider}: ${what}`;
  else expected = `${decider}: ${what}`;
  return {
    who: seatLabel(v, seatNames, t.seat),
    color: seat?.color ?? '#cccccc',
    yours: viewer === t.seat,
    when: t.phase === 'setup' ? 'Setup' : `Turn ${t.number}`,
    phases: t.phase === 'setup' ? [] : (['birdsong', 'daylight', 'evening'] as const).map((p) => ({ name: PHASE_NAMES[p], now: p === t.phase })),
    step: t.label.charAt(0).toUpperCase() + t.label.slice(1),
    expected,
    mine,
  };
}

// ——— Faction boards ———

export interface CommonBoard {
  seat: SeatId;
  faction: string;
  factionName: string;
  player: string;
  color: string;
  vp: number;
  handCount: number;
  warriors: number;
  /** Persistent cards in front of the player, by name. */
  crafted: Array<{ key: string; name: string; text?: string }>;
  items: Item[];
}

export interface TrackSpaceRow {
  cost: number;
  vp: number;
  bee: boolean;
  /** A cathedral still stands on this space (not built yet). */
  cathedral: boolean;
  /** The next one to build (leftmost cathedral on the track). */
  next: boolean;
}

export interface ClergyBoard extends CommonBoard {
  kind: 'clergy';
  track: TrackSpaceRow[];
  standIn: boolean;
  cathedralsBuilt: number;
  cathedralsLeft: number;
  bees: number;
  penitence: Array<{ seat: SeatId; who: string; marker: 'penitent' | 'heretic'; honeyUsed: boolean }>;
  bag: { count: number; bySuit: Record<Suit, number> | null; drawn: Suit | null };
  flowers: Array<{ clearing: number; name: string; suits: Suit[] }>;
  flowersOnMap: number;
  /** Daylight actions left and the action under way, during the Clergy's own Act step. */
  acting: { left: number; current: string | null } | null;
}

export interface LegionBoard extends CommonBoard {
  kind: 'legion';
  campaign: { key: string; name: string; suit: Suit; cost: CostIcon[]; item: Item | null; bird: boolean; chosen: string | null } | null;
  coloniesPlaced: number;
  coloniesLeft: number;
  spoils: Array<{ words: string; n: number }>;
  spoilsCount: number;
  spoilsPer: number;
  /** Legion steps of the current phase, the current one marked, during the Legion's own turn. */
  steps: Array<{ label: string; now: boolean }>;
  drops: CostIcon[];
  attacked: string[];
  colonized: string[];
}

export interface OtherBoard extends CommonBoard {
  kind: 'other';
}

export type FactionBoard = ClergyBoard | LegionBoard | OtherBoard;

const num = (x: unknown, d = 0): number => (typeof x === 'number' && Number.isFinite(x) ? x : d);
const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const rec = (x: unknown): Record<string, unknown> => (typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : {});

function common(v: RootView, s: SeatView, seatNames: readonly (string | undefined)[]): CommonBoard {
  return {
    seat: s.seat, faction: s.faction, factionName: s.name, player: playerName(seatNames, s.seat), color: s.color,
    vp: s.vp, handCount: s.handCount, warriors: s.warriors,
    crafted: s.crafted.map((key) => {
      const d = cardDef(key);
      return d.text === undefined ? { key, name: d.name } : { key, name: d.name, text: d.text };
    }),
    items: [...s.items],
  };
}

function tokensOf(v: RootView, seat: SeatId, kind: string): Array<{ clearing: number; suit?: Suit }> {
  const out: Array<{ clearing: number; suit?: Suit }> = [];
  for (const c of v.map) for (const t of c.tokens) if (t.seat === seat && t.kind === kind) out.push(t.suit === undefined ? { clearing: c.id } : { clearing: c.id, suit: t.suit });
  return out;
}

/** The bag by suit as the Clergy's board gives it (public, see the engine's bagBySuit), or null if absent. */
function bySuitOf(bag: Record<string, unknown>): Record<Suit, number> | null {
  const by = rec(bag.bySuit);
  if (!SUITS.every((s) => typeof by[s] === 'number')) return null;
  return { fox: num(by.fox), rabbit: num(by.rabbit), mouse: num(by.mouse), bird: num(by.bird) };
}

function clergyBoard(v: RootView, s: SeatView, seatNames: readonly (string | undefined)[]): ClergyBoard {
  const b = s.board;
  const trackRaw = arr(b.track).map(rec);
  const firstFull = trackRaw.findIndex((t) => t.cathedral === true);
  const track = trackRaw.map((t, i): TrackSpaceRow => ({ cost: num(t.cost), vp: num(t.vp), bee: t.bee === true, cathedral: t.cathedral === true, next: i === firstFull }));
  const built = v.map.reduce((n, c) => n + c.buildings.filter((x) => x.seat === s.seat && x.kind === 'cathedral').length, 0);
  const flowerTokens = tokensOf(v, s.seat, 'flower');
  const suits = flowerTokens.map((f) => f.suit).filter((x): x is Suit => x !== undefined);
  const byClearing = new Map<number, Suit[]>();
  for (const f of flowerTokens) if (f.suit) byClearing.set(f.clearing, [...(byClearing.get(f.clearing) ?? []), f.suit]);
  const count = num(rec(b.bag).count);
  // The flower drawn and waiting to be placed, as the board names it.
  const drawn = typeof b.drawn === 'string' && (SUITS as readonly string[]).includes(b.drawn) ? (b.drawn as Suit) : null;
  const act = rec(b.act);
  const ownAct = v.turn.seat === s.seat && v.turn.step === 'hcc-act';
  const current = act.kind === 'mission' ? `Mission: ${num(act.moves)} move${num(act.moves) === 1 ? '' : 's'} left` : act.kind === 'crusade' ? (typeof act.clearing === 'number' ? `Crusade: may battle in ${clearingName(act.clearing)}` : 'Crusade: move first') : null;
  return {
    ...common(v, s, seatNames),
    kind: 'clergy',
    track,
    standIn: b.trackIsStandIn === true,
    cathedralsBuilt: built,
    cathedralsLeft: track.filter((t) => t.cathedral).length + num(b.reserve),
    bees: num(b.bees),
    penitence: Object.entries(rec(b.penitence)).map(([k, m]) => {
      const seat = Number(k);
      return { seat, who: seatLabel(v, seatNames, seat), marker: m === 'penitent' ? 'penitent' : 'heretic', honeyUsed: v.turn.used.includes(`honey:${seat}`) } as const;
    }),
    bag: { count, bySuit: bySuitOf(rec(b.bag)), drawn },
    flowers: [...byClearing.entries()].sort((a, b2) => a[0] - b2[0]).map(([clearing, list]) => ({ clearing, name: clearingName(clearing), suits: list })),
    flowersOnMap: suits.length,
    acting: ownAct ? { left: num(b.actionsLeft), current } : null,
  };
}

/** The Legion's steps, for the step tracker on its board. */
const LEGION_STEPS: Record<'birdsong' | 'daylight' | 'evening', Array<[string, string]>> = {
  birdsong: [['ql-bootstraps', 'Bootstraps'], ['ql-supply-drop', 'Supply Drop'], ['ql-tactics', 'Change of Tactics']],
  daylight: [['ql-invade', 'Invade'], ['ql-attack', 'Attack'], ['ql-colonize', 'Colonize'], ['ql-deescalate', 'Deescalate']],
  evening: [['ql-craft', 'Craft'], ['ql-spoils-of-war', 'Spoils of War'], ['ql-return-spoils', 'Return Spoils'], ['ql-draw', 'Draw and Discard']],
};

function spoilWords(v: RootView, seatNames: readonly (string | undefined)[], owner: SeatId, piece: string, suit: unknown): string {
  const who = v.seats[owner]?.name ?? playerName(seatNames, owner);
  const what = typeof suit === 'string' ? `${suit} ${piece}` : piece;
  return `${who} ${what}`;
}

function legionBoard(v: RootView, s: SeatView, seatNames: readonly (string | undefined)[]): LegionBoard {
  const b = s.board;
  const key = typeof b.campaign === 'string' ? b.campaign : null;
  const d = key ? cardDef(key) : null;
  const spoils = new Map<string, number>();
  for (const sp of arr(b.spoils).map(rec)) {
    const words = spoilWords(v, seatNames, num(sp.owner), String(sp.piece ?? 'piece'), sp.suit);
    spoils.set(words, (spoils.get(words) ?? 0) + 1);
  }
  const spoilsCount = arr(b.spoils).length;
  const ownTurn = v.turn.seat === s.seat && v.turn.phase !== 'setup';
  const phaseSteps = v.turn.phase === 'setup' ? [] : LEGION_STEPS[v.turn.phase];
  return {
    ...common(v, s, seatNames),
    kind: 'legion',
    campaign: key && d ? {
      key, name: d.name, suit: d.suit, cost: [...d.cost], item: d.item, bird: d.suit === 'bird',
      chosen: typeof b.campaignSuit === 'string' ? b.campaignSuit : null,
    } : null,
    coloniesPlaced: tokensOf(v, s.seat, 'colony').length,
    coloniesLeft: num(b.colonies),
    spoils: [...spoils.entries()].map(([words, n]) => ({ words, n })),
    spoilsCount,
    spoilsPer: d?.suit === 'bird' ? 3 : 2,
    steps: ownTurn ? phaseSteps.map(([id, label]) => ({ label, now: v.turn.step === id })) : [],
    drops: arr(b.drops).filter((x): x is CostIcon => typeof x === 'string') as CostIcon[],
    // Attack and Colonize lists mean something only during the Legion's own Daylight.
    attacked: ownTurn && v.turn.phase === 'daylight' ? arr(b.attacked).map((id) => clearingName(num(id, 1))) : [],
    colonized: ownTurn && v.turn.phase === 'daylight' ? arr(b.colonized).map((id) => clearingName(num(id, 1))) : [],
  };
}

/** Every seat's faction board, in seat order. */
export function factionBoards(v: RootView, seatNames: readonly (string | undefined)[]): FactionBoard[] {
  return v.seats.map((s): FactionBoard => {
    if (s.faction === 'clergy') return clergyBoard(v, s, seatNames);
    if (s.faction === 'legion') return legionBoard(v, s, seatNames);
    return { ...common(v, s, seatNames), kind: 'other' };
  });
}

/** One line for a folded board: what the others most need to know of it at a glance. */
export function compactNote(b: FactionBoard): string {
  if (b.kind === 'clergy') return b.penitence.map((p) => `${p.who.replace(/ \(.*\)$/, '')}: ${p.marker === 'penitent' ? 'Penitent' : 'Heretic'}`).join(' · ');
  if (b.kind === 'legion') {
    const suit = b.campaign?.chosen ?? null;
    return suit ? `Campaign: ${suit} clearings · Spoils ${b.spoilsCount}` : `Spoils ${b.spoilsCount}`;
  }
  return '';
}

/** Which board is shown expanded: the viewer's own; for a spectator, the deciding seat's. */
export function ownBoardSeat(v: RootView, viewer: Viewer | null): SeatId {
  return typeof viewer === 'number' && v.seats[viewer] ? viewer : v.decision.seat;
}

// ——— Battle ———

export interface BattleInfo {
  where: string;
  attacker: string;
  defender: string;
  attackerColor: string;
  defenderColor: string;
  why: string;
  /** What the deciding side is asked now. */
  now: string;
  decider: string;
  ambush: string | null;
  dice: { attacker: string; defender: string } | null;
  hits: { onDefender: number; onAttacker: number } | null;
  hitsLeft: number;
  /** The viewer is the defender (the ambush is theirs to play). */
  youDefend: boolean;
}

const CAUSES: Record<string, string> = {
  crusade: 'Crusade (HCC.5.1.III)', attack: 'Attack (QL.5.2)', 'command-warren': 'Command Warren', 'poke-the-hive': 'Poke the Hive (HCC.2.5)',
};

export function battleInfo(v: RootView, viewer: Viewer | null, seatNames: readonly (string | undefined)[]): BattleInfo | null {
  const b = v.battle;
  if (!b) return null;
  const labels = dieLabels(rootD12());
  const face = (x: number | null): string | null => (x === null ? null : labels[x - 1] ?? null);
  const a = face(v.dice.attacker);
  const d = face(v.dice.defender);
  const rolled = b.hits !== undefined;
  return {
    where: clearingName(b.clearing),
    attacker: seatLabel(v, seatNames, b.attacker),
    defender: seatLabel(v, seatNames, b.defender),
    attackerColor: v.seats[b.attacker]?.color ?? '#ccc',
    defenderColor: v.seats[b.defender]?.color ?? '#ccc',
    why: CAUSES[b.cause] ?? b.cause,
    now: withoutWho(v.decision.what).replace(/^battle in [^—]*— /, ''),
    decider: seatLabel(v, seatNames, v.decision.seat),
    ambush: b.ambush ? cardName(b.ambush) : null,
    dice: rolled && a !== null && d !== null ? { attacker: a, defender: d } : null,
    hits: b.hits ?? null,
    hitsLeft: b.hitsLeft,
    youDefend: viewer === b.defender,
  };
}

// ——— End of the game ———

export interface EndSummary {
  title: string;
  reason: string;
  rows: Array<{ seat: SeatId; who: string; color: string; vp: number; winner: boolean }>;
  /** The viewer won (null for a spectator). */
  youWon: boolean | null;
}

export function endSummary(v: RootView, viewer: Viewer | null, seatNames: readonly (string | undefined)[]): EndSummary | null {
  if (!v.winners) return null;
  const winners = v.winners;
  const names = winners.map((w) => seatLabel(v, seatNames, w)).join(' and ');
  const rows = v.seats
    .map((s) => ({ seat: s.seat, who: seatLabel(v, seatNames, s.seat), color: s.color, vp: s.vp, winner: winners.includes(s.seat) }))
    .sort((x, y) => y.vp - x.vp);
  return {
    title: `${names} win${winners.length === 1 ? 's' : ''}!`,
    reason: v.endedBy === 'cap' ? `Highest score when the turn limit of ${v.maxTurns ?? '?'} ran out.` : `First to ${WIN_VP} victory points.`,
    rows,
    youWon: typeof viewer === 'number' ? winners.includes(viewer) : null,
  };
}
