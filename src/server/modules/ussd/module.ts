import type { Module } from '../../module';
import { pinRoutes } from './pin-routes';
import { ussdRoutes } from './ussd-routes';

/** USSD: Africa's Talking's callback with the Pamoja menu, and the USSD PIN of settings (see docs/product/ussd.md). */
export const ussdModule: Module = {
  name: 'ussd',
  routes: async (app) => {
    await app.register(ussdRoutes);
    await app.register(pinRoutes);
  },
};
