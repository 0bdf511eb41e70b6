/**
 * The table in words, for the text view (TextView.tsx) a screen reader reads: the game's
 * own `describe` (ClientGame), or the shared words of the table's pieces for a game
 * without one — each piece by kind, label and where it lies, face up or down, what a deck
 * or bag holds, each hand's count and the viewer's own cards. Read from the viewer's own
 * projection alone, so it tells no more than the table shows them.
 */
import type { Projection } from '../../engine/core/match.ts';
import { TABLE_SIZE, type TablePiece, type TableProjection } from '../../engine/core/projection.ts';
import type { Viewer } from '../../engine/core/types.ts';
import type { ClientGame, DescribeSay, TextSection } from '../kit/types.ts';
import { pieceLabel } from '../words/phrase.ts';

/** Where on the table (x, z) lies, in words: "near the top left", "in the middle". */
export function whereWords(x: number, z: number, say: DescribeSay): string {
  const col = x < -TABLE_SIZE.width / 6 ? 'left' : x > TABLE_SIZE.width / 6 ? 'right' : 'centre';
  const row = z < -TABLE_SIZE.depth / 6 ? 'top' : z > TABLE_SIZE.depth / 6 ? 'bottom' : 'middle';
  return say('a11y.where', { row, col });
}

/** One piece in words: kind, label, where, face up or down, and what it holds or shows. */
export function pieceWords(p: TablePiece, say: DescribeSay): string {
  const parts = [say('a11y.piece.kind', { kind: p.kind })];
  const label = pieceLabel(p, say)?.trim();
  if (label) parts.push(say('a11y.piece.label', { label }));
  parts.push(whereWords(p.x, p.z, say));
  if (p.kind === 'card' || p.kind === 'tile' || (p.kind === 'token' && !p.faceUp)) parts.push(say('a11y.piece.face', { up: p.faceUp ? 'yes' : 'no' }));
  if (p.count !== undefined) parts.push(say('a11y.piece.count', { n: p.count }));
  if (p.die) parts.push(p.die.value === null ? say('a11y.piece.unrolled') : say('a11y.piece.shows', { value: p.die.labels[p.die.value - 1] ?? String(p.die.value) }));
  if (p.value !== undefined) parts.push(say('a11y.piece.value', { n: p.value }));
  if (p.owner !== undefined) parts.push(say('a11y.piece.owner', { n: p.owner + 1 }));
  if (p.locked) parts.push(say('a11y.piece.locked'));
  return parts.join(', ');
}

/** The hands in words: each seat's count, and the viewer's own cards by name. */
export function handSection(hands: TableProjection['hands'], viewer: Viewer, say: DescribeSay): TextSection {
  const lines: string[] = [];
  for (const hand of Object.values(hands).sort((a, b) => a.seat - b.seat)) {
    const mine = hand.seat === viewer;
    lines.push(say('a11y.hand.count', { n: hand.seat + 1, count: hand.count, mine: mine ? 'yes' : 'no' }));
    if (mine && hand.cards && hand.cards.length > 0) lines.push(say('a11y.hand.cards', { cards: hand.cards.map((c) => pieceLabel(c, say) || c.face).join(', ') }));
  }
  return { title: say('a11y.hands'), lines: lines.length > 0 ? lines : [say('a11y.none')] };
}

/** The shared words of a table: its pieces top to bottom, left to right (zones and boards last), then the hands. */
export function describeTable(table: TableProjection, viewer: Viewer, say: DescribeSay): TextSection[] {
  const pieces = Object.values(table.pieces).filter((p) => p.kind !== 'zone');
  const rank = (p: TablePiece) => (p.kind === 'board' ? 1 : 0);
  pieces.sort((a, b) => rank(a) - rank(b) || a.z - b.z || a.x - b.x || a.id.localeCompare(b.id));
  return [
    { title: say('a11y.pieces', { n: pieces.length }), lines: pieces.length > 0 ? pieces.map((p) => pieceWords(p, say)) : [say('a11y.none')] },
    handSection(table.hands, viewer, say),
  ];
}

/** The whole text view: the turn (the headline), then the game's own words or the shared ones. */
export function tableText(game: Pick<ClientGame, 'describe'>, projection: Projection, say: DescribeSay, headline: string): TextSection[] {
  const turn: TextSection[] = headline.trim() !== '' ? [{ title: say('a11y.now'), lines: [headline] }] : [];
  const own = game.describe?.(projection.view, projection.viewer, say);
  return [...turn, ...(own ?? describeTable(projection.table, projection.viewer, say))];
}
