/**
 * Whether a table page asks for a name before sitting down. A table link opened in a
 * browser that never saved a name would otherwise seat the player as "Guest" unasked; it
 * asks first — unless the player only watches, takes back a seat this browser held (a
 * reload, a reconnection), or came through the start page, which already showed the form.
 */

export interface JoinGateInput {
  /** The page watches (`?watch=1`): a spectator needs no name. */
  watch: boolean;
  /** The name this browser saved, or null when it saved none. */
  savedName: string | null;
  /** This browser holds a seat's token for the table (it sat there before). */
  seatToken: boolean;
  /** The start page's name field was shown in this page's life. */
  offered: boolean;
}

export function askNameFirst(input: JoinGateInput): boolean {
  if (input.watch || input.seatToken || input.offered) return false;
  return input.savedName === null || input.savedName.trim() === '';
}

/** The name in a stored profile's JSON text, or null when it has none (or is unreadable). */
export function profileNameIn(text: string | null): string | null {
  if (text === null) return null;
  try {
    const raw = JSON.parse(text) as unknown;
    const name = typeof raw === 'object' && raw !== null ? (raw as { name?: unknown }).name : undefined;
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
  } catch {
    return null;
  }
}
