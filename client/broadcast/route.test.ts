import { describe, expect, it } from 'vitest';
import { broadcastPath, parseBroadcastRoute, streamerLinks } from './route.ts';

describe('streaming routes', () => {
  it('route: the broadcast and overlay pages, with what to show and the caster secret', () => {
    expect(parseBroadcastRoute('/t/ABC234/broadcast', '')).toEqual({ page: 'broadcast', code: 'ABC234', show: ['banner', 'seats', 'log'], caster: null, lines: 4 });
    expect(parseBroadcastRoute('/t/ABC234/overlay/', '?show=dice,log,dice,bogus&caster=x_Y-9&lines=99')).toEqual({
      page: 'overlay', code: 'ABC234', show: ['dice', 'log'], caster: 'x_Y-9', lines: 12,
    });
  });

  it('route: other pages and hostile values are not streaming pages, or are dropped', () => {
    expect(parseBroadcastRoute('/t/ABC234', '')).toBeNull();
    expect(parseBroadcastRoute('/t/AB/broadcast', '')).toBeNull();
    expect(parseBroadcastRoute('/t/ABC234/replay', '')).toBeNull();
    expect(parseBroadcastRoute('/t/ABC234/overlay', '?caster=%3Cscript%3E')?.caster).toBeNull();
  });

  it('route: the kit links round-trip through the parser', () => {
    const links = streamerLinks('https://w.example', 'ABC234', 'tok_1');
    expect(links.map((l) => l.key)).toEqual(['broadcast', 'dice', 'seats', 'log', 'banner', 'hidden']);
    for (const l of links) {
      const u = new URL(l.url);
      const r = parseBroadcastRoute(u.pathname, u.search)!;
      expect(r.caster).toBe('tok_1');
      if (l.key !== 'broadcast') expect(r.show).toEqual([l.key]);
    }
    expect(broadcastPath('overlay', 'ABC234')).toBe('/t/ABC234/overlay');
    // Without a caster link there is nothing hidden to show: no such overlay in the kit.
    expect(streamerLinks('https://w.example', 'ABC234', null).map((l) => l.key)).not.toContain('hidden');
    expect(parseBroadcastRoute('/t/ABC234/broadcast', '?caster=tok_1')!.show).toContain('hidden');
    expect(parseBroadcastRoute('/t/ABC234/broadcast', '')!.show).not.toContain('hidden');
  });

  it('route: follow names the seat whose camera the broadcast page watches through (1 is the first), and the link carries it', () => {
    expect(parseBroadcastRoute('/t/ABC234/broadcast', '?follow=2')!.follow).toBe(1);
    expect(parseBroadcastRoute('/t/ABC234/broadcast', '')!.follow).toBeUndefined();
    for (const bad of ['0', '-1', 'x', '123', '1.5']) expect(parseBroadcastRoute('/t/ABC234/broadcast', `?follow=${bad}`)!.follow).toBeUndefined();
    const path = broadcastPath('broadcast', 'ABC234', { follow: 0 });
    expect(path).toBe('/t/ABC234/broadcast?follow=1');
    const u = new URL(path, 'https://w.example');
    expect(parseBroadcastRoute(u.pathname, u.search)!.follow).toBe(0);
  });
});
