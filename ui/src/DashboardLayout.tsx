import { useId, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { styled } from '@leave/ui/styled';
import { ColourSchemeSwitch } from './ColourSchemeSwitch';
import type { ColourWords } from './ColourSchemeSwitch';
import { PageMain } from './landmarks';
import { theme } from './theme';
import { HOLDS_FOCUS } from './ViewHeading';

export interface DrawerItem {
  label: string;
  onSelect: () => void;
  /** Marks the view currently shown. */
  current?: boolean;
  /** The drawer's group it is listed under ("People"); items of a group are listed together. */
  group?: string;
}

const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  background: ${theme.color.bar};
  color: ${theme.color.onBar};
  padding: 10px 16px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.3rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const TopBarEnd = styled.div`
  margin-inline-start: auto;
  display: flex;
  align-items: center;
`;

const MenuButton = styled.button`
  background: transparent;
  color: inherit;
  border: 1px solid currentColor;
  border-radius: ${theme.radius};
  padding: 4px 10px;
  font-size: 1.1rem;
  cursor: pointer;
`;

const Body = styled.div`
  position: relative;
  display: flex;
  min-height: calc(100vh - 120px);
`;

/** Phones: the drawer opens over the view instead of squeezing it. */
const NARROW = '(max-width: 640px)';

/**
 * On a phone the open drawer is fixed to the window under the top bar (`--lm-drawer-top`, where
 * the bar ends when it opens) and scrolls on its own, so its last item never runs over the
 * footer, whatever the length of the view under it.
 */
const Drawer = styled.nav`
  flex: 0 0 auto;
  width: ${theme.drawerWidth};
  background: ${theme.color.surface};
  border-inline-end: 1px solid ${theme.color.border};
  @media ${NARROW} {
    position: fixed;
    top: var(--lm-drawer-top, 0px);
    bottom: 0;
    inset-inline-start: 0;
    z-index: 20;
    overflow-y: auto;
    overscroll-behavior: contain;
    box-shadow: 4px 0 12px ${theme.color.shadow};
  }
`;

/** Dims the view behind the open drawer on a phone; a tap on it closes the drawer. */
const Backdrop = styled.div`
  display: none;
  @media ${NARROW} {
    display: block;
    position: fixed;
    top: var(--lm-drawer-top, 0px);
    inset-inline-end: 0;
    bottom: 0;
    inset-inline-start: 0;
    z-index: 19;
    background: ${theme.color.scrim};
  }
`;

const isNarrow = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(NARROW).matches);

const DrawerList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 8px 0;
`;

const GroupList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const GroupName = styled.span`
  display: block;
  padding: 12px 16px 4px;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.color.muted};
`;

/** The items in order, those of one group together under its name (ungrouped ones alone). */
function groupsOf(items: DrawerItem[]): Array<{ group?: string; items: DrawerItem[] }> {
  const groups: Array<{ group?: string; items: DrawerItem[] }> = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && item.group && last.group === item.group) last.items.push(item);
    else groups.push({ group: item.group, items: [item] });
  }
  return groups;
}

const DrawerButton = styled.button<{ $current?: boolean }>`
  display: block;
  width: 100%;
  text-align: start;
  padding: 10px 16px;
  border: none;
  background: ${({ $current }) => ($current ? theme.color.background : 'transparent')};
  font: inherit;
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
  color: ${theme.color.text};
  cursor: pointer;
  &:hover {
    background: ${theme.color.background};
  }
`;

/** The account's own settings under the menu's items: the colour scheme. */
const DrawerSetting = styled.div`
  padding: 8px 16px 16px;
  border-top: 1px solid ${theme.color.border};
`;

const Main = styled(PageMain)`
  flex: 1;
  padding: 20px;
  min-width: 0;
  @media ${NARROW} {
    padding: 12px;
  }
