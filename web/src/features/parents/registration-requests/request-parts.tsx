import { RequestStatus } from '@gradina/shared';
import { Badge } from '@mantine/core';
import type { ApiReply } from '../../../api/routes';
import { identifierTypeLabels, requestStatusLabels } from '../../../ui/format/labels';

export type RequestItem = ApiReply<'identity.registrationRequests'>['result'][number];

/** Where the list is; a request opens at `${requestsPath}/{id}`. */
export const requestsPath = '/parents/registration-parents';

export const childName = (r: Pick<RequestItem, 'childFirstName' | 'childLastName'>) =>
  [r.childFirstName, r.childLastName].filter(Boolean).join(' ') || '—';
export const childId = (r: Pick<RequestItem, 'childIdentifierType' | 'childIdentifier'>) =>
  `${identifierTypeLabels[r.childIdentifierType] ?? 'ЕГН'} ${r.childIdentifier}`;

export function StatusBadge({ status }: { status: RequestStatus }) {
  const color =
    status === RequestStatus.Approved ? 'garden' : status === RequestStatus.Rejected ? 'red' : 'gray';
  return (
    <Badge
      variant="light"
      color={color}
      c={status === RequestStatus.Pending ? 'dark.6' : undefined}
      data-testid="registration-status"
    >
      {requestStatusLabels[status]}
    </Badge>
  );
}
