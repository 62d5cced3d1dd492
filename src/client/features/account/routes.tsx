import { type FeatureRoutes, lazyPage } from '../../app/feature-routes';

/** Settings, profile, account, preferences, help, feedback and referrals (see docs/product/account-and-settings.md). */
export const routes: FeatureRoutes = {
  user: [lazyPage('/user/settings', () => import('./settings-page'), 'SettingsPage')],
  userPlain: [
    lazyPage('/invite', () => import('./invite-page'), 'InvitePage'),
    lazyPage('/user/help', () => import('./help-page'), 'HelpPage'),
    lazyPage('/user/guide', () => import('./guide-page'), 'GuidePage'),
    lazyPage('/user/faq', () => import('./guide-page'), 'FaqPage'),
    lazyPage('/feedback', () => import('./feedback-page'), 'FeedbackPage'),
    lazyPage('/profile', () => import('./profile-page'), 'ProfilePage'),
    lazyPage('/account', () => import('./account-page'), 'AccountPage'),
    lazyPage('/privacy', () => import('./preferences-pages'), 'PrivacyPage'),
    lazyPage('/theme', () => import('./theme-page'), 'ThemePage'),
    lazyPage('/notification-preferences', () => import('./preferences-pages'), 'NotificationPreferencesPage'),
  ],
};
