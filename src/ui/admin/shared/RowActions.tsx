import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';

/** A table row's Edit and Delete buttons, named after the row for screen readers; other buttons go between them, and all wrap on a phone's card rather than shrink. */
export function RowActions({ editLabel, onEdit, deleteLabel, onDelete, children }: { editLabel?: string; onEdit?: () => void; deleteLabel: string; onDelete: () => void; children?: ReactNode }) {
  return (
    <Group gap="xs">
      {onEdit && (
        <Button size="xs" variant="light" aria-label={editLabel} onClick={onEdit}>
          {AdminSectionsMessages.edit}
        </Button>
      )}
      {children}
      <Button size="xs" color="red" variant="light" aria-label={deleteLabel} onClick={onDelete}>
        {AdminSectionsMessages.delete}
      </Button>
    </Group>
  );
}
