import { describe, expect, it } from 'vitest';
import { framingFor } from '../../scene/framing.ts';
import { delveClient } from './client.ts';

describe('Delve camera framing', () => {
  it('every seat reads the map from its south edge; a phone held upright stands back further than the usual limit', () => {
    const desk = framingFor(delveClient.framing, 1440, 900)!;
    expect(desk.azimuth).toBe(0);
    const phone = framingFor(delveClient.framing, 390, 844)!;
    expect(phone.distance / desk.distance).toBeGreaterThan(1.45);
    expect(phone.distance / desk.distance).toBeLessThanOrEqual(2.2);
    // And looks further north, at the map.
    expect(phone.target![1]).toBeLessThan(desk.target![1]);
  });
});
