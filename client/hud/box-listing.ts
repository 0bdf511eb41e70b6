/**
 * How a box kept on the server is told in a line (the start page's list, the table's
 * "Save as box"): its name, then the pieces it lays out, the size of its images and when it
 * was saved. Pure.
 */
import type { BoxListing } from '../../wire/protocol.ts';
import { say } from '../words/say.ts';

/** `1 piece`, `12 pieces` (cards counted one by one). */
export function piecesText(pieces: number): string {
  return say('hud.box.pieces', { n: pieces });
}

/** Bytes as a person reads them: `812 B`, `4.2 KB`, `12 MB`, `1.3 GB` (1 KB = 1024 B). */
export function sizeText(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || value >= 10 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  return say('hud.box.size', { n: shown, unit: units[unit] });
}

/** When a box was saved, in this page's time zone: `2 Dec 2026, 14:05`, without the year when it is this year's. */
export function dateText(at: number, now: number = Date.now()): string {
  const d = new Date(at);
  const sameYear = d.getFullYear() === new Date(now).getFullYear();
  const time = `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
  const month = say(`hud.box.month.${d.getMonth() + 1}`);
  return sameYear ? say('hud.box.date', { day: d.getDate(), month, time }) : say('hud.box.dateYear', { day: d.getDate(), month, year: String(d.getFullYear()), time });
}

/** A box's line under its name: `12 pieces · 1.4 MB · 2 Dec, 14:05` (no size for a box without images). */
export function boxDetail(box: Pick<BoxListing, 'pieces' | 'bytes' | 'createdAt'>, now: number = Date.now()): string {
  const parts = [piecesText(box.pieces)];
  if (box.bytes > 0) parts.push(sizeText(box.bytes));
  parts.push(dateText(box.createdAt, now));
  return parts.join(' · ');
}

/** Bytes sent of a total, as the page shows it: `Uploading… 4.2 MB of 12 MB (35 %)`. */
export function uploadText(sent: number, total: number): string {
  if (total <= 0) return say('hud.box.uploading');
  const pct = Math.min(100, Math.round((sent / total) * 100));
  return pct >= 100 ? say('hud.box.checking') : say('hud.box.uploadingOf', { sent: sizeText(sent), total: sizeText(total), pct });
}
