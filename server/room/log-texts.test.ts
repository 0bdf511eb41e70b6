import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../engine/core/module.ts';
import type { GameStatus } from '../../engine/core/types.ts';
import { withoutHeadline } from './log-texts.ts';

const game = (headline?: (view: unknown) => string | undefined): AnyGameModule => ({ id: 'g', headline } as unknown as AnyGameModule);
const projection = (status: GameStatus) => ({ view: { name: 'Bo' }, status });

describe('the room leaves out a status headline', () => {
  it('when the game words it exactly from the view', () => {
    const p = withoutHeadline(game((v) => `${(v as { name: string }).name} acts`), projection({ over: false, scores: { 0: 1 }, headline: 'Bo acts' }));
    expect(p.status).toEqual({ over: false, scores: { 0: 1 } });
  });

  it('not when the game words it otherwise, cannot word it, throws, or has no headline function', () => {
    for (const g of [game(() => 'Someone acts'), game(() => undefined), game(() => { throw new Error('no'); }), game()]) {
      expect(withoutHeadline(g, projection({ over: false, headline: 'Bo acts' })).status.headline).toBe('Bo acts');
    }
  });
});
