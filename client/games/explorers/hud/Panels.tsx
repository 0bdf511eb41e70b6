import { useMemo, useState } from 'react';
import type { PowerColor } from '../../../../engine/games/explorers/content/schema.ts';
import {
  actionOf, enemiesHere, fallbackPrompts, isRetreat, multiPrompts, promptsOf, retreatPrompts, single,
  type Banner, type BossCard, type CombatView, type EndSummary, type LairCard, type Outcome, type PeddlerCard, type PeddlerLoot, type XPrompt,
} from './model.ts';
import type { ExplorersAction } from '../../../../engine/games/explorers/actions.ts';
import { sendAction } from '../../../net/send-action.ts';
import { Track } from './HeroBoard.tsx';
import { Termed } from '../../../hud/RuleTerm.tsx';
import { useDiceInAir } from '../../../net/dice-store.ts';
import { useSay } from '../../../words/say.ts';
import { promptLabel } from '../../../words/phrase.ts';

export function Colors({ label, colors }: { label: string; colors: readonly PowerColor[] }) {
  const say = useSay();
  if (colors.length === 0) return null;
  return (
    <span className="ex-colors">
      {label}{' '}
      {colors.map((c) => <span key={c} className={`ex-color ${c}`} title={say(`explorers.color.${c}`)}>{say(`explorers.color.${c}`)}</span>)}
    </span>
  );
}

export function BannerPanel({ banner }: { banner: Banner }) {
  const say = useSay();
  return (
    <div className={`ex-banner hud-panel${banner.yours ? ' yours' : ''}`} data-testid="ex-banner" role="status">
      {banner.who && (
        <span className="ex-banner-who" style={banner.heroColor ? { color: banner.heroColor } : undefined}>
          {banner.yours ? say('explorers.banner.yourTurn', { who: banner.who }) : banner.who}
        </span>
      )}
      <span className="ex-banner-phase"><Termed text={banner.phase} /></span>
      {banner.expected && <span className="ex-banner-expected" data-testid="ex-expected">{banner.expected}</span>}
    </div>
  );
}

export function BossPanel({ boss }: { boss: BossCard }) {
  const say = useSay();
  // Folds to its title line, to uncover the table under the right column.
  const [open, setOpen] = useState(true);
  const shown = open && boss.revealed;
  return (
    <section className={`ex-boss hud-panel${shown ? '' : ' folded'}`} data-testid="boss-card" aria-label={say('explorers.boss.card')}>
      <header>
        <strong>{boss.revealed ? boss.name : say('explorers.boss.name')}</strong>
        {!boss.revealed && <span className="muted"> · {say(boss.placed ? 'explorers.boss.faceDown' : 'explorers.boss.hidden')}</span>}
        {boss.revealed && boss.threat !== null && <span className="muted"> · {say('explorers.boss.threat', { n: boss.threat + 1, of: boss.spaces })}</span>}
        {boss.revealed && (
          <button type="button" className="ex-fold" aria-expanded={open} title={say(open ? 'explorers.boss.fold' : 'explorers.boss.unfold')} onClick={() => setOpen(!open)}>{open ? '▴' : '▾'}</button>
        )}
      </header>
      {shown && (
        <div className="ex-boss-stats">
          <span>{say('explorers.stat.defense', { n: boss.defense ?? 0 })}</span>
          <span>{say('explorers.stat.hits', { n: boss.hits ?? 0 })}</span>
          <span>{say('explorers.stat.damage', { n: boss.damage ?? 0 })}</span>
          {boss.leaf > 0 && <span className="ex-leaf" data-testid="boss-leaf">{say('explorers.leaf', { n: boss.leaf })}</span>}
        </div>
      )}
      {shown && (
        <div className="ex-boss-colors">
          <Colors label={say('explorers.colors.weak')} colors={boss.weak} />
          <Colors label={say('explorers.colors.resists')} colors={boss.resist} />
          <Colors label={say('explorers.colors.immune')} colors={boss.immune} />
        </div>
      )}
      {shown && boss.threat !== null && boss.spaces > 0 && <Track label={say('explorers.boss.threatTrack')} value={boss.threat} max={boss.spaces - 1} kind="health" />}
    </section>
  );
}

