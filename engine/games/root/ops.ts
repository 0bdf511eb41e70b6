import { joinViewers, othersThan, type Secret } from '../../core/reveals.ts';
import type { GameEvent, SeatId, Viewer } from '../../core/types.ts';
import { clearing, pieceKey } from './board.ts';
import { where, Who, who } from './describe.ts';
import { factionAt, pieceData, placeWords, reasons, removeWords } from './log-words.ts';
import { noPlaceWords, piecePhrase, saidData, scoreWords, winWords } from './log-lines.ts';
import type { Ctx, FactionModule, ReadCtx, Removal, RemovedPiece } from './faction.ts';
import { WINNING_VP, type PlayerState, type Token } from './state.ts';
import { englishOf, saidText, type Said } from './phrases.ts';
import { phrase, type Phrase } from '../../core/words.ts';

/**
 * Shared steps of the core: the faction of a seat, events, scoring, placing warriors and
 * the one removal pipeline every removal goes through (VP for buildings and tokens,
 * Spoils, Sacrilege, Poke the Hive, returning pieces to their supply).
 */

/** The faction module of a seat. */
export function factionOf(ctx: ReadCtx, seat: SeatId): FactionModule {
  const id = ctx.s.players[seat]?.faction;
  const f = id === undefined ? undefined : ctx.f[id];
  if (!f) throw new RangeError(`No faction at seat ${seat}`);
  return f;
}

/** A token as `viewer` sees it: its owner's secrecy policy may show only its back (a face-down plot). */
export function tokenSeen(ctx: ReadCtx, t: Token, viewer: Viewer): Token {
  const hide = ctx.f[ctx.s.players[t.seat]?.faction ?? '']?.secrecy?.token;
  return hide ? { ...hide(ctx, t.seat, t, viewer) } : { ...t };
}

export function player(ctx: ReadCtx, seat: SeatId): PlayerState {
  const p = ctx.s.players[seat];
  if (!p) throw new RangeError(`No seat ${seat}`);
  return p;
}

/** Every seat with its faction module, in seat order. */
export function seatsWithFactions(ctx: ReadCtx): Array<{ seat: SeatId; f: FactionModule }> {
  return ctx.s.players.map((p) => ({ seat: p.seat, f: factionOf(ctx, p.seat) }));
}

export function emit(ctx: Ctx, event: GameEvent): void {
  ctx.events.push(event);
}

/**
 * Scores `n` VP for `seat`, for `why` (a reason of Root's log words: "for removing a
 * cathedral"), which the line's data carries. The first to reach 30 wins at once; nothing after that in the
 * same action changes the winner (so among simultaneous effects the one resolved first
 * wins — the turn's own effects resolve first).
 */
export function score(ctx: Ctx, seat: SeatId, n: number, why: Phrase): void {
  if (n <= 0) return;
  const p = player(ctx, seat);
  // An activated dominance card replaces the score: VP no longer count (core rules, Winning).
  if (p.dominance !== undefined) return;
  p.vp += n;
  emit(ctx, { kind: 'score', seat, text: scoreWords(Who(ctx, seat), n, englishOf(why), p.vp), data: { vp: p.vp, gained: n, why } });
  if (p.vp >= WINNING_VP && ctx.s.winners === undefined) {
    ctx.s.winners = [seat];
    ctx.s.endedBy = 'vp';
    emit(ctx, { kind: 'win', seat, text: winWords(Who(ctx, seat), { how: 'vp', vp: WINNING_VP }), data: { winners: [seat], how: 'vp' } });
  }
}

/**
 * Places up to `n` warriors of `seat` from its supply; pieces are limited to the supply,
 * so it places as many as it can (core rules). Returns how many it placed. `why`: a
 * reason of Root's log words, or plain English (its line then keeps its text).
 */
