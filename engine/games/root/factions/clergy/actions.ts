import type { z } from 'zod';
import type { clergyActionSchema } from './schemas.ts';

/** The Honeycomb Clergy's own actions, type only (the schemas, which load zod, are in `schemas.ts`). */
export type ClergyAction = z.infer<typeof clergyActionSchema>;
