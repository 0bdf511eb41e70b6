import { useState, type DragEvent } from 'react';
import type { Space } from '../../../../engine/games/explorers/state.ts';
import type { ExplorersAction } from '../../../../engine/games/explorers/actions.ts';
import {
  actionOf, dropAction, rerollFor, type DieChip, type HeroRow, type LootRow, type XPrompt,
} from './model.ts';
import { sendAction } from '../../../net/send-action.ts';
import { useSay } from '../../../words/say.ts';
import { useShownColour } from '../../../scene/use-seat-palette.ts';
import { nameInk } from '../../../hud/seat-glyph.ts';

const DIE_MIME = 'application/x-explorers-die';

/** A numbered track with a cube on the current value (0..max). */
export function Track({ label, value, max, kind }: { label: string; value: number; max: number; kind: 'health' | 'orbs' }) {
  const say = useSay();
  return (
    <div className={`ex-track ${kind}`} aria-label={say('explorers.track.aria', { label, value, max })} data-testid={`track-${kind}`}>
      <span className="ex-track-label">{label}</span>
      <ol>
        {Array.from({ length: max + 1 }, (_, i) => (
          <li key={i} className={i === value ? 'cube' : i < value ? 'filled' : ''}>{i}</li>
        ))}
      </ol>
    </div>
  );
}

function LootSlot({ row, disabled, isNew }: { row: LootRow; disabled: boolean; isNew?: boolean }) {
  const say = useSay();
  return (
    <div className={`ex-loot${row.up ? '' : ' down'}${isNew ? ' new' : ''}`} title={row.text} data-testid="loot-slot" data-card={row.card}>
      <div className="ex-loot-name">{isNew ? say('explorers.loot.new', { name: row.name }) : row.name}</div>
      <div className="ex-loot-text">{row.up ? row.text : say(row.held ? 'explorers.loot.heldByBoss' : 'explorers.loot.faceDown')}</div>
      {row.actions.length > 0 && (
        <div className="ex-loot-actions">
          {row.actions.map((a) => (
            <button key={a.key} type="button" disabled={disabled} data-testid="loot-action" data-key={a.key} onClick={() => sendAction<ExplorersAction>(a.action)}>{a.label}</button>
          ))}
        </div>
      )}
    </div>
  );
}

function Die({ chip, picked, onPick, draggable, unused }: { chip: DieChip; picked: boolean; onPick: () => void; draggable: boolean; unused: boolean }) {
  const say = useSay();
  return (
    <button
      type="button"
      className={`ex-die${picked ? ' picked' : ''}${chip.targets.length > 0 ? ' live' : ''}${unused ? ' unused' : ''}`}
      data-testid="hero-die"
      data-die={chip.index}
      draggable={draggable}
      aria-pressed={picked}
      title={draggable ? say('explorers.die.drag') : unused ? say('explorers.die.unused') : say('explorers.die.title', { n: chip.index + 1 })}
      onDragStart={(e) => {
        e.dataTransfer.setData(DIE_MIME, String(chip.index));
        e.dataTransfer.setData('text/plain', String(chip.index));
        e.dataTransfer.effectAllowed = 'move';
      }}
      onClick={onPick}
    >
      {chip.value}
    </button>
  );
}

interface SpaceDef { space: Space; title: string; hint: string; info?: string }

function DiceSpace(props: {
  def: SpaceDef; dice: DieChip[]; accepts: boolean; highlight: boolean; onDrop: (die: number) => void; extra?: string; pending?: number[];
}) {
  const { def, dice, accepts, highlight, onDrop, extra, pending } = props;
  const [over, setOver] = useState(false);
  const dieOf = (e: DragEvent): number | null => {
    const raw = e.dataTransfer.getData(DIE_MIME) || e.dataTransfer.getData('text/plain');
    const n = Number(raw);
    return raw !== '' && Number.isInteger(n) ? n : null;
  };
  return (
    <div
      className={`ex-space${accepts ? ' accepts' : ''}${highlight ? ' target' : ''}${over ? ' over' : ''}`}
      data-testid={`space-${def.space}`}
      title={def.info ?? def.hint}
      role={accepts ? 'button' : undefined}
      tabIndex={accepts ? 0 : undefined}
      onDragOver={(e) => {
        if (!accepts) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const d = dieOf(e);
        if (d !== null) onDrop(d);
      }}
      onClick={() => accepts && onDrop(-1)}
    >
      <div className="ex-space-title">{def.title} <span className="muted">{def.hint}</span></div>
      <div className="ex-space-dice">
        {dice.map((d) => <span key={d.index} className="ex-die placed">{d.value}</span>)}
        {pending?.map((i) => <span key={`p${i}`} className="ex-die pending">·</span>)}
      </div>
      {extra && <div className="ex-space-extra">{extra}</div>}
    </div>
  );
}

