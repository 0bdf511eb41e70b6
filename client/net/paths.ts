/** Pure helpers for addresses: the server endpoint, the table route and share links. */
import { CODE_ALPHABET, CODE_LENGTH } from '../../wire/protocol.ts';

export interface LocationLike {
  protocol: string;
  host: string;
  hostname: string;
}

/** Port of the game server when the page comes from the Vite dev server. */
export const DEV_SERVER_PORT = 2567;

/**
 * The Colyseus endpoint for this page. In production the server serves the page, so it
 * is the page's own origin; under the Vite dev server the game server runs beside it.
 */
export function serverEndpoint(loc: LocationLike, dev: boolean): string {
  if (dev) return `ws://${loc.hostname}:${DEV_SERVER_PORT}`;
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}`;
}

export interface Route {
  /** Table code from `/t/<CODE>`, or null on the start page. */
  code: string | null;
  /** `?watch=1`: join as a spectator. */
  watch: boolean;
  /** `/r/<CODE>`: the table's replay (set only then). */
  replay?: true;
  /** `/u/<id>`: an account's profile, its ratings and history (set only then). */
  profile?: string;
}

/** Account ids are random base64url (server/accounts/accounts.ts); a longer or odd one names nobody. */
const ACCOUNT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const CODE_PATTERN = /^[A-Za-z0-9]{4,12}$/;

/**
 * Cleans a typed or pasted code (a full share link works too): upper case, no spaces or
 * dashes. Returns null unless it is CODE_LENGTH characters of the code alphabet.
 */
export function normalizeCode(input: string): string | null {
  let text = input.trim();
  const fromLink = /\/t\/([^/?#]+)/.exec(text);
  if (fromLink) text = decodeURIComponent(fromLink[1]!);
  text = text.replace(/[\s-]/g, '').toUpperCase();
  if (text.length !== CODE_LENGTH) return null;
  return [...text].every((ch) => CODE_ALPHABET.includes(ch)) ? text : null;
}

export function parseRoute(pathname: string, search: string): Route {
  const m = /^\/([tr])\/([^/]+)\/?$/.exec(pathname);
  const code = m ? safeDecode(m[2]!) : null;
  const watch = new URLSearchParams(search).get('watch');
  const route: Route = { code: code && CODE_PATTERN.test(code) ? code : null, watch: watch === '1' || watch === 'true' };
  if (m?.[1] === 'r' && route.code) route.replay = true;
  const u = /^\/u\/([^/]+)\/?$/.exec(pathname);
  const id = u ? safeDecode(u[1]!) : null;
  if (id !== null && ACCOUNT_ID_PATTERN.test(id)) route.profile = id;
  return route;
}

function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** `/r/<CODE>`: the replay of a table. */
export function replayPagePath(code: string): string {
  return `/r/${encodeURIComponent(code)}`;
}

/** `/u/<id>`: an account's profile page. */
export function profilePath(accountId: string): string {
  return `/u/${encodeURIComponent(accountId)}`;
}

export function tablePath(code: string, watch = false): string {
  return `/t/${encodeURIComponent(code)}${watch ? '?watch=1' : ''}`;
}

/** The link to hand to friends: it always seats them (they can choose to watch). */
export function shareLink(origin: string, code: string): string {
  return `${origin}${tablePath(code)}`;
}
