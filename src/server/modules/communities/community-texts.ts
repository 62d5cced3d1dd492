import { formatKes, toKes } from '../../../shared/money';
import type { LocalizedText } from '../../../shared/localized-text';

/**
 * What the communities module says: refusals under their codes and notifications, each in both
 * languages side by side (decision 073); the success sentences are the specification's English.
 */
const kes = (cents: bigint) => `KES ${formatKes(toKes(cents))}`;

export const COMMUNITY_ERRORS = {
  userInCommunity: (names: string): LocalizedText => ({
    en: `This user is still a member of ${names}. The user can be deleted only once they have left (leaving settles their savings, dues and loans there).`,
    sw: `Mtumiaji huyu bado ni mwanachama wa ${names}. Anaweza kufutwa tu baada ya kuondoka (kuondoka kunamaliza akiba, michango na mikopo yake huko).`,
  }),
  notFound: { en: 'Community not found.', sw: 'Chama hakikupatikana.' },
  notMember: { en: 'You are not a member of this community.', sw: 'Wewe si mwanachama wa chama hiki.' },
  officialsOnly: {
    en: 'Only the community officials can do that.',
    sw: 'Viongozi wa chama pekee ndio wanaoweza kufanya hivyo.',
  },
  chairpersonOnly: { en: 'Only the chairperson can do that.', sw: 'Mwenyekiti pekee ndiye anayeweza kufanya hivyo.' },
  officialNotRemovable: {
    en: 'Only plain members can be removed. The chairperson can make an official a member first.',
    sw: 'Wanachama wa kawaida pekee ndio wanaoweza kuondolewa. Mwenyekiti anaweza kumfanya kiongozi kuwa mwanachama kwanza.',
  },
  memberNotFound: { en: 'That person is not a member of this community.', sw: 'Mtu huyo si mwanachama wa chama hiki.' },
  noUserWithPhone: {
    en: 'No Pamoja user has that phone number.',
    sw: 'Hakuna mtumiaji wa Pamoja mwenye nambari hiyo ya simu.',
  },
  noUserWithId: { en: 'No Pamoja user has that ID.', sw: 'Hakuna mtumiaji wa Pamoja mwenye kitambulisho hicho.' },
  alreadyMember: {
    en: 'That person is already a member of this community.',
    sw: 'Mtu huyo tayari ni mwanachama wa chama hiki.',
  },
  alreadyInvited: {
    en: 'That person has already been invited to this community.',
    sw: 'Mtu huyo tayari amealikwa kwenye chama hiki.',
  },
  invitationNotFound: { en: 'Invitation not found.', sw: 'Mwaliko haukupatikana.' },
  invitationDecided: { en: 'This invitation has already been answered.', sw: 'Mwaliko huu tayari umejibiwa.' },
  invitationWithdrawn: { en: 'This invitation was withdrawn by the chama.', sw: 'Mwaliko huu umeondolewa na chama.' },
  firstDueDatePast: {
    en: 'The first due date cannot be in the past.',
    sw: 'Tarehe ya kwanza ya kulipa haiwezi kuwa iliyopita.',
  },
  cannotChangeChair: {
    en: "The chairperson's role cannot be changed here.",
    sw: 'Wadhifa wa mwenyekiti hauwezi kubadilishwa hapa.',
  },
  rotationOff: {
    en: 'This community does not use a rotation (merry-go-round).',
    sw: 'Chama hiki hakitumii mzunguko (merry-go-round).',
  },
  rotationOrderMembers: {
    en: 'The rotation order must name every member exactly once.',
    sw: 'Mpangilio wa mzunguko lazima umtaje kila mwanachama mara moja tu.',
  },
  insufficientWallet: {
    en: 'Insufficient balance. Top up your account and try again.',
    sw: 'Salio halitoshi. Ongeza pesa kwenye akaunti yako kisha ujaribu tena.',
  },
  payoutNotFound: { en: 'Payout request not found.', sw: 'Ombi la malipo halikupatikana.' },
  payoutNotPending: { en: 'This payout request is no longer pending.', sw: 'Ombi hili la malipo halisubiri tena.' },
  ownProposal: {
    en: 'You proposed this request: your approval does not count. Another official must approve it.',
    sw: 'Wewe ndiye uliyependekeza ombi hili: idhini yako haihesabiwi. Kiongozi mwingine lazima aliidhinishe.',
  },
  paysYou: {
    en: 'This request pays you: your approval does not count. Other officials must approve it.',
    sw: 'Ombi hili linakulipa wewe: idhini yako haihesabiwi. Viongozi wengine lazima waliidhinishe.',
  },
  alreadyDecided: { en: 'You have already approved this request.', sw: 'Tayari umeidhinisha ombi hili.' },
  recipientNotMember: {
    en: 'The recipient must be a member of this community.',
    sw: 'Mpokeaji lazima awe mwanachama wa chama hiki.',
  },
  activeLoan: {
    en: 'You already have an active loan in this community. Repay it before borrowing again.',
    sw: 'Tayari una mkopo unaoendelea katika chama hiki. Ulipe kabla ya kukopa tena.',
  },
  pendingLoan: {
    en: 'You already have a loan request waiting for approval in this community.',
    sw: 'Tayari una ombi la mkopo linalosubiri idhini katika chama hiki.',
  },
  loanNotFound: { en: 'Loan not found.', sw: 'Mkopo haukupatikana.' },
  loanNotYours: { en: 'You can only repay your own loan.', sw: 'Unaweza kulipa mkopo wako mwenyewe tu.' },
  loanRepaid: { en: 'This loan is already repaid.', sw: 'Mkopo huu tayari umelipwa.' },
  neverApprovable: (required: number, available: number): LocalizedText => ({
    en: `This request could never be approved. Approvals it needs from officials other than the one who asks: ${required}. Such officials in this community now: ${available}. The chairperson can name a treasurer and a secretary first.`,
    sw: `Ombi hili lisingeweza kuidhinishwa kamwe. Idhini linazohitaji kutoka kwa viongozi wengine zaidi ya anayeomba: ${required}. Viongozi kama hao katika chama hiki sasa: ${available}. Mwenyekiti anaweza kumteua mweka hazina na katibu kwanza.`,
  }),
  neverApprovableToOfficial: (required: number, available: number): LocalizedText => ({
    en: `This request could never be approved. Approvals it needs from officials other than the one who asks and the one it pays: ${required}. Such officials in this community now: ${available}. The chairperson can name more officials first.`,
    sw: `Ombi hili lisingeweza kuidhinishwa kamwe. Idhini linazohitaji kutoka kwa viongozi wengine zaidi ya anayeomba na anayelipwa: ${required}. Viongozi kama hao katika chama hiki sasa: ${available}. Mwenyekiti anaweza kuteua viongozi zaidi kwanza.`,
  }),
  overRepay: (outstanding: bigint): LocalizedText => ({
    en: `You can only pay a maximum of ${kes(outstanding)} on this loan.`,
    sw: `Unaweza kulipa kiwango cha juu cha ${kes(outstanding)} tu kwa mkopo huu.`,
  }),
  leaveDues: {
    en: 'You have dues to pay before you can leave this community.',
    sw: 'Una michango ya kulipa kabla ya kuondoka kwenye chama hiki.',
  },
  memberDues: {
    en: 'This member has dues to pay before they can leave.',
    sw: 'Mwanachama huyu ana michango ya kulipa kabla ya kuondoka.',
  },
  leaveLoan: {
    en: 'A member with an active loan cannot leave the community.',
    sw: 'Mwanachama mwenye mkopo unaoendelea hawezi kuondoka kwenye chama.',
  },
  lastOfficial: {
    en: 'The last official cannot leave while other members remain. Name another official first.',
    sw: 'Kiongozi wa mwisho hawezi kuondoka wakati wanachama wengine wamebaki. Mteue kiongozi mwingine kwanza.',
  },
  nothingToShare: { en: 'There is nothing to share out.', sw: 'Hakuna cha kugawanya.' },
  shareOutPending: { en: 'A share-out is already waiting for approval.', sw: 'Tayari kuna mgao unaosubiri idhini.' },
  tooEarlyToShare: {
    en: 'The pool cannot cover the members’ savings and the requests waiting for approval.',
    sw: 'Hazina haiwezi kulipia akiba ya wanachama na maombi yanayosubiri idhini.',
  },
} as const;

