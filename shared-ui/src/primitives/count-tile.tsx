import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../theme/theme';

type TileState = { status: 'loading' } | { status: 'done'; value: number } | { status: 'error' };

/** A dashboard number with its own loading and error states. */
export function CountTile({ load, label }: { load: () => Promise<number>; label: string }) {
  const [state, setState] = useState<TileState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ status: 'done', value }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return (
    <div aria-busy={state.status === 'loading'}>
      <Figure>{state.status === 'done' ? state.value : state.status === 'loading' ? '…' : '—'}</Figure>
      <Label>{state.status === 'error' ? 'Could not load this figure.' : label}</Label>
    </div>
  );
}

const Figure = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 800;
`;

const Label = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;
