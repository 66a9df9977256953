import { Button } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { given } from '../../../ui/forms/useManifestForm';
import { useMessage } from '../../../ui/result-message';
import { useStaleEdit } from '../../../ui/StaleEditModal';
import { MunicipalitySelect, PersonModal, useMunicipalities } from '../person-form';
import { useRefreshAccounts } from '../queries';
import {
  type AuthorityAccount,
  AuthorityAccountsPage,
  authorityPageSize,
  useListParams,
} from './AuthorityAccounts';

/**
 * /admin/user/municipal (Master): the municipalities' accounts with their municipality (ЕКАТТЕ code from
 * lookups.areas), inviting one and editing its names and municipality.
 */
export function MunicipalAccountsPage() {
  const { can } = usePermissions();
  const msg = useMessage();
  const refresh = useRefreshAccounts();
  const list = useListParams();
  const { names } = useMunicipalities();
  const [editing, setEditing] = useState<AuthorityAccount>();
  /** The 409 of an edit saved over someone else's (the account changed after the list loaded it). */
  const stale = useStaleEdit(async () => {
    setEditing(undefined);
    await refresh();
  });
  const accounts = useRouteQuery(
    'identity.municipalityAccounts',
    {
      query: {
        ...(list.name ? { name: list.name } : {}),
        ...(list.municipality ? { municipalityCode: list.municipality } : {}),
        PageNumber: list.page,
        PageSize: authorityPageSize,
      },
    },
    { enabled: can('AccountManagement', 'read') },
  );
  const municipalityOf = (code: string | null) => (code ? (names.get(code) ?? code) : '—');

  return (
    <AuthorityAccountsPage
      municipality
      title="Профили на общини"
      intro="Служителите на общините; всеки вижда справките за детските градини на своята община."
      msg={msg}
      list={list}
      accounts={accounts}
      filters={
        <MunicipalitySelect
          label="Община"
          clearable
          value={list.municipality}
          onChange={(v) => list.set({ municipality: v, page: '' })}
          testId="municipal-filter"
        />
      }
      table={{
        municipalityColumn: (a) => municipalityOf(a.municipalityCode),
        actions: (a) =>
          can('AccountManagement', 'update') && (
            <Button
              size="xs"
              variant="subtle"
              onClick={() => {
                msg.clear();
                setEditing(a);
              }}
              data-testid="municipal-edit"
            >
              Редактирай
            </Button>
          ),
      }}
    >
      {stale.modal}
      {editing && (
        <PersonModal
          key={editing.id}
          opened
          title={`Редакция: ${editing.fullName}`}
          submitLabel="Запази"
          routeId="identity.editMunicipalityAccount"
          toBody={(v) => ({
            userId: editing.id,
            firstName: given(v.firstName),
            lastName: given(v.lastName),
            municipalityCode: given(v.municipalityCode),
            version: editing.version,
          })}
          editOnly
          initial={{
            firstName: editing.firstName,
            lastName: editing.lastName,
            municipalityCode: editing.municipalityCode ?? '',
          }}
          onClose={() => setEditing(undefined)}
          testId="municipal-edit-form"
          onSubmit={async (body) => {
            const reply = await callApi('identity.editMunicipalityAccount', { body }).catch((e: unknown) => {
              stale.caught(e);
              throw e;
            });
            if (reply.isSuccessful) {
              msg.ok('Промените са запазени.');
              setEditing(undefined);
              await refresh();
            }
            return reply;
          }}
        />
      )}
    </AuthorityAccountsPage>
  );
}
