import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { CloseButton, Description, Footer, Header, Overlay, panel, Title } from './dialog-parts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, right-aligned under the content (buttons wrap on a phone). */
  footer?: ReactNode;
}

/** A modal dialog: focus trapped inside, Escape and the × close it, focus returns to the opener. */
export function Dialog({ open, onOpenChange, title, description, children, footer }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Content {...(description ? {} : { 'aria-describedby': undefined })}>
          <Header>
            <Title>{title}</Title>
            <CloseButton />
          </Header>
          {description && <Description asChild={typeof description !== 'string'}>{wrap(description)}</Description>}
          {children}
          {footer && <Footer>{footer}</Footer>}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A string description is a <p>; any other node gets a <div> so block content stays valid HTML. */
function wrap(description: ReactNode) {
  return typeof description === 'string' ? description : <div>{description}</div>;
}

export const Content = styled(RadixDialog.Content)`
  position: fixed;
  z-index: 901;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: grid;
  gap: ${theme.space(4)};
  width: min(520px, calc(100vw - ${theme.space(8)}));
  max-height: calc(100dvh - ${theme.space(8)});
  overflow: auto;
  border-radius: ${theme.radius};
  ${panel}
`;
