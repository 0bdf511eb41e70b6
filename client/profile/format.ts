/**
 * How the profile page words a game of the history (wire/account-protocol.ts), in the
 * reader's language when called: no React, so it is tested without a browser.
 */
import type { HistoryGame, HistoryPlayer } from '../../wire/account-protocol.ts';
import { say } from '../words/say.ts';

/** A badge for a game that moved no rating; null for a rated one. */
export function outcomeBadge(outcome: HistoryGame['outcome']): string | null {
  switch (outcome) {
    case 'rated': return null;
    case 'bots':
    case 'abandoned':
    case 'cooperative':
    case 'solo':
    case 'unrated':
      return say(`profile.badge.${outcome}`);
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

/** 1st, 2nd, 3rd, 4th, 11th, 21st (1er, 2e… in French). */
export function placeText(place: number): string {
  return say('profile.place', { place });
}

/**
 * A player's result: won or lost for a co-operative or solo game and where a place says no
 * more (two seats), else the place among the players.
 */
export function resultText(player: HistoryPlayer, game: Pick<HistoryGame, 'outcome' | 'players'>): string {
  if (game.outcome === 'abandoned') return say('profile.result.early');
  if (game.outcome === 'cooperative' || game.outcome === 'solo' || game.players.length <= 2 || player.place === null) {
    return say(player.won ? 'profile.result.won' : 'profile.result.lost');
  }
  return player.won ? say('profile.result.wonPlace', { place: placeText(player.place) }) : placeText(player.place);
}

/** A game's length: its actions, and its minutes from start to end. */
export function lengthText(game: Pick<HistoryGame, 'actions' | 'startedAt' | 'finishedAt'>): string {
  const minutes = Math.max(0, Math.round((game.finishedAt - game.startedAt) / 60_000));
  const time = minutes < 60 ? say('profile.minutes', { m: minutes }) : say('profile.hours', { h: Math.floor(minutes / 60), m: minutes % 60 });
  return say('profile.length', { actions: game.actions, time });
}
