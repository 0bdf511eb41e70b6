/**
 * Log lines in the reader's language: a game words each line it can from its data with a
 * reader's `Say` (GameModule.logText). With the engine's English catalogue it gives exactly
 * the text the action logged (the engine logs with the same messages); with the client's
 * French catalogue it gives a French line: never empty, never the English text, never a
 * raw key (the French Say here has no English to fall back on). Played on random games.
 * Every game words all its lines this way (Explorers with its content's names and texts):
 * none is left to the logged English.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { englishSay } from '../../engine/core/english.ts';
import { createMatch, projectView, type Match } from '../../engine/core/match.ts';
import { act } from '../../engine/core/undo.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { Viewer } from '../../engine/core/types.ts';
import type { Say } from '../../engine/core/words.ts';
import { games } from '../../engine/games/registry.ts';
import { rootSay } from '../../engine/games/root/log-words.ts';
import { fr as rootFrench } from '../../client/games/root/words/fr.ts';
import { explorersLogWords } from '../../engine/games/explorers/log-words.en.ts';
import { frLog as explorersFrenchLog } from '../../client/games/explorers/words/fr-log.ts';
import { explorersNameWords } from '../../engine/games/explorers/name-words.en.ts';
import { frNames as explorersFrenchNames } from '../../client/games/explorers/words/fr-names.ts';
import { explorersTextWords } from '../../engine/games/explorers/text-words.en.ts';
import { frTexts as explorersFrenchTexts } from '../../client/games/explorers/words/fr-texts.ts';
import { sandboxSay } from '../../engine/games/sandbox/words.ts';
import type { SandboxState as Sandbox } from '../../engine/games/sandbox/state.ts';
import { frLog as sandboxFrench } from '../../client/games/sandbox/words/fr-log.ts';
import { frNames as sandboxFrenchNames } from '../../client/games/sandbox/words/fr-names.ts';
import { forestLogWords } from '../../engine/games/forest/log-words.en.ts';
import { frLog as forestFrench } from '../../client/games/forest/words/fr-log.ts';
import { delveLogWords } from '../../engine/games/delve/log-words.en.ts';
import { frLog as delveFrench } from '../../client/games/delve/words/fr-log.ts';
import { choose, picker } from '../room/random-play.ts';

/** A French Say over `messages` alone: a key it lacks throws (no English fallback, no raw key). */
function frenchSay(messages: Readonly<Record<string, string>>): Say {
  const parsed = new Map<string, IntlMessageFormat>();
  return (id, values) => {
    let m = parsed.get(id);
    if (m === undefined) {
      const source = Object.hasOwn(messages, id) ? messages[id] : undefined;
      if (source === undefined) throw new Error(`no French message ${id}`);
      m = new IntlMessageFormat(source, 'fr', undefined, { ignoreTag: true });
      parsed.set(id, m);
    }
    return String(m.format(values));
  };
}

/** Explorers' lines name and quote its content through the names' and texts' catalogues. */
const explorersEnglish = englishSay({ ...explorersLogWords, ...explorersNameWords, ...explorersTextWords });
const explorersFrench = frenchSay({ ...explorersFrenchLog, ...explorersFrenchNames, ...explorersFrenchTexts });

/** `all`: every line of the game is worded from its data (none is left to its logged English). */
const CASES: Array<{ name: string; module: AnyGameModule; seats: number; options: unknown; en: Say; fr: Say; all?: boolean }> = [
  { name: 'free table', module: games.sandbox!, seats: 3, options: {}, en: sandboxSay, fr: frenchSay({ ...sandboxFrench, ...sandboxFrenchNames }), all: true },
  { name: 'root, two factions', module: games.root!, seats: 2, options: { factions: ['clergy', 'legion'] }, en: rootSay, fr: frenchSay(rootFrench), all: true },
  { name: 'root, four factions', module: games.root!, seats: 4, options: { factions: ['clergy', 'legion', 'duchy', 'corvids'] }, en: rootSay, fr: frenchSay(rootFrench), all: true },
  { name: 'explorers, two heroes', module: games.explorers!, seats: 2, options: {}, en: explorersEnglish, fr: explorersFrench, all: true },
  { name: 'explorers, four heroes', module: games.explorers!, seats: 4, options: {}, en: explorersEnglish, fr: explorersFrench, all: true },
  { name: 'explorers, lairs and enraged monsters', module: games.explorers!, seats: 3, options: { enraged: 'on', lairs: true }, en: explorersEnglish, fr: explorersFrench, all: true },
  { name: 'the Forest, three travellers', module: games.forest!, seats: 3, options: {}, en: englishSay(forestLogWords), fr: frenchSay(forestFrench), all: true },
  { name: 'Delve, two characters', module: games.delve!, seats: 2, options: {}, en: englishSay(delveLogWords), fr: frenchSay(delveFrench), all: true },
];

