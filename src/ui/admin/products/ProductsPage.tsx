import { Alert, Avatar, Badge, Button, Checkbox, Group, Modal, NativeSelect, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminProduct } from '../../../application/admin/AdminCatalogApi';
import { OPTIONS, SIDES } from '@tiara/domain/variant-selector';
import { useInjection } from '../../di/ContainerContext';
import { shownPrice } from '../../i18n/shownPrice';
import { useFieldFocus } from '../../forms/useFieldFocus';
import { AdminArabicMessages } from '../../messages/AdminArabicMessages';
import { AdminMessages } from '../../messages/AdminMessages';
import { ArabicLabel } from '../arabic/ArabicLabel';
import { ArabicMissingBadge } from '../arabic/ArabicMissingBadge';
import { ARABIC_INPUT, ENGLISH_INPUT } from '../shared/ArabicInput';
import { BilingualColumns } from '../shared/BilingualColumns';
import { BilingualTextField } from '../shared/BilingualTextField';
import { VariantMessages } from '../../messages/VariantMessages';
import { RowActions } from '../shared/RowActions';
import { PagedTable } from '../shared/PagedTable';
import { SearchForm } from '../shared/SearchForm';
import { FormActions } from '../shared/FormActions';
import { FormModal } from '../shared/FormModal';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column } from '../shared/DataTable';
import { ImageUploadField } from '../shared/ImageUploadField';
import type { ProductEditorPresenter } from './ProductEditorPresenter';
import { type ProductForm, specificationNameField } from './ProductForm';
import { ProductsPresenter } from './ProductsPresenter';
import { type ProductVariantsPresenter, variantName, variantOptionName } from './ProductVariantsPresenter';
import { stockBadge } from './StockBadge';
import type { VariantType } from './VariantForm';

const texts = AdminMessages.products;

const StockCell = ({ quantity }: { quantity: number }) => {
  const badge = stockBadge(quantity);
  return (
    <Badge color={badge.colour} variant="light">
      {badge.text}
    </Badge>
  );
};

