/**
 * The passkey ceremonies (WebAuthn Level 3, through @simplewebauthn/server): an account is
 * made with its first passkey, and signs in with any passkey of this site (discoverable
 * credentials, so nobody types a user name). Each ceremony's challenge is a row of
 * `auth_challenges` that lives five minutes and is taken once: the row is deleted as it is
 * read, so a response replayed — even one that verifies — finds no challenge.
 *
 * The relying party is the site's origin (server/accounts/site.ts): passkeys are made for
 * its host name, and a response signed for another origin or host is refused. Nothing is
 * written before a response verifies; an account and its first passkey are written
 * together or not at all.
 */
import type * as WebAuthn from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AccountInfo, PasskeyOptions } from '../../wire/account-protocol.ts';
import { phrase, type Phrase } from '../../engine/core/words.ts';
import { type HttpProblem, httpProblem } from '../http/problem.ts';
import type { Sql } from '../store/sql.ts';
import { getAccount, INSERT_ACCOUNT, newAccount, randomId, type Account } from './accounts.ts';
import { siteOrigin, type SiteConfig } from './site.ts';

export const RP_NAME = 'Woodland Table';

/** The WebAuthn library, loaded at the first ceremony (it is large; a server nobody signs up on never loads it). */
let webauthnModule: Promise<typeof WebAuthn> | undefined;
const webauthn = (): Promise<typeof WebAuthn> => (webauthnModule ??= import('@simplewebauthn/server'));
/** How long a ceremony may take, from its options to its response. */
export const CHALLENGE_MS = 5 * 60_000;
/** What the browser is told to allow for the ceremony (a little less than the challenge lives). */
const CEREMONY_TIMEOUT_MS = 4 * 60_000;

/** The relying party a request speaks to: the site's origin and its host name. */
export interface RelyingParty {
  origin: string;
  rpID: string;
}

/** The relying party of a request; 400 when its origin cannot be worked out (no configured origin and no sane Host). */
export function relyingParty(site: Pick<SiteConfig, 'origin'>, host: string | undefined): RelyingParty {
  const origin = siteOrigin(site, host);
  if (origin === null) throw httpProblem(400, 'http/no-origin', 'http.passkey.noOrigin');
  return { origin, rpID: new URL(origin).hostname };
}

type Purpose = 'register' | 'sign-in';

/** What a registration's challenge remembers until its response: the account to make. */
interface RegisterData {
  name: string;
  color: string;
  userHandle: string;
}

/** Stores a one-use challenge; expired ones are swept on the way, so the table stays small without a timer. */
async function storeChallenge(sql: Sql, purpose: Purpose, challenge: string, data: unknown, now: number): Promise<string> {
  const id = randomId(16);
  await sql.batch([
    ['DELETE FROM auth_challenges WHERE expires_at <= ?', [now]],
    ['INSERT INTO auth_challenges (id, challenge, purpose, data, expires_at) VALUES (?, ?, ?, ?, ?)',
      [id, challenge, purpose, JSON.stringify(data), now + CHALLENGE_MS]],
  ]);
  return id;
}

/**
 * Takes challenge `id` of `purpose` out of the store: deleted as it is read, so a second
 * response to it (a replay, or a race of two) finds nothing. 400 when there is none, or it
 * expired.
 */
async function takeChallenge(sql: Sql, id: string, purpose: Purpose, now: number): Promise<{ challenge: string; data: unknown }> {
  const [row] = await sql.all<{ challenge: string; data: string; expires_at: number }>(
    'DELETE FROM auth_challenges WHERE id = ? AND purpose = ? RETURNING challenge, data, expires_at', [id, purpose],
  );
  if (!row || Number(row.expires_at) <= now) {
    throw httpProblem(400, 'http/no-challenge', 'http.passkey.expired');
  }
  return { challenge: row.challenge, data: JSON.parse(row.data) as unknown };
}

const refused = (why: string | Phrase): HttpProblem => httpProblem(400, 'http/passkey-refused', 'http.passkey.refused', { why });

/** The library's reason, worded for a person (it throws on a bad origin, challenge, signature, …). */
const reasonOf = (e: unknown): string | Phrase => (e instanceof Error && e.message ? e.message : phrase('http.passkey.why.unverified'));

export const accountInfo = (a: Account): AccountInfo => ({ id: a.id, name: a.name, color: a.color });

