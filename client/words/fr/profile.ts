import type { Translation } from '../catalogue.ts';
import type { profile as en } from '../en/profile.ts';

export const profile: Translation<typeof en> = {
  'profile.loading': 'Chargement…',
  'profile.ratings': 'Classements',
  'profile.ratings.none': 'Pas encore de partie classée.',
  'profile.col.game': 'Jeu',
  'profile.col.rating': 'Cote',
  'profile.col.games': 'Parties',
  'profile.ratings.note': 'Une cote vaut μ − 3σ : elle monte à chaque victoire et à mesure que la table en est plus sûre. Seules comptent les parties entre personnes connectées, jouées jusqu’au bout et sans bots.',
  'profile.games': 'Parties',
  'profile.games.none': 'Pas encore de partie terminée.',
  'profile.replay': 'Relecture',
  'profile.bot': '(bot)',
  'profile.badge.bots': 'avec des bots',
  'profile.badge.abandoned': 'abandonnée',
  'profile.badge.cooperative': 'coopérative',
  'profile.badge.solo': 'en solo',
  'profile.badge.unrated': 'non classée',
  'profile.place': '{place, selectordinal, one {#er} other {#e}}',
  'profile.result.early': 'finie avant terme',
  'profile.result.won': 'gagné',
  'profile.result.lost': 'perdu',
  'profile.result.wonPlace': 'gagné ({place})',
  'profile.length': '{actions, plural, one {# action} other {# actions}} · {time}',
  'profile.minutes': '{m} min',
  'profile.hours': '{h} h {m} min',
};
