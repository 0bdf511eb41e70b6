import type { AbsentPolicy, BotSeatLevel, ClockSettings } from '../../wire/protocol.ts';

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
const MOVES: [number, string][] = [[1, '1 hour'], [12, '12 hours'], [24, '1 day'], [72, '3 days'], [168, '1 week']];
const ABSENT: [AbsentPolicy, string][] = [
  ['wait', 'Wait for them'],
  ['skip', 'Skip their turn where the rules allow'],
  ['bot', 'A bot plays for them until they are back'],
];

/** What the create request carries for these choices. */
export function tableRulesRequest(c: TableRulesChoice, seats: number): { clock?: ClockSettings; absent: AbsentPolicy; bots: (BotSeatLevel | null)[] } {
  const bots = Array.from({ length: seats }, (_, i) => (i === 0 ? null : c.bots[i - 1] ?? null));
  const clock: ClockSettings | undefined = c.clock === 'realtime'
    ? { kind: 'realtime', bankMs: c.bankMinutes * 60_000, bonusMs: c.bonusSeconds * 1000 }
    : c.clock === 'turn' ? { kind: 'turn', moveMs: c.moveHours * 3_600_000 } : undefined;
  return { ...(clock ? { clock } : {}), absent: c.absent, bots };
}

export function TableRulesFields({ seats, value, onChange }: { seats: number; value: TableRulesChoice; onChange: (next: TableRulesChoice) => void }) {
  const set = (patch: Partial<TableRulesChoice>) => onChange({ ...value, ...patch });
  const setBot = (i: number, level: BotSeatLevel | null) => {
    const bots = value.bots.slice();
    bots[i] = level;
    set({ bots });
  };
  return (
    <fieldset className="table-rules" data-testid="table-rules">
      <legend>Clock and bots</legend>
      <label className="field">
        <span>Clock</span>
        <select data-testid="create-clock" value={value.clock} onChange={(e) => set({ clock: e.target.value as TableRulesChoice['clock'] })}>
          <option value="none">No clock</option>
          <option value="realtime">Real time: a time bank each</option>
          <option value="turn">Turn based: a deadline per move</option>
        </select>
      </label>
      {value.clock === 'realtime' && (
        <>
          <label className="field">
            <span>Time bank</span>
            <select data-testid="create-bank" value={value.bankMinutes} onChange={(e) => set({ bankMinutes: Number(e.target.value) })}>
              {BANKS.map((m) => <option key={m} value={m}>{m} minutes</option>)}
            </select>
          </label>
          <label className="field">
            <span>Bonus per turn</span>
            <select data-testid="create-bonus" value={value.bonusSeconds} onChange={(e) => set({ bonusSeconds: Number(e.target.value) })}>
              {BONUSES.map((b) => <option key={b} value={b}>{b === 0 ? 'none' : `${b} seconds`}</option>)}
            </select>
          </label>
        </>
      )}
      {value.clock === 'turn' && (
        <label className="field">
          <span>Time per move</span>
          <select data-testid="create-move" value={value.moveHours} onChange={(e) => set({ moveHours: Number(e.target.value) })}>
            {MOVES.map(([h, label]) => <option key={h} value={h}>{label}</option>)}
          </select>
        </label>
      )}
      <label className="field">
        <span>{value.clock === 'none' ? 'When a player leaves' : 'When a player leaves or runs out of time'}</span>
        <select data-testid="create-absent" value={value.absent} onChange={(e) => set({ absent: e.target.value as AbsentPolicy })}>
          {ABSENT.map(([v, label]) => <option key={v} value={v}>{label}</option>)}
        </select>
      </label>
      {Array.from({ length: seats - 1 }, (_, i) => (
        <label className="field" key={i}>
          <span>Seat {i + 2}</span>
          <select data-testid={`create-bot-${i + 2}`} value={value.bots[i] ?? 'person'} onChange={(e) => setBot(i, e.target.value === 'person' ? null : e.target.value as BotSeatLevel)}>
            <option value="person">A person</option>
            <option value="search">Bot (thinking)</option>
            <option value="random">Bot (random moves)</option>
          </select>
        </label>
      ))}
    </fieldset>
  );
}
