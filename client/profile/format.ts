/**
 * How the profile page words a game of the history (wire/account-protocol.ts): pure, so it
 * is tested without a browser.
 */
import type { HistoryGame, HistoryPlayer } from '../../wire/account-protocol.ts';

/** A badge for a game that moved no rating; null for a rated one. */
export function outcomeBadge(outcome: HistoryGame['outcome']): string | null {
  switch (outcome) {
    case 'rated': return null;
    case 'bots': return 'with bots';
    case 'abandoned': return 'abandoned';
    case 'cooperative': return 'co-operative';
    case 'solo': return 'solo';
    case 'unrated': return 'unrated';
  }
}

/** A rating change as shown: "+1.4", "−0.8", "±0.0". */
export function ratingDelta(rating: HistoryPlayer['rating']): string | null {
  if (!rating) return null;
  const d = Math.round((rating.after - rating.before) * 10) / 10;
  if (d === 0) return '±0.0';
  return `${d > 0 ? '+' : '−'}${Math.abs(d).toFixed(1)}`;
}

/** A rating as shown: one decimal. */
export function ratingValue(ordinal: number): string {
  return (Math.round(ordinal * 10) / 10).toFixed(1);
}

const ORDINALS = ['th', 'st', 'nd', 'rd'];

/** 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function placeText(place: number): string {
  const teen = place % 100 >= 11 && place % 100 <= 13;
  return `${place}${teen ? 'th' : (ORDINALS[place % 10] ?? 'th')}`;
}

/**
 * A player's result: won or lost for a co-operative or solo game and where a place says no
 * more (two seats), else the place among the players.
 */
export function resultText(player: HistoryPlayer, game: Pick<HistoryGame, 'outcome' | 'players'>): string {
  if (game.outcome === 'abandoned') return 'ended early';
  if (game.outcome === 'cooperative' || game.outcome === 'solo' || game.players.length <= 2 || player.place === null) {
    return player.won ? 'won' : 'lost';
  }
  return player.won ? `won (${placeText(player.place)})` : placeText(player.place);
}

/** A game's length: its actions, and its minutes from start to end. */
export function lengthText(game: Pick<HistoryGame, 'actions' | 'startedAt' | 'finishedAt'>): string {
  const minutes = Math.max(0, Math.round((game.finishedAt - game.startedAt) / 60_000));
  const time = minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return `${game.actions} ${game.actions === 1 ? 'action' : 'actions'} · ${time}`;
}
