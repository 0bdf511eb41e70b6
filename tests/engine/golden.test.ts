/**
 * Golden replays (docs/ARCHITECTURE.md "Adding a game"): every registered game has a
 * stored game in tests/golden/<game>.json, recorded by `npm run golden` (scripts/golden.ts).
 * Replayed through today's engine it must reach the same state digests. A game whose rules
 * changed how it plays without a `rulesVersion` bump fails here — stored tables of that
 * version would be rebuilt with rules they were not played under —, and a game whose
 * version moved on needs its golden recorded again.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games } from '../../engine/games/registry.ts';
import { GOLDEN_TABLES, goldenPath, replayGolden, type Golden } from '../../scripts/golden.ts';

describe('golden replays', () => {
  it.each(Object.keys(games))('golden replay: a stored %s game replays to the same state under the same rules version', (id) => {
    const module = games[id]!;
    const file = goldenPath(id);
    expect(fs.existsSync(file), `${id} has no golden replay (${file}): record it with \`npm run golden -- --game ${id}\``).toBe(true);
    expect(GOLDEN_TABLES[id], `${id} has no golden table in scripts/golden.ts`).toBeDefined();
    const golden = JSON.parse(fs.readFileSync(file, 'utf8')) as Golden;
    expect(golden.gameId).toBe(id);
    expect(golden.actions.length, 'a golden replay of some length').toBeGreaterThanOrEqual(90);
    if (golden.rulesVersion !== module.rulesVersion) {
      expect.fail(`${module.name} is at rules version ${module.rulesVersion}; its golden replay was recorded under ${golden.rulesVersion}: `
        + `record it again with \`npm run golden -- --game ${id}\` (and commit tests/golden/${id}.json).`);
    }
    const verdict = replayGolden(module, golden);
    if (!verdict.ok) {
      expect.fail(`${module.name}: rules changed without a rulesVersion bump — the golden replay recorded under rules version `
        + `${golden.rulesVersion} no longer replays: ${verdict.reason}. Bump ${module.name}'s rulesVersion `
        + `(engine/games/${id}/index.ts), then record the golden again with \`npm run golden -- --game ${id}\`.`);
    }
  });
});
