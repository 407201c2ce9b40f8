/**
 * The rule for each kind of field, written once. Request schemas build on the wire versions
 * (numbers are numbers); forms build on the `input` versions, which read the text a person
 * typed and then apply the same rule. `name` is what the message calls the field: the wire
 * name on the server (`user_id`), the label in a form (`Roll No.`).
 */
import { z } from 'zod';
import { fieldRules as say } from './messages';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  USER_ID_MAX_DIGITS,
  MAX_USER_ID,
  MAX_RECORD_ID,
  COURSE_CODE_MAX_LENGTH,
  COURSE_CODE_PATTERN,
  FIRST_YEAR,
  CALENDAR_WINDOW,
} from './limits';

/**
 * Characters that never belong in a name, a title or a reason: control characters (a tab and
 * line breaks aside) and the bidirectional overrides and isolates that make text display in
 * another order than it is stored.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * What a file's name loses when it is stored: the characters that make text display in another
 * order than it is stored (the overrides, embeddings and isolates above, the direction marks), and
 * those that show nothing between letters (zero-width space, word joiner, byte-order mark, soft
 * hyphen). Zero-width joiners and non-joiners stay: Indic and Persian words and emoji need them.
 */
const UNSEEN_IN_FILE_NAMES = /[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** A file's name without the characters that would hide or reorder what a reader sees of it. */
export const withoutUnseenCharacters = (name: string) => name.replace(UNSEEN_IN_FILE_NAMES, '');

/** Characters that show nothing: format characters (zero-width spaces and joiners), spaces and fillers. */
const INVISIBLE = /[\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0]/gu;

/** Half of a UTF-16 pair without its other half: not a character, and stored it would be replaced. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Tabs and line breaks, which a name or a title never holds. */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;

/** What makes a spreadsheet read a cell as a formula (OWASP's list for CSV injection). */
export const FORMULA_START = /^[=+\-@\t\r]/;

const missing = (input: unknown) => input === undefined || input === null;

/** A number as sent on the wire, with messages for a missing and a non-number value. */
const numberValue = (name: string) =>
  z.number({ error: (iss) => (missing(iss.input) ? say.required(name) : say.notANumber(name)) });

/** Text as sent on the wire, with messages for a missing and a non-text value. */
export const textValue = (name: string) =>
  z.string({ error: (iss) => (missing(iss.input) ? say.required(name) : say.notText(name)) });

/** Text as every text field takes it: no hidden characters, no broken ones, and something visible unless empty. */
const readableText = (name: string, max: number) =>
  textValue(name)
    .trim()
    .max(max, say.tooLong(name, max))
    .refine((value) => !HIDDEN_CHARACTERS.test(value), say.hiddenCharacters(name))
    .refine((value) => !LONE_SURROGATE.test(value), say.brokenCharacter(name))
    .refine((value) => value === '' || value.replace(INVISIBLE, '') !== '', say.required(name));

export const text = (name: string, max: number) => readableText(name, max).min(1, say.required(name));

/** Optional text: may be empty, but never too long or hiding characters. */
export const optionalText = (name: string, max: number) => readableText(name, max).optional();

/** Optional text on one line (a stream, a room): may be empty, but never tabs or line breaks. */
export const optionalLineOfText = (name: string, max: number) =>
  readableText(name, max)
    .refine((value) => !LINE_BREAKS.test(value), say.notOneLine(name))
    .optional();

/** One line of text, as names and titles are: no tabs or line breaks. */
export const lineOfText = (name: string, max: number) =>
  text(name, max).refine((value) => !LINE_BREAKS.test(value), say.notOneLine(name));

/**
 * A person's name: one line that a spreadsheet will not run. The exports neutralise any cell
 * that starts like a formula; a name is refused one at the door, as no one's name starts so.
 */
export const personName = (name: string, max: number) =>
  lineOfText(name, max).refine((value) => !FORMULA_START.test(value), say.startsLikeFormula(name));

/** A roll number or registration number. */
export const userId = (name: string) =>
  numberValue(name)
    .int(say.notAPositiveWholeNumber(name))
    .positive(say.notAPositiveWholeNumber(name))
    .max(MAX_USER_ID, say.tooManyDigits(name, USER_ID_MAX_DIGITS));

/** The id of a stored record, such as a leave. */
export const recordId = (name: string) =>
  numberValue(name)
    .int(say.notAPositiveWholeNumber(name))
    .positive(say.notAPositiveWholeNumber(name))
    .max(MAX_RECORD_ID, say.tooLarge(name));

export const wholeNumber = (name: string, min: number, max: number) =>
  numberValue(name)
    .int(say.notInRange(name, min, max))
    .min(min, say.notInRange(name, min, max))
    .max(max, say.notInRange(name, min, max));

/** A year from 1900 to `latest` (next year for a joining year: nobody joins later). */
export const year = (name: string, latest: () => number, tooLate = say.yearInFuture(name)) =>
  numberValue(name)
    .int(say.notAYear(name))
    .min(FIRST_YEAR, say.notAYear(name))
    .refine((value) => value <= latest(), tooLate);

export const courseCode = (name: string) =>
  text(name, COURSE_CODE_MAX_LENGTH).regex(COURSE_CODE_PATTERN, say.courseCodeCharacters(name));

/**
 * A new password, as NIST SP 800-63B asks: at least 8 characters, not one character repeated.
 * (The server also refuses the most common passwords; a password may not be the user's id.)
 */
export const newPassword = (name: string) =>
  textValue(name)
    .min(1, say.required(name))
    .min(PASSWORD_MIN_LENGTH, say.tooShort(name, PASSWORD_MIN_LENGTH))
    .max(PASSWORD_MAX_LENGTH, say.tooLong(name, PASSWORD_MAX_LENGTH))
    .refine((value) => !/^(.)\1*$/su.test(value), say.oneCharacterRepeated(name));

/** A password may not be the user's own id. */
export const passwordNotId = (
  value: { password: string; id: number },
  ctx: z.RefinementCtx,
  /** The password's key in the object, and what the message calls the password and the id. */
  names: { field: string; password: string; id: string },
) => {
  if (value.password.trim() === String(value.id)) {
    ctx.addIssue({ code: 'custom', path: [names.field], message: say.passwordIsId(names.password, names.id) });
  }
};

/** A password typed to sign in: any non-empty text. */
export const enteredPassword = (name: string) =>
  textValue(name).min(1, say.required(name)).max(PASSWORD_MAX_LENGTH, say.tooLong(name, PASSWORD_MAX_LENGTH));

export const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: (iss) => (missing(iss.input) ? say.required(name) : say.oneOf(name, values)) });

