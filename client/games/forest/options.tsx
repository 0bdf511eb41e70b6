/** The Forest's choice on the create form: how long the journey is (the engine checks it again). */
import { RULES, soloTarget } from '../../../engine/games/forest/content/index.ts';
import type { GameOptionsUi } from '../../kit/types.ts';
import { say, useSay } from '../../words/say.ts';

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
  if (!Number.isInteger(rounds) || rounds < RULES.minRounds || rounds > RULES.maxRounds) return { error: say('forest.options.range', { min: RULES.minRounds, max: RULES.maxRounds }) };
  return { options: { rounds } };
}

function Fields({ seats, choices, onChange }: { seats: number; choices: ForestChoices; onChange(next: ForestChoices): void }) {
  const say = useSay();
  const rounds = choices.rounds === '' ? usual(seats) : Number(choices.rounds);
  return (
    <fieldset className="game-options" data-testid="game-options">
      <legend>{say('forest.options.legend')}</legend>
      <label className="field">
        <span>{say('forest.options.journey')}</span>
        <select data-testid="option-rounds" value={choices.rounds} onChange={(e) => onChange({ rounds: e.target.value })}>
          <option value="">{say('forest.options.usual', { n: usual(seats) })}</option>
          {Array.from({ length: RULES.maxRounds - RULES.minRounds + 1 }, (_, i) => RULES.minRounds + i).map((n) => (
            <option key={n} value={String(n)}>{say('forest.options.rounds', { n })}</option>
          ))}
        </select>
      </label>
      <p className="hint">
        {seats === 1 ? say('forest.options.solo', { n: soloTarget(rounds) }) : say('forest.options.many')}
        {' '}{say('forest.options.time')}
      </p>
    </fieldset>
  );
}

export const forestOptions: GameOptionsUi<ForestChoices> = {
  defaults: { rounds: '' },
  Fields,
  toOptions,
};
