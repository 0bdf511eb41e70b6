import type { AccountRoute } from '../http/accounts.ts';

export const pushRoutes: AccountRoute = () => Promise.resolve(null);
