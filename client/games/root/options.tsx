/**
 * Root's choices on the create form: a faction for each seat (a faction, drawn at random,
 * or picked by the player at the table before setup) and the turn order (clockwise from a
 * first player, or drawn at random).
 */
import type { GameOptionsUi } from '../../kit/types.ts';
import { say, useSay } from '../../words/say.ts';
import type { FactionIdentity } from '../../../engine/games/root/faction.ts';
// The factions' manifests: names without rules; the form does not load their clients (boards, art, rules).
import { FACTION_MANIFESTS } from '../../../engine/games/root/factions/index.ts';

export interface RootChoices {
  /** Per seat (index 0 = seat 1): a faction id, "random" or "pick". */
  factions: string[];
  /** "random", or the seat (0-based, as a string) that takes the first turn. */
  first: string;
}

const MAX = 4;

/** The form's choices offered, one per faction of `factions`. */
type Factions = readonly FactionIdentity[];

function defaults(factions: Factions): RootChoices {
  return { factions: Array.from({ length: MAX }, (_, i) => factions[i]?.id ?? 'random'), first: '0' };
}

/** The engine's options for `seats` seats, or why these choices cannot be sent. */
function toOptions(ROOT_FACTIONS: Factions, seats: number, c: RootChoices): { options: Record<string, unknown> } | { error: string } {
  const factions = Array.from({ length: seats }, (_, i) => c.factions[i] ?? 'random');
  const fixed = factions.filter((f) => f !== 'random' && f !== 'pick');
  const twice = fixed.find((f, i) => fixed.indexOf(f) !== i);
  if (twice) return { error: say('root.options.twice', { faction: ROOT_FACTIONS.find((f) => f.id === twice)?.name ?? twice }) };
  if (seats > ROOT_FACTIONS.length) return { error: say('root.options.too-many', { n: ROOT_FACTIONS.length }) };
  const first = c.first === 'random' ? null : Math.min(seats - 1, Math.max(0, Number(c.first) || 0));
  const order = first === null ? 'random' : Array.from({ length: seats }, (_, i) => (first + i) % seats);
  return { options: { factions, order } };
}

function Fields({ factions: ROOT_FACTIONS, seats, choices, onChange }: { factions: Factions; seats: number; choices: RootChoices; onChange(next: RootChoices): void }) {
  const say = useSay();
  const set = (i: number, id: string) => onChange({ ...choices, factions: choices.factions.map((f, k) => (k === i ? id : f)) });
  return (
    <fieldset className="game-options" data-testid="game-options">
      <legend>{say('root.options.legend')}</legend>
      {Array.from({ length: seats }, (_, i) => (
        <label className="field" key={i}>
          <span>{i === 0 ? say('root.options.seat-you') : say('root.seat', { n: i + 1 })}</span>
          <select data-testid={`option-faction-${i}`} value={choices.factions[i] ?? 'random'} onChange={(e) => set(i, e.target.value)}>
            {ROOT_FACTIONS.map((f) => <option key={f.id} value={f.id}>{f.name}</option>)}
            <option value="random">{say('root.options.random-faction')}</option>
            <option value="pick">{say('root.options.pick')}</option>
          </select>
        </label>
      ))}
      <label className="field">
        <span>{say('root.options.first')}</span>
        <select data-testid="option-first" value={choices.first} onChange={(e) => onChange({ ...choices, first: e.target.value })}>
          {Array.from({ length: seats }, (_, i) => <option key={i} value={String(i)}>{say('root.options.first-seat', { n: i + 1 })}</option>)}
          <option value="random">{say('root.options.random-order')}</option>
        </select>
      </label>
      <p className="hint">{say('root.options.pick-hint')}</p>
    </fieldset>
  );
}

/** Root's create-form fields offering `factions` (the list of manifests; a test may hand it a longer one). */
export function rootOptionsFor(factions: Factions): GameOptionsUi<RootChoices> {
  let initial: RootChoices | undefined;
  function RootFields(props: { seats: number; choices: RootChoices; onChange(next: RootChoices): void }) {
    return <Fields factions={factions} {...props} />;
  }
  return {
    // Read on first use, not when this module loads: the faction list may still be loading
    // then (the shared HUD and the game registry import each other).
    get defaults(): RootChoices {
      return (initial ??= defaults(factions));
    },
    Fields: RootFields,
    toOptions: (seats, c) => toOptions(factions, seats, c),
  };
}

export const rootOptions: GameOptionsUi<RootChoices> = rootOptionsFor(FACTION_MANIFESTS);

