/**
 * The player's table settings, kept in localStorage: how dice throws play (1×, 2×, or
 * skipped to the result), whether impacts click, and the your-turn alerts a player may
 * add to the title and favicon change (a tone, a browser notification; both off until
 * turned on). Without a saved speed the system's
 * reduced-motion preference decides (skip when it asks for less motion). Storage may be
 * missing or blocked (private modes): then the defaults apply and nothing is kept.
 */
import { DICE_SPEEDS, type DiceSpeed } from '../scene/dice-playback.ts';

export const SPEED_KEY = 'woodland.diceSpeed';
export const SOUND_KEY = 'woodland.diceSound';
export const TURN_SOUND_KEY = 'woodland.turnSound';
export const TURN_NOTIFY_KEY = 'woodland.turnNotify';

/** The keys a setting is saved under. */
export type SettingKey = typeof SPEED_KEY | typeof SOUND_KEY | typeof TURN_SOUND_KEY | typeof TURN_NOTIFY_KEY;

/** The part of Storage the settings use. */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface Settings {
  diceSpeed: DiceSpeed;
  /** Whether the player chose the speed (else it follows the reduced-motion preference). */
  speedSaved: boolean;
  soundOn: boolean;
  /** A short tone when the table starts waiting on you while the tab is in the background. */
  turnSound: boolean;
  /** A browser notification then (the browser's permission is asked when turned on). */
  turnNotify: boolean;
}

function read(storage: SettingsStorage | null | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The speed that fits the system preference when the player has not chosen one. */
export function defaultDiceSpeed(prefersReducedMotion: boolean): DiceSpeed {
  return prefersReducedMotion ? 'skip' : '1x';
}

/** Reads the saved settings; anything missing or unreadable takes its default. */
export function loadSettings(storage: SettingsStorage | null | undefined, prefersReducedMotion: boolean): Settings {
  const speed = read(storage, SPEED_KEY);
  const saved = speed !== null && (DICE_SPEEDS as readonly string[]).includes(speed);
  return {
    diceSpeed: saved ? (speed as DiceSpeed) : defaultDiceSpeed(prefersReducedMotion),
    speedSaved: saved,
    soundOn: read(storage, SOUND_KEY) !== 'off',
    turnSound: read(storage, TURN_SOUND_KEY) === 'on',
    turnNotify: read(storage, TURN_NOTIFY_KEY) === 'on',
  };
}

/** Saves one setting; false when the storage refused it (it still applies for this visit). */
export function saveSetting(storage: SettingsStorage | null | undefined, key: SettingKey, value: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The page's localStorage, or null where there is none (tests, blocked storage). */
export function pageStorage(): SettingsStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The reduced-motion media query of this page, or null outside a browser. */
export function reducedMotionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)')
    : null;
}