/** A new account's registration options: its passkey is discoverable and made for this site only. */
export async function registrationOptions(sql: Sql, rp: RelyingParty, name: string, color: string, now: number): Promise<PasskeyOptions> {
  const userHandle = randomId(32);
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: name,
    userDisplayName: name,
    userID: Buffer.from(userHandle, 'base64url'),
    attestationType: 'none',
    timeout: CEREMONY_TIMEOUT_MS,
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const data: RegisterData = { name, color, userHandle };
  const id = await storeChallenge(sql, 'register', options.challenge, data, now);
  return { challenge: id, options: options as unknown as Record<string, unknown> };
}

/**
 * Verifies a registration response against its challenge; on success writes the account
 * and its passkey in one transaction and returns the account. Refused: 400, nothing written.
 */
export async function register(sql: Sql, rp: RelyingParty, challengeId: string, response: RegistrationResponseJSON, now: number): Promise<Account> {
  const { challenge, data } = await takeChallenge(sql, challengeId, 'register', now);
  const made = data as RegisterData;
  let verified;
  try {
    verified = await (await webauthn()).verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      // 'preferred' above: an authenticator without a PIN or biometrics still makes a passkey.
      requireUserVerification: false,
    });
  } catch (e) {
    throw refused(reasonOf(e));
  }
  if (!verified.verified) throw refused(phrase('http.passkey.why.unverified'));
  const { credential } = verified.registrationInfo;
  const [known] = await sql.all<{ id: string }>('SELECT id FROM passkeys WHERE id = ?', [credential.id]);
  if (known) throw refused(phrase('http.passkey.why.taken'));
  const { account } = newAccount(made.name, made.color, now);
  const write = sql.batch([
    [INSERT_ACCOUNT, [account.id, account.name, account.color, made.userHandle, account.createdAt]],
    ['INSERT INTO passkeys (id, account_id, public_key, counter, transports, created_at, used_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
      credential.id, account.id, Buffer.from(credential.publicKey).toString('base64url'), credential.counter,
      JSON.stringify(credential.transports ?? []), now, now,
    ]],
  ]);
  try {
    await write;
  } catch (e) {
    // The same passkey registered twice at once: the second write meets the first's key.
    const [raced] = await sql.all<{ id: string }>('SELECT id FROM passkeys WHERE id = ?', [credential.id]);
    if (raced) throw refused(phrase('http.passkey.why.taken'));
    throw e;
  }
  return account;
}

/** Sign-in options: no list of credentials, so the browser offers any passkey it holds for this site. */
export async function signInOptions(sql: Sql, rp: RelyingParty, now: number): Promise<PasskeyOptions> {
  const options = await (await webauthn()).generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'preferred', timeout: CEREMONY_TIMEOUT_MS });
  const id = await storeChallenge(sql, 'sign-in', options.challenge, {}, now);
  return { challenge: id, options: options as unknown as Record<string, unknown> };
}

interface PasskeyRow {
  id: string;
  account_id: string;
  public_key: string;
  counter: number;
  transports: string;
  user_handle: string;
}

/**
 * Verifies a sign-in response with the stored public key of the passkey it names, then
 * keeps its new signature counter (a counter that does not grow is a cloned
 * authenticator's, and refused by the library). Returns the passkey's account.
 */
export async function signIn(sql: Sql, rp: RelyingParty, challengeId: string, response: AuthenticationResponseJSON, now: number): Promise<Account> {
  const { challenge } = await takeChallenge(sql, challengeId, 'sign-in', now);
  const [row] = await sql.all<PasskeyRow>(
    `SELECT p.id, p.account_id, p.public_key, p.counter, p.transports, a.user_handle
       FROM passkeys p JOIN accounts a ON a.id = p.account_id WHERE p.id = ?`, [response.id],
  );
  if (!row) throw refused(phrase('http.passkey.why.unknown'));
  // A discoverable passkey names the account it was made for; it must be this passkey's.
  if (response.response.userHandle !== undefined && response.response.userHandle !== row.user_handle) {
    throw refused(phrase('http.passkey.why.otherAccount'));
  }
  let verified;
  try {
    verified = await (await webauthn()).verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: row.id,
        publicKey: Buffer.from(row.public_key, 'base64url'),
        counter: Number(row.counter),
        transports: JSON.parse(row.transports) as string[],
      },
      requireUserVerification: false,
    });
  } catch (e) {
    throw refused(reasonOf(e));
  }
  if (!verified.verified) throw refused(phrase('http.passkey.why.unverified'));
  await sql.run('UPDATE passkeys SET counter = ?, used_at = ? WHERE id = ?', [verified.authenticationInfo.newCounter, now, row.id]);
  const account = await getAccount(sql, row.account_id);
  if (!account) throw refused(phrase('http.passkey.why.gone'));
  return account;
}
