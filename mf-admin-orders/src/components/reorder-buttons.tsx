import { Button, Row } from '@fwd/shared-ui';

const UP = -1 as const;
const DOWN = 1 as const;

/**
 * The ↑ ↓ ✕ buttons of one item of an ordered list the user arranges (a collection's products, a
 * product's pictures or variants); the first cannot go up, the last cannot go down. Each label
 * names the item, the symbols alone say nothing to a screen reader.
 */
export function ReorderButtons({
  index,
  count,
  onMove,
  onRemove,
  labels,
}: {
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  labels: { up: string; down: string; remove: string };
}) {
  return (
    <Row $gap={1}>
      <Button
        type="button"
        $variant="secondary"
        disabled={index === 0}
        onClick={() => onMove(UP)}
        aria-label={labels.up}
      >
        ↑
      </Button>
      <Button
        type="button"
        $variant="secondary"
        disabled={index === count - 1}
        onClick={() => onMove(DOWN)}
        aria-label={labels.down}
      >
        ↓
      </Button>
      <Button type="button" $variant="danger" onClick={onRemove} aria-label={labels.remove}>
        ✕
      </Button>
    </Row>
  );
}
