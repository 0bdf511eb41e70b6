/**
 * The rule codes a game's engine can emit, read from its source: the codes of the
 * RuleErrors it returns and the kinds of the log events it writes. The rules reference
 * test (client/games/rules-reference.test.ts) holds every one to an entry in the game's
 * reference. A call site whose code is not a plain literal is reported as unreadable, so
 * a new way of making codes fails the test until the scanner learns it.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { applyAction, createMatch, type Match } from '../../engine/core/match.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { Rng, seedRng } from '../../engine/core/rng.ts';
import type { Prompt } from '../../engine/core/types.ts';
import { sourceFiles } from './source-files.ts';

export interface ScannedCodes {
  /** RuleError codes, full ("explorers/not-your-turn"). */
  errors: Set<string>;
  /** Log event kinds ("move"). */
  events: Set<string>;
  /** Call sites whose code the scanner cannot read, as "file:line text". */
  unreadable: string[];
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/**
 * Scans `dir` (a game's engine folder, or a shared one). `prefix`: the code prefix of the
 * folder's `fail(code)` helper ("explorers/"); a file that defines its own
 * `err = (code) => ruleError(\`P/${code}\`)` uses its own prefix for `err`. `prefixes`:
 * every code prefix the folder writes, so literal codes passed on (to `parsePayload`) are
 * found too. `expand`: what a computed code stands for (the template `${code}/wrong-step`,
 * the event kind `sh.dir`).
 */
