/**
 * The monsters' turn as engine/games/delve/README.md writes it down: focus, move, attack —
 * plain and deterministic — and what meets them: shields, wards, retaliate, sleeping rooms,
 * victory and defeat.
 */
import { describe, expect, it } from 'vitest';
import { delve } from '../../../engine/games/delve/index.ts';
import { distance } from '../../../engine/games/delve/hex.ts';
import { canSee } from '../../../engine/games/delve/map.ts';
import type { DelveState } from '../../../engine/games/delve/state.ts';
import { act, actAll, empty, monster, texts, turnOf } from './fixtures.ts';

/** Ends the Warden's turn at once (both halves plain and skipped), so the monsters act next. */
function pass(s: DelveState, seat = 0): { s: DelveState; log: string } {
  const [a, b] = s.chars[seat]!.played as [string, string];
  const steps: Array<[number, unknown]> = [[seat, { t: 'half', card: a, half: 'bottom', plain: true }]];
  let x = act(s, seat, steps[0]![1]).s;
  const events = [];
  if (x.turn?.seat === seat && x.turn.doing) x = act(x, seat, { t: 'skip' }).s;
  const second = act(x, seat, { t: 'half', card: b, half: 'top', plain: true });
  events.push(...second.events);
  x = second.s;
  while (x.turn?.seat === seat && x.turn.doing) {
    const r = act(x, seat, { t: 'skip' });
    events.push(...r.events);
    x = r.s;
  }
  return { s: x, log: texts(events) };
}

