/**
 * My tables' last move as data (table-words.ts `wordingView`): the part of the public view
 * a game's logText reads words the line exactly as the whole view does, so a reader's
 * client words it again in its language without the whole view travelling.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, createMatch, decidingSeats, projectEvent, type Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { games } from '../../engine/games/registry.ts';
import { namedSeats, type MyTable } from '../../wire/account-protocol.ts';
import { rootWords } from '../../client/games/root/words/index.ts';
import { lastMoveText, wordsLastMove } from '../../client/hud/my-tables-words.ts';
import type { ClientGame } from '../../client/kit/types.ts';
import { addWords, say, setLang } from '../../client/words/say.ts';
import { wordingView } from './table-words.ts';

afterEach(() => setLang('en'));

/** `module` played `steps` actions in, each the first action the first deciding seat is offered. */
function played(module: AnyGameModule, seats: number, steps: number): Match {
  const made = createMatch(module, {}, seats, 'words-seed');
  if (isRuleError(made)) throw new Error(made.message);
  let match = made;
  for (let i = 0; i < steps; i++) {
    const seat = decidingSeats(module, match)[0];
    if (seat === undefined) break;
    const action = module.prompts(match.state, seat).find((p) => p.actions.length > 0)?.actions[0];
    if (action === undefined) break;
    const next = applyAction(module, match, seat, action);
    if (isRuleError(next)) break;
    match = next.match;
  }
  return match;
}

describe('the part of the view a log line is worded from', () => {
  for (const id of ['root', 'explorers', 'delve', 'forest']) {
    it(`MY.W1 ${id}: each public line the game words again reads the same from its part of the view, which is no larger than the view`, () => {
      const module = games[id]!;
      const match = played(module, id === 'root' ? 4 : 2, 40);
      const view = module.view(match.state, 'spectator');
      let worded = 0;
      for (const event of match.log) {
        const entry = projectEvent(event, 'spectator');
        const part = wordingView(module, entry, view);
        if (part === undefined) continue;
        worded++;
        expect(module.logText?.(entry, part)).toBe(entry.text);
        expect(JSON.stringify(part).length).toBeLessThanOrEqual(JSON.stringify(view).length);
      }
      expect(worded).toBeGreaterThan(0);
    });
  }

  it('MY.W2 a line the game does not word again from its data gets no part', () => {
    const module = games.root!;
    expect(wordingView(module, { v: 1, kind: 'no-such-kind', text: 'Something happened.' }, module.view(played(module, 4, 0).state, 'spectator'))).toBeUndefined();
  });
});

describe('My tables’ last move, worded for the reader (client/hud/my-tables-words.ts)', () => {
  it('MY.W3 a line the game words from its data reads in French from the entry and its part of the view, with the players’ names', () => {
    addWords(rootWords);
    const root = games.root!;
    const match = played(root, 4, 30);
    const players = ['Alice', 'Bob', 'Cleo', 'Dan'];
    const view = root.view(match.state, 'spectator');
    const entries = match.log.map((e) => projectEvent(e, 'spectator')).filter((e) => e.text.trim() !== '' && wordingView(root, e, view) !== undefined);
    expect(entries.length).toBeGreaterThan(0);
    const game = { logText: root.logText } as ClientGame;
    let french = 0;
    for (const entry of entries) {
      const sent = JSON.parse(JSON.stringify({ text: namedSeats(entry.text.trim(), players), at: 1, entry, view: wordingView(root, entry, view) })) as MyTable['lastMove'];
      const t = { players, lastMove: sent } as MyTable;
      expect(wordsLastMove(t)).toBe(true);
      setLang('en');
      expect(lastMoveText(t, game, say)).toBe(sent!.text);
      setLang('fr');
      const line = lastMoveText(t, game, say)!;
      expect(line).toBe(namedSeats(root.logText!(entry, view, say)!.trim(), players));
      if (line !== sent!.text) french++;
      // Without its game's client the server's line shows.
      expect(lastMoveText(t, undefined, say)).toBe(sent!.text);
    }
    expect(french).toBeGreaterThan(0);
  });
});
