import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Brand } from '@tiara/domain/brand';
import { ShellMessages } from '../messages/ShellMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { supportPhoneHref } from './Navbar';

const texts = ShellMessages.footer;

/** SPEC §2 footer: the support phone and e-mail, and the three policies; an observer, so it redraws on a language switch. */
export const Footer = observer(function Footer() {
  return (
    <Box component="footer" bg="gray.1" py="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} size="h3" c="cyan.9">
              {Brand.name}
            </Title>
            <Text size="sm" c="dimmed">
              {texts.about}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h4">{texts.contact}</Title>
            {/* Left to right in Arabic too, still lined up with the column's start. */}
            <Anchor href={supportPhoneHref} size="sm">
              <bdi dir="ltr">{Brand.supportPhone}</bdi>
            </Anchor>
            <Anchor href={`mailto:${Brand.supportEmail}`} size="sm">
              <bdi dir="ltr">{Brand.supportEmail}</bdi>
            </Anchor>
          </Stack>
          <Stack component="nav" aria-label={texts.policies} gap="xs">
            <Title order={3} size="h4">{texts.policies}</Title>
            <Anchor component={Link} to={ShopPaths.privacyPolicy} size="sm">
              {texts.privacyPolicy}
            </Anchor>
            <Anchor component={Link} to={ShopPaths.refundExchangePolicy} size="sm">
              {texts.refundExchangePolicy}
            </Anchor>
            <Anchor component={Link} to={ShopPaths.shippingPolicy} size="sm">
              {texts.shippingPolicy}
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xl">
          {texts.rights}
        </Text>
      </Container>
    </Box>
  );
});
