/**
 * Where each seated player's camera is, as the server last relayed it (`S2C.camera`, live
 * spectators only): what a spectator following a player eases its own camera to.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { CameraBroadcast } from '../../wire/protocol.ts';

/** A camera pose: where the camera stands and what it looks at, table units. */
export interface CameraPose {
  p: readonly [number, number, number];
  t: readonly [number, number, number];
}

export interface CameraPoses {
  /** Each seat's latest pose, by seat index. */
  poses: Readonly<Record<number, CameraPose>>;
}

export const cameraStore = createStore<CameraPoses>()(() => ({ poses: {} }));

export function useCameraPoses<T>(selector: (s: CameraPoses) => T): T {
  return useStore(cameraStore, selector);
}

/** Keeps a relayed pose as its seat's latest. */
export function receiveCamera(msg: CameraBroadcast): void {
  const { poses } = cameraStore.getState();
  cameraStore.setState({ poses: { ...poses, [msg.seat]: { p: msg.p, t: msg.t } } });
}
