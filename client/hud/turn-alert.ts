/**
 * Your-turn alerts for a tab in the background: when this seat becomes one the game waits
 * on while the page is hidden, the title and favicon change (and, if the player asked for
 * them in the settings, a short tone plays and a browser notification appears); all of it
 * is taken back when the tab is visible again or the game no longer waits on the seat.
 * This file is the pure part — when to alert and what the title says; the DOM side lives
 * in use-turn-alert.ts.
 */
import type { Projection } from '../../engine/core/match.ts';
import { say } from '../words/say.ts';

/** What the alert remembers between projections. */
export interface AlertState {
  /** Whether the game waited on this seat at the last look; null before the first projection. */
  waiting: boolean | null;
  /** Whether the title and favicon show the alert now. */
  alerting: boolean;
}

export const IDLE_ALERT: AlertState = { waiting: null, alerting: false };

/** What one look at the table (a projection, a visibility change) decides. */
export interface AlertStep {
  state: AlertState;
  /** True once per alert: the moment to play the tone and post the notification. */
  fire: boolean;
}

/**
 * Whether the game waits on `seat`: a seated viewer (not a spectator) with at least one
 * prompt that offers an action, in a game that is not over.
 */
export function waitingOn(projection: Pick<Projection, 'prompts' | 'status'> | null, seat: number | 'spectator' | null): boolean {
  if (projection === null || typeof seat !== 'number') return false;
  if (projection.status.over) return false;
  return projection.prompts.some((p) => p.actions.length > 0);
}

/**
 * The next alert state. An alert starts only when the seat becomes waited on (it was not
 * at the last look) while the page is hidden; the first projection only sets the baseline,
 * so joining a table never alerts, and a game that always offers every seat something
 * (a free table) alerts only if it stopped waiting and started again. The alert ends when
 * the page is visible or the seat is no longer waited on.
 */
export function alertStep(prev: AlertState, waiting: boolean, hidden: boolean): AlertStep {
  const became = prev.waiting === false && waiting;
  const fire = became && hidden && !prev.alerting;
  const alerting = waiting && hidden && (prev.alerting || became);
  return { state: { waiting, alerting }, fire };
}

/** The tab title while alerting. */
export function alertTitle(base: string): string {
  return say('hud.alert.title', { base });
}

/** The notification's text. */
export function alertBody(headline: string | undefined): string {
  return headline && headline.trim() !== '' ? headline : say('hud.alert.body');
}
