import { Link, useFormat, useTranslation } from '@fwd/shared-contracts';
import { Button, ConfirmDialog, Field, TextAreaField, theme } from '@fwd/shared-ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { pictureUrl, type CartItemRow } from '../api/cart';
import { itemHref, NOTE_MAX, parseQty, QTY_MAX, QTY_MIN } from '../cart-rules';
import { useItemAutosave, type SaveStatus } from './use-item-autosave';

export interface CartItemProps {
  item: CartItemRow;
  /** Source currency of the unit price; undefined while the settings load. */
  currency: string | undefined;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Deletes the item; the dialog shows a refusal. */
  onRemove: () => Promise<unknown>;
  /** Lets the page send this item's waiting edits (before checkout); returns the unregister. */
  register: (id: string, flush: () => Promise<boolean>) => () => void;
}

/** One cart line: picture, title, variant, unit price; quantity and note saved as they change. */
export function CartItem({ item, currency, selected, onSelect, onRemove, register }: CartItemProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const { draft, status, errors, change, flush } = useItemAutosave(item);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => register(item.id, flush), [register, item.id, flush]);

  const title = item.title || t('cart.item.untitled');
  const href = itemHref(item);
  const qty = parseQty(draft.qty);
  const onQty = (value: string) => change('qty', value);
  const onNote = (value: string) => change('note', value);
  const step = (by: number) => {
    const base = qty ?? item.qty;
    onQty(String(Math.min(QTY_MAX, Math.max(QTY_MIN, base + by))));
  };

  return (
    <Line aria-label={title}>
      <Pick>
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('cart.select.item', { title })}
        />
      </Pick>
      <Picture>
        {item.image_url ? (
          <img src={pictureUrl(item.image_url)} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <NoPicture aria-hidden="true" />
        )}
      </Picture>
      <About>
        <strong>
          {href?.external && (
            <a href={href.to} target="_blank" rel="noopener noreferrer">
              {title}
            </a>
          )}
          {href && !href.external && <Link to={href.to}>{title}</Link>}
          {!href && title}
        </strong>
        {item.variant && <span>{t('cart.item.variant', { variant: item.variant })}</span>}
        <span>
          {currency
            ? t('cart.item.unitPrice', { price: format.money(item.unit_price_src, currency) })
            : t('cart.item.priceLoading')}
        </span>
        {!item.product && <Tag>{t('cart.item.manual')}</Tag>}
      </About>
      <Qty>
        <Field label={t('cart.item.qty')} error={errors.qty} hint={t('cart.item.qtyHint', { max: QTY_MAX })}>
          {(ids) => (
            <Stepper>
              <StepButton
                type="button"
                $variant="secondary"
                aria-label={t('cart.item.less')}
                disabled={qty !== null && qty <= QTY_MIN}
                onClick={() => step(-1)}
              >
                −
              </StepButton>
              <QtyInput
                {...ids}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={draft.qty}
                onChange={(event) => onQty(event.target.value)}
              />
              <StepButton
                type="button"
                $variant="secondary"
                aria-label={t('cart.item.more')}
                disabled={qty !== null && qty >= QTY_MAX}
                onClick={() => step(1)}
              >
                +
              </StepButton>
            </Stepper>
          )}
        </Field>
      </Qty>
      <Note>
        <TextAreaField
          label={t('cart.item.note')}
          rows={2}
          maxLength={NOTE_MAX}
          value={draft.note}
          error={errors.note}
          onChange={(event) => onNote(event.target.value)}
        />
      </Note>
      <Side>
        <SaveState status={status} error={errors.item} onRetry={() => void flush()} />
        <Button
          type="button"
          $variant="secondary"
          aria-label={t('cart.item.removeNamed', { title })}
          onClick={() => setConfirming(true)}
        >
          {t('cart.item.remove')}
        </Button>
      </Side>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={t('cart.remove.title')}
        description={t('cart.remove.body', { title })}
        confirmLabel={t('cart.remove.confirm')}
        cancelLabel={t('cart.remove.keep')}
        onConfirm={onRemove}
      />
    </Line>
  );
}

/** "Saving…", "Saved", or why it was not saved with a way to try again; announced politely. */
function SaveState({ status, error, onRetry }: { status: SaveStatus; error?: string; onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <State role="status" aria-live="polite" $failed={status === 'failed'}>
      {(status === 'pending' || status === 'saving') && t('cart.item.saving')}
      {status === 'saved' && t('cart.item.saved')}
      {status === 'failed' && (
        <>
          <span>{error ?? t('cart.item.notSaved')}</span>
          {error && (
            <Button type="button" $variant="link" onClick={onRetry}>
              {t('cart.item.retry')}
            </Button>
          )}
        </>
      )}
    </State>
  );
}

/*
 * A phone stacks the line (checkbox and picture beside the title, then quantity, note, actions);
 * from 960 px it is a table row: pick, picture, product, quantity, note, state and remove.
 */
const Line = styled.li`
  display: grid;
  grid-template-columns: auto 64px minmax(0, 1fr);
  grid-template-areas:
    'pick picture about'
    'qty qty qty'
    'note note note'
    'side side side';
  gap: ${theme.space(3)};
  padding: ${theme.space(4)} 0;
  border-top: 1px solid ${theme.color.border};
  min-width: 0;
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: auto 64px minmax(0, 2fr) 180px minmax(0, 2fr) 140px;
    grid-template-areas: 'pick picture about qty note side';
    align-items: start;
  }
`;

const Pick = styled.div`
  grid-area: pick;
  display: grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.color.primary};
  }
`;

const Picture = styled.div`
  grid-area: picture;
  img {
    display: block;
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${theme.radius};
    border: 1px solid ${theme.color.border};
  }
`;

const NoPicture = styled.span`
  display: block;
  width: 64px;
  height: 64px;
  border-radius: ${theme.radius};
  background: ${theme.color.neutralBg};
`;

const About = styled.div`
  grid-area: about;
  display: grid;
  gap: ${theme.space(1)};
  align-content: start;
  min-width: 0;
  overflow-wrap: anywhere;
  span {
    color: ${theme.color.muted};
  }
`;

const Tag = styled.span`
  justify-self: start;
  padding: 0 ${theme.space(2)};
  border-radius: ${theme.radius};
  background: ${theme.color.neutralBg};
  font-size: 0.875rem;
`;

const Qty = styled.div`
  grid-area: qty;
  min-width: 0;
`;

const Stepper = styled.div`
  display: flex;
  gap: ${theme.space(1)};
`;

const StepButton = styled(Button)`
  min-width: 44px;
  min-height: 44px;
  padding: 0;
  font-size: 1.25rem;
`;

const QtyInput = styled.input`
  width: 4.5em;
  min-height: 44px;
  padding: 0 ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  font: inherit;
  text-align: center;
  font-variant-numeric: tabular-nums;
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`;

const Note = styled.div`
  grid-area: note;
  min-width: 0;
`;

const Side = styled.div`
  grid-area: side;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  @media (min-width: ${theme.breakpoint.md}) {
    flex-direction: column;
    align-items: flex-end;
  }
`;

const State = styled.p<{ $failed: boolean }>`
  margin: 0;
  min-height: 1.5em;
  display: grid;
  gap: ${theme.space(1)};
  font-size: 0.875rem;
  color: ${({ $failed }) => ($failed ? theme.color.danger : theme.color.muted)};
  overflow-wrap: anywhere;
`;
