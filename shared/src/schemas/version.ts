import { z } from 'zod';
import { bgMessages } from '../validation';

/**
 * The version of a document edited as a whole, as its GET answered it: the edit sends it back and a stale one
 * gets 409 (functions/src/platform/db/versioned-update.ts).
 */
export const versionField = () => z.number().int().min(0).max(1_000_000_000).meta({ title: 'Версия' });

/** A create-or-edit body: an edit (a body with `id`) names the version it edits. */
export const editNamesVersion = (v: { id?: unknown; version?: unknown }) => !v.id || v.version !== undefined;
export const versionRequired = { path: ['version'], message: bgMessages.required('Версия') };
