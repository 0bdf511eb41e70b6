/** The Forest's choice on the create form: how long the journey is (the engine checks it again). */
import { RULES, soloTarget } from '../../../engine/games/forest/content/index.ts';
import type { GameOptionsUi } from '../../kit/types.ts';

export interface ForestChoices {
  /** Rounds, or '' for the usual length for that many travellers. */
  rounds: string;
}

function usual(seats: number): number {
  return RULES.rounds[seats] ?? 4;
}

function toOptions(_seats: number, c: ForestChoices): { options: Record<string, unknown> } | { error: string } {
  if (c.rounds === '') return { options: {} };
  const rounds = Number(c.rounds);
  if (!Number.isInteger(rounds) || rounds < RULES.minRounds || rounds > RULES.maxRounds) return { error: `A journey lasts ${RULES.minRounds} to ${RULES.maxRounds} rounds.` };
  return { options: { rounds } };
}

function Fields({ seats, choices, onChange }: { seats: number; choices: ForestChoices; onChange(next: ForestChoices): void }) {
  const rounds = choices.rounds === '' ? usual(seats) : Number(choices.rounds);
  return (
    <fieldset className="game-options" data-testid="game-options">
      <legend>Into the Forest options</legend>
      <label className="field">
        <span>Journey</span>
        <select data-testid="option-rounds" value={choices.rounds} onChange={(e) => onChange({ rounds: e.target.value })}>
          <option value="">Usual: {usual(seats)} rounds</option>
          {Array.from({ length: RULES.maxRounds - RULES.minRounds + 1 }, (_, i) => RULES.minRounds + i).map((n) => (
            <option key={n} value={String(n)}>{n} rounds</option>
          ))}
        </select>
      </label>
      <p className="hint">
        {seats === 1
          ? `Alone: come through standing with ${soloTarget(rounds)} renown to win.`
          : 'The traveller still standing with the most renown after the last round wins.'}
        {' '}About 2 minutes a round for each traveller.
      </p>
    </fieldset>
  );
}

export const forestOptions: GameOptionsUi<ForestChoices> = {
  defaults: { rounds: '' },
  Fields,
  toOptions,
};
