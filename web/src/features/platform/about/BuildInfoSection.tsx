import info from 'virtual:build-info';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../../ui/format/dates';
import { PageSection } from '../../../ui/page/PageSection';
import { SearchFilter } from '../../../ui/table/list-controls';

/**
 * The version, the build's day and the third-party licences (issue #32), made at build time from the installed
 * packages (web/build-info.ts); the list comes with the about page's own chunk.
 */
export function BuildInfoSection() {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const licences = info.licences.filter(
    (l) => !needle || l.name.toLowerCase().includes(needle) || l.license.toLowerCase().includes(needle),
  );
  return (
    <PageSection id="about-build" title="Версия и лицензи" fz="h3" testId="about-build">
      <Group gap="xl">
        <Text data-testid="about-version">
          Версия: <b>{info.version}</b>
          {info.commit && ` (${info.commit})`}
        </Text>
        <Text data-testid="about-built-at">
          Компилирана на: <b>{formatDateTime(info.builtAt)}</b>
        </Text>
      </Group>
      <Text>
        „Градина“ използва следните библиотеки с отворен код ({info.licences.length}). Списъкът се съставя
        автоматично при всяко компилиране от инсталираните пакети.
      </Text>
      <SearchFilter
        label="Търсене в библиотеките"
        value={search}
        onChange={setSearch}
        maw={320}
        testId="about-licences-search"
      />
      <Table.ScrollContainer minWidth={520}>
        <Table striped data-testid="about-licences">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Библиотека</Table.Th>
              <Table.Th>Версия</Table.Th>
              <Table.Th>Лиценз</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {licences.map((l) => (
              <Table.Tr key={`${l.name}@${l.version}`} data-testid="about-licence">
                <Table.Td>
                  {l.repository ? (
                    <Anchor href={l.repository} target="_blank" rel="noopener noreferrer" fz="sm">
                      {l.name}
                    </Anchor>
                  ) : (
                    l.name
                  )}
                </Table.Td>
                <Table.Td>{l.version}</Table.Td>
                <Table.Td>{l.license}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </PageSection>
  );
}
