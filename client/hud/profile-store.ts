/** The player's name and colour as edited on the start page; saved on every change. */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { loadProfile, savedProfileText, saveProfile, type Profile } from '../net/storage.ts';
import { profileNameIn } from './join-gate.ts';

/** A browser that never saved a name starts with an empty field (its placeholder says Guest). */
export const profileStore = createStore<Profile>()(() => ({ ...loadProfile(), name: profileNameIn(savedProfileText()) ?? '' }));

export function useProfile<T>(selector: (p: Profile) => T): T {
  return useStore(profileStore, selector);
}

/** Updates the profile; the name is kept as typed here and cleaned when saved. */
export function setProfile(change: Partial<Profile>): void {
  profileStore.setState(change);
  saveProfile(profileStore.getState());
}

let offered = false;

/** The start page's profile form was shown (a table page then need not ask for a name). */
export function markProfileOffered(): void {
  offered = true;
}

export function profileOffered(): boolean {
  return offered;
}
