/** The game's name in every language: the start page lists it before the game's own words load. */
import { words } from '../../../words/catalogue.ts';

const en = { 'delve.title': 'Delve' } as const;

export const delveTitle = words(en, { 'delve.title': 'Delve' });
