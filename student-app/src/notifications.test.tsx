/** The bell and the Notifications view, as a student uses them (the same component serves every role). */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Notification, NotificationPage, StudentDataResponse } from '@leave/contract';
import { messages } from '@leave/domain';
import { chooseLanguage } from '@leave/ui';
import { renderRemote, resetLanguageAfterEach, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import StudentApp from './StudentApp';

const server = setupMockServer();
const session = { user_id: 1001, role: 'student' as const, name: 'Aarav Sharma' };

const studentData: StudentDataResponse = {
  term: null,
  studentData: { roll_no: 1001, name: 'Aarav Sharma', branch: 'CSE', stream: 'B.Tech', joining_year: 2024 },
  leaveData: [],
  enrollmentData: [],
};

const notice = (id: number, text: string, read = false): Notification => ({
  notification_id: id,
  kind: 'leave approved',
  text,
  at: '2026-11-20T09:30:00.000Z',
  read,
  course_code: 'CS101',
  leave_id: id,
  request_id: id,
  lecture_date: null,
});

function backend() {
  let items = [
    notice(3, 'Your leave in CS101 on 25/11/2026 was approved by Dr. Rao. Comment: “Get well soon”'),
    notice(2, 'You were enrolled in CS201 (Data Structures).'),
    notice(1, 'Your leave in CS101 on 02/11/2026 was rejected by Dr. Rao.', true),
  ];
  const marked: unknown[] = [];
  const saved: unknown[] = [];
  const page = (): NotificationPage => ({
    items,
    unread: items.filter((n) => !n.read).length,
    total: items.length,
    page: 1,
    page_size: 20,
  });
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () => HttpResponse.json(studentData)),
    http.get(`${TEST_API_HOST}/myTimetable`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      return HttpResponse.json({
        from: params.get('from'),
        to: params.get('to'),
        lectures: [],
        holidays: [],
        cancelled: [],
        untimetabled: [],
      });
    }),
    http.get(`${TEST_API_HOST}/leavePolicy`, () =>
      HttpResponse.json({
        today: '2026-11-23',
        first_date: '2026-11-09',
        last_date: '2027-05-22',
        past_days: 14,
        ahead_days: 180,
        max_range_days: 30,
      }),
    ),
    http.get(`${TEST_API_HOST}/notifications`, () => HttpResponse.json(page())),
    http.post(`${TEST_API_HOST}/readNotifications`, async ({ request }) => {
      const body = (await request.json()) as { all?: true; notification_ids?: number[] };
      marked.push(body);
      const before = page().unread;
      items = items.map((n) =>
        body.all || body.notification_ids?.includes(n.notification_id) ? { ...n, read: true } : n,
      );
      const count = before - page().unread;
      return HttpResponse.json({ ...messages.notificationsRead(count), unread: page().unread });
    }),
    http.get(`${TEST_API_HOST}/calendarFeed`, () => HttpResponse.json({ active: false, created_at: null })),
    // As the API does: a POST must say it sends JSON, even with nothing to send.
    http.post(`${TEST_API_HOST}/createCalendarFeed`, ({ request }) =>
      !/^application\/json/.test(request.headers.get('content-type') ?? '')
        ? HttpResponse.json({ message: 'Send the request body as JSON' }, { status: 415 })
        : HttpResponse.json(
            {
              ...messages.calendarFeedCreated,
              path: '/calendar.ics?token=abcdefghijklmnopqrstuvwxyz012345',
              created_at: '2026-11-23T08:00:00.000Z',
            },
            { status: 201 },
          ),
    ),
    http.get(`${TEST_API_HOST}/notificationSettings`, () =>
      HttpResponse.json({ email: null, email_notifications: true }),
    ),
    http.post(`${TEST_API_HOST}/saveNotificationSettings`, async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json(messages.notificationSettingsSaved);
    }),
  );
  return { marked, saved };
}

