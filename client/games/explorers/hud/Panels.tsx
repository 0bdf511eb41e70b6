import { useMemo, useState } from 'react';
import type { PowerColor } from '../../../../engine/games/explorers/content/schema.ts';
import {
  actionOf, enemiesHere, fallbackPrompts, multiPrompts, promptsOf, retreatPrompts, single,
  type Banner, type BossCard, type CombatView, type EndSummary, type LairCard, type Outcome, type PeddlerCard, type PeddlerLoot, type XPrompt,
} from './model.ts';
import type { ExplorersAction } from '../../../../engine/games/explorers/actions.ts';
import { sendAction } from '../../../net/send-action.ts';
import { Track } from './HeroBoard.tsx';
import { Termed } from '../../../hud/RuleTerm.tsx';
import { useDiceInAir } from '../../../net/dice-store.ts';

export function Colors({ label, colors }: { label: string; colors: readonly PowerColor[] }) {
  if (colors.length === 0) return null;
  return (
    <span className="ex-colors">
      {label}{' '}
      {colors.map((c) => <span key={c} className={`ex-color ${c}`} title={c}>{c}</span>)}
    </span>
  );
}

export function BannerPanel({ banner }: { banner: Banner }) {
  return (
    <div className={`ex-banner hud-panel${banner.yours ? ' yours' : ''}`} data-testid="ex-banner" role="status">
      {banner.who && (
        <span className="ex-banner-who" style={banner.heroColor ? { color: banner.heroColor } : undefined}>
          {banner.yours ? 'Your turn · ' : ''}{banner.who}
        </span>
      )}
      <span className="ex-banner-phase"><Termed text={banner.phase} /></span>
      {banner.expected && <span className="ex-banner-expected" data-testid="ex-expected">{banner.expected}</span>}
    </div>
  );
}

export function BossPanel({ boss }: { boss: BossCard }) {
  // Folds to its title line, to uncover the table under the right column.
  const [open, setOpen] = useState(true);
  const shown = open && boss.revealed;
  return (
    <section className={`ex-boss hud-panel${shown ? '' : ' folded'}`} data-testid="boss-card" aria-label="Boss card">
      <header>
        <strong>{boss.revealed ? boss.name : 'The Boss'}</strong>
        {!boss.revealed && <span className="muted">{boss.placed ? ' · face down' : ' · hidden in the forest'}</span>}
        {boss.revealed && boss.threat !== null && <span className="muted"> · threat {boss.threat + 1}/{boss.spaces}</span>}
        {boss.revealed && (
          <button type="button" className="ex-fold" aria-expanded={open} title={open ? 'Fold the Boss card' : 'Unfold the Boss card'} onClick={() => setOpen(!open)}>{open ? '▴' : '▾'}</button>
        )}
      </header>
      {shown && (
        <div className="ex-boss-stats">
          <span>Defense {boss.defense}+</span>
          <span>Hits {boss.hits}</span>
          <span>Damage {boss.damage}</span>
          {boss.leaf > 0 && <span className="ex-leaf" data-testid="boss-leaf">{boss.leaf} Leaf Shield{boss.leaf === 1 ? '' : 's'}</span>}
        </div>
      )}
      {shown && (
        <div className="ex-boss-colors">
          <Colors label="Weak" colors={boss.weak} />
          <Colors label="Resists" colors={boss.resist} />
          <Colors label="Immune" colors={boss.immune} />
        </div>
      )}
      {shown && boss.threat !== null && boss.spaces > 0 && <Track label="Threat" value={boss.threat} max={boss.spaces - 1} kind="health" />}
    </section>
  );
}

