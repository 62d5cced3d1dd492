/**
 * The server's refusals in Kiswahili, each beside the English sentence the code writes (the
 * specification's words where it fixes them). `{0}`, `{1}`… stand for the values the English
 * sentence carries (an amount, a date, a name), in the order they appear in it.
 */
export const SWAHILI_REFUSALS: ReadonlyArray<readonly [string, string]> = [
  // The HTTP layer and the errors' defaults
  ['Not found.', 'Haikupatikana.'],
  ['Insufficient balance.', 'Salio halitoshi.'],
  ['The request must be a JSON object.', 'Ombi lazima liwe kitu cha JSON.'],
  ['Unexpected field: {0}.', 'Sehemu isiyotarajiwa: {0}.'],
  [
    'This Idempotency-Key was already used for a different request.',
    'Idempotency-Key hii ilishatumika kwa ombi jingine.',
  ],
  ['Please choose an image file.', 'Tafadhali chagua faili la picha.'],
  ['User ID is required.', 'Kitambulisho cha mtumiaji kinahitajika.'],
  ['Please enter a valid email address.', 'Tafadhali weka barua pepe sahihi.'],
  ['User not found.', 'Mtumiaji hakupatikana.'],

  // Account and settings
  ['Your current password is incorrect.', 'Nenosiri lako la sasa si sahihi.'],
  [
    'Your password was changed meanwhile. Please try again.',
    'Nenosiri lako lilibadilishwa wakati huo huo. Tafadhali jaribu tena.',
  ],
  ['Please enter your current password.', 'Tafadhali weka nenosiri lako la sasa.'],
  ['New password must be at least {0} characters.', 'Nenosiri jipya lazima liwe na angalau herufi {0}.'],
  ['New password must be at most {0} characters.', 'Nenosiri jipya lisizidi herufi {0}.'],
  [
    'There is no email address on your account to send the information to.',
    'Hakuna barua pepe kwenye akaunti yako ya kutumia taarifa.',
  ],
  [
    'You have requested your account information several times in the last hour. Please check your email, or try again later.',
    'Umeomba taarifa za akaunti yako mara kadhaa katika saa iliyopita. Tafadhali angalia barua pepe yako, au ujaribu tena baadaye.',
  ],
  [
    'We could not send your account information right now. Please try again later.',
    'Hatukuweza kutuma taarifa za akaunti yako sasa hivi. Tafadhali jaribu tena baadaye.',
  ],
  ['Name must be at most 120 characters.', 'Jina lisizidi herufi 120.'],
  ['Name must be at most 500 characters.', 'Jina lisizidi herufi 500.'],
  ['Please choose an image file (JPEG, PNG or WebP).', 'Tafadhali chagua faili la picha (JPEG, PNG au WebP).'],
  [
    'This phone number is already registered to another account.',
    'Nambari hii ya simu tayari imesajiliwa kwenye akaunti nyingine.',
  ],
  ['Amount must have at most two decimals.', 'Kiasi kisiwe na zaidi ya desimali mbili.'],
  ['Amount must be a number.', 'Kiasi lazima kiwe nambari.'],
  ['Amount must be greater than 0.', 'Kiasi lazima kiwe zaidi ya 0.'],
  [
    'You have no unredeemed rewards to add to your savings.',
    'Huna zawadi ambazo hazijakombolewa za kuongeza kwenye akiba yako.',
  ],
  [
    'The amount must equal your unredeemed rewards of KES {0}.',
    'Kiasi lazima kilingane na zawadi zako ambazo hazijakombolewa za KES {0}.',
  ],
  ['Please write your message.', 'Tafadhali andika ujumbe wako.'],
  ['Message must be at most 5000 characters.', 'Ujumbe usizidi herufi 5000.'],
  ['Please choose a rating from 1 to 5.', 'Tafadhali chagua alama kutoka 1 hadi 5.'],
  ['Please write your feedback.', 'Tafadhali andika maoni yako.'],
  ['Feedback must be at most 5000 characters.', 'Maoni yasizidi herufi 5000.'],
  ['Message is required.', 'Ujumbe unahitajika.'],
  ['Message must be at most 500 characters.', 'Ujumbe usizidi herufi 500.'],
  [
    'Please remove the unusual characters from your name.',
    'Tafadhali ondoa herufi zisizo za kawaida kwenye jina lako.',
  ],
  [
    'Please remove the unusual characters from your message.',
    'Tafadhali ondoa herufi zisizo za kawaida kwenye ujumbe wako.',
  ],
  ['Notification not found.', 'Arifa haikupatikana.'],

  // Wallet and M-Pesa
  ['Please enter a valid deposit amount greater than 0.', 'Tafadhali weka kiasi sahihi cha kuweka kilicho zaidi ya 0.'],
  [
    'Please enter a valid withdrawal amount greater than 0.',
    'Tafadhali weka kiasi sahihi cha kutoa kilicho zaidi ya 0.',
  ],
  ['Please enter a valid M-Pesa number.', 'Tafadhali weka nambari sahihi ya M-Pesa.'],
  ['The minimum amount is KES {0}.', 'Kiasi cha chini ni KES {0}.'],
  ['The maximum for one M-Pesa transaction is KES {0}.', 'Kiwango cha juu kwa muamala mmoja wa M-Pesa ni KES {0}.'],
  ['Insufficient balance for this withdrawal.', 'Salio halitoshi kwa utoaji huu.'],
  [
    'This number has not received money from your account before. We sent a 6-digit code to your email: enter it to confirm the withdrawal.',
    'Nambari hii haijawahi kupokea pesa kutoka kwenye akaunti yako. Tumetuma msimbo wa tarakimu 6 kwenye barua pepe yako: uweke ili kuthibitisha utoaji.',
  ],
  [
    'Please enter the 6-digit code from your email.',
    'Tafadhali weka msimbo wa tarakimu 6 kutoka kwenye barua pepe yako.',
  ],
  [
    'Too many codes were requested for new numbers. Please try again in an hour.',
    'Misimbo mingi mno imeombwa kwa nambari mpya. Tafadhali jaribu tena baada ya saa moja.',
  ],
  ['Description must be at most 200 characters.', 'Maelezo yasizidi herufi 200.'],
  [
    'The number is new to the account: a 6-digit code was mailed to the owner. Send the same request again with verificationCode.',
    'Nambari ni mpya kwa akaunti hii: msimbo wa tarakimu 6 umetumwa kwa mwenye akaunti. Tuma ombi hilo hilo tena pamoja na verificationCode.',
  ],
  [
    'You have deposits still waiting for your M-Pesa PIN. Please complete them or wait a few minutes.',
    'Una amana ambazo bado zinasubiri PIN yako ya M-Pesa. Tafadhali zikamilishe au usubiri dakika chache.',
  ],
  ['Deposit not found.', 'Amana haikupatikana.'],
  ['Withdrawal not found.', 'Utoaji haukupatikana.'],
  ['The start date must not be after the end date.', 'Tarehe ya kuanza isiwe baada ya tarehe ya mwisho.'],
  ['Please enter dates as YYYY-MM-DD.', 'Tafadhali weka tarehe kama YYYY-MM-DD.'],
  ['Please enter a real date.', 'Tafadhali weka tarehe halisi.'],
  ['Please choose pdf, csv or json.', 'Tafadhali chagua pdf, csv au json.'],

  // Goals
  ['Please fill in all required fields.', 'Tafadhali jaza sehemu zote zinazohitajika.'],
  ['Deposit amount must be a positive number.', 'Kiasi cha kuweka lazima kiwe nambari chanya.'],
  [
    'Invalid contribution amount. Please check your balance.',
    'Kiasi cha mchango si sahihi. Tafadhali angalia salio lako.',
  ],
  ['Please enter a valid target amount.', 'Tafadhali weka kiasi lengwa sahihi.'],
  ['Please enter a member ID.', 'Tafadhali weka kitambulisho cha mwanachama.'],
  ['Please keep it under {0} characters.', 'Tafadhali kisizidi herufi {0}.'],
  ['Please enter a valid date.', 'Tafadhali weka tarehe sahihi.'],
  ['No user found with that ID.', 'Hakuna mtumiaji mwenye kitambulisho hicho.'],
  [
    'No user found with that ID. Please check the member ID and try again.',
    'Hakuna mtumiaji mwenye kitambulisho hicho. Tafadhali angalia kitambulisho cha mwanachama kisha ujaribu tena.',
  ],
  ['This goal is already complete.', 'Lengo hili tayari limekamilika.'],
  ['This goal needs only KES {0} more.', 'Lengo hili linahitaji KES {0} tu zaidi ili likamilike.'],
  ['The deadline must be a future date.', 'Tarehe ya mwisho lazima iwe tarehe ijayo.'],
  ['Deposit cannot be above the target amount.', 'Kiasi cha kuweka hakiwezi kuzidi kiasi lengwa.'],
  ['Insufficient balance for this deposit.', 'Salio halitoshi kwa kiasi hiki.'],
  ['This goal is complete and can no longer be edited.', 'Lengo hili limekamilika na haliwezi kubadilishwa tena.'],
  [
    'Target amount must be greater than or equal to the saved amount.',
    'Kiasi lengwa lazima kiwe sawa au zaidi ya kiasi kilichowekwa.',
  ],
  ['This user is already a member of this goal.', 'Mtumiaji huyu tayari ni mwanachama wa lengo hili.'],
  ['Only the goal admin can remove members.', 'Msimamizi wa lengo pekee ndiye anayeweza kuondoa wanachama.'],
  ['This user is not a member of this goal.', 'Mtumiaji huyu si mwanachama wa lengo hili.'],
  ['The goal admin cannot leave the goal.', 'Msimamizi wa lengo hawezi kuondoka kwenye lengo.'],
  ['The goal admin cannot be removed.', 'Msimamizi wa lengo hawezi kuondolewa.'],
  ['Goal not found.', 'Lengo halikupatikana.'],
  ['Only members of this goal can do that.', 'Wanachama wa lengo hili pekee ndio wanaoweza kufanya hivyo.'],
  ['Only the goal admin can do that.', 'Msimamizi wa lengo pekee ndiye anayeweza kufanya hivyo.'],

  // Loans
  ['Repayment due date must be a date (YYYY-MM-DD).', 'Tarehe ya mwisho ya kulipa lazima iwe tarehe (YYYY-MM-DD).'],
  ['Purpose must be at most 500 characters.', 'Madhumuni yasizidi herufi 500.'],
  [
    'Repayment amount must be an amount in KES with at most two decimals.',
    'Kiasi cha kulipa lazima kiwe kiasi cha KES chenye desimali zisizozidi mbili.',
  ],
  ['Repayment amount is required.', 'Kiasi cha kulipa kinahitajika.'],
  ['This loan is already fully repaid.', 'Mkopo huu tayari umelipwa wote.'],
  ['Only an approved loan can be repaid.', 'Mkopo ulioidhinishwa pekee ndio unaoweza kulipwa.'],
  ['You can only pay a maximum of {0} on this loan.', 'Unaweza kulipa kiwango cha juu cha {0} tu kwa mkopo huu.'],
];
