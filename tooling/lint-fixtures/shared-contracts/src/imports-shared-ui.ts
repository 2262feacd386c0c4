import { uiEntry } from '../../shared-ui/src/ui-entry';

export const fromSharedUi = uiEntry;