export function placeWarriors(ctx: Ctx, seat: SeatId, id: number, n: number, why: Said): number {
  const p = player(ctx, seat);
  const list = reasons('place', factionAt(ctx, seat));
  const barred = placeBarred(ctx, seat, id);
  if (barred !== null) {
    // The rule that forbids it goes in the data when it is a phrase (`no`), with the reason.
    const said = saidData(list, why);
    emit(ctx, {
      kind: 'place', seat, text: noPlaceWords(Who(ctx, seat), where(ctx, id), saidText(why), saidText(barred)),
      data: { at: id, n: 0, ...(said && typeof barred !== 'string' ? { ...said, no: barred } : {}) },
    });
    return 0;
  }
  const k = Math.max(0, Math.min(n, p.warriors));
  if (k > 0) {
    p.warriors -= k;
    const c = clearing(ctx.s, id);
    c.warriors[seat] = (c.warriors[seat] ?? 0) + k;
  }
  // A listed reason goes as `w` (else its phrase as `why`), the count asked for as `of` when fewer were left.
  const w = saidData(list, why);
  emit(ctx, {
    kind: 'place', seat, text: placeWords(Who(ctx, seat), k, n, where(ctx, id), saidText(why)),
    data: { at: id, n: k, ...w, ...(k < n ? { of: n } : {}) },
  });
  return k;
}

/**
 * Why `seat`'s pieces may not be placed in the clearing (a faction's rule: Snare, a
 * clearing only its faction may hold), as the faction said it: a phrase of Root's, or
 * plain English; null when they may. Every placement goes through it.
 */
export function placeBarred(ctx: ReadCtx, seat: SeatId, id: number): Said | null {
  for (const { seat: me, f } of seatsWithFactions(ctx)) {
    const why = f.movement?.mayPlace?.(ctx, me, seat, id);
    if (why) return why;
  }
  return null;
}

/** True when `seat` may place pieces in the clearing (see placeBarred). */
export function mayPlaceIn(ctx: ReadCtx, seat: SeatId, id: number): boolean {
  return placeBarred(ctx, seat, id) === null;
}

/** The rule of some faction that forbids `remover` to remove `victim`'s pieces (Mercy), or null. */
export function removalBarred(ctx: ReadCtx, remover: SeatId, victim: SeatId): Said | null {
  if (remover === victim) return null;
  for (const { seat, f } of seatsWithFactions(ctx)) {
    const why = f.battle?.mayRemove?.(ctx, seat, remover, victim);
    if (why) return why;
  }
  return null;
}

/** True unless some faction's rule forbids `remover` to remove `victim`'s pieces. */
export function mayRemove(ctx: ReadCtx, remover: SeatId, victim: SeatId): boolean {
  return removalBarred(ctx, remover, victim) === null;
}

/** Puts a removed piece back into its owner's supply (warriors) or wherever its faction keeps it. */
export function returnToOwner(ctx: Ctx, owner: SeatId, piece: RemovedPiece): void {
  if (piece.type === 'warrior') player(ctx, owner).warriors += 1;
  else factionOf(ctx, owner).removal?.returnPiece?.(ctx, owner, piece);
}

/**
 * Removes one piece from the map. The caller has checked that it is there and that the
 * remover may remove it (Mercy). Scores 1 VP for an enemy building or token (core rules,
 * Battle 6 — it holds for any removal), lets the remover capture it (Spoils), else
 * returns it to its owner, then tells the owner (Sacrilege, Poke the Hive).
 */
