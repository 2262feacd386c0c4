import { Button, TextField, theme } from '@fwd/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';

export interface SearchBoxProps {
  label: string;
  submitLabel: string;
  /** The search in the URL; the box follows it when it changes elsewhere (Back, a link). */
  value: string;
  onSearch: (text: string) => void;
}

/** A staff list's search: typed, then sent with Enter or the button (trimmed). */
export function SearchBox({ label, submitLabel, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return (
    <Search
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField label={label} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit">{submitLabel}</Button>
    </Search>
  );
}

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  align-items: flex-end;
  > :first-child {
    flex: 1 1 16rem;
  }
`;
