/**
 * Dice after a restart (DESIGN §2.4, §4): the real server in a child process, killed with
 * SIGKILL and started again on the same data directory, brings back every die at rest
 * exactly as the live room last had it — also a die that was thrown, moved away and
 * brought back to where it was thrown from (the live room shows it where the table puts
 * it, with no stale throw; a restore that only replays throws would set it back at its
 * old throw's pose).
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { RollMessage, RollsMessage } from '../../wire/protocol.ts';
import { openTablePath } from '../../wire/protocol.ts';
import { spawnServer, type ChildServer } from './child-server.ts';
import { httpJson, TableClient, tempDataDir } from './helpers.ts';

const dataDir = tempDataDir();
let server: ChildServer | null = null;
const clients: TableClient[] = [];

afterAll(async () => {
  for (const c of clients) await c.leave().catch(() => undefined);
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const byId = (x: { id: string }, y: { id: string }): number => x.id.localeCompare(y.id);

describe('dice after a restart', () => {
  it('dice restore: after a SIGKILL and a restart every die rests as the live room last had it, a die moved away and back included', async () => {
    server = await spawnServer(dataDir);
    const a = await TableClient.create(server.endpoint, { game: 'sandbox', seats: 2, name: 'Ann' });
    clients.push(a);
    await a.until(() => a.projection, 'snapshot');
    const home = a.projection!.table.pieces['die-d6a']!;

    // Thrown together; then the red d6 is moved away and back to the spot it was thrown from.
    let mark = a.received.length;
    a.act({ t: 'roll', ids: ['die-d6a', 'die-d20'] });
    await a.waitVersion(1);
    const roll = await a.waitMessage<RollMessage>('roll', mark);
    expect(roll.dice.map((d) => d.id).sort()).toEqual(['die-d20', 'die-d6a']);
    a.act({ t: 'move', id: 'die-d6a', x: home.x + 6, z: home.z + 2 });
    await a.waitVersion(2);
    a.act({ t: 'move', id: 'die-d6a', x: home.x, z: home.z });
    await a.waitVersion(3);
    const back = a.projection!.table.pieces['die-d6a']!;
    expect([back.x, back.z]).toEqual([home.x, home.z]);

    // What the live room shows a joiner: the d20 at its throw's pose, the red d6 no longer at its throw's.
    mark = 0;
    const probe = await TableClient.join(server.endpoint, a.code, { spectator: true });
    clients.push(probe);
    const before = await probe.waitMessage<RollsMessage>('rolls', mark);
    expect(before.dice.map((d) => d.id)).toEqual(['die-d20']);

    await server.kill();
    server = await spawnServer(dataDir);
    const opened = await httpJson<{ restored: boolean }>(server.url, openTablePath(a.code), { method: 'POST' });
    expect(opened.body.restored).toBe(true);
    const joiner = await TableClient.join(server.endpoint, a.code, { spectator: true });
    clients.push(joiner);
    const after = await joiner.waitMessage<RollsMessage>('rolls');
    expect(joiner.version).toBe(3);
    expect([...after.dice].sort(byId)).toEqual([...before.dice].sort(byId));
    const die = joiner.projection!.table.pieces['die-d6a']!;
    expect([die.x, die.z, die.die?.value]).toEqual([home.x, home.z, roll.dice.find((d) => d.id === 'die-d6a')?.value]);
  }, 60_000);
});
