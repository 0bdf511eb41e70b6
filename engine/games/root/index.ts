import { z } from 'zod';
import type { GameModule } from '../../core/module.ts';
import { ruleError, type Result } from '../../core/result.ts';
import type { GameStatus, Phrase } from '../../core/types.ts';
import type { RootAction } from './actions.ts';
import { coreActionSchema } from './schemas.ts';
import { applyRoot } from './apply.ts';
import { listValue, rootRefusal, rootWorded, whoValue } from './phrases.ts';
import type { FactionModule, FactionTable, ReadCtx } from './faction.ts';
import { FACTION_MANIFESTS, factionTable, type FactionModules } from './factions/index.ts';
import { clergy } from './factions/clergy/index.ts';
import { duchy } from './factions/duchy/index.ts';
import { corvids } from './factions/corvids/index.ts';
import { legion } from './factions/legion/index.ts';
import { promptsRoot } from './prompts.ts';
import { scrambleRoot } from './scramble.ts';
import { rootBotHints } from './bot.ts';
import { setupRoot } from './setup.ts';
import type { RootOptions, RootState } from './state.ts';
import { tableRoot } from './table.ts';
import { logTextRoot } from './log-text.ts';
import { headlineOf, headlineRoot } from './headline.ts';
import { decisionSaid, viewRoot, type RootView } from './view.ts';
import { parsePayload } from '../../core/parse.ts';

export type { RootAction } from './actions.ts';
export type { RootOptions, RootState } from './state.ts';
export type { RootView } from './view.ts';

/**
 * Each faction's rules, by the id of its manifest: the type asks one module for each
 * manifest of factions/index.ts and no other. The core (every other file of
 * engine/games/root outside factions/) knows factions only through the `FactionModule`
 * contract; this and the list of manifests are the places that name them.
 */
const MODULES: FactionModules = { clergy, legion, duchy, corvids };

/** The factions this table can seat, by id, in the order of the list of manifests. */
export const FACTIONS: FactionTable = factionTable(FACTION_MANIFESTS.map((m) => MODULES[m.id]));

/** The factions a table seats when the options name none: the first ones of the list, one per seat. */
export const DEFAULT_FACTIONS: readonly string[] = Object.keys(FACTIONS);

/** The most seats a table of Root takes: four, and no more than there are factions. */
export const MAX_SEATS = Math.min(4, Object.keys(FACTIONS).length);

const optionsSchema = z.object({
  factions: z.array(z.string().min(1).max(32)).min(2).max(4).optional(),
  order: z.union([z.literal('random'), z.array(z.number().int().min(0).max(3)).min(2).max(4)]).optional(),
  maxTurns: z.number().int().min(1).max(1000).optional(),
}).strict();

/**
 * Options for a table of `seats`: `factions`, one per seat in seat order — a faction id,
 * "random" (drawn at setup from those nobody chose) or "pick" (chosen at the table before
 * setup; default: the first factions of the list) — `order`, the seats in turn order or
 * "random" (default: seat order), and a turn cap for simulations.
 */
export function parseRootOptions(raw: unknown, seats = 2): Result<RootOptions> {
  const parsed = optionsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // words-ok: a malformed options payload (zod's own words): the create form only sends well-formed options
    return ruleError('root/bad-options', `Root options: ${issue?.path.join('.') || 'options'} ${issue?.message ?? 'invalid'}.`);
  }
  const factions = parsed.data.factions ?? DEFAULT_FACTIONS.slice(0, seats);
  if (factions.length !== seats) return rootRefusal('bad-options', 'root.refusal.options.seats', { seats, n: factions.length });
  const unknown = factions.find((id) => id !== 'random' && id !== 'pick' && !Object.hasOwn(FACTIONS, id));
  if (unknown !== undefined) return rootRefusal('bad-options', 'root.refusal.options.unknown', { faction: unknown, known: Object.keys(FACTIONS).join(', ') });
  const fixed = factions.filter((id) => id !== 'random' && id !== 'pick');
  if (new Set(fixed).size !== fixed.length) return rootRefusal('bad-options', 'root.refusal.options.twice');
  const order = parsed.data.order ?? Array.from({ length: seats }, (_, i) => i);
  if (order !== 'random' && (order.length !== seats || new Set(order).size !== seats || order.some((x) => x >= seats))) {
    return rootRefusal('bad-options', 'root.refusal.options.order', { seats });
  }
  const out: RootOptions = { factions, order };
  if (parsed.data.maxTurns !== undefined) out.maxTurns = parsed.data.maxTurns;
  return out;
}

