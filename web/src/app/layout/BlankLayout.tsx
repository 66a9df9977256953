import { Anchor, Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { AppName } from './AppName';
import { OfflineBanner } from './OfflineBanner';

/** The spec's Blank layout: the product name and the content, nothing that needs a signed-in user. */
export function BlankLayout({ children }: { children?: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0">
      <OfflineBanner />
      <Box
        component="header"
        py="md"
        px="lg"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group>
          <Anchor component={Link} to="/" underline="never" c="inherit">
            <AppName />
          </Anchor>
        </Group>
      </Box>
      <Container component="main" size="sm" py="xl">
        {children ?? <Outlet />}
      </Container>
    </Box>
  );
}
