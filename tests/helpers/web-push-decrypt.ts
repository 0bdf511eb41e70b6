/**
 * The browser's side of Web Push, for tests: a subscription's keys, the decryption of an
 * `aes128gcm` message (RFC 8291 on RFC 8188) and the check of its VAPID authorization
 * (RFC 8292) — written from the RFCs with node:crypto, so a test exercises the real
 * protocol against the server's sender rather than the sender against itself.
 */
import crypto from 'node:crypto';

export interface TestSubscriptionKeys {
  /** The browser's ECDH key pair (P-256). */
  ecdh: crypto.ECDH;
  /** What the browser hands the server: the public key (65 bytes, uncompressed) and the auth secret, base64url. */
  keys: { p256dh: string; auth: string };
}

export function subscriptionKeys(): TestSubscriptionKeys {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') } };
}

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));
}

/** Decrypts an aes128gcm Web Push body with the subscription's private key and auth secret. */
export function decryptPush(body: Buffer, sub: TestSubscriptionKeys): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  if (idlen !== 65) throw new Error(`keyid is ${idlen} bytes, not an uncompressed P-256 key`);
  const records = body.subarray(21 + idlen);
  if (records.length > rs) throw new Error('more than one record');
  const uaPublic = sub.ecdh.getPublicKey();
  const secret = sub.ecdh.computeSecret(asPublic);
  const auth = Buffer.from(sub.keys.auth, 'base64url');
  const ikm = hkdf(auth, secret, Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]), 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const tag = records.subarray(records.length - 16);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(tag);
  const plain = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 0x02) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/**
 * Checks a request's `Authorization: vapid t=<JWT>, k=<key>`: the key is the server's,
 * the ES256 signature verifies with it, `aud` is the endpoint's origin, `exp` is ahead.
 * Returns the JWT's claims; throws on any fault.
 */
export function checkVapid(authorization: string | undefined, publicKey: string, endpoint: string): Record<string, unknown> {
  const m = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a vapid authorization: ${authorization}`);
  const [, jwt, k] = m;
  if (k !== publicKey) throw new Error('the k= key is not the server\'s VAPID key');
  const [head, claims, signature] = jwt!.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (header.alg !== 'ES256') throw new Error(`alg ${header.alg}`);
  const point = Buffer.from(publicKey, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const ok = crypto.verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('the VAPID signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (body.aud !== new URL(endpoint).origin) throw new Error(`aud ${String(body.aud)}`);
  if (typeof body.exp !== 'number' || body.exp * 1000 <= Date.now()) throw new Error(`exp ${String(body.exp)}`);
  return body;
}
