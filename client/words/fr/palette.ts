import type { Translation } from '../catalogue.ts';
import type { palette as en } from '../en/palette.ts';

export const palette: Translation<typeof en> = {
  'palette.title': 'Couleurs des places',
  'palette.label': 'Palette des couleurs des places',
  'palette.standard': 'Habituelles',
  'palette.safe': 'Adaptées au daltonisme',
  'palette.note': 'Des couleurs choisies pour rester distinctes avec un daltonisme rouge-vert ou bleu-jaune. Les pièces de chaque place portent aussi sa forme.',
};
