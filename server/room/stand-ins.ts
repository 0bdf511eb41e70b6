/**
 * Who acts for a seat when no person does (docs/PROTOCOL.md "Clocks and absent players"):
 *
 * - a bot seat: the host filled it with a bot at creation; the bot plays it to the end;
 * - an away seat: its player left beyond the reconnection grace (or left mid-game) at a
 *   table whose policy is `bot` or `skip`: a bot ("zombie") plays it, or its turns are
 *   skipped where the rules allow (the game's `pass` prompt), until a person sits there
 *   again (the player with their resume token takes it back, else anyone who joins);
 * - a seat out of time (server/room/clocks.ts) at a table whose policy is `bot` or `skip`:
 *   the bot makes, or the skip ends, that one decision.
 *
 * A stand-in decides only from the seat's sample (engine/bots `sampleFor`: the seat's view
 * as a full state, never the true one), on the bot thread (server/bots/pool.ts), after a
 * short pause so people can follow. Its action then takes the table's one path
 * (server/room/table/table.ts `submit`: admit → decide → store → publish) like anyone's,
 * marked with who made it; an answer for a version that is no longer current is thrown
 * away and the seat thought for again.
 */
import { randomBytes } from 'node:crypto';
import { randomMove, sampleFor } from '../../engine/bots/index.ts';
import { decidingSeats, type Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import type { Prompt } from '../../engine/core/types.ts';
import type { AbsentPolicy, BotSeatLevel, TableSettings } from '../../wire/protocol.ts';
import type { Table } from './table/table.ts';

/** What a stand-in does for a seat now. */
export type StandIn = { kind: 'bot'; level: BotSeatLevel } | { kind: 'skip' };

/**
 * How a bot seat is named at the table: by its seat, so that several bots are told apart
 * wherever names show (seats, log, clocks, the caster's panel). Its level stays in the
 * seat's `bot` field; a client that knows what the seat plays names it by that instead
 * ("Corvid Conspiracy bot", client/net/bot-names.ts).
 */
export function botName(seat: number): string {
  return `Seat ${seat + 1} bot`;
}

/** The level of the bot that plays for an absent player. */
const ZOMBIE_LEVEL: BotSeatLevel = 'search';

/** What the stand-ins use of the table: its game and match, its clock, the bot thread, and its one way in for an action. */
export type StandInTable = Pick<Table, 'game' | 'match' | 'later' | 'think' | 'submit' | 'log'>;

/** The actions of the seat's `pass` prompt, when the rules allow a skip now. */
export function passAction(game: AnyGameModule, match: Match, seat: number): unknown {
  const pass = game.prompts(match.state, seat).find((p: Prompt<unknown>) => p.pass && p.actions.length > 0);
  return pass ? pass.actions[0] : null;
}

/**
 * What a bot takes when the engine refused its choice (a bot's fault, never the seat's):
 * the random bot's move, one of the actions the seat's own prompts offer, so the table
 * never waits on a bot. Decided from the seat's sample, as every stand-in is.
 */
export function promptedAction(game: AnyGameModule, match: Match, seat: number): unknown {
  const seed = randomBytes(12).toString('base64url');
  return randomMove(game, sampleFor(game, match.state, seat, match.seats, seed), seed);
}

/** After a stand-in could not act (its thought failed, its action was not saved), how long before its seat is thought for again. */
export const STAND_IN_RETRY_MS = 1_000;

export class StandIns {
  /** Seat → the level of the bot that plays it from the start. */
  private readonly bots = new Map<number, BotSeatLevel>();
  /** Away seats → the policy acting for them. */
  private readonly away = new Map<number, Exclude<AbsentPolicy, 'wait'>>();
  /** Seats out of time in their current decision. */
  private readonly outOfTime = new Set<number>();
  /** Seat → the version a stand-in is deciding on, and how to call it off. */
  private readonly busy = new Map<number, { v: number; cancel: () => void }>();
  private stopped = false;

  constructor(private readonly table: StandInTable, readonly settings: TableSettings, private readonly pauseMs: number) {
    settings.bots.forEach((level, seat) => { if (level) this.bots.set(seat, level); });
  }

  isBot(seat: number): boolean {
    return this.bots.has(seat);
  }

  botLevel(seat: number): BotSeatLevel | null {
    return this.bots.get(seat) ?? null;
  }

  /** Whether the policy lets a stand-in act for absent players (not `wait`). */
  get covers(): boolean {
    return this.settings.absent !== 'wait';
  }

  awayPolicy(seat: number): Exclude<AbsentPolicy, 'wait'> | null {
    return this.away.get(seat) ?? null;
  }

  /** The seat's player is gone: the policy acts for it (no-op under `wait`). */
  setAway(seat: number): void {
    if (this.settings.absent === 'wait' || this.bots.has(seat)) return;
    this.away.set(seat, this.settings.absent);
    this.plan();
  }

  /** A person holds the seat again. */
  setBack(seat: number): void {
    this.away.delete(seat);
    this.cancel(seat);
  }

  /** The seat's clock ran out in its current decision. */
  setOutOfTime(seat: number): void {
    this.outOfTime.add(seat);
    this.plan();
  }

  /** What acts for `seat` now, if anything. */
  standIn(seat: number): StandIn | null {
    const bot = this.bots.get(seat);
    if (bot) return { kind: 'bot', level: bot };
    const policy = this.away.get(seat) ?? (this.outOfTime.has(seat) && this.settings.absent !== 'wait' ? this.settings.absent : null);
    if (!policy) return null;
    return policy === 'bot' ? { kind: 'bot', level: ZOMBIE_LEVEL } : { kind: 'skip' };
  }

  /** After every change of the table: start a stand-in for each seat the game waits on that needs one. */
  plan(): void {
    if (this.stopped) return;
    // No bot seat, nobody away or out of time, nothing running: no seat can need one, and
    // working out the deciding seats (every seat's prompts, for some games) is skipped.
    if (this.bots.size === 0 && this.away.size === 0 && this.outOfTime.size === 0 && this.busy.size === 0) return;
    const match = this.table.match;
    const deciding = new Set(decidingSeats(this.table.game, match));
    for (const seat of [...this.outOfTime]) if (!deciding.has(seat)) this.outOfTime.delete(seat);
    for (const [seat, job] of [...this.busy]) {
      if (!deciding.has(seat) || job.v !== match.version) this.cancel(seat);
    }
    for (const seat of deciding) {
      if (this.busy.has(seat)) continue;
      const who = this.standIn(seat);
      if (!who) continue;
      this.start(seat, match, who);
    }
  }

  /** A stand-in could not act (its thought failed, its action was not saved): its seat is thought for again a little later. */
  retryLater(): void {
    this.table.later(STAND_IN_RETRY_MS, () => this.plan());
  }

  stop(): void {
    this.stopped = true;
    for (const seat of [...this.busy.keys()]) this.cancel(seat);
  }

  private cancel(seat: number): void {
    this.busy.get(seat)?.cancel();
    this.busy.delete(seat);
  }

  private start(seat: number, match: Match, who: StandIn): void {
    let live = true;
    const v = match.version;
    const cancelPause = this.table.later(this.pauseMs, () => {
      if (!live) return;
      if (who.kind === 'skip') {
        const action = passAction(this.table.game, match, seat);
        this.busy.delete(seat);
        // No skip here: the table waits for the seat, as the rules require.
        if (action !== null) this.table.submit({ kind: 'stand-in', seat, v, action, by: 'clock' });
        return;
      }
      const seed = randomBytes(12).toString('base64url');
      const sample = sampleFor(this.table.game, match.state, seat, match.seats, seed);
      this.table.think(sample, who.level, seed).then((action) => {
        if (!live) return;
        this.busy.delete(seat);
        if (action === null || action === undefined) return;
        this.table.submit({ kind: 'stand-in', seat, v, action, by: 'bot' });
      }, (e: unknown) => {
        if (!live) return;
        this.busy.delete(seat);
        this.table.log(`stand-in for seat ${seat} failed: ${e instanceof Error ? e.message : String(e)}; it thinks again shortly`);
        this.retryLater();
      });
    });
    this.busy.set(seat, { v, cancel: () => { live = false; cancelPause(); } });
  }
}
