/** The notifications module's refusals, keyed with both languages side by side (decision 073). */
export const NOTIFICATION_ERRORS = {
  notFound: { en: 'Notification not found.', sw: 'Arifa haikupatikana.' },
};
