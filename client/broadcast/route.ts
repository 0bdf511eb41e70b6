/**
 * The streaming pages' addresses (pure): the broadcast page `/t/<CODE>/broadcast` and the
 * overlay page `/t/<CODE>/overlay` for an OBS browser source. Query parameters:
 *   - `show`: which overlays, comma-separated (`banner`, `seats`, `log`, `dice`, and
 *     `hidden` — the hands and secrets only a caster sees); the broadcast page shows
 *     banner, seats and log unless told otherwise, and `hidden` too for a caster;
 *   - `caster`: a caster link's secret — watch as the caster (everything, the caster delay
 *     behind); without it the page is a spectator;
 *   - `lines`: how many log lines the ticker keeps (1–12, default 4);
 *   - `follow`: the broadcast page watches through that seat's camera (1 is the first seat)
 *     instead of the director's, once the player's camera is known; a caster page gets no
 *     player's camera (it would run ahead of its delay) and keeps the director's.
 */
export const OVERLAYS = ['banner', 'seats', 'log', 'dice', 'hidden'] as const;
export type OverlayKind = (typeof OVERLAYS)[number];

export interface BroadcastRoute {
  page: 'broadcast' | 'overlay';
  code: string;
  show: OverlayKind[];
  caster: string | null;
  lines: number;
  /** The seat (index) whose camera the broadcast page follows; absent: the director's. */
  follow?: number;
}

const CODE_PATTERN = /^[A-Za-z0-9]{4,12}$/;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const DEFAULT_SHOW: Record<BroadcastRoute['page'], OverlayKind[]> = {
  broadcast: ['banner', 'seats', 'log'],
  overlay: ['seats'],
};

function defaultShow(page: BroadcastRoute['page'], caster: boolean): OverlayKind[] {
  return page === 'broadcast' && caster ? [...DEFAULT_SHOW.broadcast, 'hidden'] : DEFAULT_SHOW[page];
}

/** The streaming page at this address, or null for any other page. */
export function parseBroadcastRoute(pathname: string, search: string): BroadcastRoute | null {
  const m = /^\/t\/([^/]+)\/(broadcast|overlay)\/?$/.exec(pathname);
  if (!m) return null;
  const code = decodeURIComponent(m[1]!);
  if (!CODE_PATTERN.test(code)) return null;
  const page = m[2] as BroadcastRoute['page'];
  const q = new URLSearchParams(search);
  const asked = (q.get('show') ?? '').split(',').map((s) => s.trim()).filter((s): s is OverlayKind => (OVERLAYS as readonly string[]).includes(s));
  const token = q.get('caster');
  const lines = Number.parseInt(q.get('lines') ?? '', 10);
  const follow = /^\d{1,2}$/.test(q.get('follow') ?? '') ? Number(q.get('follow')) - 1 : -1;
  return {
    page,
    code,
    show: asked.length > 0 ? [...new Set(asked)] : defaultShow(page, token !== null && TOKEN_PATTERN.test(token)),
    caster: token && TOKEN_PATTERN.test(token) ? token : null,
    lines: Number.isFinite(lines) ? Math.min(12, Math.max(1, lines)) : 4,
    ...(follow >= 0 ? { follow } : {}),
  };
}

/** A streaming page's address (path and query) for a table. */
export function broadcastPath(page: BroadcastRoute['page'], code: string, opts: { show?: OverlayKind[]; caster?: string | null; follow?: number | null } = {}): string {
  const q = new URLSearchParams();
  if (opts.show && opts.show.length > 0) q.set('show', opts.show.join(','));
  if (opts.caster) q.set('caster', opts.caster);
  if (opts.follow !== undefined && opts.follow !== null) q.set('follow', String(opts.follow + 1));
  const query = q.toString();
  return `/t/${encodeURIComponent(code)}/${page}${query ? `?${query}` : ''}`;
}

/** The links of the streamer kit: the broadcast page and one overlay per kind (worded as `broadcast.link.<key>`). */
export function streamerLinks(origin: string, code: string, caster: string | null): { key: string; url: string }[] {
  const opts = { caster };
  return [
    { key: 'broadcast', url: origin + broadcastPath('broadcast', code, opts) },
    { key: 'dice', url: origin + broadcastPath('overlay', code, { ...opts, show: ['dice'] }) },
    { key: 'seats', url: origin + broadcastPath('overlay', code, { ...opts, show: ['seats'] }) },
    { key: 'log', url: origin + broadcastPath('overlay', code, { ...opts, show: ['log'] }) },
    { key: 'banner', url: origin + broadcastPath('overlay', code, { ...opts, show: ['banner'] }) },
    ...(caster ? [{ key: 'hidden', url: origin + broadcastPath('overlay', code, { ...opts, show: ['hidden'] }) }] : []),
  ];
}
