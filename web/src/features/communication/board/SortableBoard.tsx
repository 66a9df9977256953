import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Stack } from '@mantine/core';
import type { BoardCardActions } from './BoardMessageCard';
import { BoardMessageCard } from './BoardMessageCard';
import type { BoardItem } from './board-data';
import { dropOn, sameOrder } from './board-order';

export interface SortableBoardProps {
  messages: readonly BoardItem[];
  fresh: ReadonlySet<string>;
  groupNames: ReadonlyMap<string, string>;
  /** False while an order is being saved: a second move would start from a stale board version. */
  enabled: boolean;
  onReorder: (ids: string[]) => void;
  actionsOf: (m: BoardItem, index: number) => Omit<BoardCardActions, 'index' | 'count'>;
}

const instructions = {
  draggable:
    'За да преместите съобщението, натиснете интервал или Enter, местете го със стрелките нагоре и надолу и натиснете отново интервал или Enter, за да го пуснете. Escape отменя преместването.',
};

/** What a screen reader hears while a message is moved, by its title and place. */
function announcementsFor(messages: readonly BoardItem[]): Announcements {
  const title = (id: UniqueIdentifier) => messages.find((m) => m.id === id)?.title ?? '';
  const place = (id: UniqueIdentifier) => messages.findIndex((m) => m.id === id) + 1;
  return {
    onDragStart: ({ active }) => `Взехте „${title(active.id)}“ от място ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `„${title(active.id)}“ е над място ${place(over.id)}.`
        : `„${title(active.id)}“ е извън таблото.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `„${title(active.id)}“ е пуснато на място ${place(over.id)}.`
        : `„${title(active.id)}“ е пуснато.`,
    onDragCancel: ({ active }) => `Преместването на „${title(active.id)}“ е отменено.`,
  };
}

function DragIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 4a2 2 0 110 4 2 2 0 010-4zm6 0a2 2 0 110 4 2 2 0 010-4zM9 10a2 2 0 110 4 2 2 0 010-4zm6 0a2 2 0 110 4 2 2 0 010-4zm-6 6a2 2 0 110 4 2 2 0 010-4zm6 0a2 2 0 110 4 2 2 0 010-4z"
      />
    </svg>
  );
}

function SortableCard({
  message,
  index,
  count,
  enabled,
  ...rest
}: Omit<SortableBoardProps, 'messages' | 'onReorder' | 'actionsOf' | 'fresh'> &
  BoardCardActions & { message: BoardItem; isNew: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: message.id,
      disabled: !enabled,
      attributes: { roleDescription: 'подвижно съобщение' },
    });
  return (
    <BoardMessageCard
      {...rest}
      message={message}
      index={index}
      count={count}
      containerRef={setNodeRef}
      dragging={isDragging}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
      handle={
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="lg"
          style={{ cursor: enabled ? 'grab' : 'default', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          aria-label={`Премести „${message.title}“ (плъзнете или използвайте клавиатурата)`}
          data-testid="board-message-handle"
        >
          <DragIcon />
        </ActionIcon>
      }
    />
  );
}

/**
 * The board as the director arranges it: drag a message by its handle, or take it with the keyboard (space,
 * arrows, space); every drop hands the whole new order to `onReorder`.
 */
export function SortableBoard({
  messages,
  fresh,
  groupNames,
  enabled,
  onReorder,
  actionsOf,
}: SortableBoardProps) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle is not a drop.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = messages.map((m) => m.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = dropOn(ids, String(active.id), over ? String(over.id) : null);
    if (!sameOrder(next, ids)) onReorder(next);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcementsFor(messages), screenReaderInstructions: instructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack data-testid="board-list" data-sortable="true">
          {messages.map((m, index) => (
            <SortableCard
              key={m.id}
              message={m}
              index={index}
              count={messages.length}
              enabled={enabled}
              isNew={fresh.has(m.id)}
              groupNames={groupNames}
              {...actionsOf(m, index)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
