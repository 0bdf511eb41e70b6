/**
 * Fetches a table's saved game for the download link. The server may hold it back (a table
 * whose spectators watch behind a delay keeps its seed and actions until their broadcast
 * has shown the end): then the player reads the server's reason instead of downloading an
 * error as if it were the game.
 */
import { say } from '../words/say.ts';

export type SavedGame = { ok: true; blob: Blob; name: string } | { ok: false; reason: string };

export async function fetchSavedGame(url: string, code: string, fetchFn: typeof fetch = fetch): Promise<SavedGame> {
  let res: Response;
  try {
    res = await fetchFn(url, { headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, reason: say('hud.saved.unreachable') };
  }
  if (res.ok) return { ok: true, blob: await res.blob(), name: `${code}.json` };
  let reason = say('hud.saved.unavailable', { status: res.status });
  try {
    const body: unknown = await res.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) reason = body.error;
  } catch {
    // not JSON: keep the status sentence
  }
  return { ok: false, reason };
}
