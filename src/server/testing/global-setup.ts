import type { TestProject } from 'vitest/node';
import { prepareTemplates, type Templates } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Templates;
  }
}

/** Migrates one template database per run; test files copy it (see test-database.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, cleanup } = await prepareTemplates();
  project.provide('templates', templates);
  return cleanup;
}