/** The battle: enemy, dice results, rerolls, resolve; before it, fight or retreat; after it, frost and rewards. */
export function CombatPanel({ combat, prompts, view }: {
  combat: CombatView | null; prompts: readonly XPrompt[]; view: Parameters<typeof enemiesHere>[0];
}) {
  const say = useSay();
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
    <section className="ex-combat hud-panel" data-testid="combat-panel" aria-label={say('explorers.battle')}>
      {combat ? (
        <>
          <header>
            <strong>{say('explorers.battle.against', { enemy: combat.enemy })}</strong>
            <span className="muted"> · {combat.heroes.join(', ')}</span>
          </header>
          <div className="ex-combat-stats">
            <span>{say('explorers.stat.defenseLabel')} <b>{combat.defense}+</b></span>
            <span>
              {say('explorers.stat.hitsLabel')} <b data-testid="combat-hits">{inAir ? '…' : combat.hits}</b> / {combat.hitsNeeded}
              {combat.leaf > 0 ? ` ${say('explorers.battle.leafHits', { n: combat.leaf })}` : ''}
            </span>
            <span>{say('explorers.stat.damage', { n: combat.damage })}</span>
            <Colors label={say('explorers.colors.weak')} colors={combat.weak} />
            <Colors label={say('explorers.colors.resists')} colors={combat.resist} />
            <Colors label={say('explorers.colors.immune')} colors={combat.immune} />
          </div>
          {combat.skill && (
            <p className="ex-skill ex-small" data-testid="boss-skill">
              <b>{say('explorers.battle.skill', { n: combat.skill.face, title: combat.skill.title })}</b> {combat.skill.effect}
            </p>
          )}
          {combat.isBoss && combat.leaf > 0 && (
            <p className="ex-leaf ex-small" data-testid="combat-leaf">
              {say('explorers.battle.leafNote', { n: combat.leaf })}
            </p>
          )}
          <ul className="ex-combat-dice">
            {inAir && combat.dice.length > 0 && <li className="ex-small" data-testid="combat-rolling">{say('explorers.battle.rolling')}</li>}
            {!inAir && combat.dice.map((d) => (
              <li key={d.id} className={d.hit ? 'hit' : 'miss'} data-testid="combat-die" data-die={d.id}>
                <span className={`ex-die combat ${d.color ?? 'black'}`}>{d.value}</span>
                <span className="ex-small">{say(d.hit ? 'explorers.battle.hit' : 'explorers.battle.miss')}{d.note !== String(d.value) ? ` (${d.note})` : ''}</span>
                {d.reroll && <button type="button" data-testid="reroll-combat" onClick={() => sendAction<ExplorersAction>(d.reroll!)}>{say('explorers.battle.reroll')}</button>}
                {d.free.map((f) => <button key={f.label} type="button" onClick={() => sendAction<ExplorersAction>(f.action)}>{f.label}</button>)}
              </li>
            ))}
          </ul>
          <div className="ex-row">
            {rhythm && <button type="button" onClick={() => sendAction<ExplorersAction>(rhythm)}>{say('explorers.battle.rhythm')}</button>}
            {resolve && <button type="button" className="primary" data-testid="resolve" onClick={() => sendAction<ExplorersAction>(resolve)}>{say('explorers.battle.count')}</button>}
          </div>
        </>
      ) : (
        <>
          {enemies.length > 0 && (
            <ul className="ex-enemies">
              {enemies.map((e, i) => (
                <li key={i}>
                  <strong>{e.name}</strong>
                  {e.defense !== null && <span> · {say('explorers.enemy.stats', { defense: e.defense, n: e.hits ?? 0 })}</span>}
                  {e.leaf > 0 && <span className="ex-leaf"> · {say('explorers.leaf', { n: e.leaf })}</span>}
                  {e.frost && <span> · {say('explorers.enemy.frozen')}</span>}
                  <Colors label={` · ${say('explorers.enemy.weak')}`} colors={e.weak} />
                </li>
              ))}
            </ul>
          )}
          {mustFight && <p className="ex-small">{say('explorers.enemy.mustFight')}</p>}
        </>
      )}
      {(fights.length > 0 || retreats.length > 0) && (
        <div className="ex-row">
          {fights.map((f) => <button key={f.prompt.key} type="button" className="primary" data-testid="fight" onClick={() => sendAction<ExplorersAction>(f.action)}>{promptLabel(f.prompt, say)}</button>)}
          {retreats.map((r) => <button key={r.key} type="button" data-testid="retreat" onClick={() => sendAction<ExplorersAction>(single(r)!)}>{promptLabel(r, say)}</button>)}
        </div>
      )}
      {frost.length > 0 && (
        <div className="ex-row">
          {frost.map((f) => <button key={f.prompt.key} type="button" onClick={() => sendAction<ExplorersAction>(f.action)}>{promptLabel(f.prompt, say)}</button>)}
        </div>
      )}
      {shares.length > 0 && (
        <div className="ex-row">
          <span className="ex-small">{say('explorers.battle.rewards')}</span>
          {shares.map((f) => <button key={f.prompt.key} type="button" data-testid="share" onClick={() => sendAction<ExplorersAction>(f.action)}>{promptLabel(f.prompt, say)}</button>)}
        </div>
      )}
    </section>
  );
}

