/**
 * Layout and display preferences (seed §2 layout, §3, §9): sidebar, language, component
 * size, theme colour, tags view, fixed header, sidebar logo. Persisting them is injected
 * (cookies and localStorage in src/lib/storage), so the machine stays pure.
 */
import { assign, setup } from 'xstate';
import { injectedAction } from './injected';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const COMPONENT_SIZES = ['small', 'medium'] as const;
export type ComponentSize = (typeof COMPONENT_SIZES)[number];

/** Under this viewport width the sidebar closes and becomes a temporary drawer. */
export const MOBILE_BREAKPOINT_PX = 992;

/**
 * The theme colours the settings drawer offers: buttons carry white text on them and links
 * are written in them, so each keeps 4.5:1 (WCAG AA) against white and the page grey.
 */
export const THEME_COLORS = {
  blue: '#0958d9',
  cyan: '#006d75',
  green: '#237804',
  purple: '#722ed1',
  red: '#cf1322',
  orange: '#ad4e00',
} as const;
export type ThemeColorName = keyof typeof THEME_COLORS;

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The language a first visit starts in: the browser's first preference the app speaks
 * (`zh-TW` and `zh-CN` are Chinese, `en-GB` English), Chinese when it speaks none.
 */
export function browserLanguage(preferences: readonly string[]): Language {
  for (const preference of preferences) {
    const primary = preference.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'zh';
}

export function isComponentSize(value: unknown): value is ComponentSize {
  return (COMPONENT_SIZES as readonly unknown[]).includes(value);
}

/** The style drawer's settings. */
export interface Appearance {
  readonly themeColor: string;
  readonly tagsView: boolean;
  readonly fixedHeader: boolean;
  readonly sidebarLogo: boolean;
}

export type Device = 'desktop' | 'mobile';

export interface LayoutSettingsContext extends Appearance {
  readonly sidebarOpened: boolean;
  readonly device: Device;
  readonly language: Language;
  readonly size: ComponentSize;
}

/** What storage remembered, plus the viewport the app starts in. */
export interface LayoutSettingsInput {
  readonly stored?: Partial<Omit<LayoutSettingsContext, 'device'>>;
  readonly viewportWidth?: number;
}

export type LayoutSettingsEvent =
  | { type: 'SIDEBAR.TOGGLE' }
  | { type: 'SIDEBAR.CLOSE' }
  | { type: 'VIEWPORT.RESIZED'; width: number }
  | { type: 'LANGUAGE.CHANGED'; language: Language }
  | { type: 'SIZE.CHANGED'; size: ComponentSize }
  | { type: 'APPEARANCE.CHANGED'; changes: Partial<Appearance> };

/** Seed §2 and §9: blue, tags view and logo and fixed header off, small, Chinese. */
export const DEFAULT_LAYOUT_SETTINGS: Omit<LayoutSettingsContext, 'device'> = {
  sidebarOpened: true,
  language: 'zh',
  size: 'small',
  themeColor: THEME_COLORS.blue,
  tagsView: false,
  fixedHeader: false,
  sidebarLogo: false,
};

export const deviceFor = (width: number): Device =>
  width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';

const appearanceOf = (settings: Appearance): Appearance => ({
  themeColor: settings.themeColor,
  tagsView: settings.tagsView,
  fixedHeader: settings.fixedHeader,
  sidebarLogo: settings.sidebarLogo,
});

export const layoutSettingsMachine = setup({
  types: {
    context: {} as LayoutSettingsContext,
    events: {} as LayoutSettingsEvent,
    input: {} as LayoutSettingsInput,
  },
  actions: {
    /** Cookie `sidebarStatus`. */
    persistSidebar: injectedAction<{ opened: boolean }>(),
    /** localStorage `language`. */
    persistLanguage: injectedAction<{ language: Language }>(),
    /** Cookie `size`. */
    persistSize: injectedAction<{ size: ComponentSize }>(),
    /** localStorage, the style drawer's settings. */
    persistAppearance: injectedAction<{ appearance: Appearance }>(),
  },
  guards: {
    becameMobile: ({ context, event }) =>
      event.type === 'VIEWPORT.RESIZED' &&
      context.device === 'desktop' &&
      deviceFor(event.width) === 'mobile',
  },
}).createMachine({
  id: 'layoutSettings',
  context: ({ input }) => {
    const device = deviceFor(input.viewportWidth ?? MOBILE_BREAKPOINT_PX);
    const settings = { ...DEFAULT_LAYOUT_SETTINGS, ...input.stored };
    return { ...settings, device, sidebarOpened: device === 'desktop' && settings.sidebarOpened };
  },
  on: {
    'SIDEBAR.TOGGLE': {
      actions: [
        assign({ sidebarOpened: ({ context }) => !context.sidebarOpened }),
        { type: 'persistSidebar', params: ({ context }) => ({ opened: context.sidebarOpened }) },
      ],
    },
    // Closing the mobile drawer after a navigation is not a preference: not persisted.
    'SIDEBAR.CLOSE': { actions: assign({ sidebarOpened: false }) },
    'VIEWPORT.RESIZED': [
      // Auto-closing under 992 px is not persisted either, so the desktop keeps its choice.
      { guard: 'becameMobile', actions: assign({ device: 'mobile', sidebarOpened: false }) },
      { actions: assign({ device: ({ event }) => deviceFor(event.width) }) },
    ],
    'LANGUAGE.CHANGED': {
      actions: [
        assign({ language: ({ event }) => event.language }),
        { type: 'persistLanguage', params: ({ event }) => ({ language: event.language }) },
      ],
    },
    'SIZE.CHANGED': {
      actions: [
        assign({ size: ({ event }) => event.size }),
        { type: 'persistSize', params: ({ event }) => ({ size: event.size }) },
      ],
    },
    'APPEARANCE.CHANGED': {
      actions: [
        assign(({ event }) => event.changes),
        {
          type: 'persistAppearance',
          params: ({ context }) => ({ appearance: appearanceOf(context) }),
        },
      ],
    },
  },
});

export type LayoutSettingsMachine = typeof layoutSettingsMachine;
