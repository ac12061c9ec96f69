import { Alert, Avatar, Badge, Checkbox, Group, NativeSelect, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Subcategory } from '../../../application/admin/AdminCatalogApi';
import { useInjection } from '../../di/ContainerContext';
import { AdminMessages } from '../../messages/AdminMessages';
import { ArabicMissingBadge } from '../arabic/ArabicMissingBadge';
import { BilingualTextField } from '../shared/BilingualTextField';
import { SectionHeader } from '../shared/SectionHeader';
import { RowActions } from '../shared/RowActions';
import { PagedTable } from '../shared/PagedTable';
import { SearchForm } from '../shared/SearchForm';
import { FormModal } from '../shared/FormModal';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column } from '../shared/DataTable';
import { ImageUploadField } from '../shared/ImageUploadField';
import { CategoriesPresenter } from './CategoriesPresenter';

const texts = AdminMessages.categories;

const SubcategoryFormModal = observer(function SubcategoryFormModal({ presenter }: { presenter: CategoriesPresenter }) {
  const form = presenter.form;
  return (
    <FormModal opened={form !== null} onClose={presenter.formClosed} title={form?.id === null ? texts.add : texts.edit} size="lg" onSubmit={presenter.saveClicked} formError={presenter.formError} saving={presenter.saving}>
      {form && (
        <>
          <NativeSelect
            label={texts.category}
            data={[{ value: '', label: '—' }, ...presenter.categories.map((category) => ({ value: String(category.id), label: category.name }))]}
            value={form.categoryId === null ? '' : String(form.categoryId)}
            error={presenter.formErrors.categoryId}
            onChange={(event) => presenter.formChanged({ categoryId: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
          />
          <BilingualTextField
            label={texts.name}
            english={{ value: form.name, error: presenter.formErrors.name, onChange: (name) => presenter.formChanged({ name }) }}
            arabic={{ value: form.nameAr, description: AdminMessages.form.arabicHint, onChange: (nameAr) => presenter.formChanged({ nameAr }) }}
            arabicMissing={presenter.nameArabicMissing}
          />
          <ImageUploadField label={texts.logo} value={form.logoUrl} onChange={(logoUrl) => presenter.formChanged({ logoUrl })} />
          <Checkbox label={AdminMessages.active} checked={form.isActive} onChange={(event) => presenter.formChanged({ isActive: event.currentTarget.checked })} />
        </>
      )}
    </FormModal>
  );
});

export const CategoriesPage = observer(function CategoriesPage() {
  const presenter = useInjection(CategoriesPresenter);
  const [searchParams, setSearchParams] = useSearchParams();
  useEffect(() => {
    void presenter.opened(searchParams.get('edit'));
    // The editor a link asks for opens once, when the page opens; a reload afterwards shows the list.
    if (searchParams.has('edit')) setSearchParams({}, { replace: true });
  }, [presenter]);
  const subcategories = presenter.subcategories;
  const columns: Column<Subcategory>[] = [
    {
      header: texts.name,
      cell: (subcategory) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={subcategory.logoUrl || null} alt="" radius="sm" size="sm" />
          <Text>{subcategory.name}</Text>
          {presenter.lacksArabic(subcategory) && <ArabicMissingBadge />}
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
        <RowActions editLabel={texts.editNamed(subcategory.name)} onEdit={() => presenter.editClicked(subcategory)} deleteLabel={texts.deleteNamed(subcategory.name)} onDelete={() => presenter.deleteClicked(subcategory)} />
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
      <SectionHeader title={texts.subcategories} addLabel={texts.add} onAdd={presenter.addClicked} order={2} size="h3" align="flex-end" />
      <Group align="flex-end">
        <SearchForm value={subcategories.search} onChange={subcategories.searchChanged} onSubmit={subcategories.searchSubmitted} />
        <NativeSelect
          label={texts.category}
          data={[{ value: '', label: texts.allCategories }, ...presenter.categories.map((category) => ({ value: String(category.id), label: category.name }))]}
          value={subcategories.categoryFilter === null ? '' : String(subcategories.categoryFilter)}
          onChange={(event) => void subcategories.categoryFilterChosen(event.currentTarget.value)}
        />
      </Group>
      <PagedTable label={texts.subcategories} columns={columns} list={subcategories.list} rowKey={(subcategory) => subcategory.id} />
      <SubcategoryFormModal presenter={presenter} />
      <ConfirmDialog confirmation={presenter.confirmation} />
    </Stack>
  );
});
