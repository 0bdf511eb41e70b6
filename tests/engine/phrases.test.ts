/**
 * The words the engine makes — prompt labels, status headlines, refusals, piece labels —
 * travel as data (engine/core/words.ts `Phrase`) beside their English, and each client
 * words them in its reader's language. Played on random games, for every game:
 *
 * - every prompt, every headline and every refusal carries its phrase, and the game's
 *   English catalogue words it to exactly the English beside it;
 * - every piece label and hand card label carries one too, but for the kinds a case lists
 *   as words the engine does not make (a player's own names on the free table);
 * - the French catalogue words it too: never empty, never a raw key or a brace, with no
 *   English to fall back on (the French `Say` here has none).
 *
 * Refusals are drawn by acting out of turn and by sending a legal action again once the
 * table has moved on.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { createMatch, projectView, type Match } from '../../engine/core/match.ts';
import { act } from '../../engine/core/undo.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError, type RuleError } from '../../engine/core/result.ts';
import type { Phrase, Viewer } from '../../engine/core/types.ts';
import { phraseIds, sayPhrase, type Say } from '../../engine/core/words.ts';
import { games } from '../../engine/games/registry.ts';
import type { Words } from '../../client/words/catalogue.ts';
import { en as shellEn } from '../../client/words/en/index.ts';
import { fr as shellFr } from '../../client/words/fr/index.ts';
import { rootWords } from '../../client/games/root/words/index.ts';
import { explorersWords } from '../../client/games/explorers/words/index.ts';
import { delveWords } from '../../client/games/delve/words/index.ts';
import { forestWords } from '../../client/games/forest/words/index.ts';
import { sandboxWords } from '../../client/games/sandbox/words/index.ts';
import { choose, picker } from '../room/random-play.ts';

/** A Say over `messages` alone, in `lang`: a key it lacks throws. */
function sayOver(messages: Readonly<Record<string, string>>, lang: string): Say {
  const parsed = new Map<string, IntlMessageFormat>();
  return (id, values) => {
    let m = parsed.get(id);
    if (m === undefined) {
      const source = Object.hasOwn(messages, id) ? messages[id] : undefined;
      if (source === undefined) throw new Error(`no ${lang} message ${id}`);
      m = new IntlMessageFormat(source, lang, undefined, { ignoreTag: true });
      parsed.set(id, m);
    }
    return String(m.format(values));
  };
}

interface Case {
  name: string;
  module: AnyGameModule;
  seats: number;
  options: unknown;
  words: Words;
  /** Piece kinds whose labels are the players' own words, not the engine's (none by default). */
  ownLabels?: readonly string[];
  steps?: number;
}

const CASES: Case[] = [
  { name: 'free table', module: games.sandbox!, seats: 3, options: {}, words: sandboxWords, ownLabels: ['board', 'counter'] },
  { name: 'root, two factions', module: games.root!, seats: 2, options: { factions: ['clergy', 'legion'] }, words: rootWords },
  { name: 'root, four factions', module: games.root!, seats: 4, options: { factions: ['clergy', 'legion', 'duchy', 'corvids'] }, words: rootWords },
  { name: 'explorers, two heroes', module: games.explorers!, seats: 2, options: {}, words: explorersWords },
  { name: 'explorers, four heroes', module: games.explorers!, seats: 4, options: {}, words: explorersWords },
  { name: 'the Forest, three travellers', module: games.forest!, seats: 3, options: {}, words: forestWords },
  { name: 'Delve, two characters', module: games.delve!, seats: 2, options: {}, words: delveWords },
];

const only = process.env.PHRASES_GAME;

