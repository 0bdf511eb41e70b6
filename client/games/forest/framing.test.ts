import { describe, expect, it } from 'vitest';
import { forestLayout } from '../../../engine/games/forest/table.ts';
import { framingFor } from '../../scene/framing.ts';
import { screenPoint, seatedCamera } from '../../../tests/helpers/seated-camera.ts';
import { forestClient } from './client.ts';

/** Phones held upright, as tests/e2e/phone.test.ts covers them. */
const PHONES = [[390, 844], [360, 800], [320, 640]] as const;

describe('Into the Forest in view on a phone held upright', () => {
  it('every traveller\u2019s mat (16 × 9, its tableau) and both decks lie within the screen\u2019s width, two seats to four, at 390, 360 and 320 px', () => {
    for (const seats of [2, 3, 4]) {
      const lay = forestLayout(seats);
      for (const [w, h] of PHONES) {
        const f = framingFor(forestClient.framing, w, h)!;
        const cam = seatedCamera(f, 0, w, h);
        const points = [
          ...lay.areas.flatMap((a) => [[-8, -4.5], [8, -4.5], [-8, 4.5], [8, 4.5]].map(([dx, dz]) => ({ what: `mat at ${a.x},${a.z}`, x: a.x + dx!, z: a.z + dz! }))),
          { what: 'Forest Deck', x: lay.deckX - 1.25, z: lay.band }, { what: 'map deck', x: lay.mapDeckX + 1.25, z: lay.band },
        ];
        const off = points.map((p) => ({ ...p, at: screenPoint(cam, w, h, p.x, 0, p.z) }))
          .filter((p) => p.at[0] < 0 || p.at[0] > w || p.at[1] < 0 || p.at[1] > h)
          .map((p) => `${p.what} (${p.x}, ${p.z}) at ${Math.round(p.at[0])}, ${Math.round(p.at[1])}`);
        expect(off, `${seats} seats at ${w} × ${h}`).toEqual([]);
      }
    }
  });
});
