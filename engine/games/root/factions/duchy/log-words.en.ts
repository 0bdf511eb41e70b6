/** The Duchy's reasons in its log lines in English (keys `root.log.duchy.…`, its name, and its pieces' nouns `root.log.kind.…` with their article). */
export const duchyLogWords = {
  'root.log.duchy.who': 'the Underground Duchy',
  'root.log.duchy.Who': 'The Underground Duchy',
  'root.log.kind.tunnel': 'tunnel',
  'root.log.kind.tunnel.article': 'a',
  'root.log.kind.citadel': 'citadel',
  'root.log.kind.citadel.article': 'a',
  'root.log.kind.market': 'market',
  'root.log.kind.market.article': 'a',
  'root.log.duchy.why.corner': 'in their starting corner (12.3.3)',
  'root.log.duchy.why.next-to-corner': 'next to their starting corner (12.3.3)',
  'root.log.duchy.why.recruit': '(Recruit)',
  'root.log.duchy.why.citadels': 'by the citadels track ({n, plural, one {# citadel} other {# citadels}} on the map)',
  'root.log.duchy.why.dig': 'spent a card to Dig',
} as const;
