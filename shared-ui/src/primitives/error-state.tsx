import { toFormErrors } from '@fwd/shared-contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../theme/theme';
import { Button } from './button';

export interface ErrorStateProps {
  /** Headline; defaults to "Something went wrong". */
  title?: string;
  /** The error; its message is shown when it has one. */
  error?: unknown;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
}

/** A failed load: what happened and, when possible, a way to try again. */
export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('ui');
  const fallback = t('state.errorDetail');
  const detail = error === undefined || error === null ? fallback : toFormErrors(error, fallback).message;
  return (
    <ErrorBox role="alert">
      <strong>{title ?? t('state.errorTitle')}</strong>
      <span>{detail}</span>
      {onRetry && (
        <Button type="button" $variant="secondary" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      )}
    </ErrorBox>
  );
}

const ErrorBox = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  justify-items: start;
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  border: 1px solid ${theme.color.danger};
  background: ${theme.color.dangerBg};
  color: ${theme.color.danger};
  overflow-wrap: anywhere;
`;
