import { z } from 'zod';

/**
 * The version of a document edited as a whole, as its GET answered it: the edit sends it back and a stale one
 * gets 409 (functions/src/platform/db/versioned-update.ts).
 */
export const versionField = () => z.number().int().min(0).max(1_000_000_000).meta({ title: 'Версия' });
