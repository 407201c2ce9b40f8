import { Route, Routes } from '@leave/ui/routing';
import { SINGLE_SIGN_ON_PROBLEM_PATH } from '@leave/contract';
import { Frame } from '../layout/Frame';
import { RemoteView } from '../remotes/RemoteView';
import { AdminGate } from './AdminGate';
import { GuestOnly } from './GuestOnly';
import { NotFound } from './NotFound';
import { RequireRole } from './RequireRole';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Frame />}>
        <Route
          path="/"
          element={
            <GuestOnly>
              <RemoteView remote="auth" module="SignIn" />
            </GuestOnly>
          }
        />
        <Route
          path="/signup"
          element={
            <GuestOnly>
              <RemoteView remote="auth" module="SignUp" />
            </GuestOnly>
          }
        />
        <Route
          path={SINGLE_SIGN_ON_PROBLEM_PATH}
          element={
            <GuestOnly>
              <RemoteView remote="auth" module="SchoolAccountProblem" />
            </GuestOnly>
          }
        />
        <Route
          path="/student"
          element={
            <RequireRole role="student">
              <RemoteView remote="student" module="App" />
            </RequireRole>
          }
        />
        <Route
          path="/instructor"
          element={
            <RequireRole role="course instructor">
              <RemoteView remote="instructor" module="App" />
            </RequireRole>
          }
        />
        <Route path="/admin" element={<AdminGate />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