export function removePiece(ctx: Ctx, r: Removal): void {
  const c = clearing(ctx.s, r.clearing);
  const piece = r.piece;
  if (piece.type === 'warrior') {
    c.warriors[r.owner] = Math.max(0, (c.warriors[r.owner] ?? 0) - 1);
  } else if (piece.type === 'building') {
    const i = c.buildings.findIndex((b) => b.seat === r.owner && b.kind === piece.kind);
    if (i < 0) return;
    c.buildings.splice(i, 1);
  } else {
    const i = c.tokens.findIndex((t) => t.seat === r.owner && pieceKey(t) === pieceKey(piece));
    if (i < 0) return;
    c.tokens.splice(i, 1);
  }
  const enemy = r.by !== null && r.by !== r.owner;
  // A face-down token taken off the map is shown as it goes: whoever removes it handles it.
  if (piece.type === 'token' && piece.faceDown) showTo(ctx, othersThan(ctx.s.players.length, r.owner));
  emit(ctx, {
    kind: 'remove', seat: r.owner,
    text: removeWords(Who(ctx, r.owner), piece, where(ctx, r.clearing), r.by === null ? null : who(ctx, r.by), r.by === r.owner),
    data: { at: r.clearing, ...pieceData(piece), ...(r.by === null ? {} : { by: r.by }) },
  });
  if (enemy && piece.type !== 'warrior') score(ctx, r.by as SeatId, 1, phrase('root.log.why.removing', { piece: piecePhrase(piece) }));
  const captured = enemy && (factionOf(ctx, r.by as SeatId).removal?.capture?.(ctx, r.by as SeatId, r) ?? false);
  if (!captured) returnToOwner(ctx, r.owner, piece);
  factionOf(ctx, r.owner).removal?.lost?.(ctx, r.owner, r);
}

/** A token as a removable piece (its kind, suit and facing). */
export function tokenPiece(t: Token): RemovedPiece {
  const out: RemovedPiece = { type: 'token', kind: t.kind };
  if (t.suit !== undefined) out.suit = t.suit;
  if (t.faceDown) out.faceDown = true;
  return out;
}


/**
 * Removes every piece of `victim` in the clearing that `by` may remove (Favor cards):
 * warriors, then buildings, then tokens.
 */
export function removeAll(ctx: Ctx, id: number, victim: SeatId, by: SeatId, cause: Removal['cause']): number {
  if (!mayRemove(ctx, by, victim)) return 0;
  const c = clearing(ctx.s, id);
  let n = 0;
  while ((c.warriors[victim] ?? 0) > 0) {
    removePiece(ctx, { clearing: id, owner: victim, piece: { type: 'warrior' }, by, cause });
    n++;
  }
  for (const b of c.buildings.filter((x) => x.seat === victim)) {
    removePiece(ctx, { clearing: id, owner: victim, piece: { type: 'building', kind: b.kind }, by, cause });
    n++;
  }
  for (const t of c.tokens.filter((x) => x.seat === victim)) {
    removePiece(ctx, { clearing: id, owner: victim, piece: tokenPiece(t), by, cause });
    n++;
  }
  return n;
}

/** Marks something as used this turn; false if it already was. */
export function useOnce(ctx: Ctx, key: string): boolean {
  if (ctx.s.turn.used.includes(key)) return false;
  ctx.s.turn.used.push(key);
  return true;
}

export function usedThisTurn(ctx: ReadCtx, key: string): boolean {
  return ctx.s.turn.used.includes(key);
}

/**
 * What nobody but their holder sees (engine/core/reveals.ts), as the module's `scramble`
 * rearranges it: each seat's hand (its holder sees it), the draw pile (nobody), and each
 * faction's own secrets (face-down plots). Cards are told apart by their printed card.
 */
export function rootSecrets(ctx: ReadCtx): Secret[] {
  const out: Secret[] = [];
  for (const p of ctx.s.players) for (const c of p.hand) out.push({ id: `card:${c.key}`, to: p.seat });
  for (const key of ctx.s.deck) out.push({ id: `card:${key}`, to: null });
  for (const p of ctx.s.players) {
    const secrets = ctx.f[p.faction]?.secrecy?.secrets;
    if (secrets) out.push(...secrets(ctx.s, p.seat));
  }
  return out;
}

/**
 * Records that the action showed `viewers` something without moving it out of hiding (a
 * card revealed from a hand that stays in it): part of what `apply` declares it showed.
 */
export function showTo(ctx: Ctx, viewers: readonly Viewer[]): void {
  ctx.shown = joinViewers(ctx.shown ?? [], viewers);
}
