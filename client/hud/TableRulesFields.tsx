import type { AbsentPolicy, BotSeatLevel, ClockSettings } from '../../wire/protocol.ts';
import { useSay } from '../words/say.ts';

/** The host's choices for a rules table: a clock, what happens to absent players, bot seats. */
export interface TableRulesChoice {
  clock: 'none' | 'realtime' | 'turn';
  bankMinutes: number;
  bonusSeconds: number;
  moveHours: number;
  absent: AbsentPolicy;
  /** Per seat after the host's own (seat 1 is always the host's). */
  bots: (BotSeatLevel | null)[];
}

export const DEFAULT_TABLE_RULES: TableRulesChoice = {
  clock: 'none', bankMinutes: 20, bonusSeconds: 30, moveHours: 24, absent: 'wait', bots: [],
};

const BANKS = [5, 10, 20, 30, 60];
const BONUSES = [0, 10, 30, 60];
/** Times per move, in hours (worded as hud.rulesForm.move.<hours>). */
const MOVES = [1, 12, 24, 72, 168];
const ABSENT: readonly AbsentPolicy[] = ['wait', 'skip', 'bot'];

/** What the create request carries for these choices. */
export function tableRulesRequest(c: TableRulesChoice, seats: number): { clock?: ClockSettings; absent: AbsentPolicy; bots: (BotSeatLevel | null)[] } {
  const bots = Array.from({ length: seats }, (_, i) => (i === 0 ? null : c.bots[i - 1] ?? null));
  const clock: ClockSettings | undefined = c.clock === 'realtime'
    ? { kind: 'realtime', bankMs: c.bankMinutes * 60_000, bonusMs: c.bonusSeconds * 1000 }
    : c.clock === 'turn' ? { kind: 'turn', moveMs: c.moveHours * 3_600_000 } : undefined;
  return { ...(clock ? { clock } : {}), absent: c.absent, bots };
}

export function TableRulesFields({ seats, value, onChange }: { seats: number; value: TableRulesChoice; onChange: (next: TableRulesChoice) => void }) {
  const say = useSay();
  const set = (patch: Partial<TableRulesChoice>) => onChange({ ...value, ...patch });
  const setBot = (i: number, level: BotSeatLevel | null) => {
    const bots = value.bots.slice();
    bots[i] = level;
    set({ bots });
  };
  return (
    <fieldset className="table-rules" data-testid="table-rules">
      <legend>{say('hud.rulesForm.legend')}</legend>
      <label className="field">
        <span>{say('hud.rulesForm.clock')}</span>
        <select data-testid="create-clock" value={value.clock} onChange={(e) => set({ clock: e.target.value as TableRulesChoice['clock'] })}>
          <option value="none">{say('hud.rulesForm.clock.none')}</option>
          <option value="realtime">{say('hud.rulesForm.clock.realtime')}</option>
          <option value="turn">{say('hud.rulesForm.clock.turn')}</option>
        </select>
      </label>
      {value.clock === 'realtime' && (
        <>
          <label className="field">
            <span>{say('hud.rulesForm.bank')}</span>
            <select data-testid="create-bank" value={value.bankMinutes} onChange={(e) => set({ bankMinutes: Number(e.target.value) })}>
              {BANKS.map((m) => <option key={m} value={m}>{say('hud.rulesForm.minutes', { n: m })}</option>)}
            </select>
          </label>
          <label className="field">
            <span>{say('hud.rulesForm.bonus')}</span>
            <select data-testid="create-bonus" value={value.bonusSeconds} onChange={(e) => set({ bonusSeconds: Number(e.target.value) })}>
              {BONUSES.map((b) => <option key={b} value={b}>{b === 0 ? say('hud.rulesForm.bonus.none') : say('hud.rulesForm.seconds', { n: b })}</option>)}
            </select>
          </label>
        </>
      )}
      {value.clock === 'turn' && (
        <label className="field">
          <span>{say('hud.rulesForm.move')}</span>
          <select data-testid="create-move" value={value.moveHours} onChange={(e) => set({ moveHours: Number(e.target.value) })}>
            {MOVES.map((h) => <option key={h} value={h}>{say(`hud.rulesForm.move.${h}`)}</option>)}
          </select>
        </label>
      )}
      <label className="field">
        <span>{value.clock === 'none' ? say('hud.rulesForm.leaves') : say('hud.rulesForm.leavesOrOut')}</span>
        <select data-testid="create-absent" value={value.absent} onChange={(e) => set({ absent: e.target.value as AbsentPolicy })}>
          {ABSENT.map((v) => <option key={v} value={v}>{say(`hud.rulesForm.absent.${v}`)}</option>)}
        </select>
      </label>
      {Array.from({ length: seats - 1 }, (_, i) => (
        <label className="field" key={i}>
          <span>{say('hud.seat', { n: i + 2 })}</span>
          <select data-testid={`create-bot-${i + 2}`} value={value.bots[i] ?? 'person'} onChange={(e) => setBot(i, e.target.value === 'person' ? null : e.target.value as BotSeatLevel)}>
            <option value="person">{say('hud.rulesForm.person')}</option>
            <option value="search">{say('hud.rulesForm.botSearch')}</option>
            <option value="random">{say('hud.rulesForm.botRandom')}</option>
          </select>
        </label>
      ))}
    </fieldset>
  );
}
