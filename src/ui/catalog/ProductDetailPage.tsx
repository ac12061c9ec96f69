import { ActionIcon, Alert, Anchor, Badge, Box, Breadcrumbs, Button, Container, Grid, Group, NumberInput, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { ProductArrival } from '../delivery/ExpectedArrivalNote';
import { useInjection } from '../di/ContainerContext';
import { useAfterHydration } from '../routing/useAfterHydration';
import { useScreenOpened } from '../routing/useScreenOpened';
import { useLanguageSwitch } from '../i18n/useLanguageSwitch';
import { CatalogMessages } from '../messages/CatalogMessages';
import { StockAlertMessages } from '../messages/StockAlertMessages';
import { usePageSubject } from '../routing/usePageSubject';
import { NotifyMeDialog } from '../stock-alerts/NotifyMeDialog';
import { NotifyMePresenter } from '../stock-alerts/NotifyMePresenter';
import { ProductDetailSkeleton } from './CatalogSkeletons';
import { PriceTag } from './PriceTag';
import { ProductImage } from './ProductImage';
import { ProductDetailPresenter } from './ProductDetailPresenter';
import { ProductTabs } from './ProductTabs';
import { VariantSelectors } from './VariantSelectors';

const Crumbs = observer(function Crumbs({ presenter }: { presenter: ProductDetailPresenter }) {
  return (
    <Breadcrumbs component="nav" aria-label={CatalogMessages.breadcrumb} separatorMargin={6} style={{ flexWrap: 'wrap' }}>
      {presenter.breadcrumbs.map((crumb) =>
        crumb.href === null ? (
          <Text key="current" size="sm" c="dimmed" aria-current="page" lineClamp={1}>
            <bdi>{crumb.label}</bdi>
          </Text>
        ) : (
          <Anchor key={crumb.href} component={Link} to={crumb.href} size="sm">
            <bdi>{crumb.label}</bdi>
          </Anchor>
        ),
      )}
    </Breadcrumbs>
  );
});

const QuantityControl = observer(function QuantityControl({ presenter }: { presenter: ProductDetailPresenter }) {
  return (
    <Group gap={6} align="flex-end" wrap="nowrap">
      <ActionIcon variant="default" size="input-sm" aria-label={CatalogMessages.decreaseQuantity} disabled={!presenter.canDecreaseQuantity} onClick={presenter.quantityDecreased}>
        −
      </ActionIcon>
      <NumberInput
        label={CatalogMessages.quantity}
        value={presenter.quantity}
        onChange={presenter.quantityChanged}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        disabled={!presenter.canChangeQuantity}
        w={80}
      />
      <ActionIcon variant="default" size="input-sm" aria-label={CatalogMessages.increaseQuantity} disabled={!presenter.canChangeQuantity} onClick={presenter.quantityIncreased}>
        +
      </ActionIcon>
    </Group>
  );
});

const CartSummary = observer(function CartSummary({ presenter }: { presenter: ProductDetailPresenter }) {
  // The server draws a guest's empty cart: the stored one shows once the page has hydrated.
  const cart = useAfterHydration(presenter.cartSummary, presenter.emptyCartSummary);
  return (
    <Paper component="section" aria-label={CatalogMessages.cartSummary} withBorder p="md" bg="gray.0">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700}>{CatalogMessages.cartSummary}</Text>
          <Text size="sm">
            {cart.itemCount} · {CatalogMessages.subtotal}: <bdi>{cart.subtotal}</bdi>
          </Text>
        </Stack>
        <Button component={Link} to="/cart" variant="light">
          {CatalogMessages.viewCart}
        </Button>
      </Group>
    </Paper>
  );
});

/** SPEC §2's notify-me action on the detail page, shown while the product or the chosen variant has no stock. */
const NotifyMeButton = observer(function NotifyMeButton({ presenter, notifyMe }: { presenter: ProductDetailPresenter; notifyMe: NotifyMePresenter }) {
  const target = presenter.variant.notifyTarget;
  const product = presenter.product;
  if (!target || !product || !notifyMe.offered) return null;
  const subscribed = notifyMe.isSubscribed(target);
  return (
    <Button size="md" variant={subscribed ? 'filled' : 'light'} aria-pressed={subscribed} loading={notifyMe.sending} onClick={() => void notifyMe.notifyMeClicked(target, product.name)}>
      {subscribed ? StockAlertMessages.subscribed : CatalogMessages.notifyMe}
    </Button>
  );
});

