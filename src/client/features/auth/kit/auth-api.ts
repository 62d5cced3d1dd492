import type {
  LoginBody,
  LoginResponse,
  RegisterStep1Response,
  SignedInResponse,
} from '../../../../shared/schemas/auth';
import type { MessageResponse } from '../../../../shared/schemas/common';
import { api } from '../../../lib/api';

/** The identity calls, one function each. */
export const authApi = {
  registerStep1: (body: {
    full_name: string;
    email: string;
    phone: string;
    password: string;
    ref: string;
    language: 'en' | 'sw';
  }) => api<RegisterStep1Response>('POST', '/api/register/step1', body),
  registerStep2: (userId: string, front: File, back: File) => {
    const form = new FormData();
    form.append('userId', userId);
    form.append('front_id', front);
    form.append('back_id', back);
    return api<MessageResponse>('POST', '/api/register/step2', form);
  },
  registerStep3: (userId: string) =>
    api<MessageResponse>('POST', '/api/register/step3', { userId, termsAccepted: true, privacyPolicyAccepted: true }),
  registerStep4: (userId: string, verificationCode: string) =>
    api<MessageResponse>('POST', '/api/register/step4', { userId, verificationCode }),
  login: (body: LoginBody) => api<LoginResponse>('POST', '/api/login', body),
  verifyCode: (userId: string, verificationCode: string) =>
    api<SignedInResponse>('POST', '/api/login/verify-code', { userId, verificationCode }),
  resendCode: (userId: string) => api<MessageResponse>('POST', '/api/login/resend-code', { userId }),
  forgotPassword: (email: string) => api<MessageResponse>('POST', '/api/forgot-password', { email }),
  resetPassword: (token: string, password: string) =>
    api<MessageResponse>('POST', `/api/reset-password/${encodeURIComponent(token)}`, { password }),
};
