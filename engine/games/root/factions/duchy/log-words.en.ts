/** The Duchy's reasons in its log lines in English (keys `root.log.duchy.…`). */
export const duchyLogWords = {
  'root.log.duchy.why.corner': 'in their starting corner (12.3.3)',
  'root.log.duchy.why.next-to-corner': 'next to their starting corner (12.3.3)',
  'root.log.duchy.why.recruit': '(Recruit)',
  'root.log.duchy.why.citadels': 'by the citadels track ({n, plural, one {# citadel} other {# citadels}} on the map)',
  'root.log.duchy.why.dig': 'spent a card to Dig',
} as const;
