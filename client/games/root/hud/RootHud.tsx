import { useMemo, useRef, useState, type CSSProperties } from 'react';
import type { CardView } from '../../../../engine/games/root/view.ts';
import { useDrawerOpen } from '../../../hud/HudDock.tsx';
import { useCompact } from '../../../hud/use-compact.ts';
import { useTable } from '../../../net/store.ts';
import { useDice } from '../../../net/dice-store.ts';
import { useShownColour } from '../../../scene/use-seat-palette.ts';
import { BattlePanel, Controls } from './Actions.tsx';
import { BannerPanel, EndScreen } from './Banner.tsx';
import { cardUses, controlsOf, soleChoice, type RootPrompt } from './choices.ts';
import { FactionBoardPanel } from './FactionBoards.tsx';
import { bannerOf, battleInfo, endSummary, factionBoards, isRootView, ownBoardSeat } from './model.ts';
import { useBottomOf } from './layout.ts';
import { RootHand } from './RootHand.tsx';
import './root-hud.css';
import { useSay } from '../../../words/say.ts';

const NO_PROMPTS: readonly RootPrompt[] = [];
const NO_CARDS: readonly CardView[] = [];

/**
 * The Root HUD: the turn banner, the faction boards (your own expanded, the others
 * compact and unfoldable), the battle, every prompted choice as buttons, lists and a move
 * picker (a fallback to dragging on the map), your hand with the uses of each card, and
 * the end screen. Controls exist only for prompted actions; spectators and waiting
 * players see everything read-only.
 */
export function RootHud() {
  const rawView = useTable((s) => s.projection?.view);
  const prompts = useTable((s) => (s.projection?.prompts ?? NO_PROMPTS) as readonly RootPrompt[]);
  const viewer = useTable((s) => s.seat);
  const seats = useTable((s) => s.seats);
  const seed = useTable((s) => s.seed);
  // The newest thing on the table is a throw (no action since): on a phone or an upright
  // tablet the choices sheet keeps to the bottom third, below where the dice land.
  const thrownNow = useDice((s) => s.roll?.version ?? null) === useTable((s) => s.projection?.version ?? null);
  const [toggled, setToggled] = useState<Record<number, boolean>>({});
  const [endClosed, setEndClosed] = useState(false);
  // On a phone the boards fold into the dock's Factions drawer (client.ts `compact`).
  const compact = useCompact();
  const boardsOpen = useDrawerOpen('factions');
  const box = useRef<HTMLDivElement>(null);
  const seatsBottom = useBottomOf(box, '[data-testid=seats]', seats.length);
  // Factions in their colours as the seat palette shows them, for every panel below.
  const shown = useShownColour();
  const view = useMemo(() => (isRootView(rawView) ? { ...rawView, seats: rawView.seats.map((s) => ({ ...s, color: shown(s.color, s.seat) ?? s.color })) } : null), [rawView, shown]);
  const seatNames = useMemo(() => seats.map((m) => (m.occupied || m.name ? m.name : undefined)), [seats]);
  const mySeat = typeof viewer === 'number' ? viewer : null;
  // `say` changes with the language or when words arrive: the panels are worded again.
  const say = useSay();
  const model = useMemo(() => {
    if (!view) return null;
    return {
      banner: bannerOf(view, viewer, seatNames, soleChoice(prompts)),
      boards: factionBoards(view, seatNames),
      battle: battleInfo(view, viewer, seatNames),
      end: endSummary(view, viewer, seatNames),
      controls: controlsOf(view, mySeat, prompts),
      uses: cardUses(view, mySeat, prompts),
      own: ownBoardSeat(view, viewer),
    };
  }, [view, viewer, seatNames, prompts, mySeat, say]);
  if (!view || !model) return null;
  const hand = mySeat === null ? NO_CARDS : view.seats[mySeat]?.hand ?? NO_CARDS;
  const inBattle = model.battle !== null && view.decision.kind === 'battle';
  const ordered = [...model.boards].sort((a, b) => (a.seat === model.own ? 1 : 0) - (b.seat === model.own ? 1 : 0));
  return (
    <div className="rt-hud" data-testid="root-hud" ref={box} style={seatsBottom === null ? undefined : ({ '--rt-seats-bottom': `${seatsBottom}px` } as CSSProperties)}>
      <div className="rt-top">
        <BannerPanel banner={model.banner} onResults={model.end && endClosed ? () => setEndClosed(false) : undefined} />
      </div>
      <div className={compact ? 'rt-boards drawer' : 'rt-boards'} hidden={compact && !boardsOpen}>
        {ordered.map((b) => {
          const base = b.seat === model.own;
          const expanded = toggled[b.seat] ?? base;
          return (
            <FactionBoardPanel
              key={b.seat}
              b={b}
              expanded={expanded}
              mine={b.seat === mySeat}
              deciding={view.decision.seat === b.seat && !view.winners}
              onToggle={() => setToggled({ ...toggled, [b.seat]: !expanded })}
            />
          );
        })}
      </div>
      <div className={compact && thrownNow ? 'rt-side lowered' : 'rt-side'} data-testid="root-side">
        {model.battle && (
          <BattlePanel b={model.battle}>{inBattle && <Controls controls={model.controls} v={view} />}</BattlePanel>
        )}
        {!inBattle && model.controls.length > 0 && (
          <section className="rt-actions hud-panel" data-testid="root-actions" aria-label={say('root.choices')}>
            <h3>{say('root.choices')}</h3>
            <Controls controls={model.controls} v={view} />
          </section>
        )}
      </div>
      {mySeat !== null && <RootHand cards={hand} uses={model.uses} />}
      {model.end && !endClosed && <EndScreen summary={model.end} seed={seed} onClose={() => setEndClosed(true)} />}
    </div>
  );
}
