import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { formatDate } from '../../../ui/format/dates';
import { RichText } from '../../../ui/forms/RichText';
import { decodeContent } from '../common';
import type { BoardItem } from './board-data';

export interface BoardCardActions {
  /** Position in the board and the board's length, for the move buttons. */
  index: number;
  count: number;
  onMove?: (step: -1 | 1) => void;
  moving?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
}

export interface BoardMessageCardProps extends BoardCardActions {
  message: BoardItem;
  isNew: boolean;
  groupNames: ReadonlyMap<string, string>;
  /** The drag handle when the user orders the board. */
  handle?: ReactNode;
  containerRef?: Ref<HTMLDivElement>;
  style?: CSSProperties;
  dragging?: boolean;
}

function ArrowIcon({ up }: { up: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={
          up
            ? 'M12 5l7 7-1.4 1.4L13 8.8V20h-2V8.8l-4.6 4.6L5 12z'
            : 'M12 19l-7-7 1.4-1.4 4.6 4.6V4h2v11.2l4.6-4.6L19 12z'
        }
      />
    </svg>
  );
}

/** One board message: title, date, groups, the sanitized content, and what the user may do with it. */
export function BoardMessageCard({
  message: m,
  isNew,
  groupNames,
  handle,
  containerRef,
  style,
  dragging,
  index,
  count,
  onMove,
  moving,
  onEdit,
  onDelete,
}: BoardMessageCardProps) {
  return (
    <Paper
      ref={containerRef}
      style={style}
      withBorder
      p="md"
      shadow={dragging ? 'md' : undefined}
      bd={isNew ? '2px solid var(--mantine-color-garden-7)' : undefined}
      data-testid="board-message"
      data-id={m.id}
      data-new={isNew || undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {handle}
        <Stack gap="xs" miw={0} flex={1}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2} miw={0}>
              <Group gap="xs">
                <Title order={2} fz="h4" data-testid="board-message-title">
                  {m.title}
                </Title>
                {isNew && (
                  <Badge color="garden" variant="filled" data-testid="board-message-new">
                    Ново
                  </Badge>
                )}
              </Group>
              <Text fz="sm" c="dimmed">
                <span data-testid="board-message-date">{formatDate(m.creationTime)}</span> ·{' '}
                {m.createdBy.name}
              </Text>
            </Stack>
            {onMove && (
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  aria-label={`Премести „${m.title}“ нагоре`}
                  disabled={index === 0 || moving}
                  onClick={() => onMove(-1)}
                  data-testid="board-message-up"
                >
                  <ArrowIcon up />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={`Премести „${m.title}“ надолу`}
                  disabled={index === count - 1 || moving}
                  onClick={() => onMove(1)}
                  data-testid="board-message-down"
                >
                  <ArrowIcon up={false} />
                </ActionIcon>
              </Group>
            )}
          </Group>
          {m.groupIds.length > 0 && (
            <Group gap={4} aria-label="Групи">
              {m.groupIds.map((g) => (
                <Badge key={g} variant="light" color="garden" data-testid="board-message-group">
                  {groupNames.get(g) ?? 'Група'}
                </Badge>
              ))}
            </Group>
          )}
          <RichText html={decodeContent(m.content)} testId="board-message-content" />
          {(onEdit || onDelete) && (
            <Group gap="xs">
              {onEdit && (
                <Button size="xs" variant="light" onClick={onEdit} data-testid="board-message-edit">
                  Редактирай
                </Button>
              )}
              {onDelete && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={onDelete}
                  data-testid="board-message-delete"
                >
                  Изтрий
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
