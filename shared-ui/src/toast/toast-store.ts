import { createStore, useStore } from 'zustand';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  action?: { label: string; onClick: () => void };
  /** Milliseconds before it closes itself; 0 keeps it until dismissed. */
  duration: number;
}

interface ToastState {
  toasts: Toast[];
}

let nextId = 1;

export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));

export function showToast(
  message: string,
  options: Partial<Omit<Toast, 'id' | 'message'>> & { key?: string } = {},
): number {
  const id = nextId++;
  const toast: Toast = {
    id,
    message,
    tone: options.tone ?? 'info',
    action: options.action,
    duration: options.duration ?? 5000,
  };
  toastStore.setState((s) => ({ toasts: [...s.toasts.filter((t) => t.message !== message), toast] }));
  if (toast.duration > 0) setTimeout(() => dismissToast(id), toast.duration);
  return id;
}

export function dismissToast(id: number): void {
  toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

export function useToasts(): Toast[] {
  return useStore(toastStore, (s) => s.toasts);
}
