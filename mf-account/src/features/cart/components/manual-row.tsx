import { useController, useTranslation, useZodForm } from '@fwd/shared-contracts';
import { Button, FormAlert, MoneyInput, TextAreaField, TextField, theme } from '@fwd/shared-ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { NOTE_MAX, QTY_MAX } from '../cart-rules';
import { manualItemSchema, TITLE_MAX, type ManualItemFormInput } from '../manual-item-schema';
import { useFieldError } from '../../../components/use-field-error';

export type ManualRowForm = ReturnType<typeof useZodForm<typeof manualItemSchema>>;

/** The fields of a row in the order they appear (the first with an error takes the focus). */
export const MANUAL_FIELDS = ['link', 'title', 'variant', 'qty', 'unit_price_src', 'image_url', 'note'] as const;

export interface ManualRowProps {
  rowKey: string;
  /** 1-based, as the user reads it. */
  number: number;
  initial: ManualItemFormInput;
  /** Source currency the unit price is typed in. */
  currency: string;
  /** Hands the row's form to the page (null when the row goes). */
  onReady: (key: string, form: ManualRowForm | null) => void;
  /** Undefined when the row cannot go (the last one). */
  onRemove?: () => void;
  /** Why the server refused this row, when it is about no one field. */
  error?: string;
  disabled: boolean;
}

/** One product of the manual order, a small form of its own validated with `manualItemSchema`. */
export function ManualRow({ rowKey, number, initial, currency, onReady, onRemove, error, disabled }: ManualRowProps) {
  const { t } = useTranslation('account');
  const form = useZodForm(manualItemSchema, { defaultValues: initial, shouldFocusError: false });
  const price = useController({ control: form.control, name: 'unit_price_src' });
  useEffect(() => {
    onReady(rowKey, form);
    return () => onReady(rowKey, null);
  }, [onReady, rowKey, form]);
  const fieldError = useFieldError(form.formState.errors, (key) => ({ max: fieldMax(key) }));

  return (
    <Box disabled={disabled} aria-describedby={error ? `${rowKey}-error` : undefined}>
      <legend>{t('orderManual.row.legend', { number })}</legend>
      {error && (
        <div id={`${rowKey}-error`}>
          <FormAlert message={error} />
        </div>
      )}
      <Grid>
        <Wide>
          <TextField
            label={t('orderManual.row.link')}
            type="url"
            inputMode="url"
            autoComplete="off"
            hint={t('orderManual.row.linkHint')}
            error={fieldError('link')}
            {...form.register('link')}
          />
        </Wide>
        <Wide>
          <TextField
            label={t('orderManual.row.title')}
            autoComplete="off"
            maxLength={TITLE_MAX}
            error={fieldError('title')}
            {...form.register('title')}
          />
        </Wide>
        <TextField
          label={t('orderManual.row.variant')}
          hint={t('orderManual.row.variantHint')}
          autoComplete="off"
          error={fieldError('variant')}
          {...form.register('variant')}
        />
        <TextField
          label={t('orderManual.row.qty')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('orderManual.row.qtyHint', { max: QTY_MAX })}
          error={fieldError('qty')}
          {...form.register('qty')}
        />
        <MoneyInput
          label={t('orderManual.row.price', { currency })}
          currency={currency}
          value={price.field.value}
          onChange={price.field.onChange}
          onBlur={price.field.onBlur}
          name={price.field.name}
          hint={t('orderManual.row.priceHint')}
          error={fieldError('unit_price_src')}
        />
        <TextField
          label={t('orderManual.row.image')}
          type="url"
          inputMode="url"
          autoComplete="off"
          hint={t('orderManual.row.imageHint')}
          error={fieldError('image_url')}
          {...form.register('image_url')}
        />
        <Full>
          <TextAreaField
            label={t('orderManual.row.note')}
            rows={2}
            hint={t('orderManual.row.noteHint', { max: NOTE_MAX })}
            error={fieldError('note')}
            {...form.register('note')}
          />
        </Full>
      </Grid>
      {onRemove && (
        <Button type="button" $variant="secondary" onClick={onRemove}>
          {t('orderManual.row.remove', { number })}
        </Button>
      )}
    </Box>
  );
}

function fieldMax(key: string): number | undefined {
  if (key === 'title') return TITLE_MAX;
  if (key === 'note') return NOTE_MAX;
  if (key === 'qty') return QTY_MAX;
  return undefined;
}

/** Stacked on a phone; four columns from 960 px (link and title side by side, then the details). */
const Box = styled.fieldset`
  display: grid;
  gap: ${theme.space(3)};
  justify-items: start;
  margin: 0;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  min-width: 0;
  legend {
    padding: 0 ${theme.space(1)};
    font-weight: 700;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(3)};
  width: 100%;
  & > * {
    min-width: 0;
  }
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  @media (min-width: ${theme.breakpoint.md}) {
    grid-column: span 2;
  }
`;

const Full = styled.div`
  @media (min-width: ${theme.breakpoint.md}) {
    grid-column: 1 / -1;
  }
`;
