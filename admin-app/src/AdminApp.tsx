import { useState } from 'react';
import type { RemoteAppProps } from '@leave/contract';
import { mustEnrolFirst } from '@leave/domain';
import { Card, DashboardLayout, useDashboardView, ViewHeading } from '@leave/ui';
import type { DrawerItem } from '@leave/ui';
import { Translated, useIntl } from '@leave/ui/i18n';
import type { MessageDescriptor } from '@leave/ui/i18n';
import {
  SignedInStoreProvider,
  lazyView,
  NotificationBell,
  NotificationsView,
  SignedInDevicesView,
  useSchoolToday,
} from '@leave/web-kit';
import { colourWordsIn, frameWords } from '@leave/web-kit/words/frame';
import { adminApi } from './api/adminApi';
import type { AuditTrailFilters } from './audit/AuditTrail';
import type { AllLeaveFilters } from './leaves/AllLeave';
import { AdminOverview } from './overview/AdminOverview';
import type { OverviewList } from './overview/AdminOverview';
import { useGetTwoFactorQuery } from './twoFactor/twoFactorApi';
import { loadWords } from './words/loadWords';
import { words } from './words/words';

// The dashboard opens on Getting started: each view downloads when first shown.
const AddCourseForm = lazyView(() => import('./addCourse/AddCourseForm'), 'AddCourseForm');
const AddStudentForm = lazyView(() => import('./addStudent/AddStudentForm'), 'AddStudentForm');
const AccountsView = lazyView(() => import('./accounts/AccountsView'), 'AccountsView');
const AdminPassword = lazyView(() => import('./accounts/AdminPassword'), 'AdminPassword');
const AuditTrail = lazyView(() => import('./audit/AuditTrail'), 'AuditTrail');
const AllLeave = lazyView(() => import('./leaves/AllLeave'), 'AllLeave');
const CourseList = lazyView(() => import('./courses/CourseList'), 'CourseList');
const EditCourseForm = lazyView(() => import('./editCourse/EditCourseForm'), 'EditCourseForm');
const CourseEnrolments = lazyView(() => import('./enrolments/CourseEnrolments'), 'CourseEnrolments');
const InstructorList = lazyView(() => import('./instructors/InstructorList'), 'InstructorList');
const ImportEnrolmentsForm = lazyView(() => import('./imports/ImportEnrolmentsForm'), 'ImportEnrolmentsForm');
const ImportStudentsForm = lazyView(() => import('./imports/ImportStudentsForm'), 'ImportStudentsForm');
const ImportTimetablesForm = lazyView(() => import('./imports/ImportTimetablesForm'), 'ImportTimetablesForm');
const TermsView = lazyView(() => import('./terms/TermsView'), 'TermsView');
const LeaveKindsView = lazyView(() => import('./leaveKinds/LeaveKindsView'), 'LeaveKindsView');
// Leave by Week draws a chart: Chart.js downloads with it alone.
const LeaveByWeek = lazyView(() => import('./reports/LeaveByWeek'), 'LeaveByWeek');
const LeaveLimitForm = lazyView(() => import('./leaveLimit/LeaveLimitForm'), 'LeaveLimitForm');
const StudentList = lazyView(() => import('./students/StudentList'), 'StudentList');
const SignInOptionsView = lazyView(() => import('./signInOptions/SignInOptionsView'), 'SignInOptionsView');
const TwoFactorView = lazyView(() => import('./twoFactor/TwoFactorView'), 'TwoFactorView');
const AttendanceRulesForm = lazyView(() => import('./attendance/AttendanceRulesForm'), 'AttendanceRulesForm');
const CorrectRoll = lazyView(() => import('./attendance/CorrectRoll'), 'CorrectRoll');
const ImportRollMarksForm = lazyView(() => import('./attendance/ImportRollMarksForm'), 'ImportRollMarksForm');
const SystemView = lazyView(() => import('./system/SystemView'), 'SystemView');

