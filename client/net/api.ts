/** The server's small HTTP API (same origin as the page; Vite proxies /api in dev). */
import {
  HTTP, openTablePath, type CreateTableRequest, type GameInfo, type HttpError, type TableListing,
} from '../../wire/protocol.ts';
import { say } from '../words/say.ts';
import { bodyText } from './refusal.ts';

export type { GameInfo, TableListing };

async function getJson(url: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(url, { headers: { Accept: 'application/json' }, ...init });
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status}`);
  return res.json() as Promise<unknown>;
}

function listOf(body: unknown, key: string): unknown[] {
  const list = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return Array.isArray(list) ? list : [];
}

export async function fetchGames(): Promise<GameInfo[]> {
  return listOf(await getJson(HTTP.games), 'games').filter(
    (g): g is GameInfo => typeof g === 'object' && g !== null && typeof (g as GameInfo).id === 'string',
  );
}

export async function fetchTables(): Promise<TableListing[]> {
  return listOf(await getJson(HTTP.listTables), 'tables').filter(
    (t): t is TableListing => typeof t === 'object' && t !== null && typeof (t as TableListing).code === 'string',
  );
}

/** A JSON POST (the only kind the server accepts). */
function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
}

/** Creates a table; resolves to its code, or throws an Error with the server's sentence. */
export async function createTableRequest(req: CreateTableRequest): Promise<string> {
  const res = await postJson(HTTP.createTable, req);
  const body = (await res.json().catch(() => null)) as Partial<HttpError> & { code?: unknown } | null;
  if (!res.ok) throw new Error(bodyText(body) ?? `HTTP ${res.status}`);
  if (typeof body?.code !== 'string') throw new Error(say('net.create.noCode'));
  return body.code;
}

/**
 * Asks the server to bring a stored table back to life before joining it. A 404 (no
 * such table, or the server does not need this step) is not an error here; a 409 (a
 * table played under rules this server no longer plays) throws the server's sentence.
 * `origin`: the server's, when it is not the page's (the room tests).
 */
export async function openStoredTable(code: string, origin = ''): Promise<void> {
  let res: Response;
  try {
    res = await postJson(origin + openTablePath(code), {});
  } catch (err) {
    console.warn(`open table ${code}:`, err);
    return;
  }
  if (res.status === 409) {
    const body: unknown = await res.json().catch(() => null);
    throw new Error(bodyText(body) ?? say('net.open.refused', { code }));
  }
  if (!res.ok && res.status !== 404) console.warn(`open table ${code}: HTTP ${res.status}`);
}
