import { Alert, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../../di/ContainerContext';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { governorateName } from '../../messages/DisplayNames';
import { TableScroller } from '../shared/TableScroller';
import { AdminShippingFeesPresenter } from './AdminShippingFeesPresenter';

const texts = AdminSectionsMessages.shipping;

/** Admin → Shipping fees. */
export const AdminShippingFeesPage = observer(function AdminShippingFeesPage() {
  const presenter = useInjection(AdminShippingFeesPresenter);
  useEffect(() => void presenter.opened(), [presenter]);

  return (
    <Stack>
      <Stack gap={0}>
        <Title order={1}>{texts.title}</Title>
        <Text c="dimmed">{texts.hint}</Text>
      </Stack>
      {presenter.loadError && (
        <Alert color="red" role="alert">
          {presenter.loadError}
        </Alert>
      )}
      {presenter.loading && presenter.fees.length === 0 && <Loader aria-label={AdminMessages.table.loading} />}
      {presenter.fees.length > 0 && (
        <TableScroller label={texts.title} minWidth={480}>
          <Table striped aria-label={texts.title} maw={720}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.governorate}</Table.Th>
                <Table.Th>{texts.storedFee}</Table.Th>
                <Table.Th>{texts.chargedFee}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {presenter.rows.map((row) => (
                <Table.Tr key={row.governorate}>
                  <Table.Td>{governorateName(row.governorate)}</Table.Td>
                  <Table.Td>
                    <form
                      noValidate
                      onSubmit={(event) => {
                        event.preventDefault();
                        void presenter.saveClicked(row.governorate);
                      }}
                    >
                      <Group gap="xs" wrap="nowrap" align="flex-start">
                        <TextInput
                          aria-label={texts.feeOf(governorateName(row.governorate))}
                          inputMode="decimal"
                          placeholder={texts.notSet}
                          value={row.draft}
                          error={row.error}
                          onChange={(event) => presenter.feeTyped(row.governorate, event.currentTarget.value)}
                          w={140}
                        />
                        <Button type="submit" size="sm" variant={row.changed ? 'filled' : 'light'} loading={row.saving} aria-label={texts.saveOf(governorateName(row.governorate))}>
                          {AdminMessages.form.save}
                        </Button>
                      </Group>
                    </form>
                  </Table.Td>
                  <Table.Td>{presenter.chargedText(row.stored)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
    </Stack>
  );
});
