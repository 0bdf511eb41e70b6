/** The four directions a map asks for (zod-free: the client reads them). */
export const DIRS = ['N', 'E', 'S', 'W'] as const;
export type Dir = (typeof DIRS)[number];
