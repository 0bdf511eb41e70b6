/**
 * Passkeys in the browser (wire/account-protocol.ts, server/accounts/passkeys.ts): the
 * server's options go to the browser's WebAuthn prompt through @simplewebauthn/browser,
 * and its answer back to the server, which sets the session cookie. Every failure comes
 * out as an Error whose message a person can act on — the browser's refusal worded here,
 * the server's as it sent it.
 */
import {
  browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { ACCOUNT_HTTP, type AccountInfo, type MeResponse, type PasskeyOptions } from '../../wire/account-protocol.ts';
import { dropDevicePush } from './push-device.ts';
import { accountJson, setAccount } from './account.ts';
import type { Profile } from './storage.ts';
import { say } from '../words/say.ts';

/** Whether this browser can use passkeys at all (an old browser, or a page not served securely, cannot). */
export function passkeysAvailable(): boolean {
  return browserSupportsWebAuthn();
}

/** The browser's refusal in words (the prompt closed, another passkey, a site it will not make passkeys for). */
function browserRefusal(err: unknown): Error {
  if (err instanceof WebAuthnError) {
    switch (err.code) {
      case 'ERROR_CEREMONY_ABORTED':
        return new Error(say('net.passkey.cancelled'));
      case 'ERROR_INVALID_DOMAIN':
      case 'ERROR_INVALID_RP_ID':
        return new Error(say('net.passkey.domain'));
      case 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED':
        return new Error(say('net.passkey.registered'));
      case 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT':
        return new Error(say('net.passkey.noResident'));
      default:
        break;
    }
  }
  const name = err instanceof Error ? err.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return new Error(say('net.passkey.notUsed'));
  }
  return new Error(say('net.passkey.failed', { reason: err instanceof Error ? err.message : String(err) }));
}

async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw browserRefusal(err);
  }
}

/** Makes an account with a new passkey, under `profile`'s name and colour; this browser is signed in to it. */
export async function signUpWithPasskey(profile: Profile): Promise<AccountInfo> {
  const { challenge, options } = await accountJson<PasskeyOptions>(ACCOUNT_HTTP.registerOptions, { name: profile.name, color: profile.color });
  const response = await ceremony(() => startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }));
  const me = await accountJson<MeResponse>(ACCOUNT_HTTP.register, { challenge, response });
  setAccount(me.account);
  if (!me.account) throw new Error(say('net.passkey.noAccount'));
  return me.account;
}

/** Signs this browser in with any passkey of this site the person holds. */
export async function signInWithPasskey(): Promise<AccountInfo> {
  const { challenge, options } = await accountJson<PasskeyOptions>(ACCOUNT_HTTP.signInOptions, {});
  const response = await ceremony(() => startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }));
  const me = await accountJson<MeResponse>(ACCOUNT_HTTP.signIn, { challenge, response });
  setAccount(me.account);
  if (!me.account) throw new Error(say('net.passkey.nobody'));
  return me.account;
}

/** Signs this browser out; `everywhere`: every browser of the account (a lost phone, a shared computer). */
export async function signOut(everywhere = false): Promise<number> {
  const endpoint = await dropDevicePush();
  const { ended } = await accountJson<{ ended: number }>(ACCOUNT_HTTP.signOut, { everywhere, ...(endpoint !== undefined ? { endpoint } : {}) });
  setAccount(null);
  return ended;
}
