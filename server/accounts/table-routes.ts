import type { AccountRoute } from '../http/accounts.ts';

export const tableRoutes: AccountRoute = () => Promise.resolve(null);
