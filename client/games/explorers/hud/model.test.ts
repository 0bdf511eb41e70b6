import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, projectMatch, type Match } from '../../../../engine/core/match.ts';
import { isRuleError } from '../../../../engine/core/result.ts';
import type { Viewer } from '../../../../engine/core/types.ts';
import { explorers } from '../../../../engine/games/explorers/index.ts';
import { CONTENT } from '../../../../engine/games/explorers/content/index.ts';
import { stepOf } from '../../../../engine/games/explorers/readings.ts';
import type { ExView } from '../../../../engine/games/explorers/state.ts';
import { choose, picker, tableSeed } from '../../../../tests/room/random-play.ts';
import { edit, hero, putTile, scene, withDice } from '../../../../tests/helpers/explorers.ts';
import { forcedDice } from '../../../../tests/helpers/scripted-rng.ts';
import {
  actionOf, bannerOf, bossCard, bossSkillRoll, combatView, diceChips, dropAction, endSummary, fallbackPrompts, focusHero, heroRows,
  lairCard, lastOutcome, lootUse, multiPrompts, peddlerCard, rerollFor, single, type XPrompt,
} from './model.ts';
import { addWords } from '../../../words/say.ts';
import { explorersWords } from '../words/index.ts';

// The game's words, as the registry adds them when its client loads.
addWords(explorersWords);

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

/**
 * A table game played by the room tests' random picker (labelled `label`, table seed from
 * the same label, default options) until `stop` holds on the spectator's view.
 */
function randomUntil(label: string, stop: (m: Match, v: ExView) => boolean, limit = 400): Match {
  let m = createMatch(explorers, {}, 2, tableSeed(label)) as Match;
  if (isRuleError(m)) throw new Error(m.message);
  const rng = picker(label);
  for (let i = 0; i < limit; i++) {
    if (stop(m, look(m, 'spectator').view)) return m;
    const c = choose(2, (seat) => look(m, seat).prompts, rng);
    if (!c) break;
    m = act(m, c.seat, c.action);
  }
  throw new Error('condition not reached');
}

