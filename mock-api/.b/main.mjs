import { createRequire as __cr } from 'module'; const require = __cr(import.meta.url);

// mock-api/src/server.ts
import { Readable as Readable2 } from "node:stream";
import cookieParser from "cookie-parser";
import express2 from "express";
import { rateLimit } from "express-rate-limit";
import cors from "cors";
import jsonServer3 from "json-server";
import multer from "multer";

// contract/src/types.ts
var ROLES = ["student", "course instructor", "admin"];
var SELF_SERVICE_ROLES = ["student", "course instructor"];
var LEAVE_STATUSES = ["pending", "accepted", "rejected", "withdrawn", "cancelled"];
var ROSTER_SORTS = ["risk", "roll_no", "name", "percentage"];
var ROLE_HOME = {
  student: "/student",
  "course instructor": "/instructor",
  admin: "/admin"
};

// contract/src/dates.ts
var pad = (n) => String(n).padStart(2, "0");
function toIsoDate(date) {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
function fromIsoDate(iso) {
  const [year2, month, day] = iso.split("-").map(Number);
  return new Date(year2 ?? 1970, (month ?? 1) - 1, day ?? 1);
}
function formatDayMonthYear(iso) {
  const [year2, month, day] = iso.split("-");
  return `${day}/${month}/${year2}`;
}
var utcDay = (iso) => {
  const [year2, month, day] = iso.split("-").map(Number);
  return Date.UTC(year2 ?? 1970, (month ?? 1) - 1, day ?? 1);
};
var DAY_MS = 864e5;
var fromUtcDay = (ms) => new Date(ms).toISOString().slice(0, 10);
var addDays = (iso, days) => fromUtcDay(utcDay(iso) + days * DAY_MS);
var daysBetween = (from, to) => Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
var isWeekend = (iso) => [0, 6].includes(new Date(utcDay(iso)).getUTCDay());
var datesFrom = (from, to) => Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, index) => addDays(from, index));
var todayIn = (timeZone, now = /* @__PURE__ */ new Date()) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

// contract/src/runtimeConfig.ts
var REMOTE_NAMES = ["auth", "student", "instructor", "admin"];
var ConfigError = class extends Error {
  name = "ConfigError";
};
function absoluteUrl(value, key) {
  if (typeof value !== "string" || value === "") throw new ConfigError(`${key} is missing`);
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error();
  } catch {
    throw new ConfigError(`${key} must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, "");
}
function normaliseBasePath(value) {
  if (value === void 0 || value === null || value === "" || value === "/") return "";
  if (typeof value !== "string" || !/^\/[A-Za-z0-9._~\-/]*$/.test(value)) {
    throw new ConfigError(`basePath must start with / and contain only URL path characters, got "${String(value)}"`);
  }
  return value.replace(/\/+$/, "");
}
function parseRuntimeConfig(input2) {
  if (typeof input2 !== "object" || input2 === null) throw new ConfigError("config must be a JSON object");
  const raw = input2;
  const remotesRaw = raw.remotes;
  if (typeof remotesRaw !== "object" || remotesRaw === null) throw new ConfigError("remotes is missing");
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, absoluteUrl(remotesRaw[name], `remotes.${name}`)])
  );
  const config = {
    apiHost: absoluteUrl(raw.apiHost, "apiHost"),
    basePath: normaliseBasePath(raw.basePath),
    remotes
  };
  if (raw.releases) config.releases = raw.releases;
  if (raw.overrideOrigins) config.overrideOrigins = raw.overrideOrigins;
  return config;
}

// contract/src/admin.ts
var COURSE_SORTS = ["course_code", "course_title", "instructor_name", "enrolled"];
var INSTRUCTOR_SORTS = ["rg_no", "name"];
var STUDENT_SORTS = ["roll_no", "name", "joining_year"];
var SORT_ORDERS = ["asc", "desc"];
var IMPORT_ROW_STATUSES = [
  "will add",
  "added",
  "already there",
  "unknown course",
  "unknown student",
  "bad value"
];
var REFUSAL_ACTIONS = ["sign-in refused", "access refused"];
var AUDIT_ACTIONS = [
  "user signed up",
  ...REFUSAL_ACTIONS,
  // Written once per throttled sign-in until 'sign-in refused' counted them a minute at a time;
  // kept so the older events can still be picked out.
  "sign-in throttled",
  "course added",
  "course edited",
  "leave limit set",
  "student enrolled",
  "student unenrolled",
  "students imported",
  "enrolments imported",
  "password reset",
  "password changed",
  "account deactivated",
  "account reactivated",
  "leave applied",
  "leave approved",
  "leave rejected",
  "leave withdrawn",
  "leave cancelled",
  "leave revoked",
  "term added",
  "term edited",
  "term removed",
  "holiday added",
  "holiday removed",
  "holidays imported",
  "timetable set",
  "timetables imported",
  "lecture cancelled",
  "lecture added",
  "lecture change removed",
  "request withdrawn",
  "request approved",
  "request rejected",
  "device signed out",
  "signed out everywhere",
  "two-factor enabled",
  "two-factor disabled",
  "leave kind added",
  "leave kind edited",
  "request kind set",
  "documents attached",
  "document downloaded",
  "document asked",
  "documents removed",
  "recovery code used",
  "signed in with school account",
  "sign-in options changed"
];

// contract/src/notifications.ts
var NOTIFICATION_KINDS = [
  "leave requested",
  "leave withdrawn",
  "leave cancelled",
  "leave approved",
  "leave rejected",
  "leave revoked",
  "enrolled",
  "near leave limit",
  "import finished",
  "lecture cancelled",
  "document asked"
];
var LIVE_EVENTS = { notification: "notification", ready: "ready", signedOut: "signed-out" };

// contract/src/terms.ts
var HOLIDAY_IMPORT_STATUSES = ["will add", "added", "already there", "bad value"];
var WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
var TIMETABLE_IMPORT_STATUSES = ["will set", "set", "unknown course", "bad value"];

// contract/src/twoFactor.ts
var OTP_FIELD = "otp";

// contract/src/leaveKinds.ts
var DOCUMENT_UNITS = ["days", "lectures"];

// contract/src/documents.ts
var DOCUMENT_CONTENT_TYPES = ["application/pdf", "image/jpeg", "image/png"];

// contract/src/adminOverview.ts
var OVERVIEW_LIST_SIZE = 5;

// contract/src/singleSignOn.ts
var SINGLE_SIGN_ON_PROBLEM_PATH = "/school-account";

// config/src/env.ts
var isLoopbackHost = (host2) => host2 === "localhost" || host2 === "::1" || /^127\./.test(host2);
function portFrom(env, key, fallback) {
  const raw = env[key];
  if (raw === void 0 || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new ConfigError(`${key} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return value;
}
function flagFrom(env, key, fallback) {
  const value = env[key];
  if (value === void 0 || value === "") return fallback;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw new ConfigError(`${key} must be true or false, got "${value}"`);
}
function positiveFrom(env, key, fallback) {
  const value = env[key];
  if (value === void 0 || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw new ConfigError(`${key} must be a positive whole number, got "${value}"`);
  return number;
}
function nonNegativeFrom(env, key, fallback) {
  const value = env[key];
  if (value === void 0 || value === "") return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number))
    throw new ConfigError(`${key} must be a whole number of 0 or more, got "${value}"`);
  return number;
}
function timeZoneFrom(env, key, fallback) {
  const value = env[key];
  if (value === void 0 || value === "") return fallback;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
  } catch {
    throw new ConfigError(`${key} must be a time zone such as Asia/Kolkata or Europe/London, got "${value}"`);
  }
  return value;
}
function calendarDateFrom(env, key) {
  const value = env[key];
  if (value === void 0 || value === "") return void 0;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || addDays(value, 0) !== value) {
    throw new ConfigError(`${key} must be a calendar date written YYYY-MM-DD, such as 2026-12-01, got "${value}"`);
  }
  return value;
}

// config/src/serveConfig.ts
var REMOTE_URL_ENV = {
  auth: "AUTH_APP_URL",
  student: "STUDENT_APP_URL",
  instructor: "INSTRUCTOR_APP_URL",
  admin: "ADMIN_APP_URL"
};
function readServeConfig(env = process.env) {
  const shellPort = portFrom(env, "PORT", 8080);
  const apiPort = portFrom(env, "API_PORT", 3001);
  const remotePorts = Object.fromEntries(REMOTE_NAMES.map((name, index) => [name, shellPort + index + 1]));
  const publicHost = env.PUBLIC_HOST || "localhost";
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      env[REMOTE_URL_ENV[name]] || `http://${publicHost}:${remotePorts[name]}/mf-manifest.json`
    ])
  );
  const runtime = parseRuntimeConfig({
    apiHost: env.API_HOST || `http://${publicHost}:${apiPort}`,
    basePath: normaliseBasePath(env.BASE_PATH),
    remotes,
    overrideOrigins: previewOrigins(env, Object.values(remotes))
  });
  const appPorts = [shellPort, ...Object.values(remotePorts)];
  const defaultOrigins = appPorts.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
  const webOrigins = (env.WEB_ORIGINS || defaultOrigins.join(",")).split(",").map((origin) => origin.trim()).filter(Boolean);
  const remotesSeparately = flagFrom(env, "SERVE_REMOTES_SEPARATELY", false);
  const remotesServedHere = REMOTE_NAMES.filter((name) => !env[REMOTE_URL_ENV[name]]);
  return { port: shellPort, apiPort, remotePorts, webOrigins, runtime, remotesSeparately, remotesServedHere };
}
function originOf(value) {
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return url.origin;
  } catch {
  }
  throw new ConfigError(`REMOTE_PREVIEW_ORIGINS must list http(s) origins or be none, got "${value}"`);
}
function previewOrigins(env, remotes) {
  const listed2 = env.REMOTE_PREVIEW_ORIGINS?.trim();
  if (listed2 === "none") return void 0;
  if (listed2) return listed2.split(",").flatMap((origin) => origin.trim() ? [originOf(origin.trim())] : []);
  if (env.NODE_ENV === "production") return void 0;
  return [...new Set(remotes.map((url) => new URL(url).origin))];
}

// domain/src/lectureMessages.ts
var MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
var dayAndMonth = (date) => {
  const [, month, day] = date.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]}`;
};
var dayMonthYear = (date) => `${dayAndMonth(date)} ${date.slice(0, 4)}`;
var lectureMessages = {
  doesNotMeet: (code, weekday) => `${code} does not meet on ${weekday}s`,
  holiday: (date, name) => `${dayAndMonth(date)} is a holiday: ${name}`,
  cancelled: (code, date, reason) => `${code}'s lecture on ${dayAndMonth(date)} is cancelled${reason ? `: ${reason}` : ""}`,
  outsideTerm: (code, date, term) => `${dayMonthYear(date)} is outside ${code}'s term, ${term.name} (${dayMonthYear(term.first_day)} to ${dayMonthYear(term.last_day)})`,
  /** Said of a kept leave whose date has no lecture any more: it no longer counts. */
  notCounted: (why) => `No lecture on this date any more (${why}): it does not count`,
  noLectureAnyMore: "its course has no lecture that day",
  // Terms
  noTerm: (termId) => `There is no term ${termId}`,
  termAdded: (name) => `Term ${name} added`,
  termEdited: (name) => `Term ${name} updated`,
  termRemoved: (name) => `Term ${name} removed`,
  termNameTaken: (name) => `There is already a term named ${name}`,
  termsOverlap: (name, other) => `${name} would share days with ${other.name} (${dayMonthYear(other.first_day)} to ${dayMonthYear(other.last_day)}): terms may not overlap`,
  termInUse: (name) => `${name} still has courses: move them to another term first`,
  termLeavesHolidaysOut: (name, holiday) => `${name} would no longer hold its holiday ${holiday}: remove or move the holiday first`,
  // Holidays
  noHoliday: (holidayId) => `There is no holiday ${holidayId}`,
  holidayAdded: (name, from, to) => `${name} (${from === to ? dayMonthYear(from) : `${dayMonthYear(from)} to ${dayMonthYear(to)}`}) added`,
  holidayRemoved: (name) => `${name} removed`,
  holidayNotInTerm: (term) => `A holiday must be inside ${term.name} (${dayMonthYear(term.first_day)} to ${dayMonthYear(term.last_day)})`,
  holidayOutsideTerm: (term) => `must be inside ${term.name} (${dayMonthYear(term.first_day)} to ${dayMonthYear(term.last_day)})`,
  holidayExists: (termName, name, from) => `${termName} already has ${name} on ${dayMonthYear(from)}`,
  tooManyHolidays: (max) => `A term may have at most ${max} holidays`,
  holidaysPreviewed: (add, total) => `${add} of ${total} ${total === 1 ? "holiday" : "holidays"} can be added. Nothing has been changed yet.`,
  holidaysImported: (added) => `${added} ${added === 1 ? "holiday" : "holidays"} added`,
  icsUnreadable: (why) => `The file cannot be read as iCalendar: ${why}`,
  icsNoEvents: "The file has no events (VEVENT) in it",
  unknownCountry: (country, region) => `There are no public holidays known for ${country}${region ? ` region ${region}` : ""}: use a two-letter country code (and a region code the library knows)`,
  // Timetables and lectures
  noLecturesLeft: (code, termName) => `This would leave ${code} with no lectures in ${termName}: nothing was changed`,
  timetableSet: (code, total, termName) => `${code} now meets as set: ${total} ${total === 1 ? "lecture" : "lectures"} in ${termName}`,
  timetableCleared: (code, total) => `${code} has no timetable now: every date counts as one lecture (${total} in all)`,
  timetableNeedsTerm: (code) => `Choose a term for ${code}'s timetable`,
  noTimetable: (code) => `${code} has no timetable: every date is one of its lectures. Give it a timetable first.`,
  lectureCancelledDone: (code, date, told) => `${code}'s lecture on ${dayAndMonth(date)} is cancelled${told ? `; ${told} ${told === 1 ? "student" : "students"} with leave that day ${told === 1 ? "was" : "were"} told` : ""}`,
  noLectureToCancel: (code, date, why) => `${code} has no lecture on ${dayAndMonth(date)} to cancel (${why})`,
  extraLectureAdded: (code, date) => `An extra lecture of ${code} on ${dayAndMonth(date)} added`,
  lectureExists: (code, date) => `${code} already has a lecture on ${dayAndMonth(date)}`,
  extraOutsideTerm: (code, term) => `An extra lecture of ${code} must be inside ${term.name} (${dayMonthYear(term.first_day)} to ${dayMonthYear(term.last_day)})`,
  noLectureChange: (changeId) => `There is no lecture change ${changeId}`,
  lectureChangeRemoved: (code, date, kind) => kind === "cancelled" ? `${code}'s lecture on ${dayAndMonth(date)} takes place again` : `The extra lecture of ${code} on ${dayAndMonth(date)} is removed`,
  totalFromTimetable: (code, total) => `${code}'s total lectures come from its timetable (${total}): change the timetable instead`,
  timetablesPreviewed: (courses, rows) => `${rows} ${rows === 1 ? "row sets" : "rows set"} the timetable of ${courses} ${courses === 1 ? "course" : "courses"}. Nothing has been changed yet.`,
  timetablesImported: (courses) => `${courses} ${courses === 1 ? "timetable" : "timetables"} set`,
  weekdayRepeated: (weekday) => `a course meets at most once each weekday, and ${weekday} is here already`,
  weekdayUnknown: (value) => `"${value}" is not a weekday: write Monday or Mon`,
  // Requests
  noRequest: (requestId) => `No request with id ${requestId}`,
  nothingToWithdraw: "Nothing in this request is pending any more",
  nothingToDecide: (code) => `Nothing in this request is pending in ${code} any more`,
  requestWithdrawn: (moved) => `${moved} ${moved === 1 ? "leave" : "leaves"} withdrawn`,
  requestDecided: (moved, status, code) => `${moved} ${moved === 1 ? "leave" : "leaves"} of ${code} ${status}`
};

// domain/src/leaveKindMessages.ts
var unitWord = (unit, count2) => unit === "days" ? `day${count2 === 1 ? "" : "s"}` : `lecture${count2 === 1 ? "" : "s"}`;
var leaveKindMessages = {
  noLeaveKind: (kindId) => `There is no kind of leave ${kindId}`,
  kindNotForStudents: (name) => `${name} leave is set by an instructor or the admin, not chosen by a student`,
  leaveKindExists: (name) => `There is already a kind of leave named ${name}`,
  leaveKindAdded: (name) => `Kind of leave ${name} added`,
  leaveKindSaved: (name) => `Kind of leave ${name} saved`,
  onlyStaff: "Only an instructor or the admin can do this",
  requestKindSet: (name) => `The request is now ${name} leave`,
  /** What a kind's document rule is, in words ("A document is needed beyond 3 days"). */
  documentRule: ({ document_after, document_unit }) => document_after === null ? "No document needed" : document_after === 0 ? "A document is always needed" : `A document is needed beyond ${document_after} ${unitWord(document_unit, document_after)}`,
  /** Said when a request of this kind needs a document. */
  documentNeeded: (name) => `${name} leave of this length needs a supporting document (such as a certificate)`,
  /** Said once a request that needs a document is applied for. */
  documentNeededForRequest: "This request needs a supporting document (such as a certificate)",
  /** Beside a kind that does not count. */
  notCountedShort: "does not count toward the limit",
  documentNeededShort: "Document needed",
  // Documents
  sendFiles: "Send the files as multipart/form-data, each part named file",
  documentsAttached: (count2) => `${count2} document${count2 === 1 ? "" : "s"} attached`,
  noFileSent: "Choose a file to attach: a PDF, JPEG or PNG of at most 5 MB",
  tooManyFiles: (max) => `Attach at most ${max} files at a time`,
  tooManyDocuments: (max) => `A request may have at most ${max} documents`,
  fileTooBig: "Each file may be at most 5 MB",
  fileEmpty: (name) => `${name} is empty`,
  fileTypeNotAllowed: (name) => `${name} is not a PDF, JPEG or PNG file`,
  fileTypeMismatch: (name, actual) => `${name} is named as another type but its content is ${actual}: rename it or choose the right file`,
  onlyOwnRequestDocuments: "You can attach documents only to your own requests",
  noDocument: (documentId) => `There is no document ${documentId}`,
  notYourRequest: "You can only see the documents of your own requests, or of requests in courses you teach",
  documentAsked: (code) => `The student is asked for a supporting document (${code})`,
  nothingToAskFor: (code) => `This request has no pending leave in ${code} to ask a document for`,
  documentStillNeeded: (name) => `${name} leave of this length needs a supporting document before it can be approved: ask for one, or approve anyway with a comment saying why`,
  overrideNeedsComment: "comment is required to approve without the document the kind needs",
  documentAskedShort: "Document asked",
  documentAskedOfStudent: "Your instructor asks for a supporting document for this request: attach it here",
  doesNotCount: (name) => `${name} leave does not count toward the course's leave limit`
};

// domain/src/fieldMessages.ts
var fieldMessages = {
  rangeTooLong: (name, days) => `${name} must be at most ${days} days after the first date`,
  rangeBackwards: (name) => `${name} must not be before the first date`,
  noCourseChosen: (name) => `${name}: choose at least one course, or all your courses`,
  repeated: (name) => `${name} must not name the same item twice`,
  tooMany: (name, max) => `${name} must have at most ${max} items`,
  required: (name) => `${name} is required`,
  notTrueOrFalse: (name) => `${name} must be true or false`,
  onlyTrue: (name) => `${name} must be true, or left out`,
  notAnEmail: (name) => `${name} must be an email address such as name@school.edu`,
  notAMonth: (name) => `${name} must be a month written YYYY-MM`,
  monthOutsideWindow: (name, first, last) => `${name} must be a month from ${first} to ${last}`,
  notAList: (name) => `${name} must be a list`,
  notText: (name) => `${name} must be text`,
  notADeviceId: (name) => `${name} must be a device id from the list of signed-in devices`,
  tooLong: (name, max) => `${name} must be at most ${max} characters`,
  tooShort: (name, min) => `${name} must be at least ${min} characters`,
  notANumber: (name) => `${name} must be a number`,
  notAPositiveWholeNumber: (name) => `${name} must be a positive whole number`,
  tooManyDigits: (name, digits) => `${name} must be a number of at most ${digits} digits`,
  tooLarge: (name) => `${name} is too large`,
  notInRange: (name, min, max) => `${name} must be a whole number from ${min} to ${max}`,
  notAYear: (name) => `${name} must be a year such as 2024`,
  yearInFuture: (name) => `${name} cannot be in the future`,
  oneOf: (name, values) => `${name} must be one of: ${values.join(", ")}`,
  courseCodeCharacters: (name) => `${name} may only contain letters, digits and -`,
  notADate: (name) => `${name} must be a calendar date written YYYY-MM-DD`,
  dateOutsideWindow: (name, first, last) => `${name} must be a date from ${first} to ${last}`,
  hiddenCharacters: (name) => `${name} must not contain control or text-direction characters`,
  brokenCharacter: (name) => `${name} contains a broken character (half of a character pair); type it again`,
  notOneLine: (name) => `${name} must be one line, without tabs or line breaks`,
  startsLikeFormula: (name) => `${name} must not start with =, +, - or @`,
  signInUsername: "Username is your Roll No. or Registration No. (digits only)",
  passwordsDiffer: (name) => `${name} must be the same as the new password`,
  oneCharacterRepeated: (name) => `${name} must not be one character repeated`,
  passwordIsId: (name, idName) => `${name} must not be your ${idName}`,
  notATime: (name) => `${name} must be a time of day written HH:MM, such as 09:30`,
  endNotAfterStart: (name, startName) => `${name} must be later than ${startName}`,
  dateBefore: (name, firstName) => `${name} must not be before ${firstName}`,
  weekdayRepeated: (name, weekday) => `${name}: a course meets at most once each weekday, and ${weekday} is named twice`,
  notACountry: (name) => `${name} must be a two-letter country code such as IN or US`,
  rangeTooLongDays: (name, days) => `${name}: a window may span at most ${days} days`,
  notASecondFactorCode: (name) => `${name} must be the 6-digit code from your authenticator app, or one of your recovery codes`,
  commonPassword: (name) => `${name} is one of the most common passwords: choose another`
};

// domain/src/messages.ts
var ROLE_PLURAL = {
  student: "students",
  "course instructor": "instructors",
  admin: "the admin"
};
var ROLE_SINGULAR = {
  student: "student",
  "course instructor": "instructor",
  admin: "admin"
};
var capitalised = (text2) => `${text2.charAt(0).toUpperCase()}${text2.slice(1)}`;
var ACTION_PAST = {
  approve: "approved",
  reject: "rejected",
  withdraw: "withdrawn",
  cancel: "cancelled",
  revoke: "revoked"
};
var leaveRuleMessages = {
  onlyRole: (role) => `Only ${ROLE_PLURAL[role]} can do this`,
  leaveAlready: (status) => `This leave was already ${status}`,
  onlyOwnLeaveChange: "You can only change your own leave",
  leaveNotInStatus: (action, needed, actual) => `Only ${needed} leave can be ${ACTION_PAST[action]}; this leave is ${actual}`,
  leaveInPast: (action, today) => `Leave dated before today (${today}) cannot be ${ACTION_PAST[action]}`,
  leaveTooFarBack: (days, first) => `Leave can be applied for at most ${days} days back (from ${first})`,
  leaveTooFarAhead: (days, last) => `Leave can be applied for at most ${days} days ahead (until ${last})`,
  /** The comment a revoke needs (also said by the Revoke form before it sends). */
  commentRequired: (name, action) => `${name} is required to ${action} a leave`
};
var messages = {
  ...leaveRuleMessages,
  ...lectureMessages,
  ...leaveKindMessages,
  // Notifications
  notificationsRead: (count2) => `${count2} notification${count2 === 1 ? "" : "s"} marked read`,
  calendarFeedCreated: "Your calendar address is ready. Copy it now: it is shown only once. Any address made before has stopped working.",
  calendarFeedRevoked: "Your calendar address has stopped working.",
  noCalendarFeed: "You have no calendar address to revoke.",
  calendarFeedNotFound: "No calendar at this address: it may have been revoked.",
  calendarFeedRoles: "Calendar addresses are for students and instructors.",
  notificationSettingsSaved: "Notification settings saved.",
  // Sessions and permissions
  signInToContinue: "Please sign in to continue",
  signedOut: "Signed out",
  deviceSignedOut: (device) => `${device} is signed out.`,
  signedOutEverywhere: (count2) => `Signed out on every device (${count2} session${count2 === 1 ? "" : "s"} ended).`,
  noSuchDevice: "This device is not signed in to your account: it may have been signed out already.",
  tooManySignedInRequests: (waitSeconds) => `Too many requests from your session. Try again in ${Math.max(1, Math.ceil(waitSeconds))} seconds.`,
  onlyOwnData: "You can only see your own data",
  onlyOwnLeave: "You can only apply for leave for yourself",
  notYourCourse: "You do not teach this course",
  invalidCredentials: "Invalid user id, password or role",
  tooManySignIns: (waitSeconds) => `Too many failed sign-ins. Try again in ${Math.ceil(waitSeconds / 60)} minutes.`,
  tooManyRequests: (waitSeconds) => `Too many sign-in and sign-up requests from your network. Try again in ${Math.max(1, Math.ceil(waitSeconds))} seconds.`,
  // Single sign-on with the school's account
  passwordSignInOff: (role) => `${capitalised(ROLE_PLURAL[role])} sign in with the school account here, not a password`,
  signUpOffWithSingleSignOn: (role) => `${capitalised(ROLE_PLURAL[role])} sign in with the school account here: there is nothing to sign up for`,
  singleSignOnNotSetUp: "Sign-in with the school account is not set up here",
  singleSignOnOff: "Sign-in with the school account is not set up here, so password sign-in stays on",
  // Two-factor sign-in (the admin's authenticator app)
  secondFactorNeeded: "Enter the 6-digit code from your authenticator app (or a recovery code) to sign in",
  secondFactorWrong: "That code is not right, or was already used: enter the current code from your authenticator app",
  stepUpNeeded: "Enter a current code from your authenticator app to confirm this action",
  twoFactorRequired: "Every admin must set up two-factor sign-in first: open Two-factor sign-in and scan the QR code with an authenticator app",
  twoFactorAlreadyOn: "Two-factor sign-in is already on: turn it off first to enrol a new app",
  twoFactorNotStarted: "Start the set-up first: no authenticator secret is waiting to be confirmed",
  twoFactorNotOn: "Two-factor sign-in is not on",
  twoFactorEnabled: (codes) => `Two-factor sign-in is on. Keep these ${codes} recovery codes somewhere safe: each works once, and they are not shown again.`,
  twoFactorDisabled: "Two-factor sign-in is off. You sign in with your password alone.",
  twoFactorStillRequired: "Every admin must use two-factor sign-in here, so it cannot be turned off",
  onlyAdminsTwoFactor: "Two-factor sign-in is for admin accounts",
  // Users
  userCreated: "User created",
  instructorSignUpClosed: "Instructor accounts are made by the admin here: ask them for yours",
  userExists: (role, userId2) => `A ${ROLE_SINGULAR[role]} with id ${userId2} already exists`,
  noStudent: (rollNo) => `No student with roll number ${rollNo}`,
  noInstructor: (rgNo) => `No instructor with registration number ${rgNo}`,
  // Courses and enrolments
  noCourse: (code) => `There is no course ${code.toUpperCase()}`,
  courseExists: (code) => `Course ${code} already exists`,
  courseAdded: (code) => `Course ${code} added`,
  studentNameMismatch: (rollNo, actual, given) => `Student ${rollNo} is ${actual}, not ${given}`,
  alreadyEnrolled: (name, code) => `${name} is already enrolled in ${code}`,
  enrolled: (name, code) => `${name} enrolled in ${code}`,
  passwordResetDone: (name) => `${name} has a temporary password. Give it to them: they must choose a new password when they sign in. It is not shown again.`,
  passwordChanged: "Password changed. You are signed in; any other sign-in of this account has ended.",
  mustChangePassword: "Your password was reset by the admin: choose a new password to continue",
  accountDeactivated: "This account is deactivated: ask your school's admin",
  accountActiveSet: (name, active) => active ? `${name} can sign in again` : `${name} is deactivated: they cannot sign in, and their sessions have ended`,
  accountAlready: (name, active) => `${name} is already ${active ? "active" : "deactivated"}`,
  noAccount: (role, userId2) => `There is no ${ROLE_SINGULAR[role]} with id ${userId2}`,
  samePassword: (name) => `${name} must differ from the current password`,
  unenrolled: (name, code) => `${name} is no longer enrolled in ${code}; their leave in it is kept`,
  notEnrolledIn: (rollNo, code) => `Student ${rollNo} is not enrolled in ${code}`,
  courseEdited: (code) => `Course ${code} updated`,
  courseUnchanged: (code) => `Course ${code} already reads like this: nothing was changed`,
  importPreviewed: (add, total) => `${add} of ${total} ${total === 1 ? "row" : "rows"} can be added. Nothing has been changed yet.`,
  importApplied: (added) => `${added} ${added === 1 ? "student" : "students"} added`,
  enrolmentsImported: (added) => `${added} ${added === 1 ? "enrolment" : "enrolments"} added`,
  importDuplicateEnrolment: (line) => `the same course and roll number are on line ${line}`,
  importEmpty: "The file has no rows under its header",
  importMissingColumns: (expected, missing2) => `The file's first line must name its columns (${expected.join(", ")}); it lacks ${missing2.join(", ")}`,
  importUnreadable: (line, why) => `The file cannot be read as CSV at line ${line}: ${why}`,
  importTooManyRows: (max) => `A file may have at most ${max} rows: split it`,
  importDuplicateInFile: (line) => `the same roll number is on line ${line}`,
  // Leave
  onlyStudentsApply: "Only students can apply for leave",
  notEnrolled: (code) => `You are not enrolled in ${code}`,
  leaveExists: (date, code) => `You already have leave on ${date} in ${code}`,
  leaveAdded: "Leave added",
  noLeave: (leaveId) => `No leave with id ${leaveId}`,
  leaveMoved: (status) => `Leave ${status}`,
  bulkDecided: (done, asked, status) => `${done} of ${asked} leaves ${status}`,
  leaveRequestApplied: (applied, asked) => applied === asked ? `${applied} ${applied === 1 ? "leave" : "leaves"} applied` : `${applied} of ${asked} leaves applied`,
  notEnrolledAnywhere: "You are not enrolled in any course",
  leaveLimitSet: (code, limit) => `The leave limit of ${code} is now ${limit}%`,
  // The HTTP layer
  invalidJson: "The request body is not valid JSON",
  emptyBody: "The request body is empty",
  bodyTooLarge: "The request body is too large",
  sendJson: "Send the request body as JSON",
  foreignPage: "This change was asked from a page of another site, so nothing was changed",
  serverError: "Something went wrong on the server",
  tooManyStreams: (max) => `This sign-in already has ${max} live update streams open; close some tabs and reload`,
  databaseUnavailable: "The database cannot be reached just now, so nothing was changed. Try again in a few seconds.",
  cannotStore: "The server cannot store changes right now (its disk is full or read-only). Nothing was changed: try again later.",
  noRoute: (method, path6) => `There is no ${method} ${path6}`,
  invalidRequest: "Invalid request",
  bodyNotObject: "The request body must be a JSON object"
};
var DEFAULT_SSO_HELP_WORDS = "the school office";

// domain/src/limits.ts
var PASSWORD_MIN_LENGTH = 8;
var PASSWORD_MAX_LENGTH = 128;
var USER_ID_MAX_DIGITS = 9;
var MAX_USER_ID = 10 ** USER_ID_MAX_DIGITS - 1;
var MAX_RECORD_ID = 2147483647;
var COURSE_CODE_MAX_LENGTH = 20;
var COURSE_CODE_PATTERN = /^[A-Za-z0-9-]+$/;
var TOTAL_LECTURES = { min: 1, max: 1e3 };
var FIRST_YEAR = 1900;
var LAST_SEMESTER_YEAR = 2200;
var CALENDAR_WINDOW = { first: "2000-01-01", last: "2099-12-31" };
var SEMESTERS = ["Autumn", "Spring"];
var TEXT_MAX = { name: 100, branch: 100, stream: 100, courseTitle: 120, reason: 500, comment: 500 };
var nextYear = () => (/* @__PURE__ */ new Date()).getFullYear() + 1;
var lastSemesterYear = () => LAST_SEMESTER_YEAR;

// domain/src/fields.ts
import { z } from "zod";
var HIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
var INVISIBLE = /[\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0]/gu;
var LONE_SURROGATE = /\p{Cs}/u;
var LINE_BREAKS = /[\t\n\r\u2028\u2029]/;
var FORMULA_START = /^[=+\-@\t\r]/;
var missing = (input2) => input2 === void 0 || input2 === null;
var numberValue = (name) => z.number({ error: (iss) => missing(iss.input) ? fieldMessages.required(name) : fieldMessages.notANumber(name) });
var textValue = (name) => z.string({ error: (iss) => missing(iss.input) ? fieldMessages.required(name) : fieldMessages.notText(name) });
var readableText = (name, max) => textValue(name).trim().max(max, fieldMessages.tooLong(name, max)).refine((value) => !HIDDEN_CHARACTERS.test(value), fieldMessages.hiddenCharacters(name)).refine((value) => !LONE_SURROGATE.test(value), fieldMessages.brokenCharacter(name)).refine((value) => value === "" || value.replace(INVISIBLE, "") !== "", fieldMessages.required(name));
var text = (name, max) => readableText(name, max).min(1, fieldMessages.required(name));
var optionalText = (name, max) => readableText(name, max).optional();
var optionalLineOfText = (name, max) => readableText(name, max).refine((value) => !LINE_BREAKS.test(value), fieldMessages.notOneLine(name)).optional();
var lineOfText = (name, max) => text(name, max).refine((value) => !LINE_BREAKS.test(value), fieldMessages.notOneLine(name));
var personName = (name, max) => lineOfText(name, max).refine((value) => !FORMULA_START.test(value), fieldMessages.startsLikeFormula(name));
var userId = (name) => numberValue(name).int(fieldMessages.notAPositiveWholeNumber(name)).positive(fieldMessages.notAPositiveWholeNumber(name)).max(MAX_USER_ID, fieldMessages.tooManyDigits(name, USER_ID_MAX_DIGITS));
var recordId = (name) => numberValue(name).int(fieldMessages.notAPositiveWholeNumber(name)).positive(fieldMessages.notAPositiveWholeNumber(name)).max(MAX_RECORD_ID, fieldMessages.tooLarge(name));
var wholeNumber = (name, min, max) => numberValue(name).int(fieldMessages.notInRange(name, min, max)).min(min, fieldMessages.notInRange(name, min, max)).max(max, fieldMessages.notInRange(name, min, max));
var year = (name, latest, tooLate = fieldMessages.yearInFuture(name)) => numberValue(name).int(fieldMessages.notAYear(name)).min(FIRST_YEAR, fieldMessages.notAYear(name)).refine((value) => value <= latest(), tooLate);
var courseCode = (name) => text(name, COURSE_CODE_MAX_LENGTH).regex(COURSE_CODE_PATTERN, fieldMessages.courseCodeCharacters(name));
var newPassword = (name) => textValue(name).min(1, fieldMessages.required(name)).min(PASSWORD_MIN_LENGTH, fieldMessages.tooShort(name, PASSWORD_MIN_LENGTH)).max(PASSWORD_MAX_LENGTH, fieldMessages.tooLong(name, PASSWORD_MAX_LENGTH)).refine((value) => !/^(.)\1*$/su.test(value), fieldMessages.oneCharacterRepeated(name));
var passwordNotId = (value, ctx, names) => {
  if (value.password.trim() === String(value.id)) {
    ctx.addIssue({ code: "custom", path: [names.field], message: fieldMessages.passwordIsId(names.password, names.id) });
  }
};
var enteredPassword = (name) => textValue(name).min(1, fieldMessages.required(name)).max(PASSWORD_MAX_LENGTH, fieldMessages.tooLong(name, PASSWORD_MAX_LENGTH));
var oneOf = (name, values) => z.enum(values, { error: (iss) => missing(iss.input) ? fieldMessages.required(name) : fieldMessages.oneOf(name, values) });
var isoDate = (name) => z.iso.date({ error: fieldMessages.notADate(name) }).refine(
  (date) => date >= CALENDAR_WINDOW.first && date <= CALENDAR_WINDOW.last,
  fieldMessages.dateOutsideWindow(name, CALENDAR_WINDOW.first, CALENDAR_WINDOW.last)
);
function digitsInput(name, rule, notANumber = fieldMessages.notANumber(name)) {
  return z.string().trim().min(1, fieldMessages.required(name)).regex(/^\d+$/, notANumber).transform(Number).pipe(rule);
}
var input = {
  /** A rule for a field that may be left empty (empty is absent). */
  optional: (rule) => z.union([z.literal("").transform(() => void 0), rule]),
  text,
  lineOfText,
  personName,
  courseCode,
  newPassword,
  enteredPassword,
  required: (name) => z.string().trim().min(1, fieldMessages.required(name)),
  userId: (name, notANumber) => digitsInput(name, userId(name), notANumber),
  wholeNumber: (name, min, max) => digitsInput(name, wholeNumber(name, min, max), fieldMessages.notInRange(name, min, max)),
  year: (name, latest, tooLate) => digitsInput(name, year(name, latest, tooLate), fieldMessages.notAYear(name))
};
var secondFactorCode = (name) => z.string({ error: (iss) => missing(iss.input) ? fieldMessages.required(name) : fieldMessages.notText(name) }).trim().min(1, fieldMessages.required(name)).max(32, fieldMessages.notASecondFactorCode(name)).regex(/^(\d{6}|[a-z2-7]{5}[-\s]?[a-z2-7]{5})$/i, fieldMessages.notASecondFactorCode(name));

// domain/src/requests.ts
import { z as z3 } from "zod";

// domain/src/percentage.ts
function leavePercentage(acceptedDays, totalLectures2) {
  if (totalLectures2 <= 0) return 0;
  return Math.round(acceptedDays * 1e4 / totalLectures2) / 100;
}

// domain/src/attendance.ts
var DEFAULT_LEAVE_LIMIT = 25;
var LEAVE_LIMIT_RANGE = { min: 1, max: 100 };
var WARNING_TENTHS = 8;
var allowedDays = (totalLectures2, limit) => Math.floor(limit * totalLectures2 / 100);
var canStillMiss = (acceptedDays, totalLectures2, limit) => Math.max(0, allowedDays(totalLectures2, limit) - acceptedDays);
function attendanceRisk(acceptedDays, totalLectures2, limit) {
  if (acceptedDays * 100 > limit * totalLectures2) return "danger";
  if (acceptedDays * 100 * 10 >= limit * totalLectures2 * WARNING_TENTHS) return "warning";
  return "ok";
}
function courseStanding(acceptedDays, pendingDays, totalLectures2, limit) {
  return {
    accepted_days: acceptedDays,
    pending_days: pendingDays,
    total_lectures: totalLectures2,
    leave_limit: limit,
    leave_percentage: leavePercentage(acceptedDays, totalLectures2),
    can_still_miss: canStillMiss(acceptedDays, totalLectures2, limit),
    risk: attendanceRisk(acceptedDays, totalLectures2, limit)
  };
}
function previewApproval(acceptedDays, moreDays, totalLectures2, limit) {
  const after = acceptedDays + moreDays;
  return {
    percentage_before: leavePercentage(acceptedDays, totalLectures2),
    percentage_after: leavePercentage(after, totalLectures2),
    crosses_limit: after * 100 > limit * totalLectures2
  };
}

// domain/src/leavePolicy.ts
var DEFAULT_LEAVE_POLICY = { pastDays: 14, aheadDays: 180 };
var MAX_RANGE_DAYS = 30;
var leavePolicyFor = (today, settings) => ({
  today,
  first_date: addDays(today, -settings.pastDays),
  last_date: addDays(today, settings.aheadDays),
  past_days: settings.pastDays,
  ahead_days: settings.aheadDays,
  max_range_days: MAX_RANGE_DAYS
});
function dateRefusal(date, policy) {
  if (date < policy.first_date) return leaveRuleMessages.leaveTooFarBack(policy.past_days, policy.first_date);
  if (date > policy.last_date) return leaveRuleMessages.leaveTooFarAhead(policy.ahead_days, policy.last_date);
  return null;
}
function requestDates(from, to, includeWeekends) {
  const all = datesFrom(from, to);
  return {
    dates: includeWeekends ? all : all.filter((date) => !isWeekend(date)),
    skippedWeekends: includeWeekends ? [] : all.filter(isWeekend)
  };
}

// domain/src/pages.ts
var PAGE_SIZE = { default: 50, max: 100 };
var MAX_PAGE = 1e5;
var pageWindow = ({ page, page_size }) => ({ offset: (page - 1) * page_size, limit: page_size });
var pageInfo = (total, { page, page_size }) => ({ total, page, page_size });

// domain/src/paging.ts
import { z as z2 } from "zod";
var queryWholeNumber = (name, min, max, fallback) => z2.string({ error: fieldMessages.notInRange(name, min, max) }).regex(/^\d{1,9}$/, fieldMessages.notInRange(name, min, max)).transform(Number).pipe(wholeNumber(name, min, max)).optional().transform((value) => value ?? fallback);
var pageQueryFields = {
  page: queryWholeNumber("page", 1, MAX_PAGE, 1),
  page_size: queryWholeNumber("page_size", 1, PAGE_SIZE.max, PAGE_SIZE.default)
};
var pageInfoSchema = {
  total: z2.number().int().nonnegative().describe("how many items the whole list has"),
  page: z2.number().int().positive(),
  page_size: z2.number().int().positive()
};

// domain/src/requests.ts
var queryUserId = (name) => z3.string({
  error: (iss) => iss.input === void 0 ? fieldMessages.required(name) : fieldMessages.notAPositiveWholeNumber(name)
}).regex(/^\d{1,10}$/, fieldMessages.notAPositiveWholeNumber(name)).transform(Number).pipe(userId(name));
var credentialsSchema = z3.object({
  user_id: userId("user_id"),
  passwd: enteredPassword("passwd"),
  role: oneOf("role", ROLES),
  // An admin with two-factor sign-in on sends it on the second try, when the first asked for it.
  otp: secondFactorCode("otp").optional()
});
var studentOnlyFields = (body, ctx, names = { stream: "stream", joining_year: "joining_year" }) => {
  if (body.role !== "student") return;
  if (!body.stream) ctx.addIssue({ code: "custom", path: ["stream"], message: fieldMessages.required(names.stream) });
  if (body.joining_year === void 0)
    ctx.addIssue({ code: "custom", path: ["joining_year"], message: fieldMessages.required(names.joining_year) });
};
var signUpSchema = z3.object({
  name: personName("name", TEXT_MAX.name),
  user_id: userId("user_id"),
  branch: lineOfText("branch", TEXT_MAX.branch),
  stream: optionalLineOfText("stream", TEXT_MAX.stream),
  joining_year: year("joining_year", nextYear).optional(),
  passwd: newPassword("passwd"),
  role: oneOf("role", SELF_SERVICE_ROLES)
}).superRefine((body, ctx) => {
  studentOnlyFields(body, ctx);
  passwordNotId({ password: body.passwd, id: body.user_id }, ctx, {
    field: "passwd",
    password: "passwd",
    id: "user_id"
  });
});
var userIdQuerySchema = z3.object({ user_id: queryUserId("user_id") });
var leavesQuerySchema = z3.object({
  course_code: courseCode("course_code"),
  status: oneOf("status", LEAVE_STATUSES).optional(),
  ...pageQueryFields
});
var leaveDecisionSchema = z3.object({
  leave_id: recordId("leave_id"),
  comment: optionalText("comment", TEXT_MAX.comment)
});
var MAX_BULK_LEAVES = PAGE_SIZE.max;
var flag = (name) => z3.boolean({ error: fieldMessages.notTrueOrFalse(name) }).optional();
var listOf = (name, item, max) => z3.array(item, {
  error: (iss) => iss.input === void 0 ? fieldMessages.required(name) : fieldMessages.notAList(name)
}).max(max, fieldMessages.tooMany(name, max)).refine((items) => new Set(items.map(String)).size === items.length, fieldMessages.repeated(name));
var bulkDecisionSchema = z3.object({
  leave_ids: listOf("leave_ids", recordId("leave_ids"), MAX_BULK_LEAVES).refine(
    (ids) => ids.length > 0,
    fieldMessages.required("leave_ids")
  ),
  decision: oneOf("decision", ["accepted", "rejected"]),
  comment: optionalText("comment", TEXT_MAX.comment)
});
var MAX_REQUEST_COURSES = 20;
var leaveRequestFields = {
  user_id: userId("user_id"),
  user_role: oneOf("user_role", ROLES),
  reason: text("reason", TEXT_MAX.reason),
  from_date: isoDate("from_date"),
  to_date: isoDate("to_date").optional(),
  include_weekends: flag("include_weekends"),
  course_codes: listOf("course_codes", courseCode("course_codes"), MAX_REQUEST_COURSES).optional(),
  all_courses: flag("all_courses"),
  kind_id: recordId("kind_id").optional()
};
function checkRequestShape(request, context) {
  const to = request.to_date ?? request.from_date;
  if (to < request.from_date) {
    context.addIssue({ code: "custom", path: ["to_date"], message: fieldMessages.rangeBackwards("to_date") });
  } else if (daysBetween(request.from_date, to) >= MAX_RANGE_DAYS) {
    context.addIssue({
      code: "custom",
      path: ["to_date"],
      message: fieldMessages.rangeTooLong("to_date", MAX_RANGE_DAYS - 1)
    });
  }
  if (!request.all_courses && !request.course_codes?.length) {
    context.addIssue({ code: "custom", path: ["course_codes"], message: fieldMessages.noCourseChosen("course_codes") });
  }
}
var leaveRequestSchema = z3.object(leaveRequestFields).superRefine(checkRequestShape);
var leavePreviewRequestSchema = z3.object({ ...leaveRequestFields, reason: optionalText("reason", TEXT_MAX.reason) }).superRefine(checkRequestShape);
var optionalQueryDate = (name) => isoDate(name).optional();
var myLeavesQuerySchema = z3.object({
  user_id: queryUserId("user_id"),
  status: oneOf("status", LEAVE_STATUSES).optional(),
  course_code: courseCode("course_code").optional(),
  from: optionalQueryDate("from"),
  to: optionalQueryDate("to"),
  ...pageQueryFields
});
var decidedLeavesQuerySchema = z3.object({
  course_code: courseCode("course_code").optional(),
  status: oneOf("status", LEAVE_STATUSES).optional(),
  from: optionalQueryDate("from"),
  to: optionalQueryDate("to"),
  roll_no: queryUserId("roll_no").optional(),
  ...pageQueryFields
});
var newCourseSchema = z3.object({
  courseCode: courseCode("courseCode"),
  courseTitle: lineOfText("courseTitle", TEXT_MAX.courseTitle),
  instructorId: userId("instructorId"),
  semesterType: oneOf("semesterType", SEMESTERS).optional(),
  semesterYear: year("semesterYear", lastSemesterYear, fieldMessages.notAYear("semesterYear")).optional(),
  totalLectures: wholeNumber("totalLectures", TOTAL_LECTURES.min, TOTAL_LECTURES.max).optional(),
  leaveLimit: wholeNumber("leaveLimit", LEAVE_LIMIT_RANGE.min, LEAVE_LIMIT_RANGE.max).optional()
});
var leaveLimitChangeSchema = z3.object({
  courseCode: courseCode("courseCode"),
  leaveLimit: wholeNumber("leaveLimit", LEAVE_LIMIT_RANGE.min, LEAVE_LIMIT_RANGE.max)
});
var rosterQuerySchema = z3.object({
  course_code: courseCode("course_code"),
  sort: oneOf("sort", ROSTER_SORTS).optional(),
  ...pageQueryFields
});
var absencesQuerySchema = z3.object({
  course_code: courseCode("course_code"),
  month: z3.string({ error: fieldMessages.required("month") }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, fieldMessages.notAMonth("month")).refine(
    (month) => month >= CALENDAR_WINDOW.first.slice(0, 7) && month <= CALENDAR_WINDOW.last.slice(0, 7),
    fieldMessages.monthOutsideWindow("month", CALENDAR_WINDOW.first.slice(0, 7), CALENDAR_WINDOW.last.slice(0, 7))
  )
});
var absenteesQuerySchema = z3.object({
  course_code: courseCode("course_code"),
  date: isoDate("date"),
  ...pageQueryFields
});
var courseOnlyQuerySchema = z3.object({ course_code: courseCode("course_code") });
var newEnrollmentSchema = z3.object({
  courseCode: courseCode("courseCode"),
  studentName: optionalLineOfText("studentName", TEXT_MAX.name),
  studentId: userId("studentId")
});
var newLeaveSchema = z3.object({
  reason: text("reason", TEXT_MAX.reason),
  course_code: courseCode("course_code"),
  leave_date: isoDate("leave_date"),
  user_id: userId("user_id"),
  user_role: oneOf("user_role", ROLES)
});
function firstIssue(error) {
  const issue = error.issues[0];
  const field = issue?.path.join(".") || void 0;
  return { message: issue?.message ?? messages.invalidRequest, ...field ? { field } : {} };
}
function parseRequest(schema, input2) {
  if (input2 !== void 0 && input2 !== null && (typeof input2 !== "object" || Array.isArray(input2))) {
    return { ok: false, error: { message: messages.bodyNotObject } };
  }
  const result = schema.safeParse(input2 ?? {});
  return result.success ? { ok: true, value: result.data } : { ok: false, error: firstIssue(result.error) };
}

// domain/src/responses.ts
import { z as z4 } from "zod";
var int = () => z4.number().int();
var calendarDate = () => z4.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe("a calendar date, YYYY-MM-DD");
var errorBodySchema = z4.object({
  message: z4.string(),
  field: z4.string().optional().describe("for a 400, the request field at fault")
}).describe("What is wrong; for a 400, the request field at fault");
var messageSchema = z4.object({ message: z4.string() }).describe("Done: a message saying what was done");
var sessionSchema = z4.object({
  user_id: int(),
  role: z4.enum(ROLES),
  name: z4.string()
}).describe("Who is signed in");
var sessionAnswerSchema = sessionSchema.extend({ today: calendarDate().describe("the school's today, as every date rule reads it") }).describe("Who is signed in, and the school's today");
var verifyResponseSchema = z4.array(z4.object({ user_id: int(), passwd: z4.string().optional(), role: z4.enum(ROLES), name: z4.string() })).describe(
  "one item, echoing the user id and role sent (and the password only if SIGN_IN_ECHOES_PASSWORD is set), with the name"
);
var leaveSchema = z4.object({
  leave_id: int(),
  leave_date: calendarDate(),
  reason: z4.string(),
  user_id: int().describe("the student's roll number"),
  user_role: z4.enum(ROLES),
  status: z4.enum(LEAVE_STATUSES),
  course_code: z4.string(),
  no_lecture: z4.string().optional().describe("set when the date is no longer a lecture of the course: why; such leave is kept and does not count")
}).describe("A leave: one date, one course, one status");
var studentProfileSchema = z4.object({
  roll_no: int(),
  name: z4.string(),
  branch: z4.string(),
  stream: z4.string(),
  joining_year: int()
});
var standingFields = {
  accepted_days: int(),
  pending_days: int(),
  total_lectures: int(),
  leave_limit: int().describe("the largest leave percentage the course allows"),
  leave_percentage: z4.number().describe("accepted leave days / total lectures x 100, to 2 decimals"),
  can_still_miss: int().describe("the most further accepted days that keep the course within its limit"),
  risk: z4.enum(["ok", "warning", "danger"]).describe("warning from 80% of the limit, danger above it")
};
var enrollmentSchema = z4.object({
  roll_no: int(),
  course_code: z4.string(),
  ...standingFields
});
var studentDataSchema = z4.object({
  studentData: studentProfileSchema,
  leaveData: z4.array(leaveSchema),
  enrollmentData: z4.array(enrollmentSchema)
}).describe(
  "The student's profile, leave, and enrolments with leave percentage"
);
var facultyProfileSchema = z4.object({
  rg_no: int(),
  name: z4.string(),
  dept: z4.string()
});
var courseSchema = z4.object({
  course_code: z4.string(),
  course_title: z4.string(),
  semester_type: z4.string(),
  semester_year: int(),
  total_students: int(),
  total_lectures: int(),
  leave_limit: int()
});
var instructorDataSchema = z4.object({
  instructorData: facultyProfileSchema,
  courseData: z4.array(courseSchema)
}).describe("The instructor's profile and the courses they teach");
var approvalPreviewSchema = z4.object({
  percentage_before: z4.number(),
  percentage_after: z4.number(),
  crosses_limit: z4.boolean()
});
var courseLeaveSchema = leaveSchema.extend({
  student_name: z4.string(),
  if_approved: approvalPreviewSchema.optional().describe("for a pending leave: the student's percentage in the course if it were approved")
}).describe("A leave, with the name of its student");
var leavesSchema = z4.object({ leaveData: z4.array(courseLeaveSchema), ...pageInfoSchema }).describe("One page of the course's leave, by date");
var leaveMovedSchema = z4.object({ message: z4.string(), leave: leaveSchema }).describe("The leave, as it now is");
var courseSummariesSchema = z4.array(
  z4.object({
    course_code: z4.string(),
    course_title: z4.string(),
    instructor_id: int(),
    semester_type: z4.string(),
    semester_year: int(),
    total_lectures: int(),
    leave_limit: int()
  })
).describe("Every course, by code");
var healthSchema = z4.object({
  status: z4.enum(["ok", "error"]),
  database: z4.enum(["ok", "unreachable", "cannot-write"]),
  version: z4.string().describe("The API's version (the service package's)")
}).describe("Whether the API and its database answer and can store a change");
var leaveEventSchema = z4.object({
  from_status: z4.enum(LEAVE_STATUSES).nullable().describe("null when the leave was applied for"),
  to_status: z4.enum(LEAVE_STATUSES),
  actor_id: int(),
  actor_role: z4.enum(ROLES),
  actor_name: z4.string(),
  comment: z4.string().nullable(),
  at: z4.string().describe("when, as an ISO 8601 instant")
}).describe("One change in the life of a leave");
var leaveWithHistorySchema = courseLeaveSchema.extend({
  request_id: int(),
  history: z4.array(leaveEventSchema).describe("oldest first"),
  no_longer_enrolled: z4.literal(true).optional().describe("the admin has since removed the student from the course; the leave is kept")
}).describe("A leave with its request and history");
var leavePageSchema = z4.object({ items: z4.array(leaveWithHistorySchema), ...pageInfoSchema }).describe("One page of leave, newest date first");
var leaveRequestResponseSchema = z4.object({
  message: z4.string(),
  request_id: int().nullable().describe("null when nothing was applied"),
  applied: z4.array(leaveSchema),
  refused: z4.array(z4.object({ leave_date: calendarDate(), course_code: z4.string(), message: z4.string() })),
  no_lecture: z4.array(z4.object({ leave_date: calendarDate(), course_code: z4.string(), message: z4.string() })).describe("dates and courses that needed no leave: no lecture that day, and why"),
  skipped_weekends: z4.array(calendarDate()),
  document_needed: z4.boolean().describe("whether its kind needs a supporting document for a request this long")
}).describe("What was applied, what was refused and why");
var bulkDecisionResponseSchema = z4.object({
  message: z4.string(),
  results: z4.array(z4.object({ leave_id: int(), status: int(), message: z4.string() }))
}).describe(
  "How each leave went: status 200, or what it would have been alone"
);
var leavePolicySchema = z4.object({
  today: calendarDate().describe("the school's today"),
  first_date: calendarDate(),
  last_date: calendarDate(),
  past_days: int(),
  ahead_days: int(),
  max_range_days: int()
}).describe("Which dates leave may be applied for");
var leavePreviewSchema = z4.object({
  courses: z4.array(approvalPreviewSchema.extend({ course_code: z4.string(), days: int(), leave_limit: int() })),
  counts: z4.boolean().describe("whether its kind counts toward the limit"),
  document_needed: z4.boolean().describe("whether its kind needs a supporting document for a request this long")
}).describe("What the request would do to each course if every day were approved");
var rosterPageSchema = z4.object({
  items: z4.array(
    z4.object({
      roll_no: int(),
      name: z4.string(),
      excused_days: int().describe("accepted lectures of a kind that does not count"),
      ...standingFields
    })
  ),
  ...pageInfoSchema
}).describe("One page of a course's enrolled students and where each stands");
var courseAbsencesSchema = z4.object({
  course_code: z4.string(),
  month: z4.string().describe("YYYY-MM"),
  days: z4.array(
    z4.object({
      date: calendarDate(),
      accepted: int(),
      pending: int()
    })
  )
}).describe(
  "How many are away each day of a month (days with nobody away are left out)"
);
var absenteesPageSchema = z4.object({
  items: z4.array(z4.object({ roll_no: int(), name: z4.string(), status: z4.enum(LEAVE_STATUSES) })),
  ...pageInfoSchema
}).describe(
  "One page of who is away on a day (accepted or pending), by roll number"
);

// domain/src/refusal.ts
var refusal = (status, message, field) => field ? { status, message, field } : { status, message };

// domain/src/permissions.ts
function checkAccess(session, access) {
  if (access === "anyone") return null;
  if (!session) return refusal(401, messages.signInToContinue);
  if (access === "signed in") return null;
  if (session.role !== access) return refusal(403, messages.onlyRole(access));
  return null;
}
function checkSelfSignUp(role, instructorSignUp) {
  return role === "course instructor" && !instructorSignUp ? refusal(403, messages.instructorSignUpClosed) : null;
}
function checkOwnData(session, userId2) {
  return session.user_id === userId2 ? null : refusal(403, messages.onlyOwnData);
}
function checkApplyForSelf(session, leave) {
  if (leave.user_role !== "student") return refusal(400, messages.onlyStudentsApply, "user_role");
  if (leave.user_id !== session.user_id) return refusal(403, messages.onlyOwnLeave);
  return null;
}
function checkTeaches(session, course) {
  return course.instructor_id === session.user_id ? null : refusal(403, messages.notYourCourse);
}
function checkStudentName(student, givenName) {
  return student.name.trim().toLowerCase() === givenName.trim().toLowerCase() ? null : refusal(400, messages.studentNameMismatch(student.roll_no, student.name, givenName), "studentName");
}

// domain/src/leaveLifecycle.ts
var INITIAL_LEAVE_STATUS = "pending";
var LEAVE_TRANSITIONS = {
  approve: { from: "pending", to: "accepted", by: "course instructor" },
  reject: { from: "pending", to: "rejected", by: "course instructor" },
  withdraw: { from: "pending", to: "withdrawn", by: "student" },
  cancel: { from: "accepted", to: "cancelled", by: "student", fromTodayOn: true },
  revoke: { from: "accepted", to: "rejected", by: "course instructor", fromTodayOn: true, commentRequired: true }
};
var ACTIVE_LEAVE_STATUSES = ["pending", "accepted", "rejected"];
function checkLeaveAction(session, leave, action, context) {
  const rule = LEAVE_TRANSITIONS[action];
  if (session.role !== rule.by) return refusal(403, leaveRuleMessages.onlyRole(rule.by));
  const notAllowed = rule.by === "student" ? leave.roll_no === session.user_id ? null : refusal(403, leaveRuleMessages.onlyOwnLeaveChange) : checkTeaches(session, leave);
  if (notAllowed) return notAllowed;
  if (leave.status !== rule.from) {
    return refusal(
      409,
      action === "approve" || action === "reject" ? leaveRuleMessages.leaveAlready(leave.status) : leaveRuleMessages.leaveNotInStatus(action, rule.from, leave.status)
    );
  }
  if (rule.fromTodayOn && leave.leave_date < context.today) {
    return refusal(409, leaveRuleMessages.leaveInPast(action, context.today));
  }
  if (rule.commentRequired && !context.comment?.trim()) {
    return refusal(400, leaveRuleMessages.commentRequired("comment", action), "comment");
  }
  return null;
}
var statusAfter = (action) => LEAVE_TRANSITIONS[action].to;
var countsAsAbsence = (status) => status === "accepted";
var AWAY_STATUSES = ["accepted", "pending"];
var isAway = (status) => AWAY_STATUSES.includes(status);

// domain/src/courseDefaults.ts
var DEFAULT_TOTAL_LECTURES = 40;
function semesterOf(date) {
  return date.getMonth() >= 6 ? "Autumn" : "Spring";
}
function courseDefaults(today) {
  return {
    semesterType: semesterOf(today),
    semesterYear: today.getFullYear(),
    totalLectures: DEFAULT_TOTAL_LECTURES
  };
}

// domain/src/signInThrottle.ts
function decideAttempt({ failures, oldestAgeSeconds }, limits) {
  if (failures < limits.maxFailures || oldestAgeSeconds === null) return { allowed: true };
  return { allowed: false, waitSeconds: Math.max(1, Math.ceil(limits.windowSeconds - oldestAgeSeconds)) };
}

// domain/src/nameOrder.ts
var collator = new Intl.Collator("en", { usage: "sort", sensitivity: "variant", numeric: false, caseFirst: "false" });
var compareNames = (a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

// domain/src/rosterOrder.ts
var RISK_ORDER = { danger: 0, warning: 1, ok: 2 };
var ROSTER_ORDER = {
  risk: (a, b) => RISK_ORDER[a.risk] - RISK_ORDER[b.risk] || b.leave_percentage - a.leave_percentage || a.roll_no - b.roll_no,
  roll_no: (a, b) => a.roll_no - b.roll_no,
  name: (a, b) => compareNames(a.name, b.name) || a.roll_no - b.roll_no,
  percentage: (a, b) => b.leave_percentage - a.leave_percentage || a.roll_no - b.roll_no
};
var KEPT_ROSTER_COMPARE = {
  "most accepted days": (a, b) => b.accepted_days - a.accepted_days || a.roll_no - b.roll_no,
  "roll number": (a, b) => a.roll_no - b.roll_no
};
var KEPT_ROSTER_ORDER = {
  risk: "most accepted days",
  percentage: "most accepted days",
  roll_no: "roll number"
};

// domain/src/adminRequests.ts
import { z as z5 } from "zod";
var SEARCH_MAX = 100;
var courseEditSchema = z5.object({
  courseCode: courseCode("courseCode"),
  courseTitle: lineOfText("courseTitle", TEXT_MAX.courseTitle),
  instructorId: userId("instructorId"),
  semesterType: oneOf("semesterType", SEMESTERS),
  semesterYear: year("semesterYear", lastSemesterYear, fieldMessages.notAYear("semesterYear")),
  totalLectures: wholeNumber("totalLectures", TOTAL_LECTURES.min, TOTAL_LECTURES.max)
});
var studentLookupQuerySchema = z5.object({ roll_no: queryUserId("roll_no") });
var searchableListQuery = (sorts) => z5.object({
  q: optionalText("q", SEARCH_MAX),
  sort: oneOf("sort", sorts).optional(),
  order: oneOf("order", SORT_ORDERS).optional(),
  ...pageQueryFields
});
var studentListQuerySchema = searchableListQuery(STUDENT_SORTS);
var studentExportQuerySchema = studentListQuerySchema.omit({ page: true, page_size: true });
var courseListQuerySchema = searchableListQuery(COURSE_SORTS);
var courseExportQuerySchema = courseListQuerySchema.omit({ page: true, page_size: true });
var instructorListQuerySchema = searchableListQuery(INSTRUCTOR_SORTS);
var instructorExportQuerySchema = instructorListQuerySchema.omit({ page: true, page_size: true });
var IMPORT_MAX_BYTES = 2 * 1024 * 1024;
var IMPORT_MAX_ROWS = 2e4;
var studentImportSchema = z5.object({
  csv: z5.string({
    error: (iss) => iss.input === void 0 ? fieldMessages.required("csv") : fieldMessages.notText("csv")
  }).min(1, fieldMessages.required("csv")),
  apply: z5.boolean({ error: fieldMessages.notTrueOrFalse("apply") }).optional(),
  temporary_passwords: z5.boolean({ error: fieldMessages.notTrueOrFalse("temporary_passwords") }).optional(),
  otp: secondFactorCode("otp").optional()
});
var auditQuerySchema = z5.object({
  action: oneOf("action", AUDIT_ACTIONS).optional(),
  actor_id: queryUserId("actor_id").optional(),
  target: optionalText("target", SEARCH_MAX),
  from: optionalQueryDate("from"),
  to: optionalQueryDate("to"),
  ...pageQueryFields
});
var auditExportQuerySchema = auditQuerySchema.omit({ page: true, page_size: true });
var accountRefSchema = z5.object({
  role: oneOf("role", SELF_SERVICE_ROLES),
  user_id: userId("user_id")
});
var accountQuerySchema = z5.object({
  role: oneOf("role", SELF_SERVICE_ROLES),
  user_id: queryUserId("user_id")
});
var accountActiveSchema = accountRefSchema.extend({
  active: z5.boolean({ error: fieldMessages.notTrueOrFalse("active") }),
  otp: secondFactorCode("otp").optional()
});
var passwordResetRequestSchema = accountRefSchema.extend({
  otp: secondFactorCode("otp").optional()
});
var passwordChangeSchema = z5.object({
  user_id: userId("user_id"),
  role: oneOf("role", ROLES),
  passwd: enteredPassword("passwd"),
  new_passwd: newPassword("new_passwd"),
  otp: secondFactorCode("otp").optional()
}).superRefine(
  (body, ctx) => passwordNotId({ password: body.new_passwd, id: body.user_id }, ctx, {
    field: "new_passwd",
    password: "new_passwd",
    id: "user_id"
  })
);
var leaveListQuerySchema = decidedLeavesQuerySchema;
var leaveListExportSchema = decidedLeavesQuerySchema.omit({ page: true, page_size: true });
var enrolmentRemovalSchema = z5.object({
  courseCode: courseCode("courseCode"),
  studentId: userId("studentId")
});
var courseEnrolmentsQuerySchema = z5.object({
  course_code: courseCode("course_code"),
  ...pageQueryFields
});

// domain/src/adminResponses.ts
import { z as z6 } from "zod";
var int2 = () => z6.number().int();
var studentLookupSchema = z6.object({ roll_no: int2(), name: z6.string() }).describe("The student with this roll number");
var studentListPageSchema = z6.object({
  items: z6.array(
    z6.object({
      roll_no: int2(),
      name: z6.string(),
      branch: z6.string(),
      stream: z6.string(),
      joining_year: int2(),
      enrolled_courses: int2().describe("how many courses the student is enrolled in")
    })
  ),
  ...pageInfoSchema
}).describe("One page of students");
var importResultSchema = z6.object({
  applied: z6.boolean().describe("whether the valid rows were added (false for a preview)"),
  message: z6.string(),
  counts: z6.object(
    Object.fromEntries(IMPORT_ROW_STATUSES.map((status) => [status, int2()]))
  ),
  rows: z6.array(
    z6.object({
      line: int2().describe("the row's line in the file; the header is line 1"),
      roll_no: z6.string(),
      name: z6.string(),
      course_code: z6.string().optional().describe("for an enrolment: the course"),
      status: z6.enum(IMPORT_ROW_STATUSES),
      column: z6.string().optional().describe("for a bad value: the column at fault"),
      message: z6.string().optional()
    })
  ),
  temporary_passwords_csv: z6.string().optional().describe("roll_no,name,temporary_password for each student added, answered once; only hashes are kept")
}).describe("What the import did, or would do, with each row");
var changedFields = () => z6.record(z6.string(), z6.unknown()).nullable();
var auditEventSchema = z6.object({
  event_id: int2(),
  at: z6.string().describe("an instant, ISO 8601"),
  actor_role: z6.enum(ROLES).nullable(),
  actor_id: int2().nullable(),
  actor_name: z6.string().nullable().describe("the actor's name; null when nobody was signed in"),
  action: z6.enum(AUDIT_ACTIONS),
  target: z6.string(),
  before: changedFields(),
  after: changedFields(),
  client_ip: z6.string()
}).describe("One change or refusal in the audit trail");
var auditPageSchema = z6.object({
  items: z6.array(auditEventSchema),
  ...pageInfoSchema
}).describe("One page of the audit trail, newest first");
var accountStatusSchema = z6.object({
  role: z6.enum(SELF_SERVICE_ROLES),
  user_id: int2(),
  name: z6.string(),
  active: z6.boolean(),
  has_password: z6.boolean().describe("false for an imported student until the admin resets the password"),
  must_change_password: z6.boolean()
}).describe("The account and whether it can sign in");
var passwordResetSchema = z6.object({
  message: z6.string(),
  temporary_password: z6.string().describe("shown once: only its hash is kept")
}).describe(
  "The temporary password; the user must choose a new one when they sign in"
);
var passwordChangedSchema = z6.object({ message: z6.string(), session: sessionSchema }).describe("The new password is set and this browser is signed in");
var courseListPageSchema = z6.object({
  items: z6.array(
    z6.object({
      course_code: z6.string(),
      course_title: z6.string(),
      instructor_id: int2(),
      instructor_name: z6.string(),
      semester_type: z6.string(),
      semester_year: int2(),
      total_lectures: int2(),
      leave_limit: int2(),
      enrolled: int2().describe("how many students are enrolled")
    })
  ),
  ...pageInfoSchema
}).describe("One page of courses");
var instructorListPageSchema = z6.object({
  items: z6.array(
    z6.object({
      rg_no: int2(),
      name: z6.string(),
      dept: z6.string(),
      courses: int2().describe("how many courses they teach")
    })
  ),
  ...pageInfoSchema
}).describe("One page of instructors");
var courseEnrolmentPageSchema = z6.object({
  items: z6.array(z6.object({ roll_no: int2(), name: z6.string(), accepted_days: int2(), pending_days: int2() })),
  ...pageInfoSchema
}).describe("One page of the course's enrolled students, by roll number");

// domain/src/adminOverview.ts
import { z as z7 } from "zod";
var count = () => int().min(0);
var adminOverviewSchema = z7.object({
  today: calendarDate().describe("the school's today, the day absent_today counts"),
  students: count(),
  courses: count(),
  pending: z7.object({
    total: count().describe("leave days pending in all courses"),
    courses: z7.array(z7.object({ course_code: z7.string(), course_title: z7.string(), pending: count() })).describe("the courses with the most pending leave, most first")
  }),
  at_risk: z7.object({
    near: count().describe("enrolments at 80% of their course's limit or more, not past it"),
    over: count().describe("enrolments past their course's limit"),
    students: z7.array(
      z7.object({
        roll_no: int(),
        name: z7.string(),
        course_code: z7.string(),
        leave_percentage: z7.number(),
        leave_limit: z7.number(),
        risk: z7.enum(["warning", "danger"])
      })
    ).describe("the students furthest over or nearest their limit, furthest first")
  }),
  absent_today: z7.object({ accepted: count(), pending: count() }),
  recent: z7.array(auditEventSchema).describe("the latest changes in the audit trail, newest first")
}).describe(
  "The admin's home: the school in numbers, each with the first few of its list"
);

// domain/src/studentImport.ts
import { z as z8 } from "zod";
var STUDENT_IMPORT_COLUMNS = ["roll_no", "name", "branch", "stream", "joining_year"];
var studentRowSchema = z8.object({
  roll_no: input.userId("roll_no"),
  name: input.personName("name", TEXT_MAX.name),
  branch: input.lineOfText("branch", TEXT_MAX.branch),
  stream: input.lineOfText("stream", TEXT_MAX.stream),
  joining_year: input.year("joining_year", nextYear)
});
function readStudentRow(cells) {
  const values = Object.fromEntries(STUDENT_IMPORT_COLUMNS.map((column) => [column, cells[column] ?? ""]));
  const result = studentRowSchema.safeParse(values);
  if (result.success) return { ok: true, student: result.data };
  const issue = result.error.issues[0];
  return { ok: false, column: String(issue.path[0]), message: issue.message };
}
var ENROLMENT_IMPORT_COLUMNS = ["course_code", "roll_no"];
var enrolmentRowSchema = z8.object({
  course_code: input.courseCode("course_code"),
  roll_no: input.userId("roll_no")
});
function readEnrolmentRow(cells) {
  const values = Object.fromEntries(ENROLMENT_IMPORT_COLUMNS.map((column) => [column, cells[column] ?? ""]));
  const result = enrolmentRowSchema.safeParse(values);
  if (result.success)
    return {
      ok: true,
      enrolment: { course_code: result.data.course_code.toUpperCase(), roll_no: result.data.roll_no }
    };
  const issue = result.error.issues[0];
  return { ok: false, column: String(issue.path[0]), message: issue.message };
}

// domain/src/notifications.ts
import { z as z9 } from "zod";
var notificationsQuerySchema = z9.object(pageQueryFields);
var readNotificationsSchema = z9.object({
  notification_ids: listOf("notification_ids", recordId("notification_ids"), PAGE_SIZE.max).optional(),
  all: z9.literal(true, { error: fieldMessages.onlyTrue("all") }).optional()
}).superRefine((value, context) => {
  if (!value.all && !value.notification_ids?.length) {
    context.addIssue({
      code: "custom",
      path: ["notification_ids"],
      message: fieldMessages.required("notification_ids")
    });
  }
});
var EMAIL_MAX_LENGTH = 254;
var notificationSettingsSchema = z9.object({
  email: z9.string({ error: fieldMessages.notText("email") }).trim().max(EMAIL_MAX_LENGTH, fieldMessages.tooLong("email", EMAIL_MAX_LENGTH)).refine((value) => value === "" || z9.email().safeParse(value).success, fieldMessages.notAnEmail("email")).transform((value) => value === "" ? null : value.toLowerCase()).nullable().transform((value) => value ?? null),
  email_notifications: z9.boolean({ error: fieldMessages.notTrueOrFalse("email_notifications") })
});
var calendarTokenQuerySchema = z9.object({
  token: z9.string({ error: fieldMessages.required("token") }).max(200, fieldMessages.tooLong("token", 200)),
  /** `true`: the feed also carries the lectures of the owner's courses and their terms' holidays. */
  lectures: z9.enum(["true", "false"], { error: fieldMessages.notTrueOrFalse("lectures") }).optional()
});
var notificationSchema = z9.object({
  notification_id: z9.number().int(),
  kind: z9.enum(NOTIFICATION_KINDS),
  text: z9.string(),
  at: z9.string().describe("an instant, ISO 8601"),
  read: z9.boolean(),
  course_code: z9.string().nullable(),
  leave_id: z9.number().int().nullable()
});
var notificationPageSchema = z9.object({ items: z9.array(notificationSchema), unread: z9.number().int().nonnegative(), ...pageInfoSchema }).describe("One page of the signed-in user\u2019s notifications, newest first");
var notificationsReadSchema = messageSchema.extend({ unread: z9.number().int().nonnegative() }).describe("Marked read: how many are still unread");
var calendarFeedStatusSchema = z9.object({ active: z9.boolean(), created_at: z9.string().nullable() }).describe("Whether a secret calendar address is active");
var calendarFeedCreatedSchema = messageSchema.extend({ path: z9.string(), created_at: z9.string() }).describe("The new secret calendar address (shown this once)");
var notificationSettingsAnswerSchema = z9.object({ email: z9.string().nullable(), email_notifications: z9.boolean() }).describe("Where email notifications go");
var liveEventsSchema = z9.string().describe(
  "Server-Sent Events: `ready` (id: the latest notification id) on connecting, then `notification` (JSON; id: its notification_id) for each new one; a reconnect with Last-Event-ID receives those it missed; `signed-out` when the session ends"
);
var on = (date) => formatDayMonthYear(date);
var saying = (comment) => comment ? ` Comment: \u201C${comment}\u201D` : "";
var notificationTexts = {
  leaveRequested: (student, rollNo, course, date) => `${student} (Roll No. ${rollNo}) asked for leave in ${course} on ${on(date)}.`,
  leaveWithdrawn: (student, rollNo, course, date) => `${student} (Roll No. ${rollNo}) withdrew their leave request in ${course} on ${on(date)}.`,
  leaveCancelled: (student, rollNo, course, date) => `${student} (Roll No. ${rollNo}) cancelled their approved leave in ${course} on ${on(date)}.`,
  leaveDecided: (status, course, date, by, comment) => `Your leave in ${course} on ${on(date)} was ${status} by ${by}.${saying(comment)}`,
  leaveRevoked: (course, date, by, comment) => `Your approved leave in ${course} on ${on(date)} was revoked by ${by}.${saying(comment)}`,
  enrolled: (course, title) => `You were enrolled in ${course} (${title}).`,
  documentAsked: (instructor, course, from, comment) => `${instructor} asks for a supporting document for your leave in ${course} from ${on(from)}: attach it from My Requests.${comment ? ` ${comment}` : ""}`,
  lectureCancelled: (course, date, reason) => `${course}'s lecture on ${on(date)} is cancelled: ${reason}. Your leave that day is kept and no longer counts.`,
  requestApplied: (student, rollNo, course, from, to, lectures) => `${student} (Roll No. ${rollNo}) asked for leave in ${course} from ${on(from)} to ${on(to)} (${lectures} ${lectures === 1 ? "lecture" : "lectures"}).`,
  requestDecided: (status, course, from, to, lectures, by, comment) => `Your leave in ${course} ${from === to ? `on ${on(from)}` : `from ${on(from)} to ${on(to)}`} (${lectures} ${lectures === 1 ? "lecture" : "lectures"}) was ${status} by ${by}.${saying(comment)}`,
  requestWithdrawn: (student, rollNo, course, from, to) => `${student} (Roll No. ${rollNo}) withdrew their leave request in ${course} ${from === to ? `on ${on(from)}` : `from ${on(from)} to ${on(to)}`}.`,
  nearLimit: (course, percentage, limit) => `Your accepted leave in ${course} is now ${percentage}% of its lectures; its limit is ${limit}%.`,
  studentsImported: (added) => `Import Students finished: ${added} student${added === 1 ? "" : "s"} added.`,
  enrolmentsImported: (added) => `Import Enrolments finished: ${added} enrolment${added === 1 ? "" : "s"} added.`
};
var notificationSubject = (notification) => `Leave Management: ${notification.kind}${notification.course_code ? ` (${notification.course_code})` : ""}`;

// domain/src/lectures.ts
var weekdayIndex = (date) => {
  const [year2, month, day] = date.split("-").map(Number);
  return (new Date(Date.UTC(year2 ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay() + 6) % 7;
};
var weekdayOf = (date) => WEEKDAYS[weekdayIndex(date)];
var isTimetabled = (calendar) => calendar.term !== null && calendar.meetings.length > 0;
var holidayOn = (holidays, date) => holidays.find((holiday) => holiday.from_date <= date && date <= holiday.to_date);
function lectureOn(calendar, date) {
  const code = calendar.course_code;
  if (!isTimetabled(calendar)) {
    return { lecture: { course_code: code, date, start: null, end: null, room: null, extra: false } };
  }
  const term = calendar.term;
  const change = calendar.changes.find((c) => c.date === date);
  if (change?.kind === "extra") {
    return {
      lecture: { course_code: code, date, start: change.start, end: change.end, room: change.room, extra: true }
    };
  }
  if (date < term.first_day || date > term.last_day) {
    return { none: { kind: "outside term", message: lectureMessages.outsideTerm(code, date, term) } };
  }
  const meeting2 = calendar.meetings.find((m) => m.weekday === weekdayOf(date));
  if (!meeting2) return { none: { kind: "no meeting", message: lectureMessages.doesNotMeet(code, weekdayOf(date)) } };
  const holiday = holidayOn(calendar.holidays, date);
  if (holiday) return { none: { kind: "holiday", message: lectureMessages.holiday(date, holiday.name) } };
  if (change?.kind === "cancelled") {
    return { none: { kind: "cancelled", message: lectureMessages.cancelled(code, date, change.reason) } };
  }
  return {
    lecture: {
      course_code: code,
      date,
      start: meeting2.start,
      end: meeting2.end,
      room: meeting2.room ?? null,
      extra: false
    }
  };
}
function lecturesBetween(calendar, from, to) {
  if (!isTimetabled(calendar)) return [];
  return datesFrom(from, to).flatMap((date) => {
    const answer2 = lectureOn(calendar, date);
    return "lecture" in answer2 ? [answer2.lecture] : [];
  });
}
function termLectures(calendar) {
  if (!isTimetabled(calendar)) return [];
  const term = calendar.term;
  const extrasOutside = calendar.changes.filter((c) => c.kind === "extra" && (c.date < term.first_day || c.date > term.last_day)).map((c) => c.date);
  const dates = [.../* @__PURE__ */ new Set([...datesFrom(term.first_day, term.last_day), ...extrasOutside])].sort();
  return dates.flatMap((date) => {
    const answer2 = lectureOn(calendar, date);
    return "lecture" in answer2 ? [answer2.lecture] : [];
  });
}
var totalLectures = (calendar, enteredTotal) => isTimetabled(calendar) ? termLectures(calendar).length : enteredTotal;
function missedMeetings(calendar, from, to) {
  if (!isTimetabled(calendar)) return [];
  return datesFrom(from, to).flatMap((date) => {
    const answer2 = lectureOn(calendar, date);
    if (!("none" in answer2) || answer2.none.kind !== "holiday" && answer2.none.kind !== "cancelled") return [];
    return [{ course_code: calendar.course_code, date, message: answer2.none.message, kind: answer2.none.kind }];
  });
}
function holidayDays(holidays, from, to) {
  return holidays.flatMap(
    (holiday) => datesFrom(holiday.from_date > from ? holiday.from_date : from, holiday.to_date < to ? holiday.to_date : to).map(
      (date) => ({ date, name: holiday.name, term_id: holiday.term_id })
    )
  ).sort((a, b) => a.date.localeCompare(b.date));
}
var rangesOverlap = (a, b) => a.from <= b.to && b.from <= a.to;

// domain/src/termRequests.ts
import { z as z10 } from "zod";
var TERM_TEXT_MAX = { name: 100, holiday: 100, room: 40, cancelReason: 200 };
var CALENDAR_WINDOW_DAYS = { course: 400, student: 62 };
var MAX_HOLIDAYS_PER_TERM = 500;
var clockTime = (name) => z10.string({ error: (iss) => iss.input === void 0 ? fieldMessages.required(name) : fieldMessages.notATime(name) }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, fieldMessages.notATime(name));
var queryRecordId = (name) => z10.string({
  error: (iss) => iss.input === void 0 ? fieldMessages.required(name) : fieldMessages.notAPositiveWholeNumber(name)
}).regex(/^\d{1,10}$/, fieldMessages.notAPositiveWholeNumber(name)).transform(Number).pipe(recordId(name));
var notBefore = (later, earlier) => (value, ctx) => {
  const last = value[later];
  const first = value[earlier];
  if (typeof last === "string" && typeof first === "string" && last < first) {
    ctx.addIssue({ code: "custom", path: [later], message: fieldMessages.dateBefore(later, earlier) });
  }
};
var termFields = {
  name: lineOfText("name", TERM_TEXT_MAX.name),
  first_day: isoDate("first_day"),
  last_day: isoDate("last_day")
};
var newTermSchema = z10.object(termFields).superRefine(notBefore("last_day", "first_day"));
var termEditSchema = z10.object({ term_id: recordId("term_id"), ...termFields }).superRefine(notBefore("last_day", "first_day"));
var termRefSchema = z10.object({ term_id: recordId("term_id") });
var termListQuerySchema = z10.object({ ...pageQueryFields });
var newHolidaySchema = z10.object({
  term_id: recordId("term_id"),
  from_date: isoDate("from_date"),
  to_date: isoDate("to_date").optional(),
  name: lineOfText("name", TERM_TEXT_MAX.holiday)
}).superRefine(notBefore("to_date", "from_date"));
var holidayRefSchema = z10.object({ holiday_id: recordId("holiday_id") });
var holidaysQuerySchema = z10.object({ term_id: queryRecordId("term_id"), ...pageQueryFields });
var holidayImportSchema = z10.object({
  term_id: recordId("term_id"),
  format: oneOf("format", ["csv", "ics"]),
  content: z10.string({
    error: (iss) => iss.input === void 0 ? fieldMessages.required("content") : fieldMessages.notText("content")
  }).min(1, fieldMessages.required("content")).max(IMPORT_MAX_BYTES, fieldMessages.tooLong("content", IMPORT_MAX_BYTES)),
  apply: z10.boolean({ error: fieldMessages.notTrueOrFalse("apply") }).optional()
});
var publicHolidaysQuerySchema = z10.object({
  term_id: queryRecordId("term_id"),
  country: z10.string({ error: fieldMessages.required("country") }).regex(/^[A-Za-z]{2}$/, fieldMessages.notACountry("country")).transform((code) => code.toUpperCase()),
  region: z10.string().regex(/^[A-Za-z0-9]{1,5}$/, fieldMessages.oneOf("region", ["a region code such as KA or CA"])).transform((code) => code.toUpperCase()).optional()
});
var meetingSchema = z10.object({
  weekday: oneOf("weekday", WEEKDAYS),
  start: clockTime("start"),
  end: clockTime("end"),
  room: optionalLineOfText("room", TERM_TEXT_MAX.room).nullable()
}).superRefine((meeting2, ctx) => {
  if (meeting2.end <= meeting2.start) {
    ctx.addIssue({ code: "custom", path: ["end"], message: fieldMessages.endNotAfterStart("end", "start") });
  }
});
var timetableSchema = z10.object({
  course_code: courseCode("course_code"),
  term_id: recordId("term_id").nullable(),
  meetings: z10.array(meetingSchema, { error: fieldMessages.notAList("meetings") }).max(7, fieldMessages.tooMany("meetings", 7))
}).superRefine((timetable, ctx) => {
  const seen = /* @__PURE__ */ new Set();
  timetable.meetings.forEach((meeting2, index) => {
    if (seen.has(meeting2.weekday)) {
      ctx.addIssue({
        code: "custom",
        path: ["meetings", index, "weekday"],
        message: fieldMessages.weekdayRepeated("meetings", meeting2.weekday)
      });
    }
    seen.add(meeting2.weekday);
  });
});
var cancelLectureSchema = z10.object({
  course_code: courseCode("course_code"),
  date: isoDate("date"),
  reason: text("reason", TERM_TEXT_MAX.cancelReason)
});
var extraLectureSchema = z10.object({
  course_code: courseCode("course_code"),
  date: isoDate("date"),
  start: clockTime("start").optional(),
  end: clockTime("end").optional(),
  room: optionalLineOfText("room", TERM_TEXT_MAX.room)
}).superRefine((lecture, ctx) => {
  if (lecture.start && lecture.end && lecture.end <= lecture.start) {
    ctx.addIssue({ code: "custom", path: ["end"], message: fieldMessages.endNotAfterStart("end", "start") });
  }
});
var lectureChangeRefSchema = z10.object({ change_id: recordId("change_id") });
var timetableImportSchema = z10.object({
  csv: z10.string({
    error: (iss) => iss.input === void 0 ? fieldMessages.required("csv") : fieldMessages.notText("csv")
  }).min(1, fieldMessages.required("csv")),
  apply: z10.boolean({ error: fieldMessages.notTrueOrFalse("apply") }).optional()
});
var windowFields = (maxDays) => ({
  shape: { from: isoDate("from"), to: isoDate("to") },
  check: (window, ctx) => {
    if (window.to < window.from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: fieldMessages.dateBefore("to", "from") });
    } else if (daysBetween(window.from, window.to) >= maxDays) {
      ctx.addIssue({ code: "custom", path: ["to"], message: fieldMessages.rangeTooLongDays("to", maxDays) });
    }
  }
});
var studentWindow = windowFields(CALENDAR_WINDOW_DAYS.student);
var myTimetableQuerySchema = z10.object({ user_id: queryUserId("user_id"), ...studentWindow.shape }).superRefine(studentWindow.check);
var studentDataQuerySchema = z10.object({ user_id: queryUserId("user_id"), from: isoDate("from").optional(), to: isoDate("to").optional() }).superRefine((query, ctx) => {
  if (query.from === void 0 && query.to === void 0) return;
  if (query.from === void 0 || query.to === void 0) {
    const missing2 = query.from === void 0 ? "from" : "to";
    ctx.addIssue({ code: "custom", path: [missing2], message: fieldMessages.required(missing2) });
    return;
  }
  studentWindow.check({ from: query.from, to: query.to }, ctx);
});
var courseWindow = windowFields(CALENDAR_WINDOW_DAYS.course);
var courseCalendarQuerySchema = z10.object({ course_code: courseCode("course_code"), ...courseWindow.shape }).superRefine(courseWindow.check);
var courseRefQuerySchema = z10.object({ course_code: courseCode("course_code") });
var myRequestsQuerySchema = z10.object({
  user_id: queryUserId("user_id"),
  status: oneOf("status", LEAVE_STATUSES).optional(),
  course_code: courseCode("course_code").optional(),
  ...pageQueryFields
});
var withdrawRequestSchema = z10.object({
  request_id: recordId("request_id"),
  course_code: courseCode("course_code").optional()
});
var pendingRequestsQuerySchema = z10.object({
  course_code: courseCode("course_code"),
  ...pageQueryFields
});
var requestDecisionSchema = z10.object({
  request_id: recordId("request_id"),
  course_code: courseCode("course_code"),
  decision: oneOf("decision", ["accepted", "rejected"]),
  comment: optionalText("comment", TEXT_MAX.comment),
  override_document: z10.boolean({ error: fieldMessages.notTrueOrFalse("override_document") }).optional()
});

// domain/src/termImport.ts
import { z as z11 } from "zod";
var HOLIDAY_IMPORT_COLUMNS = { day: ["date", "name"], range: ["from", "to", "name"] };
var TIMETABLE_IMPORT_COLUMNS = ["course_code", "weekday", "start", "end"];
var firstIssue2 = (result) => {
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return { ok: false, column: String(issue.path[0]), message: issue.message };
};
var holidayRow = (fromColumn, toColumn) => z11.object({
  [fromColumn]: isoDate(fromColumn),
  [toColumn]: isoDate(toColumn),
  name: input.lineOfText("name", TERM_TEXT_MAX.holiday)
}).superRefine((row, ctx) => {
  if (row[toColumn] < row[fromColumn]) {
    ctx.addIssue({ code: "custom", path: [toColumn], message: fieldMessages.dateBefore(toColumn, fromColumn) });
  }
});
function readHolidayRow(cells, term) {
  const range2 = cells.from !== void 0 || cells.to !== void 0;
  const [fromColumn, toColumn] = range2 ? ["from", "to"] : ["date", "date"];
  const values = { [fromColumn]: cells[fromColumn] ?? "", [toColumn]: cells[toColumn] ?? "", name: cells.name ?? "" };
  const read = firstIssue2(holidayRow(fromColumn, toColumn).safeParse(values));
  if (!read.ok) return read;
  return checkInTerm(
    {
      from_date: read.value[fromColumn],
      to_date: read.value[toColumn],
      name: read.value.name
    },
    term,
    fromColumn
  );
}
function checkInTerm(holiday, term, column = "from_date") {
  if (holiday.from_date < term.first_day || holiday.to_date > term.last_day) {
    return { ok: false, column, message: `${column} ${messages.holidayOutsideTerm(term)}` };
  }
  return { ok: true, value: holiday };
}
function weekdayFrom(value) {
  const word = value.trim().toLowerCase();
  if (word.length < 3) return void 0;
  return WEEKDAYS.find((day) => day.toLowerCase() === word || day.slice(0, 3).toLowerCase() === word);
}
var meetingRow = z11.object({
  course_code: input.courseCode("course_code"),
  weekday: z11.string().transform((value, ctx) => {
    const day = weekdayFrom(value);
    if (!day) ctx.addIssue({ code: "custom", message: messages.weekdayUnknown(value) });
    return day;
  }),
  start: clockTime("start"),
  end: clockTime("end"),
  room: z11.string().trim().max(TERM_TEXT_MAX.room, fieldMessages.tooLong("room", TERM_TEXT_MAX.room))
}).superRefine((row, ctx) => {
  if (row.end <= row.start) {
    ctx.addIssue({ code: "custom", path: ["end"], message: fieldMessages.endNotAfterStart("end", "start") });
  }
});
function readMeetingRow(cells) {
  const read = firstIssue2(
    meetingRow.safeParse({
      course_code: cells.course_code ?? "",
      weekday: cells.weekday ?? "",
      start: (cells.start ?? "").trim(),
      end: (cells.end ?? "").trim(),
      room: cells.room ?? ""
    })
  );
  if (!read.ok) return read;
  const { course_code, weekday, start, end, room } = read.value;
  return {
    ok: true,
    value: { course_code: course_code.toUpperCase(), meeting: { weekday, start, end, room: room || null } }
  };
}

// domain/src/termResponses.ts
import { z as z13 } from "zod";

// domain/src/leaveKinds.ts
import { z as z12 } from "zod";

// domain/src/leaveKindBasics.ts
var PERSONAL_KIND_ID = 1;
var PERSONAL_KIND = {
  kind_id: PERSONAL_KIND_ID,
  name: "Personal",
  counts: true,
  document_after: null,
  document_unit: "days",
  students_choose: true
};
var DEMO_LEAVE_KINDS = [
  { name: "Sick", counts: true, document_after: 3, document_unit: "days", students_choose: true },
  { name: "Institute duty", counts: false, document_after: 0, document_unit: "days", students_choose: true },
  { name: "Bereavement", counts: true, document_after: null, document_unit: "days", students_choose: true }
];
var LEAVE_KIND_NAME_MAX = 60;
var DOCUMENT_AFTER_MAX = 366;

// domain/src/leaveKinds.ts
function documentNeeded(kind, cover) {
  if (kind.document_after === null) return false;
  return cover[kind.document_unit] > kind.document_after;
}
function kindChoiceRefusal(role, kindId, kind) {
  if (!kind) return refusal(400, messages.noLeaveKind(kindId), "kind_id");
  if (role === "student" && !kind.students_choose)
    return refusal(400, messages.kindNotForStudents(kind.name), "kind_id");
  return null;
}
var flagValue = (name) => z12.boolean({ error: fieldMessages.notTrueOrFalse(name) });
var leaveKindFields = {
  name: lineOfText("name", LEAVE_KIND_NAME_MAX),
  counts: flagValue("counts"),
  document_after: wholeNumber("document_after", 0, DOCUMENT_AFTER_MAX).nullable(),
  document_unit: oneOf("document_unit", DOCUMENT_UNITS),
  students_choose: flagValue("students_choose")
};
var leaveKindPayloadSchema = z12.object(leaveKindFields);
var leaveKindEditSchema = z12.object({
  kind_id: recordId("kind_id"),
  ...leaveKindFields
});
var leaveKindsQuerySchema = z12.object(pageQueryFields);
var setRequestKindSchema = z12.object({
  request_id: recordId("request_id"),
  kind_id: recordId("kind_id")
});
var leaveKindSchema = z12.object({
  kind_id: z12.number().int(),
  name: z12.string(),
  counts: z12.boolean().describe("whether its accepted leave counts toward the course's leave limit"),
  document_after: z12.number().int().nullable().describe("a document is needed beyond this many days or lectures (0: always); null: never"),
  document_unit: z12.enum(DOCUMENT_UNITS),
  students_choose: z12.boolean().describe("whether a student may choose it (otherwise staff set it)")
});
var requestKindSchema = leaveKindSchema.pick({ kind_id: true, name: true, counts: true });
var leaveKindPageSchema = z12.object({ items: z12.array(leaveKindSchema), ...pageInfoSchema }).describe("One page of the kinds of leave, by name");
var leaveKindAnswerSchema = z12.object({ message: z12.string(), kind: leaveKindSchema }).describe("Done, and the kind as saved");

// domain/src/termResponses.ts
var time = () => z13.string().describe("HH:MM");
var termSchema = z13.object({ term_id: int(), name: z13.string(), first_day: calendarDate(), last_day: calendarDate() }).describe("A term: its days of teaching, first and last included");
var termListPageSchema = z13.object({
  items: z13.array(termSchema.extend({ courses: int(), holidays: int() })),
  ...pageInfoSchema
}).describe(
  "One page of terms, by first day, with how many courses and holidays each has"
);
var termAnswerSchema = z13.object({ message: z13.string(), term: termSchema }).describe("Done: the term as it now is");
var holidaySchema = z13.object({ holiday_id: int(), term_id: int(), from_date: calendarDate(), to_date: calendarDate(), name: z13.string() }).describe("A holiday or break: a day or a range inside its term");
var holidayPageSchema = z13.object({ items: z13.array(holidaySchema), ...pageInfoSchema }).describe("One page of a term's holidays, by date");
var holidayAnswerSchema = z13.object({ message: z13.string(), holiday: holidaySchema }).describe("Done: the holiday");
var countsOf = (statuses) => z13.object(Object.fromEntries(statuses.map((status) => [status, int()])));
var holidayImportResultSchema = z13.object({
  applied: z13.boolean().describe("whether the new rows were added (false for a preview)"),
  message: z13.string(),
  counts: countsOf(HOLIDAY_IMPORT_STATUSES),
  rows: z13.array(
    z13.object({
      line: int().describe("a CSV row's line (the header is line 1), or an event's number"),
      from_date: z13.string(),
      to_date: z13.string(),
      name: z13.string(),
      status: z13.enum(HOLIDAY_IMPORT_STATUSES),
      column: z13.string().optional(),
      message: z13.string().optional()
    })
  )
}).describe(
  "What the file adds, row by row (the first 500 rows; the counts cover all)"
);
var publicHolidaysSchema = z13.object({
  country: z13.string(),
  region: z13.string().nullable(),
  items: z13.array(z13.object({ date: calendarDate(), name: z13.string(), added: z13.boolean() }))
}).describe("A country's public holidays inside a term, to pick from");
var meetingSchema2 = z13.object({
  weekday: z13.enum(WEEKDAYS),
  start: time(),
  end: time(),
  room: z13.string().nullable().optional()
});
var lectureChangeSchema = z13.object({
  change_id: int(),
  course_code: z13.string(),
  date: calendarDate(),
  kind: z13.enum(["cancelled", "extra"]),
  reason: z13.string().nullable(),
  start: z13.string().nullable(),
  end: z13.string().nullable(),
  room: z13.string().nullable()
});
var courseTimetableSchema = z13.object({
  course_code: z13.string(),
  term: termSchema.nullable(),
  meetings: z13.array(meetingSchema2),
  changes: z13.array(lectureChangeSchema),
  total_lectures: int()
}).describe(
  "A course's term, weekly meetings, one-off changes and total lectures"
);
var timetableAnswerSchema = z13.object({ message: z13.string(), timetable: courseTimetableSchema }).describe("Done: the course's timetable as it now is");
var timetableImportResultSchema = z13.object({
  applied: z13.boolean(),
  message: z13.string(),
  counts: countsOf(TIMETABLE_IMPORT_STATUSES),
  rows: z13.array(
    z13.object({
      line: int(),
      course_code: z13.string(),
      weekday: z13.string(),
      start: z13.string(),
      end: z13.string(),
      room: z13.string(),
      status: z13.enum(TIMETABLE_IMPORT_STATUSES),
      column: z13.string().optional(),
      message: z13.string().optional()
    })
  )
}).describe("What the file sets, row by row");
var timetableWindowSchema = z13.object({
  from: calendarDate(),
  to: calendarDate(),
  lectures: z13.array(
    z13.object({
      course_code: z13.string(),
      date: calendarDate(),
      start: z13.string().nullable(),
      end: z13.string().nullable(),
      room: z13.string().nullable(),
      extra: z13.boolean()
    })
  ),
  holidays: z13.array(z13.object({ date: calendarDate(), name: z13.string(), term_id: int() })),
  cancelled: z13.array(
    z13.object({
      course_code: z13.string(),
      date: calendarDate(),
      message: z13.string(),
      kind: z13.enum(["holiday", "cancelled"])
    })
  ),
  untimetabled: z13.array(z13.string()).describe("courses without a timetable: every date is one of their lectures")
}).describe("Lectures, holidays and missed meetings between two dates");
var requestCourseSchema = z13.object({
  course_code: z13.string(),
  lectures: int().describe("how many of its leaves are on lectures"),
  statuses: z13.partialRecord(z13.enum(LEAVE_STATUSES), int()),
  leave_ids: z13.array(int()),
  not_counted: z13.array(
    z13.object({ leave_id: int(), leave_date: calendarDate(), status: z13.enum(LEAVE_STATUSES), message: z13.string() })
  )
});
var requestPageSchema = z13.object({
  items: z13.array(
    z13.object({
      request_id: int(),
      user_id: int(),
      student_name: z13.string(),
      reason: z13.string(),
      from_date: calendarDate(),
      to_date: calendarDate(),
      applied_at: z13.string().describe("an instant, ISO 8601"),
      courses: z13.array(requestCourseSchema),
      kind: requestKindSchema,
      document_needed: z13.boolean().describe("whether its kind needs a supporting document for a request this long"),
      documents: int().describe("how many supporting documents it has"),
      document_asked: z13.boolean().describe("whether an instructor has asked for a document (none has come since)")
    })
  ),
  ...pageInfoSchema
}).describe(
  "One page of a student's requests, newest first, each course's part with its statuses"
);
var pendingRequestPageSchema = z13.object({
  course_code: z13.string(),
  items: z13.array(
    z13.object({
      request_id: int(),
      course_code: z13.string(),
      user_id: int(),
      student_name: z13.string(),
      reason: z13.string(),
      from_date: calendarDate(),
      to_date: calendarDate(),
      leaves: z13.array(
        z13.object({
          leave_id: int(),
          leave_date: calendarDate(),
          counts: z13.boolean(),
          message: z13.string().optional().describe("for a leave that does not count: why")
        })
      ),
      lectures: int(),
      percentage_before: z13.number(),
      percentage_after: z13.number(),
      crosses_limit: z13.boolean(),
      kind: requestKindSchema,
      document_needed: z13.boolean().describe("whether its kind needs a supporting document for a request this long"),
      documents: int().describe("how many supporting documents it has"),
      document_asked: z13.boolean().describe("whether an instructor has asked for a document (none has come since)")
    })
  ),
  ...pageInfoSchema
}).describe("One page of a course's pending requests, one row per request");
var requestActionSchema = z13.object({ message: z13.string(), moved: int() }).describe("Done: how many leaves moved");

// domain/src/devices.ts
import { z as z14 } from "zod";
var DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
var signedInDevicesQuerySchema = z14.object(pageQueryFields);
var signOutDeviceSchema = z14.object({
  device_id: textValue("device_id").regex(DEVICE_ID, fieldMessages.notADeviceId("device_id"))
});
var signedInDeviceSchema = z14.object({
  device_id: z14.string(),
  device: z14.string(),
  client_ip: z14.string(),
  signed_in_at: z14.string().describe("an instant, ISO 8601"),
  last_seen_at: z14.string().describe("an instant, ISO 8601"),
  current: z14.boolean().describe("whether this is the session that asked")
});
var signedInDevicePageSchema = z14.object({ items: z14.array(signedInDeviceSchema), ...pageInfoSchema }).describe(
  "One page of the signed-in user\u2019s sessions, the most recently seen first"
);

// domain/src/twoFactor.ts
import { z as z15 } from "zod";
var TOTP = { digits: 6, periodSeconds: 30, algorithm: "SHA1", driftSteps: 1 };
var RECOVERY_CODE_COUNT = 10;
var STEP_UP_SECONDS = 5 * 60;
var secondFactorSchema = z15.object({
  otp: secondFactorCode(OTP_FIELD)
});
var twoFactorStatusSchema = z15.object({
  enabled: z15.boolean(),
  required: z15.boolean().describe("ADMIN_TOTP_REQUIRED: every admin must enrol before doing anything else"),
  recovery_codes_left: int()
}).describe("The admin's two-factor sign-in");
var twoFactorEnrolmentSchema = z15.object({
  otpauth_uri: z15.string().describe("otpauth://totp/... for an authenticator app"),
  secret: z15.string().describe("the same secret in base32, for typing in by hand"),
  qr_code: z15.string().describe("the URI as a QR code: an SVG image as a data: URL")
}).describe(
  "A new secret, pending until POST /confirmTwoFactor proves it with a first code; it is never sent again"
);
var twoFactorEnabledSchema = z15.object({
  message: z15.string(),
  recovery_codes: z15.array(z15.string()).describe("shown this once: only their hashes are kept")
}).describe("Two-factor sign-in is on");
var normaliseRecoveryCode = (code) => code.toLowerCase().replace(/[-\s]/g, "");
var isAppCode = (code) => /^\d{6}$/.test(code.trim());
function stepUpRefusal(factor) {
  if (!factor.enabled || factor.codeSent || factor.steppedUpRecently) return null;
  return refusal(403, messages.stepUpNeeded, OTP_FIELD);
}
function enrolmentRefusal(required, enabled) {
  return required && !enabled ? refusal(403, messages.twoFactorRequired) : null;
}

// domain/src/singleSignOn.ts
import { z as z16 } from "zod";
var passwordSignInSchema = z16.object({
  student: z16.boolean(),
  "course instructor": z16.boolean()
}).strict().describe(
  "Whether each role may still sign in with a password (the admin always may)"
);
var singleSignOnStatusSchema = z16.object({
  enabled: z16.boolean().describe("The API is set up for sign-in with the school account"),
  available: z16.boolean().describe("The school's provider answered: false while it is down or misconfigured"),
  label: z16.string().describe("The sign-in button's words"),
  help_contact: z16.string().describe("Whom a person not set up here should ask"),
  password_sign_in: passwordSignInSchema
}).describe("Whether the sign-in page offers the school account");
var signInOptionsSchema = z16.object({
  single_sign_on: z16.boolean().describe("Sign-in with the school account is set up (OIDC_ISSUER and the client)"),
  password_sign_in: passwordSignInSchema
}).describe("How students and instructors sign in");
var signInOptionsChangeSchema = z16.object({ password_sign_in: passwordSignInSchema }).strict();
var PASSWORD_SIGN_IN_ON = { student: true, "course instructor": true };
var passwordSignInAllowed = (role, singleSignOn, setting) => role === "admin" || !singleSignOn || setting[role];
var logoutResponseSchema = z16.object({
  message: z16.string(),
  sign_out_url: z16.string().optional().describe("After a sign-in with the school's account: its provider's sign-out page, for the browser to open")
}).describe("Signed out");

// domain/src/documentLimits.ts
var DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
var MAX_FILES_PER_UPLOAD = 5;
var MAX_DOCUMENTS_PER_REQUEST = 10;

// domain/src/documents.ts
import { z as z17 } from "zod";
var FILE_NAME_MAX = 120;
var WORDS = {
  "application/pdf": "a PDF",
  "image/jpeg": "a JPEG image",
  "image/png": "a PNG image"
};
var startsWith = (bytes, signature, at = 0) => bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
function typeFromContent(bytes) {
  if (startsWith(bytes, [37, 80, 68, 70, 45])) return "application/pdf";
  if (startsWith(bytes, [137, 80, 78, 71, 13, 10, 26, 10])) return "image/png";
  if (startsWith(bytes, [255, 216, 255])) return "image/jpeg";
  return null;
}
function typeFromName(name) {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === "pdf") return "application/pdf";
  if (extension === "png") return "image/png";
  if (extension === "jpg" || extension === "jpeg") return "image/jpeg";
  return null;
}
function safeFileName(name) {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f"\\;]/g, "_").trim() || "document";
  if (clean.length <= FILE_NAME_MAX) return clean;
  const extension = /\.[a-z0-9]{1,5}$/i.exec(clean)?.[0] ?? "";
  return clean.slice(0, FILE_NAME_MAX - extension.length) + extension;
}
function checkUpload(file) {
  const file_name = safeFileName(file.filename);
  if (file.bytes.length > DOCUMENT_MAX_BYTES) return refusal(413, messages.fileTooBig, "file");
  if (file.bytes.length === 0) return refusal(400, messages.fileEmpty(file_name), "file");
  const actual = typeFromContent(file.bytes);
  if (!actual) return refusal(415, messages.fileTypeNotAllowed(file_name), "file");
  const named = typeFromName(file_name);
  if (named !== actual) return refusal(415, messages.fileTypeMismatch(file_name, WORDS[actual]), "file");
  return { file_name, content_type: actual };
}
var attachDocumentsQuerySchema = z17.object({ request_id: queryRecordId("request_id") });
var requestDocumentsQuerySchema = z17.object({ request_id: queryRecordId("request_id"), ...pageQueryFields });
var requestDocumentQuerySchema = z17.object({ document_id: queryRecordId("document_id") });
var askForDocumentSchema = z17.object({
  request_id: recordId("request_id"),
  course_code: courseCode("course_code"),
  comment: optionalText("comment", TEXT_MAX.comment)
});
var requestDocumentSchema = z17.object({
  document_id: z17.number().int(),
  request_id: z17.number().int(),
  file_name: z17.string(),
  content_type: z17.enum(DOCUMENT_CONTENT_TYPES),
  size_bytes: z17.number().int(),
  uploaded_at: z17.string().describe("an instant, ISO 8601"),
  uploaded_by_role: z17.enum(ROLES),
  uploaded_by_id: z17.number().int()
});
var requestDocumentPageSchema = z17.object({ items: z17.array(requestDocumentSchema), ...pageInfoSchema }).describe(
  "One page of a request's documents, oldest first (their names and sizes, not their content)"
);
var attachDocumentsAnswerSchema = z17.object({ message: z17.string(), documents: z17.array(requestDocumentSchema) }).describe("The documents attached");

// config/src/demoSeed.ts
var DEMO_ACCOUNTS = {
  student: { id: 1001, password: "student123", name: "Aarav Sharma" },
  instructor: { id: 501, password: "teacher123", name: "Dr. Meera Iyer" },
  admin: { id: 1, password: "admin123", name: "Admin" }
};
var DEMO_PASSWORDS = {
  student: DEMO_ACCOUNTS.student.password,
  "course instructor": DEMO_ACCOUNTS.instructor.password,
  admin: DEMO_ACCOUNTS.admin.password
};
var STUDENTS = [
  [1001, "Aarav Sharma", "Computer Science", "B.Tech", 2024],
  [1002, "Diya Patel", "Computer Science", "B.Tech", 2024],
  [1003, "Rohan Gupta", "Computer Science", "B.Tech", 2023],
  [1004, "Ananya Singh", "Mathematics", "B.Sc", 2024],
  [1005, "Vikram Nair", "Computer Science", "B.Tech", 2023],
  [1006, "Isha Reddy", "Mathematics", "B.Sc", 2023],
  [1007, "Kabir Khan", "Mathematics", "B.Sc", 2024],
  [1008, "Meera Joshi", "Computer Science", "B.Tech", 2024],
  [1009, "Arjun Das", "Mathematics", "B.Sc", 2023],
  [1010, "Sara Thomas", "Mathematics", "B.Sc", 2024]
];
var range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
var ENROLMENTS = {
  CS101: range(1001, 1008),
  CS201: range(1001, 1005),
  MA101: range(1004, 1010),
  MA201: [1001, ...range(1006, 1010)]
};
var meeting = (weekday, start, end, room) => ({
  weekday,
  start,
  end,
  room
});
var DEMO_TIMETABLES = {
  CS101: [
    meeting("Monday", "09:00", "10:00", "A-101"),
    meeting("Wednesday", "09:00", "10:00", "A-101"),
    meeting("Friday", "09:00", "10:00", "A-101")
  ],
  CS201: [meeting("Tuesday", "11:00", "12:00", "B-204"), meeting("Thursday", "11:00", "12:00", "B-204")],
  MA101: [meeting("Monday", "14:00", "15:00", "C-12"), meeting("Thursday", "14:00", "15:00", "C-12")],
  MA201: [meeting("Wednesday", "10:00", "11:00", "C-14"), meeting("Friday", "10:00", "11:00", "C-14")]
};
function firstWeekdayFrom(date, weekday) {
  let day = date;
  while (fromIsoDate(day).getDay() !== weekday) day = addDays(day, 1);
  return day;
}
function demoTerm(today) {
  const first_day = addDays(today, -90);
  const last_day = addDays(today, 200);
  const [firstYear, lastYear] = [first_day.slice(0, 4), last_day.slice(0, 4)];
  const nextMonth = toIsoDate(new Date(fromIsoDate(today).getFullYear(), fromIsoDate(today).getMonth() + 1, 1));
  const breakStart = firstWeekdayFrom(addDays(today, 120), 1);
  return {
    name: `Academic Year ${firstYear === lastYear ? firstYear : `${firstYear}-${lastYear.slice(2)}`}`,
    first_day,
    last_day,
    holidays: [
      { from_date: firstWeekdayFrom(nextMonth, 3), to_date: firstWeekdayFrom(nextMonth, 3), name: "Founders' Day" },
      { from_date: breakStart, to_date: addDays(breakStart, 4), name: "Spring Break" }
    ]
  };
}
function demoCalendar(code, term) {
  return {
    course_code: code,
    term: { term_id: 0, name: term.name, first_day: term.first_day, last_day: term.last_day },
    holidays: term.holidays,
    meetings: DEMO_TIMETABLES[code] ?? [],
    changes: []
  };
}
function buildDemoSeed(todayIso = toIsoDate(/* @__PURE__ */ new Date())) {
  const today = fromIsoDate(todayIso);
  const year2 = today.getFullYear();
  const month = today.getMonth();
  const day = (monthOffset, dayOfMonth) => toIsoDate(new Date(year2, month + monthOffset, dayOfMonth));
  const users = [
    { ...account("admin", DEMO_ACCOUNTS.admin), dept: "Administration" },
    { ...account("course instructor", DEMO_ACCOUNTS.instructor), dept: "Computer Science" },
    { ...account("course instructor", { id: 502, name: "Dr. Arjun Rao" }), dept: "Mathematics" },
    ...STUDENTS.map(([id, name, branch, stream2, joining_year]) => ({
      ...account("student", { id, name }),
      branch,
      stream: stream2,
      joining_year
    }))
  ];
  const semester = { semester_type: semesterOf(today), semester_year: year2 };
  const term = demoTerm(todayIso);
  const courses = [
    { course_code: "CS101", course_title: "Introduction to Programming", instructor_id: 501, total_lectures: 40 },
    { course_code: "CS201", course_title: "Data Structures", instructor_id: 501, total_lectures: 36 },
    { course_code: "MA101", course_title: "Calculus", instructor_id: 502, total_lectures: 40 },
    { course_code: "MA201", course_title: "Linear Algebra", instructor_id: 502, total_lectures: 32 }
  ].map((course) => ({
    ...course,
    ...semester,
    term: term.name,
    meetings: DEMO_TIMETABLES[course.course_code],
    total_lectures: totalLectures(demoCalendar(course.course_code, term), course.total_lectures)
  }));
  const lectureFrom = (code, date) => {
    let day2 = date;
    while ("none" in lectureOn(demoCalendar(code, term), day2)) day2 = addDays(day2, 1);
    return day2;
  };
  const enrollments = Object.entries(ENROLMENTS).flatMap(
    ([course_code, rolls]) => rolls.map((roll_no) => ({ roll_no, course_code }))
  );
  const leaveRows = [
    [1001, day(-1, 4), "CS101", "Fever", "accepted"],
    [1001, day(-1, 11), "CS201", "Family function", "rejected"],
    [1001, day(-1, 18), "CS101", "Medical appointment", "accepted"],
    [1001, day(0, 3), "CS101", "Inter-college sports meet", "pending"],
    [1001, day(0, 10), "CS201", "Travelling home", "pending"],
    [1002, day(-1, 5), "CS101", "Dental surgery", "accepted"],
    [1002, day(0, 6), "CS101", "Sister\u2019s wedding", "pending"],
    [1003, day(0, 2), "CS101", "Hackathon", "rejected"],
    [1004, day(-1, 12), "MA101", "Cold and cough", "rejected"],
    [1004, day(0, 4), "MA101", "Visa interview", "pending"],
    [1007, day(-1, 20), "MA201", "Migraine", "accepted"],
    [1007, day(0, 7), "MA101", "Debate competition", "pending"],
    [1009, day(0, 9), "MA201", "Blood donation camp", "accepted"]
  ];
  const leaves = leaveRows.map(([roll_no, date, course_code, reason, status]) => ({
    leave_date: lectureFrom(course_code, date),
    reason,
    roll_no,
    course_code,
    status
  }));
  return { users, terms: [term], courses, enrollments, leaves };
}
function account(role, { id, name }) {
  return { role, user_id: id, name, password: DEMO_PASSWORDS[role] };
}

// config/src/protection.ts
import ipaddr from "ipaddr.js";
var isAddress = (text2) => ipaddr.IPv4.isValidFourPartDecimal(text2) || text2.includes(":") && ipaddr.IPv6.isValid(text2);
var isAddressOrRange = (entry) => {
  const [address = "", bits, ...rest] = entry.split("/");
  if (!isAddress(address) || rest.length) return false;
  if (bits === void 0) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (address.includes(":") ? 128 : 32);
};
function trustedProxiesFrom(env, key) {
  const raw = env[key]?.trim();
  if (!raw || raw === "false" || raw === "0") return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === "true") {
    throw new ConfigError(
      `${key}=true would believe any X-Forwarded-For header; set it to the number of proxies in front of the server (e.g. 1) or to their addresses (e.g. 10.0.0.5,10.0.1.0/24)`
    );
  }
  const entries = raw.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== void 0) {
    throw new ConfigError(
      `${key} must be false, a number of proxies, or a comma-separated list of IP addresses or CIDR ranges; "${bad}" is none of these`
    );
  }
  return entries;
}
var proxyTrust = (proxies) => typeof proxies === "number" ? (_address, hop) => hop < proxies : proxies;
var DEFAULT_AUTH_RATE_LIMIT = 120;
var readProtectionConfig = (env = process.env) => ({
  trustProxy: trustedProxiesFrom(env, "TRUST_PROXY"),
  authRequestsPerMinute: positiveFrom(env, "AUTH_RATE_LIMIT_PER_MINUTE", DEFAULT_AUTH_RATE_LIMIT),
  signInEchoesPassword: flagFrom(env, "SIGN_IN_ECHOES_PASSWORD", false),
  adminTotpRequired: flagFrom(env, "ADMIN_TOTP_REQUIRED", false)
});
var readSignInLimits = (env = process.env) => ({
  maxFailures: positiveFrom(env, "SIGN_IN_MAX_FAILURES", 5),
  windowSeconds: positiveFrom(env, "SIGN_IN_WINDOW_MINUTES", 15) * 60
});

// config/src/leavePolicyConfig.ts
var readLeavePolicyConfig = (env = process.env) => ({
  leavePolicy: {
    pastDays: nonNegativeFrom(env, "LEAVE_PAST_DAYS", DEFAULT_LEAVE_POLICY.pastDays),
    aheadDays: nonNegativeFrom(env, "LEAVE_AHEAD_DAYS", DEFAULT_LEAVE_POLICY.aheadDays)
  },
  schoolTimeZone: timeZoneFrom(env, "SCHOOL_TIME_ZONE", Intl.DateTimeFormat().resolvedOptions().timeZone),
  fixedToday: calendarDateFrom(env, "SCHOOL_TODAY"),
  documentRetentionDays: nonNegativeFrom(env, "DOCUMENT_RETENTION_DAYS", 30)
});
var schoolTodayOf = (config) => config.fixedToday ?? todayIn(config.schoolTimeZone);

// config/src/sessionConfig.ts
var DEFAULT_SESSION_IDLE_MINUTES = 30;
var DEFAULT_SESSION_REQUESTS_PER_MINUTE = 600;
var NEVER_IDLE_SECONDS = 2147483647;
function readSessionConfig(env = process.env) {
  const idleMinutes = nonNegativeFrom(env, "SESSION_IDLE_MINUTES", DEFAULT_SESSION_IDLE_MINUTES);
  return {
    sessionTtlSeconds: positiveFrom(env, "SESSION_TTL_HOURS", 12) * 3600,
    sessionIdleSeconds: idleMinutes === 0 ? NEVER_IDLE_SECONDS : idleMinutes * 60,
    sessionRequestsPerMinute: positiveFrom(env, "SESSION_REQUESTS_PER_MINUTE", DEFAULT_SESSION_REQUESTS_PER_MINUTE)
  };
}

// config/src/singleSignOnConfig.ts
var DEFAULT_SSO_LABEL = "Sign in with your school account";
var DEFAULT_SSO_HELP = DEFAULT_SSO_HELP_WORDS;
var SSO_CALLBACK_PATH = "/singleSignOnCallback";
var httpUrl = (key, value) => {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${key} must be an http:// or https:// URL, got "${value}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new ConfigError(`${key} must be an http:// or https:// URL, got "${value}"`);
  }
  return url;
};
var listFrom = (env, key, fallback, separator = /,/) => (env[key] || fallback).split(separator).map((value) => value.trim()).filter(Boolean);
function rangesFrom(key, raw) {
  return raw.split(",").map((part) => {
    const match = /^\s*(\d{1,9})\s*(?:-\s*(\d{1,9}))?\s*$/.exec(part);
    const low = Number(match?.[1]);
    const high = match?.[2] === void 0 ? low : Number(match[2]);
    if (!match || high < low) {
      throw new ConfigError(`${key} must list ids or ranges of ids such as 500-999,2000-2099, got "${raw}"`);
    }
    return [low, high];
  });
}
function roleRuleFrom(env) {
  const instructorIds = env.OIDC_INSTRUCTOR_IDS?.trim();
  if (instructorIds) {
    if (env.OIDC_ROLE_CLAIM) throw new ConfigError("set OIDC_ROLE_CLAIM or OIDC_INSTRUCTOR_IDS, not both");
    return { kind: "ids", instructorIds: rangesFrom("OIDC_INSTRUCTOR_IDS", instructorIds) };
  }
  const rule = {
    kind: "claim",
    claim: env.OIDC_ROLE_CLAIM || "role",
    student: listFrom(env, "OIDC_STUDENT_VALUES", "student"),
    instructor: listFrom(env, "OIDC_INSTRUCTOR_VALUES", "instructor")
  };
  const both = rule.student.find((value) => rule.instructor.includes(value));
  if (both) throw new ConfigError(`"${both}" is in both OIDC_STUDENT_VALUES and OIDC_INSTRUCTOR_VALUES`);
  return rule;
}
function appUrlFrom(env) {
  const serve = readServeConfig(env);
  if (env.APP_URL) return httpUrl("APP_URL", env.APP_URL).href.replace(/\/+$/, "");
  const origin = env.WEB_ORIGINS ? serve.webOrigins[0] : `http://${env.PUBLIC_HOST || "localhost"}:${serve.port}`;
  return `${origin}${serve.runtime.basePath}`;
}
var redirectUriFrom = (env) => `${readServeConfig(env).runtime.apiHost}${SSO_CALLBACK_PATH}`;
function readSingleSignOnConfig(env = process.env) {
  const required = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"];
  const set = required.filter((key) => env[key]);
  if (set.length === 0) {
    const stray = Object.keys(env).find((key) => key.startsWith("OIDC_") && env[key]);
    if (stray) throw new ConfigError(`${stray} is set but single sign-on is off: set ${required.join(", ")} too`);
    return void 0;
  }
  if (set.length < required.length) {
    const missing2 = required.filter((key) => !env[key]);
    throw new ConfigError(`single sign-on needs ${required.join(", ")}: ${missing2.join(", ")} missing`);
  }
  const issuer = httpUrl("OIDC_ISSUER", env.OIDC_ISSUER);
  if (issuer.protocol === "http:" && !isLoopbackHost(issuer.hostname.replace(/^\[|\]$/g, ""))) {
    throw new ConfigError(
      `OIDC_ISSUER must be an https:// URL (plain http only for a provider on this machine), got "${env.OIDC_ISSUER}"`
    );
  }
  const idClaim = env.OIDC_ID_CLAIM || "preferred_username";
  return {
    issuer: issuer.href.replace(/\/$/, ""),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    idClaim,
    roleRule: roleRuleFrom(env),
    label: env.OIDC_BUTTON_LABEL?.trim() || DEFAULT_SSO_LABEL,
    helpContact: env.OIDC_HELP_CONTACT?.trim() || DEFAULT_SSO_HELP,
    scopes: ["openid", ...listFrom(env, "OIDC_SCOPES", "profile", /[\s,]+/).filter((scope) => scope !== "openid")].join(
      " "
    ),
    redirectUri: redirectUriFrom(env),
    appUrl: appUrlFrom(env)
  };
}

// service/src/audit.ts
function auditAll(store, { session, clientIp }, entries) {
  if (!entries.length) return Promise.resolve();
  return store.audit.append(
    entries.map(({ action, target, before, after }) => ({
      actor_role: session?.role ?? null,
      actor_id: session?.user_id ?? null,
      action,
      target,
      before: before ?? null,
      after: after ?? null,
      client_ip: clientIp
    }))
  );
}
var audit = (store, source, action, target, change = {}) => auditAll(store, source, [{ action, target, ...change }]);
function changedFields2(before, after) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  if (!keys.length) return { before: null, after: null };
  const pick = (from) => Object.fromEntries(keys.map((key) => [key, from[key]]));
  return { before: pick(before), after: pick(after) };
}
function startOfDayIn(date, timeZone) {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const offsetAt = (instant) => {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit"
    }).formatToParts(instant);
    const part = (type) => Number(parts.find((p) => p.type === type).value);
    const local = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
    return local - instant;
  };
  const first = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(first)).toISOString();
}
function auditWindow(query, timeZone) {
  return {
    ...query.from ? { since: startOfDayIn(query.from, timeZone) } : {},
    ...query.to ? { before: startOfDayIn(addDays(query.to, 1), timeZone) } : {}
  };
}

// service/src/endpoint.ts
var MAX_BODY_BYTES = 64 * 1024;
var defineEndpoint = (endpoint) => endpoint;
var ok = (body, status = 200) => ({ status, body });
var okPage = async (page, read) => {
  const { items, total } = await read(pageWindow(page));
  return ok({ items, ...pageInfo(total, page) });
};
var refused = ({ status, message, field }) => ({
  status,
  body: field ? { message, field } : { message }
});

// service/src/lectureCounts.ts
function recountOf(calendar) {
  if (!isTimetabled(calendar)) {
    return { recount: { total: calendar.total_lectures, lectureDates: null } };
  }
  const dates = termLectures(calendar).map((lecture) => lecture.date);
  if (!dates.length) {
    return { refuse: refusal(409, messages.noLecturesLeft(calendar.course_code, calendar.term.name)) };
  }
  return { recount: { total: totalLectures(calendar, calendar.total_lectures), lectureDates: dates } };
}
function calendarReader(store) {
  const known = /* @__PURE__ */ new Map();
  return (code) => {
    if (!known.has(code)) known.set(code, store.timetables.calendarOf(code));
    return known.get(code);
  };
}
async function whyNotCounted(readCalendar, leave) {
  const calendar = await readCalendar(leave.course_code);
  const answer2 = calendar && lectureOn(calendar, leave.leave_date);
  return lectureMessages.notCounted(answer2 && "none" in answer2 ? answer2.none.message : messages.noLectureAnyMore);
}
async function describeLeave(store, leaves) {
  const readCalendar = calendarReader(store);
  return Promise.all(
    leaves.map(
      async ({ lecture, ...leave }) => lecture ? leave : { ...leave, no_lecture: await whyNotCounted(readCalendar, leave) }
    )
  );
}
function spanOf(leaves) {
  const dates = leaves.map((leave) => leave.leave_date).sort();
  return { from_date: dates[0], to_date: dates[dates.length - 1] };
}
function coverOf(leaves, askedDays = null) {
  if (!leaves.length) return { days: askedDays ?? 0, lectures: 0 };
  const { from_date, to_date } = spanOf(leaves);
  return { days: askedDays ?? daysBetween(from_date, to_date) + 1, lectures: leaves.length };
}
function kindReader(store) {
  let all;
  return async (kindId) => {
    all ??= store.kinds.all();
    return (await all).find((kind) => kind.kind_id === kindId) ?? PERSONAL_KIND;
  };
}
function kindOfRequest(kind, request) {
  return {
    kind: { kind_id: kind.kind_id, name: kind.name, counts: kind.counts },
    document_needed: documentNeeded(kind, coverOf(request.leaves, request.days)),
    documents: request.documents,
    document_asked: request.document_asked
  };
}

// service/src/notices.ts
function instructorsOf(store) {
  const known = /* @__PURE__ */ new Map();
  return (code) => {
    if (!known.has(code))
      known.set(
        code,
        store.courses.find(code).then((course) => course?.instructor_id)
      );
    return known.get(code);
  };
}
async function leaveAppliedNotices(store, student, leaves) {
  const instructorOf = instructorsOf(store);
  const notices = [];
  for (const [course, inCourse] of byCourse(leaves)) {
    const instructor = await instructorOf(course);
    if (instructor === void 0) continue;
    const { from_date, to_date } = spanOf(inCourse);
    notices.push({
      role: "course instructor",
      user_id: instructor,
      kind: "leave requested",
      text: inCourse.length === 1 ? notificationTexts.leaveRequested(student.name, student.user_id, course, from_date) : notificationTexts.requestApplied(
        student.name,
        student.user_id,
        course,
        from_date,
        to_date,
        inCourse.length
      ),
      course_code: course,
      leave_id: inCourse[0].leave_id
    });
  }
  return notices;
}
function byCourse(leaves) {
  const grouped = /* @__PURE__ */ new Map();
  for (const leave of leaves) grouped.set(leave.course_code, [...grouped.get(leave.course_code) ?? [], leave]);
  return grouped;
}
function lectureCancelledNotices(course, date, reason, leaves) {
  return leaves.map((leave) => ({
    role: "student",
    user_id: leave.user_id,
    kind: "lecture cancelled",
    text: notificationTexts.lectureCancelled(course, date, reason),
    course_code: course,
    leave_id: leave.leave_id
  }));
}
async function leaveMovedNotices(store, actor, leave, action, comment) {
  const about = { course_code: leave.course_code, leave_id: leave.leave_id };
  if (action === "withdraw" || action === "cancel") {
    const instructor = await instructorsOf(store)(leave.course_code);
    if (instructor === void 0) return [];
    const say = action === "withdraw" ? notificationTexts.leaveWithdrawn : notificationTexts.leaveCancelled;
    return [
      {
        role: "course instructor",
        user_id: instructor,
        kind: action === "withdraw" ? "leave withdrawn" : "leave cancelled",
        text: say(actor.name, actor.user_id, leave.course_code, leave.leave_date),
        ...about
      }
    ];
  }
  const student = { role: "student", user_id: leave.user_id };
  if (action === "revoke") {
    return [
      {
        ...student,
        kind: "leave revoked",
        text: notificationTexts.leaveRevoked(leave.course_code, leave.leave_date, actor.name, comment),
        ...about
      }
    ];
  }
  const status = action === "approve" ? "approved" : "rejected";
  const notices = [
    {
      ...student,
      kind: action === "approve" ? "leave approved" : "leave rejected",
      text: notificationTexts.leaveDecided(status, leave.course_code, leave.leave_date, actor.name, comment),
      ...about
    }
  ];
  if (action === "approve") {
    const near = await nearLimitNotice(store, leave);
    if (near) notices.push(near);
  }
  return notices;
}
async function nearLimitNotice(store, leave, added = 1) {
  const tally = (await store.enrolments.tallies(leave.user_id)).find((t) => t.course_code === leave.course_code);
  if (!tally || tally.accepted_days < 1 || added < 1) return void 0;
  const { accepted_days: accepted, total_lectures: total, leave_limit: limit } = tally;
  const before = attendanceRisk(Math.max(0, accepted - added), total, limit);
  const after = attendanceRisk(accepted, total, limit);
  if (before === after) return void 0;
  return {
    role: "student",
    user_id: leave.user_id,
    kind: "near leave limit",
    text: notificationTexts.nearLimit(leave.course_code, leavePercentage(accepted, total), limit),
    course_code: leave.course_code,
    leave_id: leave.leave_id
  };
}
async function requestMovedNotices(store, actor, request, moved, action, comment) {
  const notices = [];
  for (const [course, leaves] of byCourse(moved)) {
    if (leaves.length === 1) {
      notices.push(...await leaveMovedNotices(store, actor, leaves[0], action, comment));
      continue;
    }
    const { from_date, to_date } = spanOf(leaves);
    const about = { course_code: course, leave_id: leaves[0].leave_id };
    if (action === "withdraw") {
      const instructor = await instructorsOf(store)(course);
      if (instructor === void 0) continue;
      notices.push({
        role: "course instructor",
        user_id: instructor,
        kind: "leave withdrawn",
        text: notificationTexts.requestWithdrawn(actor.name, actor.user_id, course, from_date, to_date),
        ...about
      });
      continue;
    }
    const lectures = leaves.filter(
      (leave) => request.leaves.find((l) => l.leave_id === leave.leave_id)?.lecture
    ).length;
    const status = action === "approve" ? "approved" : "rejected";
    notices.push({
      role: "student",
      user_id: request.roll_no,
      kind: action === "approve" ? "leave approved" : "leave rejected",
      text: notificationTexts.requestDecided(status, course, from_date, to_date, lectures, actor.name, comment),
      ...about
    });
    if (action === "approve") {
      const near = await nearLimitNotice(store, leaves[0], lectures);
      if (near) notices.push(near);
    }
  }
  return notices;
}
async function enrolledNotices(store, pairs) {
  const titles = /* @__PURE__ */ new Map();
  for (const code of new Set(pairs.map((pair) => pair.course_code))) {
    titles.set(code, (await store.courses.record(code))?.course_title ?? code);
  }
  return pairs.map(({ course_code, roll_no }) => ({
    role: "student",
    user_id: roll_no,
    kind: "enrolled",
    text: notificationTexts.enrolled(course_code, titles.get(course_code)),
    course_code,
    leave_id: null
  }));
}
var importFinishedNotice = (admin, text2) => ({
  role: "admin",
  user_id: admin.user_id,
  kind: "import finished",
  text: text2,
  course_code: null,
  leave_id: null
});

// service/src/notify.ts
async function notify(store, settings, notices) {
  let items;
  try {
    items = await notices();
    if (!items.length) return;
    await store.notifications.add(items);
  } catch (error) {
    console.error("notifications could not be stored:", error instanceof Error ? error.message : error);
    return;
  }
  if (settings.mailer) void mailAll(store, settings.mailer, items);
}
async function mailAll(store, mailer, items) {
  try {
    for (const item of items) {
      const contact = await store.users.contact(item.role, item.user_id);
      if (!contact?.email || !contact.email_notifications) continue;
      mailer.send({ to: contact.email, subject: notificationSubject(item), text: `${item.text}
` });
    }
  } catch (error) {
    console.error("notification emails could not be prepared:", error instanceof Error ? error.message : error);
  }
}

// service/src/leaveActions.ts
var LEAVE_AUDIT_ACTIONS = {
  approve: "leave approved",
  reject: "leave rejected",
  withdraw: "leave withdrawn",
  cancel: "leave cancelled",
  revoke: "leave revoked"
};
var schoolToday = (settings) => schoolTodayOf(settings);
async function actOnLeave(store, settings, { session, clientIp }, leaveId, action, comment) {
  const today = schoolToday(settings);
  const note = comment?.trim() ? comment.trim() : null;
  const moved = await store.atomically(async (tx) => {
    let from;
    const moved2 = await tx.leaves.move(
      leaveId,
      (leave) => {
        from = leave.status;
        const refused2 = checkLeaveAction(session, leave, action, { today, comment: note ?? void 0 });
        return refused2 ? { refuse: refused2 } : { to: statusAfter(action) };
      },
      { id: session.user_id, role: session.role },
      note
    );
    if (moved2 !== "not-found" && "to" in moved2) {
      await audit(tx, { session, clientIp }, LEAVE_AUDIT_ACTIONS[action], `leave ${leaveId}`, {
        before: { status: from },
        after: { status: moved2.to, ...note ? { comment: note } : {} }
      });
    }
    return moved2;
  });
  if (moved === "not-found") return { ok: false, refusal: refusal(404, messages.noLeave(leaveId)) };
  if (!("to" in moved)) return { ok: false, refusal: moved };
  await notify(store, settings, async () => {
    const leave = await store.leaves.byId(leaveId);
    return leave ? leaveMovedNotices(store, session, leave, action, note) : [];
  });
  if (action === "withdraw") await purgeWithdrawnDocuments(store, settings, { session, clientIp });
  return { ok: true };
}
var leaveActionEndpoint = (access, action, path6, summary) => defineEndpoint({
  method: "POST",
  path: path6,
  summary,
  tag: access === "student" ? "student" : "instructor",
  access,
  body: leaveDecisionSchema,
  responses: { 200: leaveMovedSchema },
  async handle({ store, settings, session, clientIp, body }) {
    const done = await actOnLeave(store, settings, { session, clientIp }, body.leave_id, action, body.comment);
    if (!done.ok) return refused(done.refusal);
    return ok({ message: messages.leaveMoved(statusAfter(action)), leave: await store.leaves.byId(body.leave_id) });
  }
});
async function purgeWithdrawnDocuments(store, settings, source) {
  const before = new Date(Date.now() - settings.documentRetentionDays * 864e5).toISOString();
  const removed = await store.documents.purgeWithdrawn(before);
  if (removed) {
    await audit(store, source, "documents removed", "withdrawn requests", {
      after: { documents: removed, retention_days: settings.documentRetentionDays }
    });
  }
}

// service/src/endpoints/admin.ts
var listCourses = defineEndpoint({
  method: "GET",
  path: "/courses",
  summary: "Every course, for the admin's course select",
  tag: "admin",
  access: "admin",
  responses: { 200: courseSummariesSchema },
  async handle({ store }) {
    return ok(await store.courses.summaries());
  }
});
var addCourse = defineEndpoint({
  method: "POST",
  path: "/addCourse",
  summary: "Add a course; semester, year, total lectures and leave limit default to this semester, this year, 40 and 25%",
  tag: "admin",
  access: "admin",
  body: newCourseSchema,
  responses: { 201: messageSchema },
  async handle({ store, settings, session, clientIp, body: course }) {
    const code = course.courseCode.toUpperCase();
    const exists = refusal(409, messages.courseExists(code), "courseCode");
    const noInstructor = refusal(404, messages.noInstructor(course.instructorId));
    if (await store.courses.find(code)) return refused(exists);
    if (!await store.users.findInstructor(course.instructorId)) return refused(noInstructor);
    const today = schoolToday(settings);
    const defaults = courseDefaults(fromIsoDate(today));
    const term = await store.terms.holding(today);
    const record = {
      course_code: code,
      course_title: course.courseTitle,
      instructor_id: course.instructorId,
      semester_type: course.semesterType ?? defaults.semesterType,
      semester_year: course.semesterYear ?? defaults.semesterYear,
      total_lectures: course.totalLectures ?? defaults.totalLectures,
      leave_limit: course.leaveLimit ?? DEFAULT_LEAVE_LIMIT,
      term_id: term?.term_id ?? null
    };
    const result = await store.atomically(async (tx) => {
      const result2 = await tx.courses.insert(record);
      if (result2 === "ok") await audit(tx, { session, clientIp }, "course added", `course ${code}`, { after: record });
      return result2;
    });
    if (result === "duplicate") return refused(exists);
    if (result === "missing-reference") return refused(noInstructor);
    return ok({ message: messages.courseAdded(code) }, 201);
  }
});
var addStudentToCourse = defineEndpoint({
  method: "POST",
  path: "/addStudentToCourse",
  summary: "Enrol a student in a course by roll number; a name, if given, must match it",
  tag: "admin",
  access: "admin",
  body: newEnrollmentSchema,
  responses: { 201: messageSchema },
  async handle({ store, settings, session, clientIp, body: enrolment }) {
    const course = await store.courses.find(enrolment.courseCode.toUpperCase());
    if (!course) return refused(refusal(404, messages.noCourse(enrolment.courseCode)));
    const student = await store.users.findStudent(enrolment.studentId);
    if (!student) return refused(refusal(404, messages.noStudent(enrolment.studentId)));
    const wrongName = enrolment.studentName ? checkStudentName(student, enrolment.studentName) : null;
    if (wrongName) return refused(wrongName);
    const result = await store.atomically(async (tx) => {
      const result2 = await tx.enrolments.insert(student.roll_no, course.course_code);
      if (result2 === "ok") {
        await audit(tx, { session, clientIp }, "student enrolled", `course ${course.course_code}`, {
          after: { roll_no: student.roll_no, name: student.name }
        });
      }
      return result2;
    });
    if (result === "duplicate")
      return refused(refusal(409, messages.alreadyEnrolled(student.name, course.course_code)));
    await notify(
      store,
      settings,
      () => enrolledNotices(store, [{ course_code: course.course_code, roll_no: student.roll_no }])
    );
    return ok({ message: messages.enrolled(student.name, course.course_code) }, 201);
  }
});
var setLeaveLimit = defineEndpoint({
  method: "POST",
  path: "/setLeaveLimit",
  summary: "Change a course's leave limit: the largest leave percentage allowed, 1 to 100",
  tag: "admin",
  access: "admin",
  body: leaveLimitChangeSchema,
  responses: { 200: messageSchema },
  async handle({ store, session, clientIp, body }) {
    const code = body.courseCode.toUpperCase();
    const set = await store.atomically(async (tx) => {
      const before = await tx.courses.find(code);
      if (!before || !await tx.courses.setLeaveLimit(code, body.leaveLimit)) return false;
      await audit(tx, { session, clientIp }, "leave limit set", `course ${code}`, {
        before: { leave_limit: before.leave_limit },
        after: { leave_limit: body.leaveLimit }
      });
      return true;
    });
    if (!set) return refused(refusal(404, messages.noCourse(code)));
    return ok({ message: messages.leaveLimitSet(code, body.leaveLimit) });
  }
});
var editCourse = defineEndpoint({
  method: "POST",
  path: "/editCourse",
  summary: "Change a course's title, instructor, semester, year and total lectures (its code stays; its leave limit has /setLeaveLimit)",
  tag: "admin",
  access: "admin",
  body: courseEditSchema,
  responses: { 200: messageSchema },
  async handle({ store, session, clientIp, body }) {
    const code = body.courseCode.toUpperCase();
    const before = await store.courses.record(code);
    if (!before) return refused(refusal(404, messages.noCourse(code), "courseCode"));
    const calendar = await store.timetables.calendarOf(code);
    if (calendar && isTimetabled(calendar) && body.totalLectures !== before.total_lectures) {
      return refused(refusal(400, messages.totalFromTimetable(code, before.total_lectures), "totalLectures"));
    }
    const after = {
      course_code: code,
      course_title: body.courseTitle,
      instructor_id: body.instructorId,
      semester_type: body.semesterType,
      semester_year: body.semesterYear,
      total_lectures: body.totalLectures
    };
    const change = changedFields2(before, after);
    if (!change.after) return ok({ message: messages.courseUnchanged(code) });
    const result = await store.atomically(async (tx) => {
      const result2 = await tx.courses.update(after);
      if (result2 === "ok") await audit(tx, { session, clientIp }, "course edited", `course ${code}`, change);
      return result2;
    });
    if (result === "not-found") return refused(refusal(404, messages.noCourse(code), "courseCode"));
    if (result === "missing-reference")
      return refused(refusal(404, messages.noInstructor(body.instructorId), "instructorId"));
    return ok({ message: messages.courseEdited(code) });
  }
});

// service/src/endpoints/adminStudents.ts
import { z as z18 } from "zod";
import { stringify as stringify2 } from "csv-stringify/sync";

// service/src/csvFile.ts
import { pipeline, Readable, Transform } from "node:stream";
import { stringify } from "csv-stringify";
var spreadsheetSafe = (value) => FORMULA_START.test(value) ? `'${value}` : value;
var CSV_OPTIONS = { record_delimiter: "windows", cast: { string: spreadsheetSafe } };
async function csvFile(columns, batches, cells, filename) {
  const reader = batches[Symbol.asyncIterator]();
  const first = await reader.next();
  async function* rows() {
    try {
      for (let batch = first; !batch.done; batch = await reader.next()) {
        for (const item of batch.value) yield cells(item);
      }
    } finally {
      await reader.return?.();
    }
  }
  const csv = stringify({ ...CSV_OPTIONS, header: true, columns: [...columns], bom: true });
  const body = inChunksOf(64 * 1024);
  pipeline(Readable.from(rows()), csv, body, () => void 0);
  return { status: 200, body, file: { contentType: "text/csv; charset=utf-8", filename } };
}
function inChunksOf(size) {
  let parts = [];
  let length = 0;
  const take = () => {
    const chunk = Buffer.concat(parts, length);
    parts = [];
    length = 0;
    return chunk;
  };
  return new Transform({
    transform(chunk, _encoding, done) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      parts.push(bytes);
      length += bytes.length;
      done(null, length >= size ? take() : void 0);
    },
    flush(done) {
      done(null, length ? take() : void 0);
    }
  });
}

// service/src/sessions.ts
import { createHash as createHash2, randomBytes as randomBytes2 } from "node:crypto";
import Bowser from "bowser";

// service/src/knownDevices.ts
import { createHash, randomBytes } from "node:crypto";
var DEVICE_COOKIE = "leave_device";
var DEVICE_TTL_SECONDS = 180 * 24 * 3600;
var DEVICE_COOKIE_OPTIONS = { httpOnly: true, sameSite: "strict", path: "/" };
var hashToken = (token) => createHash("sha256").update(token).digest("base64url");
async function isKnownDevice(store, token, role, userId2) {
  return token ? store.knownDevices.isKnown(hashToken(token), role, userId2) : false;
}
async function signInThrottleKey(store, call, role, userId2) {
  const known = await isKnownDevice(store, call.deviceToken, role, userId2);
  return known ? `device:${hashToken(call.deviceToken)}` : `${call.clientIp}|${role}|${userId2}`;
}
async function rememberDevice(store, token, role, userId2) {
  if (await isKnownDevice(store, token, role, userId2)) return void 0;
  const fresh = randomBytes(32).toString("base64url");
  await store.knownDevices.remember(hashToken(fresh), role, userId2, DEVICE_TTL_SECONDS);
  return fresh;
}

// service/src/sessions.ts
var SESSION_COOKIE = "leave_session";
var hashToken2 = (token) => createHash2("sha256").update(token).digest("base64url");
var DEVICE_MAX_LENGTH = 80;
function describeDevice(userAgent) {
  if (!userAgent) return "Unknown device";
  const { browser, os } = Bowser.parse(userAgent);
  const words = [browser.name, os.name && `on ${os.name}`].filter(Boolean).join(" ");
  return (words || "Unknown device").slice(0, DEVICE_MAX_LENGTH);
}
async function openSession(store, opening) {
  const token = randomBytes2(32).toString("base64url");
  await store.sessions.create(hashToken2(token), opening.role, opening.userId, {
    // Its own random name in the list of devices: the token's hash is what looks the session up.
    deviceId: randomBytes2(16).toString("base64url"),
    ttlSeconds: opening.ttlSeconds,
    idleSeconds: opening.idleSeconds,
    device: describeDevice(opening.userAgent),
    clientIp: opening.clientIp
  });
  return token;
}
async function resolveSession(store, token) {
  if (!token) return null;
  return await store.sessions.find(hashToken2(token)) ?? null;
}
async function closeSession(store, token) {
  if (token) await store.sessions.delete(hashToken2(token));
}
var SESSION_COOKIE_OPTIONS = { httpOnly: true, sameSite: "lax", path: "/" };

// service/src/twoFactor/recoveryCodes.ts
import { createHash as createHash3, randomInt } from "node:crypto";
var ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
var newCode = () => {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};
var hashRecoveryCode = (code) => createHash3("sha256").update(normaliseRecoveryCode(code)).digest("base64url");
function newRecoveryCodes() {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

// service/src/twoFactor/totp.ts
import { Secret, TOTP as Totp } from "otpauth";
var ISSUER = "Leave Management";
var totpOf = (secret, label = "") => new Totp({
  issuer: ISSUER,
  label,
  algorithm: TOTP.algorithm,
  digits: TOTP.digits,
  period: TOTP.periodSeconds,
  secret: Secret.fromBase32(secret)
});
var newTotpSecret = () => new Secret({ size: 20 }).base32;
var totpUri = (secret, account2) => totpOf(secret, account2).toString();
var stepAt = (nowMs) => Math.floor(nowMs / 1e3 / TOTP.periodSeconds);
function matchingStep(secret, code, nowMs) {
  const delta = totpOf(secret).validate({ token: code.trim(), timestamp: nowMs, window: TOTP.driftSteps });
  return delta === null ? null : stepAt(nowMs) + delta;
}

// service/src/twoFactor/proveSecondFactor.ts
async function proveSecondFactor(store, { admin, clientIp }, factor, code, nowMs = Date.now()) {
  if (isAppCode(code)) {
    const step = matchingStep(factor.secret, code, nowMs);
    return step !== null && await store.twoFactor.useStep(admin.user_id, step);
  }
  return store.atomically(async (tx) => {
    const spent = await tx.twoFactor.useRecoveryCode(admin.user_id, hashRecoveryCode(code));
    if (spent) {
      await audit(tx, { session: admin, clientIp }, "recovery code used", `admin ${admin.user_id}`, {
        after: { recovery_codes_left: factor.recovery_codes_left - 1 }
      });
    }
    return spent;
  });
}
async function countedProof(store, settings, adminId, prove) {
  const key = `second factor|admin|${adminId}`;
  const reserved = await store.signInFailures.reserve(
    key,
    settings.signIn.windowSeconds,
    (tally) => decideAttempt(tally, settings.signIn)
  );
  if (!reserved.allowed) {
    const wait2 = reserved.waitSeconds;
    return { ...refused(refusal(429, messages.tooManySignIns(wait2))), headers: { "Retry-After": String(wait2) } };
  }
  if (!await prove()) return refused(refusal(403, messages.secondFactorWrong, OTP_FIELD));
  await store.signInFailures.clear(key);
  return null;
}

// service/src/twoFactor/stepUp.ts
async function requireStepUp(call, otp) {
  const { store, session } = call;
  const factor = await store.twoFactor.find(session.user_id);
  if (!factor?.enabled) return null;
  const tokenHash = call.sessionToken ? hashToken2(call.sessionToken) : void 0;
  const steppedUpRecently = !otp && tokenHash !== void 0 && await store.twoFactor.steppedUpWithin(tokenHash, STEP_UP_SECONDS);
  const refusal2 = stepUpRefusal({ enabled: true, steppedUpRecently, codeSent: otp !== void 0 });
  if (refusal2) return refused(refusal2);
  if (otp === void 0) return null;
  const failed = await countedProof(
    store,
    call.settings,
    session.user_id,
    () => proveSecondFactor(store, { admin: session, clientIp: call.clientIp }, factor, otp)
  );
  if (failed) return failed;
  if (tokenHash) await store.twoFactor.markSteppedUp(tokenHash);
  return null;
}

// service/src/passwords.ts
import { createHash as createHash4, randomBytes as randomBytes3, scrypt, timingSafeEqual } from "node:crypto";
var PARAMS = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
var KEY_LENGTH = 32;
function derive(password, salt, params) {
  return new Promise(
    (resolve, reject) => scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      params,
      (error, key) => error ? reject(error) : resolve(key)
    )
  );
}
async function hashPassword(password) {
  const salt = randomBytes3(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}
function hashTemporaryPassword(password) {
  const salt = randomBytes3(16).toString("base64");
  return ["sha256", salt, createHash4("sha256").update(`${salt}$${password}`).digest("base64")].join("$");
}
async function verifyPassword(password, stored) {
  if (stored.startsWith("sha256$")) {
    const [, salt2, hash2] = stored.split("$");
    const expected2 = Buffer.from(hash2 ?? "", "base64");
    const actual = createHash4("sha256").update(`${salt2}$${password}`).digest();
    return expected2.length === actual.length && timingSafeEqual(actual, expected2);
  }
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
var DUMMY_HASH = `scrypt$32768$8$1$${Buffer.alloc(16).toString("base64")}$${Buffer.alloc(32).toString("base64")}`;

// service/src/temporaryPassword.ts
import { randomInt as randomInt2 } from "node:crypto";
var ALPHABET2 = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789";
function temporaryPassword() {
  const group = () => Array.from({ length: 4 }, () => ALPHABET2[randomInt2(ALPHABET2.length)]).join("");
  return [group(), group(), group()].join("-");
}

// service/src/importPlan.ts
import { parse } from "csv-parse/sync";
var IMPORT_ROWS_SHOWN = 500;
function readCsv(csv, columns, field = "csv") {
  let records;
  let header = [];
  try {
    records = parse(csv, {
      bom: true,
      columns: (names) => header = names.map((name) => name.trim().toLowerCase()),
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true
    });
  } catch (error) {
    const line = error.lines ?? 1;
    const why = error instanceof Error ? error.message.replace(/^[^:]*: /, "") : String(error);
    return { refusal: refusal(400, messages.importUnreadable(line, why), field) };
  }
  const { expected, missing: missing2 } = typeof columns === "function" ? columns(header) : { expected: columns, missing: columns.filter((column) => !header.includes(column)) };
  if (missing2.length) return { refusal: refusal(400, messages.importMissingColumns(expected, missing2), field) };
  if (!records.length) return { refusal: refusal(400, messages.importEmpty, field) };
  if (records.length > IMPORT_MAX_ROWS)
    return { refusal: refusal(400, messages.importTooManyRows(IMPORT_MAX_ROWS), field) };
  return { records };
}
function planStudentImport(csv) {
  const read = readCsv(csv, STUDENT_IMPORT_COLUMNS);
  if ("refusal" in read) return read;
  const firstLineOf = /* @__PURE__ */ new Map();
  const rows = read.records.map(({ record, info }) => {
    const line = info.lines;
    const shown2 = { line, roll_no: record.roll_no ?? "", name: record.name ?? "" };
    const reading = readStudentRow(record);
    if (!reading.ok) return { ...shown2, status: "bad value", column: reading.column, message: reading.message };
    const earlier = firstLineOf.get(reading.student.roll_no);
    if (earlier !== void 0)
      return { ...shown2, status: "bad value", column: "roll_no", message: messages.importDuplicateInFile(earlier) };
    firstLineOf.set(reading.student.roll_no, line);
    return { ...shown2, status: "will add", student: reading.student };
  });
  return { rows };
}
function planEnrolmentImport(csv) {
  const read = readCsv(csv, ENROLMENT_IMPORT_COLUMNS);
  if ("refusal" in read) return read;
  const firstLineOf = /* @__PURE__ */ new Map();
  const rows = read.records.map(({ record, info }) => {
    const line = info.lines;
    const shown2 = { line, roll_no: record.roll_no ?? "", name: "", course_code: record.course_code ?? "" };
    const reading = readEnrolmentRow(record);
    if (!reading.ok) return { ...shown2, status: "bad value", column: reading.column, message: reading.message };
    const key = `${reading.enrolment.course_code}|${reading.enrolment.roll_no}`;
    const earlier = firstLineOf.get(key);
    if (earlier !== void 0)
      return { ...shown2, status: "bad value", column: "roll_no", message: messages.importDuplicateEnrolment(earlier) };
    firstLineOf.set(key, line);
    return { ...shown2, course_code: reading.enrolment.course_code, status: "will add", enrolment: reading.enrolment };
  });
  return { rows };
}
function importAnswer(rows, applied, message) {
  const counts = Object.fromEntries(IMPORT_ROW_STATUSES.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] += 1;
  const needsLook = (row) => row.status !== "will add" && row.status !== "added";
  const shown2 = [...rows.filter(needsLook), ...rows.filter((row) => !needsLook(row))].slice(0, IMPORT_ROWS_SHOWN).map(({ student: _student, enrolment: _enrolment, ...row }) => row);
  return { applied, message, counts, rows: shown2 };
}

// service/src/storage.ts
var BATCH_ROWS = 1e3;
var SESSION_TOUCH_SECONDS = 60;
var pairKey = ({ course_code, roll_no }) => `${course_code}|${roll_no}`;

// service/src/endpoints/adminStudents.ts
var STUDENT_COLUMNS = ["roll_no", "name", "branch", "stream", "joining_year", "enrolled_courses"];
var studentLookup = defineEndpoint({
  method: "GET",
  path: "/studentLookup",
  summary: "A student's name by roll number, to check before enrolling them",
  tag: "admin",
  access: "admin",
  query: studentLookupQuerySchema,
  responses: { 200: studentLookupSchema },
  async handle({ store, query }) {
    const student = await store.users.findStudent(query.roll_no);
    if (!student) return refused(refusal(404, messages.noStudent(query.roll_no), "roll_no"));
    return ok({ roll_no: student.roll_no, name: student.name });
  }
});
var listStudents = defineEndpoint({
  method: "GET",
  path: "/students",
  summary: "One page of students whose roll number or name contains q, sorted by roll number unless asked",
  tag: "admin",
  access: "admin",
  query: studentListQuerySchema,
  responses: { 200: studentListPageSchema },
  async handle({ store, query: { page, page_size, ...filter } }) {
    const { items, total } = await store.users.students(filter, pageWindow({ page, page_size }));
    return ok({ items, ...pageInfo(total, { page, page_size }) });
  }
});
var exportStudents = defineEndpoint({
  method: "GET",
  path: "/exportStudents",
  summary: "The students list as CSV, with the same search and sort",
  tag: "admin",
  access: "admin",
  query: studentExportQuerySchema,
  produces: "text/csv",
  responses: { 200: z18.string().describe("CSV: " + STUDENT_COLUMNS.join(", ")) },
  async handle({ store, query }) {
    return csvFile(
      STUDENT_COLUMNS,
      store.users.studentBatches(query),
      (s) => STUDENT_COLUMNS.map((column) => s[column]),
      "students.csv"
    );
  }
});
var importStudents = defineEndpoint({
  method: "POST",
  path: "/importStudents",
  summary: "Students from a CSV file (roll_no, name, branch, stream, joining_year): previewed row by row, or with apply, the valid rows added in one transaction (applying, an admin with two-factor sign-in on sends a current code, otp, unless they proved one in the last 5 minutes)",
  tag: "admin",
  access: "admin",
  maxBodyBytes: IMPORT_MAX_BYTES,
  body: studentImportSchema,
  responses: { 200: importResultSchema },
  async handle({ store, settings, session, sessionToken: sessionToken2, clientIp, body }) {
    const plan = planStudentImport(body.csv);
    if ("refusal" in plan) return refused(plan.refusal);
    const addable = plan.rows.filter((row) => row.student);
    const existing = await store.users.existingStudents(addable.map((row) => row.student.roll_no));
    for (const row of addable) if (existing.has(row.student.roll_no)) row.status = "already there";
    const toAdd = addable.filter((row) => row.status === "will add");
    if (!body.apply)
      return ok(importAnswer(plan.rows, false, messages.importPreviewed(toAdd.length, plan.rows.length)));
    const stepUp = await requireStepUp({ store, settings, session, sessionToken: sessionToken2, clientIp }, body.otp);
    if (stepUp) return stepUp;
    const passwords = new Map(
      toAdd.map((row) => [row.student.roll_no, body.temporary_passwords ? temporaryPassword() : ""])
    );
    const students = toAdd.map((row) => {
      const password = passwords.get(row.student.roll_no);
      return {
        ...row.student,
        password_hash: password && hashTemporaryPassword(password),
        must_change_password: Boolean(password)
      };
    });
    const { added, answer: answer2 } = await store.atomically(async (tx) => {
      const added2 = new Set(await tx.users.importStudents(students));
      for (const row of toAdd) row.status = added2.has(row.student.roll_no) ? "added" : "already there";
      const answer3 = importAnswer(plan.rows, true, messages.importApplied(added2.size));
      await audit(tx, { session, clientIp }, "students imported", "students", {
        after: { ...answer3.counts, roll_nos: [...added2], temporary_passwords: Boolean(body.temporary_passwords) }
      });
      return { added: added2, answer: answer3 };
    });
    await notify(store, settings, () => [
      importFinishedNotice(session, notificationTexts.studentsImported(added.size))
    ]);
    if (!body.temporary_passwords) return ok(answer2);
    const given = toAdd.filter((row) => added.has(row.student.roll_no));
    const temporary_passwords_csv = stringify2(
      given.map((row) => [row.student.roll_no, row.student.name, passwords.get(row.student.roll_no)]),
      { ...CSV_OPTIONS, header: true, columns: ["roll_no", "name", "temporary_password"] }
    );
    return ok({ ...answer2, temporary_passwords_csv });
  }
});
var importEnrolments = defineEndpoint({
  method: "POST",
  path: "/importEnrolments",
  summary: "Enrolments from a CSV file (course_code, roll_no): previewed row by row (unknown course, unknown student, already there), or with apply, the valid rows added in one statement (applying, an admin with two-factor sign-in on sends a current code, otp, unless they proved one in the last 5 minutes)",
  tag: "admin",
  access: "admin",
  maxBodyBytes: IMPORT_MAX_BYTES,
  body: studentImportSchema,
  responses: { 200: importResultSchema },
  async handle({ store, settings, session, sessionToken: sessionToken2, clientIp, body }) {
    const plan = planEnrolmentImport(body.csv);
    if ("refusal" in plan) return refused(plan.refusal);
    const good = plan.rows.filter((row) => row.enrolment);
    const codes = [...new Set(good.map((row) => row.enrolment.course_code))];
    const courses = /* @__PURE__ */ new Set();
    for (const code of codes) if (await store.courses.find(code)) courses.add(code);
    const students = await store.users.existingStudents([...new Set(good.map((row) => row.enrolment.roll_no))]);
    const enrolled = await store.enrolments.existing(good.map((row) => row.enrolment));
    for (const row of good) {
      const { course_code, roll_no } = row.enrolment;
      if (!courses.has(course_code)) Object.assign(row, { status: "unknown course", column: "course_code" });
      else if (!students.has(roll_no)) Object.assign(row, { status: "unknown student", column: "roll_no" });
      else if (enrolled.has(pairKey(row.enrolment))) row.status = "already there";
    }
    await nameStudents(store, good);
    const toAdd = good.filter((row) => row.status === "will add");
    if (!body.apply)
      return ok(importAnswer(plan.rows, false, messages.importPreviewed(toAdd.length, plan.rows.length)));
    const stepUp = await requireStepUp({ store, settings, session, sessionToken: sessionToken2, clientIp }, body.otp);
    if (stepUp) return stepUp;
    const { added, answer: answer2 } = await store.atomically(async (tx) => {
      const added2 = await tx.enrolments.insertMany(toAdd.map((row) => row.enrolment));
      for (const row of toAdd) row.status = added2.has(pairKey(row.enrolment)) ? "added" : "already there";
      const answer3 = importAnswer(plan.rows, true, messages.enrolmentsImported(added2.size));
      await audit(tx, { session, clientIp }, "enrolments imported", "enrolments", {
        after: { ...answer3.counts, enrolments: [...added2] }
      });
      return { added: added2, answer: answer3 };
    });
    await notify(store, settings, async () => [
      importFinishedNotice(session, notificationTexts.enrolmentsImported(added.size)),
      ...await enrolledNotices(
        store,
        toAdd.filter((row) => added.has(pairKey(row.enrolment))).map((row) => row.enrolment)
      )
    ]);
    return ok(answer2);
  }
});
async function nameStudents(store, rows) {
  const known = rows.filter((row) => row.status !== "unknown student" && row.enrolment);
  const names = /* @__PURE__ */ new Map();
  for (const roll of new Set(known.map((row) => row.enrolment.roll_no)).values()) {
    if (names.size >= IMPORT_ROWS_SHOWN) break;
    const student = await store.users.findStudent(roll);
    if (student) names.set(roll, student.name);
  }
  for (const row of known) row.name = names.get(row.enrolment.roll_no) ?? "";
}

// service/src/endpoints/auditTrail.ts
import { z as z19 } from "zod";
var AUDIT_COLUMNS = [
  "event_id",
  "at",
  "actor_role",
  "actor_id",
  "actor_name",
  "action",
  "target",
  "before",
  "after",
  "client_ip"
];
var auditEvents = defineEndpoint({
  method: "GET",
  path: "/auditEvents",
  summary: "One page of the audit trail, newest first: every write, who made it and from where. from and to are dates in the school time zone",
  tag: "admin",
  access: "admin",
  query: auditQuerySchema,
  responses: { 200: auditPageSchema },
  async handle({ store, settings, query: { page, page_size, from, to, ...filter } }) {
    const window = auditWindow({ from, to }, settings.schoolTimeZone);
    const { items, total } = await store.audit.page({ ...filter, ...window }, pageWindow({ page, page_size }));
    return ok({ items, ...pageInfo(total, { page, page_size }) });
  }
});
var exportAuditEvents = defineEndpoint({
  method: "GET",
  path: "/exportAuditEvents",
  summary: "The audit trail as CSV, with the same filters, newest first",
  tag: "admin",
  access: "admin",
  query: auditExportQuerySchema,
  produces: "text/csv",
  responses: { 200: z19.string().describe("CSV: " + AUDIT_COLUMNS.join(", ") + "; before and after as JSON") },
  async handle({ store, settings, query: { from, to, ...filter } }) {
    const window = auditWindow({ from, to }, settings.schoolTimeZone);
    const cell = (value) => value && typeof value === "object" ? JSON.stringify(value) : value ?? "";
    return csvFile(
      AUDIT_COLUMNS,
      store.audit.pageBatches({ ...filter, ...window }),
      (event) => AUDIT_COLUMNS.map((column) => cell(event[column])),
      "audit-trail.csv"
    );
  }
});

// service/src/endpoints/adminOverview.ts
var furthestFirst = (a, b) => Number(b.risk === "danger") - Number(a.risk === "danger") || b.leave_percentage - a.leave_percentage || a.roll_no - b.roll_no;
var adminOverview = defineEndpoint({
  method: "GET",
  path: "/adminOverview",
  summary: "The admin's home: how many students and courses, the requests waiting by course, the students near (80% of the limit or more) or over a course's limit, the leave on today's date, and the latest changes; each list its first few",
  tag: "admin",
  access: "admin",
  responses: { 200: adminOverviewSchema },
  async handle({ store, settings }) {
    const today = schoolToday(settings);
    const [courses, students, recent] = await Promise.all([
      store.courses.summaries(),
      store.users.students({}, { offset: 0, limit: 1 }),
      store.audit.page({}, { offset: 0, limit: OVERVIEW_LIST_SIZE })
    ]);
    const pending = [];
    const atRisk = [];
    const absent = { accepted: 0, pending: 0 };
    for (const course of courses) {
      const [waiting, roster, away] = await Promise.all([
        store.requests.pendingOfCourse(course.course_code, { offset: 0, limit: 1 }),
        store.courses.roster(course.course_code),
        store.leaves.absenceCounts(course.course_code, today, today)
      ]);
      if (waiting.total) pending.push({ ...course, pending: waiting.total });
      for (const row of roster) {
        const risk = attendanceRisk(row.accepted_days, course.total_lectures, course.leave_limit);
        if (risk === "ok") continue;
        atRisk.push({
          roll_no: row.roll_no,
          name: row.name,
          course_code: course.course_code,
          leave_percentage: leavePercentage(row.accepted_days, course.total_lectures),
          leave_limit: course.leave_limit,
          risk
        });
      }
      for (const day of away) {
        absent.accepted += day.accepted;
        absent.pending += day.pending;
      }
    }
    pending.sort((a, b) => b.pending - a.pending || a.course_code.localeCompare(b.course_code));
    atRisk.sort(furthestFirst);
    const overview = {
      today,
      students: students.total,
      courses: courses.length,
      pending: {
        total: pending.reduce((sum, course) => sum + course.pending, 0),
        courses: pending.slice(0, OVERVIEW_LIST_SIZE).map(({ course_code, course_title, pending: count2 }) => ({ course_code, course_title, pending: count2 }))
      },
      at_risk: {
        near: atRisk.filter((student) => student.risk === "warning").length,
        over: atRisk.filter((student) => student.risk === "danger").length,
        students: atRisk.slice(0, OVERVIEW_LIST_SIZE)
      },
      absent_today: absent,
      recent: recent.items
    };
    return ok(overview);
  }
});

// service/src/endpoints/adminLeaves.ts
import { z as z20 } from "zod";
var LEAVE_COLUMNS = [
  "leave_id",
  "leave_date",
  "roll_no",
  "student_name",
  "course_code",
  "status",
  "reason",
  "last_change_by",
  "last_change_at",
  "comment"
];
var filterOf = (query) => ({
  course_code: query.course_code?.toUpperCase(),
  status: query.status,
  from: query.from,
  to: query.to,
  roll_no: query.roll_no
});
var allLeaves = defineEndpoint({
  method: "GET",
  path: "/allLeaves",
  summary: "Every leave in every course, newest date first, each with its history; filter by course, status, dates and student",
  tag: "admin",
  access: "admin",
  query: leaveListQuerySchema,
  responses: { 200: leavePageSchema },
  async handle({ store, query }) {
    return okPage(query, (window) => store.leaves.page(filterOf(query), window));
  }
});
var exportLeaves = defineEndpoint({
  method: "GET",
  path: "/exportLeaves",
  summary: "Every leave as CSV, with the same filters, newest date first",
  tag: "admin",
  access: "admin",
  query: leaveListExportSchema,
  produces: "text/csv",
  responses: { 200: z20.string().describe("CSV: " + LEAVE_COLUMNS.join(", ")) },
  async handle({ store, query }) {
    return csvFile(
      LEAVE_COLUMNS,
      store.leaves.pageBatches(filterOf(query)),
      (leave) => {
        const last = leave.history.at(-1);
        return [
          leave.leave_id,
          leave.leave_date,
          leave.user_id,
          leave.student_name,
          leave.course_code,
          leave.status,
          leave.reason,
          last ? `${last.actor_name} (${last.actor_role} ${last.actor_id})` : "",
          last?.at ?? "",
          last?.comment ?? ""
        ];
      },
      "leave.csv"
    );
  }
});

// service/src/endpoints/adminLists.ts
import { z as z21 } from "zod";
var COURSE_COLUMNS = [
  "course_code",
  "course_title",
  "instructor_id",
  "instructor_name",
  "semester_type",
  "semester_year",
  "total_lectures",
  "leave_limit",
  "enrolled"
];
var INSTRUCTOR_COLUMNS = ["rg_no", "name", "dept", "courses"];
var courseList = defineEndpoint({
  method: "GET",
  path: "/courseList",
  summary: "One page of courses whose code, title or instructor's name contains q, with the instructor's name and how many are enrolled",
  tag: "admin",
  access: "admin",
  query: courseListQuerySchema,
  responses: { 200: courseListPageSchema },
  async handle({ store, query: { page, page_size, ...filter } }) {
    const { items, total } = await store.courses.list(filter, pageWindow({ page, page_size }));
    return ok({ items, ...pageInfo(total, { page, page_size }) });
  }
});
var exportCourses = defineEndpoint({
  method: "GET",
  path: "/exportCourses",
  summary: "The course list as CSV, with the same search and sort",
  tag: "admin",
  access: "admin",
  query: courseExportQuerySchema,
  produces: "text/csv",
  responses: { 200: z21.string().describe("CSV: " + COURSE_COLUMNS.join(", ")) },
  async handle({ store, query }) {
    return csvFile(
      COURSE_COLUMNS,
      store.courses.listBatches(query),
      (c) => COURSE_COLUMNS.map((column) => c[column]),
      "courses.csv"
    );
  }
});
var instructorList = defineEndpoint({
  method: "GET",
  path: "/instructors",
  summary: "One page of instructors whose registration number or name contains q, with how many courses each teaches",
  tag: "admin",
  access: "admin",
  query: instructorListQuerySchema,
  responses: { 200: instructorListPageSchema },
  async handle({ store, query: { page, page_size, ...filter } }) {
    const { items, total } = await store.users.instructors(filter, pageWindow({ page, page_size }));
    return ok({ items, ...pageInfo(total, { page, page_size }) });
  }
});
var exportInstructors = defineEndpoint({
  method: "GET",
  path: "/exportInstructors",
  summary: "The instructor list as CSV, with the same search and sort",
  tag: "admin",
  access: "admin",
  query: instructorExportQuerySchema,
  produces: "text/csv",
  responses: { 200: z21.string().describe("CSV: " + INSTRUCTOR_COLUMNS.join(", ")) },
  async handle({ store, query }) {
    return csvFile(
      INSTRUCTOR_COLUMNS,
      store.users.instructorBatches(query),
      (i) => INSTRUCTOR_COLUMNS.map((column) => i[column]),
      "instructors.csv"
    );
  }
});

// service/src/endpoints/enrolments.ts
import { z as z22 } from "zod";
var courseEnrolments = defineEndpoint({
  method: "GET",
  path: "/courseEnrolments",
  summary: "One page of a course's enrolled students, by roll number, with their accepted and pending days",
  tag: "admin",
  access: "admin",
  query: courseEnrolmentsQuerySchema,
  responses: { 200: courseEnrolmentPageSchema },
  async handle({ store, query }) {
    const code = query.course_code.toUpperCase();
    if (!await store.courses.find(code)) return refused(refusal(404, messages.noCourse(code), "course_code"));
    const roster = await store.courses.roster(code);
    const { offset, limit } = pageWindow(query);
    return ok({ items: roster.slice(offset, offset + limit), ...pageInfo(roster.length, query) });
  }
});
var removeEnrolment = defineEndpoint({
  method: "POST",
  path: "/removeEnrolment",
  summary: "Removes a student from a course: they can no longer apply for leave in it and it leaves their percentages; their leave in it is kept, marked no longer enrolled",
  tag: "admin",
  access: "admin",
  body: enrolmentRemovalSchema,
  responses: { 200: messageSchema },
  async handle({ store, session, clientIp, body }) {
    const code = body.courseCode.toUpperCase();
    if (!await store.courses.find(code)) return refused(refusal(404, messages.noCourse(code), "courseCode"));
    const student = await store.users.findStudent(body.studentId);
    if (!student) return refused(refusal(404, messages.noStudent(body.studentId), "studentId"));
    const removed = await store.atomically(async (tx) => {
      if (!await tx.enrolments.remove(student.roll_no, code)) return false;
      await audit(tx, { session, clientIp }, "student unenrolled", `course ${code}`, {
        before: { roll_no: student.roll_no, name: student.name }
      });
      return true;
    });
    if (!removed) return refused(refusal(404, messages.notEnrolledIn(student.roll_no, code), "studentId"));
    return ok({ message: messages.unenrolled(student.name, code) });
  }
});
var ENROLMENT_COLUMNS = ["roll_no", "name", "accepted_days", "pending_days"];
var exportCourseEnrolments = defineEndpoint({
  method: "GET",
  path: "/exportCourseEnrolments",
  summary: "A course's enrolled students as CSV, by roll number",
  tag: "admin",
  access: "admin",
  query: courseOnlyQuerySchema,
  produces: "text/csv",
  responses: { 200: z22.string().describe("CSV: " + ENROLMENT_COLUMNS.join(", ")) },
  async handle({ store, query }) {
    const code = query.course_code.toUpperCase();
    if (!await store.courses.find(code)) return refused(refusal(404, messages.noCourse(code), "course_code"));
    return csvFile(
      ENROLMENT_COLUMNS,
      store.courses.rosterBatches(code),
      (row) => ENROLMENT_COLUMNS.map((column) => row[column]),
      `${code}-enrolments.csv`
    );
  }
});

// service/src/commonPasswords.ts
import { dictionary } from "@zxcvbn-ts/language-common";
var common;
function isCommonPassword(password) {
  common ??= new Set(dictionary["passwords-common"]);
  return common.has(password.toLowerCase());
}

// service/src/auditRefusals.ts
function auditRefusal(store, { session, clientIp }, action, target, reason) {
  return store.audit.countRefusal({
    actor_role: session?.role ?? null,
    actor_id: session?.user_id ?? null,
    action,
    target,
    client_ip: clientIp,
    reason
  });
}
var auditSignInRefusal = (store, clientIp, account2, reason) => auditRefusal(store, { session: null, clientIp }, "sign-in refused", account2, reason);

// service/src/twoFactor/signInFactor.ts
async function signInFactorRefusal(store, attempt) {
  if (attempt.role !== "admin") return null;
  const factor = await store.twoFactor.find(attempt.userId);
  if (!factor?.enabled) return null;
  if (attempt.otp === void 0) return refused(refusal(401, messages.secondFactorNeeded, OTP_FIELD));
  const admin = { role: attempt.role, user_id: attempt.userId, name: attempt.name };
  const proved = await proveSecondFactor(store, { admin, clientIp: attempt.clientIp }, factor, attempt.otp);
  return proved ? null : refused(refusal(401, messages.secondFactorWrong, OTP_FIELD));
}

// service/src/signInAttempt.ts
async function provePassword(store, settings, attempt) {
  const { role, userId: userId2, clientIp } = attempt;
  const account2 = `${role} ${userId2}`;
  const throttleKey = await signInThrottleKey(store, { deviceToken: attempt.deviceToken, clientIp }, role, userId2);
  const reserved = await store.signInFailures.reserve(
    throttleKey,
    settings.signIn.windowSeconds,
    (tally) => decideAttempt(tally, settings.signIn)
  );
  if (!reserved.allowed) {
    const wait2 = reserved.waitSeconds;
    await auditSignInRefusal(store, clientIp, account2, "throttled");
    return {
      refusal: { ...refused(refusal(429, messages.tooManySignIns(wait2))), headers: { "Retry-After": String(wait2) } }
    };
  }
  const user = await store.users.findCredentials(role, userId2);
  const valid = await verifyPassword(attempt.password, user?.password_hash || DUMMY_HASH);
  if (!user || !valid) {
    await auditSignInRefusal(store, clientIp, account2, user ? "wrong password" : "unknown account");
    return { refusal: refused(refusal(401, messages.invalidCredentials)) };
  }
  const factorRefusal = await signInFactorRefusal(store, { role, userId: userId2, name: user.name, otp: attempt.otp, clientIp });
  if (factorRefusal) return { refusal: factorRefusal };
  await store.signInFailures.clear(throttleKey);
  if (!user.active) {
    await auditSignInRefusal(store, clientIp, account2, "account deactivated");
    return { refusal: refused(refusal(403, messages.accountDeactivated)) };
  }
  return { user };
}

// service/src/endpoints/accounts.ts
var accountStatus = defineEndpoint({
  method: "GET",
  path: "/account",
  summary: "A student's or instructor's account: whether it is active and has a password",
  tag: "admin",
  access: "admin",
  query: accountQuerySchema,
  responses: { 200: accountStatusSchema },
  async handle({ store, query: { role, user_id } }) {
    const user = await store.users.findCredentials(role, user_id);
    if (!user) return refused(refusal(404, messages.noAccount(role, user_id), "user_id"));
    return ok({
      role,
      user_id,
      name: user.name,
      active: user.active,
      has_password: user.password_hash !== "",
      must_change_password: user.must_change_password
    });
  }
});
var resetPassword = defineEndpoint({
  method: "POST",
  path: "/resetPassword",
  summary: "Gives a student or instructor a temporary password (answered once, never stored), ends their sessions; they must choose a new one when they sign in. An admin with two-factor sign-in on sends a current code (otp) unless they proved one in the last 5 minutes: else 403 naming otp",
  tag: "admin",
  access: "admin",
  body: passwordResetRequestSchema,
  responses: { 200: passwordResetSchema },
  async handle({ store, settings, session, sessionToken: sessionToken2, clientIp, body: { role, user_id, otp } }) {
    const stepUp = await requireStepUp({ store, settings, session, sessionToken: sessionToken2, clientIp }, otp);
    if (stepUp) return stepUp;
    const user = await store.users.findCredentials(role, user_id);
    if (!user) return refused(refusal(404, messages.noAccount(role, user_id), "user_id"));
    const password = temporaryPassword();
    const hash = await hashPassword(password);
    await store.atomically(async (tx) => {
      await tx.users.setPassword(role, user_id, hash, true);
      await tx.sessions.endAllOf(role, user_id);
      await audit(tx, { session, clientIp }, "password reset", `${role} ${user_id}`, {
        after: { must_change_password: true }
      });
    });
    return ok({ message: messages.passwordResetDone(user.name), temporary_password: password });
  }
});
var setAccountActive = defineEndpoint({
  method: "POST",
  path: "/setAccountActive",
  summary: "Deactivates a student or instructor (they cannot sign in; their sessions end) or reactivates them. Deactivating, an admin with two-factor sign-in on sends a current code (otp) unless they proved one in the last 5 minutes: else 403 naming otp",
  tag: "admin",
  access: "admin",
  body: accountActiveSchema,
  responses: { 200: messageSchema },
  async handle({ store, settings, session, sessionToken: sessionToken2, clientIp, body: { role, user_id, active, otp } }) {
    if (!active) {
      const stepUp = await requireStepUp({ store, settings, session, sessionToken: sessionToken2, clientIp }, otp);
      if (stepUp) return stepUp;
    }
    const user = await store.users.findCredentials(role, user_id);
    if (!user) return refused(refusal(404, messages.noAccount(role, user_id), "user_id"));
    if (user.active === active) return ok({ message: messages.accountAlready(user.name, active) });
    await store.atomically(async (tx) => {
      await tx.users.setActive(role, user_id, active);
      if (!active) await tx.sessions.endAllOf(role, user_id);
      await audit(
        tx,
        { session, clientIp },
        active ? "account reactivated" : "account deactivated",
        `${role} ${user_id}`,
        { before: { active: !active }, after: { active } }
      );
    });
    return ok({ message: messages.accountActiveSet(user.name, active) });
  }
});
var changePassword = defineEndpoint({
  method: "POST",
  path: "/changePassword",
  summary: "Changes a password, proved by the current (or temporary) one; ends every other session and signs in. Counted like a sign-in against guessing",
  tag: "auth",
  access: "anyone",
  readsSession: true,
  rateLimited: true,
  body: passwordChangeSchema,
  responses: { 200: passwordChangedSchema },
  async handle({ store, settings, clientIp, userAgent, deviceToken, sessionToken: sessionToken2, body }) {
    const { role, user_id } = body;
    const proved = await provePassword(store, settings, {
      role,
      userId: user_id,
      password: body.passwd,
      clientIp,
      deviceToken,
      otp: body.otp
    });
    if ("refusal" in proved) return proved.refusal;
    const { user } = proved;
    if (body.new_passwd === body.passwd)
      return refused(refusal(400, messages.samePassword("new_passwd"), "new_passwd"));
    if (isCommonPassword(body.new_passwd))
      return refused(refusal(400, fieldMessages.commonPassword("new_passwd"), "new_passwd"));
    const hash = await hashPassword(body.new_passwd);
    const signedIn = { user_id, role, name: user.name };
    const token = await store.atomically(async (tx) => {
      await tx.users.setPassword(role, user_id, hash, false);
      await tx.sessions.endAllOf(role, user_id);
      await closeSession(tx, sessionToken2);
      const token2 = await openSession(tx, {
        role,
        userId: user_id,
        ttlSeconds: settings.sessionTtlSeconds,
        idleSeconds: settings.sessionIdleSeconds,
        userAgent,
        clientIp
      });
      await audit(tx, { session: signedIn, clientIp }, "password changed", `${role} ${user_id}`);
      return token2;
    });
    return { ...ok({ message: messages.passwordChanged, session: signedIn }), sessionCookie: { token } };
  }
});

// service/src/endpoints/attendance.ts
import { z as z23 } from "zod";
async function taughtCourse(store, session, code) {
  const course = await store.courses.find(code.toUpperCase());
  if (!course) return { refusal: refusal(404, messages.noCourse(code)) };
  const notTeacher = checkTeaches(session, course);
  return notTeacher ? { refusal: notTeacher } : { course };
}
var entryOf = (row, course) => ({
  roll_no: row.roll_no,
  name: row.name,
  excused_days: row.excused_days,
  ...courseStanding(row.accepted_days, row.pending_days, course.total_lectures, course.leave_limit)
});
var courseRoster = defineEndpoint({
  method: "GET",
  path: "/courseRoster",
  summary: "One page of a taught course's enrolled students with accepted and pending days, percentage, lectures they can still miss and risk; at risk first unless sort says otherwise",
  tag: "instructor",
  access: "course instructor",
  query: rosterQuerySchema,
  responses: { 200: rosterPageSchema },
  async handle({ store, session, query }) {
    const taught = await taughtCourse(store, session, query.course_code);
    if ("refusal" in taught) return refused(taught.refusal);
    const { course } = taught;
    const sort = query.sort ?? "risk";
    const window = pageWindow(query);
    const kept = KEPT_ROSTER_ORDER[sort];
    if (kept) {
      const { items, total } = await store.courses.rosterWindow(course.course_code, kept, window);
      return ok({ items: items.map((row) => entryOf(row, course)), ...pageInfo(total, query) });
    }
    const entries = (await store.courses.roster(course.course_code)).map((row) => entryOf(row, course));
    entries.sort(ROSTER_ORDER[sort]);
    return ok({
      items: entries.slice(window.offset, window.offset + window.limit),
      ...pageInfo(entries.length, query)
    });
  }
});
var courseAbsences = defineEndpoint({
  method: "GET",
  path: "/courseAbsences",
  summary: "How many are away (accepted and pending apart) each day of a month in a taught course; GET /courseAbsentees names them",
  tag: "instructor",
  access: "course instructor",
  query: absencesQuerySchema,
  responses: { 200: courseAbsencesSchema },
  async handle({ store, session, query }) {
    const taught = await taughtCourse(store, session, query.course_code);
    if ("refusal" in taught) return refused(taught.refusal);
    const first = `${query.month}-01`;
    const last = addDays(`${addDays(first, 31).slice(0, 7)}-01`, -1);
    const days = await store.leaves.absenceCounts(taught.course.course_code, first, last);
    return ok({ course_code: taught.course.course_code, month: query.month, days });
  }
});
var courseAbsentees = defineEndpoint({
  method: "GET",
  path: "/courseAbsentees",
  summary: "One page of who is away (accepted or pending) on a day in a taught course, by roll number",
  tag: "instructor",
  access: "course instructor",
  query: absenteesQuerySchema,
  responses: { 200: absenteesPageSchema },
  async handle({ store, session, query }) {
    const taught = await taughtCourse(store, session, query.course_code);
    if ("refusal" in taught) return refused(taught.refusal);
    const { items, total } = await store.leaves.absentees(taught.course.course_code, query.date, pageWindow(query));
    return ok({ items, ...pageInfo(total, query) });
  }
});
var REGISTER_COLUMNS = [
  "date",
  "roll number",
  "name",
  "status",
  "reason",
  "decided by",
  "decided at",
  "comment",
  "counted"
];
var courseRegister = defineEndpoint({
  method: "GET",
  path: "/courseRegister",
  summary: "A taught course's leave register as CSV (UTF-8 with a byte-order mark, so spreadsheets read it right): one row per leave",
  tag: "instructor",
  access: "course instructor",
  query: courseOnlyQuerySchema,
  produces: "text/csv",
  responses: { 200: z23.string().describe("CSV: " + REGISTER_COLUMNS.join(", ")) },
  async handle({ store, session, query }) {
    const taught = await taughtCourse(store, session, query.course_code);
    if ("refusal" in taught) return refused(taught.refusal);
    const calendar = await store.timetables.calendarOf(taught.course.course_code);
    const counted = (row) => {
      if (!row.counted) return `no: ${messages.doesNotCount(row.kind)}`;
      if (row.lecture || !calendar) return "yes";
      const answer2 = lectureOn(calendar, row.leave_date);
      return `no: ${"none" in answer2 ? answer2.none.message : messages.noLectureAnyMore}`;
    };
    return csvFile(
      REGISTER_COLUMNS,
      store.leaves.registerBatches(taught.course.course_code),
      (row) => [
        row.leave_date,
        row.roll_no,
        row.name,
        row.status,
        row.reason,
        row.decided_by ?? "",
        row.decided_at ?? "",
        row.comment ?? "",
        counted(row)
      ],
      `${taught.course.course_code}-leave-register.csv`
    );
  }
});

// service/src/endpoints/auth.ts
import { z as z24 } from "zod";

// service/src/singleSignOn/providerAnswer.ts
async function proveIdentity(provider, flow, parameters) {
  const configuration = await provider.discover();
  if (!configuration) throw new Error("the provider cannot be reached");
  const client = await import("openid-client");
  const callback = new URL(provider.config.redirectUri);
  callback.search = new URLSearchParams(parameters).toString();
  const tokens = await client.authorizationCodeGrant(configuration, callback, {
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    pkceCodeVerifier: flow.codeVerifier,
    idTokenExpected: true
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error("the provider sent no ID token");
  let claims = { ...idClaims };
  if (lacksNeededClaim(claims, provider.config) && configuration.serverMetadata().userinfo_endpoint) {
    const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    claims = { ...userInfo, ...claims };
  }
  return { claims, idToken: tokens.id_token };
}
var neededClaims = (config) => config.roleRule.kind === "claim" ? [config.idClaim, config.roleRule.claim] : [config.idClaim];
var lacksNeededClaim = (claims, config) => neededClaims(config).some((claim) => claims[claim] === void 0);
async function authorizationRequest(provider, returnTo) {
  const configuration = await provider.discover();
  if (!configuration) return void 0;
  const client = await import("openid-client");
  const flow = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    returnTo
  };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: provider.config.redirectUri,
    scope: provider.config.scopes,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: "S256"
  });
  return { url: url.href, flow };
}
async function providerSignOutUrl(provider, idToken) {
  const configuration = await provider.discover();
  if (!configuration?.serverMetadata().end_session_endpoint) return void 0;
  const client = await import("openid-client");
  return client.buildEndSessionUrl(configuration, {
    post_logout_redirect_uri: `${provider.config.appUrl}/`,
    client_id: provider.config.clientId,
    ...idToken ? { id_token_hint: idToken } : {}
  }).href;
}

// service/src/singleSignOn/signInFlow.ts
var SIGN_IN_FLOW_COOKIE = "leave_sso_flow";
var SIGN_OUT_HINT_COOKIE = "leave_sso_sign_out";
var SIGN_IN_FLOW_SECONDS = 10 * 60;
var SIGN_IN_FLOW_COOKIE_PATH = SSO_CALLBACK_PATH;
var SIGN_OUT_HINT_COOKIE_PATH = "/logout";
var encodeFlow = (flow) => Buffer.from(JSON.stringify(flow)).toString("base64url");
function decodeFlow(cookie) {
  if (!cookie) return void 0;
  try {
    const flow = JSON.parse(Buffer.from(cookie, "base64url").toString("utf8"));
    const text2 = (value) => typeof value === "string" && value.length > 0;
    if (!text2(flow.state) || !text2(flow.nonce) || !text2(flow.codeVerifier)) return void 0;
    return {
      state: flow.state,
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
      returnTo: returnPath(flow.returnTo)
    };
  } catch {
    return void 0;
  }
}
function returnPath(value) {
  if (typeof value !== "string" || value.length > 200) return void 0;
  if (!/^\/(?![/\\])[\w\-./?=&%]*$/.test(value)) return void 0;
  return value;
}

// service/src/endpoints/auth.ts
var clearSignOutHint = {
  name: SIGN_OUT_HINT_COOKIE,
  value: null,
  path: SIGN_OUT_HINT_COOKIE_PATH,
  maxAgeSeconds: 0
};
async function passwordSignInOpen(store, settings, role) {
  if (role === "admin" || !settings.schoolProvider) return true;
  return passwordSignInAllowed(role, true, await store.signInOptions.passwordSignIn());
}
var verifyUser = defineEndpoint({
  method: "POST",
  path: "/userVerify",
  readsSession: true,
  summary: "Sign in (ending the session the browser carried, if any): answers a list whose first item echoes the user id and role sent (the password too only when SIGN_IN_ECHOES_PASSWORD is set, for old clients), with the name, and sets the session cookie. 403 for a deactivated account; 403 naming the field new_passwd when a temporary password must first be changed (POST /changePassword); for an admin with two-factor sign-in on, 401 naming the field otp until the same call carries a current code from the authenticator app (or an unused recovery code)",
  tag: "auth",
  access: "anyone",
  rateLimited: true,
  body: credentialsSchema,
  responses: { 200: verifyResponseSchema },
  async handle({ store, settings, body: credentials, clientIp, userAgent, deviceToken, sessionToken: sessionToken2 }) {
    if (!await passwordSignInOpen(store, settings, credentials.role)) {
      await auditSignInRefusal(store, clientIp, `${credentials.role} ${credentials.user_id}`, "password sign-in off");
      return refused(refusal(403, messages.passwordSignInOff(credentials.role)));
    }
    const proved = await provePassword(store, settings, {
      role: credentials.role,
      userId: credentials.user_id,
      password: credentials.passwd,
      clientIp,
      deviceToken,
      otp: credentials.otp
    });
    if ("refusal" in proved) return proved.refusal;
    const { user } = proved;
    if (user.must_change_password) return refused(refusal(403, messages.mustChangePassword, "new_passwd"));
    await closeSession(store, sessionToken2);
    const token = await openSession(store, {
      role: credentials.role,
      userId: credentials.user_id,
      ttlSeconds: settings.sessionTtlSeconds,
      idleSeconds: settings.sessionIdleSeconds,
      userAgent,
      clientIp
    });
    const { passwd, otp: _otp, ...echoed } = credentials;
    const answer2 = [
      { ...echoed, ...settings.signInEchoesPassword ? { passwd } : {}, name: user.name }
    ];
    const newDevice = await rememberDevice(store, deviceToken, credentials.role, credentials.user_id);
    return {
      ...ok(answer2),
      sessionCookie: { token },
      ...newDevice ? { deviceCookie: { token: newDevice } } : {},
      // A password sign-in is not the school account's: its sign-out is this app's alone. (The
      // hint is sent only to /logout, so it is cleared whether or not this request carried it.)
      ...settings.schoolProvider ? { cookies: [clearSignOutHint] } : {}
    };
  }
});
var currentSession = defineEndpoint({
  method: "GET",
  path: "/session",
  summary: "Who is signed in, with the school's today (204 with no body if nobody: not an error, so a signed-out visit logs none): the shell restores a session with it after a reload, and the screens date things by that today",
  tag: "auth",
  access: "anyone",
  readsSession: true,
  responses: { 200: sessionAnswerSchema, 204: z24.null().describe("Nobody is signed in") },
  async handle({ session, settings }) {
    return session ? ok({ ...session, today: schoolToday(settings) }) : { status: 204, body: null };
  }
});
var logout = defineEndpoint({
  method: "POST",
  path: "/logout",
  summary: "Ends the session and clears its cookie. After a sign-in with the school's account, `sign_out_url` is the provider's sign-out page (when it has one), for the browser to open so that the school account signs out too",
  tag: "auth",
  access: "anyone",
  readsSession: true,
  responses: { 200: logoutResponseSchema },
  async handle({ store, settings, sessionToken: sessionToken2, cookies }) {
    await closeSession(store, sessionToken2);
    const hint = cookies[SIGN_OUT_HINT_COOKIE];
    const signOutUrl = hint && settings.schoolProvider ? await providerSignOutUrl(settings.schoolProvider, hint) : void 0;
    return {
      ...ok({ message: messages.signedOut, ...signOutUrl ? { sign_out_url: signOutUrl } : {} }),
      sessionCookie: "clear",
      ...hint ? { cookies: [clearSignOutHint] } : {}
    };
  }
});
var addUser = defineEndpoint({
  method: "POST",
  path: "/addUser",
  summary: "Sign up as a student or an instructor (never an admin)",
  tag: "auth",
  access: "anyone",
  rateLimited: true,
  body: signUpSchema,
  responses: { 201: messageSchema },
  async handle({ store, settings, clientIp, body: payload }) {
    const closed = checkSelfSignUp(payload.role, settings.instructorSignUp);
    if (closed) return refused(closed);
    if (!await passwordSignInOpen(store, settings, payload.role))
      return refused(refusal(403, messages.signUpOffWithSingleSignOn(payload.role)));
    if (isCommonPassword(payload.passwd))
      return refused(refusal(400, fieldMessages.commonPassword("passwd"), "passwd"));
    const student = payload.role === "student";
    const user = {
      role: payload.role,
      user_id: payload.user_id,
      name: payload.name,
      password_hash: await hashPassword(payload.passwd),
      ...student ? { branch: payload.branch, stream: payload.stream, joining_year: payload.joining_year } : { dept: payload.branch }
    };
    const newUser = { role: payload.role, user_id: payload.user_id, name: payload.name };
    const result = await store.atomically(async (tx) => {
      const result2 = await tx.users.insert(user);
      if (result2 === "ok") {
        await audit(tx, { session: newUser, clientIp }, "user signed up", `${payload.role} ${payload.user_id}`, {
          after: { name: payload.name }
        });
      }
      return result2;
    });
    if (result === "duplicate") {
      return refused(refusal(409, messages.userExists(payload.role, payload.user_id), "user_id"));
    }
    return ok({ message: messages.userCreated }, 201);
  }
});

// service/src/endpoints/instructor.ts
var instructorData = defineEndpoint({
  method: "GET",
  path: "/instructorData",
  summary: "An instructor's profile and the courses they teach (their own only)",
  tag: "instructor",
  access: "course instructor",
  query: userIdQuerySchema,
  responses: { 200: instructorDataSchema },
  async handle({ store, session, query }) {
    const notOwn = checkOwnData(session, query.user_id);
    if (notOwn) return refused(notOwn);
    const overview = await store.instructorOverview(query.user_id);
    if (!overview) return refused(refusal(404, messages.noInstructor(query.user_id)));
    return ok({ instructorData: overview.profile, courseData: overview.courses });
  }
});
var getLeaves = defineEndpoint({
  method: "GET",
  path: "/getLeaves",
  summary: `One page of the leave in a course the instructor teaches, by date, with each student's name, optionally of one status (page_size ${PAGE_SIZE.default} unless asked, at most ${PAGE_SIZE.max})`,
  tag: "instructor",
  access: "course instructor",
  query: leavesQuerySchema,
  responses: { 200: leavesSchema },
  async handle({ store, session, query }) {
    const found = await store.courseLeavePage(
      query.course_code.toUpperCase(),
      { status: query.status },
      pageWindow(query)
    );
    if (!found) return refused(refusal(404, messages.noCourse(query.course_code)));
    const { course, page } = found;
    const notTeacher = checkTeaches(session, course);
    if (notTeacher) return refused(notTeacher);
    const { items, total } = page;
    const leaveData = items.map(
      ({ accepted_days, ...leave }) => leave.status === "pending" ? Object.assign(leave, {
        if_approved: previewApproval(accepted_days ?? 0, 1, course.total_lectures, course.leave_limit)
      }) : leave
    );
    return ok({ leaveData, ...pageInfo(total, query) });
  }
});
var approveLeave = leaveActionEndpoint(
  "course instructor",
  "approve",
  "/approveLeave",
  "Approve a pending leave in a course taught, with an optional comment for the student"
);
var rejectLeave = leaveActionEndpoint(
  "course instructor",
  "reject",
  "/rejectLeave",
  "Reject a pending leave in a course taught, with an optional comment for the student"
);
var revokeLeave = leaveActionEndpoint(
  "course instructor",
  "revoke",
  "/revokeLeave",
  "Revoke an accepted leave dated today or later in a course taught (to rejected); a comment is required"
);
var decideLeaves = defineEndpoint({
  method: "POST",
  path: "/decideLeaves",
  summary: `Approve or reject up to ${PAGE_SIZE.max} pending leaves at once; each is reported apart (one may have been withdrawn meanwhile)`,
  tag: "instructor",
  access: "course instructor",
  body: bulkDecisionSchema,
  responses: { 200: bulkDecisionResponseSchema },
  async handle({ store, settings, session, clientIp, body }) {
    const action = body.decision === "accepted" ? "approve" : "reject";
    const results = [];
    for (const leaveId of body.leave_ids) {
      const done = await actOnLeave(store, settings, { session, clientIp }, leaveId, action, body.comment);
      results.push(
        done.ok ? { leave_id: leaveId, status: 200, message: messages.leaveMoved(body.decision) } : { leave_id: leaveId, status: done.refusal.status, message: done.refusal.message }
      );
    }
    const decided = results.filter((result) => result.status === 200).length;
    return ok({ message: messages.bulkDecided(decided, results.length, body.decision), results });
  }
});
var decidedLeaves = defineEndpoint({
  method: "GET",
  path: "/decidedLeaves",
  summary: "History: one page of the leave no longer pending in the courses the instructor teaches, newest date first, each with its history; filter by course, status, dates and student",
  tag: "instructor",
  access: "course instructor",
  query: decidedLeavesQuerySchema,
  responses: { 200: leavePageSchema },
  async handle({ store, session, query }) {
    let courseCode2;
    if (query.course_code) {
      const course = await store.courses.find(query.course_code.toUpperCase());
      if (!course) return refused(refusal(404, messages.noCourse(query.course_code)));
      const notTeacher = checkTeaches(session, course);
      if (notTeacher) return refused(notTeacher);
      courseCode2 = course.course_code;
    }
    return okPage(
      query,
      (window) => store.leaves.page(
        {
          instructor_id: session.user_id,
          course_code: courseCode2,
          status: query.status,
          excludeStatuses: ["pending"],
          from: query.from,
          to: query.to,
          roll_no: query.roll_no
        },
        window
      )
    );
  }
});

// service/src/endpoints/student.ts
var policyNow = (settings) => leavePolicyFor(schoolToday(settings), settings.leavePolicy);
var studentData = defineEndpoint({
  method: "GET",
  path: "/studentData",
  summary: "A student's profile, active leave (pending, accepted, rejected) and enrolments with leave percentage (their own only); with from and to, only the leave on those dates",
  tag: "student",
  access: "student",
  query: studentDataQuerySchema,
  responses: { 200: studentDataSchema },
  async handle({ store, session, query }) {
    const notOwn = checkOwnData(session, query.user_id);
    if (notOwn) return refused(notOwn);
    const window = query.from && query.to ? { from: query.from, to: query.to } : void 0;
    const overview = await store.studentOverview(query.user_id, window);
    if (!overview) return refused(refusal(404, messages.noStudent(query.user_id)));
    const { profile, leaves, tallies } = overview;
    const leaveData = await describeLeave(store, leaves);
    const enrollmentData = tallies.map((tally) => ({
      roll_no: profile.roll_no,
      course_code: tally.course_code,
      ...courseStanding(tally.accepted_days, tally.pending_days, tally.total_lectures, tally.leave_limit)
    }));
    return ok({ studentData: profile, leaveData, enrollmentData });
  }
});
var applyAudited = (store, source, rows, facts) => store.atomically(async (tx) => {
  const applied = await tx.leaves.apply(rows, { id: source.session.user_id, role: "student" }, facts);
  await auditAll(
    tx,
    source,
    applied.results.flatMap(
      ({ leave }) => leave ? [
        {
          action: "leave applied",
          target: `leave ${leave.leave_id}`,
          after: {
            roll_no: leave.user_id,
            course_code: leave.course_code,
            leave_date: leave.leave_date,
            status: leave.status
          }
        }
      ] : []
    )
  );
  return applied;
});
var addLeave = defineEndpoint({
  method: "POST",
  path: "/addLeave",
  summary: "Apply for leave on a date in a course the student is enrolled in; it starts as pending",
  tag: "student",
  access: "student",
  body: newLeaveSchema,
  responses: { 200: messageSchema },
  async handle({ store, settings, session, clientIp, body: leave }) {
    const notAllowed = checkApplyForSelf(session, leave);
    if (notAllowed) return refused(notAllowed);
    const course = await store.courses.find(leave.course_code.toUpperCase());
    if (!course) return refused(refusal(400, messages.noCourse(leave.course_code), "course_code"));
    if (!await store.enrolments.isEnrolled(session.user_id, course.course_code)) {
      return refused(refusal(400, messages.notEnrolled(course.course_code), "course_code"));
    }
    const outOfPolicy = dateRefusal(leave.leave_date, policyNow(settings));
    if (outOfPolicy) return refused(refusal(400, outOfPolicy, "leave_date"));
    const calendar = await store.timetables.calendarOf(course.course_code);
    const lecture = calendar && lectureOn(calendar, leave.leave_date);
    if (lecture && "none" in lecture) return refused(refusal(400, lecture.none.message, "leave_date"));
    const { results } = await applyAudited(store, { session, clientIp }, [
      { leave_date: leave.leave_date, reason: leave.reason, roll_no: session.user_id, course_code: course.course_code }
    ]);
    if (results[0]?.result !== "ok") {
      return refused(refusal(409, messages.leaveExists(leave.leave_date, course.course_code), "leave_date"));
    }
    const applied = results.flatMap((r) => r.leave ? [r.leave] : []);
    await notify(store, settings, () => leaveAppliedNotices(store, session, applied));
    return ok({ message: messages.leaveAdded }, 200);
  }
});
async function planRequest(store, settings, rollNo, request) {
  const kindId = request.kind_id ?? PERSONAL_KIND_ID;
  const kind = await store.kinds.find(kindId);
  const wrongKind = kindChoiceRefusal("student", kindId, kind);
  if (wrongKind || !kind) return { refusal: wrongKind };
  const enrolled = (await store.enrolments.tallies(rollNo)).map((tally) => tally.course_code);
  if (request.all_courses && enrolled.length === 0) {
    return { refusal: refusal(400, messages.notEnrolledAnywhere, "course_codes") };
  }
  const asked = request.all_courses ? enrolled : [...new Set(request.course_codes.map((c) => c.toUpperCase()))];
  const to = request.to_date ?? request.from_date;
  const includeWeekends = request.include_weekends ?? to === request.from_date;
  const { dates, skippedWeekends } = requestDates(request.from_date, to, includeWeekends);
  const policy = policyNow(settings);
  const refusedLeave = [];
  const courseRefusals = /* @__PURE__ */ new Map();
  for (const code of asked) {
    if (enrolled.includes(code)) continue;
    courseRefusals.set(code, await store.courses.find(code) ? messages.notEnrolled(code) : messages.noCourse(code));
  }
  const calendars = new Map(
    (await store.timetables.calendarsOf(asked.filter((code) => !courseRefusals.has(code)))).map((c) => [
      c.course_code,
      c
    ])
  );
  const rows = [];
  const noLecture = [];
  for (const date of dates) {
    const outOfPolicy = dateRefusal(date, policy);
    for (const code of asked) {
      const why = outOfPolicy ?? courseRefusals.get(code);
      if (why) {
        refusedLeave.push({ leave_date: date, course_code: code, message: why });
        continue;
      }
      const calendar = calendars.get(code);
      const lecture = calendar && lectureOn(calendar, date);
      if (lecture && "none" in lecture)
        noLecture.push({ leave_date: date, course_code: code, message: lecture.none.message });
      else rows.push({ leave_date: date, reason: request.reason, roll_no: rollNo, course_code: code });
    }
  }
  return {
    kind,
    rows,
    days: daysBetween(request.from_date, to) + 1,
    refusedLeave,
    noLecture,
    dates,
    asked,
    skippedWeekends
  };
}
var applyLeave = defineEndpoint({
  method: "POST",
  path: "/applyLeave",
  summary: "Apply for leave on every date from from_date to to_date (at most 30 days; weekdays unless include_weekends) in several courses or all; 201 when any is applied, each refusal listed with its reason",
  tag: "student",
  access: "student",
  body: leaveRequestSchema,
  responses: { 200: leaveRequestResponseSchema, 201: leaveRequestResponseSchema },
  async handle({ store, settings, session, clientIp, body: request }) {
    const notAllowed = checkApplyForSelf(session, request);
    if (notAllowed) return refused(notAllowed);
    const plan = await planRequest(store, settings, session.user_id, request);
    if ("refusal" in plan) return refused(plan.refusal);
    const { kind, rows, days, refusedLeave, noLecture, dates, asked, skippedWeekends } = plan;
    const { requestId, results } = rows.length ? await applyAudited(store, { session, clientIp }, rows, { kind_id: kind.kind_id, counts: kind.counts, days }) : { requestId: null, results: [] };
    const applied = [];
    results.forEach((result, index) => {
      const row = rows[index];
      if (result.leave) applied.push(result.leave);
      else refusedLeave.push({ ...row, message: messages.leaveExists(row.leave_date, row.course_code) });
    });
    await notify(store, settings, () => leaveAppliedNotices(store, session, applied));
    refusedLeave.sort((a, b) => a.leave_date.localeCompare(b.leave_date) || a.course_code.localeCompare(b.course_code));
    return ok(
      {
        message: messages.leaveRequestApplied(applied.length, dates.length * asked.length - noLecture.length),
        request_id: requestId,
        applied,
        refused: refusedLeave.map(({ leave_date, course_code, message }) => ({ leave_date, course_code, message })),
        no_lecture: noLecture,
        skipped_weekends: skippedWeekends,
        document_needed: applied.length > 0 && documentNeeded(kind, coverOf(applied, days))
      },
      applied.length ? 201 : 200
    );
  }
});
var previewLeave = defineEndpoint({
  method: "POST",
  path: "/previewLeave",
  summary: "What a request (the body of /applyLeave) would do to each course's leave percentage if every day were approved; changes nothing",
  tag: "student",
  access: "student",
  body: leavePreviewRequestSchema,
  responses: { 200: leavePreviewSchema },
  async handle({ store, settings, session, body: request }) {
    const notAllowed = checkApplyForSelf(session, request);
    if (notAllowed) return refused(notAllowed);
    const plan = await planRequest(store, settings, session.user_id, { ...request, reason: request.reason ?? "" });
    if ("refusal" in plan) return refused(plan.refusal);
    const [tallies, active] = await Promise.all([
      store.enrolments.tallies(session.user_id),
      store.leaves.ofStudent(session.user_id)
    ]);
    const taken = new Set(active.map((leave) => `${leave.leave_date} ${leave.course_code}`));
    const fresh = plan.rows.filter((row) => !taken.has(`${row.leave_date} ${row.course_code}`));
    const courses = tallies.flatMap((tally) => {
      const days = fresh.filter((row) => row.course_code === tally.course_code).length;
      if (!plan.asked.includes(tally.course_code)) return [];
      return [
        {
          course_code: tally.course_code,
          days,
          leave_limit: tally.leave_limit,
          // Leave of a kind that does not count changes no percentage, approved or not.
          ...previewApproval(tally.accepted_days, plan.kind.counts ? days : 0, tally.total_lectures, tally.leave_limit)
        }
      ];
    });
    return ok({
      courses,
      counts: plan.kind.counts,
      document_needed: fresh.length > 0 && documentNeeded(plan.kind, coverOf(fresh, plan.days))
    });
  }
});
var myLeaves = defineEndpoint({
  method: "GET",
  path: "/myLeaves",
  summary: "My Requests: one page of a student's leave in every status, newest date first, each with its history (their own only)",
  tag: "student",
  access: "student",
  query: myLeavesQuerySchema,
  responses: { 200: leavePageSchema },
  async handle({ store, session, query }) {
    const notOwn = checkOwnData(session, query.user_id);
    if (notOwn) return refused(notOwn);
    return okPage(
      query,
      (window) => store.leaves.page(
        {
          roll_no: session.user_id,
          status: query.status,
          course_code: query.course_code?.toUpperCase(),
          from: query.from,
          to: query.to
        },
        window
      )
    );
  }
});
var withdrawLeave = leaveActionEndpoint(
  "student",
  "withdraw",
  "/withdrawLeave",
  "Withdraw a pending leave of one's own; the date is free again"
);
var cancelLeave = leaveActionEndpoint(
  "student",
  "cancel",
  "/cancelLeave",
  "Cancel an accepted leave of one's own dated today or later; it no longer counts and the date is free again"
);
var leavePolicy = defineEndpoint({
  method: "GET",
  path: "/leavePolicy",
  summary: "Which dates leave may be applied for, from the school's today",
  tag: "student",
  access: "student",
  responses: { 200: leavePolicySchema },
  async handle({ settings }) {
    return ok(policyNow(settings));
  }
});

// service/package.json
var package_default = {
  name: "@leave/service",
  version: "1.0.0",
  private: true,
  description: "Every endpoint of the API written once, over a storage interface that each backend implements.",
  dependencies: {
    "@leave/config": "1.0.0",
    "@leave/contract": "1.0.0",
    "@leave/domain": "1.0.0",
    "@zxcvbn-ts/language-common": "4.1.3",
    bowser: "2.15.0",
    "csv-parse": "6.2.1",
    "csv-stringify": "6.9.0",
    "date-holidays": "3.37.0",
    helmet: "8.3.0",
    "ical-generator": "10.2.0",
    "ical.js": "2.2.1",
    "openid-client": "6.9.0",
    otpauth: "9.5.2",
    qrcode: "1.5.4",
    zod: "4.6.7"
  },
  exports: {
    ".": "./src/index.ts",
    "./package.json": "./package.json"
  },
  sideEffects: false,
  devDependencies: {
    "@types/qrcode": "1.5.6"
  }
};

// service/src/endpoints/system.ts
var API_VERSION = package_default.version;
var HEALTH_TIMEOUT_MS = 2e3;
function answerWithin(check, ms) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve("unreachable"), ms);
  });
  return Promise.race([check.catch(() => "unreachable"), late]).finally(() => clearTimeout(timer));
}
var health = defineEndpoint({
  method: "GET",
  path: "/health",
  summary: "Whether the API and its storage answer and can store a change (503 if not, within 2 seconds)",
  tag: "system",
  access: "anyone",
  sessionless: true,
  responses: { 200: healthSchema, 503: healthSchema },
  async handle({ store }) {
    const database = await answerWithin(store.ping(), HEALTH_TIMEOUT_MS);
    const version = API_VERSION;
    return database === "ok" ? ok({ status: "ok", database, version }) : ok({ status: "error", database, version }, 503);
  }
});

// service/src/endpoints/devices.ts
var targetOf = (session) => `${session.role} ${session.user_id}`;
var signedInDevices = defineEndpoint({
  method: "GET",
  path: "/signedInDevices",
  summary: "One page of the signed-in user's sessions (browser and system, address, when signed in and last seen), the most recently seen first; the one that asks is marked current",
  tag: "auth",
  access: "signed in",
  query: signedInDevicesQuerySchema,
  responses: { 200: signedInDevicePageSchema },
  async handle({ store, session, sessionToken: sessionToken2, query }) {
    const current = sessionToken2 ? hashToken2(sessionToken2) : void 0;
    const { items, total } = await store.sessions.listOf(session.role, session.user_id, pageWindow(query));
    return ok({
      items: items.map(({ token_hash, device_id, device, client_ip, created_at, last_seen_at }) => ({
        device_id,
        device,
        client_ip,
        signed_in_at: created_at,
        last_seen_at,
        current: token_hash === current
      })),
      ...pageInfo(total, query)
    });
  }
});
var signOutDevice = defineEndpoint({
  method: "POST",
  path: "/signOutDevice",
  summary: "Signs out one of the signed-in user's sessions (its live updates end at once); signing out the current one also clears its cookie. 404 if no session of theirs goes by that id",
  tag: "auth",
  access: "signed in",
  body: signOutDeviceSchema,
  responses: { 200: messageSchema },
  async handle({ store, session, sessionToken: sessionToken2, clientIp, body }) {
    const device = await store.sessions.deviceOf(session.role, session.user_id, body.device_id);
    if (!device) return refused(refusal(404, messages.noSuchDevice, "device_id"));
    await store.sessions.delete(device.token_hash);
    await audit(store, { session, clientIp }, "device signed out", targetOf(session), {
      before: { device: device.device, client_ip: device.client_ip }
    });
    const current = sessionToken2 !== void 0 && hashToken2(sessionToken2) === device.token_hash;
    return {
      ...ok({ message: messages.deviceSignedOut(device.device) }),
      ...current ? { sessionCookie: "clear" } : {}
    };
  }
});
var signOutEverywhere = defineEndpoint({
  method: "POST",
  path: "/signOutEverywhere",
  summary: "Ends every session of the signed-in user, this one included, and their live updates; clears this browser's cookie",
  tag: "auth",
  access: "signed in",
  responses: { 200: messageSchema },
  async handle({ store, session, clientIp }) {
    const ended = await store.sessions.endAllOf(session.role, session.user_id);
    await audit(store, { session, clientIp }, "signed out everywhere", targetOf(session), {
      after: { sessions: ended }
    });
    return { ...ok({ message: messages.signedOutEverywhere(ended) }), sessionCookie: "clear" };
  }
});

// service/src/publicHolidays.ts
import Holidays from "date-holidays";
function publicHolidaysIn(country, region, term) {
  const calendar = new Holidays();
  if (!(country in calendar.getCountries())) return void 0;
  if (region && !(region in (calendar.getStates(country) ?? {}))) return void 0;
  calendar.init(country, region ?? "");
  const years = /* @__PURE__ */ new Set([Number(term.first_day.slice(0, 4)), Number(term.last_day.slice(0, 4))]);
  const seen = /* @__PURE__ */ new Set();
  return [...years].flatMap((year2) => calendar.getHolidays(year2) || []).filter((holiday) => holiday.type === "public").map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name })).filter(({ date }) => date >= term.first_day && date <= term.last_day && !seen.has(date) && seen.add(date)).sort((a, b) => a.date.localeCompare(b.date));
}

// service/src/termImports.ts
import ICAL from "ical.js";
var sameHoliday = (a, b) => a.from_date === b.from_date && a.to_date === b.to_date && a.name.toLowerCase() === b.name.toLowerCase();
function holidayColumns(header) {
  const expected = header.includes("from") || header.includes("to") ? HOLIDAY_IMPORT_COLUMNS.range : HOLIDAY_IMPORT_COLUMNS.day;
  return { expected, missing: expected.filter((column) => !header.includes(column)) };
}
function icsRows(content) {
  let events;
  try {
    events = new ICAL.Component(ICAL.parse(content)).getAllSubcomponents("vevent");
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { refusal: refusal(400, messages.icsUnreadable(why), "content") };
  }
  if (!events.length) return { refusal: refusal(400, messages.icsNoEvents, "content") };
  if (events.length > IMPORT_MAX_ROWS)
    return { refusal: refusal(400, messages.importTooManyRows(IMPORT_MAX_ROWS), "content") };
  return {
    rows: events.map((component, index) => {
      const event = new ICAL.Event(component);
      const start = event.startDate;
      const end = event.endDate;
      const from = start ? start.toString().slice(0, 10) : "";
      const to = start && end && start.isDate && end.compare(start) > 0 ? addDays(end.toString().slice(0, 10), -1) : from;
      return { line: index + 1, cells: { from, to, name: event.summary ?? "" } };
    })
  };
}
function planHolidayImport(format, content, term, existing) {
  let rows;
  if (format === "ics") {
    const read = icsRows(content);
    if ("refusal" in read) return read;
    rows = read.rows;
  } else {
    const read = readCsv(content, holidayColumns, "content");
    if ("refusal" in read) return read;
    rows = read.records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  }
  const planned = [];
  return {
    rows: rows.map(({ line, cells }) => {
      const shown2 = {
        line,
        from_date: cells.from ?? cells.date ?? "",
        to_date: cells.to ?? cells.date ?? "",
        name: cells.name ?? ""
      };
      const reading = format === "ics" ? readIcsRow(cells, term) : readHolidayRow(cells, term);
      if (!reading.ok) return { ...shown2, status: "bad value", column: reading.column, message: reading.message };
      const holiday = reading.value;
      if (existing.some((h) => sameHoliday(h, holiday)) || planned.some((h) => sameHoliday(h, holiday))) {
        return { ...shown2, ...holiday, status: "already there" };
      }
      planned.push(holiday);
      return { ...shown2, ...holiday, status: "will add", holiday };
    })
  };
}
var readIcsRow = (cells, term) => {
  const reading = readHolidayRow({ from: cells.from, to: cells.to, name: cells.name }, term);
  return reading.ok ? checkInTerm(reading.value, term, "from") : reading;
};
function answerOf(statuses, rows, settled) {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] += 1;
  const needsLook = (row) => !settled.includes(row.status);
  return {
    counts,
    rows: [...rows.filter(needsLook), ...rows.filter((row) => !needsLook(row))].slice(0, IMPORT_ROWS_SHOWN)
  };
}
function holidayImportAnswer(rows, applied, message) {
  const { counts, rows: shown2 } = answerOf(HOLIDAY_IMPORT_STATUSES, rows, [
    "will add",
    "added"
  ]);
  return { applied, message, counts, rows: shown2.map(({ holiday: _holiday, ...row }) => row) };
}
function planTimetableImport(csv, knownCourses) {
  const read = readCsv(csv, TIMETABLE_IMPORT_COLUMNS);
  if ("refusal" in read) return read;
  const byCourse2 = /* @__PURE__ */ new Map();
  const firstLineOf = /* @__PURE__ */ new Map();
  const rows = read.records.map(({ record, info }) => {
    const line = info.lines;
    const shown2 = {
      line,
      course_code: record.course_code ?? "",
      weekday: record.weekday ?? "",
      start: record.start ?? "",
      end: record.end ?? "",
      room: record.room ?? ""
    };
    const reading = readMeetingRow(record);
    if (!reading.ok) return { ...shown2, status: "bad value", column: reading.column, message: reading.message };
    const { course_code, meeting: meeting2 } = reading.value;
    if (!knownCourses.has(course_code)) {
      return { ...shown2, course_code, status: "unknown course", message: messages.noCourse(course_code) };
    }
    const key = `${course_code} ${meeting2.weekday}`;
    const earlier = firstLineOf.get(key);
    if (earlier !== void 0) {
      return {
        ...shown2,
        course_code,
        status: "bad value",
        column: "weekday",
        message: `${messages.weekdayRepeated(meeting2.weekday)} (line ${earlier})`
      };
    }
    firstLineOf.set(key, line);
    byCourse2.set(course_code, [...byCourse2.get(course_code) ?? [], meeting2]);
    return { ...shown2, course_code, weekday: meeting2.weekday, status: "will set", meeting: meeting2 };
  });
  return { rows, byCourse: byCourse2 };
}
function timetableImportAnswer(rows, applied, message) {
  const { counts, rows: shown2 } = answerOf(TIMETABLE_IMPORT_STATUSES, rows, [
    "will set",
    "set"
  ]);
  return { applied, message, counts, rows: shown2.map(({ meeting: _meeting, ...row }) => row) };
}

// service/src/endpoints/terms.ts
function termClash(term, others) {
  const sameName = others.find((other) => other.name.toLowerCase() === term.name.toLowerCase());
  if (sameName) return refusal(409, messages.termNameTaken(term.name), "name");
  const overlapping = others.find(
    (other) => rangesOverlap({ from: term.first_day, to: term.last_day }, { from: other.first_day, to: other.last_day })
  );
  return overlapping ? refusal(409, messages.termsOverlap(term.name, overlapping), "first_day") : null;
}
var listTerms = defineEndpoint({
  method: "GET",
  path: "/terms",
  summary: "Terms by first day, with how many courses and holidays each has",
  tag: "admin",
  access: "admin",
  query: termListQuerySchema,
  responses: { 200: termListPageSchema },
  async handle({ store, query }) {
    const { items, total } = await store.terms.list(pageWindow(query));
    return ok({ items, ...pageInfo(total, query) });
  }
});
var addTerm = defineEndpoint({
  method: "POST",
  path: "/addTerm",
  summary: "Add a term (its first and last day of teaching); terms may not overlap",
  tag: "admin",
  access: "admin",
  body: newTermSchema,
  responses: { 201: termAnswerSchema },
  async handle({ store, session, clientIp, body }) {
    const added = await store.atomically(async (tx) => {
      const added2 = await tx.terms.insert(body, (others) => termClash(body, others));
      if (!("status" in added2))
        await audit(tx, { session, clientIp }, "term added", `term ${added2.name}`, { after: body });
      return added2;
    });
    if ("status" in added) return refused(added);
    return ok({ message: messages.termAdded(added.name), term: added }, 201);
  }
});
var editTerm = defineEndpoint({
  method: "POST",
  path: "/editTerm",
  summary: "Change a term's name or days; its courses' lectures follow at once",
  tag: "admin",
  access: "admin",
  body: termEditSchema,
  responses: { 200: termAnswerSchema },
  async handle({ store, session, clientIp, body: { term_id, ...term } }) {
    const changed = await store.atomically(async (tx) => {
      let before;
      const changed2 = await tx.terms.change(
        term_id,
        (calendar) => {
          before = calendar.term;
          const clash = termClash(term, calendar.otherTerms);
          if (clash) return { refuse: clash };
          const outside = calendar.holidays.find((h) => h.from_date < term.first_day || h.to_date > term.last_day);
          if (outside)
            return { refuse: refusal(409, messages.termLeavesHolidaysOut(term.name, outside.name), "first_day") };
          return { write: { kind: "edit", term } };
        },
        recountOf
      );
      if (changed2 === "not-found" || "status" in changed2) return changed2;
      await audit(tx, { session, clientIp }, "term edited", `term ${term.name}`, {
        before: { name: before.name, first_day: before.first_day, last_day: before.last_day },
        after: term
      });
      return changed2;
    });
    if (changed === "not-found") return refused(refusal(404, messages.noTerm(term_id)));
    if ("status" in changed) return refused(changed);
    return ok({ message: messages.termEdited(term.name), term: changed.after.term });
  }
});
var removeTerm = defineEndpoint({
  method: "POST",
  path: "/removeTerm",
  summary: "Remove a term that no course is in, with its holidays",
  tag: "admin",
  access: "admin",
  body: termRefSchema,
  responses: { 200: messageSchema },
  async handle({ store, session, clientIp, body }) {
    const removed = await store.atomically(async (tx) => {
      const removed2 = await tx.terms.remove(body.term_id);
      if (typeof removed2 !== "string") {
        await audit(tx, { session, clientIp }, "term removed", `term ${removed2.name}`, { before: { ...removed2 } });
      }
      return removed2;
    });
    if (removed === "not-found") return refused(refusal(404, messages.noTerm(body.term_id)));
    if (removed === "in use") {
      const term = await store.terms.find(body.term_id);
      return refused(refusal(409, messages.termInUse(term?.name ?? String(body.term_id)), "term_id"));
    }
    return ok({ message: messages.termRemoved(removed.name) });
  }
});
var listHolidays = defineEndpoint({
  method: "GET",
  path: "/holidays",
  summary: "A term's holidays and breaks, by date",
  tag: "admin",
  access: "admin",
  query: holidaysQuerySchema,
  responses: { 200: holidayPageSchema },
  async handle({ store, query }) {
    if (!await store.terms.find(query.term_id)) return refused(refusal(404, messages.noTerm(query.term_id)));
    const { items, total } = await store.terms.holidays(query.term_id, pageWindow(query));
    return ok({ items, ...pageInfo(total, query) });
  }
});
function addHolidays(holidays) {
  return (calendar) => {
    if (calendar.holidays.length + holidays.length > MAX_HOLIDAYS_PER_TERM) {
      return { refuse: refusal(409, messages.tooManyHolidays(MAX_HOLIDAYS_PER_TERM)) };
    }
    for (const holiday of holidays) {
      const inTerm = checkInTerm(holiday, calendar.term);
      if (!inTerm.ok) return { refuse: refusal(400, messages.holidayNotInTerm(calendar.term), "from_date") };
      const same = calendar.holidays.find(
        (h) => h.from_date === holiday.from_date && h.to_date === holiday.to_date && h.name.toLowerCase() === holiday.name.toLowerCase()
      );
      if (same)
        return {
          refuse: refusal(409, messages.holidayExists(calendar.term.name, same.name, same.from_date), "from_date")
        };
    }
    return { write: { kind: "add holidays", holidays } };
  };
}
var addHoliday = defineEndpoint({
  method: "POST",
  path: "/addHoliday",
  summary: "Add a holiday (a day) or a break (a range) to a term; its courses' lectures follow at once",
  tag: "admin",
  access: "admin",
  body: newHolidaySchema,
  responses: { 201: holidayAnswerSchema },
  async handle({ store, session, clientIp, body }) {
    const holiday = { from_date: body.from_date, to_date: body.to_date ?? body.from_date, name: body.name };
    const changed = await store.atomically(async (tx) => {
      const changed2 = await tx.terms.change(body.term_id, addHolidays([holiday]), recountOf);
      if (changed2 === "not-found" || "status" in changed2) return changed2;
      await audit(tx, { session, clientIp }, "holiday added", `term ${changed2.after.term.name}`, { after: holiday });
      return changed2;
    });
    if (changed === "not-found") return refused(refusal(404, messages.noTerm(body.term_id), "term_id"));
    if ("status" in changed) return refused(changed);
    const added = changed.holidays[0];
    return ok({ message: messages.holidayAdded(added.name, added.from_date, added.to_date), holiday: added }, 201);
  }
});
var removeHoliday = defineEndpoint({
  method: "POST",
  path: "/removeHoliday",
  summary: "Remove a holiday; its term's courses count that day's lectures again",
  tag: "admin",
  access: "admin",
  body: holidayRefSchema,
  responses: { 200: messageSchema },
  async handle({ store, session, clientIp, body }) {
    const termId = await store.terms.holidayTerm(body.holiday_id);
    const notFound = refusal(404, messages.noHoliday(body.holiday_id));
    if (termId === void 0) return refused(notFound);
    const changed = await store.atomically(async (tx) => {
      const changed2 = await tx.terms.change(
        termId,
        (calendar) => {
          const holidays = calendar.holidays.filter((h) => h.holiday_id !== body.holiday_id);
          if (holidays.length === calendar.holidays.length) return { refuse: notFound };
          return { write: { kind: "remove holiday", holiday_id: body.holiday_id } };
        },
        recountOf
      );
      if (changed2 === "not-found" || "status" in changed2) return changed2;
      const removed2 = changed2.holidays[0];
      await audit(tx, { session, clientIp }, "holiday removed", `term ${changed2.after.term.name}`, {
        before: { from_date: removed2.from_date, to_date: removed2.to_date, name: removed2.name }
      });
      return changed2;
    });
    if (changed === "not-found") return refused(notFound);
    if ("status" in changed) return refused(changed);
    const removed = changed.holidays[0];
    return ok({ message: messages.holidayRemoved(removed.name) });
  }
});
var importHolidays = defineEndpoint({
  method: "POST",
  path: "/importHolidays",
  summary: "Holidays from a CSV file (date,name or from,to,name) or an iCalendar file: previewed row by row, or with apply, the new ones added to the term in one transaction",
  tag: "admin",
  access: "admin",
  maxBodyBytes: IMPORT_MAX_BYTES + 1024,
  body: holidayImportSchema,
  responses: { 200: holidayImportResultSchema },
  async handle({ store, session, clientIp, body }) {
    const term = await store.terms.find(body.term_id);
    if (!term) return refused(refusal(404, messages.noTerm(body.term_id), "term_id"));
    const existing = await store.terms.holidaysOf([term.term_id]);
    const plan = planHolidayImport(body.format, body.content, term, existing);
    if ("refusal" in plan) return refused(plan.refusal);
    const toAdd = plan.rows.filter((row) => row.status === "will add");
    if (!body.apply) {
      return ok(holidayImportAnswer(plan.rows, false, messages.holidaysPreviewed(toAdd.length, plan.rows.length)));
    }
    const changed = await store.atomically(async (tx) => {
      const changed2 = toAdd.length ? await tx.terms.change(term.term_id, addHolidays(toAdd.map((row) => row.holiday)), recountOf) : { holidays: [] };
      if (changed2 === "not-found" || "status" in changed2) return changed2;
      await audit(tx, { session, clientIp }, "holidays imported", `term ${term.name}`, {
        after: {
          added: changed2.holidays.map(
            (h) => `${h.from_date}${h.to_date === h.from_date ? "" : ` to ${h.to_date}`} ${h.name}`
          )
        }
      });
      return changed2;
    });
    if (changed === "not-found") return refused(refusal(404, messages.noTerm(body.term_id), "term_id"));
    if ("status" in changed) return refused(changed);
    for (const row of toAdd) row.status = "added";
    return ok(holidayImportAnswer(plan.rows, true, messages.holidaysImported(changed.holidays.length)));
  }
});
var publicHolidays = defineEndpoint({
  method: "GET",
  path: "/publicHolidays",
  summary: "A country's (and region's) public holidays inside a term, from the date-holidays library, to pick from",
  tag: "admin",
  access: "admin",
  query: publicHolidaysQuerySchema,
  responses: { 200: publicHolidaysSchema },
  async handle({ store, query }) {
    const term = await store.terms.find(query.term_id);
    if (!term) return refused(refusal(404, messages.noTerm(query.term_id), "term_id"));
    const found = publicHolidaysIn(query.country, query.region, term);
    if (!found) return refused(refusal(400, messages.unknownCountry(query.country, query.region), "country"));
    const existing = await store.terms.holidaysOf([term.term_id]);
    return ok({
      country: query.country,
      region: query.region ?? null,
      items: found.map((holiday) => ({
        ...holiday,
        added: existing.some((h) => h.from_date <= holiday.date && holiday.date <= h.to_date)
      }))
    });
  }
});

// service/src/endpoints/timetables.ts
var timetableOf = ({
  course_code,
  term,
  meetings,
  changes,
  total_lectures
}) => ({
  course_code,
  term,
  meetings,
  changes,
  total_lectures
});
async function calendarFor(store, session, code) {
  const calendar = await store.timetables.calendarOf(code.toUpperCase());
  const course = calendar && await store.courses.find(calendar.course_code);
  if (!calendar || !course) return { refusal: refusal(404, messages.noCourse(code)) };
  if (session.role !== "admin" && course.instructor_id !== session.user_id) {
    return { refusal: refusal(403, messages.notYourCourse) };
  }
  return { calendar };
}
async function windowOf(store, calendars, from, to) {
  const termIds = [...new Set(calendars.flatMap((c) => c.term ? [c.term.term_id] : []))];
  const holidays = termIds.length ? await store.terms.holidaysOf(termIds) : [];
  return {
    from,
    to,
    lectures: calendars.flatMap((calendar) => lecturesBetween(calendar, from, to)).sort(
      (a, b) => a.date.localeCompare(b.date) || (a.start ?? "").localeCompare(b.start ?? "") || a.course_code.localeCompare(b.course_code)
    ),
    holidays: holidayDays(holidays, from, to),
    cancelled: calendars.flatMap((calendar) => missedMeetings(calendar, from, to)).sort((a, b) => a.date.localeCompare(b.date) || a.course_code.localeCompare(b.course_code)),
    untimetabled: calendars.filter((calendar) => !isTimetabled(calendar)).map((calendar) => calendar.course_code)
  };
}
var courseTimetable = defineEndpoint({
  method: "GET",
  path: "/courseTimetable",
  summary: "A course's term, weekly meetings, one-off changes and total lectures (its instructor, or the admin)",
  tag: "instructor",
  access: "signed in",
  query: courseRefQuerySchema,
  responses: { 200: courseTimetableSchema },
  async handle({ store, session, query }) {
    const found = await calendarFor(store, session, query.course_code);
    if ("refusal" in found) return refused(found.refusal);
    return ok(timetableOf(found.calendar));
  }
});
var setTimetable = defineEndpoint({
  method: "POST",
  path: "/setTimetable",
  summary: "Set a course's term and weekly meetings (none: every date counts, as before); its total lectures and its students' leave are counted again at once",
  tag: "admin",
  access: "admin",
  body: timetableSchema,
  responses: { 200: timetableAnswerSchema },
  async handle({ store, session, clientIp, body }) {
    const code = body.course_code.toUpperCase();
    if (body.meetings.length && body.term_id === null) {
      return refused(refusal(400, messages.timetableNeedsTerm(code), "term_id"));
    }
    if (body.term_id !== null && !await store.terms.find(body.term_id)) {
      return refused(refusal(404, messages.noTerm(body.term_id), "term_id"));
    }
    const changed = await store.atomically(async (tx) => {
      let before;
      const changed2 = await tx.timetables.change(
        code,
        (calendar) => {
          before = calendar;
          return { write: { kind: "timetable", term_id: body.term_id, meetings: body.meetings } };
        },
        recountOf
      );
      if (changed2 === "not-found" || "status" in changed2) return changed2;
      const { after: after2 } = changed2;
      await audit(tx, { session, clientIp }, "timetable set", `course ${code}`, {
        before: {
          term: before.term?.name ?? null,
          meetings: before.meetings,
          total_lectures: before.total_lectures
        },
        after: { term: after2.term?.name ?? null, meetings: after2.meetings, total_lectures: after2.total_lectures }
      });
      return changed2;
    });
    if (changed === "not-found") return refused(refusal(404, messages.noCourse(code), "course_code"));
    if ("status" in changed) return refused(changed);
    const { after } = changed;
    const message = isTimetabled(after) ? messages.timetableSet(code, after.total_lectures, after.term.name) : messages.timetableCleared(code, after.total_lectures);
    return ok({ message, timetable: timetableOf(after) });
  }
});
var importTimetables = defineEndpoint({
  method: "POST",
  path: "/importTimetables",
  summary: "Timetables from a CSV file (course_code, weekday, start, end, room): previewed row by row, or with apply, each course named gets exactly its rows as its weekly meetings",
  tag: "admin",
  access: "admin",
  body: timetableImportSchema,
  responses: { 200: timetableImportResultSchema },
  async handle({ store, session, clientIp, body }) {
    const known = new Set((await store.courses.summaries()).map((course) => course.course_code));
    const plan = planTimetableImport(body.csv, known);
    if ("refusal" in plan) return refused(plan.refusal);
    const willSet = plan.rows.filter((row) => row.status === "will set");
    if (!body.apply) {
      return ok(
        timetableImportAnswer(plan.rows, false, messages.timetablesPreviewed(plan.byCourse.size, willSet.length))
      );
    }
    const set = [];
    const refusals = /* @__PURE__ */ new Map();
    await store.atomically(async (tx) => {
      for (const [code, meetings] of plan.byCourse) {
        const changed = await tx.timetables.change(
          code,
          (calendar) => calendar.term ? { write: { kind: "timetable", term_id: calendar.term.term_id, meetings } } : { refuse: refusal(400, messages.timetableNeedsTerm(code), "term_id") },
          recountOf
        );
        if (changed === "not-found") refusals.set(code, messages.noCourse(code));
        else if ("status" in changed) refusals.set(code, changed.message);
        else set.push(code);
      }
      await audit(tx, { session, clientIp }, "timetables imported", "timetables", { after: { courses: set } });
    });
    for (const row of willSet) {
      const why = refusals.get(row.course_code);
      if (why) Object.assign(row, { status: "bad value", column: "course_code", message: why });
      else row.status = "set";
    }
    return ok(timetableImportAnswer(plan.rows, true, messages.timetablesImported(set.length)));
  }
});
var cancelLecture = defineEndpoint({
  method: "POST",
  path: "/cancelLecture",
  summary: "Cancel one lecture of a course (its instructor, or the admin), with a reason: students with leave that day are told, and that leave is kept and no longer counts",
  tag: "instructor",
  access: "signed in",
  body: cancelLectureSchema,
  responses: { 200: timetableAnswerSchema },
  async handle({ store, settings, session, clientIp, body }) {
    const found = await calendarFor(store, session, body.course_code);
    if ("refusal" in found) return refused(found.refusal);
    const code = found.calendar.course_code;
    const cancelled = await store.atomically(async (tx) => {
      const changed = await tx.timetables.change(
        code,
        (calendar) => {
          if (!isTimetabled(calendar)) return { refuse: refusal(409, messages.noTimetable(code), "course_code") };
          const answer2 = lectureOn(calendar, body.date);
          if ("none" in answer2)
            return { refuse: refusal(409, messages.noLectureToCancel(code, body.date, answer2.none.message), "date") };
          const extra = calendar.changes.find((c) => c.date === body.date && c.kind === "extra");
          return extra ? { write: { kind: "remove change", change_id: extra.change_id } } : {
            write: {
              kind: "add change",
              change: {
                date: body.date,
                kind: "cancelled",
                reason: body.reason,
                start: null,
                end: null,
                room: null
              }
            }
          };
        },
        recountOf
      );
      if (changed === "not-found" || "status" in changed) return changed;
      const onLeave2 = await tx.timetables.activeLeaveOn(code, body.date);
      await audit(tx, { session, clientIp }, "lecture cancelled", `course ${code}`, {
        after: { date: body.date, reason: body.reason, students_on_leave: onLeave2.map((leave) => leave.user_id) }
      });
      return { ...changed, onLeave: onLeave2 };
    });
    if (cancelled === "not-found") return refused(refusal(404, messages.noCourse(code)));
    if ("status" in cancelled) return refused(cancelled);
    const { onLeave } = cancelled;
    await notify(store, settings, () => lectureCancelledNotices(code, body.date, body.reason, onLeave));
    return ok({
      message: messages.lectureCancelledDone(code, body.date, onLeave.length),
      timetable: timetableOf(cancelled.after)
    });
  }
});
var addLecture = defineEndpoint({
  method: "POST",
  path: "/addLecture",
  summary: "Add an extra lecture of a course on a date inside its term (its instructor, or the admin)",
  tag: "instructor",
  access: "signed in",
  body: extraLectureSchema,
  responses: { 201: timetableAnswerSchema },
  async handle({ store, session, clientIp, body }) {
    const found = await calendarFor(store, session, body.course_code);
    if ("refusal" in found) return refused(found.refusal);
    const code = found.calendar.course_code;
    const changed = await store.atomically(async (tx) => {
      const changed2 = await tx.timetables.change(
        code,
        (calendar) => {
          if (!isTimetabled(calendar)) return { refuse: refusal(409, messages.noTimetable(code), "course_code") };
          const term = calendar.term;
          if (body.date < term.first_day || body.date > term.last_day) {
            return { refuse: refusal(400, messages.extraOutsideTerm(code, term), "date") };
          }
          const cancelled = calendar.changes.find((c) => c.date === body.date && c.kind === "cancelled");
          if (cancelled) return { write: { kind: "remove change", change_id: cancelled.change_id } };
          if ("lecture" in lectureOn(calendar, body.date)) {
            return { refuse: refusal(409, messages.lectureExists(code, body.date), "date") };
          }
          return {
            write: {
              kind: "add change",
              change: {
                date: body.date,
                kind: "extra",
                reason: null,
                start: body.start ?? null,
                end: body.end ?? null,
                room: body.room || null
              }
            }
          };
        },
        recountOf
      );
      if (changed2 !== "not-found" && !("status" in changed2)) {
        await audit(tx, { session, clientIp }, "lecture added", `course ${code}`, {
          after: { date: body.date, start: body.start ?? null, end: body.end ?? null, room: body.room || null }
        });
      }
      return changed2;
    });
    if (changed === "not-found") return refused(refusal(404, messages.noCourse(code)));
    if ("status" in changed) return refused(changed);
    return ok({ message: messages.extraLectureAdded(code, body.date), timetable: timetableOf(changed.after) }, 201);
  }
});
var removeLectureChange = defineEndpoint({
  method: "POST",
  path: "/removeLectureChange",
  summary: "Undo a cancelled or an extra lecture (the course\u2019s instructor, or the admin)",
  tag: "instructor",
  access: "signed in",
  body: lectureChangeRefSchema,
  responses: { 200: timetableAnswerSchema },
  async handle({ store, session, clientIp, body }) {
    const code = await store.timetables.changeCourse(body.change_id);
    const notFound = refusal(404, messages.noLectureChange(body.change_id));
    if (!code) return refused(notFound);
    const found = await calendarFor(store, session, code);
    if ("refusal" in found) return refused(found.refusal);
    const changed = await store.atomically(async (tx) => {
      const changed2 = await tx.timetables.change(
        code,
        (calendar) => calendar.changes.some((c) => c.change_id === body.change_id) ? { write: { kind: "remove change", change_id: body.change_id } } : { refuse: notFound },
        recountOf
      );
      if (changed2 === "not-found" || "status" in changed2) return changed2;
      const removed2 = changed2.change;
      await audit(tx, { session, clientIp }, "lecture change removed", `course ${code}`, {
        before: { date: removed2.date, kind: removed2.kind, reason: removed2.reason }
      });
      return changed2;
    });
    if (changed === "not-found") return refused(notFound);
    if ("status" in changed) return refused(changed);
    const removed = changed.change;
    return ok({
      message: messages.lectureChangeRemoved(code, removed.date, removed.kind),
      timetable: timetableOf(changed.after)
    });
  }
});
var courseCalendar = defineEndpoint({
  method: "GET",
  path: "/courseCalendar",
  summary: "A course's lectures between two dates (at most 400 days), with its term's holidays and the meetings it misses (its instructor, or the admin)",
  tag: "instructor",
  access: "signed in",
  query: courseCalendarQuerySchema,
  responses: { 200: timetableWindowSchema },
  async handle({ store, session, query }) {
    const found = await calendarFor(store, session, query.course_code);
    if ("refusal" in found) return refused(found.refusal);
    return ok(await windowOf(store, [found.calendar], query.from, query.to));
  }
});
var myTimetable = defineEndpoint({
  method: "GET",
  path: "/myTimetable",
  summary: "A student's lectures between two dates (at most 62 days) in the courses they are enrolled in, with their terms' holidays and the lectures that are not held (their own only)",
  tag: "student",
  access: "student",
  query: myTimetableQuerySchema,
  responses: { 200: timetableWindowSchema },
  async handle({ store, session, query }) {
    const notOwn = checkOwnData(session, query.user_id);
    if (notOwn) return refused(notOwn);
    const codes = (await store.enrolments.tallies(session.user_id)).map((tally) => tally.course_code);
    const calendars = codes.length ? await store.timetables.calendarsOf(codes) : [];
    return ok(await windowOf(store, calendars, query.from, query.to));
  }
});

// service/src/endpoints/requests.ts
async function summaryOf(store, readKind, request) {
  const readCalendar = calendarReader(store);
  const courses = [];
  for (const [course_code, leaves] of byCourse(request.leaves)) {
    const statuses = {};
    for (const leave of leaves) statuses[leave.status] = (statuses[leave.status] ?? 0) + 1;
    const notCounted = leaves.filter((leave) => !leave.lecture);
    courses.push({
      course_code,
      lectures: leaves.length - notCounted.length,
      statuses,
      leave_ids: leaves.map((leave) => leave.leave_id),
      not_counted: await Promise.all(
        notCounted.map(async (leave) => ({
          leave_id: leave.leave_id,
          leave_date: leave.leave_date,
          status: leave.status,
          message: await whyNotCounted(readCalendar, leave)
        }))
      )
    });
  }
  return {
    request_id: request.request_id,
    user_id: request.roll_no,
    student_name: request.student_name,
    reason: request.leaves[0]?.reason ?? "",
    ...spanOf(request.leaves),
    applied_at: request.applied_at,
    courses,
    ...kindOfRequest(await readKind(request.kind_id), request)
  };
}
var REQUEST_AUDIT = {
  withdraw: "request withdrawn",
  approve: "request approved",
  reject: "request rejected"
};
async function moveRequest(store, settings, source, request, leaves, action, comment) {
  const { session } = source;
  const today = schoolToday(settings);
  return store.atomically(async (tx) => {
    const moved = [];
    for (const leave of leaves) {
      const result = await tx.leaves.move(
        leave.leave_id,
        (current) => {
          const refused2 = checkLeaveAction(session, current, action, { today, comment: comment ?? void 0 });
          return refused2 ? { refuse: refused2 } : { to: statusAfter(action) };
        },
        { id: session.user_id, role: session.role },
        comment
      );
      if (result !== "not-found" && "to" in result) moved.push({ ...leave, status: result.to });
    }
    if (!moved.length) return moved;
    await audit(tx, source, REQUEST_AUDIT[action], `request ${request.request_id}`, {
      after: {
        roll_no: request.roll_no,
        leaves: moved.map((leave) => `${leave.leave_date} ${leave.course_code}`),
        status: statusAfter(action),
        ...comment ? { comment } : {}
      }
    });
    return moved;
  });
}
var myRequests = defineEndpoint({
  method: "GET",
  path: "/myRequests",
  summary: "My Requests as one card per request: what a student applied for together, newest first, each course's part with its statuses (their own only)",
  tag: "student",
  access: "student",
  query: myRequestsQuerySchema,
  responses: { 200: requestPageSchema },
  async handle({ store, session, query }) {
    const notOwn = checkOwnData(session, query.user_id);
    if (notOwn) return refused(notOwn);
    const { items, total } = await store.requests.ofStudent(
      { roll_no: session.user_id, status: query.status, course_code: query.course_code?.toUpperCase() },
      pageWindow(query)
    );
    const readKind = kindReader(store);
    return ok({
      items: await Promise.all(items.map((request) => summaryOf(store, readKind, request))),
      ...pageInfo(total, query)
    });
  }
});
var withdrawRequest = defineEndpoint({
  method: "POST",
  path: "/withdrawRequest",
  summary: "Withdraw every pending leave of one's own request, or only those in one course",
  tag: "student",
  access: "student",
  body: withdrawRequestSchema,
  responses: { 200: requestActionSchema },
  async handle({ store, settings, session, clientIp, body }) {
    const request = await store.requests.find(body.request_id);
    if (!request) return refused(refusal(404, messages.noRequest(body.request_id)));
    if (request.roll_no !== session.user_id) return refused(refusal(403, messages.onlyOwnLeaveChange));
    const code = body.course_code?.toUpperCase();
    const pending = request.leaves.filter((l) => l.status === "pending" && (!code || l.course_code === code));
    const moved = await moveRequest(store, settings, { session, clientIp }, request, pending, "withdraw", null);
    if (!moved.length) return refused(refusal(409, messages.nothingToWithdraw));
    await notify(store, settings, () => requestMovedNotices(store, session, request, moved, "withdraw", null));
    await purgeWithdrawnDocuments(store, settings, { session, clientIp });
    return ok({ message: messages.requestWithdrawn(moved.length), moved: moved.length });
  }
});
var pendingRequests = defineEndpoint({
  method: "GET",
  path: "/pendingRequests",
  summary: "A course's pending requests, one row per request (the earliest pending date first), each with what approving it would do (a course taught)",
  tag: "instructor",
  access: "course instructor",
  query: pendingRequestsQuerySchema,
  responses: { 200: pendingRequestPageSchema },
  async handle({ store, session, query }) {
    const code = query.course_code.toUpperCase();
    const course = await store.courses.find(code);
    if (!course) return refused(refusal(404, messages.noCourse(code)));
    const notTeacher = checkTeaches(session, course);
    if (notTeacher) return refused(notTeacher);
    const { items, total } = await store.requests.pendingOfCourse(code, pageWindow(query));
    const readCalendar = calendarReader(store);
    const notCounted = /* @__PURE__ */ new Map();
    for (const leave of items.flatMap((request) => request.leaves.filter((l) => !l.lecture))) {
      notCounted.set(leave.leave_id, await whyNotCounted(readCalendar, leave));
    }
    const readKind = kindReader(store);
    const kinds = await Promise.all(items.map((request) => readKind(request.kind_id)));
    return ok({
      course_code: code,
      items: items.map((request, index) => {
        const kind = kinds[index];
        const lectures = request.leaves.filter((leave) => leave.lecture).length;
        return {
          request_id: request.request_id,
          course_code: code,
          user_id: request.roll_no,
          student_name: request.student_name,
          reason: request.leaves[0]?.reason ?? "",
          ...spanOf(request.leaves),
          leaves: request.leaves.map((leave) => ({
            leave_id: leave.leave_id,
            leave_date: leave.leave_date,
            counts: leave.lecture,
            ...leave.lecture ? {} : { message: notCounted.get(leave.leave_id) }
          })),
          lectures,
          ...previewApproval(
            request.accepted_days,
            kind.counts ? lectures : 0,
            course.total_lectures,
            course.leave_limit
          ),
          ...kindOfRequest(kind, request)
        };
      }),
      ...pageInfo(total, query)
    });
  }
});
var decideRequest = defineEndpoint({
  method: "POST",
  path: "/decideRequest",
  summary: "Approve or reject a request's pending leave in one course taught, in one action, with an optional comment",
  tag: "instructor",
  access: "course instructor",
  body: requestDecisionSchema,
  responses: { 200: requestActionSchema },
  async handle({ store, settings, session, clientIp, body }) {
    const code = body.course_code.toUpperCase();
    const course = await store.courses.find(code);
    if (!course) return refused(refusal(404, messages.noCourse(code), "course_code"));
    const notTeacher = checkTeaches(session, course);
    if (notTeacher) return refused(notTeacher);
    const request = await store.requests.find(body.request_id);
    if (!request) return refused(refusal(404, messages.noRequest(body.request_id)));
    const comment = body.comment?.trim() || null;
    const action = body.decision === "accepted" ? "approve" : "reject";
    if (action === "approve") {
      const kind = await kindReader(store)(request.kind_id);
      if (kindOfRequest(kind, request).document_needed && request.documents === 0) {
        if (!body.override_document) return refused(refusal(409, messages.documentStillNeeded(kind.name)));
        if (!comment) return refused(refusal(400, messages.overrideNeedsComment, "comment"));
      }
    }
    const pending = request.leaves.filter((l) => l.course_code === code && l.status === "pending");
    const moved = await moveRequest(store, settings, { session, clientIp }, request, pending, action, comment);
    if (!moved.length) return refused(refusal(409, messages.nothingToDecide(code)));
    await notify(store, settings, () => requestMovedNotices(store, session, request, moved, action, comment));
    return ok({ message: messages.requestDecided(moved.length, body.decision, code), moved: moved.length });
  }
});

// service/src/endpoints/notifications.ts
var recipientOf = (session) => ({ role: session.role, user_id: session.user_id });
var notifications = defineEndpoint({
  method: "GET",
  path: "/notifications",
  summary: "One page of the signed-in user's notifications, newest first, with how many are unread",
  tag: "notifications",
  access: "signed in",
  query: notificationsQuerySchema,
  responses: { 200: notificationPageSchema },
  async handle({ store, session, query }) {
    const { items, total, unread } = await store.notifications.page(recipientOf(session), pageWindow(query));
    return ok({ items, unread, ...pageInfo(total, query) });
  }
});
var readNotifications = defineEndpoint({
  method: "POST",
  path: "/readNotifications",
  summary: "Marks some of the signed-in user's notifications read (others' ids are ignored), or all of them",
  tag: "notifications",
  access: "signed in",
  body: readNotificationsSchema,
  responses: { 200: notificationsReadSchema },
  async handle({ store, session, body }) {
    const ids = body.all ? "all" : body.notification_ids ?? [];
    const recipient = recipientOf(session);
    const unreadBefore = (await store.notifications.page(recipient, { offset: 0, limit: 1 })).unread;
    const unread = await store.notifications.markRead(recipient, ids);
    return ok({ message: messages.notificationsRead(unreadBefore - unread), unread });
  }
});
var notificationSettings = defineEndpoint({
  method: "GET",
  path: "/notificationSettings",
  summary: "Where the signed-in user\u2019s email notifications go, and whether they are on",
  tag: "notifications",
  access: "signed in",
  responses: { 200: notificationSettingsAnswerSchema },
  async handle({ store, session }) {
    const contact = await store.users.contact(session.role, session.user_id);
    if (!contact) return refused(refusal(404, messages.signInToContinue));
    return ok(contact);
  }
});
var saveNotificationSettings = defineEndpoint({
  method: "POST",
  path: "/saveNotificationSettings",
  summary: "Sets the signed-in user\u2019s email address for notifications and turns them on or off",
  tag: "notifications",
  access: "signed in",
  body: notificationSettingsSchema,
  responses: { 200: messageSchema },
  async handle({ store, session, body }) {
    const saved = await store.users.setContact(session.role, session.user_id, body);
    if (!saved) return refused(refusal(404, messages.signInToContinue));
    return ok({ message: messages.notificationSettingsSaved });
  }
});

// service/src/liveHub.ts
var recipientKey = ({ role, user_id }) => `${role}:${user_id}`;
function addUnder(sets, key, item) {
  const set = sets.get(key) ?? /* @__PURE__ */ new Set();
  set.add(item);
  sets.set(key, set);
  return () => {
    set.delete(item);
    if (!set.size) sets.delete(key);
  };
}
var LiveHub = class {
  listeners = /* @__PURE__ */ new Map();
  streams = /* @__PURE__ */ new Set();
  /** Each open stream's sign-out, by its session's token hash. */
  bySession = /* @__PURE__ */ new Map();
  subscribe(recipient, onWake) {
    return addUnder(this.listeners, recipientKey(recipient), onWake);
  }
  /** Keeps a way to end an open stream, for shutdown; returns how to forget it. */
  track(end) {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }
  /** How many streams `tokenHash`'s session has open here. */
  openFor(tokenHash) {
    return this.bySession.get(tokenHash)?.size ?? 0;
  }
  /** Keeps how to sign an open stream out when its session ends; returns how to forget it. */
  trackSession(tokenHash, signOut) {
    return addUnder(this.bySession, tokenHash, signOut);
  }
  /**
   * Signs out every stream of a session that ended (a sign-out, a password change or reset, a
   * deactivation), at once: the real API calls it for every session ended on any instance.
   */
  endSession(tokenHash) {
    for (const signOut of [...this.bySession.get(tokenHash) ?? []]) signOut();
  }
  /**
   * Ends every open stream: a server closing gracefully waits for its connections, and a stream
   * never ends by itself. Browsers reconnect (to this instance once it is back, or another).
   */
  shutdown() {
    for (const end of [...this.streams]) end();
    this.streams.clear();
  }
  /** Wakes one recipient's streams, by their key. */
  wake(key) {
    for (const onWake of this.listeners.get(key) ?? []) onWake();
  }
  /** Wakes every stream: after the wake-up channel itself was lost, so none misses anything. */
  wakeAll() {
    for (const set of this.listeners.values()) for (const onWake of set) onWake();
  }
};

// service/src/endpoints/liveEvents.ts
var HEARTBEAT_MS = 2e4;
var MAX_STREAMS_PER_SESSION = 20;
var RETRY_MS = 2e3;
var CATCH_UP_MAX = 100;
var readsInFlight = /* @__PURE__ */ new WeakMap();
function readAfter(store, recipient, afterId) {
  const inFlight = readsInFlight.get(store) ?? /* @__PURE__ */ new Map();
  readsInFlight.set(store, inFlight);
  const key = `${recipientKey(recipient)}|${afterId}`;
  let read = inFlight.get(key);
  if (!read) {
    read = store.notifications.after(recipient, afterId, CATCH_UP_MAX).finally(() => inFlight.delete(key));
    inFlight.set(key, read);
  }
  return read;
}
var frame = (event, id, data) => `id: ${id}
event: ${event}
data: ${JSON.stringify(data)}

`;
var lastSeen = (header) => header && /^\d{1,15}$/.test(header) ? Number(header) : void 0;
var liveEvents = defineEndpoint({
  method: "GET",
  path: "/events",
  summary: "The signed-in user's live event stream (Server-Sent Events): each new notification as it is stored, on any instance; reconnecting with Last-Event-ID sends those missed; a signed-out event ends it with its session. 429 once the session already holds 20 streams (one per tab)",
  tag: "notifications",
  access: "signed in",
  produces: "text/event-stream",
  responses: { 200: liveEventsSchema },
  async handle({ store, session, sessionToken: sessionToken2, live, lastEventId }) {
    if (sessionToken2 && live.openFor(hashToken2(sessionToken2)) >= MAX_STREAMS_PER_SESSION)
      return refused(refusal(429, messages.tooManyStreams(MAX_STREAMS_PER_SESSION)));
    const recipient = recipientOf(session);
    const resumeFrom = lastSeen(lastEventId) ?? await store.notifications.latestId(recipient);
    return {
      status: 200,
      body: null,
      stream: (channel) => stream(channel, { store, recipient, sessionToken: sessionToken2, live, resumeFrom, resumed: lastEventId })
    };
  }
});
function stream(channel, context) {
  const { store, recipient, live } = context;
  let sent = context.resumeFrom;
  let closed = false;
  let reading = null;
  let again = false;
  const sendNew = () => {
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = (async () => {
      let full;
      do {
        again = false;
        const fresh = await readAfter(store, recipient, sent);
        for (const item of fresh) {
          if (closed) return;
          channel.write(frame(LIVE_EVENTS.notification, item.notification_id, item));
          sent = item.notification_id;
        }
        full = fresh.length === CATCH_UP_MAX;
      } while ((again || full) && !closed);
    })().catch((error) => console.error("live events: could not read notifications", error)).finally(() => {
      reading = null;
    });
  };
  const signOut = () => {
    if (closed) return;
    channel.write(frame(LIVE_EVENTS.signedOut, sent, {}));
    channel.end();
  };
  const unsubscribe = live.subscribe(recipient, sendNew);
  const untrack = live.track(() => channel.end());
  const untrackSession = context.sessionToken ? live.trackSession(hashToken2(context.sessionToken), signOut) : () => {
  };
  const heartbeat = setInterval(() => {
    void resolveSession(store, context.sessionToken).then(
      (session) => {
        if (closed) return;
        if (session) return channel.write(": still here\n\n");
        signOut();
      },
      () => channel.write(": still here\n\n")
    );
  }, HEARTBEAT_MS);
  channel.onClose(() => {
    closed = true;
    unsubscribe();
    untrack();
    untrackSession();
    clearInterval(heartbeat);
  });
  channel.write(`retry: ${RETRY_MS}

`);
  channel.write(frame(LIVE_EVENTS.ready, sent, { resumed: context.resumed !== void 0 }));
  sendNew();
}

// service/src/endpoints/leaveKinds.ts
var leaveKinds = defineEndpoint({
  method: "GET",
  path: "/leaveKinds",
  summary: "One page of the kinds of leave, by name: whether each counts toward the limit, when it needs a document, and whether students may choose it",
  tag: "student",
  access: "signed in",
  query: leaveKindsQuerySchema,
  responses: { 200: leaveKindPageSchema },
  async handle({ store, query }) {
    return okPage(query, (window) => store.kinds.list(window));
  }
});
var addLeaveKind = defineEndpoint({
  method: "POST",
  path: "/addLeaveKind",
  summary: "Adds a kind of leave (its name unique, any case)",
  tag: "admin",
  access: "admin",
  body: leaveKindPayloadSchema,
  responses: { 201: leaveKindAnswerSchema },
  async handle({ store, session, clientIp, body }) {
    const added = await store.atomically(async (tx) => {
      const kind = await tx.kinds.insert(body);
      if (kind !== "duplicate") {
        await audit(tx, { session, clientIp }, "leave kind added", `leave kind ${kind.kind_id}`, {
          after: { ...body }
        });
      }
      return kind;
    });
    if (added === "duplicate") return refused(refusal(409, messages.leaveKindExists(body.name), "name"));
    return ok({ message: messages.leaveKindAdded(added.name), kind: added }, 201);
  }
});
var editLeaveKind = defineEndpoint({
  method: "POST",
  path: "/editLeaveKind",
  summary: "Changes a kind of leave; when whether it counts changes, every leave of that kind follows at once (percentages, can still miss, the roster)",
  tag: "admin",
  access: "admin",
  body: leaveKindEditSchema,
  responses: { 200: leaveKindAnswerSchema },
  async handle({ store, session, clientIp, body }) {
    const saved = await store.atomically(async (tx) => {
      const before = await tx.kinds.find(body.kind_id);
      if (!before) return "not-found";
      const after = await tx.kinds.update(body);
      if (typeof after === "string") return after;
      await audit(
        tx,
        { session, clientIp },
        "leave kind edited",
        `leave kind ${after.kind_id}`,
        changedFields2(before, after)
      );
      return after;
    });
    if (saved === "not-found") return refused(refusal(404, messages.noLeaveKind(body.kind_id), "kind_id"));
    if (saved === "duplicate") return refused(refusal(409, messages.leaveKindExists(body.name), "name"));
    return ok({ message: messages.leaveKindSaved(saved.name), kind: saved });
  }
});
async function teachesAny(store, instructorId, codes) {
  for (const code of new Set(codes)) {
    if ((await store.courses.find(code))?.instructor_id === instructorId) return true;
  }
  return false;
}
var setRequestKind = defineEndpoint({
  method: "POST",
  path: "/setRequestKind",
  summary: "Gives a request another kind of leave (any kind, staff-only ones included): an instructor of one of its courses or the admin",
  tag: "instructor",
  access: "signed in",
  body: setRequestKindSchema,
  responses: { 200: messageSchema },
  async handle({ store, session, clientIp, body }) {
    if (session.role === "student") return refused(refusal(403, messages.onlyStaff));
    const request = await store.requests.find(body.request_id);
    if (!request) return refused(refusal(404, messages.noRequest(body.request_id), "request_id"));
    if (session.role === "course instructor" && !await teachesAny(
      store,
      session.user_id,
      request.leaves.map((leave) => leave.course_code)
    )) {
      return refused(refusal(403, messages.notYourCourse));
    }
    const kind = await store.kinds.find(body.kind_id);
    const wrongKind = kindChoiceRefusal(session.role, body.kind_id, kind);
    if (wrongKind || !kind) return refused(wrongKind);
    await store.atomically(async (tx) => {
      await tx.kinds.setRequestKind(request.request_id, { kind_id: kind.kind_id, counts: kind.counts });
      await audit(tx, { session, clientIp }, "request kind set", `request ${request.request_id}`, {
        before: { kind_id: request.kind_id },
        after: { kind_id: kind.kind_id, kind: kind.name }
      });
    });
    return ok({ message: messages.requestKindSet(kind.name) });
  }
});

// service/src/endpoints/documents.ts
import { z as z25 } from "zod";
async function mayRead(store, session, request) {
  if (session.role === "admin") return true;
  if (session.role === "student") return request.roll_no === session.user_id;
  for (const code of new Set(request.leaves.map((leave) => leave.course_code))) {
    if ((await store.courses.find(code))?.instructor_id === session.user_id) return true;
  }
  return false;
}
var attachDocuments = defineEndpoint({
  method: "POST",
  path: "/attachDocuments",
  summary: "Attaches supporting documents to one's own request: a multipart/form-data body of `file` parts, each a PDF, JPEG or PNG of at most 5 MB (the type read from the content, and the name's extension must agree); at most 5 at a time and 10 a request. Nothing is stored when any file is refused",
  tag: "student",
  access: "student",
  query: attachDocumentsQuerySchema,
  upload: { maxFiles: MAX_FILES_PER_UPLOAD, maxFileBytes: DOCUMENT_MAX_BYTES },
  maxBodyBytes: MAX_FILES_PER_UPLOAD * (DOCUMENT_MAX_BYTES + 1) + 64 * 1024,
  responses: { 201: attachDocumentsAnswerSchema },
  async handle({ store, session, clientIp, query, files }) {
    const request = await store.requests.find(query.request_id);
    if (!request) return refused(refusal(404, messages.noRequest(query.request_id), "request_id"));
    if (request.roll_no !== session.user_id) return refused(refusal(403, messages.onlyOwnRequestDocuments));
    if (!files.length) return refused(refusal(400, messages.noFileSent, "file"));
    const checked = [];
    for (const file of files) {
      const result = checkUpload(file);
      if ("status" in result) return refused(result);
      checked.push({ ...result, bytes: file.bytes });
    }
    const added = await store.atomically(async (tx) => {
      const stored = await tx.documents.add(
        request.request_id,
        checked,
        { id: session.user_id, role: "student" },
        MAX_DOCUMENTS_PER_REQUEST
      );
      if (stored === "too many") return stored;
      await audit(tx, { session, clientIp }, "documents attached", `request ${request.request_id}`, {
        after: { documents: stored.map((d) => `${d.file_name} (${d.content_type}, ${d.size_bytes} bytes)`) }
      });
      return stored;
    });
    if (added === "too many")
      return refused(refusal(409, messages.tooManyDocuments(MAX_DOCUMENTS_PER_REQUEST), "file"));
    return ok({ message: messages.documentsAttached(added.length), documents: added }, 201);
  }
});
var requestDocuments = defineEndpoint({
  method: "GET",
  path: "/requestDocuments",
  summary: "One page of a request's supporting documents, oldest first (names, types and sizes; GET /requestDocument downloads one): its student, an instructor of its courses, or the admin",
  tag: "student",
  access: "signed in",
  query: requestDocumentsQuerySchema,
  responses: { 200: requestDocumentPageSchema },
  async handle({ store, session, query }) {
    const request = await store.requests.find(query.request_id);
    if (!request) return refused(refusal(404, messages.noRequest(query.request_id), "request_id"));
    if (!await mayRead(store, session, request)) return refused(refusal(403, messages.notYourRequest));
    const { items, total } = await store.documents.list(request.request_id, pageWindow(query));
    return ok({ items, ...pageInfo(total, query) });
  }
});
var requestDocument = defineEndpoint({
  method: "GET",
  path: "/requestDocument",
  summary: "Downloads one supporting document (Content-Disposition: attachment, never shown in the page): the student of its request, an instructor of its courses, or the admin",
  tag: "student",
  access: "signed in",
  query: requestDocumentQuerySchema,
  produces: "application/octet-stream",
  responses: { 200: z25.string().describe("the file: application/pdf, image/jpeg or image/png") },
  async handle({ store, session, clientIp, query }) {
    const document = await store.documents.find(query.document_id);
    const request = document && await store.requests.find(document.request_id);
    if (!document || !request) return refused(refusal(404, messages.noDocument(query.document_id), "document_id"));
    if (!await mayRead(store, session, request)) return refused(refusal(403, messages.notYourRequest));
    const content = await store.documents.content(document.document_id);
    if (!content) return refused(refusal(404, messages.noDocument(query.document_id), "document_id"));
    await audit(store, { session, clientIp }, "document downloaded", `document ${document.document_id}`, {
      after: { request_id: request.request_id, file_name: document.file_name }
    });
    return {
      status: 200,
      body: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
      // Never run as a page of ours, whatever the bytes: a download, with no sniffing of its type.
      headers: { "X-Content-Type-Options": "nosniff", "Cache-Control": "private, no-store" },
      file: { contentType: document.content_type, filename: document.file_name }
    };
  }
});
var askForDocument = defineEndpoint({
  method: "POST",
  path: "/askForDocument",
  summary: 'Asks the student for a supporting document for a pending request in a course taught (with an optional comment); the request shows "document asked" until one is attached, and the student is told',
  tag: "instructor",
  access: "course instructor",
  body: askForDocumentSchema,
  responses: { 200: messageSchema },
  async handle({ store, settings, session, clientIp, body }) {
    const code = body.course_code.toUpperCase();
    const course = await store.courses.find(code);
    if (!course) return refused(refusal(404, messages.noCourse(code), "course_code"));
    if (course.instructor_id !== session.user_id) return refused(refusal(403, messages.notYourCourse));
    const request = await store.requests.find(body.request_id);
    if (!request) return refused(refusal(404, messages.noRequest(body.request_id), "request_id"));
    const pending = request.leaves.filter((leave) => leave.course_code === code && leave.status === "pending");
    if (!pending.length) return refused(refusal(409, messages.nothingToAskFor(code), "course_code"));
    const comment = body.comment?.trim() || null;
    await store.atomically(async (tx) => {
      await tx.documents.ask(request.request_id);
      await audit(tx, { session, clientIp }, "document asked", `request ${request.request_id}`, {
        after: { course_code: code, ...comment ? { comment } : {} }
      });
    });
    const instructor = (await store.users.findInstructor(session.user_id))?.name ?? "";
    await notify(store, settings, () => [
      {
        role: "student",
        user_id: request.roll_no,
        kind: "document asked",
        text: notificationTexts.documentAsked(instructor, code, spanOf(pending).from_date, comment),
        course_code: code,
        leave_id: pending[0].leave_id
      }
    ]);
    return ok({ message: messages.documentAsked(code) });
  }
});

// service/src/twoFactor/qrCode.ts
import QRCode from "qrcode";
async function qrCodeDataUrl(uri) {
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

// service/src/endpoints/twoFactor.ts
var twoFactorStatus = defineEndpoint({
  method: "GET",
  path: "/twoFactor",
  summary: "The signed-in admin's two-factor sign-in: on or off, whether every admin must use it, recovery codes left",
  tag: "auth",
  access: "admin",
  beforeTwoFactor: true,
  responses: { 200: twoFactorStatusSchema },
  async handle({ store, settings, session }) {
    const factor = await store.twoFactor.find(session.user_id);
    const enabled = Boolean(factor?.enabled);
    return ok({
      enabled,
      required: settings.adminTotpRequired,
      recovery_codes_left: enabled ? factor.recovery_codes_left : 0
    });
  }
});
var startTwoFactor = defineEndpoint({
  method: "POST",
  path: "/startTwoFactor",
  summary: "Starts enrolling an authenticator app: a new secret, kept pending (in place of any earlier pending one) until POST /confirmTwoFactor proves it; answered as an otpauth URI, its QR code and the base32 text, this once",
  tag: "auth",
  access: "admin",
  beforeTwoFactor: true,
  responses: { 200: twoFactorEnrolmentSchema },
  async handle({ store, session }) {
    const secret = newTotpSecret();
    if (await store.twoFactor.begin(session.user_id, secret) === "enabled")
      return refused(refusal(409, messages.twoFactorAlreadyOn));
    const otpauth_uri = totpUri(secret, `${session.name} (admin ${session.user_id})`);
    return ok({ otpauth_uri, secret, qr_code: await qrCodeDataUrl(otpauth_uri) });
  }
});
var confirmTwoFactor = defineEndpoint({
  method: "POST",
  path: "/confirmTwoFactor",
  summary: "Turns two-factor sign-in on with a first code from the app; answers the one-time recovery codes, shown this once (only their hashes are kept). A wrong code is counted like a failed sign-in",
  tag: "auth",
  access: "admin",
  beforeTwoFactor: true,
  body: secondFactorSchema,
  responses: { 200: twoFactorEnabledSchema },
  async handle({ store, settings, session, clientIp, body: { otp } }) {
    const factor = await store.twoFactor.find(session.user_id);
    if (factor?.enabled) return refused(refusal(409, messages.twoFactorAlreadyOn));
    if (!factor) return refused(refusal(409, messages.twoFactorNotStarted));
    let step = null;
    const failed = await countedProof(store, settings, session.user_id, async () => {
      step = matchingStep(factor.secret, otp, Date.now());
      return step !== null;
    });
    if (failed) return failed;
    const { codes, hashes: hashes2 } = newRecoveryCodes();
    const enabled = await store.atomically(async (tx) => {
      const done = await tx.twoFactor.enable(session.user_id, hashes2, step);
      if (done) {
        await audit(tx, { session, clientIp }, "two-factor enabled", `admin ${session.user_id}`, {
          after: { recovery_codes: codes.length }
        });
      }
      return done;
    });
    if (!enabled) return refused(refusal(409, messages.twoFactorAlreadyOn));
    return ok({ message: messages.twoFactorEnabled(codes.length), recovery_codes: codes });
  }
});
var disableTwoFactor = defineEndpoint({
  method: "POST",
  path: "/disableTwoFactor",
  summary: "Turns two-factor sign-in off, proved by a current code or a recovery code; refused while ADMIN_TOTP_REQUIRED is set",
  tag: "auth",
  access: "admin",
  body: secondFactorSchema,
  responses: { 200: messageSchema },
  async handle({ store, settings, session, clientIp, body: { otp } }) {
    if (settings.adminTotpRequired) return refused(refusal(409, messages.twoFactorStillRequired));
    const factor = await store.twoFactor.find(session.user_id);
    if (!factor?.enabled) return refused(refusal(409, messages.twoFactorNotOn, OTP_FIELD));
    const failed = await countedProof(
      store,
      settings,
      session.user_id,
      () => proveSecondFactor(store, { admin: session, clientIp }, factor, otp)
    );
    if (failed) return failed;
    await store.atomically(async (tx) => {
      await tx.twoFactor.remove(session.user_id);
      await audit(tx, { session, clientIp }, "two-factor disabled", `admin ${session.user_id}`, {
        before: { enabled: true },
        after: { enabled: false }
      });
    });
    return ok({ message: messages.twoFactorDisabled });
  }
});

// service/src/endpoints/signInOptions.ts
var signInOptions = defineEndpoint({
  method: "GET",
  path: "/signInOptions",
  summary: "Whether sign-in with the school's account is set up, and whether students and instructors may still sign in with a password",
  tag: "admin",
  access: "admin",
  responses: { 200: signInOptionsSchema },
  async handle({ store, settings }) {
    return ok({
      single_sign_on: Boolean(settings.schoolProvider),
      password_sign_in: await store.signInOptions.passwordSignIn()
    });
  }
});
var setSignInOptions = defineEndpoint({
  method: "POST",
  path: "/setSignInOptions",
  summary: "Turns password sign-in off (or on again) for students and for instructors, who then sign in with the school's account only; the admin's own password always works. 409 while single sign-on is not set up",
  tag: "admin",
  access: "admin",
  body: signInOptionsChangeSchema,
  responses: { 200: signInOptionsSchema },
  async handle({ store, settings, session, clientIp, body }) {
    if (!settings.schoolProvider) return refused(refusal(409, messages.singleSignOnOff));
    const next = body.password_sign_in;
    await store.atomically(async (tx) => {
      const before = await tx.signInOptions.passwordSignIn();
      await tx.signInOptions.setPasswordSignIn(next);
      const change = changedFields2(before, next);
      if (change.after) await audit(tx, { session, clientIp }, "sign-in options changed", "password sign-in", change);
    });
    return ok({ single_sign_on: true, password_sign_in: next });
  }
});

// service/src/endpoints/singleSignOn.ts
import { z as z26 } from "zod";

// service/src/singleSignOn/schoolAccount.ts
var valuesOf = (claim) => (Array.isArray(claim) ? claim : [claim]).filter((value) => typeof value === "string" || typeof value === "number").map(String);
function schoolId(claim) {
  const text2 = typeof claim === "number" ? String(claim) : typeof claim === "string" ? claim.trim() : "";
  if (!/^\d{1,9}$/.test(text2)) return void 0;
  const id = Number(text2);
  return id >= 1 && id <= MAX_USER_ID ? id : void 0;
}
function roleOf(claims, userId2, rule) {
  if (rule.kind === "ids") {
    return rule.instructorIds.some(([low, high]) => userId2 >= low && userId2 <= high) ? "course instructor" : "student";
  }
  const values = valuesOf(claims[rule.claim]);
  if (values.some((value) => rule.instructor.includes(value))) return "course instructor";
  if (values.some((value) => rule.student.includes(value))) return "student";
  return void 0;
}
function schoolAccountOf(claims, idClaim, rule) {
  const userId2 = schoolId(claims[idClaim]);
  if (userId2 === void 0) return { problem: "no id" };
  const role = roleOf(claims, userId2, rule);
  return role ? { role, userId: userId2 } : { problem: "no role" };
}

// service/src/endpoints/singleSignOn.ts
var MAX_HINT_LENGTH = 3500;
var redirected = z26.null().describe("302: the browser is sent on (the Location header)");
var problemPage = (settings, problem) => ({
  status: 302,
  body: null,
  redirect: `${settings.schoolProvider.config.appUrl}${SINGLE_SIGN_ON_PROBLEM_PATH}?problem=${problem}`,
  cookies: [clearFlow]
});
var clearFlow = {
  name: SIGN_IN_FLOW_COOKIE,
  value: null,
  path: SIGN_IN_FLOW_COOKIE_PATH,
  maxAgeSeconds: 0
};
var singleSignOnStatus = defineEndpoint({
  method: "GET",
  path: "/singleSignOnStatus",
  summary: "Whether the sign-in page offers sign-in with the school's account (OpenID Connect), the button's words, whether the provider can be reached now, and whether students and instructors may still use a password",
  tag: "auth",
  access: "anyone",
  sessionless: true,
  responses: { 200: singleSignOnStatusSchema },
  async handle({ store, settings }) {
    const provider = settings.schoolProvider;
    if (!provider) {
      return ok({
        enabled: false,
        available: false,
        label: "",
        help_contact: DEFAULT_SSO_HELP,
        password_sign_in: PASSWORD_SIGN_IN_ON
      });
    }
    const available = Boolean(await provider.discover());
    return ok({
      enabled: true,
      available,
      label: provider.config.label,
      help_contact: provider.config.helpContact,
      password_sign_in: await store.signInOptions.passwordSignIn()
    });
  }
});
var startSingleSignOn = defineEndpoint({
  method: "GET",
  path: "/startSingleSignOn",
  summary: "Opened by the browser (not fetched): sends it to the school's provider to sign in (authorization code flow with PKCE, state and nonce), or to the app's page saying sign-in with the school account is unavailable. `return` is a path of the app to land on afterwards (anything else is ignored). 404 when single sign-on is not set up",
  tag: "auth",
  access: "anyone",
  sessionless: true,
  query: z26.object({ return: z26.string().max(200).optional() }),
  responses: { 302: redirected },
  async handle({ settings, query }) {
    const provider = settings.schoolProvider;
    if (!provider) return refused(refusal(404, messages.singleSignOnNotSetUp));
    const request = await authorizationRequest(provider, returnPath(query.return));
    if (!request) return problemPage(settings, "unavailable");
    return {
      status: 302,
      body: null,
      redirect: request.url,
      cookies: [
        {
          name: SIGN_IN_FLOW_COOKIE,
          value: encodeFlow(request.flow),
          path: SIGN_IN_FLOW_COOKIE_PATH,
          maxAgeSeconds: SIGN_IN_FLOW_SECONDS
        }
      ]
    };
  }
});
var callbackQuery = z26.object({
  code: z26.string().max(4096).optional(),
  state: z26.string().max(1024).optional(),
  iss: z26.string().max(1024).optional(),
  error: z26.string().max(256).optional(),
  error_description: z26.string().max(1024).optional(),
  session_state: z26.string().max(1024).optional()
}).describe("The provider's answer, as it redirects the browser back");
var singleSignOnCallback = defineEndpoint({
  method: "GET",
  path: "/singleSignOnCallback",
  summary: "Where the school's provider sends the browser back: the answer is checked (state, nonce, PKCE, the ID token's signature, issuer, audience and expiry), the person is matched to an existing student or instructor by the configured claims (never created, never an admin), the session cookie is set and the browser lands on their dashboard; else on the app's page saying why (not set up here, deactivated, failed)",
  tag: "auth",
  access: "anyone",
  readsSession: true,
  query: callbackQuery,
  responses: { 302: redirected },
  async handle({ store, settings, query, cookies, clientIp, userAgent, sessionToken: sessionToken2 }) {
    const provider = settings.schoolProvider;
    if (!provider) return refused(refusal(404, messages.singleSignOnNotSetUp));
    const flow = decodeFlow(cookies[SIGN_IN_FLOW_COOKIE]);
    if (!flow || query.error) return problemPage(settings, "failed");
    let identity;
    try {
      const parameters = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== void 0));
      identity = await proveIdentity(provider, flow, parameters);
    } catch (error) {
      console.error(
        `Single sign-on: the provider's answer was refused (${error instanceof Error ? error.message : String(error)})`
      );
      return problemPage(settings, "failed");
    }
    const account2 = schoolAccountOf(identity.claims, provider.config.idClaim, provider.config.roleRule);
    const who = `school account ${String(identity.claims.sub)}`;
    if ("problem" in account2) {
      await auditSignInRefusal(store, clientIp, who, account2.problem === "no id" ? "no school id" : "no role");
      return problemPage(settings, "not-set-up");
    }
    const target = `${account2.role} ${account2.userId}`;
    const user = await store.users.findCredentials(account2.role, account2.userId);
    if (!user) {
      await auditSignInRefusal(store, clientIp, target, "not set up here");
      return problemPage(settings, "not-set-up");
    }
    if (!user.active) {
      await auditSignInRefusal(store, clientIp, target, "account deactivated");
      return problemPage(settings, "deactivated");
    }
    await closeSession(store, sessionToken2);
    const token = await openSession(store, {
      role: account2.role,
      userId: account2.userId,
      ttlSeconds: settings.sessionTtlSeconds,
      idleSeconds: settings.sessionIdleSeconds,
      userAgent,
      clientIp
    });
    const session = { role: account2.role, user_id: account2.userId, name: user.name };
    await audit(store, { session, clientIp }, "signed in with school account", target, {
      after: { subject: String(identity.claims.sub) }
    });
    return {
      status: 302,
      body: null,
      redirect: `${provider.config.appUrl}${flow.returnTo ?? ROLE_HOME[account2.role]}`,
      sessionCookie: { token },
      cookies: [
        clearFlow,
        // Kept for the provider's sign-out; a token too large for a cookie is not (sign-out works without it).
        ...identity.idToken && identity.idToken.length <= MAX_HINT_LENGTH ? [
          {
            name: SIGN_OUT_HINT_COOKIE,
            value: identity.idToken,
            path: SIGN_OUT_HINT_COOKIE_PATH,
            maxAgeSeconds: settings.sessionTtlSeconds
          }
        ] : []
      ]
    };
  }
});

// service/src/endpoints/calendarFeed.ts
import { randomBytes as randomBytes4 } from "node:crypto";
import ical from "ical-generator";
import { z as z27 } from "zod";
var CALENDAR_PATH = "/calendar.ics";
var FEED_MAX_EVENTS = 2e3;
var onlyStudentsAndInstructors = (role) => role === "admin" ? refused(refusal(403, messages.calendarFeedRoles)) : null;
var calendarFeed = defineEndpoint({
  method: "GET",
  path: "/calendarFeed",
  summary: "Whether the signed-in student or instructor has a secret calendar address, and since when",
  tag: "notifications",
  access: "signed in",
  responses: { 200: calendarFeedStatusSchema },
  async handle({ store, session }) {
    const created_at = await store.calendarFeeds.createdAt(recipientOf(session));
    return ok({ active: created_at !== null, created_at });
  }
});
var createCalendarFeed = defineEndpoint({
  method: "POST",
  path: "/createCalendarFeed",
  summary: "Makes a new secret iCalendar address for the signed-in student (their leave) or instructor (accepted absences in their courses), shown once; any earlier one stops working",
  tag: "notifications",
  access: "signed in",
  responses: { 201: calendarFeedCreatedSchema },
  async handle({ store, session }) {
    const notAllowed = onlyStudentsAndInstructors(session.role);
    if (notAllowed) return notAllowed;
    const token = randomBytes4(24).toString("base64url");
    const created_at = await store.calendarFeeds.replace(recipientOf(session), hashToken2(token));
    return ok({ message: messages.calendarFeedCreated, path: `${CALENDAR_PATH}?token=${token}`, created_at }, 201);
  }
});
var revokeCalendarFeed = defineEndpoint({
  method: "POST",
  path: "/revokeCalendarFeed",
  summary: "Stops the signed-in user's secret calendar address working (it then answers 404)",
  tag: "notifications",
  access: "signed in",
  responses: { 200: messageSchema },
  async handle({ store, session }) {
    const revoked = await store.calendarFeeds.revoke(recipientOf(session));
    if (!revoked) return refused(refusal(404, messages.noCalendarFeed));
    return ok({ message: messages.calendarFeedRevoked });
  }
});
var calendarFile = defineEndpoint({
  method: "GET",
  path: CALENDAR_PATH,
  operationId: "calendarFile",
  summary: "A secret calendar address (RFC 5545), for calendar apps to subscribe to: no session, the token is the key; 404 once revoked",
  tag: "notifications",
  access: "anyone",
  sessionless: true,
  query: calendarTokenQuerySchema,
  produces: "text/calendar",
  responses: { 200: z27.string().describe("an iCalendar file: one all-day event per leave") },
  async handle({ store, query }) {
    const owner = await store.calendarFeeds.ownerOf(hashToken2(query.token));
    if (!owner) return refused(refusal(404, messages.calendarFeedNotFound));
    const calendar = owner.role === "student" ? studentCalendar(await store.leaves.ofStudent(owner.user_id)) : instructorCalendar(await acceptedAbsences(store, owner.user_id));
    if (query.lectures === "true") {
      const codes = owner.role === "student" ? (await store.enrolments.tallies(owner.user_id)).map((tally) => tally.course_code) : (await store.courses.taughtBy(owner.user_id)).map((course) => course.course_code);
      await addLecturesAndHolidays(store, calendar, codes);
    }
    return {
      status: 200,
      body: calendar.toString(),
      file: { contentType: "text/calendar; charset=utf-8", filename: "leave.ics", inline: true },
      headers: { "Cache-Control": "private, max-age=300" }
    };
  }
});
var newCalendar = (name) => ical({ name, prodId: { company: "Leave Management", product: "Leave feed", language: "EN" }, ttl: 60 * 60 });
var allDay = (date) => ({ start: /* @__PURE__ */ new Date(`${date}T00:00:00Z`), allDay: true });
function studentCalendar(leaves) {
  const calendar = newCalendar("My leave");
  for (const leave of leaves.slice(-FEED_MAX_EVENTS)) {
    calendar.createEvent({
      id: `leave-${leave.leave_id}@leave-management`,
      ...allDay(leave.leave_date),
      summary: `Leave in ${leave.course_code} (${leave.status})`,
      description: leave.reason
    });
  }
  return calendar;
}
function instructorCalendar(leaves) {
  const calendar = newCalendar("Absences in my courses");
  for (const leave of leaves) {
    calendar.createEvent({
      id: `absence-${leave.leave_id}@leave-management`,
      ...allDay(leave.leave_date),
      summary: `${leave.student_name} (Roll No. ${leave.user_id}) absent from ${leave.course_code}`
    });
  }
  return calendar;
}
async function addLecturesAndHolidays(store, calendar, codes) {
  const calendars = codes.length ? await store.timetables.calendarsOf(codes) : [];
  const lectures = calendars.flatMap((course) => termLectures(course)).slice(0, FEED_MAX_EVENTS);
  for (const lecture of lectures) {
    const at = (time2, fallback) => /* @__PURE__ */ new Date(`${lecture.date}T${time2 ?? fallback}:00Z`);
    calendar.createEvent({
      id: `lecture-${lecture.course_code}-${lecture.date}@leave-management`,
      start: at(lecture.start, "00:00"),
      end: at(lecture.end, lecture.start ? lecture.start : "23:59"),
      floating: true,
      summary: `${lecture.course_code} lecture${lecture.extra ? " (extra)" : ""}`,
      ...lecture.room ? { location: lecture.room } : {}
    });
  }
  const termIds = [...new Set(calendars.flatMap((course) => course.term ? [course.term.term_id] : []))];
  for (const holiday of termIds.length ? await store.terms.holidaysOf(termIds) : []) {
    calendar.createEvent({
      id: `holiday-${holiday.holiday_id}@leave-management`,
      start: /* @__PURE__ */ new Date(`${holiday.from_date}T00:00:00Z`),
      end: /* @__PURE__ */ new Date(`${addDays(holiday.to_date, 1)}T00:00:00Z`),
      allDay: true,
      summary: `Holiday: ${holiday.name}`
    });
  }
}
var acceptedAbsences = async (store, instructorId) => (await store.leaves.page({ instructor_id: instructorId, status: "accepted" }, { offset: 0, limit: FEED_MAX_EVENTS })).items;

// service/src/endpointDocs.ts
var operationIdOf = (endpoint) => endpoint.operationId ?? endpoint.path.slice(1);
function securityOf(endpoint) {
  if (endpoint.access !== "anyone") return [{ session: [] }];
  return endpoint.readsSession ? [{}, { session: [] }] : [];
}

// service/src/handleRequest.ts
var sendsJson = (method, contentType) => method !== "POST" || /^application\/json\b/i.test(contentType ?? "");
var sendsFiles = (contentType) => /^multipart\/form-data\b/i.test(contentType ?? "");
function askedFromForeignPage(head, trustedOrigins) {
  if (head.method !== "POST") return false;
  if (head.origin === void 0) return head.fetchSite === "cross-site";
  if (trustedOrigins.includes(head.origin)) return false;
  try {
    return new URL(head.origin).host !== head.host;
  } catch {
    return true;
  }
}
async function admit(endpoint, store, head, trustedOrigins, adminTotpRequired = false) {
  const attempted = `${head.method} ${endpoint.path}`;
  if (askedFromForeignPage(head, trustedOrigins)) {
    await auditRefusal(store, { session: null, clientIp: head.clientIp }, "access refused", attempted, "foreign page");
    return { refusal: refused(refusal(403, messages.foreignPage)) };
  }
  const session = endpoint.sessionless ? null : await resolveSession(store, head.sessionToken);
  const denied = checkAccess(session, endpoint.access);
  if (denied) {
    if (denied.status === 403) {
      await auditRefusal(
        store,
        { session, clientIp: head.clientIp },
        "access refused",
        attempted,
        `${endpoint.access} only`
      );
    }
    return { refusal: refused(denied) };
  }
  if (adminTotpRequired && session?.role === "admin" && endpoint.access !== "anyone" && !endpoint.beforeTwoFactor) {
    const factor = await store.twoFactor.find(session.user_id);
    const notEnrolled = enrolmentRefusal(true, Boolean(factor?.enabled));
    if (notEnrolled) return { refusal: refused(notEnrolled) };
  }
  if (endpoint.upload) {
    if (!sendsFiles(head.contentType)) return { refusal: refused(refusal(415, messages.sendFiles)) };
  } else if (!sendsJson(head.method, head.contentType)) return { refusal: refused(refusal(415, messages.sendJson)) };
  return { session };
}
async function handleRequest(endpoint, store, settings, call) {
  const body = endpoint.body ? parseRequest(endpoint.body, call.body) : { ok: true, value: void 0 };
  if (!body.ok) return refused({ status: 400, ...body.error });
  const query = endpoint.query ? parseRequest(endpoint.query, call.query) : { ok: true, value: void 0 };
  if (!query.ok) return refused({ status: 400, ...query.error });
  return endpoint.handle({
    store,
    settings,
    session: call.session,
    sessionToken: call.sessionToken,
    deviceToken: call.deviceToken,
    cookies: call.cookies,
    body: body.value,
    query: query.value,
    clientIp: call.clientIp,
    userAgent: call.userAgent,
    live: call.live,
    lastEventId: call.lastEventId,
    files: call.files ?? []
  });
}

// service/src/eventStream.ts
function openEventStream(response, start, headers = {}) {
  response.writeHead(200, {
    ...headers,
    "Content-Type": "text/event-stream; charset=utf-8",
    // no-transform keeps compression middleware (json-server's) from holding events back.
    "Cache-Control": "no-cache, no-transform",
    Connection: "keep-alive",
    // No proxy buffering (nginx): each event is sent as it happens.
    "X-Accel-Buffering": "no"
  });
  response.flushHeaders();
  const closers = [];
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    for (const closer of closers) closer();
  };
  response.on("close", close);
  start({
    write: (text2) => {
      if (!closed) response.write(text2);
    },
    onClose: (listener) => closers.push(listener),
    end: () => {
      response.end();
      close();
    }
  });
}

// service/src/securityHeaders.ts
import helmet from "helmet";
var apiSecurityHeaders = () => helmet({
  crossOriginResourcePolicy: { policy: "same-site" },
  contentSecurityPolicy: { directives: { frameAncestors: ["'none'"], upgradeInsecureRequests: null } }
});

// service/src/loadSeed.ts
async function loadSeed(store, seed, hashOf = (user) => hashPassword(user.password)) {
  const hashes2 = await Promise.all(seed.users.map(hashOf));
  for (const [index, { password: _plain, ...user }] of seed.users.entries()) {
    await store.users.insert({ ...user, password_hash: hashes2[index] });
  }
  for (const kind of DEMO_LEAVE_KINDS) await store.kinds.insert(kind);
  const termIds = /* @__PURE__ */ new Map();
  for (const { holidays, ...term } of seed.terms) {
    const added = await store.terms.insert(term, () => null);
    if ("status" in added) throw new Error(`the demo term ${term.name} could not be added: ${added.message}`);
    termIds.set(term.name, added.term_id);
    await store.terms.change(added.term_id, () => ({ write: { kind: "add holidays", holidays } }), recountOf);
  }
  for (const { term, ...course } of seed.courses) {
    await store.courses.insert({ ...course, term_id: term ? termIds.get(term) : null });
  }
  for (const { roll_no, course_code } of seed.enrollments) await store.enrolments.insert(roll_no, course_code);
  for (const { status, ...leave } of seed.leaves) {
    const { results } = await store.leaves.apply([leave], { id: leave.roll_no, role: "student" });
    const applied = results[0]?.leave;
    if (!applied || status === "pending") continue;
    const instructor = seed.courses.find((course) => course.course_code === leave.course_code).instructor_id;
    await store.leaves.move(
      applied.leave_id,
      () => ({ to: status }),
      { id: instructor, role: "course instructor" },
      null
    );
  }
}

// service/src/singleSignOn/schoolProvider.ts
var RETRY_AFTER_MS = 15e3;
var PROVIDER_TIMEOUT_SECONDS = 10;
var openidClient = () => import("openid-client");
var SchoolProvider = class {
  constructor(config) {
    this.config = config;
  }
  config;
  configuration;
  pending;
  failedAt = 0;
  /** Whether the provider's discovery has succeeded. */
  get available() {
    return this.configuration !== void 0;
  }
  /** The provider's configuration, discovered if not yet (undefined while it cannot be reached). */
  async discover() {
    if (this.configuration) return this.configuration;
    if (this.pending) return this.pending;
    if (Date.now() - this.failedAt < RETRY_AFTER_MS) return void 0;
    this.pending = this.discoverNow().finally(() => this.pending = void 0);
    return this.pending;
  }
  async discoverNow() {
    const client = await openidClient();
    const issuer = new URL(this.config.issuer);
    try {
      this.configuration = await client.discovery(
        issuer,
        this.config.clientId,
        { client_secret: this.config.clientSecret, redirect_uris: [this.config.redirectUri] },
        client.ClientSecretBasic(this.config.clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          // Plain http only for a provider on this machine (checked at start-up): the local one.
          ...issuer.protocol === "http:" ? { execute: [client.allowInsecureRequests] } : {}
        }
      );
      return this.configuration;
    } catch (error) {
      this.failedAt = Date.now();
      console.error(
        `Single sign-on: the provider at ${this.config.issuer} cannot be used (${error instanceof Error ? error.message : String(error)}); sign-in with the school account is unavailable until it answers`
      );
      return void 0;
    }
  }
};

// service/src/index.ts
var ENDPOINTS = [
  health,
  verifyUser,
  currentSession,
  logout,
  signedInDevices,
  signOutDevice,
  signOutEverywhere,
  addUser,
  studentData,
  addLeave,
  applyLeave,
  previewLeave,
  myLeaves,
  withdrawLeave,
  cancelLeave,
  leavePolicy,
  instructorData,
  getLeaves,
  approveLeave,
  rejectLeave,
  revokeLeave,
  decideLeaves,
  decidedLeaves,
  courseRoster,
  courseAbsences,
  courseAbsentees,
  courseRegister,
  listCourses,
  addCourse,
  setLeaveLimit,
  addStudentToCourse,
  editCourse,
  studentLookup,
  listStudents,
  exportStudents,
  importStudents,
  importEnrolments,
  auditEvents,
  exportAuditEvents,
  adminOverview,
  accountStatus,
  resetPassword,
  setAccountActive,
  changePassword,
  allLeaves,
  exportLeaves,
  courseList,
  exportCourses,
  instructorList,
  exportInstructors,
  courseEnrolments,
  exportCourseEnrolments,
  removeEnrolment,
  notifications,
  readNotifications,
  notificationSettings,
  saveNotificationSettings,
  liveEvents,
  calendarFeed,
  createCalendarFeed,
  revokeCalendarFeed,
  calendarFile,
  listTerms,
  addTerm,
  editTerm,
  removeTerm,
  listHolidays,
  addHoliday,
  removeHoliday,
  importHolidays,
  publicHolidays,
  courseTimetable,
  setTimetable,
  importTimetables,
  cancelLecture,
  addLecture,
  removeLectureChange,
  courseCalendar,
  myTimetable,
  myRequests,
  withdrawRequest,
  pendingRequests,
  decideRequest,
  leaveKinds,
  addLeaveKind,
  editLeaveKind,
  setRequestKind,
  attachDocuments,
  requestDocuments,
  requestDocument,
  askForDocument,
  twoFactorStatus,
  startTwoFactor,
  confirmTwoFactor,
  disableTwoFactor,
  singleSignOnStatus,
  startSingleSignOn,
  singleSignOnCallback,
  signInOptions,
  setSignInOptions
];

// mock-api/src/apiDocument.ts
import { z as z28 } from "zod";
var schemaOf = (schema, io) => z28.toJSONSchema(schema, { io, target: "openapi-3.0", unrepresentable: "any" });
function parametersOf(query) {
  const { properties = {}, required = [] } = schemaOf(query, "input");
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.includes(name),
    schema
  }));
}
var errorAnswer = {
  description: "Refused, or failed: what went wrong, and the field at fault for a 400",
  content: { "application/json": { schema: schemaOf(errorBodySchema, "output") } }
};
function operationOf(endpoint) {
  const type = endpoint.produces ?? "application/json";
  const answers = Object.entries(endpoint.responses).map(([status, schema]) => [
    status,
    {
      description: "Done",
      content: { [type]: { schema: endpoint.produces ? { type: "string" } : schemaOf(schema, "output") } }
    }
  ]);
  return {
    summary: endpoint.summary,
    operationId: operationIdOf(endpoint),
    tags: [endpoint.tag],
    security: securityOf(endpoint),
    ...endpoint.query ? { parameters: parametersOf(endpoint.query) } : {},
    ...endpoint.body ? {
      requestBody: {
        required: true,
        content: { "application/json": { schema: schemaOf(endpoint.body, "input") } }
      }
    } : {},
    responses: { ...Object.fromEntries(answers), "4XX": errorAnswer, "5XX": errorAnswer }
  };
}
function apiDocument() {
  const paths = {};
  for (const endpoint of ENDPOINTS) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operationOf(endpoint) };
  }
  return {
    openapi: "3.0.3",
    info: {
      title: "Leave Management API (mock)",
      version: "1.0.0",
      description: "Every call of the leave-management product, as the mock API serves it. Errors are `{ message, field? }` with a 4xx/5xx status. Sign in with POST /userVerify: the session is an httpOnly cookie."
    },
    servers: [{ url: "/", description: "The API that serves this document" }],
    components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } } },
    paths
  };
}
var escapeHtml = (text2) => text2.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
function serveApiDocument() {
  let document;
  const rows = ENDPOINTS.map(
    (e) => `<tr><td>${e.tag}</td><td><code>${e.method} ${escapeHtml(e.path)}</code></td><td>${escapeHtml(e.summary)}</td></tr>`
  ).join("\n");
  const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Leave Management API (mock)</title></head>
<body><main>
<h1>Leave Management API (mock)</h1>
<p>The OpenAPI document: <a href="/docs/json">/docs/json</a>. Errors are <code>{ message, field? }</code> with a 4xx or 5xx status.</p>
<table><caption>Every call</caption>
<thead><tr><th scope="col">Tag</th><th scope="col">Call</th><th scope="col">What it does</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</main></body></html>
`;
  return {
    json: (_req, res) => res.json(document ??= apiDocument()),
    page: (_req, res) => res.type("html").send(page)
  };
}

// mock-api/src/database.ts
import fs2 from "node:fs";
import path2 from "node:path";
import jsonServer from "json-server";

// mock-api/src/jsonNotifications.ts
var isFor = ({ role, user_id }) => (n) => n.role === role && n.user_id === user_id;
var asNotification = ({ role: _role, user_id: _user, read_at, ...rest }) => ({
  ...rest,
  read: read_at !== null
});
function jsonNotifications(state, write, live) {
  const of = (recipient) => state().notifications.filter(isFor(recipient));
  return {
    async add(items) {
      write(() => {
        const list = state().notifications;
        let next = (list.at(-1)?.notification_id ?? 0) + 1;
        const at = (/* @__PURE__ */ new Date()).toISOString();
        for (const item of items) list.push({ ...item, notification_id: next++, at, read_at: null });
      });
      for (const key of new Set(items.map(recipientKey))) live.wake(key);
    },
    async page(recipient, { offset, limit }) {
      const mine = of(recipient);
      const newestFirst = mine.reverse();
      return {
        items: newestFirst.slice(offset, offset + limit).map(asNotification),
        total: mine.length,
        unread: mine.filter((n) => n.read_at === null).length
      };
    },
    async after(recipient, afterId, limit) {
      return of(recipient).filter((n) => n.notification_id > afterId).slice(0, limit).map(asNotification);
    },
    async latestId(recipient) {
      return of(recipient).at(-1)?.notification_id ?? 0;
    },
    async markRead(recipient, ids) {
      const chosen = ids === "all" ? null : new Set(ids);
      const at = (/* @__PURE__ */ new Date()).toISOString();
      return write(() => {
        const mine = of(recipient);
        for (const n of mine) if (n.read_at === null && (!chosen || chosen.has(n.notification_id))) n.read_at = at;
        return mine.filter((n) => n.read_at === null).length;
      });
    }
  };
}
function jsonCalendarFeeds(state, write) {
  return {
    async replace(owner, token_hash) {
      const created_at = (/* @__PURE__ */ new Date()).toISOString();
      write(() => {
        state().calendarFeeds = state().calendarFeeds.filter((f) => !isFor(owner)(f));
        state().calendarFeeds.push({ role: owner.role, user_id: owner.user_id, token_hash, created_at });
      });
      return created_at;
    },
    async createdAt(owner) {
      return state().calendarFeeds.find(isFor(owner))?.created_at ?? null;
    },
    async revoke(owner) {
      const before = state().calendarFeeds.length;
      write(() => {
        state().calendarFeeds = state().calendarFeeds.filter((f) => !isFor(owner)(f));
      });
      return state().calendarFeeds.length < before;
    },
    async ownerOf(tokenHash) {
      const feed = state().calendarFeeds.find((f) => f.token_hash === tokenHash);
      const user = feed && state().users.find((u) => isFor(feed)(u));
      return feed && user && user.active !== false ? { role: feed.role, user_id: feed.user_id } : void 0;
    }
  };
}

// mock-api/src/listWindow.ts
function sortedWindow(items, compare, tieBreak, order, { offset, limit }) {
  const sign = order === "desc" ? -1 : 1;
  const sorted = [...items].sort((a, b) => sign * (compare(a, b) || tieBreak(a, b)));
  return { items: sorted.slice(offset, offset + limit), total: sorted.length };
}
var WHOLE = { offset: 0, limit: Number.MAX_SAFE_INTEGER };
var inBatches = (read) => ({
  async *[Symbol.asyncIterator]() {
    const all = await read();
    for (let start = 0; start < all.length; start += BATCH_ROWS) yield all.slice(start, start + BATCH_ROWS);
  }
});
var matches = (q, ...texts) => !q || texts.some((text2) => text2.toLowerCase().includes(q.toLowerCase()));

// mock-api/src/jsonAudit.ts
function findOfMinute(trail, minute, refusal2) {
  for (let index = trail.length - 1; index >= 0 && trail[index].at.slice(0, 16) === minute; index -= 1) {
    const event = trail[index];
    if (event.action === refusal2.action && event.client_ip === refusal2.client_ip && event.target === refusal2.target && event.actor_role === refusal2.actor_role && event.actor_id === refusal2.actor_id)
      return event;
  }
  return void 0;
}
function jsonAudit(state, write) {
  const audit2 = {
    async append(events) {
      write(() => {
        const trail = state().auditEvents;
        let next = (trail.at(-1)?.event_id ?? 0) + 1;
        const at = (/* @__PURE__ */ new Date()).toISOString();
        for (const event of events) trail.push({ event_id: next++, at, ...event });
      });
    },
    async countRefusal({ reason, ...refusal2 }) {
      write(() => {
        const trail = state().auditEvents;
        const at = (/* @__PURE__ */ new Date()).toISOString();
        const minute = at.slice(0, 16);
        const counted = findOfMinute(trail, minute, refusal2);
        if (counted) {
          const after = counted.after;
          counted.after = { ...after, attempts: after.attempts + 1, [reason]: (after[reason] ?? 0) + 1 };
        } else {
          const event_id = (trail.at(-1)?.event_id ?? 0) + 1;
          trail.push({ event_id, at, ...refusal2, before: null, after: { attempts: 1, [reason]: 1 } });
        }
      });
    },
    async page(filter, { offset, limit }) {
      const target = filter.target?.toLowerCase();
      const matches2 = state().auditEvents.filter(
        (e) => (filter.action === void 0 || e.action === filter.action) && (filter.actor_id === void 0 || e.actor_id === filter.actor_id) && (!target || e.target.toLowerCase().includes(target)) && (filter.since === void 0 || e.at >= filter.since) && (filter.before === void 0 || e.at < filter.before)
      );
      const newestFirst = matches2.reverse();
      const users = state().users;
      const nameOf = ({ actor_role, actor_id }) => users.find((user) => user.role === actor_role && user.user_id === actor_id)?.name ?? null;
      const items = newestFirst.slice(offset, offset + limit).map((event) => ({ ...event, actor_name: nameOf(event) }));
      return { items, total: newestFirst.length };
    },
    pageBatches: (filter) => inBatches(async () => (await audit2.page(filter, WHOLE)).items)
  };
  return audit2;
}

// mock-api/src/jsonLeaves.ts
var countsInPercentage = (leave) => leave.lecture !== false && leave.counted !== false;
var byDateThenId = (a, b) => a.leave_date.localeCompare(b.leave_date) || a.leave_id - b.leave_id;
var toLeave = (leave) => ({
  leave_id: leave.leave_id,
  leave_date: leave.leave_date,
  reason: leave.reason,
  user_id: leave.roll_no,
  user_role: "student",
  status: leave.status,
  course_code: leave.course_code
});
var nextId = (rows, key) => rows.reduce((max, row) => Math.max(max, Number(row[key])), 0) + 1;
function jsonLeaves(state, write) {
  const userName = (role, id) => state().users.find((u) => u.role === role && u.user_id === id)?.name ?? "";
  const kindName = (requestId) => {
    const kindId = state().leaveRequests.find((r) => r.request_id === requestId)?.kind_id ?? PERSONAL_KIND_ID;
    return state().leaveKinds.find((k) => k.kind_id === kindId)?.name ?? "";
  };
  const instructorOf = (code) => state().courses.find((c) => c.course_code === code)?.instructor_id;
  const withStudent = (leave) => ({
    ...toLeave(leave),
    student_name: userName("student", leave.roll_no)
  });
  const matches2 = (leave, filter) => (filter.roll_no === void 0 || leave.roll_no === filter.roll_no) && (filter.instructor_id === void 0 || instructorOf(leave.course_code) === filter.instructor_id) && (filter.course_code === void 0 || leave.course_code === filter.course_code) && (filter.status !== void 0 ? leave.status === filter.status : !filter.excludeStatuses?.includes(leave.status)) && (filter.from === void 0 || leave.leave_date >= filter.from) && (filter.to === void 0 || leave.leave_date <= filter.to);
  const removed = (leave) => state().enrollments.some((e) => e.roll_no === leave.roll_no && e.course_code === leave.course_code && e.removed_at);
  const withHistory = (leave) => ({
    ...withStudent(leave),
    request_id: leave.request_id,
    ...removed(leave) ? { no_longer_enrolled: true } : {},
    history: state().leaveEvents.filter((e) => e.leave_id === leave.leave_id).sort((a, b) => a.event_id - b.event_id).map(({ event_id: _id, leave_id: _leave, ...event2 }) => ({
      ...event2,
      actor_name: userName(event2.actor_role, event2.actor_id)
    }))
  });
  const event = (leave_id, from, to, actor, comment) => ({
    event_id: nextId(state().leaveEvents, "event_id"),
    leave_id,
    from_status: from,
    to_status: to,
    actor_role: actor.role,
    actor_id: actor.id,
    comment,
    at: (/* @__PURE__ */ new Date()).toISOString()
  });
  const store = {
    async ofStudent(rollNo, window) {
      const inWindow = (date) => !window || date >= window.from && date <= window.to;
      return state().leaves.filter(
        (l) => l.roll_no === rollNo && ACTIVE_LEAVE_STATUSES.includes(l.status) && inWindow(l.leave_date)
      ).sort(byDateThenId).map((leave) => ({ ...toLeave(leave), lecture: leave.lecture !== false }));
    },
    async ofCourse(code, { status }, { offset, limit }) {
      const inCourse = state().leaves.filter((l) => l.course_code === code);
      const acceptedDays = (rollNo) => inCourse.filter((l) => l.roll_no === rollNo && l.status === "accepted" && countsInPercentage(l)).length;
      const all = inCourse.filter((l) => !status || l.status === status);
      return {
        items: all.sort(byDateThenId).slice(offset, offset + limit).map(
          (l) => l.status === "pending" ? { ...withStudent(l), accepted_days: acceptedDays(l.roll_no) } : withStudent(l)
        ),
        total: all.length
      };
    },
    async page(filter, { offset, limit }) {
      const all = state().leaves.filter((leave) => matches2(leave, filter)).sort((a, b) => byDateThenId(b, a));
      return { items: all.slice(offset, offset + limit).map(withHistory), total: all.length };
    },
    pageBatches: (filter) => inBatches(async () => (await store.page(filter, WHOLE)).items),
    async byId(leaveId) {
      const leave = state().leaves.find((l) => l.leave_id === leaveId);
      return leave && toLeave(leave);
    },
    async apply(rows, actor, facts = { kind_id: PERSONAL_KIND_ID, counts: true, days: 1 }) {
      const leaves = state().leaves;
      const requestId = nextId(leaves, "request_id");
      return write(() => {
        const requests = state().leaveRequests;
        const kept = requests.findIndex((r) => r.request_id === requestId);
        if (kept >= 0) requests.splice(kept, 1);
        const results = rows.map((row) => {
          const taken = leaves.some(
            (l) => l.roll_no === row.roll_no && l.leave_date === row.leave_date && l.course_code === row.course_code && ACTIVE_LEAVE_STATUSES.includes(l.status)
          );
          if (taken) return { result: "duplicate" };
          const stored = {
            leave_id: nextId(leaves, "leave_id"),
            ...row,
            status: INITIAL_LEAVE_STATUS,
            request_id: requestId,
            ...facts.counts ? {} : { counted: false }
          };
          leaves.push(stored);
          state().leaveEvents.push(event(stored.leave_id, null, INITIAL_LEAVE_STATUS, actor, null));
          return { result: "ok", leave: toLeave(stored) };
        });
        const applied = results.some((r) => r.result === "ok");
        if (applied) requests.push({ request_id: requestId, kind_id: facts.kind_id, days: facts.days });
        return { requestId: applied ? requestId : null, results };
      });
    },
    async absenceCounts(code, from, to) {
      const days = /* @__PURE__ */ new Map();
      for (const l of state().leaves) {
        if (l.course_code !== code || l.leave_date < from || l.leave_date > to || !isAway(l.status) || l.lecture === false)
          continue;
        const day = days.get(l.leave_date) ?? { date: l.leave_date, accepted: 0, pending: 0 };
        day[l.status] += 1;
        days.set(l.leave_date, day);
      }
      return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
    },
    async absentees(code, date, { offset, limit }) {
      const away = state().leaves.filter(
        (l) => l.course_code === code && l.leave_date === date && isAway(l.status) && l.lecture !== false
      ).sort((a, b) => a.roll_no - b.roll_no);
      return {
        items: away.slice(offset, offset + limit).map((l) => ({
          roll_no: l.roll_no,
          name: userName("student", l.roll_no),
          status: l.status
        })),
        total: away.length
      };
    },
    registerBatches: (code) => inBatches(
      async () => state().leaves.filter((l) => l.course_code === code).sort((a, b) => a.leave_date.localeCompare(b.leave_date) || a.roll_no - b.roll_no || a.leave_id - b.leave_id).map((l) => {
        const decision = state().leaveEvents.filter((e) => e.leave_id === l.leave_id && e.from_status !== null).sort((a, b) => b.event_id - a.event_id)[0];
        return {
          leave_date: l.leave_date,
          roll_no: l.roll_no,
          name: userName("student", l.roll_no),
          status: l.status,
          reason: l.reason,
          decided_by: decision ? userName(decision.actor_role, decision.actor_id) : null,
          decided_at: decision ? `${decision.at.slice(0, 19)}Z` : null,
          comment: decision?.comment ?? null,
          lecture: l.lecture !== false,
          counted: l.counted !== false,
          kind: kindName(l.request_id)
        };
      })
    ),
    async move(leaveId, decide, actor, comment) {
      const leave = state().leaves.find((l) => l.leave_id === leaveId);
      const instructor_id = leave && instructorOf(leave.course_code);
      if (!leave || instructor_id === void 0) return "not-found";
      const decision = decide({
        status: leave.status,
        instructor_id,
        roll_no: leave.roll_no,
        leave_date: leave.leave_date
      });
      if ("refuse" in decision) return decision.refuse;
      write(() => {
        state().leaveEvents.push(event(leave.leave_id, leave.status, decision.to, actor, comment));
        leave.status = decision.to;
      });
      return decision;
    }
  };
  return store;
}

// mock-api/src/jsonCourses.ts
var compareCourses = {
  course_code: (a, b) => a.course_code < b.course_code ? -1 : a.course_code > b.course_code ? 1 : 0,
  course_title: (a, b) => compareNames(a.course_title, b.course_title),
  instructor_name: (a, b) => compareNames(a.instructor_name, b.instructor_name),
  enrolled: (a, b) => a.enrolled - b.enrolled
};
var byCode = (a, b) => a.course_code.localeCompare(b.course_code);
function jsonCourses(state, write) {
  const courseOf = (code) => state().courses.find((c) => c.course_code === code);
  const limitOf = (course) => course.leave_limit ?? DEFAULT_LEAVE_LIMIT;
  const daysOf = (rollNo, code, counts) => state().leaves.filter(
    (l) => l.roll_no === rollNo && l.course_code === code && countsInPercentage(l) && counts(l.status)
  ).length;
  const accepted = (rollNo, code) => daysOf(rollNo, code, countsAsAbsence);
  const pending = (rollNo, code) => daysOf(rollNo, code, (status) => status === INITIAL_LEAVE_STATUS);
  const active = () => state().enrollments.filter((e) => !e.removed_at);
  const enrolled = (code) => active().filter((e) => e.course_code === code);
  const courses = {
    async find(code) {
      const course = courseOf(code);
      return course && {
        course_code: course.course_code,
        instructor_id: course.instructor_id,
        total_lectures: course.total_lectures,
        leave_limit: limitOf(course)
      };
    },
    async taughtBy(rgNo) {
      return state().courses.filter((c) => c.instructor_id === rgNo).sort(byCode).map((c) => ({
        course_code: c.course_code,
        course_title: c.course_title,
        semester_type: c.semester_type,
        semester_year: c.semester_year,
        total_students: enrolled(c.course_code).length,
        total_lectures: c.total_lectures,
        leave_limit: limitOf(c)
      }));
    },
    async summaries() {
      return state().courses.map((c) => ({
        course_code: c.course_code,
        course_title: c.course_title,
        instructor_id: c.instructor_id,
        semester_type: c.semester_type,
        semester_year: c.semester_year,
        total_lectures: c.total_lectures,
        leave_limit: limitOf(c)
      })).sort(byCode);
    },
    async insert(course) {
      if (courseOf(course.course_code)) return "duplicate";
      const instructor = state().users.find(
        (u) => u.role === "course instructor" && u.user_id === course.instructor_id
      );
      if (!instructor) return "missing-reference";
      return write(() => (state().courses.push({ ...course, leave_limit: limitOf(course) }), "ok"));
    },
    async list({ q, sort = "course_code", order = "asc" }, window) {
      const all = state().courses.flatMap((c) => {
        const instructor = state().users.find((u) => u.role === "course instructor" && u.user_id === c.instructor_id);
        if (!instructor || !matches(q, c.course_code, c.course_title, instructor.name)) return [];
        return [
          {
            course_code: c.course_code,
            course_title: c.course_title,
            instructor_id: c.instructor_id,
            instructor_name: instructor.name,
            semester_type: c.semester_type,
            semester_year: c.semester_year,
            total_lectures: c.total_lectures,
            leave_limit: limitOf(c),
            enrolled: enrolled(c.course_code).length
          }
        ];
      });
      return sortedWindow(all, compareCourses[sort], compareCourses.course_code, order, window);
    },
    listBatches: (filter) => inBatches(async () => (await courses.list(filter, WHOLE)).items),
    rosterBatches: (code) => inBatches(() => courses.roster(code)),
    async record(code) {
      const course = courseOf(code);
      return course && { ...course, leave_limit: limitOf(course) };
    },
    async update(course) {
      const stored = courseOf(course.course_code);
      if (!stored) return "not-found";
      const instructor = state().users.find(
        (u) => u.role === "course instructor" && u.user_id === course.instructor_id
      );
      if (!instructor) return "missing-reference";
      write(() => Object.assign(stored, course));
      return "ok";
    },
    async setLeaveLimit(code, limit) {
      const course = courseOf(code);
      if (!course) return false;
      write(() => {
        course.leave_limit = limit;
      });
      return true;
    },
    async roster(code) {
      return enrolled(code).map((e) => ({
        roll_no: e.roll_no,
        name: state().users.find((u) => u.role === "student" && u.user_id === e.roll_no)?.name ?? "",
        accepted_days: accepted(e.roll_no, code),
        pending_days: pending(e.roll_no, code),
        excused_days: state().leaves.filter(
          (l) => l.roll_no === e.roll_no && l.course_code === code && l.status === "accepted" && l.lecture !== false && l.counted === false
        ).length
      })).sort((a, b) => a.roll_no - b.roll_no);
    },
    async rosterWindow(code, order, { offset, limit }) {
      const roster = (await courses.roster(code)).sort(KEPT_ROSTER_COMPARE[order]);
      return { items: roster.slice(offset, offset + limit), total: roster.length };
    }
  };
  const enrolments = {
    async isEnrolled(rollNo, code) {
      return active().some((e) => e.roll_no === rollNo && e.course_code === code);
    },
    async tallies(rollNo) {
      return state().enrollments.filter((e) => e.roll_no === rollNo && !e.removed_at).flatMap((e) => {
        const course = courseOf(e.course_code);
        if (!course) return [];
        return [
          {
            course_code: e.course_code,
            total_lectures: course.total_lectures,
            leave_limit: limitOf(course),
            accepted_days: accepted(rollNo, e.course_code),
            pending_days: pending(rollNo, e.course_code)
          }
        ];
      }).sort(byCode);
    },
    async insert(rollNo, code) {
      const stored = state().enrollments.find((e) => e.roll_no === rollNo && e.course_code === code);
      if (stored && !stored.removed_at) return "duplicate";
      if (stored) return write(() => (stored.removed_at = null, "ok"));
      const student = state().users.find((u) => u.role === "student" && u.user_id === rollNo);
      if (!courseOf(code) || !student) return "missing-reference";
      return write(() => (state().enrollments.push({ roll_no: rollNo, course_code: code }), "ok"));
    },
    async remove(rollNo, code) {
      const stored = state().enrollments.find((e) => e.roll_no === rollNo && e.course_code === code && !e.removed_at);
      if (!stored) return false;
      write(() => stored.removed_at = (/* @__PURE__ */ new Date()).toISOString());
      return true;
    },
    async existing(pairs) {
      const asked = new Set(pairs.map(pairKey));
      return new Set(
        state().enrollments.map(pairKey).filter((key) => asked.has(key))
      );
    },
    async insertMany(pairs) {
      return write(() => {
        const stored = new Map(state().enrollments.map((e) => [pairKey(e), e]));
        const added = /* @__PURE__ */ new Set();
        for (const pair of pairs) {
          const key = pairKey(pair);
          const earlier = stored.get(key);
          if (earlier && !earlier.removed_at || added.has(key)) continue;
          if (earlier) earlier.removed_at = null;
          else state().enrollments.push({ roll_no: pair.roll_no, course_code: pair.course_code });
          added.add(key);
        }
        return added;
      });
    }
  };
  return { courses, enrolments };
}

// mock-api/src/jsonStudents.ts
var compareBy = {
  roll_no: (a, b) => a.roll_no - b.roll_no,
  name: (a, b) => compareNames(a.name, b.name),
  joining_year: (a, b) => a.joining_year - b.joining_year
};
var compareInstructors = {
  rg_no: (a, b) => a.rg_no - b.rg_no,
  name: (a, b) => compareNames(a.name, b.name)
};
function jsonStudents(state, write) {
  const isStudent = (roll) => state().users.some((u) => u.role === "student" && u.user_id === roll);
  const store = {
    studentBatches: (filter) => inBatches(async () => (await store.students(filter, WHOLE)).items),
    instructorBatches: (filter) => inBatches(async () => (await store.instructors(filter, WHOLE)).items),
    async students({ q, sort = "roll_no", order = "asc" }, window) {
      const enrolled = /* @__PURE__ */ new Map();
      for (const e of state().enrollments.filter((x) => !x.removed_at))
        enrolled.set(e.roll_no, (enrolled.get(e.roll_no) ?? 0) + 1);
      const all = state().users.filter((u) => u.role === "student" && matches(q, String(u.user_id), u.name)).map((u) => ({
        roll_no: u.user_id,
        name: u.name,
        branch: u.branch ?? "",
        stream: u.stream ?? "",
        joining_year: u.joining_year ?? 0,
        enrolled_courses: enrolled.get(u.user_id) ?? 0
      }));
      return sortedWindow(all, compareBy[sort], compareBy.roll_no, order, window);
    },
    async instructors({ q, sort = "rg_no", order = "asc" }, window) {
      const taught = /* @__PURE__ */ new Map();
      for (const c of state().courses) taught.set(c.instructor_id, (taught.get(c.instructor_id) ?? 0) + 1);
      const all = state().users.filter((u) => u.role === "course instructor" && matches(q, String(u.user_id), u.name)).map((u) => ({ rg_no: u.user_id, name: u.name, dept: u.dept ?? "", courses: taught.get(u.user_id) ?? 0 }));
      return sortedWindow(all, compareInstructors[sort], compareInstructors.rg_no, order, window);
    },
    async existingStudents(rollNos) {
      return new Set(rollNos.filter(isStudent));
    },
    async importStudents(students) {
      return write(() => {
        const added = [];
        for (const student of students) {
          if (isStudent(student.roll_no)) continue;
          state().users.push({
            role: "student",
            user_id: student.roll_no,
            name: student.name,
            password_hash: student.password_hash,
            must_change_password: student.must_change_password,
            branch: student.branch,
            stream: student.stream,
            joining_year: student.joining_year
          });
          added.push(student.roll_no);
        }
        return added;
      });
    }
  };
  return store;
}

// mock-api/src/jsonTerms.ts
var nextId2 = (rows, id) => rows.reduce((max, row) => Math.max(max, id(row)), 0) + 1;
var byTermStart = (a, b) => a.first_day.localeCompare(b.first_day);
var byHolidayStart = (a, b) => a.from_date.localeCompare(b.from_date) || a.holiday_id - b.holiday_id;
function jsonTerms(state, write) {
  const termOf2 = (termId) => state().terms.find((t) => t.term_id === termId);
  const holidaysOf = (termId) => state().holidays.filter((h) => h.term_id === termId).sort(byHolidayStart);
  const calendarOf = (code) => {
    const course = state().courses.find((c) => c.course_code === code);
    if (!course) return void 0;
    const term = termOf2(course.term_id) ?? null;
    return {
      course_code: course.course_code,
      total_lectures: course.total_lectures,
      term: term && { ...term },
      holidays: term ? holidaysOf(term.term_id).map((h) => ({ ...h })) : [],
      meetings: (course.meetings ?? []).map((m) => ({ ...m })),
      changes: state().lectureChanges.filter((c) => c.course_code === code).sort((a, b) => a.date.localeCompare(b.date)).map((c) => ({ ...c }))
    };
  };
  const termCalendar = (termId) => {
    const term = termOf2(termId);
    if (!term) return void 0;
    return {
      term: { ...term },
      holidays: holidaysOf(termId).map((h) => ({ ...h })),
      courses: state().courses.filter((c) => c.term_id === termId).map((c) => calendarOf(c.course_code)).sort((a, b) => a.course_code.localeCompare(b.course_code)),
      otherTerms: state().terms.filter((t) => t.term_id !== termId).sort(byTermStart).map((t) => ({ ...t }))
    };
  };
  const applyRecount = (code, { total, lectureDates: lectureDates2 }) => {
    const course = state().courses.find((c) => c.course_code === code);
    course.total_lectures = total;
    const lectures = lectureDates2 && new Set(lectureDates2);
    for (const leave of state().leaves) {
      if (leave.course_code !== code) continue;
      const lecture = !lectures || lectures.has(leave.leave_date);
      if (lecture) delete leave.lecture;
      else leave.lecture = false;
    }
  };
  const changeAndRecount = (change, touched, recount) => {
    const tables = ["courses", "terms", "holidays", "lectureChanges", "leaves"];
    const saved = Object.fromEntries(tables.map((table) => [table, structuredClone(state()[table])]));
    const restore = () => Object.assign(state(), saved);
    const written = change();
    const recounts = [];
    for (const calendar of touched()) {
      const counted = recount(calendar);
      if ("refuse" in counted) {
        restore();
        return { refuse: counted.refuse };
      }
      recounts.push([calendar.course_code, counted.recount]);
    }
    return {
      written: write(() => {
        for (const [code, counted] of recounts) applyRecount(code, counted);
        return written;
      })
    };
  };
  const writeTerm = (termId, change) => {
    if (change.kind === "edit") {
      Object.assign(termOf2(termId), change.term);
      return [];
    }
    if (change.kind === "remove holiday") {
      const index = state().holidays.findIndex((h) => h.holiday_id === change.holiday_id && h.term_id === termId);
      return index < 0 ? [] : state().holidays.splice(index, 1);
    }
    return change.holidays.map((holiday) => {
      const added = { holiday_id: nextId2(state().holidays, (h) => h.holiday_id), term_id: termId, ...holiday };
      state().holidays.push(added);
      return { ...added };
    });
  };
  const terms = {
    async list({ offset, limit }) {
      const all = [...state().terms].sort(byTermStart);
      return {
        total: all.length,
        items: all.slice(offset, offset + limit).map((term) => ({
          ...term,
          courses: state().courses.filter((c) => c.term_id === term.term_id).length,
          holidays: state().holidays.filter((h) => h.term_id === term.term_id).length
        }))
      };
    },
    async find(termId) {
      const term = termOf2(termId);
      return term && { ...term };
    },
    async holding(date) {
      const term = state().terms.find((t) => t.first_day <= date && date <= t.last_day);
      return term && { ...term };
    },
    async insert(payload, check) {
      const refused2 = check([...state().terms].sort(byTermStart));
      if (refused2) return refused2;
      const term = { term_id: nextId2(state().terms, (t) => t.term_id), ...payload };
      write(() => state().terms.push(term));
      return { ...term };
    },
    async change(termId, decide, recount) {
      const before = termCalendar(termId);
      if (!before) return "not-found";
      const decision = decide(before);
      if ("refuse" in decision) return decision.refuse;
      const done = changeAndRecount(
        () => writeTerm(termId, decision.write),
        () => termCalendar(termId).courses,
        recount
      );
      if ("refuse" in done) return done.refuse;
      return { after: termCalendar(termId), holidays: done.written };
    },
    async remove(termId) {
      const term = termOf2(termId);
      if (!term) return "not-found";
      if (state().courses.some((c) => c.term_id === termId)) return "in use";
      write(() => {
        state().terms = state().terms.filter((t) => t.term_id !== termId);
        state().holidays = state().holidays.filter((h) => h.term_id !== termId);
      });
      return { ...term };
    },
    async holidays(termId, { offset, limit }) {
      const all = holidaysOf(termId);
      return { total: all.length, items: all.slice(offset, offset + limit).map((h) => ({ ...h })) };
    },
    async holidaysOf(termIds) {
      return state().holidays.filter((h) => termIds.includes(h.term_id)).sort(byHolidayStart).map((h) => ({ ...h }));
    },
    async holidayTerm(holidayId) {
      return state().holidays.find((h) => h.holiday_id === holidayId)?.term_id;
    }
  };
  const writeCourse = (code, change) => {
    if (change.kind === "timetable") {
      const course = state().courses.find((c) => c.course_code === code);
      course.term_id = change.term_id;
      course.meetings = change.meetings.map((m) => ({ ...m }));
      return void 0;
    }
    if (change.kind === "remove change") {
      const index = state().lectureChanges.findIndex((c) => c.change_id === change.change_id && c.course_code === code);
      return index < 0 ? void 0 : state().lectureChanges.splice(index, 1)[0];
    }
    const added = {
      change_id: nextId2(state().lectureChanges, (c) => c.change_id),
      course_code: code,
      ...change.change
    };
    state().lectureChanges.push(added);
    return { ...added };
  };
  const timetables = {
    async calendarOf(code) {
      return calendarOf(code);
    },
    async calendarsOf(codes) {
      return [...new Set(codes)].sort().flatMap((code) => {
        const calendar = calendarOf(code);
        return calendar ? [calendar] : [];
      });
    },
    async change(code, decide, recount) {
      const before = calendarOf(code);
      if (!before) return "not-found";
      const decision = decide(before);
      if ("refuse" in decision) return decision.refuse;
      const done = changeAndRecount(
        () => writeCourse(code, decision.write),
        () => [calendarOf(code)],
        recount
      );
      if ("refuse" in done) return done.refuse;
      const change = done.written;
      return { after: calendarOf(code), ...change ? { change } : {} };
    },
    async changeCourse(changeId) {
      return state().lectureChanges.find((c) => c.change_id === changeId)?.course_code;
    },
    async activeLeaveOn(code, date) {
      return state().leaves.filter(
        (l) => l.course_code === code && l.leave_date === date && (l.status === "pending" || l.status === "accepted")
      ).sort((a, b) => a.roll_no - b.roll_no).map(toLeave);
    }
  };
  const nameOf = (rollNo) => state().users.find((u) => u.role === "student" && u.user_id === rollNo)?.name ?? "";
  const appliedAt = (leaves) => {
    const ids = new Set(leaves.map((l) => l.leave_id));
    return state().leaveEvents.find((e) => ids.has(e.leave_id) && e.from_status === null)?.at ?? "";
  };
  const storedRequest = (requestId, leaves) => ({
    request_id: requestId,
    roll_no: leaves[0].roll_no,
    student_name: nameOf(leaves[0].roll_no),
    applied_at: appliedAt(leaves),
    kind_id: state().leaveRequests.find((r) => r.request_id === requestId)?.kind_id ?? PERSONAL_KIND_ID,
    days: state().leaveRequests.find((r) => r.request_id === requestId)?.days ?? null,
    documents: state().requestDocuments.filter((d) => d.request_id === requestId).length,
    document_asked: state().leaveRequests.find((r) => r.request_id === requestId)?.document_asked ?? false,
    leaves: [...leaves].sort(
      (a, b) => a.course_code.localeCompare(b.course_code) || a.leave_date.localeCompare(b.leave_date) || a.leave_id - b.leave_id
    ).map((l) => ({ ...toLeave(l), lecture: l.lecture !== false }))
  });
  const grouped = (leaves) => {
    const byRequest = /* @__PURE__ */ new Map();
    for (const leave of leaves) {
      const group = byRequest.get(leave.request_id);
      if (group) group.push(leave);
      else byRequest.set(leave.request_id, [leave]);
    }
    return byRequest;
  };
  const requests = {
    async ofStudent({ roll_no, status, course_code }, { offset, limit }) {
      const picked = [...grouped(state().leaves.filter((l) => l.roll_no === roll_no))].filter(([, leaves]) => !status || leaves.some((l) => l.status === status)).filter(([, leaves]) => !course_code || leaves.some((l) => l.course_code === course_code)).sort(([a], [b]) => b - a);
      return {
        total: picked.length,
        items: picked.slice(offset, offset + limit).map(([id, leaves]) => storedRequest(id, leaves))
      };
    },
    async find(requestId) {
      const leaves = state().leaves.filter((l) => l.request_id === requestId);
      return leaves.length ? storedRequest(requestId, leaves) : void 0;
    },
    async pendingOfCourse(code, { offset, limit }) {
      const firstDate = (leaves) => leaves.reduce((min, l) => l.leave_date < min ? l.leave_date : min, "9");
      const pending = [...grouped(state().leaves.filter((l) => l.course_code === code && l.status === "pending"))].sort(
        ([a, left], [b, right]) => firstDate(left).localeCompare(firstDate(right)) || a - b
      );
      return {
        total: pending.length,
        items: pending.slice(offset, offset + limit).map(([id, leaves]) => ({
          ...storedRequest(id, leaves),
          accepted_days: state().leaves.filter(
            (l) => l.roll_no === leaves[0].roll_no && l.course_code === code && l.status === "accepted" && countsInPercentage(l)
          ).length
        }))
      };
    }
  };
  return { terms, timetables, requests };
}

// mock-api/src/jsonKinds.ts
function jsonKinds(state, write) {
  const byName = () => [...state().leaveKinds].sort((a, b) => compareNames(a.name, b.name) || a.kind_id - b.kind_id);
  const taken = (name, except) => state().leaveKinds.some((k) => k.name.toLowerCase() === name.toLowerCase() && k.kind_id !== except);
  const countLeaveOf = (requestIds, counts) => {
    for (const leave of state().leaves) {
      if (!requestIds.has(leave.request_id)) continue;
      if (counts) delete leave.counted;
      else leave.counted = false;
    }
  };
  const kindOfRequest2 = (requestId) => state().leaveRequests.find((r) => r.request_id === requestId)?.kind_id ?? PERSONAL_KIND_ID;
  return {
    async list({ offset, limit }) {
      const all = byName();
      return { items: all.slice(offset, offset + limit).map((kind) => ({ ...kind })), total: all.length };
    },
    async all() {
      return byName().map((kind) => ({ ...kind }));
    },
    async find(kindId) {
      const kind = state().leaveKinds.find((k) => k.kind_id === kindId);
      return kind && { ...kind };
    },
    async insert(payload) {
      if (taken(payload.name)) return "duplicate";
      const kind = { kind_id: Math.max(0, ...state().leaveKinds.map((k) => k.kind_id)) + 1, ...payload };
      write(() => state().leaveKinds.push(kind));
      return { ...kind };
    },
    async update(kind) {
      const stored = state().leaveKinds.find((k) => k.kind_id === kind.kind_id);
      if (!stored) return "not-found";
      if (taken(kind.name, kind.kind_id)) return "duplicate";
      write(() => {
        Object.assign(stored, kind);
        const requests = new Set(
          state().leaves.map((leave) => leave.request_id).filter((requestId) => kindOfRequest2(requestId) === kind.kind_id)
        );
        countLeaveOf(requests, kind.counts);
      });
      return { ...stored };
    },
    async setRequestKind(requestId, kind) {
      if (!state().leaves.some((leave) => leave.request_id === requestId)) return false;
      write(() => {
        const stored = state().leaveRequests.find((r) => r.request_id === requestId);
        if (stored) stored.kind_id = kind.kind_id;
        else state().leaveRequests.push({ request_id: requestId, kind_id: kind.kind_id, days: null });
        countLeaveOf(/* @__PURE__ */ new Set([requestId]), kind.counts);
      });
      return true;
    }
  };
}

// mock-api/src/jsonDocuments.ts
import fs from "node:fs";
import path from "node:path";
function jsonDocuments(state, write, folder) {
  const fileOf = (documentId) => {
    if (!folder) throw new Error("the mock API keeps documents only beside a data file");
    return path.join(folder, String(documentId));
  };
  const requestOf = (requestId) => state().leaveRequests.find((r) => r.request_id === requestId);
  const exists = (requestId) => state().leaves.some((leave) => leave.request_id === requestId);
  return {
    async add(requestId, files, uploader, max) {
      const held = state().requestDocuments.filter((d) => d.request_id === requestId).length;
      if (held + files.length > max) return "too many";
      const firstId = Math.max(0, ...state().requestDocuments.map((d) => d.document_id)) + 1;
      fs.mkdirSync(path.dirname(fileOf(firstId)), { recursive: true });
      const added = files.map((file, index) => {
        fs.writeFileSync(fileOf(firstId + index), file.bytes);
        return {
          document_id: firstId + index,
          request_id: requestId,
          file_name: file.file_name,
          content_type: file.content_type,
          size_bytes: file.bytes.length,
          uploaded_at: (/* @__PURE__ */ new Date()).toISOString(),
          uploaded_by_role: uploader.role,
          uploaded_by_id: uploader.id
        };
      });
      write(() => {
        state().requestDocuments.push(...added);
        const request = requestOf(requestId);
        if (request) delete request.document_asked;
      });
      return added.map((document) => ({ ...document }));
    },
    async list(requestId, { offset, limit }) {
      const all = state().requestDocuments.filter((d) => d.request_id === requestId);
      return { items: all.slice(offset, offset + limit).map((d) => ({ ...d })), total: all.length };
    },
    async find(documentId) {
      const document = state().requestDocuments.find((d) => d.document_id === documentId);
      return document && { ...document };
    },
    async content(documentId) {
      if (!state().requestDocuments.some((d) => d.document_id === documentId)) return void 0;
      try {
        return new Uint8Array(fs.readFileSync(fileOf(documentId)));
      } catch {
        return void 0;
      }
    },
    async purgeWithdrawn(before) {
      const gone = new Set(
        state().requestDocuments.map((d) => d.request_id).filter((requestId) => {
          const leaves = state().leaves.filter((leave) => leave.request_id === requestId);
          const ids = new Set(leaves.map((leave) => leave.leave_id));
          const last = state().leaveEvents.filter((e) => ids.has(e.leave_id)).reduce((latest, e) => e.at > latest ? e.at : latest, "");
          return leaves.every((leave) => leave.status === "withdrawn") && last !== "" && last <= before;
        })
      );
      const removed = state().requestDocuments.filter((d) => gone.has(d.request_id));
      if (!removed.length) return 0;
      write(() => {
        state().requestDocuments = state().requestDocuments.filter((d) => !gone.has(d.request_id));
      });
      for (const document of removed) fs.rmSync(fileOf(document.document_id), { force: true });
      return removed.length;
    },
    async ask(requestId) {
      if (!exists(requestId)) return false;
      write(() => {
        const request = requestOf(requestId);
        if (request) request.document_asked = true;
        else state().leaveRequests.push({ request_id: requestId, kind_id: 1, days: null, document_asked: true });
      });
      return true;
    }
  };
}

// mock-api/src/jsonSessions.ts
var endOf = (session) => Math.min(
  session.expires_at,
  session.idle_seconds === void 0 ? Infinity : (session.last_seen_at ?? session.expires_at) + session.idle_seconds * 1e3
);
var listed = (session) => ({
  token_hash: session.token_hash,
  device_id: session.device_id ?? session.token_hash.slice(0, 22),
  device: session.device ?? "",
  client_ip: session.client_ip ?? "",
  created_at: new Date(session.created_at ?? session.expires_at).toISOString(),
  last_seen_at: new Date(session.last_seen_at ?? session.created_at ?? session.expires_at).toISOString()
});
var byLastSeen = (a, b) => (b.last_seen_at ?? 0) - (a.last_seen_at ?? 0) || (b.created_at ?? 0) - (a.created_at ?? 0);
function jsonSessions(state, write, now, live) {
  const liveOf = (role, userId2) => state().sessions.filter((s) => s.role === role && s.user_id === userId2 && endOf(s) > now());
  const endWhere = (ends) => {
    const ended = state().sessions.filter(ends);
    if (ended.length) write(() => state().sessions = state().sessions.filter((s) => !ends(s)));
    for (const session of ended) live.endSession(session.token_hash);
    return ended.length;
  };
  return {
    async create(token_hash, role, user_id, { deviceId, ttlSeconds, idleSeconds, device, clientIp }) {
      const at = now();
      write(() => {
        state().sessions = state().sessions.filter((s) => s.expires_at > at);
        state().sessions.push({
          token_hash,
          role,
          user_id,
          expires_at: at + ttlSeconds * 1e3,
          device_id: deviceId,
          created_at: at,
          last_seen_at: at,
          idle_seconds: idleSeconds,
          device,
          client_ip: clientIp
        });
      });
    },
    async find(tokenHash) {
      const at = now();
      const session = state().sessions.find((s) => s.token_hash === tokenHash && endOf(s) > at);
      const user = session && state().users.find((u) => u.role === session.role && u.user_id === session.user_id);
      if (!session || !user || user.active === false) return void 0;
      if (at - (session.last_seen_at ?? 0) >= SESSION_TOUCH_SECONDS * 1e3) {
        write(() => session.last_seen_at = at);
      }
      return { user_id: user.user_id, role: user.role, name: user.name };
    },
    async listOf(role, userId2, { offset, limit }) {
      const sessions = liveOf(role, userId2).sort(byLastSeen);
      return { items: sessions.slice(offset, offset + limit).map(listed), total: sessions.length };
    },
    async deviceOf(role, userId2, deviceId) {
      const session = liveOf(role, userId2).find((s) => listed(s).device_id === deviceId);
      return session && listed(session);
    },
    async delete(tokenHash) {
      endWhere((s) => s.token_hash === tokenHash);
    },
    endAllOf: async (role, userId2) => endWhere((s) => s.role === role && s.user_id === userId2)
  };
}

// mock-api/src/jsonTwoFactor.ts
function jsonTwoFactor(state, write) {
  const factorOf = (adminId) => state().adminFactors.find((f) => f.user_id === adminId);
  const sessionOf = (tokenHash) => state().sessions.find((s) => s.token_hash === tokenHash);
  return {
    async find(adminId) {
      const factor = factorOf(adminId);
      return factor && {
        secret: factor.secret,
        enabled: factor.enabled_at !== null,
        last_step: factor.last_step,
        recovery_codes_left: factor.recovery_code_hashes.length
      };
    },
    async begin(adminId, secret) {
      const factor = factorOf(adminId);
      if (factor?.enabled_at) return "enabled";
      write(() => {
        state().adminFactors = state().adminFactors.filter((f) => f.user_id !== adminId);
        state().adminFactors.push({
          user_id: adminId,
          secret,
          enabled_at: null,
          last_step: null,
          recovery_code_hashes: []
        });
      });
      return "ok";
    },
    async enable(adminId, hashes2, step) {
      const factor = factorOf(adminId);
      if (!factor || factor.enabled_at) return false;
      write(
        () => Object.assign(factor, { enabled_at: (/* @__PURE__ */ new Date()).toISOString(), last_step: step, recovery_code_hashes: hashes2 })
      );
      return true;
    },
    async remove(adminId) {
      if (!factorOf(adminId)) return false;
      write(() => {
        state().adminFactors = state().adminFactors.filter((f) => f.user_id !== adminId);
      });
      return true;
    },
    async useStep(adminId, step) {
      const factor = factorOf(adminId);
      if (!factor?.enabled_at || factor.last_step !== null && factor.last_step >= step) return false;
      write(() => Object.assign(factor, { last_step: step }));
      return true;
    },
    async useRecoveryCode(adminId, codeHash) {
      const factor = factorOf(adminId);
      if (!factor?.recovery_code_hashes.includes(codeHash)) return false;
      write(() => {
        factor.recovery_code_hashes = factor.recovery_code_hashes.filter((hash) => hash !== codeHash);
      });
      return true;
    },
    async markSteppedUp(tokenHash) {
      const session = sessionOf(tokenHash);
      if (session) write(() => Object.assign(session, { stepped_up_at: Date.now() }));
    },
    async steppedUpWithin(tokenHash, seconds) {
      const at = sessionOf(tokenHash)?.stepped_up_at;
      return at !== void 0 && at > Date.now() - seconds * 1e3;
    }
  };
}

// mock-api/src/jsonStorage.ts
function jsonStorage(db, live = new LiveHub(), documentsFolder) {
  const state = () => db.state;
  const now = () => Date.now();
  const userOf = (role, userId2) => state().users.find((u) => u.role === role && u.user_id === userId2);
  const studentOf = (rollNo) => state().users.find((u) => u.role === "student" && u.user_id === rollNo);
  const instructorOf = (rgNo) => state().users.find((u) => u.role === "course instructor" && u.user_id === rgNo);
  const write = (change) => {
    const result = change();
    try {
      db.save();
    } catch (error) {
      db.reload();
      throw error;
    }
    return result;
  };
  const storage = {
    users: {
      async findCredentials(role, userId2) {
        const user = userOf(role, userId2);
        return user && {
          name: user.name,
          password_hash: user.password_hash,
          active: user.active ?? true,
          must_change_password: user.must_change_password ?? false
        };
      },
      async setPassword(role, userId2, passwordHash, mustChange) {
        const user = userOf(role, userId2);
        if (!user) return false;
        write(() => Object.assign(user, { password_hash: passwordHash, must_change_password: mustChange }));
        return true;
      },
      async setActive(role, userId2, active) {
        const user = userOf(role, userId2);
        if (!user) return false;
        write(() => Object.assign(user, { active }));
        return true;
      },
      async findStudent(rollNo) {
        const user = studentOf(rollNo);
        return user && {
          roll_no: user.user_id,
          name: user.name,
          branch: user.branch ?? "",
          stream: user.stream ?? "",
          joining_year: user.joining_year ?? 0
        };
      },
      async contact(role, userId2) {
        const user = userOf(role, userId2);
        return user && { email: user.email ?? null, email_notifications: user.email_notifications ?? true };
      },
      async setContact(role, userId2, settings) {
        const user = userOf(role, userId2);
        if (!user) return false;
        write(() => Object.assign(user, settings));
        return true;
      },
      async findInstructor(rgNo) {
        const user = instructorOf(rgNo);
        return user && { rg_no: user.user_id, name: user.name, dept: user.dept ?? "" };
      },
      async insert(user) {
        if (state().users.some((u) => u.role === user.role && u.user_id === user.user_id)) return "duplicate";
        return write(() => (state().users.push(user), "ok"));
      },
      ...jsonStudents(state, write)
    },
    sessions: jsonSessions(state, write, now, live),
    signInFailures: {
      // Nothing here awaits between the count and the write: parallel attempts take turns.
      async reserve(key, windowSeconds, decide) {
        const since = now() - windowSeconds * 1e3;
        const times = state().signInFailures.filter((f) => f.client_key === key && f.failed_at > since).map((f) => f.failed_at);
        const decision = decide({
          failures: times.length,
          oldestAgeSeconds: times.length ? (now() - Math.min(...times)) / 1e3 : null
        });
        if (decision.allowed) {
          write(() => {
            state().signInFailures = state().signInFailures.filter((f) => f.failed_at > since);
            state().signInFailures.push({ client_key: key, failed_at: now() });
          });
        }
        return decision;
      },
      async clear(key) {
        write(() => {
          state().signInFailures = state().signInFailures.filter((f) => f.client_key !== key);
        });
      }
    },
    knownDevices: {
      async remember(token_hash, role, user_id, ttlSeconds) {
        write(() => {
          state().knownDevices = state().knownDevices.filter((d) => d.expires_at > now());
          state().knownDevices.push({ token_hash, role, user_id, expires_at: now() + ttlSeconds * 1e3 });
        });
      },
      async isKnown(tokenHash, role, userId2) {
        return state().knownDevices.some(
          (d) => d.token_hash === tokenHash && d.role === role && d.user_id === userId2 && d.expires_at > now()
        );
      }
    },
    twoFactor: jsonTwoFactor(state, write),
    signInOptions: {
      async passwordSignIn() {
        return state().signInOptions ?? PASSWORD_SIGN_IN_ON;
      },
      async setPasswordSignIn(setting) {
        write(() => {
          state().signInOptions = { ...setting };
        });
      }
    },
    ...jsonCourses(state, write),
    leaves: jsonLeaves(state, write),
    audit: jsonAudit(state, write),
    notifications: jsonNotifications(state, write, live),
    calendarFeeds: jsonCalendarFeeds(state, write),
    ...jsonTerms(state, write),
    kinds: jsonKinds(state, write),
    documents: jsonDocuments(state, write, documentsFolder),
    async ping() {
      try {
        db.save();
        return "ok";
      } catch {
        return "cannot-write";
      }
    }
  };
  return {
    ...storage,
    // In memory, several reads cost nothing: composed from the stores.
    async studentOverview(rollNo, window) {
      const profile = await storage.users.findStudent(rollNo);
      if (!profile) return void 0;
      const [leaves, tallies] = await Promise.all([
        storage.leaves.ofStudent(rollNo, window),
        storage.enrolments.tallies(rollNo)
      ]);
      return { profile, leaves, tallies };
    },
    async instructorOverview(rgNo) {
      const profile = await storage.users.findInstructor(rgNo);
      return profile && { profile, courses: await storage.courses.taughtBy(rgNo) };
    },
    async courseLeavePage(code, filter, window) {
      const course = await storage.courses.find(code);
      return course && { course, page: await storage.leaves.ofCourse(code, filter, window) };
    },
    atomically: (work) => atomically(db, live, documentsFolder, work)
  };
}
async function atomically(db, live, documentsFolder, work) {
  let changed = false;
  const held = {
    get state() {
      return db.state;
    },
    save() {
      changed = true;
    },
    // A block inside this one failed: this one's end reads the file back.
    reload() {
    }
  };
  try {
    const result = await work(jsonStorage(held, live, documentsFolder));
    if (changed) db.save();
    return result;
  } catch (error) {
    db.reload();
    throw error;
  }
}

// mock-api/src/records.ts
var emptyState = () => ({
  users: [],
  courses: [],
  enrollments: [],
  leaves: [],
  sessions: [],
  signInFailures: [],
  knownDevices: [],
  adminFactors: [],
  leaveEvents: [],
  auditEvents: [],
  notifications: [],
  calendarFeeds: [],
  terms: [],
  holidays: [],
  lectureChanges: [],
  leaveKinds: [{ ...PERSONAL_KIND }],
  leaveRequests: [],
  requestDocuments: []
});

// mock-api/src/database.ts
var DEFAULT_DB_FILE = path2.join(import.meta.dirname, "..", "data", "db.json");
function open(file) {
  const db = jsonServer.router(file).db;
  return {
    get state() {
      return db.getState();
    },
    save() {
      db.write();
    },
    reload() {
      db.read();
    },
    replace(state) {
      db.setState(state);
      db.write();
    }
  };
}
async function seededState(seed, hashOf) {
  const state = emptyState();
  const inMemory = { state, save() {
  }, reload() {
  } };
  await loadSeed(jsonStorage(inMemory), seed, hashOf);
  return state;
}
async function resetDatabase(file, today) {
  fs2.mkdirSync(path2.dirname(file), { recursive: true });
  fs2.writeFileSync(file, `${JSON.stringify(await seededState(buildDemoSeed(today)))}
`);
}
function semesterTerms(courses) {
  const terms = [];
  const semesters = courses.filter((c) => c.semester_type === "Spring" || c.semester_type === "Autumn");
  for (const course of [...semesters].sort(
    (a, b) => a.semester_year - b.semester_year || (a.semester_type === "Spring" ? -1 : 1)
  )) {
    const name = `${course.semester_type} ${course.semester_year}`;
    let term = terms.find((t) => t.name === name);
    if (!term) {
      const spring = course.semester_type === "Spring";
      term = {
        term_id: terms.length + 1,
        name,
        first_day: `${course.semester_year}-${spring ? "01-01" : "07-01"}`,
        last_day: `${course.semester_year}-${spring ? "06-30" : "12-31"}`
      };
      terms.push(term);
    }
    course.term_id = term.term_id;
  }
  return terms;
}
async function upgrade(db) {
  const state = db.state;
  const current = state.sessions && state.signInFailures && state.knownDevices && state.adminFactors && state.leaveEvents && state.auditEvents && state.notifications && state.calendarFeeds && state.terms && state.leaveKinds && state.leaveRequests && state.requestDocuments && state.users.every((user) => typeof user.password_hash === "string");
  if (current) return;
  for (const user of state.users) {
    if (user.passwd !== void 0) {
      user.password_hash = await hashPassword(user.passwd);
      delete user.passwd;
    }
  }
  for (const leave of state.leaves) {
    if (leave.roll_no === void 0 && leave.user_id !== void 0) leave.roll_no = leave.user_id;
    delete leave.user_id;
    delete leave.user_role;
    leave.request_id ??= leave.leave_id;
  }
  state.leaveEvents ??= state.leaves.map((leave, index) => ({
    event_id: index + 1,
    leave_id: leave.leave_id,
    from_status: null,
    to_status: "pending",
    actor_role: "student",
    actor_id: leave.roll_no,
    comment: null,
    at: (/* @__PURE__ */ new Date()).toISOString()
  }));
  state.sessions ??= [];
  state.signInFailures ??= [];
  state.knownDevices ??= [];
  state.adminFactors ??= [];
  state.auditEvents ??= [];
  state.notifications ??= [];
  state.calendarFeeds ??= [];
  state.holidays ??= [];
  state.lectureChanges ??= [];
  state.leaveKinds ??= [{ ...PERSONAL_KIND }];
  state.leaveRequests ??= [];
  state.requestDocuments ??= [];
  state.terms ??= semesterTerms(state.courses);
  db.save();
  console.info("mock-api: data file upgraded to the current format (nothing was lost)");
}
async function openDatabase(file, today) {
  if (!fs2.existsSync(file)) await resetDatabase(file, today);
  const db = open(file);
  await upgrade(db);
  return db;
}
var documentsFolderOf = (dataFile) => path2.join(path2.dirname(dataFile), `${path2.basename(dataFile, ".json")}-documents`);

// mock-api/src/qa/qaControls.ts
import express from "express";

// mock-api/src/qa/faults.ts
import { z as z29 } from "zod";

// mock-api/src/qa/qaMessages.ts
var qaMessages = {
  unknownPath: (name, path6) => `${name} must be a path this API serves, such as /studentData; there is no ${path6}`,
  faultDoesNothing: 'A fault needs a status, "drop": true or a delay_ms above 0',
  statusAndDrop: "A fault either answers a status or drops the connection, not both",
  timesAndRate: "A fault has times or rate, not both",
  notARate: (name) => `${name} must be a number from 0 to 1: the share of matching calls that fail`,
  faultAnswer: (method, path6, status) => `This call failed on purpose: a QA fault on ${method} ${path6} answers ${status} (DELETE /__qa/faults clears it)`,
  noFault: (id) => `There is no fault ${id}`,
  faultsCleared: (count2) => `${count2} fault${count2 === 1 ? "" : "s"} cleared`,
  journalCleared: (count2) => `${count2} request${count2 === 1 ? "" : "s"} cleared from the journal`,
  onlyRead: (method, path6) => `${path6} is json-server's view of the data, to read only: ${method} is not allowed; change data through the API`
};

// mock-api/src/qa/faults.ts
var MAX_DELAY_MS = 6e4;
var faultSchema = (knownPaths) => z29.object({
  path: text("path", 200).refine((path6) => knownPaths.has(path6), {
    error: (issue) => qaMessages.unknownPath("path", String(issue.input))
  }),
  method: oneOf("method", ["GET", "POST"]).optional(),
  status: wholeNumber("status", 400, 599).optional(),
  drop: z29.literal(true, { error: fieldMessages.onlyTrue("drop") }).optional(),
  delay_ms: wholeNumber("delay_ms", 0, MAX_DELAY_MS).default(0),
  times: wholeNumber("times", 1, 1e6).optional(),
  rate: z29.number({ error: qaMessages.notARate("rate") }).min(0, qaMessages.notARate("rate")).max(1, qaMessages.notARate("rate")).optional()
}).refine((fault) => fault.status !== void 0 || fault.drop || fault.delay_ms > 0, qaMessages.faultDoesNothing).refine((fault) => fault.status === void 0 || !fault.drop, { error: qaMessages.statusAndDrop, path: ["drop"] }).refine((fault) => fault.times === void 0 || fault.rate === void 0, {
  error: qaMessages.timesAndRate,
  path: ["rate"]
});
var latencySchema = z29.object({ delay_ms: wholeNumber("delay_ms", 0, MAX_DELAY_MS) });
var FaultBook = class {
  latencyMs = 0;
  faults = [];
  nextId = 1;
  add(request) {
    const fault = { ...request, id: this.nextId++, hits: 0 };
    this.faults.push(fault);
    return fault;
  }
  list() {
    return this.faults.map((fault) => ({ ...fault }));
  }
  remove(id) {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length < before;
  }
  /** Forgets every fault; answers how many there were. */
  clear() {
    const count2 = this.faults.length;
    this.faults = [];
    return count2;
  }
  /**
   * The first fault that takes this call, counted as used (one that has no uses left goes), or
   * none. A fault with a rate takes each matching call with that chance.
   */
  take(method, path6, chance = Math.random) {
    const fault = this.faults.find(
      (f) => f.path === path6 && (f.method === void 0 || f.method === method) && (f.rate === void 0 || chance() < f.rate)
    );
    if (!fault) return void 0;
    fault.hits += 1;
    if (fault.times !== void 0 && fault.hits >= fault.times) this.remove(fault.id);
    return fault;
  }
};
var wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function applyFaults(book, skip) {
  return (req, res, next) => {
    if (skip(req.path)) return next();
    const fault = book.take(req.method, req.path);
    const delay = book.latencyMs + (fault?.delay_ms ?? 0);
    const act = () => {
      if (fault?.drop) return req.socket.destroy();
      if (fault?.status !== void 0)
        return res.status(fault.status).json({ message: qaMessages.faultAnswer(req.method, req.path, fault.status) });
      next();
    };
    if (delay > 0) void wait(delay).then(act);
    else act();
  };
}

// mock-api/src/qa/maskSecrets.ts
var SECRET_FIELD = /passw|otp|token|secret|recovery/i;
var MASK = "***";
function maskSecrets(value) {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_FIELD.test(key) ? MASK : maskSecrets(inner)])
  );
}

// mock-api/src/qa/requestJournal.ts
var JOURNAL_SIZE = 1e3;
var shown = ({ id, at, session, query, body, ...rest }) => ({
  id,
  time: new Date(at).toISOString(),
  ...rest,
  query: maskSecrets(query),
  user: session ? { role: session.role, user_id: session.user_id } : null,
  body: body !== null && typeof body === "object" && Object.keys(body).length ? maskSecrets(body) : null
});
var RequestJournal = class {
  entries = new Array(JOURNAL_SIZE);
  nextId = 1;
  kept = 0;
  add(entry) {
    const id = this.nextId++;
    this.entries[id % JOURNAL_SIZE] = { id, ...entry };
    this.kept = Math.min(JOURNAL_SIZE, this.kept + 1);
  }
  /** Newest first, those after `sinceId` only if given, with secrets masked. */
  list(sinceId = 0) {
    const newest = this.nextId - 1;
    const listed2 = [];
    for (let id = newest; id > Math.max(sinceId, newest - this.kept); id -= 1) {
      listed2.push(shown(this.entries[id % JOURNAL_SIZE]));
    }
    return listed2;
  }
  /** Forgets every request; answers how many there were. */
  clear() {
    const count2 = this.kept;
    this.kept = 0;
    this.entries.fill(void 0);
    return count2;
  }
};
function journalRequests(journal, skip) {
  return (req, res, next) => {
    const path6 = req.path;
    if (skip(path6)) return next();
    const started = performance.now();
    const at = Date.now();
    res.on("close", () => {
      journal.add({
        at,
        method: req.method,
        path: path6,
        query: req.query,
        session: res.locals.session,
        status: res.writableFinished ? res.statusCode : null,
        duration_ms: Math.round(performance.now() - started),
        body: req.body
      });
    });
    next();
  };
}

// mock-api/src/qa/restView.ts
import jsonServer2 from "json-server";
var SECRET_COLUMN = /hash|secret|token|^passw(or)?d$/i;
var withoutSecrets = (row) => Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key)));
var COLLECTIONS = Object.keys(emptyState());
var isCollection = (name) => COLLECTIONS.includes(name);
function restView(db, endpointPaths) {
  const router = jsonServer2.router(Object.fromEntries(COLLECTIONS.map((name) => [name, []])));
  const atRoot = COLLECTIONS.filter((name) => !endpointPaths.has(`/${name}`)).map((name) => `/${name}`);
  const serve = (req, res, next) => {
    const name = req.params.collection ?? req.path.slice(1);
    if (!isCollection(name)) return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      return res.status(405).set("Allow", "GET").json({ message: qaMessages.onlyRead(req.method, req.path) });
    }
    router.db.setState({ [name]: db.state[name].map(withoutSecrets) });
    const query = req.originalUrl.indexOf("?");
    req.url = `/${name}${query === -1 ? "" : req.originalUrl.slice(query)}`;
    router(req, res, next);
  };
  return { paths: ["/__qa/db/:collection", ...atRoot], rootPaths: atRoot, serve };
}

// mock-api/src/qa/schoolClock.ts
import { z as z30 } from "zod";
var clockSchema = z30.object({ today: isoDate("today") });
function schoolClock(settings) {
  const atStart = settings.fixedToday;
  const now = () => ({ today: schoolTodayOf(settings), fixed: settings.fixedToday !== void 0 });
  return {
    now,
    set(today) {
      settings.fixedToday = today;
      return now();
    },
    clear() {
      settings.fixedToday = atStart;
      return now();
    }
  };
}

// mock-api/src/qa/routes/qaHttp.ts
var answer = (handle) => (req, res, next) => {
  Promise.resolve(handle(req, res)).then((body) => {
    if (body !== void 0 && !res.headersSent) res.json(body);
  }, next);
};
function parsedOr400(schema, input2, res) {
  const parsed = parseRequest(schema, input2);
  if (parsed.ok) return parsed.value;
  res.status(400).json(parsed.error);
  return void 0;
}
var onlyJsonChanges = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || /^application\/json\b/i.test(req.get("content-type") ?? ""))
    return next();
  res.status(415).json({ message: messages.sendJson });
};

// mock-api/src/qa/routes/clockRoutes.ts
function clockRoutes(routes, clock) {
  routes.get(
    "/clock",
    answer(() => clock.now())
  );
  routes.put(
    "/clock",
    answer((req, res) => {
      const body = parsedOr400(clockSchema, req.body, res);
      return body && clock.set(body.today);
    })
  );
  routes.delete(
    "/clock",
    answer(() => clock.clear())
  );
}

// mock-api/src/qa/routes/faultRoutes.ts
function faultRoutes(routes, faults, faultPaths) {
  const schema = faultSchema(faultPaths);
  routes.get(
    "/faults",
    answer(() => ({ latency_ms: faults.latencyMs, faults: faults.list() }))
  );
  routes.post(
    "/faults",
    answer((req, res) => {
      const body = parsedOr400(schema, req.body, res);
      if (body) res.status(201);
      return body && faults.add(body);
    })
  );
  routes.delete(
    "/faults",
    answer(() => ({ message: qaMessages.faultsCleared(faults.clear()) }))
  );
  routes.delete(
    "/faults/:id",
    answer((req, res) => {
      if (faults.remove(Number(req.params.id))) return { message: qaMessages.faultsCleared(1) };
      res.status(404);
      return { message: qaMessages.noFault(req.params.id) };
    })
  );
  routes.put(
    "/latency",
    answer((req, res) => {
      const body = parsedOr400(latencySchema, req.body, res);
      if (body) faults.latencyMs = body.delay_ms;
      return body && { latency_ms: faults.latencyMs };
    })
  );
  routes.delete(
    "/latency",
    answer(() => ({ latency_ms: faults.latencyMs = 0 }))
  );
}

// mock-api/src/qa/routes/journalRoutes.ts
import { z as z31 } from "zod";
var sinceSchema = z31.object({
  since: z31.string().regex(/^\d+$/, fieldMessages.notANumber("since")).transform(Number).optional()
});
function journalRoutes(routes, journal) {
  routes.get(
    "/requests",
    answer((req, res) => {
      const query = parsedOr400(sinceSchema, req.query, res);
      return query && { requests: journal.list(query.since) };
    })
  );
  routes.delete(
    "/requests",
    answer(() => ({ message: qaMessages.journalCleared(journal.clear()) }))
  );
}

// mock-api/src/qa/routes/panelRoutes.ts
import path3 from "node:path";
var PANEL_DIR = path3.join(import.meta.dirname, "..", "panel");
var PANEL_FILES = [
  ["/", "index.html", "html"],
  ["/panel.js", "panel.js", "js"],
  ["/panel.css", "panel.css", "css"]
];
function panelRoutes(routes) {
  for (const [route, file, type] of PANEL_FILES) {
    routes.get(route, (_req, res) => res.type(type).sendFile(path3.join(PANEL_DIR, file)));
  }
}

// mock-api/src/qa/routes/scenarioRoutes.ts
import { z as z32 } from "zod";

// mock-api/src/qa/scenarioState.ts
import { randomBytes as randomBytes5 } from "node:crypto";
var MINUTE_MS = 6e4;
var hashes = /* @__PURE__ */ new Map();
var keptHashOf = (user) => {
  if (!hashes.has(user.password)) hashes.set(user.password, hashPassword(user.password));
  return hashes.get(user.password);
};
async function scenarioState(scenario, now = Date.now()) {
  const state = await seededState(scenario.seed, keptHashOf);
  const sessions = [];
  for (const session of scenario.sessions) {
    const ends = now + session.ends_in_minutes * MINUTE_MS;
    state.sessions.push({
      token_hash: hashToken2(session.token),
      role: session.role,
      user_id: session.user_id,
      expires_at: ends,
      device_id: randomBytes5(16).toString("base64url"),
      created_at: Math.min(now, ends - MINUTE_MS),
      last_seen_at: Math.min(now, ends - MINUTE_MS),
      device: "QA scenario",
      client_ip: "127.0.0.1"
    });
    const { role, user_id, token } = session;
    sessions.push({ role, user_id, token, expires_at: new Date(ends).toISOString() });
  }
  return { state, sessions };
}

// mock-api/src/qa/routes/scenarioRoutes.ts
function scenarioRoutes(routes, { data, live, clock, scenarios }) {
  const nameSchema = z32.object({ name: oneOf("name", scenarios.map((s) => s.name)) });
  async function load(name) {
    const { today } = clock.now();
    const { state, sessions } = await scenarioState(scenarios.find((s) => s.name === name).build(today));
    const ended = data.state.sessions.map((s) => s.token_hash);
    data.replace(state);
    for (const tokenHash of ended) live.endSession(tokenHash);
    return { scenario: name, today, sessions };
  }
  routes.post(
    "/reset",
    answer(() => load("demo"))
  );
  routes.get(
    "/scenarios",
    answer(() => ({ scenarios: scenarios.map(({ name, description }) => ({ name, description })) }))
  );
  routes.post(
    "/scenario",
    answer((req, res) => {
      const body = parsedOr400(nameSchema, req.body, res);
      return body && load(body.name);
    })
  );
}

// mock-api/src/qa/scenarios/catalogue.ts
import fs3 from "node:fs";
import path4 from "node:path";
import { z as z34 } from "zod";

// mock-api/src/qa/scenarios/builders.ts
import { z as z33 } from "zod";

// mock-api/src/qa/scenarios/scenario.ts
var termOf = (seed) => seed.terms[0];
var lectureDates = (seed, code) => termLectures(demoCalendar(code, termOf(seed))).map((lecture) => lecture.date);
function withTerm(seed, term) {
  return {
    ...seed,
    terms: [term],
    courses: seed.courses.map((course) => ({
      ...course,
      term: term.name,
      total_lectures: totalLectures(demoCalendar(course.course_code, term), course.total_lectures)
    }))
  };
}
var hasLeave = (seed, rollNo, code, date) => seed.leaves.some((l) => l.roll_no === rollNo && l.course_code === code && l.leave_date === date);

// mock-api/src/qa/scenarios/builders.ts
var builder = (made) => made;
var plain = (seed) => ({ seed, sessions: [] });
function courseIn(seed, code) {
  const course = seed.courses.find((c) => c.course_code === code);
  if (!course) throw new Error(`the demo has no course ${code}`);
  return course;
}
var demo = builder({ options: z33.object({}), build: (today) => plain(buildDemoSeed(today)) });
var termStart = builder({
  options: z33.object({}),
  build(today) {
    const seed = buildDemoSeed(today);
    const term = termOf(seed);
    const first = today;
    const last = addDays(today, 200);
    return plain({
      ...withTerm(seed, {
        ...term,
        first_day: first,
        last_day: last,
        holidays: term.holidays.filter((h) => h.from_date >= first && h.to_date <= last)
      }),
      leaves: []
    });
  }
});
var limitEdges = builder({
  options: z33.object({
    course: courseCode("course"),
    just_under: userId("just_under"),
    over: userId("over")
  }),
  build(today, options) {
    const seed = buildDemoSeed(today);
    const course = courseIn(seed, options.course);
    const allowed = allowedDays(course.total_lectures, course.leave_limit ?? DEFAULT_LEAVE_LIMIT);
    const students = /* @__PURE__ */ new Set([options.just_under, options.over]);
    const leaves = seed.leaves.filter((l) => !(students.has(l.roll_no) && l.course_code === course.course_code));
    const accepted = (rollNo, count2) => lectureDates(seed, course.course_code).slice(0, count2).map((leave_date) => ({
      leave_date,
      reason: "Hospital stay",
      roll_no: rollNo,
      course_code: course.course_code,
      status: "accepted"
    }));
    const enrollments = [...seed.enrollments];
    for (const rollNo of students) {
      if (!enrollments.some((e) => e.roll_no === rollNo && e.course_code === course.course_code))
        enrollments.push({ roll_no: rollNo, course_code: course.course_code });
    }
    return plain({
      ...seed,
      enrollments,
      leaves: [...leaves, ...accepted(options.just_under, allowed - 1), ...accepted(options.over, allowed + 1)]
    });
  }
});
var pendingRequests2 = builder({
  options: z33.object({ course: courseCode("course"), requests: wholeNumber("requests", 1, 1e3) }),
  build(today, options) {
    const seed = buildDemoSeed(today);
    const code = courseIn(seed, options.course).course_code;
    const students = seed.enrollments.filter((e) => e.course_code === code).map((e) => e.roll_no);
    const already = seed.leaves.filter((l) => l.course_code === code && l.status === "pending").length;
    const added = [];
    const slots = lectureDates(seed, code).filter((date) => date > today).flatMap((date) => students.map((roll_no) => ({ date, roll_no }))).filter(({ date, roll_no }) => !hasLeave(seed, roll_no, code, date));
    for (const { date, roll_no } of slots.slice(0, options.requests - already)) {
      added.push({ leave_date: date, reason: "Sports trials", roll_no, course_code: code, status: "pending" });
    }
    if (already + added.length < options.requests)
      throw new Error(`${code} has too few lectures ahead for ${options.requests} pending requests`);
    return plain({ ...seed, leaves: [...seed.leaves, ...added] });
  }
});
var holidayWeek = builder({
  options: z33.object({ holiday: lineOfText("holiday", 100) }),
  build(today, options) {
    const seed = buildDemoSeed(today);
    const weekday = fromIsoDate(today).getDay();
    const monday = addDays(today, weekday === 0 ? 1 : weekday === 6 ? 2 : 1 - weekday);
    const friday = addDays(monday, 4);
    const term = termOf(seed);
    const outside = (date) => date < monday || date > friday;
    const holidays = [
      ...term.holidays.filter((h) => h.to_date < monday || h.from_date > friday),
      { from_date: monday, to_date: friday, name: options.holiday }
    ].sort((a, b) => a.from_date.localeCompare(b.from_date));
    const changed = withTerm(seed, { ...term, holidays });
    return plain({ ...changed, leaves: seed.leaves.filter((l) => outside(l.leave_date)) });
  }
});
var endedSession = builder({
  options: z33.object({
    student: userId("student"),
    token: lineOfText("token", 100),
    ended_minutes_ago: wholeNumber("ended_minutes_ago", 1, 60 * 24 * 365)
  }),
  build(today, options) {
    return {
      seed: buildDemoSeed(today),
      sessions: [
        {
          role: "student",
          user_id: options.student,
          token: options.token,
          ends_in_minutes: -options.ended_minutes_ago
        }
      ]
    };
  }
});
var BUILDERS = { demo, termStart, limitEdges, pendingRequests: pendingRequests2, holidayWeek, endedSession };

// mock-api/src/qa/scenarios/catalogue.ts
var SCENARIO_DIR = import.meta.dirname;
var builderNames = Object.keys(BUILDERS);
var dataFileSchema = z34.strictObject({
  description: z34.string().min(1),
  builder: z34.enum(builderNames),
  options: z34.record(z34.string(), z34.unknown()).default({})
});
function readScenarios(dir = SCENARIO_DIR) {
  return fs3.readdirSync(dir).filter((file) => file.endsWith(".json")).sort().map((file) => {
    const where = path4.join(dir, file);
    const data = dataFileSchema.safeParse(JSON.parse(fs3.readFileSync(where, "utf8")));
    if (!data.success) throw new Error(`${where}: ${z34.prettifyError(data.error)}`);
    const builder2 = BUILDERS[data.data.builder];
    const options = builder2.options.safeParse(data.data.options);
    if (!options.success) throw new Error(`${where}: options: ${z34.prettifyError(options.error)}`);
    return {
      name: path4.basename(file, ".json"),
      description: data.data.description,
      build: (today) => builder2.build(today, options.data)
    };
  });
}

// mock-api/src/qa/qaControls.ts
var QA_PREFIX = "/__qa";
var isQaPath = (path6) => path6 === QA_PREFIX || path6.startsWith(`${QA_PREFIX}/`);
function qaControls({ data, settings, live, endpointPaths }) {
  const journal = new RequestJournal();
  const faults = new FaultBook();
  const clock = schoolClock(settings);
  const rest = restView(data, endpointPaths);
  const routes = express.Router();
  routes.use(onlyJsonChanges, express.json({ limit: "16kb" }));
  panelRoutes(routes);
  scenarioRoutes(routes, { data, live, clock, scenarios: readScenarios() });
  clockRoutes(routes, clock);
  faultRoutes(routes, faults, /* @__PURE__ */ new Set([...endpointPaths, ...rest.rootPaths]));
  journalRoutes(routes, journal);
  return {
    before: [journalRequests(journal, isQaPath), applyFaults(faults, isQaPath)],
    routes,
    rest
  };
}

// mock-api/src/server.ts
var settingsOf = (options) => ({
  ...options.sessionConfig ?? readSessionConfig({}),
  signIn: options.signIn ?? readSignInLimits({}),
  // The mock is a demo: anyone may sign up, as on the embedded database.
  instructorSignUp: options.instructorSignUp ?? true,
  authRequestsPerMinute: options.authRequestsPerMinute ?? DEFAULT_AUTH_RATE_LIMIT,
  signInEchoesPassword: options.signInEchoesPassword ?? false,
  adminTotpRequired: options.adminTotpRequired ?? false,
  ...options.leavePolicyConfig ?? readLeavePolicyConfig({}),
  schoolProvider: options.singleSignOn ? new SchoolProvider(options.singleSignOn) : void 0
});
var CANNOT_STORE = /* @__PURE__ */ new Set(["ENOSPC", "EROFS", "EACCES", "EPERM", "EDQUOT"]);
var handleErrors = (error, _req, res, _next) => {
  if (error.type === "entity.parse.failed") return res.status(400).json({ message: messages.invalidJson });
  if (error.type === "entity.too.large") return res.status(413).json({ message: messages.bodyTooLarge });
  console.error("mock-api: unexpected error", error);
  if (error.code && CANNOT_STORE.has(error.code)) return res.status(503).json({ message: messages.cannotStore });
  res.status(500).json({ message: messages.serverError });
};
function send(res, outcome, settings) {
  if (outcome.headers) res.set(outcome.headers);
  if (outcome.sessionCookie === "clear") res.clearCookie(SESSION_COOKIE, { path: SESSION_COOKIE_OPTIONS.path });
  else if (outcome.sessionCookie) {
    res.cookie(SESSION_COOKIE, outcome.sessionCookie.token, {
      ...SESSION_COOKIE_OPTIONS,
      maxAge: settings.sessionTtlSeconds * 1e3
      // milliseconds, in express
    });
  }
  if (outcome.deviceCookie) {
    res.cookie(DEVICE_COOKIE, outcome.deviceCookie.token, {
      ...DEVICE_COOKIE_OPTIONS,
      maxAge: DEVICE_TTL_SECONDS * 1e3
    });
  }
  for (const cookie of outcome.cookies ?? []) {
    const options = { httpOnly: true, sameSite: "lax", path: cookie.path };
    if (cookie.value === null) res.clearCookie(cookie.name, options);
    else res.cookie(cookie.name, cookie.value, { ...options, maxAge: cookie.maxAgeSeconds * 1e3 });
  }
  if (outcome.redirect) return res.redirect(outcome.status, outcome.redirect);
  if (outcome.stream) return openEventStream(res, outcome.stream);
  if (outcome.file) {
    res.type(outcome.file.contentType);
    if (outcome.file.inline) res.set("Content-Disposition", `inline; filename="${outcome.file.filename}"`);
    else res.attachment(outcome.file.filename);
    res.status(outcome.status);
    if (!(outcome.body instanceof Readable2)) return res.send(outcome.body);
    const file = outcome.body;
    file.on("error", (error) => res.destroy(error));
    res.on("close", () => file.destroy());
    return file.pipe(res);
  }
  res.status(outcome.status).json(outcome.body);
}
function refusePrototypeKeys(key, value) {
  if (key === "__proto__" || key === "constructor" && value !== null && typeof value === "object" && "prototype" in value)
    throw new SyntaxError(`The body must not set ${key}`);
  return value;
}
var readJson = (endpoint) => express2.json({ limit: endpoint.maxBodyBytes ?? MAX_BODY_BYTES, reviver: refusePrototypeKeys });
function readFiles(endpoint, settings) {
  const { maxFiles, maxFileBytes } = endpoint.upload;
  const parse2 = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxFileBytes + 1, files: maxFiles, fields: 10 }
  }).any();
  return (req, res, next) => parse2(req, res, (error) => {
    if (error instanceof multer.MulterError) {
      const tooBig = error.code === "LIMIT_FILE_SIZE";
      return send(
        res,
        refused(refusal(413, tooBig ? messages.fileTooBig : messages.tooManyFiles(maxFiles), "file")),
        settings
      );
    }
    if (error) return next(error);
    const files = req.files ?? [];
    res.locals.files = files.map((file) => ({ filename: file.originalname, bytes: new Uint8Array(file.buffer) }));
    next();
  });
}
var sessionToken = (req) => req.cookies[SESSION_COOKIE];
function limitPerMinute(limit, say, keyGenerator) {
  return rateLimit({
    windowMs: 6e4,
    limit,
    standardHeaders: "draft-6",
    legacyHeaders: false,
    ...keyGenerator ? { keyGenerator } : {},
    handler: (req, res) => {
      const resetTime = req.rateLimit?.resetTime;
      const waitSeconds = resetTime ? (resetTime.getTime() - Date.now()) / 1e3 : 60;
      res.set("Retry-After", String(Math.max(1, Math.ceil(waitSeconds))));
      res.status(429).json({ message: say(waitSeconds) });
    }
  });
}
async function createMockApi(options) {
  const live = new LiveHub();
  const settings = settingsOf(options);
  void settings.schoolProvider?.discover();
  const data = await openDatabase(options.dbFile, schoolTodayOf(settings));
  const store = jsonStorage(data, live, documentsFolderOf(options.dbFile));
  const endpointPaths = new Set(ENDPOINTS.map((endpoint) => endpoint.path));
  const qa = options.qaControls ? qaControls({ data, settings, live, endpointPaths }) : void 0;
  const app = jsonServer3.create();
  app.disable("x-powered-by");
  app.set("trust proxy", proxyTrust(options.trustProxy ?? false));
  const authLimit = limitPerMinute(settings.authRequestsPerMinute, messages.tooManyRequests);
  const sessionLimit = limitPerMinute(
    settings.sessionRequestsPerMinute,
    messages.tooManySignedInRequests,
    (req) => hashToken2(sessionToken(req) ?? "")
  );
  app.use(cors({ origin: options.webOrigins, credentials: true }));
  app.use(apiSecurityHeaders());
  if (qa) app.use(qa.before);
  app.use(jsonServer3.defaults({ logger: options.logRequests ?? false, noCors: true, static: "/nonexistent" }));
  app.use(cookieParser());
  if (qa) app.use(QA_PREFIX, qa.routes);
  for (const endpoint of ENDPOINTS) {
    const method = endpoint.method === "GET" ? "get" : "post";
    const gate = (req, res, next) => {
      const head = {
        method: req.method,
        contentType: req.headers["content-type"],
        sessionToken: sessionToken(req),
        origin: req.headers.origin,
        fetchSite: req.get("sec-fetch-site"),
        host: req.headers.host,
        clientIp: req.ip ?? ""
      };
      admit(endpoint, store, head, options.webOrigins, settings.adminTotpRequired).then((admitted) => {
        if ("refusal" in admitted) return send(res, admitted.refusal, settings);
        res.locals.session = admitted.session;
        next();
      }, next);
    };
    const run = (req, res, next) => {
      handleRequest(endpoint, store, settings, {
        session: res.locals.session,
        sessionToken: sessionToken(req),
        deviceToken: req.cookies[DEVICE_COOKIE],
        cookies: req.cookies,
        body: req.body,
        query: req.query,
        clientIp: req.ip ?? "",
        userAgent: req.get("user-agent"),
        live,
        lastEventId: req.get("last-event-id"),
        files: res.locals.files ?? []
      }).then((outcome) => send(res, outcome, settings), next);
    };
    const limits = endpoint.rateLimited ? [authLimit] : [];
    const afterGate = endpoint.access === "anyone" ? [] : [sessionLimit];
    const readBody = endpoint.upload ? readFiles(endpoint, settings) : readJson(endpoint);
    app[method](endpoint.path, ...limits, gate, ...afterGate, readBody, run);
  }
  const docs = serveApiDocument();
  app.get("/docs", docs.page);
  app.get("/docs/json", docs.json);
  if (qa) app.all(qa.rest.paths, qa.rest.serve);
  app.use((req, res) => res.status(404).json({ message: messages.noRoute(req.method, req.path) }));
  app.use(handleErrors);
  return app;
}
async function startMockApi(options) {
  const host2 = options.host ?? "127.0.0.1";
  const app = await createMockApi({ ...options, qaControls: options.qaControls ?? isLoopbackHost(host2) });
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port, host2, () => resolve(server));
    server.once("error", reject);
  });
}

// mock-api/src/settings.ts
import path5 from "node:path";
function readMockApiSettings(env = process.env) {
  const serve = readServeConfig(env);
  return {
    port: serve.apiPort,
    dbFile: path5.resolve(env.MOCK_API_DB || DEFAULT_DB_FILE),
    webOrigins: serve.webOrigins,
    logRequests: env.LOG_REQUESTS !== "false",
    ...readProtectionConfig(env),
    sessionConfig: readSessionConfig(env),
    leavePolicyConfig: readLeavePolicyConfig(env),
    signIn: readSignInLimits(env),
    instructorSignUp: flagFrom(env, "INSTRUCTOR_SIGN_UP", true),
    singleSignOn: readSingleSignOnConfig(env),
    // Unset, startMockApi decides by the address it listens on.
    qaControls: env.MOCK_QA ? flagFrom(env, "MOCK_QA", false) : void 0
  };
}

// mock-api/src/main.ts
var host = process.env.API_BIND || "127.0.0.1";
Promise.resolve().then(async () => {
  const settings = readMockApiSettings();
  await startMockApi({ ...settings, host });
  console.log(`mock-api listening on http://${host}:${settings.port} (data: ${settings.dbFile})`);
}).catch((error) => {
  console.error(`mock-api could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
