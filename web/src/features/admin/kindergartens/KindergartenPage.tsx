import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { DirectorInvitation } from './DirectorInvitation';
import { KindergartenPlaceFields } from './KindergartenPlaceFields';
import {
  emptyEdit,
  type KindergartenData,
  kindergartenEditSpec,
  kindergartenValues,
  stateLabels,
} from './kindergarten-form';
import { ModulesCard } from './ModulesCard';
import { invalidateKindergartens } from './queries';
import { ResetCard } from './ResetCard';

/** The kindergarten's figures in the national list: its groups, children, staff and who is in now. */
function Figures({ id }: { id: string }) {
  const row = useRouteQuery('kindergartens.groupInstitutions', { query: { Name: id, PageSize: 1 } }).data
    ?.result[0];
  const figures = row && [
    ['Групи', row.groupsCount],
    ['Деца', row.childrenCount],
    ['Персонал', row.staffCount],
    ['В системата сега', row.openSessions],
  ];
  return (
    <Paper withBorder p="lg" radius="md" data-testid="kindergarten-figures">
      <Title order={2} size="h4" mb="sm">
        Текущата учебна година
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {(figures || []).map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text fz="xl" fw={700}>
              {value}
            </Text>
            <Text fz="sm" c="dimmed">
              {label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {row && row.branches.length > 0 && (
        <Text fz="sm" mt="sm">
          Филиали:{' '}
          {row.branches.map((b, i) => (
            <span key={b.id}>
              {i > 0 && ', '}
              <Anchor component={Link} to={`/admin/kindergartens/${b.id}`}>
                {b.name}
              </Anchor>
            </span>
          ))}
        </Text>
      )}
    </Paper>
  );
}

/** The national rule of family-reason absences, which no kindergarten changes (shown for reference). */
function FamilyLimit() {
  const rules = useRouteQuery('attendance.familyLimitRules').data;
  if (!rules) return null;
  return (
    <Text fz="sm" c="dimmed" data-testid="kindergarten-family-limit">
      Отсъствия по семейни причини: до {rules.currentLimit} дни в учебната година за дете в задължителна
      предучилищна възраст. Лимитът е национален (Наредба № 5 от 2016 г., чл. 10, ал. 2) и се поддържа в{' '}
      <Anchor component={Link} to="/admin/neispuo/attendances">
        НЕИСПУО › Присъствия
      </Anchor>
      .
    </Text>
  );
}

/** /admin/kindergartens/{id}: the Master's page of one kindergarten: its data, figures, modules, director, reset. */
export function KindergartenPage() {
  const id = useParams().id ?? '';
  const data = useRouteQuery('kindergartens.kindergartenData', { query: { kindergartenId: id } });
  const msg = useMessage();
  const page = useFormPage('kindergartens.updateKindergarten', {
    spec: { ...kindergartenEditSpec(id), defaultValues: emptyEdit },
    record: { query: data, toValues: kindergartenValues },
    refresh: invalidateKindergartens,
    back: '/admin/kindergartens',
    onSaved: (_reply, v) => msg.ok(`Данните на „${v.name.trim()}“ са записани.`),
  });
  const k = data.data;
  return (
    <FormPage
      page={page}
      title={k?.name ?? 'Детска градина'}
      intro={k && <KindergartenIntro k={k} />}
      actions={
        <Anchor component={Link} to="/admin/kindergartens">
          Всички детски градини
        </Anchor>
      }
      notice={<MessageAlert msg={msg} testId="kindergarten-message" />}
      aside={
        k && (
          <Stack gap="lg">
            <Figures id={id} />
            <ModulesCard data={k} />
            <DirectorInvitation kindergartenId={id} />
            <ResetCard kindergarten={k} />
          </Stack>
        )
      }
      maw={960}
      testId="kindergarten"
    >
      <KindergartenPlaceFields
        form={page}
        settlement={k && { label: k.town, where: `общ. ${k.municipalityName}, обл. ${k.regionName}` }}
        testId="kindergarten"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Text form={page} name="openingTime" placeholder="07:00" testId="kindergarten-opening" />
        <Field.Text form={page} name="closingTime" placeholder="18:30" testId="kindergarten-closing" />
      </SimpleGrid>
      <Field.Checkbox form={page} name="automaticExcuseWithMedicalNote" testId="kindergarten-medical-note" />
      <FamilyLimit />
    </FormPage>
  );
}

/** The state, the school year and the mother under the title. */
export function KindergartenIntro({ k }: { k: KindergartenData }) {
  return (
    <Group gap="xs" component="span">
      <Badge
        color={k.state === 'active' ? 'garden' : 'yellow'}
        variant="light"
        data-testid="kindergarten-state"
      >
        {stateLabels[k.state]}
      </Badge>
      {k.schoolYear && <span>Учебна година {k.schoolYear}</span>}
      {k.motherKindergartenName && <span>Филиал на „{k.motherKindergartenName}“</span>}
    </Group>
  );
}
