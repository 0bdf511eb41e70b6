import { describe, expect, it } from 'vitest';
import { explorers } from '../../../engine/games/explorers/index.ts';
import { forcedDice } from '../../helpers/scripted-rng.ts';
import { act, edit, hero, putTile, rejects, scene, texts, withDice, type M } from '../../helpers/explorers.ts';

/** Bethras and Xylia on a lair tile (Root Hollow) with the Lairs option, given A and B cards on top. */
function lairScene(a: string, b: string, lairs = true): M {
  return edit(scene(['bethras', 'xylia'], {}, { lairs }), (s) => {
    putTile(s, 'root-hollow', 1, 0, 90);
    for (const h of s.heroes) h.at = '1,0';
    if (lairs) {
      s.piles.lairA.push(a);
      s.piles.lairB.push(b);
    }
  });
}

/** Rolls the lair die with a forced value. */
function roll(m: M, v: number): ReturnType<typeof withDice> {
  return withDice(m, 0, { t: 'lairRoll' }, forcedDice(v));
}

describe('EX Lairs mini-expansion (seed 002)', () => {
  it('EX lairs: only with the option, on a lair tile: entering draws an A card and a B card', () => {
    rejects(lairScene('mossy-hollow', 'orb-pool', false), 0, { t: 'lair' }, 'explorers/no-lair');
    const m = lairScene('mossy-hollow', 'orb-pool');
    expect(explorers.prompts(m.state, 0).map((p) => p.key)).toEqual(expect.arrayContaining(['lair', 'lair:+']));
    const r = act(m, 0, { t: 'lair' });
    expect(r.match.state.lair).toMatchObject({ a: 'mossy-hollow', b: 'orb-pool', heroes: [0], progress: 0, die: null });
    expect(texts(r.events)[0]).toMatch(/^Bethras enters the lair: Mossy Hollow and Orb Pool\. .* Rule: \+1 to every lair roll/);
    expect(explorers.prompts(r.match.state, 0).map((p) => p.key)).toEqual(['lairRoll']);
  });

  it('EX lairs: three events, each read from a die on its space; success gives the B card\'s bonus; the cards are discarded', () => {
    let m = act(lairScene('mossy-hollow', 'orb-pool'), 0, { t: 'lair' }).match;
    m = roll(m, 3).match;
    expect(m.state.lair?.progress).toBe(1);
    m = roll(m, 4).match;
    expect(m.state.lair?.progress).toBe(2);
    const r = roll(m, 5);
    expect(r.match.state.lair).toBeNull();
    expect(hero(r.match.state, 'bethras').orbs).toBe(3);
    expect(r.match.state.piles.lairDiscard).toEqual(['mossy-hollow', 'orb-pool']);
    expect(r.match.state.tiles['1,0']?.lairDone).toBe(true);
    expect(texts(r.events)).toContain("The lair is cleared! Orb Pool's bonus goes to every explorer.");
    rejects(r.match, 0, { t: 'lair' }, 'explorers/no-lair');
  });

  it('EX lairs: a failure ends the adventure at once with the B card\'s penalty', () => {
    let m = edit(act(lairScene('mossy-hollow', 'orb-pool'), 0, { t: 'lair' }).match, (s) => { hero(s, 'bethras').orbs = 5; });
    m = roll(m, 1).match;
    expect(m.state.lair).toBeNull();
    expect(hero(m.state, 'bethras').orbs).toBe(3);
    expect(m.state.tiles['1,0']?.lairDone).toBe(true);
  });

  it('EX lairs: some events move the progress die (a shortcut skips the next event)', () => {
    let m = act(lairScene('mossy-hollow', 'orb-pool'), 0, { t: 'lair' }).match;
    m = roll(m, 6).match;
    expect(m.state.lair?.progress).toBe(2);
  });

  it('EX lairs: an event may ask the explorers to pay orbs to pass, or give up', () => {
    let m = edit(act(lairScene('mossy-hollow', 'orb-pool'), 0, { t: 'lair' }).match, (s) => { hero(s, 'bethras').orbs = 2; });
    m = roll(m, 2).match;
    expect(m.state.lair).toMatchObject({ wait: 'pay', die: 2 });
    expect(explorers.prompts(m.state, 0).map((p) => p.key)).toEqual(['lairPay:yes', 'lairPay:no']);
    rejects(m, 0, { t: 'lairRoll' }, 'explorers/wrong-step');
    const paid = act(m, 0, { t: 'lairPay', pay: true }).match;
    expect(paid.state.lair).toMatchObject({ progress: 1, wait: null });
    expect(hero(paid.state, 'bethras').orbs).toBe(1);
    const quit = act(m, 0, { t: 'lairPay', pay: false }).match;
    expect(quit.state.lair).toBeNull();
  });

  it('EX lairs: heroes on the tile may join; the special rule applies to the whole lair (Mossy Hollow: +1 per extra explorer)', () => {
    let m = act(lairScene('mossy-hollow', 'orb-pool'), 0, { t: 'lair', with: ['xylia'] }).match;
    m = roll(m, 1).match; // read as 2: pay 1 orb — Bethras has none, so it fails
    expect(m.state.lair).toBeNull();
    const r = act(lairScene('mossy-hollow', 'orb-pool'), 0, { t: 'lair', with: ['xylia'] }).match;
    const ok = roll(edit(r, (s) => { hero(s, 'bethras').orbs = 1; }), 1).match;
    expect(ok.state.lair?.wait).toBe('pay');
  });

  it('EX lairs: Sunken Crypt lets the leader spend 1 orb to roll an event again', () => {
    let m = edit(act(lairScene('sunken-crypt', 'healing-grove'), 0, { t: 'lair' }).match, (s) => { hero(s, 'bethras').orbs = 1; });
    m = roll(m, 1).match;
    expect(m.state.lair).toMatchObject({ wait: 'reroll', die: 1 });
    const r = withDice(m, 0, { t: 'lairReroll', reroll: true }, forcedDice(4));
    expect(r.match.state.lair).toMatchObject({ progress: 1, die: null });
    expect(hero(r.match.state, 'bethras').orbs).toBe(0);
  });

  it('EX lairs: Serpent Den — a failure costs every explorer 1 more health', () => {
    let m = act(lairScene('serpent-den', 'treasure-vault'), 0, { t: 'lair', with: ['xylia'] }).match;
    m = roll(m, 3).match;
    m = roll(m, 1).match; // Treasure Vault space 2, face 1: failure
    expect([hero(m.state, 'bethras').health, hero(m.state, 'xylia').health]).toEqual([2, 2]);
  });
});
