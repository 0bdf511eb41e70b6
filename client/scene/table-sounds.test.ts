import { describe, expect, it } from 'vitest';
import type { TablePiece } from '../../engine/core/projection.ts';
import { MAX_CUES, soundKindOf, tableCues } from './table-sounds.ts';
import { SOUND_RECIPES, recipeFor, recipeLength } from './sound-recipes.ts';
import { SOUND_KINDS } from '../interaction/settings.ts';

function piece(id: string, kind: TablePiece['kind'], extra: Partial<TablePiece> = {}): TablePiece {
  return { id, kind, model: kind, x: 0, z: 0, y: 0, rot: 0, faceUp: true, draggable: true, ...extra };
}

const base = {
  card: piece('card', 'card', { x: 2 }),
  deck: piece('deck', 'deck', { count: 10 }),
  bag: piece('bag', 'bag', { count: 5, x: -4 }),
  meeple: piece('meeple', 'meeple', { x: 6 }),
  tile: piece('tile', 'tile', { z: 3 }),
  die: piece('die', 'die', { die: { sides: 6, labels: [], value: 3 } }),
};

describe('table sounds: which change makes which sound', () => {
  it('the first look at a table is silent, and so is an unchanged one', () => {
    expect(tableCues(null, base)).toEqual([]);
    expect(tableCues(base, base)).toEqual([]);
    expect(tableCues(base, { ...base })).toEqual([]);
  });

  it('a piece put down elsewhere lands with its own kind of sound', () => {
    const cues = tableCues(base, { ...base, meeple: { ...base.meeple, x: 9 }, tile: { ...base.tile, z: 0 } });
    expect(cues.map((c) => `${c.kind}:${c.cue}`).sort()).toEqual(['tiles:land', 'tokens:land']);
    expect(cues.find((c) => c.kind === 'tokens')).toMatchObject({ x: 9, z: 0 });
  });

  it('a card turned over flips; a card played from a hand is played; one taken into a hand is drawn', () => {
    expect(tableCues(base, { ...base, card: { ...base.card, faceUp: false } })).toMatchObject([{ kind: 'cards', cue: 'flip' }]);
    expect(tableCues(base, { ...base, played: piece('played', 'card') })).toMatchObject([{ kind: 'cards', cue: 'play' }]);
    const { card: _gone, ...rest } = base;
    expect(tableCues(base, rest)).toMatchObject([{ kind: 'cards', cue: 'draw' }]);
  });

  it('the bag rustles when drawn from and clacks when a token goes in; a deck drawn from slides', () => {
    expect(tableCues(base, { ...base, bag: { ...base.bag, count: 4 } })).toMatchObject([{ kind: 'bag', cue: 'draw' }]);
    expect(tableCues(base, { ...base, bag: { ...base.bag, count: 6 } })).toMatchObject([{ kind: 'bag', cue: 'drop-in' }]);
    expect(tableCues(base, { ...base, deck: { ...base.deck, count: 9 } })).toMatchObject([{ kind: 'cards', cue: 'draw' }]);
    expect(tableCues(base, { ...base, tile2: piece('tile2', 'tile') })).toMatchObject([{ kind: 'tiles', cue: 'land' }]);
  });

  it('a thrown die is left to its trajectory\'s clicks; a die moved by hand lands', () => {
    const thrown = { ...base.die, x: 5, die: { sides: 6, labels: [], value: 5 } };
    expect(tableCues(base, { ...base, die: thrown })).toEqual([]);
    expect(tableCues(base, { ...base, die: { ...base.die, x: 5 } })).toMatchObject([{ kind: 'dice', cue: 'land' }]);
  });

  it('a big change makes one sound per cue, louder for many pieces, and at most MAX_CUES', () => {
    const next: Record<string, TablePiece> = { ...base, card: { ...base.card, faceUp: false }, bag: { ...base.bag, count: 2 } };
    for (let i = 0; i < 30; i++) next[`m${i}`] = piece(`m${i}`, 'meeple', { x: i });
    next.tile = { ...base.tile, z: 7 };
    next.p = piece('p', 'card');
    const prev: Record<string, TablePiece> = { ...base };
    for (let i = 0; i < 30; i++) prev[`m${i}`] = piece(`m${i}`, 'meeple', { x: i + 1 });
    const cues = tableCues(prev, next);
    expect(cues.length).toBe(MAX_CUES);
    expect(cues.map((c) => c.cue)).toEqual(['play', 'flip', 'draw', 'land']);
    const all = new Set(cues.map((c) => `${c.kind}:${c.cue}`));
    expect(all.size).toBe(cues.length);
    const fewer = tableCues(prev, { ...prev, m0: { ...prev.m0!, x: 40 } });
    const many = tableCues(prev, Object.fromEntries(Object.entries(prev).map(([k, p]) => [k, p.kind === 'meeple' ? { ...p, z: 4 } : p])));
    expect(many[0]!.gain).toBeGreaterThan(fewer[0]!.gain);
    expect(many[0]!.gain).toBeLessThanOrEqual(1);
  });

  it('every piece kind that can sound maps to a kind the settings can mute', () => {
    for (const k of ['card', 'deck', 'tile', 'board', 'token', 'marker', 'meeple', 'cube', 'bag', 'die'] as const) {
      expect(SOUND_KINDS).toContain(soundKindOf({ kind: k }));
    }
  });
});

describe('sound recipes', () => {
  it('every cue the table can make has a short recipe with sane levels', () => {
    const made: [string, string][] = [
      ['cards', 'land'], ['cards', 'flip'], ['cards', 'play'], ['cards', 'draw'], ['tokens', 'land'], ['tokens', 'flip'],
      ['tiles', 'land'], ['tiles', 'flip'], ['bag', 'land'], ['bag', 'draw'], ['bag', 'drop-in'], ['dice', 'land'],
    ];
    for (const [kind, cue] of made) {
      const layers = recipeFor(kind as never, cue as never);
      expect(layers.length, `${kind}:${cue}`).toBeGreaterThan(0);
      expect(recipeLength(layers)).toBeLessThan(0.5);
      for (const l of layers) {
        expect(l.gain).toBeGreaterThan(0);
        expect(l.gain).toBeLessThanOrEqual(1);
        expect(l.hz).toBeGreaterThan(20);
        expect(l.hz).toBeLessThan(16000);
      }
    }
    expect(Object.keys(SOUND_RECIPES).sort()).toEqual([...SOUND_KINDS].sort());
  });
});
