/**
 * Why a press-and-drag on a piece moves nothing (issue: a drag that silently orbited the
 * camera). Game-free: it reads only what every projection carries — the viewer's seat,
 * the piece's owner, the seat's prompts and the status headline — so each game's pieces
 * get the same four answers: you are watching, the game is over, that piece is someone
 * else's, it is not your turn, or nothing can be done with it now.
 */
import type { Projection } from '../../engine/core/match.ts';
import type { TablePiece } from '../../engine/core/projection.ts';
import { say } from '../words/say.ts';
import { headlineText, promptLabel } from '../words/phrase.ts';

/**
 * What a drag on `piece` is told, or null when the drag should turn the camera as before:
 * the table's fixed scenery (a board, a placed map tile) is where a player orbits from.
 * `names`: the players' names by seat; `headline` is shown with them (the engine writes seats as "Seat N").
 */
export function grabRefusal(
  piece: TablePiece, projection: Projection | null, seat: number | 'spectator' | null, names: readonly (string | undefined)[],
): string | null {
  if (piece.kind === 'board' || (piece.kind === 'tile' && !piece.draggable)) return null;
  if (typeof seat !== 'number') return say('interaction.refusal.watching');
  if (projection?.status.over) return say('interaction.refusal.over');
  if (piece.owner !== undefined && piece.owner !== seat) {
    const name = names[piece.owner];
    return name ? say('interaction.refusal.theirs', { name }) : say('interaction.refusal.notYours');
  }
  if (projection && projection.prompts.length === 0) {
    const worded = headlineText(projection.status, say);
    const headline = worded ? named(worded, names) : '';
    return headline ? say('interaction.refusal.notYourTurnWith', { headline }) : say('interaction.refusal.notYourTurn');
  }
  return chooseFirst(projection) ?? say('interaction.refusal.nothing');
}

/** How many of the seat's choices a refusal names before "…". */
const CHOICES_NAMED = 3;

/**
 * On the seat's turn, with no drag offered for the piece: what to choose first, from the
 * labels of what the seat may do now ("Choose what to do first: Move, Battle, Recruit…"),
 * each by its name before a colon ("Crusade: move, then battle…" is "Crusade").
 */
function chooseFirst(projection: Projection | null): string | null {
  const labels = [...new Set((projection?.prompts ?? []).filter((p) => p.actions.length > 0).map((p) => choiceName(promptLabel(p, say))).filter((l) => l !== ''))];
  if (labels.length === 0) return null;
  const named = labels.slice(0, CHOICES_NAMED).join(', ');
  return say('interaction.refusal.chooseFirst', { choices: named, more: labels.length > CHOICES_NAMED ? 'yes' : 'no' });
}

/** A prompt's label as a choice's name: the part before a colon, without a closing full stop. */
function choiceName(label: string): string {
  return (label.split(':')[0] ?? '').trim().replace(/\.$/, '');
}

/** The headline with each "Seat N" replaced by that player's name. */
function named(text: string, names: readonly (string | undefined)[]): string {
  return text.replace(/\bSeat (\d{1,2})\b/g, (whole, n: string) => names[Number(n) - 1] || whole);
}
