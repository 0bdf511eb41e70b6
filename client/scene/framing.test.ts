import { describe, expect, it } from 'vitest';
import { framingFor } from './framing.ts';
import { clientGame } from '../kit/registry.ts';
import { loadClientGames } from '../../tests/helpers/client-games.ts';

// The registry loads each game's client on demand; these tests read them synchronously.
await loadClientGames();

describe('camera framing per game', () => {
  it('the free table: the seated view (a phone has its own, client/games/sandbox/framing.test.ts); Explorers: one for wide screens, one for low ones', () => {
    expect(framingFor(clientGame('sandbox').framing, 1280, 800)).toMatchObject({ distance: 50, polar: 0.9, target: [0, 2] });
    expect(framingFor(undefined, 1280, 800)).toBeNull();
    const explorers = clientGame('explorers').framing;
    expect(framingFor(explorers, 1280, 720)).toEqual(framingFor(explorers, 1920, 1080));
    expect(framingFor(explorers, 1024, 640)).toEqual(framingFor(explorers, 844, 390));
    expect(framingFor(explorers, 1024, 640)!.distance).toBeLessThan(framingFor(explorers, 1280, 720)!.distance);
  });

  it('Root: every seat looks from the map\'s south edge, west of the table\'s middle', () => {
    const f = framingFor(clientGame('root').framing, 1280, 800)!;
    expect(f.azimuth).toBe(0);
    expect(f.target![0]).toBeLessThan(0);
    expect(f.topDistance).toBeGreaterThan(f.distance);
    // A bigger screen keeps the framing it was made for.
    expect(framingFor(clientGame('root').framing, 1920, 1200)).toEqual(f);
  });

  it('Root: stands further back and looks further north on smaller or narrower screens, within a limit', () => {
    const f = framingFor(clientGame('root').framing, 1280, 800)!;
    const small = framingFor(clientGame('root').framing, 1024, 640)!;
    const narrow = framingFor(clientGame('root').framing, 1000, 800)!;
    // 1024 × 640 is 1.25 times smaller; the panels are not, so it stands back 1.25 ** 1.5 times.
    expect(small.distance).toBeCloseTo(f.distance * 1.25 ** 1.5, 1);
    expect(small.topDistance).toBeCloseTo(f.topDistance! * 1.25 ** 1.5, 1);
    expect(small.distance).toBeGreaterThan(f.distance * 1.35);
    expect(small.target![1]).toBeLessThan(f.target![1]);
    // The top-down view looks less far north of the target there.
    expect(small.topNorth).toBeLessThan(f.topNorth!);
    expect(small.target![1] - small.topNorth!).toBeGreaterThan(f.target![1] - f.topNorth! - 2);
    expect(narrow.distance).toBeGreaterThan(f.distance);
    expect(framingFor(clientGame('root').framing, 400, 300)!.distance).toBeCloseTo(f.distance * 1.45, 1);
    // 1100 × 720 (1.11 times lower, a little narrower) stands back about a quarter further.
    const mid = framingFor(clientGame('root').framing, 1100, 720)!;
    expect(mid.distance / f.distance).toBeGreaterThan(1.24);
    expect(mid.distance / f.distance).toBeLessThan(1.27);
  });
});

describe('a framing for portrait screens', () => {
  const spec = { distance: 50, polar: 0.5, shiftX: 0, target: [0, 0] as const, refHeight: 900, refAspect: 1.6, portrait: { distance: 70, polar: 0.3, shiftX: 0, target: [0, 4] as const } };

  it('is taken as it is on a screen narrower than it is tall, never scaled', () => {
    expect(framingFor(spec, 390, 844)).toEqual(spec.portrait);
    expect(framingFor(spec, 600, 601)).toEqual(spec.portrait);
  });

  it('leaves landscape screens to the usual framing, or to the low one where there is one', () => {
    const low = { ...spec, short: { maxHeight: 700, distance: 40, polar: 0.6, shiftX: 0 } };
    expect(framingFor(low, 1024, 640)).toEqual({ distance: 40, polar: 0.6, shiftX: 0 });
    expect(framingFor(low, 1440, 900)!.distance).toBe(50);
    expect(framingFor(low, 390, 844)).toEqual(spec.portrait);
    expect(framingFor(spec, 1440, 900)!.distance).toBe(50);
    expect(framingFor(spec, 844, 390)!.distance).toBeGreaterThan(50);
  });
});
