import type { LocalizedText } from '../../shared/localized-text';

/**
 * What the HTTP layer and the errors' defaults answer, each refusal under its code with both
 * languages side by side (decision 073). English is the specification's words, byte for byte.
 */
export const HTTP_TEXTS = {
  notFound: { en: 'Not found.', sw: 'Haikupatikana.' },
  deletionInProcess: {
    en: 'Account deletion request is in process. Please contact support.',
    sw: 'Ombi la kufuta akaunti linashughulikiwa. Tafadhali wasiliana na huduma kwa wateja.',
  },
  userNotFound: { en: 'User not found.', sw: 'Mtumiaji hakupatikana.' },
  imageFile: {
    en: 'Please choose an image file (JPEG, PNG or WebP).',
    sw: 'Tafadhali chagua faili la picha (JPEG, PNG au WebP).',
  },
  addressTooLong: { en: 'The address is too long.', sw: 'Anwani ni ndefu mno.' },
  addressNotValid: { en: 'The address is not valid.', sw: 'Anwani si halali.' },
  logIn: { en: 'Please log in to continue.', sw: 'Tafadhali ingia ili kuendelea.' },
  notAllowed: { en: 'You are not allowed to do that.', sw: 'Huruhusiwi kufanya hivyo.' },
  tooManyAttempts: {
    en: 'Too many attempts. Please wait a moment and try again.',
    sw: 'Majaribio mengi mno. Tafadhali subiri kidogo kisha ujaribu tena.',
  },
  insufficientBalance: { en: 'Insufficient balance.', sw: 'Salio halitoshi.' },
  ownAccountOnly: {
    en: 'You can only act on your own account.',
    sw: 'Unaweza kushughulikia akaunti yako mwenyewe tu.',
  },
  serverFault: {
    en: 'Something went wrong on our side. Please try again.',
    sw: 'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.',
  },
  unavailable: {
    en: 'The service is briefly unavailable. Please try again in a moment.',
    sw: 'Huduma haipatikani kwa muda mfupi. Tafadhali jaribu tena baada ya muda mfupi.',
  },
  invalidJson: { en: 'The request body is not valid JSON.', sw: 'Ombi si JSON halali.' },
  emptyBody: { en: 'The request body is empty.', sw: 'Ombi ni tupu.' },
  tooLarge: { en: 'The request is too large.', sw: 'Ombi ni kubwa mno.' },
  mediaType: { en: 'This content type is not supported here.', sw: 'Aina hii ya maudhui haikubaliwi hapa.' },
  contentLength: { en: 'The request length is wrong.', sw: 'Urefu wa ombi si sahihi.' },
  imageTooLarge: { en: 'Each image must be at most 5 MB.', sw: 'Kila picha isizidi MB 5.' },
  tooManyFiles: { en: 'Too many files in the request.', sw: 'Faili nyingi mno katika ombi.' },
  tooManyFields: { en: 'Too many fields in the request.', sw: 'Sehemu nyingi mno katika ombi.' },
  tooManyParts: { en: 'Too many parts in the request.', sw: 'Vipande vingi mno katika ombi.' },
  formWithFiles: {
    en: 'This request must be sent as a form with files.',
    sw: 'Ombi hili lazima litumwe kama fomu yenye faili.',
  },
  notValid: { en: 'The request is not valid.', sw: 'Ombi si halali.' },
  noFilesHere: {
    en: 'This address does not take files: send the request as JSON.',
    sw: 'Anwani hii haipokei faili: tuma ombi kama JSON.',
  },
  formLengthRequired: {
    en: 'Please send the form with its length (Content-Length).',
    sw: 'Tafadhali tuma fomu pamoja na urefu wake (Content-Length).',
  },
  formTooLarge: (files: number, mb: number): LocalizedText =>
    files === 1
      ? {
          en: `The form is too large: it takes one image of at most ${mb} MB.`,
          sw: `Fomu ni kubwa mno: inapokea picha moja isiyozidi MB ${mb}.`,
        }
      : {
          en: `The form is too large: it takes ${files} images of at most ${mb} MB each.`,
          sw: `Fomu ni kubwa mno: inapokea picha ${files} zisizozidi MB ${mb} kila moja.`,
        },
  connectionClosed: {
    en: 'The connection was closed before the request was complete.',
    sw: 'Muunganisho ulifungwa kabla ombi halijakamilika.',
  },
  uploadQuotaFull: {
    en: 'You have used your 25 MB of image storage. Remove a goal image or choose a smaller image, then try again.',
    sw: 'Umetumia nafasi yako yote ya picha ya MB 25. Ondoa picha ya lengo au chagua picha ndogo zaidi, kisha ujaribu tena.',
  },
} as const;
