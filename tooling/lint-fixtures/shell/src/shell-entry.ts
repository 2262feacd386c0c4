export const shellEntry = 'shell';
