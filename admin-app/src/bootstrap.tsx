import { renderStandalone } from '@leave/web-kit/standalone';
import AdminApp from './AdminApp';

// Standalone runs as the demo admin, signed in at the API.
void renderStandalone(AdminApp, 'admin', __STANDALONE_API_HOST__);
