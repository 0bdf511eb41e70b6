/**
 * The ability-card cycle, one test per rule of issue 13's "The cycle, exactly as the seed
 * says" (seed 003). Names cite the bullet they prove.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import { delve } from '../../../engine/games/delve/index.ts';
import { distance } from '../../../engine/games/delve/hex.ts';
import { floor, HEX_KEYS } from '../../../engine/games/delve/map.ts';
import { compareEntries } from '../../../engine/games/delve/rounds.ts';
import type { OrderEntry } from '../../../engine/games/delve/state.ts';
import { act, actAll, empty, fresh, monster, offered, rejects, texts, turnOf } from './fixtures.ts';

describe('cycle 1: card selection — every player at once, in secret; all revealed together with the monsters\' card', () => {
  it('every living seat decides at the same time, and each is offered its two-card choices and (with two discards) a long rest', () => {
    const s = fresh(['warden', 'ranger']);
    expect(s.phase).toBe('select');
    expect(delve.deciding?.(s)).toEqual([0, 1]);
    expect(offered(s, 0)).toContainEqual({ t: 'select', cards: ['warden-bash', 'warden-charge'] });
    expect(offered(s, 1)).toContainEqual({ t: 'select', cards: ['ranger-quick', 'ranger-aimed'] });
    // Nothing discarded yet: no long rest to offer.
    expect(offered(s, 0)).not.toContainEqual({ t: 'longRest' });
  });

  it('a choice stays sealed: the cards stay in hand, nothing is played, no order, no monster card until the last seat has chosen', () => {
    const { s, events } = act(fresh(), 0, { t: 'select', cards: ['warden-bash', 'warden-charge'] });
    expect(s.phase).toBe('select');
    expect(s.chars[0]!.hand).toHaveLength(10);
    expect(s.chars[0]!.played).toEqual([]);
    expect(s.order).toEqual([]);
    expect(s.deck.current).toBeNull();
    expect(events[0]!.text).toBe('Warden (Seat 1) has chosen.');
    expect(events[0]!.secret?.seats).toEqual([0]);
    expect(events[0]!.secret?.text).toMatch(/^You chose Shield Bash \(leading, 15\) and Charge/);
  });

  it('a seat may change its choice until the reveal', () => {
    let s = act(fresh(), 0, { t: 'select', cards: ['warden-bash', 'warden-charge'] }).s;
    const again = act(s, 0, { t: 'select', cards: ['warden-line', 'warden-guard'] });
    expect(again.events[0]!.text).toBe('Warden (Seat 1) changed their choice.');
    s = act(again.s, 1, { t: 'select', cards: ['ranger-quick', 'ranger-aimed'] }).s;
    expect(s.chars[0]!.played).toEqual(['warden-line', 'warden-guard']);
  });

  it('the last choice reveals every choice at once, with the monsters\' card, and the first card chosen leads for initiative', () => {
    let s = act(fresh(), 0, { t: 'select', cards: ['warden-charge', 'warden-bash'] }).s;
    const { s: after, events } = act(s, 1, { t: 'select', cards: ['ranger-aimed', 'ranger-quick'] });
    s = after;
    expect(s.phase).toBe('turns');
    expect(s.chars.map((c) => c.played)).toEqual([['warden-charge', 'warden-bash'], ['ranger-aimed', 'ranger-quick']]);
    expect(s.chars.map((c) => c.hand.length)).toEqual([8, 7]);
    expect(s.deck.current).not.toBeNull();
    const reveal = events.find((e) => e.kind === 'reveal')!;
    expect(reveal.text).toMatch(/Warden \(Seat 1\) plays Charge \(30\) and Shield Bash \(15\); Ranger \(Seat 2\) plays Aimed Shot \(56\) and Quick Shot \(12\)\. The monsters draw /);
    const initiative = Object.fromEntries(s.order.map((o) => [o.kind === 'character' ? `seat${o.seat}` : 'monsters', o.initiative]));
    expect(initiative.seat0).toBe(30);
    expect(initiative.seat1).toBe(56);
  });

  it('a seat whose character is exhausted does not choose', () => {
    const s = fresh(['warden', 'ranger']);
    s.chars[1]!.exhausted = true;
    s.sealed = { waiting: [0], choices: {} };
    rejects(s, 1, { t: 'select', cards: ['ranger-quick', 'ranger-aimed'] }, 'sealed/not-deciding');
    expect(offered(s, 1)).toEqual([]);
  });
});

describe('cycle 2: turns in initiative order; a long rest is 99; the tie rule', () => {
  const ch = (seat: number, initiative: number, second: number): OrderEntry => ({ kind: 'character', seat, initiative, second, done: false });
  const mon = (initiative: number): OrderEntry => ({ kind: 'monsters', initiative, done: false });

  it('lower initiative acts first', () => {
    expect([ch(0, 40, 50), mon(22), ch(1, 12, 90)].sort(compareEntries)).toEqual([ch(1, 12, 90), mon(22), ch(0, 40, 50)]);
  });

  it('tie: a character acts before the monsters', () => {
    expect([mon(30), ch(1, 30, 80)].sort(compareEntries)).toEqual([ch(1, 30, 80), mon(30)]);
  });

  it('tie between characters: the lower initiative of the other card first, then the lower seat', () => {
    expect([ch(0, 30, 70), ch(1, 30, 20)].sort(compareEntries)).toEqual([ch(1, 30, 20), ch(0, 30, 70)]);
    expect([ch(2, 99, 99), ch(0, 99, 99)].sort(compareEntries)).toEqual([ch(0, 99, 99), ch(2, 99, 99)]);
  });

  it('a long rest acts at initiative 99, after every card and the monsters', () => {
    let s = fresh();
    s.chars[0]!.discard = s.chars[0]!.hand.splice(0, 3);
    s = actAll(s, [[0, { t: 'longRest' }], [1, { t: 'select', cards: ['ranger-retreat', 'ranger-scavenge'] }]]);
    // The Ranger leads with 9, below every monster card; the rest comes last.
    expect(s.order.map((o) => (o.kind === 'monsters' ? 'monsters' : o.seat))).toEqual([1, 'monsters', 0]);
    expect(s.order.at(-1)).toMatchObject({ kind: 'character', seat: 0, initiative: 99 });
    expect(s.turn?.seat).toBe(1);
  });
});

describe('cycle 3: a turn is the top action of one card and the bottom of the other; each card to discard, lost or active', () => {
  it('the top of one card, then the bottom of the other; the same half twice is refused', () => {
    let s = turnOf(empty(), 0, ['warden-charge', 'warden-guard']);
    s = act(s, 0, { t: 'half', card: 'warden-guard', half: 'top' }).s;
    expect(s.turn?.used).toEqual([{ card: 'warden-guard', half: 'top', plain: false }]);
    rejects(s, 0, { t: 'half', card: 'warden-charge', half: 'top' }, 'delve/same-half');
    rejects(s, 0, { t: 'half', card: 'warden-guard', half: 'bottom' }, 'delve/not-played');
    const end = act(s, 0, { t: 'half', card: 'warden-charge', half: 'bottom' });
    // Charge's bottom is an attack with no monster in range: passed over, and the turn ends.
    expect(texts(end.events)).toMatch(/Attack 2 has nothing to act on/);
    expect(end.s.turn?.seat).not.toBe(0);
  });

  it('a card whose used action has no symbol goes to the discard (plain actions too)', () => {
    let s = turnOf(empty(), 0, ['warden-crush', 'warden-guard']);
    s = act(s, 0, { t: 'half', card: 'warden-crush', half: 'top', plain: true }).s;
    s = act(s, 0, { t: 'half', card: 'warden-guard', half: 'bottom' }).s;
    s = act(s, 0, { t: 'skip' }).s;
    expect(s.chars[0]!.discard.sort()).toEqual(['warden-crush', 'warden-guard']);
    expect(s.chars[0]!.lost).toEqual([]);
  });

  it('a card goes to the lost pile when the action used has the lost symbol — only then', () => {
    let s = empty();
    monster(s, 'brute', '1,1', 9);
    s = turnOf(s, 0, ['warden-crush', 'warden-roar']);
    s = act(s, 0, { t: 'half', card: 'warden-crush', half: 'top' }).s;
    s = act(s, 0, { t: 'attack', target: s.monsters[0]!.id }).s;
    expect(s.chars[0]!.lost).toEqual(['warden-crush']);
    // Roar's top has no lost symbol (its bottom does): the card goes to the discard.
    s = act(s, 0, { t: 'half', card: 'warden-roar', half: 'bottom' }).s;
    expect(s.turn?.doing?.card).toBe('warden-roar');
    s = act(s, 0, { t: 'skip' }).s;
    expect(s.chars[0]!.lost).toEqual(['warden-crush', 'warden-roar']);
    const t = turnOf(empty(), 0, ['warden-roar', 'warden-guard']);
    const r = actAll(t, [[0, { t: 'half', card: 'warden-guard', half: 'bottom' }], [0, { t: 'skip' }], [0, { t: 'half', card: 'warden-roar', half: 'top' }]]);
    expect(r.chars[0]!.discard.sort()).toEqual(['warden-guard', 'warden-roar']);
  });

  it('a round bonus keeps its card in the active area until the end of the round, then it goes to its pile', () => {
    let s = turnOf(empty(['warden']), 0, ['warden-bash', 'warden-guard']);
    s = act(s, 0, { t: 'half', card: 'warden-guard', half: 'top' }).s;
    const { s: after, events } = act(s, 0, { t: 'half', card: 'warden-bash', half: 'bottom' });
    expect(texts(events)).toMatch(/Shield Bash goes to the active area \(until the end of the round\)/);
    // The turn ended, the monsters (none) acted, cleanup came: the round bonus ended there.
    expect(after.phase).toBe('cleanup');
    expect(after.chars[0]!.active).toEqual([]);
    expect(after.chars[0]!.discard.sort()).toEqual(['warden-bash', 'warden-guard']);
    expect(after.chars[0]!.shield).toBe(0);
  });

  it('a persistent bonus stays active while its charges last, then goes on to its pile (lost, by its symbol)', () => {
    let s = empty(['warden']);
    const rat = monster(s, 'rat', '1,1');
    s = turnOf(s, 0, ['warden-stance', 'warden-guard'], { monsters: 50 });
    s.chars[0]!.at = '0,1';
    s = act(s, 0, { t: 'half', card: 'warden-stance', half: 'top' }).s;
    s = act(s, 0, { t: 'half', card: 'warden-guard', half: 'bottom' }).s;
    s = act(s, 0, { t: 'skip' }).s;
    // The rat attacked once (1 - shield 1 = 0): three charges left; the card is still active after cleanup.
    const c = s.chars[0]!;
    expect(c.health).toBe(c.maxHealth);
    expect(c.active).toMatchObject([{ card: 'warden-stance', until: 'used', bonus: { k: 'ward', n: 1, left: 3 }, lost: true }]);
    expect(c.lost).toEqual([]);
    c.active[0]!.bonus!.left = 1;
    s.phase = 'turns';
    s.order = [{ kind: 'monsters', initiative: 30, done: false }];
    s.turn = null;
    s = turnOf(s, 0, ['warden-crush', 'warden-will'], { monsters: 50 });
    s = act(s, 0, { t: 'half', card: 'warden-will', half: 'bottom' }).s;
    s = act(s, 0, { t: 'skip' }).s;
    s = act(s, 0, { t: 'half', card: 'warden-crush', half: 'top', plain: true }).s;
    s = act(s, 0, { t: 'skip' }).s;
    expect(s.monsters).toContainEqual(expect.objectContaining({ id: rat.id }));
    expect(s.chars[0]!.active.map((a) => a.card)).not.toContain('warden-stance');
    expect(s.chars[0]!.lost).toContain('warden-stance');
  });
});

describe('cycle 4: short rest at cleanup (two or more discarded cards)', () => {
  /** A finished turn of the Warden with Guard and Charge in the discard: cleanup waits on seat 0. */
  function atCleanup() {
    let s = turnOf(empty(['warden']), 0, ['warden-guard', 'warden-charge']);
    s = actAll(s, [[0, { t: 'half', card: 'warden-guard', half: 'top' }], [0, { t: 'half', card: 'warden-charge', half: 'bottom' }]]);
    s.chars[0]!.hand = s.chars[0]!.hand.filter((x) => x !== 'warden-sweep');
    s.chars[0]!.discard.push('warden-sweep');
    return s;
  }

  it('is offered at cleanup to a player with two or more discarded cards', () => {
    const s = atCleanup();
    expect(s.phase).toBe('cleanup');
    expect(s.cleanup.waiting).toEqual([0]);
    expect(offered(s, 0)).toEqual([{ t: 'shortRest', rest: true }, { t: 'shortRest', rest: false }]);
  });

  it('is not offered with fewer than two discarded cards', () => {
    let s = turnOf(empty(['warden']), 0, ['warden-crush', 'warden-guard']);
    s = actAll(s, [[0, { t: 'half', card: 'warden-guard', half: 'bottom' }], [0, { t: 'skip' }], [0, { t: 'half', card: 'warden-crush', half: 'top' }]]);
    expect(s.chars[0]!.discard).toEqual(['warden-guard']);
    expect(s.phase).toBe('select');
    expect(s.round).toBe(2);
  });

  it('shuffles the discard, loses one card at random and returns the rest to hand', () => {
    const s0 = atCleanup();
    const seen = new Set<string>();
    for (let k = 0; k < 30; k++) {
      const rng = new Rng(seedRng(`short-${k}`));
      let s = act(s0, 0, { t: 'shortRest', rest: true }, rng).s;
      const drawn = s.cleanup.rests['0']!.card;
      s = act(s, 0, { t: 'redraw', redraw: false }, rng).s;
      const c = s.chars[0]!;
      expect(c.lost).toEqual([drawn]);
      expect(c.discard).toEqual([]);
      expect(c.hand.filter((x) => ['warden-guard', 'warden-charge', 'warden-sweep'].includes(x)).sort()).toEqual(['warden-charge', 'warden-guard', 'warden-sweep'].filter((x) => x !== drawn).sort());
      seen.add(drawn);
    }
    expect(seen.size).toBe(3);
  });

  it('once per rest: suffer 1 damage to keep the card drawn and lose a different one at random', () => {
    const rng = new Rng(seedRng('redraw'));
    let s = act(atCleanup(), 0, { t: 'shortRest', rest: true }, rng).s;
    const first = s.cleanup.rests['0']!.card;
    const health = s.chars[0]!.health;
    const r = act(s, 0, { t: 'redraw', redraw: true }, rng);
    s = r.s;
    const c = s.chars[0]!;
    expect(c.health).toBe(health - 1);
    expect(c.lost).toHaveLength(1);
    expect(c.lost[0]).not.toBe(first);
    expect(c.hand).toContain(first);
    expect(texts(r.events)).toMatch(/suffers 1 damage to keep/);
    // The rest is over: no second redraw.
    expect(s.cleanup.waiting).toEqual([]);
    rejects(s, 0, { t: 'redraw', redraw: true }, 'delve/no-short-rest');
  });

  it('a rest is refused outside cleanup', () => {
    rejects(fresh(), 0, { t: 'shortRest', rest: true }, 'delve/no-short-rest');
  });
});

