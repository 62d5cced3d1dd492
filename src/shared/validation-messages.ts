import { z } from 'zod';

/**
 * Readable default messages for every schema, on the server and in the forms. A schema's own
 * message (the specification's texts) always wins over these.
 */
function label(path: readonly PropertyKey[] | undefined): string {
  const last = path && path.length > 0 ? String(path[path.length - 1]) : 'value';
  const words = last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const EXPECTED: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

export function installValidationMessages(): void {
  z.config({
    // In the browser zod must not compile parsers with `new Function`: the page's Content-Security-Policy
    // (script-src 'self') forbids eval, and even zod's probe for it is reported as a CSP violation.
    // Set before any schema is built (object schemas read it when they are created).
    jitless: typeof document !== 'undefined',
    customError: (iss) => {
      const field = label(iss.path);
      switch (iss.code) {
        case 'invalid_type':
          if (iss.input === undefined || iss.input === null) return `${field} is required.`;
          if (!iss.path || iss.path.length === 0) return 'The request must be a JSON object.';
          return `${field} must be ${EXPECTED[iss.expected] ?? `a ${iss.expected}`}.`;
        case 'too_small': {
          const min = String(iss.minimum);
          if (iss.origin === 'string')
            return Number(min) <= 1 ? `${field} is required.` : `${field} must be at least ${min} characters.`;
          if (iss.origin === 'array') return `${field} must have at least ${min} items.`;
          return iss.inclusive ? `${field} must be at least ${min}.` : `${field} must be greater than ${min}.`;
        }
        case 'too_big': {
          const max = String(iss.maximum);
          if (iss.origin === 'string') return `${field} must be at most ${max} characters.`;
          if (iss.origin === 'array') return `${field} must have at most ${max} items.`;
          return iss.inclusive ? `${field} must be at most ${max}.` : `${field} must be less than ${max}.`;
        }
        case 'invalid_format':
          if (iss.format === 'email') return 'Please enter a valid email address.';
          return `${field} is not in the right format.`;
        case 'invalid_value':
          return `${field} must be one of: ${iss.values.map(String).join(', ')}.`;
        case 'unrecognized_keys':
          return `Unexpected field: ${iss.keys.join(', ')}.`;
        default:
          return `${field} is invalid.`;
      }
    },
  });
}
