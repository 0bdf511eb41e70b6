/**
 * Adding a Root faction (docs/ARCHITECTURE.md "Adding a Root faction"): a faction made
 * for the test (tests/fixtures/toy-faction.ts), registered by its manifests alone beside
 * the real ones, is seated and shown by the engine and the client, offered on the create
 * form and explained in the rules reference — nothing else names it.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../engine/core/rng.ts';
import { isRuleError } from '../../../../engine/core/result.ts';
import { FACTIONS } from '../../../../engine/games/root/index.ts';
import { FACTION_MANIFESTS, factionTable, looksTable } from '../../../../engine/games/root/factions/index.ts';
import { setupRoot } from '../../../../engine/games/root/setup.ts';
import { tableRoot } from '../../../../engine/games/root/table.ts';
import { viewRoot } from '../../../../engine/games/root/view.ts';
import { sectionForCite, termFor } from '../../../hud/rules-lookup.ts';
import { common } from '../board-common.ts';
import { rootOptions, rootOptionsFor } from '../options.tsx';
import { rootRules, rootRulesFor } from '../rules.ts';
import { factionRegistry, ROOT_FACTIONS } from './index.ts';
import { toy, toyClient, toyManifest } from '../../../../tests/fixtures/toy-faction.ts';

// Step 3: one more line in each list — here, the lists handed to their registration functions.
const manifests = [...FACTION_MANIFESTS, toyManifest];
const table = factionTable([...FACTION_MANIFESTS.map((m) => FACTIONS[m.id]!), toy]);
const clients = factionRegistry([...ROOT_FACTIONS, toyClient]);

describe('Adding a Root faction: a faction registered by its manifests alone', () => {
  it('the lists agree: the client lists the engine\'s factions in the engine\'s order, and the rules table follows the manifests', () => {
    expect(ROOT_FACTIONS.map((f) => f.id)).toEqual(FACTION_MANIFESTS.map((m) => m.id));
    expect(Object.keys(FACTIONS)).toEqual(FACTION_MANIFESTS.map((m) => m.id));
    for (const m of FACTION_MANIFESTS) expect(FACTIONS[m.id]).toMatchObject({ id: m.id, name: m.name, setupOrder: m.setupOrder, looks: m.looks, log: m.log });
  });

  it('is in the faction registry of both sides, and is seated, set up and shown with its own board', () => {
    expect(Object.keys(table)).toEqual([...FACTION_MANIFESTS.map((m) => m.id), 'toy']);
    expect(clients.byId('toy')).toBe(toyClient);
    expect(clients.ofAction('toy.rest')).toBe(toyClient);
    const s = setupRoot(table, { factions: ['clergy', 'toy'], order: [0, 1] }, 2, new Rng(seedRng('toy')));
    const v = viewRoot(table, s, 1);
    const seat = v.seats[1]!;
    expect(seat).toMatchObject({ faction: 'toy', name: 'Toy Moles', color: '#5a7d3a', warriors: 5, board: { resting: 0 } });
    // The client reads the board its engine part wrote, through the registry, as the HUD does.
    const board = clients.byId(seat.faction)?.board?.(v, seat, ['Ana', 'Ben']);
    expect(board).toEqual({ ...common(v, seat, ['Ana', 'Ben']), kind: 'toy', resting: 0 });
    // Its looks lay out its table piece beside its board.
    expect(tableRoot(looksTable(manifests), v, 1).pieces['toy-den']).toMatchObject({ count: 0, owner: 1 });
  });

  it('is offered on the create form, and its choice reaches the engine\'s options', () => {
    const form = rootOptionsFor(manifests);
    const html = renderToStaticMarkup(createElement(form.Fields, { seats: 2, choices: form.defaults, onChange: () => {} }));
    expect(html).toContain('<option value="toy">Toy Moles</option>');
    for (const m of FACTION_MANIFESTS) expect(html).toContain(`<option value="${m.id}">${m.name}</option>`);
    expect(form.toOptions(2, { factions: ['toy', 'clergy'], first: '0' })).toEqual({ options: { factions: ['toy', 'clergy'], order: [0, 1] } });
    // The production form offers the production list only.
    expect(renderToStaticMarkup(createElement(rootOptions.Fields, { seats: 2, choices: rootOptions.defaults, onChange: () => {} }))).not.toContain('toy');
  });

  it('is explained in the rules reference: its part, its cited rules, its codes and its terms', () => {
    const rules = rootRulesFor(() => clients.all);
    expect(sectionForCite(rules, 'TOY.1.2')?.id).toBe('toy');
    expect(rules.sections.filter((s) => s.codes?.includes('TOY/bad-action')).map((s) => s.id)).toEqual(['toy']);
    expect(termFor(rules, 'Rest')?.section).toBe('toy');
    // Its part comes after the real factions' and before how the game is won.
    const ids = rules.sections.map((s) => s.id);
    expect(ids.indexOf('toy')).toBeGreaterThan(ids.indexOf(ROOT_FACTIONS.at(-1)!.rules.sections.at(-1)!.id));
    expect(ids.indexOf('toy')).toBeLessThan(ids.indexOf('dominance'));
    expect(sectionForCite(rootRules, 'TOY.1')).toBeUndefined();
    expect(isRuleError(toy.parse({ t: 'toy.rest' }))).toBe(true);
  });
});