type View =
  | 'dashboard'
  | 'addCourse'
  | 'editCourse'
  | 'addStudentToCourse'
  | 'leaveLimit'
  | 'leaveKinds'
  | 'leaveByWeek'
  | 'students'
  | 'importStudents'
  | 'importEnrolments'
  | 'terms'
  | 'importTimetables'
  | 'audit'
  | 'accounts'
  | 'leave'
  | 'courses'
  | 'enrolments'
  | 'instructors'
  | 'password'
  | 'twoFactor'
  | 'signInOptions'
  | 'devices'
  | 'system'
  | 'notifications'
  | 'attendanceRules'
  | 'correctRoll'
  | 'importRollMarks';

/** The menu: each group's name (none for Overview) and its entries, each a word and the view it shows. */
const MENU: ReadonlyArray<readonly [MessageDescriptor | null, ReadonlyArray<readonly [MessageDescriptor, View]>]> = [
  [null, [[words.overview, 'dashboard']]],
  // The seed's Add Course and Add Student to Course first of their groups.
  [
    words.coursesGroup,
    [
      [words.addCourse, 'addCourse'],
      [words.editCourse, 'editCourse'],
      [words.leaveLimit, 'leaveLimit'],
      [words.courses, 'courses'],
      [words.terms, 'terms'],
    ],
  ],
  [
    words.peopleGroup,
    [
      [words.addStudentToCourse, 'addStudentToCourse'],
      [words.students, 'students'],
      [words.instructors, 'instructors'],
      [words.enrolments, 'enrolments'],
      [words.accounts, 'accounts'],
    ],
  ],
  [
    words.leaveGroup,
    [
      [words.allLeave, 'leave'],
      [words.leaveKinds, 'leaveKinds'],
      [words.leaveByWeek, 'leaveByWeek'],
    ],
  ],
  [
    words.attendanceGroup,
    [
      [words.attendanceRules, 'attendanceRules'],
      [words.correctRoll, 'correctRoll'],
    ],
  ],
  [
    words.importsGroup,
    [
      [words.importStudents, 'importStudents'],
      [words.importEnrolments, 'importEnrolments'],
      [words.importTimetables, 'importTimetables'],
      [words.importRollMarks, 'importRollMarks'],
    ],
  ],
  [words.auditGroup, [[words.auditTrail, 'audit']]],
  [
    words.systemGroup,
    [
      [words.system, 'system'],
      [words.signInOptions, 'signInOptions'],
    ],
  ],
  [
    words.accountGroup,
    [
      [frameWords.notifications, 'notifications'],
      [frameWords.changePassword, 'password'],
      [words.twoFactor, 'twoFactor'],
      [frameWords.signedInDevices, 'devices'],
    ],
  ],
];

/** What a live notification (an import finished) may have changed. */
const LIVE_TAGS = ['Audit', 'Students'] as const;

export default function AdminApp({ session, apiHost, onLogout, onSessionExpired }: RemoteAppProps) {
  return (
    <SignedInStoreProvider api={adminApi} apiHost={apiHost} onUnauthorized={onSessionExpired} liveTags={LIVE_TAGS}>
      <Translated load={loadWords}>
        <AdminWorkspace session={session} onLogout={onLogout} />
      </Translated>
    </SignedInStoreProvider>
  );
}

