/** Kinds of Leave (issue 40), through the admin's menu, against a small fake of the kinds API. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { LeaveKind, LeaveKindEdit, LeaveKindPayload } from '@leave/contract';
import { DEMO_KIND_PAGE, openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from '../AdminApp';

const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };

function backend() {
  const kinds: LeaveKind[] = DEMO_KIND_PAGE.items.map((kind) => ({ ...kind }));
  const sent: Array<LeaveKindPayload | LeaveKindEdit> = [];
  server.use(
    http.get(`${TEST_API_HOST}/leaveKinds`, () =>
      HttpResponse.json({ items: kinds, total: kinds.length, page: 1, page_size: 100 }),
    ),
    http.post(`${TEST_API_HOST}/addLeaveKind`, async ({ request }) => {
      const kind = (await request.json()) as LeaveKindPayload;
      sent.push(kind);
      if (kinds.some((k) => k.name.toLowerCase() === kind.name.toLowerCase())) {
        return HttpResponse.json(
          { message: `There is already a kind of leave named ${kind.name}`, field: 'name' },
          { status: 409 },
        );
      }
      const added = { kind_id: 9, ...kind };
      kinds.push(added);
      return HttpResponse.json({ message: `Kind of leave ${kind.name} added`, kind: added }, { status: 201 });
    }),
    http.post(`${TEST_API_HOST}/editLeaveKind`, async ({ request }) => {
      const kind = (await request.json()) as LeaveKindEdit;
      sent.push(kind);
      Object.assign(
        kinds.find((k) => k.kind_id === kind.kind_id)!,
        kind,
      );
      return HttpResponse.json({ message: `Kind of leave ${kind.name} saved`, kind });
    }),
  );
  return { sent };
}

async function openKinds() {
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Kinds of Leave');
}

it('lists each kind: whether it counts, when it needs a document, and who chooses it', async () => {
  backend();
  await openKinds();
  expect(document.title).toContain('Kinds of Leave');
  const table = await screen.findByRole('table', { name: 'Kinds of Leave' });
  const sick = within(table).getByRole('row', { name: /^Sick/ });
  expect(sick).toHaveTextContent('Yes');
  expect(sick).toHaveTextContent('A document is needed beyond 3 days');
  const duty = within(table).getByRole('row', { name: /^Institute duty/ });
  expect(duty).toHaveTextContent('No (excused)');
  expect(duty).toHaveTextContent('A document is always needed');
  expect(within(table).getByRole('row', { name: /^Personal \(the default\)/ })).toHaveTextContent('No document needed');
});

it('adds a kind that does not count and needs a document beyond some lectures, and says a name taken beside it', async () => {
  const { sent } = backend();
  await openKinds();
  const form = await screen.findByRole('form', { name: 'Add a Kind of Leave' });
  await userEvent.type(within(form).getByLabelText(/^Name/), 'sick');
  await userEvent.click(within(form).getByRole('button', { name: 'Add Kind' }));
  const name = within(form).getByLabelText(/^Name/);
  await waitFor(() => expect(name).toHaveFocus());
  expect(within(form).getByText('There is already a kind of leave named sick')).toBeInTheDocument();

  await userEvent.clear(name);
  await userEvent.type(name, 'Exam duty');
  await userEvent.click(within(form).getByRole('checkbox', { name: "Counts toward the course's leave limit" }));
  await userEvent.selectOptions(within(form).getByLabelText('Needs a document'), 'Beyond a number of lectures');
  await userEvent.click(within(form).getByRole('button', { name: 'Add Kind' }));
  // "After how many" is needed once a threshold is chosen.
  const after = within(form).getByLabelText(/^After how many/);
  await waitFor(() => expect(after).toHaveFocus());
  await userEvent.type(after, '2');
  await userEvent.click(within(form).getByRole('button', { name: 'Add Kind' }));
  expect(await screen.findByText('Kind of leave Exam duty added')).toBeInTheDocument();
  expect(sent.at(-1)).toEqual({
    name: 'Exam duty',
    counts: false,
    document_after: 2,
    document_unit: 'lectures',
    students_choose: true,
  });
  expect(await screen.findByRole('row', { name: /^Exam duty/ })).toHaveTextContent(
    'A document is needed beyond 2 lectures',
  );
});

it('edits a kind from its row, the form filled with it', async () => {
  const { sent } = backend();
  await openKinds();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Bereavement' }));
  const form = screen.getByRole('form', { name: 'Edit Bereavement' });
  expect(within(form).getByLabelText(/^Name/)).toHaveValue('Bereavement');
  await userEvent.click(within(form).getByRole('checkbox', { name: 'Students may choose it' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Save Kind' }));
  expect(await screen.findByText('Kind of leave Bereavement saved')).toBeInTheDocument();
  expect(sent.at(-1)).toMatchObject({
    name: 'Bereavement',
    counts: true,
    document_after: null,
    students_choose: false,
  });
});
