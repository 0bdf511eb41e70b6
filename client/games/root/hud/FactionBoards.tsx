import type { ReactNode } from 'react';
import type { Suit } from '../../../../engine/games/root/data/autumn-map.ts';
import { compactNote, type ClergyBoard, type CommonBoard, type FactionBoard, type LegionBoard } from './model.ts';

/** A suit as a coloured chip ("3 fox"); `any` is a crafting icon that takes any suit. */
export function SuitChip({ suit, n }: { suit: string; n?: number }) {
  return (
    <span className={`rt-suit ${suit}`} title={suit}>
      {n !== undefined ? `${n} ` : ''}{suit}
    </span>
  );
}

/** VP, supply, hand, crafted cards and items: what every faction board shows. */
function CommonStats({ b, buildings }: { b: CommonBoard; buildings: string }) {
  return (
    <>
      <div className="rt-stats">
        <span data-testid="board-vp"><b>{b.vp}</b> VP</span>
        <span>{b.warriors} warriors in supply</span>
        <span>{buildings}</span>
        <span>{b.handCount} card{b.handCount === 1 ? '' : 's'} in hand</span>
      </div>
      {(b.crafted.length > 0 || b.items.length > 0) && (
        <div className="rt-crafted">
          {b.crafted.map((c) => <span key={c.key} className="rt-chip" title={c.text}>{c.name}</span>)}
          {b.items.map((it, i) => <span key={`${it}-${i}`} className="rt-chip item">{it}</span>)}
        </div>
      )}
    </>
  );
}