describe('a log line is worded from its data in the reader’s language', () => {
  for (const { name, module, seats, options, en, fr, all } of CASES) {
    it(`${name}: the English catalogue gives the logged text, the French one a French line`, () => {
      const pick = picker(`log-words:${name}`);
      let m = createMatch(module, options, seats, `log-words-${name}`) as Match;
      const viewers: Viewer[] = [...Array.from({ length: seats }, (_, i) => i), 'spectator'];
      let worded = 0;
      for (let i = 0; i < 300 && !module.status(m.state).over; i++) {
        const choice = choose(seats, (seat) => module.prompts(m.state, seat), pick);
        if (!choice) break;
        const r = act(module, m, choice.seat, choice.action);
        if (isRuleError(r)) throw new Error(`${module.id}: ${r.code} ${r.message}`);
        m = r.match;
        for (const viewer of viewers) {
          const p = projectView(module, m, viewer);
          for (const entry of p.log.filter((e) => e.v === m.version)) {
            const english = module.logText!(entry, p.view, en);
            const where = `${name} v${m.version} ${entry.kind} for ${String(viewer)}`;
            if (all) expect(english, `${where}: ${entry.text}`).toBeDefined();
            if (english === undefined) continue;
            expect(english, where).toBe(entry.text);
            const french = module.logText!(entry, p.view, fr);
            expect(french, where).toBeTruthy();
            expect(french, where).not.toBe(entry.text);
            expect(french, where).not.toMatch(/\.log\.|[{}]/);
            if (process.env.LOG_WORDS_SHOW) console.log(french);
            worded++;
          }
        }
      }
      expect(worded).toBeGreaterThan(50);
    });
  }
});

/** A made-up image ref (the server seals real ones; the engine only keeps them). */
const ref = (name: string): string => `REF_${name}`.padEnd(32, 'x');


/** The id of the first item of `kind` in `seat`'s hand. */
function inHand(s: Sandbox, seat: number, kind: 'card' | 'token'): string {
  return s.hands[seat]!.find((h) => h.kind === kind)!.id;
}

/** The last piece put on the table (ids count up). */
const newest = (s: Sandbox): string => `p${s.nextId - 1}`;

/**
 * A free-table session that does, by every seat, what random play rarely or never does:
 * searching a deck and a bag, every component added (a custom deck with backs, a
 * double-sided card turned over), a counter changed, pieces locked, moved together and
 * removed, a card turned over in a hidden zone, and the table ended.
 */