/** The active hero stands on the peddler's tile and may buy. */
function atPeddler(m: Match, v: ExView): boolean {
  const h = v.turn ? v.heroes[v.turn.hero] : undefined;
  const tile = h ? v.tiles[h.at] : undefined;
  return !!h && !!tile && !!CONTENT.tiles[tile.id]?.icons.includes('peddler') && h.loot.length > 0
    && look(m, h.seat).prompts.some((p) => single(p)?.t === 'buy');
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
    expect(b.expected).toBe('Drag the drawn forest tile onto a ghost tile (Q / E turn it)');
    // Without a keyboard the keys mean nothing: the touch ways turn the tile.
    expect(bannerOf(mine.view, mine.prompts, d.seat, NAMES, false).expected).toBe('Drag the drawn forest tile onto a ghost tile (tap the tile, a ghost or ↻ to turn it)');
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
    // Issue 16 polish: Ben's big board is his own hero, not the active one; a spectator's is the active one.
    expect(focusHero(heroRows(ben.view, ben.prompts, 1, NAMES))).toBe(1);
    expect(focusHero(heroRows(ben.view, ben.prompts, 'spectator', NAMES))).toBe(0);
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
          || !!lairCard(view, d.prompts)?.actions.some((x) => x.key === p.key)
          || !!(() => { const pd = peddlerCard(view, d.prompts, d.seat); return pd && [...pd.offer, ...pd.own].some((x) => x.action?.key === p.key); })();
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

  it('the peddler: its offer and the hero\'s loot as cards, each button one prompted buy or sell, and why not', () => {
    let m = randomUntil('hud-14', atPeddler);
    let { view, prompts } = look(m, 0);
    const h = view.heroes[view.turn!.hero]!;
    ({ view, prompts } = look(m, h.seat));
    const card = peddlerCard(view, prompts, h.seat)!;
    expect(card).toMatchObject({ hero: CONTENT.heroes[h.id].name, orbs: h.orbs, price: 3, mine: true });
    expect(card.offer.map((o) => o.card)).toEqual(view.peddler);
    for (const o of card.offer) {
      const def = CONTENT.loot[o.card]!;
      expect([o.name, o.text, o.use, o.kind]).toEqual([def.name, def.text, lootUse(def.use), def.kind === 'weapon' ? 'Weapon' : 'Item']);
      // Exactly the prompt that buys this card.
      const p = prompts.find((x) => x.key === o.action?.key)!;
      expect(p.actions).toEqual([{ t: 'buy', card: o.card }]);
      expect(o.action!.action).toBe(p.actions[0]);
      expect(o.reason).toBeNull();
    }
    expect(card.own.map((o) => o.card)).toEqual(h.loot.map((x) => x.card));
    for (const o of card.own) expect(prompts.find((x) => x.key === o.action?.key)?.actions).toEqual([{ t: 'sell', card: o.card }]);
    // The panel offers buying and selling: not the fallback bar, not the hero board.
    expect(fallbackPrompts(prompts).some((p) => ['buy', 'sell'].includes(single(p)!.t))).toBe(false);
    expect(heroRows(view, prompts, h.seat, NAMES).flatMap((r) => r.loot.flatMap((l) => l.actions)).some((a) => a.action.t === 'sell')).toBe(false);
    // The other player sees the offer, with no button to press.
    const other = look(m, 1 - h.seat);
    const theirs = peddlerCard(other.view, other.prompts, 1 - h.seat)!;
    expect(theirs.mine).toBe(false);
    expect(theirs.offer.every((o) => o.action === null && o.reason === `Only ${card.hero}'s player trades here`)).toBe(true);
    // After a purchase the orbs may fall short: every Buy says so.
    const bought = card.offer[0]!;
    m = act(m, h.seat, bought.action!.action);
    ({ view, prompts } = look(m, h.seat));
    const after = peddlerCard(view, prompts, h.seat)!;
    expect(after.offer.map((o) => o.card)).toEqual(card.offer.slice(1).map((o) => o.card));
    const orbs = view.heroes[view.turn!.hero]!.orbs;
    expect(after.orbs).toBe(orbs);
    if (stepOf(view) === 'replace') {
      expect(after.offer.every((o) => o.action === null && o.reason === 'Discard a loot card first')).toBe(true);
    } else if (orbs < 3) {
      expect(after.offer.every((o) => o.action === null && o.reason === `Needs 3 orbs (${card.hero} has ${orbs})`)).toBe(true);
      expect(after.own.every((o) => o.action !== null)).toBe(true);
    } else {
      expect(after.offer.every((o) => o.action !== null)).toBe(true);
    }
    // Away from the peddler there is no panel.
    expect(peddlerCard(look(newMatch(), 0).view, [], 0)).toBeNull();
  });

  it('a boss battle shows the combat skill rolled before it and the Leaf Shields', () => {
    const m = randomUntil('hud-6', (_, v) => v.battle?.target === 'boss');
    const { view, prompts } = look(m, 'spectator');
    const tile = view.tiles[view.battle!.tile]!;
    const boss = tile.boss!;
    if (!boss.up) throw new Error('face-down boss in battle');
    const def = CONTENT.bosses[boss.b]!;
    const combat = combatView(view, prompts)!;
    expect(combat.isBoss).toBe(true);
    expect(combat.skill?.face).toBe(view.dice['event-1']);
    expect(combat.leaf).toBe(boss.leaf);
    // Every face of every Boss, read off a battle as that face leaves it.
    for (const b of Object.values(CONTENT.bosses)) {
      b.skills.forEach((skill, k) => {
        const battle = { ...view.battle!, defense: skill.kind === 'shield' ? skill.defense : b.defense, immune: skill.kind === 'immune' ? [skill.color] : [] };
        const v: ExView = { ...view, battle, dice: { ...view.dice, 'event-1': k + 1 }, tiles: { ...view.tiles, [battle.tile]: { ...tile, boss: { up: true, b: b.id, leaf: 2 } } } };
        const roll = bossSkillRoll(v, b)!;
        expect(roll.face).toBe(k + 1);
        const expected: Record<string, RegExp> = {
          addEnemy: /no effect/, immune: new RegExp(`The ${skill.kind === 'immune' ? skill.color : ''} power die cannot hit`),
          steal: /1 orb from each hero/, shield: new RegExp(`Defense ${skill.kind === 'shield' ? skill.defense : 0}\\+ in this battle instead of ${b.defense}\\+`),
          damageAll: /lost 1 health/, threat: /threat rose by 1/, turnOver: /turned over one face-up weapon/, thorns: /rolled for thorns/,
          leafShield: /One more Leaf Shield \(2 now\)/,
        };
        expect(roll.effect, `${b.id} face ${k + 1}`).toMatch(expected[skill.kind]!);
        // A battle that does not show the face's mark is not read as that face.
        if (skill.kind === 'shield' || skill.kind === 'immune') expect(bossSkillRoll({ ...v, battle: { ...battle, defense: 9, immune: [] } }, b)).toBeNull();
      });
    }
    expect(def.skills).toHaveLength(6);
    // A monster's battle has no skill.
    expect(bossSkillRoll({ ...view, battle: { ...view.battle!, target: 'puffcap' } }, def)).toBeNull();
  });

  it('a Boss disarming the heroes: the banner asks the chooser, and each of its face-up weapons offers Turn over on its card', () => {
    const m = edit(scene(['bethras', 'xylia'], { mustFight: true }), (s) => {
      putTile(s, 'boss', 1, 0, 0, { boss: { b: 'wraith-queen', up: true, leaf: 0 } });
      for (const h of s.heroes) h.at = '1,0';
      s.threat = 0;
      hero(s, 'bethras').loot = [{ card: 'dagger-1', up: true }, { card: 'antidote-1', up: true }, { card: 'mace-1', up: true }];
    });
    const rolled = withDice(m, 0, { t: 'fight', target: 'boss' }, forcedDice(2)).match;
    const { view, prompts } = look(rolled, 0);
    expect(stepOf(view)).toBe('turnOver');
    expect(bannerOf(view, prompts, 0, NAMES).expected).toMatch(/choose which of your face-up weapons to turn over/);
    expect(bannerOf(look(rolled, 1).view, [], 1, NAMES).expected).toMatch(/chooses a weapon to turn over for the Boss/);
    const loot = heroRows(view, prompts, 0, NAMES)[0]!.loot;
    expect(loot.map((l) => [l.card, l.actions.map((a) => a.label)])).toEqual([['dagger-1', ['Turn over']], ['antidote-1', []], ['mace-1', ['Turn over']]]);
    expect(fallbackPrompts(prompts)).toEqual([]);
  });
});
