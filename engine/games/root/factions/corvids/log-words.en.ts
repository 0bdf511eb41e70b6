/** The Corvids' log lines in English (keys `root.log.corvids.…`): an exerted Evening, and its reasons. */
export const corvidsLogWords = {
  'root.log.corvids.exerted': '{Who} exerted and draw no cards this Evening (13.6.1).',
  'root.log.corvids.why.scatter': '(Scatter, 13.3.2)',
  'root.log.corvids.why.raid': '(Raid, 13.7.4)',
  'root.log.corvids.why.recruit': '(Recruit, 13.4.3)',
  'root.log.corvids.why.recruit-card': 'spent to recruit in {suit, select, other {{suit}}} clearings',
} as const;
