import { ageGroupNames, educationalAreaNames } from '@gradina/shared/education/education';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { Loading } from '../../../ui/Loading';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { customThemesPath } from './CustomThemesPage';

/**
 * /education-plan-topic/custom-themes/overview/{id}: one custom topic as the teachers read it (without an id,
 * the list).
 */
export function ThemeOverviewPage() {
  const { id } = useParams();
  const { can } = usePermissions();
  const theme = useRouteQuery('planning.theme', { path: { id: id ?? '' } }, { enabled: Boolean(id) });
  if (!id) return <Navigate to={customThemesPath} replace />;
  if (theme.isPending) return <Loading />;
  if (theme.error) return <QueryError error={theme.error} onRetry={() => theme.refetch()} />;
  const t = theme.data;
  return (
    <Stack gap="md" maw={800}>
      <PageHeader
        title={t.title}
        actions={
          <>
            <Button variant="default" component={Link} to={customThemesPath}>
              Към списъка
            </Button>
            {can('EducationPlanTopics', 'update') && (
              <Button component={Link} to={`${customThemesPath}/${t.id}`} data-testid="theme-overview-edit">
                Редактирай
              </Button>
            )}
          </>
        }
      />
      <Paper withBorder p="md" data-testid="theme-overview">
        <Stack gap="xs">
          <Text>
            <b>Възрастова група:</b> {t.ageGroup ? ageGroupNames[t.ageGroup] : '–'}
          </Text>
          <Text>
            <b>Образователно направление:</b> {t.area ? educationalAreaNames[t.area] : '–'}
          </Text>
          <Text fw={600}>Очаквани резултати</Text>
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="theme-overview-results">
            {t.expectedResults || 'Не са описани.'}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
