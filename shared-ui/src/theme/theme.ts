export const theme = {
  color: {
    bg: '#f6f7f9',
    surface: '#ffffff',
    text: '#1b1f24',
    muted: '#5b6470',
    border: '#d8dde3',
    primary: '#0b5cad',
    primaryText: '#ffffff',
    danger: '#b42318',
    dangerBg: '#fdecea',
    success: '#1a7f37',
    successBg: '#e8f5ec',
    warning: '#8a5a00',
    warningBg: '#fff6e0',
    focus: '#2b7de9',
  },
  radius: '8px',
  space: (n: number) => `${n * 4}px`,
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
  },
  breakpoint: { sm: '640px', md: '960px' },
} as const;

export type Theme = typeof theme;
