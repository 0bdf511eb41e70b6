/**
 * The player's table settings, kept in localStorage: how dice throws play (1×, 2×, or
 * skipped to the result), whether the table makes sounds at all and which kinds of
 * sound are muted (cards, tokens, tiles, the bag, dice), and the your-turn alerts a player may
 * add to the title and favicon change (a tone, a browser notification; both off until
 * turned on), the table's look (auto, full or low-power; scene/look.ts) and the
 * colour-blind-safe seat palette (off until turned on; scene/seat-palette.ts). Without a saved speed the system's
 * reduced-motion preference decides (skip when it asks for less motion). Storage may be
 * missing or blocked (private modes): then the defaults apply and nothing is kept.
 */
import { DICE_SPEEDS, type DiceSpeed } from '../scene/dice-playback.ts';
import { LOOK_CHOICES, type LookChoice } from '../scene/look.ts';

export const SPEED_KEY = 'woodland.diceSpeed';
export const SOUND_KEY = 'woodland.diceSound';
export const TURN_SOUND_KEY = 'woodland.turnSound';
export const TURN_NOTIFY_KEY = 'woodland.turnNotify';
/** The muted kinds of table sound, comma-separated. */
export const MUTED_SOUNDS_KEY = 'woodland.mutedSounds';
/** The table's look: auto (by the renderer), full or light. */
export const LOOK_KEY = 'woodland.look';
/** Seats shown in the colour-blind-safe palette: 'on', else off. */
export const SAFE_PALETTE_KEY = 'woodland.safePalette';

/** The kinds of table sound a player can mute one by one. */
export const SOUND_KINDS = ['cards', 'tokens', 'tiles', 'bag', 'dice'] as const;
export type SoundKind = (typeof SOUND_KINDS)[number];

/** The keys a setting is saved under. */
export type SettingKey = typeof SPEED_KEY | typeof SOUND_KEY | typeof TURN_SOUND_KEY | typeof TURN_NOTIFY_KEY | typeof MUTED_SOUNDS_KEY | typeof LOOK_KEY | typeof SAFE_PALETTE_KEY;

/** The part of Storage the settings use. */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface Settings {
  diceSpeed: DiceSpeed;
  /** Whether the player chose the speed (else it follows the reduced-motion preference). */
  speedSaved: boolean;
  /** Table sounds at all (the master switch; the key predates the other kinds). */
  soundOn: boolean;
  /** The kinds of table sound muted one by one (in SOUND_KINDS order). */
  mutedSounds: SoundKind[];
  /** A short tone when the table starts waiting on you while the tab is in the background. */
  turnSound: boolean;
  /** A browser notification then (the browser's permission is asked when turned on). */
  turnNotify: boolean;
  /** The table's look: auto (low-power on a software renderer), full or low-power. */
  lookChoice: LookChoice;
  /** Seats' colours drawn and listed from the colour-blind-safe palette (off by default). */
  safePalette: boolean;
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
    mutedSounds: parseMuted(read(storage, MUTED_SOUNDS_KEY)),
    turnSound: read(storage, TURN_SOUND_KEY) === 'on',
    turnNotify: read(storage, TURN_NOTIFY_KEY) === 'on',
    lookChoice: parseLookChoice(read(storage, LOOK_KEY)),
    safePalette: read(storage, SAFE_PALETTE_KEY) === 'on',
  };
}

/** A saved look choice; anything else is auto. */
export function parseLookChoice(saved: string | null): LookChoice {
  return (LOOK_CHOICES as readonly string[]).includes(saved ?? '') ? (saved as LookChoice) : 'auto';
}

/** The muted kinds in a saved list; unknown names are ignored, the order is SOUND_KINDS'. */
export function parseMuted(saved: string | null): SoundKind[] {
  const names = new Set((saved ?? '').split(',').map((n) => n.trim()));
  return SOUND_KINDS.filter((k) => names.has(k));
}

/** The saved form of a muted list. */
export function formatMuted(kinds: readonly SoundKind[]): string {
  return SOUND_KINDS.filter((k) => kinds.includes(k)).join(',');
}

/** The muted list with `kind` muted or not. */
export function withMuted(kinds: readonly SoundKind[], kind: SoundKind, muted: boolean): SoundKind[] {
  return SOUND_KINDS.filter((k) => (k === kind ? muted : kinds.includes(k)));
}

/** Whether a sound of `kind` plays: the table's sound is on and that kind is not muted. */
export function soundAllowed(s: Pick<Settings, 'soundOn' | 'mutedSounds'>, kind: SoundKind): boolean {
  return s.soundOn && !s.mutedSounds.includes(kind);
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
