/**
 * What the account routes need of the deployment (docs/DEPLOY.md "Accounts and turn
 * notifications"): the site's origin as browsers see it, which passkeys are bound to and
 * which every state-changing request must come from, and the push settings.
 */
import webpush from 'web-push';

export interface SiteConfig {
  /**
   * The site's origin (WOODLAND_ORIGIN, e.g. `https://table.example.org`): passkeys are
   * made for its host name, and a request that changes anything must come from it. Null
   * (development): each request's own `Host`, over http — which browsers allow passkeys on
   * for `localhost` only.
   */
  origin: string | null;
  /** Web Push (server/accounts/push.ts). */
  push: PushConfig;
}

export interface PushConfig {
  /** VAPID keys (RFC 8292), base64url: given (WOODLAND_VAPID_PUBLIC_KEY/PRIVATE_KEY), or made once and kept in the store. */
  publicKey: string;
  privateKey: string;
  /** Who push services may contact about this server: a `mailto:` or `https:` URL (WOODLAND_VAPID_SUBJECT). */
  subject: string;
  /**
   * Endpoint origins push messages may go to besides `https` ones on public addresses:
   * TEST ONLY, a loopback endpoint that receives them (tests/room/push-endpoint.ts).
   */
  allowedOrigins: readonly string[];
  /**
   * How long after an account's last window at a table closed a turn the table already
   * waits on is told (a reload coming back within it is not worth a notification).
   */
  windowGraceMs: number;
}

/** The origin a request was made to: the configured one, or (development) `http://` + its Host header. */
export function siteOrigin(site: Pick<SiteConfig, 'origin'>, host: string | undefined): string | null {
  if (site.origin !== null) return site.origin;
  if (!host || !/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:]+\](:\d{1,5})?$/.test(host)) return null;
  return `http://${host}`;
}

/** The VAPID keys: both given, or a pair made once and kept in the store for every process (`settingOnce`). */
export async function deploymentVapid(
  given: { publicKey?: string | undefined; privateKey?: string | undefined },
  store: { settingOnce(name: string, value: string): Promise<string> },
): Promise<{ publicKey: string; privateKey: string }> {
  if (given.publicKey && given.privateKey) {
    if (!/^[A-Za-z0-9_-]{87}$/.test(given.publicKey) || !/^[A-Za-z0-9_-]{43}$/.test(given.privateKey)) {
      throw new Error('WOODLAND_VAPID_PUBLIC_KEY and WOODLAND_VAPID_PRIVATE_KEY must be the base64url keys `npx web-push generate-vapid-keys` prints');
    }
    return { publicKey: given.publicKey, privateKey: given.privateKey };
  }
  if (given.publicKey || given.privateKey) throw new Error('Give both WOODLAND_VAPID_PUBLIC_KEY and WOODLAND_VAPID_PRIVATE_KEY, or neither');
  const made = webpush.generateVAPIDKeys();
  const kept = JSON.parse(await store.settingOnce('vapid-keys', JSON.stringify(made))) as { publicKey: string; privateKey: string };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}
