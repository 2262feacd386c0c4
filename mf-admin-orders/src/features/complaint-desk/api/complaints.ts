import { useList, useRecord } from '@fwd/shared-contracts';
import {
  complaintMessagesParams,
  complaintsDomain,
  type ComplaintMessageRow,
  type ComplaintRow,
} from '@fwd/shared-contracts/domains/complaints';

export function useComplaint(id: string) {
  return useRecord<'complaints', ComplaintRow>('complaints', id, { expand: complaintsDomain.staff.expand });
}

export function useComplaintMessages(id: string) {
  return useList<'complaint_messages', ComplaintMessageRow>('complaint_messages', complaintMessagesParams(id));
}
