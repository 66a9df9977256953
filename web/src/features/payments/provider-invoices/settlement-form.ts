/** Where a settlement form's "Откажи" leads: the documents' list. */
export const settlementsList = '/activities/accounting/invoice';

/** A saved document's own page (the form's way on after a save). */
export const documentPage = (reply: { entityId: string | number | null }) =>
  `${settlementsList}/${reply.entityId}`;
