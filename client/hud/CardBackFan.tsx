import { useSay } from '../words/say.ts';

/** Most backs drawn in a small fan; the count says the rest. */
const MAX_BACKS = 4;
/** A drawn back's size in CSS pixels (`.card-back`, its border included). */
export const BACK_WIDTH = 11;
export const BACK_HEIGHT = 16;
/** How far apart neighbouring backs stand, and how much more each one leans. */
const STEP_PX = 4;
const STEP_DEG = 7;

export interface FanLayout {
  /** The fan's box: wide enough for every back, leaning ones too, so the count beside it stays clear. */
  width: number;
  /** Each back's left edge in the box before it leans, and its lean (about its bottom middle). */
  backs: { left: number; deg: number }[];
}

/** Where `shown` backs go: centred in a box that holds all of them, however far the outer ones lean. */
export function fanLayout(shown: number): FanLayout {
  const mid = (shown - 1) / 2;
  const lean = (mid * STEP_DEG * Math.PI) / 180;
  // An outer back's top corner swings out by at most its height times the sine of its lean.
  const swing = Math.ceil(BACK_HEIGHT * Math.sin(lean));
  const width = (shown - 1) * STEP_PX + BACK_WIDTH + 2 * swing;
  const backs = Array.from({ length: shown }, (_, i) => ({ left: width / 2 - BACK_WIDTH / 2 + (i - mid) * STEP_PX, deg: (i - mid) * STEP_DEG }));
  return { width, backs };
}

/** Another player's hand as everyone may see it: card backs and a count. */
export function CardBackFan({ count }: { count: number }) {
  const say = useSay();
  if (count <= 0) return <span className="card-backs empty" title={say('hud.fan.none')}>—</span>;
  const { width, backs } = fanLayout(Math.min(count, MAX_BACKS));
  return (
    <span className="card-backs" title={say('hud.fan.count', { n: count })} aria-label={say('hud.fan.count', { n: count })}>
      <span className="backs" aria-hidden="true" style={{ width }}>
        {backs.map((b, i) => (
          <span key={i} className="card-back" style={{ left: b.left, transform: `rotate(${b.deg}deg)` }} />
        ))}
      </span>
      <span className="count">{count}</span>
    </span>
  );
}
