import { Stack, Text, Title } from '@mantine/core';

/** The page title and the line under it; the id lets the form take the title as its name. */
export function AccountFormHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h2" id={id}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {intro}
      </Text>
    </Stack>
  );
}