describe('cycle 5: long rest — declared at selection, initiative 99, the whole turn', () => {
  it('the player chooses the discarded card to lose, returns the rest to hand, heals 2 and refreshes spent items; nothing else that turn', () => {
    let s = fresh(['warden']);
    const c0 = s.chars[0]!;
    c0.discard = c0.hand.splice(0, 4);
    c0.lost = c0.hand.splice(0, 1);
    c0.health = 5;
    c0.items.forEach((i) => { i.spent = true; });
    s = act(s, 0, { t: 'longRest' }).s;
    expect(s.order.find((o) => o.kind === 'character')?.initiative).toBe(99);
    // The monsters (initiative under 99) acted first; now the rest.
    expect(s.turn).toMatchObject({ seat: 0, stage: 'rest' });
    expect(offered(s, 0)).toEqual(c0.discard.map((card) => ({ t: 'lose', card })));
    rejects(s, 0, { t: 'half', card: 'warden-bash', half: 'top' }, 'delve/resting');
    const health = s.chars[0]!.health;
    const lose = s.chars[0]!.discard[2]!;
    const { s: after, events } = act(s, 0, { t: 'lose', card: lose });
    const c = after.chars[0]!;
    expect(c.lost).toEqual([...c0.lost, lose]);
    expect(c.discard).toEqual([]);
    expect(c.hand).toHaveLength(8);
    expect(c.health).toBe(Math.min(c.maxHealth, health + 2));
    expect(c.items.every((i) => !i.spent)).toBe(true);
    expect(texts(events)).toMatch(/rests: loses .*, takes 3 cards back into hand, heals 2 and refreshes 2 items/);
    // That was the whole turn: the round went on to cleanup and the next round.
    expect(after.turn).toBeNull();
    expect(after.round).toBe(2);
  });

  it('D.5 the long rest is the whole turn: rules and prompts agree — only the card to lose, no item, no action', () => {
    // Seed 003: a long rest "constitutes the player's entire turn for the round".
    let s = empty(['warden']);
    const c0 = s.chars[0]!;
    c0.discard = c0.hand.splice(0, 3);
    c0.health = 5;
    expect(c0.items.every((i) => !i.spent)).toBe(true);
    s = act(s, 0, { t: 'longRest' }).s;
    expect(s.turn).toMatchObject({ seat: 0, stage: 'rest' });
    const c = s.chars[0]!;
    const candidates: unknown[] = [
      ...c.items.map((i) => ({ t: 'item', item: i.id })),
      ...c.discard.map((card) => ({ t: 'lose', card })),
      { t: 'half', card: c.discard[0], half: 'top' },
      { t: 'move', to: '1,1' },
      { t: 'heal', target: 0 },
      { t: 'skip' },
    ];
    const prompted = offered(s, 0).map((a) => JSON.stringify(a));
    for (const a of candidates) {
      const parsed = delve.parseAction(a);
      if (isRuleError(parsed)) throw new Error(parsed.message);
      const r = delve.apply(structuredClone(s), 0, parsed, new Rng(seedRng('rest')));
      expect(isRuleError(r) ? 'refused' : 'accepted', JSON.stringify(a)).toBe(prompted.includes(JSON.stringify(a)) ? 'accepted' : 'refused');
    }
    // An item is refused with the reason, and nothing changes.
    const err = rejects(s, 0, { t: 'item', item: c.items[0]!.id }, 'delve/resting');
    expect(err.message).toMatch(/long rest is your whole turn/);
    rejects(s, 0, { t: 'skip' }, 'delve/resting');
  });

  it('a discarded card that is not there cannot be lost', () => {
    let s = fresh(['warden']);
    s.chars[0]!.discard = s.chars[0]!.hand.splice(0, 2);
    s = act(s, 0, { t: 'longRest' }).s;
    rejects(s, 0, { t: 'lose', card: 'warden-wind' }, 'delve/not-discarded');
  });

  it('is refused with fewer than two discarded cards', () => {
    rejects(fresh(), 0, { t: 'longRest' }, 'delve/no-rest');
  });
});

