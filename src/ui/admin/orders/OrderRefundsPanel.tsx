import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { OrderRefund } from '../../../application/admin/refunds/AdminOrderRefundsApi';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminRefundMessages } from '../../messages/AdminRefundMessages';
import { shownName } from '../../messages/DisplayNames';
import { GatewayCheckButton } from '../shared/GatewayCheckButton';
import type { PendingRefundCheck } from '../shared/PendingRefundCheck';
import { staffDateTime, statusColour } from '../shared/StaffFormats';
import type { OrderRefunds } from './OrderRefunds';

const texts = AdminRefundMessages;

/** One refund: how much, how and its status; who asked and when; a Pending one's attempts and last error, and its check with the gateway. */
const RefundLine = observer(function RefundLine({ refund, check }: { refund: OrderRefund; check: PendingRefundCheck }) {
  const details = [
    staffDateTime(refund.createdAt),
    refund.createdBy ? texts.by(refund.createdBy) : null,
    refund.returnId === null ? null : texts.forReturn(refund.returnId),
    refund.creditNoteNumber ? texts.creditNote(refund.creditNoteNumber) : null,
  ].filter(Boolean);
  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>
          {shownPrice(refund.amount)} · {texts.methods[refund.method]}
        </Text>
        <Badge color={statusColour(refund.status)} variant="light">
          {shownName(texts.statuses, refund.status)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {details.join(' · ')}
      </Text>
      {refund.note && (
        <Text size="sm">
          <bdi>{refund.note}</bdi>
        </Text>
      )}
      {refund.status !== 'Confirmed' && refund.method === 'card' && (
        <Text size="sm">
          {texts.attempts(refund.attempts)}
          {refund.lastError && ` · ${texts.lastError(refund.lastError)}`}
        </Text>
      )}
      {check.offeredFor(refund) && (
        <Group mt="xs">
          <GatewayCheckButton check={check} refundId={refund.id} amount={refund.amount} />
        </Group>
      )}
    </Paper>
  );
});

/** The refund to the card a cancelled card order is offered: the whole amount left, which may be lowered. */
const CardRefundOffer = observer(function CardRefundOffer({ refunds }: { refunds: OrderRefunds }) {
  return (
    <form
      noValidate
      aria-label={texts.confirmTitle}
      onSubmit={(event) => {
        event.preventDefault();
        refunds.refundClicked();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{texts.cardOffer}</Text>
        <TextInput
          label={texts.amount}
          description={refunds.amountHint}
          value={refunds.amountText}
          error={refunds.amountError}
          inputMode="decimal"
          dir="ltr"
          maw={260}
          onChange={(event) => refunds.amountChanged(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={refunds.refunding}>
            {refunds.refundLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
});

/** An order's refunds in the back office's order detail, and the refund to the card its cancellation calls for. */
export const OrderRefundsPanel = observer(function OrderRefundsPanel({ refunds }: { refunds: OrderRefunds }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {texts.title}
      </Title>
      {refunds.cardOffer !== null && <CardRefundOffer refunds={refunds} />}
      {refunds.loading && <Loader size="sm" aria-label={texts.loading} />}
      {refunds.error && (
        <Alert color="red" role="alert">
          {refunds.error}
        </Alert>
      )}
      {!refunds.loading && !refunds.error && refunds.refunds.length === 0 && <Text c="dimmed">{texts.none}</Text>}
      {refunds.refunds.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={texts.title}>
          {refunds.refunds.map((refund) => (
            <RefundLine key={refund.id} refund={refund} check={refunds.gatewayCheck} />
          ))}
        </Stack>
      )}
    </Stack>
  );
});
