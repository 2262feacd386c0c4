export const uiEntry = 'ui';
