/**
 * The parts of every rules reference that belong to the table rather than to one game:
 * who may act, taking an action back, choosing at the same time, the pieces' own limits,
 * and why the table itself refuses a message. Appended after each game's own parts. Their
 * titles and paragraphs are worded when read (hud.rules.<id>.title, hud.rules.<id>.<n>),
 * so they follow the reader's language.
 */
import type { RulesSection } from '../kit/types.ts';
import { say } from '../words/say.ts';

/** A table part `id` of `paragraphs` paragraphs explaining `codes`, worded each time it is read. */
function part(id: string, paragraphs: number, codes: readonly string[]): RulesSection {
  return {
    id,
    codes,
    get title() {
      return say(`hud.rules.${id}.title`);
    },
    get text() {
      return Array.from({ length: paragraphs }, (_, i) => say(`hud.rules.${id}.${i + 1}`));
    },
  };
}

export const TABLE_RULES: readonly RulesSection[] = [
  part('table-seats', 4, ['match/no-seat', 'match/over', 'match/bad-seats', 'room/spectator', 'room/caster', 'room/stale', 'room/bad-version', 'room/not-host', 'room/own-seat', 'room/no-player']),
  part('table-undo', 1, ['undo', 'undo/not-allowed']),
  part('table-sealed', 1, ['sealed', 'sealed/not-deciding', 'sealed/incomplete']),
  part('table-pieces', 1, [
    'deck/bad-count', 'deck/empty', 'deck/not-enough', 'deck/not-found', 'bag/empty', 'bag/bad-count', 'bag/not-enough', 'bag/not-found',
    'dice/bad-sides', 'dice/bad-labels', 'dice/bad-value', 'grid/bad-cell', 'grid/bad-rotation', 'grid/occupied', 'grid/empty-cell',
    'hand/not-in-hand', 'hand/empty', 'tokens/bad-count', 'tokens/supply-empty', 'track/bad-bounds', 'track/out-of-range', 'track/not-integer',
  ]),
  part('table-messages', 1, ['room/unknown-type', 'room/too-large', 'room/bad-payload', 'room/rate-limited', 'room/too-many-dice', 'room/dice-failed', 'room/not-saved', 'room/internal']),
  part('table-box', 2, ['room/no-compose', 'room/compose-only', 'room/bad-image', 'room/bad-sheet', 'room/table-full']),
  part('table-accounts', 3, ['room/not-over', 'room/rematch-failed', 'room/not-signed-in', 'room/no-account', 'room/account-seated']),
  part('table-hotseat', 2, ['room/parked']),
];
