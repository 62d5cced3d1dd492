import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  languageBody,
  notificationPreferencesBody,
  privacyBody,
  type Settings,
  settingsResponse,
  themeBody,
  twoStepBody,
  twoStepResponse,
} from '../../../shared/schemas/account';
import { messageResponse, userIdParams } from '../../../shared/schemas/common';
import type { LocalizedText } from '../../../shared/localized-text';
import type { Db } from '../../db/client';
import { caller } from '../../http/access';
import { changePassword, requestDeletion } from './account-service';
import { requestAccountInformation } from './info-request-service';
import { getSettings, saveLanguage, saveNotificationPreferences, savePrivacy, saveTheme } from './preferences-service';
import { setTwoStep } from './two-step-service';
import { clientRateLimit } from '../../http/client-rate-limit';
import { ok } from '../../http/responses';

/** A preferences-service save: the user's settings with `value` stored, as of `at`. */
type SaveSettings<Value> = (db: Db, userId: string, value: Value, at: Date) => Promise<Settings>;

/** The account screen's four actions and the settings screens' preferences (see docs/product/account-and-settings.md). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const self = { access: { self: ['params.userId' as const] } };
  const replies = ok(messageResponse);
  const now = () => app.ctx.clock.now();

  /** A settings screen's save of its whole body (privacy, notifications): `save`, then answer `message`. */
  const saves =
    <Body>(save: SaveSettings<Body>, message: string) =>
    async (request: { params: { userId: string }; body: Body }) => {
      await save(app.ctx.db, request.params.userId, request.body, now());
      return { message };
    };

  /** The save of the one setting the body names (language, theme), answered in the user's language as saved. */
  const savesSetting =
    <Field extends string, Value>(field: Field, save: SaveSettings<Value>, answer: LocalizedText) =>
    async (request: { params: { userId: string }; body: Record<Field, Value> }) => {
      const saved = await save(app.ctx.db, request.params.userId, request.body[field], now());
      return { message: answer[saved.language] };
    };

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
    handler: saves(savePrivacy, 'Privacy settings updated successfully!'),
  });

  app.put('/api/users/:userId/notification-preferences', {
    config: self,
    schema: { tags: ['account'], params: userIdParams, body: notificationPreferencesBody, response: replies },
    handler: saves(saveNotificationPreferences, 'Notification preferences updated successfully!'),
  });

  app.put('/api/users/:userId/language', {
    config: self,
    schema: { tags: ['account'], params: userIdParams, body: languageBody, response: replies },
    handler: savesSetting('language', saveLanguage, { en: 'Language saved.', sw: 'Lugha imehifadhiwa.' }),
  });

  app.put('/api/users/:userId/theme', {
    config: self,
    schema: { tags: ['account'], params: userIdParams, body: themeBody, response: replies },
    handler: savesSetting('theme', saveTheme, { en: 'Theme saved.', sw: 'Mandhari imehifadhiwa.' }),
  });
};
