import { describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { parsePayload } from '../../engine/core/parse.ts';
import { ruleError, type Result } from '../../engine/core/result.ts';
import { Rng, seedRng } from '../../engine/core/rng.ts';
import { applyAction, createMatch, type Match } from '../../engine/core/match.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { Prompt } from '../../engine/core/types.ts';
import { games } from '../../engine/games/registry.ts';
import { explorersActionSchema } from '../../engine/games/explorers/actions.ts';
import { coreActionSchema } from '../../engine/games/root/schemas.ts';
import { clergyActionSchema } from '../../engine/games/root/factions/clergy/schemas.ts';
import { legionActionSchema } from '../../engine/games/root/factions/legion/schemas.ts';
import { sandboxActionSchema } from '../../engine/games/sandbox/actions.ts';

/**
 * `parsePayload` takes zod's compiled fast path (`z.compile`) for valid payloads. These
 * tests hold it to the interpreted parser's verdicts: the same value (keys, their order,
 * keys present with `undefined`) for every payload zod accepts, and the same refusal
 * (code and message) for every one it refuses.
 */

const SCHEMAS: Record<string, ZodType> = {
  explorers: explorersActionSchema,
  'root core': coreActionSchema,
  'root clergy': clergyActionSchema,
  'root legion': legionActionSchema,
  sandbox: sandboxActionSchema,
};

/** The verdict as parsePayload gave it before the compiled path: zod's interpreter. */
function interpreted(schema: ZodType, raw: unknown, code: string, phrase: string): Result<unknown> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const at = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
  return ruleError(code, `${phrase}${at}: ${issue?.message ?? 'invalid'}.`);
}

/** A value written out with its key order and its `undefined`s, for exact comparison. */
function exact(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) => (x === undefined ? '<undefined>' : Number.isNaN(x) ? '<NaN>' : x));
}

/** Actions prompted in a few random games of every registered game, up to 3 of each type and keys. */
function promptedActions(): unknown[] {
  const out = new Map<string, unknown>();
  const perShape = new Map<string, number>();
  const keep = (a: unknown): void => {
    const shape = exact(Object.keys(a as object).concat(String((a as { t?: unknown }).t)));
    const n = perShape.get(shape) ?? 0;
    if (n < 3 && !out.has(exact(a))) {
      perShape.set(shape, n + 1);
      out.set(exact(a), a);
    }
  };
  for (const module of Object.values(games)) {
    const seats = Math.max(module.minSeats, 2);
    for (let g = 0; g < 2; g++) {
      const rng = new Rng(seedRng(`parse:${module.id}:${g}`));
      let match = createMatch(module, {}, seats, `parse#${g}`) as Match;
      for (let n = 0; n < 400 && !module.status(match.state).over; n++) {
        const seat = n % seats;
        const prompts = module.prompts(match.state, seat).filter((p: Prompt<unknown>) => p.actions.length > 0 && !p.ends);
        const other = prompts.length > 0 ? prompts : module.prompts(match.state, (seat + 1) % seats).filter((p: Prompt<unknown>) => p.actions.length > 0 && !p.ends);
        if (other.length === 0) break;
        for (const p of other) for (const a of p.actions) keep(a);
        const action = rng.pick(rng.pick(other).actions);
        const next = applyAction(module, match, prompts.length > 0 ? seat : (seat + 1) % seats, action);
        if (isRuleError(next)) break;
        match = next.match;
      }
    }
  }
  return [...out.values()];
}

const ODD_VALUES: unknown[] = [
  undefined, null, true, 0, -0, -1, 1.5, 13, 1e9, NaN, Infinity, '', 'x', 'N', 'x'.repeat(50), [], [1], ['a'], {}, { t: 'end' },
];

/** Payloads near the valid ones: each key dropped, replaced by odd values, or joined by an extra key. */
function malformed(valid: unknown[]): unknown[] {
  const out: unknown[] = [null, undefined, 7, 'move', [], {}, { t: 'nope' }, { t: 7 }, [{ t: 'end' }], Object.create({ t: 'end' })];
  for (const v of valid) {
    if (typeof v !== 'object' || v === null) continue;
    const o = v as Record<string, unknown>;
    out.push({ ...o, extra: 1 });
    for (const key of Object.keys(o)) {
      const { [key]: _dropped, ...rest } = o;
      out.push(rest);
      for (const odd of ODD_VALUES) out.push({ ...o, [key]: odd });
      const inner = o[key];
      if (Array.isArray(inner)) for (const odd of ODD_VALUES) out.push({ ...o, [key]: [...inner, odd] });
    }
  }
  return out;
}

describe('payload parsing through compiled schemas', () => {
  const valid = promptedActions();
  const bad = malformed(valid);

  it('every action schema compiles (the fast path exists, it is not zod falling back)', () => {
    for (const schema of Object.values(SCHEMAS)) expect(() => z.compile(schema, { strict: true })).not.toThrow();
  });

  it('gives the same value as the interpreted parser for every prompted action, and the same refusal for every other schema', () => {
    expect(valid.length).toBeGreaterThan(100);
    for (const [name, schema] of Object.entries(SCHEMAS)) {
      let accepted = 0;
      for (const raw of valid) {
        const fast = parsePayload(schema, raw, 'x/bad', name);
        expect(exact(fast)).toBe(exact(interpreted(schema, raw, 'x/bad', name)));
        if (!isRuleError(fast)) {
          accepted++;
          expect(fast).not.toBe(raw);
        }
      }
      // Each schema saw real payloads of its own, not only refusals.
      expect(accepted, name).toBeGreaterThan(3);
    }
  });

  it('refuses every malformed payload with the same code and message as the interpreted parser', () => {
    expect(bad.length).toBeGreaterThan(3000);
    let refused = 0;
    for (const [name, schema] of Object.entries(SCHEMAS)) {
      for (const raw of bad) {
        const fast = parsePayload(schema, raw, 'x/bad', name);
        expect(exact(fast)).toBe(exact(interpreted(schema, raw, 'x/bad', name)));
        if (isRuleError(fast)) refused++;
      }
    }
    expect(refused).toBeGreaterThan(bad.length);
  });

  it('keeps zod\'s wording and path in a refusal (Explorers place with a bad rotation)', () => {
    const r = parsePayload(explorersActionSchema, { t: 'place', x: 0, y: 1, rotation: 45 }, 'explorers/bad-action', 'That is not an Explorers action');
    expect(r).toEqual(ruleError('explorers/bad-action', 'That is not an Explorers action (rotation): Invalid input.'));
  });
});
