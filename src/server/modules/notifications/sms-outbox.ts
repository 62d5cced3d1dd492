/**
 * The SMS outbox moved to the core (`src/server/sms/sms-outbox.ts`, decision 069). Only
 * `communities/community-payouts.ts`, being split in a parallel change, still imports it from here:
 * remove this file once that import points at the core.
 */
export { queueSms } from '../../sms/sms-outbox';
