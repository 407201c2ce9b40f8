import { z } from 'zod';
import { fieldMessages } from './fieldMessages';
import { lectureMessages } from './lectureMessages';
import { leaveKindMessages } from './leaveKindMessages';
import { leaveRuleMessages } from './leaveRuleMessages';
import { messages } from './apiMessages';
import { rollImportMessages } from './rollImport';
import { rollMessages } from './rollRules';
import { parseRequest } from './requests';
import { forSchemas, schemaMessageClashes } from './schemaMessages';
import { defineServerMessages, said } from './serverMessages';

const CATALOGUES = {
  messages,
  fieldMessages,
  lectureMessages,
  leaveKindMessages,
  leaveRuleMessages,
  rollMessages,
  rollImportMessages,
};

const codesOf = (catalogue: Record<string, { code: string }>) =>
  Object.entries(catalogue).map(([key, entry]) => ({ key, code: entry.code }));

it("every message's code is its catalogue's prefix and its key, and no two messages share one", () => {
  const codes = new Map<string, string>();
  for (const [name, catalogue] of Object.entries(CATALOGUES)) {
    for (const { key, code } of codesOf(catalogue)) {
      // A key of apiMessages that hid one of the catalogues it spreads in would say another code.
      expect(code).toMatch(new RegExp(`^[a-zA-Z]+\\.${key}$`));
      const other = codes.get(code);
      // The catalogues apiMessages spreads in are the same entries, not another message.
      if (other && other !== name) expect([other, name]).toContain('messages');
      codes.set(code, name);
    }
  }
  const parts = [leaveRuleMessages, lectureMessages, leaveKindMessages].map((part) => Object.keys(part).length);
  const own = codesOf(messages).filter(({ code }) => code.startsWith('api.')).length;
  expect(Object.keys(messages).length).toBe(parts.reduce((a, b) => a + b, own));
});

it('a prefix names one catalogue only', () => {
  expect(() => defineServerMessages('api', { again: 'Again' })).toThrow('prefix api');
});

it('a message says its parameters by name, as data, and its English as before', () => {
  expect(messages.noLeave(12)).toEqual({
    code: 'api.noLeave',
    params: { leaveId: 12 },
    message: 'No leave with id 12',
  });
  expect(lectureMessages.unknownCountry('XX')).toEqual({
    code: 'lecture.unknownCountry',
    params: { country: 'XX' },
    message:
      'There are no public holidays known for XX: use a two-letter country code (and a region code the library knows)',
  });
  const catalogue = defineServerMessages('test', {
    plain: 'Plain',
    named: said(['count'], (count: number) => `${count} left`),
  });
  expect(catalogue.plain).toEqual({ code: 'test.plain', params: {}, message: 'Plain' });
  expect(catalogue.named.code).toBe('test.named');
});

it("a schema's 400 carries its rule's code; a text two messages say carries neither, not the first kept", () => {
  const shine = defineServerMessages('testShine', {
    notShiny: said(['name'], (name: string) => `${name} must be shiny`),
  });
  const polish = defineServerMessages('testPolish', {
    notPolished: said(['name'], (name: string) => `${name} must be shiny`),
    notRound: said(['name'], (name: string) => `${name} must be round`),
  });
  const shineRules = forSchemas(shine);
  const polishRules = forSchemas(polish);
  const schema = z.object({
    ring: z.string().refine((ring) => ring === 'shiny', shineRules.notShiny('ring')),
    ball: z.string().refine((ball) => ball === 'round', polishRules.notRound('ball')),
  });
  const dullRing = { ring: 'dull', ball: 'round' };
  expect(parseRequest(schema, dullRing)).toEqual({
    ok: false,
    error: { message: 'ring must be shiny', code: 'testShine.notShiny', params: { name: 'ring' }, field: 'ring' },
  });
  expect(schemaMessageClashes()).toEqual([]);

  // Another catalogue's rule says the same text with another code: which one a 400 with that
  // text meant cannot be known, so it says the English with the generic refusal's code.
  polishRules.notPolished('ring');
  expect(schemaMessageClashes()).toEqual(['ring must be shiny']);
  expect(parseRequest(schema, dullRing)).toEqual({
    ok: false,
    error: { message: 'ring must be shiny', code: 'api.invalidRequest', params: {}, field: 'ring' },
  });
  // Texts that only one message says keep their code.
  expect(parseRequest(schema, { ring: 'shiny', ball: 'flat' })).toEqual({
    ok: false,
    error: { message: 'ball must be round', code: 'testPolish.notRound', params: { name: 'ball' }, field: 'ball' },
  });
  // The same message again (a schema built twice) is no clash.
  shineRules.notShiny('tiara');
  shineRules.notShiny('tiara');
  expect(schemaMessageClashes()).toEqual(['ring must be shiny']);
});
