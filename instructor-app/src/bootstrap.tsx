import { renderStandalone } from '@leave/ui/standalone';
import InstructorApp from './InstructorApp';

// Standalone runs as the seeded demo instructor 501 against the mock API.
renderStandalone(
  InstructorApp,
  { user_id: 501, role: 'course instructor', name: 'Dr. Meera Iyer' },
  __STANDALONE_API_HOST__,
);