function AdminWorkspace({ session, onLogout }: Pick<RemoteAppProps, 'session' | 'onLogout'>) {
  const { view, item, show } = useDashboardView<View>('dashboard');
  const twoFactor = useGetTwoFactorQuery();
  // All Leave opens with the overview's filters, or none from the drawer: a new list each time.
  const [leaveList, setLeaveList] = useState<{ filters: AllLeaveFilters; opened: number }>({ filters: {}, opened: 0 });
  const openLeave = (filters: AllLeaveFilters) => {
    setLeaveList(({ opened }) => ({ filters, opened: opened + 1 }));
    show('leave');
  };
  // The trail opens on one leave from All Leave, or on nothing from the drawer.
  const [auditList, setAuditList] = useState<{ filters: AuditTrailFilters; opened: number }>({
    filters: {},
    opened: 0,
  });
  const openAudit = (filters: AuditTrailFilters) => {
    setAuditList(({ opened }) => ({ filters, opened: opened + 1 }));
    show('audit');
  };
  const openList = (list: OverviewList) => {
    if (list.view === 'leave') openLeave(list.filters);
    else if (list.view === 'audit') openAudit({});
    else show(list.view);
  };
  // Asked for now, so that the views dating things (Add Course, Terms) have the school's today.
  useSchoolToday();
  const intl = useIntl();
  const say = intl.formatMessage;
  const frame = {
    menu: say(frameWords.menu),
    dashboardMenu: say(frameWords.dashboardMenu),
    logout: say(frameWords.logout),
    colours: colourWordsIn(intl),
  };
  // ADMIN_TOTP_REQUIRED: until this admin enrols, the server refuses everything else, so the
  // dashboard offers enrolment alone.
  if (twoFactor.data && mustEnrolFirst(twoFactor.data))
    return (
      <DashboardLayout
        title={say(words.dashboard)}
        items={[item(say(words.twoFactor), 'twoFactor')]}
        onLogout={onLogout}
        words={frame}
      >
        <TwoFactorView />
      </DashboardLayout>
    );
  // Two views open afresh from the menu, on no filters; the others are shown as they were left.
  const opens: Partial<Record<View, () => void>> = { leave: () => openLeave({}), audit: () => openAudit({}) };
  const items: DrawerItem[] = MENU.flatMap(([group, entries]) =>
    entries.map(([word, target]) => {
      const one = item(say(word), target);
      const open = opens[target];
      return { ...one, ...(group && { group: say(group) }), ...(open && { onSelect: open }) };
    }),
  );
  return (
    <DashboardLayout
      title={say(words.dashboard)}
      words={frame}
      actions={<NotificationBell onOpen={() => show('notifications')} current={view === 'notifications'} />}
      items={items}
      onLogout={onLogout}
    >
      {view === 'dashboard' && (
        <Card>
          <ViewHeading inCard pageTitle={say(words.dashboard)}>
            {say(words.gettingStarted)}
          </ViewHeading>
          <p style={{ margin: 0 }}>{say(words.chooseFromMenu)}</p>
        </Card>
      )}
      {view === 'dashboard' && <AdminOverview onOpen={openList} />}
      {view === 'addCourse' && <AddCourseForm />}
      {view === 'addStudentToCourse' && <AddStudentForm />}
      {view === 'leaveLimit' && <LeaveLimitForm />}
      {view === 'editCourse' && <EditCourseForm />}
      {view === 'students' && <StudentList />}
      {view === 'courses' && <CourseList />}
      {view === 'enrolments' && <CourseEnrolments />}
      {view === 'instructors' && <InstructorList />}
      {view === 'importStudents' && <ImportStudentsForm />}
      {view === 'importEnrolments' && <ImportEnrolmentsForm />}
      {view === 'terms' && <TermsView />}
      {view === 'importTimetables' && <ImportTimetablesForm />}
      {view === 'leaveKinds' && <LeaveKindsView />}
      {view === 'leaveByWeek' && <LeaveByWeek />}
      {view === 'audit' && <AuditTrail key={auditList.opened} initial={auditList.filters} />}
      {view === 'accounts' && <AccountsView />}
      {view === 'leave' && <AllLeave key={leaveList.opened} initial={leaveList.filters} onOpenAudit={openAudit} />}
      {view === 'password' && session && <AdminPassword session={session} />}
      {view === 'twoFactor' && <TwoFactorView />}
      {view === 'signInOptions' && <SignInOptionsView />}
      {view === 'devices' && <SignedInDevicesView onSignedOut={onLogout} />}
      {view === 'system' && <SystemView />}
      {view === 'attendanceRules' && <AttendanceRulesForm />}
      {view === 'correctRoll' && <CorrectRoll />}
      {view === 'importRollMarks' && <ImportRollMarksForm />}
      {view === 'notifications' && <NotificationsView role="admin" />}
    </DashboardLayout>
  );
}