/** A square of at most 420 px; below 486 px of screen, the width less the page's and the frame's margins. */
const DETAIL_IMAGE_SIZES = '(min-width: 486px) 420px, calc(100vw - 66px)';

const ProductView = observer(function ProductView({ presenter, notifyMe }: { presenter: ProductDetailPresenter; notifyMe: NotifyMePresenter }) {
  const product = presenter.product;
  if (!product) return null;
  return (
    <Stack gap="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md" bg="gray.0">
            <ProductImage src={product.imageUrl} alt={product.name} width={420} height={420} sizes={DETAIL_IMAGE_SIZES} main maw={420} mx="auto" />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Title order={1} size="h2">
              <bdi>{product.name}</bdi>
            </Title>
            <Group gap="xs">
              <Rating value={product.averageRating ?? 0} fractions={2} readOnly size="sm" aria-hidden="true" />
              <Text size="sm" c="dimmed">
                {presenter.reviewsCount}
              </Text>
            </Group>
            <PriceTag price={presenter.price} originalPrice={presenter.originalPrice} size="xl" />
            <Badge color={presenter.variant.inStock ? 'green' : 'red'} variant="light" size="lg" tt="none" role="status">
              {presenter.variant.stockLabel}
            </Badge>
            <ProductArrival inStock={presenter.variant.inStock} />
            {product.description !== '' && (
              <Text c="dimmed" lineClamp={3} dir="auto">
                {product.description}
              </Text>
            )}
            <VariantSelectors presenter={presenter.variant} />
            <Group align="flex-end" gap="md" wrap="wrap">
              <QuantityControl presenter={presenter} />
              <Button size="md" onClick={presenter.addToCartClicked} disabled={!presenter.canAddToCart} loading={presenter.variant.checkingStock}>
                {presenter.addToCartLabel}
              </Button>
              <NotifyMeButton presenter={presenter} notifyMe={notifyMe} />
            </Group>
            {presenter.variant.variantMessage !== null && (
              <Alert color="red" role="alert">
                {presenter.variant.variantMessage}
              </Alert>
            )}
            <CartSummary presenter={presenter} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ProductTabs presenter={presenter} />
    </Stack>
  );
});

function BackToProducts() {
  return (
    <Button component={Link} to="/products" variant="light">
      {CatalogMessages.backToProducts}
    </Button>
  );
}

/** /products/{id}: SPEC §2's product detail. */
export const ProductDetailPage = observer(function ProductDetailPage() {
  const presenter = useInjection(ProductDetailPresenter);
  const notifyMe = useInjection(NotifyMePresenter);
  const { id } = useParams();
  useScreenOpened(id ?? '', () => presenter.opened(id));
  useLanguageSwitch(presenter.retryClicked);
  usePageSubject(presenter.product?.name ?? null);

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Crumbs presenter={presenter} />
        {presenter.status === 'loading' && <ProductDetailSkeleton label={CatalogMessages.loadingProduct} />}
        {presenter.status === 'not-found' && (
          <Stack align="flex-start" gap="sm" py="xl">
            <Title order={1} size="h2">
              {CatalogMessages.productNotFound}
            </Title>
            <Text c="dimmed">{CatalogMessages.productNotFoundText}</Text>
            <BackToProducts />
          </Stack>
        )}
        {presenter.status === 'failed' && (
          <Box py="xl">
            <Alert color="red" title={CatalogMessages.productLoadFailed}>
              <Text size="sm">{presenter.loadFailure}</Text>
              <Group mt="sm">
                <Button variant="light" color="red" onClick={presenter.retryClicked}>
                  {CatalogMessages.retry}
                </Button>
                <BackToProducts />
              </Group>
            </Alert>
          </Box>
        )}
        {presenter.status === 'ready' && <ProductView presenter={presenter} notifyMe={notifyMe} />}
      </Stack>
      <NotifyMeDialog presenter={notifyMe} />
    </Container>
  );
});
