/**
 * Every game's rules reference explains every rule code its engine can emit: the codes of
 * its refusals and the kinds of its log lines, read from the engine's source (and checked
 * against what random play actually writes), plus the rulebook numbers its messages cite.
 * A new code without an explanation fails here.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { games } from '../../engine/games/registry.ts';
import { ROOM_ERRORS } from '../../wire/protocol.ts';
import { playedEventKinds, scanRuleCodes, type ScannedCodes } from '../../tests/helpers/rule-codes.ts';
import { sourceFiles } from '../../tests/helpers/source-files.ts';
import { clientGame, hasClientGame } from '../kit/registry.ts';
import { loadClientGames } from '../../tests/helpers/client-games.ts';
import { ROOT_FACTIONS } from './root/factions/index.ts';
import { sectionForCite, sectionForCode, termFor, withTableRules } from '../hud/rules-lookup.ts';
import { TABLE_RULES } from '../hud/table-rules.ts';
import type { RulesReference } from '../kit/types.ts';

// The registry loads each game's client on demand; these tests read them synchronously.
await loadClientGames();

const FACTION_PREFIXES = ['HCC/', 'QL/', 'UD/', 'CC/'];

/** How each game's engine writes its codes (see tests/helpers/rule-codes.ts). */
const SCAN: Record<string, Parameters<typeof scanRuleCodes>[1]> = {
  sandbox: { prefix: 'sandbox/', prefixes: ['sandbox/'] },
  explorers: { prefix: 'explorers/', prefixes: ['explorers/'] },
  root: { prefix: 'root/', prefixes: ['root/', ...FACTION_PREFIXES], expand: { '${code}/wrong-step': FACTION_PREFIXES.map((p) => `${p}wrong-step`) } },
  delve: { prefix: 'delve/', prefixes: ['delve/'], expand: { 'sh.dir': ['push', 'pull'] } },
  forest: { prefix: 'forest/', prefixes: ['forest/'] },
};

/** Tables random play is run at, to check the scanner found every kind written. */
const PLAY: Record<string, ReadonlyArray<[number, unknown]>> = {
  sandbox: [[2, {}]],
  explorers: [[2, {}], [2, { lairs: true }]],
  root: [[2, { factions: ['clergy', 'legion'] }], [2, { factions: ['duchy', 'corvids'] }]],
  delve: [[2, {}]],
  forest: [[2, {}]],
};

const SHARED = scanRuleCodes('engine/table', { prefixes: ['deck/', 'bag/', 'grid/', 'dice/', 'hand/', 'tokens/', 'track/', 'sealed/'] });
const CORE = scanRuleCodes('engine/core', { prefixes: ['match/', 'undo/'] });

function missing(ref: RulesReference, codes: Iterable<string>): string[] {
  return [...codes].filter((c) => !sectionForCode(ref, c)).sort();
}

/** A folder's source files of one kind (`.ts` or `.tsx`), not tests. */
const sources = (dir: string, ext: '.ts' | '.tsx' = '.ts'): string[] => sourceFiles(dir, { names: new RegExp(`(?<!\\.test)\\${ext}$`) });

