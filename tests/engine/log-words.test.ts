/**
 * Log lines in the reader's language: a game words each line it can from its data with a
 * reader's `Say` (GameModule.logText). With the engine's English catalogue it gives exactly
 * the text the action logged (the engine logs with the same messages); with the client's
 * French catalogue it gives a French line: never empty, never the English text, never a
 * raw key (the French Say here has no English to fall back on). Played on random games.
 * A game held to word all its lines (Explorers, with its content's names and texts) leaves none to
 * the logged English.
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
import { sandboxLogWords } from '../../engine/games/sandbox/log-words.en.ts';
import { frLog as sandboxFrench } from '../../client/games/sandbox/words/fr-log.ts';
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
  { name: 'free table', module: games.sandbox!, seats: 3, options: {}, en: englishSay(sandboxLogWords), fr: frenchSay(sandboxFrench) },
  { name: 'root, two factions', module: games.root!, seats: 2, options: { factions: ['clergy', 'legion'] }, en: rootSay, fr: frenchSay(rootFrench) },
  { name: 'root, four factions', module: games.root!, seats: 4, options: { factions: ['clergy', 'legion', 'duchy', 'corvids'] }, en: rootSay, fr: frenchSay(rootFrench) },
  { name: 'explorers, two heroes', module: games.explorers!, seats: 2, options: {}, en: explorersEnglish, fr: explorersFrench, all: true },
  { name: 'explorers, four heroes', module: games.explorers!, seats: 4, options: {}, en: explorersEnglish, fr: explorersFrench, all: true },
  { name: 'explorers, lairs and enraged monsters', module: games.explorers!, seats: 3, options: { enraged: 'on', lairs: true }, en: explorersEnglish, fr: explorersFrench, all: true },
  { name: 'the Forest, three travellers', module: games.forest!, seats: 3, options: {}, en: englishSay(forestLogWords), fr: frenchSay(forestFrench) },
  { name: 'Delve, two characters', module: games.delve!, seats: 2, options: {}, en: englishSay(delveLogWords), fr: frenchSay(delveFrench) },
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
