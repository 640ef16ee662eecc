import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { NotificationReachBody } from '@gathering/contract';

/** A push's title and body in one language. */
export interface PushText {
  language: string;
  title: string;
  body: string;
}

/**
 * What publishing with a push shows of the notifications feature: the push as phones will show it, and the review
 * before it is sent. Features do not import each other, so app/content-detail-route.tsx hands notifications'
 * widgets in; these are the props the publish dialog gives them.
 */
export interface PushWidgets {
  /** Each language version of the push, its own first (a switch shows one at a time). */
  Preview: ComponentType<{ versions: PushText[]; appName: string; appIcon?: string | null }>;
  /** Fetches what the preview draws with, ahead of its first showing (as the dialog opens). */
  preloadPreview(): void;
  Review: ComponentType<{
    opened: boolean;
    request: NotificationReachBody;
    message: { title: string; body: string };
    appName: string;
    appIcon?: string | null;
    communityName: string;
    confirmLabel: string;
    loading?: boolean;
    onConfirm: () => void;
    onCancel: () => void;
  }>;
}

const PushWidgetsContext = createContext<PushWidgets | null>(null);

export function PushWidgetsProvider({ widgets, children }: { widgets: PushWidgets; children: ReactNode }) {
  return <PushWidgetsContext.Provider value={widgets}>{children}</PushWidgetsContext.Provider>;
}

export function usePushWidgets(): PushWidgets {
  const widgets = useContext(PushWidgetsContext);
  if (!widgets) throw new Error('The publish dialog needs the push widgets (PushWidgetsProvider, app/).');
  return widgets;
}