/** The lair being explored: its cards' texts, the event's die table and the choices. */
export function LairPanel({ lair }: { lair: LairCard }) {
  const say = useSay();
  return (
    <section className="ex-lair hud-panel" data-testid="lair-panel" aria-label={say('explorers.lair')}>
      <header><strong>{say('explorers.lair.name', { name: lair.name })}</strong> <span className="muted">· {say('explorers.lair.event', { n: lair.event, of: 3 })}</span></header>
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
  const say = useSay();
  const label = verb === 'Buy' ? say('explorers.peddler.buy', { n: price }) : say('explorers.peddler.sell');
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
  const say = useSay();
  return (
    <section className="ex-peddler hud-panel" data-testid="peddler-panel" aria-label={say('explorers.peddler')}>
      <header>
        <strong>{say('explorers.peddler')}</strong>
        <span style={{ color: peddler.heroColor }}>{peddler.hero}</span>
        <span data-testid="peddler-orbs">◆ {say('explorers.orbs', { n: peddler.orbs })}</span>
        {peddler.note && <span className="ex-peddler-reason">{peddler.note}</span>}
        {!peddler.mine && <span className="muted ex-small">{say('explorers.peddler.onlyTrader', { hero: peddler.hero })}</span>}
      </header>
      <div className="ex-peddler-body">
        <div>
          <div className="ex-peddler-caption">{say('explorers.peddler.forSale', { n: peddler.price })}</div>
          {peddler.offer.length > 0
            ? <ul className="ex-peddler-cards">{peddler.offer.map((l) => <PeddlerItem key={l.card} loot={l} verb="Buy" price={peddler.price} why={peddler.mine} />)}</ul>
            : <p className="ex-small muted">{say('explorers.peddler.soldOut')}</p>}
        </div>
        <div>
          <div className="ex-peddler-caption">{peddler.mine ? say('explorers.peddler.yourLoot') : say('explorers.peddler.heroLoot', { hero: peddler.hero })}</div>
          {peddler.own.length > 0
            ? <ul className="ex-peddler-cards own">{peddler.own.map((l, i) => <PeddlerItem key={`${l.card}-${i}`} loot={l} verb="Sell" price={peddler.price} why={peddler.mine} />)}</ul>
            : <p className="ex-small muted">{say('explorers.peddler.noLoot')}</p>}
        </div>
      </div>
    </section>
  );
}

/** What the last action did, when it counted a battle or drew an event: its log sentences. */
export function OutcomePanel({ outcome }: { outcome: Outcome }) {
  const say = useSay();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <section className="ex-outcome hud-panel" data-testid="ex-outcome" aria-label={outcome.title} role="status">
      <header>
        <strong>{outcome.title}</strong>
        <button type="button" className="ex-fold" title={say('explorers.close')} aria-label={say('explorers.close')} onClick={() => setClosed(true)}>×</button>
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
  const say = useSay();
  const rest = useMemo(() => fallbackPrompts(prompts).filter((p) => !isRetreat(p)), [prompts]);
  const multi = useMemo(() => multiPrompts(prompts), [prompts]);
  const [choice, setChoice] = useState(0);
  if (rest.length === 0 && multi.length === 0) return null;
  return (
    <div className="prompt-bar ex-fallback" role="toolbar" aria-label={say('explorers.fallback')} data-testid="ex-fallback">
      {rest.map((p) => (
        <button key={p.key} type="button" className="primary" data-testid="prompt" data-key={p.key} onClick={() => sendAction<ExplorersAction>(single(p)!)}>{promptLabel(p, say)}</button>
      ))}
      {multi.map((p) => (
        <span key={p.key} className="ex-place-picker hud-panel">
          <span>{promptLabel(p, say)}:</span>
          <select aria-label={say('explorers.place.where', { label: promptLabel(p, say) })} data-testid="place-select" value={Math.min(choice, p.actions.length - 1)} onChange={(e) => setChoice(Number(e.target.value))}>
            {p.actions.map((a, i) => (
              <option key={i} value={i}>{a.t === 'place' ? say('explorers.place.option', { x: a.x, y: a.y, rotation: a.rotation }) : a.t}</option>
            ))}
          </select>
          <button type="button" className="primary" data-testid="place-send" onClick={() => { const a = p.actions[Math.min(choice, p.actions.length - 1)]; if (a) sendAction<ExplorersAction>(a); setChoice(0); }}>{say('explorers.place.send')}</button>
        </span>
      ))}
    </div>
  );
}

export function EndScreen({ summary, seed }: { summary: EndSummary; seed: string | null }) {
  const say = useSay();
  // Folds to a line at the top so the last position of the forest can be looked at.
  const [folded, setFolded] = useState(false);
  if (folded) {
    return (
      <div className={`ex-end folded hud-panel ${summary.victory ? 'victory' : 'defeat'}`} data-testid="ex-end" role="status">
        <strong>{summary.title}</strong> <span>{summary.reason}</span>
        <button type="button" onClick={() => setFolded(false)}>{say('explorers.end.show')}</button>
      </div>
    );
  }
  return (
    <div className={`ex-end hud-panel ${summary.victory ? 'victory' : 'defeat'}`} data-testid="ex-end" role="status">
      <button type="button" className="ex-end-fold" onClick={() => setFolded(true)}>{say('explorers.end.fold')}</button>
      <h2>{summary.title}</h2>
      <p>{summary.reason}</p>
      <p className="muted">{say(summary.victory ? 'explorers.end.won' : 'explorers.end.lost')} {say('explorers.end.stats', { round: summary.rounds, n: summary.tiles })}</p>
      <table>
        <tbody>
          {summary.heroes.map((h) => (
            <tr key={h.name}>
              <td><strong>{h.name}</strong></td>
              <td className="muted">{h.player}</td>
              <td>♥ {h.health}</td>
              <td>◆ {h.orbs}</td>
              <td>{say('explorers.end.loot', { n: h.loot })}</td>
              <td>{h.down ? say('explorers.marker.down') : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {seed && <p className="muted ex-small">{say('explorers.end.seed', { seed })}</p>}
    </div>
  );
}
