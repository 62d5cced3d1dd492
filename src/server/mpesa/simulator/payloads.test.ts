import { describe, expect, it } from 'vitest';
import { SLOW_ANSWER_MS, stkDelayFor, stkOutcomeFor } from './payloads';

describe('the simulated customer', () => {
  it('answers a number ending 0999 slowly (and pays), every other number after the configured delay', () => {
    expect(stkDelayFor('254712340999', 300)).toBe(SLOW_ANSWER_MS);
    expect(stkDelayFor('254712340999', 60_000)).toBe(60_000);
    expect(stkDelayFor('254712345678', 300)).toBe(300);
    expect(stkOutcomeFor('254712340999').code).toBe(0);
  });
});
