/* eslint-disable @typescript-eslint/ban-ts-comment */
// @ts-nocheck -- whether the package resolves from here does not matter; only the specifier does.
import { QueryClient } from '@tanstack/react-query';

export const fromKit = QueryClient;
