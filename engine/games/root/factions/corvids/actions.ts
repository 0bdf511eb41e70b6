import type { z } from 'zod';
import type { corvidActionSchema } from './schemas.ts';

/** The Corvid Conspiracy's own actions, type only (the schemas, which load zod, are in `schemas.ts`). */
export type CorvidAction = z.infer<typeof corvidActionSchema>;
