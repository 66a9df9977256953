/** A short green toast after a save. */
export async function notify(title: string, message: string): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  notifications.show({ color: 'garden', title, message });
}
