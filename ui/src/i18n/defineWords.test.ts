import { defineWords } from './index';
import type { WordIds } from './index';

it("gives each word its key after the feature's prefix as its id, and its text as its English", () => {
  const words = defineWords('student.requests', { title: 'My Requests', shown: 'Showing {count} requests' });
  expect(words).toEqual({
    title: { id: 'student.requests.title', defaultMessage: 'My Requests' },
    shown: { id: 'student.requests.shown', defaultMessage: 'Showing {count} requests' },
  });
  const ids: Array<WordIds<typeof words>> = ['student.requests.title', 'student.requests.shown'];
  expect(Object.values(words).map((word) => word.id)).toEqual(ids);
});