/** The dice row and the board's dice spaces, for the hero whose turn it is. */
function DiceArea({ row, chips, prompts, turn }: {
  row: HeroRow; chips: DieChip[]; prompts: readonly XPrompt[];
  turn: { stage: string; moves: number; focus: number; s5: number; s6: number; power: string | null };
}) {
  const say = useSay();
  const [picked, setPicked] = useState<number | null>(null);
  const [rerollPick, setRerollPick] = useState<number[]>([]);
  const [summonPicked, setSummonPicked] = useState<number[]>([]);
  const rolling = turn.stage === 'reroll';
  const free = chips.filter((c) => c.space === null);
  const roll = actionOf(prompts, 'roll');
  const keep = actionOf(prompts, 'keep');
  const ready = actionOf(prompts, 'ready');
  const reroll = rerollPick.length > 0 ? rerollFor(prompts, rerollPick) : null;
  const drop = (space: Space) => (die: number) => {
    const d = die >= 0 ? die : picked;
    if (d === null) return;
    const r = dropAction(prompts, d, space, summonPicked);
    setSummonPicked(r.summonPicked);
    setPicked(null);
    if (r.send) sendAction<ExplorersAction>(r.send);
  };
  const pickedChip = picked === null ? undefined : chips[picked];
  const spaces: SpaceDef[] = [
    { space: 'move', title: say('explorers.space.move'), hint: '1–3' },
    { space: 'focus', title: say('explorers.space.focus'), hint: '4+' },
    ...row.specials.map((s) => ({ space: s.space, title: say('explorers.space.special', { n: s.label }), hint: s.capacity > 1 ? `×${s.capacity}` : '', info: s.text })),
    {
      space: 'summon', title: say('explorers.space.summon'), hint: say('explorers.space.summon.hint', { color: say(`explorers.color.${row.powerDie}`) }),
      info: say('explorers.space.summon.info', { color: say(`explorers.color.${row.powerDie}`) }),
    },
  ];
  const extraOf = (s: Space): string | undefined => {
    if (s === 'move' && turn.stage === 'act') return say('explorers.space.move.left', { n: turn.moves });
    if (s === 'focus' && turn.focus > 0) return say('explorers.space.focus.orbs', { n: turn.focus });
    if (s === 'summon' && turn.power) return say('explorers.space.summon.done', { color: say(`explorers.color.${turn.power}`) });
    if (s === 's5' || s === 's6') return row.specials.find((x) => x.space === s)?.text;
    return undefined;
  };
  return (
    <div className="ex-dice-area">
      <div className="ex-dice-row" data-testid="dice-row">
        {roll && <button type="button" className="primary" data-testid="roll-dice" onClick={() => sendAction<ExplorersAction>(roll)}>{say('explorers.dice.roll')}</button>}
        {chips.length === 0 && !roll && <span className="muted">{say('explorers.dice.notRolled')}</span>}
        {(rolling ? chips : free).map((c) => (
          <Die
            key={c.index}
            chip={c}
            draggable={!rolling && c.targets.length > 0}
            unused={turn.stage === 'act'}
            picked={rolling ? rerollPick.includes(c.index) : picked === c.index}
            onPick={() => {
              if (rolling) {
                if (!keep) return;
                setRerollPick(rerollPick.includes(c.index) ? rerollPick.filter((x) => x !== c.index) : [...rerollPick, c.index]);
              } else if (c.targets.length > 0) {
                setPicked(picked === c.index ? null : c.index);
              }
            }}
          />
        ))}
        {rolling && keep && (
          <>
            <button type="button" className="primary" data-testid="keep-dice" onClick={() => { setRerollPick([]); sendAction<ExplorersAction>(keep); }}>{say('explorers.dice.keep')}</button>
            <button type="button" data-testid="reroll-dice" disabled={!reroll} onClick={() => { if (reroll) { setRerollPick([]); sendAction<ExplorersAction>(reroll); } }}>
              {rerollPick.length === 0 ? say('explorers.dice.tapToReroll') : say('explorers.dice.reroll', { n: rerollPick.length })}
            </button>
          </>
        )}
        {ready && (
          <button type="button" data-testid="ready-dice" onClick={() => { setPicked(null); setSummonPicked([]); sendAction<ExplorersAction>(ready); }}>
            {free.length > 0 ? say('explorers.dice.doneUnused', { n: free.length }) : say('explorers.dice.done')}
          </button>
        )}
      </div>
      {turn.stage !== 'roll' && (
        <div className="ex-spaces">
          {spaces.map((def) => {
            const accepts = def.space === 'summon'
              ? free.some((c) => c.targets.includes('summon'))
              : free.some((c) => c.targets.includes(def.space));
            return (
              <DiceSpace
                key={def.space}
                def={def}
                dice={chips.filter((c) => c.space === def.space)}
                accepts={accepts}
                highlight={!!pickedChip && pickedChip.targets.includes(def.space)}
                onDrop={drop(def.space)}
                extra={extraOf(def.space)}
                pending={def.space === 'summon' ? summonPicked : undefined}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}

export function HeroBoard({ row, expanded, chips, prompts, turn, onExpand }: {
  row: HeroRow; expanded: boolean; chips: DieChip[]; prompts: readonly XPrompt[];
  turn: { stage: string; moves: number; focus: number; s5: number; s6: number; power: string | null } | null;
  onExpand: () => void;
}) {
  const say = useSay();
  // The hero's colour as the seat palette shows it.
  const colour = useShownColour()(row.color, row.seat) ?? row.color;
  const unlock: ExplorersAction | null = row.deciding ? actionOf(prompts, 'unlock') : null;
  const disabled = !row.deciding && !row.mine;
  const markers = [
    row.down && say('explorers.marker.down'), row.poison && say('explorers.marker.poison'), row.thorns && say('explorers.marker.thorns'),
    row.well !== null && say('explorers.marker.well', { n: row.well }),
  ].filter(Boolean) as string[];
  if (!expanded) {
    return (
      <button type="button" className={`ex-hero compact hud-panel${row.deciding ? ' deciding' : ''}`} style={{ borderColor: colour }} data-testid="hero-compact" data-hero={row.id} onClick={onExpand}>
        <span className="ex-hero-name" style={{ color: nameInk(colour) }}>{row.name}</span>
        <span className="muted">{row.player}</span>
        <span className="ex-mini">♥ {row.health}/{row.maxHealth}</span>
        <span className="ex-mini">◆ {row.orbs}</span>
        <span className="ex-mini">▤ {row.loot.length}/3</span>
        {markers.map((m) => <span key={m} className="ex-marker">{m}</span>)}
      </button>
    );
  }
  const unlocked = row.powers.filter((p) => p.unlocked).length;
  return (
    <section className={`ex-hero expanded hud-panel${row.deciding ? ' deciding' : ''}`} style={{ borderColor: colour }} data-testid="hero-board" data-hero={row.id} aria-label={say('explorers.hero.board', { hero: row.name })}>
      <header className="ex-hero-head">
        <span className="ex-hero-name" style={{ color: nameInk(colour) }}>{row.name}</span>
        <span className="muted">{row.mine ? say('explorers.hero.you', { player: row.player }) : row.player} · {row.tileName}</span>
        {markers.map((m) => <span key={m} className="ex-marker">{m}</span>)}
      </header>
      <div className="ex-tracks">
        <Track label={say('explorers.hero.health')} value={row.health} max={row.maxHealth} kind="health" />
        <Track label={say('explorers.hero.orbs')} value={row.orbs} max={row.maxOrbs} kind="orbs" />
      </div>
      {row.active && turn && <DiceArea row={row} chips={chips} prompts={prompts} turn={turn} />}
      <div className="ex-lower">
        <div className="ex-loot-slots" data-testid="loot-slots">
          {row.loot.map((l) => <LootSlot key={l.card} row={l} disabled={disabled} />)}
          {Array.from({ length: row.emptySlots }, (_, i) => <div key={`e${i}`} className="ex-loot empty">{say('explorers.loot.empty')}</div>)}
          {row.incoming && <LootSlot row={row.incoming} disabled={disabled} isNew />}
        </div>
        <div className={`ex-power-card unlocked-${unlocked}`} data-testid="power-card">
          <div className="ex-power-cover">
            <span>{say('explorers.powers')}</span>
            {unlock && <button type="button" className="primary" data-testid="unlock" onClick={() => sendAction<ExplorersAction>(unlock)}>{say('explorers.powers.unlock', { power: row.powers[unlocked]?.name ?? '', n: row.powers[unlocked]?.cost ?? 0 })}</button>}
            {!unlock && unlocked < 2 && <span className="muted">{say('explorers.powers.next', { power: row.powers[unlocked]?.name ?? '', n: row.powers[unlocked]?.cost ?? 0 })}</span>}
          </div>
          {row.powers.map((p) => (
            <div key={p.name} className={`ex-power${p.unlocked ? ' on' : ''}`} title={p.text}>
              <strong>{p.name}</strong> <span>{p.unlocked ? p.text : say('explorers.powers.locked', { n: p.cost })}</span>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
