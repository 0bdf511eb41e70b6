/**
 * Giving a seat up from a page that does not load the connection (the start page): the
 * connection module registers its `leaveTable` here when it loads. Before that this page
 * has sat at no table, so there is nothing to leave.
 */
const leaves: Array<() => void> = [];

/** What leaving does: the connection's `leaveTable`, and a shared device's other seats (hotseat.ts). */
export function registerLeave(fn: () => void): void {
  if (!leaves.includes(fn)) leaves.push(fn);
}

/** Leaves the table this page sits at, if any (connection.ts `leaveTable`), with every seat of this device. */
export function leaveAnyTable(): void {
  for (const leave of leaves) leave();
}
