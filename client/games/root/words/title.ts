/** The game's name in every language: the start page lists it before the game's own words load. */
import { words } from '../../../words/catalogue.ts';

const en = { 'root.title': 'Root' } as const;

export const rootTitle = words(en, { 'root.title': 'Root' });
