/**
 * Chromium's virtual WebAuthn authenticator (DevTools protocol `WebAuthn` domain): a
 * platform authenticator with resident keys and user verification that always consents,
 * so a page's passkey ceremony runs for real — the browser makes the key pair, signs the
 * challenge and checks the relying party — with nobody at the keyboard. A passkey made in
 * one context can be copied into another's authenticator, as a synced passkey reaches a
 * second device.
 */
import type { CDPSession, Page } from 'playwright-core';

export interface VirtualAuthenticator {
  session: CDPSession;
  id: string;
}

export interface StoredCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

/** Adds a virtual platform authenticator to `page`'s target. */
export async function addAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const session = await page.context().newCDPSession(page);
  await session.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true,
      isUserVerified: true, automaticPresenceSimulation: true,
    },
  });
  return { session, id: authenticatorId };
}

/** The passkeys the authenticator holds (with their private keys, as the protocol gives them). */
export async function credentials(auth: VirtualAuthenticator): Promise<StoredCredential[]> {
  const { credentials: list } = await auth.session.send('WebAuthn.getCredentials', { authenticatorId: auth.id });
  return list as StoredCredential[];
}

/** Puts a passkey into another authenticator (a synced passkey on a second device). */
export async function addCredential(auth: VirtualAuthenticator, credential: StoredCredential): Promise<void> {
  await auth.session.send('WebAuthn.addCredential', { authenticatorId: auth.id, credential });
}
