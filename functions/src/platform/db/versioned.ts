import type { Key } from './item';
import type { TransactOp } from './transact';

/**
 * Lost-update protection for documents edited as a whole. Single writes: `versionedUpdate`/`versionedPut`
 * of versioned-update.ts (re-exported by the kit as they are). This adds their twin for a transaction.
 */
export {
  checkVersion,
  requireVersion,
  staleWrite,
  staleWriteMessage,
  versionedPut,
  versionedUpdate,
  versionOf,
} from './versioned-update';

export interface Versioned {
  /** The version the writer read; 0 for an item that never had one. */
  expected: number;
  /** Default `version`. */
  attribute?: string;
}

/**
 * The transaction write that sets `changes` and bumps the version only while the item still has the version
 * read, with the same rule as `versionedUpdate` (version 0 = the attribute is not there yet).
 */
export function versionedOp(
  key: Key,
  { expected, attribute = 'version' }: Versioned,
  changes: { set?: Record<string, unknown> } = {},
) {
  return {
    update: key,
    changes: { set: { ...changes.set, [attribute]: expected + 1 } },
    condition:
      expected === 0
        ? {
            exists: true,
            expression: 'attribute_not_exists(#version) OR #version = :expectedVersion',
            names: { '#version': attribute },
            values: { ':expectedVersion': 0 },
          }
        : { exists: true, equals: { [attribute]: expected } },
  } satisfies TransactOp;
}
