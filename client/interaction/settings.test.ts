import { describe, expect, it } from 'vitest';
import {
  LOOK_KEY, MUTED_SOUNDS_KEY, SAFE_PALETTE_KEY, SOUND_KEY, SPEED_KEY, TURN_NOTIFY_KEY, TURN_SOUND_KEY, formatMuted, loadSettings, parseMuted, saveSetting, soundAllowed, withMuted,
  type SettingsStorage,
} from './settings.ts';

function memory(initial: Record<string, string> = {}): SettingsStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (Object.hasOwn(data, k) ? data[k]! : null),
    setItem: (k, v) => {
      data[k] = v;
    },
  };
}

const blocked: SettingsStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('table settings', () => {
  it('default to 1× with sound, or skip when the system asks for reduced motion', () => {
    expect(loadSettings(memory(), false)).toEqual({ diceSpeed: '1x', speedSaved: false, soundOn: true, mutedSounds: [], turnSound: false, turnNotify: false, lookChoice: 'auto', safePalette: false });
    expect(loadSettings(memory(), true)).toEqual({ diceSpeed: 'skip', speedSaved: false, soundOn: true, mutedSounds: [], turnSound: false, turnNotify: false, lookChoice: 'auto', safePalette: false });
  });

  it('a saved speed wins over the system preference, and muting is kept', () => {
    const store = memory();
    expect(saveSetting(store, SPEED_KEY, '2x')).toBe(true);
    expect(saveSetting(store, SOUND_KEY, 'off')).toBe(true);
    expect(store.data).toEqual({ [SPEED_KEY]: '2x', [SOUND_KEY]: 'off' });
    expect(loadSettings(store, true)).toEqual({ diceSpeed: '2x', speedSaved: true, soundOn: false, mutedSounds: [], turnSound: false, turnNotify: false, lookChoice: 'auto', safePalette: false });
    saveSetting(store, SOUND_KEY, 'on');
    expect(loadSettings(store, false).soundOn).toBe(true);
  });

  it('ignores values it does not know', () => {
    expect(loadSettings(memory({ [SPEED_KEY]: '10x', [SOUND_KEY]: 'loud' }), false)).toEqual({ diceSpeed: '1x', speedSaved: false, soundOn: true, mutedSounds: [], turnSound: false, turnNotify: false, lookChoice: 'auto', safePalette: false });
  });

  it('survives blocked or missing storage (defaults, nothing saved)', () => {
    expect(loadSettings(blocked, true)).toEqual({ diceSpeed: 'skip', speedSaved: false, soundOn: true, mutedSounds: [], turnSound: false, turnNotify: false, lookChoice: 'auto', safePalette: false });
    expect(saveSetting(blocked, SPEED_KEY, '2x')).toBe(false);
    expect(loadSettings(null, false).diceSpeed).toBe('1x');
    expect(saveSetting(null, SOUND_KEY, 'off')).toBe(false);
  });

  it('your-turn tone and notification are off until turned on, and kept once on', () => {
    const store = memory();
    expect(loadSettings(store, false)).toMatchObject({ turnSound: false, turnNotify: false });
    saveSetting(store, TURN_SOUND_KEY, 'on');
    saveSetting(store, TURN_NOTIFY_KEY, 'on');
    expect(loadSettings(store, false)).toMatchObject({ turnSound: true, turnNotify: true });
    saveSetting(store, TURN_NOTIFY_KEY, 'off');
    expect(loadSettings(store, false).turnNotify).toBe(false);
  });

  it('each kind of table sound is muted on its own, kept, and silent whenever all sound is off', () => {
    const store = memory();
    let muted = withMuted([], 'tiles', true);
    muted = withMuted(muted, 'cards', true);
    expect(muted).toEqual(['cards', 'tiles']);
    saveSetting(store, MUTED_SOUNDS_KEY, formatMuted(muted));
    expect(store.data[MUTED_SOUNDS_KEY]).toBe('cards,tiles');
    const loaded = loadSettings(store, false);
    expect(loaded.mutedSounds).toEqual(['cards', 'tiles']);
    expect(soundAllowed(loaded, 'cards')).toBe(false);
    expect(soundAllowed(loaded, 'dice')).toBe(true);
    expect(soundAllowed({ ...loaded, soundOn: false }, 'dice')).toBe(false);
    expect(withMuted(muted, 'cards', false)).toEqual(['tiles']);
    expect(parseMuted('dice, horns,,bag')).toEqual(['bag', 'dice']);
    expect(parseMuted(null)).toEqual([]);
  });

  it('the look is auto until the player picks full or low-power, and an unknown value is auto', () => {
    const store = memory();
    expect(loadSettings(store, false).lookChoice).toBe('auto');
    saveSetting(store, LOOK_KEY, 'light');
    expect(loadSettings(store, false).lookChoice).toBe('light');
    saveSetting(store, LOOK_KEY, 'full');
    expect(loadSettings(store, false).lookChoice).toBe('full');
    saveSetting(store, LOOK_KEY, 'shiny');
    expect(loadSettings(store, false).lookChoice).toBe('auto');
  });

  it('the colour-blind-safe palette is off until turned on, and stays on once saved', () => {
    const store = memory();
    expect(loadSettings(store, false).safePalette).toBe(false);
    saveSetting(store, SAFE_PALETTE_KEY, 'on');
    expect(loadSettings(store, false).safePalette).toBe(true);
    saveSetting(store, SAFE_PALETTE_KEY, 'off');
    expect(loadSettings(store, false).safePalette).toBe(false);
    expect(loadSettings(blocked, false).safePalette).toBe(false);
  });
});
