import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { AppName } from './AppName';
import { OfflineBanner } from './OfflineBanner';
import '../../ui/format/dayjs';

/** The spec's Login layout, titled 'Вход'. */
export function LoginLayout() {
  useDocumentTitle('Вход | Градина');
  return (
    <Box component="main" mih="100vh" bg="gray.0">
      <OfflineBanner />
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={420} gap="lg">
          <Stack align="center" gap={4}>
            <AppName />
            <Text c="dimmed" ta="center" fz="sm">
              Платформа за управление на детски ясли и градини
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p="xl" radius="md">
            <Title order={1} fz="h2" mb="lg" data-testid="login-title">
              Вход
            </Title>
            <Outlet />
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
