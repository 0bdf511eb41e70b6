/** Root's choices on the create form: which faction the host plays (the other seat plays the other). */
import type { GameOptionsUi } from '../types.ts';
import { ROOT_FACTIONS } from './factions/index.ts';

export interface RootChoices {
  /** The faction the host (seat 1) plays; the other seat plays the other one. */
  host: string;
}

function toOptions(_seats: number, c: RootChoices): { options: Record<string, unknown> } | { error: string } {
  const other = ROOT_FACTIONS.find((f) => f.id !== c.host);
  if (!other) return { error: 'Choose a faction.' };
  return { options: { factions: [c.host, other.id] } };
}

function Fields({ choices, onChange }: { seats: number; choices: RootChoices; onChange(next: RootChoices): void }) {
  return (
    <fieldset className="game-options" data-testid="game-options">
      <legend>Root options</legend>
      <label className="field">
        <span>You play</span>
        <select data-testid="option-faction" value={choices.host} onChange={(e) => onChange({ host: e.target.value })}>
          {ROOT_FACTIONS.map((f) => <option key={f.id} value={f.id}>{f.name}</option>)}
        </select>
      </label>
      <p className="hint">The other seat plays the {ROOT_FACTIONS.find((f) => f.id !== choices.host)?.name}.</p>
    </fieldset>
  );
}

export const rootOptions: GameOptionsUi<RootChoices> = {
  defaults: { host: ROOT_FACTIONS[0]!.id },
  Fields,
  toOptions,
};
