import { Alert, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { newTransfer, transferFormSpec } from './certificate-forms';
import { CertificatesLink, DoneAlert } from './issuing';
import { invalidateCertificates } from './queries';

const formats = [
  { value: 'pdf', label: 'PDF' },
  { value: 'docx', label: 'Word' },
];

/**
 * /kids/export-certificate/transfer: a child leaves for another kindergarten or school; the certificate takes
 * the next number of the school year and downloads at once (it prints again from the list).
 */
export function TransferCertificatePage() {
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const [done, setDone] = useState<string>();
  const page = useFormPage('children.relocationCertificate', {
    spec: { ...transferFormSpec(kindergartenId), defaultValues: newTransfer() },
    refresh: invalidateCertificates,
    back: '/kids/export-certificate',
    onSaved: (file) => {
      setDone(`Удостоверението е издадено и изтеглено (${file.fileName}).`);
      page.form.reset(newTransfer());
    },
    onServerError: () => {
      setDone(undefined);
      return false;
    },
  });

  if (!kindergartenId) return <Alert color="yellow">Удостоверенията се издават в детска градина.</Alert>;

  return (
    <FormPage
      page={page}
      title="Удостоверение за преместване"
      actions={<CertificatesLink />}
      notice={<DoneAlert text={done} onClose={() => setDone(undefined)} testId="transfer-done" />}
      saveLabel="Издай и изтегли"
      saveTestId="transfer-issue"
      errorTestId="transfer-error"
      onCancel={false}
      pageTestId="transfer-certificate-page"
      testId="transfer"
    >
      <Field.Child
        form={page}
        name="childId"
        searchable
        nothingFoundMessage="Няма такова дете"
        testId="transfer-child"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Text form={page} name="newInstitution" testId="transfer-institution" />
        <Field.Text form={page} name="newInstitutionTown" testId="transfer-town" />
        <Field.Date form={page} name="relocationDate" required testId="transfer-relocation-date" />
        <Field.Date form={page} name="issueDate" required testId="transfer-issue-date" />
      </SimpleGrid>
      <Field.Segmented form={page} name="format" data={formats} testId="transfer-format" />
    </FormPage>
  );
}
