import { type FeatureRoutes, lazyPage } from '../../app/feature-routes';

/** The modules that hold more than one page. */
const guidePages = () => import('./guide-page');
const preferencesPages = () => import('./preferences-pages');

/** Settings, profile, account, preferences, help, feedback and referrals (see docs/product/account-and-settings.md). */
export const routes: FeatureRoutes = {
  user: [lazyPage('/user/settings', () => import('./settings-page'), 'SettingsPage')],
  userPlain: [
    lazyPage('/invite', () => import('./invite-page'), 'InvitePage'),
    lazyPage('/user/help', () => import('./help-page'), 'HelpPage'),
    lazyPage('/user/guide', guidePages, 'GuidePage'),
    lazyPage('/user/faq', guidePages, 'FaqPage'),
    lazyPage('/feedback', () => import('./feedback-page'), 'FeedbackPage'),
    lazyPage('/profile', () => import('./profile-page'), 'ProfilePage'),
    lazyPage('/account', () => import('./account-page'), 'AccountPage'),
    lazyPage('/privacy', preferencesPages, 'PrivacyPage'),
    lazyPage('/theme', () => import('./theme-page'), 'ThemePage'),
    lazyPage('/notification-preferences', preferencesPages, 'NotificationPreferencesPage'),
  ],
};
