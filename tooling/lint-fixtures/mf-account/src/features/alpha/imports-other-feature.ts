import { beta } from '../beta/beta-model';

export const fromOtherFeature = beta;
