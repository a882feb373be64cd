export const roles = ['administrator', 'operator', 'driver', 'accountant'] as const;
export type Role = (typeof roles)[number];

export const hasRole = (userRoles: readonly string[], role: Role) => userRoles.includes(role);
export const hasAnyRole = (userRoles: readonly string[], allowed: readonly Role[]) =>
  allowed.some((role) => userRoles.includes(role));
export const isAdministrator = (userRoles: readonly string[]) => hasRole(userRoles, 'administrator');
/** rules §6: a user whose only role is accountant is always sent to the accountant report. */
export const isOnlyAccountant = (userRoles: readonly string[]) =>
  userRoles.length > 0 && userRoles.every((role) => role === 'accountant');
/**
 * A driver with no office role (administrator, operator, accountant): sees the invoices of their deliveries only
 * (decision 189) and ticks only their own stops (issue 25).
 */
export const isDriverOnly = (userRoles: readonly string[]) =>
  userRoles.includes('driver') &&
  !userRoles.some((role) => role === 'administrator' || role === 'operator' || role === 'accountant');
