import { formatKes, toKes } from '../../../shared/money';
import type { LocalizedText } from '../../../shared/localized-text';
import { GOALS_TEXTS } from '../../../shared/schemas/goals';
import { HTTP_TEXTS } from '../../http/http-texts';

/** The notifications goals write, in English and Swahili. */
const kes = (cents: bigint) => `KES ${formatKes(toKes(cents))}`;

export const goalTexts = {
  created: (title: string): LocalizedText => ({
    en: `Your goal "${title}" has been created.`,
    sw: `Lengo lako "${title}" limeundwa.`,
  }),
  contributed: (who: string, cents: bigint, title: string): LocalizedText => ({
    en: `${who} contributed ${kes(cents)} to the goal "${title}".`,
    sw: `${who} amechangia ${kes(cents)} kwenye lengo "${title}".`,
  }),
  completed: (title: string): LocalizedText => ({
    en: `Goal Completed! "${title}" has reached its target. Delete the goal to move the funds to your withdrawable balance.`,
    sw: `Lengo Limekamilika! "${title}" limefikia kiasi lengwa. Futa lengo ili kuhamisha pesa kwenye salio unaloweza kutoa.`,
  }),
  /** To the admin who withdrew: the total, and what came back to their own wallet if anything. */
  youWithdrew: (total: bigint, yours: bigint, title: string): LocalizedText => ({
    en: `You withdrew ${kes(total)} from the goal "${title}". Each member's part went back to that member's own savings balance, in proportion to their share.${yours > 0n ? ` ${kes(yours)} came back to yours.` : ''}`,
    sw: `Umetoa ${kes(total)} kutoka lengo "${title}". Sehemu ya kila mwanachama imerudishwa kwenye salio la akiba la mwanachama huyo mwenyewe, kulingana na sehemu yake.${yours > 0n ? ` ${kes(yours)} zimerudi kwenye salio lako.` : ''}`,
  }),
  /** To every other member: what came back from their share to their own wallet. */
  withdrawnToYou: (admin: string, total: bigint, yours: bigint, title: string): LocalizedText =>
    yours > 0n
      ? {
          en: `${admin} withdrew ${kes(total)} from the goal "${title}". ${kes(yours)} of your share was returned to your savings balance.`,
          sw: `${admin} ametoa ${kes(total)} kutoka lengo "${title}". ${kes(yours)} kutoka sehemu yako zimerudishwa kwenye salio lako la akiba.`,
        }
      : {
          en: `${admin} withdrew ${kes(total)} from the goal "${title}". Nothing was taken from your share.`,
          sw: `${admin} ametoa ${kes(total)} kutoka lengo "${title}". Hakuna kilichotolewa kwenye sehemu yako.`,
        },
  /** To the member a goal passed to when its admin's account was deleted (goal-handover.ts). */
  nowAdmin: (title: string): LocalizedText => ({
    en: `You are now the admin of the goal "${title}": its admin's account was closed.`,
    sw: `Sasa wewe ndiye msimamizi wa lengo "${title}": akaunti ya msimamizi wake imefungwa.`,
  }),
  joined: (who: string, title: string): LocalizedText => ({
    en: `${who} joined the goal "${title}".`,
    sw: `${who} amejiunga na lengo "${title}".`,
  }),
  youWereAdded: (admin: string, title: string): LocalizedText => ({
    en: `${admin} added you to the goal "${title}".`,
    sw: `${admin} amekuongeza kwenye lengo "${title}".`,
  }),
  left: (who: string, title: string): LocalizedText => ({
    en: `${who} left the goal "${title}".`,
    sw: `${who} ameondoka kwenye lengo "${title}".`,
  }),
  removed: (who: string, title: string): LocalizedText => ({
    en: `${who} was removed from the goal "${title}".`,
    sw: `${who} ameondolewa kwenye lengo "${title}".`,
  }),
  youLeft: (title: string, returned: bigint): LocalizedText => ({
    en: `You have left the goal "${title}". ${kes(returned)} was returned to your balance.`,
    sw: `Umeondoka kwenye lengo "${title}". ${kes(returned)} zimerudishwa kwenye salio lako.`,
  }),
  youWereRemoved: (title: string, returned: bigint): LocalizedText => ({
    en: `You were removed from the goal "${title}". ${kes(returned)} was returned to your balance.`,
    sw: `Umeondolewa kwenye lengo "${title}". ${kes(returned)} zimerudishwa kwenye salio lako.`,
  }),
  deleted: (title: string, returned: bigint): LocalizedText => ({
    en: `The goal "${title}" was deleted. ${kes(returned)} was returned to your balance.`,
    sw: `Lengo "${title}" limefutwa. ${kes(returned)} zimerudishwa kwenye salio lako.`,
  }),
};