/** The battle: enemy, dice results, rerolls, resolve; before it, fight or retreat; after it, frost and rewards. */
export function CombatPanel({ combat, prompts, view }: {
  combat: CombatView | null; prompts: readonly XPrompt[]; view: Parameters<typeof enemiesHere>[0];
}) {
  const fights = promptsOf(prompts, 'fight');
  const retreats = retreatPrompts(prompts);
  const frost = promptsOf(prompts, 'frost');
  const shares = promptsOf(prompts, 'share');
  const resolve = actionOf(prompts, 'resolve');
  const rhythm = actionOf(prompts, 'rhythm');
  const enemies = enemiesHere(view);
  const mustFight = !!view.turn?.mustFight && enemies.length > 0;
  // The dice's result waits until they come to rest on this screen.
  const inAir = useDiceInAir();
  if (!combat && fights.length === 0 && retreats.length === 0 && frost.length === 0 && shares.length === 0 && !mustFight && !view.lost) return null;
  return (
    <section className="ex-combat hud-panel" data-testid="combat-panel" aria-label="Battle">
      {combat ? (
        <>
          <header>
            <strong>Battle: {combat.enemy}</strong>
            <span className="muted"> · {combat.heroes.join(', ')}</span>
          </header>
          <div className="ex-combat-stats">
            <span>Defense <b>{combat.defense}+</b></span>
            <span>Hits <b data-testid="combat-hits">{inAir ? '…' : combat.hits}</b> / {combat.hitsNeeded}{combat.leaf > 0 ? ` (+${combat.leaf} for the Leaf Shield${combat.leaf === 1 ? '' : 's'})` : ''}</span>
            <span>Damage {combat.damage}</span>
            <Colors label="Weak" colors={combat.weak} />
            <Colors label="Resists" colors={combat.resist} />
            <Colors label="Immune" colors={combat.immune} />
          </div>
          {combat.skill && (
            <p className="ex-skill ex-small" data-testid="boss-skill">
              <b>Combat skill {combat.skill.face}: {combat.skill.title}.</b> {combat.skill.effect}
            </p>
          )}
          {combat.isBoss && combat.leaf > 0 && (
            <p className="ex-leaf ex-small" data-testid="combat-leaf">
              {combat.leaf} Leaf Shield{combat.leaf === 1 ? '' : 's'}: each absorbs 1 hit when the hits are counted, then breaks.
            </p>
          )}
          <ul className="ex-combat-dice">
            {inAir && combat.dice.length > 0 && <li className="ex-small" data-testid="combat-rolling">The dice are rolling…</li>}
            {!inAir && combat.dice.map((d) => (
              <li key={d.id} className={d.hit ? 'hit' : 'miss'} data-testid="combat-die" data-die={d.id}>
                <span className={`ex-die combat ${d.color ?? 'black'}`}>{d.value}</span>
                <span className="ex-small">{d.hit ? 'hit' : 'miss'}{d.note !== String(d.value) ? ` (${d.note})` : ''}</span>
                {d.reroll && <button type="button" data-testid="reroll-combat" onClick={() => sendAction<ExplorersAction>(d.reroll!)}>Reroll (1 orb)</button>}
                {d.free.map((f) => <button key={f.label} type="button" onClick={() => sendAction<ExplorersAction>(f.action)}>{f.label}</button>)}
              </li>
            ))}
          </ul>
          <div className="ex-row">
            {rhythm && <button type="button" onClick={() => sendAction<ExplorersAction>(rhythm)}>Battle Rhythm</button>}
            {resolve && <button type="button" className="primary" data-testid="resolve" onClick={() => sendAction<ExplorersAction>(resolve)}>Count the hits</button>}
          </div>
        </>
      ) : (
        <>
          {enemies.length > 0 && (
            <ul className="ex-enemies">
              {enemies.map((e, i) => (
                <li key={i}>
                  <strong>{e.name}</strong>
                  {e.defense !== null && <span> · defense {e.defense}+ · {e.hits} hit{e.hits === 1 ? '' : 's'}</span>}
                  {e.leaf > 0 && <span className="ex-leaf"> · {e.leaf} Leaf Shield{e.leaf === 1 ? '' : 's'}</span>}
                  {e.frost && <span> · frozen</span>}
                  <Colors label=" · weak" colors={e.weak} />
                </li>
              ))}
            </ul>
          )}
          {mustFight && <p className="ex-small">Enemies here: fight them or retreat.</p>}
        </>
      )}
      {(fights.length > 0 || retreats.length > 0) && (
        <div className="ex-row">
          {fights.map((f) => <button key={f.prompt.key} type="button" className="primary" data-testid="fight" onClick={() => sendAction<ExplorersAction>(f.action)}>{f.prompt.label}</button>)}
          {retreats.map((r) => <button key={r.key} type="button" data-testid="retreat" onClick={() => sendAction<ExplorersAction>(single(r)!)}>{r.label}</button>)}
        </div>
      )}
      {frost.length > 0 && (
        <div className="ex-row">
          {frost.map((f) => <button key={f.prompt.key} type="button" onClick={() => sendAction<ExplorersAction>(f.action)}>{f.prompt.label}</button>)}
        </div>
      )}
      {shares.length > 0 && (
        <div className="ex-row">
          <span className="ex-small">Rewards:</span>
          {shares.map((f) => <button key={f.prompt.key} type="button" data-testid="share" onClick={() => sendAction<ExplorersAction>(f.action)}>{f.prompt.label}</button>)}
        </div>
      )}
    </section>
  );
}

