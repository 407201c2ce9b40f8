/**
 * A typed client generated from the API document (openapi-typescript, by scripts/checkOpenApi.ts)
 * agrees with the contract: this file compiles only if each key operation's generated request and
 * answer types are assignable to and from the contract's. Checked by `npm run check:openapi`.
 */
import type {
  AbsencesByWeek,
  AdminOverview,
  ApiErrorBody,
  AuditPage,
  AuditQuery,
  Credentials,
  InstructorDataResponse,
  LeaveByWeek,
  LeavePage,
  LeaveRequestPayload,
  LeaveRequestResponse,
  LeavesQuery,
  LeavesResponse,
  MessageResponse,
  MyLeavesQuery,
  MyProgress,
  NewLeave,
  RosterPage,
  RosterQuery,
  SessionAnswer,
  SecondFactorCode,
  StudentDataResponse,
  TwoFactorEnabled,
  TwoFactorEnrolment,
  TwoFactorStatus,
  VerifyResponse,
} from '@leave/contract';
import type { operations } from './generated/paths';

type Operation = keyof operations;
type JsonOf<T> = T extends { content: { 'application/json': infer Json } } ? Json : never;
/** The JSON an operation answers with a status. */
type Answer<Op extends Operation, Status extends keyof operations[Op]['responses']> = JsonOf<
  operations[Op]['responses'][Status]
>;
/** The JSON body an operation takes. */
type Body<Op extends Operation> = JsonOf<NonNullable<operations[Op]['requestBody']>>;
/** The query string an operation takes, as names and values. */
type Query<Op extends Operation> = NonNullable<operations[Op]['parameters']['query']>;
/**
 * A contract query as a client writes it into a URL: every value as text. A query agrees when
 * this is assignable to the operation's query and both name the same fields.
 */
type AsQueryString<T> = { [K in keyof T]: T[K] extends string | number | boolean ? `${T[K]}` : never };

/** Compiles only if From is assignable to To. */
type Assignable<From extends To, To> = [From, To];
/** Compiles only if A and B are assignable both ways (Again is A: a constraint may not name itself). */
type Agree<A extends B, B extends Again, Again = A> = [A, B];

export type Checks = [
  // Signing in.
  Agree<Body<'userVerify'>, Credentials>,
  Agree<Answer<'userVerify', 200>, VerifyResponse>,
  Agree<Answer<'session', 200>, SessionAnswer>,
  // A student's dashboard and leave.
  Agree<Answer<'studentData', 200>, StudentDataResponse>,
  Agree<Body<'addLeave'>, NewLeave>,
  Agree<Answer<'addLeave', 200>, MessageResponse>,
  Agree<Body<'applyLeave'>, LeaveRequestPayload>,
  Agree<Answer<'applyLeave', 201>, LeaveRequestResponse>,
  Assignable<AsQueryString<MyLeavesQuery>, Query<'myLeaves'>>,
  Agree<keyof MyLeavesQuery, keyof Query<'myLeaves'>>,
  Agree<Answer<'myLeaves', 200>, LeavePage>,
  // An instructor's dashboard and paged lists.
  Agree<Answer<'instructorData', 200>, InstructorDataResponse>,
  Assignable<AsQueryString<LeavesQuery>, Query<'getLeaves'>>,
  Agree<keyof LeavesQuery, keyof Query<'getLeaves'>>,
  Agree<Answer<'getLeaves', 200>, LeavesResponse>,
  Assignable<AsQueryString<RosterQuery>, Query<'courseRoster'>>,
  Agree<keyof RosterQuery, keyof Query<'courseRoster'>>,
  Agree<Answer<'courseRoster', 200>, RosterPage>,
  // An admin's paged list.
  Assignable<AsQueryString<AuditQuery>, Query<'auditEvents'>>,
  Agree<keyof AuditQuery, keyof Query<'auditEvents'>>,
  Agree<Answer<'auditEvents', 200>, AuditPage>,
  Agree<Answer<'adminOverview', 200>, AdminOverview>,
  // The charts.
  Agree<Answer<'myProgress', 200>, MyProgress>,
  Agree<Answer<'absencesByWeek', 200>, AbsencesByWeek>,
  Agree<Answer<'leaveByWeek', 200>, LeaveByWeek>,
  // An admin's two-factor sign-in.
  Agree<Answer<'twoFactor', 200>, TwoFactorStatus>,
  Agree<Answer<'startTwoFactor', 200>, TwoFactorEnrolment>,
  Agree<Body<'confirmTwoFactor'>, SecondFactorCode>,
  Agree<Answer<'confirmTwoFactor', 200>, TwoFactorEnabled>,
  Agree<Body<'disableTwoFactor'>, SecondFactorCode>,
  // Every error.
  Agree<Answer<'addLeave', '4XX'>, ApiErrorBody>,
  Agree<Answer<'getLeaves', '5XX'>, ApiErrorBody>,
];
