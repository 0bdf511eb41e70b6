/**
 * Turn notifications on this device (docs/PROTOCOL.md "Turn notifications"): a signed-in
 * player's opt-in, off until they turn it on here. On: the service worker (/sw.js), the
 * browser's permission, a push subscription with the server's VAPID key, handed to the
 * server. Off: the subscription dropped in the browser and on the server. The device's
 * choice is kept in localStorage; the subscription itself lives in the browser.
 */
import { useEffect, useState } from 'react';
import { ACCOUNT_HTTP } from '../../wire/account-protocol.ts';
import { accountJson, useAccount } from '../net/account.ts';

const CHOICE_KEY = 'woodland.pushNotices';

function savedChoice(): boolean {
  try {
    return window.localStorage.getItem(CHOICE_KEY) === 'on';
  } catch {
    return false;
  }
}

function saveChoice(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(CHOICE_KEY, 'on');
    else window.localStorage.removeItem(CHOICE_KEY);
  } catch {
    // Private browsing without storage: the choice lasts as long as the page.
  }
}

function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Subscribes this browser and tells the server; throws with a sentence for the player. */
async function subscribe(): Promise<void> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('The browser blocks notifications for this site; allow them in its site settings.');
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const { publicKey } = await accountJson<{ publicKey: string }>(ACCOUNT_HTTP.pushKey);
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.getSubscription()
      ?? await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  } catch (e) {
    throw new Error(`This browser has no push service available (${e instanceof Error ? e.message : String(e)}).`);
  }
  await accountJson(ACCOUNT_HTTP.pushSubscribe, { subscription: subscription.toJSON() });
}

/** Drops this browser's subscription, here and on the server. */
async function unsubscribe(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe();
  await accountJson(ACCOUNT_HTTP.pushUnsubscribe, { endpoint });
}

export function PushToggle() {
  const account = useAccount();
  const [on, setOn] = useState(savedChoice);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const supported = pushSupported();

  // Turned on earlier: the browser may have dropped the subscription or the permission since.
  useEffect(() => {
    if (!account || !on || !supported) return;
    let live = true;
    void navigator.serviceWorker.getRegistration('/')
      .then((r) => r?.pushManager.getSubscription())
      .then((s) => {
        if (!live || (s && Notification.permission === 'granted')) return;
        saveChoice(false);
        setOn(false);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [account, on, supported]);

  if (!account) return null;
  if (!supported) return <p className="muted small" data-testid="push-toggle">This browser cannot get turn notifications while the table is closed.</p>;

  const change = async (want: boolean) => {
    setBusy(true);
    setError(null);
    try {
      if (want) await subscribe();
      else await unsubscribe();
      saveChoice(want);
      setOn(want);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      if (want) {
        saveChoice(false);
        setOn(false);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <label className="check">
        <input type="checkbox" data-testid="push-toggle" checked={on} disabled={busy} onChange={(e) => void change(e.target.checked)} />
        {' '}Turn notifications on this device
      </label>
      <p className="muted small">When a table waits on you and you have no window open on it; clicking the notification opens the table.</p>
      {error && <p className="muted small" role="status" data-testid="push-error">{error}</p>}
    </>
  );
}
