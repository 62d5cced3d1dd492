import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  languageBody,
  notificationPreferencesBody,
  privacyBody,
  settingsResponse,
  themeBody,
  twoStepBody,
  twoStepResponse,
} from '../../../shared/schemas/account';
import { messageResponse, userIdParams } from '../../../shared/schemas/common';
import { caller } from '../../http/access';
import { changePassword, requestDeletion } from './account-service';
import { requestAccountInformation } from './info-request-service';
import { getSettings, saveLanguage, saveNotificationPreferences, savePrivacy, saveTheme } from './preferences-service';
import { setTwoStep } from './two-step-service';
import { clientRateLimit } from '../../http/client-rate-limit';
import { ok } from '../../http/responses';

/** The account screen's four actions and the settings screens' preferences (see docs/product/account-and-settings.md). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const self = { access: { self: ['params.userId' as const] } };
  const replies = ok(messageResponse);
  const now = () => app.ctx.clock.now();

  app.get('/api/users/:userId/settings', {
    config: self,
    schema: { tags: ['account'], params: userIdParams, response: ok(settingsResponse) },
    handler: async (request) => getSettings(app.ctx.db, request.params.userId),
  });

  app.put('/api/users/:userId/change-password', {
    config: { ...self, rateLimit: clientRateLimit(app.ctx.config) },
    schema: { tags: ['account'], params: userIdParams, body: changePasswordBody, response: replies },
    handler: async (request) => {
      await changePassword(app.ctx, request.params.userId, request.body, caller(request).tokenHash);
      return { message: 'Password changed successfully.' };
    },
  });

  app.put('/api/accounts/:userId/toggle-two-step', {
    config: self,
    schema: {
      tags: ['account'],
      params: userIdParams,
      body: twoStepBody,
      response: ok(twoStepResponse),
    },
    handler: async (request) => {
      const enabled = await setTwoStep(app.ctx, request.params.userId, request.body.twoStepEnabled);
      return {
        message: enabled ? 'Two-step verification is now enabled.' : 'Two-step verification is now disabled.',
        twoStepEnabled: enabled,
      };
    },
  });

  app.post('/api/users/:userId/request-info', {
    config: self,
    schema: { tags: ['account'], params: userIdParams, response: replies },
    handler: async (request) => {
      await requestAccountInformation(app.ctx, request.params.userId);
      return { message: 'Your account information has been sent to your email.' };
    },
  });

  app.put('/api/users/:userId/request-delete', {
    config: self,
    schema: { tags: ['account'], params: userIdParams, response: replies },
    handler: async (request) => {
      await requestDeletion(app.ctx.db, request.params.userId, now());
      return { message: 'Your account deletion request has been received. We will contact you to complete it.' };
    },
  });

  app.put('/api/users/:userId/privacy', {
    config: self,
    schema: { tags: ['account'], params: userIdParams, body: privacyBody, response: replies },
    handler: async (request) => {
      await savePrivacy(app.ctx.db, request.params.userId, request.body, now());
      return { message: 'Privacy settings updated successfully!' };
    },
  });

  app.put('/api/users/:userId/notification-preferences', {
    config: self,
    schema: { tags: ['account'], params: userIdParams, body: notificationPreferencesBody, response: replies },
    handler: async (request) => {
      await saveNotificationPreferences(app.ctx.db, request.params.userId, request.body, now());
      return { message: 'Notification preferences updated successfully!' };
    },
  });

  app.put('/api/users/:userId/language', {
    config: self,
    schema: { tags: ['account'], params: userIdParams, body: languageBody, response: replies },
    handler: async (request) => {
      const saved = await saveLanguage(app.ctx.db, request.params.userId, request.body.language, now());
      return { message: saved.language === 'sw' ? 'Lugha imehifadhiwa.' : 'Language saved.' };
    },
  });

  app.put('/api/users/:userId/theme', {
    config: self,
    schema: { tags: ['account'], params: userIdParams, body: themeBody, response: replies },
    handler: async (request) => {
      const saved = await saveTheme(app.ctx.db, request.params.userId, request.body.theme, now());
      return { message: saved.language === 'sw' ? 'Mandhari imehifadhiwa.' : 'Theme saved.' };
    },
  });
};
