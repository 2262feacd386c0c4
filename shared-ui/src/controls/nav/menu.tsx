import { DropdownMenu } from 'radix-ui';
import styled from 'styled-components';
import { Button } from '../../primitives/button';
import { theme } from '../../theme/theme';

export interface MenuItem {
  id: string;
  label: string;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
}

export interface MenuProps {
  /** Text of the button that opens the menu. */
  label: string;
  items: MenuItem[];
}

/** A button opening a list of actions (arrow keys, typeahead, Escape). */
export function Menu({ label, items }: MenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button type="button" $variant="secondary">
          {label}
          <Chevron />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align="end" sideOffset={4} collisionPadding={8}>
          {items.map((item) => (
            <Item key={item.id} disabled={item.disabled} onSelect={item.onSelect} $danger={item.danger}>
              {item.label}
            </Item>
          ))}
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function Chevron() {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none">
      <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

const Content = styled(DropdownMenu.Content)`
  z-index: 950;
  min-width: 180px;
  padding: ${theme.space(1)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.raised};
`;

const Item = styled(DropdownMenu.Item)<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${theme.space(3)};
  border-radius: calc(${theme.radius} - 2px);
  color: ${({ $danger }) => ($danger ? theme.color.danger : theme.color.text)};
  cursor: pointer;
  outline: none;
  user-select: none;
  &[data-highlighted] {
    background: ${({ $danger }) => ($danger ? theme.color.dangerBg : theme.color.bg)};
  }
  &[data-disabled] {
    color: ${theme.color.muted};
    cursor: not-allowed;
  }
`;
