/**
 * Who may change the free table's box (add and remove components, bring images): its host,
 * or every seated player once the host lets everyone.
 */
import { useCast, castStore } from '../../../net/cast-store.ts';
import { boxStore, useBox } from '../../../net/box-store.ts';
import { tableStore, useTable } from '../../../net/store.ts';

/** Whether this client may change the box now (read once, outside React). */
export function canChangeBox(): boolean {
  if (typeof tableStore.getState().seat !== 'number') return false;
  return castStore.getState().host || boxStore.getState().everyone;
}

/** The same, kept up to date in a component. */
export function useCanChangeBox(): boolean {
  const seated = useTable((s) => typeof s.seat === 'number');
  const host = useCast((s) => s.host);
  const everyone = useBox((s) => s.everyone);
  return seated && (host || everyone);
}
