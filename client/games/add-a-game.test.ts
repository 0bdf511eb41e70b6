/**
 * docs/ARCHITECTURE.md, "Adding a game", followed with a game that exists only for tests
 * (tests/fixtures/toy-game/): its engine module (step 1) and its client with its manifest
 * (step 3), put in the client's list of games by its manifest alone, reach the client
 * registry, the create form (its place among the playable games and its fields) and the
 * rules help, with no line of the shared layers naming it.
 */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { applyAction, createMatch, projectMatch } from '../../engine/core/match.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { toy as toyEngine } from '../../tests/fixtures/toy-game/engine.ts';
import { toy } from '../../tests/fixtures/toy-game/manifest.ts';
import { clientGame, clientGameIds, hasClientGame, installGames, interactionFor, loadClientGame, loadGameOptions } from '../kit/registry.ts';
import { sectionForCode, termFor, withTableRules } from '../hud/rules-lookup.ts';
import { TABLE_RULES } from '../hud/table-rules.ts';
import { tableReady } from '../hud/use-games.ts';
import { GAMES } from './index.ts';

// Step 3's one line: the app's list of games with the toy's manifest added.
installGames([...GAMES, toy]);

describe('Adding a game (docs/ARCHITECTURE.md): a game registered by its manifest alone', () => {
  it('step 1: its engine module plays a table, and the client draws the table from the view', async () => {
    const match = createMatch(toyEngine, { pile: 3 }, 2, 'seed');
    if (isRuleError(match)) throw new Error(match.message);
    const after = applyAction(toyEngine, match, 0, { t: 'take', n: 2 });
    if (isRuleError(after)) throw new Error(after.message);
    const projection = projectMatch(toyEngine, after.match, 1);
    const client = await loadClientGame('toy');
    expect(client.table(projection.view, 1).pieces.pile?.count).toBe(1);
    expect(client.headline?.(projection.view)).toBe('Seat 2 to take');
  });

  it('step 3: the client registry has it, after the games before it, and loads its client on demand', async () => {
    expect(hasClientGame('toy')).toBe(true);
    expect(clientGameIds()).toEqual([...GAMES.map((g) => g.id), 'toy']);
    await loadClientGame('toy');
    expect(clientGame('toy').id).toBe('toy');
    expect(interactionFor('toy').id).toBe('toy');
    // An unknown game is still drawn as the free table, the first of the list.
    expect(clientGame('no-such-game').id).toBe(GAMES[0]!.id);
  });

  it('the create form lists it as playable and shows its fields, whose choices the engine accepts', async () => {
    expect(tableReady('toy')).toBe(true);
    expect(tableReady('no-such-game')).toBe(false);
    const ui = await loadGameOptions('toy');
    if (!ui) throw new Error('the toy game has option fields');
    const html = renderToStaticMarkup(createElement(ui.Fields, { seats: 2, choices: ui.defaults, onChange: () => undefined }));
    expect(html).toContain('data-testid="option-pile"');
    expect(html).toContain('Counters in the pile');
    const chosen = ui.toOptions(2, { pile: 12 });
    if ('error' in chosen) throw new Error(chosen.error);
    expect(toyEngine.parseOptions(chosen.options, 2)).toEqual({ pile: 12 });
    expect(ui.toOptions(2, { pile: 99 })).toEqual({ error: 'The pile holds 3 to 30 counters.' });
  });

  it('the rules help explains its log lines, refusals and terms, after which the table\'s own parts follow', async () => {
    const game = await loadClientGame('toy');
    const rules = withTableRules(game.rules, TABLE_RULES);
    expect(rules.title).toBe('Counters');
    for (const code of ['take', 'toy/bad-pile', 'toy/bad-action', 'toy/not-your-turn', 'toy/too-many', 'toy/over']) {
      expect(sectionForCode(rules, code)?.id, code).toBeDefined();
    }
    const match = createMatch(toyEngine, { pile: 3 }, 2, 'seed');
    if (isRuleError(match)) throw new Error(match.message);
    const refused = applyAction(toyEngine, match, 1, { t: 'take', n: 1 });
    expect(isRuleError(refused) && sectionForCode(rules, refused.code)?.id).toBe('turn');
    expect(termFor(rules, 'Pile')?.section).toBe('turn');
    expect(rules.sections.length).toBeGreaterThan(game.rules.sections.length);
  });
});
