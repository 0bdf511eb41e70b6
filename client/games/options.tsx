/**
 * A game's table options on the create form: the choices its rules leave to the host
 * (Explorers' heroes, Enraged Monsters and Lairs; which Root faction the host plays).
 * The form keeps one plain options object per game; `optionsFor` turns it into what the
 * server's `parseOptions` accepts (the engine validates it again and refuses bad ones).
 */

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

/** Root's factions in this project, in the order a two-seat table lists them. */
export const ROOT_FACTIONS: readonly HeroChoice[] = [
  { id: 'clergy', name: 'Honeycomb Clergy' },
  { id: 'legion', name: 'Queenless Legion' },
];

export interface ExplorersChoices {
  /** One entry per hero slot: a hero id, or '' for a random hero. */
  heroes: string[];
  /** The first player's seat (0-based), or '' for a random one. */
  first: string;
  enraged: 'off' | 'on' | 'runes';
  lairs: boolean;
}

export interface RootChoices {
  /** The faction the host (seat 1) plays; the other seat plays the other one. */
  host: string;
}

export interface TableChoices {
  explorers: ExplorersChoices;
  root: RootChoices;
}

export const DEFAULT_CHOICES: TableChoices = {
  explorers: { heroes: [], first: '', enraged: 'off', lairs: false },
  root: { host: 'clergy' },
};

/** How many heroes an Explorers table of `seats` plays with (solo: a team of two). */
export function explorersHeroCount(seats: number): number {
  return seats === 1 ? 2 : seats;
}

/**
 * The options sent with a new table of `gameId`. Explorers: chosen heroes in slot order
 * (random slots filled by the engine), only when at least one is chosen; a hero chosen
 * twice is refused here with the reason, before the server would.
 */
export function optionsFor(gameId: string, seats: number, choices: TableChoices): { options: Record<string, unknown> } | { error: string } {
  if (gameId === 'explorers') {
    const c = choices.explorers;
    const picked = c.heroes.slice(0, explorersHeroCount(seats)).filter((h) => h !== '');
    if (new Set(picked).size !== picked.length) return { error: 'Each hero can be chosen once.' };
    const options: Record<string, unknown> = { enraged: c.enraged, lairs: c.lairs };
    if (picked.length > 0) options.heroes = picked;
    const first = c.first === '' ? NaN : Number(c.first);
    if (Number.isInteger(first) && first >= 0 && first < seats) options.firstSeat = first;
    return { options };
  }
  if (gameId === 'root') {
    const other = ROOT_FACTIONS.find((f) => f.id !== choices.root.host);
    if (!other) return { error: 'Choose a faction.' };
    return { options: { factions: [choices.root.host, other.id] } };
  }
  return { options: {} };
}

interface FieldsProps {
  gameId: string;
  seats: number;
  choices: TableChoices;
  onChange(next: TableChoices): void;
}

/** The option fields for `gameId` (nothing for a game without options). */
export function GameOptionFields({ gameId, seats, choices, onChange }: FieldsProps) {
  if (gameId === 'explorers') {
    const c = choices.explorers;
    const set = (patch: Partial<ExplorersChoices>) => onChange({ ...choices, explorers: { ...c, ...patch } });
    const slots = explorersHeroCount(seats);
    return (
      <fieldset className="game-options" data-testid="game-options">
        <legend>Explorers options</legend>
        {seats > 1 && (
          <label className="field">
            <span>First player</span>
            <select data-testid="option-first" value={c.first} onChange={(e) => set({ first: e.target.value })}>
              <option value="">Random</option>
              {Array.from({ length: seats }, (_, i) => <option key={i} value={String(i)}>Seat {i + 1}</option>)}
            </select>
          </label>
        )}
        <div className="hero-slots">
          {Array.from({ length: slots }, (_, i) => (
            <label key={i} className="field">
              <span>Hero {i + 1}</span>
              <select
                data-testid={`option-hero-${i}`}
                value={c.heroes[i] ?? ''}
                onChange={(e) => {
                  const heroes = Array.from({ length: slots }, (_, j) => c.heroes[j] ?? '');
                  heroes[i] = e.target.value;
                  set({ heroes });
                }}
              >
                <option value="">Random</option>
                {EXPLORERS_HEROES.map((h) => <option key={h.id} value={h.id}>{h.name}</option>)}
              </select>
            </label>
          ))}
        </div>
        {seats > 1 && <p className="hint">Hero 1 goes to the first player, the next heroes round the table in turn order.</p>}
        <label className="field">
          <span>Enraged Monsters (advanced)</span>
          <select data-testid="option-enraged" value={c.enraged} onChange={(e) => set({ enraged: e.target.value as ExplorersChoices['enraged'] })}>
            <option value="off">Off</option>
            <option value="on">On</option>
            <option value="runes">On, rune variant</option>
          </select>
        </label>
        <label className="check">
          <input type="checkbox" data-testid="option-lairs" checked={c.lairs} onChange={(e) => set({ lairs: e.target.checked })} />
          <span>Lairs mini-expansion</span>
        </label>
      </fieldset>
    );
  }
  if (gameId === 'root') {
    return (
      <fieldset className="game-options" data-testid="game-options">
        <legend>Root options</legend>
        <label className="field">
          <span>You play</span>
          <select data-testid="option-faction" value={choices.root.host} onChange={(e) => onChange({ ...choices, root: { host: e.target.value } })}>
            {ROOT_FACTIONS.map((f) => <option key={f.id} value={f.id}>{f.name}</option>)}
          </select>
        </label>
        <p className="hint">The other seat plays the {ROOT_FACTIONS.find((f) => f.id !== choices.root.host)?.name}.</p>
      </fieldset>
    );
  }
  return null;
}
