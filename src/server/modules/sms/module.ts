import type { Module } from '../../module';
import { africasTalkingSimulator } from '../../sms/simulator/plugin';
import { deliveryReportRoutes, deliveryReportUrl } from './delivery-reports';
import { smsSenderJob } from './sms-sender';

/** SMS: the outbox, the sender job, delivery reports, and the Africa's Talking simulator (see docs/product/sms.md). */
export const smsModule: Module = {
  name: 'sms',
  routes: async (app) => {
    if (app.ctx.config.sms.mode === 'simulator') {
      await app.register(africasTalkingSimulator, { deliveryReportUrl: () => deliveryReportUrl(app.ctx) });
    }
    await app.register(deliveryReportRoutes);
  },
  jobs: [smsSenderJob],
};
