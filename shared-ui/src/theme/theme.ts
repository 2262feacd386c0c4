export const theme = {
  color: {
    bg: '#f6f7f9',
    surface: '#ffffff',
    text: '#1b1f24',
    muted: '#5b6470',
    border: '#d8dde3',
    primary: '#0b5cad',
    primaryText: '#ffffff',
    primarySoft: '#e8f1fb',
    danger: '#b42318',
    dangerBg: '#fdecea',
    success: '#1a7f37',
    successBg: '#e8f5ec',
    warning: '#8a5a00',
    warningBg: '#fff6e0',
    focus: '#2b7de9',
    /** Dark bars (the app header) and the text on them. */
    chrome: '#16263a',
    chromeText: '#ffffff',
    toastBg: '#1f2937',
    toastText: '#ffffff',
    onDanger: '#ffffff',
    neutralBg: '#eef0f3',
  },
  radius: '8px',
  shadow: {
    raised: '0 6px 24px rgb(0 0 0 / 0.18)',
    bar: '0 -2px 12px rgb(0 0 0 / 0.12)',
  },
  space: (n: number) => `${n * 4}px`,
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
  },
  breakpoint: { sm: '640px', md: '960px' },
} as const;

export type Theme = typeof theme;
