import type { FeatureRoutes } from './feature-routes';

/** Every feature's routes (features/<name>/routes.tsx), with the feature's name, which is also its i18n namespace. */
export const features: Array<FeatureRoutes & { name: string }> = Object.entries(
  import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', { eager: true }),
).map(([file, m]) => ({ ...m.routes, name: file.split('/')[2] ?? '' }));