it('shows the unread count on the bell, opens the list, and marks one and then all read', async () => {
  const { marked } = backend();
  const user = userEvent.setup();
  renderRemote(StudentApp, { session });
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  await user.click(bell);

  expect(await screen.findByRole('heading', { name: 'Notifications' })).toHaveFocus();
  expect(document.title).toBe('Notifications - Leave Management');
  // The heading comes at once; the list when its page has loaded (it was not always there yet on a busy machine).
  const list = await screen.findByRole('list', { name: 'Notifications, newest first' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
    'New: Your leave in CS101 on 25/11/2026 was approved by Dr. Rao. Comment: “Get well soon”',
    'New: You were enrolled in CS201 (Data Structures).',
    'Your leave in CS101 on 02/11/2026 was rejected by Dr. Rao.',
  ]);
  expect(screen.getByText('2 unread')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Mark read: You were enrolled in CS201 (Data Structures).' }));
  expect(await screen.findByText('1 notification marked read')).toBeInTheDocument();
  expect(marked).toEqual([{ notification_ids: [2] }]);
  expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Mark all read' }));
  expect(await screen.findByText('1 notification marked read')).toBeInTheDocument();
  expect(marked.at(-1)).toEqual({ all: true });
  expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled());
});

describe('said by its code', () => {
  /**
   * How long a wait for the server's answer may take: on two loaded cores (CI's) an answer can come
   * after Testing Library's 5 s default (jest.setup.ts). What is already on screen is found at the
   * default.
   */
  const SERVER_ANSWER_MS = 15_000;

  resetLanguageAfterEach();
  const coded: Notification[] = [
    {
      ...notice(3, 'Your leave in CS101 on 25/11/2026 was approved by Dr. Rao. Comment: “Get well soon”'),
      code: 'notification.leaveDecided',
      params: { status: 'approved', course: 'CS101', date: '2026-11-25', by: 'Dr. Rao', comment: 'Get well soon' },
    },
    {
      ...notice(2, 'You were enrolled in CS201 (Data Structures).'),
      code: 'notification.enrolled',
      params: { course: 'CS201', title: 'Data Structures' },
    },
    // A code this page does not know, and one stored before codes: their English as stored.
    { ...notice(4, 'Something new happened in CS101.'), code: 'notification.somethingNew', params: {} },
    notice(1, 'Your leave in CS101 on 02/11/2026 was rejected by Dr. Rao.', true),
  ];
  const codedBackend = () => {
    backend();
    server.use(
      http.get(`${TEST_API_HOST}/notifications`, () =>
        HttpResponse.json<NotificationPage>({ items: coded, unread: 3, total: 4, page: 1, page_size: 20 }),
      ),
    );
  };
  const texts = async (name = 'Notifications, newest first') => {
    const list = await screen.findByRole('list', { name });
    return within(list)
      .getAllByRole('listitem')
      .map((row) => row.querySelector('p')?.textContent);
  };

  it('in Hindi, says each notification from its code and params; an unknown code or none keeps its English', async () => {
    codedBackend();
    chooseLanguage('hi');
    renderRemote(StudentApp, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'सूचनाएँ, 3 अपठित' }, { timeout: SERVER_ANSWER_MS }));
    const [decided, enrolled, unknown, old] = await texts('सूचनाएँ, नवीनतम पहले');
    expect(decided).toMatch(
      /^नई: CS101 में .*25.* का आपका अवकाश Dr\. Rao द्वारा स्वीकृत किया गया। टिप्पणी: “Get well soon”$/,
    );
    expect(enrolled).toBe('नई: आपको CS201 (Data Structures) में नामांकित किया गया।');
    expect(unknown).toBe('नई: Something new happened in CS101.');
    expect(old).toBe('Your leave in CS101 on 02/11/2026 was rejected by Dr. Rao.');
    expect(
      screen.getByRole('button', { name: 'पढ़ा हुआ चिह्नित करें: आपको CS201 (Data Structures) में नामांकित किया गया।' }),
    ).toBeInTheDocument();
    // The view's own words and its cards' are Hindi too.
    expect(screen.getByRole('heading', { name: 'सूचनाएँ' })).toBeInTheDocument();
    expect(screen.getByText('3 अपठित')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी को पढ़ा हुआ चिह्नित करें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'कैलेंडर सदस्यता' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'मेरे व्याख्यानों और छुट्टियों के साथ' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'ईमेल सूचनाएँ' })).toBeInTheDocument();
  });

  it('in Hindi, says the answers to marking read, a calendar address and the email settings from their codes', async () => {
    codedBackend();
    const user = userEvent.setup();
    chooseLanguage('hi');
    renderRemote(StudentApp, { session });
    await user.click(await screen.findByRole('button', { name: 'सूचनाएँ, 3 अपठित' }, { timeout: SERVER_ANSWER_MS }));
    // Mark all read is drawn at once, disabled until the view's own page of notifications has come:
    // a click on it before then is lost, and its answer never comes, however long the wait.
    const markAll = await screen.findByRole('button', { name: 'सभी को पढ़ा हुआ चिह्नित करें' });
    await waitFor(() => expect(markAll).toBeEnabled(), { timeout: SERVER_ANSWER_MS });
    await user.click(markAll);
    // The count is the backend's (its own list of two unread).
    expect(
      await screen.findByText('2 सूचनाएँ पढ़ी हुई चिह्नित की गईं', {}, { timeout: SERVER_ANSWER_MS }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'कैलेंडर पता बनाएँ' }));
    expect(await screen.findByText(/^आपका कैलेंडर पता तैयार है।/, {}, { timeout: SERVER_ANSWER_MS })).toBeInTheDocument();
    const email = await screen.findByRole('region', { name: 'ईमेल सूचनाएँ' });
    await user.click(within(email).getByRole('button', { name: 'ईमेल सेटिंग्स सहेजें' }));
    expect(
      await within(email).findByText('सूचना सेटिंग्स सहेजी गईं।', {}, { timeout: SERVER_ANSWER_MS }),
    ).toBeInTheDocument();
    for (const said of ['2 सूचनाएँ', 'आपका कैलेंडर पता तैयार है', 'सूचना सेटिंग्स सहेजी गईं']) {
      expect(screen.getByText(new RegExp(`^${said}`)).textContent).not.toMatch(/[A-Za-z]/);
    }
  });

  it('in English, shows each notification’s text exactly as stored, whatever its code', async () => {
    codedBackend();
    renderRemote(StudentApp, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    expect(await texts()).toEqual([
      'New: Your leave in CS101 on 25/11/2026 was approved by Dr. Rao. Comment: “Get well soon”',
      'New: You were enrolled in CS201 (Data Structures).',
      'New: Something new happened in CS101.',
      'Your leave in CS101 on 02/11/2026 was rejected by Dr. Rao.',
    ]);
  });
});

