import { renderStandalone } from '@leave/web-kit/standalone';
import InstructorApp from './InstructorApp';

// Standalone runs as the demo instructor, signed in at the API.
void renderStandalone(InstructorApp, 'instructor', __STANDALONE_API_HOST__);
