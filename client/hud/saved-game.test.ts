import { describe, expect, it } from 'vitest';
import { fetchSavedGame } from './saved-game.ts';

const answer = (status: number, body: unknown): typeof fetch => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the saved game download', () => {
  it('PROTOCOL §7 a held export shows the server\'s reason, never downloads the error as the game', async () => {
    const held = await fetchSavedGame('/api/tables/ABCDEF/export', 'ABCDEF', answer(409, { code: 'table/not-over', error: 'Spectators watch this table 30 s behind.' }));
    expect(held).toEqual({ ok: false, reason: 'Spectators watch this table 30 s behind.' });
    const odd = await fetchSavedGame('/x', 'ABCDEF', async () => new Response('<html>', { status: 502 }));
    expect(odd).toEqual({ ok: false, reason: 'The saved game is not available (HTTP 502).' });
  });

  it('an export the server gives is downloaded under the table\'s code', async () => {
    const got = await fetchSavedGame('/x', 'ABCDEF', answer(200, { seed: 's', actions: [] }));
    expect(got.ok).toBe(true);
    if (got.ok) {
      expect(got.name).toBe('ABCDEF.json');
      expect(JSON.parse(await got.blob.text())).toEqual({ seed: 's', actions: [] });
    }
  });
});
