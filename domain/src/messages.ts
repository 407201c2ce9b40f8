import type { IsoDate, LeaveStatus, Role } from '@leave/contract';

/**
 * Every message a person can read from the product, in one place: what the server answers and
 * what the forms say. Change a word here and both backends and every screen say the new word.
 */

const ROLE_PLURAL: Record<Role, string> = {
  student: 'students',
  'course instructor': 'instructors',
  admin: 'the admin',
};

const ROLE_SINGULAR: Record<Role, string> = {
  student: 'student',
  'course instructor': 'instructor',
  admin: 'admin',
};

/** What the API answers, as `{ message }` bodies. */
export const messages = {
  // Sessions and permissions
  signInToContinue: 'Please sign in to continue',
  notSignedIn: 'Not signed in',
  signedOut: 'Signed out',
  onlyRole: (role: Role) => `Only ${ROLE_PLURAL[role]} can do this`,
  onlyOwnData: 'You can only see your own data',
  onlyOwnLeave: 'You can only apply for leave for yourself',
  notYourCourse: 'You do not teach this course',
  invalidCredentials: 'Invalid user id, password or role',
  tooManySignIns: (waitSeconds: number) =>
    `Too many failed sign-ins. Try again in ${Math.ceil(waitSeconds / 60)} minutes.`,
  tooManyRequests: (waitSeconds: number) =>
    `Too many sign-in and sign-up requests from your network. Try again in ${Math.max(1, Math.ceil(waitSeconds))} seconds.`,

  // Users
  userCreated: 'User created',
  instructorSignUpClosed: 'Instructor accounts are made by the admin here: ask them for yours',
  userExists: (role: Role, userId: number) => `A ${ROLE_SINGULAR[role]} with id ${userId} already exists`,
  noStudent: (rollNo: number) => `No student with roll number ${rollNo}`,
  noInstructor: (rgNo: number) => `No instructor with registration number ${rgNo}`,

  // Courses and enrolments
  noCourse: (code: string) => `There is no course ${code.toUpperCase()}`,
  courseExists: (code: string) => `Course ${code} already exists`,
  courseAdded: (code: string) => `Course ${code} added`,
  studentNameMismatch: (rollNo: number, actual: string, given: string) =>
    `Student ${rollNo} is ${actual}, not ${given}`,
  alreadyEnrolled: (name: string, code: string) => `${name} is already enrolled in ${code}`,
  enrolled: (name: string, code: string) => `${name} enrolled in ${code}`,

  // Leave
  onlyStudentsApply: 'Only students can apply for leave',
  notEnrolled: (code: string) => `You are not enrolled in ${code}`,
  leaveExists: (date: IsoDate) => `You already have leave on ${date}`,
  leaveAdded: 'Leave added',
  noLeave: (leaveId: number) => `No leave with id ${leaveId}`,
  leaveAlready: (status: LeaveStatus) => `This leave was already ${status}`,
  leaveMoved: (status: LeaveStatus) => `Leave ${status}`,

  // The HTTP layer
  invalidJson: 'The request body is not valid JSON',
  emptyBody: 'The request body is empty',
  bodyTooLarge: 'The request body is too large',
  sendJson: 'Send the request body as JSON',
  serverError: 'Something went wrong on the server',
  cannotStore:
    'The server cannot store changes right now (its disk is full or read-only). Nothing was changed: try again later.',
  noRoute: (method: string, path: string) => `There is no ${method} ${path}`,
  invalidRequest: 'Invalid request',
  bodyNotObject: 'The request body must be a JSON object',
} as const;

/** How a field rule explains itself; `name` is the wire field or the form's label. */
export const fieldMessages = {
  required: (name: string) => `${name} is required`,
  notText: (name: string) => `${name} must be text`,
  tooLong: (name: string, max: number) => `${name} must be at most ${max} characters`,
  tooShort: (name: string, min: number) => `${name} must be at least ${min} characters`,
  notANumber: (name: string) => `${name} must be a number`,
  notAPositiveWholeNumber: (name: string) => `${name} must be a positive whole number`,
  tooManyDigits: (name: string, digits: number) => `${name} must be a number of at most ${digits} digits`,
  tooLarge: (name: string) => `${name} is too large`,
  notInRange: (name: string, min: number, max: number) => `${name} must be a whole number from ${min} to ${max}`,
  notAYear: (name: string) => `${name} must be a year such as 2024`,
  yearInFuture: (name: string) => `${name} cannot be in the future`,
  oneOf: (name: string, values: readonly string[]) => `${name} must be one of: ${values.join(', ')}`,
  courseCodeCharacters: (name: string) => `${name} may only contain letters, digits and -`,
  notADate: (name: string) => `${name} must be a calendar date written YYYY-MM-DD`,
  dateOutsideWindow: (name: string, first: string, last: string) => `${name} must be a date from ${first} to ${last}`,
  hiddenCharacters: (name: string) => `${name} must not contain control or text-direction characters`,
  signInUsername: 'Username is your Roll No. or Registration No. (digits only)',
  oneCharacterRepeated: (name: string) => `${name} must not be one character repeated`,
  passwordIsId: (name: string, idName: string) => `${name} must not be your ${idName}`,
  commonPassword: (name: string) => `${name} is one of the most common passwords: choose another`,
} as const;

/** What the web app says in its own words (the spec's, where it gives them). */
export const uiMessages = {
  invalidLogin: 'Invalid Username or Password',
  notLoggedIn: 'User is not logged in, please sign in to continue.',
  signUpFailed: 'Error occurred while signing up',
  somethingWentWrong: 'Something went wrong. Please try again.',
  cannotReachServer: 'Cannot reach the server. Check your connection and try again.',
  serverTooSlow: 'The server took too long to answer. Please try again.',
  courseNotAdded: 'The course could not be added.',
  studentNotAdded: 'The student could not be added.',
  leaveNotAdded: 'Your leave could not be added. Please try again.',
} as const;
