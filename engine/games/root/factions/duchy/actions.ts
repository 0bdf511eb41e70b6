import type { z } from 'zod';
import type { duchyActionSchema } from './schemas.ts';

/** The Underground Duchy's own actions, type only (the schemas, which load zod, are in `schemas.ts`). */
export type DuchyAction = z.infer<typeof duchyActionSchema>;
