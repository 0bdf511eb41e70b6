/**
 * How the four-seat Root browser test plays (and how its table seed was chosen offline, by
 * playing the same steps on the engine): every seat ends its steps at once ("done") unless
 * the step is one the test is about — the Duchy digs and sways in its first turn, the
 * Corvids hide a plot where the Clergy stand, the Clergy expose it on their next turn with
 * a wrong guess (so it stays), the Duchy takes a swayed minister's action in Parliament and
 * the Corvids flip the plot in their next Birdsong. A step with no "done" takes its first
 * option. Pure: it reads a view, the prompts and the log, as a page's store holds them.
 */
import type { RootAction } from '../../engine/games/root/actions.ts';

interface PromptLike { key: string; actions: unknown[] }
interface LogLike { kind: string; text: string }
interface ViewLike { seats: Array<{ faction: string }>; map: Array<{ id: number; warriors: number[] }> }

export const CLERGY = 0;
export const LEGION = 1;
export const DUCHY = 2;
export const CORVIDS = 3;
/** The enemy who tries Exposure: the Legion, holding three cards that match the plot's clearing. */
export const EXPOSER = LEGION;
/** The plot the Corvids hide, and the Clergy's wrong guess about it. */
export const PLOT = 'snare';
export const GUESS = 'bomb';

const said = (log: readonly LogLike[], re: RegExp): boolean => log.some((e) => re.test(e.text));

/** The next action of `seat` by the script, or null when it has nothing to do. */
export function scriptStep(v: ViewLike, prompts: readonly PromptLike[], log: readonly LogLike[], seat: number): RootAction | null {
  const open = prompts.filter((p) => p.actions.length > 0);
  if (open.length === 0) return null;
  const of = (key: string): RootAction[] => (open.find((p) => p.key === key)?.actions ?? []) as RootAction[];
  const f = (a: RootAction): Record<string, unknown> => a as unknown as Record<string, unknown>;
  if (seat === DUCHY) {
    const dig = of('dig');
    if (dig.length > 0 && !said(log, /dug a tunnel|Dig/)) return dig[0]!;
    const digMove = of('dig-move');
    if (digMove.length > 0) return [...digMove].sort((a, b) => Number(f(b).n) - Number(f(a).n))[0]!;
    const sway = open.find((p) => p.key.startsWith('sway-'));
    if (sway && !said(log, /swayed|Sway/)) return sway.actions[0] as RootAction;
    const minister = open.find((p) => p.key.startsWith('minister-') && p.actions.length > 0);
    if (minister && !said(log, /minister/i)) return minister.actions[0] as RootAction;
  }
  if (seat === CORVIDS) {
    const flip = of('flip');
    if (flip.length > 0) return flip[0]!;
    // A fox warrior first (Hill, fox, is where the Legion stand), so that one stays beside the plot to flip it.
    const recruit = of('recruit').filter((a) => f(a).suit === 'fox');
    if (recruit.length > 0 && !said(log, /plot/i)) return recruit[0]!;
    const here = (a: RootAction, seat: number): number => v.map[Number(f(a).clearing) - 1]?.warriors[seat] ?? 0;
    const plot = of('plot').filter((a) => f(a).plot === PLOT && here(a, CORVIDS) >= 2 && here(a, EXPOSER) > 0);
    if (plot.length > 0 && !said(log, /plot/i)) return plot[0]!;
  }
  if (seat === EXPOSER) {
    const expose = of('expose').filter((a) => f(a).guess === GUESS);
    if (expose.length > 0 && !log.some((e) => e.kind === 'exposure')) return expose[expose.length - 1]!;
  }
  const done = open.find((p) => p.actions.length === 1 && (p.actions[0] as RootAction).t === 'done');
  return (done?.actions[0] ?? open[0]!.actions[0]) as RootAction;
}
