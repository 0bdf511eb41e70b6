/**
 * What only the table's host (the first player to sit down) may do from the prompt bar:
 * take a prompt that ends the table for everyone. The server refuses it from anyone else
 * (room/not-host); the bar shows it disabled with this reason instead of letting it fail.
 */
import type { Prompt } from '../../engine/core/types.ts';
import { say } from '../words/say.ts';

/** Why this client may not take `prompt`, or null when it may. */
export function hostOnlyReason(prompt: Pick<Prompt<unknown>, 'ends'>, host: boolean): string | null {
  return prompt.ends === true && !host ? say('hud.prompt.hostOnly') : null;
}
