/** The game's name in every language: the start page lists it before the game's own words load. */
import { words } from '../../../words/catalogue.ts';

const en = { 'forest.title': 'Into the Forest' } as const;

export const forestTitle = words(en, { 'forest.title': 'Au cœur de la forêt' });
