import { describe, expect, it } from 'vitest';
import { framingFor } from '../../scene/framing.ts';
import { delveClient } from './client.ts';

describe('Delve camera framing', () => {
  it('every seat reads the map from its south edge; a phone held upright has a framing of its own, further back and more from above', () => {
    const desk = framingFor(delveClient.framing, 1440, 900)!;
    expect(desk.azimuth).toBe(0);
    const phone = framingFor(delveClient.framing, 390, 844)!;
    expect(phone.azimuth).toBe(0);
    expect(phone.distance / desk.distance).toBeGreaterThan(1.45);
    expect(phone.polar).toBeLessThan(desk.polar);
    expect(framingFor(delveClient.framing, 800, 600)!.distance).toBeLessThan(phone.distance);
  });
});
