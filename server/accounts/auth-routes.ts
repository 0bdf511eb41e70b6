import type { AccountRoute } from '../http/accounts.ts';

export const authRoutes: AccountRoute = () => Promise.resolve(null);
