/**
 * Giving a seat up from a page that does not load the connection (the start page): the
 * connection module registers its `leaveTable` here when it loads. Before that this page
 * has sat at no table, so there is nothing to leave.
 */
let leave: (() => void) | null = null;

export function registerLeave(fn: () => void): void {
  leave = fn;
}

/** Leaves the table this page sits at, if any (connection.ts `leaveTable`). */
export function leaveAnyTable(): void {
  leave?.();
}
