import { Button, Group, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section's heading with its Add button (and any other actions, shown before it). */
export function SectionHeader({
  title,
  addLabel,
  onAdd,
  order = 1,
  size,
  align,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  order?: TitleOrder;
  size?: string;
  align?: 'flex-end';
  children?: ReactNode;
}) {
  const add = <Button onClick={onAdd}>{addLabel}</Button>;
  return (
    <Group justify="space-between" align={align}>
      <Title order={order} size={size}>
        {title}
      </Title>
      {children ? (
        <Group>
          {children}
          {add}
        </Group>
      ) : (
        add
      )}
    </Group>
  );
}
