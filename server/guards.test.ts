import { describe, expect, it } from 'vitest';
import { AddressLimiter, jsonDepthWithin, MAX_JSON_DEPTH, valueDepthWithin } from './guards.ts';

const nestedText = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

describe('JSON depth (hostile bodies and payloads)', () => {
  it('depth: text nested up to the limit passes, one deeper fails', () => {
    expect(jsonDepthWithin(nestedText(MAX_JSON_DEPTH))).toBe(true);
    expect(jsonDepthWithin(nestedText(MAX_JSON_DEPTH + 1))).toBe(false);
    expect(jsonDepthWithin('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(true);
    expect(jsonDepthWithin('{"a":{"b":[1,{"c":2}]}}', 3)).toBe(false);
  });

  it('depth: brackets inside strings, escaped quotes included, do not count', () => {
    const text = JSON.stringify({ a: '[[[[{{{{ \\" [[[[', b: '"[[[[' });
    expect(jsonDepthWithin(text, 1)).toBe(true);
  });

  it('depth: a parsed value is measured without recursion, even thousands deep', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(valueDepthWithin(deep)).toBe(false);
    expect(valueDepthWithin(JSON.parse(nestedText(MAX_JSON_DEPTH)))).toBe(true);
    expect(valueDepthWithin(JSON.parse(nestedText(MAX_JSON_DEPTH + 1)))).toBe(false);
    expect(valueDepthWithin('[[[')).toBe(true);
  });
});

describe('AddressLimiter (tables created per client address)', () => {
  it('rate limit: each address gets its own burst, then the sustained rate', () => {
    let now = 0;
    const limiter = new AddressLimiter(6, 3, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now += 10_000; // 6 a minute: one more after 10 s
    expect([limiter.take('a'), limiter.take('a')]).toEqual([true, false]);
    expect(limiter.retryAfterSeconds).toBe(10);
  });

  it('rate limit: idle addresses are forgotten once many are tracked, so the map stays bounded', () => {
    let now = 0;
    const limiter = new AddressLimiter(6, 1, () => now, 1000);
    for (let i = 0; i < 1001; i++) limiter.take(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.take('10.0.0.0')).toBe(false); // still tracked, still limited
    now += 5000;
    limiter.take('fresh');
    expect(limiter['buckets'].size).toBe(1);
  });
});
