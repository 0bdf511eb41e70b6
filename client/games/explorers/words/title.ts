/** The game's name in every language: the start page lists it before the game's own words load. */
import { words } from '../../../words/catalogue.ts';

const en = { 'explorers.title': 'Explorers of the Woodlands' } as const;

export const explorersTitle = words(en, { 'explorers.title': 'Explorateurs des Bois' });
