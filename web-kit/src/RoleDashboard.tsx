import { useEffect, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import type { Notification, Role, Session } from '@leave/contract';
import { DashboardLayout, Loading, useDashboardView } from '@leave/ui';
import type { DrawerItem } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import {
  ChangePasswordView,
  EmailSettingsCard,
  NotificationsView,
  ProfileCard,
  SignedInDevicesView,
} from './laterViews';
import { LoadFailure } from './LoadFailure';
import { NotificationBell } from './notifications/NotificationBell';
import { OpenedNotificationContext } from './notifications/openedNotification';
import type { NotificationTarget } from './notifications/openedNotification';
import type { Profile } from './ProfileCard';
import { useSchoolTodayStatus } from './schoolToday/useSchoolToday';
import { colourWordsIn, frameWords } from './words/frame';

/** The views every role's dashboard has, after the role's own. */
type SharedView = 'notifications' | 'password' | 'devices';

interface RoleDashboardProps<V extends string, D> {
  session: Session;
  onLogout: () => void;
  role: Role;
  /** The role's data query: its latest data, and how loading it went. */
  query: { data?: D; error?: unknown; isLoading: boolean; refetch: () => unknown };
  /** The data the views are drawn from: the query's, or a deferred copy of it (Loading until that has some). */
  data: D | undefined;
  /** The data's name for the console when it cannot be loaded: "student data". */
  what: string;
  /** The profile panel, which also gives the greeting its name. */
  profile: (data: D) => Profile;
  /** The view the dashboard opens on. */
  initialView: V;
  /** The role's drawer items, in order, with the View User toggle where it goes; Notifications and Change Password follow. */
  items: (item: (label: string, view: V) => DrawerItem, profileToggle: DrawerItem) => DrawerItem[];
  /** The role's own view. */
  view: (view: V, data: D) => ReactNode;
  changePassword: ComponentProps<typeof ChangePasswordView>['change'];
  /** Shown above the view. */
  notice?: ReactNode;
  /** Where each notification leads (the role's view of its request or lecture), if anywhere. */
  notificationTarget?: (notification: Notification) => NotificationTarget<V> | null;
}

/**
 * A role's dashboard: its data loaded (or why not, with a retry), the greeting, the drawer with
 * the profile toggle, the notifications bell and the views every role shares.
 */
export function RoleDashboard<V extends string, D>(props: RoleDashboardProps<V, D>) {
  const { session, onLogout, role, query, what, profile, initialView, items, view: roleView } = props;
  const { data, changePassword, notice, notificationTarget } = props;
  const { data: latest, error, isLoading, refetch } = query;
  const {
    view,
    showProfile,
    item: drawerItem,
    profileToggle: toggle,
    show,
  } = useDashboardView<V | SharedView>(initialView);
  const intl = useIntl();
  const say = intl.formatMessage;
  const profileToggle = { ...toggle, label: say(showProfile ? frameWords.viewDashboard : frameWords.viewUser) };
  // The notification opened from the list, told to the view it leads to until another view is chosen.
  const [opened, setOpened] = useState<Notification | null>(null);
  const item = (label: string, target: V | SharedView): DrawerItem => {
    const drawn = drawerItem(label, target);
    return {
      ...drawn,
      onSelect: () => {
        setOpened(null);
        drawn.onSelect();
      },
    };
  };
  const open = (notification: Notification) => {
    const target = notificationTarget?.(notification);
    if (!target) return;
    setOpened(notification);
    show(target.view);
  };
  // The views date things by the school's today: asked for beside the data, awaited with it.
  const { known: todayKnown } = useSchoolTodayStatus();

  useEffect(() => {
    if (error) console.error(`Error: cannot load ${what}`, error);
  }, [error, what]);

  const content = () => {
    if (isLoading || (latest && !data) || !todayKnown) return <Loading />;
    if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} />;
    if (showProfile) {
      return (
        <>
          <ProfileCard profile={profile(data)} />
          <EmailSettingsCard />
        </>
      );
    }
    if (view === 'password') return <ChangePasswordView session={session} change={changePassword} />;
    if (view === 'notifications') {
      return (
        <NotificationsView
          role={role}
          targetOf={notificationTarget && ((notification) => notificationTarget(notification)?.label ?? null)}
          onOpen={open}
        />
      );
    }
    if (view === 'devices') return <SignedInDevicesView onSignedOut={onLogout} />;
    return (
      <OpenedNotificationContext.Provider value={opened}>
        {roleView(view as V, data)}
      </OpenedNotificationContext.Provider>
    );
  };

  return (
    <DashboardLayout
      title={say(frameWords.welcome, { name: data ? profile(data).data.name : session.name })}
      actions={
        <NotificationBell
          onOpen={() => {
            setOpened(null);
            show('notifications');
          }}
          current={!showProfile && view === 'notifications'}
        />
      }
      items={[
        ...items(item, profileToggle),
        item(say(frameWords.notifications), 'notifications'),
        item(say(frameWords.changePassword), 'password'),
        item(say(frameWords.signedInDevices), 'devices'),
      ]}
      onLogout={onLogout}
      words={{
        menu: say(frameWords.menu),
        dashboardMenu: say(frameWords.dashboardMenu),
        logout: say(frameWords.logout),
        colours: colourWordsIn(intl),
      }}
    >
      {notice}
      {content()}
    </DashboardLayout>
  );
}