/** The lair being explored: its cards' texts, the event's die table and the choices. */
export function LairPanel({ lair }: { lair: LairCard }) {
  return (
    <section className="ex-lair hud-panel" data-testid="lair-panel" aria-label="Lair">
      <header><strong>Lair: {lair.name}</strong> <span className="muted">· event {lair.event} of 3</span></header>
      <p className="ex-small">{lair.intro} <em>{lair.rule}</em></p>
      <ol className="ex-lair-faces">
        {lair.faces.map((text, i) => <li key={i} className={lair.die === i + 1 ? 'rolled' : ''}><b>{i + 1}</b> {text}</li>)}
      </ol>
      {lair.actions.length > 0 && (
        <div className="ex-row">
          {lair.actions.map((a, i) => <button key={a.key} type="button" className={i === 0 ? 'primary' : ''} data-testid="lair-action" onClick={() => sendAction<ExplorersAction>(a.action)}>{a.label}</button>)}
        </div>
      )}
    </section>
  );
}

function PeddlerItem({ loot, verb, price, why }: { loot: PeddlerLoot; verb: 'Buy' | 'Sell'; price: number; why: boolean }) {
  const label = verb === 'Buy' ? `Buy (${price} orbs)` : 'Sell (1 orb)';
  return (
    <li className="ex-peddler-card" data-testid={verb === 'Buy' ? 'peddler-offer' : 'peddler-own'} data-card={loot.card}>
      <span className="ex-peddler-title"><b>{loot.name}</b> <span className="ex-peddler-kind">{loot.kind} · {loot.use}</span></span>
      <span className="ex-peddler-text">{loot.text}</span>
      {why && loot.reason && <span className="ex-peddler-reason">{loot.reason}</span>}
      <button
        type="button" className={verb === 'Buy' ? 'primary' : ''} disabled={!loot.action} title={loot.reason ?? undefined}
        data-testid={verb === 'Buy' ? 'peddler-buy' : 'peddler-sell'} onClick={() => { if (loot.action) sendAction<ExplorersAction>(loot.action.action); }}
      >{label}</button>
    </li>
  );
}

/** The peddler: the cards for sale and the hero's own loot, each with its prompted buy or sell. */
export function PeddlerPanel({ peddler }: { peddler: PeddlerCard }) {
  return (
    <section className="ex-peddler hud-panel" data-testid="peddler-panel" aria-label="Peddler">
      <header>
        <strong>Peddler</strong>
        <span style={{ color: peddler.heroColor }}>{peddler.hero}</span>
        <span data-testid="peddler-orbs">◆ {peddler.orbs} orb{peddler.orbs === 1 ? '' : 's'}</span>
        {peddler.note && <span className="ex-peddler-reason">{peddler.note}</span>}
        {!peddler.mine && <span className="muted ex-small">Only {peddler.hero}&apos;s player trades here.</span>}
      </header>
      <div className="ex-peddler-body">
        <div>
          <div className="ex-peddler-caption">For sale · {peddler.price} orbs a card</div>
          {peddler.offer.length > 0
            ? <ul className="ex-peddler-cards">{peddler.offer.map((l) => <PeddlerItem key={l.card} loot={l} verb="Buy" price={peddler.price} why={peddler.mine} />)}</ul>
            : <p className="ex-small muted">Nothing left to sell.</p>}
        </div>
        <div>
          <div className="ex-peddler-caption">{peddler.mine ? 'Your loot' : `${peddler.hero}'s loot`} · sold for 1 orb</div>
          {peddler.own.length > 0
            ? <ul className="ex-peddler-cards own">{peddler.own.map((l, i) => <PeddlerItem key={`${l.card}-${i}`} loot={l} verb="Sell" price={peddler.price} why={peddler.mine} />)}</ul>
            : <p className="ex-small muted">No loot to sell.</p>}
        </div>
      </div>
    </section>
  );
}

