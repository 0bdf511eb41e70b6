import type { AccountRoute } from '../http/accounts.ts';

export const profileRoutes: AccountRoute = () => Promise.resolve(null);
