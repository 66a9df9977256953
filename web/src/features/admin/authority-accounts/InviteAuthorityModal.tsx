import { Button } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { usePermissions } from '../../../app/auth/permissions';
import type { Msg } from '../../../ui/result-message';
import { PersonModal, type PersonValues, personBody } from '../person-form';
import { useRefreshAccounts } from '../queries';

/**
 * The invitation of a МОН or a municipality account (the municipality's also names its municipality): the
 * invited person gets a mail with the activation link; the page's result line says where it went.
 */
export function InviteAuthorityModal({
  municipality,
  opened,
  onClose,
  msg,
}: {
  municipality?: boolean;
  opened: boolean;
  onClose: () => void;
  msg: Msg;
}) {
  const refresh = useRefreshAccounts();
  const common = {
    opened,
    title: municipality ? 'Покана за профил на община' : 'Покана за профил на МОН',
    description: 'Поканеният получава писмо с връзка, с която задава парола и активира профила си.',
    submitLabel: 'Изпрати поканата',
    onClose,
    testId: municipality ? 'municipal-invite-form' : 'mon-invite-form',
  };
  const sent = async (reply: { isSuccessful: boolean; errorMessage: string | null }, email: string) => {
    if (reply.isSuccessful) {
      msg.ok(`Поканата е изпратена на ${email}.`);
      onClose();
      await refresh();
    }
    return reply;
  };
  return municipality ? (
    <PersonModal
      {...common}
      routeId="identity.inviteMunicipalityAccount"
      toBody={(v: PersonValues) => ({ ...personBody(v), municipalityCode: v.municipalityCode })}
      onSubmit={async (body) =>
        sent(await callApi('identity.inviteMunicipalityAccount', { body }), body.email)
      }
    />
  ) : (
    <PersonModal
      {...common}
      routeId="identity.inviteMonAccount"
      toBody={personBody}
      onSubmit={async (body) => sent(await callApi('identity.inviteMonAccount', { body }), body.email)}
    />
  );
}

/** The page's "Нов профил …" button (for those who may create accounts) and the invitation it opens. */
export function useInviteAuthority({ municipality, msg }: { municipality?: boolean; msg: Msg }) {
  const { can } = usePermissions();
  const [inviting, setInviting] = useState(false);
  const button = can('AccountManagement', 'create') && (
    <Button
      onClick={() => {
        msg.clear();
        setInviting(true);
      }}
      data-testid={municipality ? 'municipal-invite' : 'mon-invite'}
    >
      {municipality ? 'Нов профил на община' : 'Нов профил на МОН'}
    </Button>
  );
  const modal = (
    <InviteAuthorityModal
      municipality={municipality}
      opened={inviting}
      onClose={() => setInviting(false)}
      msg={msg}
    />
  );
  return { button, modal };
}
