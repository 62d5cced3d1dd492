import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installValidationMessages } from '../shared/validation-messages';
import type { AppContext } from './context';
import { registerAccessControl } from './http/access';
import { clientAddress, trustedProxies } from './http/client-address';
import { registerDocs } from './http/docs';
import { registerErrorHandler, routerRefusal } from './http/error-handler';
import { registerMultipartGuard } from './http/multipart-guard';
import { registerNoStore } from './http/no-store';
import { registerSecurityHeaders } from './http/security-headers';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { isApiPath, registerSpa } from './http/spa';
import { modules } from './modules';
import { projectRoot } from './project-root';

installValidationMessages();

export interface BuildOptions {
  /** Serve the built client from dist/client (off in API tests). */
  serveClient?: boolean;
}

/**
 * Builds the Fastify app in three rings: external plugins, then access control, then the
 * feature modules' routes. Listening is the caller's business.
 */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    trustProxy: trustedProxies(ctx.config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    ajv: undefined,
    frameworkErrors: routerRefusal,
  });
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerMultipartGuard(app);
  registerNoStore(app);

  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(ctx), keyGenerator: clientAddress });
  await registerDocs(app);
  const servesClient =
    opts.serveClient === true && (await registerSpa(app, path.resolve(projectRoot(), ctx.config.distDir, 'client')));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (servesClient && !isApiPath(url) && request.method === 'GET') return reply.sendFile('index.html');
    return reply.status(404).send({ message: 'Not found.' });
  });

  registerAccessControl(app);
  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  for (const mod of modules) {
    if (mod.routes) await app.register(mod.routes);
  }
  return app;
}
