/**
 * The DOM side of the your-turn alerts (turn-alert.ts decides when): the tab title gets
 * "● Your turn — …", the favicon a dot drawn on a small canvas over the page's own icon,
 * both put back when the tab is visible again; and, when the player turned them on in the
 * settings, a short WebAudio tone and a browser notification.
 */
import { useEffect } from 'react';
import { tableStore } from '../net/store.ts';
import { uiStore } from '../interaction/ui-store.ts';
import { audioContext, audioOut, watchGestures } from '../interaction/audio.ts';
import { withSeatNames } from './log-merge.ts';
import { IDLE_ALERT, alertBody, alertStep, alertTitle, waitingOn } from './turn-alert.ts';
import { headlineText } from '../words/phrase.ts';
import { say } from '../words/say.ts';

const DOT = '#e0503a';

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
}

/** Draws the page's icon with a dot in its corner; calls back with the new icon's URL. */
function dottedIcon(href: string, done: (url: string) => void): void {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 32;
  const g = canvas.getContext('2d');
  if (!g) return;
  const finish = () => {
    g.beginPath();
    g.arc(23, 9, 8, 0, Math.PI * 2);
    g.fillStyle = DOT;
    g.fill();
    g.lineWidth = 2;
    g.strokeStyle = '#ffffff';
    g.stroke();
    done(canvas.toDataURL('image/png'));
  };
  const img = new Image();
  img.onload = () => {
    g.drawImage(img, 0, 0, 32, 32);
    finish();
  };
  img.onerror = finish;
  img.src = href;
}

/** Two short rising notes; silent where the browser has no audio or has not allowed it yet. */
function playTone(): void {
  try {
    const ctx = audioContext();
    const out = audioOut();
    if (!ctx || !out) return;
    const at = ctx.currentTime + 0.02;
    [660, 880].forEach((hz, i) => {
      const osc = ctx.createOscillator();
      const env = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = hz;
      const t = at + i * 0.16;
      env.gain.setValueAtTime(0.0001, t);
      env.gain.exponentialRampToValueAtTime(0.5, t + 0.015);
      env.gain.exponentialRampToValueAtTime(0.0001, t + 0.14);
      osc.connect(env).connect(out);
      osc.start(t);
      osc.stop(t + 0.15);
    });
  } catch {
    // No sound is no harm: the title and favicon still tell.
  }
}

function notify(title: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const t = tableStore.getState();
  const headline = withSeatNames(headlineText(t.projection?.status, say), t.seats.map((s) => (s.occupied ? s.name : undefined)));
  try {
    const n = new Notification(title, { body: alertBody(headline), tag: 'woodland-turn' });
    n.onclick = () => {
      window.focus();
      n.close();
    };
  } catch {
    // Some browsers only notify from a service worker; the title and favicon still tell.
  }
}

/** Keeps the your-turn alert of the table page; mounted once by the table view. */
export function useTurnAlert(): void {
  useEffect(() => {
    let state = IDLE_ALERT;
    let saved: { title: string; icon: string | null } | null = null;
    const show = () => {
      const link = iconLink();
      saved = { title: document.title, icon: link?.href ?? null };
      document.title = alertTitle(saved.title);
      if (link && saved.icon) {
        dottedIcon(saved.icon, (url) => {
          if (state.alerting) link.href = url;
        });
      }
    };
    const restore = () => {
      if (!saved) return;
      document.title = saved.title;
      const link = iconLink();
      if (link && saved.icon) link.href = saved.icon;
      saved = null;
    };
    const look = () => {
      const t = tableStore.getState();
      const step = alertStep(state, waitingOn(t.projection, t.seat), document.hidden);
      const was = state.alerting;
      state = step.state;
      if (state.alerting && !was) show();
      if (!state.alerting && was) restore();
      if (step.fire) {
        const ui = uiStore.getState();
        if (ui.turnSound) playTone();
        if (ui.turnNotify) notify(document.title);
      }
    };
    const unwatch = watchGestures();
    const unsubscribe = tableStore.subscribe(look);
    document.addEventListener('visibilitychange', look);
    look();
    return () => {
      unwatch();
      unsubscribe();
      document.removeEventListener('visibilitychange', look);
      restore();
    };
  }, []);
}
