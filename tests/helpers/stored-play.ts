/**
 * A game played on the engine straight into a store, as the room would have stored it, so a
 * browser test can open a table mid-game: `storeNewTable` stores the table and gives its
 * first match; `storeAction` applies one action and stores it with its dice throw, if any
 * (planned and recorded as the room plans and records it).
 */
import { createHash } from 'node:crypto';
import { applyAction, createMatch, projectMatch, type Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { planThrow, rolledDice } from '../../server/room/dice.ts';
import { rollOf } from '../../server/dice/roll.ts';
import type { MemoryStore } from '../../server/store/memory.ts';

export interface NewTable { code: string; options: unknown; seats: number; seed: string }

/** Stores table `t` of `game` as created (no action yet) and gives its match. */
export async function storeNewTable(store: MemoryStore, game: AnyGameModule, t: NewTable): Promise<Match> {
  const created = createMatch(game, t.options, t.seats, t.seed);
  if (isRuleError(created)) throw new Error(created.message);
  await store.createTable({
    code: t.code, gameId: game.id, rulesVersion: game.rulesVersion, seats: t.seats, options: t.options, seed: t.seed,
    seedCommit: createHash('sha256').update(t.seed).digest('hex'), createdAt: Date.now(), finishedAt: null,
  });
  return created;
}

/** Applies `action` by `seat` to `m` and stores it on table `code`, with the dice it throws; gives the next match. */
export async function storeAction(store: MemoryStore, game: AnyGameModule, code: string, m: Match, seat: number, action: unknown): Promise<Match> {
  const next = applyAction(game, m, seat, action);
  if (isRuleError(next)) throw new Error(`${next.code}: ${next.message}`);
  const after = next.match;
  const planned = planThrow(rolledDice(next.events), seat, after.seats, projectMatch(game, after, 'spectator').table.pieces);
  const roll = planned
    ? { message: { rollId: `${code}:${after.version}`, version: after.version, seat, ...rollOf(planned.request, after.version) }, anchors: planned.anchors }
    : undefined;
  await store.appendAction(code, { version: after.version, seat, action, at: Date.now(), ...(roll ? { roll } : {}) });
  return after;
}
