import { Alert, Badge, Button, Card, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { useLanguageSwitch } from '../i18n/useLanguageSwitch';
import { AiMessages } from '../messages/AiMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { PageLoader } from '../shell/PageLoader';
import { AiLandingPresenter } from './AiLandingPresenter';

const texts = AiMessages.landing;

/** SPEC §2 "AI landing" (/ai): hero, three feature cards, the three plans and the custom-solutions block. */
export const AiLandingPage = observer(function AiLandingPage() {
  const page = useInjection(AiLandingPresenter);
  const { search } = useLocation();
  useEffect(() => {
    void page.opened(search);
    return page.closed;
  }, [page, search]);
  useLanguageSwitch(page.languageSwitched);

  if (page.checking) return <PageLoader />;

  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        {page.planNeededNotice && (
          <Alert color="blue" role="status">
            <Stack gap="sm" align="flex-start">
              <Text>{page.planNeededNotice}</Text>
              <Button component="a" href="#ai-plans" variant="light">
                {texts.seePlans}
              </Button>
            </Stack>
          </Alert>
        )}
        <Stack gap="md" align="flex-start" component="section" aria-labelledby="ai-hero">
          <Title order={1} id="ai-hero">
            {texts.heroTitle}
          </Title>
          <Text size="lg" c="dimmed" maw={720}>
            {texts.heroText}
          </Text>
          <Button component="a" href="#ai-plans" size="md">
            {texts.seePlans}
          </Button>
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="ai-features">
          <Title order={2} id="ai-features">
            {texts.featuresTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {texts.features.map((feature) => (
              <Card key={feature.title} withBorder radius="md" padding="lg" component="article">
                <Title order={3} size="h4" mb="xs">
                  {feature.title}
                </Title>
                <Text c="dimmed">{feature.text}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="ai-plans-title" id="ai-plans">
          <Title order={2} id="ai-plans-title">
            {texts.plansTitle}
          </Title>
          {page.subscriberSummary && (
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" align="center">
                <Text maw={640}>{page.subscriberSummary}</Text>
                <Button component={Link} to={ShopPaths.aiScanUpload} variant="light">
                  {texts.goToUpload}
                </Button>
              </Group>
            </Paper>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {page.plans.map((plan) => (
              <Card key={plan.id} withBorder radius="md" padding="lg" component="article" aria-label={plan.name}>
                <Stack gap="sm" h="100%">
                  <Group justify="space-between" align="center" gap="xs">
                    <Title order={3}>
                      <bdi>{plan.name}</bdi>
                    </Title>
                    {plan.current && (
                      <Badge color="green" variant="light">
                        {texts.yourPlan}
                      </Badge>
                    )}
                  </Group>
                  <Group gap={4} align="baseline">
                    <Text fz={32} fw={700}>
                      {plan.priceText}
                    </Text>
                    {plan.period && <Text c="dimmed">{plan.period}</Text>}
                  </Group>
                  <Text>{plan.segmentationsText}</Text>
                  <Button mt="auto" onClick={() => page.subscribeClicked(plan.id)} aria-label={plan.buyLabel}>
                    {plan.buyText}
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="ai-custom">
          <Group justify="space-between" align="center">
            <Stack gap="xs" maw={640}>
              <Title order={2} id="ai-custom">
                {texts.customTitle}
              </Title>
              <Text c="dimmed">{texts.customText}</Text>
            </Stack>
            <Button component={Link} to={ShopPaths.contact} variant="outline">
              {texts.contactUs}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
});
