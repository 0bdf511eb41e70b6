/** Words of the language setting. */
export const settings = {
  'settings.language': 'Language',
  'settings.language.note': 'The table, its rules help and its log in this language. Names and chat stay as written.',
  'lang.en': 'English',
  'lang.fr': 'Français',
} as const;
