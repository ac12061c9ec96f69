import { Alert, Badge, Box, Button, Card, Center, Container, Group, Image, Loader, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../di/ContainerContext';
import { useFieldFocus } from '../forms/useFieldFocus';
import { useLanguageSwitch } from '../i18n/useLanguageSwitch';
import { EngageMessages } from '../messages/EngageMessages';
import { type TrainingCard, TrainingPresenter } from './TrainingPresenter';
import { packageChoiceName } from './TrainingRegistrationPresenter';

const texts = EngageMessages.training;

function FilterButton({ label, pressed, onClick }: { label: string; pressed: boolean; onClick: () => void }) {
  return (
    <Button size="xs" radius="xl" variant={pressed ? 'filled' : 'default'} aria-pressed={pressed} onClick={onClick}>
      <bdi>{label}</bdi>
    </Button>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      <bdi>{value}</bdi>
    </Text>
  );
}

const TrainingCardView = observer(function TrainingCardView({ card, page }: { card: TrainingCard; page: TrainingPresenter }) {
  const headingId = `training-${card.id}`;
  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-labelledby={headingId} pos="relative" style={{ overflow: 'hidden' }}>
      {card.registered && (
        <Box
          pos="absolute"
          top={18}
          bg="green.9"
          c="white"
          py={4}
          w={150}
          ta="center"
          fw={700}
          // The ribbon crosses the card's end corner: the top right, or the top left right to left.
          style={{ insetInlineEnd: -36, transform: 'rotate(calc(45deg * var(--tiara-inline-sign, 1)))', zIndex: 1 }}
          role="status"
          aria-label={texts.registered}
        >
          {texts.registered}
        </Box>
      )}
      <Card.Section>
        <Image src={card.imageUrl} alt={card.title} h={180} fit="cover" />
      </Card.Section>
      <Stack gap="sm" mt="md">
        <Title order={2} size="h4" id={headingId}>
          <bdi>{card.title}</bdi>
        </Title>
        <Group gap="xs">
          <Badge variant="light" color="cyan" aria-label={`${texts.instructor}: ${card.instructors}`}>
            <bdi>{card.instructors}</bdi>
          </Badge>
          {card.multiDay && (
            <Badge variant="filled" color="grape">
              {texts.multiDay}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {card.description}
        </Text>
        <Fact label={texts.date} value={card.dateText} />
        <Fact label={texts.location} value={card.location} />
        <Fact label={texts.capacity} value={card.capacityText} />
        {card.packages.length > 0 && (
          <Radio.Group
            name={packageChoiceName(card.id)}
            label={texts.choosePackage}
            value={card.selectedPackageId === null ? null : String(card.selectedPackageId)}
            onChange={(value) => page.registration.packageSelected(card.id, Number(value))}
            error={card.packageError}
          >
            <Stack gap="xs" mt="xs">
              {card.packages.map((option) => (
                <Radio key={option.id} value={String(option.id)} label={option.label} disabled={card.registered} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Button fullWidth mt="xs" disabled={card.registered || card.fullyBooked} onClick={() => page.registerClicked(card.id)}>
          {card.registered ? texts.alreadyRegistered : card.fullyBooked ? texts.fullyBooked : texts.registerNow}
        </Button>
      </Stack>
    </Card>
  );
});

/** SPEC §2 Dental training listing (/training). */
export const TrainingPage = observer(function TrainingPage() {
  const page = useInjection(TrainingPresenter);
  const listRef = useFieldFocus<HTMLDivElement>(page.registration.focus);
  useEffect(() => page.opened(), [page]);
  useLanguageSwitch(page.languageSwitched);
  return (
    <Container ref={listRef} size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{texts.title}</Title>
          <Text c="dimmed">{texts.intro}</Text>
        </Stack>
        {page.status === 'loading' && (
          <Center py="xl">
            <Loader aria-label={texts.loading} />
          </Center>
        )}
        {page.status === 'failed' && (
          <Alert color="red" role="alert" variant="light">
            <Stack gap="sm" align="flex-start">
              <Text>{texts.loadFailed}</Text>
              <Button variant="light" color="red" onClick={page.tryAgainClicked}>
                {texts.tryAgain}
              </Button>
            </Stack>
          </Alert>
        )}
        {page.isEmpty && <Text c="dimmed">{texts.empty}</Text>}
        {page.status === 'loaded' && !page.isEmpty && (
          <>
            <Group gap="xs" role="group" aria-label={texts.filterLabel}>
              <FilterButton label={texts.all} pressed={page.selectedInstructor === null} onClick={() => page.instructorSelected(null)} />
              {page.instructorFilters.map((instructor) => (
                <FilterButton key={instructor} label={instructor} pressed={page.selectedInstructor === instructor} onClick={() => page.instructorSelected(instructor)} />
              ))}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {page.cards.map((card) => (
                <TrainingCardView key={card.id} card={card} page={page} />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
});
