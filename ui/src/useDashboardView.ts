import { useState } from 'react';
import type { DrawerItem } from './DashboardLayout';

/**
 * Which view a dashboard shows, and whether the profile panel is on top of it: drawer items
 * for each view and the spec's 'View User' / 'View Dashboard' toggle.
 */
export function useDashboardView<V extends string>(initial: V) {
  const [view, setView] = useState<V>(initial);
  const [showProfile, setShowProfile] = useState(false);
  const item = (label: string, target: V): DrawerItem => ({
    label,
    onSelect: () => {
      setView(target);
      setShowProfile(false);
    },
    current: !showProfile && view === target,
  });
  const profileToggle: DrawerItem = {
    label: showProfile ? 'View Dashboard' : 'View User',
    onSelect: () => setShowProfile((shown) => !shown),
  };
  /** Opens a view from outside the drawer (the notifications bell). */
  const show = (target: V) => {
    setView(target);
    setShowProfile(false);
  };
  return { view, showProfile, item, profileToggle, show };
}
