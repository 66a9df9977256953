/** Replies carry rich text URI-encoded (docs/areas/communication.md); decoded for display. */
export function decodeContent(content: string | null | undefined): string {
  if (!content) return '';
  try {
    return decodeURIComponent(content);
  } catch {
    return content;
  }
}

/** Plain text of (sanitized) HTML, cut at `max` characters. */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** Shows a toast (the notifications package loads with the shell, not the entry chunk). */
export async function toast(options: {
  title: string;
  message: string;
  color?: string;
  testId?: string;
  autoClose?: number | false;
}) {
  const { notifications } = await import('@mantine/notifications');
  notifications.show({
    title: options.title,
    message: options.message,
    color: options.color ?? 'garden',
    autoClose: options.autoClose ?? 8000,
    ...({ 'data-testid': options.testId } as object),
  });
}

/** The server's reason when a save reply is not successful, or a general one. */
export function saveFailure(reply: {
  isSuccessful: boolean;
  errorMessage: string | null;
}): string | undefined {
  return reply.isSuccessful ? undefined : reply.errorMessage || 'Действието не беше изпълнено.';
}
