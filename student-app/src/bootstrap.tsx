import { renderStandalone } from '@leave/web-kit/standalone';
import StudentApp from './StudentApp';

// Standalone runs as the demo student, signed in at the API.
void renderStandalone(StudentApp, 'student', __STANDALONE_API_HOST__);
