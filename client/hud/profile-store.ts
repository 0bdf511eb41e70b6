/** The player's name and colour as edited on the start page; saved on every change. */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { loadProfile, saveProfile, type Profile } from '../net/storage.ts';

export const profileStore = createStore<Profile>()(() => loadProfile());

export function useProfile<T>(selector: (p: Profile) => T): T {
  return useStore(profileStore, selector);
}

/** Updates the profile; the name is kept as typed here and cleaned when saved. */
export function setProfile(change: Partial<Profile>): void {
  profileStore.setState(change);
  saveProfile(profileStore.getState());
}
