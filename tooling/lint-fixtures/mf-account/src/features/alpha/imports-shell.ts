import { shellEntry } from '../../../../shell/src/shell-entry';

export const fromShell = shellEntry;
