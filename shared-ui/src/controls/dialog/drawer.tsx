import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { CloseButton, Header, Overlay, panel, Title } from './dialog-parts';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children?: ReactNode;
}

/** A side sheet on the right on wider screens, a full-width bottom sheet at 640 px and below. */
export function Drawer({ open, onOpenChange, title, children }: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Sheet aria-describedby={undefined}>
          <Header>
            <Title>{title}</Title>
            <CloseButton />
          </Header>
          <Body>{children}</Body>
        </Sheet>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const Sheet = styled(RadixDialog.Content)`
  position: fixed;
  z-index: 901;
  inset: 0 0 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  width: min(480px, 100vw);
  ${panel}
  @media (max-width: ${theme.breakpoint.sm}) {
    inset: auto 0 0 0;
    width: 100%;
    max-height: 90dvh;
    padding-bottom: calc(${theme.space(4)} + env(safe-area-inset-bottom));
    border-radius: ${theme.radius} ${theme.radius} 0 0;
    box-shadow: ${theme.shadow.bar};
  }
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  display: grid;
  align-content: start;
  gap: ${theme.space(4)};
`;