`;

interface DashboardLayoutProps {
  title: string;
  /** Controls at the top bar's end, such as the notifications bell. */
  actions?: ReactNode;
  items: DrawerItem[];
  onLogout: () => void;
  children: ReactNode;
  /** The frame's words in the language in use (English unless given). */
  words?: { menu: string; dashboardMenu: string; logout: string; colours: ColourWords };
}

/** Top bar, collapsible side drawer (200px when open) and the current view. */
export function DashboardLayout({ title, actions, items, onLogout, children, words }: DashboardLayoutProps) {
  // Open on a wide screen; on a phone it starts closed, and closes again once a view is picked.
  const [open, setOpen] = useState(() => !isNarrow());
  const select = (item: DrawerItem) => {
    item.onSelect();
    if (isNarrow()) setOpen(false);
  };
  // On a phone the open drawer covers the view: a view drawn under it leaves the focus in the menu.
  const holdsFocus = open && isNarrow() ? { [HOLDS_FOCUS]: '' } : {};
  const drawerId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const topBar = useRef<HTMLElement>(null);
  // Where the top bar ends in the window as the drawer opens: the drawer and its backdrop start there.
  const [drawerTop, setDrawerTop] = useState(0);
  const toggle = () => {
    if (!open) setDrawerTop(Math.max(0, Math.round(topBar.current?.getBoundingClientRect().bottom ?? 0)));
    setOpen(!open);
  };
  const close = () => {
    setOpen(false);
    menuButton.current?.focus();
  };
  // On a phone the open drawer covers the view: Escape closes it and returns to the menu button.
  const closeOnEscape = (event: { key: string }) => {
    if (event.key !== 'Escape' || !isNarrow()) return;
    close();
  };
  return (
    <>
      <TopBar ref={topBar}>
        <MenuButton
          ref={menuButton}
          type="button"
          // eslint-disable-next-line i18next/no-literal-string -- ui's English default, for a caller that passes no words
          aria-label={words?.menu ?? 'Menu'}
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={toggle}
          {...holdsFocus}
        >
          ☰
        </MenuButton>
        <Title>{title}</Title>
        {actions && <TopBarEnd>{actions}</TopBarEnd>}
      </TopBar>
      <Body style={{ '--lm-drawer-top': `${drawerTop}px` } as CSSProperties}>
        {open && <Backdrop data-testid="drawer-backdrop" aria-hidden="true" onClick={close} />}
        <Drawer
          id={drawerId}
          // eslint-disable-next-line i18next/no-literal-string -- ui's English default, for a caller that passes no words
          aria-label={words?.dashboardMenu ?? 'Dashboard menu'}
          hidden={!open}
          data-testid="drawer"
          onKeyDown={closeOnEscape}
          {...holdsFocus}
        >
          <DrawerList>
            {groupsOf(items).map(({ group, items: grouped }) => {
              const buttons = grouped.map((item) => (
                <li key={item.label}>
                  <DrawerButton
                    type="button"
                    $current={item.current}
                    aria-current={item.current ? 'page' : undefined}
                    onClick={() => select(item)}
                  >
                    {item.label}
                  </DrawerButton>
                </li>
              ));
              if (!group) return buttons;
              const nameId = `${drawerId}-${group.replace(/\W+/g, '-')}`;
              return (
                <li key={`group ${group}`}>
                  <GroupName id={nameId}>{group}</GroupName>
                  <GroupList aria-labelledby={nameId}>{buttons}</GroupList>
                </li>
              );
            })}
            <li>
              <DrawerButton type="button" onClick={onLogout}>
                {/* eslint-disable-next-line i18next/no-literal-string -- ui's English default, for a caller that passes no words */}
                {words?.logout ?? 'Logout'}
              </DrawerButton>
            </li>
          </DrawerList>
          <DrawerSetting>
            <ColourSchemeSwitch words={words?.colours} />
          </DrawerSetting>
        </Drawer>
        <Main>{children}</Main>
      </Body>
    </>
  );
}
