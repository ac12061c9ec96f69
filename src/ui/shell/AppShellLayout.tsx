import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { Brand } from '../../domain/brand';

/** The customer-facing frame: the top banner with the support phone, the brand bar and the footer. */
export function AppShellLayout() {
  return (
    <Stack gap={0} mih="100vh">
      <Box bg="cyan.9" c="white" py={6}>
        <Container size="lg">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              Professional Dental Supplies
            </Text>
            <Anchor href={`tel:${Brand.supportPhone.replace(/\s/g, '')}`} c="white" size="sm">
              {Brand.supportPhone}
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Box component="header" py="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Anchor component={Link} to="/" underline="never">
            <Title order={2} c="cyan.9">
              {Brand.name}
            </Title>
          </Anchor>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Box component="footer" bg="gray.1" py="lg">
        <Container size="lg">
          <Group justify="space-between">
            <Text size="sm">© {Brand.name}</Text>
            <Group gap="md">
              <Anchor href={`tel:${Brand.supportPhone.replace(/\s/g, '')}`} size="sm">
                {Brand.supportPhone}
              </Anchor>
              <Anchor href={`mailto:${Brand.supportEmail}`} size="sm">
                {Brand.supportEmail}
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </Stack>
  );
}
