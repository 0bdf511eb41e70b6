/**
 * Whether a secret's needle occurs in what a viewer received, as a whole token: a needle
 * that starts or ends with a letter or digit must not be part of a longer identifier or
 * number there. Random ids, tokens and timestamps carry letters and digits by chance (a
 * seat token can contain "Fox", a clock reading can contain an RNG word); a real leak of a
 * label, a quoted id or a number stands on its own.
 */
const WORD = /[A-Za-z0-9_-]/;
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cache = new Map<string, RegExp>();

export function occurs(text: string, needle: string): boolean {
  if (needle === '') return false;
  let re = cache.get(needle);
  if (!re) {
    const before = WORD.test(needle[0]!) ? '(?<![A-Za-z0-9_-])' : '';
    const after = WORD.test(needle.at(-1)!) ? '(?![A-Za-z0-9_-])' : '';
    re = new RegExp(before + escape(needle) + after);
    cache.set(needle, re);
  }
  return re.test(text);
}
