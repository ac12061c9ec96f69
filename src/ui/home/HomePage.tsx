import { Badge, Box, Button, Card, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { useAfterHydration } from '../routing/useAfterHydration';
import { useScreenOpened } from '../routing/useScreenOpened';
import { useLanguageSwitch } from '../i18n/useLanguageSwitch';
import { ShellMessages } from '../messages/ShellMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { ForwardArrow, ToothIcon } from '../shell/Icons';
import { BestSellerSkeletons } from './BestSellerSkeletons';
import { ProductImage } from '../catalog/ProductImage';
import { BEST_SELLER_IDS } from '@tiara/domain/catalog-query';
import { HomeBuyAgain } from './HomeBuyAgain';
import { type BestSellerCard, HomePresenter } from './HomePresenter';

const texts = ShellMessages.home;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} py="xl">
      <Title order={2} id={id} mb="lg">
        {title}
      </Title>
      {children}
    </Box>
  );
}

/**
 * A best seller's picture is fitted into the card's 180 px band less its 16 px padding: at most
 * 148 px high, so about 200 px wide for a usual square to 4:3 product photo, whatever the card's width.
 */
const BEST_SELLER_IMAGE_SIZES = '200px';

/** `main`: the first card, the largest picture above the fold wherever the best sellers show without scrolling. */
function BestSellerCardView({ card, main }: { card: BestSellerCard; main: boolean }) {
  return (
    <Card component={Link} to={card.href} withBorder radius="md" padding="md">
      <Card.Section bg="gray.0">
        <ProductImage src={card.imageUrl} alt={card.name} width={265} height={180} sizes={BEST_SELLER_IMAGE_SIZES} main={main} h={180} p="md" />
      </Card.Section>
      <Stack gap={6} mt="md">
        <Text fw={600} lineClamp={2}>
          <bdi>{card.name}</bdi>
        </Text>
        <Group gap="xs">
          <Text fw={700} c="cyan.9">
            {card.price}
          </Text>
          {card.listPrice && (
            <Text size="sm" c="dimmed" td="line-through" aria-label={`${texts.listPrice} ${card.listPrice}`}>
              {card.listPrice}
            </Text>
          )}
        </Group>
        {card.outOfStock && (
          <Badge color="red" variant="light">
            {texts.outOfStock}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}

const BestSellers = observer(function BestSellers({ home }: { home: HomePresenter }) {
  if (home.status === 'loading') {
    return <BestSellerSkeletons label={texts.bestSellersLoading} count={BEST_SELLER_IDS.length} />;
  }
  if (home.status === 'failed') {
    return (
      <Stack align="center" gap="sm" py="xl">
        <Text c="red.8">{texts.bestSellersError}</Text>
        <Button variant="light" onClick={home.tryAgainClicked}>
          {texts.tryAgain}
        </Button>
      </Stack>
    );
  }
  if (home.isEmpty) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {texts.bestSellersEmpty}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {home.bestSellers.map((card, index) => (
        <BestSellerCardView key={card.id} card={card} main={index === 0} />
      ))}
    </SimpleGrid>
  );
});

function ExploreCard({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Title order={3}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        <Text c="cyan.9" fw={600}>
          {texts.learnMore} <ForwardArrow />
        </Text>
      </Stack>
    </Card>
  );
}

/** SPEC §2 Home. */
export const HomePage = observer(function HomePage() {
  const home = useInjection(HomePresenter);
  useScreenOpened('home', home.opened);
  useLanguageSwitch(home.tryAgainClicked);
  // The server draws a guest's AI card, which leads to the events; a customer with access gets theirs once the page has hydrated.
  const aiCardTarget = useAfterHydration(home.aiCardTarget, ShopPaths.events);

  return (
    <>
      <Box bg="cyan.0" py={64}>
        <Container size="lg">
          <Stack gap="md" maw={640} align="flex-start">
            <Title order={1}>{texts.heroTitle}</Title>
            <Text size="lg" c="dimmed">
              {texts.heroText}
            </Text>
            <Button component={Link} to={ShopPaths.products} size="md">
              {texts.shopProducts}
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container size="lg">
        <Section id="home-categories" title={texts.browseCategories}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {home.categoryTiles.map((tile) => (
              <Card key={tile.id} component={Link} to={tile.href} withBorder radius="md" padding="lg">
                <Group gap="md" wrap="nowrap">
                  <ToothIcon width={36} height={36} color="var(--mantine-color-cyan-8)" />
                  <Text fw={600}>{tile.name}</Text>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Section>
        <Section id="home-best-sellers" title={texts.bestSellers}>
          <BestSellers home={home} />
        </Section>
        <HomeBuyAgain />
        <Section id="home-explore" title={texts.exploreMore}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <ExploreCard to={ShopPaths.events} title={texts.events} text={texts.eventsText} />
            <ExploreCard to={aiCardTarget} title={texts.ai} text={texts.aiText} />
            <ExploreCard to={ShopPaths.training} title={texts.training} text={texts.trainingText} />
          </SimpleGrid>
        </Section>
        <Paper component="section" aria-labelledby="home-partners" withBorder radius="md" p="lg" my="xl">
          <Title order={2} id="home-partners" size="h3" mb="xs">
            {texts.partners}
          </Title>
          <Text c="dimmed" mb="md">
            {texts.partnersText}
          </Text>
          <Group gap="sm">
            {home.categoryTiles.map((tile) => (
              <Badge key={tile.id} size="lg" variant="outline">
                {tile.name}
              </Badge>
            ))}
          </Group>
        </Paper>
        <Paper component="section" aria-labelledby="home-call-to-action" bg="cyan.9" c="white" radius="md" p="xl" mb="xl">
          <Stack gap="sm" align="flex-start">
            <Title order={2} id="home-call-to-action">
              {texts.callToAction}
            </Title>
            <Text>{texts.callToActionText}</Text>
            <Group>
              <Button component={Link} to={ShopPaths.products} color="white" c="cyan.9">
                {texts.shopNow}
              </Button>
              <Button component={Link} to={ShopPaths.contact} variant="outline" color="white">
                {texts.contactUs}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </>
  );
});
