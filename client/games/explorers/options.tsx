/**
 * Explorers' choices on the create form: heroes, the first player, Enraged Monsters and
 * the Lairs mini-expansion. The engine validates the options again and refuses bad ones.
 */
import type { GameOptionsUi } from '../../kit/types.ts';
import { say, useSay } from '../../words/say.ts';

export interface HeroChoice {
  id: string;
  name: string;
}

/** The four heroes, in the engine's ids. */
export const EXPLORERS_HEROES: readonly HeroChoice[] = [
  { id: 'xylia', name: 'Xylia' },
  { id: 'klethor', name: 'Klethor' },
  { id: 'shavi', name: "Sha'Vi" },
  { id: 'bethras', name: 'Bethras' },
];

export interface ExplorersChoices {
  /** One entry per hero slot: a hero id, or '' for a random hero. */
  heroes: string[];
  /** The first player's seat (0-based), or '' for a random one. */
  first: string;
  enraged: 'off' | 'on' | 'runes';
  lairs: boolean;
}

/** How many heroes an Explorers table of `seats` plays with (solo: a team of two). */
export function explorersHeroCount(seats: number): number {
  return seats === 1 ? 2 : seats;
}

/**
 * The options sent with a new table: chosen heroes in slot order (random slots filled by
 * the engine), only when at least one is chosen; a hero chosen twice is refused here with
 * the reason, before the server would.
 */
function toOptions(seats: number, c: ExplorersChoices): { options: Record<string, unknown> } | { error: string } {
  const picked = c.heroes.slice(0, explorersHeroCount(seats)).filter((h) => h !== '');
  if (new Set(picked).size !== picked.length) return { error: say('explorers.options.heroTwice') };
  const options: Record<string, unknown> = { enraged: c.enraged, lairs: c.lairs };
  if (picked.length > 0) options.heroes = picked;
  const first = c.first === '' ? NaN : Number(c.first);
  if (Number.isInteger(first) && first >= 0 && first < seats) options.firstSeat = first;
  return { options };
}

function Fields({ seats, choices: c, onChange }: { seats: number; choices: ExplorersChoices; onChange(next: ExplorersChoices): void }) {
  const say = useSay();
  const set = (patch: Partial<ExplorersChoices>) => onChange({ ...c, ...patch });
  const slots = explorersHeroCount(seats);
  return (
    <fieldset className="game-options" data-testid="game-options">
      <legend>{say('explorers.options.legend')}</legend>
      {seats > 1 && (
        <label className="field">
          <span>{say('explorers.options.first')}</span>
          <select data-testid="option-first" value={c.first} onChange={(e) => set({ first: e.target.value })}>
            <option value="">{say('explorers.options.random')}</option>
            {Array.from({ length: seats }, (_, i) => <option key={i} value={String(i)}>{say('explorers.options.seat', { n: i + 1 })}</option>)}
          </select>
        </label>
      )}
      <div className="hero-slots">
        {Array.from({ length: slots }, (_, i) => (
          <label key={i} className="field">
            <span>{say('explorers.options.hero', { n: i + 1 })}</span>
            <select
              data-testid={`option-hero-${i}`}
              value={c.heroes[i] ?? ''}
              onChange={(e) => {
                const heroes = Array.from({ length: slots }, (_, j) => c.heroes[j] ?? '');
                heroes[i] = e.target.value;
                set({ heroes });
              }}
            >
              <option value="">{say('explorers.options.random')}</option>
              {EXPLORERS_HEROES.map((h) => <option key={h.id} value={h.id}>{say(`explorers.name.hero.${h.id}`)}</option>)}
            </select>
          </label>
        ))}
      </div>
      {seats > 1 && <p className="hint">{say('explorers.options.heroHint')}</p>}
      <label className="field">
        <span>{say('explorers.options.enraged')}</span>
        <select data-testid="option-enraged" value={c.enraged} onChange={(e) => set({ enraged: e.target.value as ExplorersChoices['enraged'] })}>
          <option value="off">{say('explorers.options.enraged.off')}</option>
          <option value="on">{say('explorers.options.enraged.on')}</option>
          <option value="runes">{say('explorers.options.enraged.runes')}</option>
        </select>
      </label>
      <label className="check">
        <input type="checkbox" data-testid="option-lairs" checked={c.lairs} onChange={(e) => set({ lairs: e.target.checked })} />
        <span>{say('explorers.options.lairs')}</span>
      </label>
    </fieldset>
  );
}

export const explorersOptions: GameOptionsUi<ExplorersChoices> = {
  defaults: { heroes: [], first: '', enraged: 'off', lairs: false },
  Fields,
  toOptions,
};
