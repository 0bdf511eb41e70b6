/**
 * Payload parsing written once: a zod schema's verdict on a raw payload, as the value or
 * as a RuleError whose message names the first problem and where it is
 * ("That is not a Root action (clearing): Too big: expected number to be <=12.").
 */
import { z, type ZodType } from 'zod';
import { ruleError, type Result } from './result.ts';

/**
 * Each schema's ahead-of-time compiled twin (`z.compile`), made on its first payload.
 * Every action of every game is parsed here, and zod's interpreter was a tenth of a
 * random game's time (docs/PERFORMANCE.md). A valid payload takes the compiled path;
 * anything else falls back to the schema's own parser, so refusals keep zod's exact
 * issues. A schema zod cannot compile comes back unchanged. The cache only memoizes
 * a pure function of the (immutable) schema.
 */
const compiled = new WeakMap<ZodType, ZodType>();

function fast<T>(schema: ZodType<T>): ZodType<T> {
  let c = compiled.get(schema);
  if (c === undefined) {
    c = z.compile(schema);
    compiled.set(schema, c);
  }
  return c as ZodType<T>;
}

/** `raw` checked against `schema`; refused as `code` with "`phrase` (path): problem." */
export function parsePayload<T>(schema: ZodType<T>, raw: unknown, code: string, phrase: string): Result<T> {
  const parsed = fast(schema).safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const at = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
  return ruleError(code, `${phrase}${at}: ${issue?.message ?? 'invalid'}.`);
}

/**
 * A game's content checked against its zod schema, entry by entry (the game module's
 * `content/validate.ts`, when it loads): a content mistake is a programming error, so the
 * first invalid entry throws, "<game> content: <what> #<n> is invalid: <zod's issue>".
 */
export function checkContent(game: string, what: string, schema: ZodType, items: readonly unknown[]): void {
  items.forEach((item, i) => {
    const r = schema.safeParse(item);
    if (!r.success) throw new Error(`${game} content: ${what} #${i + 1} is invalid: ${r.error.issues[0]?.message ?? 'invalid'}`);
  });
}
