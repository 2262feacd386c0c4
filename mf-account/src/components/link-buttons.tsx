import { Link } from '@fwd/shared-contracts';
import { Button, Row } from '@fwd/shared-ui';

export interface LinkButton {
  to: string;
  label: string;
}

/** Where to go from here, as buttons in a row: the first the main way, the others secondary. */
export function LinkButtons({ links }: { links: readonly LinkButton[] }) {
  return (
    <Row>
      {links.map((link, index) => (
        <Button key={link.to} as={Link} to={link.to} $variant={index === 0 ? 'primary' : 'secondary'}>
          {link.label}
        </Button>
      ))}
    </Row>
  );
}