const SESSION: Array<[number, (s: Sandbox) => unknown]> = [
  [0, () => ({ t: 'draw', deck: 'deck', n: 2, to: 'hand' })],
  [0, () => ({ t: 'draw', deck: 'deck', n: 1, to: 'table', from: 'bottom' })],
  [1, () => ({ t: 'deal', deck: 'deck', n: 1 })],
  [0, (s) => ({ t: 'play', id: inHand(s, 0, 'card'), x: 0, z: 0, faceUp: true })],
  [0, (s) => ({ t: 'play', id: inHand(s, 0, 'card'), x: 3, z: 0, faceUp: false })],
  [1, (s) => ({ t: 'take', id: newest(s) })],
  [1, (s) => ({ t: 'toDeck', id: inHand(s, 1, 'card'), deck: 'discard', where: 'bottom' })],
  [2, () => ({ t: 'toDeck', id: 'p3', deck: 'discard', where: 'top' })],
  [0, () => ({ t: 'peek', deck: 'discard', n: 2 })],
  [2, (s) => ({ t: 'search', deck: 'discard', face: (s.pieces.discard as { cards: Array<{ front: { label: string } }> }).cards[0]!.front.label })],
  [1, () => ({ t: 'shuffle', deck: 'deck' })],
  [0, () => ({ t: 'bagDraw', bag: 'bag', to: 'hand' })],
  [0, () => ({ t: 'bagDraw', bag: 'bag', to: 'table' })],
  [1, (s) => ({ t: 'bagSearch', bag: 'bag', kind: (s.pieces.bag as { items: Array<{ kind: string }> }).items[0]!.kind, x: 12, z: 2 })],
  [0, (s) => ({ t: 'bagReturn', bag: 'bag', id: inHand(s, 0, 'token') })],
  [1, (s) => ({ t: 'bagReturn', bag: 'bag', id: newest(s) })],
  [2, () => ({ t: 'flip', id: 'tile-1' })],
  [2, () => ({ t: 'flip', id: 'tile-1' })],
  [0, () => ({ t: 'rotate', id: 'tile-2', dir: 1 })],
  [0, () => ({ t: 'rotate', id: 'tile-2', dir: -1 })],
  [1, () => ({ t: 'roll', ids: ['die-d6a', 'die-d12', 'die-hero', 'die-d20'] })],
  [1, () => ({ t: 'lock', id: 'tile-3', locked: true })],
  [1, () => ({ t: 'lock', id: 'tile-3', locked: false })],
  [0, () => ({ t: 'add', x: -15, z: 0, what: { kind: 'zone', owner: 0, w: 6, d: 6 } })],
  [0, (s) => ({ t: 'play', id: inHand(s, 0, 'card'), x: -15, z: 0, faceUp: true })],
  [0, (s) => ({ t: 'flip', id: newest(s) })],
  [2, () => ({ t: 'add', x: 15, z: 8, what: { kind: 'counter', label: 'Score', color: '#aa3333', value: 3 } })],
  [2, (s) => ({ t: 'count', id: newest(s), by: 4 })],
  [2, () => ({ t: 'add', x: 18, z: 8, what: { kind: 'token', label: 'Gold', color: '#ddaa00', shape: 'round' } })],
  [2, () => ({ t: 'add', x: 20, z: 12, what: { kind: 'tile', label: 'Lake', color: '#3355aa', shape: 'hex' } })],
  [2, () => ({ t: 'add', x: 0, z: 13, what: { kind: 'board', label: 'Map', w: 4, d: 3, color: '#557755' } })],
  [2, () => ({ t: 'add', x: 12, z: 12, what: { kind: 'meeple', owner: 1 } })],
  [2, () => ({ t: 'add', x: 14, z: 12, what: { kind: 'bag', name: 'Loot' } })],
  [2, () => ({ t: 'add', x: 16, z: 12, what: { kind: 'die', sides: 8, color: '#ffffff' } })],
  [2, () => ({ t: 'add', x: -20, z: -8, what: { kind: 'standardDeck' } })],
  [2, () => ({ t: 'add', x: -20, z: 4, what: { kind: 'cards', name: 'Quests', cards: [{ face: ref('Q1'), back: ref('B1') }, { face: ref('Q2'), back: ref('B2') }] } })],
  [2, (s) => ({ t: 'draw', deck: newest(s), n: 1, to: 'hand' })],
  [2, (s) => ({ t: 'play', id: s.hands[2]!.at(-1)!.id, x: -20, z: 9, faceUp: true })],
  [2, () => ({ t: 'add', x: -12, z: -7, what: { kind: 'card', label: 'Hero', front: ref('front'), back: ref('back') } })],
  [1, (s) => ({ t: 'flip', id: newest(s) })],
  [1, (s) => ({ t: 'take', id: newest(s) })],
  [0, () => ({ t: 'moveGroup', ids: ['tile-4'], dx: 1, dz: 0 })],
  [0, () => ({ t: 'moveGroup', ids: ['tile-4', 'tile-5'], dx: -1, dz: 1 })],
  [0, () => ({ t: 'move', id: 'die-d8', x: 1, z: 9 })],
  [1, () => ({ t: 'remove', id: 'die-d4' })],
  [2, () => ({ t: 'end' })],
];

