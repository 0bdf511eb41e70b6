/**
 * Turn notifications (docs/PROTOCOL.md "Turn notifications"): when the game starts waiting
 * on a seat held by an account with no open window at this table, that account's
 * subscribed browsers are told (server/accounts/push.ts) — once per turn, which
 * `push_sent` remembers across rooms and processes. On a table with a turn-based clock a
 * reminder follows before the deadline. What a notification says is public: the game's
 * name and the last public log line (server/accounts/table-words.ts), never a hand.
 *
 * A seat's turn is named by the version since which it has waited without a break
 * (`v<since>`): a second action while the same seat still waits is the same turn.
 * Sending happens off the room's path; a failure is logged.
 */
import { decidingSeats } from '../../engine/core/match.ts';
import { phrase, type Phrase } from '../../engine/core/words.ts';
import { pushText } from '../../wire/push-words.ts';
import { firstNotice, pushToAccount, type PushPayload, type PushSender } from '../accounts/push.ts';
import { lastPublicLine } from '../accounts/table-words.ts';
import type { Table } from './table/table.ts';

/** The longest a reminder comes before a turn's deadline. */
export const REMINDER_LEAD_MAX_MS = 3_600_000;
/** How long a push service keeps an undelivered turn notification (a phone off for a day still hears of it). */
const TTL_SECONDS = 24 * 3600;

export type NoticeTable = Pick<
  Table, 'code' | 'ctx' | 'game' | 'match' | 'members' | 'seating' | 'state' | 'accounts' | 'keeper' | 'settings' | 'later' | 'now'
>;

interface Waiting {
  since: number;
  cancelReminder: (() => void) | null;
  /** When the reminder is due (the table's time), while one is set. */
  dueAt: number;
}

/** Per table: the seats the game waits on, since which version. */
const tables = new WeakMap<NoticeTable, Map<number, Waiting>>();

/**
 * Reminders of tables whose room closed while a seat waited (everyone left: a turn-based
 * game is mostly played that way), by table code. Nothing can change such a table until it
 * is reopened, and its deadline keeps running, so the reminder still comes — unless the
 * room opens again first, which sets its own (`noticeTurns`). Kept in this process only.
 */
const parked = new Map<string, Set<ReturnType<typeof setTimeout>>>();

/** How long before the deadline of a `moveMs` turn its reminder comes: a quarter of it, at most an hour. */
export function reminderLead(moveMs: number): number {
  return Math.min(REMINDER_LEAD_MAX_MS, Math.floor(moveMs / 4));
}

/** When the reminder of a turn with `leftMs` to go is due, from now (null: too late for one). */
export function reminderDelay(leftMs: number, moveMs: number): number | null {
  if (leftMs <= 0) return null;
  return Math.max(0, leftMs - reminderLead(moveMs));
}

/** "45 minutes", "1 minute", "3 hours": the time left, rounded, as a phrase of wire/push-words.ts. */
function timeLeft(ms: number): Phrase {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 120) return phrase('push.left.minutes', { n: minutes });
  return phrase('push.left.hours', { n: Math.round(minutes / 60) });
}

/** The time left, in English words. */
export function timeLeftWords(ms: number): string {
  return pushText(timeLeft(ms), 'en');
}

/** A reminder's title ("Your turn in Root ends in 45 minutes"), in English and as a phrase. */
export function reminderTitle(gameName: string, leftMs: number): Pick<PushPayload, 'title' | 'titleWords'> {
  const titleWords = phrase('push.turn.reminder', { game: gameName, left: timeLeft(leftMs) });
  return { title: pushText(titleWords, 'en'), titleWords };
}

/** A turn's title ("Your turn in Root"), in English and as a phrase. */
function turnTitle(gameName: string): Pick<PushPayload, 'title' | 'titleWords'> {
  const titleWords = phrase('push.turn.title', { game: gameName });
  return { title: pushText(titleWords, 'en'), titleWords };
}

/** Per table: the name each seat was last taken under, so a line still names a player who has left. */
const seatNames = new WeakMap<NoticeTable, string[]>();

function namesOf(table: NoticeTable): string[] {
  const known = seatNames.get(table) ?? [];
  seatNames.set(table, known);
  table.state.seats.forEach((s, seat) => {
    if (s.occupied && s.name) known[seat] = s.name;
  });
  return Array.from({ length: table.match.seats }, (_, seat) => known[seat] ?? table.seating.name(seat));
}

/**
 * The notification to `seat` of `table` now: the game's name and what the others did last
 * (the newest public line another seat's action logged, else the newest public line).
 * That line is the game's English, which the server cannot word in another language: a
 * browser subscribed in another one is told "It is your turn." in its language instead.
 */
export function turnPayload(table: NoticeTable, seat: number, leftMs?: number): PushPayload {
  const names = namesOf(table);
  const line = lastPublicLine(table.match, names, seat) ?? lastPublicLine(table.match, names);
  const bodyWords = phrase('push.turn.body');
  return {
    ...(leftMs === undefined ? turnTitle(table.game.name) : reminderTitle(table.game.name, leftMs)),
    ...(line === null ? { body: pushText(bodyWords, 'en'), bodyWords } : { body: line, bodyWords, bodyIsLogLine: true }),
    url: `/t/${table.code}`,
    tag: `turn-${table.code}`,
    code: table.code,
  };
}

/** Whether `accountId` has a window open at the table now. */
function present(table: NoticeTable, accountId: string): boolean {
  for (const m of table.members.values()) if (m.connected && m.account?.id === accountId) return true;
  return false;
}

