/**
 * What the Rules panel tells players about each faction agrees with the seeds (seed 004
 * for the Duchy and the Corvids, seed 001 for the Clergy and the Legion): the points a
 * player acts on, looked up the way the panel does (by rule number and by term).
 */
import { describe, expect, it } from 'vitest';
import { sectionForCite, termFor } from '../../../hud/rules-lookup.ts';
import { rootRules } from '../rules.ts';
import { addWords } from '../../../words/say.ts';
import { rootWords } from '../words/index.ts';

// The words Root's client loads with it (manifest.ts): these tests read them in English.
addWords(rootWords);

const partFor = (cite: string): string => {
  const s = sectionForCite(rootRules, cite);
  if (!s) throw new Error(`no part for ${cite}`);
  return `${s.title}\n${s.text.join('\n')}`;
};
const term = (words: string): string => termFor(rootRules, words)?.what ?? '';

describe('Root rules reference: the Underground Duchy (12.x)', () => {
  it('12.2.3 only removed buildings (citadels, markets) cost the Price of Failure, never a tunnel', () => {
    expect(partFor('12.2.3')).toMatch(/buildings \(citadels or markets\)/);
    expect(partFor('12.2.3')).not.toMatch(/building or a tunnel/);
    expect(partFor('12.2.3')).toMatch(/Losing a tunnel costs nothing/);
    expect(term('Price of Failure')).toMatch(/not tunnels/);
  });

  it('12.3.3 setup puts warriors next to the starting corner, not in the Burrow', () => {
    expect(partFor('12.3.3')).toMatch(/2 warriors in each clearing next to that corner \(not the Burrow\)/);
    expect(partFor('12.3.3')).not.toMatch(/warriors in the Burrow/);
  });

  it('12.5.1 Assembly is up to two actions; only Build reveals a card and Dig spends one', () => {
    const text = partFor('12.5.1');
    expect(text).toMatch(/up to two actions/);
    expect(text).toMatch(/Build: reveal a card/);
    expect(text).toMatch(/Dig: spend a card/);
    expect(text).not.toMatch(/actions by revealing cards/);
  });

  it('12.5.3 Sway is in Daylight, each card matched to its own clearing with any Duchy piece', () => {
    const text = partFor('12.5.3');
    expect(text).toMatch(/Daylight \(Sway\)/);
    expect(text).toMatch(/its own clearing of that suit holding at least one Duchy piece/);
    expect(text).not.toMatch(/Evening|Rally|clearings it rules/);
    expect(term('Sway')).toMatch(/^Duchy Daylight/);
    expect(partFor('12.6')).not.toMatch(/sway/i);
  });
});

describe('Root rules reference: the Corvid Conspiracy (13.x)', () => {
  it('13.5.4 Trick swaps two plots both face up or both face down', () => {
    expect(partFor('13.5.4')).toMatch(/Trick: swap two plots on the map that are both face up or both face down/);
    expect(term('Trick')).toMatch(/both face up or both face down/);
  });

  it('13.6.1 Exert: one more Daylight action and no cards drawn', () => {
    expect(partFor('13.6.1')).toMatch(/one more Daylight action, and then draw no cards/);
    expect(partFor('13.6.1')).not.toMatch(/fewer/);
    expect(term('Exert')).toMatch(/no cards drawn/);
  });

  it('13.2.4 Exposure: on the guesser’s own turn; right scores 1 VP, a raid removed so places nothing', () => {
    const text = partFor('13.2.4');
    expect(text).toMatch(/in their own turn, until its last step begins/);
    expect(text).toMatch(/scores 1 VP/);
    expect(text).toMatch(/a raid removed this way places no warriors/);
  });
});

describe('Root rules reference: the Clergy and the Legion (seed 001)', () => {
  it('HCC.5.1 only Swarm spends a card; Mission is up to two moves; Crusade moves then battles', () => {
    const text = partFor('HCC.5.1');
    expect(text).not.toMatch(/each paid with a card/);
    expect(text).toMatch(/Mission: up to two moves/);
    expect(text).toMatch(/Swarm: spend a card to place two warriors at a cathedral of its suit/);
    expect(term('Crusade')).toMatch(/a move, then a battle/);
  });

  it('HCC.2.6.IV Sacrilege: removing any Clergy piece makes a Heretic', () => {
    expect(partFor('HCC.2.6.IV')).toMatch(/removing any Clergy piece makes that enemy a Heretic/);
  });

  it('QL.6.4 the Legion draws one, plus one if its campaign card shows an item', () => {
    expect(partFor('QL.6.4')).toMatch(/plus one if the campaign card shows an item/);
  });
});
