import {
  Affix,
  AppShell,
  Box,
  Burger,
  Button,
  Group,
  LoadingOverlay,
  ScrollArea,
  Transition,
} from '@mantine/core';
import { useDisclosure, useTimeout, useWindowScroll } from '@mantine/hooks';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useNavigation } from 'react-router';
import { PageLoader } from '../errors/boundaries';
import { shellParts } from '../shell-plugins';
import { AppName } from './AppName';
import { KindergartenSwitcher } from './KindergartenSwitcher';
import { OfflineBanner } from './OfflineBanner';
import { PhoneMenuControls } from './PhoneMenuControls';
import { SchoolYearMenu } from './SchoolYearMenu';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';
import '../../ui/format/dayjs';

/** Spec: the loading overlay appears only when loading lasts longer than 200 ms. */
const overlayDelayMs = 200;

function useDelayedLoading(): boolean {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  const [visible, setVisible] = useState(false);
  const { start, clear } = useTimeout(() => setVisible(true), overlayDelayMs);
  useEffect(() => {
    if (loading) start();
    else {
      clear();
      setVisible(false);
    }
    return clear;
  }, [loading, start, clear]);
  return visible;
}

function ScrollToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Transition transition="slide-up" mounted={scroll.y > 400}>
        {(styles) => (
          <Button style={styles} size="sm" onClick={() => scrollTo({ y: 0 })} data-testid="scroll-to-top">
            Нагоре
          </Button>
        )}
      </Transition>
    </Affix>
  );
}

/**
 * The spec's Default layout: header (product name, kindergarten switcher, school year, messages,
 * notifications, user menu), side menu, loading overlay and scroll-to-top. The header's toggle collapses the
 * menu on wide screens and opens it as a drawer on narrow ones. The areas plugged in `shell-plugins.ts` fill
 * the header's dropdowns, the menu's badges and the background parts (the realtime connection).
 */
/** A menu button's props: open or shut, its toggle, and its name in each state ([open, shut]). */
const burger = (opened: boolean, toggle: () => void, [close, open]: [string, string]) => ({
  opened,
  onClick: toggle,
  size: 'sm',
  'aria-label': opened ? close : open,
});

export function DefaultShell({ children }: { children?: ReactNode }) {
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const loading = useDelayedLoading();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <a href="#main-content" className="skip-link">
              Към съдържанието
            </a>
            <Burger
              {...burger(mobileOpened, toggleMobile, ['Скрий менюто', 'Покажи менюто'])}
              hiddenFrom="sm"
              data-testid="menu-toggle-mobile"
            />
            <Burger
              {...burger(desktopOpened, toggleDesktop, ['Свий менюто', 'Разгъни менюто'])}
              visibleFrom="sm"
              data-testid="menu-toggle"
            />
            <Box
              component={Link}
              to="/"
              style={{ textDecoration: 'none', color: 'inherit' }}
              visibleFrom="xs"
            >
              <AppName />
            </Box>
            <Suspense fallback={null}>
              <KindergartenSwitcher />
            </Suspense>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {/* Each on its own: one still loading its data does not hold back the others. */}
            <Suspense fallback={null}>
              <SchoolYearMenu />
            </Suspense>
            {shellParts.headerItems.map(({ id, Component }) => (
              <Suspense fallback={null} key={id}>
                <Component />
              </Suspense>
            ))}
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Основно меню">
        <AppShell.Section grow component={ScrollArea}>
          <PhoneMenuControls onNavigate={closeMobile} />
          <SideMenu onNavigate={closeMobile} badges={shellParts.useMenuBadges()} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" pos="relative" tabIndex={-1}>
        <OfflineBanner />
        <LoadingOverlay
          visible={loading}
          zIndex={50}
          overlayProps={{ blur: 1 }}
          data-testid="loading-overlay"
        />
        <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
      </AppShell.Main>
      <ScrollToTop />
      {shellParts.background.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </AppShell>
  );
}
