import { Alert, Badge, Box, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { UsageBand } from '@tiara/domain/upload-quota';
import { AiMessages } from '../messages/AiMessages';
import { ShopPaths } from '../routing/ShopPaths';
import type { PlanQuotaPresenter } from './PlanQuotaPresenter';

const texts = AiMessages.upload;

/** SPEC §2: red at 90% or more, yellow/orange at 70% or more, otherwise blue. */
const BAND_COLORS: Readonly<Record<UsageBand, string>> = { red: 'red', orange: 'orange', blue: 'blue' };

/** SPEC §2 "AI scan upload": the plan card with its active indicator, usage and remaining count. */
export const PlanUsageCard = observer(function PlanUsageCard({ plan }: { plan: PlanQuotaPresenter }) {
  if (plan.status === 'loading') {
    return (
      <Paper withBorder radius="md" p="lg" aria-busy="true" aria-label={texts.loadingPlan}>
        <Stack gap="sm">
          <Skeleton height={24} width="60%" />
          <Skeleton height={16} />
          <Skeleton height={12} />
          <Skeleton height={16} width="40%" />
        </Stack>
      </Paper>
    );
  }
  const active = plan.status === 'active';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="plan-card-title">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id="plan-card-title">
            {plan.planName ?? texts.planCard}
          </Title>
          <Badge
            color={active ? 'green' : 'red'}
            variant="light"
            leftSection={<Box component="span" w={8} h={8} bg={active ? 'green.6' : 'red.6'} style={{ borderRadius: '50%', display: 'inline-block' }} />}
            role="status"
          >
            {active ? texts.active : texts.inactive}
          </Badge>
        </Group>
        {!active ? (
          <Stack gap="xs" align="flex-start">
            <Text>{texts.noSubscription}</Text>
            <Button component={Link} to={ShopPaths.ai} variant="light">
              {texts.browsePlans}
            </Button>
          </Stack>
        ) : (
          <>
            <Group justify="space-between">
              <Text c="dimmed">{texts.used}</Text>
              <Text fw={700} size="lg" aria-label={texts.used}>
                {plan.usedText}
              </Text>
            </Group>
            <Stack gap={4}>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {texts.usage}
                </Text>
                <Text size="sm">{texts.usagePercent(plan.usagePercent)}</Text>
              </Group>
              <Progress value={plan.usagePercent} color={BAND_COLORS[plan.usageBand]} size="lg" aria-label={texts.usage} data-band={plan.usageBand} />
            </Stack>
            <Group justify="space-between">
              <Text c="dimmed">{texts.remaining}</Text>
              <Text fw={700} size="lg" c={plan.remainingIsCritical ? 'red.7' : undefined} aria-label={texts.remaining}>
                {plan.remaining}
              </Text>
            </Group>
            {plan.lowQuotaWarning && (
              <Alert color="yellow" role="status">
                {plan.lowQuotaWarning}
              </Alert>
            )}
            {plan.noQuotaNotice && (
              <Alert color="red" role="alert">
                {plan.noQuotaNotice}
              </Alert>
            )}
            <Button component={Link} to={ShopPaths.aiPlans} variant="light" style={{ alignSelf: 'flex-start' }}>
              {texts.morePlans}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
});
