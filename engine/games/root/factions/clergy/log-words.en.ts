/** The Clergy's log lines in English (keys `root.log.clergy.…`, its name, and its pieces' nouns `root.log.kind.…` with their article): flowers drawn, placed and sent back, and its reasons. */
export const clergyLogWords = {
  'root.log.clergy.who': 'the Honeycomb Clergy',
  'root.log.clergy.Who': 'The Honeycomb Clergy',
  'root.log.kind.cathedral': 'cathedral',
  'root.log.kind.cathedral.article': 'a',
  'root.log.kind.flower': 'flower',
  'root.log.kind.flower.article': 'a',
  'root.log.clergy.flower.draw': 'The Honeycomb Clergy drew a {suit} flower from the blind bag ({why, select, Pollinate {Pollinate} Bloom {Bloom} other {setup}}); {bag, plural, one {# flower} other {# flowers}} remain in it.',
  'root.log.clergy.flower.place': 'The Honeycomb Clergy placed a {suit} flower in {where}.',
  'root.log.clergy.flower.back': 'No matching clearing without a cathedral holds a Clergy warrior: the {suit} flower goes back into the bag.',
  'root.log.clergy.why.swarm': 'at their cathedral (Swarm)',
  'root.log.clergy.why.poke': 'where their cathedral stood (Poke the Hive, HCC.2.5)',
  'root.log.clergy.why.with-it': 'with it',
  'root.log.clergy.why.per-suit': '(one per suit, HCC.3.2)',
  'root.log.clergy.why.intervention': 'by Divine Intervention (HCC.4.1): they had no warriors on the map',
  'root.log.clergy.why.swarm-card': 'spent for Swarm',
  'root.log.clergy.why.bloom-card': 'spent a bird card to Bloom (HCC.4.3)',
} as const;
