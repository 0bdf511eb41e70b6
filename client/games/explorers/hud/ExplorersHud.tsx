import { useMemo, useState } from 'react';
import type { ExView } from '../../../../engine/games/explorers/state.ts';
import { useTable } from '../../../net/store.ts';
import { HeroBoard } from './HeroBoard.tsx';
import { bannerOf, bossCard, combatView, diceChips, endSummary, focusHero, heroRows, type XPrompt } from './model.ts';
import { BannerPanel, BossPanel, CombatPanel, EndScreen, FallbackBar } from './Panels.tsx';
import './explorers-hud.css';

const NO_PROMPTS: readonly XPrompt[] = [];

/** Looks like an Explorers view (the projection's view is the game's own object). */
function isExView(v: unknown): v is ExView {
  return typeof v === 'object' && v !== null && Array.isArray((v as ExView).heroes) && typeof (v as ExView).tiles === 'object';
}

/**
 * The Explorers HUD: a banner (whose turn, which step, what is expected), the hero boards
 * (the deciding hero's expanded), the Boss card, the battle panel, the end screen, and a
 * fallback bar for every prompt no panel shows. Controls exist only for prompted actions;
 * spectators and waiting players see everything read-only.
 */
export function ExplorersHud() {
  const rawView = useTable((s) => s.projection?.view);
  const prompts = useTable((s) => (s.projection?.prompts ?? NO_PROMPTS) as readonly XPrompt[]);
  const seat = useTable((s) => s.seat);
  const seats = useTable((s) => s.seats);
  const seed = useTable((s) => s.seed);
  const [chosen, setChosen] = useState<{ hero: number; focus: number } | null>(null);
  const view = isExView(rawView) ? rawView : null;
  const seatNames = useMemo(() => seats.map((m) => (m.occupied || m.name ? m.name : undefined)), [seats]);
  const model = useMemo(() => {
    if (!view) return null;
    const rows = heroRows(view, prompts, seat, seatNames);
    return {
      rows,
      focus: focusHero(rows),
      banner: bannerOf(view, prompts, seat, seatNames),
      boss: bossCard(view),
      combat: combatView(view, prompts),
      chips: diceChips(view, prompts),
      end: endSummary(view, seatNames),
    };
  }, [view, prompts, seat, seatNames]);
  if (!view || !model) return null;
  // A board opened by hand stays open until the deciding hero changes.
  const shown = chosen && chosen.focus === model.focus ? chosen.hero : model.focus;
  const turn = view.turn;
  return (
    <div className="ex-hud" data-testid="explorers-hud">
      <div className="ex-top">
        <BannerPanel banner={model.banner} />
      </div>
      <BossPanel boss={model.boss} />
      {model.end && <EndScreen summary={model.end} seed={seed} />}
      <div className="ex-bottom">
        <CombatPanel combat={model.combat} prompts={prompts} view={view} />
        <FallbackBar prompts={prompts} />
        <div className="ex-heroes">
          <div className="ex-compact-list">
            {model.rows.filter((r) => r.index !== shown).map((r) => (
              <HeroBoard key={r.id} row={r} expanded={false} chips={[]} prompts={prompts} turn={null} onExpand={() => setChosen(r.index === model.focus ? null : { hero: r.index, focus: model.focus })} />
            ))}
          </div>
          {model.rows.filter((r) => r.index === shown).map((r) => (
            <HeroBoard
              key={`${r.id}-${view.round}-${turn?.hero ?? -1}`}
              row={r}
              expanded
              chips={r.active ? model.chips : []}
              prompts={r.deciding ? prompts : NO_PROMPTS}
              turn={r.active && turn ? turn : null}
              onExpand={() => setChosen(null)}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