describe('monster focus, move and attack', () => {
  it('focus: the character reachable in the fewest steps; it moves next to it and attacks', () => {
    const s = empty(['warden', 'ranger'], ['0,1', '2,4']);
    const rat = monster(s, 'rat', '2,1');
    turnOf(s, 0, ['warden-guard', 'warden-charge']);
    const { s: after, log } = pass(s);
    const moved = after.monsters.find((m) => m.id === rat.id)!;
    expect(distance(moved.at, '0,1')).toBe(1);
    expect(log).toMatch(/Cave Rat 1 moves towards Warden \(Seat 1\)/);
    expect(log).toMatch(/Cave Rat 1 attacks Warden \(Seat 1\): 1 damage/);
    expect(after.chars[0]!.health).toBe(after.chars[0]!.maxHealth - 1);
  });

  it('focus tie: the character acting earlier this round, then the lower seat', () => {
    for (const [warden, ranger, focus] of [[40, 20, 1], [20, 40, 0], [30, 30, 0]] as const) {
      const s = empty(['warden', 'ranger'], ['0,1', '2,1']);
      monster(s, 'rat', '1,1');
      turnOf(s, 0, ['warden-guard', 'warden-charge']);
      s.order = [
        { kind: 'character', seat: 0, initiative: warden, second: 50, done: false },
        { kind: 'character', seat: 1, initiative: ranger, second: 50, done: true },
        { kind: 'monsters', initiative: 98, done: false },
      ];
      const { s: after } = pass(s);
      const hurt = after.chars.map((c) => c.maxHealth - c.health);
      expect(hurt[focus], `initiatives ${warden}/${ranger}`).toBe(1);
      expect(hurt[1 - focus]).toBe(0);
    }
  });

  it('a ranged monster in range and in sight attacks without moving', () => {
    const s = empty(['ranger'], ['0,3']);
    const archer = monster(s, 'archer', '2,1');
    expect(distance('2,1', '0,3')).toBeLessThanOrEqual(3);
    turnOf(s, 0, ['ranger-quick', 'ranger-aimed']);
    const { s: after, log } = pass(s);
    expect(after.monsters.find((m) => m.id === archer.id)?.at).toBe('2,1');
    expect(log).toMatch(/Bone Archer 1 attacks Ranger \(Seat 1\): 2 damage/);
  });

  it('walls block sight: a monster does not shoot through a wall; it walks round towards a hex it can see its focus from', () => {
    const s = empty(['ranger'], ['2,1']);
    const archer = monster(s, 'archer', '5,1');
    expect(distance('5,1', '2,1')).toBe(3);
    expect(canSee(s, '5,1', '2,1')).toBe(false);
    turnOf(s, 0, ['ranger-quick', 'ranger-aimed']);
    const { s: after } = pass(s);
    const at = after.monsters.find((m) => m.id === archer.id)!.at;
    // It walks towards the door, the way round the wall, and shoots only if it sees the Ranger from there.
    expect(distance(at, '3,3')).toBeLessThan(distance('5,1', '3,3'));
    const shot = canSee(after, at, '2,1') && distance(at, '2,1') <= 3;
    expect(after.chars[0]!.health).toBe(after.chars[0]!.maxHealth - (shot ? 2 : 0));
  });

  it('monsters never walk through characters', () => {
    // The Warden blocks the door: the rat beyond it cannot reach the Ranger behind him.
    const s = empty(['warden', 'ranger'], ['3,3', '1,3']);
    monster(s, 'rat', '5,3');
    turnOf(s, 0, ['warden-guard', 'warden-charge']);
    const { s: after, log } = pass(s);
    expect(after.chars[1]!.health).toBe(after.chars[1]!.maxHealth);
    expect(log).toMatch(/Cave Rat 1 attacks Warden/);
  });

  it('the monster card changes move and attack; its shield protects every monster until the end of the round; its heal heals', () => {
    let s = empty(['warden'], ['0,1']);
    const rat = monster(s, 'rat', '1,1');
    s = turnOf(s, 0, ['warden-guard', 'warden-charge'], { card: 'brace' });
    const hit = act(act(s, 0, { t: 'half', card: 'warden-guard', half: 'top' }).s, 0, { t: 'attack', target: rat.id });
    expect(texts(hit.events)).toMatch(/2 damage \(attack 3; shield 1\)/);
    s = empty(['warden'], ['0,1']);
    const hurt = monster(s, 'rat', '2,5');
    hurt.health = 1;
    s = turnOf(s, 0, ['warden-guard', 'warden-charge'], { card: 'rally' });
    const { s: after } = pass(s);
    expect(after.monsters[0]!.health).toBe(3);
  });

  it('a character\'s shield takes off damage; retaliate strikes back at an adjacent attacker', () => {
    let s = empty(['warden'], ['0,1']);
    monster(s, 'brute', '1,1');
    s = turnOf(s, 0, ['warden-line', 'warden-charge']);
    s = act(s, 0, { t: 'half', card: 'warden-line', half: 'top' }).s;
    const r = act(s, 0, { t: 'half', card: 'warden-charge', half: 'bottom', plain: true });
    let x = r.s;
    const events = [...r.events];
    while (x.turn?.seat === 0) {
      const k = act(x, 0, { t: 'skip' });
      events.push(...k.events);
      x = k.s;
    }
    expect(texts(events)).toMatch(/Cave Brute 1 attacks Warden \(Seat 1\): 0 damage \(attack 2, shield 2\)/);
    expect(texts(events)).toMatch(/Warden \(Seat 1\) retaliates: Cave Brute 1 suffers 1, 5\/6 health left/);
  });

  it('monsters in a closed room sleep; stepping onto its door wakes them, and they act that round', () => {
    let s = empty(['warden'], ['2,3']);
    s.open = [true, false, false];
    const rat = monster(s, 'rat', '5,3');
    s = turnOf(s, 0, ['warden-guard', 'warden-charge']);
    const asleep = pass(s);
    expect(asleep.s.monsters[0]!.at).toBe('5,3');
    expect(asleep.log).not.toMatch(/Cave Rat/);
    s = empty(['warden'], ['2,3']);
    s.open = [true, false, false];
    monster(s, 'rat', '5,3');
    s = turnOf(s, 0, ['warden-guard', 'warden-charge']);
    const door = act(act(s, 0, { t: 'half', card: 'warden-guard', half: 'bottom' }).s, 0, { t: 'move', to: '3,3' });
    expect(texts(door.events)).toMatch(/opens the door to the Crypt: Cave Rat 1 wakes/);
    expect(door.s.open[1]).toBe(true);
    const rest = act(door.s, 0, { t: 'half', card: 'warden-charge', half: 'top', plain: true });
    expect(texts(rest.events)).toMatch(new RegExp(`Cave Rat 1 attacks Warden`));
    void rat;
  });

  it('victory: the last monster defeated ends the scenario for everyone', () => {
    let s = empty(['warden', 'ranger'], ['0,1', '0,2']);
    const rat = monster(s, 'rat', '1,1');
    s = turnOf(s, 0, ['warden-guard', 'warden-charge']);
    const r = act(act(s, 0, { t: 'half', card: 'warden-guard', half: 'top' }).s, 0, { t: 'attack', target: rat.id });
    expect(texts(r.events)).toMatch(/Cave Rat 1 is defeated\.\nVictory in round 1: every monster is defeated\./);
    expect(delve.status(r.s)).toMatchObject({ over: true, winners: [0, 1] });
    expect(delve.prompts(r.s, 0)).toEqual([]);
  });

  it('defeat: a character with no health left is exhausted; when it was the last one, the scenario is lost', () => {
    let s = empty(['mender'], ['0,1']);
    monster(s, 'brute', '1,1');
    s.chars[0]!.health = 2;
    s = turnOf(s, 0, ['mender-smite', 'mender-light']);
    const { s: after, log } = pass(s);
    expect(after.chars[0]).toMatchObject({ exhausted: true, exhaustedBy: 'health', at: null });
    expect(log).toMatch(/Mender \(Seat 1\) is exhausted \(no health left\)\.\nDefeat in round 1/);
    expect(delve.status(after).over).toBe(true);
    void actAll;
  });
});
