/**
 * A software passkey authenticator for tests (WebAuthn Level 3 §6): it makes ES256 (P-256)
 * credentials and signs assertions as a platform authenticator does, and answers with the
 * JSON @simplewebauthn/browser would send. Each step can be forged on purpose — another
 * origin in the client data, another RP ID's hash, a broken signature — so the server's
 * refusals are tested against the bytes a real attacker controls.
 */
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

// ---- a minimal CBOR encoder (RFC 8949): what attestation objects and COSE keys use ----

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor> | { [key: string]: Cbor };

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) {
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  }
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || Math.abs(value) > 0xffffffff) throw new Error(`cbor: ${value} is not a small integer`);
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

// ---- the authenticator ----

const b64u = (bytes: Uint8Array | string): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

/** Authenticator data flags (WebAuthn §6.1). */
export const FLAGS = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const;

/** A passkey this authenticator holds. */
export interface SoftCredential {
  id: Buffer;
  rpId: string;
  /** The account's user handle (the options' `user.id`), base64url. */
  userHandle: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  signCount: number;
}

/** What a test may forge in one ceremony. */
export interface Forgery {
  /** The origin the client data names (default: the authenticator's page origin). */
  origin?: string;
  /** The RP ID whose hash the authenticator data carries (default: the options' RP ID). */
  rpId?: string;
  /** The challenge the client data names (default: the options'). */
  challenge?: string;
  /** Flip a bit of the signature (assertions). */
  badSignature?: boolean;
  /** Another authenticator data flag byte. */
  flags?: number;
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
}

/** The credential's public key as COSE_Key (RFC 9053: EC2, ES256, P-256). */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y) throw new Error('not an EC key');
  return cbor(new Map<number, Cbor>([
    [1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x, 'base64url')], [-3, Buffer.from(jwk.y, 'base64url')],
  ]));
}

const counter = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n, 0);
  return b;
};

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
}

/**
 * One browser's platform authenticator on a page of `origin` (e.g. `http://localhost:4100`):
 * its passkeys are discoverable and kept here, as a phone keeps them across sites' pages.
 */
export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(readonly origin: string) {}

  /** `navigator.credentials.create` with the server's options: a new passkey and the registration response. */
  create(optionsJSON: Record<string, unknown>, forge: Forgery = {}): { credential: SoftCredential; response: Record<string, unknown> } {
    const options = optionsJSON as unknown as CreationOptions;
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credential: SoftCredential = { id: randomBytes(16), rpId, userHandle: options.user.id, privateKey, publicKey, signCount: 0 };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length, 0);
    const authData = Buffer.concat([
      sha256(forge.rpId ?? rpId),
      Buffer.from([forge.flags ?? (FLAGS.UP | FLAGS.UV | FLAGS.AT | FLAGS.BE | FLAGS.BS)]),
      counter(0),
      Buffer.alloc(16), // AAGUID: none given, as with attestation "none"
      idLength,
      credential.id,
      coseKey(publicKey),
    ]);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    const data = clientData('webauthn.create', forge.challenge ?? options.challenge, forge.origin ?? this.origin);
    this.credentials.push(credential);
    return {
      credential,
      response: {
        id: b64u(credential.id),
        rawId: b64u(credential.id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: { clientDataJSON: b64u(data), attestationObject: b64u(attestationObject), transports: ['internal', 'hybrid'] },
      },
    };
  }

  /**
   * `navigator.credentials.get` with the server's options: an assertion by `credential`
   * (default: the first passkey held for the options' RP ID), its counter one higher.
   */
  get(optionsJSON: Record<string, unknown>, forge: Forgery = {}, credential?: SoftCredential): Record<string, unknown> {
    const options = optionsJSON as unknown as RequestOptions;
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const cred = credential ?? this.credentials.find((c) => c.rpId === rpId);
    if (!cred) throw new Error(`no passkey for ${rpId}`);
    cred.signCount++;
    const authData = Buffer.concat([
      sha256(forge.rpId ?? rpId),
      Buffer.from([forge.flags ?? (FLAGS.UP | FLAGS.UV | FLAGS.BE | FLAGS.BS)]),
      counter(cred.signCount),
    ]);
    const data = clientData('webauthn.get', forge.challenge ?? options.challenge, forge.origin ?? this.origin);
    const signature = createSign('SHA256').update(Buffer.concat([authData, sha256(data)])).sign(cred.privateKey); // DER, as WebAuthn wants
    if (forge.badSignature) signature[signature.length - 1]! ^= 0x01;
    return {
      id: b64u(cred.id),
      rawId: b64u(cred.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: b64u(data), authenticatorData: b64u(authData), signature: b64u(signature), userHandle: cred.userHandle },
    };
  }
}
