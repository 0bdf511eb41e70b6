/**
 * The deployment's asset key, which seals image refs (server/images/capability.ts): the
 * environment's WOODLAND_ASSET_KEY (64 hex digits) when set, else the one the store keeps
 * — made once, by the first process that needed it, and read by every later process and
 * every process sharing the same PostgreSQL store — so refs kept in stored tables open
 * after a restart and wherever a table runs.
 */
import { randomBytes } from 'node:crypto';
import type { GameStore } from '../store/types.ts';
import { assetKey } from './capability.ts';

/** The store's name for the asset key (`GameStore.settingOnce`). */
export const ASSET_KEY_SETTING = 'asset-key';

/** The asset key: `given` (hex) when set, else the store's, made now if it has none. */
export async function deploymentAssetKey(given: string | undefined, store: Pick<GameStore, 'settingOnce'>): Promise<Buffer> {
  if (given !== undefined && given !== '') return assetKey(given);
  return assetKey(await store.settingOnce(ASSET_KEY_SETTING, randomBytes(32).toString('hex')));
}
