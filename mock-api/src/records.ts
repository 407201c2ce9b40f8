import type { Role } from '@leave/contract';
import type { CourseRecord, EnrollmentRecord, LeaveRecord, UserRecord } from '@leave/domain';

/** A stored leave: the row every backend keeps, with its id. */
export type StoredLeave = LeaveRecord & { leave_id: number };

export interface SessionRecord {
  token_hash: string;
  role: Role;
  user_id: number;
  /** Milliseconds since the epoch. */
  expires_at: number;
}

export interface SignInFailureRecord {
  client_key: string;
  /** Milliseconds since the epoch. */
  failed_at: number;
}

export interface KnownDeviceRecord {
  token_hash: string;
  role: Role;
  user_id: number;
  /** Milliseconds since the epoch. */
  expires_at: number;
}

/** What the mock API keeps in its JSON file: the same tables as the real API's database. */
export interface DbState {
  users: UserRecord[];
  courses: CourseRecord[];
  enrollments: EnrollmentRecord[];
  leaves: StoredLeave[];
  sessions: SessionRecord[];
  signInFailures: SignInFailureRecord[];
  knownDevices: KnownDeviceRecord[];
}

export const emptyState = (): DbState => ({
  users: [],
  courses: [],
  enrollments: [],
  leaves: [],
  sessions: [],
  signInFailures: [],
  knownDevices: [],
});