describe('the engine’s words travel as phrases, worded in each reader’s language', () => {
  for (const c of CASES) {
    if (only && c.module.id !== only) continue;
    it(`${c.name}: prompts, headlines, refusals and labels carry phrases that word as their English, and in French`, () => {
      const en = sayOver({ ...shellEn, ...c.words.en }, 'en');
      const fr = sayOver({ ...shellFr, ...c.words.fr }, 'fr');
      const checked = { prompt: 0, headline: 0, refusal: 0, label: 0 };
      const check = (what: keyof typeof checked, words: Phrase | undefined, english: string, where: string): void => {
        expect(words, `${where}: “${english}” has no phrase`).toBeDefined();
        if (!words) return;
        expect(sayPhrase(words, en), where).toBe(english);
        const french = sayPhrase(words, fr);
        expect(french, where).toBeTruthy();
        expect(french, where).not.toMatch(/[{}]|\b[a-z]+\.[a-z]+\.[a-zA-Z]/);
        for (const id of phraseIds(words)) expect(id.startsWith(`${c.module.id}.`) || id.startsWith('core.') || id.startsWith('table.'), `${where}: ${id} is the game's`).toBe(true);
        if (process.env.PHRASES_SHOW) console.log(`${what}: ${french}`);
        checked[what]++;
      };
      const refused = (r: RuleError, where: string): void => check('refusal', r.words, r.message, `${where} ${r.code}`);
      const pick = picker(`phrases:${c.name}`);
      let m = createMatch(c.module, c.options, c.seats, `phrases-${c.name}`) as Match;
      const viewers: Viewer[] = [...Array.from({ length: c.seats }, (_, i) => i), 'spectator'];
      let earlier: { match: Match; seat: number; action: unknown } | null = null;
      for (let i = 0; i < (c.steps ?? 250) && !c.module.status(m.state).over; i++) {
        const where = `${c.name} v${m.version}`;
        for (let seat = 0; seat < c.seats; seat++) {
          for (const p of c.module.prompts(m.state, seat)) check('prompt', p.words, p.label, `${where} seat ${seat} prompt ${p.key}`);
        }
        const status = c.module.status(m.state);
        if (status.headline !== undefined) check('headline', status.headlineWords, status.headline, `${where} headline`);
        for (const viewer of i % 10 === 0 ? viewers : []) {
          const p = projectView(c.module, m, viewer);
          const table = c.module.table(p.view, viewer);
          for (const piece of Object.values(table.pieces)) {
            if (piece.label === undefined || piece.label === '' || /^\d+$/.test(piece.label) || c.ownLabels?.includes(piece.kind)) continue;
            check('label', piece.labelWords, piece.label, `${where} ${String(viewer)} piece ${piece.id}`);
          }
          for (const hand of Object.values(table.hands)) {
            for (const card of hand.cards ?? []) if (!c.ownLabels?.includes('card')) check('label', card.labelWords, card.label, `${where} ${String(viewer)} hand card ${card.id}`);
          }
        }
        const choice = choose(c.seats, (seat) => c.module.prompts(m.state, seat), pick);
        if (!choice) break;
        // Out of turn: the same action from every seat that has nothing to do now.
        for (let seat = 0; seat < c.seats; seat++) {
          if (seat === choice.seat || c.module.prompts(m.state, seat).some((p) => p.actions.length > 0)) continue;
          const r = act(c.module, m, seat, choice.action);
          if (isRuleError(r)) refused(r, `${where} seat ${seat} out of turn`);
        }
        // Stale: an action from a few steps back, sent again.
        if (earlier && earlier.match.version < m.version) {
          const r = act(c.module, m, earlier.seat, earlier.action);
          if (isRuleError(r)) refused(r, `${where} seat ${earlier.seat} again`);
        }
        const r = act(c.module, m, choice.seat, choice.action);
        if (isRuleError(r)) throw new Error(`${c.module.id}: ${r.code} ${r.message}`);
        if (i % 7 === 0) earlier = { match: m, seat: choice.seat, action: choice.action };
        m = r.match;
      }
      expect(checked.prompt).toBeGreaterThan(20);
      expect(checked.refusal).toBeGreaterThan(3);
    });
  }
});