/** A calendar date, YYYY-MM-DD, within the product's calendar (ISO dates compare as text). */
export const isoDate = (name: string) =>
  z.iso
    .date({ error: say.notADate(name) })
    .refine(
      (date) => date >= CALENDAR_WINDOW.first && date <= CALENDAR_WINDOW.last,
      say.dateOutsideWindow(name, CALENDAR_WINDOW.first, CALENDAR_WINDOW.last),
    );

/**
 * What a person typed into a text box, read as a number and then held to `rule`. The text must
 * be digits; `notANumber` words the message when it is not.
 */
function digitsInput<T extends z.ZodType<number, number>>(name: string, rule: T, notANumber = say.notANumber(name)) {
  return z.string().trim().min(1, say.required(name)).regex(/^\d+$/, notANumber).transform(Number).pipe(rule);
}

/** Form versions of the rules, for values typed into text boxes. */
export const input = {
  /** A rule for a field that may be left empty (empty is absent). */
  optional: <T extends z.ZodType>(rule: T) => z.union([z.literal('').transform(() => undefined), rule]),
  text,
  lineOfText,
  personName,
  courseCode,
  newPassword,
  enteredPassword,
  required: (name: string) => z.string().trim().min(1, say.required(name)),
  userId: (name: string, notANumber?: string) => digitsInput(name, userId(name), notANumber),
  wholeNumber: (name: string, min: number, max: number) =>
    digitsInput(name, wholeNumber(name, min, max), say.notInRange(name, min, max)),
  year: (name: string, latest: () => number, tooLate?: string) =>
    digitsInput(name, year(name, latest, tooLate), say.notAYear(name)),
};

/**
 * A second-factor code as typed: six digits from an authenticator app, or a recovery code
 * (ten letters and digits, a hyphen or spaces allowed), any case.
 */
export const secondFactorCode = (name: string) =>
  z
    .string({ error: (iss) => (missing(iss.input) ? say.required(name) : say.notText(name)) })
    .trim()
    .min(1, say.required(name))
    .max(32, say.notASecondFactorCode(name))
    .regex(/^(\d{6}|[a-z2-7]{5}[-\s]?[a-z2-7]{5})$/i, say.notASecondFactorCode(name));
