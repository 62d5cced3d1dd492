import type { Module } from '../../module';
import { notificationRoutes } from './routes';

/** The notifications API; every feature writes its notifications with `notify` (see docs/product/wallet-and-mpesa.md). */
export const notificationsModule: Module = {
  name: 'notifications',
  routes: async (app) => {
    await app.register(notificationRoutes);
  },
};
