import { Button } from '@fwd/shared-ui';

export const fromSharedUiPackage = Button;