export const communityMessages = {
  created: 'Community created successfully!',
  invited: 'Invitation sent.',
  accepted: 'Welcome! You have joined the community.',
  declined: 'Invitation declined.',
  withdrawn: 'Invitation withdrawn.',
  roleChanged: 'Role updated.',
  contributed: 'Contribution successful!',
  proposed: 'Payout request submitted for approval.',
  loanRequested: 'Loan request submitted for approval.',
  shareOutProposed: 'Share-out submitted for approval.',
  approvedPaid: 'Approved. The money has been paid out.',
  approvedWaiting: 'Approved. The request is waiting for more approvals.',
  approvedPoolShort: 'Approved, but the pool does not hold enough money now. The request stays pending.',
  rejected: 'Payout request rejected.',
  repaid: 'Repayment successful!',
  left: 'You have left the community.',
  removed: 'Member removed.',
} as const;

/**
 * The text to a number nobody on Pamoja has, when an official invites it (decision 060): both
 * languages in one text, since nobody has chosen a language for that number yet.
 */
export const registerInvitationSms = (who: string, community: string, link: string): string =>
  `Pamoja: ${who} amekualika ujiunge na chama "${community}". Jisajili kwa nambari hii uone mwaliko: ${link}\n` +
  `${who} invited you to join the chama "${community}". Register with this number to see the invitation: ${link}`;

