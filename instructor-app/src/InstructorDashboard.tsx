import type { InstructorDataResponse, Session } from '@leave/contract';
import { useIntl } from '@leave/ui/i18n';
import { lazyView, RoleDashboard } from '@leave/web-kit';
import { useChangePasswordMutation, useGetInstructorDataQuery } from './api/instructorApi';
import { instructorNotificationTarget } from './notificationTarget';
import type { InstructorView } from './notificationTarget';
import { PendingRequests } from './pending/PendingRequests';
import { words } from './words/words';

// The dashboard opens on the pending requests: the other views download when first shown (the
// Roster's absence calendar brings react-calendar, which nothing else here needs).
const CoursesTaught = lazyView(() => import('./courses/CoursesTaught'), 'CoursesTaught');
const DecidedHistory = lazyView(() => import('./history/DecidedHistory'), 'DecidedHistory');
const CourseRoster = lazyView(() => import(/* webpackChunkName: "roster" */ './roster/CourseRoster'), 'CourseRoster');
const AttendanceView = lazyView(() => import('./attendance/AttendanceView'), 'AttendanceView');
// Absences by Week draws charts: Chart.js downloads with it alone.
const AbsencesByWeek = lazyView(() => import('./charts/AbsencesByWeek'), 'AbsencesByWeek');

interface InstructorDashboardProps {
  session: Session;
  onLogout: () => void;
}

export function InstructorDashboard({ session, onLogout }: InstructorDashboardProps) {
  const query = useGetInstructorDataQuery(session.user_id);
  const [changePassword] = useChangePasswordMutation();
  const say = useIntl().formatMessage;

  return (
    <RoleDashboard<InstructorView, InstructorDataResponse>
      session={session}
      onLogout={onLogout}
      role="course instructor"
      query={query}
      data={query.data}
      // The console's name for the data when it cannot be loaded (RoleDashboard logs it): never on screen.
      // eslint-disable-next-line i18next/no-literal-string -- not a word a person reads or hears
      what="instructor data"
      profile={(data) => ({ kind: 'faculty', data: data.instructorData })}
      initialView="pending"
      items={(item, profileToggle) => [
        item(say(words.viewCourses), 'course'),
        item(say(words.pendingRequests), 'pending'),
        item(say(words.attendance), 'attendance'),
        item(say(words.history), 'history'),
        item(say(words.roster), 'roster'),
        item(say(words.absencesByWeek), 'absences'),
        profileToggle,
      ]}
      view={(view, data) => {
        if (view === 'course') return <CoursesTaught courses={data.courseData} />;
        if (view === 'attendance') return <AttendanceView courses={data.courseData} />;
        if (view === 'history') return <DecidedHistory courses={data.courseData} />;
        if (view === 'roster') return <CourseRoster courses={data.courseData} />;
        if (view === 'absences') return <AbsencesByWeek />;
        return <PendingRequests courses={data.courseData} />;
      }}
      changePassword={changePassword}
      notificationTarget={instructorNotificationTarget}
    />
  );
}
