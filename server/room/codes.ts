/** Short join codes: unambiguous to read aloud and type (no 0/O, 1/I). */
import { randomBytes } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '../../wire/protocol.ts';

/** A random code; 32 symbols, so `byte & 31` is unbiased. */
export function randomCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += CODE_ALPHABET[b & 31];
  return code;
}

/** Upper-cases and checks a code typed by a person; null when it cannot be one. */
export function normalizeCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  if (code.length !== CODE_LENGTH) return null;
  for (const ch of code) if (!CODE_ALPHABET.includes(ch)) return null;
  return code;
}
