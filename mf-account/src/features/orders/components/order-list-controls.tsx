import { useTranslation } from '@fwd/shared-contracts';
import { Button, Row, TextField, theme } from '@fwd/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

export interface OrderSearchProps {
  /** The code searched for (from the URL). */
  value: string;
  onSearch: (code: string) => void;
}

/** Search by order code; the search lives in the URL, so Back and a shared link keep it. */
export function OrderSearch({ value, onSearch }: OrderSearchProps) {
  const { t } = useTranslation('account');
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed from elsewhere (Back, "show all"): the box follows.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <SearchForm role="search" aria-label={t('orders.search.label')} onSubmit={submit}>
      <Grow>
        <TextField
          type="search"
          label={t('orders.search.code')}
          placeholder={t('orders.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={40}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Grow>
      <Row>
        <Button type="submit">{t('orders.search.submit')}</Button>
        {value && (
          <Button type="button" $variant="secondary" onClick={() => onSearch('')}>
            {t('orders.search.clear')}
          </Button>
        )}
      </Row>
    </SearchForm>
  );
}

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)};
`;

const Grow = styled.div`
  flex: 1 1 240px;
  min-width: 0;
`;
