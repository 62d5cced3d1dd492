// The notifications module's public surface: the only file other modules (and ../../modules.ts) import.
export { notificationsModule } from './module';
export { everyNotification, notificationPages } from './notification-service';
export { newSignInSms, passwordChangedSms } from './security-sms';
