/**
 * The session cookie (RFC 6265): its secret is 32 random bytes, `HttpOnly` (no script
 * reads it), `SameSite=Lax` (another site's form or fetch never carries it along with a
 * request that changes anything: every such route is a JSON POST, server/accounts/routes.ts),
 * `Path=/`, and `Secure` where the site is served over HTTPS.
 */
import type { IncomingMessage } from 'node:http';

export const SESSION_COOKIE = 'wt_session';

/** The value of cookie `name` in a request's Cookie header, if it holds one of a sane size. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  if (!header || header.length > 8192) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : undefined;
  }
  return undefined;
}

/** The session cookie's secret a request carries. */
export function sessionSecret(req: Pick<IncomingMessage, 'headers'>): string | undefined {
  return cookieOf(req.headers.cookie, SESSION_COOKIE);
}

/** Whether the site is reached over HTTPS here: the configured origin says so, or the socket is TLS. */
export function secureSite(origin: string | null, req: Pick<IncomingMessage, 'socket'>): boolean {
  if (origin !== null) return origin.startsWith('https:');
  return (req.socket as { encrypted?: boolean }).encrypted === true;
}

/** The Set-Cookie value that stores `secret` for `maxAgeSeconds` (0: clears it). */
export function sessionCookie(secret: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${secret}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`, ...(secure ? ['Secure'] : []),
  ].join('; ');
}
