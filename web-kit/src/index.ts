export { apiBaseQuery, createApiStore, errorMessage } from './apiStore';
export type { ApiExtra, StoreableApi } from './apiStore';
export { ApiStoreProvider } from './ApiStoreProvider';
export { useSchemaForm } from './useSchemaForm';
export { ProfileCard } from './ProfileCard';
export { LoadFailure } from './LoadFailure';
export { LeaveHistory } from './LeaveHistory';
