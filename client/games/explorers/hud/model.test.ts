import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, projectMatch, type Match } from '../../../../engine/core/match.ts';
import { isRuleError } from '../../../../engine/core/result.ts';
import type { Viewer } from '../../../../engine/core/types.ts';
import { explorers } from '../../../../engine/games/explorers/index.ts';
import { stepOf } from '../../../../engine/games/explorers/readings.ts';
import type { ExView } from '../../../../engine/games/explorers/state.ts';
import {
  actionOf, bannerOf, bossCard, combatView, diceChips, dropAction, endSummary, fallbackPrompts, focusHero, heroRows,
  lairCard, lastOutcome, multiPrompts, rerollFor, single, type XPrompt,
} from './model.ts';

const NAMES = ['Ana', 'Ben'];

function newMatch(seed = 'hud-test'): Match {
  const m = createMatch(explorers, { heroes: ['xylia', 'klethor'], firstSeat: 0 }, 2, seed);
  if (isRuleError(m)) throw new Error(m.message);
  return m;
}

function look(m: Match, viewer: Viewer): { view: ExView; prompts: XPrompt[] } {
  const p = projectMatch(explorers, m, viewer);
  return { view: p.view as ExView, prompts: p.prompts as XPrompt[] };
}

/** The seat with prompts now (the decider), and its prompts. */
function decider(m: Match): { seat: number; prompts: XPrompt[] } {
  for (let seat = 0; seat < m.seats; seat++) {
    const { prompts } = look(m, seat);
    if (prompts.length > 0) return { seat, prompts };
  }
  throw new Error('nobody has a prompt');
}

