import { Alert, Anchor, Badge, Button, Divider, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ReturnMessages } from '../messages/ReturnMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { CreditNoteDownloadButton } from './CreditNoteDownloadButton';
import { OrderPageSection } from './OrderPageSection';
import type { ReturnPhotosPresenter } from './ReturnPhotosPresenter';
import { ReturnRequestForm } from './ReturnRequestForm';
import type { RequestTone, ReturnRequestView, ReturnsPresenter } from './ReturnsPresenter';

const texts = ReturnMessages;
const TONE_COLORS: Readonly<Record<RequestTone, string>> = { waiting: 'yellow', accepted: 'green', refused: 'red' };

/** A label and its value on one line, wrapping on a phone. */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600} inherit>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

const RequestPhotos = observer(function RequestPhotos({ request, photos }: { request: ReturnRequestView; photos: ReturnPhotosPresenter }) {
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={texts.photosLabel}>
      {request.photos.map((photo) => {
        const url = photos.urlOf(photo.id);
        return (
          <li key={photo.id}>
            {url ? (
              <Image src={url} alt={photo.label} w={72} h={72} fit="cover" radius="sm" />
            ) : photos.isMissing(photo.id) ? (
              <Text size="xs" c="dimmed">
                {photo.label}
              </Text>
            ) : (
              <Loader size="xs" aria-label={photo.label} />
            )}
          </li>
        );
      })}
    </Group>
  );
});

/** A request as the customer follows it: its status in words, what it is about, and how it ended. */
function RequestCard({ request, photos }: { request: ReturnRequestView; photos: ReturnPhotosPresenter }) {
  const titleId = `return-${request.id}-title`;
  return (
    <Paper withBorder radius="sm" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} id={titleId}>
            {request.title}
          </Text>
          <Badge variant="light" color={TONE_COLORS[request.tone]} tt="none">
            {request.statusText}
          </Badge>
        </Group>
        <Labelled label={texts.reasonLabel}>{request.reasonText}</Labelled>
        <Labelled label={texts.outcomeLabel}>{request.outcomeText}</Labelled>
        <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={texts.itemsLabel}>
          {request.lines.map((line) => (
            <Text key={line.key} size="sm" component="li">
              <bdi>{line.name}</bdi> {line.quantityText}
            </Text>
          ))}
        </Stack>
        {request.note && (
          <Labelled label={texts.noteLabel}>
            <bdi>{request.note}</bdi>
          </Labelled>
        )}
        {request.photos.length > 0 && <RequestPhotos request={request} photos={photos} />}
        {request.refusalReason && (
          <Labelled label={texts.refusalLabel}>
            <bdi>{request.refusalReason}</bdi>
          </Labelled>
        )}
        {request.resolutionText && <Labelled label={texts.resolutionLabel}>{request.resolutionText}</Labelled>}
        {request.exchangeOrder && (
          <Anchor component={Link} to={request.exchangeOrder.path} size="sm">
            {request.exchangeOrder.text}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/** Whether and until when a problem may be reported, and the entry to the form while it may. */
const Offer = observer(function Offer({ returns }: { returns: ReturnsPresenter }) {
  const offer = returns.offer;
  const entry = useRef<HTMLButtonElement>(null);
  // Back from the form (cancelled), the focus returns to the entry that opened it.
  const wasOpen = useRef(returns.formOpen);
  useEffect(() => {
    if (wasOpen.current && !returns.formOpen && !returns.sentNotice) entry.current?.focus();
    wasOpen.current = returns.formOpen;
  }, [returns.formOpen, returns.sentNotice]);
  if (offer.kind === 'none') return null;
  if (offer.kind === 'note') return <Text size="sm">{offer.text}</Text>;
  return (
    <Stack gap="xs">
      <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {offer.windows.map((window) => (
          <Text key={window} size="sm" component="li">
            {window}
          </Text>
        ))}
      </Stack>
      {offer.kind === 'open' && !returns.formOpen && (
        <Button ref={entry} variant="light" style={{ alignSelf: 'flex-start' }} onClick={returns.reportClicked}>
          {texts.report}
        </Button>
      )}
      {offer.kind === 'closed' && (
        <Anchor component={Link} to={ShopPaths.refundExchangePolicy} size="sm">
          {texts.policy}
        </Anchor>
      )}
    </Stack>
  );
});

/**
 * The order page's returns and refunds: the report of a problem while the policy allows it, and
 * every request, refund and credit note of the order. Nothing at all for an order with none of
 * them and nothing to report.
 */
export const ReturnsSection = observer(function ReturnsSection({ returns }: { returns: ReturnsPresenter }) {
  const sent = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (returns.sentNotice) sent.current?.focus();
  }, [returns.sentNotice]);
  if (!returns.visible) return null;
  return (
    <OrderPageSection id="order-returns" title={texts.title}>
      <Stack gap="md">
        {returns.state === 'loading' && <Loader size="sm" aria-label={texts.loading} />}
        {returns.state === 'failed' && (
          <Alert color="red" role="alert" variant="light">
            <Group justify="space-between">
              <Text inherit>{texts.failed}</Text>
              <Button variant="light" color="red" mih={44} onClick={returns.retryClicked}>
                {texts.retry}
              </Button>
            </Group>
          </Alert>
        )}
        {returns.sentNotice && (
          <Alert ref={sent} color="green" role="status" variant="light" tabIndex={-1}>
            {texts.sent}
          </Alert>
        )}
        {returns.state === 'loaded' && <Offer returns={returns} />}
        {returns.formOpen && <ReturnRequestForm form={returns.form} onCancel={returns.cancelClicked} />}
        {returns.requestViews.length > 0 && (
          <Stack gap="sm">
            <Divider />
            <Title order={3} size="h5">
              {texts.requests}
            </Title>
            {returns.requestViews.map((request) => (
              <RequestCard key={request.id} request={request} photos={returns.photos} />
            ))}
          </Stack>
        )}
        {returns.refundTexts.length > 0 && (
          <Stack gap="xs">
            <Divider />
            <Title order={3} size="h5">
              {texts.refunds}
            </Title>
            <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {returns.refundTexts.map((refund) => (
                <Text key={refund.id} size="sm" component="li">
                  {refund.text}
                </Text>
              ))}
            </Stack>
          </Stack>
        )}
        {returns.creditNoteViews.length > 0 && (
          <Stack gap="xs">
            <Divider />
            <Title order={3} size="h5">
              {texts.creditNotes}
            </Title>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {returns.creditNoteViews.map((note) => (
                <Stack key={note.id} gap={4} component="li">
                  <Text size="sm">{note.text}</Text>
                  <CreditNoteDownloadButton creditNoteId={note.id} number={note.number} />
                </Stack>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </OrderPageSection>
  );
});
