/**
 * The fairness proof as the HUD shows it (PROTOCOL §8): the seed commitment published at
 * setup (hex sha256 of the seed) and, once the game is over, the seed itself, which
 * anyone can hash to check against the commitment.
 */
import { exportTablePath } from '../../wire/protocol.ts';
import { say } from '../words/say.ts';

/** The first `n` hex digits and an ellipsis ("9f86d081884c7d65…"); short input as is. */
export function shortHex(hex: string, n = 16): string {
  return hex.length > n ? `${hex.slice(0, n)}…` : hex;
}

/** The log panel's first line, naming the commitment. */
export function commitLine(seedCommit: string): string {
  return say('hud.log.commit', { hex: shortHex(seedCommit) });
}

/** The log panel's line once the seed is out. */
export function revealLine(seed: string): string {
  return say('hud.log.seed', { hex: shortHex(seed) });
}

/** Hex sha256 of the text's UTF-8 bytes, or null where the browser offers no digest (plain http). */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where the saved game of table `code` downloads from (once the game is over; PROTOCOL §7). */
export function exportPath(code: string): string {
  return exportTablePath(code);
}

/** Copies text to the clipboard; false where the page may not (then the caller shows it). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
