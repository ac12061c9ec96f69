import { Alert, Button, Divider, Group, List, Loader, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useState } from 'react';
import type { StaffRefund, StaffReturnDetail } from '../../../application/admin/returns/StaffReturnsApi';
import { shownPrice } from '../../i18n/shownPrice';
import type { CreditNoteDownloadPresenter } from '../../orders/CreditNoteDownloadPresenter';
import { AdminMessages } from '../../messages/AdminMessages';
import { DisplayNames, shownName } from '../../messages/DisplayNames';
import { StaffReturnsMessages } from '../../messages/StaffReturnsMessages';
import { staffDateTime } from '../shared/StaffFormats';
import { ReturnActionsView } from './ReturnActionsView';
import { ReturnPhotosView } from './ReturnPhotosView';
import type { ReturnsDesk } from './ReturnsDesk';
import { RefundStatusBadge, ReturnStatusBadge } from './returnBadges';

const texts = StaffReturnsMessages;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* A long e-mail address or note wraps within a phone's dialog instead of running past its edge. */}
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

type CreditNoteDownload = ReturnsDesk['creditNoteDownload'];

/** A credit note's number, which downloads its PDF where the desk may (the back office). */
const CreditNoteDownloadButton = observer(function CreditNoteDownloadButton({ note, download }: { note: { id: number; number: string }; download: () => CreditNoteDownloadPresenter }) {
  const [presenter] = useState(download);
  return (
    <Stack gap={4} align="flex-start">
      <Button size="xs" variant="light" aria-label={texts.downloadCreditNote(note.number)} loading={presenter.downloading} onClick={() => void presenter.downloadClicked(note.id)}>
        <bdi dir="ltr">{note.number}</bdi>
      </Button>
      {presenter.error !== null && (
        <Text size="sm" c="red.9" role="alert">
          {texts.creditNoteFailed(presenter.error)}
        </Text>
      )}
    </Stack>
  );
});

