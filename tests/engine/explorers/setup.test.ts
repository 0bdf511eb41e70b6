import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { explorers } from '../../../engine/games/explorers/index.ts';
import { CONTENT } from '../../../engine/games/explorers/content/index.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { newGame } from '../../helpers/explorers.ts';

describe('EX setup (seed 002, Setup)', () => {
  it('EX setup: every hero starts with 5 health, 0 orbs, no Power, no loot, on the starting tile', () => {
    const s = newGame(3).state;
    expect(s.heroes).toHaveLength(3);
    for (const h of s.heroes) expect(h).toMatchObject({ health: 5, orbs: 0, powers: 0, loot: [], at: '0,0', down: false, poison: false });
    expect(new Set(s.heroes.map((h) => h.id)).size).toBe(3);
    expect(s.tiles['0,0']).toMatchObject({ id: 'start', col: 0, row: 0 });
  });

  it('EX setup: Boss tile is among the last three tiles of the pile', () => {
    for (let k = 0; k < 40; k++) {
      const s = newGame(2, {}, `boss-${k}`).state;
      // One tile was drawn for Phase 1 already; the pile's bottom is index 0.
      expect(s.piles.tiles.slice(0, 3)).toContain('boss');
      expect(s.piles.tiles.length + 1).toBe(23);
    }
  });

  it('EX setup: solo is one seat playing a two-hero team, rounds as with two players', () => {
    const s = newGame(1, { heroes: ['xylia', 'bethras'] }).state;
    expect(s.heroes.map((h) => [h.id, h.seat])).toEqual([['xylia', 0], ['bethras', 0]]);
    expect(s.explore?.queue).toEqual([0, 1]);
  });

  it('EX setup: seats 1–4 only; heroes and first player come from the options', () => {
    expect(isRuleError(explorers.parseOptions({ heroes: ['xylia', 'xylia'] }, 2))).toBe(true);
    expect(isRuleError(explorers.parseOptions({ enraged: 'sometimes' }, 2))).toBe(true);
    expect(explorers.parseOptions(undefined, 2)).toEqual({ enraged: 'off', lairs: false });
    const s = newGame(3, { heroes: ['shavi', 'klethor', 'bethras'], firstSeat: 2 }).state;
    expect(s.heroes.map((h) => [h.id, h.seat])).toEqual([['shavi', 2], ['klethor', 0], ['bethras', 1]]);
    expect(explorers.minSeats).toBe(1);
    expect(explorers.maxSeats).toBe(4);
  });

  it('EX setup: monster markers, loot, events and bosses are shuffled piles; lair piles only with the option', () => {
    const a = newGame(2, {}, 'one').state;
    const b = newGame(2, {}, 'two').state;
    expect(a.piles.monsters.length + Object.values(a.tiles).flatMap((t) => t.monsters ?? []).length).toBe(20);
    expect(a.piles.loot).toHaveLength(23);
    expect(a.piles.events).toHaveLength(7);
    expect(a.piles.bosses).toHaveLength(5);
    expect(a.piles.loot).not.toEqual(b.piles.loot);
    expect(a.piles.lairA).toEqual([]);
    expect(newGame(2, { lairs: true }).state.piles.lairA).toHaveLength(4);
  });

  it('EX setup: the first player starts Phase 1 of round 1 with a drawn tile; the same seed gives the same table', () => {
    const m = newGame(2, { firstSeat: 1 }, 'same');
    expect(m.state).toMatchObject({ round: 1, phase: 'explore' });
    expect(m.state.explore?.tile).toEqual(expect.any(String));
    expect(m.state.heroes[0]?.seat).toBe(1);
    expect(explorers.status(m.state).headline).toMatch(/Round 1 · Phase 1, exploration: .* \(Seat 2\) places a forest tile/);
    expect(JSON.stringify(newGame(2, { firstSeat: 1 }, 'same'))).toBe(JSON.stringify(m));
  });
});

describe('EX content (stand-ins validated at load)', () => {
  it('has the seed\'s counts: 22 forest tiles + start + boss, 20 monsters, 5 bosses, 23 loot (9 weapons), 7 events, 4 lairs, 6 thorns rows', () => {
    expect(CONTENT.forestTiles).toHaveLength(22);
    expect(Object.keys(CONTENT.tiles)).toHaveLength(24);
    expect(Object.keys(CONTENT.monsters)).toHaveLength(20);
    expect(Object.keys(CONTENT.bosses)).toHaveLength(5);
    expect(CONTENT.lootIds).toHaveLength(23);
    expect(CONTENT.lootIds.filter((id) => CONTENT.loot[id]?.kind === 'weapon')).toHaveLength(9);
    expect(Object.keys(CONTENT.events)).toHaveLength(7);
    expect(Object.keys(CONTENT.lairsA)).toHaveLength(4);
    expect(CONTENT.thorns).toHaveLength(6);
    expect(CONTENT.wells).toHaveLength(4);
  });

  it('marks every content file as stand-in content we authored', () => {
    for (const file of ['tiles', 'monsters', 'bosses', 'loot', 'events', 'thorns', 'lairs', 'wells', 'heroes']) {
      const head = readFileSync(new URL(`../../../engine/games/explorers/content/${file}.ts`, import.meta.url), 'utf8').slice(0, 400);
      expect(head, file).toMatch(/STAND-IN CONTENT authored for Woodland Table/);
    }
  });

  it('counts the markers the tiles need within the seed\'s supply (5 chests, 3 events)', () => {
    const icons = CONTENT.forestTiles.flatMap((t) => t.icons);
    expect(icons.filter((i) => i === 'treasure')).toHaveLength(5);
    expect(icons.filter((i) => i === 'event')).toHaveLength(3);
    expect(icons.filter((i) => i === 'monster').length).toBeLessThanOrEqual(20);
  });
});
