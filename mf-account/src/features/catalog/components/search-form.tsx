import { errorMessage, useNavigate, useSearchParams, useTranslation } from '@fwd/shared-contracts';
import { PRODUCT_SORTS } from '@fwd/shared-contracts/api';
import { Button, Row, SelectField, TextField, theme } from '@fwd/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { productOfLink } from '@fwd/shared-contracts/domains/catalog';
import { hasFilters, isLink, priceProblems, searchParams, withoutFilters, type SearchState } from '../search-state';

/** The filters: as many columns as fit, one on a phone; the controls fill their column. */
const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${theme.space(2)};
  margin-top: ${theme.space(2)};
  & input,
  & select {
    width: 100%;
    min-width: 0;
  }
`;

/** Where a pasted link leads: its catalog product, or a manual order prefilled with it. */
async function linkTarget(words: string): Promise<string> {
  const { product, url } = await productOfLink(words);
  return product ? `/account/product/${product}` : `/account/order-manual?link=${encodeURIComponent(url)}`;
}

/**
 * Words (or a pasted link), shop, price range in the source currency and sort. Words and prices
 * apply on Search (Enter); a shop or a sort applies when chosen. Everything goes to the URL, page 1.
 */
export function SearchForm({
  state,
  shops,
  setParams,
}: {
  state: SearchState;
  shops: string[];
  setParams: ReturnType<typeof useSearchParams>[1];
}) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [draft, setDraft] = useState(state);
  const [looking, setLooking] = useState(false);
  const [linkError, setLinkError] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const problems = priceProblems(draft);
  const set = (patch: Partial<SearchState>) => setDraft((current) => ({ ...current, ...patch }));
  /** Applies a shop or sort at once (with the words and prices typed, when those are usable). */
  const apply = (patch: Partial<SearchState>) => {
    set(patch);
    if (!problems.min && !problems.max) setParams(searchParams({ ...draft, ...patch, q: draft.q.trim(), page: 1 }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (looking) return;
    const words = draft.q.trim();
    if (isLink(words)) {
      setLooking(true);
      setLinkError('');
      try {
        await navigate(await linkTarget(words));
      } catch (error) {
        const refused = (error as { status?: number } | null)?.status === 400;
        setLinkError(refused ? t('catalog.search.linkFailed') : errorMessage(error));
        setLooking(false);
      }
      return;
    }
    setShowProblems(true);
    if (problems.min || problems.max) return;
    setParams(searchParams({ ...draft, q: words, page: 1 }));
  }

  return (
    <form role="search" aria-label={t('catalog.search.form')} onSubmit={(event) => void submit(event)} noValidate>
      <Row $gap={2} style={{ alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <TextField
            type="search"
            label={t('catalog.search.words')}
            hint={t('catalog.search.wordsHint')}
            value={draft.q}
            maxLength={2000}
            enterKeyHint="search"
            error={linkError || undefined}
            onChange={(event) => {
              setLinkError('');
              set({ q: event.target.value });
            }}
          />
        </div>
        <Button type="submit" disabled={looking} aria-busy={looking || undefined}>
          {looking ? t('catalog.search.lookingUp') : t('catalog.search.submit')}
        </Button>
      </Row>
      <Filters>
        <SelectField
          label={t('catalog.search.shop')}
          value={draft.shop}
          options={[
            { value: '', label: t('catalog.search.allShops') },
            ...(draft.shop && !shops.includes(draft.shop) ? [draft.shop] : []).concat(shops).map((shop) => ({
              value: shop,
              label: shop,
            })),
          ]}
          onChange={(event) => apply({ shop: event.target.value })}
        />
        <TextField
          label={t('catalog.search.minPrice')}
          inputMode="decimal"
          value={draft.min}
          error={showProblems && problems.min ? t(`catalog.search.${problems.min}`) : undefined}
          onChange={(event) => set({ min: event.target.value })}
        />
        <TextField
          label={t('catalog.search.maxPrice')}
          inputMode="decimal"
          value={draft.max}
          error={showProblems && problems.max ? t(`catalog.search.${problems.max}`) : undefined}
          onChange={(event) => set({ max: event.target.value })}
        />
        <SelectField
          label={t('catalog.search.sort')}
          value={draft.sort}
          options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`catalog.search.sorts.${sort}`) }))}
          onChange={(event) => apply({ sort: event.target.value as SearchState['sort'] })}
        />
      </Filters>
      {hasFilters(state) && (
        <Row style={{ marginTop: theme.space(2) }}>
          <Button type="button" $variant="secondary" onClick={() => setParams(searchParams(withoutFilters(state)))}>
            {t('catalog.search.clear')}
          </Button>
        </Row>
      )}
    </form>
  );
}