export function scanRuleCodes(
  dir: string,
  opts: { prefix?: string; prefixes: readonly string[]; expand?: Readonly<Record<string, readonly string[]>> },
): ScannedCodes {
  const errors = new Set<string>();
  const events = new Set<string>();
  const unreadable: string[] = [];
  const literal = new RegExp(`'((?:${opts.prefixes.map((p) => p.replace(/[/]/g, '')).join('|')})/[a-z0-9-]+)'`, 'g');
  for (const file of sourceFiles(dir, { names: /(?<!\.test)\.ts$/ })) {
    const text = readFileSync(file, 'utf8');
    const where = (i: number) => `${relative(process.cwd(), file)}:${lineOf(text, i)}`;
    const own = /const err = \(code: string[^)]*\) => (?:ruleError|refuse)\(`([A-Za-z]+\/)\$\{code\}`/.exec(text)?.[1];
    for (const m of text.matchAll(/\b(fail|err)\(\s*(['`]?)([^'`,)]*)\2\s*,/g)) {
      const [, fn, quote, code] = m as unknown as [string, string, string, string];
      if (/^(export )?function$|const$/.test(text.slice(Math.max(0, m.index - 16), m.index).trim())) continue;
      if (quote !== "'") {
        if (!/^code$/.test(code) || !isDefinition(text, m.index)) unreadable.push(`${where(m.index)} ${m[0]}`);
        continue;
      }
      const prefix = fn === 'err' ? own : opts.prefix;
      if (!prefix) unreadable.push(`${where(m.index)} ${m[0]} (no prefix)`);
      else errors.add(prefix + code);
    }
    for (const m of text.matchAll(literal)) errors.add(m[1]!);
    for (const m of text.matchAll(/ruleError\(\s*`([^`]*)`/g)) {
      const tpl = m[1]!;
      const known = opts.expand?.[tpl];
      if (known) known.forEach((c) => errors.add(c));
      else if (!/^[A-Za-z]+\/\$\{code\}$/.test(tpl)) unreadable.push(`${where(m.index)} ruleError(\`${tpl}\`)`);
    }
    for (const m of text.matchAll(/ruleError\(\s*([a-z][A-Za-z]*)\s*,/g)) {
      if (!isDefinition(text, m.index)) unreadable.push(`${where(m.index)} ${m[0]}`);
    }
    // Events: log(c, 'kind', …), emit(ctx, { kind: 'kind', … }), done(s, { kind: … }), and
    // event objects pushed or returned with their text beside the kind.
    // A helper that logs a line of its own kind (`logLine(c, 'loot', …)`, `logBattle(c, 'battle', …)`).
    for (const m of text.matchAll(/\blog(?:Line|Battle)\(\s*\w+,\s*'([^']+)'/g)) events.add(m[1]!);
    // The free table's `logged('kind', seat, data)`, an event worded from its data (engine/games/sandbox/log-lines.ts).
    for (const m of text.matchAll(/\blogged\(\s*'([^']+)'/g)) events.add(m[1]!);
    for (const m of text.matchAll(/\blog\(\s*\w+,\s*(['`]?)([^'`,]*)\1\s*,/g)) {
      const known = opts.expand?.[m[2]!];
      if (m[1] === "'") events.add(m[2]!);
      else if (known) known.forEach((k) => events.add(k));
      else if (!isDefinition(text, m.index)) unreadable.push(`${where(m.index)} ${m[0]}`);
    }
    for (const m of text.matchAll(/\bkind:\s*'([^']+)',\s*(?:seat(?::\s*[^,]+)?,\s*)?text\b/g)) events.add(m[1]!);
    for (const m of text.matchAll(/\b(emit|done)\(\s*\w+,\s*([^{\s][^,)]*)/g)) {
      // `done(s, ...events)`: the events were built above as kind-and-text objects.
      if (m[2]!.startsWith('...') || m[2]!.startsWith('logged(\'')) continue;
      // `done(c, shownBetween(…))`: the second argument is who the action showed something
      // to (engine/core/reveals.ts); the events were logged into the context above.
      if (m[1] === 'done' && m[2]!.startsWith('shownBetween(')) continue;
      if (!isDefinition(text, m.index)) unreadable.push(`${where(m.index)} ${m[0]}`);
    }
  }
  return { errors, events, unreadable };
}

/** Whether the match at `index` is the helper's own definition (its body passes `code` on). */
function isDefinition(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf('\n', index) + 1;
  const line = text.slice(lineStart, text.indexOf('\n', index));
  return /function (fail|log|emit|done)\b|=> ruleError\(|function \w+\(code/.test(line) || /^\s*return (typeof why === 'string' \? )?ruleError\(code, /.test(line)
    || /c(tx)?\.ev\.push\(gameEvent\(kind/.test(line) || (/^\s*log\(c, kind, /.test(line) && /function log(Line|Battle)\(c: Ctx, kind: string/.test(enclosing(text, index)));
}

/** The declaration line of the function the text at `index` is in (the nearest `function` before it). */
function enclosing(text: string, index: number): string {
  const at = text.lastIndexOf('function ', index);
  return at < 0 ? '' : text.slice(at, text.indexOf('\n', at));
}

/**
 * The log event kinds random legal play of `module` writes in `games` games of at most
 * `cap` actions each: a check on the scanner, which must have found every one.
 */
export function playedEventKinds(module: AnyGameModule, players: number, options: unknown, games: number, cap: number, seed: string): Set<string> {
  const kinds = new Set<string>();
  const rng = new Rng(seedRng(`kinds:${seed}`));
  for (let g = 0; g < games; g++) {
    const created = createMatch(module, options, players, `${seed}-${g}`);
    if (isRuleError(created)) throw new Error(`${module.id}: ${created.code} ${created.message}`);
    let match: Match = created;
    for (let i = 0; i < cap && !module.status(match.state).over; i++) {
      let offer: { seat: number; prompts: Prompt<unknown>[] } | undefined;
      for (const seat of rng.shuffle(Array.from({ length: players }, (_, s) => s))) {
        const prompts = module.prompts(match.state, seat).filter((p: Prompt<unknown>) => p.actions.length > 0 && !p.ends);
        if (prompts.length > 0) {
          offer = { seat, prompts };
          break;
        }
      }
      if (!offer) break;
      const prompt = rng.pick(offer.prompts);
      const result = applyAction(module, match, offer.seat, rng.pick(prompt.actions));
      if (isRuleError(result)) break;
      match = result.match;
    }
    for (const e of match.log) kinds.add(e.kind);
  }
  return kinds;
}