function sender(table: NoticeTable): PushSender {
  const ctx = table.ctx;
  return { sql: ctx.store.sql, push: ctx.site.push, log: (line) => ctx.log(`table ${table.code}: ${line}`) };
}

/** Tells `accountId` of `turn` unless it was told already; off the room's path. */
function tell(table: NoticeTable, accountId: string, turn: string, payload: PushPayload): void {
  const out = sender(table);
  const { sql } = out;
  void firstNotice(sql, accountId, table.code, turn, table.now())
    .then((first) => (first ? pushToAccount(out, accountId, payload, TTL_SECONDS) : undefined))
    .catch((e: unknown) => out.log(`turn notice failed: ${e instanceof Error ? e.message : String(e)}`));
}

/**
 * After a version went live, or the table opened: seats the game newly waits on are told,
 * their reminders set; seats that no longer wait lose theirs.
 */
export function noticeTurns(table: NoticeTable): void {
  // A free table (`concurrent`) has no turns: everyone may act at any time, so there is
  // nothing to tell — and working out who has prompts there costs a pass over every piece.
  if (table.game.concurrent) return;
  let waiting = tables.get(table);
  if (!waiting) {
    tables.set(table, (waiting = new Map()));
    unpark(table.code);
  }
  namesOf(table);
  const version = table.match.version;
  const now = new Set(decidingSeats(table.game, table.match));
  for (const [seat, w] of waiting) {
    if (now.has(seat)) continue;
    w.cancelReminder?.();
    waiting.delete(seat);
  }
  for (const seat of now) {
    if (waiting.has(seat)) continue;
    const w: Waiting = { since: version, cancelReminder: null, dueAt: 0 };
    waiting.set(seat, w);
    const accountId = table.accounts.of(seat);
    if (accountId === undefined) continue;
    if (!present(table, accountId)) tell(table, accountId, `v${version}`, turnPayload(table, seat));
    w.cancelReminder = remind(table, seat, w);
  }
}

/**
 * An account's window at the table closed: if a seat of theirs is waiting (its turn began
 * while the window was open, so nobody was told) and no window of theirs is back after the
 * grace (`push.windowGraceMs`: a reload or a dropped connection coming back within it is
 * not worth a notification), that turn is told now — once, as any turn.
 */
export function windowClosed(table: NoticeTable, accountId: string): void {
  table.later(table.ctx.site.push.windowGraceMs, () => {
    const waiting = tables.get(table);
    if (!waiting || present(table, accountId)) return;
    for (const [seat, w] of waiting) {
      if (table.accounts.of(seat) === accountId) tell(table, accountId, `v${w.since}`, turnPayload(table, seat));
    }
  });
}

/** Sets the reminder of a seat that waits on a turn-based clock (null: none applies). */
function remind(table: NoticeTable, seat: number, w: Waiting): (() => void) | null {
  const clock = table.settings.clock;
  const clocks = table.keeper.clocks;
  if (clock?.kind !== 'turn' || !clocks) return null;
  const at = table.now();
  // A clock that does not run yet (a seat still empty) has no deadline to remind of.
  if (!clocks.message(at).seats[seat]?.running) return null;
  const delay = reminderDelay(clocks.leftOf(seat, at), clock.moveMs);
  if (delay === null) return null;
  w.dueAt = at + delay;
  return table.later(delay, () => {
    w.cancelReminder = null;
    const waiting = tables.get(table);
    if (waiting?.get(seat) !== w) return;
    const accountId = table.accounts.of(seat);
    if (accountId === undefined || present(table, accountId)) return;
    const left = clocks.leftOf(seat, table.now());
    if (left <= 0) return;
    tell(table, accountId, `v${w.since}:reminder`, turnPayload(table, seat, left));
  });
}

/** The table is closing: its room's timers stop; a reminder still due goes on without the room (`parked`). */
export function stopTurnNotices(table: NoticeTable): void {
  const waiting = tables.get(table);
  tables.delete(table);
  if (!waiting) return;
  for (const [seat, w] of waiting) {
    if (!w.cancelReminder) continue;
    w.cancelReminder();
    w.cancelReminder = null;
    park(table, seat, w);
  }
}

function park(table: NoticeTable, seat: number, w: Waiting): void {
  const accountId = table.accounts.of(seat);
  const clocks = table.keeper.clocks;
  if (accountId === undefined || !clocks) return;
  const at = table.now();
  const deadline = at + clocks.leftOf(seat, at);
  // Worded now: the table cannot change while its room is closed.
  const payload = turnPayload(table, seat);
  const code = table.code;
  const timers = parked.get(code) ?? new Set();
  parked.set(code, timers);
  const timer = setTimeout(() => {
    timers.delete(timer);
    if (timers.size === 0) parked.delete(code);
    // Reopened here meanwhile: its room reminds (another process that reopens it reminds
    // of the same turn under the same key, which push_sent lets through once).
    if (table.ctx.live.has(code)) return;
    const left = deadline - table.now();
    if (left <= 0) return;
    tell(table, accountId, `v${w.since}:reminder`, { ...payload, ...reminderTitle(table.game.name, left) });
  }, Math.max(0, w.dueAt - at));
  // A stopping server does not wait for it.
  timer.unref();
  timers.add(timer);
}

function unpark(code: string): void {
  for (const timer of parked.get(code) ?? []) clearTimeout(timer);
  parked.delete(code);
}
