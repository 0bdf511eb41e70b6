import type { CSSProperties, ReactNode } from 'react';
import type { SideDef } from '../../../../engine/games/forest/content/index.ts';
import { AMBUSH_RED, DIR_WORD, GLYPH, ICON_COLOR, iconKey, type Dir } from '../look.ts';

export interface ForestCardProps {
  side: SideDef;
  /** What its wild icon stands for, if it has one. */
  as?: Dir | null;
  /** The side beneath, named small ("other side"). */
  down?: SideDef;
  small?: boolean;
  testId?: string;
  id?: string;
  children?: ReactNode;
}

/** One Forest card side as the HUD draws it: the icon strip, the name, danger and renown, the effect. */
export function ForestCard({ side, as = null, down, small = false, testId, id, children }: ForestCardProps) {
  const key = iconKey(side.icon);
  const ambush = side.ambush !== undefined;
  const style = { '--icon': ICON_COLOR[key], '--ambush': AMBUSH_RED } as CSSProperties;
  const icon = side.icon === null ? 'no direction icon' : side.icon === 'wild' ? `wild icon${as ? `, standing for ${DIR_WORD[as]}` : ''}` : `${DIR_WORD[side.icon]} icon`;
  return (
    <div className={`fo-card${ambush ? ' ambush' : ''}${small ? ' small' : ''}`} style={style} data-testid={testId} data-card={id} data-side={side.id} title={`${side.name} (${icon}): ${side.text}`}>
      <div className="fo-card-strip" aria-hidden="true">
        <span className="fo-glyph">{GLYPH[key]}</span>
        {as && <span className="fo-as" style={{ color: ICON_COLOR[as] }}>{GLYPH[as]}{as}</span>}
      </div>
      <div className="fo-card-body">
        {ambush && <div className="fo-card-ambush">Ambush!</div>}
        <div className="fo-card-name">{side.name}</div>
        <div className="fo-card-nums"><span className="fo-danger" title="danger">⚠ {side.danger}</span><span className="fo-renown" title="renown">★ {side.renown}</span></div>
        {!small && <div className="fo-card-text">{side.text}</div>}
        {down && !small && <div className="fo-card-down">Other side: {down.name}</div>}
        {children}
      </div>
    </div>
  );
}
