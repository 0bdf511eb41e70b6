/**
 * Turn notifications on this device (docs/PROTOCOL.md "Turn notifications"): a signed-in
 * player's opt-in, off until they turn it on here. On: the service worker (/sw.js), the
 * browser's permission, a push subscription with the server's VAPID key, handed to the
 * server. Off: the subscription dropped in the browser and on the server. The device's
 * choice is kept in localStorage; the subscription itself lives in the browser.
 */
import { useEffect, useState } from 'react';
import { useAccount } from '../net/account.ts';
import { useSay } from '../words/say.ts';
import { pushSupported, savedChoice, saveChoice, subscribe, unsubscribe } from '../net/push-device.ts';

export function PushToggle() {
  const say = useSay();
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
  if (!supported) return <p className="muted small" data-testid="push-toggle">{say('hud.push.unsupported')}</p>;

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
        {' '}{say('hud.push.label')}
      </label>
      <p className="muted small">{say('hud.push.note')}</p>
      {error && <p className="muted small" role="status" data-testid="push-error">{error}</p>}
    </>
  );
}
