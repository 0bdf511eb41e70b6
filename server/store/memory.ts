/** In-memory GameStore for tests. Values are JSON-copied in and out, like a database (image bytes as copied buffers). */
import Database from 'better-sqlite3';
import { stepsAfter } from './migrations.ts';
import type { Sql } from './sql.ts';
import { sqliteSql } from './sqlite.ts';
import type { CastDelays, SeatPlayer } from '../../wire/protocol.ts';
import type { ImageVariantName, PreparedImage } from '../images/prepare.ts';
import type { BoxListing, GameStore, LoadedTable, StoredAction, StoredBox, StoredImageVariant, StoredSnapshot, StoredTable, TableImage } from './types.ts';

/**
 * The tables kept beside the games' (`sql`) live in an in-memory SQLite database with the
 * whole schema: the games' own tables there stay empty.
 */
function memorySql(): Sql {
  const db = new Database(':memory:');
  for (const step of stepsAfter('sqlite', 0, 'memory')) db.exec(step.sql);
  return sqliteSql(db, () => Promise.resolve());
}

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

export class MemoryStore implements GameStore {
  readonly sql = memorySql();
  private tables = new Map<string, StoredTable>();
  private actions = new Map<string, StoredAction[]>();
  /** Every snapshot of a table, in version order. */
  private snapshots = new Map<string, StoredSnapshot[]>();
  /** code → when a player first sat down. */
  private joined = new Map<string, number>();
  /** hash → the stored image, its variants' bytes copied in. */
  private images = new Map<string, { info: TableImage; variants: Map<string, StoredImageVariant> }>();
  /** code → the hashes of the images it uses, in the order linked. */
  private links = new Map<string, string[]>();
  private boxes = new Map<string, StoredBox>();
  /** The deployment's settings (settingOnce). */
  private settings = new Map<string, string>();

  async createTable(table: StoredTable): Promise<void> {
    if (this.tables.has(table.code)) throw new Error(`table ${table.code} exists`);
    this.tables.set(table.code, copy(table));
    this.actions.set(table.code, []);
  }

  async appendAction(code: string, action: StoredAction): Promise<void> {
    const list = this.actions.get(code);
    if (!list) throw new Error(`no table ${code}`);
    if (list.some((a) => a.version === action.version)) throw new Error(`action ${code}@${action.version} exists`);
    list.push(copy(action));
  }

  async saveSnapshot(code: string, snapshot: StoredSnapshot): Promise<void> {
    const list = (this.snapshots.get(code) ?? []).filter((s) => s.version !== snapshot.version);
    list.push(copy(snapshot));
    list.sort((x, y) => x.version - y.version);
    this.snapshots.set(code, list);
  }

  /** The latest snapshot at or before `version`. */
  private snapshotAt(code: string, version = Infinity): StoredSnapshot | null {
    const list = this.snapshots.get(code) ?? [];
    for (let i = list.length - 1; i >= 0; i--) if ((list[i] as StoredSnapshot).version <= version) return list[i] as StoredSnapshot;
    return null;
  }

  async loadTable(code: string): Promise<LoadedTable | null> {
    const table = this.tables.get(code);
    if (!table) return null;
    const snapshot = this.snapshotAt(code);
    const from = snapshot?.version ?? 0;
    const actions = (this.actions.get(code) ?? []).filter((a) => a.version > from).sort((x, y) => x.version - y.version);
    const rolls = (this.actions.get(code) ?? [])
      .sort((x, y) => x.version - y.version).flatMap((a) => (a.roll ? [a.roll] : []));
    const clocks = (this.actions.get(code) ?? []).filter((a) => a.clocks).sort((x, y) => y.version - x.version)[0]?.clocks ?? null;
    const rests = (this.actions.get(code) ?? []).filter((a) => a.rests).sort((x, y) => y.version - x.version)[0]?.rests ?? null;
    return copy({ table, snapshot, actions, rolls, clocks, rests });
  }

  async loadAt(code: string, version: number): Promise<LoadedTable | null> {
    const table = this.tables.get(code);
    if (!table) return null;
    const snapshot = this.snapshotAt(code, version);
    const from = snapshot?.version ?? 0;
    const actions = (this.actions.get(code) ?? [])
      .filter((a) => a.version > from && a.version <= version).sort((x, y) => x.version - y.version);
    return copy({ table, snapshot, actions });
  }

