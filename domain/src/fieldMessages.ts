import { forSchemas } from './schemaMessages';
import { defineServerMessages, said } from './serverMessages';
/** How a field rule explains itself; `name` is the wire field or the form's label. */
export const fieldMessages = defineServerMessages('field', {
  rangeTooLong: said(
    ['name', 'days'],
    (name: string, days: number) => `${name} must be at most ${days} days after the first date`,
  ),
  rangeBackwards: said(['name'], (name: string) => `${name} must not be before the first date`),
  noCourseChosen: said(['name'], (name: string) => `${name}: choose at least one course, or all your courses`),
  repeated: said(['name'], (name: string) => `${name} must not name the same item twice`),
  tooMany: said(['name', 'max'], (name: string, max: number) => `${name} must have at most ${max} items`),
  required: said(['name'], (name: string) => `${name} is required`),
  notTrueOrFalse: said(['name'], (name: string) => `${name} must be true or false`),
  onlyTrue: said(['name'], (name: string) => `${name} must be true, or left out`),
  notAnEmail: said(['name'], (name: string) => `${name} must be an email address such as name@school.edu`),
  notAMonth: said(['name'], (name: string) => `${name} must be a month written YYYY-MM`),
  monthOutsideWindow: said(
    ['name', 'first', 'last'],
    (name: string, first: string, last: string) => `${name} must be a month from ${first} to ${last}`,
  ),
  notAList: said(['name'], (name: string) => `${name} must be a list`),
  notText: said(['name'], (name: string) => `${name} must be text`),
  notADeviceId: said(['name'], (name: string) => `${name} must be a device id from the list of signed-in devices`),
  tooLong: said(['name', 'max'], (name: string, max: number) => `${name} must be at most ${max} characters`),
  tooShort: said(['name', 'min'], (name: string, min: number) => `${name} must be at least ${min} characters`),
  notANumber: said(['name'], (name: string) => `${name} must be a number`),
  notAPositiveWholeNumber: said(['name'], (name: string) => `${name} must be a positive whole number`),
  tooManyDigits: said(
    ['name', 'digits'],
    (name: string, digits: number) => `${name} must be a number of at most ${digits} digits`,
  ),
  tooLarge: said(['name'], (name: string) => `${name} is too large`),
  fileTooLarge: said(['name', 'maxSize'], (name: string, maxSize: string) => `${name} may be at most ${maxSize}`),
  notInRange: said(
    ['name', 'min', 'max'],
    (name: string, min: number, max: number) => `${name} must be a whole number from ${min} to ${max}`,
  ),
  notAYear: said(['name'], (name: string) => `${name} must be a year such as 2024`),
  yearInFuture: said(['name'], (name: string) => `${name} cannot be in the future`),
  oneOf: said(
    ['name', 'values'],
    (name: string, values: readonly string[]) => `${name} must be one of: ${values.join(', ')}`,
  ),
  courseCodeCharacters: said(['name'], (name: string) => `${name} may only contain letters, digits and -`),
  notADate: said(['name'], (name: string) => `${name} must be a calendar date written YYYY-MM-DD`),
  dateOutsideWindow: said(
    ['name', 'first', 'last'],
    (name: string, first: string, last: string) => `${name} must be a date from ${first} to ${last}`,
  ),
  hiddenCharacters: said(['name'], (name: string) => `${name} must not contain control or text-direction characters`),
  brokenCharacter: said(
    ['name'],
    (name: string) => `${name} contains a broken character (half of a character pair); type it again`,
  ),
  notOneLine: said(['name'], (name: string) => `${name} must be one line, without tabs or line breaks`),
  startsLikeFormula: said(['name'], (name: string) => `${name} must not start with =, +, - or @`),
  signInUsername: 'Username is your Roll No. or Registration No. (digits only)',
  passwordsDiffer: said(['name'], (name: string) => `${name} must be the same as the new password`),
  oneCharacterRepeated: said(['name'], (name: string) => `${name} must not be one character repeated`),
  passwordIsId: said(['name', 'idName'], (name: string, idName: string) => `${name} must not be your ${idName}`),
  notATime: said(['name'], (name: string) => `${name} must be a time of day written HH:MM, such as 09:30`),
  endNotAfterStart: said(
    ['name', 'startName'],
    (name: string, startName: string) => `${name} must be later than ${startName}`,
  ),
  dateBefore: said(
    ['name', 'firstName'],
    (name: string, firstName: string) => `${name} must not be before ${firstName}`,
  ),
  weekdayRepeated: said(
    ['name', 'weekday'],
    (name: string, weekday: string) =>
      `${name}: a course meets at most once each weekday, and ${weekday} is named twice`,
  ),
  notACountry: said(['name'], (name: string) => `${name} must be a two-letter country code such as IN or US`),
  rangeTooLongDays: said(
    ['name', 'days'],
    (name: string, days: number) => `${name}: a window may span at most ${days} days`,
  ),
  notASecondFactorCode: said(
    ['name'],
    (name: string) => `${name} must be the 6-digit code from your authenticator app, or one of your recovery codes`,
  ),
  commonPassword: said(['name'], (name: string) => `${name} is one of the most common passwords: choose another`),
});

/** The field rules' messages as zod schemas take them: English text, kept so a 400 carries its code. */
export const fieldRules = forSchemas(fieldMessages);
