import { renderStandalone } from '@leave/ui/standalone';
import StudentApp from './StudentApp';

// Standalone runs as the seeded demo student 1001 against the mock API.
renderStandalone(StudentApp, { user_id: 1001, role: 'student', name: 'Aarav Sharma' }, __STANDALONE_API_HOST__);
