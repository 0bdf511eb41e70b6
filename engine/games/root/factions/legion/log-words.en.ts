/** The Legion's log lines in English (keys `root.log.legion.…`, its name, and its pieces' nouns `root.log.kind.…` with their article): Spoils, Spoils of War, and its reasons. */
export const legionLogWords = {
  'root.log.legion.who': 'the Queenless Legion',
  'root.log.legion.Who': 'The Queenless Legion',
  'root.log.kind.colony': 'colony',
  'root.log.kind.colony.article': 'a',
  'root.log.legion.capture': '{Who} put {piece} of {of} into their Spoils, not its supply (campaign clearing, QL.2.2); {n} in Spoils.',
  'root.log.legion.spoils-of-war': 'Spoils of War: {n, plural, one {# piece} other {# pieces}} in Spoils, 1 VP per {per} (QL.6.2).',
  'root.log.legion.spoils-of-war.bird': 'Spoils of War: {n, plural, one {# piece} other {# pieces}} in Spoils, 1 VP per {per} (bird campaign) (QL.6.2).',
  'root.log.legion.why.campaign': 'for the starting campaign (QL.3.3)',
  'root.log.legion.why.setup': 'at setup (QL.3.2)',
  'root.log.legion.why.bootstraps': 'by Bootstraps (QL.4.1): they had no pieces on the map',
  'root.log.legion.why.colony': 'at a colony (Supply Drop, QL.4.2)',
  'root.log.legion.why.drop': 'by Supply Drop ({icon, select, other {{icon}}} icon, QL.4.2)',
  'root.log.legion.why.drop-card': 'spent for Supply Drop at their {suit, select, other {{suit}}} colonies',
} as const;