function act(m: Match, seat: number, action: unknown): Match {
  const r = applyAction(explorers, m, seat, action);
  if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`);
  return r.match;
}

/** Plays the first prompt (first placement) until `stop` holds. */
function playUntil(m: Match, stop: (v: ExView) => boolean, limit = 200): Match {
  for (let i = 0; i < limit; i++) {
    if (stop(look(m, 'spectator').view)) return m;
    const d = decider(m);
    const prefer = d.prompts.find((p) => single(p)?.t === 'keep') ?? d.prompts.find((p) => single(p)?.t === 'ready') ?? d.prompts[0]!;
    m = act(m, d.seat, prefer.actions[0]);
  }
  throw new Error('condition not reached');
}

describe('explorers HUD model', () => {
  it('banner: whose turn, which step, what is expected — addressed to the decider, read-only for others', () => {
    const m = newMatch();
    const d = decider(m);
    const mine = look(m, d.seat);
    const other = look(m, 1 - d.seat);
    const b = bannerOf(mine.view, mine.prompts, d.seat, NAMES);
    expect(b.yours).toBe(true);
    expect(b.phase).toMatch(/^Round 1 · Phase 1, exploration · Exploration$/);
    expect(b.expected).toMatch(/Drag the drawn forest tile onto a ghost tile/);
    expect(b.who).toBe(`${NAMES[d.seat]} · ${d.seat === 0 ? 'Xylia' : 'Klethor'}`);
    const o = bannerOf(other.view, other.prompts, 1 - d.seat, NAMES);
    expect(o.yours).toBe(false);
    expect(o.expected).toBe(`Waiting: ${NAMES[d.seat]} (${d.seat === 0 ? 'Xylia' : 'Klethor'}) places a forest tile`);
    const spectator = look(m, 'spectator');
    expect(spectator.prompts).toEqual([]);
    expect(bannerOf(spectator.view, spectator.prompts, 'spectator', NAMES).yours).toBe(false);
  });

  it('tile placements go to the placement picker, never to a single button', () => {
    const m = newMatch();
    const d = decider(m);
    expect(multiPrompts(d.prompts).map((p) => p.key)).toEqual(['place']);
    expect(fallbackPrompts(d.prompts)).toEqual([]);
  });

  it('hero rows: tracks, seats, who is active and deciding, powers locked, three loot slots', () => {
    let m = newMatch();
    m = playUntil(m, (v) => stepOf(v) === 'roll');
    const { view, prompts } = look(m, 0);
    const rows = heroRows(view, prompts, 0, NAMES);
    expect(rows.map((r) => [r.name, r.player, r.health, r.maxHealth, r.maxOrbs])).toEqual([
      ['Xylia', 'Ana', 5, 5, 10], ['Klethor', 'Ben', 5, 5, 10],
    ]);
    expect(rows[0]!.active && rows[0]!.deciding && rows[0]!.mine).toBe(true);
    expect(rows[1]!.active || rows[1]!.deciding || rows[1]!.mine).toBe(false);
    expect(rows[0]!.powers.map((p) => [p.name, p.unlocked, p.cost])).toEqual([['Pathfinder', false, 3], ['Far Sight', false, 5]]);
    expect(rows[0]!.emptySlots + rows[0]!.loot.length).toBe(3);
    expect(rows[0]!.specials.map((s) => [s.space, s.label])).toEqual([['s5', '5+'], ['s6', '6']]);
    expect(focusHero(rows)).toBe(0);
    expect(bannerOf(view, prompts, 0, NAMES).expected).toBe('Roll the hero dice');
    expect(actionOf(prompts, 'roll')).toEqual({ t: 'roll' });
    // Ben sees the same board but no control.
    const ben = look(m, 1);
    expect(ben.prompts).toEqual([]);
    expect(actionOf(ben.prompts, 'roll')).toBeNull();
  });

  it('keep / reroll: only prompted sets of dice can be rerolled (at least one die is kept)', () => {
    let m = newMatch();
    m = playUntil(m, (v) => stepOf(v) === 'roll');
    m = act(m, 0, { t: 'roll' });
    const { view, prompts } = look(m, 0);
    expect(stepOf(view)).toBe('reroll');
    expect(actionOf(prompts, 'keep')).toEqual({ t: 'keep' });
    expect(rerollFor(prompts, [2, 0])).toEqual({ t: 'reroll', dice: [0, 2] });
    expect(rerollFor(prompts, [0, 1, 2, 3])).toBeNull();
    expect(rerollFor(look(m, 1).prompts, [0])).toBeNull();
  });

  it('assigning: each die targets exactly the prompted spaces; two drops on Summoning send one summon', () => {
    let m = newMatch();
    m = playUntil(m, (v) => stepOf(v) === 'roll');
    m = act(m, 0, { t: 'roll' });
    m = act(m, 0, { t: 'keep' });
    const { view, prompts } = look(m, 0);
    expect(stepOf(view)).toBe('assign');
    const chips = diceChips(view, prompts);
    expect(chips).toHaveLength(4);
    for (const c of chips) {
      expect(c.targets.includes('move')).toBe(c.value <= 3);
      expect(c.targets.includes('focus')).toBe(c.value >= 4);
      expect(c.targets.includes('s6')).toBe(c.value === 6);
      expect(c.targets).toContain('summon');
    }
    const c0 = chips[0]!;
    const space = c0.value <= 3 ? 'move' : 'focus';
    expect(dropAction(prompts, 0, space, []).send).toEqual({ t: 'assign', die: 0, space });
    // A die on a space it does not fit sends nothing.
    expect(dropAction(prompts, 0, c0.value <= 3 ? 'focus' : 'move', []).send).toBeNull();
    const first = dropAction(prompts, 1, 'summon', []);
    expect(first.send).toBeNull();
    expect(first.summonPicked).toEqual([1]);
    const second = dropAction(prompts, 3, 'summon', first.summonPicked);
    expect(second.send).toEqual({ t: 'summon', dice: [1, 3] });
    expect(second.summonPicked).toEqual([]);
    // Nothing to drop for the waiting seat.
    expect(diceChips(view, look(m, 1).prompts).every((c) => c.targets.length === 0)).toBe(true);
  });

  it('every prompt of a long game is reachable from a panel, the placement picker or the fallback bar', () => {
    let m = newMatch('reach');
    let battles = 0;
    let rng = 7;
    for (let i = 0; i < 300 && !look(m, 'spectator').view.result; i++) {
      const d = decider(m);
      const { view } = look(m, d.seat);
      const rows = heroRows(view, d.prompts, d.seat, NAMES);
      const chips = diceChips(view, d.prompts);
      const combat = combatView(view, d.prompts);
      if (combat) {
        battles++;
        expect(combat.hits).toBe(combat.dice.filter((x) => x.hit).length);
        expect(combat.dice.filter((x) => x.color === null).every((x) => x.hit === x.value >= combat.defense)).toBe(true);
      }
      const shown = new Set<string>([...fallbackPrompts(d.prompts), ...multiPrompts(d.prompts)].map((p) => p.key));
      for (const r of rows) for (const l of [...r.loot, ...(r.incoming ? [r.incoming] : [])]) for (const a of l.actions) shown.add(a.key);
      for (const p of d.prompts) {
        const a = single(p);
        if (!a) continue;
        const byPanel =
          ['roll', 'keep', 'ready', 'unlock', 'rerollCombat', 'rhythm', 'resolve', 'fight', 'frost', 'share'].includes(a.t)
          || (a.t === 'reroll' && rerollFor(d.prompts, a.dice) !== null)
          || (a.t === 'assign' && chips[a.die]?.targets.includes(a.space))
          || (a.t === 'summon' && a.dice.every((x) => chips[x]?.targets.includes('summon')))
          || (a.t === 'use' && a.die !== undefined && !!combat?.dice.some((x) => x.free.some((f) => f.action === a)))
          || (a.t === 'move' && p.label.startsWith('Retreat'))
          || !!lairCard(view, d.prompts)?.actions.some((x) => x.key === p.key);
        expect(byPanel || shown.has(p.key), `prompt ${p.key} (${p.label}) reachable`).toBe(true);
      }
      // Pick a prompt: fights and keeps often, so battles happen.
      rng = (rng * 1103515245 + 12345) % 2147483648;
      const fight = d.prompts.find((p) => ['fight', 'resolve', 'keep', 'ready'].includes(single(p)?.t ?? ''));
      const pick = fight && rng % 3 !== 0 ? fight : d.prompts[rng % d.prompts.length]!;
      m = act(m, d.seat, pick.actions[rng % pick.actions.length]);
    }
    expect(battles).toBeGreaterThan(0);
  });

  it('Boss card before the reveal, and end screens for victory and defeat', () => {
    const m = newMatch();
    const { view } = look(m, 0);
    const boss = bossCard(view);
    expect(boss.revealed).toBe(false);
    expect(boss.threat).toBeNull();
    expect(endSummary(view, NAMES)).toBeNull();
    const won = endSummary({ ...view, result: { victory: true, reason: 'The Boss is defeated.' } }, NAMES);
    expect(won).toMatchObject({ victory: true, title: 'Victory!', reason: 'The Boss is defeated.' });
    expect(won!.heroes.map((h) => h.player)).toEqual(['Ana', 'Ben']);
    const lost = { ...view, phase: 'over' as const, result: { victory: false, reason: 'The threat track is full.' } };
    expect(endSummary(lost, NAMES)!.title).toBe('Defeat');
    expect(bannerOf(lost, [], 0, NAMES).expected).toBe('The game is over.');
    expect(bannerOf(lost, [], 0, NAMES).phase).toBe('Round 1 · Game over');
    // The engine's reason ends a sentence in the log; the end screen starts one with it.
    expect(endSummary({ ...lost, result: { victory: false, reason: 'the whole group is knocked down.' } }, NAMES)!.reason)
      .toBe('The whole group is knocked down.');
  });

  it('the last action\'s sentences stay in view when it counted a battle or drew an event', () => {
    const log = [
      { v: 7, kind: 'battle', text: 'Xylia fights Puffcap (defense 3, 1 hit needed, damage 1).' },
      { v: 8, kind: 'hit', text: 'Xylia hits Puffcap: 4 ≥ 3.' },
      { v: 8, kind: 'victory', text: 'Puffcap is defeated.' },
    ];
    expect(lastOutcome(log, 8)).toEqual({ title: 'Battle result', lines: ['Xylia hits Puffcap: 4 ≥ 3.', 'Puffcap is defeated.'] });
    expect(lastOutcome(log, 7)).toBeNull();
    expect(lastOutcome([{ v: 3, kind: 'event', text: 'Klethor draws the event Storm: …' }], 3)?.title).toBe('Event');
  });

  it('a lair shows its cards, the current event\'s die table and the prompted roll', () => {
    const m = createMatch(explorers, { heroes: ['xylia', 'klethor'], firstSeat: 0, lairs: true }, 2, 'lair');
    if (isRuleError(m)) throw new Error(m.message);
    const { view } = look(m, 0);
    const lair = { a: 'mossy-hollow', b: 'orb-pool', tile: '0,0', heroes: [0], progress: 1, die: 2, wait: null, rerolled: false };
    const roll: XPrompt = { key: 'lairRoll', label: 'Roll for the lair event', actions: [{ t: 'lairRoll' }] };
    const card = lairCard({ ...view, lair }, [roll]);
    expect(card).toMatchObject({ name: 'Mossy Hollow · Orb Pool', event: 2, die: 2 });
    // Event 2 reads the B card's first space.
    expect(card!.faces).toEqual(['failure.', 'every explorer loses 1 health, then success.', 'success.', 'success.', 'success.', 'a shortcut: success, and the next event is skipped.']);
    expect(card!.actions.map((a) => a.label)).toEqual(['Roll for the lair event']);
    expect(fallbackPrompts([roll])).toEqual([]);
    expect(lairCard(view, [roll])).toBeNull();
  });
});
