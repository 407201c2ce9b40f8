import { useDeferredValue } from 'react';
import type { Session, StudentDataResponse } from '@leave/contract';
import { Notice } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { errorMessage, lazyView, RoleDashboard, useSchoolTodayStatus } from '@leave/web-kit';
import { studentFirstData } from '@leave/web-kit/firstViews';
import { useChangePasswordMutation, useGetStudentDataQuery } from './api/studentApi';
import { LeaveView } from './leave/LeaveView';
import { studentNotificationTarget } from './notificationTarget';
import type { StudentView } from './notificationTarget';
import { words } from './words/words';

// The dashboard opens on Apply Leave: the other views download when first shown.
const CourseCards = lazyView(() => import('./courses/CourseCards'), 'CourseCards');
const MyRequests = lazyView(() => import('./requests/MyRequests'), 'MyRequests');
const MyTimetable = lazyView(() => import('./timetable/MyTimetable'), 'MyTimetable');
// My Progress draws charts: Chart.js downloads with it, never with the first view.
const MyProgress = lazyView(() => import('./progress/MyProgress'), 'MyProgress');

/** What a failed load is called in the console (not on the screen). */
const WHAT = 'student data';

interface StudentDashboardProps {
  session: Session;
  onLogout: () => void;
}

export function StudentDashboard({ session, onLogout }: StudentDashboardProps) {
  // The profile and standings, with the leave of the month the calendar opens on (the page may
  // have started this very call before the app's code arrived: shell/src/earlyStart).
  // Dated by the school's today, as the views are: asked for once it is known.
  const { today, known } = useSchoolTodayStatus();
  const query = useGetStudentDataQuery(studentFirstData(session.user_id, today), { skip: !known });
  // The dashboard (calendar, panels) is drawn from the data as a deferred render, in slices
  // between which the browser can answer the person, instead of in the one task that receives
  // the data; until that render has the first data, Loading stays.
  const data = useDeferredValue(query.data);
  const [changePassword] = useChangePasswordMutation();
  const intl = useIntl();

  return (
    <RoleDashboard<StudentView, StudentDataResponse>
      session={session}
      onLogout={onLogout}
      role="student"
      query={query}
      data={data}
      what={WHAT}
      profile={(shown) => ({ kind: 'student', data: shown.studentData })}
      initialView="leave"
      items={(item, profileToggle) => [
        profileToggle,
        item(intl.formatMessage(words.applyLeave), 'leave'),
        item(intl.formatMessage(words.viewCourses), 'course'),
        item(intl.formatMessage(words.myProgress), 'progress'),
        item(intl.formatMessage(words.myTimetable), 'timetable'),
        item(intl.formatMessage(words.myRequests), 'requests'),
      ]}
      view={(view, shown) => {
        if (view === 'course') return <CourseCards enrollments={shown.enrollmentData} rollNo={session.user_id} />;
        if (view === 'progress') return <MyProgress session={session} />;
        if (view === 'timetable') return <MyTimetable session={session} />;
        if (view === 'requests') return <MyRequests session={session} />;
        return <LeaveView session={session} data={shown} />;
      }}
      changePassword={changePassword}
      notificationTarget={(notification) => studentNotificationTarget(notification, intl)}
      notice={
        data && query.error ? (
          <Notice tone="error">
            {intl.formatMessage(words.notLoaded, { error: errorMessage(query.error, undefined, intl) })}
          </Notice>
        ) : null
      }
    />
  );
}
