import { Container, Stack, Text, Title } from '@mantine/core';
import { Brand } from '../../domain/brand';

export function HomePage() {
  return (
    <Container size="lg" py={64}>
      <Stack gap="md" maw={640}>
        <Title order={1}>Dental supplies for clinics across Egypt</Title>
        <Text size="lg" c="dimmed">
          {Brand.name} brings premium dental products, {Brand.aiName} scan segmentation and hands-on dental training to your
          clinic, priced in Egyptian pounds.
        </Text>
      </Stack>
    </Container>
  );
}
