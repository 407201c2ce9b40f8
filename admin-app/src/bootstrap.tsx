import { renderStandalone } from '@leave/ui/standalone';
import AdminApp from './AdminApp';

// Standalone runs as the seeded demo admin 1 against the mock API.
renderStandalone(AdminApp, { user_id: 1, role: 'admin', name: 'Admin' }, __STANDALONE_API_HOST__);
