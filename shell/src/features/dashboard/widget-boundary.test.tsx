// @vitest-environment happy-dom
import { initI18n } from '@fwd/shared-contracts';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WidgetBoundary } from './widget-boundary';

function Broken(): never {
  throw new Error('this tile is broken');
}

beforeAll(async () => {
  await initI18n('en');
});

describe('WidgetBoundary', () => {
  it('keeps the other tiles of the dashboard when one throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(
        <>
          <WidgetBoundary>
            <Broken />
          </WidgetBoundary>
          <WidgetBoundary>
            <p>42 orders waiting</p>
          </WidgetBoundary>
        </>,
      );
    });
    expect(screen.getByText('42 orders waiting')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
