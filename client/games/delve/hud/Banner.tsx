import { useEffect, useRef } from 'react';
import { RuleTerm, Termed } from '../../../hud/RuleTerm.tsx';
import type { SeatMeta } from '../../../net/store-types.ts';
import type { Banner as BannerModel, OrderChip } from './model.ts';
import { useSay } from '../../../words/say.ts';

/** The round, what the table waits for, and — after the reveal — the initiative order with the monsters' card. */
export function Banner({ banner, chips, monster, seats }: {
  banner: BannerModel;
  chips: readonly OrderChip[];
  monster: { name: string; initiative: number; text: string } | null;
  seats: readonly SeatMeta[];
}) {
  const say = useSay();
  const ref = useRef<HTMLElement>(null);
  // The phone layout stacks the log (and the table's Top view switch) under the banner: it
  // reads the banner's height from --dv-banner, set where both the HUD and the scene see it.
  useEffect(() => {
    const el = ref.current;
    const hud = el?.closest<HTMLElement>('.table-view') ?? el?.closest<HTMLElement>('.hud');
    if (!el || !hud || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => hud.style.setProperty('--dv-banner', `${Math.ceil(el.getBoundingClientRect().height)}px`));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={ref} className={`dv-banner hud-panel${banner.yours ? ' yours' : ''}`} data-testid="dv-banner">
      <div className="dv-banner-head"><b>{say('delve.round', { n: banner.round })}</b> · <Termed text={banner.phase} /></div>
      <div className="dv-banner-expected" data-testid="dv-expected"><Termed text={banner.expected} /></div>
      {chips.length > 0 && (
        <div className="dv-order-row">
        <span className="dv-order-label"><RuleTerm words={say('delve.term.initiative')} /></span>
        <ol className="dv-order" data-testid="dv-order" aria-label={say('delve.order')}>
          {chips.map((c) => (
            <li key={c.key} className={`${c.done ? 'done' : ''}${c.current ? ' current' : ''}${c.seat === null ? ' monsters' : ''}`} style={c.seat === null ? undefined : { borderColor: seats[c.seat]?.color }}>
              <b>{c.initiative}</b> {c.label}
            </li>
          ))}
        </ol>
        </div>
      )}
      {monster && <div className="dv-monster-card" data-testid="dv-monster-card">{say('delve.banner.monsterCard')} <b>{monster.name}</b> ({monster.initiative}) — {monster.text}</div>}
    </section>
  );
}
