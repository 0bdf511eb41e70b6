/** Words of the seat colour palette setting. */
export const palette = {
  'palette.title': 'Seat colours',
  'palette.label': 'Seat colour palette',
  'palette.standard': 'Standard',
  'palette.safe': 'Colour-blind safe',
  'palette.note': "Colours chosen to stay apart with red–green or blue–yellow colour blindness. Every seat's pieces also carry its shape.",
} as const;
