import type { CSSProperties, ReactNode } from 'react';
import type { SideDef } from '../../../../engine/games/forest/content/index.ts';
import { AMBUSH_RED, dirLetter, dirWord, GLYPH, ICON_COLOR, iconKey, type Dir } from '../look.ts';
import { useSay } from '../../../words/say.ts';
import { sideName, sideText } from '../names.ts';

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
  const say = useSay();
  const key = iconKey(side.icon);
  const ambush = side.ambush !== undefined;
  const style = { '--icon': ICON_COLOR[key], '--ambush': AMBUSH_RED } as CSSProperties;
  const icon = side.icon === null ? say('forest.icon.none') : side.icon === 'wild' ? (as ? say('forest.icon.wildAs', { dir: dirWord(as) }) : say('forest.icon.wild')) : say('forest.icon.dir', { dir: dirWord(side.icon) });
  return (
    <div className={`fo-card${ambush ? ' ambush' : ''}${small ? ' small' : ''}`} style={style} data-testid={testId} data-card={id} data-side={side.id} title={say('forest.card.title', { name: sideName(side.id, say), icon, text: sideText(side.id, say) })}>
      <div className="fo-card-strip" aria-hidden="true">
        <span className="fo-glyph">{GLYPH[key]}</span>
        {as && <span className="fo-as" style={{ color: ICON_COLOR[as] }}>{GLYPH[as]}{dirLetter(as)}</span>}
      </div>
      <div className="fo-card-body">
        {ambush && <div className="fo-card-ambush">{say('forest.card.ambush')}</div>}
        <div className="fo-card-name">{sideName(side.id, say)}</div>
        <div className="fo-card-nums"><span className="fo-danger" title={say('forest.danger')}>⚠ {side.danger}</span><span className="fo-renown" title={say('forest.renown')}>★ {side.renown}</span></div>
        {!small && <div className="fo-card-text">{sideText(side.id, say)}</div>}
        {down && !small && <div className="fo-card-down">{say('forest.card.otherSide', { name: sideName(down.id, say) })}</div>}
        {children}
      </div>
    </div>
  );
}
