import { describe, expect, it } from 'vitest';
import { explorers } from '../../../engine/games/explorers/index.ts';
import { edit, putTile, scene } from '../../../tests/helpers/explorers.ts';
import { framingFor } from '../../scene/framing.ts';
import { seatAzimuth } from '../../scene/seat-view.ts';
import { facingPrompts, screenSide } from './facing.ts';
import { EXPLORERS_FRAMING } from './framing.ts';
import { addWords } from '../../words/say.ts';
import { explorersWords } from './words/index.ts';

// The game's words, as the registry adds them when its client loads.
addWords(explorersWords);

const COMPASS = /\b(north|east|south|west)\b/i;

describe('explorers: directions as each viewer sees the forest', () => {
  it('every seat looks at the forest from the same side, so its hero board reads upright and north is away from it', () => {
    for (const [w, h] of [[1440, 900], [390, 844]] as const) expect(framingFor(EXPLORERS_FRAMING, w, h)?.azimuth).toBe(0);
  });

  it('a move names the tile it leads to, never a compass word', () => {
    const m = edit(scene(['bethras', 'xylia'], { moves: 2 }), (s) => { putTile(s, 'old-oak', 1, 0); });
    const moves = explorers.prompts(m.state, 0).filter((p) => p.actions.some((a) => a.t === 'move'));
    expect(moves.length).toBeGreaterThan(0);
    for (const p of moves) {
      expect(p.label).toMatch(/^(Move|Retreat) to /);
      expect(p.label).not.toMatch(COMPASS);
    }
  });

  it('a turned camera turns the words: east lies to the right of seat 0 and to the left of a seat across the table', () => {
    expect(['N', 'E', 'S', 'W'].map((d) => screenSide(d as 'N', 0))).toEqual(['away', 'right', 'near', 'left']);
    expect(['N', 'E', 'S', 'W'].map((d) => screenSide(d as 'N', seatAzimuth(1, 2)))).toEqual(['near', 'left', 'away', 'right']);
    const explore = { key: 'explore:W', label: 'High-Risk Exploration west (+1 orb)', actions: [{ t: 'explore' as const, dir: 'W' as const }] };
    expect(facingPrompts([explore], 0)[0]!.label).toBe('High-Risk Exploration to your left (+1 orb)');
    expect(facingPrompts([explore], Math.PI)[0]!.label).toBe('High-Risk Exploration to your right (+1 orb)');
  });
});
