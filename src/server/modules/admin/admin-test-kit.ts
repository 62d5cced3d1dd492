import type { TestUser } from '../../testing/factories';

/** The body of the console's user edit (`PUT /superadmin/users/:id`) keeping the user as created, with `over` on top. */
export const userEditBody = (u: TestUser, over: Record<string, unknown> = {}) => ({
  full_name: u.fullName,
  email: u.email,
  phone: u.localPhone,
  loan_limit: 0,
  ...over,
});
