import type { Translation } from '../catalogue.ts';
import type { settings as en } from '../en/settings.ts';

export const settings: Translation<typeof en> = {
  'settings.language': 'Langue',
  'settings.language.note': 'La table, l’aide des règles et le journal dans cette langue. Les noms et le chat restent tels qu’écrits.',
  'lang.en': 'English',
  'lang.fr': 'Français',
};
