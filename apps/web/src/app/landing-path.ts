import { isOnlyAccountant } from '@bo/contract/auth/roles';
import type { SessionUser } from '@bo/contract/auth/schemas';
import { buildPath } from '@/config/paths';

/** Where a user starts: the home of their first country, or the accountant report for an accountant only. */
export const landingPath = (user: SessionUser, country: string | undefined = user.countryCodes[0]) =>
  buildPath(isOnlyAccountant(user.roles) ? 'accountant-report' : 'home', { country });