function ClergyDetails({ b }: { b: ClergyBoard }) {
  return (
    <>
      {b.acting && (
        <p className="rt-acting" data-testid="clergy-actions">
          Daylight actions left: <b>{b.acting.left}</b>{b.acting.current ? ` · ${b.acting.current}` : ''}
        </p>
      )}
      <div className="rt-track" aria-label="Cathedral track">
        <span className="rt-label">Cathedrals</span>
        <ol>
          {b.track.map((t, i) => (
            <li key={i} className={`${t.cathedral ? 'full' : 'empty'}${t.next ? ' next' : ''}`} title={`Build for ${t.cost} flower${t.cost === 1 ? '' : 's'}, score ${t.vp} VP${t.bee ? '; a bee shows once built' : ''}`}>
              <span className="rt-cost">{t.cost}✿</span>
              <span className="rt-space">{t.cathedral ? 'cathedral' : t.bee ? 'bee shows' : 'built'}</span>
              <span className="rt-vp">{t.vp} VP</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="rt-row">
        <span>Built <b>{b.cathedralsBuilt}</b> · left <b>{b.cathedralsLeft}</b></span>
        <span>Bees showing <b>{b.bees}</b></span>
      </div>
      <div className="rt-penitence" aria-label="Penitence board">
        <span className="rt-label">Penitence</span>
        {b.penitence.map((p) => (
          <span key={p.seat} className={`rt-marker ${p.marker}`} data-testid="penitence">
            {p.who}: <b>{p.marker === 'penitent' ? 'Penitent' : 'Heretic'}</b>
            {p.marker === 'penitent' && <span className="muted"> · Honey for the Holy {p.honeyUsed ? 'used this turn' : 'not used this turn'}</span>}
          </span>
        ))}
      </div>
      <div className="rt-bag" data-testid="clergy-bag">
        <span className="rt-label">Blind bag</span> <b>{b.bag.count}</b> flower{b.bag.count === 1 ? '' : 's'}
        {b.bag.bySuit && (
          <span className="rt-bag-suits" title="Worked out from the flowers on the map: the bag's order is never known">
            {' '}({(['fox', 'rabbit', 'mouse', 'bird'] as Suit[]).map((s) => <SuitChip key={s} suit={s} n={b.bag.bySuit![s]} />)})
          </span>
        )}
        {b.bag.drawn && <span className="muted"> · drawn, to place: {b.bag.drawn} flower</span>}
      </div>
      <div className="rt-flowers">
        <span className="rt-label">Flowers on the map ({b.flowersOnMap})</span>
        {b.flowers.length === 0 ? <span className="muted"> none</span> : (
          <ul>
            {b.flowers.map((f) => (
              <li key={f.clearing}>{f.name}: {f.suits.map((s, i) => <SuitChip key={i} suit={s} />)}</li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function LegionDetails({ b }: { b: LegionBoard }) {
  const c = b.campaign;
  return (
    <>
      {b.steps.length > 0 && (
        <ol className="rt-steps" aria-label="Legion steps" data-testid="legion-steps">
          {b.steps.map((s) => <li key={s.label} className={s.now ? 'now' : ''}>{s.label}</li>)}
        </ol>
      )}
      <div className="rt-campaign" data-testid="legion-campaign">
        <span className="rt-label">Campaign card</span>
        {c ? (
          <span className={`rt-card-mini ${c.suit}`}>
            <b>{c.name}</b> <SuitChip suit={c.suit} />
            {c.cost.length > 0 && <span className="muted"> · supply drop {c.cost.map((i, k) => <SuitChip key={k} suit={i} />)}</span>}
            {c.item && <span className="muted"> · item {c.item} (+1 card in Evening)</span>}
            {c.bird && <span> · campaign suit: <b>{c.chosen ?? 'chosen in Change of Tactics'}</b></span>}
          </span>
        ) : <span className="muted"> not chosen yet</span>}
      </div>
      {b.drops.length > 0 && <p className="rt-small">Supply Drop icons left: {b.drops.map((d, i) => <SuitChip key={i} suit={d} />)}</p>}
      <div className="rt-row">
        <span>Colonies placed <b>{b.coloniesPlaced}</b> · left <b>{b.coloniesLeft}</b></span>
      </div>
      <div className="rt-spoils" data-testid="legion-spoils">
        <span className="rt-label">Spoils ({b.spoilsCount}, 1 VP per {b.spoilsPer})</span>
        {b.spoils.length === 0 ? <span className="muted"> empty</span> : (
          <ul>{b.spoils.map((s) => <li key={s.words}>{s.n} × {s.words}</li>)}</ul>
        )}
      </div>
      {(b.attacked.length > 0 || b.colonized.length > 0) && (
        <p className="rt-small muted">
          {b.attacked.length > 0 && <>Attacked: {b.attacked.join(', ')}. </>}
          {b.colonized.length > 0 && <>Colonized: {b.colonized.join(', ')}.</>}
        </p>
      )}
    </>
  );
}

function buildingsWords(b: FactionBoard): string {
  if (b.kind === 'clergy') return `${b.cathedralsLeft} cathedral${b.cathedralsLeft === 1 ? '' : 's'} left`;
  if (b.kind === 'legion') return `${b.coloniesLeft} ${b.coloniesLeft === 1 ? 'colony' : 'colonies'} left`;
  return '';
}

/** A faction board: expanded with every detail, or compact (one line) and unfoldable. */
export function FactionBoardPanel({ b, expanded, mine, deciding, onToggle }: {
  b: FactionBoard; expanded: boolean; mine: boolean; deciding: boolean; onToggle: () => void;
}) {
  let details: ReactNode = null;
  if (expanded && b.kind === 'clergy') details = <ClergyDetails b={b} />;
  if (expanded && b.kind === 'legion') details = <LegionDetails b={b} />;
  return (
    <section
      className={`rt-board hud-panel ${b.kind}${expanded ? ' expanded' : ' compact'}${deciding ? ' deciding' : ''}`}
      style={{ borderColor: b.color }}
      data-testid={`board-${b.faction}`}
      aria-label={`${b.factionName} board`}
    >
      <header>
        <span className="rt-dot" style={{ background: b.color }} />
        <strong>{b.factionName}</strong>
        <span className="muted"> · {b.player}{mine ? ' (you)' : ''}</span>
        {!expanded && <span className="rt-compact-vp">{b.vp} VP</span>}
        <button type="button" className="rt-fold" aria-expanded={expanded} title={expanded ? 'Fold this board' : 'Unfold this board'} onClick={onToggle}>{expanded ? '▾' : '▸'}</button>
      </header>
      {!expanded && compactNote(b) && <div className="rt-small muted" data-testid="board-note">{compactNote(b)}</div>}
      {expanded && <CommonStats b={b} buildings={buildingsWords(b)} />}
      {details}
    </section>
  );
}