describe('cycle 6: fewer than two cards in hand — long rest only; and not two in discard either — exhausted; lost cards return only by recover', () => {
  it('with one card in hand the long rest is the only option', () => {
    const s = fresh(['warden', 'ranger']);
    const c = s.chars[0]!;
    c.discard = c.hand.splice(1);
    expect(offered(s, 0)).toEqual([{ t: 'longRest' }]);
    rejects(s, 0, { t: 'select', cards: [c.hand[0]!, 'warden-bash'] }, 'delve/must-rest');
  });

  it('with fewer than two in hand and fewer than two discarded the character is exhausted as the round begins; the last one loses the scenario', () => {
    let s = empty(['warden']);
    const c = s.chars[0]!;
    c.lost = c.hand.filter((x) => !['warden-crush', 'warden-wind', 'warden-guard'].includes(x));
    c.hand = ['warden-crush', 'warden-wind', 'warden-guard'];
    s = turnOf(s, 0, ['warden-crush', 'warden-wind']);
    s = actAll(s, [[0, { t: 'half', card: 'warden-crush', half: 'top' }], [0, { t: 'half', card: 'warden-wind', half: 'bottom' }], [0, { t: 'skip' }]]);
    expect(s.chars[0]).toMatchObject({ exhausted: true, exhaustedBy: 'cards', at: null });
    expect(s.result).toEqual({ victory: false, reason: 'every character is exhausted' });
    expect(delve.status(s)).toMatchObject({ over: true, winners: [] });
  });

  it('an exhausted character leaves the others playing on', () => {
    let s = empty(['warden', 'ranger']);
    s.chars[0]!.hand = ['warden-bash'];
    s.chars[0]!.discard = [];
    s = turnOf(s, 1, ['ranger-quick', 'ranger-aimed']);
    s = actAll(s, [[1, { t: 'half', card: 'ranger-quick', half: 'bottom' }], [1, { t: 'skip' }], [1, { t: 'half', card: 'ranger-aimed', half: 'top' }]]);
    expect(s.cleanup.waiting).toEqual([1]);
    s = act(s, 1, { t: 'shortRest', rest: false }).s;
    expect(s.chars[0]!.exhausted).toBe(true);
    expect(s.phase).toBe('select');
    expect(delve.deciding?.(s)).toEqual([1]);
  });

  it('D.6 exhaustion takes the active area with the character: a persistent card goes to its pile by its symbol, the bonuses end, the table no longer shows it', () => {
    // Seed 003: an exhausted character "can no longer participate in the scenario"; an
    // active card goes on to "the appropriate pile" once its effect is over.
    let s = empty(['warden', 'ranger'], ['0,1', '0,1']);
    const far = HEX_KEYS.filter((k) => floor(s, k) && distance(k, '1,1') >= 8)[0]!;
    s.chars[1]!.at = far;
    const knight = monster(s, 'knight', '1,1');
    const w = s.chars[0]!;
    w.health = 1;
    w.hand = w.hand.filter((x) => x !== 'warden-stance' && x !== 'warden-bash');
    w.active = [
      { card: 'warden-stance', half: 'top', until: 'used', bonus: { k: 'ward', n: 1, left: 4 }, lost: true },
      { card: 'warden-bash', half: 'bottom', until: 'round', lost: false },
    ];
    w.shield = 1;
    s = turnOf(s, 0, ['warden-crush', 'warden-guard'], { card: 'maul' });
    // Plain halves, skipped: the Gloom Knight (3 + Maul 1) then strikes through shield 1 and ward 1.
    s = actAll(s, [[0, { t: 'half', card: 'warden-crush', half: 'bottom', plain: true }], [0, { t: 'skip' }], [0, { t: 'half', card: 'warden-guard', half: 'top', plain: true }]]);
    while (s.turn?.seat === 0 && s.turn.doing) s = act(s, 0, { t: 'skip' }).s;
    const c = s.chars[0]!;
    expect(c).toMatchObject({ exhausted: true, exhaustedBy: 'health', at: null, active: [], shield: 0, retaliate: 0 });
    expect(c.lost).toContain('warden-stance');
    expect(c.discard).toContain('warden-bash');
    expect(s.monsters.some((m) => m.id === knight.id)).toBe(true);
    expect(s.phase).not.toBe('over');
    // What every client draws: no card of the exhausted seat is shown as an active bonus.
    const v = delve.view(s, 1);
    expect(v.chars[0]!.active).toEqual([]);
    const pieces = Object.values(delve.table(v, 1).pieces);
    const stance = pieces.find((p) => p.id === 'card-warden-stance')!;
    expect(stance.label).toBe('Guardian Stance (lost)');
    expect(pieces.filter((p) => p.owner === 0 && /\((\d+ left|this round)\)$/.test(p.label ?? ''))).toEqual([]);
  });

  it('D.6 exhaustion at the round\'s start (out of cards): a persistent card leaves the active area with the character', () => {
    let s = empty(['warden', 'ranger']);
    const w = s.chars[0]!;
    w.hand = ['warden-bash'];
    w.discard = [];
    w.active = [{ card: 'warden-stance', half: 'top', until: 'used', bonus: { k: 'ward', n: 1, left: 2 }, lost: true }];
    s = turnOf(s, 1, ['ranger-quick', 'ranger-aimed']);
    s = actAll(s, [[1, { t: 'half', card: 'ranger-quick', half: 'bottom' }], [1, { t: 'skip' }], [1, { t: 'half', card: 'ranger-aimed', half: 'top' }]]);
    s = act(s, 1, { t: 'shortRest', rest: false }).s;
    expect(s.phase).toBe('select');
    expect(s.chars[0]).toMatchObject({ exhausted: true, exhaustedBy: 'cards', active: [] });
    expect(s.chars[0]!.lost).toContain('warden-stance');
    expect(delve.view(s, 'spectator').chars[0]!.active).toEqual([]);
  });

  it('lost cards come back only through a recover action, not by a rest', () => {
    let s = turnOf(empty(['warden']), 0, ['warden-wind', 'warden-guard']);
    s.chars[0]!.hand = s.chars[0]!.hand.filter((x) => !['warden-crush', 'warden-stance', 'warden-sweep'].includes(x));
    s.chars[0]!.lost = ['warden-crush', 'warden-stance'];
    s.chars[0]!.discard = ['warden-sweep'];
    s = act(s, 0, { t: 'half', card: 'warden-wind', half: 'top' }).s;
    expect(offered(s, 0).filter((a) => (a as { t: string }).t !== 'item')).toEqual([{ t: 'recover', card: 'warden-crush' }, { t: 'recover', card: 'warden-stance' }, { t: 'skip' }]);
    s = act(s, 0, { t: 'recover', card: 'warden-stance' }).s;
    expect(s.chars[0]!.hand).toContain('warden-stance');
    // Second Wind's recover has the lost symbol: it goes to the lost pile in its place.
    expect(s.chars[0]!.lost).toEqual(['warden-crush', 'warden-wind']);
    s = act(s, 0, { t: 'half', card: 'warden-guard', half: 'bottom' }).s;
    s = act(s, 0, { t: 'skip' }).s;
    expect(s.chars[0]!.lost.sort()).toEqual(['warden-crush', 'warden-wind']);
    // A short rest returns discarded cards only.
    s = act(s, 0, { t: 'shortRest', rest: true }).s;
    s = act(s, 0, { t: 'redraw', redraw: false }).s;
    expect(s.chars[0]!.lost).toEqual(expect.arrayContaining(['warden-crush', 'warden-wind']));
    expect(s.chars[0]!.hand).not.toContain('warden-crush');
  });
});
