import { Navigate } from 'react-router';
import { type FeatureRoutes, lazyPage } from '../../app/feature-routes';

/** Registration, login, two-step verification, password reset and the terms (see docs/product/identity.md). */
export const routes: FeatureRoutes = {
  public: [
    // People type and share the short address: it starts the registration.
    { path: '/register', element: <Navigate to="/register/step-1" replace /> },
    lazyPage('/register/step-1', () => import('./register-step1-page'), 'RegisterStep1Page'),
    lazyPage('/register/step-2', () => import('./register-step2-page'), 'RegisterStep2Page'),
    lazyPage('/register/step-3', () => import('./register-step3-page'), 'RegisterStep3Page'),
    lazyPage('/register/step-4', () => import('./register-step4-page'), 'RegisterStep4Page'),
    lazyPage('/login', () => import('./login-page'), 'LoginPage'),
    lazyPage('/verify-code', () => import('./verify-code-page'), 'VerifyCodePage'),
    lazyPage('/forgot-password', () => import('./forgot-password-page'), 'ForgotPasswordPage'),
    lazyPage('/reset-password/:token', () => import('./reset-password-page'), 'ResetPasswordPage'),
    lazyPage('/terms-and-conditions', () => import('./terms-page'), 'TermsPage'),
  ],
};