it('makes a calendar address to copy, on the API host', async () => {
  backend();
  const user = userEvent.setup();
  renderRemote(StudentApp, { session });
  await user.click(await screen.findByRole('button', { name: /^Notifications, / }));
  expect(await screen.findByText('You have no calendar address.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create Calendar Address' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Your calendar address is ready.');
  expect(screen.getByRole('textbox', { name: 'Your calendar address' })).toHaveValue(
    `${TEST_API_HOST}/calendar.ics?token=abcdefghijklmnopqrstuvwxyz012345`,
  );
  expect(screen.getByRole('button', { name: 'Copy Address' })).toBeInTheDocument();
  // One tap opens the device's calendar app on the same address.
  const subscribe = screen.getByRole('link', { name: 'Subscribe in my calendar app' });
  expect(subscribe).toHaveFocus();
  expect(subscribe).toHaveAttribute(
    'href',
    `${TEST_API_HOST.replace(/^https?:/, 'webcal:')}/calendar.ics?token=abcdefghijklmnopqrstuvwxyz012345`,
  );
  // Lectures and holidays when asked, in both the link and the address to copy.
  await user.click(screen.getByRole('checkbox', { name: 'With my lectures and holidays' }));
  expect(screen.getByRole('textbox', { name: 'Your calendar address' })).toHaveValue(
    `${TEST_API_HOST}/calendar.ics?token=abcdefghijklmnopqrstuvwxyz012345&lectures=true`,
  );
  expect(subscribe.getAttribute('href')).toMatch(/^webcal:.*&lectures=true$/);
});

it('offers the calendar subscription beside the calendar, not only under Notifications', async () => {
  backend();
  const user = userEvent.setup();
  renderRemote(StudentApp, { session });
  const open = await screen.findByRole('button', { name: 'Subscribe to my leave calendar' });
  expect(open).toHaveAttribute('aria-expanded', 'false');
  await user.click(open);
  expect(open).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByRole('region', { name: 'Calendar Subscription' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create Calendar Address' }));
  expect(await screen.findByRole('link', { name: 'Subscribe in my calendar app' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^webcal:\/\/.*\/calendar\.ics\?token=/),
  );
});

it('refuses an email address that is not one, on the field, and saves a good one with the opt-out', async () => {
  const { saved } = backend();
  const user = userEvent.setup();
  renderRemote(StudentApp, { session });
  await user.click(await screen.findByRole('button', { name: /^Notifications, / }));
  const email = await screen.findByRole('textbox', { name: 'Email address' });
  await user.type(email, 'aarav at school');
  await user.click(screen.getByRole('button', { name: 'Save Email Settings' }));
  expect(email).toHaveFocus();
  expect(email).toHaveAccessibleDescription(/email must be an email address such as name@school.edu/);
  expect(saved).toEqual([]);

  await user.clear(email);
  await user.type(email, 'aarav@school.edu');
  await user.click(screen.getByRole('checkbox', { name: 'Email me my notifications' }));
  await user.click(screen.getByRole('button', { name: 'Save Email Settings' }));
  expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
  expect(saved).toEqual([{ email: 'aarav@school.edu', email_notifications: false }]);
});

/** A stand-in for the browser's EventSource (jsdom has none): the test plays the server's events. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }
  close() {
    this.closed = true;
  }
}

it('listens live while signed in: a decision reloads the student data and the bell, and is said politely', async () => {
  Object.assign(globalThis, { EventSource: FakeEventSource });
  try {
    let studentLoads = 0;
    let bellLoads = 0;
    let unread = 2;
    backend();
    server.use(
      http.get(`${TEST_API_HOST}/studentData`, () => {
        studentLoads += 1;
        return HttpResponse.json(studentData);
      }),
      http.get(`${TEST_API_HOST}/notifications`, () => {
        bellLoads += 1;
        return HttpResponse.json({ items: [], unread, total: unread, page: 1, page_size: 1 });
      }),
    );
    const { unmount } = renderRemote(StudentApp, { session });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    const source = FakeEventSource.last!;
    expect(source.url).toBe(`${TEST_API_HOST}/events`);
    expect(source.init).toEqual({ withCredentials: true });
    const loadsBefore = studentLoads;
    const bellBefore = bellLoads;
    unread = 3;

    act(() => source.emit('notification', notice(4, 'Your leave in CS101 on 26/11/2026 was approved by Dr. Rao.')));
    await waitFor(() => expect(studentLoads).toBe(loadsBefore + 1));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(bellLoads).toBe(bellBefore + 1);
    expect(screen.getByTestId('live-announcement')).toHaveTextContent(
      'New notification: Your leave in CS101 on 26/11/2026 was approved by Dr. Rao.',
    );

    unmount();
    expect(source.closed).toBe(true);
  } finally {
    Reflect.deleteProperty(globalThis, 'EventSource');
  }
});

it("opens a cancelled lecture's day in My Timetable, with the focus on that day", async () => {
  const { marked } = backend();
  const cancelled: Notification = {
    ...notice(4, "CS101's lecture on 09/12/2026 is cancelled: Exam duty."),
    kind: 'lecture cancelled',
    leave_id: null,
    request_id: null,
    lecture_date: '2026-12-09',
  };
  server.use(
    http.get(`${TEST_API_HOST}/notifications`, () =>
      HttpResponse.json({ items: [cancelled], unread: 1, total: 1, page: 1, page_size: 20 }),
    ),
  );
  const user = userEvent.setup();
  renderRemote(StudentApp, { session });
  await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  await user.click(await screen.findByRole('button', { name: `Open the day: ${cancelled.text}` }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Wed, 9 Dec 2026' })).toHaveFocus());
  expect(marked).toEqual([{ notification_ids: [4] }]);
});
