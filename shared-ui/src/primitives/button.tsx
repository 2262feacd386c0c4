import styled, { css } from 'styled-components';
import { theme } from '../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 40px;
  padding: 0 ${theme.space(4)};
  border-radius: ${theme.radius};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  ${({ $block }) => ($block ? 'width: 100%;' : '')}
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.color.primary};
    color: ${theme.color.primaryText};
  `,
  secondary: css`
    background: ${theme.color.surface};
    color: ${theme.color.text};
    border-color: ${theme.color.border};
  `,
  danger: css`
    background: ${theme.color.danger};
    color: ${theme.color.onDanger};
  `,
  link: css`
    background: none;
    color: ${theme.color.primary};
    padding: 0;
    min-height: auto;
    text-decoration: underline;
  `,
};
