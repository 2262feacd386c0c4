// zod/mini, like the API's schemas: the shipment pages load only the parts of zod they use.
import { RECORD_ID } from '@fwd/shared-contracts';
import { MAX_SHIPMENT_PARCELS } from '@fwd/shared-contracts/domains/shipments';
import { z } from 'zod/mini';

const NO_ADDRESS = 'fulfillmentCreate.problems.noAddress';
const NO_LINE = 'fulfillmentCreate.problems.noLine';

/** What the customer has chosen on the create page. */
export const shipmentChoiceSchema = z.object({
  parcels: z
    .array(z.string().check(z.regex(RECORD_ID)))
    .check(
      z.minLength(1, 'fulfillmentCreate.problems.noParcel'),
      z.maxLength(MAX_SHIPMENT_PARCELS, 'fulfillmentCreate.problems.tooManyParcels'),
    ),
  address: z.string({ error: NO_ADDRESS }).check(z.regex(RECORD_ID, { error: NO_ADDRESS })),
  line: z.string({ error: NO_LINE }).check(z.regex(RECORD_ID, { error: NO_LINE })),
  insurance: z.boolean(),
});

export type ShipmentChoice = z.input<typeof shipmentChoiceSchema>;
export type ChoicePart = 'parcels' | 'address' | 'line';

/** The catalog key of what is missing in each part of the choice (none when it can be sent). */
export function choiceProblems(choice: {
  parcels: readonly string[];
  address: string | undefined;
  line: string | undefined;
  insurance: boolean;
}): Partial<Record<ChoicePart, string>> {
  const parsed = shipmentChoiceSchema.safeParse({ ...choice, parcels: [...choice.parcels] });
  if (parsed.success) return {};
  const problems: Partial<Record<ChoicePart, string>> = {};
  for (const issue of parsed.error.issues) {
    const part = issue.path[0] as ChoicePart;
    problems[part] ??= issue.message;
  }
  return problems;
}