/**
 * The goals module's refusals, each under its code with both languages side by side (decision 073);
 * a refusal with values is a function returning its pair.
 */
export const GOAL_ERRORS = {
  goalNotFound: { en: 'Goal not found.', sw: 'Lengo halikupatikana.' },
  notAMember: {
    en: 'Only members of this goal can do that.',
    sw: 'Wanachama wa lengo hili pekee ndio wanaoweza kufanya hivyo.',
  },
  adminOnly: { en: 'Only the goal admin can do that.', sw: 'Msimamizi wa lengo pekee ndiye anayeweza kufanya hivyo.' },
  complete: { en: 'This goal is already complete.', sw: 'Lengo hili tayari limekamilika.' },
  needsOnly: (amount: string): LocalizedText => ({
    en: `This goal needs only KES ${amount} more.`,
    sw: `Lengo hili linahitaji KES ${amount} tu zaidi ili likamilike.`,
  }),
  futureDate: { en: 'The deadline must be a future date.', sw: 'Tarehe ya mwisho lazima iwe tarehe ijayo.' },
  depositAboveTarget: {
    en: 'Deposit cannot be above the target amount.',
    sw: 'Kiasi cha kuweka hakiwezi kuzidi kiasi lengwa.',
  },
  depositInsufficient: { en: 'Insufficient balance for this deposit.', sw: 'Salio halitoshi kwa kiasi hiki.' },
  completeNoEdit: {
    en: 'This goal is complete and can no longer be edited.',
    sw: 'Lengo hili limekamilika na haliwezi kubadilishwa tena.',
  },
  targetBelowSaved: {
    en: 'Target amount must be greater than or equal to the saved amount.',
    sw: 'Kiasi lengwa lazima kiwe sawa au zaidi ya kiasi kilichowekwa.',
  },
  noSuchMember: {
    en: 'No user found with that ID. Please check the member ID and try again.',
    sw: 'Hakuna mtumiaji mwenye kitambulisho hicho. Tafadhali angalia kitambulisho cha mwanachama kisha ujaribu tena.',
  },
  alreadyMember: {
    en: 'This user is already a member of this goal.',
    sw: 'Mtumiaji huyu tayari ni mwanachama wa lengo hili.',
  },
  adminRemoves: {
    en: 'Only the goal admin can remove members.',
    sw: 'Msimamizi wa lengo pekee ndiye anayeweza kuondoa wanachama.',
  },
  notMember: { en: 'This user is not a member of this goal.', sw: 'Mtumiaji huyu si mwanachama wa lengo hili.' },
  adminCannotLeave: {
    en: 'The goal admin cannot leave the goal.',
    sw: 'Msimamizi wa lengo hawezi kuondoka kwenye lengo.',
  },
  adminCannotBeRemoved: { en: 'The goal admin cannot be removed.', sw: 'Msimamizi wa lengo hawezi kuondolewa.' },
  invalidContribution: GOALS_TEXTS.invalidContribution,
  invalidAmount: GOALS_TEXTS.invalidAmount,
  insufficientBalance: HTTP_TEXTS.insufficientBalance,
  imageFile: HTTP_TEXTS.imageFile,
};

/** The success answers, keyed with both languages; the API answers their English (the specification's words). */
export const GOAL_ANSWERS = {
  contributed: { en: 'Contribution successful!', sw: 'Mchango umefanikiwa!' },
  left: { en: 'You have left the goal successfully!', sw: 'Umeondoka kwenye lengo!' },
  removed: { en: 'Member removed successfully!', sw: 'Mwanachama ameondolewa!' },
};
