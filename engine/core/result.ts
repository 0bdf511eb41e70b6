/**
 * Rule violations are values, never exceptions (DESIGN §2.1). Codes are stable and
 * namespaced by the game or layer that raised them (`"sandbox/not-in-hand"`).
 */
export interface RuleError {
  readonly error: true;
  readonly code: string;
  readonly message: string;
}

export type Result<T> = T | RuleError;

/** Builds a rule error with a stable code and a human sentence. */
export function ruleError(code: string, message: string): RuleError {
  return { error: true, code, message };
}

/** True when a result is a rule error. */
export function isRuleError(x: unknown): x is RuleError {
  return typeof x === 'object' && x !== null && (x as { error?: unknown }).error === true;
}
