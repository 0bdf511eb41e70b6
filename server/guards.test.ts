import { describe, expect, it } from 'vitest';
import { addressKey, AddressLimiter, jsonDepthWithin, MAX_JSON_DEPTH, valueDepthWithin } from './guards.ts';

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

  it('rate limit: past maxAddresses the least recently seen address is dropped, in constant time', () => {
    const limiter = new AddressLimiter(6, 1, () => 0, 60_000, 3);
    for (const a of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) limiter.take(a);
    limiter.take('10.0.0.1'); // seen again: now the most recent
    limiter.take('10.0.0.4');
    expect([...limiter['buckets'].keys()]).toEqual(['10.0.0.3', '10.0.0.1', '10.0.0.4']);
    expect(limiter.take('10.0.0.1')).toBe(false); // kept, still limited
  });

  it('rate limit: an IPv6 client is limited by its /64, an IPv4-mapped one as IPv4', () => {
    const limiter = new AddressLimiter(6, 1, () => 0);
    expect(limiter.take('2001:db8:1:2::1')).toBe(true);
    expect(limiter.take('2001:db8:1:2:ffff:ffff:ffff:9')).toBe(false);
    expect(limiter.take('2001:db8:1:3::1')).toBe(true);
    expect(limiter.take('10.0.0.1')).toBe(true);
    expect(limiter.take('::ffff:10.0.0.1')).toBe(false);
  });
});

describe('addressKey (what a client address is limited under)', () => {
  it('rate limit key: IPv4 as is, IPv6 by /64 in every spelling, anything else verbatim', () => {
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('::FFFF:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('2001:0DB8:0000:0001:0:0:0:1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(addressKey(undefined)).toBe('unknown');
    for (const odd of ['1::2::3', '2001:db8:1', 'zz::1', '1:2:3:4:5:6:7:8:9']) expect(addressKey(odd)).toBe(odd);
  });
});