/** The terms a set of HUD components names (`<RuleTerm words="…"`), and whether they mark any at all (`Termed` too). */
function markedTerms(files: readonly string[]): { words: string[]; marks: boolean } {
  const text = files.map((f) => readFileSync(f, 'utf8')).join('\n');
  return { words: [...text.matchAll(/<RuleTerm words="([^"]+)"/g)].map((m) => m[1]!), marks: /<(RuleTerm|Termed)\b/.test(text) };
}

describe('rules reference', () => {
  it('every registered game has a client with a reference, and the scanner knows how it writes codes', () => {
    for (const id of Object.keys(games)) {
      expect(hasClientGame(id), id).toBe(true);
      expect(SCAN[id], id).toBeDefined();
      expect(clientGame(id).rules.sections.length, id).toBeGreaterThan(0);
    }
  });

  it('the scanner reads every code-making call site (a new way of writing codes must be taught to it)', () => {
    const scans: ScannedCodes[] = [SHARED, CORE, ...Object.keys(games).map((id) => scanRuleCodes(`engine/games/${id}`, SCAN[id]!))];
    expect(scans.flatMap((s) => s.unreadable)).toEqual([]);
  });

  it('the scanner can fail: a code nobody explained is reported', () => {
    const ref = withTableRules(clientGame('sandbox').rules, TABLE_RULES);
    expect(missing(ref, ['sandbox/no-such-rule', 'move'])).toEqual(['sandbox/no-such-rule']);
  });

  for (const id of Object.keys(SCAN)) {
    it(`${id}: every refusal code and log kind its engine can emit has an entry`, () => {
      const ref = withTableRules(clientGame(id).rules, TABLE_RULES);
      const scanned = scanRuleCodes(`engine/games/${id}`, SCAN[id]!);
      expect(scanned.errors.size + scanned.events.size).toBeGreaterThan(10);
      expect(missing(ref, scanned.errors)).toEqual([]);
      expect(missing(ref, scanned.events)).toEqual([]);
    });

    it(`${id}: random play writes only log kinds the scanner found, all explained`, () => {
      const ref = withTableRules(clientGame(id).rules, TABLE_RULES);
      const scanned = scanRuleCodes(`engine/games/${id}`, SCAN[id]!);
      const known = new Set([...scanned.events, ...SHARED.events, ...CORE.events]);
      const played = new Set<string>();
      for (const [seats, options] of PLAY[id]!) for (const k of playedEventKinds(games[id]!, seats, options, 2, 300, id)) played.add(k);
      expect([...played].filter((k) => !known.has(k))).toEqual([]);
      expect(missing(ref, played)).toEqual([]);
    });
  }

  it('the table parts explain the shared pieces, the core and the room codes for every game', () => {
    for (const id of Object.keys(games)) {
      const ref = withTableRules(clientGame(id).rules, TABLE_RULES);
      expect(missing(ref, [...SHARED.errors, ...SHARED.events, ...CORE.errors, ...CORE.events, ...Object.values(ROOM_ERRORS)]), id).toEqual([]);
    }
  });

  it('Root: every rulebook number its messages cite (HCC.x, QL.x, 12.x, 13.x) finds its part', () => {
    const ref = clientGame('root').rules;
    const cites = new Set<string>();
    for (const file of sources('engine/games/root')) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\b(?:HCC|QL)\.\d+(?:\.\d+)*(?:\.[IVX]+)?\b|\(1[23]\.\d+(?:\.\d+)*(?:\.[IVX]+)?\)/g)) cites.add(m[0].replace(/[()]/g, ''));
    }
    expect(cites.size).toBeGreaterThan(20);
    expect([...cites].filter((c) => !sectionForCite(ref, c)).sort()).toEqual([]);
  });

  it('each part and term points somewhere real, and no code is explained twice in one game', () => {
    for (const id of Object.keys(games)) {
      const ref = withTableRules(clientGame(id).rules, TABLE_RULES);
      const ids = ref.sections.map((s) => s.id);
      expect(new Set(ids).size, id).toBe(ids.length);
      for (const t of ref.terms ?? []) expect(ids, `${id}: ${t.term}`).toContain(t.section);
      const codes = ref.sections.flatMap((s) => s.codes ?? []);
      expect(codes.filter((c, i) => codes.indexOf(c) !== i), id).toEqual([]);
    }
    expect(ROOT_FACTIONS.every((f) => f.rules.sections.length > 0)).toBe(true);
  });

  it('each game’s panels (and each Root faction’s board) mark the terms its reference explains, by names it knows', () => {
    for (const id of Object.keys(games)) {
      const ref = clientGame(id).rules;
      if (!ref.terms?.length) continue;
      const { words, marks } = markedTerms(sources(join('client', 'games', id), '.tsx'));
      expect(marks, `${id} marks no term in its HUD`).toBe(true);
      expect(words.filter((w) => !termFor(ref, w)), id).toEqual([]);
    }
    for (const f of ROOT_FACTIONS) {
      const { words, marks } = markedTerms(sources(join('client', 'games', 'root', 'factions', f.id), '.tsx'));
      expect(marks, `${f.id}'s board marks no term`).toBe(true);
      expect(words.filter((w) => !f.rules.terms?.some((t) => t.term.toLowerCase() === w.toLowerCase())), f.id).toEqual([]);
    }
  });

  it('no reference shows the word "stand-in" to players', () => {
    for (const id of Object.keys(games)) {
      const text = JSON.stringify(clientGame(id).rules) + JSON.stringify(TABLE_RULES);
      expect(text, id).not.toMatch(/\bstand-in\b/i);
    }
  });
});
