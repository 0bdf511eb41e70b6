import { describe, expect, it } from 'vitest';
import { normalizeCode, parseRoute, profilePath, replayPagePath, serverEndpoint, shareLink, tablePath } from './paths.ts';

describe('serverEndpoint', () => {
  it('uses the page origin in production', () => {
    expect(serverEndpoint({ protocol: 'http:', host: 'localhost:2567', hostname: 'localhost' }, false)).toBe('ws://localhost:2567');
    expect(serverEndpoint({ protocol: 'https:', host: 'play.example', hostname: 'play.example' }, false)).toBe('wss://play.example');
  });

  it('points at port 2567 beside the Vite dev server', () => {
    expect(serverEndpoint({ protocol: 'http:', host: '192.168.1.5:5173', hostname: '192.168.1.5' }, true)).toBe('ws://192.168.1.5:2567');
  });
});

describe('routes', () => {
  it('parses the start page and table pages', () => {
    expect(parseRoute('/', '')).toEqual({ code: null, watch: false });
    expect(parseRoute('/t/K7QX2M', '')).toEqual({ code: 'K7QX2M', watch: false });
    expect(parseRoute('/t/K7QX2M/', '?watch=1')).toEqual({ code: 'K7QX2M', watch: true });
    expect(parseRoute('/t/bad code!', '')).toEqual({ code: null, watch: false });
    expect(parseRoute('/elsewhere', '?watch=1')).toEqual({ code: null, watch: true });
  });

  it('parses a profile page /u/<id>, and nothing from an id no account can have', () => {
    expect(parseRoute('/u/Ab3_x-9', '')).toEqual({ code: null, watch: false, profile: 'Ab3_x-9' });
    expect(parseRoute(profilePath('Ab3_x-9'), '')).toEqual({ code: null, watch: false, profile: 'Ab3_x-9' });
    expect(parseRoute('/u/a%20b', '')).toEqual({ code: null, watch: false });
    expect(parseRoute(`/u/${'a'.repeat(65)}`, '')).toEqual({ code: null, watch: false });
    expect(parseRoute('/u/%zz', '')).toEqual({ code: null, watch: false });
  });

  it('parses a replay page /r/<CODE>, and nothing from a malformed one', () => {
    expect(parseRoute('/r/K7QX2M', '')).toEqual({ code: 'K7QX2M', watch: false, replay: true });
    expect(parseRoute(replayPagePath('K7QX2M'), '')).toEqual({ code: 'K7QX2M', watch: false, replay: true });
    expect(parseRoute('/r/%zz', '')).toEqual({ code: null, watch: false });
    expect(parseRoute('/r/', '')).toEqual({ code: null, watch: false });
  });

  it('builds paths and share links that parse back', () => {
    expect(tablePath('K7QX2M')).toBe('/t/K7QX2M');
    expect(tablePath('K7QX2M', true)).toBe('/t/K7QX2M?watch=1');
    expect(shareLink('https://play.example', 'K7QX2M')).toBe('https://play.example/t/K7QX2M');
    const [path, search] = tablePath('K7QX2M', true).split('?');
    expect(parseRoute(path!, `?${search}`)).toEqual({ code: 'K7QX2M', watch: true });
  });
});

describe('normalizeCode', () => {
  it('accepts typed codes in any case, with spaces or dashes', () => {
    expect(normalizeCode(' k7qx2m ')).toBe('K7QX2M');
    expect(normalizeCode('K7Q-X2M')).toBe('K7QX2M');
  });

  it('accepts a pasted share link', () => {
    expect(normalizeCode('http://localhost:2567/t/K7QX2M?watch=1')).toBe('K7QX2M');
  });

  it('rejects what cannot be a code', () => {
    expect(normalizeCode('')).toBeNull();
    expect(normalizeCode('K7QX2')).toBeNull();
    expect(normalizeCode('K7QX2MM')).toBeNull();
    expect(normalizeCode('K0QX2M')).toBeNull(); // 0 is not in the code alphabet
  });
});