export const communityTexts = {
  invited: (who: string, community: string): LocalizedText => ({
    en: `${who} invited you to join the community "${community}". Open Communities to accept or decline.`,
    sw: `${who} amekualika kujiunga na chama "${community}". Fungua Vyama ili ukubali au ukatae.`,
  }),
  joined: (who: string, community: string): LocalizedText => ({
    en: `${who} joined the community "${community}".`,
    sw: `${who} amejiunga na chama "${community}".`,
  }),
  roleChanged: (community: string, role: string): LocalizedText => ({
    en: `Your role in "${community}" is now ${role}.`,
    sw: `Wadhifa wako katika "${community}" sasa ni ${roleSw(role)}.`,
  }),
  contributed: (cents: bigint, community: string): LocalizedText => ({
    en: `You contributed ${kes(cents)} to "${community}".`,
    sw: `Umechangia ${kes(cents)} kwa "${community}".`,
  }),
  proposed: (who: string, cents: bigint, recipient: string, community: string): LocalizedText => ({
    en: `${who} proposed a payout of ${kes(cents)} to ${recipient} from "${community}". It needs the officials' approval.`,
    sw: `${who} amependekeza malipo ya ${kes(cents)} kwa ${recipient} kutoka "${community}". Yanahitaji idhini ya viongozi.`,
  }),
  topUp: (cycle: number, cents: bigint, recipient: string, community: string): LocalizedText => ({
    en: `Late payments reached cycle ${cycle} of "${community}" after it closed: a payout of ${kes(cents)} to ${recipient}, its recipient, awaits the officials' approval.`,
    sw: `Michango iliyochelewa imefika kwa mzunguko ${cycle} wa "${community}" baada ya kufungwa: malipo ya ${kes(cents)} kwa ${recipient}, mpokeaji wake, yanasubiri idhini ya viongozi.`,
  }),
  loanRequested: (who: string, cents: bigint, community: string): LocalizedText => ({
    en: `${who} asked to borrow ${kes(cents)} from "${community}". It needs the officials' approval.`,
    sw: `${who} ameomba mkopo wa ${kes(cents)} kutoka "${community}". Unahitaji idhini ya viongozi.`,
  }),
  shareOutProposed: (who: string, community: string): LocalizedText => ({
    en: `${who} proposed a share-out of "${community}". It needs the officials' approval.`,
    sw: `${who} amependekeza kugawa akiba ya "${community}". Inahitaji idhini ya viongozi.`,
  }),
  paid: (kind: string, cents: bigint, recipient: string, community: string): LocalizedText => ({
    en: `${kindEn(kind)} of ${kes(cents)} to ${recipient} has been paid from "${community}" into their Pamoja wallet.`,
    sw: `${kindSw(kind, cents, recipient)} kutoka "${community}" kwenye pochi yake ya Pamoja.`,
  }),
  sharedOut: (total: bigint, yours: bigint, community: string): LocalizedText => ({
    en: `"${community}" shared out ${kes(total)}. ${kes(yours)} came to your savings balance.`,
    sw: `"${community}" imegawa ${kes(total)}. ${kes(yours)} zimeingia kwenye salio lako la akiba.`,
  }),
  rejected: (who: string, cents: bigint, community: string): LocalizedText => ({
    en: `${who} rejected the request to pay ${kes(cents)} from "${community}".`,
    sw: `${who} amekataa ombi la kulipa ${kes(cents)} kutoka "${community}".`,
  }),
  left: (who: string, refunded: bigint, community: string): LocalizedText => ({
    en: `${who} left "${community}". ${kes(refunded)} of their savings was returned to them.`,
    sw: `${who} ameondoka "${community}". ${kes(refunded)} za akiba yake zimerudishwa kwake.`,
  }),
  repaid: (who: string, cents: bigint, community: string): LocalizedText => ({
    en: `${who} repaid ${kes(cents)} of a loan to "${community}".`,
    sw: `${who} amerejesha ${kes(cents)} za mkopo kwa "${community}".`,
  }),
};

