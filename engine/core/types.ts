/** A seat at the table: 0-based index, stable for the whole game. */
export type SeatId = number;

/** Who a projection is made for: a seat, or anyone watching. */
export type Viewer = SeatId | 'spectator';

/**
 * The outcome of a hidden random step — a shuffle's new order, a blind draw from a bag —
 * that nobody may see while the game runs but everyone may check after it. `container`
 * names what was shuffled or drawn from (public: a deck's or bag's id); `result` is what
 * came out, as plain JSON that replaying the action log from the seed rebuilds exactly.
 * The server publishes a keyed digest of it at the time (the log entry's `commit`,
 * docs/PROTOCOL.md §8); the outcome itself is never projected to anyone.
 */
export interface HiddenOutcome {
  type: 'shuffle' | 'draw';
  container: string;
  result: unknown;
}

/**
 * Something that happened, for the log. `text`/`data` are public; `secret` carries the
 * version that only `secret.seats` may read (e.g. which cards were drawn). Projection
 * replaces the public part with the secret one for those seats and drops it for others.
 * `hidden` is read by no viewer at all (see `HiddenOutcome`).
 */
export interface GameEvent {
  kind: string;
  seat?: SeatId;
  text: string;
  data?: Record<string, unknown>;
  secret?: { seats: SeatId[]; text: string; data?: Record<string, unknown> };
  hidden?: HiddenOutcome;
}

/** An event as a given viewer may see it. */
export interface LogEntry {
  /** Version of the match right after the action that produced it. */
  v: number;
  kind: string;
  seat?: SeatId;
  text: string;
  data?: Record<string, unknown>;
  /**
   * For an event with a hidden random outcome (a shuffle, a blind draw): the server's
   * commitment to it, hex HMAC-SHA256 keyed with the seed (docs/PROTOCOL.md §8). The same
   * for every viewer; checkable once the seed is revealed.
   */
  commit?: string;
}

/**
 * What a seat may do now. `actions` lists concrete legal actions (for buttons and for
 * the random-play simulator); where a choice is continuous (free placement) it holds a
 * representative sample. `targets` are piece ids the client should highlight.
 */
export interface Prompt<A> {
  key: string;
  /** The prompt in English (bots, logs, tools); `words` is the same as data, worded by each client. */
  label: string;
  words?: Phrase;
  actions: A[];
  targets?: string[];
  /**
   * Taking it ends the game at once (the free table's "end the table"): a client should
   * ask before sending it, and random play leaves it out.
   */
  ends?: boolean;
  /**
   * Taking it ends the seat's current step without doing more (Root's "End Daylight"):
   * what a table's clock skips to for a seat out of time or away, where the rules allow.
   */
  pass?: boolean;
  /**
   * How likely a random-play bot (the simulator) is to pick this prompt, relative to the
   * others (default 1). A hint for bots only: it never limits what a player may do.
   */
  weight?: number;
}

export interface GameStatus {
  over: boolean;
  winners?: SeatId[];
  scores?: Record<SeatId, number>;
  /** Short sentence for a banner: whose turn, which phase. */
  headline?: string;
  /** The headline as data (engine/core/words.ts `Phrase`), worded in each reader's language. */
  headlineWords?: Phrase;
}

/** One action in the trail of actions that may be taken back. */
export interface UndoEntry {
  /** The version the action made. */
  v: number;
  seat: SeatId;
  /** The action as sent. */
  action: unknown;
  /** Its first public log line, for "took back: …" and the Undo button. */
  text: string;
  /** The game state before it; absent when it can never be taken back. */
  before?: unknown;
  /** Its events (with `before`). */
  events?: GameEvent[];
  /**
   * With `before`: the viewers it showed something hidden, as the game declared
   * (`Applied.reveals`), in viewer order; empty when it showed nobody anything. (A trail
   * kept before games declared it travels only in a snapshot of an older rules version,
   * which is never rebuilt from.)
   */
  shown?: Viewer[];
  /** Why it can never be taken back, when it cannot. */
  blocked?: string;
  /** `blocked` as data, worded in each reader's language. */
  blockedWords?: Phrase;
}

/**
 * Whether `seat` may take back its last action now, as its projection carries it. `v`:
 * the version of the action a take-back undoes (or would, where it may not: then `why`
 * is the part of `reason` after that action's log line `text`). `last`: the seat that acted
 * last, where that is the reason (`actedLastWords`).
 */
export type UndoStatus =
  | { can: true; text: string; v: number }
  | { can: false; reason: string; words?: Phrase; v?: number; why?: string; whyWords?: Phrase; last?: SeatId };

/** A value a phrase words: plain, or a phrase of its own (a card's name, a clearing), worded first. */
export type PhraseValue = string | number | boolean | null | undefined | Phrase;

/**
 * Words the engine made, as data: a catalogue message `id` and its `values`. The engine
 * keeps the English beside it (a prompt's `label`, a refusal's `message`, a status's
 * `headline`…) for logs, bots and tools; a client words the phrase in its reader's
 * language (`sayPhrase`). A value that is a phrase is worded first, in the same language.
 */
export interface Phrase {
  readonly id: string;
  readonly values?: Readonly<Record<string, PhraseValue>>;
}