describe('a free-table line is worded from its data in the reader’s language, whatever the action', () => {
  it('I18N.L2 every kind of free-table line, the actor’s own included, words as logged in English and in French', () => {
    const module = games.sandbox!;
    const fr = frenchSay({ ...sandboxFrench, ...sandboxFrenchNames });
    let m = createMatch(module, {}, 3, 'log-words-free-session') as Match<Sandbox>;
    const viewers: Viewer[] = [0, 1, 2, 'spectator'];
    const kinds = new Set<string>();
    let own = 0;
    for (const [seat, make] of SESSION) {
      const action = make(m.state);
      const r = act(module, m, seat, action);
      if (isRuleError(r)) throw new Error(`${JSON.stringify(action)}: ${r.code} ${r.message}`);
      m = r.match as Match<Sandbox>;
      for (const viewer of viewers) {
        for (const entry of projectView(module, m, viewer).log.filter((e) => e.v === m.version)) {
          const where = `${entry.kind} v${m.version} for ${String(viewer)}`;
          expect(module.logText!(entry, projectView(module, m, viewer).view, sandboxSay), where).toBe(entry.text);
          const french = module.logText!(entry, projectView(module, m, viewer).view, fr);
          expect(french, where).toBeTruthy();
          expect(french, where).not.toBe(entry.text);
          expect(french, where).not.toMatch(/\.log\.|\.name\.|\.piece\.|[{}]/);
          if (process.env.LOG_WORDS_SHOW) console.log(`${entry.text}\n  ${french}`);
          kinds.add(entry.kind);
          if (entry.data?.mine === true) own++;
        }
      }
    }
    expect([...kinds].sort()).toEqual([
      'add', 'bagDraw', 'bagReturn', 'bagSearch', 'count', 'deal', 'dealt', 'draw', 'end', 'flip', 'lock', 'move', 'moveGroup',
      'peek', 'play', 'remove', 'roll', 'rotate', 'search', 'shuffle', 'take', 'toDeck',
    ]);
    expect(own).toBeGreaterThanOrEqual(12);
  });
});

describe('Root: every line of a whole game is worded from its data', () => {
  // Whole games, one with the factions picked at the table: besides the lines above, VP
  // scored and why, the win, crafts, the faction picks, the draw pile reshuffled, cards
  // given, a battle's dice and extra hits all travel as data.
  const WHOLE: ReadonlyArray<{ name: string; factions: readonly string[] }> = [
    { name: 'four factions', factions: ['clergy', 'legion', 'duchy', 'corvids'] },
    { name: 'factions picked', factions: ['pick', 'pick', 'random'] },
  ];
  const KINDS = ['score', 'win', 'craft', 'pick', 'shuffle', 'give', 'roll', 'hit', 'effect', 'dominance'];
  it('each line of Root, in every view, is worded again in English as logged and in French', () => {
    const module = games.root!;
    const fr = frenchSay(rootFrench);
    const kinds = new Set<string>();
    for (const { name, factions } of WHOLE) {
      const seats = factions.length;
      const pick = picker(`root-whole:${name}`);
      let m = createMatch(module, { factions }, seats, `root-whole-${name}`) as Match;
      for (let i = 0; i < 4000 && !module.status(m.state).over; i++) {
        const choice = choose(seats, (seat) => module.prompts(m.state, seat), pick);
        if (!choice) break;
        const r = act(module, m, choice.seat, choice.action);
        if (isRuleError(r)) throw new Error(`root: ${r.code} ${r.message}`);
        m = r.match;
        for (const viewer of [0, 'spectator'] as const) {
          const p = projectView(module, m, viewer);
          for (const entry of p.log.filter((e) => e.v === m.version)) {
            const where = `${name} v${m.version} ${entry.kind} for ${String(viewer)}: ${entry.text}`;
            expect(module.logText!(entry, p.view, rootSay), where).toBe(entry.text);
            const french = module.logText!(entry, p.view, fr);
            expect(french, where).not.toBe(entry.text);
            expect(french, where).not.toMatch(/\.log\.|[{}]/);
            kinds.add(entry.kind);
          }
        }
      }
      expect(module.status(m.state).over, `${name}: the game ends`).toBe(true);
    }
    expect(KINDS.filter((k) => !kinds.has(k))).toEqual([]);
  });
});
