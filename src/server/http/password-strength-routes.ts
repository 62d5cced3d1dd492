import type { FastifyPluginAsync } from 'fastify';
import { loadPasswordStrength } from '../../shared/password-strength';

/**
 * The routes of a module that takes new passwords, registered in order once the strength checker's
 * word lists are loaded: new passwords are validated against them, so they must be there before the
 * first request.
 */
export function withPasswordStrength(...routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app) => {
    await loadPasswordStrength();
    for (const plugin of routes) await app.register(plugin);
  };
}
