/**
 * The English words of Root's table pieces' labels (keys `root.piece.…`): the map, its
 * clearings and what stands in them, the piles, the battle dice, the cards in front of
 * each player and the score markers. A client words them again in its reader's language.
 */

/** Root's English table labels. */
export const rootTableWords = {
  'root.piece.map': 'The Autumn map',
  'root.piece.clearing': '{id} {name}',
  'root.piece.clearing.suited': '{id} {name} ({suit})',
  'root.piece.clearing.corner': '{id} {name} ({suit}, corner)',
  'root.piece.building': '{faction} {kind} in {name}',
  'root.piece.ruin': 'Ruin in {name}',
  'root.piece.warriors': '{n} {faction} {n, plural, one {warrior} other {warriors}} in {name}',
  'root.piece.token': '{kind}{down, select, yes { (face down)} other {}}',
  'root.piece.token.suited': '{suit} {kind}{down, select, yes { (face down)} other {}}',
  'root.piece.deck': 'Draw pile',
  'root.piece.discard': 'Discard pile',
  'root.piece.free-dominance': '{card}: take it for a card of its suit',
  'root.piece.die': 'Battle die ({role, select, attacker {attacker} other {defender}})',
  'root.piece.dominance': '{faction}: {card}',
  'root.piece.dominance-marker': '{faction}: dominance ({suit})',
  'root.piece.vp': '{faction}: {vp} VP',
} as const;
