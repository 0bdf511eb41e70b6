/**
 * A log entry new in a patch travels without its text when the game words it again
 * exactly from its data and the viewer's new view (GameModule.logText); the client puts
 * the text back with the same function (client/net/log-texts.ts). Snapshots keep every
 * text: only a patch's new entry is worded with the very view the client gets with it.
 */
import type { AnyGameModule } from '../../engine/core/module.ts';
import type { LogEntry } from '../../engine/core/types.ts';
import type { JsonPatchOp } from '../protocol.ts';

const LOG_ENTRY = /^\/log\/\d+$/;

/** `ops` with the text left out of each added log entry that `game` words exactly with `view`. */
export function withoutLogTexts(game: AnyGameModule, ops: JsonPatchOp[], view: unknown): JsonPatchOp[] {
  if (!game.logText) return ops;
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i] as JsonPatchOp;
    if (op.op !== 'add' || !LOG_ENTRY.test(op.path)) continue;
    const entry = op.value as LogEntry;
    if (typeof entry?.text !== 'string' || !worded(game, entry, view)) continue;
    const { text: _text, ...rest } = entry;
    ops[i] = { op: 'add', path: op.path, value: rest };
  }
  return ops;
}

function worded(game: AnyGameModule, entry: LogEntry, view: unknown): boolean {
  try {
    return game.logText!(entry, view) === entry.text;
  } catch {
    return false;
  }
}
