import {
  invalidateCollections,
  Link,
  useAuth,
  useNavigate,
  useSearchParams,
  useServerSubmit,
  useTranslation,
  useWatch,
  useZodForm,
} from '@fwd/shared-contracts';
import type { ProductView } from '@fwd/shared-contracts/api';
import { Alert, FormAlert, Muted, SelectField, Stack, SubmitButton, TextAreaField, TextField } from '@fwd/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { catalogDomain } from '@fwd/shared-contracts/domains/catalog';
import { addToCart } from '../api/catalog';
import { choicePath, chosenPrice, NOTE_MAX, readChoice, type CartChoice } from '../cart-choice';
import { cartChoiceSchema, type CartChoiceValues } from '../cart-choice-schema';
import { PriceBlock } from './price-block';
import { useFieldError } from '../../../components/use-field-error';

/**
 * Variant, quantity and note, and Add to cart. The price shown follows the variant (server
 * figures). A visitor is sent to sign in with the choice in the return address (`?sku=&qty=&note=
 * &add=1`); back here signed in, the item is added once and `add=1` leaves the address first, so a
 * reload or Back does not add it again.
 */
export function ProductChoiceForm({ view, onVariant }: { view: ProductView; onVariant?: (sku: string) => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { product } = view;
  const variants = product.variants ?? [];
  const userId = useAuth((s) => (s.kind === 'customer' ? (s.record?.id ?? '') : ''));
  const [initial] = useState<CartChoice>(() => readChoice(params, product));
  const form = useZodForm(cartChoiceSchema, { defaultValues: initial });
  const sku = useWatch({ control: form.control, name: 'sku' }) ?? initial.sku;
  const price = chosenPrice(product, sku);
  useEffect(() => onVariant?.(sku), [onVariant, sku]);
  const [added, setAdded] = useState(false);
  const fieldError = useFieldError(form.formState.errors);

  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    (values: CartChoiceValues) => {
      setAdded(false);
      return addToCart(userId, { product: product.id, sku: values.sku, qty: values.qty, note: values.note });
    },
    async () => {
      setAdded(true);
      await invalidateCollections(...catalogDomain.refreshes);
    },
  );

  const signInFirst = form.handleSubmit((values) => {
    const back = choicePath(product.id, values, true);
    void navigate(`/login?redirect=${encodeURIComponent(back)}`);
  });

  // Back from signing in with `add=1`: drop the wish from the address, then add once.
  const pendingAdd = useRef(params.get('add') === '1');
  useEffect(() => {
    if (!pendingAdd.current || !userId) return;
    pendingAdd.current = false;
    const next = new URLSearchParams(params);
    next.delete('add');
    setParams(next, { replace: true });
    void onSubmit();
  }, [userId, params, setParams, onSubmit]);

  return (
    <form
      noValidate
      aria-label={t('catalog.product.choice')}
      onSubmit={(event) => void (userId ? onSubmit(event) : signInFirst(event))}
    >
      <Stack $gap={3}>
        <PriceBlock view={view} src={price.src} home={price.home} />
        <FormAlert message={formError} />
        {variants.length > 0 && (
          <SelectField
            label={t('catalog.product.variant')}
            options={variants.map((v) => ({ value: v.sku, label: v.name || v.sku }))}
            error={fieldError('sku')}
            // The first choice is also React's, so the option shows selected however the DOM
            // applies the form's value to a select.
            defaultValue={initial.sku}
            {...form.register('sku')}
          />
        )}
        <TextField
          label={t('catalog.product.quantity')}
          inputMode="numeric"
          autoComplete="off"
          error={fieldError('qty')}
          {...form.register('qty')}
        />
        <TextAreaField
          label={t('catalog.product.note')}
          hint={t('catalog.product.noteHint')}
          rows={2}
          maxLength={NOTE_MAX + 50}
          error={fieldError('note')}
          {...form.register('note')}
        />
        {added && (
          <Alert tone="success">
            <span>{t('catalog.product.added')}</span> <Link to="/account/cart">{t('catalog.product.viewCart')}</Link>
          </Alert>
        )}
        <SubmitButton busy={busy}>{t('catalog.product.add')}</SubmitButton>
        {!userId && <Muted>{t('catalog.product.signInToAdd')}</Muted>}
      </Stack>
    </form>
  );
}