/** Checks the shape of an intent: a core action, or one of a faction's own ("hcc.swarm"). */
export function parseRootAction(raw: unknown): Result<RootAction> {
  const t = typeof raw === 'object' && raw !== null ? (raw as { t?: unknown }).t : undefined;
  if (typeof t === 'string' && t.includes('.')) {
    const prefix = t.slice(0, t.indexOf('.'));
    const f: FactionModule | undefined = Object.values(FACTIONS).find((x) => x.prefix === prefix);
    if (!f) return rootRefusal('bad-action', 'root.refusal.bad-action', { t });
    return f.parse(raw);
  }
  // words-ok: a malformed payload's refusal: the game's own client never sends one
  return parsePayload(coreActionSchema, raw, 'root/bad-action', 'That is not a Root action');
}

/** The simulator's default cap per seat (GameModule.actionCap): 5,000 actions a seat. */
const RANDOM_ACTIONS_PER_SEAT = 5000;

type Headline = ReturnType<typeof headlineOf>;

/** The headline of a game going on. */
function headlineOfState(ctx: ReadCtx): Headline {
  const decision = decisionSaid(ctx);
  return headlineOf(ctx.s.turn, decision.words, decision.plain);
}

/** Over when someone reaches 30 VP (or the simulator's turn cap); the headline says whose turn and phase. */
export function statusRoot(s: RootState): GameStatus {
  const ctx = { s, f: FACTIONS };
  const scores: Record<number, number> = {};
  for (const p of s.players) scores[p.seat] = p.vp;
  if (s.winners !== undefined) {
    const names = listValue(s.winners.map((w) => whoValue(ctx, w, true)), 'root.list.and');
    const how = s.endedBy === 'cap' || s.endedBy === 'dominance' ? s.endedBy : 'vp';
    const won = rootWorded('root.status.won', { names, how, max: String(s.maxTurns) });
    return { over: true, winners: [...s.winners], scores, headline: won.text, headlineWords: won.words };
  }
  // The headline is worked out when first read: the simulator asks for the status at every step, and reads only `over`.
  let h: Headline | undefined;
  return {
    over: false,
    scores,
    get headline(): string {
      return (h ??= headlineOfState(ctx)).text;
    },
    get headlineWords(): Phrase | undefined {
      return (h ??= headlineOfState(ctx)).words;
    },
  };
}

/**
 * Numbers for the simulator's summary: rounds played, how the game ended (30 VP or the
 * turn cap), and each faction's VP and wins.
 */
export function statsRoot(s: RootState): Record<string, number> {
  const out: Record<string, number> = {
    rounds: s.turn.number,
    endedAt30: s.endedBy === 'vp' ? 1 : 0,
    endedByDominance: s.endedBy === 'dominance' ? 1 : 0,
    endedByCap: s.endedBy === 'cap' ? 1 : 0,
  };
  for (const p of s.players) {
    out[`vp.${p.faction}`] = p.vp;
    out[`wins.${p.faction}`] = s.winners?.includes(p.seat) ? 1 : 0;
  }
  return out;
}

/**
 * Root (Woodland core on the Autumn map) with the Honeycomb Clergy and the Queenless
 * Legion of seed 001. Turn-based; every decision is an explicit action, including the
 * defender's ambush and the choice of pieces lost to hits.
 */
export const root: GameModule<RootState, RootAction, RootView, RootOptions> = {
  id: 'root',
  name: 'Root',
  minSeats: 2,
  maxSeats: MAX_SEATS,
  // 2: rule changes since version 1 replay a stored game differently (the Legion crafting
  // with a face-down plot named by its back, the four factions' rules since), so tables
  // stored under 1 are refused rather than rebuilt with rules they were not played under.
  rulesVersion: 3, // 3: undo's verdict comes from the action's declared reveals, not a replay on two scrambled states
  concurrent: false,
  parseOptions: parseRootOptions,
  parseAction: parseRootAction,
  setup: (options, seats, rng) => setupRoot(FACTIONS, options, seats, rng),
  apply: (draft, seat, action, rng) => applyRoot(FACTIONS, draft, seat, action, rng),
  logText: (entry, view, say) => logTextRoot(entry, view, FACTIONS, say),
  headline: headlineRoot,
  view: (s, viewer) => viewRoot(FACTIONS, s, viewer),
  scramble: (s, viewer, rng) => scrambleRoot(FACTIONS, s, viewer, rng),
  prompts: (s, seat) => promptsRoot(FACTIONS, s, seat),
  table: (v, viewer) => tableRoot(FACTIONS, v, viewer),
  status: statusRoot,
  // A seat's faction is its role: a rated game rates it as well as the player (server/accounts/records.ts).
  roles: (s) => s.players.map((p) => (p.faction ? FACTIONS[p.faction]?.name ?? p.faction : null)),
  stats: statsRoot,
  // Random play ends 3- and 4-seat games in up to about 2,300 actions (docs/PERFORMANCE.md):
  // a bound well beyond the longest seen, so a cap stops only a game that would never end.
  actionCap: (seats) => RANDOM_ACTIONS_PER_SEAT * seats,
  bot: rootBotHints(FACTIONS),
};