function roleSw(role: string): string {
  return role === 'treasurer'
    ? 'mweka hazina'
    : role === 'secretary'
      ? 'katibu'
      : role === 'chairperson'
        ? 'mwenyekiti'
        : 'mwanachama';
}
function kindEn(kind: string): string {
  return kind === 'loan' ? 'A loan' : kind === 'rotation' ? 'The rotation payout' : 'A payout';
}
/** The payment's name agreeing with its verb: mkopo (u-) umelipwa, malipo (ya-) yamelipwa. */
function kindSw(kind: string, cents: bigint, recipient: string): string {
  const amount = kes(cents);
  if (kind === 'loan') return `Mkopo wa ${amount} kwa ${recipient} umelipwa`;
  return `${kind === 'rotation' ? 'Malipo ya mzunguko' : 'Malipo'} ya ${amount} kwa ${recipient} yamelipwa`;
}

/** Short texts (SMS) for the community events every member or official must hear of. */
export const communitySms = {
  awaitingApproval: (what: 'payout' | 'loan', cents: bigint, to: string, community: string): LocalizedText =>
    what === 'loan'
      ? {
          en: `Pamoja: a loan of ${kes(cents)} to ${to} from ${community} awaits your approval.`,
          sw: `Pamoja: ombi la ${to} la mkopo wa ${kes(cents)} kutoka ${community} linasubiri idhini yako.`,
        }
      : {
          en: `Pamoja: a payout of ${kes(cents)} to ${to} from ${community} awaits your approval.`,
          sw: `Pamoja: malipo ya ${kes(cents)} kwa ${to} kutoka ${community} yanasubiri idhini yako.`,
        },
  /** A share-out's amounts are known only when it is paid, so its text names none. */
  shareOutAwaitingApproval: (community: string): LocalizedText => ({
    en: `Pamoja: a share-out of ${community} awaits your approval.`,
    sw: `Pamoja: mgao wa ${community} unasubiri idhini yako.`,
  }),
  /** To the other members: whose Pamoja wallet the money went to. */
  paid: (cents: bigint, to: string, community: string): LocalizedText => ({
    en: `Pamoja: ${kes(cents)} from ${community} has been paid into ${to}'s Pamoja wallet.`,
    sw: `Pamoja: ${kes(cents)} kutoka ${community} zimelipwa kwenye pochi ya Pamoja ya ${to}.`,
  }),
  /** To the recipient: the money is in their Pamoja wallet, not on M-Pesa. */
  paidToYou: (kind: string, cents: bigint, community: string): LocalizedText =>
    kind === 'loan'
      ? {
          en: `Pamoja: your loan of ${kes(cents)} from ${community} is in your Pamoja wallet (not M-Pesa).`,
          sw: `Pamoja: mkopo wako wa ${kes(cents)} kutoka ${community} umeingia kwenye pochi yako ya Pamoja (si M-Pesa).`,
        }
      : {
          en: `Pamoja: ${kes(cents)} from ${community} is in your Pamoja wallet (not M-Pesa).`,
          sw: `Pamoja: ${kes(cents)} kutoka ${community} zimeingia kwenye pochi yako ya Pamoja (si M-Pesa).`,
        },
};
