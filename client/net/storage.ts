/**
 * What the browser remembers: the player's name and colour (localStorage, across visits)
 * and the reconnection token per table (sessionStorage, so a reload in the same tab gets
 * the same seat back). Storage can be unavailable (private modes); then nothing is kept.
 */

export interface Profile {
  name: string;
  color: string;
}

/** Seat colours offered on the start page (all valid `#rrggbb` for the server). */
export const PROFILE_COLORS = [
  '#c0392b', '#e67e22', '#f1c40f', '#7fa35b', '#27ae60',
  '#16a085', '#2980b9', '#8e44ad', '#d35490', '#8d6e63',
] as const;

const PROFILE_KEY = 'woodland:profile';
const TOKEN_PREFIX = 'woodland:token:';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage full or disabled: the feature degrades to "not remembered".
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** Keeps a name the server accepts (1–24 characters) and a `#rrggbb` colour. */
export function cleanProfile(raw: Partial<Profile> | null | undefined): Profile {
  const name = (raw?.name ?? '').replace(/\s+/g, ' ').trim().slice(0, 24);
  const color = raw?.color && /^#[0-9a-fA-F]{6}$/.test(raw.color) ? raw.color.toLowerCase() : PROFILE_COLORS[0];
  return { name: name || 'Guest', color };
}

export function loadProfile(): Profile {
  const text = read(local, PROFILE_KEY);
  try {
    return cleanProfile(text ? (JSON.parse(text) as Partial<Profile>) : null);
  } catch {
    return cleanProfile(null);
  }
}

/** The stored profile as saved (JSON), or null when this browser never saved one. */
export function savedProfileText(): string | null {
  return read(local, PROFILE_KEY);
}

export function saveProfile(profile: Profile): void {
  write(local, PROFILE_KEY, JSON.stringify(cleanProfile(profile)));
}

export interface StoredToken {
  /** Colyseus' reconnection token of the last connection. */
  token: string;
  spectator: boolean;
  /** The seat's own `resume` token (welcome), which takes the seat back at once. */
  resume?: string;
  /** The seat held, to ask for it again if the table had to be reopened. */
  seat?: number;
}

export function loadToken(code: string): StoredToken | null {
  const text = read(session, TOKEN_PREFIX + code);
  if (!text) return null;
  try {
    const t = JSON.parse(text) as Partial<StoredToken>;
    if (typeof t.token !== 'string') return null;
    const token: StoredToken = { token: t.token, spectator: t.spectator === true };
    if (typeof t.resume === 'string') token.resume = t.resume;
    if (typeof t.seat === 'number' && Number.isInteger(t.seat) && t.seat >= 0) token.seat = t.seat;
    return token;
  } catch {
    return null;
  }
}

export function saveToken(code: string, token: StoredToken | null): void {
  write(session, TOKEN_PREFIX + code, token ? JSON.stringify(token) : null);
}
