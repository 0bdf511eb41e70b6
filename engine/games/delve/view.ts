import { cloneJson } from '../../core/clone.ts';
import type { Viewer } from '../../core/types.ts';
import { viewSealed } from '../../table/sealed.ts';
import { CONTENT, characterDef } from './content/index.ts';
import type { CharacterView, DelveState, DelveView } from './state.ts';

/**
 * What one viewer may see (DESIGN §2.3). Delve is co-operative and nearly everything lies
 * open: health, positions, every discard, lost and active pile, the cards played once
 * revealed, the monsters and the monster deck's discard. Hidden: each hand's cards from
 * everyone but its holder (others see the count), every sealed choice until the reveal
 * (others see only who has chosen), and the order of the monster ability deck (a count).
 * Built field by field, so a field added to the state later stays private until listed here.
 */
export function viewDelve(s: DelveState, viewer: Viewer): DelveView {
  const chars: CharacterView[] = s.chars.map((c) => {
    const v: CharacterView = {
      seat: c.seat, id: c.id, name: characterDef(c.id).name, health: c.health, maxHealth: c.maxHealth, at: c.at,
      handCount: c.hand.length, discard: [...c.discard], lost: [...c.lost], active: cloneJson(c.active),
      played: [...c.played], revealed: [...c.revealed], resting: c.resting, items: c.items.map((i) => ({ ...i })), shield: c.shield, retaliate: c.retaliate,
      exhausted: c.exhausted, coins: c.coins,
    };
    if (c.exhaustedBy) v.exhaustedBy = c.exhaustedBy;
    if (viewer === c.seat) v.hand = [...c.hand];
    return v;
  });
  return {
    viewer,
    seats: s.seats,
    round: s.round,
    phase: s.phase,
    scenario: CONTENT.scenario.name,
    rooms: CONTENT.scenario.rooms.map((r, i) => ({ name: r.name, open: s.open[i] === true })),
    chars,
    monsters: cloneJson(s.monsters),
    loot: cloneJson(s.loot),
    sealed: viewSealed(s.sealed, viewer),
    deck: { count: s.deck.draw.length, discard: [...s.deck.discard], current: s.deck.current },
    order: cloneJson(s.order),
    turn: s.turn ? cloneJson(s.turn) : null,
    cleanup: cloneJson(s.cleanup),
    result: s.result ? { ...s.result } : null,
    defeated: s.defeated,
  };
}
