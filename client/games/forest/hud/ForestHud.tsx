import { useEffect, useMemo, useState } from 'react';
import type { LogEntry } from '../../../../engine/core/types.ts';
import { withSeatNames } from '../../../hud/log-merge.ts';
import { Termed } from '../../../hud/RuleTerm.tsx';
import { useTable } from '../../../net/store.ts';
import { useShownSeats } from '../../../scene/use-seat-palette.ts';
import { usePressWord } from '../../../hud/use-compact.ts';
import { AreaTags } from './AreaTags.tsx';
import { DrawPanel } from './DrawPanel.tsx';
import { EndScreen } from './EndScreen.tsx';
import {
  ambushesAt, bannerOf, drawPanel, endSummary, isForestView, outcomeAt, reshuffleAt, travellerRows, type AmbushNotice, type FPrompt, type ReshuffleNotice,
} from './model.ts';
import { AmbushFlash, OutcomePanel, ReshuffleShow } from './Notices.tsx';
import { Traveller } from './Traveller.tsx';
import { useSay } from '../../../words/say.ts';
import './forest-hud.css';

const NO_PROMPTS: readonly FPrompt[] = [];
const NO_LOG: readonly LogEntry[] = [];
/** How long an Ambush holds the screen before the next choice is offered, and a reshuffle shows. */
const AMBUSH_MS = 2200;
const RESHUFFLE_MS = 6000;

/**
 * The Forest HUD: a banner (whose turn, what is expected), the travellers' panels (left),
 * the drawn cards with the Strategy count (bottom), the latest outcomes (right, under the
 * log), an Ambush shown before the next choice, a reshuffle shown keeping every facing,
 * name tags on the table, and the end screen. Controls exist only for prompted actions.
 */
export function ForestHud() {
  const rawView = useTable((s) => s.projection?.view);
  const prompts = useTable((s) => (s.projection?.prompts ?? NO_PROMPTS) as readonly FPrompt[]);
  const seat = useTable((s) => s.seat);
  // Seats in their colours as the seat palette shows them.
  const seats = useShownSeats();
  const seed = useTable((s) => s.seed);
  const log = useTable((s) => s.projection?.log ?? NO_LOG);
  const version = useTable((s) => s.projection?.version ?? 0);
  const view = isForestView(rawView) ? rawView : null;
  const names = useMemo(() => seats.map((m) => (m.occupied || m.name ? m.name : undefined)), [seats]);
  const [opened, setOpened] = useState<Record<number, boolean>>({});
  const [logOpen, setLogOpen] = useState(false);
  /** On a phone only your own and the drawing traveller's rows show, unless all are asked for. */
  const [allRows, setAllRows] = useState(false);
  /** The newest action's Ambushes: big in the middle while they resolve, then settled aside until the next action. */
  const [flash, setFlash] = useState<{ notices: AmbushNotice[]; big: boolean } | null>(null);
  const [shuffle, setShuffle] = useState<ReshuffleNotice | null>(null);

  useEffect(() => {
    const ambushes = ambushesAt(log, version);
    const reshuffle = reshuffleAt(log, version);
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (ambushes.length > 0) {
      setFlash({ notices: ambushes, big: true });
      timers.push(setTimeout(() => setFlash({ notices: ambushes, big: false }), AMBUSH_MS));
    } else setFlash(null);
    if (reshuffle) {
      setShuffle(reshuffle);
      timers.push(setTimeout(() => setShuffle(null), RESHUFFLE_MS));
    }
    return () => timers.forEach(clearTimeout);
  }, [log, version]);

  const press = usePressWord();
  const say = useSay();
  // Worded again when `say` changes (another language, or the game's words arriving).
  const model = useMemo(() => {
    if (!view) return null;
    return {
      banner: bannerOf(view, prompts, seat, names, press),
      draw: drawPanel(view, prompts, seat, names),
      rows: travellerRows(view, prompts, seat, names),
      end: endSummary(view, names),
      outcome: outcomeAt(log, version),
    };
  }, [view, prompts, seat, names, log, version, press, say]);
  if (!view || !model || seat === null) return null;
  const named = (text: string): string => withSeatNames(text, names);
  const isOpen = (r: { seat: number; you: boolean; active: boolean }): boolean => opened[r.seat] ?? (r.you || r.active || view.seats <= 2);
  const hidden = model.rows.filter((r) => !r.you && !r.active).length;
  return (
    <div className={`fo-hud${logOpen ? ' log-open' : ''}`} data-testid="forest-hud">
      <AreaTags view={view} viewer={seat} names={names} seats={seats} />
      <div className="fo-top">
        <div className={`fo-banner hud-panel${model.banner.mine ? ' mine' : ''}`} data-testid="fo-banner">
          <span className="fo-banner-title">{model.banner.title}</span>
          <span className="fo-banner-line" data-testid="fo-expected"><Termed text={named(model.banner.line)} /></span>
        </div>
        <button type="button" className="fo-log-toggle" aria-pressed={logOpen} onClick={() => setLogOpen(!logOpen)}>{say(logOpen ? 'forest.hud.hideLog' : 'forest.hud.log')}</button>
      </div>
      {/* On a phone the travellers and the drawn cards dock together at the bottom. */}
      <div className="fo-dock">
      <div className={`fo-left${allRows ? ' all' : ''}`}>
        {model.rows.map((r) => (
          <Traveller key={r.seat} row={r} meta={seats[r.seat]} open={isOpen(r)} chosen={opened[r.seat] === true} onToggle={() => setOpened({ ...opened, [r.seat]: !isOpen(r) })} />
        ))}
        {hidden > 0 && (
          <button type="button" className="fo-more" aria-expanded={allRows} onClick={() => setAllRows(!allRows)}>
            {allRows ? `${say('forest.hud.fewer')} ▴` : `${say('forest.hud.more', { n: hidden })} ▾`}
          </button>
        )}
      </div>
      {model.outcome.length > 0 && !model.end && (
        <div className="fo-right"><OutcomePanel key={version} lines={model.outcome} names={named} /></div>
      )}
      {model.draw && !model.end && <div className="fo-bottom"><DrawPanel panel={model.draw} hold={flash?.big === true} /></div>}
      </div>
      {flash && <AmbushFlash notices={flash.notices} big={flash.big} names={named} />}
      {shuffle && <ReshuffleShow key={shuffle.v} notice={shuffle} />}
      {model.end && <EndScreen summary={model.end} seed={seed} />}
    </div>
  );
}
