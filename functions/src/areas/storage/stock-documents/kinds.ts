import { stockDocEntries } from './loaders';
import { annulDraft, completeDocument, freeDocument } from './outgoing';

/** A kind of document that takes stock out: a draft edited until completed, freed back or annulled (outgoing.ts). */
const outgoingDoc = (doc: ReturnType<typeof stockDocEntries>) => ({
  ...doc,
  complete: doc.onLoaded(completeDocument),
  free: doc.onLoaded(freeDocument),
  annul: doc.onLoaded(annulDraft),
});

/** The ledger's kinds of documents, each bound once to its type and its 404 text: its entries and loaders. */
export const stockDocs = {
  inventory: stockDocEntries('inventory', 'Инвентаризационният опис не е намерен.'),
  receipt: stockDocEntries('receipt', 'Стоковата разписка не е намерена.'),
  scrapping: outgoingDoc(stockDocEntries('scrapping', 'Протоколът за бракуване не е намерен.')),
  request: outgoingDoc(stockDocEntries('request', 'Искането не е намерено.')),
};