const SpecificationRows = observer(function SpecificationRows({ form }: { form: ProductForm }) {
  const texts = AdminArabicMessages.specifications;
  return (
    <Stack gap="xs" role="group" aria-labelledby="product-specifications">
      <Title order={3} size="h5" id="product-specifications">
        {texts.title}
      </Title>
      <Text size="sm" c="dimmed">
        {form.specifications.length === 0 ? texts.none : texts.hint}
      </Text>
      {form.specifications.map((row, index) => {
        const number = index + 1;
        const missing = form.specificationArabicMissing(index);
        return (
          <Paper key={index} withBorder p="xs" role="group" aria-label={texts.row(number)}>
            <BilingualColumns>
              <SimpleGrid cols={2} spacing="xs">
                <TextInput
                  {...ENGLISH_INPUT}
                  label={texts.name(number)}
                  name={specificationNameField(index)}
                  value={row.name}
                  error={form.wrongSpecification === index ? form.errors.specifications : undefined}
                  onChange={(event) => form.specificationChanged(index, { name: event.currentTarget.value })}
                />
                <TextInput {...ENGLISH_INPUT} label={texts.value(number)} value={row.value} onChange={(event) => form.specificationChanged(index, { value: event.currentTarget.value })} />
              </SimpleGrid>
              <SimpleGrid cols={2} spacing="xs">
                <TextInput
                  {...ARABIC_INPUT}
                  label={<ArabicLabel label={texts.nameAr(number)} missing={missing.name} />}
                  value={row.nameAr}
                  onChange={(event) => form.specificationChanged(index, { nameAr: event.currentTarget.value })}
                />
                <TextInput
                  {...ARABIC_INPUT}
                  label={<ArabicLabel label={texts.valueAr(number)} missing={missing.value} />}
                  value={row.valueAr}
                  onChange={(event) => form.specificationChanged(index, { valueAr: event.currentTarget.value })}
                />
              </SimpleGrid>
            </BilingualColumns>
            <Group justify="flex-end" mt="xs">
              <Button variant="subtle" color="red" size="xs" onClick={() => form.specificationRemoved(index)}>
                {texts.remove(number)}
              </Button>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button variant="light" size="xs" onClick={form.specificationAdded}>
          {texts.add}
        </Button>
      </Group>
    </Stack>
  );
});

const ProductFormFields = observer(function ProductFormFields({ editor, form, categories }: { editor: ProductEditorPresenter; form: ProductForm; categories: ProductsPresenter['categories'] }) {
  const fieldsRef = useFieldFocus<HTMLDivElement>(form.focus);
  const missing = form.arabicMissing;
  return (
    <Stack ref={fieldsRef}>
      <SimpleGrid cols={2} spacing="sm" visibleFrom="sm" aria-hidden>
        <Text fw={600}>{AdminArabicMessages.english}</Text>
        <Text fw={600}>{AdminArabicMessages.arabic}</Text>
      </SimpleGrid>
      <BilingualTextField
        label={texts.name}
        english={{ name: 'name', value: form.name, error: form.errors.name, onChange: (name) => form.changed({ name }) }}
        arabic={{ value: form.nameAr, description: AdminMessages.form.arabicHint, onChange: (nameAr) => form.changed({ nameAr }) }}
        arabicMissing={missing.name}
      />
      <BilingualTextField
        label={texts.description}
        multiline
        english={{ value: form.description, onChange: (description) => form.changed({ description }) }}
        arabic={{ value: form.descriptionAr, onChange: (descriptionAr) => form.changed({ descriptionAr }) }}
        arabicMissing={missing.description}
      />
      <BilingualTextField
        label={texts.features}
        arabicLabel={texts.featuresAr}
        multiline
        english={{ value: form.features, onChange: (features) => form.changed({ features }) }}
        arabic={{ value: form.featuresAr, onChange: (featuresAr) => form.changed({ featuresAr }) }}
        arabicMissing={missing.features}
      />
      <SpecificationRows form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={texts.price} name="price" inputMode="decimal" value={form.price} error={form.errors.price} onChange={(event) => form.changed({ price: event.currentTarget.value })} />
        <TextInput label={texts.discount} name="discount" inputMode="decimal" value={form.discount} error={form.errors.discount} onChange={(event) => form.changed({ discount: event.currentTarget.value })} />
        <NativeSelect
          label={texts.category}
          name="categoryId"
          data={[{ value: '', label: '—' }, ...categories.map((category) => ({ value: String(category.id), label: category.name }))]}
          value={form.categoryId === null ? '' : String(form.categoryId)}
          error={form.errors.categoryId}
          onChange={(event) => void editor.categoryChosen(event.currentTarget.value)}
        />
        <NativeSelect
          label={texts.subcategory}
          data={[{ value: '', label: texts.noSubcategory }, ...editor.subcategories.map((subcategory) => ({ value: String(subcategory.id), label: subcategory.name }))]}
          value={form.subcategoryId === null ? '' : String(form.subcategoryId)}
          onChange={(event) => form.changed({ subcategoryId: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
        />
        <TextInput label={texts.sku} value={form.sku} onChange={(event) => form.changed({ sku: event.currentTarget.value })} />
        <TextInput label={texts.brand} maxLength={100} value={form.brand} onChange={(event) => form.changed({ brand: event.currentTarget.value })} />
        {form.isVariant ? (
          <Text size="sm" c="dimmed" mt="lg">
            {texts.variantsHint}
          </Text>
        ) : (
          <TextInput label={texts.stockQuantity} name="stock" inputMode="numeric" value={form.stock} error={form.errors.stock} onChange={(event) => form.changed({ stock: event.currentTarget.value })} />
        )}
      </SimpleGrid>
      <Checkbox label={texts.hasVariants} checked={form.isVariant} onChange={(event) => form.changed({ isVariant: event.currentTarget.checked })} />
      <Checkbox label={texts.isActive} checked={form.isActive} onChange={(event) => form.changed({ isActive: event.currentTarget.checked })} />
      <ImageUploadField value={form.imageUrl} onChange={(imageUrl) => form.changed({ imageUrl })} />
    </Stack>
  );
});

const ProductFormModal = observer(function ProductFormModal({ editor, categories }: { editor: ProductEditorPresenter; categories: ProductsPresenter['categories'] }) {
  const form = editor.form;
  return (
    <FormModal opened={form !== null} onClose={editor.closed} title={form?.id === null ? texts.add : texts.edit} size="xl" onSubmit={editor.saveClicked} formError={editor.formError} saving={editor.saving}>
      {form && <ProductFormFields editor={editor} form={form} categories={categories} />}
    </FormModal>
  );
});

const VariantFormFields = observer(function VariantFormFields({ variants }: { variants: ProductVariantsPresenter }) {
  const form = variants.form;
  if (!form) return null;
  return (
    <form
      noValidate
      aria-label={form.id === null ? texts.addVariant : texts.editVariant}
      onSubmit={(event) => {
        event.preventDefault();
        void variants.saveClicked();
      }}
    >
      <Stack>
        <Title order={3} size="h5">
          {form.id === null ? texts.addVariant : texts.editVariant}
        </Title>
        {variants.formError && (
          <Alert color="red" role="alert">
            {variants.formError}
          </Alert>
        )}
        <SegmentedControl
          aria-label={texts.variantType}
          value={form.type}
          onChange={(type) => form.changed({ type: type as VariantType })}
          data={Object.entries(texts.variantTypes).map(([value, label]) => ({ value, label }))}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={texts.sku} value={form.sku} error={form.errors.sku} onChange={(event) => form.changed({ sku: event.currentTarget.value })} />
          <TextInput label={texts.stock} inputMode="numeric" value={form.quantity} error={form.errors.quantity} onChange={(event) => form.changed({ quantity: event.currentTarget.value })} />
          {form.type === 'side-size' && (
            <NativeSelect
              label={texts.side}
              data={[{ value: '', label: '—' }, ...SIDES.map((side) => ({ value: String(side), label: VariantMessages.side(side) }))]}
              value={form.side === null ? '' : String(form.side)}
              error={form.errors.side}
              onChange={(event) => form.changed({ side: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
            />
          )}
          {form.type !== 'option-only' && <TextInput label={texts.size} value={form.size} error={form.errors.size} onChange={(event) => form.changed({ size: event.currentTarget.value })} />}
          {form.type === 'option-only' && (
            <NativeSelect
              label={texts.option}
              data={[{ value: '', label: '—' }, ...OPTIONS.map((option) => ({ value: String(option), label: VariantMessages.option(option) }))]}
              value={form.option === null ? '' : String(form.option)}
              error={form.errors.option}
              onChange={(event) => form.changed({ option: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
            />
          )}
        </SimpleGrid>
        <FormActions onCancel={variants.formClosed} saving={variants.saving} />
      </Stack>
    </form>
  );
});

const VariantsModal = observer(function VariantsModal({ variants }: { variants: ProductVariantsPresenter }) {
  const product = variants.product;
  return (
    <Modal opened={product !== null} onClose={variants.closed} title={product ? texts.variantsOf(product.name) : texts.variants} size="xl">
      {product && (
        <Stack>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {texts.variantsHint}
            </Text>
            <Button size="xs" onClick={variants.addClicked}>
              {texts.addVariant}
            </Button>
          </Group>
          {product.variants.length === 0 ? (
            <Text c="dimmed">{texts.noVariants}</Text>
          ) : (
            <Table aria-label={texts.variants}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.name}</Table.Th>
                  <Table.Th>{texts.sku}</Table.Th>
                  <Table.Th>{texts.side}</Table.Th>
                  <Table.Th>{texts.size}</Table.Th>
                  <Table.Th>{texts.option}</Table.Th>
                  <Table.Th>{texts.stock}</Table.Th>
                  <Table.Th>{AdminMessages.table.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {product.variants.map((variant) => (
                  <Table.Tr key={variant.id}>
                    <Table.Td>{variantName(variant)}</Table.Td>
                    <Table.Td>{variant.sku}</Table.Td>
                    <Table.Td>{variant.side === null ? (variant.sideLabel ?? '—') : VariantMessages.side(variant.side)}</Table.Td>
                    <Table.Td>{variant.size ?? '—'}</Table.Td>
                    <Table.Td>{variantOptionName(variant) ?? '—'}</Table.Td>
                    <Table.Td>
                      <StockCell quantity={variant.quantity} />
                    </Table.Td>
                    <Table.Td>
                      <RowActions editLabel={texts.editNamed(variant.sku)} onEdit={() => variants.editClicked(variant)} deleteLabel={texts.deleteNamed(variant.sku)} onDelete={() => variants.deleteClicked(variant)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <VariantFormFields variants={variants} />
        </Stack>
      )}
    </Modal>
  );
});

export const ProductsPage = observer(function ProductsPage() {
  const presenter = useInjection(ProductsPresenter);
  const [searchParams, setSearchParams] = useSearchParams();
  useEffect(() => {
    void presenter.opened(searchParams.get('edit'));
    // The editor a link asks for opens once, when the page opens; a reload afterwards shows the list.
    if (searchParams.has('edit')) setSearchParams({}, { replace: true });
  }, [presenter]);
  const { products, editor, variants } = presenter;
  const columns: Column<AdminProduct>[] = [
    {
      header: texts.product,
      cell: (product) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={product.imageUrl || null} alt="" radius="sm" />
          <Stack gap={0}>
            <Text fw={500}>{product.name}</Text>
            {presenter.lacksArabic(product) && (
              <div>
                <ArabicMissingBadge />
              </div>
            )}
            {!product.isActive && (
              <Text size="xs" c="dimmed">
                {AdminMessages.inactive}
              </Text>
            )}
          </Stack>
        </Group>
      ),
    },
    { header: texts.sku, cell: (product) => product.sku ?? '—' },
    { header: texts.price, cell: (product) => (product.discountFee > 0 ? `${shownPrice(product.price - product.discountFee)} (${shownPrice(product.price)})` : shownPrice(product.price)) },
    { header: texts.category, cell: (product) => [product.categoryName, product.subcategoryName].filter(Boolean).join(' › ') },
    { header: texts.stock, cell: (product) => <StockCell quantity={product.quantity} /> },
    {
      header: AdminMessages.table.actions,
      cell: (product) => (
        <RowActions editLabel={texts.editNamed(product.name)} onEdit={() => void editor.editClicked(product)} deleteLabel={texts.deleteNamed(product.name)} onDelete={() => presenter.deleteClicked(product)}>
          {product.isVariant && (
            <Button size="xs" variant="light" aria-label={texts.manageVariants(product.name)} onClick={() => void variants.variantsClicked(product)}>
              {texts.variants} ({product.variantCount})
            </Button>
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        <Group>
          <Button variant="default" loading={presenter.csv.running} onClick={() => void presenter.exportClicked()}>
            {AdminMessages.table.exportCsv}
          </Button>
          <Button onClick={editor.addClicked}>{texts.add}</Button>
        </Group>
      </Group>
      <Group align="flex-end">
        <SearchForm placeholder={texts.searchPlaceholder} value={products.search} onChange={products.searchChanged} onSubmit={products.searchSubmitted} />
        <NativeSelect
          label={texts.categoryFilter}
          data={[{ value: '', label: AdminMessages.categories.allCategories }, ...presenter.categories.map((category) => ({ value: String(category.id), label: category.name }))]}
          value={products.categoryFilter === null ? '' : String(products.categoryFilter)}
          onChange={(event) => void products.categoryFilterChosen(event.currentTarget.value)}
        />
      </Group>
      <PagedTable label={texts.title} columns={columns} list={products.list} rowKey={(product) => product.id} />
      <ProductFormModal editor={editor} categories={presenter.categories} />
      <VariantsModal variants={variants} />
      <ConfirmDialog confirmation={presenter.confirmation} />
      <ConfirmDialog confirmation={variants.confirmation} />
    </Stack>
  );
});
