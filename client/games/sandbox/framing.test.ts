import { describe, expect, it } from 'vitest';
import { framingFor } from '../../scene/framing.ts';
import { explorersClient } from '../explorers/client.ts';
import { sandboxClient } from './client.ts';

describe('Phone framings: what a phone held upright must show', () => {
  it('the free table: the seated view on a desktop and a tablet; a phone stands further back and looks down more steeply (deck and bag in view)', () => {
    const desk = framingFor(sandboxClient.framing, 1440, 900)!;
    expect(desk).toMatchObject({ distance: 44, polar: 0.9 });
    expect(framingFor(sandboxClient.framing, 768, 1024)).toEqual(desk);
    const phone = framingFor(sandboxClient.framing, 390, 844)!;
    expect(phone.distance).toBeGreaterThan(desk.distance * 1.4);
    expect(phone.polar).toBeLessThan(desk.polar);
  });

  it('Explorers: a phone looks between the forest’s start (x = 0) and the drawn tile (x = 16.4), from further back', () => {
    const desk = framingFor(explorersClient.framing, 1440, 900)!;
    const phone = framingFor(explorersClient.framing, 390, 844)!;
    expect(phone.azimuth).toBe(0);
    expect(phone.target![0]).toBeGreaterThan(4);
    expect(phone.target![0]).toBeLessThan(12);
    expect(phone.distance).toBeGreaterThan(desk.distance);
  });
});
