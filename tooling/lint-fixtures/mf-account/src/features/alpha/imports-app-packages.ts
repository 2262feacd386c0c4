/* eslint-disable @typescript-eslint/ban-ts-comment */
// @ts-nocheck -- these packages export nothing; only the import specifiers matter here.
import shell from '@fwd/shell';
import orders from '@fwd/mf-admin-orders';

export const fromPackages = [shell, orders];