  async getTable(code: string): Promise<StoredTable | null> {
    const table = this.tables.get(code);
    return table ? copy(table) : null;
  }

  async listUnfinished(): Promise<StoredTable[]> {
    return [...this.tables.values()].filter((t) => t.finishedAt === null).map(copy);
  }

  async listActions(code: string): Promise<StoredAction[]> {
    return copy((this.actions.get(code) ?? []).slice().sort((x, y) => x.version - y.version));
  }

  async markFinished(code: string, at: number): Promise<void> {
    const table = this.tables.get(code);
    if (table && table.finishedAt === null) table.finishedAt = at;
  }

  async seatPlayer(code: string, seat: number, player: SeatPlayer): Promise<void> {
    const table = this.tables.get(code);
    if (!table) return;
    const players = Array.from({ length: table.seats }, (_, i) => table.players?.[i] ?? null);
    players[seat] = copy(player);
    table.players = players;
  }

  async saveDelays(code: string, delays: CastDelays): Promise<void> {
    const table = this.tables.get(code);
    if (table) table.delays = copy(delays);
  }

  async markJoined(code: string, at: number): Promise<void> {
    if (!this.joined.has(code) && this.tables.has(code)) this.joined.set(code, at);
  }

  async deleteTable(code: string): Promise<void> {
    this.tables.delete(code);
    this.actions.delete(code);
    this.snapshots.delete(code);
    this.joined.delete(code);
    this.links.delete(code);
  }

  async deleteUnjoined(before: number): Promise<string[]> {
    const codes = [...this.tables.values()]
      .filter((t) => t.finishedAt === null && t.createdAt < before && !this.joined.has(t.code) && (this.actions.get(t.code) ?? []).length === 0)
      .map((t) => t.code);
    for (const code of codes) await this.deleteTable(code);
    return codes;
  }

  async putImage(image: PreparedImage): Promise<boolean> {
    if (this.images.has(image.hash)) return false;
    const variants = new Map<string, StoredImageVariant>();
    let bytes = 0;
    for (const [name, v] of Object.entries(image.variants)) {
      variants.set(name, { bytes: Buffer.from(v.bytes), mime: v.mime, width: v.width, height: v.height });
      bytes += v.bytes.length;
    }
    this.images.set(image.hash, { info: { hash: image.hash, width: image.width, height: image.height, bytes }, variants });
    return true;
  }

  async getImage(hash: string, variant: ImageVariantName): Promise<StoredImageVariant | null> {
    const v = this.images.get(hash)?.variants.get(variant);
    return v ? { ...v, bytes: Buffer.from(v.bytes) } : null;
  }

  async linkImage(code: string, hash: string): Promise<void> {
    // As the databases' foreign keys do.
    if (!this.tables.has(code)) throw new Error(`no table ${code}`);
    if (!this.images.has(hash)) throw new Error(`no image ${hash}`);
    const list = this.links.get(code) ?? [];
    if (!list.includes(hash)) list.push(hash);
    this.links.set(code, list);
  }

  async tableImages(code: string): Promise<TableImage[]> {
    return (this.links.get(code) ?? []).flatMap((hash) => {
      const image = this.images.get(hash);
      return image ? [{ ...image.info }] : [];
    });
  }

  async tableImageBytes(code: string): Promise<number> {
    return (await this.tableImages(code)).reduce((sum, image) => sum + image.bytes, 0);
  }

  async putBox(box: StoredBox): Promise<void> {
    if (this.boxes.has(box.id)) throw new Error(`box ${box.id} exists`);
    this.boxes.set(box.id, { ...box });
  }

  async getBox(id: string): Promise<StoredBox | null> {
    const box = this.boxes.get(id);
    return box ? { ...box } : null;
  }

  async listBoxes(limit: number): Promise<BoxListing[]> {
    return [...this.boxes.values()].reverse().sort((a, b) => b.createdAt - a.createdAt).slice(0, limit)
      .map(({ manifest: _m, ...listing }) => listing);
  }

  async settingOnce(name: string, value: string): Promise<string> {
    const stored = this.settings.get(name);
    if (stored !== undefined) return stored;
    this.settings.set(name, value);
    return value;
  }

  async close(): Promise<void> {}
}
