import { expect } from 'vitest';
import type { ApiResponse } from './api-client';

/** The answer has `status` and a body of nothing but `{ message }`, as the app's refusals have. */
export function expectMessage(res: ApiResponse<unknown>, status: number, message: string): void {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
}

/** `text` contains each of `parts`; a failure names every part it lacks. */
export function expectTextContains(text: string, parts: string[]): void {
  expect(
    parts.filter((part) => !text.includes(part)),
    'missing from the text',
  ).toEqual([]);
}
