import type { FeatureRoutes } from '../../app/feature-routes';

/** Registration, login, two-step verification, password reset and the terms (see docs/product/identity.md). */
export const routes: FeatureRoutes = {
  public: [
    {
      path: '/register/step-1',
      lazy: async () => ({ Component: (await import('./register-step1-page')).RegisterStep1Page }),
    },
    {
      path: '/register/step-2',
      lazy: async () => ({ Component: (await import('./register-step2-page')).RegisterStep2Page }),
    },
    {
      path: '/register/step-3',
      lazy: async () => ({ Component: (await import('./register-step3-page')).RegisterStep3Page }),
    },
    {
      path: '/register/step-4',
      lazy: async () => ({ Component: (await import('./register-step4-page')).RegisterStep4Page }),
    },
    { path: '/login', lazy: async () => ({ Component: (await import('./login-page')).LoginPage }) },
    { path: '/verify-code', lazy: async () => ({ Component: (await import('./verify-code-page')).VerifyCodePage }) },
    {
      path: '/forgot-password',
      lazy: async () => ({ Component: (await import('./forgot-password-page')).ForgotPasswordPage }),
    },
    {
      path: '/reset-password/:token',
      lazy: async () => ({ Component: (await import('./reset-password-page')).ResetPasswordPage }),
    },
    { path: '/terms-and-conditions', lazy: async () => ({ Component: (await import('./terms-page')).TermsPage }) },
  ],
};
