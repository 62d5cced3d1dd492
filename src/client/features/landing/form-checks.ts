import type { ContactInput } from '../../../shared/schemas/site';

/**
 * The landing forms check with the schemas the server uses (src/shared/schemas/site.ts). zod is
 * about 25 KB gzip, more than the rest of the page's own code, so it loads when a visitor first
 * focuses a form field, not with the page (docs/decisions/009-landing-shell.md). Should that load
 * fail, the form is sent anyway and the server's answer, in the same words, is shown.
 */
type SiteSchemas = typeof import('../../../shared/schemas/site');

let schemas: Promise<SiteSchemas | null> | undefined;

function loadSchemas(): Promise<SiteSchemas | null> {
  schemas ??= import('../../../shared/schemas/site').catch(() => {
    schemas = undefined;
    return null;
  });
  return schemas;
}

/** Starts loading the schemas, so that they are there by the time the form is sent. */
export function preloadFormChecks(): void {
  void loadSchemas();
}

/** Whether the newsletter schema accepts the address. */
export async function newsletterEmailValid(email: string): Promise<boolean> {
  const site = await loadSchemas();
  return site ? site.newsletterBody.safeParse({ email }).success : true;
}

/**
 * The Contact Support fields the schema refuses, of those the form explains (email and message);
 * anything else the schema refuses is left to the server, whose message the form shows.
 */
export async function contactFieldsInvalid(values: ContactInput): Promise<{ email: boolean; message: boolean }> {
  const site = await loadSchemas();
  const result = site?.contactBody.safeParse(values);
  const fields = new Set(result && !result.success ? result.error.issues.map((issue) => issue.path[0]) : []);
  return { email: fields.has('email'), message: fields.has('message') };
}
