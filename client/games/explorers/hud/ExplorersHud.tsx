import { useMemo, useState } from 'react';
import type { LogEntry } from '../../../../engine/core/types.ts';
import type { ExView } from '../../../../engine/games/explorers/state.ts';
import { useDrawerOpen } from '../../../hud/HudDock.tsx';
import { useCompact, useKeyboardLikely } from '../../../hud/use-compact.ts';
import { useTable } from '../../../net/store.ts';
import { landedLog, useDice } from '../../../net/dice-store.ts';
import { seatAzimuth } from '../../../scene/seat-view.ts';
import { facingPrompts } from '../facing.ts';
import { EXPLORERS_FRAMING } from '../framing.ts';
import { HeroBoard } from './HeroBoard.tsx';
import { TileTurn } from './TileTurn.tsx';
import { bannerOf, bossCard, combatView, diceChips, endSummary, focusHero, heroRows, lairCard, lastOutcome, peddlerCard, type XPrompt } from './model.ts';
import { BannerPanel, BossPanel, CombatPanel, EndScreen, FallbackBar, LairPanel, OutcomePanel, PeddlerPanel } from './Panels.tsx';
import { useLang } from '../../../words/say.ts';
import './explorers-hud.css';

const NO_PROMPTS: readonly XPrompt[] = [];
const NO_LOG: readonly LogEntry[] = [];

/** Looks like an Explorers view (the projection's view is the game's own object). */
function isExView(v: unknown): v is ExView {
  return typeof v === 'object' && v !== null && Array.isArray((v as ExView).heroes) && typeof (v as ExView).tiles === 'object';
}

/**
 * The Explorers HUD: a banner (whose turn, which step, what is expected), the hero boards
 * (the deciding hero's expanded), the Boss card, the battle, lair and peddler panels, the end screen, and a
 * fallback bar for every prompt no panel shows. Controls exist only for prompted actions;
 * spectators and waiting players see everything read-only.
 */
export function ExplorersHud() {
  const rawView = useTable((s) => s.projection?.view);
  const raw = useTable((s) => (s.projection?.prompts ?? NO_PROMPTS) as readonly XPrompt[]);
  const seat = useTable((s) => s.seat);
  const seats = useTable((s) => s.seats);
  // The panels' words are worded again when the reader's language changes.
  const lang = useLang();
  // Directions worded as this viewer's camera shows the forest.
  const prompts = useMemo(() => facingPrompts(raw, EXPLORERS_FRAMING.azimuth ?? seatAzimuth(seat, seats.length)), [raw, seat, seats.length, lang]);
  const seed = useTable((s) => s.seed);
  const log = useTable((s) => s.projection?.log ?? NO_LOG);
  const version = useTable((s) => s.projection?.version ?? 0);
  const landing = useDice((s) => s.landing);
  const [chosen, setChosen] = useState<{ hero: number; focus: number } | null>(null);
  // On a phone the other heroes and the Boss card are drawers of the dock (client.ts `compact`).
  const compact = useCompact();
  const keys = useKeyboardLikely();
  const heroesOpen = useDrawerOpen('heroes');
  const bossOpen = useDrawerOpen('boss');
  const view = isExView(rawView) ? rawView : null;
  const seatNames = useMemo(() => seats.map((m) => (m.occupied || m.name ? m.name : undefined)), [seats]);
  const model = useMemo(() => {
    if (!view) return null;
    const rows = heroRows(view, prompts, seat, seatNames);
    return {
      rows,
      focus: focusHero(rows),
      banner: bannerOf(view, prompts, seat, seatNames, keys),
      boss: bossCard(view),
      combat: combatView(view, prompts),
      chips: diceChips(view, prompts),
      end: endSummary(view, seatNames),
      // A throw's outcome waits until its dice come to rest on this screen.
      outcome: lastOutcome(landedLog(log, landing), version),
      lair: lairCard(view, prompts),
      peddler: peddlerCard(view, prompts, seat),
    };
  }, [view, prompts, seat, seatNames, log, landing, version, keys, lang]);
  if (!view || !model) return null;
  // A board opened by hand stays open until the deciding hero changes. During a battle or
  // a lair every board folds, so their panel sits low and the forest stays in view.
  // On a phone, while a tile is placed, the board folds too (the Heroes drawer has it): the
  // forest and its ghosts stay in view above the turn buttons and the place picker.
  const placing = compact && prompts.some((p) => p.actions.some((a) => a.t === 'place'));
  const shown = chosen && chosen.focus === model.focus ? chosen.hero : model.combat || model.lair || placing ? -1 : model.focus;
  // Once the game is over the last turn's dice mean nothing more.
  const turn = view.result ? null : view.turn;
  // The other heroes' boards: beside yours, or on a phone in the Heroes drawer under the dock
  // (placed from the HUD, not from the bottom panel, so it lies over the table, not over your board).
  const others = (
    <div className={`ex-compact-list${model.rows.some((r) => r.index === shown) ? '' : ' row'}${compact ? ' drawer' : ''}`}>
      {model.rows.filter((r) => r.index !== shown).map((r) => (
        <HeroBoard key={r.id} row={r} expanded={false} chips={[]} prompts={prompts} turn={null} onExpand={() => setChosen(r.index === model.focus ? null : { hero: r.index, focus: model.focus })} />
      ))}
    </div>
  );
  return (
    <div className="ex-hud" data-testid="explorers-hud">
      <div className="ex-top">
        <BannerPanel banner={model.banner} />
      </div>
      <div className={compact && bossOpen ? 'ex-right drawer' : 'ex-right'}>
        {(!compact || bossOpen) && <BossPanel boss={model.boss} />}
        {model.outcome && !model.combat && !model.end && <OutcomePanel key={version} outcome={model.outcome} />}
      </div>
      {compact && heroesOpen && others}
      {model.end && <EndScreen summary={model.end} seed={seed} />}
      <div className="ex-bottom">
        {model.lair && <LairPanel lair={model.lair} />}
        {model.peddler && <PeddlerPanel peddler={model.peddler} />}
        {!model.end && <CombatPanel combat={model.combat} prompts={prompts} view={view} />}
        {!model.end && <TileTurn />}
        {!model.end && <FallbackBar prompts={prompts} />}
        <div className="ex-heroes">
          {!compact && others}
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
