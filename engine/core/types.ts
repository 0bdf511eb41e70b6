/** A seat at the table: 0-based index, stable for the whole game. */
export type SeatId = number;

/** Who a projection is made for: a seat, or anyone watching. */
export type Viewer = SeatId | 'spectator';

/**
 * Something that happened, for the log. `text`/`data` are public; `secret` carries the
 * version that only `secret.seats` may read (e.g. which cards were drawn). Projection
 * replaces the public part with the secret one for those seats and drops it for others.
 */
export interface GameEvent {
  kind: string;
  seat?: SeatId;
  text: string;
  data?: Record<string, unknown>;
  secret?: { seats: SeatId[]; text: string; data?: Record<string, unknown> };
}

/** An event as a given viewer may see it. */
export interface LogEntry {
  /** Version of the match right after the action that produced it. */
  v: number;
  kind: string;
  seat?: SeatId;
  text: string;
  data?: Record<string, unknown>;
}

/**
 * What a seat may do now. `actions` lists concrete legal actions (for buttons and for
 * the random-play simulator); where a choice is continuous (free placement) it holds a
 * representative sample. `targets` are piece ids the client should highlight.
 */
export interface Prompt<A> {
  key: string;
  label: string;
  actions: A[];
  targets?: string[];
}

export interface GameStatus {
  over: boolean;
  winners?: SeatId[];
  scores?: Record<SeatId, number>;
  /** Short sentence for a banner: whose turn, which phase. */
  headline?: string;
}
