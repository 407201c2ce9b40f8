import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from '@leave/ui/styled';
import { PageMain } from './landmarks';
import { theme } from './theme';

export interface DrawerItem {
  label: string;
  onSelect: () => void;
  /** Marks the view currently shown. */
  current?: boolean;
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
  margin-left: auto;
  display: flex;
  align-items: center;
`;

const MenuButton = styled.button`
  background: transparent;
  color: inherit;
  border: 1px solid rgba(255, 255, 255, 0.5);
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

const Drawer = styled.nav`
  flex: 0 0 auto;
  width: ${theme.drawerWidth};
  background: ${theme.color.surface};
  border-right: 1px solid ${theme.color.border};
  @media ${NARROW} {
    position: absolute;
    top: 0;
    bottom: 0;
    left: 0;
    z-index: 10;
    box-shadow: 4px 0 12px rgba(16, 24, 40, 0.15);
  }
`;

const isNarrow = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(NARROW).matches);

const DrawerList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 8px 0;
`;

const DrawerButton = styled.button<{ $current?: boolean }>`
  display: block;
  width: 100%;
  text-align: left;
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

const Main = styled(PageMain)`
  flex: 1;
  padding: 20px;
  min-width: 0;
`;

interface DashboardLayoutProps {
  title: string;
  /** Controls at the top bar's end, such as the notifications bell. */
  actions?: ReactNode;
  items: DrawerItem[];
  onLogout: () => void;
  children: ReactNode;
}

/** Top bar, collapsible side drawer (200px when open) and the current view. */
export function DashboardLayout({ title, actions, items, onLogout, children }: DashboardLayoutProps) {
  // Open on a wide screen; on a phone it starts closed, and closes again once a view is picked.
  const [open, setOpen] = useState(() => !isNarrow());
  const select = (item: DrawerItem) => {
    item.onSelect();
    if (isNarrow()) setOpen(false);
  };
  const drawerId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // On a phone the open drawer covers the view: Escape closes it and returns to the menu button.
  const closeOnEscape = (event: { key: string }) => {
    if (event.key !== 'Escape' || !isNarrow()) return;
    setOpen(false);
    menuButton.current?.focus();
  };
  return (
    <>
      <TopBar>
        <MenuButton
          ref={menuButton}
          type="button"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={() => setOpen((value) => !value)}
        >
          ☰
        </MenuButton>
        <Title>{title}</Title>
        {actions && <TopBarEnd>{actions}</TopBarEnd>}
      </TopBar>
      <Body>
        <Drawer id={drawerId} aria-label="Dashboard menu" hidden={!open} data-testid="drawer" onKeyDown={closeOnEscape}>
          <DrawerList>
            {items.map((item) => (
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
            ))}
            <li>
              <DrawerButton type="button" onClick={onLogout}>
                Logout
              </DrawerButton>
            </li>
          </DrawerList>
        </Drawer>
        <Main>{children}</Main>
      </Body>
    </>
  );
}