/** What the last action did, when it counted a battle or drew an event: its log sentences. */
export function OutcomePanel({ outcome }: { outcome: Outcome }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <section className="ex-outcome hud-panel" data-testid="ex-outcome" aria-label={outcome.title} role="status">
      <header>
        <strong>{outcome.title}</strong>
        <button type="button" className="ex-fold" title="Close" aria-label="Close" onClick={() => setClosed(true)}>×</button>
      </header>
      <ul>
        {outcome.lines.map((line, i) => <li key={i}>{line}</li>)}
      </ul>
    </section>
  );
}

/**
 * Every prompt no panel shows (moves, exploration, chests, wells, entering a lair,
 * Pathfinder, end of turn), plus a list for tile placements, which the scene shows as
 * ghosts: every prompt stays reachable from the HUD.
 */
export function FallbackBar({ prompts }: { prompts: readonly XPrompt[] }) {
  const rest = useMemo(() => fallbackPrompts(prompts).filter((p) => !p.label.startsWith('Retreat')), [prompts]);
  const multi = useMemo(() => multiPrompts(prompts), [prompts]);
  const [choice, setChoice] = useState(0);
  if (rest.length === 0 && multi.length === 0) return null;
  return (
    <div className="prompt-bar ex-fallback" role="toolbar" aria-label="Other actions" data-testid="ex-fallback">
      {rest.map((p) => (
        <button key={p.key} type="button" className="primary" data-testid="prompt" data-key={p.key} onClick={() => sendAction<ExplorersAction>(single(p)!)}>{p.label}</button>
      ))}
      {multi.map((p) => (
        <span key={p.key} className="ex-place-picker hud-panel">
          <span>{p.label}:</span>
          <select aria-label={`${p.label}: where`} data-testid="place-select" value={Math.min(choice, p.actions.length - 1)} onChange={(e) => setChoice(Number(e.target.value))}>
            {p.actions.map((a, i) => (
              <option key={i} value={i}>{a.t === 'place' ? `column ${a.x}, row ${a.y}, turned ${a.rotation}°` : a.t}</option>
            ))}
          </select>
          <button type="button" className="primary" data-testid="place-send" onClick={() => { const a = p.actions[Math.min(choice, p.actions.length - 1)]; if (a) sendAction<ExplorersAction>(a); setChoice(0); }}>Place</button>
        </span>
      ))}
    </div>
  );
}

export function EndScreen({ summary, seed }: { summary: EndSummary; seed: string | null }) {
  // Folds to a line at the top so the last position of the forest can be looked at.
  const [folded, setFolded] = useState(false);
  if (folded) {
    return (
      <div className={`ex-end folded hud-panel ${summary.victory ? 'victory' : 'defeat'}`} data-testid="ex-end" role="status">
        <strong>{summary.title}</strong> <span>{summary.reason}</span>
        <button type="button" onClick={() => setFolded(false)}>Show the result</button>
      </div>
    );
  }
  return (
    <div className={`ex-end hud-panel ${summary.victory ? 'victory' : 'defeat'}`} data-testid="ex-end" role="status">
      <button type="button" className="ex-end-fold" onClick={() => setFolded(true)}>See the table</button>
      <h2>{summary.title}</h2>
      <p>{summary.reason}</p>
      <p className="muted">{summary.victory ? 'Every explorer wins together.' : 'The forest wins this time.'} Round {summary.rounds} · {summary.tiles} tiles explored</p>
      <table>
        <tbody>
          {summary.heroes.map((h) => (
            <tr key={h.name}>
              <td><strong>{h.name}</strong></td>
              <td className="muted">{h.player}</td>
              <td>♥ {h.health}</td>
              <td>◆ {h.orbs}</td>
              <td>{h.loot} loot</td>
              <td>{h.down ? 'knocked down' : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {seed && <p className="muted ex-small">Seed revealed: {seed}</p>}
    </div>
  );
}
