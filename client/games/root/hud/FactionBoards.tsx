import { factionClient } from '../factions/index.ts';
import { useSay } from '../../../words/say.ts';
import { cardText, cardTitle } from '../board-common.ts';
import { compactNote, playerBeside, type CommonBoard, type FactionBoard } from './model.ts';

export { SuitChip } from './SuitChip.tsx';

/** VP, supply, hand, crafted cards and items: what every faction board shows. */
function CommonStats({ b, buildings }: { b: CommonBoard; buildings: string }) {
  const say = useSay();
  return (
    <>
      <div className="rt-stats">
        <span data-testid="board-vp"><b>{b.vp}</b> {say('root.vp.short')}</span>
        <span>{say('root.board.warriors', { n: b.warriors })}</span>
        <span>{buildings}</span>
        <span>{say('root.board.hand', { n: b.handCount })}</span>
      </div>
      {b.dominance && <div className="rt-small rt-dominance" data-testid="board-dominance">{say('root.board.dominance', { dominance: b.dominance })}</div>}
      {(b.crafted.length > 0 || b.items.length > 0) && (
        <div className="rt-crafted">
          {b.crafted.map((c) => <span key={c.key} className="rt-chip" title={cardText(c.key, say)}>{cardTitle(c.key, say)}</span>)}
          {b.items.map((it, i) => <span key={`${it}-${i}`} className="rt-chip item">{it}</span>)}
        </div>
      )}
    </>
  );
}

/** A faction board: expanded with every detail, or compact (one line) and unfoldable. */
export function FactionBoardPanel({ b, expanded, mine, deciding, onToggle }: {
  b: FactionBoard; expanded: boolean; mine: boolean; deciding: boolean; onToggle: () => void;
}) {
  const say = useSay();
  const faction = factionClient(b.kind);
  const Details = faction?.Details;
  return (
    <section
      className={`rt-board hud-panel ${b.kind}${expanded ? ' expanded' : ' compact'}${deciding ? ' deciding' : ''}`}
      style={{ borderColor: b.color }}
      data-testid={`board-${b.faction}`}
      aria-label={say('root.board.label', { faction: b.factionName })}
    >
      <header>
        <span className="rt-dot" style={{ background: b.color }} />
        <strong>{b.factionName}</strong>
        <span className="muted"> · {mine ? say('root.board.you', { player: playerBeside(b.factionName, b.player) }) : playerBeside(b.factionName, b.player)}</span>
        {!expanded && <span className="rt-compact-vp">{say('root.vp', { vp: b.vp })}</span>}
        <button type="button" className="rt-fold" aria-expanded={expanded} title={expanded ? say('root.board.fold') : say('root.board.unfold')} onClick={onToggle}>{expanded ? '▾' : '▸'}</button>
      </header>
      {!expanded && compactNote(b) && <div className="rt-small muted" data-testid="board-note">{compactNote(b)}</div>}
      {expanded && <CommonStats b={b} buildings={faction?.buildings?.(b) ?? ''} />}
      {expanded && Details && <Details b={b} />}
    </section>
  );
}
