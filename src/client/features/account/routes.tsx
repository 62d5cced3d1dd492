import type { FeatureRoutes } from '../../app/feature-routes';

/** Settings, profile, account, preferences, help, feedback and referrals (see docs/product/account-and-settings.md). */
export const routes: FeatureRoutes = {
  user: [{ path: '/user/settings', lazy: async () => ({ Component: (await import('./settings-page')).SettingsPage }) }],
  userPlain: [
    { path: '/invite', lazy: async () => ({ Component: (await import('./invite-page')).InvitePage }) },
    { path: '/user/help', lazy: async () => ({ Component: (await import('./help-page')).HelpPage }) },
    { path: '/user/guide', lazy: async () => ({ Component: (await import('./guide-page')).GuidePage }) },
    { path: '/user/faq', lazy: async () => ({ Component: (await import('./guide-page')).FaqPage }) },
    { path: '/feedback', lazy: async () => ({ Component: (await import('./feedback-page')).FeedbackPage }) },
    { path: '/profile', lazy: async () => ({ Component: (await import('./profile-page')).ProfilePage }) },
    { path: '/account', lazy: async () => ({ Component: (await import('./account-page')).AccountPage }) },
    { path: '/privacy', lazy: async () => ({ Component: (await import('./preferences-pages')).PrivacyPage }) },
    { path: '/theme', lazy: async () => ({ Component: (await import('./theme-page')).ThemePage }) },
    {
      path: '/notification-preferences',
      lazy: async () => ({ Component: (await import('./preferences-pages')).NotificationPreferencesPage }),
    },
  ],
};
