/**
 * The identities a viewer of the free table must not receive (DESIGN §2.3), read from
 * the server-side match: other seats' hands, deck contents and order, bag contents and
 * order, face-down identities on the table, and the Rng words — minus what the viewer
 * may see anyway (face-up table pieces, its own hand). Needles are JSON-quoted so a
 * short face like "QH" cannot match by accident inside other text.
 */
import type { Match } from '../../engine/core/match.ts';
import type { Viewer } from '../../engine/core/types.ts';
import type { HandItem, Piece, SandboxState } from '../../engine/games/sandbox/state.ts';
import { upSide, type Card, type CardSide } from '../../engine/table/deck.ts';
import type { TokenFace } from '../../engine/table/tokens.ts';
import { occurs } from './occurs.ts';
import { zoneHidden } from '../../engine/games/sandbox/zones.ts';

export interface Needle {
  what: string;
  needle: string;
}

const q = (s: string) => JSON.stringify(s);
const sides = (card: Card): CardSide[] => (card.back ? [card.front, card.back] : [card.front]);
const sideNeedles = (s: CardSide) => [q(s.face), q(s.label), ...(s.image ? [q(s.image)] : [])];
const tokenNeedles = (t: TokenFace) => [q(t.kind), q(t.label)];
const itemNeedles = (i: HandItem) => (i.kind === 'card' ? sides(i.card).flatMap(sideNeedles) : tokenNeedles(i.token));

function visible(state: SandboxState, viewer: Viewer): Set<string> {
  const out = new Set<string>();
  const zoned = new Set<Piece>(zoneHidden(state, viewer));
  for (const p of Object.values(state.pieces) as Piece[]) {
    if (p.kind === 'card' && !zoned.has(p)) {
      const up = upSide(p.card);
      if (up) sideNeedles(up).forEach((n) => out.add(n));
    }
    if (p.kind === 'token' && p.faceUp) tokenNeedles(p.token).forEach((n) => out.add(n));
    if (p.kind === 'tile' && p.faceUp) [q(p.tile.face), q(p.tile.label)].forEach((n) => out.add(n));
  }
  if (viewer !== 'spectator') (state.hands[viewer] ?? []).flatMap(itemNeedles).forEach((n) => out.add(n));
  return out;
}

/** Everything `viewer` must not receive right now. */
export function hiddenNeedles(match: Match<SandboxState>, viewer: Viewer): Needle[] {
  const s = match.state;
  const out: Needle[] = [];
  for (const w of match.rng.s) if (String(w).length >= 6) out.push({ what: 'rng word', needle: String(w) });
  s.hands.forEach((hand, seat) => {
    if (seat !== viewer) for (const item of hand) for (const needle of itemNeedles(item)) out.push({ what: `seat ${seat} hand`, needle });
  });
  for (const p of Object.values(s.pieces) as Piece[]) {
    if (p.kind === 'deck') {
      for (const c of p.cards) for (const needle of sides(c).flatMap(sideNeedles)) out.push({ what: `${p.id} card`, needle });
      if (p.cards.length > 1) out.push({ what: `${p.id} order`, needle: JSON.stringify(p.cards.map((c) => c.front.face)) });
    }
    if (p.kind === 'bag') {
      for (const t of p.items) for (const needle of tokenNeedles(t)) out.push({ what: `${p.id} token`, needle });
    }
    if (p.kind === 'card' && !upSide(p.card)) for (const needle of sides(p.card).flatMap(sideNeedles)) out.push({ what: `face-down ${p.id}`, needle });
    if (p.kind === 'card' && upSide(p.card) && p.card.back) {
      // The lower side of a double-sided card on the table is hidden too.
      const down = p.card.showing === 'front' ? p.card.back : p.card.front;
      for (const needle of sideNeedles(down)) out.push({ what: `under side of ${p.id}`, needle });
    }
    if (p.kind === 'token' && !p.faceUp) for (const needle of tokenNeedles(p.token)) out.push({ what: `face-down ${p.id}`, needle });
    if (p.kind === 'tile' && !p.faceUp) out.push({ what: `face-down ${p.id}`, needle: q(p.tile.face) });
  }
  for (const p of zoneHidden(s, viewer)) for (const needle of sides(p.card).flatMap(sideNeedles)) out.push({ what: `zone-hidden ${p.id}`, needle });
  const seen = visible(s, viewer);
  return out.filter((n) => !seen.has(n.needle));
}

/** The needles found in `text`. */
export function leaked(text: string, needles: Needle[]): Needle[] {
  return needles.filter((n) => occurs(text, n.needle));
}
