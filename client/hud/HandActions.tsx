import { useMemo } from 'react';
import type { GameAction } from '../kit/types.ts';
import { sendIntent } from '../net/connection.ts';
import { useTable } from '../net/store.ts';
import { containersIn, playSpot, type HandItemKind } from './hand-items.ts';
import { useSay } from '../words/say.ts';
import { pieceLabel } from '../words/phrase.ts';

/** At most this many bag / deck buttons (one per container on the table). */
const MAX_TARGETS = 3;

interface Props {
  id: string;
  kind: HandItemKind;
  onDone(): void;
}

/** What can be done with the selected hand card: play it, or put it back where it belongs. */
export function HandActions({ id, kind, onDone }: Props) {
  const say = useSay();
  const pieces = useTable((s) => s.projection?.table.pieces);
  const decks = useMemo(() => (kind === 'card' ? containersIn(pieces, 'deck') : null), [pieces, kind]);
  const bags = useMemo(() => (kind === 'token' ? containersIn(pieces, 'bag') : null), [pieces, kind]);
  const act = (action: GameAction) => {
    sendIntent(action);
    onDone();
  };
  const [x, z] = playSpot(id);
  return (
    <div className="hand-actions hud-panel" role="toolbar" aria-label={say('hud.hand.actions')}>
      <button type="button" onClick={() => act({ t: 'play', id, x, z, faceUp: true })}>{say('hud.hand.faceUp')}</button>
      <button type="button" onClick={() => act({ t: 'play', id, x, z, faceUp: false })}>{say('hud.hand.faceDown')}</button>
      {decks?.slice(0, MAX_TARGETS).map((d) => (
        <button key={d.id} type="button" onClick={() => act({ t: 'toDeck', id, deck: d.id, where: 'top' })}>
          {decks.length > 1 ? say('hud.hand.toDeckNamed', { name: pieceLabel(d, say) || d.id }) : say('hud.hand.toDeck')}
        </button>
      ))}
      {bags?.slice(0, MAX_TARGETS).map((b) => (
        <button key={b.id} type="button" onClick={() => act({ t: 'bagReturn', id, bag: b.id })}>
          {bags.length > 1 ? say('hud.hand.toBagNamed', { name: pieceLabel(b, say) || b.id }) : say('hud.hand.toBag')}
        </button>
      ))}
    </div>
  );
}
