import type { Changes, Condition } from '../db/expressions';
import { isConditionFailure, type Key, updateItem } from '../db/item';

/**
 * An update that may find its condition no longer holds (the session moved to another kindergarten, the
 * item is gone): false then, for the caller to skip or refuse, instead of an error.
 */
export async function updateIfHolds(key: Key, changes: Changes, condition: Condition): Promise<boolean> {
  try {
    await updateItem(key, changes, condition);
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}
