import type { z } from 'zod';
import type { legionActionSchema } from './schemas.ts';

/** The Queenless Legion's own actions, type only (the schemas, which load zod, are in `schemas.ts`). */
export type LegionAction = z.infer<typeof legionActionSchema>;
