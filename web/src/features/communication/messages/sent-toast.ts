import { callApi } from '../../../api/client';

/** How long the confirmation waits for the recipients to be resolved (the queue takes a second or two). */
const tries = 15;
const pause = 1000;

const recipientsWord = (n: number) => (n === 1 ? '1 получател' : `${n} получатели`);

/**
 * The confirmation of a sent message with the real number of recipients (issue #26). Sending answers at once
 * and the queue resolves the audience after it (one request whatever its size), so the toast says the message
 * went out, then reads the message until its `recipientsCount` is known and says it.
 */
export async function confirmSent(messageId: string | number | null) {
  const { notifications } = await import('@mantine/notifications');
  const id = `message-sent-${messageId}`;
  notifications.show({
    id,
    title: 'Ново съобщение',
    message: 'Съобщението е изпратено. Определят се получателите…',
    color: 'garden',
    autoClose: false,
    ...({ 'data-testid': 'message-sent-toast' } as object),
  });
  const done = (message: string) =>
    notifications.update({ id, title: 'Ново съобщение', message, color: 'garden', autoClose: 8000 });
  if (messageId === null) return done('Съобщението е изпратено.');
  for (let i = 0; i < tries; i++) {
    await new Promise((r) => setTimeout(r, pause));
    const count = await callApi('communication.getMessage', { path: { id: String(messageId) } })
      .then((m) => m.recipientsCount)
      .catch(() => null);
    if (count !== null) return done(`Съобщението е изпратено до ${recipientsWord(count)}.`);
  }
  done('Съобщението е изпратено; броят на получателите ще се види в него.');
}
