/**
 * Delve's choices on the create form: the character of each seat, or a random one. The
 * engine validates the options again (each character once) and refuses bad ones.
 */
import { CONTENT } from '../../../engine/games/delve/content/index.ts';
import type { GameOptionsUi } from '../../kit/types.ts';
import { say, useSay } from '../../words/say.ts';

export interface DelveChoices {
  /** One entry per seat: a character id, or '' for a random one. */
  characters: string[];
}

const CHARACTERS = CONTENT.characterOrder.map((id) => CONTENT.characters[id]!);

/** The options sent with a new table: one entry per seat ("random" where none is picked), a character chosen twice refused here first. */
function toOptions(seats: number, c: DelveChoices): { options: Record<string, unknown> } | { error: string } {
  const picked = Array.from({ length: seats }, (_, i) => c.characters[i] ?? '');
  const named = picked.filter((x) => x !== '');
  if (new Set(named).size !== named.length) return { error: say('delve.options.once') };
  if (named.length === 0) return { options: {} };
  return { options: { characters: picked.map((x) => x || 'random') } };
}

function Fields({ seats, choices: c, onChange }: { seats: number; choices: DelveChoices; onChange(next: DelveChoices): void }) {
  const say = useSay();
  return (
    <fieldset className="game-options" data-testid="game-options">
      <legend>{say('delve.options.legend')}</legend>
      <div className="hero-slots">
        {Array.from({ length: seats }, (_, i) => (
          <label key={i} className="field">
            <span>{say('delve.options.seat', { n: i + 1 })}</span>
            <select
              data-testid={`option-character-${i}`}
              value={c.characters[i] ?? ''}
              onChange={(e) => {
                const characters = Array.from({ length: seats }, (_, j) => c.characters[j] ?? '');
                characters[i] = e.target.value;
                onChange({ characters });
              }}
            >
              <option value="">{say('delve.options.random')}</option>
              {CHARACTERS.map((ch) => <option key={ch.id} value={ch.id}>{say(`delve.name.character.${ch.id}`)} — {say(`delve.name.role.${ch.id}`)}</option>)}
            </select>
          </label>
        ))}
      </div>
      <p className="hint">{say('delve.options.hint')}</p>
    </fieldset>
  );
}

export const delveOptions: GameOptionsUi<DelveChoices> = {
  defaults: { characters: [] },
  Fields,
  toOptions,
};

