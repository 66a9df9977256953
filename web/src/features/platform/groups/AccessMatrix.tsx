import { type Action, actions, type Resource } from '@gradina/shared';
import { Checkbox, Group, Table } from '@mantine/core';
import { memo, useMemo } from 'react';
import { actionLabels, matrixSections, type Rights, toggleRight } from './access-matrix';

/** Memoised: typing a name or picking members does not redraw its 300 boxes. */
export const AccessMatrix = memo(function AccessMatrix({
  rights,
  onChange,
  readOnly,
}: {
  rights: Rights;
  onChange: (r: Rights) => void;
  readOnly: boolean;
}) {
  const sections = useMemo(() => matrixSections(), []);
  const box = (resource: Resource, action: Action, label: string) => (
    <Checkbox
      aria-label={`${label}: ${actionLabels[action]}`}
      checked={rights[resource]?.[action] === true}
      disabled={readOnly}
      onChange={(e) => onChange(toggleRight(rights, resource, action, e.currentTarget.checked))}
      data-testid={`access-${resource}-${action}`}
    />
  );
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table data-testid="access-matrix" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ресурс</Table.Th>
            {actions.map((a) => (
              <Table.Th key={a} ta="center" w={110}>
                {actionLabels[a]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {sections.map((s) => (
          <Table.Tbody key={s.title}>
            <Table.Tr>
              <Table.Th colSpan={5} bg="gray.0" scope="colgroup">
                {s.title}
              </Table.Th>
            </Table.Tr>
            {s.resources.map(({ resource, label }) => (
              <Table.Tr key={resource}>
                <Table.Td>{label}</Table.Td>
                {actions.map((a) => (
                  <Table.Td key={a}>
                    <Group justify="center">{box(resource, a, label)}</Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </Table.ScrollContainer>
  );
});
