// The floor page of the first views: the same libraries as the product (react, react-dom,
// react-router, RTK Query, react-redux, styled-components, react-calendar) built as one plain
// app, no federation, that asks who is signed in, then for the same first data the product's
// first view reads, all at once, and renders it in one step. `npm run bench` times the product's
// first views against it (scripts/benchFirstViews.ts).
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import styled from 'styled-components';
import Calendar from 'react-calendar';
import 'react-calendar/dist/Calendar.css';

interface Session {
  user_id: number;
  role: 'student' | 'course instructor' | 'admin';
  name: string;
}
interface Leave {
  leave_date: string;
  status: string;
}
interface Standing {
  course_code: string;
  leave_percentage: number;
}
interface Course {
  course_code: string;
  course_title: string;
}
interface FirstData {
  session: Session | null;
  student?: { leaveData: Leave[]; enrollmentData: Standing[] };
  courses?: { course: Course; total: number }[];
  unread?: number;
}

const API = (document.getElementById('api-host') as HTMLScriptElement).textContent!;
const get = async <T,>(path: string): Promise<T> =>
  (await fetch(`${API}${path}`, { credentials: 'include' })).json() as Promise<T>;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** Today's month as a calendar shows it: six days either side, as the product asks. */
function monthWindow(today: Date) {
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
  const day = (date: Date, days: number) => iso(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
  return { from: day(first, -6), to: day(next, 5) };
}

async function firstData(): Promise<FirstData> {
  const response = await fetch(`${API}/session`, { credentials: 'include' });
  if (response.status !== 200) return { session: null };
  const session = (await response.json()) as Session;
  const bell = get<{ unread: number }>('/notifications?page=1&page_size=1');
  if (session.role === 'student') {
    const { from, to } = monthWindow(new Date());
    const window = `user_id=${session.user_id}&from=${from}&to=${to}`;
    const [student, , , { unread }] = await Promise.all([
      get<FirstData['student']>(`/studentData?${window}`),
      get(`/myTimetable?${window}`),
      get('/leavePolicy'),
      bell,
    ]);
    return { session, student, unread };
  }
  if (session.role === 'course instructor') {
    const pending = get<{ courseData: Course[] }>(`/instructorData?user_id=${session.user_id}`).then(({ courseData }) =>
      Promise.all(
        courseData.map(async (course) => ({
          course,
          total: (await get<{ total: number }>(`/pendingRequests?course_code=${course.course_code}&page=1`)).total,
        })),
      ),
    );
    const [courses, { unread }] = await Promise.all([pending, bell]);
    return { session, courses, unread };
  }
  const [, { unread }] = await Promise.all([get('/twoFactor'), bell]);
  return { session, unread };
}

const api = createApi({
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({
    firstData: build.query<FirstData, void>({ queryFn: async () => ({ data: await firstData() }) }),
  }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
});

const Main = styled.main`
  padding: 1rem;
  font-family: system-ui, sans-serif;
`;

function StudentView({ data }: { data: NonNullable<FirstData['student']> }) {
  const statusOf = new Map(data.leaveData.map((leave) => [leave.leave_date, leave.status]));
  return (
    <>
      <Calendar
        tileClassName={({ date, view }) => {
          const status = view === 'month' ? statusOf.get(iso(date)) : undefined;
          return status ? `leave-${status}` : null;
        }}
      />
      <h2>Current Leave Percentage</h2>
      <ul>
        {data.enrollmentData.map((standing) => (
          <li key={standing.course_code}>
            {standing.course_code} : {standing.leave_percentage}%
          </li>
        ))}
      </ul>
    </>
  );
}

function Page() {
  const { data } = api.useFirstDataQuery();
  if (!data) return <Main>Loading...</Main>;
  if (!data.session) return <Main>Sign In</Main>;
  return (
    <Main>
      <h1>Welcome {data.session.name}</h1>
      <p>Notifications, {data.unread ?? 0} unread</p>
      {data.student && <StudentView data={data.student} />}
      {data.courses?.map(({ course, total }) => (
        <h2 key={course.course_code}>
          {course.course_code} - {course.course_title} : {total} pending requests
        </h2>
      ))}
      {data.session.role === 'admin' && <h2>Getting started</h2>}
    </Main>
  );
}

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </BrowserRouter>
  </Provider>,
);
