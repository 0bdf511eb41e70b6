/**
 * This device's turn notifications (docs/PROTOCOL.md §7e): the player's choice kept in
 * localStorage, the browser's push subscription made with the server's VAPID key and
 * handed to the server, or dropped here and there. Settings' PushToggle shows it; signing
 * out drops it, so a browser never goes on receiving a signed-out account's turns.
 */
import { base64URLStringToBuffer } from '@simplewebauthn/browser';
import { ACCOUNT_HTTP } from '../../wire/account-protocol.ts';
import { accountJson } from './account.ts';
import { currentLang, say } from '../words/say.ts';

const CHOICE_KEY = 'woodland.pushNotices';

export function savedChoice(): boolean {
  try {
    return window.localStorage.getItem(CHOICE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function saveChoice(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(CHOICE_KEY, 'on');
    else window.localStorage.removeItem(CHOICE_KEY);
  } catch {
    // Private browsing without storage: the choice lasts as long as the page.
  }
}

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined';
}

/** Subscribes this browser and tells the server; throws with a sentence for the player. */
export async function subscribe(): Promise<void> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(say('net.push.blocked'));
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const { publicKey } = await accountJson<{ publicKey: string }>(ACCOUNT_HTTP.pushKey);
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.getSubscription()
      ?? await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64URLStringToBuffer(publicKey) });
  } catch (e) {
    throw new Error(say('net.push.none', { reason: e instanceof Error ? e.message : String(e) }));
  }
  await accountJson(ACCOUNT_HTTP.pushSubscribe, { subscription: subscription.toJSON(), lang: currentLang() });
}

/** Drops this browser's subscription, here and on the server. */
export async function unsubscribe(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe();
  await accountJson(ACCOUNT_HTTP.pushUnsubscribe, { endpoint });
}

/**
 * Signing out: the browser's subscription dropped and the choice forgotten; resolves to
 * the endpoint it had (the server forgets it with the session), or undefined.
 */
export async function dropDevicePush(): Promise<string | undefined> {
  saveChoice(false);
  if (!pushSupported()) return undefined;
  try {
    const subscription = await (await navigator.serviceWorker.getRegistration('/'))?.pushManager.getSubscription();
    if (!subscription) return undefined;
    const endpoint = subscription.endpoint;
    await subscription.unsubscribe();
    return endpoint;
  } catch {
    return undefined;
  }
}
