/**
 * A failed parse's 400 finds its rule's code by the rule's English text (zod keeps only the
 * text): no two rules of the product's schemas may say one text with different codes or
 * parameters, or that 400 could not say its code.
 */
import { fieldRules, schemaMessageClashes } from '@leave/domain';
import { ENDPOINTS } from './index';

it("no two rules of the product's schemas say one text", () => {
  expect(ENDPOINTS.length).toBeGreaterThan(0);
  expect(schemaMessageClashes()).toEqual([]);
  // The check can fail: a rule saying another rule's text with another code clashes.
  fieldRules.dateBefore('to_date', 'the first date');
  fieldRules.rangeBackwards('to_date');
  expect(schemaMessageClashes()).toEqual(['to_date must not be before the first date']);
});
