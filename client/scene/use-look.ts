/**
 * The look this page draws (look.ts): the address's `?look=`, else the player's choice in
 * the settings, else by the renderer this browser's WebGL draws with.
 */
import { useUi } from '../interaction/ui-store.ts';
import { LOOK_SETUP, lookFromQuery, resolveLook, softwareRenderer, type Look, type LookSetup } from './look.ts';
import { webglRendererName } from './renderer-probe.ts';

/** Whether this browser draws without a graphics card (probed once). */
export function drawsInSoftware(): boolean {
  return softwareRenderer(webglRendererName());
}

/** The look the address asks for on this visit, or null. */
export function addressLook(): Look | null {
  return typeof location === 'undefined' ? null : lookFromQuery(location.search);
}

export function useLook(): Look {
  const choice = useUi((s) => s.lookChoice);
  return resolveLook(choice, addressLook(), drawsInSoftware());
}

export function useLookSetup(): LookSetup {
  return LOOK_SETUP[useLook()];
}
