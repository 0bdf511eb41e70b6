/**
 * Pure mapping of the Root view to what the HUD panels show: the turn banner, the faction
 * boards (Honeycomb Clergy, Queenless Legion), the battle, the end screen. Everything is
 * read from the viewer's own projection, which already lacks what this viewer may not
 * see; nothing here decides legality (see choices.ts for the prompted controls).
 */
import type { SeatId, Viewer } from '../../../../engine/core/types.ts';
import type { RootView } from '../../../../engine/games/root/view.ts';
import { dieLabels, rootD12 } from '../../../../engine/table/dice.ts';
import { factionClient, ROOT_FACTIONS } from '../factions/index.ts';
import type { FactionBoard } from '../factions/types.ts';
import { cardName, clearingName, common, seatLabel } from '../board-common.ts';
import { phraseText } from '../../../words/phrase.ts';
import { say } from '../../../words/say.ts';

export type { FactionBoard };

export const WIN_VP = 30;

/** Looks like a Root view (the projection's view is the game's own object). */
export function isRootView(v: unknown): v is RootView {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Partial<RootView>;
  return Array.isArray(r.seats) && Array.isArray(r.map) && typeof r.turn === 'object' && r.turn !== null && typeof r.decision === 'object';
}

// ——— Names ———

export { cardName };
export { clearingName, common, dominanceWords, playerBeside, playerName, seatLabel, tokensOf, type CommonBoard } from '../board-common.ts';

/** Drops the leading "The Honeycomb Clergy: " of the engine's decision words. */
function withoutWho(what: string): string {
  const i = what.indexOf(': ');
  return i >= 0 ? what.slice(i + 2) : what;
}

/** What the decider must decide, in the reader's words, without who ("act", "battle in Beach (rabbit) — …"). */
function decisionWhat(v: RootView): string {
  const w = v.decision.words;
  const what = w?.id === 'root.status.decide' ? w.values?.what : undefined;
  if (typeof what === 'object' && what !== null) return phraseText(what, withoutWho(v.decision.what), say);
  return withoutWho(phraseText(w, v.decision.what, say));
}

/** The step of a battle the decider is at, in the reader's words ("choose which pieces to lose to the hits"). */
function battleNow(v: RootView): string {
  const w = v.decision.words;
  const step = w?.id === 'root.status.battle' ? w.values?.step : undefined;
  const english = withoutWho(v.decision.what).replace(/^battle in [^—]*— /, '');
  return typeof step === 'object' && step !== null ? phraseText(step, english, say) : english;
}

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
  const what = decisionWhat(v);
  const step = phraseText(t.labelWords, t.label, say);
  const decider = seatLabel(v, seatNames, v.decision.seat);
  let expected: string;
  if (v.winners) {
    const won = v.winners.map((w) => seatLabel(v, seatNames, w)).join(say('root.and'));
    return {
      who: won, color: v.seats[v.winners[0] ?? 0]?.color ?? '#cccccc', yours: false, when: say('root.banner.over', { turn: t.number }), phases: [],
      step: v.endedBy === 'cap' ? say('root.banner.cap') : v.endedBy === 'dominance' ? say('root.term.dominance') : say('root.banner.first-to', { vp: WIN_VP }),
      expected: say('root.banner.won', { who: won }), mine: false,
    };
  }
  // With several choices and words that only repeat the step's name, point at the choices.
  if (mine) expected = say('root.banner.yours', { what: prompt ?? (what.toLowerCase() === step.toLowerCase() ? say('root.banner.pick') : what) });
  else if (typeof viewer === 'number') expected = say('root.banner.waiting', { who: decider, what });
  else expected = say('root.banner.deciding', { who: decider, what });
  return {
    who: seatLabel(v, seatNames, t.seat),
    color: seat?.color ?? '#cccccc',
    yours: viewer === t.seat,
    when: t.phase === 'setup' ? say('root.banner.setup') : say('root.banner.turn', { turn: t.number }),
    phases: t.phase === 'setup' ? [] : (['birdsong', 'daylight', 'evening'] as const).map((p) => ({ name: say(`root.term.${p}`), now: p === t.phase })),
    step: step.charAt(0).toUpperCase() + step.slice(1),
    expected,
    mine,
  };
}

// ——— Faction boards ———

/** Every seat's faction board, in seat order (each faction reads its own, factions/<id>/). */
export function factionBoards(v: RootView, seatNames: readonly (string | undefined)[]): FactionBoard[] {
  return v.seats.map((s): FactionBoard => factionClient(s.faction)?.board?.(v, s, seatNames) ?? { ...common(v, s, seatNames), kind: s.faction });
}

/** One line for a folded board: what the others most need to know of it at a glance. */
export function compactNote(b: FactionBoard): string {
  return factionClient(b.kind)?.note?.(b) ?? '';
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

/** Battle causes of the core (the factions add their own, factions/<id>/): the key of their words. */
const CORE_CAUSES: Readonly<Record<string, string>> = { 'command-warren': 'root.cause.command-warren' };

function causeWords(cause: string): string | undefined {
  const key = CORE_CAUSES[cause] ?? ROOT_FACTIONS.map((f) => f.causes?.[cause]).find((w) => w !== undefined);
  return key === undefined ? undefined : say(key);
}

export function battleInfo(v: RootView, viewer: Viewer | null, seatNames: readonly (string | undefined)[]): BattleInfo | null {
  const b = v.battle;
  if (!b) return null;
  const labels = dieLabels(rootD12());
  const face = (x: number | null): string | null => (x === null ? null : labels[x - 1] ?? null);
  const a = face(v.dice.attacker);
  const d = face(v.dice.defender);
  const rolled = b.hits !== undefined;
  return {
    where: clearingName(v, b.clearing),
    attacker: seatLabel(v, seatNames, b.attacker),
    defender: seatLabel(v, seatNames, b.defender),
    attackerColor: v.seats[b.attacker]?.color ?? '#ccc',
    defenderColor: v.seats[b.defender]?.color ?? '#ccc',
    why: causeWords(b.cause) ?? b.cause,
    now: battleNow(v),
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
  const names = winners.map((w) => seatLabel(v, seatNames, w)).join(say('root.and'));
  const rows = v.seats
    .map((s) => ({ seat: s.seat, who: seatLabel(v, seatNames, s.seat), color: s.color, vp: s.vp, winner: winners.includes(s.seat) }))
    .sort((x, y) => y.vp - x.vp);
  return {
    title: say('root.end.title', { who: names, n: winners.length }),
    reason: v.endedBy === 'cap' ? say('root.end.cap', { turns: v.maxTurns ?? '?' })
      : v.endedBy === 'dominance' ? say('root.end.dominance') : say('root.end.first-to', { vp: WIN_VP }),
    rows,
    youWon: typeof viewer === 'number' ? winners.includes(viewer) : null,
  };
}
