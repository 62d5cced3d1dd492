// The communities module's public surface: the only file other modules (and ../../modules.ts) import.
export { contribute } from './community-contribute';
export { claimPhoneInvitations } from './community-invitations';
export { listCommunities } from './community-read';
export { communityNamesOf, refuseIfCommunityMember } from './community-store';
export { COMMUNITY_ERRORS } from './community-texts';
export { closeDueCycles } from './cycle-close';
export { duesFigure, duesLine } from './dues-words';
export { communitiesModule } from './module';
