import { describe, expect, it } from 'vitest';
import { IDLE_ALERT, alertBody, alertStep, alertTitle, waitingOn, type AlertState } from './turn-alert.ts';

const act = { key: 'k', label: 'Do it', actions: [{ t: 'x' }] };
const proj = (prompts: unknown[], over = false) => ({ prompts, status: { over } }) as Parameters<typeof waitingOn>[0];

/** Runs the looks in order and returns the states and the fires. */
function run(looks: Array<[waiting: boolean, hidden: boolean]>): { states: AlertState[]; fires: boolean[] } {
  let s = IDLE_ALERT;
  const states: AlertState[] = [];
  const fires: boolean[] = [];
  for (const [w, h] of looks) {
    const step = alertStep(s, w, h);
    s = step.state;
    states.push(s);
    fires.push(step.fire);
  }
  return { states, fires };
}

describe('your-turn alerts', () => {
  it('the game waits on a seat with a prompt that offers an action, never on a spectator or once over', () => {
    expect(waitingOn(proj([act]), 0)).toBe(true);
    expect(waitingOn(proj([{ ...act, actions: [] }]), 0)).toBe(false);
    expect(waitingOn(proj([]), 1)).toBe(false);
    expect(waitingOn(proj([act]), 'spectator')).toBe(false);
    expect(waitingOn(proj([act]), null)).toBe(false);
    expect(waitingOn(proj([act], true), 0)).toBe(false);
    expect(waitingOn(null, 0)).toBe(false);
  });

  it('alerts once when the seat becomes waited on while the tab is hidden', () => {
    const { states, fires } = run([[false, false], [false, true], [true, true], [true, true]]);
    expect(fires).toEqual([false, false, true, false]);
    expect(states.map((s) => s.alerting)).toEqual([false, false, true, true]);
  });

  it('the alert ends when the tab is visible again, and does not come back by hiding it', () => {
    const { states, fires } = run([[false, true], [true, true], [true, false], [true, true]]);
    expect(states.map((s) => s.alerting)).toEqual([false, true, false, false]);
    expect(fires).toEqual([false, true, false, false]);
  });

  it('the alert ends when the game stops waiting on the seat', () => {
    const { states } = run([[false, true], [true, true], [false, true]]);
    expect(states.map((s) => s.alerting)).toEqual([false, true, false]);
  });

  it('no alert while the tab is visible, nor on the first projection (joining a table)', () => {
    expect(run([[false, false], [true, false]]).fires).toEqual([false, false]);
    expect(run([[true, true], [true, true]]).states.every((s) => !s.alerting)).toBe(true);
  });

  it('a second turn after the player came back alerts again', () => {
    const { fires } = run([[false, true], [true, true], [true, false], [false, false], [false, true], [true, true]]);
    expect(fires).toEqual([false, true, false, false, false, true]);
  });

  it('the title names the turn before the page name; the notification falls back to a plain line', () => {
    expect(alertTitle('Woodland Table')).toBe('● Your turn — Woodland Table');
    expect(alertBody('Seat 2 chooses a card')).toBe('Seat 2 chooses a card');
    expect(alertBody(undefined)).toBe('The table is waiting for you.');
    expect(alertBody('  ')).toBe('The table is waiting for you.');
  });
});
