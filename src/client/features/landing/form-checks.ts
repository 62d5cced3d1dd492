/**
 * The landing page's own light checks, kept free of the schema library so that the first page a
 * visitor loads stays small; the server validates with the shared schema (src/shared/schemas/site.ts)
 * and its message is shown for anything these let through.
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim()) && value.trim().length <= 254;
}

export function hasText(value: string): boolean {
  return value.trim().length > 0;
}