/** A refund as a card of facts (a table of them would push a phone's page sideways); the sales desk is shown no amounts nor credit notes to download. */
function RefundCard({ refund, handlesMoney, download }: { refund: StaffRefund; handlesMoney: boolean; download: CreditNoteDownload }) {
  return (
    <Paper withBorder p="sm" component="li">
      <Stack gap="xs">
        <Group gap="sm">
          <Text fw={600}>{texts.refundMethods[refund.method]}</Text>
          {handlesMoney && <Text fw={600}>{shownPrice(refund.amount)}</Text>}
          <RefundStatusBadge status={refund.status} />
        </Group>
        {refund.status === 'Pending' && refund.method === 'card' && <Text size="sm">{texts.waitingForGateway(refund.attempts)}</Text>}
        {refund.lastError !== null && refund.status !== 'Confirmed' && (
          <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
            {texts.lastError(refund.lastError)}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Fact label={texts.refundAsked}>{staffDateTime(refund.createdAt)}</Fact>
          <Fact label={texts.refundConfirmed}>{refund.confirmedAt ? staffDateTime(refund.confirmedAt) : texts.none}</Fact>
          <Fact label={texts.refundBy}>{refund.createdBy ? <bdi>{refund.createdBy}</bdi> : texts.none}</Fact>
          {refund.note !== null && (
            <Fact label={texts.refundNote}>
              <bdi>{refund.note}</bdi>
            </Fact>
          )}
          {refund.creditNote !== null && (
            <Fact label={texts.creditNote}>
              {download === null ? <bdi dir="ltr">{refund.creditNote.number}</bdi> : <CreditNoteDownloadButton note={refund.creditNote} download={download} />}
            </Fact>
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function RefundList({ refunds, desk }: { refunds: readonly StaffRefund[]; desk: ReturnsDesk }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {refunds.map((refund) => (
        <RefundCard key={refund.id} refund={refund} handlesMoney={desk.handlesMoney} download={desk.creditNoteDownload} />
      ))}
    </Stack>
  );
}

/** What was asked, by whom, about what, and where it stands. */
function RequestFacts({ request, handlesMoney }: { request: StaffReturnDetail; handlesMoney: boolean }) {
  return (
    <>
      <Group justify="space-between">
        <ReturnStatusBadge status={request.status} />
        <Text size="sm" c="dimmed">
          {texts.askedOn(staffDateTime(request.createdAt))}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Fact label={texts.customer}>
          <bdi>{request.customer.name}</bdi> · <bdi dir="ltr">{request.customer.email}</bdi>
        </Fact>
        <Fact label={texts.orderStatus}>{shownName(DisplayNames.orderStatuses, request.orderStatus)}</Fact>
        <Fact label={texts.payment}>{shownName(DisplayNames.paymentMethods, request.paymentMethod)}</Fact>
        <Fact label={texts.reason}>{texts.reasons[request.reason]}</Fact>
        <Fact label={texts.preferred}>{texts.outcomes[request.preferredOutcome]}</Fact>
        {request.refusalReason !== null && (
          <Fact label={texts.refusalReason}>
            <bdi>{request.refusalReason}</bdi>
          </Fact>
        )}
        {request.restocked !== null && <Fact label={texts.goods}>{request.restocked ? texts.restocked : texts.notRestocked}</Fact>}
        {request.resolution !== null && (
          <Fact label={texts.resolution}>
            {texts.resolutions[request.resolution]}
            {request.exchangeOrderId !== null && ` · ${texts.replacementOrder(request.exchangeOrderId)}`}
          </Fact>
        )}
        {handlesMoney && (
          <>
            <Fact label={texts.suggested}>{shownPrice(request.suggestedAmount)}</Fact>
            <Fact label={texts.refundable}>{shownPrice(request.refundable)}</Fact>
            <Fact label={texts.cardRefundable}>{shownPrice(request.cardRefundable)}</Fact>
          </>
        )}
      </SimpleGrid>
      <Section title={texts.items}>
        <Table aria-label={texts.items} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.item}</Table.Th>
              <Table.Th w="30%">{texts.quantity}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {request.lines.map((line) => (
              <Table.Tr key={line.orderItemId}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{line.productName}</bdi>
                </Table.Td>
                <Table.Td>{line.quantity}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title={texts.customerNote}>
        {request.note.trim() === '' ? (
          <Text c="dimmed">{texts.noNote}</Text>
        ) : (
          <Text dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {request.note}
          </Text>
        )}
      </Section>
    </>
  );
}

const History = observer(function History({ request }: { request: StaffReturnDetail }) {
  return (
    <Section title={texts.history}>
      <List listStyleType="none" spacing="xs" p={0}>
        {request.events.map((event, index) => (
          <List.Item key={`${event.kind}-${index}`}>
            <Text fw={600}>{texts.eventKinds[event.kind]}</Text>
            <Text size="sm" c="dimmed">
              {staffDateTime(event.at)} · {event.actor === null ? texts.byCustomer : texts.eventBy(event.actor)}
            </Text>
            {event.note !== null && (
              <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {event.note}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Section>
  );
});

/** The opened return: everything staff need to decide, its photos, its history, its refunds, and the next step. */
export const ReturnDetailView = observer(function ReturnDetailView({ desk }: { desk: ReturnsDesk }) {
  const { detail } = desk;
  const request = detail.detail;
  return (
    <Modal opened={detail.isOpen} onClose={desk.returnClosed} title={request ? texts.detailTitle(request.id, request.orderId) : texts.title} size="xl">
      {detail.loading && <Loader aria-label={AdminMessages.table.loading} />}
      {detail.error !== null && (
        <Alert color="red" role="alert">
          {detail.error}
        </Alert>
      )}
      {request && (
        <Stack>
          <RequestFacts request={request} handlesMoney={desk.handlesMoney} />
          <Section title={texts.photos}>
            <ReturnPhotosView photos={detail.photos} />
          </Section>
          <Divider />
          {desk.actions && <ReturnActionsView actions={desk.actions} handlesMoney={desk.handlesMoney} />}
          <Divider />
          <Section title={texts.refunds}>{detail.ownRefunds.length === 0 ? <Text c="dimmed">{texts.noRefunds}</Text> : <RefundList refunds={detail.ownRefunds} desk={desk} />}</Section>
          {detail.otherRefunds.length > 0 && (
            <Section title={texts.otherRefunds}>
              <RefundList refunds={detail.otherRefunds} desk={desk} />
            </Section>
          )}
          <History request={request} />
        </Stack>
      )}
    </Modal>
  );
});
