/**
 * Each rules game words every action its prompts can produce, for the keyboard's choices
 * list: over states reached by random legal play, in every language, each action of each
 * prompt lies on one line, and lines sharing a label read differently (a keyboard player
 * can tell them apart), in words of the catalogue (no key shown raw).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, projectMatch, type Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { Rng, seedRng } from '../../engine/core/rng.ts';
import { getGame } from '../../engine/games/registry.ts';
import { pickPrompt } from '../../engine/bots/random.ts';
import { keyLines, lineText } from '../hud/prompt-keys.ts';
import type { ClientGame } from '../kit/types.ts';
import { LANGS } from '../words/catalogue.ts';
import { addWords, say, setLang } from '../words/say.ts';
import type { Words } from '../words/catalogue.ts';
import { rootClient } from './root/client.ts';
import { rootWords } from './root/words/index.ts';
import { delveClient } from './delve/client.ts';
import { delveWords } from './delve/words/index.ts';
import { explorersClient } from './explorers/client.ts';
import { explorersWords } from './explorers/words/index.ts';
import { forestClient } from './forest/client.ts';
import { forestWords } from './forest/words/index.ts';
import { placeWords } from './explorers/action-words.ts';
import type { ExView } from '../../engine/games/explorers/state.ts';

const GAMES: ReadonlyArray<{ client: ClientGame<never>; words: Words; seats: number; options: unknown; steps: number }> = [
  { client: rootClient as ClientGame<never>, words: rootWords, seats: 2, options: { factions: ['pick', 'pick'] }, steps: 160 },
  { client: delveClient as ClientGame<never>, words: delveWords, seats: 2, options: {}, steps: 160 },
  { client: explorersClient as ClientGame<never>, words: explorersWords, seats: 2, options: {}, steps: 160 },
  { client: forestClient as ClientGame<never>, words: forestWords, seats: 2, options: {}, steps: 160 },
];

/** The projections of every seat with prompts, over a random legal game of `steps` actions. */
function* playedStates(module: AnyGameModule, seats: number, options: unknown, steps: number, seed: string) {
  const made = createMatch(module, options, seats, seed);
  if (isRuleError(made)) throw new Error(made.message);
  let match: Match = made;
  const rng = new Rng(seedRng(`${seed}-play`));
  for (let i = 0; i < steps; i++) {
    const acting = [];
    for (let seat = 0; seat < seats; seat++) {
      const p = projectMatch(module, match, seat);
      if (p.prompts.length > 0) {
        acting.push({ seat, p });
        yield p;
      }
    }
    if (acting.length === 0) return;
    const { seat, p } = rng.pick(acting);
    const prompt = pickPrompt(p.prompts, rng);
    const next = applyAction(module, match, seat, rng.pick(prompt.actions));
    if (isRuleError(next)) throw new Error(next.message);
    match = next.match;
  }
}

describe('each rules game words its actions for the keyboard', () => {
  for (const g of GAMES) {
    it(`${g.client.id}: every prompted action over random play lies on one line, worded apart from its label's others, in every language`, () => {
      addWords(g.words);
      const module = getGame(g.client.id)!;
      const words = g.client.actionWords!;
      try {
        for (const seed of ['a', 'b']) {
          for (const p of playedStates(module, g.seats, g.options, g.steps, `keys-${g.client.id}-${seed}`)) {
            const seat = typeof p.viewer === 'number' ? p.viewer : null;
            for (const lang of LANGS) {
              setLang(lang);
              const lines = keyLines(p.prompts, (a) => words(a as never, p.view as never, seat, say));
              expect(lines.flatMap((l) => l.actions).length).toBe(p.prompts.reduce((n, pr) => n + pr.actions.length, 0));
              const texts = lines.map(lineText);
              expect(new Set(texts).size, texts.join('\n')).toBe(texts.length);
              for (const t of texts) expect(t).not.toMatch(new RegExp(`(^|\\s)${g.client.id}\\.keys\\.`));
            }
          }
        }
      } finally {
        setLang(null);
      }
    });
  }
});

describe('a tile is placed by keyboard: its place from a list, then its turn', () => {
  it('explorers: each legal place of the drawn tile is one line worded by a laid tile beside it, turned among its legal rotations', () => {
    addWords(explorersWords);
    const module = getGame('explorers')!;
    let checked = 0;
    for (const p of playedStates(module, 2, {}, 200, 'keys-explorers-place')) {
      const place = p.prompts.find((x) => (x.actions[0] as { t?: string } | undefined)?.t === 'place');
      if (!place) continue;
      const view = p.view as ExView;
      const lines = keyLines([place], (a) => explorersClient.actionWords!(a as never, view as never, null, say));
      const cells = new Set(place.actions.map((a) => { const x = a as { x: number; y: number }; return `${x.x},${x.y}`; }));
      expect(lines).toHaveLength(cells.size);
      for (const line of lines) {
        const first = line.actions[0] as { x: number; y: number };
        expect(line.detail).toBe(placeWords(view, first.x, first.y, say));
        expect(line.actions.every((a) => (a as { x: number }).x === first.x && (a as { y: number }).y === first.y)).toBe(true);
        if (line.actions.length > 1) expect(line.turns).toEqual(line.actions.map((a) => (a as { rotation: number }).rotation));
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
