import {
  Link,
  queryKeys,
  RECORD_ID,
  requireParam,
  useApiMutation,
  useApiQuery,
  useAuth,
  useFormat,
  useNavigate,
  useParams,
  useSearchParams,
  useTranslation,
  type LoaderFunctionArgs,
} from '@fwd/shared-contracts';
import type { PricedProduct, ProductView } from '@fwd/shared-contracts/api';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  ImageGallery,
  loadControls,
  Muted,
  Page,
  SelectField,
  Skeleton,
  Stack,
  TextAreaField,
  TextField,
} from '@fwd/shared-ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { addToCart, catalogProduct, fileUrl } from '../features/catalog/api/catalog';
import {
  choicePath,
  chosenPrice,
  NOTE_MAX,
  parseQty,
  readChoice,
  type CartChoice,
} from '../features/catalog/cart-choice';

export async function loader({ params }: LoaderFunctionArgs) {
  requireParam(params, 'id', RECORD_ID);
  await loadControls();
  return null;
}

/**
 * /account/product/:id (public): pictures, variants, the price in the source currency and at
 * today's rate in the home currency (both from the server), quantity and note, add to cart. A
 * visitor signs in first and comes back with the choice kept in the address, and the item added.
 */
export function Component() {
  const { t } = useTranslation('account');
  const { id = '' } = useParams();
  const view = useApiQuery(queryKeys.custom('products', 'view', id), (signal) => catalogProduct(id, signal));

  if (view.status === 'pending') {
    return (
      <Page>
        <Skeleton lines={8} />
      </Page>
    );
  }
  if (view.status === 'error') {
    const missing = (view.error as { status?: number } | null)?.status === 404;
    return (
      <Page>
        {missing ? (
          <EmptyState title={t('catalog.product.notFound')}>
            <span>{t('catalog.product.notFoundHint')}</span>
            <Link to="/account/search">{t('catalog.product.backToSearch')}</Link>
          </EmptyState>
        ) : (
          <ErrorState error={view.error} onRetry={() => void view.refetch()} />
        )}
      </Page>
    );
  }
  return <ProductPage view={view.data} />;
}

function ProductPage({ view }: { view: ProductView }) {
  const { t } = useTranslation('account');
  const { product } = view;
  return (
    <Page title={product.title}>
      <Stack $gap={4}>
        {product.images.length > 0 && (
          <section aria-label={t('catalog.product.gallery', { title: product.title })}>
            <ImageGallery
              images={product.images.map((name, index) => ({
                src: fileUrl(product, name),
                alt: t('catalog.product.picture', { title: product.title, index: index + 1 }),
              }))}
            />
          </section>
        )}
        <Card>
          <Stack $gap={3}>
            <Muted>{t('catalog.product.from', { shop: product.shop })}</Muted>
            {product.source_url && (
              <a href={product.source_url} target="_blank" rel="noopener noreferrer">
                {t('catalog.product.source')}
              </a>
            )}
            <ChoiceForm view={view} />
          </Stack>
        </Card>
        {product.description && (
          <section aria-labelledby="product-description">
            <h2 id="product-description">{t('catalog.product.description')}</h2>
            <p style={{ whiteSpace: 'pre-line' }}>{product.description}</p>
          </section>
        )}
      </Stack>
    </Page>
  );
}

function ChoiceForm({ view }: { view: ProductView }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { product } = view;
  const userId = useAuth((s) => (s.kind === 'customer' ? (s.record?.id ?? '') : ''));
  const [choice, setChoice] = useState<CartChoice>(() => readChoice(params, product));
  const [touched, setTouched] = useState(false);
  const [added, setAdded] = useState(false);
  const qty = parseQty(choice.qty);
  const price = chosenPrice(product, choice.sku);
  const add = useApiMutation({
    mutationFn: (item: CartChoice) =>
      addToCart(userId, { product: product.id, sku: item.sku, qty: parseQty(item.qty) ?? 1, note: item.note }),
    invalidates: ['cart_items'],
    onSuccess: () => setAdded(true),
  });

  // Back from signing in with `add=1`: add once, then drop the wish from the address.
  const pendingAdd = useRef(params.get('add') === '1');
  useEffect(() => {
    if (!pendingAdd.current || !userId) return;
    pendingAdd.current = false;
    setParams(new URLSearchParams(choicePath(product.id, choice, false).split('?')[1]), { replace: true });
    if (parseQty(choice.qty) !== null) add.mutate(choice);
  }, [userId, add, choice, product.id, setParams]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (qty === null || choice.note.length > NOTE_MAX) return;
    if (!userId) {
      void navigate(`/login?redirect=${encodeURIComponent(choicePath(product.id, choice, true))}`);
      return;
    }
    setAdded(false);
    add.mutate(choice);
  }

  const variants = product.variants ?? [];
  return (
    <form onSubmit={submit} noValidate aria-label={t('catalog.product.add')}>
      <Stack $gap={3}>
        <PriceBlock product={product} view={view} src={price.src} home={price.home} format={format} />
        {variants.length > 0 && (
          <SelectField
            label={t('catalog.product.variant')}
            value={choice.sku}
            options={variants.map((v) => ({ value: v.sku, label: v.name || v.sku }))}
            onChange={(event) => setChoice((c) => ({ ...c, sku: event.target.value }))}
          />
        )}
        <TextField
          label={t('catalog.product.quantity')}
          inputMode="numeric"
          value={choice.qty}
          error={touched && qty === null ? t('catalog.product.quantityError') : undefined}
          onChange={(event) => setChoice((c) => ({ ...c, qty: event.target.value }))}
        />
        <TextAreaField
          label={t('catalog.product.note')}
          hint={t('catalog.product.noteHint')}
          rows={2}
          value={choice.note}
          error={touched && choice.note.length > NOTE_MAX ? t('catalog.product.noteError') : undefined}
          onChange={(event) => setChoice((c) => ({ ...c, note: event.target.value }))}
        />
        {add.isError && <ErrorState error={add.error} />}
        {added && (
          <Alert tone="success">
            {t('catalog.product.added')} <Link to="/account/cart">{t('catalog.product.viewCart')}</Link>
          </Alert>
        )}
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? t('catalog.product.adding') : t('catalog.product.add')}
        </Button>
        {!userId && <Muted>{t('catalog.product.signInToAdd')}</Muted>}
      </Stack>
    </form>
  );
}

function PriceBlock({
  view,
  src,
  home,
  format,
}: {
  product: PricedProduct;
  view: ProductView;
  src: number;
  home: number;
  format: ReturnType<typeof useFormat>;
}) {
  const { t } = useTranslation('account');
  return (
    <div aria-live="polite">
      <Muted>{t('catalog.product.price')}</Muted>
      <p style={{ fontSize: '1.5rem', fontWeight: 700, margin: 0 }}>{format.money(src, view.sourceCurrency)}</p>
      {view.rate > 0 && (
        <>
          <p style={{ margin: 0 }}>{t('catalog.product.priceHome', { home: format.money(home, view.homeCurrency) })}</p>
          <Muted>
            {t('catalog.product.rate', {
              source: view.sourceCurrency,
              rate: format.money(Math.round(view.rate), view.homeCurrency),
            })}
          </Muted>
        </>
      )}
    </div>
  );
}
