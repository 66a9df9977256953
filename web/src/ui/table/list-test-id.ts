import { createContext } from 'react';

/**
 * The test id of the list page around a table (`ListPage`'s `testId`): its `EntityTable` is
 * `<testId>-table` and the empty state `<testId>-empty` unless they say otherwise.
 */
export const ListTestIdContext = createContext<string | undefined>(undefined);
