import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParams } from '../../../shared/schemas/common';
import { accountResponse, transactionsResponse } from '../../../shared/schemas/wallet';
import { type SessionRead, sessionReadRow } from '../../http/access';
import { checkRow } from '../../db/typed-rows';
import { plainSerializerCompiler } from '../../http/plain-serializer';
import { readerLanguage } from '../../http/reader-language';
import { ok } from '../../http/responses';
import { ACCOUNT_READ, accountFromRow, accountOf, AccountRow, accountValues, transactionsOf } from './history-service';

const WELL_FORMED_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The balance is read in the session lookup's statement (one round trip) when the id is well-formed. */
const accountWithSession: SessionRead = {
  statement: ACCOUNT_READ,
  values: (request) => {
    const userId = (request.params as { userId?: unknown }).userId;
    return typeof userId === 'string' && WELL_FORMED_ID.test(userId)
      ? { key: userId, values: accountValues(userId) }
      : undefined;
  },
};

/** The balance and the history (see docs/product/wallet-and-mpesa.md). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;
  const self = { access: { self: ['params.userId' as const] } };

  app.get('/api/accounts/:userId', {
    config: { ...self, sessionRead: accountWithSession },
    serializerCompiler: plainSerializerCompiler,
    schema: { tags: ['wallet'], params: userIdParams, response: ok(accountResponse) },
    handler: async (request) => {
      const read = sessionReadRow(request, request.params.userId);
      if (!read) return accountOf(db, request.params.userId);
      return accountFromRow(read.row === undefined ? undefined : checkRow(AccountRow, read.row));
    },
  });

  app.get('/api/transactions/:userId', {
    config: self,
    schema: { tags: ['wallet'], params: userIdParams, response: ok(transactionsResponse) },
    handler: async (request) => ({
      transactions: await transactionsOf(db, request.params.userId, readerLanguage(request)),
    }),
  });
};
