/**
 * The free table's box on this page: whether its panel is open, the images brought to it
 * (each uploading with its progress, refused with the server's sentence, or ready with the
 * form that asks what it is), and sending a component to a free spot in view.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { sendCompose } from '../../../net/connection.ts';
import type { TablePiece } from '../../../../engine/core/projection.ts';
import { tableStore } from '../../../net/store.ts';
import { UploadRefused, uploadImage } from '../../../net/uploads.ts';
import { uiStore } from '../../../interaction/ui-store.ts';
import { say } from '../../../words/say.ts';
import { footprintOf, formDefaults, freeSpot, liesUnder, type BoxImage, type ComposeWhat, type ImageForm } from './box-model.ts';

/** One image brought to the box. */
export interface BoxUpload {
  id: number;
  name: string;
  state: 'uploading' | 'ready' | 'refused';
  /** 0..1 while uploading. */
  progress: number;
  /** The refusal, in the server's words. */
  error?: string;
  image?: BoxImage;
  /** What it is (filled in once it is ready). */
  form?: ImageForm;
  /** Where on the table it was dropped, if it was. */
  at?: [number, number];
  /** A local picture of it (an object URL) for the list. */
  preview?: string;
  /** Put on the table at least once. */
  placed?: boolean;
}

export interface BoxPageState {
  open: boolean;
  uploads: BoxUpload[];
}

export const boxPage = createStore<BoxPageState>()(() => ({ open: false, uploads: [] }));

export function useBoxPage<T>(selector: (s: BoxPageState) => T): T {
  return useStore(boxPage, selector);
}

let nextId = 1;

function patch(id: number, change: Partial<BoxUpload>): void {
  boxPage.setState((s) => ({ uploads: s.uploads.map((u) => (u.id === id ? { ...u, ...change } : u)) }));
}

/** Opens the panel (and on a phone its drawer). */
export function openBox(): void {
  boxPage.setState({ open: true });
  if (window.matchMedia?.('(max-width: 820px)').matches) uiStore.getState().setDrawer('box');
}

/** Uploads each file, listed with its progress; `at`: where on the table they were dropped. */
export function bringImages(files: readonly File[], at?: [number, number]): void {
  for (const file of files) {
    const id = nextId++;
    const upload: BoxUpload = { id, name: file.name, state: 'uploading', progress: 0 };
    if (at) upload.at = at;
    if (typeof URL.createObjectURL === 'function') upload.preview = URL.createObjectURL(file);
    boxPage.setState((s) => ({ uploads: [...s.uploads, upload] }));
    uploadImage(file, (progress) => patch(id, { progress })).then(
      (image) => patch(id, { state: 'ready', progress: 1, image, form: formDefaults(image, file.name) }),
      (err: unknown) => patch(id, {
        state: 'refused',
        error: err instanceof UploadRefused ? err.message : say('sandbox.box.images.failed'),
      }),
    );
  }
}

/** Changes an upload's form. */
export function editForm(id: number, form: ImageForm): void {
  patch(id, { form });
}

/** Takes an image off the list (it stays uploaded to the table). */
export function dismiss(id: number): void {
  const gone = boxPage.getState().uploads.find((u) => u.id === id);
  if (gone?.preview) URL.revokeObjectURL(gone.preview);
  boxPage.setState((s) => ({ uploads: s.uploads.filter((u) => u.id !== id) }));
}

/** Marks an upload as put on the table. */
export function markPlaced(id: number): void {
  patch(id, { placed: true });
}

/** Where the player looks on the table: the point under the middle of the screen. */
function viewCentre(): [number, number] {
  const toTable = uiStore.getState().pointerToTable;
  const at = toTable?.(window.innerWidth / 2, window.innerHeight / 2);
  return at ? [at[0], at[1]] : [0, 0];
}

/** Spots just sent, kept clear for a few seconds until the new pieces show in the projection. */
const PENDING_MS = 4000;
let pending: Array<{ piece: TablePiece; at: number }> = [];

/**
 * Puts `what` on the table at a free spot near `at` (a drop) or in view, clear of what was
 * just sent too; false when it could not be sent (the reason shows as a toast).
 */
export function compose(what: ComposeWhat, at?: readonly [number, number]): boolean {
  const now = Date.now();
  pending = pending.filter((p) => now - p.at < PENDING_MS);
  const flat = liesUnder(what.kind);
  const pieces = [...Object.values(tableStore.getState().projection?.table.pieces ?? {}), ...pending.map((p) => p.piece)];
  const f = footprintOf(what);
  const [x, z] = freeSpot(pieces, at ?? viewCentre(), f, flat);
  if (sendCompose({ what, x, z }) === null) return false;
  pending.push({
    at: now,
    piece: { id: `pending-${now}`, kind: flat ? 'board' : 'token', model: '', x, z, y: 0, rot: 0, faceUp: true, draggable: false, size: f },
  });
  return true;
}
