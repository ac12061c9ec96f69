import { Alert, Avatar, Badge, Button, Checkbox, Group, Modal, NativeSelect, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Subcategory } from '../../../application/admin/AdminCatalogApi';
import { useInjection } from '../../di/ContainerContext';
import { AdminMessages } from '../../messages/AdminMessages';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column, DataTable } from '../shared/DataTable';
import { ImageUploadField } from '../shared/ImageUploadField';
import { TablePagination } from '../shared/TablePagination';
import { CategoriesPresenter } from './CategoriesPresenter';

const texts = AdminMessages.categories;

const SubcategoryFormModal = observer(function SubcategoryFormModal({ presenter }: { presenter: CategoriesPresenter }) {
  const form = presenter.form;
  return (
    <Modal opened={form !== null} onClose={presenter.formClosed} title={form?.id === null ? texts.add : texts.edit}>
      {form && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void presenter.saveClicked();
          }}
        >
          <Stack>
            {presenter.formError && (
              <Alert color="red" role="alert">
                {presenter.formError}
              </Alert>
            )}
            <NativeSelect
              label={texts.category}
              data={[{ value: '', label: '—' }, ...presenter.categories.map((category) => ({ value: String(category.id), label: category.name }))]}
              value={form.categoryId === null ? '' : String(form.categoryId)}
              error={presenter.formErrors.categoryId}
              onChange={(event) => presenter.formChanged({ categoryId: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
            />
            <TextInput label={texts.name} value={form.name} error={presenter.formErrors.name} onChange={(event) => presenter.formChanged({ name: event.currentTarget.value })} />
            <ImageUploadField label={texts.logo} value={form.logoUrl} onChange={(logoUrl) => presenter.formChanged({ logoUrl })} />
            <Checkbox label={AdminMessages.active} checked={form.isActive} onChange={(event) => presenter.formChanged({ isActive: event.currentTarget.checked })} />
            <Group justify="flex-end">
              <Button variant="default" onClick={presenter.formClosed}>
                {AdminMessages.form.cancel}
              </Button>
              <Button type="submit" loading={presenter.saving}>
                {AdminMessages.form.save}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
});

export const CategoriesPage = observer(function CategoriesPage() {
  const presenter = useInjection(CategoriesPresenter);
  useEffect(() => void presenter.opened(), [presenter]);
  const columns: Column<Subcategory>[] = [
    {
      header: texts.name,
      cell: (subcategory) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={subcategory.logoUrl || null} alt="" radius="sm" size="sm" />
          <Text>{subcategory.name}</Text>
        </Group>
      ),
    },
    { header: texts.category, cell: (subcategory) => subcategory.categoryName },
    { header: texts.products, cell: (subcategory) => subcategory.productCount },
    {
      header: texts.status,
      cell: (subcategory) => (
        <Switch aria-label={texts.toggleNamed(subcategory.name)} checked={subcategory.isActive} onChange={() => void presenter.activeToggled(subcategory)} label={subcategory.isActive ? AdminMessages.active : AdminMessages.inactive} />
      ),
    },
    {
      header: AdminMessages.table.actions,
      cell: (subcategory) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" aria-label={texts.editNamed(subcategory.name)} onClick={() => presenter.editClicked(subcategory)}>
            {AdminMessages.table.edit}
          </Button>
          <Button size="xs" variant="light" color="red" aria-label={texts.deleteNamed(subcategory.name)} onClick={() => presenter.deleteClicked(subcategory)}>
            {AdminMessages.table.delete}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <Title order={1} size="h2">
        {texts.title}
      </Title>
      <Paper withBorder p="md">
        <Text size="sm" c="dimmed" mb="sm">
          {texts.fixedHint}
        </Text>
        {presenter.categoriesError && (
          <Alert color="red" role="alert">
            {presenter.categoriesError}
          </Alert>
        )}
        <Group gap="sm" role="list" aria-label={texts.fixedCategories}>
          {presenter.categories.map((category) => (
            <Badge key={category.id} role="listitem" size="lg" variant="light">
              {category.name} · {category.productCount} {texts.products.toLowerCase()} · {category.subcategoryCount} {texts.subcategoryCount.toLowerCase()}
            </Badge>
          ))}
        </Group>
      </Paper>
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {texts.subcategories}
        </Title>
        <Button onClick={presenter.addClicked}>{texts.add}</Button>
      </Group>
      <Group align="flex-end">
        <form
          role="search"
          style={{ flex: 1, minWidth: 220 }}
          onSubmit={(event) => {
            event.preventDefault();
            void presenter.searchSubmitted();
          }}
        >
          <TextInput label={AdminMessages.table.search} value={presenter.search} onChange={(event) => presenter.searchChanged(event.currentTarget.value)} />
        </form>
        <NativeSelect
          label={texts.category}
          data={[{ value: '', label: texts.allCategories }, ...presenter.categories.map((category) => ({ value: String(category.id), label: category.name }))]}
          value={presenter.categoryFilter === null ? '' : String(presenter.categoryFilter)}
          onChange={(event) => void presenter.categoryFilterChosen(event.currentTarget.value)}
        />
      </Group>
      <DataTable label={texts.subcategories} columns={columns} rows={presenter.list.items} rowKey={(subcategory) => subcategory.id} loading={presenter.list.loading} error={presenter.list.error} />
      <TablePagination list={presenter.list} />
      <SubcategoryFormModal presenter={presenter} />
      <ConfirmDialog confirmation={presenter.confirmation} />
    </Stack>
  );
});
