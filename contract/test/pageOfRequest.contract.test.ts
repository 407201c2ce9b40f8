/**
 * A notification opens its request wherever the request is (issue 59): My Requests and Pending
 * Requests answer the page that holds a request when asked (`page_of_request`), saying which page
 * it is; the page asked when the request is not in the list.
 */
import type { PendingRequestPage, RequestPage } from '@leave/contract';
import { requestOneLecture, useBackend } from '@leave/test-kit';

const { as } = useBackend();

const myRequests = async (query: string) =>
  (await as.student(1006)).get<RequestPage>(`/myRequests?user_id=1006&${query}`);
const pending = async (query: string) =>
  (await as.instructor(501)).get<PendingRequestPage>(`/pendingRequests?course_code=CS101&${query}`);
const ids = (page: { items: Array<{ request_id: number }> }) => page.items.map((item) => item.request_id);

describe('the page that holds a request', () => {
  const made: number[] = [];

  beforeAll(async () => {
    for (const n of [61, 62, 63]) made.push((await requestOneLecture(await as.student(1006), 1006, n)).requestId);
  }, 30_000);

  it("answers the student's page that holds it, one request a page, and says which", async () => {
    const all = ids((await myRequests('page_size=100')).body);
    for (const requestId of made) {
      const reply = await myRequests(`page_size=1&page_of_request=${requestId}`);
      expect(reply.status).toBe(200);
      expect(ids(reply.body)).toEqual([requestId]);
      expect(reply.body.page).toBe(all.indexOf(requestId) + 1);
      expect(reply.body.total).toBe(all.length);
    }
    // Two a page: the page asked is overruled by where the request is.
    const oldest = made[0]!;
    const reply = await myRequests(`page_size=2&page=1&page_of_request=${oldest}`);
    expect(reply.body.page).toBe(Math.floor(all.indexOf(oldest) / 2) + 1);
    expect(ids(reply.body)).toContain(oldest);
  });

  it('answers the page asked when the request is not in the list (another status, or not there)', async () => {
    const accepted = await myRequests(`status=accepted&page_size=1&page=1&page_of_request=${made[0]}`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.page).toBe(1);
    expect(ids(accepted.body)).not.toContain(made[0]);
    const unknown = await myRequests('page_size=1&page=2&page_of_request=999999');
    expect(unknown.status).toBe(200);
    expect(unknown.body.page).toBe(2);
  });

  it("answers the instructor's page of a course's pending requests that holds it", async () => {
    const all = ids((await pending('page_size=100')).body);
    for (const requestId of made) {
      const reply = await pending(`page_size=1&page_of_request=${requestId}`);
      expect(reply.status).toBe(200);
      expect(ids(reply.body)).toEqual([requestId]);
      expect(reply.body.page).toBe(all.indexOf(requestId) + 1);
    }
    // Decided, it is no longer pending: the page asked.
    expect(
      (
        await (
          await as.instructor(501)
        ).post('/decideRequest', { request_id: made[2], course_code: 'CS101', decision: 'accepted' })
      ).status,
    ).toBe(200);
    const decided = await pending(`page_size=1&page=1&page_of_request=${made[2]}`);
    expect(decided.body.page).toBe(1);
    expect(ids(decided.body)).not.toContain(made[2]);
  });

  it('refuses a page_of_request that is not an id, naming the field', async () => {
    expect(await myRequests('page_of_request=abc')).toMatchObject({ status: 400, body: { field: 'page_of_request' } });
    expect(await pending('page_of_request=0')).toMatchObject({ status: 400, body: { field: 'page_of_request' } });
  });
});
