import { describe, expect, it } from 'vitest';
import { occurs } from './occurs.ts';

describe('leak needles match whole tokens', () => {
  it('a label inside a random token or an RNG word inside a timestamp is not a leak', () => {
    expect(occurs('{"token":"F4jZlFoxwEBs"}', 'Fox')).toBe(false);
    expect(occurs('{"at":1795560288390}', '556028')).toBe(false);
  });
  it('a label in text, a quoted id and a bare number are', () => {
    expect(occurs('Seat 1 drew a Fox token', 'Fox')).toBe(true);
    expect(occurs('{"label":"Fox"}', 'Fox')).toBe(true);
    expect(occurs('[1,"c-12",3]', '"c-12"')).toBe(true);
    expect(occurs('{"s":[556028,1]}', '556028')).toBe(true);
  });
});
