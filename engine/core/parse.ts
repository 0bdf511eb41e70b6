/**
 * Payload parsing written once: a zod schema's verdict on a raw payload, as the value or
 * as a RuleError whose message names the first problem and where it is
 * ("That is not a Root action (clearing): Too big: expected number to be <=12.").
 */
import type { ZodType } from 'zod';
import { ruleError, type Result } from './result.ts';

/** `raw` checked against `schema`; refused as `code` with "`phrase` (path): problem." */
export function parsePayload<T>(schema: ZodType<T>, raw: unknown, code: string, phrase: string): Result<T> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const at = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
  return ruleError(code, `${phrase}${at}: ${issue?.message ?? 'invalid'}.`);
}
