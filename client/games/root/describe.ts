/**
 * Root's table in words for the text view (client/hud/TextView.tsx): each clearing with
 * its suit and what stands in it by faction, each seat's faction, victory points and hand
 * size, the viewer's own cards, the piles and the turn. Read from the viewer's view alone.
 */
import type { ClearingView, RootView } from '../../../engine/games/root/view.ts';
import type { Viewer } from '../../../engine/core/types.ts';
import type { DescribeSay, TextSection } from '../../kit/types.ts';
import { phraseText } from '../../words/phrase.ts';
import { cardTitle, clearingTitle } from './board-common.ts';

/** A kind id ("fortress", "sympathy-token") as words. */
function kindWords(kind: string): string {
  return kind.replace(/-/g, ' ');
}

function clearingLine(c: ClearingView, view: RootView, viewer: Viewer, say: DescribeSay): string {
  const faction = (seat: number) => view.seats[seat]?.name ?? say('root.seat', { n: seat + 1 });
  const parts: string[] = [];
  c.warriors.forEach((n, seat) => {
    if (n > 0) parts.push(say('root.describe.warriors', { n, faction: faction(seat) }));
  });
  for (const b of c.buildings) parts.push(say('root.describe.building', { faction: faction(b.seat), kind: kindWords(b.kind) }));
  for (const t of c.tokens) {
    // A face-down token's kind is the owner's to know: the view gives others only its back.
    if (t.faceDown && t.seat !== viewer) parts.push(say('root.describe.faceDown', { faction: faction(t.seat) }));
    else parts.push(say('root.describe.token', { faction: faction(t.seat), kind: kindWords(t.kind), down: t.faceDown ? 'yes' : 'no' }));
  }
  if (c.ruin) parts.push(say('root.describe.ruin'));
  const suit = c.suit ? say(`root.suit.${c.suit}`) : say('root.describe.unsuited');
  return say('root.describe.clearing', { name: clearingTitle(c, say), suit, what: parts.length > 0 ? parts.join(', ') : say('root.describe.empty') });
}

/** Root's text view: the turn, the clearings, the seats, the viewer's hand and the piles. */
export function describeRoot(view: RootView, viewer: Viewer, say: DescribeSay): TextSection[] {
  const turnSeat = view.seats[view.turn.seat];
  const turn = say('root.describe.turn', {
    n: view.turn.number, faction: turnSeat?.name ?? say('root.seat', { n: view.turn.seat + 1 }), phase: view.turn.phase, step: phraseText(view.turn.labelWords, view.turn.label, say),
  });
  const seats = view.seats.map((s) => say('root.describe.seat', {
    n: s.seat + 1, faction: s.name, vp: s.vp, cards: s.handCount, warriors: s.warriors, mine: s.seat === viewer ? 'yes' : 'no',
  }));
  const me = typeof viewer === 'number' ? view.seats[viewer] : undefined;
  const hand = me?.hand ?? [];
  const handLines = me === undefined ? [say('root.describe.watching')]
    : hand.length === 0 ? [say('root.describe.noCards')]
    : hand.map((c) => say('root.describe.card', { name: cardTitle(c.key, say), suit: say(`root.suit.${c.suit}`) }));
  const top = view.discard[view.discard.length - 1];
  const piles = [
    say('root.describe.deck', { n: view.deck }),
    top === undefined ? say('root.describe.discardEmpty') : say('root.describe.discard', { n: view.discard.length, top: cardTitle(top, say) }),
  ];
  if (view.dominance.length > 0) piles.push(say('root.describe.dominance', { cards: view.dominance.map((k) => cardTitle(k, say)).join(', ') }));
  return [
    { title: say('root.describe.turnTitle'), lines: [turn, phraseText(view.decision.words, view.decision.what, say)].filter((l) => l.trim() !== '') },
    { title: say('root.describe.clearings'), lines: view.map.map((c) => clearingLine(c, view, viewer, say)) },
    { title: say('root.describe.seats'), lines: seats },
    { title: say('root.describe.hand'), lines: handLines },
    { title: say('root.describe.piles'), lines: piles },
  ];
}
