/** The game's name in every language: the start page lists it before the game's own words load. */
import { words } from '../../../words/catalogue.ts';

const en = { 'sandbox.title': 'Free table' } as const;

export const sandboxTitle = words(en, { 'sandbox.title': 'Table libre' });
