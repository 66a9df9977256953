import { isApiError } from '../../api/errors';

/** The text to show for a failed save: the API's Bulgarian message, or a general one. */
export function saveErrorText(error: unknown, fallback = 'Възникна грешка. Моля, опитайте отново.'): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
